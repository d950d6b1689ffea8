/**
 * How an owner writing Italian names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, and the units that make a number a length.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["password", "parola d'ordine", "credenziali", "utente", "login", "passphrase", "frase di recupero"],
  code: ["codice", "codici", "pin", "puk", "chiave", "chiave wifi", "chiave di sicurezza", "chiave di recupero", "chiave segreta", "chiave di configurazione", "codice d'accesso", "codice di accesso", "allarme", "cassaforte"],
  compoundHeads: [],
  connectors: ["è", "e'", "era", "sono", "in", "a", "diventa", "resta"],
  fillers: ["ora", "adesso", "ancora", "già", "il", "lo", "la", "i", "gli", "le", "nuova", "nuovo"],
  units: ["caratteri", "cifre", "lettere", "giorni", "settimane", "mesi", "minuti", "ore", "volte", "euro", "persone", "tentativi", "righe", "parole", "pagine", "al"],
  userWords: ["utente", "nome utente", "username", "account", "email", "e-mail", "login"],
  plainValueKeywords: ["password", "parola d'ordine"],
  asWords: ["come"],
  notValues: ["sbagliata", "sbagliato", "giusta", "giusto", "corretta", "errata", "scaduta", "debole", "forte", "sicura", "insicura", "uguale", "diversa", "cambiata", "modificata", "salvata", "conosciuta", "sconosciuta", "semplice", "facile", "difficile", "lunga", "corta", "vuota", "qui", "qua", "sotto", "sopra", "bloccata", "dimenticata", "persa", "nuova", "vecchia", "anche", "ancora", "probabilmente", "cifrata", "seguente", "obbligatoria"],
};
