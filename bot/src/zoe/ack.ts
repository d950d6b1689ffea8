/**
 * The ack contract for follow-ups: every nudge carries Done / Not yet / Snooze / Stop reminding,
 * a decision question carries Reschedule / Drop / Break it down, and a short text reply to a nudge
 * ("done", "not yet", "snooze until monday", "stop reminding me") does the same as the button.
 * Every transition goes through the concierge's `applyThreadOps`, so durable memory hears of it.
 * Owner activity marks recent pushes answered (the self-throttle reads that) and wakes a resting
 * thread the owner mentions.
 * Must never: change anything on a stale, foreign or malformed button; read a long or ambiguous
 * reply as an ack (it goes to the concierge with the thread as context instead).
 */
import { randomUUID } from "node:crypto";
import type { ButtonContext, Feature, TextContext } from "./app.ts";
import type { Button, Conversation, Inbound } from "./channels/types.ts";
import { MINUTE } from "./clock.ts";
import type { TurnInput } from "./concierge.ts";
import { formatDue, resolveDue } from "./due.ts";
import type { ThreadOp } from "./model/respond.ts";
import type { OwnerContext } from "./owner.ts";
import type { Push, PushKind } from "./gate/pushes.ts";
import type { OpOutcome } from "./thread-ops.ts";
import { isLive, type Thread } from "./threads.ts";

/** Callback data of every thread button starts with this. */
export const ACK_PREFIX = "t:";
/** A push counts as answered by the owner's next message within this window. */
export const REPLY_WINDOW_MS = 30 * MINUTE;
/** How long a "When should it be due?" question waits for its answer. */
export const RESCHEDULE_WINDOW_MS = 30 * MINUTE;
/** Replies longer than this are conversation, never an ack. */
export const MAX_ACK_WORDS = 8;

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

/** The kinds of push that ask about one thread and carry ack buttons. */
export const THREAD_PUSH_KINDS: ReadonlySet<PushKind> = new Set<PushKind>(["nudge", "decision"]);

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

/** The buttons every nudge carries. */
export function nudgeButtons(threadId: string): Button[][] {
  return [
    [
      { label: "Done", data: ackData("done", threadId) },
      { label: "Not yet", data: ackData("not_yet", threadId) },
    ],
    [
      { label: "Snooze", data: ackData("snooze", threadId) },
      { label: "Stop reminding", data: ackData("stop", threadId) },
    ],
  ];
}

/** The buttons of a decision question ("reschedule, drop, or break it down?"). */
export function decisionButtons(threadId: string): Button[][] {
  return [
    [
      { label: "Reschedule", data: ackData("reschedule", threadId) },
      { label: "Drop", data: ackData("stop", threadId) },
    ],
    [{ label: "Break it down", data: ackData("breakdown", threadId) }],
  ];
}

// --- text replies -----------------------------------------------------------------------------

/** What a short text reply to a nudge means. `until` is a due phrase for resolveDue. */
export type AckReply = { action: "done" | "not_yet" | "snooze" | "stop"; until?: string };

const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun)";
const PART = "(?:morning|afternoon|evening|night)";
const CLOCK = "\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)?";
const UNIT = "(?:mins?|minutes?|h|hrs?|hours?|days?|weeks?)";
/** A time phrase, with an optional leading preposition; only these follow "remind me"/"not yet". */
const TIMEISH = new RegExp(
  `^(?:(?:until|till|til|to|for|on|at|by|in|after)\\s+)?(?:` +
    [
      `(?:\\d+|an?|one|two|three|four|five|six)\\s*${UNIT}`,
      `tomorrow(?:\\s+${PART})?`,
      "tonight",
      `this\\s+(?:${PART}|week|weekend)`,
      "today",
      "end of (?:day|week|month)",
      "eod|eow",
      `next\\s+(?:week|month|${WEEKDAY})`,
      `${WEEKDAY}(?:\\s+${PART})?`,
      CLOCK,
    ].join("|") +
    `)(?:\\s+at\\s+${CLOCK})?$`,
);

const NUMBER_WORDS: Record<string, string> = { one: "1", two: "2", three: "3", four: "4", five: "5", six: "6" };

/** A snooze tail as a due phrase: "for 2 hours" -> "in 2 hours", "until monday" -> "monday". */
function untilPhrase(tail: string): string {
  let t = tail.trim().replace(/^(?:until|till|til|to|for|after)\s+/, "");
  const dur = new RegExp(`^(?:in\\s+)?(\\d+|an?|one|two|three|four|five|six)\\s*(${UNIT})$`).exec(t);
  if (dur) {
    const n = NUMBER_WORDS[dur[1]!] ?? dur[1]!;
    let unit = dur[2]!;
    if (/^(?:h|hrs?)$/.test(unit)) unit = n === "1" || /^an?$/.test(n) ? "hour" : "hours";
    if (/^mins?$/.test(unit)) unit = "minutes";
    t = `in ${n} ${unit}`;
  }
  return t;
}

