/**
 * Sign-in to the console without a password: `/console` hands the owner a one-time link (a random
 * token, valid a few minutes, good once); redeeming it opens a session (another random token, in
 * an HttpOnly cookie) that stands for that owner and no one else. Links and sessions live in the
 * storage port's shared space, so every instance behind a load balancer knows them; only their
 * SHA-256 is stored, so the state on disk or in the database cannot be replayed as a cookie.
 * Must never: accept a link twice, an expired link or session, or a token it did not issue; keep a
 * token in clear; compare secrets in a way that leaks their length or prefix through timing.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MINUTE } from "../base/clock.ts";
import type { OutMessage } from "../channels/index.ts";
import type { Document, Space } from "../storage/index.ts";

/** How long a sign-in link stays good (it is used at once, from the chat). */
export const LINK_TTL_MS = 10 * MINUTE;
/** How long a session lasts before the owner asks for a new link. */
export const SESSION_TTL_MS = 12 * 60 * MINUTE;
/** Unredeemed links kept per owner (asking again and again must not grow the document). */
const LINKS_PER_OWNER = 5;
/** Live sessions kept per owner (the oldest goes first). */
const SESSIONS_PER_OWNER = 10;

const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO timestamp");
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

const ConsoleAuthSchema = z.object({
  version: z.literal(1),
  links: z.array(z.object({ hash: hex64, owner: z.string().min(1), expires: iso })),
  sessions: z.array(
    z.object({
      hash: hex64,
      owner: z.string().min(1),
      csrf: hex64,
      expires: iso,
      /** What ZOE answered this session's last action, shown once on the next page. */
      flash: z.array(z.object({ text: z.string(), buttons: z.array(z.array(z.object({ label: z.string(), data: z.string() }))).optional() })).default([]),
    }),
  ),
});
type ConsoleAuthState = z.infer<typeof ConsoleAuthSchema>;

/** A signed-in owner, as a request's cookie proves it. */
export interface ConsoleSession {
  owner: string;
  /** The token every form of this session must carry back (forms only; never in a cookie). */
  csrf: string;
  expires: Date;
}

/** A session just opened: the cookie's token with the rest. */
export interface OpenedSession extends ConsoleSession {
  token: string;
}

const digest = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Whether two hex digests are equal, in constant time. */
function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));
}

/** A token shaped as ours are: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random token (32 bytes, base64url). */
export const randomToken = () => randomBytes(32).toString("base64url");

function pruned(s: ConsoleAuthState, now: Date): void {
  const live = (e: { expires: string }) => Date.parse(e.expires) > now.getTime();
  s.links = s.links.filter(live);
  s.sessions = s.sessions.filter(live);
}

function keepNewest<T extends { owner: string; expires: string }>(list: T[], owner: string, max: number): T[] {
  const mine = list.filter((e) => e.owner === owner).sort((a, b) => Date.parse(b.expires) - Date.parse(a.expires));
  const drop = new Set(mine.slice(max));
  return list.filter((e) => !drop.has(e));
}

export class ConsoleAuth {
  private readonly doc: Document<ConsoleAuthState>;

  constructor(
    space: Space,
    /** Where tokens come from (tests pass their own to pin one; production: 32 random bytes). */
    private readonly random: () => string = randomToken,
  ) {
    this.doc = space.document({ name: "console-auth", schema: ConsoleAuthSchema, initial: () => ({ version: 1 as const, links: [], sessions: [] }) });
  }

  /** A one-time sign-in token for `owner`, good until now + LINK_TTL_MS. */
  async issueLink(owner: string, now: Date): Promise<{ token: string; expires: Date }> {
    const token = this.random();
    const expires = new Date(now.getTime() + LINK_TTL_MS);
    await this.doc.update((s) => {
      pruned(s, now);
      s.links.push({ hash: digest(token), owner, expires: expires.toISOString() });
      s.links = keepNewest(s.links, owner, LINKS_PER_OWNER);
    });
    return { token, expires };
  }

  /** Whose a live link is, without using it up (the sign-in step speaks their language); else null. */
  async linkOwner(token: string, now: Date): Promise<string | null> {
    if (!TOKEN.test(token)) return null;
    const hash = digest(token);
    const link = (await this.doc.read()).links.find((l) => sameDigest(l.hash, hash));
    return link && Date.parse(link.expires) > now.getTime() ? link.owner : null;
  }

  /**
   * Trade a link's token for a session, once: the link is gone in the same transaction that opens
   * the session, so two instances redeeming it at once give one session. Null for a token that is
   * unknown, expired or already used.
   */
  async redeem(token: string, now: Date): Promise<OpenedSession | null> {
    if (!TOKEN.test(token)) return null;
    const hash = digest(token);
    const session = this.random();
    const csrf = digest(this.random());
    const expires = new Date(now.getTime() + SESSION_TTL_MS);
    return this.doc.update((s) => {
      pruned(s, now);
      const link = s.links.find((l) => sameDigest(l.hash, hash));
      if (!link) return null;
      s.links = s.links.filter((l) => l !== link);
      s.sessions.push({ hash: digest(session), owner: link.owner, csrf, expires: expires.toISOString(), flash: [] });
      s.sessions = keepNewest(s.sessions, link.owner, SESSIONS_PER_OWNER);
      return { token: session, owner: link.owner, csrf, expires };
    });
  }

  /** The session a cookie's token stands for, or null (unknown, expired, malformed). */
  async session(token: string | null | undefined, now: Date): Promise<ConsoleSession | null> {
    if (!token || !TOKEN.test(token)) return null;
    const hash = digest(token);
    const found = (await this.doc.read()).sessions.find((x) => sameDigest(x.hash, hash));
    if (!found || Date.parse(found.expires) <= now.getTime()) return null;
    return { owner: found.owner, csrf: found.csrf, expires: new Date(found.expires) };
  }

  /** Keep what ZOE answered an action, for the session's next page. */
  async setFlash(token: string, messages: OutMessage[], now: Date): Promise<void> {
    const hash = digest(token);
    await this.doc.update((s) => {
      pruned(s, now);
      const found = s.sessions.find((x) => sameDigest(x.hash, hash));
      if (found) found.flash = messages.map((m) => ({ text: m.text, ...(m.buttons?.length ? { buttons: m.buttons } : {}) }));
    });
  }

  /** What the session's last action was answered with, once (it is gone after this call). */
  async takeFlash(token: string, now: Date): Promise<OutMessage[]> {
    const hash = digest(token);
    const pending = (await this.doc.read()).sessions.find((x) => sameDigest(x.hash, hash))?.flash ?? [];
    if (!pending.length) return [];
    return this.doc.update((s) => {
      pruned(s, now);
      const found = s.sessions.find((x) => sameDigest(x.hash, hash));
      const out = found?.flash ?? [];
      if (found) found.flash = [];
      return out;
    });
  }

  /** End a session (sign out). */
  async end(token: string, now: Date): Promise<void> {
    if (!TOKEN.test(token)) return;
    const hash = digest(token);
    await this.doc.update((s) => {
      pruned(s, now);
      s.sessions = s.sessions.filter((x) => !sameDigest(x.hash, hash));
    });
  }
}

/** Whether a form's CSRF token is the session's, in constant time. */
export function csrfMatches(session: ConsoleSession, given: string | null | undefined): boolean {
  return typeof given === "string" && /^[0-9a-f]{64}$/.test(given) && sameDigest(session.csrf, given);
}
