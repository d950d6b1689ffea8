/**
 * The secret words of the two languages the gate reads before ZOE speaks them: Italian and Dutch.
 * Every language ZOE speaks keeps its words in its pack (lang/<code>/secrets.ts, `pack(l).secrets`);
 * these two move there, unchanged, when lang/it and lang/nl exist (then this file goes).
 * Must never: hold logic, or the words of a language that has a pack.
 */
import type { SecretWords } from "../lang/index.ts";

const ITALIAN: SecretWords = {
  password: ["password", "parola d'ordine", "credenziali", "utente", "login", "passphrase", "frase di recupero"],
  code: ["codice", "codici", "pin", "puk", "chiave", "chiave wifi", "chiave di sicurezza", "chiave di recupero", "chiave segreta", "chiave di configurazione", "codice d'accesso", "codice di accesso", "allarme", "cassaforte"],
  compoundHeads: [],
  connectors: ["è", "e'", "era", "sono", "in", "a", "diventa", "resta"],
  fillers: ["ora", "adesso", "ancora", "già", "il", "lo", "la", "i", "gli", "le", "nuova", "nuovo"],
  units: ["caratteri", "cifre", "lettere", "giorni", "settimane", "mesi", "minuti", "ore", "volte", "euro", "persone", "tentativi", "righe", "parole", "pagine", "al"],
};

const DUTCH: SecretWords = {
  password: ["wachtwoord", "wachtwoorden", "inloggegevens", "inlognaam", "login", "herstelzin"],
  code: ["code", "pincode", "pin", "puk", "sleutel", "deurcode", "poortcode", "alarmcode", "toegangscode", "herstelcode", "herstelsleutel", "beveiligingscode", "netwerksleutel", "wifi-sleutel", "alarm", "kluis"],
  compoundHeads: ["wachtwoord", "sleutel", "code"],
  connectors: ["is", "was", "zijn", "in", "naar", "wordt", "blijft", "luidt"],
  fillers: ["nu", "nog", "steeds", "gewoon", "voortaan", "het", "de", "nieuwe"],
  units: ["tekens", "cijfers", "letters", "dagen", "weken", "maanden", "minuten", "uur", "keer", "euro", "mensen", "pogingen", "regels", "woorden", "paginas", "per"],
};

/** The languages without a pack yet whose owners' secrets the gate reads too. */
export const UNPACKED_SECRET_WORDS: readonly SecretWords[] = [ITALIAN, DUTCH];
