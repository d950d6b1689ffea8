/**
 * How a Spanish owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("mañana por la mañana" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's Spanish parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in Spanish (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dialRule, hm, meridiem, w, type DialWords } from "../patterns.ts";

/** How the clock is said in words: "a las tres y cuarto de la tarde", "mediodía menos cinco". */
const DIAL: DialWords = {
  at: "a las|a la|para las|las|la|al|a",
  hours: { una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
  noon: "mediodía|mediodia|medio día|medio dia",
  midnight: "medianoche",
  hourWord: "horas|hora|hrs|h",
  notAfter: "en|dentro de|de",
  plus: "y",
  minus: "menos",
  minutes: { media: 30, cuarto: 15, cinco: 5, diez: 10, quince: 15, veinte: 20, veinticinco: 25, treinta: 30, cuarenta: 40, "cuarenta y cinco": 45, cincuenta: 50 },
  wordsOnly: false,
  parts: [["de la mañana", "am"], ["de la manana", "am"], ["en la mañana", "am"], ["en la manana", "am"], ["por la mañana", "am"], ["de la madrugada", "am"], ["de la tarde", "pm"], ["en la tarde", "pm"], ["por la tarde", "pm"], ["de la noche", "pm"], ["por la noche", "pm"], ["en la noche", "pm"]],
};

export const DUE: DueWords = {
  rewrite: {
    early: [
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(en|dentro de) (?:alrededor de|cerca de|aproximadamente|unos|unas) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:en|dentro de) )(?:alrededor de|sobre|cerca de|aproximadamente a|aproximadamente)(?= (?:las |la )?\d)/giu, ""],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      [/(?<![\p{L}\p{N}])(?:el día|el dia|el|día|dia) (\d{1,2})(?=$|,| a | al | para | por )/giu, "the $1"],
    ],
    lead: "para el|para la|para|antes del|antes de la|antes de|hasta el|hasta la|hasta|a más tardar|a mas tardar|el|la",
    weekdays: ["lunes|lun", "martes|mar", "miércoles|miercoles|mié|mie", "jueves|jue", "viernes|vie", "sábado|sabado|sáb|sab", "domingo|dom"],
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
      // A time on the dial in words: "a las tres y media de la tarde", "alle tre e un quarto".
      dialRule(DIAL),
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
      [w("(?:más tarde |mas tarde )?(?:esta noche|hoy por la noche|hoy en la noche)"), "tonight"],
      [w("después de(?:l)? (?:comer|almuerzo|almorzar)|despues de(?:l)? (?:comer|almuerzo|almorzar)"), "after lunch"],
      [w("(?:el )?(?:fin|final) del (?:día|dia)"), "eod"],
      [w("hoy mismo|hoy"), "today"],
      [w("mañana|manana"), "tomorrow"],
      [w("(?:la )?semana que viene|(?:la )?próxima semana|(?:la )?proxima semana|(?:la )?semana próxima"), "next week"],
      [w("esta semana|(?:el )?(?:fin|final) de (?:la |esta )?semana"), "end of week"],
      [w("(?:a )?(?:fin|final|finales) (?:de|del) mes|(?:a )?(?:fin|final|finales) de este mes"), "end of month"],
    ],
    late: [
      // "Dienstag der nächsten Woche", "mardi de la semaine prochaine": the weekday of that week.
      [/(?<![\p{L}])(?:de la|de) (?=next week|end of week)/giu, ""],
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
    deadlineWords: ["para", "antes", "hasta"],
    dates: {
      months: ["enero|ene", "febrero|feb", "marzo|mar", "abril|abr", "mayo|may", "junio|jun", "julio|jul", "agosto|ago", "septiembre|setiembre|sept|sep|set", "octubre|oct", "noviembre|nov", "diciembre|dic"],
      days: {
        primero: 1, primer: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15,
        dieciséis: 16, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiún: 21, veintidós: 22, veintidos: 22, veintitrés: 23,
        veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiséis: 26, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, "treinta y uno": 31,
      },
      ordinal: "º|°|ro|ero|er|o",
      before: "el día|el dia|el|día|dia",
      join: "de|del",
    },
  },
  chrono: {
    parser: "es",
    dateWords: {
      anywhere: ["abr", "ago", "ano", "año", "cuarto", "dia", "día", "dic", "ene", "feb", "hora", "hrs", "jul", "jun", "mar", "may", "mes", "min", "nov", "oct", "sec", "segundo", "semana", "sep", "set"],
      wordEnd: ["h", "hr"],
      glue: null,
    },
  },
  slashDayFirst: true,
};
