/**
 * Applying the concierge's thread operations to the store's list: what each op does, what the
 * owner is told, and that a wrong id is reported rather than thrown.
 */
import { describe, expect, it } from "vitest";
import type { ThreadOp } from "../../model/respond.ts";
import { applyThreadOps, describeDue, openThread, snoozeThread, trackingLine, untrackThread, type OpContext } from "../transitions.ts";
import type { Thread } from "../store.ts";
import { englishLeaks } from "../../test-support/english-words.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-06-03T08:00:00Z"); // Wed 10:00 in Berlin
const ctx = (over: Partial<OpContext> = {}): OpContext => ({
  now: NOW,
  timeZone: TZ,
  activeHours: { start: "08:00", end: "22:00" },
  sourceTurn: "turn-1",
  ...over,
});

function opened(threads: Thread[], summary: string, due?: string): Thread {
  const o = openThread(threads, summary, due, ctx());
  if (!o.thread) throw new Error("expected a thread");
  return o.thread;
}

describe("open", () => {
  it("the same commitment said again with another time moves the one thread ('I'll ship the onepager tomorrow' under its follow-up); said again as it was, it is already tracked", () => {
    const threads: Thread[] = [];
    applyThreadOps(threads, [{ op: "open", summary: "ship the onepager", due: "today" }], ctx());
    threads[0]!.unanswered_nudges = 1;
    const [same] = applyThreadOps(threads, [{ op: "open", summary: "Ship the onepager", due: "today" }], ctx());
    expect(same!.message).toMatch(/^Already tracking: ship the onepager/);
    const [moved] = applyThreadOps(threads, [{ op: "open", summary: "ship the onepager", due: "tomorrow" }], ctx());
    expect(threads).toHaveLength(1);
    expect(moved).toMatchObject({ ok: true, transition: "updated" });
    expect(moved!.message).toMatch(/^Updated: ship the onepager, due tomorrow 18:00/);
    expect(threads[0]).toMatchObject({ due_at: "2026-06-04T16:00:00.000Z", due_phrase: "tomorrow", unanswered_nudges: 0 });
  });

  it("a due phrase the model wrote in another language than the one ZOE speaks still gets its clock ('tra 2 minuti' to an owner still read as English)", () => {
    const threads: Thread[] = [];
    applyThreadOps(threads, [{ op: "open", summary: "tirare fuori la pizza", due: "tra 2 minuti", reminder: true }], ctx({ locale: "en" }));
    expect(threads[0]!.due_at).toBe("2026-06-03T08:02:00.000Z");
    applyThreadOps(threads, [{ op: "open", summary: "den Zahnarzt anrufen", due: "heute Abend" }], ctx({ locale: "fr" }));
    expect(threads[1]!.due_at).toBe("2026-06-03T19:00:00.000Z"); // 21:00 in Berlin
    // A phrase no language reads stays without a clock, as before.
    applyThreadOps(threads, [{ op: "open", summary: "file the report", due: "nonsense words" }], ctx({ locale: "de" }));
    expect(threads[2]!.due_at).toBeNull();
  });

  it("tracks a commitment and confirms it with its due time and the undo", () => {
    const threads: Thread[] = [];
    const [o] = applyThreadOps(threads, [{ op: "open", summary: "ship the onepager", due: "today" }], ctx());
    expect(o).toMatchObject({ op: "open", ok: true, transition: "opened" });
    const t = threads[0]!;
    expect(t).toMatchObject({
      summary: "ship the onepager",
      status: "open",
      due_at: "2026-06-03T16:00:00.000Z",
      due_phrase: "today",
      source_turn: "turn-1",
      nudge_count: 0,
      snooze_count: 0,
    });
    expect(t.id).toMatch(/^th-[a-z0-9]{4}$/);
    expect(o!.message).toBe(`Tracking: ship the onepager, due today 18:00 (undo: /untrack ${t.id})`);
    expect(trackingLine(t, NOW, TZ)).toBe(o!.message);
  });

  it("returns the live thread instead of opening a duplicate (case and punctuation aside)", () => {
    const threads: Thread[] = [];
    const first = opened(threads, "Ship the onepager", "today");
    const [again] = applyThreadOps(threads, [{ op: "open", summary: "ship the onepager!", due: "today" }], ctx());
    expect(threads).toHaveLength(1);
    expect(again).toMatchObject({ ok: true, thread: { id: first.id } });
    expect(again!.transition).toBeUndefined();
    expect(again!.message).toBe(`Already tracking: Ship the onepager (${first.id})`);
    // Said with another time, the same thread is moved instead (the first test of this block).
  });

  it("opens a new thread with the same summary once the old one is closed", () => {
    const threads: Thread[] = [];
    const first = opened(threads, "call mom", "tomorrow");
    applyThreadOps(threads, [{ op: "resolve", id: first.id }], ctx());
    const [o] = applyThreadOps(threads, [{ op: "open", summary: "call mom" }], ctx());
    expect(o!.transition).toBe("opened");
    expect(threads).toHaveLength(2);
  });

  it("a bare hour it will ask about is not called 'no clock time' in the confirmation the question follows", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "call the dentist", "tomorrow at 10");
    // The likelier reading (inside active hours) is held until the owner answers (threads/__tests__/ask-time-held.test.ts).
    expect(t.due_at).toBe("2026-06-04T08:00:00.000Z");
    expect(describeDue(t, NOW, TZ)).toBe(`"tomorrow at 10" (I'll ask you which hour)`);
    expect(describeDue(t, NOW, TZ)).not.toContain("no clock time");
  });

  it("keeps a due phrase it cannot place, and says it will not nudge on a clock", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "sort out the garage", "sometime soonish");
    expect(t.due_at).toBeNull();
    expect(t.due_phrase).toBe("sometime soonish");
    expect(describeDue(t, NOW, TZ)).toBe(`"sometime soonish" (no clock time, I won't nudge on a clock)`);
    const undated = opened(threads, "read the book");
    expect(describeDue(undated, NOW, TZ)).toBe("no due date");
  });
});

