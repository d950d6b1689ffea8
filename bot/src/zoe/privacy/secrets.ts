/**
 * Secret detectors: the provider table (secret-rules.ts) plus detectors for structure that any
 * provider may use (private keys, JWTs, Authorization headers, cookies, credential URLs, TOTP
 * seeds, wallet seed phrases, raw hex keys), key/value assignments, passwords disclosed in prose
 * in several languages, and a high-entropy fallback for labelled blobs.
 * Must never: flag a mask, placeholder or env reference as a secret, or do I/O.
 *
 * Bias: a secret is worse to leak than a harmless sentence is to hold back, but every prose rule
 * needs a keyword *and* a value that looks like a secret (digits, symbols, mixed case, length or
 * entropy), so "the password reset flow" and "our secret sauce" stay clean.
 */
import { wordlist as BIP39_ENGLISH } from "@scure/bip39/wordlists/english.js";
import { wordlist as BIP39_FRENCH } from "@scure/bip39/wordlists/french.js";
import { wordlist as BIP39_ITALIAN } from "@scure/bip39/wordlists/italian.js";
import { wordlist as BIP39_PORTUGUESE } from "@scure/bip39/wordlists/portuguese.js";
import { wordlist as BIP39_SPANISH } from "@scure/bip39/wordlists/spanish.js";
import { escapeRegExp } from "../base/escape-regexp.ts";
import { LOCALES, pack, type SinglePatternWords } from "../lang/index.ts";
import { SECRET_RULES } from "./secret-rules.ts";
import { correctedValues, DISCLOSURE_CUES, findDisclosures, meetingDialIn, networkName, quotedProse } from "./disclosures.ts";
import { clauseBefore, each, entropy, firstGroup, keywordProbe, namedGroup, whole, type Span } from "./spans.ts";
import { isPlaceholder, secretShaped, trimBare } from "./values.ts";

export { isPlaceholder, trimBare };

export interface SecretHit extends Span {
  type: string;
}

// ---------------------------------------------------------------------------------------------
// Provider table

const RULES = SECRET_RULES.map((r) => ({ ...r, keywords: r.keywords.map((k) => k.toLowerCase()) }));

const TOKEN_CHAR = /[A-Za-z0-9_-]/;

/** The keywords present in a text, from one probe over every keyword this file's detectors ask about. */
type Present = ReadonlySet<string>;

