/**
 * The words of the prose-disclosure grammar (privacy/disclosures.ts), one entry per language ZOE
 * reads: the keywords that name a secret, the connectors between a keyword and its value, the
 * filler words that may stand before the value, and the unit words that make a number a length
 * ("8 caractères") instead of a code. Kept in one file, keyed by language code, so it can move
 * into the language packs (lang/<code>/) in one step once every pack, Italian and Dutch included,
 * exists on main. All words lower case; a keyword may be several words.
 * Must never: hold logic; a word that is only a word in another language's sentences (the grammar
 * reads every language's words on every text, since owners mix languages).
 */

export interface DisclosureWords {
  /** Words naming a password-like secret: the value must look like a credential (or be a long digit run). */
  password: readonly string[];
  /** Words naming a code or key: a 4 to 8 digit value (a PIN, a door code, "#9855") counts too. */
  code: readonly string[];
  /** Head nouns that form compounds with anything before them ("Bankpasswort", "WLAN-Schlüssel", "netwerksleutel"). */
  compoundHeads: readonly string[];
  /** Words between the keyword's phrase and the value ("is", "ist", "c'est", "é", "veranderd in"). */
  connectors: readonly string[];
  /** Words that may stand between a connector and the value ("now", "jetzt", "toujours", articles). */
  fillers: readonly string[];
  /** Words right after a number that make it a length, a duration or an amount, not a code. */
  units: readonly string[];
}

