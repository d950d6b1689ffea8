/**
 * Issue #36 (3): offline, with no follow-up on screen, "drop the mockups" (and its like in each language) finds the
 * open loop by its words and asks "Drop "make the mockups"? [Yes] [No]"; Yes drops it, /threads no longer lists it.
 * Words that name no open loop say so and point to /threads. A terminal day per language on a pinned clock.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { buttonNumber, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

interface Case {
  locale: Locale;
  /** A loop about the mockups, due Friday, and its summary as tracked. */
  loop: string;
  summary: string;
  /** Another loop, which the drop must leave open; its noun in /threads. */
  other: string;
  otherNoun: string;
  /** The drop in words, and one that names no open loop (with the words it is reported by). */
  drop: string;
  dropNone: string;
  noneWords: string;
}

const CASES: Case[] = [
  { locale: "en", loop: "I need to make the mockups by friday", summary: "make the mockups", other: "I'll call the bank tomorrow", otherNoun: "bank", drop: "drop the mockups", dropNone: "drop the brochure", noneWords: "the brochure" },
  { locale: "de", loop: "ich muss bis Freitag die Mockups machen", summary: "die Mockups machen", other: "ich rufe morgen die Bank an", otherNoun: "Bank", drop: "lass die Mockups lieber sein", dropNone: "lass die Broschüre lieber sein", noneWords: "die Broschüre" },
  { locale: "fr", loop: "je dois faire les maquettes pour vendredi", summary: "faire les maquettes", other: "j'appelle la banque demain", otherNoun: "banque", drop: "abandonne les maquettes", dropNone: "abandonne la brochure", noneWords: "la brochure" },
  { locale: "es", loop: "tengo que hacer las maquetas para el viernes", summary: "hacer las maquetas", other: "mañana llamo al banco", otherNoun: "banco", drop: "descarta las maquetas", dropNone: "descarta el folleto", noneWords: "el folleto" },
  { locale: "pt", loop: "tenho de fazer os mockups até sexta", summary: "fazer os mockups", other: "amanhã ligo ao banco", otherNoun: "banco", drop: "larga os mockups", dropNone: "larga o folheto", noneWords: "o folheto" },
  { locale: "it", loop: "devo fare i mockup entro venerdì", summary: "fare i mockup", other: "domani chiamo la banca", otherNoun: "banca", drop: "scarta i mockup", dropNone: "scarta il volantino", noneWords: "il volantino" },
  { locale: "nl", loop: "ik moet vrijdag de mockups maken", summary: "de mockups maken", other: "ik bel morgen de bank", otherNoun: "bank", drop: "laat de mockups maar zitten", dropNone: "laat de folder maar zitten", noneWords: "de folder" },
];

const open = terminalZoeEachTest("zoe-drop-asked-");

describe("a drop said in words asks first, then drops the loop it names (offline, terminal)", () => {
  for (const c of CASES) {
    it(`${c.locale}: "${c.drop}" asks to drop "${c.summary}"; yes drops it, the other loop stays`, async () => {
      const clock = new ManualClock("2026-12-07T08:00:00Z"); // Monday 09:00 in Berlin
      const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: c.locale }, clock);
      expect(await term.type(c.loop)).toContain(c.summary);
      await term.type(c.other);
      expect(await term.type(c.dropNone)).toContain(t(c.locale, "close.none", { words: c.noneWords }));
      const asked = await term.type(c.drop);
      expect(asked).toContain(t(c.locale, "close.dropAsk", { summary: c.summary }));
      const yes = buttonNumber(asked, t(c.locale, "btn.yes"));
      expect(yes).not.toBeNull();
      await term.type(yes!);
      const listed = await term.type("/threads");
      expect(listed).not.toContain(c.summary);
      expect(listed).toContain(c.otherNoun);
    });
  }

  it('"drop the kids at school" is no drop: nothing is asked and no loop is touched', async () => {
    const clock = new ManualClock("2026-12-07T08:00:00Z");
    const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "en" }, clock);
    await term.type("I need to pick up the kids at 3pm tomorrow");
    const out = await term.type("drop the kids at school");
    expect(out).not.toContain("Drop \"");
    expect(await term.type("/threads")).toContain("kids");
  });
});
