/**
 * The words of due phrases in German, French, Spanish and Portuguese, rewritten onto the one
 * grammar of threads/due.ts ("morgen früh" -> "tomorrow morning", "fin du mois" -> "end of month",
 * "a las 3 de la tarde" -> "at 3pm"), so every language gets the same conventions (a day without
 * a time is 18:00, a morning is 09:00, ...). Calendar dates with month names are left as written:
 * threads/due.ts reads them with chrono-node's parser for the language.
 * Must never: be used on its own to resolve anything (threads/due.ts owns the conventions), or rewrite a
 * word that is not a time word in its language (a task's summary passes through untouched).
 */
import { holdsAny, plainLower, requiredLiterals } from "../base/regex-literals.ts";
import type { Locale } from "../lang/index.ts";

/**
 * A pattern as written (source and flags; compiled only when a text may match it, see `Step`), or
 * a regular expression literal.
 */
type Pattern = { readonly source: string; readonly flags: string };
/** A rule: a pattern (whole words, Unicode-aware) and what it becomes. */
type Rule = readonly [Pattern, string | ((...m: string[]) => string)];

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
/** A whole-word pattern, case-insensitive, Unicode letters as word characters. */
const w = (body: string): Pattern => ({ source: `${L}(?:${body})${R}`, flags: "giu" });
/** Only at the very start of the phrase (leading prepositions). */
const start = (body: string): Pattern => ({ source: `^(?:(?:${body})\\s+)+`, flags: "iu" });

/**
 * Regular expressions by source, compiled once and shared by every rewrite. Sharing is safe:
 * `replace` resets a global expression's position, and `test` on a non-global one ignores it.
 */
const regexps = new Map<string, RegExp>();
function compiled(p: Pattern): RegExp {
  if (p instanceof RegExp) return p;
  const key = `${p.flags}/${p.source}`;
  let re = regexps.get(key);
  if (!re) regexps.set(key, (re = new RegExp(p.source, p.flags)));
  return re;
}

const WEEKDAY_EN = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

interface Lexicon {
  /** Leading words meaning "by", "until", "on" ("bis", "d'ici", "para el", "até"). */
  lead: string;
  /** Weekday words, Monday first, each an alternation. */
  weekdays: string[];
  /** Number words, for "in zwei Stunden". */
  numbers: Record<string, number>;
  /** Unit words -> English unit, for relative times. */
  units: Array<readonly [string, string]>;
  /** "in"/"dans"/"en"/"em" before a relative time. */
  within: string;
  /** Phrase rules, applied in order, before weekdays and relative times. */
  rules: Rule[];
  /** Rules applied after weekdays (parts of the day on their own, clock words). */
  late: Rule[];
  /** A word after a weekday that makes it "next" ("vendredi prochain", "viernes que viene"). */
  nextAfter?: string;
  /** A word before a weekday that makes it "next". */
  nextBefore: string;
  /** A word before a weekday that means "this" (dropped). */
  thisBefore: string;
  /** Parts of the day after a weekday, -> English. */
  parts: Array<readonly [string, string]>;
}

const hm = (h: string, m?: string) => `${Number(h)}:${m ?? "00"}`;
/** 12-hour clock with a part of the day ("3 de la tarde", "9 da manhã") -> "3pm"/"9am". */
const meridiem = (h: string, m: string | undefined, part: string, morningWords: RegExp) => {
  const suffix = morningWords.test(part) ? "am" : "pm";
  return `${Number(h)}${m ? `:${m}` : ""}${suffix}`;
};

