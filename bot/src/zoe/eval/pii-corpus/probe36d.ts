/**
 * The inputs of outside probe (d) of issue #36 (probe-36d.test.ts and probe-36d.e2e.test.ts), written
 * before running ZOE on them: per language, the owner's words around secrets, national identifiers,
 * spelled e-mail, phones and clean look-alikes; every value drawn at run time from a seeded generator
 * (national identifiers with valid check digits).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { wordlist } from "@scure/bip39/wordlists/english.js";
import type { Locale } from "../../lang/index.ts";
// ---------------------------------------------------------------------------------------------
// Values drawn at run time from a seeded generator.

let seed = 0x36d0_2026;
/** Starts the draws afresh from `key` (a test's name), so each test draws the same values however the tests are filtered
 * (PROBE_SEED, when set, draws another set). */
export function reseed(key: string): void {
  seed = 0x36d0_2026;
  for (const c of key + (process.env.PROBE_SEED ?? "")) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) | 0;
}
function rnd(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const int = (n: number): number => Math.floor(rnd() * n);
export const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
export const digits = (n: number): string => Array.from({ length: n }, () => String(int(10))).join("");
const from = (alphabet: string, n: number): string => Array.from({ length: n }, () => alphabet[int(alphabet.length)]).join("");
const SYL = ["ka", "lo", "mi", "ren", "ta", "vo", "sel", "du", "bri", "na", "mor", "fe", "gil", "pa", "ros", "te"];
const word = (n = 3): string => Array.from({ length: n }, () => pick(SYL)).join("");

/** A Wi-Fi or account password as people make them: a word, digits, a sign, mixed case. */
const password = (): string => {
  const w = word(3);
  return w[0]!.toUpperCase() + w.slice(1) + digits(2) + pick(["!", "#", "$", "?", "*"]) + from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + digits(1);
};
/** A TOTP setup key in base32, in groups of four as apps show it. */
const totpKey = (): string => Array.from({ length: 8 }, () => from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)).join(" ").toLowerCase();
// The first 77 words of the English BIP39 list, taken from the list itself (a run of them written out reads as a seed phrase).
const BIP39: readonly string[] = wordlist.slice(0, 77);
const seedPhrase = (): string => Array.from({ length: 12 }, () => pick(BIP39)).join(" ");

