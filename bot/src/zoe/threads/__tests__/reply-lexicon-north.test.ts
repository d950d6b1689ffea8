/**
 * A done said with an everyday verb the batches never held (issue 34, the vocabulary round for English,
 * German and Dutch): the owner answers "did it happen?" with the past of a verb other than the thread's own
 * ("hoovered it" under "do the living room", "gemäht" under "den Rasen machen", "geverfd" under "de schutting
 * doen") or with a state that says it is done ("squared away", "in trockenen Tüchern", "voor elkaar"). ZOE
 * closes the thread, as the owner sees it. None of these words is in a development reply batch; they come
 * from the packs' lists of completion words (lang/<code>/done-words.ts). Read on the corpus clock.
 */
import { describe, expect, it } from "vitest";
import { followUpReading } from "../../test-support/reply-batches.ts";

const CASES = {
  en: [
    ["do the living room", "hoovered it this morning"],
    ["get the lawn done", "mowed it last night"],
    ["sort the passport photos", "printed them"],
    ["take care of the dog", "fed and walked"],
    ["sort the gutters", "cleaned them out"],
    ["look at the boiler", "serviced it"],
    ["get the shirts ready for the wedding", "ironed them"],
    ["do the laptop backup", "good to go 👍"],
    ["sort the parking permit", "squared away"],
    ["do the kitchen", "tidied it"],
    ["do the fence", "painted it"],
    ["get the bike sorted", "repaired it"],
    ["the cake for Lea's party", "baked it last night"],
    ["the new printer", "installed it"],
  ],
  de: [
    ["den Flur machen", "gewischt"],
    ["den Rasen machen", "gemäht"],
    ["die Passfotos besorgen", "hab sie ausgedruckt"],
    ["die Hemden für die Hochzeit", "gebügelt"],
    ["den Kuchen für Lea", "gebacken"],
    ["die Glühbirne im Flur", "ausgetauscht"],
    ["die Küche machen", "aufgeräumt"],
    ["den Hund versorgen", "gefüttert"],
    ["die Fenster machen", "geputzt"],
    ["den Parkausweis", "in trockenen Tüchern"],
    ["das Laptop-Backup", "gesichert"],
    ["den neuen Drucker einrichten", "installiert"],
    ["die Bücher in die Bibliothek", "zurückgebracht"],
    ["die Dachrinne machen", "hab sie geputzt"],
  ],
  nl: [
    ["de hond verzorgen", "gevoerd en uitgelaten"],
    ["het gras doen", "gemaaid"],
    ["pasfoto's regelen", "uitgeprint"],
    ["de overhemden klaarmaken", "gestreken"],
    ["de schutting doen", "geverfd"],
    ["de taart voor Lea", "gebakken"],
    ["de fiets maken", "gerepareerd"],
    ["de keuken doen", "opgeruimd"],
    ["de website", "bijgewerkt"],
    ["de parkeervergunning", "voor elkaar"],
    ["de nieuwe printer", "geïnstalleerd"],
    ["de afwas", "afgewassen"],
    ["de dakgoot doen", "schoongemaakt"],
    ["de gang doen", "gedweild"],
  ],
} as const;

describe("a done said with an everyday verb the batches never held", () => {
  for (const [locale, cases] of Object.entries(CASES) as Array<[keyof typeof CASES, ReadonlyArray<readonly [string, string]>]>) {
    it.each(cases)(`${locale}: under %j, %j closes the thread`, (summary, text) => {
      expect(followUpReading(text, locale, summary)).toBe("done");
    });
  }
});
