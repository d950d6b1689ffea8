/**
 * A message over the length limit (a paste into the terminal; Telegram stops at 4,096 characters)
 * is refused with a clear answer in the owner's language, before anything of it is stored, scanned
 * or acted on; the next ordinary message is read as usual. Pinned clock: Wednesday 2 December 2026,
 * 10:00 in Berlin, offline.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tooLongReply } from "../app.ts";
import { ManualClock } from "../base/clock.ts";
import { INBOUND_TEXT_LIMIT } from "../channels/index.ts";
import type { Locale } from "../lang/index.ts";
import { englishLeaks } from "../test-support/english-words.ts";
import { terminalZoeEachTest } from "../test-support/terminal-zoe.ts";

const PREFIX = "zoe-inbound-limit-";
const openTerminal = terminalZoeEachTest(PREFIX);

/** Every file under this test's ZOE home, read as text. */
function homeFiles(): string[] {
  const homes = readdirSync(os.tmpdir()).filter((d) => d.startsWith(PREFIX)).map((d) => path.join(os.tmpdir(), d));
  const files: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const f of readdirSync(p)) walk(path.join(p, f));
    else files.push(readFileSync(p, "utf8"));
  };
  homes.forEach(walk);
  return files;
}

const CASES: Array<{ locale: Locale; promise: string; later: string; word: string }> = [
  { locale: "en", promise: "I'll call the landlord tomorrow. ", later: "I'll water the plants tonight", word: "plants" },
  { locale: "de", promise: "Ich rufe morgen den Vermieter an. ", later: "Ich muss heute Abend die Pflanzen gießen", word: "Pflanzen" },
  { locale: "fr", promise: "J'appelle le propriétaire demain. ", later: "Je dois arroser les plantes ce soir", word: "plantes" },
  { locale: "nl", promise: "Ik bel morgen de verhuurder. ", later: "Ik moet vanavond de planten water geven", word: "planten" },
];

describe("a message over the length limit", () => {
  it.each(CASES)("$locale: is refused in the owner's language, nothing of it kept or tracked, and the next message is read", async (c) => {
    const clock = new ManualClock("2026-12-02T09:00:00Z");
    const term = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: c.locale }, clock);
    await term.type("/start");
    const marker = `MARKER${Math.random().toString(36).slice(2, 10)}`;
    const paste = `${marker} ${c.promise.repeat(Math.ceil((INBOUND_TEXT_LIMIT + 500) / c.promise.length))}`.trim();
    expect(paste.length).toBeGreaterThan(INBOUND_TEXT_LIMIT);

    const answer = await term.type(paste.replace(/\n/g, " "));
    expect(answer).toContain(tooLongReply(paste.length, c.locale));
    if (c.locale !== "en") expect(englishLeaks(answer.replace(/zoe>/g, ""), c.locale)).toEqual([]);
    expect(homeFiles().some((f) => f.includes(marker))).toBe(false);
    expect(await term.type("/threads")).not.toMatch(/landlord|Vermieter|propriétaire|verhuurder/i);

    await term.type(c.later);
    expect(await term.type("/threads")).toContain(c.word);
  }, 60_000);

  it("says the length and the limit with the owner's digit grouping (pure)", () => {
    expect(tooLongReply(25_000, "en")).toContain("25,000");
    expect(tooLongReply(25_000, "en")).toContain("20,000");
    expect(tooLongReply(1_048_576, "de")).toContain("1.048.576");
  });
});
