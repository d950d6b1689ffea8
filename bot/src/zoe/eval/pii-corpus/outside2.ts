/**
 * Development sentences for issue #36 written by a fifth engineer (privacy-four), labelled before
 * the gate was run on them, aimed at what a gate typically gets wrong: (a) redaction that leaves
 * part of a value behind (values with spaces, dashes, dots, quotes, brackets, trailing
 * punctuation, line breaks, two values in one sentence, a value split over two lines, values
 * inside URLs, JSON, YAML and .env lines); (b) secrets said in prose with the value before its
 * keyword or in an unusual order, codes of every kind, in all seven languages; (c) clean sentences
 * that look risky (commit hashes, checksums, meeting ids, tracking, order and part numbers,
 * versions, placeholders, timestamps, colour codes, coordinates, ISBNs, file names with @ or digits).
 * Each case carries the language it is written in; `more` holds a second value in the same sentence.
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time).
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER, usAreaCode } from "./fakes.ts";
import { nifPt } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";


const WORDS = ["falcon", "nordsee", "lavande", "paella", "saudade", "gelato", "stroopwafel", "brezel", "tulipe", "naranja", "caravela", "girasole", "molen", "kater", "cometa", "pomelo", "lince", "hibou", "orca", "zebra"];
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A password as people make them, each time in another way (never a real one: drawn here). */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "*", "_", ".", "&", "$", "%", "?"]);
  switch (f.int(0, 7)) {
    case 0: return `${w.replace(/a/g, "4").replace(/o/g, "0")}.${f.digits(2)}`;
    case 1: return `${cap}${sign}${f.digits(4)}`;
    case 2: return `${f.digits(2)}${cap}${sign}`;
    case 3: return `${w}${sign}${f.pick(WORDS)}${f.digits(1)}`;
    case 4: return `${cap}-${f.digits(3)}-${f.chars(UPPER, 2)}`;
    case 5: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
    case 6: return `${w.toUpperCase().slice(0, 4)}${w.slice(4)}${f.digits(3)}${sign}`;
    default: return `${cap}${f.digits(2)}${f.pick(WORDS)}`;
  }
}

const groups = (f: Fakes, n: number, size: number, alphabet: string, sep: string): string => Array.from({ length: n }, () => f.chars(alphabet, size)).join(sep);
const spacedIban = (iban: string): string => iban.replace(/(.{4})/g, "$1 ").trim();

/** Spanish DNI written with dots and a dash before its letter ("12.345.678-Z"). */
function dniDotted(f: Fakes): string {
  const n = f.int(10_000_000, 99_999_999);
  const t = String(n);
  return `${t.slice(0, 2)}.${t.slice(2, 5)}.${t.slice(5)}-${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`;
}

/** French NIR with its key, in one run. */
function nir(f: Fakes): string {
  const n = `${f.pick(["1", "2"])}${f.digits(2)}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 95)).padStart(2, "0")}${f.digits(3)}${String(f.int(1, 999)).padStart(3, "0")}`;
  return n + String(97 - Number(BigInt(n) % 97n)).padStart(2, "0");
}

