/**
 * A loopback TCP forwarder for outage tests: ZOE is pointed at its fixed port, and the test
 * takes the "network" down (refusing connections, cutting the open ones) and brings it back.
 * It also reads the HTTP passing through (whole requests forwarded, whole answers back), so a test
 * can tell when everything that got through has been answered and which messages Telegram took.
 * Must never: listen on anything but 127.0.0.1.
 */
import net from "node:net";
import { HttpReader } from "./http-reader.ts";

/** What went through a link, read from its HTTP traffic. */
export interface LinkTraffic {
  /**
   * Requests forwarded whole whose answer has not come back whole yet (including those of a
   * connection closed before its answer came: Telegram may have taken them, nobody knows).
   */
  inFlight: number;
  /** Chunks ZOE wrote after `hold()` (never delivered): it went on trying to send. */
  held: number;
  /** Messages Telegram took through this link (`sendMessage` answered ok), in answer order. */
  delivered: Array<{ chatId: string; messageId: string }>;
}

export interface Forwarder {
  /** The port ZOE talks to. */
  port: number;
  /** Accept connections again, forwarding them to `targetPort`. */
  up(): Promise<void>;
  /** Refuse new connections and cut every open one. */
  down(): Promise<void>;
  /**
   * From now on nothing ZOE sends gets through (held, never delivered), while answers to what
   * already got through still come back: a link that died in one direction, with nothing
   * half-delivered.
   */
  hold(): void;
  /** What went through so far; throws when the traffic could not be read as HTTP. */
  traffic(): LinkTraffic;
  close(): Promise<void>;
}

/** A forwarder on `port` (down until `up()`), to `targetPort` on 127.0.0.1. */
export function tcpForwarder(port: number, targetPort: () => number): Forwarder {
  let server: net.Server | null = null;
  let held = false;
  let heldChunks = 0;
  let unreadable: Error | null = null;
  const delivered: LinkTraffic["delivered"] = [];
  /** Per open connection: the paths of the requests forwarded whole and not answered yet. */
  const outstanding = new Map<net.Socket, string[]>();
  let abandoned = 0;
  const sockets = new Set<net.Socket>();
  const down = async () => {
    const s = server;
    server = null;
    for (const sock of sockets) sock.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    port,
    async up() {
      if (server) return;
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort(), "127.0.0.1");
        sockets.add(client);
        sockets.add(upstream);
        const waiting: string[] = [];
        outstanding.set(client, waiting);
        const read = (fn: (d: Buffer) => void) => (d: Buffer) => {
          if (unreadable) return;
          try {
            fn(d);
          } catch (err) {
            unreadable = err as Error;
          }
        };
        const requests = new HttpReader((m) => waiting.push(m.head.split(" ")[1] ?? ""));
        const answers = new HttpReader((m) => {
          const path = waiting.shift() ?? "";
          if (!path.endsWith("/sendMessage")) return;
          const r = JSON.parse(m.body.toString("utf8")) as { ok?: boolean; result?: { message_id?: number; chat?: { id?: number } } };
          if (r.ok && r.result?.message_id !== undefined) delivered.push({ chatId: String(r.result.chat?.id), messageId: String(r.result.message_id) });
        });
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
          if (outstanding.delete(client)) abandoned += waiting.length;
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.on("data", (d: Buffer) => {
          if (held) {
            heldChunks++;
            return;
          }
          upstream.write(d);
          read((x) => requests.push(x))(d);
        });
        upstream.on("data", read((x) => answers.push(x)));
        upstream.pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      server = s;
    },
    down,
    hold() {
      held = true;
    },
    traffic() {
      if (unreadable) throw new Error(`the link's traffic could not be read as HTTP: ${unreadable.message}`);
      return { inFlight: abandoned + [...outstanding.values()].reduce((n, w) => n + w.length, 0), held: heldChunks, delivered: [...delivered] };
    },
    close: down,
  };
}
