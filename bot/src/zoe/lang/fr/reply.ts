/**
 * How a French owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for French.
 * Written as owners type on a phone: accents optional ("termine", "deja fait", "arrete"), dropped
 * "ne" ("j'ai pas eu le temps"), shorthands ("c bon", "g pas eu le tps", "dm1").
 * Must never: hold logic; a word that means something else in a reply (it would be read as an
 * answer); a negated action among the action's own words ("pas fait" is not yet, never done).
 */
import type { ReplyWords } from "../pack.ts";
import { any, loose, whole, wordSet } from "../patterns.ts";

/**
 * The everyday-verb lexicon (issue 34, breadth): the past participles of the ~150 jobs owners' tasks use
 * most, in the masculine singular (the agreement is added: "lavée", "rangés"),
 * written from the language, not from the reply batches. One clean sorted list, read by `DONE_PARTICIPLES`
 * (a negated one is not yet) and by the done shapes "j'ai …", "je l'ai …", "c'est …" below.
 * Must never: hold a verb whose done form also means a stop, a deferral or a reminder ("annulé",
 * "rappelé", "reporté", "relancé"), nor a form that is a present as well when unaccented after a subject.
 */
const DONE_PARTICIPLES_EVERYDAY: readonly string[] = [
  "accroché", "acheté", "acquitté", "affranchi", "agrafé", "appelé", "approuvé", "archivé", "arrosé", "aspiré", "astiqué",
  "averti", "baigné", "balayé", "bouclé", "branché", "brossé", "budgété", "calculé", "changé", "chargé", "chiffré", "chronométré",
  "ciré", "classé", "commandé", "complété", "compté", "confirmé", "congelé", "contacté", "corrigé", "cousu",
  "crédité", "cuisiné", "cuit", "devisé", "déballé", "débarrassé", "débité", "déclaré", "décongelé", "découpé", "décroché",
  "démonté", "déposé", "désherbé", "dévissé", "effectué", "emballé", "encaissé", "enregistré", "envoyé", "essoré", "estimé",
  "expédié", "facturé", "fait", "filmé", "finalisé", "fini", "gonflé", "graissé", "haché", "huilé", "imprimé", "informé",
  "inscrit", "installé", "lavé", "lessivé", "livré", "lu", "mailé", "mesuré", "mijoté", "monté", "nettoyé", "noté", "nourri",
  "numérisé", "organisé", "pansé", "partagé", "payé", "peint", "pesé", "photocopié", "photographié", "planifié", "plastifié",
  "poncé", "postulé", "posté", "programmé", "promené", "préparé", "prévenu", "publié", "ramassé", "ramoné", "rangé", "rapporté",
  "rechargé", "recousu", "relié", "relu", "remboursé", "remplacé", "rempli", "rencontré", "rendu", "renouvelé", "repassé",
  "repeint", "retourné", "réalisé", "réchauffé", "récupéré", "rédigé", "réglé", "réparé", "répondu", "réservé", "révisé", "rôti",
  "sauvegardé", "scanné", "servi", "signé", "soigné", "soldé", "sorti", "soumis", "taillé", "tamponné", "terminé",
  "testé", "toiletté", "tondu", "traduit", "transféré", "transmis", "trié", "téléchargé", "téléphoné", "vacciné", "validé",
  "vermifugé", "versé", "vidangé", "vidé", "viré", "visité", "vissé", "vérifié", "épluché", "épousseté", "étendu", "étudié",
];
/** The lexicon as a pattern, with its agreement ("lavée", "rangés"); `loose` makes its accents optional. */
const EVERYDAY_PARTICIPLE = `(?:${DONE_PARTICIPLES_EVERYDAY.join("|")})(?:e|s|es)?`;

/** Past participles of the jobs owners report done, in every agreement ("envoyée", "payés"). */
const DONE_PARTICIPLES = "(?:" + EVERYDAY_PARTICIPLE + "|effectu|r[ée]alis|envoy|transmi|pay|r[ée]gl|termin|boucl|exp[ée]di|transf[ée]r|d[ée]pos|soumi|livr|rendu|post|appel|r[ée]serv|achet|command|sign|valid|pr[ée]par|imprim|r[ée]pondu|contact|renouvel|remis|parti|fini|fait|faite)";

