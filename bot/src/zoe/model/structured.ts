/**
 * Structured output from a model answer. The model is asked to call a tool, but sometimes it
 * answers with the JSON as plain text, inside a code fence, or tucked into a sentence; all of those
 * are accepted, and anything that is not valid for the schema is reported with a readable reason.
 * Pure functions only: no I/O, no clock.
 * Must never: throw on any model output, or accept a value the schema rejects.
 */
import type { z } from "zod";
import type { ModelResponse } from "./client.ts";

/** What was found in a model answer, and where. */
export type Extracted<T> =
  | { source: "tool" | "json" | "fenced"; value: T }
  /** No JSON found at all: the answer is prose. */
  | { source: "prose"; text: string }
  /** JSON-ish found but not parseable, or not valid for the schema. `text` is the answer's text. */
  | { source: "invalid"; error: string; text: string };

/** Only the first few issues: the reason goes into logs and must stay readable. */
const MAX_ISSUES = 5;
/** Bounds the brace scan so a pathological answer cannot make extraction quadratic in practice. */
const MAX_SCAN_STARTS = 200;

/** Render zod issues as "path: message; path: message". */
export function formatIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  const shown = issues.slice(0, MAX_ISSUES).map((i) => {
    const where = i.path.length ? i.path.map((p) => String(p)).join(".") : "(root)";
    return `${where}: ${i.message}`;
  });
  const more = issues.length > MAX_ISSUES ? `; and ${issues.length - MAX_ISSUES} more` : "";
  return shown.join("; ") + more;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

function tryParse(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Index of the `}` closing the object that opens at `start`, or -1 when it never closes. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** A fenced code block: its language label, its body, and where the whole fence sits. */
interface Fence {
  lang: string;
  body: string;
  start: number;
  end: number;
}

function fences(text: string): Fence[] {
  const out: Fence[] = [];
  const re = /```[ \t]*([A-Za-z0-9_+-]*)[^\n`]*\n?([\s\S]*?)```/g;
  for (const m of text.matchAll(re)) {
    out.push({ lang: (m[1] ?? "").toLowerCase(), body: m[2] ?? "", start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const isJsonFence = (f: Fence) => f.lang === "json" || f.lang === "";

/** Where a JSON object was found in free text. */
interface Located {
  source: "json" | "fenced";
  value: Record<string, unknown>;
}

/** Text that plausibly tried to be a JSON object, for telling "invalid" from "prose". */
function looksLikeJson(text: string): boolean {
  const t = text.trim();
  return t.startsWith("{") || /\{\s*"[^"\n]*"\s*:/.test(t) || fences(t).some((f) => f.lang === "json");
}

/** Find the JSON object in a free-text answer, in the documented order. */
function locate(text: string): Located | { error: string } | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let firstError: string | null = null;

  if (trimmed.startsWith("{")) {
    const whole = tryParse(trimmed);
    if (whole.ok && isPlainObject(whole.value)) return { source: "json", value: whole.value };
    if (!whole.ok) firstError = whole.error;
  }

  for (const f of fences(text)) {
    if (!isJsonFence(f)) continue;
    const body = f.body.trim();
    if (!body.startsWith("{")) continue;
    const parsed = tryParse(body);
    if (parsed.ok && isPlainObject(parsed.value)) return { source: "fenced", value: parsed.value };
    if (!parsed.ok) firstError ??= parsed.error;
  }

  let starts = 0;
  for (let i = text.indexOf("{"); i !== -1 && starts < MAX_SCAN_STARTS; i = text.indexOf("{", i + 1), starts++) {
    const end = balancedEnd(text, i);
    if (end === -1) continue;
    const parsed = tryParse(text.slice(i, end + 1));
    if (parsed.ok && isPlainObject(parsed.value)) return { source: "json", value: parsed.value };
    if (!parsed.ok) firstError ??= parsed.error;
  }

  if (looksLikeJson(text)) return { error: `no parseable JSON object (${firstError ?? "unbalanced braces"})` };
  return null;
}

function validate<T>(
  value: unknown,
  schema: z.ZodType<T>,
  source: "tool" | "json" | "fenced",
  text: string,
): Extracted<T> {
  const res = schema.safeParse(value);
  if (res.success) return { source, value: res.data };
  return { source: "invalid", error: `${source} input invalid: ${formatIssues(res.error.issues)}`, text };
}

/**
 * Pull a schema-valid object out of a model answer. Order: the first tool call named `toolName`;
 * else the whole text as a JSON object; else a ```json (or bare ```) fenced block; else the first
 * balanced `{...}` in the text that parses; else the text is prose.
 */
export function extractStructured<T>(
  resp: Pick<ModelResponse, "text" | "toolCalls">,
  toolName: string,
  schema: z.ZodType<T>,
): Extracted<T> {
  const text = typeof resp.text === "string" ? resp.text : "";
  const call = (resp.toolCalls ?? []).find((c) => c.name === toolName);
  if (call) {
    let input = call.input;
    // Some gateways hand tool input over as a JSON string rather than an object.
    if (typeof input === "string") {
      const parsed = tryParse(input);
      if (parsed.ok) input = parsed.value;
    }
    return validate(input, schema, "tool", text);
  }
  const found = locate(text);
  if (found === null) return { source: "prose", text };
  if ("error" in found) return { source: "invalid", error: found.error, text };
  return validate(found.value, schema, found.source, text);
}

/**
 * The answer with its JSON removed: fenced json blocks, balanced objects, and a trailing object cut
 * off mid-way (a truncated answer). What is left is what the model said in words, if anything.
 */
export function textOutsideJson(text: string): string {
  let out = "";
  let last = 0;
  for (const f of fences(text)) {
    if (!isJsonFence(f) || !f.body.trim().startsWith("{")) continue;
    out += text.slice(last, f.start);
    last = f.end;
  }
  out += text.slice(last);

  const trimmed = out.trim();
  if (trimmed.startsWith("{")) {
    // The answer opens as JSON: a broken or truncated object is not prose either.
    const end = balancedEnd(trimmed, 0);
    if (end === -1) return "";
    return textOutsideJson(trimmed.slice(end + 1));
  }

  let result = "";
  let i = 0;
  while (i < out.length) {
    const open = out.indexOf("{", i);
    if (open === -1) {
      result += out.slice(i);
      break;
    }
    const jsonish = /^\{\s*("|\})/.test(out.slice(open, open + 200));
    if (!jsonish) {
      result += out.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    result += out.slice(i, open);
    const end = balancedEnd(out, open);
    if (end === -1) break; // truncated object runs to the end of the answer
    i = end + 1;
  }
  return result.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}
