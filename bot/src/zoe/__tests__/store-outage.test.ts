/**
 * The store out of reach in the middle of a turn (a database restarting or failing over, a pool
 * with no connection free in time): the owner's message is kept, not apologised for and dropped.
 * No reply goes out while the store is down, the inbox entry stays pending with a backoff, and
 * when the message comes round again (the channel's redelivery, or the inbox drain) it is answered
 * once and its commitment tracked. A failure that is not the store's passing (a bug) is still
 * told to the owner at once. The real PostgreSQL errors are classified in
 * storage/__tests__/postgres-unavailable.e2e.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import { KeptForLaterError, type Inbound } from "../channels/index.ts";
import { loadConfig } from "../shell/config.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { openStorage, type Document, type DocumentSpec, type Space, type Storage } from "../storage/index.ts";
import { CaptureChannel } from "../test-support/capture-channel.ts";
import { recordedConversation } from "../test-support/conversation.ts";

const OWNER = "4242";

/** What the store throws while it is down: node-postgres's own words and codes. */
const FAULTS: Record<string, () => Error> = {
  "no connection free in time": () => new Error("timeout exceeded when trying to connect"),
  "a server failing over": () => Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
  "a refused connection": () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
};

/** The memory backend, whose owners' `threads` document fails every write while `down` says so. */
function storageWithOutage(down: { fault: (() => Error) | null }): Storage {
  const inner = openStorage({ kind: "memory", home: "", logger: silentLogger });
  const wrap = (space: Space): Space => ({
    notices: space.notices,
    claims: (name) => space.claims(name),
    texts: (name) => space.texts(name),
    log: (spec) => space.log(spec),
    document: <T,>(spec: DocumentSpec<T>): Document<T> => {
      const doc = space.document(spec);
      if (spec.name !== "threads") return doc;
      return {
        read: () => doc.read(),
        keepCopy: (label) => doc.keepCopy(label),
        update: (fn) => (down.fault ? Promise.reject(down.fault()) : doc.update(fn)),
      };
    },
  });
  return { kind: inner.kind, location: inner.location, owner: (id) => wrap(inner.owner(id)), shared: inner.shared };
}

let home: string;
let running: Running | null = null;
let chat: CaptureChannel;
const down: { fault: (() => Error) | null } = { fault: null };

beforeEach(async () => {
  down.fault = null;
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-store-outage-"));
  const clock = new ManualClock("2026-06-04T08:00:00Z");
  chat = new CaptureChannel({ clock, name: "capture", owner: OWNER });
  const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "silent" });
  running = await startZoe({ config, logger: silentLogger, clock, model: null, ownerIds: [OWNER], channels: [chat], autoSchedule: false, inboxRetryMs: 3_600_000, storage: storageWithOutage(down) });
});

afterEach(async () => {
  await running?.stop();
  running = null;
  rmSync(home, { recursive: true, force: true });
});

/** The owner's message as a channel hands it over: with its idempotency key, so the inbox keeps it. */
const message = (text: string, n: number): Inbound => ({
  kind: "text",
  userId: OWNER,
  address: { channel: "capture", chat: OWNER },
  at: new Date("2026-06-04T08:00:00Z"),
  text,
  messageId: `m${n}`,
  key: `capture:m:${OWNER}:${n}`,
});

describe("the store out of reach mid-turn", () => {
  for (const [name, fault] of Object.entries(FAULTS)) {
    it(`${name}: no apology, the message kept; when it comes round again it is answered once and tracked`, async () => {
      const zoe = running!.zoe;
      const owner = zoe.owner(OWNER);
      const said = message("I'll send the deck to Maria by friday", 1);
      down.fault = fault;
      const during = recordedConversation();
      await expect(zoe.handle(said, during)).rejects.toBeInstanceOf(KeptForLaterError); // the channel records it as handled
      expect(during.replies).toEqual([]);
      const pending = await owner.inbox.pending();
      expect(pending.map((e) => e.key)).toEqual([said.key]);
      expect(pending[0]!.retryAt).toBeDefined(); // the drain tries it after a backoff
      expect(pending[0]!.attempts).toBe(0); // the store's outage is not held against the message
      expect(await owner.threads.live()).toEqual([]);

      down.fault = null;
      const after = recordedConversation();
      await zoe.handle(said, after); // a redelivery (or the drain, below) runs the turn again
      expect(after.replies).toHaveLength(1);
      expect(after.replies[0]).toMatch(/send the deck to Maria/i);
      expect(after.replies[0]).not.toMatch(/went wrong/i);
      expect((await owner.threads.live()).map((t) => t.summary)).toEqual([expect.stringMatching(/send the deck to Maria/i)]);
      expect(await owner.inbox.pending()).toEqual([]);
    });
  }

  it("the inbox drain answers a kept message on its channel once its backoff has passed, and a second drain says nothing", async () => {
    const zoe = running!.zoe;
    down.fault = FAULTS["a server failing over"]!;
    await expect(zoe.handle(message("I'll send the deck to Maria by friday", 3), recordedConversation())).rejects.toBeInstanceOf(KeptForLaterError);
    down.fault = null;
    const retryAt = Date.parse((await zoe.owner(OWNER).inbox.pending())[0]!.retryAt!);
    await expect.poll(() => Date.now() >= retryAt, { timeout: 5_000, interval: 50 }).toBe(true); // the backoff is on the wall clock (1 s)
    expect(await zoe.drainInbox()).toBe(1);
    expect(await zoe.drainInbox()).toBe(0);
    const said = chat.said.map((m) => m.text);
    expect(said).toEqual([expect.stringMatching(/send the deck to Maria/i)]);
    expect((await zoe.owner(OWNER).threads.live()).map((t) => t.summary)).toEqual([expect.stringMatching(/send the deck to Maria/i)]);
  });

  it("a failure that is not the store's (a bug) is still told to the owner at once, and the message is not kept", async () => {
    const zoe = running!.zoe;
    down.fault = () => new TypeError("Cannot read properties of undefined (reading 'summary')");
    const convo = recordedConversation();
    await zoe.handle(message("I'll send the deck to Maria by friday", 2), convo);
    expect(convo.replies).toEqual([expect.stringMatching(/went wrong on my side/i)]);
    expect(await zoe.owner(OWNER).inbox.pending()).toEqual([]);
  });
});
