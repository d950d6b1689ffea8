/**
 * iCalendar text -> the event occurrences that overlap a window [now, now + horizon]. Recurring
 * events are expanded (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) in the event's own wall time,
 * so a 09:00 meeting stays at 09:00 across daylight-saving changes, then converted to UTC:
 * through the file's VTIMEZONE when it has one, through luxon's IANA database when the TZID is a
 * well-known zone name without a VTIMEZONE (ical.js would silently treat it as floating).
 * Bounded: a feed is someone else's text (any invitation lands in it), so what one read may cost
 * and keep is capped (steps, occurrences per event and per feed: bounds.ts), and what it left out
 * is reported, never silently lost. ical.js can still loop inside a single call on a rule that
 * never matches: the thread this runs on (read-thread.ts) bounds that, told by `onExpand` which
 * event it is on.
 * Pure: the same text, options and `now` give the same events.
 * Must never: read the clock, touch the network or disk, register zones in ical.js's global
 * TimezoneService (two feeds may define the same TZID differently), or interpret event text.
 */
import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { DateTime, IANAZone } from "luxon";
import {
  type CalendarEvent,
  MAX_ATTENDEE_CHARS,
  MAX_ATTENDEES,
  MAX_LOCATION_CHARS,
  MAX_TITLE_CHARS,
} from "./event.ts";
import { IcsParseError } from "./ics-error.ts";
import {
  MAX_LEFT_OUT_LISTED,
  MAX_OCCURRENCES_PER_EVENT,
  MAX_OCCURRENCES_PER_FEED,
  MAX_STEPS_PER_EVENT,
  MAX_STEPS_PER_FEED,
  MAX_UID_CHARS,
} from "./bounds.ts";

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

const DAY_MS = 86_400_000;
/**
 * Wall time read as if it were UTC is within ±14 hours of the real instant. Anything further than
 * this from the window, by that cheap reckoning, is left alone without an exact (slow) conversion.
 */
const SLACK_MS = 2 * DAY_MS;

export { IcsParseError };

/** Options for {@link parseIcs}. */
export interface ParseIcsOptions {
  /** The window starts here: events that ended before it are left out. */
  now: Date;
  /** The window's length. */
  horizonMs: number;
  /** The source's log-safe label, copied into every event. */
  source: string;
  /** IANA zone for floating times and all-day dates (the owner's zone). Default UTC. */
  timeZone?: string;
  /** Told about events skipped or read with a fallback. Messages carry no event text. */
  onWarning?: (message: string) => void;
  /** UIDs of events to leave out unread (ones whose expansion did not finish in time before). */
  leaveOut?: ReadonlySet<string>;
  /** Told the UID of each recurring event before it is expanded, and null once all are. */
  onExpand?: (uid: string | null) => void;
}

/** What a read left out to stay within its bounds (all empty for a feed within them). */
export interface IcsLimits {
  /** UIDs of recurring events left out whole (too many occurrences or steps, or in `leaveOut`), at most MAX_LEFT_OUT_LISTED. */
  leftOut: string[];
  /** Occurrences left out past MAX_OCCURRENCES_PER_FEED: the latest ones. */
  droppedOccurrences: number;
  /** Start (ISO) of the earliest occurrence dropped for the feed cap: the events are complete only before it. */
  completeUntil: string | null;
}

/** A feed read within its bounds. */
export interface IcsReading {
  /** The occurrences overlapping the window, sorted by start. */
  events: CalendarEvent[];
  limits: IcsLimits;
}

