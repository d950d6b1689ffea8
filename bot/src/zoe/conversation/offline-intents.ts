/**
 * Offline mode worth using: what ZOE understands without a model besides commitments
 * (threads/capture.ts). "You message me too much" makes it quieter, "more nudges" louder, "stop
 * reminding me about the onepager" drops that thread; and small talk gets a useful, varied answer
 * (what works right now, the next due item) instead of the same notice every time. Pure
 * functions of the text, the live threads and `now`.
 * Must never: drop a thread the words do not clearly name, claim to understand free text, or hold
 * a language's words (they are its pack's, lang/<code>/index.ts).
 */
import { formatDue } from "../threads/index.ts";
import { LOCALES, pack, t, type StringKey } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { ThresholdOp, ThreadOp } from "../model/index.ts";
import { remindedAt, sortForDisplay, type Thread } from "../threads/index.ts";

// Every language's words are tried on every message (an owner may write in any of them); the
// first "stop reminding me about X" that matches, in the languages' order, names X.
const QUIETER = LOCALES.flatMap((l) => pack(l).offline.quieter);
const LOUDER = LOCALES.flatMap((l) => pack(l).offline.louder);
const STOP_ABOUT = LOCALES.flatMap((l) => pack(l).offline.stopAbout);
const STOP_WORDS = new Set(LOCALES.flatMap((l) => pack(l).offline.stopWords));
// The words a reply may end with that add nothing ("please", "s'il te plaît", "por favor", "per favore"), longest first.
const TRAILING = [...new Set(LOCALES.flatMap((l) => pack(l).reply.trailing))].sort((a, b) => b.length - a.length);

/** "the tap, please" -> "the tap": the thing named, without the politeness said after it. */
function withoutTrailing(phrase: string): string {
  let s = phrase.trim().replace(/[\s,;.!]+$/u, "");
  for (let cut = true; cut; ) {
    cut = false;
    const lower = s.toLowerCase();
    for (const w of TRAILING) {
      // A word that is also the thing's own name ("lo del seguro": "seguro" is "surely" too) stays when nothing else would name it.
      if (lower.length > w.length && lower.endsWith(w) && /[\s,]/u.test(lower[lower.length - w.length - 1]!) && words(s.slice(0, s.length - w.length)).length > 0) {
        s = s.slice(0, s.length - w.length).replace(/[\s,;.!]+$/u, "");
        cut = true;
        break;
      }
    }
  }
  return s;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/\s+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));

/** The one live thread `phrase` names (all its words in the summary, or a thread id); null when none or several. */
export function threadNamed(phrase: string, threads: readonly Thread[]): Thread | null {
  const id = /\bth-[a-z0-9]{4,8}\b/i.exec(phrase)?.[0]?.toLowerCase();
  if (id) return threads.find((t) => t.id === id) ?? null;
  const want = words(phrase);
  if (!want.length) return null;
  const hits = threads.filter((t) => {
    const have = new Set(words(t.summary));
    // A compound's head names it too ("Versicherung" the "Autoversicherung", "verzekering" the "autoverzekering").
    return want.every((w) => have.has(w) || [...have].some((h) => h.startsWith(w) || w.startsWith(h) || (w.length >= 5 && h.endsWith(w))));
  });
  return hits.length === 1 ? hits[0]! : null;
}

const ASKS = LOCALES.map((l) => pack(l).offline.asks);
const TODAY = LOCALES.map((l) => pack(l).offline.today);
const TODAY_ASKS = LOCALES.map((l) => pack(l).offline.todayAsks);
const TOMORROW = LOCALES.map((l) => [pack(l).offline.tomorrow, pack(l).strings["day.today"]] as const);
const WEEK = LOCALES.map((l) => [pack(l).offline.week, pack(l).strings["day.today"]] as const);
/**
 * A command a message asks for; "today" is /threads narrowed to today's and overdue loops ("was steht heute an?"),
 * "tomorrow" to tomorrow's ("was steht morgen an?"), "week" to this week's and overdue ones ("what's due this week?").
 */
export type AskedCommand = keyof (typeof ASKS)[number] | "today" | "tomorrow" | "week";

