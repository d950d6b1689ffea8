/**
 * `zoe eval --replies` and `zoe eval --capture`: ZOE's reading of the owner measured on the
 * held-out material of eval/heldout/ (written by people who had not seen the reader or the
 * capture, before either ran on it), per language. Replies: how often the reader does what the
 * owner meant, and how often it acts confidently and wrongly (the costly mistake). Capture: how
 * many commitments the offline capture tracks, how many non-commitments it tracks anyway, and
 * whether the due phrase left the summary.
 * Must never: be used to tune the reader or the capture (the files say so); a figure here is
 * reported as it comes.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isLocale, type Locale } from "../lang/index.ts";
import { classifyReply, CONFIDENT, extractCommitments, resolveDue } from "../threads/index.ts";
import { CORPUS_NOW, CORPUS_ZONE, replyEffect as effect } from "./replies.ts";

/** The languages the held-out files are written in (ZOE's five, and the two the language issue adds). */
export const HELDOUT_LANGUAGES = ["en", "de", "fr", "es", "pt", "it", "nl"] as const;
export type HeldoutLanguage = (typeof HELDOUT_LANGUAGES)[number];

export const HELDOUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "heldout");

const REPLY_LABELS = new Set(["done", "not_yet", "snooze", "stop", "reschedule", "breakdown", "question", "other", "unclear"]);

export interface HeldoutReply {
  line: number;
  kind: "nudge" | "decision";
  thread: string;
  text: string;
  actions: string[];
  /** The date phrase in English, or null. */
  date: string | null;
}

export interface HeldoutCapture {
  line: number;
  commitment: boolean;
  text: string;
  summary: string | null;
  due: string | null;
  reminder: boolean;
}

/** The data lines of a held-out TSV file with their line numbers (comments and blanks skipped). */
function rows(file: string, columns: number): Array<{ line: number; cols: string[] }> {
  const out: Array<{ line: number; cols: string[] }> = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((raw, i) => {
      if (!raw.trim() || raw.startsWith("#")) return;
      const cols = raw.split("\t");
      if (cols.length !== columns) throw new Error(`${file}:${i + 1}: expected ${columns} tab-separated columns, found ${cols.length}`);
      out.push({ line: i + 1, cols });
    });
  return out;
}

/** `name`: another file of the language's in `dir` ("replies-en-outside.tsv" among the development replies). */
export function readHeldoutReplies(lang: HeldoutLanguage, dir = HELDOUT_DIR, name = `replies-${lang}.tsv`): HeldoutReply[] {
  const file = path.join(dir, name);
  return rows(file, 5).map(({ line, cols }) => {
    const [kind, thread, text, actions, date] = cols as [string, string, string, string, string];
    const acts = actions.split("+");
    if ((kind !== "nudge" && kind !== "decision") || !thread || !text || acts.some((a) => !REPLY_LABELS.has(a))) {
      throw new Error(`${file}:${line}: not "nudge|decision<TAB>thread<TAB>reply<TAB>actions<TAB>date"`);
    }
    return { line, kind, thread, text, actions: acts, date: date === "-" ? null : date };
  });
}

export function readHeldoutCapture(lang: HeldoutLanguage, dir = HELDOUT_DIR): HeldoutCapture[] {
  const file = path.join(dir, `capture-${lang}.tsv`);
  return rows(file, 5).map(({ line, cols }) => {
    const [label, text, summary, due, kind] = cols as [string, string, string, string, string];
    if ((label !== "commitment" && label !== "none") || !text) throw new Error(`${file}:${line}: not "commitment|none<TAB>message<TAB>summary<TAB>due<TAB>kind"`);
    return { line, commitment: label === "commitment", text, summary: summary === "-" ? null : summary, due: due === "-" ? null : due, reminder: kind === "reminder" };
  });
}

export interface ReplyFigures {
  lang: HeldoutLanguage;
  total: number;
  /** ZOE did what the owner meant (asking counts as right only where the label is "unclear"). */
  right: number;
  /** ZOE changed the thread, sure of itself, and the change was not the one meant. */
  confidentlyWrong: number;
  /** Replies the reader was confident about (acted on). */
  confident: number;
  /** ZOE asked (or handed the reply on) where the owner had meant an action: safe, but a miss. */
  asked: number;
  misses: Array<{ line: number; text: string; want: string; got: string }>;
}

/**
 * A second opinion on a confident reading (eval/second-opinion.ts): true keeps the reading
 * confident, false makes it one ZOE asks about. `effect` is what the reading would do ("done", "snooze"...).
 */
