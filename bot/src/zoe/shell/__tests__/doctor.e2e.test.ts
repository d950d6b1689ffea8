import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { doctorChecks, main } from "../cli.ts";
import { silentLogger } from "../../base/log.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";

const blocker = () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "zoe-doctor-file-")), "not-a-dir");
  writeFileSync(file, "x");
  return file;
};
const noEnvDir = () => mkdtempSync(path.join(os.tmpdir(), "zoe-doctor-cwd-"));
let emu: Emulator | null = null;
let model: FakeAnthropic | null = null;
afterEach(async () => {
  await emu?.close();
  await model?.close();
  emu = null;
  model = null;
});

describe("zoe doctor", () => {
  it("passes every check against a working emulator and model, one line each", async () => {
    emu = await startTelegramEmulator();
    model = await startFakeAnthropic();
    const checks = await doctorChecks(
      {
        TELEGRAM_BOT_TOKEN: emu.token,
        TELEGRAM_API_ROOT: emu.apiRoot,
        ZOE_OWNER_IDS: "1",
        ANTHROPIC_API_KEY: "test-key-not-a-secret",
        ANTHROPIC_BASE_URL: model.url,
        ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-doctor-")),
        ZOE_TZ: "Asia/Kolkata",
      },
      silentLogger,
      noEnvDir(),
    );
    expect(checks.map((c) => c.name)).toEqual(["configuration", "telegram getMe", "owner", "model", "data folder", "time zone"]);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(checks[2]!.detail).toBe("1 in ZOE_OWNER_IDS (1)");
    expect(checks[5]!.detail).toContain("Asia/Kolkata");
  });

  it("fails the checks that are broken and says why, without the token", async () => {
    model = await startFakeAnthropic({ handler: () => ({ kind: "error", status: 401, body: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } } }) });
    const token = `123456:${"B".repeat(35)}`;
    const checks = await doctorChecks(
      {
        TELEGRAM_BOT_TOKEN: token,
        TELEGRAM_API_ROOT: "http://127.0.0.1:9",
        ZOE_OWNER_IDS: "1",
        ANTHROPIC_API_KEY: "test-key-not-a-secret",
        ANTHROPIC_BASE_URL: model.url,
        // A path under a regular file can never be created (the tests run as root, so permissions would not do).
        ZOE_HOME: path.join(blocker(), "zoe"),
      },
      silentLogger,
      noEnvDir(),
    );
    const byName = Object.fromEntries(checks.map((c) => [c.name, c]));
    expect(byName["telegram getMe"]!.ok).toBe(false);
    // Not a bare "fetch failed": the cause, and where it tried.
    expect(byName["telegram getMe"]!.detail).toMatch(/^fetch failed: \S.* \(is http:\/\/127\.0\.0\.1:9 reachable from here\?\)$/);
    expect(byName.model!.ok).toBe(false);
    expect(byName.model!.detail).toMatch(/401/);
    expect(byName["data folder"]!.ok).toBe(false);
    expect(JSON.stringify(checks)).not.toContain(token.split(":")[1]);
  });

  it("ZOE_TZ set in .env counts as set: no 'set ZOE_TZ to yours'", async () => {
    const cwd = noEnvDir();
    writeFileSync(path.join(cwd, ".env"), "ZOE_TZ=Asia/Kolkata\n");
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-doctor-"));
    const zone = (await doctorChecks({ ZOE_HOME: home }, silentLogger, cwd)).find((c) => c.name === "time zone")!;
    expect(zone.detail).toMatch(/^Asia\/Kolkata \(now .*\)$/);
    const unset = (await doctorChecks({ ZOE_HOME: home }, silentLogger, noEnvDir())).find((c) => c.name === "time zone")!;
    expect(unset.detail).toMatch(/, the system's: set ZOE_TZ to yours$/);
  });

  it("says who the owner is: none yet (pairing, and where the code is), paired in owners.json, or the terminal", async () => {
    emu = await startTelegramEmulator();
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-doctor-"));
    const env = { TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot, ZOE_HOME: home, ZOE_TZ: "UTC" };
    const owner = async (e: Record<string, string>) => (await doctorChecks(e, silentLogger, noEnvDir())).find((c) => c.name === "owner")!;
    expect(await owner(env)).toMatchObject({ ok: true, detail: expect.stringMatching(/^no owner yet: `npm start` opens pairing and prints a one-time code in its log/) });
    writeFileSync(path.join(home, "owners.json"), JSON.stringify({ owners: [{ id: "1001", pairedAt: "2026-06-04T08:00:00.000Z" }] }));
    expect((await owner(env)).detail).toBe(`1 paired (1001, in ${path.join(home, "owners.json")})`);
    writeFileSync(path.join(home, "owners.json"), "{broken");
    expect((await owner(env)).ok).toBe(false);
    expect((await owner({ ZOE_HOME: home, ZOE_TZ: "UTC" })).detail).toBe("terminal mode: whoever types in the terminal is the owner");
  });

  it("a broken configuration is one FAIL line and a non-zero exit", async () => {
    const checks = await doctorChecks({ ZOE_TZ: "Not/AZone" }, silentLogger, noEnvDir());
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ name: "configuration", ok: false });
    const lines: string[] = [];
    expect(await main(["nonsense"], (l) => lines.push(l))).toBe(2);
  });
});
