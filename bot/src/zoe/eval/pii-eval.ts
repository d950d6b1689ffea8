/**
 * `zoe eval --pii`: runs the labelled privacy corpus through the outbound gate and reports recall
 * per family (secrets and personal data), the false-positive rate on clean prose, redact-mode
 * leaks (the sensitive substring still in what would be sent) and the scan's time per kilobyte,
 * for the tuning part and the held-out part separately.
 * Must never: print a sensitive value (misses are shown by family and index only).
 */
import { gateOutbound, scan, type Finding } from "../privacy/index.ts";
import { holdoutCorpus } from "./pii-corpus/holdout.ts";
import { tuningCorpus } from "./pii-corpus/tuning.ts";
import { untunedCorpus, untunedLanguages } from "./pii-corpus/untuned.ts";
import type { CorpusCase, CorpusLabel } from "./pii-corpus/types.ts";
import { table } from "./report.ts";

export const DEFAULT_REGION = "DE";

export interface FamilyFigure {
  label: Exclude<CorpusLabel, "clean">;
  family: string;
  total: number;
  caught: number;
  leaks: number;
  misses: number[];
}

export interface PrivacyFigures {
  part: string;
  cases: number;
  secret: { total: number; caught: number };
  pii: { total: number; caught: number; leaks: number };
  clean: { total: number; flagged: number; flaggedIdx: number[] };
  families: FamilyFigure[];
  /** Median microseconds to scan one kilobyte, over the part's sentences joined into 2 kB episodes. */
  usPerKb: number;
}

const overlaps = (f: Finding, start: number, end: number) => f.start < end && f.end > start;

/** A case's sensitive substrings: its value and any further ones in the same sentence. */
export const sensitiveParts = (c: CorpusCase): string[] => (c.sensitive === undefined ? [] : [c.sensitive, ...(c.more ?? [])]);

/** Whether the gate caught a case's sensitive substrings (every occurrence of each covered by a finding). */
function caughtCase(c: CorpusCase, findings: Finding[], kind: "secret" | "pii"): boolean {
  const needles = sensitiveParts(c);
  if (!needles.length) return false;
  for (const needle of needles) {
    let at = c.text.indexOf(needle);
    if (at < 0) return false;
    while (at >= 0) {
      const end = at + needle.length;
      const hit = findings.some((f) => overlaps(f, at, end) && (kind === "pii" || f.kind === "secret"));
      if (!hit) return false;
      at = c.text.indexOf(needle, at + 1);
    }
  }
  return true;
}

/** Evaluate one corpus part. Pure apart from the clock used for the timing figure. */
export function evaluatePrivacy(part: string, cases: CorpusCase[], now: () => number = () => performance.now()): PrivacyFigures {
  const fams = new Map<string, FamilyFigure>();
  const fig: PrivacyFigures = {
    part,
    cases: cases.length,
    secret: { total: 0, caught: 0 },
    pii: { total: 0, caught: 0, leaks: 0 },
    clean: { total: 0, flagged: 0, flaggedIdx: [] },
    families: [],
    usPerKb: 0,
  };
  cases.forEach((c, i) => {
    const opts = { region: c.region ?? DEFAULT_REGION, allowHandles: c.allowHandles ?? [] };
    if (c.label === "clean") {
      fig.clean.total++;
      if (!gateOutbound(c.text, "block", opts).ok) {
        fig.clean.flagged++;
        fig.clean.flaggedIdx.push(i);
      }
      return;
    }
    const key = `${c.label}:${c.family}`;
    const fam = fams.get(key) ?? { label: c.label, family: c.family, total: 0, caught: 0, leaks: 0, misses: [] };
    fams.set(key, fam);
    fam.total++;
    const ok = caughtCase(c, scan(c.text, opts), c.label);
    if (ok) fam.caught++;
    else fam.misses.push(i);
    fig[c.label].total++;
    if (ok) fig[c.label].caught++;
    // Redact mode: what would be sent must not contain the sensitive substring.
    // (For a secret, any text that goes out at all is a leak: secrets must block.)
    const red = gateOutbound(c.text, "redact", opts);
    const leaked = red.ok && (c.label === "secret" || sensitiveParts(c).some((v) => red.body.includes(v)));
    if (leaked) {
      fam.leaks++;
      if (c.label === "pii") fig.pii.leaks++;
    }
  });
  fig.families = [...fams.values()].sort((a, b) => a.label.localeCompare(b.label) || a.family.localeCompare(b.family));
  fig.usPerKb = timePerKb(cases, now);
  return fig;
}

