import { describe, expect, it } from "vitest";
import { makeThread } from "../../test-support/fixtures.ts";
import { dueGroup, groupByDue, sourceSentences } from "../loops.ts";

// Wednesday 3 June 2026, 10:00 in Berlin.
const now = new Date("2026-06-03T08:00:00.000Z");
const tz = "Europe/Berlin";
const at = (iso: string) => new Date(iso).toISOString();

describe("open loops grouped by when they are due, in the owner's zone", () => {
  it("overdue, today, this week, later, no date", () => {
    const threads = [
      makeThread({ id: "th-over", due_at: at("2026-06-02T16:00:00Z") }),
      makeThread({ id: "th-tday", due_at: at("2026-06-03T21:30:00Z") }), // 23:30 Berlin, still today
      makeThread({ id: "th-tmrw", due_at: at("2026-06-03T22:30:00Z") }), // 00:30 Thursday in Berlin
      makeThread({ id: "th-sund", due_at: at("2026-06-07T20:00:00Z") }), // Sunday 22:00
      makeThread({ id: "th-next", due_at: at("2026-06-08T08:00:00Z") }), // next Monday
      makeThread({ id: "th-none", due_at: null }),
    ];
    const g = groupByDue(threads, now, tz);
    expect(Object.fromEntries(Object.entries(g).map(([k, v]) => [k, v.map((t) => t.id)]))).toEqual({
      overdue: ["th-over"],
      today: ["th-tday"],
      week: expect.arrayContaining(["th-tmrw", "th-sund"]),
      later: ["th-next"],
      none: ["th-none"],
    });
  });

  it("a snoozed overdue thread shows when it comes back", () => {
    const th = makeThread({ id: "th-snzd", status: "snoozed", due_at: at("2026-06-02T16:00:00Z"), snooze_until: at("2026-06-04T07:00:00Z"), snooze_count: 1 });
    expect(dueGroup(th, now, tz)).toBe("week");
    expect(dueGroup(th, new Date("2026-06-04T07:30:00Z"), tz)).toBe("overdue");
  });

  it("the sentence a thread came from is the owner's turn it names", () => {
    const th = makeThread({ id: "th-ab12", source_turn: "turn:k1" });
    const other = makeThread({ id: "th-cd34", source_turn: "turn:gone" });
    const turns = [
      { id: "turn:k1", role: "owner", text: "I'll ship the onepager today" },
      { id: "turn:k1:reply", role: "zoe", text: "Tracking: ship the onepager" },
    ];
    expect([...sourceSentences([th, other], turns)]).toEqual([["th-ab12", "I'll ship the onepager today"]]);
  });
});
