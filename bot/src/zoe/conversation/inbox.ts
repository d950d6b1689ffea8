/**
 * The durable inbox: every owner message and button press is written to the owner's folder
 * (`inbox.json`) before the channel acknowledges it to Telegram, and marked done only after its
 * reply went out. A crash in between leaves the entry pending, and the next start handles it
 * again. Each entry is keyed by an idempotency key that stays the same across redeliveries (the
 * chat and message id, or the message and data of a button), so a redelivered update or a
 * second tap finds the entry and is not applied twice; the replies already delivered for a key
 * are counted, so a re-run does not send them again.
 * A handled entry is kept apart, slim: its key, when it was done and the ids of its replies
 * (what a redelivery or a second tap is recognised by), never the words.
 * Each entry keeps the address its event came from (channel and chat), so a re-run answers it on
 * that channel, in that chat.
 * The transitions are pure functions of the stored document and an explicit `now`; `Inbox` is the I/O.
 * Must never: forget a pending entry, hold anything for a stranger, or drop a done entry while
 * Telegram may still redeliver its update (a day).
 */
import { deepCopy } from "../base/copy.ts";
import { z } from "zod";
import type { Inbound, ReplyJournal, ReplyRecord } from "../channels/index.ts";
import { DAY, HOUR } from "../base/clock.ts";
import type { AppendLog, Document, Space } from "../storage/index.ts";

/** Done entries are kept this long: Telegram redelivers an unconfirmed update for up to a day. */
export const KEEP_DONE_MS = 2 * DAY;
/** At most this many done entries are kept (the newest, slim: see `DoneEntry`); pending ones are never dropped. */
export const MAX_DONE_ENTRIES = 500;
/** A chat message older than this when ZOE gets to it is answered with "I missed this". */
export const MISSED_AFTER_MS = 2 * HOUR;
/**
 * An entry that crashed ZOE this many times in a row without getting any further is given up
 * (with a note), so it cannot crash-loop. A try that got a reply part out counts as progress: the
 * crash after it was not this message failing (a restart, a kill in a turn's last steps), and the
 * count starts again.
 */
export const MAX_ATTEMPTS = 3;

const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO timestamp");

/**
 * The channel of an entry stored before entries named theirs: Telegram, the only channel whose
 * events were stored then (the terminal's have no idempotency key and are never stored).
 */
export const CHANNEL_OF_OLD_ENTRIES = "telegram";
/** Where the event came from: `channel` and `chatId` are its address (replies go back there). */
const origin = { channel: z.string().default(CHANNEL_OF_OLD_ENTRIES), chatId: z.string() };

/** An inbound event as stored (dates as ISO strings). */
export const StoredEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("text"),
    key: z.string(),
    userId: z.string(),
    ...origin,
    at: iso,
    waitedMs: z.number().min(0).optional(),
    text: z.string(),
    messageId: z.string(),
    replyToMessageId: z.string().optional(),
    forwardedFrom: z.string().optional(),
    media: z
      .object({
        kind: z.enum(["photo", "voice", "video_note", "video", "audio", "sticker", "animation", "document", "location", "contact", "poll"]),
        // A reference to the file, never its bytes: a photo is fetched again when the turn runs again.
        fileId: z.string().optional(),
        sizeBytes: z.number().int().min(0).optional(),
        fileName: z.string().optional(),
        mimeType: z.string().optional(),
        durationSec: z.number().optional(),
        emoji: z.string().optional(),
        place: z.string().optional(),
        latitude: z.number().optional(),
        longitude: z.number().optional(),
      })
      .optional(),
  }),
  z.object({
    kind: z.literal("button"),
    key: z.string(),
    userId: z.string(),
    ...origin,
    at: iso,
    waitedMs: z.number().min(0).optional(),
    data: z.string(),
    messageId: z.string().optional(),
  }),
]);
export type StoredEvent = z.infer<typeof StoredEventSchema>;

/**
 * A journal line's `after`: the channel's position before a part went out. Lines written before
 * positions were the channel's own hold Telegram's message id as a number, and a numeric position
 * is still written as one, so an older ZOE (a rollback, another instance mid-upgrade) reads it.
 */
export const PositionSchema = z.union([z.number().int(), z.string()]);
export function storedPosition(position: string): number | string {
  const n = Number(position);
  return /^(0|-?[1-9]\d*)$/.test(position) && Number.isSafeInteger(n) ? n : position;
}

