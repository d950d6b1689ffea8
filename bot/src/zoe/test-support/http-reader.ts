/**
 * Splits one direction of an HTTP/1.1 connection into whole messages (head and body), for a test
 * link that needs to know which requests got through and what Telegram answered them. Bodies are
 * framed by Content-Length or chunked transfer encoding (no pipelining guesswork: a message is
 * whole only when its last byte arrived).
 * Must never: be used on anything but loopback test traffic.
 */

export interface HttpMessage {
  /** The start line and headers, without the blank line. */
  head: string;
  body: Buffer;
}

export class HttpReader {
  private buf: Buffer = Buffer.alloc(0);

  constructor(private readonly onMessage: (m: HttpMessage) => void) {}

  /** Feed bytes as they pass; calls `onMessage` for each message they complete. */
  push(data: Buffer): void {
    this.buf = this.buf.length === 0 ? data : Buffer.concat([this.buf, data]);
    for (let m = this.next(); m; m = this.next()) this.onMessage(m);
  }

  private next(): HttpMessage | null {
    const headEnd = this.buf.indexOf("\r\n\r\n");
    if (headEnd < 0) return null;
    const head = this.buf.subarray(0, headEnd).toString("latin1");
    let pos = headEnd + 4;
    let body: Buffer;
    if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = this.buf.indexOf("\r\n", pos);
        if (lineEnd < 0) return null;
        const size = Number.parseInt(this.buf.subarray(pos, lineEnd).toString("latin1").split(";")[0]!.trim(), 16);
        if (Number.isNaN(size)) throw new Error(`unreadable chunk size in an HTTP message: ${head.split("\r\n")[0]}`);
        if (size === 0) {
          // Trailers (usually none), each a line, then an empty line.
          let p = lineEnd + 2;
          for (;;) {
            const e = this.buf.indexOf("\r\n", p);
            if (e < 0) return null;
            if (e === p) break;
            p = e + 2;
          }
          pos = p + 2;
          break;
        }
        const start = lineEnd + 2;
        if (this.buf.length < start + size + 2) return null;
        parts.push(this.buf.subarray(start, start + size));
        pos = start + size + 2;
      }
      body = Buffer.concat(parts);
    } else {
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      const n = length ? Number(length[1]) : 0;
      if (this.buf.length < pos + n) return null;
      body = Buffer.from(this.buf.subarray(pos, pos + n));
      pos += n;
    }
    this.buf = Buffer.from(this.buf.subarray(pos));
    return { head, body };
  }
}
