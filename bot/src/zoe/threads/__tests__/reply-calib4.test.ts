/**
 * The fourth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps4.tsv, 46 each, written and labelled on 5 December 2026 before the
 * reader ran on them): an action word in another sense ("done for the day", "stop, I did it already"),
 * negated and conditional actions ("wenn ich fertig bin…"), reported speech ("Maria says she sent it"),
 * questions that hold an action word ("should I snooze it?"), sarcasm and emoji ("done 🙄 not"), compound
 * replies, corrections ("paid - no wait, that was the gas one"), a time that belongs to something else
 * ("at 3 I have a call, haven't started"), typos of action words, and plain answers as controls.
 * The batch reports, per language, replies read right, acted on wrongly (the costly mistake) and asked
 * about where an action was meant (safe, a miss). Every reply answers a follow-up read on Wed 3 June
 * 2026 10:00 (the corpus clock).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatch, followUpReading } from "../../test-support/reply-batches.ts";

/**
 * First pass (right / acted on wrongly / asked instead, of 46): en 22/1/22, de 16/3/24, fr 19/2/24,
 * es 19/0/25, pt 23/2/21, it 21/3/21, nl 21/1/23: 141/322 right, 12 acted on wrongly of 120 acted on
 * (90.0% right when sure). Five of the twelve were "stop nagging, I'll do it when I have time", labelled
 * unclear and read as a stop; the earlier batches label that shape a stop ("stop reminding me, I'll call
 * when I'm ready", replies-en.tsv), so its seven rows were relabelled stop: before the rules, 144/322
 * right and 7 of 120 acted on wrongly (94.2%). After (threads/reply.ts `conflictingSignal`, and a done
 * word in the past beside a time with no "by" in `readDeferral`): en 21/0/24, de 18/0/25, fr 21/0/24,
 * es 18/0/26, pt 24/1/21, it 22/1/22, nl 22/0/23: 146/322 right, 2 of 115 acted on wrongly (98.3%).
 * Known misses acted on wrongly then: "passei, estava fechada" (pt) and "ci sono passato, era chiusa" (it),
 * read as a done; asked about since the fifth batch (reply-calib5.test.ts). Most of the rest is asked about: compound and corrected replies, conditions,
 * three typos ("finsihed it this morning", "termnié", "echo ya"), questions that hold an action word.
 */
const FLOORS = [
  ["en", 21, 0],
  ["de", 18, 0],
  ["fr", 21, 0],
  ["es", 18, 0],
  ["pt", 23, 1],
  ["it", 22, 1],
  ["nl", 22, 0],
] as const;

describe("the fourth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 46, at least %i right, at most %i acted on wrongly", (lang, right, wrong) => {
    expectReplyBatch(lang, `replies-${lang}-traps4.tsv`, 46, right, wrong);
  });
});

const read = followUpReading;

describe("a stop beside the thread's own verb said done is asked about", () => {
  it("'sie hat mich angerufen, hat sich erledigt' under 'Mama anrufen' is never a drop", () => {
    expect(read("sie hat mich angerufen, hat sich erledigt", "de", "Mama anrufen")).toBe("unclear");
  });

  it("a stop beside another reason is still a stop", () => {
    expect(read("vergiss es, sie ist eh im Urlaub", "de", "Mama anrufen")).toBe("stop");
  });
});

describe("an act taken back by a 'but' with a negation is asked about", () => {
  it("'würde es aufteilen, weiß aber nicht wie' is no breakdown", () => {
    expect(read("würde es aufteilen, weiß aber nicht wie", "de", "alte Fotos sortieren")).toBe("unclear");
  });

  it("a breakdown with its steps is still one", () => {
    expect(read("break it into steps: boxes, tools, then the bikes", "en", "clear out the garage")).toBe("breakdown");
  });
});

describe("the thread's own verb said done after another's saying is hearsay", () => {
  it("'mon mari dit qu'il l'a résiliée' is asked about", () => {
    expect(read("mon mari dit qu'il l'a résiliée", "fr", "résilier l'assurance auto")).toBe("unclear");
  });

  // Read right only while language detection took this French line for Portuguese; read as French (6 December
  // 2026, lang/ngrams.ts) the husband's done is asked about, as another person's done of their own thing is.
  it.fails("another's done said as news, not hearsay, still closes it", () => {
    expect(read("mon mari l'a résiliée", "fr", "résilier l'assurance auto")).toBe("done");
  });
});

describe("a done word of another thing, the thread named apart, is no done", () => {
  it("'finito il caffè, ora il puzzle' under 'finire il puzzle' is asked about", () => {
    expect(read("finito il caffè, ora il puzzle 😅", "it", "finire il puzzle")).toBe("unclear");
  });

  it("'finito il puzzle' is a done", () => {
    expect(read("finito il puzzle", "it", "finire il puzzle")).toBe("done");
  });
});

describe("a done word beside a time with no 'by' before it may tell when it was done", () => {
  it("'finished it this morning' is never a snooze to this morning", () => {
    expect(read("finished it this morning", "en", "email the school")).toBe("unclear");
  });

  it.each([
    ["finish it tomorrow", "snooze tomorrow"],
    ["paid it this morning", "done"],
  ] as const)("%j -> %s", (text, want) => {
    expect(read(text, "en", text.startsWith("paid") ? "pay the water bill" : "email the school")).toBe(want);
  });
});

describe("a done said in a word, then news of a failure", () => {
  // Known misses of the fourth batch, asked about since the fifth (threads/reply.ts `doneThenUndone`, the packs' `caution.undoing`).
  it.each([
    ["pt", "passei, estava fechada", "passar na farmácia"],
    ["it", "ci sono passato, era chiusa", "passare in farmacia"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["en", "called them, took forever on hold", "call the bank"],
    ["pt", "mandei, o Sam agradeceu", "mandar a fatura ao Sam"],
  ] as const)("%s: news beside a done that takes nothing back, %j, is still a done", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("done");
  });
});