export const InboxEntrySchema = z.object({
  key: z.string(),
  event: StoredEventSchema,
  receivedAt: iso,
  /**
   * How many times handling began since the last try that got a reply part out (a crash mid-turn
   * leaves it above the number of finishes).
   */
  attempts: z.number().int().min(0),
  /** How many reply parts the channel had confirmed for this key when its last try began (absent: none). */
  confirmed: z.number().int().min(0).optional(),
  /** Message ids of the replies already delivered for this key, in order. */
  sent: z.array(z.string()),
  doneAt: iso.nullable(),
  /**
   * A reply Telegram did not take: not before this instant (wall clock: Telegram's retry_after and
   * the backoff are real seconds) is the entry tried again, by whichever process gets to it.
   */
  retryAt: iso.optional(),
  /** How many times its replies could not be delivered (the backoff grows with it). */
  retries: z.number().int().min(0).optional(),
});
export type InboxEntry = z.infer<typeof InboxEntrySchema>;

/**
 * What is kept of an entry once it is handled: enough to recognise its update or button press
 * when it comes again (the key), to let it go in time (`doneAt`), and the replies it delivered
 * (so a reply in doubt is never taken for one of them). Not the event: the words are in the turn
 * archive, and a few hundred handled messages per owner stay a few kilobytes.
 */
export const DoneEntrySchema = z.object({ key: z.string(), doneAt: iso, sent: z.array(z.string()) });
export type DoneEntry = z.infer<typeof DoneEntrySchema>;

/**
 * `entries`: received and not yet handled (a stored file from before `done` existed also holds
 * handled ones there, with their `doneAt`: the next write moves them); `done`: handled, oldest first.
 */
const InboxFileSchema = z.object({ version: z.literal(1), entries: z.array(InboxEntrySchema), done: z.array(DoneEntrySchema).default([]) });
type InboxFile = z.infer<typeof InboxFileSchema>;

/** Inbound event -> stored form; null when it has no idempotency key (the terminal). */
export function storeEvent(e: Inbound): StoredEvent | null {
  if (!e.key) return null;
  const base = { key: e.key, userId: e.userId, channel: e.address.channel, chatId: e.address.chat, at: e.at.toISOString(), ...(e.waitedMs !== undefined ? { waitedMs: e.waitedMs } : {}) };
  if (e.kind === "text") {
    return {
      ...base,
      kind: "text",
      text: e.text,
      messageId: e.messageId,
      ...(e.replyToMessageId !== undefined ? { replyToMessageId: e.replyToMessageId } : {}),
      ...(e.forwardedFrom !== undefined ? { forwardedFrom: e.forwardedFrom } : {}),
      ...(e.media !== undefined ? { media: e.media } : {}),
    };
  }
  return { ...base, kind: "button", data: e.data, ...(e.messageId !== undefined ? { messageId: e.messageId } : {}) };
}

/** Stored form -> inbound event. */
export function loadEvent(s: StoredEvent): Inbound {
  const { at, channel, chatId, ...rest } = s;
  return { ...rest, address: { channel, chat: chatId }, at: new Date(at) } as Inbound;
}

/** Whether a key is in the inbox, pending or done (pure). */
export function knows(f: Pick<InboxFile, "entries" | "done">, key: string): boolean {
  return f.entries.some((e) => e.key === key) || f.done.some((d) => d.key === key);
}

/** Add the events not yet in the inbox (pure; mutates `f`). Returns how many were added. */
export function receiveInto(f: Pick<InboxFile, "entries" | "done">, events: StoredEvent[], now: Date): number {
  let added = 0;
  for (const event of events) {
    if (knows(f, event.key)) continue;
    f.entries.push({ key: event.key, event, receivedAt: now.toISOString(), attempts: 0, sent: [], doneAt: null });
    added++;
  }
  return added;
}

/** The entry of `key` is handled: it leaves `entries` for `done`, slim (pure; mutates `f`). */
export function finishInto(f: Pick<InboxFile, "entries" | "done">, key: string, now: Date): void {
  const i = f.entries.findIndex((e) => e.key === key);
  if (i < 0) return;
  const [entry] = f.entries.splice(i, 1);
  f.done.push({ key, doneAt: entry!.doneAt ?? now.toISOString(), sent: entry!.sent });
}

/**
 * Move handled entries a file from before `done` kept among the pending ones to `done`, and drop
 * done entries past their keep time or beyond the cap, the oldest first (pure; mutates `f`).
 */
