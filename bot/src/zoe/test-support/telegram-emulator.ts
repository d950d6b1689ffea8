/**
 * A Telegram Bot API emulator for end-to-end tests: `telegram-test-api` (users, stored bot
 * messages, sendMessage/editMessageReplyMarkup/answerCallbackQuery) behind a small loopback
 * front that the bot talks to. The front adds what the emulator lacks and ZOE depends on:
 * - real getUpdates semantics: long polling (waits up to `timeout`), `offset` confirms updates,
 *   unconfirmed updates are redelivered (the emulator marks an update read on first delivery);
 * - Telegram's 409 when two pollers overlap for one token;
 * - fault injection (429, 403, 400 "can't parse entities", 401…) per method;
 * - an edit answered with the edited message, as Telegram does;
 * - a record of every Bot API call, and synthetic updates (edited messages, photos…);
 * - files: `storeFile` keeps bytes the way Telegram keeps a photo a user sent, `getFile` answers
 *   with its path (and size), and `/file/bot<token>/<path>` serves the bytes, as the Bot API does;
 * - webhook delivery as Telegram does it (telegram-test-api can POST to a webhook, but without the
 *   X-Telegram-Bot-Api-Secret-Token header and without retries): setWebhook switches the front
 *   from answering getUpdates to POSTing each update to the URL with the secret, retrying until
 *   the bot answers 2xx.
 * Everything listens on 127.0.0.1 only.
 * Must never: contact the real Telegram, or hold a real token (tests build a fake one at run time).
 */
import http from "node:http";
import net from "node:net";
import telegramTestApi from "telegram-test-api";
import type { TelegramServer } from "telegram-test-api/lib/telegramServer.js";
import { htmlToVisibleText } from "../channels/telegram/format.ts";

/** One message the bot sent, as the user sees it now (after any edits of its buttons). */
export interface BotMessage {
  messageId: number;
  chatId: number;
  /** What the user reads: for parse_mode HTML, tags dropped and entities decoded. */
  text: string;
  /** The text exactly as the bot sent it. */
  rawText: string;
  parseMode?: string;
  /** Inline keyboard currently attached (empty when none or cleared). */
  buttons: Array<Array<{ text: string; data: string }>>;
}

/** One Bot API call the bot made through the emulator. */
export interface ApiCall {
  method: string;
  payload: Record<string, unknown>;
}

/** The ids the emulator gave a user's message. */
export interface SentUpdate {
  updateId: number;
  messageId: number;
}

/** A simulated Telegram user in a private chat with the bot. */
export interface EmuUser {
  readonly userId: number;
  /** Write a text message to the bot. */
  send(text: string, extra?: { replyToMessageId?: number; fields?: Record<string, unknown> }): Promise<SentUpdate>;
  /** Press an inline button. Without `messageId`, the latest bot message carrying that data. */
  press(callbackData: string, messageId?: number): Promise<SentUpdate>;
  /** Wait until the user has received at least `n` bot messages in total; returns all of them. */
  waitForMessages(n: number, timeoutMs?: number): Promise<BotMessage[]>;
  /** All bot messages in this chat so far, oldest first. */
  messages(): BotMessage[];
}

/** `user` writes `text`; the next message the bot sends them (the answer, as the owner reads it). */
export async function sayAndRead(user: EmuUser, text: string): Promise<BotMessage> {
  const n = user.messages().length;
  await user.send(text);
  return (await user.waitForMessages(n + 1))[n]!;
}

/** `user` presses the button labelled `label` under `message`; the next message the bot sends them. */
export async function pressAndRead(user: EmuUser, message: BotMessage, label: string): Promise<BotMessage> {
  const button = message.buttons.flat().find((b) => b.text === label);
  if (!button) throw new Error(`no button ${label} in ${JSON.stringify(message.buttons)}`);
  const n = user.messages().length;
  await user.press(button.data, message.messageId);
  return (await user.waitForMessages(n + 1))[n]!;
}

/** A canned Bot API answer used instead of the emulator's. */
export interface InjectedReply {
  status: number;
  body: Record<string, unknown>;
}

