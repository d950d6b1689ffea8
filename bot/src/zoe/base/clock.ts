/**
 * Time as an input. Every decision in ZOE takes `now` from a Clock handed to it, never from
 * `Date.now()` deep inside logic, so tests and the replay harness can pin and move time.
 * Must never: read the wall clock anywhere except `systemClock`.
 */

/** Where "now" comes from. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The real wall clock: the only place ZOE reads the system time. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that moves only when told to: for tests and the replay harness. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string | number) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Jump to an instant (never backwards: time that runs backwards hides bugs). */
  set(at: Date | string | number): void {
    const next = new Date(at).getTime();
    if (Number.isNaN(next)) throw new Error(`ManualClock.set: invalid time ${String(at)}`);
    if (next < this.current) throw new Error("ManualClock.set: time cannot move backwards");
    this.current = next;
  }

  /** Move forward by a number of milliseconds. */
  advance(ms: number): void {
    this.set(this.current + ms);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