export function prune(f: Pick<InboxFile, "entries" | "done">, now: Date): void {
  for (const e of f.entries.filter((x) => x.doneAt !== null)) finishInto(f, e.key, now);
  const t = now.getTime();
  const at = new Map(f.done.map((d) => [d, Date.parse(d.doneAt)]));
  const kept = f.done.filter((d) => t - at.get(d)! <= KEEP_DONE_MS);
  if (kept.length > MAX_DONE_ENTRIES) {
    // Newest first; among entries done in the same millisecond the later one in the list is newer.
    const order = new Map(kept.map((d, i) => [d, i]));
    const newest = new Set([...kept].sort((a, b) => at.get(b)! - at.get(a)! || order.get(b)! - order.get(a)!).slice(0, MAX_DONE_ENTRIES));
    f.done = kept.filter((d) => newest.has(d));
  } else if (kept.length < f.done.length) f.done = kept;
}

/**
 * Whether a message is too old to answer as if it had just arrived: how long Telegram held it
 * plus how long it waited in the inbox (`receivedAt`, ZOE's clock) exceed MISSED_AFTER_MS.
 */
export function isMissed(event: Pick<Inbound, "waitedMs">, receivedAt: Date, now: Date): boolean {
  return (event.waitedMs ?? 0) + Math.max(0, now.getTime() - receivedAt.getTime()) > MISSED_AFTER_MS;
}

/** What `begin` found. */
export type BeginResult =
  | { state: "new"; entry: InboxEntry; earlier: Map<number, ReplyRecord> }
  /** Already handled (a redelivery or a second tap). */
  | { state: "done"; entry: DoneEntry }
  /** Began too often without finishing: give it up. */
  | { state: "poison"; entry: InboxEntry };

/**
 * One line of the sent journal (`inbox-sent`). Four shapes:
 * - `{key, index, part, after}`: part `part` of reply `index` is about to go out; `after` is the
 *   channel's position then (`ReplyJournal.sending`; Telegram's: the highest message id in the chat);
 * - `{key, index, part, messageId, last?}`: the channel confirmed that part (`last`: the reply is out);
 * - `{key, index, part, unsent}`: the channel answered that part with an error: it did not go out;
 * - `{key, index, messageId}` (older journals): reply `index` was delivered as `messageId`.
 */
const PartMarkSchema = z.object({
  key: z.string(),
  index: z.number().int().min(0),
  part: z.number().int().min(0),
  messageId: z.string().optional(),
  after: PositionSchema.optional(),
  last: z.boolean().optional(),
  /** The channel refused the part (an error answer): it did not go out. */
  unsent: z.boolean().optional(),
});
const ReplyMarkSchema = z.object({ key: z.string(), index: z.number().int().min(0), messageId: z.string() });
const SentMarkSchema = z.union([PartMarkSchema, ReplyMarkSchema]);
type SentMark = z.infer<typeof SentMarkSchema>;

/** The sent journal is compacted once it holds more lines than this. */
export const COMPACT_AFTER_MARKS = 200;

/** Whether a mark says that reply `index` of its key is completely out; its message id if so. */
function replyDone(m: SentMark): string | null {
  if (!("part" in m)) return m.messageId;
  return m.last && m.messageId !== undefined ? m.messageId : null;
}

/** How many distinct reply parts of a key the channel confirmed, by the journal (pure). */
export function confirmedParts(marks: SentMark[], key: string): number {
  const seen = new Set<string>();
  for (const m of marks) {
    if (m.key !== key || m.messageId === undefined) continue;
    // An older journal's whole-reply line counts as its reply's first part.
    seen.add(`${m.index}:${"part" in m ? m.part : 0}`);
  }
  return seen.size;
}

/**
 * Count a try of an entry that is beginning (pure; mutates the entry): a try since which more
 * reply parts went out than before it made progress, so the tries before it no longer count.
 * Returns whether the entry is given up (more than MAX_ATTEMPTS tries in a row without progress).
 */
export function countAttempt(entry: InboxEntry, confirmed: number): boolean {
  if (confirmed > (entry.confirmed ?? 0)) {
    entry.confirmed = confirmed;
    entry.attempts = 0;
  }
  entry.attempts += 1;
  return entry.attempts > MAX_ATTEMPTS;
}

/** The replies delivered for each key, from the entries and the journal (pure). */
export function mergeSent(entries: InboxEntry[], marks: SentMark[]): void {
  for (const m of marks) {
    const id = replyDone(m);
    if (id === null) continue;
    const entry = entries.find((e) => e.key === m.key);
    if (entry && entry.sent.length === m.index) entry.sent.push(id);
  }
}

