/**
 * Moving an open loop by its words (issue 34 h, follow-up requests-h2): a whole message in the imperative
 * ("move X to friday", "schieb X auf nächste Woche") is a move of the loop X names to that time; a new
 * commitment ("I'll move the couch …") or news ("the meeting moved to friday") is not. Phrasings beyond
 * the outside probe's, in all seven languages. Pinned clock: Thursday 19 November 2026, 10:30 in Berlin.
 * Must never: read a statement, a commitment or a time that is no time as a move.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { moveRequest } from "../closing.ts";
import { formatDue } from "../due.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-11-19T09:30:00Z");
const FRI_1800 = "2026-11-20T17:00:00.000Z";
const NEXT_FRI_1800 = "2026-11-27T17:00:00.000Z";
const MON_PLUS = (iso: string) => Date.parse(iso) > Date.parse("2026-11-23T00:00:00Z") && Date.parse(iso) < Date.parse("2026-11-24T00:00:00Z");

const MOVES: Array<[Locale, string, string]> = [
  ["en", "push the dentist to friday please", "dentist"],
  ["en", "can you move the tax return to next week?", "tax return"],
  ["en", "reschedule the plumber for friday", "plumber"],
  ["en", "bump the gym thing to next week", "gym thing"],
  ["de", "schieb den Zahnarzt auf Freitag, bitte", "Zahnarzt"],
  ["de", "kannst du den Bericht auf nächste Woche verschieben?", "Bericht"],
  ["de", "leg die Steuererklärung auf Freitag", "Steuererklärung"],
  ["de", "verschiebe das Fitnessstudio auf nächste Woche", "Fitnessstudio"],
  ["fr", "décale le dentiste à vendredi stp", "dentiste"],
  ["fr", "tu peux repousser le rapport à la semaine prochaine ?", "rapport"],
  ["fr", "reporte le plombier à vendredi", "plombier"],
  ["fr", "mets la déclaration d'impôts à vendredi", "déclaration"],
  ["es", "pasa lo del dentista al viernes", "dentista"],
  ["es", "mueve el informe a la semana que viene, por favor", "informe"],
  ["es", "aplaza lo del fontanero hasta el viernes", "fontanero"],
  ["es", "¿puedes pasar el gimnasio a la semana que viene?", "gimnasio"],
  ["pt", "passa o dentista para sexta", "dentista"],
  ["pt", "adia o relatório para a próxima semana", "relatório"],
  ["pt", "podes mudar o canalizador para sexta?", "canalizador"],
  ["pt", "põe o ginásio para a próxima semana por favor", "ginásio"],
  ["it", "sposta il dentista a venerdì per favore", "dentista"],
  ["it", "rimanda la relazione alla settimana prossima", "relazione"],
  ["it", "puoi spostare l'idraulico a venerdì?", "idraulico"],
  ["it", "posticipa la palestra a venerdì", "palestra"],
  ["nl", "zet de tandarts op vrijdag", "tandarts"],
  ["nl", "verplaats het kwartaalrapport naar volgende week graag", "kwartaalrapport"],
  ["nl", "kun je de loodgieter naar vrijdag verzetten?", "loodgieter"],
  ["nl", "schuif de sportschool door naar vrijdag", "sportschool"],
];

describe("a move asked in words names the loop and a time ahead", () => {
  it.each(MOVES)("%s: %s", (locale, text, noun) => {
    const m = moveRequest(text, NOW, TZ, locale);
    expect(m, text).not.toBeNull();
    expect(m!.what.toLowerCase()).toContain(noun.toLowerCase());
    expect([FRI_1800, NEXT_FRI_1800]).toContain(m!.at.toISOString());
  });
  it("en: 'move the dentist to monday' is Monday", () => {
    expect(MON_PLUS(moveRequest("move the dentist to monday", NOW, TZ, "en")!.at.toISOString())).toBe(true);
  });
});

const PRONOUN_MOVES: Array<[Locale, string]> = [
  ["en", "move it to friday"],
  ["en", "push that to next friday please"],
  ["de", "schieb es auf Freitag"],
  ["de", "schieb's auf nächsten Freitag"],
  ["fr", "décale-le à vendredi"],
  ["fr", "repousse ça à vendredi prochain"],
  ["es", "muévelo al viernes"],
  ["es", "pásalo para el viernes, por favor"],
  ["pt", "passa-o para sexta"],
  ["pt", "adia pra sexta"],
  ["it", "spostalo a venerdì"],
  ["it", "rimandala a venerdì prossimo"],
  ["nl", "zet het op vrijdag"],
  ["nl", "verplaats het naar volgende week vrijdag"],
];

describe("a move that names no loop ('move it to friday') is a move of none in particular", () => {
  it.each(PRONOUN_MOVES)("%s: %s", (locale, text) => {
    const m = moveRequest(text, NOW, TZ, locale);
    expect(m, text).not.toBeNull();
    expect(m!.what).toBe("");
    expect([FRI_1800, NEXT_FRI_1800]).toContain(m!.at.toISOString());
  });
});

describe("look-alikes are not moves: commitments, news, no time, nothing named", () => {
  it.each([
    ["en", "I'll move the couch to the bedroom friday"],
    ["en", "the meeting moved to friday"],
    ["en", "move the couch to the bedroom"],
    ["en", "move it to the left"],
    ["it", "passala a Maria"],
    ["es", "pásala a Marta"],
    ["fr", "passe-le à Paul"],
    ["en", "they pushed the launch to next week"],
    ["de", "ich verschiebe den Zahnarzt auf Freitag"],
    ["de", "der Termin wurde auf Freitag verschoben"],
    ["de", "leg das Buch auf den Tisch"],
    ["fr", "je vais déplacer le canapé à vendredi"],
    ["fr", "la réunion a été décalée à vendredi"],
    ["fr", "passe le sel à Marie"],
    ["es", "la reunión se pasó al viernes"],
    ["es", "voy a mover el sofá al viernes"],
    ["es", "pasa la sal a Marta"],
    ["pt", "a reunião passou para sexta"],
    ["pt", "vou mudar o sofá para sexta"],
    ["pt", "passa o sal à Maria"],
    ["it", "la riunione è stata spostata a venerdì"],
    ["it", "devo spostare il divano a venerdì"],
    ["it", "passa il sale a Maria"],
    ["nl", "de vergadering is naar vrijdag verzet"],
    ["nl", "ik zet de bank op vrijdag in de kamer"],
    ["nl", "zet de vuilnis op straat"],
  ] as Array<[Locale, string]>)("%s: %s", (locale, text) => {
    expect(moveRequest(text, NOW, TZ, locale)).toBeNull();
  });
});

describe("yes to a move gives the loop its new due day at its own hour; it is not snoozed", () => {
  const open = terminalZoeEachTest("zoe-move-");
  it.each([
    ["en", "I'll call the plumber tomorrow at 10:00", "move the plumber to next friday", "yes"],
    ["de", "ich muss morgen um 10:00 den Klempner anrufen", "schieb den Klempner auf nächsten Freitag", "ja"],
    ["pt", "vou ligar ao canalizador amanhã às 10:00", "passa o canalizador para a próxima sexta", "sim"],
  ] as Array<[Locale, string, string, string]>)("%s: %s, then %s", async (locale, said, move, yes) => {
    const clock = new ManualClock(NOW);
    const term = await open({ ZOE_TZ: TZ, ZOE_LOCALE: locale }, clock);
    await term.type(said);
    // Only the day was named: the loop keeps its 10:00 (issue #35), not the day's default 18:00.
    const when = formatDue(new Date("2026-11-27T09:00:00.000Z"), NOW, TZ, locale);
    expect(await term.type(move)).toContain(when);
    await term.type(yes);
    const list = await term.type("/threads");
    expect(list).toContain(when);
    const snoozed = t(locale, "cmd.snoozedUntil", { when: "" }).trim();
    expect(list).not.toContain(snoozed);
  });
});

describe("'move it to friday' with no follow-up on screen asks about the open loop; it is never a new loop", () => {
  const open = terminalZoeEachTest("zoe-move-it-");
  it.each([
    ["en", "I need to take the car to the mechanic tomorrow", "move it to next friday", "yes", "take the car to the mechanic"],
    ["it", "domani devo portare la macchina dal meccanico", "spostalo a venerdì prossimo", "sì", "portare la macchina dal meccanico"],
    ["es", "mañana tengo que llevar el coche al mecánico", "muévelo al viernes que viene", "sí", "llevar el coche al mecánico"],
  ] as Array<[Locale, string, string, string, string]>)("%s: %s, /threads, then %s", async (locale, said, move, yes, summary) => {
    const clock = new ManualClock(NOW);
    const term = await open({ ZOE_TZ: TZ, ZOE_LOCALE: locale }, clock);
    await term.type(said);
    await term.type("/threads");
    const when = formatDue(new Date(NEXT_FRI_1800), NOW, TZ, locale);
    expect(await term.type(move)).toContain(t(locale, "close.moveAt", { summary, when }));
    await term.type(yes);
    const list = await term.type("/threads");
    expect(list).toContain(when);
    expect(list).toContain(t(locale, "cmd.threadsHeader", { count: 1 }));
  });

  it("with nothing open it says so and tracks nothing", async () => {
    const term = await open({ ZOE_TZ: TZ, ZOE_LOCALE: "en" }, new ManualClock(NOW));
    expect(await term.type("move it to friday")).toContain(t("en", "cmd.noThreads"));
    expect(await term.type("/threads")).toContain(t("en", "cmd.noThreads"));
  });
});
