/**
 * The owner's controls over when ZOE speaks: /mode, /quiet, /why, /stats, and the answers to the
 * self-throttle's "want me to dial back?" buttons; plus `applyThresholdOps` for "too many pings" /
 * "more nudges on X" said in conversation. Every threshold change is written to the
 * `preferences` block so the owner can read it.
 * Must never: move the threshold outside its bounds.
 */
import { DateTime } from "luxon";
import type { Feature } from "../app.ts";
import { DAY } from "../base/clock.ts";
import { silenceRate } from "./decision-log.ts";
import type { ThresholdOp } from "../model/index.ts";
import type { OwnerContext } from "../owner.ts";
import { decisionLog } from "./tick.ts";
import { BASE_THRESHOLD, MODES, thresholdFor, type Mode, type OwnerSettings } from "../settings/index.ts";
import type { PushKind } from "./pushes.ts";
import { colon, LOCALES, pack, t as say, type StringKey } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import { findThread, formatDue } from "../threads/index.ts";
import { onPauseWords, pauseFromArgs } from "./pause.ts";
import { pausedUntil } from "../settings/index.ts";
import { badRangeParts, notUnderstood, parseClockTime, parseTimeRange } from "./command-args.ts";

/** Words owners use for the modes and for on/off, in every language ZOE speaks (each pack's `commands`). */
const MODE_WORDS: Readonly<Record<string, Mode>> = Object.assign({}, ...LOCALES.map((l) => pack(l).commands.modes));
/** "on"/"off" for /brief, as owners say it. */
const BRIEF_ON = new Set(LOCALES.flatMap((l) => pack(l).commands.on));
const BRIEF_OFF = new Set(LOCALES.flatMap((l) => pack(l).commands.off));

/** A mode's name in the owner's language. */
export const modeName = (locale: Locale, mode: Mode) => say(locale, `mode.${mode}`);

/** What a kind of push is called, for /why. */
const KIND_NAMES: Record<PushKind, StringKey> = {
  nudge: "kind.nudge",
  decision: "kind.decision",
  checkin: "kind.checkin",
  calendar: "kind.calendar",
  goal: "kind.goal",
  throttle: "kind.throttle",
  reminder: "kind.reminder",
  snoozed: "kind.nudge",
  reflection: "kind.reflection",
  drafts: "kind.drafts",
  brief: "job.brief",
  notice: "kind.notice",
  github_ci: "kind.githubCi",
  github_review: "kind.githubReview",
  github_done: "kind.githubDone",
};

const STEP = 0.1;
const clampOffset = (v: number) => Math.max(-0.5, Math.min(0.5, Math.round(v * 100) / 100));

/** Write the threshold in force to the preferences block (the owner reads and may edit it there). */
export async function writeThresholdPreference(owner: OwnerContext, s: OwnerSettings): Promise<void> {
  const l = owner.locale;
  await owner.memory.setLine(
    "preferences",
    say(l, "pref.key"),
    s.mode === "quiet" ? say(l, "pref.quiet") : say(l, "pref.threshold", { bar: dec(l, thresholdFor(s)), mode: l === "en" ? s.mode : modeName(l, s.mode), base: dec(l, BASE_THRESHOLD[s.mode]) }),
    { colon: colon(l), formerKeys: LOCALES.map((x) => say(x, "pref.key")) },
  );
}

/** Write a thread's own threshold to the preferences block, in the owner's language. */
async function writeThreadPreference(owner: OwnerContext, s: OwnerSettings, id: string, summary: string): Promise<void> {
  const l = owner.locale;
  await owner.memory.setLine("preferences", say(l, "pref.threadKey", { id }), `${dec(l, thresholdFor(s, id))} (${summary})`, {
    colon: colon(l),
    formerKeys: LOCALES.map((x) => say(x, "pref.threadKey", { id })),
  });
}

/** A scope that names a thread (rather than "all" or words like "everything"). */
const THREAD_SCOPE = /^th-?[a-z0-9]{4,8}$/i;

/** How many turns' gate-op keys settings remember (a crashed turn is re-handled within minutes). */
const APPLIED_KEYS_KEPT = 20;

