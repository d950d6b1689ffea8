/**
 * Spanish errand verbs: the 153 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
import type { TaskFormRules } from "../task-form.ts";

const VERBS = `
  abonar abrillantar acompañar actualizar afilar agendar alicatar alquilar anular apostillar apuntalar apuntar archivar arreglar
  aspirar avisar barnizar barrer bañar buscar cambiar cancelar canjear cargar cepillar certificar cobrar colgar comprar comprobar
  compulsar confirmar consultar contestar contratar convocar copiar corregir coser cotizar declarar denunciar depositar desatascar
  desbrozar descargar desempadronar desempolvar desengrasar desescarchar desinfectar desparasitar domiciliar empadronar empapelar
  empaquetar encargar encerar enlucir enmarcar entregar enviar escanear escardar escarificar escribir estudiar facturar felicitar
  fertilizar finalizar firmar fotocopiar fregar fumigar gestionar hinchar homologar imprimir informar ingresar injertar inscribir
  instalar invitar justificar lacar lavar legalizar lijar limpiar liquidar llamar lustrar mandar matricular negociar notificar
  ordenar organizar pagar pasear pedir peinar pintar planchar plantar plastificar podar preguntar presentar provisionar pulir
  recargar reciclar reclamar recoger redactar reembolsar regar rellenar remendar remozar renovar reparar repasar reponer repostar
  responder restaurar revisar segar sellar sembrar solicitar sulfatar sustituir tapizar tasar tender tirar traducir tramitar
  transferir traspasar trasplantar vaciar vacunar validar vender visitar votar zurcir
`;

const unaccented = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** The verbs as a regular expression alternation (each as written and without its accents), longest first. */
export const ERRAND_VERBS: string = [...new Set(VERBS.split(/\s+/).filter(Boolean).flatMap((w) => [w, unaccented(w)]))]
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * Everyday verbs a commitment opens with that are no errand of a note or a list ("pasar por la lonja", "llevar el coche",
 * "devolver el taladro"): read only to put a summary's first-person verb in the infinitive (lang/task-form.ts).
 */
const EVERYDAY = `
  acabar ayudar bajar catar dar dejar devolver empezar estar hablar hacer ir llevar mirar pasar poner preparar probar
  quedar recoger reescribir rehacer reservar revisar salir subir terminar traer ver visitar volver sacar cortar echar marcar
`;

/** First-person forms that no ending reaches. */
const IRREGULAR: Record<string, string> = {
  voy: "ir", hago: "hacer", rehago: "rehacer", pongo: "poner", traigo: "traer", salgo: "salir", doy: "dar", estoy: "estar",
  haría: "hacer", pondría: "poner", saldría: "salir", vendría: "venir", diría: "decir", iría: "ir",
};

/** Spanish first-person forms in the infinitive: "le mando el informe a la ginecóloga" -> "mandar el informe a la ginecóloga". */
export const TASK_FORM: TaskFormRules = {
  verbs: new Set([...VERBS.split(/\s+/), ...EVERYDAY.split(/\s+/)].filter(Boolean)),
  irregular: IRREGULAR,
  endings: [
    ["aba", ["ar"]],
    ["ía", ["er", "ir"]],
    ["ría", ["r"]],
    ["o", ["ar", "er", "ir"]],
  ].sort((a, b) => b[0]!.length - a[0]!.length) as Array<[string, string[]]>,
  stems: [[/ue(?=[^aeiouáéíóú]*$)/u, "o"], [/ie(?=[^aeiouáéíóú]*$)/u, "e"], [/i(?=[^aeiouáéíóú]*$)/u, "e"], [/í$/u, "i"], [/ú$/u, "u"], [/j$/u, "g"]],
  // "me paso por el banco", "me corto el pelo": the owner's own "me" follows the infinitive ("pasarme por el banco").
  clitics: /les|le|lo|la|los|las|se|me/u,
  // "Le mando el informe a la ginecóloga": the person is said again after the verb, the pronoun goes; else it follows the infinitive.
  attach: (infinitive, clitic, rest) => (/(?:^|\s)(?:a|al)\s/iu.test(rest) && /^les?$/iu.test(clitic) ? infinitive : infinitive + clitic.toLowerCase()),
  nounNext: /^\s+(?:de|del)(?![\p{L}])/iu,
  saidAsVerb: (said, form) => notAfterArticle(said, form, "el|la|los|las|un|una|unos|unas|mi|tu|su|mis|tus|sus|este|esta|ese|esa|del|al"),
};

/** Whether the form stands somewhere in what was said without an article or a possessive right before it. */
function notAfterArticle(said: string, form: string, articles: string): boolean {
  return new RegExp(`(?<![\\p{L}])(?<!(?<![\\p{L}])(?:${articles})\\s+)${form}(?![\\p{L}])`, "u").test(said);
}
