/**
 * The tests' setup file (vitest.config.ts), run before every test file: zod set up as the `zoe`
 * command sets it up, before a test file builds any schema, so the tests run the parser ZOE runs
 * (base/zod-config.ts); the memory backend's committed values frozen, so a test through it fails
 * when code changes what it read instead of going through a transaction (storage/memory.ts); and
 * the stores' durability as a fresh process has it: a replay relaxes it for the whole process
 * (eval/harness.ts), and in the fast tier a file shares its process with the files before it.
 */
import { useGeneralParser } from "../base/zod-config.ts";
import { setDurability } from "../storage/durability.ts";
import { freezeCommitted } from "../storage/memory.ts";

useGeneralParser();
freezeCommitted(true);
setDurability("full");
