import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureOf, verifySignature } from "../index.ts";

// Secrets are made at run time, never written into the test.
const secret = randomBytes(24).toString("hex");
const body = Buffer.from(JSON.stringify({ action: "completed", repository: { full_name: "maria/site" } }));

describe("the X-Hub-Signature-256 check", () => {
  it("accepts what GitHub signs with the shared secret", () => {
    expect(signatureOf(body, secret)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(body, signatureOf(body, secret), secret)).toBe(true);
  });

  it("refuses a signature made with another secret, or of another body", () => {
    expect(verifySignature(body, signatureOf(body, randomBytes(24).toString("hex")), secret)).toBe(false);
    expect(verifySignature(Buffer.from(`${body.toString()} `), signatureOf(body, secret), secret)).toBe(false);
  });

  it("refuses no signature, a SHA-1 one, a truncated one and a list of headers", () => {
    const good = signatureOf(body, secret);
    expect(verifySignature(body, undefined, secret)).toBe(false);
    expect(verifySignature(body, "", secret)).toBe(false);
    expect(verifySignature(body, `sha1=${"a".repeat(40)}`, secret)).toBe(false);
    expect(verifySignature(body, good.slice(0, -2), secret)).toBe(false);
    expect(verifySignature(body, [good, good], secret)).toBe(false);
  });

  it("reads the hex digest in either case", () => {
    expect(verifySignature(body, signatureOf(body, secret).toUpperCase().replace("SHA256=", "sha256="), secret)).toBe(true);
  });
});