/**
 * Apply "quieter"/"louder" operations from the conversation; returns lines for the reply. With
 * `opKey` (the turn's idempotency key) a turn handled again after a crash moves nothing a second
 * time and says what the bar is.
 */
export async function applyThresholdOps(owner: OwnerContext, ops: ThresholdOp[], opKey: string | null = null): Promise<string[]> {
  const threads = await owner.threads.live();
  const lines: string[] = [];
  const l = owner.locale;
  const touched = new Map<string, string>();
  const s = await owner.settings.update((st) => {
    const again = opKey !== null && st.appliedOpKeys.includes(opKey);
    if (opKey !== null && !again) st.appliedOpKeys = [...st.appliedOpKeys, opKey].slice(-APPLIED_KEYS_KEPT);
    for (const op of ops) {
      const delta = again ? 0 : op.op === "quieter" ? STEP : -STEP;
      const scope = op.scope?.trim();
      const thread = scope && scope.toLowerCase() !== "all" ? findThread(threads, scope) : undefined;
      if (thread) {
        st.threadOffsets[thread.id] = clampOffset((st.threadOffsets[thread.id] ?? 0) + delta);
        touched.set(thread.id, thread.summary);
        lines.push(say(l, op.op === "quieter" ? "gateops.fewerThread" : "gateops.moreThread", { summary: thread.summary, bar: dec(l, thresholdFor(st, thread.id)) }));
      } else if (scope && THREAD_SCOPE.test(scope)) {
        // "Fewer nudges on th-zzzz" for a thread I don't track must not quietly change everything.
        lines.push(say(l, "gateops.unknownThread", { scope }));
      } else {
        st.thresholdOffset = clampOffset(st.thresholdOffset + delta);
        lines.push(say(l, op.op === "quieter" ? "gateops.quieter" : "gateops.louder", { bar: dec(l, thresholdFor(st)) }));
      }
    }
    return { ...st, threadOffsets: { ...st.threadOffsets } };
  });
  await writeThresholdPreference(owner, s);
  for (const [id, summary] of touched) {
    await writeThreadPreference(owner, s, id, summary);
  }
  return lines;
}

