/**
 * How a Spanish owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("mañana por la mañana" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's Spanish parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in Spanish (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dialRule, type DialWords, hm, lettered, meridiem, monthAlone, monthPart, w, compoundCounts } from "../patterns.ts";

/** How the clock is said in words: "a las tres y cuarto de la tarde", "mediodía menos cinco". */
const DIAL: DialWords = {
  at: "a las|a la|para las|las|la|al|a",
  hours: { una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
  noon: "mediodía|mediodia|medio día|medio dia",
  midnight: "medianoche",
  hourWord: "horas|hora|hrs|h",
  notAfter: "en|dentro de|de|veinte y|treinta y|cuarenta y|cincuenta y",
  plus: "y",
  minus: "menos",
  minutes: { media: 30, cuarto: 15, cinco: 5, diez: 10, quince: 15, veinte: 20, veinticinco: 25, treinta: 30, cuarenta: 40, "cuarenta y cinco": 45, cincuenta: 50 },
  wordsOnly: false,
  parts: [["de la mañana", "am"], ["de la manana", "am"], ["en la mañana", "am"], ["en la manana", "am"], ["por la mañana", "am"], ["de la madrugada", "am"], ["de la tarde", "pm"], ["en la tarde", "pm"], ["por la tarde", "pm"], ["de la noche", "pm"], ["por la noche", "pm"], ["en la noche", "pm"]],
};

/** Holidays by their Spanish names -> the grammar's English ones (threads/due-holidays.ts computes them). */
const HOLIDAYS: ReadonlyArray<readonly [string, string]> = [
  ["nochebuena", "christmas eve"],
  ["(?:el )?(?:día|dia) de navidad|(?:la )?navidad", "christmas"],
  ["nochevieja", "new year's eve"],
  ["(?:el )?(?:día|dia) de año nuevo|(?:el )?año nuevo|(?:el )?ano nuevo", "new year's day"],
  ["(?:el )?(?:día|dia) de (?:los )?reyes|reyes magos", "epiphany day"],
  ["(?:el )?(?:día|dia) de san valentín|(?:el )?(?:día|dia) de san valentin|san valentín|san valentin|(?:el )?(?:día|dia) de los enamorados", "valentine's day"],
  ["(?:el )?(?:día|dia) de todos los santos|todos los santos", "all saints' day"],
  ["(?:el )?(?:día|dia) de (?:los )?(?:muertos|difuntos)", "all souls' day"],
  ["(?:la )?inmaculada concepción|(?:la )?inmaculada concepcion|(?:la )?inmaculada", "immaculate conception"],
  ["(?:el )?(?:día|dia) del trabajo|(?:el )?(?:día|dia) del trabajador", "may day"],
  ["(?:el )?domingo de (?:pascua|resurrección|resurreccion)|(?:la )?pascua", "easter"],
  ["(?:el )?lunes de pascua", "easter monday"],
  ["(?:el )?viernes santo", "good friday"],
  ["(?:el )?sábado santo|(?:el )?sabado santo", "holy saturday"],
  ["(?:el )?jueves santo", "maundy thursday"],
  ["(?:el )?domingo de ramos", "palm sunday"],
  ["(?:el )?miércoles de ceniza|(?:el )?miercoles de ceniza", "ash wednesday"],
  ["(?:el )?martes de carnaval", "shrove tuesday"],
  ["(?:el )?(?:día|dia) de la ascensión|(?:la )?ascensión|(?:la )?ascension", "ascension day"],
  ["pentecostés|pentecostes", "pentecost"],
  ["(?:el )?año nuevo chino|(?:el )?ano nuevo chino", "chinese new year"],
  ["(?:el )?(?:día|dia) de (?:los inocentes|las bromas) de abril|(?:el )?(?:día|dia) de las bromas", "april fools' day"],
  ["(?:el )?(?:día|dia) mundial de la lengua árabe|(?:el )?(?:día|dia) mundial de la lengua arabe", "world arabic language day"],
  ["(?:el )?(?:día|dia) de la cero discriminación|(?:el )?(?:día|dia) de la cero discriminacion", "zero discrimination day"],
  ["(?:el )?(?:día|dia) de la prematuridad mundial|(?:el )?(?:día|dia) mundial del (?:niño )?prematuro", "world prematurity day"],
  ["(?:el )?(?:día|dia) internacional de las cooperativas", "international day of cooperatives"],
];

/** Days of the month in words ("el cinco de mayo", "el día quince"). */
const DAY_WORDS: Readonly<Record<string, number>> = {
  primero: 1, primer: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15,
  dieciséis: 16, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiún: 21, veintidós: 22, veintidos: 22, veintitrés: 23,
  veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiséis: 26, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, "treinta y uno": 31,
};

/** "seis cero dos pm", "las 6 0 2 pm": minutes said digit by digit, the hour in words or digits. */
const DIGIT_WORDS: Readonly<Record<string, number>> = { cero: 0, zero: 0, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 };

/** Ordinals before a counted day ("el primer martes de octubre", "el último día de octubre") -> the grammar's. */
const COUNTED: Readonly<Record<string, string>> = {
  primer: "first", primero: "first", primera: "first", segundo: "second", segunda: "second", tercer: "third", tercero: "third", tercera: "third",
  cuarto: "fourth", cuarta: "fourth", quinto: "fifth", quinta: "fifth", último: "last", ultimo: "last", última: "last", ultima: "last",
};
const MONTH_OF = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The months, January first, each with its other spellings. */
const MONTHS = ["enero|ene", "febrero|feb", "marzo|mar", "abril|abr", "mayo|may", "junio|jun", "julio|jul", "agosto|ago", "septiembre|setiembre|sept|sep|set", "octubre|oct", "noviembre|nov", "diciembre|dic"] as const;

/** Number words, for "in zwei Stunden" and a repeat's count ("alle zwei Tage"). */
export const NUMBERS: Readonly<Record<string, number>> = { "un par de": 2, veinticuatro: 24, "cuarenta y ocho": 48, un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15, veinte: 20, treinta: 30, cuarenta: 40, "cuarenta y cinco": 45, cincuenta: 50,
    // "veinticinco minutos" (one word, "veintidós" with its accent or without), "treinta y cinco minutos".
    ...compoundCounts({ veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50 }, { un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 }, (t, u, n) =>
      n < 30 ? [`veinti${u}`, `veinti${({ un: "ún", dos: "dós", tres: "trés", seis: "séis" } as Record<string, string>)[u] ?? u}`] : [`${t} y ${u}`],
    ),
  };

export const DUE: DueWords = {
  rewrite: {
    early: [
      // "en 1h30": a duration in hours and minutes, not the clock time 1:30.
      [/(?<![\p{L}\p{N}])(en|dentro de) (\d{1,2}) ?h ?([0-5]\d)(?:min)?(?![\p{L}\p{N}])/giu, (_m: string, w0: string, h: string, mi: string) => `${w0} ${Number(h) * 60 + Number(mi)} minutos`],
      // "mñn", "mñna": "mañana" as thumbs type it.
      [/(?<![\p{L}])(?:mñn|mñna|mñana)(?![\p{L}])/giu, "mañana"],
      // Two days offered as a choice ("mañana o pasado", "el martes o el miércoles", "viernes o sábado"): the second one named is when it is due
      // by; only a day against a day, never "mañana o nunca".
      [/(?<![\p{L}])(?:mañana|manana) o pasado(?: (?:mañana|manana))?(?![\p{L}])/giu, "pasado mañana"],
      [
        /(?<![\p{L}])(?:el )?(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo) o (?:el )?(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)(?![\p{L}])/giu,
        (m: string, later: string) => (/^el /iu.test(m) ? `el ${later}` : later),
      ],
      // A part of the day narrowed ("am späten Nachmittag", "en fin d'après-midi", "nel tardo pomeriggio"): the
      // grammar's "late afternoon" and kin, an hour of their own (threads/due.ts), before the plain parts take their words.
      [w("a última hora de la mañana|a ultima hora de la mañana|a ultima hora de la manana|al final de la mañana|al final de la manana"), "late morning"],
      [w("a media mañana|a media manana|a mitad de la mañana|a mitad de la manana|a mitad de mañana"), "mid morning"],
      [w("a primera hora de la tarde|al principio de la tarde|a principios de la tarde|al comienzo de la tarde|temprano en la tarde"), "early afternoon"],
      [w("a media tarde|a mitad de la tarde|a mitad de tarde"), "mid afternoon"],
      [w("a última hora de la tarde|a ultima hora de la tarde|al final de la tarde|al caer la tarde|(?<!más |mas )tarde en la tarde|ya avanzada la tarde"), "late afternoon"],
      [w("a primera hora de la noche|al principio de la noche|al comienzo de la noche|al anochecer|temprano en la noche"), "early evening"],
      [w("a última hora de la noche|a ultima hora de la noche|(?<!más |mas )tarde en la noche|bien entrada la noche|ya entrada la noche"), "late evening"],
      // "antes del 30": a day of the month said without "día", as "antes del día 30".
      [/(?<![\p{L}])(antes|después|despues) del (\d{1,2})\s*$/giu, "$1 del día $2"],
      // Parts of a month and the year's end (threads/due.ts: "mid january" its 15th, "early next month" its 7th).
      monthPart(MONTHS, { early: "(?:a |al )?(?:principios|comienzos|inicios|principio|comienzo|inicio)", mid: "(?:a |hacia )?(?:mediados|mitad|la mitad)" }, "de "),
      [w("(?:a |al )?(?:principios|comienzos|inicios) del (?:mes que viene|próximo mes|proximo mes)"), "early next month"],
      [w("(?:a |hacia )?mediados del (?:mes que viene|próximo mes|proximo mes)"), "mid next month"],
      [w("(?:antes de |para )?(?:a )?(?:fin|finales|final) (?:de|del) año"), "end of the year"],
      // The start and the middle of a week, loosely within this one, and a morning's first thing
      // (threads/due.ts: "early next week" its Monday, "midweek" a Wednesday, "first thing" 9am).
      [w("(?:a |al )?(?:principios?|comienzos?|inicios?) de (?:la )?(?:semana que viene|próxima semana|proxima semana|semana próxima)"), "early next week"],
      [w("(?:a |en )?(?:mediados|mitad|la mitad|media) de (?:la )?(?:semana que viene|próxima semana|proxima semana|semana próxima)"), "mid next week"],
      [w("(?:a |en )?(?:mediados|mitad|la mitad) de (?:la |esta )?semana|a media semana"), "midweek"],
      [w("más tarde esta semana|mas tarde esta semana|(?:en el transcurso|a lo largo|en el curso) de (?:la |esta )?semana"), "later this week"],
      // Quarters, the week after next, after the weekend, within the hour (threads/due.ts reads the English words).
      [w("(?:el |en el |para el |durante el )?(?:próximo|proximo) trimestre|(?:el |en el )?trimestre (?:que viene|siguiente)"), "next quarter"],
      [w("(?:a |para |antes de )?(?:finales|fin|final) (?:del|de este) trimestre|(?:en )?este trimestre"), "end of quarter"],
      [w("(?:después|despues) del (?:fin de semana|finde)|pasado el (?:fin de semana|finde)"), "after the weekend"],
      [w("antes de que (?:acabe|termine|se acabe) el día|antes de que (?:acabe|termine|se acabe) el dia|(?:a |para )?(?:final|fin) del (?:día|dia)"), "end of day"],
      [w("(?:en|dentro de) la (?:próxima|proxima) hora|en menos de una hora"), "within the hour"],
      [w("(?:a |para )?(?:finales|fin|final) de (?:la )?(?:semana que viene|próxima semana|proxima semana|semana próxima)"), "end of next week"],
      [w("(?:a |hacia )?(?:finales|final) de (?:la |esta )?semana"), "end of week"],
      [w("(?:a primera hora de|temprano) (?:mañana|manana)|(?:mañana|manana) (?:a primera hora|temprano|por la mañana temprano|bien temprano)"), "tomorrow morning"],
      [w("a primera hora(?: de la mañana)?"), "first thing"],
      // Months and weekends, before their lead words go ("antes del fin de semana" is before it starts):
      // a month is due by its last day, the weekend by its Sunday (threads/due.ts).
      monthAlone(MONTHS, "en|en el mes de|antes de|antes del mes de|hasta|para|para finales de|a finales de|a fines de|a fin de|finales de|fin de|durante|durante el mes de|dentro de"),
      [{ source: "^(?:(?:a |para )?(?:finales|fines|fin|final) del |en el |para el |durante el |el )?(?:mes que viene|próximo mes|proximo mes|mes próximo|mes proximo|mes siguiente)$", flags: "iu" }, "next month"],
      [{ source: "^(?:en |durante |a lo largo de |dentro de )?este (?:mismo )?mes$", flags: "iu" }, "this month"],
      [w("(?:el |este )?(?:próximo|proximo|siguiente) (?:fin de semana|finde)|(?:el )?(?:fin de semana|finde) (?:que viene|próximo|proximo|siguiente)"), "next weekend"],
      [w("(?:antes del|para el|hasta el) (?:fin de semana|finde)"), "end of week"],
      [w("(?:este|el|durante el|en el) (?:fin de semana|finde)|fin de semana|finde"), "this weekend"],
      // Parts of the day: after work 19:00, after dinner 21:00, at lunch 13:00 (threads/due.ts);
      // "por la tarde" said alone is this afternoon, as Spanish says it.
      [w("(?:después|despues) de(?: la)? cena|(?:después|despues) de cenar|tras la cena"), "after dinner"],
      [w("(?:después|despues) del trabajo|(?:después|despues) de trabajar|(?:después|despues) del curro|al salir del (?:trabajo|curro|curre|trabajo)|saliendo del (?:trabajo|curro)"), "after work"],
      [w("a la hora (?:de comer|del almuerzo)|en la (?:pausa|hora) del almuerzo|durante el almuerzo"), "at lunch"],
      [w("(?:más|mas) tarde hoy|hoy (?:más|mas) tarde|(?:a lo largo|en el transcurso) del (?:día|dia)"), "later today"],
      [{ source: "^(?:(?:más|mas) tarde |luego )?(?:por|en|a) la tarde$", flags: "iu" }, "this afternoon"],
      // Rioplatense says "a la noche", "a la tarde".
      // "luego por la noche", "más tarde en la noche": later, in the evening.
      [{ source: "^(?:(?:más|mas) tarde |luego )?(?:por|en|a) la noche$", flags: "iu" }, "tonight"],
      // The Chinese new year before the new year ("año nuevo chino").
      [w("(?:el )?año nuevo chino|(?:el )?ano nuevo chino"), "chinese new year"],
      // "el día internacional de las cooperativas del 2019": a holiday's year after "del".
      [/(?<=\p{L}) del (?=\d{4}(?!\p{N}))/giu, " "],
      ...HOLIDAYS.map(([es, en]) => [w(es), en] as const),
      // "el primer martes de octubre", "el último día de octubre de 2015": the grammar's "first tuesday of october".
      [
        { source: `(?<![\\p{L}\\p{N}])(?:el |la )?(${Object.keys(COUNTED).join("|")}) (\\p{L}+) (?:del mes de|de|del|en) (?=\\p{L})`, flags: "giu" },
        (_m: string, ord: string, what: string) => `${COUNTED[ord.toLowerCase()]} ${/^d[ií]a$/i.test(what) ? "day" : what} of `,
      ],
      // "el 3-3", "el 17-2": a date, day first.
      [/(?<![\p{L}\p{N}])el (\d{1,2})-(\d{1,2})(?![\p{N}-])/giu, (m, d, mo) => (Number(mo) >= 1 && Number(mo) <= 12 ? `${Number(d)} ${MONTH_OF[Number(mo) - 1]}` : m)],
      [w("(?:en|dentro de) (?:un|1) segundo"), "in 1 second"],
      // "el día quince": the grammar's "the 15".
      [
        { source: `(?<![\\p{L}\\p{N}])(?:el )?(?:día|dia) (${["treinta y uno", "veintiuno", "veintidós", "veintidos", "veintitrés", "veintitres", "veinticuatro", "veinticinco", "veintiséis", "veintiseis", "veintisiete", "veintiocho", "veintinueve", "dieciséis", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "primero", "catorce", "quince", "treinta", "veinte", "cuatro", "cinco", "siete", "nueve", "trece", "once", "doce", "diez", "ocho", "seis", "tres", "dos"].join("|")})$`, flags: "giu" },
        (_m: string, n: string) => `the ${DAY_WORDS[n.toLowerCase()]}`,
      ],
      // "a las seis cero dos pm", "seis dos de la tarde": minutes said digit by digit.
      [
        { source: `(?<![\\p{L}\\p{N}])(?:(?:a|al|para) )?(?:las |la )?(${Object.keys(DIAL.hours).join("|")}|\\d{1,2}) (?:(?:cero|zero|0) )?(${Object.keys(DIGIT_WORDS).join("|")}|\\d) (am|pm|de la tarde|de la noche|de la mañana|de la manana)(?![\\p{L}])`, flags: "giu" },
        (m: string, h: string, d: string, part: string) => {
          const hour = (DIAL.hours as Record<string, number>)[h.toLowerCase()] ?? Number(h);
          const mi = DIGIT_WORDS[d.toLowerCase()] ?? Number(d);
          return hour >= 1 && hour <= 12 ? `at ${hour}:0${mi}${/^(?:am|de la ma)/i.test(part) ? "am" : "pm"}` : m;
        },
      ],
      [/(?<![\p{L}])(en|dentro de) (\d+) segundos(?![\p{L}])/giu, "in $2 seconds"],
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(en|dentro de) (?:alrededor de|cerca de|aproximadamente|unos|unas) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:en|dentro de) )(?:alrededor de|sobre|cerca de|aproximadamente a|aproximadamente)(?= (?:las |la )?\d)/giu, ""],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      [/(?<![\p{L}\p{N}])(?:el día|el dia|el|día|dia) (\d{1,2})(?=$|,| a | al | para | por )/giu, "the $1"],
      // "muévelo al 20": "al" is "a el", the day (an hour is "a las 20") (issue 34, the seventeenth batch).
      [/(?<![\p{L}\p{N}])(?:al día|al dia|al) (\d{1,2})(?=$|,| para | por )/giu, "the $1"],
    ],
    lead: "para el|para la|para|antes del|antes de la|antes de|hasta el|hasta la|hasta|a más tardar|a mas tardar|el|la",
    weekdays: ["lunes|lun", "martes|mar", "miércoles|miercoles|mié|mie", "jueves|jue", "viernes|vie", "sábado|sabado|sáb|sab", "domingo|dom"],
    numbers: NUMBERS,
    units: [
      ["minutos|minuto|min", "minutes"],
      ["horitas|horita|horas|hora", "hours"],
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
      // Quarters of an hour and an hour and a half: "en un cuarto de hora", "en tres cuartos de hora", "en hora y media".
      [w("(?:en|dentro de) (?:un )?cuarto de hora"), "in 15 minutes"],
      [w("(?:en|dentro de) tres cuartos de hora"), "in 45 minutes"],
      [w("(?:en|dentro de) (?:una )?hora y media"), "in 90 minutes"],
      [w("pasado mañana|pasado manana"), "day after tomorrow"],
      [w("mañana (?:por la mañana|en la mañana|a la mañana|temprano|a primera hora)|manana (?:por la manana|temprano)"), "tomorrow morning"],
      [w("mañana al mediodía|mañana al mediodia"), "tomorrow at noon"],
      // "mañana tarde", as it is typed in a hurry: the afternoon, not "late".
      [w("mañana (?:(?:por|en|a) la )?tarde|manana (?:por la )?tarde"), "tomorrow afternoon"],
      [w("mañana (?:por|en|a) la noche|manana por la noche"), "tomorrow night"],
      [w("esta mañana|esta manana|hoy por la mañana"), "this morning"],
      [w("esta tarde|hoy por la tarde|hoy en la tarde"), "this afternoon"],
      [w("(?:más tarde |mas tarde )?(?:esta noche|hoy por la noche|hoy en la noche)"), "tonight"],
      [w("después de(?:l)? (?:comer|almuerzo|almorzar)|despues de(?:l)? (?:comer|almuerzo|almorzar)"), "after lunch"],
      [w("(?:a |al )?(?:el )?(?:fin|final) del (?:día|dia)|a (?:última|ultima) hora(?: del (?:día|dia))?"), "eod"],
      [w("hoy mismo|hoy"), "today"],
      [w("mañana|manana"), "tomorrow"],
      [w("(?:la )?semana que viene|(?:la )?próxima semana|(?:la )?proxima semana|(?:la )?semana próxima"), "next week"],
      [w("esta semana|(?:a |al )?(?:el )?(?:fin|final) de (?:la |esta )?semana"), "end of week"],
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
      [/(?<![\p{L}\p{N}])((?:a las|a la) )?(\d{1,2}) ?h(?:rs)? ?(\d{2})?(?![\p{L}\p{N}])/giu, (_m, at, h, mi) => lettered(h!, mi, at)],
      [/(?<![\p{L}])(?:a las|a la)(?= \d)/giu, "at"],
      // "antes de las 5:30": the article alone before a clock time is its "at" (not before a bare number: "las 3 facturas").
      [/(?<![\p{L}])(?:las|la)(?= \d{1,2}:\d{2}(?!\p{N}))/giu, "at"],
    ],
    deadlineWords: ["para", "antes", "hasta"],
    dates: {
      months: MONTHS,
      days: DAY_WORDS,
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
  past: ["ayer", "anteayer", "antier", "pasado", "pasada", "hace"],
};
