/**
 * The inputs of outside probe (s) of issue #36 (privacy/__tests__/probe-36s.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round is weighted to what probe (r)
 * left: a password of a word and a year with the account it opens named and no password word ("the
 * Netflix one is still hamburg1987", "Videoland: tulp2011"); the secret's cue in the sentence before
 * the value's ("New router password. It's x7-…"); a contact line led by a role ("party: Zoe 07516 …",
 * "Vermieter: Herr Braun 0171 …"); German addresses with no street word ("am Rosenhang 20", "im
 * Lindenweg 3a") and their kin in the other languages; and clean look-alikes of each (bus and train
 * numbers, order and tracking numbers, meeting IDs, prices, versions, times, published checksums, a
 * role with a time or a price, a street named with a count after it).
 * A transit number is what a real owner means by "Bus 612, Zug 633": short numbers after a vehicle
 * word are clean; a nine-digit mobile after a person's role is not.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { Fakes, HEX, LOWER, UPPER, ALNUM, capitalised } from "./fakes.ts";
import { type CorpusCase, type CorpusLang, familyBuilders } from "./types.ts";

export type Probe36sFamily = "account_year" | "cue_before" | "role_contact" | "address" | "lookalike";
export interface Probe36sCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36sFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36s(seed = 0x3a00 + Number(process.env.PROBE_SEED ?? 0)): Probe36sCase[] {
  const f = new Fakes(seed);
  const out: Probe36sCase[] = [];
  const B = familyBuilders<Probe36sFamily>(out);

  const d = (n: number): string => f.digits(n);
  const WORD: Record<CorpusLang, string[]> = {
    en: ["hamburg", "biscuit", "liverpool", "poppy", "charlie", "sunshine"],
    de: ["hamburg", "mausi", "bayern", "krümel", "schatzi", "nordsee"],
    fr: ["marseille", "doudou", "nounours", "caramel", "bretagne", "titou"],
    es: ["madrid", "chispa", "rayo", "canela", "churri", "malaga"],
    pt: ["porto", "bolinha", "sporting", "pipoca", "farrusco", "algarve"],
    it: ["roma", "micio", "milan", "pallina", "tesoro", "sardegna"],
    nl: ["feyenoord", "tulp", "pluisje", "hollandia", "snoopy", "texel"],
  };
  const cap = capitalised;
  const wy = (l: CorpusLang): string => f.wordAndYear(WORD[l], 2024, ["!", "#", "?"]);
  // A freshly set password: a router's printed shape, random mixed case, or a word and a year.
  const fresh = (l: CorpusLang): string => {
    switch (f.int(0, 3)) {
      case 0: return `${f.chars(LOWER, 1)}${d(1)}-${f.chars(LOWER, 4)}-${f.chars(LOWER, 4)}-${d(2)}`;
      case 1: return f.chars(ALNUM, 12);
      case 2: return `${f.chars(UPPER, 1)}${f.chars(LOWER, 5)}${d(2)}${f.pick(["!", "$", "%", "&"])}${f.chars(LOWER, 2)}`;
      default: return wy(l);
    }
  };
  const phone: Record<CorpusLang, () => string> = {
    en: () => `07${f.pick(["4", "5", "7", "8", "9"])}${d(2)} ${d(6)}`,
    de: () => `01${f.pick(["51", "60", "71", "76", "79"])} ${d(7)}`,
    fr: () => `0${f.pick(["6", "7"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    es: () => `6${d(2)} ${d(3)} ${d(3)}`,
    pt: () => `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`,
    it: () => `3${f.pick(["33", "35", "38", "47", "49"])} ${d(3)} ${d(4)}`,
    nl: () => `06 ${f.int(1, 5)}${d(7)}`,
  };
  const landline: Record<CorpusLang, () => string> = {
    en: () => `0113 ${d(3)} ${d(4)}`,
    de: () => `0${f.pick(["30", "40", "89", "221"])} ${d(7)}`,
    fr: () => `0${f.pick(["1", "4", "5"])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    es: () => `91${d(1)} ${d(3)} ${d(3)}`,
    pt: () => `21${d(1)} ${d(3)} ${d(3)}`,
    it: () => `06 ${d(4)} ${d(4)}`,
    nl: () => `0${f.pick(["20", "30", "70"])}-${d(7)}`,
  };
  const hn = (max: number): number => f.int(1, max);

  // =============================================================================================
  // account_year: a word and a year with the account it opens named, no password word.
  const a = B("account_year");
  a.sec("en", "the Netflix one is still $, never changed it", wy("en"));
  a.sec("en", "Spotify: $ (for the car)", wy("en"));
  a.sec("en", "Amazon is $ same as always", wy("en"));
  a.sec("en", "for Disney+ it's $, Mia's name and the year she was born", wy("en"));
  a.sec("en", "the iCloud one is $ I think, try that", wy("en"));
  a.clean("en", "the Netflix one is still on the family plan since 2019");
  a.clean("en", "Spotify Wrapped 2024 says I played Poppy 312 times");
  a.sec("de", "bei Netflix ist es immer noch $", wy("de"));
  a.sec("de", "Sky-Zugang: $", wy("de"));
  a.sec("de", "fürs Amazon-Konto nimmst du $, das Übliche", wy("de"));
  a.sec("de", "PayPal ist $, gleich wie beim Handy", wy("de"));
  a.sec("de", "der Spotify-Login ist $", wy("de"));
  a.clean("de", "das Netflix-Abo läuft seit 2019 über Papas Konto");
  a.clean("de", "Amazon Prime kostet seit 2024 mehr, Bayern 2025 läuft auf DAZN");
  a.sec("fr", "pour Netflix c'est toujours $", wy("fr"));
  a.sec("fr", "le compte Deezer : $", wy("fr"));
  a.sec("fr", "Canal+ c'est $ je crois, essaie", wy("fr"));
  a.sec("fr", "Leboncoin marche avec $, comme d'habitude", wy("fr"));
  a.clean("fr", "Netflix c'est toujours le compte de 2019, on le partage avec ta sœur");
  a.clean("fr", "Deezer 2024 : mon artiste préféré c'est Angèle, Marseille 2023 c'était le concert");
  a.sec("es", "el de Netflix sigue siendo $", wy("es"));
  a.sec("es", "Movistar+: $", wy("es"));
  a.sec("es", "la de Amazon es $, la de siempre", wy("es"));
  a.sec("es", "para el Spotify pon $", wy("es"));
  a.clean("es", "el de Netflix sigue siendo el plan de 2019, lo pago yo");
  a.clean("es", "Madrid 2024 fue el mejor viaje, Spotify lo sabe");
  a.sec("pt", "a do Netflix continua a ser $", wy("pt"));
  a.sec("pt", "conta da MEO: $", wy("pt"));
  a.sec("pt", "o do Spotify é $, o de sempre", wy("pt"));
  a.sec("pt", "no Amazon é $", wy("pt"));
  a.clean("pt", "a do Netflix continua a ser a conta de 2020, pago eu");
  a.clean("pt", "Porto 2011 foi a última Liga Europa, ainda tenho o cachecol");
  a.sec("it", "quella di Netflix è ancora $", wy("it"));
  a.sec("it", "account Sky: $", wy("it"));
  a.sec("it", "per DAZN è $, la solita", wy("it"));
  a.sec("it", "Spotify va con $", wy("it"));
  a.clean("it", "quella di Netflix è ancora a nome di mia sorella dal 2019");
  a.clean("it", "Milan 2007 l'ultima Champions, DAZN la ripropone stasera");
  a.sec("nl", "die van Netflix is nog steeds $", wy("nl"));
  a.sec("nl", "Videoland: $", wy("nl"));
  a.sec("nl", "voor bol.com is het $", wy("nl"));
  a.sec("nl", "het Ziggo-account gaat met $", wy("nl"));
  a.sec("nl", "de Spotify is $ weet je nog", wy("nl"));
  a.sec("nl", "NS-account: $, zelfde als DigiD niet", wy("nl"));
  a.clean("nl", "die van Netflix is nog steeds het abonnement van 2019");
  a.clean("nl", "Feyenoord 2023 kampioen, Videoland heeft de docu");
  a.clean("nl", "bol.com: bestelling van 2024 nog steeds niet binnen");
  a.sec("nl", "KPN inloggen doe je met $", wy("nl"));

  // =============================================================================================
  // cue_before: what the value is said in the sentence before it.
  const c = B("cue_before");
  c.sec("en", "New router password. It's $", fresh("en"));
  c.sec("en", "Finally reset the bank login. It's $ now", fresh("en"));
  c.sec("en", "Netflix kicked me out so I changed it. $ from now on", fresh("en"));
  c.sec("en", "Mum asked for the wifi again. $ — write it down this time", fresh("en"));
  c.clean("en", "New router password. It's on the sticker under the box");
  c.clean("en", "Changed the wifi today. Much faster now, 500 Mbit.");
  c.sec("de", "Neues WLAN-Passwort. Es lautet $", fresh("de"));
  c.sec("de", "Hab das Router-Passwort geändert. Jetzt: $", fresh("de"));
  c.sec("de", "Bank-Login zurückgesetzt. Ist jetzt $", fresh("de"));
  c.sec("de", "Oma fragt wieder nach dem Laptop. $ – mit großem Anfangsbuchstaben", fresh("de"));
  c.clean("de", "Neues WLAN-Passwort. Steht auf dem Zettel am Kühlschrank.");
  c.clean("de", "Router neu gestartet. Jetzt läuft Version 7.57.");
  c.sec("fr", "Nouveau mot de passe du wifi. C'est $", fresh("fr"));
  c.sec("fr", "J'ai changé le code de la box. Maintenant c'est $", fresh("fr"));
  c.sec("fr", "Mot de passe de la banque réinitialisé. Le nouveau : $", fresh("fr"));
  c.clean("fr", "Nouveau mot de passe du wifi. Je te l'envoie par SMS.");
  c.clean("fr", "J'ai changé la box. Maintenant c'est la fibre, 2 Gb/s.");
  c.sec("es", "Nueva contraseña del router. Es $", fresh("es"));
  c.sec("es", "Cambié la clave del wifi. Ahora es $", fresh("es"));
  c.sec("es", "Ya reseteé lo del banco. Es $ ahora", fresh("es"));
  c.clean("es", "Nueva contraseña del router. Está en la pegatina de abajo.");
  c.clean("es", "Cambié la clave del wifi. Ahora va a 600 megas.");
  c.sec("pt", "Nova senha do router. É $", fresh("pt"));
  c.sec("pt", "Mudei a palavra-passe do wifi. Agora é $", fresh("pt"));
  c.sec("pt", "O banco pediu para mudar. Ficou $", fresh("pt"));
  c.clean("pt", "Nova senha do router. Está no papel da cozinha.");
  c.clean("pt", "Mudei a palavra-passe do wifi. Agora é mais segura, com 16 caracteres.");
  c.sec("it", "Nuova password del router. È $", fresh("it"));
  c.sec("it", "Ho cambiato la password del wifi. Adesso è $", fresh("it"));
  c.sec("it", "La banca mi ha fatto cambiare accesso. Ora è $", fresh("it"));
  c.clean("it", "Nuova password del router. È sul retro, sotto il codice a barre.");
  c.clean("it", "Ho cambiato il router. Adesso va a 1 giga.");
  c.sec("nl", "Nieuw wachtwoord voor de router. Het is $", fresh("nl"));
  c.sec("nl", "Wifi-wachtwoord veranderd. Nu: $", fresh("nl"));
  c.sec("nl", "Bankapp opnieuw ingesteld. Het is nu $", fresh("nl"));
  c.sec("nl", "Oma vroeg weer naar de laptop. $ met hoofdletter", fresh("nl"));
  c.sec("nl", "DigiD moest opnieuw. Nieuwe is $", fresh("nl"));
  c.clean("nl", "Nieuw wachtwoord voor de router. Het staat op de achterkant.");
  c.clean("nl", "Wifi veranderd. Nu twee keer zo snel, 500 Mbit.");
  c.clean("nl", "Bankapp opnieuw ingesteld. Het is nu versie 8.12.");
  c.sec("nl", "Heb de code van de kluis veranderd. Wordt $", fresh("nl"));

  // =============================================================================================
  // role_contact: a contact line led by a role, a person's name and their number.
  const r = B("role_contact");
  r.pii("en", "party: Zoe $", phone.en());
  r.pii("en", "plumber: Dave $, cash only", phone.en());
  r.pii("en", "landlord - Mr Patel - $", phone.en());
  r.pii("en", "babysitter Kate $ (evenings only)", phone.en());
  r.pii("en", "neighbour with the spare key: Mrs Hughes $", landline.en());
  r.clean("en", "party: Zoe 7pm, Sam brings 12 beers");
  r.clean("en", "plumber: Dave, £85 call-out, Tuesday 8-10");
  r.pii("de", "Vermieter: Herr Braun $", phone.de());
  r.pii("de", "Hausmeister Herr Yilmaz $", landline.de());
  r.pii("de", "Babysitterin: Lena $", phone.de());
  r.pii("de", "Klempner – Herr Wolf – $", phone.de());
  r.pii("de", "Tagesmutter Frau Schmitt $, ab 7 erreichbar", phone.de());
  r.clean("de", "Vermieter: Herr Braun, Termin am 12.03. um 10:00");
  r.clean("de", "Hausmeister Herr Yilmaz, Raum 0.14, Sprechzeit 9-11");
  r.pii("fr", "propriétaire : M. Dubois $", phone.fr());
  r.pii("fr", "nounou : Léa $", phone.fr());
  r.pii("fr", "plombier Karim $, il passe jeudi", phone.fr());
  r.pii("fr", "gardienne Mme Lopes $", landline.fr());
  r.clean("fr", "nounou : Léa 8h30-17h, 12 € de l'heure");
  r.pii("es", "casero: Sr. García $", phone.es());
  r.pii("es", "canguro: Lucía $", phone.es());
  r.pii("es", "fontanero Paco $, viene el martes", phone.es());
  r.pii("es", "portera Doña Carmen $", landline.es());
  r.clean("es", "canguro: Lucía 3 horas, 30 €");
  r.pii("pt", "senhorio: Sr. Costa $", phone.pt());
  r.pii("pt", "baby-sitter: Beatriz $", phone.pt());
  r.pii("pt", "canalizador Rui $, vem na terça", phone.pt());
  r.pii("pt", "porteira D. Fátima $", landline.pt());
  r.clean("pt", "senhorio: Sr. Costa, renda 750 € até dia 8");
  r.pii("it", "padrone di casa: sig. Rossi $", phone.it());
  r.pii("it", "babysitter: Sara $", phone.it());
  r.pii("it", "idraulico Marco $, passa giovedì", phone.it());
  r.pii("it", "portinaia signora Bianchi $", landline.it());
  r.clean("it", "babysitter: Sara dalle 19 alle 23, 10 € l'ora");
  r.pii("nl", "verhuurder: meneer de Vries $", phone.nl());
  r.pii("nl", "oppas: Sanne $", phone.nl());
  r.pii("nl", "loodgieter Joost $, komt dinsdag", phone.nl());
  r.pii("nl", "huisbaas - mevrouw Jansen - $", phone.nl());
  r.pii("nl", "klusjesman Bram $", phone.nl());
  r.pii("nl", "buurvrouw met de reservesleutel: Els $", landline.nl());
  r.clean("nl", "oppas: Sanne 18:00-23:00, € 40");
  r.clean("nl", "loodgieter Joost, € 95 voorrijkosten, dinsdag 8-10");
  r.pii("nl", "huisarts-assistente Marieke, privé $", phone.nl());
  r.clean("nl", "verhuurder: meneer de Vries, huur € 1.150 per 1 maart");

  // =============================================================================================
  // address: a house's address with no street word ("am Rosenhang 20"), and the same street with a count.
  const s = B("address");
  const amDe = (): string => `${f.pick(["Rosenhang", "Sonnenhang", "Kirchberg", "Steinacker", "Mühlberg", "Eichenhain"])} ${hn(40)}`;
  const imDe = (): string => `${f.pick(["Lindenweg", "Wiesengrund", "Eichenhain", "Birkenhof", "Kirschgarten", "Tannenwinkel"])} ${hn(30)}${f.pick(["a", "b", ""])}`;
  s.pii("de", "meine Eltern wohnen am $", amDe());
  s.pii("de", "wir sind jetzt am $, klingel bei Becker", amDe());
  s.pii("de", "Oma wohnt im $, zweiter Stock", imDe());
  s.pii("de", "Treffen bei mir: im $, Hintereingang", imDe());
  s.pii("de", "Paket bitte an Jonas, am $, 79100 Freiburg", amDe());
  s.pii("de", "Kindergeburtstag bei Meiers, im $ ab 15 Uhr", imDe());
  s.pii("de", "neue Adresse: $, 50667 Köln", `Am ${amDe()}`);
  s.pii("de", "die Tagesmutter ist $", `im ${imDe()}`);
  s.clean("de", "am Rosenhang ist heute Flohmarkt, ab 8 Uhr");
  s.clean("de", "im Lindenweg wird ab Montag gebaut, 3 Wochen lang");
  s.clean("de", "am Sonnenhang waren es heute 20 Grad");
  s.clean("de", "im Wiesengrund 3 Rehe gesehen beim Joggen");
  s.clean("de", "am Montag 20 Uhr Elternabend, im Raum 12");
  s.pii("en", "we live at $ now, the red door", `${hn(40)} The ${f.pick(["Green", "Meadows", "Paddock", "Orchard"])}`);
  s.pii("en", "drop it at mine, $", `${hn(30)} ${f.pick(["Rosemount", "Kingsmead", "Hillcrest"])}`);
  s.clean("en", "The Green is flooded again, 3 days now");
  s.pii("fr", "on est au $, sonnez chez Martin", `${hn(40)} ${f.pick(["impasse des Roses", "allée des Tilleuls", "chemin des Vignes"])}`);
  s.pii("fr", "chez mamie, $", `${hn(20)} ${f.pick(["place du Marché", "quai des Brumes", "cours Mirabeau"])}`);
  s.clean("fr", "place du Marché, marché le 12 à partir de 8h");
  s.pii("es", "vivimos en $, 3º izquierda", `${f.pick(["Plaza Mayor", "Camino de la Fuente", "Ronda de Toledo"])} ${hn(40)}`);
  s.pii("es", "la fiesta es en casa de Javi, $", `${f.pick(["Travesía del Olmo", "Glorieta de Bilbao", "Paseo del Prado"])} ${hn(30)}`);
  s.clean("es", "en la Plaza Mayor a las 20, somos 12");
  s.pii("pt", "moramos no $, 1.º direito", `${f.pick(["Largo do Rato", "Beco das Flores", "Largo da Graça"])} ${hn(30)}`);
  s.pii("pt", "a festa é em casa da Joana, $", `${f.pick(["Calçada da Estrela", "Praceta do Sol", "Alameda das Linhas"])} ${hn(50)}`);
  s.clean("pt", "no Largo do Rato às 19h, somos 8");
  s.pii("it", "abitiamo in $, citofono Rossi", `${f.pick(["vicolo del Moro", "piazzale Loreto", "largo Argentina"])} ${hn(30)}`);
  s.pii("it", "la festa è da Giulia, $", `${f.pick(["strada del Poggio", "borgo Pinti", "salita San Nicola"])} ${hn(40)}`);
  s.clean("it", "in piazzale Loreto alle 18, siamo in 6");
  s.pii("nl", "we wonen aan de $, bel maar aan", `${f.pick(["Dorpsweide", "Brink", "Hoge Akker", "Lindehof"])} ${hn(60)}`);
  s.pii("nl", "oma woont op $, tweede verdieping", `${f.pick(["het Spui", "de Brink", "het Rondeel"])} ${hn(40)}`);
  s.pii("nl", "het feestje is bij Sanne, $", `${f.pick(["Zonnehof", "Meidoornhof", "Berkenhage"])} ${hn(30)}${f.pick(["a", "b", ""])}`);
  s.clean("nl", "op de Brink staat de kermis, 3 dagen lang");
  s.clean("nl", "aan de Dorpsweide 12 koeien gezien");
  s.pii("nl", "stuur de kaart naar opa, $", `${f.pick(["Vogelzang", "Rozenhof", "Kerkepad"])} ${hn(40)}, ${f.int(1000, 9999)} ${f.pick(["AB", "KL", "RT"])} Zeist`);

  // =============================================================================================
  // lookalike: transit numbers, order and tracking numbers, meeting IDs, prices, versions, times, checksums.
  const l = B("lookalike");
  l.clean("de", `Bus 612, dann Zug 633 ab Gleis 4 um 7:42`);
  l.clean("de", `ICE ${f.int(500, 1999)} fällt aus, nimm RE ${f.int(1, 99)} um 16:05`);
  l.clean("de", `Sendungsnummer 00340434${d(12)}, kommt morgen zwischen 10 und 14 Uhr`);
  l.clean("de", `Bestellung 302-${d(7)}-${d(7)}, 1.299,00 €`);
  l.clean("de", `Zoom-Meeting ${d(3)} ${d(4)} ${d(4)} um 9:30, Kenncode steht in der Einladung`);
  l.clean("de", `Firmware ${f.int(6, 8)}.${d(2)} für die Fritzbox, SHA-256 laut AVM: ${f.chars(HEX, 64)}`);
  l.clean("en", `take the 38 bus then train ${f.int(1000, 2999)} at 07:42`);
  l.clean("en", `UPS tracking 1Z${f.chars(UPPER + "0123456789", 16)}, due Friday`);
  l.clean("en", `order 114-${d(7)}-${d(7)}, $1,299.99 refunded`);
  l.clean("en", `Webex meeting number 2${d(3)} ${d(3)} ${d(4)} at 3pm`);
  l.clean("en", `iOS 18.${f.int(0, 6)}.${f.int(0, 3)} is out, sha256 ${f.chars(HEX, 64)}`);
  l.clean("fr", `TGV ${f.int(6000, 6999)} voiture 14 place 82, départ 16h30`);
  l.clean("fr", `colis ${f.chars(UPPER, 2)}${d(9)}FR livré demain, commande n° ${d(10)}`);
  l.clean("fr", `réunion Teams ID ${d(3)} ${d(3)} ${d(3)} ${d(3)} à 10h`);
  l.clean("fr", `facture ${f.int(2024, 2026)}-${d(4)} : 1 249,90 €`);
  l.clean("es", `el bus 27 y luego el tren ${f.int(100, 999)} a las 9:15`);
  l.clean("es", `seguimiento Correos ${f.chars(UPPER, 2)}${d(9)}ES, pedido ${d(3)}-${d(7)}`);
  l.clean("es", `reunión Zoom ID ${d(3)} ${d(4)} ${d(4)}, 1.499 € el portátil`);
  l.clean("es", `versión ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)}, sha256 ${f.chars(HEX, 64)}`);
  l.clean("pt", `autocarro 728 e depois o comboio ${f.int(100, 999)} às 8h12`);
  l.clean("pt", `encomenda CTT ${f.chars(UPPER, 2)}${d(9)}PT, 49,90 €`);
  l.clean("pt", `reunião Zoom ${d(3)} ${d(4)} ${d(4)} às 14h30`);
  l.clean("it", `treno regionale ${f.int(2000, 2999)}, binario 5, poi bus 61`);
  l.clean("it", `spedizione BRT ${d(15)}, ordine n. ${d(3)}-${d(7)}`);
  l.clean("it", `riunione Webex ${d(4)} ${d(3)} ${d(4)} alle 11`);
  l.clean("it", `aggiornamento ${f.int(1, 9)}.${f.int(0, 20)}, MD5 pubblicato: ${f.chars(HEX, 32)}`);
  l.clean("nl", `trein ${f.int(3000, 3999)} van 08.12, daarna bus 300 naar Haarlem`);
  l.clean("nl", `PostNL 3S${f.chars(UPPER, 4)}${d(9)}, komt tussen 14.00 en 16.00`);
  l.clean("nl", `bestelling ${d(10)} bij bol.com, € 1.299,00`);
  l.clean("nl", `Teams ID ${d(3)} ${d(3)} ${d(3)} ${d(3)}, om 10.30`);
  l.clean("nl", `versie ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)}, SHA-256 van de site: ${f.chars(HEX, 64)}`);
  l.clean("nl", `tram 2 tot de Dam, dan metro 52 om 17.15`);
  l.clean("nl", `klantnummer bij Eneco staat op de factuur van € ${f.int(80, 300)},${d(2)}`);
  l.clean("nl", `vlucht KL ${f.int(1000, 1999)} om 06.55, gate D${f.int(1, 90)}`);

  return out;
}
