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
import { changeText } from "./journal.ts";

/**
 * A value that passed: the value to keep (schema output) and its compact JSON text (built on
 * first use: a write that journals only what changed never builds the whole text).
 */
export type Checked<T> = { ok: true; value: T; readonly text: string; readonly split?: Split } | { ok: false; reason: string };

/** How a checked value's lists were made up (for `change`). */
interface Split {
  fields: Record<string, unknown>;
  lists: Array<[string, Known[]]>;
}

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

/**
 * What is known about an element that passed its schema. One is kept per element of every list
 * (thousands: the inbox's handled entries), so its fields are all set at creation (one hidden
 * class, no out-of-object property store) and its key list is shared with the elements of the
 * same shape.
 */
interface Known {
  /** A private deep copy of the element as it was validated (its top-level strings shared with the element). */
  copy: Record<string, Json>;
  /** The copy's keys and their comparator, shared by every element with these keys. */
  shape: Shape;
  /** Its JSON text (compact). */
  text: string;
  /** Where it stood in the last committed version (`committed`): that version's number (-1: none), list and index. */
  gen: number;
  list: string;
  pos: number;
}

/** Whether an element holds what a copy with these keys holds. */
type Same = (el: object, copy: Record<string, Json>, deep: typeof sameJson) => boolean;

/** A key list (a list elements are objects) and its comparator, compiled on first use. */
interface Shape {
  keys: readonly string[];
  same: Same | null;
}

/** Shapes by key list: elements of one list share a shape, so they share one key list and comparator. */
const shapes = new Map<string, Shape>();

function shapeOf(keys: string[]): Shape {
  const id = keys.join("\u0000");
  let shape = shapes.get(id);
  if (!shape) {
    shape = { keys, same: null };
    if (shapes.size < 1_000) shapes.set(id, shape);
  }
  return shape;
}

/**
 * What is known about `data`, an element that passed its schema, serialised as `text`: the copy
 * is `text` read back (what a later write compares against), with its top-level strings replaced
 * by the element's own equal ones, so the two do not each hold the same strings.
 */
function knownOf(data: Record<string, Json>, text: string, gen: number, list: string, pos: number): Known {
  const copy = JSON.parse(text) as Record<string, Json>;
  const keys = Object.keys(copy);
  for (const key of keys) {
    const v = copy[key];
    if (typeof v === "string" && v === data[key]) copy[key] = data[key];
  }
  return { copy, shape: shapeOf(keys), text, gen, list, pos };
}

/**
 * The comparator for one key list, compiled once: each key read as a constant property (fast,
 * where a loop over a key array reads every property through a generic lookup), deep only when
 * the values are objects. Keys are written as JSON string literals, so no key can be code.
 */
function comparatorFor(keys: readonly string[]): Same {
  const lines = keys.map((key) => {
    const k = JSON.stringify(key);
    return `if (el[${k}] !== copy[${k}] && !deep(el[${k}], copy[${k}])) return false;`;
  });
  // A key added (or one the copy never had, an optional field now set) is a change too.
  return new Function("el", "copy", "deep", `${lines.join("\n")}\nreturn Object.keys(el).length === ${keys.length};`) as Same;
}

/** Whether an element still holds what it held when it was validated (the hot loop of a write). */
function unchanged(el: object, k: Known): boolean {
  return (k.shape.same ??= comparatorFor(k.shape.keys))(el, k.copy, sameJson);
}