export const DISCLOSURE_WORDS: Record<"en" | "de" | "fr" | "es" | "pt" | "it" | "nl", DisclosureWords> = {
  en: {
    password: ["password", "passwords", "passwd", "passphrase", "pass phrase", "pw", "pwd", "login", "log-in", "credentials", "creds", "recovery phrase", "seed phrase", "wifi", "wi-fi", "wlan"],
    code: ["passcode", "pin", "pin code", "pin number", "puk", "code", "key", "door code", "gate code", "alarm code", "entry code", "access code", "keypad code", "lock code", "unlock code", "safe code", "garage code", "security code", "network key", "wifi key", "recovery key", "setup key", "secret key", "cvv", "cvc"],
    compoundHeads: [],
    connectors: ["is", "was", "are", "=", ":", "->", "→", "–", "—", "-", "to", "reads", "is:", "now"],
    fillers: ["now", "still", "just", "simply", "actually", "the", "new", "set", "to", "changed", "temporarily", "always"],
    units: ["characters", "chars", "digits", "letters", "days", "weeks", "months", "minutes", "min", "hours", "times", "x", "%", "€", "$", "£", "euros", "dollars", "pounds", "people", "attempts", "tries", "lines", "words", "pages", "rows", "files", "users", "per"],
  },
  de: {
    password: ["passwort", "passworts", "passwörter", "kennwort", "kennworts", "kennwörter", "zugangsdaten", "anmeldedaten", "login", "logindaten", "passphrase", "wiederherstellungsphrase"],
    code: ["pin", "puk", "geheimzahl", "code", "türcode", "torcode", "haustürcode", "alarmcode", "zugangscode", "tresorcode", "entsperrcode", "sicherheitscode", "schlüssel", "schlüssels", "netzwerkschlüssel", "wiederherstellungsschlüssel", "einrichtungsschlüssel"],
    compoundHeads: ["passwort", "kennwort", "schlüssel", "pin", "code"],
    connectors: ["ist", "lautet", "war", "sind", "lauten", "auf", "zu", "heißt", "heisst"],
    fillers: ["jetzt", "nun", "noch", "immer", "einfach", "übrigens", "neu", "der", "die", "das", "den"],
    units: ["zeichen", "stellen", "stellig", "ziffern", "buchstaben", "tage", "tagen", "wochen", "monate", "monaten", "minuten", "stunden", "mal", "euro", "leute", "personen", "versuche", "zeilen", "wörter", "seiten", "pro"],
  },
  fr: {
    password: ["mot de passe", "mots de passe", "mdp", "identifiant", "identifiants", "phrase secrète", "phrase de passe", "login"],
    code: ["code", "code pin", "code puk", "digicode", "code d'accès", "code secret", "clé", "clef", "clé wifi", "clé wi-fi", "clé de sécurité", "clé de récupération", "clé secrète", "clé de configuration"],
    compoundHeads: [],
    connectors: ["est", "c'est", "c’est", "était", "sont", "en", "à", "devient", "reste", "vaut"],
    fillers: ["toujours", "maintenant", "juste", "désormais", "bien", "le", "la", "les", "l'", "nouveau", "nouvelle"],
    units: ["caractères", "caractère", "chiffres", "lettres", "jours", "semaines", "mois", "minutes", "heures", "fois", "euros", "personnes", "essais", "tentatives", "lignes", "mots", "pages", "par"],
  },
  es: {
    password: ["contraseña", "contraseñas", "contrasena", "contrasenas", "usuario", "credenciales", "frase semilla", "frase de recuperación"],
    code: ["clave", "claves", "pin", "puk", "código", "codigo", "código pin", "clave wifi", "clave secreta", "clave de recuperación", "clave de configuración", "código de acceso", "código de seguridad"],
    compoundHeads: [],
    connectors: ["es", "era", "son", "a", "en", "sigue siendo", "queda", "quedó"],
    fillers: ["ahora", "todavía", "aún", "ya", "el", "la", "los", "las", "nueva", "nuevo"],
    units: ["caracteres", "dígitos", "digitos", "letras", "días", "dias", "semanas", "meses", "minutos", "horas", "veces", "euros", "personas", "intentos", "líneas", "palabras", "páginas", "por", "al"],
  },
  pt: {
    password: ["senha", "senhas", "palavra-passe", "palavras-passe", "palavra passe", "utilizador", "usuário", "usuario", "credenciais", "login", "frase de recuperação"],
    code: ["código", "codigo", "pin", "puk", "chave", "chave wifi", "chave de segurança", "chave de recuperação", "chave de configuração", "chave secreta", "código de acesso"],
    compoundHeads: [],
    connectors: ["é", "era", "são", "para", "em", "fica", "ficou", "passou a ser"],
    fillers: ["agora", "ainda", "já", "o", "a", "os", "as", "nova", "novo"],
    units: ["caracteres", "dígitos", "digitos", "letras", "dias", "semanas", "meses", "minutos", "horas", "vezes", "euros", "reais", "pessoas", "tentativas", "linhas", "palavras", "páginas", "por"],
  },
  it: {
    password: ["password", "parola d'ordine", "credenziali", "utente", "login", "passphrase", "frase di recupero"],
    code: ["codice", "codici", "pin", "puk", "chiave", "chiave wifi", "chiave di sicurezza", "chiave di recupero", "chiave segreta", "chiave di configurazione", "codice d'accesso", "codice di accesso"],
    compoundHeads: [],
    connectors: ["è", "e'", "era", "sono", "in", "a", "diventa", "resta"],
    fillers: ["ora", "adesso", "ancora", "già", "il", "lo", "la", "i", "gli", "le", "nuova", "nuovo"],
    units: ["caratteri", "cifre", "lettere", "giorni", "settimane", "mesi", "minuti", "ore", "volte", "euro", "persone", "tentativi", "righe", "parole", "pagine", "al"],
  },
  nl: {
    password: ["wachtwoord", "wachtwoorden", "inloggegevens", "inlognaam", "login", "herstelzin"],
    code: ["code", "pincode", "pin", "puk", "sleutel", "deurcode", "poortcode", "alarmcode", "toegangscode", "herstelcode", "herstelsleutel", "beveiligingscode", "netwerksleutel", "wifi-sleutel"],
    compoundHeads: ["wachtwoord", "sleutel", "code"],
    connectors: ["is", "was", "zijn", "in", "naar", "wordt", "blijft", "luidt"],
    fillers: ["nu", "nog", "steeds", "gewoon", "voortaan", "het", "de", "nieuwe"],
    units: ["tekens", "cijfers", "letters", "dagen", "weken", "maanden", "minuten", "uur", "keer", "euro", "mensen", "pogingen", "regels", "woorden", "paginas", "per"],
  },
};
