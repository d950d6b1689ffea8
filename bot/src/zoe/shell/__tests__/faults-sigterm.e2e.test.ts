/**
 * Fault family: SIGTERM during a slow turn. The real `zoe start` process with a model that never
 * answers: it stops within 10 s with exit code 0, sends no half-answer, and the message it was
 * working on is answered (once) after the restart.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { e2eEnv } from "../../test-support/e2e-config.ts";
import { startFakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { startTelegramEmulator } from "../../test-support/telegram-emulator.ts";
import { until } from "../../test-support/until.ts";
import { processRig, runZoe } from "../../test-support/zoe-process.ts";

const OWNER = 1001;
const rig = processRig();

describe("SIGTERM", { timeout: 120_000 }, () => {
  it("during a turn whose model hangs: exit 0 in under 10 s, no reply yet; the restart answers it once", async () => {
    const emu = rig.emu = await startTelegramEmulator();
    const model = rig.model = await startFakeAnthropic({ handler: () => ({ kind: "hang" }) });
    const env = e2eEnv({ emu, model, home: mkdtempSync(path.join(os.tmpdir(), "zoe-sigterm-")), owner: OWNER, timeZone: "Europe/Berlin" }, {
      LOG_LEVEL: "info",
      ZOE_TURN_DEADLINE_SECONDS: "120", // the deadline must not be what ends it
    });
    const first = runZoe(env);
    rig.procs.push(first);
    await first.waitFor(/Telegram polling started/);
    const owner = emu.client(OWNER);
    await owner.send("what's first today?");
    await until(() => model!.requests.length > 0, "the model call");

    const t0 = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const stopMs = Date.now() - t0;
    expect(stopMs).toBeLessThan(10_000);
    expect(owner.messages()).toHaveLength(0);

    model.setHandler(() => ({ kind: "tool", name: "respond", input: { reply: "Start with the onepager." } }));
    const second = runZoe(env);
    rig.procs.push(second);
    const [reply] = await owner.waitForMessages(1, 25_000);
    expect(reply!.text).toBe("Start with the onepager.");
    await new Promise((r) => setTimeout(r, 500));
    expect(owner.messages()).toHaveLength(1);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });
});
