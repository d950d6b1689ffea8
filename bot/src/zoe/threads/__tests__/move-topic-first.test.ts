/**
 * A busy week of open loops (exploration, issues #34/#35): the loop said first, then its new time, as people reschedule
 * in chat: "qué flojera, lo del predial mejor el miércoles", "lo del banco pal jueves", "en fait la banque je la fais
 * jeudi", "le devis, plutôt vendredi", "de bank doe ik donderdag wel". A move of the open loop those words name
 * ("Move … to …? [Yes] [No]"); said of nothing open it is no move (often a new commitment, the capture's).
 * Before, every one was small talk. Pinned clock: Monday 7 December 2026, 15:30 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { moveRequest } from "../closing.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-12-07T14:30:00Z");
const THU_1800 = "2026-12-10T17:00:00.000Z";
const FRI_1800 = "2026-12-11T17:00:00.000Z";
const WED_1800 = "2026-12-09T17:00:00.000Z";

describe("the loop said first, then its time", () => {
  it.each([
    ["es", "qué flojera, lo del predial mejor el miércoles", "predial", WED_1800],
    ["es", "lo del predial mejor para el miércoles", "predial", WED_1800],
    ["es", "lo del banco pal jueves", "banco", THU_1800],
    ["es", "bueno, el presupuesto lo hago el viernes", "presupuesto", FRI_1800],
    ["es", "lo de las fotos lo dejo para el viernes", "fotos", FRI_1800],
    ["fr", "en fait la banque je la fais jeudi", "banque", THU_1800],
    ["fr", "le devis, plutôt vendredi", "devis", FRI_1800],
    ["fr", "la banque ce sera jeudi finalement", "banque", THU_1800],
    ["fr", "les photos je les passe à vendredi", "photos", FRI_1800],
    ["nl", "de bank doe ik donderdag wel", "bank", THU_1800],
    ["nl", "nee, de offerte wordt vrijdag", "offerte", FRI_1800],
    ["nl", "de bank dan maar donderdag", "bank", THU_1800],
    // Found living a week as a German owner (explore round 4): "die präsi mach ich erst am montag" opened a second loop.
    ["de", "die Präsi mach ich erst am Donnerstag", "präsi", THU_1800],
    ["de", "die Bank dann halt Donnerstag", "bank", THU_1800],
    ["de", "naja, das Angebot wird Freitag", "angebot", FRI_1800],
    ["de", "den Bericht schaff ich erst am Mittwoch", "bericht", WED_1800],
  ] as Array<[Locale, string, string, string]>)("[%s] %j moves %s", (locale, text, noun, at) => {
    const m = moveRequest(text, NOW, TZ, locale);
    expect(m, text).not.toBeNull();
    expect(m!.what.toLowerCase()).toContain(noun);
    expect(m!.onlyNamed).toBe(true);
    expect(m!.at.toISOString()).toBe(at);
  });

  it.each([
    ["es", "el banco cierra el jueves"],
    ["es", "lo del banco fue un desastre"],
    ["fr", "la banque est fermée jeudi"],
    ["fr", "le devis est parti vendredi"],
    ["nl", "de bank is donderdag dicht"],
    ["nl", "de offerte is toch nog niet af"],
    ["fr", "en fait la banque je la fais hier"],
    ["de", "die Bank ist Donnerstag zu"],
    ["de", "das Angebot wird Freitag bestimmt spannend"],
    ["de", "den Bericht mach ich gestern schon fertig"],
    ["de", "die Präsi wird gut"],
  ] as Array<[Locale, string]>)("[%s] %j is no move", (locale, text) => {
    expect(moveRequest(text, NOW, TZ, locale)).toBeNull();
  });
});

const open = terminalZoeEachTest("zoe-term-move-topic-");
const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, " ");

it.each([
  ["es", "tengo que pagar el predial antes del viernes", "qué flojera, lo del predial mejor el miércoles", "¿Paso «pagar el predial» a mié 18:00?"],
  ["fr", "je passe à la banque cet aprem", "en fait la banque je la fais jeudi", "Déplacer « passer à la banque » à jeu. 17:00 ?"], // "cet aprem" held 17:00: a move by day keeps the hour,
  ["nl", "ik moet vandaag nog naar de bank", "de bank doe ik donderdag wel", "naar do 18:00?"],
  ["de", "muss bis Freitag die Präsi für den Kunden fertig machen", "die Präsi mach ich erst am Donnerstag", "auf Do 18:00 legen?"],
])("[%s] in the terminal, the open loop named first is asked to move", async (locale, commitment, move, asked) => {
  const clock = new ManualClock("2026-12-07T14:30:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
  await term.type(commitment);
  expect(plain(await term.type(move))).toContain(asked);
});

it("[fr] said of nothing open, 'le rapport je le fais jeudi' is no move question", async () => {
  const clock = new ManualClock("2026-12-07T14:30:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "fr" }, clock);
  await term.type("je passe à la banque cet aprem");
  const answer = plain(await term.type("le rapport je le fais jeudi"));
  expect(answer).not.toContain("Déplacer");
  expect(answer).not.toContain("Lequel dois-je déplacer");
});
