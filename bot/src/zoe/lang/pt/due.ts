/**
 * How a Portuguese owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("amanhã de manhã" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's Portuguese parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in Portuguese (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dialRule, type DialWords, hm, lettered, meridiem, monthAlone, monthPart, w, compoundCounts } from "../patterns.ts";

/** How the clock is said in words: "às três e meia da tarde", "meio-dia e quinze", "às onze e um quarto". */
const DIAL: DialWords = {
  at: "às|as|para as|ao|à|a",
  hours: { uma: 1, um: 1, duas: 2, dois: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12 },
  noon: "meio-dia|meio dia|meiodia",
  midnight: "meia-noite|meia noite|meianoite",
  hourWord: "horas|hora|hrs|h",
  notAfter: "em|daqui a|daqui|dentro de|de|vinte e|trinta e|quarenta e|cinquenta e",
  plus: "e",
  minus: "menos",
  // "às onze e um quarto", "ao meio-dia menos um quarto" (European Portuguese says the quarter as Italian does).
  minutes: { meia: 30, "um quarto": 15, "três quartos": 45, "tres quartos": 45, quinze: 15, cinco: 5, dez: 10, vinte: 20, "vinte e cinco": 25, trinta: 30, quarenta: 40, "quarenta e cinco": 45, cinquenta: 50 },
  wordsOnly: false,
  parts: [["da manhã", "am"], ["da manha", "am"], ["de manhã", "am"], ["pela manhã", "am"], ["pela manha", "am"], ["da madrugada", "am"], ["da tarde", "pm"], ["de tarde", "pm"], ["pela tarde", "pm"], ["à tarde", "pm"], ["da noite", "pm"], ["de noite", "pm"], ["à noite", "pm"]],
};

/** Holidays by their Portuguese names -> the grammar's English ones (threads/due-holidays.ts computes them). */
const HOLIDAYS: ReadonlyArray<readonly [string, string]> = [
  ["(?:a )?véspera de natal|(?:a )?vespera de natal|(?:a )?noite de natal", "christmas eve"],
  ["(?:o )?(?:dia de )?natal", "christmas"],
  ["(?:a )?véspera de ano novo|(?:a )?vespera de ano novo", "new year's eve"],
  ["(?:o )?(?:dia de )?ano novo", "new year's day"],
  ["(?:o )?dia de reis", "epiphany day"],
  ["(?:o )?dia dos namorados", "valentine's day"],
  ["(?:o )?dia de todos os santos", "all saints' day"],
  ["(?:o )?dia de finados|(?:o )?dia dos fiéis defuntos|(?:o )?dia dos fieis defuntos", "all souls' day"],
  ["(?:o )?dia do trabalho|(?:o )?dia do trabalhador", "may day"],
  ["(?:o )?domingo de páscoa|(?:o )?domingo de pascoa|(?:a )?páscoa|(?:a )?pascoa", "easter"],
  ["(?:a )?sexta-feira santa|(?:a )?sexta feira santa|(?:a )?sexta-feira da paixão|(?:a )?sexta-feira da paixao", "good friday"],
  ["(?:o )?sábado de aleluia|(?:o )?sabado de aleluia", "holy saturday"],
  ["(?:a )?quinta-feira santa|(?:a )?quinta feira santa", "maundy thursday"],
  ["(?:o )?domingo de ramos", "palm sunday"],
  ["(?:a )?quarta-feira de cinzas|(?:a )?quarta feira de cinzas", "ash wednesday"],
  ["(?:a )?terça-feira de carnaval|(?:a )?terca-feira de carnaval|(?:o )?carnaval", "shrove tuesday"],
  ["(?:o )?corpus christi", "corpus christi"],
  ["pentecostes", "pentecost"],
  ["(?:o )?ano novo chinês|(?:o )?ano novo chines", "chinese new year"],
];

/** The months, January first, each with its other spellings. */
const MONTHS = ["janeiro|jan", "fevereiro|fev", "março|marco|mar", "abril|abr", "maio|mai", "junho|jun", "julho|jul", "agosto|ago", "setembro|set", "outubro|out", "novembro|nov", "dezembro|dez"] as const;

