/**
 * How an owner writing English writes personal data, for the privacy gate (privacy/personal.ts):
 * the words around a date of birth, month names, the words naming an identity number or document,
 * street words and phone words with the regions whose numbers the language's speakers write.
 * Must never: hold logic.
 */
import type { PersonalWords } from "../pack.ts";

export const PERSONAL: PersonalWords = {
  birth: ["born", "date of birth", "birth date", "birthdate", "dob", "d.o.b", "d.o.b.", "birthday", "b-day", "bday"],
  birthdayErrands: ["present", "party", "gift", "cake", "card", "dinner", "celebration", "wishes", "surprise", "plan", "plans", "lunch", "drinks", "budget", "list", "reminder", "message", "post", "sale", "promo", "campaign", "discount", "edition", "release"],
  months: ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"],
  dayWords: ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty"],
  yearWords: { opens: ["nineteen", "two thousand"], parts: ["and", "hundred", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "oh"] },
  plates: { words: ["number plate", "licence plate", "license plate", "plate", "registration", "reg"], mine: ["my", "our"] },
  nationalIds: ["tax id", "tax number", "tin", "itin", "national id number", "national id", "id number", "personal number", "pps number", "pps no", "ppsn", "personal public service number"],
  checkedIds: ["ssn", "social security number", "social security no", "social security", "national insurance number", "national insurance", "ni number", "ni no", "nino", "aadhaar", "aadhar"],
  idAuthorities: ["irs", "hmrc", "tax office", "tax return", "tax form", "payroll"],
  cardChecks: ["cvv", "cvv2", "cvc", "cvc2", "security code", "card security code", "csc"],
  documents: ["passport", "passport number", "passport no", "driver's license", "drivers license", "driver license", "driving licence", "driving license", "licence number", "license number", "identity card", "id card", "dl"],
  streetTypes: [],
  streetTypesLowerCase: [],
  streetSuffixes: [],
  streetSuffixesLowerCase: [],
  placeSuffixes: [],
  placePrepositions: [],
  placeTimeWords: ["at", "from"],
  houseNameEnds: ["mead", "crest", "ways", "mount", "wood", "orchard", "spinney", "paddock", "green", "copse", "meadows", "beeches", "glebe", "maltings"],
  streetTitles: [],
  localities: ["hamlet"],
  emailAt: ["at"],
  emailDot: ["dot"],
  emailJoins: ["underscore", "dash", "hyphen"],
  addressUnits: ["flat", "apt", "apt.", "apartment", "unit", "suite", "floor", "fl."],
  postcodeLinks: ["in"],
  buildings: ["building", "house", "court", "block", "estate"],
  careOf: ["c/o", "care of"],
  examples: ["example", "examples", "sample", "your", "yours", "here", "anytown", "placeholder"],
  abbreviations: ["no", "tel", "ref", "mob", "ca"],
  phone: { extensionWords: ["ext.", "ext", "extension"], hesitations: ["uh", "um", "er", "erm", "no", "sorry", "wait", "I mean"], plusWords: ["plus"], words: ["reachable", "reach me", "phone", "tel", "mobile", "cell", "call", "ring", "whatsapp", "signal", "text", "sms", "fax", "gsm", "private"], regions: [], notPhone: ["gift card", "giftcard", "booking reference", "lottery", "lotto", "powerball", "euromillions", "meter", "mpan", "mprn", "meeting", "zoom", "webinar", "conference", "order", "invoice", "part", "sku", "serial", "ticket", "reference", "ref", "tracking", "booking", "confirmation", "customer", "policy", "contract", "claim", "id", "passcode", "pin", "isbn", "ean", "imei", "transaction", "batch", "item", "article", "shipment", "parcel", "membership", "member", "loyalty", "voucher", "account", "case number", "file number", "commit", "reverted", "revert", "merged", "sha", "hash", "checksum", "build", "payment reference", "vat", "company no", "company number", "crn"], numberLabels: ["v", "order", "invoice", "part", "sku", "ref", "reference", "ticket", "case", "po", "issue", "pr", "id", "build", "run", "job", "version", "tracking", "account", "isbn", "ean", "upc", "serial", "transaction", "booking", "confirmation", "meeting", "zoom", "webinar", "conference", "shipment", "parcel", "package"], contextWords: ["phone", "tel", "mobile", "cell", "whatsapp", "signal", "call", "ring", "fax", "sms", "text"] },
  referenceLabels: [],
  referenceCompounds: [],
  cards: ["card", "credit card", "debit card", "bank card", "payment card"],
};
