/**
 * The configuration as an owner writes it: a `.env` file with typos, keys from other projects'
 * docs, half a Bonfire set-up, and a ZOE_HOME that is a file. Every problem in one report.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../config.ts";
import { configFromEnv } from "../cli.ts";
import { envFileLineProblems, suggestKey, unknownKeyProblems } from "../env-check.ts";
import { EnvSchema } from "../config.ts";

const KNOWN = Object.keys(EnvSchema.shape);
const token = () => `123456:${"C".repeat(35)}`;

function problemsFor(envFile: string | null, env: Record<string, string> = {}): string[] {
  const cwd = mkdtempSync(path.join(os.tmpdir(), "zoe-cfg-"));
  if (envFile !== null) writeFileSync(path.join(cwd, ".env"), envFile);
  try {
    configFromEnv({ ZOE_HOME: path.join(cwd, "home"), ...env }, cwd);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe("a .env file as owners write it", () => {
  it("a line that is not KEY=value is reported by its number, without its value", () => {
    const secret = token();
    const p = problemsFor(`# comment\n\nZOE_TZ=Europe/Berlin\nTELEGRAM_BOT_TOKEN ${secret}\nexport LOG_LEVEL=info\n`);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^config: \.env line 4 is not KEY=value \(it starts with "TELEGRAM_BOT_TOKEN"\)/);
    expect(p.join("\n")).not.toContain(secret.split(":")[1]);
  });

  it("TELEGRAM_TOKEN and ZOE_TIMEZONE are reported with a 'did you mean'", () => {
    const p = problemsFor(`TELEGRAM_TOKEN=${token()}\nZOE_TIMEZONE=Europe/Berlin\n`);
    expect(p).toContain("config: TELEGRAM_TOKEN (in .env) is not a ZOE setting; did you mean TELEGRAM_BOT_TOKEN?");
    expect(p).toContain("config: ZOE_TIMEZONE (in .env) is not a ZOE setting; did you mean ZOE_TZ?");
  });

  it("the same names in the real environment are reported too, but the machine's other variables are not", () => {
    const p = problemsFor(null, { TELEGRAM_TOKEN: "x", PATH: "/usr/bin", TZ: "UTC", HOME: "/root", NODE_ENV: "production" });
    expect(p).toEqual(["config: TELEGRAM_TOKEN (in the environment) is not a ZOE setting; did you mean TELEGRAM_BOT_TOKEN?"]);
  });

  it("a partial Bonfire set-up, a bad line and a typo are all reported at once", () => {
    const p = problemsFor("BONFIRE_API_URL=https://bonfire.example\nZOE_TZ=Mars/Base\njust some words\nZOE_TIMEZONE=UTC\n");
    expect(p.some((l) => l.includes(".env line 3"))).toBe(true);
    expect(p.some((l) => l.includes("did you mean ZOE_TZ?"))).toBe(true);
    expect(p.some((l) => l.startsWith("config: ZOE_TZ:"))).toBe(true);
    expect(p.some((l) => l.includes("BONFIRE_API_URL, BONFIRE_API_KEY and BONFIRE_ID"))).toBe(true);
  });

  it("ZOE_HOME pointing at a file is a configuration problem", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-cfg-home-"));
    const file = path.join(dir, "state.txt");
    writeFileSync(file, "x");
    const p = problemsFor(null, { ZOE_HOME: file });
    expect(p).toEqual([`config: ZOE_HOME: ${file} is a file, not a folder; point ZOE_HOME at a folder (it is created if missing)`]);
    expect(problemsFor(null, { ZOE_HOME: path.join(file, "below") })[0]).toMatch(/ZOE_HOME: .* is a file/);
  });

  it("a multi-line quoted value and unrelated keys in .env are fine", () => {
    expect(envFileLineProblems('NOTE="first\nsecond line\n"\nDATABASE_URL=x\n')).toEqual([]);
    expect(unknownKeyProblems(["DATABASE_URL"], KNOWN, ".env")).toEqual([]);
    expect(unknownKeyProblems(["ZOE_FROBNICATE"], KNOWN, ".env")[0]).toMatch(/see \.env\.example/);
  });

  it("suggests the key a typo meant", () => {
    expect(suggestKey("ZOE_OWNER_ID", KNOWN)).toBe("ZOE_OWNER_IDS");
    expect(suggestKey("ANTHROPIC_APIKEY", KNOWN)).toBe("ANTHROPIC_API_KEY");
    expect(suggestKey("zoe_tz", KNOWN)).toBe("ZOE_TZ");
    expect(suggestKey("ZOE_TIMEZONE", KNOWN)).toBe("ZOE_TZ");
    expect(suggestKey("SHELL", KNOWN)).toBeNull();
  });
});
