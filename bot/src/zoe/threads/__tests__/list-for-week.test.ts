/**
 * "What's due this week?" (issue #35, plain asks, offline): before, the offline notice with "next up" and the footer of
 * /threads; now, in every language, the loops overdue or due before the end of the owner's Sunday, numbered as /threads
 * numbers them, and the whole list under "nothing due this week" when none is. Next week is not this week; a plan for
 * this week is no question. Also "/threads week". Pinned clock: Tuesday 8 December 2026, 11:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { commandAskedFor } from "../../conversation/index.ts";
import { weekListing } from "../listing.ts";
import { newThread } from "../store.ts";

const ZONE = "Europe/Berlin";
const NOW = new Date("2026-12-08T11:00:00+01:00");
const start = terminalZoeEachTest("zoe-list-week-");

describe("a question for this week's list, in every language", () => {
  it.each<[Locale, string]>([
    ["en", "what's due this week?"],
    ["en", "anything on this week"],
    ["de", "was steht diese Woche an?"],
    ["de", "was hab ich diese Woche"],
    ["fr", "qu'est-ce que j'ai cette semaine ?"],
    ["es", "¿qué tengo esta semana?"],
    ["pt", "o que tenho esta semana?"],
    ["it", "cosa ho questa settimana?"],
    ["nl", "wat heb ik deze week?"],
    ["nl", "wat staat er deze week op de planning?"],
  ])("[%s] %j asks for this week's loops", (_locale, said) => {
    expect(commandAskedFor(said)).toBe("week");
  });

  it.each(["what's due next week?", "this week I'll ship the deck", "remind me this week to call the bank", "was steht nächste Woche an?"])("%j is no question for this week's list", (said) => {
    expect(commandAskedFor(said)).not.toBe("week");
  });

  it("lists what is overdue or falls due before Sunday ends in the owner's zone, or says none does over the whole list (pure)", () => {
    const at = (iso: string, summary: string, id: string) => newThread({ id, summary, createdAt: NOW, dueAt: new Date(iso) });
    const live = [
      at("2026-12-07T17:00:00+01:00", "pay the plumber", "th-bbb1"),
      at("2026-12-11T18:00:00+01:00", "send the invoice", "th-bbb2"),
      at("2026-12-13T23:30:00+01:00", "call Ana", "th-bbb3"),
      at("2026-12-14T00:10:00+01:00", "water the plants", "th-bbb4"),
    ];
    const { text, shown } = weekListing(live, NOW, ZONE, "en");
    expect(shown.map((t) => t.summary)).toEqual(["pay the plumber", "send the invoice", "call Ana"]);
    expect(text).toMatch(/^Due this week \(3 of 4 open\)/);
    expect(text).not.toContain("plants");
    const none = weekListing(live.slice(3), NOW, ZONE, "en");
    expect(none.text).toMatch(/^Nothing due this week\. Still open:\n[\s\S]*water the plants/);
  });
});

describe("asked in the terminal, offline", () => {
  it.each<[Locale, string[], string, string, string]>([
    ["en", ["I'll send the invoice to Marta on friday", "I need to book flights next tuesday"], "what's due this week?", "Due this week", "flights"],
    ["de", ["Ich schicke am Freitag die Rechnung an Marta", "Ich muss nächsten Dienstag die Flüge buchen"], "was steht diese Woche an?", "Diese Woche fällig", "Flüge"],
    ["es", ["Tengo que mandar la factura a Marta el viernes", "Tengo que reservar los vuelos el martes que viene"], "¿qué tengo esta semana?", "Para esta semana", "vuelos"],
    ["nl", ["Ik moet vrijdag de factuur naar Marta sturen", "Ik moet volgende week dinsdag de vluchten boeken"], "wat heb ik deze week?", "Voor deze week", "vluchten"],
  ])("[%s] lists Friday's invoice and not next Tuesday's flights", async (locale, loops, asked, header, later) => {
    const term = await start({ ZOE_TZ: ZONE, ZOE_LOCALE: locale }, new ManualClock(NOW));
    for (const said of loops) await term.type(said);
    const answer = await term.type(asked);
    expect(answer).toContain(header);
    expect(answer).toContain("Marta");
    expect(answer).not.toContain(later);
    const command = await term.type("/threads week");
    expect(command).toContain(header);
    expect(command).not.toContain(later);
  });
});