/** Windows zone names Outlook/Exchange put in TZID, for the rare file that omits its VTIMEZONE. */
const WINDOWS_ZONES: Record<string, string> = {
  "utc": "UTC",
  "gmt standard time": "Europe/London",
  "greenwich standard time": "Atlantic/Reykjavik",
  "w. europe standard time": "Europe/Berlin",
  "romance standard time": "Europe/Paris",
  "central europe standard time": "Europe/Budapest",
  "central european standard time": "Europe/Warsaw",
  "e. europe standard time": "Europe/Chisinau",
  "fle standard time": "Europe/Kiev",
  "gtb standard time": "Europe/Bucharest",
  "russian standard time": "Europe/Moscow",
  "israel standard time": "Asia/Jerusalem",
  "arabian standard time": "Asia/Dubai",
  "india standard time": "Asia/Kolkata",
  "china standard time": "Asia/Shanghai",
  "singapore standard time": "Asia/Singapore",
  "tokyo standard time": "Asia/Tokyo",
  "korea standard time": "Asia/Seoul",
  "aus eastern standard time": "Australia/Sydney",
  "new zealand standard time": "Pacific/Auckland",
  "eastern standard time": "America/New_York",
  "central standard time": "America/Chicago",
  "mountain standard time": "America/Denver",
  "us mountain standard time": "America/Phoenix",
  "pacific standard time": "America/Los_Angeles",
  "alaskan standard time": "America/Anchorage",
  "hawaiian standard time": "Pacific/Honolulu",
  "atlantic standard time": "America/Halifax",
  "e. south america standard time": "America/Sao_Paulo",
};

/**
 * An IANA zone name for a TZID, or null. Accepts plain IANA names, names with a vendor prefix
 * ("/mozilla.org/20050126_1/Europe/Berlin") and common Windows names.
 */
export function resolveIanaZone(tzid: string): string | null {
  const known = zoneCache.get(tzid);
  if (known !== undefined) return known;
  const resolved = resolveUncached(tzid);
  // Bounded: TZIDs come from untrusted files.
  if (zoneCache.size < 1000) zoneCache.set(tzid, resolved);
  return resolved;
}

/** TZID -> IANA name (or null): checking a zone builds an Intl formatter, far too slow per occurrence. */
const zoneCache = new Map<string, string | null>();

function resolveUncached(tzid: string): string | null {
  const cleaned = tzid.trim().replace(/^"|"$/g, "");
  if (!cleaned) return null;
  if (IANAZone.isValidZone(cleaned)) return cleaned;
  const parts = cleaned.split("/").filter(Boolean);
  for (const n of [3, 2]) {
    if (parts.length > n) {
      const tail = parts.slice(-n).join("/");
      if (IANAZone.isValidZone(tail)) return tail;
    }
  }
  return WINDOWS_ZONES[cleaned.toLowerCase()] ?? null;
}

/** Parsing context shared by the helpers below. */
interface Ctx {
  timeZone: string;
  warn: (message: string) => void;
  /** TZIDs already warned about, so one unknown zone gives one warning per parse. */
  unknownZones: Set<string>;
  /** Wall time + zone -> epoch ms: luxon's zone arithmetic is slow and feeds repeat the same times. */
  memo: Map<string, number>;
}

function tzidOf(prop: IcalProperty | null): string | undefined {
  const v = prop?.getParameter("tzid");
  return typeof v === "string" && v ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : undefined;
}

function isTime(v: unknown): v is IcalTime {
  return v instanceof ICAL.Time;
}

/** Wall time as if it were UTC: cheap, and within ±14 hours of the truth. */
function approxMs(t: IcalTime): number {
  return t.isDate ? Date.UTC(t.year, t.month - 1, t.day) : Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
}

/** The wall time in `t` read in zone `zone`, as epoch ms. */
function wallToMs(t: IcalTime, zone: string, ctx: Ctx): number {
  const key = `${zone}|${approxMs(t)}`;
  const hit = ctx.memo.get(key);
  if (hit !== undefined) return hit;
  const dt = DateTime.fromObject(
    {
      year: t.year,
      month: t.month,
      day: t.day,
      hour: t.isDate ? 0 : t.hour,
      minute: t.isDate ? 0 : t.minute,
      second: t.isDate ? 0 : t.second,
    },
    { zone },
  );
  if (!dt.isValid) throw new Error(`time not representable (${dt.invalidReason ?? "invalid"})`);
  const ms = dt.toMillis();
  ctx.memo.set(key, ms);
  return ms;
}

