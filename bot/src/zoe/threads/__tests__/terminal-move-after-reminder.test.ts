/**
 * A Latin American Spanish and a Brazilian Portuguese owner, offline in the terminal (exploration, issues #34/#35): a
 * reminder comes, they answer "ya" / "pronto, fiz" and it closes; then "pásalo al viernes" / "joga pra sexta" for the
 * other open loop asks to move that loop (the closed reminder still "on screen" no longer takes the words).
 * Pinned clock: Wed 9 December 2026, 18:00 in Berlin.
 */
import { expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const open = terminalZoeEachTest("zoe-term-move-");

it.each([
  ["es", "tengo q pagar la luz mañana", "recuerdame en 5 min sacar la ropa de la lavadora", "ya", "pasalo al viernes", "¿Paso «pagar la luz» a vie 18:00?"],
  ["pt", "tenho que pagar a conta de luz amanhã", "me lembra em 5 min de tirar a roupa da máquina", "pronto, fiz", "joga pra sexta", "«pagar a conta de luz»"],
])("[%s] after a reminder is closed, a move in words moves the other loop", async (locale, commitment, reminder, done, move, asked) => {
  const clock = new ManualClock("2026-12-09T17:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
  await term.type(commitment);
  await term.type(reminder);
  await liveUntil(term, clock, "2026-12-09T17:05:30Z");
  await term.type(done);
  const answer = await term.type(move);
  expect(answer).toContain(asked);
  expect(answer).not.toMatch(/pasalo al|joga pra/);
});
