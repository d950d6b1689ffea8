/**
 * The escalation ladder with a pinned clock: when ZOE may follow up on an open loop, when it
 * must stay quiet, and when the follow-up becomes a decision. Plus the store's basics.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordNudge } from "../transitions.ts";
import { DAY, HOUR, MINUTE } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { OwnerContext } from "../../owner.ts";
import { snoozeThread } from "../transitions.ts";
import {
  findThread,
  followUpAt,
  isDue,
  ladderStep,
  newThreadId,
  sortForDisplay,
  ThreadSchema,
  type LadderStep,
  type Thread,
} from "../store.ts";
import { makeThread } from "../../test-support/fixtures.ts";
import { filesOwners, filesSpace, ownerIn } from "../../test-support/storage.ts";

const DUE = new Date("2026-06-03T16:00:00Z"); // Wed 18:00 in Berlin
const at = (offsetMs: number) => new Date(DUE.getTime() + offsetMs);

function thread(over: Partial<Thread> = {}): Thread {
  return ThreadSchema.parse(makeThread({ created_at: "2026-06-03T08:00:00Z", due_at: DUE.toISOString(), due_phrase: "today", ...over }));
}

/** What the ladder says, in one word. */
const step = (t: Thread, now: Date): string => {
  const s: LadderStep = ladderStep(t, now);
  return s.kind === "none" ? s.reason : s.kind;
};

/** The store-side effect of a delivered nudge (what recordNudge writes), applied in memory. */
function nudged(t: Thread, when: Date): Thread {
  return { ...t, last_nudged_at: when.toISOString(), nudge_count: t.nudge_count + 1, unanswered_nudges: t.unanswered_nudges + 1 };
}

const ACTIVE = { start: "08:00", end: "22:00" };
const snoozed = (t: Thread, now: Date, until?: string): Thread => {
  const copy = { ...t };
  snoozeThread(copy, until, { now, timeZone: "Europe/Berlin", activeHours: ACTIVE, sourceTurn: null });
  return copy;
};

describe("the ladder", () => {
  it("says nothing before the due time", () => {
    expect(step(thread(), at(-HOUR))).toBe("not_due");
    expect(step(thread(), at(-1))).toBe("not_due");
  });

  it("follows up at the due time and after it", () => {
    expect(step(thread(), DUE)).toBe("nudge");
    expect(step(thread(), at(3 * DAY))).toBe("nudge");
    const s = ladderStep(thread(), at(2 * HOUR));
    expect(s.kind === "nudge" && s.overdueMs).toBe(2 * HOUR);
  });

  it("repeats an unanswered follow-up at most once a day", () => {
    const once = nudged(thread(), at(10 * MINUTE));
    expect(step(once, at(11 * MINUTE))).toBe("nudged_recently");
    expect(step(once, at(10 * MINUTE + DAY - 1))).toBe("nudged_recently");
    expect(step(once, at(10 * MINUTE + DAY))).toBe("nudge");
  });

  it("rests the thread after two unanswered follow-ups, however long the silence", () => {
    const twice = nudged(nudged(thread(), DUE), at(DAY));
    expect(step(twice, at(DAY + HOUR))).toBe("resting");
    expect(step(twice, at(30 * DAY))).toBe("resting");
  });

  it("wakes a resting thread when the owner mentions it (unanswered count back to zero), still at most once a day", () => {
    const twice = nudged(nudged(thread(), DUE), at(DAY));
    const woken = { ...twice, unanswered_nudges: 0 };
    expect(step(woken, at(DAY + HOUR))).toBe("nudged_recently");
    expect(step(woken, at(2 * DAY))).toBe("nudge");
  });

  it("an answered follow-up does not earn an immediate repeat", () => {
    const answered = { ...nudged(thread(), DUE), unanswered_nudges: 0 };
    expect(step(answered, at(HOUR))).toBe("nudged_recently");
    expect(step(answered, at(DAY))).toBe("nudge");
  });

  it("keeps quiet while snoozed and follows up when the snooze ends, even within a day of the last one", () => {
    const first = nudged(thread(), DUE);
    const t = snoozed(first, at(5 * MINUTE), "in 2 hours");
    expect(t.snooze_until).toBe(at(5 * MINUTE + 2 * HOUR).toISOString());
    expect(step(t, at(HOUR))).toBe("snoozed");
    expect(step(t, at(5 * MINUTE + 2 * HOUR - 1))).toBe("snoozed");
    expect(step(t, at(5 * MINUTE + 2 * HOUR))).toBe("nudge");
  });

  it("a snooze without a time lasts until the next morning's active hours", () => {
    const t = snoozed(nudged(thread(), DUE), at(MINUTE)); // Wed 18:01 Berlin
    expect(t.snooze_until).toBe("2026-06-04T06:00:00.000Z"); // Thu 08:00 Berlin
    expect(step(t, new Date("2026-06-04T05:59:00Z"))).toBe("snoozed");
    expect(step(t, new Date("2026-06-04T06:00:00Z"))).toBe("nudge");
  });

  it("turns the follow-up after two snoozes into a decision", () => {
    let t = nudged(thread(), DUE);
    t = snoozed(t, at(MINUTE));
    const morning = new Date(t.snooze_until!);
    expect(step(t, morning)).toBe("nudge");
    t = snoozed(nudged(t, morning), at(DAY));
    expect(t.snooze_count).toBe(2);
    expect(step(t, new Date(t.snooze_until!))).toBe("decision");
  });

  it("never follows up on an undated thread", () => {
    const t = thread({ due_at: null, due_phrase: "soon" });
    expect(step(t, at(365 * DAY))).toBe("undated");
    expect(followUpAt(t)).toBeNull();
    expect(isDue(t, at(365 * DAY))).toBe(false);
  });

  it("never follows up on a closed thread", () => {
    for (const status of ["done", "dropped"] as const) {
      expect(step(thread({ status }), at(DAY))).toBe("closed");
    }
  });
});

