/**
 * Everything ZOE knows about Spanish: its words (strings.ts), how it writes them, and how
 * a Spanish-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import { Alternation } from "../../base/alternation.ts";
import type { LanguagePack } from "../pack.ts";
import { L, R, SPAN, turnWords, wordSet, restateThing, sayPickedUp } from "../patterns.ts";
import { DUE, NUMBERS } from "./due.ts";
import { ERRAND_VERBS, TASK_FORM } from "./errands.ts";
import { taskForm } from "../task-form.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/**
 * Verbs in the first person present that promise when a time goes with them ("Le mando la
 * presentación a María el viernes", "Mañana llamo a la gestoría") or when they are done to
 * someone ("te llamo", "le escribo"): alone, the present is as often a habit or the moment.
 */
const PROMISE_VERBS =
  "mando|envío|envio|llamo|pago|reservo|pongo|veo|contesto|respondo|escribo|recojo|paso|compro|apunto|llevo|preparo|termino|entrego|reviso|arreglo|traigo|confirmo|encargo|devuelvo|pido|hago|saco|cancelo|renuevo|imprimo|firmo|busco|cambio|limpio|ordeno|subo|bajo|compruebo|aviso(?!\\s*:)(?!\\s+(?:del?|de la)\\s)|hablo con|quedo con|marco|organizo|gestiono|tramito|transfiero|ingreso|riego|paseo|acabo|llamaré|mandaré|dejo|miro|presento|soluciono|resuelvo|vacío|vacio|plancho|cocino|tiro|recupero|contacto|pregunto|monto|desmonto|empiezo|comienzo|reclamo|cojo|pillo|relleno|rellenar|lavo|quito|recargo|instalo|actualizo|corrijo|leo|estudio|visito|vuelvo|me apunto|me paso|me pongo con|me encargo|me ocupo|me inscribo|me apunto";
/** The future of the first person ("compraré", "haré"): a promise, but for verbs that say a state or a doubt. */
const FUTURE =
  "(?!(?:seré|sere|estaré|estare|podré|podre|sabré|sabre|querré|habré|habre|veré|vere|pensaré|pensare|diré|dire|intentaré|intentare|echaré|moriré|volveré a ver)(?![\\p{L}]))(?:\\p{L}+(?:aré|eré|iré)|iré|ire|haré|hare|pondré|saldré|vendré|tendré|traeré)";
/** Pronouns before a verb ("le mando", "te lo paso"). */
const CLITICS = "(?:(?:me|te|se|le|les|lo|la|los|las|nos|os)\\s+)*";
/** Words that open a message without belonging to what it says ("vale", "ok", "venga"), and the friend or group addressed ("parce", "güey", "chicos"). */
const INTERJECTION = "ok|okay|okey|pero|sin falta|a ver si|vale|venga|bueno|pues|oye|mira|sí|claro|perfecto|genial|de acuerdo|dale|va|listo|entendido|hecho|tranqui|sin problema|ah|eh|y|también|además|por cierto|nada|vamos|anda|hala|jo|prometido|prometo|hecho|trato hecho|de verdad|en serio|la verdad|sinceramente|realmente|jaja|jajaja|uf|buf|este|o sea|tipo|che|parce|parcero|parcera|güey|guey|wey|oe|compa|mano|chamo|pana|chicos|chicas|gente|oigan|órale|orale|ándale|andale|pucha|illo|quillo|bo|ta|pe|carallo|ho";
const DAYS = "lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo";
/** A clock hour said in words ("a las ocho", "às nove", "alle otto"): the due grammar's number words up to twelve. */
const HOUR_WORDS = Object.entries(DUE.rewrite?.numbers ?? {})
  .filter(([w, n]) => n <= 12 && !/\s/.test(w))
  .map(([w]) => w)
  .join("|");
/** A moment of the day a to-do is tied to, said first ("antes del curro", "cuando salga del gym", "al salir del curro", "al rato"). */
const MOMENT_LEAD =
  "(?:antes|después|despues) (?:del?|de la) (?:curro|trabajo|laburo|chamba|oficina|clase|cole|colegio|escuela|facu|uni|gym|gimnasio|entreno|partido|fútbol|futbol|misa|reunión|reunion|consulta|comida|cena|almuerzo|desayuno|siesta)|cuando (?:salga|llegue|vuelva|regrese|termine)(?: (?:del?|de la|a|al|a la|en) (?:casa|curro|trabajo|laburo|chamba|oficina|clase|cole|colegio|escuela|facu|uni|gym|gimnasio|entreno))?|(?:al salir|saliendo) (?:del?|de la) (?:curro|trabajo|laburo|chamba|oficina|clase|cole|colegio|escuela|facu|uni|gym|gimnasio|entreno)|al rato";
/** A day or a time that may open the sentence before the verb ("Mañana llamo a la gestoría", "mañana a las ocho paso por …"). */
/** One day or time said before the task ("mañana", "el viernes por la tarde"). */
const DAY_ONE =
  `(?:(?:antes del?|para|hasta)\\s+)?(?:${MOMENT_LEAD}|(?:el\\s+)?fin de mes|después de (?:comer|cenar|desayunar|clase|trabajar)|después del (?:trabajo|almuerzo|gimnasio|gym|gimnasio|entreno|turno|curro|fútbol|futbol|pádel|padel)|antes de (?:la )?(?:cena|comida)|antes de (?:cenar|comer)|después de (?:(?:la|mi|el) )?(?:guardia|clase|reunión|misa|ronda|consulta|visita|ensayo|partido|relevo|colegio|escuela)|pasado mañana|mañana|manana|hoy|esta (?:tarde|noche|mañana|semana)|este (?:finde|fin de semana|mes)|el (?:${DAYS})(?: que viene)?|(?:${DAYS})|luego|ahora|ahorita|después|despues|más tarde|mas tarde|la semana que viene|el finde|en un rato|en cuanto pueda)` +
  `(?:\\s+(?:(?:por|en|a) la (?:mañana|manana|tarde|noche)|a primera hora|temprano|sin falta|lo primero|a las \\d{1,2}(?:[:.h]\\d{2})?|a las (?:${HOUR_WORDS})(?: y media| y cuarto| en punto)?|a la una))*`;
/** A day said before the task, or two offered as a choice ("mañana o pasado", "el martes o el miércoles"): the second one named is its due date. */
const DAY_LEAD = `(?:${DAY_ONE})(?:\\s+o\\s+(?:pasado(?:\\s+(?:mañana|manana))?|${DAY_ONE}))?`;
/** A word that names when ("mañana", "a las 5", "antes del viernes"): what the present needs to promise. */
const WHEN =
  `(?<![\\p{L}\\p{N}])(?:${DAYS}|mañana|manana|hoy|esta (?:tarde|noche|mañana|semana)|este (?:finde|fin de semana|mes)|(?<!(?<![\\p{L}])(?:y|e)\\s)luego|ahora|ahorita|(?<!(?<![\\p{L}])(?:y|e)\\s)después|(?<!(?<![\\p{L}])(?:y|e)\\s)despues|más tarde|mas tarde|en un rato|en cuanto|cuando llegue|cuanto antes|de camino|de paso|a la vuelta|al salir|sin falta|semana|finde|fin de semana|mes|mediodía|medianoche|a las? \\d|el día \\d|hora de comer|hora de la comida|antes de|antes del|para el|para la|para (?:${DAYS})|dentro de|en (?:una|un|dos|tres|\\d)|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|navidad|el \\d|\\d{1,2}:\\d{2}|\\d{1,2}h)(?![\\p{L}])`;
/** Words between a verb and its infinitive ("tengo que sí o sí llamar"). */
const ADVERBS = "(?:(?:\\p{L}+mente|sin falta|sí o sí|si o si|ya|también|tambien|todavía|todavia|aún|aun|urgentemente|hoy mismo|de una vez)\\s+)*";
/** An infinitive, with the pronouns around it ("llamar", "mandarle", "me apunto a"). */
/**
 * "recuérdame que llame a mi madre": the first person's subjunctive after "que", said back as the to-do's infinitive
 * ("llamar a mi madre"). Common errands only: a word the table does not hold stays as said.
 */
