/**
 * Putting a loop off or stopping its reminders with no follow-up on screen, offline, in every
 * language: after the morning brief or a while later, "snooze it again", "plus tard", "morgen" or
 * "stop reminding me" is a plain request about an open loop, not chat. ZOE offers the one open
 * loop's snooze times (or asks "until tomorrow 18:00? [Yes] [No]" when a time was said), asks which
 * one when several are open, and changes a thread only on the owner's press.
 * Pinned clock: Wednesday 2 December 2026, 10:00 in Berlin; no follow-up has been sent yet.
 * Must never: change a thread on the words alone, or take a new commitment for a put-off.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { putOffOrStop } from "../closing.ts";

interface Case {
  locale: Locale;
  /** A loop due today, and the word of it /threads shows. */
  bank: [string, string];
  /** A second loop, due Friday. */
  passport: [string, string];
  /** Putting off with no time, with "tomorrow", and stopping, all naming no loop. */
  later: string;
  tomorrow: string;
  stop: string;
}

const CASES: Case[] = [
  { locale: "en", bank: ["I'll call the bank today", "bank"], passport: ["I'll renew the passport on Friday", "passport"], later: "snooze it again", tomorrow: "tomorrow", stop: "stop reminding me" },
  { locale: "de", bank: ["Ich muss heute die Bank anrufen", "Bank"], passport: ["Ich muss am Freitag den Reisepass verlängern", "Reisepass"], later: "nochmal schlummern", tomorrow: "morgen", stop: "hör auf mich zu erinnern" },
  { locale: "fr", bank: ["Je dois appeler la banque aujourd'hui", "banque"], passport: ["Je dois renouveler le passeport vendredi", "passeport"], later: "plus tard", tomorrow: "demain", stop: "arrête de me le rappeler" },
  { locale: "es", bank: ["Tengo que llamar al banco hoy", "banco"], passport: ["Tengo que renovar el pasaporte el viernes", "pasaporte"], later: "más tarde", tomorrow: "mañana", stop: "deja de recordármelo" },
  { locale: "pt", bank: ["Tenho de ligar ao banco hoje", "banco"], passport: ["Tenho de renovar o passaporte na sexta", "passaporte"], later: "mais tarde", tomorrow: "amanhã", stop: "para de me lembrar" },
  { locale: "it", bank: ["Devo chiamare la banca oggi", "banca"], passport: ["Devo rinnovare il passaporto venerdì", "passaporto"], later: "più tardi", tomorrow: "domani", stop: "smettila di ricordarmelo" },
  { locale: "nl", bank: ["Ik moet vandaag de bank bellen", "bank"], passport: ["Ik moet vrijdag het paspoort verlengen", "paspoort"], later: "later", tomorrow: "morgen", stop: "stop met herinneren" },
];

const WED_10 = "2026-12-02T09:00:00Z";
const openTerminal = terminalZoeEachTest("zoe-put-off-");

async function start(c: Case) {
  const clock = new ManualClock(WED_10);
  const term = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: c.locale }, clock);
  await term.type("/start");
  return { term, clock };
}

/** The number of the choice labelled `label` in `text` ("[2] In an hour"), or of the line naming `words`. */
function choice(text: string, label: string): string | null {
  const esc = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`\\[(\\d)\\] [^\\[]*${esc}`, "i").exec(text)?.[1] ?? null;
}

describe("what counts as putting off or stopping, with nothing on screen (pure)", () => {
  it.each([
    ["en", "snooze it again", { action: "snooze", until: null }],
    ["en", "tomorrow", { action: "snooze", until: "tomorrow" }],
    ["en", "stop reminding me", { action: "stop" }],
    ["de", "noch nicht", { action: "snooze", until: null }],
    ["it", "non ancora", { action: "snooze", until: null }],
  ] as const)("%s: %j", (locale, text, want) => {
    expect(putOffOrStop(text, locale)).toEqual(want);
  });

  it.each([
    ["en", "I'll do the taxes later"],
    ["en", "done"],
    ["en", "later?"],
    ["en", "see you later"],
    ["en", "thanks"],
    ["fr", "Je dois appeler la banque demain"],
  ] as const)("%s: %j is not one", (locale, text) => {
    expect(putOffOrStop(text, locale)).toBeNull();
  });
});

