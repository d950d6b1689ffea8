/**
 * A stress set for the privacy gate's speed (issue #36): 2 kB episodes of what an outside writer
 * pastes more often than the team's corpora hold — long tokens (JWTs, PEM blocks, base64 blobs,
 * long hex keys, URLs with long query strings, keys of many providers), long run-on sentences,
 * many numbers (IBANs, phones, dates, amounts), seed phrases, street addresses, e-mails, mixed
 * scripts and emoji, in ZOE's seven languages. Unlabelled: it is for timing and for the
 * differential check, never for tuning a rule or for a recall figure.
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time
 * from a seeded generator), or read the untuned corpus.
 */
import { ALNUM, B64, DIGITS, Fakes, HEX, LOWER, UPPER, URLSAFE } from "../bot/src/zoe/eval/pii-corpus/fakes.ts";
import { providerTokens } from "../bot/src/zoe/eval/pii-corpus/tokens.ts";
import { probe36f } from "../bot/src/zoe/eval/pii-corpus/probe36f.ts";

const FIRST = ["Jonas", "Inès", "Lucía", "João", "Chiara", "Sanne", "Priya", "Małgorzata", "Αλέξης", "Дмитрий", "美咲", "Oluwaseun"];
const STREET = ["Lindenstraße", "rue des Tanneurs", "calle de Toledo", "Rua da Prata", "via Garibaldi", "Prinsengracht", "Baker Street", "avenida Paulista", "Kastanienallee", "corso Buenos Aires"];
const CITY = ["Köln", "Lyon", "Sevilla", "Porto", "Bologna", "Utrecht", "Leeds", "São Paulo", "Graz", "Gent"];
const EMOJI = ["🙂", "🔑", "📎", "🚀", "✅", "🤦‍♀️", "🇩🇪", "🇧🇷", "👍🏽", "🧾", "📞", "💶"];
const FOREIGN = ["Спасибо, всё получил", "Καλημέρα σε όλους", "会議は明日の十時です", "شكرا جزيلا على المساعدة", "감사합니다 내일 봬요", "नमस्ते, कल मिलते हैं", "תודה רבה על הכול"];
const DOMAINS = ["example.org", "mail.example.net", "firma-beispiel.de", "exemple.fr", "ejemplo.es", "exemplo.com.br", "esempio.it", "voorbeeld.nl"];

/** One paragraph of a kind, in one of the languages, with fresh values. */
type Piece = (f: Fakes) => string;

const pem = (f: Fakes): string => {
  const lines = Array.from({ length: f.int(6, 14) }, () => f.chars(B64, 64));
  const kind = f.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]);
  return ["-----BEGIN ", kind, "-----\n", lines.join("\n"), "\n-----END ", kind, "-----"].join("");
};
const longUrl = (f: Fakes): string => {
  const params = Array.from({ length: f.int(4, 12) }, () => `${f.chars(LOWER, f.int(2, 9))}=${f.chars(URLSAFE, f.int(3, 40))}`);
  return `https://${f.pick(["shop", "api", "track", "login", "cdn"])}.${f.pick(DOMAINS)}/${f.chars(LOWER, 6)}/${f.chars(ALNUM, 10)}?${params.join("&")}`;
};
const phone = (f: Fakes): string =>
  f.pick([
    () => `+49 ${f.int(151, 179)} ${f.digits(7)}`,
    () => `0${f.int(6, 7)} ${f.digits(2)} ${f.digits(2)} ${f.digits(2)} ${f.digits(2)}`,
    () => `(${f.int(11, 99)}) 9${f.digits(4)}-${f.digits(4)}`,
    () => `+351 9${f.digits(2)} ${f.digits(3)} ${f.digits(3)}`,
    () => `+39 3${f.digits(2)} ${f.digits(7)}`,
    () => `06-${f.digits(8)}`,
    () => `6${f.digits(2)} ${f.digits(2)} ${f.digits(2)} ${f.digits(2)}`,
    () => `+1 (${f.int(201, 989)}) ${f.digits(3)}-${f.digits(4)}`,
    () => `07${f.digits(3)} ${f.digits(6)}`,
  ])();
