/**
 * The tests' setup file (vitest.config.ts): zod set up as the `zoe` command sets it up, before a
 * test file builds any schema, so the tests run the parser ZOE runs (base/zod-config.ts).
 */
import { useGeneralParser } from "../base/zod-config.ts";

useGeneralParser();
