/**
 * Personal data and secrets in the forms owners of every language write them, beside the clean
 * text that only looks like them: national identity numbers with their check digits (Steuer-ID,
 * NIR, DNI/NIE written with dots, codice fiscale, NIF, BSN, CPF, SSN, NI number, Belgian national
 * number), identity documents named by compounds ("Reisepassnummer"), street addresses of Italy,
 * Portugal, Brazil, the Netherlands and lower-case German, dates of birth in every language, login
 * pairs and passwords said in words, seed phrases as people paste them. Development sentences,
 * written before the rules; every value is drawn at run time from a seeded generator and its check
 * digits are computed here, never written literally.
 */
import { wordlist as EN } from "@scure/bip39/wordlists/english.js";
import { wordlist as FR } from "@scure/bip39/wordlists/french.js";
import { describe, expect, it } from "vitest";
import { ALNUM, DIGITS, Fakes, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { gateOutbound, scan } from "../gate.ts";

const f = new Fakes(3638);
const spaced = (s: string, sizes: number[]): string => {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(s.slice(at, at + n));
    at += n;
  }
  return out.join(" ");
};

// ---------------------------------------------------------------------------------------------
// National identity numbers, check digits computed here.

/** French NIR: sex, year, month, department, commune, order, then the key 97 - (number mod 97). */
function nir(): string {
  const body = `${f.pick(["1", "2"])}${f.digits(2)}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 95)).padStart(2, "0")}${f.digits(3)}${String(f.int(1, 999)).padStart(3, "0")}`;
  const key = 97 - Number(BigInt(body) % 97n);
  return body + String(key).padStart(2, "0");
}
const CF_ODD: Record<string, number> = {
  0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};
/** Italian codice fiscale: surname, name, year, month letter, day, town, then the check letter. */
function codiceFiscale(): string {
  const body = `${f.chars(UPPER, 6)}${f.digits(2)}${f.pick([..."ABCDEHLMPRST"])}${String(f.int(1, 71)).padStart(2, "0")}${f.pick([..."ABCDEFGHILMZ"])}${f.digits(3)}`;
  let sum = 0;
  [...body].forEach((ch, i) => {
    sum += i % 2 === 0 ? CF_ODD[ch]! : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  });
  return body + String.fromCharCode(65 + (sum % 26));
}
/** Portuguese NIF: nine digits, the last a mod-11 check. */
function nif(): string {
  const d = `${f.pick(["1", "2", "5"])}${f.digits(7)}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
  const r = 11 - (sum % 11);
  return d + String(r >= 10 ? 0 : r);
}
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const dniDotted = (): string => {
  const n = f.int(10_000_000, 99_999_999);
  const s = String(n);
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5)}-${DNI_LETTERS[n % 23]}`;
};
const nie = (): string => {
  const lead = f.int(0, 2);
  const n = f.int(1_000_000, 9_999_999);
  return `${"XYZ"[lead]}-${n}-${DNI_LETTERS[Number(`${lead}${n}`) % 23]}`;
};
/** Belgian national number: birth date, order, then 97 - (number mod 97). */
function belgianNational(): string {
  const body = `${f.int(50, 99)}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 28)).padStart(2, "0")}${String(f.int(1, 997)).padStart(3, "0")}`;
  const check = String(97 - (Number(body) % 97)).padStart(2, "0");
  return `${body.slice(0, 2)}.${body.slice(2, 4)}.${body.slice(4, 6)}-${body.slice(6)}.${check}`;
}