/** Number words, for "in zwei Stunden" and a repeat's count ("alle zwei Tage"). */
export const NUMBERS: Readonly<Record<string, number>> = { "vinte e quatro": 24, "quarenta e oito": 48, um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, quinze: 15, vinte: 20, trinta: 30, quarenta: 40, "quarenta e cinco": 45, cinquenta: 50,
    // "vinte e cinco minutos": the tens, "e", the unit.
    ...compoundCounts({ vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50 }, { um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9 }, (t, u) => [`${t} e ${u}`]),
  };

export const DUE: DueWords = {
  rewrite: {
    early: [
      // Two days offered as a choice ("amanhã ou depois", "terça ou quarta", "sexta ou sábado"): the second one named is when it is due by; only
      // a day against a day, never "amanhã ou nunca".
      [/(?<![\p{L}])(?:amanhã|amanha) ou depois(?: de (?:amanhã|amanha))?(?![\p{L}])/giu, "depois de amanhã"],
      [
        /(?<![\p{L}])(?:(?:n[oa]|[oa]) )?(?:segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)(?:-feira| feira)? ou (?:(?:n[oa]|[oa]) )?(segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)(?:-feira| feira)?(?![\p{L}])/giu,
        (_m: string, later: string) => later,
      ],
      // "daqui a 1h30": a duration in hours and minutes, not the clock time 1:30.
      [/(?<![\p{L}\p{N}])(daqui a|em|dentro de) (\d{1,2}) ?h ?([0-5]\d)(?:min)?(?![\p{L}\p{N}])/giu, (_m: string, w0: string, h: string, mi: string) => `${w0} ${Number(h) * 60 + Number(mi)} minutos`],
      // "daqui 2 minutos", "daqui uma hora", "daqui pouco": Brazilian chat drops the "a" of "daqui a"; a quantity
      // and its unit must follow, so "saio daqui às 5" and "daqui pra frente" stay as they are.
      [/(?<![\p{L}])daqui (?=(?:\d+|um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|trinta|quarenta|meia|uns|umas)\s*(?:min|h(?![\p{L}])|hora|dia|semana|m[eê]s|quarto|e meia)|(?:um )?pouco|pouquinho|(?:um )?bocado)/giu, "daqui a "],
      // "hj": "hoje" as thumbs type it.
      [/(?<![\p{L}])hj(?![\p{L}])/giu, "hoje"],
      // "para a semana", "pra semana": how Portugal says next week ("fica para a semana").
      [/(?<![\p{L}])(?:para a|pra a|pra) semana(?! que)(?![\p{L}])/giu, "semana que vem"],
      // A part of the day narrowed ("am späten Nachmittag", "en fin d'après-midi", "nel tardo pomeriggio"): the
      // grammar's "late afternoon" and kin, an hour of their own (threads/due.ts), before the plain parts take their words.
      [w("ao fim da manhã|ao final da manhã|no fim da manhã|no final da manhã|ao fim da manha|ao final da manha|no fim da manha|no final da manha|final da manhã|final da manha"), "late morning"],
      [w("a meio da manhã|no meio da manhã|a meio da manha|no meio da manha|meio da manhã"), "mid morning"],
      [w("ao início da tarde|no início da tarde|ao inicio da tarde|no inicio da tarde|no começo da tarde|no comeco da tarde|no comecinho da tarde|início da tarde|inicio da tarde"), "early afternoon"],
      [w("a meio da tarde|no meio da tarde|meio da tarde"), "mid afternoon"],
      [w("ao fim da tarde|ao final da tarde|no fim da tarde|no final da tarde|no finalzinho da tarde|finalzinho da tarde|fim de tarde|fim da tarde|final da tarde|ao cair da tarde"), "late afternoon"],
      [w("ao início da noite|no início da noite|ao inicio da noite|no inicio da noite|no começo da noite|no comeco da noite|ao cair da noite|início da noite|inicio da noite"), "early evening"],
      [w("(?<!mais )tarde da noite|à noite tarde|mais para o fim da noite|no fim da noite|ao fim da noite"), "late evening"],
      // "amnh": "amanhã" as thumbs type it.
      [/(?<![\p{L}])(?:amnh|amnhã|amnha)(?![\p{L}])/giu, "amanhã"],
      // "essa semana", "esse sábado": how Brazil says this week, this Saturday.
      [/(?<![\p{L}])(n?)ess([ae]) (semana|manhã|manha|tarde|noite|segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)(?![\p{L}])/giu, "$1est$2 $3"],
      // Parts of a month and the year's end (threads/due.ts: "mid january" its 15th, "early next month" its 7th).
      monthPart(MONTHS, { early: "(?:no |em |ao )?(?:início|inicio|começo|comeco|princípio)", mid: "(?:em |lá para )?(?:meados|meio)" }, "de "),
      [w("(?:no |ao )?(?:início|inicio|começo) do (?:próximo mês|proximo mes|mês que vem)"), "early next month"],
      [w("(?:em )?meados do (?:próximo mês|proximo mes|mês que vem)"), "mid next month"],
      [w("(?:até ao |até o |antes do |no )?(?:fim|final) do ano"), "end of the year"],
      // The start and the middle of a week, loosely within this one, and a morning's first thing
      // (threads/due.ts: "early next week" its Monday, "midweek" a Wednesday, "first thing" 9am).
      [w("(?:no |para o |ao )?(?:início|inicio|começo|comeco|princípio) da (?:próxima semana|proxima semana|semana que vem|semana seguinte)"), "early next week"],
      [w("(?:a |no |em )?(?:meio|meados) da (?:próxima semana|proxima semana|semana que vem|semana seguinte)"), "mid next week"],
      [w("(?:a |no |em )?(?:meio|meados) da semana"), "midweek"],
      [w("(?:mais )?(?:para o|pro|lá para o) (?:fim|final) da semana|ainda esta semana"), "later this week"],
      // Quarters, the week after next, after the weekend, within the hour (threads/due.ts reads the English words).
      [w("(?:no |para o |durante o )?(?:próximo|proximo) trimestre|(?:no )?trimestre que vem"), "next quarter"],
      [w("(?:até o |até ao |ate o |no |ao )?(?:final|fim) (?:do|deste) trimestre|(?:neste|este) trimestre"), "end of quarter"],
      [w("(?:depois|após|apos) (?:do|o) (?:fim de semana|fds)"), "after the weekend"],
      [w("(?:até o |até ao |ate o |no |ao )?(?:final|fim) do dia"), "end of day"],
      [w("(?:na|dentro da) (?:próxima|proxima) hora|em menos de uma hora"), "within the hour"],
      [w("(?:até o |até ao |ate o |no |ao |para o )?(?:final|fim) da (?:próxima semana|proxima semana|semana que vem)"), "end of next week"],
      [w("(?:amanhã|amanha) (?:logo )?(?:cedo|de manhã cedo|logo de manhã|à primeira hora|logo pela manhã|bem cedo)|(?:logo )?cedo (?:amanhã|amanha)"), "tomorrow morning"],
      [w("logo de manhã|logo de manha|logo pela manhã|à primeira hora"), "first thing"],
      // "sábado cedo", "sexta bem cedo": a day's early hours are its morning.
      [/(?<![\p{L}])((?:segunda|terça|terca|quarta|quinta|sexta)(?:-feira)?|sábado|sabado|domingo) (?:bem )?cedo(?![\p{L}])/giu, "$1 de manhã"],
      // Months and weekends, before their lead words go ("até o fim de semana" is before it starts):
      // a month is due by its last day, the weekend by its Sunday (threads/due.ts).
      monthAlone(MONTHS, "em|no mês de|no mes de|até|ate|até ao fim de|até o fim de|até o final de|antes de|no fim de|fim de|no final de|final de|durante|para"),
      [{ source: "^(?:(?:até )?(?:o |ao )?(?:fim|final) do |o |no |para o |durante o )?(?:próximo (?:mês|mes)|proximo (?:mês|mes)|(?:mês|mes) que vem|(?:mês|mes) seguinte)$", flags: "iu" }, "next month"],
      [{ source: "^(?:ainda |durante )?(?:este|neste|esse|nesse|deste) (?:mês|mes)$", flags: "iu" }, "this month"],
      [w("(?:o |no )?(?:próximo|proximo) (?:fim de semana|fds)|(?:o |no )?(?:fim de semana|fds) (?:que vem|seguinte)"), "next weekend"],
      [w("(?:até o|até ao|ate o|antes do) (?:fim de semana|fds)"), "end of week"],
      [w("(?:este|neste|esse|nesse|no|o|durante o) (?:fim de semana|fds)|fim de semana|fds"), "this weekend"],
      // Parts of the day: after work 19:00, after dinner 21:00, at lunch 13:00 (threads/due.ts).
      [w("(?:depois|após|apos) (?:do|o) jantar|depois de jantar"), "after dinner"],
      [w("(?:depois|após|apos) (?:do|o) (?:trabalho|expediente|serviço|servico)|ao sair do trabalho|saindo do trabalho"), "after work"],
      [w("na hora do (?:almoço|almoco)|no (?:almoço|almoco)|n[oa] (?:intervalo|pausa) do (?:almoço|almoco)|durante o (?:almoço|almoco)"), "at lunch"],
      [w("mais tarde hoje|hoje mais tarde|ainda hoje|ao longo do dia|durante o dia"), "later today"],
      [w("(?:o )?ano novo chinês|(?:o )?ano novo chines"), "chinese new year"],
      ...HOLIDAYS.map(([pt, en]) => [w(pt), en] as const),
      [w("(?:em|daqui a|dentro de) (?:um|1) segundo"), "in 1 second"],
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(em|daqui a|dentro de) (?:cerca de|aproximadamente|uns|umas) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:em|daqui a|dentro de) )(?:por volta d[aeo]s?|cerca d[aeo]s?|aproximadamente|(?:lá |la )?pelas)(?= (?:as |às )?\d)/giu, ""],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      [/(?<![\p{L}\p{N}])(?:(?:no|nesse|neste|esse|este|essa|o) )?dia (\d{1,2})(?=$|,| às | as | a | pela )/giu, "the $1"],
    ],
    lead: "até às|até as|até ao|até à|até a|até o|até|ate|para a|para o|para|pra|antes das|antes dos|antes de|antes da|antes do|no|na|lá pra",
    weekdays: [
      "segunda-feira|segunda feira|segunda|seg",
      "terça-feira|terça feira|terca-feira|terca feira|terça|terca|ter",
      "quarta-feira|quarta feira|quarta|qua",
      "quinta-feira|quinta feira|quinta|qui",
      "sexta-feira|sexta feira|sexta|sex",
      "sábado|sabado|sáb|sab",
      "domingo|dom",
    ],
    numbers: NUMBERS,
    units: [
      ["minutos|minuto|min", "minutes"],
      ["horinhas|horinha|horas|hora|h", "hours"],
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
      // "às quinze para as seis", "dez para o meio-dia", "5 para as 8": minutes before the hour (as Brazil says it), the dial's "menos".
      [
        { source: `(?<![\\p{L}\\p{N}])(?:(?:às|as|à|a) )?(${Object.keys(DIAL.minutes).sort((a, b) => b.length - a.length).join("|")}|\\d{1,2})(?: minutos)? para (?:as|a|o) (${Object.keys(DIAL.hours).join("|")}|meio-dia|meio dia|\\d{1,2})(?![\\p{L}\\p{N}])`, flags: "giu" },
        (_m: string, mi: string, h: string) => `às ${h} menos ${mi}`,
      ],
      // A time on the dial in words: "a las tres y media de la tarde", "alle tre e un quarto".
      dialRule(DIAL),
      [
        /(?<![\p{L}\p{N}])(?:às|as|à|a) (\d{1,2})(?:h|:)?(\d{2})? da (manhã|manha|madrugada|tarde|noite)(?![\p{L}])/giu,
        (_m, h, mi, part) => `at ${meridiem(h!, mi, part!, /manh|madrugada/)}`,
      ],
      [w("(?:em|daqui a|dentro de) meia hora"), "in half an hour"],
      // Quarters of an hour and an hour and a half: "daqui a um quarto de hora", "daqui a três quartos de hora", "daqui a uma hora e meia".
      [w("(?:em|daqui a|dentro de) (?:um )?quarto de hora"), "in 15 minutes"],
      [w("(?:em|daqui a|dentro de) (?:três|tres) quartos de hora"), "in 45 minutes"],
      [w("(?:em|daqui a|dentro de) (?:uma )?hora e meia"), "in 90 minutes"],
      [w("depois de amanhã|depois de amanha"), "day after tomorrow"],
      [w("amanhã (?:de manhã|pela manhã|cedo|de manha)|amanha (?:de manha|cedo)"), "tomorrow morning"],
      [w("amanhã ao meio-dia|amanhã ao meio dia"), "tomorrow at noon"],
      [w("amanhã (?:(?:à|a|de) )?tarde|amanha (?:a )?tarde"), "tomorrow afternoon"],
      [w("amanhã (?:à|a|de) noite|amanha a noite"), "tomorrow night"],
      [w("hoje (?:de manhã|pela manhã)|esta manhã|nesta manhã"), "this morning"],
      [w("hoje (?:à|a|de) tarde|esta tarde|nesta tarde|(?:mais )?logo (?:à|a) tarde|logo de tarde"), "this afternoon"],
      // "à tarde", "à noite" said alone, as an answer: this afternoon, tonight (never inside "sexta à tarde").
      [/^\s*(?:à|a) tarde\s*$/iu, "this afternoon"],
      [/^\s*(?:à|de) noite\s*$/iu, "tonight"],
      [w("(?:mais tarde |mais logo )?(?:hoje (?:à|a|de) noite|esta noite|nesta noite|hoje à noitinha|mais logo à noite|mais logo a noite|logo à noite|logo a noite)"), "tonight"],
      // "após o almoço" (issue 34, the twenty-fourth batch), as "após o trabalho" is after work.
      [w("(?:depois|após|apos) (?:do|o) (?:almoço|almoco)|depois de almoçar"), "after lunch"],
      [w("(?:o )?(?:fim|final) do dia"), "eod"],
      [w("hoje mesmo|hoje"), "today"],
      [w("amanhã|amanha"), "tomorrow"],
      [w("(?:a )?semana que vem|(?:a )?próxima semana|(?:a )?proxima semana"), "next week"],
      [w("esta semana|nesta semana|desta semana|dessa semana|(?:o )?(?:fim|final) da semana"), "end of week"],
      [w("(?:o )?(?:fim|final) do (?:mês|mes)|(?:o )?fim de (?:mês|mes)"), "end of month"],
    ],
    late: [
      // "Dienstag der nächsten Woche", "mardi de la semaine prochaine": the weekday of that week.
      [/(?<![\p{L}])(?:da|de) (?=next week|end of week)/giu, ""],
      // "ao meio-dia", "à meia-noite": the time with its "at", as "às 15h" has.
      [w("(?:ao|à|a) (?:meio-dia|meio dia)"), "at noon"],
      [w("(?:à|a) (?:meia-noite|meia noite)"), "at midnight"],
      [w("meia-noite|meia noite"), "midnight"],
      [w("meio-dia|meio dia"), "noon"],
      [w("de manhã|pela manhã|de manha"), "morning"],
      [w("à tarde|de tarde"), "afternoon"],
      [w("à noite|de noite"), "night"],
      [/(?<![\p{L}\p{N}])((?:às|as|à|a) )?(\d{1,2}) ?h ?(\d{2})?(?![\p{L}\p{N}])/giu, (_m, at, h, mi) => lettered(h!, mi, at)],
      [/(?<![\p{L}])(?:às|as)(?= \d)/giu, "at"],
    ],
    deadlineWords: ["até", "ate", "para", "antes"],
    dates: {
      months: MONTHS,
      days: {
        primeiro: 1, um: 1, dois: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14,
        quinze: 15, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19, vinte: 20, "vinte e um": 21, "vinte e dois": 22,
        "vinte e três": 23, "vinte e tres": 23, "vinte e quatro": 24, "vinte e cinco": 25, "vinte e seis": 26, "vinte e sete": 27, "vinte e oito": 28, "vinte e nove": 29,
        trinta: 30, "trinta e um": 31,
      },
      ordinal: "º|°|ª|o",
      before: "no dia|o dia|dia|no|em|o|a",
      join: "de|do",
    },
  },
  chrono: {
    parser: "pt",
    dateWords: {
      anywhere: ["abr", "ago", "dez", "fev", "jan", "jul", "jun", "mai", "mar", "nov", "out", "set"],
      wordEnd: [],
      glue: null,
    },
  },
  slashDayFirst: true,
  past: ["ontem", "anteontem", "passado", "passada", "há", "atrás"],
};
