/**
 * The conversational brain: one turn = the owner's message (plus what it answers) -> prompt from
 * memory, recent turns and open threads -> the main model's `respond` answer -> memory and thread
 * operations applied -> one reply. A photo the owner sent is fetched and shown to the main model
 * with their words, for this turn only (conversation/photo.ts). Without a model (or when it keeps
 * failing) it answers honestly in offline mode and still captures commitments with a conservative
 * heuristic; without a model it also keeps a fact the owner asks it to remember (conversation/offline-memory.ts).
 * Must never: lose the reply (an invalid op is dropped, the reply is always delivered), let the
 * model edit the persona, keep a photo's bytes past the turn, apply more of one answer than
 * model/respond.ts's bounds without telling the owner what was left out, or change anything for
 * words the owner did not type (a forward, and in the owner's own turn a recalled note or
 * calendar entry) unless their own words asked for it (conversation/authorship.ts,
 * conversation/grounding.ts).
 */
import { randomUUID } from "node:crypto";
import type { Clock } from "../base/clock.ts";
import { extractCommitments, extractFollowUpReminder, repeatAsked, repeatRule, type RepeatRule } from "../threads/index.ts";
import { t, type Locale } from "../lang/index.ts";
import { extractGoals } from "../goals/index.ts";
import { applyGoalOps, type AnyGoalOp, type GoalOutcome } from "../goals/index.ts";
import type { Logger } from "../base/log.ts";
import { counters } from "../base/metrics.ts";
import { ModelUnavailableError, type ModelClient } from "../model/index.ts";
import { MAX_REPLY_CHARS, parseRespond, RESPOND_TOOL, type ThresholdOp, type GoalOp, type KeyDecision, type ThreadOp } from "../model/index.ts";
import type { OwnerContext } from "../owner.ts";
import { buildPrompt, evidence as promptEvidence } from "./prompt.ts";
import { asksWhatZoeIsUpTo, offlineIntents, offlineSmallTalk, withoutGateEcho } from "./offline-intents.ts";
import { offlineMemoryNote } from "./offline-memory.ts";
import { SECRET_PLACEHOLDER } from "./secrets.ts";
import { applyOps, type OpOutcome } from "../threads/index.ts";
import { sortForDisplay, type Thread } from "../threads/index.ts";
import { linkSignals } from "../base/signals.ts";
import { authority } from "./authorship.ts";
import { groundedOps } from "./grounding.ts";
import { turnSource, type Turn } from "../memory/index.ts";
import type { MediaNote } from "../channels/index.ts";
import type { ModelImage } from "../model/index.ts";
import { attachmentEvidence } from "./media.ts";
import { lookAtPhoto, MAX_PHOTO_MB, type FileFetcher, type PhotoRefusal } from "./photo.ts";
import type { StringKey } from "../lang/index.ts";

/** What the owner reads when a photo they sent could not be looked at. */
const PHOTO_REFUSED: Record<PhotoRefusal, StringKey> = { "too big": "photo.tooBig", "not an image": "photo.notImage", unavailable: "photo.unavailable" };

/** Earlier turns whose words are neither the owner's nor ZOE's own: evidence a change may not rest on alone. */
const OUTSIDE: ReadonlySet<string> = new Set(["recall", "calendar"]);

export interface TurnInput {
  text: string;
  forwardedFrom?: string;
  /** The inbound event's idempotency key: a turn handled again records and applies nothing twice. */
  key?: string;
  /** What this message answers, when known (a push, a thread). */
  about?: { thread?: Thread; pushText?: string };
  /** Media the text is the caption of: its label ("a photo") and the evidence line for the model. */
  attachment?: { label: string; evidence: string };
  /**
   * A photo the main model may be shown (conversation/photo.ts): the channel's reference to it and
   * how to fetch it for this turn. Fetched under the turn's deadline, shown once, kept nowhere.
   */
  photo?: { media: MediaNote; fetch: FileFetcher };
  /** The owner pressed the button under ZOE's answer to this forward: their own act, so it may change state. */
  confirmed?: boolean;
}

