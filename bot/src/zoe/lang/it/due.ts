/**
 * How an Italian owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("domani mattina" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's Italian parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in Italian (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dialRule, type DialWords, hm, meridiem, monthAlone, monthPart, w, compoundCounts } from "../patterns.ts";

/** How the clock is said in words: "alle tre e mezza del pomeriggio", "mezzogiorno meno un quarto". */
const DIAL: DialWords = {
  at: "alle ore|alle|all'|all’|verso le|per le|le|ore|a",
  hours: { una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12 },
  noon: "mezzogiorno|mezzodì",
  midnight: "mezzanotte",
  hourWord: "in punto",
  notAfter: "tra|fra|entro|in|di",
  plus: "e",
  minus: "meno",
  minutes: { mezza: 30, mezzo: 30, "un quarto": 15, quarto: 15, cinque: 5, dieci: 10, quindici: 15, venti: 20, venticinque: 25, trenta: 30, quaranta: 40, quarantacinque: 45, "tre quarti": 45, cinquanta: 50 },
  wordsOnly: false,
  parts: [["di mattina", "am"], ["del mattino", "am"], ["della mattina", "am"], ["di notte", "am"], ["del pomeriggio", "pm"], ["di pomeriggio", "pm"], ["di sera", "pm"], ["della sera", "pm"], ["di stasera", "pm"]],
};

/** Holidays by their Italian names -> the grammar's English ones (threads/due-holidays.ts computes them). */
const HOLIDAYS: ReadonlyArray<readonly [string, string]> = [
  // Not a bare "la vigilia", "la liberazione" or "assunzione" (the eve of anything, a release, a hiring).
  ["(?:la )?vigilia di natale", "christmas eve"],
  ["(?:la )?vigilia di capodanno|san silvestro", "new year's eve"],
  ["(?:il )?giorno di natale|natale", "christmas"],
  ["(?:il )?primo dell'anno|capodanno", "new year's day"],
  ["(?:l')?epifania|(?:la )?befana", "epiphany day"],
  ["san valentino|(?:la )?festa degli innamorati", "valentine's day"],
  ["(?:la )?festa del papà|(?:la )?festa del papa|(?:la )?festa di san giuseppe|san giuseppe", "st joseph's day"],
  ["(?:l')?anniversario della liberazione|(?:la )?festa della liberazione", "italian liberation day"],
  ["(?:la )?festa del lavoro|(?:la )?festa dei lavoratori|(?:il )?giorno dei lavoratori", "may day"],
  ["(?:la )?festa della mamma", "mother's day"],
  ["(?:la )?festa della repubblica", "italian republic day"],
  ["ferragosto|(?:la )?festa dell'assunzione", "assumption day"],
  ["tutti i santi|ognissanti|(?:la )?festa dei santi|(?:il )?giorno dei santi", "all saints' day"],
  ["(?:il )?giorno dei morti|(?:la )?commemorazione dei defunti|ai morti", "all souls' day"],
  ["(?:l')?immacolata concezione|(?:l')?immacolata|all'immacolata", "immaculate conception"],
  ["santo stefano", "boxing day"],
  ["pasquetta|(?:il )?lunedì dell'angelo|(?:il )?lunedì di pasqua|(?:il )?lunedi di pasqua", "easter monday"],
  ["(?:la )?domenica di pasqua|pasqua", "easter"],
  ["(?:il )?venerdì santo|(?:il )?venerdi santo", "good friday"],
  ["(?:il )?sabato santo", "holy saturday"],
  ["(?:il )?giovedì santo|(?:il )?giovedi santo", "maundy thursday"],
  ["(?:la )?domenica delle palme", "palm sunday"],
  ["(?:il )?mercoledì delle ceneri|(?:il )?mercoledi delle ceneri", "ash wednesday"],
  ["(?:il )?martedì grasso|(?:il )?martedi grasso", "shrove tuesday"],
  ["(?:il )?lunedì di pentecoste|(?:il )?lunedi di pentecoste", "whit monday"],
  ["pentecoste", "pentecost"],
  ["(?:l')?ascensione", "ascension day"],
  ["corpus domini", "corpus christi"],
  ["(?:le )?idi di marzo", "ides of march"],
  ["(?:il )?capodanno cinese", "chinese new year"],
  ["(?:la )?giornata (?:mondiale )?della lingua araba", "world arabic language day"],
  ["(?:la )?giornata mondiale contro la discriminazione|(?:la )?giornata (?:mondiale )?(?:della|per la) zero discriminazione", "zero discrimination day"],
  ["(?:la )?giornata mondiale (?:dei prematuri|della prematurità|della prematurita)", "world prematurity day"],
  ["(?:la )?giornata internazionale delle cooperative", "international day of cooperatives"],
  ["(?:la )?giornata (?:della liberazione africana|dell'unità africana|dell'unita africana|dell'africa)", "africa day"],
];

