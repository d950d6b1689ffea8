/**
 * The hard guards under the model, as pure functions of state and a pinned clock, for an owner
 * in Berlin (so an hour computed in UTC shows up): quiet hours, the owner's own messages, ZOE's
 * last push, "the conversation already covered it" and per-subject cool-downs.
 */
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { HOUR, MINUTE } from "../../base/clock.ts";
import type { Candidate } from "../candidates.ts";
import { candidateVeto, globalHold, mentions, SUBJECT_COOLDOWN_MS, type GuardState } from "../guards.ts";
import type { Turn } from "../../memory/blocks.ts";
import type { Push } from "../pushes.ts";
import { defaultOwnerSettings, isActive, nextActiveStart, nextMorning, type OwnerSettings } from "../../settings/owner-settings.ts";

const TZ = "Europe/Berlin";
/** Monday 2 June 2025, Berlin is UTC+2. */
const berlin = (hhmm: string, day = "2025-06-02") => new Date(`${day}T${hhmm}:00+02:00`);

const state = (over: Partial<GuardState> = {}): GuardState => ({
  now: berlin("18:30"),
  timeZone: TZ,
  settings: defaultOwnerSettings(),
  lastPushAt: null,
  lastOwnerAt: null,
  ownerBusy: false,
  ...over,
});

