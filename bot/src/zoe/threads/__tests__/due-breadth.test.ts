/**
 * Due phrases as people really write them, beyond the first grammar: clock times on the dial
 * ("quarter past 3", "halb 4", "kwart over 3"), German "am" that is never a.m., and the bare hour
 * that is asked about rather than guessed. Pinned clock, the owner's zone, ISO with the offset.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";
import { dueHourReadings, formatIsoInZone, resolveDue } from "../due.ts";
import type { Locale } from "../../lang/index.ts";

const BER = "Europe/Berlin";
// Wednesday 3 June 2026, 10:00 in Berlin (+02:00).
const WED_10 = new Date("2026-06-03T10:00:00+02:00");

const read = (phrase: string, locale: Locale = "en") => {
  const due = resolveDue(phrase, WED_10, BER, locale);
  return due && formatIsoInZone(due, BER);
};
const asks = (phrase: string, locale: Locale = "en") => dueHourReadings(phrase, WED_10, BER, locale)?.map((d) => formatIsoInZone(d, BER)) ?? null;

describe("a clock time from 1 to 6 without am/pm is asked about, not guessed", () => {
  it("reads 3:30 in English as morning-or-afternoon, and offers both readings", () => {
    expect(read("3:30")).toBeNull();
    expect(asks("3:30")).toEqual(["2026-06-04T03:30:00.000+02:00", "2026-06-03T15:30:00.000+02:00"]);
  });
  it("keeps 9:30, 15:30, 03:30 and 3:30pm as written", () => {
    expect(read("tomorrow at 9:30")).toBe("2026-06-04T09:30:00.000+02:00");
    expect(read("at 15:30")).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("at 03:30")).toBe("2026-06-04T03:30:00.000+02:00");
    expect(read("3:30pm")).toBe("2026-06-03T15:30:00.000+02:00");
  });
  it("asks about German 3 Uhr and Dutch 3 uur, and keeps 9 Uhr the morning", () => {
    expect(read("um 3 Uhr", "de")).toBeNull();
    expect(asks("um 3 Uhr", "de")?.[1]).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("om 2 uur", "nl")).toBeNull();
    expect(read("um 9 Uhr", "de")).toBe("2026-06-04T09:00:00.000+02:00");
  });
  it("has nothing to ask about a phrase that resolves or that is not a time at all", () => {
    expect(asks("at 3pm")).toBeNull();
    expect(asks("the gym")).toBeNull();
  });
});

describe("German 'am' before a part of the day is never English a.m.", () => {
  it("reads um 3 am Nachmittag as 15:00 and 8 Uhr am Abend as 20:00", () => {
    expect(read("um 3 am Nachmittag", "de")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("3 Uhr 15 am Nachmittag", "de")).toBe("2026-06-03T15:15:00.000+02:00");
    expect(read("8 Uhr am Abend", "de")).toBe("2026-06-03T20:00:00.000+02:00");
  });
});

describe("times on the dial", () => {
  it("reads quarter past, half past and to with am/pm, noon and the 24-hour clock", () => {
    expect(read("a quarter past 3pm")).toBe("2026-06-03T15:15:00.000+02:00");
    expect(read("at half past three pm")).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("20 minutes past 3pm")).toBe("2026-06-03T15:20:00.000+02:00");
    expect(read("a quarter to noon")).toBe("2026-06-03T11:45:00.000+02:00");
    expect(read("15 past noon")).toBe("2026-06-03T12:15:00.000+02:00");
    expect(read("tomorrow at quarter to 5pm")).toBe("2026-06-04T16:45:00.000+02:00");
  });
  it("asks about quarter past 3 without am/pm, as about 3 alone", () => {
    expect(read("quarter past 3")).toBeNull();
    expect(asks("quarter past 3")?.[1]).toBe("2026-06-03T15:15:00.000+02:00");
  });
  it("reads an hour in words with at, am/pm or o'clock", () => {
    expect(read("at three pm")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("3 o'clock pm")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("at eleven am")).toBe("2026-06-03T11:00:00.000+02:00");
    expect(read("three")).toBeNull();
  });
  it("reads German halb, Viertel nach and Viertel vor, and Dutch half, kwart over and kwart voor", () => {
    expect(asks("um halb 4", "de")?.[1]).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("morgen um halb 9", "de")).toBe("2026-06-04T08:30:00.000+02:00");
    expect(read("Viertel nach 8", "de")).toBe("2026-06-04T08:15:00.000+02:00");
    expect(read("Viertel vor 4 nachmittags", "de")).toBe("2026-06-03T15:45:00.000+02:00");
    expect(read("kwart over 9", "nl")).toBe("2026-06-04T09:15:00.000+02:00");
    expect(read("morgen om kwart voor 8", "nl")).toBe("2026-06-04T07:45:00.000+02:00");
    expect(asks("half 4", "nl")?.[1]).toBe("2026-06-03T15:30:00.000+02:00");
  });
});

describe("the clock said in words in French, Spanish, Portuguese and Italian", () => {
  it("settles the hour with the part of the day and reads half, quarter and minutes to", () => {
    expect(read("a las tres y media de la tarde", "es")).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("mañana a las once y cuarto de la mañana", "es")).toBe("2026-06-04T11:15:00.000+02:00");
    expect(read("às três e meia da tarde", "pt")).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("alle tre e un quarto del pomeriggio", "it")).toBe("2026-06-03T15:15:00.000+02:00");
    expect(read("à trois heures et quart de l'après-midi", "fr")).toBe("2026-06-03T15:15:00.000+02:00");
    expect(read("demain à quinze heures", "fr")).toBe("2026-06-04T15:00:00.000+02:00");
  });
  it("reads noon with its minutes: midi et quart, mediodía menos cinco, mezzogiorno meno un quarto", () => {
    expect(read("midi et quart", "fr")).toBe("2026-06-03T12:15:00.000+02:00");
    expect(read("mediodía menos cinco", "es")).toBe("2026-06-03T11:55:00.000+02:00");
    expect(read("mezzogiorno meno un quarto", "it")).toBe("2026-06-03T11:45:00.000+02:00");
    expect(read("meio-dia e meia", "pt")).toBe("2026-06-03T12:30:00.000+02:00");
  });
  it("asks about a bare hour in words, and leaves counts of hours to the relative reading", () => {
    expect(read("a las tres", "es")).toBeNull();
    expect(asks("a las tres", "es")?.[1]).toBe("2026-06-03T15:00:00.000+02:00");
    expect(asks("alle tre e mezza", "it")?.[1]).toBe("2026-06-03T15:30:00.000+02:00");
    expect(read("en 2 horas", "es")).toBe("2026-06-03T12:00:00.000+02:00");
    expect(read("dans 2 heures", "fr")).toBe("2026-06-03T12:00:00.000+02:00");
    expect(read("daqui a uma hora", "pt")).toBe("2026-06-03T11:00:00.000+02:00");
    expect(read("cet après-midi", "fr")).toBe("2026-06-03T17:00:00.000+02:00");
  });
});

describe("a day of the month without its month", () => {
  it("is the next such day, today included, at 18:00 or the time said", () => {
    expect(read("the 15th")).toBe("2026-06-15T18:00:00.000+02:00");
    expect(read("on the 1st")).toBe("2026-07-01T18:00:00.000+02:00");
    expect(read("the 3rd at 9am")).toBe("2026-06-03T09:00:00.000+02:00");
    expect(read("le 16 à 18h", "fr")).toBe("2026-06-16T18:00:00.000+02:00");
    expect(read("el 2", "es")).toBe("2026-07-02T18:00:00.000+02:00");
    expect(read("no dia 15 às 18h", "pt")).toBe("2026-06-15T18:00:00.000+02:00");
    expect(read("am 15.", "de")).toBe("2026-06-15T18:00:00.000+02:00");
    expect(read("op de 15de", "nl")).toBe("2026-06-15T18:00:00.000+02:00");
  });
  it("with a weekday, is the next such day that falls on it", () => {
    // 15 June 2026 is a Monday; the next Thursday the 15th is in October.
    expect(read("Thursday the 15th")).toBe("2026-10-15T18:00:00.000+02:00");
    expect(read("jeudi 15 à 8h", "fr")).toBe("2026-10-15T08:00:00.000+02:00");
    expect(read("lunedì 15", "it")).toBe("2026-06-15T18:00:00.000+02:00");
  });
  it("is no date as a bare number", () => {
    expect(read("15")).toBeNull();
    expect(read("buy 2")).toBeNull();
  });
});

describe("a weekday of a named week, and weekdays abbreviated", () => {
  it("reads Wednesday next week and its rewrites as that day of the next Monday-to-Sunday week", () => {
    expect(read("Wednesday next week")).toBe("2026-06-10T18:00:00.000+02:00");
    expect(read("friday of this week")).toBe("2026-06-05T18:00:00.000+02:00");
    expect(read("mittwoch der nächsten Woche", "de")).toBe("2026-06-10T18:00:00.000+02:00");
    expect(read("mardi de la semaine prochaine", "fr")).toBe("2026-06-09T18:00:00.000+02:00");
    expect(read("el miércoles de la semana que viene", "es")).toBe("2026-06-10T18:00:00.000+02:00");
    expect(read("volgende week maandag", "nl")).toBe("2026-06-08T18:00:00.000+02:00");
  });
  it("has no due date for a day of this week already gone", () => {
    expect(read("monday this week")).toBeNull();
  });
  it("reads the usual abbreviations as their weekday", () => {
    expect(read("ven.", "fr")).toBe("2026-06-05T18:00:00.000+02:00");
    expect(read("qui", "pt")).toBe("2026-06-04T18:00:00.000+02:00");
    expect(read("gio", "it")).toBe("2026-06-04T18:00:00.000+02:00");
    expect(read("Fr.", "de")).toBe("2026-06-05T18:00:00.000+02:00");
    expect(read("vr", "nl")).toBe("2026-06-05T18:00:00.000+02:00");
  });
});

describe("German and Dutch hours in words", () => {
  it("asks about um drei and om drie uur, and settles them with the part of the day", () => {
    expect(read("um drei", "de")).toBeNull();
    expect(asks("um drei", "de")?.[1]).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("drei Uhr nachmittags", "de")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("zehn Uhr", "de")).toBe("2026-06-04T10:00:00.000+02:00");
    expect(read("drie uur 's middags", "nl")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(asks("om drie uur", "nl")?.[1]).toBe("2026-06-03T15:00:00.000+02:00");
  });
  it("reads halb vier, zwanzig nach drei, kwart over twee and tien voor half vier on the dial", () => {
    expect(read("halb vier am Nachmittag", "de")).toBe("2026-06-03T15:30:00.000+02:00");
    expect(asks("zwanzig nach drei", "de")?.[1]).toBe("2026-06-03T15:20:00.000+02:00");
    expect(asks("kwart over twee uur", "nl")?.[1]).toBe("2026-06-03T14:15:00.000+02:00");
    expect(read("10 voor half 4 's middags", "nl")).toBe("2026-06-03T15:20:00.000+02:00");
  });
  it("keeps over twee uur a count of hours, not a clock time", () => {
    expect(read("over twee uur", "nl")).toBe("2026-06-03T12:00:00.000+02:00");
    expect(read("over een half uur", "nl")).toBe("2026-06-03T10:30:00.000+02:00");
    expect(read("in drei Stunden", "de")).toBe("2026-06-03T13:00:00.000+02:00");
  });
});

describe("about a time, and numeric dates with a time", () => {
  it("reads about, circa, gegen, vers and rond as the time itself", () => {
    expect(read("at about 3pm")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("3pm approximately")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("so gegen 15 Uhr", "de")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("vers 15h", "fr")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("om circa 15u", "nl")).toBe("2026-06-03T15:00:00.000+02:00");
    expect(read("por volta das 15h", "pt")).toBe("2026-06-03T15:00:00.000+02:00");
  });
  it("reads about a count of hours as that count, not as a clock time", () => {
    expect(read("in about 2 hours")).toBe("2026-06-03T12:00:00.000+02:00");
    expect(read("in etwa 2 Stunden", "de")).toBe("2026-06-03T12:00:00.000+02:00");
    expect(read("over ongeveer 2 uur", "nl")).toBe("2026-06-03T12:00:00.000+02:00");
    expect(read("dans environ 2 heures", "fr")).toBe("2026-06-03T12:00:00.000+02:00");
    expect(read("tra circa 2 ore", "it")).toBe("2026-06-03T12:00:00.000+02:00");
  });
  it("keeps a French day-first date day first when a time follows it", () => {
    expect(read("le 2/7 à 15h", "fr")).toBe("2026-07-02T15:00:00.000+02:00");
  });
});

describe("a commitment with an hour still to be asked about", () => {
  it("keeps the deadline with the task as said, apart from the summary", () => {
    expect(extractCommitments("Ich muss morgen um 3 Uhr Anna anrufen", "de")).toEqual([{ op: "open", summary: "Anna anrufen", due: "morgen um 3 Uhr" }]);
    expect(extractCommitments("I need to call Anna tomorrow at 3", "en")).toEqual([{ op: "open", summary: "call Anna", due: "tomorrow at 3" }]);
  });
});
