/**
 * Development sentences for issue #36 written by a fourth engineer, labelled before the gate was
 * run on them, as an outsider to the rules would write them: secrets said in prose in unusual
 * ways in all seven languages, codes of every kind (door, gate, alarm, bike lock, SIM PIN/PUK,
 * phone unlock, Wi-Fi keys, 2FA setup keys, recovery keys and code lists), personal data in
 * national forms whose value runs across spaces and punctuation (so a mask must cover all of it),
 * and clean sentences that only look sensitive (checksums, meeting ids, order and tracking
 * numbers, versions, placeholders, commit hashes, IBAN formats in docs).
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time).
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER } from "./fakes.ts";
import { sentence as s, type CorpusCase } from "./types.ts";

const WORDS = ["ostsee", "hamster", "biarritz", "sevilla", "coimbra", "verona", "utrecht", "pingu", "marzipan", "baguette", "tortuga", "andorinha", "gabbiano", "eekhoorn", "kiwi", "mango", "zorro", "bolacha", "pistache", "drachen"];

/** A password as people make them, each time in another way. */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "*", "_", ".", "&", "@", "%", "+"]);
  switch (f.int(0, 8)) {
    case 0: return `${cap}${sign}${f.int(1970, 2025)}`;
    case 1: return `${w}_${f.digits(2)}`;
    case 2: return `${w.replace(/i/g, "1").replace(/a/g, "4")}${sign}`;
    case 3: return `${w.slice(0, 3).toUpperCase()}${w.slice(3)}${f.digits(2)}`;
    case 4: return `${cap}.${f.digits(4)}`;
    case 5: return `${f.pick(WORDS)}-${w}-${f.digits(2)}`;
    case 6: return `${f.digits(3)}${cap}${sign}${sign}`;
    case 7: return f.chars(LOWER + UPPER + DIGITS, f.int(9, 14));
    default: return `${cap}${f.pick(WORDS)}${f.digits(1)}${sign}`;
  }
}

const groups = (f: Fakes, n: number, size: number, alphabet: string, sep: string): string => Array.from({ length: n }, () => f.chars(alphabet, size)).join(sep);
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Italian codice fiscale with its check letter (odd/even tables of the Agenzia delle Entrate). */
export function codiceFiscale(f: Fakes): string {
  const body = `${f.chars(UPPER, 6)}${f.digits(2)}${f.pick([..."ABCDEHLMPRST"])}${String(f.int(1, 28)).padStart(2, "0")}${f.pick([..."ABCDEFGHILMZ"])}${f.digits(3)}`;
  const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = body.charAt(i);
    const v = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD[v]! : v;
  }
  return body + String.fromCharCode(65 + (sum % 26));
}

/** French NIR with its key (97 - n mod 97), written in its usual groups. */
export function nir(f: Fakes): string {
  const n = `${f.pick(["1", "2"])}${f.digits(2)}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 95)).padStart(2, "0")}${f.digits(3)}${f.digits(3)}`;
  const key = String(97 - Number(BigInt(n) % 97n)).padStart(2, "0");
  return `${n.slice(0, 1)} ${n.slice(1, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7, 10)} ${n.slice(10, 13)} ${key}`;
}

/** Portuguese NIF (mod 11). */
export function nifPt(f: Fakes): string {
  const d = `2${f.digits(7)}`;
  let t = 0;
  for (let i = 0; i < 8; i++) t += Number(d[i]) * (9 - i);
  const r = 11 - (t % 11);
  return d + (r >= 10 ? 0 : r);
}

const spacedIban = (iban: string): string => iban.replace(/(.{4})/g, "$1 ").trim();

