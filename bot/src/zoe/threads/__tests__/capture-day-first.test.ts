/**
 * An appointment jotted with its day first, then the place or person, then the hour ("Montag Zahnarzt um 14:30",
 * "demain coiffeur à 10h", "jueves 9:00 fisio"), found by typing a day into the terminal as a new owner (issue 35):
 * the day went into the summary ("Montag Zahnarzt", due "um 14:30", so today) or the line was not tracked at all.
 * It is tracked as the noun, due on that day at that hour; the same line as past news or as a question stays untracked.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/locale.ts";
import { extractCommitments } from "../capture.ts";
import { resolveDue } from "../due.ts";

// Monday 7 December 2026, 08:00 in Berlin.
const NOW = new Date("2026-12-07T07:00:00Z");
const ZONE = "Europe/Berlin";

/** [locale, note, the noun the owner will see, the local date it is due on] */
const NOTES: ReadonlyArray<readonly [Locale, string, string, string]> = [
  ["en", "tomorrow dentist at 3:30pm", "dentist", "2026-12-08"],
  ["en", "Thursday physio at 9am", "physio", "2026-12-10"],
  ["en", "friday 11:15 GP", "GP", "2026-12-11"],
  // Said on a Monday morning, "Montag … 14:30" is today, its hour still ahead.
  ["de", "Montag Zahnarzt um 14:30", "Zahnarzt", "2026-12-07"],
  ["de", "morgen Friseur um 10 Uhr", "Friseur", "2026-12-08"],
  ["de", "Donnerstag 9:00 Physio", "Physio", "2026-12-10"],
  ["de", "übermorgen Tierarzt um 16 Uhr", "Tierarzt", "2026-12-09"],
  ["nl", "dinsdag tandarts om 14:30", "tandarts", "2026-12-08"],
  ["nl", "morgen kapper om 10 uur", "kapper", "2026-12-08"],
  ["nl", "donderdag 9:00 fysio", "fysio", "2026-12-10"],
  ["nl", "vrijdag huisarts om 11:15", "huisarts", "2026-12-11"],
  ["fr", "demain coiffeur à 10h", "coiffeur", "2026-12-08"],
  ["fr", "mercredi dentiste à 14h30", "dentiste", "2026-12-09"],
  ["fr", "jeudi 9h kiné", "kiné", "2026-12-10"],
  ["es", "mañana peluquería a las 10:00", "peluquería", "2026-12-08"],
  ["es", "miércoles dentista a las 14:30", "dentista", "2026-12-09"],
  ["es", "jueves 9:00 fisio", "fisio", "2026-12-10"],
  ["pt", "amanhã dentista às 10h", "dentista", "2026-12-08"],
  ["pt", "quarta cabeleireiro às 14h30", "cabeleireiro", "2026-12-09"],
  ["pt", "quinta 9h fisioterapia", "fisioterapia", "2026-12-10"],
  ["it", "domani dentista alle 10:00", "dentista", "2026-12-08"],
  ["it", "mercoledì parrucchiere alle 14:30", "parrucchiere", "2026-12-09"],
  ["it", "giovedì 9:00 fisioterapista", "fisioterapista", "2026-12-10"],
];

/** The next message opened by "and": read as what follows it (found as a German owner: "und morgen um 9 Zahnarzt"). */
const AND_NOTES: ReadonlyArray<readonly [Locale, string, string]> = [
  ["en", "and tomorrow at 9am dentist", "dentist"],
  ["en", "and I need to call the bank tomorrow", "call the bank"],
  ["de", "und morgen um 9 Uhr Zahnarzt", "Zahnarzt"],
  ["de", "und morgen muss ich die Bank anrufen", "die Bank anrufen"],
  ["nl", "en morgen om 9 uur tandarts", "tandarts"],
  ["fr", "et demain à 9h dentiste", "dentiste"],
  ["es", "y mañana a las 9:00 dentista", "dentista"],
];

/** "And" before news, someone else's plan or a past: still nothing. */
const AND_NOT_NOTES: ReadonlyArray<readonly [Locale, string]> = [
  ["en", "and then I went home"],
  ["en", "and Tom has to call the bank"],
  ["de", "und dann war ich müde"],
  ["de", "und Tom muss morgen die Bank anrufen"],
  ["es", "y luego me fui a casa"],
];

/** The same shapes as news about the past or a question: nothing to track. */
const NOT_NOTES: ReadonlyArray<readonly [Locale, string]> = [
  ["en", "yesterday dentist at 3:30pm, it hurt"],
  ["en", "tomorrow dentist at 3:30pm?"],
  ["de", "gestern Zahnarzt um 14:30, war schlimm"],
  ["de", "Montag Zahnarzt um 14:30?"],
  ["nl", "gisteren tandarts om 14:30, viel mee"],
  ["nl", "dinsdag tandarts om 14:30?"],
  ["fr", "hier coiffeur à 10h, super coupe"],
  ["fr", "demain coiffeur à 10h ?"],
  ["es", "ayer peluquería a las 10:00, fatal"],
  ["es", "¿mañana peluquería a las 10:00?"],
  ["pt", "ontem dentista às 10h, correu bem"],
  ["pt", "amanhã dentista às 10h?"],
  ["it", "ieri dentista alle 10:00, tutto bene"],
  ["it", "domani dentista alle 10:00?"],
];

const localDay = (d: Date) => d.toLocaleDateString("sv-SE", { timeZone: ZONE });

describe("an appointment jotted day first", () => {
  for (const [locale, note, noun, day] of NOTES) {
    it(`${locale}: "${note}" is tracked as "${noun}", due ${day}`, () => {
      const ops = extractCommitments(note, locale);
      expect(ops.map((o) => o.summary)).toEqual([noun]);
      const due = ops[0]!.due;
      expect(due).toBeTruthy();
      const at = resolveDue(due!, NOW, ZONE, locale);
      expect(at && localDay(at)).toBe(day);
    });
  }
});

describe("the same shape as news or a question", () => {
  for (const [locale, text] of NOT_NOTES) {
    it(`${locale}: "${text}" is not tracked`, () => {
      expect(extractCommitments(text, locale)).toEqual([]);
    });
  }
});

describe("a message opened by 'and'", () => {
  for (const [locale, text, summary] of AND_NOTES) {
    it(`${locale}: "${text}" is tracked as "${summary}"`, () => {
      expect(extractCommitments(text, locale).map((o) => o.summary)).toEqual([summary]);
    });
  }
  for (const [locale, text] of AND_NOT_NOTES) {
    it(`${locale}: "${text}" is not tracked`, () => {
      expect(extractCommitments(text, locale)).toEqual([]);
    });
  }
});
