/**
 * How an owner writing Italian names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, the units that make a number a length, the words
 * that put a login in a clause and those that make a code a voucher or an order.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["password", "parola d'ordine", "credenziali", "utente", "login", "passphrase", "frase di recupero", "passwd", "parola chiave", "parola d'accesso", "parole d'accesso", "parola di accesso", "parole d'ordine", "parola segreta", "pasword", "passowrd", "passwrod", "psw", "frase segreta", "frase d'accesso"],
  code: ["codice", "codici", "pin", "puk", "chiave", "chiave wifi", "chiave di sicurezza", "chiave di recupero", "chiave segreta", "chiave di configurazione", "codice d'accesso", "codice di accesso", "allarme", "cassaforte", "lucchetto", "cassetta delle chiavi", "cassetta chiavi", "combinazione", "codice del cancello", "codice del portone", "codice del citofono"],
  compoundHeads: [],
  connectors: ["è", "e'", "era", "sono", "in", "su", "a", "diventa", "resta", "sarà", "con", "fu"],
  fillers: ["ora", "adesso", "ancora", "già", "il", "lo", "la", "i", "gli", "le", "nuova", "nuovo", "sempre", "attualmente", "di nuovo", "da", "ieri", "oggi", "finalmente", "ufficialmente", "letteralmente", "comunque", "peraltro"],
  units: ["caratteri", "cifre", "lettere", "giorni", "settimane", "mesi", "minuti", "ore", "volte", "euro", "persone", "tentativi", "righe", "parole", "pagine", "al"],
  userWords: ["utente", "nome utente", "username", "account", "email", "e-mail", "login"],
  plainValueKeywords: ["password", "parola d'ordine", "parola d'accesso", "parole d'accesso", "parola di accesso", "parole d'ordine", "parola segreta", "passphrase", "pasword", "passowrd", "passwrod", "psw", "frase segreta", "frase d'accesso"],
  asWords: ["come"],
  settledVerbs: ["diventata", "diventato", "diventa", "rimasta", "rimasto", "finita"],
  notValues: ["sbagliata", "sbagliato", "giusta", "giusto", "corretta", "errata", "scaduta", "debole", "forte", "sicura", "insicura", "uguale", "diversa", "cambiata", "modificata", "salvata", "conosciuta", "sconosciuta", "semplice", "facile", "difficile", "lunga", "corta", "vuota", "qui", "qua", "sotto", "sopra", "bloccata", "dimenticata", "persa", "nuova", "vecchia", "anche", "ancora", "probabilmente", "cifrata", "seguente", "obbligatoria", "bitwarden", "1password", "keepass", "lastpass", "portachiavi", "quaderno", "frigo", "cassetto", "adesivo", "stesso", "stessa", "stessi", "più", "meno"],
  pairCues: ["account", "accesso", "accedi", "accedere", "login", "router", "wifi", "portale", "app"],
  corrections: ["scusa", "scusate", "anzi", "correggo", "volevo dire", "no aspetta", "ho sbagliato", "errore"],
  storyCues: ["banca", "cambiata", "rimessa", "rimesso", "la nuova", "il nuovo", "netflix", "amazon", "bloccato", "bloccata", "portatile", "vecchia mail", "sbloccare", "spotify", "disney+", "icloud", "paypal", "sky", "dazn", "spid", "libero", "gmail", "instagram"],
  codeTopics: ["sconto", "buono", "coupon", "promo", "carrello", "spedizione", "tracciamento", "prenotazione", "ordine", "errore", "progetto", "corso", "modulo", "prodotto", "materia", "evento", "impronta", "fingerprint", "scontrino", "ricevuta", "lobby", "quiz"],
  namingWords: ["chiama", "chiamata", "chiamato"],
  means: ["con", "digita", "digiti", "digitare", "inserisci", "inserire", "componi", "comporre", "metti", "usa"],
  shortCodes: ["lucchetto", "combinazione"],
  securityAnswers: ["cognome da nubile", "nome da nubile", "domanda di sicurezza", "domanda segreta", "risposta segreta", "primo animale", "primo animale domestico"],
  placeVerbs: ["salvato", "salvata", "conservato", "conservata", "custodito", "custodita", "annotato", "annotata", "scritto", "scritta"],
  leadIns: ["ecco", "eccola", "eccolo", "questa", "questo", "apre", "sblocca"],
  phraseConnectors: ["è", "e'"],
  dictation: ["poi", "dopo"],
  spaceWords: ["spazio", "spazi"],
  conjunctions: ["e", "ed", "o", "oppure"],
  doors: ["cancello", "portone", "garage", "armadietto", "tastierino"],
  references: ["nº", "n°", "nº.", "n°.", "fattura", "stanza", "pagina", "riga", "passo", "binario", "volo", "terminal"],
  timePrepositions: ["alle", "per"],
  datePrepositions: ["in", "a", "da", "dal", "fino", "per"],
  proseWords: ["quella", "quello", "quelle", "quelli", "questa", "questo", "stessa", "stesso", "solita", "solito", "più", "meno", "molto", "ancora", "sempre", "nella"],
  topics: ["righe", "articolo", "prodotto", "pezzo", "cliente", "postale", "fiscale", "dimenticata", "pubblica", "pubbliche", "hash", "cifratura"],
  notSecretPrefixes: ["riunione", "conferenza", "sala", "ateco"],
  tokens: ["token", "token di accesso"],
  meetings: ["id riunione", "id della riunione", "id conferenza", "riunione zoom", "riunione teams", "videoconferenza", "audioconferenza"],
  networkNames: ["ospite", "ospiti", "visitatore", "visitatori"],
  receipts: ["scontrino", "ricevuta"],
  recoveryCodes: ["recupero", "emergenza", "riserva", "backup"],
  ownCodes: ["miei", "nostri"],
  spokenNumbers: {
    digits: ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    otherDigits: { tré: 3 },
    pairs: ["dieci", "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto", "diciannove", "venti", "vent", "trenta", "trent", "quaranta", "quarant", "cinquanta", "cinquant", "sessanta", "sessant", "settanta", "settant", "ottanta", "ottant", "novanta", "novant"],
    joiners: [],
  },
  singlePatterns: {
    passwordWords: ["parola d'ordine"],
    purposeWords: [],
    articles: [],
    connectors: ["è"],
    pinWords: [],
    countWords: [],
    loginWords: [],
  },
};