/** Ordinals before a counted day ("primo martedì di ottobre", "l'ultimo giorno di ottobre") -> the grammar's. */
const COUNTED: Readonly<Record<string, string>> = {
  "1°": "first", "1º": "first", primo: "first", prima: "first", secondo: "second", seconda: "second", terzo: "third", terza: "third",
  quarto: "fourth", quarta: "fourth", quinto: "fifth", quinta: "fifth", ultimo: "last", ultima: "last", "l'ultimo": "last", "l'ultima": "last",
};

/** The months, January first, each with its other spellings. */
const MONTHS = ["gennaio|genn|gen", "febbraio|febb|feb", "marzo|mar", "aprile|apr", "maggio|mag", "giugno|giu", "luglio|lug", "agosto|ago", "settembre|sett|set", "ottobre|ott", "novembre|nov", "dicembre|dic"] as const;

/** Number words, for "in zwei Stunden" and a repeat's count ("alle zwei Tage"). */
export const NUMBERS: Readonly<Record<string, number>> = { "un paio di": 2, "un paio d'": 2, un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, quindici: 15, venti: 20, trenta: 30, quaranta: 40, quarantacinque: 45, cinquanta: 50,
    // "venticinque minuti": one word, the tens' last vowel dropped before "uno" and "otto" ("ventotto"), "tré" at the end.
    ...compoundCounts({ venti: 20, trenta: 30, quaranta: 40, cinquanta: 50 }, { uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9 }, (t, u) =>
      /^[uo]/.test(u) ? [`${t.slice(0, -1)}${u}`] : u === "tre" ? [`${t}tre`, `${t}tré`] : [`${t}${u}`],
    ),
  };

