/**
 * What the real `zoe start` process refuses or warns about at start (#37's small holes), each with
 * one clear line: a secret pasted alone on a `.env` line is reported by its line number and never
 * echoed; a ZOE_HOME in /proc or /sys is refused before anything is created (it hung forever);
 * a symbolic link planted in ZOE_HOME is never written through; an HTTP listener beyond loopback
 * is warned about (/metrics has no authentication); a reasoning tick every second is refused.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";
import { isLoopbackHost } from "../http.ts";
import { runZoe, type ZoeProcess } from "../../test-support/zoe-process.ts";

const procs: ZoeProcess[] = [];
let emu: Emulator | null = null;

afterEach(async () => {
  for (const p of procs.splice(0)) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  await emu?.close();
  emu = null;
});

const home = () => mkdtempSync(path.join(os.tmpdir(), "zoe-refusal-"));

/** Start the real process in a folder holding `envFile` as its .env, with `env`. */
function start(env: Record<string, string>, envFile?: string): ZoeProcess {
  const cwd = mkdtempSync(path.join(os.tmpdir(), "zoe-refusal-cwd-"));
  if (envFile !== undefined) writeFileSync(path.join(cwd, ".env"), envFile);
  const p = runZoe({ ZOE_OWNER_IDS: "1001", ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "info", ...env }, ["start"], undefined, { cwd });
  procs.push(p);
  return p;
}

describe("start-up refusals on the real process", { timeout: 120_000 }, () => {
  it("a secret pasted alone on a .env line is reported by its line number, never echoed", async () => {
    const github = `ghp_${"a1B2c3D4e5".repeat(3)}123456`; // 40 characters, a GitHub token's shape
    const aws = "AKIAIOSFODNN7EXAMPLE"; // upper-case, like a setting's name, but no underscore
    const p = start({ ZOE_HOME: home() }, `ZOE_TZ=Europe/Berlin\n${github}\n${aws}\nTELEGRAM_BOT_TOKEN: 123456:${"S".repeat(35)}\n`);
    expect(await p.exited).not.toBe(0);
    const out = p.output();
    expect(out).toContain("config: .env line 2 is not KEY=value; write it as NAME=value");
    expect(out).toContain("config: .env line 3 is not KEY=value; write it as NAME=value");
    expect(out).toContain('config: .env line 4 is not KEY=value (it starts with "TELEGRAM_BOT_TOKEN")');
    for (const secret of [github, github.slice(0, 20), aws, "S".repeat(35)]) expect(out).not.toContain(secret);
  });

  it.each(["/proc/zoe", "/proc/self/fd/zoe", "/sys/kernel/zoe"])("ZOE_HOME=%s is refused at once with one clear line (it hung forever, deaf to SIGTERM)", async (where) => {
    const p = start({ ZOE_HOME: where, TELEGRAM_BOT_TOKEN: `123456:${"A".repeat(35)}`, TELEGRAM_API_ROOT: "http://127.0.0.1:9" });
    const timer = setTimeout(() => p.child.kill("SIGKILL"), 60_000); // a hang ends as a kill, not exit 1
    const code = await p.exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(p.output()).toMatch(new RegExp(`config: ZOE_HOME: ${where} is on (proc|sysfs), a kernel filesystem that stores no files; point ZOE_HOME at a folder on a disk`));
  });

  it("a state file planted in ZOE_HOME as a link to a file outside: the owner's command fails, the file outside stays as it was", async () => {
    emu = await startTelegramEmulator();
    const zoeHome = home();
    const outside = path.join(mkdtempSync(path.join(os.tmpdir(), "zoe-refusal-outside-")), "authorized_keys");
    writeFileSync(outside, "ssh-ed25519 AAAA precious key\n");
    mkdirSync(path.join(zoeHome, "owners", "1001"), { recursive: true });
    symlinkSync(outside, path.join(zoeHome, "owners", "1001", "settings.json"));
    const p = start({ ZOE_HOME: zoeHome, TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot });
    await p.waitFor(/Telegram polling started/, 60_000);
    const owner = emu.client(1001);
    await owner.send("/mode quiet");
    await p.waitFor(/settings\.json is a symbolic link; ZOE reads and writes only real files and folders inside ZOE_HOME/, 60_000);
    expect(readFileSync(outside, "utf8")).toBe("ssh-ed25519 AAAA precious key\n");
    p.child.kill("SIGTERM");
    expect(await p.exited).toBe(0);
    expect(readFileSync(outside, "utf8")).toBe("ssh-ed25519 AAAA precious key\n");
  });

  it("ZOE_HTTP_HOST=0.0.0.0 is warned about at start, once; the default loopback listener is not", async () => {
    emu = await startTelegramEmulator();
    const run = async (host: string | null) => {
      const port = await freePort();
      const p = start({ ZOE_HOME: home(), TELEGRAM_BOT_TOKEN: emu!.token, TELEGRAM_API_ROOT: emu!.apiRoot, ZOE_HTTP_PORT: String(port), ...(host ? { ZOE_HTTP_HOST: host } : {}) });
      await p.waitFor(/Telegram polling started/, 60_000);
      p.child.kill("SIGTERM");
      expect(await p.exited).toBe(0);
      return { out: p.output(), port };
    };
    const open = await run("0.0.0.0");
    expect(open.out.match(/"event":"http_exposed"/g)).toHaveLength(1);
    expect(open.out).toContain(`ZOE_HTTP_HOST=0.0.0.0 listens beyond this machine: /metrics and /healthz answer anyone who can reach port ${open.port}`);
    expect((await run(null)).out).not.toContain("http_exposed");
  });

  it("tells a loopback listen address from one that reaches beyond the machine", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "127.0.0.53", "::ffff:127.0.0.1"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.10", "zoe.example.org", "10.0.0.1"]) expect(isLoopbackHost(host), host).toBe(false);
  });

  it("ZOE_TICK_CRON that fires every second is refused with one configuration line", async () => {
    const p = start({ ZOE_HOME: home(), ZOE_TICK_CRON: "* * * * * *", TELEGRAM_BOT_TOKEN: `123456:${"A".repeat(35)}`, TELEGRAM_API_ROOT: "http://127.0.0.1:9" });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain("config: ZOE_TICK_CRON: fires every 1 s; the reasoning tick runs at most every 5 minutes");
  });
});
