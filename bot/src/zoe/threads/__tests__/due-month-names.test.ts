/**
 * Dates with a month name in every language ZOE speaks, as people write them: the day in digits
 * or words, before or after the month, abbreviated, with or without a year and a time ("am 3. Mai
 * um 15 Uhr", "cinco de mayo", "de vijfde mei", "märz 3"). The conventions are the grammar's: a
 * date without a time is 18:00, a date without a year its next occurrence, a bare hour is asked
 * about. Pinned clock, the owner's zone, ISO with the offset.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";
import { dueHourReadings, formatIsoInZone, resolveDue } from "../due.ts";
import type { Locale } from "../../lang/index.ts";

const BER = "Europe/Berlin";
// Wednesday 3 June 2026, 10:00 in Berlin (+02:00).
const WED_10 = new Date("2026-06-03T10:00:00+02:00");

const read = (phrase: string, locale: Locale) => {
  const due = resolveDue(phrase, WED_10, BER, locale);
  return due && formatIsoInZone(due, BER);
};
const asks = (phrase: string, locale: Locale) => dueHourReadings(phrase, WED_10, BER, locale)?.map((d) => formatIsoInZone(d, BER)) ?? null;

const MAY_5 = "2027-05-05T18:00:00.000+02:00";
const JULY_1 = "2026-07-01T18:00:00.000+02:00";

describe("a day and a month name make a date in every language", () => {
  const sayings: Array<[Locale, string[]]> = [
    ["de", ["5. Mai", "am 5. Mai", "5 Mai", "bis zum 5. Mai", "vor dem 5. Mai", "am fünften Mai", "der fünfte Mai", "Mai 5", "5ten Mai"]],
    ["fr", ["le 5 mai", "5 mai", "avant le 5 mai", "le cinq mai", "mai 5"]],
    ["es", ["5 de mayo", "el 5 de mayo", "cinco de mayo", "el día 5 de mayo", "para el 5 de mayo", "antes del 5 de mayo", "mayo 5", "5 may"]],
    ["pt", ["5 de maio", "cinco de maio", "dia 5 de maio", "até o dia 5 de maio", "no dia 5 de maio", "maio 5", "5 mai"]],
    ["it", ["5 maggio", "il 5 maggio", "cinque maggio", "entro il 5 maggio", "5 mag", "maggio 5"]],
    ["nl", ["5 mei", "op 5 mei", "vijf mei", "de vijfde mei", "5de mei", "uiterlijk 5 mei", "mei 5"]],
  ];
  for (const [locale, phrases] of sayings) {
    it(`reads the fifth of May in ${locale}, next year's since this year's is past, at 18:00`, () => {
      for (const phrase of phrases) expect([phrase, read(phrase, locale)]).toEqual([phrase, MAY_5]);
    });
  }

  it("reads the first of the month in words and with its ordinal mark", () => {
    expect(read("erster Juli", "de")).toBe(JULY_1);
    expect(read("am ersten Juli", "de")).toBe(JULY_1);
    expect(read("premier juillet", "fr")).toBe(JULY_1);
    expect(read("le 1er juillet", "fr")).toBe(JULY_1);
    expect(read("primero de julio", "es")).toBe(JULY_1);
    expect(read("1º de julio", "es")).toBe(JULY_1);
    expect(read("primeiro de julho", "pt")).toBe(JULY_1);
    expect(read("primo luglio", "it")).toBe(JULY_1);
    expect(read("eerste juli", "nl")).toBe(JULY_1);
  });

  it("reads abbreviated months with or without their dot", () => {
    expect(read("1. Jul.", "de")).toBe(JULY_1);
    expect(read("1 juil.", "fr")).toBe(JULY_1);
    expect(read("1 jul", "es")).toBe(JULY_1);
    expect(read("1 lug", "it")).toBe(JULY_1);
    expect(read("14 mrt", "nl")).toBe("2027-03-14T18:00:00.000+01:00");
    expect(read("3 dez", "pt")).toBe("2026-12-03T18:00:00.000+01:00");
  });

  it("keeps the year said, in words' order and with the language's 'de'", () => {
    expect(read("am 5. Mai 2028", "de")).toBe("2028-05-05T18:00:00.000+02:00");
    expect(read("cinco de mayo de 2028", "es")).toBe("2028-05-05T18:00:00.000+02:00");
    expect(read("5 de maio de 2028", "pt")).toBe("2028-05-05T18:00:00.000+02:00");
    expect(read("5 maggio del 2028", "it")).toBe("2028-05-05T18:00:00.000+02:00");
    expect(read("mei 5 2028", "nl")).toBe("2028-05-05T18:00:00.000+02:00");
  });
});

describe("a date with a month name takes the time said beside it", () => {
  it("reads the time in the language's words", () => {
    expect(read("am 5. Mai um 15:30 Uhr", "de")).toBe("2027-05-05T15:30:00.000+02:00");
    expect(read("le 5 mai à 15h", "fr")).toBe("2027-05-05T15:00:00.000+02:00");
    expect(read("le 2 mars à 5h du matin", "fr")).toBe("2027-03-02T05:00:00.000+01:00");
    expect(read("el 5 de mayo a las 15:00", "es")).toBe("2027-05-05T15:00:00.000+02:00");
    expect(read("5 de mayo por la tarde", "es")).toBe("2027-05-05T15:00:00.000+02:00");
    expect(read("5 de maio às 15h", "pt")).toBe("2027-05-05T15:00:00.000+02:00");
    expect(read("5 maggio alle 15:30", "it")).toBe("2027-05-05T15:30:00.000+02:00");
    expect(read("5 mei om 9:00", "nl")).toBe("2027-05-05T09:00:00.000+02:00");
  });

  it("asks about a bare hour beside a date instead of settling it on the morning", () => {
    expect(read("am 5. Mai um 3", "de")).toBeNull();
    expect(asks("am 5. Mai um 3", "de")).toEqual(["2027-05-05T03:00:00.000+02:00", "2027-05-05T15:00:00.000+02:00"]);
    expect(read("el 5 de mayo a las 3", "es")).toBeNull();
    expect(read("May 5 at 3", "en")).toBeNull();
    expect(asks("May 5 at 3", "en")?.[1]).toBe("2027-05-05T15:00:00.000+02:00");
  });

  it("does not read an hour after a month as its day", () => {
    expect(read("Mai 15 Uhr", "de")).toBeNull();
    expect(read("mei 15 uur", "nl")).toBeNull();
  });
});

describe("a month word is a month only where it can be", () => {
  it("reads Spanish 'mar 9' as Tuesday the 9th (martes), not the 9th of March", () => {
    expect(read("mar 9", "es")).toBe("2026-06-09T18:00:00.000+02:00");
  });
  it("leaves a number word that is no day alone", () => {
    expect(read("sei", "it")).toBeNull();
    expect(read("vijf", "nl")).toBeNull();
  });
});

describe("a commitment with a month-name date keeps the date as its due phrase", () => {
  it("does not cut a German date at its day's dot", () => {
    expect(extractCommitments("Ich schicke den Bericht am 5. Juli", "de")).toEqual([{ op: "open", summary: "den Bericht schicken", due: "am 5. Juli" }]);
    expect(extractCommitments("Ich muss bis zum 3. Mai die Steuer machen", "de")).toEqual([{ op: "open", summary: "die Steuer machen", due: "bis zum 3. Mai" }]);
  });
  it("takes the date out of the summary in the Romance languages and Dutch", () => {
    expect(extractCommitments("Tengo que pagar el alquiler el cinco de mayo", "es")).toEqual([{ op: "open", summary: "pagar el alquiler", due: "el cinco de mayo" }]);
    expect(extractCommitments("Vou ligar para a Ana no dia cinco de maio", "pt")).toEqual([{ op: "open", summary: "ligar para a Ana", due: "no dia cinco de maio" }]);
    expect(extractCommitments("Ik bel Anna de vijfde mei", "nl")).toEqual([{ op: "open", summary: "Anna bellen", due: "de vijfde mei" }]);
  });
});

// Issue #35: the month shortened as people type it, with no period ("am 7 Dez", "bis 12 Jan", "7 dec", "7 déc"),
// read as the full name is. Portuguese "em 7 dez" / "em 7 de dezembro" (its "on" before the day) was not read at all.
describe("an abbreviated month without its period makes a date in every language", () => {
  const DEC_7 = "2026-12-07T18:00:00.000+01:00";
  const JAN_12 = "2027-01-12T18:00:00.000+01:00";
  const sayings: Array<[Locale, string[], string[]]> = [
    ["en", ["on 7 Dec", "7 Dec", "Dec 7"], ["by 12 Jan", "by Jan 12"]],
    ["de", ["am 7 Dez", "7 Dez", "am 7. Dez"], ["bis 12 Jan", "bis zum 12 Jan"]],
    ["fr", ["le 7 déc", "7 déc", "le 7 dec"], ["avant le 12 janv", "le 12 jan"]],
    ["es", ["el 7 dic", "7 dic"], ["antes del 12 ene", "para el 12 ene"]],
    ["pt", ["em 7 dez", "em 7 de dezembro", "dia 7 dez", "a 7 de dezembro"], ["até 12 jan", "em 12 jan"]],
    ["it", ["il 7 dic", "7 dic"], ["entro il 12 gen", "il 12 gen"]],
    ["nl", ["7 dec", "op 7 dec"], ["voor 12 jan", "uiterlijk 12 jan"]],
  ];
  const TUE_1_DEC = new Date("2026-12-01T10:00:00+01:00");
  const at = (phrase: string, locale: Locale) => {
    const due = resolveDue(phrase, TUE_1_DEC, BER, locale);
    return due && formatIsoInZone(due, BER);
  };
  it.each(sayings)("[%s] reads the 7th of December and the 12th of January, at 18:00", (locale, december, january) => {
    for (const phrase of december) expect([phrase, at(phrase, locale)]).toEqual([phrase, DEC_7]);
    for (const phrase of january) expect([phrase, at(phrase, locale)]).toEqual([phrase, JAN_12]);
  });

  it("[pt] 'em 7 dias' stays a span of a week; 'em 7 dez' in a message is the date", () => {
    expect(at("em 7 dias", "pt")).toBe("2026-12-08T10:00:00.000+01:00");
    expect(extractCommitments("Mando o relatório em 7 dez", "pt")).toEqual([{ op: "open", summary: "Mandar o relatório", due: "em 7 dez" }]);
  });
});
