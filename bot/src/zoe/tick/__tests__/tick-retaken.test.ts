/**
 * A tick slot run again (another instance took it over, or the slot's retry) whose earlier run
 * had sent a follow-up about one thread, while this run's best candidate is another thread: the
 * push journal makes the run finish the earlier push instead of sending its own, and what follows
 * a push (the nudge counted, the subject's deferred thoughts dropped, the decision's candidate)
 * must be that push's, not this run's candidate's; and a run whose plan would say nothing still
 * records the follow-up its earlier run sent. A reminder an earlier run sent into doubt, in a chat
 * that cannot tell, is withheld and said: its thread moves on, and no later tick sends it again.
 */
import { afterEach, describe, expect, it } from "vitest";
import { claimKey } from "../../schedule/scheduler.ts";
import { REMINDER_JOB } from "../../threads/reminders.ts";
import { OWNER, startHarness, type Harness } from "../../test-support/tick-harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** The earlier run of the tick at `slot` sent a follow-up about thread `threadId`, confirmed by Telegram, and ended before recording anything else. */
async function earlierRunSent(harness: Harness, slot: Date, threadId: string): Promise<void> {
  const key = `${claimKey("tick", slot, "slot")}#0`;
  const draft = { text: "How is the car insurance going?", kind: "nudge" as const, threadId, subject: `thread:${threadId}`, reason: "earlier run", score: 0.9, threshold: 0.5 };
  const journal = harness.owner.pushJournal.journal(key, draft, slot, undefined, []);
  await journal.sending(0, "1");
  journal.sent(0, "earlier-1", true);
}

describe("a tick slot run again", () => {
  it("records the follow-up the earlier run sent, not its own candidate's", async () => {
    h = await startHarness({ start: "2025-06-02T18:00" });
    const due = await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    const sent = await h.seedThread("renew the car insurance", "2025-06-09T12:00");
    const slot = h.local("2025-06-02T18:30");
    await earlierRunSent(h, slot, sent.id);
    await h.runUntil("2025-06-02T18:40");
    const threads = await h.owner.threads.live();
    expect(threads.find((t) => t.id === sent.id)).toMatchObject({ nudge_count: 1 });
    expect(threads.find((t) => t.id === due.id)).toMatchObject({ nudge_count: 0 });
    const pushed = (await h.decisions()).filter((d) => d.outcome === "pushed");
    expect(pushed).toHaveLength(1);
    // Not this run's candidate (which was not said); the earlier run's is not known.
    expect(pushed[0]).toMatchObject({ candidateId: null, pushId: (await h.pushLog())[0]!.id });
    const pushes = await h.pushLog();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ threadId: sent.id, kind: "nudge" });
  });

  it("records the follow-up the earlier run sent also when this run's plan would stay silent", async () => {
    h = await startHarness({ start: "2025-06-02T18:00" });
    const sent = await h.seedThread("renew the car insurance", "2025-06-09T12:00");
    const slot = h.local("2025-06-02T18:30");
    await earlierRunSent(h, slot, sent.id);
    await h.runUntil("2025-06-02T18:40");
    const pushes = await h.pushLog();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ threadId: sent.id, kind: "nudge", text: "How is the car insurance going?" });
    expect((await h.owner.threads.live()).find((t) => t.id === sent.id)).toMatchObject({ nudge_count: 1 });
    const line = (await h.decisions()).find((d) => d.slot === slot.toISOString());
    expect(line).toMatchObject({ outcome: "pushed", pushId: pushes[0]!.id });
  });

  it("a reminder its minute's earlier run sent into doubt, in a chat that cannot tell, is withheld and said: no later tick sends it again", async () => {
    h = await startHarness({ start: "2026-06-04T14:00", model: null, journal: { search: "cannot tell" } });
    const pizza = await h.seedThread("take the pizza out", "2026-06-04T14:31", { asked_reminder: true, due_phrase: "at 14:31" });
    // The run of 14:31 sent the reminder and ended before Telegram answered.
    const slot = h.local("2026-06-04T14:31");
    const key = `${claimKey(REMINDER_JOB, slot, "slot")}#0`;
    const draft = { text: "⏰ Reminder: take the pizza out", kind: "reminder" as const, threadId: pizza.id, subject: `thread:${pizza.id}`, reason: "You asked to be reminded at 14:31.", score: null, threshold: null };
    await h.owner.pushJournal.journal(key, draft, slot, undefined, []).sending(0, "1");
    await h.running.scheduler.refresh(OWNER);
    await h.runUntil("2026-06-04T18:40");
    expect(await h.sentOf(["reminder"])).toEqual([]);
    expect(await h.pushLog()).toEqual([expect.objectContaining({ kind: "reminder", threadId: pizza.id, journalKey: key, messageId: null, unconfirmed: true })]);
    expect((await h.owner.threads.live()).find((t) => t.id === pizza.id)).toMatchObject({ nudge_count: 1 });
  });
});
