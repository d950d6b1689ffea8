/**
 * Outside probe (w) of issue #36, weighted to German, French and Dutch (eval/pii-corpus/probe36w.ts,
 * committed before the gate ran on it): national, social-insurance and health-insurance numbers,
 * identity papers, licences, plates and IBANs in their local forms; addresses, phones, dates of birth
 * and e-mail as owners of each country type them; Dutch secrets after "is nu", "veranderd in",
 * "gewijzigd naar"; and clean look-alikes (orders, tracking, invoices, customer and meeting numbers,
 * postcodes alone, house numbers in directions, versions, event dates, prices, brand handles).
 * The whole batch is pinned in a few tests (CI time): the cases the gate gets wrong at the default seed
 * are listed by number, so a fix or a new fault both change the list.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { probe36w } from "../../eval/pii-corpus/probe36w.ts";
import { grouped } from "../../eval/pii-corpus/types.ts";
import { covered, expectProbeGroups, kinds, pinProbeBatch } from "../../test-support/privacy-gate.ts";

const cases = probe36w();

// Before the fixes (first run): 22 of 200 lines wrong. Per language, caught / clean flagged / leaking:
// de 32/39 1/12 7, fr 35/38 1/12 2, nl 40/44 1/12 3, en 6/7 1/5 1, es 7/7 1/4 0, pt 6/6 1/3 0, it 7/7 1/4 0.
// After (a health-insurance number after its word, "Perso-Nr.", an address spelled with "ät" before a
// provider, who the post goes to before an address, a Dutch "-1hg" after the number, a French block by
// its letter, CEDEX and its number, a building named with little words, a town after "in"/"te" ending the
// clause, "van" opening a street's name): 12 wrong; de 36/39, fr 38/38, nl 43/44, leaking 5.
// Left: "Versichertennummer … A…" (the word alone also reads a Kasse's number in probe (o)'s look-alike,
// so it stays out), a recipient's name before an address ("Sabine Weber, Feldstr. …": the gate has no
// name family), "Am Anger 57" (a bare place word after "Am" is prose by design), a plate with no
// possessive, a UK postcode of no UK shape, and seven brands' handles (a shop's handle reads as a person's).
// Probe (y) fixed 47 ("@bahn_de": a company account's shape).
const KNOWN_SENT: number[] = [12, 17, 18, 96, 113, 154, 159, 166, 178, 187, 197];
const KNOWN_MASKED: number[] = [];
const KNOWN_LEAK: number[] = [12, 17, 18, 113, 159];


describe("outside probe (w), #36", () => {
  it("holds what it says: 200 cases, about fifty each in German, French and Dutch, 60 or more clean, each family in all seven languages", () => {
    expect(cases.length).toBe(200);
    for (const l of ["de", "fr", "nl"]) expect(cases.filter((c) => c.lang === l).length).toBeGreaterThanOrEqual(50);
    expect(cases.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(50);
    expectProbeGroups(cases, {
      ids: { sensitive: 50, clean: 0, languages: 7 },
      contact: { sensitive: 64, clean: 0, languages: 7 },
      secret: { sensitive: 34, clean: 0, languages: 7 },
      lookalike: { sensitive: 0, clean: 52, languages: 7 },
    });
  });

  pinProbeBatch(cases, { sent: KNOWN_SENT, masked: KNOWN_MASKED, leak: KNOWN_LEAK }, 0.12);
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside the
// look-alikes that must stay untouched.
describe("the rules probe (w) led to, and their look-alikes", () => {
  const f = new Fakes(0x3efb);

  it("a health-insurance number after its word and an identity card's number after \"Perso-Nr.\" are masked; a Kasse's number after the card word is not", () => {
    const kv = `K${f.digits(9)}`;
    expect(covered(`KV-Nummer: ${kv}`)).toBe(kv);
    const perso = `T${f.digits(3)}XK${f.digits(3)}`;
    expect(covered(`meine Perso-Nr. ist ${perso}`)).toBe(perso);
    for (const clean of [`Versichertennummer steht auf der Karte, Kassennummer ${f.digits(3)} ${f.digits(3)} ${f.digits(3)} ist die der Kasse`, "Personen: 4, Tisch 12"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an address with \"ät\" before a mail provider is an e-mail; \"ät\" in prose is not", () => {
    const a = `lena ät gmx.de`;
    expect(covered(`schreib mir an ${a} bitte`)).toBe(a);
    for (const clean of ["er ät gern Kuchen", "Meeting ät 10 im Raum B"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("who the post goes to, a Dutch floor after the number, a French block's letter, CEDEX and a town after a link word belong to the address", () => {
    for (const [text, address] of [
      ["Brief an c/o Jansen, Lindenstraße 8, 10115 Berlin bitte", "c/o Jansen, Lindenstraße 8, 10115 Berlin"],
      ["envoie chez Martin, 12 rue Pasteur, 69003 Lyon", "chez Martin, 12 rue Pasteur, 69003 Lyon"],
      ["adres: Prinsengracht 101-2hg, 1015 DX Amsterdam", "Prinsengracht 101-2hg, 1015 DX Amsterdam"],
      ["j'habite 8 rue Victor Hugo, bât. C, 3e étage", "8 rue Victor Hugo, bât. C, 3e étage"],
      ["siège : 20 avenue Foch, 75116 Paris CEDEX 16", "20 avenue Foch, 75116 Paris CEDEX 16"],
      ["wir wohnen jetzt Ahornweg 9 in Kassel.", "Ahornweg 9 in Kassel"],
      ["ik woon op de van Ostadestraat 44", "van Ostadestraat 44"],
      ["Résidence le Parc, bât. D, apt 12, 5 allée des Pins", "Résidence le Parc, bât. D, apt 12, 5 allée des Pins"],
    ]) expect(covered(text!), text).toBe(address);
    for (const clean of ["bei Regen fällt das Training aus, Platz 3 ist gesperrt", "de bus van 12 uur in Delft", "ça coûte 12 € chez Martin"]) expect(kinds(clean), clean).toEqual([]);
  });
});