/** Join the corpus into ~2 kB episodes and time `scan` over them; median µs per kB. */
function timePerKb(cases: CorpusCase[], now: () => number): number {
  const episodes: string[] = [];
  let cur = "";
  for (const c of cases) {
    cur += `${c.text} `;
    if (cur.length >= 2048) {
      episodes.push(cur.slice(0, 2048));
      cur = "";
    }
  }
  if (!episodes.length) episodes.push(cur || " ");
  // Warm up first: the figure is for a running ZOE, not for the first call after start.
  for (let round = 0; round < 20; round++) for (const e of episodes) scan(e, { region: DEFAULT_REGION });
  const samples: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const e of episodes) {
      const t0 = now();
      scan(e, { region: DEFAULT_REGION });
      samples.push(((now() - t0) * 1000) / (e.length / 1024));
    }
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)}%`);

/** The report as printed by `zoe eval --pii`. */
export function privacyReport(figs: PrivacyFigures[], verbose = false): string {
  const lines: string[] = [];
  for (const f of figs) {
    lines.push(`Privacy gate, ${f.part} corpus: ${f.cases} sentences`);
    lines.push(
      table([
        ["Class", "Family", "Cases", "Caught", "Recall", "Redact leaks"],
        ...f.families.map((x) => [x.label, x.family, String(x.total), String(x.caught), pct(x.caught, x.total), String(x.leaks)]),
      ]),
    );
    lines.push(
      table([
        ["Figure", "Value", "Target"],
        ["secret recall", `${pct(f.secret.caught, f.secret.total)} (${f.secret.caught}/${f.secret.total})`, "100% per family"],
        ["PII recall", `${pct(f.pii.caught, f.pii.total)} (${f.pii.caught}/${f.pii.total})`, ">= 97%"],
        ["false positives (clean)", `${pct(f.clean.flagged, f.clean.total)} (${f.clean.flagged}/${f.clean.total})`, "<= 3%"],
        ["redact-mode leaks", String(f.pii.leaks), "0"],
        ["scan time", `${f.usPerKb.toFixed(1)} µs per kB`, "< 500 µs (2 kB < 1 ms)"],
      ]),
    );
    if (verbose) {
      for (const x of f.families) if (x.misses.length) lines.push(`  missed ${x.label}/${x.family}: case #${x.misses.join(", #")}`);
      if (f.clean.flaggedIdx.length) lines.push(`  flagged clean: case #${f.clean.flaggedIdx.join(", #")}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/**
 * The three parts of the corpus: the tuning part, the team's held-out part (written after the
 * rules, so not truly unseen), and the untuned part of issue #36 (written by someone who had not
 * seen the gate, before it ran on it: the honest estimate).
 */
export function privacyCorpora(): Array<[string, CorpusCase[]]> {
  return [
    ["tuning", tuningCorpus()],
    ["held-out", holdoutCorpus()],
    ["untuned", untunedCorpus()],
  ];
}

/** The untuned part split by the language each sentence is written in. */
export function untunedByLanguage(): Array<[string, CorpusCase[]]> {
  const all = untunedCorpus();
  return untunedLanguages().map((lang) => [lang, all.filter((c) => c.lang === lang)]);
}

/** One line per language: recall per class, false positives and leaks (no timing: too few sentences). */
export function languageReport(part: string, figs: PrivacyFigures[]): string {
  return [
    `Privacy gate, ${part} corpus, per language:`,
    table([
      ["Language", "Secrets caught", "PII caught", "Clean flagged", "Redact leaks"],
      ...figs.map((f) => [
        f.part,
        `${pct(f.secret.caught, f.secret.total)} (${f.secret.caught}/${f.secret.total})`,
        `${pct(f.pii.caught, f.pii.total)} (${f.pii.caught}/${f.pii.total})`,
        `${pct(f.clean.flagged, f.clean.total)} (${f.clean.flagged}/${f.clean.total})`,
        String(f.pii.leaks),
      ]),
    ]),
    "",
  ].join("\n");
}
