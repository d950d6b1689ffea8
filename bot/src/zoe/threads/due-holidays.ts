/**
 * Holidays as due days: "christmas", "easter monday", "thanksgiving 2014", "Eid al-Fitr",
 * "yom kippur", "chinese new year" (other languages' names are rewritten onto these English keys
 * by their packs, lang/<code>/due.ts). Each holiday is a rule computed for any year: a fixed day,
 * a weekday of a month, a day counted from Easter (Gregorian or Julian computus), or a day of the
 * Hebrew, Islamic (Umm al-Qura) or Chinese calendar read through the runtime's own calendars
 * (Intl), so no table of dates goes stale; the Chinese calendar's new moons near Beijing midnight
 * are checked against a finer computation (threads/due-astronomy.ts).
 * Conventions: a Jewish holiday begins at sundown, so its day is the eve (the day before, whose
 * 18:00 is about when it starts); the postponements the Israeli holidays and Tisha b'Av follow
 * are applied. Holidays whose date needs a lunisolar Hindu or Buddhist almanac are not read.
 * Must never: guess a holiday it cannot compute (null), or read the machine's zone (days only).
 */

import { DAY_MS, DELTA_T_MS, newMoonBefore } from "./due-astronomy.ts";
import { lunarFestival, solarIngress, type Moment } from "./due-hindu.ts";

/** A calendar day (month 1..12). */
export interface HolidayDay {
  y: number;
  m: number;
  d: number;
}

type Rule =
  | { kind: "fixed"; m: number; d: number; weekend?: "nearest" | "saturday-before-sunday" }
  | { kind: "nth"; m: number; weekday: number; n: number; plus?: number }
  | { kind: "easter"; offset: number; orthodox?: boolean }
  | { kind: "hebrew"; months: readonly string[]; d: number; shift?: (weekday: number) => number }
  | { kind: "islamic"; m: number; d: number }
  | { kind: "lastFridayOfRamadan" }
  | { kind: "chinese" }
  | { kind: "lunar"; month: number; tithi: number; moment: Moment; plus?: number }
  | { kind: "solar"; degrees: number; plus?: number };

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const dayOf = (t: Date): HolidayDay => ({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() });
const plusDays = (x: HolidayDay, n: number): HolidayDay => dayOf(utc(x.y, x.m, x.d + n));
/** ISO weekday, 1 = Monday .. 7 = Sunday. */
const weekdayOf = (x: HolidayDay) => utc(x.y, x.m, x.d).getUTCDay() || 7;

/** Easter Sunday: the Gregorian computus (anonymous algorithm), or the Julian one on the Gregorian calendar. */
function easter(y: number, orthodox: boolean): HolidayDay {
  if (orthodox) {
    const a = y % 4;
    const b = y % 7;
    const c = y % 19;
    const d = (19 * c + 15) % 30;
    const e = (2 * a + 4 * b - d + 34) % 7;
    const month = Math.floor((d + e + 114) / 31);
    const day = ((d + e + 114) % 31) + 1;
    // Julian to Gregorian: 13 days from 1900 to 2099.
    return plusDays({ y, m: month, d: day }, Math.floor(y / 100) - Math.floor(y / 400) - 2);
  }
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  return { y, m: Math.floor((h + l - 7 * m + 114) / 31), d: ((h + l - 7 * m + 114) % 31) + 1 };
}

/** The runtime's calendars, day by day over a Gregorian year: its days by "month/day" (kept per year). */
const calendarYears = new Map<string, Map<string, HolidayDay[]>>();
function calendarDays(calendar: "hebrew" | "islamic-umalqura" | "chinese", y: number): Map<string, HolidayDay[]> {
  const key = `${calendar}/${y}`;
  let days = calendarYears.get(key);
  if (days) return days;
  days = new Map();
  const format = new Intl.DateTimeFormat(`en-US-u-ca-${calendar}`, { timeZone: "UTC", month: calendar === "hebrew" ? "long" : "numeric", day: "numeric" });
  for (let t = utc(y, 1, 1); t.getUTCFullYear() === y; t = new Date(t.getTime() + 86_400_000)) {
    const parts = format.formatToParts(t);
    const md = `${parts.find((p) => p.type === "month")?.value}/${parts.find((p) => p.type === "day")?.value}`;
    const list = days.get(md) ?? [];
    list.push(dayOf(t));
    days.set(md, list);
  }
  if (calendarYears.size > 64) calendarYears.clear();
  calendarYears.set(key, days);
  return days;
}

