/**
 * A private ICS address on loopback for calendar tests: serves `body` with an ETag, answers 304
 * to a matching If-None-Match, can be switched to 500s or stopped (connections refused), and
 * counts what it answered.
 * Must never: listen on anything but 127.0.0.1.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A calendar server with ETag support that counts what it answered. */
export class IcsServer {
  constructor(public body = "") {}

  mode: "ok" | "error" = "ok";
  counts = { ok: 0, notModified: 0, error: 0 };
  lastPath = "";
  private server: http.Server | null = null;
  port = 0;

  etag(): string {
    return `"${createHash("sha256").update(this.body).digest("hex").slice(0, 16)}"`;
  }

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      this.lastPath = req.url ?? "";
      if (this.mode === "error") {
        this.counts.error++;
        res.writeHead(500, { "content-type": "text/plain" }).end("internal error");
        return;
      }
      const etag = this.etag();
      if (req.headers["if-none-match"] === etag) {
        this.counts.notModified++;
        res.writeHead(304, { etag }).end();
        return;
      }
      this.counts.ok++;
      res.writeHead(200, { "content-type": "text/calendar; charset=utf-8", etag }).end(this.body);
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once("error", reject);
      this.server?.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Stop listening: further connections are refused. */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  url(secretPath = "/basic.ics"): string {
    return `http://127.0.0.1:${this.port}${secretPath}`;
  }
}
