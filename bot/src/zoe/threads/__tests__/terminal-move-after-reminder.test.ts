/**
 * A Latin American Spanish and a Brazilian Portuguese owner, offline in the terminal (exploration, issues #34/#35): a
 * reminder comes, they answer "ya" / "pronto, fiz" and it closes; then "pásalo al viernes" / "joga pra sexta" for the
 * other open loop asks to move that loop (the closed reminder still "on screen" no longer takes the words).
 * Pinned clock: Wed 9 December 2026, 18:00 in Berlin.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { type Running } from "../../shell/runtime.ts";
import { liveUntil, startTerminalZoe } from "../../test-support/terminal-zoe.ts";

let home = "";
let running: Running | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  await rm(home, { recursive: true, force: true });
});

it.each([
  ["es", "tengo q pagar la luz mañana", "recuerdame en 5 min sacar la ropa de la lavadora", "ya", "pasalo al viernes", "¿Paso «pagar la luz» a vie 18:00?"],
  ["pt", "tenho que pagar a conta de luz amanhã", "me lembra em 5 min de tirar a roupa da máquina", "pronto, fiz", "joga pra sexta", "«pagar a conta de luz»"],
])("[%s] after a reminder is closed, a move in words moves the other loop", async (locale, commitment, reminder, done, move, asked) => {
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-term-move-"));
  const clock = new ManualClock("2026-12-09T17:00:00Z");
  const term = await startTerminalZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
  running = term.running;
  await term.type(commitment);
  await term.type(reminder);
  await liveUntil(term, clock, "2026-12-09T17:05:30Z");
  await term.type(done);
  const answer = await term.type(move);
  expect(answer).toContain(asked);
  expect(answer).not.toMatch(/pasalo al|joga pra/);
});
