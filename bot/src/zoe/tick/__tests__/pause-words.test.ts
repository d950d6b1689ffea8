/**
 * A pause said in words (issue 34 h, follow-up requests-h2): phrasings beyond the outside probe's, in all seven
 * languages, and look-alikes that are no pause. Pinned clock: Thursday 19 November 2026, 10:30 in Berlin, active
 * hours 08:00-22:00. While paused, the guards hold what ZOE would say first, as quiet hours do, until the pause ends.
 * Must never: read a sentence that only mentions messages or a day as a pause.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { defaultOwnerSettings } from "../../settings/index.ts";
import { globalHold } from "../guards.ts";
import { pauseAsked } from "../pause.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-11-19T09:30:00Z");
const HOURS = { start: "08:00", end: "22:00" };
const MON_0800 = "2026-11-23T07:00:00.000Z";
const FRI_0800 = "2026-11-20T07:00:00.000Z";
const IN_2H = "2026-11-19T11:30:00.000Z";

const PAUSES: Array<[Locale, string, string]> = [
  ["en", "pause until monday please", MON_0800],
  ["en", "don't message me tonight", FRI_0800],
  ["en", "silence for 2 hours", IN_2H],
  ["en", "leave me alone until monday", MON_0800],
  ["de", "keine Nachrichten bis Montag", MON_0800],
  ["de", "heute Abend Ruhe bitte", FRI_0800],
  ["de", "für 2 Stunden stumm", IN_2H],
  ["de", "lass mich in Ruhe bis Montag", MON_0800],
  ["fr", "plus de messages jusqu'à lundi", MON_0800],
  ["fr", "ce soir, pas de messages stp", FRI_0800],
  ["fr", "pause pendant 2 heures", IN_2H],
  ["es", "no me escribas hasta el lunes", MON_0800],
  ["es", "sin mensajes esta noche, por favor", FRI_0800],
  ["es", "pausa durante 2 horas", IN_2H],
  ["pt", "sem mensagens até segunda", MON_0800],
  ["pt", "esta noite não me mandes mensagens", FRI_0800],
  ["pt", "pausa por 2 horas", IN_2H],
  ["it", "non scrivermi fino a lunedì", MON_0800],
  ["it", "niente messaggi stasera per favore", FRI_0800],
  ["it", "pausa per 2 ore", IN_2H],
  ["nl", "geen berichten tot maandag", MON_0800],
  ["nl", "vanavond even niks graag", FRI_0800],
  ["nl", "pauze voor 2 uur", IN_2H],
];

describe("a pause in words says until when", () => {
  it.each(PAUSES)("%s: %s", (locale, text, until) => {
    expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toEqual({ kind: "pause", until: new Date(until) });
  });
  it.each([
    ["en", "you may text me again"], ["de", "du darfst wieder schreiben"], ["fr", "fin de la pause"], ["es", "vale, puedes escribirme otra vez"],
    ["pt", "podes escrever-me outra vez"], ["it", "puoi scrivermi di nuovo"], ["nl", "de pauze is voorbij"],
  ] as Array<[Locale, string]>)("%s: %s ends it", (locale, text) => {
    expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toEqual({ kind: "resume" });
  });
});

describe("look-alikes are no pause", () => {
  it.each([
    ["en", "I'll mute the group chat until monday"],
    ["en", "no messages from Anna tonight, weird"],
    ["en", "remind me to pause the subscription until monday"],
    ["de", "ich bin bis Montag im Urlaub"],
    ["fr", "pas de messages de Paul ce soir ?"],
    ["es", "hasta el lunes no puedo"],
    ["pt", "até segunda não consigo"],
    ["it", "fino a lunedì sono via"],
    ["nl", "tot maandag ben ik weg"],
  ] as Array<[Locale, string]>)("%s: %s", (locale, text) => {
    expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toBeNull();
  });
});

describe("while paused, ZOE holds what it would say first until the pause ends", () => {
  const state = (quietUntil: string | null) => ({ now: NOW, timeZone: TZ, settings: { ...defaultOwnerSettings(), quietUntil }, lastPushAt: null, lastOwnerAt: null, ownerBusy: false });
  it("paused until Monday: held, looked at again Monday 08:00", () => {
    expect(globalHold(state(MON_0800))).toEqual({ held: true, guard: "quiet_hours", retryAt: new Date(MON_0800) });
  });
  it("a pause already over holds nothing", () => {
    expect(globalHold(state("2026-11-19T09:00:00.000Z"))).toEqual({ held: false });
  });
});

describe("a pause until the weekday it is today means that day next week (explore-it-nl)", () => {
  // Monday 7 December 2026, 09:00 in Berlin: "until monday" cannot mean this morning.
  const MONDAY = new Date("2026-12-07T08:00:00Z");
  const NEXT_MON_0800 = "2026-12-14T07:00:00.000Z";
  // Before the fix 0/9 (all read as no pause), after 9/9.
  it.each([
    ["it", "niente messaggi fino a lunedi"],
    ["it", "non scrivermi fino a lunedì"],
    ["nl", "geen berichten tot maandag"],
    ["nl", "tot maandag even niks"],
    ["en", "no messages until monday"],
    ["de", "keine Nachrichten bis Montag"],
    ["fr", "plus de messages jusqu'à lundi"],
    ["es", "no me escribas hasta el lunes"],
    ["pt", "sem mensagens até segunda"],
  ] as Array<[Locale, string]>)("%s: %s", (locale, text) => {
    expect(pauseAsked(text, MONDAY, TZ, HOURS, locale)).toEqual({ kind: "pause", until: new Date(NEXT_MON_0800) });
  });
  it("a later weekday still means this week: Monday, 'fino a mercoledì' is Wednesday 08:00", () => {
    expect(pauseAsked("niente messaggi fino a mercoledì", MONDAY, TZ, HOURS, "it")).toEqual({ kind: "pause", until: new Date("2026-12-09T07:00:00.000Z") });
  });
  it("'until tomorrow' on a Monday is Tuesday, not a week on", () => {
    expect(pauseAsked("geen berichten tot morgen", MONDAY, TZ, HOURS, "nl")).toEqual({ kind: "pause", until: new Date("2026-12-08T07:00:00.000Z") });
  });
  it("look-alike: 'tot maandag ben ik weg' said on a Monday is still no pause", () => {
    expect(pauseAsked("tot maandag ben ik weg", MONDAY, TZ, HOURS, "nl")).toBeNull();
  });
});

describe("a Latin American or Brazilian owner's pause, as they type it (exploration, issues #34/#35)", () => {
  it.each([
    ["es", "no me molestes hasta el lunes", MON_0800],
    ["es", "no me mandes msjs hasta el lunes porfa", MON_0800],
    ["es", "dejame tranquila hasta mañana", FRI_0800],
    ["pt", "não me manda mensagem até segunda", MON_0800],
    ["pt", "nao me escreve ate amanha", FRI_0800],
    ["pt", "me deixa em paz até segunda, pfv", MON_0800],
  ] as Array<[Locale, string, string]>)("%s: %s", (locale, text, until) => {
    expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toEqual({ kind: "pause", until: new Date(until) });
  });

  it.each([
    ["es", "no me mandes la factura hasta el lunes"],
    ["pt", "não me manda o relatório até segunda"],
    ["pt", "nao me escreve o texto ate amanha que eu leio depois"],
  ] as Array<[Locale, string]>)("%s: %s is about something else", (locale, text) => {
    expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toBeNull();
  });

  it.each([
    ["en", "no messages until monday"], ["es", "no me escribas hasta el lunes"], ["pt", "sem mensagens até segunda"],
  ] as Array<[Locale, string]>)("%s: %s said on a Monday morning pauses until next Monday", (locale, text) => {
    const monday = new Date("2026-11-23T08:00:00Z");
    expect(pauseAsked(text, monday, TZ, HOURS, locale)).toEqual({ kind: "pause", until: new Date("2026-11-30T07:00:00.000Z") });
  });
});
