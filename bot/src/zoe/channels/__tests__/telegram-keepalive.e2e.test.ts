/**
 * The Telegram client's pooled connections (channels/telegram/http-agent.ts): an idle connection is
 * closed by ZOE before the server's announced keep-alive timeout, so a reply is never written on a
 * connection the server is closing at that moment; and a request in progress is never cut by it.
 * Against a small loopback server that speaks just enough of the Bot API (getMe) and counts the
 * connections it is given.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { createTelegramChannel } from "../telegram/channel.ts";
import { IDLE_CONNECTION_MS, telegramAgent } from "../telegram/http-agent.ts";
import { filesSpace } from "../../test-support/storage.ts";

const TOKEN = "123456:keepalive-test-token";
const ME = { id: 123456, is_bot: true, first_name: "ZOE", username: "zoe_test_bot" };

interface FakeApi {
  apiRoot: string;
  /** Connections accepted, and those the client closed (an end from its side) so far. */
  connections: () => number;
  closedByClient: () => number;
  close: () => Promise<void>;
}

/** A Bot API that answers getMe after `delayMs`, announcing a keep-alive of `hintSec` while it keeps connections far longer. */
async function fakeApi(opts: { hintSec: number; delayMs?: () => number }): Promise<FakeApi> {
  let connections = 0;
  let closedByClient = 0;
  const server = http.createServer((req, res) => {
    const answer = () => {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Keep-Alive", `timeout=${opts.hintSec}`);
      res.end(JSON.stringify(req.url?.endsWith("/getMe") ? { ok: true, result: ME } : { ok: false, error_code: 404, description: "Not Found" }));
    };
    const delay = opts.delayMs?.() ?? 0;
    if (delay > 0) setTimeout(answer, delay);
    else answer();
  });
  // The server itself would keep an idle connection a minute: only the client can close it sooner.
  server.keepAliveTimeout = 60_000;
  server.on("connection", (socket) => {
    connections++;
    socket.on("end", () => closedByClient++);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    connections: () => connections,
    closedByClient: () => closedByClient,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const open: FakeApi[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

function channelAt(apiRoot: string) {
  return createTelegramChannel({
    token: TOKEN,
    apiRoot,
    state: filesSpace(mkdtempSync(path.join(os.tmpdir(), "zoe-ka-"))),
    logger: silentLogger,
    clock: new ManualClock("2026-06-01T08:00:00Z"),
    commands: [],
  });
}

describe("ZOE's connections to the Bot API", () => {
  it("an idle connection is closed by ZOE a second before the server's announced keep-alive runs out", async () => {
    const api = await fakeApi({ hintSec: 2 });
    open.push(api);
    const channel = channelAt(api.apiRoot);
    expect(await channel.bot.api.getMe()).toMatchObject({ username: "zoe_test_bot" });
    expect(api.connections()).toBe(1);
    // The server would keep it 60 s; it said 2 s, so ZOE closes it after about 1 s idle.
    await expect.poll(() => api.closedByClient(), { timeout: 10_000, interval: 50 }).toBe(1);
    // The next request opens a fresh connection instead of writing on one being closed.
    await channel.bot.api.getMe();
    expect(api.connections()).toBe(2);
  });

  it("a request in progress outlasts the idle timeout on its connection and is answered", async () => {
    let n = 0;
    // The second request takes 2.5 s, on a connection whose idle timeout (hint 2 s) is 1 s.
    const api = await fakeApi({ hintSec: 2, delayMs: () => (n++ === 1 ? 2_500 : 0) });
    open.push(api);
    const channel = channelAt(api.apiRoot);
    await channel.bot.api.getMe();
    expect(await channel.bot.api.getMe()).toMatchObject({ id: ME.id });
    expect(api.connections()).toBe(1);
  });

  it("with no hint from the server, an idle connection is kept at most IDLE_CONNECTION_MS", () => {
    for (const root of ["https://api.telegram.org", "http://127.0.0.1:8081"]) {
      const agent = telegramAgent(root) as http.Agent & { options: { timeout?: number; keepAlive?: boolean }; protocol: string };
      expect(agent.options).toMatchObject({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
      expect(agent.protocol).toBe(root.startsWith("https:") ? "https:" : "http:");
    }
  });
});
