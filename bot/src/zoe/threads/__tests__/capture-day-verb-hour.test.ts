/**
 * A plan said with its day first, then the owner's verb, then the hour at the end ("amanhã levo a Bia no pediatra às 10h"),
 * found by living a day as a Brazilian owner (issue 35): the day stayed in the summary ("amanhã levo a Bia no pediatra") and
 * the hour alone fell today. It is tracked as the task, due that day at that hour; past news and questions stay untracked.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/locale.ts";
import { extractCommitments } from "../capture.ts";
import { resolveDue } from "../due.ts";

// Monday 7 December 2026, 08:00 in Berlin.
const NOW = new Date("2026-12-07T07:00:00Z");
const ZONE = "Europe/Berlin";

/** [locale, message, summary, local date and hour it is due] */
const PLANS: ReadonlyArray<readonly [Locale, string, string, string]> = [
  ["pt", "amanhã levo a Bia no pediatra às 10h", "levar a Bia no pediatra", "2026-12-08 10:00"],
  ["pt", "amanha ligo pro banco as 15h", "ligar pro banco", "2026-12-08 15:00"],
  ["pt", "sexta levo o carro na oficina às 14h", "levar o carro na oficina", "2026-12-11 14:00"],
  ["pt", "amanhã eu busco as crianças na escola às 17h30", "buscar as crianças na escola", "2026-12-08 17:30"],
  ["it", "domani porto Marco dal dentista alle 9:30", "portare Marco dal dentista", "2026-12-08 09:30"],
  ["es", "mañana llevo a Bia al pediatra a las 10:00", "llevar a Bia al pediatra", "2026-12-08 10:00"],
];

/** The same shapes as news, someone else's plan, or a question: nothing to track. */
const NOT_PLANS: ReadonlyArray<readonly [Locale, string]> = [
  ["pt", "ontem levei o carro na oficina às 14h"],
  ["pt", "amanhã a Bia vai ao pediatra às 10h"],
  ["pt", "amanhã levo a Bia no pediatra às 10h?"],
];

function localDueOf(due: string, locale: Locale): string {
  const at = resolveDue(due, NOW, ZONE, locale);
  if (!at) return "none";
  const parts = new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, dateStyle: "short", timeStyle: "short" }).format(at);
  return parts;
}

describe("a day, the owner's verb, then the hour: one due date, the day out of the summary", () => {
  for (const [locale, text, summary, when] of PLANS) {
    it(`${locale}: "${text}"`, () => {
      const ops = extractCommitments(text, locale);
      expect(ops.map((o) => o.summary)).toEqual([summary]);
      expect(localDueOf(ops[0]!.due ?? "", locale)).toBe(when);
    });
  }
  for (const [locale, text] of NOT_PLANS) {
    it(`${locale}: "${text}" stays untracked`, () => {
      expect(extractCommitments(text, locale)).toEqual([]);
    });
  }
});
