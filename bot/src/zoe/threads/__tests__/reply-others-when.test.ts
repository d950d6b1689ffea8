/**
 * Two shapes of reply the reader read wrongly or not at all (issue 34), in every language ZOE
 * speaks: the work done by someone else ("my wife paid it": the thread is done, unless questioned,
 * negated or told at length), and a time followed by the circumstance it waits for ("tonight when
 * its cooler": a snooze to that time, unless the circumstance holds an action word or a time of
 * its own); a separable verb's particle at the end ("ruf nach der Arbeit an"). Read against corpus/dev/replies-<code>-fourth.tsv too, written before the rules.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";
import type { Locale } from "../../lang/index.ts";

const DEV = path.join(path.dirname(fileURLToPath(import.meta.url)), "corpus", "dev");

/** What ZOE does with the reply: the actions it applies, or "asked" / the talk it hands on. */
const read = (text: string, summary: string, locale: Locale) => {
  const outcome = replyOutcome(text, { summary, locale, kind: "nudge" });
  return outcome === "unclear" ? "asked" : outcome;
};

describe("the work done by someone else closes the thread", () => {
  it.each([
    ["en", "pay the gas bill", "my wife paid it"],
    ["en", "water the plants", "my neighbour did it"],
    ["de", "die Gasrechnung bezahlen", "meine Frau hat sie bezahlt"],
    ["de", "die Pflanzen gießen", "der Nachbar hat's gemacht"],
    ["fr", "payer la facture de gaz", "ma femme l'a payée"],
    ["it", "chiamare l'idraulico", "mio marito l'ha fatto"],
    ["nl", "de loodgieter bellen", "mijn man heeft het gedaan"],
  ] as const)("%s: %s, \"%s\" is done", (locale, summary, text) => {
    expect(read(text, summary, locale)).toBe("done");
  });

  it.each([
    // Questioned, negated, planned or reported: news about another person, never applied.
    ["en", "water the plants", "my neighbour did it?"],
    ["en", "pay the gas bill", "my wife didn't pay it"],
    ["en", "pay the gas bill", "my wife was supposed to pay it"],
    ["de", "die Gasrechnung bezahlen", "meine Frau hat sie nicht bezahlt"],
    ["fr", "arroser les plantes", "ma voisine l'a fait ?"],
    ["it", "chiamare l'idraulico", "mio marito dice che l'ha chiamato lui"],
    ["nl", "de gasrekening betalen", "mijn vrouw zou hem betalen"],
  ] as const)("%s: %s, \"%s\" is never acted on", (locale, summary, text) => {
    expect(read(text, summary, locale)).not.toMatch(/^(?:done|snooze|not_yet|stop)/);
  });
});

describe("a time, then the circumstance it waits for, is a snooze to that time", () => {
  it.each([
    ["en", "water the plants", "tonight when its cooler", "snooze tonight"],
    ["en", "call the bank", "tomorrow at 9am when they open", "snooze tomorrow at 9am"],
    ["de", "die Pflanzen gießen", "heute Abend wenn es kühler ist", "snooze heute abend"],
    ["de", "die Bank anrufen", "Freitag sobald das Gehalt da ist", "snooze freitag"],
    ["es", "regar las plantas", "esta noche cuando haga menos calor", "snooze esta noche"],
    ["pt", "regar as plantas", "hoje à noite quando estiver mais fresco", "snooze hoje à noite"],
    ["it", "innaffiare le piante", "stasera quando fa più fresco", "snooze stasera"],
    ["nl", "de planten water geven", "vanavond als het koeler is", "snooze vanavond"],
  ] as const)("%s: \"%s\"", (locale, summary, text, want) => {
    expect(read(text, summary, locale)).toBe(want);
  });

  it.each([
    // The circumstance holds an action word or a time, or there is no time: asked, never applied.
    ["en", "go for a run", "tomorrow morning when the rain stops"],
    ["en", "call the bank", "friday once i get paid"],
    ["en", "call the bank", "tomorrow when i'm done with monday's report"],
    ["de", "die Bank anrufen", "morgen um 9 wenn die aufmachen"],
    ["fr", "appeler la banque", "quand ils ouvrent"],
  ] as const)("%s: \"%s\" is never acted on", (locale, summary, text) => {
    expect(read(text, summary, locale)).not.toMatch(/^(?:done|snooze|not_yet|stop)/);
  });
});

describe("a separable verb with its particle at the end reads as the verb", () => {
  it.each([
    ["de", "den Klempner anrufen", "ruf nach der Arbeit an", "snooze nach der arbeit"],
    ["de", "den Klempner anrufen", "ich ruf sie morgen an", "snooze morgen"],
    ["de", "die Wohnung aufräumen", "räum morgen auf", "snooze morgen"],
    ["nl", "de loodgieter opbellen", "ik bel hem morgen op", "snooze morgen"],
  ] as const)("%s: %s, \"%s\"", (locale, summary, text, want) => {
    expect(read(text, summary, locale)).toBe(want);
  });

  it.each([
    // Negated, or a question: never a snooze.
    ["de", "den Klempner anrufen", "ich ruf ihn nicht an"],
    ["de", "den Klempner anrufen", "rufst du ihn morgen an?"],
  ] as const)("%s: %s, \"%s\" is never acted on", (locale, summary, text) => {
    expect(read(text, summary, locale)).not.toMatch(/^(?:done|snooze|not_yet|stop)/);
  });
});

describe("the fourth batch of development replies", () => {
  // corpus/dev/replies-<code>-fourth.tsv (8 to 13 a language, written and labelled before the rules):
  // what the reader reaches now (en 9/13, de 8/9, fr 4/8, es 6/8, pt 6/8, it 6/8, nl 6/8); the misses
  // are asked about: a circumstance with an action word in it ("when the rain stops") on purpose.
  // "lo hizo", "fez isso", "l'a fait" said of another person are read as the owner's own since the
  // packs say another's doing as the owner's (`asOwn`). Nothing is acted on wrongly.
  it.each([
    ["en", 0.69],
    ["de", 0.88],
    ["fr", 0.5],
    ["es", 0.75],
    ["pt", 0.75],
    ["it", 0.75],
    ["nl", 0.75],
  ] as const)("%s: the floor of right ones held, none acted on wrongly", (lang, floor) => {
    const items = readHeldoutReplies(lang, DEV, `replies-${lang}-fourth.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(8);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(floor);
    expect(f.confidentlyWrong, why).toBe(0);
  });
});