/**
 * An ical.js time as epoch ms. `tzidHint` is the TZID parameter of the property it came from:
 * ical.js forgets it when the file has no matching VTIMEZONE.
 */
function toUtcMs(t: IcalTime, tzidHint: string | undefined, ctx: Ctx): number {
  if (t.isDate) return wallToMs(t, ctx.timeZone, ctx);
  const zone = t.zone;
  if (zone && (zone.tzid === "UTC" || zone.tzid === "Z" || zone.tzid === "GMT")) {
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  }
  if (zone && zone.component) return t.toUnixTime() * 1000; // defined by a VTIMEZONE in the file
  if (tzidHint) {
    const iana = resolveIanaZone(tzidHint);
    if (iana) return wallToMs(t, iana, ctx);
    if (!ctx.unknownZones.has(tzidHint)) {
      ctx.unknownZones.add(tzidHint);
      ctx.warn(`unknown time zone "${tzidHint.slice(0, 60)}" without a VTIMEZONE; read as ${ctx.timeZone}`);
    }
  }
  return wallToMs(t, ctx.timeZone, ctx); // floating time: the owner's wall clock
}

const dateKey = (t: IcalTime) =>
  `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;

/** One line of untrusted text, without control characters, capped. */
function cleanText(v: unknown, max: number): string {
  if (typeof v !== "string") return "";
  return v.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, max);
}

/** How long each occurrence lasts: nominal days for all-day events, exact ms for timed ones (RFC 5545 3.8.5.3). */
type Span = { kind: "days"; days: number } | { kind: "ms"; ms: number };

/** Everything read from one VEVENT, before expansion. */
interface RawEvent {
  comp: IcalComponent;
  uid: string;
  dtstart: IcalTime;
  startHint: string | undefined;
  startMs: number;
  /** Null when the VEVENT has neither DTEND nor DURATION. */
  span: Span | null;
  status: CalendarEvent["status"];
  title: string;
  location: string;
  attendees: string[];
  /** For an override (a VEVENT with RECURRENCE-ID): the occurrence it replaces. */
  recurrence: { ms: number; key: string } | null;
}

function readSpan(comp: IcalComponent, dtstart: IcalTime, startMs: number, ctx: Ctx): Span | null {
  const dtendProp = comp.getFirstProperty("dtend");
  if (dtendProp) {
    const dtend = dtendProp.getFirstValue();
    if (!isTime(dtend)) throw new Error("DTEND is not a date");
    if (dtstart.isDate && dtend.isDate) {
      const days = Math.round(
        (Date.UTC(dtend.year, dtend.month - 1, dtend.day) - Date.UTC(dtstart.year, dtstart.month - 1, dtstart.day)) / DAY_MS,
      );
      return { kind: "days", days: Math.max(days, 1) };
    }
    return { kind: "ms", ms: Math.max(0, toUtcMs(dtend, tzidOf(dtendProp), ctx) - startMs) };
  }
  const duration = comp.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) {
    const seconds = Math.max(0, duration.isNegative ? 0 : duration.toSeconds());
    if (dtstart.isDate) return { kind: "days", days: Math.max(1, Math.ceil(seconds / 86_400)) };
    return { kind: "ms", ms: seconds * 1000 };
  }
  return null;
}

const defaultSpan = (allDay: boolean): Span => (allDay ? { kind: "days", days: 1 } : { kind: "ms", ms: 0 });

function endMs(t: IcalTime, startMs: number, span: Span, ctx: Ctx): number {
  if (span.kind === "ms") return startMs + span.ms;
  return DateTime.fromObject({ year: t.year, month: t.month, day: t.day }, { zone: ctx.timeZone })
    .plus({ days: span.days })
    .toMillis();
}

function readStatus(comp: IcalComponent): CalendarEvent["status"] {
  const s = String(comp.getFirstPropertyValue("status") ?? "").trim().toUpperCase();
  return s === "CANCELLED" ? "cancelled" : s === "TENTATIVE" ? "tentative" : "confirmed";
}

function readAttendees(comp: IcalComponent): string[] {
  const out: string[] = [];
  for (const prop of comp.getAllProperties("attendee")) {
    const role = prop.getParameter("role");
    if (typeof role === "string" && role.toUpperCase() === "NON-PARTICIPANT") continue;
    const cn = cleanText(prop.getParameter("cn"), MAX_ATTENDEE_CHARS);
    const address = cleanText(prop.getFirstValue(), MAX_ATTENDEE_CHARS).replace(/^mailto:/i, "");
    const who = cn || address;
    if (who && !out.includes(who)) out.push(who);
    if (out.length >= MAX_ATTENDEES) break;
  }
  return out;
}

/** A UID short enough to store with every occurrence, still telling long ones apart. */
function boundedUid(uid: string): string {
  if (uid.length <= MAX_UID_CHARS) return uid;
  return `${uid.slice(0, MAX_UID_CHARS - 18)}#${createHash("sha256").update(uid).digest("hex").slice(0, 16)}`;
}

