/**
 * The twelfth engineer's development sentences (eval/pii-corpus/outside8.ts): clean sentences that
 * look risky (bookings, boarding passes, tracking, a company's invoice numbers, lotteries, scores,
 * coordinates, colours, commits, docker tags, UUIDs, error codes, ISBNs, chords, knitting, timetables,
 * a company's postcode, toll-free and public service numbers, password talk with no value), secrets
 * said by new writers (babysitter, check-in, handover, an elderly person's bank login, a teenager's
 * game account, shared streaming logins, a note of codes, licence keys) and personal data in new
 * layouts (signatures, vCards, pasted forms, one-line addresses, numbers with another country's prefix).
 * Read with the corpus's own seed and eight others.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { outside8Corpus, outside8Sentences } from "../../eval/pii-corpus/outside8.ts";
import { corpusFaults, expectCorpusShape, sent } from "../../test-support/privacy-gate.ts";

const SEEDS = [20261218, 1, 2, 3, 4, 5, 6, 7, 8];

// Still wrong after this batch's rules, at every seed: "root on the NAS is …" (no password word),
// "the garage keypad takes 5692" ("takes" is no connector), "la clave de firma del banco, la de las
// operaciones, es 5849" (a code word's clause broken by two commas) and "la pass di steam è …"
// ("pass" is also the German passport, so it is no keyword before "è").
const STILL_MISSED = new Set(["secret/handover/en", "secret/checkin/en", "secret/elderly_bank/es", "secret/game_account/it"]);
// At one or two seeds: a German "Servicenummer 0…" drawn with a trunk 0 reads as a phone (the word
// also names a hotline's number, so it is no label of another kind of number), and a door or alarm
// code that reads as a year before 2040 after "avec" or a door word ("portone 2014").
const SEED_MISSES: Record<number, string[]> = { 1: ["secret/babysitter/fr"], 2: ["clean/outside8_clean/de"], 5: ["secret/checkin/it"], 8: ["clean/outside8_clean/de"] };

describe("the outside8 development sentences", () => {
  it("hold at least 300 sentences, 60% or more outside English, in all seven languages", () => {
    expectCorpusShape(outside8Corpus(), { total: 300, clean: 150, sensitive: 140, outsideEnglish: 0.6 });
  });

  it.each(SEEDS)("with seed %i: every clean sentence goes out, every personal value is masked whole, every secret but the known few is refused", (seed) => {
    const wrong = outside8Sentences(new Fakes(seed))
      .map((c) => ({ family: `${c.label}/${c.family}/${c.lang}`, faults: corpusFaults(c) }))
      .filter((x) => x.faults.length > 0)
      .map((x) => x.family);
    expect(wrong.filter((f) => !STILL_MISSED.has(f) && !(SEED_MISSES[seed] ?? []).includes(f))).toEqual([]);
  });
});

describe("what the owner sees for the forms the eighth batch brought up", () => {
  const f = new Fakes(81);

  it("a free, shared-cost or public service line goes out as written; a person's mobile beside it is masked", () => {
    for (const [line, region] of [
      [`Giftnotruf kostenlos 0800 ${f.digits(3)} ${f.digits(4)}, Notruf 112`, "DE"],
      [`le numéro vert 0 800 ${f.digits(2)} ${f.digits(2)} ${f.digits(2)}`, "FR"],
      [`teléfono gratuito 900 ${f.digits(3)} ${f.digits(3)}`, "ES"],
      ["SNS 24: 808 24 24 24, emergência 112", "PT"],
      [`numero verde 800 ${f.digits(3)} ${f.digits(3)}`, "IT"],
      [`SAC gratuito 0800 ${f.digits(3)} ${f.digits(4)}`, "BR"],
    ] as const) expect(sent(line, region), line).toBe(line);
    expect(sent(`free line 0800 ${f.digits(3)} ${f.digits(4)} or my mobile 07${f.int(400, 999)} ${f.digits(6)}`, "GB")).toMatch(/^free line 0800 \d{3} \d{4} or my mobile \[redacted:phone\]$/);
  });

  it("a company's VAT or registry number, a parcel's number and an ISBN's digits are no phone", () => {
    for (const [line, region] of [
      [`la ditta è a Milano, P.IVA 0${f.digits(10)}`, "IT"],
      [`GLS: il collo 34${f.digits(8)} è in consegna`, "IT"],
      [`GLS-Paket 06${f.digits(9)} liegt im Paketshop`, "DE"],
      [`bedrijf in Utrecht, KvK 3${f.digits(7)}`, "NL"],
      ["Leseliste: ISBN 978-4-0054-2795-6 und 978-8-0025-0051-3", "DE"],
    ] as const) expect(sent(line, region), line).toBe(line);
  });

  it("a commit message naming a login screen is no login pair", () => {
    const log = `git log: 3b0f869 "login-scherm aangepast", b6a7357 "token verversen", 139b51c "merge"`;
    expect(sent(log, "NL")).toBe(log);
    // A user word standing alone still pairs: "login x, password …" keeps its plain word.
    expect(sent("login mum, password sunflower")).toBeNull();
  });

  it("every code of a labelled list is refused, a licence key too; talk about one is not", () => {
    expect(sent(`codes: garage ${f.digits(4)}, bike lock ${f.digits(3)}, safe ${f.digits(6)}`)).toBeNull();
    expect(sent(`Office licence key: ${Array.from({ length: 5 }, () => f.chars("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)).join("-")}`)).toBeNull();
    expect(sent(`keypad: ${f.digits(4)}`)).toBeNull();
    const talk = "the free version doesn't ask for a product key, only Pro does";
    expect(sent(talk)).toBe(talk);
  });

  it("a teenager's shorthand for the password is a password word", () => {
    expect(sent(`mon mdp minecraft c Pinguino!${f.int(1970, 2010)} tu peux te co`, "FR")).toBeNull();
    expect(sent(`mi contra de la play es sardinha${f.digits(3)}Sar no se la digas`, "ES")).toBeNull();
    const prose = "el partido contra el Betis es el 12/03 a las 21:00";
    expect(sent(prose, "ES")).toBe(prose);
  });

  it("a Brazilian address with its quarter, town, state and CEP, and a vCard's address line, are masked whole", () => {
    expect(sent(`endereço: Rua Oscar Freire, ${f.int(100, 2000)}, apto ${f.int(11, 99)} - Jardins, São Paulo - SP, 01426-${f.digits(3)}`, "BR")).toBe("endereço: [redacted:street_address]");
    expect(sent(`BEGIN:VCARD\nADR;TYPE=HOME:;;Via Manzoni ${f.int(1, 80)};Milano;;20${f.digits(3)};Italia\nEND:VCARD`, "IT")).toBe("BEGIN:VCARD\nADR;TYPE=HOME:;;[redacted:street_address]\nEND:VCARD");
  });
});