const amount = (f: Fakes): string => f.pick([`${f.int(1, 99)}.${f.digits(3)},${f.digits(2)} €`, `$${f.int(1, 999)},${f.digits(3)}.${f.digits(2)}`, `R$ ${f.int(1, 9)}.${f.digits(3)},${f.digits(2)}`, `${f.int(10, 9999)} EUR`, `£${f.int(1, 900)}.${f.digits(2)}`]);
const date = (f: Fakes): string => f.pick([`${f.int(1, 28)}.${f.int(1, 12)}.${f.int(1950, 2030)}`, `${f.int(1950, 2030)}-0${f.int(1, 9)}-${f.int(10, 28)}`, `${f.int(1, 12)}/${f.int(1, 28)}/${f.int(50, 99)}`, `${f.int(1, 28)} ${f.pick(["janvier", "marzo", "agosto", "Mai", "oktober", "settembre", "March"])} ${f.int(1950, 2030)}`]);
const mail = (f: Fakes): string => `${f.chars(LOWER, f.int(3, 9))}${f.pick([".", "_", "+", ""])}${f.chars(LOWER + DIGITS, f.int(2, 8))}@${f.pick(DOMAINS)}`;

const PIECES: Piece[] = [
  // Long tokens pasted with a word or two around them.
  (f) => `here's the deploy key, don't lose it again ${f.pick(EMOJI)}\n${pem(f)}\nthx`,
  (f) => `Token für die Staging-API (läuft Freitag ab): ${providerTokens(f).jwt!()}`,
  (f) => `le blob de config en base64, à coller tel quel : ${f.chars(B64, f.int(200, 600))}==`,
  (f) => `chave de assinatura ${f.chars(HEX, 128)} — não partilhes`,
  (f) => `il link che mi hai chiesto ${longUrl(f)} (scade domani)`,
  (f) => `de tracking-link: ${longUrl(f)} en de factuur ${longUrl(f)}`,
  (f) => {
    const t = providerTokens(f);
    const names = Object.keys(t);
    return Array.from({ length: f.int(3, 6) }, () => {
      const n = f.pick(names);
      return `${n.toUpperCase()}_KEY=${t[n]!()}`;
    }).join("\n");
  },
  (f) => `sha256 del instalador: ${f.chars(HEX, 64)}  build ${f.chars(HEX, 40)}  ok ${f.pick(EMOJI)}`,
  // Long run-on sentences with many numbers.
  (f) =>
    `So, recap of the call with ${f.pick(FIRST)}: they want the ${amount(f)} deposit by ${date(f)}, the second instalment of ${amount(f)} on ${date(f)}, and the balance (${amount(f)}) ` +
    `after handover, wired to ${f.iban(f.pick(["DE", "NL", "FR", "ES", "IT", "BE"] as const))}, reference ${f.chars(UPPER, 3)}-${f.digits(6)}, and if anything goes wrong call ${phone(f)} or the office on ${phone(f)}, ` +
    `not before ${f.int(8, 10)}:${f.pick(["00", "30"])} because they are ${f.int(6, 9)} hours behind us and the order numbers ${f.digits(8)}, ${f.digits(10)} and ${f.digits(12)} are still open`,
  (f) =>
    `Ich hab heute mit der Hausverwaltung telefoniert (${phone(f)}), die Nebenkostenabrechnung ${f.int(2019, 2026)} kommt erst am ${date(f)}, Nachzahlung ca. ${amount(f)}, überweisen auf ${f.iban("DE")}, ` +
    `Kundennummer ${f.digits(9)}, Vertragsnummer ${f.digits(4)}-${f.digits(4)}-${f.digits(2)}, und der Zählerstand war ${f.int(10000, 99999)},${f.digits(1)} kWh am ${date(f)}`,
  (f) =>
    `Rappel : rendez-vous le ${date(f)} à ${f.int(8, 18)}h${f.pick(["00", "15", "30"])} au ${f.int(1, 180)} ${f.pick(STREET)}, ${f.int(10000, 95999)} ${f.pick(CITY)}, code porte ${f.digits(4)}B, ` +
    `interphone ${f.pick(FIRST)}, ${f.int(2, 6)}e étage ; tél. ${phone(f)} ; prévoir ${amount(f)} en liquide et le dossier n° ${f.digits(11)}`,
  (f) =>
    `Mi dirección nueva es ${f.pick(STREET)} ${f.int(1, 200)}, ${f.int(1, 9)}º ${f.pick(["A", "B", "izq."])}, ${f.int(10000, 52999)} ${f.pick(CITY)}; mi móvil ${phone(f)} y el fijo ${phone(f)}, ` +
    `nací el ${date(f)} y el DNI es ${f.dni()}, por si el notario lo pide otra vez ${f.pick(EMOJI)}`,
  (f) =>
    `oi! a reunião ficou para ${date(f)} às ${f.int(8, 20)}h, ID da reunião ${f.digits(3)} ${f.digits(4)} ${f.digits(4)}, senha ${f.digits(6)}, e o CPF dela é ${f.cpf()}, ` +
    `o meu e-mail ${mail(f)} e o zap ${phone(f)} — manda o boleto de ${amount(f)} até sexta`,
  (f) =>
    `Allora: il volo ${f.chars(UPPER, 2)}${f.digits(4)} parte il ${date(f)} alle ${f.int(6, 22)}:${f.digits(2)}, prenotazione ${f.chars(UPPER + DIGITS, 6)}, posto ${f.int(1, 40)}${f.pick(["A", "C", "F"])}, ` +
    `scrivimi a ${mail(f)} oppure ${f.chars(LOWER, 6)} chiocciola ${f.pick(DOMAINS).replace(/\./g, " punto ")}, cell ${phone(f)}`,
  (f) =>
    `Zeg, de loodgieter (${phone(f)}) komt ${date(f)} tussen ${f.int(8, 12)} en ${f.int(13, 17)} uur naar ${f.pick(STREET)} ${f.int(1, 300)}-${f.pick(["hs", "1", "2", "III"])}, ${f.int(1000, 9999)} ${f.chars(UPPER, 2)} ${f.pick(CITY)}, ` +
    `offerte ${amount(f)}, BSN vraagt hij niet, wel het IBAN ${f.iban("NL")}`,
  // Seed phrases and secrets said in words, in every language.
  (f) => `backup of the old wallet, 24 words: ${f.seedPhrase(24)}`,
  (f) => `Wiederherstellungsphrase (bitte ausdrucken und löschen): ${f.seedPhrase(12)}`,
  (f) => `mot de passe du wifi chez mamie c'est ${f.chars(ALNUM, 10)} et le code du portail ${f.digits(4)}#`,
  (f) => `la contraseña del banco la cambié a ${f.chars(ALNUM + "!#", 12)}, el PIN de la tarjeta sigue ${f.digits(4)}`,
  (f) => `a palavra-passe das Finanças agora é ${f.pick(FIRST)}${f.digits(4)}! e o PUK ${f.digits(8)}`,
  (f) => `la password della posta è ${f.chars(LOWER, 6)}${f.digits(3)} (tutto minuscolo), quella del NAS ${f.chars(ALNUM, 14)}`,
  (f) => `wachtwoord voor de DigiD-app: ${f.chars(ALNUM + "-", 11)}, herstelcodes ${Array.from({ length: 8 }, () => f.chars(LOWER + DIGITS, 5) + "-" + f.chars(LOWER + DIGITS, 5)).join(" ")}`,
  // Mixed scripts, emoji, chat noise and lists of numbers.
  (f) => `${f.pick(FOREIGN)} ${f.pick(EMOJI)}${f.pick(EMOJI)} — ${f.pick(FIRST)} wrote ${f.int(2, 40)} messages, ${f.pick(FOREIGN)}, order #${f.digits(7)}, ${f.pick(EMOJI)}`,
  (f) => Array.from({ length: f.int(6, 14) }, () => `${f.pick(["#", "No. ", "Nr. ", "n° ", ""])}${f.digits(f.int(3, 13))}`).join(", "),
  (f) => `v${f.int(1, 9)}.${f.int(0, 30)}.${f.int(0, 99)} → v${f.int(1, 9)}.${f.int(0, 30)}.${f.int(0, 99)}, ${f.int(100, 9999)} ms p99, ${f.int(1, 99)}.${f.digits(1)}% CPU, ${f.digits(2)}:${f.digits(2)}:${f.digits(2)} UTC, commit ${f.chars(HEX, 12)} ${f.pick(EMOJI)}`,
  (f) => `${f.pick(FIRST)} <${mail(f)}>, ${f.pick(FIRST)} <${mail(f)}>, cc ${mail(f)}; ${f.pick(FIRST)} (${phone(f)})`,
  (f) => `${f.pick(EMOJI)} ${f.chars(UPPER + DIGITS, 5)}-${f.chars(UPPER + DIGITS, 5)}-${f.chars(UPPER + DIGITS, 5)}-${f.chars(UPPER + DIGITS, 5)} is the licence, not a secret really ${f.pick(EMOJI)}`,
];

