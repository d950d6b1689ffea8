/**
 * "/pause" was no command (issue #35): owners tried it to silence ZOE and were told "I don't know /pause". It now sets
 * the same pause as the words ("mute until monday"): alone until the next morning, "/pause 2h", "/pause until monday";
 * /resume ends it; /help lists both. And "pause for today", "mach mal Pause bis morgen" in every language pause too.
 * A pause holds what ZOE says first, never a reminder the owner asked for at a minute.
 * Pinned clock: Monday 7 December 2026, 10:30 in Berlin; active hours 08:00-22:00.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { pauseAsked } from "../pause.ts";

const open = terminalZoeEachTest("zoe-pause-command-");
const NOW = new Date("2026-12-07T09:30:00Z");
const HOURS = { start: "08:00", end: "22:00" };

async function day(locale = "en") {
  const clock = new ManualClock(NOW);
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
  return { term, clock };
}

describe("/pause and /resume", () => {
  it("/pause alone pauses until tomorrow morning, /resume ends it, and a second /resume says there is no pause", async () => {
    const { term } = await day();
    expect(await term.type("/pause")).toContain("Paused until tomorrow 08:00");
    expect(await term.type("/stats")).toContain("Paused until tomorrow 08:00.");
    expect(await term.type("/resume")).toContain("Pause over");
    expect(await term.type("/resume")).toContain("You haven't paused me");
  });

  it("/pause 2h, /pause 30m and /pause until monday say until when; words it cannot read change nothing", async () => {
    const { term } = await day();
    expect(await term.type("/pause 2h")).toContain("Paused until today 12:30");
    expect(await term.type("/pause 30m")).toContain("Paused until today 11:00");
    expect(await term.type("/pause until monday")).toContain("Paused until 14 Dec 08:00");
    const bad = await term.type("/pause sometime maybe");
    expect(bad).toContain("Nothing changed");
    expect(await term.type("/stats")).toContain("Paused until 14 Dec 08:00.");
  });

  it("in German: /pause bis Freitag, in German words", async () => {
    const { term } = await day("de");
    expect(await term.type("/pause bis Freitag")).toContain("Pause bis Fr 08:00");
    expect(await term.type("/resume")).toContain("Pause vorbei");
  });

  it("/help lists /pause and /resume", async () => {
    const { term } = await day();
    const help = await term.type("/help");
    expect(help).toContain("/pause");
    expect(help).toContain("/resume");
  });

  it("under /pause a follow-up on a commitment waits, while a reminder asked for at a minute comes at it", async () => {
    const { term, clock } = await day();
    await term.type("I'll send the invoice to Marta at 11:00");
    await term.type("remind me at 12:00 to call the bakery");
    expect(await term.type("/pause 3h")).toContain("Paused until today 13:30");
    const seen = await liveUntil(term, clock, "2026-12-07T12:05:00+01:00");
    expect(seen).toContain("bakery");
    expect(seen).not.toContain("invoice");
  });
});

describe("a pause for today in words, every language", () => {
  it.each([
    ["en", "pause for today"],
    ["en", "take a pause until tomorrow"],
    ["de", "mach mal Pause bis morgen"],
    ["de", "Pause für heute"],
    ["fr", "pause pour aujourd'hui"],
    ["fr", "fais une pause jusqu'à demain"],
    ["es", "pausa por hoy"],
    ["es", "haz una pausa hasta mañana"],
    ["pt", "pausa por hoje"],
    ["pt", "faz uma pausa até amanhã"],
    ["it", "pausa per oggi"],
    ["it", "fai una pausa fino a domani"],
    ["nl", "pauze voor vandaag"],
    ["nl", "neem even pauze tot morgen"],
  ] as const)("%s: '%s' pauses until tomorrow 08:00", (locale, said) => {
    expect(pauseAsked(said, NOW, "Europe/Berlin", HOURS, locale)).toEqual({ kind: "pause", until: new Date("2026-12-08T07:00:00Z") });
  });

  it("'mach mal Pause bis morgen' typed to ZOE is answered with the pause, in German", async () => {
    const { term } = await day("de");
    expect(await term.type("mach mal Pause bis morgen")).toContain("Pause bis morgen 08:00");
  });
});
