/**
 * The owner's side of a replay: every scenario event type, its schema and what it does, in one
 * registry. `user` writes a message (with the concierge's scripted answer), `press` presses a
 * button on a push, `reply` answers a push, `command` sends a slash command. Each one is handed to
 * ZOE exactly as a channel would hand it over (`Zoe.handle`), so the real interceptors, commands,
 * button handlers and concierge run. `goal` sets, edits, achieves, drops or wakes a goal through
 * `/goals …` (the owner's own command), or brings evidence about it later (the owner's message
 * about it, with the concierge's scripted answer). `calendar` changes the owner's calendar (a meeting added,
 * moved or cancelled on the server); ZOE sees it at its own next poll, as in production. `github`
 * is a webhook delivery (an event name and GitHub's payload), signed and posted to ZOE's receiver
 * as GitHub would (a baseline gets it as its naive forwarder does: policies.ts).
 * A press or reply about a push the replayed policy never sent is skipped (EventSkipped) and
 * counted as that policy's miss, so one scenario can be replayed under every policy.
 * A new event type is one more entry in EVENT_KINDS; the scenario loader rejects others by name.
 * Must never: change ZOE's state behind its back (owner events go through `Zoe.handle`; calendar
 * events only change the calendar ZOE polls).
 */
import { DateTime } from "luxon";
import { z } from "zod";
import { ackData, type AckButtonAction, snoozeAtData, snoozeChoices } from "../threads/index.ts";
import type { Zoe } from "../app.ts";
import { applyScenarioCalendarEvent, ScenarioCalendarEventSchema, type ScriptedCalendar } from "../test-support/scripted-calendar.ts";
import type { InboundButton, InboundText } from "../channels/index.ts";
import { isOpenGoal, type Goal } from "../goals/index.ts";
import type { OwnerContext } from "../owner.ts";
import type { Thread } from "../threads/index.ts";
import type { CapturedPush } from "./capture.ts";
import { InstantSchema } from "./instant.ts";
import type { ScriptedModel } from "../test-support/scripted-model.ts";
import { isAbout } from "./scoring.ts";

/** One validated event, its instant in epoch milliseconds; `body` is what its kind's schema returned. */
export interface ScenarioEvent {
  /** Position in the file's `events` (for messages). */
  index: number;
  type: string;
  at: number;
  atText: string;
  body: unknown;
}

/** A scenario that could not be played to the end; the message names the scenario. */
export class ScenarioRunError extends Error {
  constructor(
    readonly scenario: string,
    detail: string,
  ) {
    super(`scenario "${scenario}": ${detail}`);
    this.name = "ScenarioRunError";
  }
}

/**
 * An owner event that cannot happen under the policy being replayed: a press or a reply about a
 * push this policy never sent (or about a thread it has already closed, because an earlier press
 * only it could receive closed it). Not an error: the event is skipped, recorded on the run and
 * counted against the policy (a scenario with a skipped event is not perfect).
 */
export class EventSkipped extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "EventSkipped";
  }
}

/** An event the replay skipped, and why. */
export interface SkippedEvent {
  /** Position in the file's `events`. */
  index: number;
  type: string;
  at: number;
  atText: string;
  /** The event's `about`, when it had one. */
  about: string | null;
  reason: string;
}

/** What an event handler may use. */
export interface EventContext {
  scenario: string;
  event: ScenarioEvent;
  zoe: Zoe;
  owner: OwnerContext;
  now: Date;
  model: ScriptedModel;
  /** The owner's calendar as its server holds it (ZOE reads it at its next poll). */
  calendar: ScriptedCalendar;
  /** Pushes of the scored kinds so far (nudge, decision, checkin, calendar, throttle), oldest first. */
  pushes: readonly CapturedPush[];
  /** Hand a text message to ZOE as the owner. */
  sendText(text: string, replyTo?: string): Promise<void>;
  /** Deliver a GitHub webhook event (its X-GitHub-Event name, payload and delivery id) to the policy. */
  github(event: string, payload: Record<string, unknown>, delivery: string): Promise<void>;
  /** Hand a button press to ZOE as the owner. */
  press(data: string, messageId: string | null): Promise<void>;
  /** Stop the scenario with an error naming it and this event. */
  fail(detail: string): never;
  /** Skip this event as this policy's miss (see EventSkipped); nothing of it has happened yet. */
  skip(reason: string): never;
}

