/**
 * Figures and tables for replays: per scenario and in total, Perfect (share of perfect scenarios),
 * Hit and Miss (over expectations), Over-trigger (over pushes), violations, skipped owner events
 * (a press or reply about a push the policy never sent: its miss), pushes and briefs per
 * simulated day, silence rate (wake-ups that said nothing), decision-model and main-model calls
 * per simulated day; the same as JSON. Pure: a function of run results.
 * Must never: change a figure between the table and the JSON.
 */
import { DateTime } from "luxon";
import type { SkippedEvent } from "./events.ts";
import type { RunResult } from "./harness.ts";
import { localTime } from "./instant.ts";
import type { PolicyName } from "./policies.ts";

/** Counts summed over runs, and the rates the report shows. */
export interface Figures {
  scenarios: number;
  perfect: number;
  expected: number;
  hits: number;
  misses: number;
  pushes: number;
  repeats: number;
  overTriggers: number;
  violations: number;
  /** Owner events skipped: a press or reply about a push the policy never sent. */
  skipped: number;
  briefs: number;
  days: number;
  wakeups: number;
  silentWakeups: number;
  calls: { main: number; gate: number };
  inputTokens: { main: number; gate: number };
  rates: {
    perfect: number | null;
    hit: number | null;
    miss: number | null;
    overTrigger: number | null;
    pushesPerDay: number;
    briefsPerDay: number;
    silence: number | null;
    gateCallsPerDay: number;
    mainCallsPerDay: number;
    inputTokensPerDay: number;
  };
}

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);
const perDay = (n: number, days: number) => (days > 0 ? n / days : 0);

/** Sum runs into figures (one run gives that scenario's figures). */
export function figures(runs: RunResult[]): Figures {
  const f = {
    scenarios: runs.length,
    perfect: runs.filter((r) => r.score.perfect).length,
    expected: sum(runs, (r) => r.score.expected),
    hits: sum(runs, (r) => r.score.hits),
    misses: sum(runs, (r) => r.score.misses),
    pushes: sum(runs, (r) => r.score.pushes),
    repeats: sum(runs, (r) => r.score.repeats),
    overTriggers: sum(runs, (r) => r.score.overTriggers),
    violations: sum(runs, (r) => r.score.violations),
    skipped: sum(runs, (r) => r.skipped.length),
    briefs: sum(runs, (r) => r.briefs.length),
    days: sum(runs, (r) => r.days),
    wakeups: sum(runs, (r) => r.wake.wakeups),
    silentWakeups: sum(runs, (r) => r.wake.silent),
    calls: { main: sum(runs, (r) => r.model.calls.main), gate: sum(runs, (r) => r.model.calls.gate) },
    inputTokens: { main: sum(runs, (r) => r.model.inputTokens.main), gate: sum(runs, (r) => r.model.inputTokens.gate) },
  };
  return {
    ...f,
    rates: {
      perfect: ratio(f.perfect, f.scenarios),
      hit: ratio(f.hits, f.expected),
      miss: ratio(f.misses, f.expected),
      overTrigger: f.pushes > 0 ? f.overTriggers / f.pushes : f.scenarios > 0 ? 0 : null,
      pushesPerDay: perDay(f.pushes, f.days),
      briefsPerDay: perDay(f.briefs, f.days),
      silence: ratio(f.silentWakeups, f.wakeups),
      gateCallsPerDay: perDay(f.calls.gate, f.days),
      mainCallsPerDay: perDay(f.calls.main, f.days),
      inputTokensPerDay: perDay(f.inputTokens.main + f.inputTokens.gate, f.days),
    },
  };
}

function sum<T>(xs: T[], f: (x: T) => number): number {
  let s = 0;
  for (const x of xs) s += f(x);
  return s;
}

const pct = (v: number | null) => (v === null ? "-" : `${Math.round(v * 1000) / 10}%`);
const num = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

/** A plain-text table: the first row is the header; columns after the first are right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  const line = (r: string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join("\n");
}

/** The summary's columns (the first is the row's label); `row` gives the cells. */
export const HEADER = ["", "Perfect", "Hit", "Miss", "Over-trigger", "Violations", "Skipped", "Pushes/day", "Briefs/day", "Silence", "Gate calls/day", "Main calls/day"];

/** One row of the summary: figures as the tables and the HTML report print them. */
export function row(label: string, f: Figures): string[] {
  return [
    label,
    f.scenarios === 1 ? (f.perfect ? "yes" : "no") : `${pct(f.rates.perfect)} (${f.perfect}/${f.scenarios})`,
    `${pct(f.rates.hit)} (${f.hits}/${f.expected})`,
    `${pct(f.rates.miss)} (${f.misses})`,
    `${pct(f.rates.overTrigger)} (${f.overTriggers}/${f.pushes})`,
    String(f.violations),
    String(f.skipped),
    num(f.rates.pushesPerDay),
    num(f.rates.briefsPerDay),
    pct(f.rates.silence),
    num(f.rates.gateCallsPerDay),
    num(f.rates.mainCallsPerDay),
  ];
}

/** One policy: a row per scenario and a total. */
export function scenarioTable(policy: PolicyName, runs: RunResult[]): string {
  const rows = [["Scenario", ...HEADER.slice(1)], ...runs.map((r) => row(r.scenario, figures([r])))];
  rows.push(row(`TOTAL (${policy})`, figures(runs)));
  return table(rows);
}

