/**
 * The inputs of outside probe (w) of issue #36 (privacy/__tests__/probe-36w.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round is weighted to German, French
 * and Dutch (about fifty lines each), one family at a time, every form an owner of that country types:
 * national and social-insurance numbers, identity papers, driving licences, plates, health-insurance
 * numbers, IBANs in groups, addresses with their local shapes (c/o, "bei", "bis", "bât.", CEDEX,
 * "12-2hg", postbus), phones with their local words, dates of birth in figures and words, e-mail spelled
 * out; Dutch secrets after "is nu", "veranderd in", "gewijzigd naar", DigiD, herstelcodes; and clean
 * look-alikes in every language (order, tracking, invoice, customer and meeting numbers, postcodes
 * alone, house numbers in directions, versions, event dates, prices, brand handles).
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, LOWER, UPPER, capitalised } from "./fakes.ts";
import { type CorpusCase, type CorpusLang, familyBuilders, grouped } from "./types.ts";

export type Probe36wFamily = "ids" | "contact" | "secret" | "lookalike";
export interface Probe36wCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36wFamily;
}

/** A French NIR (sex, year, month, département, commune, order) and its two-digit key. */
function nir(f: Fakes): { body: string; key: string } {
  const body = `${f.int(1, 2)}${f.digits(2)}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 95)).padStart(2, "0")}${String(f.int(1, 999)).padStart(3, "0")}${String(f.int(1, 999)).padStart(3, "0")}`;
  const key = String(97 - Number(BigInt(body) % 97n)).padStart(2, "0");
  return { body, key };
}

/** A German Rentenversicherungsnummer: area, birth date, initial, serial, check digit. */
function rvnr(f: Fakes): string {
  for (;;) {
    const area = String(f.int(2, 89)).padStart(2, "0");
    const dob = `${String(f.int(1, 28)).padStart(2, "0")}${String(f.int(1, 12)).padStart(2, "0")}${f.digits(2)}`;
    const letter = f.chars("ABCDEFGHIJKLMNOPRSTUVWZ", 1);
    const serial = f.digits(2);
    const digits = `${area}${dob}${String(letter.charCodeAt(0) - 64).padStart(2, "0")}${serial}`;
    const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
    let sum = 0;
    for (let i = 0; i < 12; i++) {
      const p = Number(digits[i]) * w[i]!;
      sum += Math.floor(p / 10) + (p % 10);
    }
    if (Number(area) > 0) return `${area} ${dob} ${letter} ${serial}${sum % 10}`;
  }
}