/**
 * What an earlier run left of each reply of one key (pure): the parts the channel confirmed, and
 * the first part that was on its way without a confirmation, with the position of each try of it
 * in journal order (which of them to search from is the channel's to say).
 */
export function earlierReplies(marks: SentMark[], key: string): Map<number, ReplyRecord> {
  const byIndex = new Map<number, { sent: Map<number, string>; sending: Map<number, string[]>; tries: Map<number, number> }>();
  for (const m of marks) {
    if (m.key !== key || !("part" in m)) continue;
    const r = byIndex.get(m.index) ?? { sent: new Map(), sending: new Map(), tries: new Map() };
    byIndex.set(m.index, r);
    // Tries that went out minus those the channel refused: above zero, one may have arrived.
    const tries = r.tries.get(m.part) ?? 0;
    if (m.messageId !== undefined) r.sent.set(m.part, m.messageId);
    else if (m.unsent) r.tries.set(m.part, tries - 1);
    else if (m.after !== undefined) {
      r.tries.set(m.part, tries + 1);
      r.sending.set(m.part, [...(r.sending.get(m.part) ?? []), String(m.after)]);
    }
  }
  const out = new Map<number, ReplyRecord>();
  for (const [index, r] of byIndex) {
    const parts: string[] = [];
    while (r.sent.has(parts.length)) parts.push(r.sent.get(parts.length)!);
    const positions = (r.tries.get(parts.length) ?? 0) > 0 ? r.sending.get(parts.length) : undefined;
    out.set(index, { parts, ...(positions !== undefined ? { inDoubt: { part: parts.length, positions } } : {}) });
  }
  return out;
}

/**
 * One owner's inbox: the `inbox` document (entries, transactional) and the `inbox-sent` journal.
 * The Bot API has no idempotency key, so the journal brackets every part of a reply: a line before
 * it goes out and a line the instant Telegram confirms it. On the files backend each line is one
 * synchronous append made before any other work of the process runs, so a crash can leave a
 * delivered part unconfirmed only in the instant between Telegram's answer reaching ZOE and that
 * append; the "about to go out" line lets the next run tell that case from a part never sent
 * (the channel then looks for it instead of sending it again, see `ReplyJournal`).
 * The journal is compacted: lines of keys that are done are folded into `inbox` and dropped.
 */
export class Inbox {
  private readonly file: Document<InboxFile>;
  private readonly sentLog: AppendLog<SentMark>;
  /** Journal appends not yet settled (a networked backend): awaited before reading the journal. */
  private readonly noting = new Set<Promise<void>>();

  constructor(space: Space) {
    // Hot: written when an update arrives, when its turn begins and when it is done.
    this.file = space.document({ name: "inbox", schema: InboxFileSchema, initial: () => ({ version: 1 as const, entries: [], done: [] }), hot: true });
    this.sentLog = space.log({ name: "inbox-sent", schema: SentMarkSchema });
  }

  /**
   * Append a journal line now (synchronously on the files backend). The promise settles once the
   * line is stored (never rejects).
   */
  private note(mark: SentMark): Promise<void> {
    const p = this.sentLog.append(mark).catch(() => {
      // Not noted: at worst the next run sends this part again. A failing disk shows in the
      // inbox document's own writes, which do report.
    });
    this.noting.add(p);
    void p.finally(() => this.noting.delete(p));
    return p;
  }

  private async marksOf(key?: string): Promise<SentMark[]> {
    await Promise.all([...this.noting]);
    const all = await this.sentLog.readAll();
    return key === undefined ? all : all.filter((m) => m.key === key);
  }

  /** Record events durably (one write for the batch). Known keys are left as they are. */
  async receive(events: StoredEvent[], now: Date): Promise<void> {
    const stored = await this.file.read();
    if (events.every((ev) => knows(stored, ev.key))) return;
    await this.file.update((f) => {
      receiveInto(f, events, now);
      prune(f, now);
    });
  }

