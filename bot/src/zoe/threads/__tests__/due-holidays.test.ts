/**
 * Due phrases beyond the everyday grammar, in every language: holidays computed for any year (fixed,
 * a weekday of a month, from Easter, the Hebrew, Islamic, Chinese and Hindu calendars), counted
 * days of a month, weekdays counted from now, zone abbreviations, clock times written without a
 * colon or in words, and the words that look like a holiday but are not one. Pinned clock
 * (Wednesday 3 June 2026, 10:00 in Berlin), ISO with the offset.
 */
import { describe, expect, it } from "vitest";
import { dueHourReadings, formatIsoInZone, resolveDue, splitDuePhrase } from "../due.ts";
import type { Locale } from "../../lang/index.ts";

const BER = "Europe/Berlin";
const WED_10 = new Date("2026-06-03T10:00:00+02:00");

const read = (phrase: string, locale: Locale = "en") => {
  const due = resolveDue(phrase, WED_10, BER, locale);
  return due && formatIsoInZone(due, BER);
};
const asks = (phrase: string, locale: Locale = "en") => dueHourReadings(phrase, WED_10, BER, locale)?.map((d) => formatIsoInZone(d, BER)) ?? null;

describe("holidays are days like any other: the next one at 18:00, or that year's", () => {
  it("reads fixed days, weekdays of a month and days counted from Easter", () => {
    expect(read("christmas")).toBe("2026-12-25T18:00:00.000+01:00");
    expect(read("by thanksgiving")).toBe("2026-11-26T18:00:00.000+01:00");
    expect(read("easter monday 2027")).toBe("2027-03-29T18:00:00.000+02:00");
    expect(read("xmas at 6 pm")).toBe("2026-12-25T18:00:00.000+01:00");
  });
  it("reads the Hebrew, Islamic and Chinese calendars, a Jewish holiday from its eve", () => {
    expect(read("yom kippur 2026")).toBe("2026-09-20T18:00:00.000+02:00");
    expect(read("eid al-adha 2026")).toBe("2026-05-27T18:00:00.000+02:00");
    expect(read("chinese new year 2026")).toBe("2026-02-17T18:00:00.000+01:00");
  });
  it("starts the Chinese New Year on the day Beijing saw the new moon, also when it fell minutes from midnight", () => {
    // 2027: the new moon at 23:56 Beijing time on 6 February; 2030: at 00:07 on 3 February. The
    // runtime's coarser calendar puts both a day off.
    expect(read("chinese new year 2027")).toBe("2027-02-06T18:00:00.000+01:00");
    expect(read("chinese new year 2030")).toBe("2030-02-03T18:00:00.000+01:00");
    expect(read("by chinese new year")).toBe("2027-02-06T18:00:00.000+01:00");
    // The published dates (Hong Kong Observatory), 2020-2050, the 2033-2034 leap-month years among them.
    const published = "2020-01-25 2021-02-12 2022-02-01 2023-01-22 2024-02-10 2025-01-29 2026-02-17 2027-02-06 2028-01-26 2029-02-13 2030-02-03 2031-01-23 2032-02-11 2033-01-31 2034-02-19 2035-02-08 2036-01-28 2037-02-15 2038-02-04 2039-01-24 2040-02-12 2041-02-01 2042-01-22 2043-02-10 2044-01-30 2045-02-17 2046-02-06 2047-01-26 2048-02-14 2049-02-02 2050-01-23".split(" ");
    const days = published.map((day) => resolveDue(`chinese new year ${day.slice(0, 4)}`, WED_10, "Asia/Shanghai", "en")).map((due) => due && formatIsoInZone(due, "Asia/Shanghai").slice(0, 10));
    expect(days).toEqual(published);
  });
  it("reads Hindu festivals from the lunisolar calendar and the solar ones from the Sun's ingress", () => {
    expect(read("diwali 2026")).toBe("2026-11-08T18:00:00.000+01:00");
    expect(read("ganesh chaturthi 2026")).toBe("2026-09-14T18:00:00.000+02:00");
    expect(read("makar sankranti 2026")).toBe("2026-01-14T18:00:00.000+01:00");
  });
  it("reads each language's names for them", () => {
    expect(read("Weihnachten", "de")).toBe("2026-12-25T18:00:00.000+01:00");
    expect(read("Ostermontag 2027", "de")).toBe("2027-03-29T18:00:00.000+02:00");
    expect(read("Pfingstmontag", "de")).toBe("2027-05-17T18:00:00.000+02:00");
    expect(read("la Toussaint", "fr")).toBe("2026-11-01T18:00:00.000+01:00");
    expect(read("Nochebuena", "es")).toBe("2026-12-24T18:00:00.000+01:00");
    expect(read("Viernes Santo 2027", "es")).toBe("2027-03-26T18:00:00.000+01:00");
    expect(read("véspera de ano novo", "pt")).toBe("2026-12-31T18:00:00.000+01:00");
    expect(read("Ferragosto", "it")).toBe("2026-08-15T18:00:00.000+02:00");
    expect(read("Pasquetta 2027", "it")).toBe("2027-03-29T18:00:00.000+02:00");
    expect(read("Koningsdag 2027", "nl")).toBe("2027-04-27T18:00:00.000+02:00");
    expect(read("Tweede Pinksterdag 2027", "nl")).toBe("2027-05-17T18:00:00.000+02:00");
  });
  it("does not read a word that is a day only sometimes: an epiphany, an assumption, Nikolaus, la vigilia", () => {
    expect(read("epiphany")).toBeNull();
    expect(read("assumption")).toBeNull();
    expect(read("Nikolaus", "de")).toBeNull();
    expect(read("la vigilia", "it")).toBeNull();
  });
});

