/**
 * A reminder jotted as the noun, its time, then "for" and the verb ("rappel à 15h30 pour aller chercher les petits", "lembrete às
 * 15h30 pra buscar as crianças"), found by living a day as a French owner (issue 35): not understood at all in French and
 * Portuguese, while Italian, Spanish and English read it. It is a reminder at that time; a notice to others headed by the same noun
 * ("rappel à tous pour le goûter", "lembrete para todos: …") or news about a reminder stays untracked.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/locale.ts";
import { extractCommitments } from "../capture.ts";

/** [locale, message, task, due phrase] */
const ASKED: ReadonlyArray<readonly [Locale, string, string, string]> = [
  ["fr", "rappel à 15h30 pour aller chercher les petits", "aller chercher les petits", "à 15h30"],
  ["fr", "rappel demain 8h pour signer le cahier de liaison", "signer le cahier de liaison", "demain 8h"],
  ["pt", "lembrete às 15h30 pra buscar as crianças", "buscar as crianças", "às 15h30"],
  ["pt", "lembrete amanhã às 8h de assinar a agenda da Bia", "assinar a agenda da Bia", "amanhã às 8h"],
  ["it", "promemoria alle 15:30 per prendere i bimbi", "prendere i bimbi", "alle 15:30"],
  ["es", "recordatorio a las 15:30 para recoger a los niños", "recoger a los niños", "a las 15:30"],
];

const NOT_ASKED: ReadonlyArray<readonly [Locale, string]> = [
  ["fr", "rappel à tous pour le goûter de vendredi"],
  ["fr", "le rappel à 15h30 pour le vaccin était utile"],
  ["fr", "rappel pour les parents : la sortie est demain"],
  ["pt", "lembrete para todos: amanhã não há aulas"],
  ["pt", "lembrete pra quem vai no passeio: levar lanche"],
];

describe("a reminder noun, its time, then 'for' and the verb", () => {
  for (const [locale, text, summary, due] of ASKED) {
    it(`${locale}: "${text}" is a reminder`, () => {
      expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, reminder: true, due }]);
    });
  }
  for (const [locale, text] of NOT_ASKED) {
    it(`${locale}: "${text}" stays untracked`, () => {
      expect(extractCommitments(text, locale)).toEqual([]);
    });
  }
});
