/**
 * What changed between two snapshots of one calendar: new, moved and cancelled occurrences that
 * concern the window [now, now + horizon]. Pure.
 *
 * The edges of the window are where naive diffing lies, so each snapshot may say how far ahead it
 * could see (`coveredUntil`):
 * - leading edge: an occurrence that is in `next` only because time moved on (it starts at or after
 *   the point `prev` could see) is not "new": it merely came into view;
 * - trailing edge: an occurrence missing from `next` is "cancelled" only when `next` could have
 *   seen it (it starts before `next`'s coverage end) and it has not started yet. One that moved
 *   further out but is still inside `next`'s coverage is "moved" (same instanceKey). One moved
 *   beyond `next`'s coverage cannot be told from a cancellation; it is reported as cancelled.
 *   CalendarFeed therefore keeps a lookahead (default 14 days) well past the 48-hour window.
 * - a whole series shifted (its DTSTART changed, so every instanceKey changed): disappeared and
 *   appeared occurrences of one UID are paired in start order when their counts match and
 *   reported as "moved".
 * Must never: read the clock, or report an occurrence that merely scrolled in or out of view.
 */
import type { CalendarDelta, CalendarEvent } from "./event.ts";

/** Window and coverage for {@link diffSnapshots}. */
export interface DiffOptions {
  /** Only changes touching [now, now + horizonMs] are reported. Default: no limit. */
  horizonMs?: number;
  /** How far ahead `prev` was computed (ISO). Default: unlimited (no leading-edge filtering). */
  prevCoveredUntil?: string | null;
  /** How far ahead `next` was computed (ISO). Default: unlimited (every absence is meaningful). */
  nextCoveredUntil?: string | null;
}

const ms = (iso: string) => Date.parse(iso);
const limit = (iso: string | null | undefined) => (iso ? ms(iso) : Number.POSITIVE_INFINITY);

/** Changes from `prev` to `next` that concern the window starting at `now`, sorted by start. */
export function diffSnapshots(
  prev: CalendarEvent[],
  next: CalendarEvent[],
  now: Date,
  opts: DiffOptions = {},
): CalendarDelta[] {
  const nowMs = now.getTime();
  const windowEnd = nowMs + (opts.horizonMs ?? Number.POSITIVE_INFINITY);
  const prevCoverage = limit(opts.prevCoveredUntil);
  const nextCoverage = limit(opts.nextCoveredUntil);
  const inWindow = (e: CalendarEvent) => {
    const s = ms(e.start);
    const end = ms(e.end);
    return s < windowEnd && (end > nowMs || s >= nowMs);
  };

  const prevByKey = new Map(prev.map((e) => [e.instanceKey, e]));
  const nextKeys = new Set(next.map((e) => e.instanceKey));
  const deltas: CalendarDelta[] = [];
  const appeared: CalendarEvent[] = [];
  const vanished: CalendarEvent[] = [];

  for (const n of next) {
    const p = prevByKey.get(n.instanceKey);
    if (!p || p.status === "cancelled") {
      if (n.status === "cancelled") continue; // never announced, nothing to retract
      if (ms(n.start) >= prevCoverage) continue; // it only came into view
      appeared.push(n);
      continue;
    }
    const touches = inWindow(p) || inWindow(n);
    if (n.status === "cancelled") {
      if (touches && ms(p.end) > nowMs) {
        deltas.push({ type: "cancelled", event: n, ...(n.start !== p.start ? { previousStart: p.start } : {}) });
      }
    } else if (ms(n.start) !== ms(p.start) && touches) {
      deltas.push({ type: "moved", event: n, previousStart: p.start });
    }
  }

  for (const p of prev) {
    if (nextKeys.has(p.instanceKey) || p.status === "cancelled") continue;
    const s = ms(p.start);
    if (s <= nowMs) continue; // started or past: it scrolled out, it was not cancelled
    if (s >= nextCoverage) continue; // `next` could not have seen it
    vanished.push(p);
  }

  // A shifted series: same UID, as many occurrences gone as arrived.
  const byUid = (list: CalendarEvent[]) => {
    const m = new Map<string, CalendarEvent[]>();
    for (const e of list) m.set(e.uid, [...(m.get(e.uid) ?? []), e]);
    for (const l of m.values()) l.sort((a, b) => ms(a.start) - ms(b.start));
    return m;
  };
  const appearedByUid = byUid(appeared);
  const vanishedByUid = byUid(vanished);
  for (const [uid, gone] of vanishedByUid) {
    const came = appearedByUid.get(uid);
    if (!came || came.length !== gone.length) continue;
    gone.forEach((old, i) => {
      const now_ = came[i];
      if (now_ && (inWindow(old) || inWindow(now_))) deltas.push({ type: "moved", event: now_, previousStart: old.start });
    });
    appearedByUid.delete(uid);
    vanishedByUid.delete(uid);
  }
  for (const list of appearedByUid.values()) {
    for (const n of list) if (inWindow(n)) deltas.push({ type: "new", event: n });
  }
  for (const list of vanishedByUid.values()) {
    for (const p of list) if (inWindow(p)) deltas.push({ type: "cancelled", event: p });
  }

  const order = { cancelled: 0, moved: 1, new: 2 } as const;
  return deltas.sort(
    (a, b) =>
      ms(a.event.start) - ms(b.event.start) ||
      order[a.type] - order[b.type] ||
      a.event.instanceKey.localeCompare(b.event.instanceKey),
  );
}
