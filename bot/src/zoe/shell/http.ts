/**
 * ZOE's local HTTP listener: the Telegram webhook (POST on the webhook URL's path, checked against
 * the shared secret), GitHub deliveries (POST /github/webhook: read within their size limit and
 * handed over raw, since the signature is over the bytes; github/ checks and answers them),
 * `GET /healthz`, `GET /metrics`, and the pages registered as routes (the web console under
 * /console, which checks its own sessions). It parses and routes; what an update or a delivery
 * means is the channel's or github/'s business, what healthy means is the caller's.
 * Must never: act on a request without the right secret (401, nothing touched), log the secret or
 * a request body, answer 200 for an update that was not handled (Telegram would not retry it), or
 * listen beyond loopback without a warning (/metrics and /healthz have no authentication).
 */
import http from "node:http";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Logger } from "../base/log.ts";

/** The header Telegram puts the webhook's secret_token in. */
export const SECRET_HEADER = "x-telegram-bot-api-secret-token";
/** Telegram updates are small; anything larger is not one. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Whether a listen address keeps the listener on this machine (the default, 127.0.0.1, does). */
export function isLoopbackHost(host: string): boolean {
  return /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.test(host.trim());
}

import { WebhookUpdateSchema, type WebhookOutcome, type WebhookUpdate } from "../channels/index.ts";

export { WebhookUpdateSchema, type WebhookOutcome, type WebhookUpdate } from "../channels/index.ts";

/** One named health check: `ok` and a short detail (never a secret). */
export interface HealthCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface HttpServerOptions {
  port: number;
  host: string;
  logger: Logger;
  webhook?: { path: string; secret: string; handle(update: WebhookUpdate): Promise<WebhookOutcome> } | null;
  /** GitHub deliveries: the body (null when over `maxBytes`) and headers go to `handle`, which answers. */
  github?: {
    path: string;
    maxBytes: number;
    handle(req: { headers: http.IncomingHttpHeaders; body: Buffer | null }): Promise<{ status: number; text: string }>;
  } | null;
  health(): Promise<HealthCheck[]>;
  metrics(): Promise<{ contentType: string; body: string }>;
  /** Further pages, each owning every path under its prefix (the web console's /console). */
  routes?: Array<{ prefix: string; serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> }>;
}

export interface HttpServer {
  /** The port actually bound (useful with port 0). */
  readonly port: number;
  close(): Promise<void>;
}

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(secret, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBytes(req: http.IncomingMessage, max: number): Promise<Buffer | null> {
  if (Number(req.headers["content-length"] ?? 0) > max) {
    req.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > max) return null;
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readBody(req: http.IncomingMessage): Promise<string | null> {
  return (await readBytes(req, MAX_BODY_BYTES))?.toString("utf8") ?? null;
}

function send(res: http.ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8"): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(body);
}

/** Start listening; resolves once bound. */
export async function startHttpServer(opts: HttpServerOptions): Promise<HttpServer> {
  const log = opts.logger.child({ component: "http" });
  const inFlight = new Set<Promise<void>>();

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    const hook = opts.webhook;
    if (hook && url.pathname === hook.path) {
      if (req.method !== "POST") return send(res, 405, "method not allowed\n");
      if (!secretMatches(req.headers[SECRET_HEADER], hook.secret)) {
        req.resume();
        log.warn({ event: "webhook_unauthorized", remote: req.socket.remoteAddress }, "webhook request without the right secret token: refused");
        return send(res, 401, "unauthorized\n");
      }
      const text = await readBody(req);
      if (text === null) return send(res, 413, "too large\n");
      let parsed: ReturnType<typeof WebhookUpdateSchema.safeParse>;
      try {
        parsed = WebhookUpdateSchema.safeParse(JSON.parse(text));
      } catch {
        parsed = WebhookUpdateSchema.safeParse(undefined);
      }
      if (!parsed.success) {
        log.warn({ event: "webhook_malformed" }, "webhook body is not a Telegram update: refused");
        return send(res, 400, "not a Telegram update\n");
      }
      try {
        const outcome = await hook.handle(parsed.data);
        if (outcome === "busy") return send(res, 503, "being handled elsewhere; retry later\n");
        if (outcome === "unavailable") return send(res, 503, "starting or stopping; retry later\n");
        if (outcome === "failed") return send(res, 500, "could not be handled; retry later\n");
        return send(res, 200, "ok\n");
      } catch (err) {
        log.error({ event: "webhook_failed", updateId: parsed.data.update_id, reason: (err as Error).message }, "webhook update failed; Telegram will retry");
        return send(res, 500, "failed; retry later\n");
      }
    }
    const github = opts.github;
    if (github && url.pathname === github.path) {
      if (req.method !== "POST") return send(res, 405, "method not allowed\n");
      const answer = await github.handle({ headers: req.headers, body: await readBytes(req, github.maxBytes) });
      return send(res, answer.status, answer.text);
    }
    if (url.pathname === "/healthz" && (req.method === "GET" || req.method === "HEAD")) {
      const checks = await opts.health();
      const ok = checks.every((c) => c.ok);
      return send(res, ok ? 200 : 503, JSON.stringify({ ok, checks }) + "\n", "application/json");
    }
    if (url.pathname === "/metrics" && req.method === "GET") {
      const m = await opts.metrics();
      return send(res, 200, m.body, m.contentType);
    }
    const page = opts.routes?.find((r) => url.pathname === r.prefix || url.pathname.startsWith(`${r.prefix}/`));
    if (page) return page.serve(req, res);
    return send(res, 404, "not found\n");
  }

  const server = http.createServer((req, res) => {
    const p = route(req, res)
      .catch((err: unknown) => {
        log.error({ event: "http_failed", reason: (err as Error).message }, "HTTP request failed");
        send(res, 500, "internal error\n");
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  });
  server.keepAliveTimeout = 65_000; // longer than typical reverse proxies' idle timeout
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const addr = server.address();
  const port = typeof addr === "object" && addr !== null ? addr.port : opts.port;
  log.info({ event: "http_started", host: opts.host, port, webhook: Boolean(opts.webhook), github: Boolean(opts.github) }, `HTTP listener on ${opts.host}:${port}`);
  if (!isLoopbackHost(opts.host)) {
    // /metrics and /healthz have no authentication of their own: say so where the operator looks.
    log.warn(
      { event: "http_exposed", host: opts.host, port },
      `ZOE_HTTP_HOST=${opts.host} listens beyond this machine: /metrics and /healthz answer anyone who can reach port ${port}, ` +
        "without authentication (only the webhook routes check their secrets). Keep the port behind a firewall or a reverse proxy " +
        "that passes only the webhook path, or set ZOE_HTTP_HOST=127.0.0.1",
    );
  }
  return {
    port,
    async close() {
      // Stop accepting, let requests in progress finish (a webhook answered 200 must be handled).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await closed;
    },
  };
}
