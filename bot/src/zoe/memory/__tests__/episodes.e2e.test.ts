/**
 * Durable memory: thread transitions and key decisions become prose episodes in Bonfire through
 * the PII/secret gate and a file-backed retry queue. Scenarios: the episode's shape, blocked and
 * redacted episodes, no secret or PII ever reaching the server (property test), Bonfire down
 * then up (also across a restart and a crash mid-send) delivering each episode exactly once,
 * /untrack before and after the send, a full queue, and unconfigured Bonfire.
 */
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOUR, ManualClock, MINUTE } from "../../base/clock.ts";
import { Concierge } from "../../conversation/concierge.ts";
import { silentLogger } from "../../base/log.ts";
import { counters } from "../../base/metrics.ts";
import type { ModelClient, ModelResponse } from "../../model/client.ts";
import { Owners, type OwnerContext } from "../../owner.ts";
import { BonfireClient, ownerTag, type BonfireSettings, type CreateResult, type EpisodeInput } from "../bonfire.ts";
import {
  backoffMs,
  decisionProse,
  droppedProse,
  episodeName,
  openedProse,
  resolvedProse,
  retractionProse,
  sourceDescription,
  EpisodeQueue,
  type EpisodeQueueOptions,
} from "../episodes.ts";
import { untrackThread } from "../../threads/transitions.ts";
import type { Thread } from "../../threads/store.ts";
import { startFakeBonfire, type FakeBonfire } from "../../test-support/fake-bonfire.ts";
import { filesOwners, filesSpace, ownerIn } from "../../test-support/storage.ts";

const TZ = "Europe/Berlin";
const START = "2026-06-04T08:00:00Z"; // 10:00 in Berlin
const OWNER = "1001";
const API_KEY = ["bf", "test", "k".repeat(24)].join("-");
const DAY_MS = 24 * HOUR;

let bonfire: FakeBonfire;
const cleanup: Array<() => Promise<void>> = [];

const settings = (pii: "block" | "redact" = "block"): NonNullable<BonfireSettings> => ({
  url: bonfire.url,
  apiKey: API_KEY,
  bonfireId: "bf-zoe-test",
  pii,
});

/** A model that answers every turn with the given `respond` input. */
function scriptedModel(input: unknown): ModelClient {
  return {
    models: { main: "m", gate: "g" },
    async call(): Promise<ModelResponse> {
      return {
        text: "",
        toolCalls: [{ name: "respond", input }],
        usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
        stopReason: "tool_use",
        model: "m",
      };
    },
  };
}

interface World {
  home: string;
  clock: ManualClock;
  owners: Owners;
  owner: OwnerContext;
  memory: EpisodeQueue;
  concierge: Concierge;
  open(summary: string, due?: string): Promise<Thread>;
  untrack(id: string): Promise<void>;
  thread(id: string): Promise<Thread | undefined>;
}

function world(
  opts: { home?: string; clock?: ManualClock; pii?: "block" | "redact"; client?: BonfireClient; model?: ModelClient | null } & Partial<EpisodeQueueOptions> = {},
): World {
  const home = opts.home ?? mkdtempSync(path.join(os.tmpdir(), "zoe-thread-memory-"));
  const clock = opts.clock ?? new ManualClock(START);
  const owners = filesOwners(home);
  const client = opts.client ?? new BonfireClient({ settings: settings(opts.pii), logger: silentLogger });
  const memory = new EpisodeQueue({
    client,
    owners,
    ownerIds: [OWNER],
    clock,
    logger: silentLogger,
    timeZone: TZ,
    random: () => 0.5,
    ...opts,
  });
  cleanup.push(() => memory.close());
  const concierge = new Concierge({ model: opts.model ?? null, clock, logger: silentLogger, timeZone: TZ, hooks: memory.hooks });
  const owner = owners.get(OWNER);
  return {
    home,
    clock,
    owners,
    owner,
    memory,
    concierge,
    async open(summary, due) {
      const [o] = await concierge.applyThreadOps(owner, [{ op: "open", summary, due }], null);
      return o!.thread!;
    },
    // What /untrack does: remove the thread in one transaction, then hand the outcome to the hooks.
    async untrack(id) {
      const o = await owner.threads.transact((threads) => untrackThread(threads, id));
      memory.hooks.onThreadOutcomes!(owner, [o]);
    },
    async thread(id) {
      return (await owner.threads.all()).find((t) => t.id === id);
    },
  };
}

