/**
 * Probe (explore5, issues #34/#35): ending a pause as owners type it on a phone. A French team lead wrote "tu peux m écrire à
 * nouveau" (no apostrophe) and "c bon tu peux me réécrire" (ZOE's own hint, after "c bon") and stayed paused, told only "Rien
 * n'est en cours". A Brazilian says "pode voltar a me mandar mensagem" (not "podes"), an Italian "va bene, puoi riscrivermi".
 * Pinned clock: Thursday 19 November 2026, 10:30 in Berlin. Written before running ZOE on it.
 * Must never: read a sentence that only talks about writing to someone as the end of a pause.
 */
import { expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { pauseAsked } from "../pause.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-11-19T09:30:00Z");
const HOURS = { start: "08:00", end: "22:00" };

it.each([
  ["fr", "tu peux m écrire à nouveau"],
  ["fr", "tu peux m ecrire de nouveau"],
  ["fr", "c bon tu peux me réécrire"],
  ["fr", "c'est bon, tu peux me reecrire"],
  ["pt", "pode voltar a me mandar mensagem"],
  ["pt", "beleza, pode me escrever de novo"],
  ["pt", "ja voltei"],
  ["it", "va bene, puoi riscrivermi"],
  ["it", "ok puoi scrivermi di nuovo"],
  ["es", "listo, ya podés escribirme de nuevo"],
  ["en", "ok you can text me again now"],
  ["de", "passt, du kannst mir wieder schreiben"],
  ["nl", "oké je mag me weer berichten sturen"],
] as Array<[Locale, string]>)("[%s] %s ends the pause", (locale, text) => {
  expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toEqual({ kind: "resume" });
});

it.each([
  ["fr", "tu peux écrire à Paul de nouveau ?"],
  ["pt", "pode mandar mensagem pro Léo de novo"],
  ["it", "puoi scrivere a Marco di nuovo"],
] as Array<[Locale, string]>)("[%s] %s is no end of a pause", (locale, text) => {
  expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toBeNull();
});

it("[fr] the team lead's pause ends when she says so as she types it", async () => {
  const clock = new ManualClock("2026-12-08T07:30:00Z");
  const term = await terminalZoeEachTest("zoe-resume-typed-")({ ZOE_TZ: "Europe/Paris", ZOE_LOCALE: "fr" }, clock);
  expect(await term.type("pas de messages jusqu à 11h stp")).toContain("En pause jusqu'à aujourd'hui 11:00");
  expect(await term.type("c bon tu peux me réécrire")).not.toMatch(/Rien n'est en cours|sans mon modèle/u);
});