describe("resolve, snooze, drop, update", () => {
  it("resolve closes it", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    const [o] = applyThreadOps(threads, [{ op: "resolve", id: t.id }], ctx());
    expect(o).toMatchObject({ ok: true, transition: "resolved", message: "Done: ship the onepager. Nice." });
    expect(threads[0]!.status).toBe("done");
  });

  it("snooze until a phrase counts a snooze and says until when", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    const [o] = applyThreadOps(threads, [{ op: "snooze", id: t.id, until: "tomorrow morning" }], ctx());
    expect(o).toMatchObject({ ok: true, transition: "snoozed", message: "Snoozed: ship the onepager, until tomorrow 09:00." });
    expect(threads[0]).toMatchObject({ status: "snoozed", snooze_count: 1, snooze_until: "2026-06-04T07:00:00.000Z" });
  });

  it("snooze with no phrase, or one already past, lasts until the next morning", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    // At 13:00, "this morning" (12:00 by convention) is already past.
    const [o] = applyThreadOps(threads, [{ op: "snooze", id: t.id, until: "this morning" }], ctx({ now: new Date("2026-06-03T11:00:00Z") }));
    expect(o!.message).toBe("Snoozed: ship the onepager, until tomorrow 08:00.");
    applyThreadOps(threads, [{ op: "snooze", id: t.id }], ctx());
    expect(threads[0]).toMatchObject({ snooze_count: 2, snooze_until: "2026-06-04T06:00:00.000Z" });
  });

  it("drop stops it for good", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    const [o] = applyThreadOps(threads, [{ op: "drop", id: t.id }], ctx());
    expect(o).toMatchObject({ ok: true, transition: "dropped", message: "Dropped: ship the onepager. I won't bring it up again." });
    expect(threads[0]!.status).toBe("dropped");
  });

  it("update changes the summary and the due time, and wakes a snoozed thread", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    applyThreadOps(threads, [{ op: "snooze", id: t.id }], ctx());
    threads[0]!.unanswered_nudges = 2;
    const [o] = applyThreadOps(threads, [{ op: "update", id: t.id, summary: "ship the one-pager v2", due: "Friday" }], ctx());
    expect(o).toMatchObject({ ok: true, transition: "updated", message: `Updated: ship the one-pager v2, due Fri 18:00 (${t.id}).` });
    expect(threads[0]).toMatchObject({ status: "open", snooze_until: null, unanswered_nudges: 0, due_at: "2026-06-05T16:00:00.000Z", due_phrase: "Friday" });
  });

  it("ids are forgiving about case and the th- prefix", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    const [o] = applyThreadOps(threads, [{ op: "resolve", id: t.id.slice(3).toUpperCase() }], ctx());
    expect(o!.ok).toBe(true);
  });
});