type Case = [string, string, string?];
const ID_CASES: Case[] = [
  ((v) => [`Meine Steuer-ID ist ${v}, bitte für die Steuererklärung`, v])(f.steuerId().replace(/ /g, "")),
  ((v) => [`Steueridentifikationsnummer: ${v}`, v])(f.steuerId()),
  ((v) => [`mon numéro de sécu : ${v}`, v])(spaced(nir(), [1, 2, 2, 2, 3, 3, 2])),
  ((v) => [`NIR ${v} pour la mutuelle`, v])(nir()),
  ((v) => [`mi DNI es ${v}`, v])(dniDotted()),
  ((v) => [`NIE ${v} para el contrato`, v])(nie()),
  ((v) => [`il mio codice fiscale è ${v}`, v])(codiceFiscale()),
  ((v) => [`codice fiscale di mia madre: ${v.toLowerCase()}`, v.toLowerCase()])(codiceFiscale()),
  ((v) => [`o meu NIF é ${v}`, v])(nif()),
  ((v) => [`número de contribuinte ${v}`, v])(nif()),
  ((v) => [`mijn BSN is ${v}`, v])(f.bsn()),
  ((v) => [`burgerservicenummer van Sanne: ${v}`, v])(f.bsn()),
  ((v) => [`meu CPF é ${v}`, v])(f.cpf()),
  ((v) => [`CPF ${v} para o cadastro`, v])(f.cpf().replace(/\D/g, "")),
  ((v) => [`my SSN is ${v}`, v])(f.ssn()),
  ((v) => [`social security number ${v}`, v])(f.ssn().replace(/-/g, "")),
  ((v) => [`NI number ${v} for the payroll form`, v])(f.nino()),
  ((v) => [`rijksregisternummer ${v}`, v])(belgianNational()),
  ((v) => [`numéro national : ${v}`, v])(belgianNational()),
  ((v) => [`Reisepassnummer ${v}, gültig bis 2031`, v])(`C${f.chars(UPPER.replace(/[AEIOU]/g, "") + DIGITS, 8)}`),
  ((v) => [`Personalausweisnummer: ${v}`, v])(`L${f.chars("CFGHJKLMNPRTVWXYZ0123456789", 8)}`),
  ((v) => [`numéro de passeport ${v}`, v])(`${f.digits(2)}${f.chars(UPPER, 2)}${f.digits(5)}`),
  ((v) => [`número de pasaporte: ${v}`, v])(`PA${f.chars(UPPER, 1)}${f.digits(6)}`),
  ((v) => [`o número do passaporte é ${v}`, v])(`FT${f.digits(6)}`),
  ((v) => [`numero di passaporto ${v}`, v])(`YA${f.digits(7)}`),
  ((v) => [`paspoortnummer ${v}`, v])(`N${f.chars(UPPER, 2)}${f.chars(UPPER + DIGITS, 5)}${f.digits(1)}`),
  ((v) => [`número do cartão de cidadão ${v}`, v])(`${f.digits(8)} ${f.digits(1)} ${f.chars(UPPER, 2)}${f.digits(1)}`),
];

// ---------------------------------------------------------------------------------------------
// IBANs as people write them: grouped, in one run, in lower case, in dashed groups.

const groups4 = (v: string, sep: string): string => v.match(/.{1,4}/g)!.join(sep);
const IBAN_CASES: Case[] = (["DE", "FR", "ES", "IT", "NL", "BE", "GB", "CH", "AT"] as const).flatMap((c): Case[] => [
  ((v) => [`IBAN: ${v}`, v])(f.iban(c)),
  ((v) => [`meine IBAN ist ${v}.`, v])(groups4(f.iban(c), " ")),
  ((v) => [`iban ${v} for the rent`, v])(f.iban(c).toLowerCase()),
  ((v) => [`IBAN ${v}`, v])(groups4(f.iban(c), "-")),
]);

// ---------------------------------------------------------------------------------------------
// Addresses

