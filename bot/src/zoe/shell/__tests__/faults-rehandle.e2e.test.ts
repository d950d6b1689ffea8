/**
 * Fault family: a turn handled again after a crash at any step applies every side effect once.
 * One owner message whose model answer does everything a turn can (opens a thread, sets a goal,
 * appends to memory, makes ZOE quieter, records a key decision for Bonfire) is handled through
 * the real runtime, the Telegram emulator and the fake Messages API. Reference: one clean
 * handling. Then, for every k, a fresh ZOE crashes at the k-th state write of that turn (the
 * write and everything after it never happen, Telegram takes nothing more: a SIGKILL there), and
 * a restart on the same ZOE_HOME handles the message again from the durable inbox. The owner's
 * state and what the owner saw must be exactly those of the single handling.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { Memory } from "../../memory/blocks.ts";
import { startZoe, type Running } from "../runtime.ts";
import { filesStorage, ownerDir } from "../../storage/files.ts";
import type { AppendLog, Claims, Document, Space, Storage, TextDocuments } from "../../storage/port.ts";
import { e2eConfig } from "../../test-support/e2e-config.ts";
import { filesSpace } from "../../test-support/storage.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { startFakeBonfire, type FakeBonfire } from "../../test-support/fake-bonfire.ts";
import { startTelegramEmulator, type Emulator, type EmuUser } from "../../test-support/telegram-emulator.ts";
import { until } from "../../test-support/until.ts";
import { nudgeButtons } from "../../threads/ack.ts";
import { t } from "../../lang/i18n.ts";
import { Inbox, MAX_ATTEMPTS } from "../../conversation/inbox.ts";

const OWNER = 4242;
const TZ = "Europe/Berlin";
const T0 = "2026-06-03T08:00:00Z";
const BONFIRE_KEY = ["bf", "rehandle", "k".repeat(24)].join("-");
/**
 * How long one handling (or its rerun after a restart) may take: a press goes through polling
 * (1 s), the turn and the reply; on a machine shared by a dozen test processes that took over the
 * default 20 s once, where it takes under one alone.
 */
const LOADED_WAIT_MS = 60_000;
const MESSAGE = "Decided: we go with Hetzner. I'll send Sam the contract tomorrow. Goal: 100 subscribers by March. Fewer nudges please.";

let model: FakeAnthropic;
let bonfire: FakeBonfire;
const homes: string[] = [];

beforeAll(async () => {
  model = await startFakeAnthropic({
    handler: () => ({
      kind: "tool",
      name: "respond",
      input: {
        reply: "Hetzner it is.",
        thread_ops: [{ op: "open", summary: "send Sam the contract", due: "tomorrow" }],
        goal_ops: [{ op: "set", text: "100 subscribers by March" }],
        memory_ops: [
          { block: "working", op: "append", text: "Hosting: Hetzner." },
          { block: "working", op: "append", text: "Sam gets the contract." },
        ],
        gate_ops: [{ op: "quieter", scope: "all" }],
        key_decisions: [{ text: "Hosting goes to Hetzner." }],
      },
    }),
  });
  bonfire = await startFakeBonfire({ apiKey: BONFIRE_KEY });
  await bonfire.down("refused"); // episodes stay in the owner's queue, where they can be counted
});

afterAll(async () => {
  await model?.close();
  await bonfire?.close();
  for (const h of homes) await rm(h, { recursive: true, force: true });
});

/** Thrown by a write at or after the crash point: nothing more reaches the disk. */
class Crash extends Error {}

/** A document transaction a process is killed right before committing: the document's name and the value it would commit. */
type CrashIf = (name: string, value: unknown) => boolean;

/**
 * The files backend, counting every write to the owner's state once armed, and failing the k-th
 * and every later one (as a process killed right before that write), or the first document
 * transaction that `crashIf` picks by what it would commit and every write after it.
 */
class CrashingStorage {
  writes = 0;
  private crashAt = Infinity;
  private armed = false;
  crashed = false;
  constructor(
    readonly inner: Storage,
    private readonly onCrash: () => void,
    private readonly crashIf?: CrashIf,
  ) {}

  /** A transaction's function, failing once it built a value `crashIf` picks (nothing is committed then). */
  private watch<T, R>(name: string, fn: (value: T) => R | Promise<R>): (value: T) => Promise<R> {
    return async (value) => {
      const result = await fn(value);
      if (this.armed && !this.crashed && this.crashIf?.(name, value)) {
        this.crashed = true;
        this.onCrash();
        throw new Crash("crashed");
      }
      return result;
    };
  }

  arm(crashAt = Infinity): void {
    this.armed = true;
    this.crashAt = crashAt;
  }

