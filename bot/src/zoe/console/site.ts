/**
 * The console on ZOE's HTTP listener (everything under /console): sign-in with a one-time link,
 * the page, and the actions. An action is an inbound event of the "console" channel
 * (console/channel.ts) handed to the same core Telegram's are (`Zoe.handle`): a Done is the Done button's callback data, a mode is
 * the /mode command, a chat message is a turn; so the transitions, validation and answers are
 * Telegram's own, and the conversation is one (the turns are the owner's, whichever channel).
 * Every answer carries a strict Content-Security-Policy: nothing outside the page is allowed.
 * Must never: show or change anything without a live session; act on a form without the
 * session's CSRF token; let a session reach another owner's state.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import type { Clock } from "../base/clock.ts";
import type { Logger } from "../base/log.ts";
import type { Zoe } from "../app.ts";
import type { OutMessage } from "../channels/index.ts";
import { goalListButtons, goalsListing } from "../goals/index.ts";
import { isLocale, LOCALES, t, type Locale } from "../lang/index.ts";
import type { OwnerContext } from "../owner.ts";
import type { Space } from "../storage/index.ts";
import { decisionLog } from "../tick/index.ts";
import { ConsoleChannel } from "./channel.ts";
import { ConsoleAuth, csrfMatches, LINK_TTL_MS, randomToken, type ConsoleSession } from "./auth.ts";
import { groupByDue, sourceSentences } from "./loops.ts";
import { CONSOLE_PATH, consolePage, refusedPage, signInPage, STYLE, type ConsoleView } from "./pages.ts";
import { timelineSvg } from "./timeline.ts";

/** The session cookie (HttpOnly, SameSite=Strict, Path=/console). */
export const COOKIE = "zoe_console";
const MAX_FORM_BYTES = 16 * 1024;
/** How much of the conversation the chat section shows. */
const CHAT_TURNS = 30;

export interface ConsoleSiteOptions {
  zoe: Zoe;
  /** The storage's shared space: links and sessions live there, for every instance. */
  shared: Space;
  clock: Clock;
  logger: Logger;
  /** The address owners open (ZOE_PUBLIC_URL); null: http://127.0.0.1:<the bound port>. */
  publicUrl: string | null;
  /** Where tokens come from (tests); default 32 random bytes. */
  random?: () => string;
}

