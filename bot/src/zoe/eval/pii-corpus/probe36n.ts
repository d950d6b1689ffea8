/**
 * The inputs of outside probe (n) of issue #36 (privacy/__tests__/probe-36n.test.ts), written by a
 * tester who had not run the gate on them, before running it. New angles next to probes (k), (l) and
 * (m): secrets in config and code pastes in chat (YAML, TOML, docker-compose env, .properties,
 * connection strings inside the prose of each language, keys named in the owner's language:
 * "wachtwoord:", "contraseña:"); PINs and door codes said in words ("vier sieben eins neun",
 * "quarante-sept dix-neuf"); IBANs and card numbers with spaces in the prose of each language;
 * street addresses in each country's form; e-mail spelled out with the language's own words
 * ("Unterstrich", "tiret", "guion bajo", "laag streepje", "Klammeraffe"); national ids with no label
 * but a context word ("fürs Finanzamt", "pour la CPAM", "para Hacienda", "voor de belastingdienst");
 * and clean look-alikes of each (ticket numbers, invoice ids, postal codes, flight and seat numbers,
 * model and room numbers, dates written with dots, prices). All seven languages, Dutch the most.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { DIGITS, Fakes, LOWER, notCard, UPPER, capitalised } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";

export type Probe36nFamily = "config_paste" | "spoken_code" | "iban_card" | "address" | "email_spelled" | "national_id" | "leak" | "lookalike";
export interface Probe36nCase extends CorpusCase {
  lang: CorpusLang;
  family: Probe36nFamily;
}

/** Digits said one by one in each language, as owners read a PIN out. */
const DIGIT_WORDS: Record<CorpusLang, readonly string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
  de: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
  fr: ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
  es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
  pt: ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
  it: ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
  nl: ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
};

