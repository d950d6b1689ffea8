/**
 * A busy week of open loops (exploration, issue #35): "rappeler le plombier" / "llamar al fontanero" is done when the
 * owner says they talked to the plumber ("j'ai parlé au plombier", "ya hablé con el fontanero", "le marqué al
 * plomero"), as Dutch "de loodgieter heb ik gesproken" already was: offline, with nothing on screen, ZOE asks
 * "Close …?". Before, both were small talk. Pure (threads/past.ts over the packs' `pastOf`), and one terminal day.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { doneByVerb } from "../past.ts";
import type { Thread } from "../store.ts";

const thread = (id: string, summary: string): Thread =>
  ({ id, summary, status: "open", due_at: null, created_at: "2026-12-06T08:00:00.000Z", updated_at: "2026-12-06T08:00:00.000Z" }) as unknown as Thread;

describe("a call said done as the talk it was for", () => {
  it.each([
    ["fr", "rappeler le plombier", "j'ai parlé au plombier"],
    ["fr", "appeler la banque", "c'est bon j'ai parlé avec la banque ce matin"],
    ["fr", "téléphoner à l'assurance", "j'ai appelé l'assurance"],
    ["es", "llamar al fontanero", "ya hablé con el fontanero"],
    ["es", "llamar al banco", "hablé con los del banco, todo bien"],
    ["es", "marcarle al plomero", "ya le marqué al plomero"],
    ["es", "marcarle al plomero", "ya hablé con el plomero"],
  ] as Array<[Locale, string, string]>)("[%s] %s: %j names it", (locale, summary, text) => {
    const th = thread("th-ca01", summary);
    expect(doneByVerb(text, [th, thread("th-ot01", "envoyer le devis / mandar el presupuesto")], locale).map((t) => t.id)).toEqual(["th-ca01"]);
  });

  // Look-alikes: a talk still ahead, a negation, a question, a present without its accent, a loop that is no call.
  it.each([
    ["fr", "rappeler le plombier", "je parle au plombier demain"],
    ["fr", "rappeler le plombier", "j'ai pas encore parlé au plombier"],
    ["fr", "rappeler le plombier", "t'as parlé au plombier ?"],
    ["fr", "envoyer le devis a Mme Girard", "j'ai parlé à Mme Girard"],
    ["es", "llamar al fontanero", "mañana hablo con el fontanero"],
    ["es", "llamar al fontanero", "todavía no hablé con el fontanero"],
    ["es", "llamar al fontanero", "que hable con el fontanero mi hermano"],
    ["es", "mandar el presupuesto a Lucía", "hablé con Lucía"],
  ] as Array<[Locale, string, string]>)("[%s] %s: %j leaves it open", (locale, summary, text) => {
    expect(doneByVerb(text, [thread("th-ca01", summary)], locale)).toEqual([]);
  });
});

const open = terminalZoeEachTest("zoe-term-talked-");

it.each([
  ["fr", "faut que je rappelle le plombier demain matin", "j'ai parlé au plombier", "Clore « rappeler le plombier » ?"],
  ["es", "mañana llamo al fontanero", "ya hablé con el fontanero", "¿Cerrar «llamar al fontanero»?"],
])("[%s] in the terminal, the talk closes the call after a yes", async (locale, commitment, talked, asked) => {
  const clock = new ManualClock("2026-12-07T08:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
  await term.type(commitment);
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, " ");
  expect(plain(await term.type(talked))).toContain(asked);
  expect(plain(await term.type("1"))).toMatch(/Fait|Hecho/);
});