const DE: Lexicon = {
  lead: "bis spätestens|spätestens|bis zum|bis|zum|am|vor dem|vor|für|fällig",
  weekdays: ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag|sonnabend", "sonntag"],
  numbers: { ein: 1, eine: 1, einer: 1, einem: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, zwanzig: 20, dreißig: 30 },
  units: [
    ["minuten|minute|min", "minutes"],
    ["stunden|stunde|std", "hours"],
    ["tagen|tage|tag", "days"],
    ["wochen|woche", "weeks"],
    ["monaten|monate|monat", "months"],
  ],
  within: "in|innerhalb von",
  nextBefore: "nächsten|nächster|nächste|kommenden|kommender|kommende",
  thisBefore: "diesen|dieser|diese|am",
  parts: [
    ["morgen|früh|vormittag|morgens|vormittags", "morning"],
    ["mittag|mittags", "at noon"],
    ["nachmittag|nachmittags", "afternoon"],
    ["abend|abends", "evening"],
    ["nacht|nachts", "night"],
  ],
  rules: [
    [w("in (?:einer |ner )?halben stunde|in einer halbe stunde"), "in half an hour"],
    [w("in anderthalb stunden"), "in 90 minutes"],
    [w("übermorgen"), "day after tomorrow"],
    [w("morgen (?:früh|vormittag|morgen)"), "tomorrow morning"],
    [w("morgen mittag"), "tomorrow at noon"],
    [w("morgen nachmittag"), "tomorrow afternoon"],
    [w("morgen abend"), "tomorrow evening"],
    [w("morgen nacht"), "tomorrow night"],
    [w("heute (?:morgen|früh|vormittag)"), "this morning"],
    [w("heute mittag"), "today at noon"],
    [w("heute nachmittag"), "this afternoon"],
    [w("heute (?:abend|nacht)"), "tonight"],
    [w("(?:bis )?(?:zum )?(?:ende des tages|tagesende|feierabend|dienstschluss|geschäftsschluss)"), "eod"],
    [w("heute noch|noch heute|heute"), "today"],
    [w("morgen"), "tomorrow"],
    [w("(?:die |der )?(?:nächste|nächster|kommende|kommender) woche|nächste woche|kommende woche"), "next week"],
    [w("(?:ende (?:der|dieser) woche|diese woche|dieser woche|zum wochenende|wochenende|ende woche)"), "end of week"],
    [w("(?:ende des monats|ende dieses monats|monatsende|ende monat|zum monatsende)"), "end of month"],
  ],
  late: [
    [w("mitternacht"), "midnight"],
    [w("mittags?"), "noon"],
    [w("früh|morgens|vormittags?"), "morning"],
    [w("nachmittags?"), "afternoon"],
    [w("abends?"), "evening"],
    [w("nachts?"), "night"],
    [/(?<![\p{L}\p{N}])halb (\d{1,2})(?![\p{N}])/giu, (_m, h) => `${(Number(h) + 23) % 24}:30`],
    [/(\d{1,2})[:.](\d{2}) ?uhr/giu, (_m, h, mi) => hm(h!, mi)],
    [/(\d{1,2}) ?uhr (\d{2})/giu, (_m, h, mi) => hm(h!, mi)],
    [/(\d{1,2}) ?uhr/giu, (_m, h) => hm(h!)],
    [/(?<![\p{L}])um(?= )/giu, "at"],
  ],
};

