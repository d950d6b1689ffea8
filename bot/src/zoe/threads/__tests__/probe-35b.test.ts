/**
 * Outside probe (b) of issue #35, written by a tester before running ZOE on it: fresh sentences in
 * all seven languages, as an owner would type them offline. What is a commitment is tracked with its
 * due phrase taken out of the summary and resolved to the right day; what is not stays untracked; a
 * request to be reminded is marked as one at the minute named; a done-sentence finds its thread by
 * its words. Pinned clock: Wed 2 Dec 2026, 10:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { extractCommitments } from "../capture.ts";
import { ambiguousTime, resolveDue } from "../due.ts";
import { classifyReply, CONFIDENT } from "../reply.ts";
import { doneElsewhere } from "../closing.ts";
import type { Thread } from "../store.ts";

const NOW = new Date("2026-12-02T09:00:00Z");
const TZ = "Europe/Berlin";
const berlinDay = (d: Date) => d.toLocaleDateString("sv-SE", { timeZone: TZ });

/** [language, what the owner types, a word the summary keeps, the Berlin day the due names (prefix) or null: no due]. */
const COMMITMENTS: [Locale, string, string, string | null][] = [
  ["en", "I'll drop the keys off at Tom's on Friday", "keys", "2026-12-04"],
  ["en", "Need to cancel the gym membership by Monday", "gym", "2026-12-07"],
  ["en", "I gotta return the library books tomorrow", "library books", "2026-12-03"],
  ["en", "Promised Lena I'd send her the photos tonight", "photos", "2026-12-02"],
  ["en", "Must water the neighbour's plants on Saturday", "plants", "2026-12-05"],
  ["en", "I'm supposed to hand in the expense report next week", "expense report", "2026-12"],
  ["en", "Todo: renew car insurance", "car insurance", null],
  ["de", "Ich bringe morgen die Schlüssel zu Tom", "Schlüssel", "2026-12-03"],
  ["de", "Ich muss bis Freitag die Steuererklärung abgeben", "Steuererklärung", "2026-12-04"],
  ["de", "Ich hab Lena versprochen, ihr heute Abend die Fotos zu schicken", "Fotos", "2026-12-02"],
  ["de", "Muss noch die Kita-Anmeldung ausfüllen", "Kita-Anmeldung", null],
  ["de", "Nächste Woche melde ich das Auto um", "Auto", "2026-12"],
  ["de", "Am Samstag gieße ich die Pflanzen der Nachbarn", "Pflanzen", "2026-12-05"],
  ["fr", "Je dois rendre les livres à la bibliothèque demain", "livres", "2026-12-03"],
  ["fr", "Je vais appeler le garagiste vendredi", "garagiste", "2026-12-04"],
  ["fr", "J'ai promis à Léa de lui envoyer les photos ce soir", "photos", "2026-12-02"],
  ["fr", "Il faut que je résilie mon abonnement à la salle de sport d'ici lundi", "abonnement", "2026-12-07"],
  ["fr", "Faut que je prenne rendez-vous chez le dentiste la semaine prochaine", "dentiste", "2026-12"],
  ["fr", "Penser à acheter du pain", "pain", null],
  ["es", "Mañana devuelvo los libros a la biblioteca", "libros", "2026-12-03"],
  ["es", "Tengo que pagar la luz antes del viernes", "luz", "2026-12-04"],
  ["es", "Le prometí a Lucía mandarle las fotos esta noche", "fotos", "2026-12-02"],
  ["es", "Voy a llamar al mecánico el lunes", "mecánico", "2026-12-07"],
  ["es", "Tengo que pedir cita con el dentista la semana que viene", "dentista", "2026-12"],
  ["es", "Debo renovar el DNI", "DNI", null],
  ["pt", "Amanhã devolvo os livros à biblioteca", "livros", "2026-12-03"],
  ["pt", "Tenho de pagar a conta da luz até sexta", "luz", "2026-12-04"],
  ["pt", "Prometi à Joana enviar-lhe as fotos hoje à noite", "fotos", "2026-12-02"],
  ["pt", "Vou ligar ao mecânico na segunda-feira", "mecânico", "2026-12-07"],
  ["pt", "Preciso marcar dentista para a semana que vem", "dentista", "2026-12"],
  ["pt", "Tenho que renovar o cartão de cidadão", "cartão", null],
  ["it", "Domani riporto i libri in biblioteca", "libri", "2026-12-03"],
  ["it", "Devo pagare la bolletta della luce entro venerdì", "bolletta", "2026-12-04"],
  ["it", "Ho promesso a Giulia di mandarle le foto stasera", "foto", "2026-12-02"],
  ["it", "Lunedì chiamo il meccanico", "meccanico", "2026-12-07"],
  ["it", "Devo prenotare il dentista la settimana prossima", "dentista", "2026-12"],
  ["it", "Devo rinnovare la carta d'identità", "carta", null],
  ["nl", "Morgen breng ik de boeken terug naar de bibliotheek", "boeken", "2026-12-03"],
  ["nl", "Ik moet voor vrijdag de energierekening betalen", "energierekening", "2026-12-04"],
  ["nl", "Ik heb Sanne beloofd dat ik vanavond de foto's stuur", "foto", "2026-12-02"],
  ["nl", "Maandag bel ik de garage", "garage", "2026-12-07"],
  ["nl", "Ik moet volgende week een afspraak bij de tandarts maken", "tandarts", "2026-12"],
  ["nl", "Ik moet mijn paspoort nog verlengen", "paspoort", null],
];

