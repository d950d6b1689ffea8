/**
 * The calendar poller: fetches each configured ICS source when it is due (conditional requests,
 * exponential backoff after a failure), parses and expands it on the reader thread (within the
 * bounds of bounds.ts), diffs it against the stored snapshot and persists the new one. Driven
 * entirely by the caller: `poll()` does one round at the injected clock's "now" and holds no
 * timers, so backoff is "not before instant X" state.
 * Must never: throw out of poll() because of a feed (a bad feed is a failed fetch with a logged
 * reason), drop the last good snapshot on a failure, log a source's address (label only), warn
 * the owner about the same run of failures twice, or follow a redirect somewhere the address
 * guard refuses (address-guard.ts).
 */
import { promises as fs } from "node:fs";
import type { Agent } from "undici";
import { lazyPackage } from "../base/lazy.ts";
import type { Clock } from "../base/clock.ts";
import type { Logger } from "../base/log.ts";
import type { Document, Space } from "../storage/index.ts";
import { AddressGuard, type AddressKind, AddressRefused, type Network } from "./address-guard.ts";
import { diffSnapshots } from "./deltas.ts";
import type { CalendarDelta, CalendarEvent } from "./event.ts";
import { IcsParseError } from "./ics-error.ts";
import type { IcsLimits } from "./ics.ts";
import { CalendarReadError, readOffThread } from "./read-thread.ts";
import {
  type CalendarSnapshot,
  emptySourceState,
  eventsInWindow,
  type FeedHealth,
  limitedHealth,
  nextLimits,
  openSnapshot,
  retryDelayMs,
  type SourceState,
  shouldWarn,
} from "./snapshot.ts";
import { type CalendarSource, redactSource, resolveSource } from "./source.ts";

/** undici, loaded when the first client is made (only with Bonfire or a calendar feed configured). */
const undici = lazyPackage<typeof import("undici")>("undici");

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Redirects followed per fetch (each one checked by the address guard). */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

/** Options for {@link CalendarFeed}. Durations in milliseconds. */
export interface CalendarFeedOptions {
  /** Configured sources (`ZOE_CALENDAR_ICS`): http(s)/webcal URLs or local .ics paths. */
  sources: string[];
  /** The owner's storage space; the snapshot is its `calendar-snapshot` document. */
  state: Space;
  logger: Logger;
  clock: Clock;
  /** How often a healthy source is fetched. Default 10 minutes. */
  pollIntervalMs?: number;
  /** The window events() and deltas concern. Default 48 hours. */
  horizonMs?: number;
  /**
   * How far ahead each snapshot is computed, so a meeting moved out of the window is seen as
   * moved rather than cancelled. Default 14 days; never less than horizonMs.
   */
  lookaheadMs?: number;
  /** Whole-request deadline for one fetch. Default 30 seconds. */
  fetchTimeoutMs?: number;
  /** First retry delay after a failure; doubles per failure, capped at pollIntervalMs. Default 1 minute. */
  retryBaseMs?: number;
  /** A source failing this long should be reported to the owner (once). Default 1 day. */
  warnAfterMs?: number;
  /** IANA zone for all-day dates and floating times (the owner's zone). Default UTC. */
  timeZone?: string;
  /** Largest feed accepted. Default 10 MiB. */
  maxBytes?: number;
  /** The reader thread's budgets (read-thread.ts); tests set short ones. */
  readBudgets?: { eventMs?: number; readMs?: number };
  /** How addresses are resolved and classified (address-guard.ts); tests inject their own. */
  network?: Network;
}

/** The result of one poll round. */
export interface PollResult {
  /** Upcoming events of every source in [now, now + horizon] (cancelled ones left out). */
  events: CalendarEvent[];
  /** Changes since the previous good snapshot of each source fetched this round. */
  deltas: CalendarDelta[];
}

/** A fetch that failed with a reason safe to log. */
class FetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FetchError";
  }
}

/** In-memory state per source: when it is due, and what a conditional request needs. */
interface Runtime {
  src: CalendarSource;
  /** Epoch ms; the source is fetched by the first poll() at or after it. */
  nextAttemptAt: number;
  etag?: string;
  lastModified?: string;
  /** The body the validators belong to (re-expanded on 304 since the window moves). */
  cachedText?: string;
  /** Parse warnings already logged, so a quirk of a feed is logged once, not every poll. */
  warned: Set<string>;
  /** UIDs of events whose expansion did not finish in time: left out of every read (in memory). */
  stuck: Set<string>;
}

