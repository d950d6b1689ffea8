/**
 * French as typed on a phone, without apostrophes ("faut que j appelle la banque demain", "je dois l envoyer
 * vendredi"): the elision reads as it would with its apostrophe (explore-north), and the loop is tracked.
 * Must never: track a sentence that is no commitment because an apostrophe was put back.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";

// Probe material, written before running: [text, caught]. `false` marks a known miss. Before the fix 0/7, after 7/7.
const SAID: Array<[string, boolean]> = [
  ["il faut que j achete du pain ce soir", true],
  ["demain j envoie le contrat a Paul", true],
  ["je dois l imprimer avant jeudi", true],
  ["faut que j aille chez le medecin lundi", true],
  ["j irai chercher le colis samedi", true],
  ["ce soir j ecris a ma soeur", true],
  ["je vais l appeler demain matin", true],
];

const NOT_COMMITMENTS = ["c est nul aujourd hui", "j adore ce film", "qu il pleuve demain m est egal", "j ai mange une pomme"];

describe("French without apostrophes", () => {
  it.each(SAID.filter(([, ok]) => ok).map(([s]) => s))("%s is tracked", (text) => {
    expect(extractCommitments(text, "fr").length).toBeGreaterThan(0);
  });
  it.each(SAID.filter(([, ok]) => !ok).map(([s]) => s))("known miss: %s", (text) => {
    expect(extractCommitments(text, "fr")).toHaveLength(0);
  });
  it.each(NOT_COMMITMENTS)("%s is no loop", (text) => {
    expect(extractCommitments(text, "fr")).toHaveLength(0);
  });
});