/** The incremental checker of one document's schema. */
export class WriteCheck<T> {
  /** Top-level keys holding arrays of objects, with their element schema (empty: validate whole). */
  private readonly lists: Map<string, z.ZodType>;
  private readonly known = new WeakMap<object, Known>();
  /** The number of the last committed version whose elements' places are known (0: none). */
  private gen = 0;

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
    for (const [key, declared] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      // A list with a default (a field added to a document later) is a list all the same; a value
      // without it goes through the full pass, which supplies the default.
      const field = declared instanceof z.ZodDefault ? (declared._zod.def.innerType as z.ZodType) : declared;
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
    const fields: Record<string, unknown> = { ...out };
    const texts = new Map<string, string[]>();
    const lists: Array<[string, Known[]]> = [];
    for (const [key, element] of this.lists) {
      const list = src[key];
      if (!Array.isArray(list)) return this.whole(value);
      const kept: unknown[] = new Array(list.length);
      const parts: string[] = new Array(list.length);
      const knowns: Known[] = new Array(list.length);
      for (let i = 0; i < list.length; i++) {
        const el: unknown = list[i];
        const k = typeof el === "object" && el !== null ? this.known.get(el) : undefined;
        if (k && unchanged(el as object, k)) {
          kept[i] = el;
          parts[i] = k.text;
          knowns[i] = k;
          continue;
        }
        const parsed = element.safeParse(el);
        if (!parsed.success) return { ok: false, reason: reasonOf(parsed.error, [key, i]) };
        const text = JSON.stringify(parsed.data);
        const known = knownOf(parsed.data as Record<string, Json>, text, -1, "", -1);
        this.known.set(parsed.data as object, known);
        kept[i] = parsed.data;
        parts[i] = text;
        knowns[i] = known;
      }
      out[key] = kept;
      delete fields[key];
      texts.set(key, parts);
      lists.push([key, knowns]);
    }
    const split: Split = { fields, lists };
    if (!this.serialise) return { ok: true, value: out as T, text: "", split };
    if (this.pretty) return lazyText(out as T, () => `${JSON.stringify(out, null, 2)}\n`, split);
    // The compact text, as JSON.stringify(out) would write it, from the elements' known texts.
    return lazyText(
      out as T,
      () => {
        const members: string[] = [];
        for (const [key, v] of Object.entries(out)) {
          const parts = texts.get(key);
          if (parts) members.push(`${JSON.stringify(key)}:[${parts.join(",")}]`);
          else if (v !== undefined && typeof v !== "function") members.push(`${JSON.stringify(key)}:${JSON.stringify(v)}`);
        }
        return `{${members.join(",")}}`;
      },
      split,
    );
  }

  /**
   * `value` was read from storage and validated whole (its schema's output): it is the committed
   * version, and its list elements are known valid as they are, so the next write validates and
   * journals only what it changes.
   */
  adopt(value: T): void {
    this.gen++;
    if (!this.lists.size || typeof value !== "object" || value === null) return;
    for (const key of this.lists.keys()) {
      const list = (value as Record<string, unknown>)[key];
      if (!Array.isArray(list)) continue;
      for (let i = 0; i < list.length; i++) {
        const el: unknown = list[i];
        if (typeof el !== "object" || el === null) continue;
        this.known.set(el, knownOf(el as Record<string, Json>, JSON.stringify(el), this.gen, key, i));
      }
    }
  }

  /**
   * `checked` is now the committed version: remember where each list element stands in it, so
   * the next version's `change` can name unchanged elements by their place.
   */
  committed(checked: Checked<T>): void {
    this.gen++;
    if (!checked.ok || !checked.split) return;
    for (const [key, knowns] of checked.split.lists) {
      for (let i = 0; i < knowns.length; i++) {
        const k = knowns[i]!;
        k.gen = this.gen;
        k.list = key;
        k.pos = i;
      }
    }
  }

  /**
   * The change from the last committed version to `checked` as a journal change text
   * (journal.ts): unchanged list elements by their place in that version, the rest whole. Null
   * when it cannot be told (no committed version known, or a document that is not split).
   */
  change(checked: Checked<T>): string | null {
    if (!checked.ok || !checked.split || this.gen === 0) return null;
    const lists: Array<[string, Array<number | string>]> = [];
    for (const [key, knowns] of checked.split.lists) {
      const elements: Array<number | string> = new Array(knowns.length);
      for (let i = 0; i < knowns.length; i++) {
        const k = knowns[i]!;
        elements[i] = k.gen === this.gen && k.list === key ? k.pos : k.text;
      }
      lists.push([key, elements]);
    }
    return changeText(JSON.stringify(checked.split.fields), lists);
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
    const data = parsed.data;
    return lazyText(data, () => (this.pretty ? `${JSON.stringify(data, null, 2)}\n` : JSON.stringify(data)));
  }
}

/** A passed check whose text is built on first use, once. */
function lazyText<T>(value: T, build: () => string, split?: Split): Checked<T> {
  let text: string | undefined;
  return {
    ok: true,
    value,
    get text() {
      return (text ??= build());
    },
    ...(split ? { split } : {}),
  };
}