  private write<R>(run: () => Promise<R>): Promise<R> {
    if (this.crashed) return Promise.reject(new Crash("crashed"));
    if (this.armed && ++this.writes >= this.crashAt) {
      this.crashed = true;
      this.onCrash();
      return Promise.reject(new Crash("crashed"));
    }
    return run();
  }

  storage(): Storage {
    const inner = this.inner;
    const self = this;
    const space = (s: Space): Space => ({
      notices: { pending: () => s.notices.pending(), delivered: (ids) => self.write(() => s.notices.delivered(ids)) },
      document<T>(spec: Parameters<Space["document"]>[0] & object) {
        const d = s.document(spec) as Document<T>;
        return { read: () => d.read(), update: (fn) => self.write(() => d.update(self.watch(spec.name, fn))), keepCopy: (l) => d.keepCopy(l) } as Document<T>;
      },
      log<T>(spec: Parameters<Space["log"]>[0] & object) {
        const l = s.log(spec) as AppendLog<T>;
        return {
          append: (r) => self.write(() => l.append(r)),
          appendMany: (r) => self.write(() => l.appendMany(r)),
          readAll: () => l.readAll(),
          retain: (k) => self.write(() => l.retain(k)),
        } as AppendLog<T>;
      },
      claims(name) {
        const c = s.claims(name);
        const wrapped: Claims = {
          claim: (k, at, lease) => self.write(() => c.claim(k, at, lease)),
          has: (k) => c.has(k),
          release: (k) => self.write(() => c.release(k)),
          cleanup: (now, max) => self.write(() => c.cleanup(now, max)),
        };
        return wrapped;
      },
      texts(name) {
        const t = s.texts(name);
        const wrapped: TextDocuments = { read: (n, f) => t.read(n, f), update: (n, fn, f) => self.write(() => t.update(n, fn, f)), locate: (n) => t.locate(n) };
        return wrapped;
      },
    });
    const owners = new Map<string, Space>();
    return {
      kind: inner.kind,
      location: inner.location,
      shared: inner.shared,
      owner: (id) => owners.get(id) ?? owners.set(id, space(inner.owner(id))).get(id)!,
    };
  }
}

interface Outcome {
  writes: number;
  saw: string[];
  state: Record<string, unknown>;
}

/** The owner's state as files, ids numbered in order of appearance, the inbox's own books left out. */
function snapshot(home: string): Record<string, unknown> {
  const dir = ownerDir(home, String(OWNER));
  const out: Record<string, unknown> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(dir, full)] = readFileSync(full, "utf8");
    }
  };
  walk(dir);
  // The inbox's attempt count and journal, and the model-usage log, record the crash itself.
  for (const k of Object.keys(out)) if (/^inbox|^usage|\.bak$|\.lock|archive\.jsonl$/.test(k)) delete out[k];
  const queue = JSON.parse(String(out["bonfire-queue.json"] ?? '{"items":[]}')) as { items: Array<{ kind: string; body: string }> };
  out["bonfire-queue.json"] = queue.items.map((i) => `${i.kind}: ${i.body}`).sort();
  return numberIds(out);
}

/** Thread, goal and push ids (random) numbered in order of appearance, so two runs compare. */
function numberIds<T>(value: T): T {
  const ids = new Map<string, string>();
  const text = JSON.stringify(value).replace(
    /\b(th|g)-[a-z0-9]{4,8}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
    (id, kind: string | undefined) => ids.get(id) ?? (ids.set(id, `${kind ?? "uuid"}-#${ids.size + 1}`), ids.get(id)!),
  );
  return JSON.parse(text) as T;
}

/** What the owner does (after `setup`, which runs before the crash counter is armed). */
interface Scenario {
  setup?: (running: Running) => Promise<void>;
  act: (owner: EmuUser) => Promise<unknown>;
}

/** A model turn that does everything a turn can. */
const TURN: Scenario = { act: (owner) => owner.send(MESSAGE) };
/** "Not yet" on a follow-up: a snooze, its count, the push answered. */
const NOT_YET: Scenario = {
  async setup(r) {
    const me = r.zoe.owner(String(OWNER));
    const [o] = await r.concierge.applyThreadOps(me, [{ op: "open", summary: "ship the onepager", due: "today" }], null);
    await r.zoe.push(String(OWNER), { text: "Did the onepager happen?", buttons: nudgeButtons(o!.thread!.id) }, { kind: "nudge", threadId: o!.thread!.id, reason: "due" });
  },
  act: (owner) => {
    const id = /t:n:(th-[a-z0-9]+)/.exec(JSON.stringify(owner.messages()[0]?.buttons))![1]!;
    return owner.press(`t:n:${id}`);
  },
};
/** A command that changes a setting. */
const MODE: Scenario = { act: (owner) => owner.send("/mode quiet") };

