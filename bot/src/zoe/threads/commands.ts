/**
 * The owner's view of open loops: /threads lists what ZOE tracks (numbered, with ids, due times in
 * the owner's zone, snoozed and resting ones marked, and per-item buttons where the chat has
 * buttons), /done closes one (by number, id, or words: those ask first), /snooze 2 [when] snoozes
 * one (the terminal's way to what a list's Snooze button does), /untrack removes a phantom
 * commitment entirely (the undo offered with every "Tracking: …" line).
 * Must never: close or remove a thread the owner did not name, unless exactly one is open (/done);
 * or skip the outcome hook, so durable memory can follow every transition.
 */
import { colon, LOCALES, pack, t as say } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import { ackFeature, settleThreadPushes } from "./ack.ts";
import { askTimeFeature } from "./ask-time.ts";
import { reminderEditFeature } from "./reminder-edit.ts";
import { closeAnswer, closeQuestion, closingFeature, itemId, listingButtons, matchThreads, rememberListing } from "./closing.ts";
import type { CommandContext, Feature } from "../app.ts";
import type { Concierge, ConciergeDeps } from "../conversation/index.ts";
import { resolveDue } from "./due.ts";
import { threadsListing, todayListing, tomorrowListing, weekListing } from "./listing.ts";
import type { OwnerContext } from "../owner.ts";
import { untrack, type OpOutcome } from "./transitions.ts";
import { sortForDisplay, type Thread } from "./store.ts";

export { threadLine, threadsListing } from "./listing.ts";

/** Said when nothing is tracked. */
export const NO_THREADS = say("en", "cmd.noThreads");

async function settle(ctx: CommandContext, threadId: string, answer: string): Promise<void> {
  await settleThreadPushes(ctx.owner, ctx.convo, threadId, ctx.now, answer);
}

/** The terminal shows buttons as numbers, so its list is closed by number ("/done 2"), not per-item buttons. */
const hasButtons = (ctx: CommandContext) => ctx.event.address.channel !== "terminal";

/**
 * What "/done 2", "/done th-ab12" or "/untrack 2" names: a thread id (live or not, the transition
 * says), or the line to answer when a number names no item. Words return null.
 */
async function targetOf(ctx: CommandContext, arg: string): Promise<{ id: string } | { answer: string } | null> {
  if (/^th-/i.test(arg)) return { id: arg.toLowerCase() };
  if (!/^\d{1,3}$/.test(arg)) return null;
  const id = itemId(ctx.owner, Number(arg), await ctx.owner.threads.live());
  return id ? { id } : { answer: say(ctx.owner.locale, "close.noItem", { n: arg }) };
}

