/**
 * The Telegram client's connection pool. grammY's default on Node keeps idle connections open
 * until the server closes them, and Node's agent ignores a server's "Keep-Alive: timeout=N" hint
 * unless the agent has an idle timeout of its own. A reply written on a pooled connection at the
 * moment the server closes it fails with ECONNRESET and is left in doubt (found or sent again
 * after a search of the chat). This pool closes an idle connection itself: a second before the
 * server said it would, or after IDLE_CONNECTION_MS when the server said nothing.
 * Must never: shorten a request in progress (the idle timeout only closes pooled connections).
 */
import http from "node:http";
import https from "node:https";

/** An idle pooled connection is closed after this long when the server gave no keep-alive hint. */
export const IDLE_CONNECTION_MS = 15_000;

/**
 * The agent for requests to `apiRoot` (https or http, the emulator's), for grammY's
 * `baseFetchConfig`. Node's agent destroys only idle sockets on timeout; one carrying a request
 * (a long poll included) just sees a 'timeout' event nobody listens to.
 */
export function telegramAgent(apiRoot: string): http.Agent {
  const options = { keepAlive: true, timeout: IDLE_CONNECTION_MS };
  return apiRoot.startsWith("https:") ? new https.Agent(options) : new http.Agent(options);
}
