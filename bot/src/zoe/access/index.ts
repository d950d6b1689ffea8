/**
 * Who may talk to ZOE: pairing (a one-time code makes the first sender the owner) and the
 * bounded notices to strangers (once a day each, a few an hour in all). Other folders use only what this index exports.
 * Must never: keep anything about a stranger but a salted hash for the day.
 */
export { openSharedPairing, Pairing, pairingInstructions, type PairingWindow, readPairedOwners } from "./pairing.ts";
export { claimNotice, noticeHour, STRANGER_NOTICES_PER_HOUR, StrangerNotices, StrangerNoticesInMemory, type StrangerVerdict } from "./strangers.ts";
export { CARRY_BUTTON, carryFeature, carryOver, stateOf, type TerminalState } from "./carry.ts";