/**
 * What issue #36 says owners type and the gate finds hard, written as short chat lines: national
 * numbers read with another owner's region, meeting and part numbers, identifiers with check
 * characters, spelled-out e-mails, birth dates, lower-case addresses, codes said in words.
 */
const OWNER_LINES: Piece[] = [
  (f) => `ID da reunião: ${f.digits(3)} ${f.digits(4)} ${f.digits(4)} · senha ${f.digits(6)}`,
  (f) => `Meeting-ID ${f.digits(3)} ${f.digits(3)} ${f.digits(4)}, Kenncode ${f.digits(6)}`,
  (f) => `meu celular novo é (${f.int(11, 99)}) 9${f.digits(4)}-${f.digits(4)}, o fixo ${f.int(11, 99)} ${f.digits(4)}-${f.digits(4)}`,
  (f) => `Teilenummer ${f.digits(3)} ${f.digits(3)} ${f.digits(3)}, Bestellnummer ${f.digits(10)}, Lieferschein ${f.digits(8)}`,
  (f) => `réf. pièce ${f.digits(2)} ${f.digits(3)} ${f.digits(3)} ${f.digits(2)} — commande n° ${f.digits(9)}`,
  (f) => `mon numéro de sécu : ${f.int(1, 2)} ${f.digits(2)} ${f.digits(2)} ${f.digits(2)} ${f.digits(3)} ${f.digits(3)} ${f.digits(2)}`,
  (f) => `il codice fiscale di mia madre è ${f.chars(UPPER, 6)}${f.digits(2)}${f.pick(["A", "B", "C", "D", "E", "H", "L", "M"])}${f.digits(2)}${f.chars(UPPER, 1)}${f.digits(3)}${f.chars(UPPER, 1)}`,
  (f) => `DNI ${f.int(10, 99)}.${f.digits(3)}.${f.digits(3)}-${f.chars(UPPER, 1)} y NIE ${f.pick(["X", "Y", "Z"])}-${f.digits(7)}-${f.chars(UPPER, 1)}`,
  (f) => `o NIF da empresa é ${f.int(5, 9)}${f.digits(8)} e o meu ${f.int(1, 3)}${f.digits(2)} ${f.digits(3)} ${f.digits(3)}`,
  (f) => `Reisepassnummer ${f.chars(UPPER, 1)}${f.chars(UPPER + DIGITS, 8)}, gültig bis ${date(f)}; Personalausweis ${f.chars(UPPER + DIGITS, 9)}`,
  (f) => `paspoortnummer ${f.chars(UPPER, 2)}${f.chars(UPPER + DIGITS, 6)}${f.digits(1)} en mijn BSN ${f.bsn()}`,
  (f) => `wohne jetzt ${f.pick(["lindenstraße", "am kirchweg", "hauptstr.", "bahnhofstrasse"])} ${f.int(1, 120)}${f.pick(["", "a", "b"])}, ${f.int(10000, 99999)} ${f.pick(CITY).toLowerCase()}`,
  (f) => `abito in via ${f.pick(["dei mille", "roma", "XX settembre", "San Francesco"])} ${f.int(1, 200)}, ${f.int(10000, 99999)} ${f.pick(CITY)} (${f.chars(UPPER, 2)})`,
  (f) => `moro na Rua ${f.pick(["das Flores", "Augusta", "do Carmo"])}, ${f.int(1, 900)}, apto ${f.int(10, 300)}, CEP ${f.digits(5)}-${f.digits(3)}`,
  (f) => `${f.chars(LOWER, 7)} ${f.pick(["arobase", "(at)", "arroba", "chiocciola", "apenstaartje", "[at]"])} ${f.pick(["gmail", "orange", "libero", "ziggo"])} ${f.pick(["point", "punto", "punt", "dot", "ponto"])} ${f.pick(["com", "fr", "it", "nl"])}`,
  (f) => `nací el ${f.int(1, 28)} de ${f.pick(["enero", "diciembre", "julio"])} de ${f.int(1950, 2005)}; je suis née le ${f.int(1, 28)}/${f.int(1, 12)}/${f.int(1950, 2005)}; geboren am ${date(f)}`,
  (f) => `sha256: ${f.chars(HEX, 64)} (published on the download page)`,
  (f) => `in the docs the token is written ghp_${"X".repeat(36)} and the key sk-${"x".repeat(40)}`,
  (f) => `logo@2x.png, icon@3x.png und banner-${f.digits(4)}x${f.digits(3)}.jpg liegen im Ordner`,
  (f) => `Mein Passwort fürs Online-Banking ist seit gestern ${f.chars(ALNUM, 9)}!`,
  (f) => `le mot de passe c'est ${f.pick(FIRST)}${f.digits(4)} mais ne le dis à personne`,
  (f) => `la password della mail è ancora ${f.chars(LOWER, 5)}.${f.digits(2)}`,
  (f) => `I changed the Amazon password to ${f.chars(ALNUM, 8)}${f.pick(["#", "!", "?"])} this morning`,
  (f) => `login for the holiday flat: ${f.pick(["mum", "oma", "casa"])} / ${f.chars(LOWER, 5)}${f.digits(1)}.${f.digits(2)}`,
  (f) => `WIFI:T:WPA;S:${f.pick(["FRITZ!Box 7590", "Livebox-", "MEO-"])}${f.chars(UPPER + DIGITS, 4)};P:${f.chars(ALNUM, 12)};;`,
  (f) => `digicode ${f.digits(4)}${f.pick(["A", "B", ""])}, alarme #${f.digits(4)}, boîte aux lettres ${f.digits(3)}`,
  (f) => `SIM-PIN ${f.digits(4)}, PUK ${f.digits(8)}; Karten-PIN ${f.digits(4)}`,
  (f) => `2FA-Wiederherstellungscodes: ${Array.from({ length: 10 }, () => f.digits(4) + " " + f.digits(4)).join(", ")}`,
  (f) => `setup key for the authenticator: ${Array.from({ length: 8 }, () => f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)).join(" ")}`,
  (f) => `Apple recovery key ${Array.from({ length: 7 }, () => f.chars(UPPER + DIGITS, 4)).join("-")}`,
];

