/**
 * Process-wide counters for things that must be visible when they happen often: dropped model
 * operations, malformed gate answers, blocked episodes. Read by `zoe status`, /stats and tests.
 * Must never: be the only record of an event that matters to the owner (those go to files).
 */
export class Counters {
  private readonly values = new Map<string, number>();

  inc(name: string, by = 1): number {
    const v = (this.values.get(name) ?? 0) + by;
    this.values.set(name, v);
    return v;
  }

  get(name: string): number {
    return this.values.get(name) ?? 0;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.values);
  }
}

/** The counters of this process. */
export const counters = new Counters();
