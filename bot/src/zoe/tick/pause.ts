/**
 * A pause said in words: "mute until monday", "no messages tonight", "pause for 2 hours", "bis Montag Ruhe bitte", "tot
 * maandag even niks", "no messages until this evening" keep ZOE from writing first until then (the owner's settings' `quietUntil`, held by the guards as
 * quiet hours are, reminders asked for at a minute included: they come when it ends); "you can message me again" ends
 * it. Offline, the whole message only; the answer says until when, in the owner's language. The commands /pause (alone:
 * until the next morning; "/pause 2h", "/pause 30m", "/pause until monday", "/pause bis Freitag") and /resume set and
 * end the same pause. A pause holds what ZOE would say first; a reminder asked for at a minute still comes then (#35).
 * Must never: pause on words inside a longer sentence, pause without saying until when, or hold a language's words
 * (they are its pack's `offline.pause` / `offline.resume`).
 */
import type { TextContext } from "../app.ts";
import { localDay } from "../base/zone.ts";
import { LOCALES, pack, t as say, type Locale } from "../lang/index.ts";
import { nextMorning, pausedUntil } from "../settings/index.ts";
import { formatDue, namesTimeOfDay, resolveDue, thisEvening } from "../threads/index.ts";

export type PauseRequest = { kind: "pause"; until: Date } | { kind: "resume" };

const HOUR_MS = 3_600_000;

/**
 * What a whole message asks about a pause: until when (a day: as active hours start that day, or its clock time when
 * one is said; tonight: the next morning; hours or minutes from now), or its end. Null for anything else, and for a
 * time that is not ahead. "Until this evening" ends this evening. Pure.
 */
export function pauseAsked(text: string, now: Date, timeZone: string, hours: { start: string; end: string }, locale: Locale): PauseRequest | null {
  const s = text.trim().replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}¿¡]/gu, " ").replace(/[’‘]/gu, "'").replace(/\s+/gu, " ").trim();
  if (!s || s.length > 120) return null;
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  if (order.some((l) => pack(l).offline.resume.some((re) => re.test(s)))) return { kind: "resume" };
  for (const l of order) {
    for (const re of pack(l).offline.pause) {
      const g = re.exec(s)?.groups;
      if (!g) continue;
      const until = pauseEnd(g, now, timeZone, hours, l);
      if (until && until.getTime() > now.getTime()) return { kind: "pause", until };
    }
  }
  return null;
}

function pauseEnd(g: Record<string, string | undefined>, now: Date, timeZone: string, hours: { start: string; end: string }, locale: Locale): Date | null {
  if (g["tonight"]) return nextMorning(now, timeZone, hours);
  // "until this evening", "até a noite", "hasta la noche": the evening ZOE's due dates use, today.
  if (g["evening"]) return thisEvening(now, timeZone);
  const n = (x: string) => (/^\d+$/.test(x) ? Number(x) : 1);
  if (g["hours"]) return new Date(now.getTime() + n(g["hours"]) * HOUR_MS);
  if (g["minutes"]) return new Date(now.getTime() + n(g["minutes"]) * 60_000);
  const day = g["day"];
  if (!day) return null;
  const at = resolveDue(day, now, timeZone, locale);
  if (!at) return null;
  // "until 15:00", "until tonight", "bis heute Abend" end at that minute; "until monday" as Monday's active hours start.
  if (/\d/.test(day) || namesTimeOfDay(day, locale)) return at;
  const end = dayStart(at, timeZone, hours);
  if (end.getTime() > now.getTime()) return end;
  // "until monday" said on a Monday means next Monday: read from tomorrow, a phrase naming today's weekday lands
  // exactly a week on (any other phrase does not, and stays no pause).
  const today = localDay(now.getTime(), timeZone);
  const atDay = localDay(at.getTime(), timeZone);
  if (!today || !atDay || atDay.from !== today.from) return end;
  const later = resolveDue(day, new Date(today.to), timeZone, locale);
  const laterDay = later ? localDay(later.getTime(), timeZone) : null;
  if (later && laterDay && Math.round((laterDay.from - atDay.from) / (24 * HOUR_MS)) === 7) return dayStart(later, timeZone, hours);
  // "until this evening", "fino a stasera", "tot vanavond": later today, at the time the phrase names.
  return at.getTime() > now.getTime() ? at : end;
}

