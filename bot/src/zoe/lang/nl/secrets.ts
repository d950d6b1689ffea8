/**
 * How an owner writing Dutch names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, the units that make a number a length, the words
 * that put a login in a clause and those that make a code a voucher or an order.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["wachtwoord", "wachtwoorden", "inloggegevens", "inlognaam", "login", "herstelzin", "wachtwoordzin", "ww", "wachtwoordje", "paswoord", "wachtwoort", "wagtwoord", "wachtwoordt", "wachwoord"],
  code: ["code", "pincode", "pin", "puk", "sleutel", "deurcode", "poortcode", "alarmcode", "toegangscode", "herstelcode", "herstelsleutel", "beveiligingscode", "netwerksleutel", "wifi-sleutel", "alarm", "kluis", "kluiscode", "sleutelkluis", "sleutelkluisje", "hangslot", "cijferslot", "fietsslot", "combinatie"],
  compoundHeads: ["wachtwoord", "sleutel", "code", "wachtwoorden", "wachtwoordje"],
  connectors: ["is", "was", "zijn", "in", "op", "naar", "wordt", "blijft", "luidt", "werd"],
  fillers: ["heb", "ik", "nu", "nog", "steeds", "gewoon", "voortaan", "het", "de", "nieuwe", "momenteel", "altijd", "weer", "sinds", "gisteren", "vandaag", "eindelijk", "officieel", "letterlijk", "trouwens", "overigens", "je"],
  units: ["tekens", "cijfers", "letters", "dagen", "weken", "maanden", "minuten", "uur", "keer", "euro", "mensen", "pogingen", "regels", "woorden", "paginas", "per"],
  userWords: ["gebruikersnaam", "gebruiker", "inlognaam", "account", "e-mail", "email", "login"],
  plainValueKeywords: ["wachtwoord", "wachtwoorden", "wachtwoordje", "paswoord", "wachtwoordzin", "wachtwoort", "wagtwoord", "wachtwoordt", "wachwoord"],
  asWords: ["als"],
  settledVerbs: ["werd", "geworden", "wordt", "bleef"],
  notValues: ["fout", "goed", "juist", "onjuist", "ongeldig", "geldig", "verlopen", "zwak", "sterk", "veilig", "onveilig", "hetzelfde", "anders", "veranderd", "gewijzigd", "opgeslagen", "bekend", "onbekend", "simpel", "makkelijk", "moeilijk", "lang", "kort", "leeg", "hier", "daar", "hieronder", "hierboven", "geblokkeerd", "vergeten", "kwijt", "nieuw", "oud", "ook", "nog", "waarschijnlijk", "versleuteld", "volgende", "verplicht", "bitwarden", "1password", "keepass", "lastpass", "sleutelhanger", "schrift", "koelkast", "la", "lade", "sticker", "zelf", "langer", "korter", "sterker", "zwakker", "veiliger", "beter", "makkelijker", "moeilijker"],
  pairCues: ["account", "toegang", "inloggen", "inlog", "login", "router", "wifi", "portaal", "app"],
  corrections: ["sorry", "nee wacht", "correctie", "ik bedoel", "oeps", "pardon", "nee", "foutje"],
  storyCues: ["bank", "veranderd", "gezet", "het nieuwe", "de nieuwe", "netflix", "bol.com", "digid", "buitengesloten", "laptop", "hotmail", "ontgrendelen", "spotify", "disney+", "icloud", "paypal", "videoland", "ziggo", "kpn", "ns-account", "bankapp", "marktplaats", "gmail", "instagram", "odido"],
  codeTopics: ["korting", "kortingscode", "cadeaubon", "waardebon", "winkelwagen", "tracking", "boeking", "bestelling", "fout", "foutcode", "project", "cursus", "module", "product", "vak", "evenement", "vingerafdruk", "fingerprint", "bonnetje", "kassabon", "lobby", "quiz"],
  namingWords: ["heet", "genaamd", "heten"],
  means: ["met", "toets", "intoetsen", "typ", "typen", "tik", "intikken", "gebruik", "gebruikt"],
  shortCodes: ["hangslot", "cijferslot", "fietsslot", "combinatie"],
  securityAnswers: ["meisjesnaam", "meisjesnaam van mijn moeder", "beveiligingsvraag", "geheime vraag", "geheim antwoord", "eerste huisdier", "naam van mijn eerste huisdier"],
  placeVerbs: ["opgeslagen", "bewaard", "staat", "ligt", "genoteerd", "opgeschreven"],
  leadIns: ["dat", "dit", "hier", "opent", "ontgrendelt"],
  phraseConnectors: ["is", "luidt"],
  dictation: ["dan", "daarna"],
  spaceWords: ["spatie", "spaties"],
  conjunctions: ["en", "of"],
  doors: ["voordeur", "garagedeur", "kluisje", "codeslot", "toetsenpaneel"],
  references: ["nr", "nr.", "factuur", "kamer", "pagina", "regel", "stap", "spoor", "vlucht", "terminal"],
  timePrepositions: ["om", "voor"],
  datePrepositions: ["in", "naar", "sinds", "van", "tot", "voor"],
  proseWords: ["dezelfde", "hetzelfde", "deze", "diegene", "datgene", "langer", "korter", "beter", "erg", "heel", "altijd", "niet", "ergens", "helaas", "super"],
  topics: ["regels", "artikel", "product", "onderdeel", "klant", "vergeten", "hashing", "hash", "versleuteling"],
  notSecretPrefixes: ["zaal", "vergader", "kleur", "artikel", "product", "inbel", "publieke", "boekings", "reserverings", "bevestigings", "bestel", "verzend"],
  tokens: ["token", "toegangstoken", "api-token"],
  meetings: ["vergader-id", "vergaderid", "inbel", "inbelnummer", "inbelcode", "teams-vergadering", "zoom-vergadering", "videovergadering"],
  networkNames: ["gast", "gasten", "bezoeker", "bezoekers"],
  receipts: ["bonnetje", "kassabon", "kassabonnetje", "pinbon"],
  recoveryCodes: ["herstel", "reserve", "nood", "back-up"],
  ownCodes: ["mijn", "onze"],
  spokenNumbers: {
    digits: ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
    otherDigits: { één: 1 },
    pairs: ["tien", "elf", "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien", "negentien", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"],
    joiners: ["en", "ën"],
  },
  singlePatterns: {
    passwordWords: ["wachtwoord"],
    purposeWords: ["voor"],
    articles: ["het", "de"],
    connectors: [],
    pinWords: [],
    countWords: [],
    loginWords: ["gebruiker"],
  },
};
