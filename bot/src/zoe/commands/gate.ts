/**
 * The owner's controls over when ZOE speaks: /mode, /quiet, /why, /stats, and the answers to the
 * self-throttle's "want me to dial back?" buttons; plus `applyGateOps` for "too many pings" /
 * "more nudges on X" said in conversation. Every threshold change is written to the
 * `preferences` block so the owner can read it.
 * Must never: move the threshold outside its bounds.
 */
import { DateTime } from "luxon";
import type { Feature } from "../app.ts";
import { DAY } from "../base/clock.ts";
import { silenceRate } from "../gate/decision-log.ts";
import type { GateOp } from "../model/respond.ts";
import type { OwnerContext } from "../owner.ts";
import { decisionLog } from "../proactive.ts";
import { BASE_THRESHOLD, MODES, thresholdFor, type Mode, type Settings } from "../gate/settings.ts";
import { badRangeParts, notUnderstood, parseClockTime, parseTimeRange } from "./args.ts";

/** Words owners use for the modes. */
const MODE_WORDS: Record<string, Mode> = { normal: "balanced", default: "balanced", silent: "quiet", active: "proactive" };
import { findThread } from "../threads.ts";

const STEP = 0.1;
const clampOffset = (v: number) => Math.max(-0.5, Math.min(0.5, Math.round(v * 100) / 100));

/** Write the threshold in force to the preferences block (the owner reads and may edit it there). */
export async function writeThresholdPreference(owner: OwnerContext, s: Settings): Promise<void> {
  const t = thresholdFor(s);
  await owner.memory.setLine(
    "preferences",
    "ZOE interrupt threshold",
    s.mode === "quiet" ? "quiet mode: no unsolicited messages except the morning brief" : `${t.toFixed(2)} (mode ${s.mode}, base ${BASE_THRESHOLD[s.mode].toFixed(2)})`,
  );
}

/** A scope that names a thread (rather than "all" or words like "everything"). */
const THREAD_SCOPE = /^th-?[a-z0-9]{4,8}$/i;

/** Apply "quieter"/"louder" operations from the conversation; returns lines for the reply. */
export async function applyGateOps(owner: OwnerContext, ops: GateOp[]): Promise<string[]> {
  const threads = await owner.threads.live();
  const lines: string[] = [];
  const touched = new Map<string, string>();
  const s = await owner.settings.update((st) => {
    for (const op of ops) {
      const delta = op.op === "quieter" ? STEP : -STEP;
      const scope = op.scope?.trim();
      const thread = scope && scope.toLowerCase() !== "all" ? findThread(threads, scope) : undefined;
      if (thread) {
        st.threadOffsets[thread.id] = clampOffset((st.threadOffsets[thread.id] ?? 0) + delta);
        touched.set(thread.id, thread.summary);
        lines.push(
          `${op.op === "quieter" ? "Fewer" : "More"} nudges about "${thread.summary}": my bar for it is now ${thresholdFor(st, thread.id).toFixed(2)}.`,
        );
      } else if (scope && THREAD_SCOPE.test(scope)) {
        // "Fewer nudges on th-zzzz" for a thread I don't track must not quietly change everything.
        lines.push(`I don't track a thread ${scope}, so I left my bar as it was. /threads lists them.`);
      } else {
        st.thresholdOffset = clampOffset(st.thresholdOffset + delta);
        lines.push(`${op.op === "quieter" ? "I'll be quieter" : "I'll speak up more"}: my bar is now ${thresholdFor(st).toFixed(2)}.`);
      }
    }
    return { ...st, threadOffsets: { ...st.threadOffsets } };
  });
  await writeThresholdPreference(owner, s);
  for (const [id, summary] of touched) {
    await owner.memory.setLine("preferences", `ZOE interrupt threshold for ${id}`, `${thresholdFor(s, id).toFixed(2)} (${summary})`);
  }
  return lines;
}