/** A kind of event: its schema (the whole event object) and what it does. */
export interface EventKind<T> {
  schema: z.ZodType<T>;
  run(event: T, ctx: EventContext): Promise<void>;
}

/** Register a kind (the registry holds kinds of different shapes). */
function kind<T>(k: EventKind<T>): EventKind<unknown> {
  return k as unknown as EventKind<unknown>;
}

const RespondSchema = z.record(z.string(), z.unknown(), { error: "must be an object: what the model returns as the respond tool's input" });

/** The keys under which a `respond` object names a thread id. */
const THREAD_ID_KEYS = new Set(["id", "scope"]);

/** The live threads whose summary contains every word of `words`, case-insensitively. */
export function threadsMatching(threads: Thread[], words: string): Thread[] {
  const want = words.toLowerCase().split(/\s+/).filter(Boolean);
  if (!want.length) return [];
  return threads.filter((t) => want.every((w) => t.summary.toLowerCase().includes(w)));
}

/**
 * Replace every `"@some words"` thread reference in a `respond` object (an `id`, or a gate op's
 * `scope`) with the id of the one live thread whose summary contains those words. Throws a
 * ScenarioRunError naming the scenario when none or several match, except that a reference to a
 * thread among `closed` (done or dropped under this policy, e.g. by a press on a push only this
 * policy sent) throws EventSkipped: the policy's own doing, not a broken scenario.
 */
export function resolveThreadRefs(respond: Record<string, unknown>, live: Thread[], scenario: string, where: string, closed: Thread[] = []): Record<string, unknown> {
  const walk = (v: unknown, key: string | null): unknown => {
    if (typeof v === "string" && key !== null && THREAD_ID_KEYS.has(key) && v.startsWith("@")) {
      const words = v.slice(1).trim();
      const found = threadsMatching(live, words);
      const names = (ts: Thread[]) => ts.map((t) => `"${t.summary}"`).join(", ") || "none";
      if (found.length === 0) {
        const gone = threadsMatching(closed, words);
        if (gone.length) throw new EventSkipped(`"${v}" names ${names(gone)}, already closed under this policy`);
        throw new ScenarioRunError(scenario, `${where}: "${v}" matches no live thread (live: ${names(live)})`);
      }
      if (found.length > 1) throw new ScenarioRunError(scenario, `${where}: "${v}" matches ${found.length} live threads (${names(found)}); use more words`);
      return found[0]!.id;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, null));
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(respond, null) as Record<string, unknown>;
}

async function scriptRespond(ctx: EventContext, respond: Record<string, unknown> | undefined): Promise<void> {
  if (!respond) {
    ctx.model.setRespond(null);
    return;
  }
  const where = `events[${ctx.event.index}] (${ctx.event.type} at ${ctx.event.atText})`;
  const live = await ctx.owner.threads.live();
  let resolved: Record<string, unknown>;
  try {
    resolved = resolveThreadRefs(respond, live, ctx.scenario, where);
  } catch (err) {
    if (!(err instanceof ScenarioRunError)) throw err;
    // Before calling the scenario broken: is the thread closed under this policy?
    const liveIds = new Set(live.map((t) => t.id));
    const closed = (await ctx.owner.threads.all()).filter((t) => !liveIds.has(t.id));
    resolved = resolveThreadRefs(respond, live, ctx.scenario, where, closed);
  }
  ctx.model.setRespond(resolved);
}

