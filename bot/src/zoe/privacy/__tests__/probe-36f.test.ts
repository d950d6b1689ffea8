/**
 * Outside probe (f) of issue #36: what an owner who has never seen ZOE's code tries, in all seven
 * languages with the owner's region unset, on the families where the gate is weakest (passwords said
 * in prose, recovery-code lists, postal addresses, spelled e-mail, national ids and phones), each
 * beside a clean look-alike. A secret must be refused even in redact mode; a personal value must be
 * masked whole in redact mode, nothing of it left readable in the text that goes out; a clean
 * sentence must go out untouched. Sentences in eval/pii-corpus/probe36f.ts (beside the other corpora, so the benchmark can read them), values drawn at run time.
 */
import { describe, expect, it } from "vitest";
import { corpusFaults, expectProbeGroups, expectSentAsOwnerSees } from "../../test-support/privacy-gate.ts";
import { probe36f } from "../../eval/pii-corpus/probe36f.ts";

const cases = probe36f();
const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c }));

describe("outside probe (f), #36: the batch holds what it says", () => {
  it("about twenty sensitive sentences and as many clean look-alikes per family, in all seven languages", () => {
    const floor = { sensitive: 20, clean: 20, languages: 7 };
    expectProbeGroups(cases, { prose: floor, codes: floor, address: { ...floor, languages: 6 }, "mail-id-phone": floor });
  });
});

describe("outside probe (f), #36: an owner's line as it goes out in redact mode, region unset", () => {
  it.each(named)("$name", ({ c }) => expectSentAsOwnerSees(c));
});

// Written after the first pass, to hold the rules it led to (a value first with no password word,
// keyword-less code lists, localities, street titles) to clean text that looks like their input.
describe("outside probe (f), #36: what the new rules must leave alone", () => {
  it.each([
    "R7800 is the new one for the router, the old one died",
    "v2.4.1 is the firmware for the router now",
    "3.5mm is the jack for the router",
    "Abfahrt Ankunft\n0715 0802\n0745 0832\n0815 0902\n0845 0932\n0915 1002",
    "Teilnehmer: user2024a, user2024b, user2024c",
    "commits: 3f9a1c2b7e, 8d0e4f6a1b, 5c7b2d9e0f",
    "località balneare, 3 km dal mare, si arriva in 10 minuti",
    "lieu-dit ou pas, rendez-vous à 15h devant la mairie",
    "Toen sprak burgemeester de Vries over de Kerkstraat",
    "mot de passe impots.gouv oublié, je refais la demande",
    "la password della banca, quella nuova che mi hanno dato, è scaduta",
  ])("%s", (text) => {
    expect(corpusFaults({ label: "clean", family: "probe-f-after", text, region: "" })).toEqual([]);
  });
});
