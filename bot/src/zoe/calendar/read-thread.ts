/**
 * Reads calendar text on a thread of its own, so that a feed's parse never holds up the event
 * loop that answers the owner, and bounds what no step count can: ical.js loops inside a single
 * call on a rule that never matches (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 runs forever). A recurring
 * event still expanding after `eventMs` is left out (the thread is stopped and the read starts
 * over without it), a read over `readMs` fails, and the thread's heap is capped.
 * One thread per process, started at the first read, reused, stopped after IDLE_MS without one.
 * Must never: parse on the calling thread, keep the process alive while idle, or put calendar
 * text in an error message (errors are logged).
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { EVENT_BUDGET_MS, IDLE_MS, MAX_STUCK_PER_FEED, MAX_STUCK_PER_READ, READ_BUDGET_MS, READER_HEAP_MB } from "./bounds.ts";
import { IcsParseError } from "./ics-error.ts";
import type { IcsReading } from "./ics.ts";
import type { ReadJob, ReadMessage } from "./ics-worker.ts";

/** Loading the parser in a fresh thread (through tsx when run from the TypeScript source). */
const START_BUDGET_MS = 60_000;

/** A read that failed for a reason that is not the text's format. The message is log-safe. */
export class CalendarReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CalendarReadError";
  }
}

/** Options for {@link readOffThread}. */
export interface ThreadReadOptions {
  now: Date;
  horizonMs: number;
  source: string;
  timeZone?: string;
  /**
   * UIDs of events found stuck before: left out unread. It grows by the events found stuck in
   * this read, kept by the caller for the next one, even when this read fails.
   */
  stuck: Set<string>;
  /** Budgets (tests set short ones). */
  eventMs?: number;
  readMs?: number;
}

/** A reading, with the parser's warnings (no event text in them). */
export interface ThreadReading extends IcsReading {
  warnings: string[];
}

/** Read `text` on the reader thread. Rejects with IcsParseError (not a calendar) or CalendarReadError. */
export function readOffThread(text: string, opts: ThreadReadOptions): Promise<ThreadReading> {
  return reader.read(text, opts);
}

/** How to start the thread: the compiled module beside this one, or the TypeScript one through tsx. */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  const ext = path.extname(here);
  const entry = pathToFileURL(path.join(path.dirname(here), `ics-worker${ext}`));
  const resourceLimits = { maxOldGenerationSizeMb: READER_HEAP_MB };
  if (ext !== ".ts") return new Worker(entry, { resourceLimits });
  // From the source (tests, `npm run zoe`): a new thread has none of this one's loader hooks.
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { eval: true, resourceLimits });
}

type Outcome = { kind: "done"; reading: ThreadReading } | { kind: "stuck"; uid: string };

/** The one reader thread, one read at a time. */
class ReaderThread {
  private worker: Promise<Worker> | null = null;
  private idle: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 0;