describe("thread ids and order", () => {
  it("allocates typable ids that avoid the taken ones", () => {
    const seq = ["ab12", "ab12", "cd34"];
    const id = newThreadId(new Set(["th-ab12"]), () => seq.shift() ?? "zz99");
    expect(id).toBe("th-cd34");
    expect(newThreadId(new Set())).toMatch(/^th-[a-z0-9]{4}$/);
  });

  it("finds a thread forgiving case and a missing prefix", () => {
    const list = [thread()];
    expect(findThread(list, "TH-AB12")?.id).toBe("th-ab12");
    expect(findThread(list, "ab12")?.id).toBe("th-ab12");
    expect(findThread(list, "th-zz99")).toBeUndefined();
  });

  it("lists dated threads by due time, then undated ones by age", () => {
    const later = thread({ id: "th-late", due_at: at(DAY).toISOString() });
    const undatedOld = thread({ id: "th-old1", due_at: null, created_at: "2026-06-01T00:00:00Z" });
    const undatedNew = thread({ id: "th-new1", due_at: null, created_at: "2026-06-02T00:00:00Z" });
    const sooner = thread({ id: "th-soon" });
    expect(sortForDisplay([undatedNew, later, undatedOld, sooner]).map((t) => t.id)).toEqual(["th-soon", "th-late", "th-old1", "th-new1"]);
  });
});

describe("the store", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-threads-"));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("recordNudge counts a delivered follow-up, and the ladder then waits a day", async () => {
    const owner = ownerIn("local", dir);
    await owner.threads.transact((ts) => void ts.push(thread()));
    const after = await recordNudge(owner, "th-ab12", at(MINUTE), "UTC");
    expect(after).toMatchObject({ last_nudged_at: at(MINUTE).toISOString(), nudge_count: 1, unanswered_nudges: 1 });
    const [stored] = await owner.threads.all();
    expect(stored).toMatchObject({ nudge_count: 1, unanswered_nudges: 1 });
    expect(step(stored!, at(HOUR))).toBe("nudged_recently");
    expect(await recordNudge(owner, "th-gone", at(HOUR), "UTC")).toBeNull();
  });

  it("recordNudge reopens a thread whose snooze has ended", async () => {
    const owner = ownerIn("local", dir);
    await owner.threads.transact((ts) => void ts.push(snoozed(thread(), at(MINUTE), "in 1 hour")));
    await recordNudge(owner, "th-ab12", at(2 * HOUR), "UTC");
    expect((await owner.threads.all())[0]).toMatchObject({ status: "open", snooze_count: 1 });
  });

  it("live() leaves closed threads out, all() keeps them", async () => {
    const owner = ownerIn("local", dir);
    await owner.threads.transact((ts) => void ts.push(thread(), thread({ id: "th-done", status: "done" })));
    expect((await owner.threads.live()).map((t) => t.id)).toEqual(["th-ab12"]);
    expect(await owner.threads.all()).toHaveLength(2);
  });
});
