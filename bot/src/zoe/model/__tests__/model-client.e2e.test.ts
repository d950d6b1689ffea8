/**
 * The model client through the real SDK against a loopback fake of the Messages API: tool answers,
 * prompt caching, model choice per role, the retry policy (counted, with injected sleep) and key
 * hygiene in errors and logs.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import {
  backoffDelay,
  createModelClient,
  MAX_BACKOFF_MS,
  MAX_RETRY_AFTER_MS,
  ModelUnavailableError,
  type ModelClientOptions,
  type ModelRequest,
  type UsageRecord,
} from "../client.ts";
import { RESPOND_TOOL } from "../respond.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";

// Built at run time: a key-shaped string that must never leak into errors or logs.
const KEY = "sk-ant-" + "test" + "x".repeat(36);
const MODELS = { main: "claude-main-test", gate: "claude-gate-test" };

let fake: FakeAnthropic;
let clock: ManualClock;
let usage: UsageRecord[];
let delays: number[];

beforeEach(async () => {
  fake = await startFakeAnthropic();
  clock = new ManualClock("2026-03-02T09:00:00Z");
  usage = [];
  delays = [];
});

afterEach(async () => {
  await fake.close();
});

function client(overrides: Partial<ModelClientOptions> = {}) {
  return createModelClient({
    apiKey: KEY,
    baseURL: fake.url,
    models: MODELS,
    logger: silentLogger,
    clock,
    onUsage: (rec) => void usage.push(rec),
    sleep: async (ms) => void delays.push(ms),
    random: () => 0.5,
    ...overrides,
  });
}

const ask = (over: Partial<ModelRequest> = {}): ModelRequest => ({
  role: "main",
  purpose: "concierge",
  system: { stable: "You are ZOE, a chief of staff.", dynamic: "Now: Monday 09:00." },
  messages: [{ role: "user", content: "I'll send the deck to Priya by Friday." }],
  ...over,
});

async function failure(p: Promise<unknown>): Promise<ModelUnavailableError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ModelUnavailableError);
    return err as ModelUnavailableError;
  }
  throw new Error("expected the call to fail");
}

describe("model client against the fake Messages API", () => {
  it("round-trips a tool answer: the tool and tool choice go out, the call comes back", async () => {
    const input = { reply: "Noted: deck to Priya by Friday.", thread_ops: [{ op: "open", summary: "Send deck to Priya", due: "Friday" }] };
    fake.enqueue({ kind: "tool", name: "respond", input, text: "Let me note that." });

    const resp = await client().call(
      ask({ tools: [RESPOND_TOOL], toolChoice: { type: "tool", name: "respond" }, maxTokens: 1500 }),
    );

    expect(resp.toolCalls).toEqual([{ name: "respond", input }]);
    expect(resp.text).toBe("Let me note that.");
    expect(resp.stopReason).toBe("tool_use");
    expect(resp.model).toBe(MODELS.main);
    expect(resp.usage.inputTokens).toBeGreaterThan(0);
    expect(resp.usage.outputTokens).toBeGreaterThan(0);

    const body = fake.requests[0]!.body;
    expect(body.max_tokens).toBe(1500);
    expect(body.tools).toEqual([
      { name: "respond", description: RESPOND_TOOL.description, input_schema: RESPOND_TOOL.input_schema },
    ]);
    expect(body.tool_choice).toEqual({ type: "tool", name: "respond" });
    expect(body.messages).toEqual([{ role: "user", content: "I'll send the deck to Priya by Friday." }]);

    expect(usage).toEqual([
      { at: "2026-03-02T09:00:00.000Z", purpose: "concierge", role: "main", model: MODELS.main, ok: true, attempts: 1, usage: resp.usage },
    ]);
  });

  it("defaults max_tokens to 1024 and sends no tools when none are given", async () => {
    await client().call(ask());
    const body = fake.requests[0]!.body;
    expect(body.max_tokens).toBe(1024);
    expect(body.tools).toBeUndefined();
    expect(body.tool_choice).toBeUndefined();
  });

  it("caches the stable system prefix and leaves the dynamic block uncached", async () => {
    const c = client();
    const first = await c.call(ask());
    const second = await c.call(ask({ system: { stable: "You are ZOE, a chief of staff.", dynamic: "Now: Monday 09:05." } }));

    const system = fake.requests[0]!.body.system;
    expect(system).toEqual([
      { type: "text", text: "You are ZOE, a chief of staff.", cache_control: { type: "ephemeral" } },
      { type: "text", text: "Now: Monday 09:00." },
    ]);
    expect(system[1].cache_control).toBeUndefined();
    // The fake emulates the cache: written on the first call, read on the second.
    expect(first.usage.cacheWriteTokens).toBeGreaterThan(0);
    expect(second.usage.cacheReadTokens).toBe(first.usage.cacheWriteTokens);
    expect(second.usage.cacheWriteTokens).toBe(0);
  });

  it("sends a single cached system block when there is no dynamic part", async () => {
    await client().call(ask({ system: { stable: "Stable only." } }));
    expect(fake.requests[0]!.body.system).toEqual([
      { type: "text", text: "Stable only.", cache_control: { type: "ephemeral" } },
    ]);
  });

  it("uses ZOE_MODEL for main calls and ZOE_GATE_MODEL for gate calls", async () => {
    const c = client();
    expect(c.models).toEqual(MODELS);
    await c.call(ask({ role: "main" }));
    const gate = await c.call(ask({ role: "gate", purpose: "gate" }));

    expect(fake.requests.map((r) => r.body.model)).toEqual([MODELS.main, MODELS.gate]);
    expect(gate.model).toBe(MODELS.gate);
    expect(usage.map((u) => [u.role, u.purpose, u.model])).toEqual([
      ["main", "concierge", MODELS.main],
      ["gate", "gate", MODELS.gate],
    ]);
  });

  it("retries after a 529 overload and records two attempts", async () => {
    fake.enqueue({ kind: "error", status: 529 }, { kind: "text", text: "Here now." });

    const resp = await client().call(ask());

    expect(resp.text).toBe("Here now.");
    expect(fake.requests).toHaveLength(2);
    expect(delays).toHaveLength(1);
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ ok: true, attempts: 2 });
  });

  it("honours retry-after on a 429, capped so a turn never waits for minutes", async () => {
    fake.enqueue(
      { kind: "error", status: 429, headers: { "retry-after": "2" } },
      { kind: "error", status: 429, headers: { "retry-after": "3600" } },
      { kind: "text", text: "ok" },
    );

    await client().call(ask());

    expect(delays).toEqual([2000, MAX_RETRY_AFTER_MS]);
    expect(usage[0]).toMatchObject({ ok: true, attempts: 3 });
  });

  it("honours retry-after-ms when the server sends it", async () => {
    fake.enqueue({ kind: "error", status: 429, headers: { "retry-after-ms": "750" } }, { kind: "text", text: "ok" });
    await client().call(ask());
    expect(delays).toEqual([750]);
  });

  it("fails fast on a 401 without retrying, with a clear message", async () => {
    fake.enqueue({ kind: "error", status: 401 });

    const err = await failure(client().call(ask()));

    expect(err.message).toBe("model API rejected the key (401)");
    expect(err.status).toBe(401);
    expect(fake.requests).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(usage).toEqual([
      expect.objectContaining({ ok: false, attempts: 1, error: "model API rejected the key (401)", usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 } }),
    ]);
  });

  it.each([400, 403, 404])("does not retry a %i", async (status) => {
    fake.enqueue({ kind: "error", status });
    const err = await failure(client().call(ask()));
    expect(err.status).toBe(status);
    expect(err.message).toContain(`(${status})`);
    expect(fake.requests).toHaveLength(1);
  });

  it("names the model when the API answers 404", async () => {
    fake.enqueue({ kind: "error", status: 404 });
    const err = await failure(client().call(ask({ role: "gate" })));
    expect(err.message).toContain(MODELS.gate);
  });

  it("gives up after a persistent 500: four attempts, backoff growing and capped", async () => {
    fake.setHandler(() => ({ kind: "error", status: 500 }));

    const err = await failure(client({ random: () => 0.999 }).call(ask()));

    expect(fake.requests).toHaveLength(4);
    expect(err.message).toBe("model API unavailable after 4 attempts: server error (500)");
    expect(err.status).toBe(500);
    expect(delays).toEqual([499, 999, 1998]);
    expect(usage).toEqual([expect.objectContaining({ ok: false, attempts: 4 })]);
  });

  it("keeps backoff under the cap however many attempts", () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect(backoffDelay(attempt, 500, () => 0.9999)).toBeLessThanOrEqual(MAX_BACKOFF_MS);
      expect(backoffDelay(attempt, 500, () => 0)).toBe(0);
    }
    expect(backoffDelay(10, 500, () => 0.9999)).toBe(MAX_BACKOFF_MS - 1);
  });

  it("respects a smaller maxRetries", async () => {
    fake.setHandler(() => ({ kind: "error", status: 529 }));
    const err = await failure(client({ maxRetries: 1 }).call(ask()));
    expect(fake.requests).toHaveLength(2);
    expect(err.message).toContain("overloaded (529)");
  });

  it("times out a hanging server per attempt and retries", async () => {
    fake.setHandler(() => ({ kind: "hang" }));

    const err = await failure(client({ maxRetries: 1 }).call(ask({ timeoutMs: 300 })));

    expect(err.message).toBe("model API unavailable after 2 attempts: timed out after 300 ms");
    expect(err.status).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
    expect(usage).toEqual([expect.objectContaining({ ok: false, attempts: 2 })]);
  });

  it("recovers when a hung attempt is followed by an answer", async () => {
    fake.enqueue({ kind: "hang" }, { kind: "text", text: "Back." });
    // Generous: the answering attempt must beat its timeout even on a loaded machine.
    const resp = await client().call(ask({ timeoutMs: 2_000 }));
    expect(resp.text).toBe("Back.");
    expect(usage[0]).toMatchObject({ ok: true, attempts: 2 });
  });

  it("retries network errors and reports them as such", async () => {
    const gone = await startFakeAnthropic();
    const deadUrl = gone.url;
    await gone.close();

    const err = await failure(client({ baseURL: deadUrl, maxRetries: 2 }).call(ask()));

    expect(err.message).toMatch(/^model API unavailable after 3 attempts: network error/);
    expect(delays).toHaveLength(2);
  });

  it("never puts the API key in an error message or a log line, even when the server echoes it", async () => {
    const { logger, lines } = loggerToLines("debug");
    const echo = (status: number) => ({
      kind: "error" as const,
      status,
      body: { type: "error", error: { type: "invalid_request_error", message: `bad key ${KEY} in request` } },
    });
    fake.enqueue(echo(400), echo(503), echo(503));

    const rejected = await failure(client({ logger }).call(ask()));
    const exhausted = await failure(client({ logger, maxRetries: 1 }).call(ask()));

    // The key really was sent, so its absence below means something.
    expect(JSON.stringify(fake.requests[0]!.headers)).toContain(KEY);
    for (const err of [rejected, exhausted]) {
      expect(err.message).not.toContain(KEY);
      expect(String(err.stack)).not.toContain(KEY);
    }
    expect(rejected.message).toContain("(400)");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("")).not.toContain(KEY);
    expect(usage.map((u) => u.error ?? "").join("")).not.toContain(KEY);
  });

  it("still answers when recording usage fails", async () => {
    const resp = await client({
      onUsage: () => {
        throw new Error("disk full");
      },
    }).call(ask());
    expect(resp.text).toBe("ok");
  });
});