/**
 * Until when "/pause ARGS" pauses (pure): nothing said, the next morning; "2h", "90 min", "30m" from now; else the
 * words as a pause said in any language ("until monday", "bis Freitag", "for 2 hours", "tonight"), or as a bare day
 * ("monday", "morgen"). Null when nothing ahead is read.
 */
export function pauseFromArgs(args: string, now: Date, timeZone: string, hours: { start: string; end: string }, locale: Locale): Date | null {
  const a = args.trim().toLowerCase().replace(/\s+/gu, " ");
  if (!a) return nextMorning(now, timeZone, hours);
  const span = /^(\d{1,3})\s*(h|hrs?|hours?|std\.?|stunden?|heures?|horas?|ore|uur|u|m|mins?|minutes?|minuten|minutos|minuti)$/u.exec(a);
  if (span) {
    const n = Number(span[1]);
    const ms = /^(?:m|min|mins|minutes?|minuten|minutos|minuti)$/u.test(span[2]!) ? n * 60_000 : n * HOUR_MS;
    return n > 0 ? new Date(now.getTime() + ms) : null;
  }
  for (const said of [`pause ${a}`, `pause for ${a}`, `pause until ${a}`]) {
    const asked = pauseAsked(said, now, timeZone, hours, locale);
    if (asked?.kind === "pause") return asked.until;
  }
  const until = pauseEnd({ day: a }, now, timeZone, hours, locale);
  return until && until.getTime() > now.getTime() ? until : null;
}

/** The start of active hours on the day of `at` (its own instant when the day is not a plain 24-hour one). */
function dayStart(at: Date, timeZone: string, hours: { start: string; end: string }): Date {
  const from = localDay(at.getTime(), timeZone)?.from;
  return from === undefined ? at : nextMorning(new Date(from - 60_000), timeZone, hours);
}

/** The owner's pause ended by itself (never lifted by words or /resume) less than a day before `now`. */
function pauseRanOutLately(quietUntil: string | null | undefined, now: Date): boolean {
  const until = quietUntil ? Date.parse(quietUntil) : NaN;
  return Number.isFinite(until) && until <= now.getTime() && now.getTime() - until < 24 * HOUR_MS;
}

/** Offline: a pause or its end said in words changes the owner's settings and says so. */
export async function onPauseWords(ctx: TextContext): Promise<"handled" | null> {
  const { zoe, owner, convo, event, now } = ctx;
  if (!zoe.concierge.offline || event.forwardedFrom) return null;
  const settings = await owner.settings.get();
  const asked = pauseAsked(event.text, now, zoe.timeZone, settings.activeHours, owner.locale);
  if (!asked) return null;
  if (asked.kind === "resume") {
    // "I'm back" with no pause on is just conversation, unless the owner's own pause ran out by itself within the
    // day: they still think ZOE is paused, and "c bon tu peux me réécrire" must not be read as "c'est bon" (done)
    // to the follow-up that came when the pause ran out.
    if (!pausedUntil(settings, now) && !pauseRanOutLately(settings.quietUntil, now)) return null;
    await owner.settings.update((st) => {
      st.quietUntil = null;
    });
    await convo.reply({ text: say(owner.locale, "pause.ended") });
    return "handled";
  }
  await owner.settings.update((st) => {
    st.quietUntil = asked.until.toISOString();
  });
  await convo.reply({ text: say(owner.locale, "pause.set", { when: formatDue(asked.until, now, zoe.timeZone, owner.locale) }) });
  return "handled";
}
