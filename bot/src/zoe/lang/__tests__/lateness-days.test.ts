/**
 * How late a promise came, as the owner reads it (issue #35): a reminder found 5 days and 15 hours after its minute
 * (ZOE was off over a long weekend) said "135 h 0 min late". Beyond a day it is said in days, in every language; a
 * whole number of hours drops its "0 min".
 */
import { describe, expect, it } from "vitest";
import { lateness, t, type Locale } from "../index.ts";

const MIN = 60_000;

describe("lateness beyond a day is said in days", () => {
  it.each<[Locale, string, string]>([
    ["en", "5 days", "1 day"],
    ["de", "5 Tage", "1 Tag"],
    ["fr", "5 jours", "1 jour"],
    ["es", "5 días", "1 día"],
    ["pt", "5 dias", "1 dia"],
    ["it", "5 giorni", "1 giorno"],
    ["nl", "5 dagen", "1 dag"],
  ])("[%s] 135 hours late reads %j, 26 hours %j, never hours by the hundred", (locale, five, one) => {
    const said = lateness(135 * 60 * MIN, locale);
    expect(said).toBe(five);
    expect(lateness(26 * 60 * MIN + 5 * MIN, locale)).toBe(one);
    // The sentence the owner sees under a late reminder.
    const note = t(locale, "push.reminderLate", { lateBy: said, at: "Mon 09:00" });
    expect(note).toContain(five);
    expect(note).not.toMatch(/\b135\b|0 min/);
  });

  it("under a day stays in hours and minutes, and a whole hour has no '0 min'", () => {
    expect(lateness(35 * MIN, "en")).toBe("35 min");
    expect(lateness(72 * MIN, "de")).toBe("1 Std. 12 min");
    expect(lateness(23 * 60 * MIN + 59 * MIN, "en")).toBe("23 h 59 min");
    expect(lateness(120 * MIN, "fr")).toBe("2 h");
    expect(lateness(24 * 60 * MIN, "nl")).toBe("1 dag");
  });
});
