/**
 * An outside tester's probe of issue 34 (h), written and committed before running ZOE on it: plain
 * REQUESTS typed out of the blue, offline, with nothing on screen, in all seven languages (typos,
 * emoji, lower case, polite long forms, one-word forms). Pinned clock: four loops said on Thu 19
 * November 2026 at 08:00 in Berlin, asked about at 10:30 (the plumber, due 09:00, is overdue).
 * 1. What is open / today / next / overdue: the answer names the right loops, tracks nothing new.
 * 2. Closing, moving, dropping and pushing a loop by its words: done at once or after one yes.
 * 3. Quieter, louder, mute, "not tonight", resume: what ZOE keeps about it changes (or it asks).
 * 4. What can you do, show my goals, any drafts: the command's answer, in words.
 * 5. Something ZOE cannot do offline: an answer in the owner's language, nothing tracked.
 * Every answer to an owner of another language has no English word.
 * Must never: be tuned against held-out material, or pass by weakening an expectation.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { buttonNumber, terminalZoeEachTest, type TerminalZoe } from "../../test-support/terminal-zoe.ts";
import { formatDue } from "../../threads/index.ts";
import { commandAskedFor } from "../index.ts";

const TZ = "Europe/Berlin";
const THU_0800 = "2026-11-19T07:00:00Z";
const THU_1030 = new Date("2026-11-19T09:30:00Z");
const FRI_1800 = new Date("2026-11-20T17:00:00Z");
const NEXT_FRI_1800 = new Date("2026-11-27T17:00:00Z");

interface Loop {
  said: string;
  noun: string;
}
interface Case {
  locale: Locale;
  /** Due today 09:00 (overdue at 10:30), Monday, today 18:00, this week. */
  plumber: Loop;
  dentist: Loop;
  report: Loop;
  gym: Loop;
  goal: Loop;
  list: string;
  today: string;
  next: string;
  overdue: string;
  close: string;
  /** To Friday 20 November 18:00. */
  move: string;
  drop: string;
  /** To next week: Friday 27 November 18:00. */
  push: string;
  quieter: string;
  mute: string;
  tonight: string;
  resume: string;
  louder: string;
  help: string;
  goals: string;
  drafts: string;
  cannot: string;
}

