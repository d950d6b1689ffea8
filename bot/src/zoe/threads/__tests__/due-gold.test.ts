/**
 * The gold files: at least 40 due phrases per language (gold/due-<locale>.tsv), across time zones
 * and a DST change, each with the instant the conventions give. The same phrase goes through
 * `resolveDue` with the owner's locale and through `zoe due --locale`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { dueCli, formatIsoInZone, resolveDue } from "../due.ts";
import { LOCALES, type Locale } from "../../lang/locale.ts";

const GOLD = path.join(path.dirname(fileURLToPath(import.meta.url)), "gold");

interface GoldCase {
  zone: string;
  now: string;
  phrase: string;
  want: string | null;
}

function readGold(locale: Locale): GoldCase[] {
  return readFileSync(path.join(GOLD, `due-${locale}.tsv`), "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => {
      const [zone, now, phrase, want] = l.split("\t");
      return { zone: zone!, now: now!, phrase: phrase!, want: want === "null" ? null : want! };
    });
}

/** A wall time in the zone, or an instant when it carries its offset. */
function instant(s: string, zone: string): string {
  const hasOffset = /[+-]\d{2}:\d{2}$|Z$/.test(s);
  const dt = hasOffset ? DateTime.fromISO(s, { setZone: true }) : DateTime.fromISO(s, { zone });
  if (!dt.isValid) throw new Error(`bad gold time ${s}`);
  return formatIsoInZone(dt.toJSDate(), zone);
}

describe.each(LOCALES.map((l) => [l]))("gold due phrases: %s", (locale) => {
  const cases = readGold(locale);

  it("has at least 40 phrases, more than one zone and a DST change", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.zone)).size).toBeGreaterThan(1);
    const offsets = cases.filter((c) => c.want).map((c) => DateTime.fromISO(instant(c.want!, c.zone), { setZone: true }).offset);
    const nowOffsets = cases.map((c) => DateTime.fromISO(c.now, { zone: c.zone }).offset);
    // Some answer lands on the other side of a DST change from its `now`.
    expect(cases.some((c, i) => c.want && nowOffsets[i] !== DateTime.fromISO(instant(c.want, c.zone), { setZone: true }).offset)).toBe(true);
    expect(offsets.length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.phrase, c.zone, c.now, c]))("%s (%s, now %s)", (_p, _z, _n, c) => {
    const now = DateTime.fromISO(c.now, { zone: c.zone }).toJSDate();
    const got = resolveDue(c.phrase, now, c.zone, locale);
    expect(got === null ? null : formatIsoInZone(got, c.zone)).toBe(c.want === null ? null : instant(c.want, c.zone));
  });

  it("`zoe due --locale` answers the same", () => {
    for (const c of cases.slice(0, 8)) {
      const lines: string[] = [];
      const nowIso = DateTime.fromISO(c.now, { zone: c.zone }).toISO()!;
      expect(dueCli([c.phrase, "--now", nowIso, "--tz", c.zone, "--locale", locale], (l) => lines.push(l))).toBe(0);
      expect(lines).toEqual([c.want === null ? expect.stringMatching(/^null: /) : instant(c.want, c.zone)]);
    }
  });
});

describe("zoe due --locale", () => {
  it("rejects a locale it does not speak, with one line", () => {
    const lines: string[] = [];
    expect(dueCli(["morgen", "--locale", "xx"], (l) => lines.push(l))).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/unknown locale "xx"/);
  });

  it("reads German words only when asked to", () => {
    const out = (argv: string[]) => {
      const lines: string[] = [];
      dueCli(argv, (l) => lines.push(l));
      return lines[0];
    };
    const base = ["morgen früh", "--now", "2026-06-03T10:00:00+02:00", "--tz", "Europe/Berlin"];
    expect(out([...base, "--locale", "en"])).toMatch(/^null: /);
    expect(out([...base, "--locale", "de"])).toBe("2026-06-04T09:00:00.000+02:00");
  });

  it("English words still work for a German owner", () => {
    const got = resolveDue("tomorrow morning", new Date("2026-06-03T10:00:00+02:00"), "Europe/Berlin", "de");
    expect(got && formatIsoInZone(got, "Europe/Berlin")).toBe("2026-06-04T09:00:00.000+02:00");
  });
});
