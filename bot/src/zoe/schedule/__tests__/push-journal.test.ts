/**
 * Which push a job with no claimed slot (GitHub, the calendar) must finish at its next run: one
 * an earlier run sent, or may have, and died before recording among the owner's pushes. Pure
 * journal lines in, a run key (or none) out.
 */
import { describe, expect, it } from "vitest";
import { RESUME_WITHIN_MS, unfinishedRun } from "../push-journal.ts";

const NOW = new Date("2026-06-03T09:10:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const draft = { text: "CI is red on maria/site.", kind: "github_ci" as const, threadId: null, subject: "github:red:maria/site:main", reason: "red", score: 0.9, threshold: 0.5 };
const GITHUB = ["github@", "github-recheck@"];

/** Lines of a push under `key`, `msAgo` ago: going out, then what became of it. */
function push(key: string, msAgo: number, then: "confirmed" | "in doubt" | "refused" | "recorded" | "withheld" | "withheld, unrecorded") {
  const at = ago(msAgo);
  const lines: Array<Record<string, unknown>> = [{ key, part: 0, at, after: 7, draft }];
  if (then === "confirmed" || then === "recorded") lines.push({ key, part: 0, at, messageId: `m-${key}`, last: true });
  if (then === "refused") lines.push({ key, part: 0, at, unsent: true });
  if (then.startsWith("withheld")) lines.push({ key, part: 0, at, withheld: true });
  if (then === "recorded" || then === "withheld") lines.push({ key, part: 0, at, recorded: true });
  return lines as Parameters<typeof unfinishedRun>[0];
}

describe("the push a killed GitHub run leaves to the next run", () => {
  it("a push Telegram confirmed and nobody recorded is finished under its run's key", () => {
    expect(unfinishedRun(push("github@2026-06-03T09:07:00.001Z#0", 20_000, "confirmed"), GITHUB, NOW, 0, new Set())).toBe("github@2026-06-03T09:07:00.001Z");
  });

  it("a push in doubt (sent, no answer) is finished too: the next run looks for it in the chat", () => {
    expect(unfinishedRun(push("github-recheck@2026-06-03T09:07:00.001Z#0", 20_000, "in doubt"), GITHUB, NOW, 0, new Set())).toBe("github-recheck@2026-06-03T09:07:00.001Z");
  });

  it("nothing is left when the push was recorded (sent, or withheld in doubt), or refused by the channel", () => {
    for (const then of ["recorded", "withheld", "refused"] as const) {
      expect(unfinishedRun(push("github@2026-06-03T09:07:00.001Z#0", 20_000, then), GITHUB, NOW, 0, new Set()), then).toBeNull();
    }
  });

  it("a push withheld and never recorded (the record failed, or a journal from before withheld pushes were recorded) is finished: the next run records it as said", () => {
    expect(unfinishedRun(push("github@2026-06-03T09:07:00.001Z#0", 20_000, "withheld, unrecorded"), GITHUB, NOW, 0, new Set())).toBe("github@2026-06-03T09:07:00.001Z");
  });

  it("a journal from before the recorded line: a push whose message is among the owner's pushes is done", () => {
    const key = "github@2026-06-03T09:07:00.001Z#0";
    expect(unfinishedRun(push(key, 20_000, "confirmed"), GITHUB, NOW, 0, new Set([`m-${key}`]))).toBeNull();
  });

  it("another job's pushes are not this job's to finish", () => {
    expect(unfinishedRun(push("brief@2026-06-03T07:00:00.000Z#0", 20_000, "confirmed"), GITHUB, NOW, 0, new Set())).toBeNull();
  });

  it("on a shared database a push younger than a lease is a live instance's; one older than an hour is no longer news", () => {
    const lines = push("github@2026-06-03T09:07:00.001Z#0", 20_000, "confirmed");
    expect(unfinishedRun(lines, GITHUB, NOW, 300_000, new Set())).toBeNull();
    expect(unfinishedRun(push("github@2026-06-03T07:00:00.001Z#0", RESUME_WITHIN_MS + 1, "confirmed"), GITHUB, NOW, 0, new Set())).toBeNull();
  });

  it("of two unfinished runs, the older is finished first", () => {
    const lines = [...push("github@2026-06-03T09:05:00.001Z#0", 60_000, "in doubt"), ...push("github@2026-06-03T09:01:00.001Z#0", 500_000, "confirmed")];
    expect(unfinishedRun(lines, GITHUB, NOW, 0, new Set())).toBe("github@2026-06-03T09:01:00.001Z");
  });
});
