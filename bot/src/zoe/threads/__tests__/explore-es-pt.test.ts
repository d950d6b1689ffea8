/**
 * A Latin American Spanish and a Brazilian Portuguese owner's first day (exploration of issues #34, #35):
 * what they typed that ZOE misread, as they typed it, with look-alikes that must stay as they are.
 * Pinned clock: Wed 2 Dec 2026, 10:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { extractCommitments } from "../capture.ts";
import { resolveDue } from "../due.ts";

const NOW = new Date("2026-12-02T09:00:00Z");
const TZ = "Europe/Berlin";

/** [language, a request to be reminded, a word the summary keeps, the instant (UTC) it names]. */
const REMINDERS: [Locale, string, string, string][] = [
  // Brazilian chat drops the "a" of "daqui a": "daqui 2 minutos", "daqui uma hora".
  ["pt", "me lembra de ligar pro banco daqui 2 minutos", "banco", "2026-12-02T09:02:00.000Z"],
  ["pt", "me lembra de ligar pra minha mãe daqui uma hora", "mãe", "2026-12-02T10:00:00.000Z"],
  ["pt", "me lembra daqui 20 min de tirar o bolo", "bolo", "2026-12-02T09:20:00.000Z"],
];

describe("a Brazilian owner's 'daqui 2 minutos' is a minute, not a clock time", () => {
  it.each(REMINDERS)("[%s] %j is a reminder about %j at %s", (locale, text, kept, iso) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    expect(ops[0]!.reminder).toBe(true);
    expect(ops[0]!.summary.toLowerCase()).toContain(kept);
    expect(ops[0]!.summary).not.toMatch(/daqui/);
    expect(resolveDue(ops[0]!.due!, NOW, TZ, locale)?.toISOString()).toBe(iso);
  });

  it("leaves 'daqui' meaning 'from here' alone", () => {
    const [op] = extractCommitments("preciso sair daqui às 5 pra buscar a Ana", "pt");
    expect(op?.summary).toContain("sair daqui");
    expect(resolveDue("daqui pra frente", NOW, TZ, "pt")).toBeNull();
  });
});

/** [language, the time said first, then the request, the summary, the instant (UTC) it names]. */
const TIME_FIRST: [Locale, string, string, string][] = [
  ["es", "a las 15:30 recordame comprar pan", "comprar pan", "2026-12-02T14:30:00.000Z"],
  ["es", "en 10 minutos recuérdame sacar la pizza", "sacar la pizza", "2026-12-02T09:10:00.000Z"],
  ["pt", "às 15h30 me lembra de comprar pão", "comprar pão", "2026-12-02T14:30:00.000Z"],
  ["en", "in 10 minutes remind me to take the pizza out", "take the pizza out", "2026-12-02T09:10:00.000Z"],
];

describe("a time said before 'remind me' is the reminder's time", () => {
  it.each(TIME_FIRST)("[%s] %j", (locale, text, summary, iso) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    expect(ops[0]!.reminder).toBe(true);
    expect(ops[0]!.summary).toBe(summary);
    expect(resolveDue(ops[0]!.due!, NOW, TZ, locale)?.toISOString()).toBe(iso);
  });

  it.each([
    ["es", "ayer me dijiste recuérdame eso"],
    ["es", "el lunes le dije a Ana recuérdame el cumple"],
  ] as [Locale, string][])("[%s] %j: words before the request that are no time keep it from being one", (locale, text) => {
    expect(extractCommitments(text, locale).filter((o) => o.reminder)).toHaveLength(0);
  });
});

describe("'pásalo al viernes' moves a loop; it never opens one called 'pasalo al'", () => {
  it.each([
    ["es", "pasalo al viernes"], ["es", "muévelo al lunes"], ["pt", "joga pra sexta"], ["pt", "passa-o para amanhã"], ["en", "move it to friday"],
  ] as [Locale, string][])("[%s] %j opens nothing", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it.each([
    ["es", "tengo que mover el coche al garaje mañana", "mover el coche al garaje"],
    ["en", "I'll move the couch to the bedroom friday", "move the couch to the bedroom"],
  ] as [Locale, string, string][])("[%s] %j is still a commitment", (locale, text, summary) => {
    expect(extractCommitments(text, locale).map((o) => o.summary)).toEqual([summary]);
  });
});