const SUBJUNCTIVE_TASK: Readonly<Record<string, string>> = Object.fromEntries(
  (
    "llame:llamar compre:comprar pague:pagar saque:sacar mande:mandar envíe:enviar envie:enviar escriba:escribir haga:hacer vaya:ir " +
    "recoja:recoger lleve:llevar busque:buscar reserve:reservar pida:pedir devuelva:devolver tome:tomar riegue:regar limpie:limpiar " +
    "prepare:preparar revise:revisar termine:terminar conteste:contestar responda:responder ponga:poner traiga:traer apague:apagar " +
    "cancele:cancelar confirme:confirmar felicite:felicitar renueve:renovar cambie:cambiar lave:lavar estudie:estudiar imprima:imprimir " +
    "firme:firmar baje:bajar suba:subir abra:abrir cierre:cerrar mire:mirar llegue:llegar empiece:empezar entregue:entregar " +
    "arregle:arreglar avise:avisar escuche:escuchar pase:pasar quite:quitar tire:tirar vuelva:volver salga:salir coma:comer beba:beber"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

const INFINITIVE = `${CLITICS}(?!haber\\s)(?:ir|\\p{L}+(?:ar|er|ir|ír))(?:me|te|se|le|les|lo|la|los|las|nos|os)*(?![\\p{L}])`;
/** A single verb with its pronoun glued on and nothing but a time after it ("llamarte esta noche"): kept with its lead, one word is no task. */
// Never thinking it over, trying or seeing about it ("voy a pensarlo", "voy a intentarlo"): no task named.
const LONE = `(?!(?:pensar|pensár|intentar|intentár|ver|mirar|mirár)(?:te|lo|la|melo|mela)?(?:lo|la)?(?![\\p{L}]))\\p{L}+(?:ar|er|ir|ír)(?:te|le|les|lo|la|los|las|os)(?:lo|la|los|las)?(?:\\s*$|\\s+${WHEN})`;
/** Not said after a "no" ("no voy a", "no te voy a mentir"). */
const NOT_DENIED = `(?<!(?<![\\p{L}])(?:no|nunca|jamás|jamas|ni)\\s+${CLITICS})`;
/** What may open a sentence before its verb: words of no weight. */
/** Places one goes to only to run an errand ("voy a correos", "voy al cajero"): never one of leisure or of every day (work, school, gym). */
const ERRAND_PLACES =
  "banco|cajero|correos|farmacia|supermercado|súper|super|tintorería|tintoreria|lavandería|lavanderia|taller|notaría|notaria|gestoría|gestoria|ayuntamiento|Hacienda|registro civil|ferretería|ferreteria|papelería|papeleria|óptica|optica|zapatero|costurera|centro de salud|ambulatorio|laboratorio|estanco|oficina de correos|juzgado|comisaría|comisaria";
const OPENERS = `(?<=^\\s*¡?(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:yo\\s+)?)`;
/**
 * Words in "-o" that are no promise in the present: a state, a meal, a routine, an outing ("trabajo
 * el sábado", "ceno con Ana"), or no verb at all ("todo el día", "domingo", "como el año pasado").
 */
const STATE_VERBS =
  "trabajo|curro|juego|ceno|pronto|temprano|recibo|estreno|gano|pierdo|como|desayuno|almuerzo|meriendo|duermo|salgo|tengo|quiero|puedo|pienso|creo|necesito|disfruto|descanso|entreno|viajo|vuelo|quedo|sigo|espero|odio|adoro|prefiero|pero|todo|solo|sólo|cuando|mismo|medio|tanto|poco|mucho|algo|nuevo|primero|luego|domingo|tipo|rollo|año|fijo|claro|cumpleaños|partido|médico|medico|trabajo|centro|pueblo|barrio|colegio|instituto|campo|gimnasio|cine|teatro|no|yo";
/** Any verb in the first person present but those ("ataco", "descuelgo", "repaso"): the verb that ends in "-o". */
const OPEN_VERB = `(?!(?:${STATE_VERBS})(?![\\p{L}]))(?!\\p{L}{3,}(?:ado|ido)(?![\\p{L}]))\\p{L}{2,}o(?![\\p{L}])`;
/** The pronoun that takes up a thing said first ("El trastero lo ordeno …", "El presupuesto se lo mando …"). */
const RESUMED = "(?:lo|la|los|las|se lo|se la|se los|se las)";
/** What follows a verb that acts on something: its object or where it goes ("ataco el trastero", "me acerco a la farmacia"). */
const FOLLOW = "(?:yo\\s+)?(?:el|la|los|las|lo|un|una|unos|unas|mi|mis|tu|tus|su|sus|este|esta|estos|estas|ese|esa|esos|esas|al|a)(?![\\p{L}])";

/** What opens a commitment; the task follows (a pattern may stop before a word it keeps). */
const TRIGGERS: readonly string[] = [
  // "Prometo llamarte esta noche", "Tengo que llamarte": one word is no task, the lead stays with it.
  `${L}${NOT_DENIED}(?=(?:prometo|voy a|tengo que|debo|necesito|he de)\\s+${LONE})`,
  // "voy a llamar", "tengo que pagar", "debo entregar", "he de", "hay que", "necesito", "me toca".
  `${L}${NOT_DENIED}(?:voy a|voy(?=\\s+${INFINITIVE})|vy a|boy a|voi a|t(?:e)?ng(?:o)?\\s+(?:(?:sí|si) o (?:sí|si)\\s+)?(?:que|q|ke|k|qe)|ay que|ay q|estoy obligad[oa] a|tengo previst[oa]|me encargaré de|me encargare de|me ocuparé de|me ocupare de|más me vale|mas me vale|tendré que|tendre que|debo|he de|hay que|necesito|nesecito|nesesito|nececito|me toca(?:\\s+a\\s+m[ií])?|estoy a cargo de|estoy encargad[oa] de|tengo pendiente|me queda pendiente|(?<!(?:le|les|te|nos|os)\\s+)queda\\s+pendiente:?|quedé en|quede en|quedé con (?:\\p{L}+\\s+){1,3}?en|quede con (?:\\p{L}+\\s+){1,3}?en|he quedado en|tengo pensado|tengo la intención de|tengo intención de|planeo|pienso|cuento con|mi idea es|me he propuesto|me propongo)\\s+${ADVERBS}(?=${INFINITIVE})`,
  // "debería llamar": the owner's "should" when the sentence opens with it (a third person says it the same way: "alguien debería").
  `${OPENERS}(?:debería|deberia|tendría\\s+(?:que|q)|tendria\\s+(?:que|q))\\s+${ADVERBS}(?=${INFINITIVE})`,
  // "mi tarea de hoy es arreglar la ducha": the day's task named.
  `${L}mi (?:tarea|misión|mision|trabajo|prioridad|curro)(?:\\s+(?:de hoy|para hoy|de mañana|para mañana|de la semana))?\\s+es\\s+(?=${INFINITIVE})`,
  // The household's: "tenemos que comprar lavavajillas" (not "tenemos que hablar", "tenemos que vernos").
  `${L}${NOT_DENIED}(?:tenemos\\s+(?:que|q|ke)|debemos|necesitamos|nos toca)\\s+${ADVERBS}(?!(?:hablar|charlar|vernos|quedar|vernos)${R})(?=${INFINITIVE})`,
  // "quiero ordenar las facturas hoy": a wish, a plan only with a time.
  `${OPENERS}(?:quiero|quisiera)\\s+${ADVERBS}(?=${INFINITIVE}.*${WHEN})`,
  // "quiero cancelar la suscripción de HBO", "quiero darme de baja del gimnasio": wanting to cancel or give back is the errand itself,
  // with no time said (never "quiero devolverle el favor").
  `${OPENERS}quiero\\s+${ADVERBS}(?=(?:cancelar|anular|desactivar|devolver|darme de baja|dar de baja|desapuntarme|desuscribirme)\\p{L}*${R})(?!.*${L}favor${R})`,
  // A line of a list in the infinitive ("- llamar al fontanero"), and what is left to do ("me queda …").
  `^\\s*(?:[-*•·]|\\d{1,2}[.)]|\\[\\s?\\])\\s*(?=${INFINITIVE})`,
  `${L}(?:me\\s+(?:queda|quedan|falta|faltan)|todavía me queda|aún me queda)\\s+(?:por\\s+)?(?=${INFINITIVE})`,
  // "voy al médico el jueves": going somewhere, when a time says it is a plan.
  // "voy a correos", "voy al cajero": going to a place one goes to only for an errand is one, with no time said.
  `${OPENERS}(?=voy\\s+(?:a|al|a la|a los|a las)\\s+(?:${ERRAND_PLACES})(?![\\p{L}])(?!.*${L}(?:todos|todas|cada|siempre)${R}))`,
  `${OPENERS}(?=voy\\s+(?:a|al|a la)\\s+(?!${INFINITIVE})(?!(?:cine|teatro|concierto|fiesta|bar|playa|piscina|museo|restaurante|discoteca|partido|cumple|cumpleaños)${R}).*${WHEN})`,
  // Promises: "le prometí a Lucía que", "prometí a mi hermano", "te prometo que", "me comprometo a".
  // Not a thing promised done ("… que los archivos estarían corregidos": the pack's `restate` says it back).
  `${L}(?:(?:le|les|te|os)\\s+)?prometí\\s+(?:(?:a|al)\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?)?(?:que\\s+(?!(?:el|la|los|las|mi|mis)\\s+[^,;]{1,40}?\\s+(?:estaría|estarían|estaria|estarian|estará|estarán|estara|estaran|sería|serían|seria|serian|será|serán|sera|seran|quedaría|quedarían|quedará|quedarán)\\s)|(?=${INFINITIVE}))`,
  // Typed without its accent and with "q" ("le prometi a la abuela q le mando …"), or told as an assurance ("Le aseguré a mi hijo que revisaría …").
  `${L}(?:(?:le|les|te|os)\\s+)?(?:prometi|aseguré|asegure|garanticé|garantice|juré)\\s+(?:(?:a|al)\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?)?(?:que|q)\\s+(?=(?:yo\\s+)?${CLITICS}(?:\\p{L}+ría|${FUTURE}|${PROMISE_VERBS}|\\p{L}{2,}o(?![\\p{L}])(?=.*${WHEN}))(?![\\p{L}]))`,
  // "Le dije a la supervisora que le hacía el cuadrante para el viernes": a promise told, its verb in the imperfect, with a time.
  `${L}(?:(?:le|les|te|os)\\s+)?dije\\s+(?:(?:a|al)\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?)?(?:que|q)\\s+(?=(?:yo\\s+)?${CLITICS}(?!(?:estaba|era|tenía|tenia|iba|podía|podia|sabía|sabia|quería|queria|creía|creia|había|habia|gustaba|parecía|parecia)(?![\\p{L}]))(?:\\p{L}+ría|\\p{L}{2,}(?:aba|ía)(?=.*${WHEN}))(?![\\p{L}]))`,
  `${L}(?:(?:te|os|le|les)\\s+)?prometo\\s+(?:que\\s+)?`,
  // "Le dije a Marta que la llamaría", "quedamos en que yo llevo el postre", "quedé con Andrés en que le reviso el coche": a promise told of.
  `${L}(?:(?:le|les|te|os)\\s+)?(?:dije|he dicho)\\s+(?:(?:a|al)\\s+(?:[\\p{L}'’.ª-]+\\s+){1,3}?)?(?:que|q)\\s+(?=(?:yo\\s+)?${CLITICS}(?:\\p{L}+ría|${FUTURE}|${PROMISE_VERBS}|\\p{L}{2,}o(?![\\p{L}])(?=.*${WHEN}))(?![\\p{L}]))`,
  // "He aceptado presidir la reunión": a yes given.
  `${L}(?:he aceptado|acepté|acepte)\\s+(?=${INFINITIVE})`,
  `${L}(?:quedamos|hemos quedado|he quedado|quedé|quede)\\s+(?:con\\s+(?:[\\p{L}'’.ª-]+\\s+){1,3}?)?en\\s+(?:que|q)\\s+(?:yo\\s+)?`,
  // A note to self in the infinitive: "No olvidar llamar a mamá", "acordarme de comprar pan", "llamar al fontanero mañana".
  `^\\s*(?:no olvidar(?:me)?(?:\\s+de)?|no olvidarme de|acordarme de|recordar)\\s+(?=${INFINITIVE})`,
  `^\\s*¡?(?=(?!(?:ayer|mujer|lugar|hogar|placer|taller|alquiler|bar|mar|par|collar|cadáver|deber|poder|ser|estar|haber|tener|querer|cualquier|primer|tercer|militar|familiar|pilar|javier|ester|esther|oscar|óscar|edgar|omar|gaspar|baltasar|amir|jennifer|walter)(?![\\p{L}]))\\p{L}{2,}(?:ar|er|ir)(?:me|te|le|les|lo|la|los|las)?(?![\\p{L}])[^:]*${WHEN})`,
  // "Me he comprometido con la junta a redactar el acta": whom to, between the promise and the task.
  `${L}(?:me comprometo|me he comprometido|me comprometí|me comprometi)(?:\\s+con\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?(?=a\\s))?\\s*a\\s+`,
  // Said formally: "No dejaré de llamar al notario" (I will not fail to), "Habré de renovar el DNI" (the future of "he de").
  `${L}(?:no\\s+dejaré\\s+de|no\\s+dejare\\s+de|habré\\s+de|habre\\s+de)\\s+${ADVERBS}(?=${INFINITIVE})`,
  // "Me encargo yo de", "me ocupo de": taking something on.
  `${OPENERS}(?=(?:me encargo|me ocupo)(?:\\s+yo)?\\s+(?:de|del)\\s)`,
  // "que no se me pase llamar a la abuela": only before a verb ("que no se me pase el arroz" is the pot's).
  `${L}que no se me pase\\s+(?=${INFINITIVE})`,
  // "no me dejes olvidar (que tengo que)", "que no se me olvide", "tengo que acordarme de".
  `${L}(?:no me dejes olvidar(?:me)?(?!\\s+(?:lo\\s+\\p{L}+\\s+que|cómo|como|cuánto|cuanto|cuando|cuándo|qué|quién)${R})|no dejes que (?:se me olvide|me olvide)|que no se me olvide|no se me puede olvidar|no me puedo olvidar|no puedo olvidarme|no puedo olvidar|no debo olvidar(?:me)?|no me tengo que olvidar|no me olvido)(?:\\s+(?=(?:el|la|los|las|mi|mis|un|una|unos|unas)\\s)|\\s+(?:de\\s+|que\\s+(?:tengo\\s+que\\s+|debo\\s+|hay\\s+que\\s+)?))?`,
  // A double negation is a to-do: "no me puedo saltar la reunión", "no se me puede pasar la vacuna", "ni de broma se me pasa …".
  `${L}(?:sobre todo\\s+)?(?:no\\s+(?:me\\s+|se\\s+me\\s+)?(?:puedo|puede|debo)\\s+(?:saltar(?:me)?|pasar|faltar\\s+a|perder(?:me)?)|ni de broma se me (?:pasa|olvida)|no\\s+(?:olvidar(?:me)?|saltarme|faltar\\s+a)(?:\\s+de)?)\\s+`,
  // "Soy yo quien lleva la tarta el sábado", "Cuenta conmigo para …", "solo queda imprimir …": the owner's part, said another way.
  `${OPENERS}soy yo (?:quien|el que|la que)\\s+(?=.*${WHEN})`,
  `${L}(?:cuenta|contad|cuente)\\s+conmigo\\s+para\\s+`,
  `${L}(?:(?:solo|sólo|ya solo|ya sólo)\\s+(?:me\\s+)?(?:queda|quedan|falta|faltan)|(?:aún|aun|todavía|todavia)\\s+(?:me\\s+)?(?:falta|faltan))\\s+(?:por\\s+)?(?=${INFINITIVE})`,
  // A to-do written as a list head: "Pendiente: …", "por hacer: …".
  `${L}(?:en\\s+)?(?:mi\\s+)?(?:ojo|pendientes?|por hacer|urgente|necesito|me hace falta|tareas?|todo|to-do|to do|recordatorio|nota|nota mental|apunta|apúntate|apuntate|anota|anótate|anotate|lista|no olvidar|no te olvides|siguiente paso|próximo paso|proximo paso|prioridad|mi plan)(?:\\s+(?:para m[ií]|de hoy|para hoy|de mañana|para mañana|de la semana|de tareas|de pendientes|del día|para (?:esta|este) [\\p{L}]+(?: de semana)?))*\\s*(?::|\\s[-–—])`,
  // "deberíamos vaciar el garaje este finde": the household's plan, with a time (without one, as often a wish).
  `${OPENERS}(?:deberíamos|deberiamos)\\s+${ADVERBS}(?!(?:quedar|vernos|hablar|salir|tomar|ir a tomar)${R})(?=${INFINITIVE}.*${WHEN})`,
  // "Intentaré llamar a papá", "estoy decidido a …", imperatives to oneself ("No te olvides de la leche", "Acuérdate de regar …").
  `${L}(?:intentaré|intentare|trataré de|tratare de)\\s+(?=${INFINITIVE})`,
  `${L}estoy\\s+(?:decidid[oa]|resuelt[oa]|determinad[oa])\\s+a\\s+`,
  `^\\s*¡?\\s*(?:no te olvides|no olvides|acuérdate|acuerdate)\\s+(?:de\\s+)?`,
  `${L}no\\s+(?:me\\s+)?(?:voy a olvidar(?:me)?|olvidaré|olvidare|me olvidaré|me olvidare)\\s+(?:de\\s+)?(?=${INFINITIVE})`,
  `(?<=^\\s*(?:${DAY_LEAD})[\\s,:]+)(?:me\\s+)?toca\\s+(?=${INFINITIVE})`,
  `^\\s*nota para m[ií](?=\\s+${INFINITIVE})`,
  // A day first, then the infinitive, as a note: "mañana renovar el dni".
  `(?<=^\\s*(?:${DAY_LEAD})[\\s,:]+)(?!(?:llover|nevar|haber|ser|estar)${R})(?!.*${L}(?:no|fue|sería|seria|era|es)${R})(?=${INFINITIVE})`,
  // A day first, then the present or future ("Mañana llamo a la gestoría", "Ok, esta noche reviso el contrato"): the day stays with the task, the grammar takes it out.
  `(?<=^\\s*¡?(?:(?:${INTERJECTION})[\\s,!.…]+)*)(?=(?:${DAY_LEAD})[\\s,]+(?:yo\\s+)?${CLITICS}(?:${PROMISE_VERBS}|${FUTURE})(?![\\p{L}]))`,
  // The present done to someone ("te llamo", "le escribo a Tomás", "os envío"), or with a time.
  `${OPENERS}(?=(?:te|os|le|les)\\s+(?:(?:lo|la|los|las)\\s+)?(?:${PROMISE_VERBS}|${FUTURE})(?![\\p{L}]))`,
  `${OPENERS}(?=${CLITICS}(?:${PROMISE_VERBS})(?![\\p{L}]).*${WHEN})`,
  // The future alone ("compraré el regalo", "iré al médico").
  `${OPENERS}(?=${CLITICS}${FUTURE}(?![\\p{L}]))`,
  // A note's head with no colon before its infinitive ("recordatorio llamar al fontanero mañana").
  `^\\s*(?:recordatorio|nota(?: para m[ií])?|ojo|pendiente)\\s+(?=${INFINITIVE})`,
  // A word given: "quedo en llamarle mañana", "he quedado en mandarle …"; "te digo algo el viernes" (an answer promised).
  `${L}${NOT_DENIED}(?:quedo|he quedado|quedé|quede)\\s+en\\s+(?=${INFINITIVE})`,
  `${OPENERS}(?=(?:te|le|os|les)\\s+(?:digo|confirmo|cuento)\\s+algo(?![\\p{L}]).*${WHEN})`,
];
/**
 * Sarcasm: a "claro" that opens the sentence and a laugh that closes it ("sí claro, me voy a pasar el finde
 * estudiando jajaja"), and a notice to a group under its head ("Aviso a los clientes: …"): no commitment of the owner's.
 */
/**
 * "debería hacer más deporte", "tendría que comer menos azúcar": a "should" for more or less of something is a resolution wished,
 * no task (never "debería llamar más temprano").
 */
const SHOULD_MORE = `${L}(?:debería|deberia|deberíamos|deberiamos|tendría que|tendria que)${R}[^,.;!?]*?${L}(?:más|mas|menos)${R}(?!\\s+(?:temprano|pronto|tarde)${R})`;
const NOT_MEANT = `^\\s*(?:(?:ah|oh|ya|pues)\\s+)?(?:s[ií],?\\s*)?(?:claro|por supuesto|seguro)(?![\\p{L}]).*(?<![\\p{L}])(?:ja(?:ja)+|je(?:je)+|jsjs|lol|xd)\\p{L}*[\\s.!]*$|^\\s*(?:aviso|info|información|informacion|anuncio|comunicado)\\s+(?:a|a los|a las|para los|para las|para)\\s+[^:]{1,30}:`;
/** The task: all that follows, but for the end's punctuation and emoji. */
const TASK = "(.+?)[\\s.!…]*(?:[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\u{FE0F}\\u{200D}]+[\\s.!…]*)*$";

/** Common irregular verbs: their preterite (I) and participle. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  hacer: ["hice", "hecho"], escribir: ["escribí", "escrito"], poner: ["puse", "puesto"], ir: ["fui", "ido"], decir: ["dije", "dicho"], ver: ["vi", "visto"],
  volver: ["volví", "vuelto"], abrir: ["abrí", "abierto"], traer: ["traje", "traído"], tener: ["tuve", "tenido"], romper: ["rompí", "roto"],
  resolver: ["resolví", "resuelto"], devolver: ["devolví", "devuelto"], cubrir: ["cubrí", "cubierto"], conducir: ["conduje", "conducido"], dar: ["di", "dado"],
};
/**
 * A paper that has to go out, said as the subject ("El presupuesto de los Ortega tiene que salir antes del viernes"): the owner's to send, said back as sending it.
 * Only papers (a train or a person "has to leave" too), and never with a clause after it (", dit la radio").
 */
const GOES_OUT = {
  re: new RegExp(
    `^(?<thing>(?:el|la|los|las|mi|mis|este|esta|estos|estas|ese|esa|esos|esas)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,2}?(?:presupuestos?|facturas?|declaraci(?:ón|on|ones)|expedientes?|cartas?|correos?|e-?mails?|mails?|contratos?|informes?|actas?|newsletters?|bolet(?:ín|in|ines)|paquetes?|pedidos?|solicitud(?:es)?|formularios?|cheques?|propuestas?|ofertas?|manuscritos?|circulares?|modelos?|convocatorias?|invitaci(?:ón|on|ones))(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}]*|\\p{N}+))?(?:\\s+(?:de|del|para|a|al)\\s*(?:[\\p{L}\\p{N}&'’-]+\\s+){0,5}?[\\p{L}\\p{N}&'’-]+)?)\\s+(?:tiene|tienen|debe|deben|tendrá|tendrán|tendra|tendran)\\s+(?:que\\s+|q\\s+|de\\s+)?(?:salir)(?<rest>(?:\\s[^,;]*)?)$`,
    "iu",
  ),
  send: "enviar",
};
/**
 * A thing that must be done, said as the subject ("El contrato de Pablo tiene que quedar firmado antes del martes", "Los
 * papeles tienen que estar entregados antes del 15"), or promised done ("Le prometí al cliente que los archivos estarían
 * corregidos mañana"): the thing, and the participle that says what is done to it.
 * Not a rule of procedure, said with a span of days ("… quinze jours avant l'audience", "em trinta dias"), nor one
 * followed by another clause (", ci pensa Tom": someone else does it).
 */
const MUST_BE_DONE = new RegExp(
  `^(?!.*(?<![\\p{L}])(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince|veinte|treinta|cuarenta|sesenta)\\s+(?:días|dias|semanas|meses|años)(?![\\p{L}]))(?<lead>.*?)\\s*(?<promised>(?:(?:le|les|te)\\s+)?(?:prometí|prometi|dije|he dicho|he prometido)\\s+(?:(?:a|al|a la)\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?)?(?:que|q)\\s+)?(?<![\\p{L}])(?<thing>(?:el|la|los|las|mi|mis|nuestro|nuestra|nuestros|nuestras|este|esta|estos|estas|ese|esa|esos|esas)\\s+[^,;:!?]{1,50}?)\\s+(?:(?:tiene|tienen|debe|deben|tendrá|tendrán|tendra|tendran)\\s+(?:que\\s+|q\\s+|de\\s+)?(?:estar|ser|quedar)|(?<future>estarían|estaria|estaría|estarian|estarán|estaran|estará|estara|serán|seran|será|sera|quedarían|quedaría))\\s+(?:ya\\s+)?(?<part>\\p{L}{2,}(?:ado|ada|ados|adas|ido|ida|idos|idas|to|ta|tos|tas|cho|cha|chos|chas))(?<rest>(?:\\s[^,;]*)?)$`,
  "iu",
);
/** Verbs in -er whose participle ends in -ido as the -ir verbs' do ("vendido", "recogido"): the rest are read as -ir ("cumplido", "pedido"). */
const ER_STEMS = /(?:vend|le|recog|escog|cos|beb|com|respond|prend|met|promet|entend|aprend|ofrec|agradec|establec|proteg|tra|mov|cog|barr|tej|corr|ten|hac|pon|perd|encend|defend|resolv|devolv|envolv|suspend|acog|conoc|reconoc|aparec|merec|crec|parec|obedec)$/u;
/** The infinitive of a Spanish participle, in any agreement ("entregados" -> entregar, "recogida" -> recoger, "hecho" -> hacer); null when no rule knows it. */
const infinitiveOf = (participle: string): string | null => {
  const p = participle.toLowerCase().replace(/(?:a|os|as)$/u, "o");
  const irregular = Object.entries(IRREGULAR).find(([, forms]) => forms.slice(1).includes(p))?.[0];
  if (irregular) return irregular;
  if (/\p{L}{2}ado$/u.test(p)) return `${p.slice(0, -3)}ar`;
  if (/\p{L}{2}ído$|\p{L}{2}ido$/u.test(p)) {
    const stem = p.slice(0, -3);
    return `${stem}${ER_STEMS.test(stem) ? "er" : "ir"}`;
  }
  return null;
};
/** A call said done as the talk it was for ("ya hablé con el fontanero" for "llamar al fontanero"; "le marqué", Mexico): other forms that tell it (accented only: "hable" is a present). */
const SAID_DONE_AS: Readonly<Record<string, readonly string[]>> = {
  llamar: ["hablé", "marqué", "telefoneé"], marcar: ["llamé", "hablé"], telefonear: ["llamé", "hablé"],
};
/** The preterite (I) and participle of a Spanish verb (llamar -> llamé, llamado; pagar -> pagué; enviar -> envié; escribir -> escrito), and the other forms a call is said done with. */
const pastOf = (word: string): readonly string[] => {
  const v = word.toLowerCase().replace(/(?<=[aei]r)(?:los|las|les|lo|la|le|me|te|se)$/u, "");
  return [...formsOf(word), ...(SAID_DONE_AS[v] ?? [])];
};
const formsOf = (word: string): readonly string[] => {
  // "mandarle", "llamarla": the verb without the pronoun glued to it.
  const v = word.toLowerCase().replace(/(?<=[aei]r)(?:los|las|les|lo|la|le|me|te|se)$/u, "");
  const stem = v.slice(0, -2);
  const participle = (p: string) => [p, p.replace(/o$/u, "a"), `${p}s`, `${p.replace(/o$/u, "a")}s`];
  // The preterite as thumbs type it too, without its accent ("lo lleve", "lo devolvi").
  const typed = (preterite: string) => [...new Set([preterite, preterite.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC")])];
  const irregular = IRREGULAR[v];
  // An irregular participle agrees as a regular one does ("devueltos", "hecha").
  if (irregular) return [...typed(irregular[0]!), ...irregular.slice(1).flatMap(participle)];
  if (/^\p{Ll}{2,}ar$/u.test(v)) return [...typed(`${stem.replace(/c$/u, "qu").replace(/g$/u, "gu").replace(/z$/u, "c")}é`), ...participle(`${stem}ado`)];
  if (/^\p{Ll}{2,}[ei]r$/u.test(v)) return [...typed(`${stem}í`), ...participle(`${stem}ido`)];
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mi: "tu", mis: "tus", me: "te", conmigo: "contigo", mío: "tuyo", mía: "tuya" });
/** The owner's own "-me" after an infinitive the task rules know ("pasarme por el banco" -> "pasarte por el banco"); "firme", "duerme" are no infinitive. */
const YOURSELF = (task: string): string =>
  task.replace(/(?<![\p{L}])(\p{L}+[aei]r)me(?![\p{L}])/gu, (whole, inf: string) => (TASK_FORM.verbs.has(inf.toLowerCase()) ? `${inf}te` : whole));


/** People a sentence may be about (the pack's `people`). */
const PEOPLE_OF = wordSet("hermano hermana mamá madre papá padre hijo hija mujer esposa marido esposo novio novia niño niña niños bebé abuela abuelo tía tío primo prima sobrino sobrina amigo amiga jefe jefa compañero compañera vecino vecina");
/** A thing or an animal, the subject, that has to go to a place: the owner's to take there (patterns.ts `restateThing`). */
const GOES_TO = new RegExp(
  `^(?<thing>(?:el|la|los|las|mi|mis|nuestro|nuestra|nuestros|nuestras)\\s+[^,;:!?]{1,40}?)\\s+(?:tiene|tienen|debe|deben|tendrá|tendrán)\\s+(?:que\\s+|q\\s+|de\\s+)?ir\\s+(?<place>(?:al|a la|a los|a las|a|para)\\s+[^,;]+)$`,
  "iu",
);
/** "estar listo", "quedar limpios": ready or clean, said back as prepared or cleaned (a participle the restatement reads). */
const READY = /(?<![\p{L}])((?:estar|quedar)\s+(?:ya\s+)?)(list|limpi)([oa]s?)(?![\p{L}])/giu;
const DONE_AS: Readonly<Record<string, string>> = { list: "preparad", limpi: "limpiad" };
/** Connected, available, on call: a state the owner can promise to be in at a time ("estoy conectado a las 9", "estaré disponible mañana"). */
const AVAILABLE = `(?:conectad[oa]s?|en línea|en linea|online|disponible|disponibles|localizable|de guardia)`;
/** At one's post or at home: a promise only with what it is for said after it ("estaré en casa a las 5 para abrirle"); alone, news. */
const AT_POST = `(?:en casa|en la oficina|en el taller|en la tienda)(?=.*\\s(?:para|pa)\\s)`;
/** An article or a possessive that opens a thing said first ("El balanceado de Luna, …", "el parte de incidencias hay que …"), and its words. */
const THING_FIRST = `(?:el|la|los|las|mi|mis|tu|tus|su|sus|este|esta|estos|estas|ese|esa|esos|esas|nuestro|nuestra|nuestros|nuestras)(?:\\s+(?!(?:que|q|es|son|está|están|era|fue|y|pero|si|yo|tengo|hay|debo|voy|lo|los|se)(?![\\p{L}]))[\\p{L}\\p{N}'’.-]+){1,7}?`;
/** What may stand before the verb that picks the thing up: the subject, a modal ("tengo que", "hay que", "voy a"). */
const PICK_LEAD = `(?:yo\\s+)?(?:(?:tengo|tendré|tendre|hay|debo|voy|vamos|quiero|pienso|necesito|puedo)\\s+(?:que\\s+|q\\s+|a\\s+)?)?`;
/**
 * The thing said first and the owner's verb with a pronoun for it, joined to an infinitive ("El balanceado de Luna, tengo que
 * encargarlo hoy", "el parte hay que mandarlo") or before the owner's own present ("El informe lo mando mañana": a first person in -o,
 * or a modal and its infinitive); never a past ("lo he mandado", "lo hizo").
 */
const PICKED_UP = sayPickedUp([
  { re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>${PICK_LEAD})(?<verb>\\p{L}+?(?:ar|er|ir))(?:lo|la|los|las)(?<rest>(?![\\p{L}]).*)$`, "iu") },
  {
    re: new RegExp(
      `^(?<thing>${THING_FIRST}),?\\s+(?<lead>(?:yo\\s+)?)(?:se\\s+)?(?:lo|la|los|las)\\s+(?<verb>(?:tengo|tendré|debo|voy|vamos|quiero|pienso|necesito|puedo)\\s+(?:que\\s+|a\\s+)?\\p{L}+|(?!(?:hizo|dijo|trajo|puso|tuvo|vino|quiso|supo|pudo|anduvo|condujo|produjo)(?![\\p{L}]))\\p{L}+o)(?:\\s+yo)?(?<rest>(?![\\p{L}]).*)$`,
      "iu",
    ),
  },
]);
const STATE = new RegExp(`^(?<pre>.*?)(?<![\\p{L}])(?:yo\\s+)?(?:estoy|estaré|estare)\\s+(?<state>${AVAILABLE}|${AT_POST})(?![\\p{L}])(?<rest>.*)$`, "iu");
/**
 * A plan said in the progressive with its time ("mañana estoy llamando al técnico", "domani sto chiamando il tecnico"): said again in the
 * present ("mañana llamo al técnico"), which the capture keeps only with a time; never what is going on now ("ahora", "adesso").
 */
const PROGRESSIVE = new RegExp(`^(?!.*(?<![\\p{L}])(?:ahora|ahorita|ya|justo|en este momento)(?![\\p{L}]))(?<pre>.*?)(?<![\\p{L}])(?:yo\\s+)?(?<cl>(?:(?:me|te|le|les|lo|la|los|las|nos|se)\\s+)*)(?:estoy|estaré|estare)\\s+(?<stem>\\p{L}{2,}?)(?:ando|iendo)(?![\\p{L}])(?<rest>.*)$`, "iu");
/** A thing and what is still to be done to it ("Pedido de claveles por hacer antes del jueves"): a noun's words, no one's verb; not nothing, nor a notice's "por confirmar". */
/** What the thing is or was, said after it ("la tarta por llevar mañana ya está hecha"): news, not a thing to do. */
const THING_IS = new RegExp(`(?<![\\p{L}])(?:es|son|está|están|era|eran|estaba|fue|fueron|ya)(?![\\p{L}])`, "iu");
const TO_BE_DONE = new RegExp(
  `^(?<thing>(?!(?:nada|nadie|todo|mucho|poco|algo)(?![\\p{L}]))(?:(?!(?:yo|tú|tu|él|ella|tengo|tienes|tiene|hay|es|son|está|están|no)(?![\\p{L}]))[\\p{L}\\p{N}'’.-]+\\s+){1,5}?)(?:por|pendientes?\\s+de)\\s+(?<verb>(?!(?:alquilar|vender|traspasar|ver|confirmar|determinar|definir|decidir|saber)(?![\\p{L}]))\\p{L}+(?:ar|er|ir))(?![\\p{L}])(?<rest>.*)$`,
  "iu",
);

export const es: LanguagePack = {
  name: "Spanish",
  strings: STRINGS,
  commandHelp: {
    start: "Qué es ZOE y cómo hablarle",
    help: "Ver los comandos",
    memory: "Ver lo que recuerdo de ti",
    threads: "Lo que sigo por ti",
    done: "Cerrar un hilo: /done 2, /done th-…, /done presentación",
    snooze: "Posponer un hilo: /snooze 2 mañana por la mañana",
    untrack: "Olvidar un hilo que no debería seguir: /untrack th-…",
    goals: "Tus objetivos: /goals, /goals add …",
    mode: "Cuánto hablo por iniciativa propia: silencioso, equilibrado, proactivo",
    quiet: "Horas de silencio, p. ej. /quiet 22:00-08:00",
    pause: "Pausar lo que escribo por mi cuenta: /pause, /pause 2h, /pause hasta el lunes",
    resume: "Terminar la pausa",
    why: "Por qué escribí la última vez",
    stats: "Mis mensajes y tus respuestas en 7 días",
    brief: "El resumen de la mañana: /brief on|off|HH:MM",
    drafts: "Revisar los borradores de publicaciones que escribí",
    status: "Las tareas programadas, próxima ejecución y último resultado",
    console: "Un enlace de un solo uso a tu consola web",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  detection: {
    markers: [
      // Greetings: an owner's first message is often only one.
      "hola", "buenos días", "buenos dias", "buenas", "qué tal", "que tal",
      // As Mexico and Spain greet in chat: "qué onda zoe", "quiubo", "holi", "buen día".
      "qué onda", "que onda", "quiubo", "quihubo", "qué hubo", "que hubo", "holi", "buen día", "buen dia", "qué pasa", "que pasa", "ahorita", "porfa",
      "hecho", "todavía", "todavia", "aún", "aun", "mañana", "hoy", "gracias", "sí", "si", "no", "ya", "tengo que", "voy a", "más tarde", "luego", "recuérdame", "recuerdame", "semana", "viernes", "lunes", "martes", "miércoles", "jueves", "sábado", "domingo", "y", "el", "la", "es", "terminé", "listo", "lo", "(?<!boa )tarde", "noche"],
    letters: "ñ¿¡",
    sharedGreetings: ["hey"],
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    // Not used in this language (CommitmentCues in lang/pack.ts says what each one reads).
    note: null,
    noteBang: false,
    chore: null,
    deferred: /^(?<thing>(?:el|la|los|las|lo\s+del?|lo\s+de\s+la|mi|mis)\s+(?!(?:reunión|reunion|fiesta|partido|clase|boda|vuelo|tren|viaje|concierto|cita|tiempo)(?![\p{L}]))[\p{L}\p{N}'’ -]{2,40}?)\s+(?:(?:se\s+)?(?:queda|quedan)\s+para|(?:lo|la|los|las)\s+(?:dejo|paso|muevo|aplazo|pospongo)\s+(?:para|a|al)|(?:puede|pueden)\s+esperar\s+(?:hasta|al|a))\s+(?<due>[^?]+)$/iu,
    // Not read in this language yet (CommitmentCues in lang/pack.ts says what each one reads).
    deadlineThing: null,
    // "tengo pendiente la declaración de la renta", "para el viernes queda pendiente el informe": a thing with its article still on the owner
    // (its time kept for the reader to take out); "le debo 200 pesos a mi compa", "ando debiendo la renta": a debt of the owner's, said
    // "deber …". Never another's ("a Pedro le toca", "mi marido tiene pendiente"), a debt of thanks or a lifetime's, or one to ZOE.
    outstanding: (sentence) => {
      const said = sentence.trim().replace(/^(?:(?:ah|oye|bueno|pues|ok|y|por cierto|además|ademas)[,!.]?\s+)*/iu, "").replace(/[\s.!]+$/u, "");
      const pending = /^(?:(?<when>(?:para|antes\s+de(?:l)?|hasta)\s+[^,;:?]{2,25}?)\s*,?\s+)?(?:yo\s+)?(?:(?:todavía|todavia|aún|aun)\s+)?(?:tengo|me\s+queda|queda)\s+pendientes?:?\s+(?<thing>(?:el|la|los|las|un|una|lo\s+de|eso\s+de|mi|mis)\s+[^,;:?]{3,60})$/iu.exec(said)?.groups;
      if (pending?.thing) return `${pending.thing}${pending.when ? ` ${pending.when}` : ""}`;
      const debt = /^(?:yo\s+)?(?:(?:todavía|todavia|aún|aun)\s+)?(?:le\s+|les\s+)?(?:debo|ando\s+debiendo|estoy\s+debiendo)\s+(?:(?:todavía|todavia|aún|aun)\s+)?(?<rest>(?:\d|\$|€|(?:el|la|los|las|un|una|dinero|plata|lana|pasta)(?![\p{L}]))[^,;:?]*)$/iu.exec(said)?.groups?.rest?.trim();
      if (!debt || debt.split(/\s+/u).length < 2) return null;
      return /(?<![\p{L}])(?:te|ti|usted|vos|ustedes|todo|mucho|nada|vida|gracias|favor|favores)(?![\p{L}])/iu.test(debt) ? null : `deber ${debt}`;
    },
    headDays: null,
    nowOpener: null,
    taskForm: (summary, said) => taskForm(TASK_FORM, summary, said),
    // "paso por el banco", "llamo al fontanero": the verb in "-o" names its person; "llevo siglos …" tells how long.
    firstPerson: new RegExp(`^(?:yo\\s+)?(?=${CLITICS}(?!llevo\\s+(?:\\d|siglos|años|meses|días|dias|semanas|horas|un rato|mucho|toda|todo)${R})${OPEN_VERB}\\s)`, "iu"),
    // What the appointment is about, after its time: kept in its summary; never news about it.
    about: /^(?!.*(?<![\p{L}])(?:fue|ha sido|cancelad[oa]s?|suspendid[oa]s?|aplazad[oa]s?|movid[oa]s?|pasó|se cayó|terminó)(?![\p{L}]))(?:con(?=(?:\s+[^\s,;:.!()]+){1,4}$)|para\s+(?:hablar|charlar|ver|revisar|cerrar|discutir|definir|presentar|organizar|planear|planificar|cuadrar)|sobre|acerca|respecto a|por lo)\s+\S/iu,
    appointment: /^(?:zoom|teams|meet|standup|stand-up|1:1|daily|sync|revisión\s+de\s+sprint|retro|presupuesto|junta|parcial|seminario|exposición|exposicion|llamada|videollamada|call|tutoría|tutoria|peluquera|veterinaria|médica|medica|esteticista|depilación|depilacion|pilates|doctor|doctora|\p{L}+(?:ólogo|ologo|óloga|ologa|iatra)|traumatólogo|bus|autobús|autobus|ferry|barco|transferencia|bizum|cita|dentista|fisio|fisioterapeuta|oculista|oftalmólogo|oftalmologo|dermatólogo|dermatologo|ginecólogo|ginecologo|ginecóloga|ginecologa|gineco|dermatóloga|dermatologa|oftalmóloga|oftalmologa|cardióloga|cardiologa|psicóloga|psicologa|nutriólogo|nutriologo|nutrióloga|nutriologa|odontólogo|odontologo|odontóloga|odontologa|kinesiólogo|kinesiologo|kinesióloga|kinesiologa|kine|mecánico|mecanico|turno(?=\s+(?:con|en|para|del|de la)\s)|pediatra|podólogo|podologo|psicólogo|psicologo|osteópata|osteopata|taller|peluquero|barbero|vuelo|avión|avion|médico|medico|veterinario|peluquería|peluqueria|ITV|revisión|revision|inventario|clase|reunión|reunion|consulta|examen|entrevista|levantamiento|vacuna|análisis|analisis|ecografía|ecografia|entrega|mantención|mantencion|mantenimiento|declaración|declaracion|matrona|enfermera|enfermero|otorrino|cardiólogo|cardiologo|radiografía|radiografia|resonancia|mamografía|mamografia|analítica|analitica|sesión|sesion|logopeda|psiquiatra|nutricionista|podología|podologia|manicura|notario|notaría|notaria|abogado|abogada|asesor|asesora|asesoría|asesoria|óptica|optica|óptico|optico|gestor|gestoría|gestoria|banco|ayuntamiento|ruedas|neumáticos|neumaticos|clase de conducir|práctica de conducir|examen de conducir|IBI|factura|alquiler|recibo|impuestos|tren|AVE)(?![\p{L}])/iu,
    // A title before a name ("Sr. Gómez"): its dot ends no sentence.
    titles: ["sr", "sra", "srta", "dr", "dra", "d", "dña", "lic", "ing"],
    // Each alternative searched on its own (base/alternation.ts): the same match, about a tenth of the CPU.
    trigger: new Alternation(TRIGGERS, `\\s*${TASK}`, "iu"),
    // "Tapo los agujeros del pasillo este finde", "Aunque haga mal tiempo, corto el césped el domingo": any verb
    // in "-o" acting on something, at the start or after a clause and its comma, with a time; "El trastero lo
    // ordeno el domingo": the thing said first and taken up by a pronoun is the verb's object (group `verb`).
    present: new RegExp(
      `^(?<lead>(?:el|la|los|las|lo|eso|esto|ese|esa|este|esta|mi|mis)\\s+[^,.;]{1,60}?(?=,?\\s+${RESUMED}\\s+${OPEN_VERB})|(?:.*?[,:]\\s+)?(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:${DAY_LEAD}(?=[\\s,:])(?:[\\s,]+(?:por fin|finalmente|al fin)(?=\\s))?)?)[\\s,:]*(?:${RESUMED}\\s+(?<verb>${OPEN_VERB})(?:\\s+yo)?\\s+|(?:yo\\s+)?(?=${CLITICS}${OPEN_VERB}\\s+${FOLLOW}))(?<task>.+)$`,
      "iu",
    ),
    // "… el alquiler hoy y tengo que llamar al banco mañana", "…, luego …".
    // A comma before a second verb of the owner's ("podo el seto el sábado, lavo el coche el domingo") too: read as two only when each half has its own time.
    nextClause: new RegExp(`,?\\s+(?:y(?:\\s+(?:luego|después|despues))?|luego|después)(?:\\s+también)?\\s+|,\\s+(?=(?:yo\\s+)?${CLITICS}${OPEN_VERB}\\s+${FOLLOW})`, "iu"),
    // "me falta:", "falta:", "todavía me falta:": what is still to do, as a head.
    listHead: /(?:^|\s)(?:pendientes?|por hacer|tareas|to-?do|recados|lista)$|^(?:lo que (?:me )?toca|(?:en )?(?:la|mi) lista(?: para| de)?(?: el| la)?|(?:todavía\s+|todavia\s+|aún\s+|aun\s+)?(?:me\s+)?(?:falta|faltan)(?:\s+hacer)?)$/iu,
    // "to book: MOT", "zu buchen: TÜV": a head naming the verb for the thing after it.
    verbHead: { head: /^(?:por|para)\s+(\p{L}{2,}(?:ar|er|ir))$/iu, last: false },
    // An errand's verb where a note puts it: an unmarked list is to-dos only when every item has one.
    listVerb: new RegExp(`^(?:${ERRAND_VERBS}|llamar|pagar|enviar|mandar|reservar|comprar|pedir|cancelar|renovar|escribir|contestar|responder|recoger|devolver|imprimir|firmar|arreglar|contactar|pedir cita|ir a|pasar por)(?![\\p{L}])`, "iu"),
    errand: /^(?:\p{L}{2,}(?:ar|er|ir)(?:me|te|se|lo|la|le|los|las|les)?(?![\p{L}])|(?:(?:la|el|una|un|mi)\s+)?(?:cita|reunión|reunion|consulta|dentista|médico|medico|veterinario|peluquería|peluqueria|ITV|revisión|revision|entrevista|examen|entrega)(?=\s*$|\s+(?:para|con|en|de|del|a|al)\s))/iu,
    clauseScoped: new RegExp(`${L}nunca${R}`, "iu"),
    // "Iba a llamar al banco mañana", "Tenía que mandarle las fotos a Ana esta noche", "Había quedado en llevar …": never "… pero …".
    pastIntent: new RegExp(
      `(?<!antes\\s)${L}(?:yo\\s+)?(?!.*${L}los (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábados|sabados|domingos)${R})(?:iba a|tenía que|tenia que|tenía pensado|tenia pensado|tenía previsto|tenia previsto|había quedado en|habia quedado en|pensaba)\\s+(?=${INFINITIVE})(?!.*${L}pero${R})(.+)`,
      "iu",
    ),
    // "… demain 9h - confirmer": a to-do's verb alone in the infinitive.
    infinitive: /^(?!(?:ayer|lugar|hogar|mejor|peor|mujer|taller|bar|mar|placer|alquiler|carácter|cáncer|llover|nevar|granizar|amanecer|atardecer|anochecer)(?![\p{L}]))\p{L}{2,}(?:ar|er|ir)(?:l[oa]s?|me|te|se|nos|le|les)?(?![\p{L}])/u,
    // "renovar el seguro del coche", "pedir cita en el médico", "mandarle el bizum a la canguro": an errand's verb, then what it is done to.
    // "reservar" is also a recipe's (set aside: "reservar aparte"), "llevar a ebullición" and "pasar por harina" a recipe's.
    bareNote: new RegExp(
      `^(?!.*${L}(?:es|fue|era|será|sería|ha sido|cuesta|costó|costaba|vale|valió|sale|salió)${R})(?:(?:${ERRAND_VERBS}|llamar|volver a llamar|telefonear|escribir|mandar|enviar|reenviar|devolver|contestar|responder|reclamar|avisar|contactar|comprar|encargar|pedir|pagar|abonar|transferir|ingresar|reservar(?!\\s+(?:aparte|en\\s+(?:la nevera|un bol|un plato|frío)|para después)${R})|cancelar|anular|renovar|dar(?:me|nos|le|les)?\\s+de\\s+(?:baja|alta)|apuntar(?:me|nos)|inscribir(?:me|nos)|matricular(?:me)?|recoger|llevar(?!\\s+a\\s+(?:ebullición|ebullicion|hervir)${R})|traer|imprimir|firmar|rellenar|declarar|presentar|tramitar|solicitar|arreglar|reparar|ordenar|cambiar|regar|confirmar|escanear|fotocopiar|invitar|felicitar|agradecer)(?:me|te|le|les|lo|la|los|las|se|selo|sela|selos|selas|nos)?|sacar\\s+(?:turno|cita|hora|entradas|(?:los |las )?(?:billetes|boletos|entradas|pasajes)|el pasaporte|el dni|la basura|al perro|dinero)|echar\\s+(?:gasolina|nafta|combustible|diésel|diesel|la carta|las cartas|el sobre)|hacer\\s+(?:la|el|los|las|un|una|mi|mis)|ir\\s+a\\s+(?:por|buscar|recoger|comprar|pagar)|pasar\\s+por(?!\\s+(?:harina|huevo|pan rallado|agua|la batidora|el colador|la sartén|la plancha)${R}))(?![\\p{L}])(?!\\s+(?:(?:a|al|de|del|en|para|por|con)\\s+)?(?:su|sus|tu|tus|vuestro|vuestra|vuestros|vuestras)${R})`,
      "iu",
    ),
    // Not read in this language (CommitmentCues.haveErrand).
    meetingWith: null,
    haveErrand: /^(?:yo\s+)?tengo\s+/iu,
    // Not read in this language (CommitmentCues.occasion).
    occasion: null,
    // A group addressed first ("Niños, hay que recoger los cuartos antes de la cena"): a duty said to no one in particular after it is theirs.
    // ", avisa el ayuntamiento": a notice told to everyone, reported. "en Madrid hay que …", "en el andén hay que …": "hay que" after the
    // place it holds in is that place's rule with no time of its own; never the owner's errand ("en casa hay que pintar el salón", "en el
    // trabajo hay que entregar el informe el viernes").
    hedges: new RegExp(
      `^(?!.*${WHEN})\\s*en\\s+(?!casa${R}|mi${R}|mis${R}|nuestr)(?:(?:el|la|los|las|este|esta|ese|esa|todo|toda)\\s+)?\\p{L}+(?:\\s+\\p{L}+)?\\s*,?\\s+(?:siempre\\s+|también\\s+|tambien\\s+)?(?:hay|hay q)\\s+que${R}|(?<!${L}(?:propuesto|propuse|propongo|objetivo|meta|empezar a|empiezo a|quiero|voy a empezar a)${R}.*)${L}(?:\\d+|una|dos|tres|cuatro|cinco) veces (?:por|a la|al|cada) (?:semana|mes|día|dia|año)${R}|[,—–-]\\s*(?:(?:lo|eso)\\s+)?(?:dijo|dijeron|dice|dicen|ha dicho|han dicho|anunció|anunciaron|avisa|avisan|avisó|informa|informan|informó|comunica|comunican|según)\\s+(?:en\\s+)?(?:la|el|los|las|mi|un|una)(?![\\p{L}])|${L}(?:dice|dicen|decía|decia|dijo)\\s+(?:que|q)\\s+(?:yo\\s+)?(?:tengo|debo|necesito|tendría|tendria|debería|deberia|hay)${R}|${L}durante\\s+(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince)\\s+(?:días?|dias?|semanas?|meses|mes)${R}|^\\s*(?:niños|niñas|chicos|chicas|chavales|peques|críos|gente|familia|hijos|equipo|todos|chiques|pibes)\\s*[,!:]\\s*(?:hay que|hay q|ay q|tenéis que|teneis que|tienen que|no os olvidéis|no se olviden|acordaos)${R}|${SHOULD_MORE}|${NOT_MEANT}|(?:¿|${L}(?:ayer|anoche|anteayer|(?:acabo|acabamos) de(?!\\s+(?:acordarme|acordarnos|recordar|darme cuenta|caer|ver|leer|enterarme)${R})|la semana pasada|el mes pasado|el año pasado|creo que|pienso que|me parece que|quizás|quizas|quizá|quiza|tal vez|a lo mejor|si puedo|si tengo|si me da|si hay|si hace|si llueve|si quieres|si no|no sé|no se si|nunca|ojalá|ojala|probablemente|no prometo nada|sin garantías|ánimo|ánimos|fuerza|fuerzas|un beso|cuando tenga tiempo|cuando pueda|si me da tiempo|si eso|(?:y )?los cerdos vuelan|cuando las ranas críen pelo|(?<!pon\\p{L}*\\s)al día|por día|a la semana|al mes|al año|^\\s*(?!(?:${INTERJECTION}|${DAY_LEAD}|zoe)\\s*,)\\p{L}+\\s*,\\s*(?:no te olvides|no olvides|acuérdate|acuerdate)|seguramente|puede que|en caso de|a no ser|algún día|algun dia|un día de estos|(?<!(?<![\\p{L}])(?:a|para|con|de)\\s)(?:todos los|todas las)|(?<!(?<![\\p{L}])(?:a|para|con|de)\\s)los (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábados|sabados|domingos|findes)|cada|siempre|normalmente|a menudo|a veces|suelo|de costumbre|por lo general|abrazo|abrazos|besos|beso|besito|besitos|saludos|un saludo|recuerdos|me pregunto|ya veremos|pero al final|no hizo falta|no fue necesario|me gustaría|me gustaria|me encantaría|quisiera|estaría bien|sería|seria)${R}|^\\s*(?:si|igual)\\s|\\so\\s+(?:no|espero|no hace falta|mejor no)\\s*$|^\\s*(?:cuándo|dónde|cómo|qué|cuando|donde|como|que)\\s+se supone${R}|(?:lo hace|lo hará|lo hara|se encarga|se ocupa)\\s+(?!yo${R})\\p{L}+|^\\s*¿?\\s*a\\s+(?:qué|que)\\s+hora${R}|,\\s*si\\s|^\\s*(?:qué|que)\\s+(?:hago|hacemos|tengo|debo|llevo|compro|hay)${R}|^\\s*(?:cuándo|dónde|cómo|por qué|cuánto|quién|cuando|donde|como|por que|cuanto|quien)\\s+(?:${CLITICS})?(?:tengo|debo|hay|voy|necesito|me toca)${R})`,
      "iu",
    ),
    // "comprar 2 kilos de tortillas", "pagar 1.200 pesos de la colegiatura", "devolver los 500 a Mariana": a count or an amount after
    // buying, paying or giving back; never "sacar 2 huevos", "añadir 200 g" (no verb of theirs is here).
    backRef: null,
    soloTask: null,
    // Not used in this language: its note reads its own openers, or takes none (CommitmentCues.noteOpener).
    noteOpener: null,
    countedNote: /^(?:cobrar|comprar|encargar|pagar|abonar|transferir|depositar|ingresar|devolver)(?:le|les)?\s+(?:a\s+\p{Lu}\p{L}*\s+)?(?:(?:los|las|unos|unas|mis)\s+)?(?:€|\$|US\$)?\s?\d{1,3}(?:[.,]?\d{3})*(?:,\d{1,2})?(?!\s*(?:h|hs|horas?|min|minutos?)(?![\p{L}]))(?![\p{N}])(?=\s*[^\s\d])/iu,
    // "pro aniversário da Ana: comprar bolo": what the notes after the colon are for, said after each.
    purposeHead: /^(?:para|pa|pal)\s+(?!(?:todos|todas|vosotros|vosotras|ustedes|el equipo|el grupo|los padres|los alumnos|la clase|info|información|informacion|tu información|su información|que conste)(?![\p{L}]))\p{L}/iu,
    notATask: new RegExp(
      // A promise about what is past ("te prometo que no fui yo") assures, it commits to nothing; a fact under a note's head ("Nota: la oficina cierra el viernes").
      // Watching a match or a film is leisure ("esta noche veo el partido").
      `^(?:veo|miro|ver|mirar)\\s+(?:el|la|un|una)\\s+(?:partido|peli|película|pelicula|serie|final|capítulo|capitulo|clásico|clasico)${R}|^(?:ir a\\s+)?(?:pensarlo|pensármelo|pensarmelo|pensar(?:lo)?\\s+bien)${R}|^\\p{L}+\\s+algo[\\s.!]*$|^llegar\\s+(?:[\\p{L}\\p{N}]+\\s+){0,3}?(?:tarde|con retraso)${R}|^(?:salir|correr|pasear|caminar|bailar|jugar|tomar algo|tomar unas|ver el partido|ver una peli)(?:\\s+[^\\s,]+){0,4}?\\s+con\\s|^(?:salir de fiesta|irse de fiesta|de fiesta|de juerga|de marcha)${R}|^(?:.*\\s)?(?:para|a)\\s+(?:tomar algo|tomar un café|tomar una caña|unas cañas|cenar|comer juntos|un café)${R}|^(?:el|la|los|las|mi|mis|este|esta|estos|estas)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,3}?(?:es|son|está|están|esta|estaba|era|será|cierra|abre|cierran|abren|fue|fueron|cambia|pasa|termina|empieza|acaba|ha\\s+\\p{L}+(?:ado|ido)|han\\s+\\p{L}+(?:ado|ido)|\\p{L}{2,}(?:ó|aron|ieron))${R}|^(?:reír|reírme|reirme|desahogarme|llorar)${R}|^(?:no\\s+)?(?:fui|fue|fuimos|era|eran|estaba|estuve|he|has|ha|había|lo hice|sabía)(?![\\p{L}])|^(?:(?:prometo|voy a|tengo que|debo|necesito|he de)\\s+)?(?:matar(?:lo|la|te|le)?|conseguir(?:lo|la)?|lograr(?:lo|la)?|sobrevivir|calmarme|relajarme)${R}|^(?:ir(?:me)?(?:\\s+ya)?|marcharme|pirarme|largarme)\\s*(?:[,!.]|$)|^(?:le|les|te|os)\\s+escribo\\s+(?:para|porque|por|en relación|con respecto)${R}|^(?:ser\\s|estar\\s+(?!(?:en|a|allí|allá|ahí|listo|lista|preparad[oa]|${AVAILABLE})(?![\\p{L}])))|^(?:(?:te|os|le)\\s+)?(?:decir|decirte|admitir|confesar|reconocer|mentir|mentirte|contar(?:te|os)?\\s+(?:una cosa|algo|un secreto)|ser (?:sincer[oa]|honest[oa]|clar[oa]|franc[oa]|breve)|explotar|morir|morirme|flipar|alucinar|llorar|volverme loc[oa]|reventar|desmayarme|vomitar|ver (?:lo|qué|que|cómo|como|cuánto|cuanto)|joderse|fastidiarse|aguantarse|tener (?:cuidado|paciencia|en cuenta|claro)|saber|entender|reconocer|admitir|acabar (?:loc[oa]|por|harto|harta|de los nervios)|perder (?:el|mi|la) (?:tren|bus|autobús|avión|vuelo|metro)|llegar tarde|acostar|duchar|caer(?:me)?|ver(?=\\s*[,.!]|\\s+y\\s)|dejar(?:te|os)?\\s*(?:[,.!]|$)|dormir|acostarme|comer|cenar|desayunar|ducharme|darme una ducha|descansar|echarme una siesta)${R}`,
      "iu",
    ),
    vague: wordSet("lo la eso esto hacer ver pensar pensarlo pensármelo pensarmelo intentarlo verlo mirarlo intentar ahí allí estar ir que ya irme marchar marcharme pirarme largo haré hare hago hacerlo"),
    taskLead: ["a", "acordarme de", "no olvidarme de", "yo", "hay que"],
    // Said right after the verb, no part of the task.
    afterVerb: ["rápido"],
    // "al volver", "a la vuelta": on the way back, kept as said.
    unplacedDeadline: new RegExp(
      `(?:^|\\s)(${MOMENT_LEAD}|(?:al volver|a la vuelta|al regresar)|(?:el mes|el año|la semana|el verano) que viene|el (?:mes|año|verano) próximo|el fin de semana|el finde|este (?:mes|año|finde|fin de semana)|antes de (?:acostarme|dormir|salir|irme|comer|cenar)|después de (?:comer|cenar|desayunar|clase)|después del (?:trabajo|almuerzo|gimnasio|gym|entreno|fútbol|futbol|pádel|padel)|antes de (?:la )?(?:cena|comida)|después de (?:(?:la|mi|el) )?(?:guardia|clase|reunión|misa|ronda|consulta|visita|ensayo|partido|relevo|colegio|escuela)|después del (?:turno|curro)|mientras (?:estés|estéis|esté|estén) fuera|antes de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|navidad|verano|las vacaciones|fin de año)|(?:en|dentro de) un rato|luego|más tarde|mas tarde|ahora(?: mismo)?|ahorita|cuanto antes|lo antes posible|antes del? (?:invierno|verano|otoño|otono|primavera|puente)|de camino a casa|de vuelta a casa|a la vuelta|antes de (?:la|el) (?:reunión|reunion|cita|clase|viaje|vuelo|partido|boda|fiesta|presentación|presentacion|entrega|examen)|después de (?:comer|cenar|trabajar|currar|clase|desayunar)|al salir del trabajo|a primera hora|antes (?:de|del) [^,;]+$|en (?:las|los) próxim[oa]s (?:\\p{L}+ )?(?:semanas|días|dias|meses)|cuando llegue)${R}`,
      "iu",
    ),
    // … and what stresses it or calls the friend after it (", de una", ", no se me puede pasar", Chilean "po" and "cachai", ", parce").
    afterthought: /(?:\s*[,;:–—-]\s*(?:(?:te|se|os)\s+lo\s+prometo|prometido|lo prometo|prometo|seguro|sin falta|palabra|de una|no se me puede (?:pasar|olvidar)|no me (?:puedo|tengo que) olvidar|(?:me lo|se me) había olvidado|(?:me lo|se me) habia olvidado|tranqui|tranquil[oa]|parce|cachai|po|pe|bo|illo|carallo|asere|(?:ya\s+)?(?:se\s+lo|le|les)\s+(?:dije|prometí|prometi)(?:\s+a\s+[^,;]{1,40})?)|\s+(?:po|pe|cachai))[\s.!]*$/iu,
    amountTail: null,
    visit: /^(?:en\s+casa\s+de(?:\s+(?:los|las|la|el|doña|don|la señora|el señor))?|donde(?:\s+(?:los|las|la|el|doña|don))?)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?=\s+\p{Ll})/u,
    emphasis: ["sin falta", "sí o sí", "si o si", "sea como sea", "cueste lo que cueste"],
    noteAsk: (question) => /^\s*¿?\s*(?:(?:puedes|podrías|puede|podría)\s+(?:por favor\s+)?)(?:apuntar|anotar|apuntarte|anotarte|recordar|tomar nota de)\s+que\s+(.+)$/iu.exec(question)?.[1] ?? null,
    // "tenía que llamar al banco, lo hago mañana".
    // Not read in this language: a promise's tag after a state (CommitmentCues.tagged).
    tagged: (sentence) => {
      // "la factura, esa tiene que salir hoy", "el regalo de Lucía, ese lo tengo que comprar": a thing said first and taken up again by "ese"/"esa"
      // after its comma is read as said without the pronoun. Never a person ("mi hermano, ese tiene que …").
      const resumed = new RegExp(`^(?<thing>${THING_FIRST}),\\s+(?:ese|esa|esos|esas|eso|este|esta|estos|estas|esto)\\s+(?<rest>(?:(?:tiene|tienen)\\s+que|(?:lo|la|los|las)\\s+(?:tengo|debo|necesito)|(?:tengo|debo|necesito))\\s+\\S.*)$`, "iu").exec(sentence.trim())?.groups;
      // "mi pasaporte tiene que renovarse este mes": a thing of the owner's that has to be seen to, said with "-se", is the owner's to do;
      // another thing only with a time ("el pasaporte tiene que renovarse cada diez años" is a rule). Never a person ("mi hermano tiene que operarse").
      const itself = /^(?<thing>(?:el|la|los|las|mi|mis|nuestro|nuestra|nuestros|nuestras)\s+[^,;:!?]{1,50}?)\s+(?:tiene|tienen|debe|deben)\s+(?:que\s+|q\s+|de\s+)?(?<verb>\p{Ll}{2,}(?:ar|er|ir))se(?<rest>(?:\s+[^,;:!?]+)?)[\s.!]*$/iu.exec(sentence.trim())?.groups;
      if (itself?.thing && itself.verb && !itself.thing.toLowerCase().split(/\s+/u).some((w) => PEOPLE_OF.has(w)))
        return { said: `tengo que ${itself.verb} ${itself.thing}${itself.rest ?? ""}`, needsTime: !/^(?:mi|mis|nuestr)/iu.test(itself.thing) };
      if (!resumed?.thing || !resumed.rest || resumed.thing.toLowerCase().split(/\s+/u).some((w) => PEOPLE_OF.has(w))) return null;
      return { said: /^tienen?\s/iu.test(resumed.rest) ? `${resumed.thing} ${resumed.rest}` : `${resumed.thing}, ${resumed.rest}`, needsTime: false };
    },
    sayAgain: {
      pickedUp: PICKED_UP,
      state: (sentence) => {
        const g = STATE.exec(sentence)?.groups;
        if (g) return `${g.pre}voy a estar ${g.state}${g.rest}`;
        // The progressive said of a time to come, said again in the present.
        const p = PROGRESSIVE.exec(sentence)?.groups;
        // What fills a time rather than an errand ("mañana estoy trabajando todo el día"): the verbs the present never reads as a plan.
        if (p && new RegExp(`^(?:${STATE_VERBS})$`, "iu").test(`${p.stem}o`)) return null;
        const verb = p ? infinitiveOf(`${p.stem}${/iendo|yendo/iu.test(sentence.slice(p.pre!.length)) ? "ido" : "ado"}`) : null;
        return p && verb ? `${p.pre}${verb}${p.cl!.replace(/\s+/gu, "")}${p.rest}` : null;
      },
      toBeDone: (sentence) => {
        // "le gâteau à apporter demain est déjà prêt": what the thing is, said after it, is news.
        const g = TO_BE_DONE.exec(sentence)?.groups;
        return g && !THING_IS.test(g.rest ?? "") ? `${g.verb} ${g.thing!.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${g.rest}` : null;
      },
    },
    pickUp: {
      clause: /^(?:(?:lo|la|los|las)\s+(?:hago|haré|hare)|me\s+encargo)(?![\p{L}])/iu,
      task: (earlier) => {
        const said = earlier.trim();
        const led = said.replace(/^(?:(?:yo\s+)?(?:tenía|tenia)\s+que|quería|queria|debía|debia|se\s+me\s+olvidó|olvidé|olvide)\s+/iu, "");
        return led === said ? null : led;
      },
    },
    fillers: /(?<![\p{L}])(?:e+h+|m{3,})(?![\p{L}])[,…]*/giu,
    elisions: null,
    // What would follow if the task were not done (« … antes del jueves o la profe me mata », « … si no me multan »): no part of the task.
    clauseEnd: /,?\s+(?:o\s+)?si\s+no\s+|,?\s+o\s+(?=(?:la|el|mi|tu|mis)\s+\p{L}+\s+(?:me|te|nos)\s+\p{L})/iu,
    // A day said of a noun ("el horario del jueves"), not when the task is due.
    dayOf: /^(?:de|del)$/iu,
    dayFor: /^para$/iu,
    learnerGo: null,
    clitic: /^\p{L}{2,}(?:ar|er|ir|ándo|iéndo)(?:me|te|se|lo|la|los|las|le|les|nos|os)$/iu,
    // The verb comes right after "that I" in this language: the task reads as said.
    thatClause: null,
    // "El contrato de Pablo tiene que quedar firmado antes del martes": a thing that must be done, said back as its verb and
    // the thing ("firmar el contrato de Pablo"); the capture reads it only with a time.
    people: PEOPLE_OF,
    // A thing that must be done said in the passive; one that will be done is news unless promised.
    restate: (sentence) => restateThing({ mustBeDone: MUST_BE_DONE, infinitiveOf, goesOut: GOES_OUT, goesTo: { re: GOES_TO, take: "llevar", of: /^(?:de|del)$/iu, people: PEOPLE_OF } })(sentence.replace(READY, (_m, be: string, state: string, end: string) => `${be}${DONE_AS[state.toLowerCase()]}${end}`)),
    reminder: {
      ask: new RegExp(`${L}(?:recuérdame|recuerdame|recuérdeme|recordame|recordarme|me recuerdas|me (?:puedes|podrías|podrias|puede|podría|podria) recordar)${R}`, "iu"),
      indirect: new RegExp(`${L}(?:(?:asegúrate|asegurate|encárgate|encargate|procura)\\s+de\\s+que\\s+(?:yo\\s+)?|(?:avísame|avisame|hazme acordar|hazme recordar)${R}(?!\\s+(?:cuando|si|en cuanto)${R}))`, "iu"),
      noun: new RegExp(`(?:${L}(?:pon|ponme|pónme|crea|créame|creame|añade|añádeme|agrega|agrégame|programa|prográmame)\\s+(?:un\\s+)?recordatorio|^\\s*recordatorio(?=\\s+(?:a|en|para|mañana|hoy|esta)${R}[^:–—]*?(?:\\s[–—-]\\s|:)))${R}`, "iu"),
      // "pon un temporizador de 10 minutos para la pasta", "ponme una alarma a las 7".
      repeats: [
        [/(?<![\p{L}])(?:cada\s+(?:dos|2)\s+semanas|cada\s+quince\s+días|cada\s+quince\s+dias)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:todos\s+los\s+días|todos\s+los\s+dias|cada\s+día|cada\s+dia|todas\s+las\s+semanas|cada\s+semana|todos\s+los\s+meses|cada\s+mes|a\s+diario|diariamente)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:todas\s+las|cada)\s+mañanas?(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:todas\s+las|cada)\s+(tarde|noche)s?(?![\p{L}])/giu, "por la $1"],
        [/(?<![\p{L}])(?:todos\s+los|cada)\s+(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)s?(?![\p{L}])/giu, "el $1"],
        [/(?<![\p{L}])cada\s+(\d+)\s+(minutos|horas)(?![\p{L}])/giu, "en $1 $2"],
      ],
      repeatUnits: [
        [/dos\s+semanas|2\s+semanas|quince\s+d[ií]as/iu, "week", 2],
        [/semana|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo/iu, "week"],
        [/(?<![\p{L}])mes(?:es)?(?![\p{L}])/iu, "month"],
        [/hora/iu, "hour"],
        [/minuto/iu, "minute"],
      ],
      repeatEvery: {
        re: /(?<![\p{L}])cada\s+(?<n>\d+|dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|veinte|treinta)\s+(?<unit>minutos|horas|d[ií]as|semanas|meses)(?![\p{L}])/iu,
        numbers: NUMBERS,
      },
      repeatDays: {
        days: ["lunes|lun", "martes|mar", "miércoles|miercoles|mié|mie", "jueves|jue", "viernes|vie", "sábados?|sabados?|sáb|sab", "domingos?|dom", "fines?\\s+de\\s+semana|findes?"],
        habitual: ["", "", "", "", "", "", "", ""],
        every: "todos\\s+los|cada|los",
        and: "y(?:\\s+(?:los|el))?|&",
        except: "(?:excepto|menos|salvo|quitando)(?:\\s+(?:los|el))?",
        everyDay: "todos\\s+los\\s+d(?:í|i)as|cada\\s+d(?:í|i)a|a\\s+diario|diariamente",
        daily: "todos los días",
        span: "entre",
        fromToday: [["hoy", "hoy"], ["mañana|manana", "mañana"], ["pasado\\s+mañana|pasado\\s+manana", "pasado mañana"]],
        dayAfter: "pasado",
      },
      hourSpan: { span: "entre|de|desde", and: "y|a|hasta|-|–", at: "a las" },
      timer: {
        ask: new RegExp(`${L}(?:pon|ponme|pónme|poneme|programa|prográmame|programame|activa|actívame|crea|créame|creame|configura)\\s+(?:un|una)\\s+(?<what>temporizador|alarma|timer|cronómetro|cronometro|despertador)${R}`, "iu"),
        spanFor: /^(?:de|por|para)\s+/iu,
        about: /^(?:para|por)\s+/iu,
      },
      lead: /^\s*¿?\s*(?:(?:hola|oye|vale|ok)(?:\s+zoe)?,?\s*)?(?:(?:y|también|tambien|ah|oh|ah y|oh y|y también|y tambien|otra cosa|por cierto)[,:!.]?\s+)*(?:(?:por favor|porfa|porfis|por fa)\s*,?\s*)?(?:(?:puedes|podrías)\s+)?$/iu,
      // "q" as typed in chat; "que tengo que pagar la luz" is the task "pagar la luz".
      joiner: /^(?:de\s+|(?:que|q)\s+(?:tengo|debo)\s+(?:que|q|de)\s+|que\s+|q\s+|para\s+)/iu,
      also: /^(?:también|tambien|además|ademas)\s+/iu,
      elliptic: { and: /^(?:y|también|tambien)\s+/iu, too: /(?<![\p{L}])(?:también|tambien)(?![\p{L}])/giu },
      // "… what day it is?": a question put to ZOE, no task.
      asked: /^(?:qu[eé]|cu[aá]l|cu[aá]les)\s+(?:d[ií]a|hora|fecha|mes|año|semana)s?(?![\p{L}])(?!\s*\d)|^(?:qué|cuándo|dónde|cómo|cuánto|cuánta|cuántos|cuántas|quién|quiénes|cuál|cuáles)(?![\p{L}])|^(?:cuando|donde|como|cuanto|cuanta|quien|cual|lo\s+que)(?![\p{L}])[^?]*\?\s*$|^(?:(?:el|la|los|las|mi|mis|tu|tus|su|sus)\s+)?(?:contraseñas?|contrasenas?|claves?|password|pin|códigos?|codigos?|números?|numeros?|dirección|direccion|nombres?|matrícula|matricula|correo|e-?mail|usuario|teléfono|telefono)(?![\p{L}])[^?]*\?\s*$/iu,
      // "avísame la semana que viene por lo del impuesto": what the request is about, without its "por lo de".
      plainTask: (task) => task.replace(/^por lo de(?:l)?\s+/iu, "").replace(/^\p{L}+(?=\s|$)/u, (w) => SUBJUNCTIVE_TASK[w.toLowerCase()] ?? w),
    },
    toOwner: (task) => YOURSELF(YOURS(task)),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:mi|nuestro)\\s+(?:(?:gran|nuevo|principal|verdadero)\\s+)?(?:objetivo|meta)${SPAN}\\s*(?:es|será|:)\\s+(?:(?:llegar\\s+a\\s+)?)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:quizás|quizá|tal vez|si|era|sería|debería|podría|no estoy seguro)${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:me\s+escribes\s+demasiado|demasiados\s+(?:mensajes|recordatorios)|menos\s+(?:mensajes|recordatorios))(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:ins[ií]st(?:e|irme)(?:me)?\s+m[aá]s|recu[eé]rda(?:me|melo)\s+m[aá]s(?:\s+a\s+menudo)?|recordarme\s+m[aá]s(?:\s+a\s+menudo)?|(?:escr[ií]beme|av[ií]same)\s+m[aá]s(?:\s+a\s+menudo)?)(?!\p{L})/iu,
      /(?<!\p{L})(?:más\s+recordatorios|recuérdame\s+más)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})(?:deja\s+de\s+recordarme|no\s+me\s+recuerdes\s+más|ya\s+no\s+me\s+recuerdes(?:\s+más)?)\s+(.+?)[.!]*$/iu,
      // "forget about the gym thing", "vergiss das mit dem Fitnessstudio": said at the start of the message only.
      /^(?:(?:vale|bueno|ok)[\s,]+)*(?:olv[ií]date\s+de|olvida|deja\s+(?:lo\s+de|estar))\s+(?:(?:el\s+asunto|el\s+tema)\s+(?:de\s+|del\s+))?(.+?)[.!]*$/iu,
    ],
    stopWords: ["el", "los", "las", "la", "un", "mi", "mis", "del", "de", "lo", "al", "con", "para", "por"],
    tomorrow: /(?<!\p{L})(?<!(?:esta|la|por\s+la|pasado|de\s+la|en\s+la|cada|toda\s+la)\s+)(?:mañana|manana|mñn)(?!\p{L})/iu,
    week: /(?<!\p{L})(?:esta|lo\s+que\s+queda\s+de)\s+semana(?!\p{L})/iu,
    today: /(?<!\p{L})(?:hoy|esta\s+(?:noche|tarde|mañana))(?!\p{L})/iu,
    todayAsks: /^(?:(?:qu[eé]|q)\s+(?:hay|tengo|toca|me\s+toca)(?:\s+yo)?(?:\s+(?:que\s+hacer|q\s+hacer|pendiente))?|(?:mi\s+)?(?:plan|agenda))(?:\s+(?:para|pa|de))?\s+(?:hoy|esta\s+(?:noche|tarde|mañana))$/iu,
    pause: [
      /^(?:silencio|(?:haz\s+(?:una\s+)?)?pausa|no\s+me\s+(?:escribas|escriban|molestes|molesten|(?:mandes|manden|envíes|envies)\s+(?:nada|más\s+nada|mas\s+nada|mensajes|msjs?|mensajitos))|sin\s+mensajes|nada\s+de\s+mensajes|d[ée]jame\s+tranquil[oa]|d[ée]jame\s+en\s+paz)\s+(?:hasta\s+(?<evening>(?:hoy\s+)?(?:en\s+|a\s+|por\s+)?la\s+noche|la\s+nochecita)|hasta\s+(?<day>.+?)|(?<tonight>esta\s+noche|por\s+hoy|(?:por\s+)?el\s+resto\s+del\s+d[ií]a)|(?:durante|por)\s+(?:(?<hours>\d+|una)\s+horas?|(?<minutes>\d+)\s+minutos?))(?:,?\s+(?:por\s+favor|porfa|porfis|xfa|plis))?[\s.!]*$/iu,
      /^(?:(?<tonight>esta\s+noche)|hasta\s+(?<evening>(?:hoy\s+)?(?:en\s+|a\s+|por\s+)?la\s+noche|la\s+nochecita)|hasta\s+(?<day>.+?)),?\s+(?:no\s+me\s+(?:escribas|escriban|molestes|molesten|(?:mandes|manden|envíes|envies)\s+(?:nada|más\s+nada|mas\s+nada|mensajes|msjs?|mensajitos))|sin\s+mensajes|nada\s+de\s+mensajes|silencio)(?:,?\s+(?:por\s+favor|porfa|porfis|xfa|plis))?[\s.!]*$/iu,
    ],
    resume: [
      /^(?:(?:ok(?:ay)?|vale|listo|dale|bueno|perfecto)[\s,]+)?(?:(?:ya\s+)?(?:puedes|podés|podes)\s+(?:volver\s+a\s+escribirme|escribirme\s+(?:otra\s+vez|de\s+nuevo)|volver\s+a\s+mandarme\s+mensajes)|fin\s+del\s+silencio|ya\s+estoy\s+de\s+vuelta)(?:,?\s+por\s+favor)?[\s.!]*$/iu,
    ],
    moveTo: [
      /^(?:(?:puedes|podrías)\s+|por\s+favor,?\s+)?(?:pasa|p[aá]same|cambia|c[aá]mbiame|mueve|mu[eé]veme|aplaza|apl[aá]zame|pospón|pospon|posp[oó]nme|retrasa|retr[aá]same|traslada|trasl[aá]dame|deja|d[eé]jame|pon(?:me)?|pasar|cambiar|mover|aplazar|posponer)\s+(?<what>.+?)\s+(?:al|a|para|hasta|pal|pa)\s+(?<when>.+?)(?:,?\s+(?:por\s+favor|porfa|porfis|xfa|plis))?[\s.!?]*$/iu,
      // "lo del predial mejor el lunes", "lo del banco pal jueves", "el predial mejor para el lunes": the loop first, then its time.
      /^(?:(?:bueno|mejor|oye|ok|vale|no|nel|uf|uy|ay)[\s,]+)*(?<topic>lo\s+de(?:l|\s+la|\s+los|\s+las)?\s+.+?|(?:el|la|los|las)\s+.+?),?\s+(?:mejor|mejor\s+lo\s+dejo|lo\s+dejo|lo\s+paso|lo\s+hago|mejor\s+lo\s+hago)\s+(?:(?:para|pa|hasta|al|a)\s+)?(?<when>.+?)(?:,?\s+(?:por\s+favor|porfa|mejor|mejor\s+así))?[\s.!?]*$/iu,
      /^(?:(?:bueno|oye|ok|vale)[\s,]+)*(?<topic>lo\s+de(?:l|\s+la|\s+los|\s+las)?\s+.+?),?\s+(?:para|pa|pal|hasta|al)\s+(?<when>.+?)(?:,?\s+(?:por\s+favor|porfa))?[\s.!?]*$/iu,
      // "muévelo al viernes", "pásalo para mañana", "ponlo el lunes": the pronoun joined to the verb names no loop.
      /^(?:por\s+favor,?\s+)?(?:mu[eé]ve|m[oó]ve|p[aá]sa|c[aá]mbia|apl[aá]za|pos[pt]?[oó]n|retr[aá]sa|trasl[aá]da|d[eé]ja|pon|m[eé]te|atr[aá]sa)(?:me|te)?(?:lo|la|los|las)\s+(?:(?:al|a|para|hasta|pal|pa)\s+)?(?<when>.+?)(?:,?\s+(?:por\s+favor|porfa|porfis|xfa|plis))?[\s.!?]*$/iu,
    ],
    moveIt: /^(?:(?:entonces|pues|ok|vale|así\s+que|asi\s+que)[\s,]+)*(?:mu[eé]velo|mu[eé]vela|c[aá]mbialo|c[aá]mbiala|apl[aá]zalo|apl[aá]zala|p[aá]salo|p[aá]sala|pospónlo|posponlo|pospónla|posponla|mueve\s+eso|cambia\s+eso)(?:,?\s+(?:por\s+favor|porfa))?[\s.!]*$/iu,
    // "move the meeting" with no time: ZOE asks to when (threads/closing.ts).
    moveAsk: [
      /^(?:(?:puedes|podrías|podrias)\s+)?(?:mueve|mover|muévelo|cambia|cambiar|pasa|pasar|aplaza|aplazar|pospón|pospon|posponer|reprograma|reprogramar|corre|correr)\s+(?<what>(?:el|la|los|las|mi|mis|nuestro|nuestra)\s+(?:(?!(?:a|al|para|hasta|por|de|del|porfa)(?![\p{L}]))[\p{L}\p{N}'’:-]+\s*){1,5}?)(?:\s+(?:porfa|por\s+favor))?[\s.!?]*$/iu,
    ],
    asks: {
      // "qué tengo pa mañana?", "q hay pal viernes", "que tengo esta semana": a day ahead asks for the list as typed in chat;
      // "qué me queda pendiente?", "¿qué pendientes tengo?", "cuáles son mis pendientes": what is left.
      threads: /^(?:(?:qu[eé]|q)\s+(?:(?:tengo|hay|me\s+toca)(?:\s+yo)?\s+(?:(?:(?:para|pa)\s+(?:el\s+|la\s+|este\s+|esta\s+)?|pal\s+)?(?:mañana|manana|pasado\s+mañana|pasado\s+manana|esta\s+semana|la\s+semana|(?:el\s+)?finde|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo))|hay\s+en\s+mi\s+lista|tengo\s+(?:pendiente|que\s+hacer|q\s+hacer|(?:para|pa)\s+hoy)|(?:me\s+)?(?:queda|quedan|falta|faltan)(?:\s+(?:por\s+hacer|pendientes?))?|pendientes\s+(?:tengo|hay|me\s+quedan)|est[aá]\s+(?:pendiente|atrasado|vencido)|promet[ií])|(?:mu[eé]strame|ens[eé][ñn]ame)\s+(?:mi\s+lista|mis\s+(?:tareas|pendientes))|cu[aá]les\s+son\s+mis\s+(?:pendientes|tareas)|mis\s+(?:pendientes|tareas))(?:\s+hoy)?$/iu,
      goals: /^(?:(?:mu[eé]strame|ens[eé][ñn]ame)\s+mis\s+(?:objetivos|metas)|cu[aá]les\s+son\s+mis\s+(?:objetivos|metas)|mis\s+(?:objetivos|metas)|objetivos|metas)$/iu,
      drafts: /^(?:hay\s+borradores|tienes\s+borradores|(?:mu[eé]strame|ens[eé][ñn]ame)\s+los\s+borradores|mis\s+borradores|borradores)$/iu,
      help: /^(?:qu[eé]\s+(?:puedes|sabes)\s+hacer|ayuda|ay[uú]dame)$/iu,
    },
    upTo: /^(?:y\s+|oye\s+)?(?:qu[eé]\s+(?:haces|est[aá]s\s+haciendo|cuentas))(?:\s+(?:hoy|ahora))?(?:\s+zoe)?$/iu,
    // "drop the mockups" (forms stopAbout does not take): ZOE asks first; the object short, nothing after it.
    untrackAsk: [
      /^(?:(?:vale|bueno|ok|oye)[\s,]+)*(?:(?:puedes|podrías)\s+)?(?:borra|bórrame|borrame|borrar|elimina|elimíname|eliminar|cancela|cancelar|quita|quítame|quitame|quitar|deja\s+de\s+seguir)\s+(?<what>(?:el|la|los|las|lo\s+de(?:l)?|mi|mis|ese|esa)\s+(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:\s*de\s+la\s+lista)?(?:,?\s*(?:por\s+favor|porfa|gracias))?[\s.!?]*$/iu,
    ],
    dropAsk: [
      /^(?:(?:vale|bueno|ok|bah)[\s,]+)*(?:descarta|pasa\s+de)\s+(?<what>(?:el|la|los|las|lo\s+de(?:l)?|mi|mis)\s+(?:[\p{L}\p{N}'’-]+\s*){1,3})[\s.!]*$/iu,
    ],
    // "remember that …": a fact for memory; "remember to …" is a reminder and is not one.
    verbLast: { verbs: [], determiners: [] },
    remember: [
      /^(?:(?:oye|bueno|vale|ok|zoe|por\s+cierto)[\s,]+)*(?:recuerda|acu[eé]rdate\s+de|ten\s+en\s+cuenta|apunta|anota|ap[uú]ntame|an[oó]tame|ap[uú]ntate|an[oó]tate|memoriza)(?:\s+(?:bien|porfa|por\s+favor))?(?:,?\s+que\s+|\s*:\s*)(?<fact>.+?)[\s.!]*$/isu,
    ],
    // "note to self: …": a fact for memory, or a to-do when the capture reads an errand in it.
    noteToSelf: [
      /^(?:nota|apunte)\s*:\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:nota\s+mental|nota\s+para\s+m[ií](?:\s+mism[oa])?|recordatorio\s+para\s+m[ií](?:\s+mism[oa])?)\s*(?::|[-–—]|,)\s*(?<note>.+?)[\s.!]*$/isu,
    ],
    // A statement about something ("the wifi is slow"), not an errand.
    statement: /^(?:(?:el|la|los|las|mi|mis|nuestro|nuestra|su|sus|este|esta|ese|esa)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}?|(?:[\p{L}\p{N}'’-]+\s+){1,2}?(?!(?:a|se|si)(?![\p{L}])))(?:es|son|está|están|era|eran|va|van|ha|han|había|pasó|cambió|empieza|abre|cierra|se)(?![\p{L}])/iu,
    listBag: {
      lead: ["puedes", "me puedes", "podrías", "oye", "por favor", "porfa"],
      ask: ["qué", "que", "q", "cuál", "cuáles", "cual", "cuales", "muéstrame", "muestrame", "enséñame", "dime", "recuérdame", "recuerdame", "algo", "decir", "enseñar", "mostrar"],
      open: ["queda", "quedan", "pendiente", "pendientes", "abierto", "abiertos", "abierta", "falta", "faltan", "olvida", "olvidé", "olvido", "olvidando", "hacer", "planeado", "vence", "atrasado", "abiertas", "atrasada", "atrasados", "atrasadas", "planeada", "planeados"],
      items: ["lista", "tareas", "recordatorios", "pendientes", "cosas"],
      mine: ["mi", "mis"],
      none: ["nada"],
      filler: ["me", "se", "tengo", "tenía", "tenia", "lo", "la", "el", "los", "las", "hay", "por", "de", "a", "yo", "todo", "aún", "aun", "todavía", "todavia", "son", "es", "está", "esta", "ok", "vale", "oye", "zoe", "ya", "que", "estoy", "algo", "sigue", "siguen", "están", "estan", "en", "hoy"],
    },
  },
  clock: {
    noon: ["mediodía", "mediodia"],
    midnight: ["medianoche"],
    at: ["a las", "a la", "las", "la"],
    oClock: [],
    hourLetters: ["h"],
    meridiem: { am: [], pm: [] },
    halves: { am: ["de la mañana", "por la mañana", "la mañana", "de madrugada", "la madrugada", "de la madrugada"], pm: ["de la tarde", "por la tarde", "la tarde", "tarde", "de la noche", "por la noche", "noche"] },
    rangeFrom: ["de", "desde"],
    rangeTo: ["\\sa\\s", "\\shasta\\s"],
  },
  commands: {
    modes: { silencioso: "quiet", tranquilo: "quiet", calmado: "quiet", discreto: "quiet", equilibrado: "balanced", normal: "balanced", proactivo: "proactive", activo: "proactive" },
    on: ["sí", "si"],
    off: ["no"],
    actOnForward: new RegExp(`${L}(?:(?:sigue|apunta|anota|guarda|recuerda)\\s+(?:esto|eso|estos|estas|esta|este)|recuérdame\\s+(?:esto|eso))${R}`, "iu"),
    ordinals: [["primero", "primera", "primer"], ["segundo", "segunda"], ["tercero", "tercera", "tercer"], ["cuarto", "cuarta"], ["quinto", "quinta"], ["sexto", "sexta"], ["septimo", "septima"], ["octavo", "octava"]],
    pickFillers: ["el", "la", "lo", "numero", "num", "porfa", "por", "favor"],
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
