/**
 * Development sentences for issue #36 written by a tenth engineer (privacy-clean6), labelled before
 * the gate was run on them. Two halves: clean sentences that look risky as owners write them in
 * each language (digests and commit ranges, webinar ids and dial-in PINs, order, tracking, invoice,
 * ticket and booking references, part and serial numbers, ISBN/EAN with their check digit, versions,
 * documentation placeholders, "logo@2x.png", "@here" and npm scopes, hex colours, timestamps,
 * durations, prices, coordinates, a postcode alone, rooms, flights and trains, public UUIDs,
 * product codes shaped like an IBAN, "password" in prose with no value, recipes and scores); and
 * secrets and personal values written so that a mask can leave part of them readable (split by
 * spaces, dashes and line breaks, quoted, in brackets, before punctuation, written twice, with
 * spaces or non-Latin letters, long).
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time;
 * ids and product numbers carry valid check digits where they have one).
 */
import { ALNUM, B64, DIGITS, Fakes, HEX, LOWER, UPPER, URLSAFE } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, grouped, type CorpusCase, type CorpusLang } from "./types.ts";

const WORDS = ["gnocchi", "möwe", "escargot", "paella", "bacalhau", "tiramisu", "stroopwafel", "walrus", "lantern", "brezel", "mistral", "flamenco", "saudade", "gondola", "molen", "pumpkin", "kobold", "lavande", "jamón", "fado"];

/** A password as people make them (drawn here, never a real one). */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "?", "-", "$", "%", "*", "&", "+", "="]);
  switch (f.int(0, 6)) {
    case 0: return `${cap}${f.digits(2)}${sign}`;
    case 1: return `${f.digits(4)}${cap}`;
    case 2: return `${w}${sign}${f.pick(WORDS)}${f.int(1, 99)}`;
    case 3: return `${cap}${sign}${cap.length}${f.digits(3)}`;
    case 4: return f.chars(LOWER + UPPER + DIGITS, f.int(11, 16));
    case 5: return `${w.toUpperCase()}${f.digits(3)}${sign}`;
    default: return `${cap}_${f.int(1960, 2024)}`;
  }
}

/** A passphrase with spaces, as people pick them ("gnocchi walrus 1987 lantern"). */
function passphrase(f: Fakes): string {
  return `${f.pick(WORDS)} ${f.pick(WORDS)} ${f.digits(4)} ${f.pick(WORDS)}`;
}

// Non-Latin words people mix into a password (a holiday word, a child's name in Greek letters).
const NON_LATIN = ["Ωμέγα", "кошка", "дача", "ελιά", "東京", "さくら", "שלום", "ağaç", "łódź", "Αθήνα"];

