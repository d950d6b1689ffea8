/**
 * Outside probe (x) of issue #36, weighted to Dutch and French (eval/pii-corpus/probe36x.ts, committed
 * before the gate ran on it): secrets in running text ("het ww is", "inlog: … / …", kluis, alarm, PUK, wifi,
 * DigiD, herstelzin, mdp, the card's code, code wifi), health facts (medicines, diagnoses, insurance
 * numbers), BSN, NIR, numéro fiscal and IBANs cut by words or over two messages, addresses (t.a.v., bus, hs,
 * résidence, lieu-dit, BP), phones in figures and dictated in words, dates of birth typed without accents;
 * and clean look-alikes in all seven languages (orders, tracking, invoices, meetings, references, postcodes
 * alone, versions, prices, percentages, brands' handles, hashtags, rooms, flights, seats).
 * The whole batch is pinned in a few tests (CI time): the cases the gate gets wrong at the default seed
 * are listed by number, so a fix or a new fault both change the list.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { probe36x } from "../../eval/pii-corpus/probe36x.ts";
import { covered, expectOutsideEnglishBatch, kinds, pinProbeBatch } from "../../test-support/privacy-gate.ts";

const cases = probe36x();

// Before the fixes (first run): 48 of 200 lines wrong. Per language, caught / clean flagged / leaking:
// nl 37/51 2/20 14, fr 34/50 2/19 15, de 4/6 1/8 2, en 4/6 1/6 2, es 4/6 1/6 2, pt 3/5 1/6 2, it 4/5 1/6 1.
// After (words typed without accents, "geb datum", "t.a.v." before an address, "kluiscode", "n° fiscal", a
// NIR's key after "/", a lieu-dit named with its article, a phone dictated in words, a medicine with its
// dose, a diagnosis, a health-insurance number after its word, a Dutch postcode in lower case glued to its
// letters): 24 wrong; nl 44/51, fr 45/50, leaking 15.
// Left: a value cut in two by words or over two messages (a BSN "begint met … en dan …", a phone over two
// lines), a health fact with no medicine, dose or
// diagnosis word ("hoge bloeddruk heb", "wachtlijst voor", "zwanger", "je prends de la Ventoline"), a dose with
// no unit, a plate with no possessive, a sort code and account, an adherent's number (probe (p) pins
// "numéro d'adhérent mutuelle …" clean), a NIF drawn without its check digit (the material's own fault),
// "kluiscode … niet vergeten", and nine brands' handles (a shop's handle reads as a person's).
// Probe (y) fixed ten (a condition, a waiting list, a pregnancy, a medicine by name, brands' handles):
// 49, 50, 62, 120, 131, 132, 144, 148, 162, 184.
// Probe (z) fixed 180 (a NIF right after its word, its check digit failing).
const KNOWN_SENT: number[] = [5, 25, 40, 46, 48, 61, 85, 95, 117, 119, 156, 173, 195];
const KNOWN_MASKED: number[] = [5];
const KNOWN_LEAK: number[] = [5, 25, 40, 46, 48, 85, 95, 117, 119, 156];

describe("outside probe (x), #36", () => {
  it("holds what it says: 200 cases, about seventy each in Dutch and French, each family in all seven languages", () => {
    expectOutsideEnglishBatch(cases, {
      ids: { sensitive: 30, clean: 0, languages: 6 },
      contact: { sensitive: 30, clean: 0, languages: 7 },
      secret: { sensitive: 44, clean: 0, languages: 7 },
      health: { sensitive: 22, clean: 0, languages: 7 },
      lookalike: { sensitive: 0, clean: 70, languages: 7 },
    });
    for (const l of ["nl", "fr"]) expect(cases.filter((c) => c.lang === l).length).toBeGreaterThanOrEqual(65);
  });

  pinProbeBatch(cases, { sent: KNOWN_SENT, masked: KNOWN_MASKED, leak: KNOWN_LEAK }, 0.16);
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside the
// look-alikes that must stay untouched.
describe("the rules probe (x) led to, and their look-alikes", () => {
  const f = new Fakes(0x3ffb);

  it("a medicine with its dose after a word of taking it is a health fact; a dose with no name, or no such word, is not", () => {
    for (const [text, med] of [
      [`ik gebruik nu ${"lisinopril"} 10 mg per dag`, "lisinopril 10 mg"],
      ["on m'a prescrit du Seroplex 10 mg", "Seroplex 10 mg"],
      ["mi hanno prescritto amoxicillina 875 mg", "amoxicillina 875 mg"],
    ]) expect(covered(text!), text).toBe(med);
    for (const clean of ["I take 5 ml with water", "taking the kids to the pool, 50 ml sunscreen", "Kaffee mit 80 mg Koffein pro Tasse"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a diagnosis after its label and 'is' or a colon, or after a verb, is a health fact; one not known yet is not", () => {
    expect(covered("de diagnose is ziekte van Lyme.")).toBe("ziekte van Lyme");
    expect(covered("hace un año me diagnosticaron celiaquía")).toBe("celiaquía");
    for (const clean of ["de diagnose is nog niet bekend", "la diagnosi è ancora incerta", "Diagnose vom Hausarzt kommt morgen"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a phone dictated in words after a phone word is masked whole; number words after an order's word are not", () => {
    const spoken = "nul zes vier een twee drie acht zeven vijf negen";
    expect(covered(`je kunt me bellen op ${spoken}`)).toBe(spoken);
    expect(covered("appelle-moi au zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit")).toBe("zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit");
    for (const clean of ["bestelnummer nul zes vier een twee drie acht zeven vijf negen", "bel me om twee uur"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("words typed without accents still name a date of birth or a key; the French negation 'ne le' does not", () => {
    expect(covered("je suis nee le 4 mai 1987")).toBe("4 mai 1987");
    const key = `${f.chars("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)}${f.digits(6)}`;
    expect(covered(`la cle du wifi : ${key}`)).toBe(key);
    for (const clean of ["il ne le savait pas le 12 mars 2024", "la cle 12 ouvre la cave"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("who a Dutch letter goes to after 't.a.v.', a lower-case postcode glued to its letters and a lieu-dit with its article belong to the address", () => {
    expect(covered("brief t.a.v. Sem Bos, Kerkstraat 5, 1234 AB Urk")).toBe("t.a.v. Sem Bos, Kerkstraat 5, 1234 AB Urk");
    expect(covered("stuur naar molenstraat 7 1234ab urk")).toBe("molenstraat 7 1234ab urk");
    expect(covered("ik woon op de Kerkstraat 12 2021 in juni verhuisd")).toBe("Kerkstraat 12");
    expect(covered("c'est au lieu-dit la Brosse, 23200 Aubusson")).toBe("lieu-dit la Brosse, 23200 Aubusson");
    for (const clean of ["tav de vergadering van 12-3-2024", "lieu-dit sans numéro, demande au facteur"]) expect(kinds(clean), clean).toEqual([]);
  });
});
