/**
 * The second traps batch (issue 34, "a reader that is never confidently wrong"): replies that hold an
 * action word or a time but do not mean that action, of shapes the first traps batch did not hold
 * (corpus/dev/replies-<code>-traps2.tsv, 34 each, written and labelled on 5 December 2026 before the
 * reader ran on them): a reply about another thread, a time that belongs to news ("the post office
 * opens at 9"), a done of a step before the task, thanks or praise beside an action word, ZOE quoted
 * back, a plan for tonight, "stop" and "drop" in other senses, a bare number or day of the month,
 * emoji alone; and plain answers as controls. What ZOE must never do with them is act on a reading
 * the owner did not mean: snooze to the 14th on "the 14th" (the booking's date, perhaps) or drop the
 * thread on "stop worrying, I'm on it". Every reply answers a follow-up read on Wed 3 June 2026 10:00
 * (the corpus clock).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatch, followUpReading } from "../../test-support/reply-batches.ts";

describe("the second traps batch, as the new writers wrote it", () => {
  // First pass (right / confidently wrong / asked instead, of 34): en 14/2/13, de 11/3/15, fr 17/2/12,
  // es 15/2/15, pt 14/2/14, it 12/2/16, nl 12/2/15 (15 acted on wrongly: a bare day of the month read as
  // a snooze to it in every language, "😴😴" read as a snooze in every language, and German "hör auf dir
  // Sorgen zu machen" read as a stop). After the rules (lang/<code>/reply.ts caution.bareDay and
  // caution.stopOther; threads/reply.ts `trapped`): one left in every language, the same row, "😴😴"
  // under "finish the essay", labelled unclear by its writer, while four of the five earlier rows with a
  // lone 😴 label it a snooze ("outside" in fr, es, pt, it), so the reader keeps reading it as one.
  // A fix for the controls: a word after the done that stands for when it was done ("já", "esta manhã")
  // was missed when it ended in an accented letter (the pronoun pattern's \b), so "paga esta manhã" was
  // asked about; now acted on (pt 15 -> 16).
  it.each([
    ["en", 15, 1],
    ["de", 12, 1],
    ["fr", 18, 1],
    ["es", 16, 1],
    ["pt", 16, 1],
    ["it", 13, 1],
    ["nl", 13, 1],
  ] as const)("%s: at least %i of 34 right, at most %i acted on wrongly", (lang, right, wrong) => expectReplyBatch(lang, `replies-${lang}-traps2.tsv`, 34, right, wrong));
});

const read = followUpReading;

describe("a day of the month on its own may be the date of something else, so ZOE asks", () => {
  it.each([
    ["en", "on the 21st", "book the restaurant"],
    ["de", "am 21.", "den Tisch reservieren"],
    ["fr", "le 21", "réserver la table"],
    ["es", "el día 21", "reservar la mesa"],
    ["pt", "dia 21", "reservar a mesa"],
    ["it", "il 21", "prenotare il tavolo"],
    ["nl", "de 21e", "een tafel reserveren"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["en", "remind me on the 21st", "book the restaurant", "snooze on the 21st"],
    ["en", "friday", "book the restaurant", "snooze friday"],
    ["de", "verschieb es auf den 21.", "den Tisch reservieren", "reschedule den 21"],
  ] as const)("%s: %j with its verb or a weekday is still acted on (%s)", (locale, text, summary, want) => {
    const got = read(text, locale, summary);
    expect(got.split(" ")[0]).toBe(want.split(" ")[0]);
  });
});

describe("a done with its time after it, the time ending in an accented letter, is acted on", () => {
  it.each([
    ["paguei esta manhã", "pagar a conta da água"],
    ["fiz já", "arrumar a garagem"],
  ] as const)("pt: %j is a done", (text, summary) => {
    expect(read(text, "pt", summary)).toBe("done");
  });
});

describe("a stop of the owner's own doing is not a stop of the follow-ups", () => {
  it.each([
    ["de", "danke! hör auf dir Sorgen zu machen, ich kümmer mich", "die Pflanzen gießen"],
    ["fr", "arrête de t'inquiéter, c'est presque fini", "arroser les plantes"],
    ["it", "smettila di preoccuparti", "annaffiare le piante"],
    ["nl", "stop met piekeren", "de planten water geven"],
  ] as const)("%s: %j is never a stop", (locale, text, summary) => {
    expect(read(text, locale, summary)).not.toBe("stop");
  });

  it.each([
    ["de", "hör auf mich daran zu erinnern", "die Pflanzen gießen"],
    ["es", "deja de recordármelo", "regar las plantas"],
    ["pt", "para de falar disso", "regar as plantas"],
    ["it", "smetti di ricordarmelo", "annaffiare le piante"],
    ["en", "stop reminding me", "water the plants"],
  ] as const)("%s: %j, a stop of ZOE's reminding, still stops", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("stop");
  });
});
