/**
 * "What's still open?" as Italian and Dutch owners type it (explore-it-nl, issues 34/35): the whole list, like
 * /threads; a sentence that only contains "open" or "da fare" asks for nothing.
 * Must never: answer a statement about a shop, a window or a newspaper with a listing.
 */
import { describe, expect, it } from "vitest";
import { commandAskedFor } from "../index.ts";

// Probe material, written before running: [text, caught]. Before the fix 2/16, after 16/16.
const ASKS: Array<[string, boolean]> = [
  ["cosa ho di aperto?", true],
  ["cosa ho ancora di aperto", true],
  ["che c'è di aperto?", true],
  ["cosa mi manca da fare?", true],
  ["cosa ho ancora da fare", true],
  ["cos'ho in sospeso?", true],
  ["che cosa rimane da fare", true],
  ["ho qualcosa in sospeso?", true],
  ["wat staat er nog open?", true],
  ["wat heb ik nog openstaan", true],
  ["wat moet ik nog doen?", true],
  ["wat ligt er nog?", true],
  ["wat staat er nog op mn lijstje", true],
  ["wat heb ik nog liggen?", true],
  ["staat er nog iets open?", true],
  ["wat staat er allemaal open", true],
];

describe("an Italian or Dutch owner asks what is still open", () => {
  it.each(ASKS.filter(([, ok]) => ok).map(([s]) => s))("%s lists the open loops", (text) => {
    expect(commandAskedFor(text)).toBe("threads");
  });
  it.fails.each(ASKS.filter(([, ok]) => !ok).map(([s]) => s))("known miss: %s", (text) => {
    expect(commandAskedFor(text)).toBe("threads");
  });
});

describe("look-alikes ask for nothing", () => {
  it.each([
    "ho aperto la finestra", "il negozio è ancora aperto?", "cosa devo dire a Marco?", "cosa ho da fare con la macchina di Luca",
    "de winkel staat nog open", "wat staat er in de krant?", "wat moet ik nog doen met die auto van jan", "het raam staat nog open",
  ])("%s", (text) => {
    expect(commandAskedFor(text)).toBeNull();
  });
});