const it_streets = ["Roma", "Giuseppe Garibaldi", "dei Mille", "della Repubblica", "Cavour"];
const pt_streets = ["Augusta", "das Flores", "da Liberdade", "Oscar Freire", "Paulista"];
const ADDRESS_CASES: Case[] = [
  ((v) => [`abito in ${v}, citofono Rossi`, v])(`Via ${f.pick(it_streets)} ${f.int(1, 199)}`),
  ((v) => [`il nuovo ufficio è in ${v}`, v])(`Corso ${f.pick(it_streets)}, ${f.int(1, 99)}`),
  ((v) => [`ci vediamo a casa di Luca, ${v}`, v])(`Piazza ${f.pick(it_streets)} ${f.int(1, 40)}/B`),
  ((v) => [`spedire a ${v}`, v])(`viale ${f.pick(it_streets)} ${f.int(1, 80)}, 00${f.int(100, 199)} Roma`),
  ((v) => [`moro na ${v}`, v])(`Rua ${f.pick(pt_streets)}, ${f.int(1, 999)}`),
  ((v) => [`o escritório fica na ${v}`, v])(`Avenida ${f.pick(pt_streets)} ${f.int(100, 2000)}, 2º Esq.`),
  ((v) => [`entrega na ${v}`, v])(`Av. ${f.pick(pt_streets)}, ${f.int(100, 2000)} - apto ${f.int(1, 120)}`),
  ((v) => [`meu endereço: ${v}`, v])(`R. ${f.pick(pt_streets)}, nº ${f.int(1, 900)}, ${f.digits(5)}-${f.digits(3)} São Paulo`),
  ((v) => [`a casa da avó é na ${v}`, v])(`Travessa ${f.pick(pt_streets)} ${f.int(1, 60)}`),
  ((v) => [`ik woon op de ${v}`, v])(`Kerkstraat ${f.int(1, 200)}`),
  ((v) => [`stuur het naar ${v}`, v])(`prinsengracht ${f.int(1, 900)}, ${f.int(1000, 9999)} ${f.chars(UPPER, 2)} Amsterdam`),
  ((v) => [`adres: ${v}`, v])(`Laan van ${f.pick(["Meerdervoort", "Nieuw Oost-Indië"])} ${f.int(1, 300)}`),
  ((v) => [`ich wohne in der ${v}`, v])(`hauptstraße ${f.int(1, 99)}`),
  ((v) => [`Lieferung an ${v}`, v])(`goethestr. ${f.int(1, 99)}, ${f.digits(5)} Berlin`),
];

// ---------------------------------------------------------------------------------------------
// Dates of birth

const day = (): number => f.int(1, 28);
const year = (): number => f.int(1940, 2010);
const BIRTH_CASES: Case[] = [
  ((v) => [`I was born on ${v} in Leeds`, v])(`${day()} May ${year()}`),
  ((v) => [`DOB: ${v}`, v])(`${String(day()).padStart(2, "0")}/0${f.int(1, 9)}/${year()}`),
  ((v) => [`date of birth ${v}`, v])(`${year()}-0${f.int(1, 9)}-${String(day()).padStart(2, "0")}`),
  ((v) => [`Ich bin am ${v} in Köln geboren`, v])(`${day()}. März ${year()}`),
  ((v) => [`geboren am ${v}`, v])(`${day()}.${f.int(1, 12)}.${year()}`),
  ((v) => [`Geburtsdatum: ${v}`, v])(`${String(day()).padStart(2, "0")}.0${f.int(1, 9)}.${year()}`),
  ((v) => [`je suis né le ${v} à Lyon`, v])(`${day()} juillet ${year()}`),
  ((v) => [`née à Nantes le ${v}`, v])(`${day()} février ${year()}`),
  ((v) => [`nací el ${v}`, v])(`${day()} de diciembre de ${year()}`),
  ((v) => [`mi hija nació el ${v}`, v])(`${day()}/0${f.int(1, 9)}/${year()}`),
  ((v) => [`fecha de nacimiento: ${v}`, v])(`${day()} de mayo de ${year()}`),
  ((v) => [`nasci em ${v}`, v])(`${day()} de setembro de ${year()}`),
  ((v) => [`a minha filha nasceu a ${v}`, v])(`${day()} de março de ${year()}`),
  ((v) => [`data de nascimento ${v}`, v])(`${String(day()).padStart(2, "0")}/${f.int(10, 12)}/${year()}`),
  ((v) => [`sono nato il ${v} a Torino`, v])(`${day()} maggio ${year()}`),
  ((v) => [`nata a Bari il ${v}`, v])(`${day()} ottobre ${year()}`),
  ((v) => [`data di nascita ${v}`, v])(`${day()}/0${f.int(1, 9)}/${year()}`),
  ((v) => [`ik ben geboren op ${v}`, v])(`${day()} mei ${year()}`),
  ((v) => [`geboortedatum: ${v}`, v])(`${day()}-${f.int(1, 12)}-${year()}`),
  ((v) => [`Sanne is op ${v} geboren`, v])(`${day()} augustus ${year()}`),
];

// ---------------------------------------------------------------------------------------------
// Login pairs and passwords said in words