/** /mode, /quiet, /pause, /resume, /why, /stats, /brief and the answers to "want me to dial back?". */
export const controlsFeature: Feature = {
  interceptors: [onPauseWords],
  commands: [
    {
      name: "mode",
      description: "quiet | balanced | proactive: how readily I speak first",
      async run({ owner, args, convo }) {
        const l = owner.locale;
        const word = args.trim().toLowerCase();
        const want = (MODE_WORDS[word] ?? word) as Mode;
        if (word && !MODES.includes(want)) {
          await convo.reply({ text: notUnderstood(l, "args.aMode", args.trim(), say(l, "args.theModes", { modes: MODES.map((m) => (l === "en" ? m : modeName(l, m))).join(", ") }), "args.modeExamples") });
          return;
        }
        if (!word) {
          const s = await owner.settings.get();
          await convo.reply({ text: say(l, "mode.show", { mode: l === "en" ? s.mode : modeName(l, s.mode) }) });
          return;
        }
        const s = await owner.settings.update((st) => {
          st.mode = want;
          return { ...st };
        });
        await writeThresholdPreference(owner, s);
        const after = want === "quiet" ? say(l, "mode.setQuiet") : say(l, "mode.bar", { bar: dec(l, thresholdFor(s)) });
        await convo.reply({ text: `${say(l, "mode.set", { mode: l === "en" ? want : modeName(l, want) })} ${after}` });
      },
    },
    {
      name: "quiet",
      description: "Set quiet hours, e.g. /quiet 22:00-08:00",
      async run({ owner, args, convo }) {
        const l = owner.locale;
        const range = parseTimeRange(args);
        if (!range && args.trim()) {
          const bad = badRangeParts(args);
          const quoted = bad.map((b) => quote(l, b)).join(` ${say(l, "args.and")} `);
          const detail = bad.length ? say(l, bad.length === 1 ? "args.notATime" : "args.notTimes", { parts: quoted }) : say(l, "args.giveRange");
          await convo.reply({ text: notUnderstood(l, "args.quietHours", args.trim(), detail, "args.quietExamples") });
          return;
        }
        if (!range) {
          const s = await owner.settings.get();
          await convo.reply({ text: say(l, "quiet.show", { range: `${s.activeHours.end}-${s.activeHours.start}` }) });
          return;
        }
        // Quiet hours "22:00-08:00" are the complement of active hours "08:00-22:00".
        await owner.settings.update((st) => {
          st.activeHours = { start: range.end, end: range.start };
        });
        await convo.reply({ text: say(l, "quiet.set", { range: `${range.start}-${range.end}` }) });
      },
    },
    {
      name: "pause",
      description: "Pause what I say first: /pause (until the morning), /pause 2h, /pause until monday; /resume ends it",
      async run({ zoe, owner, args, convo, now }) {
        const l = owner.locale;
        const s = await owner.settings.get();
        const until = pauseFromArgs(args, now, zoe.timeZone, s.activeHours, l);
        if (!until) {
          await convo.reply({ text: notUnderstood(l, "args.aPause", args.trim(), say(l, "args.pauseWords"), "args.pauseExamples") });
          return;
        }
        await owner.settings.update((st) => {
          st.quietUntil = until.toISOString();
        });
        await convo.reply({ text: say(l, "pause.set", { when: formatDue(until, now, zoe.timeZone, l) }) });
      },
    },
    {
      name: "resume",
      description: "End a pause: I write first again when something needs you",
      async run({ owner, convo, now }) {
        const l = owner.locale;
        if (!pausedUntil(await owner.settings.get(), now)) {
          await convo.reply({ text: say(l, "pause.none") });
          return;
        }
        await owner.settings.update((st) => {
          st.quietUntil = null;
        });
        await convo.reply({ text: say(l, "pause.ended") });
      },
    },
    {
      name: "why",
      description: "Why I sent my last unsolicited message",
      async run({ owner, convo, zoe }) {
        const pushes = (await owner.pushes.all()).filter((p) => p.kind !== "brief");
        const last = pushes[pushes.length - 1];
        const l = owner.locale;
        if (!last) {
          await convo.reply({ text: say(l, "why.none") });
          return;
        }
        const when = DateTime.fromISO(last.at, { zone: zoe.timeZone }).setLocale(l).toFormat("ccc d LLL HH:mm");
        const score = last.score !== null && last.threshold !== null ? say(l, "why.score", { score: dec(l, last.score), bar: dec(l, last.threshold) }) : "";
        const kind = l === "en" ? last.kind : say(l, KIND_NAMES[last.kind]);
        // Withheld in doubt: said for ZOE, but the owner may never have seen it, and is told so.
        const unconfirmed = last.unconfirmed ? say(l, "why.unconfirmed") : "";
        await convo.reply({ text: say(l, "why.last", { kind, when, reason: asSentence(last.reason), score }) + unconfirmed });
      },
    },
    {
      name: "stats",
      description: "How often I spoke first in the last 7 days",
      async run({ zoe, owner, convo, now }) {
        const since = now.getTime() - 7 * DAY;
        const pushes = (await owner.pushes.all()).filter((p) => Date.parse(p.at) >= since && p.kind !== "brief");
        const answered = pushes.filter((p) => p.answeredAt).length;
        // Withheld in doubt: counted as said, and named, so the owner's figures add up.
        const unconfirmed = pushes.filter((p) => p.unconfirmed && !p.answeredAt).length;
        const decisions = (await decisionLog(owner).readAll()).filter((d) => Date.parse(d.at) >= since);
        const rate = silenceRate(decisions);
        // The ticks silenceRate counts (an event that did not push is not a tick).
        const ticks = decisions.filter((d) => d.trigger !== "event" || d.outcome === "pushed").length;
        const s = await owner.settings.get();
        const l = owner.locale;
        const silence = rate === null ? say(l, "stats.noTicks") : say(l, "stats.ofTicks", { pct: Math.round(rate * 100), ticks });
        const raised = s.throttleRaise ? say(l, "stats.raised", { raise: dec(l, s.throttleRaise) }) : "";
        await convo.reply({
          text: [
            say(l, "stats.pushes", { count: pushes.length, answered }),
            ...(unconfirmed > 0 ? [say(l, "stats.unconfirmed", { count: unconfirmed })] : []),
            say(l, "stats.silence", { rate: silence }),
            say(l, "stats.mode", { mode: l === "en" ? s.mode : modeName(l, s.mode), bar: s.mode === "quiet" ? say(l, "stats.quietBar") : dec(l, thresholdFor(s)), raised }),
            ...(pausedUntil(s, now) ? [say(l, "stats.paused", { when: formatDue(pausedUntil(s, now)!, now, zoe.timeZone, l) })] : []),
          ].join("\n"),
        });
      },
    },
    {
      name: "brief",
      description: "Morning brief: /brief on | off | HH:MM",
      async run({ owner, args, convo }) {
        const l = owner.locale;
        const a = args.trim().toLowerCase();
        if (BRIEF_OFF.has(a) || BRIEF_ON.has(a)) {
          const on = BRIEF_ON.has(a);
          await owner.settings.update((st) => {
            st.briefEnabled = on;
          });
          await convo.reply({ text: say(l, on ? "brief.on" : "brief.off") });
          return;
        }
        const at = a ? parseClockTime(a) : null;
        if (at) {
          await owner.settings.update((st) => {
            st.briefAt = at;
            st.briefEnabled = true;
          });
          await convo.reply({ text: say(l, "brief.at", { at }) });
          return;
        }
        if (a) {
          await convo.reply({ text: notUnderstood(l, "args.aBriefSetting", args.trim(), say(l, "args.briefWords"), "args.briefExamples") });
          return;
        }
        const s = await owner.settings.get();
        await convo.reply({ text: s.briefEnabled ? say(l, "brief.showOn", { at: s.briefAt }) : say(l, "brief.showOff") });
      },
    },
  ],
  buttons: [
    {
      prefix: "g:",
      async run({ owner, payload, convo, event, now }) {
        if (payload !== "y" && payload !== "n") return convo.ack(say(owner.locale, "ack.expired"));
        // A second tap (or a stale copy of the question) must not raise the bar twice.
        const question = (await owner.pushes.all()).find((p) => p.kind === "throttle" && event.messageId !== undefined && p.messageId === event.messageId);
        if (question?.answeredAt) {
          if (event.messageId) await convo.clearButtons(event.messageId);
          return convo.ack(say(owner.locale, "throttle.answered"));
        }
        const s = await owner.settings.update((st) => {
          if (payload === "y") st.thresholdOffset = clampOffset(st.thresholdOffset + STEP);
          else {
            st.throttleRaise = 0;
            st.throttleAsked = false;
          }
          return { ...st };
        });
        await owner.pushes.markAnswered((p) => p.kind === "throttle" && p.messageId === (event.messageId ?? null), now, payload === "y" ? "dial_back" : "keep");
        await writeThresholdPreference(owner, s);
        if (event.messageId) await convo.clearButtons(event.messageId);
        await convo.reply({ text: say(owner.locale, payload === "y" ? "throttle.dialBack" : "throttle.keep", { bar: dec(owner.locale, thresholdFor(s)) }) });
      },
    },
  ],
};

/** A reason as a sentence of its own, so what follows it does not run on ("…today Score 0.8"). */
export function asSentence(text: string): string {
  const t = text.trim();
  return !t || /[.!?…]["')\]]*$/.test(t) ? t : `${t}.`;
}

/** A threshold as the owner's language writes a decimal (0.60, 0,60). */
function dec(locale: Locale, v: number): string {
  const s = v.toFixed(2);
  return s.replace(".", pack(locale).writing.decimal);
}

/** `"x"` in the owner's quotation marks. */
function quote(locale: Locale, text: string): string {
  const { open, close } = pack(locale).writing.quotes;
  return `${open}${text}${close}`;
}
