/**
 * The outbound PII and secret gate: the one choke point every piece of text passes before it
 * leaves ZOE for a shared service (Bonfire episodes, post-draft webhooks). `scan` finds secrets
 * and personal data, `redact` masks them, `gateOutbound` decides what may go out.
 * Must never: let a secret through in any mode, repeat matched text in a reason, do I/O or read
 * the clock. Pure functions only, so the gate behaves the same in tests, replays and production.
 *
 * Bias: for secrets we would rather block a harmless sentence than leak a key; for PII the
 * detectors are tuned against everyday chief-of-staff prose (times, dates, versions, order
 * numbers, git shas) so that summaries are not redacted into mush.
 */

/** Secrets always block; PII blocks or is redacted depending on the mode. */
export type FindingKind = "secret" | "pii";

/** One detected span of `text`: [start, end) in UTF-16 code units, with what it looked like. */
export interface Finding {
  kind: FindingKind;
  type: string;
  start: number;
  end: number;
}

/** Knobs for `scan`: @handles that are fine (case-insensitive, with or without the @). */
export interface ScanOptions {
  allowHandles?: string[];
}

/** "block": any PII refuses the text; "redact": PII is masked and the text goes out. */
export type GateMode = "block" | "redact";

/** What the gate decided. A refusal names the finding types, never the offending text. */
export type GateResult =
  | { ok: true; body: string; redacted: boolean }
  | { ok: false; reason: string; types: string[] };

interface Span {
  start: number;
  end: number;
}

interface Detector {
  kind: FindingKind;
  type: string;
  find: (text: string, opts: ScanOptions) => Span[];
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Every match of `re` (forced global), mapped through `pick`; null drops the match. */
function each(re: RegExp, text: string, pick: (m: RegExpExecArray) => Span | null): Span[] {
  const flags = re.flags.includes("g") ? re.flags : `${re.flags}g`;
  const g = new RegExp(re.source, flags);
  const out: Span[] = [];
  for (let m = g.exec(text); m !== null; m = g.exec(text)) {
    if (m[0].length === 0) {
      g.lastIndex += 1;
      continue;
    }
    const s = pick(m);
    if (s) out.push(s);
  }
  return out;
}

const whole = (m: RegExpExecArray): Span => ({ start: m.index, end: m.index + m[0].length });

/** The span of the first participating capture group (regex needs the `d` flag). */
function firstGroup(m: RegExpExecArray): Span | null {
  const idx = m.indices;
  if (!idx) return whole(m);
  for (let i = 1; i < idx.length; i++) {
    const g = idx[i];
    if (g) return { start: g[0], end: g[1] };
  }
  return null;
}

const countDigits = (s: string): number => s.replace(/\D/g, "").length;

/** Drop trailing separator-delimited digit groups until at most `max` digits remain. */
function trimToDigits(text: string, span: Span, max: number): Span {
  let end = span.end;
  while (countDigits(text.slice(span.start, end)) > max) {
    const cut = text.slice(span.start, end).search(/[ .\-/]\(?\d+\)?$/);
    if (cut <= 0) break;
    end = span.start + cut;
  }
  return { start: span.start, end };
}

/** Accept either case of the first letter ("Street" / "street") and all caps. */
const anyCase = (words: string[]): string =>
  words
    .flatMap((w) => [w, w.toLowerCase(), w.toUpperCase()])
    .filter((w, i, all) => all.indexOf(w) === i)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/\./g, "\\."))
    .join("|");

// ---------------------------------------------------------------------------------------------
// Checksums

/** Luhn check over a string of digits. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** ISO 13616 mod-97 check over a compact, upper-case IBAN. */
function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const val = code >= 65 ? String(code - 55) : ch;
    for (const d of val) rem = (rem * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

/** Registered IBAN lengths; a known country must match its length exactly. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15,
  PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19,
  SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

// ---------------------------------------------------------------------------------------------
// Secret detectors

/** Values that name a secret without being one: masks, env references, our own placeholders. */
const PLACEHOLDER =
  /^(?:\*+|x+|•+|\.{3,}|<[^>]*>|\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*|\{\{[^}]*\}\}|\[redacted(?::[a-z_]+)?\]|process\.env\.[A-Za-z0-9_]+)$/i;