const pw = (): string => `${f.chars(LOWER, f.int(4, 6))}${f.digits(f.int(2, 3))}${f.pick(["", "!", "#", "."])}`;
/** A password that does not end in sentence punctuation, for sentences that go on after it. */
const pwInner = (): string => `${f.chars(LOWER, f.int(4, 6))}${f.pick(["", "#", "_"])}${f.digits(f.int(2, 3))}`;
const word = (): string => f.pick(["sunshine", "marmelade", "papagei", "tournesol", "mariposa", "girassol", "farfalla", "zonnebloem"]);
const user = (): string => `${f.chars(LOWER, f.int(3, 6))}${f.pick(["", ".", "_"])}${f.chars(LOWER, 3)}`;
const SECRET_CASES: Case[] = [
  ((u, v) => [`user: ${u} / pass: ${v}`, v])(user(), pw()),
  ((u, v) => [`my login is ${u} and password ${v}`, v])(user(), pw()),
  ((u, v) => [`username ${u} password ${v}`, v])(user(), word()),
  ((u, v) => [`login: ${u}, pw: ${v}`, v])(user(), pw()),
  ((u, v) => [`Benutzername: ${u}, Passwort: ${v}`, v])(user(), word()),
  ((u, v) => [`mein Login ist ${u} und das Passwort ${v}`, v])(user(), pw()),
  ((u, v) => [`identifiant : ${u}, mot de passe : ${v}`, v])(user(), word()),
  ((u, v) => [`usuario ${u} y contraseña ${v}`, v])(user(), pw()),
  ((u, v) => [`utilizador ${u} e senha ${v}`, v])(user(), word()),
  ((u, v) => [`utente ${u}, password ${v}`, v])(user(), pw()),
  ((u, v) => [`gebruikersnaam ${u} en wachtwoord ${v}`, v])(user(), word()),
  ((v) => [`the password is ${v}`, v])(word()),
  ((v) => [`das Passwort ist ${v}`, v])(word()),
  ((v) => [`le mot de passe est ${v}`, v])(word()),
  ((v) => [`set the password to ${v} for now`, v])(pw()),
  ((v) => [`${v} is my Netflix password`, v])(pwInner()),
  ((v) => [`use ${v} as the password`, v])(pwInner()),
  ((v) => [`nimm ${v} als Passwort`, v])(pwInner()),
  ((v) => [`new password: ${v}`, v])(`${f.chars(ALNUM, 4)} ${f.chars(ALNUM, 4)}`.replace(/ /, "-")),
];

const seed = (list: readonly string[], n: number): string[] => Array.from({ length: n }, () => f.pick(list));
const SEED_CASES: Case[] = [
  ((ws): Case => [`backup:\n${ws.map((w, i) => `${i + 1}. ${w}`).join("\n")}`, ws[0]!, "numbered"])(seed(EN, 12)),
  ((ws): Case => [ws.map((w, i) => `${i + 1}) ${w}`).join(" "), ws[0]!, "numbered inline"])(seed(EN, 24)),
  ((ws): Case => [`words: ${ws.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ")}`, ws[0]![0]!.toUpperCase() + ws[0]!.slice(1), "capitalised"])(seed(EN, 12)),
  ((ws): Case => [`mes 12 mots : ${ws.join(", ")}`, ws[0]!, "french, commas"])(seed(FR, 12)),
  ((ws): Case => [ws.join(" - "), ws[0]!, "dashes"])(seed(EN, 12)),
];

// ---------------------------------------------------------------------------------------------
// Clean: what looks like the above and is not.

