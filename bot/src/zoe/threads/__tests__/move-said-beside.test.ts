/**
 * Moving a tracked thing in the words people use (issue #35): "plumber can only come thursday, move it" right after the
 * reminder about the plumber tracked a new loop "move it"; "verschieb den Zahnarzt auf Freitag um 10" (a bare hour)
 * became a new loop "den Zahnarzt aufverschieben". Now the day said beside "move it" moves the loop on screen (its hour
 * kept; asked with [Yes] [No], or moved at once where the reply reader is sure), a bare hour in a move is read as the likelier one and said in the question, and with no loop to name ZOE asks
 * which one. News and plain talk about moving stay what they are. In the terminal, offline.
 * Pinned clock: Monday 7 December 2026, 10:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { moveAskWords } from "../closing.ts";

const start = terminalZoeEachTest("zoe-move-said-beside-");
const ZONE = { ZOE_TZ: "Europe/Berlin" };

// The reminder asked for, the reason with the new day and "move it", and Thursday's short name in the owner's language.
const SAYINGS: Array<[Locale, string, string, RegExp]> = [
  ["en", "remind me to call the plumber in 2 minutes", "plumber can only come thursday, move it", /Thu 10:02/],
  ["de", "erinnere mich in 2 Minuten, den Klempner anzurufen", "der Klempner kann erst Donnerstag, verschieb es", /Do\.? 10:02/],
  ["fr", "rappelle-moi d'appeler le plombier dans 2 minutes", "le plombier ne peut venir que jeudi, décale-le", /jeu\.? 10:02/],
  ["es", "recuérdame llamar al fontanero en 2 minutos", "el fontanero solo puede el jueves, muévelo", /jue\.? 10:02/],
  ["pt", "lembra-me de ligar ao canalizador daqui a 2 minutos", "o canalizador só pode na quinta, adia isso", /qui\.? 10:02/],
  ["it", "ricordami di chiamare l'idraulico tra 2 minuti", "l'idraulico può solo giovedì, spostalo", /gio\.? 10:02/],
  ["nl", "herinner me over 2 minuten om de loodgieter te bellen", "de loodgieter kan pas donderdag, verzet het", /do\.? 10:02/],
];

describe("a move said beside its reason", () => {
  it.each(SAYINGS)("[%s] %j, the reminder, then %j: moves that loop to Thursday at its hour", async (locale, ask, move, thursday) => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    await term.type(ask);
    expect(await liveUntil(term, clock, "2026-12-07T10:03:00+01:00")).toMatch(/⏰/);
    const asked = await term.type(move);
    expect(asked).toMatch(thursday);
    // Asked first ("Move … to Thu 10:02? [Yes] [No]"), or, where the reply reader is sure of it, moved and said.
    if (/\[1\]/.test(asked)) expect(await term.type("1")).toMatch(thursday);
    const listed = await term.type("/threads");
    expect(listed).toMatch(thursday);
    // One loop: the plumber's, moved; nothing new called "move it".
    expect(listed).toMatch(/\(1\)/);
  });

  it("[de] 'verschieb den Zahnarzt auf Freitag um 10': asked about the Zahnarzt at Friday 10:00, no new loop", async () => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "de" }, clock);
    await term.type("Zahnarzt am Mittwoch um 15 Uhr");
    const asked = await term.type("verschieb den Zahnarzt auf Freitag um 10");
    expect(asked).toMatch(/Zahnarzt/);
    expect(asked).toMatch(/Fr\.? 10:00/);
    expect(asked).not.toMatch(/aufverschieben|Notiert/);
    await term.type("1");
    const listed = await term.type("/threads");
    expect(listed).toMatch(/\(1\)/);
    expect(listed).toMatch(/Fr\.? 10:00/);
  });

  it("[en] 'the client can only do friday, move it' with two loops and none on screen: asks which one, tracks nothing", async () => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    await term.type("I'll send the invoice tomorrow");
    await term.type("I'll book the venue on wednesday");
    const asked = await term.type("the client can only do friday, move it");
    expect(asked).toMatch(/send the invoice/);
    expect(asked).toMatch(/book the venue/);
    expect(asked).not.toMatch(/Tracking/);
    expect(await term.type("/threads")).toMatch(/\(2\)/);
  });

  it.each<[Locale, string]>([
    ["en", "move on"],
    ["en", "I moved to Berlin"],
    ["en", "the meeting moved to friday"],
    ["en", "move it"],
    ["de", "das Meeting wurde auf Freitag verschoben"],
  ])("[%s] %j beside an open loop: no move asked", async (locale, said) => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    await term.type(locale === "de" ? "ich schicke morgen die Rechnung" : "I'll send the invoice tomorrow");
    const out = await term.type(said);
    expect(out).not.toMatch(/Move|verschieben\?/);
    expect(out).not.toMatch(/\[1\]/);
  });
});

// Issue #35: "move the meeting" with no time, a meeting open: ZOE asks to when, the meeting's hour on the next days as
// buttons; a press or a typed time moves it. Words that name no open loop ("move the couch") are nothing here.
describe("a move with no time", () => {
  it.each<[Locale, string, string]>([
    ["en", "move the meeting", "meeting"],
    ["en", "can you reschedule the dentist please", "dentist"],
    ["de", "verschieb das Meeting", "Meeting"],
    ["de", "das Meeting verschieben", "Meeting"],
    ["fr", "déplace la réunion", "réunion"],
    ["es", "mueve la reunión", "reunión"],
    ["pt", "adia a reunião", "reunião"],
    ["it", "sposta la riunione", "riunione"],
    ["nl", "verzet de vergadering", "vergadering"],
  ])("[%s] %j names %j", (locale, said, what) => {
    expect(moveAskWords(said, locale)).toContain(what);
  });

  it.each<[Locale, string]>([
    ["en", "move the meeting to friday"],
    ["en", "the meeting moved"],
    ["en", "I'll move the couch"],
    ["de", "verschieb das Meeting auf Freitag"],
  ])("[%s] %j is no move without a time", (locale, said) => {
    expect(moveAskWords(said, locale)).toBeNull();
  });

  it("[en] 'move the meeting': asked to when with the meeting's hour on the next days; a press moves it", async () => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    await term.type("meeting with Tom tomorrow at 10am");
    expect(await term.type("move the couch")).not.toMatch(/\[1\]/);
    const asked = await term.type("move the meeting");
    expect(asked).toContain('"meeting with Tom"');
    expect(asked).toMatch(/\[1\] Wed 10:00 +\[2\] Thu 10:00 +\[3\] Fri 10:00/);
    expect(await term.type("2")).toMatch(/meeting with Tom, due Thu 10:00/);
    expect(await term.type("/threads")).toMatch(/\(1\)[\s\S]*meeting with Tom: due Thu 10:00/);
  });

  it("[de] 'verschieb das Meeting', then 'Freitag 11 Uhr': the meeting is due then", async () => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "de" }, clock);
    await term.type("Meeting mit Tom morgen um 10 Uhr");
    expect(await term.type("verschieb das Meeting")).toContain("„Meeting mit Tom“");
    await term.type("Freitag 11 Uhr");
    expect(await term.type("/threads")).toMatch(/\(1\)[\s\S]*Meeting mit Tom: fällig Fr\.? 11:00/);
  });
});
