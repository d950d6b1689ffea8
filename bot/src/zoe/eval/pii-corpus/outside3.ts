/**
 * Development sentences for issue #36 written by a sixth engineer (privacy-recall), labelled
 * before the gate was run on them. They aim at the families and languages the untuned part's
 * aggregate report still shows missing (prose passwords in English, Spanish and Dutch, a 2FA
 * recovery-code list in English, an address, a spelled e-mail, national ids, a phone) and at the
 * clean look-alikes that get flagged (checksums, hashes, meeting ids, order, part and tracking
 * numbers, versions, placeholders, file names with "@", prices, times, room numbers, "the wifi is
 * down", "reset my password") in all seven languages. Written as owners type in a chat: typos,
 * missing accents, lower case, bullet lists, a value on the next line, notes to self, emoji.
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time).
 */
import { DIGITS, Fakes, HEX, LOWER, nie, UPPER, usAreaCode } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";


const WORDS = ["otter", "kaktus", "crumble", "tapas", "sardinha", "ciabatta", "drop", "walrus", "schnitzel", "madeleine", "churro", "pastel", "cannolo", "fiets", "pinguin", "mistral", "sirocco", "polder", "azulejo", "lavanda"];

/** A password as people make them (never a real one: drawn here). */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "*", "_", "&", "$", "%", "+", "@"]);
  switch (f.int(0, 7)) {
    case 0: return `${cap}${f.int(1960, 2024)}${sign}`;
    case 1: return `${w}${sign}${f.digits(3)}`;
    case 2: return `${w.replace(/e/g, "3").replace(/a/g, "@")}${f.digits(2)}`;
    case 3: return `${f.pick(WORDS)}${cap}${f.digits(2)}`;
    case 4: return `${cap}_${f.chars(UPPER, 2)}${f.digits(2)}`;
    case 5: return f.chars(LOWER + UPPER + DIGITS, f.int(11, 16));
    case 6: return `${w.slice(0, 2).toUpperCase()}${w.slice(2)}${sign}${f.digits(4)}`;
    default: return `${f.digits(2)}${w}${sign}`;
  }
}