/** A German Krankenversichertennummer: a letter, eight digits, a check digit. */
function kvnr(f: Fakes): string {
  const letter = f.chars(UPPER, 1);
  const body = `${f.int(1, 9)}${f.digits(7)}`;
  const all = `${String(letter.charCodeAt(0) - 64).padStart(2, "0")}${body}`;
  let sum = 0;
  for (let i = 0; i < all.length; i++) {
    const p = Number(all[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 10) + (p % 10);
  }
  return `${letter}${body}${sum % 10}`;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36w(seed = 0x3e00 + Number(process.env.PROBE_SEED ?? 0)): Probe36wCase[] {
  const f = new Fakes(seed);
  const out: Probe36wCase[] = [];
  const B = familyBuilders<Probe36wFamily>(out);
  const d = (n: number): string => f.digits(n);
  const n = (max = 140): number => f.int(1, max);
  const WORDS = ["zonnebloem", "fietsbel", "kaasschaaf", "sommer", "igel", "moulin", "tortue", "hollandia", "sneeuw", "drache"];
  const pw = (): string => {
    const w = f.pick(WORDS);
    switch (f.int(0, 3)) {
      case 0: return `${capitalised(w)}${f.int(1960, 2024)}!`;
      case 1: return `${w}${d(2)}${f.pick(["#", "?", "*", "!"])}${capitalised(f.pick(WORDS))}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, 12);
      default: return `${capitalised(w)}-${d(3)}-${f.chars(UPPER, 2)}`;
    }
  };
  const ib = (c: Parameters<Fakes["iban"]>[0]): string => grouped(f.iban(c), 4, " ");
  const NAMES = ["jan", "sanne", "lotte", "bram", "anna", "tom", "julia", "lukas", "camille", "mathis", "emma", "daan"];
  const SURN = ["devries", "jansen", "bakker", "mueller", "dubois", "bernard", "schmidt", "peeters", "visser", "moreau", "weber", "laurent"];
  const DOCSET = "CFGHJKLMNPRTVWXYZ" + DIGITS;
  const NLPLATE = "BDFGHJKLNPRSTVXZ";
  const dd = (): string => String(f.int(1, 28)).padStart(2, "0");
  const mm = (): string => String(f.int(1, 12)).padStart(2, "0");

  const ids = B("ids");
  const ct = B("contact");
  const sc = B("secret");
  const lk = B("lookalike");

  // =============================================================================================
  // German
  // -- ids
  ids.pii("de", "meine Steuer-ID: $ (für die Steuererklärung)", f.steuerId());
  ids.pii("de", "Steueridentifikationsnummer $ bitte an den Steuerberater", f.steuerId().replace(/ /g, ""));
  ids.pii("de", "steuer id ist $", f.steuerId().replace(/ /g, "/"));
  ids.pii("de", "Sozialversicherungsnummer: $", rvnr(f));
  ids.pii("de", "meine SV-Nummer $ braucht der neue Arbeitgeber", rvnr(f).replace(/ /g, ""));
  ids.pii("de", "Rentenversicherungsnummer steht auf dem Brief: $", rvnr(f));
  ids.pii("de", "Personalausweisnummer $ für die Anmeldung", f.chars(DOCSET, 9));
  ids.pii("de", "Perso-Nr. $, läuft nächstes Jahr ab", `L${f.chars(DOCSET, 8)}`);
  ids.pii("de", "Reisepassnummer $ für den Flug nach Kanada", `C${f.chars(DOCSET, 8)}`);
  ids.pii("de", "Führerscheinnummer: $", `B${d(3)}${f.chars(UPPER, 3)}${d(1)}${f.chars(UPPER + DIGITS, 1)}${d(2)}`);
  ids.pii("de", "unser KFZ-Kennzeichen ist $, fürs Parkhaus eintragen", `${f.pick(["F", "D", "S", "HH", "KA"])}-${f.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2)} ${f.int(10, 9999)}`);
  ids.pii("de", "Krankenversicherungsnummer $ (TK)", kvnr(f));
  ids.pii("de", "meine Versichertennummer von der AOK: $", kvnr(f));
  ids.pii("de", "IBAN für die Miete: $", ib("DE"));
  ids.pii("de", "kontonr / iban $ bei der Sparkasse", f.iban("DE").toLowerCase());
  ids.pii("de", "Bankverbindung: $, BIC COBADEFFXXX", ib("DE"));
  // -- contact
  ct.pii("de", "Adresse: $", `${f.pick(["Bahnhofstraße", "Gartenweg", "Marktplatz", "Bergstr."])} ${n()}, ${f.int(10, 99)}${d(3)} ${f.pick(["Erfurt", "Mainz", "Ulm"])}`);
  ct.pii("de", "Paket bitte an $ schicken", `${f.pick(["Sabine", "Jonas", "Petra"])} Weber, ${f.pick(["Ahornweg", "Kirchplatz", "Feldstr."])} ${n(80)}, ${f.int(10, 99)}${d(3)} ${f.pick(["Bonn", "Trier"])}`);
  ct.pii("de", "ich wohn grad bei $", `Schmidt, ${f.pick(["Lessingstr.", "Am Anger", "Wiesenweg"])} ${n(60)}`);
  ct.pii("de", "Post an mich bitte an $", `c/o Müller, ${f.pick(["Uhlandstraße", "Rathausplatz"])} ${n(90)}, ${f.int(10, 99)}${d(3)} Berlin`);
  ct.pii("de", "neue adresse $", `${f.pick(["lindenweg", "schulstr", "am markt"])} ${n(50)} ${f.int(10, 99)}${d(3)} ${f.pick(["hannover", "kiel"])}`);
  ct.pii("de", "meine Handynummer: $", `0${f.pick(["151", "152", "160", "170", "176"])} ${d(8)}`);
  ct.pii("de", "Handy $ falls was ist", `0${f.pick(["157", "162", "171"])}-${d(7)}`);
  ct.pii("de", "Festnetz: $", `0${f.int(30, 89)} ${d(6)}`);
  ct.pii("de", "ich bin erreichbar unter $", `+49 (0)${f.pick(["151", "172", "160"])} ${d(4)} ${d(4)}`);
  ct.pii("de", "Tel. $ (nur abends)", `+49 ${f.int(30, 89)} ${d(3)} ${d(4)}`);
  ct.pii("de", "ruf mich auf dem Handy an, $", `0049 ${f.pick(["151", "176"])} ${d(7)}`);
  ct.pii("de", "geb. $ in Leipzig", `${f.int(1, 28)}.${f.int(1, 12)}.${f.int(50, 99)}`);
  ct.pii("de", "ich bin am $ geboren", `${f.int(1, 28)}. ${f.pick(["April", "Januar", "September"])} ${f.int(1950, 2003)}`);
  ct.pii("de", "Geburtsdatum $", `${dd()}.${mm()}.${f.int(1950, 2003)}`);
  ct.pii("de", "meine Mail ist $", `${f.pick(NAMES)} punkt ${f.pick(SURN)} at gmx punkt de`);
  ct.pii("de", "schreib an $", `${f.pick(NAMES)}.${f.pick(SURN)}${d(2)}@web.de`);
  ct.pii("de", "E-Mail: $ (ohne Leerzeichen)", `${f.pick(NAMES)} ät t-online.de`);
  // -- secrets
  sc.sec("de", "WLAN-Passwort: $", pw());
  sc.sec("de", "das passwort fürs online banking ist jetzt $", pw());
  sc.sec("de", "PIN vom Handy $", d(6));
  sc.sec("de", "Zugangsdaten Elster: Benutzer meier, Kennwort $", pw());
  sc.sec("de", "hab das Passwort geändert auf $", pw());
  // -- clean
  lk.clean("de", `Bestellnummer ${d(3)}-${d(7)}-${d(7)}, kommt Donnerstag`);
  lk.clean("de", `Sendungsnummer 00340${d(15)} bei DHL`);
  lk.clean("de", `Rechnungsnummer RE-${f.int(2024, 2026)}-${d(5)} über ${f.int(20, 900)},${d(2)} €`);
  lk.clean("de", `Kundennummer ${d(9)} bei den Stadtwerken`);
  lk.clean("de", `Zoom-Meeting-ID ${d(3)} ${d(4)} ${d(4)}, Kenncode steht in der Einladung`);
  lk.clean("de", `PLZ ${f.int(10, 99)}${d(3)} gehört zu welchem Amt?`);
  lk.clean("de", `nach dem Bahnhof links, dann Hausnummer ${n(90)} auf der rechten Seite`);
  lk.clean("de", `Update auf Version ${f.int(1, 20)}.${f.int(0, 9)}.${f.int(0, 30)} installiert`);
  lk.clean("de", `Sommerfest am ${f.int(1, 28)}.${f.int(6, 8)}.2026 um 15 Uhr`);
  lk.clean("de", "folgt @bahn_de für Störungen");
  ct.pii("de", "Lieferadresse $ (Hinterhof, 2. OG)", `${f.pick(["Kastanienallee", "Sonnenweg"])} ${n(90)}b, ${f.int(10, 99)}${d(3)} ${f.pick(["Potsdam", "Jena"])}`);
  lk.clean("de", `ICE ${d(3)} fährt heute von Gleis ${f.int(1, 14)}, ${f.int(5, 40)} Minuten später`);
  lk.clean("de", "Passwort vergessen, morgen beim Support anrufen");

  // =============================================================================================
  // French
  // -- ids
  {
    const x = nir(f);
    ids.pii("fr", "mon numéro de sécu : $", `${x.body[0]} ${x.body.slice(1, 3)} ${x.body.slice(3, 5)} ${x.body.slice(5, 7)} ${x.body.slice(7, 10)} ${x.body.slice(10)} ${x.key}`);
  }
  {
    const x = nir(f);
    ids.pii("fr", "NIR $ pour la mutuelle", `${x.body}${x.key}`);
  }
  {
    const x = nir(f);
    ids.pii("fr", "n° de sécurité sociale $", `${x.body} clé ${x.key}`);
  }
  {
    const x = nir(f);
    ids.pii("fr", "numéro carte vitale $", `${x.body[0]}${x.body.slice(1, 3)} ${x.body.slice(3, 5)} ${x.body.slice(5, 7)} ${x.body.slice(7, 10)} ${x.body.slice(10)} ${x.key}`);
  }
  {
    const x = nir(f);
    ids.pii("fr", "ma secu c'est le $", `${x.body.slice(0, 1)}.${x.body.slice(1, 3)}.${x.body.slice(3, 5)}.${x.body.slice(5, 7)}.${x.body.slice(7, 10)}.${x.body.slice(10)}.${x.key}`);
  }
  ids.pii("fr", "numéro de passeport : $", `${d(2)}${f.chars(UPPER, 2)}${d(5)}`);
  ids.pii("fr", "mon passeport n° $ expire en 2029", `${d(2)}${f.chars(UPPER, 2)}${d(5)}`);
  ids.pii("fr", "n° de CNI $", `${f.chars(UPPER + DIGITS, 9)}`);
  ids.pii("fr", "numéro de permis de conduire : $", d(12));
  ids.pii("fr", "ma plaque d'immatriculation c'est $", `${f.chars("ABCDEFGHJKLMNPQRSTVWXYZ", 2)}-${d(3)}-${f.chars("ABCDEFGHJKLMNPQRSTVWXYZ", 2)}`);
  ids.pii("fr", "IBAN pour le loyer : $", ib("FR"));
  ids.pii("fr", "mon rib : $", ib("FR").replace(/ /g, "  "));
  ids.pii("fr", "iban $ au crédit agricole", f.iban("FR"));
  ids.pii("fr", "virement sur $ stp", ib("FR"));
  // -- contact
  ct.pii("fr", "mon adresse : $", `${n(40)} bis rue ${f.pick(["des Lilas", "Victor Hugo", "de la Paix"])}, ${f.int(10, 95)}${d(3)} ${f.pick(["Lyon", "Rennes", "Dijon"])}`);
  ct.pii("fr", "j'habite $", `${n(80)} avenue ${f.pick(["Jean Jaurès", "de la République"])}, bât. B, ${f.int(1, 6)}e étage`);
  ct.pii("fr", "envoie le colis au $", `${n(60)} ter chemin ${f.pick(["des Vignes", "du Lavoir"])} ${f.int(10, 95)}${d(3)} ${f.pick(["Angers", "Tours"])}`);
  ct.pii("fr", "adresse pro : $", `${n(200)} boulevard ${f.pick(["Haussmann", "Gambetta"])}, ${f.int(75, 92)}${d(3)} Paris CEDEX ${f.int(1, 20)}`);
  ct.pii("fr", "on a déménagé, c'est $ maintenant", `${n(30)} impasse ${f.pick(["des Roses", "du Puits"])}, ${f.int(10, 95)}${d(3)} ${f.pick(["Niort", "Albi"])}`);
  ct.pii("fr", "chez moi : $", `Résidence les Pins, bât. ${f.chars("ABCD", 1)}, apt ${n(50)}, ${n(20)} rue ${f.pick(["Pasteur", "Voltaire"])}`);
  ct.pii("fr", "mon portable : $", `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ct.pii("fr", "je suis joignable au $", `07${d(8)}`);
  ct.pii("fr", "tel $", `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ct.pii("fr", "mon fixe c'est le $", `0${f.int(1, 5)}.${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  ct.pii("fr", "appelle-moi au $ après 18h", `+33 (0)7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ct.pii("fr", "numéro de tel : $", `0033 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ct.pii("fr", "je suis né le $", `${f.pick(["trois", "douze", "vingt-deux", "premier"])} ${f.pick(["avril", "juillet", "novembre"])} ${f.pick(["mil neuf cent quatre-vingt-cinq", "mille neuf cent soixante-dix-huit", "deux mille un"])}`);
  ct.pii("fr", "née le $ à Lille", `${f.int(1, 28)} ${f.pick(["mars", "août", "décembre"])} ${f.int(1950, 2003)}`);
  ct.pii("fr", "date de naissance : $", `${dd()}/${mm()}/${f.int(1950, 2003)}`);
  ct.pii("fr", "mon mail c'est $", `${f.pick(NAMES)} point ${f.pick(SURN)} arobase orange point fr`);
  ct.pii("fr", "écris-moi sur $", `${f.pick(NAMES)}.${f.pick(SURN)}${d(2)}@laposte.net`);
  // -- secrets
  sc.sec("fr", "le mot de passe du wifi c'est $", pw());
  sc.sec("fr", "mdp impots.gouv : $", pw());
  sc.sec("fr", "code de la porte d'entrée : $", `${d(4)}${f.chars("AB", 1)}`);
  sc.sec("fr", "j'ai changé le mot de passe en $", pw());
  sc.sec("fr", "code pin de la carte SIM $", d(4));
  // -- clean
  lk.clean("fr", `commande n° ${d(9)} sur Cdiscount, livraison mardi`);
  lk.clean("fr", `numéro de suivi Colissimo 6A${d(11)}`);
  lk.clean("fr", `facture F${f.int(2024, 2026)}-${d(5)} de ${f.int(20, 500)},${d(2)} €`);
  lk.clean("fr", `n° client ${d(8)} chez EDF`);
  lk.clean("fr", `réunion Teams ID ${d(3)} ${d(3)} ${d(3)} ${d(3)}`);
  lk.clean("fr", `le code postal ${f.int(10, 95)}${d(3)} c'est bien Bordeaux ?`);
  lk.clean("fr", `au rond-point prendre à droite, c'est le ${n(80)} juste après la boulangerie`);
  lk.clean("fr", `mise à jour iOS ${f.int(16, 19)}.${f.int(0, 6)}.${f.int(0, 3)} faite`);
  lk.clean("fr", `concert le ${f.int(1, 28)} juin 2026 au Zénith, places à ${f.int(30, 90)} €`);
  lk.clean("fr", "suivre @franceinfo pour les grèves");
  ct.pii("fr", "si tu passes, c'est $, digicode à l'entrée", `${n(90)} rue ${f.pick(["Oberkampf", "de Charonne"])}, ${f.int(75, 75)}0${f.int(10, 20)} Paris`);
  sc.sec("fr", "le code wifi de la freebox : $", f.chars(LOWER + DIGITS, 20));
  lk.clean("fr", `le vol AF ${d(4)} part à 7h45 du terminal 2E`);
  lk.clean("fr", "mot de passe oublié sur le site de la CAF, faut le réinitialiser");

  // =============================================================================================
  // Dutch
  // -- ids
  {
    const b = f.bsn();
    ids.pii("nl", "mijn BSN is $", `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}`);
  }
  {
    const b = f.bsn();
    ids.pii("nl", "burgerservicenummer: $", `${b.slice(0, 3)}.${b.slice(3, 6)}.${b.slice(6)}`);
  }
  {
    const b = f.bsn();
    ids.pii("nl", "bsn $ voor de zorgverzekering", `${b.slice(0, 4)} ${b.slice(4, 6)} ${b.slice(6)}`);
  }
  ids.pii("nl", "sofinummer (oud) $", f.bsn());
  ids.pii("nl", "m'n bsn nummer is $ toch?", f.bsn());
  ids.pii("nl", "IBAN voor de huur: $", ib("NL"));
  ids.pii("nl", "rekeningnummer $ t.n.v. mij", f.iban("NL"));
  ids.pii("nl", "iban $ (rabo)", ib("NL").toLowerCase());
  ids.pii("nl", "paspoortnummer $ voor de vlucht", `${f.chars("BCDFGHJKLMNPRSTVWXZ", 2)}${f.chars("BCDFGHJKLMNPRSTVWXZ" + DIGITS, 6)}${d(1)}`);
  ids.pii("nl", "nummer van mijn ID-kaart: $", `I${f.chars("BCDFGHJKLMNPRSTVWXZ", 1)}${f.chars("BCDFGHJKLMNPRSTVWXZ" + DIGITS, 6)}${d(1)}`);
  ids.pii("nl", "rijbewijsnummer $", `${f.int(4, 5)}${d(9)}`);
  ids.pii("nl", "ons kenteken is $", `${d(2)}-${f.chars(NLPLATE, 3)}-${d(1)}`);
  ids.pii("nl", "kenteken $ aanmelden voor de parkeervergunning", `${f.chars(NLPLATE, 1)}-${d(3)}-${f.chars(NLPLATE, 2)}`);
  ids.pii("nl", "mijn zorgpas nummer / bsn: $", f.bsn());
  // -- contact
  ct.pii("nl", "mijn adres: $", `Kerkstraat ${n(90)}-${f.int(1, 3)}hg, ${f.int(1000, 9999)} ${f.chars("ABCDEFGHJKLMNPRSTVWXZ", 2)} Amsterdam`);
  ct.pii("nl", "ik woon op de $", `${f.pick(["Dorpsstraat", "Molenweg", "Prinsengracht"])} ${n(300)}${f.pick(["", "a", "-II", " bis"])}`);
  ct.pii("nl", "stuur het naar $", `${f.pick(["Lindelaan", "Parkweg", "Stationsplein"])} ${n(60)}, ${f.int(1000, 9999)}${f.chars("ABCDEFGHJKLMNPRSTVWXZ", 2)} ${f.pick(["Utrecht", "Zwolle", "Breda"])}`);
  ct.pii("nl", "post graag naar $", `Postbus ${f.int(10, 9999)}, ${f.int(1000, 9999)} ${f.chars("ABCDEFGHJKLMNPRSTVWXZ", 2)} ${f.pick(["Den Haag", "Leiden"])}`);
  ct.pii("nl", "we zijn verhuisd naar $", `${f.pick(["Beukenlaan", "Vijverhof", "Zeestraat"])} ${n(120)} in ${f.pick(["Haarlem", "Delft"])}`);
  ct.pii("nl", "mijn nieuwe adres is $", `${f.pick(["van Goghstraat", "Julianalaan"])} ${n(50)}${f.pick(["-1", " huis", " zw"])} ${f.int(1000, 9999)}${f.chars("ABCDEFGHJKLMNPRSTVWXZ", 2)}`);
  ct.pii("nl", "bel me op $", `06-${f.int(1, 6)}${d(7)}`);
  ct.pii("nl", "mijn mobiel: $", `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  ct.pii("nl", "bereikbaar op $", `+31 (0)6 ${d(4)} ${d(4)}`);
  ct.pii("nl", "telnr $", `0031 6 ${d(8)}`);
  ct.pii("nl", "vast nummer thuis $", `0${f.pick(["20", "10", "30", "70"])} ${d(3)} ${d(4)}`);
  ct.pii("nl", "app me even op $", `+316${d(8)}`);
  ct.pii("nl", "ik ben geboren op $", `${f.int(1, 28)} ${f.pick(["maart", "augustus", "oktober"])} ${f.int(1950, 2003)}`);
  ct.pii("nl", "geboortedatum $", `${dd()}-${mm()}-${f.int(1950, 2003)}`);
  ct.pii("nl", "mijn mailadres is $", `${f.pick(NAMES)} punt ${f.pick(SURN)} apenstaartje ziggo punt nl`);
  ct.pii("nl", "mail naar $", `${f.pick(NAMES)}${d(2)}@kpnmail.nl`);
  // -- secrets
  sc.sec("nl", "wachtwoord: $", pw());
  sc.sec("nl", "het wifi-wachtwoord is $", pw());
  sc.sec("nl", "pincode van m'n pinpas $", d(4));
  sc.sec("nl", "toegangscode van de poort is $", `${d(4)}#`);
  sc.sec("nl", "DigiD wachtwoord $", pw());
  sc.sec("nl", "mijn digid: gebruikersnaam jdevries, ww $", pw());
  sc.sec("nl", "het wachtwoord is nu $", pw());
  sc.sec("nl", "ik heb het wachtwoord veranderd in $", pw());
  sc.sec("nl", "wachtwoord van de mail gewijzigd naar $", pw());
  sc.sec("nl", "wifi code $", f.chars(UPPER + DIGITS, 10));
  sc.sec("nl", "herstelcodes: $", Array.from({ length: 6 }, () => `${f.chars(LOWER + DIGITS, 4)}-${f.chars(LOWER + DIGITS, 4)}`).join(" "));
  sc.sec("nl", "back-upcodes van google\n$", Array.from({ length: 8 }, () => `${d(4)} ${d(4)}`).join("\n"));
  sc.sec("nl", "alarmcode thuis is veranderd naar $", d(5));
  sc.sec("nl", "inloggegevens ing: $ is het wachtwoord", pw());
  // -- clean
  lk.clean("nl", `bestelnummer ${d(10)} bij bol, komt morgen`);
  lk.clean("nl", `track & trace 3S${f.chars(UPPER, 4)}${d(9)} van PostNL`);
  lk.clean("nl", `factuurnummer ${f.int(2024, 2026)}${d(5)}, bedrag € ${f.int(20, 800)},${d(2)}`);
  lk.clean("nl", `klantnummer ${d(8)} bij Vattenfall`);
  lk.clean("nl", `Teams vergadering ID ${d(3)} ${d(3)} ${d(3)} ${d(3)}`);
  lk.clean("nl", `postcode ${f.int(1000, 9999)} AB klopt dat voor Utrecht?`);
  lk.clean("nl", `na de brug rechtsaf, nummer ${n(90)} is het huis met de rode deur`);
  lk.clean("nl", `versie ${f.int(1, 9)}.${f.int(0, 20)}.${f.int(0, 9)} van de app geïnstalleerd`);
  lk.clean("nl", `Koningsdag ${f.int(26, 27)} april, rommelmarkt vanaf 8 uur`);
  lk.clean("nl", "volg @NSReizen voor storingen");
  lk.clean("nl", "wachtwoord vergeten van DigiD, nieuwe aanvragen");
  lk.clean("nl", `de pincode moet ${f.int(4, 6)} cijfers zijn, zegt de bank`);

  // =============================================================================================
  // en / es / pt / it
  ids.pii("en", "my IBAN for the rent: $", ib("GB"));
  ct.pii("en", "my mobile is $", `07${d(3)} ${d(6)}`);
  ct.pii("en", "I live at $", `${n(120)} ${f.pick(["Church Lane", "High Street", "Mill Road"])}, ${f.pick(["Leeds", "York"])} ${f.chars(UPPER, 2)}${f.int(1, 9)} ${f.int(1, 9)}${f.chars(UPPER, 2)}`);
  ct.pii("en", "DOB $", `${dd()}/${mm()}/${f.int(1950, 2003)}`);
  sc.sec("en", "changed the wifi password to $", pw());
  sc.sec("en", "bank app pin is $", d(6));
  lk.clean("en", `order #${d(9)} shipped, tracking 1Z${f.chars(UPPER + DIGITS, 16)}`);
  lk.clean("en", `invoice INV-${d(6)} for £${f.int(20, 400)}.${d(2)}`);
  lk.clean("en", `postcode ${f.chars(UPPER, 2)}${f.int(1, 9)} for the venue, gig on 14 March`);
  lk.clean("en", "follow @TfL for delays");
  lk.clean("en", `meeting moved to ${f.int(1, 28)} May, room ${f.int(100, 499)}, ticket #${d(5)}`);
  sc.sec("en", "new netflix password is $", pw());

  ids.pii("es", "mi IBAN: $", ib("ES"));
  ids.pii("es", "mi DNI es $", f.dni());
  ct.pii("es", "mi móvil: $", `6${d(2)} ${d(3)} ${d(3)}`);
  ct.pii("es", "vivo en $", `calle ${f.pick(["Mayor", "Real", "Toledo"])} ${n(90)}, ${n(5)}º ${f.chars("ABCD", 1)}, ${f.int(10, 52)}${d(3)} ${f.pick(["Madrid", "Sevilla"])}`);
  sc.sec("es", "la contraseña del wifi es $", pw());
  sc.sec("es", "cambié la clave del banco a $", pw());
  lk.clean("es", `pedido n.º ${d(10)}, llega el jueves`);
  lk.clean("es", `factura ${f.int(2024, 2026)}/${d(4)} por ${f.int(10, 300)},${d(2)} €`);
  lk.clean("es", `el código postal ${f.int(10, 52)}${d(3)} es de Valencia?`);
  lk.clean("es", "sigue a @policia para avisos");
  ct.pii("es", "mi correo es $", `${f.pick(NAMES)}.${f.pick(SURN)} arroba gmail punto com`);

  ids.pii("pt", "o meu NIF é $", `${f.pick(["1", "2"])}${d(8)}`);
  ct.pii("pt", "o meu telemóvel: $", `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`);
  ct.pii("pt", "moro na $", `Rua ${f.pick(["do Carmo", "Augusta", "da Prata"])} ${n(90)}, ${n(5)}º esq., ${f.int(1000, 9999)}-${d(3)} Lisboa`);
  sc.sec("pt", "a senha do wifi é $", pw());
  sc.sec("pt", "mudei a palavra-passe para $", pw());
  lk.clean("pt", `encomenda n.º ${d(9)}, chega sexta`);
  lk.clean("pt", `fatura FT ${f.int(2024, 2026)}/${d(4)} de ${f.int(10, 300)},${d(2)} €`);
  lk.clean("pt", "segue a @cmlisboa para avisos");
  ct.pii("pt", "nasci a $", `${f.int(1, 28)} de ${f.pick(["março", "julho", "outubro"])} de ${f.int(1950, 2003)}`);

  ids.pii("it", "il mio IBAN: $", ib("IT"));
  ct.pii("it", "il mio cellulare: $", `3${d(2)} ${d(3)} ${d(4)}`);
  ct.pii("it", "abito in $", `via ${f.pick(["Garibaldi", "Roma", "Mazzini"])} ${n(90)}, ${f.int(10, 98)}${d(3)} ${f.pick(["Torino", "Bologna"])}`);
  ct.pii("it", "sono nato il $", `${f.int(1, 28)} ${f.pick(["marzo", "luglio", "ottobre"])} ${f.int(1950, 2003)}`);
  sc.sec("it", "la password del wifi è $", pw());
  sc.sec("it", "ho cambiato la password in $", pw());
  lk.clean("it", `ordine n. ${d(10)}, consegna giovedì`);
  lk.clean("it", `fattura ${d(4)}/${f.int(2024, 2026)} di ${f.int(10, 300)},${d(2)} €`);
  lk.clean("it", "segui @Trenitalia per i ritardi");
  ids.pii("it", "la mia patente: $", `${f.chars("ABCDEFGHJKLMNPRSTUVZ", 2)}${d(7)}${f.chars(UPPER, 1)}`);
  lk.clean("it", `il treno ${d(4)} parte dal binario ${f.int(1, 20)} alle 18:05`);

  return out;
}