/** China's time, UTC+8: the Chinese calendar's days begin at Beijing midnight. */
const BEIJING_MS = 8 * 3_600_000;
/** How near Beijing midnight a new moon must be for the runtime's coarser one to be doubted. */
const NEAR_MIDNIGHT_MS = 30 * 60_000;

/**
 * The first day of the Chinese month the runtime's calendar starts on `icu`. ICU names the months
 * (leap months and all), but its new moons are coarse: one within minutes of Beijing midnight can
 * start the month a day off (New Year 2027 on 7 February for 6 February, 2030 on 2 February for 3
 * February). The Beijing day of the new moon computed here decides in that case only; anywhere else
 * the runtime's day stands.
 */
function chineseMonthStart(icu: HolidayDay): HolidayDay {
  const icuNoon = Date.UTC(icu.y, icu.m - 1, icu.d, 12) - BEIJING_MS;
  const beijing = newMoonBefore(icuNoon + 1.5 * DAY_MS) - DELTA_T_MS + BEIJING_MS;
  const day = dayOf(new Date(beijing));
  const fromMidnight = beijing - Date.UTC(day.y, day.m - 1, day.d);
  const nearMidnight = Math.min(fromMidnight, DAY_MS - fromMidnight) < NEAR_MIDNIGHT_MS;
  const dayApart = Math.abs(Date.UTC(day.y, day.m - 1, day.d) - Date.UTC(icu.y, icu.m - 1, icu.d)) === DAY_MS;
  return nearMidnight && dayApart ? day : icu;
}

/** The holiday's day in Gregorian year `y` (the day itself, before any eve), or null. */
function dayIn(rule: Rule, y: number): HolidayDay | null {
  switch (rule.kind) {
    case "fixed": {
      const day = { y, m: rule.m, d: rule.d };
      const wd = weekdayOf(day);
      if (rule.weekend === "nearest" && wd >= 6) return plusDays(day, wd === 6 ? -1 : 1);
      if (rule.weekend === "saturday-before-sunday" && wd === 7) return plusDays(day, -1);
      return day;
    }
    case "nth": {
      if (rule.n > 0) {
        const first = { y, m: rule.m, d: 1 };
        return plusDays(first, ((rule.weekday - weekdayOf(first) + 7) % 7) + 7 * (rule.n - 1) + (rule.plus ?? 0));
      }
      const last = dayOf(utc(y, rule.m + 1, 0));
      return plusDays(last, -((weekdayOf(last) - rule.weekday + 7) % 7) + (rule.plus ?? 0));
    }
    case "easter":
      return plusDays(easter(y, rule.orthodox ?? false), rule.offset);
    case "hebrew": {
      const days = calendarDays("hebrew", y);
      for (const month of rule.months) {
        const day = days.get(`${month}/${rule.d}`)?.[0];
        if (day) return rule.shift ? plusDays(day, rule.shift(weekdayOf(day))) : day;
      }
      return null;
    }
    case "islamic": {
      // An Islamic year is 11 days shorter: a holiday may fall twice in one Gregorian year (the first).
      return calendarDays("islamic-umalqura", y).get(`${rule.m}/${rule.d}`)?.[0] ?? null;
    }
    case "lastFridayOfRamadan": {
      const start = calendarDays("islamic-umalqura", y).get("9/1")?.[0];
      if (!start) return null;
      let friday: HolidayDay | null = null;
      for (let i = 0; i < 30; i++) {
        const day = plusDays(start, i);
        const parts = new Intl.DateTimeFormat("en-US-u-ca-islamic-umalqura", { timeZone: "UTC", month: "numeric" }).format(utc(day.y, day.m, day.d));
        if (parts !== "9") break;
        if (weekdayOf(day) === 5) friday = day;
      }
      return friday;
    }
    case "chinese": {
      const day = calendarDays("chinese", y).get("1/1")?.[0];
      return day ? chineseMonthStart(day) : null;
    }
    case "lunar": {
      const day = lunarFestival(y, rule.month, rule.tithi, rule.moment);
      return day && plusDays(day, rule.plus ?? 0);
    }
    case "solar": {
      const day = solarIngress(y, rule.degrees);
      return day && plusDays(day, rule.plus ?? 0);
    }
  }
}

/** Whether a Hebrew-calendar rule: its day is the eve. */
const isJewish = (rule: Rule) => rule.kind === "hebrew";