/** Shorthands owners type, and their words ("c bon" -> "c'est bon"). */
const SHORTHANDS: ReadonlyArray<readonly [RegExp, string]> = [
  // "la semaine pro", "le mois pro": "prochain(e)" as typed fast (issue 34, the thirty-third batch).
  [/(?<![\p{L}])la semaine pro(?![\p{L}])/gu, "la semaine prochaine"], [/(?<![\p{L}])le mois pro(?![\p{L}])/gu, "le mois prochain"],
  // "pas avant vendredi": not yet, then, as "pas encore" before a time (issue 34, the thirty-first batch).
  [/(?<![\p{L}])pas avant (?=(?:ce soir|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la semaine|le mois|cet après-midi|ce week-end|la fin)(?![\p{L}]))/gu, "pas encore "],
  // "sorry forgot to tell you": the telling forgotten, not the thread; no forgetting of its own (issue 34, the thirty-first batch).
  [/[,.]?\s*(?<![\p{L}])(?:désolée?,? |desolee?,? )?(?:j['’]ai )?oubli[ée] de (?:te |vous )(?:le )?(?:dire|prévenir|prevenir|l['’]écrire|l['’]ecrire)(?![\p{L}])/gu, ""],
  // "I didn't forget": the owner's answer to being asked, no action of its own; without it a negation and a forgetting word read as "not yet" (issue 34, the twenty-fourth batch).
  [/(?<![\p{L}])(?:non,? )?(?:je n['’]ai pas|j['’]ai pas|je ne l['’]ai pas|je l['’]ai pas|j['’]ai rien) oubli[ée]e?s?(?: non)?[,.!]*\s*/gu, ""],
  // "encore une demi-heure stp": the half hour as the minutes the reader counts (issue 34, the twenty-third batch).
  [/(?<![\p{L}])une demi-heure(?![\p{L}])/gu, "30 minutes"],
  // "cé fait": "c'est" as typed fast; "un petit quart d'heure": a quarter of an hour, "petit" adds nothing (issue 34, the twenty-third batch).
  [/(?<![\p{L}'])cé(?![\p{L}])/gu, "c'est"],
  [/(?<![\p{L}])un petit quart d'heure(?![\p{L}])/gu, "un quart d'heure"],
  // "quelles sont les étapes ?", "c'est quoi les étapes ?": the steps of the whole task asked for, the whole reply said as the language's breakdown words; a shorthand, so its words stay out of the reader's vocabulary (issue 34, the twentieth batch).
  [/^(?:quelles (?:sont|seraient) les [ée]tapes|(?:c'est )?quoi les [ée]tapes)[\s?!.]*$/gu, "découpe-le en étapes"],
  // A past time beside a done ("last week"): said as a day before yesterday, a past time the reader knows (issue 34, the eighteenth batch).
  [/(?<![\p{L}'])(?:la semaine derni[èe]re|le week-end dernier|le mois dernier)(?![\p{L}])/gu, "avant-hier"],
  // Gamers' and chat shorthands: "brb 20 min" (be right back) is "dans 20 min", "afk jusqu'à ce soir" (away from keyboard) a deferral.
  [/(?<![\p{L}'])brb\s+(?=\d)/gu, "dans "],
  // "je viens de les déposer", "je viens de l'envoyer": the near past, said as the passé composé (issue 34, the eighteenth batch).
  [/(?<![\p{L}'])je viens de le faire(?![\p{L}])/gu, "je l'ai fait"], [/(?<![\p{L}'])(?:je )?viens de le faire(?![\p{L}])/gu, "je l'ai fait"],
  [/(?<![\p{L}'])(?:je |on )?(?:viens|vient|venons) d(?:e |')(le |la |les |l'|lui )?(\p{L}{2,})er(?![\p{L}])/gu, "je $1ai $2é"],
  [/(?<![\p{L}'])(?:je |on )?(?:viens|vient|venons) d(?:e |')(le |la |les |l'|lui )?(\p{L}{2,})ir(?![\p{L}])/gu, "je $1ai $2i"],
  [/(?<![\p{L}'])(?:je |on )?(?:viens|vient|venons) d(?:e |')(le |la |les |l'|lui )?(\p{L}{2,})dre(?![\p{L}])/gu, "je $1ai $2du"],
  [/(?<![\p{L}'])je ai(?![\p{L}])/gu, "j'ai"],
  // Accents left out before a meal or a time ("apres le dejeuner", "a midi").
  [/(?<![\p{L}'])apres(?![\p{L}])/gu, "après"], [/(?<![\p{L}'])dejeuner(?![\p{L}])/gu, "déjeuner"],
  [/(?<![\p{L}'])afk\s+(?=jusqu)/gu, "rappelle-moi "],
  // Laughter says nothing about the work ("ya está pagada jajaja").
  [/(?<![\p{L}])(?:(?:h+a+){2,}h*|(?:h+i+){2,}h*|mdr+|ptdr+|lol)(?![\p{L}])/giu, " "],
  // "c fé", "cé fait": "fait" as the ear spells it.
  [/(?<![\p{L}'])(?:c|cé|c'est)\s+f[ée](?![\p{L}])/gu, "c'est fait"],
  // Reassurance and greetings in slang ("tkt", "wsh"), and "jte" for "je te" ("jte jure").
  [/(?<![\p{L}'])(?:tkt|tqt)(?![\p{L}])/gu, "t'inquiète"],
  [/(?<![\p{L}'])jte(?![\p{L}])/gu, "je te"],
  [/(?<![\p{L}'])c(?=\s+(?:bon|fait|r[ée]gl|ok|fini|termin|plié|pli[ée]|envoy|good|pay))/gu, "c'est"],
  [/(?<![\p{L}'])(?:cest|sest)(?![\p{L}])/gu, "c'est"],
  [/(?<![\p{L}'])g(?=\s)/gu, "j'ai"],
  [/(?<![\p{L}'])(?:jsp|jsais pas|chais pas|chépa|chepa|jsai pas)(?![\p{L}])/gu, "je sais pas"],
  [/(?<![\p{L}'])tps(?![\p{L}])/gu, "temps"],
  [/(?<![\p{L}'])rdv(?![\p{L}])/gu, "rendez-vous"],
  [/(?<![\p{L}'])(?:dm1|dem1|dmain|2main)(?![\p{L}])/gu, "demain"],
  [/(?<![\p{L}'])(?:apr[eè]m|aprm|apm)(?![\p{L}])/gu, "après-midi"],
  [/(?<![\p{L}'])tt (?:à|a) l'heure(?![\p{L}])/gu, "tout à l'heure"],
  [/(?<![\p{L}'])\+ ?tard(?![\p{L}])/gu, "plus tard"],
  [/(?<![\p{L}'])(?:mtn|mnt|maint)(?![\p{L}])/gu, "maintenant"],
  [/(?<![\p{L}'])(?:auj|ajd|aujd|aujrd)(?![\p{L}])/gu, "aujourd'hui"],
  [/(?<![\p{L}'])(?:dsl|déso|deso)(?![\p{L}])/gu, "désolé"],
  [/(?<![\p{L}'])(?:pcq|pck|psk|parske)(?![\p{L}])/gu, "parce que"],
  [/(?<![\p{L}'])encor(?![\p{L}])/gu, "encore"],
  [/(?<![\p{L}'])(?:pa)(?=\s+(?:encore|fait|fini|eu|pu|maintenant|termin))/gu, "pas"],
  [/(?<![\p{L}'])nn(?![\p{L}])/gu, "non"],
  [/(?<![\p{L}'])(?:koi|kwa)(?![\p{L}])/gu, "quoi"],
  [/(?<![\p{L}'])(?:ds)(?=\s+\d)/gu, "dans"],
  [/(?<![\p{L}'])pr(?![\p{L}'])/gu, "pour"],
  [/(?<![\p{L}'])jl'ai(?![\p{L}])/gu, "je l'ai"],
  // "j" glued to the next word, as thumbs type it ("jai", "jy", "jvais").
  [/(?<![\p{L}'])j(ai|y|en)(?![\p{L}])/gu, "j'$1"],
  [/(?<![\p{L}'])j(vais|suis|peux|sais|passe|pense|crois|le|la|les|me|te)(?![\p{L}])/gu, "je $1"],
  [/(?<![\p{L}'])(\d+)\s*mn(?![\p{L}])/gu, "$1 min"],
  [/(?<![\p{L}'])(\d+)\s*hrs?(?![\p{L}])/gu, "$1 heures"],
];

/** Words the typo fixer may correct towards (plain letters: it reads only those). */
const TYPO_TARGETS = "fait transmis encore demain rappelle rappeler arrete oublie annule termine toujours maintenant semaine prochaine lundi mardi mercredi jeudi vendredi samedi dimanche matin soir".split(" ");
/** Real words one letter away from a target, never corrected ("fais" is "I'll do", "faim" hunger). */
const TYPO_KEEP = (
  "transmise transmit fais faut faits faite faites fat fit fin fine finis finit fins fair faim fain fut oublies oublier oubliez oubli annules annuler annulez arreter arretes arretez arret " +
  "terminer termines terminez rappeler rappelles rappelez rappels demains matins soirs semaines prochain lundis mardis mercredis jeudis vendredis samedis dimanches encre " +
  "termin annul toujour ans tout tous pas par pris mais mois main"
).split(" ");

/**
 * The owner's tiredness ("crevé"): a not yet when said of today, alone or beside today's words; beside a
 * look back at the week or the day (issue 34, the twenty-ninth batch) it is the owner's mood, asked about.
 */
const TIRED = ["(?:trop |super |hyper )?(?:crevée?|fatiguée?|épuisée?|claquée?)"];

export const REPLY: ReplyWords = {
  reminderEdit: {
    later: /^(?:(?:non,? |en fait,? |ok,? )?(?:mets?[- ]le|décale[- ]le|decale[- ]le|repousse[- ]le|fais[- ]le|mets|décale|decale|repousse) )?(?:de )?(?<span>[\p{L}\p{N} ]{1,25}?) plus tard(?: stp| s'il te plaît| s'il te plait)?[.!]*$/iu,
    earlier: /^(?:(?:non,? |en fait,? |ok,? )?(?:mets?[- ]le|avance[- ]le|fais[- ]le|mets|avance) )?(?:de )?(?<span>[\p{L}\p{N} ]{1,25}?) plus tôt(?: stp| s'il te plaît| s'il te plait)?[.!]*$/iu,
    spanIn: "dans",
    factHead: /^(?:(?:alors|et|bon|ok),?\s+)?(?:j['’]\s*ai|j\s+ai|on\s+a|nous\s+avons|il\s+y\s+a)\s+/iu,
    moveTo: /^(?:(?:en fait|non|finalement|plutôt|plutot|pardon|oups|attends)[,.!]? (?:plutôt |plutot |mets[- ]le |mets |décale[- ]le |decale[- ]le )?|(?:mets[- ]le|décale[- ]le|decale[- ]le|change(?:[- ]le)?|déplace[- ]le|deplace[- ]le)(?: plutôt| plutot)? )(?<when>(?:à |a |pour |vers )?[\p{N}][\p{L}\p{N}:. ]{0,20}|(?:à |a )?(?:midi|minuit)(?: [\p{L}\p{N} ]{1,12})?)(?: plutôt| plutot)?(?: stp| s'il te plaît| s'il te plait)?[.!]*$/iu,
    cancel: /^(?:stp |oh,? |en fait,? )?(?:annule|supprime|efface|oublie|retire|enlève|enleve)(?:[- ]le)? (?:ce|le|mon|ton|le dernier)(?: dernier)? rappel(?: stp| s'il te plaît| s'il te plait)?[.!]*$|^(?:pas besoin|plus besoin) (?:du|de ce) rappel[.!]*$/iu,
    list: /^(?:quels|c'est quoi mes|qu'est-ce que j'ai comme) rappels(?: (?:j'ai|ai-je|sont prévus|sont programmés|sont en cours|me restent|est-ce que j'ai))?(?: encore| aujourd'hui)?\s*\??$|^(?:montre|liste|affiche)(?:[- ]moi)? (?:mes|les) rappels[.!?]*$|^(?:mes )?rappels\s*\?$/iu,
    before: [
      /^(?:stp |et )?rappelle[- ]moi(?:[- ]le)? (?<span>[\p{L}\p{N}' -]{1,25}?) (?:avant|plus tôt|à l'avance)(?: (?:le |la |les |l'|du |de la |pour )?(?<what>[\p{L}\p{N}' -]{2,60}?))?(?: please| pls| bitte| stp| s'il te plaît| s'il te plait| por favor| per favore| alsjeblieft| aub| graag)?[.!]*$/iu,
    ],
    spanCase: [],
    beforeInstead: /(?<!\p{L})(?:seulement|uniquement|plutôt|plutot|juste|finalement)(?!\p{L})/giu,
  },
  done: any(
    ...loose(
      "c'est fait", "c'est bon", "c'est bon c'est fait", "c'est ok", "c'est réglé", "c'est fini", "c'est terminé", "c'est plié", "c'est envoyé", "c'est envoyée",
      "c'est fait et bien fait", "c'est good", "c'est géré", "c'est dans la boîte", "c'est bouclé", "c'est calée?", "calée?", "c'est carré", "c'est parti", "ça y est", "c'est chose faite",
      // "fait" on its own or with a yes, never inside "il fait beau" or "ça fait longtemps".
      "^(?:(?:c'est|oui|ouais|yes|ok|bon|voilà|alors|et|déjà|tout|bien|enfin|c'est bon) )*fait(?: (?:et bien fait|et envoyé|aussi|hier|hier soir|ce matin|ce midi|à l'instant|tout à l'heure|déjà|ça|depuis hier))?$",
      "faite", "déjà fait", "je (?:m'en |me )suis (?:déjà )?occupée?s?", "(?:je )?(?:m'en |me )suis (?:déjà )?chargée?s?", "tout fait", "fait et envoyé", "fait à l'instant", "fait ce matin", "fait hier",
      // A participle typed without its accent is also a present ("termine", "regle"): not after "je", "tu", "on".
      "fini", "finie", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )termin[ée]e?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )r[ée]gl[ée]e?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )boucl[ée]e?", "plié", "nickel", "géré", "gérée",
      "je l'ai fait", "j'ai fait", "je viens de le faire", "je viens de la faire", "je l'ai déjà fait", "on l'a fait", "je m'en suis occupée?", "je l'ai réglée?",
      "j'ai fini", "j'ai terminé", "j'ai tout fait", "j'ai réussi", "mission accomplie",
      "envoyée?s?", "transmise?s?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )pay[ée]e?s?", "(?:est|sont) partie?s?", "(?:est|sont) fait(?:e|es|s)?", "(?:est|sont) réglée?s?", "(?:est|sont) envoyée?s?", "(?:est|sont) payée?s?",
      "je l'ai envoyée?", "je l'ai payée?", "je l'ai appelée?", "je l'ai eue?", "je l'ai réservée?s?", "je les ai (?:envoyée?s|payée?s|réservée?s|achetée?s|faite?s)",
      "j'ai (?:envoyé|payé|réglé|appelé|réservé|acheté|déposé|rendu|signé|validé|renouvelé|commandé)", "appelée?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )r[ée]serv[ée]e?s?",
      // Unaccented, these are presents too ("je les commande ce soir"): not after a subject or an object pronoun.
      "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )achet[ée]e?s?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )effectu[ée]e?s?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )r[ée]alis[ée]e?s?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )d[ée]pos[ée]e?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )sign[ée]e?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )valid[ée]e?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )renouvel[ée]e?", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )command[ée]e?s?",
      "yes c'est fait", "oui c'est fait", "ok c'est fait",
      // An everyday verb's participle after the owner's "j'ai", "je l'ai", "on a", or as the thing's state ("c'est rangé", "la voiture est lavée").
      "(?:j'ai|je l'ai|je les ai|on a|on l'a|nous avons) (?:déjà |bien |enfin |tout )?" + EVERYDAY_PARTICIPLE, "(?:c'est|est|sont) (?:déjà |bien |enfin |tout )?" + EVERYDAY_PARTICIPLE,
      "(?:c'est|tout est) (?:en ordre|à jour|a jour|au point|opérationnel|en place)",
    ),
  ),
  doneVerb: any(...loose("envoyée?s?", "j'ai envoyé", "transmise?s?", "j'ai transmis", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )pay[ée]e?s?", "j'ai payé", "(?<!(?:je|tu|il|elle|on|j'y|le|la|les) )termin[ée]e?s?", "j'ai terminé", "finie?s?", "j'ai fini", "j'ai fait", "rendue?s?", "j'ai rendu", "soumise?s?", "livrée?s?", "déposée?s?", "j'ai déposé")),
  notYet: any(
    // "fait aux deux tiers", "à nonante pour cent", "à 80%": une part du travail, pas tout (issue 34, the thirty-fourth batch; Belgian and Swiss tens counted).
    "(?:aux (?:deux )?|au )tiers", "aux trois quarts", "à \\d{1,2} ?(?:%|pour ?cent)", "a \\d{1,2} ?(?:%|pour ?cent)",
    "[àa] (?:cinquante|soixante|septante|soixante-dix|quatre-vingts?|huitante|octante|nonante|quatre-vingt-dix)(?:[- ]\\p{L}+)? pour ?cent",
    // "only the cover letter left", "nur noch das Anschreiben": the rest of the work named, so not done yet (issue 34, the thirty-first batch).
    "^(?:il (?:me |nous )?reste (?:plus que |juste |seulement )?|(?:il )?(?:n')?y a plus que |plus que |(?:il )?(?:me )?manque (?:plus que |juste |seulement )?)(?:la |le |les |l'|mon |ma |mes |un |une )?[\\p{L}' -]{2,30}$",
    // "essayé, l'appli m'a déconnecté", "j'ai essayé mais…" (issue 34, the twenty-eighth batch): the owner's own try
    // opening the clause is a door that stayed shut, not a done.
    "^(?:j'ai |jai |ai )?(?:déjà |deja )?(?:deux fois )?(?:essayé|essaye|tenté|tente)(?=$| (?:mais|de|d'|deux|trois|plusieurs|\\d))",
    // (issue 34, the twenty-fourth batch) the thing still on the owner's list: not done yet.
    ...loose("(?:c'est |il est |elle est )?(?:toujours|encore) sur (?:ma|la) (?:liste|to-?do)(?! d)"),
    // (issue 34, the twenty-sixth batch) still to do, said as a statement: not done yet.
    ...loose("(?:il )?faut (?:encore|toujours) que je", "(?:c'est )?(?:toujours|encore) à faire"),
    ...loose("(?:pfff? )?la flemme", ...TIRED, "(?:je suis )?en route", "j'y vais(?: là| maintenant| tout de suite)?", "je m'y mets", "j'arrive", 
      // Not done, said with or without "ne": "pas encore", "je l'ai pas fait", "ça n'a pas été fait".
      "pas encore", "toujours pas",
      // At it now, or waiting on someone: "je m'en occupe", "toujours en attente du devis". (Not "j'attends": with the
      // word explained, "j'attends le bon de commande" reads as a sure done, "commande" taken for a participle.)
      "je m'en occupe(?: (?:là|maintenant|en ce moment|tout de suite))?(?!\\s*\\p{L})", "(?:je suis )?(?:toujours |encore )?en attente", "pas tout à fait", "pas complètement", "pas entièrement", "pas vraiment fini", "pas du tout",
      "(?:pas|jamais|rien) (?:encore |vraiment |du tout |toujours )?(?:été )?" + DONE_PARTICIPLES + "(?:e|es|s|ée|ées|és|é)?",
      "pas (?:encore )?(?:eu|trouvé) (?:le |l')?(?:temps|tps|occasion|courage|moment|une minute)", "pas le temps", "manque de temps", "pas eu l'occasion",
      "(?:je )?(?:n')?(?:ai|l'ai|les ai) pas (?:encore )?(?:pu|réussi|eu|trouvé|fini|terminé|fait|envoyé|payé|appelé|commencé)",
      "(?:je )?(?:n')?(?:ai|l'ai) (?:pas|jamais) pu", "pas pu", "pas réussi", "pas eu le temps", "j'ai pas eu le temps",
      "pas (?:encore )?(?:fini|terminé|fait|envoyé|payé|réglé|commencé|attaqué)",
      // A present, unaccented like a participle, is work still going ("je termine", "je la règle").
      // With a time after it, it is asked about: "termine ce matin" may be a participle typed without its accent.
      "^(?:je (?:le |la |les )?|j'y )(?:termine|règle|regle|paye|paie|réserve|reserve|finis|boucle)$",
      "en cours", "j'y travaille", "je bosse dessus", "je suis dessus", "je suis en train", "en train de (?:le |la )?(?:faire|finir)", "ça avance", "ça arrive", "bientôt",
      "presque", "quasiment", "j'y suis presque", "à moitié", "en partie", "une partie", "la moitié", "à peu près fini", "pas loin",
      "commencé", "j'ai commencé", "entamé", "j'ai entamé", "démarré", "le brouillon", "un brouillon", "une ébauche", "la première partie",
      "oublié", "j'ai oublié", "oups j'ai oublié", "zappé", "j'ai zappé", "ça m'est sorti de la tête", "complètement oublié",
      "en retard", "je suis à la bourre", "débordée?", "trop de boulot", "pas eu une minute",
      // "je cherche encore", "toujours en train de chercher": the owner at it, not there yet (issue 34, the seventeenth batch).
      "(?:je )?(?:cherche|compare) (?:encore|toujours)", "(?:toujours|encore) en train de (?:chercher|comparer)",
    ),
  ),
  tired: TIRED,
  stop: any(
    // (issue 34, the twenty-third batch) "ne plus m'envoyer de rappels", "plus besoin de me le rappeler", "lâche-moi avec la muscu", "tu peux supprimer".
    ...loose("ne (?:plus|pas) (?:m'envoyer|m'écrire|me renvoyer) (?:de |d')?(?:rappels|messages|notifications)", "plus besoin de me (?:le |la )?(?:rappeler|relancer)", "lâche[- ]moi (?:la grappe )?avec", "tu (?:peux|pourras) (?:le |la |l')?(?:supprimer|effacer)$"),
    ...loose(
    // « tu peux rayer ça » : cross it out (issue 34, the twenty-second batch).
    "(?:tu peux |vous pouvez )?ray(?:er|e|ez) (?:ça|ca|cette tâche)(?: de la liste)?",
    // Plus large (issue 34) : « ça suffit les rappels », « y en a marre », « ras le bol », « je m'en fiche maintenant », « ça m'intéresse plus », « c'est mort ».
    "(?:bon )?(?:ça|ca) suffit(?: (?:maintenant|comme ça))?(?: (?:avec )?(?:les|tes|ces) (?:rappels|relances|messages|notifs|notifications))?", "(?:il )?y en a marre(?: (?:des|de tes|de ces) (?:rappels|relances|messages))?", "j'en ai marre (?:des|de tes|de ces) (?:rappels|relances|messages)", "ras le bol(?: (?:des|de tes) (?:rappels|relances|messages))?", "je m'en (?:fiche|fous|moque)(?: maintenant| désormais)?", "(?:ça|ca) (?:ne )?m'intéresse plus", "plus intéressée?", "c'est mort", "on annule", "on arrête(?: tout| là| les frais)?", "laisse(?:z)? (?:courir|filer|pisser)", "n'en parlons plus", "on n'en parle plus", "c'est plus la peine", "(?:c'est )?tombé à l'eau","tu (?:peux|pourras) (?:l')?oublier", "vous pouvez (?:l')?oublier", "laisse[- ]moi tranquille(?: avec (?:ça|ca))?", "fous[- ]moi la paix", "lâche[- ]moi (?:avec (?:ça|ca)|la grappe)", 
      "laisse(?:[- ]le|[- ]la|[- ]les)? tomber",
      // "résilié" from the participle on, never "j'ai résilié": the stop word's first word is the verb the reader
      // compares with the thread's ("j'ai résilié Netflix" under "résilier l'abonnement" is that job done) (issue 34, the twentieth batch).
      "résilié", "résiliée", "je me suis désinscrite?", "laissez tomber", "on laisse tomber", "laisse béton", "on oublie", "oublie(?:[- ]le|[- ]la| le| la| ça| ca|z)?",
      "(?:arrête|arrêtez|arrêter|stoppe|stop) (?:de|d') ?(?:me |m')?(?:le |la |les |en )?(?:r[ae]pp?ell?er|relancer|demander|harceler|embêter|saouler|parler|spammer|notifier|envoyer des rappels)",
      "(?:arrête|arrêtez) (?:avec|les rappels|ça|ca|tout)", "arrête", "arrêtez", "stop les rappels", "plus de rappels?", "(?:plus|pas) besoin de (?:me |m')?(?:le |la |les )?(?:rappeler|relancer|redemander)(?: (?:ça|ca))?", "pas besoin de (?:me )?(?:le )?rappeler",
      // "assez de rappels", "trop de relances": enough of the asking (issue 34, the eighteenth batch).
      "assez (?:de|des) (?:rappels|relances|messages|notifs|notifications)",
      "ne me (?:le |la |les |en )?(?:rappelle|relance|demande|parle) plus", "me (?:le |la |les )?(?:rappelle|relance|demande) plus", "ne me (?:le |la )?rappelle pas",
      "annule(?:[- ]le|[- ]la| le| la| ça| ca| ce rappel| le rappel|z)?", "annulée?", "c'est annulée?", "supprime(?:[- ]le|[- ]la| le| la| ça| ca|z)?", "(?:enlève|enleve|retire|supprime|raye|efface)(?:[- ]le|[- ]la| ça| ca)? de (?:la|ma) liste", "efface(?:[- ]le|[- ]la| ça)?", "retire(?:[- ]le|[- ]la)?",
      "plus besoin", "pas besoin", "(?:c'est )?plus (?:la peine|nécessaire|utile|d'actualité)", "(?:c'est )?pas la peine", "n'est plus (?:nécessaire|d'actualité|utile)", "ça sert plus à rien", "ça ne sert plus à rien",
      "abandonne(?:[- ]le|[- ]la|r|z)?", "on abandonne",
      // "lâche-moi avec la taxe", "lâche-moi la grappe": leave me alone about it (issue 34, the seventeenth batch).
      "lâche[- ]moi(?: la grappe| les baskets)?(?= avec |$|[,.!])", "(?:il|elle|ils|elles|on|le client|la cliente) (?:a|ont) (?:tout )?annulé", "j'abandonne", "je renonce", "j'y renonce", "tant pis", "osef", "on s'en fiche", "je m'en fiche",
      "je ne vais (?:plus|pas) le faire", "je vais pas le faire", "je ne le ferai (?:pas|plus|jamais)", "je le ferai (?:pas|jamais)", "^(?:je )?(?:ne )?le fais (?:pas|plus)$", "on ne le fait plus", "on le fait plus", "je le fais plus",
    ),
  ),
  // The whole of it too big to begin, a breakdown asked for without its verb (issue 34, the thirty-third batch).
  overwhelmed: any(...loose("trop (?:d'un coup|à la fois)", "sais pas par où commencer")),
  breakdown: any(
    // (issue 34, the twenty-third batch) "aide-moi à la couper en petits morceaux": the thread cut in pieces (its pronoun before the verb).
    ...loose("(?:la|le|les) (?:couper|découper|diviser) en (?:petits |plus petits )?(?:morceaux|bouts|étapes)"),
    // "c'est quoi la première étape ?", "quelle est la première étape": the steps asked for (issue 34, the eighteenth batch).
    ...loose("(?:c'est )?quoi la première étape", "quelle (?:est|serait) la première étape"),
    // "aide-moi à le découper": a breakdown asked for (issue 34, the seventeenth batch).
    ...loose("aide[- ]moi à (?:le |la |les )?(?:découper|diviser|décomposer|fractionner)"),
    ...loose("(?:fais|fait|faire|fais-le|fais le) (?:des|en) (?:petites )?(?:étapes|tâches|morceaux)", "(?:coupe|découpe)(?:[- ](?:le|la|ça|ca)| ça| ca)? en (?:petites |plusieurs )?(?:étapes|tâches|morceaux|parties|bouts)", 
      "découpe(?:[- ]le|[- ]la|r|z)?", "on (?:le |la )?découpe", "divise(?:[- ]le|[- ]la|r|z)?", "fractionne(?:[- ]le|r)?", "morcelle(?:[- ]le|r)?", "décompose(?:[- ]le|r)?",
      "en (?:petites |plusieurs )?(?:étapes|tâches|morceaux|parties|sous-tâches|bouts)", "(?:petites|plusieurs) (?:étapes|tâches)", "par étapes", "étape par étape", "petits bouts", "sous-tâches",
    ),
  ),
  reschedule: any(...loose("reprogramme(?:[- ]le|[- ]la|r|z)?", "déplace(?:[- ]le|[- ]la|r|z)?", "deplace(?:[- ]le|[- ]la|r|z)?", "replanifie(?:[- ]le|[- ]la|r|z)?", "change(?:r)? la date", "nouvelle date", "une autre date", "nouvelle échéance", "change(?:r)? l'échéance")),
  // Later the same day: a snooze with no time that says one of these comes back in a few hours (see pack.ts).
  laterToday: /(?<!\p{L})(?:plus\s+tard(?!\s+(?:cette|la)\s+semaine)|tout\s+[àa]\s+l'heure|tant[ôo]t|dans\s+un\s+moment)(?!\p{L})/iu,
  later: whole(
    ...loose(
    // « pas le temps », « je suis occupée », « pas pour l'instant », « une autre fois » : plus tard, au moment habituel.
    "pas le temps(?: (?:là|maintenant))?", "j'ai pas le temps(?: (?:là|maintenant))?", "je n'ai pas le temps(?: maintenant)?", "(?:je suis |suis )?(?:occupée?|débordée?|overbookée?)(?: (?:là|maintenant|pour l'instant))?", "pas (?:pour l'instant|pour le moment|là)", "une autre fois", "un autre jour", "plus tard peut-être", "peut-être plus tard", "je peux pas (?:là|maintenant)", "je ne peux pas (?:là|maintenant)",
      "plus tard", "un peu plus tard", "plus tard stp", "tout à l'heure", "après", "ultérieurement", "pas maintenant", "pas tout de suite", "pas aujourd'hui", "pas ce soir",
      "(?:rappelle|redemande|relance|repose)[- ]moi(?:[- ](?:le|la|ça|ca)| (?:le|la|ça|ca))?(?: plus tard| tout à l'heure| après| ça| ca)?",
      "tu (?:peux|pourras|pourrais) me (?:le |la )?(?:rappeler|redemander|relancer)(?: plus tard| tout à l'heure)?", "(?:rappelle|redemande)[- ]le[- ]moi(?: plus tard)?",
      "(?:repousse|reporte|décale|remets)(?:[- ]le|[- ]la| le| la| ça| ca)?(?: à plus tard| plus tard| encore)?", "(?:je (?:le |la |les )?ferai|je (?:le|la|les) fais|je m'en charge|je verrai|je regarde)(?: plus tard| après| tout à l'heure)?", "je m'en occupe(?: plus tard| après| tout à l'heure)",
      "(?:on )?verra (?:plus tard|ça plus tard)", "snooze", "dans un (?:petit )?(?:moment|instant)", "d'ici peu",
    ),
  ),
  defer: wordSet(
    // "à moitié fait, le reste demain": the rest of the work put off to a time, as English's "rest tomorrow" (issue 34, the twenty-fourth batch).
    "reste " +
    "de relancer relancez rappelez reparle reparler reparlera en voit revoit tu peux pourrais pourras peux-tu pourrais-tu me m' le la les l' lui moi rappeler rappelle rappelle-moi rappelle-le rappelle-la rappelle-le-moi redemande redemande-moi relance relance-moi " +
      "repose-moi demande-moi repose redis redis-moi répète répète-moi repete repete-moi ça ca cela je j' j'le le fais ferai ferais vais faire m'en occupe occuperai occuperais charge " +
      "chargerai regarde regarderai verrai on verra s'en à a au pour d'ici jusqu'à jusqu'a jusque avant vers après alors sera ok okay oui non nan s'il te plaît plait " +
      "stp svp merci remets remets-le remets-la remettre repousse repousse-le repousse-la repousser reporte reporte-le reporte-la reporter décale décale-le décale-la decale decale-le décaler " +
      "promis sans faute au plus tard dernier délai normalement plutôt plutot désolé désolée desole dsl malheureusement bon bah ben euh encore du coup je pense sûrement surement " +
      "maintenant mieux c'est marche va m'y mettre mettrai attaque attaquerai ce cette là-dessus dessus en plus tard pourriez-vous pouvez-vous pourriez pouvez vous " +
      // A job in the first person present is a promise before a time ("je l'envoie ce soir", "je réessaie demain").
      "envoie l'envoie j'envoie envoierai enverrai l'enverrai paie paye la paie appelle l'appelle j'appelle rappellerai finis finirai terminerai boucle passe passerai " +
      "réessaie réessaye réessaierai retente essaie essaierai laisse laisse-moi donne-moi temps mets mets-le mets-la occupe crois honnêtement sincèrement perso que qu' si on nous vous " +
      // One more reminder asked for with its time ("encore un rappel demain", "un autre rappel lundi").
      "un nouveau autre rappel " +
      // A polite request in the conditional ("auriez-vous l'amabilité de me le rappeler", "je vous serais reconnaissant de").
      "peut peut-on pourrait pourrait-on pourrions pourriez-vous voudrais " +
      "auriez-vous auriez l'amabilité amabilité gentillesse la serais reconnaissant reconnaissante voudriez-vous voudriez de",
  ),
  moreTime: /(?<![\p{L}\p{N}])(?:encore|de plus|supplémentaires?|en plus)(?![\p{L}\p{N}])/giu,
  snoozeVerb: /^(?:(?:donne|laisse|accorde|file)[- ]moi(?:\s+encore)?|(?:rappelle|redemande|relance|repose)[- ]moi(?:[- ](?:le|la|ça|ca)| (?:le|la|ça|ca))?(?:\s+encore)?|(?:repousse|reporte|décale|decale|remets|repoussez|reportez|décalez|decalez|remettez)(?:[- ](?:le|la)| (?:le|la|ça|ca))?)(?:\s+de\s+|\s+d'(?=\p{L})|\s+)/iu,
  hedge: any(...loose("je crois", "je pense", "il me semble", "en principe", "peut-être", "peut être", "sans doute", "probablement", "sûrement", "normalement", "j'espère", "si possible", "éventuellement", "p-ê")),
  question: /^(?:quoi|quel(?:le)?s?(?! (?:dommage|horreur|galère|galere|plaie|chance|bonheur|angoisse|blague|arnaque|honte|enfer)(?![\p{L}]))|qui|comment|pourquoi|quand|hein|c'est quoi|c'est qui|c'était quoi|c'etait quoi|qu'est-ce|de quoi|lequel|laquelle|où|pardon|rappelle-moi (?:ce que|quoi|qui|pourquoi|quand|comment|où)|ça concerne quoi|ca concerne quoi)(?![\p{L}])/iu,
  agree: whole(...loose("ok", "okay", "d'accord", "dac", "d'ac", "ça marche", "vas-y", "vas y", "va pour ça", "parfait")),
  yes: whole(...loose("oui", "ouais", "ouaip", "ouep", "ouii+", "oui oui", "oui!", "yes", "yep", "bien sûr", "absolument", "exactement", "exact", "affirmatif", "tout à fait", "carrément", "évidemment", "oui madame", "oui chef")),
  // An interjection before the no ("oups non", "ah non") is dismay at not having done it.
  no: whole(...loose("non", "nan", "nope", "non non", "non!", "(?:oups|oh|ah|zut|mince|aïe) (?:non|nan)", "(?:non|nan) (?:désolée?|pardon|sorry|dsl)", "pas du tout", "absolument pas", "négatif", "niet", "pas vraiment", "que dalle", "toujours rien", "rien")),
  noNegatesVerb: false,
  social: whole(
    ...loose(
      "merci(?: beaucoup| bien| encore| mille fois)?(?: (?:pour|de) (?:le|la|ton|ta|cette) (?:rappel|relance|piqûre de rappel)| de me l'avoir rappelée?| de me le rappeler| de la relance| d'avoir demandé)?",
      "mercii+", "(?:bonjour|bonsoir|salut|coucou|hello)(?: zoé| zoe)?", "cool", "super", "génial", "top", "lol", "mdr", "ptdr", "haha+", "bonne journée", "bonne soirée", "à plus", "bisous", "bisou",
    ),
  ),
  vague: whole(
    ...loose("(?:je )?(?:ne )?(?:sais|me souviens|me rappelle) (?:plus|pas) si .+", "(?:je )?(?:ne )?(?:sais|me souviens) plus", ".+ (?:m'a dit|m'a écrit|a dit|dit|disait|affirme|prétend|pense) qu(?:e |').+", "ni l'un ni l'autre", "comme si .+", "aucun(?:e)? des (?:deux|trois)", "aucune des trois options", 
      "ok", "okay", "d'accord", "d'acc", "dac", "bof", "hmm+", "mouais", "bah", "euh+", "bon", "ben", "à peu près", "plus ou moins", "aucune idée", "aucune idée franchement",
      "je (?:ne )?sais pas(?: trop| encore)?", "(?:je )?(?:ne )?sais pas si .+", "bof,? je (?:ne )?sais pas", "je sais pas trop", "sais pas", "on verra", "peut-être", "peut être", "pas sûre?", "je pense", "ça dépend", "p-ê", "possible", "pourquoi pas", "voilà", "bref",
    ),
  ),
  joiners: "et|mais|puis|alors|donc|sinon|par contre|car|parce que|du coup",
  reasonJoiners: ["donc", "parce que", "car", "du coup"],
  figures: { money: ["euros", "euro", "balles", "centimes", "eur"], reference: ["numéro de dossier", "numéro de commande", "numéro", "dossier", "référence", "réf", "n°"] },
  notYetLead: "pas encore|non|nan|toujours pas|pas fini|pas fait|pas maintenant|pas aujourd'hui",
  trailing: [
    // A time's "first thing" ("demain matin à la première heure") adds nothing to it (issue 34, the thirty-first batch).
    "à la première heure", "dès la première heure", "a la premiere heure",
    "alors", "s'il te plaît", "s'il te plait", "s'il vous plaît", "s'il vous plait", "stp", "svp", "encore", "encore une fois", "à nouveau", "de nouveau", "merci", "en fait", "franchement",
    "juste", "vraiment", "du coup", "sans faute", "je vous prie", "je vous en prie",
    // How, not when: "ce soir en rentrant", "samedi matin au calme".
    "en rentrant", "après la fermeture", "à la fermeture", "au calme", "tranquille", "tranquillement", "au plus tard", "dernier délai", "promis", "je te jure", "juré", "si possible", "ça marche", "ça me va", "plutôt", "c'est mieux",
    // "samedi matin ça m'arrange mieux": the time preferred (issue 34, the twenty-first batch).
    "ça m'arrange mieux", "ça m'arrange", "m'arrange mieux", "ça me va mieux", "ce serait mieux",
  ],
  within: { say: "dans", heard: ["dans", "d'ici"] },
  nameless: ["les", "des", "une", "pour", "avec", "sur", "dans", "aussi", "puis", "maintenant", "tout", "tous", "est", "était", "ont", "avait", "fait", "suis", "mon", "mes", "ses", "leur", "leurs", "nous", "vous", "merci", "beaucoup", "stp", "enfin", "haha"],
  // "Both done", "beide erledigt": the answer is about every follow-up on screen (threads/ack.ts closes each).
  allOfThem: ["les deux", "tous les deux", "toutes les deux"],
  object: {
    pronouns: [
      "tous les deux", "toutes les deux", "les deux trucs", "ça", "ca", "cela", "tout", "tout ça", "le tout", "les deux", "ce matin", "ce midi", "cet après-midi", "hier", "hier soir", "avant-hier", "aujourd'hui", "tout à l'heure", "à l'instant",
      "tout de suite", "il y a", "depuis", "déjà(?=\\s|$)", "deja", "enfin", "finalement", "aussi", "juste", "ce week-end", "cette semaine",
      // A past time beside the done ("finie la semaine dernière") (issue 34, the eighteenth batch).
      "pour moi", "pour nous", "avant de partir", "pendant la pause", "maintenant", "c'est fait",
      // How it was done, not what: "payé par virement", "commandé sur internet".
      "par (?:virement|carte|chèque|cheque|prélèvement|prelevement|internet|mail|e-mail|courrier|téléphone|telephone|tel|l'appli|appli|paypal)", "en ligne", "sur (?:internet|le site|l'appli|amazon)",
    ],
    particles: ["à", "a", "au", "aux", "par"],
    subjects: ["oui", "ouais", "yes", "ok", "bon", "alors", "bah", "ben", "voilà", "j'ai", "je l'ai", "je les ai", "je", "on a", "on l'a", "nous avons", "c'est", "déjà", "deja", "enfin", "bien", "le", "la", "les", "l'"],
    about: ["pour", "avec", "propos de", "sujet de", "concernant"],
    partial: ["une partie", "la moitié", "en partie", "le brouillon", "le début", "la première partie"],
    parts: [
      // "2 of 3 invoices sent": a count of the whole, so a part of the work (issue 34, the thirty-first batch).
      "\\d+ (?:sur|des) \\d+",
      "un côté", "première étape", "premiere etape", "première partie", "la moitié", "une partie", "le reste",
      // (issue 34, the twenty-seventh batch) "j'en ai rendu que deux": a count said with "que" / "seulement" is a part.
      "(?:que|seulement) (?:deux|trois|quatre|\\d+)"],
    answers: /\b(?:maintenant|tout de suite)\b|(?:^|\s)(?:pour|de|vais|va)\s+(?:la|le|les)\s+\p{L}+(?:er|ir|re)(?![\p{L}])|(?:^|\s)je\s+(?:l'|les\s|la\s|le\s|lui\s|m'en\s)|\bj'y\b|\bdessus\b/iu,
    // The owner at the thread's work now ("je le fais maintenant", "je m'en occupe"): beside a stop, the stop may be of the asking.
    atItNow: /(?<![\p{L}])(?:je\s+(?:le|la|les)\s+fais\s+(?:maintenant|tout de suite|là)|j'y suis|je m'en occupe|je suis dessus|je suis en train)(?![\p{L}])/iu,
  },
  // None: a gendered pronoun here names a thing as often as a person ("elle est prête", "er ist kaputt").
  thirdPersons: [],
  ownerObjectBefore: ["m'a", "m'ont", "m'avait", "m'avaient", "m’a", "m’ont"],
  others: [
    "(?:c'est )?(?:ma|mon|notre|le|la) (?:femme|mari|copine|copain|compagne|compagnon|fils|fille|mère|mere|maman|père|pere|papa|frère|frere|soeur|sœur|voisin|voisine|collègue|collegue|coloc|stagiaire|chef|cheffe|patron|patronne|boss|comptable|expert-comptable|notaire|assistante?|secrétaire|secretaire|belle-mère|beau-père|mamie|papi)(?: qui)?",
    // "il l'a fait", "elle s'en est occupée": a pronoun only before what another did, never "il fait beau".
    "(?:il|elle)(?= (?:l'a|l'ont|les a|lui a|s'en est|a) )",
  ],
  // Said of another, "(il) l'a fait", "(ma femme) a pris le rdv", "(elle) s'en est occupée" are the owner's "je l'ai fait", "j'ai pris", "je m'en suis occupée".
  asOwn: [
    [/^((?:(?:l'|le |la |les |lui |leur |y |en )+)?)(?:a|ont)(?=\s)/u, "je $1ai"],
    [/^je ai(?=\s)/u, "j'ai"],
    [/^s'en (?:est|sont) /u, "je m'en suis "],
  ],
  whenWords: ["quand", "lorsque", "dès que", "des que", "parce que", "car", "vu que", "puisque"],
  // "tonight after the milking": the time, then when in it.
  eventWords: ["après", "apres", "avant"],
  // "Bisous, Mamie": a letter's close and the writer's name.
  signOffs: ["bisous", "gros bisous", "bises", "grosses bises", "cordialement", "bien cordialement", "bien à vous", "amitiés", "salutations", "bonne journée"],
  // Not "merci de" + a verb: that is a polite imperative ("merci de me relancer dans deux heures").
  thanksFor: ["merci pour", "merci du", "merci des", "merci beaucoup pour", "merci à toi pour", "merci d'avoir", "merci de m'avoir", "merci d'être", "merci de rester"],
  amountUnits: ["€", "$", "euros", "euro", "eur", "centimes", "francs", "kilos", "kilo", "kg", "grammes", "g", "litres", "l"],
  // The same everyday thing by another noun ("meds" for the prescription).
  sameThings: [["ordonnance", "médicaments", "médocs", "cachets"], ["assurance", "police"], ["raccords", "pièces"], ["rendez-vous", "rdv"],
    // Slides by their other names (issue 34, the twenty-first batch).
    ["présentation", "slides", "diapo", "diapos", "diaporama"]],
  doneStates: ["(?:est|sont) (?:bien )?(?:parti|partie|partis|parties)", "l'(?:a|ont)(?: maintenant)?"],
  onTheWay: ["en route", "en chemin", "sur le chemin", "sur la route", "sur le trajet"],
  // Opening or being back again, said of a place or a person ("riapre giovedì"): beside a deferral, its reason and time.
  opens: ["ouvre", "rouvre", "réouvre", "ouvrira", "rouvrira", "ouvrent", "rouvrent", "est (?:de )?retour", "rentre", "revient"],
  // Busy until a time, the whole reply ("je suis en service jusqu'à ce soir"): a deferral to that time.
  busyTill: { be: ["je suis", "j'suis", "chuis", "suis", "je serai", "je bosse", "je travaille"], till: ["jusqu'à", "jusqu'a", "jusqu'au", "jusque"] },
  ownMessages: ["rappel", "rappels", "relance", "relances", "message", "messages", "notif", "notifs", "notification", "notifications", "questions", "demander", "les", "tes", "ces", "vos", "tous"],
  byMyself: ["moi-même", "moi même", "par moi-même", "j'ai \\p{L}+ tout seul", "j'ai \\p{L}+ toute seule", "je l'ai \\p{L}+ tout seul", "je l'ai \\p{L}+ toute seule"],
  untilWords: ["à", "a", "au", "jusqu'à", "jusqu'a", "jusque", "pour", "d'ici", "vers"],
  deferVerbs: ["rappel", "rapel", "redemand", "relanc", "repouss", "report", "décal", "decal", "remet", "remets", "repose"],
  // Reassurance before an answer ("t'inquiète c'est envoyé") adds nothing to it.
  fillers: ["gg", "fada", "yo", "dêh", "deh", "inch", "allah", "inchallah", "boudu", "peuchère", "kenavo", "gone", "dame", "hein", "coût", "cout", "montant", "total", "veuillez", "prie", "wsh", "wesh", "frère", "frérot", "confirme", "confirmons", "dieu", "grâce", "t'inquiète", "t'inquiètes", "inquiète", "ah", "oh", "mince", "oups", "zut", "rappels", "notifs", "notifications", "relances", "madame", "monsieur", "cher", "chère", "remercie", "hélas", "helas", "malheureusement", "bonjour", "rappel", "cordialement", "euh", "hmm", "bah", "complètement", "completement", "totalement", "carrément", "je", "j", "moi", "me", "m", "on", "nous", "tu", "te", "t", "toi", "vous", "il", "elle", "le", "la", "les", "l", "un", "une", "c", "ce", "ça", "ca", "cela", "est", "suis", "ai", "a", "as", "été", "deja", "déjà", "juste", "enfin", "vraiment", "maintenant", "tout", "aussi", "alors", "bon", "ben", "bah", "oui", "ouais", "ok", "okay", "stp", "svp", "merci", "et", "mais", "pour", "à", "de", "du", "des", "en", "au", "avec", "y", "salut", "désolé", "desole", "bien", "super", "top", "voilà", "voila", "sont", "était", "etait", "lui", "leur", "ils", "elles", "encore", "très", "tres", "ici", "donc", "d", "s", "n", "ne", "abord", "truc", "trucs", "machin", "chose"],
  caution: {
    actions: [
      // The reminding verb, not the noun ("merci pour le rappel" is no action).
      "rappel(?:le|les|er|ez|é|e)", "rapel", "redemand", "relanc(?:e|er|ez)(?!\\p{L})", "report", "repouss", "décal", "decal", "remets", "remettre", "plus tard",
      "arrête", "arrete", "arrêt", "stop", "annul", "oubli", "laisse tomber", "laisser tomber", "abandon", "supprim", "efface", "renonce",
      "fait", "faite", "fini", "termin", "envoy", "envoi", "réglé", "regle", "réglée", "payé", "paye", "plié", "nickel", "boucl",
      "partie?s?(?![\\p{L}])", "déplac", "deplac", "découp", "decoup", "divis", "reprogramm", "replanifi", "pas encore", "(?:m'|me )(?:en )?occupe",
    ],
    // A future or a duty turns a done around as a negation does ("ce sera fini vendredi", "il faut que je le fasse").
    negations: ["si", "mon (?:œ|oe)il", "tu parles", "c'est ça ouais", "manque", "manquent", "reste", "sauf si", "à moins que", "a moins que", "ne", "n(?=')", "pas", "jamais", "non", "rien", "aucune?", "nan", "sera", "seront", "serai", "vais", "va", "ferai", "fera", "faut", "dois", "doit", "devrais"],
    // "je la signe s'il veut y aller": "si" before a clause (not "s'il te plaît", not "pas si mal").
    conditions: ["s'ils?(?! (?:te|vous) pla)", "si(?= (?:(?:je|tu|il|elle|on|nous|vous|ils|elles|ça|ca|le|la|les)(?![\\p{L}])|[jtcl]'))", "sauf si", "à moins que", "a moins que", "à condition que", "a condition que", "pourvu que", "dès que", "des que", "une fois que"],
    irony: ["mais oui c'est ça", "c'est ça ouais", "tu parles", "mon (?:œ|oe)il", "dans (?:mes|tes|vos) r[êe]ves", "j'aimerais bien"],
    hearsay: ["dit", "disait", "m'a dit", "a dit", "prétend", "pretend", "d'après", "selon"],
    forNow: ["pour aujourd'hui", "pour ce soir", "pour l'instant", "pour le moment", "pour (?:cette|la) semaine"],
    bareDay: ["(?:le|au) \\d{1,2}(?:er|e|ème)?", "\\d{1,2}(?:er|e|ème)"],
    stopOther: ["arr[êe]te(?:z)? (?:donc )?de (?!me |m'|le |la |les |nous |relanc|parler|rappel|demander|insist|harcel|écrire|envoyer|spam)\\p{L}+"],
    undoing: ["ferm[ée]e?s?", "erreur", "refus[ée]e?s?", "revenue?s?", "personne", "r[ée]pondeur", "brouillons?", "encore(?! merci)", "(?<!comme )toujours", "sauf", "moiti[ée]", "mince", "oups", "ah non", "en fait non", "rat[ée]e?s?", "annul[ée]e?s?", "(?:faut|dois|doit) (?:le |la |les )?refaire", "à refaire"],
    askedPlain: ["^est-ce qu", " ou pas$", " ou non$", " ou quoi$", "^(?:(?:attends|attend|euh|mais)[,.]? )?j(?:e (?:l'|les |lui |leur )?|')(?:ai|avais) pas déjà", "^(?:attends|attend)[,.]? j(?:e (?:l'|les |lui |leur )?|')(?:ai|avais) pas (?:\\p{L}+ )?(?:le mois|la semaine|l'an|hier)"],
    promise: ["sera", "serai", "seront", "aurai", "aura", "va être", "bientôt"],
    instead: ["à la place", "au lieu de"],
    // The choice handed back to ZOE: no choice of the owner's own (issue 34, the thirty-first batch).
    deference: ["comme tu (?:veux|voudras|le sens|préfères|preferes|penses)", "c'?est toi qui (?:vois|décides|decides)", "(?:à|a) toi de (?:voir|choisir|décider|decider)", "tu décides", "tu decides", "je te laisse (?:choisir|décider|decider|voir)"],
  },
  spelling: { shorthands: SHORTHANDS, typoTargets: TYPO_TARGETS, typoKeep: TYPO_KEEP },
};
