/**
 * The shell's door for the tools around ZOE (the replay harness): configuration and wiring.
 * Must never: be imported by a domain folder.
 */
export { loadConfig } from "./config.ts";
export { buildZoe } from "./runtime.ts";