export const DUE: DueWords = {
  rewrite: {
    early: [
      // "tra 1h30": a duration in hours and minutes, not the clock time 1:30.
      [/(?<![\p{L}\p{N}])(tra|fra|entro) (\d{1,2}) ?h ?([0-5]\d)(?:min)?(?![\p{L}\p{N}])/giu, (_m: string, w0: string, h: string, mi: string) => `${w0} ${Number(h) * 60 + Number(mi)} minuti`],
      // As thumbs type them: "dmn" (domani), "sta settimana", "sto weekend" (questa, questo).
      [/(?<![\p{L}])dmn(?![\p{L}])/giu, "domani"],
      // As the south says it: "dimane", "dimani", "domane" (domani).
      [/(?<![\p{L}])(?:dimane|dimani|domane)(?![\p{L}])/giu, "domani"],
      // A part of the day narrowed ("am späten Nachmittag", "en fin d'après-midi", "nel tardo pomeriggio"): the
      // grammar's "late afternoon" and kin, an hour of their own (threads/due.ts), before the plain parts take their words.
      [w("in tarda mattinata|in tarda mattina|a fine mattinata|a fine mattina|verso fine mattinata|verso la fine della mattinata"), "late morning"],
      [w("a metà mattina|a metà mattinata|a meta mattina|a meta mattinata|a metà della mattinata|a metà della mattina"), "mid morning"],
      [w("nel primo pomeriggio|primo pomeriggio|a inizio pomeriggio|ad inizio pomeriggio|all'inizio del pomeriggio"), "early afternoon"],
      [w("a metà pomeriggio|a meta pomeriggio|a metà del pomeriggio"), "mid afternoon"],
      [w("nel tardo pomeriggio|tardo pomeriggio|a fine pomeriggio|verso fine pomeriggio|verso la fine del pomeriggio|sul tardi nel pomeriggio"), "late afternoon"],
      [w("in prima serata|a inizio serata|a inizio sera|all'inizio della serata|prima serata|sul presto la sera"), "early evening"],
      [w("in tarda serata|a tarda sera|tarda serata|a fine serata|a tarda notte|(?<!più |piu )tardi la sera|la sera tardi"), "late evening"],
      [/(?<![\p{L}'’])st([ao]) (settimana|mattina|sera|notte|weekend|fine settimana|mese|pomeriggio|venerdì|venerdi|sabato|lunedì|lunedi)(?![\p{L}])/giu, "quest$1 $2"],
      // Parts of a month and the year's end (threads/due.ts: "mid january" its 15th, "early next month" its 7th).
      monthPart(MONTHS, { early: "(?:a |ad |all'|agli )?(?:inizio|inizi|principio)", mid: "(?:a |verso )?metà" }, "(?:di )?"),
      [w("(?:a |ad |all')?inizio (?:del )?(?:prossimo mese|mese prossimo)"), "early next month"],
      [w("(?:a )?metà (?:del )?(?:prossimo mese|mese prossimo)"), "mid next month"],
      [w("(?:entro |a |per )?fine (?:dell')?anno"), "end of the year"],
      // The start and the middle of a week, loosely within this one, and a morning's first thing
      // (threads/due.ts: "early next week" its Monday, "midweek" a Wednesday, "first thing" 9am).
      [w("(?:a |ad |all'|al )?(?:inizio|principio) (?:della |di )?(?:settimana prossima|prossima settimana)"), "early next week"],
      [w("(?:a )?metà (?:della |di )?(?:settimana prossima|prossima settimana)"), "mid next week"],
      [w("(?:a )?metà (?:della |di questa )?settimana"), "midweek"],
      [w("più avanti (?:in|nella|questa) settimana|nel corso della settimana|in settimana"), "later this week"],
      // Quarters, the week after next, after the weekend, within the hour (threads/due.ts reads the English words).
      [w("(?:il |nel |per il |entro il )?(?:prossimo trimestre|trimestre prossimo)"), "next quarter"],
      [w("(?:entro (?:la )?|per (?:la )?|a |alla )?fine (?:del |di questo )?trimestre|(?:in )?questo trimestre"), "end of quarter"],
      [w("dopo il (?:weekend|fine settimana|finesettimana|week-end)"), "after the weekend"],
      [w("entro un'ora|entro un’ora|entro un ora|nella prossima ora|entro l'ora"), "within the hour"],
      [w("(?:alla |entro la |per la |a )?fine (?:della )?(?:prossima settimana|settimana prossima)"), "end of next week"],
      [w("domani (?:a prima ora|per prima cosa|mattina presto|di prima mattina)|(?:per prima cosa|di prima mattina) domani|domattina presto"), "tomorrow morning"],
      [w("a prima ora|per prima cosa domattina|di prima mattina"), "first thing"],
      // "prima delle 17", "prima dell'una": a deadline at that hour, as "entro le 17".
      [/(?<![\p{L}])prima dell(e\s+|['’]\s*)(?=\d|una(?![\p{L}]))/giu, "entro l$1"],
      // "entro l'1", "l'8": the day of the month with its article elided, as "il 1".
      [/(?<![\p{L}])l['’](\d{1,2})(?![\d:.,\p{L}])/giu, "il $1"],
      // Months and weekends, before their lead words go ("entro il weekend" is before it starts):
      // a month is due by its last day, the weekend by its Sunday (threads/due.ts).
      monthAlone(MONTHS, "a|ad|in|entro|entro fine|entro la fine di|per|prima di|nel mese di|entro il mese di|a fine|fine|alla fine di|durante|nel corso di"),
      [{ source: "^(?:(?:a |entro |entro la )?fine (?:del )?|il |nel |entro il |per il |durante il )?(?:mese prossimo|prossimo mese|mese che viene|mese successivo)$", flags: "iu" }, "next month"],
      [{ source: "^(?:entro |in |durante |nel corso di )?questo mese$|^entro il mese$", flags: "iu" }, "this month"],
      [w("(?:il |nel |al )?prossimo (?:fine settimana|finesettimana|weekend)|(?:il |nel )?(?:fine settimana|weekend) prossimo"), "next weekend"],
      [w("(?:entro il|entro|prima del) (?:fine settimana|finesettimana|weekend)"), "end of week"],
      // Not the grammar's "next weekend" just written.
      // "a fine settimana", "entro fine settimana": the end of the working week, not the weekend.
      [w("(?:a|entro|per) fine (?:della )?settimana"), "end of week"],
      [w("(?:a|in|entro) fine (?:della )?giornata|(?:a )?fine giornata"), "eod"],
      [w("(?:questo|nel|il|al|durante il|per il) (?:fine settimana|finesettimana|weekend)|fine settimana|finesettimana|(?<!next |this |after the )weekend"), "this weekend"],
      // Parts of the day: after lunch 14:00, after work 19:00, after dinner 21:00, at lunch 13:00 (threads/due.ts).
      [w("dopo (?:il )?pranzo|dopo mangiato|dopo aver pranzato"), "after lunch"],
      [w("dopo (?:la )?cena|dopo aver cenato"), "after dinner"],
      [w("dopo (?:il )?lavoro|all'uscita dal lavoro|uscito dal lavoro|uscita dal lavoro|finito il lavoro"), "after work"],
      [w("(?:in|durante la) pausa pranzo|all'ora di pranzo|a pranzo"), "at lunch"],
      [w("(?:più|piu) tardi (?:oggi|in giornata)|oggi (?:più|piu) tardi"), "later today"],
      // "la giornata internazionale delle cooperative del 2019": a holiday's year after "del".
      [/(?<=\p{L}) del (?=\d{4}(?!\p{N}))/giu, " "],
      ...HOLIDAYS.map(([it, en]) => [w(it), en] as const),
      // "il primo martedì di ottobre", "l'ultimo giorno dell'ottobre 2015": the grammar's "first tuesday of october".
      [
        { source: `(?<![\\p{L}\\p{N}])(?:il |la )?(${Object.keys(COUNTED).join("|")}) (\\p{L}+) (?:del mese di|dell'|di|del|in) ?(?=\\p{L})`, flags: "giu" },
        (_m: string, ord: string, what: string) => `${COUNTED[ord.toLowerCase()]} ${what.toLowerCase() === "giorno" ? "day" : what} of `,
      ],
      [w("(?:il )?giorno dopo domani"), "day after tomorrow"],
      [w("(?:tra|fra|entro) un quarto d'ora"), "in 15 minutes"],
      [w("(?:tra|fra) un'orett[ae]"), "in an hour"],
      [w("(?:tra|fra|entro) tre quarti d'ora"), "in 45 minutes"],
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(tra|fra|entro|in) (?:circa|più o meno) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:tra|fra|entro|in) )(?:circa|verso|intorno a)(?= (?:alle |le )?\d)/giu, ""],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      // "entro il primo (del mese)": the first of the month said as a word.
      [/(?<![\p{L}\p{N}])(?<=(?:entro|per|prima del|dal) )(?:il )?primo(?: del mese)?(?![\p{L}])/giu, "il 1"],
      [/(?<![\p{L}\p{N}])(?:il giorno|il|l'|del|giorno) (\d{1,2})(?=$|,| alle | a | per | verso )/giu, "the $1"],
      // "rimandalo al 20": "al" is "a il", the day (an hour is "alle 20") (issue 34, the seventeenth batch).
      [/(?<![\p{L}\p{N}])(?:al giorno|al) (\d{1,2})(?=$|,| per | verso )/giu, "the $1"],
    ],
    lead: "entro il|entro la|entro|al più tardi|al piu tardi|prima di|prima del|per il|per la|per|fino a|fino al|il|la",
    weekdays: ["lunedì|lunedi|lunedí|lun", "martedì|martedi|martedí|mar", "mercoledì|mercoledi|mercoledí|mer", "giovedì|giovedi|giovedí|gio", "venerdì|venerdi|venerdí|ven", "sabato|sab", "domenica|dom"],
    numbers: NUMBERS,
    units: [
      ["minuti|minuto|min", "minutes"],
      ["orette|oretta|ore|ora|h", "hours"],
      ["giorni|giorno|gg", "days"],
      ["settimane|settimana", "weeks"],
      ["mesi|mese", "months"],
    ],
    within: "tra|fra|entro|in",
    nextAfter: "prossimo|prossima|che viene",
    nextBefore: "il prossimo|la prossima|prossimo|prossima",
    thisBefore: "questo|questa|il|di",
    parts: [
      ["mattina|mattino|di mattina|in mattinata", "morning"],
      ["a mezzogiorno", "at noon"],
      ["pomeriggio|di pomeriggio|nel pomeriggio", "afternoon"],
      ["sera|di sera|in serata", "evening"],
      ["notte|di notte", "night"],
    ],
    rules: [
      // A time on the dial in words: "a las tres y media de la tarde", "alle tre e un quarto".
      dialRule(DIAL),
      // "alle 3 del pomeriggio", "alle 9 di mattina": a 12-hour clock with its part of the day.
      [
        /(?<![\p{L}\p{N}])(?:alle|all'|a) (\d{1,2})(?:[:.](\d{2}))? (?:del|di|della) (mattina|mattino|pomeriggio|sera)(?![\p{L}])/giu,
        (_m, h, mi, part) => `at ${meridiem(h!, mi, part!, /mattin/)}`,
      ],
      [w("(?:tra|fra|entro) (?:mezz['’]or(?:a|etta)|mezzor(?:a|etta)|mezz or(?:a|etta)|una mezz['’]or(?:a|etta)|mezza or(?:a|etta))"), "in half an hour"],
      [w("(?:tra|fra|entro) un'ora e mezza|(?:tra|fra|entro) un'ora e mezzo|(?:tra|fra) un ora e mezza"), "in 90 minutes"],
      [w("(?:tra|fra|entro) un'ora|(?:tra|fra) un ora"), "in 1 hours"],
      [w("dopodomani|dopo domani"), "day after tomorrow"],
      [w("domani (?:mattina|mattino|di mattina|in mattinata|presto|di buon'ora)|domattina"), "tomorrow morning"],
      [w("domani a mezzogiorno|domani mezzogiorno"), "tomorrow at noon"],
      [w("domani (?:pomeriggio|di pomeriggio|nel pomeriggio)"), "tomorrow afternoon"],
      [w("domani (?:sera|di sera|in serata)"), "tomorrow evening"],
      [w("domani notte"), "tomorrow night"],
      [w("stamattina|stamani|stamane|questa mattina|oggi in mattinata"), "this morning"],
      [w("oggi a mezzogiorno"), "today at noon"],
      [w("oggi pomeriggio|questo pomeriggio|oggi nel pomeriggio"), "this afternoon"],
      // "nel pomeriggio" said alone, as an answer: this afternoon (never inside "venerdì nel pomeriggio").
      [/^\s*nel pomeriggio\s*$/iu, "this afternoon"],
      [w("(?:più tardi |piu tardi |dopo )?(?:stasera|questa sera|stanotte|questa notte|oggi in serata)"), "tonight"],
      [w("(?:la )?fine (?:della )?giornata|fine giornata"), "eod"],
      [w("oggi stesso|in giornata|oggi"), "today"],
      [w("domani"), "tomorrow"],
      [w("(?:la )?prossima settimana|(?:la )?settimana prossima|(?:la )?settimana che viene"), "next week"],
      [w("questa settimana|(?:a |alla |(?:la )?)fine (?:della |di questa )?settimana|a fine settimana"), "end of week"],
      // "il mese prossimo": as English's "next month", no date of its own (tracked without a clock).
      [w("(?:il )?mese prossimo|(?:il )?prossimo mese"), "next month"],
      // "a fine mese", "alla fine del mese": the end of the month with its "at".
      [w("(?:a |alla |(?:la )?)fine (?:del|di questo) mese|(?:a )?fine mese"), "end of month"],
    ],
    late: [
      // "Dienstag der nächsten Woche", "mardi de la semaine prochaine": the weekday of that week.
      [/(?<![\p{L}])(?:della|di|la) (?=next week|end of week)/giu, ""],
      // "a mezzogiorno", "a mezzanotte": the time with its "at", as "alle 15" has.
      [w("(?:a|alle) mezzogiorno"), "at noon"],
      [w("(?:a|alla) mezzanotte"), "at midnight"],
      [w("mezzanotte"), "midnight"],
      [w("mezzogiorno"), "noon"],
      // A part of the day with its preposition after a day: "dopodomani in mattinata", "lunedì in serata".
      [w("in mattinata|di mattina|mattina|mattino"), "morning"],
      [w("nel pomeriggio|di pomeriggio|pomeriggio"), "afternoon"],
      [w("in serata|di sera|sera"), "evening"],
      [w("notte"), "night"],
      [w("all'una"), "at 1"],
      // "15:30", "15.30": a clock time; a bare hour stays bare (ambiguous from 1 to 11, as in English).
      [/(?<![\p{L}\p{N}])(\d{1,2})[:.](\d{2})(?![\p{N}])/giu, (_m, h, mi) => hm(h!, mi)],
      [/(?<![\p{L}])(?:alle ore|alle|verso le|ore)(?= \d)/giu, "at"],
      // "entro le 17:30": the article alone before a clock time is its "at" (not before a bare number: "le 3 fatture").
      [/(?<![\p{L}])(?:le|l')(?= ?\d{1,2}:\d{2}(?!\p{N}))/giu, "at "],
    ],
    deadlineWords: ["entro"],
    dates: {
      months: MONTHS,
      days: {
        primo: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16,
        diciassette: 17, diciotto: 18, diciannove: 19, venti: 20, ventuno: 21, ventidue: 22, ventitré: 23, ventitre: 23, ventiquattro: 24, venticinque: 25, ventisei: 26,
        ventisette: 27, ventotto: 28, ventinove: 29, trenta: 30, trentuno: 31,
      },
      ordinal: "º|°",
      before: "il|del|dal|al|lo",
      join: "di|del",
    },
  },
  chrono: {
    parser: "it",
    dateWords: {
      anywhere: ["ago", "anni", "anno", "apr", "dic", "feb", "gen", "giorn", "giu", "lug", "mag", "mar", "mes", "min", "nov", "ora", "ore", "ott", "sec", "set", "trim"],
      wordEnd: ["g", "gg", "h", "m", "s"],
      glue: null,
    },
  },
  slashDayFirst: true,
  past: ["ieri", "l'altro ieri", "scorso", "scorsa", "fa"],
};
