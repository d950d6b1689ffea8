/**
 * Headless Chromium for tests that check a page in a real browser: the machine's (ZOE_CHROMIUM,
 * Debian's /usr/bin/chromium, or PATH's chromium) when it has one, else the one the npm package
 * @sparticuz/chromium ships (a brotli-compressed headless shell for Linux x64, unpacked once into
 * node_modules/.cache); ZOE_TEST_BINARIES=npm takes the npm one even where the machine has its own.
 * It loads a local file with a fresh profile and every background service off, and returns the
 * DOM after the page loaded and its scripts ran, read over the DevTools protocol on a pipe (the
 * npm build has no --dump-dom). All of its traffic is sent to a loopback proxy that answers
 * nothing and counts what it was asked, so a test can assert that the page (and the browser) made
 * no request at all.
 * Must never: skip silently when no Chromium is found (the test fails and says how to get one),
 * download anything, let a request leave the machine, or leave its profile folder behind.
 */
import { spawn, spawnSync } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, promises as fs, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, createBrotliDecompress } from "node:zlib";

/** Where Debian's package puts it; ZOE_CHROMIUM overrides (another build of Chromium). */
export const CHROMIUM = process.env.ZOE_CHROMIUM || "/usr/bin/chromium";

/** The npm package that ships a headless Chromium (for Linux x64), a devDependency. */
const NPM_CHROMIUM = "@sparticuz/chromium";

/**
 * ZOE_TEST_BINARIES=npm: the npm package's browser even where the machine has its own (how the
 * path of a machine without Chromium is tested on one with it).
 */
function npmBinariesForced(): boolean {
  const value = process.env.ZOE_TEST_BINARIES;
  if (!value) return false;
  if (value === "npm") return true;
  throw new Error(`ZOE_TEST_BINARIES=${value}: the only value is "npm" (use the npm packages' binaries even where the machine has its own)`);
}

/** The machine's Chromium (ZOE_CHROMIUM, /usr/bin/chromium, PATH's chromium), or null. */
export function systemChromium(): string | null {
  const which = spawnSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).stdout.trim();
  return existsSync(CHROMIUM) ? CHROMIUM : which || null;
}

/** A Chromium to run: its path, and the environment it needs. */
export interface ChromiumBinary {
  path: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The npm package's Chromium, unpacked once (per package version) into
 * node_modules/.cache/zoe-test-chromium/<version>: the binary (bin/chromium.br) and, from
 * bin/al2023.tar.br, the NSS, NSPR and expat libraries it links, which a machine without a browser
 * may lack; they are put on LD_LIBRARY_PATH only when the binary does not start without them
 * (they need glibc 2.34, the binary itself 2.25). The package's own `executablePath()` is not
 * used: it returns whatever file /tmp/chromium is (another version, or one half-written by a
 * concurrent run) and adds those libraries only on AWS Lambda. Fonts and SwiftShader (GPU
 * emulation) are not needed for a DOM read with the GPU off, and are left packed.
 */
async function npmChromium(): Promise<ChromiumBinary> {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      `${NPM_CHROMIUM} ships Chromium for Linux x64 only (this is ${process.platform} ${process.arch}): ` +
        "install one (Debian: apt-get install -y --no-install-recommends chromium) or point ZOE_CHROMIUM at one",
    );
  }
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(NPM_CHROMIUM); // its build/cjs/index.cjs
  } catch {
    throw new Error(`no Chromium found (${CHROMIUM}, PATH's chromium) and the npm package ${NPM_CHROMIUM} is not installed: run npm ci`);
  }
  const pkg = path.resolve(path.dirname(entry), "..", "..");
  const { version } = JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")) as { version: string };
  const cache = path.join(pkg, "..", "..", ".cache", "zoe-test-chromium");
  const dir = path.join(cache, version);
  const bin = path.join(dir, "chromium");
  if (!existsSync(bin)) {
    // Unpacked beside, then renamed into place: a concurrent run sees all of it or nothing.
    await fs.mkdir(cache, { recursive: true });
    const partial = await fs.mkdtemp(path.join(cache, `${version}.partial-`));
    try {
      await pipeline(createReadStream(path.join(pkg, "bin", "chromium.br")), createBrotliDecompress(), createWriteStream(path.join(partial, "chromium"), { mode: 0o755 }));
      const tar = spawnSync("tar", ["-x", "--no-same-owner", "-C", partial], { input: brotliDecompressSync(readFileSync(path.join(pkg, "bin", "al2023.tar.br"))) });
      if (tar.status !== 0) throw new Error(`unpacking ${NPM_CHROMIUM}'s libraries failed: ${tar.error?.message ?? tar.stderr.toString()}`);
      await fs.chmod(partial, 0o755); // mkdtemp's 0700 would keep it from other users of this checkout
      await fs.rename(partial, dir).catch((err: NodeJS.ErrnoException) => {
        if (!existsSync(bin)) throw err; // else another run put the same version in place first
      });
    } finally {
      await fs.rm(partial, { recursive: true, force: true });
    }
  }
  const starts = (env: NodeJS.ProcessEnv) => spawnSync(bin, ["--version"], { env, encoding: "utf8", timeout: 30_000 });
  const plain = starts(process.env);
  if (plain.status === 0) return { path: bin, env: process.env };
  const lib = path.join(dir, "lib");
  const env = { ...process.env, LD_LIBRARY_PATH: [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":") };
  const withLibs = starts(env);
  if (withLibs.status !== 0) throw new Error(`${NPM_CHROMIUM}'s Chromium does not start here: ${plain.stderr}; with its libraries: ${withLibs.stderr}`);
  return { path: bin, env };
}

