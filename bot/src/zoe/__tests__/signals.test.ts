/**
 * linkSignals: the linked signal aborts with the reason of the first source to abort (or one
 * already aborted), and once the work disposes of it no listener is left on a long-lived source
 * (AbortSignal.any on Node 20 kept a WeakRef per call on the shutdown signal for good).
 */
import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { linkSignals } from "../base/signals.ts";

describe("linkSignals", () => {
  it("aborts with the first source's reason, and unhooks from the others", () => {
    const a = new AbortController();
    const b = new AbortController();
    const linked = linkSignals([a.signal, b.signal]);
    expect(linked.signal.aborted).toBe(false);
    const why = new Error("stopping");
    b.abort(why);
    expect(linked.signal.aborted).toBe(true);
    expect(linked.signal.reason).toBe(why);
    expect(getEventListeners(a.signal, "abort")).toHaveLength(0);
    a.abort(new Error("later"));
    expect(linked.signal.reason).toBe(why);
  });

  it("is aborted at once when a source already is", () => {
    const a = new AbortController();
    const b = new AbortController();
    b.abort("gone");
    const linked = linkSignals([a.signal, b.signal]);
    expect(linked.signal.aborted).toBe(true);
    expect(linked.signal.reason).toBe("gone");
    expect(getEventListeners(a.signal, "abort")).toHaveLength(0);
  });

  it("leaves nothing on a long-lived source once disposed, however many calls it served", () => {
    const shutdown = new AbortController();
    for (let i = 0; i < 1_000; i++) {
      const deadline = new AbortController();
      const linked = linkSignals([deadline.signal, shutdown.signal]);
      linked.dispose();
      linked.dispose(); // idempotent
      expect(linked.signal.aborted).toBe(false);
    }
    expect(getEventListeners(shutdown.signal, "abort")).toHaveLength(0);
    // A disposed link no longer follows its sources.
    const linked = linkSignals([shutdown.signal]);
    linked.dispose();
    shutdown.abort();
    expect(linked.signal.aborted).toBe(false);
  });
});
