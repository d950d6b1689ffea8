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
 *
 * This file is the single entry point: every outbound path (Bonfire episodes and retractions,
 * recall queries, post drafts and the publish webhook) calls `gateOutbound`. The rules live in
 * privacy/ (secret-rules.ts is the provider table, secrets.ts the structure and prose rules,
 * personal.ts the personal-data rules, checksums.ts the check digits).
 */
import { echoes } from "./echoes.ts";
import { findPersonalData, PERSONAL_CUES } from "./personal.ts";
import { findSecrets, SECRET_CUES } from "./secrets.ts";
import { hiddenStretches, keywordProbe, plainView, type ScanOptions } from "./spans.ts";

/** Secrets always block; PII blocks or is redacted depending on the mode. */
export type FindingKind = "secret" | "pii";

/** One detected span of `text`: [start, end) in UTF-16 code units, with what it looked like. */
export interface Finding {
  kind: FindingKind;
  type: string;
  start: number;
  end: number;
}

export type { ScanOptions };

/** "block": any PII refuses the text; "redact": PII is masked and the text goes out. */
export type GateMode = "block" | "redact";

/** What the gate decided. A refusal names the finding types, never the offending text. */
export type GateResult =
  | { ok: true; body: string; redacted: boolean }
  | { ok: false; reason: string; types: string[] };

// ---------------------------------------------------------------------------------------------
// Detectors live in privacy/: the secret table and structure rules, and the personal-data rules.

// Every detector's cue words, found in one pass over the text lower-cased once.
const probe = keywordProbe([...SECRET_CUES, ...PERSONAL_CUES]);

function rawFindings(text: string, opts: ScanOptions): Finding[] {
  const raw: Finding[] = [];
  const lower = text.toLowerCase();
  const present = probe(lower);
  for (const h of findSecrets(text, lower, present)) raw.push({ kind: "secret", type: h.type, start: h.start, end: h.end });
  // Personal data inside a secret merges into the secret's span and name: the costliest checks
  // (a phone number's parse in several regions) are skipped there.
  for (const h of findPersonalData(text, opts, lower, present, raw)) raw.push({ kind: "pii", type: h.type, start: h.start, end: h.end });
  return raw;
}

// When findings overlap, the merged span takes the name of the most specific finding: secrets
// beat PII, then this order, then the longer original match.
const TYPE_RANK = [
  "pem_private_key", "seed_phrase", "otpauth_uri", "anthropic_key", "openai_key", "github_token", "aws_access_key",
  "aws_secret_key", "slack_token", "google_api_key", "telegram_bot_token", "jwt",
  "url_credentials", "curl_credentials", "authorization_header", "bearer_token", "api_key_header", "cookie",
  "session_id", "hex_private_key", "password_assignment", "password_in_prose", "high_entropy_blob",
  "iban", "bank_account", "card", "ssn", "uk_nino", "cpf", "aadhaar", "pan", "steuer_id", "national_id", "id_document",
  "email", "date_of_birth", "phone", "street_address", "licence_plate", "health", "handle",
];
/** Provider rules not named above rank after the named secrets, before the fallbacks. */
const rankOf = (type: string): number => {
  const r = TYPE_RANK.indexOf(type);
  return r === -1 ? TYPE_RANK.indexOf("hex_private_key") : r;
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
    // Written out field by field: a spread followed by more keys takes a slow path in Node 20's V8.
    .map((f) => ({ kind: f.kind, type: f.type, start: Math.max(0, f.start), end: Math.min(length, f.end) }))
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
  const raw = rawFindings(text, opts);
  // A value behind zero-width or non-breaking spaces, or with a URL-encoded "@", is read as a
  // reader sees it, and its span covers the hidden characters too.
  // (Only the lines around such a character are read again.)
  for (const s of hiddenStretches(text)) {
    const view = plainView(text.slice(s.start, s.end));
    if (!view) continue;
    for (const f of rawFindings(view.text, opts)) {
      if (f.end > f.start) raw.push({ kind: f.kind, type: f.type, start: s.start + view.start[f.start]!, end: s.start + view.end[f.end - 1]! });
    }
  }
  const merged = mergeFindings(raw, text.length);
  const again = repeats(text, merged);
  return again.length ? mergeFindings([...merged, ...again], text.length) : merged;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/**
 * A value said twice ("the password is X — yes, X"): once one place of it is found, every other
 * place where the same text stands as a whole (not inside a longer word or number) is found too,
 * with the same name. Values shorter than four characters are left to their own rules.
 * `found` is merged (`mergeFindings`: sorted, apart, none empty). Each value's places are looked for
 * once, and whether a place overlaps a finding is a binary search: a value pasted a thousand times
 * ("1 85 05 1 85 05 …") once cost a search of the text per finding and a pass over the findings per place.
 */
function repeats(text: string, found: readonly Finding[]): Finding[] {
  const overlaps = (at: number, end: number): boolean => {
    let lo = 0;
    let hi = found.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (found[mid]!.end <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo < found.length && found[lo]!.start < end;
  };
  const placesOf = new Map<string, Array<readonly [number, number]>>();
  // Each value's places are added once for each name it was found under: a value found a thousand
  // times (a phone number pasted over and over) once added its thousand places for every finding, a
  // million findings for mergeFindings to fuse into the same spans.
  const added = new Set<string>();
  const out: Finding[] = [];
  for (const f of found) {
    if (f.end - f.start < 4) continue;
    const v = text.slice(f.start, f.end).trim();
    if (v.length < 4 || !WORD_CHAR.test(v)) continue;
    const named = `${f.kind}\u0000${f.type}\u0000${v}`;
    if (added.has(named)) continue;
    added.add(named);
    let places = placesOf.get(v);
    if (!places) {
      places = [];
      for (let at = text.indexOf(v); at >= 0; at = text.indexOf(v, at + 1)) {
        const end = at + v.length;
        if (overlaps(at, end)) continue;
        if (WORD_CHAR.test(text.charAt(at - 1)) || WORD_CHAR.test(text.charAt(end))) continue;
        places.push([at, end]);
      }
      placesOf.set(v, places);
    }
    for (const [start, end] of places) out.push({ kind: f.kind, type: f.type, start, end });
  }
  // The same value written another way, or a piece of a secret said again (privacy/echoes.ts).
  return [...out, ...echoes(text, [...found, ...out])];
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
 * The secret half of the gate, for text that stays on this machine but reaches the model provider
 * with every later turn (the local memory blocks): the kinds of secret in `text`, also behind
 * invisible characters or full-width forms; empty when there is none. Names kinds, never text.
 */
export function secretKinds(text: string): string[] {
  const kinds = (t: string) => mergeFindings(findSecrets(t).map((h) => ({ kind: "secret" as const, ...h })), t.length).map((f) => f.type);
  const plain = text.replace(INVISIBLE, "").normalize("NFKC");
  return unique(plain === text ? kinds(text) : [...kinds(text), ...kinds(plain)]);
}

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