export type ReplyGate = (item: HeldoutReply, effect: string) => boolean;
/**
 * A second opinion that LIFTS (eval/second-opinion.ts): true makes a reading with actions that the
 * reader held below CONFIDENT one ZOE acts on. `confidence` is the reader's.
 */
export type ReplyLift = (item: HeldoutReply, effect: string, confidence: number) => boolean;

/** The reader's reading of an item, once per item object (the reader is pure; the second opinion measures the same items many times). */
const readings = new WeakMap<HeldoutReply, ReturnType<typeof classifyReply>>();
export function readingOf(item: HeldoutReply, locale: Locale | undefined): ReturnType<typeof classifyReply> {
  let r = readings.get(item);
  if (!r) readings.set(item, (r = classifyReply(item.text, { summary: item.thread, kind: item.kind, ...(locale ? { locale } : {}) })));
  return r;
}

/** Read every held-out reply of one language as ZOE would, against its own thread (pure but for the file). */
export function measureHeldoutReplies(lang: HeldoutLanguage, items = readHeldoutReplies(lang), gate?: ReplyGate, lift?: ReplyLift): ReplyFigures {
  const f: ReplyFigures = { lang, total: 0, right: 0, confidentlyWrong: 0, confident: 0, asked: 0, misses: [] };
  const locale: Locale | undefined = isLocale(lang) ? lang : undefined;
  for (const item of items) {
    f.total++;
    const reading = readingOf(item, locale);
    const sure = reading.confidence >= CONFIDENT;
    const acted = reading.intent === "ack" && (sure ? !gate || gate(item, effect(reading.actions).key) : reading.actions.length > 0 && !!lift && lift(item, effect(reading.actions).key, reading.confidence));
    if (acted) f.confident++;
    const got = acted ? effect(reading.actions) : { key: reading.intent === "unclear" || reading.intent === "ack" ? "unclear" : "conversation", until: null };
    const want = effect(item.actions.map((a) => ({ action: a, until: a === "snooze" || a === "reschedule" ? item.date : null })));
    const wantDate = want.until ? resolveDue(want.until, CORPUS_NOW, CORPUS_ZONE, "en") : null;
    const gotDate = got.until ? resolveDue(got.until, CORPUS_NOW, CORPUS_ZONE, reading.locale) : null;
    const sameDate = (wantDate?.getTime() ?? null) === (gotDate?.getTime() ?? null);
    const right = got.key === want.key && sameDate;
    if (right) f.right++;
    const changes = (k: string) => k !== "unclear" && k !== "conversation";
    if (acted && changes(got.key) && !right) f.confidentlyWrong++;
    if (changes(want.key) && !changes(got.key)) f.asked++;
    if (!right) f.misses.push({ line: item.line, text: item.text, want: `${want.key}${want.until ? ` ${want.until}` : ""}`, got: `${got.key}${got.until ? ` ${got.until}` : ""} (${reading.intent} ${reading.confidence.toFixed(2)})` });
  }
  return f;
}

export interface CaptureFigures {
  lang: HeldoutLanguage;
  commitments: number;
  caught: number;
  /** Of the caught commitments with a labelled due phrase (`withDue`), those whose summary no longer holds it. */
  dueOut: number;
  withDue: number;
  nonCommitments: number;
  tracked: number;
  misses: Array<{ line: number; text: string; want: string; got: string }>;
}

const fold = (s: string) => s.toLocaleLowerCase().normalize("NFKC");

export function measureHeldoutCapture(lang: HeldoutLanguage, items = readHeldoutCapture(lang)): CaptureFigures {
  const f: CaptureFigures = { lang, commitments: 0, caught: 0, dueOut: 0, withDue: 0, nonCommitments: 0, tracked: 0, misses: [] };
  const locale: Locale = isLocale(lang) ? lang : "en";
  for (const item of items) {
    const ops = extractCommitments(item.text, locale);
    const got = ops.map((o) => o.summary).join(" | ") || "-";
    if (item.commitment) {
      f.commitments++;
      if (ops.length) f.caught++;
      if (item.due && ops.length) {
        f.withDue++;
        if (!ops.some((o) => fold(o.summary).includes(fold(item.due!)))) f.dueOut++;
      }
      if (!ops.length) f.misses.push({ line: item.line, text: item.text, want: item.summary ?? "", got });
    } else {
      f.nonCommitments++;
      if (ops.length) {
        f.tracked++;
        f.misses.push({ line: item.line, text: item.text, want: "-", got });
      }
    }
  }
  return f;
}

