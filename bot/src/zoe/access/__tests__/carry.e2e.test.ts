/**
 * From the terminal to Telegram (#35), as a new owner does it, with real processes: a day in the
 * terminal (`zoe start` without a token, offline: a commitment tracked), then a token set and
 * ZOE started in Telegram (the emulator), the code from the log sent, and the offer under the
 * pairing answer taken with its Yes button: the commitment is the Telegram owner's now and
 * `/threads` there lists it; the terminal keeps its copy.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PAIRED_REPLY } from "../../app.ts";
import { startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";
import { runZoe } from "../../test-support/zoe-process.ts";
import { filesOwners } from "../../test-support/storage.ts";

let emu: Emulator | null = null;
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
  await emu?.close();
  emu = null;
});

describe("a day in the terminal, then Telegram", () => {
  it("pairing offers the terminal's threads; Yes brings them over and /threads lists them", async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-carry-e2e-"));
    const base = { ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ANTHROPIC_API_KEY: "", ZOE_LOCALE: "en" };

    const terminal = runZoe(base);
    children.push(terminal.child);
    terminal.child.stdin!.write("I'll send the deck to Maria on Friday\n");
    await terminal.waitFor(/send the deck to Maria/);
    terminal.child.kill("SIGTERM");
    await terminal.exited;
    const local = await filesOwners(home).get("local").threads.live();
    expect(local.map((t) => t.summary)).toEqual([expect.stringContaining("send the deck to Maria")]);

    emu = await startTelegramEmulator();
    const telegram = runZoe({ ...base, TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot });
    children.push(telegram.child);
    await telegram.waitFor(/send this code to the bot: [A-Z0-9]{4}-[A-Z0-9]{4}/);
    const code = /send this code to the bot: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(telegram.output())![1]!;

    const owner = emu.client(1001, "Ada");
    await owner.send(code);
    const [paired, offer] = await owner.waitForMessages(2, 20_000);
    expect(paired!.text).toBe(PAIRED_REPLY);
    expect(offer!.text).toBe("You used me in the terminal before pairing: open loops 1, goals 0, memory blocks 0. Shall I bring them over here?");
    const yes = offer!.buttons.flat().find((b) => b.text === "Yes")!;
    await owner.press(yes.data, offer!.messageId);
    const done = (await owner.waitForMessages(3, 20_000))[2]!;
    expect(done.text).toBe("Brought over from the terminal: open loops 1, goals 0, memory blocks 0. The terminal keeps its copy.");
    expect(owner.messages()[1]!.buttons).toEqual([]);

    await owner.send("/threads");
    expect((await owner.waitForMessages(4, 20_000))[3]!.text).toContain("send the deck to Maria");
    telegram.child.kill("SIGTERM");
    expect(await telegram.exited).toBe(0);

    const owners = filesOwners(home);
    expect((await owners.get("1001").threads.live()).map((t) => t.id)).toEqual(local.map((t) => t.id));
    expect((await owners.get("local").threads.live()).map((t) => t.id)).toEqual(local.map((t) => t.id));
  }, 90_000);
});
