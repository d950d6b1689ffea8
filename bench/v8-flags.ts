/**
 * The V8 flags ZOE runs with, and whether this process has them: the bench's figures depend on
 * them, so it says when it runs without.
 * Must never: change a flag (V8 reads these at start; this only looks).
 */

/** The V8 helper-thread setting ZOE runs with (`npm start`, `npm run bench`, the systemd units). */
export const ZOE_V8_FLAGS = ["--v8-pool-size=1"] as const;

/**
 * Which of ZOE's V8 flags this process runs without (from the command line or NODE_OPTIONS). The
 * figures depend on them: on two cores, V8's default four helper threads compete with the main
 * thread, and a cold replay is about a quarter slower (docs/performance-history.md, step 11).
 */
export function missingV8Flags(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ""): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].filter(Boolean));
  return ZOE_V8_FLAGS.filter((f) => !given.has(f));
}
