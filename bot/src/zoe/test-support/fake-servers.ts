/**
 * The fake Messages API and the fake Bonfire, one of each per test when a test asks for it, both
 * closed after the test whatever it did.
 * Must never: reach the network beyond 127.0.0.1, or outlive the test that started it.
 */
import { afterEach } from "vitest";
import { type FakeAnthropic, type FakeAnthropicOptions, startFakeAnthropic } from "./fake-anthropic.ts";
import { type FakeBonfire, startFakeBonfire } from "./fake-bonfire.ts";

export interface FakeServers {
  /** Starts this test's fake Messages API. */
  model(opts?: FakeAnthropicOptions): Promise<FakeAnthropic>;
  /** Starts this test's fake Bonfire. */
  bonfire(opts?: { apiKey?: string }): Promise<FakeBonfire>;
}

/** Call at the top of a test file: what the returned starters start is closed after each test. */
export function fakeServersEachTest(): FakeServers {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    const closing = open.splice(0);
    await Promise.all(closing.map((s) => s.close()));
  });
  const kept = <T extends { close(): Promise<void> }>(server: T): T => (open.push(server), server);
  return {
    model: async (opts) => kept(await startFakeAnthropic(opts)),
    bonfire: async (opts) => kept(await startFakeBonfire(opts)),
  };
}
