/**
 * Whether a storage failure passes: the store was out of reach for a moment (a database server
 * restarting or failing over, a connection lost, a pool with no free connection in time, a server
 * full or still starting), so the same work done again later can succeed. The caller then tries
 * again instead of giving up: at start (`openDatabase`'s wait) and in a turn (the inbox keeps the
 * message and it is answered once the store answers, with no apology in between).
 * Must never: call a refusal that cannot pass (a wrong password, a missing database, a bad query,
 * a constraint) transient: retrying those forever would hide them.
 */

/** Network errors and PostgreSQL states that pass (SQLSTATE classes 08 and 57P, 53300, 40001, 40P01). */
const TRANSIENT_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08006", // connection_failure
  "57P01", // admin_shutdown: a server stopping or failing over ends the sessions
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: a server still starting
  "53300", // too_many_connections
  "40001", // serialization_failure
  "40P01", // deadlock_detected: one side is rolled back and may run again
]);

/** node-postgres says these in words, without a code: a connection ended, or none came in time. */
const TRANSIENT_WORDS = /connection terminated|timeout expired|timeout exceeded when trying to connect|timed out|client has encountered a connection error/i;

/** Whether `err` (or an error it wraps, a few causes deep) is a storage failure that passes. */
export function isStorageUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && typeof e === "object" && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && TRANSIENT_CODES.has(code)) return true;
    if (TRANSIENT_WORDS.test(String((e as { message?: unknown }).message ?? ""))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
