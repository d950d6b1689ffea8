/**
 * The traps batch (issue 34, "a reader that is never confidently wrong"): replies that hold an action
 * word but do not mean that action, or mean it only in part, in every language ZOE speaks
 * (corpus/dev/replies-<code>-traps.tsv, 51 each, written and labelled on 5 December 2026 before the
 * reader ran on them). What ZOE must never do with them is act on a reading the owner did not mean:
 * close a loop on "she said it's done", take "done for today, too tired" for a done or a snooze to
 * today, take sarcasm for a done, or drop a thread on "if it rains I'll skip it". The reading is the one
 * ZOE acts on (sure) or "unclear" when it asks; every reply answers a follow-up read on Wed 3 June
 * 2026 10:00 (the corpus clock).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatch, followUpReading } from "../../test-support/reply-batches.ts";

describe("the traps batch, as the new writers wrote it", () => {
  // First pass (right / confidently wrong / asked instead, of 51): en 24/3/21, de 25/3/16, fr 25/2/20,
  // es 27/2/18, pt 23/3/19, it 23/3/18, nl 28/2/15 (18 acted on wrongly). After the rules (lang/<code>/reply.ts
  // caution.irony, caution.hearsay, caution.forNow; threads/reply.ts `trapped`): one left in en, es, pt and it,
  // the same row in each: "move it to monday", "pásalo al lunes", "passa isso para segunda", "spostalo a lunedì"
  // under "book the flights", labelled as a new due date (reschedule) but read as a snooze to Monday, as the
  // earlier batches label these verbs in a follow-up ("push it to monday", "pásalo a la semana que viene",
  // "passa isso para segunda de manhã", "spostala alla settimana prossima": snooze). Both bring the thread back
  // on Monday; only the due date differs.
  it.each([
    ["en", 25, 1],
    ["de", 26, 0],
    ["fr", 26, 0],
    ["es", 27, 1],
    ["pt", 23, 1],
    ["it", 23, 1],
    ["nl", 28, 0],
  ] as const)("%s: at least %i of 51 right, at most %i acted on wrongly", (lang, right, wrong) => expectReplyBatch(lang, `replies-${lang}-traps.tsv`, 51, right, wrong));
});

const read = followUpReading;

describe("irony takes back the done beside it", () => {
  it.each([
    ["fr", "mais oui c'est ça, fait, bien sûr", "trier l'armoire"],
    ["es", "sí, claro, hecho, ya quisiera", "ordenar el armario"],
    ["pt", "pois, feito, claro, quem me dera", "arrumar o roupeiro"],
    ["en", "done, yeah right", "declutter the wardrobe"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it("a plain done with an ordinary 'of course' stays sure", () => {
    expect(read("oui bien sûr, c'est fait", "fr", "trier l'armoire")).toBe("done");
  });
});

describe("a done after another's saying is hearsay, not the owner's report", () => {
  it.each([
    ["de", "sie meinte, das ist erledigt", "die Bücher in die Bücherei zurückbringen"],
    ["en", "the shop says it's done but I haven't picked it up", "fix the bike brakes"],
    ["nl", "hij zegt dat het gedaan is", "de fietsremmen laten maken"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it("news of another's saying after the done leaves the done sure", () => {
    expect(read("envoyée, Sam dit merci", "fr", "envoyer la facture à Sam")).toBe("done");
  });
});

describe("'done for today' is the owner stopping for now, never a done or a snooze to today", () => {
  it.each([
    ["en", "done for today, too tired", "finish the slides"],
    ["de", "für heute bin ich fertig, zu müde", "die Folien fertig machen"],
    ["nl", "klaar voor vandaag, te moe", "de slides afmaken"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });
});

describe("a done hoped for by a day is a plan, not a report", () => {
  it.each([
    ["de", "bis Freitag fertig, hoffentlich", "die Reisekostenabrechnung einreichen"],
    ["it", "finita entro venerdì, spero", "consegnare la nota spese"],
    ["nl", "uiterlijk vrijdag klaar, hoop ik", "de onkostendeclaratie indienen"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });
});

describe("a stop that is what happens if something ZOE cannot know does", () => {
  it.each([
    ["fr", "s'il pleut je laisse tomber", "aller courir"],
    ["en", "if it rains, forget it", "go for a run"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it("a reason with a condition inside it, beside a stop of its own, still drops the thread", () => {
    expect(read("die Nachbarin gießt wenn wir weg sind, vergiss es", "de", "die Pflanzen gießen")).toBe("stop");
  });
});

describe("a part done, or the done of something else, is not the thread done", () => {
  it.each([
    ["pt", "meio feito", "pintar o quarto de hóspedes", "unclear"],
    ["it", "finalmente finito di lavorare, ora la cucina", "pulire la cucina", "unclear"],
    ["it", "ho finito di pulire la cucina", "pulire la cucina", "done"],
  ] as const)("%s: %j -> %s", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("the plain answers beside the traps are still acted on", () => {
  it.each([
    ["fr", "déplace ça à lundi", "réserver les billets d'avion", "reschedule lundi"],
    ["de", "bezahlt ✅", "die Stromrechnung bezahlen", "done"],
    ["nl", "herinner me morgen om 9 uur 's ochtends", "de autoverzekering verlengen", "snooze morgen om 9 uur 's ochtends"],
    ["it", "smetti di ricordarmelo, non importa più", "disdire l'abbonamento alla rivista", "stop"],
  ] as const)("%s: %j -> %s", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});