/**
 * The latest push about `about` (or the latest push at all); for a press, the latest one with the
 * ack buttons (a push about a thread). None: this policy never sent the push the owner answers, so
 * the event is skipped as its miss.
 */
function latestPush(ctx: EventContext, about: string | undefined, withButtons = false): CapturedPush {
  for (let i = ctx.pushes.length - 1; i >= 0; i--) {
    const p = ctx.pushes[i]!;
    if ((about === undefined || isAbout(p, about)) && (!withButtons || p.threadId)) return p;
  }
  const what = `${withButtons ? "push with buttons" : "push"}${about === undefined ? "" : ` about "${about}"`}`;
  return ctx.skip(`this policy never sent a ${what} before it`);
}

const base = { at: InstantSchema };
const text = z.string().min(1, "must not be empty");

const UserEvent = z.strictObject({ ...base, type: z.literal("user"), text, respond: RespondSchema.optional() });
const PressEvent = z.strictObject({
  ...base,
  type: z.literal("press"),
  button: z.enum(["done", "not_yet", "snooze", "stop"]),
  about: text.optional(),
  /** Which of the times Snooze offers the owner then picks (threads/snooze-choices.ts); the next morning unless said. */
  until: z.enum(["in10", "in1h", "tonight", "morning"]).optional(),
});
const ReplyEvent = z.strictObject({ ...base, type: z.literal("reply"), text, about: text.optional(), respond: RespondSchema.optional() });
const CommandEvent = z.strictObject({ ...base, type: z.literal("command"), text: text.refine((s) => s.trim().startsWith("/"), "must start with /") });
/**
 * `{ "type": "calendar", "event": { uid, title, start, end, attendees? } }` adds a meeting (or moves
 * the one with that uid), `{ "type": "calendar", "cancel": uid }` cancels one. Times without an
 * offset are read in the scenario's zone; a bare date is an all-day event.
 */
const CalendarEvent = z
  .strictObject({ ...base, type: z.literal("calendar"), ...ScenarioCalendarEventSchema.shape })
  .refine((e) => e.event !== undefined || e.cancel !== undefined, { error: 'needs "event" (add or move a meeting) or "cancel" (a uid)' });

/**
 * `{ "type": "goal", "op": "set", "text": "ship the album" }` sets a goal (`/goals add`);
 * `"update"` (with `text`), `"achieve"`, `"drop"` and `"wake"` act on the open goal whose words
 * contain `about`; `"evidence"` is the owner's later message bearing on it (`text`, optionally the
 * concierge's scripted `respond`).
 */
const GoalEvent = z
  .strictObject({
    ...base,
    type: z.literal("goal"),
    op: z.enum(["set", "update", "achieve", "drop", "wake", "evidence"]),
    text: text.optional(),
    about: text.optional(),
    respond: RespondSchema.optional(),
  })
  .refine((e) => (e.op === "set" || e.op === "update" || e.op === "evidence" ? e.text !== undefined : true), { error: 'needs "text" for set, update and evidence', path: ["text"] })
  .refine((e) => (e.op === "set" || e.op === "evidence" ? true : e.about !== undefined), { error: 'needs "about" (words of the goal) for update, achieve, drop and wake', path: ["about"] });

/**
 * `{ "type": "github", "event": "workflow_run", "payload": { … } }`: a webhook delivery as GitHub
 * sends it (the payload with at least the fields github/events.ts reads). `delivery` (default: one
 * per event) repeats an earlier delivery's id: a redelivery, which ZOE refuses.
 */
const GithubDeliveryEvent = z.strictObject({
  ...base,
  type: z.literal("github"),
  event: z.string().regex(/^[a-z_]{1,40}$/, "must be a GitHub event name (e.g. workflow_run)"),
  payload: z.record(z.string(), z.unknown(), { error: "must be an object: the delivery's JSON payload" }),
  delivery: z.string().regex(/^[0-9A-Za-z-]{8,64}$/, "must be 8-64 letters, digits or dashes").optional(),
});

