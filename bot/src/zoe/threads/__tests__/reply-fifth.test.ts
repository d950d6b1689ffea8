/**
 * What the fifth batch of development replies taught the reader (issue 34), as behaviour: a stop
 * and its reason without a comma, a no that follows from news, the thread's verb in the past beside
 * a date, the thread's person named with a word of its own, the owner as the object of the
 * thread's verb, a colleague's done, the thread's "send" said as "emailed", and shop is no typo of
 * stop. The reading is the one ZOE acts on (sure) or "unclear" when it would ask.
 */
import { describe, expect, it } from "vitest";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

type Lang = "en" | "de" | "nl";
const INVOICE: Record<Lang, string> = { en: "send the invoice to Sam", de: "die Rechnung an Sam schicken", nl: "de factuur naar Sam sturen" };

/** What ZOE does with a reply to a follow-up: the actions it applies, or "unclear" / "other" / "question". */
const read = (text: string, locale: Lang, summary = INVOICE[locale]) => replyOutcome(text, { summary, locale, kind: "nudge" });

describe("a stop and its reason in one breath", () => {
  it.each([
    ["en", "forget it the client went bust"],
    ["de", "vergiss es der kunde ist pleite"],
    ["nl", "laat maar de klant is failliet"],
  ] as const)("%s: %j drops the thread", (locale, text) => {
    expect(read(text, locale)).toBe("stop");
  });

  it.each([
    // The reason tells the work done by the owner, or says no, or names a time: asked about.
    ["en", "forget it i sent it myself"],
    ["en", "forget it the client has not paid"],
    ["en", "forget it the client pays friday"],
    // A stop of one word has its object after it, which may be another thread.
    ["en", "cancel the dentist appointment"],
    // A time to come beside a stop may be when the owner does it after all.
    ["de", "vergiss es ich mach das morgen"],
  ] as const)("%s: %j is asked about", (locale, text) => {
    expect(read(text, locale)).not.toBe("stop");
  });
});

describe("a no that follows from news", () => {
  it.each([
    ["en", "sold the bike lol so no", "fix the bike tyre"],
    ["de", "hab das rad verkauft also nein", "das Fahrrad reparieren"],
    ["nl", "fiets verkocht dus nee", "de fietsband plakken"],
  ] as const)("%s: %j may be a stop as much as a not-yet: asked about", (locale, text, thread) => {
    expect(read(text, locale, thread)).toBe("unclear");
  });

  it("a no said first, then its reason, is still a not-yet", () => {
    expect(read("nope, been slammed all week", "en")).toBe("not_yet");
  });
});

describe("the thread's verb in the past beside a date", () => {
  it("'booked for the 12th' is the appointment made, not a snooze to the 12th", () => {
    expect(read("booked for the 12th", "en", "book the dentist")).toBe("done");
  });

  it("the verb in the present beside a time is still a deferral", () => {
    expect(read("i'll book it friday", "en", "book the dentist")).toBe("snooze friday");
  });
});

describe("who the thread's verb was done by, and to", () => {
  it("sent to the wrong Sam: the thread's person named with a word of its own is asked about", () => {
    expect(read("sent it to the wrong sam 🙈", "en")).toBe("unclear");
    expect(read("sent it to sam this morning", "en")).toBe("done");
  });

  it("'she called me actually' under 'call mum back' was done to the owner: asked about", () => {
    expect(read("she called me actually", "en", "call mum back")).toBe("unclear");
    expect(read("called her last night", "en", "call mum back")).toBe("done");
  });

  it.each([
    ["en", "my manager submitted it for me", "submit the expense report"],
    ["nl", "mijn boekhouder heeft hem ingediend", "de belastingaangifte indienen"],
  ] as const)("%s: a colleague's done closes the thread (%j)", (locale, text, thread) => {
    expect(read(text, locale, thread)).toBe("done");
  });

  it.each([
    ["en", "just emailed it over to him"],
    ["de", "hab sie ihm vorhin gemailt"],
    ["nl", "heb hem net naar hem gemaild"],
  ] as const)("%s: %j is the invoice sent", (locale, text) => {
    expect(read(text, locale)).toBe("done");
  });
});

describe("words owners type", () => {
  it("'bike shop did it' is no stop: shop is a word, not a typo of stop", () => {
    expect(read("bike shop did it 🚲", "en", "fix the bike tyre")).not.toBe("stop");
  });

  it.each([
    ["en", "doing it now", "not_yet"],
    ["de", "bin grad dran", "not_yet"],
    ["en", "ugh fine tomorrow", "snooze tomorrow"],
    ["de", "boah ok morgen", "snooze morgen"],
    ["nl", "pff ok morgen", "snooze morgen"],
    ["de", "in ner stunde", "snooze in einer stunde"],
    ["en", "finally got round to it last night", "done"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});
