/**
 * Timers and alarms are reminders asked for (issue #35: "what the owner asks for is a promise"), found living a morning as
 * owners in five languages: "set a timer for 10 minutes for the pasta", "stell mir einen Wecker für 10:30, Paket abholen",
 * "mets un minuteur de 10 minutes", "zet een wekker om 10:20 om de auto te verzetten" were not understood at all, or
 * tracked as a commitment named "stell mir einen Wecker Paket abholen". A timer's length ("for 10 minutes", "de 10
 * minutes", "a 15 minute timer") is when it rings; an alarm's clock time is; what it is for is its name, else the
 * timer's own word. Also found that morning: a reminder's "that" clause kept as said ("qu'il faut étendre le linge",
 * "que llame a mi madre", "per il pacco", "stuur me om 10:40 een seintje over de factuur" not read at all).
 * Someone else's alarm, an alarm that failed, a question about one stay untracked.
 * Pinned clock for the terminal scenario: Monday 7 December 2026, 10:00 in London.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractCommitments } from "../capture.ts";

/** [locale, message, the reminder's name, its due phrase] */
const ASKED: ReadonlyArray<readonly [Locale, string, string, string]> = [
  ["en", "set a timer for 10 minutes for the pasta", "the pasta", "in 10 minutes"],
  ["en", "set a timer for 10 minutes", "timer", "in 10 minutes"],
  ["en", "start a 15 minute timer for the laundry", "the laundry", "in 15 minute"],
  ["en", "set an alarm for 9:20 to move the car", "move the car", "9:20"],
  ["en", "can you set me an alarm for 7am tomorrow", "alarm", "7am tomorrow"],
  ["en", "pop a reminder in for 9:30 to call the garage", "call the garage", "for 9:30"],
  ["de", "stell mir einen Wecker für 10:30, Paket abholen", "Paket abholen", "10:30"],
  ["de", "stell einen Timer auf 10 Minuten für die Nudeln", "die Nudeln", "in 10 Minuten"],
  ["de", "mach mir nen Timer für 20 min", "Timer", "in 20 min"],
  ["fr", "mets un minuteur de 10 minutes pour les pâtes", "les pâtes", "dans 10 minutes"],
  ["fr", "mets une alarme à 9h20 pour déplacer la voiture", "déplacer la voiture", "à 9h20"],
  ["fr", "rappelle-moi dans 10 minutes qu'il faut étendre le linge", "étendre le linge", "dans 10 minutes"],
  ["es", "pon un temporizador de 10 minutos para la pasta", "la pasta", "en 10 minutos"],
  ["es", "ponme una alarma para las 7 de la mañana", "alarma", "las 7 de la mañana"],
  ["es", "recuérdame a las 10:10 que llame a mi madre", "llamar a mi madre", "a las 10:10"],
  ["pt", "põe um alarme para as 9:20 para mudar o carro", "mudar o carro", "as 9:20"],
  ["pt", "coloca um timer de 15 min", "timer", "daqui a 15 min"],
  ["it", "metti un timer di 10 minuti per la pasta", "la pasta", "tra 10 minuti"],
  ["it", "imposta una sveglia alle 9:20 per spostare la macchina", "spostare la macchina", "alle 9:20"],
  ["it", "avvisami alle 10 e mezza per il pacco", "il pacco", "alle 10 e mezza"],
  ["nl", "zet een timer van 10 minuten voor de pasta", "de pasta", "over 10 minuten"],
  ["nl", "zet een wekker om 10:20 om de auto te verzetten", "de auto verzetten", "om 10:20"],
  ["nl", "stuur me om 10:40 een seintje over de factuur", "de factuur", "om 10:40"],
];

const NOT_ASKED: ReadonlyArray<readonly [Locale, string]> = [
  ["en", "my alarm didn't go off this morning"],
  ["en", "Tom set an alarm for 6 so we can catch the train"],
  ["en", "did you set a timer for the pasta?"],
  ["de", "mein Wecker hat heute nicht geklingelt"],
  ["fr", "le minuteur du four est cassé"],
  ["es", "mi hermana puso una alarma a las 6"],
  ["it", "la sveglia alle 7 non ha suonato"],
  ["nl", "mijn wekker ging om 7 uur niet af"],
];

describe("a timer or an alarm is a reminder at the minute it rings", () => {
  it("reads each as a reminder with its name and when it rings", () => {
    const read = ASKED.map(([locale, text]) => [locale, text, extractCommitments(text, locale)] as const);
    expect(read).toEqual(ASKED.map(([locale, text, summary, due]) => [locale, text, [{ op: "open", summary, reminder: true, due }]]));
  });

  it("leaves someone else's alarm, a failed alarm and a question about one untracked", () => {
    expect(NOT_ASKED.map(([locale, text]) => [text, extractCommitments(text, locale)])).toEqual(NOT_ASKED.map(([, text]) => [text, []]));
  });
});

const open = terminalZoeEachTest("zoe-timers-");

it("English: 'set a timer for 2 minutes for the pasta' rings at 10:02 with the pasta, not an hour later", async () => {
  const clock = new ManualClock("2026-12-07T10:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/London", ZOE_LOCALE: "en" }, clock);
  expect(await term.type("set a timer for 2 minutes for the pasta")).toContain("Reminder set: the pasta, today 10:02");
  expect(await liveUntil(term, clock, "2026-12-07T10:01:30Z")).not.toContain("Reminder: the pasta");
  expect(await liveUntil(term, clock, "2026-12-07T10:02:30Z")).toContain("Reminder: the pasta");
});
