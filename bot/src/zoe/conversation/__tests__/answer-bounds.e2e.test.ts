/**
 * One model answer makes a turn's worth of work, whatever it asks for: an answer with 500 "open"
 * operations and 300 kB of reply opens 20 threads (20 durable-memory episodes), sends a few
 * messages, and tells the owner, in their language, what was cut and left out. Against the
 * scripted model (the concierge alone, a German owner) and once over Telegram against the fake
 * Messages API.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { MAX_OPS_PER_TURN, MAX_REPLY_CHARS } from "../../model/index.ts";
import { OwnerContext } from "../../owner.ts";
import { ScriptedModel } from "../../test-support/scripted-model.ts";
import { filesSpace } from "../../test-support/storage.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import type { OpOutcome } from "../../threads/index.ts";
import { Concierge } from "../concierge.ts";

const NOW = "2026-06-04T08:00:00Z";
/** An answer that asks for far more than a turn: 500 threads and 300 kB of text in paragraphs. */
const FLOOD = {
  reply: Array.from({ length: 400 }, (_, i) => `Absatz ${i}: ${"Das ist ein langer Satz. ".repeat(30).trim()}`).join("\n\n"),
  thread_ops: Array.from({ length: 500 }, (_, i) => ({ op: "open", summary: `Aufgabe ${i}` })),
};

describe("one answer, bounded (scripted model)", () => {
  it("500 'open' operations and 300 kB: 20 threads and 20 episodes, a cut reply, and the owner told in German", async () => {
    const clock = new ManualClock(NOW);
    const model = new ScriptedModel("approve", clock);
    const owner = new OwnerContext("42", filesSpace(mkdtempSync(path.join(os.tmpdir(), "zoe-answer-bounds-"))), silentLogger, "de");
    const episodes: OpOutcome[] = [];
    const concierge = new Concierge({ model, clock, logger: silentLogger, timeZone: "Europe/Berlin", hooks: { onThreadOutcomes: (_o, outcomes) => episodes.push(...outcomes) } });
    expect(FLOOD.reply.length).toBeGreaterThan(300_000);

    model.setRespond(FLOOD);
    const { reply } = await concierge.turn(owner, { text: "Trag alles ein", key: "42:1" });

    expect(await owner.threads.live()).toHaveLength(MAX_OPS_PER_TURN.thread_ops);
    expect(episodes).toHaveLength(MAX_OPS_PER_TURN.thread_ops);
    const [text, ...rest] = reply.split("\n\n(gekürzt: die Antwort war zu lang)\n\n");
    expect(text!.length).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    expect(text).toMatch(/^Absatz 0: .*Das ist ein langer Satz\.$/s); // cut after a whole paragraph
    const after = rest.join("");
    expect(after.match(/^Notiert: Aufgabe \d+/gm)).toHaveLength(MAX_OPS_PER_TURN.thread_ops);
    expect(after.endsWith("(Diese Antwort wollte 500 Änderungen auf einmal; ich habe nur die ersten 20 gemacht. Sag mir noch einmal, was noch fehlt.)")).toBe(true);
  });

  it("an answer within the bounds carries no note", async () => {
    const clock = new ManualClock(NOW);
    const model = new ScriptedModel("approve", clock);
    const owner = new OwnerContext("42", filesSpace(mkdtempSync(path.join(os.tmpdir(), "zoe-answer-bounds-"))), silentLogger, "de");
    const concierge = new Concierge({ model, clock, logger: silentLogger, timeZone: "Europe/Berlin" });
    model.setRespond({ reply: "Gern.", thread_ops: FLOOD.thread_ops.slice(0, MAX_OPS_PER_TURN.thread_ops) });
    const { reply } = await concierge.turn(owner, { text: "Trag das ein" });
    expect(reply).not.toContain("(gekürzt");
    expect(reply).not.toContain("Änderungen auf einmal");
    expect(await owner.threads.live()).toHaveLength(MAX_OPS_PER_TURN.thread_ops);
  });
});

describe("one answer, bounded (over Telegram, the fake Messages API)", () => {
  let rig: TelegramZoe | null = null;
  afterEach(async () => rig?.close());

  it("a 300 kB answer with 500 operations arrives as a few messages and opens 20 threads", async () => {
    rig = await startTelegramZoe({ owner: 1001, homePrefix: "zoe-answer-bounds-e2e-" });
    const { emu, model: fake } = rig;
    const running = await rig.start({ clock: new ManualClock(NOW) });
    fake.enqueue({ kind: "tool", name: "respond", input: { ...FLOOD, reply: FLOOD.reply.replaceAll("Absatz", "Paragraph").replaceAll("Das ist ein langer Satz.", "This is a long sentence.") } });
    const owner = emu.client(1001, "Ada");
    await owner.send("track all of these");
    const first = await owner.waitForMessages(1, 30_000);
    // Let every part of the reply arrive, then count them.
    await new Promise((r) => setTimeout(r, 1_500));
    const parts = owner.messages();
    expect(first[0]!.text.startsWith("Paragraph 0:")).toBe(true);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.length).toBeLessThanOrEqual(4); // not 74
    const all = parts.map((m) => m.text).join("\n");
    expect(all).toContain("(cut: the answer was too long)");
    expect(all).toContain("(That answer asked for 500 changes at once; I made only the first 20. Tell me again what is still missing.)");
    expect(await running.zoe.owner("1001").threads.live()).toHaveLength(MAX_OPS_PER_TURN.thread_ops);
  }, 60_000);
});
