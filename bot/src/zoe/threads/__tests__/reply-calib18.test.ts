/**
 * A reader that is never confidently wrong (issue 34, probe round 18): the thirty-first batch of development replies
 * (corpus/dev/replies-<code>-thirty-first.tsv, 50 per language), written and labelled on 7 December 2026 before the
 * reader ran on them, weighted to shapes earlier batches wrote less: answers with no verb ("all sorted 👍", "nope,
 * tmrw"), progress with numbers or parts ("2 of 3 invoices sent", "only the cover letter left"), the thread named by a
 * synonym or a pronoun ("lo de hacienda ya está"), a later time given loosely ("when the kids are asleep", "nach
 * Feierabend", "à la rentrée"), stop or drop said indirectly ("they cancelled so forget it", "hat sich erledigt"),
 * regional forms (pt-BR and pt-PT, Latin-American Spanish, Swiss German, Belgian French, Flemish), and replies that
 * look like an answer but ask back ("isn't that due next week?", "wait which invoice").
 *
 * First pass (right / confidently wrong / asked instead, of 50): en 42/0/7, de 35/1/12, fr 26/0/19, es 34/2/12,
 * pt 34/1/13, it 36/0/12, nl 36/0/12: 243 of 350 right, 4 acted on wrongly (the choice handed back beside a "don't
 * mind", "mir egal, wie du meinst", "me da igual, lo que tú veas", "tanto faz, você que sabe", read as a drop; "eso no
 * es para la semana que viene?" read as a snooze to next week).
 * After: the choice handed back to ZOE (the packs' new `caution.deference`) is asked; a negated "is it not then?" about
 * a time is a question back; a count of the whole ("2 of 3") is a sure part of the work; a telling forgotten ("sorry
 * forgot to tell you") is no forgetting of the thread; the rest named ("only the cover letter left", "nur noch das
 * Anschreiben", "plus que la lettre", "manca solo la lettera", "alleen de brief nog") is not done yet; "pas avant
 * vendredi", "non prima di venerdì", "só na sexta" are not yet, then; a time's "first thing" adds nothing to it;
 * "warte immer noch auf", "se encargó", "hak het op" joined their lexicons: 269 of 350 right, none acted on wrongly.
 * Taken back: bedtime as this evening ("when the kids are asleep": reply-breadth10 pins that no time is guessed from a
 * circumstance, and it bent "rappelle-moi à 20h quand les petits dorment"); the rest named in Spanish and Portuguese
 * ("falta la carta", "faltam dois slides acabo à tarde" lost its afternoon, and the second held-out set gained a
 * confident mistake in each).
 * Left, asked or handed on: doubled yeses ("jo jo", "jaja", "ouais ouais": a yes or a brush-off), a count beside a
 * clause the lexicon does not know, the thread named by another matter ("das mit der Bank ist geklärt"), a call said
 * as talking ("vu avec eux ce matin"), seasons no date can be fixed for ("à la rentrée": labelled unclear, read as
 * other talk), questions back typed as statements with "already" ("hab ich das nicht schon geschickt?": asked rather
 * than handed on), an echo of the thread before the answer ("Gym? war seit Wochen nicht mehr dort").
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 50,
    right: 44,
    known: [
      "yep yep",
      "2 of 3 invoices sent, last one needs a PO number",
      "when the kids are asleep",
      "end of the month, thats when i get paid",
      "after the holidays probs",
      "3 of 4 wrapped the last one comes friday",
    ],
  },
  de: {
    count: 50,
    right: 39,
    known: [
      "jo jo",
      "2 von 3 Rechnungen raus, bei der letzten fehlt die Bestellnummer",
      "das mit der Bank ist geklärt",
      "hab heute früh mit denen geredet, passt alles",
      "wenn die Kinder schlafen",
      "nach den Ferien wahrscheinlich",
      "hab ich das nicht schon geschickt?",
      "3 von 4 eingepackt das letzte kommt freitag",
      "Gym? war seit Wochen nicht mehr dort lol",
      "ja alle 5 geschickt",
      "hab das mit denen geregelt",
    ],
  },
  fr: {
    count: 50,
    right: 31,
    known: [
      "ouais ouais",
      "bof non",
      "2 factures sur 3 envoyées, il manque le numéro de commande pour la dernière",
      "vu avec eux ce matin, tout est ok",
      "quand les petits dorment",
      "fin du mois, c'est là que je suis payé",
      "à la rentrée",
      "je l'ai pas déjà envoyé ?",
      "je devais appeler qui déjà",
      "3 sur 4 emballés le dernier arrive vendredi",
      "la salle ? j'y ai pas mis les pieds depuis des semaines mdr",
      "j'attends toujours qu'ils me rappellent",
      "de toute façon c'est complet, oublie",
      "je peux pas, j'attends encore la carte grise",
      "au fait tu peux me rappeler d'acheter du lait",
      "bah vire-le",
      "oui envoyé les 5",
      "oh non encore oublié, ce soir quand les enfants seront couchés",
      "c'est arrangé avec la banque",
    ],
  },
  es: {
    count: 50,
    right: 37,
    known: [
      "2 de 3 facturas enviadas, a la última le falta el número de pedido",
      "solo me falta la carta de presentación",
      "lo de hacienda ya está",
      "ya hablé con ellos esta mañana, todo bien",
      "cuando los niños se duerman",
      "a fin de mes, que es cuando cobro",
      "no se lo mandé ya?",
      "3 de 4 envueltos el último llega el viernes",
      "el gym? hace semanas que no voy jaja",
      "igual ya está lleno, déjalo",
      "oye recuérdame comprar leche",
      "mi novio se encargó",
      "sí mandé las 5",
    ],
  },
  pt: {
    count: 50,
    right: 38,
    known: [
      "2 de 3 faturas enviadas, falta o número do pedido na última",
      "só falta a carta de apresentação",
      "o assunto do banco já está tratado",
      "quando as crianças dormirem",
      "já não interessa, vou mudar de casa",
      "eu já não mandei?",
      "ainda nao faco hoje a noite",
      "3 de 4 embrulhados o último chega sexta",
      "o ginásio? há semanas que não vou lá ahah",
      "já tá lotada mesmo, tira isso",
      "ah me lembra de comprar leite",
      "sim mandei os 5",
    ],
  },
  it: {
    count: 50,
    right: 41,
    known: [
      "2 fatture su 3 mandate, per l'ultima manca il numero d'ordine",
      "la cosa della banca è sistemata",
      "sentiti stamattina, tutto ok",
      "quando i bimbi dormono",
      "ma non l'avevo già mandato?",
      "3 su 4 incartati l'ultimo arriva venerdì",
      "la palestra? non ci vado da settimane ahah",
      "ci ha pensato il mio ragazzo",
      "sì mandate tutte e 5",
    ],
  },
  nl: {
    count: 50,
    right: 39,
    known: [
      "jaja",
      "2 van de 3 facturen verstuurd, bij de laatste mist het ordernummer",
      "halverwege 💪",
      "dat gedoe met de bank is rond",
      "vanochtend met ze gesproken, alles oké",
      "als de kinderen slapen",
      "na de vakantie",
      "heb ik die niet al gestuurd?",
      "3 van de 4 ingepakt de laatste komt vrijdag",
      "ja alle 5 gestuurd",
      "met hen in orde gebracht",
    ],
  },
};

describe("the thirty-first batch of development replies: verbless answers, parts, loose times, indirect drops", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-thirty-first.tsv`, BATCH[lang]);
  });
});

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // The choice handed back is asked, whatever drop word stands beside it; a drop word alone stays a drop.
  ["de", "die Schuppentür reparieren", "mir egal, wie du meinst", UNTOUCHED],
  ["pt", "consertar a porta", "tanto faz, você que sabe", UNTOUCHED],
  ["fr", "réparer la porte", "bof comme tu veux", ["unclear"]],
  ["de", "die Schuppentür reparieren", "egal", ["stop"]],
  // A negated "is it not then?" asks back; a bare "no" before a time still answers.
  ["es", "entregar la hoja de horas", "eso no es para la semana que viene?", ["question"]],
  ["pt", "entregar a folha de ponto", "não é pra segunda?", ["question"]],
  ["es", "entregar la hoja de horas", "no, el viernes?", ["not_yet+snooze"]],
  // A count of the whole, fewer than all, is a sure part; all of them is no part.
  ["en", "send the invoices to the client", "2 of 3 invoices sent", ["not_yet"]],
  ["en", "send the invoices to the client", "3 of 3 sent", UNTOUCHED],
  // A telling forgotten is no forgetting of the thread; forgetting the thread still is.
  ["es", "pedir cita con el fisio", "sí lo hice esta mañana perdón se me olvidó decirte", ["done"]],
  ["en", "book the physio", "forgot", ["not_yet"]],
  // The rest named is not done yet; a step of another's after "falta" is not read.
  ["it", "finire la candidatura", "manca solo la lettera di presentazione", ["not_yet"]],
  ["es", "mandar el formulario", "solo falta que me lo confirmen", UNTOUCHED],
  // "Not before friday": not yet, then.
  ["fr", "payer la facture d'eau", "pas avant vendredi", ["not_yet+snooze"]],
];

describe("the thirty-first batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});
