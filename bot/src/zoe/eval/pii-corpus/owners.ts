/**
 * Development sentences for issue #36, part of the tuning corpus: secrets and personal data as
 * owners type them in ZOE's seven languages (a password said in a sentence with words before the
 * value, a login pair, backup codes, national phone forms, identity numbers, addresses, spelled
 * e-mail), and many clean sentences that only look sensitive (meeting ids, order and part numbers,
 * checksums, placeholders, physical keys, password rules). The first batch was written before the
 * rules it tunes, the second (marked) while they were written.
 * Must never: hold a literal secret (every password, code and number is drawn at run time).
 */
import { DIGITS, Fakes, LOWER, UPPER } from "./fakes.ts";
import { sentence as s, type CorpusCase } from "./types.ts";

// Words people build passwords from, in the seven languages (the value is built from them at run time).
const BASES = ["falcon", "sunshine", "mariposa", "sonnenblume", "papillon", "girasole", "zonnebloem", "tulipa", "bretagne", "lisboa", "bruxelas", "kater", "chaton", "perrito", "gatinho", "cucciolo", "poesje", "summer", "winter", "dragon", "tigre", "pantera", "estrela", "stella", "ster", "mond", "lune", "luna", "koala", "bruno", "felix", "maxi", "lotte", "minou"];
const LEET: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5" };

/** A password as a person makes one: a word, changed a little (capitals, leetspeak, a year, a sign). */
function humanPassword(f: Fakes): string {
  const w = f.pick(BASES);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const leet = w.replace(/[aeios]/g, (c) => (f.int(0, 1) ? LEET[c]! : c));
  const sign = f.pick(["!", ".", "#", "?", "*", "-", "_", "$", "&"]);
  switch (f.int(0, 9)) {
    case 0: return `${leet}${sign}${f.digits(2)}`;
    case 1: return `${cap}${f.int(1960, 2024)}${sign}`;
    case 2: return `${w}${f.digits(f.int(2, 4))}`;
    case 3: return `${cap}${f.pick(BASES)}${f.digits(1)}`;
    case 4: return `${f.digits(2)}${cap}${sign}`;
    case 5: return `${w}${sign}${f.pick(BASES)}${f.digits(2)}`;
    case 6: return `${cap}${sign}${f.digits(4)}`;
    case 7: return `${leet.replace(/^./, (c) => c.toUpperCase())}${f.digits(3)}`;
    case 8: return f.chars(LOWER + UPPER + DIGITS, f.int(8, 12));
    default: return `${w.slice(0, 4)}${sign}${cap.slice(0, 3)}${f.digits(3)}`;
  }
}

/** Backup codes as a service lists them: "1234 5678" pairs or "a1b2c-d3e4f" dashed. */
function backupCodes(f: Fakes, n: number, dashed: boolean, sep: string): string {
  return Array.from({ length: n }, () => (dashed ? `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}` : `${f.digits(4)} ${f.digits(4)}`)).join(sep);
}

const HEX = "0123456789abcdef";