const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r, n) => [r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "), ...(n === 0 ? [widths.map((w) => "-".repeat(w)).join("  ")] : [])].join("\n")).join("\n");
}

/** How a report names the folder it read: relative to eval/ for the project's own sets, else as given. */
const shown = (dir: string): string => {
  const rel = path.relative(path.dirname(HELDOUT_DIR), dir);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? `eval/${rel}` : dir;
};

export function repliesReport(figs: ReplyFigures[], verbose = false, dir = HELDOUT_DIR): string {
  const lines = [
    `Reply reader on the held-out replies (${shown(dir)}/replies-*.tsv; targets: right >= 98%, confidently wrong <= 0.5%):`,
    table([
      ["Language", "Replies", "Right", "Confidently wrong", "Asked instead", "Acted on"],
      ...figs.map((f) => [f.lang, String(f.total), `${pct(f.right, f.total)} (${f.right})`, `${pct(f.confidentlyWrong, f.total)} (${f.confidentlyWrong})`, String(f.asked), String(f.confident)]),
    ]),
  ];
  if (verbose) for (const f of figs) for (const m of f.misses) lines.push(`  ${f.lang}:${m.line} "${m.text}": want ${m.want}, got ${m.got}`);
  return lines.join("\n");
}

export function captureReport(figs: CaptureFigures[], verbose = false, dir = HELDOUT_DIR): string {
  const lines = [
    `Offline commitment capture on the held-out sentences (${shown(dir)}/capture-*.tsv; targets: caught >= 95%, non-commitments tracked <= 3%):`,
    table([
      ["Language", "Commitments", "Caught", "Due phrase out of summary", "Non-commitments", "Tracked anyway"],
      ...figs.map((f) => [f.lang, String(f.commitments), `${pct(f.caught, f.commitments)} (${f.caught})`, `${pct(f.dueOut, f.withDue)} (${f.dueOut}/${f.withDue})`, String(f.nonCommitments), `${pct(f.tracked, f.nonCommitments)} (${f.tracked})`]),
    ]),
  ];
  if (verbose) for (const f of figs) for (const m of f.misses) lines.push(`  ${f.lang}:${m.line} "${m.text}": want ${m.want}, got ${m.got}`);
  return lines.join("\n");
}

/**
 * `zoe eval --replies` / `--capture` [`--heldout-dir DIR`]: exit 0 when every language meets the
 * targets, 1 when one is missed, 2 when DIR is not a folder of held-out files.
 */
export function heldoutCli(argv: string[], out: (line: string) => void): number {
  const verbose = argv.includes("--verbose") || argv.includes("-v");
  const at = argv.indexOf("--heldout-dir");
  const given = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && (!given || given.startsWith("--"))) {
    out("--heldout-dir needs a folder (for example bot/src/zoe/eval/heldout2)");
    return 2;
  }
  const dir = given ? path.resolve(given) : HELDOUT_DIR;
  const wanted = [...(argv.includes("--replies") ? ["replies"] : []), ...(argv.includes("--capture") ? ["capture"] : [])];
  const missing = wanted.flatMap((kind) => HELDOUT_LANGUAGES.map((l) => path.join(dir, `${kind}-${l}.tsv`))).filter((f) => !existsSync(f));
  if (missing.length) {
    out(`${dir} holds no ${missing.map((f) => path.basename(f)).join(", ")}: a held-out folder has replies-<lang>.tsv and capture-<lang>.tsv for ${HELDOUT_LANGUAGES.join(", ")}`);
    return 2;
  }
  let ok = true;
  if (argv.includes("--replies")) {
    const figs = HELDOUT_LANGUAGES.map((l) => measureHeldoutReplies(l, readHeldoutReplies(l, dir)));
    out(repliesReport(figs, verbose, dir));
    ok &&= figs.every((f) => f.right >= 0.98 * f.total && f.confidentlyWrong <= 0.005 * f.total);
  }
  if (argv.includes("--capture")) {
    const figs = HELDOUT_LANGUAGES.map((l) => measureHeldoutCapture(l, readHeldoutCapture(l, dir)));
    out(captureReport(figs, verbose, dir));
    ok &&= figs.every((f) => f.caught >= 0.95 * f.commitments && f.tracked <= 0.03 * f.nonCommitments);
  }
  out(ok ? "All targets met." : "A target is missed.");
  return ok ? 0 : 1;
}
