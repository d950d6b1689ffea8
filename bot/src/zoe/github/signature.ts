/**
 * GitHub's webhook signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`
 * under the secret the owner set on the webhook. The raw bytes are what GitHub signed, so the
 * check runs before anything parses them.
 * Must never: compare with `===` (timing), accept a missing, malformed or SHA-1-only signature, or
 * log the secret or the body.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The header GitHub puts the SHA-256 signature in (lower case, as Node delivers headers). */
export const SIGNATURE_HEADER = "x-hub-signature-256";

/** The signature GitHub would send for `body` under `secret` ("sha256=…"). */
export function signatureOf(body: Uint8Array, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Whether `header` is the right signature of `body` under `secret`, compared in constant time. */
export function verifySignature(body: Uint8Array, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== "string" || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const given = Buffer.from(header.trim().slice("sha256=".length).toLowerCase(), "hex");
  const expected = Buffer.from(signatureOf(body, secret).slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