beforeEach(async () => {
  bonfire = await startFakeBonfire({ apiKey: API_KEY });
});

afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
  await bonfire.close();
});

describe("episode prose", () => {
  const t = {
    id: "th-ab12",
    summary: "ship the onepager",
    created_at: "2026-06-04T08:00:00.000Z",
    due_at: "2026-06-04T16:00:00.000Z",
    due_phrase: "today",
  } as Thread;

  it("reads like a note about the owner, with dates in the owner's zone", () => {
    expect(openedProse(t, TZ)).toBe("The owner committed on 2026-06-04 to ship the onepager, due that evening.");
    expect(openedProse({ ...t, due_at: "2026-06-06T08:00:00.000Z" }, TZ)).toBe(
      "The owner committed on 2026-06-04 to ship the onepager, due 2026-06-06 at 10:00.",
    );
    expect(openedProse({ ...t, due_at: null, due_phrase: "someday" }, TZ)).toBe('The owner committed on 2026-06-04 to ship the onepager, due "someday".');
    expect(openedProse({ ...t, due_at: null, due_phrase: null }, TZ)).toBe("The owner committed on 2026-06-04 to ship the onepager.");
    // 23:30 UTC on the 4th is already the 5th in Berlin.
    expect(resolvedProse(t, new Date("2026-06-04T23:30:00Z"), TZ)).toBe("The owner finished 'ship the onepager' on 2026-06-05.");
    expect(droppedProse(t, new Date("2026-06-05T10:00:00Z"), TZ)).toBe("The owner dropped 'ship the onepager' on 2026-06-05; it is no longer planned.");
    expect(decisionProse("keep the launch in June.", new Date(START), TZ)).toBe("The owner decided: keep the launch in June (2026-06-04).");
    expect(retractionProse(["task-1"], "ship the onepager")).toBe(
      "Retraction: the earlier episode task-1 about 'ship the onepager' was recorded by mistake; the owner did not commit to it.",
    );
  });
});

