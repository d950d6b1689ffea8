/**
 * The ack contract for follow-ups: every nudge carries Done / Not yet / Snooze / Stop reminding,
 * a reminder the owner asked for Done / Snooze, a decision question Reschedule / Drop / Break it
 * down, and a short text reply to a nudge or reminder ("done", "not yet", "snooze until monday",
 * "stop reminding me") does the same as the button.
 * Every transition goes through the concierge's `applyThreadOps`, so durable memory hears of it;
 * the rest (a reply received, a reschedule's fresh snooze count) through threads/transitions.ts, the one
 * module that changes a thread.
 * Owner activity marks recent pushes answered (the self-throttle reads that) and wakes a resting
 * thread the owner mentions.
 * Must never: change anything on a stale, foreign or malformed button; read a long or ambiguous
 * reply as an ack (it goes to the concierge with the thread as context instead).
 */
import { randomUUID } from "node:crypto";
import type { ButtonContext, Feature, TextContext, Zoe } from "../app.ts";
import type { Button, Conversation, Inbound } from "../channels/index.ts";
import { MINUTE } from "../base/clock.ts";
import type { TurnInput, TurnResult } from "../conversation/index.ts";
import { formatDue, namesExactTime, namesTimeOfDay, resolveDue } from "./due.ts";
import { pack, t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import { classifyReply, CONFIDENT, type ReplyAction } from "./reply.ts";
import type { ThreadOp } from "../model/index.ts";
import type { OwnerContext } from "../owner.ts";
import type { Push, PushKind } from "../tick/index.ts";
import { replyReceived, resetSnoozes, type OpOutcome } from "./transitions.ts";
import { isLive, type Thread } from "./store.ts";
import { laterForNearReminder, laterToday, parseMoveData, parseSnoozeData, pickDayButtons, snoozeButtons } from "./snooze-choices.ts";
// A cycle (closing.ts asks this module for its button data), harmless: neither uses the other at load time.
import { doneElsewhere, doneOfClosed, keptHour, moveRequest, refreshListing, stopElsewhere, summaryOverlap } from "./closing.ts";
import { extractCommitments } from "./capture.ts";

/** Callback data of every thread button starts with this. */
export const ACK_PREFIX = "t:";
/** A push counts as answered by the owner's next message within this window. */
export const REPLY_WINDOW_MS = 30 * MINUTE;
/** How long a "When should it be due?" question waits for its answer. */
export const RESCHEDULE_WINDOW_MS = 30 * MINUTE;

/** What a thread button does. */
export type AckButtonAction = "done" | "not_yet" | "snooze" | "stop" | "reschedule" | "breakdown";

const CODE: Record<AckButtonAction, string> = {
  done: "d",
  not_yet: "n",
  snooze: "s",
  stop: "x",
  reschedule: "r",
  breakdown: "b",
};
const ACTION_OF: Record<string, AckButtonAction> = Object.fromEntries(Object.entries(CODE).map(([a, c]) => [c, a as AckButtonAction]));

const THREAD_ID = /^th-[a-z0-9]{4,8}$/;
const DATA = /^t:([dnsxrb]):(th-[a-z0-9]{4,8})$/;

/** The kinds of push about one thread that carry ack buttons (a delivered one counts as a follow-up on it). */
export const THREAD_PUSH_KINDS: ReadonlySet<PushKind> = new Set<PushKind>(["nudge", "decision", "reminder", "snoozed", "github_done"]);

/** Callback data for a thread button, e.g. `t:d:th-ab12` (at most 15 bytes, far below Telegram's 64). */
export function ackData(action: AckButtonAction, threadId: string): string {
  if (!THREAD_ID.test(threadId)) throw new Error(`not a thread id: ${threadId}`);
  return `${ACK_PREFIX}${CODE[action]}:${threadId}`;
}

/** Read thread-button callback data; null for anything malformed. */
export function parseAckData(data: string): { action: AckButtonAction; threadId: string } | null {
  const m = DATA.exec(data);
  if (!m) return null;
  const action = ACTION_OF[m[1]!];
  return action ? { action, threadId: m[2]! } : null;
}

/** The buttons every nudge carries, in the owner's language. */
export function nudgeButtons(threadId: string, locale: Locale = "en"): Button[][] {
  return [
    [
      { label: t(locale, "btn.done"), data: ackData("done", threadId) },
      { label: t(locale, "btn.notYet"), data: ackData("not_yet", threadId) },
    ],
    [
      { label: t(locale, "btn.snooze"), data: ackData("snooze", threadId) },
      { label: t(locale, "btn.stop"), data: ackData("stop", threadId) },
    ],
  ];
}

/** The buttons of a reminder the owner asked for: it reminds, so there is nothing to say "not yet" to. */
export function reminderButtons(threadId: string, locale: Locale = "en"): Button[][] {
  return [
    [
      { label: t(locale, "btn.done"), data: ackData("done", threadId) },
      { label: t(locale, "btn.snooze"), data: ackData("snooze", threadId) },
    ],
  ];
}

/** The buttons of a decision question ("reschedule, drop, or break it down?"). */
export function decisionButtons(threadId: string, locale: Locale = "en"): Button[][] {
  return [
    [
      { label: t(locale, "btn.reschedule"), data: ackData("reschedule", threadId) },
      { label: t(locale, "btn.drop"), data: ackData("stop", threadId) },
    ],
    [{ label: t(locale, "btn.breakdown"), data: ackData("breakdown", threadId) }],
  ];
}

// --- text replies -----------------------------------------------------------------------------

/** What a short text reply to a nudge means. `until` is a due phrase for resolveDue. */
export type AckReply = { action: "done" | "not_yet" | "snooze" | "stop"; until?: string };

/**
 * A reply read as one sure ack, in the shape the buttons use, or null (unsure, a question, other
 * talk, or a reply to a decision). A thin view of the reply classifier (threads/reply.ts), which also
 * reads compound replies, decisions and other languages.
 */
export function classifyAckReply(text: string, locale?: Locale): AckReply | null {
  const r = classifyReply(text, { kind: "nudge", ...(locale ? { locale } : {}) });
  if (r.intent !== "ack" || r.confidence < CONFIDENT) return null;
  const names = r.actions.map((a) => a.action);
  const until = r.actions.find((a) => a.until)?.until;
  const first = names[0];
  if (first !== "done" && first !== "not_yet" && first !== "snooze" && first !== "stop") return null;
  if (names.length > 2 || (names.length === 2 && !(first === "not_yet" && names[1] === "snooze"))) return null;
  return until ? { action: first, until } : { action: first };
}

// --- mentions ---------------------------------------------------------------------------------

const STOPWORDS = new Set(
  (
    "the and for with about this that these those from into onto over under your yours mine our ours their theirs his her its " +
    "will would should could can must need needs have has had get got make made do does did done doing going gonna want " +
    "today tomorrow tonight week weekend morning afternoon evening night next last later soon day days time " +
    "monday tuesday wednesday thursday friday saturday sunday some any all more most very just still also then than " +
    "but not yet now what when where which who why how was were are been being there here out off too"
  ).split(" "),
);

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

const significant = (s: string) => [...new Set(wordsOf(s).filter((w) => w.length >= 3 && !STOPWORDS.has(w)))];

/** One word stands for another when equal, or when one extends the other ("ship"/"shipped"). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/**
 * Whether the owner's text is about a thread: its id, or at least two significant words of its
 * summary (the one word, for a one-word summary).
 */
export function mentionsThread(text: string, thread: Pick<Thread, "id" | "summary">): boolean {
  if (new RegExp(`(?:^|[^a-z0-9])${thread.id}(?![a-z0-9])`, "i").test(text)) return true;
  const wanted = significant(thread.summary);
  if (wanted.length === 0) return false;
  const said = wordsOf(text);
  const hits = wanted.filter((w) => said.some((s) => sameWord(w, s))).length;
  return hits >= Math.min(2, wanted.length);
}

// --- pushes -----------------------------------------------------------------------------------

const pushAge = (p: Push, now: Date) => now.getTime() - Date.parse(p.at);

/**
 * The thread push a text message answers: the one it replies to (a Telegram reply), else the
 * latest unanswered nudge or decision of the last 30 minutes. Null when it answers none.
 */
export function findAnsweredPush(pushes: Push[], event: { replyToMessageId?: string }, now: Date): Push | null {
  const isThreadPush = (p: Push) => THREAD_PUSH_KINDS.has(p.kind) && p.threadId !== null;
  if (event.replyToMessageId !== undefined) {
    // An explicit reply to some other message is about that message, not a nudge.
    return [...pushes].reverse().find((p) => p.messageId === event.replyToMessageId && isThreadPush(p)) ?? null;
  }
  const recent = pushes.filter((p) => isThreadPush(p) && !p.answeredAt && pushAge(p, now) >= 0 && pushAge(p, now) <= REPLY_WINDOW_MS);
  return recent.length ? recent.reduce((a, b) => (Date.parse(b.at) >= Date.parse(a.at) ? b : a)) : null;
}

/**
 * The follow-up an answer may still reach after an aside: the newest thread push of the reply window, when the
 * owner's next message passed it by without settling it ("what time is it" under "⏰ call mum", or an unsure reading
 * handed on). A push settled by a button or a sure reply, or none in the window: null. Pure.
 */
export function followUpAfterAside(pushes: readonly Push[], now: Date): Push | null {
  const newest = newestInWindow(pushes, now);
  return newest?.answeredAt && ASIDE_ANSWERS.has(newest.answer ?? "") ? newest : null;
}

/**
 * The follow-up a sure answer still reaches after it was only put off ("later" to "⏰ turn off the oven", then "push it
 * by 20 minutes", or "done" once the oven is off): the newest thread push of the reply window, answered with a snooze
 * or a not yet. (A move of "it" is the closing feature's, which asks first.) Pure.
 */
export function followUpPutOff(pushes: readonly Push[], now: Date): Push | null {
  const newest = newestInWindow(pushes, now);
  return newest?.answeredAt && DEFERRAL_ANSWER.test(newest.answer ?? "") ? newest : null;
}

function newestInWindow(pushes: readonly Push[], now: Date): Push | null {
  const recent = pushes.filter((p) => THREAD_PUSH_KINDS.has(p.kind) && p.threadId !== null && pushAge(p, now) >= 0 && pushAge(p, now) <= REPLY_WINDOW_MS);
  return recent.length ? recent.reduce((a, b) => (Date.parse(b.at) >= Date.parse(a.at) ? b : a)) : null;
}

/** How a push is marked when the owner's message went past it: their next message, a reply handed on, an unsure one. */
const ASIDE_ANSWERS = new Set(["message", "reply", "reply:unclear"]);
/** How a push is marked when its answer only put the loop off (typed or pressed): the loop is still the one talked about. */
const DEFERRAL_ANSWER = /^(?:reply|button):(?:snooze|not_yet)(?:\+(?:snooze|not_yet))*$/;

/**
 * Mark the owner's unanswered nudges and decisions about a thread answered and take their buttons
 * away (after /done, /untrack or any other way the thread was settled).
 */
export async function settleThreadPushes(owner: OwnerContext, convo: Conversation, threadId: string, now: Date, answer: string): Promise<void> {
  const pending = (p: Push) => p.threadId === threadId && THREAD_PUSH_KINDS.has(p.kind) && !p.answeredAt;
  if (!(await owner.pushes.all()).some(pending)) return;
  const changed = await owner.pushes.markAnswered(pending, now, answer);
  for (const p of changed) if (p.messageId) await convo.clearButtons(p.messageId);
}

async function settlePush(owner: OwnerContext, convo: Conversation, push: Push | null, now: Date, answer: string): Promise<void> {
  if (!push) return;
  await owner.pushes.markAnswered((p) => p.id === push.id, now, answer);
  if (push.messageId) await convo.clearButtons(push.messageId);
}

/**
 * Keep the exchange in the conversation record (before replying, so state is settled when the
 * owner reads it). With the event's idempotency key the turns are recorded once, however often
 * the event is handled. The thread it is about (null: none, or several) lets the tick see that the owner just spoke of it.
 */
export async function remember(owner: OwnerContext, now: Date, ownerText: string, kind: "chat" | "command", zoeText: string, threadId: string | null, key?: string): Promise<void> {
  const at = now.toISOString();
  const id = key ? `turn:${key}` : randomUUID();
  await owner.memory.record({ id, at, role: "owner", text: ownerText, kind, threadId });
  await owner.memory.record({ id: `${id}:reply`, at, role: "zoe", text: zoeText, kind: "chat", threadId });
}

async function findStored(owner: OwnerContext, threadId: string): Promise<Thread | undefined> {
  return (await owner.threads.all()).find((t) => t.id === threadId);
}

/**
 * The thread a button is about, when the press may still act on it: live, or already acted on by
 * this very press before a crash (its key is on the thread; the reply is still owed). Otherwise the
 * owner is told it is gone or closed (and a closed thread's buttons are taken away), and null.
 */
async function threadForPress(ctx: ButtonContext, threadId: string): Promise<{ thread: Thread; appliedBefore: boolean } | null> {
  const { owner, convo, event } = ctx;
  const thread = await findStored(owner, threadId);
  if (!thread) {
    await convo.ack(t(owner.locale, "ack.notTracking"));
    return null;
  }
  const appliedBefore = event.key !== undefined && (thread.op_keys ?? []).some((k) => k.startsWith(`${event.key}#`));
  if (!isLive(thread) && !appliedBefore) {
    await convo.ack(t(owner.locale, "ack.closed"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    return null;
  }
  return { thread, appliedBefore };
}

// --- reschedule -------------------------------------------------------------------------------

interface PendingReschedule {
  threadId: string;
  expires: number;
  /** Whether the owner was already told an answer was not a time (the next miss lets go). */
  hinted: boolean;
}

/** "When should it be due?" questions waiting for their answer, per owner (in memory only). */
const pendingReschedules = new WeakMap<OwnerContext, PendingReschedule>();

/** Outcome lines the owner sees, with a friendlier lead for "not yet". */
function outcomeLine(action: ReplyAction["action"], o: OpOutcome, locale: Locale): string {
  return action === "not_yet" ? t(locale, "ack.notYet", { line: o.message }) : o.message;
}

function opFor(action: AckReply["action"], id: string, until?: string): ThreadOp {
  switch (action) {
    case "done":
      return { op: "resolve", id };
    case "stop":
      return { op: "drop", id };
    case "not_yet":
    case "snooze":
      return until ? { op: "snooze", id, until } : { op: "snooze", id };
  }
}

/** Move a thread's due time to a phrase; the line to tell the owner. */
async function reschedule(ctx: { zoe: Zoe; owner: OwnerContext; now: Date; key?: string | undefined }, thread: Thread, phrase: string, due: Date): Promise<string> {
  const { zoe, owner, now } = ctx;
  const locale = owner.locale;
  const [o] = await zoe.concierge.applyThreadOps(owner, [{ op: "update", id: thread.id, due: phrase }], null, ctx.key ?? null);
  if (o?.ok) await resetSnoozes(owner, thread.id);
  return o?.ok
    ? t(locale, "ack.rescheduled", { summary: thread.summary, when: formatDue(due, now, zoe.timeZone, locale), id: thread.id })
    : (o?.message ?? t(locale, "ack.closed"));
}

/** "When should X be due?": the next message that is a time moves it (answerReschedule); the question's text. */
export function askWhen(owner: OwnerContext, thread: Thread, now: Date): string {
  pendingReschedules.set(owner, { threadId: thread.id, expires: now.getTime() + RESCHEDULE_WINDOW_MS, hinted: false });
  return t(owner.locale, "ack.rescheduleAsk", { summary: thread.summary });
}

async function answerReschedule(ctx: TextContext, pending: PendingReschedule): Promise<"handled" | null> {
  const { zoe, owner, convo, now, event } = ctx;
  const locale = owner.locale;
  const thread = await findStored(owner, pending.threadId);
  if (!thread || !isLive(thread)) {
    pendingReschedules.delete(owner);
    return null;
  }
  const text = event.text.trim();
  const due = resolveDue(text, now, zoe.timeZone, locale);
  const ack = due ? null : classifyAckReply(text, locale);
  let line: string;
  if (due && due.getTime() <= now.getTime()) {
    line = t(locale, "ack.passed", { when: formatDue(due, now, zoe.timeZone, locale) });
  } else if (due) {
    pendingReschedules.delete(owner);
    line = await reschedule({ ...ctx, key: event.key }, thread, text, due);
  } else if (ack) {
    // "drop it", "done", "not yet" answer the decision just as well as a time does.
    pendingReschedules.delete(owner);
    const [o] = await zoe.concierge.applyThreadOps(owner, [opFor(ack.action, thread.id, ack.until)], null, event.key ?? null);
    line = o?.ok ? outcomeLine(ack.action, o, locale) : t(locale, "ack.closed");
  } else if (!pending.hinted && !text.includes("?") && text.split(/\s+/).length <= 6) {
    pending.hinted = true;
    line = t(locale, "ack.notATime", { text });
  } else {
    // A question, a longer message or a second miss is conversation: stop waiting for a time.
    pendingReschedules.delete(owner);
    return null;
  }
  await remember(owner, now, text, "chat", line, thread.id, event.key);
  await convo.reply({ text: line });
  return "handled";
}

// --- breaking a thread down ------------------------------------------------------------------------

/** Offline: how to write the steps. Online: the concierge helps, with the thread as context. */
async function breakDown(
  ctx: { zoe: Zoe; owner: OwnerContext; convo: Conversation; event: { key?: string | undefined } },
  thread: Thread,
  push: Push | null,
): Promise<string | null> {
  const { zoe, owner, convo, event } = ctx;
  if (zoe.concierge.offline) return t(owner.locale, "ack.breakdownOffline", { summary: thread.summary, id: thread.id });
  const stopTyping = convo.typing();
  try {
    const input = {
      text: `Help me break "${thread.summary}" down into steps.`,
      ...(event.key ? { key: event.key } : {}),
      about: { thread, ...(push ? { pushText: push.text } : {}) },
    };
    await zoe.concierge.turn(owner, input, (reply) => convo.reply({ text: reply }));
  } finally {
    stopTyping();
  }
  return null;
}

// --- the feature ------------------------------------------------------------------------------

async function onButton(ctx: ButtonContext): Promise<void> {
  const { zoe, owner, convo, now, event } = ctx;
  const locale = owner.locale;
  const move = parseMoveData(ACK_PREFIX + ctx.payload);
  if (move) {
    await onMoveChoice(ctx, move);
    return;
  }
  const choice = parseSnoozeData(ACK_PREFIX + ctx.payload);
  if (choice) {
    await onSnoozeChoice(ctx, choice);
    return;
  }
  const parsed = parseAckData(ACK_PREFIX + ctx.payload);
  if (!parsed) {
    await convo.ack(t(locale, "ack.expired"));
    return;
  }
  const found = await threadForPress(ctx, parsed.threadId);
  if (!found) return;
  const { thread, appliedBefore } = found;
  const pushes = await owner.pushes.all();
  const push =
    (event.messageId ? pushes.find((p) => p.messageId === event.messageId && p.threadId === thread.id) : undefined) ??
    [...pushes].reverse().find((p) => p.threadId === thread.id && THREAD_PUSH_KINDS.has(p.kind) && !p.answeredAt) ??
    null;
  const label = `[pressed ${parsed.action.replace("_", " ")}] ${thread.summary}`;
  const answer = `button:${parsed.action}`;
  const done = async (line: string) => {
    await convo.ack();
    await settlePush(owner, convo, push, now, answer);
    // A press in the /threads listing shows the listing anew, with the loops still open; any other message loses its buttons.
    if (event.messageId && event.messageId !== push?.messageId && !(await refreshListing(owner, convo, event.messageId, now, zoe.timeZone))) await convo.clearButtons(event.messageId);
    await remember(owner, now, label, "command", line, thread.id, event.key);
    await convo.reply({ text: line });
  };

  switch (parsed.action) {
    case "snooze": {
      // Snooze asks until when, with the times that fit the moment; the push stays open until one is chosen.
      const { activeHours } = await owner.settings.get();
      await convo.ack();
      const line = t(locale, "ack.snoozeAsk", { summary: thread.summary });
      await remember(owner, now, label, "command", line, thread.id, event.key);
      await convo.reply({ text: line, buttons: snoozeButtons(thread.id, now, zoe.timeZone, activeHours, locale) });
      return;
    }
    case "done":
    case "not_yet":
    case "stop": {
      const [o] = await zoe.concierge.applyThreadOps(owner, [opFor(parsed.action, thread.id)], null, event.key ?? null);
      if (!o?.ok) {
        await convo.ack(t(locale, "ack.closed"));
        return;
      }
      await done(outcomeLine(parsed.action, o, locale));
      return;
    }
    case "reschedule":
      await done(askWhen(owner, thread, now));
      return;
    case "breakdown": {
      if (zoe.concierge.offline) {
        await done(t(locale, "ack.breakdownOffline", { summary: thread.summary, id: thread.id }));
        return;
      }
      await convo.ack(t(locale, "ack.breakdownStart"));
      await settlePush(owner, convo, push, now, answer);
      await breakDown(ctx, thread, push);
      return;
    }
  }
}

/**
 * A Snooze choice pressed: "pick a day" offers the next days; a time snoozes to that minute
 * through the snooze transition. A time already past (an old message) changes nothing.
 */
async function onSnoozeChoice(ctx: ButtonContext, choice: { threadId: string; at: Date | null }): Promise<void> {
  const { zoe, owner, convo, now, event } = ctx;
  const locale = owner.locale;
  const found = await threadForPress(ctx, choice.threadId);
  if (!found) return;
  const { thread, appliedBefore } = found;
  if (!choice.at) {
    const { activeHours } = await owner.settings.get();
    await convo.ack();
    if (event.messageId) await convo.clearButtons(event.messageId);
    const line = t(locale, "ack.snoozePickDay", { summary: thread.summary });
    await remember(owner, now, `[pressed pick a day] ${thread.summary}`, "command", line, thread.id, event.key);
    await convo.reply({ text: line, buttons: pickDayButtons(thread.id, now, zoe.timeZone, activeHours, locale) });
    return;
  }
  if (choice.at.getTime() <= now.getTime() && !appliedBefore) {
    await convo.ack(t(locale, "ack.expired"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    return;
  }
  const [o] = await zoe.concierge.applyThreadOps(owner, [{ op: "snooze", id: thread.id, until: choice.at.toISOString() }], null, event.key ?? null);
  if (!o?.ok) {
    await convo.ack(t(locale, "ack.closed"));
    return;
  }
  await convo.ack();
  await settleThreadPushes(owner, convo, thread.id, now, "button:snooze");
  if (event.messageId) await convo.clearButtons(event.messageId);
  await remember(owner, now, `[pressed snooze until ${choice.at.toISOString()}] ${thread.summary}`, "command", o.message, thread.id, event.key);
  await convo.reply({ text: o.message });
}

/**
 * "Yes" to "Move "X" to Fri 18:00?": the loop is due then, as a reschedule makes it (its snoozes start again). A time
 * already past (an old question) changes nothing.
 */
async function onMoveChoice(ctx: ButtonContext, move: { threadId: string; at: Date }): Promise<void> {
  const { zoe, owner, convo, now, event } = ctx;
  const found = await threadForPress(ctx, move.threadId);
  if (!found) return;
  if (event.messageId) await convo.clearButtons(event.messageId);
  if (move.at.getTime() <= now.getTime() && !found.appliedBefore) {
    await convo.ack(t(owner.locale, "ack.expired"));
    return;
  }
  await convo.ack();
  // A press answers "to when?" as a typed time would: the question no longer waits.
  if (pendingReschedules.get(owner)?.threadId === found.thread.id) pendingReschedules.delete(owner);
  const line = await reschedule({ zoe, owner, now, key: event.key }, found.thread, move.at.toISOString(), move.at);
  await settleThreadPushes(owner, convo, found.thread.id, now, "button:reschedule");
  await remember(owner, now, `[pressed move to ${move.at.toISOString()}] ${found.thread.summary}`, "command", line, found.thread.id, event.key);
  await convo.reply({ text: line });
}

/**
 * Apply a sure reading of a reply, each part in order: "not yet, snooze until monday" is one
 * snooze to Monday (said "not yet"); a decision answered with a time is a new due time. Returns
 * the lines for the owner, or null when a part already answered (the concierge did).
 */
async function applyReading(ctx: TextContext, thread: Thread, push: Push, actions: ReplyAction[]): Promise<string[] | null> {
  const { zoe, owner, now } = ctx;
  const locale = owner.locale;
  const lines: string[] = [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const next = actions[i + 1];
    if (a.action === "not_yet" && next && (next.action === "snooze" || next.action === "reschedule")) {
      // "Not yet" followed by when: the when is the answer, said with a "not yet".
      const sub = await applyReading(ctx, thread, push, [next]);
      return [...lines, ...(sub ?? []).map((l, k) => (k === 0 && next.action === "snooze" ? t(locale, "ack.notYet", { line: l }) : l))];
    }
    switch (a.action) {
      case "reschedule": {
        const said = a.until ? resolveDue(a.until, now, zoe.timeZone, locale) : null;
        // "move it to thursday" of a loop due at 10:02: Thursday 10:02, its hour kept, since only the day was named.
        // Only an hour the owner said for it ("in 2 minutes", "at 15:30"), not the day's default, is kept.
        const ownHour = namesExactTime(thread.due_phrase, locale);
        const due = said && a.until && ownHour ? keptHour(said, thread, !namesTimeOfDay(a.until, locale), now, zoe.timeZone) : said;
        if (due && due.getTime() > now.getTime()) lines.push(await reschedule({ ...ctx, key: ctx.event.key }, thread, due === said ? a.until! : due.toISOString(), due));
        else lines.push(askWhen(owner, thread, now));
        break;
      }
      case "breakdown": {
        const line = await breakDown(ctx, thread, push);
        if (line === null) return null;
        lines.push(line);
        break;
      }
      default: {
        // Each part of a compound reply has its own key, so a re-handled event applies it once.
        const key = ctx.event.key ? `${ctx.event.key}.${i}` : null;
        const until = a.until ?? (a.action === "snooze" || (a.action === "not_yet" && !next) ? await laterTodayAsked(ctx, thread) : undefined);
        const [o] = await zoe.concierge.applyThreadOps(owner, [opFor(a.action, thread.id, until)], null, key);
        lines.push(o?.ok ? outcomeLine(a.action, o, locale) : t(locale, "ack.closed"));
      }
    }
  }
  return lines;
}

/**
 * A snooze with no time that says "later" ("not yet, later", "ainda nao, mais tarde", "ahorita no, más tarde"): the
 * minute a few hours on today that fits the moment, as an exact instant, or, for a reminder the owner asked for minutes
 * ahead, as long again as they first waited (`laterForNearReminder`); undefined when the reply says no such word (a bare
 * "not yet", "another day": the next morning, as before).
 */
async function laterTodayAsked(ctx: TextContext, thread: Thread): Promise<string | undefined> {
  const { zoe, owner, now, event } = ctx;
  const said = event.text.toLowerCase();
  const langs = owner.locale === "en" ? [pack("en")] : [pack(owner.locale), pack("en")];
  if (!langs.some((p) => p.reply.laterToday.test(said))) return undefined;
  const hours = (await owner.settings.get()).activeHours;
  // A reminder asked for minutes ahead ("in 3 minutes"): "later" is minutes too.
  const near = thread.asked_reminder && thread.due_at ? laterForNearReminder(new Date(thread.created_at), new Date(thread.due_at), now, zoe.timeZone, hours) : null;
  return (near ?? laterToday(now, zoe.timeZone, hours)).toISOString();
}

async function onText(ctx: TextContext): Promise<"handled" | Partial<TurnInput> | null> {
  const { zoe, owner, convo, now, event } = ctx;
  const pending = pendingReschedules.get(owner);
  if (pending) {
    if (pending.expires < now.getTime()) pendingReschedules.delete(owner);
    else if ((await answerReschedule(ctx, pending)) === "handled") return "handled";
  }

  const pushes = await owner.pushes.all();
  // Offline, "ugh ok done" or "ja" after an aside ("what time is it", "wacht even") still answers the follow-up on
  // screen, when it surely does: nobody else reads it, and a "Next up" line would ignore it.
  const direct = findAnsweredPush(pushes, event, now);
  // (A move to another day after the put-off, "push it to thursday", is the closing feature's: it asks first.)
  const putOff = () => (moveRequest(event.text, now, zoe.timeZone, owner.locale) ? null : followUpPutOff(pushes, now));
  const push = direct ?? (zoe.concierge.offline && event.replyToMessageId === undefined ? (followUpAfterAside(pushes, now) ?? putOff()) : null);
  if (!push?.threadId) return null;
  const thread = await findStored(owner, push.threadId);
  const locale = owner.locale;
  const reading = classifyReply(event.text, { kind: push.kind === "decision" ? "decision" : "nudge", locale, ...(thread ? { summary: thread.summary } : {}) });
  if (!direct && !(reading.intent === "ack" && reading.confidence >= CONFIDENT && thread && isLive(thread))) return null;
  // "I sent the deck to Maria" a while after "later" to the oven's reminder is about the deck (the closing feature's).
  if (!direct && thread && doneElsewhere(event.text, thread, await owner.threads.live(), locale).length) return null;
  // "Stop reminding me about the fence" under a follow-up about the newspaper stops the fence: not an
  // answer to this push; the offline intents (or the model) drop the thread it names.
  if (thread && isLive(thread) && stopElsewhere(event.text, thread, await owner.threads.live(), locale).length) return null;
  const sure = reading.intent === "ack" && reading.confidence >= CONFIDENT;
  // "ho prenotato il dentista" (closed yesterday) under the follow-up about the report: not this loop's done.
  if (sure && thread && isLive(thread) && reading.actions.some((a) => a.action === "done") && doneOfClosed(event.text, thread, await owner.threads.all(), locale)) {
    const line = t(locale, "ack.closed");
    await remember(owner, now, event.text, "chat", line, thread.id, event.key);
    await convo.reply({ text: line });
    return "handled";
  }
  if (sure) {
    pendingReschedules.delete(owner);
    await settlePush(owner, convo, push, now, `reply:${reading.actions.map((a) => a.action).join("+")}`);
    const lines = !thread || !isLive(thread) ? [t(locale, "ack.closed")] : await applyReading(ctx, thread, push, reading.actions);
    if (lines === null) return "handled";
    if (reading.actions.length === 1 && reading.actions[0]!.action === "done" && saysAllOfThem(event.text, locale)) {
      lines.push(...(await closeOthersOnScreen(ctx, pushes, push)));
    }
    const line = lines.join("\n");
    await remember(owner, now, event.text, "chat", line, push.threadId, event.key);
    await convo.reply({ text: line });
    return "handled";
  }
  // A new commitment ("I'll send the report by friday" under "Did you send the deck?") is not an
  // answer to the push, even though it shares a word with it: it goes its own way, and is tracked.
  if (thread && statesOtherCommitment(event.text, thread, locale)) {
    // "fatto, e domani alle 18 devo prendere i bimbi", "done, and tomorrow I need to call the bank": a sure answer said first,
    // then a plan of its own. The answer is applied here; the plan goes on to the concierge alone, and is tracked.
    const split = isLive(thread) ? answerBeforePlan(event.text, thread, locale) : null;
    if (!split) return null;
    pendingReschedules.delete(owner);
    await settlePush(owner, convo, push, now, `reply:${split.actions.map((a) => a.action).join("+")}`);
    const lines = await applyReading(ctx, thread, push, split.actions);
    if (lines?.length) {
      const line = lines.join("\n");
      await remember(owner, now, split.answer, "chat", line, push.threadId, event.key ? `${event.key}:answer` : undefined);
      await convo.reply({ text: line });
    }
    return { text: split.plan };
  }
  // Offline, "I sent the deck to Maria" under a reminder about the oven is about the deck: the
  // closing feature asks to close that one, and the oven's follow-up stays as it was.
  if (thread && zoe.concierge.offline && doneElsewhere(event.text, thread, await owner.threads.live(), locale).length) return null;
  const unsure = reading.intent === "unclear" || reading.intent === "ack";
  // Offline, "plumber can only come thursday, move it": a move of this loop the reader did not read; the closing
  // feature asks "Move … to Thu …? [Yes] [No]" about it.
  if (unsure && zoe.concierge.offline && thread && isLive(thread) && moveRequest(event.text, now, zoe.timeZone, locale)?.what === "") return null;
  if (unsure && zoe.concierge.offline && thread && isLive(thread)) {
    // Offline, nobody else can read it: one short question, with the answers as buttons.
    await owner.pushes.markAnswered((p) => p.id === push.id, now, "reply:unclear");
    const line = t(locale, "ack.clarify", { summary: thread.summary });
    await remember(owner, now, event.text, "chat", line, thread.id, event.key);
    await convo.reply({ text: line, buttons: push.kind === "decision" ? decisionButtons(thread.id, locale) : nudgeButtons(thread.id, locale) });
    return "handled";
  }
  // Anything else answers the push too, and goes on to the concierge with the push and the thread as context.
  // An unsure reading is remembered for the turn: if the model gives no usable answer, ZOE asks after all.
  if (unsure && thread && isLive(thread)) unsureHandedOn.set(owner, { event, threadId: thread.id, decision: push.kind === "decision" });
  await owner.pushes.markAnswered((p) => p.id === push.id, now, "reply");
  if (thread && thread.unanswered_nudges > 0) await replyReceived(owner, [thread.id]);
  return { about: { ...(thread ? { thread } : {}), pushText: push.text } };
}

/** Whether a reply says it is about every follow-up on screen ("both done", "beide erledigt", "fatte tutte e due"). */
export function saysAllOfThem(text: string, locale: Locale): boolean {
  const said = ` ${text.toLowerCase().replace(/[’]/gu, "'").replace(/[^\p{L}\p{N}']+/gu, " ").trim()} `;
  return [...new Set([...pack(locale).reply.allOfThem, ...pack("en").reply.allOfThem])].some((w) => said.includes(` ${w} `));
}

/**
 * The other follow-ups a "both"/"all of them" answer reaches besides `answered`: each thread push of the reply window
 * not yet answered, about another thread, newest first, one per thread. Pure.
 */
export function othersOnScreen(pushes: readonly Push[], answered: Push, now: Date): Push[] {
  const seen = new Set([answered.threadId]);
  return [...pushes]
    .filter((p) => THREAD_PUSH_KINDS.has(p.kind) && p.threadId !== null && !p.answeredAt && p.id !== answered.id && pushAge(p, now) >= 0 && pushAge(p, now) <= REPLY_WINDOW_MS)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .filter((p) => !seen.has(p.threadId) && (seen.add(p.threadId), true));
}

/** Closes the live threads of the other follow-ups on screen (see `othersOnScreen`); the owner's lines, one a thread. */
async function closeOthersOnScreen(ctx: TextContext, pushes: readonly Push[], answered: Push): Promise<string[]> {
  const { zoe, owner, convo, now, event } = ctx;
  const lines: string[] = [];
  for (const p of othersOnScreen(pushes, answered, now)) {
    const other = await findStored(owner, p.threadId!);
    if (!other || !isLive(other)) continue;
    const [o] = await zoe.concierge.applyThreadOps(owner, [opFor("done", other.id)], null, event.key ? `${event.key}.all.${other.id}` : null);
    await settlePush(owner, convo, p, now, "reply:done");
    if (o?.ok) lines.push(outcomeLine("done", o, owner.locale));
  }
  return lines;
}

/**
 * A message that answers a follow-up first and then states a plan of its own ("c'est fait, et demain à 18h je dois récupérer les
 * enfants", "feito; amanhã ligo pro banco às 15h"): the answer (a sure ack read alone, before the first comma, semicolon or full stop)
 * and the plan after it (what the capture reads as a commitment). Null when the part before is no sure answer or nothing after is a plan.
 */
export function answerBeforePlan(text: string, thread: Thread, locale: Locale): { answer: string; plan: string; actions: ReplyAction[] } | null {
  const cut = /[,;.!]\s+/u.exec(text);
  if (!cut || cut.index === 0) return null;
  const answer = text.slice(0, cut.index).trim();
  const plan = text.slice(cut.index + cut[0].length).trim();
  if (!plan || extractCommitments(plan, locale).length === 0) return null;
  const reading = classifyReply(answer, { kind: "nudge", locale, summary: thread.summary });
  if (reading.intent !== "ack" || reading.confidence < CONFIDENT || reading.actions.length === 0) return null;
  return { answer, plan, actions: reading.actions };
}

/**
 * Whether `text` states a commitment of its own: one the capture reads whose summary is mostly
 * words the thread's does not have ("send the report" under "send the deck"). A restatement of the
 * thread ("I'll send the deck tomorrow") or a bare "I'll do it later" is an answer, not a new loop.
 */
export function statesOtherCommitment(text: string, thread: Thread, locale: Locale): boolean {
  return extractCommitments(text, locale).some((op) => {
    const o = summaryOverlap(thread.summary, op.summary);
    return o.of > 0 && o.hits * 2 < o.of;
  });
}

/**
 * After any owner message: recent pushes count as answered; a mentioned resting thread wakes.
 * Button presses answer their own push (and a stale one must change nothing), so only text counts.
 */
async function onActivity(owner: OwnerContext, event: Inbound): Promise<void> {
  if (event.kind !== "text") return;
  const now = event.at;
  const recent = (p: Push) => !p.answeredAt && pushAge(p, now) >= 0 && pushAge(p, now) <= REPLY_WINDOW_MS;
  if ((await owner.pushes.all()).some(recent)) await owner.pushes.markAnswered(recent, now, "message");

  if (event.forwardedFrom || event.text.trim().startsWith("/")) return;
  const woken = (await owner.threads.live()).filter((t) => t.unanswered_nudges > 0 && mentionsThread(event.text, t)).map((t) => t.id);
  await replyReceived(owner, woken);
}

/** Replies read unsure and handed to the model, per owner, until their turn has answered (in memory only). */
const unsureHandedOn = new WeakMap<OwnerContext, { event: Inbound; threadId: string; decision: boolean }>();

/**
 * After a turn: a reply read unsure went to the model, and the model gave nothing usable (down, too
 * late, garbage). Its fallback line is said; the reply is not lost: the one question offline ZOE
 * asks, with the answers as buttons, follows it.
 */
async function afterTurn(ctx: TextContext, result: TurnResult): Promise<void> {
  const { owner, convo, now, event } = ctx;
  const handed = unsureHandedOn.get(owner);
  if (!handed || handed.event !== event) return;
  unsureHandedOn.delete(owner);
  if (!result.unread) return;
  const thread = await findStored(owner, handed.threadId);
  if (!thread || !isLive(thread) || result.outcomes.some((o) => o.ok && o.thread?.id === thread.id)) return;
  const locale = owner.locale;
  const line = t(locale, "ack.clarify", { summary: thread.summary });
  // The owner's words were stored by the turn; only the question is added.
  await owner.memory.record({ id: event.key ? `turn:${event.key}:ask` : randomUUID(), at: now.toISOString(), role: "zoe", text: line, kind: "chat", threadId: thread.id });
  await convo.reply({ text: line, buttons: handed.decision ? decisionButtons(thread.id, locale) : nudgeButtons(thread.id, locale) });
}

/** The ack contract as a feature: thread buttons, replies to nudges, and owner activity. */
export function ackFeature(): Feature {
  return {
    buttons: [{ prefix: ACK_PREFIX, run: onButton }],
    interceptors: [onText],
    afterTurn,
    onOwnerActivity: onActivity,
  };
}
