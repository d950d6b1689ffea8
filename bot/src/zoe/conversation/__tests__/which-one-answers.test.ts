/**
 * Answers typed under ZOE's own questions about loops (issue #34/#35, leftovers-replies), offline in the terminal:
 * - "noch nicht" under "Close "das Angebot …"? [Ja] [Nein]" with another loop open puts off the loop asked about
 *   (its snooze times), instead of asking which one to put off;
 * - under "Which one do you want to close? [a] [b] [None of these]" a place picks ("die zweite", "the first",
 *   "o segundo", "2"), a bare yes asks again briefly (it says no item), a no keeps them all open.
 * Pinned clock: Monday 7 December 2026, 08:00 in Berlin.
 * Must never: press an item for a place under a yes/no question, or a place past the list's end.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { typedChoice, yesToWhich, type OnScreen } from "../index.ts";

const NOW = Date.parse("2026-12-07T07:00:00Z");

/** "Which one …? [a] [b] [c] [None of these]" in `locale`. */
const which = (locale: Locale, at = NOW): OnScreen => ({
  buttons: [[{ label: "loop a", data: "a" }], [{ label: "loop b", data: "b" }], [{ label: "loop c", data: "c" }], [{ label: t(locale, "btn.noneOfThese"), data: "none" }]],
  messageId: null,
  at,
});
const yesNo = (locale: Locale): OnScreen => ({ buttons: [[{ label: t(locale, "btn.yes"), data: "y" }, { label: t(locale, "btn.no"), data: "n" }]], messageId: null, at: NOW });

describe("a place typed under 'which one?' picks that item (pure)", () => {
  it.each([
    ["en", "the first", "a"], ["en", "second", "b"], ["en", "the third one", "c"], ["en", "2", "b"], ["en", "#3", "c"], ["en", "number 2", "b"], ["en", "2nd", "b"],
    ["de", "die zweite", "b"], ["de", "den ersten", "a"], ["de", "das dritte", "c"], ["de", "Nummer 2", "b"], ["de", "die 1.", "a"],
    ["fr", "le deuxième", "b"], ["fr", "la première", "a"], ["fr", "le 3e", "c"], ["fr", "le second", "b"],
    ["es", "el primero", "a"], ["es", "la segunda", "b"], ["es", "el tercero", "c"], ["es", "el 2", "b"],
    ["pt", "o segundo", "b"], ["pt", "a primeira", "a"], ["pt", "o terceiro", "c"], ["pt", "a 2", "b"],
    ["it", "il primo", "a"], ["it", "la seconda", "b"], ["it", "il terzo", "c"], ["it", "il 2", "b"],
    ["nl", "de eerste", "a"], ["nl", "de tweede", "b"], ["nl", "het derde", "c"], ["nl", "nummer 2", "b"],
  ] as Array<[Locale, string, string]>)("[%s] %s", (locale, text, data) => {
    expect(typedChoice(text, which(locale), locale, NOW)?.data).toBe(data);
  });

  it.each([
    ["en", "the fourth"], ["de", "die vierte"], ["en", "9"], ["en", "the first thing tomorrow"], ["de", "die zweite Rechnung ist auch raus"], ["en", "the second is done too"],
  ] as Array<[Locale, string]>)("[%s] %s picks nothing (past the end, or a sentence)", (locale, text) => {
    expect(typedChoice(text, which(locale), locale, NOW)).toBeNull();
  });

  it.each([["en", "the first"], ["de", "die zweite"], ["en", "2"]] as Array<[Locale, string]>)("[%s] %s under a yes/no presses nothing", (locale, text) => {
    expect(typedChoice(text, yesNo(locale), locale, NOW)).toBeNull();
  });

  it.each([["en", "no"], ["de", "nein"], ["fr", "non"], ["es", "no"], ["pt", "não"], ["it", "no"], ["nl", "nee"]] as Array<[Locale, string]>)("[%s] %s is None of these", (locale, text) => {
    expect(typedChoice(text, which(locale), locale, NOW)?.data).toBe("none");
  });
});

describe("a bare yes under 'which one?' is asked again; under a yes/no it still presses Yes (pure)", () => {
  it.each([["en", "yes"], ["de", "ja"], ["fr", "oui"], ["es", "sí"], ["pt", "sim"], ["it", "sì"], ["nl", "ja"], ["de", "ja!"], ["en", "ok"]] as Array<[Locale, string]>)("[%s] %s", (locale, text) => {
    expect(typedChoice(text, which(locale), locale, NOW)).toBeNull();
    expect(yesToWhich(text, which(locale), locale, NOW)).toBe(true);
    expect(yesToWhich(text, yesNo(locale), locale, NOW)).toBe(false);
    expect(typedChoice(text, yesNo(locale), locale, NOW)?.data).toBe("y");
  });
  it("a yes to an old question, or a sentence, is no answer", () => {
    expect(yesToWhich("ja", which("de", NOW - 13 * 3_600_000), "de", NOW)).toBe(false);
    expect(yesToWhich("ja, das Angebot", which("de"), "de", NOW)).toBe(false);
  });
});