/** 2 kB episodes of the owners' lines of issue #36 only (dense in numbers and prose codes). */
export function ownerLineEpisodes2k(count = 40, seed = 36_0037): string[] {
  const f = new Fakes(seed);
  const out: string[] = [];
  let cur = "";
  while (out.length < count) {
    cur += `${f.pick(OWNER_LINES)(f)}${f.pick(["\n", " ", ". "])}`;
    if (cur.length >= 2048) {
      out.push(cur.slice(0, 2048));
      cur = "";
    }
  }
  return out;
}

/** The sentences of outside probe (f) of issue #36 (an outside tester's prose passwords, recovery-code lists, addresses, spelled e-mail, ids and phones, with their clean look-alikes), drawn at several seeds, one after the other in 2 kB episodes. */
export function probeEpisodes2k(seeds = 4): string[] {
  const out: string[] = [];
  let cur = "";
  for (let s = 0; s < seeds; s++) {
    for (const c of probe36f(0x36f0 + s)) {
      cur += `${c.text}\n`;
      if (cur.length >= 2048) {
        out.push(cur.slice(0, 2048));
        cur = "";
      }
    }
  }
  return out;
}

/** `count` episodes of 2 kB each, from a fixed seed (the same texts on every run). */
export function stressEpisodes2k(count = 40, seed = 36_0036): string[] {
  const f = new Fakes(seed);
  const out: string[] = [];
  let cur = "";
  while (out.length < count) {
    cur += `${f.pick(PIECES)(f)}${f.pick(["\n", " ", "\n\n", ". "])}`;
    if (cur.length >= 2048) {
      out.push(cur.slice(0, 2048));
      cur = "";
    }
  }
  return out;
}

