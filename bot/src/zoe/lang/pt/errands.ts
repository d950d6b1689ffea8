/**
 * Portuguese errand verbs: the 136 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
import type { TaskFormRules } from "../task-form.ts";

const VERBS = `
  abastecer acompanhar actualizar adubar afiar agendar alugar anular apostilar arquivar arranjar arrumar aspirar assinar
  atualizar autenticar averbar avisar azulejar buscar cadastrar caiar calibrar cancelar carimbar certificar cobrar comprar
  confirmar consertar consultar contactar contatar contratar copiar corrigir coser declarar depositar desengordurar desentupir
  desinfectar desinfetar desmarcar despachar desparasitar devolver digitalizar emitir emoldurar encerar encher encomendar engomar
  engraxar entregar envernizar enviar enxertar escarificar escovar escrever estucar estudar esvaziar expedir facturar faturar
  fertilizar finalizar fotocopiar homologar impermeabilizar imprimir inscrever instalar justificar lavar legalizar limpar
  liquidar lixar lubrificar marcar matricular notificar organizar pagar parcelar passear pedir pendurar pintar plantar
  plastificar podar polir preencher rebocar recadastrar recarregar reciclar reclamar redigir reembolsar regar registar registrar
  remarcar remendar renegociar renovar reparar repor requerer responder restaurar revalidar revisar semear solicitar substituir
  sulfatar telefonar traduzir transferir transplantar tratar trocar vacinar validar varrer vender visitar vistoriar votar
`;

const unaccented = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** The verbs as a regular expression alternation (each as written and without its accents), longest first. */
export const ERRAND_VERBS: string = [...new Set(VERBS.split(/\s+/).filter(Boolean).flatMap((w) => [w, unaccented(w)]))]
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * Everyday verbs a commitment opens with that are no errand of a note or a list ("passar na lota", "ligar ao dentista",
 * "levar o carro"): read only to put a summary's first-person verb in the infinitive (lang/task-form.ts).
 */
const EVERYDAY = `
  acabar ajudar dar deixar descer estar fazer ir levar ligar mandar olhar passar pôr preparar provar reescrever refazer
  registar registrar reservar rever sair subir terminar trazer ver visitar voltar falar pegar levantar tirar
`;

/** First-person forms that no ending reaches. */
const IRREGULAR: Record<string, string> = {
  vou: "ir", faço: "fazer", refaço: "refazer", trago: "trazer", ponho: "pôr", punha: "pôr", dou: "dar", estou: "estar", vejo: "ver",
  revejo: "rever", faria: "fazer", traria: "trazer", fazia: "fazer", trazia: "trazer",
  desço: "descer", peço: "pedir", subo: "subir",
};

/** Portuguese first-person forms in the infinitive: "ligo ao dentista" -> "ligar ao dentista", "lhe pagava" -> "pagar-lhe". */
export const TASK_FORM: TaskFormRules = {
  verbs: new Set([...VERBS.split(/\s+/), ...EVERYDAY.split(/\s+/)].filter(Boolean)),
  irregular: IRREGULAR,
  endings: [
    ["ava", ["ar"]],
    ["ria", ["r"]],
    ["ia", ["er", "ir"]],
    ["o", ["ar", "er", "ir"]],
  ].sort((a, b) => b[0]!.length - a[0]!.length) as Array<[string, string[]]>,
  // "abasteço" -> "abastecer", "dirijo" -> "dirigir": the stem's spelling before "-o".
  stems: [[/ç$/u, "c"], [/j$/u, "g"]],
  clitics: /lhes|lhe/u,
  attach: (infinitive, clitic) => `${infinitive}-${clitic.toLowerCase()}`,
  nounNext: /^\s+(?:de|do|da|dos|das)(?![\p{L}])/iu,
  saidAsVerb: (said, form) =>
    new RegExp(`(?<![\\p{L}])(?<!(?<![\\p{L}])(?:o|a|os|as|um|uma|meu|minha|teu|tua|seu|sua|este|esta|esse|essa|do|da|no|na|ao)\\s+)${form}(?![\\p{L}])`, "u").test(said),
};
