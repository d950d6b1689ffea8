/**
 * Asking for the open list in one's own words (issue #34: understand what owners plainly ask): "what do I still have
 * open?", "anything I forgot?", "j'ai quoi en cours", "welche Erinnerungen hab ich", "wat had ik ook alweer gepland?".
 * Offline these got the "I'm running without my language model" notice; the spelled-out `asks.threads` patterns caught
 * 34 of the first batch's 84. Now a message made only of a language's list words (lang/<code>/index.ts `listBag`) is
 * /threads. The corpus (corpus/list-asks.tsv) was written before running ZOE on it; its look-alikes name a thing
 * ("what's left of the pizza?", "ma liste de courses est sur le frigo") and must ask for nothing.
 * Pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { commandAskedFor } from "../index.ts";

const CORPUS = readFileSync(new URL("./corpus/list-asks.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l && !l.startsWith("#"))
  .map((l) => l.split("\t") as [string, "ask" | "none", string]);

// Known misses, kept visible: a yes/no question with neither a question word nor "my".
// ("j'ai des trucs en attente ?" was one, until a question mark with items and an open word stood in for a question word.)
const KNOWN_MISSES = new Set<string>();

describe("asks for the open list, as the corpus writes them", () => {
  for (const [lang, label, text] of CORPUS) {
    if (label === "ask" && !KNOWN_MISSES.has(text)) {
      it(`${lang}: "${text}" lists the open loops`, () => expect(commandAskedFor(text)).toMatch(/^(threads|today)$/));
    }
  }
  it("the known misses are still missed (remove them from the list when caught)", () => {
    for (const text of KNOWN_MISSES) expect(commandAskedFor(text)).toBeNull();
  });
});

describe("look-alikes that name a thing ask for nothing", () => {
  for (const [lang, label, text] of CORPUS) {
    if (label === "none" && text !== "was machst du so") {
      it(`${lang}: "${text}"`, () => expect(commandAskedFor(text)).toBeNull());
    }
  }
});

describe("answers to a follow-up stay answers (the reply reader's, not a listing)", () => {
  for (const text of ["still on my list", "still open", "pending", "noch offen", "steht noch aus", "toujours en cours", "sigue pendiente", "ainda pendente", "ancora in sospeso", "nog open", "staat nog open"]) {
    it(`"${text}"`, () => expect(commandAskedFor(text)).toBeNull());
  }
});

const open = terminalZoeEachTest("zoe-asks-words-");

it("an owner asks 'what do I still have open?' offline and gets the list, numbered", async () => {
  const clock = new ManualClock("2026-12-07T08:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "en" }, clock);
  await term.type("I'll send the invoice to Acme tomorrow");
  await term.type("I need to renew my passport next month");
  const answer = await term.type("what do I still have open?");
  expect(answer).not.toContain("without my language model");
  expect(answer).toMatch(/1\. th-\S+\s+send the invoice to Acme/);
  expect(answer).toMatch(/2\. th-\S+\s+renew my passport/);
});

it("a German owner asks 'hab ich was vergessen?' and gets the list", async () => {
  const clock = new ManualClock("2026-12-07T08:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "de" }, clock);
  await term.type("ich schick Tom morgen das Angebot");
  const answer = await term.type("hab ich was vergessen?");
  expect(answer).toMatch(/1\. th-\S+\s+.*Angebot/);
});