describe("writing episodes", () => {
  it("an opened thread becomes one episode with the documented shape, and its id lands on the thread", async () => {
    const w = world();
    const t = await w.open("ship the onepager", "today");
    await w.memory.idle();
    const [ep] = bonfire.stored();
    expect(bonfire.episodes()).toHaveLength(1);
    expect(ep).toMatchObject({
      bonfire_id: "bf-zoe-test",
      episode_body: "The owner committed on 2026-06-04 to ship the onepager, due that evening.",
      source: "text",
      reference_time: "2026-06-04T08:00:00.000Z",
    });
    expect(ep.name).toMatch(new RegExp(`^zoe [a-p]{10} ${t.id} opened$`));
    expect(ep.name).not.toContain(OWNER);
    const key = bonfire.requests[0]!.headers["idempotency-key"];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(ep.source_description).toContain(`episode key ${key}`);
    expect(bonfire.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect((await w.thread(t.id))!.bonfire_episode_id).toBe("task-1");
  });

  it("resolve and drop are written too; snooze and update are not", async () => {
    const w = world();
    const a = await w.open("ship the onepager", "today");
    const b = await w.open("book the venue", "friday");
    w.clock.advance(DAY_MS);
    await w.concierge.applyThreadOps(w.owner, [{ op: "snooze", id: b.id, until: "monday" }], null);
    await w.concierge.applyThreadOps(w.owner, [{ op: "update", id: b.id, due: "tuesday" }], null);
    await w.concierge.applyThreadOps(w.owner, [{ op: "resolve", id: a.id }], null);
    await w.concierge.applyThreadOps(w.owner, [{ op: "drop", id: b.id }], null);
    await w.memory.idle();
    expect(bonfire.stored().map((e) => e.episode_body)).toEqual([
      "The owner committed on 2026-06-04 to ship the onepager, due that evening.",
      "The owner committed on 2026-06-04 to book the venue, due 2026-06-05 at 18:00.",
      "The owner finished 'ship the onepager' on 2026-06-05.",
      "The owner dropped 'book the venue' on 2026-06-05; it is no longer planned.",
    ]);
    // The thread keeps the episode that opened it.
    expect((await w.thread(a.id))!.bonfire_episode_id).toBe("task-1");
  });

  it("a key decision from a turn is written as 'The owner decided: …'", async () => {
    const w = world({ model: scriptedModel({ reply: "Sounds right.", key_decisions: [{ text: "launch stays in June" }] }) });
    const r = await w.concierge.turn(w.owner, { text: "Let's keep the launch in June, final." });
    expect(r.reply).toBe("Sounds right.");
    await w.memory.idle();
    expect(bonfire.stored().map((e) => e.episode_body)).toEqual(["The owner decided: launch stays in June (2026-06-04)."]);
    expect(bonfire.stored()[0].name).toMatch(/ owner decision$/);
  });

  it("the hook returns before Bonfire answers: the reply never waits for it", async () => {
    await bonfire.down("hang");
    const w = world({ client: new BonfireClient({ settings: settings(), logger: silentLogger, createTimeoutMs: 60_000 }) });
    // Were the send on the reply's path, this would wait for the 60 s write timeout.
    const t = await w.open("ship the onepager", "today");
    expect(t.summary).toBe("ship the onepager");
    await bonfire.waitForEpisodes(1);
    await bonfire.up();
    await w.memory.idle();
  });
});

describe("the PII and secret gate", () => {
  it("a secret in the summary blocks the episode: the reason is on the thread (without the secret) and it is never retried", async () => {
    const key = `sk-ant-api03-${"Xy9".repeat(14)}`;
    const before = counters.get("bonfire.episode_blocked");
    for (const pii of ["block", "redact"] as const) {
      const w = world({ pii });
      const t = await w.open(`rotate ${key} before friday`);
      await w.memory.idle();
      const stored = await w.thread(t.id);
      expect(stored!.episode_blocked).toMatch(/secret \(anthropic_key\)/);
      expect(stored!.episode_blocked).not.toContain(key);
      expect(stored!.bonfire_episode_id).toBeNull();
      w.clock.advance(HOUR);
      expect(await w.memory.flush(w.clock.now(), { ignoreBackoff: true })).toMatchObject({ sent: 0, remaining: 0 });
    }
    expect(bonfire.requests).toHaveLength(0);
    expect(counters.get("bonfire.episode_blocked")).toBe(before + 2);
  });

  it("ZOE's own ids that happen to spell a keyword (goal g-code, thread th-keys, an owner tag ending in 'pin') never block an episode, and go out as written", async () => {
    // Found in CI: a random goal id "g-puks" got "100 subscribers by March" refused as a password.
    let owner = 1;
    while (!ownerTag(String(owner)).endsWith("pin")) owner++;
    const client = new BonfireClient({ settings: settings(), logger: silentLogger });
    const key = "c0de5eed".repeat(4);
    for (const [kind, id] of [["goal_set", "g-code"], ["opened", "th-keys"], ["opened", "th-puks"], ["decision", null]] as const) {
      const ep: EpisodeInput = {
        name: episodeName(String(owner), kind, id),
        body: "The owner set a goal on 2026-06-04: 100 subscribers by March.",
        sourceDescription: sourceDescription(kind, id, key),
        referenceTime: new Date(START),
        idempotencyKey: key,
      };
      const res = await client.createEpisode(ep);
      expect(res, `${ep.name} / ${ep.sourceDescription}`).toMatchObject({ ok: true });
      expect(bonfire.stored().at(-1)).toMatchObject({ name: ep.name, source_description: ep.sourceDescription });
    }
    // The same words from the owner, in the body, still read as a disclosure.
    const res = await client.createEpisode({ name: episodeName(String(owner), "opened", "th-ab12"), body: "The owner's SIM PIN is 4821.", sourceDescription: sourceDescription("opened", "th-ab12", key), referenceTime: new Date(START), idempotencyKey: key });
    expect(res).toMatchObject({ ok: false, kind: "blocked" });
  });

  it("PII blocks by default; ZOE_BONFIRE_PII=redact sends the redacted text instead", async () => {
    const summary = "send the contract to anna.berg@example.org";
    const blocked = world();
    const t = await blocked.open(summary);
    await blocked.memory.idle();
    expect((await blocked.thread(t.id))!.episode_blocked).toBe("blocked: contains PII (email)");
    expect(bonfire.requests).toHaveLength(0);

    const redacting = world({ pii: "redact" });
    await redacting.open(summary);
    await redacting.memory.idle();
    expect(bonfire.stored().map((e) => e.episode_body)).toEqual(["The owner committed on 2026-06-04 to send the contract to [redacted:email]."]);
  });

  describe("property: no generated secret or PII ever reaches Bonfire", () => {
    const digits = (n: number) => fc.string({ unit: fc.constantFrom(..."0123456789".split("")), minLength: n, maxLength: n });
    const alnum = (n: number) =>
      fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".split("")), minLength: n, maxLength: n });
    const luhn = (payload: string) => {
      let sum = 0;
      for (let i = 0; i < payload.length; i++) {
        let d = Number(payload[payload.length - 1 - i]);
        if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      }
      return payload + String((10 - (sum % 10)) % 10);
    };
    type Needle = { kind: "secret" | "pii"; text: string };
    const needle: fc.Arbitrary<Needle> = fc.oneof(
      // Keys are assembled here at run time; none is real.
      alnum(40).map((s) => ({ kind: "secret" as const, text: `sk-ant-api03-${s}` })),
      fc.tuple(fc.constantFrom("", "proj-"), alnum(40)).map(([p, s]) => ({ kind: "secret" as const, text: `sk-${p}${s}9` })),
      fc.tuple(fc.constantFrom("ghp_", "gho_", "ghs_"), alnum(36)).map(([p, s]) => ({ kind: "secret" as const, text: p + s })),
      fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{1,10}(\.[a-z]{2,8})?$/), fc.stringMatching(/^[a-z]{3,10}$/), fc.constantFrom("com", "de", "org", "io"))
        .map(([l, d, tld]) => ({ kind: "pii" as const, text: `${l}@${d}.${tld}` })),
      // (No area opening with 8 or 9: there "+31 87 …", "+49 800 …" are service and business lines the gate lets through.)
      fc
        .tuple(fc.constantFrom("+49", "+44", "+31", "0049"), fc.integer({ min: 10, max: 799 }).filter((a) => !/^[89]/.test(String(a))), digits(7), fc.constantFrom(" ", "-"))
        .map(([cc, area, sub, sep]) => ({ kind: "pii" as const, text: `${cc} ${area}${sep}${sub}` })),
      fc.tuple(fc.integer({ min: 200, max: 999 }), digits(3), digits(4)).map(([a, b, c]) => ({ kind: "pii" as const, text: `(${a}) ${b}-${c}` })),
      fc
        .tuple(fc.constantFrom("4", "51", "52", "55"), fc.boolean())
        .chain(([prefix, spaced]) =>
          digits(15 - prefix.length).map((rest) => {
            const card = luhn(prefix + rest);
            return { kind: "pii" as const, text: spaced ? card.replace(/(\d{4})(?=\d)/g, "$1 ") : card };
          }),
        ),
    );
    const before = fc.constantFrom("call", "email", "pay the invoice with", "send the deck to", "remind me about", "follow up with");
    const after = fc.constantFrom("", "today", "about the lease", "before the board meeting", "re: onboarding");

    let memories: Record<"block" | "redact", World>;
    let owners = 0;

    it("checks every body the fake server recorded, in both modes (numRuns 120)", async () => {
      memories = { block: world({ pii: "block" }), redact: world({ pii: "redact" }) };
      let redactedSent = 0;
      await fc.assert(
        fc.asyncProperty(needle, before, after, fc.constantFrom("block" as const, "redact" as const), async (n, pre, post, mode) => {
          const w = memories[mode];
          // A fresh owner per run, so no summary is ever a duplicate of a live thread.
          const owner = w.owners.get(String(5000 + owners++));
          const summary = `${pre} ${n.text} ${post}`.trim();
          const [o] = await w.concierge.applyThreadOps(owner, [{ op: "open", summary }], null);
          await w.memory.idle();
          const t = (await owner.threads.all()).find((x) => x.id === o!.thread!.id)!;
          const compact = n.text.replace(/[^0-9A-Za-z]/g, "");
          for (const req of bonfire.requests) {
            expect(req.raw).not.toContain(n.text);
            if (/^\d{8,}$/.test(compact)) expect(req.raw.replace(/\D/g, "")).not.toContain(compact);
            else expect(req.raw).not.toContain(compact);
          }
          if (mode === "block" || n.kind === "secret") {
            expect(t.episode_blocked).toMatch(/^blocked: contains /);
          } else {
            expect(t.episode_blocked).toBeNull();
            expect(t.bonfire_episode_id).not.toBeNull();
            redactedSent++;
          }
        }),
        { numRuns: 120 },
      );
      // The redacting path really ran (the property would be vacuous if nothing was ever sent).
      expect(redactedSent).toBeGreaterThan(0);
      expect(bonfire.stored().length).toBe(redactedSent);
      for (const ep of bonfire.stored()) expect(ep.episode_body).toContain("[redacted:");
    }, 180_000);
  });
});

