/**
 * ZOE as an owner runs it: the real `zoe start` process, stopped by a signal.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type Emulator } from "../test-support/telegram-emulator.ts";
import { runZoe as run } from "../test-support/zoe-process.ts";

let emu: Emulator | null = null;
afterEach(async () => {
  await emu?.close();
  emu = null;
});

const ROOT = path.resolve(import.meta.dirname, "../../../..");

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

  it("a piped script: every line is answered before ZOE exits at the end of input, none left for the next start", async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-proc-script-"));
    const p = run({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" });
    // Written at once: the lines queue while the first ones are answered, and the input ends first.
    p.child.stdin!.end(["hi", "Tomorrow I have to call the plumber at 10", "remind me in 2 minutes to take the laundry out", "/threads", ""].join("\n"));
    expect(await p.exited).toBe(0);
    const out = p.output();
    expect(out).toMatch(/zoe> I'm running without my language model/);
    expect(out).toMatch(/Tracking: call the plumber/);
    expect(out, out).toMatch(/Reminder set: take the laundry out/);
    expect(out, out).toMatch(/Open threads \(2\)/);
  });

  it("`npm start` runs the compiled JavaScript that `npm ci` built (no tsx), in the terminal, offline", async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    // The start script is `node [node flags] <compiled entry> start`, and `prepare` (run by npm ci) builds it.
    const m = /^node ((?:--\S+ )*)(dist\/\S+\.js) start$/.exec(pkg.scripts.start ?? "");
    expect(m).not.toBeNull();
    expect(pkg.scripts.prepare).toMatch(/tsc -p tsconfig\.build\.json/);
    const entry = path.join(ROOT, m![2]!);
    expect(existsSync(entry)).toBe(true);
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-proc-compiled-"));
    const p = run({ ZOE_HOME: home }, ["start"], entry, { nodeFlags: m![1]!.trim().split(" ").filter(Boolean) });
    p.child.stdin!.write("I'll ship the onepager today\n");
    p.child.stdin!.end();
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/offline mode/);
    expect(p.output()).toMatch(/Tracking: ship the onepager/);
  });

  it("the compiled build reads a calendar on its reader thread (the worker entry is built beside it)", async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    const entry = path.join(ROOT, /(dist\/\S+\.js)/.exec(pkg.scripts.start ?? "")![1]!);
    const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-proc-calendar-"));
    const soon = new Date(Date.now() + 3_600_000).toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
    writeFileSync(
      path.join(dir, "work.ics"),
      ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:review@example.com", "SUMMARY:Design review", `DTSTART:${soon}`, "DURATION:PT1H", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n"),
    );
    const p = run({ ZOE_HOME: path.join(dir, "home"), ZOE_CALENDAR_ICS: path.join(dir, "work.ics"), LOG_LEVEL: "debug" }, ["start"], entry);
    await p.waitFor(/calendar_fetched/, 60_000);
    p.child.stdin!.end();
    await p.exited;
    // The terminal's logs are pretty-printed: one field a line, coloured.
    const out = p.output().replace(/\u001b\[[0-9;]*m/g, "");
    expect(out).toMatch(/event: "calendar_fetched"\n\s+source: "file:work\.ics#[0-9a-f]{6}"\n\s+events: 1\n/);
    expect(out).not.toMatch(/calendar_fetch_failed/);
  }, 90_000);

  it("with no token and no terminal (stdin is /dev/null, as under systemd) says it needs one of the two and exits non-zero", async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-proc-null-"));
    const p = run({ ZOE_HOME: home }, ["start"], undefined, { stdin: "ignore" });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/needs one of two things.*TELEGRAM_BOT_TOKEN.*or a terminal/);
    expect(p.output()).not.toMatch(/ZOE is running/);
  });

  it("with no token and an input that ends at once, exits non-zero with the same reason", async () => {
    const p = run({ ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-proc-empty-")) });
    p.child.stdin!.end();
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/needs one of two things/);
  });

  it("ZOE_HOME pointing at a file fails before the 'ZOE is running' banner", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "zoe-proc-file-")), "state");
    writeFileSync(file, "not a folder");
    const p = run({ ZOE_HOME: file });
    p.child.stdin!.end("hello\n");
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/config: ZOE_HOME: .* is a file, not a folder/);
    expect(p.output()).not.toMatch(/ZOE is running/);
  });
});
