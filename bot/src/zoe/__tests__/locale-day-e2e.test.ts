/**
 * Done-when check for locales: a German and a French owner each run a day with ZOE offline in the
 * terminal (ZOE_LOCALE, no token, no key, a calendar file): start-up, /start, commitments in their
 * language, /threads, /mode, /quiet, /brief, /why, /stats, /status, /drafts, /memory, /goals, a
 * bad command argument, small talk, a calendar heads-up, follow-ups answered in words
 * ("erledigt", "noch nicht" / "c'est fait", "pas encore") and with a button, the evening, and the
 * next morning's brief (with the thread due later this week, never "nothing open") and /help.
 * Not one English word of ZOE's own may appear (helpers/english-words.ts). A second scenario: the
 * language detected from an owner's messages survives a restart, and a borrowed word does not
 * change it; ZOE_LOCALE, when set, wins.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../base/clock.ts";
import type { Locale } from "../locale.ts";
import { loadConfig } from "../shell/config.ts";
import { silentLogger } from "../base/log.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { englishLeaks } from "./helpers/english-words.ts";
import { ics, meeting } from "./helpers/ics-text.ts";

let running: Running | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});


interface Step {
  /** What the owner types. */
  say: string;
  /** What ZOE answers (in the transcript after the line was typed). */
  expect: RegExp;
}

interface Day {
  locale: Locale;
  /** Commitments: one at 12:00 (answered in words "done"), one at 15:00 (not yet, then a button), one on Friday. */
  noon: string;
  three: string;
  friday: string;
  done: string;
  notYet: string;
  commands: Step[];
  expect: { banner: RegExp; start: RegExp; tracked: RegExp; headsUp: RegExp; noonNudge: RegExp; doneNoon: RegExp; nudge: RegExp; notYet: RegExp; done: RegExp; why: RegExp; brief: RegExp; help: RegExp };
}

