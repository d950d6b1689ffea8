/**
 * Validating and serialising a document on its way in, in time proportional to what changed.
 * A document is typically an object holding one long list (threads, pushes, drafts): a
 * transaction changes one or two of its elements, yet a full zod pass and a full
 * `JSON.stringify` cost time in the size of the list. Here each element of a top-level array of
 * objects is remembered, once it passed its schema, with a private deep copy of what it held
 * and its JSON text; on the next write an element still equal to its copy is known valid and
 * reuses its text, and only new or changed elements go through zod. Everything else in the
 * document (the fields beside the lists, a schema this module cannot split) is validated whole.
 * Must never: let a value the schema refuses pass, or reuse a text for an element that changed
 * (a nested array or object changed in place counts: the comparison is deep).
 */
import { z } from "zod";

export type Checked<T> = { ok: true; value: T; text: string } | { ok: false; reason: string };

type Json = unknown;

/** Deep equality of plain JSON data (key order ignored, as for JSON itself). */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let n = 0;
  for (const k in a) {
    n++;
    if (!Object.prototype.hasOwnProperty.call(b, k) || !sameJson((a as Record<string, Json>)[k], (b as Record<string, Json>)[k])) return false;
  }
  for (const _ in b) n--;
  return n === 0;
}

function reasonOf(error: z.ZodError, prefix: PropertyKey[] = []): string {
  const issue = error.issues[0];
  const where = [...prefix, ...(issue?.path ?? [])].map(String).join(".");
  return `schema: ${where || "(root)"}: ${issue?.message ?? "invalid"}`;
}

/** What is known about an element that passed its schema. */
interface Known {
  /** A private deep copy of the element as it was validated. */
  copy: Record<string, Json>;
  /** The copy's keys (a list elements are objects). */
  keys: string[];
  /** Its JSON text (compact). */
  text: string;
}

/** Whether an element still holds what it held when it was validated (the hot loop of a write). */
function unchanged(el: object, k: Known): boolean {
  const { keys, copy } = k;
  for (let j = 0; j < keys.length; j++) {
    const key = keys[j]!;
    const v = (el as Record<string, Json>)[key];
    const c = copy[key];
    if (v !== c && !sameJson(v, c)) return false;
  }
  // A key added (or one the copy never had, an optional field now set) is a change too.
  return Object.keys(el).length === keys.length;
}

/** The incremental checker of one document's schema. */
export class WriteCheck<T> {
  /** Top-level keys holding arrays of objects, with their element schema (empty: validate whole). */
  private readonly lists: Map<string, z.ZodType>;
  private readonly known = new WeakMap<object, Known>();

  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly pretty = false,
    /** False: the caller keeps the value only (memory backend), `text` is empty. */
    private readonly serialise = true,
  ) {
    this.lists = new Map();
    // Only a plain object schema without refinements of its own can be split: a refinement may
    // look at the whole list at once.
    if (!(schema instanceof z.ZodObject) || (schema._zod.def as { checks?: unknown[] }).checks?.length) return;
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      if (!(field instanceof z.ZodArray) || (field._zod.def as { checks?: unknown[] }).checks?.length) continue;
      const element = field.element as z.ZodType;
      if (element._zod.def.type === "object") this.lists.set(key, element);
    }
  }

  /** Validate `value` for writing; on success, the value to keep (schema output) and its text. */
  check(value: T): Checked<T> {
    if (!this.lists.size || typeof value !== "object" || value === null || Array.isArray(value)) return this.whole(value);
    const src = value as Record<string, unknown>;
    // Fields beside the lists: the schema on a copy whose lists are empty.
    const shallow: Record<string, unknown> = { ...src };
    for (const key of this.lists.keys()) if (Array.isArray(src[key])) shallow[key] = [];
    const top = this.schema.safeParse(shallow);
    if (!top.success) return this.whole(value); // let the full pass name the problem
    const out = top.data as Record<string, unknown>;
    const texts = new Map<string, string[]>();
    for (const [key, element] of this.lists) {
      const list = src[key];
      if (!Array.isArray(list)) return this.whole(value);
      const kept: unknown[] = new Array(list.length);
      const parts: string[] = new Array(list.length);
      for (let i = 0; i < list.length; i++) {
        const el: unknown = list[i];
        const k = typeof el === "object" && el !== null ? this.known.get(el) : undefined;
        if (k && unchanged(el as object, k)) {
          kept[i] = el;
          parts[i] = k.text;
          continue;
        }
        const parsed = element.safeParse(el);
        if (!parsed.success) return { ok: false, reason: reasonOf(parsed.error, [key, i]) };
        const text = JSON.stringify(parsed.data);
        const copy = JSON.parse(text) as Record<string, Json>;
        this.known.set(parsed.data as object, { copy, keys: Object.keys(copy), text });
        kept[i] = parsed.data;
        parts[i] = text;
      }
      out[key] = kept;
      texts.set(key, parts);
    }
    if (!this.serialise) return { ok: true, value: out as T, text: "" };
    if (this.pretty) return { ok: true, value: out as T, text: `${JSON.stringify(out, null, 2)}\n` };
    // The compact text, as JSON.stringify(out) would write it, from the elements' known texts.
    const fields: string[] = [];
    for (const [key, v] of Object.entries(out)) {
      const parts = texts.get(key);
      if (parts) fields.push(`${JSON.stringify(key)}:[${parts.join(",")}]`);
      else if (v !== undefined && typeof v !== "function") fields.push(`${JSON.stringify(key)}:${JSON.stringify(v)}`);
    }
    return { ok: true, value: out as T, text: `{${fields.join(",")}}` };
  }

  /**
   * `clone` is a deep copy of `original` (a transaction's private draft): its list elements are
   * known as the originals were, so the draft's unchanged elements are not validated again.
   */
  adoptClone(original: T, clone: T): void {
    for (const key of this.lists.keys()) {
      const a = (original as Record<string, unknown>)[key];
      const b = (clone as Record<string, unknown>)[key];
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) continue;
      for (let i = 0; i < a.length; i++) {
        const k = typeof a[i] === "object" && a[i] !== null ? this.known.get(a[i] as object) : undefined;
        if (k && typeof b[i] === "object" && b[i] !== null) this.known.set(b[i] as object, k);
      }
    }
  }

  private whole(value: T): Checked<T> {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) return { ok: false, reason: reasonOf(parsed.error) };
    if (!this.serialise) return { ok: true, value: parsed.data, text: "" };
    return { ok: true, value: parsed.data, text: this.pretty ? `${JSON.stringify(parsed.data, null, 2)}\n` : JSON.stringify(parsed.data) };
  }
}
