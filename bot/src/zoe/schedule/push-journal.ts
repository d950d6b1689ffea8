/**
 * The "going out" journal of scheduled pushes (briefs, follow-ups, reflections, draft notices),
 * the push side of the inbox's reply journal: the Bot API has no idempotency key, so each part of
 * a push sent for a scheduled slot is bracketed in the owner's `push-sent` log, a line (with the
 * whole push and the chat it goes to) before it goes out and a line the instant the channel
 * confirms it. A run of the same slot after a crash, a lease that ran out or a failed write (on
 * this instance or another) finds those lines under the slot's key: a confirmed push is recorded
 * as it was sent, not sent again;
 * a push in doubt is looked for in the chat (the channel's search, see `ReplyJournal`) and sent
 * again only when it is surely not there: when the search cannot tell, it is withheld (a line
 * says so) and never sent again, since a push is said once or not at all; it is recorded among
 * the owner's pushes all the same, unconfirmed, under its journal key (tick/pushes.ts): said, for
 * the no-repeat guards, and one record with the sender's own if that sender hears back late. The
 * journal keys by the slot's claim key and the push's number in that run: the scheduler hands each job run a
 * `SlotPushes` (the key, its lease's guard) and the job passes it to `Zoe.push` with each push.
 * Once the push is recorded among the owner's pushes a last line says so: a run of a job with no
 * claimed slot (GitHub, the calendar: each run has a key of its own) that died between the send and
 * that line is found by `unfinishedRun`, and the next run of the job finishes it under its key. It
 * is passed by hand, not held in an AsyncLocalStorage, because an active store turns promise hooks
 * on for the whole process (Node 20 and 22), and every promise of a replay paid for them.
 * Must never: send a push again that Telegram confirmed for a slot, or lose the line that says a
 * push was about to go out (it is stored before the send; a networked backend awaits it).
 */
import { z } from "zod";
import { AddressSchema, type ReplyJournal, type ReplyRecord } from "../channels/index.ts";
import { PUSH_KINDS } from "../tick/index.ts";
import { earlierReplies, PositionSchema, storedPosition } from "../conversation/index.ts";
import type { AppendLog, Space } from "../storage/index.ts";

/** A push as it was about to go out: what is needed to record it later, or look for it. */
export const PushDraftSchema = z.object({
  text: z.string(),
  buttons: z.array(z.array(z.object({ label: z.string(), data: z.string() }))).optional(),
  kind: z.enum(PUSH_KINDS),
  threadId: z.string().nullable(),
  subject: z.string(),
  reason: z.string(),
  score: z.number().nullable(),
  threshold: z.number().nullable(),
  /**
   * The chat it went to, so a later run looks for it there and finishes it there (absent in a
   * journal from before addresses: the owner's chat on the one channel there was).
   */
  to: AddressSchema.optional(),
});
export type PushDraft = z.infer<typeof PushDraftSchema>;

/**
 * One line: `{key, part, after, draft?}` part `part` is about to go out (`after`: the channel's
 * position then, see `ReplyJournal.sending`; part 0 carries the whole push, with its address);
 * `{key, part, messageId, last?}` the channel confirmed it; `{key, part, unsent}` the channel
 * refused it (it did not go out); `{key, part, withheld}` it was in doubt and the chat could not
 * tell: it is never sent again; `{key, part: 0, recorded}` it is recorded among the owner's pushes.
 */
const PushMarkSchema = z.object({
  key: z.string(),
  part: z.number().int().min(0),
  at: z.string(),
  after: PositionSchema.optional(),
  messageId: z.string().optional(),
  last: z.boolean().optional(),
  unsent: z.boolean().optional(),
  withheld: z.boolean().optional(),
  /** The push is recorded among the owner's pushes: nothing of it is left to finish. */
  recorded: z.boolean().optional(),
  draft: PushDraftSchema.optional(),
});
type PushMark = z.infer<typeof PushMarkSchema>;

