/**
 * How a Dutch owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("morgenochtend" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's Dutch parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in Dutch (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dial, dialRule, type DialWords, hm, meridiem, monthAlone, monthPart, w, compoundCounts } from "../patterns.ts";

/** The hours in words, for "om drie uur", "drie uur 's middags", "kwart over drie". */
const HOURS = { een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12 };
const DIAL: DialWords = {
  at: "om|rond|tegen|om ongeveer|om circa|rond een uur of",
  hours: HOURS,
  noon: "(?!)",
  midnight: "(?!)",
  hourWord: "uur",
  notAfter: "over|binnen|in|na|voor|half|kwart over|kwart voor",
  plus: "(?!)",
  minus: "(?!)",
  minutes: {},
  wordsOnly: true,
  parts: [["'s ochtends", "am"], ["'s morgens", "am"], ["'s nachts", "am"], ["'s middags", "pm"], ["'s avonds", "pm"]],
};

/** Holidays by their Dutch names -> the grammar's English ones (threads/due-holidays.ts computes them). */
const HOLIDAYS: ReadonlyArray<readonly [string, string]> = [
  ["kerstavond", "christmas eve"],
  ["tweede kerstdag", "boxing day"],
  ["eerste kerstdag|kerstmis|kerstdag|kerst", "christmas"],
  ["oudejaarsavond|oudejaarsdag|oudjaar|oud en nieuw", "new year's eve"],
  ["nieuwjaarsdag|nieuwjaar", "new year's day"],
  ["driekoningen", "epiphany day"],
  ["valentijnsdag|valentijn", "valentine's day"],
  ["moederdag", "mother's day"],
  ["vaderdag", "father's day"],
  ["allerheiligen", "all saints' day"],
  ["allerzielen", "all souls' day"],
  ["sinterklaasavond|pakjesavond|sinterklaas", "sinterklaas eve"],
  ["koningsdag", "king's day"],
  ["bevrijdingsdag", "dutch liberation day"],
  ["tweede paasdag|paasmaandag", "easter monday"],
  ["eerste paasdag|paaszondag|pasen", "easter"],
  ["goede vrijdag", "good friday"],
  ["stille zaterdag|paaszaterdag", "holy saturday"],
  ["witte donderdag", "maundy thursday"],
  ["palmzondag", "palm sunday"],
  ["aswoensdag", "ash wednesday"],
  ["hemelvaartsdag|hemelvaart", "ascension day"],
  ["tweede pinksterdag|pinkstermaandag", "whit monday"],
  ["eerste pinksterdag|pinksteren", "pentecost"],
  ["chinees nieuwjaar", "chinese new year"],
];

const MONTH_OF = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/** Ordinals before a counted day ("eerste dinsdag in oktober", "laatste dag van oktober") -> the grammar's. */
const COUNTED: Readonly<Record<string, string>> = { eerste: "first", tweede: "second", derde: "third", vierde: "fourth", vijfde: "fifth", laatste: "last" };

/** The months, January first, each with its other spellings. */
const MONTHS = ["januari|jan", "februari|febr|feb", "maart|mrt|maa|mar", "april|apr", "mei", "juni|jun", "juli|jul", "augustus|aug", "september|sept|sep", "oktober|okt|oct", "november|nov", "december|dec"] as const;

/** Number words, for "in zwei Stunden" and a repeat's count ("alle zwei Tage"). */
export const NUMBERS: Readonly<Record<string, number>> = { "een paar": 2, een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12, vijftien: 15, twintig: 20, dertig: 30, veertig: 40, vijfenveertig: 45, vijftig: 50,
    // "vijfentwintig minuten": the unit, "en" ("ën" after an e: "tweeëntwintig", also written "tweeentwintig"), the tens.
    ...compoundCounts({ twintig: 20, dertig: 30, veertig: 40, vijftig: 50 }, { een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9 }, (t, u) =>
      /e$/.test(u) ? [`${u}ën${t}`, `${u}en${t}`] : [`${u}en${t}`],
    ),
  };