function providerHits(text: string, present: Present): SecretHit[] {
  const out: SecretHit[] = [];
  for (const r of RULES) {
    if (!r.keywords.some((k) => present.has(k))) continue;
    for (const s of each(r.pattern, text, (m) => (r.bounded && m.index > 0 && TOKEN_CHAR.test(text.charAt(m.index - 1)) ? null : namedGroup(m, "secret") ?? whole(m)))) {
      const value = text.slice(s.start, s.end);
      if (r.entropy !== undefined && entropy(value) < r.entropy) continue;
      if (r.requires && !r.requires.test(value)) continue;
      if (isPlaceholder(value)) continue;
      out.push({ type: r.id, start: s.start, end: s.end });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Structure

/** A structural detector; with `keywords`, it runs only when one occurs in the lower-cased text. */
const STRUCTURE_KEYWORDS: string[] = [];
// `needs`: a short expression every match contains, tried first (one cheap search where the
// rule's own expression would be tried at every word).
const hit = (type: string, re: RegExp, pick: (m: RegExpExecArray) => Span | null = whole, keywords?: string[], needs?: RegExp) => {
  STRUCTURE_KEYWORDS.push(...(keywords ?? []));
  return (text: string, _lower: string, present: Present): SecretHit[] =>
    (keywords && !keywords.some((k) => present.has(k))) || (needs && !needs.test(text)) ? [] : each(re, text, pick).map((s) => ({ type, start: s.start, end: s.end }));
};

// PEM / OpenSSH / PGP armour, multi-line or squashed onto one line; an unterminated block runs
// to the end of the text. PuTTY files have their own header.
const PEM = /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g;
const PUTTY = /PuTTY-User-Key-File-\d+:[\s\S]*?(?:Private-MAC:\s*[0-9a-f]+|$)/gi;
// The same armour base64-encoded once more ("LS0tLS1CRUdJTi..." is "-----BEGIN"), or an OpenSSH
// key body ("b3BlbnNzaC1rZXktdjE" is "openssh-key-v1") pasted without its header.
const WRAPPED_KEY = /(?:LS0tLS1CRUdJT[A-Za-z0-9+/]|b3BlbnNzaC1rZXktdjE)[A-Za-z0-9+/=\s]{20,}/g;
const WRAPPED_PRIVATE = /UFJJVkFURSBLRVk|BSSVZBVEUgS0VZ|QUklWQVRFIEtFW|b3BlbnNzaC1rZXktdjE/;

const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{7,}\.eyJ?[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*|(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{7,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g;

// "Authorization: Bearer …", "authorization=Basic …", "Proxy-Authorization", "X-API-Key: …".
const AUTH_HEADER =
  /\b(?:proxy-)?authori[sz]ation\b["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token|digest|apikey|api-key|sso-key|hmac|negotiate|ntlm)\s+)?(?<secret>[A-Za-z0-9._~+/=:,"-]{8,})/dgi;
const BEARER = /\b(?:bearer|basic)\s+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dgi;
const KEY_HEADER = /\b(?:x-api-key|x-auth-token|api-key|x-access-token|private-token|x-goog-api-key|ocp-apim-subscription-key)\b["']?\s*[:=]\s*["']?(?<secret>[A-Za-z0-9._~+/=-]{12,})/dgi;

// Cookies and session ids: "Cookie: sid=…; other=…", "Set-Cookie: session=…", "PHPSESSID=…".
const COOKIE = /\b(?:set-)?cookie\s*:\s*(?<secret>[^\n]{8,}?)(?=\s*$|\n|\s{2,}|\s+and\b|\s*[.,]\s)/dgim;
const SESSION_ID =
  /\b(?:session[_-]?(?:id|token|key)?|sess(?:ion)?id|sid|phpsessid|jsessionid|asp\.net_sessionid|connect\.sid|laravel_session|_session|csrf[_-]?token|xsrf[_-]?token|auth[_-]?token|remember[_-]?token)\b["']?\s*[=:]\s*["']?(?<secret>[A-Za-z0-9%._~+/=-]{12,})/dgi;

// Credentials inside a URL, any scheme ("postgres://u:pw@h", "redis://:pw@h", "jdbc:…;password=").
const URL_CREDENTIALS = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/@]{0,256}:(?<secret>[^\s@/]{1,256})@/dgi;
const URL_PASSWORD_PARAM = /(?:[?&;]|\bjdbc:[^\s]*?)(?:password|passwd|pwd|pass|secret|token|api[_-]?key|access[_-]?token|client[_-]?secret|sig)=(?<secret>[^\s&;#"']{4,})/dgi;
// "?auth=…", "&key=…", "?credentials=…": a query field whose name says less, whose value is a random
// run (a base64 "user:pass", a signed key) of sixteen signs or more.
const URL_AUTH_PARAM = /[?&;](?:auth|authkey|key|apikey|credentials?|creds|signature|login)=(?<secret>[A-Za-z0-9%+/_.=-]{16,})/dgi;

// curl -u user:pass / --user user:pass (with or without quotes).
// A .pgpass line, "host:port:database:user:password": five fields, the port in digits or "*", a host
// with a letter, a dot or "*" (a time code or a MAC address is none); "\\:" escapes a colon in a field.
const PGPASS = /(?<!\S)(?=[^:\s]*[A-Za-z.*])[A-Za-z0-9*][A-Za-z0-9.*_-]*:(?:\d{2,5}|\*):(?:\\:|[^\s:])+:(?:\\:|[^\s:])+:(?<secret>(?:\\:|[^\s:])+)(?!\S)/dg;
// The port field between its colons, which every .pgpass line has: change it with PGPASS.
const PGPASS_PORT = /:(?:\d{2,5}|\*):/;
const CURL_USER = /\bcurl\b[^\n]*?\s(?:-u|--user)\s*["']?[^\s:"']+:(?<secret>[^\s"']{3,})/dgi;

// TOTP provisioning URIs carry the shared seed.
const OTPAUTH = /otpauth(?:-migration)?:\/\/[^\s"'<>]+/gi;

// 64 hex digits is a raw private key (or at least key-shaped), unless a digest label says what
// it is ("sha256:…", "digest", "checksum", "commit"). A 40-hex git sha or a longer run is not.
const HEX64 = /(?<![0-9A-Fa-f])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Fa-f])/g;
const DIGEST_LABEL = /\b(?:sha-?(?:256|3|512)?|digest|checksum|hash|commit|blake2b?|sum|fingerprint|etag|hex\s?digest|@sha256|integrity|tx(?:id|hash)?|transaction|block)\b\W{0,3}(?:\w+\W{1,3}){0,3}$/i;

const DIGEST_SENTENCE = /sha-?(?:1|256|384|512)|sha256sum|\bmd5|checksum|check\s+sum|\bdigest|\bhash|prüfsumme|pruefsumme|somme\s+de\s+contrôle|empreinte|suma\s+de\s+(?:verificación|comprobación)|soma\s+de\s+verificação|impronta|controlesom|fingerprint|fingerabdruck/i;

/**
 * Is there a run of at least `n` hex digits? The last character of a window is read first, then
 * backwards; a character that is not a hex digit moves the window past it, so ordinary prose is
 * read about one character in ten (an expression would try every letter a-f).
 */
function hexRun(text: string, n: number): boolean {
  const hex = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);
  for (let i = 0; i + n <= text.length; ) {
    let j = i + n - 1;
    while (j >= i && hex(text.charCodeAt(j))) j--;
    if (j < i) return true;
    i = j + 1;
  }
  return false;
}

function hexKeys(text: string): SecretHit[] {
  if (!hexRun(text, 64)) return [];
  return each(HEX64, text, (m) => {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (/\bkey\b|private|secret|wallet|seed/i.test(before)) return whole(m);
    // "The published SHA-256 checksum of the installer is …", "die SHA-256-Prüfsumme … lautet …".
    if (DIGEST_SENTENCE.test(clauseBefore(text, m.index, 100))) return null;
    return DIGEST_LABEL.test(before) || /[a-f]{2,}[0-9]*[:]$/i.test(before.slice(-8)) ? null : whole(m);
  }).map((s) => ({ type: "hex_private_key", ...s }));
}

// Wallet seed phrases: 12, 15, 18, 21 or 24 words in a row from one BIP39 list (English, Spanish,
// French, Italian or Portuguese, for owners whose wallet speaks their language), separated by
// spaces, commas, dashes, new lines or numbering ("1. abandon 2. ability", "1) …", "(3) …").
// Accents and capitals are optional, as people type them. Read word by word in one pass: a
// run-of-twelve expression backtracks at every word of ordinary prose.
const plainWord = (w: string): string => w.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const BIP39_LISTS = [BIP39_ENGLISH, BIP39_SPANISH, BIP39_FRENCH, BIP39_ITALIAN, BIP39_PORTUGUESE];
/** Each word, as written and without its accents, to the lists (a bit each) that hold it. */
const LISTS_OF = new Map<string, number>();
BIP39_LISTS.forEach((list, i) => {
  for (const w of list) for (const k of [w.normalize("NFC").toLowerCase(), plainWord(w)]) LISTS_OF.set(k, (LISTS_OF.get(k) ?? 0) | (1 << i));
});
const NOT_PLAIN = /[^a-z]/;
const listsOf = (w: string): number => {
  if (w.length < 3 || w.length > 14) return 0;
  const lower = w.toLowerCase();
  return LISTS_OF.get(lower) ?? (NOT_PLAIN.test(lower) ? LISTS_OF.get(plainWord(w)) ?? 0 : 0);
};
/** A letter of the Latin-1 alphabets; a word may also carry combining accents, as a decomposed word list does ("e\u0301couter"). */
const isWordChar = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 192 && c <= 255 && c !== 215 && c !== 247);
const isMark = (c: number): boolean => c >= 0x300 && c <= 0x36f;
// What may stand between two words of a phrase: separators and at most one list number.
const SEED_GAP = /^[\s,;|/·•()\-–]*(?:\d{1,2}[.):]?[\s,;|/·•()\-–]*)?$/;

function seedPhrases(text: string): SecretHit[] {
  // Words are runs of letters (with combining accents), found by a walk over the text: an
  // expression's match objects cost more than the lookups for the few words of list length.
  const starts: number[] = [];
  const ends: number[] = [];
  const n = text.length;
  for (let i = 0; i < n; ) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    starts.push(i);
    while (i < n && (isWordChar(text.charCodeAt(i)) || isMark(text.charCodeAt(i)))) i++;
    ends.push(i);
  }
  // A word in no list ends every run, so only stretches of twelve list words in a row can hold a
  // phrase. They are found looking up as few words as possible: the twelfth word of a window
  // first, then backwards; the first word in no list moves the window past it.
  const lists = new Int32Array(starts.length).fill(-1);
  const look = (k: number): number => {
    if (lists[k] === -1) lists[k] = ends[k]! - starts[k]! >= 3 && ends[k]! - starts[k]! <= 14 ? listsOf(text.slice(starts[k], ends[k])) : 0;
    return lists[k]!;
  };
  const out: SecretHit[] = [];
  for (let i = 0; i + 12 <= starts.length; ) {
    let j = i + 11;
    while (j >= i && look(j) !== 0) j--;
    if (j >= i) {
      i = j + 1;
      continue;
    }
    let e = i + 12;
    while (e < starts.length && look(e) !== 0) e++;
    seedRun(text, starts, ends, lists, i, e, out);
    i = e + 1;
  }
  return out;
}

/** The phrases in words `from` to `to` (exclusive), all of them in some list: runs of one list with only separators between. */
function seedRun(text: string, starts: number[], ends: number[], lists: Int32Array, from: number, to: number, out: SecretHit[]): void {
  const first: number[] = [];
  const count: number[] = [];
  let lastEnd = -1;
  let active = 0; // the lists whose run goes on
  const flush = (gone: number): void => {
    for (let i = 0; i < BIP39_LISTS.length; i++) {
      if (!(gone & (1 << i))) continue;
      if (count[i]! >= 12) out.push({ type: "seed_phrase", start: first[i]!, end: lastEnd });
      count[i] = 0;
    }
    active &= ~gone;
  };
  for (let w = from; w < to; w++) {
    const start = starts[w]!;
    if (active && !(start === lastEnd + 1 && text.charCodeAt(lastEnd) === 32)) {
      const gap = text.slice(lastEnd, start);
      if (gap.length > 12 || !SEED_GAP.test(gap)) flush(active);
    }
    const l = lists[w]!;
    if (active & ~l) flush(active & ~l);
    for (let k = 0; k < BIP39_LISTS.length; k++) {
      if (!(l & (1 << k))) continue;
      if (!(active & (1 << k))) {
        first[k] = start;
        count[k] = 0;
      }
      count[k]!++;
    }
    active = l;
    lastEnd = ends[w]!;
  }
  flush(active);
}

// ---------------------------------------------------------------------------------------------
// Assignments: .env / YAML / JSON / code whose key ends in a secret word.

// Keys named in the owner's language ("mot_de_passe:", "wachtwoord:", "DB_KENNWORT=", "contraseña:"):
// the packs' password words of plain letters, a space written "_", "-" or nothing.
const OWN_LANGUAGE_KEYS = [...new Set(LOCALES.flatMap((l) => pack(l).secrets.singlePatterns.passwordWords))]
  .filter((w) => /^[a-zà-ÿ ]{5,}$/.test(w) && !/code|pin|wifi|pass(?:word|wd|phrase)?$/.test(w))
  .map((w) => escapeRegExp(w).replace(/ /g, "[_-]?"));
// The key's last word first (cheap to scan for), then the whole key is read backwards in code. A
// quoted key may also be a call's first argument and its value the second ("define('DB_PASSWORD', '…')").
const ASSIGNMENT = new RegExp(
  `(?:secret|key|token|pass|password|passwd|passphrase|pwd|credentials?|apikey|auth|salt|dsn|pat|${OWN_LANGUAGE_KEYS.join("|")})(?![A-Za-z0-9_.-])(?:["']?[ \\t]*(?::=|=>|==?|:)[ \\t]*(?:"(?<q1>[^"\\n]{3,})"|'(?<q2>[^'\\n]{3,})'|(?<bare>[^\\s"',;]{3,}))|["'][ \\t]*,[ \\t]*(?:"(?<q3>[^"\\n]{3,})"|'(?<q4>[^'\\n]{3,})'))`,
  "dgi",
);
const KEY_CHAR = /[A-Za-z0-9_.-]/;

/** The full key name ending where `m` starts its suffix word. */
function keyName(text: string, m: RegExpExecArray): string {
  const suffixEnd = m.index + (/^[A-Za-z]+/.exec(m[0])?.[0].length ?? 0);
  let i = m.index;
  while (i > 0 && KEY_CHAR.test(text.charAt(i - 1))) i--;
  return text.slice(i, suffixEnd);
}
// (A key in the owner's language is judged by its value's shape: "Passwort: vergessen" is prose.)
const PASSWORD_NAME = /(?:pass|password|passwd|passphrase|pwd)$/i;
// Keys that end in KEY but hold no secret: primary_key, sort_key, foreign_key, public_key …
const HARMLESS_KEY_NAME = /(?:primary|sort|foreign|partition|hash|range|public|publishable|idempotency|cache|group|shortcut|hot|sign_in|lookup|object|storage|unique|composite|natural|surrogate|api_key_id|key_id|keyid|_id|_name|_path|_file|_url|_type|_length|_size|_len)$|^(?:key|pk|sk|pass|auth)$/i;

function assignments(text: string): SecretHit[] {
  return each(ASSIGNMENT, text, (m) => {
    const name = keyName(text, m);
    // "@monkey: …" is a mention followed by a colon, not a config key.
    if (text.charAt(m.index + (/^[A-Za-z]+/.exec(m[0])?.[0].length ?? 0) - name.length - 1) === "@") return null;
    const s = namedGroup(m, "q1") ?? namedGroup(m, "q2") ?? namedGroup(m, "q3") ?? namedGroup(m, "q4") ?? namedGroup(m, "bare");
    if (!s) return null;
    let value = text.slice(s.start, s.end);
    // A bare value ends at sentence punctuation.
    if (m.groups?.bare !== undefined) {
      const trimmed = trimBare(value);
      s.end = s.start + trimmed.length;
      value = trimmed;
    }
    if (isPlaceholder(value) || /^https?:\/\/[^:@\s]*$/.test(value)) return null;
    // "wachtwoord: <nog invullen>", "password: [your password]": a placeholder of words in brackets closing its line.
    if (m.groups?.bare !== undefined && /^(?:<[^<>\n]*>|\[[^[\]\n]*\])[ \t]*$/.test(text.slice(s.start).split("\n", 1)[0]!)) return null;
    // "password: almeno 8 caratteri", "Passwort: siehe Zettel": a word of prose after a label, not a
    // config value; the grammar of secrets said in words (disclosures.ts) judges that sentence.
    // (An aside in brackets opens with its bracket: "Passwort: (siehe Tresor)".)
    if (m.groups?.bare !== undefined && /^[A-Za-zÀ-ÿ]+$/.test(name) && /^[([]?\p{L}+$/u.test(value) && /^[ \t]+\S/.test(text.slice(s.end, s.end + 3))) return null;
    if (HARMLESS_KEY_NAME.test(name)) return null;
    if (PASSWORD_NAME.test(name)) return value.length >= 4 && !/^(?:reset|required|changed?|expired?|ok|flow|field|policy|manager|strength)$/i.test(value) ? s : null;
    return secretShaped(value, 8) && entropy(value) >= 1.5 ? s : null;
  }).map((s) => ({ type: "password_assignment", ...s }));
}

// ---------------------------------------------------------------------------------------------
// Passwords disclosed in prose, in several languages: keyword, a connector ("is", ":", "ist",
// "est", "es", "é", "=") and a value that looks like a secret.

// The words of these patterns are the packs' `secrets.singlePatterns`, of every language at once.
const SINGLE = LOCALES.map((l) => pack(l).secrets.singlePatterns);
const single = (key: keyof SinglePatternWords): string[] => [...new Set(SINGLE.flatMap((w) => w[key]))];
/** A phrase's words joined by `space` (a regex source), each escaped. */
const phrase = (w: string, space: string): string => w.split(" ").map(escapeRegExp).join(space);
// Polish and Russian have no language pack; owners still paste their password words.
const NO_PACK_PASSWORD_WORDS = ["hasło", "haslo", "пароль"];
const PW_WORDS = [...single("passwordWords"), ...NO_PACK_PASSWORD_WORDS];
const PURPOSE = single("purposeWords").map(escapeRegExp).join("|");
const PW_PROSE = new RegExp(
  `(?<kw>${PW_WORDS.map(escapeRegExp).join("|")})(?:\\s+(?:${PURPOSE})\\s+(?:${single("articles").map((a) => `${escapeRegExp(a)}\\s+`).join("|")})?[\\wÀ-ÿ'.-]{1,30}(?:\\s[\\wÀ-ÿ'.-]{1,20})?)?\\s*(?:${single("connectors").map((c) => phrase(c, "\\s+")).join("|")}|=|:|->|→|–|—)\\s*:?\\s*(?:["'“«‘](?<q>[^"'”»’\\n]{3,64})["'”»’]|(?<v>[^\\s"',;]{3,64}))`,
  "dgi",
);
const PASS_FOR = new RegExp(`^\\s+(?:${PURPOSE})\\s[^:=]*[:=]\\s*$`, "i");
const WORD_CHAR = /[\p{L}\d_-]/u;
// "PIN 4821", "PIN-Code 4821", "passcode 738201": a PIN keyword right before 4 to 8 digits.
const PIN_BARE = new RegExp(`\\b(?:${single("pinWords").map((w) => phrase(w, "\\s?")).join("|")})\\s*(?:#|no\\.?|number)?\\s*(?<secret>\\d{4,8})(?![\\d.,:/-]|\\s?(?:${single("countWords").map(escapeRegExp).join("|")})\\b)`, "dg");
// "login admin / s3cret", "user: admin pass: s3cret", "admin:hunter2 for the router".
const LOGIN_PAIR = new RegExp(`\\b(?:${single("loginWords").map(escapeRegExp).join("|")})\\s*[:=]?\\s*(?<user>[\\w.@+-]{2,40})\\s*(?:\\/|\\||,\\s*(?:pw|pass(?:word)?)\\s*[:=]?|\\s+(?:pw|pass(?:word)?|pwd)\\s*[:=]?)\\s*(?<secret>[^\\s"',;]{4,64})`, "dgi");

// The words each expression starts with (lower-cased), so an expression runs only where its word occurs.
const PW_CUES = PW_WORDS.map((w) => w.toLowerCase());
const PIN_CUES = [...new Set(single("pinWords").map((w) => w.toLowerCase().replace(/[\s-].*$/, "")))];
const LOGIN_CUES = single("loginWords").map((w) => w.toLowerCase());
STRUCTURE_KEYWORDS.push(...PW_CUES, ...PIN_CUES, ...LOGIN_CUES);

function prosePasswords(text: string, lower: string, present: Present): SecretHit[] {
  const out: SecretHit[] = [];
  const any = (cues: readonly string[]): boolean => cues.some((k) => present.has(k));
  for (const s of !any(PW_CUES) ? [] : each(PW_PROSE, text, (m) => {
    if (m.index > 0 && WORD_CHAR.test(text.charAt(m.index - 1))) return null;
    const kw = (m.groups?.kw ?? "").toLowerCase();
    const g = namedGroup(m, "q") ?? namedGroup(m, "v");
    if (!g) return null;
    let value = text.slice(g.start, g.end);
    const trimmed = trimBare(value);
    g.end = g.start + trimmed.length;
    value = trimmed;
    // "Kennwort: (siehe Tresor)", "password: [see vault]": an aside in brackets that opens with a word.
    if (/^[([{<][\p{L}'’-]+$/u.test(value)) return null;
    // A webinar's dial-in PIN, in a sentence naming the meeting, is published to every participant.
    if (/^\d/.test(value) && meetingDialIn(text, lower, g.start, g.end, kw)) return null;
    if (kw.startsWith("pin") || kw === "code pin" || kw === "geheimzahl") return /^\d{4,8}$/.test(value) ? g : null;
    if (kw === "passcode" && /^\d{4,8}$/.test(value)) return g;
    if (/code$/.test(kw)) return /^\d{4,8}#?$/.test(value) || secretShaped(value) ? g : null;
    // "pass" is a password only before ":", "=" or "is", or with the words of what it is for before
    // an "=" or ":" ("pass for the VPN = …"): "boarding pass", "bus pass" say nothing of one.
    if (kw === "pass" && !/^(?:[:=]|is)/i.test(text.slice(m.index + 4).trim()) && !PASS_FOR.test(text.slice(m.index + 4, g.start))) return null;
    const quoted = m.groups?.q !== undefined;
    // "the hotel wifi is "Marriott_Guest"": a guest network's name, not its key.
    if (networkName(kw, value)) return null;
    if (quoted && value.length >= 6 && !isPlaceholder(value)) return quotedProse(value) ? null : g;
    return secretShaped(value) ? g : null;
  })) out.push({ type: "password_in_prose", ...s });
  if (any(PIN_CUES)) for (const s of each(PIN_BARE, text, (m) => { const g = namedGroup(m, "secret"); return g && !meetingDialIn(text, lower, g.start, g.end, lower.slice(m.index, g.start)) ? g : null; })) out.push({ type: "password_in_prose", ...s });
  for (const s of !any(LOGIN_CUES) ? [] : each(LOGIN_PAIR, text, (m) => {
    const g = namedGroup(m, "secret");
    if (!g) return null;
    const value = trimBare(text.slice(g.start, g.end));
    g.end = g.start + value.length;
    return secretShaped(value, 5) ? g : null;
  })) out.push({ type: "password_in_prose", ...s });
  return out;
}

// ---------------------------------------------------------------------------------------------
// High-entropy fallback: a blob after a secret-ish label, as detect-secrets does.

// A label inside a host or an address ("a@key.com", "token.example.org") labels nothing.
const LABELLED_BLOB =
  /(?<![@.])\b(?:key|token|secret|credential|credentials|apikey|api key|auth|signature|signing|private|webhook secret|client secret|access code|recovery code|backup code|seed)\b(?!\.[A-Za-z0-9])[^\n]{0,24}?(?<![A-Za-z0-9+/=_-])(?<secret>[A-Za-z0-9+/_-]{20,}={0,2})(?![A-Za-z0-9+/=_-])/dgi;

// Keys that name an identifier, not a credential: "episode key <uuid>", "idempotency key", "cache key".
const IDENTIFIER_KEY = /(?:episode|idempotency|idempotent|cache|sort|primary|partition|dedupe?|lookup|request|foreign|row|object|storage|public|map|dict|composite|natural|surrogate|join|index|shard|routing)[\s_-]+$/i;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function labelledBlobs(text: string): SecretHit[] {
  return each(LABELLED_BLOB, text, (m) => {
    const g = namedGroup(m, "secret");
    if (!g) return null;
    const v = text.slice(g.start, g.end);
    if (IDENTIFIER_KEY.test(text.slice(Math.max(0, m.index - 20), m.index)) || UUID_SHAPE.test(v)) return null;
    const hex = /^[0-9a-fA-F]+$/.test(v);
    if (!/\d/.test(v) && !hex) return null;
    if (/^[a-z]+(?:[-_][a-z]+)+$/i.test(v) || /\.(?:ts|js|json|md|png|pdf)$/.test(v)) return null;
    const h = entropy(v);
    return (hex ? h >= 3.0 && v.length >= 32 : h >= 4.0) ? g : null;
  }).map((s) => ({ type: "high_entropy_blob", ...s }));
}

// ---------------------------------------------------------------------------------------------

export const STRUCTURAL: Array<(text: string, lower: string, present: Present) => SecretHit[]> = [
  hit("pem_private_key", PEM, whole, ["private key"]),
  hit("pem_private_key", PUTTY, whole, ["putty-user-key-file"]),
  ((wrapped) => (text: string, lower: string, present: Present) => wrapped(text, lower, present).filter((h) => WRAPPED_PRIVATE.test(text.slice(h.start, h.end)) || text.startsWith("b3BlbnNzaC1rZXktdjE", h.start)))(hit("pem_private_key", WRAPPED_KEY, whole, ["ls0tls1crudjt", "b3blbnnzac1rzxktdje"])),
  hit("jwt", JWT, whole, ["eyj"]),
  hit("authorization_header", AUTH_HEADER, (m) => {
    const g = namedGroup(m, "secret");
    return g && !isPlaceholder(m.input.slice(g.start, g.end)) && /[\d=+/]|[A-Z].*[a-z]|[a-z].*[A-Z]/.test(m.input.slice(g.start, g.end)) ? g : null;
  }, ["authori"]),
  hit("bearer_token", BEARER, (m) => {
    const g = namedGroup(m, "secret");
    return g && /\d/.test(m.input.slice(g.start, g.end)) ? g : null;
  }, ["bearer", "basic"]),
  hit("api_key_header", KEY_HEADER, (m) => {
    const g = namedGroup(m, "secret");
    return g && secretShaped(m.input.slice(g.start, g.end), 12) ? g : null;
  }, ["key", "token"]),
  hit("cookie", COOKIE, (m) => {
    const g = namedGroup(m, "secret");
    return g && /(?:^|;\s*)[\w.-]+=[A-Za-z0-9%._~+/-]{6,}/.test(m.input.slice(g.start, g.end)) ? g : null;
  }, ["cookie"]),
  hit("session_id", SESSION_ID, (m) => {
    const g = namedGroup(m, "secret");
    return g && secretShaped(m.input.slice(g.start, g.end), 12) && entropy(m.input.slice(g.start, g.end)) >= 3 ? g : null;
  }, ["sess", "sid", "csrf", "xsrf", "token"]),
  hit("url_credentials", URL_CREDENTIALS, (m) => {
    const g = namedGroup(m, "secret");
    return g && !isPlaceholder(m.input.slice(g.start, g.end)) ? g : null;
  }, ["://"]),
  hit("url_credentials", URL_PASSWORD_PARAM, (m) => {
    const g = namedGroup(m, "secret");
    return g && !isPlaceholder(m.input.slice(g.start, g.end)) ? g : null;
  }, ["="]),
  hit("url_credentials", URL_AUTH_PARAM, (m) => {
    const g = namedGroup(m, "secret");
    const v = g ? m.input.slice(g.start, g.end) : "";
    // Capitals, small letters and digits mixed, no slug of words ("summer-sale-2026-banner").
    return g && !isPlaceholder(v) && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && !/^[a-z0-9]+(?:-[a-z0-9]+)+$/i.test(v) && secretShaped(v, 16) && entropy(v) >= 3.5 ? g : null;
  }, ["="]),
  hit("curl_credentials", CURL_USER, firstGroup, ["curl"]),
  hit("pgpass_line", PGPASS, (m) => {
    const g = namedGroup(m, "secret");
    return g && !isPlaceholder(m.input.slice(g.start, g.end)) ? g : null;
  }, [":"], PGPASS_PORT),
  hit("otpauth_uri", OTPAUTH, whole, ["otpauth"]),
  hexKeys,
  seedPhrases,
  assignments,
  prosePasswords,
  labelledBlobs,
];

/** The cue words every secret detector asks about (those of `disclosures.ts` too), for one probe of a text. */
export const SECRET_CUES: readonly string[] = [...RULES.flatMap((r) => r.keywords), ...STRUCTURE_KEYWORDS, ...DISCLOSURE_CUES];
const probe = keywordProbe(SECRET_CUES);

/**
 * Every secret-shaped span in `text` (unmerged; the caller merges overlaps). `lower` and `present`
 * (the `SECRET_CUES` in it) may come from the caller, who probes once for every detector.
 */
export function findSecrets(text: string, lower: string = text.toLowerCase(), present: ReadonlySet<string> = probe(lower)): SecretHit[] {
  const out = providerHits(text, present);
  for (const d of STRUCTURAL) out.push(...d(text, lower, present));
  out.push(...findDisclosures(text, lower, present));
  // "PIN 5923, Quatsch, 3026": what is said instead of a secret is one too.
  if (out.length) out.push(...correctedValues(text, out));
  return out;
}
