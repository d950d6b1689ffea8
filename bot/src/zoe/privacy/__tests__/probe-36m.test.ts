/**
 * Outside probe (m) of issue #36: the families the untuned corpus still fails in (e-mail obfuscated,
 * national ids, phones, passwords said in words, recovery codes) and redaction leaks, in all seven
 * languages with Dutch the most (eval/pii-corpus/probe36m.ts, committed before the gate ran on it).
 * New against probes (k) and (l): chat-typed forms (no accents, "e'", typos in the keyword), a value a
 * message or two after its keyword, colon-less form labels, recovery codes on one line or in 4-4
 * groups, e-mail with "{at}", "(a)", "[at] … punt", ids with dashes and abbreviated or misspelt labels,
 * phones with the country code in words, extensions or dots; and clean look-alikes of the same shapes.
 * Each line is read as the owner would see it with the region unset.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { removeSecrets } from "../../conversation/index.ts";
import { DIGITS, Fakes, LOWER } from "../../eval/pii-corpus/fakes.ts";
import { nir } from "../../eval/pii-corpus/outside.ts";
import { type Probe36mCase, probe36m } from "../../eval/pii-corpus/probe36m.ts";
import { scan } from "../gate.ts";
import { covered, describeOutsideProbe, kinds } from "../../test-support/privacy-gate.ts";

const cases = probe36m();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 38 of 235 lines wrong as sent, 18 of 62 secrets leaving parts in a kept
// message. Secrets caught 44/62 (prose_password 26/37, recovery_codes 11/17, leak 7/8), personal values
// 64/84 (email_obfuscated 18/25, national_id 22/25, phone 16/24 with 6 more leaving "plus" readable,
// leak 8/10), clean blocked 0/89. Per language, secrets / personal values caught: en 7/9 10/13, de 6/8
// 7/10, fr 7/8 7/10, es 6/8 8/10, pt 4/8 8/10, it 6/8 8/10, nl 8/13 16/21.
// After (the rules below): 0 and 0 at this seed. At PROBE_SEED 1-5 what is left: "app me op 06.0…"
// (the batch draws Dutch numbers no plan has, 06-0…: no phone, rightly) and a password's letters-only
// tail said again ("laatste stuk is Hagel": a word alone is not masked as an echo, by design).
const KNOWN_SENT: number[] = [];
const KNOWN_MASKED: number[] = [];

describeOutsideProbe("m", cases, {
  email_obfuscated: { sensitive: 25, clean: 9, languages: 7 },
  national_id: { sensitive: 24, clean: 10, languages: 7 },
  phone: { sensitive: 22, clean: 10, languages: 7 },
  prose_password: { sensitive: 36, clean: 15, languages: 7 },
  recovery_codes: { sensitive: 15, clean: 10, languages: 7 },
  leak: { sensitive: 17, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 30, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (m) led to, and their look-alikes", () => {
  const f = new Fakes(0x36db);
  const name = (): string => f.chars(LOWER, f.int(4, 7));
  const pw = (): string => `${name()}${f.digits(3)}${f.pick(["!", "#", "*"])}${name().toUpperCase().slice(0, 2)}`;
  const secret = (text: string): boolean => scan(text, { region: "" }).some((h) => h.kind === "secret");

  it("a password word typed with a letter dropped, doubled or swapped still announces a value; the same words about a password do not", () => {
    for (const t of ["het wachtwort is $", "mein Pasword ist $", "a sennha é $", "the passwrod is $", "la contrasñea es $"]) {
      const v = pw();
      expect(covered(t.replace("$", v)), t).toBe(v);
    }
    for (const clean of ["het wachtwort is verlopen", "mein Pasword ist zu kurz, sagt die Seite", "the passwrod reset link expired", "the passport is in the top drawer", "a sennha é a mesma de sempre"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("recovery codes of two groups of four small letters and digits after their keyword are a list; prose after the keyword is not", () => {
    const codes = Array.from({ length: 6 }, () => `${f.chars(LOWER + DIGITS, 2)}${f.digits(1)}${f.chars(LOWER, 1)} ${f.chars(LOWER, 2)}${f.digits(2)}`);
    const text = `backup codes ${codes.join(", ")}`;
    expect(kinds(text)).toContain("recovery_codes");
    for (const c of codes) expect(removeSecrets(text).text).not.toContain(c);
    // A list may open with a code of letters only; it is masked with the list.
    const lettersFirst = [`${f.chars(LOWER, 4)} ${f.chars(LOWER, 4)}`, ...codes.slice(0, 4)];
    const listed = `Wiederherstellungscodes\n${lettersFirst.join("\n")}`;
    for (const c of lettersFirst) expect(removeSecrets(listed).text).not.toContain(c);
    for (const clean of ["backup codes: save them into your safe, each code only once", "Wiederherstellungscodes: habe sie noch, Ordner oben links", "herstelcodes kwijt? vraag nieuwe aan bij de bank"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an \"a\" in brackets between a mail name and a domain is the at sign; options (a) and (b) are not", () => {
    const a = `${name()}.${name()}(a)${name()}.de`;
    expect(covered(`Mail an ${a}`)).toBe(a);
    const b = `${name()}${f.digits(2)} [a] ${name()} punto it`;
    expect(covered(`scrivimi: ${b}`)).toBe(b);
    for (const clean of ["pick (a) or (b) and reply by friday", "opção (a) ponto final, opção (b) depois", "see point (a) above, then (b)"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a question about a password answered a line or two below, after a line of stalling, is one; an answer of words is not", () => {
    const v = pw();
    expect(covered(`wifi password?\nsec, looking\nhere: ${v}`)).toBe(v);
    const w = pw();
    expect(covered(`la contraseña del portátil?\nun momento\nes ${w}`)).toBe(w);
    const k = `${f.chars("ABCDEFGHJK", 2)}${f.digits(2)}${f.chars("ABCDEFGHJK", 1)}${f.chars(LOWER, 2)}${f.digits(1)}${f.chars(LOWER, 1)}`;
    expect(covered(`cual era la clave del router?\nespera\nya: ${k}`)).toBe(k);
    for (const clean of ["what was the password again?\nno idea\nask Sam tomorrow", "la clave del wifi?\nespera\nya: funciona otra vez", "het wachtwoord?\nff kijken\nhet staat op de router", "the door code?\nwait\nsince 2019 the same"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a password after a name and before an aside in brackets closes its item; a plain word there does not", () => {
    const v = `${name()}${f.digits(4)}${f.pick(["!", "#"])}${name().toUpperCase().slice(0, 1)}`;
    expect(covered(`password netflix ${v} (capital at the end)`)).toBe(v);
    for (const clean of ["wachtwoord ziggo werkt niet (weer)", "password manager vault (the family one)"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a Portuguese \"e\" typed for \"é\" ties a value to its password word; \"e\" for \"and\" does not", () => {
    const v = pw();
    expect(covered(`a senha do banco e ${v}`)).toBe(v);
    for (const clean of ["a senha e o PIN estão no envelope", "la password e il PIN sono nel cassetto", "a senha e o utilizador ficam com a Rita"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an identity number's word typed without accents, spaced or abbreviated is its word; a number with a wrong check after it is none", () => {
    const n = nir(f).replace(/ /g, "");
    expect(covered(`numero de securite sociale ${n}`)).toBe(n);
    const b = f.bsn();
    const spaced = `${b.slice(0, 4)} ${b.slice(4, 6)} ${b.slice(6)}`;
    expect(covered(`burger service nummer ${spaced}`)).toBe(spaced);
    const wrong = `${n.slice(0, 13)}${String((Number(n.slice(13)) + 1) % 100).padStart(2, "0")}`;
    const bad = `${b.slice(0, 8)}${(Number(b.charAt(8)) + 1) % 10}`;
    for (const clean of [`numero de securite sociale ${wrong}`, `burger service nummer ${bad}`, "numero de securite sociale oublié, je le cherche"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a country code's plus said in words is part of the number; \"plus\", \"más\", \"mais\" before a count are not", () => {
    const nl = `plus 31 6 ${f.digits(8)}`;
    expect(covered(`bel me op ${nl}`)).toBe(nl);
    const it_ = `più 39 3${f.int(20, 49)} ${f.digits(7)}`;
    expect(covered(`chiamami, ${it_}`)).toBe(it_);
    for (const clean of ["plus 31 people signed up this week", "más 34 personas en lista de espera", "mais 55 inscritos desde segunda", "score 120 plus 44 bonus points"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a word for being reachable ('bereikbaar', 'erreichbar', 'joignable', 'raggiungibile') is a phone word; a labelled number after it stays its label's", () => {
    const nl = `06 ${f.int(1, 5)}${f.digits(3)} ${f.digits(4)}`;
    expect(covered(`ik ben bereikbaar op ${nl}`)).toBe(nl);
    const it_ = `3${f.int(20, 49)} ${f.digits(7)}`;
    expect(covered(`sono raggiungibile al ${it_} dopo le sei`)).toBe(it_);
    for (const clean of ["ik ben bereikbaar tussen 09:00 en 17:00, factuur 06 1234 5678", "erreichbar ab 2026-03-01, Bestellnummer 0171 2345678"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an extension after a number makes it a phone in any of the packs' regions; a labelled number with one is still its label's", () => {
    const v = `02 ${f.digits(4)} ${f.digits(4)} interno ${f.digits(3)}`;
    expect(covered(`ufficio ${v}`)).toBe(v);
    for (const clean of ["Bestellnummer 030 12345678 Durchwahl 12 steht auf dem Lieferschein", "ordine n. 02 0273 9367 interno"]) expect(kinds(clean), clean).toEqual([]);
  });
});

export type { Probe36mCase };
