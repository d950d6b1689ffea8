/**
 * base/zod-config.ts: ZOE's schemas are read by zod's general parser, which compiles nothing, and
 * read as before. The tests run with it set (test-support/setup.ts), as the `zoe` command does.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ThreadSchema } from "../../threads/store.ts";

afterEach(() => vi.restoreAllMocks());

describe("zod's general parser", () => {
  it("is what a test file gets, as `npm start` and the zoe command do", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("compiles no parser for a schema, however often it is read", () => {
    const Task = z.object({ id: z.string(), due: z.iso.datetime().nullable(), tags: z.array(z.string()) });
    const compile = vi.spyOn(globalThis, "Function");
    for (let i = 0; i < 50; i++) expect(Task.parse({ id: `t${i}`, due: null, tags: ["a"] }).id).toBe(`t${i}`);
    expect(compile).not.toHaveBeenCalled();
  });

  it("still refuses what a schema refuses, with the same place and message", () => {
    const r = ThreadSchema.safeParse({ id: "th-1" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.length).toBeGreaterThan(0);
    expect(r.error!.issues[0]!.path.length).toBe(1);
  });
});