let npmBinary: Promise<ChromiumBinary> | undefined;

/** The Chromium to use (see the header), or an error that says how to get one. */
export async function chromiumBinary(): Promise<ChromiumBinary> {
  const system = npmBinariesForced() ? null : systemChromium();
  if (system) return { path: system, env: process.env };
  npmBinary ??= npmChromium();
  return npmBinary;
}

/**
 * The flags every run uses: headless, no sandbox (tests may run as root), nothing in the
 * background. The first eight are the usual set; measured with the refusing proxy below, Chromium
 * 150 still asks the network time service, Google's sign-in (accounts.google.com/ListAccounts)
 * and search (www.google.com: a preconnect and an AI-mode eligibility check) at start-up, so
 * those features are off and the sign-in and Google base addresses point at a local address
 * that answers nothing. Debian's Chromium 156.0.8078.114 also asks the component updater's
 * server (update.googleapis.com/service/update2/json) despite --disable-component-update: its
 * address points at the same nowhere. The npm package's headless shell (Chromium 147.0.7727.0)
 * takes the same flags and, measured the same way, asks nothing even without the network ones;
 * it needs none of the package's AWS Lambda flags (--single-process, --no-zygote) here.
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

/** One message from the browser over the DevTools pipe: a reply (with the command's id) or an event. */
interface DevtoolsMessage {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { message: string };
}

/**
 * A minimal DevTools-protocol client over --remote-debugging-pipe: the browser reads commands on
 * its fd 3 and writes replies and events on its fd 4, each a JSON text ended by a NUL byte.
 */
