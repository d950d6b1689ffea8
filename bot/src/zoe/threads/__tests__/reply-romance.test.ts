/**
 * French, Spanish, Portuguese and Italian replies are read as English ones are (issue 34): on
 * each language's development replies (corpus/dev/replies-<code>.tsv, written and labelled before
 * the reader ran on them: phone typing, missing accents, slang, negations, compound replies,
 * polite long forms, decisions), what the reader is sure of is right; a negated action never reads
 * as that action; accents are optional; a reply holding an action word is never other talk.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

const DEV = path.join(path.dirname(fileURLToPath(import.meta.url)), "corpus", "dev");

type Romance = "fr" | "es" | "pt" | "it";

/** What the owner sees happen: the sure actions ("not_yet", "snooze tomorrow"), or "unclear" / "question" / "other". */
function reading(text: string, locale: Romance, summary = SUMMARY[locale]): string {
  return replyOutcome(text, { summary, locale });
}

/** What the reader reaches on the eighth batch (of 67): the floors. */
const RIGHT_EIGHTH: Record<Romance, number> = { fr: 40, es: 36, pt: 42, it: 37 };

const SUMMARY: Record<Romance, string> = {
  fr: "envoyer la facture à Sam",
  es: "enviar la factura a Sam",
  pt: "enviar a fatura ao Sam",
  it: "mandare la fattura a Sam",
};

describe("the development replies", () => {
  // Floors a little under what the reader reaches (fr 191/198, es 186/195, pt 186/192, it 145/152: "ho mandato la bozza, manca la versione finale" is asked about since a part beside a reason is):
  // they fail on a regression, not on one new hard reply. A bare hour that may be morning or evening
  // ("mañana a las 9", "domani alle 9") is asked about, no longer snoozed to a time ZOE cannot place.
  // The one confident mistake left is a reading the label disagrees with: in Portuguese a turned-down
  // option beside a deferral ("não cancela, faço hoje", labelled to be asked, read as a snooze to
  // today). A done beside a not-yet ("fiz o orçamento mas ainda não enviei") is asked about: safe,
  // but a miss against its label.
  it.each([
    ["fr", 195, 0.95, 0],
    ["es", 190, 0.95, 0],
    ["pt", 190, 0.96, 1],
    ["it", 150, 0.95, 0],
  ] as const)("%s: at least %i replies, right at least %d of the time, at most %i acted on wrongly", (lang, replies, right, wrong) => {
    const items = readHeldoutReplies(lang, DEV);
    expect(items.length).toBeGreaterThanOrEqual(replies);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
  });
});

