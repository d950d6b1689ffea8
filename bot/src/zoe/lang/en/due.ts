/**
 * How an English owner writes due dates: in the words of threads/due.ts's one grammar itself (no
 * rewrite); chrono-node's English parser reads dates with month names ("Dec 3 at 9am") in every
 * language, with the stems threads/chrono-words.ts needs; "3/12" is ambiguous (US or not), so
 * only a slash date that can be read one way is read.
 * Must never: leave out a stem chrono-node's English dictionaries hold (chrono-words.test.ts checks).
 */
import type { DueWords } from "../pack.ts";

export const DUE: DueWords = {
  rewrite: null,
  chrono: {
    parser: "en",
    dateWords: {
      anywhere: ["apr", "aug", "day", "dec", "feb", "hour", "jan", "jul", "jun", "mar", "may", "minute", "month", "nov", "oct", "quarter", "second", "sep", "week", "year"],
      wordEnd: [],
      // English's patterns put a month name or a unit at a word's start, after a number (the number
      // words, "half a", "a few", "several", "the", "a couple of") or after an ordinal and "of".
      glue: [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "half", "a", "an", "few", "several", "the", "couple", "of",
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
        "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "thirtieth",
      ],
    },
  },
  slashDayFirst: false,
  past: ["yesterday", "last", "ago", "earlier", "previous"],
};
