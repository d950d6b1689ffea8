/**
 * How a French owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("demain matin" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's French parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in French (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dialRule, type DialWords, hm, lettered, meridiem, monthAlone, monthPart, w, compoundCounts } from "../patterns.ts";

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

/** Holidays by their French names -> the grammar's English ones (threads/due-holidays.ts computes them). */
const HOLIDAYS: ReadonlyArray<readonly [string, string]> = [
  ["(?:la )?veille de noël|(?:la )?veille de noel|(?:le )?réveillon de noël|(?:le )?reveillon de noel", "christmas eve"],
  ["(?:le )?jour de noël|(?:le )?jour de noel|noël|noel", "christmas"],
  ["(?:la )?saint-sylvestre|(?:la )?saint sylvestre|(?:le )?réveillon du nouvel an|(?:le )?reveillon du nouvel an", "new year's eve"],
  ["(?:le )?jour de l'an|(?:le )?nouvel an|(?:le )?premier de l'an", "new year's day"],
  ["(?:l')?épiphanie|(?:l')?epiphanie|(?:le )?jour des rois", "epiphany day"],
  ["(?:la )?saint-valentin|(?:la )?saint valentin", "valentine's day"],
  ["(?:le |la )?(?:jour |journée |journee )?(?:de la )?toussaint", "all saints' day"],
  ["(?:la )?fête du travail|(?:la )?fete du travail", "may day"],
  ["(?:la )?fête nationale|(?:la )?fete nationale", "bastille day"],
  ["(?:l')?armistice", "armistice day"],
  ["(?:l')?assomption", "assumption day"],
  ["(?:le )?lundi de pâques|(?:le )?lundi de paques", "easter monday"],
  ["(?:le )?dimanche de pâques|(?:le )?dimanche de paques|pâques|paques", "easter"],
  ["(?:le )?vendredi saint", "good friday"],
  ["(?:le )?samedi saint", "holy saturday"],
  ["(?:le )?jeudi saint", "maundy thursday"],
  ["(?:le )?dimanche des rameaux|(?:les )?rameaux", "palm sunday"],
  ["(?:le )?mercredi des cendres", "ash wednesday"],
  ["(?:le )?mardi gras", "shrove tuesday"],
  ["(?:le )?jeudi de l'ascension|(?:l')?ascension", "ascension day"],
  ["(?:le )?lundi de pentecôte|(?:le )?lundi de pentecote", "whit monday"],
  ["(?:la )?pentecôte|(?:la )?pentecote", "pentecost"],
  ["(?:le )?nouvel an chinois", "chinese new year"],
];

const MONTH_OF = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/** Ordinals before a counted day ("premier mercredi du mois prochain", "le dernier jour d'octobre") -> the grammar's. */
const COUNTED: Readonly<Record<string, string>> = {
  premier: "first", première: "first", premiere: "first", "1er": "first", "1ère": "first", deuxième: "second", deuxieme: "second", second: "second", seconde: "second", "2e": "second", "2ème": "second", "2eme": "second",
  troisième: "third", troisieme: "third", "3e": "third", "3ème": "third", "3eme": "third", quatrième: "fourth", quatrieme: "fourth", "4e": "fourth", "4ème": "fourth", "4eme": "fourth",
  cinquième: "fifth", cinquieme: "fifth", "5e": "fifth", "5ème": "fifth", "5eme": "fifth", dernier: "last", dernière: "last", derniere: "last",
};
/** Minutes said after the hour ("quinze heures trente", "midi quinze", "onze heures trois quarts"). */
const MINUTES: Readonly<Record<string, number>> = {
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, quinze: 15, vingt: 20, "vingt-cinq": 25, "vingt cinq": 25, trente: 30,
  "trente-cinq": 35, quarante: 40, "quarante-cinq": 45, "trois quarts": 45, cinquante: 50, "cinquante-cinq": 55, "et quart": 15, "et demie": 30,
};
const MINUTE_ALT = Object.keys(MINUTES).sort((a, b) => b.length - a.length).join("|");
const minutesOf = (m: string) => MINUTES[m.toLowerCase()] ?? Number(m);
/** Days of the month in words after a weekday ("vendredi quinze"). */
const DAY_AFTER_WEEKDAY: Readonly<Record<string, number>> = { premier: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19, vingt: 20, trente: 30 };

