/**
 * The privacy gate: the one check every text passes before it leaves ZOE for a shared service.
 * Other folders use only what this index exports.
 * Must never: let a secret through, whatever the mode.
 */
export { type Finding, type GateMode, gateOutbound, type GateResult, scan, secretKinds } from "./gate.ts";
export { resolveRegion } from "./region.ts";
