/**
 * ZOE's judgment over the last 14 days as inline SVG (drawn like the replay report's timeline,
 * eval/html-report.ts): every tick a mark at its top candidate's score (silent, deferred, pushed),
 * every push with its kind, score, threshold and reason, the threshold as a line, quiet hours
 * shaded, answers and the self-throttle's moments (a raise, a "dial back?") marked; and two
 * small charts, pushes per day and the silence rate per day. Pure over the decision log, the push log, the settings and `now`.
 * Must never: put a string into the markup without escapeHtml, draw anything that fetches (no
 * external image, font or link), or read a clock.
 */
import { DateTime } from "luxon";
import { DAY } from "../base/clock.ts";
import { t, type Locale } from "../lang/index.ts";
import type { Decision, Push } from "../tick/index.ts";
import { escapeHtml } from "./escape.ts";

export const TIMELINE_DAYS = 14;

const W = 1000;
const H = 220;
const PAD_L = 34;
const PAD_T = 10;
const PAD_B = 24;
const PLOT_H = H - PAD_T - PAD_B;

/** How a tick shows: pushed, deferred to a later tick or the brief, or silent (held, declined, …). */
export type TickMark = "pushed" | "deferred" | "silent";

export function tickMark(d: Decision): TickMark {
  if (d.outcome === "pushed") return "pushed";
  if (d.outcome === "deferred") return "deferred";
  return "silent";
}

/** The highest candidate score of a tick (0 when there was no candidate). */
export function topScore(d: Decision): number {
  return d.candidates.reduce((m, c) => Math.max(m, c.score), 0);
}

export interface TimelineInput {
  decisions: Decision[];
  pushes: Push[];
  now: Date;
  timeZone: string;
  activeHours: { start: string; end: string };
  /** When the self-throttle last raised the threshold (the owner's settings), or null. */
  throttleRaisedAt: string | null;
  locale: Locale;
}

export interface DayStat {
  /** The local day's start. */
  day: DateTime;
  pushes: number;
  ticks: number;
  silent: number;
}

/** The 14 local days up to today, oldest first, with pushes and ticks counted (pure). */
export function dailyStats(decisions: Decision[], pushes: Push[], now: Date, timeZone: string): DayStat[] {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf("day");
  const days: DayStat[] = [];
  for (let i = TIMELINE_DAYS - 1; i >= 0; i--) days.push({ day: today.minus({ days: i }), pushes: 0, ticks: 0, silent: 0 });
  // One formatter for every record's local day (luxon per record costs ~0.3 ms under load).
  const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const byKey = new Map(days.map((d, i) => [d.day.toISODate(), i]));
  const index = (iso: string) => byKey.get(dayKey.format(new Date(iso))) ?? -1;
  for (const d of decisions) {
    // As silenceRate counts: an event that did not push is not a tick.
    if (d.trigger === "event" && d.outcome !== "pushed") continue;
    const i = index(d.at);
    if (i < 0) continue;
    days[i]!.ticks++;
    if (d.outcome !== "pushed") days[i]!.silent++;
  }
  for (const p of pushes) {
    const i = index(p.at);
    if (i >= 0) days[i]!.pushes++;
  }
  return days;
}

/** The owner's quiet hours between `from` and `to`, as [start, end) instants (pure). */
export function quietIntervals(from: Date, to: Date, timeZone: string, hours: { start: string; end: string }): Array<[number, number]> {
  const at = (day: DateTime, hhmm: string) => {
    const [h, m] = hhmm.split(":").map(Number);
    return day.set({ hour: h!, minute: m!, second: 0, millisecond: 0 }).toMillis();
  };
  const first = DateTime.fromJSDate(from, { zone: timeZone }).startOf("day").minus({ days: 1 });
  const out: Array<[number, number]> = [];
  for (let day = first; day.toMillis() < to.getTime(); day = day.plus({ days: 1 })) {
    const activeEnd = hours.start < hours.end ? at(day, hours.end) : at(day.plus({ days: 1 }), hours.end);
    const nextStart = at(day.plus({ days: 1 }), hours.start);
    const [s, e] = [Math.max(activeEnd, from.getTime()), Math.min(nextStart, to.getTime())];
    if (e > s) out.push([s, e]);
  }
  return out;
}

