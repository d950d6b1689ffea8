/**
 * Outside probe (p) of issue #36: redaction leaks and the three personal families the untuned corpus
 * still fails in (e-mail obfuscated, national ids, phones), with printed recovery-code lists and
 * passwords in quotes or after a dash, in all seven languages with Dutch the most
 * (eval/pii-corpus/probe36p.ts, committed before the gate ran on it). New against probes (k)–(o):
 * e-mails with the language's words and symbols mixed, in brackets, in capitals, over a line break and
 * with spaces inside the domain; ids split by words ("letra", "clé") or groups, labels mistyped;
 * phones in pieces with a name between, after whatsapp/zap/móvil/cellulare/mobiel, in a wa.me link,
 * beside an order number that is no phone. Each line is read as the owner would see it with the region
 * unset, and every positive case is checked for a leak: three digits or four letters of its value
 * readable after redaction.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { Fakes, LOWER } from "../../eval/pii-corpus/fakes.ts";
import { codiceFiscale, nifPt, nir } from "../../eval/pii-corpus/outside.ts";
import { probe36p } from "../../eval/pii-corpus/probe36p.ts";
import { removeSecrets } from "../../conversation/index.ts";
import { gateOutbound } from "../gate.ts";
import { covered, describeOutsideProbe, kinds, valuePartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36p();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT), the secret masked in a kept message (MASKED) and a part of a value left
 * readable (LEAK). Each is an `it.fails`, so a fix shows as a failure here until its number leaves
 * the list.
 */
// Before the fixes (first run): 31 of 260 lines wrong as sent, 3 of 35 secrets leaving parts in a kept
// message, 29 positive cases leaving three digits or four characters readable (4 of them values the gate
// had found: a NIR's key said after it, a DNI's digits, a NIF's first three, a codice fiscale's last four).
// Secrets caught 32/35 (prose_password 16/18, recovery_codes 9/10, leak 7/7); personal values found 97/119
// (email_obfuscated 36/38, one more left partly readable; national_id 17/28, two partly readable, one
// blocked as a code; phone 28/37; leak 16/16); clean blocked 2/106. Per language, values caught / clean
// blocked / cases leaking: en 14/21 1/15 7, de 17/22 0/14 5, fr 18/19 0/14 2, es 18/19 1/13 2, pt 19/20
// 0/13 2, it 16/20 0/13 5, nl 27/33 0/24 6.
// After (the rules below): secrets 34/35, personal values 116/119 (email 37/38, national_id 27/28,
// phone 36/37), clean blocked 0/106, leaks 4, each a value still missed (none of a value found): en 19/21
// 0/15 2, de 22/22, fr 19/19, es 19/19, pt 20/20 (0 blocked, 0 leaking), it 19/20 0/13 1, nl 32/33 0/24 1.
// Left: "g mail dot com" (a provider's name split by a space), "BNS" for "BSN" (a three-letter word is
// never guessed at), a UK mobile with dots in English with the region unset (English names no region),
// "la pass della banca e' \"…\"" ("pass" with the Italian connector), and "il mio codice fiscle è …"
// blocked as a code rather than masked as an id. The same at PROBE_SEED 1-3. (Probe (q)'s story rule
// since reads 167, "la pass della banca e' \"…\"": a password's shape after a connector in a sentence
// naming the bank.)
const KNOWN_SENT: number[] = [4, 76, 84, 97];
const KNOWN_MASKED: number[] = [];
const KNOWN_LEAK: number[] = [4, 84, 97];