export function outside2Sentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const d = (n: number) => f.digits(n);
  const { sec, pii, clean } = corpusBuilders(out, "outside2_clean");
  const pw = (lang: CorpusLang, t: string) => sec(lang, "prose_password", t, password(f));

  // --- (b) the value before its keyword, and other unusual orders
  pw("en", "$ is the new wifi password");
  pw("en", "$ — that's what I set as the password for the NAS");
  pw("en", "try $, it should be the router password");
  pw("en", "for the Netflix account the password I ended up with was $");
  pw("en", "Password? $ (case sensitive)");
  pw("de", "$ ist das neue WLAN-Passwort");
  pw("de", "$ – so lautet jetzt das Passwort fürs Homebanking");
  pw("de", "Fürs Tablet hab ich $ als Kennwort genommen");
  pw("de", "Kennwort (Groß-/Kleinschreibung beachten): $");
  pw("fr", "$, c'est le nouveau mot de passe du wifi");
  pw("fr", "j'ai mis $ comme mot de passe sur la box");
  pw("fr", "Le mdp de la banque ? $");
  pw("es", "$ es la nueva contraseña del wifi");
  pw("es", "he puesto $ como contraseña del portátil");
  pw("es", "¿la contraseña de Movistar? $");
  pw("pt", "$ é a nova senha do wifi");
  pw("pt", "coloquei $ como senha do computador");
  pw("pt", "a palavra-passe que escolhi para o homebanking foi $");
  pw("it", "$ è la nuova password del wifi");
  pw("it", "ho messo $ come password del portatile");
  pw("it", "la password? $");
  pw("nl", "$ is het nieuwe wifi-wachtwoord");
  pw("nl", "ik heb $ als wachtwoord ingesteld op de laptop");
  pw("nl", "wachtwoord van de bank? $");

  // --- (b) codes of every kind, value first or after, in every language
  sec("en", "door_code", "$ gets you through the side gate", d(4));
  sec("en", "pin", "$ is the PIN for the blue card, don't tell anyone", d(4));
  sec("en", "device_passcode", "voicemail PIN: $", d(4));
  sec("en", "lock_code", "the locker at the gym opens with $", d(4));
  sec("en", "alarm_code", "alarm panel code → $", `${d(4)}*`);
  sec("de", "door_code", "$ ist der Code für das Garagentor", d(4));
  sec("de", "pin", "die PIN von Papas EC-Karte ist $", d(4));
  sec("de", "alarm_code", "Alarmanlage: Code $ und dann die Rautetaste", d(6));
  sec("de", "lock_code", "der Tresor im Schlafzimmer geht mit $ auf", d(6));
  sec("de", "device_passcode", "Mailbox-PIN: $", d(4));
  sec("fr", "door_code", "$ : voilà le digicode de l'immeuble", `${d(2)}${f.pick(["A", "B"])}${d(2)}`);
  sec("fr", "pin", "le code de ma carte bleue c'est $", d(4));
  sec("fr", "alarm_code", "pour couper l'alarme tape $", d(4));
  sec("fr", "lock_code", "le coffre de l'hôtel s'ouvre avec $", d(4));
  sec("es", "door_code", "$ es el código de la puerta del garaje", d(4));
  sec("es", "pin", "el pin de la tarjeta del súper: $", d(4));
  sec("es", "alarm_code", "código para desactivar la alarma → $", d(4));
  sec("es", "lock_code", "la caja fuerte se abre con $", d(6));
  sec("pt", "door_code", "$ é o código do portão da garagem", d(4));
  sec("pt", "pin", "o PIN do cartão de débito é $", d(4));
  sec("pt", "alarm_code", "para desligar o alarme marca $", d(4));
  sec("pt", "sim_puk", "PUK do telemóvel novo: $", d(8));
  sec("it", "door_code", "$ è il codice del cancello", d(4));
  sec("it", "pin", "il PIN del bancomat di mamma è $", d(5));
  sec("it", "alarm_code", "per disattivare l'allarme digita $", d(4));
  sec("it", "lock_code", "la cassaforte si apre con $", d(4));
  sec("nl", "door_code", "$ is de code van de poort", d(4));
  sec("nl", "pin", "pincode van de creditcard: $", d(4));
  sec("nl", "alarm_code", "alarm uitzetten met $", d(4));
  sec("nl", "lock_code", "de kluis op de kamer gaat open met $", d(4));

  // --- (a) secrets inside quotes, brackets, URLs, JSON, YAML and .env lines
  sec("en", "prose_password", "the password is \"$\".", password(f));
  sec("en", "prose_password", "password (without the brackets): [$]", password(f));
  sec("de", "prose_password", "Passwort: «$»", password(f));
  sec("fr", "prose_password", "mot de passe : '$' (avec l'apostrophe)", password(f));
  sec("es", "prose_password", "contraseña: ($)", password(f));
  sec("en", "assignment", "DB_PASSWORD=$", f.chars(LOWER + UPPER + DIGITS, 20));
  sec("en", "assignment", "SMTP_PASS=\"$\"", password(f));
  sec("en", "assignment", "database:\n  user: app\n  password: '$'\n  host: db.local", f.chars(LOWER + UPPER + DIGITS, 16));
  sec("en", "assignment", "{\"user\": \"admin\", \"password\": \"$\"}", password(f));
  sec("de", "assignment", "in der .env steht MAIL_PASSWORD=$ drin", password(f));
  sec("en", "credential_url", "connect with postgres://app:$@db.internal:5432/prod", f.chars(LOWER + UPPER + DIGITS, 14));
  sec("it", "credential_url", "usa https://mario:$@nas.local/ per il backup", password(f));
  sec("nl", "credential_url", "ftp://jan:$@ftp.voorbeeld.nl werkt weer", f.chars(LOWER + DIGITS, 12));

  // --- (a) a value on the next line, or split over two lines, and two values in one sentence
  pw("de", "Passwort:\n$");
  pw("fr", "mot de passe du wifi (recopie-le bien) :\n$");
  sec("en", "totp", "2FA setup key:\n$", `${groups(f, 4, 4, BASE32, " ")}\n${groups(f, 4, 4, BASE32, " ")}`);
  sec("it", "recovery_codes", "codici di recupero:\n$", Array.from({ length: 3 }, () => `${d(4)}-${d(4)}`).join("\n"));
  sec("pt", "recovery_codes", "códigos de recuperação: $", Array.from({ length: 4 }, () => f.chars(LOWER + DIGITS, 8)).join(" · "));
  {
    const puk = d(8);
    sec("de", "sim_pin", `SIM-PIN $, PUK ${puk}`, d(4), [puk]);
  }
  {
    const second = password(f);
    sec("en", "prose_password", `old password $, new password ${second}`, password(f), [second]);
  }
  {
    const gate = d(4);
    sec("es", "door_code", `portal $ y garaje ${gate}`, d(4), [gate]);
  }
  {
    const alarm = d(4);
    sec("nl", "door_code", `voordeur $, alarm ${alarm}`, d(4), [alarm]);
  }
  sec("pt", "login_pair", "login do router: admin / $", password(f));
  sec("it", "login_pair", "utente: giulia — password: $", password(f));
  sec("fr", "wifi", "clé WPA du wifi : $.", groups(f, 4, 4, UPPER + DIGITS, "-"));
  sec("es", "wifi", "la clave del wifi del piso es $!", `${f.pick(WORDS)}${d(4)}`);
  sec("nl", "wifi", "wifi-sleutel: $ (hoofdletters!)", f.chars(UPPER + DIGITS, 12));
  sec("de", "wifi", "WLAN \"Gäste\", Schlüssel: $.", groups(f, 4, 4, DIGITS, " "));

  // --- (a) personal data across spaces, dashes, dots, brackets, lines and punctuation
  pii("de", "phone", "ruf mich an: $.", `0171-${d(3)} ${d(2)} ${d(2)}`);
  pii("de", "phone", "Festnetz (Büro): $", `(030) ${d(4)}-${d(3)}`);
  pii("de", "phone", "Handynummer:\n$", `0176 ${d(8)}`);
  pii("fr", "phone", "mon portable : $ !", `+33 (0)6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR");
  pii("fr", "phone", "le numéro du plombier, $.", `06-${d(2)}-${d(2)}-${d(2)}-${d(2)}`, "FR");
  pii("es", "phone", "mi móvil: $.", `6${d(2)}.${d(3)}.${d(3)}`, "ES");
  pii("es", "phone", "llama al fijo ($)", `91 ${d(3)} ${d(2)} ${d(2)}`, "ES");
  pii("pt", "phone", "o meu telemóvel é o $.", `+351 9${d(2)} ${d(3)} ${d(3)}`, "PT");
  pii("pt", "phone", "zap da Carla: $", `(11) 9${d(4)}-${d(4)}`, "BR");
  pii("it", "phone", "il mio cellulare è $.", `+39 3${d(2)}.${d(3)}.${d(4)}`, "IT");
  pii("it", "phone", "numero di casa: $", `06/${d(8)}`, "IT");
  pii("nl", "phone", "bel me even op $.", `06-${f.int(1, 5)}${d(7)}`, "NL");
  pii("nl", "phone", "vast nummer: ($)", `010 ${d(3)} ${d(4)}`, "NL");
  pii("en", "phone", "text me at $!", `+1 (${usAreaCode(f.int(201, 989))}) ${d(3)}-${d(4)}`, "US");
  pii("en", "phone", "office line: $.", `020 ${d(4)} ${d(4)}`, "GB");
  {
    const land = `089 ${d(3)} ${d(4)}`;
    pii("de", "phone", `mobil $ oder Festnetz ${land}`, `0151 ${d(8)}`, "DE", [land]);
  }
  {
    const second = `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
    pii("fr", "phone", `appelle Léa au $ ou Marc au ${second}`, `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR", [second]);
  }
  const user = () => `${f.pick(["anna", "lukas", "claire", "javier", "joana", "marco", "sanne"])}.${f.pick(["rossi", "meyer", "dubois", "garcia", "santos", "bianchi", "visser"])}${d(2)}`;
  pii("en", "email", "mailto:$?subject=invoice", `${user()}@example.org`, "GB");
  pii("en", "email", "{\"name\": \"Anna\", \"email\": \"$\"}", `${user()}@mailbox.org`, "GB");
  pii("de", "email", "schreib mir an <$>.", `${user()}@web.de`);
  pii("fr", "email", "mon adresse : $.", `${user()}+courses@orange.fr`, "FR");
  pii("es", "email", "correo: \"$\"", `${user()}@correo.es`, "ES");
  pii("pt", "email", "manda para $, obrigado", `${user()}@sapo.pt`, "PT");
  pii("it", "email", "email (quella nuova): $", `${user()}@libero.it`, "IT");
  pii("nl", "email", "mail naar $!", `${user()}@ziggo.nl`, "NL");
  pii("fr", "email_obfuscated", "écris à $", "claire point dubois arobase orange point fr", "FR");
  pii("pt", "email_obfuscated", "email: $", "joao.silva (arroba) gmail (ponto) com", "PT");
  pii("de", "email_obfuscated", "Mail an $", "max punkt muster at web punkt de");
  pii("it", "email_obfuscated", "scrivimi a $", "anna punto rossi chiocciola libero punto it", "IT");
  pii("nl", "email_obfuscated", "mail naar $", "jan punt visser apenstaartje ziggo punt nl", "NL");
  pii("es", "email_obfuscated", "mi correo es $", "javier [arroba] correo [punto] es", "ES");
  pii("en", "email_obfuscated", "reach me at $.", "john dot smith at outlook dot com", "US");
  pii("de", "iban", "Überweisung an $.", spacedIban(f.iban("DE")));
  {
    const iban = spacedIban(f.iban("FR"));
    const cut = iban.indexOf(" ", 14);
    pii("fr", "iban", "RIB :\n$", `${iban.slice(0, cut)}\n${iban.slice(cut + 1)}`, "FR");
  }
  pii("es", "iban", "la cuenta (IBAN) es $, titular yo", spacedIban(f.iban("ES")).replace(/ /g, "-"), "ES");
  pii("nl", "iban", "rekening: [$]", f.iban("NL"), "NL");
  pii("it", "iban", "IBAN: $.", spacedIban(f.iban("IT")), "IT");
  pii("en", "card", "card: $, exp 04/29", f.card().replace(/(\d{4})(?=\d)/g, "$1-"), "GB");
  pii("de", "card", "Kreditkarte $.", f.card().replace(/(\d{4})(?=\d)/g, "$1 "));
  pii("es", "national_id", "mi DNI es el $.", dniDotted(f), "ES");
  pii("pt", "national_id", "NIF do senhorio: $", nifPt(f).replace(/(\d{3})(\d{3})(\d{3})/, "$1-$2-$3"), "PT");
  pii("fr", "national_id", "numéro de sécu : $", nir(f), "FR");
  pii("nl", "national_id", "BSN: $.", f.bsn().replace(/(\d{4})(\d{2})(\d{3})/, "$1.$2.$3"), "NL");
  pii("pt", "national_id", "meu CPF é $.", f.cpf().replace(/[.-]/g, ""), "BR");
  pii("de", "steuer_id", "meine Steuer-ID lautet $.", f.steuerId().replace(/ /g, ""));
  pii("de", "passport", "Reisepass-Nr.: $", f.passport());
  pii("it", "passport", "n. passaporto $.", `Y${f.chars(UPPER, 1)}${d(7)}`, "IT");
  pii("de", "address", "Lieferadresse:\n$", `Lindenweg ${f.int(1, 99)}\n${f.int(10115, 14199)} Berlin`);
  pii("fr", "address", "on a déménagé au $.", `${f.int(2, 80)} bis rue Victor Hugo, 69003 Lyon`, "FR");
  pii("es", "address", "mi dirección: $", `C/ Mayor, ${f.int(1, 90)}, 3º B, 28013 Madrid`, "ES");
  pii("pt", "address", "a morada nova é $.", `Rua do Ouro, ${f.int(1, 200)} - 2.º andar, 1100-063 Lisboa`, "PT");
  pii("it", "address", "spediscilo a $", `Via dei Mille ${f.int(1, 60)}/B, 00185 Roma`, "IT");
  pii("nl", "address", "ons nieuwe adres is $.", `Van Baerlestraat ${f.int(2, 99)}-II, 1071 AN Amsterdam`, "NL");
  pii("en", "address", "send it to:\n$", `${f.int(2, 300)} Elm Street\nSpringfield, IL 62704`, "US");
  pii("de", "birth_date", "geboren am $ in Köln", `${String(f.int(1, 28)).padStart(2, "0")}.0${f.int(1, 9)}.${f.int(1950, 2005)}`);
  pii("fr", "birth_date", "née le $.", `${f.int(1, 28)}/0${f.int(1, 9)}/${f.int(1950, 2005)}`, "FR");
  pii("es", "birth_date", "fecha de nacimiento: $", `${f.int(1, 28)}-0${f.int(1, 9)}-${f.int(1950, 2005)}`, "ES");
  pii("en", "birth_date", "DOB (for the form): $", `${f.int(1950, 2005)}/0${f.int(1, 9)}/${f.int(10, 28)}`, "GB");

  // --- (c) clean sentences that look risky
  const hex = (n: number) => f.chars(HEX, n);
  clean("en", `fix(auth): handle expired sessions (${hex(7)})`);
  clean("en", `Reverted ${hex(7)} because the PIN screen broke`);
  clean("en", `SHA256 (zoe-1.4.2.tar.gz) = ${hex(64)}`);
  clean("en", `${hex(32)}  backup-2026-04-15.tar`);
  clean("en", `Meeting ID: ${f.int(800, 999)} ${d(4)} ${d(4)}, passcode in the calendar invite`);
  clean("en", `UPS tracking 1Z${f.chars(UPPER + DIGITS, 16)}`);
  clean("en", `order #${d(3)}-${d(7)}-${d(7)} shipped`);
  clean("en", `part no. 0 ${d(3)} ${d(3)} ${d(3)} for the dishwasher`);
  clean("en", "upgrade to v2.14.3-rc.1 before Friday");
  clean("en", "set API_KEY=<your-key-here> in .env");
  clean("en", "the password field shows XXXX-XXXX until you tap it");
  clean("en", "Authorization: Bearer <token>");
  clean("en", "deploy ran at 2026-04-15T08:30:00Z");
  clean("en", "use #FF5733 for the button and #1e1e1e for the text");
  clean("en", "meet at 52.5200° N, 13.4050° E");
  clean("en", "ISBN 978-0-306-40615-7");
  clean("en", "attach logo@2x.png and IMG_20260415_083012.jpg");
  clean("en", "the wifi password is on the back of the router");
  clean("de", `Commit ${hex(8)}: PIN-Eingabe repariert`);
  clean("de", `SHA-256-Prüfsumme: ${hex(64)}`);
  clean("de", `Zoom-Meeting-ID ${f.int(800, 999)} ${d(4)} ${d(4)}, Kenncode in der Einladung`);
  clean("de", `Sendungsnummer 00${d(18)}`);
  clean("de", `Bestellnummer ${d(3)}-${d(7)}-${d(7)}`);
  clean("de", "Version 4.2.1 behebt den WLAN-Fehler");
  clean("de", "Trag dein Passwort statt XXXX ein");
  clean("de", "Zeitstempel 15.04.2026 08:30:12");
  clean("de", "Koordinaten 48.1374, 11.5755 (Marienplatz)");
  clean("de", "Datei: Rechnung_2026-04@final.pdf");
  clean("de", "Der Code für die Tür kommt per SMS");
  clean("fr", `commit ${hex(7)} : corrige le formulaire de mot de passe`);
  clean("fr", `somme de contrôle SHA-1 : ${hex(40)}`);
  clean("fr", `ID de réunion : ${f.int(800, 999)} ${d(4)} ${d(4)}`);
  clean("fr", `numéro de suivi : 6A${d(11)}`);
  clean("fr", "couleur #00A3E0 pour le logo");
  clean("fr", "remplace <mot_de_passe> par le tien");
  clean("fr", "ISBN 978-2-07-036822-8, édition de poche");
  clean("fr", "le digicode change le 1er mai");
  clean("es", `commit ${hex(7)}: arregla el login`);
  clean("es", `checksum MD5: ${hex(32)}`);
  clean("es", `ID de la reunión: ${f.int(800, 999)} ${d(4)} ${d(4)}`);
  clean("es", `número de pedido 40${d(8)}`);
  clean("es", "versión 3.0.12 publicada el 15/04/2026 a las 08:30");
  clean("es", "pon tu clave donde dice TU_CLAVE_AQUI");
  clean("es", "coordenadas: 40.4168, -3.7038");
  clean("pt", `commit ${hex(7)} corrige o ecrã do PIN`);
  clean("pt", `hash SHA-256: ${hex(64)}`);
  clean("pt", `ID da reunião: ${f.int(800, 999)} ${d(4)} ${d(4)}`);
  clean("pt", `código de rastreio LX${d(9)}PT`);
  clean("pt", "a versão 2.3.0-beta já saiu");
  clean("pt", "foto_2026-04-15@3x.png em anexo");
  clean("pt", "a senha do wifi está colada no frigorífico");
  clean("it", `commit ${hex(7)}: sistemato il reset della password`);
  clean("it", `checksum SHA-256: ${hex(64)}`);
  clean("it", `ID riunione ${f.int(800, 999)} ${d(4)} ${d(4)}`);
  clean("it", `codice articolo ${d(3)}.${d(3)}.${d(2)}`);
  clean("it", "colore #2E8B57 per l'intestazione");
  clean("it", "inserisci la tua chiave al posto di <API_KEY>");
  clean("it", "il codice del cancello lo sa il portiere");
  clean("nl", `commit ${hex(7)}: pincode-scherm gerepareerd`);
  clean("nl", `SHA-1-controlesom: ${hex(40)}`);
  clean("nl", `vergader-ID ${f.int(800, 999)} ${d(4)} ${d(4)}`);
  clean("nl", `track & trace: 3S${f.chars(UPPER, 4)}${d(9)}`);
  clean("nl", "versie 1.8.4 staat klaar");
  clean("nl", "vul je wachtwoord in op de plek van XXXXXXXX");
  clean("nl", "bestand scan_2026-04-15_0830.pdf");
  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outside2Corpus(): CorpusCase[] {
  return outside2Sentences(new Fakes(20261205));
}
