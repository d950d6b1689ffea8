/**
 * Calibration of the reply reader (issue 34), as behaviour: a condition anywhere in a reply makes a
 * done, a "not yet" or a deferral without a time a guess, so ZOE asks instead of acting ("I'll sign
 * it if he wants to go, he doesn't know yet" is no "not yet" to act on). The same spelling in another
 * use ("pas si vite", an unaccented Spanish "si" for yes, Dutch "als" for "as"), a condition beside a
 * stop (its reason) and a circumstance beside a time (when to come back) leave the reading as it was.
 * The reading is the one ZOE acts on, or "unclear" when it would ask; no clock is needed (a
 * deferral's time is shown as said).
 */
import { describe, expect, it } from "vitest";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";
const SLIP: Record<Lang, string> = {
  en: "sign the permission slip for Noah's trip",
  de: "den Elternbrief für Lenas Ausflug unterschreiben",
  fr: "signer l'autorisation de sortie de Léo",
  es: "firmar la autorización de la excursión de Lucas",
  pt: "assinar a autorização do passeio do Pedro",
  it: "firmare l'autorizzazione per la gita di Marco",
  nl: "het toestemmingsbriefje voor Sems schoolreisje tekenen",
};

/** What ZOE does with a reply to "did it happen?": the actions it applies, or "unclear" / "other" / "question". */
const read = (text: string, locale: Lang, summary = SLIP[locale]) => replyOutcome(text, { summary, locale, kind: "nudge" });

describe("a condition anywhere in the reply: asked about, never acted on", () => {
  it.each([
    ["en", "not yet, only if he wants to go"],
    ["de", "unterschreib ich wenn sie wirklich mit will, sie weiß es noch nicht"],
    ["fr", "pas encore, seulement s'il veut y aller"],
    ["es", "la firmo si de verdad quiere ir, todavía no lo sabe"],
    ["pt", "assino se ele quiser mesmo ir, ainda não sabe"],
    ["nl", "ik teken het als hij echt mee wil, hij weet het nog niet"],
  ] as const)("%s: %j is asked about (the 'not yet' holds only if he goes)", (locale, text) => {
    expect(read(text, locale)).toBe("unclear");
  });
});

