/**
 * Italian errand verbs: the 144 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
const VERBS = `
  accompagnare affilare affittare affrancare aggiornare aggiustare annaffiare annullare archiviare arieggiare aspirare autenticare
  avvisare buttare cambiare cancellare caricare carteggiare chiamare compilare comprare concimare confermare consegnare consultare
  contattare controllare correggere cucire decalcificare denunciare depositare dichiarare disdire disinfestare disinfettare
  disiscrivere disotturare domiciliare falciare firmare fotocopiare giustificare gonfiare igienizzare imballare imbiancare
  impermeabilizzare incorniciare informare innaffiare innestare installare intonacare inviare iscrivere lavare legalizzare
  lubrificare lucidare mandare noleggiare notificare oliare ordinare organizzare pagare piantare piastrellare pitturare
  plastificare potare prenotare presentare pulire rammendare rastrellare rateizzare recuperare redigere registrare regolarizzare
  restituire revisionare ricaricare richiamare richiedere riciclare riconsegnare rimborsare rinegoziare rinnovare rinvasare
  riordinare riparare ripassare riportare rispondere ritirare rottamare saldare salvare sanificare sbrinare scansionare
  scartavetrare scrivere segnalare seminare sfalciare sgomberare sgrassare sistemare smacchiare smaltire sollecitare sostituire
  spazzare spazzolare spedire spolverare spurgare stampare stirare stuccare studiare sturare sverminare svuotare telefonare
  tinteggiare toelettare tradurre trapiantare trasferire traslocare vaccinare validare vangare verificare verniciare vidimare
  votare zappare
`;

const unaccented = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** The verbs as a regular expression alternation (each as written and without its accents), longest first. */
export const ERRAND_VERBS: string = [...new Set(VERBS.split(/\s+/).filter(Boolean).flatMap((w) => [w, unaccented(w)]))]
  .sort((a, b) => b.length - a.length)
  .join("|");
