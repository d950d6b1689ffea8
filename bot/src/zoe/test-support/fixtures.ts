/**
 * Shared test fixtures: a thread with every field filled, overridable field by field.
 * Must never: diverge from what the store writes (it starts from `newThread`).
 */
import { newThread, type Thread } from "../threads/store.ts";

/** An open thread ("ship the onepager", created 2026-06-04 08:00 UTC, undated) with overrides. */
export function makeThread(over: Partial<Thread> = {}): Thread {
  const base = newThread({ id: "th-ab12", summary: "ship the onepager", createdAt: new Date("2026-06-04T08:00:00.000Z") });
  return { ...base, updated_at: over.created_at ?? base.updated_at, ...over };
}