/** The headers every console answer carries. `nonce`: the one script a page may run. */
export function securityHeaders(nonce?: string): Record<string, string> {
  const script = nonce ? `'nonce-${nonce}'` : "'none'";
  return {
    "content-security-policy": `default-src 'none'; style-src 'self'; script-src ${script}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
  };
}

function cookieOf(req: IncomingMessage): string | null {
  const header = req.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === COOKIE) return v.join("=");
  }
  return null;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(c as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** A settings (or new goal) form as the command the owner would type (the same validation and answers). */
export function settingCommand(what: string | null, value: string | null): string | null {
  const v = (value ?? "").replace(/[\r\n\u0000-\u001f]+/g, " ").trim().slice(0, what === "goal" ? 300 : 60);
  if (what === "mode" || what === "quiet" || what === "brief") return v ? `/${what} ${v}` : `/${what}`;
  if (what === "goal") return v ? `/goals add ${v}` : null;
  return null;
}

/** A language's name in that language ("Deutsch"). */
export const languageName = (locale: Locale) => new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;

/** The quiet hours as /quiet takes them: the end of the active hours to their start. */
const quietRange = (h: { start: string; end: string }) => `${h.end}-${h.start}`;

export class ConsoleSite {
  readonly auth: ConsoleAuth;
  /** The console as a channel: attach it to the core (after the chat channels) and start it. */
  readonly channel: ConsoleChannel;
  private origin: string | null;
  private readonly random: () => string;

  constructor(private readonly opts: ConsoleSiteOptions) {
    this.random = opts.random ?? randomToken;
    this.auth = new ConsoleAuth(opts.shared, this.random);
    this.channel = new ConsoleChannel((id) => opts.zoe.owner(id).storage, opts.clock);
    this.origin = opts.publicUrl ? opts.publicUrl.replace(/\/+$/, "") : null;
  }

  /** The listener is bound: without ZOE_PUBLIC_URL, links point at it on loopback. */
  listening(port: number): void {
    this.origin ??= `http://127.0.0.1:${port}`;
  }

  /** A one-time sign-in link for `owner`, or null when no listener serves the console. */
  async link(owner: string, now: Date): Promise<{ url: string; minutes: number } | null> {
    if (!this.origin) return null;
    const { token } = await this.auth.issueLink(owner, now);
    return { url: `${this.origin}${CONSOLE_PATH}/in?t=${token}`, minutes: Math.round(LINK_TTL_MS / 60_000) };
  }

  /** Hand an event to the core through the console channel, and return what ZOE answered. */
  private async dispatch(session: ConsoleSession, event: { kind: "text"; text: string } | { kind: "button"; data: string }): Promise<OutMessage[]> {
    const said = await this.channel.receive(event.kind === "text" ? { userId: session.owner, kind: "text", text: event.text } : { userId: session.owner, kind: "button", data: event.data });
    return said ?? [];
  }

  private send(res: ServerResponse, status: number, body: string, type: string, extra: Record<string, string> = {}, nonce?: string): void {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { "content-type": type, ...securityHeaders(nonce), ...extra });
    res.end(body);
  }

  private refuse(res: ServerResponse, locale: Locale = "en"): void {
    this.send(res, 401, refusedPage(locale), "text/html; charset=utf-8");
  }

  private cookie(token: string, expires: Date): string {
    const secure = this.origin?.startsWith("https://") ? "; Secure" : "";
    return `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=${CONSOLE_PATH}; Expires=${expires.toUTCString()}${secure}`;
  }

  private async localeOf(ownerId: string): Promise<Locale> {
    const owner = this.opts.zoe.owner(ownerId);
    await owner.restoreLocale();
    return owner.locale;
  }

  /** The session a request carries, when it stands for one of ZOE's owners. */
  private async sessionOf(req: IncomingMessage): Promise<{ session: ConsoleSession; token: string } | null> {
    const token = cookieOf(req);
    const session = await this.auth.session(token, this.opts.clock.now());
    if (!session || !token || !this.opts.zoe.isOwner(session.owner)) return null;
    return { session, token };
  }

  /** Serve one request under /console. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const method = req.method ?? "GET";
    const now = () => this.opts.clock.now();
    if (path === `${CONSOLE_PATH}/style.css` && method === "GET") return this.send(res, 200, STYLE, "text/css; charset=utf-8");
    if (path === `${CONSOLE_PATH}/in` && method === "GET") {
      // The link's page: the token goes on in a POST, so fetching the link alone uses nothing up.
      const token = url.searchParams.get("t") ?? "";
      const nonce = randomBytes(16).toString("base64");
      const whose = await this.auth.linkOwner(token, now());
      const locale = whose && this.opts.zoe.isOwner(whose) ? await this.localeOf(whose) : "en";
      return this.send(res, 200, signInPage(locale, token, nonce), "text/html; charset=utf-8", {}, nonce);
    }
    if (path === `${CONSOLE_PATH}/in` && method === "POST") {
      const form = await readForm(req);
      const opened = form ? await this.auth.redeem(form.get("t") ?? "", now()) : null;
      if (!opened || !this.opts.zoe.isOwner(opened.owner)) {
        this.opts.logger.warn({ event: "console_link_refused" }, "a console sign-in link was refused (unknown, expired or used)");
        return this.refuse(res);
      }
      this.opts.logger.info({ event: "console_signed_in" }, "the owner signed in to the console");
      return this.send(res, 303, "", "text/plain; charset=utf-8", { location: CONSOLE_PATH, "set-cookie": this.cookie(opened.token, opened.expires) });
    }
    const found = await this.sessionOf(req);
    if (!found) {
      req.resume();
      return this.refuse(res);
    }
    const { session, token } = found;
    const owner = this.opts.zoe.owner(session.owner);
    await owner.restoreLocale();
    if (path === CONSOLE_PATH && (method === "GET" || method === "HEAD")) {
      const flash = await this.auth.takeFlash(token, now());
      const nonce = randomBytes(16).toString("base64");
      return this.send(res, 200, await this.render(owner, session, flash, nonce), "text/html; charset=utf-8", {}, nonce);
    }
    if (method !== "POST") return this.send(res, 404, "not found\n", "text/plain; charset=utf-8");
    const form = await readForm(req);
    if (!form) return this.send(res, 413, "too large\n", "text/plain; charset=utf-8");
    if (!csrfMatches(session, form.get("csrf"))) return this.send(res, 403, "forbidden\n", "text/plain; charset=utf-8");
    let said: OutMessage[] | null = null;
    let anchor = "";
    if (path === `${CONSOLE_PATH}/press`) {
      const data = form.get("data") ?? "";
      if (data && data.length <= 64) said = await this.dispatch(session, { kind: "button", data });
    } else if (path === `${CONSOLE_PATH}/settings`) {
      const what = form.get("what");
      const command = settingCommand(what, form.get("value"));
      if (command) said = await this.dispatch(session, { kind: "text", text: command });
      anchor = what === "goal" ? "#goals" : "#settings";
    } else if (path === `${CONSOLE_PATH}/language`) {
      // No command sets the language (it follows what the owner writes): the choice is applied here.
      const chosen = form.get("value") ?? "";
      if (isLocale(chosen) && (await owner.chooseLocale(chosen))) said = [{ text: t(chosen, "console.languageSet", { language: languageName(chosen) }) }];
      anchor = "#settings";
    } else if (path === `${CONSOLE_PATH}/say`) {
      const text = (form.get("text") ?? "").trim();
      if (text) {
        said = await this.dispatch(session, { kind: "text", text });
        // What the conversation record already shows in the chat is not repeated above it.
        const shown = new Set((await owner.memory.recentTurns()).filter((m) => m.role === "zoe").map((m) => m.text));
        said = said.filter((m) => m.buttons?.length || !shown.has(m.text));
      }
      anchor = "#chat";
    } else if (path === `${CONSOLE_PATH}/out`) {
      await this.auth.end(token, now());
      return this.send(res, 303, "", "text/plain; charset=utf-8", { location: CONSOLE_PATH, "set-cookie": this.cookie("", new Date(0)) });
    } else return this.send(res, 404, "not found\n", "text/plain; charset=utf-8");
    if (said === null) return this.send(res, 400, "bad request\n", "text/plain; charset=utf-8");
    await this.auth.setFlash(token, said, now());
    return this.send(res, 303, "", "text/plain; charset=utf-8", { location: `${CONSOLE_PATH}${anchor}` });
  }

  /** Gather the owner's state and render the page (reads only). */
  async render(owner: OwnerContext, session: ConsoleSession, flash: OutMessage[], nonce?: string): Promise<string> {
    const { zoe } = this.opts;
    const now = this.opts.clock.now();
    const locale = owner.locale;
    const [live, turns, recent, settings, pushes, decisions, goals, outbox] = await Promise.all([
      owner.threads.live(),
      owner.memory.allTurns(),
      owner.memory.recentTurns(),
      owner.settings.get(),
      owner.pushes.all(),
      decisionLog(owner).readAll(),
      owner.goals.open(),
      this.channel.said(owner.id),
    ]);
    const view: ConsoleView = {
      locale,
      timeZone: zoe.timeZone,
      now,
      csrf: session.csrf,
      groups: groupByDue(live, now, zoe.timeZone),
      sources: sourceSentences(live, turns),
      timeline: timelineSvg({ decisions, pushes, now, timeZone: zoe.timeZone, activeHours: settings.activeHours, throttleRaisedAt: settings.throttleRaisedAt, locale }),
      pushes: pushes.filter((p) => now.getTime() - Date.parse(p.at) <= 14 * 86_400_000),
      goals: { text: goalsListing(goals, now, zoe.timeZone, locale), buttons: goalListButtons(goals, locale) },
      settings: {
        mode: settings.mode,
        quiet: quietRange(settings.activeHours),
        brief: settings.briefEnabled ? settings.briefAt : "off",
        locale,
        languages: LOCALES.map((l) => ({ code: l, name: languageName(l) })),
        localeFixed: owner.configuredLocale !== null,
      },
      chat: recent.slice(-CHAT_TURNS).map((m) => ({ role: m.role, at: m.at, text: m.text })),
      flash,
      sent: outbox.filter((m) => m.via === "send").slice(-5).map((m) => ({ text: m.text, buttons: m.buttons })),
    };
    return consolePage(view, nonce);
  }
}
