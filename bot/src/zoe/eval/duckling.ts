/**
 * `zoe eval --duckling`: breadth of the due-date reader against Duckling's time-expression corpora
 * (../shared/duckling/<lang>.json, a peer's test suite nobody on the team wrote). Each phrase is
 * read by the same function `zoe due` and capture use, at the corpus's own reference frame, and
 * judged: resolved as Duckling says, resolved by one of ZOE's documented conventions where they
 * differ (a date without a time is 18:00; a bare weekday said on that weekday is today; "next
 * Friday" skips an occurrence within two days; a bare hour from 1 to 12 is asked about), wrong,
 * or not understood. Expectations before the reference time are not due dates and are left out.
 * Must never: tune anything (it only reads and counts), or crash on a clone without the corpora
 * (a clear message and exit code 2).
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { wallClock } from "../base/zone.ts";
import { dueHourReadings, resolveDue } from "../threads/index.ts";
import { LOCALES, pack, type Locale } from "../lang/index.ts";

/** The corpus's reference frame (its README): Tuesday 2013-02-12 04:30 at UTC-2. */
export const DUCKLING_NOW = new Date("2013-02-12T04:30:00-02:00");
export const DUCKLING_ZONE = "Etc/GMT+2";

/** The corpora beside the repository: ../shared/duckling from its root. */
export const DEFAULT_DUCKLING_DIR = path.resolve(fileURLToPath(new URL("../../../../", import.meta.url)), "../shared/duckling");

const Item = z.object({
  phrase: z.string().min(1),
  expect_local: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  grain: z.enum(["Day", "Hour", "Minute", "Second"]),
  section: z.string().optional(),
});
export type DucklingItem = z.infer<typeof Item>;
const Corpus = z.array(Item);

export type Verdict = "correct" | "convention" | "wrong" | "none" | "past";

/** What the reader said about one phrase: its instant, or the two readings of a bare hour it asks about. */
export interface Reading {
  due: Date | null;
  asks: readonly [Date, Date] | null;
}

export interface Frame {
  now: Date;
  zone: string;
  /** Whether the phrase names a weekday (in the language or in English). */
  namesWeekday: (phrase: string) => boolean;
}

