/**
 * "What's left?" as English, Dutch, German and French owners type it in chat (explore-north, issues 34/35): no
 * apostrophes ("qu est ce qui reste"), "left"/"over"/"übrig"/"reste" instead of "open", answered as /threads is.
 * Must never: answer a sentence about leftovers, the rest of a meal or someone who stays with a listing.
 */
import { describe, expect, it } from "vitest";
import { commandAskedFor } from "../index.ts";

// Probe material, written before running: [text, caught]. `false` marks a known miss. Before the fix 2/23, after 23/23.
const ASKS: Array<[string, boolean]> = [
  ["qu est ce qui reste ?", true],
  ["qu'est ce qui reste", true],
  ["quest ce qui reste a faire", true],
  ["qu est ce qu il reste ?", true],
  ["qu est ce qu il me reste a faire", true],
  ["il me reste quoi ?", true],
  ["il reste quoi", true],
  ["qu est ce que j ai a faire", true],
  ["qu est ce qui est encore ouvert ?", true],
  ["anything left?", true],
  ["anything still open", true],
  ["is there anything left to do?", true],
  ["what remains", true],
  ["whats left to do", true],
  ["what else is open", true],
  ["was fehlt noch?", true],
  ["was bleibt noch", true],
  ["was ist noch übrig?", true],
  ["was ist noch offen", true],
  ["wat blijft er nog over?", true],
  ["wat is er nog over", true],
  ["wat staat nog open", true],
  ["wat rest er nog?", true],
];

// Added with the fix, the same class in the southern packs: "what's left" said bare.
const ASKS_SOUTH = ["cosa mi resta?", "cosa manca ancora", "che rimane", "qué me falta", "qué queda por hacer", "o que falta?", "o que me resta fazer"];

// Look-alikes: statements and questions that only contain the words.
const NOT_ASKS = [
  "il reste du gâteau",
  "qu est ce qui reste du gâteau ?",
  "je reste à la maison ce soir",
  "anything left in the fridge?",
  "what remains of the budget",
  "was bleibt dir übrig",
  "es ist noch etwas suppe übrig",
  "wat blijft er over van het budget",
  "ik blijf thuis vanavond",
  "the shop is still open",
  "me falta tiempo",
  "cosa manca al sugo?",
  "o que resta do bolo",
];

describe("an owner asks what is left, as typed in chat", () => {
  it.each(ASKS.filter(([, ok]) => ok).map(([s]) => s))("%s lists the open loops", (text) => {
    expect(commandAskedFor(text)).toBe("threads");
  });
  it.each(ASKS.filter(([, ok]) => !ok).map(([s]) => s))("known miss: %s", (text) => {
    expect(commandAskedFor(text)).not.toBe("threads");
  });
  it.each(ASKS_SOUTH)("%s lists the open loops", (text) => {
    expect(commandAskedFor(text)).toBe("threads");
  });
  it.each(NOT_ASKS)("%s asks for nothing", (text) => {
    expect(commandAskedFor(text)).toBeNull();
  });
});
