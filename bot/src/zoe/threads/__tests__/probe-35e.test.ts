/**
 * Outside probe (e) of issue #35, the pure rules behind two faults found through Telegram
 * (threads/__tests__/probe-35e.e2e.test.ts): a day said apart from a bare hour ("Ik bel morgen de
 * verzekering om 3") is that hour's day, and a Dutch verb with the particle "over" (and its kin) is
 * said done in its participle ("Ik heb de huur overgemaakt" for "de huur overmaken").
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";
import { doneByVerb } from "../past.ts";
import { newThread, type Thread } from "../store.ts";

const thread = (summary: string): Thread => newThread({ id: "th-abcd", summary, createdAt: new Date("2026-12-09T09:00:00Z"), dueAt: null });

describe("a day said apart from a bare hour is that hour's day, out of the task", () => {
  it.each([
    ["nl", "Ik bel morgen de verzekering om 3", "de verzekering bellen", "morgen om 3"],
    ["de", "Ich rufe morgen die Versicherung um 3 an", "die Versicherung anrufen", "morgen um 3"],
    ["es", "Mañana llamo al seguro a las 3", "llamar al seguro", "Mañana a las 3"],
    ["pt", "Amanhã ligo para o seguro às 3", "ligar para o seguro", "Amanhã às 3"],
    ["it", "Domani chiamo l'assicurazione alle 3", "chiamare l'assicurazione", "Domani alle 3"],
    ["en", "I'll call the bank tomorrow at 3", "call the bank", "tomorrow at 3"],
  ] as const)("%s: %s", (locale, said, summary, due) => {
    expect(extractCommitments(said, locale)).toEqual([{ op: "open", summary, due }]);
  });
});

describe("Dutch: a separable verb with 'over', 'om', 'neer' … is said done in its participle", () => {
  it.each([
    ["de huur overmaken", "Ik heb de huur overgemaakt"],
    ["de winterbanden omwisselen", "de winterbanden zijn omgewisseld"],
    ["de oude kast neerzetten bij de stoep", "kast staat, neergezet bij de stoep"],
  ])("'%s' is closed by '%s'", (summary, said) => {
    expect(doneByVerb(said, [thread(summary)], "nl").map((t) => t.summary)).toEqual([summary]);
  });

  it("a new plan with the same verb is no 'done'", () => {
    expect(doneByVerb("Ik moet morgen de huur overmaken", [thread("de huur overmaken")], "nl")).toEqual([]);
  });
});

describe("an abbreviation's dot before a small word ends no sentence", () => {
  it("es: 'Pepe & Co. el presupuesto mañana' is one task with its day", () => {
    expect(extractCommitments("Tengo que mandar a Pepe & Co. el presupuesto mañana", "es")).toEqual([{ op: "open", summary: "mandar a Pepe & Co. el presupuesto", due: "mañana" }]);
  });

  it.each([
    ["Got home at 8 p.m. need to call mum tomorrow", [{ op: "open", summary: "call mum", due: "tomorrow" }]],
    ["I talked to Jo. gotta send the deck tomorrow", [{ op: "open", summary: "send the deck", due: "tomorrow" }]],
  ])("en: a dot before any other word still may end one: %s", (said, ops) => {
    expect(extractCommitments(said, "en")).toEqual(ops);
  });
});
