/**
 * The inputs of outside probe (v) of issue #36 (privacy/__tests__/probe-36v.test.ts), written by a
 * tester who had not run the gate on them, before running it. This round is weighted to what probe (u)
 * did not write: redaction leaks (a value split over two lines or by a word, said twice in two forms,
 * with a typo or a stray space, a password in quotes with an apostrophe inside, a secret in a URL's
 * query or a JSON snippet, a phone with a word between its groups), mostly in German, French and Dutch;
 * personal data in prose (addresses as people write where they live, dates of birth in words, health
 * facts about the owner, licence plates, passport numbers) in de/fr/nl/it/es/pt; recovery-code and
 * backup-key lists in new layouts (two columns, a table pasted from a PDF, bullets, a BIP-39 seed
 * phrase of 12 or 24 lower-case words inside a sentence); and clean look-alikes (brand handles and
 * shop names, order and tracking numbers in lists, product codes, times and dates, sports scores,
 * recipe quantities, version strings).
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { wordlist as english } from "@scure/bip39/wordlists/english.js";
import { wordlist as french } from "@scure/bip39/wordlists/french.js";
import { wordlist as italian } from "@scure/bip39/wordlists/italian.js";
import { wordlist as portuguese } from "@scure/bip39/wordlists/portuguese.js";
import { wordlist as spanish } from "@scure/bip39/wordlists/spanish.js";
import { DIGITS, Fakes, HEX, LOWER, UPPER, capitalised } from "./fakes.ts";
import { codiceFiscale } from "./outside.ts";
import { type CorpusCase, type CorpusLang, familyBuilders, grouped } from "./types.ts";

export type Probe36vFamily = "leak" | "prose_pii" | "recovery_codes" | "lookalike";
export interface Probe36vCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36vFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36v(seed = 0x3d00 + Number(process.env.PROBE_SEED ?? 0)): Probe36vCase[] {
  const f = new Fakes(seed);
  const out: Probe36vCase[] = [];
  const B = familyBuilders<Probe36vFamily>(out);
  const d = (n: number): string => f.digits(n);
  const WORDS = ["sonne", "zomer", "soleil", "mariposa", "girasole", "saudade", "tulp", "falke", "lapin", "gatto", "koekje", "herbst"];
  const pw = (): string => {
    const w = f.pick(WORDS);
    switch (f.int(0, 3)) {
      case 0: return `${capitalised(w)}${f.int(1960, 2024)}!`;
      case 1: return `${w}_${d(2)}${f.pick(["#", "?", "*", "$"])}${capitalised(f.pick(WORDS))}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, 12);
      default: return `${capitalised(w)}.${d(3)}-${f.chars(UPPER, 2)}`;
    }
  };
  const spacedIban = (c: Parameters<Fakes["iban"]>[0]): string => grouped(f.iban(c), 4, " ");
  // An IBAN in its groups, cut after `k` groups: [first part, the rest].
  const cutIban = (c: Parameters<Fakes["iban"]>[0], k: number): [string, string] => {
    const g = spacedIban(c).split(" ");
    return [g.slice(0, k).join(" "), g.slice(k).join(" ")];
  };
  const NAMES = ["jan", "sanne", "lotte", "bram", "anna", "tom", "lucia", "marco", "ines", "joao", "lea", "hugo"];
  const SURN = ["devries", "jansen", "bakker", "mueller", "dubois", "garcia", "silva", "rossi", "smit", "visser", "moreau", "schulz"];

  // =============================================================================================
  // leak: values the gate should find, written so a careless mask leaves part of them readable.
  const lk = B("leak");
  // -- de
  {
    const [a, b] = cutIban("DE", 3);
    lk.many("pii", "de", "Überweis bitte auf meine IBAN $1\n$2, Inhaber ich", [a, b]);
  }
  {
    const [a, b] = cutIban("DE", 2);
    lk.many("pii", "de", "IBAN: $1 … (der Rest kommt gleich) … $2", [a, b]);
  }
  {
    const i = f.iban("DE");
    lk.many("pii", "de", "meine IBAN $1, also mit Leerzeichen $2", [i, grouped(i, 4, " ")]);
  }
  {
    const i = grouped(f.iban("DE"), 4, " ");
    lk.pii("de", "Kontonummer aka IBAN $ (hab mich einmal vertippt, jetzt stimmt sie)", i.slice(0, 12) + i.slice(13));
  }
  lk.sec("de", "das WLAN-Passwort ist \"$\" – mit Anführungszeichen? nein, ohne", `Oma's_Garten${d(2)}`);
  lk.sec("de", "Router-Login: http://192.168.178.1/login?user=admin&password=$ (nicht weitersagen)", pw());
  lk.sec("de", "Config fürs Smart Home: {\"benutzer\": \"papa\", \"passwort\": \"$\"}", pw());
  lk.twice("secret", "de", "Passwort $ – nochmal zum Mitschreiben: $", pw());
  lk.many("pii", "de", "meine Handynummer: $1, und dann noch $2", [`0176 ${d(3)}`, `${d(2)} ${d(3)}`]);
  lk.many("pii", "de", "ruf an unter $1 äh nein $2", [`0${f.pick(["151", "160", "172"])}`, `${d(4)} ${d(3)}`]);
  lk.pii("de", "Mail: $ (mit Leerzeichen aus Versehen)", `${f.pick(NAMES)}.${f.pick(SURN)} @gmx.de`);
  lk.sec("de", "PIN der EC-Karte ist $, nicht vergessen", `${d(1)} ${d(1)} ${d(1)} ${d(1)}`);
  lk.sec("de", "der Code vom Tresor: $ (also Raute am Ende)", `${d(6)}#`);
  lk.clean("de", "das Passwort von Omas Tablet hab ich endlich zurückgesetzt, läuft wieder");
  lk.clean("de", `Verwendungszweck: Rechnung ${d(6)}, Kundennummer ${d(8)}`);
  // -- fr
  {
    const [a, b] = cutIban("FR", 3);
    lk.many("pii", "fr", "mon RIB : IBAN $1\n$2 (c'est la Banque Postale)", [a, b]);
  }
  {
    const [a, b] = cutIban("FR", 4);
    lk.many("pii", "fr", "IBAN $1 et la suite $2", [a, b]);
  }
  {
    const i = f.iban("FR");
    lk.many("pii", "fr", "IBAN $1 (ou si tu préfères : $2)", [grouped(i, 4, " "), i]);
  }
  lk.sec("fr", "le mot de passe c'est 'l'$' avec l'apostrophe dedans", `Été${d(2)}_${capitalised(f.pick(WORDS))}`);
  lk.sec("fr", "mdp de la box : « $ » sans les guillemets", `J'aime${f.pick(["Paris", "Lyon", "Nantes"])}${d(2)}!`);
  lk.sec("fr", "lien de connexion : https://nas.maison.lan/login.cgi?utilisateur=admin&motdepasse=$", pw());
  lk.sec("fr", "dans le fichier config j'ai mis {\"login\":\"mamie\",\"mot_de_passe\":\"$\"}", pw());
  lk.twice("secret", "fr", "code wifi $, je répète $", f.chars(UPPER + DIGITS, 10));
  lk.many("pii", "fr", "mon portable : $1… attends… $2", [`06 ${d(2)} ${d(2)}`, `${d(2)} ${d(2)}`]);
  lk.many("pii", "fr", "appelle au $1 puis tape $2", [`01 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `poste ${d(3)}`]);
  lk.pii("fr", "mon mail $ (j'ai mis un espace sans faire exprès)", `${f.pick(NAMES)}.${f.pick(SURN)}@ orange.fr`);
  lk.pii("fr", "numéro de portable 06 $ pour le livreur", `${d(2)} ${d(2)}  ${d(2)} ${d(2)}`);
  lk.sec("fr", "code de la carte bleue : $", `${d(2)} ${d(2)}`);
  lk.clean("fr", "j'ai changé le mot de passe de la box, l'ancien ne marche plus");
  lk.clean("fr", `référence du virement : FACT-${d(6)}, échéance le 15/${String(f.int(1, 12)).padStart(2, "0")}`);
  // -- nl
  {
    const [a, b] = cutIban("NL", 2);
    lk.many("pii", "nl", "mijn IBAN is $1\n$2 (ten name van mij)", [a, b]);
  }
  {
    const [a, b] = cutIban("NL", 3);
    lk.many("pii", "nl", "rekeningnummer $1, de rest is $2", [a, b]);
  }
  {
    const i = f.iban("NL");
    lk.many("pii", "nl", "IBAN $1 oftewel $2", [i, grouped(i, 4, " ")]);
  }
  {
    const i = grouped(f.iban("NL"), 4, " ");
    lk.pii("nl", "IBAN $ (typfoutje in de spaties maar klopt verder)", i.slice(0, 9) + i.slice(10, 14) + " " + i.slice(14));
  }
  lk.sec("nl", "wachtwoord van de wifi: '$' (met dat streepje)", `z'n_${f.pick(WORDS)}${d(3)}`);
  lk.sec("nl", "inloggen kan via https://camera.thuis.lan/?gebruiker=admin&wachtwoord=$", pw());
  lk.sec("nl", "plak dit in de app: {\"gebruikersnaam\": \"opa\", \"wachtwoord\": \"$\"}", pw());
  lk.twice("secret", "nl", "ww $ , nog een keer: $", pw());
  lk.many("pii", "nl", "bel me op $1 eh $2", [`06 ${d(2)}`, `${d(3)} ${d(3)}`]);
  lk.many("pii", "nl", "mijn nummer is $1 (werk) en privé $2", [`0${f.pick(["20", "30", "10"])}-${d(7)}`, `06-${f.int(1, 5)}${d(7)}`]);
  lk.pii("nl", "mail me op $ (spatie weghalen)", `${f.pick(NAMES)}${d(2)} @ziggo.nl`);
  {
    const m = `${f.int(1, 5)}${d(7)}`;
    lk.many("pii", "nl", "telefoon $1, of zonder spaties $2", [`06 ${m.slice(0, 2)} ${m.slice(2, 5)} ${m.slice(5)}`, `06${m}`]);
  }
  lk.sec("nl", "pincode van de bankpas is $ hoor", `${d(2)}-${d(2)}`);
  lk.clean("nl", "ik heb het wachtwoord van de wifi veranderd, staat op het briefje bij de router");
  lk.clean("nl", `betalingskenmerk ${d(4)} ${d(4)} ${d(4)} ${d(4)}, factuur ${f.int(2024, 2026)}-${d(4)}`);
  // -- en / es / pt / it
  {
    const [a, b] = cutIban("GB", 2);
    lk.many("pii", "en", "my IBAN is $1 and then $2", [a, b]);
  }
  lk.sec("en", "the alarm app password is '$' with the apostrophe", `Don't${d(2)}${f.pick(["Panic", "Stop", "Look"])}!`);
  lk.sec("en", "webhook for the cameras: https://cams.example.lan/api/push?token=$", f.chars(HEX, 32));
  lk.many("pii", "en", "call me on $1 - sorry - $2", [`07${d(3)}`, `${d(6)}`]);
  lk.clean("en", "reset the router password, the old sticker one doesn't work");
  {
    const [a, b] = cutIban("ES", 3);
    lk.many("pii", "es", "mi IBAN: $1\n$2", [a, b]);
  }
  lk.sec("es", "la contraseña del wifi es \"$\" (sí, con comillas dentro)", `l'${f.pick(WORDS)}${d(3)}`);
  lk.sec("es", "la url de la cámara: http://192.168.1.20/cgi?user=admin&pass=$", pw());
  lk.many("pii", "es", "mi móvil es el $1 y luego $2", [`6${d(2)} ${d(3)}`, d(3)]);
  lk.clean("es", "cambié la contraseña del banco ayer, ya funciona");
  {
    const [a, b] = cutIban("FR", 3);
    lk.many("pii", "pt", "o IBAN do senhorio é $1\n$2", [a, b]);
  }
  lk.sec("pt", "a palavra-passe fica em {\"utilizador\":\"avo\",\"senha\":\"$\"}", pw());
  lk.many("pii", "pt", "o meu telemóvel é $1, depois $2", [`91${d(1)} ${d(3)}`, d(3)]);
  lk.clean("pt", "mudei a senha do wifi, já não é a do autocolante");
  {
    const [a, b] = cutIban("IT", 3);
    lk.many("pii", "it", "IBAN $1 e poi $2 (intestato a me)", [a, b]);
  }
  lk.sec("it", "la password è \"$\" con l'apostrofo", `l'${f.pick(WORDS)}_${d(2)}`);
  lk.many("pii", "it", "il mio cellulare è $1, poi $2", [`3${d(2)} ${d(3)}`, d(4)]);
  lk.clean("it", "ho cambiato la password della posta, quella vecchia non va più");

  // =============================================================================================
  // prose_pii: addresses as people write where they live, dates of birth in words, health, plates,
  // passports — in de/fr/nl/it/es/pt (a few in English).
  const pp = B("prose_pii");
  const DE_STR = ["Lindenstraße", "Goethestraße", "Am Weiher", "Hauptstr.", "Rosenweg", "Birkenallee", "Schillerplatz"];
  const FR_STR = ["rue des Lilas", "avenue Jean Jaurès", "allée des Tilleuls", "chemin du Moulin", "boulevard Victor Hugo", "impasse des Roses"];
  const NL_STR = ["Vondellaan", "Kerkstraat", "Dorpsweg", "Lindengracht", "Molenpad", "Burgemeester de Withstraat"];
  const IT_STR = ["via Garibaldi", "viale Monza", "corso Vittorio Emanuele", "piazza Dante", "via dei Mille"];
  const ES_STR = ["calle Mayor", "avenida de América", "c/ San Bernardo", "paseo de la Castellana", "plaza del Sol"];
  const PT_STR = ["Rua do Carmo", "Avenida da Liberdade", "Travessa do Fala-Só", "Rua Augusta", "Avenida Brasil"];
  const n = (max = 140): number => f.int(1, max);
  // de
  pp.pii("de", "ich wohne jetzt in der $, 3. Stock, klingeln bei Müller", `${f.pick(DE_STR)} ${n()}`);
  pp.pii("de", "neue Adresse: $ (Hinterhaus)", `${f.pick(DE_STR)} ${n()}a, ${f.int(10, 99)}${d(3)} ${f.pick(["Köln", "Leipzig", "Kassel"])}`);
  pp.pii("de", "wir sind umgezogen, jetzt $ – Paket bitte dahin", `${f.pick(DE_STR).toLowerCase()} ${n()}`);
  pp.pii("de", "schick's an meine Eltern, die wohnen $", `${f.pick(["im", "am"])} ${f.pick(["Kirchweg", "Eichenhof", "Mühlbach"])} ${n(60)}, ${f.int(10, 99)}${d(3)} ${f.pick(["Bamberg", "Fulda"])}`);
  pp.pii("de", "ich bin am $ geboren", `${f.pick(["dritten", "zwölften", "einundzwanzigsten", "siebten"])} ${f.pick(["März", "Juli", "Oktober"])} ${f.int(1950, 2004)}`);
  pp.pii("de", "mein Geburtsdatum: $", `${f.pick(["erster", "zweiter", "neunter"])} ${f.pick(["Mai", "Juni", "Dezember"])} neunzehnhundert${f.pick(["achtundachtzig", "einundsiebzig", "neunundneunzig"])}`);
  pp.pii("de", "mein Kennzeichen ist $, falls der Hausmeister fragt", `${f.pick(["B", "M", "K", "HH"])}-${f.chars(UPPER, 2)} ${f.int(100, 9999)}`);
  pp.pii("de", "Reisepassnummer für die Buchung: $", `C${f.chars("CFGHJKLMNPRTVWXYZ" + DIGITS, 8)}`);
  pp.pii("de", "mein Pass hat die Nummer $, gültig bis 2032", `C${f.chars("CFGHJKLMNPRTVWXYZ" + DIGITS, 8)}`);
  pp.pii("de", "ich hab seit letztem Jahr $, nimm das bitte in die Notizen für den Arzt", `Diabetes Typ ${f.int(1, 2)}`);
  pp.clean("de", "die Lindenstraße ist ab Montag gesperrt, Umleitung über den Ring");
  pp.clean("de", `Geburtstag von Tante Gerda am ${f.int(1, 28)}. Mai feiern, Kuchen mitbringen`);
  pp.clean("de", "Bus 42 Richtung Hauptbahnhof fällt heute aus");
  // fr
  pp.pii("fr", "j'habite au $, 2e étage porte gauche", `${n(90)} bis ${f.pick(FR_STR)}`);
  pp.pii("fr", "on a emménagé au $ à Rennes", `${n(60)} ${f.pick(FR_STR)}`);
  pp.pii("fr", "ma nouvelle adresse : $", `${n(120)}, ${f.pick(FR_STR)}, ${f.int(10, 95)}${d(3)} ${f.pick(["Lyon", "Nantes", "Lille"])}`);
  pp.pii("fr", "je suis née le $", `${f.pick(["douze", "vingt-trois", "premier", "quatorze"])} ${f.pick(["mars", "juillet", "novembre"])} ${f.int(1950, 2004)}`);
  pp.pii("fr", "date de naissance : $", `${f.pick(["trois", "dix-sept", "vingt"])} ${f.pick(["avril", "août", "février"])} mil neuf cent ${f.pick(["quatre-vingt-huit", "soixante-douze", "quatre-vingt-dix-neuf"])}`);
  pp.pii("fr", "ma plaque c'est $ si jamais le gardien demande", `${f.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)}-${d(3)}-${f.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)}`);
  pp.pii("fr", "le numéro de mon passeport, c'est $", `${d(2)}${f.chars(UPPER, 2)}${d(5)}`);
  pp.pii("fr", "pour le dossier de la mutuelle : je suis $ depuis 2019", f.pick(["diabétique de type 1", "séropositif", "épileptique"]));
  pp.clean("fr", "la rue des Lilas est en travaux jusqu'à vendredi");
  pp.clean("fr", "anniversaire de Lucie le 12 mars, penser au cadeau");
  pp.clean("fr", `le bus ${f.int(10, 99)} passe à 8h12 devant la mairie`);
  // nl
  pp.pii("nl", "we wonen nu op de $ (3 hoog)", `${f.pick(NL_STR)} ${n()}`);
  pp.pii("nl", "ik woon sinds kort aan de $", `${f.pick(NL_STR)} ${n(80)}-${f.pick(["I", "II", "III", "huis"])}`);
  pp.pii("nl", "stuur het pakketje naar $", `${f.pick(NL_STR).toLowerCase()} ${n()}, ${f.int(1000, 9999)} ${f.chars(UPPER, 2)} ${f.pick(["Utrecht", "Zwolle", "Breda"])}`);
  pp.pii("nl", "ik ben geboren op $", `${f.pick(["drie", "twaalf", "achtentwintig", "eenendertig"])} ${f.pick(["januari", "mei", "oktober"])} ${f.int(1950, 2004)}`);
  pp.pii("nl", "geboortedatum: $", `${f.pick(["7", "19", "23"])} ${f.pick(["maart", "juni", "september"])} negentien${f.pick(["zesentachtig", "eenenzeventig", "negenennegentig"])}`);
  pp.pii("nl", "mijn kenteken is $, voor de parkeervergunning", `${f.chars("BDFGHJKLNPRSTVXZ", 2)}-${d(3)}-${f.chars("BDFGHJKLNPRSTVXZ", 1)}`);
  pp.pii("nl", "paspoortnummer van mij: $", `${f.chars("BCDFGHJKLMNPRSTVWXZ", 2)}${f.chars("BCDFGHJKLMNPRSTVWXZ" + DIGITS, 6)}${d(1)}`);
  pp.pii("nl", "het nummer van mijn paspoort is $ (verloopt in 2030)", `${f.chars("BCDFGHJKLMNPRSTVWXZ", 2)}${f.chars("BCDFGHJKLMNPRSTVWXZ" + DIGITS, 6)}${d(1)}`);
  pp.pii("nl", "zet in mijn notities voor de huisarts: ik heb $", f.pick(["reuma", "de ziekte van Crohn", "epilepsie"]));
  pp.clean("nl", "de Kerkstraat is afgesloten tot vrijdag, omrijden via de Dorpsweg");
  pp.clean("nl", "verjaardag van oma op 3 mei, taart bestellen");
  pp.clean("nl", `kenteken check bij de RDW kost € ${f.int(2, 9)},50`);
  // it
  pp.pii("it", "abito in $, scala B, interno 4", `${f.pick(IT_STR)} ${n(90)}`);
  pp.pii("it", "ci siamo trasferiti in $", `${f.pick(IT_STR)} ${n(60)}, ${f.int(10, 98)}${d(3)} ${f.pick(["Bologna", "Torino", "Bari"])}`);
  pp.pii("it", "sono nata il $", `${f.pick(["tre", "dodici", "ventuno"])} ${f.pick(["marzo", "luglio", "ottobre"])} ${f.int(1950, 2004)}`);
  pp.pii("it", "la targa della mia macchina è $", `${f.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)} ${d(3)} ${f.chars("ABCDEFGHJKLMNPRSTVWXYZ", 2)}`);
  pp.pii("it", "numero del passaporto: $", `${f.chars(UPPER, 2)}${d(7)}`);
  pp.pii("it", "il mio codice fiscale, scritto come sta sulla tessera: $", codiceFiscale(f).replace(/(.{3})(.{3})(.{5})/, "$1 $2 $3 "));
  pp.pii("it", "annota per il medico: soffro di $ da due anni", f.pick(["celiachia", "depressione", "epilessia"]));
  pp.clean("it", "via Garibaldi chiusa per il mercato fino alle 14");
  pp.clean("it", "compleanno di Marco il 9 luglio, prenotare la pizzeria");
  // es
  pp.pii("es", "vivo en la $", `${f.pick(ES_STR)} ${n(90)}, ${f.int(1, 8)}º ${f.pick(["A", "B", "izda."])}`);
  pp.pii("es", "nos hemos mudado a $", `${f.pick(ES_STR)} ${n(60)}, ${f.pick(["28", "08", "46"])}${d(3)} ${f.pick(["Madrid", "Barcelona", "Valencia"])}`);
  pp.pii("es", "nací el $", `${f.pick(["tres", "doce", "veintiuno"])} de ${f.pick(["marzo", "julio", "octubre"])} de mil novecientos ${f.pick(["ochenta y ocho", "setenta y uno", "noventa y nueve"])}`);
  pp.pii("es", "la matrícula de mi coche es $", `${d(4)} ${f.chars("BCDFGHJKLMNPRSTVWXYZ", 3)}`);
  pp.pii("es", "mi número de pasaporte es $", `${f.chars(UPPER, 3)}${d(6)}`);
  pp.pii("es", "apúntalo para el médico: tengo $", f.pick(["diabetes tipo 1", "VIH", "esclerosis múltiple"]));
  pp.clean("es", "la calle Mayor está cortada por obras hasta el lunes");
  pp.clean("es", "cumpleaños de Lucía el 12 de marzo, comprar la tarta");
  // pt
  pp.pii("pt", "moro na $, 2º dto", `${f.pick(PT_STR)} ${n(120)}`);
  pp.pii("pt", "mudámos para a $", `${f.pick(PT_STR)}, ${n(80)}, ${d(4)}-${d(3)} ${f.pick(["Lisboa", "Porto", "Braga"])}`);
  pp.pii("pt", "nasci a $", `${f.pick(["três", "doze", "vinte e um"])} de ${f.pick(["março", "julho", "outubro"])} de ${f.int(1950, 2004)}`);
  pp.pii("pt", "a matrícula do meu carro é $", `${f.chars(UPPER, 2)}-${d(2)}-${f.chars(UPPER, 2)}`);
  pp.pii("pt", "número do passaporte: $", `${f.chars(UPPER, 2)}${d(6)}`);
  pp.pii("pt", "põe nas notas para a médica: tenho $", f.pick(["diabetes tipo 1", "epilepsia", "doença de Crohn"]));
  pp.clean("pt", "a Rua Augusta está fechada ao trânsito no domingo");
  pp.clean("pt", "aniversário da avó a 3 de maio, encomendar o bolo");
  // en
  pp.pii("en", "we moved, we're at $ now", `${n(200)} ${f.pick(["Mill Lane", "Church Road", "Elm Close"])}`);
  pp.pii("en", "I was born on the $", `${f.pick(["third", "twelfth", "twenty-first"])} of ${f.pick(["March", "July", "October"])} ${f.int(1950, 2004)}`);
  pp.pii("en", "my number plate is $ if the garage asks", `${f.chars("ABCDEFGHJKLMNPRSTVWXY", 2)}${d(2)} ${f.chars("ABCDEFGHJKLMNPRSTVWXY", 3)}`);
  pp.clean("en", "Church Road is closed for the fair on Saturday");

  // =============================================================================================
  // recovery_codes: layouts probe (u) did not write, and BIP-39 seed phrases inside a sentence.
  const rc = B("recovery_codes");
  const g44 = (): string => `${d(4)} ${d(4)}`;
  const low8 = (): string => f.chars(LOWER + DIGITS, 8);
  const dash55 = (): string => `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`;
  const arr = (n: number, g: () => string): string[] => Array.from({ length: n }, g);
  // Two columns, as a printed page sets them, a tab or several spaces between.
  const twoCols = (c: string[], sep: string, num = false): string => {
    const h = Math.ceil(c.length / 2);
    const rows: string[] = [];
    for (let i = 0; i < h; i++) {
      const l = num ? `${i + 1}. ${c[i]}` : c[i]!;
      const r = c[i + h] === undefined ? "" : num ? `${sep}${i + h + 1}. ${c[i + h]}` : `${sep}${c[i + h]}`;
      rows.push(l + r);
    }
    return rows.join("\n");
  };
  // A table pasted from a PDF: a header row, then a number, the code and a "used" column.
  const table = (c: string[], head: string, used: string): string => `${head}\n${c.map((x, i) => `${i + 1} | ${x} | ${used}`).join("\n")}`;
  const codes = (lang: CorpusLang, layout: (c: string[]) => string, c: string[]): void => rc.many("secret", lang, layout(c), c);
  codes("de", (c) => `Backup-Codes (aus dem PDF kopiert):\n${twoCols(c, "\t")}`, arr(10, g44));
  codes("de", (c) => table(c, "Nr. | Code | benutzt", "nein"), arr(8, dash55));
  codes("de", (c) => `Wiederherstellungscodes Nextcloud\n${c.map((x) => `• ${x}`).join("\n")}`, arr(10, low8));
  codes("de", (c) => twoCols(c, "     ", true), arr(10, g44));
  codes("fr", (c) => `codes de secours\n${twoCols(c, "    ")}`, arr(10, dash55));
  codes("fr", (c) => table(c, "N° | code | utilisé", "non"), arr(10, low8));
  codes("fr", (c) => `mes codes de récupération :\n${c.map((x) => `- ${x}`).join("\n")}`, arr(8, () => f.chars(UPPER + DIGITS, 10)));
  codes("nl", (c) => `herstelcodes uit de pdf\n${twoCols(c, "\t", true)}`, arr(10, g44));
  codes("nl", (c) => table(c, "# | code | gebruikt", "nee"), arr(10, dash55));
  codes("nl", (c) => `back-upcodes:\n${c.map((x) => `◦ ${x}`).join("\n")}`, arr(8, low8));
  codes("nl", (c) => c.map((x) => `* ${x}`).join("\n"), arr(10, () => f.chars(LOWER + UPPER + DIGITS, 10)));
  codes("en", (c) => `GitHub recovery codes\n${twoCols(c, "   ")}`, arr(16, dash55));
  codes("en", (c) => table(c, "No. | Code | Used", "no"), arr(10, g44));
  codes("es", (c) => `códigos de respaldo\n${c.map((x) => `• ${x}`).join("\n")}`, arr(10, g44));
  codes("pt", (c) => `códigos de recuperação (2 colunas)\n${twoCols(c, "\t")}`, arr(10, low8));
  codes("it", (c) => `codici di backup\n${c.map((x, i) => `${i + 1}) ${x}`).join("   ")}`, arr(10, dash55));
  // Seed phrases in a sentence, lower case, 12 or 24 words.
  const seedOf = (list: readonly string[], k: number): string => Array.from({ length: k }, () => f.pick(list)).join(" ");
  rc.sec("en", "my wallet seed is $ and please don't store it anywhere", seedOf(english, 12));
  rc.sec("en", "the 24 words for the ledger: $ — written on paper too", seedOf(english, 24));
  rc.sec("de", "meine Seed-Phrase lautet $, bitte gut aufheben", seedOf(english, 12));
  rc.sec("de", "die Wiederherstellungsphrase von der Wallet ist $ (24 Wörter)", seedOf(english, 24));
  rc.sec("fr", "ma phrase de récupération : $ voilà", seedOf(french, 12));
  rc.sec("fr", "les mots de la seed c'est $", seedOf(english, 12));
  rc.sec("nl", "mijn herstelzin is $ en die staat nergens anders", seedOf(english, 12));
  rc.sec("nl", "seed van de wallet: $", seedOf(english, 24));
  rc.sec("es", "mi frase semilla es $ y ya", seedOf(spanish, 12));
  rc.sec("pt", "a frase de recuperação da carteira é $", seedOf(portuguese, 12));
  rc.sec("it", "la frase di recupero del portafoglio è $", seedOf(italian, 12));
  rc.clean("en", "I wrote the 24 words of the seed on paper and put them in the safe");
  rc.clean("de", "Backup-Codes ausgedruckt, zwei Spalten, liegen im Ordner Versicherungen");
  rc.clean("fr", "il me reste 3 codes de secours sur 10, faut en regénérer");
  rc.clean("nl", "herstelcodes staan in de pdf, niet in de mail");
  rc.clean("nl", "the quick brown fox jumps over the lazy dog again and again every day");
  rc.clean("es", "la frase semilla está apuntada en papel, en la caja fuerte");
  rc.clean("pt", "os códigos de backup estão na gaveta, impressos em duas colunas");
  rc.clean("it", "ho rigenerato i codici di backup, i vecchi non valgono più");

  // =============================================================================================
  // lookalike: brand handles and shops, order and tracking lists, product codes, times and dates,
  // scores, recipes, versions — none of them anyone's secret or personal data.
  const l = B("lookalike");
  l.clean("nl", "stuur een DM naar @ziggo, die reageren daar sneller");
  l.clean("nl", "bestel het via de @bol.com app, is morgen in huis");
  l.clean("nl", "@NS_online meldt vertraging op Utrecht – Amersfoort");
  l.clean("nl", `bestellingen:\n${arr(6, () => `${d(10)} - verzonden`).join("\n")}`);
  l.clean("nl", `Track & Trace: ${arr(4, () => `3S${f.chars(UPPER, 4)}${d(8)}`).join(", ")}`);
  l.clean("nl", `productcode ${f.chars(UPPER, 3)}-${d(4)}-${f.chars(UPPER, 2)}, maat 42`);
  l.clean("nl", `training dinsdag 19:30–21:00, wedstrijd zaterdag ${f.int(10, 14)}.15 uur`);
  l.clean("nl", `uitslag: Ajax ${f.int(0, 5)}-${f.int(0, 5)} PSV, Feyenoord ${f.int(0, 5)}-${f.int(0, 5)} AZ`);
  l.clean("nl", "recept: 250 g bloem, 3 eieren, 1/2 tl zout, 2 el suiker, 300 ml melk");
  l.clean("nl", `app versie ${f.int(1, 9)}.${f.int(0, 30)}.${f.int(0, 9)} (build ${d(5)}) staat klaar`);
  l.clean("nl", `afspraken: ${f.int(1, 28)}-${String(f.int(1, 12)).padStart(2, "0")}-2026 om 09:15, ${f.int(1, 28)}-${String(f.int(1, 12)).padStart(2, "0")}-2026 om 14:40`);
  l.clean("nl", "kaartjes via @ticketmaster_nl of bij de Primera in de Kalverstraat");
  l.clean("de", "schreib doch mal @DB_Bahn an, die antworten manchmal");
  l.clean("de", "hab's bei @mediamarkt_de bestellt, Abholung im Markt");
  l.clean("de", `Sendungsnummern:\n${arr(5, () => `00${d(18)}`).join("\n")}`);
  l.clean("de", `Artikel ${d(3)}.${d(3)}.${d(2)} (IKEA), Regal ${f.int(1, 30)} Fach ${f.int(1, 20)}`);
  l.clean("de", `Ergebnis: ${f.int(0, 4)}:${f.int(0, 4)} nach Verlängerung, Elfmeter ${f.int(3, 5)}:${f.int(2, 4)}`);
  l.clean("de", "Rezept: 500 g Mehl, 42 g Hefe, 1 TL Salz, 300 ml Wasser, 2 EL Olivenöl");
  l.clean("de", `Firmware ${f.int(7, 8)}.${f.int(0, 9)}.${f.int(0, 99)}-${d(5)} auf der FritzBox installiert`);
  l.clean("de", `Termine: 14.03.2026 10:30 Zahnarzt, 02.04.2026 08:00 TÜV`);
  l.clean("fr", "écris à @SNCF sur X, ils répondent vite");
  l.clean("fr", "commande passée sur l'appli @leboncoin, retrait samedi");
  l.clean("fr", `numéros de commande : ${arr(5, () => `FR${d(9)}`).join(", ")}`);
  l.clean("fr", `réf. produit ${d(8)} chez Leroy Merlin, rayon ${f.int(1, 40)}`);
  l.clean("fr", `score final ${f.int(10, 35)}-${f.int(10, 35)}, mi-temps ${f.int(3, 17)}-${f.int(3, 17)}`);
  l.clean("fr", "recette : 200 g de farine, 3 œufs, 50 cl de lait, 1 pincée de sel");
  l.clean("fr", `version ${f.int(1, 5)}.${f.int(0, 20)}.${f.int(0, 9)}-beta.${f.int(1, 9)} installée`);
  l.clean("fr", `rdv le 12/03/2026 à 9h30 puis le 19/03 à 14h`);
  l.clean("en", "DM @AmazonHelp about the missing parcel");
  l.clean("en", `orders: ${arr(5, () => `#${d(7)}`).join(", ")}`);
  l.clean("en", `Liverpool ${f.int(0, 5)}-${f.int(0, 5)} Arsenal, Chelsea ${f.int(0, 5)}-${f.int(0, 5)} Spurs`);
  l.clean("en", `node v${f.int(18, 22)}.${f.int(0, 12)}.${f.int(0, 9)}, npm ${f.int(9, 11)}.${f.int(0, 9)}.${f.int(0, 9)}`);
  l.clean("es", "escribe a @Renfe por Twitter, a veces contestan");
  l.clean("es", `pedidos de Amazon: ${arr(5, () => `${d(3)}-${d(7)}-${d(7)}`).join("\n")}`);
  l.clean("es", `referencia ${f.chars(UPPER, 2)}${d(6)}, talla M, color azul`);
  l.clean("es", "receta: 400 g de arroz, 1 l de caldo, 2 dientes de ajo, 1 cucharadita de pimentón");
  l.clean("es", `resultado: Betis ${f.int(0, 4)}-${f.int(0, 4)} Sevilla, minuto ${f.int(60, 95)}`);
  l.clean("pt", "manda mensagem à @CP_Comboios, costumam responder");
  l.clean("pt", `encomendas CTT: ${arr(4, () => `${f.chars(UPPER, 2)}${d(9)}PT`).join(" ")}`);
  l.clean("pt", "receita: 500 g de bacalhau, 1 kg de batatas, 4 ovos, 1 dl de azeite");
  l.clean("pt", `versão ${f.int(1, 9)}.${f.int(0, 9)}.${f.int(0, 99)} da app do banco, atualizar`);
  l.clean("pt", `jogo às 20h45, Benfica ${f.int(0, 4)}-${f.int(0, 4)} ao intervalo`);
  l.clean("it", "scrivi a @Trenitalia, rispondono in chat");
  l.clean("it", `ordini: ${arr(5, () => `${d(2)}-${d(5)}-${d(5)}`).join("; ")}`);
  l.clean("it", `codice articolo ${f.chars(UPPER, 4)}${d(4)}, taglia 40`);
  l.clean("it", "ricetta: 320 g di spaghetti, 150 g di guanciale, 4 tuorli, 50 g di pecorino");
  l.clean("it", `risultato finale Inter ${f.int(0, 4)}-${f.int(0, 4)} Milan, ore 20:45`);

  return out;
}
