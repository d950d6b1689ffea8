/**
 * How an owner writing German writes personal data, for the privacy gate (privacy/personal.ts):
 * the words around a date of birth, month names, the words naming an identity number or document,
 * street words and phone words with the regions whose numbers the language's speakers write.
 * Must never: hold logic.
 */
import type { PersonalWords } from "../pack.ts";

export const PERSONAL: PersonalWords = {
  birth: ["geboren", "geb.", "geburtsdatum", "geburtstag", "geb.-datum", "geburtsjahr"],
  birthdayErrands: ["party", "feier", "geschenk", "geschenke", "kuchen", "karte", "essen", "liste"],
  months: ["januar", "jänner", "februar", "märz", "maerz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember", "jan", "feb", "mär", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "nov", "dez"],
  dayWords: ["erster", "ersten", "zweiter", "zweiten", "dritter", "dritten", "vierter", "vierten", "fünfter", "fünften", "sechster", "sechsten", "siebter", "siebten", "achter", "achten", "neunter", "neunten", "zehnter", "zehnten", "elfter", "elften", "zwölfter", "zwölften", "dreizehnter", "dreizehnten", "vierzehnter", "vierzehnten", "fünfzehnter", "fünfzehnten", "sechzehnter", "sechzehnten", "siebzehnter", "siebzehnten", "achtzehnter", "achtzehnten", "neunzehnter", "neunzehnten", "zwanzigster", "zwanzigsten", "einundzwanzigster", "einundzwanzigsten", "zweiundzwanzigster", "zweiundzwanzigsten", "dreiundzwanzigster", "dreiundzwanzigsten", "vierundzwanzigster", "vierundzwanzigsten", "fünfundzwanzigster", "fünfundzwanzigsten", "sechsundzwanzigster", "sechsundzwanzigsten", "siebenundzwanzigster", "siebenundzwanzigsten", "achtundzwanzigster", "achtundzwanzigsten", "neunundzwanzigster", "neunundzwanzigsten", "dreißigster", "dreißigsten", "einunddreißigster", "einunddreißigsten"],
  yearWords: { opens: ["neunzehnhundert", "zweitausend"], parts: [] },
  plates: { words: ["kennzeichen", "autokennzeichen", "kfz-kennzeichen", "nummernschild"], mine: ["mein", "meine", "meinem", "meines", "meiner", "unser", "unsere", "unserem"] },
  nationalIds: ["steuernummer", "sozialversicherungsnummer", "rentenversicherungsnummer", "versicherungsnummer", "svnr", "ahv-nummer", "ahv", "sv-nummer", "sv-nr", "sv nummer", "versicherungsnr", "krankenversicherungsnummer", "versicherten-nr", "kvnr", "kv-nummer"],
  checkedIds: ["steuer-id", "steuerid", "steuer id", "steueridentifikationsnummer", "steuer-identifikationsnummer", "steuerliche identifikationsnummer", "identifikationsnummer", "idnr"],
  idAuthorities: ["finanzamt", "finanzamts", "elster", "steuererklärung", "steuererklaerung", "lohnsteuer", "lohnabrechnung", "bzst"],
  cardChecks: ["cvv", "cvc", "prüfnummer", "kartenprüfnummer", "prüfziffer", "sicherheitscode"],
  documents: ["reisepass", "pass-nr", "passnummer", "personalausweis", "ausweis", "ausweisnummer", "ausweis-nr", "führerschein", "fuhrerschein", "führerscheinnummer", "perso-nr", "perso-nummer"],
  streetTypes: [],
  streetTypesLowerCase: [],
  streetSuffixes: ["straße", "strasse", "str.", "weg", "platz", "allee", "gasse", "damm", "ufer", "ring", "chaussee", "steig", "markt"],
  streetSuffixesLowerCase: ["straße", "strasse", "str.", "allee", "gasse", "chaussee"],
  placeSuffixes: ["hang", "berg", "grund", "hain", "hof", "acker", "garten", "winkel", "feld", "bach", "wiese", "anger", "busch", "kamp", "höhe", "tal", "eck", "holz", "stieg", "rain", "heide", "bühl", "graben", "blick", "aue", "weg"],
  placePrepositions: ["am", "im", "auf dem", "beim"],
  placeTimeWords: ["ab", "um"],
  houseNameEnds: [],
  streetTitles: ["doktor", "dr.", "professor", "prof.", "pfarrer", "bürgermeister", "kaiser", "könig", "königin", "graf", "sankt", "st."],
  localities: ["ortsteil", "weiler", "gehöft"],
  emailAt: ["ät", "klammeraffe", "at-zeichen", "at zeichen"],
  emailDot: ["punkt"],
  emailJoins: ["unterstrich", "bindestrich", "minus"],
  addressUnits: ["whg.", "whg", "wohnung", "og", "eg", "dg", "stock", "etage", "links", "rechts", "li.", "re.", "mitte", "hinterhaus", "vorderhaus", "app.", "top"],
  postcodeLinks: ["in"],
  buildings: ["haus", "gebäude", "wohnanlage", "siedlung"],
  careOf: ["c/o", "bei"],
  examples: ["beispiel", "muster", "dein", "deine", "ihr", "ihre", "hier"],
  abbreviations: ["tel", "geb", "idnr", "steuerident", "ident", "str", "ca", "art", "vgl", "bzw", "inkl", "mob"],
  phone: { extensionWords: ["durchwahl", "dw.", "dw", "app.", "apparat"], hesitations: ["äh", "ähm", "öh", "hm", "nein", "ne", "quatsch", "sorry", "moment", "warte"], plusWords: ["plus"], words: ["erreichbar", "erreichen", "telefon", "tel", "handy", "handynummer", "ruf", "anrufen", "nummer", "mobil", "festnetz", "natel", "handynr", "durchwahl", "whatsapp", "kontakt", "privat"], regions: ["DE", "AT", "CH"], notPhone: ["gutschein", "gutscheinkarte", "geschenkkarte", "buchungsnummer", "lotto", "eurojackpot", "superzahl", "zähler", "marktlokation", "messlokation", "besprechung", "konferenz", "meeting", "sitzung", "bestell", "auftrag", "rechnung", "teile", "teil", "artikel", "kunden", "vertrag", "vorgang", "akten", "referenz", "serien", "seriennummer", "sendung", "buchung", "bestätigung", "versicherung", "police", "fall", "ticket", "kenncode", "konto", "mitglieds", "charge", "los-nr", "vorgangs", "steuer", "kassenzeichen", "aktenzeichen", "id", "verwendungszweck", "paket", "ust-idnr", "ust-id", "handelsregister", "hrb"], numberLabels: ["rechnung", "sendung", "konto", "besprechung", "sitzung", "konferenz", "bestellung"], contextWords: ["telefon", "mobil", "handy", "ruf", "anrufen"] },
  referenceLabels: ["artikel"],
  referenceCompounds: ["artikelnummer", "artikelnr", "artikelnr.", "teilenummer", "teilenr", "teilenr.", "sendungsnummer", "sendungsnr", "sendungsnr.", "kundennummer", "kundennr", "kundennr.", "bestellnummer", "bestellnr", "bestellnr.", "auftragsnummer", "auftragsnr", "auftragsnr.", "rechnungsnummer", "rechnungsnr", "rechnungsnr.", "vertragsnummer", "vertragsnr", "vertragsnr.", "referenznummer", "referenznr", "referenznr.", "seriennummer", "seriennr", "seriennr."],
  cards: ["karte", "kreditkarte", "ec-karte", "girokarte", "bankkarte", "debitkarte", "zahlkarte"],
};
