/**
 * French errand verbs: the ~153 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
const VERBS = `
  accompagner acheter actualiser affranchir aiguiser amener annuler apporter archiver arroser aspirer astiquer avertir aérer
  balayer boucher brosser bêcher cirer classer clôturer commander compléter composter confirmer consulter contacter contester
  contrôler convoquer copier corriger coudre débarrasser débloquer déboucher débroussailler décaper déclarer dégivrer démonter
  déménager dépanner déposer dépoussiérer désherber désinscrire détartrer emballer emmener emprunter encadrer encaisser
  enregistrer entretenir envoyer expédier facturer faxer fertiliser finaliser finir fixer gonfler graisser imprimer informer
  inscrire installer isoler jeter laver lessiver livrer louer nettoyer nourrir numériser organiser pailler payer peindre
  photocopier planifier planter plastifier plier poncer poster postuler programmer promener prévenir purger racheter ramasser
  ramener ramoner ranger rappeler rapporter ratisser recharger refaire regonfler relancer relever relire rembourser remercier
  remplacer remplir rempoter rendre renouveler repasser repeindre restituer retourner récupérer récurer rédiger régler réparer
  répondre résilier réviser sauvegarder scanner signaler signer solder souscrire tailler tapisser tondre traiter transférer trier
  télécharger téléphoner vacciner valider vendre vidanger vider virer visser voter vérifier épousseter étiqueter étudier
`;

const unaccented = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** The verbs as a regular expression alternation (each as written and without its accents), longest first. */
export const ERRAND_VERBS: string = [...new Set(VERBS.split(/\s+/).filter(Boolean).flatMap((w) => [w, unaccented(w)]))]
  .sort((a, b) => b.length - a.length)
  .join("|");
