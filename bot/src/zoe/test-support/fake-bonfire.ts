/**
 * A loopback fake of the Bonfire API for tests: `POST /knowledge_graph/episode/create` answers
 * `{ task_id }`, `POST /delve` answers `{ episodes }` from a script. It records every request
 * (path, headers, JSON body) and can be taken down (503s, connection refused by closing the
 * listener and reopening it on the same port, or hanging) and brought back up.
 * Must never: listen on anything but 127.0.0.1, or de-duplicate episodes (tests count what
 * arrives; exactly-once is the client's job).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received (also while "down" with 503 or hanging). */
export interface BonfireRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: any;
  raw: string;
  /** The status answered (null while hanging or unanswered). */
  status: number | null;
}

/** An episode as `delve` returns it. */
export interface FakeEpisode {
  uuid: string;
  name: string;
  content: string;
  summary?: string;
  created_at?: string;
  [extra: string]: unknown;
}

/** How the fake is behaving right now. */
export type FakeBonfireMode = "up" | "503" | "refused" | "hang";

/** A running fake. */
export interface FakeBonfire {
  /** Base URL, e.g. "http://127.0.0.1:54321". Stays the same across down/up. */
  url: string;
  port: number;
  /** Every request received, in order. */
  requests: BonfireRequest[];
  /** The create requests only (bodies), in order, whatever they were answered with. */
  episodes(): any[];
  /** The create requests answered 2xx (bodies): the episodes Bonfire stored. */
  stored(): any[];
  /** The delve requests only (bodies), in order. */
  delves(): any[];
  /** What delve answers (default: no episodes). */
  setDelveEpisodes(episodes: FakeEpisode[]): void;
  /** Override the next answers of one endpoint with a raw status and body (e.g. a malformed body). */
  injectRaw(path: "create" | "delve", status: number, body: unknown): void;
  /** Answer with 503, refuse connections, or accept and never answer. */
  down(mode?: Exclude<FakeBonfireMode, "up">): Promise<void>;
  /** Answer normally again (reopens the listener on the same port when it was closed). */
  up(): Promise<void>;
  readonly mode: FakeBonfireMode;
  /** Resolves once at least `n` create requests were received. */
  waitForEpisodes(n: number, timeoutMs?: number): Promise<any[]>;
  close(): Promise<void>;
}

const CREATE = "/knowledge_graph/episode/create";
const DELVE = "/delve";

/** Start a fake Bonfire on an ephemeral loopback port; with `apiKey`, other bearer keys get 401. */
export async function startFakeBonfire(opts: { apiKey?: string } = {}): Promise<FakeBonfire> {
  const requests: BonfireRequest[] = [];
  let mode: FakeBonfireMode = "up";
  let delveEpisodes: FakeEpisode[] = [];
  const injected: Record<"create" | "delve", Array<{ status: number; body: unknown }>> = { create: [], delve: [] };
  const hanging = new Set<http.ServerResponse>();
  let taskSeq = 0;
  const waiters: Array<() => void> = [];

  const send = (res: http.ServerResponse, status: number, body: unknown, rec?: BonfireRequest) => {
    if (rec) rec.status = status;
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) });
    res.end(text);
  };

  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: any = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        /* keep the raw text */
      }
      const path = (req.url ?? "/").split("?")[0]!;
      const rec: BonfireRequest = { method: req.method ?? "", path, headers: req.headers, body, raw, status: null };
      requests.push(rec);
      for (const w of waiters.splice(0)) w();
      if (mode === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (mode === "503") return send(res, 503, { detail: "service unavailable" }, rec);
      if (req.method !== "POST") return send(res, 405, { detail: "method not allowed" }, rec);
      const which = path === CREATE ? "create" : path === DELVE ? "delve" : null;
      if (!which) return send(res, 404, { detail: "not found" }, rec);
      const inj = injected[which].shift();
      if (inj) return send(res, inj.status, inj.body, rec);
      if (opts.apiKey !== undefined && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
        return send(res, 401, { detail: "unauthorized" }, rec);
      }
      if (which === "create") {
        taskSeq += 1;
        return send(res, 200, { task_id: `task-${taskSeq}`, status: "queued" }, rec);
      }
      return send(res, 200, { episodes: delveEpisodes, entities: [], edges: [] }, rec);
    });
  };

  let server = http.createServer(handler);
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const port = (server.address() as AddressInfo).port;

  const fake: FakeBonfire = {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    episodes: () => requests.filter((r) => r.path === CREATE).map((r) => r.body),
    stored: () => requests.filter((r) => r.path === CREATE && r.status !== null && r.status >= 200 && r.status < 300).map((r) => r.body),
    delves: () => requests.filter((r) => r.path === DELVE).map((r) => r.body),
    setDelveEpisodes(episodes) {
      delveEpisodes = episodes;
    },
    injectRaw(which, status, body) {
      injected[which].push({ status, body });
    },
    get mode() {
      return mode;
    },
    async down(next = "503") {
      if (mode === "refused") await this.up();
      if (next === "refused") await closeServer();
      mode = next;
    },
    async up() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      if (mode === "refused") {
        server = http.createServer(handler);
        await listen(port);
      }
      mode = "up";
    },
    async waitForEpisodes(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (fake.episodes().length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`fake Bonfire: waited for ${n} episodes, got ${fake.episodes().length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return fake.episodes();
    },
    async close() {
      if (mode !== "refused") await closeServer();
      mode = "refused";
    },
  };
  return fake;
}