function devtools(toBrowser: Writable, fromBrowser: Readable) {
  let lastId = 0;
  let closed = false;
  const replies = new Map<number, { resolve: (result: unknown) => void; reject: (err: Error) => void }>();
  const events: DevtoolsMessage[] = [];
  const watchers = new Set<() => void>();
  let pending = "";
  fromBrowser.setEncoding("utf8");
  fromBrowser.on("data", (chunk: string) => {
    pending += chunk;
    for (let end = pending.indexOf("\0"); end >= 0; end = pending.indexOf("\0")) {
      const message = JSON.parse(pending.slice(0, end)) as DevtoolsMessage;
      pending = pending.slice(end + 1);
      if (message.id === undefined) {
        events.push(message);
        for (const watcher of watchers) watcher();
        continue;
      }
      const reply = replies.get(message.id);
      replies.delete(message.id);
      if (message.error) reply?.reject(new Error(`DevTools: ${message.error.message}`));
      else reply?.resolve(message.result);
    }
  });
  fromBrowser.on("close", () => {
    closed = true;
    for (const reply of replies.values()) reply.reject(new Error("Chromium closed its DevTools pipe"));
    replies.clear();
    for (const watcher of watchers) watcher();
  });
  return {
    /** Send a command (to a page when `sessionId` is given) and wait for its reply. */
    call<T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
      if (closed) return Promise.reject(new Error("Chromium closed its DevTools pipe"));
      return new Promise<T>((resolve, reject) => {
        const id = ++lastId;
        replies.set(id, { resolve: (r) => resolve(r as T), reject });
        toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
      });
    },
    /** Every event received so far (a test reads what the page asked for). */
    events,
    /** The first event, already received or still to come, that `match` accepts. */
    until(match: (event: DevtoolsMessage) => boolean): Promise<DevtoolsMessage> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found || closed) {
            watchers.delete(check);
            if (found) resolve(found);
            else reject(new Error("Chromium closed its DevTools pipe"));
          }
        };
        watchers.add(check);
        check();
      });
    },
  };
}

/**
 * Load a local HTML file in headless Chromium and return its DOM once the page has loaded (its
 * scripts ran), as --dump-dom would print it. Nothing is reached directly: every request the page
 * or the browser makes goes to the refusing proxy and is returned in `requests`.
 */
export async function dumpDom(file: string, timeoutMs = 60_000): Promise<DumpedPage> {
  const page = await launch(null, timeoutMs);
  let dom = "";
  try {
    await page.goto(pathToFileURL(file).href);
    dom = await page.evaluate<string>("document.documentElement.outerHTML");
  } catch (err) {
    await page.close();
    throw new Error(`Chromium failed (${(err as Error).message}): ${page.stderr()}`);
  }
  const code = await page.close();
  if (code !== 0 || !dom.includes("<html")) throw new Error(`Chromium failed (exit ${code}): ${page.stderr()}`);
  return { dom, requests: page.proxied() };
}

/** A page in headless Chromium a test drives over the DevTools protocol (openPage). */
export interface BrowserPage {
  /** Open a URL and wait for its load event. */
  goto(url: string): Promise<void>;
  /** Evaluate an expression in the page and return its value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Every URL the page asked for (from the DevTools Network domain), in order. */
  requested(): string[];
  /** What the refusing proxy was asked for: anything the browser tried to reach beyond `allow`. */
  proxied(): string[];
  /** A PNG of the element `selector` matches, at a page width of `width` CSS pixels. */
  screenshot(selector: string, width?: number): Promise<Buffer>;
  /** The browser's cookies (name, path, httpOnly, sameSite, expires…). */
  cookies(): Promise<Array<{ name: string; value: string; path: string; httpOnly: boolean; sameSite?: string; expires: number }>>;
  /** Close the browser and remove its profile; the browser's exit code. */
  close(): Promise<number | null>;
}

/**
 * Headless Chromium on one page, for an end-to-end test of a site this test serves on loopback:
 * `allow` (a "127.0.0.1:port") is reached directly, everything else goes to the refusing proxy and
 * is recorded, so a test can assert that nothing left the page.
 */
export function openPage(allow: string, timeoutMs = 60_000): Promise<BrowserPage> {
  return launch(allow, timeoutMs);
}

