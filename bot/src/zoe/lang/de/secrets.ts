/**
 * How an owner writing German names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, the units that make a number a length, the words
 * that put a login in a clause and those that make a code a voucher or an order.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["passwort", "passworts", "passwörter", "kennwort", "kennworts", "kennwörter", "zugangsdaten", "anmeldedaten", "login", "logindaten", "passphrase", "wiederherstellungsphrase", "paßwort", "paßworts", "password", "passwortes", "kennwortes", "pw", "passwrot", "paswort", "passwot", "kenwort"],
  code: ["pin", "puk", "geheimzahl", "code", "türcode", "torcode", "haustürcode", "alarmcode", "zugangscode", "tresorcode", "entsperrcode", "sicherheitscode", "schlüssel", "schlüssels", "netzwerkschlüssel", "wiederherstellungsschlüssel", "einrichtungsschlüssel", "alarm", "alarmanlage", "tresor", "schlüsselbox", "schlüsselsafe", "schlüsseltresor", "zahlenschloss", "fahrradschloss", "vorhängeschloss", "kombination", "zahlencode", "wlan-key", "pin-nummer", "pin-code"],
  compoundHeads: ["passwort", "kennwort", "schlüssel", "pin", "code", "passwörter", "kennwörter"],
  connectors: ["ist", "lautet", "war", "sind", "lauten", "auf", "zu", "heißt", "heisst", "wird", "bleibt", "lautete", "wurde"],
  fillers: ["habe", "hab", "ich", "jetzt", "nun", "noch", "immer", "einfach", "übrigens", "neu", "der", "die", "das", "den", "aktuell", "derzeit", "momentan", "wieder", "seit", "gestern", "heute", "endlich", "offiziell", "wörtlich", "buchstäblich", "jedenfalls", "du"],
  units: ["zeichen", "stellen", "stellig", "ziffern", "buchstaben", "tage", "tagen", "wochen", "monate", "monaten", "minuten", "stunden", "mal", "euro", "leute", "personen", "versuche", "zeilen", "wörter", "seiten", "pro"],
  userWords: ["benutzername", "benutzer", "nutzername", "login", "konto", "e-mail", "email", "anmeldename", "kundennummer"],
  plainValueKeywords: ["passwort", "passworts", "kennwort", "kennworts", "passwörter", "kennwörter", "passwortes", "kennwortes", "passphrase", "passwrot", "paswort", "passwot", "kenwort"],
  asWords: ["als"],
  settledVerbs: ["wurde", "geworden", "heißt", "blieb"],
  notValues: ["falsch", "richtig", "korrekt", "ungültig", "gültig", "abgelaufen", "schwach", "stark", "sicher", "unsicher", "gleich", "anders", "geändert", "gespeichert", "bekannt", "unbekannt", "einfach", "schwer", "lang", "kurz", "leer", "dabei", "hier", "dort", "unten", "oben", "gesperrt", "vergessen", "verloren", "weg", "neu", "alt", "zu", "noch", "auch", "wahrscheinlich", "verschlüsselt", "folgendes", "notwendig", "erforderlich", "pflicht", "bitwarden", "1password", "keepass", "lastpass", "schlüsselbund", "zettel", "kühlschrank", "schublade", "aufkleber", "kennt", "selbst", "selber", "länger", "kürzer", "stärker", "schwächer", "sicherer", "besser", "einfacher", "schwieriger"],
  pairCues: ["konto", "log dich", "logge dich", "melde dich", "zugang", "zugangs", "anmeldung", "anmelden", "einloggen", "login", "router", "wlan", "portal", "app"],
  corrections: ["sorry", "quatsch", "ne", "nein", "korrektur", "ich meine", "pardon", "moment", "tippfehler", "falsch"],
  storyCues: ["bank", "onlinebanking", "homebanking", "postfach", "mailpostfach", "zurückgesetzt", "geändert", "das neue", "amazon", "netflix", "ausgesperrt", "laptop", "entsperren", "entsperrt", "spotify", "disney+", "icloud", "paypal", "ebay", "sky", "dazn", "gmx", "web.de", "sparkasse", "telekom", "vodafone", "gmail", "instagram"],
  codeTopics: ["rabatt", "gutschein", "gutscheincode", "warenkorb", "kasse", "aktionscode", "sendung", "buchung", "bestellung", "fehler", "prozent", "projekt", "kurs", "veranstaltung", "modul", "produkt", "fach", "seminar", "fingerprint", "fingerabdruck", "kassenbon", "quittung", "lobby", "quiz"],
  namingWords: ["heißt", "heisst", "namens"],
  means: ["mit", "tippen", "tippe", "tippst", "eingeben", "eintippen", "nimm", "nimmst"],
  shortCodes: ["zahlenschloss", "fahrradschloss", "vorhängeschloss", "kombination"],
  securityAnswers: ["geburtsname meiner mutter", "geburtsname der mutter", "mädchenname meiner mutter", "mädchenname der mutter", "mädchenname", "sicherheitsfrage", "sicherheitsantwort", "erstes haustier", "ersten haustiers", "name meines ersten haustiers"],
  placeVerbs: ["gespeichert", "hinterlegt", "abgelegt", "liegt", "steht", "notiert", "aufgeschrieben"],
  leadIns: ["so", "das", "hier", "öffnet", "öffnen", "entsperrt"],
  phraseConnectors: ["ist", "lautet"],
  dictation: ["dann", "danach", "anschließend"],
  spaceWords: ["leerzeichen", "leerstelle", "leerstellen"],
  conjunctions: ["und", "oder", "sowie"],
  doors: ["garagentor", "haustür", "gartentor", "hoftor", "spind", "tastenfeld", "codeschloss"],
  references: ["nr", "nr.", "rechnung", "zimmer", "seite", "zeile", "schritt", "gleis", "flug", "ticket", "version", "bus", "terminal"],
  timePrepositions: ["um", "für", "bis"],
  datePrepositions: ["in", "im", "auf", "zu", "seit", "von", "bis", "für"],
  proseWords: ["dieselbe", "derselbe", "dasselbe", "diese", "dieses", "jene", "gleiche", "länger", "kürzer", "besser", "sehr", "immer", "nicht", "noch", "schon", "ganz", "total", "irgendwo", "leider", "super"],
  topics: ["zeilen", "artikel", "kunde", "vergessen", "zurücksetzen", "manager", "richtlinie", "hashing", "hash", "verschlüsselung"],
  notSecretPrefixes: ["projekt", "kurs", "quell", "rabatt", "gutschein", "fehler", "produkt", "farb", "buchungs", "zeit", "tastatur", "postleit", "post-leit", "raum", "besprechungs", "konferenz", "einladungs", "geschenk", "bestätigungs", "bestell", "ust", "steuer", "landes", "vorwahl", "artikel", "einwahl", "öffentliche", "öffentlichen", "öffentlicher"],
  tokens: ["token", "zugangstoken", "api-token"],
  meetings: ["webinar", "webinare", "meeting-id", "meeting-kennnummer", "konferenz-id", "konferenzkennung", "einwahl", "telefoneinwahl", "einwahlnummer", "videokonferenz", "zoom-meeting", "teams-besprechung"],
  networkNames: ["gast", "gäste", "gaeste", "besucher"],
  receipts: ["kassenbon", "kassenzettel", "quittung", "beleg"],
  recoveryCodes: ["wiederherstellungs", "backup", "backup-", "notfall", "ersatz", "sicherungs"],
  ownCodes: ["meine", "unsere"],
  spokenNumbers: {
    digits: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    otherDigits: { ein: 1, zwo: 2, fuenf: 5, sieb: 7 },
    pairs: ["zehn", "elf", "zwölf", "zwoelf", "dreizehn", "vierzehn", "fünfzehn", "fuenfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig", "dreißig", "dreissig", "vierzig", "fünfzig", "fuenfzig", "sechzig", "siebzig", "achtzig", "neunzig"],
    joiners: ["und"],
  },
  singlePatterns: {
    passwordWords: ["passwort", "kennwort", "geheimzahl", "türcode", "alarmcode"],
    purposeWords: ["für", "von", "zum", "zur", "auf"],
    articles: ["die", "der", "das"],
    connectors: ["ist", "lautet"],
    pinWords: ["PIN-Code", "Geheimzahl"],
    countWords: ["stellig", "mal"],
    loginWords: ["benutzername", "benutzer", "zugangsdaten"],
  },
};