/**
 * Hostile inputs: one short shape repeated to `length` characters (a long run of digit groups, of
 * "password is", of spelled e-mail pieces, of brackets and colons …), what a pasted log or a
 * crafted message may hold. The gate's time on them must grow about linearly with the length: a
 * rule that rereads the text before or after every candidate turns 100 kB into seconds.
 */
export const HOSTILE_SHAPES: readonly string[] = [
  "1234 5678 ", "0012 345 ", "+49 30 12 ", "12 ", "(12) ", "12.34.", "1 85 05 ", "PIN 1234 ", "password is ", "Passwort: x ",
  "a.b@c", "a at b dot ", "mum / falc0n.77 ", "\"ab ", "ab-cd-", "a:b:", "x\n", "Ab1-", "deadbeef", "QUJDRGVm+/", "Hauptstraße 1 ", "ABCD-EFGH-",
];
export function hostileInput(shape: string, length: number): string {
  let out = "";
  while (out.length < length) out += shape;
  return out.slice(0, length);
}

/**
 * More repeated shapes owners or attackers paste (issue #36, privacy-hostile): a password or code
 * word repeated without a value in each of ZOE's seven languages, long runs of digits with
 * separators, long lines of one sign.
 */
export const EXTRA_HOSTILE: readonly string[] = [
  "password ", "Passwort: ", "mot de passe ", "contraseña: ", "senha ", "la password è ", "wachtwoord: ",
  "PIN ", "code: ", "Kennwort ", "clave ", "codice ",
  "1234-", "12.345.", "12/34/", "12 34 56 ", "1-2-3-", "123,", "1234567890", "+1 ", "0",
  "@", "-", ":", "=", "#", "/", ".", "@ ", "- ",
  // Hidden and look-alike characters, which make the gate read a text a second time.
  "1234\u00a05678 ", "pass\u200bword is ab1 ", "a%40b.c ", "\uff50\uff41\uff53\uff53 \uff11\uff12 ",
];

