/**
 * Meetings named by their tool or their kind are appointments (issue #35): "zoom with the Acme folks friday 11am" was
 * not tracked (five words before the time), "point avec Karim demain à 11h", "revue de sprint demain 14h", "1:1 with
 * Karim" neither, and "call com o cliente amanhã 15h" kept "amanhã" in its summary. Each is one tracked appointment with
 * its due time and a clean summary, in every language; news about the tool ("Zoom was down") stays untracked, and a call to
 * someone named ("ich ruf Mama um 8 an") is still the owner's loop. In the terminal, offline.
 * Pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractCommitments } from "../index.ts";

const start = terminalZoeEachTest("zoe-meetings-by-kind-");
const ZONE = { ZOE_TZ: "Europe/Berlin" };

async function say(locale: Locale, text: string): Promise<{ said: string; listed: string }> {
  const clock = new ManualClock("2026-12-07T09:00:00+01:00");
  const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
  const said = await term.type(text);
  return { said, listed: await term.type("/threads") };
}

describe("a meeting named by its tool or kind", () => {
  it.each<[Locale, string, string, RegExp]>([
    ["en", "zoom with the Acme folks friday 11am", "zoom with the Acme folks", /Fri 11:00/],
    ["en", "1:1 with Karim tomorrow at 3pm", "1:1 with Karim", /tomorrow 15:00/],
    ["en", "sprint review tomorrow 2pm", "sprint review", /tomorrow 14:00/],
    ["de", "Zoom mit den Acme-Leuten Freitag 11 Uhr", "Zoom mit den Acme-Leuten", /Fr\.? 11:00/],
    ["de", "Jour fixe morgen 9:30", "Jour fixe", /morgen 09:30/],
    ["de", "Standup morgen 9:30", "Standup", /morgen 09:30/],
    ["fr", "point avec Karim demain à 11h", "point avec Karim", /demain 11:00/],
    ["fr", "revue de sprint demain 14h", "revue de sprint", /demain 14:00/],
    ["fr", "1:1 avec Karim demain 15h", "1:1 avec Karim", /demain 15:00/],
    ["es", "zoom con la gente de Acme el viernes a las 11", "zoom con la gente de Acme", /vie\.? 11:00/],
    ["es", "call con el cliente mañana 15h", "call con el cliente", /mañana 15:00/],
    ["pt", "call com o cliente amanhã 15h", "call com o cliente", /amanhã 15:00/],
    ["pt", "1:1 com o Karim amanhã às 15h", "1:1 com o Karim", /amanhã 15:00/],
    ["it", "standup domani 9:30", "standup", /domani 09:30/],
    ["it", "1:1 con Karim domani alle 15", "1:1 con Karim", /domani 15:00/],
    ["nl", "zoom met de mensen van Acme vrijdag 11 uur", "zoom met de mensen van Acme", /vr\.? 11:00/],
    ["nl", "1:1 met Karim morgen om 15 uur", "1:1 met Karim", /morgen 15:00/],
  ])("[%s] %j: one appointment %j at its time", async (locale, text, summary, due) => {
    const { listed } = await say(locale, text);
    expect(listed).toMatch(/\(1\)/);
    expect(listed).toMatch(new RegExp(`th-[a-z0-9]{4}  ${summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s?:`, "u"));
    expect(listed).toMatch(due);
  });

  it.each<[Locale, string]>([
    ["en", "Zoom was down"],
    ["en", "the call went well yesterday"],
    ["de", "Zoom war down"],
    ["de", "Morgen fällt das Standup aus"],
    ["fr", "Zoom ne marchait pas"],
    ["pt", "o Zoom caiu"],
  ])("[%s] %j: news about the tool, nothing tracked", async (locale, text) => {
    const { said } = await say(locale, text);
    expect(said).not.toMatch(/th-[a-z0-9]{4}/);
  });
});

describe("a standup said as a note with its day and time (issue #34)", () => {
  it.each<[Locale, string, string]>([
    ["en", "standup tomorrow 9:30", "standup"],
    ["de", "Standup morgen 9:30", "Standup"],
    ["fr", "standup demain 9h30", "standup"],
    ["es", "standup mañana 9:30", "standup"],
    ["pt", "standup amanhã 9h30", "standup"],
    ["it", "standup domani 9:30", "standup"],
    ["nl", "standup morgen 9:30", "standup"],
  ])("[%s] %j is one appointment %j with its time", (locale, text, summary) => {
    const ops = extractCommitments(text, locale);
    expect(ops.map((o) => (o.op === "open" ? o.summary : null))).toEqual([summary]);
  });
  it.each<[Locale, string]>([
    ["de", "das Standup fällt morgen aus"],
    ["de", "Standup war gut"],
    ["de", "Standup wurde auf 10 verschoben"],
  ])("[%s] %j: news about the standup, nothing tracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("a time said after what a call is about (issue #34)", () => {
  it("[de] 'Ich ruf dich an wegen dem Start um 8': the call said back with its particle home, and asked which 8 it is", async () => {
    const { said } = await say("de", "Ich ruf dich an wegen dem Start um 8");
    expect(said).toContain("dich wegen dem Start anrufen");
    expect(said).toMatch(/08:00 oder 20:00/);
    expect(said).toMatch(/\[1\] 08:00 +\[2\] 20:00/);
  });
  it("[de] 'ich hol Tom ab vom Bahnhof': the particle back with the verb", () => {
    expect(extractCommitments("ich hol Tom ab vom Bahnhof morgen", "de").map((o) => (o.op === "open" ? o.summary : null))).toEqual(["Tom vom Bahnhof abholen"]);
  });
});

describe("a call to someone named", () => {
  it.each<[Locale, string, string]>([
    ["de", "ich ruf Mama um 8 an", "Mama anrufen"],
    ["en", "I'll call mum tomorrow at 8", "call mum"],
  ])("[%s] %j: the owner's loop", async (locale, text, summary) => {
    const { listed } = await say(locale, text);
    expect(listed).toContain(summary);
  });
});