/** A number from 21 to 99 (not a multiple of ten) in words, as a French, German or Dutch owner says a code in pairs. */
function pairWords(lang: "fr" | "de" | "nl", n: number): string {
  const u = n % 10;
  const t = Math.floor(n / 10);
  if (lang === "de") {
    const units = ["", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
    const tens = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"];
    return `${units[u]}und${tens[t]}`;
  }
  if (lang === "nl") {
    const units = ["", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"];
    const tens = ["", "", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"];
    const joint = /e$/.test(units[u]!) ? "ën" : "en";
    return `${units[u]}${joint}${tens[t]}`;
  }
  const units = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
  const teens = ["dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"];
  const tens = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante", "soixante", "quatre-vingt", "quatre-vingt"];
  if (t === 7 || t === 9) return `${tens[t]}-${u === 1 && t === 7 ? "et-" : ""}${teens[u]}`;
  return `${tens[t]}-${u === 1 && t < 8 ? "et-" : ""}${units[u]}`;
}

/** A Portuguese IBAN: NIB check digits (98 − bban·100 mod 97), then the IBAN's own. */
function ptIban(f: Fakes): string {
  const body = f.digits(19);
  const nib = String(98 - Number((BigInt(body) * 100n) % 97n)).padStart(2, "0");
  const bban = body + nib;
  const check = String(98 - Number(BigInt(`${bban}252900`) % 97n)).padStart(2, "0");
  return `PT${check}${bban}`;
}

/** Nine digits that fail the Dutch 11-proef (so no BSN), first digit not 0. */
function notBsn(f: Fakes): string {
  for (;;) {
    const d = `${f.int(1, 9)}${f.digits(8)}`;
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
    if ((sum - Number(d[8])) % 11 !== 0) return d;
  }
}

/** Nine digits starting with 2 that fail the Portuguese NIF check. */
function notNif(f: Fakes): string {
  for (;;) {
    const d = `2${f.digits(8)}`;
    let t = 0;
    for (let i = 0; i < 8; i++) t += Number(d[i]) * (9 - i);
    const r = 11 - (t % 11);
    if (Number(d[8]) !== (r >= 10 ? 0 : r)) return d;
  }
}

const spaced4 = (v: string): string => v.replace(/(.{4})(?!$)/g, "$1 ");

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36n(seed = 0x36a0 + Number(process.env.PROBE_SEED ?? 0)): Probe36nCase[] {
  const f = new Fakes(seed);
  const out: Probe36nCase[] = [];
  const { sec, pii, many, alike: clean } = corpusBuilders(out, null, { region: "" });

  const d = (n: number): string => f.digits(n);
  const nz = (): string => String(f.int(1, 9));
  const cap = capitalised;
  const sign = (): string => f.pick(["!", "#", "*", "%", "+", "?"]);
  const WORDS: Record<CorpusLang, string[]> = {
    en: ["pelican", "tundra", "lantern", "marble", "cobalt", "thistle", "harbour", "saffron", "otter", "quill"],
    de: ["maulwurf", "holunder", "laterne", "brezel", "zaunkoenig", "kiesel", "wolke", "fuchsbau", "ampel", "spatz"],
    fr: ["tartine", "mouette", "grenier", "luciole", "sapin", "brioche", "renard", "glycine", "pelote", "cerise"],
    es: ["azulejo", "churro", "gaviota", "membrillo", "trueno", "cigarra", "almendra", "farol", "erizo", "brisa"],
    pt: ["pastel", "gaivota", "caju", "azeitona", "trovao", "sardinha", "pitanga", "farol", "ourico", "brisa"],
    it: ["lucciola", "cipresso", "tortellino", "gabbiano", "ombrello", "mirtillo", "lampione", "scoiattolo", "tuono", "ciliegia"],
    nl: ["drop", "molen", "stroopwafel", "meeuw", "klompen", "dijk", "pindakaas", "zwaluw", "polder", "kievit"],
  };
  const word = (l: CorpusLang): string => f.pick(WORDS[l]);
  /** A password as owners pick them for a server or an app. */
  const pw = (l: CorpusLang): string => {
    switch (f.int(0, 4)) {
      case 0: return `${cap(word(l))}${d(3)}${sign()}${word(l)}`;
      case 1: return f.chars(LOWER + UPPER + DIGITS, f.int(14, 22));
      case 2: return `${word(l)}_${d(4)}_${cap(word(l))}`;
      case 3: return `${cap(word(l))}${sign()}${d(2)}${cap(word(l))}${d(2)}`;
      default: return `${f.chars(LOWER + DIGITS, 6)}${sign()}${f.chars(UPPER + DIGITS, 6)}`;
    }
  };
  const host = (): string => f.pick(["db", "db01", "pg-main", "mysql", "10.0.3.12", "192.168.178.20", "srv-prod"]);
  const user = (): string => f.pick(["app", "admin", "root", "svc_shop", "odoo", "wp", "beheer", "gestione"]);

  // =============================================================================================
  // config_paste: secrets in YAML, TOML, compose env, .properties, connection strings, in the prose
  // of each language; keys named in the owner's language.
  sec("en", "config_paste", "here's my compose file, why won't it start?\n```\nservices:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD=$\n```", pw("en"));
  sec("en", "config_paste", "config.yml looks like this:\ndatabase:\n  host: localhost\n  user: admin\n  password: $\n  port: 5432", pw("en"));
  sec("en", "config_paste", "just use postgres://app:$@db.internal:5432/main for staging, I'll rotate it later", pw("en"));
  sec("en", "config_paste", "my .netrc has: machine ftp.example.org login owen password $", pw("en"));
  sec("en", "config_paste", "[smtp]\nhost = \"mail.example.org\"\nuser = \"owen\"\npass = \"$\"", pw("en"));
  clean("en", "config_paste", "environment:\n  - POSTGRES_USER=app\n  - POSTGRES_PASSWORD_FILE=/run/secrets/db_password");
  clean("en", "config_paste", "database:\n  host: localhost\n  password: ${DB_PASSWORD}\n  port: 5432");
  clean("en", "config_paste", "connect with postgres://localhost:5432/main, no auth on the dev box");

  sec("de", "config_paste", "hier mein docker-compose, der Container startet nicht:\n    environment:\n      MYSQL_ROOT_PASSWORD: $\n      MYSQL_DATABASE: shop", pw("de"));
  sec("de", "config_paste", `der Verbindungsstring für die Test-DB lautet Server=${host()};Database=crm;Uid=${user()};Pwd=$;`, pw("de"));
  sec("de", "config_paste", "in der config.toml steht\n[mail]\nbenutzer = \"info\"\nkennwort = \"$\"", pw("de"));
  sec("de", "config_paste", `die App verbindet sich über mongodb+srv://${user()}:$@cluster0.ab12c.mongodb.net/prod, läuft aber ins Timeout`, pw("de"));
  clean("de", "config_paste", "in der config.toml steht\n[mail]\nbenutzer = \"info\"\nkennwort = \"\" # noch eintragen");
  clean("de", "config_paste", "PASSWORD_MIN_LENGTH=12 und SESSION_TIMEOUT=3600 in der .env setzen");

  sec("fr", "config_paste", "dans le docker-compose j'ai mis\n    environment:\n      - DB_PASS=$\n      - DB_HOST=db", pw("fr"));
  sec("fr", "config_paste", `la chaîne de connexion c'est postgresql://${user()}:$@${host()}/odoo, ça plante au démarrage`, pw("fr"));
  sec("fr", "config_paste", "mon fichier de conf :\nbase:\n  utilisateur: admin\n  mot_de_passe: $", pw("fr"));
  clean("fr", "config_paste", "mon fichier de conf :\nbase:\n  utilisateur: admin\n  mot_de_passe: ${MDP_BASE}");
  clean("fr", "config_paste", "la chaîne de connexion c'est postgresql://localhost/odoo, sans identifiants");

  sec("es", "config_paste", "en el yaml tengo:\nbd:\n  usuario: root\n  contraseña: $", pw("es"));
  sec("es", "config_paste", `la cadena de conexión es Server=${host()};User Id=sa;Password=$;TrustServerCertificate=true`, pw("es"));
  sec("es", "config_paste", "el .env del servidor tiene API_SECRET=$ y no sé si lo subí a git", pw("es"));
  clean("es", "config_paste", "en el yaml tengo:\nbd:\n  usuario: root\n  contraseña: \"********\"");
  clean("es", "config_paste", "el .env tiene API_TIMEOUT=30 y RETRIES=5");

  sec("pt", "config_paste", `no application.properties está assim:\nspring.datasource.username=${user()}\nspring.datasource.password=$`, pw("pt"));
  sec("pt", "config_paste", `a string de conexão é jdbc:postgresql://${host()}:5432/loja?user=${user()}&password=$`, pw("pt"));
  sec("pt", "config_paste", "config do servidor:\nbanco:\n  usuario: admin\n  senha: $", pw("pt"));
  clean("pt", "config_paste", "no application.properties:\nspring.datasource.url=jdbc:postgresql://localhost:5432/loja\nspring.jpa.show-sql=true");
  clean("pt", "config_paste", "config do servidor:\nbanco:\n  usuario: admin\n  senha: ${SENHA_BANCO}");

  sec("it", "config_paste", "nel file toml ho messo\n[database]\nutente = \"admin\"\npassword = \"$\"", pw("it"));
  sec("it", "config_paste", `la stringa di connessione è mysql://${user()}:$@${host()}/gestionale ma non si collega`, pw("it"));
  sec("it", "config_paste", "nel docker-compose:\n      REDIS_PASSWORD: $\n      REDIS_PORT: 6379", pw("it"));
  clean("it", "config_paste", "nel docker-compose:\n      REDIS_PASSWORD: ${REDIS_PASSWORD}\n      REDIS_PORT: 6379");
  clean("it", "config_paste", "la stringa di connessione è mysql://localhost/gestionale, la password la chiede dopo");

  sec("nl", "config_paste", "in de docker-compose staat\n    environment:\n      - POSTGRES_PASSWORD=$\n      - POSTGRES_DB=webshop", pw("nl"));
  sec("nl", "config_paste", `connectiestring voor de testomgeving: Host=${host()};Username=${user()};Password=$;Database=crm`, pw("nl"));
  sec("nl", "config_paste", "config.yaml:\nsmtp:\n  gebruiker: info\n  wachtwoord: $", pw("nl"));
  sec("nl", "config_paste", "upload gaat via ftp://beheer:$@ftp.voorbeeld.nl/uploads, werkt dat bij jou?", pw("nl"));
  sec("nl", "config_paste", "in wp-config.php staat define('DB_PASSWORD', '$'); klopt dat?", pw("nl"));
  sec("nl", "config_paste", "de .env van de site:\nDB_USER=beheer\nDB_WACHTWOORD=$", pw("nl"));
  clean("nl", "config_paste", "config.yaml:\nsmtp:\n  gebruiker: info\n  wachtwoord: <nog invullen>");
  clean("nl", "config_paste", "in wp-config.php staat define('DB_PASSWORD', getenv('DB_PASSWORD')); dat is goed");
  clean("nl", "config_paste", "wachtwoord_min_lengte: 12 en sessie_timeout: 3600 in de config");

  // =============================================================================================
  // spoken_code: PINs and codes said in words, digit by digit or in pairs.
  const spoken = (l: CorpusLang, n: number, sep = " "): string => Array.from({ length: n }, (_, i) => DIGIT_WORDS[l][i === 0 ? f.int(1, 9) : f.int(0, 9)]!).join(sep);
  const pairs = (l: "fr" | "de" | "nl"): string => {
    const pick = (): number => { for (;;) { const n = f.int(21, 99); if (n % 10 !== 0) return n; } };
    return `${pairWords(l, pick())} ${pairWords(l, pick())}`;
  };
  sec("en", "spoken_code", "the pin for the new card is $, don't tell anyone", spoken("en", 4));
  sec("en", "spoken_code", "door code: $", spoken("en", 4, "-"));
  sec("en", "spoken_code", "alarm code is $ then press off", spoken("en", 5));
  clean("en", "spoken_code", "the pin is four digits, the bank sends it by post");
  clean("en", "spoken_code", "one two three, go! the code review starts at four");

  sec("de", "spoken_code", "die PIN ist $", spoken("de", 4));
  sec("de", "spoken_code", "Türcode unten: $", spoken("de", 4, ", "));
  sec("de", "spoken_code", "der Code vom Schlüsselkasten ist $", pairs("de"));
  clean("de", "spoken_code", "die PIN hat vier Ziffern und kommt per Post");
  clean("de", "spoken_code", "Gleis sieben, Wagen drei, Platz neun");

  sec("fr", "spoken_code", "le digicode c'est $", pairs("fr"));
  sec("fr", "spoken_code", "code PIN de la carte : $", spoken("fr", 4));
  sec("fr", "spoken_code", "le code de l'alarme est $ puis la touche off", spoken("fr", 4));
  clean("fr", "spoken_code", "le code fait quatre chiffres, je te l'envoie par SMS");
  clean("fr", "spoken_code", "rendez-vous à quatre heures, bâtiment deux, troisième étage");

  sec("es", "spoken_code", "el pin es $", spoken("es", 4));
  sec("es", "spoken_code", "código del portal: $", spoken("es", 4, "-"));
  clean("es", "spoken_code", "el pin tiene cuatro cifras, llega por correo");
  clean("es", "spoken_code", "puerta tres, planta dos, mesa cinco");

  sec("pt", "spoken_code", "o pin do cartão é $", spoken("pt", 4));
  sec("pt", "spoken_code", "código do portão: $", spoken("pt", 4, ", "));
  clean("pt", "spoken_code", "o pin tem quatro dígitos, chega pelo correio");
  clean("pt", "spoken_code", "portão dois, sala sete, às oito");

  sec("it", "spoken_code", "il pin è $", spoken("it", 5));
  sec("it", "spoken_code", "codice del cancello: $", spoken("it", 4, " "));
  clean("it", "spoken_code", "il pin ha cinque cifre, arriva per posta");
  clean("it", "spoken_code", "binario tre, carrozza sette, posto nove");

  sec("nl", "spoken_code", "de pincode is $", spoken("nl", 4));
  sec("nl", "spoken_code", "code van de voordeur: $", spoken("nl", 4, "-"));
  sec("nl", "spoken_code", "alarmcode is $ en dan op uit", spoken("nl", 4));
  sec("nl", "spoken_code", "de code van het sleutelkastje is $", pairs("nl"));
  sec("nl", "spoken_code", "pin van de nieuwe pas: $", spoken("nl", 4, ", "));
  clean("nl", "spoken_code", "de pincode heeft vier cijfers en komt met de post");
  clean("nl", "spoken_code", "spoor zeven, wagon drie, stoel negen");
  clean("nl", "spoken_code", "pincode vergeten, nieuwe aangevraagd, duurt vijf werkdagen");

  // =============================================================================================
  // iban_card: IBANs and card numbers with spaces in the prose of each language.
  pii("en", "iban_card", "pay the deposit into $, reference FLAT7", spaced4(f.iban("GB")));
  pii("en", "iban_card", "my card is $ exp 09/29", spaced4(f.card()));
  clean("en", "iban_card", "gift card 6036 1234 5678 9012 3456 has £20 left");
  clean("en", "iban_card", "pay into the account on the invoice, reference FLAT7");

  pii("de", "iban_card", "überweis mir das bitte auf $, danke!", spaced4(f.iban("DE")));
  pii("de", "iban_card", "meine Kreditkarte ist die $, gültig bis 11/28", spaced4(f.card("51")));
  pii("de", "iban_card", "Konto bei der Sparkasse: $ (Kontoinhaberin ich)", spaced4(f.iban("DE")).toLowerCase());
  clean("de", "iban_card", `Sendungsnummer ${spaced4(notCard(f))} ist unterwegs`);
  clean("de", "iban_card", "die IBAN steht auf der Rechnung, bitte von dort abschreiben");

  pii("fr", "iban_card", "mon RIB : $, merci de virer avant le 5", spaced4(f.iban("FR")));
  pii("fr", "iban_card", "la carte bleue c'est $ exp 04/27", spaced4(f.card("4")));
  clean("fr", "iban_card", `numéro de commande ${spaced4(notCard(f))}, livraison jeudi`);
  clean("fr", "iban_card", "l'IBAN commence par FR76, le reste est sur le RIB papier");

  pii("es", "iban_card", "mi cuenta es $ para el bizum no, para la transferencia", spaced4(f.iban("ES")));
  pii("es", "iban_card", "la tarjeta que uso es $ caduca en 08/28", spaced4(f.card("55")));
  clean("es", "iban_card", `localizador ${spaced4(notCard(f))}, hotel en Valencia`);

  pii("pt", "iban_card", "o meu IBAN é $, transfere quando puderes", spaced4(ptIban(f)));
  pii("pt", "iban_card", "cartão de crédito $ validade 06/30", spaced4(f.card("4")));
  clean("pt", "iban_card", `referência multibanco ${d(3)} ${d(3)} ${d(3)}, entidade 21312`);

  pii("it", "iban_card", "il mio IBAN è $, intestato a me", spaced4(f.iban("IT")));
  pii("it", "iban_card", "carta $ scadenza 10/27", spaced4(f.card("2221")));
  clean("it", "iban_card", `numero pratica ${spaced4(notCard(f))}, in lavorazione`);

  pii("nl", "iban_card", "maak het over naar $ tnv F. Dekker", spaced4(f.iban("NL")));
  pii("nl", "iban_card", "rekeningnummer: $", spaced4(f.iban("NL")).toLowerCase());
  pii("nl", "iban_card", "mijn creditcard is $ geldig tot 03/29", spaced4(f.card("4")));
  pii("nl", "iban_card", "Belgische rekening $ voor de huur", spaced4(f.iban("BE")));
  clean("nl", "iban_card", `klantnummer ${spaced4(notCard(f))}, graag vermelden bij betaling`);
  clean("nl", "iban_card", "het IBAN staat onderaan de factuur, begint met NL");
  clean("nl", "iban_card", `cadeaukaart ${spaced4(notCard(f))}, nog € 12,50 tegoed`);

  // =============================================================================================
  // address: street addresses per country form.
  const hn = (max = 199): string => String(f.int(1, max));
  pii("en", "address", "ship it to $ please", `${f.int(100, 9899)} ${f.pick(["Maple", "Cedar", "Oak", "Willow"])} Ave, Apt ${hn(9)}B, ${f.pick(["Portland, OR 97205", "Austin, TX 78701", "Denver, CO 80202"])}`);
  pii("en", "address", "I'm at $ now", `${hn(99)} ${f.pick(["Kings", "Queens", "Station", "Mill"])} Road, ${f.pick(["Leeds LS6 2QF", "Bristol BS1 4DJ", "York YO1 7HH"])}`);
  clean("en", "address", "the bus stops on Station Road, right by the bakery");
  clean("en", "address", "ZIP 97205 is downtown, the office is somewhere there");

  pii("de", "address", "wohne jetzt in der $", `${f.pick(["Lindenstr.", "Bahnhofstraße", "Goethestr.", "Am Markt"])} ${hn()}${f.pick(["", "a", "b"])}, ${f.pick(["50674 Köln", "80331 München", "04109 Leipzig"])}`);
  pii("de", "address", "Lieferadresse: $", `${f.pick(["Mariahilfer Straße", "Landstraßer Hauptstraße"])} ${hn(120)}/${hn(9)}/${hn(20)}, ${f.pick(["1060 Wien", "1030 Wien"])}`);
  pii("de", "address", "neue Adresse $ ab Januar", `${f.pick(["Bahnhofstrasse", "Seestrasse", "Dorfstrasse"])} ${hn()}, ${f.pick(["8001 Zürich", "3011 Bern", "4051 Basel"])}`);
  clean("de", "address", "die Bahnhofstraße ist wegen Bauarbeiten bis 18 Uhr gesperrt");
  clean("de", "address", "PLZ 80331 ist Altstadt, da ist das Büro irgendwo");

  pii("fr", "address", "j'habite au $", `${hn(80)} ${f.pick(["bis ", "", "ter "])}rue des ${f.pick(["Lilas", "Tanneurs", "Écoles"])}, ${f.pick(["69003 Lyon", "31000 Toulouse", "13006 Marseille"])}`);
  pii("fr", "address", "chez moi : $", `${hn(60)}, allée des ${f.pick(["Tilleuls", "Peupliers", "Acacias"])}, ${f.pick(["44000 Nantes", "35000 Rennes"])}`);
  pii("fr", "address", "adresse de livraison $", `rue ${f.pick(["de la Loi", "Haute", "Neuve"])} ${hn(200)}, ${f.pick(["1000 Bruxelles", "4000 Liège"])}`);
  clean("fr", "address", "la rue des Lilas est fermée pour le marché jusqu'à midi");
  clean("fr", "address", "code postal 69003, c'est le 3e arrondissement");

  pii("es", "address", "mi dirección es $", `C/ ${f.pick(["Mayor", "Alcalá", "Princesa"])} ${hn(150)}, ${f.int(1, 8)}º ${f.pick(["A", "B", "izq.", "dcha."])}, ${f.pick(["28013 Madrid", "28014 Madrid"])}`);
  pii("es", "address", "envíalo a $", `Avda. de la ${f.pick(["Constitución", "Libertad", "Paz"])}, ${hn(120)}, ${f.pick(["41001 Sevilla", "46002 Valencia"])}`);
  pii("es", "address", "vivo en $", `Calle ${f.pick(["Hidalgo", "Morelos", "Juárez"])} #${hn(500)}, Col. Centro, ${f.pick(["06000 CDMX", "44100 Guadalajara"])}`);
  clean("es", "address", "la calle Mayor está cortada por la procesión");
  clean("es", "address", "el código postal 28013 es de Sol, por ahí queda la oficina");

  pii("pt", "address", "moro na $", `Rua ${f.pick(["Augusta", "do Ouro", "da Prata"])} ${hn(200)}, ${f.int(1, 6)}º ${f.pick(["dto", "esq"])}, ${f.pick(["1100-053 Lisboa", "1100-145 Lisboa"])}`);
  pii("pt", "address", "entrega em $", `Av. ${f.pick(["Atlântica", "Paulista", "Brasil"])}, ${f.int(100, 2999)}, apto ${f.int(11, 1204)}, ${f.pick(["Copacabana, Rio de Janeiro - RJ, 22021-001", "Bela Vista, São Paulo - SP, 01310-100"])}`);
  clean("pt", "address", "a Rua Augusta está fechada por causa das obras");
  clean("pt", "address", "voo para o Rio às 14.35, portão 12");

  pii("it", "address", "abito in $", `via ${f.pick(["Garibaldi", "Mazzini", "Cavour"])} ${hn()}, ${f.pick(["20121 Milano", "10121 Torino", "40121 Bologna"])}`);
  pii("it", "address", "indirizzo di consegna: $", `Viale dei ${f.pick(["Mille", "Pini", "Tigli"])}, ${hn(90)}/${f.pick(["A", "B"])}, ${f.pick(["50131 Firenze", "00197 Roma"])}`);
  pii("it", "address", "mandalo a $", `p.zza ${f.pick(["Duomo", "Garibaldi", "della Repubblica"])} ${hn(40)} int. ${hn(12)}, ${f.pick(["38122 Trento", "37121 Verona"])}`);
  clean("it", "address", "via Garibaldi è chiusa al traffico fino alle 18");
  clean("it", "address", "CAP 20121, zona Brera, l'ufficio è lì vicino");

  pii("nl", "address", "mijn adres: $", `${f.pick(["Dorpsstraat", "Kerkstraat", "Molenweg"])} ${hn(150)}, ${f.int(1000, 9999)} ${f.chars(UPPER, 2)} ${f.pick(["Zwolle", "Deventer", "Leiden"])}`);
  pii("nl", "address", "ik woon op de $", `${f.pick(["vondelstraat", "lange nieuwstraat", "oudegracht"])} ${hn(120)}-${f.pick(["2", "3", "II", "hs"])}`);
  pii("nl", "address", "stuur het naar $", `${f.pick(["Meir", "Veldstraat", "Korenmarkt"])} ${hn(80)} bus ${hn(9)}, ${f.pick(["2000 Antwerpen", "9000 Gent"])}`);
  pii("nl", "address", "nieuw adres vanaf maart $", `${f.pick(["Keizersgracht", "Prinsengracht", "Herengracht"])} ${hn(500)}-${f.pick(["A", "B", "huis"])}, Amsterdam`);
  pii("nl", "address", "bezorgen op $ graag", `${f.pick(["Burgemeester Visserstraat", "Dokter Lelylaan", "Graaf Florislaan"])} ${hn(90)}, ${f.int(1000, 9999)} ${f.chars(UPPER, 2)} ${f.pick(["Hilversum", "Haarlem"])}`);
  clean("nl", "address", "de Kerkstraat is dicht vanwege de markt tot 18.00 uur");
  clean("nl", "address", "postcode 3512 is Utrecht-centrum, daar zit het kantoor ergens");
  clean("nl", "address", "kamer 3.14 op de derde verdieping, naast de lift");

  // =============================================================================================
  // email_spelled: the address said with the language's own words.
  const NAMES = ["owen", "lena", "chloe", "diego", "tiago", "chiara", "fleur", "thijs", "bram", "sanne"];
  const SURN = ["hughes", "weber", "moreau", "navarro", "pereira", "russo", "dekker", "jansen", "visser"];
  const nm = (): string => f.pick(NAMES);
  const sn = (): string => f.pick(SURN);
  pii("en", "email_spelled", "it's $", `${nm()} underscore ${sn()} at outlook dot com`);
  pii("en", "email_spelled", "write to $", `${nm()} dash ${sn()}${d(2)} at gmail dot com`);
  clean("en", "email_spelled", "see you at the station at five on the dot");

  pii("de", "email_spelled", "meine mail ist $", `${nm()} punkt ${sn()} at gmx punkt de`);
  pii("de", "email_spelled", "schreib an $", `${nm()} unterstrich ${sn()} Klammeraffe web punkt de`);
  pii("de", "email_spelled", "Adresse: $", `${nm()} bindestrich ${sn()} ät posteo punkt de`);
  clean("de", "email_spelled", "Punkt zwei der Tagesordnung, at the end kommt Punkt drei");

  pii("fr", "email_spelled", "mon mail c'est $", `${nm()} point ${sn()} arobase orange point fr`);
  pii("fr", "email_spelled", "écris à $", `${nm()} tiret du bas ${sn()} arobase free point fr`);
  pii("fr", "email_spelled", "envoie à $", `${nm()} tiret ${sn()} at laposte point net`);
  clean("fr", "email_spelled", "de mon point de vue, c'est au point mort");

  pii("es", "email_spelled", "mi correo es $", `${nm()} guion bajo ${sn()} arroba gmail punto com`);
  pii("es", "email_spelled", "mándalo a $", `${nm()} punto ${sn()} arroba hotmail punto es`);
  clean("es", "email_spelled", "punto y aparte, luego el punto tres del acta");

  pii("pt", "email_spelled", "o meu email é $", `${nm()} ponto ${sn()} arroba sapo ponto pt`);
  pii("pt", "email_spelled", "manda pra $", `${nm()} underline ${sn()} arroba gmail ponto com`);
  pii("pt", "email_spelled", "e-mail: $", `${nm()} traço ${sn()} arroba uol ponto com ponto br`);
  clean("pt", "email_spelled", "comprei uma arroba de carne, ponto final");

  pii("it", "email_spelled", "la mia mail è $", `${nm()} punto ${sn()} chiocciola libero punto it`);
  pii("it", "email_spelled", "scrivi a $", `${nm()} trattino basso ${sn()} chiocciola gmail punto com`);
  clean("it", "email_spelled", "la chiocciola in giardino ha mangiato l'insalata, punto");

  pii("nl", "email_spelled", "mijn mail is $", `${nm()} punt ${sn()} apenstaartje gmail punt com`);
  pii("nl", "email_spelled", "mail naar $", `${nm()} laag streepje ${sn()} at ziggo punt nl`);
  pii("nl", "email_spelled", "mailadres: $", `${nm()} streepje ${sn()} at kpnmail punt nl`);
  pii("nl", "email_spelled", "stuur maar naar $", `${nm()}${d(2)} apenstaartje hotmail punt com`);
  pii("nl", "email_spelled", "werkmail is $", `${nm()} punt ${sn()} at-teken gemeente punt nl`);
  clean("nl", "email_spelled", "punt drie van de agenda: het streepje onder de kop");
  clean("nl", "email_spelled", "we zijn at home, punt uit");

  // =============================================================================================
  // national_id: no label, a context word (the office or the form the number is for).
  const bsnSpaced = (): string => { const b = f.bsn(); return `${b.slice(0, 4)} ${b.slice(4, 6)} ${b.slice(6)}`; };
  pii("en", "national_id", "for the IRS form it's $", f.ssn());
  pii("en", "national_id", "HMRC need mine, it's $", f.nino());
  clean("en", "national_id", "for the IRS form the deadline is April 15, form 1040");
  clean("en", "national_id", "HMRC reference 123/AB45678 is on the letter");

  pii("de", "national_id", "fürs Finanzamt: $", f.steuerId());
  pii("de", "national_id", "die Nummer vom Finanzamt auf meinem Brief ist $", f.steuerId().replace(/ /g, ""));
  clean("de", "national_id", "Finanzamt hat angerufen, Frist bis 31.07.2027");
  clean("de", "national_id", "Aktenzeichen beim Finanzamt: 2027/118-B");

  pii("fr", "national_id", "pour la CPAM c'est $", nir(f));
  pii("fr", "national_id", "sur ma carte Vitale il y a $", nir(f).replace(/ /g, ""));
  clean("fr", "national_id", "pour la CPAM il faut la feuille de soins, délai 30 jours");

  pii("es", "national_id", "para Hacienda pon $", f.dni());
  { const x = f.dni(); pii("es", "national_id", "en el padrón figura $", `${x.slice(0, 2)}.${x.slice(2, 5)}.${x.slice(5, 8)}-${x.slice(8)}`); }
  clean("es", "national_id", "para Hacienda, modelo 100, plazo hasta el 30.06");

  pii("pt", "national_id", "para as Finanças: $", nifPt(f));
  pii("pt", "national_id", "na Receita está $", f.cpf());
  clean("pt", "national_id", `para as Finanças, referência de pagamento ${notNif(f)}`);

  pii("it", "national_id", "per l'Agenzia delle Entrate: $", codiceFiscale(f));
  pii("it", "national_id", "sulla tessera sanitaria c'è $", codiceFiscale(f));
  clean("it", "national_id", "per l'Agenzia delle Entrate serve il modello 730 entro il 30.09");

  pii("nl", "national_id", "voor de belastingdienst: $", f.bsn());
  pii("nl", "national_id", "bij de huisarts opgeven: $", bsnSpaced());
  pii("nl", "national_id", "voor de gemeente moet ik $ invullen", f.bsn());
  pii("nl", "national_id", "op mijn paspoort staat onderaan $", bsnSpaced());
  clean("nl", "national_id", `voor de belastingdienst: kenmerk ${notBsn(f)}, betalen voor 1 mei`);
  clean("nl", "national_id", `bij de huisarts: afspraak 14.30, kamer 2, patiëntnr ${notBsn(f)}`);
  clean("nl", "national_id", "voor de gemeente moet ik het formulier vóór 12.03.2027 invullen");

  // =============================================================================================
  // leak: a value said twice in two shapes; spoken then typed.
  { const p = `${nz()}${d(3)}`; many("secret", "en", "leak", "pin is $1, i.e. $2", [[...p].map((c) => DIGIT_WORDS.en[Number(c)]).join(" "), p]); }
  { const i = f.iban("DE"); many("pii", "de", "leak", "IBAN $1, also ohne Leerzeichen $2", [spaced4(i), i]); }
  { const p = pw("fr"); many("secret", "fr", "leak", "DB_PASS=$1 (oui, $2)", [p, p]); }
  { const x = f.dni(); many("pii", "es", "leak", "para Hacienda $1, o sea $2", [x, `${x.slice(0, 2)}.${x.slice(2, 5)}.${x.slice(5, 8)}-${x.slice(8)}`]); }
  { const c = f.card("4"); many("pii", "pt", "leak", "cartão $1 (sem espaços $2)", [spaced4(c), c]); }
  { const l = `${nm()}.${sn()}`; many("pii", "it", "leak", "mail $1, cioè $2", [`${l.replace(".", " punto ")} chiocciola libero punto it`, `${l}@libero.it`]); }
  { const b = f.bsn(); many("pii", "nl", "leak", "voor de belastingdienst $1, met spaties $2", [b, `${b.slice(0, 4)} ${b.slice(4, 6)} ${b.slice(6)}`]); }
  { const i = f.iban("NL"); many("pii", "nl", "leak", "rekening $1 (dus $2)", [spaced4(i), i.toLowerCase()]); }
  { const p = pw("nl"); many("secret", "nl", "leak", "wachtwoord: $1\nin de compose: DB_PASSWORD=$2", [p, p]); }
  clean("nl", "leak", "factuur 2026-0412 nogmaals: 2026-0412");
  clean("de", "leak", "Flug LH 2035, nochmal LH 2035");
  clean("en", "leak", "ticket #48213, again #48213");

  // =============================================================================================
  // lookalike: clean lines of the same shapes (tickets, invoices, postal codes, flights, seats,
  // models, rooms, dotted dates, prices).
  clean("en", "lookalike", "invoice INV-2026-0412 is due 14.01.2027, total $1,249.90");
  clean("en", "lookalike", "flight BA 2490 boards at gate 22, seat 14C");
  clean("en", "lookalike", "model WH-1000XM5 is on sale for £279.99");
  clean("en", "lookalike", "room 1204 on floor 12, checkout by 11.00");
  clean("en", "lookalike", "ticket #48213 closed, see #48190 for the follow-up");
  clean("de", "lookalike", "Rechnung Nr. 2026-04-118 über 1.249,90 €, fällig am 12.03.2027");
  clean("de", "lookalike", "Flug LH 2035 um 06.45 Uhr, Sitz 23F, Gate A14");
  clean("de", "lookalike", "Zimmer 314, Frühstück ab 7.00, WLAN im Foyer");
  clean("de", "lookalike", "Modell KD-55X85K für 1.099 € bei Saturn");
  clean("fr", "lookalike", "facture FA-2026-0334 : 1 249,90 € TTC, à régler avant le 03.04.2027");
  clean("fr", "lookalike", "vol AF 1234 à 14h35, siège 12A, porte K42");
  clean("fr", "lookalike", "chambre 207, deuxième étage, code postal 75011");
  clean("es", "lookalike", "vuelo IB 3170, asiento 22C, puerta B18");
  clean("es", "lookalike", "factura F2026/0456 por 89,95 €, vence el 15.02.2027");
  clean("es", "lookalike", "habitación 512, modelo del aire SM-A546B no enfría");
  clean("pt", "lookalike", "voo TP 1350 às 06.50, lugar 17D");
  clean("pt", "lookalike", "fatura FT 2026/118 de 45,30 €, vence a 28.02.2027");
  clean("pt", "lookalike", "quarto 402, modelo HP LaserJet M110we");
  clean("it", "lookalike", "volo AZ 2040, posto 8B, imbarco alle 13.20");
  clean("it", "lookalike", "fattura n. 2026/0387 di 120,00 €, scadenza 31.01.2027");
  clean("it", "lookalike", "camera 1108, CAP 00197, modello RX-V685");
  clean("nl", "lookalike", "vlucht KL 1234 vertrekt 14.35 uur, stoel 21A, gate D7");
  clean("nl", "lookalike", "factuur 2026-0412 van € 1.249,95, betalen voor 01.02.2027");
  clean("nl", "lookalike", "ticketnummer 8841-2231-0097, rij 12 stoel 14");
  clean("nl", "lookalike", "model 55OLED806/12 kost € 1.399,-");
  clean("nl", "lookalike", "afspraak op 12.03.2027 om 09.15, kamer B2.14");
  clean("nl", "lookalike", "zaaknummer 2026-118233, postcode 3512 JE");
  clean("nl", "lookalike", "ordernummer #40118832, bezorgd tussen 10.00 en 12.00");
  clean("nl", "lookalike", "trein 3542 naar Zwolle, spoor 5b, 17.42 vertrek");

  return out;
}
