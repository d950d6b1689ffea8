/**
 * The replay report as one self-contained HTML page (`zoe eval --html FILE`): the summary table on
 * top (the same figures as the terminal table), then per scenario a timeline (inline SVG) of each
 * policy's pushes and briefs against the expected and forbidden windows, every mark with what it
 * counted as and the push text on hover. A small inline script shows the hovered or focused mark's
 * text under its timeline and marks the page as rendered (`<html data-report="ready">`, with the
 * marks it drew per row) so a browser test can tell that it ran.
 * Pure: a function of the replays' results and an explicit `generatedAt`.
 * Must never: put text in the page unescaped (push texts are the owner's data), or refer to
 * anything outside the page (no network, no external fonts, scripts or styles).
 */
import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import { DAY, HOUR } from "../base/clock.ts";
import type { SkippedEvent } from "./events.ts";
import type { RunResult } from "./harness.ts";
import { localTime } from "./instant.ts";
import { POLICY_DESCRIPTIONS, type PolicyName } from "./policies.ts";
import { figures, HEADER, row, skippedLine } from "./report.ts";
import type { Scenario } from "./scenario.ts";

export interface HtmlReportInput {
  /** When the report was made (printed, never read from a clock here). */
  generatedAt: Date;
  /** Where the scenarios came from. */
  scenariosDir: string;
  /** The scenarios replayed, in report order. */
  scenarios: Scenario[];
  byPolicy: Array<{ policy: PolicyName; runs: RunResult[] }>;
  /** Scenario files that could not be read (`file: field: problem` lines). */
  invalid: string[];
  /** Replays that stopped with an error. */
  errors: string[];
}

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const ENTITY: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or an attribute value as HTML: every markup character escaped, control characters replaced. */
export function escapeHtml(text: string): string {
  return text.replace(CONTROL, "\uFFFD").replace(/[&<>"']/g, (c) => ENTITY[c]!);
}

/** Scenario key shared by a scenario and its runs. */
const keyOf = (x: { file?: string | undefined; name?: string; scenario?: string }) => x.file ?? x.name ?? x.scenario ?? "";

/** The whole page. */
export function htmlReport(input: HtmlReportInput): string {
  const policies = input.byPolicy.map((p) => p.policy);
  const runOf = new Map(input.byPolicy.map(({ policy, runs }) => [policy, new Map(runs.map((r) => [keyOf(r), r]))]));
  const title = `ZOE replay: ${input.scenarios.length} scenario(s), ${policies.join(", ")}`;
  const sections = input.scenarios.map((s, i) => scenarioSection(s, i, policies.map((p) => ({ policy: p, run: runOf.get(p)?.get(keyOf(s)) ?? null }))));
  return `<!DOCTYPE html>
<html lang="en" data-report="static">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src '${SCRIPT_HASH}'">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>ZOE replay report</h1>
<p class="meta">${escapeHtml(`${input.scenarios.length} scenario(s) from ${input.scenariosDir} · ${policies.length} ${policies.length === 1 ? "policy" : "policies"} · generated ${input.generatedAt.toISOString()}`)}</p>
</header>
<main>
${summarySection(input)}
${problemsSection(input)}
${skippedSection(input)}
${indexSection(input.scenarios, policies, runOf)}
${LEGEND}
${sections.join("\n")}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function summarySection(input: HtmlReportInput): string {
  const head = `<tr>${["Policy", ...HEADER.slice(1)].map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr>`;
  const rows = input.byPolicy.map(({ policy, runs }) => {
    const [label, ...cells] = row(policy, figures(runs));
    return `<tr data-policy="${escapeHtml(policy)}"><th scope="row">${escapeHtml(label!)}</th>${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`;
  });
  const desc = input.byPolicy.map(({ policy }) => `<li><b>${escapeHtml(policy)}</b>: ${escapeHtml(POLICY_DESCRIPTIONS[policy])}</li>`).join("");
  return `<section id="summary">
<h2>Summary</h2>
<div class="scroll"><table class="summary"><thead>${head}</thead><tbody>${rows.join("")}</tbody></table></div>
<p class="note">Perfect: every expectation hit, no over-trigger, no violation, no skipped event. Hit and Miss count the expected windows; Over-trigger counts pushes in no expected window and repeats inside one; Violations are pushes inside a forbidden window; Skipped counts the owner's presses and replies about a push the policy never sent (the policy's miss: the event was not played).</p>
<ul class="policies">${desc}</ul>
</section>`;
}

function problemsSection(input: HtmlReportInput): string {
  if (!input.invalid.length && !input.errors.length) return "";
  const items = [...input.invalid.map((l) => `invalid scenario ${l}`), ...input.errors.map((l) => `error: ${l}`)];
  return `<section id="problems" class="problems"><h2>Problems</h2><ul>${items.map((l) => `<li><pre>${escapeHtml(l)}</pre></li>`).join("")}</ul></section>`;
}

function skippedSection(input: HtmlReportInput): string {
  const items = input.byPolicy.flatMap(({ policy, runs }) =>
    runs.flatMap((r) => r.skipped.map((k) => `<li data-policy="${escapeHtml(policy)}">${escapeHtml(`${policy}: ${r.scenario}: ${skippedLine(k, r.timezone)}`)}</li>`)),
  );
  if (!items.length) return "";
  return `<section id="skipped"><h2>Skipped events</h2><p class="note">A press or reply about a push the policy never sent: the event was skipped and counts as the policy's miss.</p><ul>${items.join("")}</ul></section>`;
}

function indexSection(scenarios: Scenario[], policies: PolicyName[], runOf: Map<PolicyName, Map<string, RunResult>>): string {
  const head = `<tr><th scope="col">Scenario</th>${policies.map((p) => `<th scope="col">${escapeHtml(p)}</th>`).join("")}</tr>`;
  const rows = scenarios.map((s, i) => {
    const cells = policies.map((p) => {
      const r = runOf.get(p)?.get(keyOf(s));
      if (!r) return `<td class="bad">error</td>`;
      return `<td class="${r.score.perfect ? "good" : "bad"}">${escapeHtml(outcome(r))}</td>`;
    });
    return `<tr><th scope="row"><a href="#scenario-${i}">${escapeHtml(s.name)}</a></th>${cells.join("")}</tr>`;
  });
  return `<section id="scenarios"><h2>Scenarios</h2><table class="index"><thead>${head}</thead><tbody>${rows.join("")}</tbody></table></section>`;
}

/** "perfect", or what kept a run from it: "1 miss · 2 over · 1 skipped". */
function outcome(r: RunResult): string {
  if (r.score.perfect) return "perfect";
  const s = r.score;
  return [
    s.misses ? `${s.misses} miss` : "",
    s.overTriggers ? `${s.overTriggers} over` : "",
    s.violations ? `${s.violations} violation(s)` : "",
    s.skipped ? `${s.skipped} skipped` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

// Timeline geometry, in SVG units (the drawing scales to the page's width).
const W = 1000;
const LABEL = 175;
const PLOT = W - LABEL - 12;
const AXIS_H = 24;
const WINDOW_H = 16;
const ROW_H = 36;

const COLORS = { hit: "#1a7f37", repeat: "#d97706", "over-trigger": "#dc2626", brief: "#2563eb", other: "#8b8b8b", skip: "#7c3aed" } as const;

function scenarioSection(s: Scenario, index: number, runs: Array<{ policy: PolicyName; run: RunResult | null }>): string {
  const tz = s.timezone;
  const span = Math.max(1, s.end - s.start);
  const x = (t: number) => round(LABEL + (Math.min(Math.max(t, s.start), s.end) - s.start) * (PLOT / span));
  const top = AXIS_H;
  const rowsTop = top + 2 * WINDOW_H + 6;
  const height = rowsTop + runs.length * ROW_H + 4;
  const parts: string[] = [];

  // The time axis: ticks at local hours or days, a step that gives at most about twelve.
  for (const t of ticks(s.start, s.end, tz)) {
    parts.push(`<line class="tick" x1="${x(t.at)}" y1="${top - 4}" x2="${x(t.at)}" y2="${height}"/>`);
    if (x(t.at) < W - 60) parts.push(`<text class="tick-label" x="${x(t.at) + 2}" y="${top - 8}">${escapeHtml(t.label)}</text>`);
  }
  parts.push(`<text class="row-label" x="4" y="${top + WINDOW_H - 4}">expected</text>`);
  parts.push(`<text class="row-label" x="4" y="${top + 2 * WINDOW_H - 4}">forbidden</text>`);

  // Windows: a bar in their own row, and a faint band across the policies' rows.
  const width = (from: number, to: number) => Math.max(2, round(x(to) - x(from)));
  s.expect.forEach((w, i) => {
    const what = `${w.channel === "brief" ? "the morning brief mentions" : "a push"}${w.kind ? ` of kind ${w.kind}` : ""}${w.about ? ` about "${w.about}"` : ""}`;
    const results = runs.map(({ policy, run }) => {
      const e = run?.score.expectations[i];
      return `${policy}: ${!run ? "error" : e?.hit ? `hit (${e.count} ${w.channel === "brief" ? "brief(s)" : "push(es)"})` : "missed"}`;
    });
    const tip = `expect[${i}]: ${what} between ${localTime(w.from, tz)} and ${localTime(w.to, tz)}\n${results.join("\n")}`;
    const cls = `window expect ${w.channel}`;
    parts.push(`<rect class="band ${cls}" x="${x(w.from)}" y="${rowsTop}" width="${width(w.from, w.to)}" height="${runs.length * ROW_H}"/>`);
    parts.push(`<rect class="${cls}" data-window="expect" data-index="${i}" tabindex="0" x="${x(w.from)}" y="${top + 2}" width="${width(w.from, w.to)}" height="${WINDOW_H - 4}"><title>${escapeHtml(tip)}</title></rect>`);
  });
  s.forbid.forEach((w, i) => {
    const what = `no push${w.kind ? ` of kind ${w.kind}` : ""}${w.about ? ` about "${w.about}"` : ""}`;
    const results = runs.map(({ policy, run }) => `${policy}: ${!run ? "error" : `${run.score.verdicts.filter((v) => v.violates.includes(i)).length} violation(s)`}`);
    const tip = `forbid[${i}]: ${what} between ${localTime(w.from, tz)} and ${localTime(w.to, tz)}\n${results.join("\n")}`;
    parts.push(`<rect class="band window forbid" x="${x(w.from)}" y="${rowsTop}" width="${width(w.from, w.to)}" height="${runs.length * ROW_H}"/>`);
    parts.push(`<rect class="window forbid" data-window="forbid" data-index="${i}" tabindex="0" x="${x(w.from)}" y="${top + WINDOW_H + 2}" width="${width(w.from, w.to)}" height="${WINDOW_H - 4}"><title>${escapeHtml(tip)}</title></rect>`);
  });

  runs.forEach(({ policy, run }, n) => {
    const y = rowsTop + n * ROW_H;
    const mid = y + ROW_H / 2;
    const counts = run ? { pushes: run.score.verdicts.length, briefs: run.briefs.length, others: run.other.length, skips: run.skipped.length } : { pushes: 0, briefs: 0, others: 0, skips: 0 };
    const attrs = `data-policy="${escapeHtml(policy)}" data-pushes="${counts.pushes}" data-briefs="${counts.briefs}" data-others="${counts.others}" data-skips="${counts.skips}"`;
    const marks: string[] = [];
    if (run) {
      for (const v of run.score.verdicts) {
        const where = v.label === "over-trigger" ? "over-trigger (no expected window)" : `${v.label} (expect[${v.expectIndex}])`;
        const tip = `${localTime(v.at, tz)} · ${v.kind} · ${where}${v.violates.length ? ` · VIOLATION of forbid[${v.violates.join(", ")}]` : ""}${v.summary ? `\nthread: ${v.summary}` : ""}\n${v.text}`;
        const cls = `mark push ${v.label}${v.violates.length ? " violation" : ""}`;
        marks.push(
          `<circle class="${cls}" data-kind="push" data-label="${v.label}" data-at="${iso(v.at, tz)}" tabindex="0" cx="${x(v.at)}" cy="${mid - 6}" r="5" fill="${COLORS[v.label]}"><title>${escapeHtml(tip)}</title></circle>`,
        );
      }
      for (const b of run.briefs) {
        const tip = `${localTime(b.at, tz)} · morning brief\n${b.text}`;
        marks.push(`<rect class="mark brief" data-kind="brief" data-at="${iso(b.at, tz)}" tabindex="0" x="${x(b.at) - 4}" y="${mid + 3}" width="8" height="8" fill="${COLORS.brief}"><title>${escapeHtml(tip)}</title></rect>`);
      }
      for (const o of run.other) {
        const tip = `${localTime(o.at, tz)} · ${o.kind} (not scored)\n${o.text}`;
        marks.push(`<circle class="mark other" data-kind="other" data-at="${iso(o.at, tz)}" tabindex="0" cx="${x(o.at)}" cy="${mid + 7}" r="3" fill="${COLORS.other}"><title>${escapeHtml(tip)}</title></circle>`);
      }
      for (const k of run.skipped) marks.push(skipMark(k, x(k.at), mid, tz));
    } else {
      marks.push(`<text class="row-error" x="${LABEL + 8}" y="${mid + 4}">could not be played (see Problems)</text>`);
    }
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const summary = run ? [plural(counts.pushes, "push", "pushes"), plural(counts.briefs, "brief", "briefs"), counts.skips ? `${counts.skips} skipped` : ""].filter(Boolean).join(" · ") : "error";
    parts.push(
      `<g class="row" ${attrs}><rect class="row-bg${n % 2 ? " odd" : ""}" x="0" y="${y}" width="${W}" height="${ROW_H}"/>` +
        `<text class="row-label policy" x="4" y="${mid - 2}">${escapeHtml(policy)}</text><text class="row-count" x="4" y="${mid + 11}">${escapeHtml(summary)}</text>` +
        `${marks.join("")}</g>`,
    );
  });

  const notes = runs.flatMap(({ policy, run }) => (run ? runNotes(s, run).map((l) => `<li data-policy="${escapeHtml(policy)}">${escapeHtml(`${policy}: ${l}`)}</li>`) : []));
  const status = runs.map(({ policy, run }) => `<span class="${run?.score.perfect ? "good" : "bad"}">${escapeHtml(`${policy}: ${run ? outcome(run) : "error"}`)}</span>`).join(" ");
  const meta = `${tz} · ${localTime(s.start, tz)} to ${localTime(s.end, tz)}${s.file ? ` · ${s.file.split(/[\\/]/).pop()}` : ""}`;
  return `<section class="scenario" id="scenario-${index}" data-scenario="${escapeHtml(s.name)}">
<h2>${escapeHtml(s.name)}</h2>
<p class="meta">${escapeHtml(meta)}</p>
<p class="status">${status}</p>
<svg class="timeline" viewBox="0 0 ${W} ${height}" width="100%" role="img" aria-label="${escapeHtml(`Timeline of ${s.name}`)}">${parts.join("")}</svg>
<output class="inspect" aria-live="polite">Hover or focus a mark to read it.</output>
${notes.length ? `<ul class="notes">${notes.join("")}</ul>` : ""}
</section>`;
}

/** A skipped owner event: a cross where the owner would have answered. */
function skipMark(k: SkippedEvent, cx: number, mid: number, tz: string): string {
  const d = 4;
  const tip = `skipped ${skippedLine(k, tz)}`;
  return `<path class="mark skip" data-kind="skip" data-at="${iso(k.at, tz)}" tabindex="0" d="M${cx - d} ${mid - d}L${cx + d} ${mid + d}M${cx - d} ${mid + d}L${cx + d} ${mid - d}" stroke="${COLORS.skip}" stroke-width="2.5"><title>${escapeHtml(tip)}</title></path>`;
}

/** What kept a run from perfect, without the push texts (those are on the marks). */
function runNotes(s: Scenario, r: RunResult): string[] {
  const tz = r.timezone;
  const out: string[] = [];
  for (const e of r.score.expectations) {
    const w = s.expect[e.index];
    if (e.hit || !w) continue;
    out.push(`missed expect[${e.index}] (${w.channel}${w.kind ? `, ${w.kind}` : ""}${w.about ? `, about "${w.about}"` : ""}) between ${localTime(w.from, tz)} and ${localTime(w.to, tz)}`);
  }
  const over = r.score.verdicts.filter((v) => v.label === "over-trigger").length;
  if (over) out.push(`${over} push(es) in no expected window`);
  if (r.score.repeats) out.push(`${r.score.repeats} repeat(s) inside an expected window`);
  if (r.score.violations) out.push(`${r.score.violations} push(es) inside a forbidden window`);
  for (const k of r.skipped) out.push(`skipped ${skippedLine(k, tz)}`);
  for (const p of r.problems) out.push(`logged error: ${p}`);
  return out;
}

/** Axis ticks: local hours (a step of 1 to 12 hours) or local midnights (every 1, 2 or 7 days). */
export function ticks(start: number, end: number, tz: string): Array<{ at: number; label: string }> {
  const span = end - start;
  const steps = [1, 2, 3, 6, 12].map((h) => h * HOUR);
  const hourStep = steps.find((s) => span / s <= 12);
  const out: Array<{ at: number; label: string }> = [];
  const dayLabel = (d: DateTime) => d.setLocale("en").toFormat("ccc dd LLL");
  let day = DateTime.fromMillis(start, { zone: tz }).startOf("day");
  if (hourStep !== undefined) {
    const h = hourStep / HOUR;
    for (; day.toMillis() <= end; day = day.plus({ days: 1 })) {
      for (let hour = 0; hour < 24; hour += h) {
        const t = day.set({ hour });
        if (t.hour !== hour) continue; // a DST gap
        const ms = t.toMillis();
        if (ms >= start && ms <= end) out.push({ at: ms, label: hour === 0 ? dayLabel(t) : t.toFormat("HH:mm") });
      }
    }
    return out;
  }
  const every = span / DAY <= 12 ? 1 : span / DAY <= 24 ? 2 : 7;
  for (let n = 0; day.toMillis() <= end; day = day.plus({ days: 1 }), n++) {
    const ms = day.toMillis();
    if (ms >= start && n % every === 0) out.push({ at: ms, label: dayLabel(day) });
  }
  return out;
}

const round = (v: number) => Math.round(v * 10) / 10;
const iso = (ms: number, tz: string) => DateTime.fromMillis(ms, { zone: tz }).toISO() ?? "";

const LEGEND = `<section id="legend"><h2>Reading the timelines</h2>
<svg class="legend" viewBox="0 0 1000 28" width="100%" aria-hidden="true">
<circle cx="10" cy="14" r="5" fill="${COLORS.hit}"/><text x="20" y="18">push: hit</text>
<circle cx="110" cy="14" r="5" fill="${COLORS.repeat}"/><text x="120" y="18">repeat</text>
<circle cx="190" cy="14" r="5" fill="${COLORS["over-trigger"]}"/><text x="200" y="18">over-trigger</text>
<circle cx="300" cy="14" r="5" fill="${COLORS["over-trigger"]}" class="violation"/><text x="310" y="18">black ring: in a forbidden window</text>
<rect x="520" y="10" width="8" height="8" fill="${COLORS.brief}"/><text x="534" y="18">morning brief</text>
<circle cx="640" cy="14" r="3" fill="${COLORS.other}"/><text x="648" y="18">other (not scored)</text>
<path d="M756 10L764 18M756 18L764 10" stroke="${COLORS.skip}" stroke-width="2.5"/><text x="772" y="18">skipped owner event</text>
</svg>
<p class="note">Green bars: expected windows (blue: the brief must mention it); red bars: forbidden windows. Hover or focus a mark for its time, what it counted as and its text.</p></section>`;

const STYLE = `
:root{color-scheme:light;--fg:#1f2328;--muted:#656d76;--line:#d0d7de}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);margin:0;background:#fff}
header,main{max-width:1200px;margin:0 auto;padding:0 16px}
h1{font-size:22px;margin:16px 0 4px}h2{font-size:17px;margin:24px 0 6px}
.meta,.note{color:var(--muted);margin:2px 0}
table{border-collapse:collapse;margin:8px 0;font-variant-numeric:tabular-nums}
th,td{border:1px solid var(--line);padding:3px 6px;text-align:right;white-space:nowrap}
.scroll{overflow-x:auto}.summary thead th{white-space:normal}
th[scope=row],thead th:first-child{text-align:left}
thead th{background:#f6f8fa}
td.good,span.good{color:#1a7f37}td.bad,span.bad{color:#b42318}
.index td,.index th{text-align:left}
.status span{margin-right:14px}
.problems pre{white-space:pre-wrap;margin:0;color:#b42318}
.scenario{border-top:1px solid var(--line);padding-bottom:8px}
svg text{font-size:11px;fill:var(--fg)}
.tick{stroke:#eaeef2}.tick-label{fill:var(--muted);font-size:10px}
.row-bg{fill:#fff}.row-bg.odd{fill:#f6f8fa}
.row-label{font-weight:600}.row-count{fill:var(--muted);font-size:10px}.row-error{fill:#b42318}
.window.expect{fill:#1a7f37;fill-opacity:.55}.window.expect.brief{fill:#2563eb}
.window.forbid{fill:#dc2626;fill-opacity:.5}
.band{pointer-events:none;fill-opacity:.10!important}
.mark{cursor:pointer}.mark:focus{outline:none;stroke:#000;stroke-width:2}
circle.violation{stroke:#000;stroke-width:1.6}
.inspect{display:block;white-space:pre-wrap;min-height:2.8em;padding:4px 8px;border-left:3px solid var(--line);color:var(--muted);font-size:13px}
.inspect.active{color:var(--fg);border-color:#2563eb}
.notes{margin:4px 0;color:var(--muted)}
`;

/**
 * The page's script: the inspector under each timeline (the hovered or focused mark's text, put in
 * with textContent, never as markup), and a self-count of the marks drawn per row, so a browser
 * test sees that the page was rendered and drew what the replay produced.
 */
const SCRIPT = `
(function () {
  "use strict";
  var root = document.documentElement;
  function show(mark) {
    var section = mark.closest("section.scenario");
    var out = section && section.querySelector("output.inspect");
    var title = mark.querySelector("title");
    if (!out || !title) return;
    out.textContent = title.textContent;
    out.classList.add("active");
  }
  document.querySelectorAll(".mark, .window[data-window]").forEach(function (mark) {
    mark.addEventListener("mouseenter", function () { show(mark); });
    mark.addEventListener("focus", function () { show(mark); });
  });
  var kinds = { push: "pushes", brief: "briefs", other: "others", skip: "skips" };
  var mismatches = 0;
  var total = 0;
  document.querySelectorAll("svg.timeline g.row").forEach(function (row) {
    Object.keys(kinds).forEach(function (kind) {
      var n = row.querySelectorAll('.mark[data-kind="' + kind + '"]').length;
      total += n;
      row.setAttribute("data-drawn-" + kinds[kind], String(n));
      if (String(n) !== row.getAttribute("data-" + kinds[kind])) mismatches++;
    });
  });
  root.setAttribute("data-marks", String(total));
  root.setAttribute("data-timelines", String(document.querySelectorAll("svg.timeline").length));
  root.setAttribute("data-report", mismatches ? "mismatch" : "ready");
})();
`;

/** The page's policy lets this script run and nothing else (no other script, no request). */
const SCRIPT_HASH = `sha256-${createHash("sha256").update(SCRIPT, "utf8").digest("base64")}`;