const fmt = (n: number | null | undefined) => (typeof n === "number" ? n.toFixed(2) : "–");

/** The timeline and the two small charts, as markup (pure). */
export function timelineSvg(input: TimelineInput): string {
  const { now, timeZone, locale } = input;
  const to = now.getTime();
  const from = DateTime.fromJSDate(now, { zone: timeZone }).startOf("day").minus({ days: TIMELINE_DAYS - 1 }).toMillis();
  const inRange = (iso: string) => {
    const ms = Date.parse(iso);
    return ms >= from && ms <= to;
  };
  const stamp = new Intl.DateTimeFormat(locale, { timeZone, weekday: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const when = (iso: string) => stamp.format(new Date(iso));
  const decisions = input.decisions.filter((d) => inRange(d.at));
  const pushes = input.pushes.filter((p) => inRange(p.at));
  const x = (ms: number) => (PAD_L + ((ms - from) / Math.max(1, to - from)) * (W - PAD_L - 4)).toFixed(1);
  const y = (score: number) => (PAD_T + (1 - Math.min(1, Math.max(0, score))) * PLOT_H).toFixed(1);
  const parts: string[] = [];
  // Quiet hours, shaded.
  for (const [s, e] of quietIntervals(new Date(from), now, timeZone, input.activeHours)) {
    parts.push(`<rect class="quiet" x="${x(s)}" y="${PAD_T}" width="${(Number(x(e)) - Number(x(s))).toFixed(1)}" height="${PLOT_H}"><title>${escapeHtml(t(locale, "console.quietHours"))}</title></rect>`);
  }
  // Day lines and labels.
  for (let day = DateTime.fromMillis(from, { zone: timeZone }); day.toMillis() < to; day = day.plus({ days: 1 })) {
    const dx = x(day.toMillis());
    parts.push(`<line class="day" x1="${dx}" x2="${dx}" y1="${PAD_T}" y2="${PAD_T + PLOT_H}"/>`);
    parts.push(`<text class="axis" x="${(Number(dx) + 3).toFixed(1)}" y="${H - 8}">${escapeHtml(day.setLocale(locale).toFormat("ccc d"))}</text>`);
  }
  for (const v of [0, 0.5, 1]) parts.push(`<text class="axis" x="2" y="${(Number(y(v)) + 4).toFixed(1)}">${v.toFixed(1)}</text>`);
  // The threshold, as a step line through the ticks that had one.
  const steps = decisions.filter((d) => d.threshold !== null).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (steps.length) {
    const pts: string[] = [];
    steps.forEach((d, i) => {
      const ty = y(d.threshold!);
      if (i > 0) pts.push(`${x(Date.parse(d.at))},${y(steps[i - 1]!.threshold!)}`);
      pts.push(`${x(Date.parse(d.at))},${ty}`);
    });
    pts.push(`${x(to)},${y(steps[steps.length - 1]!.threshold!)}`);
    parts.push(`<polyline class="threshold" points="${pts.join(" ")}"><title>${escapeHtml(t(locale, "console.threshold"))}</title></polyline>`);
  }
  // Every tick.
  for (const d of decisions) {
    const mark = tickMark(d);
    if (mark === "pushed") continue; // drawn with its push below
    const why = [t(locale, `console.mark.${mark}`), d.guard ?? "", d.verdict?.reason ?? ""].filter(Boolean).join(" · ");
    parts.push(`<circle class="tick ${mark}" data-mark="${mark}" cx="${x(Date.parse(d.at))}" cy="${y(topScore(d))}" r="3"><title>${escapeHtml(`${when(d.at)} · ${why}`)}</title></circle>`);
  }
  // Every push, focusable, with what it said and why.
  for (const p of pushes) {
    const tip = `${when(p.at)} · ${t(locale, "console.pushLine", { kind: p.kind, score: fmt(p.score), threshold: fmt(p.threshold) })}\n${p.reason}\n${p.text}`;
    parts.push(`<circle class="tick pushed" data-mark="pushed" data-push="${escapeHtml(p.id)}" tabindex="0" cx="${x(Date.parse(p.at))}" cy="${y(p.score ?? 1)}" r="6"><title>${escapeHtml(tip)}</title></circle>`);
    if (p.answeredAt && inRange(p.answeredAt)) {
      parts.push(`<path class="answer" d="M${x(Date.parse(p.answeredAt))} ${PAD_T + PLOT_H}v-10"><title>${escapeHtml(`${t(locale, "console.answered")}: ${p.answer ?? ""}`)}</title></path>`);
    }
  }
  // The self-throttle: when it last raised the bar, and each time it asked whether to dial back.
  const throttled = [...(input.throttleRaisedAt && inRange(input.throttleRaisedAt) ? [input.throttleRaisedAt] : []), ...pushes.filter((p) => p.kind === "throttle").map((p) => p.at)];
  for (const at of throttled) parts.push(`<path class="throttle" d="M${x(Date.parse(at))} ${PAD_T + 8}l-4 -8h8z"><title>${escapeHtml(t(locale, "console.throttle"))}</title></path>`);
  const label = escapeHtml(t(locale, "console.judgment"));
  const main = `<svg class="timeline" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="${label}">${parts.join("")}</svg>`;
  return `${main}${smallCharts(dailyStats(decisions, pushes, now, timeZone), locale)}`;
}

/** Pushes per day and the silence rate per day, as two small bar charts. */
function smallCharts(days: DayStat[], locale: Locale): string {
  const w = 480;
  const h = 90;
  const bw = (w - 8) / days.length;
  const maxPushes = Math.max(1, ...days.map((d) => d.pushes));
  const bars = (value: (d: DayStat) => number, max: number, tip: (d: DayStat) => string, cls: string) =>
    days
      .map((d, i) => {
        const v = value(d);
        const bh = (v / max) * (h - 24);
        return `<rect class="${cls}" x="${(4 + i * bw + 2).toFixed(1)}" y="${(h - 18 - bh).toFixed(1)}" width="${(bw - 4).toFixed(1)}" height="${bh.toFixed(1)}"><title>${escapeHtml(tip(d))}</title></rect>` +
          `<text class="axis" x="${(4 + i * bw + 2).toFixed(1)}" y="${h - 4}">${escapeHtml(d.day.setLocale(locale).toFormat("d"))}</text>`;
      })
      .join("");
  const day = (d: DayStat) => d.day.setLocale(locale).toFormat("ccc d");
  const perDay = bars((d) => d.pushes, maxPushes, (d) => `${day(d)}: ${d.pushes}`, "bar pushes");
  const silence = bars((d) => (d.ticks ? d.silent / d.ticks : 0), 1, (d) => `${day(d)}: ${d.ticks ? Math.round((d.silent / d.ticks) * 100) : 0}% (${d.silent}/${d.ticks})`, "bar silence");
  const all = days.reduce((a, d) => ({ ticks: a.ticks + d.ticks, silent: a.silent + d.silent, pushes: a.pushes + d.pushes }), { ticks: 0, silent: 0, pushes: 0 });
  const rate = all.ticks ? `${Math.round((all.silent / all.ticks) * 100)}%` : "–";
  return (
    `<div class="charts"><figure><figcaption>${escapeHtml(t(locale, "console.pushesPerDay", { n: String(all.pushes) }))}</figcaption>` +
    `<svg class="chart" viewBox="0 0 ${w} ${h}" width="100%" role="img" aria-label="${escapeHtml(t(locale, "console.pushesPerDay", { n: String(all.pushes) }))}">${perDay}</svg></figure>` +
    `<figure><figcaption>${escapeHtml(t(locale, "console.silenceRate", { rate }))}</figcaption>` +
    `<svg class="chart" viewBox="0 0 ${w} ${h}" width="100%" role="img" aria-label="${escapeHtml(t(locale, "console.silenceRate", { rate }))}">${silence}</svg></figure></div>`
  );
}
