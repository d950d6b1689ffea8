/**
 * How a French owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("demain matin" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's French parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in French (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dialRule, hm, meridiem, w, type DialWords } from "../patterns.ts";

/** How the clock is said in words: "à trois heures et quart de l'après-midi", "midi moins cinq". */
const DIAL: DialWords = {
  at: "à|a|vers|pour|aux alentours de|autour de",
  hours: { une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, "dix-sept": 17, "dix sept": 17, "dix-huit": 18, "dix huit": 18, "dix-neuf": 19, vingt: 20, "vingt et une": 21, "vingt-deux": 22, "vingt-trois": 23 },
  noon: "(?<!après-|apres-|après |apres )midi",
  midnight: "minuit",
  hourWord: "heures|heure",
  notAfter: "dans|en|de|d'ici",
  plus: "et",
  minus: "moins le|moins",
  minutes: { demie: 30, demi: 30, quart: 15, cinq: 5, dix: 10, quinze: 15, vingt: 20, "vingt-cinq": 25, trente: 30, quarante: 40, "quarante-cinq": 45, cinquante: 50 },
  wordsOnly: false,
  parts: [["du matin", "am"], ["du mat", "am"], ["de l'après-midi", "pm"], ["de l'apres-midi", "pm"], ["cet après-midi", "pm"], ["du soir", "pm"], ["ce soir", "pm"], ["dans la soirée", "pm"]],
};

export const DUE: DueWords = {
  rewrite: {
    early: [
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(dans|en|d'ici) (?:environ|à peu près) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:dans|en|d'ici) )(?:à environ|environ|aux alentours de|autour de|vers)(?= \d)/giu, "à"],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      [/(?<![\p{L}\p{N}])(?:le|ce|au) (\d{1,2})(?:er)?(?=$|,| à | a | vers | pour | dans )/giu, "the $1"],
    ],
    lead: "d'ici à|d'ici a|d'ici|avant le|avant|pour le|pour|jusqu'à|jusqu'a|jusqu'au|au plus tard|le|au",
    weekdays: ["lundi|lun", "mardi|mar", "mercredi|mer", "jeudi|jeu", "vendredi|ven", "samedi|sam", "dimanche|dim"],
    numbers: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20, trente: 30 },
    units: [
      ["minutes|minute|min", "minutes"],
      ["heures|heure|h", "hours"],
      ["jours|jour", "days"],
      ["semaines|semaine", "weeks"],
      ["mois", "months"],
    ],
    within: "dans|d'ici",
    nextAfter: "prochain|suivant|d'après|d'apres",
    nextBefore: "",
    thisBefore: "ce",
    parts: [
      ["matin", "morning"],
      ["midi", "at noon"],
      ["après-midi|apres-midi|après midi|aprem", "afternoon"],
      ["soir", "evening"],
    ],
    rules: [
      // A time on the dial in words: "a las tres y media de la tarde", "alle tre e un quarto".
      dialRule(DIAL),
      // "5h du matin", "7h30 du soir": the hour in digits with its part of the day.
      [
        /(?<![\p{L}\p{N}])(?:(?:à|a|vers) )?(\d{1,2}) ?(?:h|heures?) ?(\d{2})? (du matin|du mat|du soir|de l'après-midi|de l'apres-midi)(?![\p{L}])/giu,
        (_m, h, mi, part) => `at ${meridiem(h!, mi, part!, /mat/)}`,
      ],
      [w("dans une demi-heure|dans une demi heure|dans une demie heure|dans une demi-heure"), "in half an hour"],
      [w("après-demain|apres-demain|après demain|apres demain"), "day after tomorrow"],
      [w("demain (?:matin|à la première heure|a la premiere heure)"), "tomorrow morning"],
      [w("demain midi"), "tomorrow at noon"],
      [w("demain (?:après-midi|apres-midi|après midi|aprem)"), "tomorrow afternoon"],
      [w("demain soir"), "tomorrow evening"],
      [w("ce matin"), "this morning"],
      [w("ce midi"), "today at noon"],
      [w("cet (?:après-midi|apres-midi|après midi|aprem)"), "this afternoon"],
      [w("(?:plus tard )?(?:ce soir|cette nuit)"), "tonight"],
      [w("après (?:le )?déjeuner|après manger"), "after lunch"],
      [w("(?:la )?fin de (?:la )?journée|(?:la )?fin de (?:la )?journee"), "eod"],
      [w("aujourd'hui|aujourdhui|aujourd hui"), "today"],
      [w("demain"), "tomorrow"],
      [w("(?:la )?semaine prochaine|(?:la )?semaine suivante|(?:la )?semaine d'après|(?:la )?semaine d'apres"), "next week"],
      [w("cette semaine|(?:la )?fin de (?:la |cette )?semaine"), "end of week"],
      [w("(?:la )?fin (?:du|de ce|de) mois"), "end of month"],
    ],
    late: [
      // "Dienstag der nächsten Woche", "mardi de la semaine prochaine": the weekday of that week.
      [/(?<![\p{L}])(?:de la|de|la) (?=next week|end of week)/giu, ""],
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
    deadlineWords: ["d'ici", "avant", "pour"],
    dates: {
      months: ["janvier|janv|jan", "février|fevrier|févr|fevr|fév|fev", "mars|mar", "avril|avr", "mai", "juin", "juillet|juil", "août|aout", "septembre|sept|sep", "octobre|oct", "novembre|nov", "décembre|decembre|déc|dec"],
      days: {
        premier: 1, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
        "dix-sept": 17, "dix sept": 17, "dix-huit": 18, "dix huit": 18, "dix-neuf": 19, "dix neuf": 19, vingt: 20, "vingt et un": 21, "vingt-et-un": 21, "vingt-deux": 22, "vingt deux": 22,
        "vingt-trois": 23, "vingt trois": 23, "vingt-quatre": 24, "vingt quatre": 24, "vingt-cinq": 25, "vingt cinq": 25, "vingt-six": 26, "vingt six": 26, "vingt-sept": 27,
        "vingt sept": 27, "vingt-huit": 28, "vingt huit": 28, "vingt-neuf": 29, "vingt neuf": 29, trente: 30, "trente et un": 31, "trente-et-un": 31,
      },
      ordinal: "er|re|ère|ème|eme|e",
      before: "le|du|au|ce",
      join: "(?!)",
    },
  },
  chrono: {
    parser: "fr",
    dateWords: {
      anywhere: ["année", "ans", "aout", "août", "avr", "dec", "déc", "fev", "fév", "heure", "hrs", "jan", "jour", "juil", "jul", "jun", "juin", "mai", "mar", "min", "mois", "nov", "oct", "sec", "semaine", "sep", "trimestre"],
      wordEnd: ["h", "hr"],
      glue: null,
    },
  },
  slashDayFirst: true,
};