const DONE =
  /^(?:✅(?:\s+done)?|(?:done\s+)?✅|(?:(?:it'?s|it is|that'?s|i'?m|all|already|just|i|i'?ve|i have|yes|yep|yeah|yup|ok|okay)\s+)*(?:done|did(?:\s+(?:it|that))?|finished|completed?|handled|sorted|shipped|sent|taken care of)(?:\s+(?:it|that|this|already|now|today|just now))*(?:\s+✅)?)$/;
const NOT_YET = new RegExp(
  "^(?:(?:no|nope|nah|sorry|ok|okay)\\s+)?" +
    "(?:not yet|not now|not done(?: yet)?|not finished(?: yet)?|not quite|not today|later|maybe later|still working(?: on it)?|working on it|on it|soon|almost|nearly|in progress|" +
    "(?:i )?(?:didn'?t|haven'?t|have not|did not)(?: (?:do|done|finish|finished|get to|gotten to|got to) (?:it|that))?(?: yet)?)" +
    "(?:\\s+(.+))?$",
);
const SNOOZE = /^snooze(?:\s+(?:it|this|that|me))?(?:\s+(.+))?$/;
const SNOOZE_LIKE =
  /^(?:remind me(?:\s+again)?|ask me(?:\s+again)?|ping me(?:\s+again)?|check (?:back|in)|ask again|try again|postpone(?:\s+it)?|push it(?:\s+back)?|come back to (?:it|this)|bring it up again)(?:\s+later)?(?:\s+(.+))?$/;
const STOP = new RegExp(
  "^(?:" +
    [
      "stop(?: it| that)?",
      "stop (?:reminding|asking|nudging|pinging)(?: me)?(?: about (?:it|this|that))?",
      "drop(?: it| this| that)?",
      "forget(?: about)?(?: it| this| that)?",
      "never ?mind",
      "(?:don'?t|do not) remind me(?: again| any ?more| about (?:it|this|that))?",
      "no more reminders",
      "(?:i'?m )?not doing (?:it|that|this)",
      "i won'?t do (?:it|that)",
      "won'?t do (?:it|that)",
      "cancel(?: it| that| this)?",
      "skip it",
      "let it go",
      "(?:i )?give up",
      "not needed(?: any ?more)?",
      "no longer needed",
      "not relevant(?: any ?more)?",
    ].join("|") +
    ")$",
);

/**
 * Read a short reply to a nudge as an ack, conservatively: up to eight words, no question, and
 * only the phrases an owner obviously means as done / not yet / snooze / stop. Null otherwise.
 */