describe("the outsider-style development replies", () => {
  // corpus/dev/replies-<code>-outside.tsv: five made-up people (a teenager on a phone, a formal
  // older person, a non-native speaker, a storyteller, emoji and slang), labelled before the reader
  // ran on them, many of them meant to be asked about (conditionals, someone else's word, irony,
  // partial progress). Floors a little under what the reader reaches (fr 88/133, es 89/126,
  // pt 88/126, it 91/126). The confident mistakes left are readings the labels disagree with, not
  // slips of the lexicon: "not finished but I sent the first part" read as not yet, as the English
  // set labels "done with the intro, still working on the rest" and ack.test.ts "almost done, need
  // one more hour to polish the slides" (fr, pt, it); "lo pagamos a medias" (we go halves) read as
  // half done (es); "hasta el 5 no" read as a snooze to the 5th (es); "I fixed it myself, forget
  // it" read as a drop where the label says done (pt, it); "a gente divide" (we split the cost)
  // read as "break it down" (pt). Since the sixth batch's rules, a part done beside a reason
  // ("hice la mitad, me duele la rodilla") and "facciamo a metà" are asked about, and "la palestra
  // è chiusa" (the gym is closed) is no done. "sarà pronta entro venerdì" is asked about: a
  // forecast is no request to come back (it).
  it.each([
    ["fr", 130, 0.65, 1],
    ["es", 120, 0.69, 2],
    ["pt", 120, 0.68, 3],
    ["it", 120, 0.7, 2],
  ] as const)("%s: at least %i replies, right at least %d of the time, at most %i acted on wrongly", (lang, replies, right, wrong) => {
    const items = readHeldoutReplies(lang, DEV, `replies-${lang}-outside.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(replies);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
  });
});

describe("the third batch of development replies", () => {
  // corpus/dev/replies-<code>-third.tsv: 92 replies a language, written and labelled by a helper who
  // had not written the reader, before it ran on them (phone typing, voice-dictated run-ons, formal
  // letters, one-word answers, the thread named by another word, compound replies, snoozes with many
  // kinds of time phrase, and many replies to be asked about). Floors a little under what the reader
  // reaches (fr 70/92, es 68/92, pt 71/92, it 63/92); nothing is acted on wrongly. Most misses are
  // asked about: a done beside words the lexicon cannot place ("les bouquins sont rendus", the thread
  // named by another word), a stop and its reason in one breath ("laisse tomber j'ai vendu la
  // voiture"), a promise in the present with a time ("je les commande en ligne ce soir").
  it.each([
    ["fr", 0.75],
    ["es", 0.73],
    ["pt", 0.76],
    ["it", 0.68],
  ] as const)("%s: at least 90 replies, right at least %d of the time, none acted on wrongly", (lang, right) => {
    const items = readHeldoutReplies(lang, DEV, `replies-${lang}-third.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(90);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBe(0);
  });
});

describe("the fifth batch of development replies", () => {
  // corpus/dev/replies-<code>-fifth.tsv (64 to 70 a language, written and labelled before the reader
  // ran on them): long polite replies, the thread named by another word, a done with news, the work
  // done by someone else, a stop and its reason without a comma, a deferral with its reason, voice
  // run-ons, laughter. First pass fr 30/70, es 24/65, pt 21/65, it 26/64, none acted on wrongly; now
  // fr 35/70, es 33/65, pt 36/65, it 34/64 (36/36/37/35 before a stop of one word opening its
  // clause, and a stop beside the owner's own doing, were asked about instead; fr 34 since a stop beside
  // a done is: "plus la peine le client a annulé sa commande", where "commande" reads as "commandé").
  // Floors a little under; none may be acted on wrongly.
  it.each([
    ["fr", 0.48],
    ["es", 0.5],
    ["pt", 0.55],
    ["it", 0.53],
  ] as const)("%s: at least 60 replies, right at least %d of the time, none acted on wrongly", (lang, right) => {
    const items = readHeldoutReplies(lang, DEV, `replies-${lang}-fifth.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(60);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBe(0);
  });
});

describe("the sixth batch of development replies", () => {
  // corpus/dev/replies-<code>-sixth.tsv (66 to 68 a language, written and labelled before the reader
  // ran on them): half probes of confidence (an action word negated far from it, conditional, about
  // another thing, in a question, quoted, sarcastic, reported, taken back, a typo that turns one word
  // into another), half ordinary replies in new voices. First pass right fr 38/68, es 36/66 (37 with
  // "los llamo a las 12" labelled as ZOE's noon convention reads it), pt 35/68, it 37/67, acted on
  // wrongly fr 1, es 2 (1), pt 2, it 3: a done beside a "but" clause ("j'ai appelé mais c'était
  // fermé"), an answer taken back ("cancélalo. no, mejor déjalo"), a quoted done. Now fr 42, es 39,
  // pt 38, it 41, none acted on wrongly. Floors a little under.
  it.each([
    ["fr", 0.6],
    ["es", 0.57],
    ["pt", 0.54],
    ["it", 0.59],
  ] as const)("%s: at least 65 replies, right at least %d of the time, none acted on wrongly", (lang, right) => {
    const items = readHeldoutReplies(lang, DEV, `replies-${lang}-sixth.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(65);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBe(0);
  });
});

describe("the eighth batch of development replies", () => {
  // corpus/dev/replies-<code>-eighth.tsv (67 a language, written and labelled before the reader ran on
  // them): six everyday threads (the vet for the cat, a birthday card, cancelling a phone plan, a flat
  // bike tyre, a borrowed drill, the school canteen) in styles the earlier batches lack: one-word answers
  // and emoji, "c'est bon" / "ya está" / "já foi" / "fatto", slang and regional forms, missing accents,
  // reported speech, questions back, double punctuation. First pass right / acted on wrongly: fr 37 / 2,
  // es 32 / 2, pt 37 / 2, it 32 / 1 (then a remark on the weather in pt and it relabelled other: written as
  // the French line's translation, it had lost the French line's "to think about that"). Floors at what
  // the reader reaches now; none acted on wrongly.
  it.each([
    ["fr", RIGHT_EIGHTH.fr],
    ["es", RIGHT_EIGHTH.es],
    ["pt", RIGHT_EIGHTH.pt],
    ["it", RIGHT_EIGHTH.it],
  ] as const)("%s: 67 replies, at least %i right, none acted on wrongly", (lang, right) => {
    const items = readHeldoutReplies(lang, DEV, `replies-${lang}-eighth.tsv`);
    expect(items.length).toBe(67);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBe(0);
  });
});

describe("a question about the thread's day, a cancelling thread's own verb, a report by someone unnamed, steps after a colon", () => {
  it.each([
    // The day asked about is no deferral; a time proposed ("demain ?", "tu peux me relancer demain ?") still is one.
    ["fr", "c'est pour aujourd'hui ??", "prendre rendez-vous chez le véto", "question"],
    ["es", "es para hoy??", "pedir cita en el veterinario", "question"],
    ["pt", "é pra hoje??", "marcar consulta no veterinário", "question"],
    ["fr", "tu peux me relancer demain ?", "prendre rendez-vous chez le véto", "snooze demain"],
    // The thread is a cancelling: its verb's participle says it is done, never "stop tracking it".
    ["fr", "c'est résilié", "résilier l'abonnement téléphone", "done"],
    ["pt", "plano cancelado", "cancelar o plano do celular", "done"],
    // "me quedo" (I keep it) is no "quedó" (it got done).
    ["es", "al final me quedo", "dar de baja la línea del móvil", "other"],
    // Reported speech without its subject, as these languages drop it: asked about.
    ["it", "dice che è pronta venerdì", "riparare la gomma della bici", "unclear"],
    ["es", "dice que ya está", "mandar el presupuesto a la clienta", "unclear"],
    ["pt", "diz que já foi", "mandar o orçamento para a cliente", "unclear"],
    // A thought asked without its subject is a question back, as before.
    ["pt", "acha que eu devia chamar outro?", "chamar o eletricista", "question"],
    // A question word inside a clause put as a question: a question back, whatever action word is in it.
    ["fr", "c'est quelle perceuse ?? j'en ai deux", "rendre la perceuse à Julien", "question"],
    ["es", "hasta cuándo tengo??", "mandar el presupuesto a la clienta", "question"],
    ["it", "fatto cosa? l'invio o il pagamento?", "mandare la fattura a Sam", "question"],
    // "ni" / "nem" before a past verb: not even, a "not yet".
    ["es", "ni tuve tiempo", "dar de baja la línea del móvil", "not_yet"],
    ["pt", "nem deu tempo", "cancelar o plano do celular", "not_yet"],
    ["pt", "nem um nem outro", "cancelar o plano do celular", "unclear"],
    // An Italian participle agrees with the pronoun before it; "quand'è" asks when.
    ["it", "non l'ho pagata", "pagare la mensa dei bambini", "not_yet"],
    ["it", "non li ho spediti", "spedire i pacchi", "not_yet"],
    ["it", "quand'è il suo compleanno??", "mandare il biglietto di auguri alla nonna", "question"],
    // A breakdown asked for, then its steps after a colon.
    ["fr", "découpe en étapes : trouver le contrat, appeler, renvoyer la box", "résilier l'abonnement téléphone", "breakdown"],
    ["pt", "divide em etapas: achar o contrato, ligar, devolver o modem", "cancelar o plano do celular", "breakdown"],
  ] as const)("%s: '%s' -> %s", (locale, text, summary, want) => {
    expect(reading(text, locale, summary)).toBe(want);
  });
});

describe("an answer qualified, taken back or quoted is asked about, never acted on", () => {
  it.each([
    // The thread's verb done, then a "but" the reader cannot read: the call may have failed.
    ["fr", "appeler le garage", "j'ai appelé mais c'était fermé", "unclear"],
    ["pt", "ligar para a oficina", "liguei mas estava fechado", "unclear"],
    ["it", "chiamare l'officina", "ho chiamato ma era chiuso", "unclear"],
    ["fr", "appeler le garage", "j'ai appelé", "done"],
    // An answer, then a no that takes it back.
    ["es", "enviar la factura a Sam", "cancélalo. no, mejor déjalo, la hago yo", "unclear"],
    ["pt", "enviar a fatura ao Sam", "cancela. não, deixa, eu faço", "unclear"],
    ["es", "enviar la factura a Sam", "déjalo, no corre prisa", "stop"],
    // Someone's words in quotation marks.
    ["it", "mandare la fattura a Sam", '"fatto" mi ha detto, ma controllo', "unclear"],
    ["fr", "envoyer la facture à Sam", "« c'est fait » il dit, je vérifie", "unclear"],
    // A part done, and a reason that may say the rest never will be.
    ["es", "ir al gimnasio", "hice la mitad, me duele la rodilla", "unclear"],
    ["it", "andare in palestra", "ho fatto metà, mi fa male il ginocchio", "unclear"],
    // A place closed is no done.
    ["it", "andare in palestra", "la palestra è chiusa per lavori", "other"],
    ["it", "mandare la fattura a Sam", "è pagata", "done"],
    // A drop for today only puts it off.
    ["fr", "envoyer la facture à Sam", "laisse tomber pour aujourd'hui", "unclear"],
    ["it", "mandare la fattura a Sam", "lascia perdere per oggi", "unclear"],
    // "hoy" is short, but it is Spanish's own word for today, no weekday's short form.
    ["es", "enviar la factura a Sam", "déjalo por hoy", "unclear"],
    ["es", "enviar la factura a Sam", "olvídalo hoy", "unclear"],
    ["fr", "envoyer la facture à Sam", "laisse tomber", "stop"],
    // Dismay before a no is still a no.
    ["fr", "envoyer la facture à Sam", "oups non", "not_yet"],
    ["pt", "enviar a fatura ao Sam", "ih não", "not_yet"],
  ] as const)("%s, '%s': %j -> %s", (locale, summary, text, want) => {
    expect(reading(text, locale, summary)).toBe(want);
  });
});

describe("what the owner sees when another did the work, news comes with a done, or a reason comes without a comma", () => {
  it.each([
    // The other person after the verb, and the verb in the third person.
    ["es", "enviar la factura a Sam", "lo hizo mi jefe", "done"],
    ["it", "pagare la bolletta della luce", "l'ha pagata la mia collega", "done"],
    ["pt", "levar o carro à oficina", "o meu pai levou", "done"],
    ["fr", "envoyer la facture à Sam", "il l'a fait", "done"],
    // ...but never a question, nor what another says.
    ["es", "enviar la factura a Sam", "lo hizo mi jefe?", "question"],
    ["it", "pagare la bolletta della luce", "mio marito dice che l'ha pagata", "unclear"],
    ["pt", "marcar a revisão do carro", "o meu marido diz que já marcou", "unclear"],
    // News after a done said whole; news joined by "but" or set before it may take the done back.
    ["es", "enviar la factura a Sam", "enviada, Sam dice gracias", "done"],
    ["pt", "enviar a fatura ao Sam", "mandei, o Sam agradeceu, e a impressora pifou de novo", "done"],
    ["es", "enviar la factura a Sam", "enviada, pero Sam dice que no le llegó", "unclear"],
    ["fr", "envoyer la facture à Sam", "envoyée, si Sam l'a bien reçue", "unclear"],
    // A stop, its reason in the same breath; the steps after a breakdown.
    ["pt", "levar o carro à oficina", "vendi o carro entao pode apagar", "stop"],
    // A reason holding a time ("en diez minutos") is no mere reason.
    ["es", "comprar las entradas del concierto", "se agotaron en diez minutos olvídalo", "unclear"],
    // A stop of one word opening its clause may have its object after it ("cancel the dentist
    // appointment", another thread): asked, not read as a reason.
    ["it", "chiamare l'assicurazione", "cancella ho cambiato assicurazione", "unclear"],
    ["it", "chiamare l'assicurazione", "lascia perdere la polizza è scaduta", "stop"],
    // A time to come beside a stop may be when the owner does it after all: asked, never dropped.
    ["es", "enviar la factura a Sam", "olvídalo lo hago mañana", "unclear"],
    ["es", "renovar el DNI", "divídelo en pasos: cita, fotos y papeles", "breakdown"],
    // A time and its reason; a second day in the reason is asked about; "que viene" is part of the time.
    ["es", "renovar el DNI", "pasado mañana que tengo el día libre", "snooze pasado mañana"],
    ["es", "enviar la factura a Sam", "el viernes que el jueves estoy de viaje", "unclear"],
    ["es", "enviar la factura a Sam", "el viernes que viene", "snooze el viernes que viene"],
    // "à tarde" alone is this afternoon.
    ["pt", "enviar a fatura ao Sam", "à tarde", "snooze hoje à tarde"],
  ] as const)("%s: %s, '%s' -> %s", (locale, summary, text, want) => {
    expect(reading(text, locale, summary)).toBe(want);
  });
});

describe("a time only partly understood is asked about, never applied", () => {
  it.each([
    ["es", "mañana a las 9"],
    ["it", "domani alle 9"],
    ["it", "ne ho riportati metà, gli altri li porto nel weekend"],
    ["pt", "devolvi metade, o resto devolvo no fim de semana"],
    ["fr", "j'ai payé... enfin je crois"],
    ["es", "lo pagué... creo"],
  ] as const)("%s: '%s' is asked about", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });

  it.each([
    ["it", "a fine settimana", "snooze a fine settimana", SUMMARY.it],
    ["fr", "rdv pris pour mardi", "done", "prendre rendez-vous chez le garagiste"],
    ["it", "appuntamento preso per giovedì", "done", "prendere appuntamento dal dentista"],
    ["es", "cita pedida para el jueves", "done", "pedir cita con el dentista"],
    ["es", "dentro de una horita", "snooze dentro de una horita", SUMMARY.es],
    ["fr", "trop crevé aujourd'hui", "not_yet", SUMMARY.fr],
  ] as const)("%s: '%s' -> %s", (locale, text, want, summary) => {
    expect(reading(text, locale, summary)).toBe(want);
  });
});

describe("a stop with its reason, a done with how it was done", () => {
  it.each([
    ["es", "olvídalo, vendí el coche", "llevar el coche al taller", "stop"],
    ["fr", "supprime, le projet est mort", "préparer la présentation client", "stop"],
    ["it", "lascia stare, ho venduto la macchina", "prenotare il tagliando della macchina", "stop"],
    ["pt", "a vizinha deu-me um saco, já não é preciso", "comprar ração para o gato", "stop"],
    // A reason with a time, a hedge or the thread's own verb in the past is no mere reason.
    ["es", "olvídalo, lo hago mañana", "llevar el coche al taller", "unclear"],
    ["fr", "laisse tomber, je l'ai appelé hier", "appeler le plombier", "unclear"],
    ["es", "pagado por transferencia 👍", "pagar el comedor del colegio", "done"],
    ["it", "pagata con bonifico", "pagare la mensa della scuola", "done"],
    ["es", "hecho si me coge el teléfono", "llamar al fontanero", "unclear"],
    // The particle after a done-verb opens its recipient: the object is the thread, unless the
    // thread has a recipient of its own and this is another.
    ["fr", "finie et envoyée au boss", "préparer la présentation client", "done"],
    ["it", "finita e mandata al capo", "preparare la presentazione per il cliente", "done"],
    ["fr", "envoyée à Marc", "envoyer la facture à Sam", "unclear"],
    ["es", "enviada a Sam", "enviar la factura a Sam", "done"],
  ] as const)("%s: '%s' -> %s", (locale, text, summary, want) => {
    expect(reading(text, locale, summary)).toBe(want);
  });
});

describe("what a reply says beside its answer can take it back", () => {
  it.each([
    ["fr", "oui oui c'est fait 🙄"],
    ["es", "ya está todo pagado 🙄"],
    ["pt", "já tá feito 🙃"],
    ["it", "fatto, certo 🙄"],
  ] as const)("%s: irony ('%s') is asked about", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });

  it.each([
    ["fr", "mon voisin dit qu'il l'a envoyée"],
    ["es", "mi hermana dice que ya la envió"],
    ["pt", "a minha irmã disse que já enviou"],
    ["it", "mia sorella dice che l'ha già mandata"],
  ] as const)("%s: someone else's word ('%s') is no done", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });

  it.each([
    ["es", "la mía sí, la de Sam todavía no"],
    ["pt", "a minha sim, a do Sam ainda não"],
    ["it", "la mia sì, quella di Sam non ancora"],
  ] as const)("%s: a part done beside a part not done ('%s') is asked about", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });

  it.each([
    ["fr", "j'ai envoyé un mail à Sam pour autre chose"],
    ["es", "le mandé un correo a Sam por otra cosa"],
    ["it", "ho mandato una mail a Sam per un'altra cosa"],
  ] as const)("%s: the thread's verb said of something else ('%s') is no done", (locale, text) => {
    expect(reading(text, locale)).not.toMatch(/done/);
  });
});

