/**
 * Asking which hour a bare "at 3" means: a thread opened with a due phrase whose hour could be
 * morning or afternoon ("I'll call the bank at 3") is held meanwhile at the likelier reading (the first to come in the
 * owner's active hours), and ZOE asks "15:00 or 03:00? Until you say, I'll go with 15:00." with a button for each
 * (numbered in the terminal), so an unanswered question never loses the loop; the answer sets the due
 * time through the same update a reschedule makes. When the moment settles it ("at 5 today" said
 * at 10:00: 05:00 has passed), the one hour still ahead is set and said, not asked. The question may
 * also be answered in words, whenever it is still open: "16" or "16:00" (one reading's hour on the
 * 24-hour clock), or a half of the day in the owner's language ("afternoon", "nachmittags", "de la tarde").
 * Must never: settle the hour silently, or change a thread that is no longer live or whose phrase changed; read a
 * typed answer when no question is open, or when it could mean either reading ("4").
 */
import type { ButtonContext, Feature, TextContext } from "../app.ts";
import type { OutMessage } from "../channels/index.ts";
import type { TurnResult } from "../conversation/index.ts";
import { pack, t, type Locale } from "../lang/index.ts";
import { ambiguousTime, inLikelyOrder, settledTime, type AmbiguousTime, type TimeReading } from "./due.ts";
import { isLive, type Thread } from "./store.ts";
import { escapeRegExp } from "../base/escape-regexp.ts";

/** Callback data of the "15:00 or 03:00?" buttons: `ta:<l|e>:<thread id>` (the afternoon or the morning reading). */
export const ASK_TIME_PREFIX = "ta:";
const DATA = /^([le]):(th-[a-z0-9]{4,8})$/;

/**
 * The two readings a thread still waits to hear which of, or null (pure): its phrase has a bare hour both of whose
 * readings are ahead, and it has no due time yet, or it is a reminder owed meanwhile at one of the two (set when the
 * question was asked, so that silence does not lose it: threads/transitions.ts).
 */
export function hourInQuestion(thread: Thread, now: Date, timeZone: string, locale: Locale): AmbiguousTime | null {
  if (!thread.due_phrase || !isLive(thread)) return null;
  const both = ambiguousTime(thread.due_phrase, now, timeZone, locale);
  if (!both || !thread.due_at) return both;
  const due = Date.parse(thread.due_at);
  return [both.afternoon, both.morning].some((r) => r.due.getTime() === due) ? both : null;
}

/** The question for a thread whose due phrase has a bare hour, or null when it needs none (pure). */
export function askTime(thread: Thread, now: Date, timeZone: string, locale: Locale): OutMessage | null {
  const both = hourInQuestion(thread, now, timeZone, locale);
  if (!both) return null;
  const [first, second] = inLikelyOrder(both);
  const button = (r: TimeReading) => ({ label: r.clock, data: `${ASK_TIME_PREFIX}${r === both.afternoon ? "l" : "e"}:${thread.id}` });
  // The reading held until the owner answers (threads/transitions.ts `firstReading`), said so silence is no surprise.
  const held = [both.afternoon, both.morning].find((r) => thread.due_at && r.due.getTime() === Date.parse(thread.due_at));
  const ask = t(locale, "ambiguous.ask", { summary: thread.summary, first: first.clock, second: second.clock });
  return {
    text: held ? `${ask} ${t(locale, "ambiguous.meanwhile", { held: held.clock })}` : ask,
    buttons: [[button(first), button(second)]],
  };
}

/**
 * The live loops one message opened under one name besides `thread` ("remind me on monday and wednesday at 8 to take the
 * bins out": one on each day), which one answer to its hour sets too (pure).
 */
export function siblingsOf(thread: Thread, threads: readonly Thread[]): Thread[] {
  if (!thread.source_turn) return [];
  return threads.filter((t) => t.id !== thread.id && isLive(t) && t.source_turn === thread.source_turn && t.summary === thread.summary && t.created_at === thread.created_at);
}

/** The hour chosen for `thread` set on it and on its siblings still asking, each at its own day's reading of that half. */
async function setHour(ctx: TextContext | ButtonContext, thread: Thread, half: "afternoon" | "morning", key: string | null): Promise<string[]> {
  const { zoe, owner, now } = ctx;
  const all = await owner.threads.all();
  const messages: string[] = [];
  for (const th of [thread, ...siblingsOf(thread, all)]) {
    const both = hourInQuestion(th, now, zoe.timeZone, owner.locale);
    if (!both) continue;
    const [o] = await zoe.concierge.applyThreadOps(owner, [{ op: "update", id: th.id, due: both[half].phrase }], null, key && th !== thread ? `${key}:${th.id}` : key);
    messages.push(o?.message ?? t(owner.locale, "ack.closed"));
  }
  return messages;
}