const CASES: Case[] = [
  {
    locale: "en",
    plumber: { said: "I'll pay the plumber today at 9", noun: "plumber" },
    dentist: { said: "I'll call the dentist on Monday", noun: "dentist" },
    report: { said: "I'll finish the quarterly report today", noun: "report" },
    gym: { said: "I'll cancel the gym membership this week", noun: "gym" },
    goal: { said: "/goals add run a half marathon in spring", noun: "marathon" },
    list: "what's on my list?", today: "what did i say i'd do today", next: "whats next 🙂", overdue: "anything overdue?",
    close: "I already paid the plumber", move: "move the dentist to friday", drop: "forget about the gym thing", push: "push the report to next week",
    quieter: "less reminders please", mute: "mute until monday", tonight: "no messages tonight please", resume: "ok you can message me again", louder: "you can nudge me more",
    help: "what can you do?", goals: "show my goals", drafts: "any drafts?", cannot: "what's the weather in Lisbon tomorrow?",
  },
  {
    locale: "de",
    plumber: { said: "Ich bezahle heute um 9 den Klempner", noun: "Klempner" },
    dentist: { said: "Ich rufe am Montag den Zahnarzt an", noun: "Zahnarzt" },
    report: { said: "Ich schreibe heute den Quartalsbericht fertig", noun: "Quartalsbericht" },
    gym: { said: "Ich kündige diese Woche das Fitnessstudio", noun: "Fitnessstudio" },
    goal: { said: "/goals add im Frühling einen Halbmarathon laufen", noun: "Halbmarathon" },
    list: "was steht auf meiner liste?", today: "was steht heute an?", next: "was kommt als nächstes", overdue: "was ist überfällig? 😬",
    close: "hab den Klempner schon bezahlt", move: "verschieb den Zahnarzt auf Freitag", drop: "vergiss das mit dem Fitnessstudio", push: "schieb den Quartalsbericht auf nächste Woche",
    quieter: "bitte weniger Erinnerungen", mute: "bis Montag stumm bitte", tonight: "heute Abend keine Nachrichten mehr", resume: "du kannst mir wieder schreiben", louder: "du darfst mich öfter erinnern",
    help: "was kannst du?", goals: "zeig mir meine Ziele", drafts: "gibt es Entwürfe?", cannot: "wie wird das Wetter morgen in Lissabon?",
  },
  {
    locale: "fr",
    plumber: { said: "Je vais payer le plombier aujourd'hui à 9h", noun: "plombier" },
    dentist: { said: "Je vais appeler le dentiste lundi", noun: "dentiste" },
    report: { said: "Je vais finir le rapport trimestriel aujourd'hui", noun: "rapport" },
    gym: { said: "Je vais résilier l'abonnement à la salle de sport cette semaine", noun: "sport" },
    goal: { said: "/goals add courir un semi-marathon au printemps", noun: "marathon" },
    list: "qu'est-ce qu'il y a sur ma liste ?", today: "qu'est-ce que j'ai promis aujourd'hui ?", next: "c'est quoi la suite", overdue: "qu'est-ce qui est en retard ?",
    close: "j'ai déjà payé le plombier", move: "déplace le dentiste à vendredi", drop: "oublie le truc de la salle de sport", push: "repousse le rapport à la semaine prochaine",
    quieter: "moins de rappels s'il te plaît", mute: "silence jusqu'à lundi", tonight: "pas de messages ce soir", resume: "tu peux me réécrire maintenant", louder: "tu peux me relancer plus souvent",
    help: "tu sais faire quoi ?", goals: "montre mes objectifs", drafts: "des brouillons ?", cannot: "quel temps fera-t-il demain à Lisbonne ?",
  },
  {
    locale: "es",
    plumber: { said: "Voy a pagar al fontanero hoy a las 9", noun: "fontanero" },
    dentist: { said: "Voy a llamar al dentista el lunes", noun: "dentista" },
    report: { said: "Voy a terminar el informe trimestral hoy", noun: "informe" },
    gym: { said: "Voy a darme de baja del gimnasio esta semana", noun: "gimnasio" },
    goal: { said: "/goals add correr una media maratón en primavera", noun: "maratón" },
    list: "qué hay en mi lista?", today: "¿qué tengo que hacer hoy?", next: "¿qué sigue?", overdue: "¿qué tengo pendiente?",
    close: "ya le pagué al fontanero", move: "cambia el dentista al viernes", drop: "olvídate de lo del gimnasio", push: "pasa el informe a la semana que viene",
    quieter: "menos recordatorios por favor", mute: "silencio hasta el lunes", tonight: "esta noche no me mandes mensajes", resume: "ya puedes volver a escribirme", louder: "puedes insistirme más",
    help: "¿qué puedes hacer?", goals: "enséñame mis objetivos", drafts: "¿hay borradores?", cannot: "¿qué tiempo hará mañana en Lisboa?",
  },
  {
    locale: "pt",
    plumber: { said: "Vou pagar ao canalizador hoje às 9h", noun: "canalizador" },
    dentist: { said: "Vou ligar ao dentista na segunda", noun: "dentista" },
    report: { said: "Vou acabar o relatório trimestral hoje", noun: "relatório" },
    gym: { said: "Vou cancelar o ginásio esta semana", noun: "ginásio" },
    goal: { said: "/goals add correr uma meia maratona na primavera", noun: "maratona" },
    list: "o que está na minha lista?", today: "o que tenho para hoje?", next: "qual é a próxima?", overdue: "o que falta fazer?",
    close: "já paguei ao canalizador", move: "muda o dentista para sexta", drop: "esquece a cena do ginásio", push: "passa o relatório para a próxima semana",
    quieter: "menos lembretes por favor", mute: "silêncio até segunda", tonight: "hoje à noite sem mensagens", resume: "já podes voltar a mandar mensagens", louder: "podes lembrar-me mais vezes",
    help: "o que é que sabes fazer?", goals: "mostra os meus objetivos", drafts: "há rascunhos?", cannot: "como vai estar o tempo amanhã em Lisboa?",
  },
  {
    locale: "it",
    plumber: { said: "Devo pagare l'idraulico oggi alle 9", noun: "idraulico" },
    dentist: { said: "Devo chiamare il dentista lunedì", noun: "dentista" },
    report: { said: "Devo finire la relazione trimestrale oggi", noun: "relazione" },
    gym: { said: "Devo disdire la palestra questa settimana", noun: "palestra" },
    goal: { said: "/goals add correre una mezza maratona in primavera", noun: "maratona" },
    list: "cosa c'è nella mia lista?", today: "cosa devo fare oggi?", next: "cosa viene dopo?", overdue: "cosa è scaduto?",
    close: "ho già pagato l'idraulico", move: "sposta il dentista a venerdì", drop: "lascia perdere la palestra", push: "rimanda la relazione alla settimana prossima",
    quieter: "meno promemoria per favore", mute: "silenzio fino a lunedì", tonight: "stasera niente messaggi", resume: "puoi tornare a scrivermi", louder: "puoi ricordarmelo più spesso",
    help: "cosa sai fare?", goals: "fammi vedere i miei obiettivi", drafts: "ci sono bozze?", cannot: "che tempo farà domani a Lisbona?",
  },
  {
    locale: "nl",
    plumber: { said: "Ik betaal vandaag om 9 uur de loodgieter", noun: "loodgieter" },
    dentist: { said: "Ik bel maandag de tandarts", noun: "tandarts" },
    report: { said: "Ik maak vandaag het kwartaalrapport af", noun: "kwartaalrapport" },
    gym: { said: "Ik zeg deze week de sportschool op", noun: "sportschool" },
    goal: { said: "/goals add in het voorjaar een halve marathon lopen", noun: "marathon" },
    list: "wat staat er op mijn lijst?", today: "wat moet ik vandaag doen", next: "wat is het volgende?", overdue: "wat moet ik nog doen?",
    close: "ik heb de loodgieter al betaald", move: "verzet de tandarts naar vrijdag", drop: "vergeet dat van de sportschool maar", push: "schuif het kwartaalrapport door naar volgende week",
    quieter: "minder herinneringen graag", mute: "stil tot maandag", tonight: "vanavond geen berichten meer", resume: "je mag me weer berichten sturen", louder: "je mag me vaker porren",
    help: "wat kun je allemaal?", goals: "laat mijn doelen zien", drafts: "zijn er concepten?", cannot: "wat voor weer wordt het morgen in Lissabon?",
  },
];

