/**
 * How an owner writing English names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, the units that make a number a length, the words
 * that put a login in a clause and those that make a code a voucher or an order.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["password", "passwords", "passwd", "passphrase", "pass phrase", "pw", "pwd", "login", "log-in", "credentials", "creds", "recovery phrase", "seed phrase", "wifi", "wi-fi", "wlan", "pass word", "pswd", "passw", "pasword", "passwrd", "passowrd", "paswd", "pword", "pwrd"],
  code: ["passcode", "pin", "pin code", "pin number", "puk", "code", "key", "door code", "gate code", "alarm code", "entry code", "access code", "keypad code", "lock code", "unlock code", "safe code", "garage code", "security code", "network key", "wifi key", "recovery key", "setup key", "secret key", "cvv", "cvc", "alarm", "lockbox", "lock box", "key box", "keybox", "key safe", "padlock", "combination", "bike lock", "lock combination", "garage door code", "building code", "combo"],
  compoundHeads: [],
  connectors: ["is", "was", "are", "'s", "=", ":", "->", "→", "–", "—", "-", "to", "reads", "is:", "now", "it's", "it’s", "its", "becomes", "became", "remains", "stays"],
  fillers: ["now", "still", "just", "simply", "actually", "the", "new", "set", "to", "changed", "temporarily", "always", "currently", "again", "still:", "since", "yesterday", "today", "basically", "finally", "officially", "literally", "btw", "anyway", "you"],
  units: ["characters", "chars", "digits", "letters", "days", "weeks", "months", "minutes", "min", "hours", "times", "x", "%", "€", "$", "£", "euros", "dollars", "pounds", "people", "attempts", "tries", "lines", "words", "pages", "rows", "files", "users", "per", "tokens"],
  userWords: ["username", "user name", "user", "login", "log-in", "account", "email", "e-mail"],
  plainValueKeywords: ["password", "passwords", "passwd", "passphrase", "pass phrase", "pw", "pwd", "pasword", "passwrd", "passowrd", "paswd", "pword", "pwrd"],
  asWords: ["as"],
  settledVerbs: ["became", "becomes", "ended", "turned", "settled", "set"],
  notValues: ["wrong", "right", "correct", "incorrect", "invalid", "valid", "expired", "weak", "strong", "secure", "insecure", "safe", "same", "different", "missing", "required", "changed", "ready", "saved", "shared", "known", "unknown", "simple", "easy", "hard", "long", "short", "fine", "okay", "mandatory", "optional", "temporary", "empty", "blank", "there", "here", "above", "below", "attached", "somewhere", "written", "stored", "inside", "enough", "too", "still", "also", "probably", "taken", "locked", "blocked", "reset", "case-sensitive", "useless", "compromised", "leaked", "outdated", "unchanged", "needed", "forgotten", "lost", "sent", "coming", "pending", "later", "below:", "following", "attached", "encrypted", "hashed", "bitwarden", "1password", "keepass", "keepassxc", "lastpass", "dashlane", "keychain", "vault", "manager", "notebook", "fridge", "drawer", "sticker", "herself", "himself", "themselves", "myself", "yourself", "itself", "ourselves", "longer", "shorter", "stronger", "weaker", "safer", "better", "worse", "simpler", "harder", "easier", "newer", "older"],
  pairCues: ["account", "access", "log in", "login", "sign in", "signin", "logon", "router", "wifi", "wi-fi", "portal", "app", "site"],
  corrections: ["sorry", "no wait", "wait", "i mean", "correction", "edit", "actually", "oops", "my bad", "typo"],
  storyCues: ["bank", "banking", "netflix", "amazon", "inbox", "reset", "changed it", "new one", "work login", "locked out", "laptop", "hotmail", "opens with", "unlock", "unlocks", "spotify", "disney+", "icloud", "apple id", "paypal", "ebay", "gmail", "instagram", "facebook", "playstation", "xbox", "prime video"],
  codeTopics: ["checkout", "discount", "% off", "percent off", "voucher", "coupon", "promo", "gift card", "referral", "tracking", "booking", "confirmation", "shipping", "order", "error", "status", "project", "course", "class", "module", "product", "event", "session", "subject", "room", "fingerprint", "fingerprints", "receipt", "lobby", "quiz"],
  namingWords: ["called", "named"],
  means: ["with", "using", "type", "enter", "use"],
  shortCodes: ["padlock", "combination", "bike lock", "lock combination", "combo", "lock code"],
  securityAnswers: ["maiden name", "mother's maiden name", "mothers maiden name", "first pet", "first pet's name", "name of my first pet", "security question", "security answer", "memorable word", "memorable name"],
  placeVerbs: ["stored", "saved", "kept", "lives", "sits", "written", "noted"],
  leadIns: ["that's", "that’s", "thats", "here's", "here’s", "opens", "unlocks", "gets", "works", "so"],
  phraseConnectors: ["is"],
  dictation: ["then", "next"],
  spaceWords: ["space", "spaces", "blank", "blanks"],
  conjunctions: ["and", "or", "plus"],
  doors: ["gate", "side gate", "front door", "garage door", "locker", "gym locker", "keypad"],
  references: ["no", "no.", "issue", "pr", "ticket", "order", "invoice", "room", "page", "line", "v", "version", "step", "bus", "tram", "gate", "terminal", "platform", "flight"],
  timePrepositions: ["at", "for", "until", "till"],
  datePrepositions: ["in", "to", "since", "from", "until", "till", "of", "for"],
  proseWords: ["these", "those", "longer", "shorter", "easier", "harder", "better", "worse", "stronger", "weaker", "safer", "simpler", "than", "then", "because", "about", "have", "been", "will", "would", "should", "could", "does", "must", "needs", "seems", "looks", "really", "very", "still", "always", "never", "probably", "quite", "pretty", "super", "much", "more", "less", "being", "getting", "going", "also", "something", "nothing", "that", "this", "what", "where", "when", "which", "with", "without", "from", "into", "your", "their", "under", "behind", "inside", "next", "back", "just", "only", "even", "some", "same", "like", "total"],
  topics: ["reset", "resets", "manager", "managers", "policy", "policies", "rules", "requirements", "strength", "field", "prompt", "page", "screen", "form", "flow", "hint", "change", "rotation", "review", "reviews", "freeze", "base", "pad", "point", "points", "takeaway", "takeaways", "rate", "rates", "count", "counts", "numbers", "attempts", "errors", "error", "problem", "problems", "bug", "bugs", "service", "server", "button", "success", "failure", "failures", "stats", "milestone", "milestones", "date", "dates", "lines", "article", "product", "part", "client", "customer", "postal", "note", "notes", "figure", "figures", "result", "results", "metric", "metrics", "account", "accounts", "holder", "ring", "chain", "board", "word", "words", "stroke", "strokes", "player", "players", "issue", "issues", "hashing", "hash", "hashes", "encryption", "storage"],
  notSecretPrefixes: ["post", "zip", "project", "course", "bar", "qr", "en", "de", "uni", "op", "source", "pseudo", "area", "country", "dial", "promo", "discount", "voucher", "coupon", "error", "status", "sort", "tax", "product", "color", "colour", "language", "tracking", "booking", "airport", "morse", "dress", "geo", "http", "iso", "ean", "bic", "swift", "short", "time", "hot", "public", "episode", "idempotency", "idempotent", "cache", "partition", "dedup", "dedupe", "lookup", "request", "row", "object", "storage", "map", "dict", "composite", "natural", "surrogate", "join", "index", "shard", "routing", "sorting", "primary", "foreign", "shortcut", "keyboard", "monkey", "turkey", "whis", "don", "hoc", "referral", "invite", "invitation", "use", "apply", "redeem", "room", "meeting", "call", "conference", "dialin", "dial-in", "webinar", "zoom", "teams", "event", "class", "ticket", "reservation", "gift", "confirmation", "order", "reference", "ref", "iban", "vat", "public"],
  tokens: ["token", "api token", "access token", "auth token", "bot token"],
  meetings: ["webinar", "webinars", "meeting id", "zoom id", "zoom meeting", "teams meeting", "conference id", "conference call", "dial-in", "dial in", "webex", "google meet"],
  networkNames: ["guest", "guests", "visitor", "visitors"],
  receipts: ["receipt", "till receipt", "card receipt"],
  recoveryCodes: ["recovery", "backup", "back-up", "emergency", "2fa", "mfa", "one-time"],
  ownCodes: ["my", "our"],
  spokenNumbers: {
    digits: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    otherDigits: { oh: 0, nought: 0 },
    pairs: ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"],
    joiners: [],
  },
  singlePatterns: {
    passwordWords: ["password", "passwd", "passcode", "passphrase", "pw", "pwd", "pass", "pin", "pin code", "pin-code", "wifi", "wi-fi", "wlan", "alarm code", "door code", "gate code", "safe code", "entry code", "access code", "lock code"],
    purposeWords: ["for", "of", "to", "on", "at"],
    articles: ["the"],
    connectors: ["is now", "is", "was", "is set to", "changed to", "now"],
    pinWords: ["PIN", "pin code", "passcode"],
    countWords: ["digits", "chars", "characters", "times", "x"],
    loginWords: ["login", "log-in", "username", "user", "creds", "cred", "credentials"],
  },
};
