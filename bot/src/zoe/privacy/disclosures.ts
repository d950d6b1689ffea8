/**
 * Secrets said in words, read as a small grammar rather than single patterns: a keyword of the
 * password or code family in any of ZOE's languages (inflected, compounded: "Bankpasswort",
 * "WLAN-Schlüssel", "code de la porte"), a short phrase of modifiers ("fürs Online-Banking",
 * "do Portal das Finanças"), a connector ("ist", "c'est", "é", "changed … to") and then, within a
 * few words, a value that looks like a credential (mixed character classes, length) or, for the
 * code family, a code shape (4 to 8 digits, "#9855", "1014B"). Also the shapes that carry a secret
 * without a keyword's help: the Wi-Fi QR string, 2FA recovery-code lists, base32 TOTP setup keys,
 * Apple/FileVault recovery keys and BitLocker recovery passwords.
 * Must never: flag a keyword without a credential-shaped value ("the password reset flow is
 * broken", "the code review is on Friday"), a length or amount ("8 caractères", "30 giorni"), a
 * date, time, version, URL or reference number; or do I/O.
 */
import { LOCALES, pack, type SpokenNumbers } from "../lang/index.ts";
import { ibanValid } from "./checksums.ts";
import { each, entropy, keywordProbe, namedGroup, trie, whole, type Span } from "./spans.ts";
import { isPlaceholder, secretShaped, trimBare } from "./values.ts";

export interface DisclosureHit extends Span {
  type: string;
}

const esc = (w: string): string => w.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&").replace(/'/g, "['’]").replace(/ /g, "[\\s-]+");
// Every language's words, read on every text: owners mix languages.
const LANGS = LOCALES.map((l) => pack(l).secrets);

const words = (pick: (l: (typeof LANGS)[number]) => readonly string[]): string[] =>
  [...new Set(LANGS.flatMap(pick))].sort((a, b) => b.length - a.length);

// Token words announce a value as password words do ("the API token is …"), never one of digits alone.
const TOKEN_WORDS = new Set(words((l) => l.tokens));

/**
 * A password word as owners mistype it in a chat ("wachtwort", "sennha", "passwrod"): one letter
 * dropped (words of seven letters or more), doubled, or swapped with the next one; never the first
 * letter, and never a word some pack already lists for something else.
 */
function misspellings(w: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < w.length; i++) {
    if (w.length >= 7) out.push(w.slice(0, i) + w.slice(i + 1));
    out.push(w.slice(0, i) + w.charAt(i) + w.slice(i));
    if (i < w.length - 1 && w.length >= 6 && w.charAt(i) !== w.charAt(i + 1)) out.push(w.slice(0, i) + w.charAt(i + 1) + w.charAt(i) + w.slice(i + 2));
  }
  return out;
}
const PACK_WORDS = new Set(LANGS.flatMap((l) => Object.values(l).flatMap((v) => (Array.isArray(v) ? (v as string[]) : []))));
const TYPOS = new Set(
  words((l) => l.plainValueKeywords)
    .filter((w) => /^[a-zà-ÿ]{5,}$/.test(w))
    .flatMap(misspellings)
    .filter((v) => !PACK_WORDS.has(v)),
);
// Password and code words typed without their accents too, as chats do ("cle wifi", "contrasena", "codigo"); a
// door word keeps its accents ("armário" without them is the Spanish for a wardrobe).
const plainToo = (ws: readonly string[]): string[] => [...new Set(ws.flatMap((w) => [w, w.normalize("NFD").replace(/[\u0300-\u036f]/g, "")]))];
const PASSWORD_WORDS = new Set([...plainToo(words((l) => l.password)), ...TOKEN_WORDS, ...TYPOS]);
// Doors, gates and lockers: code keywords whose value is only a code's shape ("portal 0648").
const DOORS = new Set(words((l) => l.doors));
const CODE_WORDS = [...plainToo(words((l) => l.code)), ...DOORS];
const HEADS = words((l) => l.compoundHeads);
const CONNECTORS = new Set(words((l) => l.connectors));
const FILLERS = new Set(words((l) => l.fillers));
const UNITS = new Set(words((l) => l.units));

// One pass finds every keyword with its inflection; what stands before it (a compound, a
// hyphenated prefix like "SIM-PIN", "wifi-sleutel") is read by `prefixOf`, which is cheaper than
// asking the expression to try every word start.
export const KEYWORD = new RegExp(
  `(?<kw>${trie([...PASSWORD_WORDS, ...CODE_WORDS], (ch) => (ch === " " ? "[\\s-]+" : ch === "'" ? "['’]" : esc(ch)))})(?:s|es|n|en|e)?(?![A-Za-z0-9_@À-ÖØ-öø-ÿ]|\\.[A-Za-z0-9À-ÖØ-öø-ÿ])`,
  // Without the u flag: an alternation this long runs several times faster, and every keyword is Latin-1.
  "gi",
);
const HEAD_SET = new Set(HEADS);
const LETTER = /[\p{L}\p{N}_]/u;

/** The compound or hyphenated prefix before a keyword ("Bank", "WLAN-", "SIM-"); null when the keyword is inside another word. */
function prefixOf(text: string, at: number, kw: string): string | null {
  const c = text.charAt(at - 1);
  if (at === 0 || (!LETTER.test(c) && c !== "-" && c !== "@" && c !== ".")) return "";
  if (c === "@" || c === ".") return null;
  let i = at;
  while (i > 0 && (LETTER.test(text.charAt(i - 1)) || (text.charAt(i - 1) === "-" && LETTER.test(text.charAt(i - 2))))) i--;
  const pre = text.slice(i, at);
  if (c === "-") return pre;
  return HEAD_SET.has(kw) && pre.length >= 2 && !/\d/.test(pre) ? pre : null;
}

// A keyword's cheap pre-check: the first four letters of some keyword occur at all.
const STEMS = [...new Set([...PASSWORD_WORDS, ...CODE_WORDS].map((w) => w.slice(0, 4)))];

// Prefixes that make "code"/"key"/"pin" something else: a postcode, a QR code, a promo code, an error code.
const NOT_SECRET_PREFIX = new RegExp(`^(?:${trie(words((l) => l.notSecretPrefixes))})-?$`, "i");
// Prefixes that only count inside a word ("encode", "unicode", "monkey"): as words of their own
// they are articles and prepositions ("de sleutel", "en code").
const INSIDE_WORD_ONLY = /^(?:en|de|uni|op|don|hoc|whis|monkey|turkey|ape|ref)$/i;
// A keyword right before these words names a topic, not a secret: "the password reset flow", "PIN pad".
const TOPIC_AFTER = new RegExp(`^(?:${trie(words((l) => l.topics))})\\b`, "i");