function readEvent(comp: IcalComponent, ctx: Ctx): RawEvent {
  const dtstartProp = comp.getFirstProperty("dtstart");
  if (!dtstartProp) throw new Error("event without DTSTART");
  const dtstart = dtstartProp.getFirstValue();
  if (!isTime(dtstart)) throw new Error("DTSTART is not a date");
  const startHint = tzidOf(dtstartProp);
  const startMs = toUtcMs(dtstart, startHint, ctx);
  const uidRaw = comp.getFirstPropertyValue("uid");
  // RFC 5545 requires a UID; a file without one still deserves a stable key per event.
  const uid = boundedUid(
    typeof uidRaw === "string" && uidRaw.trim()
      ? uidRaw.trim()
      : `no-uid:${dtstart.toString()}:${cleanText(comp.getFirstPropertyValue("summary"), 80)}`,
  );
  let recurrence: RawEvent["recurrence"] = null;
  const ridProp = comp.getFirstProperty("recurrence-id");
  if (ridProp) {
    const rid = ridProp.getFirstValue();
    if (!isTime(rid)) throw new Error("RECURRENCE-ID is not a date");
    const ms = toUtcMs(rid, tzidOf(ridProp), ctx);
    recurrence = { ms, key: rid.isDate ? dateKey(rid) : new Date(ms).toISOString() };
  }
  return {
    comp,
    uid,
    dtstart,
    startHint,
    startMs,
    span: readSpan(comp, dtstart, startMs, ctx),
    status: readStatus(comp),
    title: cleanText(comp.getFirstPropertyValue("summary"), MAX_TITLE_CHARS),
    location: cleanText(comp.getFirstPropertyValue("location"), MAX_LOCATION_CHARS),
    attendees: readAttendees(comp),
    recurrence,
  };
}

/** EXDATEs of a master, as UTC instants and as plain dates (for VALUE=DATE exclusions). */
function readExdates(comp: IcalComponent, ctx: Ctx): { instants: Set<number>; dates: Set<string> } {
  const instants = new Set<number>();
  const dates = new Set<string>();
  for (const prop of comp.getAllProperties("exdate")) {
    const hint = tzidOf(prop);
    for (const v of prop.getValues()) {
      if (!isTime(v)) continue;
      if (v.isDate) dates.add(dateKey(v));
      else instants.add(toUtcMs(v, hint, ctx));
    }
  }
  return { instants, dates };
}

/**
 * A single event or override that is, even by the rough reckoning, nowhere near the window: not
 * worth an exact conversion (large calendars are mostly years of past events).
 */
