/**
 * A question about today, in words (issue 34 h, follow-up requests-h2): phrasings beyond the outside probe's, in all
 * seven languages, are /threads narrowed to today ("today"); the same question without the day is the whole list,
 * and a sentence that only mentions today is no question at all. The narrowing itself keeps today's and overdue
 * loops (pinned clock: Thursday 19 November 2026, 10:30 in Berlin).
 * Must never: answer a sentence about today's plans with a listing, or drop an overdue loop from today's.
 */
import { describe, expect, it } from "vitest";
import { forToday } from "../../threads/listing.ts";
import type { Thread } from "../../threads/index.ts";
import { commandAskedFor } from "../index.ts";

describe("a list question with the day's word asks for today's loops", () => {
  it.each([
    "what's on my list today?", "what do i have to do today", "anything due today?", "what's pending today",
    "was muss ich heute machen?", "was steht heute noch an", "was hab ich heute zu tun?",
    "qu'est-ce que j'ai à faire aujourd'hui ?", "qu'est-ce qui est prévu aujourd'hui", "c'est quoi le programme aujourd'hui ?",
    "¿qué tengo pendiente hoy?", "qué tengo para hoy", "¿qué hay para hoy?",
    "o que tenho para fazer hoje?", "o que está pendente hoje", "o que é que tenho hoje?",
    "cosa c'è da fare oggi?", "cosa ho in programma oggi", "che cosa devo fare oggi?",
    "wat staat er vandaag op de planning?", "wat moet ik vandaag nog doen?", "wat heb ik vandaag?",
  ])("%s", (text) => {
    expect(commandAskedFor(text)).toBe("today");
  });
  it.each(["what's on my list?", "was steht auf meiner liste?", "o que está na minha lista?"])("without the day, %s is the whole list", (text) => {
    expect(commandAskedFor(text)).toBe("threads");
  });
  it.each(["I'll show my list to Sam today", "heute muss ich den Zahnarzt anrufen", "aujourd'hui je fais le ménage", "hoy tengo que llamar al dentista"])(
    "a sentence about today, %s, asks for nothing",
    (text) => {
      expect(commandAskedFor(text)).toBeNull();
    },
  );
});

describe("as a Latin American or Brazilian owner types it (exploration, issues #34/#35)", () => {
  it.each(["que tengo pa hoy?", "q hay pa hoy", "o que tenho pra hoje?"])("%s asks for today's loops", (text) => {
    expect(commandAskedFor(text)).toBe("today");
  });
  it.each(["que tengo q hacer?", "o que tenho pra fazer?"])("%s asks for the whole list", (text) => {
    expect(commandAskedFor(text)).toBe("threads");
  });
  it.each(["pa hoy tengo que llamar a mi vieja", "tenho pra hoje umas coisas do trabalho"])("%s asks for nothing", (text) => {
    expect(commandAskedFor(text)).toBeNull();
  });
});

describe("today's loops: overdue and due before the day ends", () => {
  const now = new Date("2026-11-19T09:30:00Z");
  const th = (id: string, due: string | null, snooze: string | null = null) => ({ id, summary: id, due_at: due, snooze_until: snooze }) as unknown as Thread;
  it("keeps the overdue plumber and tonight's report, leaves Monday's dentist and an undated loop out", () => {
    const live = [th("th-plum", "2026-11-19T08:00:00Z"), th("th-rept", "2026-11-19T21:00:00Z"), th("th-dent", "2026-11-23T07:00:00Z"), th("th-none", null)];
    expect(forToday(live, now, "Europe/Berlin").map((t) => t.id).sort()).toEqual(["th-plum", "th-rept"]);
  });
  it("a loop snoozed until tomorrow is not today's, even when its old due time is past", () => {
    expect(forToday([th("th-snz", "2026-11-19T08:00:00Z", "2026-11-20T07:00:00Z")], now, "Europe/Berlin")).toEqual([]);
  });
});
