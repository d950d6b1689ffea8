/**
 * The morning brief and a loop the owner put off (explore-it-nl): "stendere i panni" was due 08:35, the owner said
 * "dopo" and it is snoozed until tomorrow 08:00; the 10:00 brief must not list it as overdue. A snooze already over
 * lists it as before. Pinned clock: Tuesday 8 December 2026, 10:00 in Berlin.
 * A reminder put off to 08:00 that rang then is due today at 08:00 in that morning's brief, not "overdue" since its first due.
 * Must never: hide an overdue loop whose snooze has ended.
 */
import { describe, expect, it } from "vitest";
import { buildDigest, digestText } from "../brief.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-12-08T09:00:00Z");

describe("a snoozed loop in the morning brief", () => {
  it("snoozed until tomorrow: not overdue, listed later (before the fix it was overdue)", () => {
    const panni = makeThread({ id: "th-pan1", summary: "stendere i panni", due_at: "2026-12-08T07:35:00.000Z", snooze_until: "2026-12-09T07:00:00.000Z" });
    const d = buildDigest([panni], [], NOW, TZ);
    expect(d.overdue).toEqual([]);
    expect(d.later.map((t) => t.id)).toEqual(["th-pan1"]);
  });
  it("look-alike: a snooze that ended at 09:30 leaves it overdue", () => {
    const panni = makeThread({ id: "th-pan1", summary: "stendere i panni", due_at: "2026-12-08T07:35:00.000Z", snooze_until: "2026-12-08T08:30:00.000Z" });
    expect(buildDigest([panni], [], NOW, TZ).overdue.map((t) => t.id)).toEqual(["th-pan1"]);
  });
});

describe("a reminder put off to this morning (issue #35)", () => {
  // "erinnere mich um 12 an die Steuer" on Monday, "/snooze 1 morgen 8:00" when it rang; the 08:00 brief on Tuesday.
  const steuer = () => makeThread({ id: "th-st01", summary: "die Steuer", due_at: "2026-12-07T11:00:00.000Z", snooze_until: "2026-12-08T07:00:00.000Z", asked_reminder: true });
  it("is due today at its current time, not overdue since its first due, in the brief as the owner reads it", () => {
    const at8 = new Date("2026-12-08T07:00:00Z");
    const rang = { ...steuer(), last_nudged_at: "2026-12-08T07:00:00.000Z" };
    for (const [now, th] of [[at8, steuer()], [new Date("2026-12-08T07:05:00Z"), rang]] as const) {
      const d = buildDigest([th], [], now, TZ);
      expect(d.overdue).toEqual([]);
      const text = digestText(d, now, TZ, "de");
      expect(text).toContain("Heute fällig:\n- die Steuer (heute 08:00)");
      expect(text).not.toContain("Überfällig");
      expect(text).not.toContain("12:00");
    }
  });
  it("look-alike: a commitment whose snooze ended at 08:00 is overdue, said with 08:00", () => {
    const now = new Date("2026-12-08T07:05:00Z");
    const text = digestText(buildDigest([{ ...steuer(), asked_reminder: false }], [], now, TZ), now, TZ, "de");
    expect(text).toContain("Überfällig:\n- die Steuer (heute 08:00)");
  });
});