describe("quiet hours (active 08:00-22:00 in the owner's zone)", () => {
  it("lets a push through inside active hours", () => {
    expect(globalHold(state())).toEqual({ held: false });
    expect(globalHold(state({ now: berlin("08:00") }))).toEqual({ held: false });
    expect(globalHold(state({ now: berlin("21:59") }))).toEqual({ held: false });
  });

  it("holds everything at 22:00 and later until 08:00 the next morning, Berlin time", () => {
    const h = globalHold(state({ now: berlin("22:00") }));
    expect(h).toEqual({ held: true, guard: "quiet_hours", retryAt: berlin("08:00", "2025-06-03") });
    // 23:30 Berlin is 21:30 UTC: a UTC reading would call it active.
    expect(globalHold(state({ now: berlin("23:30") }))).toMatchObject({ held: true, guard: "quiet_hours" });
  });

  it("holds a push at 07:59 until 08:00 the same morning", () => {
    expect(globalHold(state({ now: berlin("07:59") }))).toEqual({ held: true, guard: "quiet_hours", retryAt: berlin("08:00") });
  });

  it("follows custom active hours that wrap midnight (a night owl's 20:00-02:00)", () => {
    const settings: OwnerSettings = { ...defaultOwnerSettings(), activeHours: { start: "20:00", end: "02:00" } };
    expect(isActive(berlin("23:30"), TZ, settings.activeHours)).toBe(true);
    expect(isActive(berlin("01:59"), TZ, settings.activeHours)).toBe(true);
    expect(isActive(berlin("02:00"), TZ, settings.activeHours)).toBe(false);
    expect(globalHold(state({ settings, now: berlin("10:00") }))).toEqual({ held: true, guard: "quiet_hours", retryAt: berlin("20:00") });
  });

  it("finds the next 08:00 across the spring DST change (Sunday 30 March 2025)", () => {
    const sat = new Date("2025-03-29T23:30:00+01:00");
    expect(nextActiveStart(sat, TZ, { start: "08:00", end: "22:00" }).toISOString()).toBe("2025-03-30T06:00:00.000Z"); // 08:00 CEST
    expect(nextMorning(sat, TZ, { start: "08:00", end: "22:00" }).toISOString()).toBe("2025-03-30T06:00:00.000Z");
  });

  it("the next start is luxon's wall time in any zone, at any hour, on the days around each clock change", () => {
    // The rule as luxon reads it: today's start in the zone, or tomorrow's once it has passed.
    // The day is read once per instant and shared by the five starts (luxon's zone arithmetic is
    // most of this test's time).
    const luxonMorning = (local: DateTime, day: DateTime, start: string) => {
      const [h, m] = start.split(":").map(Number);
      let c = day.set({ hour: h!, minute: m! });
      if (c <= local) c = c.plus({ days: 1 });
      return c.toJSDate().toISOString();
    };
    const zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kolkata", "UTC"];
    const starts = ["00:00", "02:30", "03:00", "08:00", "23:59"];
    let checked = 0;
    for (const zone of zones) {
      // Every 7 h 11 min through 2025, and every 23 minutes from a day and a half before each
      // clock change to a day and a half after it.
      const times: number[] = [];
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 431 * MINUTE) {
        times.push(t);
        if (DateTime.fromMillis(t, { zone }).offset === DateTime.fromMillis(t + 431 * MINUTE, { zone }).offset) continue;
        for (let u = t - 36 * HOUR; u < t + 36 * HOUR; u += 23 * MINUTE) times.push(u);
      }
      for (const t of times) {
        const now = new Date(t);
        const local = DateTime.fromJSDate(now, { zone });
        const day = local.startOf("day");
        for (const start of starts) {
          const hours = { start, end: start === "23:59" ? "08:00" : "23:00" };
          const want = luxonMorning(local, day, start);
          const got = nextMorning(now, zone, hours).toISOString();
          if (got !== want) expect({ zone, now: now.toISOString(), start, got }).toEqual({ zone, now: now.toISOString(), start, got: want });
          const active = nextActiveStart(now, zone, hours).toISOString();
          expect(active).toBe(isActive(now, zone, hours) ? now.toISOString() : want);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40_000);
  });
});

describe("the owner goes first", () => {
  it("holds for 5 minutes after the owner's last message and names when to look again", () => {
    const h = globalHold(state({ lastOwnerAt: berlin("18:29") }));
    expect(h).toEqual({ held: true, guard: "owner_active", retryAt: berlin("18:34") });
    expect(globalHold(state({ lastOwnerAt: berlin("18:25") }))).toEqual({ held: false });
  });

  it("holds while a reply to the owner is being written", () => {
    expect(globalHold(state({ ownerBusy: true }))).toEqual({ held: true, guard: "owner_active", retryAt: berlin("18:35") });
  });
});

describe("ZOE does not speak twice in a row", () => {
  it("holds for 3 minutes after ZOE last spoke first", () => {
    expect(globalHold(state({ lastPushAt: berlin("18:28") }))).toEqual({ held: true, guard: "cooldown_push", retryAt: berlin("18:31") });
    expect(globalHold(state({ lastPushAt: berlin("18:27") }))).toEqual({ held: false });
  });

  it("in quiet mode holds everything with nothing to look again for", () => {
    expect(globalHold(state({ settings: { ...defaultOwnerSettings(), mode: "quiet" } }))).toEqual({ held: true, guard: "mode_quiet", retryAt: null });
  });

  it("checks quiet mode before quiet hours, and quiet hours before the owner's activity", () => {
    expect(globalHold(state({ settings: { ...defaultOwnerSettings(), mode: "quiet" }, now: berlin("23:00") }))).toMatchObject({ guard: "mode_quiet" });
    expect(globalHold(state({ now: berlin("23:00"), lastOwnerAt: berlin("22:58") }))).toMatchObject({ guard: "quiet_hours" });
  });
});

const nudge: Candidate = {
  id: "nudge:th-ab12:0",
  kind: "nudge",
  subject: "thread:th-ab12",
  threadId: "th-ab12",
  about: "send the board deck to Priya",
  reason: "due today 18:00",
  facts: { overdueMs: 30 * MINUTE },
  deferrable: false,
  coveredAfter: berlin("18:00"),
};

const turn = (at: Date, role: Turn["role"], text: string, over: Partial<Turn> = {}): Turn => ({
  id: `t-${at.getTime()}-${role}`,
  at: at.toISOString(),
  role,
  text,
  kind: "chat",
  threadId: null,
  ...over,
});

const push = (at: Date, subject: string, kind: Push["kind"] = "nudge"): Push => ({
  id: `p-${at.getTime()}`,
  at: at.toISOString(),
  kind,
  threadId: subject.startsWith("thread:") ? subject.slice(7) : null,
  subject,
  messageId: "1",
  text: "…",
  reason: "…",
  score: 0.65,
  threshold: 0.6,
  answeredAt: null,
  answer: null,
});

describe("never about what the conversation already covered", () => {
  const now = berlin("18:30");

  it("drops a follow-up the owner talked about since it became due", () => {
    const recent = [turn(berlin("18:10"), "owner", "Priya has the board deck now")];
    expect(candidateVeto(nudge, now, recent, [])).toBe("covered");
  });

  it("counts a turn linked to the thread, and ZOE's own words in the conversation", () => {
    expect(candidateVeto(nudge, now, [turn(berlin("18:12"), "owner", "done!", { threadId: "th-ab12" })], [])).toBe("covered");
    expect(candidateVeto(nudge, now, [turn(berlin("18:12"), "zoe", "How is the board deck for Priya going?")], [])).toBe("covered");
  });

  it("does not let the moment the commitment was made cover its own follow-up", () => {
    // "I'll send the board deck to Priya at 18:00", said at 17:00, tracked as th-ab12.
    const recent = [
      turn(berlin("17:00"), "owner", "I'll send the board deck to Priya today at 18:00"),
      turn(berlin("17:00"), "zoe", "Noted.\n\nTracking: send the board deck to Priya, due today 18:00 (undo: /untrack th-ab12)"),
    ];
    expect(candidateVeto(nudge, now, recent, [])).toBeNull();
  });

  it("forgets conversation older than 2 hours", () => {
    const late = { ...nudge, coveredAfter: berlin("12:00") };
    expect(candidateVeto(late, now, [turn(berlin("16:29"), "owner", "working on the board deck for Priya")], [])).toBeNull();
    expect(candidateVeto(late, now, [turn(berlin("16:31"), "owner", "working on the board deck for Priya")], [])).toBe("covered");
  });

  it("is not covered by ZOE's own earlier push, or by talk about something else", () => {
    const recent = [
      turn(berlin("18:05"), "zoe", "You said you'd send the board deck to Priya. Did it happen?", { kind: "push", threadId: "th-ab12" }),
      turn(berlin("18:20"), "owner", "what's the weather this weekend"),
    ];
    expect(candidateVeto(nudge, now, recent, [])).toBeNull();
  });

  it("reads a mention as the thread id, or two significant words of its summary", () => {
    const t = { id: "th-ab12", summary: "send the board deck to Priya" };
    expect(mentions("what about th-ab12", t)).toBe(true);
    expect(mentions("the board deck went to priya", t)).toBe(true);
    expect(mentions("the deck", t)).toBe(false);
    expect(mentions("Send it", { id: "th-zz99", summary: "taxes" })).toBe(false);
    expect(mentions("did my taxes", { id: "th-zz99", summary: "taxes" })).toBe(true);
  });
});

describe("never a second push about the same thing inside its cool-down", () => {
  const now = berlin("18:30");

  it("drops a follow-up on a thread pushed about within 20 hours", () => {
    expect(candidateVeto(nudge, now, [], [push(new Date(now.getTime() - 19 * HOUR), "thread:th-ab12")])).toBe("subject_cooldown");
    expect(candidateVeto(nudge, now, [], [push(new Date(now.getTime() - SUBJECT_COOLDOWN_MS.nudge), "thread:th-ab12")])).toBeNull();
  });

  it("keys the cool-down on the subject, not the kind", () => {
    expect(candidateVeto(nudge, now, [], [push(new Date(now.getTime() - HOUR), "thread:th-zz99")])).toBeNull();
    const checkin: Candidate = { ...nudge, id: "checkin:x", kind: "checkin", subject: "checkin", threadId: null, coveredAfter: undefined };
    expect(candidateVeto(checkin, now, [], [push(new Date(now.getTime() - 23 * HOUR), "checkin", "checkin")])).toBe("subject_cooldown");
  });
});
