/**
 * Asking which hour a bare "at 3" means: a thread opened with a due phrase whose hour could be
 * morning or afternoon ("I'll call the bank at 3") is tracked without a clock, and ZOE asks
 * "15:00 or 03:00?" with a button for each (numbered in the terminal); the answer sets the due
 * time through the same update a reschedule makes. When the moment settles it ("at 5 today" said
 * at 10:00: 05:00 has passed), the one hour still ahead is set and said, not asked.
 * Must never: guess the hour, or change a thread that is no longer live or whose phrase changed.
 */
import type { ButtonContext, Feature, TextContext } from "../app.ts";
import type { OutMessage } from "../channels/index.ts";
import type { TurnResult } from "../conversation/index.ts";
import { t, type Locale } from "../lang/index.ts";
import { ambiguousTime, inLikelyOrder, settledTime, type TimeReading } from "./due.ts";
import { isLive, type Thread } from "./store.ts";

/** Callback data of the "15:00 or 03:00?" buttons: `ta:<l|e>:<thread id>` (the afternoon or the morning reading). */
export const ASK_TIME_PREFIX = "ta:";
const DATA = /^([le]):(th-[a-z0-9]{4,8})$/;

/** The question for a thread whose due phrase has a bare hour, or null when it needs none (pure). */
export function askTime(thread: Thread, now: Date, timeZone: string, locale: Locale): OutMessage | null {
  if (thread.due_at || !thread.due_phrase) return null;
  const both = ambiguousTime(thread.due_phrase, now, timeZone, locale);
  if (!both) return null;
  const [first, second] = inLikelyOrder(both);
  const button = (r: TimeReading) => ({ label: r.clock, data: `${ASK_TIME_PREFIX}${r === both.afternoon ? "l" : "e"}:${thread.id}` });
  return {
    text: t(locale, "ambiguous.ask", { summary: thread.summary, first: first.clock, second: second.clock }),
    buttons: [[button(first), button(second)]],
  };
}

async function afterTurn(ctx: TextContext, result: TurnResult): Promise<void> {
  const { zoe, owner, convo, now } = ctx;
  for (const o of result.outcomes) {
    if (!o.ok || !o.thread || (o.transition !== "opened" && o.transition !== "updated")) continue;
    const question = askTime(o.thread, now, zoe.timeZone, owner.locale);
    if (question) {
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
  const both = thread && isLive(thread) && !thread.due_at && thread.due_phrase ? ambiguousTime(thread.due_phrase, now, zoe.timeZone, locale) : null;
  if (!thread || !both) {
    await convo.ack(t(locale, thread && isLive(thread) ? "ack.expired" : "ack.closed"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    return;
  }
  const chosen = m[1] === "l" ? both.afternoon : both.morning;
  const [o] = await zoe.concierge.applyThreadOps(owner, [{ op: "update", id: thread.id, due: chosen.phrase }], null, event.key ?? null);
  await convo.ack();
  if (event.messageId) await convo.clearButtons(event.messageId);
  await convo.reply({ text: o?.message ?? t(locale, "ack.closed") });
}

/** The question and its buttons as a feature. */
export function askTimeFeature(): Feature {
  return { buttons: [{ prefix: ASK_TIME_PREFIX, run: onButton }], afterTurn };
}
