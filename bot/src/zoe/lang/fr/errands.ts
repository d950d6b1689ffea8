/**
 * French errand verbs: the 194 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
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