/** A message lower-cased, with "’" as "'", without its emoji and end punctuation. */
function plainly(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/gu, "'")
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, " ")
    .replace(/[¿¡?!.…]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

const UP_TO = LOCALES.map((l) => pack(l).offline.upTo);

/** Whether a whole message is small talk asking what ZOE is up to ("what are you up to?", "was machst du so"), in any language. */
export function asksWhatZoeIsUpTo(text: string): boolean {
  const said = plainly(text).replace(/\s*,\s*/gu, " ").trim();
  return said.length <= 60 && UP_TO.some((re) => re.test(said));
}

/**
 * The command a whole message asks for in plain words ("what's on my list?" -> "threads", "zeig mir meine Ziele"
 * -> "goals", "ci sono bozze?" -> "drafts", "tu sais faire quoi ?" -> "help"), in any language; null when it asks
 * for none. Emoji, end punctuation and trailing politeness ("please", "bitte") do not count.
 */
export function commandAskedFor(text: string): AskedCommand | null {
  if (asksWhatZoeIsUpTo(text)) return null;
  const said = withoutTrailing(plainly(text)).replace(/\s*,$/u, "");
  if (!said || said.length > 80) return null;
  // "what do I have tomorrow?": today's question with the next day's word in its place.
  for (const [tomorrow, today] of TOMORROW) {
    if (tomorrow.test(said) && askedOf(said.replace(tomorrow, today), text) === "today") return "tomorrow";
  }
  // "what's due this week?" likewise, with the week's words in the day's place.
  for (const [week, today] of WEEK) {
    if (week.test(said) && askedOf(said.replace(week, today), text) === "today") return "week";
  }
  return askedOf(said, text);
}

/** `commandAskedFor` on the message as normalised (`text` as typed, for its question mark). */
function askedOf(said: string, text: string): AskedCommand | null {
  const day = TODAY.find((d) => d.test(said));
  if (day && TODAY_ASKS.some((re) => re.test(said))) return "today";
  // "what's on my list today?": a list question once the day's word is taken out.
  const dayless = day ? said.replace(day, " ").replace(/\s+/gu, " ").trim() : "";
  if (dayless && ASKS.some((asks) => asks.threads.test(dayless))) return "today";
  for (const asks of ASKS) {
    for (const [command, re] of Object.entries(asks) as [AskedCommand, RegExp][]) {
      if (re.test(said)) return command === "threads" && TODAY.some((day) => day.test(said)) ? "today" : command;
    }
  }
  // "j'ai des trucs en attente ?", "noch Sachen offen?": a question mark stands in for the question word.
  const question = /\?\s*[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]*$/u.test(text.trim());
  if (BAGS.some((bag) => asksForListInWords(dayless || said, bag, question))) return day ? "today" : "threads";
  return null;
}

type ListBag = ReturnType<typeof pack>["offline"]["listBag"];
const BAGS = LOCALES.map((l) => pack(l).offline.listBag);

/** Whether `said` (normalised as in `commandAskedFor`) is a list question made only of one language's `listBag` words. */
function asksForListInWords(said: string, bag: ListBag, question = false): boolean {
  let s = said;
  for (const lead of bag.lead) if (s.startsWith(`${lead} `)) s = s.slice(lead.length + 1);
  const tokens = s.split(/[\s,;:'-]+/u).filter(Boolean);
  if (!tokens.length || tokens.length > 10) return false;
  const has = (list: readonly string[]) => tokens.some((w) => list.includes(w));
  const known = [bag.ask, bag.open, bag.items, bag.mine, bag.filler, ...(question ? [bag.none] : [])];
  if (!tokens.every((w) => known.some((list) => list.includes(w)))) return false;
  if (!has(bag.open) && !has(bag.items)) return false;
  // Without a question word only "my list" itself ("meine offenen Aufgaben", "liste"): "still on my list" answers a
  // follow-up (not yet), it asks for nothing.
  // A word that is a question word and an item ("list") asks only as the imperative it is first in the message.
  const asks = tokens.some((w, i) => bag.ask.includes(w) && (i === 0 || !bag.items.includes(w)));
  // Asked with a question mark, items and what is open about them are a list question too ("j'ai des trucs en
  // attente ?", "noch Sachen offen?"): both, and no "my", so "still on my list?" under a follow-up stays a reply.
  if (question && has(bag.items) && has(bag.open) && !has(bag.mine) && tokens.length <= 8) return true;
  // "rien en attente ?", "nada pendiente?", "niks open?": nothing in a state, asked, is whether there is anything.
  if (question && has(bag.none) && has(bag.open) && tokens.length <= 6) return true;
  return asks || (has(bag.items) && tokens.length <= 3 && (has(bag.mine) || tokens.length === 1));
}

export interface OfflineIntents {
  gateOps: ThresholdOp[];
  threadOps: ThreadOp[];
  /** Said when the words asked for something ZOE could not match (e.g. no such thread). */
  notes: string[];
}

/** What the owner asked for, in words ZOE understands without a model. */
export function offlineIntents(text: string, threads: readonly Thread[], locale: Locale = "en"): OfflineIntents {
  const out: OfflineIntents = { gateOps: [], threadOps: [], notes: [] };
  const stop = STOP_ABOUT.map((re) => re.exec(text.trim())).find((m) => m !== null);
  if (stop) {
    const phrase = withoutTrailing(stop[1]!);
    // "the gym, I cancelled it": a reason after a comma is no part of the name; the words before it name the loop.
    const clause = withoutTrailing(phrase.split(/[,;]/u)[0]!);
    const thread = threadNamed(phrase, threads) ?? (clause && clause !== phrase ? threadNamed(clause, threads) : null);
    if (thread) out.threadOps.push({ op: "drop", id: thread.id });
    else out.notes.push(t(locale, "small.whichLoop", { phrase }));
    return out;
  }
  if (QUIETER.some((re) => re.test(text))) out.gateOps.push({ op: "quieter" });
  else if (LOUDER.some((re) => re.test(text))) out.gateOps.push({ op: "louder" });
  return out;
}

/**
 * The captured opens that only echo a "be quieter" or "louder" request: "podes lembrar-me mais vezes" captures "mais
 * vezes", every word of which is the request's own, so it is no loop; "lembra-me mais vezes de beber água" keeps its
 * loop (it names "beber água"). Pure.
 */
export function withoutGateEcho(ops: readonly ThreadOp[], text: string): ThreadOp[] {
  const gate = [...QUIETER, ...LOUDER].map((re) => re.exec(text)).find((m) => m !== null);
  if (!gate) return [...ops];
  const own = new Set(words(gate[0]));
  return ops.filter((op) => op.op !== "open" || !words(withoutTrailing(op.summary)).every((w) => own.has(w)));
}

const TIPS: readonly StringKey[] = ["small.tip1", "small.tip2", "small.tip3", "small.tip4"];

/**
 * The offline answer to small talk: what works right now and the next due item, with a tip that
 * changes from one message to the next (`turnIndex`), so it is never the same boilerplate. `lead`
 * is the "no model" notice the first time since start, "" after that.
 */
export function offlineSmallTalk(lead: string, threads: readonly Thread[], now: Date, timeZone: string, turnIndex: number, locale: Locale = "en"): string {
  const live = sortForDisplay([...threads]);
  // A snoozed thread comes back when its snooze ends, whatever its old due time said.
  const snoozedUntil = (th: Thread) => (th.snooze_until && Date.parse(th.snooze_until) > now.getTime() ? th.snooze_until : null);
  const nextAt = (th: Thread) => snoozedUntil(th) ?? th.due_at;
  const byNext = [...live].filter((th) => nextAt(th)).sort((a, b) => Date.parse(nextAt(a)!) - Date.parse(nextAt(b)!));
  const next = byNext.find((th) => Date.parse(nextAt(th)!) >= now.getTime()) ?? byNext[0];
  const many = live.length > 1;
  const status = next
    ? snoozedUntil(next)
      ? t(locale, many ? "small.nextSnoozedOfMany" : "small.nextSnoozed", { summary: next.summary, when: formatDue(new Date(snoozedUntil(next)!), now, timeZone, locale), count: live.length })
      : remindedAt(next)
        ? // A reminder the owner asked for rang at its minute: kept, not overdue.
          t(locale, many ? "small.remindedOfMany" : "small.reminded", { summary: next.summary, when: formatDue(remindedAt(next)!, now, timeZone, locale), count: live.length })
        : // Nothing ahead: the soonest is already past its time ("next up, due today 19:15" would read as still to come).
        t(locale, Date.parse(next.due_at!) < now.getTime() ? (many ? "small.overdueOfMany" : "small.overdue") : many ? "small.nextOfMany" : "small.next", {
          summary: next.summary,
          when: formatDue(new Date(next.due_at!), now, timeZone, locale),
          count: live.length,
        })
    : live.length
      ? t(locale, live.length === 1 ? "small.undatedOne" : "small.undated", { count: live.length })
      : t(locale, "small.nothing");
  return [lead, status, t(locale, TIPS[Math.abs(turnIndex) % TIPS.length]!)].filter(Boolean).join(" ");
}
