/**
 * At-most-once handling of Telegram updates across restarts. Telegram redelivers every update
 * the bot has not confirmed (by asking for a higher offset), so an update handled just before a
 * stop or crash can arrive again after the restart. `UpdateLedger` is what the channel asks
 * (several instances pass the database's, storage/postgres/coordination.ts); one instance keeps
 * a persisted watermark here: the highest update_id below which every admitted update has
 * finished. Anything at or below it is dropped.
 * A watermark can also be wrong (a state folder copied from another bot, a clock that was ahead
 * when it was written): every new update would then be dropped as handled. So it also keeps the
 * newest send time (Telegram's own clock) of the messages it covers, and a message at or below it
 * sent after that (a redelivery never is) shows it up: it is dropped with a warning and the
 * update handled. A watermark written "in the future" by ZOE's own clock is dropped the same way.
 * Must never: advance the watermark past an update still being handled (a crash would then lose
 * it), or drop updates forever because Telegram restarted its id sequence or the watermark is
 * not this bot's.
 */
import { z } from "zod";
import type { Clock } from "../../base/clock.ts";
import { DAY } from "../../base/clock.ts";
import type { Logger } from "../../base/log.ts";
import type { Document, Space } from "../../storage/index.ts";

/** Records each update_id before its reply is sent, so a redelivery never gets a second reply. */
export interface UpdateLedger {
  load(): Promise<void>;
  /**
   * "run": handle it now; "done": handled before, drop it; "busy": being handled elsewhere right
   * now. `sentAt`: when a message update was sent (Telegram's clock), to tell a redelivery from a
   * new message.
   */
  admit(updateId: number, chatId?: string, sentAt?: Date): Promise<"run" | "done" | "busy">;
  /** The admitted update is finished (handled, or failed after logging). */
  finish(updateId: number): Promise<void>;
  /**
   * The admitted update's handling failed (its error logged): unless its reply had begun, forget
   * it, so Telegram's next delivery of it (to any instance) handles it. Without this, `finish`.
   */
  abandon?(updateId: number): Promise<void>;
  /** A reply is about to be sent: from now on a redelivery is not answered again, even if we die. */
  replying?(updateId: number): Promise<void>;
  /** Wait until everything recorded is durable. */
  flush(): Promise<void>;
  /** The channel stopped: let go of what the ledger holds for this process (its presence). */
  close?(): Promise<void>;
}

/** The watermark file's contents. */
export const WatermarkSchema = z.object({
  /** Every update with an id at or below this one has been handled. */
  lastUpdateId: z.number().int().nullable(),
  /** When the watermark was last written (ISO 8601). */
  at: z.string().nullable(),
  /**
   * The newest send time (Telegram's clock, ISO 8601) of a message handled here: a message at or
   * below the watermark sent later than this is not a redelivery. Absent in older files.
   */
  lastSentAt: z.string().nullable().optional(),
});

/** The persisted dedupe state. */
export type Watermark = z.infer<typeof WatermarkSchema>;

/** The watermark's document name (`telegram-updates.json` on the files backend). */
export const WATERMARK_DOC = "telegram-updates";
export const WATERMARK_FILE = `${WATERMARK_DOC}.json`;

/**
 * Telegram keeps unconfirmed updates for 24 hours, and after a week of silence it may restart
 * update ids at a random (possibly lower) value. A watermark older than a day therefore guards
 * nothing that can still be redelivered, and trusting it could drop new updates: it expires.
 */
export const WATERMARK_MAX_AGE_MS = DAY;

/**
 * A message this much newer than what the watermark covers cannot be a redelivery. Both times are
 * Telegram's: a minute is plenty. Against a watermark file without `lastSentAt`, its write time on
 * ZOE's clock is used instead, with room for the two clocks to differ.
 */
const SENT_AFTER_MS = 60_000;
const SENT_AFTER_WRITTEN_MS = 10 * 60_000;
/** A watermark written this far ahead of ZOE's clock now was written by a clock that was wrong. */
const FUTURE_MS = 10 * 60_000;
/** Where the watermark lives and how time is read. */
export interface UpdateDeduperOptions {
  /** The process's shared storage space (the watermark is one document in it). */
  state: Space;
  clock: Clock;
  logger: Logger;
  maxAgeMs?: number;
}

/** Tracks admitted, running and finished update ids; persists the safe watermark. */
export class UpdateDeduper {
  private readonly file: Document<Watermark>;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly maxAgeMs: number;
  private watermark: number | null = null;
  private watermarkAt: Date | null = null;
  /** The newest send time among messages finished here (Telegram's clock), persisted with the watermark. */
  private lastSentAt: Date | null = null;
  /** Send times of the messages admitted and not finished yet. */
  private readonly sentAtOf = new Map<number, Date>();
  private readonly running = new Set<number>();
  /** Finished, but above the watermark because an older update is still running. */
  private readonly finishedAbove = new Set<number>();
  private dirty = false;
  private persisting: Promise<void> | null = null;

  constructor(opts: UpdateDeduperOptions) {
    this.clock = opts.clock;
    this.log = opts.logger;
    this.maxAgeMs = opts.maxAgeMs ?? WATERMARK_MAX_AGE_MS;
    this.file = opts.state.document<Watermark>({
      name: WATERMARK_DOC,
      schema: WatermarkSchema,
      initial: () => ({ lastUpdateId: null, at: null }),
    });
  }