/** A fresh home and Telegram for one test run: the owner's client, a way to play dead, and a start of ZOE on a given storage. */
async function freshRun(prefix: string) {
  const emu: Emulator = await startTelegramEmulator();
  const home = mkdtempSync(path.join(os.tmpdir(), prefix));
  homes.push(home);
  const clock = new ManualClock(T0);
  const config = e2eConfig({ emu, model, home, owner: OWNER, timeZone: TZ }, { BONFIRE_API_URL: bonfire.url, BONFIRE_API_KEY: BONFIRE_KEY, BONFIRE_ID: "bf-zoe-rehandle" });
  return {
    emu,
    home,
    owner: emu.client(OWNER, "Ada"),
    // From the crash on, Telegram takes nothing more from this process (it is dead).
    dead: () => emu.failNext("sendMessage", { status: 403, body: { ok: false, error_code: 403, description: "Forbidden: the process is dead" } }, 1_000),
    start: (storage: Storage) => startZoe({ config, logger: silentLogger, clock, storage, autoSchedule: false, pollingTimeoutSec: 1, inboxRetryMs: 200 }),
  };
}

/** One owner action through a ZOE that crashes at its `crashAt`-th state write (Infinity: never). */
async function handleOnce(scenario: Scenario, crashAt: number): Promise<Outcome> {
  const { emu, home, owner, dead, start } = await freshRun("zoe-rehandle-");
  const crashing = new CrashingStorage(filesStorage(home, silentLogger), dead);
  let running: Running | null = await start(crashing.storage());
  try {
    await scenario.setup?.(running);
    const before = owner.messages().length;
    crashing.arm(crashAt);
    await scenario.act(owner);
    const inbox = () => running!.zoe.owner(String(OWNER)).inbox.pending();
    // What the wait saw last is in its timeout's message: a slow machine and a stuck turn read apart.
    const progress = async () => ({ crashed: crashing.crashed, pending: (await inbox()).length, newMessages: owner.messages().length - before });
    await until(progress, (p) => p.crashed || (p.pending === 0 && p.newMessages > 0), "the turn handled or crashed", { timeoutMs: LOADED_WAIT_MS });
    await running.stop().catch(() => undefined);
    running = null;
    if (crashing.crashed) {
      emu.clearFailures();
      running = await start(filesStorage(home, silentLogger));
      const box = running.zoe.owner(String(OWNER)).inbox;
      await until(
        async () => ({ entries: (await box.all()).length, pending: (await box.pending()).length }),
        (b) => b.entries > 0 && b.pending === 0,
        "the message handled again after the restart",
        { timeoutMs: LOADED_WAIT_MS },
      );
      await running.stop();
      running = null;
    }
    // Durable-memory work runs in the background: let it settle before reading the queue.
    await new Promise((r) => setTimeout(r, 100));
    return { writes: crashing.writes, saw: numberIds(owner.messages().map((m) => m.text)), state: snapshot(home) };
  } finally {
    await running?.stop().catch(() => undefined);
    await emu.close();
  }
}

describe("handled again after a crash at any step", () => {
  it("a model turn: thread, goal, memory, 'quieter', key decision, reply — each exactly once", { timeout: 300_000 }, async () => {
    const reference = await handleOnce(TURN, Infinity);
    expect(reference.saw).toHaveLength(1);
    expect(reference.saw[0]).toMatch(/^Hetzner it is\./);
    // Every side effect is in the reference, so a doubled one would show.
    const settings = JSON.parse(String(reference.state["settings.json"])) as { thresholdOffset: number };
    expect(settings.thresholdOffset).toBeGreaterThan(0);
    expect(reference.state["bonfire-queue.json"]).toEqual(expect.arrayContaining([expect.stringMatching(/^decision: /), expect.stringMatching(/^opened: /), expect.stringMatching(/^goal_set: /)]));
    expect(String(reference.state["memory/working.md"])).toContain("Hosting: Hetzner.\nSam gets the contract.");
    const turns = await allTurns(homes[homes.length - 1]!);
    expect(turns.map((t) => t[0])).toEqual(["turn:m:4242:1", "turn:m:4242:1:reply"]);
    await crashEverywhere(TURN, reference, turns);
  });

  it("a 'not yet' button: one snooze (snooze_count 1), the follow-up answered once", { timeout: 300_000 }, async () => {
    const reference = await handleOnce(NOT_YET, Infinity);
    expect(reference.saw[1]).toMatch(/^Okay, not yet\./);
    expect(String(reference.state["threads.json"])).toMatch(/"snooze_count": ?1\b/);
    await crashEverywhere(NOT_YET, reference, await allTurns(homes[homes.length - 1]!));
  });

  it("/mode quiet: set once, confirmed once", { timeout: 300_000 }, async () => {
    const reference = await handleOnce(MODE, Infinity);
    expect(String(reference.state["settings.json"])).toMatch(/"mode": ?"quiet"/);
    await crashEverywhere(MODE, reference, await allTurns(homes[homes.length - 1]!));
  });
});