const openTerminal = terminalZoeEachTest("zoe-probe-34h-");

/** ZOE in `c`'s language with the four loops said at 08:00 (and a goal), asked at 10:30. */
async function start(c: Case): Promise<TerminalZoe> {
  const clock = new ManualClock(THU_0800);
  const term = await openTerminal({ ZOE_TZ: TZ, ZOE_LOCALE: c.locale }, clock);
  await term.type("/start");
  for (const l of [c.plumber, c.dentist, c.report, c.gym, c.goal]) {
    const said = await term.type(l.said);
    const morning = buttonNumber(said, "09:00"); // a bare "9" may be asked: 09:00 or 21:00
    if (morning) await term.type(morning);
  }
  clock.set(THU_1030);
  const listed = await term.type("/threads");
  for (const l of [c.plumber, c.dentist, c.report, c.gym]) expect(listed, `precondition: ${l.said} is tracked`).toContain(l.noun);
  return term;
}

/** Types `line`; checks the answer has no English for another language; returns it. */
async function ask(term: TerminalZoe, c: Case, line: string): Promise<string> {
  const answer = await term.type(line);
  if (c.locale !== "en") expect(englishLeaks(answer, c.locale, line), answer).toEqual([]);
  return answer;
}

/** Types `line` and, when ZOE asks yes or no, presses yes. Returns everything ZOE answered. */
async function askAndConfirm(term: TerminalZoe, c: Case, line: string): Promise<string> {
  const answer = await ask(term, c, line);
  const yes = buttonNumber(answer, t(c.locale, "btn.yes"));
  return yes ? answer + (await ask(term, c, yes)) : answer;
}

