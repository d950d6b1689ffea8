/**
 * A scheduled push in the Bot API's window, against one real PostgreSQL: Telegram has taken the
 * morning brief but the instance that sent it has not heard back (the emulator holds its answer),
 * and its slot's lease runs out; the other instance takes the slot over. It must find the brief in
 * the chat and record it, not send a second one. Likewise when Telegram took the brief but the
 * database refused to record it (the slot is retried by the same instance): the retry finds the
 * journal's "sent" line and records the brief without sending it again. When the chat cannot
 * tell whether the brief arrived (every edit answered "ok"), the brief is withheld, not doubled,
 * and recorded as said (unconfirmed, under its journal key): when its slow sender hears back, that
 * one record takes the message, none is added.
 * Deterministic: the window is held open by the emulator (a paused answer) or a trigger in the
 * database (a refused write), never by timing.
 */
import { describe, expect, it } from "vitest";
import type { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { JOB_LEASE_MS, RETRY_DELAY_MS } from "../../schedule/scheduler.ts";
import type { Running } from "../../shell/runtime.ts";
import { openDatabase, type Database } from "../postgres/database.ts";
import { SLOT, useBriefInstances } from "../../test-support/brief-instances.ts";
import type { EmuUser } from "../../test-support/telegram-emulator.ts";

const OWNER = 4242;
const cluster = useBriefInstances("push_doubt", OWNER);

const briefs = (owner: EmuUser) => owner.messages().filter((m) => /your brief for/i.test(m.text));

async function briefPushes(db: Database): Promise<unknown[]> {
  const r = await db.pool.query<{ p: unknown }>(`SELECT p FROM zoe_documents d CROSS JOIN LATERAL jsonb_array_elements(d.value->'pushes') p WHERE d.name = 'pushes' AND p->>'kind' = 'brief'`);
  return r.rows.map((x) => x.p);
}

/** One brief in the chat, recorded once, as the message that went out. */
async function expectOneBrief(db: Database, owner: EmuUser): Promise<void> {
  expect(briefs(owner)).toHaveLength(1);
  const pushes = await briefPushes(db);
  expect(pushes).toHaveLength(1);
  expect(pushes[0]).toMatchObject({ messageId: String(briefs(owner)[0]!.messageId) });
}

/**
 * Two instances; A sends the brief and Telegram takes it, but A's answer is held: A is inside the
 * window (it never heard back), with the brief in the chat.
 */
async function briefInWindow() {
  const { url, clocks, zoes } = await cluster.start(2);
  const [a, b] = zoes as [Running, Running];
  const [clockA, clockB] = clocks as [ManualClock, ManualClock];
  const emu = cluster.emu();
  const owner = emu.client(OWNER);
  await cluster.converse(owner);
  const hold = emu.holdAnswer("sendMessage");
  cluster.hold(hold.release);
  clockA.set(SLOT + 20_000);
  const runA = a.scheduler.runDue();
  await hold.taken;
  expect(briefs(owner)).toHaveLength(1);
  return { url, b, clockB, owner, hold, runA };
}

describe("a scheduled push in doubt is resolved, never sent twice", () => {
  it("an instance taking over a slot whose brief Telegram took (the sender never heard back) finds it instead of sending another", async () => {
    const { url, b, clockB, owner, hold, runA } = await briefInWindow();
    const emu = cluster.emu();
    // A's lease on the slot runs out (it is slow or dead): B takes the slot over.
    clockB.set(SLOT + JOB_LEASE_MS + 60_000);
    const sendsBefore = emu.calls("sendMessage").length;
    await b.scheduler.runDue();
    expect(emu.calls("sendMessage").length).toBe(sendsBefore);
    // B looked for it in the chat (and read its text) instead.
    expect(emu.calls("editMessageReplyMarkup").length).toBeGreaterThan(0);
    expect(briefs(owner)).toHaveLength(1);
    // A hears back at last: it records nothing twice.
    hold.release();
    await runA;
    expect(briefs(owner)).toHaveLength(1);
    const db = await openDatabase({ url, poolMax: 2, logger: silentLogger, migrate: false });
    try {
      await expectOneBrief(db, owner);
      const claim = await db.pool.query("SELECT done FROM zoe_claims WHERE key LIKE '%brief@%'");
      expect(claim.rows).toEqual([{ done: true }]);
    } finally {
      await db.close();
    }
  }, 90_000);

  it("an instance taking over a slot whose brief may be out, in a chat that cannot tell, withholds it: never sent twice", async () => {
    const { url, b, clockB, owner, hold, runA } = await briefInWindow();
    const emu = cluster.emu();
    // The chat cannot tell: every edit is answered "ok" without the message (a server without
    // Telegram's errors), so the search can neither find the brief nor rule it out.
    emu.failNext("editMessageReplyMarkup", { status: 200, body: { ok: true, result: true } }, 100);
    clockB.set(SLOT + JOB_LEASE_MS + 60_000);
    const sendsBefore = emu.calls("sendMessage").length;
    await b.scheduler.runDue();
    expect(emu.calls("editMessageReplyMarkup").length).toBeGreaterThan(0);
    expect(emu.calls("sendMessage").length).toBe(sendsBefore);
    expect(briefs(owner)).toHaveLength(1);
    emu.clearFailures();
    const db = await openDatabase({ url, poolMax: 2, logger: silentLogger, migrate: false });
    try {
      // The decision is kept: a line in the journal, the slot finished (no retry asks again), its outcome said.
      const marks = await db.pool.query<{ v: { withheld?: boolean } }>("SELECT value AS v FROM zoe_logs WHERE name = 'push-sent' ORDER BY id");
      expect(marks.rows.filter((r) => r.v.withheld)).toHaveLength(1);
      const claim = await db.pool.query("SELECT done, holder FROM zoe_claims WHERE key LIKE '%brief@%'");
      expect(claim.rows).toEqual([{ done: true, holder: "inst-1" }]);
      const jobs = await db.pool.query<{ o: string }>("SELECT value->'jobs'->'brief'->>'lastOutcome' AS o FROM zoe_documents WHERE name = 'jobs'");
      expect(jobs.rows[0]!.o).toMatch(/withheld/);
      // Said, for every guard: on record, unconfirmed, without a message, under the slot's journal key.
      expect(await briefPushes(db)).toEqual([expect.objectContaining({ messageId: null, unconfirmed: true, journalKey: expect.stringContaining("brief@") })]);
      clockB.set(SLOT + JOB_LEASE_MS + 60_000 + RETRY_DELAY_MS + 1_000);
      await b.scheduler.runDue();
      expect(emu.calls("sendMessage").length).toBe(sendsBefore);
      // A hears back at last: the brief it sent is recorded once, the withheld record confirmed.
      hold.release();
      await runA;
      await expectOneBrief(db, owner);
      expect((await briefPushes(db))[0]).not.toHaveProperty("unconfirmed");
    } finally {
      await db.close();
    }
  }, 90_000);

  it("a brief Telegram took whose record the database refused is recorded by the slot's retry, not sent again", async () => {
    const { url, clocks, zoes } = await cluster.start(1);
    const [a] = zoes as [Running];
    const [clock] = clocks as [ManualClock];
    const owner = cluster.emu().client(OWNER);
    await cluster.converse(owner);
    const db = await openDatabase({ url, poolMax: 2, logger: silentLogger, migrate: false });
    try {
      // The next change of the owner's pushes is refused, once (a sequence: its count survives the rollback).
      await db.pool.query(`
        CREATE SEQUENCE refusals;
        CREATE FUNCTION refuse_pushes() RETURNS trigger AS $$
        BEGIN
          IF NEW.name = 'pushes' AND nextval('refusals') = 1 THEN
            RAISE EXCEPTION 'refused by the test';
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql;
        CREATE TRIGGER refuse_pushes BEFORE UPDATE ON zoe_documents FOR EACH ROW EXECUTE FUNCTION refuse_pushes();
      `);
      clock.set(SLOT + 20_000);
      await a.scheduler.runDue();
      expect(briefs(owner)).toHaveLength(1);
      expect((await db.pool.query("SELECT last_value::int AS n FROM refusals")).rows[0].n).toBe(1);
      expect(await briefPushes(db)).toHaveLength(0);
      // The slot's retry.
      clock.set(SLOT + 20_000 + RETRY_DELAY_MS + 1_000);
      await a.scheduler.runDue();
      await expectOneBrief(db, owner);
    } finally {
      await db.close();
    }
  }, 90_000);
});