describe("a message that crashes ZOE again and again", () => {
  const gaveUp = t("en", "app.gaveUp");

  it(`killed mid-turn on every try: given up on start ${MAX_ATTEMPTS + 1} with one apology, and never tried again`, { timeout: 120_000 }, async () => {
    // Killed as the turn stores the owner's words, on each of the first MAX_ATTEMPTS starts.
    const midTurn: CrashIf = (name) => name === "recent-turns";
    const run = await startsOver([...Array<CrashIf>(MAX_ATTEMPTS).fill(midTurn), null]);
    expect(run.crashed).toEqual([...Array<boolean>(MAX_ATTEMPTS).fill(true), false]);
    // The apology and nothing else: the last start did not run the turn again.
    expect(run.saw).toEqual([gaveUp]);
    expect(run.pending).toBe(0);
  });

  it(`answered, then killed before it was marked done, ${MAX_ATTEMPTS} times: finished on the next start without an apology or a second answer`, { timeout: 120_000 }, async () => {
    // Killed as the inbox would record the message handled (its reply already out), on each of the first MAX_ATTEMPTS starts.
    const atFinish: CrashIf = (name, value) => name === "inbox" && ((value as { done?: unknown[] }).done?.length ?? 0) > 0;
    const run = await startsOver([...Array<CrashIf>(MAX_ATTEMPTS).fill(atFinish), null]);
    expect(run.crashed).toEqual([...Array<boolean>(MAX_ATTEMPTS).fill(true), false]);
    // The last start handled the message again (its reply found already out, so not sent twice):
    // each try got the answer out, so none of them counts against the message.
    expect(run.modelCalls.at(-1)).toBeGreaterThan(run.modelCalls.at(-2)!);
    expect(run.saw).toHaveLength(1);
    expect(run.saw[0]).toMatch(/^Hetzner it is\./);
    expect(run.pending).toBe(0);
  });
});

/**
 * ZOE started once per entry of `plan` on one home, each start crashing where its entry says
 * (null: it does not crash); the owner writes MESSAGE once, to the first. Each start runs until
 * the message is handled or the process crashed.
 */
async function startsOver(plan: Array<CrashIf | null>): Promise<{ saw: string[]; crashed: boolean[]; modelCalls: number[]; pending: number }> {
  const { emu, home, owner, dead, start } = await freshRun("zoe-poison-");
  const crashed: boolean[] = [];
  const modelCalls: number[] = [];
  try {
    for (const [i, crashIf] of plan.entries()) {
      const crashing = new CrashingStorage(filesStorage(home, silentLogger), dead, crashIf ?? undefined);
      crashing.arm();
      const running = await start(crashing.storage());
      try {
        if (i === 0) await owner.send(MESSAGE);
        const box = running.zoe.owner(String(OWNER)).inbox;
        await until(async () => crashing.crashed || ((await box.all()).length > 0 && (await box.pending()).length === 0), `start ${i + 1}: the message handled, or the crash`);
      } finally {
        await running.stop().catch(() => undefined);
        emu.clearFailures();
      }
      crashed.push(crashing.crashed);
      modelCalls.push(model.requests.length);
    }
    const pending = await new Inbox(filesSpace(ownerDir(home, String(OWNER)))).pending();
    return { saw: owner.messages().map((m) => m.text), crashed, modelCalls, pending: pending.length };
  } finally {
    await emu.close();
  }
}

async function allTurns(home: string): Promise<string[][]> {
  return numberIds((await new Memory(filesSpace(ownerDir(home, String(OWNER)))).allTurns()).map((t) => [t.id, t.text]));
}

/** Crash at each of the reference's writes in turn; every run ends as the reference did. */
async function crashEverywhere(scenario: Scenario, reference: Outcome, turns: string[][]): Promise<void> {
  expect(reference.writes).toBeGreaterThan(2);
  for (let k = 1; k <= reference.writes; k++) {
    const crashed = await handleOnce(scenario, k);
    expect({ k, saw: crashed.saw }).toEqual({ k, saw: reference.saw });
    expect({ k, state: crashed.state }).toEqual({ k, state: reference.state });
    expect({ k, turns: await allTurns(homes[homes.length - 1]!) }).toEqual({ k, turns });
  }
  console.log(`handled again after a crash at each of its ${reference.writes} state writes: state and replies as one handling`);
}
