/**
 * Fault family: SIGKILL at random points of a turn. The real `zoe start` (compiled once, see
 * zoe-bundle.ts) against the Telegram emulator and a fake model that takes 50–400 ms and opens a
 * thread per message. Each iteration the owner writes, the process is killed after a random
 * 0–600 ms (receiving, recording, waiting for the model, applying ops, replying, marking done),
 * and a new one starts, which must answer it. Two lanes (own bot, home and process each) run side
 * by side to keep the wall time down. The figures that must hold: every message answered, none
 * twice bar the Bot API's unclosable window (see below), one thread per message.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ThreadStore } from "../threads.ts";
import { ownerDir } from "../storage/files.ts";
import { filesSpace } from "./helpers/storage.ts";
import { startFakeAnthropic, type FakeAnthropic } from "./helpers/fake-anthropic.ts";
import { startTelegramEmulator, type Emulator } from "./helpers/telegram-emulator.ts";
import { zoeStartBundle } from "./helpers/zoe-bundle.ts";
import { runZoe, type ZoeProcess } from "./helpers/zoe-process.ts";

const OWNER = 1001;
/** Kills in all, spread over parallel lanes (each its own bot, home and process). */
const ITERATIONS = Number(process.env.ZOE_SIGKILL_ITERATIONS ?? 50);
const LANES = 2;

let model: FakeAnthropic;
const emus: Emulator[] = [];
const procs: ZoeProcess[] = [];

beforeAll(async () => {
  model = await startFakeAnthropic({
    handler: (body) => {
      const last = body?.messages?.[body.messages.length - 1]?.content;
      const marker = [...String(last ?? "").matchAll(/msg-(\d+)/g)].pop()?.[1] ?? "x";
      return {
        kind: "slow",
        ms: 50 + Math.floor(Math.random() * 350),
        reply: { kind: "tool", name: "respond", input: { reply: `re: msg-${marker}`, thread_ops: [{ op: "open", summary: `task number ${marker}`, due: "tomorrow" }] } },
      };
    },
  });
});

afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  await model?.close();
  for (const e of emus) await e.close();
});

interface LaneResult {
  kills: number;
  unanswered: string[];
  duplicates: string[];
  doubleThreads: string[];
  threads: number;
  others: string[];
}

/** One lane: write, kill at a random point of the turn, restart; the restart must answer it. */
async function lane(script: string, kills: number): Promise<LaneResult> {
  const emu = await startTelegramEmulator();
  emus.push(emu);
  const home = mkdtempSync(path.join(os.tmpdir(), "zoe-sigkill-"));
  const env = {
    TELEGRAM_BOT_TOKEN: emu.token,
    TELEGRAM_API_ROOT: emu.apiRoot,
    ZOE_OWNER_IDS: String(OWNER),
    ANTHROPIC_API_KEY: "test-key-not-a-secret",
    ANTHROPIC_BASE_URL: model.url,
    ZOE_HOME: home,
    ZOE_TZ: "Europe/Berlin",
    LOG_LEVEL: "info",
    ZOE_RETRY_MAX_SECONDS: "0.5",
  };
  const owner = emu.client(OWNER);
  const firstLines = () => owner.messages().map((m) => m.text.split("\n")[0]!);
  const answeredUpTo = async (i: number) => {
    const deadline = Date.now() + 60_000;
    while (!firstLines().includes(`re: msg-${i}`)) {
      if (Date.now() > deadline) throw new Error(`msg-${i} never answered; the owner saw: ${JSON.stringify(firstLines())}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  let live = runZoe(env, [], script);
  procs.push(live);
  await live.waitFor(/Telegram polling started/, 60_000);
  for (let i = 0; i < kills; i++) {
    await owner.send(`msg-${i}: I'll do task number ${i} tomorrow`);
    await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 600)));
    live.child.kill("SIGKILL");
    await live.exited;
    live = runZoe(env, [], script);
    procs.push(live);
    await answeredUpTo(i); // the new process finds what the killed one left
  }
  await live.waitFor(/Telegram polling started/, 60_000);
  await new Promise((r) => setTimeout(r, 1_500)); // anything sent twice would show by now
  live.child.kill("SIGTERM");
  expect(await live.exited).toBe(0);

  const expected = Array.from({ length: kills }, (_, i) => `re: msg-${i}`);
  const lines = firstLines();
  const threads = await new ThreadStore(filesSpace(ownerDir(home, String(OWNER)))).all();
  const perTask = new Map<string, number>();
  for (const t of threads) perTask.set(t.summary, (perTask.get(t.summary) ?? 0) + 1);
  return {
    kills,
    unanswered: expected.filter((e) => !lines.includes(e)),
    duplicates: expected.filter((e) => lines.filter((l) => l === e).length > 1),
    doubleThreads: [...perTask].filter(([, n]) => n > 1).map(([s]) => s),
    threads: threads.length,
    others: lines.filter((l) => !l.startsWith("re: msg-")),
  };
}

describe("SIGKILL at random points of a turn", () => {
  it(`${ITERATIONS} kills: 0 unanswered, 0 duplicate threads, at most 3 replies sent twice`, { timeout: 600_000 }, async () => {
    const script = await zoeStartBundle();
    const per = Math.ceil(ITERATIONS / LANES);
    const results = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(script, i === LANES - 1 ? ITERATIONS - per * (LANES - 1) : per)));
    const sum = (f: (r: LaneResult) => number) => results.reduce((n, r) => n + f(r), 0);
    console.log(
      `SIGKILL loop: ${sum((r) => r.kills)} kills, ${sum((r) => r.unanswered.length)} unanswered, ${sum((r) => r.duplicates.length)} duplicates, ` +
        `${sum((r) => r.doubleThreads.length)} duplicate threads, ${sum((r) => r.threads)} threads`,
    );
    // Duplicates: the Bot API has no idempotency key, so a kill in the moment between Telegram
    // accepting a reply and ZOE noting it re-sends that reply on restart. The window is a few
    // milliseconds (one log append); on a heavily loaded machine 2 of 50 kills landed in it.
    // The bound keeps it that small; unanswered messages and duplicate threads must be 0.
    expect(sum((r) => r.duplicates.length)).toBeLessThanOrEqual(3);
    for (const r of results) {
      expect(r.unanswered).toEqual([]);
      expect(r.doubleThreads).toEqual([]);
      expect(r.others).toEqual([]);
      expect(r.threads).toBe(r.kills);
    }
  });
});
