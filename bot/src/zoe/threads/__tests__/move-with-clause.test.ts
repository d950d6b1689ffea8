/**
 * A move asked with a clause in front, as people type it: "tô sem tempo hj, deixa o banco pra sexta", "ugh busy
 * day, push the gym to thursday", "anzi no, rimandalo a giovedì", "keine Zeit heute, schieb die Bank auf Freitag".
 * The clause before the comma says why; the move after it is read as if said alone. Pure: moveRequest at a pinned
 * `now` (Monday 7 December 2026, 10:00 in Berlin). Look-alikes stay no move: a commitment or news after the comma.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { moveRequest } from "../closing.ts";

const NOW = new Date("2026-12-07T09:00:00Z");
const ZONE = "Europe/Berlin";

describe("a move with a clause in front", () => {
  it.each<[Locale, string, string]>([
    ["pt", "tô sem tempo hj, deixa o banco pra sexta", "o banco"],
    ["pt", "nossa hj nao da, passa pra quinta", ""],
    ["en", "ugh busy day, push the gym to thursday", "the gym"],
    ["en", "not today sorry - move it to friday", ""],
    ["it", "anzi no, rimandalo a giovedì", ""],
    ["it", "oggi non ce la faccio, sposta la palestra a venerdì", "la palestra"],
    ["de", "keine Zeit heute, schieb die Bank auf Freitag", "die Bank"],
  ])("[%s] %j moves %j", (locale, text, what) => {
    const m = moveRequest(text, NOW, ZONE, locale);
    expect(m).not.toBeNull();
    expect(m!.what).toBe(what);
  });

  it.each<[Locale, string]>([
    ["en", "busy day, I'll move the couch to the bedroom on friday"],
    ["en", "fyi, the meeting moved to friday"],
    ["pt", "tô sem tempo hj, vou passar no banco sexta"],
    ["it", "oggi niente, la riunione è spostata a venerdì"],
    ["en", "ugh busy day"],
  ])("[%s] %j is no move", (locale, text) => {
    expect(moveRequest(text, NOW, ZONE, locale)).toBeNull();
  });
});

describe("a move to the weekday that is today is next week's (said on Monday 7 December)", () => {
  const day = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: ZONE });
  it.each<[Locale, string]>([
    ["en", "push it to monday"],
    ["pt", "passa pra segunda"],
    ["it", "spostalo a lunedì"],
    ["en", "move the gym to monday"],
  ])("[%s] %j: Monday 14 December", (locale, text) => {
    expect(day(moveRequest(text, NOW, ZONE, locale)!.at)).toBe("2026-12-14");
  });

  it.each<[Locale, string]>([
    ["en", "push it to 18:00"],
    ["en", "move it to tonight"],
    ["pt", "passa pra hoje à noite"],
    ["it", "spostalo a stasera"],
  ])("[%s] %j stays today", (locale, text) => {
    expect(day(moveRequest(text, NOW, ZONE, locale)!.at)).toBe("2026-12-07");
  });
});
