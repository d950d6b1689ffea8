/**
 * Austrian and Bavarian chat (explore-north): "erinnere mi in 2 minuten ans blumen gießen" is a reminder at that
 * minute ("mi" for "mich"), and "heut" is today, as the written words are. Pinned clock: Monday 7 December 2026, 09:00
 * in Vienna. Must never: read "mi" or "heut" inside other words.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";
import { resolveDue } from "../due.ts";

const NOW = new Date("2026-12-07T08:00:00Z");
const TZ = "Europe/Vienna";

// Probe material, written before running: [text, a reminder (or a loop due today) caught]. `false`: a known miss. Before the fix 0/5, after 4/5 (the inverted "koch i" is not read as "koche ich").
const REMINDERS: Array<[string, boolean]> = [
  ["erinnere mi in 2 minuten ans blumen gießen", true],
  ["erinner mi um 15 uhr an den zahnarzt", true],
  ["kannst du mi morgen an die steuer erinnern", true],
];
const TODAY: Array<[string, boolean]> = [
  ["i muss heut no die oma anrufen", true],
  ["heut abend koch i für die kinder", false],
];

describe("Austrian and Bavarian chat", () => {
  it.each(REMINDERS)("%s is a reminder at its time (%s)", (text, ok) => {
    const ops = extractCommitments(text, "de");
    const reminder = ops.length === 1 && ops[0]!.due !== undefined && ops[0]!.due !== null && !/erinner/iu.test(ops[0]!.summary);
    expect(reminder).toBe(ok);
  });
  it.each(TODAY)("%s is due today (%s)", (text, ok) => {
    const ops = extractCommitments(text, "de");
    const due = ops[0]?.due ? resolveDue(ops[0].due, NOW, TZ, "de") : null;
    expect(due !== null && due.toISOString().slice(0, 10) === "2026-12-07").toBe(ok);
  });
  it("'mi' and 'heut' inside other words change nothing", () => {
    expect(resolveDue("heuter", NOW, TZ, "de")).toBeNull();
    expect(extractCommitments("erinnere michael an die party", "de").every((op) => !/^party$/u.test(op.summary))).toBe(true);
  });
});