/** One browser on one page; `allow` null: loopback too goes to the refusing proxy. */
async function launch(allow: string | null, timeoutMs: number): Promise<BrowserPage & { stderr(): string }> {
  const binary = await chromiumBinary();
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-chromium-"));
  const proxy = await refusingProxy();
  const args = [
    ...CHROMIUM_FLAGS,
    `--user-data-dir=${profile}`,
    `--proxy-server=http://127.0.0.1:${proxy.port}`,
    // Every request, loopback included, goes to the refusing proxy unless it is for `allow`; no name is resolved.
    `--proxy-bypass-list=${allow ? `<-loopback>;${allow}` : "<-loopback>"}`,
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--remote-debugging-pipe",
    "about:blank",
  ];
  const child = spawn(binary.path, args, { env: binary.env, stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
  const err: Buffer[] = [];
  child.stderr!.on("data", (b: Buffer) => err.push(b));
  const exited = new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("close", (code) => resolve(code));
  });
  const cdp = devtools(child.stdio[3] as Writable, child.stdio[4] as Readable);
  const timed = <T>(p: Promise<T>, what: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Chromium: ${what} did not finish within ${timeoutMs} ms; ${Buffer.concat(err).toString("utf8").slice(-1000)}`)), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
  };
  let sessionId: string;
  try {
    const { targetId } = await timed(cdp.call<{ targetId: string }>("Target.createTarget", { url: "about:blank" }), "opening a page");
    ({ sessionId } = await cdp.call<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true }));
    await cdp.call("Page.enable", {}, sessionId);
    await cdp.call("Page.setLifecycleEventsEnabled", { enabled: true }, sessionId);
    await cdp.call("Network.enable", {}, sessionId);
  } catch (e) {
    // A browser that never gave a page is not left running, nor its profile behind.
    child.kill("SIGKILL");
    await exited;
    await proxy.close();
    await fs.rm(profile, { recursive: true, force: true });
    throw new Error(`Chromium failed (${(e as Error).message}): ${Buffer.concat(err).toString("utf8").slice(-2000)}`);
  }
  return {
    async goto(url) {
      // A page may move on before its own load event (a form sent at once): the first load after
      // the navigation, of whichever document, ends the wait.
      const before = new Set(cdp.events);
      const nav = await timed(cdp.call<{ loaderId?: string; errorText?: string }>("Page.navigate", { url }, sessionId), `opening ${url}`);
      if (nav.errorText) throw new Error(`Chromium could not open ${url}: ${nav.errorText}`);
      await timed(cdp.until((e) => !before.has(e) && e.sessionId === sessionId && e.method === "Page.lifecycleEvent" && e.params?.name === "load"), `loading ${url}`);
    },
    async evaluate<T>(expression: string) {
      const { result, exceptionDetails } = await timed(
        cdp.call<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, sessionId),
        "an evaluation",
      );
      if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
      return result.value as T;
    },
    requested: () => cdp.events.filter((e) => e.method === "Network.requestWillBeSent").map((e) => String((e.params?.request as { url?: string } | undefined)?.url ?? "")),
    proxied: () => [...proxy.requests],
    async screenshot(selector, width = 1000) {
      await cdp.call("Emulation.setDeviceMetricsOverride", { width, height: 800, deviceScaleFactor: 1, mobile: false }, sessionId);
      const { result } = await cdp.call<{ result: { value?: { x: number; y: number; width: number; height: number } } }>(
        "Runtime.evaluate",
        { expression: `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }; })()`, returnByValue: true },
        sessionId,
      );
      const clip = { ...result.value!, scale: 1 };
      const { data } = await cdp.call<{ data: string }>("Page.captureScreenshot", { format: "png", clip, captureBeyondViewport: true }, sessionId);
      return Buffer.from(data, "base64");
    },
    async cookies() {
      const { cookies } = await cdp.call<{ cookies: Array<{ name: string; value: string; path: string; httpOnly: boolean; sameSite?: string; expires: number }> }>("Network.getCookies", {}, sessionId);
      return cookies;
    },
    stderr: () => Buffer.concat(err).toString("utf8").slice(-2000),
    async close() {
      await cdp.call("Browser.close").catch(() => undefined); // it may close the pipe before it replies
      const late = setTimeout(() => child.kill("SIGKILL"), 5_000);
      const code = await exited;
      clearTimeout(late);
      await proxy.close();
      await fs.rm(profile, { recursive: true, force: true });
      return code;
    },
  };
}
