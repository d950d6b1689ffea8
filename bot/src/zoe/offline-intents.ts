/**
 * Offline mode worth using: what ZOE understands without a model besides commitments
 * (commitments.ts). "You message me too much" makes it quieter, "more nudges" louder, "stop
 * reminding me about the onepager" drops that thread; and small talk gets a useful, varied answer
 * (what works right now, the next due item) instead of the same notice every time. Pure
 * functions of the text, the live threads and `now`.
 * Must never: drop a thread the words do not clearly name, or claim to understand free text.
 */
import { formatDue } from "./due.ts";
import type { GateOp, ThreadOp } from "./model/respond.ts";
import { sortForDisplay, type Thread } from "./threads.ts";

const QUIETER =
  /\b(?:you\s+(?:message|ping|text|nudge|write(?:\s+to)?|bother|remind|contact)\s+me\s+(?:way\s+|far\s+)?too\s+(?:much|often)|too\s+many\s+(?:messages|pings|nudges|reminders|notifications|follow-?ups)|(?:be|get)\s+quieter|fewer\s+(?:messages|nudges|pings|reminders|follow-?ups)|(?:nudge|ping|message)\s+me\s+less)\b/i;
const LOUDER = /\b(?:more\s+(?:nudges|reminders|follow-?ups)|remind\s+me\s+more|nudge\s+me\s+more|(?:be|get)\s+louder|speak\s+up\s+more)\b/i;
const STOP_ABOUT = /\b(?:stop|quit|no\s+more)\s+(?:reminding|nudging|pinging|bugging|asking)\s+me\s+(?:about|of|on|regarding)\s+(.+?)[.!]*$/i;
const STOP_WORDS = new Set("the a an my your this that to of on about for with and it".split(" "));

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
    return want.every((w) => have.has(w) || [...have].some((h) => h.startsWith(w) || w.startsWith(h)));
  });
  return hits.length === 1 ? hits[0]! : null;
}

export interface OfflineIntents {
  gateOps: GateOp[];
  threadOps: ThreadOp[];
  /** Said when the words asked for something ZOE could not match (e.g. no such thread). */
  notes: string[];
}

/** What the owner asked for, in words ZOE understands without a model. */
export function offlineIntents(text: string, threads: readonly Thread[]): OfflineIntents {
  const out: OfflineIntents = { gateOps: [], threadOps: [], notes: [] };
  const stop = STOP_ABOUT.exec(text.trim());
  if (stop) {
    const thread = threadNamed(stop[1]!, threads);
    if (thread) out.threadOps.push({ op: "drop", id: thread.id });
    else out.notes.push(`I couldn't tell which open loop "${stop[1]!.trim()}" is, so I changed nothing. /threads lists them with their ids: /done th-… or /untrack th-… works too.`);
    return out;
  }
  if (QUIETER.test(text)) out.gateOps.push({ op: "quieter" });
  else if (LOUDER.test(text)) out.gateOps.push({ op: "louder" });
  return out;
}

const TIPS = [
  'Tell me what you\'ll do and when ("I\'ll send the deck Friday", "remind me to stretch in 2 hours") and I\'ll follow up.',
  "/threads shows what I'm tracking; /done th-… closes one.",
  '"You message me too much" makes me quieter; /quiet 22:00-08:00 sets quiet hours.',
  "/brief 8:30 moves the morning brief; /status shows what I have scheduled.",
];

/**
 * The offline answer to small talk: what works right now and the next due item, with a tip that
 * changes from one message to the next (`turnIndex`), so it is never the same boilerplate.
 */
export function offlineSmallTalk(lead: string, threads: readonly Thread[], now: Date, timeZone: string, turnIndex: number): string {
  const live = sortForDisplay([...threads]);
  const next = live.find((t) => t.due_at && Date.parse(t.due_at) >= now.getTime()) ?? live.find((t) => t.due_at);
  const status = next
    ? `Next up: ${next.summary}, due ${formatDue(new Date(next.due_at!), now, timeZone)}${live.length > 1 ? ` (${live.length} open in all, /threads)` : ""}.`
    : live.length
      ? `You have ${live.length} open loop${live.length === 1 ? "" : "s"} without a due time (/threads).`
      : "Nothing is open right now.";
  return `${lead} ${status} ${TIPS[Math.abs(turnIndex) % TIPS.length]}`;
}
