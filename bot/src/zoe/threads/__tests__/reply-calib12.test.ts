/**
 * A reader that is never confidently wrong (issue 34, probe round 12): the twenty-fifth batch of development replies
 * (corpus/dev/replies-<code>-twenty-fifth.tsv, 45 per language), written and labelled on 6 December 2026 before the
 * reader ran on them, weighted to what the eleventh round left missed: someone else did it ("Tom paid it yesterday",
 * "my wife sorted it", "kids did it"), compound replies (a done and a change to another thread, a done and the other
 * person's time), a reminder request as the reply (for this thread a snooze, for another task other talk), plural
 * done ("both done", "fait les deux", "os dois feitos"), a done with its result ("sent, waiting for his answer"), and
 * look-alikes (another's promise, one of two done, tried but closed, written but not sent).
 *
 * First pass (right / confidently wrong / asked instead, of 45): en 28/0/16, de 18/1/23, fr 23/0/20, es 21/0/22,
 * pt 19/0/24, it 22/0/21, nl 21/0/21: 152 of 315 right, 1 acted on wrongly ("erinner mich Sonntag, Mama anzurufen"
 * under "Wasserrechnung bezahlen" read as a snooze of the bill to Sunday).
 * After (threads/reply.ts `requestOfItsOwn`: the time, a comma, then a task without a joiner is the task's time):
 * 152 of 315, none acted on wrongly. The children as the doer in the packs' `others` ("kids did it": 156 right) was
 * taken back: "heute Abend wenn die Kinder schlafen" (a snooze) was then asked about.
 * Left (asked about, named below): a named person's done ("Tom paid it yesterday"), done words in the plural ("os dois
 * feitos", "fait les deux"), a done with its result or the other person's time ("called, new card's on its way"), a
 * done beside a change to another thread, a reminder for this thread with the thing as a pronoun ("remind me to call
 * her on sunday"), and "called but they were closed" (a not yet the reader does not place).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about); none is acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[] }> = {
  en: {
    count: 45,
    right: 28,
    known: [
      "Tom paid it yesterday",
      "neighbour grabbed it for me 🙏",
      "kids did it",
      "my husband renewed it online last night",
      "called him, he's coming tomorrow at 9",
      "done! also remind me to call dad tonight",
      "spoke to them, car's ready friday",
      "remind me to call her on sunday",
      "remind me on sunday to call mum",
      "remind me tomorrow to return them",
      "all back 👍",
      "one's sent, other one tomorrow",
      "neither yet",
      "sent, waiting for his answer",
      "asked, he'll drop it round tomorrow",
      "called but they were closed",
      "the rain did it for me 😂",
    ],
  },
  de: {
    count: 45,
    right: 18,
    known: [
      "Tom hat sie gestern bezahlt",
      "meine Schwester hat uns schon einen gekauft",
      "mein Mitbewohner hat ihn heut früh angerufen",
      "Nachbarin hats mir mitgebracht 🙏",
      "haben die Kinder gemacht",
      "mein Mann hat sie gestern abend online verlängert",
      "meine Frau kümmert sich drum",
      "verschickt, und schieb den Zahnarzt auf Donnerstag",
      "hab ihn erreicht, er kommt morgen um 9",
      "erledigt! erinner mich noch heut abend Papa anzurufen",
      "bezahlt. kannst du das Fitnessstudio auf Samstag verschieben",
      "Termin ist am 14.",
      "hab mit denen gesprochen, Auto ist Freitag fertig",
      "erinner mich Sonntag, Mama anzurufen",
      "erinner mich am Sonntag dran sie anzurufen",
      "erinner mich Sonntag, Mama anzurufen",
      "erinner mich morgen Milch zu kaufen",
      "alle zurück 👍",
      "eine ist raus, die andere morgen",
      "noch keine von beiden",
      "gefragt, er bringt ihn morgen vorbei",
      "angerufen aber die hatten zu",
      "muss ich noch machen",
      "hat der Regen für mich erledigt 😂",
      "teil mir das auf",
      "macht mein Mann, kannst du von meiner Liste nehmen",
      "hat Acme die letzte eigentlich bezahlt?",
    ],
  },
  fr: {
    count: 45,
    right: 23,
    known: [
      "ma sœur nous en a déjà acheté une",
      "mon coloc l'a appelé ce matin",
      "la voisine me l'a ramené 🙏",
      "les enfants l'ont fait",
      "mon mari l'a renouvelée en ligne hier soir",
      "envoyée, et décale le dentiste à jeudi",
      "je l'ai eu, il vient demain à 9h",
      "fait ! rappelle-moi aussi d'appeler papa ce soir",
      "payée. tu peux décaler la salle de sport à samedi",
      "rdv pris pour le 14",
      "je les ai eus, la voiture est prête vendredi",
      "rappelle-moi dimanche d'appeler maman",
      "fait les deux",
      "une est partie, l'autre demain",
      "aucune des deux pour l'instant",
      "appelé, la nouvelle carte est en route",
      "demandé, il me les dépose demain",
      "appelé mais c'était fermé",
      "faut encore que je le fasse",
      "la pluie l'a fait pour moi 😂",
      "mon mari va le faire, tu peux l'enlever de ma liste",
      "Acme a payé la dernière au fait ?",
    ],
  },
  es: {
    count: 45,
    right: 21,
    known: [
      "la pagó Tom ayer",
      "mi compañero de piso lo llamó esta mañana",
      "me lo trajo la vecina 🙏",
      "la sacaron los niños",
      "mi marido lo renovó anoche por internet",
      "enviada, y pásame el dentista al jueves",
      "hablé con él, viene mañana a las 9",
      "hecho! recuérdame también llamar a papá esta noche",
      "hablé con ellos, el coche está listo el viernes",
      "recuérdame el domingo llamar a mamá",
      "recuérdame comprar leche mañana",
      "ambas cosas hechas",
      "todos devueltos 👍",
      "una enviada, la otra mañana",
      "solicitado, dicen que 2 semanas",
      "llamé, la tarjeta nueva ya viene de camino",
      "se la pedí, me la trae mañana",
      "llamé pero estaba cerrado",
      "lo escribí pero no lo mandé aún",
      "no la saqué, mañana por la mañana",
      "la lluvia lo hizo por mí 😂",
      "divídemelo en pasos",
      "lo hace mi marido, quítalo de mi lista",
      "la llamé, te manda saludos",
    ],
  },
  pt: {
    count: 45,
    right: 19,
    known: [
      "o Tom pagou ontem",
      "minha irmã já comprou uma pra gente",
      "meu colega de casa ligou pra ele hoje cedo",
      "a vizinha pegou pra mim 🙏",
      "as crianças levaram",
      "meu marido renovou ontem à noite pela internet",
      "falei com ele, vem amanhã às 9",
      "feito! me lembra também de ligar pro meu pai hoje à noite",
      "falei com eles, o carro fica pronto sexta",
      "me lembra de ligar pra ela no domingo",
      "me lembra domingo de ligar pra mãe",
      "me lembra amanhã de devolver eles",
      "os dois feitos",
      "nenhuma ainda",
      "pedi, disseram 2 semanas",
      "liguei, o cartão novo já tá a caminho",
      "pedi, ele traz amanhã",
      "liguei mas tava fechado",
      "escrevi mas ainda não mandei",
      "ainda preciso fazer",
      "não levei, amanhã de manhã",
      "a chuva fez isso por mim 😂",
      "esquece, consegui o emprego 🎉",
      "meu marido vai fazer, pode tirar da minha lista",
      "a Acme chegou a pagar a última?",
      "liguei, ela mandou um beijo",
    ],
  },
  it: {
    count: 45,
    right: 22,
    known: [
      "l'ha pagata Tom ieri",
      "ci ha pensato mia moglie",
      "mia sorella ce ne ha già comprato uno",
      "mio marito l'ha rinnovata ieri sera online",
      "mandata, e sposta il dentista a giovedì",
      "l'ho sentito, viene domani alle 9",
      "fatto! ricordami anche di chiamare papà stasera",
      "pagata. puoi spostare la palestra a sabato",
      "li ho sentiti, la macchina è pronta venerdì",
      "ricordami domenica di chiamare la mamma",
      "ricordami di chiamarla domenica",
      "ricordami domenica di chiamare la mamma",
      "ricordami domani di riportarli",
      "pagate tutte e due",
      "una è partita, l'altra domani",
      "nessuna delle due per ora",
      "richiesto, dicono 2 settimane",
      "chiesto, me la porta domani",
      "chiamato ma era chiuso",
      "devo ancora farlo",
      "ci ha pensato la pioggia 😂",
      "dividimelo in passaggi",
      "ma Acme ha poi pagato l'ultima?",
    ],
  },
  nl: {
    count: 45,
    right: 21,
    known: [
      "Tom heeft hem gisteren betaald",
      "mijn zus heeft er al een voor ons gekocht",
      "buurvrouw heeft het voor me meegenomen 🙏",
      "hebben de kinderen gedaan",
      "mijn man heeft hem gisteravond online verlengd",
      "verstuurd, en zet de tandarts op donderdag",
      "heb hem gesproken, hij komt morgen om 9 uur",
      "gedaan! herinner me ook om vanavond pa te bellen",
      "betaald. kun je de sportschool naar zaterdag verzetten",
      "afspraak staat op de 14e",
      "heb ze gesproken, auto is vrijdag klaar",
      "herinner me zondag om mama te bellen",
      "herinner me eraan om haar zondag te bellen",
      "herinner me zondag om mama te bellen",
      "herinner me morgen om ze terug te brengen",
      "herinner me morgen melk te kopen",
      "alles terug 👍",
      "eentje is weg, de andere morgen",
      "nog geen van beide",
      "gevraagd, hij brengt hem morgen langs",
      "gebeld maar ze waren dicht",
      "moet ik nog doen",
      "heeft de regen voor me gedaan 😂",
      "heeft Acme de vorige eigenlijk betaald?",
    ],
  },
};

describe("the twenty-fifth batch of development replies: another's done, compounds, reminders as replies, plural done, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-fifth.tsv`, BATCH[lang]);
  });
});

/**
 * What this round changed, beside its look-alikes: a reminder asked for with a time, a comma and a task of its own is
 * that task's (a thanks or a please after the comma is none).
 */
const CASES: ReadingCase[] = [
  ["de", "Wasserrechnung bezahlen", "erinner mich Sonntag, Mama anzurufen", UNTOUCHED],
  ["en", "pay the water bill", "remind me sunday, call mum", UNTOUCHED],
  ["de", "Wasserrechnung bezahlen", "erinner mich Sonntag, danke", ["snooze"]],
  ["en", "pay the water bill", "remind me sunday, thanks", ["snooze"]],
];

describe("the twenty-fifth batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});