  /** Start handling a key (recording it first if the channel did not): counts the attempt. */
  async begin(event: StoredEvent, now: Date): Promise<BeginResult> {
    const all = await this.marksOf();
    const marks = all.filter((m) => m.key === event.key);
    return this.file.update((f): BeginResult => {
      const done = f.done.find((d) => d.key === event.key);
      if (done) return { state: "done", entry: deepCopy(done) };
      receiveInto(f, [event], now);
      mergeSent(f.entries, marks);
      const entry = f.entries.find((e) => e.key === event.key)!;
      if (entry.doneAt !== null) return { state: "done", entry: { key: entry.key, doneAt: entry.doneAt, sent: [...entry.sent] } };
      if (countAttempt(entry, confirmedParts(marks, event.key))) return { state: "poison", entry: deepCopy(entry) };
      const earlier = earlierReplies(marks, event.key);
      if ([...earlier.values()].some((r) => r.inDoubt)) {
        // Whatever else is known to be out is not the part in doubt (the channel's search skips it).
        const noted = new Set([...f.entries.flatMap((e) => e.sent), ...f.done.flatMap((d) => d.sent), ...all.flatMap((m) => (m.messageId !== undefined ? [m.messageId] : []))]);
        for (const r of earlier.values()) if (r.inDoubt) r.noted = [...noted];
      }
      return { state: "new", entry: deepCopy(entry), earlier };
    });
  }

  /**
   * The journal for reply number `index` of a key, handed to the channel with the reply: what an
   * earlier run delivered of it, and where to note each part (synchronously) as it goes out.
   */
  journal(key: string, index: number, earlier?: ReplyRecord): ReplyJournal & { complete(): boolean } {
    let complete = false;
    return {
      ...(earlier ? { earlier } : {}),
      sending: (part, position) => this.note({ key, index, part, after: storedPosition(position) }),
      unsent: (part) => void this.note({ key, index, part, unsent: true }),
      sent: (part, messageId, last) => {
        void this.note({ key, index, part, messageId, ...(last ? { last: true } : {}) });
        if (last) complete = true;
      },
      complete: () => complete,
    };
  }

  /** Note reply number `index` of a key as delivered (for a channel that does not keep the journal). */
  async markSent(key: string, index: number, messageId: string): Promise<void> {
    void this.note({ key, index, messageId });
    await Promise.all([...this.noting]);
  }

  /** Handling ended without a crash but could not finish (a reply not delivered yet): not an attempt. */
  async release(key: string): Promise<void> {
    await this.file.update((f) => {
      const entry = f.entries.find((e) => e.key === key);
      if (entry && entry.attempts > 0) entry.attempts -= 1;
    });
  }

  /**
   * Its replies could not be delivered yet: not an attempt (as `release`), and not to be tried
   * again before `retryAt`. Kept in the entry, so a restart or another instance honours it.
   */
  async defer(key: string, retryAt: Date): Promise<void> {
    await this.file.update((f) => {
      const entry = f.entries.find((e) => e.key === key);
      if (!entry) return;
      if (entry.attempts > 0) entry.attempts -= 1;
      entry.retries = (entry.retries ?? 0) + 1;
      entry.retryAt = retryAt.toISOString();
    });
  }

  /** The key is handled: its replies are out. Compacts the journal once it has grown. */
  async finish(key: string, now: Date): Promise<void> {
    const all = await this.marksOf();
    const marks = all.filter((m) => m.key === key);
    await this.file.update((f) => {
      mergeSent(f.entries, marks);
      finishInto(f, key, now);
      prune(f, now);
    });
    if (all.length > COMPACT_AFTER_MARKS) await this.compact();
  }

  /**
   * Drop the journal lines no re-run can need: those of keys that are done (their deliveries are
   * folded into the entry) or no longer in the inbox at all. A key's entry is committed before
   * its first journal line, so a key missing from the inbox that had lines before the inbox was
   * read was pruned, while one whose lines came after is new and kept. Returns lines dropped.
   */
  async compact(): Promise<number> {
    const before = new Set((await this.marksOf()).map((m) => m.key));
    const f = await this.file.read();
    const state = new Map([...f.done.map((d) => [d.key, "done"] as const), ...f.entries.map((e) => [e.key, e.doneAt === null ? "pending" : "done"] as const)]);
    return this.sentLog.retain((m) => {
      const s = state.get(m.key);
      return s === "pending" || (s === undefined && !before.has(m.key));
    });
  }

  /** Entries not yet done, oldest first. */
  async pending(): Promise<InboxEntry[]> {
    const f = await this.file.read();
    return f.entries.filter((e) => e.doneAt === null).sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt));
  }

  /** Every entry, pending ones whole and done ones slim (for tests and diagnostics). */
  async all(): Promise<Array<InboxEntry | DoneEntry>> {
    const f = await this.file.read();
    return deepCopy([...f.entries, ...f.done]);
  }
}
