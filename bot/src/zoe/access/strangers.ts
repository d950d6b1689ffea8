/**
 * Notices to strangers, bounded twice and kept across restarts without keeping anything about
 * them: at most one notice a day to each stranger, and at most STRANGER_NOTICES_PER_HOUR notices
 * an hour to all strangers together (3,000 strangers must not cost 3,000 sends and file writes
 * while the owner waits). The shared `strangers` document (strangers.json in ZOE_HOME) holds the
 * day (in the owner's zone) and salted hashes of the ids answered that day, and the hour and how
 * many notices went out in it; once this process knows the hour's notices are spent, a stranger
 * costs no write at all until the next hour.
 * Must never: store a stranger's id, name or text in the clear, or create an owner folder.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Document, Space } from "../storage/index.ts";

/** Notices to all strangers together in one hour; the rest of that hour's strangers get none. */
export const STRANGER_NOTICES_PER_HOUR = 10;

const StrangersSchema = z.object({
  version: z.literal(1),
  /** A random salt, so the hashes say nothing about ids without this file. */
  salt: z.string(),
  /** The day (YYYY-MM-DD in the owner's zone) the hashes belong to. */
  day: z.string().nullable(),
  noticed: z.array(z.string()),
  /** The hour (UTC, YYYY-MM-DDTHH) `sentThisHour` counts; absent in a file from before the hourly cap. */
  hour: z.string().nullable().optional(),
  sentThisHour: z.number().int().nonnegative().optional(),
});
export type StrangersFile = z.infer<typeof StrangersSchema>;

/** Whether to send a stranger a notice: yes, no (told today), or no (the hour's notices are spent). */
export type StrangerVerdict = "notice" | "noticed today" | "hourly cap";

/** A fresh record (a new salt). */
export const freshStrangers = (): StrangersFile => ({ version: 1, salt: randomBytes(16).toString("hex"), day: null, noticed: [], hour: null, sentThisHour: 0 });

/**
 * Whether `id` gets a notice on `day` in `hour` (pure; records it in `f` when it does). The
 * hourly cap is checked before the stranger is recorded, so one capped now may be told later today.
 */
export function claimNotice(f: StrangersFile, id: string, day: string, hour: string, perHour = STRANGER_NOTICES_PER_HOUR): StrangerVerdict {
  if (f.day !== day) {
    f.day = day;
    f.noticed = [];
  }
  if (f.hour !== hour) {
    f.hour = hour;
    f.sentThisHour = 0;
  }
  const hash = createHash("sha256").update(`${f.salt}:${id}`).digest("hex").slice(0, 24);
  if (f.noticed.includes(hash)) return "noticed today";
  if ((f.sentThisHour ?? 0) >= perHour) return "hourly cap";
  f.noticed.push(hash);
  f.sentThisHour = (f.sentThisHour ?? 0) + 1;
  return "notice";
}

/** The hour a notice is counted in: UTC, so every instance and zone agrees (pure). */
export const noticeHour = (now: Date): string => now.toISOString().slice(0, 13);

/** The stranger-notice record, in the process-wide space (never an owner's). */
export class StrangerNotices {
  private readonly file: Document<StrangersFile>;
  /** The hour this process saw spent: until it ends, a stranger costs no write. */
  private spentHour: string | null = null;

  constructor(
    shared: Space,
    private readonly perHour = STRANGER_NOTICES_PER_HOUR,
  ) {
    this.file = shared.document({ name: "strangers", schema: StrangersSchema, initial: freshStrangers });
  }

  /** Read the record, so a damaged file is found (and its notice kept) at start, not at the next stranger. */
  async open(): Promise<void> {
    await this.file.read();
  }

  /** Whether to send `userId` a notice now: once per stranger and day, and within the hour's cap. */
  async claim(userId: string, day: string, hour: string): Promise<StrangerVerdict> {
    if (this.spentHour === hour) return "hourly cap";
    const verdict = await this.file.update((f) => claimNotice(f, userId, day, hour, this.perHour));
    if (verdict === "hourly cap") this.spentHour = hour;
    return verdict;
  }
}

/** The same two bounds in memory only (no shared storage: a ZOE without a strangers document). */
export class StrangerNoticesInMemory {
  private readonly record = freshStrangers();
  constructor(private readonly perHour = STRANGER_NOTICES_PER_HOUR) {}
  claim(userId: string, day: string, hour: string): StrangerVerdict {
    return claimNotice(this.record, userId, day, hour, this.perHour);
  }
}
