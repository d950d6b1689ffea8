/**
 * "I called the bank" for the thread "call the bank": the thread's own verb said in the past reads
 * as done, in every language ZOE speaks (each pack's `commitments.pastOf`), as a reply to a
 * follow-up (done when said on its own, asked about when more stands beside it) and, offline
 * with no follow-up on screen, as "Close …? [Yes] [No]" (threads/closing.ts). A question, a
 * negation, a "not yet" or a new commitment is never done.
 */
import { describe, expect, it } from "vitest";
import { doneByVerb, mayTellDone, saysVerbDone } from "../past.ts";
import { classifyReply, CONFIDENT } from "../reply.ts";
import { pack, type Locale } from "../../lang/index.ts";
import type { Thread } from "../store.ts";

const SAYINGS: Array<[Locale, string, string]> = [
  ["en", "call the bank", "I called the bank"],
  ["en", "plan the offsite", "planned the offsite"],
  ["en", "send the invoice to Sam", "sent the invoice this morning"],
  ["de", "Mama anrufen", "Ich habe Mama angerufen"],
  ["de", "rufe Mama an", "hab Mama angerufen"],
  ["de", "Miete bezahlen", "Miete bezahlt"],
  ["fr", "appeler la banque", "J'ai appelé la banque"],
  ["es", "llamar al banco", "Llamé al banco"],
  ["es", "pagar el alquiler", "Ya pagué el alquiler"],
  ["pt", "ligar para o banco", "Liguei para o banco"],
  ["it", "chiamare la banca", "Ho chiamato la banca"],
  ["nl", "de bank bellen", "Ik heb de bank gebeld"],
  ["nl", "de offerte sturen", "offerte gestuurd"],
];

describe("a thread's verb in the past says it is done", () => {
  it.each(SAYINGS)("%s: %j is done by %j", (locale, summary, text) => {
    expect(saysVerbDone(text, summary, locale)).toBe(true);
    expect(mayTellDone(text, locale)).toBe(true);
  });

  it.each([
    ["en", "call the bank", "I haven't called the bank"],
    ["en", "call the bank", "I'll call the bank tomorrow"],
    ["en", "call the bank", "called the bank?"],
    ["de", "Mama anrufen", "Mama noch nicht angerufen"],
    ["fr", "appeler la banque", "je n'ai pas appelé la banque"],
    ["es", "llamar al banco", "no llamé al banco"],
  ] as Array<[Locale, string, string]>)("%s: %j is not done by %j", (locale, summary, text) => {
    expect(doneByVerb(text, [{ id: "th-1", summary } as Thread], locale)).toEqual([]);
  });

  it("the present form of the verb is no past, and a word that is no verb gives none", () => {
    expect(saysVerbDone("I call the bank every week", "call the bank", "en")).toBe(false);
    expect(pack("de").commitments.pastOf("Bank")).toEqual([]);
    expect(pack("it").commitments.pastOf("banca")).toEqual([]);
  });

  it("knows common irregular verbs", () => {
    expect(pack("en").commitments.pastOf("buy")).toContain("bought");
    // The participle, the weak form a learner gives it, and both without the separable particle ("gebracht" for "zurückbringen").
    expect(pack("de").commitments.pastOf("zurückbringen")).toEqual(["zurückgebracht", "zurückgebringt", "gebracht", "gebringt"]);
    expect(pack("de").commitments.pastOf("nachbestellen")).toContain("bestellt");
    expect(pack("nl").commitments.pastOf("bijbestellen")).toContain("besteld");
    expect(pack("nl").commitments.pastOf("indienen")).toEqual(["ingediend", "ingedient", "gediend", "gedient"]);
    expect(pack("en").commitments.pastOf("send")).toContain("sended");
    expect(pack("fr").commitments.pastOf("faire")).toContain("fait");
    expect(pack("es").commitments.pastOf("hacer")).toContain("hecho");
    expect(pack("pt").commitments.pastOf("fazer")).toContain("fiz");
    expect(pack("it").commitments.pastOf("scrivere")).toContain("scritto");
    expect(pack("nl").commitments.pastOf("kopen")).toContain("gekocht");
  });

  it("counts another verb said of the same done ('rang the bank', 'mit der Bank telefoniert', 'overgemaakt')", () => {
    expect(pack("en").commitments.pastOf("call")).toEqual(expect.arrayContaining(["called", "rang", "phoned"]));
    expect(pack("de").commitments.pastOf("anrufen")).toEqual(expect.arrayContaining(["angerufen", "telefoniert"]));
    expect(pack("de").commitments.pastOf("bezahlen")).toContain("überwiesen");
    expect(pack("nl").commitments.pastOf("betalen")).toEqual(expect.arrayContaining(["betaald", "overgemaakt"]));
  });

  it("picks the thread whose verb it is among several", () => {
    const live = [{ id: "th-1", summary: "call the bank" }, { id: "th-2", summary: "pay the bank" }] as Thread[];
    expect(doneByVerb("paid the bank", live, "en").map((t) => t.id)).toEqual(["th-2"]);
  });
});

describe("as a reply to a follow-up", () => {
  it.each(SAYINGS)("%s: %j answered with %j is done, surely", (locale, summary, text) => {
    const r = classifyReply(text, { summary, locale });
    expect(r.actions).toEqual([{ action: "done" }]);
    expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENT);
  });

  it("with more beside it, it is asked about rather than applied", () => {
    const r = classifyReply("I called the bank but they were closed", { summary: "call the bank", locale: "en" });
    expect(r.confidence).toBeLessThan(CONFIDENT);
  });

  it("a negation keeps it open", () => {
    expect(classifyReply("I haven't called the bank", { summary: "call the bank", locale: "en" }).actions).not.toContainEqual({ action: "done" });
  });
});
