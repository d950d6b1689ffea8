/**
 * How an owner writing Italian writes personal data, for the privacy gate (privacy/personal.ts):
 * the words around a date of birth, month names, the words naming an identity number or document,
 * street words and phone words with the regions whose numbers the language's speakers write.
 * Must never: hold logic.
 */
import type { PersonalWords } from "../pack.ts";

export const PERSONAL: PersonalWords = {
  birth: ["sono nato", "sono nata", "nato il", "nata il", "nato a", "nata a", "nato nel", "nata nel", "data di nascita", "nascita", "compleanno"],
  birthdayErrands: ["regalo", "festa", "torta", "cena", "biglietto", "sorpresa", "lista"],
  months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre", "genn", "febbr", "apr", "magg", "giu", "lug", "ago", "sett", "ott", "dic"],
  dayWords: ["primo", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto", "diciannove", "venti", "ventuno", "ventidue", "ventitré", "ventiquattro", "venticinque", "ventisei", "ventisette", "ventotto", "ventinove", "trenta", "trentuno"],
  yearWords: { opens: ["millenovecento", "millenove", "duemila"], parts: [] },
  plates: { words: ["targa"], mine: ["mia", "mio", "nostra", "nostro"] },
  nationalIds: ["tessera sanitaria", "numero di previdenza"],
  checkedIds: ["codice fiscale", "cod. fiscale", "cod. fisc.", "cod fisc", "cod fiscale", "c.f.", "cf"],
  idAuthorities: ["agenzia delle entrate", "inps", "asl", "tessera sanitaria", "caf"],
  cardChecks: ["cvv", "cvc", "codice di sicurezza", "codice cvv", "cvv2"],
  documents: ["passaporto", "numero di passaporto", "carta d'identità", "carta di identità", "patente", "numero patente", "permesso di soggiorno"],
  streetTypes: ["via", "viale", "v.le", "piazza", "p.zza", "piazzale", "corso", "c.so", "vicolo", "largo", "lungotevere", "lungomare", "strada", "borgo", "contrada", "località", "loc."],
  streetTypesLowerCase: [],
  streetSuffixes: [],
  streetSuffixesLowerCase: [],
  placeSuffixes: [],
  placePrepositions: [],
  placeTimeWords: [],
  houseNameEnds: [],
  streetTitles: [],
  localities: ["località", "loc.", "frazione", "fraz.", "contrada", "c.da"],
  emailAt: ["chiocciola", "chiocciolina"],
  emailDot: ["punto"],
  emailJoins: ["trattino basso", "underscore", "trattino"],
  addressUnits: ["int.", "interno", "scala", "sc.", "piano", "p.", "app.", "appartamento"],
  postcodeLinks: ["a"],
  buildings: ["palazzo", "palazzina", "condominio", "residence", "edificio", "complesso"],
  careOf: ["c/o", "presso"],
  examples: ["esempio", "tua", "tuo", "vostra", "vostro", "qui"],
  abbreviations: ["cod", "fisc", "num", "tel", "rif", "art", "ca"],
  phone: { extensionWords: ["interno", "int."], hesitations: ["ehm", "eh", "no", "scusa", "aspetta", "cioè", "cioe"], plusWords: ["più", "piu"], words: ["raggiungibile", "reperibile", "telefono", "cellulare", "cell", "chiama", "chiamami", "numero", "numero di casa", "telefonino", "fisso", "whatsapp", "tel", "contatto", "contatti", "privato"], regions: ["IT"], notPhone: ["carta regalo", "buono regalo", "codice prenotazione", "lotto", "superenalotto", "pod", "pdr", "contatore", "cro", "trn", "riunione", "conferenza", "ordine", "fattura", "pezzo", "riferimento", "cliente", "contratto", "pratica", "serie", "spedizione", "prenotazione", "conferma", "ticket", "articolo", "socio", "polizza", "sinistro", "lotto", "protocollo", "id", "codice", "causale", "rif", "rif.", "iva", "p.iva", "partita iva", "collo", "pacco", "rea"], numberLabels: ["riunione", "conferenza", "ordine", "fattura"], contextWords: ["telefono", "cellulare", "chiamami", "chiamare", "chiama", "chiamatemi"] },
  referenceLabels: ["codice articolo", "codice prodotto", "codice cliente", "numero ordine", "numero d'ordine", "numero cliente", "numero di serie", "numero pratica", "numero spedizione"],
  referenceCompounds: [],
  cards: ["carta", "carta di credito", "carta di debito", "bancomat", "prepagata", "postepay"],
};
