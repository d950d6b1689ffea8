/**
 * The README's "Talking to ZOE in Telegram", followed word for word by a new owner, on the Bot API
 * emulator: copy .env.example to .env, set the token (no owner ids), start ZOE (what `npm start`
 * runs), read the pairing code in the log, send it to the bot, say hi; a stranger gets the notice;
 * a restart keeps the owner; `npm run doctor` passes.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PAIRED_REPLY, STRANGER_REPLY } from "../app.ts";
import { t } from "../lang/index.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../test-support/fake-anthropic.ts";
import { startTelegramEmulator, type Emulator } from "../test-support/telegram-emulator.ts";
import { runZoe, type ZoeProcess } from "../test-support/zoe-process.ts";

const PAIRING_HINT = t("en", "app.pairingMismatch");
const ROOT = path.resolve(import.meta.dirname, "../../../..");
let emu: Emulator | null = null;
let model: FakeAnthropic | null = null;
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
  await emu?.close();
  await model?.close();
  emu = null;
  model = null;
});

/** The `node [node flags] <entry> <cmd>` that `npm start` / `npm run doctor` run, in the folder holding .env. */
function zoe(cmd: "start" | "doctor", cwd: string): ZoeProcess {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const script = cmd === "start" ? pkg.scripts.start! : pkg.scripts.doctor!;
  const m = /^node ((?:--\S+ )*)(\S+) (\w+)$/.exec(script);
  expect(m, `the ${cmd} script is "node [node flags] <entry> <command>"`).not.toBeNull();
  const p = runZoe({}, [m![3]!], path.join(ROOT, m![2]!), { cwd, stdin: "ignore", nodeFlags: m![1]!.trim().split(" ").filter(Boolean) });
  children.push(p.child);
  return p;
}

/** Step 2: "Copy .env.example to .env and set at least …" (no ZOE_OWNER_IDS: pairing). */
function configure(cwd: string, values: Record<string, string>): void {
  let text = readFileSync(path.join(ROOT, ".env.example"), "utf8");
  for (const [k, v] of Object.entries(values)) {
    const line = new RegExp(`^${k}=.*$`, "m");
    expect(line.test(text), `${k} is in .env.example`).toBe(true);
    text = text.replace(line, `${k}=${v}`);
  }
  writeFileSync(path.join(cwd, ".env"), text);
}

describe("the README quick start in Telegram, word for word", () => {
  it("token only -> pairing code in the log -> the first sender of the code is the owner, for good", async () => {
    emu = await startTelegramEmulator();
    model = await startFakeAnthropic({ handler: () => ({ kind: "tool", name: "respond", input: { reply: "Hi! What are you working on today?" } }) });
    const cwd = mkdtempSync(path.join(os.tmpdir(), "zoe-quickstart-"));
    configure(cwd, {
      TELEGRAM_BOT_TOKEN: emu.token,
      TELEGRAM_API_ROOT: emu.apiRoot, // the emulator instead of api.telegram.org
      ANTHROPIC_API_KEY: "test-key-not-a-secret",
      ANTHROPIC_BASE_URL: model.url, // the loopback Messages API instead of Anthropic's
      ZOE_TZ: "Europe/Berlin",
      ZOE_HOME: path.join(cwd, "zoe-home"),
    });

    // Step 3: npm start. ZOE starts although no owner id is set, and logs a one-time code.
    const first = zoe("start", cwd);
    await first.waitFor(/send this code to the bot: [A-Z0-9]{4}-[A-Z0-9]{4}/);
    const code = /send this code to the bot: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(first.output())![1]!;
    expect(first.output()).toMatch(/ZOE is running in Telegram/);

    // Someone else finds the bot first (or the owner says hi before the code): told the code did
    // not match and where it is, a few times a day; guessing does not help.
    const stranger = emu.client(2002, "Mallory");
    await stranger.send("hi");
    expect((await stranger.waitForMessages(1))[0]!.text).toBe(PAIRING_HINT);
    await stranger.send("AAAA-BBBB");
    expect((await stranger.waitForMessages(2))[1]!.text).toBe(PAIRING_HINT);

    // The owner sends the code from the log and is paired.
    const owner = emu.client(1001, "Ada");
    await owner.send(code);
    expect((await owner.waitForMessages(1))[0]!.text).toBe(PAIRED_REPLY);
    await first.waitFor(/paired: user id 1001 is ZOE's owner now/);
    // Step 4: say hi to your bot.
    await owner.send("hi");
    expect((await owner.waitForMessages(2))[1]!.text).toBe("Hi! What are you working on today?");

    // The code was for one use: the stranger sending it now is a stranger (the notice, once).
    await stranger.send(code);
    expect((await stranger.waitForMessages(3))[2]!.text).toBe(STRANGER_REPLY);
    await stranger.send("hello?");
    await owner.send("/threads");
    await owner.waitForMessages(3);
    expect(stranger.messages()).toHaveLength(3);
    expect(first.output()).not.toMatch(/paired: user id 2002/);
    expect(first.output()).not.toContain(emu.token.split(":")[1]!);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(JSON.parse(readFileSync(path.join(cwd, "zoe-home", "owners.json"), "utf8")).owners.map((o: { id: string }) => o.id)).toEqual(["1001"]);

    // A restart keeps the owner and opens no pairing.
    const second = zoe("start", cwd);
    await second.waitFor(/ZOE is running in Telegram/);
    await owner.send("/start");
    expect((await owner.waitForMessages(4))[3]!.text).toMatch(/I'm ZOE/);
    expect(second.output()).not.toMatch(/Pairing mode/);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    // "npm run doctor checks the configuration, Telegram, the owner, the model, the data folder and the time zone."
    const doctor = zoe("doctor", cwd);
    expect(await doctor.exited).toBe(0);
    const lines = doctor.output().trim().split("\n");
    expect(lines.map((l) => l.slice(0, 4))).toEqual(["PASS", "PASS", "PASS", "PASS", "PASS", "PASS"]);
    expect(lines[2]).toBe(`PASS  owner: 1 paired (1001, in ${path.join(cwd, "zoe-home", "owners.json")})`);
    // ZOE_TZ is in .env only (step 2), and doctor reads it there.
    expect(lines[5]).toMatch(/^PASS {2}time zone: Europe\/Berlin \(now [^)]*\)$/);
  }, 90_000);
});