// Sentence end: a new line, or a full stop / ! / ? / ; followed by white space (not by the spaced
// closing guillemet of a French quote: « GkgN4asMC! »).
const CLAUSE_END = /\n|[.!?;](?=\s)(?![ \u00a0\u202f]»)/;
// A token: a quoted phrase or a run without white space.
const TOKEN = /["“«‘„][^"”»’“\n]{1,64}["”»’“]|\S+/g;
/** How far past its start a quoted token may reach (quote, 64 signs, quote), with room to spare. */
const TOKEN_REACH = 70;

// "alarm at 0630", "Wecker um 0700": a clock time, not a code.
const TIME_PREPOSITIONS = new Set(words((l) => l.timePrepositions));
// "#12", "issue 4821", "Zimmer 1204", "vol 2291": what names a reference; "#" is every language's sign.
const REFERENCES = new Set(["#", ...words((l) => l.references)]);
/** A lower-cased word that names a reference number after it. */
const isReference = (lower: string): boolean => REFERENCES.has(lower);

interface Tok {
  text: string;
  start: number;
  end: number;
  quoted: boolean;
  /** `bare(text)` and `valueOf(tok)`, worked out at their first use: the grammar asks several times per token. */
  bare: string | undefined;
  value: { v: string; start: number; end: number } | undefined;
  /** `connectorIn(tok)`, worked out at its first use: every keyword whose window holds the token asks. */
  connector: boolean | undefined;
  /** `roleOf(tok)`, worked out at its first use, for the same reason. */
  role: number | undefined;
}
/** A token with every field set from the start: one object shape for all tokens keeps the grammar's property reads fast. */
const token = (text: string, start: number, end: number, quoted: boolean): Tok => ({ text, start, end, quoted, bare: undefined, value: undefined, connector: undefined, role: undefined });

const LEAD = "\"'“«‘„([";
const TRAIL = "\"'”»’“)],.!?:;";
/** A token lower-cased without its quotes and sentence punctuation (most tokens have none: no expression for them). */
const bare = (t: string): string =>
  LEAD.includes(t.charAt(0)) || TRAIL.includes(t.charAt(t.length - 1)) ? t.toLowerCase().replace(/^["'“«‘„([]+|["'”»’“)\],.!?:;]+$/g, "") : t.toLowerCase();

/** `bare` of a token's text, once per token. */
const bareOf = (tok: Tok): string => (tok.bare ??= bare(tok.text));

/** Does this token end the keyword's phrase as a connector ("ist", "c'est", "to", or a trailing ":")? */
function connectorIn(tok: Tok): boolean {
  return (tok.connector ??= readConnector(tok));
}
function readConnector(tok: Tok): boolean {
  // Every connector is a short word or sign; most tokens are longer and end in a letter.
  if (tok.quoted) return false;
  const t = tok.text;
  const last = t.charAt(t.length - 1);
  if (last === ":" || last === "=") return true;
  if (t.length > 13) return false;
  if (t.length <= 2 && /^(?:[:=]|->|→|–|—|-)$/.test(t)) return true;
  const b = bareOf(tok);
  // "the password's …": a connector glued to the keyword is its own token ("'s"), whose quote `bare` strips.
  return CONNECTORS.has(b.includes("’") ? b.replace(/’/g, "'") : b) || (t.length <= 3 && CONNECTORS.has(t.toLowerCase().replace(/’/g, "'")));
}

// What a token's bare word is to the grammar's search for a connector (`announced`), as bits.
const SETTLED_WORD = 1;
const AS_WORD = 2;
const MEANS_WORD = 4;
/** Which of the settled verbs, the "as" words and the means words the token's bare word is, once per token. */
function roleOf(tok: Tok): number {
  if (tok.role === undefined) {
    const b = bareOf(tok);
    tok.role = (SETTLED.has(b) ? SETTLED_WORD : 0) | (AS_WORDS.has(b) ? AS_WORD : 0) | (MEANS.has(b) ? MEANS_WORD : 0);
  }
  return tok.role;
}

/** Strip a token to its value: sentence punctuation off, quotes off; a "user/pass" pair gives its pass. */
function valueOf(tok: Tok): { v: string; start: number; end: number } {
  return (tok.value ??= readValue(tok));
}
// The signs `readValue` may cut off either end of a token; most tokens have none and are their own value.
// "senha=…", "pw:…": a sign glued to the keyword's value is the connector, not part of it.
const VALUE_LEAD = "([“«‘„\"'=:";
const VALUE_TRAIL = "\"'”»’).,!?:]}>";
function readValue(tok: Tok): { v: string; start: number; end: number } {
  if (tok.quoted) return { v: tok.text.slice(1, -1), start: tok.start + 1, end: tok.end - 1 };
  let v = tok.text;
  if (!VALUE_LEAD.includes(v.charAt(0)) && !VALUE_TRAIL.includes(v.charAt(v.length - 1))) return { v, start: tok.start, end: tok.start + v.length };
  let start = tok.start;
  // "[92Molen$]", "(x7!kQ2)": brackets around a value are not part of it.
  const lead = /^(?:[=:](?=\S))?[([“«‘„"']*/.exec(v)?.[0].length ?? 0;
  v = v.slice(lead);
  start += lead;
  v = trimBare(v.replace(/["'”»’)]+$/, "")).replace(/["'”»’]+$/, "");
  return { v, start, end: start + v.length };
}

const CODE_SHAPE = /^[#*]?\d{4,8}[#*]?$/;
const ALNUM_CODE = /^(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{4,8}$/i;
// A year people write about (1900 to 2039); "2066" or "2078" after a door word is a code.
const YEAR = /^(?:19\d{2}|20[0-3]\d)$/;
// Values that are not credentials though they have mixed characters (and the gate's own mask,
// "CVV [redacted:card]", read again after redaction).
const NOT_A_VALUE = /^(?:https?:\/\/|www\.|\[?redacted:)|^[^@\s]+@[^@\s]+\.[a-z]{2,}$|^\d{1,4}[-./]\d{1,2}(?:[-./]\d{1,4})?$|^\d{1,2}[:h]\d{2}$|^v?\d+(?:\.\d+){1,3}(?:-(?:alpha|beta|rc|pre|dev)\.?\d*)?$|^[€$£]\s?\d|^\d+(?:[.,]\d+)?\s?[€$£%]$|^\d+(?:[.,]\d+)?(?:€|\$|%|h|min|s|x|k|m|km|kg|gb|mb|tb|kb|ghz|mhz|hz|mbps|gbps|mbit|gbit|w|kw|kwh|v|mah|mm|cm|ml|l|g|px|dpi|fps|p)$|\.(?:png|jpe?g|gif|pdf|docx?|xlsx?|txt|md|ts|js|json|csv|zip|html?|ya?ml|toml|ini|conf|cfg|env|xml|sh|py|log)$|^@\w+$|^#[a-z]|^(?:sha(?:1|224|256|384|512)|md5):|^(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+)$|^AAAA(?:B3NzaC1|C3NzaC1|E2VjZHNh)|^#(?=[0-9a-f]*[a-f])(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Code, not a credential: a call's name and its first argument ("for code in range(1000, 1010)", "print(code)").
const CALL = /^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*\([a-z0-9_.'"]*\)?$/;
const HANDLE_SHAPE = /^@\w+$/;
const SITE_NAME = /^[a-z][a-z-]*(?:\.[a-z][a-z-]*)+$/;
// The verbs that tie a value to its keyword either way round ("4821 is the door code").
const STRONG_CONNECTOR = /^(?:is|was|ist|war|est|c['’]est|c['’]était|était|es|era|é|è|e'|luidt)$/i;
// A keyword that is the last field of a CSV header ("name,url,username,password"): the rows below are read by `csvPasswords`, not as a heading's value.
const CSV_FIELD_BEFORE = /[,;\t][^,;\t\n]*$/;
// The verbs a German or Dutch subordinate clause puts after its value ("dass … X ist", "dat … X is").
const VERB_LAST = /^(?:ist|is|war|was|lautet|luidt|sei)$/;
// Words after which a year is a date ("in 2026", "to 2027", "seit 1998").
const DATE_PREPOSITIONS = new Set(words((l) => l.datePrepositions));

/** "login": a word naming the user ("identifiant", "usuario", "login"): only the pass of a "user / pass" pair is a secret. */
type Kind = "password" | "code" | "login";
// Words for the user's name rather than the secret: their own value is a user name, not a secret.
const USER_WORDS = new Set(words((l) => l.userWords));
const STRONG_OR_COLON = /^(?:[:=]|is|was|ist|war|lautet|est|c['’]est|c['’]était|était|es|era|é|è|e'|luidt|are|sind|sont|son|são|sono|zijn)$/i;
// Words about a password ("wrong", "abgelaufen"), and the words that tie a value before its keyword ("as", "als").
const NOT_VALUES = new Set(words((l) => l.notValues));
const AS_WORDS = new Set(words((l) => l.asWords));
const SETTLED = new Set(words((l) => l.settledVerbs));
const PLAIN_VALUE_KEYWORDS = new Set([...words((l) => l.plainValueKeywords), ...TYPOS]);
/** A word list as one case-insensitive expression of whole words (Latin-1 letters count as letters). */
const wordsRe = (list: readonly string[]): RegExp => {
  const atom = (ch: string): string => (ch === " " ? "[\\s-]+" : ch === "'" ? "['’]" : esc(ch));
  // A word that starts with a sign ("% off") may follow a digit: only a letter's start is bounded.
  const signs = list.filter((w) => !/^[\p{L}\p{N}]/u.test(w));
  const letters = `(?<![A-Za-z0-9À-ÖØ-öø-ÿ])(?:${trie(list.filter((w) => !signs.includes(w)), atom)})`;
  return new RegExp(`(?:${signs.length ? `${letters}|${trie(signs, atom)}` : letters})(?![A-Za-z0-9À-ÖØ-öø-ÿ])`, "i");
};
// "checkout", "Rabatt", "réduction": a code in their clause is a voucher, an order or an error.
const CODE_TOPIC = wordsRe(words((l) => l.codeTopics));
// "heißt", "called": after a network or login word, what follows is a name.
const NAMING = new Set(words((l) => l.namingWords));
// "with", "mit", "avec": a code is what something is done with; "stored", "gespeichert": a place follows.
const MEANS = new Set(words((l) => l.means));
const PLACE_VERBS = new Set(words((l) => l.placeVerbs));
const SHORT_CODES = new Set(words((l) => l.shortCodes));
// A value no prose has: capitals, small letters and digits, eight characters or more.
const STRONG_VALUE = /^(?=.{8,})(?=.*\p{Lu})(?=.*\p{Ll})(?=.*\d)\S+$/u;

/** Could "12-06-25" or "3/4" be a date (a day and a month in either order, or a year first)? */
function dateLike(v: string): boolean {
  const n = v.split(/[-–./]/).map(Number);
  const dm = (a: number, b: number): boolean => (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (b >= 1 && b <= 31 && a >= 1 && a <= 12);
  return dm(n[0]!, n[1]!) || (n.length > 2 && (dm(n[1]!, n[2]!) || dm(n[0]!, n[2]!)));
}

// An identifier of a ticket, a project or a plate ("ZOE-2024", "PX-2024", "NL-2024-07"), not a code.
const IDENTIFIER = /^[A-Z]{1,5}-\d{2,6}(?:-\d{1,4})?$/;
// A word for the user name earlier in the clause makes "… password sunshine" a login pair.
// A user word opening a compound ("login-scherm", "Login-Seite") names a screen or a page, no user name.
// A word for the user name that is no password word too ("username", "Benutzername", not "login").
const NAME_WORD_AFTER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...USER_WORDS].filter((w) => !PASSWORD_WORDS.has(w) && w.length >= 5).sort((a, b) => b.length - a.length).map(esc).join("|")})(?![\\p{L}\\p{N}])`, "iu");
const USER_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...USER_WORDS].sort((a, b) => b.length - a.length).map(esc).join("|")})(?![\\p{L}\\p{N}]|-\\p{L})`, "u");

/** A user word in the clause before a keyword ("username x password …", "Benutzername: x, Passwort: …"). */
function pairBefore(lower: string, kwStart: number): boolean {
  const before = lower.slice(Math.max(0, kwStart - 60), kwStart);
  const clause = before.slice(Math.max(before.lastIndexOf("\n"), before.search(/[.!?;]\s[^.!?;]*$/)) + 1);
  return USER_BEFORE.test(clause);
}

/** A quoted phrase of prose ("« le même que d'habitude »", "“the same as always”"): words, one of them about a password or prose. */
// (Also a phrase of small letters alone with a short word among its first three, "the usual one",
// "la de siempre": a passphrase's first words are long, as the passphrase rule below reads them.)
export function quotedProse(v: string): boolean {
  if (!/\s/.test(v)) return false;
  const words = v.toLowerCase().split(/[^\p{L}]+/u);
  if (/^[\p{Ll}\s'’-]+$/u.test(v) && words.slice(0, 3).some((w) => w.length > 0 && w.length <= 3)) return true;
  return words.some((w) => NOT_VALUES.has(w) || PROSE_WORDS.has(w));
}

/** Is `v` the value a keyword of this kind announces? `prev` is the word before it (null: right after the keyword). */
function credential(v: string, kind: Kind, quoted: boolean, prev: string | null, next: string, loose = false): boolean {
  // Most values asked about are words of prose: a short unquoted run of letters is no value
  // whatever the rules below say (the last of them reads letters alone), so it is done with first.
  if (!loose && !quoted && v.length < 10 && LETTERS_ONLY.test(v)) return false;
  // "the password is @zul3jo48": after "is" or ":" an "@" opens a password (a handle is not what
  // a password word announces), where "send the password to @jan" names a person.
  if (kind === "password" && HANDLE_SHAPE.test(v) && prev !== null && STRONG_OR_COLON.test(prev)) return /\d/.test(v) && /\p{L}/u.test(v) && secretShaped(v, 7);
  if (v.length < 4 || isPlaceholder(v) || NOT_A_VALUE.test(v) || CALL.test(v)) return false;
  // A word about a password or where it is kept ("expired", "1Password", "Bitwarden") is never its value.
  if (NOT_VALUES.has(v.toLowerCase())) return false;
  // A plain word where the sentence leaves no doubt it is the pass (a login pair, or "the password
  // is sunshine." closing its clause), unless the word says something about a password ("wrong").
  if (loose && /^[\p{L}'’-]{5,40}$/u.test(v)) {
    const w = v.toLowerCase();
    return !NOT_VALUES.has(w) && !CONNECTORS.has(w) && !FILLERS.has(w) && !UNITS.has(w) && !TOPIC_AFTER.test(w);
  }
  if (UNITS.has(bare(next)) && /^\d/.test(v)) return false;
  if (quoted && v.length >= 6) return !quotedProse(v);
  // "mot de passe impots.gouv :", "password ameli.fr": a site's name in small letters says what the password is for.
  if (SITE_NAME.test(v)) return false;
  if (CODE_SHAPE.test(v)) {
    // "in 2026", "to 2027": a year after a preposition is a date; "Key 2026 milestones": a year naming something.
    const year = YEAR.test(v.replace(/\D/g, ""));
    return !(year && (prev === null ? /^\p{L}/u.test(next) : DATE_PREPOSITIONS.has(prev) || MEANS.has(prev)));
  }
  if (/^\d{9,16}$/.test(v)) return kind === "password";
  // "2UFRU-TUVN1-9L62L-DADDW-PP1RC": a product or licence key, four or more dashed groups of capitals and digits.
  if (kind === "code" && LICENCE_KEY.test(v) && /\d/.test(v)) return true;
  // "SIZJ-PLWC-ZCSQ", "5F1W-IGC7-VUV2": an activation code from a bank's or an office's letter, three dashed groups of four or five.
  if (kind === "code" && ACTIVATION_CODE.test(v)) return true;
  if (kind === "code" && IDENTIFIER.test(v)) return false;
  if (kind === "code" && ALNUM_CODE.test(v) && /^[A-Z0-9]+$/.test(v)) return true;
  // Letters only: "SIM-Karte", "iPhone", "WhatsApp" have mixed case too; a password of letters
  // alone must be long and change case inside its words more than a name does.
  if (LETTERS_ONLY.test(v)) return v.length >= 10 && capitalsInside(v) >= 3;
  return secretShaped(v, 6);
}
const LETTERS_ONLY = /^[\p{L}'’-]+$/u;
const CAPITAL_AFTER_SMALL = /(?<=\p{Ll})\p{Lu}/gu;
/** How many capitals follow a small letter ("cAmElCaSe" has four): by code for ASCII, by the expression otherwise. */
function capitalsInside(v: string): number {
  let n = 0;
  let small = false;
  for (let i = 0; i < v.length; i++) {
    const k = v.charCodeAt(i);
    if (k >= 128) return v.match(CAPITAL_AFTER_SMALL)?.length ?? 0;
    if (small && k >= 65 && k <= 90) n++;
    small = k >= 97 && k <= 122;
  }
  return n;
}

const LICENCE_KEY = /^[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7}$/;
const ACTIVATION_CODE = /^[A-Z0-9]{4,5}-[A-Z0-9]{4,5}-[A-Z0-9]{4,5}$/;

/**
 * After a word for the login ("Login is …", "logins for the flat: the Netflix one is …"), a value no
 * user name has is the pass: a letter, a digit and a sign no user name holds ("!", "#", "%", "@" …), or
 * capitals, small letters and digits mixed inside a word ("G0rd00285", "sora.Dotu.20"); or any value with capitals,
 * small letters and digits when the same sentence names the user name apart after it ("…, the
 * username is your van number").
 */
function loginPass(text: string, v: string, raw: string, end: number): boolean {
  if (v.length < 8 || !/\p{L}/u.test(v) || !/\d/.test(v)) return false;
  // A value's own last "!" or "?" ("Sotinbel42! for the app") is a sign of it.
  if (/[!?#$%*&+=^~@]/.test(raw.replace(/[.,;:)"'”»’]+$/, "")) || (STRONG_VALUE.test(v) && /\p{L}\d+\p{L}|\p{Ll}\.\p{Lu}/u.test(v))) return true;
  if (!STRONG_VALUE.test(v)) return false;
  const rest = text.slice(end, end + 100);
  const stop = rest.search(/[.!?]\s|\n/);
  return NAME_WORD_AFTER.test(stop >= 0 ? rest.slice(0, stop) : rest);
}

const OPEN_QUOTES = "\"“«‘„";
const tokenAt = (m: RegExpExecArray, base: number): Tok =>
  token(m[0], base + m.index, base + m.index + m[0].length, m[0].length > 2 && OPEN_QUOTES.includes(m[0].charAt(0)));

/**
 * The tokens of a whole text, read once per text and shared by every window of it: the token at a
 * place depends only on that place (the first sign that is no blank starts one), so a window's
 * tokens are the text's from the first one it shares with them. A token's `bare` and `value` are
 * worked out once for every window that holds it. (One text at a time: the last one asked.)
 */
interface TextTokens {
  text: string;
  toks: Tok[];
  /** The index in `toks` of the token starting at each place, -1 where none does. */
  at: Int32Array;
}
let shared: TextTokens | null = null;
function textTokens(text: string): TextTokens {
  if (shared !== null && shared.text === text) return shared;
  const toks: Tok[] = [];
  const at = new Int32Array(text.length + 1).fill(-1);
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    at[m.index] = toks.length;
    toks.push(tokenAt(m, 0));
  }
  shared = { text, toks, at };
  return shared;
}

/**
 * The token of `text` from `start` running past the window's end `to`, read again inside the window
 * and added to `out`. (A function of the module, not a closure made in every window: most windows
 * never need it.)
 */
function cutAt(text: string, start: number, to: number, out: Tok[]): Tok[] {
  const slice = text.slice(start, to);
  TOKEN.lastIndex = 0;
  for (let n = TOKEN.exec(slice); n !== null; n = TOKEN.exec(slice)) out.push(tokenAt(n, start));
  return out;
}

function tokensOf(text: string, from: number, to: number): Tok[] {
  const out: Tok[] = [];
  // A token that ends inside the window is the same token the window alone would give; the first
  // one to reach past it is read again in the window, which cuts it (and tells a quote closed only
  // outside the window from a quoted phrase). Indices stay those of the text.
  const all = textTokens(text);
  // Inside a token of the text (a keyword's end inside "password:"), the window reads its own
  // tokens until one starts where a token of the text does. Read no further than a quoted token
  // can reach past the window (an opening quote, 64 signs and the closing one): a window inside
  // one long token (100 kB without a blank) costs the window, not the rest of the text.
  // The last token of the text that starts before the window.
  let lo = 0;
  let hi = all.toks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all.toks[mid]!.start < from) lo = mid + 1;
    else hi = mid;
  }
  let i = lo;
  if (lo > 0 && all.toks[lo - 1]!.end > from) {
    i = -1;
    const src = to + TOKEN_REACH < text.length ? text.slice(0, to + TOKEN_REACH) : text;
    TOKEN.lastIndex = from;
    for (let m = TOKEN.exec(src); m !== null && m.index < to; m = TOKEN.exec(src)) {
      if (all.at[m.index] !== -1) {
        i = all.at[m.index]!;
        break;
      }
      if (m.index + m[0].length > to) return cutAt(text, m.index, to, out);
      out.push(tokenAt(m, 0));
    }
    if (i === -1) return out;
  }
  // Between tokens of the text only blanks stand: from here the window's tokens are the text's.
  for (; i < all.toks.length && all.toks[i]!.start < to; i++) {
    const t = all.toks[i]!;
    if (t.end > to) return cutAt(text, t.start, to, out);
    out.push(t);
  }
  return out;
}

// The answer may open with a word or two ("none, it is …", "nope, it's …").
// (Those words on the answer's own line: a line of stalling between is read by `answeredLater`.)
const ANSWER = /^\s+(?:[\p{L}'’]+,?[ \t]+){0,2}?(?:it['’]?s|it is|c['’]est|es|é|è|ist|is)\s/iu;

/**
 * A value's span runs to the end of its token: signs that look like sentence punctuation ("Tigre2020!",
 * "falc0n.77.") are cut off before the value is judged, but they may be part of it, and a mask must
 * cover every character of a secret.
 */
function tail(text: string, end: number, tokEnd: number): number {
  let e = end;
  while (e < tokEnd && !/[\s,;:)\]}"'”»’]/.test(text.charAt(e))) e++;
  return e;
}

/** The first word on the line after a question mark at `at` is a credential of this kind ("Password? zebr4.66"). */
function answeredBy(text: string, at: number, kind: Kind): boolean {
  // On the same line or the next one ("la clave del wifi?\nHola.9921").
  const m = /^(?:[ \t]+|[ \t]*\n[ \t]*)(\S+)(?:[ \t]+(\S+))?/.exec(text.slice(at, at + 90));
  if (!m) return false;
  // "eccola: …", "voilà …", "here: …": a lead-in word or a word and a colon before the answer.
  const led = m[2] !== undefined && (/^[\p{L}'’]{2,12}:$/u.test(m[1]!) || LEAD_INS.has(bare(m[1]!).replace(/’/g, "'")));
  const word = led ? m[2]! : m[1]!;
  const wordStart = at + (led ? m[0].length - word.length : m[0].indexOf(word));
  const tok = token(word, wordStart, wordStart + word.length, false);
  const { v } = valueOf(tok);
  // A plain word or a year ("il codice? 2026") answers something else.
  if (/^[\p{L}'’-]+$/u.test(v) || YEAR.test(v)) return false;
  return credential(v, kind === "code" ? "code" : "password", false, null, "");
}

// A question answered a line or two below, after a line of stalling ("the password?\nhang on, checking\nok it's …",
// "wie war das Kennwort?\nmoment\nalso: …"): the answer line holds at most a few words, an "it's" or a
// word and a colon, and the value closing it.
const LATER_ANSWER = /^[ \t]*(?:[\p{L}'’]+[ \t,]+){0,3}?(?:(?:it['’]?s|its|it is|c['’]est|es|é|è|e['’]|ist|is)[ \t]+|[\p{L}'’]{1,12}[ \t]*:[ \t]*)?(\S+)[ \t]*$/u;
function answeredLater(text: string, at: number, kind: Kind): Span | null {
  let lineStart = text.indexOf("\n", at);
  // The question closes its line.
  if (lineStart < 0 || text.slice(at, lineStart).trim() !== "") return null;
  for (let n = 0; n < 3; n++) {
    const from = lineStart + 1;
    let to = text.indexOf("\n", from);
    if (to < 0) to = text.length;
    const line = text.slice(from, to);
    if (line.length > 60) return null;
    const m = n > 0 ? LATER_ANSWER.exec(line) : null;
    if (m) {
      const raw = m[1]!;
      // (The value is the line's last token.)
      const at0 = from + line.lastIndexOf(raw);
      const tok = token(raw, at0, at0 + raw.length, false);
      const { v, start } = valueOf(tok);
      // (A code word's answer may be a password's shape too: "la clave del router?" … "ya: EC99Fxi4p".)
      if (!/^[\p{L}'’-]+$/u.test(v) && !YEAR.test(v) && (bareValue(v) || STRONG_VALUE.test(v)) && (credential(v, "password", false, null, "") || (kind === "code" && credential(v, "code", false, null, "")))) return { start, end: tail(text, start + v.length, tok.end) };
    }
    if (to >= text.length) return null;
    lineStart = to;
  }
  return null;
}

// A keyword's line as a heading: a few words, no sign, no connector after the keyword.
const HEADING = /^[ \t]*(?:[\p{L}'’-]+[ \t]+){0,6}[\p{L}'’-]+[ \t]*$|^[ \t]*$/u;
// One word alone on its line.
const ALONE_ON_LINE = /^[ \t]*\S+[ \t]*(?:\n|$)/;
/** A value said without a connector: no word has its shape. */
const bareValue = (v: string): boolean =>
  v.length >= 8 && /\d/.test(v) && /\p{L}/u.test(v) && (/[^\p{L}\p{N}]/u.test(v) || /\p{Ll}\p{Lu}/u.test(v) || v.length >= 10);

// "then", "dann", "puis": the words that order the pieces of a password read out ("großes W, dann brezel, dann 9528").
const DICTATION = new Set(words((l) => l.dictation));
const CONJUNCTIONS = new Set(words((l) => l.conjunctions));
// A connector this many words or more after the keyword is in a later clause ("the password on the
// sticker is wrong, the real one is …"): only a value no word or reference has counts there.
const NEAR_CONNECTOR = 8;
const FAR_CONNECTOR = 13;
// A password word's value may come after a whole relative clause ("the password for the Dropbox,
// the one Mark set up last spring when we did the photos, is …"): up to this many words and
// characters away, after a verb that ties it ("is", "lautet", "c'est", ":"), and only a value no
// word has (`farValue`).
const FARTHEST_CONNECTOR = 24;
const PASSWORD_REACH = 170;

/** Letters and digits, and no upper-case reference ("INC0012345") or commit hash; `raw` may end in the value's own signs ("Nougat76!!"). */
// (A word and digits joined by "_", "RAVIOLI_2384", is how people make passwords; references join with "-" or nothing.)
const notReference = (core: string): boolean => core.length >= 6 && /\d/.test(core) && /\p{L}/u.test(core) && (!/^[A-Z0-9_-]+$/.test(core) || /^[A-Z]{3,}_\d+$/.test(core)) && !/^[0-9a-f]{7,40}$/.test(core);
/** A value said far from its keyword, or in a list after it: no word has its shape. */
const farValue = (raw: string): boolean => bareValue(raw) && notReference(raw.replace(/[.,;:!?]+$/, ""));
/** A value that opens its sentence, with its keyword after an aside: eight or more, or a sign or a capital inside ("lyn.81X"). */
const leadingValue = (raw: string): boolean => {
  const core = raw.replace(/[.,;:!?]+$/, "");
  return notReference(core) && (core.length >= 8 || /[^\p{L}\p{N}]/u.test(raw) || /\p{Ll}\p{Lu}/u.test(core));
};

// The kinds a git branch's name opens with ("feature/…", "fix/…"): git's convention, the same in every language.
const GIT_BRANCH = /^(?:feature|feat|fix|bugfix|hotfix|release|chore|docs|refactor|test|ci|build|perf|wip)$/i;

const MAY_HOLD_VALUE = /[\d"“«„‘#$%&*+=?@^_~|!/<>[\]{}()]|\p{Ll}\p{Lu}/u;

// Two lines of one piece each, letters and digits only: a value wrapped by a terminal or a chat.
const WRAPPED = /^([A-Za-z0-9]{6,40})\n([A-Za-z0-9]{4,40})(?=\n|$)/;

/** The value a keyword announces, read from the words after it; null when there is none. */
function announced(text: string, kwEnd: number, kind: Kind, loginPair: () => boolean = () => false, plainAfterIs = false, shortCode = false): Span | null {
  const rest = text.slice(kwEnd, kwEnd + (kind === "password" ? PASSWORD_REACH : 90));
  let cut = rest.search(CLAUSE_END);
  // "my laptop password? it's …": a question the same line answers goes on.
  let asked = -1;
  if (cut >= 0 && rest.charAt(cut) === "?" && ANSWER.test(rest.slice(cut + 1))) {
    // The answer may open the next line ("> what's the nas password?\nit's …"): its clause starts there.
    const after = rest.slice(cut + 1);
    const lead = after.length - after.trimStart().length;
    const next = after.slice(lead).search(CLAUSE_END);
    cut = next >= 0 ? cut + 1 + lead + next : -1;
  } else if (cut >= 0 && rest.charAt(cut) === "?" && answeredBy(text, kwEnd + cut + 1, kind)) {
    // "Password? zebr4.66", "¿la contraseña de Movistar? Girasole!8657": the question mark is the
    // connector when what follows it on the line is itself a credential.
    asked = kwEnd + cut + 1;
    const after = rest.slice(cut + 1);
    const lead = after.length - after.trimStart().length;
    const next = after.slice(lead).search(CLAUSE_END);
    cut = next >= 0 ? cut + 1 + lead + next : -1;
  } else if (cut >= 0 && rest.charAt(cut) === "?" && kind !== "login") {
    const later = answeredLater(text, kwEnd + cut + 1, kind);
    if (later) return later;
  } else if (cut >= 0 && rest.charAt(cut) === "\n" && /[:=]\s*(?:`{3}[\w-]*\s*)?$/.test(rest.slice(0, cut))) {
    // "mot de passe du wifi (recopie-le bien) :" and the value on the next line.
    // A value the terminal wrapped over two lines ("vRLQtaIt\nSN67tkcx"): both lines are one value.
    const wrapped = kind === "password" ? WRAPPED.exec(rest.slice(cut + 1)) : null;
    if (wrapped && credential(wrapped[1]! + wrapped[2]!, "password", false, ":", "")) {
      const start = kwEnd + cut + 1;
      return { start, end: start + wrapped[0].length };
    }
    const next = rest.slice(cut + 1).search(CLAUSE_END);
    cut = next >= 0 ? cut + 1 + next : -1;
  } else if (cut >= 0 && rest.charAt(cut) === "\n" && plainAfterIs && HEADING.test(rest.slice(0, cut)) && ALONE_ON_LINE.test(rest.slice(cut + 1)) && !CSV_FIELD_BEFORE.test(text.slice(Math.max(0, kwEnd - 40), kwEnd))) {
    // "Password for the shared drive" as a heading, and one word alone on the line below it: the
    // line break is the connector (the value must still look like a credential, read below).
    const next = rest.slice(cut + 1).search(/\n|$/);
    cut = cut + 1 + next;
  }
  // "Rotated the router password this morning. The new one is below:" and the value alone on the
  // next line: a short sentence of the same line that ends in ":" hands the password on to the line
  // below, where only a value no word has counts (`farValue`).
  if (kind === "password" && cut >= 0 && /[.!]/.test(rest.charAt(cut))) {
    const nl = rest.indexOf("\n", cut);
    const lead = nl >= 0 ? rest.slice(cut + 1, nl) : "";
    if (nl >= 0 && /:\s*$/.test(lead) && !/[.!?;]\s/.test(lead) && lead.trim().split(/\s+/).length <= 8) {
      const line = /^[ \t]*(\S+)[ \t]*(?:\n|$)/.exec(text.slice(kwEnd + nl + 1));
      if (line && farValue(line[1]!)) {
        const start = kwEnd + nl + 1 + line[0].indexOf(line[1]!);
        return { start, end: start + line[1]!.length };
      }
    }
  }
  const clause = cut >= 0 ? rest.slice(0, cut + 1) : rest;
  // Every value the grammar takes has a digit, a symbol, a quote or a capital inside a word:
  // a clause of plain words ("the password reset flow is broken") is done with at once.
  if (kind !== "password" && !MAY_HOLD_VALUE.test(clause)) return null;
  const toks = tokensOf(text, kwEnd, kwEnd + clause.length);
  if (toks.length === 0) return null;
  // "the password reset flow", "password hint: …": the keyword names a topic, and only a value no
  // prose has (capitals, small letters and digits, eight or more) is still its value ("password
  // hint: there is none, it's literally …").
  const topic = TOPIC_AFTER.test(bareOf(toks[0]!)) || TOPIC_AFTER.test(toks[0]!.text.replace(/^[-:]/, ""));
  if (topic && !toks.some((t) => STRONG_VALUE.test(t.text))) return null;
  const tryAt = (i: number, connector: string | null): Span | null => {
    const hit = tryValue(i, connector);
    return hit && topic && !STRONG_VALUE.test(text.slice(hit.start, hit.end)) ? null : hit;
  };
  const tryValue = (i: number, connector: string | null): Span | null => {
    // Up to two fillers ("is now", "c'est toujours", "é o") before the value.
    for (let skip = 0; skip <= 2 && i < toks.length; skip++, i++) {
      const tok = toks[i]!;
      // A slash between a user and a pass, a markdown code fence or emphasis around the value.
      if (!tok.quoted && /^(?:[/|]|`{3}[\w-]*|[*_]{2})$/.test(tok.text)) continue;
      const val = valueOf(tok);
      let { v } = val;
      let start = val.start;
      // "mum/falc0n.77": a login pair in one token; the pass is after the slash.
      const pair = /^([^/|\s]{2,40})[/|]([^/|\s]{4,64})$/.exec(v);
      // "feature/login-2fa": a git branch's kind and name, no user and pass.
      const paired = pair !== null && !/^https?:/i.test(v) && !GIT_BRANCH.test(pair[1]!);
      if (paired) {
        start += pair[1]!.length + 1;
        v = pair[2]!;
      }
      // "login: mum / falc0n.77": the user, then a slash, then the pass.
      if (toks[i + 1] && /^[/|]$/.test(toks[i + 1]!.text) && toks[i + 2]) {
        const p = valueOf(toks[i + 2]!);
        if (credential(p.v, "password", toks[i + 2]!.quoted, null, toks[i + 3]?.text ?? "")) return { start: p.start, end: tail(text, p.end, toks[i + 2]!.end) };
      }
      // A value spelled a character at a time ("u m p s 1 2 9 h y", "wlan schlüssel 6 3 9 9 0 5 0 7 …"): the whole run.
      if (!tok.quoted && kind !== "login" && /^[\p{L}\p{N}]$/u.test(v)) {
        let j = i;
        while (j + 1 < toks.length && /^[\p{L}\p{N}][.,;!?)]?$/u.test(toks[j + 1]!.text) && /^[\p{L}\p{N}]$/u.test(toks[j]!.text)) j++;
        const end = valueOf(toks[j]!).end;
        if (spelledRun(text.slice(start, end).replace(/\s/g, ""), kind)) return { start, end };
      }
      // A key written in groups of digits ("WLAN-Schlüssel: 4711 0815 2233 4455 6677"): the whole run.
      if (/^\d{2,6}$/.test(v) && !tok.quoted) {
        let j = i;
        while (j + 1 < toks.length && /^\d{2,6}[.,;]?$/.test(toks[j + 1]!.text) && /^\d+$/.test(toks[j]!.text)) j++;
        if (j - i >= 2) {
          const end = valueOf(toks[j]!).end;
          const digits = text.slice(start, end).replace(/\D/g, "");
          if (digits.length >= 8 && digits.length <= 40) return { start, end };
        }
      }
      // A code said in two or three groups ("19 94", "816 964", "90-28"): four to eight digits in all,
      // closing the value (no unit, no further digits after it).
      if (kind === "code" && skip === 0 && !tok.quoted) {
        const dashed = /^\d{2,4}-\d{2,4}$/.test(v) && !dateLike(v);
        let j = i;
        if (/^\d{2,3}$/.test(v)) while (j + 1 < toks.length && j - i < 2 && /^\d{2,3}[.,;:!?)]?$/.test(toks[j + 1]!.text) && /^\d+$/.test(toks[j]!.text)) j++;
        if (dashed || j > i) {
          const end = dashed ? start + v.length : valueOf(toks[j]!).end;
          const n = text.slice(start, end).replace(/\D/g, "").length;
          const after = toks[j + 1]?.text ?? "";
          if (n >= 4 && n <= 8 && !UNITS.has(bare(after)) && !/^\d/.test(after)) return { start, end };
        }
      }
      const prev = i > 0 ? bareOf(toks[i - 1]!) : connector;
      // A combination lock's code: three digits, or a dial's "12-34-56" that is no date, or any
      // dial's numbers right after "is" or ":" ("safe combination: 8-13-32": no one says a date there).
      if (shortCode && skip === 0 && !tok.quoted && (/^\d{3}$/.test(v) || (/^\d{1,2}(?:[-–]\d{1,2}){2,3}$/.test(v) && (!dateLike(v) || (connector !== null && STRONG_OR_COLON.test(connector)))))) return { start, end: start + v.length };
      const closes = i === toks.length - 1 || /[.,;!?)]$/.test(tok.text);
      // A plain word counts only right after the keyword in a login pair, or right after "is" / ":"
      // close to the keyword and closing its clause ("the password is sunshine.").
      const strong = connector !== null && STRONG_OR_COLON.test(connector);
      const loose = kind === "password" && skip === 0 && closes && (((connector === null || strong) && loginPair()) || (plainAfterIs && strong && i <= 4));
      if ((kind !== "login" || paired || (!tok.quoted && loginPass(text, v, tok.text, start + v.length))) && credential(v, kind === "login" ? "password" : kind, tok.quoted, prev, toks[i + 1]?.text ?? "", loose)) return { start, end: tail(text, start + v.length, tok.end) };
      if (!FILLERS.has(bareOf(tok))) return null;
    }
    return null;
  };
  // A password read out in pieces ("PYXX 6840 druz", "gazpacho 004 heron", "großes W, dann brezel,
  // dann 9528"): words and digit groups taking turns (or put in order by "then", "dann", "puis"),
  // with a letter and a digit, up to the end of the clause. No word of the run is prose, a unit, a
  // reference or a word about a password ("the password is 3 days old" stays prose).
  const spokenFrom = (i: number, to: number): Span | null => {
    if (kind !== "password" || !plainAfterIs || topic) return null;
    // A run needs a group of digits among its nine pieces, and a piece's value is part of its
    // token: without a digit in reach there is no run (a keyword repeated without values costs
    // this check, not the reading of every word).
    let digit = false;
    for (let m = i; m < to && m < i + 9 && !digit; m++) digit = /\d/.test(toks[m]!.text);
    if (!digit) return null;
    let letters = 0;
    let digits = 0;
    let start = -1;
    let end = -1;
    let ordered = false;
    let adjacentWords = false;
    let prevKind = "";
    for (let n = 0; i < to; i++, n++) {
      const tok = toks[i]!;
      const b = bareOf(tok);
      if (n >= 9 || tok.quoted) return null;
      if (DICTATION.has(b)) {
        ordered = true;
        prevKind = "";
        continue;
      }
      // "and then", "und dann": a short word before an ordering word goes with it.
      if (b.length <= 3 && /^\p{L}+$/u.test(b) && toks[i + 1] && DICTATION.has(bareOf(toks[i + 1]!))) continue;
      const val = valueOf(tok);
      let k: "d" | "w";
      if (/^\d{2,6}$/.test(val.v) && !UNITS.has(bare(toks[i + 1]?.text ?? ""))) k = "d";
      else if (/^\p{L}{1,12}$/u.test(val.v) && !FILLERS.has(b) && !NOT_VALUES.has(b) && !PROSE_WORDS.has(b) && !CONNECTORS.has(b) && !UNITS.has(b) && !isReference(b) && !TOPIC_AFTER.test(b) && !MEANS.has(b)) k = "w";
      else return null;
      if (k === "d" && YEAR.test(val.v) && i > 0 && DATE_PREPOSITIONS.has(bareOf(toks[i - 1]!))) return null;
      if (k === prevKind) {
        if (k === "d") return null;
        adjacentWords = true;
      }
      if (k === "d") digits++;
      else letters++;
      if (start < 0) start = val.start;
      end = tail(text, val.end, tok.end);
      prevKind = k;
    }
    // Three pieces at least: "Paris 2024" or "chapter 12" is a name and a number.
    return letters >= 1 && digits >= 1 && letters + digits >= 3 && (!adjacentWords || ordered) ? { start, end } : null;
  };
  // Where the clause goes on after a run: its end, or an aside in brackets ("(tout attaché)").
  const spokenAt = (i: number): Span | null => {
    let j = i;
    while (j < toks.length && !toks[j]!.text.startsWith("(")) j++;
    return j > i ? spokenFrom(i, j) : null;
  };
  // A list after the keyword: "die neuen Kennwörter: Mail …, Bank …": each item a few words and a
  // value no word has.
  const listFrom = (i: number): Span | null => {
    if (kind !== "password" || !plainAfterIs) return null;
    const end = valuesAfter(text, toks, i);
    return end ? { start: end.start, end: end.end } : null;
  };
  // Right after the keyword: "PIN 4821", "digicode 1014B", "WLAN-Schlüssel: …".
  const first = toks[0]!;
  if (connectorIn(first) && /[:=]$/.test(first.text) && first.text.length > 1) {
    const hit = tryAt(1, ":") ?? spokenAt(1) ?? listFrom(1);
    if (hit) return hit;
  }
  const adjacent = tryAt(0, null) ?? spokenAt(0);
  if (adjacent) return adjacent;
  // After a connector, within seven words of modifiers: "Passwort fürs Online-Banking ist …"; in a
  // later clause of the same sentence only a value no word has ("… is wrong, the real one is …",
  // "…, das vom Server ist …", "…, celui de la banque c'est …").
  for (let i = 0; i < Math.min(toks.length, kind === "login" ? FAR_CONNECTOR : FARTHEST_CONNECTOR); i++) {
    // "die Alarmanlage schaltest du mit 2894 aus": a code is also what something is done with; so
    // is a password ("for the Apple ID password I went with …"), when no word has its shape.
    const role = roleOf(toks[i]!);
    const means = (kind === "code" || (kind === "password" && plainAfterIs)) && !toks[i]!.quoted && (role & MEANS_WORD) !== 0;
    // "…, quedó en …", "…, ended up as …": a change's result ties the value as firmly as "is" (so
    // does an "as" word or a connector right after it).
    const settled = (role & SETTLED_WORD) !== 0 || (((role & AS_WORD) !== 0 || connectorIn(toks[i]!)) && ((i >= 1 && (roleOf(toks[i - 1]!) & SETTLED_WORD) !== 0) || (i >= 2 && (roleOf(toks[i - 2]!) & SETTLED_WORD) !== 0)));
    if (!means && !settled && toks[i]!.end !== asked && !connectorIn(toks[i]!)) continue;
    // "stored in 1Password", "liegt im Tresor": after a verb of putting, a place follows.
    if (i > 0 && PLACE_VERBS.has(bareOf(toks[i - 1]!))) continue;
    if (!plainAfterIs && NAMING.has(bareOf(toks[i]!).replace(/’/g, "'"))) return null;
    const strongHere = settled || /[:=]$/.test(toks[i]!.text) || STRONG_OR_COLON.test(bareOf(toks[i]!));
    if (i >= FAR_CONNECTOR && !strongHere) continue;
    // A code word's value this far only after an aside set off by commas (below).
    if (kind === "code" && i >= FAR_CONNECTOR && !(i > 1 && /,$/.test(toks[i - 1]!.text))) continue;
    const hit = tryAt(i + 1, bareOf(toks[i]!) || toks[i]!.text) ?? (strongHere && i < NEAR_CONNECTOR ? (spokenAt(i + 1) ?? listFrom(i + 1)) : null);
    if (!hit) continue;
    const far = i >= NEAR_CONNECTOR || (means && kind === "password");
    // A far connector's clause names no reference ("…, the ticket is INC0012345").
    // ("for no reason:": a reference word is one only before a number or a connector, not before another word.)
    const reference = (k: number) => isReference(bareOf(toks[k]!)) && !(k + 1 <= i && /^[\p{Ll}]{3,}$/u.test(bareOf(toks[k + 1]!)) && !CONNECTORS.has(bareOf(toks[k + 1]!)));
    // Past a whole relative clause, after "is" or ":", a word and a year ("Tulp1973") is a value too.
    const farthestValue = (v: string): boolean => i >= FAR_CONNECTOR && v.length >= 8 && notReference(v.replace(/[.,;:!?]+$/, ""));
    // "la password della banca, quella nuova che mi hanno fatto cambiare, è Gato94%": an aside between
    // commas, the connector right after it, belongs to the keyword's own clause; a value with a
    // password's marks (a letter, a digit and a sign) is enough there.
    // So is a code of four to eight digits that is no year after a code word ("the passcode for my
    // work phone, which IT reset on monday, is now 742262").
    const hitValue = text.slice(hit.start, hit.end).replace(/[.,;:]+$/, "");
    const aside = strongHere && i > 1 && /,$/.test(toks[i - 1]!.text) && toks.slice(0, i - 1).some((t) => /,$/.test(t.text)) && (signedValue(hitValue) || (kind === "code" && CODE_SHAPE.test(hitValue) && !YEAR.test(hitValue)));
    if (far && ((!aside && !farValue(text.slice(hit.start, hit.end)) && !farthestValue(text.slice(hit.start, hit.end)) && !(kind === "code" && ACTIVATION_CODE.test(hitValue))) || [i - 4, i - 3, i - 2, i - 1].some((k) => k >= 0 && reference(k)))) continue;
    return hit;
  }
  // A subordinate clause puts its verb last ("…, dass ihr Passwort für die Sparkasse jetzt … ist, weil …",
  // "dat mijn wachtwoord voor de bank nu … is want …"): a value no word has right before "ist"/"is"/
  // "lautet" that closes its clause (a comma, a conjunction, the end) is the value.
  if (kind !== "login") {
    for (let i = 2; i < Math.min(toks.length, FAR_CONNECTOR); i++) {
      const tok = toks[i]!;
      if (!VERB_LAST.test(bareOf(tok))) continue;
      const closes = i === toks.length - 1 || /[,.;!?)]$/.test(tok.text) || CONJUNCTIONS.has(bareOf(toks[i + 1]!)) || /^(?:weil|want|omdat|da|denn|aber|maar)$/i.test(bareOf(toks[i + 1]!));
      if (!closes || /[,.;!?)]$/.test(toks[i - 1]!.text)) break;
      const { v, start } = valueOf(toks[i - 1]!);
      if (farValue(v) && !/^[\p{L}'’-]+$/u.test(v) && credential(v, kind, toks[i - 1]!.quoted, null, tok.text)) return { start, end: start + v.length };
      break;
    }
  }
  // A word for the password itself, a few words of what it is for, and a value closing the clause
  // without a connector: "pwd della mail drop@648", "Password for the shared drive" and the value
  // on the line below. Only a value no word has (eight or more, letters and digits, and a sign, a
  // capital inside or ten or more), so "the password for user42" stays prose.
  if (kind === "password" && plainAfterIs && !topic) {
    for (let i = 1; i < Math.min(toks.length, 7); i++) {
      // The words of what it is for may end in a comma ("mi contraseñita de siempre, …,").
      if (!/^[\p{L}'’-]+,?$/u.test(toks[i - 1]!.text) || connectorIn(toks[i - 1]!) || isReference(bareOf(toks[i - 1]!))) return null;
      const tok = toks[i]!;
      // A conjunction after it closes its item too ("contraseña del banco … y el PIN …").
      // So does an aside in brackets after it ("wachtwoord ziggo … (hoofdletter!)").
      // And a value in quotes is an item of its own ("contraseña del banco \"…\" ojo con las mayúsculas").
      const closes = i === toks.length - 1 || /[,.;!?)]$/.test(tok.text) || (tok.quoted && !/\s/.test(tok.text)) || CONJUNCTIONS.has(bareOf(toks[i + 1]!)) || toks[i + 1]!.text.startsWith("(");
      if (!closes || /^[\p{L}'’-]+,$/u.test(tok.text)) continue;
      const { v, start } = valueOf(tok);
      return bareValue(v) && credential(v, "password", tok.quoted, bareOf(toks[i - 1]!), "") ? { start, end: tail(text, start + v.length, tok.end) } : null;
    }
  }
  // Modifiers and then a code closing the clause: "code de la porte 1963", "PIN der SIM-Karte 8847,".
  if (kind === "code") {
    for (let i = 1; i < Math.min(toks.length, 5); i++) {
      const { v } = valueOf(toks[i]!);
      // The modifiers are words ("de la porte", "der SIM-Karte"), not other digit groups.
      if (/\d/.test(toks[i - 1]!.text)) return null;
      const short = shortCode && /^\d{3}$/.test(v);
      // A key's dashed groups need not close the clause ("código de ativação DLEZ-QGDY-49VZ para a Chave …").
      const keyShape = ACTIVATION_CODE.test(v) || (LICENCE_KEY.test(v) && /\d/.test(v));
      if (!CODE_SHAPE.test(v) && !ALNUM_CODE.test(v) && !short && !keyShape) continue;
      if (isReference(bareOf(toks[i - 1]!)) || TIME_PREPOSITIONS.has(bareOf(toks[i - 1]!))) return null;
      const closes = i === toks.length - 1 || /[,.;:!?)]$/.test(toks[i]!.text);
      return (closes || keyShape) && !topic && (short || credential(v, "code", false, bareOf(toks[i - 1]!), toks[i + 1]?.text ?? "")) ? { start: valueOf(toks[i]!).start, end: valueOf(toks[i]!).end } : null;
    }
  }
  return null;
}

/**
 * Values no word has, each after at most four plain words, from token `i` on: the items of a list
 * ("Mail …, Bank …") or what goes on after a value ("… y la del banco …"). Null when the first item
 * has none.
 */
function valuesAfter(text: string, toks: readonly Tok[], i: number, afterOne = false): Span | null {
  let start = -1;
  let end = -1;
  while (i < toks.length) {
    for (let words = 0; i < toks.length && words < 5 && /^,?[\p{L}'’-]*,?$/u.test(toks[i]!.text); words++) i++;
    if (i >= toks.length) break;
    const tok = toks[i]!;
    const { v, start: vs, end: ve } = valueOf(tok);
    // The first value stands on its own; after one, the next needs only a letter and a digit ("…, Bank Wombat17!!").
    const ok = start < 0 && !afterOne ? farValue(text.slice(vs, tail(text, ve, tok.end))) : notReference(v);
    if (!ok || !credential(v, "password", tok.quoted, null, "")) break;
    if (start < 0) start = vs;
    end = tail(text, ve, tok.end);
    i++;
  }
  return start >= 0 ? { start, end } : null;
}

/** Further values in the clause after a password's value ("… es X y la del banco Y"): where the last one ends. */
function listAfter(text: string, end: number): number {
  const rest = text.slice(end, end + 90);
  const cut = rest.search(CLAUSE_END);
  const more = valuesAfter(text, tokensOf(text, end, end + (cut >= 0 ? cut : rest.length)), 0, true);
  return more ? more.end : end;
}

const ARTICLES = new Set(["the", "my", "our", "der", "die", "das", "den", "mein", "meine", "unser", "le", "la", "l'", "mon", "ma", "notre", "el", "mi", "nuestro", "o", "a", "meu", "minha", "il", "lo", "mio", "mia", "het", "de", "mijn", "onze"]);

/**
 * A password said before its keyword: "x7!kQ2 is my Netflix password", "use x7!kQ2 as the password",
 * "nimm x7!kQ2 als Passwort": a credential-shaped value, "is" or "as", then at most three words.
 */
function passwordBefore(text: string, kwStart: number): Span | null {
  const before = text.slice(Math.max(0, kwStart - 60), kwStart);
  const toks = tokensOf(text, kwStart - before.length + clauseStartIn(before, "!?;:,."), kwStart);
  for (let j = Math.max(0, toks.length - 6); j + 1 < toks.length; j++) {
    const link = bareOf(toks[j + 1]!);
    if (!STRONG_CONNECTOR.test(link) && !AS_WORDS.has(link)) continue;
    const rest = toks.slice(j + 2);
    if (rest.length > 3 || rest.some((t) => /\d/.test(t.text))) continue;
    const { v, start, end } = valueOf(toks[j]!);
    if (!/^[\p{L}'’-]+$/u.test(v) && credential(v, "password", toks[j]!.quoted, null, "")) return { start, end };
  }
  return null;
}

/**
 * Where the clause before a keyword starts in `before`: after its last line break or after the
 * last mark of `marks` (followed by white space) that ends a plain word. A mark that ends a word
 * with a digit or a capital inside it is a value's own last sign ("COMEta927. ist das neue
 * WLAN-Passwort", "22Kater! als Kennwort"), not the end of a sentence.
 */
function clauseStartIn(before: string, marks: string): number {
  let from = before.lastIndexOf("\n") + 1;
  for (let k = from; k < before.length - 1; k++) {
    if (!marks.includes(before.charAt(k)) || !/\s/.test(before.charAt(k + 1))) continue;
    const word = before.slice(Math.max(from, before.lastIndexOf(" ", k) + 1), k);
    if (!/\d|\p{Ll}\p{Lu}/u.test(word)) from = k + 1;
  }
  return from;
}

// "that's", "voilà", "so lautet", "opens": words that tie a value said first to the keyword after it.
const LEAD_INS = new Set(words((l) => l.leadIns));
const LINK_SIGN = /^(?:[:=—–-]|->|→|<-|←)$/;
const REVISION = /^(?:commit|merge|merged|revert|reverted|rev|sha|hash|build|tag|release|version|versie|versión|versão|versione)$/i;

/**
 * A password said first, at the start of its sentence (after at most one word: "try …"), then a
 * separator or a connector and the keyword within eight words without digits: "HIBOu852_ — that's
 * what I set as the password", "MOLEn999?, c'est le nouveau mot de passe", "86Naranja$ – so
 * lautet jetzt das Passwort". Only a value with a digit or a sign (never a plain word) counts.
 */
function valueLeads(text: string, kwStart: number): Span | null {
  const before = text.slice(Math.max(0, kwStart - 120), kwStart);
  const toks = tokensOf(text, kwStart - before.length + clauseStartIn(before, ".!;"), kwStart);
  // "X\n^ new password for …": a pointer up to the line above, which holds the value alone.
  if (toks.length > 0 && toks.length <= 7 && POINTER.test(toks[0]!.text)) {
    const lineStart = text.lastIndexOf("\n", toks[0]!.start) + 1;
    if (lineStart > 0 && /^[ \t]*$/.test(text.slice(lineStart, toks[0]!.start))) {
      const prev = tokensOf(text, text.lastIndexOf("\n", lineStart - 2) + 1, lineStart - 1);
      if (prev.length === 1) {
        const { v, start, end } = valueOf(prev[0]!);
        if (leadingValue(text.slice(start, tail(text, end, prev[0]!.end))) && credential(v, "password", prev[0]!.quoted, null, "")) return { start, end: tail(text, end, prev[0]!.end) };
      }
    }
  }
  // "🔑 X ← new password …": signs or an emoji before the value open the line, no word.
  while (toks.length > 1 && !/[\p{L}\p{N}]/u.test(toks[0]!.text)) toks.shift();
  for (let j = 0; j <= 1 && j + 1 < toks.length; j++) {
    // The one word before may not name what the value is ("commit f5fa8d0: …", "ticket …").
    if (j === 1 && (!/^[\p{L}'’]{2,8}$/u.test(toks[0]!.text) || isReference(toks[0]!.text.toLowerCase()) || REVISION.test(toks[0]!.text))) break;
    const tok = toks[j]!;
    const { v, start, end } = valueOf(tok);
    // A commit hash is hex digits in small letters, no password.
    if (/^[\p{L}'’-]+$/u.test(v) || /^[0-9a-f]{7,40}$/.test(v) || !credential(v, "password", tok.quoted, null, "")) continue;
    const between = toks.slice(j + 1);
    // Up to eight words without digits, in the same clause ("abc123 is the commit, not the password" is two).
    if (between.length > 8 || between.some((t) => /\d/.test(t.text) || /[,;]$/.test(t.text))) return j === 0 ? asideThenKeyword(text, toks, start, end) : null;
    const link = bareOf(between[0]!).replace(/’/g, "'");
    const sep = /[,:?—–]$/.test(tok.text) || LINK_SIGN.test(between[0]!.text) || STRONG_CONNECTOR.test(link) || AS_WORDS.has(link) || LEAD_INS.has(link);
    if (sep) return { start, end: tail(text, end, tok.end) };
    return j === 0 ? asideThenKeyword(text, toks, start, end) : null;
  }
  return null;
}

// "^", "↑": the line above is what the line speaks of.
const POINTER = /^(?:\^+|↑|☝️?|👆)$/u;

/**
 * A value no word has, first in its sentence, an aside after it ("(frag nicht)", "— don't ask why,
 * but", ": je le note ici sinon j'oublie,") and then a verb or a lead-in and the keyword with at most
 * three articles or fillers between: "… that's the password", "…, c'est le mot de passe", "… ist
 * jetzt das Kennwort", "…, é a senha". Up to fourteen words without digits.
 */
function asideThenKeyword(text: string, toks: readonly Tok[], start: number, end: number): Span | null {
  if (!leadingValue(text.slice(start, tail(text, end, toks[0]!.end))) || toks.length > 16) return null;
  let k = 1;
  // An aside in brackets right after the value.
  if (toks[k]?.text.startsWith("(")) {
    while (k < toks.length && !/\)[,:]?$/.test(toks[k]!.text) && k < 5) k++;
    k++;
  }
  const rest = toks.slice(k);
  if (rest.length === 0 || rest.some((t) => /\d/.test(t.text))) return null;
  const linked = /[,:—–]$/.test(toks[0]!.text) || LINK_SIGN.test(rest[0]!.text) || k > 1;
  if (!linked) return null;
  // The verb or lead-in close before the keyword, only articles and fillers after it.
  for (let m = rest.length - 1; m >= Math.max(0, rest.length - 4); m--) {
    const w = bareOf(rest[m]!).replace(/’/g, "'");
    if (STRONG_CONNECTOR.test(w) || LEAD_INS.has(w)) {
      return rest.slice(m + 1).every((t) => ARTICLES.has(bareOf(t).replace(/’/g, "'")) || FILLERS.has(bareOf(t))) ? { start, end: tail(text, end, toks[0]!.end) } : null;
    }
    if (!ARTICLES.has(w) && !FILLERS.has(w)) return null;
  }
  return null;
}

/** A credential spelled one character at a time: letters and digits (six or more), or digits alone (a code's four, a key's eight). */
function spelledRun(run: string, kind: Kind): boolean {
  if (!/\d/.test(run)) return false;
  return /\p{L}/u.test(run) ? run.length >= 6 : run.length >= (kind === "code" ? 4 : 8);
}

/** A door's code: digits, or a digicode's digits with a letter ("4471B"). */
const doorCode = (v: string): boolean => CODE_SHAPE.test(v) || (ALNUM_CODE.test(v) && /\d{3}/.test(v));

/** The keyword names a topic ("… as my password manager", "… for the password reset flow"). */
const topicAfter = (text: string, kwEnd: number): boolean => TOPIC_AFTER.test(text.slice(kwEnd, kwEnd + 30).replace(/^[\s-]+/, ""));

/** A code said before its keyword: "4821 is the door code", "1431 c'est le code de l'immeuble". */
function namedBefore(text: string, kwStart: number): Span | null {
  const before = text.slice(Math.max(0, kwStart - 50), kwStart);
  const clauseStart = Math.max(before.lastIndexOf("\n"), before.search(/[.!?;,]\s[^.!?;,]*$/)) + 1;
  const toks = tokensOf(text, kwStart - before.length + clauseStart, kwStart);
  if (toks.length < 2 || toks.length > 7) return null;
  const first = toks[0]!;
  const { v, start, end } = valueOf(first);
  if (!(CODE_SHAPE.test(v) || ALNUM_CODE.test(v))) return null;
  // "2026 is the year the code …": a year before its verb names a time, not a code.
  if (YEAR.test(v)) return null;
  const article = (t: Tok): boolean => ARTICLES.has(bare(t.text).replace(/’/g, "'"));
  // "4821 is the door code": a strong verb, then articles only.
  if (STRONG_CONNECTOR.test(bareOf(toks[1]!))) return toks.length <= 5 && toks.slice(2).every(article) ? { start, end } : null;
  // "71B91 : voilà le digicode", "5844 gets you through the side gate", "0815 – so lautet der
  // Türcode": a sign or a lead-in word, then at most four words without digits.
  let i = 1;
  if (/:$/.test(first.text) || LINK_SIGN.test(toks[i]!.text)) i += LINK_SIGN.test(toks[i]!.text) ? 1 : 0;
  else if (!LEAD_INS.has(bareOf(toks[i]!).replace(/’/g, "'"))) return null;
  if (i >= toks.length) return null;
  if (!LEAD_INS.has(bareOf(toks[i]!).replace(/’/g, "'")) && !STRONG_CONNECTOR.test(bareOf(toks[i]!))) return null;
  const restToks = toks.slice(i + 1);
  return restToks.length <= 4 && !restToks.some((t) => /\d/.test(t.text)) ? { start, end } : null;
}

/**
 * A value asked about before its keyword: "is Hunter-42 still the pin?", "c'est toujours 4B969 le
 * code de la porte ?", "¿sigue siendo … la contraseña del router?", "is … nog steeds het
 * wachtwoord?", "was it … for the alarm code?". The keyword's sentence ends in "?" within four words
 * without digits; before the value at most two words, one of them a verb or a filler ("is", "c'est",
 * "sigue"); between the value and the keyword at most four plain words (no unit, no reference); the
 * value has a code's shape (no year) or a password's.
 */
function askedBefore(text: string, kwStart: number, kwEnd: number, kind: Kind): Span | null {
  if (topicAfter(text, kwEnd)) return null;
  const after = text.slice(kwEnd, kwEnd + 60);
  const q = after.search(/[?\n.!;]/);
  if (q < 0 || after.charAt(q) !== "?" || /\d/.test(after.slice(0, q)) || after.slice(0, q).trim().split(/\s+/).length > 4) return null;
  const before = text.slice(Math.max(0, kwStart - 80), kwStart);
  const toks = tokensOf(text, kwStart - before.length + clauseStartIn(before, ".!?;:,"), kwStart);
  const plainOf = (t: Tok): string => bareOf(t).replace(/^¿/, "").replace(/’/g, "'");
  for (let j = 1; j <= 2 && j < toks.length; j++) {
    const lead = toks.slice(0, j);
    if (!lead.every((t) => /^¿?[\p{L}'’]+$/u.test(t.text))) break;
    if (!lead.some((t) => STRONG_CONNECTOR.test(plainOf(t)) || FILLERS.has(plainOf(t)))) continue;
    // Between the value and the keyword, a few plain words ("still the", "for the", "nog steeds het"), no unit or reference.
    const between = toks.slice(j + 1);
    if (between.length > 4 || !between.every((t) => /^[\p{L}'’]+$/u.test(t.text) && !UNITS.has(plainOf(t)) && !isReference(plainOf(t)))) continue;
    const tok = toks[j]!;
    const { v, start, end } = valueOf(tok);
    const last = tail(text, end, tok.end);
    const code = kind === "code" && (doorCode(v) || ALNUM_CODE.test(v)) && !YEAR.test(v);
    const pass = leadingValue(text.slice(start, last)) && !/^[\p{L}'’-]+$/u.test(v) && credential(v, "password", tok.quoted, null, "");
    if (code || pass) return { start, end: last };
  }
  return null;
}

const SPACE_WORDS = wordsRe(words((l) => l.spaceWords));
/**
 * "Passwort (mit Leerzeichen!): kaffee wolke …", "mot de passe (attention aux espaces) : F4ls0l $ 29":
 * a word saying the value holds spaces between the keyword and its ":" on the same line: the value is
 * the rest of the line, up to 64 signs in two pieces or more, none of them prose (a sign or a digit in
 * one of them, or three words of four letters or more).
 */
function spacedValue(text: string, kwEnd: number): Span | null {
  const head = text.slice(kwEnd, kwEnd + 60);
  const colon = head.search(/[:\n]/);
  if (colon < 0 || head.charAt(colon) !== ":" || !SPACE_WORDS.test(head.slice(0, colon))) return null;
  let start = kwEnd + colon + 1;
  const eol = text.indexOf("\n", start);
  let end = eol < 0 ? text.length : eol;
  while (start < end && /\s/.test(text.charAt(start))) start++;
  while (end > start && /\s/.test(text.charAt(end - 1))) end--;
  const v = text.slice(start, end);
  const pieces = v.split(/\s+/);
  if (v.length > 64 || pieces.length < 2) return null;
  const prose = (p: string): boolean => {
    const b = p.toLowerCase().replace(/[.,;:!?]+$/, "");
    // A sign alone ("$", "&") is a piece of the value, though "$" is a unit after a number.
    return /\p{L}/u.test(b) && (NOT_VALUES.has(b) || PROSE_WORDS.has(b) || FILLERS.has(b) || CONNECTORS.has(b) || ARTICLES.has(b) || UNITS.has(b));
  };
  if (pieces.some(prose)) return null;
  const marked = pieces.some((p) => /\d|[^\p{L}\p{N}]/u.test(p));
  return marked || pieces.filter((p) => /^\p{L}{4,}$/u.test(p)).length >= 3 ? { start, end } : null;
}

// A line of digit groups alone ("8867 3477"), the rest of a key broken over lines.
const GROUP_LINE = /^[ \t]*\n[ \t]*(\d{2,6}(?:[ \t]+\d{2,6})*)[ \t]*(?=\n|$)/;
/** A value of digit groups that ends its line and goes on on the next ones: where the last group ends. */
function groupsOverLines(text: string, start: number, first: number): number {
  let end = first;
  if (!/^\d{2,6}(?:[ \t]+\d{2,6})+$/.test(text.slice(start, end))) return end;
  for (let k = 0; k < 4; k++) {
    const m = GROUP_LINE.exec(text.slice(end, end + 80));
    if (!m) break;
    end += m[0].length;
  }
  return text.slice(start, end).replace(/\D/g, "").length <= 48 ? end : first;
}

// Words that start ordinary prose after "the password is" ("really", "taped under", "noch nicht"),
// never the first words of a passphrase.
const PROSE_WORDS = new Set(words((l) => l.proseWords));
const PHRASE_WORD = /^[a-zà-öø-ÿ]{3,20}$/;
// The verbs before a passphrase ("is", "ist", "c'est", "luidt"), from the packs' `phraseConnectors`.
const PHRASE_CONNECTORS = new Set(words((l) => l.phraseConnectors).map((w) => w.toLowerCase()));

/**
 * A passphrase of plain words after "password is" ("my wifi password is correct horse battery
 * staple"): at least three lower-case words of four letters or more that are not prose, right
 * after the connector. The mask runs over every plain word up to the clause's punctuation.
 */
function passphraseAfter(text: string, kwEnd: number): Span | null {
  const rest = text.slice(kwEnd, kwEnd + 120);
  const cut = rest.search(/\n|[.!?;,…]/);
  const toks = tokensOf(text, kwEnd, kwEnd + (cut >= 0 ? cut : rest.length));
  for (let i = 0; i < Math.min(toks.length, 7); i++) {
    const t = bareOf(toks[i]!).toLowerCase();
    if (t !== ":" && t !== "=" && !PHRASE_CONNECTORS.has(t) && !/[:=]$/.test(toks[i]!.text)) continue;
    const run = toks.slice(i + 1);
    // The phrase may be quoted with plain quotes ("'fado möwe 7557 paella'") and hold a group of
    // digits among its words ("pumpkin tiramisu 2769 mistral"): two words of the first three at least.
    const word = (t: Tok): boolean => PHRASE_WORD.test(bareOf(t)) && bareOf(t).length >= 4;
    const digits = (t: Tok, k: number): boolean => /^\d{2,6}$/.test(bareOf(t)) && !UNITS.has(bareOf(run[k + 1] ?? t));
    const piece = (t: Tok, k: number): boolean => word(t) || digits(t, k);
    if (run.length < 3 || !run.slice(0, 3).every(piece) || run.slice(0, 3).filter(word).length < 2 || !word(run[0]!)) return null;
    const first = bareOf(run[0]!);
    // Words about a password ("wrong", "expired") only matter first: "correct horse …" is a phrase.
    const plain = (t: Tok): boolean => !word(t) || (!PROSE_WORDS.has(bareOf(t)) && !FILLERS.has(bareOf(t)) && !CONNECTORS.has(bareOf(t)) && !UNITS.has(bareOf(t)) && !TOPIC_AFTER.test(bareOf(t)));
    if (/(?:ed|ly|ing)$|^ge\p{L}+t$/u.test(first) || NOT_VALUES.has(first) || !run.slice(0, 3).every(plain)) return null;
    let j = 0;
    while (j < run.length && piece(run[j]!, j)) j++;
    return { start: run[0]!.start, end: run[j - 1]!.end };
  }
  return null;
}

/** The clause from a little before `from` to a little after `to` (lower-cased text). */
function clauseAround(lower: string, from: number, to: number): string {
  const before = lower.slice(Math.max(0, from - 40), from);
  const cutBefore = Math.max(before.lastIndexOf("\n"), before.search(/[.!?;]\s[^.!?;]*$/));
  const after = lower.slice(to, to + 40);
  const cutAfter = after.search(/\n|[.!?;](?:\s|$)/);
  return before.slice(cutBefore + 1) + lower.slice(from, to) + (cutAfter >= 0 ? after.slice(0, cutAfter) : after);
}

/** The sentence from up to 200 characters before `from` to up to 120 after `to` (lower-cased text). */
function sentenceAround(lower: string, from: number, to: number): string {
  const before = lower.slice(Math.max(0, from - 200), from);
  const cutBefore = Math.max(before.lastIndexOf("\n"), before.search(/[.!?]\s[^.!?]*$/));
  const after = lower.slice(to, to + 120);
  const cutAfter = after.search(/\n|[.!?](?:\s|$)/);
  return before.slice(cutBefore + 1) + lower.slice(from, to) + (cutAfter >= 0 ? after.slice(0, cutAfter) : after);
}
// "receipt", "Kassenbon", "scontrino": a sentence reading out a receipt.
const RECEIPT = wordsRe(words((l) => l.receipts));
// "webinar", "meeting ID", "Einwahl", "id de réunion": a sentence about a meeting everyone may join.
const MEETING = wordsRe(words((l) => l.meetings));
// A dial-in code: digits alone, maybe in groups, maybe closed by the keypad's "#".
const DIAL_IN_CODE = /^[#*]?\d(?:[\d ]{2,14})\d[#*]?[.,;:!?]*$/;

/**
 * Digits alone at [start, end) after a PIN word (`keyword`, lower-cased), in a sentence naming a
 * meeting: its published dial-in PIN, no secret. A passcode or password is not one: it is what keeps
 * a private meeting private ("Zoom meeting ID …, passcode 834921"), so it stays a secret.
 */
export function meetingDialIn(text: string, lower: string, start: number, end: number, keyword: string): boolean {
  return /pin/.test(keyword) && DIAL_IN_CODE.test(text.slice(start, end)) && MEETING.test(sentenceAround(lower, start, end));
}

// "guest", "Gäste", "invités": a value holding one of these words is what a network is called.
const NETWORK_NAMES = new Set(words((l) => l.networkNames));
/**
 * After a keyword `kw` that is no password word itself ("wifi", "WLAN", not "password"): a Wi-Fi
 * network's name, a word of `NETWORK_NAMES` among its parts and two digits at most.
 */
export function networkName(kw: string, v: string): boolean {
  if (PLAIN_VALUE_KEYWORDS.has(kw) || (v.match(/\d/g)?.length ?? 0) > 2) return false;
  return v.toLowerCase().split(/[^\p{L}]+/u).some((w) => NETWORK_NAMES.has(w));
}

/** What stands before an IBAN's bank code: its country and check digits ("NL86 ", "GB29"). */
const IBAN_BANK_BEFORE = /(?<![A-Za-z0-9])[A-Z]{2}\d{2} ?$/;

// The word that ends a text (before blanks and dashes), read backwards from its end in one try.
const WORD_AT_END = /(?<=([\p{L}]+)[\s-]*)$/uy;

const URL_START = /^[<(\["'“«]?(?:https?:\/\/|www\.)/i;
/** Is `at` inside a URL (the run without white space around it opens with "http(s)://" or "www.")? */
function insideUrl(text: string, at: number): boolean {
  let k = at;
  while (k > 0 && at - k < 300 && !/\s/.test(text.charAt(k - 1))) k--;
  return k < at && URL_START.test(text.slice(k, k + 12));
}

export function proseDisclosures(text: string, lower: string, present: ReadonlySet<string> = probe(lower)): DisclosureHit[] {
  if (!STEMS.some((s) => present.has(s))) return [];
  const out: DisclosureHit[] = [];
  KEYWORD.lastIndex = 0;
  for (let m = KEYWORD.exec(text); m !== null; m = KEYWORD.exec(text)) {
    // "NL86 MDPE 0000 0000 00": a bank code in capitals after an IBAN's country and check digits is
    // no keyword ("MDP" + "E"), whatever it spells.
    if (IBAN_BANK_BEFORE.test(text.slice(Math.max(0, m.index - 5), m.index)) && m[0] === m[0].toUpperCase()) continue;
    const word = (m.groups?.kw ?? "").toLowerCase();
    // Most keywords are one plain word: nothing to normalise.
    const kw = /[\s\-’]/.test(word) ? word.replace(/[\s-]+/g, " ").replace(/’/g, "'") : word;
    const pre = prefixOf(text, m.index, kw);
    if (pre === null || (pre && NOT_SECRET_PREFIX.test(pre.replace(/-$/, "").split("-").pop() ?? ""))) continue;
    // "…/zoeken?q=wachtwoord+vergeten": a keyword inside a URL is a word of its path or query,
    // unless it names a query field ("?password=…").
    if (insideUrl(text, m.index) && text.charAt(m.index + m[0].length) !== "=") continue;
    const kind: Kind = USER_WORDS.has(kw) ? "login" : PASSWORD_WORDS.has(kw) ? "password" : "code";
    const kwStart = m.index - (pre?.length ?? 0);
    // Asked only where a plain word could be the pass (the clause before is read once at most).
    let paired: boolean | undefined;
    const pair = (): boolean => (paired ??= kind === "password" && pairBefore(lower, kwStart));
    // "die PIN ist vier sieben eins neun": a code said in words is read before any other shape.
    const spoken = kind === "code" ? spokenCode(text, m.index + m[0].length) : null;
    const s =
      spoken ??
      (kind !== "login" ? spacedValue(text, m.index + m[0].length) : null) ??
      announced(text, m.index + m[0].length, kind, pair, PLAIN_VALUE_KEYWORDS.has(kw), SHORT_CODES.has(kw)) ??
      (kind === "code" ? (namedBefore(text, kwStart) ?? (DIGIT_BEFORE.test(text.slice(Math.max(0, kwStart - 120), kwStart)) ? signedLead(text, valueLeads(text, kwStart)) : null)) : kind === "password" && !topicAfter(text, m.index + m[0].length) ? (passwordBefore(text, kwStart) ?? valueLeads(text, kwStart)) : null) ??
      (PLAIN_VALUE_KEYWORDS.has(kw) ? passphraseAfter(text, m.index + m[0].length) : null) ??
      (kind !== "login" ? askedBefore(text, kwStart, m.index + m[0].length, kind) : null);
    if (!s) continue;
    // "max tokens: 4096", "token limit: 8192": digits alone after a token word are a count.
    if (TOKEN_WORDS.has(kw) && /^\d+$/.test(text.slice(s.start, s.end).replace(/[\s.,;:!?]+$/, ""))) continue;
    // "the hotel wifi is "Marriott_Guest"", "Gast-WLAN „Gäste-8“": a guest network's name, not its key.
    if (networkName(kw, text.slice(s.start, s.end))) continue;
    // "QR code", "promo code", "error code": the word before names what kind of code it is.
    const near = text.slice(Math.max(0, m.index - 20), m.index);
    WORD_AT_END.lastIndex = near.length;
    const before = WORD_AT_END.exec(near)?.[1] ?? "";
    if (!pre && !INSIDE_WORD_ONLY.test(before) && NOT_SECRET_PREFIX.test(before)) continue;
    // A long base64/hex run after "key" is the labelled-blob detector's, with its entropy floor.
    // (A licence key's dashed groups are no blob: the grammar keeps it.)
    if (s && kw === "key" && /^[A-Za-z0-9+/_-]{20,}={0,2}$/.test(text.slice(s.start, s.end)) && !LICENCE_KEY.test(text.slice(s.start, s.end))) continue;
    // "use the code SUMMER20 at checkout", "Gutscheincode …": a voucher, an order or an error code.
    if (kind === "code" && CODE_TOPIC.test(clauseAround(lower, kwStart, s.end))) continue;
    // "Tesco receipt: … total £40.81, card ending ****1784, auth code TX954Q": a receipt's codes are printed.
    if (kind === "code" && RECEIPT.test(sentenceAround(lower, kwStart, s.end))) continue;
    // "public webinar …, Zoom ID 308 9762 3702, dial-in PIN 887612#": digits alone after a code word in a
    // sentence naming a meeting are its dial-in PIN, published to every participant.
    if (kind === "code" && meetingDialIn(text, lower, s.start, s.end, kw)) continue;
    // "the portal build is v3.12.0-beta.2", "Gate B12": after a door word only digits are a code.
    if (DOORS.has(kw) && !spoken && !doorCode(text.slice(s.start, s.end).replace(/[.,;:!?]+$/, ""))) continue;
    const listed = kind === "password" ? listAfter(text, s.end) : LABEL_COLON.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2)) ? codeListAfter(text, s.end) : s.end;
    const end = groupsOverLines(text, s.start, listed);
    out.push({ type: "password_in_prose", start: s.start, end });
    // "pin is three three four one, i.e. 3341": the same code in figures goes with it.
    if (spoken?.digits) for (const d of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${spoken.digits}(?![\\p{L}\\p{N}])`, "gu"))) out.push({ type: "password_in_prose", start: d.index, end: d.index + d[0].length });
  }
  return out;
}

// ---- codes said in words ("vier sieben eins neun", "quarante-sept dix-neuf", "zevenenveertig")
const SPOKEN = LANGS.map((l) => l.spokenNumbers).filter((n): n is SpokenNumbers => n !== null);
const DIGIT_VALUE = new Map<string, number>();
for (const n of SPOKEN) {
  n.digits.forEach((w, i) => DIGIT_VALUE.set(w, i));
  for (const [w, v] of Object.entries(n.otherDigits)) DIGIT_VALUE.set(w, v);
}
const PAIR_WORDS = new Set(SPOKEN.flatMap((n) => n.pairs));
const NUMBER_WORD = trie([...DIGIT_VALUE.keys(), ...PAIR_WORDS]);
const NUMBER_JOINER = trie([...new Set(SPOKEN.flatMap((n) => n.joiners))]);
// One number said as a word: number words, fused or joined by a dash or a joiner ("sechsundsiebzig",
// "quatre-vingt-huit", "trente-et-un", "vijf-vijf-zes-acht").
const NUMBER_TOKEN = `(?:${NUMBER_WORD})(?:[-–]?(?:${NUMBER_JOINER})?[-–]?(?:${NUMBER_WORD}))*`;
// A run of them, apart by spaces or commas, or a joiner said as a word ("cuarenta y siete").
// Read at a word's start inside the window (sticky), not on a copy of the rest of it: the look-behind
// passes there either way (a word starts after no letter or digit), and what follows is the same.
const SPOKEN_RUN = new RegExp(`(?<![\\p{L}\\p{N}])${NUMBER_TOKEN}(?:[\\s,]+(?:(?:${NUMBER_JOINER})\\s+)?${NUMBER_TOKEN})*(?![\\p{L}\\p{N}])`, "iuy");
const NUMBER_PART = new RegExp(NUMBER_WORD, "giu");
const WORD_START = /(?<![\p{L}\p{N}])\p{L}/gu;
const GAP_STOP = /\d|\n|[.!?;](?=\s)/;

/** What a run of number words is worth in digits (a word of the teens or tens counts two), with its digits when each word is one. */
function spokenWorth(run: string): { worth: number; digits: string } {
  let worth = 0;
  let digits = "";
  for (const tok of run.split(/[\s,]+/)) {
    const parts = [...tok.matchAll(NUMBER_PART)].map((p) => p[0].toLowerCase());
    if (!parts.length) continue;
    if (parts.some((p) => PAIR_WORDS.has(p))) {
      worth += 2;
      digits = "x";
    } else {
      worth += parts.length;
      digits += parts.map((p) => DIGIT_VALUE.get(p) ?? "x").join("");
    }
  }
  return { worth, digits };
}

// Where a run may start: some language's word for zero (a run is read from there, sticky, not searched for
// over the whole text).
// Without the u flag (Latin-1 letters as word edges): every word for zero is Latin-1, and this runs on every text
// with a phone word.
const ZERO_WORDS = new RegExp(`(?<![A-Za-z0-9À-ÖØ-öø-ÿ])(?:${trie([...DIGIT_VALUE].filter(([, v]) => v === 0).map(([w]) => w))})(?![A-Za-z0-9À-ÖØ-öø-ÿ])`, "gi");
/**
 * Runs of number words that open with a zero and are worth nine to thirteen digits ("nul zes een twee …",
 * "zéro six, douze, trente-quatre …"): a number dictated in its national form, for the phone reader
 * (privacy/personal.ts), which asks for a phone word before it.
 */
export function dictatedNumbers(text: string): Span[] {
  const out: Span[] = [];
  ZERO_WORDS.lastIndex = 0;
  for (let z = ZERO_WORDS.exec(text); z !== null; z = ZERO_WORDS.exec(text)) {
    SPOKEN_RUN.lastIndex = z.index;
    const run = SPOKEN_RUN.exec(text);
    if (!run) continue;
    const { worth } = spokenWorth(run[0]);
    if (worth >= 9 && worth <= 13) {
      out.push({ start: z.index, end: z.index + run[0].length });
      ZERO_WORDS.lastIndex = z.index + run[0].length;
    }
  }
  return out;
}

const CONNECTOR_SIGNS = ":=–—-";
/**
 * Does what stands before `at` in `window` end in a connector: its last sign that is no blank one of
 * ":=–—-", or its last run without blanks a connector word ("ist", "c'est")? The same as trimming
 * `window.slice(0, at)` and splitting it at blanks, without the copies.
 */
export function connectorBefore(window: string, at: number, connectors: ReadonlySet<string> = CONNECTORS): boolean {
  let end = at;
  while (end > 0 && BLANK.test(window.charAt(end - 1))) end--;
  if (end > 0 && CONNECTOR_SIGNS.includes(window.charAt(end - 1))) return true;
  let start = end;
  while (start > 0 && !BLANK.test(window.charAt(start - 1))) start--;
  return connectors.has(window.slice(start, end).toLowerCase().replace(/’/g, "'"));
}
const BLANK = /\s/;

/**
 * After a code word's phrase and its connector ("ist", "c'est", "é", ":"), at most eight words on,
 * a run of number words worth four digits or more (a word of the teens or tens counts two): the code
 * said in words; with its digits when each word is one.
 */
function spokenCode(text: string, kwEnd: number): (Span & { digits: string | null }) | null {
  const window = text.slice(kwEnd, kwEnd + 160);
  // A digit, a line break or a sentence's end before a run ends the search (a run after it is no
  // code of this keyword, nor is any later one): where the first stands is found once, and no run
  // is read past it. (A stop with its blank after it lies before a word's start only when both do.)
  const stop = window.search(GAP_STOP);
  WORD_START.lastIndex = 0;
  for (let w = WORD_START.exec(window), n = 0; w !== null && n <= 8; w = WORD_START.exec(window), n++) {
    const at = w.index;
    if (stop >= 0 && stop < at) return null;
    // The connector before the word is asked first: it is a walk back over a few signs, where the
    // run's expression (case-blind and Unicode) is tried from every word; a run needs both.
    if (!connectorBefore(window, at)) continue;
    SPOKEN_RUN.lastIndex = at;
    const run = SPOKEN_RUN.exec(window);
    if (!run) continue;
    const { worth, digits } = spokenWorth(run[0]);
    if (worth < 4 || worth > 12) continue;
    const start = kwEnd + at;
    return { start, end: start + run[0].length, digits: /^\d+$/.test(digits) ? digits : null };
  }
  return null;
}

// A code word closing a label ("codes:", "Codes :", "códigos:").
const LABEL_COLON = /^\s?:/;
// The next item of a list of codes: a comma, one to three words naming a lock, and its code alone.
const CODE_ITEM = /^,\s*(?:[\p{L}][\p{L}'’.-]*\s+){1,3}(\d{3,8})(?=$|[\s,.;!?])/u;

/**
 * "codes: garage 7499, bike lock 153, safe 372237", "Codes: Garage 5295, Keller 0180": after a code
 * word that labels a list, each further item that is a name and a code alone is a code too. Where
 * the last one ends.
 */
function codeListAfter(text: string, end: number): number {
  for (let k = 0; k < 8; k++) {
    const m = CODE_ITEM.exec(text.slice(end, end + 60));
    if (!m) break;
    end += m[0].length;
  }
  return end;
}

// ---------------------------------------------------------------------------------------------
// Login pairs without a password word: "Netflix account: mum / falc0n.77", "log in as admin with …"

const PAIR_CUES = words((l) => l.pairCues);
const PAIR_CUE = wordsRe([...PAIR_CUES, ...USER_WORDS, ...PASSWORD_WORDS]);
// "name:pass" glued (only with a cue word in its clause).
const GLUED_PAIR = /(?<![^\s(:"'“«—–])(?<user>[A-Za-z]{2,16}):(?<pass>[^\s/|,;)"”»]{4,64})/dg;
// "as admin with …", "als admin mit …", "comme admin avec …".
const AS_WITH = /(?<![A-Za-z])(?:as|als|comme|como|come)\s+(?<user>[A-Za-z0-9._@+-]{2,40})\s+(?:with|mit|avec|con|com|met)\s+(?<pass>[^\s,;)]{4,64})/dgi;
const USER_CHAR = /[A-Za-z0-9À-ÖØ-öø-ÿ._@+-]/;
const BEFORE_USER = /[\s(:"'“«—–]/;
const PASS_STOP = /[\s/|,;)"”»]/;

/** "name / pass" or "name | pass" around the separator at `at`, walked outwards from it (no expression at every position). */
function pairAt(text: string, at: number): { u: Span; p: Span } | null {
  let e = at;
  if (text.charAt(e - 1) === " ") e--;
  let s = e;
  while (s > 0 && e - s < 40 && USER_CHAR.test(text.charAt(s - 1))) s--;
  if (e - s < 2 || (s > 0 && !BEFORE_USER.test(text.charAt(s - 1)))) return null;
  let ps = at + 1;
  if (text.charAt(ps) === " ") ps++;
  let pe = ps;
  while (pe < text.length && pe - ps < 64 && !PASS_STOP.test(text.charAt(pe))) pe++;
  if (pe - ps < 4 || text.charAt(pe) === "/" || text.charAt(pe) === "|") return null;
  return { u: { start: s, end: e }, p: { start: ps, end: pe } };
}

/** A letter right before a ":" and no stop right after it, as a glued "name:pass" has: found with indexOf, before any expression. */
function gluedColon(text: string): boolean {
  for (let i = text.indexOf(":"); i !== -1; i = text.indexOf(":", i + 1)) {
    const b = text.charCodeAt(i - 1) | 32;
    if (b >= 97 && b <= 122 && i + 1 < text.length && !PASS_STOP.test(text.charAt(i + 1))) return true;
  }
  return false;
}

function loginPairs(text: string, lower: string): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  const judge = (u: Span, p: Span, glued: boolean): void => {
    const user = text.slice(u.start, u.end);
    const pass = trimBare(text.slice(p.start, p.end));
    // "t.me/jane_doe", "example.com/x1": a path after a domain, not a login.
    if (!glued && /\.[a-z]{2,}$/i.test(user) && !/\s/.test(text.slice(u.end, p.start))) return;
    // Dates, fractions, paths, addresses and a git branch's kind ("feature/login-2fa") are not a user; a pass needs a digit or a sign.
    if (/^\d+$|^https?$|^www\./i.test(user) || GIT_BRANCH.test(user) || /^[\p{L}'’-]+$/u.test(pass) || !credential(pass, "password", false, null, "")) return;
    // Two of a kind are alternatives, not a login ("ZOE-1287 / ZOE-1290", "5GHz / 2.4GHz"); a pass
    // has two digits, a sign inside or a capital inside a word ("read / write2" is not one).
    const lu = user.toLowerCase();
    const lp = pass.toLowerCase();
    if (lu.slice(0, 3) === lp.slice(0, 3) || (lu.length >= 3 && lu.slice(-3) === lp.slice(-3))) return;
    // A long pass of words with one digit ("Bruxelasgirasole7") is one too: no alternative is written so.
    const longWordy = pass.length >= 10 && /\d/.test(pass) && /\p{L}{6}/u.test(pass);
    if ((pass.match(/\d/g)?.length ?? 0) < 2 && !/[^\p{L}\p{N}]/u.test(pass.slice(0, -1)) && !/\p{Ll}\p{Lu}/u.test(pass) && !longWordy) return;
    const cue = PAIR_CUE.test(clauseAround(lower, u.start, p.end));
    // Without a cue word: a lower-case name (or an address) after "Netflix:", "—" or "(".
    const named = /^(?:[a-z][a-z0-9._-]{1,15}|[^@\s]+@[^@\s]+)$/.test(user) && /(?:^|[:(—–]|\s-)\s*$/.test(text.slice(Math.max(0, u.start - 3), u.start));
    if (glued ? cue && /\d/.test(pass) : cue || named) out.push({ type: "password_in_prose", start: p.start, end: tail(text, p.start + pass.length, p.end) });
  };
  for (const sep of ["/", "|"]) {
    for (let i = text.indexOf(sep); i !== -1; i = text.indexOf(sep, i + 1)) {
      const pair = pairAt(text, i);
      if (pair) judge(pair.u, pair.p, false);
    }
  }
  const groups = (m: RegExpExecArray): [Span, Span] | null => {
    const u = namedGroup(m, "user");
    const p = namedGroup(m, "pass");
    return u && p ? [u, p] : null;
  };
  if (gluedColon(text) && PAIR_CUE.test(lower)) {
    GLUED_PAIR.lastIndex = 0;
    for (let m = GLUED_PAIR.exec(text); m !== null; m = GLUED_PAIR.exec(text)) {
      const g = groups(m);
      if (g && !text.startsWith("//", g[1].start)) judge(g[0], g[1], true);
    }
  }
  AS_WITH.lastIndex = 0;
  for (let m = AS_WITH.exec(text); m !== null; m = AS_WITH.exec(text)) {
    const g = groups(m);
    if (g) judge(g[0], g[1], false);
  }
  return out;
}

// A value after "is" / ":" / "=" in a clause about a login, with no password word at all: "the new
// one for the school portal is 67IMuB7ttjFUC", "compte Ameli : c'est …", "my email and …". Only a
// value no word or reference has: ten characters or more, two capitals, two small letters and two
// digits, random-looking (entropy), with a connector at most three words before it.
const RANDOM_VALUE = { test: (v: string): boolean => (v.match(/\p{Lu}/gu)?.length ?? 0) >= 2 && (v.match(/\p{Ll}/gu)?.length ?? 0) >= 2 && (v.match(/\d/g)?.length ?? 0) >= 2 && /^\S{10,40}$/.test(v) };
const VALUE_CONNECTOR = /^(?:[:=→]|is|ist|est|c['’]est|c['’]était|es|é|è|lautet|luidt|now|jetzt|agora|ahora|ora|nu)$/;

/** The runs without white space that could be such a value: ten characters or more, two capitals, two small letters, two digits. One walk, no expression. */
function randomTokens(text: string): Span[] {
  const out: Span[] = [];
  let from = 0;
  let up = 0;
  let low = 0;
  let dig = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c === 32 || c === 10 || c === 9 || c === 13) {
      if (i - from >= 10 && up >= 2 && low >= 2 && dig >= 2) out.push({ start: from, end: i });
      from = i + 1;
      up = low = dig = 0;
      continue;
    }
    if (c >= 48 && c <= 57) dig++;
    else if (c >= 65 && c <= 90) up++;
    else if (c >= 97 && c <= 122) low++;
    else if (c >= 128) {
      const ch = text.charAt(i);
      if (ch !== ch.toLowerCase()) up++;
      else if (ch !== ch.toUpperCase()) low++;
    }
  }
  return out;
}

/**
 * A value with the marks of a password, not of a code, a measure or a version: a letter, a digit
 * and a sign ("m4re!85", "falc0n.77": a dot after a letter, not in a number like "3.5mm"), six
 * characters or more.
 */
function signedValue(v: string): boolean {
  return v.length >= 6 && v.length <= 40 && /\p{L}/u.test(v) && /\d/.test(v) && (/[!?#$%*&@+=_]/.test(v) || /\p{L}[^.]*\./u.test(v)) && !/^https?:|\//.test(v);
}

const DIGIT_BEFORE = /\d/;
/** A code word's value said first ("RIPkvymH6! es la clave nueva del router"): only with a password's marks, or capitals, small letters and digits. */
function signedLead(text: string, s: Span | null): Span | null {
  if (!s) return null;
  const v = text.slice(s.start, s.end).replace(/[.,;:]+$/, "");
  return signedValue(v) || STRONG_VALUE.test(v) ? s : null;
}

// "m4re!85 is the new one for the router", "Tiger69# c'est le nouveau pour la box": a value with a
// password's marks opening its sentence, "is" right after it and a login word in the same clause
// (`pairCues`: router, wifi, account …), no password word needed.
const SENTENCE_START = /(?:^|\n|[.!?;]\s+)[ \t]*(?=\S)/g;
function valueFirstForLogin(text: string, lower: string): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  for (const m of text.matchAll(SENTENCE_START)) {
    const at = m.index + m[0].length;
    // The first word first, without tokens: six characters or more with a digit.
    // (Read no further than a value's length: a text of short lines has a sentence start on each.)
    const head = text.slice(at, at + 43);
    const sp = head.search(/\s/);
    if (sp < 6 || !/\d/.test(head.slice(0, sp))) continue;
    const toks = tokensOf(text, at, Math.min(text.length, at + 120));
    if (toks.length < 3 || !STRONG_CONNECTOR.test(bareOf(toks[1]!).replace(/’/g, "'"))) continue;
    const { v, start, end } = valueOf(toks[0]!);
    const whole = text.slice(start, tail(text, end, toks[0]!.end));
    // Its own last "!" counts as its sign; capitals inside small letters and digits, ten or more, are a password's marks too ("luneD539tig").
    if (!(signedValue(whole) || (STRONG_VALUE.test(v) && v.length >= 10 && /\p{Ll}\p{Lu}/u.test(v))) || !credential(v, "password", toks[0]!.quoted, null, "")) continue;
    // The clause after "is": up to eight words without digits, closed by a comma, a full stop or the line's end.
    let k = 2;
    while (k < toks.length && k < 11 && !/\d/.test(toks[k]!.text) && !/[,;.!?:]$/.test(toks[k - 1]!.text)) k++;
    const clause = lower.slice(toks[1]!.start, toks[k - 1]!.end);
    if (k - 2 > 8 || clause.includes("\n") || toks.slice(2, k).some((t) => /\d/.test(t.text))) continue;
    if (PAIR_CUE.test(clause)) out.push({ type: "password_in_prose", start, end: tail(text, end, toks[0]!.end) });
  }
  return out;
}

function randomAfterLogin(text: string, lower: string): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  for (const t of randomTokens(text)) {
    // A connector first (the cheapest test), within three words before the value and its clause.
    const before = text.slice(Math.max(0, t.start - 50), t.start);
    const words = before.slice(Math.max(before.lastIndexOf("\n"), before.search(/[.!?;]\s[^.!?;]*$/)) + 1).split(/\s+/).filter(Boolean).slice(-4);
    if (!words.some((w) => VALUE_CONNECTOR.test(w.toLowerCase()) || /[:=→]$/.test(w))) continue;
    const { v, start } = valueOf(token(text.slice(t.start, t.end), t.start, t.end, false));
    // Not a domain, a package or a file name, a path or an address; not a reference like "PX-2024-7".
    if (v.length < 10 || !RANDOM_VALUE.test(v) || /\.[A-Za-z]{2,}|^https?:|\/|@|^[A-Z]{1,5}-\d/.test(v) || isPlaceholder(v) || entropy(v) < 2.7) continue;
    if (PAIR_CUE.test(clauseAround(lower, t.start, start + v.length))) out.push({ type: "password_in_prose", start, end: tail(text, start + v.length, t.end) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shapes

/**
 * Is there a run of at least `min` groups of `size` characters accepted by `ok`, joined by `sep`
 * ("ABCD-EFGH-…", "JBSW Y3DP …")? Walks the separators with indexOf: much cheaper than an
 * expression scanning every position of a long text that has no such run, which is nearly all.
 */
function groupedRun(text: string, sep: string, size: number, min: number, ok: (code: number) => boolean): boolean {
  const group = (at: number): boolean => {
    if (at < 0 || at + size > text.length) return false;
    for (let k = at; k < at + size; k++) if (!ok(text.charCodeAt(k))) return false;
    return true;
  };
  for (let i = text.indexOf(sep); i !== -1; i = text.indexOf(sep, i + 1)) {
    if (!group(i - size)) continue;
    let n = 1;
    let j = i;
    while (text.charAt(j) === sep && group(j + 1)) {
      n++;
      j += size + 1;
    }
    if (n >= min) return true;
  }
  return false;
}
const isUpperAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
const isLowerAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 122);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isBase32Upper = (c: number): boolean => (c >= 50 && c <= 55) || (c >= 65 && c <= 90);
const isBase32Lower = (c: number): boolean => (c >= 50 && c <= 55) || (c >= 97 && c <= 122);

/** Is there a run of at least `n` base32 characters of one case (digits 2-7 count for both)? Read like `hexRun`: a window's last character first, then backwards. */
function base32Run(text: string, n: number): boolean {
  for (const ok of [isBase32Upper, isBase32Lower]) {
    for (let i = 0; i + n <= text.length; ) {
      let j = i + n - 1;
      while (j >= i && ok(text.charCodeAt(j))) j--;
      if (j < i) return true;
      i = j + 1;
    }
  }
  return false;
}

/** At least `min` separate "xxxx-xxxx" pairs of lower-case letters and digits. */
/**
 * Are there `min` separators ("," "/" ";" or a new line) with `run` small letters or digits on
 * either side, blanks and tabs aside? Three codes in a list have two. Found from the separators
 * (a few per line of prose) instead of from every word, as `RANDOM_CODE_LIST` would be.
 */
const SEPARATORS = [",", "/", ";", "\n"];
function flankedSeparators(text: string, run: number, min: number): boolean {
  let n = 0;
  for (const sep of SEPARATORS) for (let i = text.indexOf(sep); i !== -1; i = text.indexOf(sep, i + 1)) {
    let b = i - 1;
    while (b >= 0 && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 9)) b--;
    let a = i + 1;
    while (a < text.length && (text.charCodeAt(a) === 32 || text.charCodeAt(a) === 9)) a++;
    let ok = b + 1 >= run && a + run <= text.length;
    for (let k = 0; ok && k < run; k++) ok = isLowerAlnum(text.charCodeAt(b - k)) && isLowerAlnum(text.charCodeAt(a + k));
    if (ok && ++n >= min) return true;
  }
  return false;
}

function dashedPairs(text: string, min: number): boolean {
  let n = 0;
  for (let i = text.indexOf("-"); i !== -1; i = text.indexOf("-", i + 1)) {
    let ok = i >= 4 && i + 4 < text.length;
    for (let k = 1; ok && k <= 4; k++) ok = isLowerAlnum(text.charCodeAt(i - k)) && isLowerAlnum(text.charCodeAt(i + k));
    if (ok && ++n >= min) return true;
  }
  return false;
}

// The Wi-Fi QR payload a router prints: "WIFI:T:WPA;S:<ssid>;P:<password>;;" (fields in any order;
// WEP keys have at least 5 characters, WPA passphrases 8).
const WIFI_QR = /\bWIFI:(?:[^;\n]*;)*?P:(?<secret>(?:\\.|[^;\\\n]){5,64})/dgi;

// Recovery/backup codes after their keyword: "recovery codes: 5nw5q-psdj4 …", "Wiederherstellungscodes: 7467 9660 …".
// The qualifiers come from the packs (`recoveryCodes`); the words for "code" and the linking "de"/"di" are shared.
const RECOVERY_WORDS = trie(LANGS.flatMap((w) => w.recoveryCodes), (ch) => (ch === " " ? "\\s+" : esc(ch)));
const RECOVERY_KEYWORD = new RegExp(
  `(?:${RECOVERY_WORDS})[\\s-]*(?:codes?|códigos|codigos|codici|kodes|code's)\\b|(?:codes?|c[óo]digos?|codici|codice)\\s+(?:de|di|da|do|d['’])\\s*(?:${RECOVERY_WORDS})\\b`,
  "gi",
);
// Codes in capitals and digits of five to ten ("R7K2Q", Steam's and others' lists in columns) count as well,
// and so do two groups of four small letters or digits ("7lp1 vzu4", as some providers print them).
// One code of four or more space-separated groups of four capitals and digits is a key on its own (Bitwarden's "1YTG ZHCU J3DF …").
// (Also two groups of five with a digit ("xi9nr 9k7s2"; two words of five, "eerst abqhn-6m1e6", must leave the dashed code whole) and one run of eight to twelve in mixed case ("EKlJEmCtl2"), as other providers print them.)
const RECOVERY_CODE = /(?<![\p{L}\p{N}])(?:[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){3,7}|[A-Z0-9]{4}(?: [A-Z0-9]{4}){3,9}|[a-z0-9]{4,6}-[a-z0-9]{4,6}|[A-Z0-9]{4,5}-[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5})?|[a-z0-9]{4} [a-z0-9]{4}|(?=[a-z0-9]{0,4}\d|[a-z0-9]{5} [a-z0-9]{0,4}\d)[a-z0-9]{5} [a-z0-9]{5}|\d{8,10}|[a-z0-9]{8,10}|[A-Z0-9]{5,10}|[A-Za-z0-9]{8,12})(?![\p{L}\p{N}])/gu;
// Before the first code: a few words on the keyword's line ("for GitHub:"), or the rest of that line
// (a heading, "(each works once):") and list marks on the next.
// (Also the rest of the keyword's line up to its colon: "reservecodes voor het account van oma (nr 1 en 2 gebruikt): …".)
// (A list's bullet may be hollow or square, "◦ ", "▪ ", "‣ ", as word processors set a second level.)
const FIRST_GAP = /^(?:[\s\S]{0,40}|[^\n]{0,90}\n[\s\d.)•◦▪‣*~✓✔✗-]*|[^\n]{0,90}:[ \t]*)$/;

// Between codes: separators and list marks, or a short joining word before the next ("…, 6593 2777 e 4135 1347").
// A code struck through or marked as used ("~~7781 3184~~", "✓", "(used)", "(usado)") stays in the list: its marks are gaps.
// (A printed list's tick boxes are list marks too: "[ ] 4497 0371", "[x] …", "☐ …".)
const CODE_GAP = /^(?:(?:[\s,;|/•◦▪‣·*~✓✔✗☐☑☒\-\d.)]|\[[ xX✓]?\])*|[\s,;~]*\p{Ll}{1,3}\s+|[\s~]*\(\p{Ll}{2,12}\)[\s,;|/•◦▪‣·*~✓✔✗\-\d.)]*)$/u;
// Or a few words that order them, as owners write a list out in a sentence ("first …, then … and if
// that fails …", "d'abord … puis …", "eerst … dan … en anders …"): up to four small-letter words, none
// naming what else a number is (the packs' `references` and `codeTopics`: "order", "Rechnung", "factuur").
const WORDS_GAP = /^[\s,;:]*(?:\p{Ll}[\p{L}'’]{0,9}[\s,;:]+){1,4}$/u;
const NOT_CODE_WORDS = new Set(LANGS.flatMap((w) => [...w.references, ...w.codeTopics]).map((x) => x.toLowerCase()));
const codeGap = (gap: string): boolean => CODE_GAP.test(gap) || (WORDS_GAP.test(gap) && !gap.toLowerCase().split(/[\s,;:]+/).some((x) => NOT_CODE_WORDS.has(x)));
// Without a keyword: Google's layout, five or more lines of one "1234 5678" code each (a list mark allowed),
// or of two side by side as the printed page sets them ("1. 3348 7026    2. 3724 1387").
const DIGIT_CODE = String.raw`(?:(?:\d{1,2}[.)]|[-•*])[ \t]*)?\d{4} \d{4}`;
const DIGIT_CODE_LINE = String.raw`[ \t]*${DIGIT_CODE}(?:[ \t]{2,}${DIGIT_CODE})?[ \t]*`;
const DIGIT_CODE_LINES = new RegExp(`(?:^|(?<=\n))${DIGIT_CODE_LINE}(?:\n${DIGIT_CODE_LINE}){4,}(?=\n|$)`, "g");
// Without a keyword: three or more random codes of small letters and digits of one length, in a
// list ("njfu8ixkp1 / vxsmf97giz / …"); each has a digit, two letters and a letter no hex digest has,
// and no two open alike ("user2024a, user2024b, …" are names).
const RANDOM_CODE_LIST = /(?<![A-Za-z0-9À-ÖØ-öø-ÿ])[a-z0-9]{8,12}(?:[ \t]*[,/;\n][ \t]*[a-z0-9]{8,12}){2,}(?![A-Za-z0-9À-ÖØ-öø-ÿ])/g;
const randomCodes = (list: string): boolean => {
  const codes = list.split(/[\s,/;]+/).filter(Boolean);
  return new Set(codes.map((c) => c.slice(0, 3))).size === codes.length && codes.every((c) => c.length === codes[0]!.length && /\d/.test(c) && /[a-z].*[a-z]/.test(c) && /[g-z]/.test(c));
};

// (Numbered or not: "1) ab12-cd34 2) …".)
const CODE_LIST = /(?:(?<![A-Za-z0-9À-ÿ-])[a-z0-9]{4,6}-[a-z0-9]{4,6}(?![A-Za-z0-9À-ÿ-])[\s,;]+(?:\d{1,2}[.)]\s+)?){3,}[a-z0-9]{4,6}-[a-z0-9]{4,6}(?![A-Za-z0-9À-ÿ-])/g;

const CLOCK_PAIR = String.raw`[ \t]*(?:(?:\d{1,2}[.)]|[-•*])[ \t]*)?(?:[01]\d|2[0-3])[0-5]\d (?:[01]\d|2[0-3])[0-5]\d`;
const TIMETABLE = new RegExp(String.raw`^\s*(?:${CLOCK_PAIR}(?:[ \t]{2,}${CLOCK_PAIR})?[ \t]*(?:\n|$))+$`);

// "my codes:", "mijn codes", "os meus códigos", "i miei codici": the packs' `ownCodes` before the plural
// word for codes head a pasted list too, which then needs four codes or more (two after a recovery word).
const OWN_CODES = new RegExp(`(?<![A-Za-z0-9À-ÖØ-öø-ÿ])(?:${trie(LANGS.flatMap((w) => w.ownCodes), esc)})\\s+(?:codes|c[óo]digos|codici|kodes)(?![A-Za-z0-9À-ÖØ-öø-ÿ])`, "gi");

const PLURAL_CODES = ["codes", "códigos", "codigos", "codici", "kodes"];

export function recoveryCodes(text: string, lower: string = text.toLowerCase()): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  const keyword = lower.includes("cod") || lower.includes("códig") || lower.includes("kode");
  const keys = keyword ? [...each(RECOVERY_KEYWORD, text, whole).map((k) => ({ ...k, min: 2 })), ...(PLURAL_CODES.some((w) => lower.includes(w)) ? each(OWN_CODES, text, whole).map((k) => ({ ...k, min: 4 })) : [])] : [];
  for (const k of keys) {
    const window = text.slice(k.end, k.end + 400);
    let first = -1;
    let last = -1;
    let count = 0;
    let lead = -1;
    // Dashed groups of capitals with no digit ("TAYEX-WXVVY"): no word is written so; three in a row are codes.
    let dashed = 0;
    RECOVERY_CODE.lastIndex = 0;
    for (let m = RECOVERY_CODE.exec(window); m !== null; m = RECOVERY_CODE.exec(window)) {
      // Codes follow each other with only separators between them.
      const gap = window.slice(last < 0 ? 0 : last, m.index);
      if (last >= 0 ? !codeGap(gap) : !FIRST_GAP.test(gap)) {
        // Words in capitals before the first code were a heading, not codes: read from the keyword again.
        if (first >= 0 || lead < 0 || !FIRST_GAP.test(window.slice(0, m.index))) break;
        lead = -1;
      }
      // A code in four or more dashed groups is a recovery key on its own ("ABCDE-FGHIJ-…").
      const key = /^(?:[A-Z0-9]{4,5}-){3,}/.test(m[0]) || (/^(?:[A-Z0-9]{4} ){3,}/.test(m[0]) && /\d/.test(m[0]));
      // A code without a digit ("XYZB-IXQA") does not count, but inside a list it is one of the
      // codes: the list goes on past it and the mask covers it.
      if (!/\d/.test(m[0]) && !key) {
        // A list may open with such a code in capitals ("HRNLG   DFVIX" on its first line); a word
        // in small letters before the first code ("downloaded") is prose.
        // So may a dashed code of small letters ("akfca-devxn 2) bufbf-jx3su …"), which is masked only when the codes after it make the list.
        // And so may one of two groups of four small letters ("yvtx jgum" above "6exg gcu7").
        if (first < 0 && (/^[A-Z-]+$/.test(m[0]) || /^[a-z]{4,6}-[a-z]{4,6}$/.test(m[0]) || /^[a-z]{4} [a-z]{4}$/.test(m[0]))) lead = lead < 0 ? m.index : lead;
        if (first >= 0 || lead >= 0) last = m.index + m[0].length;
        if (/^[A-Z]{4,5}(?:-[A-Z]{4,5})+$/.test(m[0])) dashed++;
        continue;
      }
      if (key) count++;
      if (first < 0) first = lead >= 0 ? lead : m.index;
      last = m.index + m[0].length;
      count++;
    }
    if (count >= k.min) out.push({ type: "recovery_codes", start: k.end + first, end: k.end + last });
    else if (dashed >= 3 && lead >= 0) out.push({ type: "recovery_codes", start: k.end + (first >= 0 ? first : lead), end: k.end + last });
  }
  // (A timetable's "0715 0802" lines, every group a clock time, in one column or two, are no codes.)
  if (text.includes("\n") && /\d{4} \d{4}\s*\n/.test(text)) for (const m of each(DIGIT_CODE_LINES, text, whole)) if (!TIMETABLE.test(text.slice(m.start, m.end))) out.push({ type: "recovery_codes", ...m });
  if (flankedSeparators(text, 8, 2)) for (const m of each(RANDOM_CODE_LIST, text, whole)) if (randomCodes(text.slice(m.start, m.end))) out.push({ type: "recovery_codes", ...m });
  out.push(...pastedCodes(text, lower));
  if (text.includes("|")) out.push(...tableCodes(text));
  // Without a keyword, a list of at least four codes of one dashed shape ("a1b2c-d3e4f" on lines).
  if (!dashedPairs(text, 4)) return out;
  for (const m of each(CODE_LIST, text, whole)) {
    const codes = text.slice(m.start, m.end).split(/[\s,;]+/);
    if (codes.filter((c) => /\d/.test(c) && /[a-z]/.test(c)).length >= 3) out.push({ type: "recovery_codes", ...m });
  }
  return out;
}

// Without a keyword: a pasted list of random codes of one length, one a line (a list mark allowed) or set
// apart by commas, slashes, dots or blanks on one line ("EKlJEmCtl2 6qcHTcBQO2 …", "5mp73 9mwfa" on lines,
// "1. 03033769" …): five or more of letters and digits, nearly each with both, in as many shapes of
// letters and digits as a random draw gives (an article's or an order's numbers share one: "AB123456"),
// not all of a hex digest's letters (commit hashes); or eight or more of eight digits, one a line, as a
// code sheet is copied (a list of dates is not). A heading naming what else they are ("order",
// "tracking", "factuur": the packs' `references` and `codeTopics`) keeps them clean.
// (Letters beyond Latin-1 are left to the lookarounds' ASCII and Latin-1 classes: a code is ASCII, and without the
// "u" flag the search is cheaper on every text with five runs of letters and digits.)
const PASTED_ITEM = /(?<![A-Za-z0-9À-ÖØ-öø-ÿ.@/_:#-])(?:(?=[a-z0-9]{0,4}\d|[a-z0-9]{5} [a-z0-9]{0,4}\d)[a-z0-9]{5} [a-z0-9]{5}|[A-Za-z0-9]{8,12})(?![A-Za-z0-9À-ÖØ-öø-ÿ@/_:-]|\.[A-Za-z0-9])/g;
const PASTED_GAP = /^(?:[ \t]*[,;/|·•][ \t]*|[ \t]+|[ \t]*\n[ \t]*(?:(?:\d{1,2}[.)]|[-•◦▪‣*])[ \t]*)?)$/;
const NOT_CODE_HEADINGS = [...NOT_CODE_WORDS].filter((w) => w.length >= 4);
const codeShape = (c: string): string => c.replace(/[A-Z]/g, "A").replace(/[a-z]/g, "a").replace(/\d/g, "9");
function pastedCodeList(text: string, items: readonly Span[]): boolean {
  const codes = items.map((s) => text.slice(s.start, s.end).replace(" ", ""));
  const n = codes.length;
  if (n < 5 || new Set(codes).size !== n || codes.some((c) => c.length !== codes[0]!.length)) return false;
  const heading = text.slice(Math.max(0, items[0]!.start - 80), items[0]!.start).toLowerCase();
  if (NOT_CODE_HEADINGS.some((w) => heading.includes(w))) return false;
  if (codes.every((c) => /^\d+$/.test(c))) {
    const oneALine = items.every((s, i) => i === 0 || text.slice(items[i - 1]!.end, s.start).includes("\n"));
    return n >= 8 && codes[0]!.length === 8 && oneALine && !codes.every((c) => /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(c));
  }
  if (codes.filter((c) => /\d/.test(c) && /[A-Za-z]/.test(c)).length < 0.8 * n) return false;
  if (codes.every((c) => /^[0-9a-f]+$/.test(c)) || codes.every((c) => /^[0-9A-F]+$/.test(c))) return false;
  return new Set(codes.map(codeShape)).size >= 0.6 * n;
}
/** Are there five runs of letters and digits with a digit, of one length of five or eight to twelve (what a list needs)? One walk, before the search. */
function fiveCodeRuns(text: string): boolean {
  const n = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let len = 0;
  let digit = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (isDigit(c)) {
      len++;
      digit = true;
    } else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) len++;
    else {
      if (digit && (len === 5 || (len >= 8 && len <= 12)) && ++n[len]! >= 5) return true;
      len = 0;
      digit = false;
    }
  }
  return false;
}
function pastedCodes(text: string, _lower: string): DisclosureHit[] {
  if (!fiveCodeRuns(text)) return [];
  const out: DisclosureHit[] = [];
  let run: Span[] = [];
  const close = (): void => {
    if (pastedCodeList(text, run)) out.push({ type: "recovery_codes", start: run[0]!.start, end: run[run.length - 1]!.end });
  };
  for (const s of each(PASTED_ITEM, text, whole)) {
    const prev = run[run.length - 1];
    if (prev && (!PASTED_GAP.test(text.slice(prev.end, s.start)) || s.end - s.start !== prev.end - prev.start)) {
      close();
      run = [];
    }
    run.push(s);
  }
  close();
  return out;
}

// Without a keyword: a code sheet pasted from a PDF as a table, one code a row between bars, the row's
// number before it and a short column after ("used: no"): "1 | 2spuz-cplkh | nein". Five rows or more
// of one code length whose codes read as a recovery list: random letters and digits (as a pasted list
// must, `pastedCodeList`), a dashed pair of small letters and digits, or "1234 5678" under a header
// naming a code. A table of orders, invoices or parcels (the packs' `references` and `codeTopics` in
// its header) keeps them clean, as the pasted list does.
const TABLE_ROW = /^[ \t]*\|?[ \t]*\d{1,2}[.)]?[ \t]*\|[ \t]*(?<code>[a-z0-9]{4,6}-[a-z0-9]{4,6}|\d{4} \d{4}|[A-Za-z0-9]{8,12})[ \t]*(?:\|[^|\n]{0,20}){0,2}\|?[ \t]*$/dgm;
const TABLE_CODE_HEADER = /\b(?:codes?|c[óo]digos?|codici|codice|kodes?)\b/i;
function tableCodes(text: string): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  let run: Span[] = [];
  let lastLineEnd = -1;
  const close = (): void => {
    if (run.length >= 5) {
      const codes = run.map((s) => text.slice(s.start, s.end));
      const lineStart = text.lastIndexOf("\n", run[0]!.start) + 1;
      const header = text.slice(Math.max(0, lineStart - 120), lineStart).toLowerCase();
      const same = codes.every((c) => c.length === codes[0]!.length) && new Set(codes).size === codes.length;
      const dashed = codes.every((c) => /^[a-z0-9]{4,6}-[a-z0-9]{4,6}$/.test(c)) && codes.filter((c) => /\d/.test(c) && /[a-z]/.test(c)).length >= 0.8 * codes.length;
      const digits = codes.every((c) => /^\d{4} \d{4}$/.test(c)) && TABLE_CODE_HEADER.test(header);
      if (same && !NOT_CODE_HEADINGS.some((w) => header.includes(w)) && (dashed || digits || pastedCodeList(text, run))) {
        out.push({ type: "recovery_codes", start: run[0]!.start, end: run[run.length - 1]!.end });
      }
    }
    run = [];
  };
  TABLE_ROW.lastIndex = 0;
  for (let m = TABLE_ROW.exec(text); m !== null; m = TABLE_ROW.exec(text)) {
    const s = namedGroup(m, "code");
    if (s === null) continue;
    // Rows follow each other, one a line.
    if (lastLineEnd >= 0 && text.slice(lastLineEnd, m.index).trim() !== "") close();
    run.push(s);
    lastLineEnd = m.index + m[0].length;
  }
  close();
  return out;
}

// Base32 TOTP setup keys: "JBSW Y3DP EHPK 3PXP …" (grouped by four, either case) or one run of 16+.
const TOTP_KEYWORD = /\b(?:setup\s+key|secret\s+key|totp|2fa|mfa|two-factor|authenticator|authentifizierung|authentificat|autenticador|autenticazione|authenticatie|otp|einrichtungsschlüssel|geheimer\s+schlüssel|clé\s+(?:secrète|de\s+configuration)|clave\s+(?:secreta|de\s+configuración)|chave\s+(?:secreta|de\s+configuração)|chiave\s+(?:segreta|di\s+configurazione)|geheime\s+sleutel|instelsleutel|configuratiesleutel)\b/i;
const BASE32_GROUPED = /(?<![A-Za-z0-9])(?:[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?: [a-z2-7]{4}){3,15})(?![A-Za-z0-9])/g;
const BASE32_GROUPED_UPPER = /(?<![A-Za-z0-9])[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15}(?![A-Za-z0-9])/g;
const BASE32_RUN = /(?<![A-Za-z0-9])(?:[A-Z2-7]{16,64}|[a-z2-7]{16,64})={0,6}(?![A-Za-z0-9])/g;

const TOTP_HINTS = ["setup key", "secret key", "totp", "2fa", "mfa", "factor", "authenti", "autenti", "otp", "schlüssel", "clé", "clave", "chave", "chiave", "sleutel"];

export function totpKeys(text: string, lower: string = text.toLowerCase(), present: ReadonlySet<string> = probe(lower)): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  const check = (s: Span, grouped: boolean): void => {
    const v = text.slice(s.start, s.end).replace(/[\s=]/g, "");
    // An alphabet written out ("ABCDEFGH…234567") is a constant, not a key.
    if (!/[2-7]/.test(v) || !/[a-z]/i.test(v) || new Set(v).size < 8 || /abcdef|234567/i.test(v)) return;
    const before = text.slice(Math.max(0, s.start - 60), s.start);
    // Grouped by four with eight groups is how authenticator apps show a key: no keyword needed.
    if (TOTP_KEYWORD.test(before) || (grouped && v.length >= 32)) out.push({ type: "totp_secret", ...s });
  };
  // Without a keyword only the upper-case grouped form is read: lower-case prose is full of
  // four-letter words, and a base32 run of the other forms needs its label anyway.
  const labelled = TOTP_HINTS.some((h) => present.has(h)) && TOTP_KEYWORD.test(text);
  // Each expression runs only where a walk found what it needs: four groups of four in a row, or
  // sixteen base32 characters of one case in a row (most texts with a label have neither).
  if (groupedRun(text, " ", 4, 4, isBase32Upper) || (labelled && groupedRun(text, " ", 4, 4, isBase32Lower))) {
    for (const s of each(labelled ? BASE32_GROUPED : BASE32_GROUPED_UPPER, text, whole)) check(s, true);
  }
  if (labelled && base32Run(text, 16)) for (const s of each(BASE32_RUN, text, whole)) check(s, false);
  return out;
}

// Apple / FileVault recovery keys ("ABCD-EFGH-…", six or seven groups of four) and BitLocker
// recovery passwords (eight groups of six digits). A UUID has other group lengths.
const RECOVERY_KEY = /(?<![A-Za-z0-9-])(?:[A-Z0-9]{4}(?:-[A-Z0-9]{4}){5,7}|\d{6}(?:-\d{6}){7})(?![A-Za-z0-9-])/g;

export function recoveryKeys(text: string): DisclosureHit[] {
  if (!groupedRun(text, "-", 4, 6, isUpperAlnum) && !groupedRun(text, "-", 6, 8, isDigit)) return [];
  // An IBAN written in dashed groups of four ("ES18-1350-…") is the personal-data detector's.
  return each(RECOVERY_KEY, text, (m) => (/\d/.test(m[0]) && (/[A-Z]/.test(m[0]) || m[0].length > 50) && !ibanValid(m[0].replace(/-/g, "")) ? whole(m) : null)).map((s) => ({ type: "recovery_key", ...s }));
}

// The answer to a security question ("my mother's maiden name is …", "Geburtsname meiner Mutter – …",
// "nom de jeune fille de ma mère = …", "naam van mijn eerste huisdier: …"): the packs' `securityAnswers`,
// up to forty characters of the same line, a connector ("is", "ist", "es", "é", ":", "=", "–") and one
// or two words, the first a capital, none a word of prose ("her maiden name is on the form" stays clean).
const SECURITY_ANSWER_WORDS = words((l) => l.securityAnswers);
const SECURITY_CUES = [...new Set(SECURITY_ANSWER_WORDS.map((w) => w.slice(0, 6)))];
const SECURITY_ANSWER = new RegExp(wordsRe(SECURITY_ANSWER_WORDS).source, "gi");
const ANSWER_AFTER = /^[^\n]{0,40}?(?:\s*[:=]\s*|\s+[–—-]\s+|\s+(?:is|was|ist|war|lautet|est|c['’]est|était|es|era|é|è|e'|luidt|was)\s+)["'“«]?(\p{Lu}[\p{L}'’-]{1,30}(?:[ -]\p{Lu}[\p{L}'’-]{1,30})?)/u;
function securityAnswers(text: string, present: ReadonlySet<string>): DisclosureHit[] {
  if (!SECURITY_CUES.some((c) => present.has(c))) return [];
  const out: DisclosureHit[] = [];
  for (const m of text.matchAll(SECURITY_ANSWER)) {
    const from = m.index + m[0].length;
    const a = ANSWER_AFTER.exec(text.slice(from, from + 110));
    if (!a) continue;
    const v = a[1]!;
    if (v.split(/[ -]/).some((w) => NOT_VALUES.has(w.toLowerCase()) || FILLERS.has(w.toLowerCase()) || CONNECTORS.has(w.toLowerCase()))) continue;
    const start = from + a[0].length - v.length;
    out.push({ type: "security_answer", start, end: start + v.length });
  }
  return out;
}

// A CSV export's header ("name,url,username,password,note", Bitwarden's "login_password") names a
// password column: the same field of each row under it is a password. A header's fields are words
// (letters, "_", "-", spaces); the rows end at a blank line or a line with fewer fields.
// A Markdown table ("| site | user | pass |") is read so too, its outer bars cut off.
const CSV_SEPARATORS = [",", ";", "\t", "|"];
// A cell of at most three plain words under the password column points elsewhere ("zie kluis", "in the manager").
const PROSE_CELL = /^[\p{L}'’.-]+(?:[ \t]+[\p{L}'’.-]+){1,2}$/u;
const CSV_FIELD = /^["']?[\p{L}][\p{L}_ -]{0,29}["']?$/u;
const CSV_PASSWORD_TAIL = new Set(["pass", "pwd", "passwd"]);
function csvPasswordColumn(fields: readonly string[]): number {
  if (fields.length < 3 || !fields.every((f) => CSV_FIELD.test(f.trim()))) return -1;
  return fields.findIndex((f) => {
    const last = f.trim().replace(/^["']|["']$/g, "").toLowerCase().split(/[_\s-]+/).pop() ?? "";
    return PASSWORD_WORDS.has(last) || CSV_PASSWORD_TAIL.has(last);
  });
}
export function csvPasswords(text: string): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  const lines = text.split("\n");
  let at = 0;
  const starts = lines.map((l) => {
    const s0 = at;
    at += l.length + 1;
    return s0;
  });
  for (let i = 0; i + 1 < lines.length; i++) {
    const sep = CSV_SEPARATORS.find((c) => lines[i]!.includes(c));
    if (sep === undefined) continue;
    // (A table's line without its outer bars, and where what is left starts.)
    const cut = (l: string): [string, number] => {
      if (sep !== "|") return [l, 0];
      const lead = /^[ \t]*\|?/.exec(l)![0].length;
      return [l.slice(lead).replace(/\|[ \t]*$/, ""), lead];
    };
    const header = cut(lines[i]!)[0].split(sep);
    const col = csvPasswordColumn(header);
    if (col < 0) continue;
    // (Each row is read once: the next header is looked for after the rows of this one.)
    let j = i + 1;
    for (; j < lines.length; j++) {
      // A Markdown table's rule ("|---|:---:|") is no row.
      if (sep === "|" && /^[ \t|:-]+$/.test(lines[j]!) && lines[j]!.includes("-")) continue;
      const [line, off] = cut(lines[j]!);
      const row = line.split(sep);
      if (row.length < header.length) break;
      let start = starts[j]! + off;
      for (let k = 0; k < col; k++) start += row[k]!.length + 1;
      const raw = row[col]!.replace(/\r$/, "");
      const lead = /^\s*["']?/.exec(raw)![0].length;
      const v = raw.slice(lead).replace(/["']?\s*$/, "");
      if (v.length >= 4 && !isPlaceholder(v) && !/^\*+$/.test(v) && !PROSE_CELL.test(v)) out.push({ type: "password_in_prose", start: start + lead, end: start + lead + v.length });
    }
    i = j - 1;
  }
  return out;
}

// ---- a value taken back and said again ("PIN 5923, Quatsch, 3026", "pw is X… sorry, Y")
const CORRECTION = new RegExp(`^(?:${words((l) => l.corrections).map(esc).join("|")})(?![\\p{L}\\p{N}])`, "iu");
const CORRECTION_GAP = /^[ \t.,;:!?…—–-]*\n?[ \t.,;:!?…—–-]*/;
/**
 * After a secret found, a word that takes it back ("sorry", "Quatsch", "perdón", "anzi", "nee wacht") and,
 * within five words on its line, a value of the same kind (digits for digits, within one of its length;
 * else a password's shape): the value said instead is a secret too. Only ever after a secret: the same
 * words after an hour or an amount ("um 14 Uhr … ne sorry, 15 Uhr") take back nothing secret.
 */
export function correctedValues(text: string, hits: readonly Span[]): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  for (const h of hits) {
    const first = text.slice(h.start, h.end).replace(/[.,;:!?…]+$/, "");
    const gap = CORRECTION_GAP.exec(text.slice(h.end, h.end + 12))![0];
    const from = h.end + gap.length;
    const m = CORRECTION.exec(text.slice(from, from + 24));
    if (!m) continue;
    const after = from + m[0].length;
    const line = text.slice(after, after + 80).split("\n")[0]!;
    let n = 0;
    for (const t of line.matchAll(/\S+/g)) {
      if (++n > 5) break;
      const raw = t[0];
      const v = raw.replace(/^["'“«‘„(`]+/, "").replace(/["'”»’)`.,;:!?…]+$/, "");
      // Words between ("no wait it's", "me equivoqué:", "é") are passed over; a digit ends the search.
      if (!/\d/.test(v)) {
        if (/^[\p{L}'’:,.!?…-]+$/u.test(raw)) continue;
        break;
      }
      const digits = /^\d+$/.test(first);
      const same = digits ? /^\d+$/.test(v) && Math.abs(v.length - first.length) <= 1 : !/^\d+$/.test(v) && credential(v, "password", false, null, "");
      if (same) {
        const start = after + t.index + raw.indexOf(v);
        out.push({ type: "password_in_prose", start, end: start + v.length });
      }
      break;
    }
  }
  return out;
}

// ---- account lists ("netflix - jan@… - Molen272?M", "Movistar<TAB>pablo90<TAB>citron-Fuchs-56",
// "1) INPS — sara64 — tulip-Sol-35"; under "Wachtwoorden oma:", "• Bank: Ntqvea7893&")
const ACCOUNT_SEP = /[ \t]+[-–—:|/;][ \t]+|:[ \t]+|\t+|[ \t]*[|;][ \t]*/;
const LIST_MARK = /^[ \t]*(?:[-•*·]|\d{1,2}[.)])?[ \t]*/;
const PASSWORD_WORD = wordsRe([...PASSWORD_WORDS]);
/** A password's shape without a word to announce it: letters and digits, and a sign, capitals inside, or a word and its number. */
function passShaped(v: string, wordAndNumber = true): boolean {
  if (v.length < 6 || v.length > 40 || /[\s@/]/.test(v) || !/\p{L}/u.test(v) || !/\d/.test(v) || NOT_A_VALUE.test(v) || isPlaceholder(v)) return false;
  if (!credential(v, "password", false, null, "")) return false;
  return signedValue(v) || STRONG_VALUE.test(v) || (wordAndNumber && /^\p{L}{3,}\d{2,4}$/u.test(v)) || /^\p{L}{2,}(?:-\p{L}{2,})+-\d{1,4}$/u.test(v);
}
/**
 * A list's lines of a site, a user and a password, apart by dashes, colons, bars, slashes or tabs: the
 * last field of password's shape is one, where two such lines stand or a password word is in the text.
 * A line of a name and a value ("Bank: …") is one only under a password word ("Wachtwoorden oma:").
 */
function accountLines(text: string, lower: string): DisclosureHit[] {
  const three: Span[] = [];
  const two: Span[] = [];
  const named = PASSWORD_WORD.test(lower);
  let at = 0;
  for (const line of text.split("\n")) {
    const from = at;
    at += line.length + 1;
    if (line.length > 120) continue;
    const mark = LIST_MARK.exec(line)![0].length;
    const body = line.slice(mark).replace(/[ \t|]+$/, "");
    const fields = body.split(ACCOUNT_SEP);
    if (fields.length < 2 || fields.length > 4) continue;
    const v = fields[fields.length - 1]!;
    const name = fields[0]!;
    // (A word and its number, "tulip2022", is a pass only where a password word is said: "Ryzen5600" is a part.)
    if (name.length > 30 || !/\p{L}/u.test(name) || !passShaped(v, named)) continue;
    const start = from + mark + body.lastIndexOf(v);
    // A name and a value only under a password word said before them ("Wachtwoorden oma:\n• Bank: …").
    if (fields.length >= 3) three.push({ start, end: start + v.length });
    else if (PASSWORD_WORD.test(lower.slice(0, start))) two.push({ start, end: start + v.length });
  }
  const out: DisclosureHit[] = [];
  if (three.length >= 2 || (three.length === 1 && named)) out.push(...three.map((s) => ({ type: "password_in_prose", ...s })));
  out.push(...two.map((s) => ({ type: "password_in_prose", ...s })));
  return out;
}

// ---- a credential told in a story ("so I finally changed it, the new one for the bank is otter1985, don't tell anyone")
const STORY_CUE = wordsRe(words((l) => l.storyCues));
const STORY_CUE_WORDS = new Set(words((l) => l.storyCues));
const DIGIT_TOKEN = /(?<!\S)\S*\d\S*/g;
const ANY_LETTER = /\p{L}/u;
/** A word and a year glued ("sommer2019", "Kater1998"). */
const WORD_YEAR = /^\p{L}{3,}(?:19\d\d|20[0-3]\d)$/u;
/** The indefinite articles, which some languages' connectors ("a", "o") are spelled as too. */
const ARTICLE_BEFORE = new Set(["a", "an", "o", "um", "uma", "un", "una", "une", "ein", "eine", "een"]);
/** A word, its two digits and a sign ("zomer95!"). */
const WORD_SIGN = /^\p{L}{3,}\d{2}[!?#*]$/u;
/**
 * In a sentence naming what a credential opens or what was done to it (a story cue) or a login word, a
 * value of a password's shape right after a connector, a means word, a login word or the cue itself
 * ("…ist HgGNd7zbJPRZab", "…remis QA8cKdJzokFw", "inlog Gatto-citron-31").
 */
function storyValues(text: string, lower: string): DisclosureHit[] {
  const cued = STORY_CUE.test(lower);
  // (Or only a sentence before names it: "New router password. It's …".)
  if (!cued && !PASSWORD_WORD.test(lower) && !PAIR_CUE.test(lower)) return [];
  const out: DisclosureHit[] = [];
  for (const m of text.matchAll(DIGIT_TOKEN)) {
    const raw = m[0];
    // (No value below is shorter than six signs or without a letter: most digit tokens, times, dates and
    // amounts, end here before any of the shape expressions.)
    if (raw.length < 6 || !ANY_LETTER.test(raw)) continue;
    const lead = /^["'“«‘„(`]*/.exec(raw)![0].length;
    // "hondje12!, alles klein": a sign glued to a word and its number is the value's own, not the sentence's.
    const own = raw.slice(lead).replace(/["'”»’)`.,;:…]+$/, "");
    let v = WORD_SIGN.test(own) && m.index + raw.length < text.length ? own : raw.slice(lead).replace(/["'”»’)`.,;:!?…]+$/, "");
    // ("Videoland: snoopy13?" ending the message: the sign is the value's own after a label or a connector, read below.)
    const signAtEnd = v !== own && WORD_SIGN.test(own);
    // (A name and its number, "ana.garcia85", "JohnDoe85", is as often a user's name: not without a password word.
    // A word and a whole year, "otter1985", is how a password is made, and a user's name seldom is.)
    const madeLikeOne = WORD_YEAR.test(v) || DOTTED_YEAR.test(v);
    if (!signAtEnd && !passShaped(v, madeLikeOne) && !(DASHED_GROUPS.test(v) && !NOT_A_VALUE.test(v))) continue;
    // The word before, past up to three fillers ("…ist es immer noch kater1998", "is nog steeds …").
    // (Its line's start is looked for in those fifty characters only: a long line is not read back again for each value.)
    const near = text.slice(Math.max(0, m.index - 50), m.index);
    const words = near.slice(near.lastIndexOf("\n") + 1).split(/[ \t]+/).filter(Boolean);
    let k = words.length - 1;
    const low = (i: number): string => words[i]?.toLowerCase().replace(/[,;]$/, "") ?? "";
    for (let skipped = 0; skipped < 3 && k > 0 && FILLERS.has(low(k)) && !CONNECTORS.has(low(k)); skipped++) k--;
    const prev = low(k);
    if (signAtEnd) {
      if (CONNECTORS.has(prev) || MEANS.has(prev) || prev.endsWith(":")) v = own;
      else if (!passShaped(v, madeLikeOne)) continue;
    }
    // ("the laptop is a Dell2019": a name and its number after an article, "a", names a thing.)
    if (ARTICLE_BEFORE.has(prev) && /^\p{Lu}?\p{Ll}+\d+$/u.test(v)) continue;
    const opens = k < 0 || /[.!?]$/.test(prev);
    if (!(CONNECTORS.has(prev) || MEANS.has(prev) || STORY_CUE_WORDS.has(prev) || PAIR_CUE.test(prev) || prev.endsWith(":") || opens)) continue;
    const start = m.index + lead;
    // (A row of fields, "Ziggo;jan;…;ziggo.example", is the CSV reader's.)
    if (opens && (/[;,|\t]/.test(v) || !afterCueSentence(lower, start, v))) continue;
    // "dubois.jonas0 @ web . de": an address's name before its sign, however spelled.
    // (Not "(for the car)": an aside in brackets.)
    if (/^[ \t]*(?:@|[[(][ \t]*(?:@|at|arroba|arobase|chiocciola|apenstaartje|klammeraffe)\b|at[ \t]|apenstaartje|arroba|arobase|chiocciola|klammeraffe)/i.test(text.slice(start + v.length, start + v.length + 16))) continue;
    const sentence = sentenceAround(lower, start, start + v.length);
    // (A word and its year, or a word, two digits and a sign, in a sentence naming a service's account or
    // login is what that account opens with: "der Netflix-Login ist Hamburg.1960", "cuenta de Wallapop: …".)
    const accountOf = (madeLikeOne || WORD_SIGN.test(v)) && ACCOUNT_NAMED.some((re) => re.test(sentenceAround(text, start, start + v.length)));
    // (A user's name follows its word: "Netflix user is jonas1985". A word and its year said a few words after
    // "account" is what the account opens with: "het Ziggo-account gaat met pluisje08!", "account Sky: …".)
    if (!accountOf && (madeLikeOne || WORD_SIGN.test(v) ? USER_BEFORE.test(words.slice(CONNECTORS.has(prev) ? Math.max(0, k - 1) : k, k + 1).join(" ").toLowerCase()) : USER_BEFORE.test(sentence))) continue;
    if (accountOf || STORY_CUE.test(sentence) || afterCueSentence(lower, start, v)) out.push({ type: "password_in_prose", start, end: tail(text, start + v.length, m.index + raw.length) });
  }
  return out;
}

// The words naming an account or its login that also name its user's field ("account", "Konto", "login",
// "compte", "cuenta", "conta"): with a service's name glued before ("Zalando-Konto", "NS-account"), a
// name with a capital before ("Disney+ account", "BBC iPlayer login": not the sentence's first word unless
// a story cue, "My account"), or a name after ("compte Molotov", "cuenta de Wallapop", "account Sky").
const alternationOf = (ws: readonly string[]): string => [...ws].sort((a, b) => b.length - a.length).map((w) => w.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&")).join("|");
const ACCOUNT_WORDS = [...USER_WORDS].filter((w) => PAIR_CUES.includes(w) && !/\s/.test(w));
const ACCOUNT_ALT = alternationOf([...ACCOUNT_WORDS, ...ACCOUNT_WORDS.map((w) => w.charAt(0).toUpperCase() + w.slice(1))]);
const ACCOUNT_NAMED: readonly RegExp[] = [
  new RegExp(`[\\p{L}\\p{N}+.]{2,}-(?:${ACCOUNT_ALT})(?![\\p{L}\\p{N}])`, "u"),
  new RegExp(`(?:[\\p{L}\\p{N},;:]\\s+|^\\s*(?=${alternationOf(words((l) => l.storyCues).filter((w) => !/\s/.test(w)).map((w) => w.charAt(0).toUpperCase() + w.slice(1)))}))[\\p{Ll}\\p{N}]*\\p{Lu}[\\p{L}\\p{N}+]*\\s+(?:${ACCOUNT_ALT})(?![\\p{L}\\p{N}])`, "u"),
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${ACCOUNT_ALT})\\s+(?:(?:de\\s+la|de|da|do|di|del|della|van|von)\\s+)?\\p{Lu}`, "u"),
];

// ---- a service's name and a colon opening a line, and the line's one value ("Joyn: bello58*", "NPO Start: pluk61!")
// The name holds a capital (a brand's, "RTP Play", "NowTV"), one to three words; the value a word, two digits and a
// sign, or a word and a year with a dot between, ending the line or followed by a comma or an aside in brackets.
const LABEL_LINE = /^[ \t]*(?:[-•*][ \t]+)?(?=[^:\n]{0,24}:)(?=[^:\n]*\p{Lu})[\p{L}\p{N}][\p{L}\p{N}+.&'’-]*(?:[ \t]+[\p{L}\p{N}+.&'’-]+){0,2}[ \t]*:[ \t]+(\p{Lu}?\p{Ll}{2,}(?:\d{2}[!?#*]|\.(?:19\d\d|20[0-3]\d)))[ \t]*(?=$|,|\()/gmu;
function labelLines(text: string): DisclosureHit[] {
  return each(LABEL_LINE, text, (m) => {
    const start = m.index + m[0].length - m[1]!.length;
    return { start, end: start + m[1]!.length };
  }).map((s) => ({ type: "password_in_prose", ...s }));
}

/** A router's printed shape, letters and digits in three or more dashed groups ("x7-kqrm-tbvw-42"). */
const DASHED_GROUPS = /^(?=[^-]*\d)(?=.*\p{L})[\p{L}\d]{2,6}(?:-[\p{L}\d]{2,6}){2,}$/u;
/** A word and a year with a dot between ("Hamburg.1987"), made as a word and its year is. */
const DOTTED_YEAR = /^\p{L}{3,}\.(?:19\d\d|20[0-3]\d)$/u;
/**
 * A value among the first four words of its sentence, where the sentence before (on the same line or
 * the one above) names a password, a login or what it opens: "New router password. It's x7-…",
 * "Neues WLAN-Passwort. Es lautet …". A value further on is the new sentence's own business.
 */
function afterCueSentence(lower: string, start: number, v: string): boolean {
  const head = lower.slice(Math.max(0, start - 200), start);
  const cut = Math.max(head.lastIndexOf("\n"), head.search(/[.!?]\s[^.!?\n]*$/));
  if (cut < 0 || head.slice(cut + 1).trim().split(/\s+/).filter(Boolean).length > 3) return false;
  const before = head.slice(0, cut + 1);
  const sentence = before.slice(Math.max(before.lastIndexOf("\n", before.length - 2), before.slice(0, -1).search(/[.!?]\s[^.!?]*$/)) + 1);
  return v.length >= 8 && (STORY_CUE.test(sentence) || PASSWORD_WORD.test(sentence) || PAIR_CUE.test(sentence));
}

// ---- a value in quotes after a word for getting in ("Zugang 'Kater-Miez_7'", "log in met “Tulp-Knuffel_3”")
const QUOTED_VALUE = /(?<=["'“«‘„‚»][ \u00a0\u202f]?)[^\s"'“”«»‘’„‚`]{6,40}(?=[ \u00a0\u202f]?["'”»’“‘«])/gu;
/**
 * A password's shape in quotes, where one of the three words before the opening quote names what it opens
 * or the login (a pair cue, a password word, a story cue), or is a means word ("with", "mit", "avec") in a
 * sentence that names one. Right after a user word ("Benutzer 'jonas1985'") it is the user's name; after
 * a naming word ("heißt", "s'appelle") a network's or a device's.
 */
function quotedValues(text: string, lower: string): DisclosureHit[] {
  const out: DisclosureHit[] = [];
  for (const m of text.matchAll(QUOTED_VALUE)) {
    const v = m[0];
    // ("log in with 'Windows11'": a name and its one or two digits is a product's as often.)
    if (!passShaped(v, WORD_YEAR.test(v)) || /^\p{L}+\d{1,2}$/u.test(v)) continue;
    const line = text.slice(Math.max(0, m.index - 41), m.index - 1).split("\n").pop()!.toLowerCase();
    const before = line.match(/[\p{L}'’.+-]+/gu)?.slice(-3) ?? [];
    // (A network or a thing named, "le wifi s'appelle 'Livebox-4RDG'", is no secret.)
    if (before.length === 0 || USER_WORDS.has(before[before.length - 1]!) || before.some((w) => NAMING.has(w))) continue;
    const near = before.join(" ");
    const named = PAIR_CUE.test(near) || STORY_CUE.test(near);
    const means = before.some((w) => MEANS.has(w)) && (PAIR_CUE.test(sentenceAround(lower, m.index, m.index + v.length)) || STORY_CUE.test(sentenceAround(lower, m.index, m.index + v.length)));
    if (named || means) out.push({ type: "password_in_prose", start: m.index, end: m.index + v.length });
  }
  return out;
}

/** Every secret said in words or carried by one of these shapes (unmerged). */
// The cue words of every detector here, found in one pass (spans.ts `keywordProbe`).
export const DISCLOSURE_CUES: readonly string[] = [...STEMS, ...TOTP_HINTS, ...SECURITY_CUES];
const probe = keywordProbe(DISCLOSURE_CUES);

/** `present`: the cue words in `lower` (`DISCLOSURE_CUES` at least), when the caller has probed for them already. */
export function findDisclosures(text: string, lower: string = text.toLowerCase(), present: ReadonlySet<string> = probe(lower)): DisclosureHit[] {
  const out = proseDisclosures(text, lower, present);
  out.push(...loginPairs(text, lower), ...randomAfterLogin(text, lower), ...valueFirstForLogin(text, lower));
  out.push(...securityAnswers(text, present));
  if (lower.includes("wifi:")) {
    // A template ("P:${password}") or a placeholder in source or docs is not a password.
    const wifi = each(WIFI_QR, text, (m) => namedGroup(m, "secret")).filter((s) => !/\$\{|^<|^\{\{|["'`]\s*\+|\+\s*["'`]/.test(text.slice(s.start, s.end)) && !isPlaceholder(text.slice(s.start, s.end)));
    out.push(...wifi.map((s) => ({ type: "wifi_credentials", ...s })));
  }
  // Recovery codes gate on their own keyword (a Microsoft recovery key has no digit).
  out.push(...recoveryCodes(text, lower));
  if (text.includes("\n") && /[,;\t|]/.test(text)) out.push(...csvPasswords(text));
  if (text.includes("\n")) out.push(...accountLines(text, lower));
  if (/\d/.test(text)) out.push(...storyValues(text, lower));
  if (text.includes(":") && /\d[!?#*]|\p{L}\.\d{4}/u.test(text)) out.push(...labelLines(text));
  if (/\d/.test(text) && /["'“«‘„‚»]/.test(text)) out.push(...quotedValues(text, lower));
  if (/\d/.test(text)) {
    out.push(...recoveryKeys(text));
    if (/[2-7]/.test(text)) out.push(...totpKeys(text, lower, present));
  }
  return out;
}
