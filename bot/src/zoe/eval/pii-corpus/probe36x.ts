/**
 * The inputs of outside probe (x) of issue #36 (privacy/__tests__/probe-36x.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round is weighted to Dutch and
 * French (about seventy lines each), one family at a time, the way people type on a phone (no accents,
 * typos, values after a colon or in quotes, a value split over two messages, digits dictated in words):
 * Dutch secrets in running text ("het ww is", "inlog: … / …", kluis, alarm, PUK, wifi, the API's key,
 * DigiD, herstelzin), health facts ("ik slik", diagnose, huisarts, zorgpas), BSN and IBAN cut by words,
 * addresses with t.a.v., bus, hs, huis; French NIR with its key, numéro fiscal, carte vitale, mdp, the
 * card's code, code wifi, IBAN cut by words, addresses (résidence, lieu-dit, appt, escalier, BP), health
 * (sous traitement, ordonnance, mutuelle n°), dates of birth in words; a few lines in the five other
 * languages; and clean look-alikes in all seven (order, tracking, invoice, customer and meeting numbers,
 * reference codes, postcodes alone, house numbers in directions, versions, prices, percentages, brand and
 * shop handles, hashtags, rooms, flights, seats).
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, LOWER, UPPER, capitalised } from "./fakes.ts";
import { type CorpusCase, type CorpusLang, familyBuilders, grouped } from "./types.ts";

export type Probe36xFamily = "ids" | "contact" | "secret" | "health" | "lookalike";
export interface Probe36xCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36xFamily;
}

/** A French NIR (sex, year, month, département, commune, order) and its two-digit key. */
function nir(f: Fakes): { body: string; key: string } {
  const body = `${f.int(1, 2)}${f.digits(2)}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 95)).padStart(2, "0")}${String(f.int(1, 999)).padStart(3, "0")}${String(f.int(1, 999)).padStart(3, "0")}`;
  const key = String(97 - Number(BigInt(body) % 97n)).padStart(2, "0");
  return { body, key };
}

/** A NIR as it is printed on the card: 1 23 45 67 890 123 45. */
const nirSpaced = (x: { body: string; key: string }): string =>
  `${x.body[0]} ${x.body.slice(1, 3)} ${x.body.slice(3, 5)} ${x.body.slice(5, 7)} ${x.body.slice(7, 10)} ${x.body.slice(10)} ${x.key}`;

const NL_DIGIT = ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"];
const FR_UNITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize"];
const FR_TENS = ["", "dix", "vingt", "trente", "quarante", "cinquante", "soixante", "soixante", "quatre-vingt", "quatre-vingt"];

/** 0–99 in French words, as a number is dictated in pairs ("zéro six, douze, trente-quatre"). */
function frPair(n: number): string {
  if (n < 17) return FR_UNITS[n]!;
  if (n < 20) return `dix-${FR_UNITS[n - 10]}`;
  const t = Math.floor(n / 10);
  const u = n % 10;
  if (t === 7 || t === 9) {
    const rest = n - (t === 7 ? 60 : 80);
    if (t === 7 && rest === 11) return "soixante et onze";
    return `${FR_TENS[t]}-${frPair(rest)}`;
  }
  if (u === 0) return t === 8 ? "quatre-vingts" : FR_TENS[t]!;
  if (u === 1 && t !== 8) return `${FR_TENS[t]} et un`;
  return `${FR_TENS[t]}-${FR_UNITS[u]}`;
}