/** The holidays and the English names that say them (the other languages' packs rewrite onto these). */
const HOLIDAYS: ReadonlyArray<readonly [string, Rule]> = [
  ["christmas eve|xmas eve", { kind: "fixed", m: 12, d: 24 }],
  ["christmas day|christmas|xmas day|xmas", { kind: "fixed", m: 12, d: 25 }],
  ["boxing day|st\\.? stephen'?s day|saint stephen'?s day|second day of christmas", { kind: "fixed", m: 12, d: 26 }],
  ["new year'?s eve|nye", { kind: "fixed", m: 12, d: 31 }],
  ["new year'?s day|new year'?s|new year", { kind: "fixed", m: 1, d: 1 }],
  // Not a bare "epiphany", "assumption" or "boss's": words before they are days.
  ["epiphany day|feast of the epiphany|three kings'? day", { kind: "fixed", m: 1, d: 6 }],
  ["valentine'?s day|valentines day|valentine day|valentine'?s", { kind: "fixed", m: 2, d: 14 }],
  ["st\\.? patrick'?s day|saint patrick'?s day|st\\.? paddy'?s day|saint paddy'?s day|saint patricks day|st patricks day", { kind: "fixed", m: 3, d: 17 }],
  ["ides of march", { kind: "fixed", m: 3, d: 15 }],
  ["st\\.? joseph'?s day|saint joseph'?s day", { kind: "fixed", m: 3, d: 19 }],
  ["italian liberation day", { kind: "fixed", m: 4, d: 25 }],
  ["italian republic day", { kind: "fixed", m: 6, d: 2 }],
  ["dutch liberation day", { kind: "fixed", m: 5, d: 5 }],
  ["april fools'? day|april fool'?s day", { kind: "fixed", m: 4, d: 1 }],
  ["may day|international workers'? day", { kind: "fixed", m: 5, d: 1 }],
  ["independence day|fourth of july|4th of july|4 of july", { kind: "fixed", m: 7, d: 4 }],
  ["halloween", { kind: "fixed", m: 10, d: 31 }],
  ["all saints'? day|all saints", { kind: "fixed", m: 11, d: 1 }],
  ["all souls'? day", { kind: "fixed", m: 11, d: 2 }],
  ["world vegan day", { kind: "fixed", m: 11, d: 1 }],
  // Some of the United Nations' international days.
  ["world arabic language day|arabic language day", { kind: "fixed", m: 12, d: 18 }],
  ["zero discrimination day", { kind: "fixed", m: 3, d: 1 }],
  ["world prematurity day", { kind: "fixed", m: 11, d: 17 }],
  ["africa day|african liberation day|african unity day", { kind: "fixed", m: 5, d: 25 }],
  ["international day of cooperatives", { kind: "nth", m: 7, weekday: 6, n: 1 }],
  ["sinterklaas eve|st\\.? nicholas'? eve|saint nicholas'? eve", { kind: "fixed", m: 12, d: 5 }],
  ["st\\.? nicholas'? day|saint nicholas'? day|st\\.? nicholas", { kind: "fixed", m: 12, d: 6 }],
  ["german unity day|day of german unity", { kind: "fixed", m: 10, d: 3 }],
  ["assumption day|assumption of mary|feast of the assumption", { kind: "fixed", m: 8, d: 15 }],
  ["immaculate conception", { kind: "fixed", m: 12, d: 8 }],
  ["bastille day", { kind: "fixed", m: 7, d: 14 }],
  ["armistice day|veterans'? day", { kind: "fixed", m: 11, d: 11 }],
  ["king'?s day|koningsdag", { kind: "fixed", m: 4, d: 27, weekend: "saturday-before-sunday" }],
  ["boss'?s day|bosses'? day|boss day", { kind: "fixed", m: 10, d: 16, weekend: "nearest" }],
  ["thanksgiving day|thanksgiving", { kind: "nth", m: 11, weekday: 4, n: 4 }],
  ["black friday", { kind: "nth", m: 11, weekday: 4, n: 4, plus: 1 }],
  ["cyber monday", { kind: "nth", m: 11, weekday: 4, n: 4, plus: 4 }],
  ["martin luther king'?s? jr\\.? day|martin luther king'?s? day|mlk jr\\.? day|mlk day|civil rights day", { kind: "nth", m: 1, weekday: 1, n: 3 }],
  ["presidents'? day|president'?s day|washington'?s birthday", { kind: "nth", m: 2, weekday: 1, n: 3 }],
  ["memorial day", { kind: "nth", m: 5, weekday: 1, n: -1 }],
  ["labou?r day", { kind: "nth", m: 9, weekday: 1, n: 1 }],
  ["columbus day|indigenous peoples'? day", { kind: "nth", m: 10, weekday: 1, n: 2 }],
  ["mother'?s day|mothers day", { kind: "nth", m: 5, weekday: 7, n: 2 }],
  ["father'?s day|fathers day", { kind: "nth", m: 6, weekday: 7, n: 3 }],
  // Orthodox days first: "orthodox easter" must not be read as Easter.
  ["orthodox easter sunday|orthodox easter|orthodox pascha", { kind: "easter", offset: 0, orthodox: true }],
  ["orthodox easter monday", { kind: "easter", offset: 1, orthodox: true }],
  ["orthodox good friday|orthodox great friday|orthodox holy friday", { kind: "easter", offset: -2, orthodox: true }],
  ["orthodox holy saturday|orthodox great saturday", { kind: "easter", offset: -1, orthodox: true }],
  ["orthodox palm sunday", { kind: "easter", offset: -7, orthodox: true }],
  ["lazarus saturday", { kind: "easter", offset: -8, orthodox: true }],
  ["clean monday|orthodox shrove monday|pure monday|ash monday", { kind: "easter", offset: -48, orthodox: true }],
  ["easter sunday|easter day|easter", { kind: "easter", offset: 0 }],
  ["easter monday|easter mon", { kind: "easter", offset: 1 }],
  ["good friday|holy friday|great friday", { kind: "easter", offset: -2 }],
  ["holy saturday|easter saturday|great saturday|easter eve", { kind: "easter", offset: -1 }],
  ["maundy thursday|holy thursday|covenant thursday|covenant thu|thursday of mysteries|thu of mysteries", { kind: "easter", offset: -3 }],
  ["palm sunday|branch sunday", { kind: "easter", offset: -7 }],
  ["ash wednesday", { kind: "easter", offset: -46 }],
  ["shrove tuesday|mardi gras|pancake day|pancake tuesday|fat tuesday", { kind: "easter", offset: -47 }],
  ["rose monday|shrove monday", { kind: "easter", offset: -48 }],
  ["ascension day|ascension thursday|ascension of jesus|feast of the ascension", { kind: "easter", offset: 39 }],
  ["whit sunday|whitsunday|white sunday|whitsun|pentecost sunday|pentecost", { kind: "easter", offset: 49 }],
  ["whit monday|whitmonday|pentecost monday|monday of the holy spirit", { kind: "easter", offset: 50 }],
  ["trinity sunday", { kind: "easter", offset: 56 }],
  ["corpus christi", { kind: "easter", offset: 60 }],
  ["rosh hashanah|rosh hashana|jewish new year", { kind: "hebrew", months: ["Tishri"], d: 1 }],
  ["yom kippur", { kind: "hebrew", months: ["Tishri"], d: 10 }],
  ["sukkot", { kind: "hebrew", months: ["Tishri"], d: 15 }],
  ["shemini atzeret", { kind: "hebrew", months: ["Tishri"], d: 22 }],
  ["simchat torah|simhat torah", { kind: "hebrew", months: ["Tishri"], d: 23 }],
  ["hanukkah|chanukah|hanukah", { kind: "hebrew", months: ["Kislev"], d: 25 }],
  ["tu bishvat|tu b'shvat|tu bishevat", { kind: "hebrew", months: ["Shevat"], d: 15 }],
  ["shushan purim", { kind: "hebrew", months: ["Adar II", "Adar"], d: 15 }],
  ["purim", { kind: "hebrew", months: ["Adar II", "Adar"], d: 14 }],
  ["passover|pesach", { kind: "hebrew", months: ["Nisan"], d: 15 }],
  // Yom HaShoah: a Friday moves to Thursday, a Sunday to Monday.
  ["yom hashoah|holocaust remembrance day|holocaust day", { kind: "hebrew", months: ["Nisan"], d: 27, shift: (wd) => (wd === 5 ? -1 : wd === 7 ? 1 : 0) }],
  // Yom Ha'atzmaut: a Friday or Saturday moves to Thursday, a Monday to Tuesday.
  ["yom ha'?atzmaut|israel independence day", { kind: "hebrew", months: ["Iyar"], d: 5, shift: (wd) => (wd === 5 ? -1 : wd === 6 ? -2 : wd === 1 ? 1 : 0) }],
  ["lag b'?a?omer|lag la'?omer", { kind: "hebrew", months: ["Iyar"], d: 18 }],
  ["shavuot", { kind: "hebrew", months: ["Sivan"], d: 6 }],
  // Tisha b'Av: a Saturday moves to Sunday.
  ["tisha b'?av", { kind: "hebrew", months: ["Av"], d: 9, shift: (wd) => (wd === 6 ? 1 : 0) }],
  ["islamic new year|hijri new year|amun jadid", { kind: "islamic", m: 1, d: 1 }],
  ["day of ashura|ashura", { kind: "islamic", m: 1, d: 10 }],
  ["mawlid al-nabawi|mawlid an-nabi|mawlid|maulid an-nabi|prophet'?s birthday", { kind: "islamic", m: 3, d: 12 }],
  ["isra and mi'?raj|isra mi'?raj|the prophet'?s ascension|prophet'?s ascension", { kind: "islamic", m: 7, d: 27 }],
  ["ramadan", { kind: "islamic", m: 9, d: 1 }],
  ["laylat al[- ]?qadr|laylat al[- ]?kadr|lailat al[- ]?qadr|night of power|night of measures|night of decree", { kind: "islamic", m: 9, d: 27 }],
  ["jamat ul-vida|jumu'?atul-wida|jumu'?ah al-wida", { kind: "lastFridayOfRamadan" }],
  ["eid al-fitr|eid ul-fitr|id ul-fitr|eid al fitr", { kind: "islamic", m: 10, d: 1 }],
  ["eid al-adha|eid ul-adha|id ul-adha|eid al adha|bakr id|bakr eid|sacrifice feast|feast of the sacrifice", { kind: "islamic", m: 12, d: 10 }],
  // Hindu, Jain and Sikh festivals: amanta month (0 Chaitra .. 11 Phalguna), tithi (1..15 waxing, 16..30 waning), when it is looked at.
  ["ugadi|yugadi|samvatsaradi|chaitra sukladi|chaitra sukhladi|gudi padwa|hindu new year", { kind: "lunar", month: 0, tithi: 1, moment: "sunrise" }],
  ["rama navami|ram navami", { kind: "lunar", month: 0, tithi: 9, moment: "midday" }],
  ["mahavir jayanti|mahaveer jayanti|mahavir janma kalyanak|mahaveer janma kalyanak", { kind: "lunar", month: 0, tithi: 13, moment: "sunrise" }],
  ["ratha[- ]yatra|rath yatra", { kind: "lunar", month: 3, tithi: 2, moment: "sunrise" }],
  ["raksha bandhan|rakhi", { kind: "lunar", month: 4, tithi: 15, moment: "sunrise" }],
  ["krishna janmashtami|janmashtami|gokulashtami", { kind: "lunar", month: 4, tithi: 23, moment: "midnight" }],
  ["ganesh chaturthi|ganesha chaturthi|vinayaka chaturthi", { kind: "lunar", month: 5, tithi: 4, moment: "midday" }],
  ["maha saptami", { kind: "lunar", month: 6, tithi: 7, moment: "sunrise" }],
  ["maha navami", { kind: "lunar", month: 6, tithi: 9, moment: "sunrise" }],
  ["valmiki jayanti|maharishi valmiki jayanti|pargat diwas", { kind: "lunar", month: 6, tithi: 15, moment: "sunrise" }],
  ["karva chauth|karwa chauth", { kind: "lunar", month: 6, tithi: 19, moment: "moonrise" }],
  ["dhanteras|dhanatrayodashi", { kind: "lunar", month: 6, tithi: 28, moment: "evening" }],
  ["naraka chaturdashi|narak chaturdashi", { kind: "lunar", month: 6, tithi: 29, moment: "sunrise" }],
  // Kali's night: the fourteenth at midnight.
  ["kali chaudas|choti diwali|chhoti diwali", { kind: "lunar", month: 6, tithi: 29, moment: "midnight" }],
  ["diwali|deepavali|lakshmi puja", { kind: "lunar", month: 6, tithi: 30, moment: "evening" }],
  ["govardhan puja|annakut", { kind: "lunar", month: 7, tithi: 1, moment: "sunrise" }],
  ["bhai dooj|bhaiya dooj|bhai tika", { kind: "lunar", month: 7, tithi: 2, moment: "midday" }],
  ["chhath puja|chhath|dala puja|surya shashthi", { kind: "lunar", month: 7, tithi: 6, moment: "sunrise" }],
  ["guru gobind singh jayanti|guru govind singh jayanti|guru gobind singh birthday", { kind: "lunar", month: 9, tithi: 7, moment: "sunrise" }],
  ["vasant panchami|basant panchami", { kind: "lunar", month: 10, tithi: 5, moment: "sunrise" }],
  ["guru ravidas jayanti|guru ravidass jayanti|guru ravidas birthday|guru ravidass birthday", { kind: "lunar", month: 10, tithi: 15, moment: "sunrise" }],
  ["maha shivaratri|mahashivratri|maha shivratri", { kind: "lunar", month: 10, tithi: 29, moment: "midnight" }],
  ["holika dahan|chhoti holi|choti holi|kamudu pyre", { kind: "lunar", month: 11, tithi: 15, moment: "evening" }],
  ["holi|dhulandi|dhulandi holi|phagwah|rangwali holi", { kind: "lunar", month: 11, tithi: 15, moment: "evening", plus: 1 }],
  ["bogi pandigai|bhogi", { kind: "solar", degrees: 270, plus: -1 }],
  ["makar sankranti|makara sankranthi|makara sankranti|pongal|thai pongal|maghi", { kind: "solar", degrees: 270 }],
  ["maattu pongal|mattu pongal", { kind: "solar", degrees: 270, plus: 1 }],
  ["kaanum pongal|kanni pongal", { kind: "solar", degrees: 270, plus: 2 }],
  ["vaisakhi|baisakhi|vasakhi|vaishakhi", { kind: "solar", degrees: 0 }],
  ["chinese lunar new year'?s day|chinese lunar new year|chinese new year'?s day|chinese new years?|lunar new year", { kind: "chinese" }],
];