describe("a negated action never reads as that action", () => {
  it.each([
    ["fr", "pas fait"],
    ["fr", "je l'ai pas encore envoyée"],
    ["fr", "c'est pas réglé"],
    ["fr", "j'ai pas eu le temps"],
    ["es", "no lo he hecho"],
    ["es", "no está listo"],
    ["es", "nunca lo hice"],
    ["es", "no tuve tiempo"],
    ["pt", "não fiz"],
    ["pt", "não está pronto"],
    ["pt", "ainda não terminei"],
    ["pt", "não deu tempo"],
    ["it", "non l'ho fatto"],
    ["it", "non è pronto"],
    ["it", "mai fatto"],
    ["it", "non ho avuto tempo"],
  ] as const)("%s: '%s' is not yet, never done", (locale, text) => {
    expect(reading(text, locale)).toBe("not_yet");
  });

  it.each([
    ["fr", "ne le reporte pas"],
    ["fr", "n'annule pas, je m'en occupe"],
    ["fr", "n'arrête pas de me le rappeler"],
    ["es", "no lo canceles"],
    ["es", "no lo pospongas, lo hago ahora"],
    ["es", "no dejes de recordármelo"],
    ["pt", "não cancela"],
    ["pt", "não adies, vou fazer agora"],
    ["pt", "não esquece de me lembrar amanhã"],
    ["it", "non cancellarlo"],
    ["it", "non rimandarlo, lo faccio oggi"],
    ["it", "non smettere di ricordarmelo"],
  ] as const)("%s: '%s' is asked about, never acted on", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });
});