export interface TurnResult {
  reply: string;
  outcomes: OpOutcome[];
  /** Goal changes made in this turn (none when the turn made none). */
  goalOutcomes?: GoalOutcome[];
  offline: boolean;
  turnId: string;
  /** The model gave no usable answer (down, too late, or its output unreadable): the reply is a fallback, nothing was read from the message. */
  unread?: boolean;
}

/** Hooks for the layers built on the conversation (durable memory, the gate's tuning). */
export interface ConciergeHooks {
  /** Evidence blocks to add to the prompt (recall from the knowledge graph). Must not throw. */
  recall?: (owner: OwnerContext, text: string) => Promise<string[]>;
  /** Thread transitions, after they are stored. Must not block the reply. */
  onThreadOutcomes?: (owner: OwnerContext, outcomes: OpOutcome[]) => void;
  /** "quieter"/"louder" from the conversation; returns lines to add to the reply. */
  onGateOps?: (owner: OwnerContext, ops: ThresholdOp[], opKey: string | null) => Promise<string[]>;
  /** Goal transitions (set, achieved, dropped, undone), after they are stored. Must not block the reply. */
  onGoalOutcomes?: (owner: OwnerContext, outcomes: GoalOutcome[]) => void;
  /** Decisions the model marked as key. Must not block the reply. */
  onKeyDecisions?: (owner: OwnerContext, decisions: KeyDecision[], opKey: string | null) => void;
  /** Resolves once what the hooks above were handed for this owner is durably queued. Never rejects. */
  recorded?: (owner: OwnerContext) => Promise<void>;
}

export interface ConciergeDeps {
  model: ModelClient | null;
  clock: Clock;
  logger: Logger;
  timeZone: string;
  hooks?: ConciergeHooks;
  /** A turn's overall deadline across retries (default 25 s); past it the owner gets a short answer. */
  turnDeadlineMs?: number;
  /** Aborted when ZOE stops: a turn in flight ends at once without a reply (TurnStoppedError). */
  shutdown?: AbortSignal;
}

/** The offline replies in English (other languages: the string table). */
export const OFFLINE_REPLY = t("en", "offline.reply");
export const MODEL_DOWN_REPLY = t("en", "offline.modelDown");

export const DEADLINE_REPLY = t("en", "offline.deadline");
export const KEY_REJECTED_REPLY = t("en", "offline.keyRejected");

/** How long a chat turn may take, retries included, before the owner gets a short answer. */
export const DEFAULT_TURN_DEADLINE_MS = 25_000;

/** The turn was cut short because ZOE is stopping: nothing is sent, the message stays in the inbox. */
export class TurnStoppedError extends Error {
  override name = "TurnStoppedError";
  constructor() {
    super("ZOE is stopping; the turn is left for the next start");
  }
}

/**
 * Whether a message says anything: something besides spaces, control and invisible format
 * characters (zero-width spaces, joiners, a byte-order mark). What is left of a message of control
 * characters once the channel cleaned it is not a question for the model: a real API answers an
 * empty message with 400, and the owner read "my language model isn't answering".
 */
export function saysSomething(text: string): boolean {
  return /[^\s\p{Cc}\p{Cf}]/u.test(text);
}