/** French NIR: sex, year, month, department, commune, order, then key 97 - (13 digits mod 97), in its printed groups. */
export function nir(): string {
  const parts = [pick(["1", "2"]), digits(2), String(1 + int(12)).padStart(2, "0"), String(10 + int(80)), digits(3), digits(3)];
  const key = 97 - Number(BigInt(parts.join("")) % 97n);
  return `${parts.join(" ")} ${String(key).padStart(2, "0")}`;
}
/** Italian codice fiscale with its check letter. */
export function codiceFiscale(): string {
  const L = "BCDFGLMNPRSTVZ";
  const body = from(L, 3) + from(L, 3) + digits(2) + pick([..."ABCDEHLMPRST"]) + String(1 + int(28)).padStart(2, "0") + pick(["F", "H", "L", "A"]) + digits(3);
  const odd: Record<string, number> = {};
  const oddVals = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").forEach((c, i) => (odd[c] = oddVals[i]!));
  "0123456789".split("").forEach((c, i) => (odd[c] = oddVals[i]!));
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = body[i]!;
    sum += i % 2 === 0 ? odd[c]! : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return body + String.fromCharCode(65 + (sum % 26));
}
/** Spanish DNI written with dots and its letter. */
export function dniDots(): string {
  const n = 10_000_000 + int(89_999_999);
  const s = String(n);
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5)}-${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`;
}
/** Portuguese NIF (a person's: first digit 1-3) with its mod-11 check digit. */
export function nif(): string {
  const d = pick(["1", "2", "3"]) + digits(7);
  const s = d.split("").reduce((a, c, i) => a + Number(c) * (9 - i), 0);
  const r = 11 - (s % 11);
  return d + String(r >= 10 ? 0 : r);
}
/** Brazilian CPF in its printed form with both check digits. */
export function cpf(): string {
  const d = digits(9).split("").map(Number);
  const dv = (xs: number[]): number => ((xs.reduce((a, x, i) => a + x * (xs.length + 1 - i), 0) * 10) % 11) % 10;
  d.push(dv(d));
  d.push(dv(d));
  const s = d.join("");
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}
/** Dutch BSN passing the eleven-test, first digit not 0. */
export function bsn(): string {
  for (;;) {
    const d = (1 + int(9)) + digits(7);
    const s = d.split("").reduce((a, c, i) => a + Number(c) * (9 - i), 0);
    const last = s % 11;
    if (last <= 9) return d + String(last);
  }
}
/** German Steuer-ID: one digit twice among the first ten, the rest once, ISO 7064 MOD 11,10 check digit; printed in groups. */
export function steuerId(): string {
  for (;;) {
    const pool = "0123456789".split("").sort(() => rnd() - 0.5).slice(0, 9);
    const ten = [...pool, pick(pool)].sort(() => rnd() - 0.5);
    if (ten[0] === "0") continue;
    let product = 10;
    for (const c of ten) {
      let sum = (Number(c) + product) % 10;
      if (sum === 0) sum = 10;
      product = (sum * 2) % 11;
    }
    const check = (11 - product) % 10;
    const s = ten.join("") + String(check);
    return `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`;
  }
}
/** Spanish CCC check digit over ten digits. */
const cccDigit = (ten: string): number => {
  const r = 11 - (ten.split("").reduce((a, c, i) => a + Number(c) * [1, 2, 4, 8, 5, 10, 9, 7, 3, 6][i]!, 0) % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
};
/** BBANs whose own national check digits a real account number carries (a bank's number has them). */
const NATIONAL_BBAN: Record<string, () => string> = {
  ES: () => {
    const [bank, branch, acct] = [digits(4), digits(4), digits(10)];
    return `${bank}${branch}${cccDigit(`00${bank}${branch}`)}${cccDigit(acct)}${acct}`;
  },
  PT: () => {
    const n = digits(19);
    return n + String(98n - ((BigInt(n) * 100n) % 97n)).padStart(2, "0");
  },
  FR: () => {
    const [bank, branch, acct] = [digits(5), digits(5), digits(11)];
    const key = 97n - ((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(acct)) % 97n);
    return bank + branch + acct + String(key).padStart(2, "0");
  },
};
/** An IBAN with valid check digits for `cc`, a BBAN of `bank` letters then `len` digits, in groups of four. */
export function iban(cc: string, bank: string, len: number): string {
  const bban = NATIONAL_BBAN[cc]?.() ?? bank + digits(len);
  const num = (bban + cc + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = String(98n - (BigInt(num) % 97n)).padStart(2, "0");
  return (cc + check + bban).replace(/(.{4})/g, "$1 ").trim();
}

/** National mobile numbers as each country prints them. */
export const PHONES: Record<Locale, () => string> = {
  en: () => `07${pick(["7", "8", "9"])}${digits(2)} ${digits(6)}`,
  de: () => `01${pick(["51", "52", "60", "70", "71", "76"])} ${digits(8)}`,
  fr: () => `0${pick(["6", "7"])} ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
  es: () => `6${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
  pt: () => `9${pick(["1", "2", "3", "6"])}${digits(1)} ${digits(3)} ${digits(3)}`,
  it: () => `3${pick(["20", "28", "33", "34", "35", "38", "47", "48", "49"])} ${digits(3)} ${digits(4)}`,
  nl: () => `06-${1 + int(5)}${digits(7)}`,
};

/** An e-mail address spelled out in the language's words; the parts a reader must not see. */
export function spelledMail(locale: Locale): { text: string; parts: string[] } {
  const first = word(2);
  const last = word(3);
  const dom = word(2);
  const text: Record<Locale, string> = {
    en: `${first} dot ${last} at ${dom} dot com`,
    de: `${first} punkt ${last} (at) ${dom} punkt de`,
    fr: `${first} point ${last} arobase ${dom} point fr`,
    es: `${first} punto ${last} arroba ${dom} punto es`,
    pt: `${first}.${last} arroba ${dom} ponto pt`,
    it: `${first} punto ${last} chiocciola ${dom} punto it`,
    nl: `${first} punt ${last} apenstaartje ${dom} punt nl`,
  };
  return { text: text[locale], parts: [first, last, dom] };
}

// ---------------------------------------------------------------------------------------------
// What a reader of Bonfire must not find.

/** Runs of five digits (or the whole of a shorter value) of `value` that `body` shows, ignoring ZOE's own dates. */
export function readableDigits(value: string, body: string): string[] {
  const v = value.replace(/\D/g, "");
  const b = body.replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, " ").replace(/\D/g, " ");
  const runs: string[] = [];
  for (let k = 0; k + 5 <= v.length; k++) if (b.replace(/ /g, "").includes(v.slice(k, k + 5)) && body.replace(/\D/g, "").includes(v.slice(k, k + 5))) runs.push(v.slice(k, k + 5));
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Per language: memory secrets, a personal line for memory, the Bonfire threads, clean lines.

export interface Lang {
  /** The owner's message asking ZOE to remember, and the model's memory lines with a secret (value made by the function). */
  remember: string;
  memorySecrets: Array<(v: string) => string>;
  secretValues: Array<() => string>;
  /** A memory line with a contact's phone only (personal data, no secret): written. */
  memoryContact: (phone: string) => string;
  /** A commitment that holds a national identifier: (identifier) => sentence; and the identifier's maker. */
  idThread: [(id: string) => string, () => string];
  /** A commitment holding a spelled e-mail and one holding a phone. */
  mailThread: (mail: string) => string;
  phoneThread: (phone: string) => string;
  /** A plain commitment, the marker that the queue got past the earlier ones. */
  marker: string;
  /** Clean lines: must pass the gate untouched (values drawn now). */
  clean: () => string[];
  /** A redact-mode line: a phone with its digits split by spaces, and an IBAN in groups. */
  splitPhone: (spaced: string) => string;
  ibanLine: (iban: string) => string;
  ibanCountry: [string, string, number];
}

const hex = (n: number): string => from("0123456789abcdef", n);
const meetingId = (): string => `${digits(3)} ${digits(4)} ${digits(4)}`;
const placeholder = (): string => ["gh", "p_"].join("") + "X".repeat(36);

export const LANGS: Record<Locale, Lang> = {
  en: {
    remember: "remember my bank app's 2FA setup key and the wallet words please",
    memorySecrets: [(v) => `2FA setup key for the bank app: ${v}`, (v) => `Wallet recovery phrase: ${v}`],
    secretValues: [totpKey, seedPhrase],
    memoryContact: (p) => `Dr Okafor's surgery, mobile ${p}`,
    idThread: [(id) => `send the accountant my Steuer-ID ${id} before the tax deadline`, steuerId],
    mailThread: (m) => `email the new landlord at ${m} about the deposit`,
    phoneThread: (p) => `text the plumber on ${p} about Thursday`,
    marker: "water the balcony plants",
    clean: () => [
      `Zoom meeting ID: ${meetingId()}, no passcode needed`,
      `The release notes list the SHA-256 checksum ${hex(64)} for the installer`,
      `In the docs the token is written as ${placeholder()}, replace it with your own`,
      `Ordered part number 4${digits(2)}-${digits(4)}-${digits(2)} for the dishwasher`,
      "the designer sent logo@2x.png and logo@3x.png",
      "I really need to change my Netflix password this weekend",
    ],
    splitPhone: (s) => `my new number is ${s}, save it`,
    ibanLine: (i) => `pay the deposit into ${i} please`,
    ibanCountry: ["GB", "NWBK", 14],
  },
  de: {
    remember: "merk dir bitte das WLAN-Passwort und den Code vom Tor",
    memorySecrets: [(v) => `WLAN-Passwort ist ${v}`, (v) => `Der Zahlencode fürs Hoftor lautet ${v}`],
    secretValues: [password, () => digits(4) + "#"],
    memoryContact: (p) => `Handynummer von Frau Albers: ${p}`,
    idThread: [(id) => `dem Steuerberater meine Steuer-ID ${id} schicken`, steuerId],
    mailThread: (m) => `der Vermieterin an ${m} wegen der Kaution schreiben`,
    phoneThread: (p) => `den Klempner unter ${p} wegen Donnerstag anrufen`,
    marker: "die Balkonpflanzen gießen",
    clean: () => [
      `Besprechungs-ID: ${meetingId()}, Kenncode kommt per Mail`,
      `Die Prüfsumme (SHA-256) des Installers ist ${hex(64)}`,
      `In der Anleitung steht der Token als ${placeholder()}, da kommt dein eigener hin`,
      `Ersatzteil mit der Teilenummer 4${digits(2)}-${digits(4)}-${digits(2)} für die Spülmaschine bestellt`,
      "die Agentur hat logo@2x.png geschickt",
      "ich muss am Wochenende unbedingt mein WLAN-Passwort ändern",
    ],
    splitPhone: (s) => `meine neue Nummer ist ${s}, speicher sie dir`,
    ibanLine: (i) => `die Kaution bitte auf ${i} überweisen`,
    ibanCountry: ["DE", "", 18],
  },
  fr: {
    remember: "retiens le code du portail et le code PIN de ma carte stp",
    memorySecrets: [(v) => `le code du portail c'est ${v}`, (v) => `le code PIN de la carte bleue est ${v}`],
    secretValues: [() => pick(["A", "B"]) + digits(4), () => digits(4)],
    memoryContact: (p) => `Portable de Mme Lefèvre : ${p}`,
    idThread: [(id) => `envoyer à la CPAM mon numéro de sécu ${id}`, nir],
    mailThread: (m) => `écrire au propriétaire à ${m} pour la caution`,
    phoneThread: (p) => `rappeler le plombier au ${p} pour jeudi`,
    marker: "arroser les plantes du balcon",
    clean: () => [
      `ID de réunion : ${meetingId()}, pas de code secret`,
      `La somme de contrôle SHA-256 de l'installeur est ${hex(64)}`,
      `Dans la doc le jeton s'écrit ${placeholder()}, remplace-le par le tien`,
      `Commandé la pièce référence 4${digits(2)}-${digits(4)}-${digits(2)} pour le lave-vaisselle`,
      "le graphiste a envoyé logo@2x.png",
      "il faut vraiment que je change le mot de passe de ma box ce week-end",
    ],
    splitPhone: (s) => `mon nouveau numéro c'est ${s}, enregistre-le`,
    ibanLine: (i) => `verse la caution sur ${i} stp`,
    ibanCountry: ["FR", "", 23],
  },
  es: {
    remember: "apúntate la clave del wifi y el PIN de la tarjeta",
    memorySecrets: [(v) => `la clave del wifi es ${v}`, (v) => `el PIN de la tarjeta del banco es el ${v}`],
    secretValues: [password, () => digits(4)],
    memoryContact: (p) => `Móvil de la doctora Ruiz: ${p}`,
    idThread: [(id) => `mandar a la gestoría mi DNI ${id} para la renta`, dniDots],
    mailThread: (m) => `escribir al casero a ${m} por la fianza`,
    phoneThread: (p) => `llamar al fontanero al ${p} por lo del jueves`,
    marker: "regar las plantas del balcón",
    clean: () => [
      `ID de reunión: ${meetingId()}, sin código de acceso`,
      `La suma de comprobación SHA-256 del instalador es ${hex(64)}`,
      `En la documentación el token aparece como ${placeholder()}, pon el tuyo`,
      `Pedida la pieza con referencia 4${digits(2)}-${digits(4)}-${digits(2)} para el lavavajillas`,
      "la diseñadora mandó logo@2x.png",
      "tengo que cambiar la contraseña del wifi este finde sin falta",
    ],
    splitPhone: (s) => `mi número nuevo es ${s}, guárdalo`,
    ibanLine: (i) => `ingresa la fianza en ${i} porfa`,
    ibanCountry: ["ES", "", 20],
  },
  pt: {
    remember: "guarda a chave de configuração do 2FA e as palavras da carteira",
    memorySecrets: [(v) => `chave de configuração do autenticador do banco: ${v}`, (v) => `frase de recuperação da carteira: ${v}`],
    secretValues: [totpKey, seedPhrase],
    memoryContact: (p) => `Telemóvel da Dra. Sousa: ${p}`,
    idThread: [(id) => `enviar ao contabilista o meu NIF ${id} para o IRS`, nif],
    mailThread: (m) => `escrever ao senhorio para ${m} sobre a caução`,
    phoneThread: (p) => `ligar ao canalizador para o ${p} por causa de quinta`,
    marker: "regar as plantas da varanda",
    clean: () => [
      `ID da reunião: ${meetingId()}, sem senha`,
      `A soma de verificação SHA-256 do instalador é ${hex(64)}`,
      `Na documentação o token aparece como ${placeholder()}, põe o teu`,
      `Encomendei a peça com a referência 4${digits(2)}-${digits(4)}-${digits(2)} para a máquina da loiça`,
      "a designer mandou o logo@2x.png",
      "tenho mesmo de mudar a palavra-passe do wifi este fim de semana",
    ],
    splitPhone: (s) => `o meu número novo é ${s}, guarda-o`,
    ibanLine: (i) => `transfere a caução para ${i} por favor`,
    ibanCountry: ["PT", "", 21],
  },
  it: {
    remember: "ricordati il codice dell'allarme e la password del wifi",
    memorySecrets: [(v) => `il codice dell'allarme è ${v}`, (v) => `la password del wifi di casa è ${v}`],
    secretValues: [() => digits(5), password],
    memoryContact: (p) => `Cellulare della dottoressa Greco: ${p}`,
    idThread: [(id) => `mandare al commercialista il mio codice fiscale ${id}`, codiceFiscale],
    mailThread: (m) => `scrivere al padrone di casa a ${m} per la caparra`,
    phoneThread: (p) => `chiamare l'idraulico al ${p} per giovedì`,
    marker: "annaffiare le piante del balcone",
    clean: () => [
      `ID riunione: ${meetingId()}, nessun passcode`,
      `Il checksum SHA-256 dell'installer è ${hex(64)}`,
      `Nella documentazione il token è scritto ${placeholder()}, metti il tuo`,
      `Ordinato il ricambio codice articolo 4${digits(2)}-${digits(4)}-${digits(2)} per la lavastoviglie`,
      "la grafica ha mandato logo@2x.png",
      "devo assolutamente cambiare la password della mail nel weekend",
    ],
    splitPhone: (s) => `il mio nuovo numero è ${s}, salvalo`,
    ibanLine: (i) => `versa la caparra su ${i} per favore`,
    ibanCountry: ["IT", "X", 22],
  },
  nl: {
    remember: "onthoud de pincode van mijn pinpas en het wifi-wachtwoord",
    memorySecrets: [(v) => `pincode van de pinpas is ${v}`, (v) => `wifi-wachtwoord thuis: ${v}`],
    secretValues: [() => digits(4), password],
    memoryContact: (p) => `Mobiel van dokter Jansen: ${p}`,
    idThread: [(id) => `mijn BSN ${id} naar de boekhouder sturen`, bsn],
    mailThread: (m) => `de verhuurder mailen op ${m} over de borg`,
    phoneThread: (p) => `de loodgieter bellen op ${p} over donderdag`,
    marker: "de balkonplanten water geven",
    clean: () => [
      `Vergader-ID: ${meetingId()}, geen toegangscode`,
      `De SHA-256-controlesom van het installatiebestand is ${hex(64)}`,
      `In de handleiding staat het token als ${placeholder()}, vul je eigen in`,
      `Onderdeel met artikelnummer 4${digits(2)}-${digits(4)}-${digits(2)} besteld voor de vaatwasser`,
      "de ontwerper stuurde logo@2x.png",
      "ik moet dit weekend echt mijn wifi-wachtwoord veranderen",
    ],
    splitPhone: (s) => `mijn nieuwe nummer is ${s}, sla het op`,
    ibanLine: (i) => `maak de borg over naar ${i} graag`,
    ibanCountry: ["NL", "RABO", 10],
  },
};
export const LOCALES = Object.keys(LANGS) as Locale[];


