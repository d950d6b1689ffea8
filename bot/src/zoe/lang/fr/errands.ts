/**
 * French errand verbs: the 194 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
import type { TaskFormRules } from "../task-form.ts";

const VERBS = `
  accompagner acheter actualiser affranchir affûter agrafer aiguiser amener annuler apporter approvisionner archiver arroser
  aspirer astiquer avertir aérer badigeonner balayer boucher brosser bâcher bêcher calfeutrer carreler cirer classer clôturer
  colmater commander compléter composter confirmer consulter contacter contester contrôler convoquer copier corriger coudre
  domicilier débarrasser débloquer déboucher débroussailler décaper déclarer dégivrer dégraisser démonter déménager déneiger
  dépanner déposer dépoussiérer désherber désinfecter désinscrire détapisser détartrer emballer emmener emprunter encadrer
  encaisser enduire engazonner enregistrer entretenir envoyer expédier facturer faxer fertiliser finaliser finir fixer gonfler
  graisser greffer homologuer huiler immatriculer imprimer informer inscrire installer isoler jeter justifier lasurer laver
  lessiver livrer louer légaliser mastiquer nettoyer notifier nourrir numériser organiser pailler payer peindre photocopier
  planifier planter plastifier plier poncer poster postuler programmer promener prévenir purger raboter raccommoder racheter
  ramasser ramener ramoner ranger rappeler rapporter ratisser recharger recoudre recycler refaire regonfler relancer relever
  relire remblayer rembourser remercier remplacer remplir rempoter rendre renouveler repasser repeindre repriser restituer
  retapisser retourner récupérer récurer rédiger régler réinscrire rénover réparer répondre résilier réviser sabler sauvegarder
  scanner scarifier semer signaler signer solder souscrire sulfater tailler tapisser tondre traduire traiter transférer trier
  tuteurer télécharger téléphoner vacciner valider vendre vernir vidanger vider virer visser vitrifier voter vérifier épousseter
  étiqueter étudier
`;

const unaccented = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** The verbs as a regular expression alternation (each as written and without its accents), longest first. */
export const ERRAND_VERBS: string = [...new Set(VERBS.split(/\s+/).filter(Boolean).flatMap((w) => [w, unaccented(w)]))]
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * Everyday verbs a commitment opens with that are no errand of a note or a list ("passer chez le notaire", "appeler
 * maman", "trouver un blanc"): read only to put a summary's first-person verb in the infinitive (lang/task-form.ts).
 */
const EVERYDAY = `
  aider aller apporter appeler apprendre chercher commencer descendre demander dire déposer écrire emmener être faire garder
  laisser lire mettre monter parler partir passer porter préparer prendre présenter prévoir racheter rappeler reprendre
  rapporter refaire regarder remettre rencontrer repasser retrouver revenir revoir réécrire réserver sortir terminer tester
  trouver venir voir goûter renvoyer
`;

/** First-person forms that no ending reaches. */
const IRREGULAR: Record<string, string> = {
  vais: "aller", fais: "faire", fasse: "faire", refais: "refaire", refasse: "refaire", aille: "aller", prends: "prendre", prenne: "prendre",
  reprends: "reprendre", reprenne: "reprendre", mets: "mettre", remets: "remettre", serais: "être", serai: "être", vois: "voir",
  revois: "revoir", écris: "écrire", réécris: "réécrire", dis: "dire", sors: "sortir", pars: "partir", viens: "venir",
  vienne: "venir", reviens: "revenir", ferai: "faire", ferais: "faire", irai: "aller", irais: "aller", enverrai: "envoyer",
  enverrais: "envoyer", verrai: "voir", passerai: "passer",
  // "je paie": its stem is one letter, which no ending rule reads.
  paie: "payer",
};

/** French first-person forms in the infinitive: "je passe" -> "passer", "que je lui paierais" -> "lui payer". */
export const TASK_FORM: TaskFormRules = {
  verbs: new Set([...VERBS.split(/\s+/), ...EVERYDAY.split(/\s+/)].filter(Boolean)),
  irregular: IRREGULAR,
  endings: [
    ["isse", ["ir"]],
    ["ierais", ["yer"]],
    ["ierai", ["yer"]],
    ["lerais", ["ler"]],
    ["rais", ["r", "re"]],
    ["rai", ["r", "re"]],
    ["lle", ["ler"]],
    ["tte", ["ter"]],
    ["oie", ["oyer"]],
    ["aie", ["ayer"]],
    ["uie", ["uyer"]],
    ["ds", ["dre"]],
    ["is", ["ir"]],
    ["e", ["er", "re"]],
  ],
  stems: [[/è(?=[^aeiouéèêë]+$)/u, "e"], [/è(?=[^aeiouéèêë]+$)/u, "é"], [/ll$/u, "l"], [/tt$/u, "t"]],
  clitics: /lui|leur|les|le|la/u,
  attach: (infinitive, clitic) => `${clitic} ${infinitive}`,
  nounNext: /^\s+(?:de|du|des|d['’])(?![\p{L}])/iu,
  // French says its subject: the form is the owner's verb when "je" (and its object pronouns) stands right before it.
  saidAsVerb: (said, form) =>
    new RegExp(`(?<![\\p{L}])j(?:e\\s+|['’]\\s*)(?:(?:ne|n['’]|me|m['’]|le|la|les|l['’]|lui|leur|y|en)\\s*)*${form}(?![\\p{L}])`, "u").test(said),
};