const openIds = (threads: string) => threads.match(/th-[0-9a-z]+/g)?.length ?? 0;
/** The /threads entry (its line and the next) naming `noun`, or "" when none does. */
function entry(threads: string, noun: string): string {
  const lines = threads.split("\n");
  const i = lines.findIndex((l) => l.includes(noun));
  return i < 0 ? "" : `${lines[i]}\n${lines[i + 1] ?? ""}`;
}
/** What ZOE keeps about how readily it speaks: the stats and the memory blocks. */
const settings = async (term: TerminalZoe) => (await term.type("/stats")) + (await term.type("/memory"));

describe("asking what is open, out of the blue: the right loops, nothing new tracked", () => {
  it.each(CASES)("$locale: $list lists all four", async (c) => {
    const term = await start(c);
    const a = await ask(term, c, c.list);
    for (const l of [c.plumber, c.dentist, c.report, c.gym]) expect(a).toContain(l.noun);
    expect(openIds(await term.type("/threads"))).toBe(4);
  });
  // Follow-up (requests-h2): a question about today is /threads narrowed to today's and overdue loops.
  it.each(CASES)("$locale: $today names today's two (plumber, report), not Monday's dentist", async (c) => {
    const term = await start(c);
    const a = await ask(term, c, c.today);
    expect(a).toContain(c.plumber.noun);
    expect(a).toContain(c.report.noun);
    expect(a).not.toContain(c.dentist.noun);
    expect(openIds(await term.type("/threads"))).toBe(4);
  });
  it.each(CASES)("$locale: $next names the overdue plumber or today's report", async (c) => {
    const term = await start(c);
    const a = await ask(term, c, c.next);
    expect(a.includes(c.plumber.noun) || a.includes(c.report.noun), a).toBe(true);
    expect(openIds(await term.type("/threads"))).toBe(4);
  });
  it.each(CASES)("$locale: $overdue names the overdue plumber", async (c) => {
    const term = await start(c);
    const a = await ask(term, c, c.overdue);
    expect(a).toContain(c.plumber.noun);
    expect(openIds(await term.type("/threads"))).toBe(4);
  });
});

describe("closing, moving, dropping, pushing a loop by its words, nothing on screen", () => {
  it.each(CASES)("$locale: $close closes the plumber only", async (c) => {
    const term = await start(c);
    await askAndConfirm(term, c, c.close);
    const listed = await term.type("/threads");
    expect(listed).not.toContain(c.plumber.noun);
    expect(openIds(listed)).toBe(3);
  });
  // Follow-up (requests-h2): "move X to friday" with nothing on screen asks once with buttons, then moves that loop.
  it.each(CASES)("$locale: $move moves the dentist to Friday 18:00", async (c) => {
    const term = await start(c);
    await askAndConfirm(term, c, c.move);
    const listed = await term.type("/threads");
    expect(entry(listed, c.dentist.noun)).toContain(formatDue(FRI_1800, THU_1030, TZ, c.locale));
    expect(openIds(listed)).toBe(4);
  });
  it.each(CASES)("$locale: $drop drops the gym only", async (c) => {
    const term = await start(c);
    await askAndConfirm(term, c, c.drop);
    const listed = await term.type("/threads");
    expect(listed).not.toContain(c.gym.noun);
    expect(openIds(listed)).toBe(3);
  });
  // Follow-up (requests-h2): every language reads "push X to next week" with nothing on screen.
  it.each(CASES)("$locale: $push moves the report to next week's Friday", async (c) => {
    const term = await start(c);
    await askAndConfirm(term, c, c.push);
    const listed = await term.type("/threads");
    expect(entry(listed, c.report.noun)).toContain(formatDue(NEXT_FRI_1800, THU_1030, TZ, c.locale));
    expect(openIds(listed)).toBe(4);
  });
});

