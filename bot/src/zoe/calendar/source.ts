/**
 * Calendar sources as configured (`ZOE_CALENDAR_ICS`): a private ICS address or a local file.
 * Turns each into something fetchable plus a log-safe label.
 * Must never: put a source's path, query or credentials in a label, a log line or an error
 * message. Private ICS addresses are secrets (Google's `private-<token>`, Outlook's `?key=`).
 */
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scrubSecrets } from "../base/log.ts";

/** A configured source, resolved. `raw` is the configured string: keep it out of logs. */
export type CalendarSource =
  | { kind: "url"; raw: string; label: string; url: URL; authorization?: string }
  | { kind: "file"; raw: string; label: string; path: string }
  /** A configured string ZOE cannot use; it fails every poll with `reason` so the owner hears of it. */
  | { kind: "invalid"; raw: string; label: string; reason: string };

/** Short, stable fingerprint of a secret string: enough to tell sources apart, useless to an attacker. */
export function sourceHash(raw: string): string {
  return createHash("sha256").update(raw.trim()).digest("hex").slice(0, 6);
}

/**
 * The label a source is known by in logs, snapshots and events: `host#hash` for an address,
 * `file:<name>#hash` for a local file.
 */
export function sourceLabel(raw: string): string {
  return resolveSource(raw).label;
}

/**
 * Resolve a configured string: webcal:// becomes https://, `~` is expanded, credentials move to a
 * header. Never throws: an unusable string becomes an "invalid" source.
 */
export function resolveSource(raw: string): CalendarSource {
  const trimmed = raw.trim();
  const hash = sourceHash(trimmed);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https" || scheme === "webcal" || scheme === "webcals") {
    let url: URL;
    try {
      url = new URL(scheme.startsWith("webcal") ? trimmed.replace(/^webcals?:/i, "https:") : trimmed);
    } catch {
      // Never echo the string: it is the secret.
      return { kind: "invalid", raw: trimmed, label: `invalid#${hash}`, reason: "not a valid URL" };
    }
    let authorization: string | undefined;
    if (url.username || url.password) {
      // undici refuses credentials in the URL; send them as Basic auth instead.
      const user = decodeURIComponent(url.username);
      const pass = decodeURIComponent(url.password);
      authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;
      url.username = "";
      url.password = "";
    }
    return { kind: "url", raw: trimmed, label: `${url.host}#${hash}`, url, ...(authorization ? { authorization } : {}) };
  }
  let file: string;
  if (scheme === "file") {
    try {
      file = fileURLToPath(trimmed);
    } catch {
      return { kind: "invalid", raw: trimmed, label: `invalid#${hash}`, reason: "not a valid file:// URL" };
    }
  } else if (scheme) {
    return {
      kind: "invalid",
      raw: trimmed,
      label: `${scheme}#${hash}`,
      reason: `unsupported scheme ${scheme}:// (use https://, http:// or a file path)`,
    };
  } else {
    file = trimmed.startsWith("~") ? path.join(os.homedir(), trimmed.slice(1)) : trimmed;
  }
  const resolved = path.resolve(file);
  return { kind: "file", raw: trimmed, label: `file:${path.basename(resolved)}#${hash}`, path: resolved };
}

/** Remove every trace of a source's address from a message (errors from libraries may echo URLs). */
export function redactSource(text: string, src: CalendarSource): string {
  let out = text;
  const secrets = new Set<string>([src.raw]);
  if (src.kind === "url") {
    secrets.add(src.url.href);
    const pathAndQuery = `${src.url.pathname}${src.url.search}`;
    if (pathAndQuery.length > 1) secrets.add(pathAndQuery);
    if (src.url.pathname.length > 1) secrets.add(src.url.pathname);
    if (src.url.search.length > 1) secrets.add(src.url.search);
  } else if (src.kind === "file") {
    secrets.add(src.path);
  }
  // Longest first, so a full URL is replaced before its path is.
  for (const s of [...secrets].sort((a, b) => b.length - a.length)) {
    if (s) out = out.split(s).join(src.label);
  }
  return scrubSecrets(out);
}