const CLEAN: Array<[string, string?]> = [
  [`order number ${f.digits(9)} ships Monday`],
  [`invoice ${f.int(100, 999)}-${f.digits(3)}-${f.digits(4)} is paid`],
  [`Rechnung Nr. ${f.digits(11)} bezahlt`],
  [`facture n° ${f.digits(15)} reçue`],
  [`pedido ${f.digits(9)} enviado`, "PT"],
  [`the release was on ${day()} May ${year()}`],
  [`Projekt gestartet am ${day()}.${f.int(1, 12)}.2019`],
  [`the company was born on ${day()} March 2015`],
  [`NATO summit on ${day()} June 2026`],
  [`birthday party on ${day()} May, bring a cake`],
  [`v${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 30)} released, build ${f.digits(9)}`],
  [`version 2026.${f.int(1, 12)}.${day()} is out`],
  ["the password reset flow is broken"],
  ["the password is wrong, ask IT"],
  ["the wifi at the cottage is flaky"],
  ["le wifi de l'hôtel est lent"],
  ["das WLAN im Büro ist langsam"],
  ["the login is broken again"],
  ["das Passwort ist abgelaufen"],
  ["le mot de passe est incorrect"],
  ["username and password are on the fridge"],
  ["login with your user and password as usual"],
  ["user: <username> / pass: <password>"],
  ["password: ${DB_PASSWORD}"],
  ["user: admin / pass: ********"],
  ["via email is fine, send it by Friday"],
  ["andiamo via Milano e poi a Roma 2 giorni"],
  ["la rua está cheia hoje"],
  ["we talked about street food on 5th avenue"],
  ["Kerkstraat is closed for roadworks"],
  ["onderweg 3 uur vertraging"],
  ["Die Hauptstraße ist gesperrt"],
  [`tracking ${f.digits(2)}.${f.digits(3)}.${f.digits(3)}-${f.chars(UPPER, 1)} from the courier`],
  ["meeting notes: I think we should abandon the ability to access the account after the audit"],
  ["the board will review the budget and the plan in the next meeting about the office move"],
  [`NIF da empresa no rodapé da fatura`],
  [`ticket ${f.digits(11)} closed`],
  [`ISBN 978-${f.digits(1)}-${f.digits(3)}-${f.digits(5)}-${f.digits(1)}`],
  [`the meeting is on ${f.int(10, 28)}/0${f.int(1, 9)}/2026 at 10:00`],
  [`Termin am ${day()}.${f.int(1, 12)}.2026 um 9 Uhr`],
];

function expectCaught(text: string, value: string, kind: "secret" | "pii", region?: string): void {
  const at = text.indexOf(value);
  expect(at, text).toBeGreaterThanOrEqual(0);
  const found = scan(text, { region }).filter((x) => x.kind === kind && x.start < at + value.length && x.end > at);
  expect(found.length, text).toBeGreaterThan(0);
  const g = gateOutbound(text, "redact", { region });
  if (kind === "secret") expect(g.ok, text).toBe(false);
  else expect(g.ok && !g.body.includes(value), text).toBe(true);
}

describe("national identity numbers with their check digits, and identity documents", () => {
  it.each(ID_CASES)("%j", (text, value) => expectCaught(text, value, "pii"));
  it("a number with a wrong check digit and no keyword is not an id", () => {
    const good = f.cpf();
    const bad = good.slice(0, -1) + String((Number(good.slice(-1)) + 1) % 10);
    expect(scan(`ref ${bad} ok`)).toEqual([]);
  });
});

describe("IBANs grouped, in one run, in lower case and in dashed groups", () => {
  it.each(IBAN_CASES)("%j", (text, value) => {
    expectCaught(text, value, "pii");
    const at = text.indexOf(value);
    expect(scan(text).some((x) => x.type === "iban" && x.start <= at && x.end >= at + value.length), text).toBe(true);
  });
  it("an IBAN with one digit changed is not one", () => {
    const v = f.iban("DE");
    const bad = v.slice(0, 10) + String((Number(v[10]) + 1) % 10) + v.slice(11);
    expect(scan(`IBAN ${bad}`).some((x) => x.type === "iban")).toBe(false);
  });
});

describe("street addresses in Italian, Portuguese, Brazilian, Dutch and lower-case German forms", () => {
  it.each(ADDRESS_CASES)("%j", (text, value) => expectCaught(text, value, "pii"));
});

describe("dates of birth in every language", () => {
  it.each(BIRTH_CASES)("%j", (text, value) => expectCaught(text, value, "pii"));
});

describe("login pairs and passwords said in words", () => {
  it.each(SECRET_CASES)("%j", (text, value) => expectCaught(text, value, "secret"));
});

describe("seed phrases as people paste them", () => {
  it.each(SEED_CASES)("%j (first word %s, %s)", (text, value) => expectCaught(text, value, "secret"));
});

describe("clean text that only looks like personal data or a secret", () => {
  it.each(CLEAN)("%j passes", (text, region) => {
    expect(scan(text, { region })).toEqual([]);
  });
});