/** Someone else's promise, a question, the past, a hedge: none is the owner's commitment. */
const NOT_COMMITMENTS: [Locale, string][] = [
  ["en", "Tom will bring the cake on Friday"],
  ["en", "Should I call the plumber tomorrow?"],
  ["en", "I called the plumber yesterday"],
  ["en", "If it rains I might stay home"],
  ["de", "Tom bringt am Freitag den Kuchen mit"],
  ["de", "Soll ich morgen den Klempner anrufen?"],
  ["de", "Ich habe gestern den Klempner angerufen"],
  ["de", "Vielleicht gehe ich später spazieren, mal sehen"],
  ["fr", "Tom apporte le gâteau vendredi"],
  ["fr", "Est-ce que je dois appeler le plombier demain ?"],
  ["fr", "J'ai appelé le plombier hier"],
  ["fr", "S'il pleut, je resterai peut-être à la maison"],
  ["es", "Tomás trae la tarta el viernes"],
  ["es", "¿Llamo al fontanero mañana?"],
  ["es", "Ayer llamé al fontanero"],
  ["es", "Si llueve quizás me quede en casa"],
  ["pt", "O Tomás traz o bolo na sexta"],
  ["pt", "Ligo ao canalizador amanhã?"],
  ["pt", "Ontem liguei ao canalizador"],
  ["pt", "Se chover talvez fique em casa"],
  ["it", "Tommaso porta la torta venerdì"],
  ["it", "Chiamo l'idraulico domani?"],
  ["it", "Ieri ho chiamato l'idraulico"],
  ["it", "Se piove forse resto a casa"],
  ["nl", "Tom neemt vrijdag de taart mee"],
  ["nl", "Moet ik morgen de loodgieter bellen?"],
  ["nl", "Gisteren heb ik de loodgieter gebeld"],
  ["nl", "Als het regent blijf ik misschien thuis"],
];