/** Lines older than this are dropped when the journal is compacted: no slot is retried that late. */
export const KEEP_PUSH_MARKS_MS = 2 * 24 * 3_600_000;
/** The journal is compacted once it holds more lines than this. */
export const COMPACT_PUSH_MARKS = 200;

/** What an earlier run of a slot left of one push (pure): its parts and the push as first written. */
export interface EarlierPush {
  record: ReplyRecord;
  /** The push that went (or may have gone) out; null when nothing of it can have reached the owner. */
  draft: PushDraft | null;
  /** An earlier run could not tell whether it had reached the owner and decided not to send it again. */
  withheld: boolean;
  /** It is recorded among the owner's pushes (a journal from before this line: never). */
  recorded: boolean;
  /** When the latest attempt at it went out (its "going out" line), when `draft` is set. */
  sentAt: string | null;
}

/** The earlier run's state of push `key` (pure). */
export function earlierPush(marks: PushMark[], key: string): EarlierPush {
  const mine = marks.filter((m) => m.key === key);
  const record = earlierReplies(
    mine.map((m) => ({ ...m, index: 0 })),
    key,
  ).get(0) ?? { parts: [] };
  let draft: PushDraft | null = null;
  let sentAt: string | null = null;
  for (const m of mine) {
    if (m.part === 0 && m.draft) {
      draft = m.draft; // the latest attempt's push
      sentAt = m.at;
    }
  }
  const reached = record.parts.length > 0 || record.inDoubt !== undefined;
  return { record, draft: reached ? draft : null, withheld: mine.some((m) => m.withheld === true), recorded: mine.some((m) => m.recorded === true), sentAt: reached ? sentAt : null };
}

/** How long after its last line an unfinished push of a run with no claimed slot is still finished. */
export const RESUME_WITHIN_MS = 3_600_000;

/**
 * The run key (without `#n`) of the oldest push, under one of `prefixes`, that went out or may
 * have and is not recorded among the owner's pushes (pure): a run that died between the send and
 * the record, or that withheld it and could not record it (the next run records it, sends
 * nothing). `recordedIds`: message ids of the owner's recorded pushes (a journal from before the
 * `recorded` line). Only pushes whose last line is at least `minAgeMs` old
 * (a live instance's run on a shared database finishes its own) and at most RESUME_WITHIN_MS.
 */