/** /threads, /done and /untrack. */
export const threadCommands: Feature = {
  commands: [
    {
      name: "threads",
      description: "What I'm tracking for you",
      async run(ctx) {
        const { zoe, owner, convo, now, args } = ctx;
        const live = sortForDisplay(await owner.threads.live());
        // "/threads today" (and "what's on today?" said in words): today's and overdue loops only; "tomorrow" and "week"
        // ("/threads week", "what's due this week?") likewise.
        const said = args.trim();
        const saidIn = (words: "tomorrow" | "week" | "today") => said === words || LOCALES.some((l) => pack(l).offline[words].test(said));
        const today = !said
          ? null
          : saidIn("tomorrow")
            ? tomorrowListing(live, now, zoe.timeZone, owner.locale)
            : saidIn("week")
              ? weekListing(live, now, zoe.timeZone, owner.locale)
              : saidIn("today")
                ? todayListing(live, now, zoe.timeZone, owner.locale)
                : null;
        const ordered = today ? today.shown : live;
        const text = today ? today.text : threadsListing(ordered, now, zoe.timeZone, owner.locale);
        const sent = await convo.reply(ordered.length && hasButtons(ctx) ? { text, buttons: listingButtons(ordered, owner.locale) } : { text });
        rememberListing(owner, ordered, hasButtons(ctx) ? sent.messageId : null);
      },
    },
    {
      name: "done",
      description: "Close a thread: /done 2, /done th-…, /done deck",
      async run(ctx) {
        const { zoe, owner, convo, args } = ctx;
        let id: string;
        if (!args) {
          const live = await owner.threads.live();
          if (live.length === 0) return void (await convo.reply({ text: say(owner.locale, "cmd.noThreads") }));
          if (live.length > 1) return void (await convo.reply(closeQuestion(sortForDisplay(live), owner.locale)));
          id = live[0]!.id;
        } else {
          const target = args.includes(" ") ? null : await targetOf(ctx, args);
          if (target && "answer" in target) return void (await convo.reply({ text: target.answer }));
          if (!target) {
            // Words: the thread they name, asked about before anything changes.
            const live = await owner.threads.live();
            return void (await convo.reply(closeAnswer(matchThreads(args, live), args, live, owner.locale)));
          }
          id = target.id;
        }
        const [o] = await zoe.concierge.applyThreadOps(owner, [{ op: "resolve", id }], null, ctx.event.key ?? null);
        if (o?.ok && o.thread) await settle(ctx, o.thread.id, "command:done");
        await convo.reply({ text: o?.ok ? o.message : say(owner.locale, "cmd.noOpenThread", { id }) });
      },
    },
    {
      name: "snooze",
      description: "Snooze a thread: /snooze 2 tomorrow morning",
      async run(ctx) {
        const { zoe, owner, convo, args } = ctx;
        const [first = "", ...rest] = args.split(/\s+/);
        const target = first ? await targetOf(ctx, first) : null;
        if (!target) return void (await convo.reply({ text: say(owner.locale, "cmd.snoozeWhich") }));
        if ("answer" in target) return void (await convo.reply({ text: target.answer }));
        const until = rest.join(" ").trim();
        // A time that cannot be read changes nothing (a snooze would otherwise fall back to tomorrow morning).
        if (until && !resolveDue(until, ctx.now, zoe.timeZone, owner.locale)) {
          return void (await convo.reply({ text: say(owner.locale, "cmd.snoozeWhen", { text: until }) }));
        }
        const [o] = await zoe.concierge.applyThreadOps(owner, [until ? { op: "snooze", id: target.id, until } : { op: "snooze", id: target.id }], null, ctx.event.key ?? null);
        if (o?.ok && o.thread) await settle(ctx, o.thread.id, "command:snooze");
        await convo.reply({ text: o?.ok ? o.message : say(owner.locale, "cmd.noOpenThread", { id: target.id }) });
      },
    },
    {
      name: "untrack",
      description: "Forget a thread I shouldn't be tracking: /untrack th-…",
      async run(ctx) {
        const { zoe, owner, convo, args } = ctx;
        const first = args.split(/\s+/)[0] ?? "";
        const target = first ? await targetOf(ctx, first) : null;
        if (target && "answer" in target) return void (await convo.reply({ text: target.answer }));
        const id = target?.id ?? first;
        if (!id) {
          const live = await owner.threads.live();
          const hint = live.length ? `\n${sortForDisplay(live).map((t) => `/untrack ${t.id}  ${t.summary}`).join("\n")}` : "";
          return void (await convo.reply({ text: `${say(owner.locale, "cmd.untrackWhich")}${hint}` }));
        }
        const o = await untrack(owner, id, owner.locale);
        if (o.ok && o.thread) {
          zoe.concierge.notifyThreadOutcomes(owner, [o]);
          await settle(ctx, o.thread.id, "command:untrack");
        }
        await convo.reply({ text: o.message });
      },
    },
  ],
};

/** Everything "open loops" adds to ZOE: the commands above and the ack contract. */
export function openLoopFeatures(): Feature[] {
  // The hour question's typed answers first: "16" or "afternoon" to "16:00 or 04:00?" is no reply to a follow-up.
  return [threadCommands, askTimeFeature(), ackFeature(), reminderEditFeature(), closingFeature()];
}
