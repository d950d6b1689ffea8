/**
 * Reproducibility whatever the random ids (issue #13): two follow-ups due at the same minute
 * score the same, and the one taken up first must not depend on the thread ids the random source
 * happened to give. The tie scenario is replayed under each policy twice, once with ids handed
 * out in rising order and once in falling order (the random source is replaced for this file
 * only), and both replays must send the same pushes: a tie broken by id would swap them.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

/** The next ids' direction: 1, rising; -1, falling. */
const ids = vi.hoisted(() => ({ direction: 1 as 1 | -1, counter: 0 }));

vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  const randomBytes = (size: number) => {
    ids.counter += 1;
    const value = ids.direction === 1 ? 1_000_000 + ids.counter * 7_919 : 0xfff00000 - ids.counter * 7_919;
    const out = Buffer.alloc(Math.max(size, 4));
    out.writeUInt32BE(value >>> 0, 0);
    return out.subarray(0, size);
  };
  return { ...real, default: { ...real, randomBytes }, randomBytes };
});

const { DEFAULT_SCENARIOS } = await import("../cli.ts");
const { runScenario } = await import("../harness.ts");
const { loadScenarioDir, parseScenario } = await import("../scenario.ts");
const { replayView } = await import("../../test-support/replay-view.ts");

/** One scenario replayed with ids handed out rising, then falling: the two must send the same. */
async function bothWays(scenario: Parameters<typeof runScenario>[0], policy: "zoe" | "legacy-cron" | "heartbeat") {
  ids.direction = 1;
  const rising = await runScenario(scenario, { policy });
  ids.direction = -1;
  ids.counter = 0;
  const falling = await runScenario(scenario, { policy });
  expect(replayView(falling)).toEqual(replayView(rising));
  return rising.pushes.filter((p) => p.kind === "nudge").map((p) => p.summary);
}

afterEach(() => {
  ids.direction = 1;
  ids.counter = 0;
});

describe("equally urgent follow-ups are taken up in the same order whatever their random ids", async () => {
  const { scenarios } = await loadScenarioDir(DEFAULT_SCENARIOS);
  const tie = scenarios.find((s) => s.name === "tie-same-due-older-first")!;

  for (const policy of ["zoe", "legacy-cron", "heartbeat"] as const) {
    it(`${policy}: the older thread first, with ids rising or falling`, async () => {
      const nudges = await bothWays(tie, policy);
      expect(nudges[0]).toBe("email Jonas the contract");
    });
  }

  // One message opens both: they are as old as each other, so what they are about decides.
  const oneMessage = parseScenario(
    {
      name: "tie-one-message",
      timezone: "Europe/Berlin",
      start: "2026-06-01T08:00:00+02:00",
      end: "2026-06-02T08:00:00+02:00",
      events: [
        {
          at: "2026-06-01T09:00:00+02:00",
          type: "user",
          text: "I'll send the deck and book the room by 5pm",
          respond: { reply: "Noted.", thread_ops: [{ op: "open", summary: "send the deck", due: "today at 17:00" }, { op: "open", summary: "book the room", due: "today at 17:00" }] },
        },
        { at: "2026-06-01T19:00:00+02:00", type: "press", button: "done", about: "deck" },
        { at: "2026-06-01T19:05:00+02:00", type: "press", button: "done", about: "room" },
      ],
    },
    "tie-one-message.json",
  );

  for (const policy of ["zoe", "heartbeat"] as const) {
    it(`${policy}: two follow-ups opened by one message, in the order of what they are about`, async () => {
      const nudges = await bothWays(oneMessage, policy);
      expect(nudges[0]).toBe("book the room");
      expect(nudges).toContain("send the deck");
    });
  }
});