function farFromWindow(comp: IcalComponent, windowStart: number, windowEnd: number): boolean {
  if (comp.hasProperty("rrule") || comp.hasProperty("rdate")) return false;
  const dtstart = comp.getFirstPropertyValue("dtstart");
  if (!isTime(dtstart)) return false; // readEvent will say what is wrong with it
  const near = (from: number, to: number) => from < windowEnd + SLACK_MS && to > windowStart - SLACK_MS;
  const start = approxMs(dtstart);
  let end = start + (dtstart.isDate ? DAY_MS : 0);
  const dtend = comp.getFirstPropertyValue("dtend");
  const duration = comp.getFirstPropertyValue("duration");
  if (isTime(dtend)) end = Math.max(end, approxMs(dtend));
  else if (duration instanceof ICAL.Duration) end = Math.max(end, start + Math.abs(duration.toSeconds()) * 1000);
  if (near(start, end)) return false;
  // An override far from the window still matters if the occurrence it replaces was near it.
  const rid = comp.getFirstPropertyValue("recurrence-id");
  if (isTime(rid) && near(approxMs(rid), approxMs(rid) + 60 * DAY_MS)) return false;
  return true;
}

/**
 * Where to start expanding a rule so that it yields the same occurrences from `target` on without
 * walking every one since DTSTART: DTSTART moved forward by whole periods that are also whole days
 * (wall time, weekday and the rule's period alignment stay as they were). The new start itself may
 * not match the rule's BY-filters, which is harmless because it lies before `target`. "none" when
 * the rule ends before `target`; null when it cannot be shifted safely (COUNT, MONTHLY, YEARLY,
 * several RRULEs).
 */
function fastForward(m: RawEvent, target: number): IcalTime | "none" | null {
  const rules = m.comp.getAllProperties("rrule");
  if (rules.length !== 1 || m.comp.hasProperty("rdate")) return null;
  const rule = rules[0]?.getFirstValue();
  if (!(rule instanceof ICAL.Recur) || rule.count) return null;
  if (rule.until && approxMs(rule.until) < target) return "none";
  const unitSeconds: Partial<Record<string, number>> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: 86_400, WEEKLY: 604_800 };
  const unit = unitSeconds[rule.freq];
  if (!unit) return null;
  const period = unit * Math.max(1, rule.interval || 1);
  const stepDays = period % 86_400 === 0 ? period / 86_400 : 86_400 % period === 0 ? 1 : 0;
  if (!stepDays) return null;
  const steps = Math.floor(Math.floor((target - approxMs(m.dtstart)) / DAY_MS) / stepDays);
  if (steps <= 0) return null;
  const seed = m.dtstart.clone();
  seed.adjust(steps * stepDays, 0, 0, 0);
  return seed;
}

/** The VCALENDAR components in `text`, or IcsParseError. */
function parseCalendars(text: string): IcalComponent[] {
  const body = text.replace(/^\uFEFF/, "");
  if (!body.trim()) throw new IcsParseError("empty file");
  if (body.trimStart().startsWith("<")) {
    throw new IcsParseError(
      "got HTML/XML instead of iCalendar data (an expired or reset private address often returns a login page)",
    );
  }
  let jcal: unknown;
  try {
    jcal = ICAL.parse(body);
  } catch (err) {
    // ical.js quotes the offending line; keep only the reason (file content stays out of logs).
    const reason = String((err as Error).message ?? err).split('"')[0]?.trim() || "unreadable";
    throw new IcsParseError(`not valid iCalendar data: ${reason.slice(0, 120)}`);
  }
  if (!Array.isArray(jcal) || jcal.length === 0) throw new IcsParseError("no VCALENDAR in the file");
  const list: unknown[] = typeof jcal[0] === "string" ? [jcal] : jcal;
  const calendars = list
    .filter((c): c is unknown[] => Array.isArray(c) && c[0] === "vcalendar")
    .map((c) => new ICAL.Component(c as never));
  if (calendars.length === 0) throw new IcsParseError("no VCALENDAR in the file");
  return calendars;
}

/**
 * The occurrences in `text` that overlap [now, now + horizonMs], sorted by start. A VEVENT that
 * cannot be read is skipped with a warning; a file that is not iCalendar, or whose every VEVENT is
 * unreadable, throws IcsParseError. Within the bounds above; see {@link readIcs} for what was left out.
 */