describe("accents are optional", () => {
  it.each([
    ["fr", "déjà fait", "deja fait", "done"],
    ["fr", "arrête de me le rappeler", "arrete de me le rappeler", "stop"],
    ["fr", "c'est réglé", "c'est regle", "done"],
    ["es", "todavía no", "todavia no", "not_yet"],
    ["es", "recuérdamelo mañana", "recuerdamelo manana", "snooze mañana"],
    ["es", "olvídalo", "olvidalo", "stop"],
    ["pt", "ainda não", "ainda nao", "not_yet"],
    ["pt", "já está", "ja esta", "done"],
    ["pt", "concluído", "concluido", "done"],
    ["it", "più tardi", "piu tardi", "snooze"],
    ["it", "già fatto", "gia fatto", "done"],
    ["it", "chiedimelo venerdì", "chiedimelo venerdi", "snooze venerdì"],
  ] as const)("%s: '%s' and '%s'", (locale, accented, plain, want) => {
    // The date is kept as typed ("mañana" or "manana"): the due grammar reads both alike.
    const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");
    expect(fold(reading(accented, locale))).toBe(fold(want));
    expect(fold(reading(plain, locale))).toBe(fold(want));
  });
});

describe("an action word is never other talk", () => {
  it.each([
    ["fr", "il faut que je le reporte encore"],
    ["fr", "faudrait que je l'envoie"],
    ["fr", "je me demande si je devrais annuler"],
    ["es", "creo que lo voy a posponer otra vez"],
    ["es", "tendría que enviarlo"],
    ["es", "igual lo cancelo"],
    ["pt", "acho que vou adiar de novo"],
    ["pt", "tenho de enviar isso"],
    ["pt", "se calhar cancelo"],
    ["it", "forse lo rimando ancora"],
    ["it", "devo ancora mandarla"],
    ["it", "magari lo cancello"],
  ] as const)("%s: '%s' is asked about", (locale, text) => {
    expect(reading(text, locale)).toBe("unclear");
  });

  it("talk without an action word is still other talk, and a new request no answer", () => {
    expect(reading("j'ai faim", "fr")).toBe("other");
    expect(reading("tengo hambre", "es")).toBe("other");
    expect(reading("estou com fome", "pt")).toBe("other");
    expect(reading("ho fame", "it")).toBe("other");
    expect(reading("rappelle-moi d'acheter du lait ce soir", "fr")).not.toMatch(/snooze|done|stop/);
  });
});

