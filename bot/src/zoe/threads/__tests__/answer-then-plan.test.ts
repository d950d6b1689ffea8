/**
 * An answer to a reminder said first, then a new plan in the same message ("fatto, e domani alle 18 devo prendere i bimbi a
 * calcio"), found by living a day as an Italian and a French owner (issue 35): the plan was tracked and the answer lost, so the
 * reminder stayed open ("promemoria inviato"). Now the answer closes the reminder and the plan is tracked; a plan said alone under
 * a reminder still leaves the reminder as it was. Pinned clock: Mon 7 Dec 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const open = terminalZoeEachTest("zoe-answer-plan-");

async function dayWith(locale: string) {
  const clock = new ManualClock("2026-12-07T09:00:00+01:00");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
  return { term, clock };
}

describe("an answer, then a plan of its own, in one message", () => {
  it("it: 'fatto, e domani alle 18 devo prendere i bimbi a calcio' closes the reminder and tracks the pick-up", async () => {
    const { term, clock } = await dayWith("it");
    expect(await term.type("ricordami di chiamare la nonna tra 2 minuti")).toContain("chiamare la nonna, oggi 09:02");
    expect(await liveUntil(term, clock, "2026-12-07T09:03:00+01:00")).toContain("Promemoria: chiamare la nonna");
    const said = await term.type("fatto, e domani alle 18 devo prendere i bimbi a calcio");
    expect(said).toContain("chiamare la nonna");
    expect(said).toContain("prendere i bimbi a calcio, per domani 18:00");
    const open = await term.type("/threads");
    expect(open).toContain("Fili aperti (1)");
    expect(open).not.toContain("chiamare la nonna");
  });

  it("fr: 'c'est fait, et demain à 18h je dois récupérer les enfants au foot'", async () => {
    const { term, clock } = await dayWith("fr");
    await term.type("rappelle moi d'appeler la mairie dans 2 minutes");
    expect(await liveUntil(term, clock, "2026-12-07T09:03:00+01:00")).toMatch(/Rappel\s:\sappeler la mairie/u);
    const said = await term.type("c'est fait, et demain à 18h je dois récupérer les enfants au foot");
    expect(said).toMatch(/Fait\s:\sappeler la mairie/u);
    expect(said).toContain("récupérer les enfants au foot, pour demain 18:00");
    expect(await term.type("/threads")).toContain("Fils ouverts (1)");
  });

  it("pt: a plan alone under the reminder tracks the plan and leaves the reminder open", async () => {
    const { term, clock } = await dayWith("pt");
    await term.type("me lembra de ligar pra escola em 2 minutos");
    await liveUntil(term, clock, "2026-12-07T09:03:00+01:00");
    const said = await term.type("amanhã levo a Bia no pediatra às 10h");
    expect(said).toContain("levar a Bia no pediatra, para amanhã 10:00");
    expect(said).not.toContain("Feito");
    expect(await term.type("/threads")).toContain("ligar pra escola");
  });
});
