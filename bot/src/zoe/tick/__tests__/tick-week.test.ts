/**
 * A simulated week with an owner in Berlin (crossing the spring DST change on Sunday 30 March
 * 2025): several commitments, the owner's own messages, nights, mornings. ZOE follows up on each
 * due commitment once, inside active hours; says nothing about what is not due, done or undated;
 * holds back around the owner's messages and at night; and every push and every silence can be
 * explained from the decision log. No Telegram: the real runtime with a capturing channel.
 */
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE } from "../../base/clock.ts";
import type { Decision } from "../decision-log.ts";
import { MIN_SINCE_LAST_PUSH_MS, MIN_SINCE_OWNER_MS } from "../guards.ts";
import type { Turn } from "../../memory/blocks.ts";
import type { Push } from "../pushes.ts";
import { isActive } from "../../settings/owner-settings.ts";
import type { Thread } from "../../threads/store.ts";
import { ownerText, startHarness, TICK_KINDS, ZONE, type Harness } from "../../test-support/tick-harness.ts";

let h: Harness;
const threads: Record<string, Thread> = {};
let pushes: Push[] = [];
let decisions: Decision[] = [];
let ownerTurns: Turn[] = [];

const END = "2025-03-31T12:00";
const ACTIVE = { start: "08:00", end: "22:00" };

beforeAll(async () => {
  h = await startHarness({ start: "2025-03-24T07:00" }); // Monday, CET (UTC+1)
  h.model!.commitments.set("board deck", { summary: "send the board deck to Priya", due: "today" });

  threads.insurance = await h.seedThread("renew the car insurance", "2025-03-25T12:00");
  threads.tax = await h.seedThread("submit the tax form", "2025-03-26T23:15");
  threads.plumber = await h.seedThread("call the plumber", "2025-03-27T15:00");
  threads.invoice = await h.seedThread("pay the invoice", "2025-03-28T17:00");
  threads.dentist = await h.seedThread("book the dentist", "2025-03-30T10:00"); // Sunday, after the switch to CEST
  threads.offsite = await h.seedThread("plan the offsite", "2025-04-02T12:00"); // after the week
  threads.letter = await h.seedThread("write the quarterly letter", null);

  h.model!.script((req) =>
    req.purpose === "concierge" && ownerText(req).includes("invoice is paid")
      ? { toolCalls: [{ name: "respond", input: { reply: "Great, closing it.", thread_ops: [{ op: "resolve", id: threads.invoice!.id }] } }] }
      : null,
  );

  /** What the owner does, in their own time. */
  const events: Array<{ at: Date; run: () => Promise<unknown> }> = [
    { at: h.local("2025-03-24T17:10"), run: () => h.channel.ownerSays("I'll send the board deck to Priya today") },
    { at: h.local("2025-03-25T12:27"), run: () => h.channel.ownerSays("any lunch plans today?") },
    { at: h.local("2025-03-27T14:50"), run: () => h.channel.ownerSays(`/done ${threads.plumber!.id}`) },
    { at: h.local("2025-03-28T16:50"), run: () => h.channel.ownerSays("the invoice is paid") },
    { at: h.local("2025-03-29T23:40"), run: () => h.channel.ownerSays("can't sleep, thinking about next week") },
  ];
  const answered = new Set<string>();

  // Wake at every scheduled slot and every owner action, in order, as production would.
  const end = h.local(END);
  for (;;) {
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    const slot = h.running.scheduler.nextAt();
    const ev = events[0];
    const t = [slot, ev?.at].filter((x): x is Date => !!x).reduce<Date | null>((m, x) => (!m || x < m ? x : m), null);
    if (!t || t > end) break;
    if (t > h.clock.now()) h.clock.set(t);
    if (ev && ev.at.getTime() <= t.getTime()) {
      events.shift();
      await ev.run();
    }
    await h.running.scheduler.runDue();
    // The owner answers each follow-up with "Done" ten minutes after it arrives.
    for (const p of await h.pushLog()) {
      if (p.kind === "nudge" && p.threadId && p.messageId && !answered.has(p.id)) {
        answered.add(p.id);
        const data = `t:d:${p.threadId}`;
        const messageId = p.messageId;
        events.push({ at: new Date(Date.parse(p.at) + 10 * MINUTE), run: () => h.channel.press(data, messageId) });
      }
    }
  }
  await h.runUntil(END);
  const board = (await h.owner.threads.all()).find((t) => t.summary === "send the board deck to Priya");
  if (board) threads.board = board;
  pushes = await h.pushLog();
  decisions = await h.decisions();
  ownerTurns = (await h.owner.memory.allTurns()).filter((t) => t.role === "owner");
}, 120_000);

afterAll(async () => h?.close());

const tickPushes = () => pushes.filter((p) => TICK_KINDS.includes(p.kind));
const local = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat("ccc d LLL HH:mm");

