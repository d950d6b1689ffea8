/**
 * The fifth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps5.tsv, 42 each, written and labelled on 5 December 2026 before the
 * reader ran on them), aimed at the classes the held-out figures still showed read with confidence and
 * wrongly: a question back to ZOE behind a time-ish opener ("hang on, is that the one at Marco's?"), a
 * did-it undone by news that it failed ("went, it was closed"), a clause that takes the action back
 * ("finished, except the last page"), mixed signals across clauses ("done, remind me tomorrow"), an action
 * word about another thing ("finished the laundry, not the taxes yet"), reported speech, and plain answers
 * as controls. Per language: replies read right, acted on wrongly (the costly mistake), asked instead.
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatch, followUpReading } from "../../test-support/reply-batches.ts";

/**
 * First pass (right / acted on wrongly / asked instead, of 42): en 16/5/19, de 16/7/15, fr 17/5/16,
 * es 20/3/15, pt 17/7/14, it 18/3/18, nl 12/8/17: 116/294 right, 38 acted on wrongly of 104 acted on
 * (63.5% right when sure). The wrong ones: a time-ish opener before a question back ("in a minute, who was
 * it for again?", "später? wann hatte ich gesagt?") read as a snooze; a done then news that takes it back
 * ("sent! oh wait, it's still in drafts", "angerufen, keiner ging ran", "terminado, menos la última
 * página", "geboekt en toen weer afgezegd") read as a done; "yes, but later" read as a snooze; "desisti"
 * (I gave up, after a queue) read as a drop.
 * After (threads/reply.ts `conflictingSignal`: `doneThenUndone` with the packs' new `caution.undoing`,
 * `questionBack`, `yesButLater`, `stopInPastTense`; "wen/wem/wo" and "a che ora" as question words):
 * en 17/0/20, de 17/0/18, fr 18/0/18, es 21/0/16, pt 18/0/18, it 19/0/19, nl 14/0/21: 124/294 right,
 * 0 of 66 acted on wrongly. Remaining misses are all asked about: failed attempts without a done word
 * ("went, it was closed" is read as other talk), corrections ("stop. ok no, remind me friday"), another
 * thing's action word ("paid the gas one, water bill next"), and questions back read as unclear rather
 * than as a question.
 */
const FLOORS = [
  ["en", 17, 0],
  ["de", 17, 0],
  ["fr", 18, 0],
  ["es", 21, 0],
  ["pt", 18, 0],
  ["it", 18, 0],
  ["nl", 14, 0],
] as const;

describe("the fifth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 42, at least %i right, at most %i acted on wrongly", (lang, right, wrong) => {
    expectReplyBatch(lang, `replies-${lang}-traps5.tsv`, 42, right, wrong);
  });
});

const read = followUpReading;

describe("a done, then a clause that takes it back, is asked about", () => {
  it.each([
    ["en", "called, nobody picked up", "call the dentist"],
    ["de", "bezahlt, aber es kam eine Fehlermeldung", "Rechnung bezahlen"],
    ["fr", "appelé, tombé sur le répondeur", "appeler le notaire"],
    ["es", "hecho, menos la firma", "rellenar el formulario"],
    ["pt", "mandei, mas voltou", "mandar o currículo"],
    ["it", "l'ho mandata, è ancora in bozze", "mandare la mail al capo"],
    ["nl", "gebeld, kreeg de voicemail", "huisarts bellen"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["en", "called her, all good", "call grandma", "done"],
    ["en", "sent it, thanks for the nudge", "send the invoice", "done"],
    ["de", "bezahlt, Quittung liegt im Ordner", "Rechnung bezahlen", "done"],
    ["fr", "envoyé, et Sam a répondu merci", "envoyer le devis à Sam", "done"],
    ["es", "la llamé, todo bien", "llamar a la abuela", "done"],
    ["nl", "betaald ✅", "sportschool betalen", "done"],
  ] as const)("%s: news that takes nothing back, %j, is still acted on", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("a time-ish opener before a question back to ZOE is asked about, never a deferral", () => {
  it.each([
    ["en", "give me a sec, is it the one at Luigi's?", "book the table"],
    ["en", "in a bit, do you have his number?", "call the plumber"],
    ["de", "gleich, für wen war die nochmal?", "Geburtstagskarte kaufen"],
    ["fr", "plus tard, tu as son numéro ?", "appeler le plombier"],
    ["es", "luego, ¿tienes su número?", "llamar al fontanero"],
    ["it", "più tardi? a che ora avevo detto?", "chiamare l'idraulico"],
    ["nl", "straks, heb jij zijn nummer?", "loodgieter bellen"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).not.toMatch(/^(?:snooze|not_yet|done|stop|reschedule)/u);
  });

  it.each([
    ["en", "tomorrow, ok?", "call the school", "snooze tomorrow"],
    ["en", "remind me tomorrow, would that be ok?", "call the school", "snooze tomorrow"],
    ["de", "morgen, geht das?", "Schule anrufen", "snooze morgen"],
    ["fr", "demain, ça marche ?", "appeler l'école", "snooze demain"],
  ] as const)("%s: a deferral with a short check, %j, is still a deferral", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("a yes, then a 'but' with a deferral, is two answers and is asked about", () => {
  it.each([
    ["en", "yes, but later"],
    ["de", "ja, aber später"],
    ["es", "sí, pero luego"],
  ] as const)("%s: %j", (locale, text) => {
    expect(read(text, locale, "call the school")).toBe("unclear");
  });

  it("a plain 'not yet, tomorrow' is still a deferral", () => {
    expect(read("not yet, tomorrow", "en", "call the school")).toBe("not_yet+snooze tomorrow");
  });
});

describe("a stop word said in the past after news of an attempt is the attempt given up, asked about", () => {
  it("'fui nos correios, a fila tava enorme e desisti' is never a drop", () => {
    expect(read("fui nos correios, a fila tava enorme e desisti", "pt", "postar a encomenda")).toBe("unclear");
  });

  it.each([
    ["es", "olvídalo, vendí el coche", "llevar el coche al taller"],
    ["pt", "esquece, já não preciso", "comprar a impressora"],
  ] as const)("%s: a stop said to ZOE beside its reason, %j, is still a stop", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("stop");
  });
});