const DAYS: Day[] = [
  {
    locale: "de",
    noon: "Ich muss heute um 12 Uhr den Zahnarzt anrufen",
    three: "Ich muss heute um 15 Uhr den Bericht an Anna schicken",
    friday: "Ich werde bis Freitag das Angebot fertig machen",
    done: "erledigt",
    notYet: "noch nicht, erinnere mich um 17 Uhr",
    commands: [
      { say: "/threads", expect: /Offene Fäden \(3\):/ },
      { say: "/mode", expect: /Modus: ausgewogen\. \/mode quiet: keine Nachrichten von mir aus/ },
      { say: "/mode laut", expect: /„laut“ habe ich nicht als Modus verstanden: die Modi sind quiet, balanced, proactive\. Nichts geändert\. Zum Beispiel: \/mode quiet/ },
      { say: "/quiet", expect: /Ruhezeit ist 22:00-08:00\./ },
      { say: "/quiet 25:00-07:00", expect: /„25:00-07:00“ habe ich nicht als Ruhezeit verstanden: „25:00“ ist keine Uhrzeit\. Nichts geändert\./ },
      { say: "/quiet 22 bis 7 Uhr", expect: /Ruhezeit gesetzt: 22:00-07:00\./ },
      { say: "/brief", expect: /Der Morgenüberblick ist an, um 09:00\./ },
      { say: "/brief 9 Uhr", expect: /Morgenüberblick um 09:00\./ },
      { say: "/brief später", expect: /„später“ habe ich nicht als Einstellung für den Überblick verstanden: sag on, off oder eine Uhrzeit\./ },
      { say: "/why", expect: /Ich habe dir noch nie von mir aus geschrieben\./ },
      { say: "/stats", expect: /Letzte 7 Tage: 0 Nachricht\(en\) von mir aus, 0 beantwortet\.\n\s*Schweigequote: [^\n]+\.\n\s*Modus ausgewogen, Schwelle 0,60\./ },
      { say: "/status", expect: /Geplant \(Zeiten in Europe\/Berlin; jetzt Mittwoch, 3\. Juni[^)]*\):\n\s*• regelmäßige Prüfung: nächster Lauf/ },
      { say: "/drafts", expect: /Ich bin im Offline-Modus \(kein ANTHROPIC_API_KEY\), darum schreibe ich keine neuen Entwürfe\. Es liegt nichts bereit\./ },
      { say: "/memory", expect: /Meine Gedächtnisblöcke\.[\s\S]*Persona[\s\S]*meine Standardanweisungen[\s\S]*Vorlieben/ },
      { say: "/goals", expect: /Noch keine Ziele\./ },
      { say: "/goals polish", expect: /\/goals polish kenne ich nicht\./ },
      { say: "Wie geht's dir?", expect: /Ich laufe gerade ohne mein Sprachmodell[^\n]*Als Nächstes: den Zahnarzt anrufen, fällig heute 12:00 \(3 offen insgesamt, \/threads\)\./ },
    ],
    expect: {
      banner: /ZOE läuft im Terminal/,
      start: /Hallo, ich bin ZOE/,
      tracked: /Notiert: den Bericht an Anna schicken, fällig heute 15:00/,
      headsUp: /Gleich: „Design-Review“ beginnt um 11:00 \(in 15 Min\.\), mit Lena\.[\s\S]*Warum jetzt: Ein Termin mit anderen beginnt in 15 Min\./,
      noonNudge: /Du hattest dir vorgenommen: den Zahnarzt anrufen\. Hat es geklappt\?/,
      doneNoon: /Erledigt: den Zahnarzt anrufen\. Stark\./,
      nudge: /Du hattest dir vorgenommen: den Bericht an Anna schicken\. Hat es geklappt\?[\s\S]*Warum jetzt:[\s\S]*\[1\] Erledigt/,
      notYet: /Okay, noch nicht\. Zurückgestellt: den Bericht an Anna schicken, bis heute 17:00\./,
      done: /Erledigt: den Bericht an Anna schicken\. Stark\./,
      why: /Meine letzte Nachricht \(Nachfrage, [^)]+\): Du hattest dir vorgenommen: den Bericht an Anna schicken/,
      brief: /Guten Morgen\. Dein Überblick für Donnerstag, 4\. Juni\.[\s\S]*Heutige Termine:\n\s*- 14:00–14:30 Budget-Abstimmung \(mit Jonas\)[\s\S]*Heute ist nichts fällig\. Noch offen:\n\s*- das Angebot fertig machen \(morgen 18:00\)/,
      help: /Was ich verstehe:/,
    },
  },
  {
    locale: "fr",
    noon: "Je dois appeler le dentiste aujourd'hui à 12h",
    three: "Je dois envoyer le rapport à Anna aujourd'hui à 15h",
    friday: "Je vais finir le devis d'ici vendredi",
    done: "c'est fait",
    notYet: "pas encore, rappelle-moi à 17h",
    commands: [
      { say: "/threads", expect: /Fils ouverts \(3\)\s:/ },
      { say: "/mode", expect: /Mode\s: équilibré\. \/mode quiet\s: aucun message de ma part/ },
      { say: "/mode fort", expect: /Je n'ai pas compris «\sfort\s» comme un mode\s: les modes sont quiet, balanced, proactive\. Rien n'a changé\. Par exemple\s: \/mode quiet/ },
      { say: "/quiet", expect: /Heures de silence\s: 22:00-08:00\./ },
      { say: "/quiet 25:00-07:00", expect: /Je n'ai pas compris «\s25:00-07:00\s» comme des heures de silence\s: «\s25:00\s» n'est pas une heure\. Rien n'a changé\./ },
      { say: "/quiet 22h à 7h", expect: /Heures de silence réglées\s: 22:00-07:00\./ },
      { say: "/brief", expect: /Le point du matin est activé, à 09:00\./ },
      { say: "/brief 9h", expect: /Point du matin à 09:00\./ },
      { say: "/brief bientôt", expect: /Je n'ai pas compris «\sbientôt\s» comme un réglage du point du matin\s: dis on, off ou une heure\./ },
      { say: "/why", expect: /Je ne t'ai encore jamais écrit de moi-même\./ },
      { say: "/stats", expect: /7 derniers jours\s: 0 message\(s\) de ma part, 0 avec réponse\.\n\s*Taux de silence\s: [^\n]+\.\n\s*Mode équilibré, seuil 0,60\./ },
      { say: "/status", expect: /Planifié \(heures en Europe\/Berlin\s; maintenant mercredi 3 juin[^)]*\)\s:\n\s*• vérification régulière\s: prochaine fois/ },
      { say: "/drafts", expect: /Je suis en mode hors ligne \(pas d'ANTHROPIC_API_KEY\), je n'écris donc pas de nouveaux brouillons\. Rien n'est en attente\./ },
      { say: "/memory", expect: /Mes blocs de mémoire\.[\s\S]*personnalité[\s\S]*mes instructions standard[\s\S]*préférences/ },
      { say: "/goals", expect: /Pas encore d'objectif\./ },
      { say: "/goals polish", expect: /Je ne connais pas \/goals polish\./ },
      { say: "Ça va ?", expect: /Je tourne sans mon modèle de langage[^\n]*Prochaine étape\s: appeler le dentiste, pour aujourd'hui 12:00 \(3 en cours au total, \/threads\)\./ },
    ],
    expect: {
      banner: /ZOE tourne dans le terminal/,
      start: /Bonjour, je suis ZOE/,
      tracked: /Je suis\s: envoyer le rapport à Anna, pour aujourd'hui 15:00/,
      headsUp: /Bientôt\s: «\sDesign-Review\s» commence à 11:00 \(dans 15 min\), avec Lena\.[\s\S]*Pourquoi maintenant\s: Une réunion avec d'autres personnes commence dans 15 min\./,
      noonNudge: /Tu avais prévu\s: appeler le dentiste\. C'est fait\s\?/,
      doneNoon: /Fait\s: appeler le dentiste\. Bravo\./,
      nudge: /Tu avais prévu\s: envoyer le rapport à Anna\. C'est fait\s\?[\s\S]*Pourquoi maintenant\s:[\s\S]*\[1\] C'est fait/,
      notYet: /D'accord, pas encore\. Reporté\s: envoyer le rapport à Anna, jusqu'à aujourd'hui 17:00\./,
      done: /Fait\s: envoyer le rapport à Anna\. Bravo\./,
      why: /Mon dernier message \(relance, [^)]+\)\s: Tu avais prévu\s: envoyer le rapport à Anna/,
      brief: /Bonjour\. Ton point du jeudi 4 juin\.[\s\S]*Réunions du jour\s:\n\s*- 14:00–14:30 Budget-Abstimmung \(avec Jonas\)[\s\S]*Rien pour aujourd'hui\. Toujours en cours\s:\n\s*- finir le devis \(demain 18:00\)/,
      help: /Ce que je comprends\s:/,
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

/** ZOE in the terminal on a pinned clock; `typed` is what ZOE printed after the last line typed. */
async function terminalZoe(env: Record<string, string>, at: string) {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = "";
  let mark = 0;
  output.on("data", (d: Buffer) => (out += d.toString()));
  const clock = new ManualClock(at);
  running = await startZoe({ config: loadConfig(env), logger: silentLogger, clock, input, output, autoSchedule: false });
  const s = running.scheduler;
  return {
    all: () => out,
    since: () => out.slice(mark),
    async type(line: string, expect: RegExp) {
      mark = out.length;
      input.write(`${line}\n`);
      return waitFor(() => out.slice(mark), expect);
    },
    async runUntil(iso: string) {
      const target = new Date(iso);
      for (let n = s.nextAt(); n && n.getTime() <= target.getTime(); n = s.nextAt()) {
        if (n.getTime() > clock.now().getTime()) clock.set(n);
        await s.runDue();
      }
      if (target.getTime() > clock.now().getTime()) clock.set(target);
      await s.runDue();
    },
  };
}

describe.each(DAYS.map((d) => [d.locale, d]))("a day offline in the terminal, ZOE_LOCALE=%s", (_l, day) => {
  it("ZOE speaks only the owner's language, in every command, follow-up, heads-up and brief", async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), `zoe-day-${day.locale}-`));
    const calendar = path.join(home, "calendar.ics");
    // Wednesday 3 June 2026 (Berlin is UTC+2): a review at 11:00 with Lena; Thursday a sync at 14:00 with Jonas.
    writeFileSync(
      calendar,
      ics(meeting("review@example.com", "Design-Review", "20260603T090000Z", 60, ["Lena"]), meeting("sync@example.com", "Budget-Abstimmung", "20260604T120000Z", 30, ["Jonas"])),
    );
    const zoe = await terminalZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: day.locale, ZOE_CALENDAR_ICS: calendar }, "2026-06-03T06:00:00Z");
    await waitFor(zoe.all, day.expect.banner);

    await zoe.type("/start", day.expect.start);
    await zoe.type(day.noon, /th-[a-z0-9]+\)/);
    await zoe.type(day.three, day.expect.tracked);
    await zoe.type(day.friday, /th-[a-z0-9]+\)/);
    for (const step of day.commands) await zoe.type(step.say, step.expect);

    // 10:45: the heads-up before the review with Lena.
    await zoe.runUntil("2026-06-03T08:46:00Z");
    await waitFor(zoe.all, day.expect.headsUp);

    // 12:00: the follow-up, answered in words: done.
    await zoe.runUntil("2026-06-03T10:40:00Z");
    await waitFor(zoe.all, day.expect.noonNudge);
    await zoe.type(day.done, day.expect.doneNoon);

    // 15:00: not yet, again at 17:00; then the second follow-up answered with its first button.
    await zoe.runUntil("2026-06-03T13:40:00Z");
    await waitFor(zoe.all, day.expect.nudge);
    await zoe.type(day.notYet, day.expect.notYet);
    await zoe.runUntil("2026-06-03T15:40:00Z");
    await waitFor(zoe.since, /\[1\]/);
    await zoe.type("1", day.expect.done);
    await zoe.type("/why", day.expect.why);

    // The evening, the night, and the next morning's brief: the Friday thread is still open.
    await zoe.runUntil("2026-06-04T07:30:00Z");
    await waitFor(zoe.all, day.expect.brief);
    await zoe.type("/help", day.expect.help);
    await zoe.type("/threads", /\(1\)\s?:/);

    const owner = [day.noon, day.three, day.friday, day.done, day.notYet, ...day.commands.map((c) => c.say), "Design-Review Budget-Abstimmung Lena Jonas"].join(" ");
    if (process.env.ZOE_SHOW_DAY) console.log(zoe.all());
    expect(englishLeaks(zoe.all(), day.locale, owner), zoe.all()).toEqual([]);
  }, 90_000);
});

