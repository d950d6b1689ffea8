/**
 * Every ZOE command npm runs gets the V8 setting `npm start` runs with, so the bench and the
 * replays measure the process an owner runs; the bench says when it runs without it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingV8Flags, ZOE_V8_FLAGS } from "../../../../../bench/v8-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../../..");
const scripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

/** The node flags of a `node [flags] <file> …` script. */
const nodeFlags = (script: string | undefined) => /^node ((?:--\S+ )*)\S+\.js\b/.exec(script ?? "")?.[1]!.trim().split(" ").filter(Boolean) ?? null;

describe("ZOE's V8 flags", () => {
  it("npm start runs with the flags the bench expects", () => {
    expect(nodeFlags(scripts.start)).toEqual([...ZOE_V8_FLAGS]);
  });

  it("npm run zoe, doctor, eval and bench run node with the same flags as npm start", () => {
    for (const name of ["zoe", "doctor", "eval", "bench"]) {
      expect({ name, flags: nodeFlags(scripts[name]) }).toEqual({ name, flags: nodeFlags(scripts.start) });
    }
  });

  it("the bench finds the flag on the command line or in NODE_OPTIONS, and names it when it is missing", () => {
    expect(missingV8Flags(["--v8-pool-size=1"], "")).toEqual([]);
    expect(missingV8Flags([], "--max-old-space-size=512 --v8-pool-size=1")).toEqual([]);
    expect(missingV8Flags([], "")).toEqual(["--v8-pool-size=1"]);
    expect(missingV8Flags(["--v8-pool-size=4"], "--v8-pool-size=2")).toEqual(["--v8-pool-size=1"]);
  });
});
