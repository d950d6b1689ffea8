/**
 * How ZOE has zod read its schemas: with zod's general parser, never a parser compiled per schema.
 * Why: zod compiles each object schema into a function of its own (`new Function`) at its first
 * parse. That pays back for a schema parsed thousands of times in a row; ZOE parses each of its
 * schemas a few times per event, so a fresh process spends its first minutes compiling (a replay's
 * first pass over the project scenarios spent 7-13% of its time there) and runs no faster after
 * (later replays in the same process measure the same within noise). No `eval` either.
 * zod reads the setting when a schema is built: an entry point calls this before it imports
 * anything that defines one (shell/main.ts, bin/zoe.js, the tests' setup file).
 * Must never: change what a schema accepts or gives (zod's two parsers give the same results).
 */
import { z } from "zod";

/** Use zod's general parser for every schema built from now on. */
export function useGeneralParser(): void {
  z.config({ jitless: true });
}
