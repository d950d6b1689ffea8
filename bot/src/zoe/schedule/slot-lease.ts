/**
 * Keeps a scheduled slot's claim while its job runs, on a backend shared by several instances: a
 * run that outlives its lease (a slow model, a long search of the chat) would otherwise be taken
 * over by another instance and run twice, two briefs where one was due. The lease is renewed on
 * the injected clock (a third of the lease after the last renewal; a timer only looks whether one
 * is due), and confirmed (renewed at once) right before each part of a push goes out: a run whose
 * claim another instance took over, or that cannot confirm it, sends nothing more.
 * Must never: let a run that lost its claim send, or renew a claim after its run ended.
 */
import type { Clock } from "../base/clock.ts";
import type { Logger } from "../base/log.ts";
import type { Claims } from "../storage/index.ts";

/** A run whose slot is not (or may not be) its own any more: it must send nothing more. */
export class SlotLostError extends Error {
  override readonly name = "SlotLostError";
}

/** Whether a lease renewed at `renewedAt` is due for renewal at `now` (pure; a third of the lease). */
export function renewalDue(renewedAt: number, now: number, leaseMs: number): boolean {
  return now - renewedAt >= leaseMs / 3;
}

/** How often the timer looks whether a renewal is due (real time; the decision is the clock's). */
export const LEASE_LOOK_MS = 1_000;

/** What a lease needs: the claims it renews, whose clock, how long a lease lasts. */
export interface SlotLeaseDeps {
  claims: Pick<Claims, "renew">;
  key: string;
  clock: Clock;
  leaseMs: number;
  logger: Logger;
  /** When the claim was taken (the clock's instant its lease started from). */
  claimedAt: Date;
  /** How often the timer looks (tests may look more often; default LEASE_LOOK_MS). */
  lookMs?: number;
}

/** One running slot's lease: renewed while it runs, confirmed before a send, stopped at its end. */
export class SlotLease {
  private renewedAt: number;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<boolean> | null = null;
  private ended = false;
  /** Set once the claim was found to be another's: the run must send nothing more. */
  lost = false;

  constructor(private readonly deps: SlotLeaseDeps) {
    this.renewedAt = deps.claimedAt.getTime();
  }

  /** Start renewing (when due by the clock) until `stop`. */
  start(): void {
    this.timer = setInterval(() => {
      if (this.ended || this.lost || this.inFlight) return;
      if (!renewalDue(this.renewedAt, this.deps.clock.now().getTime(), this.deps.leaseMs)) return;
      // A failed renewal is not proof of loss (the database may be back in a second); the
      // confirmation before a send decides, and a lease that ran out meanwhile is found taken.
      void this.renew().catch((err: Error) => this.deps.logger.warn({ event: "slot_lease_renew_failed", key: this.deps.key, reason: err.message }, "could not renew a slot's lease"));
    }, this.deps.lookMs ?? LEASE_LOOK_MS);
    this.timer.unref();
  }

  /** Renew now; false (and `lost`) when the claim is not this run's any more. */
  private renew(): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    const at = this.deps.clock.now();
    const p = (async () => {
      const held = (await this.deps.claims.renew?.(this.deps.key, at, this.deps.leaseMs)) ?? true;
      if (held) this.renewedAt = Math.max(this.renewedAt, at.getTime());
      else if (!this.lost) {
        this.lost = true;
        this.deps.logger.warn({ event: "slot_lease_lost", key: this.deps.key }, "another instance took this slot over; this run sends nothing more");
      }
      return held;
    })();
    this.inFlight = p;
    void p.finally(() => {
      if (this.inFlight === p) this.inFlight = null;
    }).catch(() => undefined);
    return p;
  }

  /**
   * Right before a part of a push goes out: the claim is still this run's, and its lease runs a
   * whole lease from now. Throws SlotLostError when another instance has it; when the database
   * cannot tell, the renewal's error, so nothing is sent either (a push not sent is sent by the
   * slot's retry, a push sent twice cannot be taken back) and the run fails as any failed run.
   */
  async confirm(): Promise<void> {
    if (!this.lost && (await this.renew())) return;
    throw new SlotLostError(`slot ${this.deps.key} was taken over by another instance`);
  }

  /** The run ended: no more renewals. */
  stop(): void {
    this.ended = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
