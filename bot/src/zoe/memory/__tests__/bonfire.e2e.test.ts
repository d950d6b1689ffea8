/**
 * Durable memory end to end: the real runtime (startZoe) over the Telegram emulator, the fake
 * Anthropic API and the fake Bonfire. The owner states a commitment while Bonfire is down: the
 * reply arrives anyway; once Bonfire is back, the hourly flush delivers exactly one episode.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOUR, ManualClock } from "../../base/clock.ts";
import type { Running } from "../../shell/runtime.ts";
import type { FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { startFakeBonfire, type FakeBonfire } from "../../test-support/fake-bonfire.ts";
import type { Emulator } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";

const OWNER = 1001;
const BONFIRE_KEY = ["bf", "e2e", "k".repeat(24)].join("-");

let e2e: TelegramZoe;
let emu: Emulator;
let model: FakeAnthropic;
let bonfire: FakeBonfire;
let running: Running | null = null;

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, homePrefix: "zoe-bonfire-e2e-" });
  ({ emu, model } = e2e);
  bonfire = await startFakeBonfire({ apiKey: BONFIRE_KEY });
});

afterEach(async () => {
  running = null;
  await e2e.close();
  await bonfire.close();
});

describe("durable memory over Telegram", () => {
  it("a commitment made while Bonfire is down is answered at once and reaches Bonfire exactly once when it is back", async () => {
    await bonfire.down("refused");
    const clock = new ManualClock("2026-06-04T08:00:00Z");
    const env = {
      BONFIRE_API_URL: bonfire.url,
      BONFIRE_API_KEY: BONFIRE_KEY,
      BONFIRE_ID: "bf-zoe-e2e",
    };
    model.enqueue({
      kind: "tool",
      name: "respond",
      input: { reply: "On it.", thread_ops: [{ op: "open", summary: "ship the onepager", due: "today" }] },
    });
    running = await e2e.start({ clock, env });

    const owner = emu.client(OWNER, "Zaal");
    await owner.send("I'll ship the onepager today");
    const [reply] = await owner.waitForMessages(1);
    expect(reply!.text).toMatch(/^On it\.\n\nTracking: ship the onepager, due today 18:00 \(undo: \/untrack th-[a-z0-9]+\)$/);

    // The background attempt found Bonfire down; the episode waits in the queue.
    await running.durable.idle();
    expect(bonfire.stored()).toHaveLength(0);
    const [thread] = await running.owners.get(String(OWNER)).threads.live();
    expect(thread!.bonfire_episode_id).toBeNull();

    await bonfire.up();
    // The hourly reasoning tick (10:30 Berlin) flushes the queue.
    clock.set("2026-06-04T08:30:00Z");
    await running.scheduler.runDue();
    expect(bonfire.stored()).toHaveLength(1);
    clock.advance(HOUR);
    expect(await running.durable.flush(clock.now())).toMatchObject({ sent: 0, remaining: 0 });

    expect(bonfire.stored()).toHaveLength(1);
    expect(bonfire.stored()[0]).toMatchObject({
      bonfire_id: "bf-zoe-e2e",
      episode_body: "The owner committed on 2026-06-04 to ship the onepager, due that evening.",
      source: "text",
    });
    const [after] = await running.owners.get(String(OWNER)).threads.live();
    expect(after!.bonfire_episode_id).toBe("task-1");
    // Recall was asked too (the message is long enough), and a down Bonfire did not hold the turn up.
    // (Later model calls are the scheduled jobs' own, e.g. a silent post draft.)
    expect(model.requests.filter((r) => r.body.tool_choice?.name === "respond")).toHaveLength(1);
  });
});
