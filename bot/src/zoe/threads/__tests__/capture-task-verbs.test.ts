/**
 * The breadth of the everyday to-do verbs (issue 35, capture-verbs-north): a note with a time, or a list pasted from a notes app,
 * opened by a chore, errand or admin verb no development batch uses ("reseal the shower tray", "Rasen düngen", "plinten
 * schilderen" aside, "onkruid wieden"), is tracked as the owner's to-do, the due phrase out of its summary; the look-alikes
 * (a recipe's steps, a notice, a verb said as a noun, someone else's chore) stay untracked.
 * Must never: test through anything but what the owner sees tracked (the summary and the due phrase).
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../base/locales.ts";
import { extractCommitments } from "../capture.ts";

const NOTES: Array<[Locale, string, string, string]> = [
  ["en", "reseal the shower tray on Sunday", "reseal the shower tray", "on Sunday"],
  ["en", "unblock the kitchen sink tonight", "unblock the kitchen sink", "tonight"],
  ["en", "rotate the tyres next week", "rotate the tyres", "next week"],
  ["en", "proofread the grant bid tomorrow morning", "proofread the grant bid", "tomorrow morning"],
  ["en", "reconcile the petty cash on Monday", "reconcile the petty cash", "on Monday"],
  ["en", "mulch the raspberry canes tomorrow", "mulch the raspberry canes", "tomorrow"],
  ["en", "varnish the garden bench on Saturday", "varnish the garden bench", "on Saturday"],
  ["en", "rewire the lamp plug tonight", "rewire the lamp plug", "tonight"],
  ["en", "recharge the drill batteries this evening", "recharge the drill batteries", "this evening"],
  ["en", "unclog the gutter downpipe this weekend", "unclog the gutter downpipe", "this weekend"],
  ["en", "sterilise the baby bottles tonight", "sterilise the baby bottles", "tonight"],
];

const LISTS: Array<[Locale, string, string[]]> = [
  ["en", "sew the name tags into the PE kit\nvarnish the window sills", ["sew the name tags into the PE kit", "varnish the window sills"]],
  ["de", "Rasen düngen\nFahrradkette schmieren", ["Rasen düngen", "Fahrradkette schmieren"]],
  ["de", "Reifen aufpumpen\nKontoauszüge abheften", ["Reifen aufpumpen", "Kontoauszüge abheften"]],
  ["de", "Vokabeln wiederholen\nWinterjacken einlagern", ["Vokabeln wiederholen", "Winterjacken einlagern"]],
  ["de", "Fliesen verfugen; Kinderzimmer tapezieren", ["Fliesen verfugen", "Kinderzimmer tapezieren"]],
  ["de", "Gartenbank lackieren\nSilberbesteck polieren", ["Gartenbank lackieren", "Silberbesteck polieren"]],
  ["de", "defekten Toaster reklamieren\nnach dem Kitaplatz erkundigen", ["defekten Toaster reklamieren", "nach dem Kitaplatz erkundigen"]],
  ["de", "Gefriertruhe abtauen\nRegenrinne reinigen", ["Gefriertruhe abtauen", "Regenrinne reinigen"]],
  ["de", "Hecke schneiden\nUnterlagen kopieren\nAntrag ausfüllen", ["Hecke schneiden", "Unterlagen kopieren", "Antrag ausfüllen"]],
  ["de", "Zeugnisse ueberpruefen\nBewerbung abschicken", ["Zeugnisse ueberpruefen", "Bewerbung abschicken"]],
  ["de", "Sparbuch einloesen; Wohnung versichern", ["Sparbuch einloesen", "Wohnung versichern"]],
  ["nl", "heg snoeien\nonkruid wieden", ["heg snoeien", "onkruid wieden"]],
  ["nl", "fietsbanden oppompen\nketting smeren", ["fietsbanden oppompen", "ketting smeren"]],
  ["nl", "keukenvloer schrobben\nboekenkast afstoffen", ["keukenvloer schrobben", "boekenkast afstoffen"]],
  ["nl", "kamer behangen\nplinten lakken", ["kamer behangen", "plinten lakken"]],
  ["nl", "reiskosten declareren; uren factureren", ["reiskosten declareren", "uren factureren"]],
  ["nl", "woordjes herhalen\nspreekbeurt oefenen", ["woordjes herhalen", "spreekbeurt oefenen"]],
  ["nl", "was vouwen\nkapotte stoelpoot lijmen", ["was vouwen", "kapotte stoelpoot lijmen"]],
  ["nl", "bankafschriften archiveren\naangifte controleren", ["bankafschriften archiveren", "aangifte controleren"]],
  ["nl", "vriezer ontdooien\nbadkamer schoonmaken", ["vriezer ontdooien", "badkamer schoonmaken"]],
  ["nl", "tuinstoelen opbergen\nwinterbanden laten monteren", ["tuinstoelen opbergen", "winterbanden laten monteren"]],
];

const LOOK_ALIKES: Array<[Locale, string]> = [
  ["en", "shred the cheese\nbake for 20 minutes"],
  ["en", "laminate flooring is on sale tomorrow"],
  ["en", "Rotate the tyres every 10,000 miles"],
  ["en", "mulch is cheaper at the garden centre on Saturday"],
  ["en", "descaling the kettle takes ages"],
  ["de", "Zwiebeln schneiden\nin Öl anbraten"],
  ["de", "Mehl sieben\nButter schmelzen"],
  ["de", "Entkalken dauert ewig"],
  ["de", "Pflanzen gießen macht Spaß\nRasen mähen nervt"],
  ["de", "Hecke schneiden verboten"],
  ["nl", "uien snijden\nin boter bakken"],
  ["nl", "eieren koken\nafgieten"],
  ["nl", "ontkalken duurt lang"],
  ["nl", "snoeien in maart is te vroeg"],
  ["nl", "Tom gaat de heg snoeien"],
];

describe("a note opened by an everyday to-do verb no batch used, with a time", () => {
  it.each(NOTES)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });
});

describe("a list pasted from a notes app, each item opened by such a verb", () => {
  it.each(LISTS)("%s: %j is tracked item by item", (locale, text, summaries) => {
    expect(extractCommitments(text, locale)).toEqual(summaries.map((summary) => ({ op: "open", summary })));
  });
});

describe("a recipe, a notice, the verb as a noun or someone else's chore", () => {
  it.each(LOOK_ALIKES)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});
