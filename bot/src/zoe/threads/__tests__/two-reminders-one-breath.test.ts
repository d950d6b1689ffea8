/**
 * Two reminders asked for in one breath, each with its time ("remind me to water the plants at 10:30 and to ping
 * Tom at 11", "me lembra de buscar as crianças às 15h30 e tb de comprar pão às 16h", "ricordami di … alle 11:30 e
 * anche di … alle 11:30"): two reminders, each a reminder, each with its own time, even when both name the same
 * minute; the time never stays in a summary. One time for two verbs is one errand run and stays one.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";
import type { Locale } from "../../lang/index.ts";

describe("two reminders asked for in one sentence, each with its time", () => {
  it.each<[Locale, string, [string, string], [string, string]]>([
    ["en", "remind me to water the plants at 10:30 and to ping Tom at 11:00", ["water the plants", "at 10:30"], ["ping Tom", "at 11:00"]],
    ["en", "remind me to water the plants at 10:30 and also to ping Tom at 10:30", ["water the plants", "at 10:30"], ["ping Tom", "at 10:30"]],
    ["en", "pls remind me to take my meds in 20 min and to call the vet in 20 min", ["take my meds", "in 20 min"], ["call the vet", "in 20 min"]],
    ["pt", "me lembra de buscar as crianças às 15h30 e de comprar pão às 16h", ["buscar as crianças", "às 15h30"], ["comprar pão", "às 16h"]],
    ["pt", "me lembra de buscar as crianças às 15h30 e tb de comprar pão às 15h30", ["buscar as crianças", "às 15h30"], ["comprar pão", "às 15h30"]],
    ["pt", "me lembra de tirar a roupa da máquina em 40 min e também de ligar pra minha mãe às 19h", ["tirar a roupa da máquina", "em 40 min"], ["ligar pra minha mãe", "às 19h"]],
    ["it", "ricordami di annaffiare le piante alle 11:30 e anche di scrivere a Luca alle 11:30", ["annaffiare le piante", "alle 11:30"], ["scrivere a Luca", "alle 11:30"]],
    ["it", "ricordami di prendere la pillola tra 10 minuti e di chiamare la nonna alle 18", ["prendere la pillola", "tra 10 minuti"], ["chiamare la nonna", "alle 18"]],
  ])("%s: %j is two reminders", (locale, text, [s1, d1], [s2, d2]) => {
    expect(extractCommitments(text, locale)).toEqual([
      { op: "open", summary: s1, due: d1, reminder: true },
      { op: "open", summary: s2, due: d2, reminder: true },
    ]);
  });

  it.each<[Locale, string, string, string]>([
    ["en", "remind me to water the plants and ping Tom at 10:30", "water the plants and ping Tom", "at 10:30"],
    ["en", "remind me to call mum at 5pm and tell her about the trip", "call mum", "at 5pm"],
    ["pt", "me lembra de comprar pão e leite às 18h", "comprar pão e leite", "às 18h"],
    ["it", "ricordami di comprare pane e latte alle 18", "comprare pane e latte", "alle 18"],
  ])("%s: %j stays one reminder", (locale, text, summary, due) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ summary: expect.stringContaining(summary), due, reminder: true });
  });
});
