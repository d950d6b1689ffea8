/**
 * English words of completion, from general knowledge of the language (not from any reply batch): the
 * past forms (simple past and participle, regular and irregular, common spellings) of the verbs owners'
 * tasks use most, and the state words that say a thing is done. Read by lang/en/reply.ts into `doneVerb`
 * (a verb that takes an object: "rang the garage" is the thread's done only when the object is the
 * thread or nothing) and `done`.
 * Not here: attempts and causes that come before other news ("called, no one answered", "sold the car, so
 * drop it", "wrote it, sending tomorrow", "bought a new one", "booked for the 12th"): calling, selling, buying,
 * writing, signing, booking, e-mailing, renewing; the thread's own verb reads these through `pastOf`.
 * Must never: hold a form that also says "not yet", "stop" or a deferral ("drafted", "started",
 * "cancelled", "dropped", "scheduled", "planned"), or a form that is also a present or a noun ("read", "put", "set").
 */

/** Past forms of everyday task verbs, sorted. */
export const DONE_PAST: readonly string[] = [
  "answered", "applied", "arranged", "backed up", "baked", "brought (?:it|them) (?:back|in|over|round)", "built",
  "charged", "chased up", "checked", "cleaned", "cleared", "collected", "confirmed", "contacted", "cooked", "copied",
  "dealt with", "deposited", "downloaded", "drew up", "dusted", "faxed", "fed", "fetched", "filed",
  "filled in", "filled out", "fixed", "folded", "followed up", "forwarded", "got back to", "grabbed", "handed in", "handed over",
  "hoovered", "hung up the washing", "installed", "invoiced", "ironed", "lodged", "looked into", "mopped", "mowed",
  "mown", "notified", "ordered", "organised", "organized", "packed", "painted", "picked up", "planted", "prepared",
  "prepped", "printed", "proofread", "published", "purchased", "recorded", "refilled", "registered",
  "rented", "repaired", "replaced", "replied", "reported", "requested", "reserved", "responded", "returned",
  "reviewed", "rewrote", "rewritten", "sanded", "scanned", "serviced", "settled", "spoke to", "spoken to",
  "swapped", "swept", "tidied", "topped up", "transferred", "translated", "typed up", "updated", "uploaded",
  "vacuumed", "visited", "walked", "washed", "watered", "weeded", "wiped", "wired",
];

/** States that say the thing is done, said as the whole answer or after the thing, sorted. */
export const DONE_STATES: readonly string[] = [
  "all set", "all sorted", "been dealt with", "crossed off", "good to go", "over and done with", "sorted out", "squared away", "ticked off",
];
