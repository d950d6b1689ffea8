/**
 * A newcomer's very first message is only a greeting several languages share ("hallo", "hey") and the next says the
 * language (explore-north): the greeting settles nothing, so the sentence after it decides as a first message would,
 * and the greeting itself is answered in the language of the owner's time zone when that names one of ZOE's.
 * Offline, in the terminal, pinned clock: Monday 7 December 2026, 09:00.
 * Must never: answer an English sentence in another language because of the time zone.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { localeOfRegion, sharedGreetingOf } from "../index.ts";

const START = "2026-12-07T09:00:00+01:00";
const NOTICE_EN = "I'm running without my language model";

describe("a greeting first, then the owner's language", () => {
  const open = terminalZoeEachTest("zoe-greeting-north-");

  // Probe material, written before running: [time zone, greeting, next line, a word of the answer in that language].
  it.each([
    ["Europe/Amsterdam", "hallo", "ok ff kijken, morgen bel ik de huisarts", "Genoteerd"],
    ["Europe/Berlin", "hallo", "ich muss morgen noch die steuer machen", "Notiert"],
    ["Europe/Vienna", "hey", "servus, ich ruf morgen die oma an", "Notiert"],
    ["Europe/Amsterdam", "hey", "morgen moet ik de fiets ophalen", "Genoteerd"],
  ])("%s: %s is not answered in English, and the next line is understood", async (tz, hello, next, word) => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: tz }, clock);
    expect(await term.type(hello)).not.toContain(NOTICE_EN);
    expect(await term.type(next)).toContain(word);
  });

  it("an English greeting in Berlin is answered in English", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    expect(await term.type("hi there")).toContain(NOTICE_EN);
    expect(await term.type("I need to call the landlord tomorrow")).toContain("Tracking");
  });

  it("an English sentence with few marker words in Berlin is answered in English", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    expect(await term.type("you message me too much")).toContain("quieter");
  });

  it("'hey' then an English sentence in Amsterdam goes on in English", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Amsterdam" }, clock);
    await term.type("hey");
    expect(await term.type("I need to renew my passport tomorrow")).toContain("Tracking");
  });
});

describe("which greeting the region's language shares (pure)", () => {
  it("a greeting alone, with the bot's name or punctuation, is one; a sentence or another language's word is not", () => {
    expect(sharedGreetingOf("hallo", "nl")).toBe(true);
    expect(sharedGreetingOf("Hallo Zoe!", "de")).toBe(true);
    expect(sharedGreetingOf("hey 👋", "de")).toBe(true);
    expect(sharedGreetingOf("hallo", "fr")).toBe(false);
    expect(sharedGreetingOf("hallo ik ben het", "nl")).toBe(false);
    expect(sharedGreetingOf("", "de")).toBe(false);
  });

  it("a region of one language names it; one of several, or none, names none", () => {
    expect(localeOfRegion("DE")).toBe("de");
    expect(localeOfRegion("at")).toBe("de");
    expect(localeOfRegion("NL")).toBe("nl");
    expect(localeOfRegion("CH")).toBeNull();
    expect(localeOfRegion("BE")).toBeNull();
    expect(localeOfRegion(undefined)).toBeNull();
  });
});
