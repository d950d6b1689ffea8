/**
 * Probe (explore-br-latam, issues #34/#35): moving a loop as Brazilians and Latin Americans chat it ("deixa o banco pra
 * sexta", "bota a academia pra segunda", "pasala pal viernes", "pasa lo del dentista pal lunes"). Written before
 * running ZOE on it; `KNOWN` lists the misses at the time of writing. Pinned clock: Monday 7 December 2026, 10:00.
 * Must never: read "deixa a chave com a Ana" or "pasala bien" (no time) as a move.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { moveRequest } from "../closing.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-12-07T09:00:00Z");

const MOVES: Array<[Locale, string]> = [
  ["pt", "deixa o banco pra sexta"],
  ["pt", "bota a academia pra segunda"],
  ["pt", "joga o dentista pra semana que vem"],
  ["pt", "remarca o boleto pra quinta"],
  ["es", "pasala pal viernes"],
  ["es", "pasa lo del dentista pal lunes"],
  ["es", "movelo pa mañana"],
  ["es", "dejalo pal jueves"],
];
const NOT_MOVES: Array<[Locale, string]> = [
  ["pt", "deixa a chave com a Ana"],
  ["pt", "deixa pra la"],
  ["es", "pasala bien"],
  ["es", "dejalo así"],
];
const KNOWN = new Set<string>([]);

describe("a move as it is chatted", () => {
  const check = (locale: Locale, text: string) => expect(moveRequest(text, NOW, TZ, locale)).not.toBeNull();
  it.each(MOVES.filter(([, s]) => !KNOWN.has(s)))("[%s] %s", check);
  it.fails.each(MOVES.filter(([, s]) => KNOWN.has(s)))("known miss: [%s] %s", check);
  it.each(NOT_MOVES)("[%s] %s is no move", (locale, text) => {
    expect(moveRequest(text, NOW, TZ, locale)).toBeNull();
  });
});
