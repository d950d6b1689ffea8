/**
 * Everything ZOE knows about Portuguese: its words (strings.ts), how it writes them, and how
 * a Portuguese-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
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

/** Verbs in the first person present that, opening the sentence, promise ("Envio a apresentação à Maria na sexta"). */
const PROMISE_VERBS =
  "envio|ligo|mando|pago|marco|trato|passo|respondo|arrumo|escrevo|aponto|compro|levo|preparo|acabo|entrego|reviso|arranjo|trago|confirmo|devolvo|peço|faço";

/** Common irregular verbs: their preterite (I) and participle. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  fazer: ["fiz", "feito"], escrever: ["escrevi", "escrito"], pôr: ["pus", "posto"], ir: ["fui", "ido"], dizer: ["disse", "dito"], ver: ["vi", "visto"],
  abrir: ["abri", "aberto"], trazer: ["trouxe", "trazido"], ter: ["tive", "tido"], dar: ["dei", "dado"], vir: ["vim", "vindo"], pagar: ["paguei", "pago", "pagado"],
  entregar: ["entreguei", "entregue", "entregado"], ganhar: ["ganhei", "ganho"], gastar: ["gastei", "gasto"],
};
/** The preterite (I) and participle of a Portuguese verb (ligar -> liguei, ligado; marcar -> marquei; vender -> vendi, vendido). */
const pastOf = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v];
  const stem = v.slice(0, -2);
  const participle = (p: string) => [p, p.replace(/o$/u, "a"), `${p}s`, `${p.replace(/o$/u, "a")}s`];
  if (/^\p{Ll}{2,}ar$/u.test(v)) return [`${stem.replace(/c$/u, "qu").replace(/g$/u, "gu").replace(/ç$/u, "c")}ei`, ...participle(`${stem}ado`)];
  if (/^\p{Ll}{2,}[ei]r$/u.test(v)) return [`${stem}i`, ...participle(`${stem}ido`)];
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ meu: "teu", minha: "tua", meus: "teus", minhas: "tuas", me: "te", comigo: "contigo" });

export const pt: LanguagePack = {
  name: "Portuguese",
  strings: STRINGS,
  commandHelp: {
    start: "O que é a ZOE e como falar com ela",
    help: "Ver os comandos",
    memory: "Ver o que recordo sobre ti",
    threads: "O que acompanho por ti",
    done: "Fechar um fio: /done 2, /done th-…, /done apresentação",
    snooze: "Adiar um fio: /snooze 2 amanhã de manhã",
    untrack: "Esquecer um fio que eu não devia acompanhar: /untrack th-…",
    goals: "Os teus objetivos: /goals, /goals add …",
    mode: "Quanto falo por iniciativa própria: quiet, balanced, proactive",
    quiet: "Horas de silêncio, p. ex. /quiet 22:00-08:00",
    why: "Porque escrevi da última vez",
    stats: "As minhas mensagens e as tuas respostas em 7 dias",
    brief: "O resumo da manhã: /brief on|off|HH:MM",
    drafts: "Rever os rascunhos de publicações que escrevi",
    status: "As tarefas agendadas, próxima execução e último resultado",
    console: "Um link de uso único para a tua consola web",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  detection: {
    markers: ["feito", "ainda não", "ainda", "amanhã", "hoje", "obrigad[oa]", "sim", "não", "já", "eu", "tenho que", "vou", "mais tarde", "depois", "lembra", "semana", "sexta", "segunda", "terça", "quarta", "quinta", "sábado", "domingo", "e", "o", "a", "é", "terminei", "pronto", "manhã", "noite", "isso"],
    letters: "ãõ",
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    trigger: new RegExp(
      `(?:${L}(?:eu vou|vou|tenho (?:mesmo )?(?:que|de)|hei de|preciso(?: de)?(?=\\s+\\p{L}+(?:ar|er|ir|or)${R})|prometi à? ?\\p{L}+|prometo|comprometo-me a|penso(?=\\s+\\p{L}+(?:ar|er|ir)${R})|estou a pensar|não me deixes esquecer(?: de)?|por fazer\\s*:|a fazer\\s*:|todo\\s*:)${R}\\s*|^\\s*(?=(?:${PROMISE_VERBS})${R}))(.+)`,
      "iu",
    ),
    hedges: new RegExp(`${L}(?:talvez|se eu|se der|não sei|nunca|espero que|quem sabe|provavelmente|acho que não)${R}`, "iu"),
    notATask: new RegExp(`^(?:dizer|admitir|confessar|reconhecer)${R}`, "iu"),
    vague: wordSet("o a isso isto fazer ver pensar nisso nisto tentar lá estar ir que"),
    taskLead: ["a"],
    unplacedDeadline: new RegExp(`(?:^|\\s)((?:no|para o) próximo (?:mês|ano)|(?:no|este) fim de semana)${R}`, "iu"),
    reminder: {
      ask: new RegExp(`${L}(?:lembra-me|lembre-me|me lembra|me lembre|lembra me|lembre me|lembrar-me|me lembrar)${R}`, "iu"),
      lead: /^\s*(?:(?:olá|ola|oi|ok)(?:\s+zoe)?,?\s*)?(?:por favor\s*,?\s*)?(?:(?:podes|pode|poderias|você pode)\s+)?$/iu,
      joiner: /^(?:de\s+|que\s+)/iu,
      plainTask: (task) => task,
    },
    toOwner: (task) => YOURS(task),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:o\\s+)?(?:meu|nosso)\\s+(?:(?:grande|novo|principal|verdadeiro)\\s+)?(?:objetivo|meta)${SPAN}\\s*(?:é|será|:)\\s+(?:(?:chegar\\s+a\\s+)?)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:talvez|se|era|seria|deveria|poderia|não tenho certeza)${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:escreves-me\s+demasiado|(?:me\s+)?escreves\s+(?:demais|demasiado)|demasiadas\s+mensagens|menos\s+(?:mensagens|lembretes))(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:mais\s+lembretes|lembra-me\s+mais)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})(?:para\s+de\s+me\s+lembrar|não\s+me\s+lembres\s+mais)\s+(?:de\s+|do\s+|da\s+)?(.+?)[.!]*$/iu,
    ],
    stopWords: ["o", "os", "a", "as", "um", "uma", "meu", "minha", "do", "da", "de", "das", "dos", "no", "na", "nos", "nas", "ao", "aos", "com", "para"],
  },
  clock: {
    noon: ["meio-dia", "meio dia", "meiodia"],
    midnight: ["meia-noite", "meia noite", "meianoite"],
    at: ["às", "as"],
    oClock: [],
    hourLetters: ["h"],
    meridiem: { am: [], pm: [] },
    rangeFrom: ["de", "das"],
    rangeTo: ["\\sa\\s", "\\sàs\\s", "\\saté\\s"],
  },
  commands: {
    modes: { silencioso: "quiet", tranquilo: "quiet", calmo: "quiet", discreto: "quiet", equilibrado: "balanced", normal: "balanced", proativo: "proactive", proactivo: "proactive", ativo: "proactive" },
    on: ["sim"],
    off: ["não", "nao"],
    actOnForward: new RegExp(`${L}(?:(?:acompanha|anota|guarda|regista|registra|segue)\\s+(?:isto|isso|estes|estas|este|esta)|lembra[\\s-]+(?:te|me)\\s+(?:disto|disso|isto|isso))${R}`, "iu"),
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