// The longest name first: "easter monday" before "easter".
const NAMES = HOLIDAYS.flatMap(([names]) => names.split("|")).sort((a, b) => b.length - a.length);
const HOLIDAY_RE = new RegExp(`^(?:the\\s+)?(${NAMES.join("|")})(?=$|[\\s,])`);
const RULES: ReadonlyArray<readonly [RegExp, Rule]> = HOLIDAYS.map(([names, rule]) => [new RegExp(`^(?:${names})$`), rule] as const);

/** The day a holiday is kept in year `y` (a Jewish one's eve), or null. */
export function holidayIn(name: string, y: number): HolidayDay | null {
  const rule = RULES.find(([re]) => re.test(name))?.[1];
  if (!rule) return null;
  const day = dayIn(rule, y);
  return day && isJewish(rule) ? plusDays(day, -1) : day;
}

const YEAR_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * A holiday at the start of `s`, with what may say which one: "christmas", "this/next halloween",
 * "easter 2014", "thanksgiving of next year", "thanksgiving in 3 years". Without a year it is the
 * next one, today included. Its day and how much of `s` it used; null when `s` opens with none.
 */
export function holidayAt(s: string, today: HolidayDay): { day: HolidayDay; len: number } | null {
  const lead = /^(?:(this|next|the next|upcoming|the upcoming|this coming)\s+)?/.exec(s)![0];
  const m = HOLIDAY_RE.exec(s.slice(lead.length));
  if (!m) return null;
  const name = m[1]!;
  let len = lead.length + m[0].length;
  const after = s.slice(len);
  const later = (y: number) => {
    for (let k = 0; k < 3; k++) {
      const day = holidayIn(name, y + k);
      if (day && (day.y > today.y || (day.y === today.y && (day.m > today.m || (day.m === today.m && day.d >= today.d))))) return day;
    }
    return null;
  };
  const year = /^\s+(?:in\s+)?(\d{4})(?=$|[\s,])/.exec(after);
  if (year) return withDay(holidayIn(name, Number(year[1])), len + year[0].length);
  const ofYear = /^\s+(?:of\s+)?(this|next) year(?=$|[\s,])/.exec(after);
  if (ofYear) return withDay(holidayIn(name, today.y + (ofYear[1] === "next" ? 1 : 0)), len + ofYear[0].length);
  const inYears = /^\s+in\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?(?=$|[\s,])/.exec(after);
  if (inYears) return withDay(holidayIn(name, today.y + (YEAR_WORDS[inYears[1]!] ?? Number(inYears[1]))), len + inYears[0].length);
  return withDay(later(today.y), len);
}

function withDay(day: HolidayDay | null, len: number): { day: HolidayDay; len: number } | null {
  return day ? { day, len } : null;
}
