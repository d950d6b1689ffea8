/**
 * How an owner writing Dutch writes personal data, for the privacy gate (privacy/personal.ts):
 * the words around a date of birth, month names, the words naming an identity number or document,
 * street words and phone words with the regions whose numbers the language's speakers write.
 * Must never: hold logic.
 */
import type { PersonalWords } from "../pack.ts";

export const PERSONAL: PersonalWords = {
  birth: ["geboren", "geb.", "geboortedatum", "verjaardag", "jarig"],
  birthdayErrands: ["cadeau", "feest", "feestje", "taart", "kaart", "etentje", "verrassing", "lijst"],
  months: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december", "jan", "feb", "mrt", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "nov", "dec"],
  dayWords: ["een", "eerste", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf", "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien", "negentien", "twintig", "eenentwintig", "tweeëntwintig", "drieëntwintig", "vierentwintig", "vijfentwintig", "zesentwintig", "zevenentwintig", "achtentwintig", "negenentwintig", "dertig", "eenendertig"],
  yearWords: { opens: ["negentienhonderd", "negentien", "tweeduizend"], parts: [] },
  plates: { words: ["kenteken", "kentekenplaat", "nummerbord"], mine: ["mijn", "m'n", "ons", "onze"] },
  nationalIds: ["insz", "fiscaal nummer"],
  checkedIds: ["bsn", "bsn-nummer", "burgerservicenummer", "burgerservicenr", "sofinummer", "sofi-nummer", "rijksregisternummer", "rijksregister"],
  idAuthorities: ["belastingdienst", "huisarts", "gemeente", "digid", "uwv", "svb", "zorgverzekeraar", "salarisadministratie", "aangifte"],
  cardChecks: ["cvv", "cvc", "beveiligingscode", "controlecode", "kaartverificatiecode"],
  documents: ["paspoort", "paspoortnummer", "identiteitskaart", "id-kaart", "rijbewijs", "rijbewijsnummer", "verblijfsvergunning"],
  streetTypes: ["laan van"],
  streetTypesLowerCase: [],
  streetSuffixes: ["straat", "gracht", "laan", "weg", "plein", "kade", "singel", "dijk", "steeg", "hof", "markt", "pad", "dreef", "burgwal"],
  streetSuffixesLowerCase: ["straat", "gracht", "laan", "plein", "kade", "singel", "steeg", "dreef", "burgwal"],
  placeSuffixes: ["hof", "hage", "weide", "akker", "brink", "erf", "veld", "kamp", "hoek", "horst", "rondeel", "zang", "pad"],
  placePrepositions: ["aan de", "aan het", "op de", "op het", "op", "naar"],
  placeTimeWords: ["om", "vanaf"],
  houseNameEnds: [],
  streetTitles: ["burgemeester", "burg.", "dokter", "dr.", "professor", "prof.", "pastoor", "generaal", "koning", "koningin", "prins", "prinses", "graaf", "sint", "st.", "president", "minister", "kapitein", "admiraal"],
  localities: ["buurtschap", "gehucht"],
  emailAt: ["apenstaartje", "apestaartje", "apenstaart", "apestaart", "at-teken", "at teken"],
  emailDot: ["punt"],
  emailJoins: ["underscore", "liggend streepje", "laag streepje", "lage streep", "streepje", "koppelteken"],
  addressUnits: ["verdieping", "hs", "hg", "hoog", "huis", "bus", "app.", "appartement", "etage"],
  postcodeLinks: ["in", "te"],
  buildings: ["gebouw", "flatgebouw", "complex", "residentie"],
  careOf: ["c/o", "p/a", "per adres"],
  examples: ["voorbeeld", "jouw", "uw", "hier"],
  abbreviations: ["tel", "ref", "art", "ca"],
  phone: { extensionWords: ["toestel", "tst."], hesitations: ["eh", "ehm", "uh", "uhm", "nee", "sorry", "wacht", "even kijken"], plusWords: ["plus"], words: ["bereikbaar", "bereiken", "app me", "appen", "telefoon", "mobiel", "bel", "nummer", "telefoonnummer", "gsm", "bellen", "whatsapp", "tel", "contact", "privé", "prive"], regions: ["NL", "BE"], notPhone: ["cadeaukaart", "cadeaubon", "waardebon", "lotto", "loterij", "meternummer", "aansluiting", "meter", "betalingskenmerk", "kenmerk", "vergader", "vergadering", "conferentie", "bestel", "bestelling", "factuur", "onderdeel", "referentie", "klant", "contract", "dossier", "zaak", "serie", "zending", "boeking", "bevestiging", "ticket", "artikel", "lidmaatschap", "polis", "schade", "id", "betalingskenmerk", "kenmerk", "kvk", "btw", "pakket"], numberLabels: ["vergadering", "vergader-id", "bestelling", "factuur"], contextWords: ["telefoon", "bellen", "bel", "mobiel"] },
  referenceLabels: ["artikel", "kenmerk"],
  referenceCompounds: ["klantnummer", "klantnr", "klantnr.", "bestelnummer", "bestelnr", "bestelnr.", "ordernummer", "ordernr", "ordernr.", "factuurnummer", "factuurnr", "factuurnr.", "onderdeelnummer", "onderdeelnr", "onderdeelnr.", "zendingnummer", "zendingnr", "zendingnr.", "polisnummer", "polisnr", "polisnr.", "dossiernummer", "dossiernr", "dossiernr.", "kenmerk"],
  cards: ["kaart", "creditcard", "bankpas", "betaalpas", "pinpas", "debitcard"],
};
