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
 * An upper bound of `renderHtml(s).length` that adds up over pieces (pure): escaping as rendered,
 * plus what markup could add at most (a pair of backticks becomes <code></code>: 11 more, so 6 a
 * backtick; a pair of ** becomes <b></b>: 3 more, so 1 a star).
 */
function renderBound(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 38) n += 4; // & -> &amp;
    else if (c === 60 || c === 62) n += 3; // < > -> &lt; &gt;
    else if (c === 34) n += 5; // " -> &quot;
    else if (c === 96) n += 6; // `
    else if (c === 42) n += 1; // *
  }
  return n;
}

/**
 * Split a plain-text reply into parts whose rendered HTML each fits `limit` (UTF-16 code units,
 * as Telegram counts). Prefers paragraph boundaries, then line boundaries, then word boundaries;
 * a single word longer than a message is cut between graphemes (never inside an emoji).
 * Returns the parts as plain text (render each with `renderHtml`); whitespace-only parts are dropped.
 * Linear in the text's length: a piece is measured by a bound that adds up, and rendered only
 * near the limit; a word longer than a part is cut by a search within one part's length,
 * segmenting graphemes only around the cut. (Before, 300 kB without a space took minutes, the
 * process standing still: every part segmented and searched the whole rest of the word.)
 */
export function splitMessage(plain: string, limit: number = TELEGRAM_TEXT_LIMIT): string[] {
  if (limit < 1) throw new Error("splitMessage: limit must be positive");
  const fits = (s: string) => renderHtml(s).length <= limit;
  const parts = fits(plain) ? [plain] : splitAtLevel(plain, 0, limit, fits);
  return parts.filter((p) => p.trim() !== "");
}

function splitAtLevel(text: string, level: number, limit: number, fits: (s: string) => boolean): string[] {
  const sep = SEPARATORS[level];
  if (sep === undefined) return hardCut(text, limit, fits);
  const out: string[] = [];
  let current: string | null = null;
  /** An upper bound of the rendered length of `current`. */
  let bound = 0;
  const sepBound = renderBound(sep);
  for (const piece of text.split(sep)) {
    const pieceBound = renderBound(piece);
    if (pieceBound > limit && !fits(piece)) {
      if (current !== null) out.push(current);
      current = null;
      bound = 0;
      out.push(...splitAtLevel(piece, level + 1, limit, fits));
      continue;
    }
    const candidate: string = current === null ? piece : current + sep + piece;
    const candidateBound = current === null ? pieceBound : bound + sepBound + pieceBound;
    if (candidateBound <= limit || fits(candidate)) {
      current = candidate;
      bound = candidateBound;
    } else {
      if (current !== null) out.push(current);
      current = piece;
      bound = pieceBound;
    }
  }
  if (current !== null) out.push(current);
  return out;
}

/**
 * Last resort: the longest run that fits, cut at a grapheme boundary (never inside an emoji),
 * repeatedly. A part holds at most `limit` code units (rendering never shortens text), so the
 * search looks no further than that, and only the few code units around each cut are segmented:
 * Intl.Segmenter costs microseconds a character, and segmenting a whole 300 kB word took minutes.
 */
function hardCut(text: string, limit: number, fits: (s: string) => boolean): string[] {
  const out: string[] = [];
  let pos = 0;
  while (pos < text.length) {
    // Binary search for the largest n such that text[pos, pos+n) fits.
    let lo = 1;
    let hi = Math.min(text.length - pos, limit);
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(text.slice(pos, pos + mid))) lo = mid;
      else hi = mid - 1;
    }
    const end = pos + lo < text.length ? boundaryAtOrBefore(text, pos + lo, pos) : text.length;
    out.push(text.slice(pos, end));
    pos = end;
  }
  return out;
}

/** How far around a cut graphemes are looked at (a cluster longer than this may be cut inside). */
const CLUSTER_SPAN = 64;

/**
 * The last grapheme boundary at or before `at` and after `floor`, found in the few code units
 * around it; `at` itself when none is (one cluster longer than the whole part: cut inside it).
 */
function boundaryAtOrBefore(text: string, at: number, floor: number): number {
  const from = Math.max(floor, at - CLUSTER_SPAN);
  let best = from;
  for (const s of graphemes.segment(text.slice(from, Math.min(text.length, at + CLUSTER_SPAN)))) {
    const b = from + s.index;
    if (b > at) break;
    best = b;
  }
  return best > floor ? best : at;
}
