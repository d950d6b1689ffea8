/**
 * A crowd of strangers (#37), end to end over the Telegram emulator: 300 strangers write at once,
 * just before the owner asks for /threads. At most STRANGER_NOTICES_PER_HOUR notices go out to all
 * of them together in that hour, the owner's answer does not wait behind them, and the next hour
 * a stranger is told again.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { STRANGER_REPLY } from "../../app.ts";
import { until } from "../../test-support/until.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { STRANGER_NOTICES_PER_HOUR } from "../strangers.ts";

const OWNER = 4343;
const CROWD = 300;

let rig: TelegramZoe;
beforeEach(async () => void (rig = await startTelegramZoe({ owner: OWNER, homePrefix: "zoe-strangers-crowd-" })));
afterEach(async () => rig.close());

describe("a crowd of strangers", () => {
  it("gets a few notices an hour in all, and the owner's /threads is answered meanwhile", async () => {
    const clock = new ManualClock("2026-06-03T08:00:00Z");
    await rig.start({ clock });
    const strangers = Array.from({ length: CROWD }, (_, i) => rig.emu.client(800_000 + i, `Stranger ${i}`));
    const owner = rig.emu.client(OWNER, "Ada");

    await Promise.all(strangers.map((s, i) => s.send(`hello from stranger ${i}`)));
    const asked = performance.now();
    await owner.send("/threads");
    await owner.waitForMessages(1, 20_000);
    const waitedMs = performance.now() - asked;

    const told = () => strangers.filter((s) => s.messages().length > 0);
    await until(() => told().length >= STRANGER_NOTICES_PER_HOUR, "the hour's stranger notices", { timeoutMs: 20_000 });
    await new Promise((r) => setTimeout(r, 1_000)); // nothing more arrives
    expect(told()).toHaveLength(STRANGER_NOTICES_PER_HOUR);
    expect(told().flatMap((s) => s.messages().map((m) => m.text))).toEqual(Array(STRANGER_NOTICES_PER_HOUR).fill(STRANGER_REPLY));
    expect(waitedMs).toBeLessThan(5_000);

    // The next hour, a stranger not told yet is told.
    clock.set("2026-06-03T09:00:00Z");
    const late = strangers.find((s) => s.messages().length === 0)!;
    await late.send("anyone there?");
    expect((await late.waitForMessages(1, 10_000))[0]!.text).toBe(STRANGER_REPLY);
  }, 90_000);
});
