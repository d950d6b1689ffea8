/**
 * Where a calendar fetch may be redirected. Every server is on this machine: a "public" calendar
 * host on 127.0.0.1 (the injected classifier calls that one address public, as if it were on the
 * internet), an internal service on 127.0.0.2, and host names answered by an injected lookup, so
 * no request leaves the machine. A feed configured on loopback may redirect within loopback; a
 * public one may not be redirected inside any network, by address or by name, in any spelling.
 */
import http from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import os from "node:os";
import path from "node:path";
import { promises as fs } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { ics, meeting } from "../../test-support/ics-text.ts";
import { filesSpace } from "../../test-support/storage.ts";
import { addressKind, type AddressKind } from "../address-guard.ts";
import { CalendarFeed } from "../feed.ts";

const START = "2025-06-02T06:00:00Z";
const CALENDAR = ics(meeting("review@example.com", "Design review", "20250602T120000Z", 60, []));

/** A server on `host` that redirects to wherever `redirect` says, or serves the calendar, and counts its requests. */
class Server {
  hits = 0;
  redirect: string | null = null;
  private server = http.createServer((req, res) => {
    this.hits++;
    if (this.redirect) res.writeHead(302, { location: this.redirect }).end();
    else res.writeHead(200, { "content-type": "text/calendar" }).end(CALENDAR);
  });
  port = 0;
  constructor(readonly host: string) {}
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, this.host, resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  url(hostname = this.host): string {
    return `http://${hostname}:${this.port}/calendar.ics`;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Host names this test resolves, to addresses on this machine (or ones never connected to). */
let names: Record<string, string[]>;
const lookup: LookupFunction = (hostname, options, callback) => {
  const found = names[hostname];
  const cb = callback as unknown as (err: Error | null, all: Array<{ address: string; family: number }>) => void;
  if (!found) return cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
  cb(null, found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  void options;
};
/** 127.0.0.1 stands for the internet here; everything else is what it is. */
const kind = (ip: string): AddressKind => (ip === "127.0.0.1" ? "public" : addressKind(ip));

let dir: string;
let publicHost: Server;
let internal: Server;
let internal2: Server;
const feeds: CalendarFeed[] = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-calendar-redirects-"));
  publicHost = new Server("127.0.0.1");
  internal = new Server("127.0.0.2");
  internal2 = new Server("127.0.0.3");
  await Promise.all([publicHost.start(), internal.start(), internal2.start()]);
  names = { "calendar.example.com": ["127.0.0.1"], "localhost": ["127.0.0.2"] };
});

afterEach(async () => {
  for (const f of feeds.splice(0)) await f.close();
  await Promise.all([publicHost.stop(), internal.stop(), internal2.stop()]);
  await fs.rm(dir, { recursive: true, force: true });
});

async function poll(source: string): Promise<{ titles: string[]; error: string | null }> {
  const feed = new CalendarFeed({ sources: [source], state: filesSpace(dir), logger: silentLogger, clock: new ManualClock(START), network: { lookup, addressKind: kind } });
  feeds.push(feed);
  const { events } = await feed.poll();
  return { titles: events.map((e) => e.title), error: feed.health()[0]?.lastError ?? null };
}

describe("redirects of a public calendar address", () => {
  it("are followed to another public address", async () => {
    names["calendar-cdn.example.com"] = ["127.0.0.1"];
    const cdn = new Server("127.0.0.1");
    await cdn.start();
    try {
      publicHost.redirect = cdn.url("calendar-cdn.example.com");
      expect(await poll(publicHost.url("calendar.example.com"))).toEqual({ titles: ["Design review"], error: null });
      expect(cdn.hits).toBe(1);
    } finally {
      await cdn.stop();
    }
  });

  it.each([
    ["loopback by address", () => internal.url("127.0.0.2"), "loopback"],
    ["loopback as IPv6", () => `http://[::1]:${internal.port}/`, "loopback"],
    ["loopback as IPv4-mapped IPv6", () => `http://[::ffff:127.0.0.2]:${internal.port}/`, "loopback"],
    ["loopback written as one decimal number", () => `http://2130706434:${internal.port}/`, "loopback"],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/", "link-local"],
    ["the metadata address through NAT64", () => "http://[64:ff9b::a9fe:a9fe]/latest/meta-data/", "link-local"],
    ["a private network", () => "http://10.0.0.5/admin", "private"],
    ["IPv6 link-local", () => "http://[fe80::1]/", "link-local"],
    ["IPv6 unique-local (AWS's metadata over IPv6)", () => "http://[fd00:ec2::254]/latest/meta-data/", "private"],
    ["a name that resolves to loopback", () => internal.url("localhost"), "loopback"],
    ["a name that resolves to the metadata address", () => "http://metadata.example.net/latest/meta-data/", "link-local"],
  ])("are refused when they lead to %s, and nothing there is asked", async (_what, target, refusedKind) => {
    names["metadata.example.net"] = ["169.254.169.254"];
    publicHost.redirect = target();
    const { titles, error } = await poll(publicHost.url("calendar.example.com"));
    expect(titles).toEqual([]);
    expect(error).toBe(`refused a redirect to a ${refusedKind} address (only the configured address itself may be there)`);
    expect(internal.hits).toBe(0);
    expect(publicHost.hits).toBe(1);
  });

  it("are refused when the name resolves to a public address at the check and to loopback at the connection", async () => {
    let asked = 0;
    const rebinding: LookupFunction = (hostname, options, callback) => {
      if (hostname !== "rebind.example.net") return lookup(hostname, options, callback);
      asked++;
      const address = asked === 1 ? "127.0.0.1" : "127.0.0.2";
      (callback as unknown as (e: null, all: Array<{ address: string; family: number }>) => void)(null, [{ address, family: 4 }]);
    };
    publicHost.redirect = `http://rebind.example.net:${internal.port}/`;
    const feed = new CalendarFeed({ sources: [publicHost.url("calendar.example.com")], state: filesSpace(dir), logger: silentLogger, clock: new ManualClock(START), network: { lookup: rebinding, addressKind: kind } });
    feeds.push(feed);
    await feed.poll();
    expect(feed.health()[0]?.lastError).toMatch(/^refused a redirect to a loopback address/);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(internal.hits).toBe(0);
  });
});

describe("a calendar configured inside a network", () => {
  it("may redirect within its own kind of network, not into another", async () => {
    internal.redirect = internal2.url("127.0.0.3");
    expect(await poll(internal.url("127.0.0.2"))).toEqual({ titles: ["Design review"], error: null });
    expect(internal2.hits).toBe(1);

    internal.redirect = "http://169.254.169.254/latest/meta-data/";
    const { error } = await poll(internal.url("127.0.0.2"));
    expect(error).toBe("refused a redirect to a link-local address (only the configured address itself may be there)");
  });

  it("is fetched where it was configured, even by a name that resolves to loopback", async () => {
    expect(await poll(internal.url("localhost"))).toEqual({ titles: ["Design review"], error: null });
  });
});

describe("address kinds", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::127.0.0.1", "loopback"],
    ["2002:7f00:1::", "loopback"],
    ["169.254.169.254", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf::1", "link-local"],
    ["fc00::1", "private"],
    ["fd00:ec2::254", "private"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.100.100.200", "private"],
    ["0.0.0.0", "reserved"],
    ["::", "reserved"],
    ["ff02::1", "reserved"],
    ["not an address", "reserved"],
    ["172.32.0.1", "public"],
    ["8.8.8.8", "public"],
    ["2606:4700:4700::1111", "public"],
    ["fec0::1", "private"],
  ])("%s is %s", (ip, expected) => {
    expect(addressKind(ip)).toBe(expected);
  });
});