export function unfinishedRun(marks: PushMark[], prefixes: readonly string[], now: Date, minAgeMs: number, recordedIds: ReadonlySet<string>): string | null {
  const lastAt = new Map<string, number>();
  for (const m of marks) if (prefixes.some((p) => m.key.startsWith(p))) lastAt.set(m.key, Math.max(lastAt.get(m.key) ?? 0, Date.parse(m.at)));
  let best: { run: string; at: number } | null = null;
  for (const [key, at] of lastAt) {
    const age = now.getTime() - at;
    if (age < minAgeMs || age > RESUME_WITHIN_MS) continue;
    const e = earlierPush(marks, key);
    // A withheld push is finished once it is recorded (unconfirmed): until then a later run must
    // record it, or its subject is unsaid for the no-repeat guards.
    if (!e.draft || e.recorded || (!e.withheld && e.record.parts.some((id) => recordedIds.has(id)))) continue;
    const run = key.replace(/#\d+$/, "");
    if (!best || at < best.at) best = { run, at };
  }
  return best?.run ?? null;
}

/** Throws when the slot being run is no longer this run's (schedule/slot-lease.ts): nothing may go out. */
export type SlotGuard = () => Promise<void>;

/**
 * The pushes of one run of a scheduled slot: each push the run makes is journaled under the slot's
 * claim key and its number in the run (`${key}#0`, `#1`, …), and with `guard` (a leased claim)
 * each part of it goes out only after the guard confirmed the claim. A push given none (made
 * outside a scheduled run) is not journaled.
 */
export class SlotPushes {
  private made = 0;

  /** `key`: the slot's claim key; `guard`: its lease's, when the claim is leased. */
  constructor(
    readonly key: string,
    readonly guard: SlotGuard | null = null,
  ) {}

  /** The journal key of the run's push number `n` (0: its first). */
  keyOf(n: number): string {
    return `${this.key}#${n}`;
  }

  /** The run's next push: its journal key and the slot's guard. */
  next(): { key: string; guard: SlotGuard | null } {
    return { key: this.keyOf(this.made++), guard: this.guard };
  }
}

/** One owner's push journal (the `push-sent` log). */
export class PushJournal {
  private readonly log: AppendLog<PushMark>;
  /** Appends not yet settled (a networked backend): awaited before reading the journal. */
  private readonly noting = new Set<Promise<void>>();

  constructor(space: Space) {
    this.log = space.log({ name: "push-sent", schema: PushMarkSchema });
  }

  private note(mark: PushMark, strict = false): Promise<void> {
    const stored = this.log.append(mark);
    // A confirmation that cannot be stored leaves the push in doubt: it is looked for, not lost.
    const p = strict ? stored : stored.catch(() => undefined);
    const settled = p.catch(() => undefined);
    this.noting.add(settled);
    void settled.finally(() => this.noting.delete(settled));
    return p;
  }

  /** What earlier runs left of push `key`. */
  async earlier(key: string): Promise<EarlierPush> {
    await Promise.all([...this.noting]);
    return earlierPush(await this.log.readAll(), key);
  }

  /**
   * The journal handed to the channel with push `key`: `earlier` (parts to skip, a part to look
   * for), `known` (ids of messages storage knows in the chat, see `ReplyJournal.known`). The
   * "going out" line must be stored before the send: if it cannot be, the send does not happen.
   * With `guard` (the slot's lease), neither happens unless the guard confirms the slot is still
   * this run's: a run that lost its slot to another instance sends nothing.
   */
  journal(key: string, draft: PushDraft, at: Date, earlier: ReplyRecord | undefined, known: string[], guard: SlotGuard | null = null): ReplyJournal & { complete(): boolean } {
    let complete = false;
    const stamp = at.toISOString();
    return {
      ...(earlier ? { earlier } : {}),
      known,
      push: true,
      sending: async (part, position) => {
        await guard?.();
        await this.note({ key, part, at: stamp, after: storedPosition(position), ...(part === 0 ? { draft } : {}) }, true);
      },
      unsent: (part) => void this.note({ key, part, at: stamp, unsent: true }),
      sent: (part, messageId, last) => {
        void this.note({ key, part, at: stamp, messageId, ...(last ? { last: true } : {}) });
        if (last) complete = true;
      },
      complete: () => complete,
    };
  }

  /** Note that part `part` of push `key`, in doubt, is not sent again (the decision, kept for later runs). */
  async withhold(key: string, part: number, at: Date): Promise<void> {
    await this.note({ key, part, at: at.toISOString(), withheld: true });
  }

  /** Note that push `key` is recorded among the owner's pushes: no later run finishes it. */
  async recorded(key: string, at: Date): Promise<void> {
    await this.note({ key, part: 0, at: at.toISOString(), recorded: true });
  }

  /** `unfinishedRun` over this journal. */
  async unfinished(prefixes: readonly string[], now: Date, minAgeMs: number, recordedIds: ReadonlySet<string>): Promise<string | null> {
    await Promise.all([...this.noting]);
    return unfinishedRun(await this.log.readAll(), prefixes, now, minAgeMs, recordedIds);
  }

  /** Note push `key` as delivered (a channel that does not keep the journal). */
  async markSent(key: string, messageId: string, at: Date): Promise<void> {
    await this.note({ key, part: 0, at: at.toISOString(), messageId, last: true });
  }

  /** Drop lines older than KEEP_PUSH_MARKS_MS once the journal has grown; returns lines dropped. */
  async compact(now: Date): Promise<number> {
    await Promise.all([...this.noting]);
    const all = await this.log.readAll();
    if (all.length <= COMPACT_PUSH_MARKS) return 0;
    const oldest = now.getTime() - KEEP_PUSH_MARKS_MS;
    return this.log.retain((m) => Date.parse(m.at) >= oldest);
  }
}
