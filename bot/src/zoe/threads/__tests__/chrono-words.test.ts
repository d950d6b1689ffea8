/**
 * The test of whether chrono-node could read a phrase as a certain date (threads/chrono-words.ts) must
 * never say no where chrono-node says yes: every key of the dictionaries chrono-node's strict
 * parsers read month names and durations from is covered by the stems of the language packs, and over phrases of
 * chrono-node's own words (weekdays, numbers in words, ordinals, units glued to them), other time
 * words and filler, a phrase the test turns away is one chrono-node's strict parser for that
 * language reads no date with a certain day and month in.
 */
import { createRequire } from "node:module";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayNameDate } from "../chrono-words.ts";
import type { Locale } from "../../lang/locale.ts";
import { pack } from "../../lang/packs.ts";

const require = createRequire(import.meta.url);
type Chrono = { parse(text: string, ref: Date): Array<{ start: { isCertain(c: string): boolean }; end?: unknown }> };
const chrono = require("chrono-node") as Record<Locale, { strict: Chrono }>;
const chronoDir = path.dirname(require.resolve("chrono-node"));
/** A language's constants module (its dictionaries), which the package does not export by name. */
const constants = (l: Locale) => require(path.join(chronoDir, "locales", l, "constants.js")) as Record<string, unknown>;

const LOCALES: Locale[] = ["en", "de", "fr", "es", "pt", "it", "nl"];

/** The stems a language's pack gives for the chrono-node parser it names (its own: the one read here). */
function dateWords(l: Locale) {
  const chrono = pack(l).due.chrono;
  expect(chrono?.parser, l).toBe(l);
  return chrono!.dateWords;
}

/** The dictionaries the strict parsers read month names and durations from (English: units without abbreviations). */
function dateKeys(l: Locale): string[] {
  const c = constants(l);
  const names = Object.keys(c).filter((k) => /MONTH|TIME_UNIT/.test(k) && typeof c[k] === "object" && !(l === "en" && k === "TIME_UNIT_DICTIONARY"));
  expect(names.length).toBeGreaterThan(0);
  return [...new Set(names.flatMap((n) => Object.keys(c[n] as object)))];
}

/** Every key of every dictionary of `names` that the language's constants export. */
function keysOf(l: Locale, pattern: RegExp): string[] {
  const c = constants(l);
  return Object.keys(c)
    .filter((k) => pattern.test(k) && c[k] !== null && typeof c[k] === "object")
    .flatMap((k) => Object.keys(c[k] as object));
}

