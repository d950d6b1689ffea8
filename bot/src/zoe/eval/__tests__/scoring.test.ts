/**
 * Scoring a replay (pure): which pushes hit an expect window, which repeat or over-trigger, which
 * violate a forbid window, and when a scenario is perfect.
 */
import { describe, expect, it } from "vitest";
import { isAbout, scoreRun, type ExpectWindow, type SaidMessage, type Window } from "../scoring.ts";

const H = 3_600_000;
const T0 = Date.parse("2026-06-04T08:00:00+02:00");
const at = (hours: number) => T0 + hours * H;

const nudge = (hours: number, summary: string, text = `You said you'd ${summary}. Did it happen?`): SaidMessage => ({ at: at(hours), kind: "nudge", text, summary });
const brief = (hours: number, text: string): SaidMessage => ({ at: at(hours), kind: "brief", text, summary: null });
const push = (about: string, from: number, to: number, extra: Partial<ExpectWindow> = {}): ExpectWindow => ({ about, from: at(from), to: at(to), channel: "push", ...extra });
const forbid = (from: number, to: number, extra: Partial<Window> = {}): Window => ({ from: at(from), to: at(to), ...extra });

describe("scoring a replay", () => {
  it("a push inside its window is a hit, and a scenario with every window hit and nothing else is perfect", () => {
    const s = scoreRun({ expect: [push("onepager", 10, 12)], forbid: [], pushes: [nudge(10.5, "ship the onepager")], briefs: [] });
    expect(s).toMatchObject({ expected: 1, hits: 1, misses: 0, repeats: 0, pushes: 1, overTriggers: 0, violations: 0, perfect: true });
    expect(s.verdicts[0]).toMatchObject({ label: "hit", expectIndex: 0, violates: [] });
  });

  it("a window with no push is a miss, and the scenario is not perfect", () => {
    const s = scoreRun({ expect: [push("onepager", 10, 12)], forbid: [], pushes: [], briefs: [] });
    expect(s).toMatchObject({ hits: 0, misses: 1, perfect: false });
    expect(s.expectations).toEqual([{ index: 0, channel: "push", hit: false, count: 0 }]);
  });

  it("every push beyond the first in a window is a repeat, and a repeat is an over-trigger", () => {
    const s = scoreRun({ expect: [push("onepager", 10, 14)], forbid: [], pushes: [nudge(10.5, "ship the onepager"), nudge(11.5, "ship the onepager"), nudge(12.5, "ship the onepager")], briefs: [] });
    expect(s).toMatchObject({ hits: 1, repeats: 2, overTriggers: 2, pushes: 3, perfect: false });
    expect(s.verdicts.map((v) => v.label)).toEqual(["hit", "repeat", "repeat"]);
  });

  it("a push inside no matching window is an over-trigger: outside the window, or about something else", () => {
    const s = scoreRun({
      expect: [push("onepager", 10, 12)],
      forbid: [],
      pushes: [nudge(9, "ship the onepager"), nudge(10.5, "call the bank"), nudge(11, "ship the onepager")],
      briefs: [],
    });
    expect(s.verdicts.map((v) => v.label)).toEqual(["over-trigger", "over-trigger", "hit"]);
    expect(s).toMatchObject({ hits: 1, overTriggers: 2, perfect: false });
  });

  it("a push inside a forbid window is a violation, even when it also hits an expectation", () => {
    const s = scoreRun({
      expect: [push("onepager", 10, 12)],
      forbid: [forbid(11, 20, { about: "onepager" }), forbid(0, 24, { kind: "checkin" })],
      pushes: [nudge(11.5, "ship the onepager"), nudge(13, "call the bank")],
      briefs: [],
    });
    expect(s.verdicts.map((v) => v.violates)).toEqual([[0], []]);
    expect(s).toMatchObject({ hits: 1, violations: 1, overTriggers: 1, perfect: false });
  });

  it("a forbid window without about or kind forbids every push in it", () => {
    const s = scoreRun({ expect: [], forbid: [forbid(22, 32)], pushes: [nudge(23, "water the plants")], briefs: [] });
    expect(s).toMatchObject({ violations: 1, overTriggers: 1, perfect: false });
  });

  it("matches by kind, by about, or both", () => {
    const pushes: SaidMessage[] = [{ at: at(10.5), kind: "checkin", text: "Anything on your plate?", summary: null }, nudge(10.6, "ship the onepager")];
    const s = scoreRun({
      expect: [
        { from: at(10), to: at(11), kind: "checkin", channel: "push" },
        { about: "onepager", kind: "nudge", from: at(10), to: at(11), channel: "push" },
      ],
      forbid: [forbid(10, 11, { about: "onepager", kind: "decision" })],
      pushes,
      briefs: [],
    });
    expect(s.verdicts.map((v) => [v.label, v.expectIndex])).toEqual([["hit", 0], ["hit", 1]]);
    expect(s).toMatchObject({ violations: 0, perfect: true });
  });

  it("about matches the thread's summary or the text, ignoring case", () => {
    expect(isAbout({ text: "Did it happen?", summary: "Ship the Onepager" }, "onepager")).toBe(true);
    expect(isAbout({ text: "Still on for the ONEPAGER?", summary: null }, "onepager")).toBe(true);
    expect(isAbout({ text: "Did it happen?", summary: "call the bank" }, "onepager")).toBe(false);
  });

  it("with overlapping windows, each push goes to the window that closes first, so both are hit", () => {
    const s = scoreRun({
      expect: [push("onepager", 10, 14), push("onepager", 10, 11)],
      forbid: [],
      pushes: [nudge(10.5, "ship the onepager"), nudge(13, "ship the onepager")],
      briefs: [],
    });
    expect(s.verdicts.map((v) => v.expectIndex)).toEqual([1, 0]);
    expect(s).toMatchObject({ hits: 2, repeats: 0, perfect: true });
  });

  it("a brief expectation is hit by a morning brief inside the window that mentions it; briefs are not pushes", () => {
    const briefs = [brief(1, "Good morning.\n\nDue today:\n- ship the onepager (today 18:00)"), brief(25, "Good morning.\n\nNothing due.")];
    const s = scoreRun({
      expect: [
        { about: "onepager", from: at(0), to: at(2), channel: "brief" },
        { about: "onepager", from: at(24), to: at(26), channel: "brief" },
      ],
      forbid: [forbid(0, 48)],
      pushes: [],
      briefs,
    });
    expect(s.expectations.map((e) => e.hit)).toEqual([true, false]);
    expect(s).toMatchObject({ pushes: 0, violations: 0, overTriggers: 0, hits: 1, misses: 1, perfect: false });
  });

  it("no expectations and no pushes is perfect; silence is a fine answer", () => {
    expect(scoreRun({ expect: [], forbid: [forbid(0, 48)], pushes: [], briefs: [] }).perfect).toBe(true);
  });
});
