/**
 * Outside probe (e) of issue #35: a task said back to the owner ("you", "your") turns their words,
 * never the names of tags they typed. "remind me to check <i>a & b</i>" came back at the minute as
 * "⏰ Reminder: check <you>a & b</you>" (the end-to-end scenario: threads/__tests__/probe-35e.e2e.test.ts).
 */
import { describe, expect, it } from "vitest";
import { pack } from "../index.ts";

describe("the owner's words said back to them keep the tags they typed", () => {
  it("en: '<i>' stays '<i>', 'my' and 'I'll' outside a tag still turn", () => {
    expect(pack("en").commitments.toOwner("check <i>a & b</i> with my </I> team, I'll say")).toBe("check <i>a & b</i> with your </I> team, you'll say");
  });
});