async function afterTurn(ctx: TextContext, result: TurnResult): Promise<void> {
  const { zoe, owner, convo, now } = ctx;
  const asked: Thread[] = [];
  for (const o of result.outcomes) {
    if (!o.ok || !o.thread || (o.transition !== "opened" && o.transition !== "updated")) continue;
    // Its sibling's question, asked just now, is its own.
    if (asked.some((a) => siblingsOf(a, [o.thread!]).length > 0)) continue;
    const question = askTime(o.thread, now, zoe.timeZone, owner.locale);
    if (question) {
      asked.push(o.thread);
      await convo.reply(question);
      continue;
    }
    // "at 5 today" said at 10:00: 05:00 has passed, so 17:00 is meant; set, and said.
    const settled = !o.thread.due_at && o.thread.due_phrase ? settledTime(o.thread.due_phrase, now, zoe.timeZone, owner.locale) : null;
    if (!settled) continue;
    const [u] = await zoe.concierge.applyThreadOps(owner, [{ op: "update", id: o.thread.id, due: settled.phrase }], null, ctx.event.key ? `${ctx.event.key}:hour` : null);
    if (u?.ok) await convo.reply({ text: u.message });
  }
}

async function onButton(ctx: ButtonContext): Promise<void> {
  const { zoe, owner, convo, now, event } = ctx;
  const locale = owner.locale;
  const m = DATA.exec(ctx.payload);
  if (!m) return void (await convo.ack(t(locale, "ack.expired")));
  const thread = (await owner.threads.all()).find((th) => th.id === m[2]);
  const both = thread ? hourInQuestion(thread, now, zoe.timeZone, locale) : null;
  if (!thread || !both) {
    await convo.ack(t(locale, thread && isLive(thread) ? "ack.expired" : "ack.closed"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    return;
  }
  const said = await setHour(ctx, thread, m[1] === "l" ? "afternoon" : "morning", event.key ?? null);
  await convo.ack();
  if (event.messageId) await convo.clearButtons(event.messageId);
  await convo.reply({ text: said.join("\n") });
}

/**
 * Which reading a typed answer to "16:00 or 04:00?" picks, or null when it is no such answer (pure): one reading's
 * hour on the 24-hour clock ("16", "16:00", "04", "16h", "16 Uhr"), or a half of the day from the language pack.
 * A bare hour that both readings could be said as ("4") is no answer.
 */
export function hourAnswer(text: string, both: AmbiguousTime, locale: Locale): TimeReading | null {
  const said = text.toLowerCase().replace(/[’`]/g, "'").replace(/[\s.!?,;:)(]+$/u, "").replace(/^[\s(]+/, "").replace(/\s+/g, " ");
  const { halves, oClock, hourLetters } = pack(locale).clock;
  if (halves.pm.includes(said)) return both.afternoon;
  if (halves.am.includes(said)) return both.morning;
  const marks = [...oClock, ...hourLetters, "h"].map(escapeRegExp).join("|");
  const m = new RegExp(`^(\\d{1,2})(?:[:.h](\\d{2}))?(?:\\s*(?:${marks}))?$`, "u").exec(said);
  if (!m) return null;
  const clock = `${m[1]!.padStart(2, "0")}:${m[2] ?? "00"}`;
  // "4" could be said for either; "04", "16" and "16:00" are one reading as written.
  if (m[1]!.length === 1 && Number(m[1]) < 13 && m[2] === undefined) return null;
  return [both.afternoon, both.morning].find((r) => r.clock === clock) ?? null;
}

/** How long a "15:00 or 03:00?" question stays open to a typed answer. */
const TYPED_ANSWER_MS = 12 * 3_600_000;

/** "16" or "nachmittags" typed while a "16:00 or 04:00?" question is open: sets the hour it picks, as the button would. */
async function onText(ctx: TextContext): Promise<"handled" | null> {
  const { zoe, owner, convo, now, event } = ctx;
  if (event.forwardedFrom || event.text.length > 40) return null;
  const locale = owner.locale;
  // The newest loop still waiting for its hour is the question on screen.
  const open = (await owner.threads.live())
    .filter((th) => th.due_phrase && now.getTime() - Date.parse(th.updated_at) <= TYPED_ANSWER_MS)
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
  for (const thread of open) {
    const both = hourInQuestion(thread, now, zoe.timeZone, locale);
    if (!both) continue;
    const chosen = hourAnswer(event.text, both, locale);
    if (!chosen) return null;
    const said = await setHour(ctx, thread, chosen === both.afternoon ? "afternoon" : "morning", event.key ?? null);
    await convo.reply({ text: said.join("\n") });
    return "handled";
  }
  return null;
}

/** The question and its buttons as a feature. */
export function askTimeFeature(): Feature {
  return { buttons: [{ prefix: ASK_TIME_PREFIX, run: onButton }], afterTurn, interceptors: [onText] };
}