const FR: Lexicon = {
  lead: "d'ici à|d'ici a|d'ici|avant le|avant|pour le|pour|jusqu'à|jusqu'a|jusqu'au|au plus tard|le|au",
  weekdays: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  numbers: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20, trente: 30 },
  units: [
    ["minutes|minute|min", "minutes"],
    ["heures|heure|h", "hours"],
    ["jours|jour", "days"],
    ["semaines|semaine", "weeks"],
    ["mois", "months"],
  ],
  within: "dans|d'ici",
  nextAfter: "prochain",
  nextBefore: "",
  thisBefore: "ce",
  parts: [
    ["matin", "morning"],
    ["midi", "at noon"],
    ["après-midi|apres-midi|après midi|aprem", "afternoon"],
    ["soir", "evening"],
  ],
  rules: [
    [w("dans une demi-heure|dans une demi heure|dans une demie heure|dans une demi-heure"), "in half an hour"],
    [w("après-demain|apres-demain|après demain|apres demain"), "day after tomorrow"],
    [w("demain (?:matin|à la première heure|a la premiere heure)"), "tomorrow morning"],
    [w("demain midi"), "tomorrow at noon"],
    [w("demain (?:après-midi|apres-midi|après midi|aprem)"), "tomorrow afternoon"],
    [w("demain soir"), "tomorrow evening"],
    [w("ce matin"), "this morning"],
    [w("ce midi"), "today at noon"],
    [w("cet (?:après-midi|apres-midi|après midi|aprem)"), "this afternoon"],
    [w("ce soir|cette nuit"), "tonight"],
    [w("(?:la )?fin de (?:la )?journée|(?:la )?fin de (?:la )?journee"), "eod"],
    [w("aujourd'hui|aujourdhui|aujourd hui"), "today"],
    [w("demain"), "tomorrow"],
    [w("(?:la )?semaine prochaine"), "next week"],
    [w("cette semaine|(?:la )?fin de (?:la |cette )?semaine"), "end of week"],
    [w("(?:la )?fin (?:du|de ce|de) mois"), "end of month"],
  ],
  late: [
    // "à midi", "à minuit": the time with its "at", as "à 15h" has.
    [w("(?:à|a) midi"), "at noon"],
    [w("(?:à|a) minuit"), "at midnight"],
    [w("minuit"), "midnight"],
    [w("midi"), "noon"],
    [w("matin"), "morning"],
    [w("après-midi|apres-midi|aprem"), "afternoon"],
    [w("soir"), "evening"],
    [w("nuit"), "night"],
    [w("1er"), "1"],
    [/(?<![\p{L}\p{N}])(\d{1,2}) ?h ?(\d{2})?(?![\p{L}\p{N}])/giu, (_m, h, mi) => hm(h!, mi)],
    [/(?<![\p{L}])(?:à|a)(?= \d)/giu, "at"],
  ],
};

const ES: Lexicon = {
  lead: "para el|para la|para|antes del|antes de la|antes de|hasta el|hasta la|hasta|a más tardar|a mas tardar|el|la",
  weekdays: ["lunes", "martes", "miércoles|miercoles", "jueves", "viernes", "sábado|sabado", "domingo"],
  numbers: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15, veinte: 20, treinta: 30 },
  units: [
    ["minutos|minuto|min", "minutes"],
    ["horas|hora", "hours"],
    ["días|dias|día|dia", "days"],
    ["semanas|semana", "weeks"],
    ["meses|mes", "months"],
  ],
  within: "en|dentro de",
  nextAfter: "que viene|próximo|proximo",
  nextBefore: "el próximo|el proximo|próximo|proximo",
  thisBefore: "este|el",
  parts: [
    ["por la mañana|en la mañana|a la mañana|por la manana", "morning"],
    ["al mediodía|al mediodia", "at noon"],
    ["por la tarde|en la tarde|a la tarde", "afternoon"],
    ["por la noche|en la noche|a la noche", "night"],
  ],
  rules: [
    [
      /(?<![\p{L}\p{N}])(?:a las|a la) (\d{1,2})(?::(\d{2}))? de la (mañana|madrugada|tarde|noche)(?![\p{L}])/giu,
      (_m, h, mi, part) => `at ${meridiem(h!, mi, part!, /mañana|madrugada/)}`,
    ],
    [w("(?:en|dentro de) media hora"), "in half an hour"],
    [w("pasado mañana|pasado manana"), "day after tomorrow"],
    [w("mañana (?:por la mañana|en la mañana|a la mañana|temprano|a primera hora)|manana (?:por la manana|temprano)"), "tomorrow morning"],
    [w("mañana al mediodía|mañana al mediodia"), "tomorrow at noon"],
    [w("mañana (?:por|en|a) la tarde|manana por la tarde"), "tomorrow afternoon"],
    [w("mañana (?:por|en|a) la noche|manana por la noche"), "tomorrow night"],
    [w("esta mañana|esta manana|hoy por la mañana"), "this morning"],
    [w("esta tarde|hoy por la tarde|hoy en la tarde"), "this afternoon"],
    [w("esta noche|hoy por la noche|hoy en la noche"), "tonight"],
    [w("(?:el )?(?:fin|final) del (?:día|dia)"), "eod"],
    [w("hoy mismo|hoy"), "today"],
    [w("mañana|manana"), "tomorrow"],
    [w("(?:la )?semana que viene|(?:la )?próxima semana|(?:la )?proxima semana|(?:la )?semana próxima"), "next week"],
    [w("esta semana|(?:el )?(?:fin|final) de (?:la |esta )?semana"), "end of week"],
    [w("(?:a )?(?:fin|final|finales) (?:de|del) mes|(?:a )?(?:fin|final|finales) de este mes"), "end of month"],
  ],
  late: [
    // "a mediodía", "a medianoche": the time with its "at", as "a las 15" has.
    [w("(?:a|al) (?:mediodía|mediodia)"), "at noon"],
    [w("(?:a|a la) medianoche"), "at midnight"],
    [w("medianoche"), "midnight"],
    [w("mediodía|mediodia"), "noon"],
    [w("por la mañana|en la mañana"), "morning"],
    [w("por la tarde|en la tarde"), "afternoon"],
    [w("por la noche|en la noche"), "night"],
    [/(?<![\p{L}\p{N}])(\d{1,2}) ?h(?:rs)? ?(\d{2})?(?![\p{L}\p{N}])/giu, (_m, h, mi) => hm(h!, mi)],
    [/(?<![\p{L}])(?:a las|a la)(?= \d)/giu, "at"],
  ],
};