describe("clear answers said as people type them on a phone (the eleventh batch's rules)", () => {
  it.each([
    // A time, then how: the time is the answer.
    ["fr", "déposer le colis à La Poste", "ce soir en rentrant", "snooze ce soir"],
    ["it", "pagare il bollo della macchina", "domani senza meno", "snooze domani"],
    // Portugal's "next week", Brazil's "later" and "pro", central Italy's "mo nun".
    ["pt", "renovar a carta de condução", "para a semana", "snooze para a semana"],
    ["pt", "devolver o livro à Marta", "logo mais", "snooze"],
    ["it", "portare il cane a fare il vaccino", "mo nun posso, stasera", "snooze stasera"],
    // Off the list, and "no more reminders", in other verbs.
    ["es", "ordenar el trastero", "quítalo de la lista", "stop"],
    ["pt", "pagar o IPTU", "não quero mais lembretes disso", "stop"],
    ["it", "chiamare l'idraulico per il lavandino", "non mi ricordare più sta cosa", "stop"],
    // A formal confirmation, and the thread named by its noun.
    ["fr", "envoyer les photos du mariage à Claire", "Bonjour, je vous confirme que les photos ont bien été transmises à Claire. Bonne journée", "done"],
    ["fr", "inscrire Léo au judo", "inscription faite 🥋", "done"],
  ] as const)("%s: '%s' / %j -> %s", (locale, summary, text, want) => {
    expect(replyOutcome(text, { summary, locale })).toBe(want);
  });

  it.each([
    // "quase" before another word says something else is near, not that the work is almost done.
    ["pt", "pagar o IPTU", "paguei agora pelo app, tava quase vencendo"],
    // Fixed it by myself beside a stop: done, or dropped, is a guess.
    ["it", "chiamare l'idraulico per il lavandino", "aggiustato da solo, lascia perdere l'idraulico"],
  ] as const)("%s: '%s' / %j is asked about, not acted on", (locale, summary, text) => {
    expect(replyOutcome(text, { summary, locale })).toBe("unclear");
  });
});