export const DUE: DueWords = {
  rewrite: {
    early: [
      // Two days offered as a choice ("morgen of overmorgen", "vrijdag of zaterdag", "deze of volgende week"): the second one
      // named is when it is due by; only a day against a day.
      [/(?<![\p{L}])morgen of overmorgen(?![\p{L}])/giu, "overmorgen"],
      [/(?<![\p{L}])deze of (volgende|komende) week(?![\p{L}])/giu, "$1 week"],
      [
        /(?<![\p{L}])(?:op )?(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) of (?:op )?(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(?![\p{L}])/giu,
        (_m: string, later: string) => later,
      ],
      // "over 1h30": a duration in hours and minutes, not the clock time 1:30.
      [/(?<![\p{L}\p{N}])(over|binnen) (\d{1,2}) ?[hu] ?([0-5]\d)(?:min)?(?![\p{L}\p{N}])/giu, (_m: string, w0: string, h: string, mi: string) => `${w0} ${Number(h) * 60 + Number(mi)} minuten`],
      // A part of the day narrowed ("am späten Nachmittag", "en fin d'après-midi", "nel tardo pomeriggio"): the
      // grammar's "late afternoon" and kin, an hour of their own (threads/due.ts), before the plain parts take their words.
      [w("laat in de ochtend|laat in de morgen|aan het eind van de ochtend|aan het einde van de ochtend|eind van de ochtend|einde van de ochtend|eind van de morgen|eind ochtend|einde ochtend"), "late morning"],
      [w("halverwege de ochtend|midden in de ochtend|halverwege de morgen|midden op de ochtend"), "mid morning"],
      [w("vroeg in de middag|aan het begin van de middag|begin van de middag|begin middag|vroeg op de middag"), "early afternoon"],
      [w("halverwege de middag|midden in de middag|midden op de middag"), "mid afternoon"],
      [w("laat in de middag|laat op de middag|aan het eind van de middag|aan het einde van de middag|eind van de middag|einde van de middag|eind middag|einde middag|laat in de namiddag|eind van de namiddag|aan het eind van de namiddag"), "late afternoon"],
      [w("vroeg in de avond|vroeg op de avond|aan het begin van de avond|begin van de avond|begin avond|vroeg op de avond"), "early evening"],
      [w("laat in de avond|laat op de avond|'s avonds laat|laat 's avonds|aan het eind van de avond|eind van de avond"), "late evening"],
      // Months and weekends, before their lead words go ("voor het weekend" is before it starts):
      // a month is due by its last day, the weekend by its Sunday (threads/due.ts).
      // Parts of a month and the year's end (threads/due.ts: "mid january" its 15th, "early next month" its 7th).
      monthPart(MONTHS, { early: "begin", mid: "half|medio|midden" }),
      [w("begin (?:van )?volgende maand"), "early next month"],
      [w("(?:half|midden) (?:van )?volgende maand"), "mid next month"],
      [w("(?:voor |tegen )?(?:het )?(?:eind|einde) van (?:het|dit) jaar|eind dit jaar"), "end of the year"],
      // The start and the middle of a week, loosely within this one, and a morning's first thing
      // (threads/due.ts: "early next week" its Monday, "midweek" a Wednesday, "first thing" 9am).
      [w("(?:aan het |in het )?begin (?:van )?(?:de )?(?:volgende|komende) week"), "early next week"],
      [w("(?:halverwege|midden|in het midden van) (?:de )?(?:volgende|komende) week"), "mid next week"],
      [w("(?:halverwege|midden in|in het midden van) (?:de|deze) week|midden deze week"), "midweek"],
      [w("later deze week|ergens deze week|in de loop van (?:de|deze) week"), "later this week"],
      // Quarters, the week after next, within the hour (threads/due.ts reads the English words).
      [w("(?:in het |het )?(?:volgend|volgende|komend|komende) kwartaal"), "next quarter"],
      [w("(?:voor het |tegen het |aan het |op het )?(?:eind|einde) (?:van )?(?:het|dit) kwartaal|(?:in )?dit kwartaal"), "end of quarter"],
      [w("binnen (?:het|een) uur|binnen het komende uur|in het komende uur"), "within the hour"],
      [w("(?:aan het |tegen het |voor het |op het )?(?:eind|einde) (?:van )?(?:de )?(?:volgende|komende) week|eind volgende week"), "end of next week"],
      [w("morgen (?:als eerste|als allereerste|eerst|meteen|vroeg in de ochtend|ochtend vroeg)|morgenochtend vroeg|als eerste morgen"), "tomorrow morning"],
      [w("als eerste (?:in de ochtend|'s ochtends)|'s ochtends als eerste"), "first thing"],
      monthAlone(MONTHS, "in|in de maand|voor|vóór|uiterlijk in|uiterlijk|tegen|eind|einde|eind van|tot|tot eind|in de loop van|ergens in"),
      [{ source: "^(?:(?:aan |tegen )?(?:het )?(?:eind|einde) (?:van )?(?:de )?)?(?:de |in de )?(?:volgende|komende) maand$", flags: "iu" }, "next month"],
      [{ source: "^(?:nog |in |binnen )?deze maand(?: nog)?$", flags: "iu" }, "this month"],
      // "voor zevenen", "tegen achten", "om twaalven": an hour said with its old plural, the clock's hour.
      [/(?<=(?:voor|vóór|tegen|om|na|rond) )(enen|tweeën|drieën|vieren|vijven|zessen|zevenen|achten|negenen|tienen|elven|twaalven)(?![\p{L}])/giu, (h: string) => `${["enen", "tweeën", "drieën", "vieren", "vijven", "zessen", "zevenen", "achten", "negenen", "tienen", "elven", "twaalven"].indexOf(h.toLowerCase()) + 1} uur`],
      // "na het weekend": the Monday after it (threads/due.ts), before "weekend" alone is read.
      [w("na (?:het|'t) (?:weekend|weekeinde)"), "after the weekend"],
      [w("(?:het )?(?:volgend|volgende) weekend|het weekend (?:erna|daarna)"), "next weekend"],
      [w("(?:voor|vóór|uiterlijk voor|tegen) het weekend"), "end of week"],
      // Not the grammar's "next weekend" just written.
      [w("(?:dit|in het|het|komend|komende|het komende|tijdens het|dit) (?:weekend|weekeinde)|weekeinde|(?<!next |this |after the )weekend"), "this weekend"],
      // Parts of the day: after lunch 14:00, after work 19:00, after dinner 21:00, at lunch 13:00 (threads/due.ts).
      [w("na (?:de lunch|het middageten)"), "after lunch"],
      [w("na (?:het )?(?:eten|avondeten|diner)"), "after dinner"],
      [w("na (?:het|mijn) werk|na werktijd|na kantoortijd"), "after work"],
      [w("(?:in|tijdens) de (?:lunchpauze|middagpauze)|tijdens de lunch|bij de lunch|tussen de middag"), "at lunch"],
      [w("later vandaag|vandaag later|in de loop van de dag"), "later today"],
      // "op 10.10", "op 15-2", "op 01-04": a date, day first (a bare "10.10" is a clock time).
      [/(?<![\p{L}\p{N}])op (\d{1,2})[.-](\d{1,2})(?:[.-](\d{4}))?(?![\p{N}.-])/giu, (m, d, mo, y) => (Number(mo) >= 1 && Number(mo) <= 12 ? `${Number(d)} ${MONTH_OF[Number(mo) - 1]}${y ? ` ${y}` : ""}` : m)],
      ...HOLIDAYS.map(([nl, en]) => [w(nl), en] as const),
      // "eerste dinsdag in oktober", "laatste dag van oktober 2015": the grammar's "first tuesday of october".
      [
        { source: `(?<![\\p{L}\\p{N}])(?:de )?(${Object.keys(COUNTED).join("|")}) (\\p{L}+) (?:in|van) (?=\\p{L})`, flags: "giu" },
        (_m: string, ord: string, what: string) => `${COUNTED[ord.toLowerCase()]} ${what.toLowerCase() === "dag" ? "day" : what} of `,
      ],
      // Exactly: the time itself ("stipt om 17 uur").
      [/(?<![\p{L}])(?:stipt|precies) (?=om )/giu, ""],
      // "14 uur 15", "2 uur 15 's middags": the hour, then its minutes.
      [/(?<![\p{L}\p{N}])(\d{1,2}) uur (\d{2})(?![\p{N}])/giu, "$1:$2"],
      [w("in de middag"), "'s middags"],
      [w("in de ochtend"), "'s ochtends"],
      [w("in de avond"), "'s avonds"],
      // "in 2,5 uur": the grammar's decimal point.
      [/(\d+),(\d+)(?= ?(?:uur|minuten))/giu, "$1.$2"],
      [w("(?:over|binnen) (?:een|1) kwartier(?:tje)?"), "in 15 minutes"],
      [w("(?:over|binnen) (?:een|1) seconde"), "in 1 second"],
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(over|binnen|in) (?:ongeveer|circa|ca\.?|zo'n) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:over|binnen|in) )(?:om ongeveer|om circa|ongeveer|circa|ca\.?|rond|tegen)(?= (?:om )?\d)/giu, "om"],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      [/(?<![\p{L}\p{N}])(?:op de|de) (\d{1,2})(?:ste|de|e)?(?=$|,| om | rond | tegen )/giu, "the $1"],
    ],
    // "ik haal je op om 8": an "op" before "om" is the verb's particle ("ophalen"), no lead of the time.
    lead: "uiterlijk op|uiterlijk|voor|vóór|tegen|op(?!\\s+om(?:\\s|$))|tot en met|tot|ergens",
    weekdays: ["maandag", "dinsdag|di", "woensdag|woe|wo", "donderdag|do", "vrijdag|vrij|vr", "zaterdag|zat|za", "zondag|zon"],
    numbers: NUMBERS,
    units: [
      ["minuten|minuut|minuutjes|min", "minutes"],
      ["uur|uren|uurtje|u", "hours"],
      ["dagen|dag", "days"],
      ["weken|week", "weeks"],
      ["maanden|maand", "months"],
    ],
    within: "over|binnen|in",
    nextAfter: "",
    nextBefore: "volgende|volgend",
    thisBefore: "deze|komende|aanstaande|op",
    // "vrijdagmiddag", "vrijdag 's avonds": a part of the day after a weekday, glued or not.
    parts: [
      ["ochtend|morgen|'s ochtends|'s morgens|voormiddag", "morning"],
      ["middag|'s middags|namiddag", "afternoon"],
      ["avond|'s avonds", "evening"],
      ["nacht|'s nachts", "night"],
    ],
    rules: [
      // "vrijdag over een week", "maandag over twee weken": a week (two) after that weekday, today included (as "lundi en huit").
      [/(?<![\p{L}])(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) over (?:een|één|1) week(?![\p{L}])/giu, "$1 week"],
      [/(?<![\p{L}])(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) over (?:twee|2) weken(?![\p{L}])/giu, "$1 fortnight"],
      // An hour in words: "om drie uur", "drie uur 's middags".
      dialRule(DIAL),
      [/(?<![\p{L}])(twintig|tien|vijf)(?= (?:minuten )?(?:over|voor) )/giu, (_m, n) => String({ vijf: 5, tien: 10, twintig: 20 }[n!.toLowerCase() as "vijf"])],
      // An hour in words after halb, Viertel nach, kwart over ...: its digits, for the rules below.
      [{ source: `(?<=(?:halb|half|viertel nach|viertel vor|dreiviertel|kwart over|kwart voor|\\d nach|\\d vor|\\d over|\\d voor|\\d minuten nach|\\d minuten vor|\\d minuten over|\\d minuten voor) )(${Object.keys(HOURS).join("|")})(?![\\p{L}])`, flags: "giu" }, (_m: string, h: string) => String(HOURS[h.toLowerCase() as keyof typeof HOURS])],
      // "om 3 uur 's middags", "om 9 uur 's ochtends": a 12-hour clock with its part of the day.
      [
        /(?<![\p{L}\p{N}])(?<!(?:half|over|voor) )(?:om )?(\d{1,2})(?:[:.](\d{2}))? ?(?:uur )?'s (ochtends|morgens|middags|avonds)(?![\p{L}])/giu,
        (_m, h, mi, part) => `at ${meridiem(h!, mi, part!, /ochtends|morgens/)}`,
      ],
      // "half 4" is 3:30, as German's "halb 4".
      // "kwart over 3" 3:15, "kwart voor 4" 3:45, "tien over half 4" 3:40, "5 voor 4" 3:55.
      [/(?<![\p{L}\p{N}])(kwart|\d{1,2}) (?:minuten )?(over|voor) half (\d{1,2})(?![\p{N}])/giu, (_m, n, dir, h) => dial(Number(h) - 1, 30 + (dir === "over" ? 1 : -1) * (n === "kwart" ? 15 : Number(n)))],
      [/(?<![\p{L}\p{N}])half (\d{1,2})(?![\p{N}])(?: ?uur)?/giu, (_m, h) => dial(Number(h) - 1, 30)],
      [/(?<![\p{L}\p{N}])(kwart|\d{1,2}) (?:minuten )?(over|voor) (\d{1,2})(?![\p{N}])(?: ?uur)?/giu, (_m, n, dir, h) => {
        const mi = n === "kwart" ? 15 : Number(n);
        return mi < 60 ? dial(Number(h) - (dir === "voor" ? 1 : 0), dir === "voor" ? 60 - mi : mi) : _m;
      }],
      [w("(?:over|binnen) (?:een )?(?:half uur|half uurtje|halfuur|halfuurtje)"), "in half an hour"],
      [w("(?:over|binnen) anderhalf uur"), "in 90 minutes"],
      // "over drie kwartier": three quarters of an hour.
      [w("(?:over|binnen) (?:drie|3) kwartier"), "in 45 minutes"],
      [w("overmorgen"), "day after tomorrow"],
      [w("morgenochtend|morgen ochtend|morgenvroeg|morgen vroeg|morgen in de ochtend|morgen 's ochtends|morgen 's morgens"), "tomorrow morning"],
      [w("morgen (?:rond het middaguur|tussen de middag|om 12 uur 's middags)"), "tomorrow at noon"],
      [w("morgenmiddag|morgen middag|morgennamiddag|morgen namiddag|morgen in de (?:na)?middag|morgen 's middags"), "tomorrow afternoon"],
      [w("morgenavond|morgen avond|morgen 's avonds"), "tomorrow evening"],
      [w("morgennacht|morgen nacht"), "tomorrow night"],
      [w("vanochtend|vanmorgen|vandaag in de ochtend"), "this morning"],
      [w("vandaag (?:rond het middaguur|tussen de middag)"), "today at noon"],
      // Flemish says the afternoon "namiddag" ("deze namiddag", "vannamiddag").
      [w("vanmiddag|vannamiddag|deze (?:na)?middag|vandaag in de (?:na)?middag"), "this afternoon"],
      [w("(?:later |straks )?(?:vanavond|vannacht|vandaag 's avonds)"), "tonight"],
      [w("(?:aan |tegen )?(?:het )?(?:einde|eind) van de (?:dag|werkdag)"), "eod"],
      [w("vandaag nog|nog vandaag|vandaag"), "today"],
      [w("morgen"), "tomorrow"],
      [w("(?:de )?volgende week|(?:de )?komende week"), "next week"],
      [w("deze week(?: nog)?|nog deze week|(?:aan |tegen )?(?:het )?(?:einde|eind) van (?:de|deze) week|eind deze week"), "end of week"],
      // "volgende maand": as English's "next month", no date of its own (tracked without a clock).
      [w("(?:de )?volgende maand|(?:de )?komende maand"), "next month"],
      [w("(?:aan |tegen )?(?:het )?(?:einde|eind) van (?:de|deze) maand|eind deze maand|einde maand|eind van de maand"), "end of month"],
    ],
    late: [
      // "Dienstag der nächsten Woche", "mardi de la semaine prochaine": the weekday of that week.
      [/(?<![\p{L}])(?:van) (?=next week|end of week)/giu, ""],
      // "om middernacht", "om 12 uur 's middags": the time with its "at", as "om 15:30" has.
      [w("om middernacht"), "at midnight"],
      [w("(?:om )?12 uur 's middags|rond het middaguur|om het middaguur|tussen de middag"), "at noon"],
      [w("middernacht"), "midnight"],
      [w("'s ochtends|'s morgens|ochtend"), "morning"],
      [w("'s middags|middag"), "afternoon"],
      [w("'s avonds|avond"), "evening"],
      [w("'s nachts|nacht"), "night"],
      [/(\d{1,2})[:.](\d{2}) ?uur/giu, (_m, h, mi) => hm(h!, mi)],
      [/(?<![\p{L}\p{N}])(\d{1,2})\.(\d{2})(?![\p{N}])/giu, (_m, h, mi) => hm(h!, mi)],
      [/(\d{1,2}) ?uur/giu, (_m, h) => dial(Number(h))],
      // "17u10", "15u": the Flemish way to write a clock time.
      [/(?<![\p{L}\p{N}])(\d{1,2})u(\d{2})?(?![\p{L}\p{N}])/giu, (_m, h, mi) => hm(h!, mi)],
      [/(?<![\p{L}])(?:om|rond) (?=at )/giu, ""],
      [/(?<![\p{L}])(?:om|rond)(?= \d)/giu, "at"],
    ],
    // Dutch puts the time right after the verb ("ik bel morgen Anna"): a day word opens it too.
    deadlineWords: ["uiterlijk", "voor", "vóór", "om", "vandaag", "morgen", "overmorgen", "vanavond", "vanmiddag", "morgenochtend", "morgenmiddag", "morgenavond", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
    dates: {
      months: MONTHS,
      days: {
        één: 1, een: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vijftien: 15, zestien: 16,
        zeventien: 17, achttien: 18, negentien: 19, twintig: 20, eenentwintig: 21, tweeëntwintig: 22, drieëntwintig: 23, vierentwintig: 24, vijfentwintig: 25, zesentwintig: 26,
        zevenentwintig: 27, achtentwintig: 28, negenentwintig: 29, dertig: 30, eenendertig: 31,
        eerste: 1, tweede: 2, derde: 3, vierde: 4, vijfde: 5, zesde: 6, zevende: 7, achtste: 8, negende: 9, tiende: 10, elfde: 11, twaalfde: 12, dertiende: 13, veertiende: 14,
        vijftiende: 15, zestiende: 16, zeventiende: 17, achttiende: 18, negentiende: 19, twintigste: 20, eenentwintigste: 21, tweeëntwintigste: 22, drieëntwintigste: 23,
        vierentwintigste: 24, vijfentwintigste: 25, zesentwintigste: 26, zevenentwintigste: 27, achtentwintigste: 28, negenentwintigste: 29, dertigste: 30, eenendertigste: 31,
      },
      ordinal: "ste|de|e",
      before: "op de|op|de|per",
      join: "(?!)",
    },
  },
  chrono: {
    parser: "nl",
    dateWords: {
      // "later", "vanaf" and "geleden" too: chrono-node's Dutch reads a unit glued to them ("twaalf
      // ulater" is 12 hours later), where a short unit ("u") is no word's end.
      anywhere: ["apr", "aug", "dag", "dec", "feb", "geleden", "hrs", "jaa", "jan", "jar", "jul", "jun", "later", "maa", "mar", "mei", "min", "mrt", "nov", "okt", "sec", "sep", "ure", "uur", "vanaf", "wee", "wek"],
      wordEnd: ["h", "hr", "jr", "u"],
      glue: null,
    },
  },
  slashDayFirst: true,
  past: ["gisteren", "eergisteren", "vorige", "vorig", "afgelopen", "geleden"],
};