/** [language, a request to be reminded, a word the summary keeps, the instant (UTC) it names]. */
const REMINDERS: [Locale, string, string, string][] = [
  ["en", "remind me to check the oven in 20 minutes", "oven", "2026-12-02T09:20:00.000Z"],
  ["en", "remind me at 6pm to feed the cat", "cat", "2026-12-02T17:00:00.000Z"],
  ["de", "Erinnere mich in 20 Minuten an den Ofen", "Ofen", "2026-12-02T09:20:00.000Z"],
  ["de", "erinnere mich um 18 Uhr, die Katze zu füttern", "Katze", "2026-12-02T17:00:00.000Z"],
  ["fr", "rappelle-moi dans 20 minutes de sortir le gâteau du four", "gâteau", "2026-12-02T09:20:00.000Z"],
  ["fr", "rappelle-moi à 18h de nourrir le chat", "chat", "2026-12-02T17:00:00.000Z"],
  ["es", "recuérdame en 20 minutos sacar la tarta del horno", "tarta", "2026-12-02T09:20:00.000Z"],
  ["es", "recuérdame a las 18:00 dar de comer al gato", "gato", "2026-12-02T17:00:00.000Z"],
  ["pt", "lembra-me daqui a 20 minutos de tirar o bolo do forno", "bolo", "2026-12-02T09:20:00.000Z"],
  ["pt", "lembra-me às 18h de dar comida ao gato", "gato", "2026-12-02T17:00:00.000Z"],
  ["it", "ricordami tra 20 minuti di tirare fuori la torta dal forno", "torta", "2026-12-02T09:20:00.000Z"],
  ["it", "ricordami alle 18 di dare da mangiare al gatto", "gatto", "2026-12-02T17:00:00.000Z"],
  ["nl", "herinner me over 20 minuten aan de taart in de oven", "taart", "2026-12-02T09:20:00.000Z"],
  ["nl", "herinner me om 18 uur eraan de kat eten te geven", "kat", "2026-12-02T17:00:00.000Z"],
];

/** "next month" in every language: a due phrase that lands in January 2027. */
const NEXT_MONTH: [Locale, string][] = [
  ["en", "next month"], ["de", "nächsten Monat"], ["fr", "le mois prochain"], ["es", "el mes que viene"],
  ["pt", "no próximo mês"], ["it", "il mese prossimo"], ["nl", "volgende maand"],
];

const th = (id: string, summary: string): Thread =>
  ({ id, summary, status: "open", due_at: null, created_at: "2026-12-01T08:00:00.000Z" }) as unknown as Thread;

/** [language, the open loops, what the owner says, the id it should close]. */
const DONE: [Locale, [string, string][], string, string][] = [
  ["en", [["th-p1", "send the photos to Lena"], ["th-p2", "call the mechanic"]], "I sent Lena the photos", "th-p1"],
  ["en", [["th-p1", "send the photos to Lena"], ["th-p2", "call the mechanic"]], "called the mechanic", "th-p2"],
  ["de", [["th-p1", "Lena die Fotos schicken"], ["th-p2", "die Werkstatt anrufen"]], "Hab Lena die Fotos geschickt", "th-p1"],
  ["de", [["th-p1", "Lena die Fotos schicken"], ["th-p2", "die Werkstatt anrufen"]], "Ich habe die Werkstatt angerufen", "th-p2"],
  ["fr", [["th-p1", "envoyer les photos à Léa"], ["th-p2", "appeler le garagiste"]], "J'ai envoyé les photos à Léa", "th-p1"],
  ["fr", [["th-p1", "envoyer les photos à Léa"], ["th-p2", "appeler le garagiste"]], "J'ai appelé le garagiste", "th-p2"],
  ["es", [["th-p1", "mandarle las fotos a Lucía"], ["th-p2", "llamar al mecánico"]], "Ya le mandé las fotos a Lucía", "th-p1"],
  ["es", [["th-p1", "mandarle las fotos a Lucía"], ["th-p2", "llamar al mecánico"]], "Ya llamé al mecánico", "th-p2"],
  ["pt", [["th-p1", "enviar as fotos à Joana"], ["th-p2", "ligar ao mecânico"]], "Já enviei as fotos à Joana", "th-p1"],
  ["pt", [["th-p1", "enviar as fotos à Joana"], ["th-p2", "ligar ao mecânico"]], "Já liguei ao mecânico", "th-p2"],
  ["it", [["th-p1", "mandare le foto a Giulia"], ["th-p2", "chiamare il meccanico"]], "Ho mandato le foto a Giulia", "th-p1"],
  ["it", [["th-p1", "mandare le foto a Giulia"], ["th-p2", "chiamare il meccanico"]], "Ho chiamato il meccanico", "th-p2"],
  ["nl", [["th-p1", "de foto's naar Sanne sturen"], ["th-p2", "de garage bellen"]], "Ik heb de foto's naar Sanne gestuurd", "th-p1"],
  ["nl", [["th-p1", "de foto's naar Sanne sturen"], ["th-p2", "de garage bellen"]], "Heb de garage gebeld", "th-p2"],
];