/** Digits dictated one by one in Dutch ("nul zes een twee …"). */
const nlSpoken = (digits: string): string => [...digits].map((c) => NL_DIGIT[Number(c)]!).join(" ");
/** A ten-digit French number dictated in pairs ("zéro six, douze, …"), the first pair as "zéro six". */
const frSpoken = (digits: string): string => {
  const pairs = digits.match(/../g)!;
  return pairs.map((p, i) => (i === 0 && p.startsWith("0") ? `zéro ${FR_UNITS[Number(p[1])]}` : frPair(Number(p)))).join(" ");
};

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36x(seed = 0x3f00 + Number(process.env.PROBE_SEED ?? 0)): Probe36xCase[] {
  const f = new Fakes(seed);
  const out: Probe36xCase[] = [];
  const B = familyBuilders<Probe36xFamily>(out);
  const d = (n: number): string => f.digits(n);
  const n = (max = 140): number => f.int(1, max);
  const NL_WORDS = ["zonnebloem", "appeltaart", "fietsbel", "tulpen", "kikker", "stroopwafel", "molenaar", "duinpan", "hagelslag", "ijsvogel"];
  const FR_WORDS = ["papillon", "tournesol", "chocolat", "marmotte", "biscotte", "lavande", "hirondelle", "cerisier", "poisson", "nuage"];
  const OTHER_WORDS = ["schmetterling", "sunflower", "mariposa", "girassol", "farfalla", "igel", "tortuga", "gabbiano", "raposa", "kestrel"];
  const pwFrom = (words: readonly string[]) => (): string => {
    const w = f.pick(words);
    switch (f.int(0, 4)) {
      case 0: return `${capitalised(w)}${f.int(1960, 2024)}!`;
      case 1: return `${w}${d(2)}${f.pick(["#", "?", "*", "!", "$"])}${capitalised(f.pick(words))}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
      case 3: return `${w}.${f.pick(words)}.${d(2)}`;
      default: return `${capitalised(w)}_${d(3)}${f.chars(UPPER, 1)}`;
    }
  };
  const nlPw = pwFrom(NL_WORDS);
  const frPw = pwFrom(FR_WORDS);
  const pw = pwFrom(OTHER_WORDS);
  const ib = (c: Parameters<Fakes["iban"]>[0]): string => grouped(f.iban(c), 4, " ");
  const NL_LETTERS = "ABCDEFGHJKLMNPRSTVWXZ";
  const NAMES = ["jan", "sanne", "lotte", "bram", "fleur", "sem", "camille", "mathis", "chloe", "hugo", "ines", "noah"];
  const SURN = ["devries", "jansen", "smit", "degroot", "dubois", "bernard", "petit", "lefebvre", "girard", "roux", "mulder", "bos"];

  const ids = B("ids");
  const ct = B("contact");
  const sc = B("secret");
  const hl = B("health");
  const lk = B("lookalike");

  // =============================================================================================
  // Dutch
  // -- secrets in running text
  sc.sec("nl", "het ww is $ (hoofdletter aan het begin)", nlPw());
  sc.sec("nl", "ww van de laptop: $", nlPw());
  sc.sec("nl", "inlog: jdevries84 / $", nlPw());
  sc.sec("nl", "inloggen bij de gemeente met sanne.bos en ww $", nlPw());
  sc.sec("nl", "de code van de kluis is $", d(6));
  sc.sec("nl", "kluiscode hotel $ niet vergeten", d(4));
  sc.sec("nl", "alarmcode van de winkel: $", d(4));
  sc.sec("nl", "als het alarm afgaat, de code is $ en dan op off", d(5));
  sc.sec("nl", "pukcode van de nieuwe simkaart $", d(8));
  sc.sec("nl", "mijn puk is $ staat op het kaartje", d(8));
  sc.sec("nl", "wifi: Ziggo-5G ww $", f.chars(LOWER + UPPER + DIGITS, 12));
  sc.sec("nl", "wifi thuis netwerk 'Devries' wachtwoord '$'", nlPw());
  sc.sec("nl", "de sleutel van de api is $", `${f.chars(LOWER + DIGITS, 32)}`);
  sc.sec("nl", "api key voor het dashboard: $", `${f.chars(LOWER + UPPER + DIGITS, 40)}`);
  sc.sec("nl", "mijn DigiD-wachtwoord is $", nlPw());
  sc.sec("nl", "digid ww: $", nlPw());
  sc.sec("nl", "herstelzin van de wallet: $", f.seedPhrase(12));
  sc.sec("nl", "de herstelzin is $ bewaar die goed", f.seedPhrase(12));
  sc.sec("nl", "wachtwoord van de ING app veranderd, nu \"$\"", nlPw());
  sc.sec("nl", "pincode van de creditcard $", d(4));
  sc.sec("nl", "toegangscode fietsenstalling $#", d(4));
  sc.many("secret", "nl", "het ww is\n$1", [nlPw()]);
  // -- ids: BSN and IBAN cut by words
  {
    const b = f.bsn();
    ids.pii("nl", "mijn bsn: $", `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`);
  }
  {
    const b = f.bsn();
    ids.pii("nl", "BSN nummer $ graag invullen op het formulier", b);
  }
  {
    const b = f.bsn();
    ids.pii("nl", "burgerservicenr $", `${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5)}`);
  }
  {
    const b = f.bsn();
    ids.many("pii", "nl", "bsn van mijn dochter begint met $1 en dan $2", [b.slice(0, 4), b.slice(4)]);
  }
  {
    const b = f.bsn();
    ids.pii("nl", "het burgerservicenummer van mn moeder is $", b);
  }
  ids.pii("nl", "iban: $", ib("NL"));
  ids.pii("nl", "mijn rekeningnr is $ tnv J de Vries", f.iban("NL"));
  {
    const v = grouped(f.iban("NL"), 4, " ");
    const cut = v.indexOf(" ", 10);
    ids.many("pii", "nl", "iban $1\n$2", [v.slice(0, cut), v.slice(cut + 1)]);
  }
  {
    const v = f.iban("NL");
    ids.pii("nl", "maak het over naar $ graag voor vrijdag", `${v.slice(0, 4)} ${v.slice(4, 8).toLowerCase()} ${v.slice(8)}`);
  }
  ids.pii("nl", "rekening $ (gezamenlijke)", ib("NL").toLowerCase());
  // -- contact: addresses with t.a.v., bus, hs, huis; phones with their words and dictated
  ct.pii("nl", "stuur de brief naar $", `t.a.v. ${capitalised(f.pick(NAMES))} ${capitalised(f.pick(SURN))}, ${f.pick(["Kerkstraat", "Molenweg", "Schoolstraat"])} ${n(90)}, ${f.int(1000, 9999)} ${f.chars(NL_LETTERS, 2)} ${f.pick(["Zwolle", "Utrecht", "Breda"])}`);
  ct.pii("nl", "ik woon $", `${f.pick(["Stationsstraat", "Kapelstraat", "Kerkplein"])} ${n(80)} bus ${n(12)}, ${f.int(1000, 9999)} ${f.pick(["Gent", "Leuven", "Mechelen"])}`);
  ct.pii("nl", "adres $", `${f.pick(["Bilderdijkstraat", "Jan Steenstraat", "Lindengracht"])} ${n(200)} hs`);
  ct.pii("nl", "we wonen op $", `${f.pick(["de Ruyterweg", "Nassaulaan", "Vondelstraat"])} ${n(120)} huis`);
  ct.pii("nl", "bezorgadres: $", `${f.pick(["kastanjelaan", "zeeweg", "hoofdstraat"])} ${n(60)}a ${f.int(1000, 9999)}${f.chars(LOWER, 2)} ${f.pick(["ede", "assen", "venlo"])}`);
  ct.pii("nl", "mijn tel is $", `06 ${d(8)}`);
  ct.pii("nl", "bel me ff op $", nlSpoken(`06${d(8)}`));
  ct.pii("nl", "mn nummer: $", `+31 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ct.many("pii", "nl", "mijn nummer is $1\n$2", [`06 ${d(4)}`, d(4)]);
  ct.pii("nl", "geboren op $", `${f.pick(["drie", "twaalf", "eenentwintig", "zeven"])} ${f.pick(["januari", "mei", "september"])} ${f.pick(["negentienhonderd zevenentachtig", "negentien vierenzeventig", "tweeduizend twee"])}`);
  ct.pii("nl", "geb datum $", `${f.int(1, 28)}-${f.int(1, 12)}-${f.int(1950, 2003)}`);
  ct.pii("nl", "mail me op $", `${f.pick(NAMES)}.${f.pick(SURN)} at hotmail punt com`);
  // -- health
  hl.pii("nl", "ik slik $ sinds de zomer", `${f.pick(["sertraline", "metformine", "omeprazol", "ritalin"])} ${f.pick([25, 50, 100, 500])} mg`);
  hl.pii("nl", "de diagnose is $, dus ik werk minder", f.pick(["burn-out", "reumatoïde artritis", "ADHD", "borstkanker"]));
  hl.pii("nl", "huisarts zegt dat ik $ heb", f.pick(["suikerziekte type 2", "een depressie", "hoge bloeddruk", "astma"]));
  hl.pii("nl", "zorgpas nummer $ (CZ)", d(9));
  hl.pii("nl", "mijn zorgverzekering: relatienummer $", d(9));
  hl.pii("nl", "ik sta op de wachtlijst voor $", f.pick(["de GGZ", "een knieoperatie", "chemo"]));
  hl.pii("nl", "ik ben $, nog niet vertellen", `${f.int(6, 14)} weken zwanger`);
  // -- clean look-alikes
  lk.clean("nl", `bestelling ${d(10)} bij Coolblue is onderweg`);
  lk.clean("nl", `track en trace: 3SDEVC${d(9)}`);
  lk.clean("nl", `factuur ${f.int(2024, 2026)}-${d(4)} van de loodgieter is € ${f.int(80, 900)},${d(2)}`);
  lk.clean("nl", `klantnr ${d(7)} bij Eneco, meterstand doorgeven`);
  lk.clean("nl", `Zoom meeting ${d(3)} ${d(4)} ${d(4)} om 10u`);
  lk.clean("nl", `referentie ${f.chars(UPPER, 2)}${d(6)} vermelden bij betaling`);
  lk.clean("nl", `postcode ${f.int(1000, 9999)} ${f.chars(NL_LETTERS, 2)} staat verkeerd in het systeem`);
  lk.clean("nl", `bij de rotonde tweede afslag, dan nummer ${n(120)} aan de linkerkant`);
  lk.clean("nl", `nieuwe versie ${f.int(1, 12)}.${f.int(0, 9)}.${f.int(0, 20)} van de app heeft een bug`);
  lk.clean("nl", `korting van ${f.int(10, 60)}% bij de Hema tot zondag`);
  lk.clean("nl", "klacht gestuurd naar @ziggo, nog geen antwoord");
  lk.clean("nl", "@bol_com mijn pakket is nog niet binnen");
  lk.clean("nl", "#koningsdag was gezellig");
  lk.clean("nl", `vergadering in zaal ${f.int(1, 5)}.${d(2)} op de derde verdieping`);
  lk.clean("nl", `vlucht KL${d(4)} naar Lissabon, stoel ${f.int(10, 35)}${f.chars("ABCDEF", 1)}`);
  lk.clean("nl", "het ww van de wifi werkt niet meer, even de provider bellen");
  lk.clean("nl", "de code van de kluis moet 6 cijfers zijn volgens de receptie");
  lk.clean("nl", `trein van ${f.int(7, 9)}:${d(1)}5 spoor ${f.int(1, 14)}b`);
  lk.clean("nl", "huisarts zegt dat het meevalt, volgende week terug");
  lk.clean("nl", `parkeren kost € ${f.int(2, 5)},${f.pick(["50", "00", "20"])} per uur in de ${capitalised(f.pick(["kerkstraat", "markt"]))}`);

  // =============================================================================================
  // French
  // -- ids: NIR with its key, numéro fiscal, carte vitale, IBAN cut by words
  ids.pii("fr", "numero de secu $", nirSpaced(nir(f)));
  {
    const x = nir(f);
    ids.pii("fr", "mon n° secu c'est $", `${x.body} ${x.key}`);
  }
  {
    const x = nir(f);
    ids.pii("fr", "n° de sécurité sociale : $", `${x.body}/${x.key}`);
  }
  {
    const x = nir(f);
    ids.many("pii", "fr", "numéro de sécu $1\nclé $2", [x.body, x.key]);
  }
  ids.pii("fr", "carte vitale n° $", nirSpaced(nir(f)));
  {
    const x = nir(f);
    ids.pii("fr", "le numero sur ma carte vitale : $", `${x.body}${x.key}`);
  }
  {
    const v = `${f.int(0, 3)}${d(12)}`;
    ids.pii("fr", "numéro fiscal : $", `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}`);
  }
  ids.pii("fr", "mon numero fiscal $ pour la declaration", `${f.int(0, 3)}${d(12)}`);
  ids.pii("fr", "n° fiscal de référence : $", `${f.int(0, 3)}${d(12)}`);
  ids.pii("fr", "IBAN : $", ib("FR"));
  {
    const v = grouped(f.iban("FR"), 4, " ");
    const cut = v.indexOf(" ", 14);
    ids.many("pii", "fr", "mon iban $1\n$2", [v.slice(0, cut), v.slice(cut + 1)]);
  }
  {
    const v = grouped(f.iban("FR"), 4, " ");
    ids.pii("fr", "fais le virement sur $ merci", v.toLowerCase());
  }
  ids.pii("fr", "rib banque postale $", f.iban("FR"));
  ids.pii("fr", "mon passeport c'est le $", `${d(2)}${f.chars(UPPER, 2)}${d(5)}`);
  ids.pii("fr", "plaque $", `${f.chars("ABCDEFGHJKLMNPQRSTVWXYZ", 2)} ${d(3)} ${f.chars("ABCDEFGHJKLMNPQRSTVWXYZ", 2)}`);
  // -- contact: addresses, phones (figures and dictated), dates of birth in words
  ct.pii("fr", "mon adresse c'est $", `Résidence ${f.pick(["les Tilleuls", "du Parc", "Bellevue"])}, escalier ${f.chars("ABC", 1)}, appt ${n(60)}, ${n(40)} rue ${f.pick(["Pasteur", "Jean Moulin", "des Écoles"])}, ${f.int(10, 95)}${d(3)} ${f.pick(["Nancy", "Metz", "Reims"])}`);
  ct.pii("fr", "j'habite $", `lieu-dit ${f.pick(["la Grange", "les Combes", "le Moulin Neuf"])}, ${f.int(10, 95)}${d(3)} ${f.pick(["Saint-Martin", "Montbrison", "Ussel"])}`);
  ct.pii("fr", "adresse de livraison : $", `${n(90)} rue ${f.pick(["de la Gare", "Nationale", "du Stade"])} appt ${n(40)} ${f.int(10, 95)}${d(3)} ${f.pick(["Brest", "Pau", "Caen"])}`);
  ct.pii("fr", "envoie le courrier à $", `BP ${f.int(10, 999)}, ${f.int(10, 95)}${d(3)} ${f.pick(["Vannes", "Agen", "Laval"])} Cedex`);
  ct.pii("fr", "on habite $ depuis mars", `${n(50)} allee ${f.pick(["des Peupliers", "des Acacias", "du Chateau"])}, escalier ${f.chars("ABCD", 1)}`);
  ct.pii("fr", "chez mes parents : $", `${n(30)} chemin ${f.pick(["des Vignes", "de la Source", "du Bois"])} ${f.int(10, 95)}${d(3)} ${f.pick(["Cahors", "Auch"])}`);
  ct.pii("fr", "mon tel $", `06${d(8)}`);
  ct.pii("fr", "note mon numero : $", frSpoken(`06${d(8)}`));
  ct.pii("fr", "portable $", `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ct.many("pii", "fr", "mon numero c'est le $1\n$2", [`06 ${d(2)} ${d(2)}`, `${d(2)} ${d(2)}`]);
  ct.pii("fr", "je suis ne le $", `${f.pick(["vingt-trois", "premier", "onze", "trente"])} ${f.pick(["janvier", "juin", "octobre"])} ${f.pick(["mille neuf cent quatre-vingt-sept", "mil neuf cent soixante-quinze", "deux mille trois"])}`);
  ct.pii("fr", "ma date de naissance c'est le $", `${f.pick(["deux", "quinze", "dix-neuf"])} ${f.pick(["fevrier", "aout", "decembre"])} ${f.int(1950, 2003)}`);
  ct.pii("fr", "nee le $", `${String(f.int(1, 28)).padStart(2, "0")}.${String(f.int(1, 12)).padStart(2, "0")}.${f.int(1950, 2003)}`);
  ct.pii("fr", "mon adresse mail $", `${f.pick(NAMES)}.${f.pick(SURN)} arobase gmail point com`);
  // -- secrets
  sc.sec("fr", "mdp : $", frPw());
  sc.sec("fr", "le mdp c'est $", frPw());
  sc.sec("fr", "mon mot de passe ameli c'est \"$\"", frPw());
  sc.sec("fr", "identifiant : c.roux75 / mdp : $", frPw());
  sc.sec("fr", "code secret de la CB : $", d(4));
  sc.sec("fr", "le code de ma carte bleue c'est $", d(4));
  sc.sec("fr", "code wifi : $", f.chars(LOWER + DIGITS, 16));
  sc.sec("fr", "wifi de la maison, cle $", f.chars(UPPER + DIGITS, 12));
  sc.sec("fr", "digicode $ puis interphone", `${d(2)}${f.chars("ABC", 1)}${d(2)}`);
  sc.sec("fr", "code puk $", d(8));
  sc.sec("fr", "le code du portail c'est le $ (change en janvier)", d(4));
  sc.sec("fr", "j'ai mis comme mot de passe $", frPw());
  sc.sec("fr", "phrase de recuperation : $", f.seedPhrase(12));
  sc.many("secret", "fr", "le mot de passe c'est\n$1", [frPw()]);
  // -- health
  hl.pii("fr", "je suis sous traitement pour $", f.pick(["une dépression", "un cancer du sein", "l'hépatite C", "le diabète"]));
  hl.pii("fr", "ordonnance de $ à renouveler", `${f.pick(["Levothyrox", "Xanax", "Metformine", "Doliprane codéiné"])} ${f.pick([25, 50, 75, 500, 1000])} mg`);
  hl.pii("fr", "mutuelle n° $", d(10));
  hl.pii("fr", "numero adherent mutuelle : $", `${f.chars(UPPER, 2)}${d(8)}`);
  hl.pii("fr", "le medecin a diagnostique $", f.pick(["une sclérose en plaques", "un trouble bipolaire", "de l'asthme"]));
  hl.pii("fr", "je prends $ le matin", `${f.pick(["du Deroxat", "du Lithium", "de la Ventoline"])}`);
  hl.pii("fr", "je suis $, on le dit a personne", `enceinte de ${f.int(6, 14)} semaines`);
  // -- clean look-alikes
  lk.clean("fr", `commande ${d(10)} chez Darty, retrait en magasin`);
  lk.clean("fr", `suivi chronopost XW${d(9)}FR`);
  lk.clean("fr", `facture n° FA-${d(6)} : ${f.int(20, 700)},${d(2)} € TTC`);
  lk.clean("fr", `numero client ${d(9)} chez Free`);
  lk.clean("fr", `reunion Zoom ID ${d(3)} ${d(4)} ${d(4)} code d'accès dans le mail`);
  lk.clean("fr", `reference du dossier ${f.chars(UPPER, 3)}-${d(5)}-${f.chars(UPPER, 1)}`);
  lk.clean("fr", `code postal ${f.int(10, 95)}${d(3)} pour la mairie ?`);
  lk.clean("fr", `apres la pharmacie c'est le ${n(90)}, portail vert`);
  lk.clean("fr", `Android ${f.int(12, 15)} version ${f.int(1, 9)}.${f.int(0, 9)} installee`);
  lk.clean("fr", `soldes a -${f.int(20, 70)}% chez Decathlon`);
  lk.clean("fr", "j'ai ecrit a @SNCF pour le remboursement");
  lk.clean("fr", "@Orange_conseil ma box ne marche plus");
  lk.clean("fr", "#greve demain, pas de RER");
  lk.clean("fr", `salle ${f.chars("ABC", 1)}${d(3)} au deuxieme etage`);
  lk.clean("fr", `vol AF${d(4)} siege ${f.int(10, 40)}${f.chars("ABCDEF", 1)} porte K${f.int(30, 55)}`);
  lk.clean("fr", "le mdp du wifi a change, demande a la gardienne");
  lk.clean("fr", "code secret de la CB bloque apres 3 essais, faut appeler la banque");
  lk.clean("fr", `train TGV ${d(4)} voiture ${f.int(1, 18)} place ${f.int(1, 99)}`);
  lk.clean("fr", `mutuelle rembourse ${f.int(60, 100)}% des lunettes`);

  // =============================================================================================
  // German
  sc.sec("de", "wlan pw $", pw());
  sc.sec("de", "das kennwort vom router ist \"$\"", pw());
  ids.pii("de", "IBAN $ (Volksbank)", ib("DE"));
  ct.pii("de", "Handynr. $", `0${f.pick(["151", "160", "176"])} ${d(3)} ${d(4)}`);
  hl.pii("de", "ich nehme seit Januar $", `${f.pick(["Sertralin", "Ibuprofen 800", "L-Thyroxin"])} ${f.pick([50, 75, 100])}`);
  hl.pii("de", "Diagnose vom Hausarzt: $", f.pick(["Bandscheibenvorfall", "Depression", "Bluthochdruck"]));
  lk.clean("de", `Bestellung ${d(3)}-${d(7)}-${d(7)} bei Amazon storniert`);
  lk.clean("de", `Raum ${f.int(1, 4)}.${d(3)}, Besprechung um 14 Uhr`);
  lk.clean("de", "@Telekom_hilft der Router blinkt rot");
  lk.clean("de", `Flug LH${d(3)}, Sitz ${f.int(10, 40)}${f.chars("ABCDEF", 1)}`);
  lk.clean("de", `Vorgangsnummer ${f.chars(UPPER, 2)}-${d(6)} beim Finanzamt`);
  lk.clean("de", `Rabatt ${f.int(10, 50)} % auf alles, nur heute`);
  lk.clean("de", "#Bahnstreik schon wieder");
  lk.clean("de", `nach der Ampel rechts, Hausnummer ${n(60)}`);

  // English
  sc.sec("en", "wifi pw: $", pw());
  sc.sec("en", "the alarm code is $", d(4));
  ids.pii("en", "sort code and account: $", `${d(2)}-${d(2)}-${d(2)} ${d(8)}`);
  ct.pii("en", "my number is $", `07${d(3)} ${d(3)} ${d(3)}`);
  hl.pii("en", "I'm on $ for my anxiety", `${f.pick(["sertraline", "citalopram", "propranolol"])} ${f.pick([20, 50, 100])}mg`);
  hl.pii("en", "NHS number $", `${d(3)} ${d(3)} ${d(4)}`);
  lk.clean("en", `order ${d(3)}-${d(7)}-${d(7)} arriving Friday`);
  lk.clean("en", `flight BA${d(3)} seat ${f.int(10, 40)}${f.chars("ABCDEF", 1)}`);
  lk.clean("en", "@AmazonHelp my parcel is missing");
  lk.clean("en", `ref ${f.chars(UPPER, 3)}${d(5)} for the council tax`);
  lk.clean("en", `room ${f.int(100, 450)} at 3pm`);
  lk.clean("en", `${f.int(10, 40)}% off at Boots this week`);

  // Spanish
  sc.sec("es", "la contra del wifi: $", pw());
  sc.sec("es", "pin de la tarjeta $", d(4));
  ids.pii("es", "mi dni $", f.dni());
  ct.pii("es", "mi movil $", `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  hl.pii("es", "estoy tomando $", `${f.pick(["sertralina", "metformina", "omeprazol"])} ${f.pick([20, 50, 850])} mg`);
  hl.pii("es", "me diagnosticaron $", f.pick(["diabetes tipo 2", "depresión", "fibromialgia"]));
  lk.clean("es", `pedido ${d(9)} en El Corte Ingles`);
  lk.clean("es", "@Renfe el tren va con retraso");
  lk.clean("es", `vuelo IB${d(4)} asiento ${f.int(10, 40)}${f.chars("ABCDEF", 1)}`);
  lk.clean("es", `descuento del ${f.int(10, 50)}% en Zara`);
  lk.clean("es", `sala ${f.int(1, 9)}.${d(2)} a las 12`);
  lk.clean("es", `referencia ${f.chars(UPPER, 2)}${d(7)} del seguro`);

  // Portuguese
  sc.sec("pt", "a senha do wifi é $", pw());
  sc.sec("pt", "codigo do alarme $", d(4));
  ids.pii("pt", "meu nif $", `${f.pick(["1", "2"])}${d(8)}`);
  ct.pii("pt", "telemovel $", `9${f.pick(["1", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`);
  hl.pii("pt", "ando a tomar $", `${f.pick(["sertralina", "metformina", "lítio"])} ${f.pick([50, 100, 500])} mg`);
  lk.clean("pt", `encomenda ${d(9)} da Worten chega amanha`);
  lk.clean("pt", "@CP_Comboios o comboio esta atrasado");
  lk.clean("pt", `voo TP${d(4)} lugar ${f.int(10, 40)}${f.chars("ABCDEF", 1)}`);
  lk.clean("pt", `desconto de ${f.int(10, 50)}% no Continente`);
  lk.clean("pt", `sala ${f.int(1, 9)}${d(2)} as 15h`);
  lk.clean("pt", `referencia MB ${d(3)} ${d(3)} ${d(3)} para pagar a fatura`);

  // Italian
  sc.sec("it", "la pw del wifi: $", pw());
  sc.sec("it", "codice dell'allarme $", d(5));
  ids.pii("it", "iban $", ib("IT"));
  ct.pii("it", "cell $", `3${d(2)} ${d(7)}`);
  hl.pii("it", "sto prendendo $", `${f.pick(["sertralina", "metformina", "cortisone"])} ${f.pick([25, 50, 500])} mg`);
  lk.clean("it", `ordine ${d(10)} su Amazon`);
  lk.clean("it", "@Trenitalia il regionale e in ritardo");
  lk.clean("it", `volo AZ${d(3)} posto ${f.int(10, 40)}${f.chars("ABCDEF", 1)}`);
  lk.clean("it", `sconto del ${f.int(10, 50)}% da Esselunga`);
  lk.clean("it", `aula ${f.int(1, 9)}${d(2)} alle 9`);
  lk.clean("it", `pratica n. ${f.chars(UPPER, 2)}${d(6)} al comune`);

  return out;
}
