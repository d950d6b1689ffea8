/**
 * The owner's web console: open loops, ZOE's judgment over 14 days, goals, settings and a chat,
 * served on ZOE's own HTTP listener under /console, signed in with a one-time link from /console.
 * Other folders use only what this index exports.
 * Must never: change state except through the core's own commands and buttons (Zoe.handle).
 */
export { ConsoleAuth, LINK_TTL_MS, SESSION_TTL_MS } from "./auth.ts";
export { consoleFeature } from "./command.ts";
export { escapeHtml } from "./escape.ts";
export { CONSOLE_PATH } from "./pages.ts";
export { CONSOLE_CHANNEL, ConsoleChannel } from "./channel.ts";
export { COOKIE, ConsoleSite, securityHeaders } from "./site.ts";
