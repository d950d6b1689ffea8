/**
 * Sign-in across instances, on every storage backend (PostgreSQL on a throwaway server): a link
 * issued by one instance is redeemed on another, once, even when both try at the same moment,
 * and the session it opens is known everywhere.
 */
import { describe, expect, it } from "vitest";
import { storageBackends } from "../../test-support/backends.ts";
import { ConsoleAuth } from "../auth.ts";

const BACKENDS = storageBackends("console_auth");
const now = new Date("2026-06-04T08:00:00.000Z");

describe.each(BACKENDS)("console sign-in across instances on $name", (backend) => {
  it("a link from one instance opens one session, however many instances redeem it at once", async () => {
    const { storage, reopen } = await backend.open();
    const one = new ConsoleAuth(storage.shared);
    const two = new ConsoleAuth(reopen().shared);
    const { token } = await one.issueLink("4242", now);
    const tries = await Promise.all([one.redeem(token, now), two.redeem(token, now), two.redeem(token, now)]);
    const opened = tries.filter((s) => s !== null);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.owner).toBe("4242");
    expect((await one.session(opened[0]!.token, now))?.owner).toBe("4242");
    expect((await two.session(opened[0]!.token, now))?.owner).toBe("4242");
  }, 60_000);
});
