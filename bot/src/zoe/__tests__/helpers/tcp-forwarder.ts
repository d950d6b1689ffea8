/**
 * A loopback TCP forwarder for outage tests: ZOE is pointed at its fixed port, and the test
 * takes the "network" down (refusing connections, cutting the open ones) and brings it back.
 * Must never: listen on anything but 127.0.0.1.
 */
import net from "node:net";

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
  close(): Promise<void>;
}

/** A forwarder on `port` (down until `up()`), to `targetPort` on 127.0.0.1. */
export function tcpForwarder(port: number, targetPort: () => number): Forwarder {
  let server: net.Server | null = null;
  let held = false;
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
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.on("data", (d: Buffer) => {
          if (!held) upstream.write(d);
        });
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
    close: down,
  };
}
