/**
 * How hard the storage layer works to survive a power cut, process-wide. "full" (the default, and
 * the only setting a running ZOE uses) fsyncs every state file, claim and memory block before it
 * counts as written. "relaxed" skips the fsyncs and nothing else: the lock, the atomic rename,
 * the last good copy and the exclusive claims all stay, so a crash of the process still leaves
 * every file whole; only a power cut may lose the last writes. It is for stores that are thrown
 * away afterwards (a replay, a benchmark).
 * Must never: be set to "relaxed" by the runtime, the CLI's `start`, or anything that keeps an
 * owner's data.
 */

/** "full": fsync before a write counts; "relaxed": no fsync (throwaway stores only). */
export type Durability = "full" | "relaxed";

let current: Durability = "full";

/**
 * Set the durability of every store in this process; returns the previous setting so a caller
 * can put it back. Only for throwaway stores: the replay harness and the benchmarks call
 * `setDurability("relaxed")` before they build ZOE on a temporary folder.
 */
export function setDurability(next: Durability): Durability {
  const previous = current;
  current = next;
  return previous;
}

/** The durability in force. */
export function durability(): Durability {
  return current;
}

/** Whether writes must be fsynced (true unless a throwaway store relaxed it). */
export function fsyncWrites(): boolean {
  return current === "full";
}
