/**
 * linkSignals: the linked signal aborts with the reason of the first source to abort (or one
 * already aborted), and once the work disposes of it no listener is left on a long-lived source
 * (AbortSignal.any on Node 20 kept a WeakRef per call on the shutdown signal for good).
 * stopController: its signal takes a listener per piece of work in flight without Node's leak
 * warning. waitUnlessAborted: a retry loop's wait, cut short by a stop, leaves nothing behind.
 */
import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { linkSignals, stopController, waitUnlessAborted } from "../signals.ts";
import { watchLeakWarnings, type LeakWarnings } from "../../test-support/process-warnings.ts";

let watching: LeakWarnings | null = null;
afterEach(() => {
  watching?.off();
  watching = null;
});

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

describe("stopController", () => {
  it("takes a listener per turn in flight, fifty owners at once, without a leak warning, and ends them all", async () => {
    watching = watchLeakWarnings();
    const stop = stopController();
    const turns = Array.from({ length: 50 }, () => linkSignals([new AbortController().signal, stop.signal]));
    expect(getEventListeners(stop.signal, "abort")).toHaveLength(50);
    expect(await watching.seen()).toEqual([]);
    stop.abort(new Error("ZOE is stopping"));
    expect(turns.every((t) => t.signal.aborted)).toBe(true);
    expect(getEventListeners(stop.signal, "abort")).toHaveLength(0);
  });
});

describe("waitUnlessAborted", () => {
  it("a retry loop waiting forty times on the stop signal leaves no listener on it", async () => {
    const stop = new AbortController();
    for (let i = 0; i < 40; i++) expect(await waitUnlessAborted(1, stop.signal)).toBe(false);
    expect(getEventListeners(stop.signal, "abort")).toHaveLength(0);
  });

  it("a stop during the wait ends it at once, and one before it does not wait at all", async () => {
    const stop = new AbortController();
    const long = waitUnlessAborted(60_000, stop.signal);
    stop.abort();
    expect(await long).toBe(true);
    expect(getEventListeners(stop.signal, "abort")).toHaveLength(0);
    expect(await waitUnlessAborted(60_000, stop.signal)).toBe(true);
  });

  it("without a signal it is a plain wait", async () => {
    expect(await waitUnlessAborted(1, undefined)).toBe(false);
  });
});
