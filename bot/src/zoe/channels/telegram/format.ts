/**
 * Plain text -> Telegram HTML, and long replies -> parts that each fit one Telegram message.
 * The core writes plain text; this module alone decides how it looks in Telegram: HTML-escaped,
 * with a tiny inline markup (`**bold**` and `` `code` ``, never across lines).
 * Must never: emit HTML that was not produced here from escaped text, or a part whose rendered
 * form exceeds the limit (Telegram rejects it and the owner gets nothing).
 */

/** Telegram's maximum message length (after entity parsing; we measure the HTML, which is longer). */
export const TELEGRAM_TEXT_LIMIT = 4096;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Escape text for Telegram's HTML parse mode (&, <, > and double quotes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** `code` wins over **bold** where both could start: code content is shown verbatim. */
const INLINE_MARKUP = /`([^`\n]+)`|\*\*([^*\n]+?)\*\*/g;

/** Render one line: escape everything, wrap the inline markup spans. */
function renderLine(line: string): string {
  let out = "";
  let last = 0;
  for (const m of line.matchAll(INLINE_MARKUP)) {
    const start = m.index;
    out += escapeHtml(line.slice(last, start));
    if (m[1] !== undefined) out += `<code>${escapeHtml(m[1])}</code>`;
    else if (m[2] !== undefined && m[2].trim() !== "") out += `<b>${escapeHtml(m[2])}</b>`;
    else out += escapeHtml(m[0]);
    last = start + m[0].length;
  }
  return out + escapeHtml(line.slice(last));
}

/** Plain text -> Telegram HTML (parse_mode "HTML"). Markup never spans lines. */
export function renderHtml(plain: string): string {
  return plain.split("\n").map(renderLine).join("\n");
}

/** Telegram HTML -> what the user reads (tags dropped, entities decoded). For tests and previews. */
export function htmlToVisibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|quot|amp|#39|#x27);/g, (_, name: string) =>
      name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : name === "amp" ? "&" : "'",
    );
}

/** Separators tried in order: paragraphs, lines, words. Below that, grapheme-by-grapheme. */
const SEPARATORS = ["\n\n", "\n", " "] as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Split a plain-text reply into parts whose rendered HTML each fits `limit` (UTF-16 code units,
 * as Telegram counts). Prefers paragraph boundaries, then line boundaries, then word boundaries;
 * a single word longer than a message is cut between graphemes (never inside an emoji).
 * Returns the parts as plain text (render each with `renderHtml`); whitespace-only parts are dropped.
 */
export function splitMessage(plain: string, limit: number = TELEGRAM_TEXT_LIMIT): string[] {
  if (limit < 1) throw new Error("splitMessage: limit must be positive");
  const fits = (s: string) => renderHtml(s).length <= limit;
  const parts = fits(plain) ? [plain] : splitAtLevel(plain, 0, limit, fits);
  return parts.filter((p) => p.trim() !== "");
}

function splitAtLevel(text: string, level: number, limit: number, fits: (s: string) => boolean): string[] {
  const sep = SEPARATORS[level];
  if (sep === undefined) return hardCut(text, fits);
  const out: string[] = [];
  let current: string | null = null;
  for (const piece of text.split(sep)) {
    if (!fits(piece)) {
      if (current !== null) out.push(current);
      current = null;
      out.push(...splitAtLevel(piece, level + 1, limit, fits));
      continue;
    }
    const candidate: string = current === null ? piece : current + sep + piece;
    if (fits(candidate)) {
      current = candidate;
    } else {
      if (current !== null) out.push(current);
      current = piece;
    }
  }
  if (current !== null) out.push(current);
  return out;
}

/** Last resort: the longest run of whole graphemes that fits, repeatedly (at least one per part). */
function hardCut(text: string, fits: (s: string) => boolean): string[] {
  const units = Array.from(graphemes.segment(text), (s) => s.segment);
  const out: string[] = [];
  let i = 0;
  while (i < units.length) {
    // Binary search for the largest n such that units[i, i+n) fits.
    let lo = 1;
    let hi = units.length - i;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(units.slice(i, i + mid).join(""))) lo = mid;
      else hi = mid - 1;
    }
    out.push(units.slice(i, i + lo).join(""));
    i += lo;
  }
  return out;
}
