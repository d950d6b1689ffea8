/**
 * The configuration every end-to-end test starts ZOE with: Telegram through the loopback
 * emulator, the model through the loopback Messages API fake, state in a temporary folder; as a
 * Config for ZOE in the test's process, or as the environment of a `zoe start` process.
 * Must never: point at a real service or carry a real key.
 */
import { loadConfig, type Config } from "../shell/config.ts";
import type { Emulator } from "./telegram-emulator.ts";

export interface E2eSetup {
  emu: Emulator;
  /** The fake model server (anything with a `url`). */
  model: { url: string };
  home: string;
  owner: number | string;
  timeZone: string;
}

/** The environment of an end-to-end ZOE; `extra` adds or overrides variables. */
export function e2eEnv(s: E2eSetup, extra: Record<string, string> = {}): Record<string, string> {
  return {
    TELEGRAM_BOT_TOKEN: s.emu.token,
    TELEGRAM_API_ROOT: s.emu.apiRoot,
    ZOE_OWNER_IDS: String(s.owner),
    ANTHROPIC_API_KEY: "test-key-not-a-secret",
    ANTHROPIC_BASE_URL: s.model.url,
    ZOE_HOME: s.home,
    ZOE_TZ: s.timeZone,
    ...extra,
  };
}

/** A validated Config for an end-to-end test; `extra` adds or overrides variables. */
export function e2eConfig(s: E2eSetup, extra: Record<string, string> = {}): Config {
  return loadConfig(e2eEnv(s, extra));
}
