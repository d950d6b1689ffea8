/**
 * Signals for work tied to ZOE's stop: the stop signal itself, signals linked to it, and waits it
 * cuts short.
 *
 * Linking: a signal that aborts when any of several do, for work that ends (a turn, a model call)
 * tied to a signal that lives as long as the process (the shutdown). `AbortSignal.any` on Node 20
 * leaves a WeakRef in each source's set of dependants for good: one per call on the shutdown
 * signal, so a busy ZOE held two per message it ever answered (20,000 after 10,000 messages). Here
 * the work says when it is over, and the listeners go with it.
 * Must never: leave a listener on a source once `dispose` ran or a wait ended, or miss a source
 * that was already aborted (the linked signal is then aborted at once, with that source's reason,
 * as `AbortSignal.any` does).
 */
import { setMaxListeners } from "node:events";

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

/**
 * The controller of ZOE's stop: aborting it ends every turn and model call in flight. Each of them
 * listens to its signal while it runs (and unhooks when it ends, see `linkSignals`), so under load
 * the signal has a listener per piece of work in flight: with a dozen owners writing at once, more
 * than the 10 after which Node prints "Possible EventTarget memory leak detected" on stderr, an
 * alarm about a leak that is not there. The cap is lifted for this signal alone; a real leak shows
 * in the memory bench's growth and in the tests that count listeners.
 */
export function stopController(): AbortController {
  const ctl = new AbortController();
  setMaxListeners(0, ctl.signal);
  return ctl;
}

/**
 * Wait `ms`, or less if `signal` aborts first: resolves true when it was cut short (or the signal
 * had already aborted), false when the time ran out. Either way no listener is left behind, so a
 * retry loop can wait on a long-lived signal as often as it needs to.
 */
export function waitUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve(false);
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