const PT: Lexicon = {
  lead: "até a|até o|até|ate|para a|para o|para|pra|antes de|antes da|antes do|no|na|lá pra",
  weekdays: [
    "segunda-feira|segunda feira|segunda",
    "terça-feira|terça feira|terca-feira|terça|terca",
    "quarta-feira|quarta feira|quarta",
    "quinta-feira|quinta feira|quinta",
    "sexta-feira|sexta feira|sexta",
    "sábado|sabado",
    "domingo",
  ],
  numbers: { um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, quinze: 15, vinte: 20, trinta: 30 },
  units: [
    ["minutos|minuto|min", "minutes"],
    ["horas|hora|h", "hours"],
    ["dias|dia", "days"],
    ["semanas|semana", "weeks"],
    ["meses|mês|mes", "months"],
  ],
  within: "em|daqui a|dentro de",
  nextAfter: "que vem|próxima|proxima",
  nextBefore: "na próxima|na proxima|próxima|proxima",
  thisBefore: "esta|nesta|na",
  parts: [
    ["de manhã|pela manhã|de manha", "morning"],
    ["ao meio-dia|ao meio dia", "at noon"],
    ["à tarde|a tarde|de tarde", "afternoon"],
    ["à noite|a noite|de noite", "night"],
  ],
  rules: [
    [
      /(?<![\p{L}\p{N}])(?:às|as|à|a) (\d{1,2})(?:h|:)?(\d{2})? da (manhã|manha|madrugada|tarde|noite)(?![\p{L}])/giu,
      (_m, h, mi, part) => `at ${meridiem(h!, mi, part!, /manh|madrugada/)}`,
    ],
    [w("(?:em|daqui a|dentro de) meia hora"), "in half an hour"],
    [w("depois de amanhã|depois de amanha"), "day after tomorrow"],
    [w("amanhã (?:de manhã|pela manhã|cedo|de manha)|amanha (?:de manha|cedo)"), "tomorrow morning"],
    [w("amanhã ao meio-dia|amanhã ao meio dia"), "tomorrow at noon"],
    [w("amanhã (?:à|a|de) tarde|amanha a tarde"), "tomorrow afternoon"],
    [w("amanhã (?:à|a|de) noite|amanha a noite"), "tomorrow night"],
    [w("hoje (?:de manhã|pela manhã)|esta manhã|nesta manhã"), "this morning"],
    [w("hoje (?:à|a|de) tarde|esta tarde|nesta tarde"), "this afternoon"],
    [w("hoje (?:à|a|de) noite|esta noite|nesta noite|hoje à noitinha"), "tonight"],
    [w("(?:o )?(?:fim|final) do dia"), "eod"],
    [w("hoje mesmo|hoje"), "today"],
    [w("amanhã|amanha"), "tomorrow"],
    [w("(?:a )?semana que vem|(?:a )?próxima semana|(?:a )?proxima semana"), "next week"],
    [w("esta semana|nesta semana|(?:o )?(?:fim|final) da semana|(?:o )?fim de semana"), "end of week"],
    [w("(?:o )?(?:fim|final) do (?:mês|mes)|(?:o )?fim de (?:mês|mes)"), "end of month"],
  ],
  late: [
    // "ao meio-dia", "à meia-noite": the time with its "at", as "às 15h" has.
    [w("(?:ao|à|a) (?:meio-dia|meio dia)"), "at noon"],
    [w("(?:à|a) (?:meia-noite|meia noite)"), "at midnight"],
    [w("meia-noite|meia noite"), "midnight"],
    [w("meio-dia|meio dia"), "noon"],
    [w("de manhã|pela manhã|de manha"), "morning"],
    [w("à tarde|de tarde"), "afternoon"],
    [w("à noite|de noite"), "night"],
    [/(?<![\p{L}\p{N}])(\d{1,2}) ?h ?(\d{2})?(?![\p{L}\p{N}])/giu, (_m, h, mi) => hm(h!, mi)],
    [/(?<![\p{L}])(?:às|as)(?= \d)/giu, "at"],
  ],
};