type Attempt = { ok: true; events: CalendarEvent[]; limits: IcsLimits; notModified: boolean } | { ok: false; reason: string };

/** Events of UIDs left out by either read are unknown, not changed: they are kept out of the diff. */
const withoutLeftOut = (events: CalendarEvent[], leftOut: ReadonlySet<string>) =>
  leftOut.size ? events.filter((e) => !leftOut.has(e.uid)) : events;

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Polls ICS sources, keeps a per-owner snapshot, reports changes and feed health. */
export class CalendarFeed {
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly pollIntervalMs: number;
  private readonly horizonMs: number;
  private readonly lookaheadMs: number;
  private readonly fetchTimeoutMs: number;
  private readonly retryBaseMs: number;
  private readonly warnAfterMs: number;
  private readonly timeZone: string | undefined;
  private readonly maxBytes: number;
  private readonly readBudgets: { eventMs?: number; readMs?: number };
  private readonly runtimes: Runtime[];
  private readonly file: Document<CalendarSnapshot>;
  private readonly agent: Agent;
  private readonly guard: AddressGuard;
  /** Stored per-source state as of the last poll/markWarned, for the synchronous health(). */
  private readonly known = new Map<string, SourceState>();
  private inflight: Promise<PollResult> | null = null;
  private closed = false;

  constructor(opts: CalendarFeedOptions) {
    this.logger = opts.logger;
    this.clock = opts.clock;
    this.pollIntervalMs = opts.pollIntervalMs ?? 10 * MINUTE_MS;
    this.horizonMs = opts.horizonMs ?? 48 * HOUR_MS;
    this.lookaheadMs = Math.max(opts.lookaheadMs ?? 14 * DAY_MS, this.horizonMs);
    this.fetchTimeoutMs = opts.fetchTimeoutMs ?? 30_000;
    this.retryBaseMs = opts.retryBaseMs ?? MINUTE_MS;
    this.warnAfterMs = opts.warnAfterMs ?? DAY_MS;
    this.timeZone = opts.timeZone;
    this.maxBytes = opts.maxBytes ?? 10 * 1024 * 1024;
    this.readBudgets = opts.readBudgets ?? {};
    const seen = new Set<string>();
    this.runtimes = [];
    for (const raw of opts.sources) {
      const src = resolveSource(raw);
      if (seen.has(src.label)) continue;
      seen.add(src.label);
      if (src.kind === "invalid") {
        this.logger.error({ event: "calendar_source_invalid", source: src.label, reason: src.reason }, "calendar source unusable");
      }
      this.runtimes.push({ src, nextAttemptAt: Number.NEGATIVE_INFINITY, warned: new Set(), stuck: new Set() });
    }
    this.file = openSnapshot(opts.state);
    this.guard = new AddressGuard(opts.network);
    // Bounded: a couple of sockets per origin, every phase under a deadline, bodies size-capped;
    // every connection resolves through the guard. Redirects are followed by httpGet, checked.
    const { Agent } = undici();
    this.agent = new Agent({
      connections: 2,
      pipelining: 1,
      connect: { timeout: this.fetchTimeoutMs, lookup: this.guard.connectLookup },
      headersTimeout: this.fetchTimeoutMs,
      bodyTimeout: this.fetchTimeoutMs,
      maxResponseSize: this.maxBytes,
    });
  }

  /** The labels of the configured sources (what events, health and logs call them). */
  sources(): string[] {
    return this.runtimes.map((r) => r.src.label);
  }

  /**
   * One round: fetch every source that is due (healthy: every pollIntervalMs; failing: after its
   * backoff), diff each fetched source against its stored snapshot, persist, and return the
   * upcoming events and the changes. A source's first good fetch sets a baseline and reports no
   * changes. Concurrent calls share one round. Never rejects because of a feed.
   */
  poll(): Promise<PollResult> {
    if (this.closed) return Promise.reject(new Error("CalendarFeed is closed"));
    if (!this.inflight) {
      this.inflight = this.pollOnce().finally(() => {
        this.inflight = null;
      });
    }
    return this.inflight;
  }

  /** Upcoming events in [now, now + horizon] from the stored snapshot, without fetching (`now`: default the clock's). */
  async events(opts: { includeCancelled?: boolean; now?: Date } = {}): Promise<CalendarEvent[]> {
    const snap = await this.file.read();
    this.remember(snap);
    return structuredClone(eventsInWindow(snap, this.sources(), opts.now ?? this.clock.now(), this.horizonMs, opts));
  }

