/**
 * Outside probe (t) of issue #36, weighted to what probe (s) left (eval/pii-corpus/probe36t.ts, committed
 * before the gate ran on it): a service's name and a word-and-number value with no password word ("der
 * Netflix-Login ist …", "NS-account: …", "fürs Zalando-Konto nimmst du …", "Joyn: bello58*"), a contact
 * line led by a role or an occasion with "privé" / "particular" / "pessoal" before the number, streets
 * with no street word in German, Dutch and English ("im Tannenwinkel 13a ab 15 Uhr", "bij Sanne,
 * Berkenhage 11b", "21 Kingsmead") and the clean look-alikes of each (product names with versions, match
 * scores, flight and train numbers, prices, rooms, dates, sizes, published checksums).
 * The whole batch is pinned in a few tests (CI time): the cases the gate gets wrong at the default seed
 * are listed by number, so a fix or a new fault both change the list.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { probe36t } from "../../eval/pii-corpus/probe36t.ts";
import { covered, expectProbeGroups, kinds, pinProbeBatch } from "../../test-support/privacy-gate.ts";

const cases = probe36t();

// Before the fixes (first run): 47 of 208 lines wrong, 46 of them a value missed and left readable, one
// clean line flagged. Caught: service_value 14/41, role_contact 29/35, address 18/31; clean flagged 1/101.
// Per language, caught / clean flagged / leaking: en 5/16 0/14 11, de 8/20 0/17 12, fr 9/12 0/12 3,
// es 10/12 0/11 2, pt 8/12 0/11 4, it 9/12 0/12 3, nl 12/23 1/24 11.
// After (an account or login named with a service's name; a sign ending the message after a label; a
// brand's name and a colon opening a line; means and fillers "use", "nimmst du", "mets", "gebruik je"; the
// words for private before a phone; a comma closing a role or a name; "part" no longer read in "party";
// a time after a place's name, a place's name after a comma or colon, "naar"; English house names):
// 5 wrong, 4 leaking. Caught: service_value 37/41, role_contact 35/35, address 31/31; clean flagged 1/101.
// Left: "the Tesco one, just type …" (no service or account word known), "l'identifiant Ameli c'est mon
// numéro, et après …", "o acesso à NOS é …", "l'accesso a RaiPlay è …" (an access word, not an account's),
// and "Zonnehof 2-1 gewonnen" (a score read as a Dutch house number with its addition).
const KNOWN_SENT: number[] = [5, 24, 40, 48, 165];
const KNOWN_MASKED: number[] = [5, 24, 40, 48];
const KNOWN_LEAK: number[] = [5, 24, 40, 48];


describe("outside probe (t), #36", () => {
  it("holds what it says: ≥200 cases, half or more outside English, 40 or more in Dutch, 60 or more clean, each family in all seven languages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.filter((c) => c.lang !== "en").length / cases.length).toBeGreaterThanOrEqual(0.5);
    expect(cases.filter((c) => c.lang === "nl").length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(60);
    expectProbeGroups(cases, {
      service_value: { sensitive: 41, clean: 24, languages: 7 },
      role_contact: { sensitive: 35, clean: 18, languages: 7 },
      address: { sensitive: 31, clean: 19, languages: 7 },
      lookalike: { sensitive: 0, clean: 40, languages: 7 },
    });
  });

  pinProbeBatch(cases, { sent: KNOWN_SENT, masked: KNOWN_MASKED, leak: KNOWN_LEAK }, 0.05);
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside the
// look-alikes that must stay untouched.
describe("the rules probe (t) led to, and their look-alikes", () => {
  const f = new Fakes(0x3bfb);

  it("a service's account or login named, a brand's name and a colon, a sign ending the message: a word and its number is the password; a user word alone, a product and its version are not", () => {
    const a = `Krümel${f.int(1960, 2020)}`;
    expect(covered(`das Otto-Konto läuft mit ${a}`)).toBe(a);
    const b = `tulp${f.int(10, 99)}!`;
    expect(covered(`Odido: ${b}`)).toBe(b);
    const c = `Canela.${f.int(1960, 2020)}`;
    expect(covered(`la cuenta de Glovo es ${c}`)).toBe(c);
    for (const clean of [`my Steam user is bello${f.int(1960, 2020)}`, "Update: iPhone 15 Pro, Windows 11", "Ajax 2-1, PSV 0-0", "Disney+: seizoen 3"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a phone after the word for private, and on a line whose role or name closes with a comma, is a phone; a price or a room there is not", () => {
    const nl = `06-${f.int(1, 6)}${f.digits(7)}`;
    expect(covered(`buurvrouw Els, privé ${nl}`)).toBe(nl);
    const en = `07${f.int(700, 999)} ${f.digits(6)}`;
    expect(covered(`party: Ben ${en}`)).toBe(en);
    for (const clean of ["privé: 3 dagen vrij vanaf 14 mei", "juf Anouk, lokaal 12, vanaf 8.30", "party: Ben 8pm, 12 beers"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a place's or a house's name with a time after it, or after a comma or colon ending the line, is an address; a count, a score or a room is not", () => {
    const de = `Steinacker ${f.int(1, 40)}`;
    expect(covered(`Abendessen am ${de} um 19 Uhr`)).toBe(`am ${de}`);
    const nl = `Meidoornhof ${f.int(1, 40)}b`;
    expect(covered(`koffie bij tante Jo, ${nl}`)).toBe(nl);
    const en = `${f.int(1, 40)} Hillcrest`;
    expect(covered(`tea at Nan's, ${en}`)).toBe(en);
    for (const clean of ["im Tannenwinkel ab 15 Uhr Kaffee", "40 The Orchard tickets left", "im Wiesengrund 3 Rehe gesehen", "room 21 at 5, size 40 shoes"]) expect(kinds(clean), clean).toEqual([]);
  });
});
