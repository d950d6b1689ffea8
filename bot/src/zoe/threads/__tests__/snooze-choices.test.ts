/**
 * The times a Snooze button offers fit the moment: relative times only while they land in active
 * hours, "tonight" only before the evening, the next morning (this morning in the small hours) and
 * "pick a day"; labelled in the owner's language; callback data naming the minute, within
 * Telegram's 64 bytes. Pinned clocks in Berlin, active hours 08:00-22:00.
 */
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../base/locales.ts";
import { parseSnoozeData, pickDayButtons, pickDayChoices, snoozeAtData, snoozeButtons, snoozeChoices } from "../snooze-choices.ts";
import { parseAckData } from "../ack.ts";

const TZ = "Europe/Berlin";
const HOURS = { start: "08:00", end: "22:00" };
const berlin = (d: Date | null) => (d ? DateTime.fromJSDate(d, { zone: TZ }).toFormat("ccc HH:mm") : null);
const offered = (iso: string, hours = HOURS) => snoozeChoices(new Date(iso), TZ, hours).map((c) => [c.kind, berlin(c.at)]);
const labels = (iso: string, locale: (typeof LOCALES)[number]) => snoozeButtons("th-ab12", new Date(iso), TZ, HOURS, locale).flat().map((b) => b.label);

describe("snoozeChoices", () => {
  it("Wednesday 14:05: in 10 minutes, in an hour, tonight 20:00, tomorrow morning, pick a day", () => {
    expect(offered("2026-06-03T12:05:00Z")).toEqual([
      ["in10", "Wed 14:15"],
      ["in1h", "Wed 15:05"],
      ["tonight", "Wed 20:00"],
      ["morning", "Thu 08:00"],
      ["pick", null],
    ]);
  });

  it("at 19:30 there is no 'tonight' any more; at 21:30 no 'in an hour' (it would land in quiet hours)", () => {
    expect(offered("2026-06-03T17:30:00Z").map(([k]) => k)).toEqual(["in10", "in1h", "morning", "pick"]);
    expect(offered("2026-06-03T19:30:00Z").map(([k]) => k)).toEqual(["in10", "morning", "pick"]);
  });

  it("in quiet hours at 02:00 only the morning (this morning, 08:00) and a day are offered", () => {
    expect(offered("2026-06-03T00:00:00Z")).toEqual([
      ["morning", "Wed 08:00"],
      ["pick", null],
    ]);
    expect(labels("2026-06-03T00:00:00Z", "en")).toEqual(["This morning 08:00", "Pick a day"]);
  });

  it("'tonight' is not offered when active hours end before 20:00", () => {
    expect(offered("2026-06-03T10:00:00Z", { start: "07:00", end: "19:00" }).map(([k]) => k)).toEqual(["in10", "in1h", "morning", "pick"]);
  });

  it("pick a day: the five days after the next morning's, at the start of active hours", () => {
    expect(pickDayChoices(new Date("2026-06-03T12:05:00Z"), TZ, HOURS).map((c) => berlin(c.at))).toEqual(["Fri 08:00", "Sat 08:00", "Sun 08:00", "Mon 08:00", "Tue 08:00"]);
  });
});

describe("labels in every language", () => {
  const expected: Record<(typeof LOCALES)[number], string[]> = {
    en: ["In 10 minutes", "In an hour", "Tonight 20:00", "Tomorrow morning 08:00", "Pick a day"],
    de: ["In 10 Minuten", "In einer Stunde", "Heute Abend 20:00", "Morgen früh 08:00", "Tag wählen"],
    fr: ["Dans 10 minutes", "Dans une heure", "Ce soir 20:00", "Demain matin 08:00", "Choisir un jour"],
    es: ["En 10 minutos", "En una hora", "Esta noche 20:00", "Mañana por la mañana 08:00", "Elegir un día"],
    pt: ["Daqui a 10 minutos", "Daqui a uma hora", "Esta noite 20:00", "Amanhã de manhã 08:00", "Escolher um dia"],
    it: ["Tra 10 minuti", "Tra un'ora", "Stasera 20:00", "Domattina 08:00", "Scegli un giorno"],
    nl: ["Over 10 minuten", "Over een uur", "Vanavond 20:00", "Morgenochtend 08:00", "Kies een dag"],
  };
  it.each(LOCALES)("%s: the choices at Wednesday 14:05, and the days written the owner's way", (locale) => {
    expect(labels("2026-06-03T12:05:00Z", locale)).toEqual(expected[locale]);
    const days = pickDayButtons("th-ab12", new Date("2026-06-03T12:05:00Z"), TZ, HOURS, locale)[0]!.map((b) => b.label);
    expect(days).toHaveLength(5);
    expect(new Set(days).size).toBe(5);
    // The day of the month is on each day's button (5 June … 9 June).
    days.forEach((d, i) => expect(d).toContain(String(5 + i)));
  });
});

describe("callback data", () => {
  it("names the minute, reads back exactly, fits Telegram's 64 bytes, and is not an ordinary ack button", () => {
    const at = new Date("2026-06-03T18:00:00Z");
    const data = snoozeAtData(at, "th-abcd1234");
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(parseSnoozeData(data)).toEqual({ threadId: "th-abcd1234", at });
    expect(parseAckData(data)).toBeNull();
    for (const b of snoozeButtons("th-abcd1234", new Date("2026-06-03T12:05:00Z"), TZ, HOURS, "pt").flat()) {
      expect(Buffer.byteLength(b.data)).toBeLessThanOrEqual(64);
      expect(parseSnoozeData(b.data)?.threadId).toBe("th-abcd1234");
    }
  });

  it.each(["t:z::th-ab12", "t:z:ZZ:th-ab12", "t:z:1abc:nope", "t:p:th-", "t:p:th-ab12:x"])("rejects malformed %j", (data) => {
    expect(parseSnoozeData(data)).toBeNull();
  });
});
