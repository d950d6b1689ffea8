/**
 * A loopback fake of the Anthropic Messages API (`POST /v1/messages`), good enough for the real
 * SDK: it records every request and answers from a script (queued replies, then a handler, then
 * "ok"), and refuses an image block the real API would refuse (400). Responses and errors have
 * the real wire shape, including usage with cache counters.
 * Must never: listen on anything but 127.0.0.1, or leave a connection open after close().
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer. */
export type FakeReply =
  | { kind: "tool"; name: string; input: unknown; text?: string }
  | { kind: "text"; text: string }
  | { kind: "error"; status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers (for timeout tests); the connection is closed on server close. */
  | { kind: "hang" }
  /** Answers `reply` after `ms` (a slow model); dropped if the client gives up first. */
  | { kind: "slow"; ms: number; reply: FakeReply };

/** A running fake. */
export interface FakeAnthropic {
  /** Base URL to hand the SDK, e.g. "http://127.0.0.1:54321". */
  url: string;
  /** Every request received, in order (including ones answered with an error or left hanging). */
  requests: Array<{ body: any; headers: Record<string, string | string[] | undefined> }>;
  /** Script the next answers, used before the handler. */
  enqueue(...r: FakeReply[]): void;
  /** Answer requests the queue does not cover. */
  setHandler(fn: (body: any, index: number) => FakeReply): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  529: "overloaded_error",
};

/** The first bytes of each image type the API reads. */
const IMAGE_SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/gif": (b) => b.subarray(0, 4).toString("latin1") === "GIF8",
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

/**
 * What the real API says (400) about an image block it would refuse: a type it does not read, data
 * that is not base64 of that type, or more than 5 MB of base64. Null when every image is fine.
 */
export function imageRefusal(body: any): string | null {
  for (const m of Array.isArray(body?.messages) ? body.messages : []) {
    for (const block of Array.isArray(m?.content) ? m.content : []) {
      if (block?.type !== "image") continue;
      const src = block.source ?? {};
      if (src.type !== "base64") return "image source type must be base64";
      const check = IMAGE_SIGNATURES[src.media_type];
      if (!check) return `image media_type ${String(src.media_type)} is not supported`;
      const data = String(src.data ?? "");
      if (data.length > 5 * 1024 * 1024) return `image exceeds 5 MB maximum: ${data.length} bytes > ${5 * 1024 * 1024} bytes`;
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || !check(Buffer.from(data, "base64"))) return `Image does not match the provided media type ${src.media_type}`;
    }
  }
  return null;
}

/** A rough token count: about four characters per token is close enough for cost tests. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export interface FakeAnthropicOptions {
  /** Answer requests the queue does not cover (default: "ok"). */
  handler?: (body: any, index: number) => FakeReply;
}

/** Start a fake on an ephemeral loopback port. */
export async function startFakeAnthropic(opts: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const queue: FakeReply[] = [];
  let handler = opts.handler;
  const requests: FakeAnthropic["requests"] = [];
  const hanging = new Set<http.ServerResponse>();
  /** Stable system prefixes already written to the "cache", so a second call reads them. */
  const cached = new Set<string>();
  let seq = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(text)),
      "request-id": `req_fake_${seq}`,
      ...headers,
    });
    res.end(text);
  };

  const usageFor = (body: any, outputText: string) => {
    const system: Array<{ text?: string; cache_control?: unknown }> = Array.isArray(body?.system)
      ? body.system
      : typeof body?.system === "string"
        ? [{ text: body.system }]
        : [];
    let cacheRead = 0;
    let cacheWrite = 0;
    let uncached = 0;
    for (const block of system) {
      const t = typeof block?.text === "string" ? block.text : "";
      if (block?.cache_control) {
        if (cached.has(t)) cacheRead += tokens(t);
        else {
          cached.add(t);
          cacheWrite += tokens(t);
        }
      } else uncached += tokens(t);
    }
    uncached += tokens(JSON.stringify(body?.messages ?? []) + JSON.stringify(body?.tools ?? []));
    return {
      input_tokens: uncached,
      output_tokens: tokens(outputText),
      cache_read_input_tokens: cacheRead,
      cache_creation_input_tokens: cacheWrite,
    };
  };

  const answer = (res: http.ServerResponse, body: any, reply: FakeReply): void => {
    if (reply.kind === "slow") {
      hanging.add(res);
      const timer = setTimeout(() => {
        hanging.delete(res);
        if (!res.destroyed) answer(res, body, reply.reply);
      }, reply.ms);
      res.on("close", () => {
        clearTimeout(timer);
        hanging.delete(res);
      });
      return;
    }
    if (reply.kind === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (reply.kind === "error") {
      const type = ERROR_TYPES[reply.status] ?? (reply.status >= 500 ? "api_error" : "invalid_request_error");
      const errBody = reply.body ?? {
        type: "error",
        error: { type, message: `fake ${type} (${reply.status})` },
        request_id: `req_fake_${seq}`,
      };
      send(res, reply.status, errBody, reply.headers);
      return;
    }
    const content: unknown[] = [];
    let outputText = "";
    if (reply.kind === "text" || reply.text) {
      const text = reply.text ?? "";
      content.push({ type: "text", text, citations: null });
      outputText += text;
    }
    if (reply.kind === "tool") {
      content.push({ type: "tool_use", id: `toolu_fake_${seq}`, name: reply.name, input: reply.input });
      outputText += JSON.stringify(reply.input ?? null);
    }
    send(res, 200, {
      id: `msg_fake_${seq}`,
      type: "message",
      role: "assistant",
      model: typeof body?.model === "string" ? body.model : "fake-model",
      content,
      stop_reason: reply.kind === "tool" ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: usageFor(body, outputText),
    });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const path = (req.url ?? "").split("?")[0];
      if (req.method !== "POST" || path !== "/v1/messages") {
        send(res, 404, { type: "error", error: { type: "not_found_error", message: `fake: no route ${req.method} ${path}` } });
        return;
      }
      const index = requests.length;
      requests.push({ body, headers: { ...req.headers } });
      seq++;
      let reply: FakeReply;
      const refused = imageRefusal(body);
      if (refused) {
        send(res, 400, { type: "error", error: { type: "invalid_request_error", message: `messages: ${refused}` }, request_id: `req_fake_${seq}` });
        return;
      }
      try {
        reply = queue.shift() ?? handler?.(body, index) ?? { kind: "text", text: "ok" };
      } catch (err) {
        reply = { kind: "error", status: 500, body: { type: "error", error: { type: "api_error", message: String(err) } } };
      }
      answer(res, body, reply);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...r) => void queue.push(...r),
    setHandler: (fn) => {
      handler = fn;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
