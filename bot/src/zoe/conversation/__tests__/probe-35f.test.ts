/**
 * Outside probe (f) of issue #35 (threads/__tests__/probe-35f.test.ts is the week it comes from):
 * "stop reminding me about X" offline, X a shorter word than the summary, where the first pass
 * found ZOE unsure: a compound's head ("Versicherung" for the "Autoversicherung", "verzekering"
 * for the "autoverzekering"), a thing whose name is also a polite word said last ("lo del
 * seguro": "seguro" is "surely"), and Dutch "hou op over …".
 */
import { describe, expect, it } from "vitest";
import { offlineIntents, threadNamed } from "../offline-intents.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const car = (summary: string) => makeThread({ id: "th-car1", summary });
const other = makeThread({ id: "th-oth1", summary: "send the offer" });

describe("'stop reminding me about X' names a loop by a shorter word", () => {
  it.each([
    ["de", "die Autoversicherung verlängern", "hör auf, mich an die Versicherung zu erinnern"],
    ["nl", "de autoverzekering verlengen", "stop met herinneren aan de verzekering"],
    ["nl", "de autoverzekering verlengen", "hou op over de verzekering"],
    ["nl", "de autoverzekering verlengen", "hou nou eens op met zeuren over die verzekering"],
    ["es", "renovar el seguro del coche", "deja de recordarme lo del seguro"],
    // Found at the real terminal after the batches: "parler du …" (de + le) was small talk.
    ["fr", "sortir le gâteau du four", "arrête de me parler du gâteau"],
    ["fr", "renouveler l'assurance de la voiture", "arrête de me parler de l'assurance"],
  ] as const)("%s: '%s' is stopped by '%s'", (locale, summary, said) => {
    expect(offlineIntents(said, [car(summary), other], locale).threadOps).toEqual([{ op: "drop", id: "th-car1" }]);
  });

  it("a short piece inside a word names nothing ('rat' is not the 'Heirat', a head needs five letters)", () => {
    expect(threadNamed("rat", [car("die Heirat planen")])).toBeNull();
  });

  it("a polite word said last is still cut when something else names the loop ('the offer, surely')", () => {
    expect(offlineIntents("deja de recordarme lo de la oferta, seguro", [car("mandar la oferta"), other], "es").threadOps).toEqual([{ op: "drop", id: "th-car1" }]);
  });
});
