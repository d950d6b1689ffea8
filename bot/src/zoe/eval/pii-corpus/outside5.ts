/**
 * Development sentences for issue #36 written by a ninth engineer (privacy-fifth), labelled before
 * the gate was run on them, weighted to what the gate still gets wrong on material nobody tuned:
 * clean sentences that look risky (published checksums, meeting, order, tracking and part numbers,
 * version strings, placeholders, timestamps, prices, room numbers, IBAN-shaped references and
 * example addresses in docs, masked values like "****1234"), prose passwords with words between the
 * keyword and the value, recovery-code lists, obfuscated e-mail in every language, national ids with
 * and without their label, and street addresses in each country's form. Every personal value must
 * come out of redact mode with no run of four of its characters readable.
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time; ids
 * carry valid check digits where they have one).
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER, usAreaCode } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";

const WORDS = ["kraken", "limoncello", "spätzle", "croissant", "churro", "pastel", "cannolo", "hagelslag", "puffin", "mirtillo", "zebra", "koala", "fjord", "cactus", "tamtam", "origami", "pelikan", "sardinha", "ravioli", "tulp"];

/** A password as people make them (drawn here, never a real one). */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "?", "-", ".", "$", "%", "*", "&", "+"]);
  switch (f.int(0, 6)) {
    case 0: return `${cap}${f.digits(3)}${sign}`;
    case 1: return `${f.digits(2)}${cap}${sign}${f.digits(2)}`;
    case 2: return `${w}${sign}${f.pick(WORDS)}${f.int(1, 99)}`;
    case 3: return `${cap}${f.pick(WORDS)}${f.digits(4)}`;
    case 4: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
    case 5: return `${w.toUpperCase()}_${f.digits(4)}`;
    default: return `${cap}${sign}${f.int(1990, 2025)}`;
  }
}

