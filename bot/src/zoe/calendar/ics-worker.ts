/**
 * The calendar reader's own thread (started by read-thread.ts): reads one feed's text at a time
 * with readIcs and posts back the reading or why it failed, and says which recurring event it is
 * expanding, so that one stuck inside ical.js can be named and left out.
 * Must never: touch the network, the disk or the clock, or do anything but read calendar text.
 */
import { parentPort } from "node:worker_threads";
import { IcsParseError } from "./ics-error.ts";
import { type IcsLimits, readIcs } from "./ics.ts";
import type { CalendarEvent } from "./event.ts";

/** One read asked of the thread. */
export interface ReadJob {
  id: number;
  text: string;
  /** The window's start, epoch ms. */
  now: number;
  horizonMs: number;
  source: string;
  timeZone?: string;
  leaveOut: string[];
}

/** What the thread posts back. */
export type ReadMessage =
  | { kind: "ready" }
  | { kind: "expanding"; id: number; uid: string | null }
  | { kind: "done"; id: number; events: CalendarEvent[]; limits: IcsLimits; warnings: string[] }
  | { kind: "failed"; id: number; parseError: boolean; message: string };

const port = parentPort;
if (port) {
  const post = (m: ReadMessage) => port.postMessage(m);
  port.on("message", (job: ReadJob) => {
    const warnings: string[] = [];
    try {
      const reading = readIcs(job.text, {
        now: new Date(job.now),
        horizonMs: job.horizonMs,
        source: job.source,
        ...(job.timeZone ? { timeZone: job.timeZone } : {}),
        leaveOut: new Set(job.leaveOut),
        onWarning: (message) => {
          if (!warnings.includes(message)) warnings.push(message);
        },
        onExpand: (uid) => post({ kind: "expanding", id: job.id, uid }),
      });
      post({ kind: "done", id: job.id, events: reading.events, limits: reading.limits, warnings });
    } catch (err) {
      // Error messages of ical.js quote the offending line: only the reason before the quote goes back.
      const message = err instanceof IcsParseError ? err.message : String((err as Error)?.message ?? err).split('"')[0]!.slice(0, 200);
      post({ kind: "failed", id: job.id, parseError: err instanceof IcsParseError, message });
    }
  });
  post({ kind: "ready" });
}
