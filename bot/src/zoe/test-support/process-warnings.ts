/**
 * Node's process warnings about too many listeners on one target ("Possible EventTarget memory
 * leak detected"), collected while a test runs.
 * Must never: stay subscribed after the test (call `off`).
 */

export interface LeakWarnings {
  /** The warnings so far, read once Node has emitted them (they come a tick after the listener). */
  seen(): Promise<string[]>;
  off(): void;
}

/** Start collecting. */
export function watchLeakWarnings(): LeakWarnings {
  const seen: string[] = [];
  const on = (w: Error) => {
    if (w.name === "MaxListenersExceededWarning") seen.push(w.message);
  };
  process.on("warning", on);
  return {
    seen: () => new Promise((resolve) => setImmediate(() => setImmediate(() => resolve(seen.slice())))),
    off: () => process.off("warning", on),
  };
}