describeOutsideProbe("p", cases, {
  email_obfuscated: { sensitive: 38, clean: 15, languages: 7 },
  national_id: { sensitive: 28, clean: 15, languages: 7 },
  phone: { sensitive: 37, clean: 15, languages: 7 },
  prose_password: { sensitive: 18, clean: 9, languages: 7 },
  recovery_codes: { sensitive: 10, clean: 7, languages: 7 },
  leak: { sensitive: 23, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 42, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

describe("outside probe (p), #36: no part of a value is readable after redaction (3 digits or 4 characters)", () => {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c })).filter((x) => x.c.label !== "clean");
  const seeded = process.env.PROBE_SEED === undefined;
  const known = (x: { i: number }): boolean => seeded && KNOWN_LEAK.includes(x.i);
  it.each(named.filter((x) => !known(x)))("$name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
  it.fails.each(named.filter((x) => known(x)))("known leak: $name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (p) led to, and their look-alikes", () => {
  const f = new Fakes(0x37fb);
  const redacted = (text: string): string => {
    const r = gateOutbound(text, "redact", { region: "" });
    return r.ok ? r.body : "";
  };

  it("an id word typed with one letter off still names its checked number; another long word does not", () => {
    const b = f.bsn();
    expect(covered(`burgerservicenumer van mijn dochter: ${b}`)).toBe(b);
    const cf = codiceFiscale(f);
    expect(covered(`il codice fiscalle del nonno è ${cf.toLowerCase()}`)).toBe(cf.toLowerCase());
    for (const clean of [`klantenservicenummer ${f.bsn()}`, `serienummer ${f.bsn()} op de doos`]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a Steuer-ID after 'Steuer-IdNr' or in groups of five or with dashes, a BSN in 2-3-4 or dashed groups, a CPF in spaced groups after its word", () => {
    const s = f.steuerId().replace(/ /g, "");
    const dashed = `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6, 9)}-${s.slice(9)}`;
    expect(covered(`Steuer-IdNr. der Tochter ${dashed}`)).toBe(dashed);
    const b = f.bsn();
    const bs = `${b.slice(0, 2)} ${b.slice(2, 5)} ${b.slice(5)}`;
    expect(covered(`bsn: ${bs}`)).toBe(bs);
    const c = f.cpf().replace(/\D/g, "");
    const cs = `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6, 9)} ${c.slice(9)}`;
    expect(covered(`o cpf do meu pai é ${cs}`)).toBe(cs);
    for (const clean of [`Kundennummer ${dashed}`, "Rechnung 12 34567 89012 bis Freitag", "pedido 123 456 789 09 enviado"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a NIR's key said after a word goes with it when it is the key; two other digits there do not", () => {
    const n = nir(f).replace(/ /g, "");
    const key = n.slice(13);
    const wrong = String((Number(key) + 1) % 100).padStart(2, "0");
    expect(covered(`numéro de sécu ${n.slice(0, 13)} clé ${key}`)).toBe(`${n.slice(0, 13)} clé ${key}`);
    expect(covered(`numéro de sécu ${n.slice(0, 13)} bureau ${wrong}`)).toBe(n.slice(0, 13));
  });

  it("a codice fiscale in other groups after its word is one; a product code so grouped without the word is not", () => {
    const cf = codiceFiscale(f);
    const g = `${cf.slice(0, 3)} ${cf.slice(3, 6)} ${cf.slice(6, 8)} ${cf.slice(8, 11)} ${cf.slice(11)}`;
    expect(covered(`codice fiscale ${g}`)).toBe(g);
    expect(kinds(`codice prodotto ${g}, spedito ieri`)).toEqual([]);
  });

  it("a file's year and number after an id word is no id", () => {
    for (const clean of ["Steuernummer kommt noch, Aktenzeichen 2026/447-3", "el NSS lo traigo luego, expediente 2025/01182"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a personal number's opening or closing piece said after it is masked with it; the same digits before it, or others after, are not", () => {
    const nif = nifPt(f);
    expect(redacted(`NIF ${nif}, começa por ${nif.slice(0, 3)}`)).not.toContain(nif.slice(0, 3));
    const cf = codiceFiscale(f);
    expect(redacted(`CF ${cf} (ultimi quattro ${cf.slice(-4)})`)).not.toContain(cf.slice(-4));
    expect(redacted(`sala ${nif.slice(0, 3)}: NIF ${nif}`)).toContain(`sala ${nif.slice(0, 3)}`);
    expect(redacted(`NIF ${nif}, sala 1${nif.slice(0, 2)}`)).toContain(`sala 1${nif.slice(0, 2)}`);
  });

  it("a phone word's own number sign is no other number's label; another label's is", () => {
    const m = `0176 ${f.digits(7)}`;
    expect(covered(`Tel.-Nr. ${m}`)).toBe(m);
    expect(kinds(`Bestellung Nr ${m}`)).toEqual([]);
  });

  it("a WhatsApp link holds a phone number; a link to a message or a channel does not", () => {
    const n = `346${f.digits(8)}`;
    expect(covered(`https://wa.me/${n}?text=hola`)).toBe(n);
    for (const clean of ["wa.me/message/K7PX2QABC1", "https://wa.me/channel/0029VaA1b2C3"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a mobile told in two pieces with an aside between them is one; a score so told is not", () => {
    const t = `il mio cellulare è 3${f.int(20, 49)}, scrivilo bene, poi ${f.digits(7)}`;
    expect(kinds(t)).toEqual(["phone"]);
    expect(kinds("score was 120, after a replay, then 34 56 78 in the second round")).toEqual([]);
  });

  it("an address with the sign unspaced before a spelled domain, or a spaced dot before its end, is one; prose so is not", () => {
    expect(covered("mail lena.k@posteo punkt de")).toBe("lena.k@posteo punkt de");
    expect(covered("schreib an jonas_b at web . de")).toBe("jonas_b at web . de");
    for (const clean of ["see me@home dot later", "version 2 . 3 at home . de"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a printed list's tick boxes are list marks between codes; a to-do list of digits is no code list", () => {
    const c = Array.from({ length: 6 }, () => `${f.digits(4)} ${f.digits(4)}`);
    const t = `Sicherungscodes\n${c.map((x) => `[ ] ${x}`).join("\n")}`;
    const kept = removeSecrets(t).text;
    for (const x of c) expect(kept).not.toContain(x);
    expect(kinds(`Einkaufsliste:\n[ ] ${c[0]}\n[x] Milch\n[ ] Brot`)).toEqual([]);
  });

  it("a value in quotes after a password word and what it is for is the password; a quoted name with a space or without a digit is not", () => {
    const v = `${f.chars(LOWER, 4)}${f.digits(4)}#${f.chars(LOWER, 2)}`;
    expect(covered(`wachtwoord van de bank "${v}" niet vergeten`)).toBe(v);
    for (const clean of ['het wachtwoord voor "Mijn Ziggo2024" werkt niet', 'Passwort für "Online-Banking" ändern', 'the password for "user42" is managed by IT']) expect(kinds(clean), clean).toEqual([]);
  });

  it("a phone told in two pieces with an aside right after a phone word is one; other numbers so told are not", () => {
    const t = `mijn nummer: 06, even kijken, ${f.int(1, 5)}${f.digits(7)}`;
    expect(kinds(t)).toEqual(["phone"]);
    for (const clean of ["mi número de pedido es 612, el otro, 345 678", "Nummer 12, dann Seite 3, 45678"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a quoted phrase of small words is prose, not a password; a quoted value still is one", () => {
    expect(kinds('the wifi password is "the one on the box"')).toEqual([]);
    const v = `${f.chars(LOWER, 5)}${f.digits(3)}!Q`;
    expect(kinds(`the wifi password is "${v}"`)).toEqual(["password_in_prose"]);
  });
});