/** The months, January first, each with its other spellings. */
const MONTHS = ["janvier|janv|jan", "février|fevrier|févr|fevr|fév|fev", "mars|mar", "avril|avr", "mai", "juin", "juillet|juil", "août|aout", "septembre|sept|sep", "octobre|oct", "novembre|nov", "décembre|decembre|déc|dec"] as const;

/** The words a part of the day follows when it belongs to that day, not to today: "demain", "vendredi", "le 12", "12 décembre". */
const DAY_BEFORE_PART = `demain|après-demain|apres-demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|prochain|prochaine|suivant|\\d{1,4}|${MONTHS.join("|")}`;

/** Number words, for "in zwei Stunden" and a repeat's count ("alle zwei Tage"). */
export const NUMBERS: Readonly<Record<string, number>> = { "vingt-quatre": 24, "vingt quatre": 24, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20, trente: 30, quarante: 40, "quarante-cinq": 45, "quarante cinq": 45, cinquante: 50,
    // "vingt-cinq minutes", "trente et une minutes": the tens, a hyphen or a space, the unit ("et un" for one).
    ...compoundCounts({ vingt: 20, trente: 30, quarante: 40, cinquante: 50 }, { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9 }, (t, u, n) =>
      n % 10 === 1 ? [`${t} et ${u}`, `${t}-et-${u}`] : [`${t}-${u}`, `${t} ${u}`],
    ),
  };

