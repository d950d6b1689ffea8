/**
 * A package loaded the first time it is used, synchronously: for the heavy ones (chrono-node,
 * undici, libphonenumber-js's metadata) that a running ZOE may never need (no calendar feed, no
 * Bonfire, no date with a month name). Each costs megabytes of resident memory once loaded, so a
 * ZOE that only talks stays small. Loads through `require` (their CommonJS builds).
 * Must never: be used for a module ZOE needs at start, or to hide an import cycle.
 */
import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/** A getter for `id` that loads it on the first call and returns the same module after. */
export function lazyPackage<T>(id: string): () => T {
  let mod: T | undefined;
  return () => (mod ??= load(id) as T);
}
