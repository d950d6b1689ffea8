/**
 * Goals end to end, as the owner lives them. Over Telegram (the emulator and the real grammY
 * stack, a loopback Messages API): a goal said in chat is set and confirmed with an undo; the
 * hourly review sees the owner's news, the main model writes the note, the decision model lets it
 * through, and the update arrives with its buttons; Achieved closes the goal. Offline in the
 * terminal: "my goal is …" is caught by the heuristic, /goals lists it and its numbered buttons work.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { type Running } from "../../shell/runtime.ts";
import type { FakeReply } from "../../test-support/fake-anthropic.ts";
import type { BotMessage, Emulator, EmuUser } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { until } from "../../test-support/until.ts";
import { startTerminalZoe } from "../../test-support/terminal-zoe.ts";

const OWNER = 4242;
const TZ = "Europe/Berlin";
// Mon 1 June 2026, 10:00 in Berlin.
const T0 = "2026-06-01T08:00:00Z";

let home: string;
let running: Running | null = null;

afterEach(async () => {
  await running?.stop();
  running = null;
  await rm(home, { recursive: true, force: true });
});

describe("goals over Telegram, with the model", () => {
  let emu: Emulator;
  let clock: ManualClock;
  let owner: EmuUser;
  let answers: Array<Record<string, unknown>>;
  const tools: string[] = [];
  let e2e: TelegramZoe;

  beforeEach(async () => {
    answers = [];
    tools.length = 0;
    e2e = await startTelegramZoe({
      owner: OWNER,
      timeZone: TZ,
      homePrefix: "zoe-goals-e2e-",
      handler: (body): FakeReply => {
        const tool = body?.tools?.[0]?.name;
        tools.push(tool ?? "text");
        if (tool === "respond") return { kind: "tool", name: "respond", input: answers.shift() ?? { reply: "Noted." } };
        if (tool === "submit") return { kind: "tool", name: "submit", input: { speak: true, reason: "Real progress on a goal you care about.", candidate_id: "any" } };
        // The review answers as bare JSON, without calling its tool: that counts too.
        if (tool === "goal_review") return { kind: "text", text: '{"changed": true, "note": "12 of 100 paying subscribers, from one post.", "next_step": {"kind": "question", "text": "Want me to draft a referral email?"}}' };
        return { kind: "text", text: "Morning." };
      },
    });
    ({ emu, home } = e2e);
    clock = new ManualClock(T0);
    running = await e2e.start({ clock });
    owner = emu.client(OWNER, "Zaal");
  });

  afterEach(async () => {
    running = null;
    await e2e.close();
  });

  async function say(text: string): Promise<BotMessage> {
    const n = owner.messages().length;
    await owner.send(text);
    return (await owner.waitForMessages(n + 1))[n]!;
  }

  async function press(data: string): Promise<BotMessage> {
    const n = owner.messages().length;
    await owner.press(data);
    return (await owner.waitForMessages(n + 1))[n]!;
  }

  it("a goal said in chat is set with an undo; its news becomes one update with buttons; Achieved closes it", async () => {
    answers.push({ reply: "A good one to aim for.", goal_ops: [{ op: "set", text: "100 paying newsletter subscribers by March" }] });
    const confirm = await say("My goal this quarter is 100 paying newsletter subscribers by March");
    const m = /^A good one to aim for\.\n\nGoal set: 100 paying newsletter subscribers by March \((g-[a-z0-9]+)\)\. .* Undo: \/goals undo (g-[a-z0-9]+)$/s.exec(confirm.text);
    expect(m, confirm.text).not.toBeNull();
    const id = m![1]!;
    expect(m![2]).toBe(id);

    clock.set("2026-06-01T09:00:00Z");
    await say("The launch post brought 12 new paying subscribers");
    await until(() => running!.zoe.isBusy(String(OWNER)), (busy) => !busy, "the owner's message handled");

    clock.set("2026-06-01T09:30:00Z"); // 11:30 in Berlin: the hourly slot
    const n = owner.messages().length;
    const result = await running!.tick.run(String(OWNER), clock.now());
    expect(result.decision.outcome, JSON.stringify(result.decision)).toBe("pushed");
    const update = (await owner.waitForMessages(n + 1))[n]!;
    expect(update.text).toContain('On your goal "100 paying newsletter subscribers by March": 12 of 100 paying subscribers, from one post.');
    expect(update.text).toContain("Want me to draft a referral email?");
    expect(update.text).toContain("Why now: Real progress on a goal you care about.");
    expect(update.buttons.flat().map((b) => [b.text, b.data])).toEqual([
      ["Achieved", `gl:a:${id}`],
      ["Drop goal", `gl:d:${id}`],
    ]);
    expect(tools.filter((t) => t === "goal_review")).toHaveLength(1);

    const listing = await say("/goals");
    expect(listing.text).toContain(`${id}  100 paying newsletter subscribers by March: active, last reviewed today 11:30`);
    expect(listing.text).toContain("last progress: 12 of 100 paying subscribers, from one post.");

    const done = await press(`gl:a:${id}`);
    expect(done.text).toBe("Achieved: 100 paying newsletter subscribers by March. Congratulations! I've closed it.");
    await until(() => owner.messages().find((x) => x.messageId === update.messageId)!.buttons, (b) => b.length === 0, "the update's buttons cleared");
    expect((await say("/goals")).text).toMatch(/^No goals yet\./);
    // A closed goal is never reviewed again.
    clock.set("2026-06-01T12:30:00Z");
    await running!.tick.run(String(OWNER), clock.now());
    expect(tools.filter((t) => t === "goal_review")).toHaveLength(1);
  });
});

describe("goals offline, in the terminal", () => {
  it("'my goal is …' sets a goal without a model; /goals lists it; its numbered buttons drop it", async () => {
    home = mkdtempSync(path.join(os.tmpdir(), "zoe-goals-e2e-"));
    const clock = new ManualClock(T0);
    const term = await startTerminalZoe({ ZOE_HOME: home, ZOE_TZ: TZ }, clock);
    running = term.running;
    const type = term.type;

    const confirm = await type("My goal this quarter is to ship the album.");
    const m = /Goal set: ship the album \((g-[a-z0-9]+)\)/.exec(confirm);
    expect(m, confirm).not.toBeNull();
    expect(confirm).not.toContain("running without my language model");

    const listing = await type("/goals");
    expect(listing).toContain(`${m![1]}  ship the album: active, not reviewed yet`);
    expect(listing).toContain(`[1] Achieved ${m![1]}  [2] Drop ${m![1]}`);
    expect(await type("2")).toContain("Dropped goal: ship the album. I won't review or bring it up again.");
    expect((await running.zoe.owner("local").goals.all())[0]!.status).toBe("dropped");
  });
});