  /** Each source's health as of the last poll() (or markWarned()). */
  health(): FeedHealth[] {
    const now = this.clock.now();
    return this.runtimes.map((rt) => {
      const s = this.known.get(rt.src.label) ?? emptySourceState();
      return {
        source: rt.src.label,
        ok: s.failingSince === null,
        failingSince: s.failingSince,
        lastSuccessAt: s.lastSuccessAt,
        lastError: s.lastError,
        consecutiveFailures: s.consecutiveFailures,
        nextAttemptAt: Number.isFinite(rt.nextAttemptAt) ? new Date(rt.nextAttemptAt).toISOString() : null,
        shouldWarnOwner: shouldWarn(s, now, this.warnAfterMs),
        limited: limitedHealth(s),
        shouldTellLimits: s.limits !== null && s.limits.toldAt === null,
      };
    });
  }

  /** Record that the owner was told `source` is failing; it stays quiet until the source recovers and fails again. */
  markWarned(source: string): Promise<void> {
    return this.markTold(source, (s, at) => {
      if (s.failingSince && !s.warnedAt) s.warnedAt = at;
    });
  }

  /** Record that the owner was told what `source`'s reads leave out; quiet until a read within bounds re-arms it. */
  markLimitsTold(source: string): Promise<void> {
    return this.markTold(source, (s, at) => {
      if (s.limits && !s.limits.toldAt) s.limits.toldAt = at;
    });
  }

  /** Note in `source`'s stored state, at the clock's now, that the owner was told something. */
  private async markTold(source: string, note: (s: SourceState, at: string) => void): Promise<void> {
    const at = this.clock.now().toISOString();
    const updated = await this.file.update((value) => {
      const s = value.sources[source];
      if (s) note(s, at);
      return s ? { ...s, events: [] } : null;
    });
    if (updated && this.runtimes.some((rt) => rt.src.label === source)) this.known.set(source, updated);
  }