  /** Read the persisted watermark (call before the first update). */
  async load(): Promise<void> {
    const stored = await this.file.read();
    this.watermark = stored.lastUpdateId;
    this.watermarkAt = stored.at === null ? null : new Date(stored.at);
    this.lastSentAt = stored.lastSentAt ? new Date(stored.lastSentAt) : null;
  }

  /** The id at or below which updates are dropped (null: none yet). */
  get lastUpdateId(): number | null {
    return this.watermark;
  }

  /**
   * Whether to handle this update (`sentAt`: a message's send time, Telegram's clock). Admitted
   * updates must be passed to `finish` afterwards.
   */
  admit(updateId: number, sentAt?: Date): boolean {
    this.expireIfStale();
    if (this.watermark !== null && updateId <= this.watermark) {
      if (!sentAt || !this.sentSinceWatermark(sentAt)) return false;
      this.log.warn(
        { event: "telegram_watermark_ahead", lastUpdateId: this.watermark, updateId },
        `the update watermark (${this.watermark}) is ahead of Telegram: update ${updateId} is a message sent after everything it covers; starting a fresh watermark instead of dropping new messages`,
      );
      this.reset();
    }
    if (this.running.has(updateId) || this.finishedAbove.has(updateId)) return false;
    this.running.add(updateId);
    if (sentAt) this.sentAtOf.set(updateId, sentAt);
    return true;
  }

  /** Whether a message sent at `sentAt` came after every message the watermark covers. */
  private sentSinceWatermark(sentAt: Date): boolean {
    if (this.lastSentAt) return sentAt.getTime() > this.lastSentAt.getTime() + SENT_AFTER_MS;
    return this.watermarkAt !== null && sentAt.getTime() > this.watermarkAt.getTime() + SENT_AFTER_WRITTEN_MS;
  }

  private reset(): void {
    this.watermark = null;
    this.watermarkAt = null;
    this.lastSentAt = null;
    this.finishedAbove.clear();
  }

  /** Mark an admitted update as handled (successfully or not) and persist the new watermark. */
  finish(updateId: number): Promise<void> {
    if (!this.running.delete(updateId)) return Promise.resolve();
    const sentAt = this.sentAtOf.get(updateId);
    this.sentAtOf.delete(updateId);
    if (sentAt && (this.lastSentAt === null || sentAt > this.lastSentAt)) this.lastSentAt = sentAt;
    this.finishedAbove.add(updateId);
    const oldestRunning = this.running.size === 0 ? Infinity : Math.min(...this.running);
    let next = this.watermark;
    for (const id of this.finishedAbove) {
      if (id < oldestRunning && (next === null || id > next)) next = id;
    }
    if (next === this.watermark || next === null) return Promise.resolve();
    this.watermark = next;
    this.watermarkAt = this.clock.now();
    for (const id of this.finishedAbove) if (id <= next) this.finishedAbove.delete(id);
    return this.schedulePersist();
  }

  /** Wait until the latest watermark is on disk. */
  async flush(): Promise<void> {
    if (this.dirty) await this.schedulePersist();
    else if (this.persisting) await this.persisting;
  }

  private expireIfStale(): void {
    if (this.watermark === null || this.watermarkAt === null) return;
    const age = this.clock.now().getTime() - this.watermarkAt.getTime();
    if (age < -FUTURE_MS) {
      // It would never age out, and could cover updates Telegram has not sent yet.
      this.log.warn(
        { event: "telegram_watermark_future", lastUpdateId: this.watermark, aheadMs: -age },
        "the update watermark was written in the future (a clock that was ahead); starting a fresh one instead of dropping new messages",
      );
      this.reset();
      return;
    }
    if (age <= this.maxAgeMs) return;
    this.log.info(
      { event: "telegram_watermark_expired", lastUpdateId: this.watermark, ageMs: age },
      "update watermark is older than Telegram keeps updates; starting a fresh one",
    );
    this.reset();
  }

  /** One writer at a time; a burst of finishes collapses into as few writes as possible. */
  private schedulePersist(): Promise<void> {
    this.dirty = true;
    if (this.persisting) return this.persisting;
    const loop = async () => {
      try {
        while (this.dirty) {
          this.dirty = false;
          try {
            await this.file.update((v) => {
              v.lastUpdateId = this.watermark;
              v.at = this.watermarkAt?.toISOString() ?? null;
              v.lastSentAt = this.lastSentAt?.toISOString() ?? null;
            });
          } catch (err) {
            this.log.error(
              { event: "telegram_watermark_write_failed", reason: (err as Error).message },
              "could not persist the update watermark; a restart may re-handle recent updates",
            );
          }
        }
      } finally {
        this.persisting = null;
      }
    };
    this.persisting = loop();
    return this.persisting;
  }
}

/** The single-instance ledger: the watermark document in the shared state space. */
export function watermarkLedger(deduper: UpdateDeduper): UpdateLedger {
  return {
    load: () => deduper.load(),
    admit: async (id, _chat, sentAt) => (deduper.admit(id, sentAt) ? "run" : "done"),
    finish: (id) => deduper.finish(id),
    flush: () => deduper.flush(),
  };
}
