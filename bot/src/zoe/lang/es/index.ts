/**
 * Everything ZOE knows about Spanish: its words (strings.ts), how it writes them, and how
 * a Spanish-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { L, R, SPAN, turnWords, wordSet } from "../patterns.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/** Verbs in the first person present that, opening the sentence, promise ("Le mando la presentación a María el viernes"). */
const PROMISE_VERBS =
  "mando|envío|envio|llamo|pago|reservo|contesto|respondo|escribo|recojo|paso|compro|apunto|llevo|preparo|termino|entrego|reviso|arreglo|traigo|confirmo|encargo|devuelvo|pido";

/** Common irregular verbs: their preterite (I) and participle. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  hacer: ["hice", "hecho"], escribir: ["escribí", "escrito"], poner: ["puse", "puesto"], ir: ["fui", "ido"], decir: ["dije", "dicho"], ver: ["vi", "visto"],
  volver: ["volví", "vuelto"], abrir: ["abrí", "abierto"], traer: ["traje", "traído"], tener: ["tuve", "tenido"], romper: ["rompí", "roto"],
  resolver: ["resolví", "resuelto"], devolver: ["devolví", "devuelto"], cubrir: ["cubrí", "cubierto"], conducir: ["conduje", "conducido"], dar: ["di", "dado"],
};
/** The preterite (I) and participle of a Spanish verb (llamar -> llamé, llamado; pagar -> pagué; enviar -> envié; escribir -> escrito). */
const pastOf = (word: string): readonly string[] => {
  // "mandarle", "llamarla": the verb without the pronoun glued to it.
  const v = word.toLowerCase().replace(/(?<=[aei]r)(?:los|las|les|lo|la|le|me|te|se)$/u, "");
  if (IRREGULAR[v]) return IRREGULAR[v];
  const stem = v.slice(0, -2);
  const participle = (p: string) => [p, p.replace(/o$/u, "a"), `${p}s`, `${p.replace(/o$/u, "a")}s`];
  if (/^\p{Ll}{2,}ar$/u.test(v)) return [`${stem.replace(/c$/u, "qu").replace(/g$/u, "gu").replace(/z$/u, "c")}é`, ...participle(`${stem}ado`)];
  if (/^\p{Ll}{2,}[ei]r$/u.test(v)) return [`${stem}í`, ...participle(`${stem}ido`)];
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mi: "tu", mis: "tus", me: "te", conmigo: "contigo", mío: "tuyo", mía: "tuya" });

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
    mode: "Cuánto hablo por iniciativa propia: quiet, balanced, proactive",
    quiet: "Horas de silencio, p. ej. /quiet 22:00-08:00",
    why: "Por qué escribí la última vez",
    stats: "Mis mensajes y tus respuestas en 7 días",
    brief: "El resumen de la mañana: /brief on|off|HH:MM",
    drafts: "Revisar los borradores de publicaciones que escribí",
    status: "Las tareas programadas, próxima ejecución y último resultado",
    console: "Un enlace de un solo uso a tu consola web",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  detection: {
    markers: ["hecho", "todavía", "todavia", "aún", "aun", "mañana", "hoy", "gracias", "sí", "si", "no", "ya", "tengo que", "voy a", "más tarde", "luego", "recuérdame", "recuerdame", "semana", "viernes", "lunes", "martes", "miércoles", "jueves", "sábado", "domingo", "y", "el", "la", "es", "terminé", "listo", "lo", "tarde", "noche"],
    letters: "ñ¿¡",
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    trigger: new RegExp(
      `(?:${L}(?:voy a|tengo que|debo|he de|hay que|necesito(?=\\s+\\p{L}+(?:ar|er|ir)(?:l[oae]s?|se|me|te)?${R})|le prometí a \\p{L}+|prometo|me comprometo a|pienso(?=\\s+\\p{L}+(?:ar|er|ir)${R})|tengo pensado|no me dejes olvidar(?: de)?|pendiente\\s*:|por hacer\\s*:|todo\\s*:)${R}\\s*|^\\s*(?=(?:(?:le|les|te|os|se|me)\\s+)?(?:${PROMISE_VERBS})${R}\\s))(.+)`,
      "iu",
    ),
    hedges: new RegExp(`${L}(?:quizás|quizas|tal vez|a lo mejor|si puedo|si tengo|no sé|no se si|nunca|ojalá|ojala|probablemente)${R}`, "iu"),
    notATask: new RegExp(`^(?:decir|admitir|confesar|reconocer)${R}`, "iu"),
    vague: wordSet("lo la eso esto hacer ver pensar intentar ahí allí estar ir que"),
    taskLead: ["a"],
    unplacedDeadline: new RegExp(`(?:^|\\s)((?:el mes|el año|la semana) que viene|el (?:mes|año) próximo|el fin de semana)${R}`, "iu"),
    reminder: {
      ask: new RegExp(`${L}(?:recuérdame|recuerdame|recuérdeme|recordarme)${R}`, "iu"),
      lead: /^\s*¿?\s*(?:(?:hola|oye|vale|ok)(?:\s+zoe)?,?\s*)?(?:por favor\s*,?\s*)?(?:(?:puedes|podrías)\s+)?$/iu,
      joiner: /^(?:de\s+|que\s+)/iu,
      plainTask: (task) => task,
    },
    toOwner: (task) => YOURS(task),
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
      /(?<!\p{L})(?:más\s+recordatorios|recuérdame\s+más)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})(?:deja\s+de\s+recordarme|no\s+me\s+recuerdes\s+más)\s+(.+?)[.!]*$/iu,
    ],
    stopWords: ["el", "los", "las", "la", "un", "mi", "mis", "del", "de", "lo", "al", "con", "para", "por"],
  },
  clock: {
    noon: ["mediodía", "mediodia"],
    midnight: ["medianoche"],
    at: ["a las", "a la", "las", "la"],
    oClock: [],
    hourLetters: ["h"],
    meridiem: { am: [], pm: [] },
    rangeFrom: ["de", "desde"],
    rangeTo: ["\\sa\\s", "\\shasta\\s"],
  },
  commands: {
    modes: { silencioso: "quiet", tranquilo: "quiet", calmado: "quiet", discreto: "quiet", equilibrado: "balanced", normal: "balanced", proactivo: "proactive", activo: "proactive" },
    on: ["sí", "si"],
    off: ["no"],
    actOnForward: new RegExp(`${L}(?:(?:sigue|apunta|anota|guarda|recuerda)\\s+(?:esto|eso|estos|estas|esta|este)|recuérdame\\s+(?:esto|eso))${R}`, "iu"),
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
