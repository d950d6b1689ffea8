/**
 * Spanish errand verbs: the ~125 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
const VERBS = `
  abonar acompañar actualizar afilar agendar alquilar anular apuntar archivar arreglar aspirar avisar barrer buscar cambiar
  cancelar canjear cargar cepillar cobrar colgar comprar comprobar confirmar consultar contestar contratar convocar copiar
  corregir coser cotizar declarar denunciar depositar desatascar desbrozar descargar desempolvar desinfectar domiciliar empadronar
  empaquetar encargar enmarcar entregar enviar escanear escribir estudiar facturar felicitar fertilizar finalizar firmar
  fotocopiar fregar fumigar gestionar hinchar imprimir informar ingresar inscribir instalar invitar justificar lavar legalizar
  lijar limpiar liquidar llamar mandar matricular negociar notificar ordenar organizar pagar pasear pedir pintar planchar plantar
  plastificar podar preguntar presentar pulir recargar reciclar reclamar recoger redactar reembolsar regar rellenar remendar
  renovar reparar repasar reponer repostar responder revisar segar sellar solicitar sustituir tapizar tasar tender tirar traducir
  tramitar transferir traspasar vaciar vacunar validar vender visitar votar zurcir
`;

const unaccented = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** The verbs as a regular expression alternation (each as written and without its accents), longest first. */
export const ERRAND_VERBS: string = [...new Set(VERBS.split(/\s+/).filter(Boolean).flatMap((w) => [w, unaccented(w)]))]
  .sort((a, b) => b.length - a.length)
  .join("|");
