/**
 * A freelancer's week in English (a UK owner, then a US owner) and Mexican Spanish (exploration of issues
 * #34, #35, round 4): what they typed that ZOE misread, as they typed it, with look-alikes that must stay.
 * Pinned clock: Mon 7 Dec 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { extractCommitments } from "../capture.ts";
import { dueHourReadings, isDuePhrase, resolveDue } from "../due.ts";
import { classifyReply } from "../reply.ts";

const NOW = new Date("2026-12-07T08:00:00Z");
const TZ = "Europe/Berlin";

describe("an acronym that looks like a weekday ('el SAT', 'the SAT') is a name, not Saturday", () => {
  /** [language, what the owner typed, the summary, the due phrase (null: none), the instant (UTC) it names]. */
  const CASES: [Locale, string, string, string | null, string | null][] = [
    // The Mexican tax authority: "pagar el SAT" was a reminder for Saturday about "mañana en la mañana pagar".
    ["es", "recuérdame mañana en la mañana pagar el SAT", "pagar el SAT", "mañana en la mañana", "2026-12-08T08:00:00.000Z"],
    ["es", "tengo que pagar el SAT el viernes", "pagar el SAT", "el viernes", "2026-12-11T17:00:00.000Z"],
    ["en", "I need to register for the SAT", "register for the SAT", null, null],
  ];
  it.each(CASES)("[%s] %j tracks %j due %j", (locale, text, summary, due, iso) => {
    const [op] = extractCommitments(text, locale);
    expect(op?.summary).toBe(summary);
    expect(op?.due ?? null).toBe(due);
    if (due !== null) expect(resolveDue(due, NOW, TZ, locale)?.toISOString()).toBe(iso);
  });

  it("keeps the short weekday a day when no article names it: 'on SAT', 'on sat', 'el sáb', 'the sat' lower-case", () => {
    expect(resolveDue("on SAT", NOW, TZ, "en")?.toISOString()).toBe("2026-12-12T17:00:00.000Z");
    expect(resolveDue("on sat", NOW, TZ, "en")?.toISOString()).toBe("2026-12-12T17:00:00.000Z");
    expect(resolveDue("el sáb", NOW, TZ, "es")?.toISOString()).toBe("2026-12-12T17:00:00.000Z");
    expect(extractCommitments("dentist on sat", "en")[0]?.due).toBe("on sat");
    expect(extractCommitments("remind me to buy the SUN on sun", "en")[0]).toMatchObject({ summary: "buy the SUN", due: "on sun" });
  });
});

describe("'snooze it till 11': a bare hour after till / until / by is that hour, as 'at 11' is", () => {
  const SUMMARY = "ring Priya about the logo";
  it.each(["snooze it till 11", "snooze till 11", "push it till 11", "give me till 3", "not yet, till 4"])("%j is a snooze to that hour", (text) => {
    const reading = classifyReply(text, { summary: SUMMARY, locale: "en" });
    expect(reading.actions.some((a) => a.action === "snooze" && /^(?:till|until) \d+$/.test(a.until ?? ""))).toBe(true);
  });

  it("reads the hour both ways (asked am or pm), like 'at 11'", () => {
    for (const phrase of ["till 11", "until 4", "by 9"]) {
      expect(dueHourReadings(phrase, NOW, TZ, "en")).toEqual(dueHourReadings(phrase.replace(/^\S+/, "at"), NOW, TZ, "en"));
    }
  });

  it("leaves a day of the month and an hour said whole alone, and 'I was out till 11' is no answer", () => {
    expect(isDuePhrase("by 15", "en")).toBe(false);
    expect(resolveDue("till 11am", NOW, TZ, "en")?.toISOString()).toBe("2026-12-07T10:00:00.000Z");
    expect(classifyReply("I was out till 11", { summary: SUMMARY, locale: "en" }).actions).toEqual([]);
  });
});

describe("a freelancer's calls and meetings said as nouns ('client call with Tom at 2pm tomorrow', 'junta con Rodrigo')", () => {
  /** [language, what the owner typed, the summary, the due phrase]. */
  const CALLS: [Locale, string, string, string][] = [
    ["en", "client call with Tom at 2pm tomorrow", "client call with Tom", "at 2pm tomorrow"],
    ["en", "client call tomorrow at 2", "client call", "tomorrow at 2"],
    ["en", "catch-up with Sam thursday 4pm", "catch-up with Sam", "thursday 4pm"],
    ["en", "demo tomorrow at 10", "demo", "tomorrow at 10"],
    // Mexican Spanish says "junta" for a meeting.
    ["es", "junta con Rodrigo el jueves a las 11", "junta con Rodrigo", "el jueves a las 11"],
  ];
  it.each(CALLS)("[%s] %j is tracked as %j, due %j", (locale, text, summary, due) => {
    const [op] = extractCommitments(text, locale);
    expect(op).toMatchObject({ summary, due });
  });

  it.each([
    ["en", "missed call from mum yesterday"],
    ["en", "the call went well today"],
    // On duty, not a call to make.
    ["en", "I'm on call this weekend"],
    ["es", "toda la ropa junta mañana"],
    ["es", "la junta de hoy fue larga"],
  ] as [Locale, string][])("[%s] leaves %j untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});