describe("quieter, louder, a pause and its end, said in words: ZOE's settings change", () => {
  // Follow-up (requests-h2): a pause in words is kept in the owner's settings (shown by /stats); its end in words clears it.
  // Follow-up (requests-h2): a captured loop whose every word is the louder request's own is no loop.
  for (const key of ["quieter", "louder"] as const) {
    it.each(CASES)(`$locale: ${key} changes what ZOE keeps`, async (c) => {
      const term = await start(c);
      const before = await settings(term);
      await askAndConfirm(term, c, c[key]);
      expect(await settings(term)).not.toBe(before);
      expect(openIds(await term.type("/threads"))).toBe(4);
    });
  }
  it.each(CASES)("$locale: $resume after $mute changes it again", async (c) => {
    const term = await start(c);
    await askAndConfirm(term, c, c.mute);
    const muted = await settings(term);
    const asked = await askAndConfirm(term, c, c.tonight);
    expect(asked, "tonight is a pause too, said with its end").toContain(formatDue(new Date("2026-11-20T07:00:00Z"), THU_1030, TZ, c.locale));
    expect(await settings(term)).not.toBe(muted);
    await askAndConfirm(term, c, c.resume);
    expect(await settings(term)).not.toBe(muted);
  });
});

describe("help, goals and drafts asked in words", () => {
  it.each(CASES)("$locale: $help gives the command list", async (c) => {
    const term = await start(c);
    const a = await ask(term, c, c.help);
    expect(a).toContain("/threads");
    expect(a).toContain("/goals");
  });
  it.each(CASES)("$locale: $goals shows the goal", async (c) => {
    const term = await start(c);
    const a = await ask(term, c, c.goals);
    expect(a).toContain(c.goal.noun);
    expect(openIds(await term.type("/threads"))).toBe(4);
  });
  it.each(CASES)("$locale: $drafts answers as /drafts does", async (c) => {
    const term = await start(c);
    const command = await term.type("/drafts");
    const a = await ask(term, c, c.drafts);
    expect(a).toBe(command);
  });
});

describe("something ZOE cannot do offline", () => {
  it.each(CASES)("$locale: $cannot gets an answer in the owner's language, nothing tracked", async (c) => {
    const term = await start(c);
    const a = await ask(term, c, c.cannot);
    expect(a.replace(/zoe>\s*$/, "").trim().length).toBeGreaterThan(0);
    expect(openIds(await term.type("/threads"))).toBe(4);
  });
});

describe("a request in words is the whole message, never words inside a sentence", () => {
  it.each([
    ["I'll show my goals to Sam tomorrow", null],
    ["Ich schicke Anna morgen meine Entwürfe", null],
    ["help Tom move on Saturday", null],
    ["qu'est-ce qu'il y a sur ma liste de courses pour demain, il manque le pain", null],
    ["wat moet ik vandaag doen 🤔", "today"],
    ["Zeig mir meine Ziele, bitte", "goals"],
    ["¿hay borradores?", "drafts"],
    ["o que é que sabes fazer?", "help"],
  ] as const)("%s -> %s", (text, command) => {
    expect(commandAskedFor(text)).toBe(command);
  });
});