/** Spanish DNI with dots ("12.345.678-Z") or plain. */
function dniForm(f: Fakes, dotted: boolean): string {
  const d = f.dni();
  return dotted ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}-${d.slice(8)}` : d;
}

/** Brazilian CPF written with its dots and dash. */
function cpfDotted(f: Fakes): string {
  const c = f.cpf().replace(/\D/g, "");
  return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
}

// Brazilian area codes (DDD) in use, and the Dutch mobile ranges (06-1… to 06-5…): numbers outside them are no one's.
const BR_DDD = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99];

const FIRST = ["lena", "marc", "sofia", "joao", "chiara", "bram", "emma", "paul", "ines", "luca", "noor", "olga", "tomas", "giulia", "femke"];
const LAST = ["weber", "dubois", "garcia", "silva", "ferrari", "jansen", "smith", "kowalski", "moreau", "costa", "bianchi", "visser"];

export function outside5Sentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const d = (n: number) => f.digits(n);
  const hex = (n: number) => f.chars(HEX, n);
  const up = (n: number) => f.chars(UPPER, n);
  const { sec, pii, clean } = corpusBuilders(out, "outside5_clean");
  const pw = (lang: CorpusLang, t: string) => sec(lang, "prose_password", t, password(f));
  const who = () => `${f.pick(FIRST)}.${f.pick(LAST)}`;
  const grp = (n: number) => f.chars(LOWER + DIGITS, n);

  // ===================== CLEAN look-alikes (the bulk of the batch) =====================
  // checksums, hashes, build ids
  clean("en", `release notes: sha256 of the tarball is ${hex(64)}, please verify before installing`);
  clean("en", `md5 (setup.exe) = ${hex(32)}`);
  clean("en", `fixed in commit ${hex(7)}, backported as ${hex(40)}`);
  clean("en", `docker pull ghcr.io/acme/api@sha256:${hex(64)}`);
  clean("de", `Prüfsumme (SHA-256) der ISO: ${hex(64)} – bitte vor dem Brennen vergleichen`);
  clean("fr", `somme de contrôle SHA1 : ${hex(40)}`);
  clean("es", `el hash del archivo es ${hex(64)}, coincide con la web`);
  clean("pt", `checksum do ficheiro: ${hex(32)} (md5)`);
  clean("it", `impronta SHA-256 del pacchetto: ${hex(64)}`);
  clean("nl", `controlesom van de download: ${hex(64)}`);
  clean("en", `build ${d(4)}.${d(2)} (${hex(10)}) is green on CI`);

  // meeting ids and passcodes said to be elsewhere
  clean("en", `Zoom tomorrow 10:00 — Meeting ID: ${d(3)} ${d(4)} ${d(4)}, passcode is in the calendar invite`);
  clean("en", `Teams meeting, conference ID ${d(3)} ${d(3)} ${d(3)}#`);
  clean("de", `Webex-Meeting morgen, Meeting-Kennnummer ${d(4)} ${d(3)} ${d(4)}, Kennwort steht in der Einladung`);
  clean("fr", `réunion Zoom jeudi, ID de réunion : ${d(3)} ${d(4)} ${d(4)}, le code secret est dans l'invitation`);
  clean("es", `reunión por Zoom, ID de reunión ${d(3)} ${d(4)} ${d(4)}, la contraseña te la paso por el calendario`);
  clean("pt", `reunião amanhã às 9h, ID da reunião: ${d(3)} ${d(4)} ${d(4)}`);
  clean("it", `call su Zoom alle 15, ID riunione ${d(3)} ${d(4)} ${d(4)}, il passcode è nell'invito`);
  clean("nl", `Teams-vergadering om 14u, vergader-ID ${d(3)} ${d(3)} ${d(3)} ${d(3)}`);
  clean("pt", `webinar de quinta: ID ${d(3)} ${d(4)} ${d(4)} — senha no e-mail de inscrição`, "BR");

  // orders, tracking, parts, invoices, tickets
  clean("en", `Amazon order #${d(3)}-${d(7)}-${d(7)} arrives Thursday`);
  clean("en", `UPS tracking 1Z${up(3)}${d(3)}${d(10)} — out for delivery`, "US");
  clean("en", `part no. ${d(4)}-${d(3)}-${d(3)} is the replacement hinge for the dishwasher`);
  clean("en", `Invoice INV-${d(6)} due 14 Jan, £${f.int(20, 900)}.${d(2)}`, "GB");
  clean("en", `ticket #${d(5)} closed, see PR #${d(4)}`);
  clean("en", `serial number on the back: ${up(2)}${d(8)}${up(1)}`);
  clean("de", `Bestellnummer ${d(9)}, Lieferung voraussichtlich Dienstag`);
  clean("de", `DHL Sendungsnummer ${d(12)} liegt in der Packstation`);
  clean("de", `Ersatzteil Art.-Nr. ${d(3)} ${d(3)} ${d(3)} für die Bosch Spülmaschine bestellt`);
  clean("de", `Rechnung Nr. ${d(4)}-${d(5)} über ${f.int(10, 900)},${d(2)} €, Kundennummer ${d(8)}`);
  clean("fr", `commande n° ${d(10)} expédiée par Colissimo, suivi ${up(2)}${d(9)}FR`, "FR");
  clean("fr", `référence pièce ${d(2)}.${d(3)}.${d(3)}, à commander chez le garagiste`, "FR");
  clean("fr", `facture ${up(2)}-${d(6)} du ${f.int(1, 28)}/11 : ${f.int(20, 400)},${d(2)} € TTC`, "FR");
  clean("es", `pedido nº ${d(9)} enviado por SEUR, seguimiento ${d(14)}`, "ES");
  clean("es", `la referencia del recambio es ${d(3)}-${d(3)}-${d(4)}`, "ES");
  clean("es", `número de expediente ${d(4)}/${d(6)}, me llaman la semana que viene`, "ES");
  clean("pt", `encomenda nº ${d(8)} nos CTT, código de seguimento ${up(2)}${d(9)}PT`, "PT");
  clean("pt", `pedido ${d(12)} saiu para entrega`, "BR");
  clean("pt", `referência MB: entidade ${d(5)}, referência ${d(3)} ${d(3)} ${d(3)}, valor ${f.int(10, 99)},${d(2)} €`, "PT");
  clean("it", `ordine n. ${d(10)} spedito con BRT, tracking ${d(12)}`, "IT");
  clean("it", `codice articolo ${d(3)}.${d(3)}.${d(2)} per il filtro della cappa`, "IT");
  clean("it", `pratica n° ${d(6)}/${f.int(2020, 2026)}, mi richiamano loro`, "IT");
  clean("nl", `bestelnummer ${d(10)}, PostNL track & trace 3S${up(4)}${d(7)}`, "NL");
  clean("nl", `onderdeelnummer ${d(3)}.${d(3)}.${d(2)} voor de wasmachine`, "NL");
  clean("nl", `factuur ${d(8)}, klantnummer ${d(7)}, bedrag € ${f.int(10, 300)},${d(2)}`, "NL");

  // versions, timestamps, prices, rooms, counts
  clean("en", `upgraded node to v${f.int(18, 24)}.${f.int(0, 20)}.${f.int(0, 9)} and postgres to ${f.int(13, 17)}.${f.int(0, 9)}`);
  clean("en", `logs from 2026-11-${String(f.int(10, 30))}T${String(f.int(10, 23))}:${d(2).replace(/^[6-9]/, "1")}:0${f.int(0, 9)}Z show the retry at epoch ${f.int(1700000000, 1790000000)}`);
  clean("en", `flight LH${f.int(100, 999)} boards 07:45 gate B${f.int(10, 60)}, seat ${f.int(10, 40)}C`);
  clean("en", `room 4.${d(2)} on the 4th floor, building C`);
  clean("en", `the TV was $${f.int(300, 1500)}.99, down from $${f.int(1600, 2000)}.00`, "US");
  clean("en", `we had ${f.int(1000, 9000)} signups and ${f.int(100, 900)} paid, conversion ${f.int(2, 9)}.${d(1)}%`);
  clean("de", `Update auf Version ${f.int(2, 9)}.${f.int(0, 30)}.${f.int(0, 9)} ist durch, Build ${d(5)}`);
  clean("de", `Zimmer ${f.int(100, 450)}, Frühstück 7–10 Uhr, Check-out bis 11:00`);
  clean("de", `Kostet ${f.int(100, 999)},${d(2)} € statt ${f.int(1000, 1500)},00 € – lohnt sich`);
  clean("fr", `mise à jour ${f.int(10, 17)}.${f.int(0, 9)}.${f.int(0, 9)} installée, redémarrage à 23h30`);
  clean("fr", `chambre ${f.int(100, 500)}, petit-déj à 8h, on part le ${f.int(1, 28)}/12 à 10h15`);
  clean("es", `versión ${f.int(1, 9)}.${f.int(0, 40)}.${f.int(0, 9)} ya en producción desde las 14:32:${d(1)}0`);
  clean("es", `habitación ${f.int(100, 600)}, desayuno incluido, ${f.int(80, 200)},${d(2)} € la noche`);
  clean("pt", `atualizei para a versão ${f.int(1, 9)}.${f.int(0, 30)}.${f.int(0, 9)}, o bug sumiu`, "BR");
  clean("pt", `quarto ${f.int(100, 600)}, check-in a partir das 15h, total R$ ${f.int(300, 999)},${d(2)}`, "BR");
  clean("it", `aggiornato alla versione ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)}, tutto ok`);
  clean("it", `camera ${f.int(100, 500)}, colazione dalle 7:30, costo ${f.int(90, 250)},${d(2)} €`);
  clean("nl", `versie ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)} staat live sinds 09:${d(1)}0`);
  clean("nl", `kamer ${f.int(100, 500)}, ontbijt tot 10 uur, € ${f.int(90, 200)},${d(2)} per nacht`);

  // placeholders and examples in docs
  clean("en", "set GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX in your .env (replace the X's)");
  clean("en", "password: <your-password-here>");
  clean("en", "API key goes in config.yml as api_key: YOUR_API_KEY");
  clean("en", "e.g. AWS_SECRET_ACCESS_KEY=your-secret-key-goes-here");
  clean("en", "docs: mail us at name@example.com, replace with your own address");
  clean("en", "example address for the form: 123 Main Street, Anytown, CA 12345", "US");
  clean("de", "Beispiel: Max Mustermann, Musterstraße 1, 12345 Musterstadt");
  clean("de", "Passwort: ******** (steht im Tresor)");
  clean("fr", "exemple : mot de passe = VOTRE_MOT_DE_PASSE");
  clean("fr", "adresse d'exemple dans la doc : 1 rue de l'Exemple, 00000 Ville", "FR");
  clean("es", "en el .env pon API_KEY=tu_clave_aqui y reinicia");
  clean("es", "ejemplo de correo: usuario@ejemplo.com", "ES");
  clean("pt", "exemplo: senha=SUA_SENHA_AQUI", "BR");
  clean("pt", "formato do NIF na documentação: 123456789 (nove dígitos)", "PT");
  clean("it", "esempio di configurazione: password: LA_TUA_PASSWORD", "IT");
  clean("it", "nella guida l'email d'esempio è mario.rossi@esempio.it", "IT");
  clean("nl", "voorbeeld: wachtwoord = JOUW_WACHTWOORD", "NL");
  clean("nl", "in de handleiding: token=xxxx-xxxx-xxxx-xxxx", "NL");

  // IBAN-like references and account formats
  clean("en", "IBAN format in the docs: GBkk BBBB SSSS SSAA AAAA AA", "GB");
  clean("de", "Die IBAN hat in Deutschland 22 Stellen: DE + 2 Prüfziffern + 18 Ziffern");
  clean("de", "Beispiel-IBAN aus der Anleitung: DE00 0000 0000 0000 0000 00");
  clean("fr", `virement reçu, référence ${up(3)}${d(8)}${up(2)}, merci`, "FR");
  clean("es", `la transferencia lleva la referencia ${d(4)} ${d(4)} ${d(4)}`, "ES");
  clean("nl", `betalingskenmerk ${d(4)} ${d(4)} ${d(4)} ${d(4)}`, "NL");
  clean("it", `CRO del bonifico ${d(11)}, arrivato ieri`, "IT");
  clean("pt", `o boleto tem a linha digitável ${d(5)}.${d(5)} ${d(5)}.${d(6)} ${d(5)}.${d(6)} ${d(1)} ${d(14)}`, "BR");

  // masked values
  clean("en", `paid with the card ending ****${d(4)}, receipt in the email`);
  clean("en", `Visa •••• ${d(4)} expires 09/27`);
  clean("de", `abgebucht von Konto DE** **** **** **** **${d(2)} ${d(2)}`);
  clean("fr", `carte se terminant par ${d(4)} débitée de ${f.int(10, 99)},${d(2)} €`, "FR");
  clean("es", `tarjeta terminada en ${d(4)}, cargo de ${f.int(10, 99)},${d(2)} €`, "ES");
  clean("pt", `cartão final ${d(4)} aprovado`, "BR");
  clean("it", `carta ****${d(4)} addebitata`, "IT");
  clean("nl", `betaald met pas eindigend op ${d(4)}`, "NL");
  clean("en", `the code we texted to ******${d(2)} expires in 10 minutes`);

  // password and code words in clean talk
  clean("en", "password reset link expires after 24 hours, so use it today");
  clean("en", "I need to change the wifi password sometime this week");
  clean("en", "the door code changed again, ask Marco");
  clean("en", "call me at 5, the code review can wait");
  clean("de", "Passwort vergessen, muss morgen bei der Bank anrufen");
  clean("de", "Der WLAN-Schlüssel steht auf der Rückseite vom Router");
  clean("fr", "j'ai encore oublié mon mot de passe, je fais une réinitialisation");
  clean("fr", "le digicode a changé, demande au gardien");
  clean("es", "la contraseña del wifi la tiene mi hermano, pregúntale");
  clean("es", "tengo que cambiar el PIN de la tarjeta este mes");
  clean("pt", "esqueci a senha do banco de novo 🙄", "BR");
  clean("pt", "o código da porta mudou, pede ao porteiro", "PT");
  clean("it", "devo rinnovare la password della PEC entro venerdì", "IT");
  clean("it", "il codice del cancello lo sa la vicina", "IT");
  clean("nl", "wachtwoord vergeten, morgen even de helpdesk bellen", "NL");
  clean("nl", "de pincode van de nieuwe pas komt per post", "NL");
  clean("en", "recovery codes are in the safe, not on my laptop");
  clean("de", "Wiederherstellungscodes liegen im Ordner, nicht hier reinschreiben");

  // numbers people type that are nobody's data
  clean("en", `score 3-1, ${f.int(20000, 60000)} fans, attendance record`);
  clean("en", `lat/long ${f.int(40, 55)}.${d(5)}, ${f.int(1, 15)}.${d(5)} is the trailhead`);
  clean("de", `Kilometerstand ${f.int(10, 200)}.${d(3)}, nächster Service bei ${f.int(201, 250)}.000`);
  clean("fr", `le train 6${d(3)} part du quai ${f.int(1, 20)} à 7h52`, "FR");
  clean("es", `lotería: el ${d(5)}, serie ${f.int(1, 200)}`, "ES");
  clean("pt", `a conta da luz deu ${f.int(30, 200)},${d(2)} €, CPE PT000${d(13)}${up(2)}`, "PT");
  clean("it", `targa della macchina a noleggio: ${up(2)} ${d(3)}${up(2)}`, "IT");
  clean("nl", `vlucht KL${d(4)}, stoel ${f.int(10, 40)}A, gate D${f.int(1, 90)}`, "NL");
  clean("en", `ISBN 978-${d(1)}-${d(3)}-${d(5)}-${d(1)} for book club`);
  clean("de", `Aktenzeichen ${f.int(1, 30)} O ${f.int(100, 999)}/${f.int(20, 26)}, Termin am ${f.int(1, 28)}.01.`);

  // ===================== SECRETS =====================
  // prose passwords with words between the keyword and the value
  pw("en", "the password I finally settled on for the bank, after like four tries, is $");
  pw("en", "Password for the shared Netflix, which Jo keeps changing for no reason: $");
  pw("en", "ok so I changed the router admin password last night to $ because the old one leaked");
  pw("en", "just so you have it, the login password to the school portal (Emma's account) is now $");
  pw("en", "password (for the NAS, not the router!!) → $");
  pw("en", "my work VPN password expired, the new one I set this morning is $");
  pw("en", "If the laptop asks, the admin pass we agreed on at the meeting was $");
  pw("de", "Das Passwort fürs Online-Banking habe ich gestern geändert, es ist jetzt $");
  pw("de", "Kennwort vom Elster-Zertifikat, falls du die Steuer machst: $");
  pw("de", "das neue Passwort für unser gemeinsames Spotify lautet übrigens $");
  pw("de", "Mamas Passwort für den Laptop (sie hat es selbst ausgesucht) ist $");
  pw("fr", "le mot de passe de la box, celui qu'on a changé en septembre, c'est $");
  pw("fr", "pour Ameli, mon mot de passe actuel est $ — je le change le mois prochain");
  pw("fr", "mdp du compte Free de mamie : $");
  pw("es", "la contraseña que puse al final para el banco, después de mil intentos, es $");
  pw("es", "contraseña del correo del cole de los niños: $");
  pw("es", "oye, la clave del wifi del piso de la playa ahora es $");
  pw("pt", "a palavra-passe do Portal das Finanças, a que mudei ontem, é $");
  pw("pt", "senha do Wi-Fi da casa da praia agora é $, anota aí", );
  pw("pt", "a senha nova do internet banking ficou $");
  pw("it", "la password della mail, quella che uso anche per Amazon, è $");
  pw("it", "password dello SPID che mi ha fatto mio figlio: $");
  pw("it", "il codice di accesso al portale del condominio adesso è $");
  pw("nl", "het wachtwoord van DigiD heb ik veranderd, het is nu $");
  pw("nl", "wachtwoord van de gedeelde Disney+ (niet doorsturen!): $");
  pw("nl", "de wifi-code van het vakantiehuisje is trouwens $");
  // login pairs
  sec("en", "login_pair", "login for the holiday flat's smart lock app: $", `${f.pick(FIRST)} / ${password(f)}`);
  sec("de", "login_pair", "Zugangsdaten Router: Benutzer admin, Passwort $", password(f));
  sec("fr", "login_pair", "identifiant : jdupont, mot de passe : $", password(f));
  sec("es", "login_pair", "usuario: mlopez78 / contraseña: $", password(f));
  sec("it", "login_pair", "utente: g.rossi — password: $", password(f));
  // codes
  sec("en", "door_code", "gate code for the back entrance is $ then the key symbol", `${d(4)}`);
  sec("en", "alarm_code", "to switch off the alarm when you get in, punch in $ within 30 seconds", d(4));
  sec("en", "pin", "the PIN for my debit card (the blue one) is $", d(4));
  sec("de", "door_code", "Haustür-Code ist $, die Klingel geht nicht", `#${d(4)}`);
  sec("de", "wifi", "WLAN-Schlüssel für den Gastzugang: $", f.chars(UPPER + DIGITS, 16));
  sec("fr", "door_code", "digicode du bâtiment B : $ puis la porte vitrée", `${d(2)}${f.pick(["A", "B"])}${d(2)}`);
  sec("fr", "sim_puk", "code PUK de la carte SIM de Léo : $", d(8));
  sec("es", "alarm_code", "el código de la alarma, por si llegas antes que yo, es el $", d(4));
  sec("pt", "pin", "o PIN do multibanco da avó é $", d(4));
  sec("it", "alarm_code", "codice antifurto casa al mare: $", d(5));
  sec("nl", "pin", "pincode van de ING-pas van mama: $", d(4));
  sec("en", "wifi", "scan this or type it: $", `WIFI:T:WPA;S:${f.pick(WORDS)}-5G;P:${password(f)};;`);
  sec("en", "totp", "2FA setup key (if the QR won't scan): $", Array.from({ length: 8 }, () => f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)).join(" "));
  // recovery-code lists
  sec("en", "recovery_codes", "GitHub recovery codes, keep somewhere safe:\n$", Array.from({ length: 6 }, () => `${hex(5)}-${hex(5)}`).join("\n"));
  sec("en", "recovery_codes", "backup codes for google: $", Array.from({ length: 5 }, () => `${d(4)} ${d(4)}`).join(", "));
  sec("en", "recovery_codes", "Recovery codes\n\n$\n\nEach code can be used once.", Array.from({ length: 8 }, (_, i) => `${i + 1}. ${grp(8)}`).join("\n"));
  sec("de", "recovery_codes", "Wiederherstellungscodes Nextcloud: $", Array.from({ length: 5 }, () => `${up(5)}-${up(5)}`).join(" "));
  sec("de", "recovery_codes", "Sicherungscodes (jeder nur einmal):\n$", Array.from({ length: 4 }, () => `- ${d(8)}`).join("\n"));
  sec("fr", "recovery_codes", "codes de récupération Proton :\n$", Array.from({ length: 4 }, () => grp(10)).join("\n"));
  sec("es", "recovery_codes", "códigos de recuperación de Twitter: $", Array.from({ length: 5 }, () => grp(12)).join(" · "));
  sec("es", "recovery_codes", "mis códigos de respaldo\n$", Array.from({ length: 6 }, () => `${d(4)}-${d(4)}`).join("   "));
  sec("pt", "recovery_codes", "códigos de recuperação do Instagram: $", Array.from({ length: 5 }, () => `${d(4)} ${d(4)}`).join(" / "));
  sec("it", "recovery_codes", "codici di backup di Google:\n$", Array.from({ length: 5 }, () => `${d(4)} ${d(4)}`).join("\n"));
  sec("nl", "recovery_codes", "herstelcodes voor Microsoft:\n$", Array.from({ length: 4 }, () => `${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}`).join("\n"));
  sec("nl", "recovery_codes", "back-upcodes Bitwarden $ bewaar ze goed", Array.from({ length: 3 }, () => grp(10)).join(", "));

  // ===================== PERSONAL DATA =====================
  // obfuscated e-mail, every language
  pii("en", "email_obfuscated", "reach me at $ if the form breaks", `${who()} [at] gmail [dot] com`, "GB");
  pii("en", "email_obfuscated", "my personal email: $", `${who()} at proton dot me`, "US");
  pii("en", "email_obfuscated", "write to $ (no spaces)", `${f.pick(FIRST)} (at) fastmail (dot) com`, "GB");
  pii("de", "email_obfuscated", "meine private Mail: $", `${who()} at gmx punkt de`);
  pii("de", "email_obfuscated", "schreib mir an $", `${f.pick(FIRST)}[at]web[punkt]de`);
  pii("fr", "email_obfuscated", "mon adresse perso : $", `${who()} arobase free point fr`, "FR");
  pii("fr", "email_obfuscated", "écris-moi sur $", `${f.pick(FIRST)} at orange point fr`, "FR");
  pii("es", "email_obfuscated", "mándamelo a $ porfa", `${who()} arroba gmail punto com`, "ES");
  pii("es", "email_obfuscated", "correo de mi madre: $", `${f.pick(FIRST)}${d(2)} (arroba) telefonica (punto) net`, "ES");
  pii("pt", "email_obfuscated", "o meu email é $", `${who()} arroba sapo ponto pt`, "PT");
  pii("pt", "email_obfuscated", "manda pro $", `${who()} arroba hotmail ponto com ponto br`, "BR");
  pii("it", "email_obfuscated", "la mia mail è $", `${who()} chiocciola gmail punto com`, "IT");
  pii("it", "email_obfuscated", "scrivete a $", `${f.pick(FIRST)} at libero dot it`, "IT");
  pii("nl", "email_obfuscated", "mijn mailadres: $", `${who()} apenstaartje gmail punt com`, "NL");
  pii("nl", "email_obfuscated", "stuur het naar $", `${f.pick(FIRST)} (at) ziggo (punt) nl`, "NL");
  // national ids with and without labels
  pii("en", "national_id", "SSN for the W-9 is $", f.ssn(), "US");
  pii("en", "national_id", "$ — that's my NI number for the payroll form", f.nino(), "GB");
  pii("de", "national_id", "meine Steuer-ID: $", f.steuerId());
  pii("de", "national_id", "für die Kita brauchen die noch $ (Steueridentifikationsnummer vom Kleinen)", f.steuerId());
  pii("fr", "national_id", "numéro de sécurité sociale : $", nir(f), "FR");
  pii("fr", "national_id", "pour la mutuelle, c'est $", nir(f), "FR");
  pii("es", "national_id", "DNI: $", dniForm(f, false), "ES");
  pii("es", "national_id", "te paso el mío para la reserva, $", dniForm(f, true), "ES");
  pii("pt", "national_id", "NIF para a fatura: $", nifPt(f), "PT");
  pii("pt", "national_id", "meu CPF é $", cpfDotted(f), "BR");
  pii("pt", "national_id", "cpf $ pra nota fiscal", f.cpf().replace(/\D/g, ""), "BR");
  pii("it", "national_id", "codice fiscale: $", codiceFiscale(f), "IT");
  pii("it", "national_id", "per la ricetta serve il suo, $", codiceFiscale(f), "IT");
  pii("nl", "national_id", "BSN: $", f.bsn(), "NL");
  pii("nl", "national_id", "burgerservicenummer van oma is $", f.bsn(), "NL");
  pii("en", "national_id", "Aadhaar $ for the KYC", f.aadhaar(), "IN");
  // passports
  pii("de", "passport", "Reisepassnummer $, gültig bis 2031", f.passport());
  pii("fr", "passport", "numéro de passeport : $", f.passport(), "FR");
  pii("en", "passport", "passport no. $ for the visa form", f.passport(), "GB");
  // addresses per country form
  pii("en", "address", "new place is $, come over Saturday", `${f.int(2, 90)} Acacia Avenue, Leeds LS6 ${f.int(1, 9)}AB`, "GB");
  pii("en", "address", "ship it to $ please", `${f.int(100, 9999)} Oak Street, Apt ${f.int(1, 30)}, Portland, OR 97${d(3)}`, "US");
  pii("de", "address", "wir wohnen jetzt in der $", `Kastanienallee ${f.int(1, 99)}, 10435 Berlin`);
  pii("de", "address", "lieferadresse: $", `goethestraße ${f.int(1, 60)}a, 60313 frankfurt`);
  pii("de", "address", "Bitte an $ schicken, danke", `Am Mühlbach ${f.int(1, 40)}, 83022 Rosenheim`);
  pii("fr", "address", "on a emménagé au $ !", `${f.int(1, 80)} rue des Lilas, 69003 Lyon`, "FR");
  pii("fr", "address", "adresse de livraison : $", `${f.int(1, 40)} bis avenue Jean Jaurès, 31000 Toulouse`, "FR");
  pii("es", "address", "mi dirección es $", `Calle de Alcalá ${f.int(1, 200)}, 4º B, 28009 Madrid`, "ES");
  pii("es", "address", "envíalo a $", `Avda. Diagonal ${f.int(1, 600)}, 08019 Barcelona`, "ES");
  pii("pt", "address", "a morada nova é $", `Rua de Santa Catarina ${f.int(1, 300)}, 4000-447 Porto`, "PT");
  pii("pt", "address", "entrega em $", `Rua das Laranjeiras, ${f.int(1, 500)}, apto ${f.int(11, 99)}, Laranjeiras, Rio de Janeiro - RJ, 22240-00${d(1)}`, "BR");
  pii("it", "address", "abito in $", `Via Garibaldi ${f.int(1, 90)}, 10122 Torino`, "IT");
  pii("it", "address", "la consegna va a $", `Corso Buenos Aires ${f.int(1, 90)}, 20124 Milano`, "IT");
  pii("nl", "address", "ons nieuwe adres: $", `Kerkstraat ${f.int(1, 200)}, 1017 GB Amsterdam`, "NL");
  pii("nl", "address", "pakketje graag naar $", `Oudegracht ${f.int(1, 300)}bis, 3511 AZ Utrecht`, "NL");
  // phones, national and international
  pii("en", "phone", "text me on $ when you land", `07${d(3)} ${d(6)}`, "GB");
  pii("en", "phone", "my cell is $", `(${usAreaCode(f.int(201, 989))}) ${f.int(200, 999)}-${d(4)}`, "US");
  pii("de", "phone", "ruf mich an unter $", `+49 151 ${d(4)} ${d(4)}`);
  pii("de", "phone", "Festnetz: $", `030 ${d(3)} ${d(2)} ${d(2)}`);
  pii("fr", "phone", "mon portable : $", `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR");
  pii("fr", "phone", "appelle au $ après 18h", `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`, "FR");
  pii("es", "phone", "llámame al $", `+34 6${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "ES");
  pii("pt", "phone", "meu zap é $", `(${f.pick(BR_DDD)}) 9${d(4)}-${d(4)}`, "BR");
  pii("pt", "phone", "telemóvel: $", `+351 91${d(1)} ${d(3)} ${d(3)}`, "PT");
  pii("it", "phone", "chiamami al $", `+39 3${d(2)} ${d(3)} ${d(4)}`, "IT");
  pii("nl", "phone", "bel me op $", `06-${f.int(1, 5)}${d(7)}`, "NL");
  pii("nl", "phone", "mijn nummer: $", `+31 6 ${f.int(1, 5)}${d(3)} ${d(4)}`, "NL");
  pii("en", "phone", "Brazilian number of the guide: $", `+55 21 9${d(4)}-${d(4)}`);
  // ibans and cards
  pii("de", "iban", "überweis es bitte auf $", f.iban("DE"));
  pii("fr", "iban", "mon RIB : $", f.iban("FR"), "FR");
  pii("es", "iban", "IBAN: $", f.iban("ES"), "ES");
  pii("it", "iban", "l'IBAN è $", f.iban("IT"), "IT");
  pii("nl", "iban", "rekeningnummer $ t.n.v. de vereniging", f.iban("NL"), "NL");
  pii("en", "card", "card number $ exp 08/28", f.card());
  // dates of birth
  pii("en", "birth_date", "DOB: $", `${f.int(1, 28)}/0${f.int(1, 9)}/19${f.int(50, 99)}`, "GB");
  pii("de", "birth_date", "ich bin am $ geboren", `${f.int(1, 28)}. März 19${f.int(60, 99)}`);
  pii("es", "birth_date", "nací el $", `${f.int(1, 28)} de diciembre de 19${f.int(60, 99)}`, "ES");
  pii("fr", "birth_date", "né le $ à Lyon", `${f.int(1, 28)} avril 19${f.int(60, 99)}`, "FR");
  pii("it", "birth_date", "data di nascita: $", `${f.int(1, 28)}/0${f.int(1, 9)}/19${f.int(60, 99)}`, "IT");
  pii("nl", "birth_date", "geboren op $", `${f.int(1, 28)} juni 19${f.int(60, 99)}`, "NL");
  pii("pt", "birth_date", "data de nascimento $", `${f.int(1, 28)}/${f.int(10, 12)}/19${f.int(60, 99)}`, "BR");

  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outside5Corpus(): CorpusCase[] {
  return outside5Sentences(new Fakes(20261204));
}
