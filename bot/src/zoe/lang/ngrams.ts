/**
 * How much a text looks like each of ZOE's languages by its letter sequences, as the Efficient
 * Language Detector (npm `eld`, Apache-2.0, by Nito T.M.) scores it: the text's words cut into
 * byte 4-grams, each looked up in eld's table (ngram-table.ts, cut to ZOE's languages by
 * ngram-table-build.ts), the sum per language scaled to 0..1. The same answers as eld's own
 * `getScores` for these languages (a test holds it to that), without loading its 60-language tables.
 * Must never: decide a language alone (lang/locale.ts weighs this with the packs' marker words and
 * the language in use), or keep any state but the table, read once on first use.
 */

import { z } from "zod";
import { LOCALES, type Locale } from "../base/locales.ts";
import { NGRAM_TABLE } from "./ngram-table.ts";

/** The committed table's shape (checked whole by ngram-table-build.ts when written, and by the tests). */
export const NgramTable = z.object({
  type: z.string(),
  /** The characters eld writes bytes 0x80-0xFF with. */
  bytes: z.array(z.string()).length(128),
  ngrams: z.record(z.string(), z.record(z.string(), z.number())),
});
type Table = z.infer<typeof NgramTable>;

/**
 * The table, read on first use: every ZOE process that reads a message needs it, but most tests never
 * do, and checking its 17,800 entries one by one at each start would cost more than reading them.
 */
let loaded: Table | undefined;
function table(): Table {
  if (loaded) return loaded;
  const t = JSON.parse(NGRAM_TABLE) as Table;
  if (!Array.isArray(t.bytes) || t.bytes.length !== 128 || typeof t.ngrams !== "object" || t.ngrams === null) {
    throw new Error("lang/ngram-table.ts is not an n-gram table: write it again with ngram-table-build.ts");
  }
  return (loaded = t);
}

/** eld's word separators: anything but a letter, except an apostrophe closing a word ("don't" stays one). */
const SEPARATORS = /[^\p{L}]+(?<!['`\u2019])/gu;
/** eld stores each scores less its minimum, to keep its tables small. */
const BASE = 53;
/** eld's hand-picked scale: a language's mean per-gram score s gives s / (s + SCALE). */
const SCALE = 25;
/** eld reads a text up to this many bytes (then to the next space), and never past the second bound. */
const CUT_AFTER = 350;
const CUT_HARD = 380;

/** The text's words in eld's byte spelling: ASCII as is, every other UTF-8 byte as its table character. */
function byteWords(text: string): string[] {
  const lower = text.slice(0, 1000).replace(SEPARATORS, " ").trim().toLowerCase();
  const words: string[] = [];
  let word = "";
  let bytes = 0;
  const bytesOf = table().bytes;
  const put = (b: number) => (word += bytesOf[b - 0x80]!);
  for (let i = 0; i < lower.length; i++) {
    let c = lower.charCodeAt(i);
    if (c < 0x80) {
      if (c === 32) {
        if (word) words.push(word);
        word = "";
        if (bytes > CUT_AFTER) break;
      } else word += lower[i];
      bytes++;
    } else if (c < 0x800) {
      put(0xc0 | (c >> 6));
      put(0x80 | (c & 0x3f));
      bytes += 2;
    } else if (c < 0xd800 || c >= 0xe000) {
      put(0xe0 | (c >> 12));
      put(0x80 | ((c >> 6) & 0x3f));
      put(0x80 | (c & 0x3f));
      bytes += 3;
    } else {
      i++;
      c = 0x10000 + (((c & 0x3ff) << 10) | (lower.charCodeAt(i) & 0x3ff));
      put(0xf0 | (c >> 18));
      put(0x80 | ((c >> 12) & 0x3f));
      put(0x80 | ((c >> 6) & 0x3f));
      put(0x80 | (c & 0x3f));
      bytes += 4;
    }
    if (bytes > CUT_HARD) break;
  }
  if (word) words.push(word);
  return words;
}

/** Each distinct 4-gram of the words: from a word's start in steps of 3, and its end (eld's cut). */
function grams(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const word of words) {
    const len = Math.min(word.length, 70);
    let j = 0;
    for (; j + 4 < len; j += 3) out.add((j === 0 ? " " : "") + word.substring(j, j + 4));
    out.add((j === 0 ? " " : "") + word.substring(len !== 3 ? len - 4 : 0) + " ");
  }
  return out;
}

/** Letter-sequence scores of a text per language, 0..1 (0: none of its sequences is that language's), and how many sequences it had. */
export interface NgramScores {
  readonly scores: ReadonlyMap<Locale, number>;
  readonly grams: number;
}

/** How much `text` looks like each language by its letter sequences (eld's scaled scores). */
export function ngramScores(text: string): NgramScores {
  const found = grams(byteWords(text));
  const raw = new Map<Locale, number>(LOCALES.map((l) => [l, 0]));
  const { ngrams } = table();
  for (const g of found) {
    const per = ngrams[g];
    if (!per) continue;
    for (const l of LOCALES) {
      const v = per[l];
      if (v !== undefined) raw.set(l, raw.get(l)! + v + BASE);
    }
  }
  const scores = new Map<Locale, number>();
  for (const [l, sum] of raw) {
    const mean = found.size > 0 ? sum / found.size : 0;
    scores.set(l, mean > 0 ? mean / (mean + SCALE) : 0);
  }
  return { scores, grams: found.size };
}
