/**
 * A secret the owner pasted (an API key, a token, a password said in words) is taken out of
 * their message before anything keeps or forwards it: the stored turns and their backups, the
 * inbox, the model's prompt now and later. Finding one is the privacy gate's secret half.
 * Must never: keep, log or repeat the value it removed; touch personal data (names, addresses
 * and phone numbers are what a chief of staff is told); do I/O.
 */
import { scan } from "../privacy/index.ts";

/** What replaces a secret's value in what ZOE keeps and sends on. */
export const SECRET_PLACEHOLDER = "[secret removed]";

// Zero-width and bidi control characters can hide a key from the rules ("sk-\u200Bant-…"):
// a message whose plain form holds more secrets is judged, and kept, in its plain form.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Where the placeholder already stands: a message cleaned before (a re-run) is not cleaned again. */
function placeholders(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = text.indexOf(SECRET_PLACEHOLDER); i >= 0; i = text.indexOf(SECRET_PLACEHOLDER, i + 1)) out.push([i, i + SECRET_PLACEHOLDER.length]);
  return out;
}

const secretSpans = (text: string) => {
  const kept = placeholders(text);
  return scan(text).filter((f) => f.kind === "secret" && !kept.some(([s, e]) => f.start < e && s < f.end));
};

/** How much of the owner's message before is read with this one: its end holds the question or the label. */
const BEFORE_REACH = 200;

/**
 * `text` with every secret replaced by the placeholder, and how many there were (pure). `before` is
 * the owner's message before this one: a value sent on its own after "wifi password?" or "the new
 * one is below:" is read with it (only what lies in `text` is removed).
 */
export function removeSecrets(text: string, before = ""): { text: string; removed: number } {
  let body = text;
  let spans = secretSpans(text);
  const plain = text.replace(INVISIBLE, "").normalize("NFKC");
  if (plain !== text) {
    const plainSpans = secretSpans(plain);
    if (plainSpans.length > spans.length) [body, spans] = [plain, plainSpans];
  }
  if (before.trim() && !before.endsWith(SECRET_PLACEHOLDER)) {
    const lead = `${before.slice(-BEFORE_REACH)}\n`;
    const own = spans;
    const read = secretSpans(lead + body)
      .filter((f) => f.start >= lead.length)
      .map((f) => ({ ...f, start: f.start - lead.length, end: f.end - lead.length }))
      .filter((f) => !own.some((s) => s.start < f.end && f.start < s.end));
    spans = [...own, ...read];
  }
  if (spans.length === 0) return { text, removed: 0 };
  let out = body;
  for (const s of [...spans].sort((a, b) => b.start - a.start)) out = `${out.slice(0, s.start)}${SECRET_PLACEHOLDER}${out.slice(s.end)}`;
  return { text: out, removed: spans.length };
}