  /** Stop: wait for a running round, then release the HTTP connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.inflight?.catch(() => undefined);
    await this.agent.close();
  }

  private remember(snap: CalendarSnapshot): void {
    for (const rt of this.runtimes) {
      const s = snap.sources[rt.src.label];
      if (s) this.known.set(rt.src.label, { ...s, events: [] });
    }
  }

  private async pollOnce(): Promise<PollResult> {
    const now = this.clock.now();
    const nowMs = now.getTime();
    const due = this.runtimes.filter((rt) => rt.nextAttemptAt <= nowMs);
    const attempts = await Promise.all(due.map(async (rt) => ({ rt, result: await this.attempt(rt, now) })));
    const labels = this.sources();
    if (attempts.length === 0) {
      // Nothing was due: read, do not rewrite, the snapshot.
      const snap = await this.file.read();
      this.remember(snap);
      return { events: structuredClone(eventsInWindow(snap, labels, now, this.horizonMs)), deltas: [] };
    }
    const nowIso = now.toISOString();
    const lookaheadEnd = new Date(nowMs + this.lookaheadMs).toISOString();

    const { deltas, events, states } = await this.file.update((snap) => {
      // A source removed from the configuration is forgotten, not reported as all-cancelled.
      for (const label of Object.keys(snap.sources)) if (!labels.includes(label)) delete snap.sources[label];
      const found: CalendarDelta[] = [];
      const priors = new Map<string, SourceState>();
      for (const { rt, result } of attempts) {
        const label = rt.src.label;
        const prev = snap.sources[label] ?? emptySourceState();
        priors.set(label, { ...prev, events: [] });
        if (result.ok) {
          // Occurrences dropped past the per-feed cap: the snapshot sees only up to the first of them.
          const { completeUntil } = result.limits;
          const coveredUntil = completeUntil && completeUntil < lookaheadEnd ? completeUntil : lookaheadEnd;
          if (prev.lastSuccessAt) {
            const unknown = new Set([...(prev.limits?.leftOut ?? []), ...result.limits.leftOut]);
            found.push(
              ...diffSnapshots(withoutLeftOut(prev.events, unknown), withoutLeftOut(result.events, unknown), now, {
                horizonMs: this.horizonMs,
                prevCoveredUntil: prev.coveredUntil,
                nextCoveredUntil: coveredUntil,
              }),
            );
          }
          snap.sources[label] = {
            events: result.events,
            coveredFrom: nowIso,
            coveredUntil,
            lastSuccessAt: nowIso,
            failingSince: null,
            warnedAt: null, // recovered: the next day-long failure is worth a warning again
            lastError: null,
            consecutiveFailures: 0,
            limits: nextLimits(prev.limits, result.limits, nowIso),
          };
        } else {
          snap.sources[label] = {
            ...prev, // the last good events stay
            failingSince: prev.failingSince ?? nowIso,
            lastError: result.reason.slice(0, 500),
            consecutiveFailures: prev.consecutiveFailures + 1,
          };
        }
      }
      const states = new Map<string, { before: SourceState | undefined; after: SourceState }>();
      for (const label of labels) {
        const after = snap.sources[label];
        if (after) states.set(label, { before: priors.get(label), after: { ...after, events: [] } });
      }
      return {
        deltas: structuredClone(found),
        events: structuredClone(eventsInWindow(snap, labels, now, this.horizonMs)),
        states,
      };
    });

    for (const [label, { after }] of states) this.known.set(label, after);
    for (const { rt, result } of attempts) {
      const label = rt.src.label;
      const entry = states.get(label);
      if (!entry) continue;
      const { before, after: state } = entry;
      if (result.ok) {
        rt.nextAttemptAt = nowMs + this.pollIntervalMs;
        if (before?.failingSince) {
          this.logger.info(
            { event: "calendar_feed_recovered", source: label, failingSince: before.failingSince },
            "calendar feed recovered",
          );
        }
        if (state.limits && !before?.limits) {
          this.logger.warn(
            {
              event: "calendar_feed_limited",
              source: label,
              leftOutEvents: state.limits.leftOut.length,
              droppedOccurrences: state.limits.droppedOccurrences,
              coveredUntil: state.coveredUntil,
            },
            "calendar feed larger than its bounds; the rest is left out",
          );
        }
        this.logger.debug(
          { event: "calendar_fetched", source: label, events: result.events.length, notModified: result.notModified },
          "calendar feed fetched",
        );
      } else {
        rt.nextAttemptAt = nowMs + retryDelayMs(state.consecutiveFailures, this.retryBaseMs, this.pollIntervalMs);
        const fields = {
          event: "calendar_fetch_failed",
          source: label,
          reason: result.reason,
          consecutiveFailures: state.consecutiveFailures,
          failingSince: state.failingSince,
          retryAt: new Date(rt.nextAttemptAt).toISOString(),
        };
        // Loud when something new goes wrong; quiet while the same failure repeats.
        if (state.consecutiveFailures === 1 || before?.lastError !== result.reason) {
          this.logger.warn(fields, "calendar feed fetch failed; keeping the last good snapshot");
        } else {
          this.logger.debug(fields, "calendar feed still failing");
        }
      }
    }

    return { events, deltas: dedupeDeltas(deltas) };
  }

  /** Fetch and parse one source. Never throws: every problem becomes a log-safe reason. */
  private async attempt(rt: Runtime, now: Date): Promise<Attempt> {
    const src = rt.src;
    try {
      let text: string;
      let notModified = false;
      let validators: { etag?: string; lastModified?: string } = {};
      if (src.kind === "invalid") throw new FetchError(`unusable source: ${src.reason}`);
      if (src.kind === "file") {
        text = await this.readFile(src.path);
      } else {
        const res = await this.httpGet(rt, src);
        if (res.notModified) {
          notModified = true;
          text = rt.cachedText ?? "";
          validators = { ...(rt.etag ? { etag: rt.etag } : {}), ...(rt.lastModified ? { lastModified: rt.lastModified } : {}) };
        } else {
          text = res.text;
          validators = res.validators;
        }
      }
      const reading = await readOffThread(text, {
        now,
        horizonMs: this.lookaheadMs,
        source: src.label,
        ...(this.timeZone ? { timeZone: this.timeZone } : {}),
        stuck: rt.stuck,
        ...this.readBudgets,
      });
      for (const message of reading.warnings) {
        if (rt.warned.has(message)) continue;
        if (rt.warned.size < 100) rt.warned.add(message);
        this.logger.warn({ event: "calendar_parse_warning", source: src.label, reason: message }, "calendar feed quirk");
      }
      // Validators only for a body that parsed: a bad body must not be answered with 304 later.
      if (src.kind === "url") {
        rt.cachedText = text;
        rt.etag = validators.etag;
        rt.lastModified = validators.lastModified;
      }
      return { ok: true, events: reading.events, limits: reading.limits, notModified };
    } catch (err) {
      return { ok: false, reason: redactSource(describeFailure(err, this.fetchTimeoutMs), src).slice(0, 500) };
    }
  }

