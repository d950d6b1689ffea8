/**
 * Probe (explore-br-latam, issues #34/#35): a Brazilian and a Latin American owner ask what is open as they type it
 * on WhatsApp (a day named narrows the list: "tomorrow" is /threads tomorrow, "esta semana" /threads week; "o q eu tenho pra hoje?", "qué tengo pa mañana?", "hj", "q", "pa", "pra"). Written before running ZOE
 * on it; `KNOWN` lists the misses at the time of writing (removed as they are fixed).
 * Must never: answer a sentence that only says what the owner has to do or bring with a listing.
 */
import { describe, expect, it } from "vitest";
import { commandAskedFor } from "../index.ts";

/** [what the owner typed, the command it asks for]. */
const ASKED: Array<[string, "threads" | "today" | "tomorrow" | "week"]> = [
  ["qué tengo pa mañana?", "tomorrow"],
  ["q tengo pa mañana", "tomorrow"],
  ["que tengo para mañana?", "tomorrow"],
  ["que hay pa mañana?", "tomorrow"],
  ["qué tengo esta semana?", "week"],
  ["que tengo pal viernes?", "threads"],
  ["q tengo pendiente", "threads"],
  ["que tengo yo pa hoy", "today"],
  ["o q eu tenho pra hoje?", "today"],
  ["oq eu tenho pra hj", "today"],
  ["o que eu tenho pra amanhã?", "tomorrow"],
  ["oq tenho pra amanha?", "tomorrow"],
  ["q tenho q fazer hj?", "today"],
  ["o que tem pra hoje?", "today"],
  ["o que eu tenho pendente?", "threads"],
  ["quais sao minhas pendencias?", "threads"],
  ["o que ta pendente?", "threads"],
];

/** Sentences about the day that ask for no list. */
const NOT_ASKED = [
  "mañana tengo que ir al médico",
  "qué tengo que llevar mañana al cole?",
  "que tengo que comprar pa la fiesta?",
  "amanha tenho dentista",
  "o que eu tenho pra levar amanha?",
  "tenho q ir no mercado hj",
];

/** The misses at the time of writing. */
const KNOWN = new Set<string>([
]);

describe("what is open, asked as it is typed in chat", () => {
  it.each(ASKED.filter(([s]) => !KNOWN.has(s)))("%s asks for %s", (text, command) => {
    expect(commandAskedFor(text)).toBe(command);
  });
  it.fails.each(ASKED.filter(([s]) => KNOWN.has(s)))("known miss: %s asks for %s", (text, command) => {
    expect(commandAskedFor(text)).toBe(command);
  });
  it.each(NOT_ASKED)("%s asks for nothing", (text) => {
    expect(commandAskedFor(text)).toBeNull();
  });
});
