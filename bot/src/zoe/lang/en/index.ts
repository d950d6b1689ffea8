/**
 * Everything ZOE knows about English: its words (strings.ts), how it writes them, and how
 * an English-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { L, R, turnWords, wordSet } from "../patterns.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/** Common irregular verbs: their simple past and participle. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  send: ["sent"], buy: ["bought"], pay: ["paid"], write: ["wrote", "written"], do: ["did", "done"], make: ["made"], get: ["got", "gotten"], take: ["took", "taken"],
  give: ["gave", "given"], go: ["went", "gone"], bring: ["brought"], tell: ["told"], find: ["found"], read: ["read"], meet: ["met"], leave: ["left"], put: ["put"],
  see: ["saw", "seen"], speak: ["spoke", "spoken"], sell: ["sold"], build: ["built"], set: ["set"], ring: ["rang", "rung"], spend: ["spent"], think: ["thought"],
  teach: ["taught"], catch: ["caught"], drive: ["drove", "driven"], eat: ["ate", "eaten"], forget: ["forgot", "forgotten"], hold: ["held"], keep: ["kept"], win: ["won"],
  begin: ["began", "begun"], run: ["ran"], come: ["came"], break: ["broke", "broken"], choose: ["chose", "chosen"], draw: ["drew", "drawn"], throw: ["threw", "thrown"],
  lose: ["lost"], cut: ["cut"], hit: ["hit"], let: ["let"], shut: ["shut"], lend: ["lent"], feed: ["fed"], hang: ["hung"], fight: ["fought"], seek: ["sought"],
  sing: ["sang", "sung"], swim: ["swam", "swum"], understand: ["understood"], stand: ["stood"], sit: ["sat"], sleep: ["slept"], ride: ["rode", "ridden"], fly: ["flew", "flown"],
  grow: ["grew", "grown"], know: ["knew", "known"], show: ["showed", "shown"], wear: ["wore", "worn"], shoot: ["shot"], upset: ["upset"], hear: ["heard"], say: ["said"],
  mean: ["meant"], feel: ["felt"], deal: ["dealt"], sweep: ["swept"], bind: ["bound"], wind: ["wound"], quit: ["quit"], split: ["split"], spread: ["spread"], bet: ["bet"],
};
/** The past of an English verb: its irregular forms, or -ed by the spelling rules (called, booked, renewed, planned, tried, filed). */
const pastOf = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  if (!/^[a-z]{2,}$/.test(v)) return [];
  if (IRREGULAR[v]) return IRREGULAR[v];
  if (v.endsWith("e")) return [`${v}d`];
  if (/[^aeiou]y$/.test(v)) return [`${v.slice(0, -1)}ied`];
  const out = [`${v}ed`];
  // A short verb ending consonant-vowel-consonant doubles its last letter (planned, stopped).
  if (/^[^aeiou]*[aeiou][bdgklmnprtz]$/.test(v)) out.push(`${v}${v.at(-1)}ed`);
  return out;
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ my: "your", mine: "yours", myself: "yourself", me: "you", "i'm": "you're", "i’m": "you’re", "i've": "you've", "i’ve": "you’ve", "i'd": "you'd", "i’d": "you’d", "i'll": "you'll", "i’ll": "you’ll", i: "you" });