describe("clear answers the twelfth batch still found asked (a sum after a done, a reason after a later, cheering a stop, polite deferrals)", () => {
  it.each([
    // A sum or a file's number in the news after a done is what was paid or filed, not a time.
    ["fr", "commander les médicaments de papa", "c'est fait, 43,80 € avec la franchise", "done"],
    ["es", "pagar la cuota del club", "pagada, 35 euros", "done"],
    // A bare "not yet" or "not now", then only its reason, with or without a comma.
    ["es", "dar parte al seguro por la inundación", "Todavía no, espero el informe del vecino de arriba", "not_yet"],
    ["pt", "fazer a encomenda ao fornecedor", "agora não, a loja está cheia", "snooze"],
    // Cheering beside a stop cheers the stop, in whichever language the reply looks like.
    ["fr", "réviser le contrôle de maths", "le contrôle est annulé 🎉🎉 supprime", "stop"],
    ["it", "studiare per la verifica di chimica", "la verifica è saltata 🎉🎉 toglilo", "stop"],
    // Postponing and dropping in the imperative with a pronoun, and a teenager's reassurance.
    ["it", "ridipingere la vetrina del negozio", "scartalo", "stop"],
    ["pt", "cobrar o cliente Moreira", "deixa pra depois", "snooze"],
    ["fr", "réviser le contrôle de maths", "c fé", "done"],
    // A time, then the shop's closing: the time is the answer.
    ["it", "fare l'ordine al fornitore", "stasera alla chiusura", "snooze stasera"],
  ] as const)("%s: '%s' / %j -> %s", (locale, summary, text, want) => {
    expect(replyOutcome(text, { summary, locale })).toBe(want);
  });

  it.each([
    // A part done, then a reason: the rest may be given up.
    ["fr", "aller à la salle de sport", "j'ai fait la moitié de la séance, genou en vrac"],
    // After "but" comes a plan with its own day, not a reason.
    ["it", "comprare il regalo per Sofia", "non ancora ma sabato passo al centro commerciale"],
    // A number that is no sum beside a done may be the date of what was done.
    ["es", "llamar al dentista", "hecho, me cambiaron la cita al 14"],
    // Cheering with no stop in the reply is still a done only where the words say so.
    ["es", "estudiar para el examen de física", "han suspendido el examen 🎉🎉"],
  ] as const)("%s: '%s' / %j is asked about, not acted on", (locale, summary, text) => {
    expect(replyOutcome(text, { summary, locale })).not.toMatch(/^(?:done|stop|not_yet|snooze)/);
  });
});