export function outsideSentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const pw = (t: string) => out.push(s("secret", "prose_password", t, password(f)));
  const sec = (family: string, t: string, v: string) => out.push(s("secret", family, t, v));
  const pii = (family: string, t: string, v: string, region = "DE") => out.push(s("pii", family, t, v, { region }));
  const clean = (t: string, region = "DE") => out.push(s("clean", "outside_clean", t, undefined, { region }));
  const d = (n: number) => f.digits(n);

  // --- passwords said in prose, in unusual ways
  for (const t of [
    "password hint: there is none, it's literally $",
    "Here's mum's online banking login, user mama1957, password $",
    "pass for the VPN = $",
    "my iCloud pw → $",
    "the new one for the school portal (don't laugh) is $",
    "Sam's password for the NAS: $ — he asked me to keep it",
    "Das Kennwort fürs Firmen-VPN hat sich geändert, neues: $",
    "Passwort für Mamas E-Mail lautet jetzt $",
    "Zugang zum Router: Benutzer admin, Kennwort $",
    "mdp du compte EDF : $",
    "le mot de passe ? c'est $",
    "Pour te connecter : identifiant papa75, mot de passe $",
    "La contraseña nueva del banco: $",
    "usuario mama, contraseña $",
    "te paso la contraseña del Disney: $",
    "senha nova do internet banking: $",
    "a minha palavra-passe do email é $",
    "login: joana / $",
    "la mia password di Gmail adesso è $",
    "le credenziali sono admin / $",
    "la password del conto è cambiata, ora è $",
    "mijn wachtwoord voor Netflix is $",
    "inloggegevens: gebruikersnaam piet, wachtwoord $",
    "het nieuwe wachtwoord van de mail wordt $",
  ]) pw(t);
  // A password in quotes with spaces in it, and one whose last sign looks like punctuation.
  sec("prose_password", "the wifi password is \"$\" with the spaces", `${f.pick(WORDS)} ${f.pick(WORDS)} ${d(2)}!`);
  sec("prose_password", "das Passwort ist „$“", `${f.pick(WORDS)} ${d(3)} ${f.pick(WORDS)}`);
  sec("prose_password", "Password: $.", `${f.pick(WORDS)}.${d(2)}.`);

  // --- Wi-Fi keys
  sec("wifi", "the wifi's called HomeNet and the key is $", f.chars(LOWER + DIGITS, 12));
  sec("wifi", "Das WLAN-Kennwort steht hinten drauf: $", groups(f, 4, 4, DIGITS, " "));
  sec("wifi", "mdp wifi : $", `${f.pick(WORDS)}${d(4)}`);
  sec("wifi", "clé de sécurité du réseau : $", f.chars(UPPER + DIGITS, 16));
  sec("wifi", "clave del wifi → $", f.chars(LOWER + DIGITS, 10));
  sec("wifi", "a senha do wifi lá de casa é $", `${f.pick(WORDS)}${d(3)}`);
  sec("wifi", "la password del wifi di casa: $", f.chars(LOWER + UPPER + DIGITS, 12));
  sec("wifi", "wifi-wachtwoord: $", `${f.pick(WORDS)}-${d(4)}`);
  sec("wifi", "WIFI:S:Gastnetz;T:WPA;P:$;;", f.chars(LOWER + DIGITS, 12));

  // --- door, gate, alarm, lock codes
  sec("door_code", "btw the code to get into the garage is $", `${d(4)}#`);
  sec("door_code", "Passcode for the building's front door: $", `${d(5)}*`);
  sec("door_code", "gate code changed, it's now $", d(4));
  sec("door_code", "Türöffner-Code fürs Treppenhaus: $", d(4));
  sec("door_code", "le code du portail a changé, maintenant c'est $", `${d(4)}B`);
  sec("door_code", "el código del portal es el $", d(4));
  sec("door_code", "o código do portão mudou para $", d(4));
  sec("door_code", "codice del portone: $", d(5));
  sec("door_code", "de code van het hek is $", d(4));
  sec("alarm_code", "remember: the office alarm disarm code is $", d(4));
  sec("alarm_code", "die Alarmanlage schaltest du mit $ aus", d(4));
  sec("alarm_code", "Le code de l'alarme, c'est $, ne le note nulle part.", d(4));
  sec("alarm_code", "Código de la alarma: $", d(6));
  sec("alarm_code", "código do alarme: $", d(4));
  sec("alarm_code", "codice dell'allarme $", d(5));
  sec("alarm_code", "alarmcode van kantoor: $", d(4));
  sec("lock_code", "the combination for the bike lock is $", d(4));
  sec("lock_code", "locker combo $", `${d(2)}-${d(2)}-${d(2)}`);
  sec("lock_code", "Zahlenschloss am Keller: $", d(4));
  sec("lock_code", "cadenas du vélo : $", d(4));
  sec("lock_code", "candado de la taquilla: $", d(4));
  sec("lock_code", "cadeado da bicicleta: $", d(3));
  sec("lock_code", "lucchetto della bici: $", d(4));
  sec("lock_code", "cijferslot van de fiets: $", d(4));

  // --- card PINs, SIM PIN/PUK, phone unlock
  sec("pin", "She told me the PIN, it's $, for the blue card", d(4));
  sec("pin", "Die Geheimzahl für die Sparkassenkarte lautet $.", d(4));
  sec("pin", "la clave de mi tarjeta es $", d(4));
  sec("pin", "il PIN della carta è $", d(5));
  sec("pin", "de pincode van mijn pinpas is $", d(4));
  sec("pin", "o PIN do cartão multibanco: $", d(4));
  sec("sim_puk", "SIM card PUK is $", d(8));
  sec("sim_puk", "PUK der neuen SIM: $", d(8));
  sec("sim_puk", "el PUK de la SIM es $", d(8));
  sec("sim_puk", "PUK do cartão SIM: $", d(8));
  sec("sim_puk", "PUK della SIM: $", d(8));
  sec("sim_puk", "PUK-code van de simkaart: $", d(8));
  sec("sim_pin", "Code PIN de la carte SIM : $", d(4));
  sec("device_passcode", "new laptop passcode: $, don't forget it", d(6));
  sec("device_passcode", "Mein Handy-Entsperrcode ist $", d(6));
  sec("device_passcode", "mon code de déverrouillage : $", d(6));
  sec("device_passcode", "código de desbloqueo del móvil: $", d(6));
  sec("device_passcode", "o PIN do telemóvel é $", d(4));
  sec("device_passcode", "il codice di sblocco del telefono è $", d(6));
  sec("device_passcode", "ontgrendelcode van mijn telefoon: $", d(6));

  // --- 2FA setup keys, recovery keys and code lists (values run across spaces and dashes)
  sec("totp", "the 2FA setup key they gave me: $", groups(f, 8, 4, BASE32.toLowerCase(), " "));
  sec("totp", "2FA-Schlüssel (Authenticator): $", groups(f, 8, 4, BASE32, " "));
  sec("totp", "clave secreta para el autenticador: $", f.chars(BASE32, 32));
  sec("apple_recovery_key", "Wiederherstellungsschlüssel fürs iPhone: $", groups(f, 7, 4, UPPER + DIGITS, "-"));
  sec("apple_recovery_key", "BitLocker recovery key for the work laptop: $", groups(f, 8, 6, DIGITS, "-"));
  sec("recovery_codes", "Dropbox backup codes (each works once): $", groups(f, 8, 8, LOWER + DIGITS, " "));
  sec("recovery_codes", "Codes de secours Google : $", Array.from({ length: 5 }, () => `${d(4)} ${d(4)}`).join(", "));
  sec("recovery_codes", "códigos de backup do Instagram: $", Array.from({ length: 5 }, () => `${d(4)} ${d(4)}`).join(" | "));
  sec("recovery_codes", "codici di backup Google: $", Array.from({ length: 4 }, () => `${d(4)} ${d(4)}`).join("\n"));
  sec("recovery_codes", "herstelcodes: $", Array.from({ length: 4 }, () => `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`).join(", "));
  sec("recovery_codes", "Wiederherstellungscodes (GitHub):\n$", Array.from({ length: 4 }, () => `• ${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`).join("\n"));

  // --- personal data whose value runs across spaces and punctuation
  pii("phone", "mein Festnetz: $", `089 / ${d(3)} ${d(3)} ${d(2)}`);
  pii("phone", "appelle-moi au $", `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`, "FR");
  pii("phone", "su móvil es el $", `6${d(2)}-${d(2)}-${d(2)}-${d(2)}`, "ES");
  pii("phone", "celular da Ana: $", `+55 (21) 9${d(4)}-${d(4)}`, "BR");
  pii("phone", "il fisso di mamma: $", `06 ${d(4)} ${d(4)}`, "IT");
  pii("phone", "bel me op $", `020-${d(3)} ${d(4)}`, "NL");
  pii("phone", "call me at $", `(415) 555-0${d(3)}`, "US");
  pii("phone", "Lenas Nummer ist $", `+49 (0) 176 / ${d(3)} ${d(2)} ${d(3)}`);
  pii("phone", "o número da clínica é $", `21 ${d(3)} ${d(4)}`, "PT");
  pii("phone", "text me on $", `+44 7700 ${d(6)}`, "GB");
  pii("email_obfuscated", "escríbele a $", "maria.lopez arroba gmail punto com", "ES");
  pii("email_obfuscated", "son mail : $", "jean [dot] dupont [at] free [dot] fr", "FR");
  pii("email_obfuscated", "schreib an $", "k.schmidt (at) gmx (punkt) de");
  pii("email_obfuscated", "la mail di Luca è $", "luca.bianchi chiocciola gmail punto com", "IT");
  pii("email_obfuscated", "mail Pieter op $", "p.jansen apenstaartje outlook punt com", "NL");
  pii("email_obfuscated", "o email dela é $", "ana.silva arroba sapo ponto pt", "PT");
  pii("email_obfuscated", "reach him at $", "jdoe at protonmail dot com", "US");
  pii("national_id", "DNI: $", f.dni(), "ES");
  pii("national_id", "NIF: $", nifPt(f).replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3"), "PT");
  pii("national_id", "mijn BSN is $", f.bsn(), "NL");
  pii("national_id", "n° de sécu : $", nir(f), "FR");
  pii("national_id", "il codice fiscale di papà è $", codiceFiscale(f), "IT");
  pii("national_id", "Steuer-ID $", f.steuerId());
  pii("national_id", "CPF do João: $", f.cpf(), "BR");
  pii("address", "la nueva dirección es $", `Calle de Alcalá ${f.int(1, 200)}, 2º izq., 28014 Madrid`, "ES");
  pii("address", "moramos na $", `Rua Augusta ${f.int(1, 200)}, 3º Dto, 1100-053 Lisboa`, "PT");
  pii("address", "indirizzo: $", `Via Garibaldi ${f.int(1, 90)}, 10122 Torino`, "IT");
  pii("address", "ons adres: $", `Keizersgracht ${f.int(1, 600)}, 1015 CJ Amsterdam`, "NL");
  pii("address", "ship it to $", `${f.int(1, 220)} Baker Street, London NW1 6XE`, "GB");
  pii("address", "neue Adresse: $", `Bahnhofstraße ${f.int(1, 99)}a, 80335 München`);
  pii("address", "j'habite au $", `${f.int(1, 99)} rue des Lilas, 75019 Paris`, "FR");
  pii("iban", "IBAN für die Miete: $", spacedIban(f.iban("DE")));
  pii("iban", "virement sur $", spacedIban(f.iban("FR")), "FR");
  pii("iban", "mi IBAN es $", spacedIban(f.iban("ES")), "ES");
  pii("iban", "il mio IBAN è $", f.iban("IT"), "IT");
  pii("iban", "iban in kleine letters: $", spacedIban(f.iban("NL")).toLowerCase(), "NL");
  pii("birth_date", "meine Tochter ist am $ geboren", `${f.int(1, 28)}. März ${f.int(2005, 2020)}`);
  pii("birth_date", "nacida el $", `${f.int(1, 28)} de julio de ${f.int(1950, 2000)}`, "ES");
  pii("birth_date", "data di nascita: $", `${String(f.int(1, 28)).padStart(2, "0")}/0${f.int(1, 9)}/${f.int(1950, 2000)}`, "IT");
  pii("birth_date", "ik ben geboren op $", `${f.int(1, 28)} januari ${f.int(1950, 2000)}`, "NL");
  pii("birth_date", "nasci em $", `${f.int(1, 28)} de agosto de ${f.int(1950, 2000)}`, "PT");
  pii("birth_date", "né le $ à Lyon", `${f.int(1, 28)} juillet ${f.int(1950, 2000)}`, "FR");
  pii("birth_date", "DOB: $", `${f.int(1950, 2000)}-0${f.int(1, 9)}-${f.int(10, 28)}`, "GB");
  pii("passport", "Passnummer $", `C${f.chars(UPPER + DIGITS, 8)}`);
  pii("passport", "numero passaporto $", `Y${f.chars(UPPER, 1)}${d(7)}`, "IT");
  pii("passport", "paspoortnummer $", `N${f.chars(UPPER + DIGITS, 8)}`, "NL");
  pii("passport", "pasaporte nº $", `PA${f.chars(UPPER, 1)}${d(6)}`, "ES");

  // --- clean: look sensitive, are not
  for (const t of [
    "commit a3f9c21 fixes the PIN pad layout",
    "Merged 9c1e4b7d2a into main, see #4821",
    "Meeting ID 873 4412 9087, passcode in the invite",
    "Zoom: 812 3345 9921, Kenncode siehe Einladung",
    "Bestellung 304-5567812-3345561 ist unterwegs",
    "version 3.12.0-beta.2 fixes the wifi reconnect",
    "use YOUR_API_KEY_HERE in the config example",
    "password: ******** (hidden in the screenshot)",
    "token: <redacted>",
    "IBAN format: DE + 2 check digits + 18 digits",
    "example IBAN in the docs: DEkk BBBB BBBB CCCC CCCC CC",
    "Sendungsverfolgung: JJD0001234567890",
    "suivi Colissimo 6A12345678901",
    "ticket SUP-20417 about the alarm code reset",
    "code 404 on the login page",
    "the door code is on the note on the fridge",
    "WLAN-Passwort steht auf dem Router",
    "error code E-4021 on the dishwasher",
    "le code promo BIENVENUE10 marche encore",
    "Referenz RE-2026-0415 im Verwendungszweck angeben",
    "la référence du virement : FAC-2026-118",
    "número de seguimiento: ES2026041500123",
    "o código de rastreio é LB123456789BR",
    "il numero di tracking è 1Z999AA10123456784",
    "het ordernummer is 2026-04-8812",
    "build 2026.04.15.3 is on staging",
    "the PIN field must accept 4 to 6 digits",
    "Passwort muss 10 Zeichen haben, davon 2 Ziffern",
    "mot de passe oublié ? clique sur le lien",
    "el código postal es 28013",
    "Version 1.4.2 (build 8841) ist live",
    "Kanal 36, 80 MHz, WPA3 auf dem neuen Router",
    "the hex colour is #3fa9f5",
    "UUID 123e4567-e89b-12d3-a456-426614174000 for the episode",
    "ISBN 978-3-16-148410-0 for the book club",
    "EAN 4006381333931 on the label",
    "Aktenzeichen 3 K 1234/25",
    "Kundennr. 10023445",
    "invoice INV-2026-0042 due 30/04",
    "flight KL 1234 at 07:05",
    "placeholder in the docs: sk-proj-XXXXXXXXXXXXXXXXXXXX",
    "AKIAXXXXXXXXXXXXXXXX is the example key in the AWS docs",
    "commit message: fix: rotate key after leak (#812)",
    "git tag v2.0.0-rc1 pushed",
    "el PIN se cambia en el cajero",
    "o PIN chega por correio",
    "il PIN è scaduto, devo chiederne uno nuovo",
    "de pincode komt per post",
    "Mein PIN-Brief ist angekommen",
    "la clé de voûte du projet, c'est le planning",
    "ID della riunione: 812 4410 9987",
    "ID da reunião 845 2231 0098",
    "Deurcode volgt per sms",
    "alarm goes off at 06:45 tomorrow",
    "Kassenzeichen 2026.1234.5678",
    "Rechnungsnr. 2026-04-0017",
    "order 112-4456678-9901234 arrives Tuesday",
    "pedido n.º 4401-2231 enviado",
    "numero pratica 2026/0415",
    "SKU 30-1145-8821 is out of stock",
    "serial number C02XK1ZZJGH5 on the warranty card",
    "product key format: XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
    "the backup codes page looks different now",
    "recovery key is stored in 1Password",
    "Wiederherstellungsschlüssel liegt im Tresor",
    "Le digicode est sur le papier dans l'entrée",
    "la contraseña la tiene mi hermana",
    "a senha está no papel da gaveta",
    "la password te la mando a voce",
    "het wachtwoord staat in de kluis",
    "PUK steht auf der Plastikkarte",
    "Two-factor is on for every account now",
    "Reunião às 15h, código da sala 2.14",
    "ruf zurück unter der bekannten Nummer",
    "Lieferung an Packstation 123",
    "Gate B12, boarding 07:40, seat 14C",
    "chambre 1204, code wifi à la réception",
    "Tel. Zentrale siehe Website",
    "Passwort-Manager: Bitwarden, 2 Nutzer, 10 € im Jahr",
    "the safe is the small grey one in the closet",
  ]) clean(t);
  // --- second batch, written after the first batch's rules and before running them on it: the
  // same families said another way, to see that the rules hold beyond the sentences they came from.
  sec("alarm_code", "to turn the alarm off, key in $ and press OK", d(4));
  sec("alarm_code", "Alarm aus mit Code $ am Panel neben der Tür", d(4));
  sec("alarm_code", "on désactive l'alarme avec le code $", d(4));
  sec("alarm_code", "el alarma se apaga con $ en el teclado", d(4));
  sec("alarm_code", "o alarme desliga-se com $", d(4));
  sec("alarm_code", "l'allarme si spegne con $", d(5));
  sec("alarm_code", "het alarm gaat uit met code $", d(4));
  sec("lock_code", "padlock on the shed: $", d(3));
  sec("lock_code", "Fahrradschloss $, falls du das Rad brauchst", d(3));
  sec("lock_code", "le cadenas de la cave s'ouvre avec $", d(4));
  sec("lock_code", "combinación del candado: $", `${d(2)}-${String(f.int(32, 59))}-${d(2)}`);
  sec("lock_code", "combinazione del lucchetto $", d(3));
  sec("lock_code", "fietsslot: $", d(3));
  sec("lock_code", "cadeado do cacifo: $", d(4));
  sec("prose_password", "password hint? none, it is just $", password(f).replace(/^./, (c) => c.toUpperCase()) + "7Q");
  sec("prose_password", "the account for the gym app: my email and $", `${f.chars(UPPER, 2)}${f.chars(LOWER, 4)}${d(3)}${f.chars(UPPER, 1)}`);
  sec("prose_password", "Zugang zum Kundenportal ist $", `${d(2)}${f.chars(UPPER, 3)}${f.chars(LOWER, 4)}${d(2)}`);
  sec("prose_password", "compte Ameli : c'est $", `${f.chars(UPPER, 2)}${f.chars(LOWER, 5)}${d(3)}`);
  sec("prose_password", "para entrar en la app del banco: $", `${f.chars(LOWER, 3)}${f.chars(UPPER, 3)}${d(4)}${f.chars(LOWER, 2)}`);
  sec("prose_password", "pass for the staff wifi: $", password(f));
  pii("address", "post it to $", `Flat ${f.int(1, 30)}, ${f.int(1, 300)} Victoria Road, Leeds LS6 ${f.int(1, 9)}AB`, "GB");
  pii("address", "new office: $", `Unit ${f.int(1, 12)}, ${f.int(1, 99)} Station Road, Bristol BS1 ${f.int(1, 9)}QD`, "GB");
  for (const t of [
    "the key safe is stored in the garage, code on request",
    "Passwort ist im Tresor hinterlegt",
    "le mot de passe est rangé dans le coffre",
    "la contraseña está guardada en el gestor",
    "a senha está guardada no cofre",
    "la password è salvata nel portachiavi",
    "het wachtwoord is opgeslagen in Bitwarden",
    "pay the alarm company with 2026 funds",
    "open the padlock with the small key",
    "combination of 3 ingredients, 200 g each",
    "the portal account is for 12 users",
    "password hint: our street name",
    "season pass for the museum: 2026",
    "login page v3.12.0 is live on the portal",
    "the account number is on the invoice, see p. 2",
    "cadenas : 3 pièces en stock",
    "Kombination aus 2 Farben, 120 cm",
  ]) clean(t);

  clean(`sha256sum: ${f.chars(HEX, 64)}  installer.iso`);
  clean(`checksum MD5: ${f.chars(HEX, 32)}`);
  clean(`SHA-1 of the commit: ${f.chars(HEX, 40)}`);
  clean(`Prüfsumme der Datei: ${f.chars(HEX, 64)}`);
  clean(`empreinte SHA-256 : ${f.chars(HEX, 64)}`);
  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outsideCorpus(): CorpusCase[] {
  return outsideSentences(new Fakes(20261204));
}
