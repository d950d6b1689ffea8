/**
 * The daily rhythm end to end: real grammY against the Telegram emulator, the real model client
 * against a loopback fake of the Anthropic API, a loopback fake publish webhook, and a clock the
 * test moves slot by slot. The owner's view is what arrives in the Telegram chat.
 * Done when: a simulated day produces exactly one brief, at most one drafts notice, at most one
 * reflection and zero draft pushes however often the process restarts, and /drafts takes a
 * draft from generated to published.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { draftQueue } from "../../posts/drafts-queue.ts";
import type { Running } from "../../shell/runtime.ts";
import type { Thread } from "../../threads/store.ts";
import type { FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import type { Emulator, EmuUser, BotMessage } from "../../test-support/telegram-emulator.ts";
import { makeThread } from "../../test-support/fixtures.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";

const OWNER = 4242;
const TZ = "Europe/Berlin";
const DAY1 = "2025-03-04";
const at = (hhmm: string, day = DAY1, sec = 0) => DateTime.fromISO(`${day}T${hhmm}:${String(sec).padStart(2, "0")}`, { zone: TZ }).toJSDate();

/** A loopback publish webhook: records each JSON body; answers from a script (default 200). */
async function startWebhook() {
  const bodies: Array<{ id: string; text: string }> = [];
  const script: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id: string; text: string });
      const status = script.shift() ?? 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status < 300 ? { ok: true } : { ok: false, error: "service unavailable" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/publish`,
    bodies,
    script,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** The fake model's answers, by what each request is for. */
function modelScript(fake: FakeAnthropic) {
  let drafts = 0;
  let takes = 0;
  fake.setHandler((body) => {
    const tools: string[] = (body?.tools ?? []).map((t: { name: string }) => t.name);
    const system = JSON.stringify(body?.system ?? "");
    const user = JSON.stringify(body?.messages ?? "");
    if (tools.includes("draft_post")) {
      if (user.includes("earlier_takes")) return { kind: "tool", name: "draft_post", input: { post: `Another angle, take ${++takes}: retries make webhooks boring, in a good way.` } };
      return { kind: "tool", name: "draft_post", input: { post: `Build log ${++drafts}: shipped the onboarding flow and the drafts queue.` } };
    }
    if (tools.includes("submit")) return { kind: "tool", name: "submit", input: { speak: false, reason: "Not now.", candidate_id: "x" } };
    if (tools.includes("respond")) return { kind: "tool", name: "respond", input: { reply: "Got it, moving it to Friday." } };
    if (system.includes("It is the evening")) {
      const summary = /th-[a-z0-9]+: ([^\\]+)\\n/.exec(user)?.[1] ?? "?";
      return { kind: "text", text: `Did "${summary}" move today, or should it go to another day?` };
    }
    return { kind: "text", text: "Here's your day." };
  });
}

function thread(id: string, summary: string, extra: Partial<Thread>): Thread {
  const created = at("08:00", "2025-03-01").toISOString();
  return makeThread({ id, summary, created_at: created, ...extra });
}

let e2e: TelegramZoe;
let emu: Emulator;
let fake: FakeAnthropic;
let webhook: Awaited<ReturnType<typeof startWebhook>>;
let clock: ManualClock;
let env: Record<string, string>;
let running: Running | null = null;
let user: EmuUser;

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, timeZone: TZ, homePrefix: "zoe-rhythm-" });
  ({ emu, model: fake } = e2e);
  modelScript(fake);
  webhook = await startWebhook();
  env = {
    ZOE_MODEL: "fake-main",
    ZOE_GATE_MODEL: "fake-gate",
    ZOE_PUBLISH_WEBHOOK: webhook.url,
  };
  user = emu.client(OWNER);
});

afterEach(async () => {
  running = null;
  await e2e.close();
  await webhook.close();
});

/** Start (or restart) ZOE on the same home, the scheduler driven by the test. */
async function boot(): Promise<Running> {
  await running?.stop();
  running = await e2e.start({ clock, env });
  return running;
}

/** Move the clock slot by slot to `target`, running what is due at each slot. */
async function runUntil(target: Date): Promise<void> {
  const s = running!.scheduler;
  for (let n = s.nextAt(); n && n.getTime() <= target.getTime(); n = s.nextAt()) {
    if (n.getTime() > clock.now().getTime()) clock.set(n);
    await s.runDue();
  }
  if (target.getTime() > clock.now().getTime()) clock.set(target);
  await s.runDue();
}

async function seed(): Promise<void> {
  const owner = running!.zoe.owner(String(OWNER));
  await owner.memory.apply({ block: "working", op: "replace", text: "Shipping ZOE's drafts queue this week." });
  await owner.threads.transact((ts) => {
    ts.push(thread("th-done1", "ship the onboarding flow", { status: "done", updated_at: at("07:00").toISOString() }));
    ts.push(thread("th-soon1", "prepare the investor demo", { due_at: at("10:00", "2025-03-06").toISOString() }));
    ts.push(thread("th-late1", "call the bank", { due_at: at("12:00", "2025-03-03").toISOString() }));
    ts.push(thread("th-late2", "send the invoice to Acme", { due_at: at("09:00", "2025-03-01").toISOString() }));
  });
}

/** Wait for the next bot message after `seen` messages, and return it. */
async function nextMessage(seen: number): Promise<BotMessage> {
  const all = await user.waitForMessages(seen + 1, 25_000);
  return all[seen]!;
}

const data = (m: BotMessage, label: string) => m.buttons.flat().find((b) => b.text === label)?.data ?? "";

describe("a simulated day, restarted again and again", () => {
  it("sends one brief, one drafts notice, one reflection about the most overdue thread, and never a draft", async () => {
    clock = new ManualClock(at("07:00"));
    await boot();
    await seed();
    const restarts = [at("08:55"), at("09:00", DAY1, 30), at("10:20", DAY1, 30), at("14:00", DAY1, 30), at("20:59"), at("21:00", DAY1, 30)];
    for (const r of restarts) {
      await runUntil(r);
      await boot();
    }
    await runUntil(at("23:45"));

    const owner = running!.zoe.owner(String(OWNER));
    const pushes = await owner.pushes.all();
    const kinds = pushes.map((p) => p.kind);
    expect(kinds.filter((k) => k === "brief")).toHaveLength(1);
    expect(kinds.filter((k) => k === "drafts")).toHaveLength(1);
    expect(kinds.filter((k) => k === "reflection")).toHaveLength(1);

    const seen = user.messages().map((m) => m.text);
    expect(seen).toHaveLength(pushes.length);
    expect(seen.filter((t) => t.includes("Here's your day."))).toHaveLength(1);
    expect(seen).toContain("1 draft ready, /drafts to review.");
    // The reflection asked about the most overdue thread, written by the model from it.
    expect(seen).toContain('Did "send the invoice to Acme" move today, or should it go to another day?');
    expect(pushes.find((p) => p.kind === "reflection")?.threadId).toBe("th-late2");

    // Drafts were written at 10:20, 15:00 and 19:40, and none of them reached the chat.
    const drafts = await draftQueue(owner).all();
    expect(drafts).toHaveLength(3);
    for (const d of drafts) expect(seen.some((t) => t.includes(d.text))).toBe(false);

    // The owner answers the reflection: the concierge sees the thread it was about.
    clock.set(at("23:50"));
    const before = user.messages().length;
    const requestsBefore = fake.requests.length;
    await user.send("Not yet, the numbers aren't final.");
    expect((await nextMessage(before)).text).toBe("Got it, moving it to Friday.");
    const concierge = fake.requests.slice(requestsBefore).find((r) => (r.body?.tools ?? []).some((t: { name: string }) => t.name === "respond"));
    expect(JSON.stringify(concierge?.body.system)).toContain("about thread th-late2 (send the invoice to Acme)");

    // The next day, restarted right after its brief and right after its notice: one of each again,
    // and the notice counts only the drafts it has not announced before.
    const DAY2 = "2025-03-05";
    for (const r of [at("09:00", DAY2, 30), at("14:00", DAY2, 10)]) {
      await runUntil(r);
      await boot();
    }
    await runUntil(at("15:30", DAY2));
    const kinds2 = (await owner.pushes.all()).map((p) => p.kind);
    expect(kinds2.filter((k) => k === "brief")).toHaveLength(2);
    expect(kinds2.filter((k) => k === "drafts")).toHaveLength(2);
    expect(user.messages().map((m) => m.text)).toContain("3 new drafts ready (4 waiting in all), /drafts to review.");
  });

  it("a process down from 08:00 to 10:00 sends the brief once, late, and says so", async () => {
    clock = new ManualClock(at("07:30"));
    await boot();
    await runUntil(at("08:00"));
    await running!.stop();
    running = null;
    clock.set(at("10:00"));
    await boot();
    await runUntil(at("12:00"));
    const briefs = user.messages().filter((m) => m.text.includes("Sent late"));
    expect(briefs).toHaveLength(1);
    expect(briefs[0]!.text).toContain("I was offline at brief time, 09:00 was 1 h ago");
    expect((await running!.zoe.owner(String(OWNER)).pushes.all()).filter((p) => p.kind === "brief")).toHaveLength(1);
  });
});

describe("/drafts, from generated to published", () => {
  it("Post, Regen and Skip each do what they say; a webhook failure is told and kept for a retry", async () => {
    clock = new ManualClock(at("07:00"));
    await boot();
    await seed();
    await runUntil(at("20:00"));
    const owner = running!.zoe.owner(String(OWNER));
    expect(await draftQueue(owner).pending(clock.now())).toHaveLength(3);
    let n = user.messages().length;

    await user.send("/drafts");
    const card1 = await nextMessage(n++);
    expect(card1.text).toContain("Build log 1: shipped the onboarding flow and the drafts queue.");
    expect(card1.text).toContain("2 more waiting after this one.");
    expect(card1.buttons.flat().map((b) => b.text)).toEqual(["Post", "Regen", "Skip"]);

    // Regen: a new take on the same material.
    await user.press(data(card1, "Regen"), card1.messageId);
    const regen = await nextMessage(n++);
    expect(regen.text).toContain("A new take:");
    expect(regen.text).toContain("Another angle, take 1");
    const regenRequest = fake.requests.filter((r) => (r.body?.tools ?? []).some((t: { name: string }) => t.name === "draft_post")).at(-1);
    expect(JSON.stringify(regenRequest?.body.messages)).toContain("Shipping ZOE's drafts queue this week.");
    expect(JSON.stringify(regenRequest?.body.messages)).toContain("Build log 1");

    // Post, with the webhook down: the owner is told, the draft stays for a retry.
    webhook.script.push(503);
    await user.press(data(regen, "Post"), regen.messageId);
    const failed = await nextMessage(n++);
    expect(failed.text).toContain("Posting failed: the webhook answered 503: service unavailable. I kept the draft; Post tries again.");
    expect(await draftQueue(owner).pending(clock.now())).toHaveLength(3);

    // Post again: published with the text the owner saw, then the next draft.
    await user.press(data(failed, "Post"), failed.messageId);
    const card2 = await nextMessage(n++);
    expect(card2.text).toContain("Posted.");
    expect(card2.text).toContain("Build log 2");
    expect(card2.text).toContain("1 more waiting after this one.");
    expect(webhook.bodies.map((b) => b.text)).toEqual([
      "Another angle, take 1: retries make webhooks boring, in a good way.",
      "Another angle, take 1: retries make webhooks boring, in a good way.",
    ]);

    // Skip discards it; then the last one.
    await user.press(data(card2, "Skip"), card2.messageId);
    const card3 = await nextMessage(n++);
    expect(card3.text).toContain("Skipped.");
    expect(card3.text).toContain("Build log 3");
    expect(card3.text).toContain("No more waiting after this one.");

    await user.press(data(card3, "Post"), card3.messageId);
    const done = await nextMessage(n++);
    expect(done.text).toContain("Posted.");
    expect(done.text).toContain("That was the last draft for now.");
    expect(webhook.bodies.at(-1)?.text).toBe("Build log 3: shipped the onboarding flow and the drafts queue.");

    const statuses = (await draftQueue(owner).all()).map((d) => [d.text.slice(0, 13), d.status]);
    expect(statuses).toEqual([
      ["Another angle", "posted"],
      ["Build log 2: ", "skipped"],
      ["Build log 3: ", "posted"],
    ]);
    // The old card's buttons were taken away once it was answered.
    expect(user.messages().find((m) => m.messageId === card1.messageId)?.buttons.flat()).toHaveLength(0);
  });
});