describe("the retry queue", () => {
  it("backs off exponentially with jitter, up to a cap", () => {
    expect(backoffMs(1, () => 0)).toBe(30_000);
    expect(backoffMs(1, () => 1)).toBe(60_000);
    expect(backoffMs(3, () => 0.5)).toBe(3 * MINUTE);
    expect(backoffMs(30, () => 1)).toBe(6 * HOUR);
  });

  it("Bonfire down, then up: each queued episode arrives exactly once, after its backoff", async () => {
    await bonfire.down("refused");
    const w = world();
    const threads = [await w.open("ship the onepager", "today"), await w.open("book the venue"), await w.open("call the printer")];
    await w.memory.idle();
    expect(bonfire.requests).toHaveLength(0);
    await bonfire.up();
    // The hourly tick before the backoff has passed sends nothing.
    expect(await w.memory.flush(w.clock.now())).toMatchObject({ sent: 0, remaining: 3 });
    w.clock.advance(HOUR);
    expect(await w.memory.flush(w.clock.now())).toMatchObject({ sent: 3, remaining: 0 });
    w.clock.advance(HOUR);
    expect(await w.memory.flush(w.clock.now())).toMatchObject({ sent: 0, remaining: 0 });
    const keys = bonfire.requests.map((r) => r.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(3);
    expect(bonfire.stored().map((e) => e.episode_body)).toEqual([
      "The owner committed on 2026-06-04 to ship the onepager, due that evening.",
      "The owner committed on 2026-06-04 to book the venue.",
      "The owner committed on 2026-06-04 to call the printer.",
    ]);
    for (const t of threads) expect((await w.thread(t.id))!.bonfire_episode_id).toMatch(/^task-\d$/);
  });

  it("a restart in between (new instance, same folder) still delivers each episode exactly once", async () => {
    await bonfire.down("503");
    const first = world();
    await first.open("ship the onepager", "today");
    await first.open("book the venue");
    await first.memory.idle();
    await first.memory.close();
    const attemptsWhileDown = bonfire.episodes().length;
    expect(attemptsWhileDown).toBeGreaterThan(0);
    expect(bonfire.stored()).toHaveLength(0);

    await bonfire.up();
    const clock = new ManualClock(new Date(Date.parse(START) + 10 * MINUTE));
    const second = world({ home: first.home, clock });
    // At start, backoff is ignored: a restart is a good moment to try again.
    expect(await second.memory.start()).toMatchObject({ sent: 2, remaining: 0 });
    clock.advance(HOUR);
    expect(await second.memory.flush(clock.now())).toMatchObject({ sent: 0 });
    const third = world({ home: first.home, clock });
    expect(await third.memory.start()).toMatchObject({ sent: 0 });
    const stored = bonfire.stored();
    expect(stored).toHaveLength(2);
    expect(new Set(bonfire.requests.filter((r) => r.status === 200).map((r) => r.headers["idempotency-key"])).size).toBe(2);
  });

  it("a crash after the POST left the episode in flight: the next start does not send it again", async () => {
    /** Sends, then "crashes" before the answer is recorded (the promise never settles). */
    class CrashAfterPost extends BonfireClient {
      override async createEpisode(ep: EpisodeInput): Promise<CreateResult> {
        await super.createEpisode(ep);
        return new Promise<CreateResult>(() => undefined);
      }
    }
    const crashing = new CrashAfterPost({ settings: settings(), logger: silentLogger });
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-thread-memory-crash-"));
    const owners = filesOwners(home);
    const dead = new EpisodeQueue({ client: crashing, owners, ownerIds: [OWNER], clock: new ManualClock(START), logger: silentLogger, timeZone: TZ });
    const concierge = new Concierge({ model: null, clock: new ManualClock(START), logger: silentLogger, timeZone: TZ, hooks: dead.hooks });
    await concierge.applyThreadOps(owners.get(OWNER), [{ op: "open", summary: "ship the onepager", due: "today" }], null);
    await bonfire.waitForEpisodes(1);
    cleanup.push(() => crashing.close());

    const clock = new ManualClock(new Date(Date.parse(START) + HOUR));
    const restarted = world({ home, clock });
    const before = counters.get("bonfire.episode_uncertain");
    const report = await restarted.memory.start();
    expect(report).toMatchObject({ sent: 0, uncertain: 1, remaining: 0 });
    clock.advance(HOUR);
    await restarted.memory.flush(clock.now(), { ignoreBackoff: true });
    expect(bonfire.episodes()).toHaveLength(1);
    expect(counters.get("bonfire.episode_uncertain")).toBe(before + 1);
    const queue = await restarted.memory.queue(restarted.owner).read();
    expect(queue.ledger.map((e) => e.outcome)).toEqual(["uncertain"]);
  });

  it("a full queue drops the oldest episodes, counted", async () => {
    await bonfire.down("refused");
    const w = world({ queueLimit: 3 });
    const before = counters.get("bonfire.queue_overflow");
    for (const s of ["one", "two", "three", "four", "five"]) await w.open(`write chapter ${s}`);
    await w.memory.idle();
    expect(counters.get("bonfire.queue_overflow")).toBe(before + 2);
    expect((await w.memory.queue(w.owner).read()).overflowDropped).toBe(2);
    await bonfire.up();
    w.clock.advance(HOUR);
    await w.memory.flush(w.clock.now());
    expect(bonfire.stored().map((e) => e.episode_body)).toEqual([
      "The owner committed on 2026-06-04 to write chapter three.",
      "The owner committed on 2026-06-04 to write chapter four.",
      "The owner committed on 2026-06-04 to write chapter five.",
    ]);
  });
});

describe("/untrack", () => {
  it("an episode still queued is removed and never sent", async () => {
    await bonfire.down("refused");
    const w = world();
    const t = await w.open("ship the onepager", "today");
    await w.memory.idle();
    await w.untrack(t.id);
    await w.memory.idle();
    await bonfire.up();
    w.clock.advance(2 * HOUR);
    expect(await w.memory.flush(w.clock.now(), { ignoreBackoff: true })).toMatchObject({ sent: 0, remaining: 0 });
    expect(bonfire.requests).toHaveLength(0);
  });

  it("an episode already sent is followed by a retraction that names it", async () => {
    const w = world();
    const t = await w.open("ship the onepager", "today");
    await w.memory.idle();
    expect(bonfire.stored()).toHaveLength(1);
    w.clock.advance(5 * MINUTE);
    await w.untrack(t.id);
    await w.memory.idle();
    const bodies = bonfire.stored().map((e) => e.episode_body);
    expect(bodies).toEqual([
      "The owner committed on 2026-06-04 to ship the onepager, due that evening.",
      "Retraction: the earlier episode task-1 about 'ship the onepager' was recorded by mistake; the owner did not commit to it.",
    ]);
    expect(bonfire.stored()[1].name).toMatch(new RegExp(` ${t.id} retraction$`));
    w.clock.advance(HOUR);
    expect(await w.memory.flush(w.clock.now(), { ignoreBackoff: true })).toMatchObject({ sent: 0 });
    expect(bonfire.stored()).toHaveLength(2);
  });

  it("a retraction waits out Bonfire being down like any other episode", async () => {
    const w = world();
    const t = await w.open("ship the onepager", "today");
    await w.memory.idle();
    await bonfire.down("503");
    await w.untrack(t.id);
    await w.memory.idle();
    await bonfire.up();
    w.clock.advance(HOUR);
    expect(await w.memory.flush(w.clock.now())).toMatchObject({ sent: 1, remaining: 0 });
    expect(bonfire.stored().map((e) => e.episode_body)[1]).toMatch(/^Retraction: the earlier episode task-1 /);
  });
});

describe("unconfigured Bonfire", () => {
  it("hooks, flush and recall are no-ops; no queue file is written", async () => {
    const w = world({ client: new BonfireClient({ settings: null, logger: silentLogger }), model: scriptedModel({ reply: "ok", key_decisions: [{ text: "x" }] }) });
    expect(w.memory.enabled).toBe(false);
    const t = await w.open("ship the onepager", "today");
    await w.concierge.turn(w.owner, { text: "we decided to keep the launch in June" });
    await w.memory.idle();
    expect(await w.memory.flush(w.clock.now())).toEqual({ sent: 0, deferred: 0, dropped: 0, uncertain: 0, remaining: 0 });
    expect(await w.memory.hooks.recall!(w.owner, "what did I commit to this week?")).toEqual([]);
    expect(existsSync(path.join(w.home, "owners", OWNER, "bonfire-queue.json"))).toBe(false);
    expect((await w.thread(t.id))!.bonfire_episode_id).toBeNull();
    expect(bonfire.requests).toHaveLength(0);
  });
});

describe("goal episodes", () => {
  it("goal set, achieved and dropped become episodes through the same gate; the episode id lands on the goal", async () => {
    const w = world();
    const [set] = await w.concierge.applyGoalOps(w.owner, [{ op: "set", text: "ship the album" }], null);
    const [other] = await w.concierge.applyGoalOps(w.owner, [{ op: "set", text: "run a half marathon" }], null);
    w.clock.advance(DAY_MS);
    await w.concierge.applyGoalOps(w.owner, [{ op: "achieve", id: set!.goal!.id }, { op: "drop", id: other!.goal!.id }], null);
    await w.memory.idle();
    expect(bonfire.stored().map((e) => e.episode_body)).toEqual([
      "The owner set a goal on 2026-06-04: ship the album.",
      "The owner set a goal on 2026-06-04: run a half marathon.",
      "The owner achieved the goal 'ship the album' on 2026-06-05.",
      "The owner dropped the goal 'run a half marathon' on 2026-06-05; it is no longer pursued.",
    ]);
    expect(bonfire.stored()[0]!.name).toMatch(new RegExp(`^zoe [a-p]{10} ${set!.goal!.id} goal_set$`));
    expect((await w.owner.goals.all()).find((g) => g.id === set!.goal!.id)!.bonfire_episode_id).toBe("task-1");
  });

  it("a secret in a goal blocks its episode (the reason is on the goal, never the secret); undoing a sent goal retracts it", async () => {
    const key = `sk-ant-api03-${"Xy9".repeat(14)}`;
    const w = world();
    const [bad] = await w.concierge.applyGoalOps(w.owner, [{ op: "set", text: `rotate ${key} everywhere` }], null);
    await w.memory.idle();
    const stored = (await w.owner.goals.all()).find((g) => g.id === bad!.goal!.id)!;
    expect(stored.episode_blocked).toMatch(/secret/);
    expect(stored.episode_blocked).not.toContain(key);
    expect(bonfire.requests).toHaveLength(0);

    const [good] = await w.concierge.applyGoalOps(w.owner, [{ op: "set", text: "ship the album" }], null);
    await w.memory.idle();
    await w.concierge.applyGoalOps(w.owner, [{ op: "undo", id: good!.goal!.id }], null);
    await w.memory.idle();
    expect(bonfire.stored().map((e) => e.episode_body)).toEqual([
      "The owner set a goal on 2026-06-04: ship the album.",
      "Retraction: the earlier episode task-1 about 'ship the album' was recorded by mistake; the owner did not commit to it.",
    ]);
  });
});
