/**
 * How a German owner writes due dates: the words rewritten onto threads/due.ts's one grammar
 * ("morgen früh" -> "tomorrow morning"; threads/due-locales.ts applies the rules in order),
 * chrono-node's German parser for dates with month names and the stems it needs, day-first slashes.
 * Must never: rewrite a word that is not a time word in German (a task's summary passes through untouched).
 */
import type { DueWords } from "../pack.ts";
import { dial, dialRule, type DialWords, hm, inflected, monthAlone, monthPart, w, compoundCounts } from "../patterns.ts";

/** The hours in words, for "um drei", "drei Uhr nachmittags", "Viertel nach drei". */
const HOURS = { eins: 1, ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12 };
const DIAL: DialWords = {
  at: "um|gegen|so um|so gegen|circa um|zirka um|ca\\. um|ca um|etwa um|ungefähr um",
  hours: HOURS,
  noon: "(?!)",
  midnight: "(?!)",
  hourWord: "uhr",
  notAfter: "in|innerhalb von|nach|vor|halb|dreiviertel|viertel",
  plus: "und",
  minus: "(?!)",
  minutes: {},
  wordsOnly: true,
  parts: [["morgens", "am"], ["früh", "am"], ["vormittags", "am"], ["am morgen", "am"], ["am vormittag", "am"], ["nachts", "am"], ["in der nacht", "am"], ["nachmittags", "pm"], ["am nachmittag", "pm"], ["abends", "pm"], ["am abend", "pm"]],
};

const MONTHS = ["januar|jänner|jan|jän", "februar|feber|febr|feb", "märz|maerz|mär|mrz", "april|apr", "mai", "juni|jun", "juli|jul", "august|aug", "september|sept|sep", "oktober|okt", "november|nov", "dezember|dez"] as const;
const MONTH_EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const monthOf = (word: string) => MONTH_EN[MONTHS.findIndex((alt) => alt.split("|").includes(word.toLowerCase()))] ?? word;
const ORDINAL_EN: Readonly<Record<string, string>> = { erst: "first", zweit: "second", dritt: "third", viert: "fourth", fünft: "fifth", letzt: "last" };

/** Holidays by their German names -> the grammar's English ones (threads/due-holidays.ts computes them). */
const HOLIDAYS: ReadonlyArray<readonly [string, string]> = [
  ["orthodoxe[rsn]?", "orthodox"],
  ["chinesisches neujahrsfest|chinesisches neujahr|chinesisches frühlingsfest", "chinese new year"],
  ["islamisches neujahr", "islamic new year"],
  ["aufstieg des propheten|(?:die )?nachtreise des propheten", "isra and miraj"],
  ["heiligabend|heiliger abend|heiligen abend", "christmas eve"],
  ["zweiter weihnachtstag|zweiten weihnachtstag|zweiter weihnachtsfeiertag|stephanstag", "boxing day"],
  ["erster weihnachtstag|ersten weihnachtstag|weihnachtstag|weihnachtsfeiertag|weihnachten", "christmas"],
  ["silvester|silvesterabend", "new year's eve"],
  ["neujahrstag|neujahr", "new year's day"],
  ["heilige drei könige|dreikönigstag", "epiphany day"],
  ["valentinstag", "valentine's day"],
  ["muttertag", "mother's day"],
  ["tag der deutschen einheit", "german unity day"],
  ["allerheiligen", "all saints' day"],
  ["allerseelen", "all souls' day"],
  // Not a bare "Nikolaus": a first name before it is a day.
  ["nikolaustag", "st nicholas' day"],
  ["mariä himmelfahrt", "assumption day"],
  ["christi himmelfahrt|himmelfahrtstag|himmelfahrt", "ascension day"],
  ["aschermittwoch|aschertag|aschetag", "ash wednesday"],
  ["aschermontag|reiner montag|sauberer montag", "clean monday"],
  ["rosenmontag", "rose monday"],
  ["fastnachtsdienstag|faschingsdienstag|veilchendienstag|fastnacht", "shrove tuesday"],
  ["fronleichnam", "corpus christi"],
  ["ostermontag", "easter monday"],
  ["ostersonntag|ostern", "easter"],
  ["karfreitag|stiller freitag|hoher freitag", "good friday"],
  ["karsamstag|stiller samstag|karsonnabend", "holy saturday"],
  ["lazarus-samstag|lazarus samstag", "lazarus saturday"],
  ["gründonnerstag|hoher donnerstag|heiliger donnerstag|weißer donnerstag|palmdonnerstag", "maundy thursday"],
  ["palmsonntag", "palm sunday"],
  ["pfingstmontag", "whit monday"],
  ["pfingstsonntag|pfingsten", "pentecost"],
  ["dreifaltigkeitssonntag|dreifaltigkeitsfest|trinitatis|goldener sonntag", "trinity sunday"],
  ["jom kippur", "yom kippur"],
  ["schmini azeret|schemini azeret", "shemini atzeret"],
  ["jom ha'?atzmaut", "yom haatzmaut"],
  ["jom hashoah|holocaust-?gedenktag", "yom hashoah"],
  ["tu bi ?sch?e?vat", "tu bishvat"],
  ["maulid an-nab[iī]", "mawlid"],
  ["opferfest", "eid al-adha"],
  ["zuckerfest|fest des fastenbrechens", "eid al-fitr"],
  ["(?:die )?nacht der bestimmung|(?:die )?nacht der allmacht", "laylat al-qadr"],
  ["aschura-tag|aschura", "ashura"],
  ["königstag", "king's day"],
];