describe("outside probe (b), #35: commitments as people say them, offline", () => {
  it.each(COMMITMENTS)("[%s] %j is tracked as %j, due on %j", (locale, text, kept, day) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    const [op] = ops;
    expect(op!.summary.toLowerCase()).toContain(kept.toLowerCase());
    expect(op!.reminder ?? false).toBe(false);
    if (day === null) {
      expect(op!.due).toBeUndefined();
      return;
    }
    expect(op!.due).toBeDefined();
    // The due phrase is taken out of the summary.
    expect(op!.summary.toLowerCase()).not.toContain(op!.due!.toLowerCase());
    const at = resolveDue(op!.due!, NOW, TZ, locale);
    expect(at).not.toBeNull();
    expect(berlinDay(at!).startsWith(day)).toBe(true);
  });

  it.each(NOT_COMMITMENTS)("[%s] %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("outside probe (b), #35: a reminder asked for at a minute", () => {
  it.each(REMINDERS)("[%s] %j is a reminder about %j at %s", (locale, text, kept, iso) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    expect(ops[0]!.reminder).toBe(true);
    expect(ops[0]!.summary.toLowerCase()).toContain(kept.toLowerCase());
    expect(resolveDue(ops[0]!.due!, NOW, TZ, locale)?.toISOString()).toBe(iso);
  });

  it.each(NEXT_MONTH)("[%s] %j is a due phrase in January", (locale, phrase) => {
    const at = resolveDue(phrase, NOW, TZ, locale);
    expect(at).not.toBeNull();
    expect(berlinDay(at!).startsWith("2027-01")).toBe(true);
  });
});

describe("outside probe (b), #35: closing a loop by its words", () => {
  it.each(DONE)("[%s] with %j open, %j closes %s", (locale, open, said, id) => {
    // Offline, what the chat does with a done-sentence when another item is on screen: a done-word and
    // the thread's words, or the thread's own verb in the past ("called the mechanic").
    const live = open.map(([i, s]) => th(i, s));
    expect(doneElsewhere(said, th("th-zz99", "water the plants"), live, locale).map((t) => t.id)).toEqual([id]);
  });
});

// --- second batch, written before running it: snoozing in words, and a bare hour asked about ---

const hourBerlin = (d: Date) => Number(d.toLocaleString("en-GB", { timeZone: TZ, hour: "2-digit", hourCycle: "h23" }));

/** [language, a reply to "did it happen?", "hour": in an hour from now | "tonight": this evening]. */
const SNOOZES: [Locale, string, "hour" | "tonight"][] = [
  ["en", "can't right now, try me in an hour", "hour"],
  ["en", "not yet, later tonight maybe", "tonight"],
  ["de", "Noch nicht, frag mich in einer Stunde nochmal", "hour"],
  ["de", "heute Abend vielleicht", "tonight"],
  ["fr", "Pas encore, redemande-moi dans une heure", "hour"],
  ["fr", "plutôt ce soir", "tonight"],
  ["es", "Todavía no, pregúntame dentro de una hora", "hour"],
  ["es", "mejor esta noche", "tonight"],
  ["pt", "Ainda não, pergunta-me daqui a uma hora", "hour"],
  ["pt", "logo à noite", "tonight"],
  ["it", "Non ancora, richiedimelo tra un'ora", "hour"],
  ["it", "magari stasera", "tonight"],
  ["nl", "Nog niet, vraag het over een uur nog eens", "hour"],
  ["nl", "vanavond misschien", "tonight"],
];

/** [language, a commitment with a bare hour]: ZOE keeps the phrase and asks 16:00 or 04:00. */
const BARE_HOURS: [Locale, string][] = [
  ["en", "I'll pick up the dry cleaning at 4"],
  ["de", "Ich hole um 4 die Wäsche ab"],
  ["fr", "Je passe chercher le colis à 4 heures"],
  ["es", "Recojo el paquete a las 4"],
  ["pt", "Vou buscar a encomenda às 4"],
  ["it", "Passo a prendere il pacco alle 4"],
  ["nl", "Ik haal om 4 uur het pakketje op"],
];

