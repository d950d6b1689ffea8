/**
 * A deep copy of stored data (what a document or a log record holds: plain objects, arrays and
 * primitives), several times faster than structuredClone on the small values a transaction
 * copies: structuredClone serialises and deserialises through V8's value serialiser, which has a
 * fixed cost per call that dominates for objects of a few hundred bytes.
 * Gives what structuredClone gives for such data: plain objects (their own enumerable string
 * keys, `undefined` values kept) and arrays are copied level by level; anything else that is an
 * object (a Date, a Map, a class instance) is handed to structuredClone whole.
 * Must never: return an object or array shared with the input, or follow a prototype; call two
 * values the same when one holds something the other does not (`sameData`: anything but plain
 * data is the same only as itself).
 */
export function deepCopy<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  return copyObject(value as object) as T;
}

function copyObject(value: object): unknown {
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i];
      out[i] = typeof v === "object" && v !== null ? copyObject(v) : v;
    }
    return out;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v: unknown = (value as Record<string, unknown>)[key];
    const c = typeof v === "object" && v !== null ? copyObject(v) : v;
    // A key named "__proto__" (JSON.parse makes one) is data, not the prototype.
    if (key === "__proto__") Object.defineProperty(out, key, { value: c, enumerable: true, writable: true, configurable: true });
    else out[key] = c;
  }
  return out;
}

/**
 * Whether two values of stored data hold the same (plain objects compared by their own keys, in
 * any order; with `keyOrder`, in the same order too, for a caller that keeps one value in place
 * of the other and must not change the order a record's keys are listed in).
 */
export function sameData(a: unknown, b: unknown, keyOrder = false): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i], keyOrder)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const pa = Object.getPrototypeOf(a) as unknown;
  const pb = Object.getPrototypeOf(b) as unknown;
  if ((pa !== Object.prototype && pa !== null) || (pb !== Object.prototype && pb !== null)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (keyOrder ? kb[i] !== k : !Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], keyOrder)) return false;
  }
  return true;
}