export function parseIcs(text: string, opts: ParseIcsOptions): CalendarEvent[] {
  return readIcs(text, opts).events;
}

/** {@link parseIcs}, with what the bounds left out. */
export function readIcs(text: string, opts: ParseIcsOptions): IcsReading {
  const timeZone = (opts.timeZone && resolveIanaZone(opts.timeZone)) || "UTC";
  const ctx: Ctx = { timeZone, warn: opts.onWarning ?? (() => {}), unknownZones: new Set(), memo: new Map() };
  const windowStart = opts.now.getTime();
  const windowEnd = windowStart + Math.max(0, opts.horizonMs);
  const overlaps = (s: number, e: number) => s < windowEnd && (e > windowStart || s >= windowStart);
  const leaveOut = opts.leaveOut ?? new Set<string>();
  const leftOut = new Set<string>();
  const omit = (uid: string, why: string) => {
    if (!leftOut.has(uid)) ctx.warn(`left out a recurring event: ${why}`);
    leftOut.add(uid);
  };

  const masters: RawEvent[] = [];
  const overrides = new Map<string, RawEvent[]>();
  let total = 0;
  let skipped = 0;
  let firstFailure = "";
  for (const cal of parseCalendars(text)) {
    for (const comp of cal.getAllSubcomponents("vevent")) {
      total++;
      try {
        if (farFromWindow(comp, windowStart, windowEnd)) {
          skipped++;
          continue;
        }
        const raw = readEvent(comp, ctx);
        if (raw.recurrence) overrides.set(raw.uid, [...(overrides.get(raw.uid) ?? []), raw]);
        else masters.push(raw);
      } catch (err) {
        firstFailure ||= String((err as Error).message ?? err).split('"')[0]?.trim() ?? "";
        ctx.warn(`skipped an unreadable event (${firstFailure.slice(0, 120)})`);
      }
    }
  }
  const readable = skipped + masters.length + [...overrides.values()].reduce((n, list) => n + list.length, 0);
  if (total > 0 && readable === 0) {
    throw new IcsParseError(`none of the ${total} events could be read (${firstFailure.slice(0, 120)})`);
  }

  const out = new Map<string, CalendarEvent>();
  const occurrence = (raw: RawEvent, instanceKey: string, start: number, end: number, allDay: boolean): CalendarEvent => ({
    uid: raw.uid,
    instanceKey,
    title: raw.title || "(no title)",
    start: new Date(start).toISOString(),
    end: new Date(Math.max(start, end)).toISOString(),
    allDay,
    attendees: raw.attendees,
    ...(raw.location ? { location: raw.location } : {}),
    status: raw.status,
    source: opts.source,
  });
  const emit = (e: CalendarEvent) => {
    if (!out.has(e.instanceKey)) out.set(e.instanceKey, e); // a duplicated VEVENT or an RDATE repeating the rule
  };

  const masterByUid = new Map<string, RawEvent>();
  let feedSteps = 0;
  for (const m of masters) {
    if (!masterByUid.has(m.uid)) masterByUid.set(m.uid, m);
    const allDay = m.dtstart.isDate;
    const span = m.span ?? defaultSpan(allDay);
    const recurring = m.comp.hasProperty("rrule") || m.comp.hasProperty("rdate");
    if (!recurring) {
      const end = endMs(m.dtstart, m.startMs, span, ctx);
      if (overlaps(m.startMs, end)) emit(occurrence(m, m.uid, m.startMs, end, allDay));
      continue;
    }
    if (leftOut.has(m.uid)) continue;
    if (leaveOut.has(m.uid)) {
      omit(m.uid, "it took too long to expand before");
      continue;
    }
    if (feedSteps >= MAX_STEPS_PER_FEED) {
      omit(m.uid, `the feed's rules took more than ${MAX_STEPS_PER_FEED} steps`);
      continue;
    }
    opts.onExpand?.(m.uid);
    const replaced = new Set((overrides.get(m.uid) ?? []).map((o) => o.recurrence?.ms));
    const ex = readExdates(m.comp, ctx);
    const spanMs = span.kind === "ms" ? span.ms : span.days * DAY_MS;
    // Collected apart and kept only when the whole expansion stayed within the bounds.
    const found: CalendarEvent[] = [];
    try {
      const seed = fastForward(m, windowStart - spanMs - SLACK_MS);
      if (seed === "none") continue;
      const expansion = new ICAL.RecurExpansion({ component: m.comp, dtstart: seed ?? m.dtstart });
      let why = "";
      for (let steps = 0; ; steps++, feedSteps++) {
        if (steps >= MAX_STEPS_PER_EVENT) why = `its rule takes more than ${MAX_STEPS_PER_EVENT} steps`;
        else if (feedSteps >= MAX_STEPS_PER_FEED) why = `the feed's rules took more than ${MAX_STEPS_PER_FEED} steps`;
        else if (found.length > MAX_OCCURRENCES_PER_EVENT) why = `more than ${MAX_OCCURRENCES_PER_EVENT} occurrences in the window`;
        if (why) break;
        const t: IcalTime | undefined = expansion.next();
        if (!t) break;
        const rough = approxMs(t);
        // Occurrences come in order (RDATEs in another zone may be hours out): stop well past the window.
        if (rough >= windowEnd + SLACK_MS) break;
        if (rough + spanMs + SLACK_MS < windowStart) continue; // long over: no exact conversion needed
        const start = toUtcMs(t, m.startHint, ctx);
        // ical.js compares EXDATEs in its own zone model, which misses a UTC EXDATE against a TZID
        // it could not resolve: check again on real instants.
        if (ex.instants.has(start) || ex.dates.has(dateKey(t))) continue;
        if (replaced.has(start)) continue; // the override is emitted below, wherever it moved to
        const end = endMs(t, start, span, ctx);
        if (!overlaps(start, end)) continue;
        found.push(occurrence(m, `${m.uid}|${t.isDate ? dateKey(t) : new Date(start).toISOString()}`, start, end, t.isDate));
      }
      if (why) omit(m.uid, why);
      else found.forEach(emit);
    } catch (err) {
      ctx.warn(`could not expand a recurring event (${String((err as Error).message ?? err).slice(0, 120)})`);
    }
  }
  opts.onExpand?.(null);

  // Overrides stand on their own: one may move an occurrence into the window from outside it.
  for (const [uid, list] of overrides) {
    if (leftOut.has(uid)) continue; // the series is left out whole, its exceptions with it
    const master = masterByUid.get(uid);
    for (const o of list) {
      const allDay = o.dtstart.isDate;
      const span = o.span ?? master?.span ?? defaultSpan(allDay);
      const end = endMs(o.dtstart, o.startMs, span, ctx);
      if (!overlaps(o.startMs, end)) continue;
      const filled: RawEvent = {
        ...o,
        title: o.title || master?.title || "",
        location: o.location || master?.location || "",
        attendees: o.comp.hasProperty("attendee") ? o.attendees : (master?.attendees ?? []),
      };
      emit(occurrence(filled, `${uid}|${o.recurrence?.key ?? ""}`, o.startMs, end, allDay));
    }
  }

  const sorted = [...out.values()].sort((a, b) => a.start.localeCompare(b.start) || a.instanceKey.localeCompare(b.instanceKey));
  const kept = sorted.slice(0, MAX_OCCURRENCES_PER_FEED);
  const firstDropped = sorted[MAX_OCCURRENCES_PER_FEED];
  if (firstDropped) ctx.warn(`kept the first ${MAX_OCCURRENCES_PER_FEED} occurrences of the feed, left out the later ones`);
  return {
    events: kept,
    limits: {
      leftOut: [...leftOut].slice(0, MAX_LEFT_OUT_LISTED),
      droppedOccurrences: sorted.length - kept.length,
      completeUntil: firstDropped?.start ?? null,
    },
  };
}