describe("a week with ZOE", () => {
  it("follows up on each due commitment exactly once, at the right local time", () => {
    expect(threads.board).toBeDefined();
    expect(tickPushes().map((p) => [local(p.at), p.threadId])).toEqual([
      ["Mon 24 Mar 18:30", threads.board!.id], // stated at 17:10, due 18:00
      ["Tue 25 Mar 12:32", threads.insurance!.id], // the owner wrote at 12:27: five minutes after that
      ["Thu 27 Mar 08:00", threads.tax!.id], // due 23:15 at night: the first minute of active hours
      ["Sun 30 Mar 10:30", threads.dentist!.id], // after the switch to summer time
    ]);
    expect(tickPushes().every((p) => p.kind === "nudge")).toBe(true);
  });

  it("sends nothing that is not due, done before it was due, closed in conversation, or undated", () => {
    const pushedAbout = new Set(tickPushes().map((p) => p.threadId));
    for (const key of ["plumber", "invoice", "offsite", "letter"]) expect(pushedAbout.has(threads[key]!.id)).toBe(false);
    for (const p of tickPushes()) {
      const due = Object.values(threads).find((t) => t.id === p.threadId)?.due_at;
      expect(due && Date.parse(due) <= Date.parse(p.at)).toBe(true);
    }
  });

  it("never speaks first at night, and never within 5 minutes of the owner's message or 3 of its own", () => {
    for (const p of pushes) expect(isActive(new Date(p.at), ZONE, ACTIVE), `${p.kind} at ${local(p.at)}`).toBe(true);
    for (const p of tickPushes()) {
      const at = Date.parse(p.at);
      const ownerBefore = ownerTurns.filter((t) => Date.parse(t.at) <= at).at(-1);
      if (ownerBefore) expect(at - Date.parse(ownerBefore.at), local(p.at)).toBeGreaterThanOrEqual(MIN_SINCE_OWNER_MS);
      const pushBefore = pushes.filter((q) => q.id !== p.id && Date.parse(q.at) <= at).at(-1);
      if (pushBefore) expect(at - Date.parse(pushBefore.at), local(p.at)).toBeGreaterThanOrEqual(MIN_SINCE_LAST_PUSH_MS);
    }
  });

  it("held the insurance follow-up around the owner's message and the tax form through the night", () => {
    const at = (wall: string) => decisions.find((d) => d.at === h.local(wall).toISOString());
    expect(at("2025-03-25T12:30")).toMatchObject({ outcome: "held", guard: "owner_active" });
    for (const wall of ["2025-03-26T23:30", "2025-03-27T03:30", "2025-03-27T07:30"]) {
      expect(at(wall)).toMatchObject({ outcome: "held", guard: "quiet_hours" });
    }
    expect(at("2025-03-27T08:00")).toMatchObject({ outcome: "pushed", trigger: "recheck" });
  });

  it("brings exactly one morning brief a day, at 09:00 local time in winter and in summer", () => {
    const briefs = pushes.filter((p) => p.kind === "brief").map((p) => local(p.at));
    expect(briefs).toEqual([
      "Mon 24 Mar 09:00",
      "Tue 25 Mar 09:00",
      "Wed 26 Mar 09:00",
      "Thu 27 Mar 09:00",
      "Fri 28 Mar 09:00",
      "Sat 29 Mar 09:00",
      "Sun 30 Mar 09:00",
      "Mon 31 Mar 09:00",
    ]);
  });

  it("can explain every push from the decision log: candidates, scores, threshold and verdict", () => {
    const pushed = decisions.filter((d) => d.outcome === "pushed");
    expect(pushed.map((d) => d.pushId).sort()).toEqual(tickPushes().map((p) => p.id).sort());
    for (const d of pushed) {
      const chosen = d.candidates.find((c) => c.id === d.candidateId);
      expect(chosen, d.at).toBeDefined();
      expect(chosen!.veto).toBeNull();
      expect(typeof d.threshold).toBe("number");
      expect(chosen!.threshold).toBe(d.threshold);
      expect(chosen!.score).toBeGreaterThanOrEqual(d.threshold!);
      expect(d.verdict).toMatchObject({ speak: true, source: "tool" });
      expect(d.verdict!.reason.length).toBeGreaterThan(0);
      expect(d.guard).toBeNull();
    }
  });

  it("can explain every silence: a guard that held, or nothing eligible to say", () => {
    const silent = decisions.filter((d) => d.outcome !== "pushed");
    expect(silent.length).toBeGreaterThan(150); // about one tick an hour, for a week
    for (const d of silent) {
      const why = d.guard !== null || (d.outcome === "silent" && d.candidates.length === 0);
      expect(why, JSON.stringify(d)).toBe(true);
      // "Below the bar" holds for every candidate, each against its own thread's bar.
      if (d.guard === "threshold") expect(d.candidates.every((c) => c.veto !== null || c.score < c.threshold!)).toBe(true);
      for (const c of d.candidates) expect(typeof c.score === "number" && typeof c.threshold === "number").toBe(true);
    }
    // The silence rate is what /stats reports; it is high, as it should be for a quiet assistant.
    expect(silent.length / decisions.length).toBeGreaterThan(0.95);
  });

  it("left each follow-up answered, and never asked to dial back", () => {
    expect(tickPushes().every((p) => p.answeredAt !== null)).toBe(true);
    expect(pushes.some((p) => p.kind === "throttle")).toBe(false);
  });
});
