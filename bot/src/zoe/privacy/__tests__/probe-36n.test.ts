/**
 * Outside probe (n) of issue #36: secrets in config and code pastes (YAML, TOML, compose env,
 * connection strings in each language's prose), PINs and codes said in words, IBANs and cards with
 * spaces in prose, street addresses in each country's form, e-mail spelled out with the language's
 * words, national ids with a context word but no label, and clean look-alikes of each (tickets,
 * invoices, postal codes, flights, seats, models, rooms, dotted dates, prices), in all seven
 * languages with Dutch the most (eval/pii-corpus/probe36n.ts, committed before the gate ran on it).
 * Each line is read as the owner would see it with the region unset.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { removeSecrets } from "../../conversation/index.ts";
import { Fakes, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { nifPt } from "../../eval/pii-corpus/outside.ts";
import { type Probe36nCase, probe36n } from "../../eval/pii-corpus/probe36n.ts";
import { covered, describeOutsideProbe, kinds } from "../../test-support/privacy-gate.ts";

const cases = probe36n();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 31 of 239 lines wrong as sent, 22 of 50 secrets leaving parts in a kept
// message. Secrets caught 28/50 (config_paste 25/27, spoken_code 1/20, leak 2/3), personal values 71/80
// (iban_card 17/17, address 19/21, email_spelled 19/20, national_id 11/16, leak 5/6), clean blocked 0/109.
// Per language, secrets / personal values caught: en 6/9 8/8, de 4/7 11/12, fr 3/7 9/10, es 3/5 9/10,
// pt 3/5 9/10, it 3/5 10/10, nl 6/12 15/20.
// After (the rules below): 0 of 239 wrong as sent, 0 secrets leaving parts. Secrets 50/50, personal
// values 80/80, clean blocked 0/109; every language 100%. At PROBE_SEED 1-5 what is left: a Belgian
// street with no street word ("Meir 39 bus 7, 2000 Antwerpen": no rule knows "Meir" is a street) and a
// lower-case two-word Dutch street ("lange nieuwstraat 108-2": only "nieuwstraat 108-2" is masked).
const KNOWN_SENT: number[] = [];
const KNOWN_MASKED: number[] = [];

describeOutsideProbe("n", cases, {
  config_paste: { sensitive: 27, clean: 16, languages: 7 },
  spoken_code: { sensitive: 20, clean: 15, languages: 7 },
  iban_card: { sensitive: 17, clean: 12, languages: 7 },
  address: { sensitive: 21, clean: 15, languages: 7 },
  email_spelled: { sensitive: 20, clean: 8, languages: 7 },
  national_id: { sensitive: 16, clean: 11, languages: 7 },
  leak: { sensitive: 9, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 29, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (n) led to, and their look-alikes", () => {
  const f = new Fakes(0x36ab);
  const pw = (): string => `${f.chars(LOWER, 5)}${f.digits(3)}${f.pick(["!", "#", "*"])}${f.chars(UPPER, 2)}`;
  const said = (words: readonly string[], n: number, sep = " "): string => Array.from({ length: n }, (_, i) => words[i === 0 ? f.int(1, 9) : f.int(0, 9)]!).join(sep);
  const DE = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
  const NL = ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"];
  const IT = ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"];
  const EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

  it("a code said in words after a code word and its connector is a code, digit by digit or in pairs; counts, lengths and places in words are not", () => {
    const cases: Array<[string, string]> = [
      ["Geheimzahl von der Sparkasse lautet $", said(DE, 4)],
      ["de code van de fietskluis: $", said(NL, 5, ", ")],
      ["la combinazione del lucchetto è $", said(IT, 4, "-")],
      ["the garage code is $", said(EN, 6)],
      ["code van de poort is $", "vierentachtig zesendertig"],
      ["le code de l'immeuble c'est $", "quatre-vingt-douze trente-et-un"],
    ];
    for (const [t, v] of cases) expect(covered(t.replace("$", v)), t).toBe(v);
    for (const clean of [
      "die PIN hat vier Ziffern, eins davon eine Null",
      "der Code ist zweiundzwanzig Zeichen lang",
      "de code is drie dagen geldig, daarna een nieuwe",
      "the code review is at two, three at the latest",
      "code: vier mensen, twee auto's",
      "Gleis sieben drei Wagen neun",
      "le code postal c'est soixante-neuf, le Rhône",
    ]) expect(kinds(clean), clean).toEqual([]);
  });

  it("the same code in figures after it is masked with it", () => {
    const digits = `${f.int(1, 9)}${f.digits(3)}`;
    const words = [...digits].map((d) => NL[Number(d)]).join(" ");
    const text = `pincode is ${words}, dus ${digits}`;
    expect(removeSecrets(text).text).not.toContain(digits);
  });

  it("an office that asks for the number stands for its word before a checked id; a number its letter names otherwise, or that fails the check, is none", () => {
    const b = f.bsn();
    expect(covered(`heb ik aan de zorgverzekeraar doorgegeven: ${b}`)).toBe(b);
    const n = nifPt(f);
    expect(covered(`pedem na Segurança Social o ${n}`)).toBe(n);
    const st = f.steuerId().replace(/ /g, "");
    expect(covered(`fürs Finanzamt brauche ich ${st}`)).toBe(st);
    const wrong = `${b.slice(0, 8)}${(Number(b.charAt(8)) + 1) % 10}`;
    // Each office asks for its own country's number: a Portuguese NIF's check passing after a Dutch GP's word is chance.
    const isBsn = (d: string): boolean => [...d.slice(0, 8)].reduce((t, c, i) => t + Number(c) * (9 - i), 0) % 11 === Number(d.charAt(8));
    let nif = nifPt(f);
    while (isBsn(nif)) nif = nifPt(f);
    for (const clean of [`belastingdienst, kenmerk ${b}, betalen voor 1 mei`, `bij de huisarts: afspraak om 14.30, patiëntnr ${nif}`, `heb ik aan de zorgverzekeraar doorgegeven: ${wrong}`, "Finanzamt Frist 31.07.2027, Aktenzeichen 2027/118-B"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a config key named in the owner's language, or a quoted key as a call's first argument, announces its value; placeholders do not", () => {
    for (const t of ["base:\n  mot_de_passe: $", "DB_KENNWORT=$", "bd:\n  contraseña: $", "banco:\n  senha_admin: $", "define('DB_PASSWORD', '$');", "os.environ.setdefault(\"SMTP_PASSWORD\", \"$\")"]) {
      const v = pw();
      expect(covered(t.replace("$", v)), t).toBe(v);
    }
    for (const clean of ["define('DB_PASSWORD', getenv('DB_PASSWORD'));", "wachtwoord: <nog invullen>", "password: [your password here]", "mot_de_passe: ${MDP_BASE}", "senha: ********"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a street named with two linking words ('de la', 'de los', 'van de') or numbered with '#', and a Mexican colonia, are an address; the same names without a number are not", () => {
    const n = (): number => f.int(2, 180);
    const cases = [
      `Avenue de la ${f.pick(["République", "Couronne", "Toison d'Or"])} ${n()}, ${f.pick(["1050 Ixelles", "1000 Bruxelles"])}`,
      `Plaza de los ${f.pick(["Reyes", "Mártires", "Naranjos"])} ${n()}, 3º B, 28013 Madrid`,
      `Calle ${f.pick(["Morelos", "Allende", "Zaragoza"])} #${n()}, Col. ${f.pick(["Roma Norte", "Del Valle", "Centro"])}, 06700 CDMX`,
    ];
    for (const a of cases) expect(covered(`mi dirección: ${a}`), a).toBe(a);
    for (const clean of [
      "la rue de la Paix est fermée jusqu'à 18 h",
      "la Plaza de los Reyes tiene 3 fuentes y 2 bancos",
      "la Calle de la Paz está cortada hasta el lunes",
      "la Col. Centro sale en el mapa, página 4",
      "issue #290 is about the calle parser",
    ]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a gift card's or a booking's number in four-digit groups is not a phone; a phone after it with a phone word still is", () => {
    const g = (): string => `${f.digits(4)} 00${f.int(30, 49)} ${f.digits(4)} ${f.digits(4)}`;
    for (const clean of [`cadeaukaart ${g()}, nog € 12,50 tegoed`, `localizador ${g()}, hotel en Valencia`, `Gutschein ${g()} gilt bis März`, `carte cadeau ${g()}, valable un an`]) expect(kinds(clean), clean).toEqual([]);
    const m = `06 ${f.int(10, 99)}${f.digits(2)} ${f.digits(4)}`;
    expect(covered(`cadeaukaart gekregen, bel me op ${m}`)).toBe(m);
  });

  it("a Dutch 'laag streepje' is an underscore in a spelled-out address; a dash of prose is not", () => {
    const a = `${f.chars(LOWER, 5)} laag streepje ${f.chars(LOWER, 6)} apenstaartje ${f.chars(LOWER, 5)} punt nl`;
    expect(covered(`mail me op ${a}`)).toBe(a);
    for (const clean of ["zet een laag streepje tussen de woorden, punt", "het laag streepje staat naast de nul op het toetsenbord"]) expect(kinds(clean), clean).toEqual([]);
  });
});

export type { Probe36nCase };