/** 200 kB and more of base64, as a pasted attachment or a data: URL holds it: one line, or wrapped at 76. */
function base64Blob(length: number, wrap: boolean): string {
  const f = new Fakes(36_0200);
  let out = "";
  while (out.length < length) out += wrap ? `${f.chars(B64, 76)}\n` : f.chars(B64, 1000);
  return out.slice(0, length);
}

/** A chat log pasted whole: timestamped lines of several people, with the stress set's numbers and codes. */
function chatLog(length: number): string {
  const f = new Fakes(36_0100);
  const lines = [...PIECES, ...OWNER_LINES];
  let out = "";
  for (let minute = 0; out.length < length; minute++) {
    const text = f.int(0, 3) === 0 ? f.pick(lines)(f) : f.pick(["ok", "👍", "see you at 5", "danke!", "d'accord", "vale, hasta luego", "ok, até já", "va bene", "prima", "lol", "call me at 5"]);
    out += `[${String(9 + Math.floor(minute / 60) % 14).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}] ${f.pick(FIRST)}: ${text}\n`;
  }
  return out.slice(0, length);
}

/** Every hostile case by name, with a maker for any length: the repeated shapes and the generated blobs. */
export function hostileCases(): Array<{ name: string; make: (length: number) => string }> {
  return [
    ...[...HOSTILE_SHAPES, ...EXTRA_HOSTILE].map((shape) => ({ name: shape, make: (n: number) => hostileInput(shape, n) })),
    { name: "<base64 blob>", make: (n: number) => base64Blob(n, false) },
    { name: "<base64 wrapped>", make: (n: number) => base64Blob(n, true) },
    { name: "<chat log>", make: chatLog },
  ];
}
