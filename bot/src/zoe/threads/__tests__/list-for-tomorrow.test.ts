/**
 * "What do I have tomorrow?" (issue #35, plain asks, offline): before, the whole list in Portuguese and the offline
 * notice with "next up" in English; now, in every language, tomorrow's loops only, numbered as /threads numbers them,
 * and the whole list under "nothing due tomorrow" when none is. A word for this morning ("esta mañana", "heute Morgen")
 * or the day after ("pasado mañana", "übermorgen") is not tomorrow. Pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { commandAskedFor } from "../../conversation/index.ts";
import { tomorrowListing } from "../listing.ts";
import { newThread } from "../store.ts";

const ZONE = "Europe/Berlin";
const NOW = new Date("2026-12-07T09:00:00+01:00");
const start = terminalZoeEachTest("zoe-list-tomorrow-");

const ASKED: Array<[Locale, string]> = [
  ["en", "what do I have tomorrow?"],
  ["en", "anything on tmrw?"],
  ["de", "was steht morgen an?"],
  ["de", "was hab ich morgen"],
  ["fr", "qu'est-ce que j'ai demain ?"],
  ["es", "¿qué tengo mañana?"],
  ["es", "mi agenda para mañana"],
  ["pt", "o que tenho amanhã?"],
  ["pt", "oq eu tenho pra amanha"],
  ["it", "cosa ho domani?"],
  ["nl", "wat heb ik morgen?"],
  ["nl", "wat staat er morgen op de planning?"],
];

describe("a question for tomorrow's list, in every language", () => {
  it.each(ASKED)("[%s] %j asks for tomorrow's loops", (_locale, said) => {
    expect(commandAskedFor(said)).toBe("tomorrow");
  });

  it.each(["qué tengo esta mañana", "what do I have today?", "was steht heute morgen an?"])("%j asks for today's, not tomorrow's", (said) => {
    expect(commandAskedFor(said)).not.toBe("tomorrow");
  });

  it.each(["remind me tomorrow", "I'll do it tomorrow", "was hab ich übermorgen", "¿qué tengo pasado mañana?", "qu'est-ce que j'ai après-demain ?"])(
    "%j is no question for tomorrow's list",
    (said) => {
      expect(commandAskedFor(said)).not.toBe("tomorrow");
    },
  );

  it("lists only what falls due tomorrow in the owner's zone, or says none does over the whole list (pure)", () => {
    const at = (iso: string, summary: string, id: string) => newThread({ id, summary, createdAt: NOW, dueAt: new Date(iso) });
    const live = [
      at("2026-12-07T17:00:00+01:00", "pay the plumber", "th-aaa1"),
      at("2026-12-08T00:30:00+01:00", "feed the cat", "th-aaa2"),
      at("2026-12-08T23:30:00+01:00", "call Ana", "th-aaa3"),
      at("2026-12-09T00:10:00+01:00", "water the plants", "th-aaa4"),
    ];
    const { text, shown } = tomorrowListing(live, NOW, ZONE, "en");
    expect(shown.map((t) => t.summary)).toEqual(["feed the cat", "call Ana"]);
    expect(text).toMatch(/^Due tomorrow \(2 of 4 open\)/);
    expect(text).not.toMatch(/plumber|plants/);
    const none = tomorrowListing(live.slice(0, 1), NOW, ZONE, "en");
    expect(none.text).toMatch(/^Nothing due tomorrow\. Still open:\n[\s\S]*pay the plumber/);
  });
});

describe("asked in the terminal, offline", () => {
  it.each<[Locale, string[], string, string]>([
    ["en", ["I'll pay the plumber today at 17:00", "I need to call Ana tomorrow at 10am", "dentist friday at 15:00"], "what do I have tomorrow?", "Ana"],
    ["de", ["Ich bezahle heute um 17 Uhr den Klempner", "Ich rufe morgen um 10:00 Ana an", "Zahnarzt Freitag um 15 Uhr"], "was steht morgen an?", "Ana"],
  ])("[%s] names tomorrow's loop only", async (locale, loops, question, noun) => {
    const term = await start({ ZOE_TZ: ZONE, ZOE_LOCALE: locale }, new ManualClock(NOW));
    for (const said of loops) await term.type(said);
    expect(await term.type("/threads")).toMatch(/th-[\s\S]*th-[\s\S]*th-/);
    const answer = await term.type(question);
    expect(answer).toContain(noun);
    expect(answer).toMatch(/10:00/);
    expect(answer.match(/th-[0-9a-z]+/g)).toHaveLength(1);
  });
});
