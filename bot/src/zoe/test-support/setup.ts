/**
 * The tests' setup file (vitest.config.ts): zod set up as the `zoe` command sets it up, before a
 * test file builds any schema, so the tests run the parser ZOE runs (base/zod-config.ts); and the
 * memory backend's committed values frozen, so a test through it fails when code changes what it
 * read instead of going through a transaction (storage/memory.ts).
 */
import { useGeneralParser } from "../base/zod-config.ts";
import { freezeCommitted } from "../storage/memory.ts";

useGeneralParser();
freezeCommitted(true);
