/**
 * Wiring for the HTTP side of a running ZOE: the listener with the webhook route (when webhook
 * mode is on), /healthz (the database and each channel with a check, e.g. Telegram, reachable),
 * /metrics, and the routes the caller registers (the web console). Wiring only.
 * Must never: report healthy without having asked the database and the channels, or cache a failure
 * for long (a load balancer would keep a recovered instance out).
 */
import type { Clock } from "../base/clock.ts";
import type { Config } from "./config.ts";
import type { Logger } from "../base/log.ts";
import { startHttpServer, type HealthCheck, type HttpServer, type HttpServerOptions, type WebhookOutcome, type WebhookUpdate } from "./http.ts";

export interface ServeOptions {
  config: Config;
  logger: Logger;
  clock: Clock;
  /** Updates from the webhook route go here (the Telegram channel's handleWebhook). */
  webhook?: ((update: WebhookUpdate) => Promise<WebhookOutcome>) | null;
  /** Is each channel with a check reachable (Telegram: getMe)? None in terminal mode. */
  channelChecks?: Array<{ name: string; probe: () => Promise<string> }>;
  /** GitHub deliveries (github/'s GithubWebhook), when ZOE_GITHUB_WEBHOOK_SECRET is set. */
  github?: { path: string; maxBytes: number; receive(req: { headers: Record<string, string | string[] | undefined>; body: Buffer | null }): Promise<{ status: number; text: string }> } | null;
  /** Is the database reachable and migrated? Absent on the files backend. */
  databaseAlive?: (() => Promise<string>) | null;
  /** Pages served beside the webhook (the web console). */
  routes?: HttpServerOptions["routes"];
  /**
   * Where the instance is in its life: until every channel serves, and once it stops, /healthz says
   * so (503), so a load balancer does not send it Telegram's updates. Absent: always serving.
   */
  phase?: () => Phase;
}

/** An instance's life as /healthz reports it. */
export type Phase = "starting" | "serving" | "stopping";

/**
 * How long one healthy answer is reused: probes every few seconds (from each node of a load
 * balancer) must not each cost a getMe; it was one getMe per request.
 */
export const HEALTH_CACHE_MS = 5_000;
/** A failing answer is reused only this long, so a recovered instance is back in at once. */
export const HEALTH_FAILURE_CACHE_MS = 1_000;
const CHECK_TIMEOUT_MS = 5_000;

async function check(name: string, probe: () => Promise<string>): Promise<HealthCheck> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { name, ok: true, detail };
  } catch (err) {
    return { name, ok: false, detail: (err as Error).message.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `probe` behind a short cache on `clock`: a healthy answer is reused for HEALTH_CACHE_MS, a
 * failing one for HEALTH_FAILURE_CACHE_MS, and requests that come while a probe runs share it.
 */
export function cachedHealth(probe: () => Promise<HealthCheck[]>, clock: Clock): () => Promise<HealthCheck[]> {
  let cached: { at: number; checks: HealthCheck[] } | null = null;
  let running: Promise<HealthCheck[]> | null = null;
  return () => {
    const now = clock.now().getTime();
    if (cached) {
      const keep = cached.checks.every((c) => c.ok) ? HEALTH_CACHE_MS : HEALTH_FAILURE_CACHE_MS;
      if (now - cached.at < keep) return Promise.resolve(cached.checks);
    }
    running ??= probe()
      .then((checks) => {
        cached = { at: clock.now().getTime(), checks };
        return checks;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** Start the listener when ZOE_HTTP_PORT is set; null otherwise. */
export async function serveHttp(opts: ServeOptions): Promise<HttpServer | null> {
  const { config } = opts;
  if (!config.http) return null;
  // prom-client is loaded only when there is a listener to serve /metrics.
  const { createPrometheusExporter } = await import("./prometheus.ts");
  const exporter = createPrometheusExporter();
  const reachable = cachedHealth(async () => {
    const probes: Array<Promise<HealthCheck>> = [];
    if (opts.databaseAlive) probes.push(check("database", opts.databaseAlive));
    for (const c of opts.channelChecks ?? []) probes.push(check(c.name, c.probe));
    return Promise.all(probes);
  }, opts.clock);
  // The phase is read afresh on every probe (it costs nothing): an instance that has just started
  // serving is in at once, one that is stopping is out at once.
  const health = async (): Promise<HealthCheck[]> => {
    const phase = opts.phase?.() ?? "serving";
    const checks = await reachable();
    return phase === "serving" ? checks : [{ name: "zoe", ok: false, detail: `${phase}: the channels do not serve updates` }, ...checks];
  };
  const hook = config.webhook && opts.webhook ? { path: config.webhook.path, secret: config.webhook.secret, handle: opts.webhook } : null;
  const server = await startHttpServer({
    port: config.http.port,
    host: config.http.host,
    logger: opts.logger,
    webhook: hook,
    github: opts.github ? { path: opts.github.path, maxBytes: opts.github.maxBytes, handle: (req) => opts.github!.receive(req) } : null,
    health,
    metrics: () => exporter.render(),
    ...(opts.routes ? { routes: opts.routes } : {}),
  });
  return {
    port: server.port,
    async close() {
      await server.close();
      exporter.close();
    },
  };
}
