/**
 * The morning brief and a loop the owner put off (explore-it-nl): "stendere i panni" was due 08:35, the owner said
 * "dopo" and it is snoozed until tomorrow 08:00; the 10:00 brief must not list it as overdue. A snooze already over
 * lists it as before. Pinned clock: Tuesday 8 December 2026, 10:00 in Berlin.
 * Must never: hide an overdue loop whose snooze has ended.
 */
import { describe, expect, it } from "vitest";
import { buildDigest } from "../brief.ts";
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