const LEXICA: Partial<Record<Locale, Lexicon>> = { de: DE, fr: FR, es: ES, pt: PT };

/**
 * One step of a rewrite: a pattern, what it becomes, and a cheap twin that matches at least every
 * text the pattern would (the same pattern without its word-boundary look-arounds).
 * Why the twin: the look-arounds are Unicode letter classes, and V8 spends about a millisecond on
 * such an expression the first two times it runs (parse, then bytecode, then native code); a
 * rewrite runs a hundred of them per language, nearly all without a match. The twin compiles
 * thirty times faster and tells when the real pattern cannot match (and so would leave the text
 * as it is): the result is the same, and only the patterns a phrase may touch are ever compiled.
 * Before the twin, a substring search for the words every match must hold (`needs`) passes over
 * most steps without compiling even the twin.
 */
interface Step {
  pattern: Pattern;
  to: string | ((...m: string[]) => string);
  /** The twin's source and flags; compiled at its first use. */
  twin: Pattern;
  cheap: RegExp | null;
  /** Texts one of which every match contains (base/regex-literals.ts); null: none known. */
  needs: ReadonlySet<string> | null;
}

/** Look-around groups without nested groups: `(?<![\p{L}\p{N}])`, `(?= \d)`. */
const LOOKAROUND = /\(\?<?[=!](?:\[[^\]]*\]|\\.|[^()[\]\\])*\)/g;

function step(pattern: Pattern, to: Step["to"]): Step {
  const twin = { source: pattern.source.replace(LOOKAROUND, ""), flags: pattern.flags.replace("g", "") };
  return { pattern, to, twin, cheap: null, needs: requiredLiterals(pattern.source) };
}