/** /mode, /quiet, /why, /stats, /brief and the answers to "want me to dial back?". */
export const gateControls: Feature = {
  commands: [
    {
      name: "mode",
      description: "quiet | balanced | proactive: how readily I speak first",
      async run({ owner, args, convo }) {
        const word = args.trim().toLowerCase();
        const want = (MODE_WORDS[word] ?? word) as Mode;
        if (word && !MODES.includes(want)) {
          await convo.reply({ text: notUnderstood("a mode", args.trim(), `the modes are ${MODES.join(", ")}`, "/mode quiet, /mode balanced or /mode proactive.") });
          return;
        }
        if (!word) {
          const s = await owner.settings.get();
          await convo.reply({
            text: `Mode is ${s.mode}. /mode quiet: no unsolicited messages, only replies and the morning brief. /mode balanced: follow-ups when things are due (default). /mode proactive: a lower bar, plus check-ins when you go quiet.`,
          });
          return;
        }
        const s = await owner.settings.update((st) => {
          st.mode = want;
          return { ...st };
        });
        await writeThresholdPreference(owner, s);
        await convo.reply({ text: `Mode set to ${want}.${want === "quiet" ? " I'll only reply, plus the morning brief." : ` My bar is ${thresholdFor(s).toFixed(2)}.`}` });
      },
    },
    {
      name: "quiet",
      description: "Set quiet hours, e.g. /quiet 22:00-08:00",
      async run({ owner, args, convo }) {
        const range = parseTimeRange(args);
        if (!range && args.trim()) {
          const bad = badRangeParts(args);
          const detail = bad.length ? `${bad.map((b) => `"${b}"`).join(" and ")} ${bad.length === 1 ? "is not a time of day" : "are not times of day"}` : "give a start and an end, with a dash between them";
          await convo.reply({ text: notUnderstood("quiet hours", args.trim(), detail, "/quiet 22:00-08:00 or /quiet 10pm-7am.") });
          return;
        }
        if (!range) {
          const s = await owner.settings.get();
          await convo.reply({ text: `Quiet hours are ${s.activeHours.end}-${s.activeHours.start}. Change them with e.g. /quiet 22:00-08:00.` });
          return;
        }
        // Quiet hours "22:00-08:00" are the complement of active hours "08:00-22:00".
        await owner.settings.update((st) => {
          st.activeHours = { start: range.end, end: range.start };
        });
        await convo.reply({ text: `Quiet hours set: ${range.start}-${range.end}. I won't message you first in that window.` });
      },
    },
    {
      name: "why",
      description: "Why I sent my last unsolicited message",
      async run({ owner, convo, zoe }) {
        const pushes = (await owner.pushes.all()).filter((p) => p.kind !== "brief");
        const last = pushes[pushes.length - 1];
        if (!last) {
          await convo.reply({ text: "I haven't messaged you first yet." });
          return;
        }
        const when = DateTime.fromISO(last.at, { zone: zoe.timeZone }).toFormat("ccc d LLL HH:mm");
        const score = last.score !== null && last.threshold !== null ? ` Score ${last.score.toFixed(2)} against my bar of ${last.threshold.toFixed(2)}.` : "";
        await convo.reply({ text: `My last message (${last.kind}, ${when}): ${asSentence(last.reason)}${score}` });
      },
    },
    {
      name: "stats",
      description: "How often I spoke first in the last 7 days",
      async run({ owner, convo, now }) {
        const since = now.getTime() - 7 * DAY;
        const pushes = (await owner.pushes.all()).filter((p) => Date.parse(p.at) >= since && p.kind !== "brief");
        const answered = pushes.filter((p) => p.answeredAt).length;
        const decisions = (await decisionLog(owner).readAll()).filter((d) => Date.parse(d.at) >= since);
        const rate = silenceRate(decisions);
        // The ticks silenceRate counts (an event that did not push is not a tick).
        const ticks = decisions.filter((d) => d.trigger !== "event" || d.outcome === "pushed").length;
        const s = await owner.settings.get();
        await convo.reply({
          text: [
            `Last 7 days: ${pushes.length} unsolicited message(s), ${answered} answered.`,
            `Silence rate: ${rate === null ? "no ticks yet" : `${Math.round(rate * 100)}% of ${ticks} ticks`}.`,
            `Mode ${s.mode}, bar ${s.mode === "quiet" ? "n/a (quiet)" : thresholdFor(s).toFixed(2)}${s.throttleRaise ? ` (raised ${s.throttleRaise.toFixed(2)} because messages went unanswered)` : ""}.`,
          ].join("\n"),
        });
      },
    },
    {
      name: "brief",
      description: "Morning brief: /brief on | off | HH:MM",
      async run({ owner, args, convo }) {
        const a = args.trim().toLowerCase();
        if (a === "off" || a === "on") {
          await owner.settings.update((st) => {
            st.briefEnabled = a === "on";
          });
          await convo.reply({ text: a === "off" ? "Morning brief off." : "Morning brief on." });
          return;
        }
        const at = a ? parseClockTime(a.replace(/^at\s+/, "")) : null;
        if (at) {
          await owner.settings.update((st) => {
            st.briefAt = at;
            st.briefEnabled = true;
          });
          await convo.reply({ text: `Morning brief at ${at}.` });
          return;
        }
        if (a) {
          await convo.reply({ text: notUnderstood("a brief setting", args.trim(), "say on, off or a time of day", "/brief 8:30, /brief 9am or /brief off.") });
          return;
        }
        const s = await owner.settings.get();
        await convo.reply({ text: `Morning brief is ${s.briefEnabled ? `on, at ${s.briefAt}` : "off"}. /brief off, /brief on, or /brief 08:30.` });
      },
    },
  ],
  buttons: [
    {
      prefix: "g:",
      async run({ owner, payload, convo, event, now }) {
        if (payload !== "y" && payload !== "n") return convo.ack("That button has expired.");
        // A second tap (or a stale copy of the question) must not raise the bar twice.
        const question = (await owner.pushes.all()).find((p) => p.kind === "throttle" && event.messageId !== undefined && p.messageId === event.messageId);
        if (question?.answeredAt) {
          if (event.messageId) await convo.clearButtons(event.messageId);
          return convo.ack("Already answered.");
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
        await convo.reply({ text: payload === "y" ? `Dialing back: my bar is now ${thresholdFor(s).toFixed(2)}.` : `Got it, back to normal: my bar is ${thresholdFor(s).toFixed(2)}.` });
      },
    },
  ],
};

/** A reason as a sentence of its own, so what follows it does not run on ("…today Score 0.8"). */
export function asSentence(text: string): string {
  const t = text.trim();
  return !t || /[.!?…]["')\]]*$/.test(t) ? t : `${t}.`;
}