  private async readFile(file: string): Promise<string> {
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) throw new FetchError("not a regular file");
      if (st.size > this.maxBytes) throw new FetchError(`file larger than ${this.maxBytes} bytes`);
      return await fs.readFile(file, "utf8");
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT") throw new FetchError("file not found");
      if (code === "EACCES" || code === "EPERM") throw new FetchError("permission denied reading the file");
      throw err;
    }
  }

  private async httpGet(
    rt: Runtime,
    src: Extract<CalendarSource, { kind: "url" }>,
  ): Promise<{ notModified: true } | { notModified: false; text: string; validators: { etag?: string; lastModified?: string } }> {
    const headers: Record<string, string> = {
      accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
      "user-agent": "ZOE-calendar/1",
    };
    if (src.authorization) headers.authorization = src.authorization;
    if (rt.cachedText !== undefined) {
      if (rt.etag) headers["if-none-match"] = rt.etag;
      if (rt.lastModified) headers["if-modified-since"] = rt.lastModified;
    }
    const signal = AbortSignal.timeout(this.fetchTimeoutMs);
    let url = src.url;
    let reach: ReadonlySet<AddressKind> | null = null; // the configured address may be anywhere
    let res: Awaited<ReturnType<ReturnType<typeof undici>["request"]>>;
    for (let hop = 0; ; hop++) {
      reach = await this.guard.check(url, reach);
      res = await undici().request(url, {
        dispatcher: this.agent,
        method: "GET",
        headers,
        // Polls are minutes apart, longer than any server keeps a socket: reusing one would only
        // risk a stale keep-alive connection failing the fetch.
        reset: true,
        signal,
      });
      const location = headerValue(res.headers.location);
      if (!REDIRECT_STATUS.has(res.statusCode) || !location) break;
      await res.body.dump();
      if (hop >= MAX_REDIRECTS) throw new FetchError(`more than ${MAX_REDIRECTS} redirects`);
      const next = new URL(location, url);
      if (next.protocol !== "https:" && next.protocol !== "http:") throw new FetchError(`redirected to an unsupported scheme ${next.protocol}//`);
      // Credentials go to the configured origin only.
      if (next.origin !== src.url.origin) delete headers.authorization;
      url = next;
    }
    if (res.statusCode === 304) {
      await res.body.dump();
      if (rt.cachedText === undefined) throw new FetchError("HTTP 304 without a copy to reuse");
      return { notModified: true };
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      await res.body.dump();
      const hint =
        res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 404
          ? " (the private address may have been reset)"
          : "";
      throw new FetchError(`HTTP ${res.statusCode}${hint}`);
    }
    const text = await res.body.text();
    const etag = headerValue(res.headers.etag);
    const lastModified = headerValue(res.headers["last-modified"]);
    return {
      notModified: false,
      text,
      validators: { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) },
    };
  }
}

/** A failure as one short, address-free line (the caller still runs it through redactSource). */
function describeFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof IcsParseError) return `malformed calendar: ${err.message}`;
  if (err instanceof CalendarReadError) return `calendar too hard to read: ${err.message}`;
  if (err instanceof AddressRefused) return err.message;
  if (err instanceof FetchError) return err.message;
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError" || e?.code === "UND_ERR_ABORTED") {
    return `timed out after ${Math.round(timeoutMs / 1000)}s`;
  }
  if (e?.code === "UND_ERR_CONNECT_TIMEOUT") return "connection timed out";
  if (e?.code === "UND_ERR_HEADERS_TIMEOUT" || e?.code === "UND_ERR_BODY_TIMEOUT") return "server too slow";
  if (e?.code === "UND_ERR_RES_EXCEEDED_MAX_SIZE") return "feed too large";
  const code = e?.code ?? e?.cause?.code;
  const message = e?.message ?? e?.cause?.message ?? String(err);
  return code ? `${code}: ${message}` : message || "unknown error";
}

function dedupeDeltas(deltas: CalendarDelta[]): CalendarDelta[] {
  const seen = new Set<string>();
  return deltas.filter((d) => {
    const key = `${d.type}|${d.event.instanceKey}|${d.event.start}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
