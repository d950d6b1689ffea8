/**
 * "Both done" under two reminders (found living a day as a new owner): two reminders asked for the same minute came
 * together, and "both done" closed only the newest; the other stayed open and came back in the next brief as overdue.
 * A sure done that says "both" / "all of them" in the owner's language (lang/<code>/reply.ts `allOfThem`) closes
 * every thread followed up in the last 30 minutes and not yet answered; a plain "done" still closes the newest only.
 * Pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import type { Push } from "../../tick/index.ts";
import { othersOnScreen, saysAllOfThem } from "../ack.ts";

const open = terminalZoeEachTest("zoe-both-done-");

const twoReminders = async (env: Record<string, string>, ask: string, answer: string) => {
  const clock = new ManualClock("2026-12-07T08:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ...env }, clock);
  await term.type(ask);
  const came = await liveUntil(term, clock, "2026-12-07T08:06:00Z");
  const said = await term.type(answer);
  return { came, said, list: await term.type("/threads") };
};

it("English: 'both done' under two reminders closes both", async () => {
  const { came, said, list } = await twoReminders({ ZOE_LOCALE: "en" }, "remind me in 5 min to move the car and in 5 min to feed the cat", "both done");
  expect(came).toContain("move the car");
  expect(came).toContain("feed the cat");
  expect(said).toContain("Done: move the car");
  expect(said).toContain("Done: feed the cat");
  expect(list).toContain("No open threads");
});

it("German: 'beide erledigt' closes both", async () => {
  const { said, list } = await twoReminders({ ZOE_LOCALE: "de" }, "erinnere mich in 5 Minuten ans Auto umparken und in 5 Minuten an die Katze füttern", "beide erledigt");
  expect(said.match(/Erledigt/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  expect(list).not.toMatch(/Katze|Auto/);
});

it("a plain 'done' closes only the newest, and the other reminder stays", async () => {
  const { said, list } = await twoReminders({ ZOE_LOCALE: "en" }, "remind me in 5 min to move the car and in 5 min to feed the cat", "done");
  expect(said.match(/Done:/g)).toHaveLength(1);
  expect(list).toMatch(/1\. th-\S+\s+(move the car|feed the cat)/);
});

describe("'both' in each language", () => {
  const cases: Array<[Parameters<typeof saysAllOfThem>[1], string, boolean]> = [
    ["en", "both done", true],
    ["en", "did both of them", true],
    ["en", "done", false],
    ["en", "both of my kids are fine, done", true],
    ["de", "beide erledigt", true],
    ["de", "hab beides gemacht", true],
    ["fr", "j'ai fait les deux", true],
    ["es", "hice las dos", true],
    ["pt", "fiz os dois", true],
    ["it", "fatte tutte e due", true],
    ["nl", "allebei gedaan", true],
    ["nl", "gedaan", false],
  ];
  for (const [locale, text, expected] of cases) it(`${locale}: "${text}"`, () => expect(saysAllOfThem(text, locale)).toBe(expected));
});

describe("which other follow-ups a 'both' reaches", () => {
  const now = new Date("2026-12-07T08:10:00Z");
  const push = (id: string, threadId: string, at: string, answeredAt?: string): Push =>
    ({ id, kind: "reminder", threadId, at, text: "", ...(answeredAt ? { answeredAt } : {}) }) as Push;
  const answered = push("p1", "th-a", "2026-12-07T08:05:00Z");
  it("an unanswered one about another thread in the last 30 minutes", () => {
    expect(othersOnScreen([answered, push("p2", "th-b", "2026-12-07T08:05:00Z")], answered, now).map((p) => p.threadId)).toEqual(["th-b"]);
  });
  it("not one answered already, one older than 30 minutes, or another about the same thread", () => {
    const others = [push("p2", "th-b", "2026-12-07T08:05:00Z", "2026-12-07T08:06:00Z"), push("p3", "th-c", "2026-12-07T07:30:00Z"), push("p4", "th-a", "2026-12-07T08:04:00Z")];
    expect(othersOnScreen([answered, ...others], answered, now)).toEqual([]);
  });
});