describe("outside probe (b), #35: snoozing to a time that fits, in words", () => {
  it.each(SNOOZES)("[%s] %j puts it off to %s", (locale, text, when) => {
    const r = classifyReply(text, { summary: "water the plants", kind: "nudge", locale });
    expect(r.intent).toBe("ack");
    expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENT);
    const until = r.actions.find((a) => a.until)?.until;
    expect(until).toBeDefined();
    const at = resolveDue(until!, NOW, TZ, locale);
    expect(at).not.toBeNull();
    if (when === "hour") expect(at!.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    else {
      expect(berlinDay(at!)).toBe("2026-12-02");
      expect(hourBerlin(at!)).toBeGreaterThanOrEqual(17);
    }
  });
});

describe("outside probe (b), #35: a bare hour is asked about, not guessed", () => {
  it.each(BARE_HOURS)("[%s] %j keeps its hour and asks 16:00 or 04:00", (locale, text) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    expect(ops[0]!.due).toBeDefined();
    const both = ambiguousTime(ops[0]!.due!, NOW, TZ, locale);
    expect(both?.afternoon.clock).toBe("16:00");
    expect(both?.morning.clock).toBe("04:00");
  });
});

// --- third batch, written before running it: harder ways people say it, and others' plans ---

/** [language, what the owner types, a word the summary keeps, the Berlin day the due names (prefix) or null]. */
const SAID_OTHERWISE: [Locale, string, string, string | null][] = [
  ["en", "Don't let me forget to call the vet on Thursday", "vet", "2026-12-03"],
  ["en", "Gotta get my hair cut this week", "hair", "2026-12"],
  ["en", "Note to self: cancel Netflix before the 15th", "Netflix", "2026-12-1"],
  ["en", "Will send you the invoice tomorrow", "invoice", "2026-12-03"],
  ["de", "Nicht vergessen: Geschenk für Oma besorgen", "Geschenk", null],
  ["de", "Ich kümmere mich morgen um die Garage", "Garage", "2026-12-03"],
  ["de", "Bis Donnerstag schick ich dir die Unterlagen", "Unterlagen", "2026-12-03"],
  ["de", "Übermorgen lasse ich die Reifen wechseln", "Reifen", "2026-12-04"],
  ["fr", "Je m'occupe du dossier demain matin", "dossier", "2026-12-03"],
  ["fr", "Faut absolument que j'envoie le chèque avant samedi", "chèque", "2026-12-0"],
  ["fr", "Je t'envoie le devis d'ici ce soir", "devis", "2026-12-02"],
  ["fr", "Ce week-end je nettoie le frigo", "frigo", "2026-12-0"],
  ["es", "No me dejes olvidar llamar al veterinario el jueves", "veterinario", "2026-12-03"],
  ["es", "Me encargo del informe mañana", "informe", "2026-12-03"],
  ["es", "Este finde limpio la nevera", "nevera", "2026-12-0"],
  ["es", "Te paso los documentos antes del jueves", "documentos", "2026-12-0"],
  ["pt", "Não me deixes esquecer de ligar ao veterinário na quinta", "veterinário", "2026-12-03"],
  ["pt", "Amanhã sem falta pago a renda", "renda", "2026-12-03"],
  ["pt", "Este fim de semana limpo o frigorífico", "frigorífico", "2026-12-0"],
  ["pt", "Até sábado mando-te os documentos", "documentos", "2026-12-05"],
  ["it", "Non farmi dimenticare di chiamare il veterinario giovedì", "veterinario", "2026-12-03"],
  ["it", "Mi occupo io della pratica domani mattina", "pratica", "2026-12-03"],
  ["it", "Questo weekend pulisco il frigo", "frigo", "2026-12-0"],
  ["it", "Entro sabato devo spedire il pacco", "pacco", "2026-12-05"],
  ["nl", "Laat me niet vergeten de dierenarts donderdag te bellen", "dierenarts", "2026-12-03"],
  ["nl", "Ik regel morgenochtend de verzekering", "verzekering", "2026-12-03"],
  ["nl", "Dit weekend maak ik de koelkast schoon", "koelkast", "2026-12-0"],
  ["nl", "Uiterlijk zaterdag stuur ik het pakket op", "pakket", "2026-12-05"],
];

