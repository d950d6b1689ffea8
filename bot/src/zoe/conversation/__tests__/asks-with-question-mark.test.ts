/**
 * "j'ai des trucs en attente ?" (issue #34, found living a day offline): no question word and no "my", so it was no
 * list question and got the offline small-talk answer. A question mark now stands in for the question word when the
 * message names items and what is open about them, in every language; without the mark, or with "my" ("still on my
 * list?" under a follow-up), it stays what it was. "nothing pending?" ("rien en attente ?") asks too; and "what are you up
 * to?" ("was machst du so") is small talk, answered as such, not with /help.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { t } from "../../lang/index.ts";
import { asksWhatZoeIsUpTo, commandAskedFor } from "../offline-intents.ts";

const open = terminalZoeEachTest("zoe-asks-qmark-");

describe("a list question asked with a question mark alone", () => {
  it.each([
    ["fr", "j'ai des trucs en attente ?"],
    ["de", "noch Sachen offen?"],
    ["en", "tasks left?"],
    ["es", "tengo cosas pendientes?"],
    ["pt", "tenho coisas pendentes?"],
    ["it", "ho cose in sospeso?"],
    ["nl", "heb ik nog dingen open?"],
    // Issue #34: the loose word for the items ("stuff", "Zeug", "Kram", "roba", "spullen") names them too.
    ["en", "stuff pending?"],
    ["de", "Zeug offen?"],
    ["de", "noch Kram offen?"],
    ["it", "roba in sospeso?"],
    ["nl", "nog spullen open?"],
    // Issue #34: "nothing" in a state, asked ("rien en attente ?"), asks whether anything is.
    ["fr", "rien en attente ?"],
    ["es", "nada pendiente?"],
    ["nl", "niks open?"],
    ["de", "nichts offen?"],
    ["en", "nothing pending?"],
    ["pt", "nada pendente?"],
    ["it", "niente in sospeso?"],
  ])("[%s] %j asks for the open list", (_locale, said) => {
    expect(commandAskedFor(said)).toBe("threads");
  });

  it.each([["j'ai des trucs en attente"], ["still on my list?"], ["stuff pending"], ["rien en attente"], ["nothing left"]])("%j stays no list question", (said) => {
    expect(commandAskedFor(said)).toBeNull();
  });

  it("the French owner sees the open list, not the offline small talk", async () => {
    const clock = new ManualClock("2026-12-07T09:30:00Z");
    const term = await open({ ZOE_TZ: "Europe/Paris", ZOE_LOCALE: "fr" }, clock);
    await term.type("je dois appeler le plombier demain");
    const seen = await term.type("j'ai des trucs en attente ?");
    expect(seen).toContain("plombier");
    expect(seen).toContain("/done");
  });
});

describe("small talk about what ZOE is up to is no question for /help (issue #34)", () => {
  it("is read in every language, and 'what can you do?' still asks for /help", () => {
    const upTo = ["what are you up to?", "was machst du so", "Na, was machst du gerade?", "tu fais quoi de beau ?", "¿qué haces?", "o que você está fazendo?", "cosa fai di bello?", "wat ben je aan het doen?"];
    expect(upTo.filter((said) => !asksWhatZoeIsUpTo(said) || commandAskedFor(said) !== null)).toEqual([]);
    expect(["what can you do?", "was kannst du alles?", "wat kun je?"].map(commandAskedFor)).toEqual(["help", "help", "help"]);
  });

  it("the German owner gets a small-talk answer with what is next, not the command list", async () => {
    const clock = new ManualClock("2026-12-07T09:30:00Z");
    const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "de" }, clock);
    await term.type("ich muss morgen die Bank anrufen");
    const seen = await term.type("was machst du so");
    expect(seen).toContain(t("de", "small.upTo"));
    expect(seen).toContain("die Bank anrufen");
    expect(seen).not.toContain("/memory");
  });
});