describe("days counted within a month or from now", () => {
  it("reads the nth or last weekday or day of a month, in every language", () => {
    expect(read("the first tuesday of july")).toBe("2026-07-07T18:00:00.000+02:00");
    expect(read("last friday of june")).toBe("2026-06-26T18:00:00.000+02:00");
    expect(read("last day of february 2028")).toBe("2028-02-29T18:00:00.000+01:00");
    expect(read("erster Dienstag im Juli", "de")).toBe("2026-07-07T18:00:00.000+02:00");
    expect(read("letzter Tag im Juni", "de")).toBe("2026-06-30T18:00:00.000+02:00");
    expect(read("premier mercredi du mois prochain", "fr")).toBe("2026-07-01T18:00:00.000+02:00");
    expect(read("el primer lunes de julio", "es")).toBe("2026-07-06T18:00:00.000+02:00");
    expect(read("il primo martedì di luglio", "it")).toBe("2026-07-07T18:00:00.000+02:00");
    expect(read("l'ultimo giorno di giugno", "it")).toBe("2026-06-30T18:00:00.000+02:00");
    expect(read("eerste dinsdag in juli", "nl")).toBe("2026-07-07T18:00:00.000+02:00");
  });
  it("reads weekdays counted from now: after next, a week after, the third from now", () => {
    expect(read("friday after next")).toBe("2026-06-12T18:00:00.000+02:00");
    expect(read("übernächsten Freitag", "de")).toBe("2026-06-12T18:00:00.000+02:00");
    expect(read("three fridays from now")).toBe("2026-06-19T18:00:00.000+02:00");
    expect(read("Tuesday week")).toBe("2026-06-16T18:00:00.000+02:00");
    expect(read("a week from tuesday")).toBe("2026-06-16T18:00:00.000+02:00");
    expect(read("a fortnight from friday")).toBe("2026-06-19T18:00:00.000+02:00");
    expect(read("Dienstag in einer Woche", "de")).toBe("2026-06-16T18:00:00.000+02:00");
    expect(read("dinsdag over een week", "nl")).toBe("2026-06-16T18:00:00.000+02:00");
    expect(read("Freitag in zwei Wochen", "de")).toBe("2026-06-19T18:00:00.000+02:00");
    expect(read("lundi en huit", "fr")).toBe("2026-06-15T18:00:00.000+02:00");
    expect(read("le lendemain", "fr")).toBe("2026-06-04T18:00:00.000+02:00");
  });
  it("reads a date beside its weekday, in the year where they agree", () => {
    expect(read("Fri, Jul 17")).toBe("2026-07-17T18:00:00.000+02:00");
    expect(read("Fri, Jul 18")).toBe("2031-07-18T18:00:00.000+02:00");
    expect(read("Freitag, den 18.06.2027", "de")).toBe("2027-06-18T18:00:00.000+02:00");
  });
});

