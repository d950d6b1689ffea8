/**
 * The durable inbox's sent journal (`inbox-sent`): what a re-run learns from it about each reply
 * (parts delivered, a part in doubt), and its compaction, which keeps only what a re-run can still
 * need and, killed at any moment (SIGKILL, a real process), loses nothing and doubles nothing.
 */
import { spawn } from "node:child_process";
import { promises as fs, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY } from "../../base/clock.ts";
import type { Inbound } from "../../channels/index.ts";
import { COMPACT_AFTER_MARKS, confirmedParts, countAttempt, earlierReplies, Inbox, KEEP_DONE_MS, loadEvent, MAX_ATTEMPTS, MAX_DONE_ENTRIES, prune, StoredEventSchema, storeEvent, type DoneEntry, type InboxEntry, type StoredEvent } from "../inbox.ts";
import { compactJournals } from "../../storage/index.ts";
import { filesSpace } from "../../test-support/storage.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER = path.join(here, "..", "..", "test-support", "inbox-worker.ts");
const REPO = path.resolve(here, "../../../../..");
const NOW = new Date("2026-06-03T08:00:00Z");

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-inbox-"));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const message = (n: number): StoredEvent => ({ kind: "text", key: `m:1:${n}`, userId: "1", channel: "telegram", chatId: "1", at: NOW.toISOString(), text: `message ${n}`, messageId: String(n) });
const journalLines = () => {
  try {
    return readFileSync(path.join(dir, "inbox-sent.jsonl"), "utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
};

describe("what a re-run learns from the journal", () => {
  it("parts confirmed, and the first part that went out without a confirmation", () => {
    const marks = [
      { key: "a", index: 0, part: 0, after: 10 },
      { key: "a", index: 0, part: 0, messageId: "11" },
      { key: "a", index: 0, part: 1, after: 11 },
      { key: "a", index: 1, part: 0, after: 12 }, // a first try…
      { key: "a", index: 1, part: 0, after: 14 }, // …and a second, after a restart found nothing
      { key: "a", index: 2, part: 0, after: 15 },
      { key: "a", index: 2, part: 0, unsent: true }, // Telegram said no: it did not go out
      { key: "b", index: 0, part: 0, after: 3 },
    ];
    expect(earlierReplies(marks, "a")).toEqual(
      new Map([
        [0, { parts: ["11"], inDoubt: { part: 1, positions: ["11"] } }],
        // Both tries' positions, in order: which to search from is the channel's to say.
        [1, { parts: [], inDoubt: { part: 0, positions: ["12", "14"] } }],
        [2, { parts: [] }],
      ]),
    );
  });

  it("a re-run skips a reply the journal has whole, and is told of one in doubt", async () => {
    const inbox = new Inbox(filesSpace(dir));
    await inbox.receive([message(1)], NOW);
    const first = await inbox.begin(message(1), NOW);
    if (first.state !== "new") throw new Error("expected a new entry");
    const j0 = inbox.journal("m:1:1", 0);
    j0.sending(0, "1");
    j0.sent(0, "2", true);
    inbox.journal("m:1:1", 1).sending(0, "2"); // then the process died
    const again = await inbox.begin(message(1), NOW);
    expect(again.state).toBe("new");
    if (again.state !== "new") return;
    expect(again.entry.sent).toEqual(["2"]);
    expect(again.earlier.get(1)).toEqual({ parts: [], inDoubt: { part: 0, positions: ["2"] }, noted: ["2"] });
  });
});

describe("where an entry came from", () => {
  it("an entry stored before entries named their channel loads as Telegram's (the only channel whose messages were stored) and is answered in its chat", async () => {
    const event = { kind: "text", key: "m:1:5", userId: "1", chatId: "1", at: NOW.toISOString(), text: "message 5", messageId: "5" };
    const old = { key: "m:1:5", event, receivedAt: NOW.toISOString(), attempts: 0, sent: [], doneAt: null };
    await fs.writeFile(path.join(dir, "inbox.json"), JSON.stringify({ version: 1, entries: [old], done: [] }));
    const [entry] = await new Inbox(filesSpace(dir)).pending();
    expect(entry?.event).toMatchObject({ channel: "telegram", chatId: "1" });
    expect(loadEvent(entry!.event).address).toEqual({ channel: "telegram", chat: "1" });
  });

  it("an event keeps its address, channel and chat, through storage", () => {
    const event: Inbound = { kind: "button", userId: "7", address: { channel: "console", chat: "s-12" }, at: NOW, data: "t:d:th-1", messageId: "m9", key: "console:b:m9:t:d:th-1" };
    const stored = storeEvent(event)!;
    expect(stored).toMatchObject({ channel: "console", chatId: "s-12" });
    expect(loadEvent(StoredEventSchema.parse(JSON.parse(JSON.stringify(stored))))).toEqual(event);
  });

  it("a position is the channel's own word: a numeric one is written as the number older ZOEs read, any other as it is", async () => {
    const inbox = new Inbox(filesSpace(dir));
    await inbox.receive([message(1)], NOW);
    await inbox.begin(message(1), NOW);
    inbox.journal("m:1:1", 0).sending(0, "41");
    inbox.journal("m:1:1", 1).sending(0, "web:7f3a"); // then the process died
    expect(journalLines().map((l) => (JSON.parse(l) as { after: unknown }).after)).toEqual([41, "web:7f3a"]);
    const again = await inbox.begin(message(1), NOW);
    if (again.state !== "new") throw new Error("expected a new entry");
    expect(again.earlier.get(0)?.inDoubt).toEqual({ part: 0, positions: ["41"] });
    expect(again.earlier.get(1)?.inDoubt).toEqual({ part: 0, positions: ["web:7f3a"] });
  });
});

describe("a message that keeps crashing ZOE", () => {
  // Each `new Inbox` over the same folder is a fresh process after a crash (the one before died mid-turn).
  const restart = () => new Inbox(filesSpace(dir));

  it(`is given up once it began ${MAX_ATTEMPTS} times in a row without a reply part going out`, async () => {
    const states: string[] = [];
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) states.push((await restart().begin(message(1), NOW)).state);
    expect(states).toEqual([...Array<string>(MAX_ATTEMPTS).fill("new"), "poison"]);
  });

  it("a try that got a reply out before the crash is not held against it: the count starts again after it", async () => {
    const first = await restart().begin(message(1), NOW);
    expect(first.state).toBe("new");
    const inbox = restart();
    expect((await inbox.begin(message(1), NOW)).state).toBe("new");
    inbox.journal("m:1:1", 0).sent(0, "700", true); // the answer went out, then ZOE was killed before it was marked done
    const after: string[] = [];
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) after.push((await restart().begin(message(1), NOW)).state);
    // The answer starts the count again: the next tries (which get nothing further out) have their full allowance.
    expect(after).toEqual([...Array<string>(MAX_ATTEMPTS).fill("new"), "poison"]);
  });

  it("a release or a deferral (a reply Telegram did not take yet) is not a try", async () => {
    const inbox = restart();
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      expect((await inbox.begin(message(1), NOW)).state).toBe("new");
      if (i % 2) await inbox.release("m:1:1");
      else await inbox.defer("m:1:1", NOW);
    }
  });

  it("counts tries and progress (pure): parts confirmed, not parts about to go out; an older journal's whole reply counts once", () => {
    const marks = [
      { key: "a", index: 0, part: 0, after: 10 },
      { key: "a", index: 0, part: 0, messageId: "11" },
      { key: "a", index: 0, part: 0, messageId: "11" }, // noted twice: one part
      { key: "a", index: 0, part: 1, after: 11 },
      { key: "a", index: 1, messageId: "12" },
      { key: "b", index: 0, part: 0, messageId: "13" },
    ];
    expect(confirmedParts(marks, "a")).toBe(2);
    expect(confirmedParts(marks, "c")).toBe(0);
    const entry: InboxEntry = { key: "a", event: message(1), receivedAt: NOW.toISOString(), attempts: 0, sent: [], doneAt: null };
    expect([countAttempt(entry, 0), countAttempt(entry, 0), countAttempt(entry, 0)]).toEqual([false, false, false]);
    expect(countAttempt(entry, 1)).toBe(false); // one more part out since the last try
    expect(entry).toMatchObject({ attempts: 1, confirmed: 1 });
    expect([countAttempt(entry, 1), countAttempt(entry, 1), countAttempt(entry, 1)]).toEqual([false, false, true]);
  });
});