export function classifyAckReply(text: string): AckReply | null {
  const raw = text.trim();
  if (!raw || raw.length > 100 || raw.includes("?")) return null;
  let t = raw
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[✔☑]\ufe0f?/gu, "✅")
    .replace(/✅/g, " ✅ ")
    .replace(/[.!,;:()"]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || t.split(" ").length > MAX_ACK_WORDS) return null;
  // Politeness around the answer changes nothing about it.
  t = t
    .replace(/^(?:hey |hi |zoe )+/, "")
    .replace(/(?:\s+(?:thanks|thank you|thx|ty|please|pls|zoe|anymore|any more|🙏|👍))+$/u, "")
    .trim();
  if (!t) return null;

  if (DONE.test(t)) return { action: "done" };
  if (STOP.test(t)) return { action: "stop" };

  const snooze = SNOOZE.exec(t);
  if (snooze) {
    const tail = snooze[1]?.trim();
    if (!tail || tail === "later") return { action: "snooze" };
    return tail.split(" ").length <= 5 ? { action: "snooze", until: untilPhrase(tail) } : null;
  }
  const like = SNOOZE_LIKE.exec(t);
  if (like) {
    const tail = like[1]?.trim();
    if (!tail) return { action: "snooze" };
    // "remind me to call mom" is a new commitment, not an ack: only a time may follow.
    return TIMEISH.test(tail) ? { action: "snooze", until: untilPhrase(tail) } : null;
  }
  const notYet = NOT_YET.exec(t);
  if (notYet) {
    const tail = notYet[1]?.trim();
    if (!tail) return { action: "not_yet" };
    return TIMEISH.test(tail) ? { action: "not_yet", until: untilPhrase(tail) } : null;
  }
  // A bare time ("tomorrow", "in 2 hours", "monday") in answer to a nudge: bring it back then.
  if (TIMEISH.test(t) && !/^\d/.test(t)) return { action: "snooze", until: untilPhrase(t) };
  return null;
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
 * Record that a nudge or decision about a thread was delivered: last_nudged_at, one more nudge,
 * one more unanswered. Returns the thread as stored, or null when it no longer exists.
 */
export async function recordNudge(owner: OwnerContext, threadId: string, at: Date): Promise<Thread | null> {
  return owner.threads.transact((threads) => {
    const t = threads.find((x) => x.id === threadId);
    if (!t) return null;
    t.last_nudged_at = at.toISOString();
    t.nudge_count += 1;
    t.unanswered_nudges += 1;
    // A follow-up after the snooze ended means the thread is plainly open again.
    if (t.status === "snoozed" && t.snooze_until && Date.parse(t.snooze_until) <= at.getTime()) t.status = "open";
    t.updated_at = at.toISOString();
    return { ...t };
  });
}

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
 * the event is handled.
 */
async function remember(owner: OwnerContext, now: Date, ownerText: string, kind: "chat" | "command", zoeText: string, threadId: string, key?: string): Promise<void> {
  const at = now.toISOString();
  const id = key ? `turn:${key}` : randomUUID();
  await owner.memory.record({ id, at, role: "owner", text: ownerText, kind, threadId });
  await owner.memory.record({ id: `${id}:reply`, at, role: "zoe", text: zoeText, kind: "chat", threadId });
}

async function findStored(owner: OwnerContext, threadId: string): Promise<Thread | undefined> {
  return (await owner.threads.all()).find((t) => t.id === threadId);
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
function outcomeLine(action: AckReply["action"], o: OpOutcome): string {
  return action === "not_yet" ? `Okay, not yet. ${o.message}` : o.message;
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

/** A rescheduled thread has had its decision: the snooze count starts over. */
async function resetSnoozeCount(owner: OwnerContext, threadId: string): Promise<void> {
  await owner.threads.transact((threads) => {
    const t = threads.find((x) => x.id === threadId);
    if (t && t.snooze_count > 0) t.snooze_count = 0;
  });
}

async function answerReschedule(ctx: TextContext, pending: PendingReschedule): Promise<"handled" | null> {
  const { zoe, owner, convo, now, event } = ctx;
  const thread = await findStored(owner, pending.threadId);
  if (!thread || !isLive(thread)) {
    pendingReschedules.delete(owner);
    return null;
  }
  const text = event.text.trim();
  const due = resolveDue(text, now, zoe.timeZone);
  const ack = due ? null : classifyAckReply(text);
  let line: string;
  if (due && due.getTime() <= now.getTime()) {
    line = `${formatDue(due, now, zoe.timeZone)} has already passed. When should it be due?`;
  } else if (due) {
    pendingReschedules.delete(owner);
    const [o] = await zoe.concierge.applyThreadOps(owner, [{ op: "update", id: thread.id, due: text }], null, event.key ?? null);
    if (o?.ok) await resetSnoozeCount(owner, thread.id);
    line = o?.ok ? `Rescheduled: ${thread.summary}, due ${formatDue(due, now, zoe.timeZone)} (${thread.id}).` : (o?.message ?? "That one is already closed.");
  } else if (ack) {
    // "drop it", "done", "not yet" answer the decision just as well as a time does.
    pendingReschedules.delete(owner);
    const [o] = await zoe.concierge.applyThreadOps(owner, [opFor(ack.action, thread.id, ack.until)], null, event.key ?? null);
    line = o?.ok ? outcomeLine(ack.action, o) : "That one is already closed.";
  } else if (!pending.hinted && !text.includes("?") && text.split(/\s+/).length <= 6) {
    pending.hinted = true;
    line = `I couldn't read "${text}" as a time. Try "Friday 10am", "tomorrow" or "in 3 days" (or "drop it").`;
  } else {
    // A question, a longer message or a second miss is conversation: stop waiting for a time.
    pendingReschedules.delete(owner);
    return null;
  }
  await remember(owner, now, text, "chat", line, thread.id, event.key);
  await convo.reply({ text: line });
  return "handled";
}

// --- the feature ------------------------------------------------------------------------------

async function onButton(ctx: ButtonContext): Promise<void> {
  const { zoe, owner, convo, now, event } = ctx;
  const parsed = parseAckData(ACK_PREFIX + ctx.payload);
  if (!parsed) {
    await convo.ack("That button has expired.");
    return;
  }
  const thread = await findStored(owner, parsed.threadId);
  if (!thread) {
    await convo.ack("I'm not tracking that one any more.");
    return;
  }
  // Handled again after a crash: the op was applied (its key is on the thread), the reply is owed.
  const appliedBefore = event.key !== undefined && (thread.op_keys ?? []).some((k) => k.startsWith(`${event.key}#`));
  if (!isLive(thread) && !appliedBefore) {
    await convo.ack("That one is already closed.");
    if (event.messageId) await convo.clearButtons(event.messageId);
    return;
  }
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
    if (event.messageId && event.messageId !== push?.messageId) await convo.clearButtons(event.messageId);
    await remember(owner, now, label, "command", line, thread.id, event.key);
    await convo.reply({ text: line });
  };

  switch (parsed.action) {
    case "done":
    case "not_yet":
    case "snooze":
    case "stop": {
      const [o] = await zoe.concierge.applyThreadOps(owner, [opFor(parsed.action, thread.id)], null, event.key ?? null);
      if (!o?.ok) {
        await convo.ack("That one is already closed.");
        return;
      }
      await done(outcomeLine(parsed.action, o));
      return;
    }
    case "reschedule":
      pendingReschedules.set(owner, { threadId: thread.id, expires: now.getTime() + RESCHEDULE_WINDOW_MS, hinted: false });
      await done(`When should "${thread.summary}" be due? Tell me in your words, e.g. "Friday 10am", "next week" or "in 3 days".`);
      return;
    case "breakdown": {
      if (zoe.concierge.offline) {
        await done(
          `Let's break "${thread.summary}" down. Write me the steps, one per line, each as something you'll do and when, ` +
            `e.g. "I'll draft the outline today" / "I'll send it to Sam tomorrow". I'll track each step. ` +
            `When the whole thing is done, /done ${thread.id} closes it.`,
        );
        return;
      }
      await convo.ack("Let's break it down.");
      await settlePush(owner, convo, push, now, answer);
      const stopTyping = convo.typing();
      try {
        const result = await zoe.concierge.turn(owner, {
          text: `Help me break "${thread.summary}" down into steps.`,
          ...(event.key ? { key: event.key } : {}),
          about: { thread, ...(push ? { pushText: push.text } : {}) },
        });
        await convo.reply({ text: result.reply });
      } finally {
        stopTyping();
      }
      return;
    }
  }
}

async function onText(ctx: TextContext): Promise<"handled" | Partial<TurnInput> | null> {
  const { zoe, owner, convo, now, event } = ctx;
  const pending = pendingReschedules.get(owner);
  if (pending) {
    if (pending.expires < now.getTime()) pendingReschedules.delete(owner);
    else if ((await answerReschedule(ctx, pending)) === "handled") return "handled";
  }

  const push = findAnsweredPush(await owner.pushes.all(), event, now);
  if (!push?.threadId) return null;
  const thread = await findStored(owner, push.threadId);
  const ack = classifyAckReply(event.text);
  if (ack) {
    pendingReschedules.delete(owner);
    let line: string;
    if (!thread || !isLive(thread)) {
      line = "That one is already closed.";
    } else {
      const [o] = await zoe.concierge.applyThreadOps(owner, [opFor(ack.action, thread.id, ack.until)], null, event.key ?? null);
      line = o?.ok ? outcomeLine(ack.action, o) : "That one is already closed.";
    }
    await settlePush(owner, convo, push, now, `reply:${ack.action}`);
    await remember(owner, now, event.text, "chat", line, push.threadId, event.key);
    await convo.reply({ text: line });
    return "handled";
  }
  // Anything else answers the push too, and goes on to the concierge with the thread as context.
  await owner.pushes.markAnswered((p) => p.id === push.id, now, "reply");
  if (thread && thread.unanswered_nudges > 0) {
    await owner.threads.transact((threads) => {
      const t = threads.find((x) => x.id === thread.id);
      if (t) t.unanswered_nudges = 0;
    });
  }
  return { about: { ...(thread ? { thread } : {}), pushText: push.text } };
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
  if (woken.length === 0) return;
  await owner.threads.transact((threads) => {
    for (const t of threads) {
      if (woken.includes(t.id) && isLive(t)) t.unanswered_nudges = 0;
    }
  });
}

/** The ack contract as a feature: thread buttons, replies to nudges, and owner activity. */
export function ackFeature(): Feature {
  return {
    buttons: [{ prefix: ACK_PREFIX, run: onButton }],
    interceptors: [onText],
    onOwnerActivity: onActivity,
  };
}
