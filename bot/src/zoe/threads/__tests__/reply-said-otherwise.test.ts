/**
 * Issue 34 as an outside tester reads it: an answer said in other words than the lexicon's first
 * ones is still that answer. A second snooze typed as "push it back again" or "schieb es noch mal auf
 * später"; a stop put as "quit nagging me about X" or "lass mich damit in Ruhe", naming the thread
 * by a shorter noun. None of these may be read as other talk with confidence (the reminder would go
 * on for days); a stop about another thing is still asked about. What ZOE does is the reading it acts
 * on, or "unclear" when it would ask.
 */
import { describe, expect, it } from "vitest";
import { replyOutcome } from "../../test-support/reply-outcome.ts";
import type { Locale } from "../../lang/index.ts";

const read = (text: string, locale: Locale, summary: string) => replyOutcome(text, { summary, locale, kind: "nudge" }, { withTimes: false });

describe("a second snooze in the owner's words is a snooze", () => {
  it.each([
    ["en", "push it back again pls", "call the dentist"],
    ["en", "put it off again", "call the dentist"],
    ["en", "postpone it once more", "call the dentist"],
    ["de", "schieb es noch mal auf später", "den Zahnarzt anrufen"],
    ["de", "schieb das bitte auf später", "den Zahnarzt anrufen"],
    // "encore une fois" goes as a whole: "encore" alone must not leave "une fois" behind.
    ["fr", "repousse-le encore une fois", "appeler le dentiste"],
    ["it", "rimandalo ancora una volta", "chiamare il dentista"],
    ["nl", "nog een keer uitstellen", "de tandarts bellen"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("snooze");
  });
});

describe("a stop in other words, naming the thread by a shorter noun, stops it", () => {
  it.each([
    ["en", "quit nagging me about the insurance", "renew the car insurance policy"],
    ["en", "enough nagging about the membership", "renew the gym membership"],
    ["de", "lass mich mit der Steuer in Ruhe", "Steuererklärung abgeben"],
    ["de", "lass mich damit in Ruhe", "Steuererklärung abgeben"],
    ["it", "basta ricordarmi la bolletta", "pagare la bolletta della luce"],
    // A plural is no typo of its singular: "reminders" is not bent into "reminder" and lost.
    ["en", "enough reminders about the gym", "renew the gym membership"],
    ["en", "no more reminders about the gym please", "renew the gym membership"],
    ["en", "no more nagging", "renew the gym membership"],
    // "kannste vergessen" with a particle in it ("also", which is also a joiner) or said as "knicken": forget it.
    ["de", "kannste also vergessen", "Frau Berger zurückrufen"],
    ["de", "kannste knicken", "Frau Berger zurückrufen"],
    // Dutch "maar" after an imperative softens it; it is not the joiner "but" cutting the stop in two.
    ["nl", "hou er maar mee op", "de tandarts bellen"],
    ["nl", "gooi het maar weg", "de tandarts bellen"],
    ["nl", "laat het maar", "de tandarts bellen"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("stop");
  });

  it("'vergessen' alone is still the owner's 'I forgot', a not-yet", () => {
    expect(read("hab ich vergessen", "de", "Frau Berger zurückrufen")).toBe("not_yet");
  });

  it("a part of the day narrowed by 'late' is a snooze to it, 'late' not bent into 'later'", () => {
    expect(replyOutcome("not yet, late afternoon", { summary: "call the bank", locale: "en", kind: "nudge" })).toBe("not_yet+snooze late afternoon");
    expect(read("tomorrow late afternoon", "en", "call the bank")).toBe("snooze");
  });

  it("a stop about something else is asked about, never applied to this thread", () => {
    expect(read("quit nagging me about the slides", "en", "renew the gym membership")).toBe("unclear");
  });

  it("'quit' without a reminding verb is not a stop ('I quit the gym' is news, not an answer)", () => {
    expect(read("I quit the gym", "en", "renew the gym membership")).not.toBe("stop");
  });

  it("the new stop words are whole words: a German 'Quittung' (receipt) beside a done leaves it a done", () => {
    expect(read("abgegeben, Quittung hab ich", "de", "das Paket zur Post bringen")).toBe("done");
  });
});
