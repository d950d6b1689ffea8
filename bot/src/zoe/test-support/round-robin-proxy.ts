/**
 * A loopback round-robin HTTP proxy, standing in for the reverse proxy in front of several ZOE
 * instances: each request goes to the next backend in turn, headers and body passed through. A
 * backend that refuses the connection (down, killed) is skipped for the next one, as nginx's
 * `proxy_next_upstream error` does; one that fails mid-answer gets a 502 back to the caller.
 * Must never: listen beyond 127.0.0.1, or resend a request a backend already received.
 */
import http from "node:http";

export interface RoundRobinProxy {
  url: string;
  /** How many requests each backend got (by backend URL). */
  hits(): Record<string, number>;
  /** The backend each request went to, in the order they were sent (a retry is a request). */
  sequence(): string[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const hits: Record<string, number> = {};
  const order: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const target = new URL(req.url ?? "/", backends[next++ % backends.length]);
        hits[target.origin] = (hits[target.origin] ?? 0) + 1;
        order.push(target.origin);
        const headers = { ...req.headers, host: target.host };
        const up = http.request(target, { method: req.method, headers, agent }, (upRes) => {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
        });
        up.on("error", (err: NodeJS.ErrnoException) => {
          if (err.code === "ECONNREFUSED" && tries + 1 < backends.length) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
          res.end("bad gateway\n");
        });
        up.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const addr = server.address();
  const port = typeof addr === "object" && addr !== null ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => ({ ...hits }),
    sequence: () => [...order],
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      agent.destroy();
    },
  };
}