/** Another person's duty, a plan that fell through, a wish: none is the owner's commitment. */
const OTHERS_AND_WISHES: [Locale, string][] = [
  ["en", "My sister has to renew her passport next month"],
  ["en", "We were supposed to meet on Friday but it got cancelled"],
  ["en", "I'd love to go to Japan next year"],
  ["de", "Meine Schwester muss nächsten Monat ihren Pass verlängern"],
  ["de", "Wir wollten uns Freitag treffen, aber das fällt aus"],
  ["de", "Ich würde nächstes Jahr gern nach Japan fliegen"],
  ["fr", "Ma sœur doit renouveler son passeport le mois prochain"],
  ["fr", "On devait se voir vendredi mais c'est annulé"],
  ["fr", "J'aimerais bien aller au Japon l'an prochain"],
  ["es", "Mi hermana tiene que renovar el pasaporte el mes que viene"],
  ["es", "Íbamos a vernos el viernes pero se canceló"],
  ["es", "Me encantaría ir a Japón el año que viene"],
  ["pt", "A minha irmã tem de renovar o passaporte no próximo mês"],
  ["pt", "Íamos encontrar-nos na sexta mas foi cancelado"],
  ["pt", "Adorava ir ao Japão para o ano"],
  ["it", "Mia sorella deve rinnovare il passaporto il mese prossimo"],
  ["it", "Dovevamo vederci venerdì ma è saltato"],
  ["it", "Mi piacerebbe andare in Giappone l'anno prossimo"],
  ["nl", "Mijn zus moet volgende maand haar paspoort verlengen"],
  ["nl", "We zouden vrijdag afspreken maar het gaat niet door"],
  ["nl", "Ik zou volgend jaar graag naar Japan gaan"],
];

describe("outside probe (b), #35: third batch, said otherwise", () => {
  it.each(SAID_OTHERWISE)("[%s] %j is tracked as %j, due on %j", (locale, text, kept, day) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    expect(ops[0]!.summary.toLowerCase()).toContain(kept.toLowerCase());
    if (day === null) return void expect(ops[0]!.due).toBeUndefined();
    expect(ops[0]!.due).toBeDefined();
    expect(ops[0]!.summary.toLowerCase()).not.toContain(ops[0]!.due!.toLowerCase());
    const at = resolveDue(ops[0]!.due!, NOW, TZ, locale);
    expect(at).not.toBeNull();
    expect(berlinDay(at!).startsWith(day)).toBe(true);
  });

  it.each(OTHERS_AND_WISHES)("[%s] %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

// --- found while probing (after the three batches): the stress on a promise stayed in its summary ---

describe("outside probe (b), #35: a stressed promise is tracked without the stress", () => {
  it.each([
    ["pt", "Amanhã sem falta pago a renda", "pagar a renda", "Amanhã"],
    ["pt", "Amanhã pago a renda sem falta", "pagar a renda", "Amanhã"],
    ["es", "Mañana sin falta pago el alquiler", "pagar el alquiler", "Mañana"],
    ["it", "Domani senza fallo pago l'affitto", "pagare l'affitto", "Domani"],
    ["de", "Morgen zahle ich auf jeden Fall die Miete", "die Miete zahlen", "Morgen"],
    ["nl", "Morgen betaal ik zeker de huur", "de huur betalen", "Morgen"],
  ] as [Locale, string, string, string][])("[%s] %j -> %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });
});

describe("outside probe (b), #35: still wrong, left for a later change", () => {
  it.todo('[nl] "Ik heb mama beloofd dat ik vrijdag de tuin maai" -> "de tuin maaien" (summary keeps the clause\'s finite verb "maai"; Dutch infinitives are not guessed, nl/index.ts)');
  it.todo('[nl] "Ik heb Tom beloofd dat ik morgen de auto was" -> "de auto wassen" (summary reads "heb Tom beloofd de auto was": "was" is also the past of "zijn")');
  it.todo('[de] "Ich habe Tom versprochen, dass ich morgen das Auto wasche" -> "das Auto waschen" (finite verb of the "dass" clause kept)');
  it.todo('[fr/es/it] "Je t\'envoie le devis d\'ici ce soir", "Me encargo del informe mañana", "Mi occupo io della pratica domani mattina": the subject and clitics stay in the summary');
});
