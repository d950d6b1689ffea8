/**
 * The one polling helper the tests wait with (test-support/until.ts): it returns as soon as the
 * condition holds, and a wait that never ends in success fails with what it waited for and, for
 * a probe, the last value seen.
 */
import { describe, expect, it } from "vitest";
import { until, untilMatch } from "../until.ts";

describe("until", () => {
  it("resolves once the condition holds, sync or async, looking again every `everyMs`", async () => {
    let n = 0;
    await until(() => ++n >= 3, "the third look", { everyMs: 1 });
    expect(n).toBe(3);
    let m = 0;
    await until(async () => ++m >= 2, "the second look", { everyMs: 1 });
    expect(m).toBe(2);
  });

  it("with a probe, returns the value that passed", async () => {
    let n = 0;
    await expect(until(() => ++n, (v) => v === 4, "four", { everyMs: 1 })).resolves.toBe(4);
  });

  it("times out naming what it waited for, and for a probe the last value", async () => {
    await expect(until(() => false, "the reply", { timeoutMs: 30, everyMs: 5 })).rejects.toThrow(/^timed out after 30 ms waiting for the reply$/);
    await expect(until(() => ({ busy: true }), (v) => !v.busy, "the handler", { timeoutMs: 30, everyMs: 5 })).rejects.toThrow(
      'timed out after 30 ms waiting for the handler; last: {"busy":true}',
    );
  });

  it("untilMatch returns the text that matched, and shows the whole text when none does", async () => {
    let out = "zoe> ";
    setTimeout(() => (out += "Tracking: ship the onepager"), 10);
    await expect(untilMatch(() => out, /Tracking: (.*)/, { everyMs: 2 })).resolves.toBe("zoe> Tracking: ship the onepager");
    await expect(untilMatch(() => "line one\nline two", /line three/, { timeoutMs: 20, everyMs: 5 })).rejects.toThrow(
      "timed out after 20 ms waiting for /line three/; last: line one\nline two",
    );
  });
});
