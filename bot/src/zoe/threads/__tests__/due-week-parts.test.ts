/**
 * The start and the middle of a week, "later this week", and a morning's "first thing", as owners
 * say them in each of ZOE's languages: "early next week" is next week's Monday 18:00, "midweek" a
 * Wednesday 18:00 (this week's while it is ahead), "later this week" this week's Friday, "first
 * thing tomorrow" tomorrow 09:00 and "first thing" alone the next 09:00. Before, each of these was
 * no due phrase at all: the commitment was tracked without a clock and never followed up.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/locale.ts";
import { extractCommitments } from "../capture.ts";
import { formatIsoInZone, resolveDue } from "../due.ts";

const BER = "Europe/Berlin";
// December 2026 in Berlin (+01:00): Mon 30 Nov, Wed 2, Fri 4, Mon 7, Wed 9, Fri 11.
const FRI_10 = new Date("2026-12-04T10:00:00+01:00");
const MON_10 = new Date("2026-11-30T10:00:00+01:00");
const FRI_07 = new Date("2026-12-04T07:00:00+01:00");

const NEXT_MONDAY = "2026-12-07T18:00:00.000+01:00";
const NEXT_MONDAY_MORNING = "2026-12-07T09:00:00.000+01:00";
const NEXT_WEDNESDAY = "2026-12-09T18:00:00.000+01:00";
const THIS_FRIDAY = "2026-12-04T18:00:00.000+01:00";
const TOMORROW_MORNING = "2026-12-05T09:00:00.000+01:00";

const due = (phrase: string, locale: Locale, now = FRI_10): string | null => {
  const at = resolveDue(phrase, now, BER, locale);
  return at === null ? null : formatIsoInZone(at, BER);
};

describe("the start of next week is its Monday, in every language", () => {
  it.each<[Locale, string]>([
    ["en", "early next week"],
    ["en", "by the beginning of next week"],
    ["en", "the start of next week"],
    ["de", "Anfang nächster Woche"],
    ["de", "am Anfang der kommenden Woche"],
    ["fr", "en début de semaine prochaine"],
    ["fr", "au début de la semaine prochaine"],
    ["es", "a principios de la semana que viene"],
    ["es", "a comienzos de la próxima semana"],
    ["pt", "no início da próxima semana"],
    ["pt", "no começo da semana que vem"],
    ["it", "a inizio settimana prossima"],
    ["it", "all'inizio della prossima settimana"],
    ["nl", "begin volgende week"],
    ["nl", "aan het begin van volgende week"],
  ])("%s: %s, said on a Friday, is Monday 18:00", (locale, phrase) => {
    expect(due(phrase, locale)).toBe(NEXT_MONDAY);
  });

  it("first thing next week is Monday morning", () => {
    expect(due("first thing next week", "en")).toBe(NEXT_MONDAY_MORNING);
  });
});

describe("after the weekend is the Monday after it, in English, German and Dutch", () => {
  it.each<[Locale, string]>([
    ["en", "after the weekend"],
    ["de", "nach dem Wochenende"],
    ["nl", "na het weekend"],
    ["nl", "na 't weekend"],
  ])("%s: %s", (locale, phrase) => {
    expect(due(phrase, locale)).toBe(NEXT_MONDAY);
  });

  it("the weekend itself stays its Sunday", () => {
    expect(due("dit weekend", "nl")).toBe("2026-12-06T18:00:00.000+01:00");
    expect(due("am Wochenende", "de")).toBe("2026-12-06T18:00:00.000+01:00");
  });
});

describe("the middle of a week is its Wednesday", () => {
  it.each<[Locale, string]>([
    ["en", "mid next week"],
    ["en", "the middle of next week"],
    ["de", "Mitte nächster Woche"],
    ["fr", "milieu de semaine prochaine"],
    ["es", "a mediados de la semana que viene"],
    ["pt", "no meio da semana que vem"],
    ["it", "a metà della settimana prossima"],
    ["nl", "halverwege volgende week"],
  ])("%s: %s is next week's Wednesday", (locale, phrase) => {
    expect(due(phrase, locale)).toBe(NEXT_WEDNESDAY);
    expect(due(phrase, locale, MON_10)).toBe(NEXT_WEDNESDAY);
  });

  it.each<[Locale, string]>([
    ["en", "midweek"],
    ["en", "mid-week"],
    ["de", "Mitte der Woche"],
    ["fr", "en milieu de semaine"],
    ["es", "a mitad de semana"],
    ["pt", "a meio da semana"],
    ["it", "a metà settimana"],
    ["nl", "midden in de week"],
  ])("%s: %s is this week's Wednesday said on a Monday, next week's said on a Friday", (locale, phrase) => {
    expect(due(phrase, locale, MON_10)).toBe("2026-12-02T18:00:00.000+01:00");
    expect(due(phrase, locale)).toBe(NEXT_WEDNESDAY);
  });
});

describe("later this week is this week's Friday, as 'this week' is", () => {
  it.each<[Locale, string]>([
    ["en", "later this week"],
    ["en", "sometime this week"],
    ["de", "im Laufe der Woche"],
    ["fr", "plus tard cette semaine"],
    ["fr", "en fin de semaine"],
    ["es", "más tarde esta semana"],
    ["es", "a finales de semana"],
    ["pt", "mais para o fim da semana"],
    ["it", "nel corso della settimana"],
    ["nl", "later deze week"],
  ])("%s: %s", (locale, phrase) => {
    expect(due(phrase, locale)).toBe(THIS_FRIDAY);
    expect(due(phrase, locale, MON_10)).toBe(THIS_FRIDAY);
  });
});

describe("first thing tomorrow is tomorrow 09:00; first thing alone is the next 09:00", () => {
  it.each<[Locale, string]>([
    ["en", "first thing tomorrow"],
    ["en", "tomorrow first thing"],
    ["en", "early tomorrow"],
    ["de", "gleich morgen früh"],
    ["de", "morgen als Erstes"],
    ["fr", "demain à la première heure"],
    ["fr", "demain tôt"],
    ["es", "a primera hora de mañana"],
    ["es", "mañana temprano"],
    ["pt", "amanhã logo cedo"],
    ["pt", "amanhã à primeira hora"],
    ["it", "domani a prima ora"],
    ["it", "domani per prima cosa"],
    ["nl", "morgen als eerste"],
  ])("%s: %s", (locale, phrase) => {
    expect(due(phrase, locale)).toBe(TOMORROW_MORNING);
  });

  it.each<[Locale, string]>([
    ["en", "first thing"],
    ["en", "first thing in the morning"],
    ["es", "a primera hora"],
    ["pt", "logo de manhã"],
    ["it", "a prima ora"],
    ["nl", "als eerste in de ochtend"],
  ])("%s: %s is today 09:00 said at 07:00, tomorrow 09:00 said at 10:00", (locale, phrase) => {
    expect(due(phrase, locale, FRI_07)).toBe("2026-12-04T09:00:00.000+01:00");
    expect(due(phrase, locale)).toBe(TOMORROW_MORNING);
  });

  it("first thing Monday is Monday morning; an early morning alone stays too vague", () => {
    expect(due("first thing monday", "en")).toBe(NEXT_MONDAY_MORNING);
    expect(due("monday first thing", "en")).toBe(NEXT_MONDAY_MORNING);
    expect(due("early morning", "en")).toBeNull();
  });
});

describe("a commitment said with one of them is tracked with its clock, the phrase out of the summary", () => {
  it.each<[Locale, string, string]>([
    ["en", "I'll send the deck to Maria first thing tomorrow", "first thing tomorrow"],
    ["en", "I need to renew the insurance early next week", "early next week"],
    ["de", "Ich rufe den Vermieter Anfang nächster Woche an", "Anfang nächster Woche"],
    ["es", "Tengo que llamar al gestor a principios de la semana que viene", "a principios de la semana que viene"],
    ["nl", "Ik moet de offerte later deze week versturen", "later deze week"],
  ])("%s: %s", (locale, text, phrase) => {
    const [op, ...more] = extractCommitments(text, locale);
    expect(more).toEqual([]);
    expect(op?.due?.toLowerCase()).toBe(phrase.toLowerCase());
    expect(op?.summary.toLowerCase()).not.toContain(phrase.toLowerCase());
    expect(resolveDue(op!.due!, FRI_10, BER, locale)).not.toBeNull();
  });
});

describe("parts of a month, a quarter and the year's end", () => {
  it.each<[string, string | null]>([
    ["early January", "2027-01-07T18:00:00.000+01:00"],
    ["mid-January", "2027-01-15T18:00:00.000+01:00"],
    ["by mid january", "2027-01-15T18:00:00.000+01:00"],
    ["late January", "2027-01-31T18:00:00.000+01:00"],
    ["early this month", "2026-12-07T18:00:00.000+01:00"],
    ["mid-December", "2026-12-15T18:00:00.000+01:00"],
    ["early next month", "2027-01-07T18:00:00.000+01:00"],
    ["the middle of next month", "2027-01-15T18:00:00.000+01:00"],
    ["mid-march 2027", "2027-03-15T18:00:00.000+01:00"],
    ["end of quarter", "2026-12-31T18:00:00.000+01:00"],
    ["next quarter", "2027-03-31T18:00:00.000+02:00"],
    ["by year end", "2026-12-31T18:00:00.000+01:00"],
    ["the end of the year", "2026-12-31T18:00:00.000+01:00"],
    ["the week after next", "2026-12-18T18:00:00.000+01:00"],
    ["after the weekend", NEXT_MONDAY],
    ["within the hour", "2026-12-04T11:00:00.000+01:00"],
    ["in two weeks' time", "2026-12-18T10:00:00.000+01:00"],
    ["at the end of the day", THIS_FRIDAY],
  ])("%s, said on Friday 4 December at 10:00", (phrase, want) => {
    expect(due(phrase, "en")).toBe(want);
  });

  it.each<[Locale, string, string]>([
    ["de", "Mitte Januar", "2027-01-15T18:00:00.000+01:00"],
    ["de", "Anfang nächsten Monats", "2027-01-07T18:00:00.000+01:00"],
    ["de", "bis Jahresende", "2026-12-31T18:00:00.000+01:00"],
    ["fr", "à la mi-janvier", "2027-01-15T18:00:00.000+01:00"],
    ["fr", "début du mois prochain", "2027-01-07T18:00:00.000+01:00"],
    ["fr", "d'ici la fin de l'année", "2026-12-31T18:00:00.000+01:00"],
    ["es", "a mediados de enero", "2027-01-15T18:00:00.000+01:00"],
    ["es", "a principios de marzo", "2027-03-07T18:00:00.000+01:00"],
    ["es", "antes de fin de año", "2026-12-31T18:00:00.000+01:00"],
    ["pt", "em meados de janeiro", "2027-01-15T18:00:00.000+01:00"],
    ["pt", "no início do próximo mês", "2027-01-07T18:00:00.000+01:00"],
    ["pt", "até ao fim do ano", "2026-12-31T18:00:00.000+01:00"],
    ["it", "a metà gennaio", "2027-01-15T18:00:00.000+01:00"],
    ["it", "a inizio del prossimo mese", "2027-01-07T18:00:00.000+01:00"],
    ["it", "entro fine anno", "2026-12-31T18:00:00.000+01:00"],
    ["nl", "half januari", "2027-01-15T18:00:00.000+01:00"],
    ["nl", "begin volgende maand", "2027-01-07T18:00:00.000+01:00"],
    ["nl", "voor het eind van het jaar", "2026-12-31T18:00:00.000+01:00"],
  ])("%s: %s, in the owner's own words", (locale, phrase, want) => {
    expect(due(phrase, locale)).toBe(want);
  });

  it("a part of a month already behind is next year's when the month is named, and none when it is this month", () => {
    const dec20 = new Date("2026-12-20T10:00:00+01:00");
    expect(due("early December", "en", dec20)).toBe("2027-12-07T18:00:00.000+01:00");
    expect(due("early this month", "en", dec20)).toBeNull();
  });
});

describe("quarters, the week after next, after the weekend, within the hour, in the owner's own words", () => {
  const END_OF_QUARTER = "2026-12-31T18:00:00.000+01:00";
  const NEXT_QUARTER = "2027-03-31T18:00:00.000+02:00";
  const WEEK_AFTER_NEXT = "2026-12-18T18:00:00.000+01:00";
  const NEXT_FRIDAY = "2026-12-11T18:00:00.000+01:00";
  const IN_AN_HOUR = "2026-12-04T11:00:00.000+01:00";
  it.each<[Locale, string, string]>([
    ["de", "nächstes Quartal", NEXT_QUARTER],
    ["de", "bis Ende des Quartals", END_OF_QUARTER],
    ["de", "übernächste Woche", WEEK_AFTER_NEXT],
    ["de", "nach dem Wochenende", NEXT_MONDAY],
    ["de", "innerhalb der nächsten Stunde", IN_AN_HOUR],
    ["de", "Ende nächster Woche", NEXT_FRIDAY],
    ["fr", "le trimestre prochain", NEXT_QUARTER],
    ["fr", "d'ici la fin du trimestre", END_OF_QUARTER],
    ["fr", "après le week-end", NEXT_MONDAY],
    ["fr", "dans l'heure", IN_AN_HOUR],
    ["fr", "fin de la semaine prochaine", NEXT_FRIDAY],
    ["es", "el próximo trimestre", NEXT_QUARTER],
    ["es", "a finales de este trimestre", END_OF_QUARTER],
    ["es", "después del finde", NEXT_MONDAY],
    ["es", "en la próxima hora", IN_AN_HOUR],
    ["es", "antes de que acabe el día", THIS_FRIDAY],
    ["es", "a finales de la semana que viene", NEXT_FRIDAY],
    ["pt", "no próximo trimestre", NEXT_QUARTER],
    ["pt", "até ao final do trimestre", END_OF_QUARTER],
    ["pt", "depois do fim de semana", NEXT_MONDAY],
    ["pt", "na próxima hora", IN_AN_HOUR],
    ["pt", "até ao final do dia", THIS_FRIDAY],
    ["pt", "no fim da semana que vem", NEXT_FRIDAY],
    ["it", "il prossimo trimestre", NEXT_QUARTER],
    ["it", "entro fine trimestre", END_OF_QUARTER],
    ["it", "dopo il weekend", NEXT_MONDAY],
    ["it", "entro un'ora", IN_AN_HOUR],
    ["it", "alla fine della prossima settimana", NEXT_FRIDAY],
    ["nl", "volgend kwartaal", NEXT_QUARTER],
    ["nl", "voor het einde van het kwartaal", END_OF_QUARTER],
    ["nl", "na het weekend", NEXT_MONDAY],
    ["nl", "binnen het uur", IN_AN_HOUR],
    ["nl", "eind volgende week", NEXT_FRIDAY],
  ])("%s: %s, said on Friday 4 December at 10:00", (locale, phrase, want) => {
    expect(due(phrase, locale)).toBe(want);
  });

  it.each<[Locale, string, string]>([
    ["de", "Ich muss die Umsatzsteuer nächstes Quartal anmelden", "nächstes Quartal"],
    ["fr", "Je dois renouveler mon passeport après le week-end", "après le week-end"],
    ["it", "Devo mandare il preventivo entro un'ora", "entro un'ora"],
    ["nl", "Ik moet de offerte na het weekend versturen", "na het weekend"],
  ])("%s: %s is tracked with its clock, the phrase out of the summary", (locale, text, phrase) => {
    const [op, ...more] = extractCommitments(text, locale);
    expect(more).toEqual([]);
    expect(op?.due?.toLowerCase()).toBe(phrase.toLowerCase());
    expect(op?.summary.toLowerCase()).not.toContain(phrase.toLowerCase());
  });

  it("a weekend alone is still this weekend, not the Monday after it", () => {
    expect(due("ce week-end", "fr")).toBe("2026-12-06T18:00:00.000+01:00");
    expect(due("dit weekend", "nl")).toBe("2026-12-06T18:00:00.000+01:00");
    expect(due("nel weekend", "it")).toBe("2026-12-06T18:00:00.000+01:00");
  });
});
