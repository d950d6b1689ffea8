/**
 * "done, rang her" said late (issue #34/#35, leftovers-replies): the follow-up about "call Anna" came hours ago and
 * the owner has written about other things since; a done-word beside the loop's own verb in the past and a pronoun
 * for its person ("erledigt, hab sie angerufen", "c'est fait, je l'ai appelée", "listo, la llamé", "pronto, liguei
 * pra ela", "fatto, l'ho chiamata", "gedaan, heb haar gebeld") asks to close that loop, not "no open loop about …"
 * nor "which one?" among every open loop. Offline, in the terminal, pinned clock: Monday 7 December 2026, Berlin.
 * Must never: close on these words without the owner's yes, or ask about a loop of another verb.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

/** [locale, the call loop, its summary, another loop, an aside, the late done, a bare verb with a pronoun]. */
const LATE: Array<[Locale, string, string, string, string, string, string]> = [
  ["en", "I need to call Anna today at 10", "call Anna", "I have to send the invoice to Bob on friday", "I need to buy milk tomorrow", "done, rang her", "called her"],
  ["de", "ich muss heute um 10 Anna anrufen", "Anna anrufen", "ich muss freitag die Rechnung an Bob schicken", "ich muss morgen Milch kaufen", "erledigt, hab sie angerufen", "hab sie angerufen"],
  ["fr", "je dois appeler Anna aujourd'hui à 10h", "appeler Anna", "je dois envoyer la facture à Bob vendredi", "je dois acheter du lait demain", "c'est fait, je l'ai appelée", "je l'ai appelée"],
  ["es", "tengo que llamar a Anna hoy a las 10", "llamar a Anna", "tengo que enviar la factura a Bob el viernes", "tengo que comprar leche mañana", "listo, la llamé", "la llamé"],
  ["pt", "preciso ligar pra Anna hoje às 10", "ligar pra Anna", "preciso enviar a fatura para o Bob sexta", "preciso comprar leite amanhã", "pronto, liguei pra ela", "liguei pra ela"],
  ["it", "devo chiamare Anna oggi alle 10", "chiamare Anna", "devo mandare la fattura a Bob venerdì", "devo comprare il latte domani", "fatto, l'ho chiamata", "l'ho chiamata"],
  ["nl", "ik moet vandaag om 10 uur Anna bellen", "Anna bellen", "ik moet vrijdag de factuur naar Bob sturen", "ik moet morgen melk kopen", "gedaan, heb haar gebeld", "heb haar gebeld"],
];

describe("a late done with the loop's verb and a pronoun asks to close that loop", () => {
  const open = terminalZoeEachTest("zoe-done-verb-late-");

  it.each(LATE)("[%s] hours after the follow-up, other messages since", async (locale, call, summary, other, aside, lateDone, bare) => {
    const clock = new ManualClock(new Date("2026-12-07T07:00:00Z"));
    const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    expect(await term.type(call)).toContain(summary);
    await term.type(other);
    await liveUntil(term, clock, "2026-12-07T13:00:00Z");
    await term.type(aside);
    const asked = await term.type(lateDone);
    expect(asked).toContain(t(locale, "close.ask", { summary }));
    expect(asked).not.toContain(t(locale, "close.which"));
    // The owner's yes closes it; the other loop stays open.
    await term.type(t(locale, "btn.yes"));
    const list = await term.type("/threads");
    expect(list).not.toContain(summary);
    expect(list).toContain("Bob");
    expect(await term.type(bare)).not.toContain(t(locale, "close.ask", { summary }));
  });
});
