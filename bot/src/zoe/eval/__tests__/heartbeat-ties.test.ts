/**
 * The heartbeat baseline speaks about its most urgent due thread; two threads due at the same
 * minute used to be ordered by their random ids, so the same scenario replayed under `heartbeat`
 * could swap them from one run to the next (about one push in 300). Equally urgent threads are
 * taken up as ZOE's own tick takes them (threads/store.ts `compareEqualThreads`): the earlier due, then
 * the older thread, then the summary, whatever the ids.
 */
import { describe, expect, it } from "vitest";
import { mostUrgent } from "../policies.ts";
import { compareEqualThreads, type Thread } from "../../threads/store.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const NOW = new Date("2026-06-01T15:10:00Z");

function thread(over: Partial<Thread> & Pick<Thread, "id" | "summary">): Thread {
  return makeThread({ created_at: "2026-06-01T07:00:00.000Z", due_at: "2026-06-01T15:00:00.000Z", ...over });
}

describe("the heartbeat's most urgent thread among equals", () => {
  it("is the older thread when both are due at the same minute, whatever their ids and order", () => {
    const jonas = thread({ id: "th-zzzz", summary: "email Jonas the contract", created_at: "2026-06-01T07:00:00.000Z" });
    const bank = thread({ id: "th-aaaa", summary: "call the bank", created_at: "2026-06-01T08:00:00.000Z" });
    expect(mostUrgent([jonas, bank], NOW)?.summary).toBe("email Jonas the contract");
    expect(mostUrgent([bank, jonas], NOW)?.summary).toBe("email Jonas the contract");
  });

  it("is taken by its summary when both were opened by one message, not by the random id", () => {
    const a = thread({ id: "th-0001", summary: "send the deck" });
    const b = thread({ id: "th-ffff", summary: "book the room" });
    for (const ids of [
      ["th-0001", "th-ffff"],
      ["th-ffff", "th-0001"],
    ]) {
      const x = { ...a, id: ids[0]! };
      const y = { ...b, id: ids[1]! };
      expect(mostUrgent([x, y], NOW)?.summary).toBe("book the room");
      expect(mostUrgent([y, x], NOW)?.summary).toBe("book the room");
    }
  });

  it("puts the earlier due first, and an undated thread after a dated one", () => {
    const early = thread({ id: "th-9", summary: "z", due_at: "2026-06-01T09:00:00.000Z" });
    const late = thread({ id: "th-1", summary: "a", due_at: "2026-06-01T10:00:00.000Z" });
    const undated = thread({ id: "th-0", summary: "a", due_at: null });
    expect([undated, late, early].sort(compareEqualThreads).map((t) => t.id)).toEqual(["th-9", "th-1", "th-0"]);
  });
});