/** The open goal whose words contain every word of `about`. */
export function goalMatching(goals: Goal[], about: string): Goal[] {
  const want = about.toLowerCase().split(/\s+/).filter(Boolean);
  return goals.filter((g) => isOpenGoal(g) && want.every((w) => g.text.toLowerCase().includes(w)));
}

const GOAL_COMMAND = { update: "edit", achieve: "done", drop: "drop", wake: "wake" } as const;

/** Every event type a scenario may use. */
export const EVENT_KINDS: Record<string, EventKind<unknown>> = {
  user: kind({
    schema: UserEvent,
    async run(e, ctx) {
      await scriptRespond(ctx, e.respond);
      await ctx.sendText(e.text);
    },
  }),
  press: kind({
    schema: PressEvent,
    async run(e, ctx) {
      const push = latestPush(ctx, e.about, true);
      await ctx.press(ackData(e.button as AckButtonAction, push.threadId!), push.messageId);
      if (e.button !== "snooze") return;
      // Snooze asks until when; the owner picks one of the times offered.
      const want = e.until ?? "morning";
      const { activeHours } = await ctx.owner.settings.get();
      const at = snoozeChoices(ctx.now, ctx.zoe.timeZone, activeHours).find((c) => c.kind === want)?.at;
      if (!at) return ctx.fail(`Snooze does not offer "${want}" at this time`);
      await ctx.press(snoozeAtData(at, push.threadId!), null);
    },
  }),
  reply: kind({
    schema: ReplyEvent,
    async run(e, ctx) {
      const push = latestPush(ctx, e.about);
      await scriptRespond(ctx, e.respond);
      await ctx.sendText(e.text, push.messageId ?? undefined);
    },
  }),
  command: kind({
    schema: CommandEvent,
    async run(e, ctx) {
      await ctx.sendText(e.text.trim());
    },
  }),
  goal: kind({
    schema: GoalEvent,
    async run(e, ctx) {
      if (e.op === "set") return ctx.sendText(`/goals add ${e.text!}`);
      if (e.op === "evidence") {
        await scriptRespond(ctx, e.respond ?? { reply: "Good to hear." });
        return ctx.sendText(e.text!);
      }
      const found = goalMatching(await ctx.owner.goals.all(), e.about!);
      if (found.length !== 1) ctx.fail(`"about": "${e.about}" matches ${found.length} open goals; it must name exactly one`);
      const g = found[0]!;
      await ctx.sendText(`/goals ${GOAL_COMMAND[e.op]} ${g.id}${e.op === "update" ? ` ${e.text!}` : ""}`);
    },
  }),
  calendar: kind({
    schema: CalendarEvent,
    async run(e, ctx) {
      // The calendar would quietly make a backwards meeting zero-length: refuse it instead.
      if (e.event) {
        const zone = ctx.calendar.timeZone;
        const [start, end] = [e.event.start, e.event.end].map((s) => DateTime.fromISO(s, { zone }).toMillis());
        if (end! < start!) ctx.fail(`the meeting "${e.event.uid}" ends (${e.event.end}) before it starts (${e.event.start})`);
      }
      const r = applyScenarioCalendarEvent(ctx.calendar, e);
      if (e.cancel !== undefined && r.cancelled === 0) ctx.fail(`"cancel": "${e.cancel}" names no meeting in the calendar (none with that uid, or it is cancelled already)`);
    },
  }),
  github: kind({
    schema: GithubDeliveryEvent,
    async run(e, ctx) {
      await ctx.github(e.event, e.payload, e.delivery ?? `scenario-event-${ctx.event.index}`);
    },
  }),
};

/** The inbound shapes the harness builds (exported for tests of the harness itself). */
export type HarnessInbound = InboundText | InboundButton;
