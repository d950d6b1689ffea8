/**
 * A signal that aborts when any of several do, for work that ends (a turn, a model call) tied to
 * a signal that lives as long as the process (the shutdown). `AbortSignal.any` on Node 20 leaves a
 * WeakRef in each source's set of dependants for good: one per call on the shutdown signal, so a
 * busy ZOE held two per message it ever answered (20,000 after 10,000 messages). Here the work
 * says when it is over, and the listeners go with it.
 * Must never: leave a listener on a source once `dispose` ran, or miss a source that was already
 * aborted (the linked signal is then aborted at once, with that source's reason, as
 * `AbortSignal.any` does).
 */

export interface LinkedSignal {
  signal: AbortSignal;
  /** Unhooks from the sources (idempotent); the signal keeps whatever state it has. */
  dispose(): void;
}

/** A signal aborted with the reason of the first of `sources` to abort (or already aborted). */
export function linkSignals(sources: readonly AbortSignal[]): LinkedSignal {
  const ctl = new AbortController();
  const hooked: Array<[AbortSignal, () => void]> = [];
  const dispose = () => {
    for (const [s, onAbort] of hooked.splice(0)) s.removeEventListener("abort", onAbort);
  };
  for (const s of sources) {
    if (s.aborted) {
      ctl.abort(s.reason);
      dispose();
      return { signal: ctl.signal, dispose };
    }
    const onAbort = () => {
      ctl.abort(s.reason);
      dispose();
    };
    s.addEventListener("abort", onAbort, { once: true });
    hooked.push([s, onAbort]);
  }
  return { signal: ctl.signal, dispose };
}
