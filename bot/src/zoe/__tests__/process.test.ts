/**
 * ZOE as an owner runs it: the real `zoe start` process, stopped by a signal.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type Emulator } from "./helpers/telegram-emulator.ts";
import { runZoe as run } from "./helpers/zoe-process.ts";

let emu: Emulator | null = null;
afterEach(async () => {
  await emu?.close();
  emu = null;
});

describe("the zoe process", () => {
  it("in Telegram mode answers the owner, and SIGTERM stops it gracefully with exit code 0", async () => {
    emu = await startTelegramEmulator();
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-proc-"));
    const p = run({ TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot, ZOE_OWNER_IDS: "1001", ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "info" });
    const owner = emu.client(1001);
    await owner.send("/start");
    const [reply] = await owner.waitForMessages(1, 25_000);
    expect(reply!.text).toMatch(/I'm ZOE/);
    expect(reply!.text).toMatch(/offline mode/);
    p.child.kill("SIGTERM");
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/ZOE stopped/);
    expect(p.output()).not.toContain(emu.token.split(":")[1]!);
  });

  it("a configuration error is reported in readable lines and the exit code is non-zero", async () => {
    const p = run({ TELEGRAM_BOT_TOKEN: "123:abc", ZOE_TZ: "Nowhere/Land" });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/config: ZOE_TZ: .*IANA/);
    expect(p.output()).toMatch(/config: TELEGRAM_BOT_TOKEN: /);
  });

  it("with no environment at all, runs in the terminal in offline mode and answers a message", async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-proc-term-"));
    const p = run({ ZOE_HOME: home });
    p.child.stdin!.write("hello\n");
    p.child.stdin!.end();
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/offline mode/);
    expect(p.output()).toMatch(/zoe> I'm running without my language model/);
  });
});
