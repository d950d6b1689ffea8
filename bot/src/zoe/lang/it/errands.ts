/**
 * Italian errand verbs: the 145 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
import type { TaskFormRules } from "../task-form.ts";

const VERBS = `
  accompagnare affilare affittare affrancare aggiornare aggiustare annaffiare annullare archiviare arieggiare aspirare autenticare
  avvisare buttare cambiare cancellare caricare carteggiare chiamare compilare comprare concimare confermare consegnare consultare
  contattare controllare correggere cucire decalcificare denunciare depositare dichiarare disdire disinfestare disinfettare
  disiscrivere disotturare domiciliare falciare firmare fotocopiare giustificare gonfiare igienizzare imballare imbiancare
  impermeabilizzare incorniciare informare innaffiare innestare installare intonacare inviare iscrivere lavare legalizzare
  lubrificare lucidare mandare noleggiare notificare oliare ordinare organizzare pagare piantare piastrellare pitturare
  plastificare potare prenotare presentare pulire rammendare rastrellare rateizzare recuperare redigere registrare regolarizzare
  restituire ridare revisionare ricaricare richiamare richiedere riciclare riconsegnare rimborsare rinegoziare rinnovare rinvasare
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

/**
 * Everyday verbs a commitment opens with that are no errand of a note or a list ("passare al catasto", "portare la macchina",
 * "trovare un bianco"): read only to put a summary's first-person verb in the infinitive (lang/task-form.ts).
 */
const EVERYDAY = `
  aiutare andare assaggiare cercare dare essere fare finire guardare lasciare mandare parlare passare portare prendere
  preparare provare rifare riportare riprendere riscrivere scendere salire sentire tornare trovare uscire vedere venire
  visitare tagliare mettere
`;

/** First-person forms that no ending reaches. */
const IRREGULAR: Record<string, string> = {
  faccio: "fare", rifaccio: "rifare", vado: "andare", vengo: "venire", esco: "uscire", do: "dare", sto: "stare",
  sarò: "essere", farò: "fare", andrò: "andare", verrò: "venire", farei: "fare", andrei: "andare", verrei: "venire",
  facevo: "fare", disdico: "disdire", ridico: "ridire",
};

/** Italian first-person forms in the infinitive: "chiamo il medico" -> "chiamare il medico", "gli pago" -> "pagargli". */
export const TASK_FORM: TaskFormRules = {
  verbs: new Set([...VERBS.split(/\s+/), ...EVERYDAY.split(/\s+/)].filter(Boolean)),
  irregular: IRREGULAR,
  endings: [
    ["isco", ["ire"]],
    ["avo", ["are"]],
    ["evo", ["ere"]],
    ["ivo", ["ire"]],
    ["erei", ["are", "ere"]],
    ["irei", ["ire"]],
    ["erò", ["are", "ere"]],
    ["irò", ["ire"]],
    ["o", ["are", "ere", "ire"]],
  ].sort((a, b) => b[0]!.length - a[0]!.length) as Array<[string, string[]]>,
  // "mi taglio i capelli": the owner's own "mi" follows the infinitive ("tagliarmi i capelli").
  clitics: /gli|le|li|lo|la|mi/u,
  attach: (infinitive, clitic) => infinitive.replace(/e$/u, "") + clitic.toLowerCase(),
  nounNext: /^\s+(?:di|del|della|dello|dei|degli|delle)(?![\p{L}])/iu,
  saidAsVerb: (said, form) =>
    new RegExp(`(?<![\\p{L}])(?<!(?<![\\p{L}])(?:il|lo|la|i|gli|le|un|uno|una|mio|mia|tuo|tua|suo|sua|questo|questa|del|della|al|alla|nel|nella|l['’]|un['’])\\s*)${form}(?![\\p{L}])`, "u").test(said),
};
