/**
 * Two reminders asked in one message, the second half without the request said again (found living a day as a new
 * owner): "erinnere mich in 5 Minuten ans Auto umparken und in 5 Minuten an die Katze füttern" set one reminder and
 * tracked the cat as a plain plan, so only the car's reminder came at 09:05; Dutch kept "aan" in the summary. A second
 * half that reads alone as a plan is still part of the reminder asked for; one with a subject or cue of its own
 * ("… und ich muss morgen …") stays a plan of its own.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";

describe("the second half of a reminder request is a reminder", () => {
  const cases: Array<[Parameters<typeof extractCommitments>[1], string, string]> = [
    ["en", "remind me in 5 min to move the car and in 5 min to feed the cat", "feed the cat"],
    ["de", "erinnere mich in 5 Minuten ans Auto umparken und in 5 Minuten an die Katze füttern", "die Katze füttern"],
    ["de", "erinner mich um 10 an den Zahnarzt und um 11 an die Apotheke", "die Apotheke"],
    ["fr", "rappelle-moi dans 5 minutes de déplacer la voiture et dans 5 minutes de nourrir le chat", "nourrir le chat"],
    ["es", "recuérdame en 5 minutos mover el coche y en 5 minutos dar de comer al gato", "dar de comer al gato"],
    ["pt", "me lembra em 5 minutos de tirar o carro e em 5 minutos de dar comida pro gato", "dar comida pro gato"],
    ["it", "ricordami tra 5 minuti di spostare la macchina e tra 5 minuti di dare da mangiare al gatto", "dare da mangiare al gatto"],
    ["nl", "herinner me over 5 minuten aan de auto verzetten en over 5 minuten aan de kat voeren", "de kat voeren"],
  ];
  for (const [locale, text, summary] of cases) {
    it(`${locale}: "${text}"`, () => {
      const ops = extractCommitments(text, locale);
      expect(ops).toHaveLength(2);
      expect(ops[1]).toMatchObject({ summary, reminder: true });
      expect(ops[0]).toMatchObject({ reminder: true });
    });
  }
});

describe("a second half with a subject of its own stays a plan", () => {
  const cases: Array<[Parameters<typeof extractCommitments>[1], string, string]> = [
    ["en", "remind me at 10 to call Tom and I need to pay rent tomorrow", "pay rent"],
    ["de", "erinner mich um 10 an den Zahnarzt und ich muss morgen die Steuer machen", "die Steuer machen"],
    ["nl", "herinner me om 10 aan de tandarts en ik moet morgen de belasting doen", "de belasting doen"],
  ];
  for (const [locale, text, summary] of cases) {
    it(`${locale}: "${text}"`, () => {
      const ops = extractCommitments(text, locale);
      expect(ops[1]).toMatchObject({ summary });
      expect(ops[1]!.reminder).toBeFalsy();
    });
  }
});
