/**
 * A stop that names its loop and then says why, after a comma (explore-it-nl): "lascia perdere la mamma, l'ho già
 * sentita", "hou op over de sportschool, heb opgezegd". The words before the comma name the loop; the reason is not
 * part of its name.
 * Must never: drop a loop the words before the comma do not name, or a second loop the reason happens to mention.
 */
import { describe, expect, it } from "vitest";
import { offlineIntents } from "../offline-intents.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const mum = makeThread({ id: "th-mum1", summary: "chiamare mia mamma" });
const gymIt = makeThread({ id: "th-gym1", summary: "andare in palestra" });
const gymNl = makeThread({ id: "th-gym2", summary: "naar de sportschool gaan" });
const mumNl = makeThread({ id: "th-mum2", summary: "mn moeder bellen" });
const deck = makeThread({ id: "th-dek1", summary: "send the deck to Maria" });
const live = [mum, gymIt, gymNl, mumNl, deck];

// Probe material, written before running: [locale, what the owner typed, the loop dropped, dropped]. Before the fix 0/6, after 6/6.
const STOPS: Array<["it" | "nl" | "en", string, string, boolean]> = [
  ["it", "lascia perdere la mamma, l'ho gia sentita", "th-mum1", true],
  ["it", "smettila di ricordarmi della palestra, mi sono disiscritto", "th-gym1", true],
  ["it", "non ricordarmi più la palestra, tanto non ci vado", "th-gym1", true],
  ["nl", "hou op over de sportschool, heb opgezegd", "th-gym2", true],
  ["nl", "stop met herinneren aan mn moeder, heb haar al gesproken", "th-mum2", true],
  ["en", "stop reminding me about the deck, Maria already has it", "th-dek1", true],
];

describe("a stop names its loop before the comma", () => {
  it.each(STOPS.filter(([, , , ok]) => ok))("%s: %s", (locale, said, id) => {
    expect(offlineIntents(said, live, locale).threadOps).toEqual([{ op: "drop", id }]);
  });
  it.fails.each(STOPS.filter(([, , , ok]) => !ok))("known miss, %s: %s", (locale, said, id) => {
    expect(offlineIntents(said, live, locale).threadOps).toEqual([{ op: "drop", id }]);
  });
});

describe("look-alikes", () => {
  it("the words before the comma name no loop: nothing dropped, even if the reason names one", () => {
    expect(offlineIntents("lascia perdere il dentista, devo chiamare la mamma", live, "it").threadOps).toEqual([]);
  });
  it("a name that itself holds a comma-free phrase still drops as before", () => {
    expect(offlineIntents("hou op over de sportschool", live, "nl").threadOps).toEqual([{ op: "drop", id: "th-gym2" }]);
  });
});