export function ownerSentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const pw = (tmpl: string) => out.push(s("secret", "prose_password", tmpl, humanPassword(f)));
  const pair = (tmpl: string) => out.push(s("secret", "login_pair", tmpl, humanPassword(f)));
  const code = (family: string, tmpl: string, v: string) => out.push(s("secret", family, tmpl, v));
  const p = (family: string, tmpl: string, v: string, region = "DE") => out.push(s("pii", family, tmpl, v, { region }));
  const c = (family: string, text: string, region = "DE") => out.push(s("clean", family, text, undefined, { region }));

  // --- passwords said in a sentence, words between the keyword and the value
  for (const t of [
    "My password for the online banking is $, don't tell anyone.",
    "I changed the Amazon password to $ yesterday.",
    "the new wifi password at grandma's is $",
    "Reset the router password and set it to $ so the kids can log in.",
    "Spotify password → $",
    "fyi the pw for the NAS is now $",
    "Password for the family Apple ID: $",
    "here's the password for the shared drive: $",
    "Mein Passwort fürs Online-Banking ist $.",
    "Das WLAN-Passwort bei Oma lautet $",
    "Ich habe das Kennwort für die Steuer-Software auf $ geändert.",
    "Passwort vom Laptop ist übrigens $",
    "neues Passwort für Elster: $",
    "le mot de passe c'est $ pour la box",
    "Mon mdp Ameli est $",
    "J'ai changé le mot de passe de la banque en $.",
    "mot de passe du compte Free → $",
    "la contraseña del banco es $",
    "Cambié la contraseña de Netflix a $ ayer.",
    "mi contraseña de Gmail: $",
    "La clave del wifi de casa es $",
    "a palavra-passe do Portal das Finanças é $",
    "mudei a senha do banco para $",
    "minha senha do gov.br é $",
    "A senha do Wi-Fi da casa da praia é $",
    "la password della mail è $",
    "Ho cambiato la password di Amazon in $.",
    "La password del wifi dei nonni è $",
    "Mijn wachtwoord voor DigiD is $",
    "het wachtwoord van de wifi is $",
    "Ik heb het wachtwoord van Bol veranderd in $.",
    "wachtwoord van de laptop: $",
  ]) pw(t);

  // --- login pairs
  for (const t of [
    "login for the holiday flat: mum / $",
    "Netflix: user dad, pass $",
    "user: jdoe pass: $",
    "username is grandpa and the password $",
    "Zugang Ferienwohnung: Benutzer mama, Passwort $",
    "Login Disney+: papa / $",
    "Benutzername: kurt.b Kennwort: $",
    "identifiant : jdupont / mot de passe : $",
    "compte Canal+ : maman / $",
    "usuario: pepe, contraseña: $",
    "acceso al router: admin / $",
    "utilizador: ritaf / senha: $",
    "login do Netflix: mae / $",
    "utente: marco.r password: $",
    "nome utente mario, password $",
    "gebruikersnaam: jan88, wachtwoord: $",
    "inlog voor het vakantiehuis: oma / $",
  ]) pair(t);

  // Added while the rules were written (development sentences too, never the held-out parts).
  for (const t of [
    "Das Passwort für das Online-Banking bei der Sparkasse ist seit gestern $",
    "I always use $ as my password",
    "my laptop password? it's $",
    "la password è sempre $",
    "Netflix: mum / $",
    "Netflix — dad / $",
    "log in as admin with $",
    "Log dich als admin mit $ ein",
    "connecte-toi avec admin / $",
  ]) pw(t);
  code("prose_password", "admin:$ for the router", `${f.chars(LOWER, 6)}${f.digits(2)}x`);
  code("prose_password", "WLAN-Schlüssel: $", Array.from({ length: 5 }, () => f.digits(4)).join(" "));
  code("door_code", "Schlüsselbox $", f.digits(4));
  code("door_code", "el candado es $", f.digits(4));
  code("door_code", "cassetta delle chiavi: $", f.digits(4));
  code("door_code", "sleutelkluisje: $", f.digits(4));
  code("recovery_codes", "códigos de recuperación: $", backupCodes(f, 3, true, ", "));
  code("recovery_codes", "codici di recupero: $", Array.from({ length: 3 }, () => `${f.digits(4)}-${f.digits(4)}`).join(", "));
  code("recovery_codes", "back-upcodes: $", backupCodes(f, 3, false, " / "));
  code("recovery_codes", "Microsoft recovery code: $", Array.from({ length: 5 }, () => f.chars(UPPER, 5)).join("-"));

  // --- codes and backup codes
  code("door_code", "Door code for the holiday flat is $, the key is in the box.", f.digits(4));
  code("door_code", "Der Türcode vom Haus meiner Eltern: $", f.digits(4));
  code("door_code", "le digicode de l'immeuble c'est $", `${f.digits(4)}${f.pick(["A", "B"])}`);
  code("door_code", "el código del portal es $", f.digits(5));
  code("door_code", "o código do portão é $", f.digits(4));
  code("door_code", "il codice del cancello è $", f.digits(5));
  code("door_code", "de code van de voordeur is $", f.digits(4));
  code("pin", "My bank card PIN is $.", f.digits(4));
  code("pin", "die PIN von Mamas EC-Karte ist $", f.digits(4));
  code("pin", "le code de ma carte bleue : $", f.digits(4));
  code("pin", "el PIN de la tarjeta es $", f.digits(4));
  code("pin", "o PIN do cartão é $", f.digits(4));
  code("pin", "il PIN del bancomat è $", f.digits(5));
  code("pin", "pincode van mijn bankpas: $", f.digits(4));
  code("recovery_codes", "Backup codes for Google:\n$", backupCodes(f, 5, false, "\n"));
  code("recovery_codes", "GitHub recovery codes: $", backupCodes(f, 6, true, " "));
  code("recovery_codes", "Meine Backup-Codes für Instagram: $", backupCodes(f, 4, false, ", "));
  code("recovery_codes", "codes de secours Microsoft : $", backupCodes(f, 4, true, ", "));
  code("recovery_codes", "códigos de respaldo de Twitter: $", backupCodes(f, 5, false, " / "));
  code("recovery_codes", "códigos de recuperação do Gmail: $", backupCodes(f, 4, false, "; "));
  code("recovery_codes", "codici di backup di Facebook: $", backupCodes(f, 5, true, "\n"));
  code("recovery_codes", "herstelcodes van Proton: $", backupCodes(f, 4, true, " "));

  // --- phones in national and international forms (the region is the owner's)
  const d = (n: number) => f.digits(n);
  p("phone", "mon portable : $", `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  p("phone", "Claire : $ (fixe)", `01.${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  p("phone", "ruf Oma an unter $", `0171 ${d(7)}`);
  p("phone", "Handy von Jonas: $", `+49 (0)151 ${d(8)}`);
  p("phone", "Praxis Dr. Weber $", `030/${d(8)}`);
  p("phone", "call Lena on $", `0049 160 ${d(7)}`, "GB");
  p("phone", "mi móvil es el $", `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  p("phone", "llámame al $", `+34 6${d(2)} ${d(3)} ${d(3)}`);
  p("phone", "o meu telemóvel é $", `91${d(1)} ${d(3)} ${d(3)}`);
  p("phone", "liga para a Rita: $", `+351 93${d(1)} ${d(3)} ${d(3)}`);
  p("phone", "meu celular é $", `(21) 9${d(4)}-${d(4)}`, "DE");
  p("phone", "WhatsApp do João: $", `+55 11 9${d(4)}-${d(4)}`);
  p("phone", "o telefone da loja é $", `(11) 3${d(3)}-${d(4)}`, "BR");
  p("phone", "il mio cellulare è $", `33${d(1)} ${d(3)} ${d(4)}`);
  p("phone", "chiama Marco al $", `+39 34${d(1)} ${d(7)}`);
  p("phone", "mijn nummer is $", `06-${d(8)}`);
  p("phone", "bel oma op $", `+31 6 ${d(8)}`);
  p("phone", "GSM van Lotte: $", `0470 ${d(2)} ${d(2)} ${d(2)}`);
  p("phone", "Handynummer von Lukas (Wien): $", `0664 ${d(7)}`);
  p("phone", "Natel von Reto: $", `079 ${d(3)} ${d(2)} ${d(2)}`);
  p("phone", "text Sam on $", `07700 9${d(5)}`, "US");

  // --- identity numbers, addresses, spelled e-mail
  p("national_id", "DNI de Lucía: $", ((n: number) => `${String(n).slice(0, 2)}.${String(n).slice(2, 5)}.${String(n).slice(5)}-${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`)(f.int(10_000_000, 99_999_999)));
  p("national_id", "o meu NIF é $", ((d: string) => { let t = 0; for (let i = 0; i < 8; i++) t += Number(d[i]) * (9 - i); const r = 11 - (t % 11); const n = d + (r >= 10 ? 0 : r); return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`; })(`2${d(7)}`));
  p("national_id", "BSN $", ((): string => { for (;;) { const x = `1${d(7)}`; let sum = 0; for (let i = 0; i < 8; i++) sum += Number(x[i]) * (9 - i); const last = sum % 11; if (last < 10) { const n = x + String(last); return `${n.slice(0, 4)} ${n.slice(4, 6)} ${n.slice(6)}`; } } })());
  p("passport", "Reisepassnummer: $", `C${f.chars(UPPER + DIGITS, 8)}`);
  p("passport", "numéro de passeport $", `${d(2)}${f.chars(UPPER, 2)}${d(5)}`);
  p("address", "Adresse der Wohnung: $", `Via Garibaldi ${f.int(1, 99)}`);
  p("address", "a morada é $", `Rua Augusta, ${f.int(1, 300)}`);
  p("address", "entrega em $", `Av. Atlântica, ${f.int(100, 3000)} - apto ${f.int(10, 99)}`);
  p("address", "wohnt jetzt in der $", `bergmannstraße ${f.int(1, 120)}`);
  p("address", "abita in $", `Via dei Mille ${f.int(1, 99)}, Milano`);
  p("address", "endereço: $", `R. Haddock Lobo, ${f.int(1, 999)} - Cerqueira César`);
  p("address", "wohnt in der $", `Kastanienallee ${f.int(1, 99)}, 2. OG`);
  p("address", "ons nieuwe adres: $", `Kerkstraat ${f.int(1, 200)}, ${f.int(1000, 9999)} AB Utrecht`);
  p("email_obfuscated", "écris-moi : $", "claire.martin arobase orange point fr");
  p("email_obfuscated", "mi correo: $", "lucia.g arroba gmail punto com");
  p("email_obfuscated", "scrivimi a $", "marco chiocciola libero punto it");
  p("email_obfuscated", "mail: $", "jan apenstaartje ziggo punt nl");
  p("email_obfuscated", "Mail an $", "max(at)web(punkt)de");

  // --- third batch (privacy-two), written before its rules: multi-word passphrases, the value
  // before its keyword, names in a spelled e-mail, a flat before a UK address, whole-value masks.
  const PHRASE_WORDS = ["correct", "horse", "battery", "staple", "purple", "monkey", "dishwasher", "orbit", "candle", "river", "pencil", "giraffe", "velvet", "thunder", "biscuit", "lantern", "maple", "rocket", "walnut", "harbor"];
  const phrase = (n: number): string => Array.from({ length: n }, () => f.pick(PHRASE_WORDS)).join(" ");
  for (const t of [
    "my wifi password is $",
    "the password for the old laptop is $ by the way",
    "our netflix password is $, don't share it",
    "Passwort fürs WLAN ist $",
    "le mot de passe du wifi est $",
  ]) out.push(s("secret", "prose_password", t, phrase(f.int(3, 5))));
  for (const t of [
    "als Passwort habe ich $ genommen",
    "Als neues Kennwort habe ich $ gesetzt.",
    "j'ai mis $ comme mot de passe",
    "j'ai choisi $ comme mot de passe pour la box",
    "puse $ de contraseña",
    "puse $ como contraseña del wifi",
    "ho messo $ come password",
    "coloquei $ como senha do banco",
    "ik heb $ als wachtwoord gekozen",
    "I picked $ as the new password",
  ]) pw(t);
  for (const t of ["the password is $.", "Passwort: $!", "mot de passe : $ ?", "la contraseña es $…"]) pw(t);
  const FIRST = ["jane", "john", "maria", "pierre", "lukas", "giulia", "joao", "sanne"];
  const LAST = ["doe", "smith", "garcia", "dubois", "weber", "rossi", "silva", "visser"];
  p("email_obfuscated", "write to $ for the tickets", `${f.pick(FIRST)} ${f.pick(LAST)} at gmail dot com`, "GB");
  p("email_obfuscated", "her address is $", `${f.pick(FIRST)} ${f.pick(LAST)} at outlook dot com`, "US");
  p("address", "send it to $", `Flat ${f.int(1, 9)}, ${f.int(1, 200)} Baker Street, London NW1 ${f.int(1, 9)}XE`, "GB");
  p("address", "new place: $", `Flat ${f.int(1, 30)}, ${f.int(1, 99)} Mill Road, Cambridge CB1 ${f.int(1, 9)}AB`, "GB");
  p("phone", "office line $", `+44 20 7${d(3)} ${d(4)} ext. ${d(3)}`, "GB");
  p("phone", "call the desk on $", `(212) 555-${d(4)} x${d(3)}`, "US");

  // Whole-value masks (privacy-two, before their rules): extensions, a letter after a house number,
  // a postcode after the town, an id's check letter after a space or a dash.
  p("phone", "Zentrale $", `+49 30 ${d(7)}-${d(2)}`);
  p("phone", "Büro: $", `030 ${d(7)} Durchwahl ${d(2)}`);
  p("phone", "bureau : $", `+33 1 ${d(2)} ${d(2)} ${d(2)} ${d(2)} poste ${d(3)}`, "FR");
  p("address", "wir wohnen in der $", `Hauptstr. ${f.int(1, 99)}b, ${f.int(10000, 99999)} Berlin`);
  p("address", "adresse : $", `${f.int(1, 99)} bis rue de la Paix, ${f.int(10, 95)}00${f.int(1, 9)} Paris`, "FR");
  p("address", "ik woon op $", `Kerkstraat ${f.int(1, 200)}a, ${f.int(1000, 9999)} AB Utrecht`, "NL");
  p("address", "vivo en $", `Calle Mayor ${f.int(1, 99)}, 3º B, ${f.int(10, 50)}0${d(2)} Madrid`, "ES");
  p("national_id", "mi DNI es $", ((n: number) => `${n}-${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`)(f.int(10_000_000, 99_999_999)), "ES");
  p("national_id", "DNI $", ((n: number) => `${n} ${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`)(f.int(10_000_000, 99_999_999)), "ES");

  p("phone", "mi oficina: $", `+34 91 ${d(3)} ${d(2)} ${d(2)} ext. ${d(3)}`, "ES");
  p("phone", "ufficio $", `+39 02 ${d(8)} interno ${d(3)}`, "IT");
  p("phone", "kantoor $", `+31 20 ${d(3)} ${d(4)} toestel ${d(3)}`, "NL");
  p("phone", "escritório $", `+351 21 ${d(3)} ${d(4)} extensão ${d(3)}`, "PT");
  p("phone", "Telefon $", `+49 89 ${d(6)} App. ${d(3)}`);
  p("address", "she lives at $", `${f.int(10, 300)}B Baker Street, London NW1 ${f.int(1, 9)}XE`, "GB");
  p("address", "abito in $", `Via Roma ${f.int(1, 99)}/A, ${f.int(10, 98)}1${d(2)} Torino`, "IT");
  p("address", "moro na $", `Rua do Carmo, n.º ${f.int(1, 99)}, ${f.int(1000, 9999)}-${d(3)} Lisboa`, "PT");
  p("address", "Lieferadresse: $", `Lindenweg ${f.int(1, 40)}-${f.int(41, 60)}, ${f.int(10000, 99999)} Hamburg`);
  p("national_id", "mi NIE es $", ((n: number) => `X-${String(n).padStart(7, "0")}-${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`)(f.int(1_000_000, 9_999_999)), "ES");

  for (const t of ["la contraseña del wifi es $", "a senha do wifi é $", "het wachtwoord van de wifi is $", "la password del wifi è $", "mein Passwort: $"]) out.push(s("secret", "prose_password", t, phrase(f.int(3, 5))));
  code("recovery_codes", "Backup-Codes für Google:\n$", Array.from({ length: 5 }, (_, i) => `${i + 1}. ${f.digits(4)} ${f.digits(4)}`).join("\n"));
  code("recovery_codes", "my github recovery codes: $", Array.from({ length: 6 }, () => f.chars(LOWER + DIGITS, 5) + "-" + f.chars(LOWER + DIGITS, 5)).join(", "));
  code("recovery_codes", "codes de secours : $", Array.from({ length: 4 }, () => f.digits(8)).join(" / "));
  code("recovery_codes", "códigos de recuperação:\n$", Array.from({ length: 4 }, () => `- ${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}`).join("\n"));
  code("recovery_codes", "Microsoft recovery code: $", Array.from({ length: 5 }, () => f.chars(UPPER + DIGITS, 5)).join("-"));
  for (const t of [
    "la contraseña es demasiado corta todavía",
    "a senha é muito fácil de adivinhar",
    "het wachtwoord is nog steeds hetzelfde",
    "la password è scritta sul foglio",
    "my password is longer than twelve characters",
    "backup codes are in the safe, not here",
  ]) c("owner_prose", t);

  for (const t of [
    "Zoom: Meeting-ID 812 3345 9921, Kenncode im Kalender",
    "ID de réunion : 845 2231 0098",
    "ID de la reunión 934 1120 4456, la clave está en el correo",
    "ID riunione 822 4410 9987",
    "vergader-ID 871 2290 3346",
    "commit 4f9c2e1a8b7d fixed the login bug",
    "Bestellnummer 302-4411829-5567102",
    "numéro de commande 1120-3345-8890",
    "número de pedido 4410093381",
    "numero d'ordine 7781 2290",
    "bestelnummer 8890 1123 4456",
    "Sendungsnummer 00340434161234567890",
    "tracking 1Z999AA10123456784",
    "Flug LH 2041 um 07:45, Gate B12",
    "vol AF1234 terminal 2E",
    "Teilenummer 06-1234-5678",
    "the password manager update 8.4.1 is out",
    "Kennwort-Richtlinie: 12 Zeichen, 1 Zahl",
    "the door code changes on 2026-12-01",
    "la clé USB est dans le tiroir",
    "sleutel ligt onder de mat",
    "il codice fiscale va nel modulo, non qui",
    "ruf mich um 18:30 an",
    "Zimmer 1204, Etage 12",
    "ticket #48213 is about the PIN pad",
    "version 2.14.0-rc.3 released",
    "Rechnung 2026-00417 über 1.240,00 €",
    "factura F-2026-0031 por 840,50 €",
  ]) c("owner_prose", t);

  for (const t of [
    "the password, if you need it, is $",
    "das Passwort – falls du es brauchst – ist $",
    "le mot de passe, au cas où, c'est $",
    "wachtwoord voor de NAS heb ik op $ gezet",
    "I set the router password to $ last night",
    "het wachtwoord heb ik veranderd in $",
    "ho impostato la password su $",
    "mudei a senha para $ ontem",
    "cambié la contraseña a $ esta mañana",
    "hab das Passwort auf $ geändert",
  ]) pw(t);

  // --- clean: meeting ids, orders, parts, checksums, placeholders, physical keys, rules about passwords
  for (const t of [
    "Zoom meeting ID: 941 0084 6881, see you at 10.",
    "ID da reunião: 852 7710 3346",
    "ID de réunion : 845 1203 5578",
    "ID de la reunión 812 3456 7890, a las 16h",
    "ID riunione 876 5432 1098",
    "Vergader-ID 834 5678 9012",
    "Meeting-ID: 912 3456 7890 (Teams)",
    "Bestellnummer 302-1234567-8901234 kommt Montag.",
    "commande n° 12345678 livrée",
    "el pedido 123456789 llega el lunes",
    "número de encomenda 0012345678",
    "ordine n. 1234567890 spedito",
    "bestelnummer 1234567890 is onderweg",
    "Teilenummer 0986 4521 37 ist bestellt.",
    "pièce réf. 0 986 452 137 commandée",
    "referencia de la pieza 1987 432 011",
    "código do produto 7891 0001 2345",
    "codice articolo 0986 452 137",
    "onderdeelnummer 0986452137",
    "Kundennummer 1234567890 bei den Stadtwerken",
    "the app icon is logo@2x.png, the other one icon@3x.webp",
    "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX is the placeholder in the docs",
    "sk-xxxxxxxxxxxxxxxxxxxxxxxx stays in the README example",
    "Passwort: <dein-passwort> im Beispiel ersetzen",
    "the password reset flow is broken again",
    "call me at 5, or after 17:30",
    "I forgot my password again, the reset link is in my inbox.",
    "Das Passwort muss mindestens 12 Zeichen haben.",
    "Passwort vergessen, neues angefordert.",
    "Le mot de passe doit contenir 8 caractères minimum.",
    "J'ai oublié mon mot de passe Ameli.",
    "La contraseña caduca en 90 días.",
    "Olvidé mi contraseña del banco otra vez.",
    "A senha expira em 30 dias.",
    "Esqueci a senha do banco, vou ligar amanhã.",
    "La password deve avere almeno 10 caratteri.",
    "Ho dimenticato la password di Amazon.",
    "Het wachtwoord moet 12 tekens lang zijn.",
    "Ik ben mijn wachtwoord vergeten.",
    "The code review is at 3pm on Thursday.",
    "Code-Review am Freitag um 10.",
    "Der Schlüssel liegt unter der Matte.",
    "la clé est chez la voisine du 3e",
    "La llave está en la maceta.",
    "a chave está com o porteiro",
    "la chiave è sotto lo zerbino",
    "de sleutel ligt bij de buren",
    "The wifi is down again in room 4.",
    "Mein Login bei der Bank funktioniert nicht.",
    "the alarm is set for 6:30 tomorrow",
    "use the code SUMMER20 at checkout",
    "Gutscheincode WINTER25 gilt bis Sonntag.",
    "We switched the family to 1Password last year.",
    "Password manager: Bitwarden or 1Password?",
    "flight LH 1234 leaves at 07:45 from gate B12",
    "Passwort-Richtlinie: 12 Zeichen, 1 Ziffer, 1 Sonderzeichen.",
    "mot de passe : 8 caractères minimum, dont 1 chiffre",
    "contraseña: mínimo 8 caracteres",
    "senha: mínimo 8 caracteres e um número",
    "password: almeno 8 caratteri e un numero",
    "wachtwoord: minimaal 8 tekens",
    "the login page shows error 403 since v2.3.1",
    "Aktenzeichen 12 O 345/25 beim Landgericht",
    "nº de série 4521 8890 12 na garantia",
    "numero di serie 4521 8890 12 sulla garanzia",
    "La réunion est au 2e étage, salle 204.",
    "Reunión en la sala 3, planta 2.",
    "tracking number 1Z 999 AA1 01 2345 6784",
    "Sendungsnummer 00340434161234567890",
    "IBAN check digits are the 3rd and 4th characters.",
    "Code freeze on 12/06, release 2.4 on 19/06.",
    "A chave do sucesso é a consistência.",
    "La clave está en los detalles.",
    "Der Schlüssel zum Erfolg: 3 Dinge.",
    "la clé du succès, c'est la régularité",
    "De sleutel tot succes is 3 keer per week trainen.",
    "my PIN is the usual one, you know it",
    "PIN-Brief von der Bank kommt per Post.",
    "Stack: React / Node18",
    "Tickets: ZOE-1287 / ZOE-1290 for the login page",
    "Wifi: 5GHz / 2.4GHz band",
    "Access: read / write2",
    "login: anna / password in Bitwarden",
    "Benutzer: mama, Passwort kennt Papa",
    "Ich nutze 1Password als Passwort-Manager.",
    "das Passwort ist seit gestern abgelaufen",
    "la contraseña es desde ayer inválida",
    "het wachtwoord is sinds gisteren verlopen",
    "Vorgangsnummer 0049 1234 5678",
    "dossier n° 0033 4455 6677",
    "pratica n. 0039 0612 3456",
    "zaaknummer 0031 2034 5678",
    "serial SN 0612 3456 78",
    "Reisepass läuft 2031 ab",
    "passport expires 2031-05-01",
    "Melde dich als admin mit deinem Google-Konto an",
    "inicia sesión como admin con tu cuenta de Google",
    "the code for the project is ZOE-2024 in Jira",
    "Projektcode P-4711 für die Zeiterfassung",
    "code projet : ALPHA7, budget 12k",
    "el código del proyecto es PX-2024",
    "o código do curso é ENG101",
    "il codice del corso è MAT2024",
    "de projectcode is NL-2024-07",
    "das WLAN heißt FRITZ!Box 7590 XY",
    "le wifi s'appelle Livebox-A1B2",
    "username is anna.schmidt, she'll reset her password herself",
  ]) c("owner_prose", t);
  c("owner_prose", `SHA-256 of the installer: ${f.chars(HEX, 64)}`);
  c("owner_prose", `Prüfsumme (SHA-256) der ISO: ${f.chars(HEX, 64)}`);
  c("owner_prose", `somme de contrôle SHA-256 : ${f.chars(HEX, 64)}`);
  c("owner_prose", `checksum del archivo: ${f.chars(HEX, 64)}`);
  c("owner_prose", "ID da reunião: 941 0084 6881 às 15h", "BR");
  c("owner_prose", "Reference 0034 6123 4567 on the parcel", "ES");
  return out;
}
