/**
 * Waiting in tests for something that happens on its own time (a reply over the emulator, a line
 * a process prints, a handler finishing): poll a condition until it holds, or fail after a
 * timeout with what was awaited and, for a probe, the last value it saw.
 * Must never: wait without a limit, or fail with a message that does not say what it waited for.
 */

export interface UntilOptions {
  /** How long to wait at most (default 20 s: a busy shared machine, not a target). */
  timeoutMs?: number;
  /** How often to look (default every 20 ms). */
  everyMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_EVERY_MS = 20;

const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/** Wait until `cond` holds; `what` names it in the timeout's message. */
export function until(cond: () => boolean | Promise<boolean>, what: string, opts?: UntilOptions): Promise<void>;
/** Wait until `ok` holds for what `probe` returns, and return that value; the timeout's message shows the last one. */
export function until<T>(probe: () => T | Promise<T>, ok: (v: T) => boolean, what: string, opts?: UntilOptions): Promise<T>;
export async function until<T>(probe: () => T | Promise<T>, okOrWhat: ((v: T) => boolean) | string, whatOrOpts?: string | UntilOptions, options?: UntilOptions): Promise<T | void> {
  const probing = typeof okOrWhat === "function";
  const ok = probing ? okOrWhat : (v: T) => Boolean(v);
  const what = probing ? String(whatOrOpts) : okOrWhat;
  const { timeoutMs = DEFAULT_TIMEOUT_MS, everyMs = DEFAULT_EVERY_MS } = (probing ? options : (whatOrOpts as UntilOptions | undefined)) ?? {};
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v)) return probing ? v : undefined;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${probing ? `; last: ${show(v)}` : ""}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** How often `untilMatch` looks by default: its read is synchronous, in memory, and costs next to nothing. */
const MATCH_EVERY_MS = 2;

/**
 * Wait until the text `read` returns matches `pattern`, and return that text (shown whole when it
 * never does). Looks every 2 ms unless told otherwise: a test waits on a line dozens of times,
 * and at the general 20 ms each wait would cost 10 ms on average for nothing.
 */
export function untilMatch(read: () => string, pattern: RegExp, opts?: UntilOptions): Promise<string> {
  return until(read, (text) => pattern.test(text), String(pattern), { everyMs: MATCH_EVERY_MS, ...opts });
}

/**
 * `work`'s result, or a rejection naming `what` once `ms` passed without it (the work itself is not
 * stopped: the caller tears down what it runs on, so it cannot outlive the test into the next one).
 */
export async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
