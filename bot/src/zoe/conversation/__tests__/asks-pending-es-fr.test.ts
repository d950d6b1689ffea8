/**
 * A busy week of open loops (exploration, issues #34/#35): a Spanish (Spain and Mexico) and a French owner ask what
 * is left as they type it in chat: "qué me queda pendiente?", "¿qué pendientes tengo?", "cuáles son mis pendientes",
 * "quoi de neuf pour aujourd'hui ?". Before, each got the small-talk line; now the list (or today's part of it).
 * Must never: answer a sentence about someone else's pending things, or a greeting with no day, with a listing.
 */
import { expect, it } from "vitest";
import { commandAskedFor } from "../index.ts";

it.each([
  ["qué me queda pendiente?", "threads"],
  ["que me queda pendiente", "threads"],
  ["¿qué pendientes tengo?", "threads"],
  ["q pendientes tengo", "threads"],
  ["qué pendientes me quedan?", "threads"],
  ["cuáles son mis pendientes?", "threads"],
  ["qué me falta pendiente", "threads"],
  ["qué pendientes tengo hoy?", "today"],
  ["quoi de neuf pour aujourd'hui ?", "today"],
  ["j'ai quoi à faire aujourd'hui ?", "today"],
])("%j asks for %s", (text, command) => {
  expect(commandAskedFor(text)).toBe(command);
});

it.each([
  "quoi de neuf ?",
  "quoi de neuf chez toi",
  "mi hermana tiene muchos pendientes",
  "qué pendientes tiene Juan?",
  "me queda pendiente llamar al banco",
  "los pendientes de oro de mi abuela",
])("%j asks for no command", (text) => {
  expect(commandAskedFor(text)).toBeNull();
});
