import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MINUTE } from "../../base/clock.ts";
import { filesSpace } from "../../test-support/storage.ts";
import { ConsoleAuth, csrfMatches, LINK_TTL_MS, randomToken, SESSION_TTL_MS } from "../auth.ts";

const now = new Date("2026-06-04T08:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const space = () => filesSpace(mkdtempSync(path.join(os.tmpdir(), "zoe-console-auth-")));

describe("console sign-in: one-time links and sessions", () => {
  it("a link opens one session for its owner, and only once", async () => {
    const auth = new ConsoleAuth(space());
    const { token, expires } = await auth.issueLink("4242", now);
    expect(expires.getTime() - now.getTime()).toBe(LINK_TTL_MS);
    expect(await auth.linkOwner(token, later(MINUTE))).toBe("4242"); // looking does not use it up
    const opened = await auth.redeem(token, later(MINUTE));
    expect(opened?.owner).toBe("4242");
    expect(opened!.expires.getTime()).toBe(later(MINUTE).getTime() + SESSION_TTL_MS);
    expect(await auth.redeem(token, later(2 * MINUTE))).toBeNull();
    const session = await auth.session(opened!.token, later(2 * MINUTE));
    expect(session).toMatchObject({ owner: "4242", csrf: opened!.csrf });
  });

  it("an expired link, a forged one and a malformed one open nothing", async () => {
    const auth = new ConsoleAuth(space());
    const { token } = await auth.issueLink("4242", now);
    expect(await auth.linkOwner(token, later(LINK_TTL_MS + 1))).toBeNull();
    expect(await auth.redeem(token, later(LINK_TTL_MS + 1))).toBeNull();
    expect(await auth.redeem(randomToken(), now)).toBeNull();
    expect(await auth.redeem("<script>", now)).toBeNull();
    expect(await auth.redeem("", now)).toBeNull();
  });

  it("a session ends when it expires, when signed out, and never stands for another owner", async () => {
    const shared = space();
    const auth = new ConsoleAuth(shared);
    const a = await auth.redeem((await auth.issueLink("4242", now)).token, now);
    const b = await auth.redeem((await auth.issueLink("7", now)).token, now);
    expect((await auth.session(a!.token, now))?.owner).toBe("4242");
    expect((await auth.session(b!.token, now))?.owner).toBe("7");
    expect(a!.csrf).not.toBe(b!.csrf);
    expect(await auth.session(a!.token, later(SESSION_TTL_MS))).toBeNull();
    expect(await auth.session(randomToken(), now)).toBeNull();
    await auth.end(b!.token, now);
    expect(await auth.session(b!.token, now)).toBeNull();
  });

  it("another instance on the same storage knows the links and sessions", async () => {
    const shared = space();
    const one = new ConsoleAuth(shared);
    const two = new ConsoleAuth(shared);
    const { token } = await one.issueLink("4242", now);
    const opened = await two.redeem(token, now);
    expect(opened?.owner).toBe("4242");
    expect((await one.session(opened!.token, now))?.owner).toBe("4242");
    expect(await one.redeem(token, now)).toBeNull();
  });

  it("keeps only digests of the tokens, not the tokens", async () => {
    const shared = space();
    const auth = new ConsoleAuth(shared);
    const { token } = await auth.issueLink("4242", now);
    const opened = await auth.redeem((await auth.issueLink("4242", now)).token, now);
    const stored = JSON.stringify(await shared.document({ name: "console-auth", schema: { parse: (v: unknown) => v } as never, initial: () => ({}) }).read());
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(opened!.token);
  });

  it("a form's CSRF token must be the session's own", async () => {
    const auth = new ConsoleAuth(space());
    const a = await auth.redeem((await auth.issueLink("4242", now)).token, now);
    const b = await auth.redeem((await auth.issueLink("7", now)).token, now);
    const session = (await auth.session(a!.token, now))!;
    expect(csrfMatches(session, a!.csrf)).toBe(true);
    expect(csrfMatches(session, b!.csrf)).toBe(false);
    expect(csrfMatches(session, null)).toBe(false);
    expect(csrfMatches(session, "x")).toBe(false);
  });

  it("what ZOE answered an action is shown once", async () => {
    const auth = new ConsoleAuth(space());
    const a = await auth.redeem((await auth.issueLink("4242", now)).token, now);
    await auth.setFlash(a!.token, [{ text: "Done: ship the onepager", buttons: [[{ label: "Undo", data: "t:x" }]] }], now);
    expect(await auth.takeFlash(a!.token, now)).toEqual([{ text: "Done: ship the onepager", buttons: [[{ label: "Undo", data: "t:x" }]] }]);
    expect(await auth.takeFlash(a!.token, now)).toEqual([]);
  });
});
