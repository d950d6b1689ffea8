/**
 * Changing a reminder in words (threads/reminder-edit.ts) and the time words outside probe (i) found missing, read
 * in every language: what a message does to the owner's reminders, and the minute a duration or a clock form names.
 * Written after the probe's first pass, for the wider forms of the rules it led to. Pinned clock: Thu 10 Dec 2026,
 * 10:03 in Berlin (UTC+1).
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { resolveDue } from "../due.ts";
import { readReminderEdit } from "../reminder-edit.ts";

const ZONE = "Europe/Berlin";
const NOW = new Date("2026-12-10T09:03:00Z");
const MIN = 60_000;
/** Berlin wall time on that day as an instant. */
const berlin = (hhmm: string) => new Date(`2026-12-10T${String(Number(hhmm.slice(0, 2)) - 1).padStart(2, "0")}:${hhmm.slice(3)}:00Z`);

interface Words {
  /** Later by 15 minutes, earlier by 5, said another way than the probe's. */
  later: string;
  earlier: string;
  /** Another time: 18:30. */
  move: string;
  cancel: string;
  list: string;
  /** Messages that change no reminder. */
  not: string[];
  /** "in 2h15": a duration, 135 minutes. */
  duration: string;
}

const W: Record<Locale, Words> = {
  en: {
    later: "push it 15 minutes later",
    earlier: "make it 5 minutes earlier",
    move: "no, make it 18:30",
    cancel: "delete the reminder",
    list: "show me my reminders",
    not: ["see you later", "I'll do it later", "actually I'm tired", "what a day"],
    duration: "in 2h15",
  },
  de: {
    later: "verschieb es 15 Minuten später",
    earlier: "mach's 5 Minuten früher",
    move: "ach, lieber um 18:30",
    cancel: "streich die Erinnerung",
    list: "zeig mir meine Erinnerungen",
    not: ["bis später", "ich mache das später", "doch lieber nicht", "was für ein Tag"],
    duration: "in 2h15",
  },
  fr: {
    later: "décale-le de 15 minutes plus tard",
    earlier: "avance-le de 5 minutes plus tôt",
    move: "finalement à 18h30",
    cancel: "supprime le rappel",
    list: "montre-moi mes rappels",
    not: ["à plus tard", "je le ferai plus tard", "en fait je suis fatigué", "quelle journée"],
    duration: "dans 2h15",
  },
  es: {
    later: "pásalo 15 minutos más tarde",
    earlier: "adelántalo 5 minutos antes",
    move: "al final a las 18:30",
    cancel: "borra el recordatorio",
    list: "muéstrame mis recordatorios",
    not: ["hasta luego", "lo hago más tarde", "mejor no", "qué día"],
    duration: "en 2h15",
  },
  pt: {
    later: "passa 15 minutos mais tarde",
    earlier: "antecipa 5 minutos mais cedo",
    move: "melhor às 18:30",
    cancel: "apaga o lembrete",
    list: "mostra-me os meus lembretes",
    not: ["até logo", "faço isso mais tarde", "afinal não", "que dia"],
    duration: "daqui a 2h15",
  },
  it: {
    later: "rimandalo di 15 minuti più tardi",
    earlier: "anticipalo di 5 minuti prima",
    move: "invece alle 18:30",
    cancel: "cancella il promemoria",
    list: "mostrami i miei promemoria",
    not: ["a dopo", "lo faccio più tardi", "anzi no", "che giornata"],
    duration: "tra 2h15",
  },
  nl: {
    later: "schuif hem 15 minuten later",
    earlier: "maak er 5 minuten eerder van",
    move: "liever om 18:30",
    cancel: "verwijder de herinnering",
    list: "laat me mijn herinneringen zien",
    not: ["tot later", "ik doe het later", "toch maar niet", "wat een dag"],
    duration: "over 2u15",
  },
};

describe.each(Object.keys(W) as Locale[])("changing a reminder in words [%s]", (locale) => {
  const w = W[locale];
  const read = (s: string) => readReminderEdit(s, NOW, ZONE, locale);

  it("later and earlier by a duration shift the reminder by it", () => {
    expect(read(w.later)).toEqual({ kind: "shift", byMs: 15 * MIN });
    expect(read(w.earlier)).toEqual({ kind: "shift", byMs: -5 * MIN });
  });

  it("another time moves it to that minute", () => {
    expect(read(w.move)).toEqual({ kind: "move", at: berlin("18:30") });
  });

  it("cancel and list are read as such", () => {
    expect(read(w.cancel)).toEqual({ kind: "cancel" });
    expect(read(w.list)).toEqual({ kind: "list" });
  });

  it("goodbyes, a task put off and small talk change no reminder", () => {
    for (const s of w.not) expect(read(s), s).toBeNull();
  });

  it("hours and minutes written together after 'in' are a duration, not a clock time", () => {
    expect(resolveDue(w.duration, NOW, ZONE, locale)).toEqual(new Date(NOW.getTime() + 135 * MIN));
  });
});

describe("clock forms before the hour, as the probe's wider forms", () => {
  it("French '19h moins 10' is 18:50; Portuguese 'às 10 para as 19' is 18:50", () => {
    expect(resolveDue("à 19h moins 10", NOW, ZONE, "fr")).toEqual(berlin("18:50"));
    expect(resolveDue("às 10 para as 19", NOW, ZONE, "pt")).toEqual(berlin("18:50"));
  });

  it("German clipped articles: 'in 'ne Stunde' is an hour, 'in 'ner halben Stunde' half of one", () => {
    expect(resolveDue("in 'ne Stunde", NOW, ZONE, "de")).toEqual(new Date(NOW.getTime() + 60 * MIN));
    expect(resolveDue("in 'ner halben Stunde", NOW, ZONE, "de")).toEqual(new Date(NOW.getTime() + 30 * MIN));
  });
});
