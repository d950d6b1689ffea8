/**
 * Outside probe (z) of issue #36, a short round (eval/pii-corpus/probe36z.ts, committed before the gate ran on
 * it): health look-alikes that must stay clean (zodiac signs, "depression glass", idioms, a pet's vet, a medicine
 * in the news, someone else's lab value); the owner's medicine by its brand alone and their own lab results; a
 * person's handle after a service word against companies'; numbers cut by a line or blanks, a UK sort code and
 * account, a NIF without (or with a wrong) check digit, NIE, Belgian national number, AHV and SVNR.
 * The whole batch is pinned in a few tests (CI time): the cases the gate gets wrong at the default seed are
 * listed by number, so a fix or a new fault both change the list.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { probe36z } from "../../eval/pii-corpus/probe36z.ts";
import { covered, expectProbeGroups, kinds, pinProbeBatch } from "../../test-support/privacy-gate.ts";

const cases = probe36z();

// Before the rules (first run): 58 of 152 lines wrong; health caught 0/37, a person's handle 8/14, numbers 21/27;
// clean flagged 9/74 (four zodiac signs, "rdv chez le psy du chat", three companies' handles).
// After (a lab value or a blood pressure of the owner's, a medicine's brand on the stem list, a taking word in the
// past or an injection's, a word of how long by the name, a zodiac sign after "I'm"/"je suis"/"sono del", a pet
// after the carer, a friend's handle beside a service word, a service word after a company's handle, a sort code
// with its account number, a NIE or a NIF right after its word whatever its check, "registre national" and
// "rijksregisternr", a dotted handle beside a service word): 4 wrong, 3 leaking.
// Left: "@British_Airways" (a company's name no shape tells from a person's), "atención al cliente por @…" (a
// person's handle after a service word, with no dot and no friend's word), "Ritalin 10 mg la
// mattina" and "Ritalin 10mg weer ophalen" (a name and a dose with no taking word: outside batch 7 pins dosing
// schedules such as "Ramipril 5 mg 1-0-0" clean).
const KNOWN_SENT: number[] = [27, 84, 128, 134];
const KNOWN_MASKED: number[] = [];
const KNOWN_LEAK: number[] = [84, 128, 134];

describe("outside probe (z), #36", () => {
  it("holds what it says: about 150 cases, each group in all seven languages, half of them clean", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expectProbeGroups(cases, {
      health: { sensitive: 37, clean: 0, languages: 7 },
      handle: { sensitive: 14, clean: 12, languages: 7 },
      number: { sensitive: 27, clean: 10, languages: 7 },
      lookalike: { sensitive: 0, clean: 52, languages: 7 },
    });
  });

  pinProbeBatch(cases, { sent: KNOWN_SENT, masked: KNOWN_MASKED, leak: KNOWN_LEAK }, 0.12);
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside the
// look-alikes that must stay untouched.
describe("the rules probe (z) led to, and their look-alikes", () => {
  it("the owner's own lab value or blood pressure is a health fact; someone else's, a log of readings or the word alone is not", () => {
    expect(covered("just got results, my LDL is 190 apparently")).toBe("LDL is 190");
    expect(covered("Blutzucker heute morgen 182, zu viel Kuchen")).toBe("Blutzucker heute morgen 182");
    expect(covered("la tension ce soir 16/10, j'appelle le médecin")).toBe("tension ce soir 16/10");
    expect(covered("bloeddruk 152 over 97 gemeten bij de huisarts")).toBe("bloeddruk 152 over 97");
    for (const clean of [
      "dad's cholesterol is 240, told him to see the GP",
      "mi padre tiene la glucosa en 180",
      "HbA1c explained: a podcast for the commute",
      "Blutdruck 128/82, Puls 64, Gewicht 81,2 — Morgenwerte",
      "la tension du réseau est 230 V",
      "pressão dos pneus 32/35, calibrar amanhã",
      "cholesterol test at 10 on monday",
    ]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a medicine's brand after a word of taking it, or with how long beside it, is a health fact; a brand in the news is not", () => {
    expect(covered("started Wegovy in june, 3 kg down")).toBe("Wegovy");
    expect(covered("gestern ne Tavor genommen, war fertig")).toBe("Tavor");
    expect(covered("tomé un Orfidal y dormí del tirón")).toBe("Orfidal");
    expect(covered("ik zit sinds januari aan de Mounjaro")).toBe("Mounjaro");
    for (const clean of ["Ozempic shortage in pharmacies, says the BBC", "Werbung für Mounjaro auf jedem Bus", "il prezzo del Wegovy scende"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a zodiac sign after the ways of being born under it is no condition; having cancer still is", () => {
    for (const clean of ["lol im a cancer, of course i cried", "ich bin Krebs, Aszendent Waage", "je suis cancer, lui est scorpion", "sou de câncer, fazer o quê"]) expect(kinds(clean), clean).toEqual([]);
    expect(kinds("I have cancer, so chemo on tuesdays")).toEqual(["health"]);
    expect(kinds("tengo cáncer de mama desde el año pasado")).toEqual(["health"]);
  });

  it("a carer's visit with a pet after the carer is the pet's", () => {
    expect(kinds("rendez-vous chez le psy pour le chien demain")).toEqual([]);
    expect(kinds("afspraak bij de psycholoog voor mezelf om 9u")).toEqual(["health"]);
  });

  it("a friend's handle stays a person's beside a service word; a service word after a company's handle makes it the company's", () => {
    expect(covered("mijn vriend @tom.jansen zit bij de klantenservice")).toBe("@tom.jansen");
    expect(covered("meine Freundin @lisa_meyer aus dem Kundenservice hilft")).toBe("@lisa_meyer");
    for (const clean of ["@Zalando support antwortet endlich", "@Vinted service client est nul"]) expect(kinds(clean), clean).toEqual([]);
    // A dotted name (Instagram's; a company's X account has no dot) beside a service word is a person who works there.
    expect(covered("il servizio clienti mi ha passato @marta.galli, gentilissima")).toBe("@marta.galli");
    for (const clean of ["support ticket: @app.route returns 404", "in flask use @app.route"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a sort code with its account number is bank details; a sort code alone or an account's last digits are not", () => {
    expect(kinds("sort code 11-22-33 account number 44556677 for the deposit")).toEqual(["bank_account", "bank_account"]);
    for (const clean of ["sort code 11-22-33 is on the letter", "sort code 11-22-33, account ending 6677"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a NIE or a NIF right after its word is personal data even when its check fails", () => {
    expect(covered("mi NIE es X4821193B por si acaso")).toBe("X4821193B");
    expect(covered("o NIF é 258 741 96")).toBe("258 741 96");
  });
});