/** A held answer (see `Emulator.holdAnswer`). */
export interface AnswerHold {
  /** Resolves once the call was carried out and its answer is being held. */
  taken: Promise<ApiCall>;
  /** Send the held answer now. */
  release(): void;
}

/** A call held before it is carried out (see `Emulator.holdCall`). */
export interface CallHold {
  /** Resolves once the call arrived (nothing is carried out yet). */
  taken: Promise<ApiCall>;
  /** Carry the call out now (a message is stored: the user sees it); its answer stays held. Resolves once stored. */
  carryOut(): Promise<void>;
  /** Send the held answer. */
  release(): void;
}

/** A running emulator: point the bot at `apiRoot`, act as users through `client`. */
export interface Emulator {
  /** Give this to the bot as its apiRoot. */
  apiRoot: string;
  token: string;
  /** The underlying telegram-test-api server. */
  server: TelegramServer;
  /** A user with a private chat (chat id = user id). `chatType` other than private makes a group. */
  client(userId: number, firstName?: string, opts?: { chatType?: "private" | "group" | "supergroup"; chatId?: number }): EmuUser;
  /** Bot API calls received so far (optionally of one method). */
  calls(method?: string): ApiCall[];
  /** Call `fn` with each Bot API call the moment it arrives, before it is answered (null: stop). */
  onCall(fn: ((call: ApiCall) => void) | null): void;
  /** Forget every answer queued by `failNext` that was not used. */
  clearFailures(): void;
  /** Answer the next `times` calls of `method` with `reply` instead of the emulator. */
  failNext(method: string, reply: InjectedReply, times?: number): void;
  /**
   * The next call of `method` is carried out (a message is stored: the user sees it) but its
   * answer is held back until `release`: the Bot API's window, with the sender waiting.
   */
  holdAnswer(method: string): AnswerHold;
  /**
   * The next call of `method` waits before it is carried out, until `carryOut`, and its answer
   * until `release`: Telegram taking a message late (it lands after whatever arrived meanwhile).
   */
  holdCall(method: string): CallHold;
  /** Queue an update of any shape (e.g. `{ edited_message: … }`); returns its update_id. */
  pushUpdate(fields: Record<string, unknown>): number;
  /** Make an update unconfirmed again, as if the bot had never asked past it. */
  redeliver(updateId: number): void;
  /**
   * Keep `bytes` as a file a user sent (a photo); returns what a message carries for it. With
   * `sizeKnown: false`, getFile answers without `file_size` (Telegram may omit it), so only the
   * download itself tells the size.
   */
  storeFile(bytes: Uint8Array, opts?: { sizeKnown?: boolean }): { file_id: string; file_unique_id: string; file_size: number };
  /** How many times each stored file was downloaded (by file_id). */
  downloads(fileId: string): number;
  /** How many getUpdates requests were cut off with 409 because another one started. */
  conflicts(): number;
  /** Every update_id handed to the bot, in delivery order (redeliveries appear twice). */
  deliveries(): number[];
  /** Whether a getUpdates long poll is currently open. */
  polling(): boolean;
  /** The webhook the bot registered (null when polling). */
  webhook(): { url: string; secret: string | null } | null;
  /** Every webhook POST: update_id and the HTTP status it got (0: no answer / connection failed). */
  webhookAttempts(): Array<{ updateId: number; status: number }>;
  close(): Promise<void>;
}

/**
 * The package is CommonJS with `module.exports = TelegramServer`, while its typings declare an ES
 * default export; depending on the loader the class is the import itself or its `.default`.
 */
const TelegramServerClass: typeof TelegramServer =
  (telegramTestApi as unknown as { default?: typeof TelegramServer }).default ?? (telegramTestApi as unknown as typeof TelegramServer);

/** A string shaped like a bot token, built at run time (never a real one). */
export function fakeBotToken(id = 123456): string {
  return `${id}:${"A".repeat(35)}`;
}