/** EAN-13 with its check digit. */
function ean13(f: Fakes, prefix: string): string {
  const body = (prefix + f.digits(12)).slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/** ISBN-13 written with its hyphens ("978-3-16-148410-0"). */
function isbn13(f: Fakes): string {
  const e = ean13(f, f.pick(["9783", "9782", "9788", "9789", "9780"]));
  return `${e.slice(0, 3)}-${e.slice(3, 4)}-${e.slice(4, 7)}-${e.slice(7, 12)}-${e.slice(12)}`;
}

const uuid = (f: Fakes): string => {
  const h = (n: number) => f.chars(HEX, n);
  return `${h(8)}-${h(4)}-4${h(3)}-${f.pick(["8", "9", "a", "b"])}${h(3)}-${h(12)}`;
};


const FIRST = ["hanna", "yves", "carmen", "rui", "matteo", "sanne", "oliver", "greta", "amélie", "pilar", "bea", "dario", "joost", "nina"];
const LAST = ["becker", "lefebvre", "navarro", "pereira", "conti", "de.vries", "brown", "schulz", "fontaine", "ortega", "lopes", "gallo", "bakker"];

export function outside6Sentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const d = (n: number) => f.digits(n);
  const hex = (n: number) => f.chars(HEX, n);
  const up = (n: number) => f.chars(UPPER, n);
  const an = (n: number) => f.chars(UPPER + DIGITS, n);
  const { sec, pii, clean, twice } = corpusBuilders(out, "outside6_clean");
  const who = () => `${f.pick(FIRST)}.${f.pick(LAST)}`;
  const price = (lo: number, hi: number) => `${f.int(lo, hi)},${d(2)}`;

  // ============================ CLEAN look-alikes ============================
  // --- digests, checksums, git
  clean("en", `sha1sum says ${hex(40)}  backup-2026-11.tar.gz, matches the one on the mirror`);
  clean("en", `git log ${hex(7)}..${hex(7)} --oneline shows the three commits that broke the build`);
  clean("en", `reverted ${hex(12)}, cherry-picked ${hex(40)} onto release/4.2`);
  clean("en", `image pinned to node@sha256:${hex(64)} now`);
  clean("en", `"${hex(32)}" is the md5 they list under Downloads, mine matches 👍`);
  clean("de", `Commit ${hex(8)} hat den Bug eingeführt, Fix ist in ${hex(8)}`);
  clean("de", `SHA-1 vom Installer: ${hex(40)} (laut Herstellerseite)`);
  clean("de", `docker image inspect zeigt Digest sha256:${hex(64)}, passt`);
  clean("fr", `le hash SHA-256 de l'archive publiée est ${hex(64)}, j'ai vérifié`);
  clean("fr", `bisect terminé : le premier mauvais commit est ${hex(40)}`);
  clean("es", `la suma MD5 de la ISO es ${hex(32)}, la misma que en la web oficial`);
  clean("es", `entre ${hex(7)} y ${hex(7)} hay 14 commits, reviso mañana`);
  clean("pt", `o digest da imagem é sha256:${hex(64)}, fixei no compose`);
  clean("pt", `hash do commit: ${hex(40)}`, "BR");
  clean("it", `checksum SHA-1 del firmware: ${hex(40)}, corrisponde`, "IT");
  clean("it", `ho fatto il revert di ${hex(9)}, ora i test passano`, "IT");
  clean("nl", `sha256 van het bestand: ${hex(64)} — klopt met de site`, "NL");
  clean("nl", `commits ${hex(7)}...${hex(7)} zitten in de release van vrijdag`, "NL");

  // --- public webinars: meeting ids and dial-in PINs
  clean("en", `public webinar Thursday 6pm CET, Zoom ID ${d(3)} ${d(4)} ${d(4)}, dial-in PIN ${d(6)}#, everyone welcome`);
  clean("en", `Google Meet dial-in PIN: ${d(3)} ${d(3)} ${d(3)}# (it's on the event page)`);
  clean("de", `Öffentliches Webinar der VHS: Meeting-ID ${d(3)} ${d(4)} ${d(4)}, Einwahl-PIN ${d(6)}`);
  clean("de", `Konferenz-ID für die Telefoneinwahl: ${d(3)} ${d(3)} ${d(3)}#`);
  clean("fr", `webinaire public de la mairie : ID ${d(3)} ${d(4)} ${d(4)}, code PIN d'accès par téléphone ${d(4)}#`, "FR");
  clean("es", `el webinar abierto es por Teams, ID de conferencia ${d(3)} ${d(3)} ${d(3)}#, PIN ${d(4)}`, "ES");
  clean("pt", `live aberta da prefeitura: ID da reunião ${d(3)} ${d(4)} ${d(4)}, PIN de acesso ${d(6)}`, "BR");
  clean("it", `webinar gratuito, ID riunione: ${d(3)} ${d(4)} ${d(4)} — PIN telefonico ${d(6)}#`, "IT");
  clean("nl", `openbaar webinar van de gemeente, vergader-ID ${d(3)} ${d(4)} ${d(4)}, inbel-PIN ${d(5)}`, "NL");

  // --- orders, tracking, invoices, tickets, bookings
  clean("en", `booking ref ${up(6)} for the Lisbon flight, check-in opens 24h before`);
  clean("en", `Jira ${up(4)}-${d(4)} and ${up(4)}-${d(4)} are both blocked on legal`);
  clean("en", `FedEx tracking ${d(12)}, signature required`, "US");
  clean("en", `order #${up(2)}${d(8)} refunded (${"$"}${f.int(20, 99)}.${d(2)}), took 3 weeks`, "US");
  clean("en", `Zendesk ticket ${d(7)}: customer wants a callback, not my problem today`);
  clean("de", `Buchungsnummer ${an(6)}, Hotel in Bozen, 3 Nächte`);
  clean("de", `Sendungsverfolgung Hermes: H${d(19)}`);
  clean("de", `Vorgangsnummer ${d(10)} bei der Versicherung, Schaden vom 12.11.`);
  clean("de", `Rechnungsnr. RE-${f.int(2024, 2026)}-${d(5)}, fällig in 14 Tagen`);
  clean("fr", `numéro de dossier SNCF ${up(6)}, aller-retour Lyon-Paris`, "FR");
  clean("fr", `ticket GLPI n°${d(6)} ouvert pour l'imprimante du 2e`, "FR");
  clean("fr", `colis Chronopost ${up(2)}${d(9)}${up(2)}, livré en point relais`, "FR");
  clean("es", `localizador de la reserva: ${up(6)}, vuelo a Tenerife`, "ES");
  clean("es", `número de incidencia ${d(8)}, Movistar dice 48 horas`, "ES");
  clean("es", `factura F${f.int(2024, 2026)}/${d(4)} de la gestoría, ${price(60, 300)} €`, "ES");
  clean("pt", `código de rastreio ${up(2)}${d(9)}BR, tá parado em Curitiba`, "BR");
  clean("pt", `número da reserva no Booking: ${d(10)}, PIN da reserva ${d(4)}`, "PT");
  clean("pt", `fatura FT ${f.int(2024, 2026)}/${d(5)} paga`, "PT");
  clean("it", `codice prenotazione Trenitalia ${an(6)}, carrozza 7 posto 12A`, "IT");
  clean("it", `numero d'ordine ${d(3)}-${d(7)}-${d(7)}, arriva giovedì`, "IT");
  clean("it", `ticket assistenza #${d(6)} chiuso senza risposta 🙄`, "IT");
  clean("nl", `boekingsnummer ${d(10)} bij Transavia, stoelen 14A en 14B`, "NL");
  clean("nl", `ordernummer ${d(9)}, bol.com zegt morgen bezorgd`, "NL");
  clean("nl", `factuurnummer ${f.int(2024, 2026)}-${d(4)}, betalen voor de 15e`, "NL");

  // --- part and serial numbers, ISBN, EAN
  clean("en", `the filter is part no. ${up(2)}-${d(4)}-${up(1)}${d(2)}, Amazon has it`);
  clean("en", `serial: ${up(1)}${d(2)}${up(1)}${an(8)}, warranty until 2027`);
  clean("en", `ISBN ${isbn13(f)}, the paperback edition`);
  clean("de", `Seriennummer der Waschmaschine: ${d(8)}${up(2)}${d(4)}`);
  clean("de", `EAN ${ean13(f, "40")} – die Milch ohne Lactose`);
  clean("de", `Typenschild: E-Nr. WM${d(2)}${up(3)}${d(3)}, FD ${d(4)}`);
  clean("fr", `le livre c'est ISBN ${isbn13(f)}, poche`, "FR");
  clean("fr", `numéro de série de la box : ${an(12)}`, "FR");
  clean("es", `código de barras ${ean13(f, "84")} del aceite, por si no lo encuentras`, "ES");
  clean("es", `número de serie del portátil ${an(10)}, garantía hasta marzo`, "ES");
  clean("pt", `ISBN do livro da escola: ${isbn13(f)}`, "PT");
  clean("pt", `número de série da máquina: ${d(4)}-${d(4)}-${d(4)}`, "PT");
  clean("it", `codice EAN ${ean13(f, "80")} del detersivo giusto`, "IT");
  clean("it", `matricola della caldaia ${d(3)}${up(2)}${d(7)}`, "IT");
  clean("nl", `serienummer fiets: ${up(2)}${d(7)}, staat in de app`, "NL");
  clean("nl", `ISBN ${isbn13(f)} voor de leesclub`, "NL");

  // --- versions and builds
  clean("en", `bumped react to 19.${f.int(0, 3)}.${f.int(0, 9)}-rc.${f.int(1, 9)} and typescript to 5.${f.int(4, 9)}.${f.int(2, 4)}`);
  clean("de", `iOS ${f.int(17, 19)}.${f.int(0, 5)}.${f.int(1, 3)} (Build 22${up(1)}${d(3)}) hat das WLAN-Problem behoben`);
  clean("fr", `version ${f.int(1, 4)}.${f.int(0, 20)}.${f.int(0, 9)}+build.${d(4)} déployée`, "FR");
  clean("es", `Android ${f.int(13, 15)}, parche de seguridad ${f.int(2025, 2026)}-${String(f.int(1, 12)).padStart(2, "0")}-01`, "ES");
  clean("pt", `firmware do router: V${f.int(1, 3)}.${f.int(0, 9)}.${d(2)}_${d(6)}`, "PT");
  clean("it", `versione ${f.int(2020, 2026)}.${f.int(1, 12)}.${d(3)} del gestionale, ancora bug`, "IT");
  clean("nl", `update naar ${f.int(1, 9)}.${f.int(0, 99)}.${d(4)} staat klaar`, "NL");

  // --- documentation placeholders
  clean("en", "in the README: export GH_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXX (use your own)");
  clean("en", "the docs literally say OPENAI_API_KEY=sk-... and nothing else, super helpful");
  clean("en", "curl -H \"Authorization: Bearer <your-token>\" https://api.example.org/v1/me");
  clean("en", "password field shows ******** so I can't tell what's saved");
  clean("de", "Anleitung: API-Schlüssel als sk-xxxxxxxxxxxxxxxx eintragen, dann speichern");
  clean("de", "in der Doku steht token: <DEIN_TOKEN>, das musst du ersetzen");
  clean("fr", "dans le tuto ils mettent password: ******** et rien d'autre");
  clean("fr", "remplace <votre-clé-api> par la tienne dans le fichier .env");
  clean("es", "en la guía pone GITHUB_TOKEN=ghp_xxxxxxxxxxxx, pon el tuyo", "ES");
  clean("es", "la contraseña sale como ••••••••• en la app, no la puedo ver", "ES");
  clean("pt", "no tutorial: API_KEY=<sua-chave> e depois npm start", "BR");
  clean("pt", "a doc mostra Authorization: Bearer sk-... sem mais nada", "PT");
  clean("it", "nella documentazione: token = \"<il-tuo-token>\"", "IT");
  clean("it", "la password compare come ******** nel pannello", "IT");
  clean("nl", "in de handleiding staat api_key: sk-XXXXXXXXXXXXXXXX, vul je eigen in", "NL");
  clean("nl", "het wachtwoordveld toont alleen ********", "NL");

  // --- file names with @, handles that are nobody
  clean("en", "export logo@2x.png and logo@3x.png for the iOS build");
  clean("en", "npm i -D @types/node @vitejs/plugin-react, then restart");
  clean("en", "posted it in #general with @here, nobody answered");
  clean("de", "Dateien icon@2x.webp und icon@3x.webp fehlen noch im Ordner");
  clean("fr", "il manque banner@2x.jpg dans le dossier assets", "FR");
  clean("es", "sube foto_perfil@2x.png al servidor, la otra pesa mucho", "ES");
  clean("pt", "o @channel não funcionou, ninguém viu o aviso", "BR");
  clean("it", "mancano ancora splash@3x.png e splash@2x.png", "IT");
  clean("nl", "zet hero@2x.avif in de map public", "NL");
  clean("de", "in CSS geht das mit @media (max-width: 600px)");

  // --- hex colours
  clean("en", "brand colours: #1A73E8 for buttons, #F4B400 for warnings, #0F9D58 for ok");
  clean("de", `Hintergrundfarbe bitte #${hex(6).toUpperCase()} statt #FFFFFF`);
  clean("fr", `la couleur du logo c'est #${hex(6)}, pas #${hex(6)}`, "FR");
  clean("es", `usa el color #${hex(6)} para el título`, "ES");
  clean("it", `il verde del sito è #${hex(6).toUpperCase()}`, "IT");
  clean("nl", `kleurcode #${hex(6)} voor de knoppen`, "NL");

  // --- timestamps, durations
  clean("en", `deploy started 2026-12-0${f.int(1, 3)}T0${f.int(1, 9)}:${f.int(10, 59)}:${f.int(10, 59)}.${d(3)}Z and took 00:04:${f.int(10, 59)}`);
  clean("en", `unix time ${f.int(1764000000, 1767000000)} is when the cron last ran`);
  clean("de", `Laufzeit 01:${f.int(10, 59)}:${f.int(10, 59)} beim Halbmarathon, neue Bestzeit!`);
  clean("fr", `le film dure 2h${f.int(10, 59)}, séance à 20h45`, "FR");
  clean("es", `log: [${f.int(2025, 2026)}-11-${f.int(10, 28)} ${f.int(10, 23)}:${f.int(10, 59)}:${f.int(10, 59)}] ERROR timeout after 30000 ms`, "ES");
  clean("pt", `o podcast tem 1:${f.int(10, 59)}:${f.int(10, 59)}, ouvi metade`, "BR");
  clean("it", `tempo di percorrenza 3h ${f.int(10, 59)}min, partenza 06:${f.int(10, 59)}`, "IT");
  clean("nl", `timestamp ${f.int(1764000000000, 1767000000000)} in de logs, dat is vannacht`, "NL");

  // --- prices, coordinates, postcodes alone, rooms, flights, trains
  clean("en", `new tyres £${f.int(300, 600)}.${d(2)} fitted, plus £${f.int(20, 60)} disposal`, "GB");
  clean("en", `meet at 51.${d(4)}, -0.${d(4)} (the car park by the lake)`, "GB");
  clean("en", `postcode for the venue is SW1A 1AA, easy to find`, "GB");
  clean("en", `train 9${d(3)} to Paris, coach ${f.int(1, 18)}, seats ${f.int(10, 60)} and ${f.int(61, 80)}`, "GB");
  clean("de", `Treffpunkt: ${f.int(47, 54)}.${d(5)}° N, ${f.int(6, 14)}.${d(5)}° O, am Parkplatz`);
  clean("de", `PLZ ${f.int(10, 99)}${d(3)}, liegt das noch im Liefergebiet?`);
  clean("de", `ICE ${f.int(500, 1999)} nach München, Wagen ${f.int(21, 39)}, Platz ${f.int(11, 99)}`);
  clean("de", `Flug EW ${f.int(1000, 9999)} hat 40 Minuten Verspätung, Gate B${f.int(10, 49)}`);
  clean("fr", `code postal ${f.int(10, 95)}${d(3)}, c'est bien là ?`, "FR");
  clean("fr", `TGV ${f.int(6000, 6999)}, voiture ${f.int(1, 18)}, place ${f.int(10, 99)}, départ 7h12`, "FR");
  clean("fr", `coordonnées du départ de rando : 45.${d(5)}, 6.${d(5)}`, "FR");
  clean("es", `el AVE ${f.int(2000, 3999)} sale a las 8:40, coche ${f.int(1, 9)} plaza ${f.int(1, 20)}${f.pick(["A", "B", "C", "D"])}`, "ES");
  clean("es", `código postal ${f.int(10, 52)}${d(3)}, ¿llega el repartidor?`, "ES");
  clean("es", `habitación ${f.int(100, 799)}, el desayuno cuesta ${f.int(10, 25)} € aparte`, "ES");
  clean("pt", `CEP ${d(5)}-${d(3)} é da zona sul?`, "BR");
  clean("pt", `voo TP ${f.int(1000, 1999)} para Lisboa, porta ${f.int(10, 50)}, embarque 13h20`, "PT");
  clean("pt", `custou R$ ${f.int(1000, 5999)},${d(2)} em 10x sem juros`, "BR");
  clean("it", `Frecciarossa ${f.int(9500, 9699)}, carrozza ${f.int(1, 10)}, posti ${f.int(1, 15)}C e ${f.int(1, 15)}D`, "IT");
  clean("it", `CAP ${d(5)}, è fuori zona consegna?`, "IT");
  clean("it", `coordinate del rifugio: 46.${d(4)} N, 11.${d(4)} E`, "IT");
  clean("nl", `postcode ${f.int(1000, 9999)} is dat nog Utrecht?`, "NL");
  clean("nl", `intercity ${f.int(1000, 3999)} naar Amsterdam vertrekt van spoor ${f.int(1, 15)}b`, "NL");
  clean("nl", `kamer ${f.int(100, 599)}, € ${price(80, 190)} incl. ontbijt`, "NL");

  // --- UUIDs of public objects
  clean("en", `the dashboard is /d/${uuid(f)}, shared with the team`);
  clean("de", `Issue-UUID ${uuid(f)} im Tracker, bitte ansehen`);
  clean("fr", `l'identifiant du formulaire public est ${uuid(f)}`, "FR");
  clean("es", `el id del evento en la API es ${uuid(f)}`, "ES");
  clean("pt", `UUID do produto no catálogo: ${uuid(f)}`, "PT");
  clean("it", `request id ${uuid(f)} nel log dell'errore`, "IT");
  clean("nl", `correlatie-ID ${uuid(f)} meegeven aan de helpdesk`, "NL");

  // --- product codes shaped like an IBAN
  clean("en", `SKU GB${d(2)}-${up(4)}-${d(6)} is the blue one, not the grey`, "GB");
  clean("de", `Artikelnummer DE${d(2)} ${d(4)} ${d(4)} – der Akku für den Rasenmäher`);
  clean("fr", `référence produit FR${d(2)}${up(3)}${d(8)}, en rupture`, "FR");
  clean("es", `el modelo ES${d(2)}-${d(4)}-${d(4)} es el de 20 litros`, "ES");
  clean("it", `codice prodotto IT${d(2)}${up(1)}${d(10)} in offerta`, "IT");
  clean("nl", `artikelcode NL${d(2)}${up(4)}${d(6)} is uitverkocht`, "NL");

  // --- "password" and "PIN" in prose without a value
  clean("en", "I reset my password three times this week, the bank app keeps logging me out");
  clean("en", "my password expired again, IT says every 90 days now");
  clean("en", "remind me to change the router's default password when I'm home");
  clean("de", "das Passwort ist abgelaufen, ich muss ein neues vergeben");
  clean("de", "PIN dreimal falsch eingegeben, Karte gesperrt 🙈");
  clean("de", "Passwortmanager einrichten steht seit Wochen auf meiner Liste");
  clean("fr", "mon mot de passe a expiré, il faut en choisir un nouveau de 12 caractères");
  clean("fr", "j'ai bloqué ma carte en tapant le mauvais code PIN");
  clean("es", "he restablecido la contraseña del banco, ya funciona", "ES");
  clean("es", "me pide cambiar la contraseña cada 60 días, qué pesadez", "ES");
  clean("pt", "redefini a senha do e-mail ontem, ainda não chegou o código", "BR");
  clean("pt", "o PIN do cartão novo vem por carta", "PT");
  clean("it", "ho reimpostato la password dell'home banking, finalmente", "IT");
  clean("it", "la password scade ogni tre mesi, che noia", "IT");
  clean("nl", "mijn wachtwoord is verlopen, moet een nieuwe kiezen", "NL");
  clean("nl", "pincode drie keer fout ingetoetst, pas geblokkeerd", "NL");

  // --- recipes and sports scores
  clean("en", `recipe: 200g flour, 2 eggs, oven at 180°C / gas mark 4 for 25-30 min`);
  clean("en", `final score 2-1 after extra time, 3-4 on penalties in the semi`);
  clean("de", "Rezept: 500 g Mehl Type 550, 21 g Hefe, 2 TL Salz, 350 ml Wasser, 230 °C");
  clean("de", `Endstand ${f.int(0, 5)}:${f.int(0, 5)}, Halbzeit 1:1, ${f.int(20000, 80000)} Zuschauer`);
  clean("fr", "recette : 3 œufs, 250 g de farine, 50 cl de lait, thermostat 6 pendant 35 min", "FR");
  clean("fr", `score final 3-2, 6-4 7-6(5) au tennis`, "FR");
  clean("es", "receta: 4 huevos, 500 g de patatas, 200 ml de aceite, fuego medio 20 minutos", "ES");
  clean("es", `el partido quedó 2-2, el ${d(2)} marcó en el minuto 89`, "ES");
  clean("pt", "receita: 2 chávenas de farinha, 3 ovos, forno a 180 graus por 40 minutos", "PT");
  clean("pt", `o jogo terminou 1x0, público de ${f.int(20000, 70000)} pessoas`, "BR");
  clean("it", "ricetta: 320 g di spaghetti, 4 tuorli, 150 g di guanciale, 50 g di pecorino", "IT");
  clean("it", `finale 3-1, set 25-23 22-25 25-19 25-21`, "IT");
  clean("nl", "recept: 250 g bloem, 2 eieren, 4 dl melk, 20 min op 200 graden", "NL");
  clean("nl", `eindstand 2-0, ${f.int(20000, 55000)} toeschouwers in de Kuip`, "NL");

  // --- long numbers that are nobody's
  clean("en", `the invoice total was $${f.int(1000, 9999)},${d(3)}.${d(2)} for the whole year`, "US");
  clean("de", `Zählerstand Strom ${d(6)},${d(1)} kWh, Zählernummer ${d(10)}`);
  clean("fr", `numéro PDL du compteur Linky : ${d(14)}`, "FR");
  clean("es", `CUPS del contrato de luz: ES${d(16)}${up(2)}`, "ES");
  clean("pt", `NIF da empresa na fatura: 500 ${d(3)} ${d(3)}, não é o meu`, "PT");
  clean("it", `POD della luce IT001E${d(8)}, per il cambio fornitore`, "IT");
  clean("nl", `EAN-code van de aansluiting: ${ean13(f, "871")}${d(5)}`, "NL");

  // ============================ SECRETS ============================
  // --- passwords with spaces, non-Latin letters, quoted, bracketed, followed by punctuation
  sec("en", "passphrase", `the new Wi-Fi password is "$" (with the spaces)`, passphrase(f));
  sec("en", "passphrase", "vault master passphrase: $", passphrase(f));
  sec("de", "passphrase", "Passwort für den Tresor: „$“ – mit Leerzeichen", passphrase(f));
  sec("fr", "passphrase", "la phrase de passe du coffre c'est « $ »", passphrase(f));
  sec("es", "passphrase", "la contraseña es una frase: «$», todo en minúsculas", passphrase(f));
  sec("pt", "passphrase", `a senha do cofre é "$" com espaços`, passphrase(f));
  sec("it", "passphrase", "passphrase di VeraCrypt: '$'", passphrase(f));
  sec("nl", "passphrase", "wachtwoordzin voor de backup: \"$\"", passphrase(f));
  sec("en", "non_latin", "password for grandma's tablet: $", `${f.pick(NON_LATIN)}${f.digits(4)}`);
  sec("de", "non_latin", "Passwort von Oma ist $ (griechisch, wegen Urlaub)", `${f.pick(NON_LATIN)}${f.int(1950, 2020)}!`);
  sec("fr", "non_latin", "mot de passe du PC de Sacha : $.", `${f.pick(NON_LATIN)}_${f.digits(3)}`);
  sec("es", "non_latin", "la contraseña del portátil de Irina es $, no la cambies", `${f.pick(NON_LATIN)}${f.digits(4)}`);
  sec("it", "non_latin", "password del router: $!!", `${f.pick(NON_LATIN)}${f.digits(3)}x`);
  sec("nl", "non_latin", "wachtwoord laptop Yuki: $", `${f.pick(NON_LATIN)}-${f.digits(4)}`);
  sec("pt", "non_latin", "senha do tablet da Olga: $", `${f.pick(NON_LATIN)}${f.digits(2)}@${f.digits(2)}`, );
  sec("en", "quoted", "ok the code for the storage unit app is '$'.", password(f));
  sec("en", "bracketed", "logged into the printer (admin pw: $) and fixed it", password(f));
  sec("en", "punctuated", "Netflix password changed to $!!! don't share it", password(f));
  sec("de", "bracketed", "Router neu aufgesetzt [Passwort: $] läuft wieder", password(f));
  sec("de", "punctuated", "Kennwort fürs Vereinskonto lautet $; bitte niemandem weitergeben", password(f));
  sec("fr", "quoted", "le mdp du wifi invité : \"$\".", password(f));
  sec("fr", "punctuated", "code d'accès à l'intranet : $… à changer", password(f));
  sec("es", "bracketed", "ya entré (contraseña: $) y descargué las facturas", password(f));
  sec("es", "quoted", "la clave de la alarma es '$', apúntala", d(6));
  sec("pt", "punctuated", "palavra-passe da conta da luz: $. Não partilhes.", password(f));
  sec("pt", "bracketed", "entrei no portal (senha $) e paguei", password(f));
  sec("it", "quoted", "la password del Wi-Fi dell'ufficio è «$».", password(f));
  sec("it", "punctuated", "PIN del bancomat di papà: $, non dirlo a nessuno", d(5));
  sec("nl", "quoted", "wachtwoord van de NAS: '$', niet doorsturen", password(f));
  sec("nl", "punctuated", "de toegangscode van de garage is $. Echt waar.", d(6));
  // --- repeated twice
  twice("secret", "en", "repeated", "password is $ — I repeat, $", password(f));
  twice("secret", "de", "repeated", "WLAN-Passwort: $ (nochmal zum Kopieren: $)", password(f));
  twice("secret", "fr", "repeated", "mot de passe : $\nje répète : $", password(f));
  twice("secret", "es", "repeated", "contraseña $, otra vez por si acaso: $", password(f));
  twice("secret", "it", "repeated", "password: $ ... ripeto $", password(f));
  // --- split keys, long values, tokens over line breaks
  sec("en", "split_token", "here's the key, it wrapped in the terminal:\n$", (() => { const k = `sk-ant-api03-${f.chars(URLSAFE, 95)}AA`; return `${k.slice(0, 50)}\n${k.slice(50)}`; })());
  sec("en", "split_token", "github token (two lines because Slack): $", (() => { const k = `ghp_${f.chars(ALNUM, 36)}`; return `${k.slice(0, 20)}\n${k.slice(20)}`; })());
  sec("de", "long_value", "der Schlüssel fürs Backup ist $", f.chars(B64, 88));
  sec("fr", "long_value", "clé de chiffrement du NAS : $", f.chars(HEX, 64));
  sec("es", "split_token", "el token de la API: $", (() => { const k = f.chars(ALNUM, 40); return `${k.slice(0, 10)} ${k.slice(10, 20)} ${k.slice(20, 30)} ${k.slice(30)}`; })());
  sec("it", "long_value", "chiave API di OpenAI: $", `sk-proj-${f.chars(URLSAFE, 120)}`);
  sec("nl", "split_token", "API-sleutel (gesplitst): $", (() => { const k = `AKIA${f.chars(UPPER + DIGITS, 16)}`; return `${k.slice(0, 10)}-${k.slice(10)}`; })());
  sec("pt", "long_value", "a chave de recuperação do BitLocker: $", Array.from({ length: 8 }, () => d(6)).join("-"));
  // --- codes split by spaces or dashes
  { const pin = d(4); sec("en", "sim_puk", `SIM PIN ${pin} and PUK $`, d(8), [pin]); }
  sec("de", "door_code", "Code für die Schlüsselbox: $ (dann Klappe hoch)", `${d(2)} ${d(2)}`);
  sec("fr", "door_code", "digicode : $, puis 2e étage", `${d(1)}${f.pick(["A", "B"])}-${d(3)}`);
  sec("es", "pin", "el PIN de la tarjeta nueva es $", `${d(2)}-${d(2)}`);
  sec("pt", "door_code", "código do portão: $ e depois #", `${d(3)} ${d(3)}`);
  sec("it", "alarm_code", "codice dell'allarme: $ poi tasto OFF", `${d(3)}-${d(3)}`);
  sec("nl", "wifi", "wifi-wachtwoord: $", `${an(4)}-${an(4)}-${an(4)}-${an(4)}`);
  sec("en", "recovery_codes", "2FA backup codes (each once):\n$", Array.from({ length: 5 }, () => `${d(4)} ${d(4)}`).join("\n"));
  sec("de", "recovery_codes", "Backup-Codes fürs Google-Konto: $", Array.from({ length: 4 }, () => `${d(4)}-${d(4)}`).join(", "));
  sec("fr", "totp", "clé de configuration de l'authentificateur : $", Array.from({ length: 8 }, () => f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4)).join(" ").toLowerCase());
  sec("it", "recovery_codes", "codici di recupero di Instagram:\n$", Array.from({ length: 4 }, () => `${d(4)} ${d(4)}`).join("\n"));
  sec("nl", "recovery_codes", "herstelsleutel Apple ID: $", Array.from({ length: 7 }, () => an(4)).join("-"));
  sec("es", "login_pair", "router del pueblo: usuario \"admin\", contraseña \"$\"", password(f));
  sec("pt", "login_pair", "login do roteador: admin / $", password(f));
  sec("de", "login_pair", "Zugang Fritzbox — Benutzer: fritz, Kennwort: $", password(f));

  // ============================ PERSONAL DATA ============================
  // --- IBAN split, spaced, over lines, repeated
  pii("de", "iban", "Kontonummer für die Miete:\n$", grouped(f.iban("DE"), 4, " "));
  pii("fr", "iban", "RIB (IBAN) : $", grouped(f.iban("FR"), 4, "-"), "FR");
  pii("es", "iban", "el IBAN es «$»", grouped(f.iban("ES"), 4, " "), "ES");
  pii("it", "iban", "IBAN per il bonifico ($), intestato a me", f.iban("IT"), "IT");
  pii("nl", "iban", "rekening: $.", grouped(f.iban("NL"), 4, " "), "NL");
  pii("en", "iban", "my IBAN, split so the app doesn't mangle it:\n$", (() => { const i = grouped(f.iban("GB"), 4, " "); return i.replace(/ (?=\S+ \S+ \S+$)/, "\n"); })(), "GB");
  twice("pii", "de", "iban", "IBAN $ – nochmal: $", f.iban("DE"));
  pii("pt", "iban", "IBAN da conta conjunta: $", grouped(f.iban("ES"), 4, " "), "PT");
  // --- cards with dashes, quoted
  pii("en", "card", "card: $, exp 11/29", grouped(f.card(), 4, "-"));
  pii("de", "card", "Kreditkarte „$“ läuft ab", grouped(f.card(), 4, " "));
  pii("fr", "card", "numéro de carte : $ (pour la réservation)", grouped(f.card(), 4, " "), "FR");
  pii("es", "card", "tarjeta $; caduca en 2028", grouped(f.card(), 4, " "), "ES");
  pii("nl", "card", "creditcard: $!", f.card(), "NL");
  // --- phones split, bracketed, repeated, over line breaks
  twice("pii", "en", "phone", "call me on $ — or again, $", `07${d(3)} ${d(3)} ${d(3)}`, "GB");
  pii("en", "phone", "cell ($) any time after 6", `${f.int(201, 989)}-${f.int(200, 999)}-${d(4)}`, "US");
  pii("de", "phone", "Handynummer:\n$", `0171 ${d(3)} ${d(4)}`);
  pii("de", "phone", "erreichbar unter „$“", `+49 (0) 160 ${d(3)} ${d(2)} ${d(2)}`);
  pii("fr", "phone", "mon numéro : $.", `06-${d(2)}-${d(2)}-${d(2)}-${d(2)}`, "FR");
  pii("fr", "phone", "rappelle-moi au ($) stp", `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR");
  pii("es", "phone", "mi móvil: $, llama cuando quieras", `6${d(2)}-${d(3)}-${d(3)}`, "ES");
  pii("es", "phone", "el fijo de casa es el $", `91 ${d(3)} ${d(2)} ${d(2)}`, "ES");
  pii("pt", "phone", "meu celular: $!", `+55 (11) 9${d(4)}-${d(4)}`, "BR");
  pii("pt", "phone", "liga-me para o $", `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`, "PT");
  pii("it", "phone", "cellulare: $ (solo whatsapp)", `3${f.int(20, 49)}-${d(3)}-${d(4)}`, "IT");
  twice("pii", "it", "phone", "il mio numero è il $, ripeto il $", `3${f.int(20, 49)} ${d(7)}`, "IT");
  pii("nl", "phone", "mobiel: $", `06 ${f.int(1, 5)}${d(3)} ${d(4)}`, "NL");
  pii("nl", "phone", "bel naar \"$\"", `+31 (0)6-${f.int(1, 5)}${d(7)}`, "NL");
  // --- e-mail quoted, bracketed, punctuated, repeated
  pii("en", "email", "my email is <$>, not the work one", `${who()}@gmail.com`);
  pii("en", "email", "send it to $.", `${who()}${d(2)}@outlook.com`);
  twice("pii", "de", "email", "Mail an „$“ – oder nochmal: $", `${who()}@web.de`);
  pii("fr", "email", "mon adresse : ($)", `${who()}@laposte.net`, "FR");
  pii("es", "email", "correo: '$', escríbeme ahí", `${who()}@yahoo.es`, "ES");
  pii("pt", "email", "o email dela é $!", `${who()}@sapo.pt`, "PT");
  pii("it", "email", "scrivimi a «$»", `${who()}@libero.it`, "IT");
  pii("nl", "email", "mailadres: $;", `${who()}@ziggo.nl`, "NL");
  pii("en", "email_obfuscated", "reach me at $", `${who()} (at) icloud (dot) com`);
  pii("de", "email_obfuscated", "schreib an $", `${who()} [ät] posteo [punkt] de`);
  pii("fr", "email_obfuscated", "mon mail : $", `${f.pick(FIRST)}${d(2)} [arobase] gmail [point] com`, "FR");
  pii("es", "email_obfuscated", "mi correo es $", `${who()} @ gmail . com`, "ES");
  pii("it", "email_obfuscated", "mail: $", `${who()} [at] gmail [punto] com`, "IT");
  pii("nl", "email_obfuscated", "mail me op $", `${who()} at hotmail punt com`, "NL");
  pii("pt", "email_obfuscated", "email: $", `${who()} [arroba] gmail [ponto] com`, "BR");
  // --- national ids split, quoted, bracketed
  pii("fr", "national_id", "n° de sécu (pour la mutuelle) : $.", nir(f), "FR");
  pii("fr", "national_id", "numéro de sécurité sociale « $ »", nir(f).replace(/ /g, ""), "FR");
  pii("it", "national_id", "il mio codice fiscale è $!", codiceFiscale(f), "IT");
  pii("it", "national_id", "CF ($) per la fattura", codiceFiscale(f).toLowerCase(), "IT");
  twice("pii", "es", "national_id", "DNI $ — repito, $", f.dni(), "ES");
  pii("es", "national_id", "mi NIE es $", (() => { const n = f.int(1000000, 9999999); return `X-${n}-${"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}`; })(), "ES");
  pii("pt", "national_id", "NIF: $.", nifPt(f), "PT");
  pii("pt", "national_id", "CPF \"$\" pro cadastro", f.cpf(), "BR");
  pii("nl", "national_id", "BSN (voor de huisarts): $", f.bsn().replace(/(\d{4})(\d{2})(\d{3})/, "$1.$2.$3"), "NL");
  pii("de", "national_id", "Steuer-ID:\n$", f.steuerId());
  pii("de", "national_id", "Steuer-Identifikationsnummer ($), bitte eintragen", f.steuerId().replace(/ /g, ""));
  pii("en", "national_id", "SSN: $ (for the lease)", f.ssn().replace(/-/g, " "), "US");
  pii("en", "national_id", "NI number $!", f.nino().replace(/ /g, ""), "GB");
  // --- addresses with line breaks
  pii("de", "address", "Lieferadresse:\n$", `Lindenstraße ${f.int(1, 80)}\n${f.pick(["10115 Berlin", "80331 München", "50667 Köln"])}`);
  pii("fr", "address", "adresse :\n$", `${f.int(1, 99)} rue Victor Hugo\n75016 Paris`, "FR");
  pii("es", "address", "mi dirección nueva:\n$", `Calle Mayor ${f.int(1, 99)}, 2º izq.\n28013 Madrid`, "ES");
  pii("it", "address", "indirizzo di spedizione: $.", `Via Roma ${f.int(1, 200)}, 00184 Roma`, "IT");
  pii("nl", "address", "ons adres:\n$", `Prinsengracht ${f.int(1, 900)}\n1016 HK Amsterdam`, "NL");
  pii("pt", "address", "morada: \"$\"", `Avenida da Liberdade ${f.int(1, 250)}, 1250-096 Lisboa`, "PT");
  pii("en", "address", "new address (finally!): $", `${f.int(2, 300)} Baker Street, London NW1 6XE`, "GB");
  // --- dates of birth with punctuation
  pii("de", "birth_date", "Geburtsdatum: $.", `${f.int(10, 28)}.0${f.int(1, 9)}.19${f.int(50, 99)}`);
  pii("fr", "birth_date", "date de naissance ($)", `${f.int(10, 28)}/0${f.int(1, 9)}/19${f.int(50, 99)}`, "FR");
  pii("it", "birth_date", "sono nata il $!", `${f.int(1, 28)} maggio 19${f.int(60, 99)}`, "IT");
  pii("pt", "birth_date", "nasci em $.", `${f.int(1, 28)} de outubro de 19${f.int(60, 99)}`, "PT");
  pii("nl", "birth_date", "geboortedatum: $", `${f.int(10, 28)}-0${f.int(1, 9)}-19${f.int(50, 99)}`, "NL");
  pii("es", "birth_date", "fecha de nacimiento: «$»", `${f.int(10, 28)}/0${f.int(1, 9)}/19${f.int(50, 99)}`, "ES");
  pii("en", "birth_date", "born on $, if the form asks", `${f.int(1, 28)} March 19${f.int(60, 99)}`, "GB");

  // ============================ A second sitting: more clean look-alikes ============================
  // (written after the first pass, before the gate read them; drawn after everything above so the
  // first sitting's values stay the same)
  // --- "code" meaning program code, error and status codes
  clean("en", "the code is ready for review, PR #" + d(4) + " has 3 approvals");
  clean("en", `got HTTP 502 then 200 OK after retry, error code E${d(3)} in the logs`);
  clean("de", "der Code ist fertig, läuft aber erst ab Node 20.11");
  clean("de", `Fehlercode F${d(2)} an der Therme, Techniker kommt Dienstag`);
  clean("fr", "le code est en prod depuis 15h32, rien de cassé pour l'instant");
  clean("fr", `la machine affiche le code erreur E${d(2)}, je rappelle le SAV`, "FR");
  clean("es", "el código está en la rama feature/login-2fa, revísalo cuando puedas", "ES");
  clean("es", `la lavadora da el error ${up(1)}${d(2)} otra vez 😤`, "ES");
  clean("pt", "o código do projeto está no GitHub, versão 3.2.1", "BR");
  clean("pt", `a máquina mostra o código de erro ${up(1)}${d(2)}`, "PT");
  clean("it", "il codice gira su node 22 adesso, niente più warning", "IT");
  clean("it", `la caldaia segna errore ${up(1)}${d(2)}, chiamo l'assistenza`, "IT");
  clean("nl", "de code staat op GitHub, versie 2.3.1, review graag voor vrijdag", "NL");
  clean("nl", `foutcode ${up(1)}${d(2)} op de vaatwasser, monteur komt woensdag`, "NL");
  // --- password rules and talk, no value
  clean("en", "new password rules: at least 12 characters, one symbol, no reuse of the last 5");
  clean("de", "Passwort muss 12 Zeichen haben, Sonderzeichen Pflicht, alle 90 Tage neu");
  clean("fr", "mot de passe oublié : cliquez sur le lien, il expire au bout de 15 minutes", "FR");
  clean("es", "la contraseña tiene que tener 8 caracteres y un número, qué original", "ES");
  clean("pt", "senha forte: mínimo 12 caracteres, letras e números", "BR");
  clean("it", "la password deve avere almeno 10 caratteri e un simbolo", "IT");
  clean("nl", "het wachtwoord moet minstens 12 tekens hebben, met een cijfer", "NL");
  clean("en", "Wi-Fi at the café is free, the password is on the receipt");
  clean("de", "das WLAN im Hotel braucht kein Passwort, nur die Zimmernummer");
  clean("es", "el wifi del tren no tiene contraseña pero va fatal", "ES");
  // --- networks, lotteries, lines, chess, logs
  clean("en", `router is at 192.168.${f.int(0, 1)}.1, the NAS on port ${f.int(5000, 5001)}`);
  clean("de", `Lotto 6 aus 49: ${f.int(1, 8)} ${f.int(9, 16)} ${f.int(17, 24)} ${f.int(25, 32)} ${f.int(33, 40)} ${f.int(41, 49)}, Superzahl ${f.int(0, 9)}`);
  clean("fr", `ligne de bus ${f.int(20, 99)}, arrêt Mairie, toutes les ${f.int(8, 20)} minutes`, "FR");
  clean("es", `Euromillones: ${f.int(1, 10)} - ${f.int(11, 20)} - ${f.int(21, 30)} - ${f.int(31, 40)} - ${f.int(41, 50)}, estrellas ${f.int(1, 6)} y ${f.int(7, 12)}`, "ES");
  clean("pt", `Mega-Sena: ${String(f.int(1, 10)).padStart(2, "0")} ${f.int(11, 20)} ${f.int(21, 30)} ${f.int(31, 40)} ${f.int(41, 50)} ${f.int(51, 60)}`, "BR");
  clean("it", "partita a scacchi: 1.e4 e5 2.Cf3 Cc6 3.Ab5, la spagnola", "IT");
  clean("nl", `buslijn ${f.int(100, 400)} rijdt vandaag niet, omleiding via halte ${f.int(1000, 9999)}`, "NL");
  clean("en", `2026-12-04 09:${f.int(10, 59)}:${f.int(10, 59)} WARN worker-${f.int(1, 9)} job ${uuid(f)} retried 3 times`);
  clean("de", `mac-Adresse vom Drucker ${hex(2)}:${hex(2)}:${hex(2)}:${hex(2)}:${hex(2)}:${hex(2)}, IP per DHCP`);
  // --- references, tickets and money in chat style
  clean("en", `Ryanair conf. ${up(6)} — seat ${f.int(10, 33)}${f.pick(["A", "B", "C", "D", "E", "F"])} 😬 middle again`);
  clean("de", `Kassenzeichen ${d(4)}.${d(4)}.${d(4)} für die Hundesteuer, ${f.int(60, 150)} € bis 15.12.`);
  clean("fr", `avis d'imposition : référence ${d(13)}, à payer avant le 15`, "FR");
  clean("es", `Bizum de ${f.int(5, 60)} € con concepto "cena viernes" hecho ✅`, "ES");
  clean("pt", `Pix de R$ ${f.int(20, 200)},00 feito, comprovante ${up(1)}${d(8)}${up(4)}${d(10)}`, "BR");
  clean("it", `bollettino PagoPA codice avviso ${d(4)} ${d(4)} ${d(4)} ${d(4)} ${d(2)}, scade venerdì`, "IT");
  clean("nl", `Tikkie van € ${price(5, 40)} voor de pizza, kenmerk ${d(16)}`, "NL");
  clean("en", `Steam key for the giveaway was redeemed already, order ${up(2)}-${d(9)}`);
  // --- digests and keys that are public
  clean("en", `GPG fingerprint of the release key: ${grouped(hex(40).toUpperCase(), 4, " ")}`);
  clean("de", `Fingerprint des öffentlichen SSH-Schlüssels: SHA256:${f.chars(B64, 43)}`);
  clean("fr", `empreinte de la clé publique du dépôt : ${grouped(hex(40).toUpperCase(), 4, " ")}`, "FR");
  clean("es", `el torrent es magnet:?xt=urn:btih:${hex(40)}, la ISO oficial de Debian`, "ES");
  clean("nl", `ETag van het bestand: "${hex(32)}"`, "NL");
  clean("it", `hash IPFS della pagina pubblica: Qm${f.chars("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)}`, "IT");
  clean("pt", `a chave pública do servidor começa com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA${f.chars(B64, 40)}`, "PT");

  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outside6Corpus(): CorpusCase[] {
  return outside6Sentences(new Fakes(20261214));
}