export function outside3Sentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const d = (n: number) => f.digits(n);
  const hex = (n: number) => f.chars(HEX, n);
  const { sec, pii, clean } = corpusBuilders(out, "outside3_clean");
  const pw = (lang: CorpusLang, t: string) => sec(lang, "prose_password", t, password(f));

  // --- prose passwords as typed in a hurry: typos, no accents, arrows, lists, notes to self
  pw("en", "pasword for the garage pc is $");
  pw("en", "btw the pw for my work laptop = $ dont forget");
  pw("en", "new netflix pass: $");
  pw("en", "- wifi: HomeNet\n- pass: $");
  pw("en", "Reminder: changed my Dropbox password, now it's $");
  pw("en", "the passwd on the old imac was $ i think");
  pw("en", "password for mum's ipad -> $");
  pw("en", "my password for pretty much everything is $ 🙈");
  pw("en", "Password for the shared drive\n$");
  pw("en", "if you need the admin password its $");
  pw("en", "note to self: bank pw $");
  pw("es", "contraseña del correo: $ (no se la digas a nadie)");
  pw("es", "la contrasena del wifi es $");
  pw("es", "mi clave del banco es $");
  pw("es", "te paso la contraseña: $");
  pw("es", "contraseña nueva -> $");
  pw("es", "la pass del wifi es $");
  pw("es", "oye la contraseña de netflix la cambie a $");
  pw("nl", "wachtwoord is $ (met hoofdletter)");
  pw("nl", "het ww van de wifi: $");
  pw("nl", "nieuwe wachtwoord voor de NAS -> $");
  pw("nl", "wachtwoord = $");
  pw("nl", "t wachtwoord van mn mail is $");
  pw("nl", "ik heb mijn wachtwoord veranderd, het is nu $");
  pw("de", "pw fürs wlan: $");
  pw("fr", "le mot de pass du wifi c'est $");
  pw("pt", "senha do banco -> $");
  pw("it", "pwd della mail $");

  // --- 2FA recovery codes as people keep them
  const nums = (n: number, sep: string) => Array.from({ length: n }, () => `${d(4)} ${d(4)}`).join(sep);
  sec("en", "recovery_codes", "Google backup codes (keep safe)\n$", Array.from({ length: 4 }, (_, i) => `${i + 1}) ${d(4)} ${d(4)}`).join("\n"));
  sec("en", "recovery_codes", "2FA backup codes - $", Array.from({ length: 5 }, () => d(8)).join(" "));
  sec("en", "recovery_codes", "recovery codes for twitter: $", Array.from({ length: 4 }, () => f.chars(LOWER + DIGITS, 10)).join(", "));
  sec("en", "recovery_codes", "here are my dropbox emergency backup codes $", nums(3, ", "));
  sec("en", "recovery_codes", "Discord backup codes:\n$", Array.from({ length: 4 }, () => `- ${f.chars(LOWER + DIGITS, 4)}-${f.chars(LOWER + DIGITS, 4)}`).join("\n"));
  sec("de", "recovery_codes", "wiederherstellungscodes fürs PayPal-Konto: $", nums(4, " / "));

  // --- personal data
  const street = () => f.int(2, 180);
  pii("en", "address", "I live at $", `${street()} Oak Avenue, Apt 4B, Portland, OR 97205`, "US");
  pii("en", "address", "ship it to $ pls", `Flat 3, ${street()} Baker Street, London NW1 6XE`, "GB");
  pii("de", "address", "meine adresse: $", `Am Markt ${f.int(1, 30)}, 53111 Bonn`);
  pii("fr", "address", "j'habite $", `${street()}, avenue des Ternes, 75017 Paris`, "FR");
  pii("nl", "address", "adres: $", `Oudegracht ${street()}A, Utrecht`, "NL");
  pii("es", "address", "vivo en la $", `Avenida de la Constitución ${street()}, 2ºB, Sevilla`, "ES");
  pii("it", "address", "indirizzo: $", `Piazza Navona ${f.int(1, 40)}, Roma`, "IT");
  pii("en", "email_obfuscated", "email me: $", "jane.doe at gmail dot com", "US");
  pii("en", "email_obfuscated", "$ (no spam pls)", "sam [at] proton [dot] me", "GB");
  pii("de", "email_obfuscated", "meine mail: $", "lisa.k at gmx punkt de");
  pii("fr", "email_obfuscated", "$", "paul (arobase) free (point) fr", "FR");
  pii("nl", "email_obfuscated", "mail: $", "piet at hotmail punt com", "NL");
  pii("es", "email_obfuscated", "escribeme a $", "ana punto lopez arroba hotmail punto es", "ES");
  pii("de", "national_id", "Steuer-Identifikationsnummer: $", f.steuerId());
  pii("de", "national_id", "meine steuer id ist $", f.steuerId().replace(/ /g, ""));
  pii("fr", "national_id", "n° de sécurité sociale $", nir(f), "FR");
  pii("nl", "national_id", "burgerservicenummer $", f.bsn(), "NL");
  pii("it", "national_id", "cod. fiscale: $", codiceFiscale(f), "IT");
  pii("es", "national_id", "NIE: $", nie(f), "ES");
  pii("pt", "national_id", "contribuinte n.º $", nifPt(f), "PT");
  pii("en", "national_id", "ssn $ (for the tax form)", f.ssn(), "US");
  pii("en", "national_id", "NI no: $", f.nino(), "GB");
  pii("en", "phone", "cell: $", `(${usAreaCode(f.int(201, 989))}) ${d(3)}-${d(4)}`, "US");
  pii("de", "phone", "handy: $", `+49 1522 ${d(7)}`);
  pii("fr", "phone", "tel $", `06${d(8)}`, "FR");
  pii("nl", "phone", "mobiel: $", `+31 (0)6 ${d(8)}`, "NL");
  pii("es", "phone", "whatsapp $", `+34 6${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "ES");
  pii("it", "phone", "cell $", `+39 3${d(2)} ${d(7)}`, "IT");
  pii("pt", "phone", "meu zap é $", `11 9${d(4)} ${d(4)}`, "BR");
  pii("en", "phone", "call me back on $ after 6", `07${d(3)} ${d(6)}`, "GB");

  // --- clean look-alikes, all seven languages
  clean("en", `checksum matches (${hex(64)}), ok to install`);
  clean("en", "the wifi is down again");
  clean("en", "can you reset my password? I'm locked out");
  clean("en", "the docs use ghp_XXXXXXXXXXXXXXXXXXXX as a placeholder");
  clean("en", "logo@2x.png looks blurry on the retina screen");
  clean("en", "room 4.12 at 14:30");
  clean("en", "it costs $1,299.00 incl. shipping");
  clean("en", `tracking number 9400 ${d(4)} ${d(4)} ${d(4)} ${d(4)} ${d(2)}`, "US");
  clean("en", `part # ${d(2)}-${d(4)}-${d(2)} for the boiler`);
  clean("en", `zoom ${f.int(810, 989)} ${d(4)} ${d(4)} at 3pm`, "US");
  clean("en", "bumped to version 10.4.2 (build 20260415)");
  clean("en", `invoice INV-2026-${d(5)} is paid`);
  clean("de", "das WLAN ist schon wieder weg");
  clean("de", "ich muss mein Passwort zurücksetzen");
  clean("de", "Raum 3.014 um 10:15");
  clean("de", "kostet 1.249,00 € inkl. MwSt");
  clean("de", `Artikelnummer ${d(6)}-${d(3)}`);
  clean("de", `Sendungsverfolgung: JJD00${d(16)}`);
  clean("de", `Prüfsumme stimmt: ${hex(40)}`);
  clean("de", "im Beispiel steht sk-XXXXXXXXXXXXXXXX als Platzhalter");
  clean("de", `Teams-Besprechung ${d(3)} ${d(3)} ${d(3)} ${d(2)}`);
  clean("fr", "le wifi ne marche plus");
  clean("fr", "je dois réinitialiser mon mot de passe");
  clean("fr", "salle B204 à 9h30");
  clean("fr", "prix : 49,90 € TTC");
  clean("fr", `commande n° 40${d(8)}`, "FR");
  clean("fr", `réf. pièce 7701 ${d(3)} ${d(3)}`, "FR");
  clean("fr", "le fichier icone@3x.png est trop lourd");
  clean("fr", `empreinte SHA-256 : ${hex(64)}`);
  clean("fr", `réunion Teams : ${d(3)} ${d(3)} ${d(3)}#`, "FR");
  clean("es", "se ha caído el wifi");
  clean("es", "tengo que restablecer mi contraseña");
  clean("es", "sala 2.07 a las 16:00");
  clean("es", "cuesta 29,95 € con envío");
  clean("es", `número de seguimiento ${d(2)}${f.chars(UPPER, 2)}${d(10)}`, "ES");
  clean("es", `pieza ref. 0 986 ${d(3)} ${d(3)}`, "ES");
  clean("es", `hash del archivo: ${hex(40)}`);
  clean("es", "la api key de ejemplo es sk-XXXXXXXXXXXXXXXX");
  clean("es", "ya salió la versión 5.1.0");
  clean("pt", "o wifi caiu outra vez");
  clean("pt", "preciso de redefinir a minha senha");
  clean("pt", "sala 105 às 15h");
  clean("pt", "custa R$ 1.299,90 à vista", "BR");
  clean("pt", `pedido nº ${d(9)}`, "BR");
  clean("pt", `SHA1: ${hex(40)}`);
  clean("pt", "token de exemplo: ghp_XXXXXXXXXXXXXXXX");
  clean("pt", "a imagem banner@2x.png ficou cortada");
  clean("pt", `reunião às 10:30, código ${f.chars(LOWER, 3)}-${f.chars(LOWER, 4)}-${f.chars(LOWER, 3)}`, "PT");
  clean("it", "il wifi non va");
  clean("it", "devo reimpostare la password");
  clean("it", "aula 3.12 alle 11:00");
  clean("it", "costa 19,99 € spedizione inclusa");
  clean("it", `numero d'ordine ${d(3)}-${d(7)}`, "IT");
  clean("it", `codice prodotto ${d(8)}`, "IT");
  clean("it", `sha256: ${hex(64)}`);
  clean("it", "è uscita la versione 3.4.1");
  clean("it", "il file icona@2x.png è sfocato");
  clean("nl", "de wifi ligt eruit");
  clean("nl", "ik moet mijn wachtwoord resetten");
  clean("nl", "lokaal 2.15 om 13:45");
  clean("nl", "kost €24,95");
  clean("nl", `bestelnummer ${d(10)}`, "NL");
  clean("nl", `artikelnummer ${d(3)}.${d(3)}.${d(2)}`, "NL");
  clean("nl", `checksum klopt: ${hex(64)}`);
  clean("nl", "voorbeeld-token ghp_XXXXXXXXXXXXXXXX");
  clean("nl", "versie 12.0.3 is uit");
  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outside3Corpus(): CorpusCase[] {
  return outside3Sentences(new Fakes(20261206));
}