describe("handled entries", () => {
  const inboxFile = () => JSON.parse(readFileSync(path.join(dir, "inbox.json"), "utf8")) as { entries: InboxEntry[]; done: DoneEntry[] };

  it("are kept slim, without the words: the key, when, and the replies' ids; a redelivery or a second tap is still recognised", async () => {
    const inbox = new Inbox(filesSpace(dir));
    await inbox.receive([message(1), message(2)], NOW);
    const begun = await inbox.begin(message(1), NOW);
    if (begun.state !== "new") throw new Error("expected a new entry");
    inbox.journal("m:1:1", 0).sent(0, "501", true);
    await inbox.finish("m:1:1", new Date(NOW.getTime() + 1_000));
    await compactJournals(); // inbox.json whole on its own, as a stop leaves it
    const stored = inboxFile();
    expect(stored.done).toEqual([{ key: "m:1:1", doneAt: "2026-06-03T08:00:01.000Z", sent: ["501"] }]);
    expect(stored.entries.map((e) => e.key)).toEqual(["m:1:2"]);
    expect(JSON.stringify(stored)).not.toContain("message 1");
    // A fresh process: the update again, and the same event handed to it again.
    const again = new Inbox(filesSpace(dir));
    await again.receive([message(1)], NOW);
    expect((await again.pending()).map((e) => e.key)).toEqual(["m:1:2"]);
    const twice = await again.begin(message(1), NOW);
    expect(twice).toEqual({ state: "done", entry: { key: "m:1:1", doneAt: "2026-06-03T08:00:01.000Z", sent: ["501"] } });
  });

  it("an inbox stored before handled entries were kept apart is read as it was; its handled entries move apart, slim, on the next write", async () => {
    const old = (n: number, doneAt: string | null): InboxEntry => ({ key: message(n).key, event: message(n), receivedAt: NOW.toISOString(), attempts: 1, sent: doneAt ? [String(500 + n)] : [], doneAt });
    await fs.writeFile(path.join(dir, "inbox.json"), JSON.stringify({ version: 1, entries: [old(1, NOW.toISOString()), old(2, null)] }));
    const inbox = new Inbox(filesSpace(dir));
    expect((await inbox.pending()).map((e) => e.key)).toEqual(["m:1:2"]);
    expect((await inbox.begin(message(1), NOW)).state).toBe("done");
    await inbox.receive([message(3)], NOW);
    await compactJournals();
    const stored = inboxFile();
    expect(stored.entries.map((e) => e.key)).toEqual(["m:1:2", "m:1:3"]);
    expect(stored.done).toEqual([{ key: "m:1:1", doneAt: NOW.toISOString(), sent: ["501"] }]);
  });

  it("the newest are kept, up to the cap and for their keep time, and a pending entry never goes (pure)", () => {
    const done = (n: number, agoMs: number): DoneEntry => ({ key: `d${n}`, doneAt: new Date(NOW.getTime() - agoMs).toISOString(), sent: [] });
    const pendingOne: InboxEntry = { key: "p", event: message(9), receivedAt: new Date(NOW.getTime() - 10 * DAY).toISOString(), attempts: 0, sent: [], doneAt: null };
    // Out of order on purpose: the cap keeps the newest by when they were done.
    const f = { entries: [pendingOne], done: Array.from({ length: MAX_DONE_ENTRIES + 20 }, (_, i) => done(i, ((i * 7919) % (MAX_DONE_ENTRIES + 20)) * 1_000)) };
    f.done.push(done(-1, KEEP_DONE_MS + 1));
    prune(f, NOW);
    expect(f.entries).toEqual([pendingOne]);
    expect(f.done).toHaveLength(MAX_DONE_ENTRIES);
    const oldestKept = Math.min(...f.done.map((d) => Date.parse(d.doneAt)));
    expect(NOW.getTime() - oldestKept).toBe((MAX_DONE_ENTRIES - 1) * 1_000);
    expect(f.done.some((d) => d.key === "d-1")).toBe(false);
  });

  it("among entries done in the same millisecond, the cap keeps the ones finished last (pure)", () => {
    // Found by the compaction kill test on a fast machine: every entry had one clock reading and
    // the cap kept the first 500, forgetting the replies of the newest.
    const f = { entries: [] as InboxEntry[], done: Array.from({ length: MAX_DONE_ENTRIES + 5 }, (_, i): DoneEntry => ({ key: `d${i}`, doneAt: NOW.toISOString(), sent: [String(i)] })) };
    prune(f, NOW);
    expect(f.done.map((d) => d.key)).toEqual(Array.from({ length: MAX_DONE_ENTRIES }, (_, i) => `d${i + 5}`));
  });
});