/** An unused TCP port on 127.0.0.1 (bind port 0, read it, release it). */
export async function freePort(): Promise<number> {
  // Not a port the kernel hands out (listen(0) does, and so does every outgoing connection, e.g. to
  // PostgreSQL): between this check and the caller's listen another socket could take it
  // (EADDRINUSE with two test files at once). Each vitest worker tries its own slice of 20000-31999,
  // below Linux's ephemeral range (32768-60999), from a random start.
  const slice = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? process.pid) % 12;
  const base = 20_000 + slice * 1_000;
  const start = Math.floor(Math.random() * 1_000);
  for (let i = 0; i < 1_000; i++) {
    const port = base + ((start + i) % 1_000);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${base}-${base + 999}`);
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

interface QueuedUpdate {
  updateId: number;
  confirmed: boolean;
  update: Record<string, unknown>;
}

/** The emulator's private counters and storage, typed loosely (its d.ts depends on typegram). */
interface ServerInternals {
  updateId: number;
  storage: {
    userMessages: Array<{ updateId: number; messageId: number; botToken: string; isRead: boolean; message?: Record<string, unknown>; callbackQuery?: Record<string, unknown>; callbackId?: number }>;
    botMessages: Array<{ messageId: number; botToken: string; message: Record<string, unknown> }>;
  };
}

/** Start the emulator and its front on free loopback ports. */
export async function startTelegramEmulator(opts: { token?: string; webhookInOrder?: boolean } = {}): Promise<Emulator> {
  const token = opts.token ?? fakeBotToken();
  const port = await freePort();
  const server = new TelegramServerClass({ port, host: "127.0.0.1", storeTimeout: 3600 });
  await server.start();
  const internals = server as unknown as ServerInternals;
  const emuUrl = `http://127.0.0.1:${port}`;

  const calls: ApiCall[] = [];
  const injected: Array<{ method: string; reply: InjectedReply; left: number }> = [];
  const extraUpdates: QueuedUpdate[] = [];
  let conflicts = 0;
  const delivered: number[] = [];
  const pollers = new Map<string, { conflict: () => void }>();
  let hook: { url: string; secret: string | null; maxConnections: number } | null = null;
  const attempts: Array<{ updateId: number; status: number }> = [];
  const inDelivery = new Set<number>();
  let closing = false;
  let callHook: ((call: ApiCall) => void) | null = null;
  const holds: Array<{ method: string; taken: (call: ApiCall) => void; released: Promise<void> }> = [];
  const callHolds: Array<{ method: string; taken: (call: ApiCall) => void; go: Promise<void>; stored: () => void; released: Promise<void> }> = [];
  const chatOf = (u: Record<string, unknown>): string => {
    const m = (u.message ?? (u.callback_query as Record<string, unknown> | undefined)?.message) as { chat?: { id?: unknown } } | undefined;
    return String(m?.chat?.id ?? "");
  };
  const files = new Map<string, { bytes: Uint8Array; path: string; sizeKnown: boolean; downloads: number }>();

  /**
   * Telegram's webhook delivery: every unconfirmed update POSTed, retried until a 2xx. With
   * `webhookInOrder`, one chat's updates one at a time, in order (a later one waits until the
   * earlier one was answered 2xx), as Telegram does.
   */
  function pumpWebhook(): void {
    const h = hook;
    if (!h || closing) return;
    const waiting = new Set<string>();
    for (const q of queuedUpdates(token)) {
      if (q.confirmed) continue;
      if (opts.webhookInOrder) {
        const chat = chatOf(q.update);
        if (waiting.has(chat)) continue;
        waiting.add(chat);
      }
      if (inDelivery.has(q.updateId)) continue;
      if (inDelivery.size >= h.maxConnections) return;
      inDelivery.add(q.updateId);
      void (async () => {
        let status = 0;
        try {
          const res = await fetch(h.url, {
            method: "POST",
            headers: { "content-type": "application/json", ...(h.secret ? { "x-telegram-bot-api-secret-token": h.secret } : {}) },
            body: JSON.stringify(q.update),
            signal: AbortSignal.timeout(60_000),
          });
          status = res.status;
          await res.text();
        } catch {
          status = 0;
        }
        attempts.push({ updateId: q.updateId, status });
        if (status >= 200 && status < 300) q.confirmed = true;
        delivered.push(q.updateId);
        if (!q.confirmed) await new Promise((r) => setTimeout(r, 200)); // Telegram backs off before a retry
        inDelivery.delete(q.updateId);
        pumpWebhook();
      })();
    }
  }
  for (const e of ["AddedUserMessage", "AddedUserCommand", "AddedUserCallbackQuery", "ExtraUpdate"]) server.on(e, pumpWebhook);

  /** Every update for this token, as Telegram would send it, with its confirmation flag. */
  function queuedUpdates(forToken: string): QueuedUpdate[] {
    const fromUsers = internals.storage.userMessages
      .filter((u) => u.botToken === forToken)
      .map((u) => ({
        updateId: u.updateId,
        get confirmed() {
          return u.isRead;
        },
        set confirmed(v: boolean) {
          u.isRead = v;
        },
        update: formatUserUpdate(u),
      }));
    return [...fromUsers, ...(forToken === token ? extraUpdates : [])].sort((a, b) => a.updateId - b.updateId);
  }

  function handleGetUpdates(forToken: string, payload: Record<string, unknown>, res: http.ServerResponse): void {
    const offset = Number(payload.offset ?? 0);
    const limit = Math.max(1, Math.min(100, Number(payload.limit ?? 100)));
    const timeoutSec = Number(payload.timeout ?? 0);
    for (const q of queuedUpdates(forToken)) if (q.updateId < offset) q.confirmed = true;

    pollers.get(forToken)?.conflict();
    let done = false;
    const pending = () => queuedUpdates(forToken).filter((q) => !q.confirmed && q.updateId >= offset).slice(0, limit);
    const finish = (status: number, body: unknown) => {
      if (done) return;
      done = true;
      cleanup();
      sendJson(res, status, body);
    };
    const answer = () => {
      if (done) return;
      const batch = pending();
      delivered.push(...batch.map((q) => q.updateId));
      finish(200, { ok: true, result: batch.map((q) => q.update) });
    };
    const onUpdate = () => {
      if (pending().length > 0) answer();
    };
    const me = {
      conflict: () => {
        conflicts++;
        finish(409, { ok: false, error_code: 409, description: "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running" });
      },
    };
    const timer = setTimeout(answer, Math.max(0, timeoutSec) * 1000);
    const events = ["AddedUserMessage", "AddedUserCommand", "AddedUserCallbackQuery", "ExtraUpdate"] as const;
    function cleanup() {
      clearTimeout(timer);
      for (const e of events) server.off(e, onUpdate);
      if (pollers.get(forToken) === me) pollers.delete(forToken);
    }
    // The client went away (the bot stopped polling): never answer, so nothing is lost.
    res.on("close", () => {
      if (!done) {
        done = true;
        cleanup();
      }
    });
    pollers.set(forToken, me);
    for (const e of events) server.on(e, onUpdate);
    if (pending().length > 0 || timeoutSec <= 0) answer();
  }

  const front = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const download = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
      if (download) {
        const file = download[1] === token ? [...files.values()].find((f) => f.path === decodeURIComponent(download[2] ?? "")) : undefined;
        calls.push({ method: "file", payload: { path: download[2] } });
        if (!file) return sendJson(res, 404, { ok: false, error_code: 404, description: "Not Found" });
        file.downloads++;
        // Chunked, without a length: the receiver counts the bytes as they come.
        res.writeHead(200, { "content-type": "application/octet-stream" });
        res.end(Buffer.from(file.bytes));
        return;
      }
      const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!m) return sendJson(res, 404, { ok: false, error_code: 404, description: "Not Found" });
      const reqToken = decodeURIComponent(m[1] ?? "");
      const method = m[2] ?? "";
      const payload = { ...Object.fromEntries(url.searchParams), ...(await readJsonBody(req)) };
      calls.push({ method, payload });
      callHook?.({ method, payload });
      const inj = injected.find((i) => i.method === method && i.left > 0);
      if (inj) {
        inj.left--;
        return sendJson(res, inj.reply.status, inj.reply.body);
      }
      if (method === "setWebhook") {
        // Held (holdCall): an instance whose start waits on Telegram registering its webhook.
        const at = callHolds.findIndex((h) => h.method === method);
        const hold = at >= 0 ? callHolds.splice(at, 1)[0] : undefined;
        if (hold) {
          hold.taken({ method, payload });
          await hold.go;
          hold.stored();
          await hold.released;
        }
        const url = String(payload.url ?? "");
        hook = url ? { url, secret: payload.secret_token ? String(payload.secret_token) : null, maxConnections: Number(payload.max_connections ?? 40) } : null;
        for (const p of [...pollers.values()]) p.conflict();
        pumpWebhook();
        return sendJson(res, 200, { ok: true, result: true, description: url ? "Webhook was set" : "Webhook was deleted" });
      }
      if (method === "deleteWebhook") {
        hook = null;
        return sendJson(res, 200, { ok: true, result: true, description: "Webhook was deleted" });
      }
      if (method === "getWebhookInfo") return sendJson(res, 200, { ok: true, result: { url: hook?.url ?? "", has_custom_certificate: false, pending_update_count: 0 } });
      if (method === "getUpdates" && hook) {
        return sendJson(res, 409, { ok: false, error_code: 409, description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first" });
      }
      if (method === "getUpdates") return handleGetUpdates(reqToken, payload, res);
      if (method === "getFile") {
        const id = String(payload.file_id ?? "");
        const file = reqToken === token ? files.get(id) : undefined;
        if (!file) return sendJson(res, 400, { ok: false, error_code: 400, description: "Bad Request: invalid file_id" });
        const unique = id.replace(/^file-/, "u-");
        return sendJson(res, 200, { ok: true, result: { file_id: id, file_unique_id: unique, file_path: file.path, ...(file.sizeKnown ? { file_size: file.bytes.byteLength } : {}) } });
      }
      if (method === "editMessageReplyMarkup") {
        const refused = editRefusal(reqToken, payload);
        if (refused) return sendJson(res, 400, { ok: false, error_code: 400, description: refused });
      }
      const early = callHolds.findIndex((h) => h.method === method);
      const before = early >= 0 ? callHolds.splice(early, 1)[0] : undefined;
      if (before) {
        before.taken({ method, payload });
        await before.go;
      }
      const upstream = await fetch(`${emuUrl}${url.pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      if (method === "editMessageReplyMarkup" && upstream.ok) {
        // Telegram answers an edit with the edited message (telegram-test-api with null).
        await upstream.text();
        const id = Number(payload.message_id);
        const edited = internals.storage.botMessages.find((b) => b.botToken === reqToken && b.messageId === id && String(b.message.chat_id) === String(payload.chat_id));
        if (edited) {
          const m = toBotMessage(id, Number(payload.chat_id), edited.message);
          const result = { message_id: id, date: Math.floor(Date.now() / 1000), chat: { id: Number(payload.chat_id), type: "private" }, text: m.text, ...(edited.message.reply_markup ? { reply_markup: edited.message.reply_markup } : {}) };
          return sendJson(res, 200, { ok: true, result });
        }
        return sendJson(res, 200, { ok: true, result: true });
      }
      const answer = await upstream.text();
      if (before) {
        before.stored();
        await before.released;
      }
      const held = holds.findIndex((h) => h.method === method);
      if (held >= 0) {
        const [h] = holds.splice(held, 1);
        h!.taken({ method, payload });
        await h!.released;
      }
      res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
      res.end(answer);
    })().catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { ok: false, error_code: 500, description: `emulator front: ${String(err)}` });
    });
  });
  // Node's server closes a keep-alive connection idle for 5 s, while grammY's agent (no timeout of
  // its own, so it ignores the server's hint) keeps it for reuse: a request written on it as the
  // server closes it dies with ECONNRESET, in doubt, on a loaded machine. Idle connections here
  // live until the test closes the front, so a test never meets that race by accident.
  front.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve, reject) => {
    front.once("error", reject);
    front.listen(0, "127.0.0.1", () => resolve());
  });
  const frontAddr = front.address();
  const apiRoot = `http://127.0.0.1:${typeof frontAddr === "object" && frontAddr !== null ? frontAddr.port : 0}`;

  /**
   * Telegram's answers to an edit it refuses, which telegram-test-api (always "ok") lacks: no such
   * message in the chat, a message the bot did not write, or buttons that are already so.
   */
  function editRefusal(forToken: string, payload: Record<string, unknown>): string | null {
    const chatId = String(payload.chat_id ?? "");
    const id = Number(payload.message_id);
    const mine = internals.storage.botMessages.find((b) => b.botToken === forToken && b.messageId === id && String(b.message.chat_id) === chatId);
    if (!mine) {
      const theirs = internals.storage.userMessages.some((u) => {
        const chat = (u.message?.chat ?? (u.callbackQuery?.message as Record<string, unknown> | undefined)?.chat) as { id?: unknown } | undefined;
        return u.botToken === forToken && u.messageId === id && String(chat?.id) === chatId;
      });
      return theirs ? "Bad Request: message can't be edited" : "Bad Request: message to edit not found";
    }
    const raw = typeof payload.reply_markup === "string" ? (JSON.parse(payload.reply_markup) as unknown) : payload.reply_markup;
    const wanted = toBotMessage(id, 0, { reply_markup: raw }).buttons;
    const current = toBotMessage(id, 0, mine.message).buttons;
    if (JSON.stringify(wanted) === JSON.stringify(current)) {
      return "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message";
    }
    return null;
  }

  function botMessagesFor(chatId: number): BotMessage[] {
    return internals.storage.botMessages
      .filter((b) => b.botToken === token && String(b.message.chat_id) === String(chatId))
      .sort((a, b) => a.messageId - b.messageId)
      .map((b) => toBotMessage(b.messageId, chatId, b.message));
  }

  async function postClient(path: string, body: unknown): Promise<void> {
    const res = await fetch(`${emuUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`emulator ${path} failed: ${res.status} ${await res.text()}`);
  }

  /** The update the emulator stored last for a user (the client routes do not return ids). */
  function lastStoredFrom(userId: number): SentUpdate {
    const mine = internals.storage.userMessages.filter((u) => {
      const from = (u.message?.from ?? u.callbackQuery?.from) as { id?: number } | undefined;
      return u.botToken === token && from?.id === userId;
    });
    const last = mine[mine.length - 1];
    if (!last) throw new Error(`emulator stored nothing from user ${userId}`);
    return { updateId: last.updateId, messageId: last.messageId };
  }

  return {
    apiRoot,
    token,
    server,
    client(userId, firstName = "Owner", clientOpts = {}) {
      const chatId = clientOpts.chatId ?? userId;
      const tc = server.getClient(token, { userId, chatId, firstName, type: clientOpts.chatType ?? "private" });
      const user: EmuUser = {
        userId,
        async send(text, extra = {}) {
          const msg: Record<string, unknown> = tc.makeMessage(text);
          if (extra.replyToMessageId !== undefined) {
            msg.reply_to_message = { message_id: extra.replyToMessageId, date: msg.date, chat: msg.chat, text: "" };
          }
          Object.assign(msg, extra.fields ?? {});
          await postClient("/sendMessage", msg);
          return lastStoredFrom(userId);
        },
        async press(callbackData, messageId) {
          const target =
            messageId ??
            [...botMessagesFor(chatId)].reverse().find((b) => b.buttons.some((row) => row.some((btn) => btn.data === callbackData)))?.messageId;
          if (target === undefined) throw new Error(`no message in chat ${chatId} carries a button with data "${callbackData}"`);
          const cq: Record<string, unknown> = tc.makeCallbackQuery(callbackData);
          const common = cq.message as Record<string, unknown>;
          cq.message = { message_id: target, date: cq.date, chat: common.chat, from: { id: 666, is_bot: true, first_name: "Bot" } };
          await postClient("/sendCallback", cq);
          return lastStoredFrom(userId);
        },
        async waitForMessages(n, timeoutMs = 20_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const got = botMessagesFor(chatId);
            if (got.length >= n) return got;
            if (Date.now() > deadline) {
              throw new Error(`expected ${n} bot messages in chat ${chatId}, got ${got.length}: ${JSON.stringify(got.map((g) => g.text.slice(0, 80)))}`);
            }
            await new Promise((r) => setTimeout(r, 20));
          }
        },
        messages: () => botMessagesFor(chatId),
      };
      return user;
    },
    calls: (method) => (method === undefined ? [...calls] : calls.filter((c) => c.method === method)),
    onCall(fn) {
      callHook = fn;
    },
    failNext(method, reply, times = 1) {
      injected.push({ method, reply, left: times });
    },
    clearFailures() {
      injected.length = 0;
    },
    holdAnswer(method) {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let taken!: (call: ApiCall) => void;
      const takenP = new Promise<ApiCall>((r) => (taken = r));
      holds.push({ method, taken, released });
      return { taken: takenP, release };
    },
    holdCall(method) {
      let go!: () => void;
      const goP = new Promise<void>((r) => (go = r));
      let stored!: () => void;
      const storedP = new Promise<void>((r) => (stored = r));
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let taken!: (call: ApiCall) => void;
      const takenP = new Promise<ApiCall>((r) => (taken = r));
      callHolds.push({ method, taken, go: goP, stored, released });
      return {
        taken: takenP,
        carryOut: () => {
          go();
          return storedP;
        },
        release,
      };
    },
    pushUpdate(fields) {
      const updateId = internals.updateId++;
      extraUpdates.push({ updateId, confirmed: false, update: { update_id: updateId, ...fields } });
      server.emit("ExtraUpdate");
      return updateId;
    },
    redeliver(updateId) {
      const q = queuedUpdates(token).find((u) => u.updateId === updateId);
      if (!q) throw new Error(`no update ${updateId} in the emulator`);
      q.confirmed = false;
      pumpWebhook();
    },
    storeFile(bytes, fileOpts = {}) {
      const n = files.size + 1;
      const file_id = `file-${n}-${Math.random().toString(36).slice(2, 10)}`;
      files.set(file_id, { bytes, path: `photos/file_${n}.bin`, sizeKnown: fileOpts.sizeKnown ?? true, downloads: 0 });
      return { file_id, file_unique_id: file_id.replace(/^file-/, "u-"), file_size: bytes.byteLength };
    },
    downloads: (fileId) => files.get(fileId)?.downloads ?? 0,
    conflicts: () => conflicts,
    deliveries: () => [...delivered],
    polling: () => pollers.size > 0,
    webhook: () => (hook ? { url: hook.url, secret: hook.secret } : null),
    webhookAttempts: () => [...attempts],
    async close() {
      closing = true;
      for (const p of [...pollers.values()]) p.conflict();
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      });
      await server.stop();
    },
  };
}

function formatUserUpdate(u: ServerInternals["storage"]["userMessages"][number]): Record<string, unknown> {
  if (u.callbackQuery) {
    const cq = u.callbackQuery;
    return {
      update_id: u.updateId,
      callback_query: { id: String(u.callbackId), from: cq.from, message: cq.message, chat_instance: "1", data: cq.data },
    };
  }
  // The stored request carries the bot token; a real update never does.
  const { botToken: _omit, ...message } = u.message ?? {};
  return { update_id: u.updateId, message: { ...message, message_id: u.messageId } };
}

function toBotMessage(messageId: number, chatId: number, m: Record<string, unknown>): BotMessage {
  const rawText = String(m.text ?? "");
  const parseMode = typeof m.parse_mode === "string" ? m.parse_mode : undefined;
  const markup = m.reply_markup as { inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>> } | undefined;
  return {
    messageId,
    chatId,
    rawText,
    text: parseMode === "HTML" ? htmlToVisibleText(rawText) : rawText,
    ...(parseMode ? { parseMode } : {}),
    buttons: (markup?.inline_keyboard ?? []).map((row) => row.map((b) => ({ text: b.text, data: b.callback_data ?? "" }))),
  };
}

async function readJsonBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return {};
  const type = req.headers["content-type"] ?? "";
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, unknown>;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
