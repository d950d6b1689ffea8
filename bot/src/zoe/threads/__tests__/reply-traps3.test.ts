/**
 * The third traps batch (issue 34, "a reader that is never confidently wrong"): replies that hold an
 * action word or a time but do not mean that action, of shapes the first two traps batches did not hold
 * (corpus/dev/replies-<code>-traps3.tsv in English, German and Dutch, 47-48 each, written and labelled on
 * 5 December 2026 before the reader ran on them): the task's own verb as an action word ("cancelled it"
 * under "cancel the subscription"), a negated request ("don't stop reminding me"), the time a thing was
 * done, a task handed on, "all but two", a failed attempt, idioms, questions about ZOE's buttons, a day
 * corrected, a done expected in ten minutes, a done on a condition, "✅ mostly"; and the plain answers of
 * a courier, a pharmacist, a gamer and a learner as controls. What ZOE must never do with them is act on a
 * reading the owner did not mean: close "✅ mostly", snooze "I'll be done in 10 mins" as a request, take
 * "auf den 20. verschoben" (the thread's own verb) for a snooze, or "19 uur" for nineteen hours.
 * Every reply answers a follow-up read on Wed 3 June 2026 10:00 (the corpus clock).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatch, followUpReading } from "../../test-support/reply-batches.ts";

describe("the third traps batch, as the new writers wrote it", () => {
  // First pass (right / confidently wrong / asked instead): en 16/2/26 of 47, de 15/2/26 of 48, nl 15/3/26
  // of 48 (7 acted on wrongly of 38 acted on: 82% right when sure). After the rules (threads/reply.ts
  // `timeBesideDone`, `hedgedSign`, `ownVerbAsAction`, and a bare number past 12 in `readDeferral`): none.
  // For the controls, two English learner's spellings (lang/en/reply.ts): "please remember me on friday" is a
  // snooze to Friday and "is send already" a done (en 16 -> 18; "remember me" also gains a row of the twelfth batch).
  it.each([
    ["en", 47, 18, 0],
    ["de", 48, 15, 0],
    ["nl", 48, 15, 0],
  ] as const)("%s: of %i, at least %i right, at most %i acted on wrongly", (lang, count, right, wrong) => expectReplyBatch(lang, `replies-${lang}-traps3.tsv`, count, right, wrong));
});

const read = followUpReading;

describe("a done sign with a hedge beside it is asked about", () => {
  it.each([
    ["en", "✅ mostly", "sort the holiday photos"],
    ["de", "✅ größtenteils", "die Urlaubsfotos sortieren"],
    ["nl", "✅ grotendeels", "de vakantiefoto's sorteren"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it("a done sign alone is still a done", () => {
    expect(read("✅", "en", "sort the holiday photos")).toBe("done");
  });
});

describe("a done expected within a stretch of time is no request to come back then", () => {
  it.each([
    ["en", "I'll be done in 10 mins", "pack for the trip"],
    ["nl", "over 10 minuten klaar", "inpakken voor de reis"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it("a plain request for the same stretch is still a snooze", () => {
    expect(read("remind me in 10 mins", "en", "pack for the trip")).toBe("snooze in 10 minutes");
  });
});

describe("the thread's own verb, when it is an action word, may report the task done", () => {
  it("'auf den 20. verschoben' under 'den Zahnarzttermin verschieben' is asked about, not a snooze to the 20th", () => {
    expect(read("auf den 20. verschoben, passt", "de", "den Zahnarzttermin verschieben")).toBe("unclear");
  });

  it("the same verb under another thread still moves it", () => {
    expect(read("auf Freitag verschieben", "de", "die Steuererklärung abgeben")).toBe("reschedule freitag");
  });
});

describe("a learner's English", () => {
  it.each([
    ["please remember me on friday", "register for the language exam", "snooze on friday"],
    ["is send already", "send the CV", "done"],
  ] as const)("%j -> %s", (text, summary, want) => {
    expect(read(text, "en", summary)).toBe(want);
  });
});

describe("a bare number past 12 may be a clock time as much as hours", () => {
  it("'na sluitingstijd, dus 19 uur' is asked about, never a snooze of nineteen hours", () => {
    expect(read("na sluitingstijd, dus 19 uur", "nl", "de groothandel bellen")).toBe("unclear");
  });

  it("'zit in een pitch, 2u' is still two hours", () => {
    expect(read("zit in een pitch, 2u", "nl", "de term sheet tekenen")).toBe("snooze over 2u");
  });
});