export const en: LanguagePack = {
  name: "English",
  strings: STRINGS,
  commandHelp: null,
  writing: { spaceBeforePunctuation: false, quotes: { open: '"', close: '"' }, decimal: "." },
  detection: {
    markers: ["the", "and", "not yet", "done", "yes", "no", "tomorrow", "today", "snooze", "remind", "later", "still", "i'?ll", "i will", "i need", "please", "thanks", "what", "with", "friday", "monday", "week", "stop", "finished", "nope", "yep", "didn'?t", "haven'?t"],
    letters: null,
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    trigger:
      /(?:^\s*(?:need to|have to|must|gotta|got to|(?:don['’]t|do not) let me forget to|make sure (?:that )?i|to-?do\s*:|to do\s*:)|\b(?:i['’]ll|i will|i (?:still )?need to|i have to|i must|i['’]m going to|i['’]m gonna|i gotta|i['’]ve got to|i['’]ve gotta|i (?:plan|intend|promise) to|i['’]m planning to|i promised\s+(?:\p{L}+\s+)?(?:i['’]d|i would|that i['’]d|to)))\s+(.+)/iu,
    hedges: /\b(maybe|might|perhaps|probably|if i|should i|could i|would i|wonder|never|not sure|don['’]t think|do not think|doubt|hope|wish)\b/i,
    notATask: /^(?:say|admit|confess|agree|disagree|tell you|be honest|guess|assume|suppose|imagine)\b/i,
    vague: wordSet("it that this them there here so about to you me him her us do be see think try know let get make back check look into on up"),
    taskLead: ["to"],
    unplacedDeadline: /\s+((?:by|before|until|due)\s+.+|(?:next|this|coming)\s+(?:month|week|weekend|year|quarter))$/i,
    reminder: {
      ask: /\bremind me\b/i,
      lead: /^\s*(?:(?:hey|hi|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:please|pls)\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?$/i,
      joiner: /^(?:to|about|that i (?:need to|have to|should|must)|that)\s+/i,
      plainTask: (task) => task,
    },
    toOwner: (task) =>
      YOURS(
        task.replace(/^(?:i['’]ll|i will|i['’]m going to|i am going to|i['’]m gonna|i (?:still )?need to|i have to|i['’]ve got to|i must|i should|i want to|i['’]d like to|gotta)\s+/iu, ""),
      ),
    pastOf,
  },
  goals: {
    goal: /\b(?:my|our)\s+(?:(?:main|big|biggest|new|next|one|top|only|real|personal|long[- ]term)\s+)?(?:goal|objective|aim)(?:\s+(?:for|this|next|by)\s+(?:the\s+)?[\w'’ -]{1,30}?)?\s*(?:is|will be|:)\s+(?:to\s+)?(.+)$/i,
    hedges: /\b(maybe|might|perhaps|if|wonder|not sure|was|used to|should|could|would)\b/i,
  },
  offline: {
    quieter: [
      /\b(?:you\s+(?:message|ping|text|nudge|write(?:\s+to)?|bother|remind|contact)\s+me\s+(?:way\s+|far\s+)?too\s+(?:much|often)|too\s+many\s+(?:messages|pings|nudges|reminders|notifications|follow-?ups)|(?:be|get)\s+quieter|fewer\s+(?:messages|nudges|pings|reminders|follow-?ups)|(?:nudge|ping|message)\s+me\s+less)\b/i,
    ],
    louder: [
      /\b(?:more\s+(?:nudges|reminders|follow-?ups)|remind\s+me\s+more|nudge\s+me\s+more|(?:be|get)\s+louder|speak\s+up\s+more)\b/i,
    ],
    stopAbout: [
      /\b(?:stop|quit|no\s+more)\s+(?:reminding|nudging|pinging|bugging|asking)\s+me\s+(?:about|of|on|regarding)\s+(.+?)[.!]*$/i,
    ],
    stopWords: ["the", "a", "an", "my", "your", "this", "that", "to", "of", "on", "about", "for", "with", "and", "it"],
  },
  clock: {
    noon: ["noon", "midday"],
    midnight: ["midnight"],
    at: ["at"],
    oClock: [],
    hourLetters: [],
    meridiem: { am: ["am"], pm: ["pm"] },
    rangeFrom: ["from"],
    rangeTo: ["\\bto\\b", "\\buntil\\b", "\\btill\\b"],
  },
  commands: {
    modes: { normal: "balanced", default: "balanced", silent: "quiet", calm: "quiet", quieter: "quiet", active: "proactive" },
    on: ["on"],
    off: ["off"],
    actOnForward: new RegExp(`${L}(?:(?:please\\s+)?(?:track|remember|note|save|keep|add)\\s+(?:this|that|these|those|it|them)|(?:keep\\s+track\\s+of|remind\\s+me\\s+(?:of|about))\\s+(?:this|that|these|those|it|them))${R}`, "iu"),
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