describe("what stays as read", () => {
  it.each([
    // The plain answers.
    ["en", "not yet", "not_yet"],
    ["de", "noch nicht", "not_yet"],
    ["pt", "já assinei", "done"],
    // The same spelling in another use: "so" in French, an unaccented "yes" in Spanish, "myself" in Portuguese.
    ["fr", "pas si vite, pas encore", "not_yet"],
    ["es", "si, ya la firmé", "done"],
    ["pt", "esqueci-me, ainda não", "not_yet"],
    // Beside a stop, a condition is its reason; beside a time, it says when to come back.
    ["en", "forget it, if he doesn't want to go he doesn't go", "stop"],
    ["de", "heute Abend wenn die Kinder schlafen", "snooze heute abend"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });

  it("a condition beside a stop of another thread is still its reason", () => {
    expect(read("die nachbarin gießt wenn wir weg sind, vergiss es", "de", "die Pflanzen gießen")).toBe("stop");
  });
});

// The eighth batch (corpus/dev/replies-<code>-eighth.tsv): where the reader was sure and wrong.
describe("a reply the reader cannot fully explain is not acted on", () => {
  it.each([
    // A snooze turned down beside a "not yet", which does what a snooze without a time does.
    ["en", "fix the dripping tap", "don't snooze it, I'm doing it right now"],
    ["nl", "de lekkende kraan maken", "niet uitstellen, ik ben er nu mee bezig"],
    // A time said alone beside the thread's verb in the past, or its thing with a misspelt word: the
    // date of what was done as much as when to come back.
    ["en", "make Mia's vaccination appointment", "apointment made, thrusday 3pm"],
    ["en", "make Mia's vaccination appointment", "made, thursday 3pm"],
    ["nl", "de prikafspraak voor Mia maken", "afspraak gemaat, donderdg 15 uur"],
  ] as const)("%s (%s): %j is asked about", (locale, summary, text) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    // News with a time of its own is the reason to come back later: the time alone is the answer.
    ["en", "renew the gym membership", "the gym is closed today, tomorrow", "snooze tomorrow"],
    ["nl", "naar de sportschool gaan", "de sportschool is vandaag dicht, morgen", "snooze morgen"],
    ["en", "fix the dripping tap", "not yet, tomorrow", "not_yet+snooze tomorrow"],
  ] as const)("%s (%s): %j -> %s", (locale, summary, text, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

// The eighth batch's words: ordinary answers the packs did not hold.
describe("short answers as people type them, in English, German and Dutch", () => {
  const decide = (text: string, locale: Lang, summary: string) => replyOutcome(text, { summary, locale, kind: "decision" });
  it.each([
    ["en", "send grandma's birthday card", "posted!", "done"],
    ["de", "Omas Geburtstagskarte abschicken", "eingeworfen!", "done"],
    ["nl", "de verjaardagskaart naar oma sturen", "gepost!", "done"],
    ["de", "den Anwohnerparkausweis verlängern", "grad nicht", "not_yet"],
    ["nl", "de parkeervergunning verlengen", "nu even niet", "not_yet"],
    ["de", "den Anwohnerparkausweis verlängern", "Ich habe das Auto verkauft, brauche ihn nicht mehr.", "stop"],
    ["nl", "de parkeervergunning verlengen", "auto is verkocht, dat kun je vergeten", "stop"],
    ["nl", "de parkeervergunning verlengen", "vergeten", "not_yet"],
    // A step still to take before it can be done is a "not yet".
    ["en", "send grandma's birthday card", "still need to buy a stamp", "not_yet"],
    ["de", "Omas Geburtstagskarte abschicken", "muss noch ne briefmarke kaufen", "not_yet"],
    ["nl", "de verjaardagskaart naar oma sturen", "moet nog een postzegel kopen", "not_yet"],
    ["de", "die Steuererklärung abgeben", "mein Steuerberater hat sie eingereicht", "done"],
  ] as const)("%s (%s): %j -> %s", (locale, summary, text, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });

  it.each([
    ["de", "die Sachen aus der Reinigung abholen", "nach dem wochenende", "reschedule nach dem wochenende"],
    ["nl", "de kleren ophalen bij de stomerij", "na het weekend", "reschedule na het weekend"],
    ["de", "den Anwohnerparkausweis verlängern", "zerleg es mir", "breakdown"],
    ["nl", "de parkeervergunning verlengen", "knip het op", "breakdown"],
    ["nl", "de lekkende kraan maken", "verschuif het naar de 12e", "reschedule de 12e"],
    ["nl", "de parkeervergunning verlengen", "zet het op vrijdag", "reschedule op vrijdag"],
  ] as const)("a decision, %s (%s): %j -> %s", (locale, summary, text, want) => {
    expect(decide(text, locale, summary)).toBe(want);
  });
});

describe("a plan with a time said in answer to a follow-up is this thread in other words: asked about, never sure talk", () => {
  const REPLY: Record<Lang, string> = {
    en: "reply to Tom about the flat",
    de: "Tom wegen der Wohnung antworten",
    fr: "répondre à Tom pour l'appartement",
    es: "contestar a Tom lo del piso",
    pt: "responder ao Tom sobre o apartamento",
    it: "rispondere a Tom per l'appartamento",
    nl: "Tom antwoorden over het appartement",
  };
  it.each([
    ["en", "i'll answer him tonight"],
    ["en", "I'll ring them tomorrow first thing"],
    ["fr", "je lui réponds ce soir"],
    ["es", "le contesto esta noche"],
    ["pt", "respondo hoje à noite"],
    ["it", "gli rispondo stasera"],
  ] as const)("%s: %s", (locale, text) => {
    expect(read(text, locale, REPLY[locale])).toBe("unclear");
  });

  it("a plan that names a thing of its own is another task, as before", () => {
    expect(read("btw I'll call the dentist tomorrow", "en", REPLY.en)).toBe("other");
    expect(read("I need to renew my passport by friday", "en", REPLY.en)).toBe("other");
  });
});

describe("an answer in other words is asked about, never sure talk about something else (the ninth batch)", () => {
  const INVOICE: Record<Lang, string> = {
    en: "send the invoice to Carla",
    de: "Rechnung an Carla schicken",
    fr: "envoyer la facture à Carla",
    es: "mandar la factura a Carla",
    pt: "mandar a fatura à Carla",
    it: "mandare la fattura a Carla",
    nl: "factuur naar Carla sturen",
  };
  it.each([
    ["en", "doing it as we speak"],
    ["de", "sitz gerade dran"],
    ["fr", "je m'en occupe tout de suite"],
    ["es", "ahora mismo lo hago"],
    ["pt", "estou a tratar disso"],
    ["it", "lo faccio adesso"],
    ["nl", "ben er nu mee bezig"],
  ] as const)("%s: %s", (locale, text) => {
    expect(read(text, locale, INVOICE[locale])).not.toBe("other");
  });

  it.each([
    ["en", "my sister just had her baby!! 😍"],
    ["de", "meine Schwester hat ihr Baby bekommen!! 😍"],
    ["fr", "ma sœur vient d'accoucher !! 😍"],
    ["nl", "mijn zus is net bevallen!! 😍"],
    ["nl", "het is hier echt rotweer vandaag"],
    ["it", "oggi qui fa un tempo orribile"],
  ] as const)("news about someone else stays other talk, %s: %s", (locale, text) => {
    expect(read(text, locale, INVOICE[locale])).toBe("other");
  });
});

describe("an action word in another sense is asked about, not acted on (the tenth batch)", () => {
  it.each([
    // A thanks for what ZOE did holds no answer, whatever action word it holds ("pendiente" is "not yet").
    ["es", "gracias por estar pendiente, eres un sol", "enviar la factura a Sam", "unclear"],
    ["pt", "obrigada por estares sempre atenta, és a maior", "mandar a fatura à Carla", "other"],
    // ...but a thanks the lexicon reads whole ends where it does, and the answer after it is read.
    ["fr", "merci pour le rappel 🙏 je m'y mets ce soir", "envoyer le devis à Mme Leroy", "snooze ce soir"],
    ["fr", "Merci de me relancer dans deux heures, je suis en réunion.", "envoyer la facture à Sam", "snooze dans deux heures"],
    // Being on the way after a verb of the owner's says where it was done, not that it is still to do.
    ["pt", "peguei neles a caminho de casa", "buscar os fatos na lavandaria", "unclear"],
    ["pt", "a caminho do veterinário agora 🚗", "vacinar o cão", "not_yet"],
    // The owner did it themselves beside a stop: done or dropped is a guess; a leak that stopped by itself is a reason.
    ["it", "ho aggiustato da solo, lascia perdere 💪", "chiamare l'idraulico", "unclear"],
    ["pt", "consertei eu mesmo, esquece 💪", "chamar o canalizador", "unclear"],
    ["it", "la perdita si è fermata da sola, lascia stare", "chiamare l'idraulico", "stop"],
    // After news of another person, a split price or a split bill is not a "not yet" or a breakdown of the thread.
    ["es", "lo compra mi hermano, lo pagamos a medias", "comprar el regalo de mamá", "unclear"],
    ["pt", "meu irmão compra, a gente divide", "comprar o presente da mãe", "unclear"],
    // Not finished, but a part of it sent: progress whose next step the reader cannot know.
    ["fr", "pas fini mais envoyé quand même la première partie", "envoyer le rapport à Marc", "unclear"],
    ["it", "non è finito ma gli ho mandato la prima parte", "mandare il report a Marco", "unclear"],
    ["pt", "não terminei mas mandei a primeira parte", "mandar o relatório pro Marcos", "unclear"],
    ["en", "done with the intro, still working on the rest", "write the report", "not_yet"],
  ] as const)("%s: '%s' -> %s", (locale, text, summary, want) => {
    expect(replyOutcome(text, { summary, locale, kind: "nudge" })).toBe(want);
  });
});

describe("an action word in another sense is asked about, never acted on (the tenth batch)", () => {
  const at = (text: string, locale: Lang, summary: string, kind: "nudge" | "decision" = "nudge") => replyOutcome(text, { summary, locale, kind });

  // "stop asking, I'm doing it right now": the owner at the work now beside a stop may stop the asking,
  // not the work; dropping the thread then would lose what is being done.
  it.each([
    ["en", "stop asking, I'm doing it right now", "renew the car insurance"],
    ["de", "hör auf zu fragen, ich mach's grad", "die Autoversicherung verlängern"],
    ["nl", "hou op met vragen, ik ben er nu mee bezig", "de autoverzekering verlengen"],
    ["fr", "arrête de demander, je le fais maintenant", "renouveler l'assurance de la voiture"],
    ["es", "deja de preguntar, lo hago ahora mismo", "renovar el seguro del coche"],
    ["pt", "para de perguntar, estou a tratar disso", "renovar o seguro do carro"],
    ["it", "smettila di chiedere, lo faccio adesso", "rinnovare l'assicurazione dell'auto"],
  ] as const)("%s: %j does not drop the thread", (locale, text, summary) => {
    expect(at(text, locale, summary)).not.toBe("stop");
    expect(at(text, locale, summary, "decision")).not.toBe("stop");
  });

  it("a stop beside news that says 'now' of something else stays a stop", () => {
    expect(at("stop asking", "en", "renew the car insurance")).toBe("stop");
    expect(at("forget it, Sam is sending the invoices himself now", "en", "send the invoice to Sam")).toBe("stop");
    expect(at("vergiss das Studio, ich mach jetzt Yoga", "de", "die Mitgliedschaft im Fitnessstudio kündigen")).toBe("stop");
    expect(at("laat maar, Sam stuurt de facturen nu zelf", "nl", "de factuur naar Sam sturen")).toBe("stop");
  });

  it("'dropped by', 'stop by the pharmacy' are visits, not a drop", () => {
    expect(at("Mark dropped by and took it back himself", "en", "return the drill to Mark")).not.toBe("stop");
    expect(at("I'll drop by his place later", "en", "return the drill to Mark")).not.toBe("stop");
    expect(at("stop by the pharmacy on the way?", "en", "pick up the prescription")).not.toBe("stop");
    expect(at("drop it", "en", "return the drill to Mark")).toBe("stop");
  });

  it("'done with work' and 'done drilling' are the done of another thing, not of the thread", () => {
    expect(at("done with work! heading over now to water them", "en", "water Anna's plants")).toBe("unclear");
    expect(at("done with work", "en", "water Anna's plants")).not.toBe("done");
    expect(at("done cooking finally", "en", "water Anna's plants")).not.toBe("done");
    // "drilling" names the drill, but drilling is not returning it.
    expect(at("done drilling finally! shelves are up", "en", "return the drill to Mark")).toBe("unclear");
    expect(at("done returning it", "en", "return the drill to Mark")).toBe("done");
    expect(at("done watering", "en", "water Anna's plants")).toBe("done");
    expect(at("done with it", "en", "water Anna's plants")).toBe("done");
  });
});
