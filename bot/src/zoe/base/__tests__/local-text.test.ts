/**
 * `localText` writes what luxon's `toFormat` writes: for ZOE's patterns, in every language it speaks
 * and the machine's default, in zones with half- and three-quarter-hour offsets and daylight
 * saving, around the changes of the clock; anything else is handed to luxon.
 */
import { DateTime, Settings } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { localText, localTextOfIso } from "../local-text.ts";
import { LOCALES as ZOE_LOCALES } from "../locales.ts";

const PATTERNS = ["HH:mm", "ccc", "ccc HH:mm", "cccc d LLLL", "cccc d LLLL yyyy, HH:mm", "d LLL", "d LLL yyyy", "ccc d LLL HH:mm", "ccc dd LLL HH:mm", "cccc d LLLL, HH:mm"];
// Every language ZOE speaks takes the fast path, so every one is held to luxon (a new one too).
const LOCALES = [undefined, ...ZOE_LOCALES] as const;
const ZONES = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns", "Australia/Lord_Howe", "UTC", "Asia/Tokyo"];

const luxon = (ms: number, zone: string, pattern: string, locale?: string) => {
  const dt = DateTime.fromMillis(ms, { zone });
  return (locale !== undefined ? dt.setLocale(locale) : dt).toFormat(pattern);
};

/** Instants spread over two years (a fixed sequence), and each zone's clock changes ± a minute and ± half an hour. */
function instants(zone: string): number[] {
  const out: number[] = [];
  let x = 12345;
  const from = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 120; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out.push(from + (x % (730 * 24 * 60)) * 60_000);
  }
  // Find the clock changes by the offset moving between two hours apart.
  const offsetAt = (ms: number) => DateTime.fromMillis(ms, { zone }).offset;
  let b = offsetAt(from);
  for (let t = from; t < from + 730 * 86_400_000; t += 2 * 3_600_000) {
    // Each step's end is the next step's start: read once.
    const a = b;
    b = offsetAt(t + 2 * 3_600_000);
    if (a === b) continue;
    let lo = t;
    let hi = t + 2 * 3_600_000;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetAt(mid) === a) lo = mid;
      else hi = mid;
    }
    for (const d of [-1_800_000, -60_000, -1, 0, 60_000, 1_800_000]) out.push(hi + d);
  }
  return out;
}

afterEach(() => {
  Settings.defaultLocale = undefined as unknown as string;
});

describe("localText", () => {
  it("writes what luxon writes for every pattern, language and zone, across the changes of the clock", () => {
    let checked = 0;
    for (const zone of ZONES) {
      for (const ms of instants(zone)) {
        // luxon reads the instant in the zone once, and each language once; every pattern then
        // writes from it (reading the zone is most of luxon's cost, and of this test's).
        const inZone = DateTime.fromMillis(ms, { zone });
        for (const locale of LOCALES) {
          const dt = locale !== undefined ? inZone.setLocale(locale) : inZone;
          for (const pattern of PATTERNS) {
            const want = dt.toFormat(pattern);
            const got = localText(ms, zone, pattern, locale);
            if (got !== want) expect({ ms, zone, pattern, locale, got }).toEqual({ ms, zone, pattern, locale, got: want });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50_000);
  });

  it("names the day and month as each language does", () => {
    const ms = Date.parse("2026-06-03T07:05:00Z"); // a Wednesday
    expect(localText(ms, "Europe/Berlin", "cccc d LLLL, HH:mm", "en")).toBe("Wednesday 3 June, 09:05");
    expect(localText(ms, "Europe/Berlin", "cccc d LLLL", "de")).toBe("Mittwoch 3 Juni");
    expect(localText(ms, "Europe/Berlin", "ccc d LLL", "fr")).toBe(luxon(ms, "Europe/Berlin", "ccc d LLL", "fr"));
    expect(localText(ms, "America/St_Johns", "HH:mm", "pt")).toBe("04:35");
    expect(localText(ms, "Pacific/Chatham", "d LLL yyyy HH:mm", "es")).toBe(luxon(ms, "Pacific/Chatham", "d LLL yyyy HH:mm", "es"));
  });

  it("hands luxon what it does not write itself: other tokens, quotes, other languages, other digits, unknown zones, far years", () => {
    const ms = Date.parse("2026-06-03T07:05:00Z");
    for (const [pattern, locale, zone] of [
      ["h:mm a", "en", "Europe/Berlin"],
      ["'week' W", "en", "Europe/Berlin"],
      ["cccc d LLLL", "ja", "Asia/Tokyo"],
      ["cccc d LLLL HH:mm", "ar-EG", "Africa/Cairo"],
      ["cccc d LLLL", "de-CH", "Europe/Zurich"],
      ["HH:mm", "en", "Nowhere/Land"],
    ] as const) {
      expect(localText(ms, zone, pattern, locale)).toBe(luxon(ms, zone, pattern, locale));
    }
    const far = Date.parse("0900-03-01T12:00:00Z");
    expect(localText(far, "UTC", "d LLL yyyy", "en")).toBe(luxon(far, "UTC", "d LLL yyyy", "en"));
  });

  it("follows luxon's default locale when none is given", () => {
    const ms = Date.parse("2026-06-03T07:05:00Z");
    Settings.defaultLocale = "fr";
    expect(localText(ms, "Europe/Paris", "cccc d LLLL")).toBe(luxon(ms, "Europe/Paris", "cccc d LLLL"));
    expect(localText(ms, "Europe/Paris", "cccc d LLLL")).toMatch(/^mercredi/);
    Settings.defaultLocale = "ar-EG";
    expect(localText(ms, "Africa/Cairo", "cccc d LLLL HH:mm")).toBe(luxon(ms, "Africa/Cairo", "cccc d LLLL HH:mm"));
  });

  it("reads a stored timestamp as a number, and any other ISO text in the zone, as luxon does", () => {
    expect(localTextOfIso("2026-06-03T07:05:00.000Z", "Europe/Berlin", "HH:mm")).toBe("09:05");
    expect(localTextOfIso("2026-06-03T09:05", "America/New_York", "HH:mm")).toBe("09:05");
    expect(localTextOfIso("2026-06-03T09:05:00+02:00", "UTC", "HH:mm")).toBe("07:05");
  });
});
