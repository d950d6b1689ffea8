/**
 * Probe (explore5, issues #34/#35): a Brazilian freelancer, an Italian parent and a French team lead living two days with
 * ZOE offline in the terminal, as they type on a phone. An appointment named by its noun, its time, then what it is about
 * ("reunião com a Carla amanhã às 10h pra falar do site") is tracked in every language, not lost; "o logo" (the client's logo)
 * is no "logo" (soon) in Portuguese; a list "X até às 15h, Y e Z" is three to-dos, not two. Written before running ZOE on it.
 * Must never: track news about such a meeting ("… sobre o site foi cancelada"), or take a noun for a time.
 */
import { expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractCommitments } from "../capture.ts";

const start = terminalZoeEachTest("zoe-explore5-");

it("[pt] the freelancer's meeting with what it is about is tracked for tomorrow 10:00", async () => {
  // Monday 7 December 2026, 07:30 in São Paulo.
  const clock = new ManualClock("2026-12-07T10:30:00Z");
  const term = await start({ ZOE_TZ: "America/Sao_Paulo", ZOE_LOCALE: "pt" }, clock);
  expect(await term.type("reunião com a Carla amanhã às 10h pra falar do site")).toMatch(/A acompanhar: reunião com a Carla pra falar do site, para amanhã 10:00/);
});

const ABOUT: Array<[Locale, string, string, string]> = [
  ["pt", "reunião com a Carla amanhã às 10h pra falar do site", "reunião com a Carla pra falar do site", "amanhã às 10h"],
  ["pt", "reunião com o cliente quinta às 15h sobre o orçamento", "reunião com o cliente sobre o orçamento", "quinta às 15h"],
  ["it", "riunione con Carla domani alle 10 per parlare del sito", "riunione con Carla per parlare del sito", "domani alle 10"],
  ["fr", "réunion avec Carla demain à 10h pour parler du site", "réunion avec Carla pour parler du site", "demain à 10h"],
  ["es", "reunión con Carla mañana a las 10 para hablar del sitio", "reunión con Carla para hablar del sitio", "mañana a las 10"],
  ["en", "meeting with Carla tomorrow at 10 to talk about the site", "meeting with Carla to talk about the site", "tomorrow at 10"],
  ["nl", "afspraak met Carla morgen om 10 uur over de site", "afspraak met Carla over de site", "morgen om 10 uur"],
  ["de", "Termin mit Carla morgen um 10 wegen der Website", "Termin mit Carla wegen der Website", "morgen um 10"],
];

it.each(ABOUT)("[%s] %s: an appointment, its time, then what it is about", (locale, text, summary, due) => {
  expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
});

it.each([
  ["pt", "reunião com a Carla amanhã às 10h sobre o site foi cancelada"],
  ["it", "riunione con Carla domani alle 10 per parlare del sito annullata"],
  ["fr", "réunion avec Carla demain à 10h pour parler du site, annulée"],
  ["en", "meeting with Carla tomorrow at 10 to talk about the site got cancelled"],
  ["pt", "reunião com a Carla amanhã às 10h pra falar do site?"],
] as Array<[Locale, string]>)("[%s] %s: news or a question about such a meeting is not tracked", (locale, text) => {
  expect(extractCommitments(text, locale)).toEqual([]);
});

it.each([
  ["vou mandar o logo pro cliente amanhã", "mandar o logo pro cliente", "amanhã"],
  ["preciso entregar o logo, mandar a nota e ligar pro contador", null, null],
])("[pt] %s: 'o logo' is the client's logo, never 'soon'", (text, summary, due) => {
  const ops = extractCommitments(text, "pt");
  for (const op of ops) expect(op.due ?? "").not.toBe("logo");
  expect(ops.some((op) => /logo/u.test(op.summary))).toBe(true);
  if (summary) expect(ops).toEqual([{ op: "open", summary, due }]);
});

it("[pt] 'ligo pro banco logo' still says soon", () => {
  expect(extractCommitments("vou ligar pro banco logo", "pt")[0]?.summary).toBe("ligar pro banco");
});

const LIST: Array<[Locale, string, string[]]> = [
  ["pt", "hj preciso entregar o logo pro cliente ate as 15h, mandar a nota fiscal pra agência e ligar pro contador", ["entregar o logo pro cliente", "mandar a nota fiscal pra agência", "ligar pro contador"]],
  ["it", "oggi devo consegnare il logo, mandare la fattura e chiamare il commercialista", ["consegnare il logo", "mandare la fattura", "chiamare il commercialista"]],
  ["fr", "aujourd'hui je dois livrer le logo, envoyer la facture et appeler le comptable", ["livrer le logo", "envoyer la facture", "appeler le comptable"]],
  ["es", "hoy tengo que entregar el logo, mandar la factura y llamar al contador", ["entregar el logo", "mandar la factura", "llamar al contador"]],
];

it.each(LIST)("[%s] %s: a to-do with its time, then two notes joined by 'and', is three", (locale, text, summaries) => {
  expect(extractCommitments(text, locale).map((op) => op.summary)).toEqual(summaries);
});

it.each([
  ["pt", "hoje preciso lavar o carro, comprar pão e leite"],
  ["it", "oggi devo lavare la macchina, comprare pane e latte"],
] as Array<[Locale, string]>)("[%s] %s: 'and' between two things bought stays one note", (locale, text) => {
  expect(extractCommitments(text, locale)).toHaveLength(2);
});

it.each([
  ["tentamen stats vrijdag 9u", "tentamen stats", "vrijdag 9u"],
  ["werkgroep statistiek om 3 uur", "werkgroep statistiek", "om 3 uur"],
  ["presentatie marketing donderdag om 11 uur", "presentatie marketing", "donderdag om 11 uur"],
])("[nl] a student's exam or class named by its noun with its time is tracked: %s", (text, summary, due) => {
  expect(extractCommitments(text, "nl")).toEqual([{ op: "open", summary, due }]);
});

it.each(["het tentamen was vrijdag", "tentamen stats ging goed vrijdag", "werkgroep is verplaatst naar donderdag"])("[nl] news about an exam is not tracked: %s", (text) => {
  expect(extractCommitments(text, "nl")).toEqual([]);
});
