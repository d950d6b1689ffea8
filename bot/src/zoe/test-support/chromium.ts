/**
 * Headless Chromium from Debian's `chromium` package, for tests that check a page in a real
 * browser. It loads a local file with a fresh profile and every background service off, and
 * returns the DOM after the page's scripts ran (`--dump-dom`). All of its traffic is sent to a
 * loopback proxy that answers nothing and counts what it was asked, so a test can assert that
 * the page (and the browser) made no request at all.
 * Must never: skip silently when Chromium is missing (the test fails and says how to install it),
 * let a request leave the machine, or leave its profile folder behind.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Where Debian's package puts it; ZOE_CHROMIUM overrides (another build of Chromium). */
export const CHROMIUM = process.env.ZOE_CHROMIUM || "/usr/bin/chromium";

/** The binary, or an error that says how to get it. */
export function chromiumPath(): string {
  const which = spawnSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).stdout.trim();
  const found = existsSync(CHROMIUM) ? CHROMIUM : which || null;
  if (!found) {
    throw new Error(
      `Chromium not found (${CHROMIUM}): the HTML report is checked in a real headless browser. ` +
        "Run .ci/run (it installs Debian's chromium package), or: apt-get install -y --no-install-recommends chromium",
    );
  }
  return found;
}

/**
 * The flags every run uses: headless, no sandbox (tests may run as root), nothing in the
 * background. The first eight are the usual set; measured with the refusing proxy below, Chromium
 * 150 still asks the network time service, Google's sign-in (accounts.google.com/ListAccounts)
 * and search (www.google.com: a preconnect and an AI-mode eligibility check) at start-up, so
 * those features are off and the sign-in and Google base addresses point at a local address
 * that answers nothing. Debian's Chromium 156.0.8078.114 also asks the component updater's
 * server (update.googleapis.com/service/update2/json) despite --disable-component-update: its
 * address points at the same nowhere.
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--disable-breakpad",
  "--metrics-recording-only",
  "--no-default-browser-check",
  "--no-pings",
  "--disable-features=NetworkTimeServiceQuerying,OptimizationHints,Translate,MediaRouter,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,PreconnectToSearch,AimServerEligibility,AimEligibilityService",
  "--gaia-url=http://0.0.0.0:9/",
  "--google-base-url=http://0.0.0.0:9/",
  "--component-updater=url-source=http://0.0.0.0:9/",
];

export interface DumpedPage {
  /** The DOM after the page's scripts ran, serialised. */
  dom: string;
  /** Requests the browser tried to make (method and target), all refused by the proxy. */
  requests: string[];
}

/** A loopback proxy that refuses everything and records what it was asked for. */
async function refusingProxy(): Promise<{ port: number; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(403).end();
  });
  server.on("connect", (req, socket) => {
    requests.push(`CONNECT ${req.url}`);
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Load a local HTML file in headless Chromium and return its rendered DOM. */
export async function dumpDom(file: string, timeoutMs = 60_000): Promise<DumpedPage> {
  const bin = chromiumPath();
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-chromium-"));
  const proxy = await refusingProxy();
  try {
    const args = [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      // Every request, loopback included, goes to the refusing proxy; no name is resolved.
      `--proxy-server=http://127.0.0.1:${proxy.port}`,
      "--proxy-bypass-list=<-loopback>",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--dump-dom",
      pathToFileURL(file).href,
    ];
    const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`Chromium did not finish within ${timeoutMs} ms`));
      }, timeoutMs);
      child.on("error", (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.on("close", (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    const dom = Buffer.concat(out).toString("utf8");
    if (code !== 0 || !dom.includes("<html")) {
      throw new Error(`Chromium failed (exit ${code}): ${Buffer.concat(err).toString("utf8").slice(-2000)}`);
    }
    return { dom, requests: [...proxy.requests] };
  } finally {
    await proxy.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
}
