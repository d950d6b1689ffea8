/**
 * The summary reporter in a real vitest run (a child process, on a throwaway folder of four test
 * files): a file whose beforeAll throws and a file that does not load are counted as failed files
 * in the closing line, beside the passed, failed and skipped tests, and the run exits 1.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('a suite whose set-up throws reads "…, 1 failed file" or more, never a bare "0 failed"', () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "zoe-summary-"));
  const files: Record<string, string> = {
    "setup-throws.test.ts": 'beforeAll(() => { throw new Error("set-up broke"); });\nit("one", () => {});\nit("two", () => {});\n',
    "green.test.ts": 'it("fine", () => { expect(1).toBe(1); });\n',
    "does-not-load.test.ts": 'throw new Error("does not load");\n',
    "red.test.ts": 'it("bad", () => { expect(1).toBe(2); });\n',
    "vitest.config.mjs": `export default { test: { globals: true, include: ["*.test.ts"], reporters: [${JSON.stringify(path.join(ROOT, "vitest.summary-reporter.ts"))}] } };\n`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "--root", dir, "--config", path.join(dir, "vitest.config.mjs")], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir() },
    timeout: 120_000,
  });
  expect(run.status).toBe(1);
  expect(run.stdout.trim().split("\n").at(-1)).toBe("1 passed, 1 failed, 2 skipped, 2 failed files");
}, 150_000);
