import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, MIN_TICK_INTERVAL_MS, shortestCronGapMs } from "../config.ts";

const token = () => `123456:${"A".repeat(35)}`;

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe("configuration", () => {
  it("an empty environment is a valid terminal, offline set-up with sensible defaults", () => {
    const c = loadConfig({ ZOE_TZ: "Europe/Berlin" });
    expect(c.telegram.token).toBeNull();
    expect(c.telegram.apiRoot).toBe("https://api.telegram.org");
    expect(c.model.apiKey).toBeNull();
    expect(c.model.main).toBe("claude-sonnet-5-5");
    expect(c.model.gate).toBe("claude-haiku-5-5");
    expect(c.home).toMatch(/\.zao\/zoe$/);
    expect(c.timeZone).toBe("Europe/Berlin");
    expect(c.tickCron).toBe("30 * * * *");
    expect(c.bonfire).toBeNull();
  });

  it("empty strings from a .env file count as unset", () => {
    const c = loadConfig({ TELEGRAM_BOT_TOKEN: "", ANTHROPIC_API_KEY: "  ", ZOE_TZ: "" });
    expect(c.telegram.token).toBeNull();
    expect(c.model.apiKey).toBeNull();
  });

  it("reports every problem in one readable line each, naming the variable", () => {
    const p = problems({ ZOE_TZ: "Mars/Base", TELEGRAM_BOT_TOKEN: "nope", ZOE_OWNER_IDS: "12,abc", LOG_LEVEL: "loud" });
    expect(p.length).toBeGreaterThanOrEqual(4);
    for (const line of p) expect(line).not.toContain("\n");
    expect(p.some((l) => l.startsWith("config: ZOE_TZ:") && l.includes("IANA"))).toBe(true);
    expect(p.some((l) => l.startsWith("config: TELEGRAM_BOT_TOKEN:"))).toBe(true);
    expect(p.some((l) => l.startsWith("config: ZOE_OWNER_IDS:") && l.includes('"abc"'))).toBe(true);
    expect(p.some((l) => l.startsWith("config: LOG_LEVEL:"))).toBe(true);
  });

  it("Telegram mode without owners is valid: ZOE starts in pairing mode", () => {
    const c = loadConfig({ TELEGRAM_BOT_TOKEN: token() });
    expect(c.telegram.token).toBe(token());
    expect(c.ownerIds).toEqual([]);
  });

  it("a partial Bonfire configuration is reported together with the other problems", () => {
    const p = problems({ BONFIRE_ID: "b1", ZOE_TZ: "Mars/Base", LOG_LEVEL: "loud" });
    expect(p.some((l) => l.startsWith("config: ZOE_TZ:"))).toBe(true);
    expect(p.some((l) => l.startsWith("config: LOG_LEVEL:"))).toBe(true);
    expect(p.some((l) => /BONFIRE_API_URL, BONFIRE_API_KEY and BONFIRE_ID/.test(l))).toBe(true);
  });

  it("never echoes a secret's value in an error", () => {
    const secret = `sk-ant-${"z".repeat(8)}`;
    const p = problems({ ANTHROPIC_API_KEY: secret.slice(0, 5), TELEGRAM_BOT_TOKEN: `bad token ${secret}` });
    expect(p.join(" ")).not.toContain(secret);
  });

  it("Bonfire needs all three settings", () => {
    expect(problems({ BONFIRE_API_URL: "https://bonfire.example" })[0]).toMatch(/BONFIRE_API_URL, BONFIRE_API_KEY and BONFIRE_ID/);
    const c = loadConfig({ BONFIRE_API_URL: "https://b.example/", BONFIRE_API_KEY: "k", BONFIRE_ID: "b1" });
    expect(c.bonfire).toEqual({ url: "https://b.example", apiKey: "k", bonfireId: "b1", pii: "block" });
  });

  it("calendar timings default to a 10-minute poll and a 15-minute heads-up, and are validated", () => {
    expect(loadConfig({}).calendar).toEqual({ pollMinutes: 10, headsUpMinutes: 15 });
    expect(loadConfig({ ZOE_CALENDAR_POLL_MINUTES: "5", ZOE_CALENDAR_HEADSUP_MINUTES: "30" }).calendar).toEqual({ pollMinutes: 5, headsUpMinutes: 30 });
    expect(problems({ ZOE_CALENDAR_POLL_MINUTES: "0" })[0]).toMatch(/^config: ZOE_CALENDAR_POLL_MINUTES:/);
  });

  it("owner ids are de-duplicated and a bad tick pattern is rejected", () => {
    const c = loadConfig({ TELEGRAM_BOT_TOKEN: token(), ZOE_OWNER_IDS: "42, 42 ,7" });
    expect(c.ownerIds).toEqual(["42", "7"]);
    expect(problems({ ZOE_TICK_CRON: "every hour" })[0]).toMatch(/ZOE_TICK_CRON/);
  });

  it("a tick pattern that fires more often than every 5 minutes is refused, seconds and bursts included (#37)", () => {
    expect(problems({ ZOE_TICK_CRON: "* * * * * *" })).toEqual([
      "config: ZOE_TICK_CRON: fires every 1 s; the reasoning tick runs at most every 5 minutes (e.g. 30 * * * * or */15 * * * *)",
    ]);
    expect(problems({ ZOE_TICK_CRON: "* * * * *" })[0]).toMatch(/fires every 1 min;/);
    expect(problems({ ZOE_TICK_CRON: "0-4 9 * * *" })[0]).toMatch(/fires every 1 min;/); // five in a row each morning
    expect(problems({ ZOE_TICK_CRON: "*/10 * * * * *" })[0]).toMatch(/fires every 10 s;/);
    for (const ok of ["*/5 * * * *", "30 * * * *", "0 */3 * * *", "0 3 * * *", "0 0 29 2 *"]) expect(loadConfig({ ZOE_TICK_CRON: ok }).tickCron).toBe(ok);
    expect(shortestCronGapMs("*/15 * * * *")).toBe(MIN_TICK_INTERVAL_MS * 3);
  });
  it("GitHub events: a secret, the owner's login and the listener, all named when one is missing, and the secret never echoed", () => {
    const secret = randomBytes(20).toString("hex");
    const c = loadConfig({ ZOE_TZ: "UTC", ZOE_HTTP_PORT: "8080", ZOE_GITHUB_WEBHOOK_SECRET: secret, ZOE_GITHUB_OWNER_LOGIN: "maria-dev" });
    expect(c.github).toEqual({ secret, login: "maria-dev", ownerId: null });
    expect(loadConfig({ ZOE_TZ: "UTC" }).github).toBeNull();
    expect(problems({ ZOE_TZ: "UTC", ZOE_GITHUB_WEBHOOK_SECRET: secret })).toEqual([
      "config: GitHub events need ZOE_GITHUB_WEBHOOK_SECRET, ZOE_GITHUB_OWNER_LOGIN and ZOE_HTTP_PORT; missing ZOE_GITHUB_OWNER_LOGIN, ZOE_HTTP_PORT",
    ]);
    const bad = problems({ ZOE_TZ: "UTC", ZOE_HTTP_PORT: "8080", ZOE_GITHUB_WEBHOOK_SECRET: "short", ZOE_GITHUB_OWNER_LOGIN: "-bad-", ZOE_GITHUB_OWNER_ID: "maria" });
    expect(bad).toEqual([
      "config: ZOE_GITHUB_WEBHOOK_SECRET: must be at least 16 characters (e.g. openssl rand -hex 32)",
      "config: ZOE_GITHUB_OWNER_LOGIN: must be a GitHub login (e.g. octocat)",
      "config: ZOE_GITHUB_OWNER_ID: must be a numeric Telegram user id (one of the owners)",
    ]);
    expect(bad.join("\n")).not.toContain(secret);
  });
});
