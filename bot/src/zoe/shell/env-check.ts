/**
 * Checks on the shape of a configuration before its values are validated: `.env` lines that are
 * not `KEY=value`, and keys that look like ZOE's but are not (`TELEGRAM_TOKEN`, `ZOE_TIMEZONE`),
 * each with a "did you mean". Pure functions of the file's text and the key names.
 * Must never: echo a value (a misplaced line may hold a secret); only line numbers and key names.
 */

/** A `.env` line dotenv would not read as a setting. */
export interface EnvLineProblem {
  line: number;
  /** The start of the line when it is shaped like a setting's name, for the message; else "". */
  start: string;
}

const KEY_LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=/;

/**
 * The start of a bad line that may be shown: a name shaped like a setting's (upper-case words of
 * up to 12 characters joined by underscores, like TELEGRAM_BOT_TOKEN), followed by a space, a
 * colon or the end of the line. Anything else may be the secret itself pasted alone on its line:
 * a 40-character GitHub token was echoed back when any word-like start was shown.
 */
const NAME_LIKE_START = /^(?:export\s+)?([A-Z][A-Z0-9]{0,11}(?:_[A-Z][A-Z0-9]{0,11}){1,5})(?=[\s:]|$)/;

/**
 * Lines of a `.env` file that are neither blank, a `#` comment, nor `KEY=value` (`export KEY=value`
 * too). A quoted value may span lines, as dotenv allows; its continuation lines are not problems.
 */
export function envFileLineProblems(text: string): EnvLineProblem[] {
  const problems: EnvLineProblem[] = [];
  const lines = text.split(/\r?\n/);
  let openQuote: string | null = null;
  lines.forEach((raw, i) => {
    if (openQuote) {
      if (raw.includes(openQuote)) openQuote = null;
      return;
    }
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith("#")) return;
    const m = KEY_LINE.exec(raw);
    if (!m) {
      problems.push({ line: i + 1, start: NAME_LIKE_START.exec(trimmed)?.[1] ?? "" });
      return;
    }
    const value = raw.slice(m[0].length).trimStart();
    const q = value[0];
    if ((q === '"' || q === "'" || q === "`") && !value.slice(1).includes(q)) openQuote = q;
  });
  return problems;
}

/** One readable line per bad `.env` line. */
export function describeLineProblem(p: EnvLineProblem): string {
  const what = p.start ? ` (it starts with "${p.start}")` : "";
  return `config: .env line ${p.line} is not KEY=value${what}; write it as NAME=value, or start it with # to make it a comment`;
}

/** Common names people reach for, mapped to ZOE's. Checked before the edit distance. */
const ALIASES: Record<string, string> = {
  TELEGRAM_TOKEN: "TELEGRAM_BOT_TOKEN",
  BOT_TOKEN: "TELEGRAM_BOT_TOKEN",
  TELEGRAM_API_TOKEN: "TELEGRAM_BOT_TOKEN",
  TG_TOKEN: "TELEGRAM_BOT_TOKEN",
  ZOE_TOKEN: "TELEGRAM_BOT_TOKEN",
  ZOE_TELEGRAM_TOKEN: "TELEGRAM_BOT_TOKEN",
  ZOE_TIMEZONE: "ZOE_TZ",
  ZOE_TIME_ZONE: "ZOE_TZ",
  TIMEZONE: "ZOE_TZ",
  TIME_ZONE: "ZOE_TZ",
  ZOE_OWNER: "ZOE_OWNER_IDS",
  ZOE_OWNERS: "ZOE_OWNER_IDS",
  ZOE_OWNER_ID: "ZOE_OWNER_IDS",
  OWNER_ID: "ZOE_OWNER_IDS",
  OWNER_IDS: "ZOE_OWNER_IDS",
  TELEGRAM_OWNER_ID: "ZOE_OWNER_IDS",
  TELEGRAM_USER_ID: "ZOE_OWNER_IDS",
  ANTHROPIC_KEY: "ANTHROPIC_API_KEY",
  CLAUDE_API_KEY: "ANTHROPIC_API_KEY",
  ZOE_API_KEY: "ANTHROPIC_API_KEY",
  ZOE_LOG_LEVEL: "LOG_LEVEL",
  ZOE_DATA: "ZOE_HOME",
  ZOE_DATA_DIR: "ZOE_HOME",
  ZOE_STATE_DIR: "ZOE_HOME",
};

/** Prefixes that mark a key as meant for ZOE. */
const ZOE_PREFIXES = ["ZOE_", "TELEGRAM_", "ANTHROPIC_", "BONFIRE_"];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The known key an unknown one most likely meant, or null. */
export function suggestKey(key: string, known: readonly string[]): string | null {
  const upper = key.toUpperCase();
  if (known.includes(upper) && upper !== key) return upper; // zoe_tz: the case is wrong
  const alias = ALIASES[upper];
  if (alias && known.includes(alias)) return alias;
  let best: { key: string; d: number } | null = null;
  for (const k of known) {
    const d = editDistance(upper, k);
    if (!best || d < best.d) best = { key: k, d };
  }
  // A typo, not a different word: at most 2 edits, and fewer than a third of the name.
  return best && best.d <= Math.min(2, Math.floor(best.key.length / 3)) ? best.key : null;
}

/**
 * Keys that are not ZOE's but look meant for it: every key with ZOE's prefixes or a close known
 * name in a `.env` file (which exists for ZOE), only the latter in the real environment (which
 * holds everything else on the machine too).
 */
export function unknownKeyProblems(keys: readonly string[], known: readonly string[], where: ".env" | "environment"): string[] {
  const out: string[] = [];
  for (const key of keys) {
    if (known.includes(key)) continue;
    const suggestion = suggestKey(key, known);
    const looksLikeZoe = ZOE_PREFIXES.some((p) => key.toUpperCase().startsWith(p));
    if (!suggestion && !(where === ".env" && looksLikeZoe)) continue;
    const source = where === ".env" ? "in .env" : "in the environment";
    out.push(
      `config: ${key} (${source}) is not a ZOE setting; ${suggestion ? `did you mean ${suggestion}?` : "see .env.example for the list"}`,
    );
  }
  return out;
}