describe("chrono-words", () => {
  it.each(LOCALES)("covers every month name and time unit of chrono-node's %s dictionaries", (l) => {
    const { anywhere, wordEnd } = dateWords(l);
    for (const key of dateKeys(l)) {
      const covered = anywhere.some((w) => key.toLowerCase().includes(w)) || wordEnd.includes(key.toLowerCase());
      expect(covered, `${l}: "${key}"`).toBe(true);
      expect(mayNameDate(key, l), `${l}: "${key}"`).toBe(true);
    }
    // A short key is only ever a time unit (read before \W or the end), never a month name.
    for (const w of wordEnd) expect(keysOf(l, /MONTH/).map((k) => k.toLowerCase())).not.toContain(w);
  });

  it("glues to an English stem everything chrono-node's English number and ordinal patterns can end in", () => {
    const glue = dateWords("en").glue ?? [];
    const c = constants("en");
    const lastWord = (k: string) => /[a-z]+$/i.exec(k)?.[0] ?? "";
    for (const k of [...keysOf("en", /^INTEGER_WORD/), ...keysOf("en", /^ORDINAL_WORD/)]) expect(glue, k).toContain(lastWord(k).toLowerCase());
    // The rest of NUMBER_PATTERN, past its number words: the words written into it.
    const rest = String(c.NUMBER_PATTERN).replace(/^\(\?:\(\?:[a-z|]+\)\|/, "");
    expect(rest).toBe("[0-9]+|[0-9]+\\.[0-9]+|half(?:\\s{0,2}an?)?|an?\\b(?:\\s{0,2}few)?|few|several|the|a?\\s{0,2}couple\\s{0,2}(?:of)?)");
    for (const w of ["half", "a", "an", "few", "several", "the", "couple", "of"]) expect(glue).toContain(w);
    expect(mayNameDate("until friday", "en")).toBe(false);
    expect(mayNameDate("in theday", "en")).toBe(true);
  });

  it("lets through anything with a digit", () => {
    for (const l of LOCALES) expect(mayNameDate("the 3rd", l)).toBe(true);
  });

  it("lets through a Dutch unit glued to 'later' or 'geleden' (chrono-node reads 'twaalf ulater' as 12 hours later)", () => {
    for (const s of ["twaalf ulater", "drie ugeleden", "een uvanaf nu"]) expect(mayNameDate(s, "nl"), s).toBe(true);
    expect(chrono.nl.strict.parse("twaalf ulater", new Date("2026-06-10T09:30:00Z"))).not.toEqual([]);
  });

  it("turns away only phrases chrono-node's strict parser reads no certain date in", () => {
    const words = (l: Locale) => [
      ...keysOf(l, /WEEKDAY|INTEGER_WORD|ORDINAL_WORD/),
      ...dateKeys(l),
      "today", "tomorrow", "tonight", "noon", "midnight", "next", "last", "this", "in", "within", "ago", "later", "after", "from", "now", "at", "on", "by", "of", "the", "a", "an", "few", "couple",
      "morgen", "heute", "übermorgen", "nächste", "woche", "um", "uhr", "für", "während", "ein", "eine", "halb",
      "demain", "aujourd'hui", "ce", "soir", "dans", "il", "y", "pour", "pendant", "de", "un", "une", "quelques",
      "mañana", "hoy", "esta", "noche", "en", "por", "durante", "dentro", "unos",
      "amanhã", "hoje", "noite", "às", "daqui",
      "the offsite got pushed", "couldn't get to it", "done", "later", "pm", "am", "h", "j", "jr",
      ",", ".", "-", "/", "!",
    ];
    const glued = (l: Locale) => fc.tuple(fc.constantFrom(...words(l)), fc.constantFrom(...words(l))).map(([a, b]) => `${a}${b}`);
    // Shaped like the dates chrono-node reads: "in a week", "il y a deux jours", "the first of June".
    const shaped = (l: Locale) =>
      fc
        .tuple(
          fc.constantFrom("", "in", "within", "for", "für", "während", "dans", "en", "pour", "pendant", "il y a", "dentro de", "durante", "por", "de", "the", "on"),
          fc.oneof(
            fc.constantFrom("um", "dois", ...keysOf(l, /INTEGER_WORD|ORDINAL_WORD/)),
            fc.constantFrom("a", "an", "the", "few", "a few", "several", "couple", "a couple of", "ein", "eine", "un", "une", "unos", "halb", "half an"),
          ),
          fc.constantFrom("", "", " "),
          fc.constantFrom(...dateKeys(l)),
          fc.constantFrom("", "ago", "later", "after", "from now", "earlier", "before", "of", "de", ","),
        )
        .map(([pre, n, gap, unit, post]) => `${pre} ${n}${gap}${unit} ${post}`.trim());
    const mixed = (l: Locale) =>
      fc
        .array(fc.oneof(fc.constantFrom(...words(l)), glued(l), fc.string({ unit: fc.constantFrom(..."adehjmnorstuwyéäü .,-'"), maxLength: 8 })), { minLength: 1, maxLength: 6 })
        .map((ws) => ws.join(" "));
    const now = new Date("2026-06-10T09:30:00Z");
    const turnedAway = new Map<Locale, number>();
    for (const [l, phrase] of LOCALES.flatMap((l) => [[l, shaped(l)], [l, mixed(l)]] as const)) {
      fc.assert(
        fc.property(phrase, (s) => {
          if (mayNameDate(s, l)) return;
          turnedAway.set(l, (turnedAway.get(l) ?? 0) + 1);
          const certain = chrono[l].strict.parse(s, now).filter((r) => r.start.isCertain("day") && r.start.isCertain("month"));
          expect(certain, `${l}: "${s}"`).toEqual([]);
        }),
        { numRuns: 2_000 },
      );
    }
    // The property says something only if many phrases are turned away.
    for (const l of LOCALES) expect(turnedAway.get(l) ?? 0, l).toBeGreaterThan(200);
  });
});