/** Number words, for "in zwei Stunden" and a repeat's count ("alle zwei Tage"). */
export const NUMBERS: Readonly<Record<string, number>> = { "ein paar": 2, "einigen": 3, ne: 1, "'ne": 1, ner: 1, "'ner": 1, ein: 1, eine: 1, einer: 1, einem: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, fünfzehn: 15, zwanzig: 20, dreißig: 30, vierzig: 40, fünfundvierzig: 45, fünfzig: 50,
    // "fünfundzwanzig Minuten": the unit, "und", the tens, one word ("einundzwanzig").
    ...compoundCounts({ zwanzig: 20, dreißig: 30, dreissig: 30, vierzig: 40, fünfzig: 50 }, { ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 }, (t, u) => [`${u}und${t}`]),
  };

export const DUE: DueWords = {
  rewrite: {
    early: [
      // Two days offered as a choice ("morgen oder übermorgen", "Freitag oder Samstag", "diese oder nächste Woche"): the second one
      // named is when it is due by; only a day against a day.
      [/(?<![\p{L}])morgen oder übermorgen(?![\p{L}])/giu, "übermorgen"],
      [/(?<![\p{L}])diese oder (nächste|kommende) woche(?![\p{L}])/giu, "$1 Woche"],
      [
        /(?<![\p{L}])(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag) oder (?:am )?(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)(?![\p{L}])/giu,
        (_m: string, later: string) => later,
      ],
      // "in 1h30": a duration in hours and minutes, not the clock time 1:30.
      [/(?<![\p{L}\p{N}])(in|innerhalb von) (\d{1,2}) ?h ?([0-5]\d)(?:min)?(?![\p{L}\p{N}])/giu, (_m: string, w0: string, h: string, mi: string) => `${w0} ${Number(h) * 60 + Number(mi)} Minuten`],
      // "Do. Zahnarzt 9h", "Sa. 7 Uhr": a day's short name with its full stop, as a note abbreviates it, before more words.
      [/(?<![\p{L}])(mo|di|mi|do|fr|sa)\.(?=\s+\S)/giu, "$1"],
      // Umlauts typed as two letters on a keyboard without them ("naechste Woche", "uebermorgen", "frueh"); never after a vowel ("neue", "Steuer").
      [/(?<![aeiouäöü])([aou])e(?=[^aeiouäöü\P{L}])/giu, (_m: string, v: string) => (v === "a" ? "ä" : v === "o" ? "ö" : v === "u" ? "ü" : v === "A" ? "Ä" : v === "O" ? "Ö" : "Ü")],
      // Swiss German days and "morn" / "hüt" ("am Zischtig", "morn", "hüt z'Abig"): the standard words, which the rules below then read.
      [w("määntig|mäntig"), "montag"],
      [w("ziischtig|zischtig"), "dienstag"],
      [w("mittwuch"), "mittwoch"],
      [w("dunschtig|donnschtig|donschtig"), "donnerstag"],
      [w("friitig|fritig"), "freitag"],
      [w("samschtig"), "samstag"],
      [w("sunntig"), "sonntag"],
      [w("morn"), "morgen"],
      // The same word said the Berlin, Rhineland, Swabian and Bavarian way ("morjen", "morje", "morga", "heit"): the standard word.
      [w("morjen|morje|morga"), "morgen"],
      [w("heit|heut"), "heute"],
      [w("hüt z['’]?abig|hüt am abig|hüt z['’]?nacht|heit z['’]?nacht|heit auf d['’]?nacht"), "heute abend"],
      [w("morgn"), "morgen"],
      // The article clipped as people say it ("in 'ner Viertelstunde", "in 'nem Monat", "in 'ne Stunde"): the written one.
      [/(?<![\p{L}])['’]n(e|er|em|en)(?![\p{L}])/giu, (_m: string, end: string) => `ein${end.toLowerCase()}`],
      [w("hüt"), "heute"],
      // A part of the day narrowed ("am späten Nachmittag", "en fin d'après-midi", "nel tardo pomeriggio"): the
      // grammar's "late afternoon" and kin, an hour of their own (threads/due.ts), before the plain parts take their words.
      [w("am späten vormittag|später am vormittag|spät am vormittag|spätvormittags|gegen ende des vormittags|ende des vormittags"), "late morning"],
      [w("mitten am vormittag|mitte des vormittags"), "mid morning"],
      [w("am frühen nachmittag|früh am nachmittag|frühnachmittags|anfang des nachmittags"), "early afternoon"],
      [w("mitten am nachmittag|mitte des nachmittags"), "mid afternoon"],
      [w("am späten nachmittag|spät am nachmittag|später am nachmittag|spätnachmittags|gegen ende des nachmittags|ende des nachmittags"), "late afternoon"],
      [w("am frühen abend|früh am abend|frühabends|am frühabend"), "early evening"],
      [w("am späten abend|spät am abend|spätabends|spät abends|abends spät"), "late evening"],
      // Months and weekends, before their lead words go ("bis zum Wochenende" is before it starts):
      // a month is due by its last day, the weekend by its Sunday (threads/due.ts).
      // Parts of a month and the year's end (threads/due.ts: "mid january" its 15th, "early next month" its 7th).
      monthPart(MONTHS, { early: "anfang|zu beginn|beginn|zu anfang", mid: "mitte" }),
      [w("(?:anfang|zu beginn|beginn) (?:des )?(?:nächsten|kommenden) monats"), "early next month"],
      [w("mitte (?:des )?(?:nächsten|kommenden) monats"), "mid next month"],
      [w("(?:bis |zum |bis zum |bis spätestens )?(?:ende des jahres|ende dieses jahres|jahresende)"), "end of the year"],
      // The start and the middle of a week, loosely within this one, and a morning's first thing
      // (threads/due.ts: "early next week" its Monday, "midweek" a Wednesday, "first thing" 9am).
      [w("(?:gleich )?(?:am )?(?:anfang|beginn|zu beginn|am anfang) (?:der )?(?:nächsten|nächster|nächste|kommenden|kommender) woche|anfang nächste woche"), "early next week"],
      [w("(?:in der )?mitte (?:der )?(?:nächsten|nächster|nächste|kommenden|kommender) woche|mitte nächste woche"), "mid next week"],
      [w("(?:in der )?mitte (?:der|dieser) woche|mitte woche|unter der woche mitte"), "midweek"],
      [w("(?:später|irgendwann|im laufe|im lauf) (?:diese|dieser|der) woche"), "later this week"],
      // Quarters, the week after next, within the hour (threads/due.ts reads the English words).
      [w("(?:im |bis |bis zum |bis ende |bis zum ende |ende |zum ende )?(?:des )?(?:nächsten|nächstes|kommenden|kommendes) quartals?"), "next quarter"],
      [w("(?:bis |bis zum |zum )?(?:ende (?:des|dieses) quartals|quartalsende)|(?:noch )?(?:in )?diese[ms]? quartal(?: noch)?"), "end of quarter"],
      [w("(?:in der )?übernächsten woche|übernächste woche"), "week after next"],
      [w("innerhalb (?:der nächsten|einer) stunde|in der nächsten stunde|binnen einer stunde"), "within the hour"],
      [w("(?:bis |bis zum |zum |am )?ende (?:der )?(?:nächsten|nächster|nächste|kommenden|kommender) woche"), "end of next week"],
      [w("(?:gleich )?morgen (?:früh )?(?:als erstes|als erstes am morgen|in aller früh|ganz früh)|gleich morgen früh"), "tomorrow morning"],
      monthAlone(MONTHS, "im|in|im monat|bis|bis zum|bis ende|bis spätestens|spätestens im|spätestens|vor|ende|im laufe des|im lauf des"),
      [{ source: "^(?:im |bis |bis zum |bis ende |ende )?(?:des )?(?:nächsten|nächster|nächste|kommenden|kommender) monats?$", flags: "iu" }, "next month"],
      [{ source: "^(?:noch )?(?:in )?(?:diesem|diesen|dieser) monat(?: noch)?$", flags: "iu" }, "this month"],
      // "nach dem Wochenende": the Monday after it (threads/due.ts), before "Wochenende" alone is read.
      [w("nach (?:dem|'m) wochenende|nachm wochenende"), "after the weekend"],
      [w("(?:am |übers |über das )?(?:nächsten|nächstes|nächste) wochenende"), "next weekend"],
      [w("(?:bis zum|bis|zum|vor dem|bis spätestens zum|spätestens zum|bis spätestens) wochenende"), "end of week"],
      [w("(?:am kommenden|kommendes|am|übers|über das|dieses|an diesem|diese[sn]?) wochenende|wochenende"), "this weekend"],
      // Parts of the day: after work 19:00, after dinner 21:00, at lunch 13:00 (threads/due.ts).
      [w("nach (?:dem )?(?:abendessen|abendbrot)"), "after dinner"],
      [w("nach (?:der arbeit|feierabend|dienstschluss|büroschluss)"), "after work"],
      [w("(?:in der |während der )?mittagspause"), "at lunch"],
      [w("später heute|heute später|im laufe des tages|im lauf des tages|im laufe des heutigen tages"), "later today"],
      ...HOLIDAYS.map(([de, en]) => [w(de), en] as const),
      // "übernächsten Freitag", "Freitag nach dem nächsten": the coming one and a week.
      [/(?<![\p{L}])übernächste[nrs]? (\p{L}+)/giu, "$1 after next"],
      [/(?<![\p{L}])(\p{L}+) nach dem nächsten(?![\p{L}])/giu, "$1 after next"],
      // "erster Dienstag im Oktober", "letzter Tag im Oktober 2015": the grammar's "first tuesday of october".
      [
        { source: `(?<![\\p{L}])(erst|zweit|dritt|viert|fünft|letzt)(?:e[rnms]?) (\\p{L}+) (?:im|in|des) (${MONTHS.join("|")})(?![\\p{L}])`, flags: "giu" },
        (_m: string, ord: string, what: string, month: string) => `${ORDINAL_EN[ord.toLowerCase()]} ${what.toLowerCase() === "tag" ? "day" : what} of ${monthOf(month)}`,
      ],
      // "Freitag, den 18.07.2014": the weekday beside its date.
      [/(?<=, )(?:den|der) (?=\d)/giu, ""],
      // Exactly, about: the time itself ("pünktlich um 17 Uhr", "15 Uhr in etwa").
      [/(?<![\p{L}])pünktlich (?=um )/giu, ""],
      [/ (?:in etwa|ungefähr|circa|etwa)$/giu, ""],
      // "um 10.10": a clock time written with a dot.
      [/(?<![\p{L}])um (\d{1,2})\.(\d{2})(?![\d.])/giu, "um $1:$2 uhr"],
      // "in 2,5 Stunden": the grammar's decimal point.
      [/(\d+),(\d+)(?= ?(?:stunden|minuten))/giu, "$1.$2"],
      [w("in (?:einer|ner|1) sekunde"), "in 1 second"],
      [/(?<![\p{L}])in (\d+) sekunden(?![\p{L}])/giu, "in $1 seconds"],
      // About a count ("in etwa 2 Stunden", "dans environ 2 heures"): the count itself.
      [/(?<![\p{L}\p{N}])(in|innerhalb von) (?:zirka|circa|ca\.?|ungefähr|etwa|so) (?=\d|\p{L})/giu, "$1 "],
      // About a time ("circa", "vers", "rond"): the time itself, a due time needs no more precision.
      [/(?<![\p{L}\p{N}])(?<!(?:in|innerhalb von) )(?:um )?(?:so )?(?:zirka|circa|ca\.?|ungefähr|etwa|gegen|so)(?: um| gegen)?(?= \d)/giu, "um"],
      // A day of the month with its article: the grammar's "the 16", the next such day.
      [/(?<![\p{L}\p{N}])(?:am|den|der|vor dem|bis zum|zum) (\d{1,2})(?:\.|ten|sten|ter|te)?(?=$|,| um | gegen )/giu, "the $1"],
    ],
    lead: "bis spätestens|spätestens|bis zum|bis|zum|am|vor dem|vor|für|fällig|gleich am|gleich",
    weekdays: ["montag|mo", "dienstag|di", "mittwoch|mi", "donnerstag|do", "freitag|fr", "samstag|sonnabend|sa", "sonntag"],
    numbers: NUMBERS,
    units: [
      ["minuten|minute|min", "minutes"],
      ["stunden|stündchen|stunde|std", "hours"],
      ["tagen|tage|tag", "days"],
      ["wochen|woche", "weeks"],
      ["monaten|monate|monat", "months"],
    ],
    within: "in|innerhalb von",
    nextAfter: "",
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
      // "Freitag in einer Woche", "Montag in zwei Wochen": a week (two) after that weekday, today included (as "lundi en huit").
      [/(?<![\p{L}])(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag) in (?:einer|1) woche(?![\p{L}])/giu, "$1 week"],
      [/(?<![\p{L}])(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag) in (?:zwei|2) wochen(?![\p{L}])/giu, "$1 fortnight"],
      // An hour in words: "um drei", "drei Uhr nachmittags".
      dialRule(DIAL),
      [/(?<![\p{L}])(fünfundzwanzig|zwanzig|zehn|fünf)(?= (?:minuten )?(?:nach|vor) )/giu, (_m, n) => String({ fünf: 5, zehn: 10, zwanzig: 20, fünfundzwanzig: 25 }[n!.toLowerCase() as "fünf"])],
      // An hour in words after halb, Viertel nach, kwart over ...: its digits, for the rules below.
      [{ source: `(?<=(?:halb|half|viertel nach|viertel vor|dreiviertel|kwart over|kwart voor|\\d nach|\\d vor|\\d over|\\d voor|\\d minuten nach|\\d minuten vor|\\d minuten over|\\d minuten voor) )(${Object.keys(HOURS).join("|")})(?![\\p{L}])`, flags: "giu" }, (_m: string, h: string) => String(HOURS[h.toLowerCase() as keyof typeof HOURS])],
      // "halb 4" is 3:30, "Viertel nach 3" 3:15, "Viertel vor 4" and "dreiviertel 4" 3:45.
      [/(?<![\p{L}\p{N}])halb (\d{1,2})(?![\p{N}])(?: ?uhr)?/giu, (_m, h) => dial(Number(h) - 1, 30)],
      [/(?<![\p{L}\p{N}])viertel nach (\d{1,2})(?![\p{N}])(?: ?uhr)?/giu, (_m, h) => dial(Number(h), 15)],
      [/(?<![\p{L}\p{N}])(?:viertel vor|dreiviertel) (\d{1,2})(?![\p{N}])(?: ?uhr)?/giu, (_m, h) => dial(Number(h) - 1, 45)],
      [/(?<![\p{L}\p{N}])(\d{1,2}) (?:minuten )?(nach|vor) (\d{1,2})(?![\p{N}])(?: ?uhr)?/giu, (_m, mi, dir, h) => (Number(mi) < 60 ? dial(Number(h) - (dir === "vor" ? 1 : 0), dir === "vor" ? 60 - Number(mi) : Number(mi)) : _m)],
      // "am Nachmittag", "am Abend": a part of the day; "am" here is never English a.m.
      [w("am (?:nachmittag)"), "afternoon"],
      [w("am (?:abend)"), "evening"],
      [w("am (?:vormittag|morgen)"), "morning"],
      [w("in der nacht"), "night"],
      [w("in (?:einer |ner )?viertelstunde"), "in 15 minutes"],
      [w("in (?:einer |ner )?dreiviertelstunde"), "in 45 minutes"],
      [w("in (?:einer |ner )?halben stunde|in einer halbe stunde"), "in half an hour"],
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
      [w("(?:später )?heute (?:abend|nacht)"), "tonight"],
      [w("nach dem mittag(?:essen)?|nach der mittagspause"), "after lunch"],
      [w("(?:bis )?(?:zum )?(?:ende des tages|tagesende|feierabend|dienstschluss|geschäftsschluss)"), "eod"],
      [w("heute noch|noch heute|heute"), "today"],
      [w("morgen"), "tomorrow"],
      [w("(?:in der |die |der )?(?:nächsten|nächste|nächster|kommenden|kommende|kommender) woche|nächste woche|kommende woche"), "next week"],
      // "diese Woche noch", "noch diese Woche": as "heute noch".
      [w("(?:ende (?:der|dieser) woche|(?:noch )?diese woche(?: noch)?|dieser woche|in dieser woche|ende woche)"), "end of week"],
      [w("(?:ende des monats|ende dieses monats|monatsende|ende monat|zum monatsende)"), "end of month"],
    ],
    late: [
      // "Dienstag der nächsten Woche", "mardi de la semaine prochaine": the weekday of that week.
      [/(?<![\p{L}])(?:der|in der|diese[rn]?) (?=next week|end of week)/giu, ""],
      [w("mitternacht"), "midnight"],
      [w("mittags?"), "noon"],
      [w("früh|morgens|vormittags?"), "morning"],
      [w("nachmittags?"), "afternoon"],
      [w("abends?"), "evening"],
      [w("nachts?"), "night"],
      // "Zahnarzt 9h", "Physio 16h30": a clock time with "h" as a note writes it, 24 hours as "Uhr" (never a span: "in 2h" is read before).
      [/(?<![\p{L}\p{N}:.,/])(?<!(?:in|von|für|seit|nach|vor|ca\.?|circa|etwa) )(\d{1,2})h(\d{2})?(?![\p{L}\p{N}])/giu, (_m, h, mi) => (Number(h) > 23 ? _m : mi ? hm(h!, mi) : dial(Number(h)))],
      [/(\d{1,2})[:.](\d{2}) ?uhr/giu, (_m, h, mi) => hm(h!, mi)],
      [/(\d{1,2}) ?uhr (\d{2})/giu, (_m, h, mi) => hm(h!, mi)],
      [/(\d{1,2}) ?uhr/giu, (_m, h) => dial(Number(h))],
      [/(?<![\p{L}])um (?=at )/giu, ""],
      [/(?<![\p{L}])um(?= )/giu, "at"],
    ],
    deadlineWords: ["bis", "spätestens"],
    dates: {
      months: MONTHS,
      // Ordinals in every case ("der erste", "am ersten", "erster März").
      days: inflected(
        {
          erst: 1, zweit: 2, dritt: 3, viert: 4, fünft: 5, sechst: 6, siebt: 7, siebent: 7, acht: 8, neunt: 9, zehnt: 10, elft: 11, zwölft: 12, dreizehnt: 13, vierzehnt: 14,
          fünfzehnt: 15, sechzehnt: 16, siebzehnt: 17, achtzehnt: 18, neunzehnt: 19, zwanzigst: 20, einundzwanzigst: 21, zweiundzwanzigst: 22, dreiundzwanzigst: 23,
          vierundzwanzigst: 24, fünfundzwanzigst: 25, sechsundzwanzigst: 26, siebenundzwanzigst: 27, achtundzwanzigst: 28, neunundzwanzigst: 29, dreißigst: 30,
          dreissigst: 30, einunddreißigst: 31, einunddreissigst: 31,
        },
        ["e", "er", "en", "es", "em"],
      ),
      ordinal: "\\.|sten|ster|stes|ste|ten|ter|tes|te",
      before: "am|den|der|dem|vom|zum",
      join: "(?!)",
    },
  },
  chrono: {
    parser: "de",
    dateWords: {
      anywhere: ["apr", "aug", "dez", "feb", "jahr", "jan", "jän", "jul", "jun", "maerz", "mai", "min", "monat", "mrz", "mär", "nov", "okt", "quartal", "sek", "sep", "std", "stunde", "tag", "woche"],
      wordEnd: ["a", "h", "j", "jr"],
      glue: null,
    },
  },
  slashDayFirst: true,
  past: ["gestern", "vorgestern", "letzte", "letzten", "letzter", "letztes", "vorige", "vorigen", "voriges"],
};