/** "YYYY-MM-DDTHH:MM" of an instant on the frame's wall clock. */
function localMinute(instant: Date, zone: string): string {
  const w = wallClock(instant.getTime(), zone);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${w.year}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}`;
}

function dayShift(a: string, b: string): number {
  return Math.round((Date.UTC(+a.slice(0, 4), +a.slice(5, 7) - 1, +a.slice(8, 10)) - Date.UTC(+b.slice(0, 4), +b.slice(5, 7) - 1, +b.slice(8, 10))) / 86_400_000);
}

/**
 * Duckling's value is the start of a span as long as its grain ("in 7 days" at Hour grain is
 * 04:00-05:00): an answer inside that span is the same answer (ZOE keeps the minute, 04:30). A
 * date at 18:00 is the convention below, not this.
 */
function withinGrain(item: DucklingItem, due: Date, zone: string): boolean {
  const got = localMinute(due, zone);
  if (item.grain === "Day") return got.slice(0, 10) === item.expect_local.slice(0, 10) && got.slice(11) !== "18:00";
  if (item.grain === "Hour") return got.slice(0, 13) === item.expect_local.slice(0, 13);
  return false;
}

/** Whether `got` differs from Duckling's `expect` only by one of ZOE's documented conventions. */
function byConvention(item: DucklingItem, got: string, frame: Frame): boolean {
  const expect = item.expect_local;
  const sameClock = got.slice(11) === expect.slice(11) || (item.grain === "Day" && got.slice(11) === "18:00");
  const shift = dayShift(got, expect);
  // A date without a clock time is the end of the working day.
  if (shift === 0 && item.grain === "Day" && got.slice(11) === "18:00") return true;
  // A weekday said on that weekday is today; "next Friday" skips one within two days: a week apart.
  return sameClock && Math.abs(shift) === 7 && frame.namesWeekday(item.phrase);
}

/** The verdict on one corpus item, given what the reader said. */
export function judge(item: DucklingItem, reading: Reading, frame: Frame): Verdict {
  // A day is past once it is over (today is a due date); a time, once its minute is.
  const now = localMinute(frame.now, frame.zone);
  if (item.grain === "Day" ? item.expect_local.slice(0, 10) < now.slice(0, 10) : item.expect_local < now) return "past";
  if (reading.due) {
    const got = localMinute(reading.due, frame.zone);
    if (got === item.expect_local || withinGrain(item, reading.due, frame.zone)) return "correct";
    return byConvention(item, got, frame) ? "convention" : "wrong";
  }
  // A bare hour: ZOE asks morning or afternoon, and one of the two is what Duckling means.
  if (reading.asks?.some((r) => localMinute(r, frame.zone) === item.expect_local || byConvention(item, localMinute(r, frame.zone), frame))) return "convention";
  return "none";
}

export interface LanguageScore {
  locale: string;
  /** Items that are due dates (not before the reference time). */
  total: number;
  correct: number;
  convention: number;
  wrong: number;
  none: number;
  past: number;
  misses: Array<{ phrase: string; expect: string; got: string | null; verdict: "wrong" | "none" }>;
}

/** Every item of one language judged and counted. */
export function scoreLanguage(locale: string, items: readonly DucklingItem[], read: (phrase: string) => Reading, frame: Frame): LanguageScore {
  const s: LanguageScore = { locale, total: 0, correct: 0, convention: 0, wrong: 0, none: 0, past: 0, misses: [] };
  for (const item of items) {
    const reading = read(item.phrase);
    const v = judge(item, reading, frame);
    s[v] += 1;
    if (v === "past") continue;
    s.total += 1;
    if (v === "wrong" || v === "none") {
      s.misses.push({ phrase: item.phrase, expect: item.expect_local, got: reading.due ? localMinute(reading.due, frame.zone) : null, verdict: v });
    }
  }
  return s;
}

const pct = (n: number, of: number) => (of === 0 ? "   -" : `${((100 * n) / of).toFixed(0).padStart(3)}%`);

/** The table: per language, correct, by convention, wrong, no answer, and the share resolved and right when answering. */
export function ducklingTable(scores: readonly LanguageScore[]): string {
  const head = "lang  items  correct  convention  wrong  no answer  right(+conv)  precision";
  const rows = scores.map((s) => {
    const right = s.correct + s.convention;
    const answered = right + s.wrong;
    return `${s.locale.padEnd(4)}  ${String(s.total).padStart(5)}  ${String(s.correct).padStart(7)}  ${String(s.convention).padStart(10)}  ${String(s.wrong).padStart(5)}  ${String(s.none).padStart(9)}  ${pct(right, s.total).padStart(12)}  ${pct(right, answered).padStart(9)}`;
  });
  return [head, ...rows].join("\n");
}

/** Whether a phrase names a weekday, in the language's words or English. */
function weekdayTest(locale: Locale): (phrase: string) => boolean {
  const words = ["monday|mon", "tuesday|tue|tues", "wednesday|wed", "thursday|thu|thur|thurs", "friday|fri", "saturday|sat", "sunday|sun", ...(pack(locale).due.rewrite?.weekdays ?? [])];
  const re = new RegExp(`(?<![\\p{L}])(?:${words.join("|")})`, "iu");
  return (phrase) => re.test(phrase);
}

/** `zoe eval --duckling [--duckling-dir DIR] [--verbose]`; returns the exit code. */
export async function ducklingCli(argv: string[], out: (line: string) => void): Promise<number> {
  let dir = DEFAULT_DUCKLING_DIR;
  let verbose = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const m = /^--duckling-dir(?:=(.*))?$/.exec(arg);
    if (m) {
      const v = m[1] ?? argv[++i];
      if (!v) {
        out("zoe eval: --duckling-dir needs a value");
        return 2;
      }
      dir = path.resolve(v);
    } else if (arg === "--verbose" || arg === "-v") verbose = true;
    else if (arg !== "--duckling") {
      out(`zoe eval: unknown argument "${arg}" with --duckling (only --duckling-dir DIR and --verbose)`);
      return 2;
    }
  }
  const scores: LanguageScore[] = [];
  for (const locale of LOCALES) {
    const file = path.join(dir, `${locale}.json`);
    let items: DucklingItem[];
    try {
      items = Corpus.parse(JSON.parse(await fs.readFile(file, "utf8")));
    } catch (err) {
      const missing = (err as NodeJS.ErrnoException).code === "ENOENT";
      out(
        missing
          ? `zoe eval: no Duckling corpus at ${file}; it lives outside the repository (../shared/duckling/ beside it), pass --duckling-dir DIR to say where`
          : `zoe eval: ${file} is not a Duckling corpus file: ${(err as Error).message.split("\n")[0]}`,
      );
      return 2;
    }
    const frame: Frame = { now: DUCKLING_NOW, zone: DUCKLING_ZONE, namesWeekday: weekdayTest(locale) };
    const read = (phrase: string): Reading => ({
      due: resolveDue(phrase, DUCKLING_NOW, DUCKLING_ZONE, locale),
      asks: dueHourReadings(phrase, DUCKLING_NOW, DUCKLING_ZONE, locale),
    });
    scores.push(scoreLanguage(locale, items, read, frame));
  }
  out(`Duckling time corpora (${dir}), now 2013-02-12T04:30 at ${DUCKLING_ZONE}; ZOE's conventions count as right`);
  out(ducklingTable(scores));
  if (verbose) {
    for (const s of scores) {
      out(`\n${s.locale}: ${s.misses.length} misses`);
      for (const miss of s.misses.slice(0, 12)) out(`  ${miss.verdict === "wrong" ? "WRONG" : "none "}  ${JSON.stringify(miss.phrase)}  expected ${miss.expect}${miss.got ? `, got ${miss.got}` : ""}`);
    }
  }
  return 0;
}
