/**
 * Stop, "not now" and a long word with two slips, said in words no development batch holds (issue 34,
 * breadth): "give it a rest", "jetzt reicht's mit den Erinnerungen", "ça suffit les rappels", "basta ya
 * de avisos", "já chega de lembretes", "non mi scrivere più di questo", "hou maar op over dat abonnement"
 * end the follow-ups; "can't right now", "hab gerade keine Zeit", "ando liada", "momentje" put it off to
 * the usual moment; "wednessdy" is Wednesday. A stop said of ZOE's own messages ("with the reminders")
 * names this thread, a stop said of another thing is still asked about.
 * Must never: pin a reply any corpus/dev batch holds (these are written from the language, not the batches).
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { followUpReading } from "../../test-support/reply-batches.ts";

const GYM: Record<Locale, string> = {
  en: "renew the gym membership",
  de: "die Steuererklärung abgeben",
  fr: "résilier l'abonnement",
  es: "pagar la cuota del gimnasio",
  pt: "pagar a mensalidade do ginásio",
  it: "pagare l'abbonamento della palestra",
  nl: "het abonnement opzeggen",
};
const read = (locale: Locale, text: string) => followUpReading(text, locale, GYM[locale]);

describe("enough, leave it, I don't care any more: the follow-ups end", () => {
  it.each<[Locale, string]>([
    ["en", "give it a rest"], ["en", "I don't care anymore"], ["en", "not interested anymore"], ["en", "ok that's enough"], ["en", "don't bother"], ["en", "stop with the reminders"],
    ["de", "jetzt reicht's mit den Erinnerungen"], ["de", "schluss damit"], ["de", "ist mir inzwischen wurscht"], ["de", "interessiert mich nicht mehr"], ["de", "hat sich erübrigt"], ["de", "nerv mich nicht mehr damit"],
    ["fr", "ça suffit les rappels"], ["fr", "y en a marre des relances"], ["fr", "ras le bol"], ["fr", "je m'en fiche maintenant"], ["fr", "ca m'interesse plus"], ["fr", "n'en parlons plus"],
    ["es", "basta ya de avisos"], ["es", "ya está bien de recordatorios"], ["es", "me da igual ya"], ["es", "ya no me interesa"], ["es", "ya estuvo bueno"], ["es", "no insistas mas"],
    ["pt", "já chega de lembretes"], ["pt", "tanto faz"], ["pt", "não quero mais saber disso"], ["pt", "deixa quieto"], ["pt", "desencana"], ["pt", "já era"],
    ["it", "non mi scrivere più di questo"], ["it", "ora basta con i promemoria"], ["it", "non mi interessa più"], ["it", "chissenefrega"], ["it", "lascia correre"], ["it", "piantala"],
    ["nl", "hou maar op over dat abonnement"], ["nl", "nu is het wel genoeg"], ["nl", "kap ermee"], ["nl", "boeit me niet meer"], ["nl", "geen interesse meer"], ["nl", "hou maar op met die herinneringen"],
  ])("%s: %j stops the follow-ups", (locale, text) => {
    expect(read(locale, text)).toBe("stop");
  });
});

describe("can't now, busy, give me a minute: asked again at the usual moment", () => {
  it.each<[Locale, string]>([
    ["en", "can't right now"], ["en", "I'm swamped at the moment"], ["en", "give me a while"], ["en", "some other time"],
    ["de", "hab gerade keine zeit"], ["de", "bin grad im stress"], ["de", "ein andermal"], ["de", "im moment nicht"],
    ["fr", "pas le temps là"], ["fr", "je suis debordee"], ["fr", "une autre fois"], ["fr", "pas pour le moment"],
    ["es", "ahora no puedo"], ["es", "ando liada"], ["es", "mas adelante"], ["es", "dame un ratito"], ["es", "no tengo tiempo ahora"],
    ["pt", "agora não posso"], ["pt", "tô na correria"], ["pt", "mais pra frente"], ["pt", "me dá um tempinho"], ["pt", "outra hora"],
    ["it", "ora non posso"], ["it", "sono incasinata"], ["it", "più in là"], ["it", "un'altra volta"],
    ["nl", "effe niet"], ["nl", "ik heb nu geen tijd"], ["nl", "een andere keer"],
  ])("%s: %j is a snooze to the usual moment", (locale, text) => {
    expect(read(locale, text)).toBe("snooze");
  });
});

describe("a long word with two slips, and a stop of something else", () => {
  it("'snooze till wednessdy' is a snooze to Wednesday", () => {
    expect(read("en", "snooze till wednessdy")).toBe("snooze wednesday");
  });

  it.each<[Locale, string]>([
    ["en", "stop reminding me about the slides"],
    ["de", "hör auf mit dem keller"],
  ])("%s: %j may be another thread: asked about", (locale, text) => {
    expect(read(locale, text)).toBe("unclear");
  });
});
