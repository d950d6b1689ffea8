import { describe, expect, it } from "vitest";
import type { Decision, Push } from "../../tick/index.ts";
import { dailyStats, quietIntervals, timelineSvg } from "../timeline.ts";

const now = new Date("2026-06-14T10:00:00.000Z");
const tz = "Europe/Berlin";

function decision(at: string, outcome: Decision["outcome"], score = 0.5, guard: string | null = null): Decision {
  return { at, slot: at, trigger: "tick", mode: "balanced", candidates: score ? [{ id: "c", kind: "nudge", score, veto: null }] : [], threshold: 0.6, guard, verdict: null, outcome, pushId: null, candidateId: null };
}
function push(at: string, text: string): Push {
  return { id: `p-${at}`, at, kind: "nudge", threadId: "th-ab12", subject: "thread:th-ab12", messageId: "1", text, reason: "due since yesterday", score: 0.82, threshold: 0.6, answeredAt: null, answer: null };
}

describe("ZOE's judgment over 14 days", () => {
  it("counts pushes and silent ticks per local day", () => {
    const days = dailyStats(
      [decision("2026-06-13T07:30:00Z", "silent"), decision("2026-06-13T08:30:00Z", "pushed", 0.8), decision("2026-06-14T07:30:00Z", "deferred"), decision("2026-05-01T07:30:00Z", "silent")],
      [push("2026-06-13T08:30:00Z", "x")],
      now,
      tz,
    );
    expect(days).toHaveLength(14);
    expect(days.at(-2)).toMatchObject({ pushes: 1, ticks: 2, silent: 1 });
    expect(days.at(-1)).toMatchObject({ pushes: 0, ticks: 1, silent: 1 });
  });

  it("quiet hours are the complement of the active hours, in the owner's zone", () => {
    const q = quietIntervals(new Date("2026-06-13T00:00:00Z"), new Date("2026-06-14T00:00:00Z"), tz, { start: "08:00", end: "22:00" });
    // 22:00-08:00 Berlin (UTC+2) is 20:00-06:00 UTC.
    expect(q.map(([s, e]) => [new Date(s).toISOString(), new Date(e).toISOString()])).toEqual([
      ["2026-06-13T00:00:00.000Z", "2026-06-13T06:00:00.000Z"],
      ["2026-06-13T20:00:00.000Z", "2026-06-14T00:00:00.000Z"],
    ]);
  });

  it("draws every tick, every push with its text escaped, the threshold and the charts", () => {
    const svg = timelineSvg({
      decisions: [decision("2026-06-13T07:30:00Z", "silent"), decision("2026-06-13T09:30:00Z", "deferred"), decision("2026-06-13T08:30:00Z", "pushed", 0.82), decision("2026-06-12T08:30:00Z", "held", 0.7, "cooldown_push")],
      pushes: [push("2026-06-13T08:30:00Z", "Did you <b>send</b> it?")],
      now,
      timeZone: tz,
      activeHours: { start: "08:00", end: "22:00" },
      throttleRaisedAt: "2026-06-12T09:30:00Z",
      locale: "en",
    });
    expect(svg.match(/data-mark="silent"/g)).toHaveLength(2);
    expect(svg.match(/data-mark="deferred"/g)).toHaveLength(1);
    expect(svg.match(/data-mark="pushed"/g)).toHaveLength(1);
    expect(svg).toContain('class="threshold"');
    expect(svg).toContain('class="quiet"');
    expect(svg).toContain('class="throttle"');
    expect(svg).toContain("Did you &lt;b&gt;send&lt;/b&gt; it?");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("nudge: score 0.82, threshold 0.60");
    expect(svg).toContain("Sent unasked per day (1 in all)");
  });
});
