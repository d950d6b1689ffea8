/**
 * Wiring for the HTTP side of a running ZOE: the listener with the webhook route (when webhook
 * mode is on), /healthz (the database and each channel with a check, e.g. Telegram, reachable)
 * and /metrics. Wiring only.
 * Must never: report healthy without having asked the database and the channels, or cache a failure
 * for long (a load balancer would keep a recovered instance out).
 */
import type { Clock } from "../base/clock.ts";
import type { Config } from "./config.ts";
import type { Logger } from "../base/log.ts";
import { startHttpServer, type HealthCheck, type HttpServer, type WebhookOutcome, type WebhookUpdate } from "./http.ts";

export interface ServeOptions {
  config: Config;
  logger: Logger;
  clock: Clock;
  /** Updates from the webhook route go here (the Telegram channel's handleWebhook). */
  webhook?: ((update: WebhookUpdate) => Promise<WebhookOutcome>) | null;
  /** Is each channel with a check reachable (Telegram: getMe)? None in terminal mode. */
  channelChecks?: Array<{ name: string; probe: () => Promise<string> }>;
  /** Is the database reachable and migrated? Absent on the files backend. */
  databaseAlive?: (() => Promise<string>) | null;
}

/** How long one health answer is reused: probes every few seconds must not hammer Telegram. */
const HEALTH_CACHE_MS = 5_000;
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

/** Start the listener when ZOE_HTTP_PORT is set; null otherwise. */
export async function serveHttp(opts: ServeOptions): Promise<HttpServer | null> {
  const { config } = opts;
  if (!config.http) return null;
  // prom-client is loaded only when there is a listener to serve /metrics.
  const { createPrometheusExporter } = await import("./prometheus.ts");
  const exporter = createPrometheusExporter();
  let cached: { at: number; checks: HealthCheck[] } | null = null;
  const health = async (): Promise<HealthCheck[]> => {
    const now = opts.clock.now().getTime();
    if (cached && now - cached.at < HEALTH_CACHE_MS && cached.checks.every((c) => c.ok)) return cached.checks;
    const probes: Array<Promise<HealthCheck>> = [];
    if (opts.databaseAlive) probes.push(check("database", opts.databaseAlive));
    for (const c of opts.channelChecks ?? []) probes.push(check(c.name, c.probe));
    const checks = await Promise.all(probes);
    cached = { at: now, checks };
    return checks;
  };
  const hook = config.webhook && opts.webhook ? { path: config.webhook.path, secret: config.webhook.secret, handle: opts.webhook } : null;
  const server = await startHttpServer({
    port: config.http.port,
    host: config.http.host,
    logger: opts.logger,
    webhook: hook,
    health,
    metrics: () => exporter.render(),
  });
  return {
    port: server.port,
    async close() {
      await server.close();
      exporter.close();
    },
  };
}
