/**
 * Italian errand verbs: the ~115 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
const VERBS = `
  accompagnare affilare affittare aggiornare aggiustare annaffiare annullare archiviare aspirare avvisare buttare cambiare
  cancellare caricare chiamare compilare comprare concimare confermare consegnare consultare contattare controllare correggere
  cucire denunciare depositare dichiarare disdire disinfettare disiscrivere disotturare falciare firmare fotocopiare giustificare
  gonfiare imballare imbiancare incorniciare informare innaffiare installare inviare iscrivere lavare legalizzare lucidare mandare
  noleggiare notificare ordinare organizzare pagare piantare pitturare plastificare potare prenotare presentare pulire rammendare
  rastrellare rateizzare recuperare redigere registrare restituire revisionare ricaricare richiamare richiedere riciclare
  riconsegnare rimborsare rinnovare riordinare riparare ripassare riportare rispondere ritirare rottamare saldare salvare sbrinare
  scansionare scrivere segnalare sgomberare sgrassare sistemare smacchiare smaltire sollecitare sostituire spazzare spazzolare
  spedire spolverare stampare stirare studiare svuotare telefonare tradurre trasferire traslocare vaccinare validare verificare
  verniciare vidimare votare zappare
`;

const unaccented = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** The verbs as a regular expression alternation (each as written and without its accents), longest first. */
export const ERRAND_VERBS: string = [...new Set(VERBS.split(/\s+/).filter(Boolean).flatMap((w) => [w, unaccented(w)]))]
  .sort((a, b) => b.length - a.length)
  .join("|");