describe("compacting the journal", () => {
  it("keeps the lines of unfinished messages and drops those of finished ones once it has grown", async () => {
    const inbox = new Inbox(filesSpace(dir));
    const n = COMPACT_AFTER_MARKS; // two lines each: past the threshold halfway through
    for (let i = 1; i <= n; i++) {
      await inbox.receive([message(i)], NOW);
      const begun = await inbox.begin(message(i), NOW);
      if (begun.state !== "new") throw new Error("expected a new entry");
      const j = inbox.journal(message(i).key, 0);
      j.sending(0, String(i));
      if (i !== 7) j.sent(0, String(1000 + i), true); // message 7's reply is in doubt: it stays pending
      if (i !== 7) await inbox.finish(message(i).key, NOW);
    }
    const lines = journalLines();
    expect(lines.length).toBeLessThan(COMPACT_AFTER_MARKS);
    expect(lines.map((l) => JSON.parse(l).key)).toContain("m:1:7");
    // Nothing a re-run needs was lost: message 7 is still in doubt, a finished one is still done.
    const seven = await inbox.begin(message(7), NOW);
    expect(seven.state === "new" && seven.earlier.get(0)?.inDoubt).toEqual({ part: 0, positions: ["7"] });
    const eight = await inbox.begin(message(8), NOW);
    expect(eight.state).toBe("done");
    expect(eight.entry.sent).toEqual(["1008"]);
  });

  it("killed at random moments while it works (compactions included), loses no note and doubles none", { timeout: 120_000 }, async () => {
    const noted = new Map<string, string>();
    let next = 1;
    for (let round = 0; round < 12; round++) {
      const child = spawn(process.execPath, ["--import", "tsx", WORKER, dir, String(next)], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      const exited = new Promise((resolve) => child.on("exit", resolve));
      // Let it start and work a while, then kill it at a random moment.
      const deadline = Date.now() + 30_000;
      while (!out.includes("noted")) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the worker did not start: ${err}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      await new Promise((r) => setTimeout(r, 50 + Math.floor(Math.random() * 400)));
      child.kill("SIGKILL");
      await exited;
      expect(err).toBe("");
      for (const m of out.matchAll(/^noted (\S+) (\d+)$/gm)) noted.set(m[1]!, m[2]!);
      next = Math.max(...[...noted.keys()].map((k) => Number(k.split(":")[2]))) + 2;

      // Every reply ever noted is still known: in its finished entry, or in the journal.
      const inbox = new Inbox(filesSpace(dir));
      const entries = new Map((await inbox.all()).map((e) => [e.key, e]));
      const lines = journalLines();
      const marks = lines.flatMap((l) => {
        try {
          return [JSON.parse(l) as { key: string; messageId?: string }];
        } catch {
          return []; // the last line, torn by the kill
        }
      });
      // Finished entries are kept up to the cap (MAX_DONE_ENTRIES, the oldest go first): a key
      // older than every one kept, with the cap full, was let go by design.
      const num = (key: string) => Number(key.split(":")[2]);
      const finished = [...entries.values()].filter((e) => e.doneAt !== null);
      const oldestKept = Math.min(...finished.map((e) => num(e.key)));
      for (const [key, id] of noted) {
        if (finished.length >= MAX_DONE_ENTRIES && num(key) < oldestKept && !entries.has(key)) continue;
        const known = entries.get(key)?.sent.includes(id) || marks.some((m) => m.key === key && m.messageId === id);
        expect(known, `the reply noted for ${key}`).toBe(true);
      }
      // And nothing twice: a compaction never leaves a line beside its copy.
      expect(new Set(lines).size).toBe(lines.length);
    }
    expect(noted.size).toBeGreaterThan(20);
  });
});
