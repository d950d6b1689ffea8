/**
 * The slot lease's decisions on a pinned clock: when a renewal is due, that a confirmation renews
 * at once, and that a claim found to be another's stops every later send.
 */
import { describe, expect, it } from "vitest";
import { ManualClock, MINUTE } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { renewalDue, SlotLease, SlotLostError } from "../slot-lease.ts";

const LEASE = 5 * MINUTE;

describe("slot lease", () => {
  it("a renewal is due a third of a lease after the last one, not before", () => {
    expect(renewalDue(0, LEASE / 3 - 1, LEASE)).toBe(false);
    expect(renewalDue(0, LEASE / 3, LEASE)).toBe(true);
  });

  it("confirming renews on the clock; a claim that is another's makes every later confirmation fail", async () => {
    const clock = new ManualClock("2026-06-04T07:00:00Z");
    const renewals: Array<{ key: string; at: string; leaseMs: number }> = [];
    let mine = true;
    const claims = {
      renew: async (key: string, at: Date, leaseMs: number) => {
        renewals.push({ key, at: at.toISOString(), leaseMs });
        return mine;
      },
    };
    const lease = new SlotLease({ claims, key: "brief@x", clock, leaseMs: LEASE, logger: silentLogger, claimedAt: clock.now() });
    clock.advance(MINUTE);
    await lease.confirm();
    expect(renewals).toEqual([{ key: "brief@x", at: "2026-06-04T07:01:00.000Z", leaseMs: LEASE }]);
    mine = false;
    await expect(lease.confirm()).rejects.toBeInstanceOf(SlotLostError);
    expect(lease.lost).toBe(true);
    mine = true; // once lost, never taken back by this run
    await expect(lease.confirm()).rejects.toBeInstanceOf(SlotLostError);
    expect(renewals).toHaveLength(2);
  });

  it("a renewal the database cannot answer fails the confirmation without calling the slot lost", async () => {
    const clock = new ManualClock("2026-06-04T07:00:00Z");
    const lease = new SlotLease({ claims: { renew: async () => Promise.reject(new Error("connection lost")) }, key: "k", clock, leaseMs: LEASE, logger: silentLogger, claimedAt: clock.now() });
    await expect(lease.confirm()).rejects.toThrow("connection lost");
    expect(lease.lost).toBe(false);
  });
});