const ASSIGNMENT =
  /(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]*?(?:password|passwd|passphrase|token|secret|api[_-]?key|apikey|access[_-]?key|private[_-]?key)["']?[ \t]*(?::=|=>|==?|:)[ \t]*(?:"([^"\n]{8,})"|'([^'\n]{8,})'|([^\s"']{8,}))/dgi;

function assignmentValue(m: RegExpExecArray): Span | null {
  const s = firstGroup(m);
  if (!s) return null;
  return PLACEHOLDER.test(m.input.slice(s.start, s.end)) ? null : s;
}

const secret = (
  type: string,
  re: RegExp,
  pick: (m: RegExpExecArray) => Span | null = whole,
): Detector => ({ kind: "secret", type, find: (text) => each(re, text, pick) });

const SECRET_DETECTORS: Detector[] = [
  secret(
    "pem_private_key",
    /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  ),
  secret("anthropic_key", /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,}/g),
  // Real OpenAI keys are random and always carry a digit or capital; prose like
  // "sk-learn-compatible-pipeline" does not.
  secret("openai_key", /(?<![A-Za-z0-9_-])sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, (m) =>
    /[A-Z0-9]/.test(m[0].slice(3)) ? whole(m) : null,
  ),
  secret("github_token", /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g),
  secret("aws_access_key", /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/g),
  secret(
    "aws_secret_key",
    /aws[_ -]?secret(?:[_ -]?access)?(?:[_ -]?key)?["']?\s*[=:]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/dgi,
    firstGroup,
  ),
  secret("slack_token", /(?<![A-Za-z0-9])xox[abprs]-[A-Za-z0-9-]{10,}/g),
  secret("slack_token", /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{20,}/g),
  secret("google_api_key", /AIza[0-9A-Za-z_-]{35}/g),
  // No word boundary in front: the token usually leaks inside an API URL (".../bot<token>/...").
  secret("telegram_bot_token", /(?<![0-9])\d{6,12}:[A-Za-z0-9_-]{35,}/g),
  secret("jwt", /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{7,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g),
  // Credentials inside a URL ("postgres://user:pw@host"): mask the password part.
  secret("url_credentials", /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/@]{1,256}:([^\s@/]{1,256})@/dgi, assignmentValue),
  secret("bearer_token", /\bBearer\s+([A-Za-z0-9._~+/-]{20,}=*)/dg, firstGroup),
  // 64 hex digits is a raw private key (or at least key-shaped); a 40-hex git sha or a longer
  // hex run (a hash dump, calldata) is not.
  secret("hex_private_key", /(?<![0-9A-Fa-f])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Fa-f])/g),
  secret("password_assignment", ASSIGNMENT, assignmentValue),
];

// ---------------------------------------------------------------------------------------------
// PII detectors

const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])/g;

// A handle is not the domain half of an e-mail, not an npm scope ("@types/node") and starts
// with a letter or underscore (so "@3pm" is not one).
const HANDLE = /(?<![A-Za-z0-9._%+\-@])@([A-Za-z_][A-Za-z0-9_]{2,})(?![A-Za-z0-9_/@])/g;

function findHandles(text: string, opts: ScanOptions): Span[] {
  const allowed = new Set((opts.allowHandles ?? []).map((h) => h.replace(/^@/, "").toLowerCase()));
  return each(HANDLE, text, (m) => (allowed.has((m[1] ?? "").toLowerCase()) ? null : whole(m)));
}

// The digit groups of a spaced IBAN ("DE89 3704 0044 0532 ...") are the IBAN detector's
// business: valid or not, they are not a card or a phone number of their own.
const IBAN_SHAPE_BEFORE = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){0,7} $/;
const continuesIbanShape = (text: string, start: number): boolean =>
  IBAN_SHAPE_BEFORE.test(text.slice(Math.max(0, start - 45), start));