/** Several policies on the same scenarios: one row each. */
export function compareTable(byPolicy: Array<{ policy: PolicyName; runs: RunResult[] }>): string {
  return table([["Policy", ...HEADER.slice(1)], ...byPolicy.map(({ policy, runs }) => row(policy, figures(runs)))]);
}

/**
 * Goals per policy: Perfect and Over-trigger on the scenarios that have goals, and the model calls
 * spent on goals per goal-day, split by the goal's state (active, resting). Null when no run had a goal.
 */
export function goalTable(byPolicy: Array<{ policy: PolicyName; runs: RunResult[] }>): string | null {
  const rows = byPolicy.flatMap(({ policy, runs }) => {
    const withGoals = runs.filter((r) => r.goals.goals > 0);
    if (!withGoals.length) return [];
    const f = figures(withGoals);
    const active = sum(withGoals, (r) => r.goals.activeDays);
    const resting = sum(withGoals, (r) => r.goals.restingDays);
    const rate = (n: number, d: number) => (d > 0 ? num(n / d) : "-");
    return [
      [
        policy,
        `${pct(f.rates.perfect)} (${f.perfect}/${f.scenarios})`,
        `${pct(f.rates.overTrigger)} (${f.overTriggers}/${f.pushes})`,
        rate(sum(withGoals, (r) => r.goals.callsActive), active),
        rate(sum(withGoals, (r) => r.goals.callsResting), resting),
        num(active),
        num(resting),
      ],
    ];
  });
  if (!rows.length) return null;
  return table([["Goals", "Perfect", "Over-trigger", "Calls/active goal-day", "Calls/resting goal-day", "Active goal-days", "Resting goal-days"], ...rows]);
}

/** What went wrong in a run, one line each: misses, over-triggers, violations (empty when perfect). */
export function explain(r: RunResult, expect: Array<{ about?: string; kind?: string; from: number; to: number; channel: string }>): string[] {
  const tz = r.timezone;
  const out: string[] = [];
  for (const e of r.score.expectations) {
    if (e.hit) continue;
    const w = expect[e.index];
    if (!w) continue;
    out.push(`miss: expect[${e.index}] ${w.channel} ${describeMatch(w)} between ${localTime(w.from, tz)} and ${localTime(w.to, tz)}`);
  }
  for (const v of r.score.verdicts) {
    const what = `${v.kind} at ${localTime(v.at, tz)}: ${firstLine(v.text)}`;
    if (v.label !== "hit") out.push(`${v.label}: ${what}`);
    if (v.violates.length) out.push(`violation of forbid[${v.violates.join(", ")}]: ${what}`);
  }
  for (const k of r.skipped) out.push(`skipped: ${skippedLine(k, tz)}`);
  for (const p of r.problems) out.push(`logged error: ${p}`);
  return out;
}

/** "events[2] reply at Mon 01 Jun 10:15: this policy never sent a push about "chairs" before it". */
export function skippedLine(k: SkippedEvent, timeZone: string): string {
  return `events[${k.index}] ${k.type} at ${localTime(k.at, timeZone)}: ${k.reason}`;
}

/** Every message a run produced, in time order (for --verbose). */
export function timeline(r: RunResult): string[] {
  const tz = r.timezone;
  const labels = new Map(r.score.verdicts.map((v) => [`${v.at}|${v.text}`, v]));
  const all = [
    ...r.pushes.map((p) => ({ at: p.at, line: `${p.kind}${labelOf(labels.get(`${p.at}|${p.text}`))}: ${firstLine(p.text)}` })),
    ...r.briefs.map((b) => ({ at: b.at, line: `brief: ${b.text.replace(/\s*\n+\s*/g, " / ").slice(0, 160)}` })),
    ...r.other.map((o) => ({ at: o.at, line: `${o.kind} (not scored): ${firstLine(o.text)}` })),
  ].sort((a, b) => a.at - b.at);
  return all.map((x) => `${localTime(x.at, tz)}  ${x.line}`);
}

const labelOf = (v: { label: string; violates: number[] } | undefined) => (v ? ` [${v.label}${v.violates.length ? ", VIOLATION" : ""}]` : "");
const firstLine = (t: string) => t.split("\n")[0]!.slice(0, 120);
const describeMatch = (w: { about?: string; kind?: string }) =>
  [w.kind ? `kind ${w.kind}` : null, w.about ? `about "${w.about}"` : null].filter(Boolean).join(", ") || "anything";

/** A run as JSON: its figures and every push with what it counted as. */
export function runJson(r: RunResult) {
  const iso = (ms: number) => DateTime.fromMillis(ms, { zone: r.timezone }).toISO();
  return {
    scenario: r.scenario,
    file: r.file ?? null,
    policy: r.policy,
    perfect: r.score.perfect,
    figures: figures([r]),
    expectations: r.score.expectations,
    pushes: r.score.verdicts.map((v) => ({ at: iso(v.at), kind: v.kind, label: v.label, violates: v.violates, about: v.summary, text: v.text })),
    briefs: r.briefs.map((b) => ({ at: iso(b.at), text: b.text })),
    skipped: r.skipped.map((k) => ({ event: k.index, type: k.type, at: iso(k.at), about: k.about, reason: k.reason })),
    other: r.other.map((o) => ({ at: iso(o.at), kind: o.kind, text: o.text })),
    modelCalls: r.model,
    goals: r.goals,
    problems: r.problems,
    wallMs: Math.round(r.wallMs),
  };
}
