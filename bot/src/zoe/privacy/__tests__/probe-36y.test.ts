/**
 * Outside probe (y) of issue #36, a short round (eval/pii-corpus/probe36y.ts, committed before the gate ran
 * on it): health facts said without a dose or a diagnosis label (a condition the owner has, a pregnancy, a
 * waiting list or an operation, a medicine by name alone, therapy and psychiatrist visits) in all seven
 * languages; a person's handle against a brand's or company's; and clean look-alikes (health words in news,
 * recipes, sport, small talk, someone else's health in an errand; companies' handles after service words).
 * The whole batch is pinned in a few tests (CI time): the cases the gate gets wrong at the default seed are
 * listed by number, so a fix or a new fault both change the list.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { probe36y } from "../../eval/pii-corpus/probe36y.ts";
import { covered, expectProbeGroups, kinds, pinProbeBatch } from "../../test-support/privacy-gate.ts";

const cases = probe36y();

// Before the rules (first run): 73 of 118 lines wrong; health caught 4/44, a person's handle 9/15 (a dotted
// Instagram name read as a decorator), companies' handles flagged 21/21.
// After (a condition after the owner's verb, weeks of a pregnancy, a visit to a carer of the mind, a waiting
// list or an operation, a medicine by its family's stem or after "slik", companies' handles by a service word
// or an account's shape, a dotted handle after a person's word): 6 wrong, 3 leaking.
// Left: "my Ozempic prescription" and "upped my lithium dose" (no taking word before the name), "prendo lo
// Xanax" (a brand with no medicine stem), "je prends du Levothyrox" (masked but its article "du" left: the
// label holds it), "@Free_1337" and "@BouyguesTelecom" (a brand's name no shape tells from a person's).
const KNOWN_SENT: number[] = [3, 18, 39, 51, 52, 88];
const KNOWN_MASKED: number[] = [];
// Probe (z) took the leak out of 88 ("prendo lo Xanax": Xanax is now a medicine's name; the article the label
// holds still keeps the line in the list).
const KNOWN_LEAK: number[] = [3, 18];

describe("outside probe (y), #36", () => {
  it("holds what it says: about 120 cases, health and handles in all seven languages, half of them clean", () => {
    expect(cases.length).toBeGreaterThanOrEqual(115);
    expectProbeGroups(cases, {
      health: { sensitive: 44, clean: 0, languages: 7 },
      handle: { sensitive: 15, clean: 0, languages: 7 },
      lookalike: { sensitive: 0, clean: 59, languages: 7 },
    });
  });

  pinProbeBatch(cases, { sent: KNOWN_SENT, masked: KNOWN_MASKED, leak: KNOWN_LEAK }, 0.12);
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside the
// look-alikes that must stay untouched.
describe("the rules probe (y) led to, and their look-alikes", () => {

  it("a lasting condition after the owner's own verb is a health fact; a cold, someone else's, or a worry is not", () => {
    expect(covered("btw I have type 1 diabetes, keep juice in the car")).toBe("type 1 diabetes");
    expect(covered("ik lijd aan reuma sinds mijn dertigste")).toBe("reuma");
    expect(covered("sono diabetica, niente dolci")).toBe("diabetica");
    for (const clean of ["I have a cold, working from home", "Opa hat Diabetes, Insulin holen", "tengo ansiedad por el examen", "ho la febbre, resto a casa", "ich habe Zeit am Montag"]) expect(kinds(clean), clean).toEqual([]);
    // A compound about something else, a program's name, a feeling: not a condition.
    for (const clean of ["Termin im Diabeteszentrum am Montag", "I have MS Teams at 3", "je suis en tension avec mon frère"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("the weeks of a pregnancy with the word pregnant are a health fact; weeks alone are not", () => {
    expect(covered("zij weet het nog niet: 12 weken zwanger")).toBe("12 weken zwanger");
    expect(covered("estou grávida de 9 semanas")).toBe("grávida de 9 semanas");
    for (const clean of ["project takes 12 weeks", "nog 3 weken tot de vakantie"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a visit to a carer of the mind and a waiting list or an operation are health facts; a visit to anyone else is not", () => {
    expect(covered("afspraak met de psycholoog om 9u")).toBe("afspraak met de psycholoog");
    expect(covered("rendez-vous chez le psychiatre lundi")).toBe("rendez-vous chez le psychiatre");
    expect(kinds("auf der Warteliste für eine neue Hüfte")).toEqual(["health"]);
    for (const clean of ["afspraak bij de kapper om 9u", "therapy with my mum was a joke, she hates yoga", "rdv chez le garagiste lundi"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a medicine's name on its family's stem after a word of taking it is a health fact; a drink or a ride is not", () => {
    expect(covered("I take atorvastatin every night")).toBe("atorvastatin");
    expect(covered("ik slik Concerta sinds maart")).toBe("Concerta");
    for (const clean of ["je prends du Coca avec la pizza", "taking the pram to the park", "tomo el tren de las 8"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a company's handle after a service word or in an account's shape is clean; a person's after a person's word stays flagged", () => {
    for (const clean of ["Kundenservice @vodafone antwortet nie", "@Ryanair_Help no refund yet", "@IBERIA maleta perdida", "ho scritto a @Poste_Italiane_official"]) expect(kinds(clean), clean).toEqual([]);
    expect(covered("DM @anna_kowalski about the sofa")).toBe("@anna_kowalski");
    expect(covered("my handle is @JD_smith")).toBe("@JD_smith");
    expect(covered("mijn insta is @sanne.bakker")).toBe("@sanne.bakker");
    expect(kinds("in flask use @app.route")).toEqual([]);
  });
});