/** Settles like `p`, or rejects as soon as `signal` aborts (for work that cannot be aborted itself). */
function untilAborted<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ModelUnavailableError("turn deadline passed", { attempts: 0, aborted: true }));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export class Concierge {
  /** Owners told since start that ZOE runs without its model: the notice is said once, then ZOE just answers. */
  private readonly toldOffline = new WeakSet<OwnerContext>();

  constructor(private readonly deps: ConciergeDeps) {}

  get offline(): boolean {
    return this.deps.model === null;
  }

  /**
   * One conversational turn for an owner. With `send`, the reply goes out through it (told
   * whether the turn held changes back for want of the owner's word, so a button may offer them) while it is
   * stored among the recent turns, so the owner does not wait for that write; the turn resolves
   * once both are done and rejects with the send's error. A reply sent whose record failed is
   * not taken back: the failure is logged, and only later prompts miss that reply.
   */
  async turn(owner: OwnerContext, input: TurnInput, send?: (reply: string, held?: boolean, smallTalk?: boolean) => Promise<unknown>): Promise<TurnResult> {
    const { clock, logger } = this.deps;
    const now = clock.now();
    const turnId = input.key ? `turn:${input.key}` : randomUUID();
    // Handled again after a crash: this turn's own records are not "earlier conversation".
    const recent = (await owner.memory.recentTurns()).filter((t) => t.id !== turnId && t.id !== `${turnId}:reply`);
    // The owner's words are stored while the prompt is built and the model thinks (nothing below
    // reads the recent turns again); the turn goes on only once they are, before anything it
    // changes or says. A turn cut short meanwhile (a stop, a crash) is handled again from the
    // inbox, and the record is keyed by the turn.
    const ownerTurn = owner.memory.record({
      id: turnId,
      at: now.toISOString(),
      role: "owner",
      text: `${input.attachment ? `[${input.attachment.label}] ` : ""}${input.forwardedFrom ? `[forwarded from ${input.forwardedFrom}] ` : ""}${input.text}`,
      ...(input.forwardedFrom ? { source: "forwarded" as const, from: input.forwardedFrom } : { source: "owner" as const }),
      kind: "chat",
      threadId: input.about?.thread?.id ?? null,
    });
    ownerTurn.catch(() => undefined); // awaited below; a turn that throws before that must not leave it unobserved
    // Words the owner passed on inform the reply; they change nothing unless the owner asked.
    const may = input.confirmed ? ({ may: true, why: "confirmed" } as const) : authority(input, recent, now);
    /** Changes the answer asked for that this turn may not make (passed on, nobody asked). */
    let held = 0;
    /** Changes only the turn's evidence (recall, calendar) suggested: held for the owner's word. */
    let evidenceHeld = 0;

    let reply: string;
    let threadOps: ThreadOp[] = [];
    let gateOps: ThresholdOp[] = [];
    let goalOps: GoalOp[] = [];
    let offline = false;
    // The reply is the offline small talk (no request understood in the words).
    let smallTalk = false;
    /** The model answered nothing usable (see TurnResult.unread). */
    let unread = false;
    /** What the model's answer asked for beyond its bounds, told after the reply. */
    let leftOut: string[] = [];
    /** Said after the reply when the photo could not be looked at (the words were answered without it). */
    let photoRefused: string | null = null;
    const model = this.deps.model;
    if (this.deps.shutdown?.aborted) throw new TurnStoppedError();
    if (!input.attachment && !saysSomething(input.text)) {
      // Nothing to answer, nothing to track: a short question back, without the model.
      logger.info({ event: "empty_turn" }, "a message with no words; answered without the model");
      reply = t(owner.locale, "turn.empty");
    } else if (model) {
      // One deadline for the whole turn (recall, every retry); a stop ends it at once. Real time:
      // it bounds how long the owner waits, whatever clock the decisions run on.
      const deadline = AbortSignal.timeout(this.deps.turnDeadlineMs ?? DEFAULT_TURN_DEADLINE_MS);
      const linked = this.deps.shutdown ? linkSignals([deadline, this.deps.shutdown]) : null;
      const signal = linked?.signal ?? deadline;
      try {
        // The photo first: fetched and checked under the turn's deadline, held in memory for this call.
        const look = input.photo ? await untilAborted(lookAtPhoto(input.photo.fetch, input.photo.media, signal), signal) : null;
        let image: ModelImage | undefined;
        if (look?.ok) {
          image = look.image;
          logger.info({ event: "photo_shown", bytes: look.bytes, mediaType: look.image.mediaType }, "a photo goes to the model with this turn");
        } else if (look) {
          photoRefused = t(owner.locale, PHOTO_REFUSED[look.why], { max: String(MAX_PHOTO_MB) });
          logger.warn({ event: "photo_refused", why: look.why, ...(look.detail ? { detail: look.detail } : {}) }, "a photo could not be looked at; its words are answered without it");
        }
        if (photoRefused !== null && !saysSomething(input.text)) {
          // A photo without words that could not be looked at: nothing else to answer.
          reply = photoRefused;
          photoRefused = null;
        } else {
          const [blocks, threads, goals, evidence] = await untilAborted(
            Promise.all([
              owner.memory.blocks(),
              owner.threads.live(),
              owner.goals.open(),
              this.deps.hooks?.recall?.(owner, input.text).catch(() => []) ?? Promise.resolve([]),
            ]),
            signal,
          );
          const prompt = buildPrompt({
            blocks,
            recent,
            threads: sortForDisplay(threads),
            goals,
            now,
            timeZone: this.deps.timeZone,
            text: input.text,
            forwardedFrom: input.forwardedFrom,
            mayAct: may.may,
            about: input.about,
            extraEvidence: input.attachment
              ? [promptEvidence("attachment", image && input.photo ? attachmentEvidence(input.photo.media, true) : input.attachment.evidence), ...evidence]
              : evidence,
            withPhoto: image !== undefined,
            locale: owner.locale,
          });
          const resp = await model.call({
            role: "main",
            purpose: "concierge",
            system: { stable: prompt.stable, dynamic: prompt.dynamic },
            messages: prompt.messages,
            ...(image ? { image } : {}),
            tools: [RESPOND_TOOL],
            toolChoice: { type: "tool", name: RESPOND_TOOL.name },
            maxTokens: 1500,
            signal,
          });
          // An answer that arrives after the deadline is discarded: the owner has the short one.
          if (signal.aborted) throw new ModelUnavailableError("the answer came after the turn deadline", { attempts: 1, aborted: true });
          const parsed = parseRespond(resp, t(owner.locale, "respond.lost"));
          unread = parsed.dropped.some((d) => d.field === "reply");
          for (const d of parsed.dropped) {
            counters.inc("respond.dropped_op");
            logger.warn({ event: "dropped_op", field: d.field, index: d.index, error: d.error }, "dropped an invalid operation from the model");
          }
          for (const c of parsed.capped) {
            counters.inc("respond.capped_ops");
            logger.warn({ event: "capped_ops", field: c.field, kept: c.kept, total: c.total }, "the model's answer had more operations of one kind than a turn makes");
          }
          if (parsed.cut) logger.warn({ event: "reply_cut", chars: MAX_REPLY_CHARS }, "the model's reply was too long and was cut");
          reply = parsed.cut ? `${parsed.reply}\n\n${t(owner.locale, "turn.cut")}` : parsed.reply;
          if (parsed.capped.length) {
            const sum = (k: "kept" | "total") => String(parsed.capped.reduce((n, c) => n + c[k], 0));
            leftOut = [t(owner.locale, "turn.opsCapped", { kept: sum("kept"), total: sum("total") })];
          }
          if (may.may) {
            // Recalled notes and calendar entries are evidence too: what they alone suggest is held.
            const outside = input.confirmed
              ? ""
              : [...evidence.map((e) => e.replace(/<\/?evidence[^>]*>/g, " ")), ...recent.filter((r) => OUTSIDE.has(turnSource(r).source)).map((r) => r.text)].join("\n");
            const named = new Map<string, string>([...threads.map((th) => [th.id, th.summary] as const), ...goals.map((gl) => [gl.id, gl.text] as const)]);
            const grounded = groundedOps(parsed, { owner: input.text, outside, aboutThread: input.about?.thread?.id, named });
            if (grounded.held) {
              evidenceHeld = grounded.held;
              logger.info({ event: "evidence_ops_held", ops: grounded.held }, "changes only recalled notes or calendar text suggested were held (the owner's words did not ask)");
            }
            const ops = grounded.kept;
            threadOps = ops.threadOps;
            gateOps = ops.gateOps;
            goalOps = ops.goalOps;
            let secretRefused = false;
            for (const op of ops.memoryOps) {
              const write = await owner.memory.apply(op);
              if (write.applied) continue;
              secretRefused = true;
              counters.inc("memory.secret_refused");
              logger.warn({ event: "memory_secret_refused", block: op.block, kinds: write.refused }, "refused a memory operation that carried a secret");
            }
            if (secretRefused) leftOut = [...leftOut, t(owner.locale, "memory.secretRefused")];
            if (ops.keyDecisions.length) this.deps.hooks?.onKeyDecisions?.(owner, ops.keyDecisions, input.key ? turnId : null);
          } else {
            held = parsed.threadOps.length + parsed.gateOps.length + parsed.goalOps.length + parsed.memoryOps.length + parsed.keyDecisions.length;
            if (held) logger.info({ event: "passed_on_ops_held", ops: held }, "a forwarded message's answer asked for changes; none made (the owner did not ask)");
          }
        }
      } catch (err) {
        if (!(err instanceof ModelUnavailableError)) throw err;
        if (this.deps.shutdown?.aborted) throw new TurnStoppedError();
        counters.inc("concierge.model_unavailable");
        const late = err.aborted || deadline.aborted;
        logger.warn(
          { event: late ? "turn_deadline" : "model_unavailable", status: err.status, attempts: err.attempts },
          late ? "the turn passed its deadline; answering offline" : "model unavailable for this turn; answering offline",
        );
        offline = true;
        unread = true;
        reply = t(owner.locale, late ? "offline.deadline" : err.keyRejected ? "offline.keyRejected" : "offline.modelDown");
        ({ threadOps, goalOps, held } = this.capture(input.text, owner, may.may, recent));
      } finally {
        linked?.dispose();
      }
    } else {
      offline = true;
      ({ threadOps, goalOps, held } = this.capture(input.text, owner, may.may, recent));
      // "Remember that …", "note to self: <a fact>": kept in memory as the model's memory operations are, the secret half first.
      const note = may.may && !input.forwardedFrom ? offlineMemoryNote(input.text, threadOps, goalOps.length, owner.locale) : null;
      if (note) threadOps = note.threadOps;
      const noted = note ? await this.rememberOffline(owner, note.fact) : null;
      // Without a model: "you message me too much", "stop reminding me about X" and useful small talk.
      const live = input.forwardedFrom ? [] : await owner.threads.live();
      const intents = input.forwardedFrom || noted ? null : offlineIntents(input.text, live, owner.locale);
      threadOps = [...withoutGateEcho(threadOps, input.text), ...(intents?.threadOps ?? [])];
      gateOps = intents?.gateOps ?? [];
      // "what are you up to?": answered as asked, before what is open.
      const upTo = asksWhatZoeIsUpTo(input.text) ? t(owner.locale, "small.upTo") : "";
      const lead = [this.toldOffline.has(owner) ? "" : t(owner.locale, "offline.reply"), upTo].filter(Boolean).join(" ");
      smallTalk = !intents?.notes.length && !noted;
      reply = noted ?? (intents?.notes.join(" ") || offlineSmallTalk(lead, live, now, this.deps.timeZone, recent.length, owner.locale));
    }
    await ownerTurn;

    // "remind me every day at 8 …": the repeat is read from the owner's own words, whoever wrote the ops.
    const repeat = threadOps.some((op) => op.op === "open" && op.reminder === true) ? repeatRule(input.text, owner.locale) : null;
    const outcomes = threadOps.length ? await this.applyThreadOps(owner, threadOps, turnId, input.key ?? null, repeat) : [];
    const goalOutcomes = goalOps.length ? await this.applyGoalOps(owner, goalOps, turnId) : [];
    // Offline, a captured commitment or goal (or a "be quieter") is the useful answer; the "no model"
    // notice would be noise, unless it says the key was rejected (that needs the owner's hand).
    const captured = outcomes.some((o) => o.ok) || goalOutcomes.some((o) => o.ok) || gateOps.length > 0;
    const lines = offline && captured && reply !== t(owner.locale, "offline.keyRejected") ? [] : [reply.trim()];
    if (!this.deps.model && lines.some((l) => l.startsWith(t(owner.locale, "offline.reply")))) this.toldOffline.add(owner);
    for (const o of outcomes) {
      const reopened = o.repeated === true && o.op === "open"; // the same turn handled again after a crash
      if (o.transition === "opened" || reopened || !o.ok || (offline && o.ok)) lines.push(o.message);
    }
    // A repeat ZOE does not keep ("every minute"): the first one is set, and ZOE says so rather than let the owner count on it.
    if (offline && outcomes.some((o) => o.ok && o.transition === "opened" && o.thread?.asked_reminder && !o.thread.repeat) && repeatAsked(input.text, owner.locale)) lines.push(t(owner.locale, "remind.once"));
    // Every goal change is confirmed (a set with its undo), as ZOE confirms tracked threads.
    for (const o of goalOutcomes) lines.push(o.message);
    if (gateOps.length && this.deps.hooks?.onGateOps) lines.push(...(await this.deps.hooks.onGateOps(owner, gateOps, input.key ? turnId : null)));
    if (photoRefused !== null) lines.push(photoRefused);
    lines.push(...leftOut);
    if (held) lines.push(t(owner.locale, "turn.forwardHeld"));
    if (evidenceHeld) lines.push(t(owner.locale, "turn.evidenceHeld", { n: String(evidenceHeld) }));
    const text = [...new Set(lines.filter(Boolean))].join("\n\n");
    const replyTurn = { id: `${turnId}:reply`, at: clock.now().toISOString(), role: "zoe" as const, text, kind: "chat" as const, threadId: null };
    if (!send) await owner.memory.record(replyTurn);
    else {
      // Offline small talk that changed nothing: ZOE understood no request in the words (the app may re-ask its question).
      const onlySmallTalk = smallTalk && !captured && outcomes.length === 0 && goalOutcomes.length === 0;
      const [sent, recorded] = await Promise.allSettled([send(text, held + evidenceHeld > 0, onlySmallTalk), owner.memory.record(replyTurn)]);
      if (sent.status === "rejected") throw sent.reason;
      if (recorded.status === "rejected") logger.error({ err: recorded.reason, event: "reply_record_failed" }, "sent a reply that could not be stored among the recent turns");
    }
    return { reply: text, outcomes, goalOutcomes, offline, turnId, ...(unread ? { unread } : {}) };
  }

  /**
   * A fact the owner asked ZOE to keep, without the model: appended to the `human` block through Memory.apply, as a
   * model's memory operation is, so a secret in it is refused (and counted) before anything is written. Returns what
   * the owner reads: "Noted: …", or why it was not kept.
   */
  private async rememberOffline(owner: OwnerContext, fact: string): Promise<string> {
    // A secret the channel already took out of the message ("the wifi password is [secret removed]") is refused as
    // the secret itself would be: a note of a password without it is no fact worth keeping.
    const write = fact.includes(SECRET_PLACEHOLDER) ? { applied: false as const, refused: ["removed"] } : await owner.memory.apply({ block: "human", op: "append", text: fact });
    if (write.applied) return t(owner.locale, "memory.noted", { fact });
    counters.inc("memory.secret_refused");
    this.deps.logger.warn({ event: "memory_secret_refused", block: "human", kinds: write.refused }, "refused an offline memory note that carried a secret");
    return t(owner.locale, "memory.secretRefused");
  }

  /**
   * What a turn without the model captures from its text (commitments, goals), or, when the
   * text may change nothing (passed on, nobody asked), how many it would have: none is applied.
   */
  private capture(text: string, owner: OwnerContext, may: boolean, recent: readonly Turn[]): { threadOps: ThreadOp[]; goalOps: GoalOp[]; held: number } {
    let threadOps = extractCommitments(text, owner.locale);
    // "and in 2 minutes the oven too" right after "remind me in 2 minutes about the pizza": a second reminder said in short.
    const follow = threadOps.length === 0 && afterReminder(recent, owner.locale) ? extractFollowUpReminder(text, owner.locale) : null;
    if (follow) threadOps = [follow];
    const goalOps = extractGoals(text, owner.locale);
    if (may) return { threadOps, goalOps, held: 0 };
    return { threadOps: [], goalOps: [], held: threadOps.length + goalOps.length };
  }

  /**
   * Resolves once the side effects the hooks were handed for this owner (durable-memory episodes)
   * are stored: the inbox waits for it before a turn counts as handled, so a crash cannot lose them.
   */
  async recorded(owner: OwnerContext): Promise<void> {
    await this.deps.hooks?.recorded?.(owner);
  }

  /** Apply goal ops in one store transaction and hand transitions to the hooks. */
  async applyGoalOps(owner: OwnerContext, ops: AnyGoalOp[], sourceTurn: string | null): Promise<GoalOutcome[]> {
    const outcomes = await owner.goals.transact((goals) => applyGoalOps(goals, ops, { now: this.deps.clock.now(), sourceTurn, locale: owner.locale }));
    for (const o of outcomes) {
      if (!o.ok) this.deps.logger.info({ event: "goal_op_unknown_id", op: o.op }, o.message);
    }
    // Repeated ops (a turn handled again) go too: what they caused may not have been recorded before the crash.
    const transitions = outcomes.filter((o) => o.ok && (o.transition || o.replayOf));
    if (transitions.length) this.deps.hooks?.onGoalOutcomes?.(owner, transitions);
    return outcomes;
  }

  /**
   * Apply thread ops in one store transaction and hand transitions to the hooks. `opKey` (the
   * inbound event's idempotency key) makes a second application of the same ops a no-op.
   */
  async applyThreadOps(owner: OwnerContext, ops: ThreadOp[], sourceTurn: string | null, opKey: string | null = null, repeat: RepeatRule | null = null): Promise<OpOutcome[]> {
    const settings = await owner.settings.get();
    const now = this.deps.clock.now();
    const outcomes = await applyOps(owner, ops, {
      now,
      timeZone: this.deps.timeZone,
      activeHours: settings.activeHours,
      sourceTurn,
      opKey,
      locale: owner.locale,
      repeat,
    });
    for (const o of outcomes) {
      if (!o.ok) this.deps.logger.info({ event: "thread_op_unknown_id", op: o.op }, o.message);
    }
    this.notifyThreadOutcomes(owner, outcomes);
    return outcomes;
  }

  /** Hand thread transitions made outside `applyThreadOps` (an untrack) to the same hooks. */
  notifyThreadOutcomes(owner: OwnerContext, outcomes: OpOutcome[]): void {
    // Repeated ops (a turn handled again) go too: what they caused may not have been recorded before the crash.
    const transitions = outcomes.filter((o) => o.ok && (o.transition || (o.repeated && o.opKey)));
    if (transitions.length) this.deps.hooks?.onThreadOutcomes?.(owner, transitions);
  }
}

/**
 * Whether the owner's last message asked for a reminder ("remind me in 2 minutes about the pizza"), or was itself one said
 * in short after one: only then is "and in 2 minutes the oven too" a request.
 */
function afterReminder(recent: readonly Turn[], locale: Locale): boolean {
  const last = [...recent].reverse().find((r) => r.role === "owner");
  if (!last || last.kind !== "chat" || turnSource(last).source !== "owner") return false;
  return extractCommitments(last.text, locale).some((op) => op.reminder) || extractFollowUpReminder(last.text, locale) !== null;
}
