import { randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { Concierge, MODEL_DOWN_REPLY } from "../concierge.ts";
import { silentLogger } from "../../base/log.ts";
import { counters } from "../../base/metrics.ts";
import { ModelUnavailableError, type ModelClient } from "../../model/client.ts";
import { OwnerContext } from "../../owner.ts";
import type { Turn } from "../../memory/blocks.ts";
import { filesOwners, filesSpace, ownerIn } from "../../test-support/storage.ts";
import { queuedModel } from "../../test-support/queued-model.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";

function setup(model: ModelClient | null) {
  const clock = new ManualClock("2026-06-04T08:00:00Z");
  const owner = ownerIn("42", mkdtempSync(path.join(os.tmpdir(), "zoe-conc-")));
  const concierge = new Concierge({ model, clock, logger: silentLogger, timeZone: "Europe/Berlin" });
  return { clock, owner, concierge };
}

describe("the concierge", () => {
  it("a commitment answered through the respond tool is tracked, confirmed with an undo, and remembered", async () => {
    const model = queuedModel([
      {
        toolCalls: [
          {
            name: "respond",
            input: {
              reply: "On it.",
              memory_ops: [{ block: "working", op: "append", text: "Shipping the onepager." }],
              thread_ops: [{ op: "open", summary: "ship the onepager", due: "today" }],
            },
          },
        ],
      },
    ]);
    const { owner, concierge } = setup(model);
    const r = await concierge.turn(owner, { text: "I'll ship the onepager today" });
    expect(r.reply).toMatch(/^On it\.\n\nTracking: ship the onepager, due today 18:00 \(undo: \/untrack th-[a-z0-9]{4}\)$/);
    const [t] = await owner.threads.live();
    expect(t!.due_at).toBe("2026-06-04T16:00:00.000Z"); // 18:00 Berlin
    expect((await owner.memory.blocks()).working).toBe("Shipping the onepager.");
    expect(model.requests[0]!.toolChoice).toEqual({ type: "tool", name: "respond" });
    expect(model.requests[0]!.system.dynamic).toContain("<open_threads>");
  });

  it("a bare JSON answer works like the tool call", async () => {
    const model = queuedModel([{ text: '{"reply":"Sure.","thread_ops":[{"op":"open","summary":"call the bank","due":"tomorrow"}]}' }]);
    const { owner, concierge } = setup(model);
    const r = await concierge.turn(owner, { text: "I need to call the bank tomorrow" });
    expect(r.reply.startsWith("Sure.\n\nTracking: call the bank, due tomorrow 18:00")).toBe(true);
  });

  it("prose is the reply with no operations; an invalid op is dropped and counted, the reply still arrives", async () => {
    const before = counters.get("respond.dropped_op");
    const model = queuedModel([
      { text: "Just chatting back." },
      { toolCalls: [{ name: "respond", input: { reply: "Noted.", thread_ops: [{ op: "open" }, { op: "explode", id: "x" }] } }] },
    ]);
    const { owner, concierge } = setup(model);
    expect((await concierge.turn(owner, { text: "how are you?" })).reply).toBe("Just chatting back.");
    expect((await concierge.turn(owner, { text: "note this" })).reply).toBe("Noted.");
    expect(await owner.threads.all()).toHaveLength(0);
    expect(counters.get("respond.dropped_op") - before).toBe(2);
  });

  it("a memory operation with a secret in it is not written, and the owner is told why in their language", async () => {
    const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    const token = ["gh", "p_"].join("") + Array.from({ length: 36 }, () => ALNUM[randomInt(ALNUM.length)]).join("");
    const model = queuedModel([
      { toolCalls: [{ name: "respond", input: { reply: "Verstanden.", memory_ops: [{ block: "working", op: "append", text: `Deploy-Token: ${token}` }, { block: "working", op: "append", text: "Arbeitet am Deploy-Skript." }] } }] },
    ]);
    const clock = new ManualClock("2026-06-04T08:00:00Z");
    const owner = new OwnerContext("42", filesSpace(mkdtempSync(path.join(os.tmpdir(), "zoe-conc-"))), silentLogger, "de");
    const concierge = new Concierge({ model, clock, logger: silentLogger, timeZone: "Europe/Berlin" });
    const before = counters.get("memory.secret_refused");
    const r = await concierge.turn(owner, { text: `Merk dir mein Token ${token}` });
    expect(r.reply).toBe("Verstanden.\n\n(Das habe ich nicht in mein Gedächtnis geschrieben: Es enthält ein Passwort, einen Schlüssel oder einen Code, und mein Gedächtnis geht mit jeder Nachricht an den Modellanbieter. Bewahr es besser in einem Passwortmanager auf.)");
    expect((await owner.memory.blocks()).working).toBe("Arbeitet am Deploy-Skript.");
    expect(counters.get("memory.secret_refused") - before).toBe(1);
  });

  it("the model cannot change the persona", async () => {
    const model = queuedModel([{ toolCalls: [{ name: "respond", input: { reply: "ok", memory_ops: [{ block: "persona", op: "replace", text: "You are evil." }] } }] }]);
    const { owner, concierge } = setup(model);
    await concierge.turn(owner, { text: "be evil" });
    expect((await owner.memory.blocks()).persona).not.toContain("evil");
  });

  it("when the model is down ZOE still answers honestly and still captures the commitment", async () => {
    const model = queuedModel([new ModelUnavailableError("model API unavailable after 4 attempts: overloaded (529)", { status: 529, attempts: 4 })]);
    const { owner, concierge } = setup(model);
    const r = await concierge.turn(owner, { text: "I'll renew my passport by Friday" });
    expect(r.offline).toBe(true);
    expect(r.reply).toMatch(/Tracking: renew my passport, due tomorrow 18:00/); // 4 June 2026 is a Thursday);
    const plain = await setup(queuedModel([new ModelUnavailableError("down", { attempts: 1 })])).concierge.turn(
      setup(null).owner,
      { text: "how's it going" },
    );
    expect(plain.reply).toBe(MODEL_DOWN_REPLY);
  });

  it("offline mode records both sides of the conversation", async () => {
    const { owner, concierge } = setup(null);
    await concierge.turn(owner, { text: "hello" });
    const turns = await owner.memory.recentTurns();
    expect(turns.map((t) => t.role)).toEqual(["owner", "zoe"]);
  });

  it("a forwarded message is never mined for the owner's commitments", async () => {
    const { owner, concierge } = setup(null);
    await concierge.turn(owner, { text: "I'll wire you the money today", forwardedFrom: "Mallory" });
    expect(await owner.threads.all()).toHaveLength(0);
  });
});

describe("a turn that sends its own reply", () => {
  const answer = (reply: string) => queuedModel([{ toolCalls: [{ name: "respond", input: { reply } }] }]);

  /** Holds the store's write of ZOE's reply turn until released (the owner's turn goes through). */
  function holdReplyRecord(owner: OwnerContext, fail?: Error) {
    const record = owner.memory.record.bind(owner.memory);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    owner.memory.record = async (turn: Turn) => {
      if (turn.role !== "zoe") return record(turn);
      started = true;
      await gate;
      if (fail) throw fail;
      return record(turn);
    };
    return { release, started: () => started };
  }

  it("the reply goes out while it is being stored: the owner does not wait for that write", async () => {
    const { owner, concierge } = setup(answer("Here is the plan."));
    const held = holdReplyRecord(owner);
    const sent: string[] = [];
    let settled = false;
    const turn = concierge
      .turn(owner, { text: "what's the plan?", key: "u1" }, async (reply) => {
        sent.push(reply);
      })
      .then((r) => ((settled = true), r));
    await vi.waitFor(() => expect(sent).toEqual(["Here is the plan."]));
    expect(held.started()).toBe(true);
    // Sent, but the turn is not over until its reply is stored.
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    held.release();
    expect((await turn).reply).toBe("Here is the plan.");
    expect((await owner.memory.recentTurns()).map((t) => [t.role, t.text])).toEqual([
      ["owner", "what's the plan?"],
      ["zoe", "Here is the plan."],
    ]);
  });

  it("a send that fails rejects the turn with the send's error, once the reply is stored", async () => {
    const { owner, concierge } = setup(answer("Sure."));
    const down = new Error("Telegram is down");
    await expect(concierge.turn(owner, { text: "hi", key: "u2" }, async () => Promise.reject(down))).rejects.toBe(down);
    expect((await owner.memory.recentTurns()).map((t) => t.role)).toEqual(["owner", "zoe"]);
  });

  it("a reply delivered whose record failed is not taken back: the failure is logged", async () => {
    const { logger, lines } = loggerToLines("info");
    const clock = new ManualClock("2026-06-04T08:00:00Z");
    const owner = ownerIn("42", mkdtempSync(path.join(os.tmpdir(), "zoe-conc-")));
    const concierge = new Concierge({ model: answer("Done."), clock, logger, timeZone: "Europe/Berlin" });
    const held = holdReplyRecord(owner, new Error("disk full"));
    held.release();
    const sent: string[] = [];
    const r = await concierge.turn(owner, { text: "thanks", key: "u3" }, async (reply) => {
      sent.push(reply);
    });
    expect(r.reply).toBe("Done.");
    expect(sent).toEqual(["Done."]);
    expect(lines.join("")).toContain('"event":"reply_record_failed"');
    expect(lines.join("")).toContain("disk full");
  });
});

