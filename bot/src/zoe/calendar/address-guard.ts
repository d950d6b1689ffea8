/**
 * Where a calendar fetch may connect. The configured address goes wherever the owner pointed it;
 * a redirect only to public addresses, or to addresses of a kind the configured one has (a feed
 * served on the owner's own network may redirect within it). Why: a feed's server chooses its
 * redirects, and one from a public-looking address reached an internal service and the cloud
 * metadata address (169.254.169.254). Host names are resolved with the same lookup the connection
 * uses, and the connection itself refuses an address of a kind not approved for its host, so a
 * name that resolves differently between the check and the connection gains nothing.
 * Must never: let a redirect from a public address reach a loopback, private, link-local,
 * unique-local or metadata address, in any spelling (IPv4-mapped IPv6, NAT64, 6to4, decimal).
 */
import dns from "node:dns";
import { isIP, type LookupFunction } from "node:net";

/** What kind of network an address is on. Everything but "public" is inside some network. */
export type AddressKind = "public" | "loopback" | "private" | "link-local" | "reserved";

/** The kind of an IPv4 address given as four octets. */
function v4Kind(a: number, b: number, c: number): AddressKind {
  if (a === 127) return "loopback";
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return "private";
  if (a === 100 && b >= 64 && b <= 127) return "private"; // carrier-grade NAT; Alibaba's metadata is 100.100.100.200
  if (a === 169 && b === 254) return "link-local"; // the cloud metadata address is 169.254.169.254
  if (a === 0 || a >= 224 || (a === 192 && b === 0 && c === 0) || (a === 198 && (b === 18 || b === 19))) return "reserved";
  return "public";
}

/** An IPv6 address as eight 16-bit groups (it is valid: isIP said so). */
function v6Groups(ip: string): number[] {
  let text = ip.split("%")[0]!.toLowerCase(); // a zone index (fe80::1%eth0) names no other address
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const parse = (s: string) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The kind of an IP address (v4 or v6, any spelling `isIP` accepts); "reserved" for what is not an IP. */
export function addressKind(ip: string): AddressKind {
  const bare = ip.replace(/^\[|\]$/g, "");
  const family = isIP(bare.split("%")[0]!);
  if (family === 4) {
    const [a, b, c] = bare.split(".").map(Number) as [number, number, number];
    return v4Kind(a, b, c);
  }
  if (family !== 6) return "reserved";
  const g = v6Groups(bare);
  const v4 = (hi: number, lo: number) => v4Kind(hi >> 8, hi & 0xff, lo >> 8);
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return "reserved"; // ::
  if (zeros(7) && g[7] === 1) return "loopback"; // ::1
  if (zeros(5) && g[5] === 0xffff) return v4(g[6]!, g[7]!); // ::ffff:a.b.c.d, IPv4-mapped
  if (zeros(6)) return v4(g[6]!, g[7]!); // ::a.b.c.d, the old IPv4-compatible form
  if (g[0] === 0x64 && g[1] === 0xff9b) return v4(g[6]!, g[7]!); // 64:ff9b::/96, NAT64
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!); // 2002::/16, 6to4
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local"; // fe80::/10
  if ((g[0]! & 0xfe00) === 0xfc00) return "private"; // fc00::/7 unique-local; AWS's metadata is fd00:ec2::254
  if ((g[0]! & 0xffc0) === 0xfec0) return "private"; // fec0::/10, the old site-local
  if ((g[0]! & 0xff00) === 0xff00) return "reserved"; // multicast
  return "public";
}

/** How the guard resolves and classifies addresses: the system's, unless a test injects its own. */
export interface Network {
  /** Resolves host names (dns.lookup's signature). */
  lookup?: LookupFunction;
  /** Classifies an address (tests treat one loopback address as public). */
  addressKind?: (ip: string) => AddressKind;
}

/** The reason a fetch was refused. Log-safe: it names a kind of address, never the address. */
export class AddressRefused extends Error {
  constructor(kind: AddressKind) {
    super(`refused a redirect to a ${kind} address (only the configured address itself may be there)`);
    this.name = "AddressRefused";
  }
}

const PUBLIC_ONLY: ReadonlySet<AddressKind> = new Set(["public"]);

/** The checks of one feed's fetches: before each hop, and again at each connection. */
export class AddressGuard {
  private readonly resolve: LookupFunction;
  private readonly kindOf: (ip: string) => AddressKind;
  /** Host name -> the kinds of address its connections may reach (approved before each hop). */
  private readonly approved = new Map<string, Set<AddressKind>>();

  constructor(network: Network = {}) {
    this.resolve = network.lookup ?? (dns.lookup as LookupFunction);
    this.kindOf = network.addressKind ?? addressKind;
  }

  /**
   * Check one hop of a fetch and approve its host for the connection. `allowed` null: the
   * configured address, which may be anywhere; returns what its redirects may reach (public, and
   * the kinds it is itself). Rejects with AddressRefused for a redirect to anywhere else.
   */
  async check(url: URL, allowed: ReadonlySet<AddressKind> | null): Promise<ReadonlySet<AddressKind>> {
    const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    const kinds = isIP(host) ? [this.kindOf(host)] : (await this.lookupAll(host)).map((a) => this.kindOf(a));
    const reach = allowed ?? new Set<AddressKind>(["public", ...kinds]);
    const refused = kinds.find((k) => !reach.has(k));
    if (refused) throw new AddressRefused(refused);
    const known = this.approved.get(host) ?? new Set<AddressKind>();
    for (const k of kinds) known.add(k);
    this.approved.set(host, known);
    return reach;
  }

  /**
   * The lookup the connections use: the same resolver, answering only addresses of a kind
   * approved for that host (a name that now resolves inside the network, after a check that found
   * it outside, is refused).
   */
  readonly connectLookup: LookupFunction = (hostname, options, callback) => {
    this.resolve(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, "", 0);
      const list = found as unknown as dns.LookupAddress[];
      const may = this.approved.get(hostname.toLowerCase()) ?? PUBLIC_ONLY;
      const ok = list.filter((a) => may.has(this.kindOf(a.address)));
      const first = ok[0];
      if (!first) return callback(new AddressRefused(this.kindOf(list[0]?.address ?? "")), "", 0);
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, ok);
      callback(null, first.address, first.family);
    });
  };

  private lookupAll(host: string): Promise<string[]> {
    return new Promise((resolve, reject) => {
      this.resolve(host, { all: true }, (err, found) => {
        if (err) reject(err);
        else resolve((found as unknown as dns.LookupAddress[]).map((a) => a.address));
      });
    });
  }
}