  read(text: string, opts: ThreadReadOptions): Promise<ThreadReading> {
    const run = this.queue.then(() => this.readNow(text, opts));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async readNow(text: string, opts: ThreadReadOptions): Promise<ThreadReading> {
    if (this.idle) clearTimeout(this.idle);
    try {
      for (let found = 0; ; found++) {
        const outcome = await this.attempt(text, opts);
        if (outcome.kind === "done") return outcome.reading;
        opts.stuck.add(outcome.uid);
        if (found + 1 >= MAX_STUCK_PER_READ || opts.stuck.size >= MAX_STUCK_PER_FEED) {
          throw new CalendarReadError(
            `${opts.stuck.size} recurring events take too long to expand; left out, the rest is read at the next attempt`,
          );
        }
      }
    } finally {
      this.idle = setTimeout(() => void this.stop(), IDLE_MS);
      this.idle.unref();
    }
  }

  private async attempt(text: string, opts: ThreadReadOptions): Promise<Outcome> {
    const worker = await this.start();
    const id = ++this.nextId;
    const eventMs = opts.eventMs ?? EVENT_BUDGET_MS;
    const readMs = opts.readMs ?? READ_BUDGET_MS;
    worker.ref(); // a read in progress keeps the process up, an idle thread does not
    return new Promise<Outcome>((resolve, reject) => {
      let eventTimer: NodeJS.Timeout | null = null;
      const settle = (stop: boolean, done: () => void) => {
        clearTimeout(readTimer);
        if (eventTimer) clearTimeout(eventTimer);
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        if (stop) void this.stop();
        else worker.unref();
        done();
      };
      const readTimer = setTimeout(
        () => settle(true, () => reject(new CalendarReadError(`took longer than ${Math.round(readMs / 1000)} s to read`))),
        readMs,
      );
      const onMessage = (m: ReadMessage) => {
        if (m.kind === "ready" || m.id !== id) return;
        if (m.kind === "expanding") {
          if (eventTimer) clearTimeout(eventTimer);
          const uid = m.uid;
          eventTimer = uid === null ? null : setTimeout(() => settle(true, () => resolve({ kind: "stuck", uid })), eventMs);
        } else if (m.kind === "done") {
          settle(false, () => resolve({ kind: "done", reading: { events: m.events, limits: m.limits, warnings: m.warnings } }));
        } else {
          settle(false, () => reject(m.parseError ? new IcsParseError(m.message) : new CalendarReadError(m.message)));
        }
      };
      const onError = (err: Error & { code?: string }) =>
        settle(true, () => reject(new CalendarReadError(threadFailure(err))));
      const onExit = (code: number) => settle(true, () => reject(new CalendarReadError(`the calendar reader stopped (exit ${code})`)));
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      const job: ReadJob = {
        id,
        text,
        now: opts.now.getTime(),
        horizonMs: opts.horizonMs,
        source: opts.source,
        ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
        leaveOut: [...opts.stuck],
      };
      worker.postMessage(job);
    });
  }

  /** The running thread, started and loaded if there is none. */
  private start(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      let worker: Worker;
      try {
        worker = startWorker();
      } catch (err) {
        reject(new CalendarReadError(`the calendar reader could not start: ${String((err as Error).message ?? err).slice(0, 200)}`));
        return;
      }
      const fail = (why: string) => {
        clearTimeout(timer);
        void worker.terminate();
        reject(new CalendarReadError(`the calendar reader could not start: ${why.slice(0, 200)}`));
      };
      const timer = setTimeout(() => fail(`not ready after ${START_BUDGET_MS / 1000} s`), START_BUDGET_MS);
      worker.once("message", (m: ReadMessage) => {
        clearTimeout(timer);
        worker.off("error", onError);
        worker.off("exit", onExit);
        // A thread that dies between reads is simply started again at the next one; its error is
        // the read's to report (a listener stays, so one between reads cannot crash ZOE).
        worker.once("exit", () => {
          if (this.worker === started) this.worker = null;
        });
        worker.on("error", () => undefined);
        if (m.kind === "ready") resolve(worker);
        else fail("unexpected first message");
      });
      const onError = (err: Error & { code?: string }) => fail(threadFailure(err));
      const onExit = (code: number) => fail(`exit ${code}`);
      worker.once("error", onError).once("exit", onExit);
    });
    const started = this.worker;
    started.catch(() => {
      if (this.worker === started) this.worker = null;
    });
    return started;
  }

  /** Stop the thread (a stuck read, or idle); the next read starts a new one. */
  private async stop(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (w) await (await w.catch(() => null))?.terminate();
  }
}

function threadFailure(err: Error & { code?: string }): string {
  if (err.code === "ERR_WORKER_OUT_OF_MEMORY") return `needs more than ${READER_HEAP_MB} MB to read`;
  return String(err.message ?? err).split('"')[0]!.slice(0, 200);
}

const reader = new ReaderThread();
