/**
 * Done-when check for locales: a German and a French owner each run a day with ZOE offline in the
 * terminal (ZOE_LOCALE, no token, no key): start-up, /start, two commitments in their language,
 * /threads, a follow-up at the due time answered "not yet, remind me at 17:00" in their words, the
 * second follow-up answered with a button, the evening, the next morning's brief and /help. Not
 * one English word of ZOE's own may appear: every word of the English string table (and the
 * English day and month names) is looked for in the transcript.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../base/clock.ts";
import { STRING_KEYS, t } from "../i18n.ts";
import type { Locale } from "../locale.ts";
import { loadConfig } from "../shell/config.ts";
import { silentLogger } from "../base/log.ts";
import { startZoe, type Running } from "../shell/runtime.ts";

let running: Running | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

const ENGLISH_NAMES =
  "monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december today tomorrow";

/** English words ZOE could say (its English strings), minus those the other language shares. */
function englishWords(locale: Locale, ownerWords: string): Set<string> {
  const words = (s: string) => s.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const en = new Set([...STRING_KEYS.flatMap((k) => words(t("en", k))), ...ENGLISH_NAMES.split(" ")]);
  for (const k of STRING_KEYS) for (const w of words(t(locale, k))) en.delete(w);
  for (const w of words(ownerWords)) en.delete(w);
  // Names, not words: the bot, the variables, the mode names /mode takes.
  for (const w of ["telegram", "anthropic", "quiet", "balanced", "proactive", "online", "offline", "untrack", "threads", "done", "help", "start", "memory", "mode", "stats", "brief", "drafts", "status", "why"]) en.delete(w);
  return en;
}

interface Day {
  locale: Locale;
  commit1: string;
  commit2: string;
  notYet: string;
  expect: { tracked: RegExp; nudge: RegExp; notYet: RegExp; done: RegExp; brief: RegExp; help: RegExp; start: RegExp; banner: RegExp };
}

const DAYS: Day[] = [
  {
    locale: "de",
    commit1: "Ich muss heute um 15 Uhr den Bericht an Anna schicken",
    commit2: "Ich werde bis Freitag das Angebot fertig machen",
    notYet: "noch nicht, erinnere mich um 17 Uhr",
    expect: {
      banner: /ZOE läuft im Terminal/,
      start: /Hallo, ich bin ZOE/,
      tracked: /Notiert: den Bericht an Anna schicken, fällig heute 15:00/,
      nudge: /Du hattest dir vorgenommen: den Bericht an Anna schicken\. Hat es geklappt\?[\s\S]*Warum jetzt:[\s\S]*\[1\] Erledigt/,
      notYet: /Okay, noch nicht\. Zurückgestellt: den Bericht an Anna schicken, bis heute 17:00\./,
      done: /Erledigt: den Bericht an Anna schicken\. Stark\./,
      brief: /Guten Morgen\. Dein Überblick für Donnerstag, 4\. Juni/,
      help: /Was ich verstehe:/,
    },
  },
  {
    locale: "fr",
    commit1: "Je dois envoyer le rapport à Anna aujourd'hui à 15h",
    commit2: "Je vais finir le devis d'ici vendredi",
    notYet: "pas encore, rappelle-moi à 17h",
    expect: {
      banner: /ZOE tourne dans le terminal/,
      start: /Bonjour, je suis ZOE/,
      tracked: /Je suis : envoyer le rapport à Anna, pour aujourd'hui 15:00/,
      nudge: /Tu avais prévu : envoyer le rapport à Anna\. C'est fait \?[\s\S]*Pourquoi maintenant :[\s\S]*\[1\] C'est fait/,
      notYet: /D'accord, pas encore\. Reporté : envoyer le rapport à Anna, jusqu'à aujourd'hui 17:00\./,
      done: /Fait : envoyer le rapport à Anna\. Bravo\./,
      brief: /Bonjour\. Ton point du jeudi 4 juin/,
      help: /Ce que je comprends :/,
    },
  },
];

async function waitFor(read: () => string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const text = read();
    if (pattern.test(text)) return text;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${pattern}; got:\n${read()}`);
}

describe.each(DAYS.map((d) => [d.locale, d]))("a day offline in the terminal, ZOE_LOCALE=%s", (_l, day) => {
  it("ZOE speaks only the owner's language", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let out = "";
    output.on("data", (d: Buffer) => (out += d.toString()));
    const home = mkdtempSync(path.join(os.tmpdir(), `zoe-day-${day.locale}-`));
    const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: day.locale });
    // Wednesday 3 June 2026, 08:00 in Berlin.
    const clock = new ManualClock("2026-06-03T06:00:00Z");
    running = await startZoe({ config, logger: silentLogger, clock, input, output, autoSchedule: false });
    const s = running.scheduler;
    const runUntil = async (iso: string) => {
      const target = new Date(iso);
      for (let n = s.nextAt(); n && n.getTime() <= target.getTime(); n = s.nextAt()) {
        if (n.getTime() > clock.now().getTime()) clock.set(n);
        await s.runDue();
      }
      if (target.getTime() > clock.now().getTime()) clock.set(target);
      await s.runDue();
    };
    const seen = () => out;
    await waitFor(seen, day.expect.banner);

    input.write("/start\n");
    await waitFor(seen, day.expect.start);
    input.write(`${day.commit1}\n`);
    await waitFor(seen, day.expect.tracked);
    input.write(`${day.commit2}\n`);
    await waitFor(seen, /th-[a-z0-9]+\)[\s\S]*th-[a-z0-9]+\)/);
    input.write("/threads\n");
    await waitFor(seen, /\(2\)/);

    // The follow-up after 15:00, answered in words: not yet, again at 17:00.
    await runUntil("2026-06-03T13:45:00Z");
    await waitFor(seen, day.expect.nudge);
    input.write(`${day.notYet}\n`);
    await waitFor(seen, day.expect.notYet);

    // The second follow-up after 17:00, answered with its first button.
    await runUntil("2026-06-03T15:45:00Z");
    await waitFor(seen, /\[1\][\s\S]*\[1\]/);
    input.write("1\n");
    await waitFor(seen, day.expect.done);

    // The evening, the night, and the next morning's brief.
    await runUntil("2026-06-04T07:30:00Z");
    await waitFor(seen, day.expect.brief);
    input.write("/help\n");
    await waitFor(seen, day.expect.help);
    input.write("/threads\n");
    await waitFor(seen, /\(1\) ?:/);

    const owner = `${day.commit1} ${day.commit2} ${day.notYet}`;
    const leaks = [...englishWords(day.locale, owner)].filter((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, "iu").test(out.replace(/\/[a-z]+/g, "")));
    expect(leaks, out).toEqual([]);
  }, 60_000);
});
