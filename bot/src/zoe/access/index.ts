/**
 * Who may talk to ZOE: pairing (a one-time code makes the first sender the owner) and the
 * once-a-day notice to strangers. Other folders use only what this index exports.
 * Must never: keep anything about a stranger but a salted hash for the day.
 */
export { openSharedPairing, Pairing, pairingInstructions, type PairingWindow, readPairedOwners } from "./pairing.ts";
export { StrangerNotices } from "./strangers.ts";