describe("offsets and clock times as people write them", () => {
  it("reads fractions, 'from now' and 'hence'", () => {
    expect(read("in a quarter of an hour")).toBe("2026-06-03T10:15:00.000+02:00");
    expect(read("in 2 and a half hours")).toBe("2026-06-03T12:30:00.000+02:00");
    expect(read("2 minutes from now")).toBe("2026-06-03T10:02:00.000+02:00");
    expect(read("a week hence")).toBe("2026-06-10T10:00:00.000+02:00");
    expect(read("in 2,5 Stunden", "de")).toBe("2026-06-03T12:30:00.000+02:00");
    expect(read("tra un quarto d'ora", "it")).toBe("2026-06-03T10:15:00.000+02:00");
    expect(read("over een kwartier", "nl")).toBe("2026-06-03T10:15:00.000+02:00");
  });
  it("reads a named zone's clock, and a time without its colon or in words", () => {
    expect(read("Thursday 8:00 GMT")).toBe("2026-06-04T10:00:00.000+02:00");
    expect(read("Dec 3 9am EST")).toBe("2026-12-03T15:00:00.000+01:00");
    // German "ist" and French "est" are "is", never a zone.
    expect(read("bis 15 Uhr ist", "de")).toBeNull();
    expect(splitDuePhrase("bis 15 Uhr ist das erledigt", "de")?.due).toBe("bis 15 Uhr");
    expect(read("at 1030")).toBe("2026-06-03T10:30:00.000+02:00");
    expect(read("ten thirty am")).toBe("2026-06-03T10:30:00.000+02:00");
    expect(read("8 tonight")).toBe("2026-06-03T20:00:00.000+02:00");
    expect(read("um 10.10", "de")).toBe("2026-06-03T10:10:00.000+02:00");
    expect(read("midi quinze", "fr")).toBe("2026-06-03T12:15:00.000+02:00");
    expect(read("à quinze heures trente", "fr")).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("15.30", "es")).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("a las seis cero dos pm", "es")).toBe("2026-06-03T18:02:00.000+02:00");
    expect(read("às 15.00", "pt")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("14 uur 15", "nl")).toBe("2026-06-03T14:15:00.000+02:00");
  });
  it("keeps a number before a bare day a count, not an hour to ask about", () => {
    expect(splitDuePhrase("finish chapter 3 tomorrow")).toEqual({ rest: "finish chapter 3", due: "tomorrow" });
  });
  it("reads a day first where the language writes it so: 'op 10.10' is a date, 'le 24 12' too", () => {
    expect(read("op 10.10", "nl")).toBe("2026-10-10T18:00:00.000+02:00");
    expect(read("le 24 12", "fr")).toBe("2026-12-24T18:00:00.000+01:00");
    expect(read("el día quince", "es")).toBe("2026-06-15T18:00:00.000+02:00");
  });
  it("still asks about a bare hour however it is written", () => {
    expect(read("9 tomorrow evening")).toBe("2026-06-04T21:00:00.000+02:00");
    expect(asks("at 9 tomorrow")).toEqual(["2026-06-04T09:00:00.000+02:00", "2026-06-04T21:00:00.000+02:00"]);
    expect(asks("half three")).toEqual(["2026-06-04T03:30:00.000+02:00", "2026-06-03T15:30:00.000+02:00"]);
    expect(asks("10 minuten voor half 4", "nl")?.[1]).toBe("2026-06-03T15:20:00.000+02:00");
  });
});