describe("wrong ids", () => {
  it("an unknown or closed id is reported, not thrown, and the rest of the batch still applies", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    const closed = opened(threads, "call mom", "tomorrow");
    applyThreadOps(threads, [{ op: "resolve", id: closed.id }], ctx());
    const ops: ThreadOp[] = [
      { op: "resolve", id: "th-zz99" },
      { op: "snooze", id: closed.id },
      { op: "drop", id: "not an id at all" },
      { op: "resolve", id: t.id },
    ];
    const out = applyThreadOps(threads, ops, ctx());
    expect(out.map((o) => o.ok)).toEqual([false, false, false, true]);
    expect(out[0]!.message).toBe("I couldn't find an open thread th-zz99.");
    expect(out[0]!.transition).toBeUndefined();
    expect(threads.find((x) => x.id === closed.id)!.status).toBe("done");
    expect(threads.find((x) => x.id === t.id)!.status).toBe("done");
  });
});

describe("untrack", () => {
  it("removes the thread entirely and hands it back for durable memory", () => {
    const threads: Thread[] = [];
    const t = opened(threads, "ship the onepager", "today");
    const o = untrackThread(threads, t.id);
    expect(o).toMatchObject({ op: "untrack", ok: true, transition: "untracked", thread: { id: t.id }, message: "Untracked: ship the onepager. Forgotten." });
    expect(threads).toEqual([]);
  });

  it("an unknown id is reported", () => {
    const o = untrackThread([], "th-zz99");
    expect(o).toMatchObject({ ok: false, message: "I don't know a thread th-zz99. /threads lists them." });
  });
});

describe("a snooze to a minute the owner names in quiet hours comes then, and says no hold (issue #35)", () => {
  // Wed 21:52 in Berlin, quiet hours 22:00-08:00.
  const late = new Date("2026-06-03T19:52:00Z");
  it.each([
    ["en", "in 10 minutes"],
    ["de", "in 10 Minuten"],
    ["fr", "dans 10 minutes"],
    ["it", "tra 10 minuti"],
  ] as const)("%s: '%s' at 21:52 is 22:02, said as 22:02 with no quiet-hours hold", (locale, until) => {
    const t = openThread([], "x", undefined, ctx({ now: late, locale })).thread!;
    const o = snoozeThread(t, until, ctx({ now: late, locale }));
    expect(o.message).toContain("22:02");
    expect(o.message).not.toContain("(22:00-08:00)");
    expect(t.snooze_until).toBe("2026-06-03T20:02:00.000Z");
    expect(englishLeaks(o.message, locale, "x")).toEqual([]);
  });

  it("a snooze inside active hours, or to a morning, says nothing of quiet hours", () => {
    const threads: Thread[] = [];
    const t = openThread(threads, "send the deck", undefined, ctx()).thread!;
    expect(snoozeThread(t, "in 10 minutes", ctx()).message).toBe("Snoozed: send the deck, until today 10:10.");
    expect(snoozeThread(t, "tomorrow", ctx({ now: new Date("2026-06-03T19:52:00Z") })).message).not.toContain("quiet hours");
  });
});
