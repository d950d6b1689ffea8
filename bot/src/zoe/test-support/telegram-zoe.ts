/**
 * ZOE in the test's own process, over the Telegram emulator, with the fake Messages API and a
 * fresh ZOE_HOME: the set-up of the end-to-end tests that drive ZOE as an owner does, written once
 * (start the two servers, start ZOE the way every such test does, tear it all down in order).
 * Must never: reach a real service (e2e-config.ts), or leave a ZOE, a server or a home behind
 * once `close()` has run.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Clock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import type { Config } from "../shell/config.ts";
import { startZoe, type Running, type StartOptions } from "../shell/runtime.ts";
import { e2eConfig } from "./e2e-config.ts";
import { startFakeAnthropic, type FakeAnthropic, type FakeAnthropicOptions } from "./fake-anthropic.ts";
import { startTelegramEmulator, type Emulator } from "./telegram-emulator.ts";

/** How a test starts ZOE on the rig: its clock, variables added to the configuration, and any start option. */
export interface TelegramZoeStart extends Partial<Omit<StartOptions, "config" | "clock">> {
  clock: Clock;
  /** Variables added to (or overriding) the end-to-end configuration. */
  env?: Record<string, string>;
}

export interface TelegramZoe {
  emu: Emulator;
  model: FakeAnthropic;
  /** ZOE_HOME: a fresh temporary folder, removed by `close()`. */
  home: string;
  /** The configuration ZOE starts with here (e2eConfig over this emulator, model and home), `env` added. */
  config(env?: Record<string, string>): Config;
  /**
   * Start ZOE here: a silent log, the scheduler driven by the test (autoSchedule off) and 1 s long
   * polls, so a stop is quick; `opts` adds or overrides. Call again after a stop to restart on the same home.
   */
  start(opts: TelegramZoeStart): Promise<Running>;
  /** Stop every ZOE started here (a stop already made is not repeated), close the fake model and the emulator, remove the home. */
  close(): Promise<void>;
}

/** The emulator, the fake model (`handler`, if given, answers what its queue does not) and the home; ZOE itself starts with `start`. */
export async function startTelegramZoe(
  opts: FakeAnthropicOptions & {
    owner: number;
    /** ZOE_TZ (default Europe/Berlin). */
    timeZone?: string;
    /** The temporary home's name prefix, e.g. "zoe-goals-e2e-". */
    homePrefix: string;
  },
): Promise<TelegramZoe> {
  const emu = await startTelegramEmulator();
  const model = await startFakeAnthropic({ handler: opts.handler });
  const home = mkdtempSync(path.join(os.tmpdir(), opts.homePrefix));
  const started: Running[] = [];
  const config = (env: Record<string, string> = {}) => e2eConfig({ emu, model, home, owner: opts.owner, timeZone: opts.timeZone ?? "Europe/Berlin" }, env);
  return {
    emu,
    model,
    home,
    config,
    async start({ env, ...start }) {
      const running = await startZoe({ config: config(env), logger: silentLogger, autoSchedule: false, pollingTimeoutSec: 1, ...start });
      started.push(running);
      return running;
    },
    async close() {
      for (const running of started.splice(0)) await running.stop();
      await model.close();
      await emu.close();
      await rm(home, { recursive: true, force: true });
    },
  };
}