describe("the detected language across a restart", () => {
  it("is kept in the owner's settings; a borrowed English word does not change it; ZOE_LOCALE wins", async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-locale-restart-"));
    let zoe = await terminalZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" }, "2026-06-03T06:00:00Z");
    await waitFor(zoe.all, /ZOE is running/);
    await zoe.type("Ich muss morgen um 10 Uhr den Bericht an Anna schicken", /Notiert: den Bericht an Anna schicken, fällig morgen 10:00/);
    // One borrowed word is no evidence: ZOE stays German.
    await zoe.type("ok, done", /./);
    await zoe.type("/threads", /Offene Fäden \(1\):/);
    await running!.stop();
    running = null;

    // After a restart, before the owner writes anything: still German.
    zoe = await terminalZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" }, "2026-06-03T07:00:00Z");
    await waitFor(zoe.all, /ZOE/);
    await zoe.type("/threads", /Offene Fäden \(1\):/);
    await zoe.type("/mode", /Modus: ausgewogen\./);
    await running!.stop();
    running = null;

    // ZOE_LOCALE set: it wins over what was detected.
    zoe = await terminalZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "fr" }, "2026-06-03T08:00:00Z");
    await waitFor(zoe.all, /ZOE tourne/);
    await zoe.type("/threads", /Fils ouverts \(1\)\s:/);
  }, 60_000);
});
