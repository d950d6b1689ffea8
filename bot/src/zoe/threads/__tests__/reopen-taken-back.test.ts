/**
 * A busy week of open loops (exploration, issues #34/#35): the owner closes a loop, then takes it back in words
 * ("en fait non c'est pas fait le devis", "uy no, el presupuesto todavía no está", "oh wacht, de offerte is toch nog
 * niet af"). Offline, ZOE asks "Reopen …? [Yes] [No]" for the loop done that the words name (within a day) or, named
 * by no word, the one closed in the last half hour; Yes opens it again with its due time, No leaves it done. Before,
 * the words were a put-off and asked which of the *other* open loops to snooze.
 * Pinned clock: Mon 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { reopenCandidate } from "../closing.ts";
import type { Thread } from "../store.ts";

const NOW = new Date("2026-12-07T12:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const thread = (id: string, summary: string, status: Thread["status"], closedMinutesAgo = 600): Thread =>
  ({ id, summary, status, due_at: null, created_at: "2026-12-06T08:00:00.000Z", updated_at: minutesAgo(closedMinutesAgo) }) as unknown as Thread;

describe("reopenCandidate: a close taken back in words (pure)", () => {
  const cases: Array<[Locale, string, string, string]> = [
    // [locale, the loop done, the one still open, what the owner types]
    ["fr", "envoyer le devis a Mme Girard", "rappeler le plombier", "en fait non c'est pas fait le devis"],
    ["fr", "envoyer le devis a Mme Girard", "rappeler le plombier", "ah zut le devis n'est pas fini en fait"],
    ["es", "mandar el presupuesto a Lucía", "llamar al fontanero", "uy no, el presupuesto todavía no está"],
    ["es", "mandar el presupuesto a Lucía", "llamar al fontanero", "perdón, lo del presupuesto no está hecho aún"],
    ["es", "mandar el presupuesto a Lucía", "marcarle al plomero", "nel, el presupuesto todavia no queda"],
    ["nl", "de offerte naar Sanne sturen", "de loodgieter bellen", "oh wacht, de offerte is toch nog niet af"],
    ["nl", "de offerte naar Sanne sturen", "de loodgieter bellen", "toch nog niet klaar met de offerte"],
    ["nl", "de factuur van de chauffagist betalen", "de verzekering bellen", "allez, toch niet, de factuur staat nog open"],
    ["de", "die Präsentation an Maria schicken", "die Bank anrufen", "die Präsentation ist doch noch nicht fertig"],
    // English "isn't", apostrophe typed or not (found after the week: "actually the deck isn't done yet" was small talk).
    ["en", "send the deck to Maria", "call the bank", "actually the deck isn't done yet"],
    ["en", "send the deck to Maria", "call the bank", "hmm the deck still isnt finished"],
    ["en", "pay the plumber's invoice", "call the bank", "oh wait, the plumber invoice wasnt paid after all"],
  ];
  it.each(cases)("[%s] %s, then %j … names the loop done", (locale, done, open, text) => {
    const d = thread("th-dn01", done, "done", 180);
    const o = thread("th-op01", open, "open");
    expect(reopenCandidate(text, [o], [o, d], NOW, locale)).toEqual({ thread: d, named: true });
  });

  it.each([
    ["fr", "ah non attends, pas encore"],
    ["es", "ay no espera, todavía no"],
    ["nl", "o wacht, nog niet"],
  ] as Array<[Locale, string]>)("[%s] %j just after a close takes back the last one closed", (locale, text) => {
    const d = thread("th-dn01", "x-loop", "done", 5);
    const older = thread("th-dn02", "y-loop", "done", 20);
    expect(reopenCandidate(text, [], [older, d], NOW, locale)).toEqual({ thread: d, named: false });
  });

  // Look-alikes that must leave every loop as it is.
  it.each([
    ["fr", "pas encore le plombier", "a live loop named: a put-off of that one"],
    ["fr", "c'est pas fait le devis ?", "a question"],
    ["fr", "le devis c'est fait", "a done, not a take-back"],
    ["fr", "pas encore, je le fais demain", "a put-off with a time, or a new commitment"],
    ["es", "todavía no llamo al fontanero", "a live loop named"],
    ["es", "el presupuesto ya está", "a done"],
    ["nl", "de loodgieter nog niet gebeld", "a live loop named"],
    ["nl", "de offerte is af", "a done"],
    ["en", "the bank call isn't done yet", "a live loop named"],
    ["en", "isn't the deck done?", "a question"],
    ["en", "the deck is done, isn't it great", "a done"],
  ] as Array<[Locale, string, string]>)("[%s] %j stays untouched (%s)", (locale, text) => {
    const done = { fr: "envoyer le devis a Mme Girard", es: "mandar el presupuesto a Lucía", nl: "de offerte naar Sanne sturen", en: "send the deck to Maria" }[locale as "fr" | "es" | "nl" | "en"];
    const open = { fr: "rappeler le plombier", es: "llamar al fontanero", nl: "de loodgieter bellen", en: "call the bank" }[locale as "fr" | "es" | "nl" | "en"];
    const d = thread("th-dn01", done, "done", 5);
    const o = thread("th-op01", open, "open");
    expect(reopenCandidate(text, [o], [o, d], NOW, locale)).toBeNull();
  });

  it("an unnamed 'not yet' long after the last close is no take-back, and a named one after a day neither", () => {
    const d = thread("th-dn01", "envoyer le devis a Mme Girard", "done", 45);
    expect(reopenCandidate("ah non attends, pas encore", [], [d], NOW, "fr")).toBeNull();
    const old = thread("th-dn02", "envoyer le devis a Mme Girard", "done", 25 * 60);
    expect(reopenCandidate("en fait non c'est pas fait le devis", [], [old], NOW, "fr")).toBeNull();
  });

  it("a dropped loop is not taken back as 'not done'", () => {
    const dropped = thread("th-dr01", "envoyer le devis a Mme Girard", "dropped", 5);
    expect(reopenCandidate("en fait non c'est pas fait le devis", [], [dropped], NOW, "fr")).toBeNull();
  });
});

const open = terminalZoeEachTest("zoe-term-reopen-");
/** French puts a no-break space before ":", "?" and inside « »: compared as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, " ");
const say = async (term: { type: (s: string) => Promise<string> }, s: string) => plain(await term.type(s));

describe("in the terminal: close, take it back, press Yes", () => {
  it.each([
    ["fr", "je dois envoyer le devis a Mme Girard avant mercredi", "/done devis", "oui", "en fait non c'est pas fait le devis", "Rouvrir « envoyer le devis a Mme Girard » ?", "Rouvert : envoyer le devis a Mme Girard, pour mer. 18:00."],
    ["es", "tengo que mandar el presupuesto a Lucía antes del miércoles", "/done presupuesto", "sí", "uy no, el presupuesto todavía no está", "¿Reabro «mandar el presupuesto a Lucía»?", "Reabierto: mandar el presupuesto a Lucía, para mié 18:00."],
    ["nl", "ik moet de offerte voor woensdag naar Sanne sturen", "/done offerte", "ja", "oh wacht, de offerte is toch nog niet af", "„de offerte naar Sanne sturen” weer openzetten?", "Weer open: de offerte naar Sanne sturen, uiterlijk wo 18:00."],
  ])("[%s] a loop closed by /done and taken back opens again", async (locale, commitment, done, yes, back, asked, reopened) => {
    const clock = new ManualClock("2026-12-07T08:00:00Z");
    const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    await say(term, commitment);
    await say(term, done);
    await say(term, yes);
    expect(await say(term, "/threads")).not.toContain("th-");
    const question = await say(term, back);
    expect(question).toContain(asked);
    expect(await say(term, "1")).toContain(reopened);
    expect(await say(term, "/threads")).toMatch(/1\. th-\w+ {2}\S/);
  });

  it("[fr] a reminder answered 'c'est bon', then 'ah non attends, pas encore': reopen asked; No keeps it done", async () => {
    const clock = new ManualClock("2026-12-07T08:00:00Z");
    const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "fr" }, clock);
    await say(term, "faut que je rappelle le plombier demain matin");
    await say(term, "rappelle moi de sortir le linge dans 2 minutes");
    await liveUntil(term, clock, "2026-12-07T08:03:30Z");
    expect(await say(term, "c'est bon")).toContain("Fait : sortir le linge");
    const asked = await say(term, "ah non attends, pas encore");
    expect(asked).toContain("Rouvrir « sortir le linge » ?");
    expect(asked).not.toContain("plombier");
    expect(await say(term, "2")).toContain("D'accord, ça reste fait.");
    expect(await say(term, "/threads")).not.toContain("sortir le linge");
  });
});