// Phones. Each shape is anchored so that it cannot start inside a number, a version ("v2.10.3"),
// a time ("18:00"), an order number ("#12345") or a date, and digit counts are checked after.
const PHONE_INTL =
  /(?<![\w+])(?:\+|00)[1-9]\d*(?:[ .-]?\(\d{1,5}\)[ .-]?\d+)?(?:[ .\-/]\d+)*(?!\w)/g;
const PHONE_NATIONAL =
  /(?<![\w+./:#-])(?:\(0[1-9]\d{1,4}\)|0[1-9]\d{1,4})[ /-]?\d{3,8}(?:[ -]\d{2,5})*(?![\w%]|[.:,]\d)/g;
const PHONE_NANP_PAREN = /(?<![\w+./:#-])(?:1[-. ]?)?\([2-9]\d{2}\)\s?\d{3}[-. ]\d{4}(?![\w%]|[.:-]\d)/g;
const PHONE_NANP = /(?<![\w+./:#-])(?:1[-. ])?[2-9]\d{2}([-.])\d{3}\1\d{4}(?![\w%]|[.:-]\d)/g;

// UUIDs (episode ids, request ids) have digit groups that look like "0087-4918-8155".
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function findPhones(text: string): Span[] {
  const uuids = each(UUID, text, whole);
  const insideUuid = (s: Span) => uuids.some((u) => s.start < u.end && s.end > u.start);
  return findPhoneSpans(text).filter((s) => !insideUuid(s));
}

function findPhoneSpans(text: string): Span[] {
  const out: Span[] = [];
  // A greedy match may run on into a following number ("... 1234567 2026"): trim trailing
  // groups back to a plausible length, but never below one (then over-redact instead).
  const plausible = (s: Span, min: number, max: number): void => {
    if (continuesIbanShape(text, s.start)) return;
    const t = trimToDigits(text, s, max);
    if (countDigits(text.slice(t.start, t.end)) >= min) out.push(t);
    else if (countDigits(text.slice(s.start, s.end)) >= min) out.push(s);
  };
  for (const s of each(PHONE_INTL, text, whole)) {
    // E.164 allows 15 digits after the "+"; "00" spells the same "+" with two more digits.
    plausible(s, 8, text.startsWith("00", s.start) ? 17 : 15);
  }
  for (const s of each(PHONE_NATIONAL, text, whole)) plausible(s, 9, 13);
  out.push(...each(PHONE_NANP_PAREN, text, whole), ...each(PHONE_NANP, text, whole));
  return out;
}

// Street addresses.
// Deliberately without "Court", "Place", "Square", "Way": "the 9 Supreme Court justices".
const EN_SUFFIXES = anyCase([
  "Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Boulevard", "Blvd", "Drive", "Dr",
  "Terrace", "Parkway", "Pkwy",
]);
const STREET_EN = new RegExp(
  `(?<![\\w.#/:-])\\d{1,5}[A-Za-z]?\\s+(?:(?!(?:AM|PM)\\b)[A-Z][A-Za-z'’-]*\\.?\\s+){1,4}(?:${EN_SUFFIXES})\\b(?!-)\\.?`,
  "g",
);
const DE_SUFFIX =
  "(?:Straße|straße|Strasse|strasse|Str\\.|str\\.|Str|str|Weg|weg|Platz|platz|Allee|allee|Gasse|gasse|Damm|damm|Ufer|ufer)";
const HOUSE_NUMBER = "\\d{1,3}(?:\\s?[a-zA-Z](?![a-zA-Z]))?(?![\\w%]|[.,:]\\d)";
const STREET_DE = new RegExp(
  `(?<![\\wÄÖÜäöüß@-])((?:[A-ZÄÖÜ][a-zäöüß]*[ -]){0,3}[A-ZÄÖÜ]?[a-zäöüß]*${DE_SUFFIX})(?:(?<=\\.)\\s*|\\s+)${HOUSE_NUMBER}`,
  "g",
);
const BARE_DE_SUFFIX = new RegExp(`^${DE_SUFFIX}$`);
// "Unter den Linden 77": prepositional street names without a suffix. "Am"/"Im" are left out
// on purpose, they start too many ordinary German sentences ("Im Team 5 Leute").
const STREET_DE_PREP = new RegExp(
  `(?<![\\wÄÖÜäöüß])(?:Unter den|An der|An den|Auf der|Auf dem|Hinter der|Hinter dem|Vor dem|Zum|Zur)\\s+([A-ZÄÖÜ][a-zäöüß]+)\\s+${HOUSE_NUMBER}`,
  "g",
);
const PREP_STOPWORDS = new Set([
  "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "januar",
  "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober",
  "november", "dezember", "beispiel", "zeit", "ende", "anfang", "schluss", "stunde", "woche",
  "jahr", "tag", "teil", "thema", "punkt", "termin", "spitze", "sicherheit", "info",
]);

function findStreets(text: string): Span[] {
  return [
    ...each(STREET_EN, text, whole),
    // German street names are capitalised; a bare suffix ("Platz 1", "Weg 3") is ordinary prose.
    ...each(STREET_DE, text, (m) => {
      const name = (m[1] ?? "").trim();
      return /^[A-ZÄÖÜ]/.test(name) && !BARE_DE_SUFFIX.test(name) ? whole(m) : null;
    }),
    ...each(STREET_DE_PREP, text, (m) =>
      PREP_STOPWORDS.has((m[1] ?? "").toLowerCase()) ? null : whole(m),
    ),
  ];
}

// Dates of birth: a date is only PII when a birth keyword sits next to it in the same sentence;
// a bare ISO date is a deadline, not a person.
const MONTHS = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September",
  "October", "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep",
  "Sept", "Oct", "Nov", "Dec", "Januar", "Februar", "März", "Maerz", "Mai", "Juni", "Juli",
  "Oktober", "Dezember",
]
  .sort((a, b) => b.length - a.length)
  .join("|");
const DATE = new RegExp(
  "(?<![\\w.])(?:" +
    "\\d{4}([-/.])\\d{1,2}\\1\\d{1,2}" +
    "|\\d{1,2}[./-]\\d{1,2}[./-](?:\\d{4}|\\d{2})" +
    `|\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+)?(?:${MONTHS})\\.?(?:,?\\s+\\d{4})?` +
    `|(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?` +
    ")(?!\\w)",
  "g",
);
// "birthday present/party/…" is an errand, not someone's date of birth.
const BIRTH_KEYWORD =
  /(?:\bborn\b|\bbirth\s?(?:day|date)\b(?!\s+(?:present|party|gift|cake|card|dinner|celebration|wishes|surprise|plans?)\b)|\bdate\s+of\s+birth\b|\bd\.?o\.?b\b|\bb-?day\b|\bgeboren\b|\bgeb\.|\bgeburtstag\b|\bgeburtsdatum\b)/i;
const SENTENCE_BREAK = /[!?;\n]|\.\s+(?=[A-ZÄÖÜ])/g;

function findBirthDates(text: string): Span[] {
  return each(DATE, text, (m) => {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 48), start).split(SENTENCE_BREAK).pop() ?? "";
    // The keyword must start within 24 characters after the date; read further so the
    // "birthday present" exclusion can see the whole next word.
    const after = text.slice(end, end + 48).split(SENTENCE_BREAK)[0] ?? "";
    const hitAfter = BIRTH_KEYWORD.exec(after);
    return BIRTH_KEYWORD.test(before) || (hitAfter !== null && hitAfter.index < 24) ? { start, end } : null;
  });
}

// Payment cards: Luhn-valid, network-shaped (first digit 2-6, so millisecond timestamps and
// German landlines stay out) and grouped the way people write cards: contiguous, in fours, or
// the Amex/Diners 4-6-5 / 4-6-4 layout. Every valid group window is kept, so a stray number
// next to a card cannot shift the match off the card.
const DIGIT_RUN = /(?<![A-Za-z0-9_+])\d+(?:[ -]\d+)*(?![A-Za-z0-9_])/g;

const CARD_LAYOUTS = new Set(["4-4-4-4", "4-4-4-4-3", "4-6-5", "4-6-4"]);

function cardLayout(lengths: number[], total: number): boolean {
  if (total < 13 || total > 19) return false;
  return lengths.length === 1 || CARD_LAYOUTS.has(lengths.join("-"));
}

function findCards(text: string): Span[] {
  const out: Span[] = [];
  for (const run of each(DIGIT_RUN, text, whole)) {
    if (continuesIbanShape(text, run.start)) continue;
    const groups: Span[] = [];
    const g = /\d+/g;
    const slice = text.slice(run.start, run.end);
    for (let m = g.exec(slice); m !== null; m = g.exec(slice)) {
      groups.push({ start: run.start + m.index, end: run.start + m.index + m[0].length });
    }
    for (let i = 0; i < groups.length; i++) {
      const first = groups[i];
      if (!first || !/[2-6]/.test(text.charAt(first.start))) continue;
      let digits = "";
      const lengths: number[] = [];
      for (let j = i; j < groups.length; j++) {
        const grp = groups[j];
        if (!grp) break;
        digits += text.slice(grp.start, grp.end);
        lengths.push(grp.end - grp.start);
        if (digits.length > 19) break;
        if (cardLayout(lengths, digits.length) && luhnValid(digits)) {
          out.push({ start: first.start, end: grp.end });
        }
      }
    }
  }
  return out;
}

// IBANs: country code, check digits, BBAN with optional single spaces; mod-97 validated. Every
// plausible start is tried, so a failed candidate cannot swallow a real IBAN after it.
const IBAN_START = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}/g;

const isUpperAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
const isAlnum = (c: number): boolean => isUpperAlnum(c) || (c >= 97 && c <= 122);

function findIbans(text: string): Span[] {
  const out: Span[] = [];
  const starts = new RegExp(IBAN_START.source, "g");
  for (let m = starts.exec(text); m !== null; m = starts.exec(text)) {
    const start = m.index;
    let compact = "";
    const ends: number[] = []; // ends[k] = text index just past the (k+1)-th IBAN character
    let i = start;
    while (i < text.length && compact.length < 34) {
      const c = text.charCodeAt(i);
      if (isUpperAlnum(c)) {
        compact += text.charAt(i);
        ends.push(i + 1);
        i += 1;
      } else if (c === 32 && compact.length >= 4 && isUpperAlnum(text.charCodeAt(i + 1))) {
        i += 1;
      } else break;
    }
    const known = IBAN_LENGTHS[compact.slice(0, 2)];
    for (let len = known ?? 34; len >= (known ?? 15); len--) {
      const end = ends[len - 1];
      // Never cut through a token: the IBAN must end at a space-separated group boundary.
      if (end === undefined || isAlnum(text.charCodeAt(end))) continue;
      if (ibanValid(compact.slice(0, len))) {
        out.push({ start, end });
        starts.lastIndex = end;
        break;
      }
    }
  }
  return out;
}

const pii = (type: string, find: (text: string, opts: ScanOptions) => Span[]): Detector => ({
  kind: "pii",
  type,
  find,
});

const PII_DETECTORS: Detector[] = [
  pii("email", (t) => each(EMAIL, t, whole)),
  pii("handle", findHandles),
  pii("phone", findPhones),
  pii("street_address", findStreets),
  pii("date_of_birth", findBirthDates),
  pii("card", findCards),
  pii("iban", findIbans),
];

const DETECTORS: Detector[] = [...SECRET_DETECTORS, ...PII_DETECTORS];

// When findings overlap, the merged span takes the name of the most specific finding: secrets
// beat PII, then this order, then the longer original match.
const TYPE_RANK = [
  "pem_private_key", "anthropic_key", "openai_key", "github_token", "aws_access_key",
  "aws_secret_key", "slack_token", "google_api_key", "telegram_bot_token", "jwt",
  "url_credentials", "bearer_token", "hex_private_key", "password_assignment",
  "iban", "card", "email", "date_of_birth", "phone", "street_address", "handle",
];
const rankOf = (type: string): number => {
  const r = TYPE_RANK.indexOf(type);
  return r === -1 ? TYPE_RANK.length : r;
};

function outranks(a: Finding, b: Finding): boolean {
  if (a.kind !== b.kind) return a.kind === "secret";
  const ra = rankOf(a.type);
  const rb = rankOf(b.type);
  if (ra !== rb) return ra < rb;
  return a.end - a.start > b.end - b.start;
}

/** Sort by start and fuse overlapping findings into one span named after the strongest one. */
function mergeFindings(findings: readonly Finding[], length: number): Finding[] {
  const valid = findings
    .map((f) => ({ ...f, start: Math.max(0, f.start), end: Math.min(length, f.end) }))
    .filter((f) => f.end > f.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Finding[] = [];
  let cur: { start: number; end: number; rep: Finding } | undefined;
  for (const f of valid) {
    if (cur && f.start < cur.end) {
      cur.end = Math.max(cur.end, f.end);
      if (outranks(f, cur.rep)) cur.rep = f;
      continue;
    }
    if (cur) out.push({ kind: cur.rep.kind, type: cur.rep.type, start: cur.start, end: cur.end });
    cur = { start: f.start, end: f.end, rep: f };
  }
  if (cur) out.push({ kind: cur.rep.kind, type: cur.rep.type, start: cur.start, end: cur.end });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Find secrets and PII in `text`: sorted by start, overlapping matches merged. */
export function scan(text: string, opts: ScanOptions = {}): Finding[] {
  const raw: Finding[] = [];
  for (const d of DETECTORS) {
    for (const s of d.find(text, opts)) raw.push({ kind: d.kind, type: d.type, ...s });
  }
  return mergeFindings(raw, text.length);
}

/** Replace each finding (default: everything `scan` finds) with "[redacted:<type>]". */
export function redact(text: string, findings?: Finding[]): string {
  const merged = mergeFindings(findings ?? scan(text), text.length);
  let out = text;
  for (let i = merged.length - 1; i >= 0; i--) {
    const f = merged[i];
    if (!f) continue;
    out = `${out.slice(0, f.start)}[redacted:${f.type}]${out.slice(f.end)}`;
  }
  return out;
}

const unique = (xs: string[]): string[] => xs.filter((x, i) => xs.indexOf(x) === i);

/** The refusal: names the finding types, never the text that matched. */
function refuse(findings: Finding[]): GateResult {
  const secrets = unique(findings.filter((f) => f.kind === "secret").map((f) => f.type));
  const piiTypes = unique(findings.filter((f) => f.kind === "pii").map((f) => f.type));
  const parts: string[] = [];
  if (secrets.length > 0) parts.push(`secret (${secrets.join(", ")})`);
  if (piiTypes.length > 0) parts.push(`PII (${piiTypes.join(", ")})`);
  return { ok: false, reason: `blocked: contains ${parts.join(" and ")}`, types: [...secrets, ...piiTypes] };
}

// Zero-width and bidi control characters, which can hide a key or an address from a regex
// ("sk-\u200Bant-...") while the receiving service shows it intact.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * Decide whether `text` may leave ZOE. Secrets always block; PII blocks in "block" mode and is
 * replaced by "[redacted:<type>]" in "redact" mode. Text disguised with invisible characters or
 * look-alike (full-width) forms is judged, and sent, in its plain form.
 */
export function gateOutbound(text: string, mode: GateMode, opts: ScanOptions = {}): GateResult {
  let body = text;
  let findings = scan(text, opts);
  const plain = text.replace(INVISIBLE, "").normalize("NFKC");
  if (plain !== text) {
    const plainFindings = scan(plain, opts);
    const secretsIn = (fs: Finding[]) => fs.filter((f) => f.kind === "secret").length;
    if (secretsIn(plainFindings) > secretsIn(findings) || plainFindings.length > findings.length) {
      body = plain;
      findings = plainFindings;
    }
  }
  let redacted = false;
  // Redaction splices text together, which could in principle form a new match; re-scan until
  // clean, and refuse if it does not settle.
  for (let pass = 0; pass < 3; pass++) {
    if (findings.length === 0) return { ok: true, body, redacted };
    if (mode === "block" || findings.some((f) => f.kind === "secret")) return refuse(findings);
    body = redact(body, findings);
    redacted = true;
    findings = scan(body, opts);
  }
  return findings.length === 0 ? { ok: true, body, redacted } : refuse(findings);
}
