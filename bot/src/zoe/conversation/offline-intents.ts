/**
 * Offline mode worth using: what ZOE understands without a model besides commitments
 * (threads/capture.ts). "You message me too much" makes it quieter, "more nudges" louder, "stop
 * reminding me about the onepager" drops that thread; and small talk gets a useful, varied answer
 * (what works right now, the next due item) instead of the same notice every time. Pure
 * functions of the text, the live threads and `now`.
 * Must never: drop a thread the words do not clearly name, or claim to understand free text.
 */
import { formatDue } from "../threads/index.ts";
import { t, type StringKey } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { ThresholdOp, ThreadOp } from "../model/index.ts";
import { sortForDisplay, type Thread } from "../threads/index.ts";

const QUIETER = [
  /\b(?:you\s+(?:message|ping|text|nudge|write(?:\s+to)?|bother|remind|contact)\s+me\s+(?:way\s+|far\s+)?too\s+(?:much|often)|too\s+many\s+(?:messages|pings|nudges|reminders|notifications|follow-?ups)|(?:be|get)\s+quieter|fewer\s+(?:messages|nudges|pings|reminders|follow-?ups)|(?:nudge|ping|message)\s+me\s+less)\b/i,
  /(?<!\p{L})(?:du\s+(?:schreibst|meldest\s+dich|nervst|erinnerst)\s+(?:mir\s+|mich\s+|bei\s+mir\s+)?(?:viel\s+)?zu\s+(?:oft|viel)|zu\s+viele\s+(?:nachrichten|erinnerungen|nachfragen)|weniger\s+(?:nachrichten|erinnerungen|nachfragen)|sei\s+leiser)(?!\p{L})/iu,
  /(?<!\p{L})(?:tu\s+m['’](?:écris|envoies|relances)\s+(?:beaucoup\s+|bien\s+)?trop|trop\s+de\s+(?:messages|relances|rappels)|moins\s+de\s+(?:messages|relances|rappels)|sois\s+plus\s+discrète?)(?!\p{L})/iu,
  /(?<!\p{L})(?:me\s+escribes\s+demasiado|demasiados\s+(?:mensajes|recordatorios)|menos\s+(?:mensajes|recordatorios))(?!\p{L})/iu,
  /(?<!\p{L})(?:escreves-me\s+demasiado|(?:me\s+)?escreves\s+(?:demais|demasiado)|demasiadas\s+mensagens|menos\s+(?:mensagens|lembretes))(?!\p{L})/iu,
];
const LOUDER = [
  /\b(?:more\s+(?:nudges|reminders|follow-?ups)|remind\s+me\s+more|nudge\s+me\s+more|(?:be|get)\s+louder|speak\s+up\s+more)\b/i,
  /(?<!\p{L})(?:mehr\s+(?:erinnerungen|nachfragen)|erinnere\s+mich\s+öfter|plus\s+de\s+(?:relances|rappels)|relance-moi\s+plus|más\s+recordatorios|recuérdame\s+más|mais\s+lembretes|lembra-me\s+mais)(?!\p{L})/iu,
];
const STOP_ABOUT = [
  /\b(?:stop|quit|no\s+more)\s+(?:reminding|nudging|pinging|bugging|asking)\s+me\s+(?:about|of|on|regarding)\s+(.+?)[.!]*$/i,
  /(?<!\p{L})hör\s+auf,?\s+mich\s+an\s+(.+?)\s+zu\s+erinnern[.!]*$/iu,
  /(?<!\p{L})erinnere\s+mich\s+nicht\s+mehr\s+an\s+(.+?)[.!]*$/iu,
  /(?<!\p{L})(?:arrête\s+de\s+me\s+(?:rappeler|parler\s+de|relancer\s+(?:pour|sur))|ne\s+me\s+(?:rappelle|parle)\s+plus\s+(?:de\s+)?)\s*(.+?)[.!]*$/iu,
  /(?<!\p{L})(?:deja\s+de\s+recordarme|no\s+me\s+recuerdes\s+más)\s+(.+?)[.!]*$/iu,
  /(?<!\p{L})(?:para\s+de\s+me\s+lembrar|não\s+me\s+lembres\s+mais)\s+(?:de\s+|do\s+|da\s+)?(.+?)[.!]*$/iu,
];
const STOP_WORDS = new Set(
  "the a an my your this that to of on about for with and it der die das den dem des ein eine einen mein meine meinen le la les l un une mon ma mes du de des el los las mi mis del o os as um uma meu minha do da".split(" "),
);

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
    const thread = threadNamed(stop[1]!, threads);
    if (thread) out.threadOps.push({ op: "drop", id: thread.id });
    else out.notes.push(t(locale, "small.whichLoop", { phrase: stop[1]!.trim() }));
    return out;
  }
  if (QUIETER.some((re) => re.test(text))) out.gateOps.push({ op: "quieter" });
  else if (LOUDER.some((re) => re.test(text))) out.gateOps.push({ op: "louder" });
  return out;
}

const TIPS: readonly StringKey[] = ["small.tip1", "small.tip2", "small.tip3", "small.tip4"];

/**
 * The offline answer to small talk: what works right now and the next due item, with a tip that
 * changes from one message to the next (`turnIndex`), so it is never the same boilerplate.
 */
export function offlineSmallTalk(lead: string, threads: readonly Thread[], now: Date, timeZone: string, turnIndex: number, locale: Locale = "en"): string {
  const live = sortForDisplay([...threads]);
  const next = live.find((th) => th.due_at && Date.parse(th.due_at) >= now.getTime()) ?? live.find((th) => th.due_at);
  const status = next
    ? t(locale, live.length > 1 ? "small.nextOfMany" : "small.next", { summary: next.summary, when: formatDue(new Date(next.due_at!), now, timeZone, locale), count: live.length })
    : live.length
      ? locale === "en"
        ? `You have ${live.length} open loop${live.length === 1 ? "" : "s"} without a due time (/threads).`
        : t(locale, "small.undated", { count: live.length })
      : t(locale, "small.nothing");
  return `${lead} ${status} ${t(locale, TIPS[Math.abs(turnIndex) % TIPS.length]!)}`;
}