/** The rewrite of one language as its steps, in order (built once per language, on first use). */
function stepsOf(lx: Lexicon): Step[] {
  const out: Step[] = [step(start(lx.lead), "")];
  // A weekday's part of the day first: "Freitag morgen" is Friday morning, not Friday tomorrow.
  lx.weekdays.forEach((alt, i) => {
    for (const [partAlt, part] of lx.parts) out.push(step(w(`(?:${alt}) ?(?:${partAlt})`), `${WEEKDAY_EN[i]} ${part}`));
  });
  for (const [re, to] of lx.rules) out.push(step(re, to));
  // Relative times: "in zwei Stunden", "dans 3 jours", "dentro de una semana", "daqui a 2 horas".
  const numberAlt = Object.keys(lx.numbers).sort((a, b) => b.length - a.length).join("|");
  for (const [unitAlt, unit] of lx.units) {
    const pattern = { source: `${L}(?:${lx.within}) (\\d+|${numberAlt}) ?(?:${unitAlt})${R}`, flags: "giu" };
    out.push(step(pattern, (_m, n: string) => `in ${lx.numbers[n.toLowerCase()] ?? n} ${unit}`));
  }
  // Weekdays, with "next"/"this" before or after and a part of the day after.
  lx.weekdays.forEach((alt, i) => {
    const en = WEEKDAY_EN[i]!;
    const day = `(?:${alt}|${en})`;
    if (lx.nextAfter) out.push(step(w(`${day} (?:${lx.nextAfter})`), `next ${en}`));
    if (lx.nextBefore) out.push(step(w(`(?:${lx.nextBefore}) ${day}`), `next ${en}`));
    out.push(step(w(`(?:${lx.thisBefore}) ${day}`), en));
    out.push(step(w(day), en));
  });
  for (const [re, to] of lx.late) out.push(step(re, to));
  return out;
}

const STEPS = new Map<Lexicon, Step[]>();

/**
 * Every step of a language's rewrite as a compiled pattern and its replacement, in order: what
 * the rewrite does when each pattern runs on the text, without the cheap twins (the reference the
 * tests hold the rewrite to). Empty for English.
 */
export function rewriteSteps(locale: Locale): Array<readonly [RegExp, Step["to"]]> {
  const lx = LEXICA[locale];
  return lx ? stepsOf(lx).map((st) => [new RegExp(st.pattern.source, st.pattern.flags), st.to] as const) : [];
}

function rewrite(s: string, lx: Lexicon): string {
  let steps = STEPS.get(lx);
  if (!steps) STEPS.set(lx, (steps = stepsOf(lx)));
  let out = s;
  // Most steps are passed over on a substring search (no words of theirs in the text), the
  // rest on their cheap twin: only a step that may match compiles anything.
  let plain = plainLower(out);
  for (const st of steps) {
    if (plain && st.needs && !holdsAny(out, st.needs)) continue;
    if (!(st.cheap ??= compiled(st.twin)).test(out)) continue;
    const next = out.replace(compiled(st.pattern), st.to as string);
    if (next !== out) plain = plainLower((out = next));
  }
  return out.replace(/\s+/g, " ").trim();
}

/**
 * A due phrase in `locale`, rewritten onto threads/due.ts's English grammar words. English text (and any
 * word that is not a time word) comes back unchanged, so the result may still be unreadable:
 * threads/due.ts then says null.
 */
export function canonicalDuePhrase(phrase: string, locale: Locale): string {
  const lx = LEXICA[locale];
  const s = phrase.toLowerCase().replace(/[’‘`]/g, "'");
  if (!lx) return s;
  // The rewrite runs dozens of regular expressions, and a reply is read clause by clause (often
  // the same phrase again): a pure function of its input, so its recent answers are kept.
  const key = `${locale}\u0000${s}`;
  let out = rewritten.get(key);
  if (out === undefined) {
    out = rewrite(s, lx);
    if (rewritten.size >= 2_000) rewritten.clear();
    rewritten.set(key, out);
  }
  return out;
}

const rewritten = new Map<string, string>();
