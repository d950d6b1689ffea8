/**
 * Measures the reply classifier on a labelled corpus (a TSV file: language, push kind, reply,
 * action(s), date phrase): how often the action ZOE takes is the labelled one, how often the
 * resolved date is, and how many replies would change a thread's state wrongly. The corpus lives
 * in the tests (`threads/__tests__/corpus/`); docs/evaluation.md quotes the figures.
 * Must never: count a reply below the confidence threshold as acted on (it is asked about, so it
 * is right only when the label says "unclear").
 */
import { readFileSync } from "node:fs";
import { resolveDue } from "../threads/index.ts";
import { isLocale, type Locale } from "../lang/index.ts";
import { classifyReply, CONFIDENT, type ReplyAction } from "../threads/index.ts";

export interface LabelledReply {
  line: number;
  locale: Locale;
  kind: "nudge" | "decision";
  text: string;
  /** Labelled actions in order, or one of question / other / unclear. */
  actions: string[];
  /** The date phrase in English, or null. */
  date: string | null;
}

/** The thread every corpus reply answers, and the moment it is read. */
export const CORPUS_THREAD = "send the invoice to Sam";
export const CORPUS_NOW = new Date("2026-06-03T10:00:00+02:00");
export const CORPUS_ZONE = "Europe/Berlin";

const ACTIONS = new Set(["done", "not_yet", "snooze", "stop", "reschedule", "breakdown", "question", "other", "unclear"]);

/** Read a corpus file; throws with the line number on a malformed line. */
export function readCorpus(file: string): LabelledReply[] {
  const out: LabelledReply[] = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((raw, i) => {
      if (!raw.trim() || raw.startsWith("#")) return;
      const cols = raw.split("\t");
      const [locale, kind, text, actions, date] = cols;
      const acts = actions?.split("+") ?? [];
      if (cols.length !== 5 || !isLocale(locale) || (kind !== "nudge" && kind !== "decision") || !text || acts.some((a) => !ACTIONS.has(a))) {
        throw new Error(`${file}:${i + 1}: not "locale<TAB>nudge|decision<TAB>reply<TAB>actions<TAB>date": ${raw}`);
      }
      out.push({ line: i + 1, locale, kind, text, actions: acts, date: date === "-" ? null : date! });
    });
  return out;
}

/**
 * What an ack does to the thread, as a comparable string: "not yet" and a snooze without a time
 * do the same (bring it back next morning), and "not yet, snooze until X" is one snooze to X.
 */
export function replyEffect(actions: Array<{ action: string; until?: string | null }>): { key: string; until: string | null } {
  const names = actions.map((a) => a.action);
  const until = actions.find((a) => a.until)?.until ?? null;
  if (names.includes("done")) return { key: "done", until: null };
  if (names.includes("stop")) return { key: "stop", until: null };
  if (names.includes("breakdown")) return { key: "breakdown", until: null };
  if (names.includes("reschedule")) return { key: "reschedule", until };
  if (names.includes("snooze") || names.includes("not_yet")) return { key: "snooze", until };
  if (names.includes("unclear")) return { key: "unclear", until: null };
  return { key: "conversation", until: null };
}

export interface CorpusFigures {
  total: number;
  /** The action taken equals the labelled one (asking counts as right only for "unclear"). */
  actionCorrect: number;
  /** Replies with a labelled date. */
  dated: number;
  /** ...whose date resolved to the labelled instant. */
  dateCorrect: number;
  /** A state change the label does not call for (the costly mistake). */
  wrongChanges: number;
  /** Replies with a labelled action that ZOE asked about instead (safe, but a miss). */
  asked: number;
  misses: Array<{ line: number; text: string; want: string; got: string }>;
}

export function measureCorpus(items: LabelledReply[]): CorpusFigures {
  const f: CorpusFigures = { total: 0, actionCorrect: 0, dated: 0, dateCorrect: 0, wrongChanges: 0, asked: 0, misses: [] };
  for (const item of items) {
    f.total++;
    const reading = classifyReply(item.text, { summary: CORPUS_THREAD, kind: item.kind, locale: item.locale });
    const acted = reading.intent === "ack" && reading.confidence >= CONFIDENT;
    const got = acted
      ? replyEffect(reading.actions)
      : { key: reading.intent === "unclear" || reading.intent === "ack" ? "unclear" : "conversation", until: null };
    const want = replyEffect(item.actions.map((a) => ({ action: a, until: a === "snooze" || a === "reschedule" ? item.date : null })));
    const wantDate = item.date ? resolveDue(item.date, CORPUS_NOW, CORPUS_ZONE, "en") : null;
    const gotDate = got.until ? resolveDue(got.until, CORPUS_NOW, CORPUS_ZONE, reading.locale) : null;
    const sameDate = (wantDate?.getTime() ?? null) === (gotDate?.getTime() ?? null);
    const right = got.key === want.key && sameDate;
    if (right) f.actionCorrect++;
    if (item.date) {
      f.dated++;
      if (got.key === want.key && sameDate) f.dateCorrect++;
    }
    const changes = (k: string) => !["unclear", "conversation"].includes(k);
    if (changes(got.key) && !right) f.wrongChanges++;
    if (changes(want.key) && got.key === "unclear") f.asked++;
    if (!right) {
      f.misses.push({
        line: item.line,
        text: item.text,
        want: `${want.key}${want.until ? ` ${want.until}` : ""}`,
        got: `${got.key}${got.until ? ` ${got.until}` : ""} (${reading.intent} ${reading.confidence.toFixed(2)})`,
      });
    }
  }
  return f;
}

const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

/** One line of figures, e.g. for docs/evaluation.md. */
export function describeFigures(name: string, f: CorpusFigures): string {
  return (
    `${name}: ${f.total} replies, action ${pct(f.actionCorrect, f.total)} (${f.actionCorrect}/${f.total}), ` +
    `date ${pct(f.dateCorrect, f.dated)} (${f.dateCorrect}/${f.dated}), wrong state changes ${f.wrongChanges}, asked instead ${f.asked}`
  );
}

export type { ReplyAction };
