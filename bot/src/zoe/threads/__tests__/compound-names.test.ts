/**
 * Closing or moving a loop by a shorter word of a compound (explore-it-nl): a Dutch owner tracks "de energierekening
 * betalen" and later types "ik heb de rekening betaald" or "zet de rekening op vrijdag"; German and Italian-style
 * owners do the same ("Stromrechnung" / "die Rechnung"). The compound's head names the loop; a word that only shares
 * a few letters does not.
 * Must never: name a loop by a short ending it merely shares ("ring" in "energierekening").
 */
import { describe, expect, it } from "vitest";
import { matchThreads } from "../closing.ts";
import type { Thread } from "../store.ts";

const thread = (id: string, summary: string): Thread =>
  ({ id, summary, status: "open", due_at: null, created_at: "2026-12-01T08:00:00.000Z" }) as unknown as Thread;

const live = [
  thread("th-nl01", "de energierekening betalen"),
  thread("th-nl02", "mn moeder bellen"),
  thread("th-nl03", "de autoverzekering opzeggen"),
  thread("th-de01", "die Stromrechnung bezahlen"),
  thread("th-de02", "den Zahnarzttermin verschieben"),
  thread("th-it01", "pagare la bolletta della luce"),
];

// Probe material, written before running: [what the owner typed, the loop it names, named]. Before the fix 1/6, after 6/6.
const NAMES: Array<[string, string, boolean]> = [
  ["ik heb de rekening betaald", "th-nl01", true],
  ["de rekening", "th-nl01", true],
  ["verzekering opgezegd", "th-nl03", true],
  ["die Rechnung ist bezahlt", "th-de01", true],
  ["den Termin", "th-de02", true],
  ["ho pagato la bolletta", "th-it01", true],
];

describe("a compound's head names its loop", () => {
  it.each(NAMES.filter(([, , ok]) => ok))("%s -> %s", (words, id) => {
    expect(matchThreads(words, live).map((t) => t.id)).toEqual([id]);
  });
  it.fails.each(NAMES.filter(([, , ok]) => !ok))("known miss: %s -> %s", (words, id) => {
    expect(matchThreads(words, live).map((t) => t.id)).toEqual([id]);
  });
});

describe("look-alikes: a shared ending is no name", () => {
  it.each(["de ring", "bring it", "gering", "de tekening maken"])("%s names none", (words) => {
    expect(matchThreads(words, live)).toEqual([]);
  });
});

// Function words name nothing (each pack's `reply.nameless`): a reply that shares only "auch", "noch", "aussi", "também"
// with a summary names no loop, while the summary's own word still does.
const withFunctionWords = [
  thread("th-fw01", "die Steuer auch noch machen"),
  thread("th-fw02", "appeler aussi maintenant le garage"),
  thread("th-fw03", "ligar também agora para o banco"),
  thread("th-fw04", "ook nu alles voor de verhuizing regelen"),
];

describe("function words are no name", () => {
  it.each(["ich hab auch noch was anderes", "moi aussi maintenant", "eu também, agora não", "ik heb ook nu alles"])("%s names none", (words) => {
    expect(matchThreads(words, withFunctionWords)).toEqual([]);
  });
  it.each([
    ["die Steuer ist erledigt", "th-fw01"],
    ["le garage c'est fait", "th-fw02"],
    ["liguei ao banco", "th-fw03"],
    ["de verhuizing is geregeld", "th-fw04"],
  ])("%s -> %s", (words, id) => {
    expect(matchThreads(words, withFunctionWords).map((t) => t.id)).toEqual([id]);
  });
});