// ---------------------------------------------------------------------------------------------
// Second batch (written before running it): codes in each language's words as a memory line would
// hold them, and talk about the same codes with no value, which must stay clean.

/** An Apple recovery key: seven groups of four capitals and digits. */
const appleKey = (): string => Array.from({ length: 7 }, () => from("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)).join("-");
/** 2FA backup codes: five of eight digits, as a site lists them. */
const backupCodes = (): string => Array.from({ length: 5 }, () => `${digits(4)} ${digits(4)}`).join(", ");
/** A router's Wi-Fi QR string. */
const wifiQr = (): string => `WIFI:T:WPA;S:${word(2)}-${digits(2)};P:${password()};;`;

/** Per language: secret lines (the value drawn by the function) and clean talk about codes. */
export const CODES: Record<Locale, { secrets: Array<[string, () => string]>; clean: string[] }> = {
  en: {
    secrets: [["Apple recovery key $", appleKey], ["alarm code for the shop is #$", () => digits(4)], ["the router QR says $", wifiQr]],
    clean: ["I lost the alarm code again, ask Priya for it", "the recovery key is in the safe, not on my phone"],
  },
  de: {
    secrets: [["PUK von der alten SIM-Karte: $", () => digits(8)], ["Backup-Codes für Google: $", backupCodes], ["Alarmanlage Code $ dann Raute", () => digits(5)]],
    clean: ["ich finde den PUK-Brief nicht mehr", "die Backup-Codes hab ich ausgedruckt und im Ordner abgeheftet"],
  },
  fr: {
    secrets: [["digicode du bâtiment B : $", () => digits(4) + pick(["A", "B"])], ["codes de secours pour le compte : $", backupCodes], ["le PUK de la carte SIM c'est $", () => digits(8)]],
    clean: ["j'ai encore oublié le digicode, je demande à la gardienne", "le code PIN est sur la lettre de la banque"],
  },
  es: {
    secrets: [["el PUK de la SIM es $", () => digits(8)], ["código de la alarma del local: $", () => digits(4)], ["clave de recuperación de Apple: $", appleKey]],
    clean: ["no encuentro la carta con el PUK", "tengo que pedir un código nuevo de la alarma al técnico"],
  },
  pt: {
    secrets: [["o PIN do cartão multibanco é $", () => digits(4)], ["códigos de recuperação da conta: $", backupCodes], ["o código do portão da garagem é $", () => digits(6)]],
    clean: ["esqueci-me outra vez do PIN do cartão", "os códigos de recuperação estão guardados no cofre"],
  },
  it: {
    secrets: [["il PUK della SIM è $", () => digits(8)], ["chiave di configurazione dell'autenticatore: $", totpKey], ["codice del cancello: $", () => digits(4)]],
    clean: ["non trovo più il foglio con il PUK", "devo chiedere all'amministratore il nuovo codice del cancello"],
  },
  nl: {
    secrets: [["alarmcode van de winkel: $", () => digits(4)], ["herstelcodes voor mijn account: $", backupCodes], ["de QR van de router: $", wifiQr]],
    clean: ["ik ben de alarmcode weer vergeten", "de herstelcodes liggen in de kluis"],
  },
};

// ---------------------------------------------------------------------------------------------
// Third batch (written before running it): landlines in national format with the owner's region
// unset, other spellings of an e-mail, and order numbers that must stay clean.

export const THIRD: Record<Locale, { landline: [string, () => string]; mail: [string, () => [string, string[]]]; clean: () => string[] }> = {
  en: {
    landline: ["office landline is $ if my mobile's off", () => `020 7${digits(3)} ${digits(4)}`],
    mail: ["write to $ for the invoice", () => { const [a, d] = [word(3), word(2)]; return [`${a} [at] ${d} [dot] co [dot] uk`, [a, d]]; }],
    clean: () => [`Amazon order 30${digits(1)}-${digits(7)}-${digits(7)} arrives Tuesday`, `tracking number 1Z${from("0123456789ABCDEF", 16)}`],
  },
  de: {
    landline: ["Festnetz in der Praxis: $", () => `030 ${digits(8)}`],
    mail: ["schreib an $ wegen der Rechnung", () => { const [a, d] = [word(3), word(2)]; return [`${a} ät ${d} punkt de`, [a, d]]; }],
    clean: () => [`Bestellnummer 30${digits(1)}-${digits(7)}-${digits(7)} kommt Dienstag`, `Sendungsnummer 00340${digits(15)}`],
  },
  fr: {
    landline: ["le fixe du cabinet c'est le $", () => `01 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`],
    mail: ["écris à $ pour la facture", () => { const [a, d] = [word(3), word(2)]; return [`${a} at ${d} point com`, [a, d]]; }],
    clean: () => [`commande n° ${digits(10)} livrée mardi`, `numéro de suivi colissimo 6A${digits(11)}`],
  },
  es: {
    landline: ["el fijo de la consulta es el $", () => `91 ${digits(3)} ${digits(2)} ${digits(2)}`],
    mail: ["escribe a $ por la factura", () => { const [a, d] = [word(3), word(2)]; return [`${a} arroba ${d} punto com`, [a, d]]; }],
    clean: () => [`pedido nº ${digits(10)}, llega el martes`, `número de seguimiento ${from("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}${digits(9)}ES`],
  },
  pt: {
    landline: ["o telefone fixo do consultório é $", () => `21 ${digits(3)} ${digits(4)}`],
    mail: ["escreve para $ por causa da fatura", () => { const [a, d] = [word(3), word(2)]; return [`${a} arroba ${d} ponto com ponto br`, [a, d]]; }],
    clean: () => [`encomenda n.º ${digits(9)} chega terça`, `ID da reunião: ${digits(3)} ${digits(4)} ${digits(4)}`],
  },
  it: {
    landline: ["il fisso dello studio è $", () => `06 ${digits(4)} ${digits(4)}`],
    mail: ["scrivi a $ per la fattura", () => { const [a, d] = [word(3), word(2)]; return [`${a} chiocciola ${d} punto it`, [a, d]]; }],
    clean: () => [`ordine n. ${digits(10)} arriva martedì`, `codice di tracciamento ${digits(12)}`],
  },
  nl: {
    landline: ["vaste nummer van de praktijk: $", () => `020-${digits(7)}`],
    mail: ["mail naar $ voor de factuur", () => { const [a, d] = [word(3), word(2)]; return [`${a} apenstaartje ${d} punt nl`, [a, d]]; }],
    clean: () => [`bestelnummer ${digits(10)} komt dinsdag`, `track & trace 3S${from("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)}${digits(9)}`],
  },
};
