/**
 * Spanish errand verbs: the 153 infinitives everyday to-dos open with (household, errands, admin, work, family,
 * health, garden, car, money, travel, study), written from the language and not from any batch. Read by the pack's
 * `bareNote` (a to-do note with no time: "nettoyer le four", "desatascar el fregadero") and `listVerb` (a pasted list of
 * errands). Each is also read without its accents, as owners typing fast write it.
 * Must never: name a recipe's, a dose's or a device's step (cut, mix, add, pour, take two, press), which a note must not
 * read as the owner's to-do; nor repeat a verb the pack's `bareNote` lists with a guard of its own.
 */
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