describe("one open loop: a put-off in words offers its snooze times, and a press snoozes it", () => {
  it.each(CASES)("$locale", async (c) => {
    const { term } = await start(c);
    await term.type(c.bank[0]);
    const asked = await term.type(c.later);
    expect(asked.toLowerCase()).toContain(c.bank[1].toLowerCase());
    const inAnHour = choice(asked, t(c.locale, "btn.snoozeIn1h"));
    expect(inAnHour, asked).not.toBeNull();
    const done = await term.type(inAnHour!);
    expect(done).toContain("11:00");
    if (c.locale !== "en") expect(englishLeaks(asked + done, c.locale, c.bank[0])).toEqual([]);
  }, 60_000);
});

describe("one open loop: a put-off with a time asks to snooze to that time; No changes nothing", () => {
  it.each(CASES)("$locale", async (c) => {
    const { term } = await start(c);
    await term.type(c.bank[0]);
    const asked = await term.type(c.tomorrow);
    expect(asked).toContain("18:00");
    expect(asked).toContain(t(c.locale, "btn.yes"));
    await term.type("2");
    expect(await term.type("/threads")).toContain(c.bank[1]);
    await term.type(c.tomorrow);
    const yes = await term.type("1");
    expect(yes).toContain("18:00");
    if (c.locale !== "en") expect(englishLeaks(asked + yes, c.locale, c.bank[0])).toEqual([]);
  }, 60_000);
});

describe("two open loops: a bare stop asks which, and stops only the one picked", () => {
  it.each(CASES)("$locale", async (c) => {
    const { term } = await start(c);
    await term.type(c.bank[0]);
    await term.type(c.passport[0]);
    const asked = await term.type(c.stop);
    expect(asked).toContain(t(c.locale, "close.stopWhich"));
    const bank = choice(asked, c.bank[1]);
    expect(bank, asked).not.toBeNull();
    // Asking changed nothing.
    const before = await term.type("/threads");
    expect(before).toContain(c.bank[1]);
    expect(before).toContain(c.passport[1]);
    await term.type(c.stop);
    await term.type(bank!);
    const after = await term.type("/threads");
    expect(after).not.toContain(c.bank[1]);
    expect(after).toContain(c.passport[1]);
    if (c.locale !== "en") expect(englishLeaks(asked, c.locale, c.bank[0] + c.passport[0])).toEqual([]);
  }, 60_000);
});

describe("a stop that names its loop still stops that loop at once", () => {
  it("en: stop reminding me about the passport", async () => {
    const c = CASES[0]!;
    const { term } = await start(c);
    await term.type(c.bank[0]);
    await term.type(c.passport[0]);
    await term.type("stop reminding me about the passport");
    const after = await term.type("/threads");
    expect(after).not.toContain("passport");
    expect(after).toContain("bank");
  }, 60_000);
});

describe("a second snooze typed when the follow-up is no longer on screen counts as a second snooze", () => {
  const SECOND: Array<{ locale: Locale; remind: string; word: string; first: string; again: string }> = [
    { locale: "en", remind: "remind me to call the plumber at 10:30", word: "plumber", first: "not yet", again: "snooze it again" },
    { locale: "de", remind: "erinnere mich um 10:30 daran, den Klempner anzurufen", word: "Klempner", first: "noch nicht", again: "nochmal schlummern" },
    { locale: "pt", remind: "lembra-me de ligar ao canalizador às 10:30", word: "canalizador", first: "ainda não", again: "adia outra vez" },
  ];
  it.each(SECOND)("$locale: the times are offered, and the next follow-up is the reschedule / drop / break-it-down question", async (c) => {
    const { term, clock } = await start({ ...CASES[0]!, locale: c.locale });
    await term.type(c.remind);
    expect(await liveUntil(term, clock, "2026-12-02T09:31:00Z")).toContain(c.word);
    await term.type(c.first);
    // An hour later nothing is on screen; the second snooze is typed into an empty chat.
    clock.set("2026-12-02T10:40:00Z");
    const asked = await term.type(c.again);
    const inTen = choice(asked, t(c.locale, "btn.snoozeIn10"));
    expect(inTen, asked).not.toBeNull();
    await term.type(inTen!);
    const next = await liveUntil(term, clock, "2026-12-02T11:00:00Z");
    for (const key of ["btn.reschedule", "btn.drop", "btn.breakdown"] as const) expect(next).toContain(t(c.locale, key));
  }, 60_000);
});