/** Two loops, a done-word naming the first, then "not yet": [commitment 1, commitment 2, done words, not yet, the first loop's summary]. */
const NOT_YET: Array<[Locale, string, string, string, string, string]> = [
  ["en", "I need to send the offer to Miller tomorrow", "I have to call the dentist on friday", "offer is done", "not yet", "send the offer to Miller"],
  ["de", "ich muss morgen das Angebot an Müller schicken", "ich muss freitag den Zahnarzt anrufen", "Angebot ist raus", "noch nicht", "das Angebot an Müller schicken"],
  ["fr", "je dois envoyer le devis à Martin demain", "je dois appeler le dentiste vendredi", "devis envoyé", "pas encore", "envoyer le devis à Martin"],
  ["es", "tengo que enviar el presupuesto a Marta mañana", "tengo que llamar al dentista el viernes", "presupuesto enviado", "todavía no", "enviar el presupuesto a Marta"],
  ["pt", "preciso enviar o orçamento para a Marta amanhã", "preciso ligar pro dentista sexta", "orçamento enviado", "ainda não", "enviar o orçamento para a Marta"],
  ["it", "devo mandare il preventivo a Marta domani", "devo chiamare il dentista venerdì", "preventivo mandato", "non ancora", "mandare il preventivo a Marta"],
  ["nl", "ik moet morgen de offerte naar Marta sturen", "ik moet vrijdag de tandarts bellen", "offerte is verstuurd", "nog niet", "de offerte naar Marta sturen"],
];

describe("a day in the terminal: the answers read as the owner meant them", () => {
  const open = terminalZoeEachTest("zoe-which-one-");

  it.each(NOT_YET)("[%s] 'not yet' under Close? puts off that loop, with another one open", async (locale, first, second, done, notYet, summary) => {
    const clock = new ManualClock(new Date(NOW));
    const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    await term.type(first);
    await term.type(second);
    expect(await term.type(done)).toContain(t(locale, "btn.yes"));
    const answer = await term.type(notYet);
    expect(answer).toContain(t(locale, "ack.snoozeAsk", { summary }));
    expect(answer).not.toContain(t(locale, "close.snoozeWhich"));
  });

  it("de: 'ja' under 'Welchen möchtest du abschließen?' asks again; 'die zweite' closes the second; 'ja, passt' to a follow-up works as before", async () => {
    const clock = new ManualClock(new Date(NOW));
    const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "de" }, clock);
    await term.type("ich muss morgen das Angebot an Müller schicken");
    await term.type("ich muss freitag die Rechnung an Bob schicken");
    expect(await term.type("hab's geschickt")).toContain("Welchen möchtest du abschließen?");
    const again = await term.type("ja");
    expect(again).toContain("Welchen denn? Schreib seine Nummer oder tipp ihn an.");
    expect(again).toContain("die Rechnung an Bob schicken");
    expect(again).not.toContain("Sprachmodell");
    expect(await term.type("die zweite")).toContain("Erledigt: die Rechnung an Bob schicken.");
    const list = await term.type("/threads");
    expect(list).toContain("das Angebot an Müller schicken");
    expect(list).not.toContain("die Rechnung an Bob schicken");
  });

  it("en: 'the first' under 'Which one do you want to close?' closes the first (not a snooze to the 1st of a month)", async () => {
    const clock = new ManualClock(new Date(NOW));
    const term = await open({ ZOE_TZ: "Europe/London", ZOE_LOCALE: "en" }, clock);
    await term.type("I need to send the offer to Miller tomorrow");
    await term.type("I have to send the invoice to Bob on friday");
    expect(await term.type("sent it")).toContain("Which one do you want to close?");
    const answer = await term.type("the first");
    expect(answer).toContain("Done: send the offer to Miller.");
    expect(answer).not.toContain("snooze");
  });

  it("pt: 'sim' to a plain Close? still closes (a yes/no is no which-one)", async () => {
    const clock = new ManualClock(new Date(NOW));
    const term = await open({ ZOE_TZ: "Europe/Lisbon", ZOE_LOCALE: "pt" }, clock);
    await term.type("preciso enviar o orçamento para a Marta amanhã");
    expect(await term.type("orçamento enviado")).toContain("Fechar «enviar o orçamento para a Marta»?");
    expect(await term.type("sim")).toContain("enviar o orçamento para a Marta");
    expect(await term.type("/threads")).not.toContain("enviar o orçamento para a Marta");
  });
});