export const DUE: DueWords = {
  rewrite: {
    early: [
      // "mar. 10h kiné", "sam. matin": a day's short name with its full stop, as a note abbreviates it, before more words.
      [/(?<![\p{L}])(lun|mar|mer|jeu|ven|sam|dim)\.(?=\s+\S)/giu, "$1"],
      // As thumbs type them: "dmain", "dem1" (demain), "auj", "ajd" (aujourd'hui), "avt" (avant).
      [/(?<![\p{L}\p{N}])(?:dmain|dem1)(?![\p{L}\p{N}])/giu, "demain"],
      // "dans 1h30", "dans 2 h 15": a duration in hours and minutes, not the clock time 1:30.
      [/(?<![\p{L}\p{N}])(dans|d'ici) (\d{1,2}) ?h ?([0-5]\d)(?:min)?(?![\p{L}\p{N}])/giu, (_m: string, w0: string, h: string, mi: string) => `${w0} ${Number(h) * 60 + Number(mi)} minutes`],
      // A part of the day narrowed ("am späten Nachmittag", "en fin d'après-midi", "nel tardo pomeriggio"): the
      // grammar's "late afternoon" and kin, an hour of their own (threads/due.ts), before the plain parts take their words.
      [w("(?:en|à la|a la|vers la) fin de (?:la )?(?:matinée|matinee)|(?<!plus )tard dans la (?:matinée|matinee)"), "late morning"],
      [w("(?:en|au|vers le) milieu de (?:la )?(?:matinée|matinee)"), "mid morning"],
      [w("(?:en|au) (?:début|debut) d'(?:après-midi|apres-midi|aprem|aprèm)|(?:en|au) (?:début|debut) de l'(?:après-midi|apres-midi|aprem|aprèm)|tôt dans l'(?:après-midi|apres-midi)"), "early afternoon"],
      [w("(?:en|au|vers le) milieu d'(?:après-midi|apres-midi|aprem|aprèm)|(?:en|au|vers le) milieu de l'(?:après-midi|apres-midi|aprem|aprèm)"), "mid afternoon"],
      [w("(?:en|à la|a la|vers la) fin d'(?:après-midi|apres-midi|aprem|aprèm)|(?:en|à la|a la|vers la) fin de l'(?:après-midi|apres-midi|aprem|aprèm)|(?<!plus )tard dans l'(?:après-midi|apres-midi)"), "late afternoon"],
      [w("(?:en|au) (?:début|debut) de (?:la )?(?:soirée|soiree)|tôt dans la (?:soirée|soiree)|tôt le soir|tot le soir"), "early evening"],
      [w("(?:en|à la|a la|vers la) fin de (?:la )?(?:soirée|soiree)|(?<!plus )tard dans la (?:soirée|soiree)|(?<!plus )tard le soir|le soir tard"), "late evening"],
      [/(?<![\p{L}])(?:auj|ajd)(?![\p{L}])/giu, "aujourd'hui"],
      [/(?<![\p{L}])avt(?![\p{L}])/giu, "avant"],
      // Months and weekends, before their lead words go ("avant le week-end" is before it starts):
      // a month is due by its last day, the weekend by its Sunday (threads/due.ts).
      // Parts of a month and the year's end (threads/due.ts: "mid january" its 15th, "early next month" its 7th).
      monthPart(MONTHS, { early: "(?:en |au )?début(?: de| du mois de| d'| du mois d')?", mid: "(?:à la |vers la )?mi" }, ""),
      [w("(?:en |au )?début (?:du )?mois prochain"), "early next month"],
      [w("(?:à la |vers la )?mi-mois prochain|(?:au )?milieu du mois prochain"), "mid next month"],
      [w("(?:d'ici |avant )?(?:la )?fin (?:de l'|d')année"), "end of the year"],
      // The start and the middle of a week, loosely within this one, and a morning's first thing
      // (threads/due.ts: "early next week" its Monday, "midweek" a Wednesday, "first thing" 9am).
      [w("(?:en |au )?début (?:de )?(?:la )?semaine (?:prochaine|suivante|d'après)"), "early next week"],
      [w("(?:en |au )?(?:milieu|mi-?) ?(?:de )?(?:la )?semaine (?:prochaine|suivante|d'après)"), "mid next week"],
      [w("(?:en |au )?(?:milieu de (?:la |cette )?semaine|mi-semaine)"), "midweek"],
      [w("plus tard (?:cette|dans la) semaine|dans le courant de la semaine|courant de (?:la |cette )?semaine|dans la semaine"), "later this week"],
      // Quarters, the week after next, after the weekend, within the hour (threads/due.ts reads the English words).
      [w("(?:au |le |d'ici le |pour le |dans le |en )?(?:prochain trimestre|trimestre (?:prochain|suivant))"), "next quarter"],
      [w("(?:d'ici |avant |pour |à )?(?:la )?fin (?:du|de ce) trimestre|(?:dans )?ce trimestre(?:-ci)?"), "end of quarter"],
      [w("après le (?:week-end|weekend|we)"), "after the weekend"],
      [w("dans l'heure(?: qui vient)?|dans l’heure(?: qui vient)?"), "within the hour"],
      [w("(?:à la |d'ici la |avant la |pour la |en )?fin de (?:la )?semaine (?:prochaine|suivante)"), "end of next week"],
      [w("en fin de (?:la |cette )?semaine"), "end of week"],
      [w("demain (?:dès le matin|tôt|matin tôt|à la première heure)|tôt demain(?: matin)?|dès demain matin"), "tomorrow morning"],
      monthAlone(MONTHS, "en|au mois de|au mois d'|d'ici|d'ici à|d'ici fin|avant|avant fin|jusqu'en|fin|à la fin de|courant|pour"),
      [{ source: "^(?:(?:à la |la |d'ici la )?fin )?(?:le |au |du |dans le )?mois (?:prochain|suivant)$", flags: "iu" }, "next month"],
      [{ source: "^(?:dans le courant de |courant |pendant |dans )?ce mois(?:-ci| ci)?$|^dans le mois$", flags: "iu" }, "this month"],
      [w("(?:le |ce )?(?:week-end|weekend|week end) (?:prochain|suivant)|le prochain (?:week-end|weekend)"), "next weekend"],
      [w("(?:d'ici|avant|pour) (?:le |ce )?(?:week-end|weekend|week end)"), "end of week"],
      // Not the grammar's "next weekend" just written.
      [w("(?:ce|le|pendant le|durant le|au cours du) (?:week-end|weekend|week end|we)|week-end|(?<!next |this |after the )weekend"), "this weekend"],
      // Parts of the day: after work 19:00, after dinner 21:00, at lunch 13:00, the evening 21:00 (threads/due.ts).
      [w("(?:après|apres) (?:le )?(?:dîner|diner|souper)"), "after dinner"],
      [w("(?:après|apres) (?:le )?(?:travail|boulot|bureau)|en sortant du (?:travail|boulot|bureau)"), "after work"],
      [w("(?:à|a|pendant) la pause (?:déjeuner|dejeuner|de midi)|pendant le (?:déjeuner|dejeuner)"), "at lunch"],
      [w("(?:après|apres) (?:le )?(?:dej|déj|dèj|repas de midi)"), "after lunch"],
      [w("dans (?:une|1) (?:petite|bonne) heure"), "in an hour"],
      // "dans une heure et demie": a count, before "une heure et demie" is read as "heure et demie" as a time.
      [w("(?:dans|d'ici) (?:une|1) heure et demie?"), "in 90 minutes"],
      [w("(?:plus tard )?dans la (?:journée|journee)|plus tard aujourd'hui|aujourd'hui plus tard"), "later today"],
      // "en soirée" alone is tonight; after a day it is that day's evening ("demain en soirée", "le 12 en soirée": the late rules).
      [w(`(?<!(?:${DAY_BEFORE_PART}) )(?:(?:plus tard )?dans la (?:soirée|soiree)|en (?:soirée|soiree))`), "tonight"],
      // "je la rappelle dans l'après-midi": the afternoon of today, as "dans la soirée" is its evening.
      [w(`(?<!(?:${DAY_BEFORE_PART}) )(?:plus tard )?dans l'(?:après-midi|apres-midi|après midi|aprem|aprèm)`), "this afternoon"],
      [w("en fin de (?:journée|journee)"), "eod"],
      ...HOLIDAYS.map(([fr, en]) => [w(fr), en] as const),
      // "le 17 02", "20 02 2014", "le 24 12 14": a date in digits with spaces, day first (a bare "17 2"
      // or "10 12" is not read: two numbers at the end of a task are more often something else).
      [
        /^(?:le (\d{1,2}) (\d{1,2})|(\d{1,2}) (0[1-9]))(?: (\d{4}|\d{2}))?$|^(\d{1,2}) (\d{1,2}) (\d{4}|\d{2})$/giu,
        (m: string, d1?: string, m1?: string, d2?: string, m2?: string, y1?: string, d3?: string, m3?: string, y3?: string) => {
          const [d, mo, y] = d1 !== undefined ? [d1, m1!, y1] : d2 !== undefined ? [d2, m2!, y1] : [d3!, m3!, y3];
          const month = Number(mo);
          if (month < 1 || month > 12 || Number(d) < 1 || Number(d) > 31) return m;
          return `${Number(d)} ${MONTH_OF[month - 1]}${y ? ` ${y.length === 2 ? `20${y}` : y}` : ""}`;
        },
      ],
      // "le premier mercredi du mois prochain", "le dernier jour d'octobre 2015": the grammar's "first wednesday of october".
      [
        { source: `(?<![\\p{L}\\p{N}])(?:le |la )?(${Object.keys(COUNTED).join("|")}) (\\p{L}+) (?:du mois de|du|de|d'|en) ?(?=\\p{L})`, flags: "giu" },
        (_m: string, ord: string, what: string) => `${COUNTED[ord.toLowerCase()]} ${what.toLowerCase() === "jour" ? "day" : what} of `,
      ],
      [/(?<=of )(?:le )?mois prochain(?![\p{L}])/giu, "next month"],
      [/(?<=of )(?:ce )?mois(?![\p{L}])/giu, "this month"],
      // "lundi en huit", "mardi en quinze": a week (two) after that weekday, today included.
      [/(?<![\p{L}])(\p{L}+) en (?:huit|8)(?![\p{L}\p{N}])/giu, "$1 week"],
      [/(?<![\p{L}])(\p{L}+) en (?:quinze|15)(?![\p{L}\p{N}])/giu, "$1 fortnight"],
      // "dans quinze jours", "dans une quinzaine": two weeks, as "mardi en quinze" is (issue 34, the seventeenth batch).
      [/(?<![\p{L}])dans (?:quinze jours|une quinzaine(?: de jours)?)(?![\p{L}])/giu, "dans deux semaines"],
      // "le lendemain", "deux jours plus tard": counted from today.
      [w("le lendemain|lendemain|(?:le )?jour suivant|le jour d'après|le jour d'apres|un jour après|un jour apres|un jour plus tard"), "tomorrow"],
      [/(?<![\p{L}\p{N}])(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) (jours|semaines) (?:plus tard|après|apres)(?![\p{L}])/giu, "dans $1 $2"],
      // "midi quinze", "minuit trois": minutes after noon and midnight.
      [{ source: `(?<![\\p{L}])(?:à |a )?(midi|minuit) (${MINUTE_ALT}|\\d{1,2})(?![\\p{L}\\p{N}])`, flags: "giu" }, (_m: string, base: string, mi: string) => `à ${base.toLowerCase() === "midi" ? 12 : 0}h${String(minutesOf(mi)).padStart(2, "0")}`],
      // "quinze heures trente", "15h passé de 15 minutes", "onze heures trois quarts": the hour, then its minutes.
      [
        { source: `(?<![\\p{L}\\p{N}])(${Object.keys(DIAL.hours).sort((a, b) => b.length - a.length).join("|")}|\\d{1,2}) ?(?:heures|heure|h) (?:passée? de |passé de )?(${MINUTE_ALT}|\\d{2})(?: minutes)?(?![\\p{L}\\p{N}])`, flags: "giu" },
        (m: string, h: string, mi: string) => {
          const hour = (DIAL.hours as Record<string, number>)[h.toLowerCase()] ?? Number(h);
          const minutes = minutesOf(mi);
          // "trois heures et quart" is as open as "trois heures" (15:15 or 03:15?): an hour in words up to twelve keeps
          // it open, with its minutes; "15h30" and "quinze heures trente" are the clock as written.
          if (!/^\d/.test(h) && hour >= 1 && hour <= 12 && minutes <= 59) return `${h} heures et ${minutes}`;
          return hour <= 23 && minutes <= 59 ? `${hour}h${String(minutes).padStart(2, "0")}` : m;
        },
      ],
      // "vendredi quinze": the weekday and its day of the month.
      [
        { source: `(?<![\\p{L}])(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (${Object.keys(DAY_AFTER_WEEKDAY).sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}])`, flags: "giu" },
        (_m: string, wd: string, d: string) => `${wd} the ${DAY_AFTER_WEEKDAY[d.toLowerCase()]}`,
      ],
      [/(?<![\p{L}])plutôt (?=vers |à )/giu, ""],
      [w("dans (?:une|1) seconde"), "in 1 second"],
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(dans|en|d'ici) (?:environ|à peu près) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:dans|en|d'ici) )(?:à environ|environ|aux alentours de|autour de|vers)(?= \d)/giu, "à"],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      [/(?<![\p{L}\p{N}])(?:le|ce|au) (\d{1,2})(?:er)?(?=$|,| à | a | vers | pour | dans )/giu, "the $1"],
    ],
    lead: "d'ici à|d'ici a|d'ici|avant le|avant|pour le|pour|jusqu'à|jusqu'a|jusqu'au|au plus tard|le|au",
    weekdays: ["lundi|lun", "mardi|mar", "mercredi|mer", "jeudi|jeu", "vendredi|ven", "samedi|sam", "dimanche|dim"],
    numbers: NUMBERS,
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
      ["après-midi|apres-midi|après midi|aprem|aprèm", "afternoon"],
      ["soir", "evening"],
    ],
    rules: [
      // "à 18h moins le quart", "19h moins 10": the hour in digits before "moins", as the dial below reads it.
      [/(?<![\p{L}\p{N}])(\d{1,2}) ?h(?= moins )/giu, "$1 heures"],
      // A time on the dial in words: "a las tres y media de la tarde", "alle tre e un quarto".
      dialRule(DIAL),
      // "5h du matin", "7h30 du soir": the hour in digits with its part of the day.
      [
        /(?<![\p{L}\p{N}])(?:(?:à|a|vers) )?(\d{1,2}) ?(?:h|heures?) ?(\d{2})? (du matin|du mat|du soir|de l'après-midi|de l'apres-midi)(?![\p{L}])/giu,
        (_m, h, mi, part) => `at ${meridiem(h!, mi, part!, /mat/)}`,
      ],
      [w("dans une demi-heure|dans une demi heure|dans une demie heure|dans une demi-heure"), "in half an hour"],
      // Quarters of an hour and an hour and a half: "dans un quart d'heure", "dans trois quarts d'heure", "dans une heure et demie".
      [w("(?:dans|d'ici) (?:un )?quart d'heure"), "in 15 minutes"],
      [w("(?:dans|d'ici) (?:les )?trois quarts d'heure"), "in 45 minutes"],
      [w("après-demain|apres-demain|après demain|apres demain"), "day after tomorrow"],
      [w("demain (?:matin|à la première heure|a la premiere heure)"), "tomorrow morning"],
      [w("demain midi"), "tomorrow at noon"],
      [w("demain (?:après-midi|apres-midi|après midi|aprem|aprèm)"), "tomorrow afternoon"],
      [w("demain soir"), "tomorrow evening"],
      [w("ce matin"), "this morning"],
      [w("ce midi"), "today at noon"],
      [w("cet (?:après-midi|apres-midi|après midi|aprem|aprèm)"), "this afternoon"],
      [w("(?:plus tard )?(?:ce soir|cette nuit)"), "tonight"],
      [w("après (?:le )?déjeuner|après manger"), "after lunch"],
      [w("(?:la )?fin de (?:la )?journée|(?:la )?fin de (?:la )?journee"), "eod"],
      [w("aujourd'hui|aujourdhui|aujourd hui"), "today"],
      [w("demain"), "tomorrow"],
      [w("(?:la )?semaine prochaine|(?:la )?semaine suivante|(?:la )?semaine d'après|(?:la )?semaine d'apres"), "next week"],
      [w("cette semaine|(?:la )?fin de (?:la |cette )?semaine"), "end of week"],
      // "en fin de mois", "à la fin du mois": the end of the month with its preposition.
      [w("(?:en |à la |a la |la )?fin (?:du|de ce|de) mois"), "end of month"],
    ],
    late: [
      // "Dienstag der nächsten Woche", "mardi de la semaine prochaine": the weekday of that week.
      [/(?<![\p{L}])(?:de la|de|la) (?=next week|end of week)/giu, ""],
      // "après-midi" before "midi": the hyphen is no letter, and "midi" alone would take its half.
      [w("(?:dans |en )?l'(?:après-midi|apres-midi|aprem|aprèm)|(?:après-midi|apres-midi|aprem|aprèm)"), "afternoon"],
      // "à midi", "à minuit": the time with its "at", as "à 15h" has.
      [w("(?:à|a) midi"), "at noon"],
      [w("(?:à|a) minuit"), "at midnight"],
      [w("minuit"), "midnight"],
      [w("midi"), "noon"],
      // A part of the day with its article or preposition after a day: "vendredi en soirée", "demain dans l'après-midi".
      [w("(?:dans la |en )matinée|(?:dans |en )?(?:l'|le )?(?:matin)"), "morning"],
      [w("(?:dans la |en )soirée|(?:dans |en )?le soir|soir"), "evening"],
      [w("nuit"), "night"],
      [w("1er"), "1"],
      [/(?<![\p{L}\p{N}])((?:à|a|vers) )?(\d{1,2}) ?h ?(\d{2})?(?![\p{L}\p{N}])/giu, (_m, at, h, mi) => lettered(h!, mi, at)],
      [/(?<![\p{L}])(?:à|a)(?= \d)/giu, "at"],
    ],
    deadlineWords: ["d'ici", "avant", "pour"],
    dates: {
      months: MONTHS,
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
  past: ["hier", "avant-hier", "dernier", "dernière", "passé", "passée", "il y a"],
};
