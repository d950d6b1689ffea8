/**
 * The model's memory operation is the one way text lands in the owner's memory blocks, which go to
 * the model provider with every later turn: a secret in it is refused and the owner is told. Over
 * Telegram against the fake Messages API, the token drawn at run time.
 */
import { randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { startZoe, type Running } from "../../shell/runtime.ts";
import { e2eConfig } from "../../test-support/e2e-config.ts";
import { type FakeAnthropic, startFakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { type Emulator, startTelegramEmulator } from "../../test-support/telegram-emulator.ts";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A GitHub-shaped token with a fresh random body (the prefix is split so no scanner trips on this file). */
const githubToken = (): string => ["gh", "p_"].join("") + Array.from({ length: 36 }, () => ALNUM[randomInt(ALNUM.length)]).join("");

describe("a secret in the model's memory operation (over Telegram, the fake Messages API)", () => {
  let emu: Emulator | null = null;
  let fake: FakeAnthropic | null = null;
  let running: Running | null = null;

  afterEach(async () => {
    await running?.stop();
    await fake?.close();
    await emu?.close();
  });

  it("is not written to the memory block, never reaches a later prompt, and the owner is told", async () => {
    emu = await startTelegramEmulator();
    fake = await startFakeAnthropic();
    const token = githubToken();
    fake.enqueue({
      kind: "tool",
      name: "respond",
      input: {
        reply: "Got it.",
        memory_ops: [
          { block: "working", op: "append", text: `GitHub token for the deploy script: ${token}` },
          { block: "working", op: "append", text: "Working on the deploy script." },
        ],
      },
    });
    fake.enqueue({ kind: "tool", name: "respond", input: { reply: "Sure." } });
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-memory-secret-e2e-"));
    running = await startZoe({ config: e2eConfig({ emu, model: fake, home, owner: 1001, timeZone: "Europe/Berlin" }), logger: silentLogger, clock: new ManualClock("2026-06-04T08:00:00Z"), autoSchedule: false, pollingTimeoutSec: 1 });
    const owner = emu.client(1001, "Ada");

    await owner.send("remember the deploy token, I keep losing it");
    const [answer] = await owner.waitForMessages(1, 30_000);
    expect(answer!.text).toBe("Got it.\n\n(I did not save that to memory: it contains a password, key or code, and my memory goes to the model provider with every message. Keep it in a password manager.)");

    const memory = running.zoe.owner("1001").memory;
    expect((await memory.blocks()).working).toBe("Working on the deploy script.");
    expect(await readFile(memory.blockPath("working"), "utf8")).not.toContain(token);

    // The next turn's prompt carries the block without the token.
    await owner.send("what am I working on?");
    await owner.waitForMessages(2, 30_000);
    const prompt = JSON.stringify(fake.requests.at(-1));
    expect(prompt).toContain("Working on the deploy script.");
    expect(prompt).not.toContain(token);
  }, 60_000);
});
