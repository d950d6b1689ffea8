/**
 * How a Portuguese owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for Portuguese, European
 * ("já está", "lembra-me amanhã", "estou a tratar disso") and Brazilian ("tá feito", "me lembra
 * amanhã", "tô fazendo"). Written as owners type on a phone: accents optional ("ainda nao",
 * "amanha"), shorthands ("n fiz", "vc", "hj", "pf", "2h").
 * Must never: hold logic; a word that means something else in a reply (it would be read as an
 * answer); a negated action among the action's own words ("não fiz" is not yet, never done).
 */
import type { ReplyWords } from "../pack.ts";
import { any, loose, whole, wordSet } from "../patterns.ts";

/**
 * The everyday-verb lexicon (issue 34, breadth): participle stems (+ o, a, os, as) and first-person pasts, written from the language (not from the reply
 * batches) for the ~150 jobs owners' tasks use most. One clean sorted list; the reader sees it through
 * the PARTICIPLES and PASTS patterns below. Must never: hold a verb whose done form also means a stop, a
 * deferral or a reminder ("annulé", "rappelé", "reporté"), nor a form that is a present or a noun as well.
 */
const DONE_PARTICIPLE_STEMS: readonly string[] = [
  "acabad", "actualizad", "agendad", "agrafad", "alimentad", "anotad", "aparafusad", "aprovad", "aquecid", "arquivad", "arrumad",
  "aspirad", "assad", "assinad", "atualizad", "avisad", "banhad", "calculad", "carimbad", "carregad", "colad", "comprad",
  "conclu[íi]d", "confirmad", "congelad", "contactad", "contad", "contatad", "corrigid", "cortad", "costurad", "cozinhad", "curad",
  "descascad", "descongelad", "despachad", "desparasitad", "devolvid", "digitalizad", "dobrad", "efectuad", "efetuad", "embalad",
  "empacotad", "encadernad", "encaminhad", "encomendad", "engraxad", "entregad", "entregu", "enviad", "escovad", "estendid",
  "estudad", "esvaziad", "expedid", "feit", "filmad", "finalizad", "fotografad", "impress", "imprimid", "informad", "inscrit",
  "instalad", "lavad", "levad", "ligad", "limp", "lixad", "mandad", "marcad", "medid", "montad", "organizad", "orçamentad", "pag",
  "passead", "pendurad", "pentead", "pintad", "plastificad", "postad", "preenchid", "preparad", "pront",
  "publicad", "realizad", "recolhid", "redigid", "reembolsad", "regad", "registad", "registrad", "renovad", "reparad", "reservad",
  "resolvid", "respondid", "revist", "secad", "servid", "submetid", "substitu[íi]d", "telefonad", "termin", "terminad", "testad",
  "traduzid", "transferid", "tratad", "trocad", "vacinad", "validad", "varrid", "visitad",
];
const DONE_PASTS: readonly string[] = [
  "acabei", "agendei", "agrafei", "alimentei", "anotei", "aparafusei", "aqueci", "arquivei", "arrumei", "aspirei", "assei",
  "assinei", "atualizei", "avisei", "banhei", "busquei", "calculei", "carimbei", "carreguei", "colei", "comprei", "conclu[íi]",
  "confirmei", "congelei", "contactei", "contatei", "contei", "corrigi", "cortei", "costurei", "cozinhei", "curei", "descasquei",
  "descongelei", "despachei", "desparasitei", "devolvi", "digitalizei", "dobrei", "efetuei", "embalei", "empacotei", "encadernei",
  "encomendei", "engraxei", "entreguei", "enviei", "escovei", "escrevi", "estendi", "estudei", "esvaziei", "fechei", "filmei",
  "finalizei", "fiz", "fotografei", "imprimi", "informei", "instalei", "lavei", "levei", "liguei", "limpei", "lixei", "mandei",
  "marquei", "medi", "montei", "orcei", "organizei", "paguei", "passeei", "pendurei", "penteei", "pesei", "pintei", "piquei",
  "plastifiquei", "postei", "preenchi", "preparei", "publiquei", "realizei", "recolhi", "redigi", "reembolsei", "registei",
  "registrei", "reguei", "renovei", "reparei", "reservei", "resolvi", "respondi", "sequei", "servi", "submeti", "substitu[íi]",
  "telefonei", "terminei", "testei", "traduzi", "transferi", "tratei", "troquei", "trouxe", "vacinei", "varri", "visitei",
];
/** Participles of the jobs owners report (not) done, any gender and number ("feita", "enviados"). */
const PARTICIPLES = `(?:${DONE_PARTICIPLE_STEMS.join("|")})[oa]s?`;
/** First-person pasts of the jobs owners report ("enviei", "liguei", "fiz"). */
const PASTS = `(?:${DONE_PASTS.join("|")})`;

/** Shorthands owners type, and their words. */
const SHORTHANDS: ReadonlyArray<readonly [RegExp, string]> = [
  // "só na sexta", the whole reply: not until then, as "ainda não" before a time (issue 34, the thirty-first batch).
  [/^só (?=(?:na segunda|na terça|na terca|na quarta|na quinta|na sexta|no sábado|no sabado|no domingo|amanhã|amanha|hoje à noite|hoje a noite|semana que vem|na semana que vem|no fim de semana|no fim do mês|no fim do mes|segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)[.!]*$)/gu, "ainda não, "],
  // "sorry forgot to tell you": the telling forgotten, not the thread; no forgetting of its own (issue 34, the thirty-first batch).
  [/[,.]?\s*(?<![\p{L}])(?:desculpa,? )?(?:esqueci(?:-me)? de te (?:avisar|falar|dizer)|esqueci de (?:avisar|falar|dizer)(?: (?:pra|para) (?:você|voce|ti))?)(?![\p{L}])/gu, ""],
  // "me cutuca às 17h", "me dá um toque amanhã": a nudge asked for, the reminder verb the reader knows (issue 34, the twenty-fourth batch).
  [/(?<![\p{L}])me (?:cutuca|cutuque|dá um toque|da um toque|dê um toque|de um toque)(?![\p{L}])/gu, "me lembra"],
  // "I didn't forget": the owner's answer to being asked, no action of its own; without it a negation and a forgetting word read as "not yet" (issue 34, the twenty-fourth batch).
  [/(?<![\p{L}])(?:eu )?(?:não|nao|n) (?:me )?esqueci(?: não| nao)?(?: não| nao)?[,.!]*\s*/gu, ""],
  // "quais são os passos?", "qual é o primeiro passo?": the steps of the whole task asked for, the whole reply said as the language's breakdown words; a shorthand, so its words stay out of the reader's vocabulary (issue 34, the twentieth batch).
  [/^(?:quais (?:s[ãa]o|seriam) os passos(?: a seguir)?|qual (?:[ée]|seria) o primeiro passo)[\s?!.]*$/gu, "divide em passos"],
  // A past time beside a done ("last week"): said as a day before yesterday, a past time the reader knows (issue 34, the eighteenth batch).
  [/(?<![\p{L}])(?:(?:na|a) )?(?:semana passada|(?:no )?fim de semana passado|(?:no )?mês passado)(?![\p{L}])/gu, "anteontem"],
  // "acabei de fazer", "acabei de deixar lá": the near past, said as the preterite (issue 34, the eighteenth batch).
  [/(?<![\p{L}])acabe(?:i|mos) de fazer(?:-lo|-la|-los|-las)?(?![\p{L}])/gu, "já fiz"],
  [/(?<![\p{L}])acabe(?:i|mos) de (\p{L}+)gar(?:-lo|-la|-los|-las)?(?![\p{L}])/gu, "já $1guei"],
  [/(?<![\p{L}])acabe(?:i|mos) de (\p{L}+)car(?:-lo|-la|-los|-las)?(?![\p{L}])/gu, "já $1quei"],
  [/(?<![\p{L}])acabe(?:i|mos) de (\p{L}+)çar(?:-lo|-la|-los|-las)?(?![\p{L}])/gu, "já $1cei"],
  [/(?<![\p{L}])acabe(?:i|mos) de (\p{L}{2,})ar(?:-lo|-la|-los|-las)?(?![\p{L}])/gu, "já $1ei"],
  [/(?<![\p{L}])acabe(?:i|mos) de (\p{L}{2,})[ei]r(?:-lo|-la|-los|-las)?(?![\p{L}])/gu, "já $1i"],
  // Gamers' and chat shorthands: "brb 20 min" (be right back) is "daqui a 20 min", "afk até à noite" (away from keyboard) a deferral.
  [/(?<![\p{L}])brb\s+(?=\d)/gu, "daqui a "],
  [/(?<![\p{L}])afk\s+(?=até)/gu, "lembra-me "],
  // Laughter says nothing about the work ("ya está pagada jajaja").
  [/(?<![\p{L}])(?:k{3,}|(?:rs){2,}|(?:h+a+){2,}h*|(?:h+e+){2,}h*)(?![\p{L}])/giu, " "],
  [/(?<![\p{L}])(?:pf|pfv|pfvr|pls|plz|porfa)(?![\p{L}])/gu, "por favor"],
  // "pro sábado", "pros dois": "para o", "para os" as Brazil says them; "manha" is "manhã" typed without its tilde, never "amanhã".
  [/(?<![\p{L}])pro(s?)(?![\p{L}])/gu, "para o$1"],
  [/(?<![\p{L}])manha(?![\p{L}])/gu, "manhã"],
  // "nem" before a verb of the past is an emphatic "não" ("nem deu tempo", "nem liguei"): not even.
  [/(?<![\p{L}])nem(?= (?:o |a |os |as |lhe |me )?(?:deu|tive|pude|consegui|fiz|comecei|liguei|mandei|enviei|paguei|olhei|vi|lembrei)(?![\p{L}]))/giu, "não"],
  [/(?<![\p{L}])(?:vc|vcs|cê)(?![\p{L}])/gu, "você"],
  [/(?<![\p{L}])(?:tb|tbm|tmb)(?![\p{L}])/gu, "também"],
  [/(?<![\p{L}])(?:pq|pk|porq)(?![\p{L}])/gu, "porque"],
  [/(?<![\p{L}])(?:n|nn|ñ)(?=\s|$)/gu, "não"],
  [/(?<![\p{L}])q(?![\p{L}])/gu, "que"],
  [/(?<![\p{L}])hj(?![\p{L}])/gu, "hoje"],
  [/(?<![\p{L}])(?:amn|amnh|amh)(?![\p{L}])/gu, "amanhã"],
  [/(?<![\p{L}])(?:dps|dp|dpois)(?![\p{L}])/gu, "depois"],
  [/(?<![\p{L}])td(?![\p{L}])/gu, "tudo"],
  [/(?<![\p{L}])(?:tô|to)(?=\s+(?:fazendo|a fazer|tratando|nisso|terminando|quase|sem))/gu, "estou"],
  [/(?<![\p{L}])(?:obg|obgd|obgda|brigad[oa])(?![\p{L}])/gu, "obrigado"],
  [/(?<![\p{L}])(?:ss|sss|siim+)(?![\p{L}])/gu, "sim"],
  [/(?<![\p{L}])(?:msm)(?![\p{L}])/gu, "mesmo"],
  [/(?<![\p{L}])(?:blz)(?![\p{L}])/gu, "beleza"],
  [/(?<![\p{L}])(?:okey|oki|okk+)(?![\p{L}])/gu, "ok"],
  // Only after a Portuguese "in": an English clause of a mixed reply keeps its "30 min".
  [/(?<=(?:em|daqui a|dentro de|mais)\s)(\d+)\s*hrs?(?![\p{L}\d])/gu, "$1 horas"],
  // "à tarde" alone is this afternoon ("trato disso à tarde"); after a word that already says
  // which day ("logo à noite", "amanhã à tarde") it is that day's, and stays as said.
  [/(?<!(?:hoje|logo|amanhã|amanha|feira|segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)\s)(?<![\p{L}])(?:à|a) (tarde|noite)(?![\p{L}])/gu, "hoje à $1"],
  [/(?<=(?:em|daqui a|dentro de|mais)\s)(\d+)\s*mins?(?![\p{L}])/gu, "$1 minutos"],
];

/** Words the typo fixer may correct towards (plain letters: it reads only those). */
const TYPO_TARGETS = "feito enviado pronto terminei ainda amanha depois esquece cancela lembra lembrar semana segunda quarta quinta sexta sabado domingo tarde noite".split(" ");
/** Real words one letter away from a target, never corrected (and the plain start of an accented word). */
const TYPO_KEEP = (
  "enviada enviados enviadas feita feitos feitas feio feitio prontos pronta prontas ponto esquecer esqueci esquecem cancelar cancelo cancelas lembro lembre lembras lembrou lembrei lembram lembrem " +
  "tardes noites semanas sextas quintas quartas quarto quanta sesta segundo segundas sabados domingos terminou termine amanh depoi anda quintal"
).split(" ");

/**
 * The owner's tiredness ("tô morto"): a not yet when said of today, alone or beside today's words; beside a
 * look back at the week or the day (issue 34, the twenty-ninth batch) it is the owner's mood, asked about.
 */
const TIRED = ["(?:tô|to|estou) (?:mort[oa]|cansad[oa]|exaust[oa]|quebrad[oa])", "(?:cansad[oa]|exaust[oa])"];

export const REPLY: ReplyWords = {
  reminderEdit: {
    later: /^(?:(?:não,? |nao,? |afinal,? |ok,? )?(?:põe|poe|mete|passa|muda|adia|atrasa|coloca)(?:[- ]o|[- ]no)? (?:para )?)?(?<span>[\p{L}\p{N} ]{1,25}?) (?:mais tarde|depois)(?: por favor| pf)?[.!]*$/iu,
    earlier: /^(?:(?:não,? |nao,? |afinal,? |ok,? )?(?:põe|poe|mete|passa|muda|antecipa|adianta|coloca)(?:[- ]o|[- ]no)? (?:para )?)?(?<span>[\p{L}\p{N} ]{1,25}?) (?:mais cedo|antes)(?: por favor| pf)?[.!]*$/iu,
    spanIn: "daqui a",
    factHead: /^(?:(?:então|entao|e|bom|ok),?\s+)?(?:(?:eu\s+)?tenho|(?:a\s+gente\s+)?tem|temos|há|ha)\s+/iu,
    moveTo: /^(?:(?:afinal|não|nao|aliás|alias|desculpa|espera|melhor)[,.!]? (?:melhor |põe |poe |muda para |passa para )?|(?:põe|poe|mete|passa|muda|coloca)(?:[- ]o|[- ]no)?(?: para)? )(?<when>(?:às |as |à |a |para as |pelas )?[\p{N}][\p{L}\p{N}:. ]{0,20}|(?:às |as |à )?(?:uma|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze)(?: [\p{L} ]{1,20})?|(?:ao )?(?:meio-dia|meio dia|meia-noite|meia noite))(?: por favor| pf)?[.!]*$/iu,
    cancel: /^(?:por favor |pf |afinal,? )?(?:cancela|apaga|elimina|tira|remove|esquece)(?:[- ]me)? (?:esse|o|este|aquele|o último|o ultimo) lembrete(?: por favor| pf)?[.!]*$|^(?:já )?não (?:preciso|é preciso) (?:desse|do) lembrete[.!]*$/iu,
    list: /^(?:que|quais|quais são os) lembretes (?:tenho|é que tenho|e que tenho|há|estão marcados|estao marcados|tenho marcados)(?: hoje| ainda)?\s*\??$|^(?:mostra|lista)(?:[- ]me)? (?:os meus|os|meus) lembretes[.!?]*$|^(?:os meus )?lembretes\s*\?$/iu,
    before: [
      /^(?:e )?(?:lembra[- ]me|me lembra|lembre[- ]me|me lembre|avisa[- ]me|me avisa)(?: disso)? (?<span>[\p{L}\p{N}' -]{1,25}?) antes(?: (?:do |da |dos |das |de )?(?<what>[\p{L}\p{N}' -]{2,60}?))?(?: please| pls| bitte| stp| s'il te plaît| s'il te plait| por favor| per favore| alsjeblieft| aub| graag)?[.!]*$/iu,
    ],
    spanCase: [],
    beforeInstead: /(?<!\p{L})(?:só|apenas|melhor|em\s+vez\s+disso|no\s+lugar\s+disso)(?!\p{L})/giu,
  },
  done: any(
    ...loose(
      "feito", "feita", "feito!", "efetuad[oa]s?", "realizad[oa]s?", "transferid[oa]s?", "prontinho", "prontinha", "já seguiu", "seguiu", "tá feito", "está feito", "esta feito", "já está feito", "tudo feito", "feito e enviado", "feita e enviada", "já está", "já tá", "já foi", "já era", "pronto", "pronta",
      "tudo pronto", 
      // State words that say the thing is done, whatever verb did it ("tá resolvido", "tudo em ordem").
      "(?:já )?(?:está|esta|tá|ta|ficou|fica) (?:tudo )?(?:em ordem|em dia|safo|despachado)", "tudo (?:em ordem|em dia|tratado|resolvido|despachado)",
      "já (?:o |a |os |as |lhe )?" + PASTS, "(?:eu )?(?:o |a |os |as |lhe )?" + PASTS + "(?:-o|-a|-os|-as)?", "^" + PASTS + "$",
      "(?:já )?(?:está|estão|tá|ficou|foi) " + PARTICIPLES, "terminado", "terminada", "concluído", "concluída", "enviado", "enviada", "enviados", "mandado", "mandada", "pago", "paga", "resolvido", "resolvida",
      "tratado", "tratada", "acabado", "acabada", "entregue", "entregues", "marcado", "marcada", "reservado", "reservados", "comprado", "comprada", "assinado", "renovado",
      "tudo certo", "tudo ok", "tudo resolvido", "tá resolvido", "está resolvido", "tá tudo certo", "missão cumprida", "consegui", "já consegui", "já tratei disso", "já tratei", "despachado",
      "sim, já", "sim já", "já sim", "claro que sim",
    ),
  ),
  doneVerb: any(...loose("enviad[oa]s?", "enviei", "mandad[oa]s?", "mandei", "terminei", "terminad[oa]s?", "pag[oa]s?", "paguei", "entreguei", "entregues?", "acabei", "fiz")),
  notYet: any(
    // "dois terços feito", "uns 80%", "três quartos": uma parte do trabalho, não tudo (issue 34, the thirty-fourth batch).
    "(?:um terço|dois terços|três quartos|tres quartos)", "(?:uns |a |em )?\\d{1,2} ?(?:%|por ?cento)(?= feit| pront| conclu| $|$)", "em parte",
    // "not had a single minute for it": the time denied, a not yet said without its verb (issue 34, the thirty-third batch).
    ...loose("(?:não|nao|nem) tive (?:nem )?(?:um )?(?:minuto|tempo)"),
    // "tentei, o app do banco me deslogou" (issue 34, the twenty-eighth batch): the owner's own try opening the
    // clause is a door that stayed shut, not a done.
    "^(?:eu )?(?:já |ja )?tentei(?=$| (?:mas|duas|três|tres|várias|varias|\\d|\\p{L}+(?:ar|er|ir)(?![\\p{L}])))",
    // (issue 34, the twenty-fourth batch) the thing still on the owner's list: not done yet.
    ...loose("(?:continua|está|tá|ta|segue) (?:ainda )?na (?:minha )?lista(?! d)", "ainda (?:está |tá |ta )?na (?:minha )?lista(?! d)"),
    // (issue 34, the twenty-sixth batch) still to do, said as a statement: not done yet.
    ...loose("ainda (?:tenho|preciso)(?: que| de)?", "(?:tenho|preciso) (?:que |de )?(?:\\p{L}+ )?ainda"),
    // "ainda tô procurando": the owner at it, not there yet (issue 34, the seventeenth batch).
    ...loose("ainda (?:tô|to|estou|está|ando) (?:procurando|pesquisando|a procurar|à procura)", "ainda à procura", "continuo (?:procurando|a procurar)"),
    ...loose("(?:que )?preguiça", ...TIRED, "(?:tô|to|estou) indo", "(?:tô|to|estou) a caminho", "a caminho", "vou (?:agora|já|ja)(?: mesmo)?", "já vou", 
      "ainda não", "ainda nada",
      // Waiting on someone: "ainda estou à espera do orçamento".
      "(?:ainda )?(?:estou|tô|to|estamos) (?:ainda )?(?:à|a) espera", "(?:ainda )?(?:estou|tô|to|estamos) (?:ainda )?esperando", "ainda espero", "nada ainda", "não ainda", "inda não", "ainda não totalmente", "não totalmente", "não completamente", "não de todo",
      "não (?:o |a |os |as |lhe )?(?:fiz|enviei|mandei|paguei|terminei|acabei|liguei|comprei|marquei|reservei|entreguei|tratei|consegui|pude|tive tempo|comecei|cheguei)",
      "(?:nunca|jamais) (?:o |a |os |as |lhe )?" + PASTS, "não (?:o |a )?(?:tenho|tinha) (?:feito|conseguido|tido tempo)", "não (?:está|tá|esta|ficou|foi) (?:ainda )?" + PARTICIPLES, "não deu", "não deu tempo", "não tive tempo", "não houve tempo",
      "sem tempo", "falta de tempo", "não consegui", "ainda não consegui", "não dava", "por fazer", "pendente", "continua pendente", "está pendente",
      "estou nisso", "tô nisso", "estou a tratar(?: disso)?", "estou a fazer", "estou fazendo", "fazendo isso", "a tratar disso", "estou tratando(?: disso)?", "em andamento", "em curso", "a caminho",
      // "quase" alone is "almost done"; before another word it says something else is near ("tava quase vencendo").
      "^quase$", "quase (?:pront|terminad|acabad|feit|concluíd|concluid)[oa]s?", "quase pronto", "quase lá", "quase a acabar", "a meio", "pela metade", "metade", "uma parte", "o rascunho", "um rascunho", "comecei", "já comecei", "começado",
      "esqueci", "esqueci-me", "me esqueci", "esqueci completamente", "passou-me", "me passou", "acabei por não", "atrasad[oa]", "nem comecei",
    ),
  ),
  tired: TIRED,
  stop: any(
    // (issue 34, the twenty-third batch) "não me manda mais lembrete", "peço que não me envie mais lembretes", "para com isso", "não precisa mais me lembrar".
    ...loose("não me (?:manda|mande|mandes|envia|envie|envies) mais (?:lembretes?|mensagens?|avisos?|notificaç(?:ão|ões))", "^(?:para|pare|páre) com isso(?: por favor| pf| pfv)?$", "não (?:precisa|precisas|é preciso) (?:mais )?(?:me )?lembrar(?: mais)?"),
    // "pode riscar", "risca isso da lista": cross it out (issue 34, the twenty-second batch).
    ...loose("^(?:pode|podes) riscar(?: isso)?(?: da lista)?$", "risca (?:isso|da lista)(?: da lista)?"),
    // "para de me encher com o IPTU": leave me alone about it (issue 34, the seventeenth batch).
    ...loose("(?:para|pare) de me encher(?: o saco)?"),
    ...loose(
    // Mais largo (issue 34): «já chega», «tanto faz», «já não me interessa», «não quero mais saber», «deixa quieto», «desencana», «já era».
    "já chega(?: de (?:lembretes|avisos|mensagens|notificações))?", "(?:basta|chega) (?:de|com) (?:(?:os|esses|estes|tantos) )?(?:lembretes|avisos|mensagens|notificações)", "tanto faz(?: agora)?", "(?:já )?não me interessa(?: mais)?", "não quero mais saber(?: disso| disto)?", "(?:já )?não quero saber(?: disso| disto)?", "deixa (?:quieto|queto|estar)", "desencana", "esquenta não", "já era", "(?:foi )?(?:suspens[oa]|adiad[oa] sem data)", "não insistas?(?: mais)?", "não preciso mais(?: disso| disto)?", "(?:já )?não preciso(?: disso| disto)", "já não é preciso","(?:pode|podes) esquecer(?: isso)?", "(?:pode|podes) apagar(?: isso)?", "(?:me )?deixa(?:-me)? em paz(?: com (?:isso|isto))?", "me larga(?: com (?:isso|isto))?", 
      "esque[cç]e(?: isso| isto| lá| o assunto)?", "esqueça(?: isso| isto)?", "esquecer isso", "deixa(?: estar| pra lá| para lá| isso)", "deixa lá", "deixe pra lá", "deixe para lá", "^deixa$",
      "cancela(?:-o|-a)?(?: o lembrete| isso| isto)?", "cancele(?: o lembrete| isso)?", "cancelado", "cancelada", "foi cancelad[oa]", "cancelou", "cancelaram", "(?:tira|tire|apaga|apague|remove|remova)(?:-o|-a)? da lista", "apaga(?:-o|-a)?(?: o lembrete| isso| isto)?", "não quero mais (?:lembretes|avisos|notificações)", "apague(?: isso)?",
      "remove(?:-o|-a)?(?: isso)?", "tira(?: isso)?(?: da lista)?", "descarta(?:-o|-a)?", "descarte",
      "(?:para|pára|pare|deixa|deixe|chega) de (?:me )?(?:lembrar|perguntar|avisar|chatear|insistir|mandar|falar|mencionar)(?:-me)?", "não me (?:lembres|lembre|lembra|perguntes|pergunte|pergunta|avises|avise|avisa|fales|fale|fala|chames|chame|chama)(?: mais)?(?: disso| disto)?",
      "cancelei(?: a inscrição| isso)?",
      "não me (?:lembras|lembra) mais", "(?:para|pára|pare) com (?:os |as |esses |estes |essas |estas )?(?:lembretes|avisos|mensagens|notificações|notificacoes)", "chega de lembretes", "sem mais lembretes", "^chega$", "chega!", "chega de",
      "(?:já )?não (?:precisa|precisas|é preciso) (?:de )?(?:me )?(?:lembrar|avisar|perguntar)(?: mais)?(?: disso| disto)?",
      "já não é preciso", "não é preciso", "não é mais preciso", "já não é necessário", "não é (?:mais )?necessário", "não precisa(?: mais)?", "já não precisa", "já não importa", "não vale a pena",
      "já não (?:vou fazer|faço)(?: isso| isto)?", "não vou fazer(?: isso| isto)?", "não vou fazer mais", "^não (?:o )?vou fazer$", "desisti", "desisto", "deixei de lado",
      // "desiste", "pode parar de me lembrar", "não precisa me lembrar mais" (issue 34, the eighteenth batch).
      "^desist[ea](?: disso| disto)?$", "(?:pode |podes |você pode |vc pode )?parar de (?:me )?(?:lembrar|avisar|perguntar)(?: d[oa]s? [\\p{L}-]+)?",
    // "pode parar com os lembretes": ZOE's messages named after "parar com" (issue 34, the thirty-third batch).
    "(?:pode |podes |você pode |vc pode )?parar com (?:os|esses|estes|tantos|as|essas|estas|tantas) (?:lembretes|avisos|mensagens|notificações|notificacoes|perguntas)",
    ),
  ),
  // The whole of it too big to begin, a breakdown asked for without its verb (issue 34, the thirty-third batch).
  overwhelmed: any(...loose("muita coisa (?:de uma vez|ao mesmo tempo)", "(?:não sei|nem sei) (?:nem )?por onde (?:começar|começo)")),
  breakdown: any(
    // "me ajuda a dividir", "ajuda-me a dividir": a breakdown asked for (issue 34, the seventeenth batch).
    ...loose("(?:me ajuda|ajuda-me|me ajude|ajude-me) a (?:dividir|separar|quebrar|partir)(?:[- ]l[oa])?"),
    ...loose("(?:quebra|quebre|divide|divida|separa|faz|faça)(?:-o|-a)? (?:em|por) (?:várias |pequenas |vários |pequenos )?(?:tarefas|etapas|passos|partes|pedaços)", 
      "dividir(?: isso)?", "divide(?:-o|-a)?", "divida(?:-o)?", "parte(?:-o|-a)? em", "separa(?:-o)? em", "fatia(?:-o)?",
      "em (?:passos|partes|etapas|tarefas|pedaços|blocos)(?: menores| mais pequen[oa]s)?", "por (?:partes|etapas|passos)", "passo a passo", "tarefas menores", "subtarefas", "passos menores",
    ),
  ),
  reschedule: any(...loose("reagendar", "reagenda(?:-o|-a|r)?", "reagende", "remarca(?:r|-o)?", "remarque", "reprograma(?:r|-o)?", "muda(?:r)? a data", "outra data", "nova data")),
  // Later the same day: a snooze with no time that says one of these comes back in a few hours (see pack.ts).
  laterToday: /(?<!\p{L})(?:mais\s+tarde|depois|daqui\s+(?:a\s+)?pouco|mais\s+logo|logo\s+mais|j[áa]\s+j[áa])(?!\s+(?:essa|esta|nesta|nessa)\s+semana)(?!\p{L})/iu,
  later: whole(
    ...loose(
    // "soneca de novo": the alarm's snooze, as Brazilians call it, the whole clause, never "tirar uma soneca" (a nap) (issue 34, the twentieth batch).
    "soneca(?: de novo| outra vez| mais uma vez)?",
    // «agora não posso», «tô ocupada», «mais pra frente», «dá-me um tempinho», «outra hora»: depois, à hora habitual.
    "agora não posso", "não posso agora", "(?:tô|to|estou|ando) (?:ocupad[oa]|enrolad[oa]|atolad[oa]|na correria)(?: agora)?", "mais (?:pra|para a) frente", "outra hora", "noutra hora", "(?:me dá|dá-me|dá me) um tempinho", "(?:hoje )?não tenho tempo(?: agora| hoje)?", "sem tempo(?: agora| hoje)?", "talvez (?:depois|mais tarde)", "daqui a bocado", "daqui a pouquinho",
      "deixa(?: isso| isto|-o|-a)? (?:pra|para) (?:depois|mais tarde|logo|outro dia|amanhã)", "mais tarde", "depois", "logo", "mais logo", "logo mais", "logo mais tarde", "(?:agora|hoje) não (?:posso|dá)", "não posso agora", "daqui a pouco", "já já", "agora não", "hoje não", "agora não dá", "noutro dia", "outro dia", "noutra altura", "em breve",
      "(?:lembra|lembre|pergunta|pergunte|avisa|avise)[- ]me(?: de novo| outra vez)?(?: mais tarde| depois| mais logo| daqui a pouco)?",
      "me (?:lembra|lembre|pergunta|pergunte|avisa|avise)(?: de novo| outra vez)?(?: mais tarde| depois| daqui a pouco)?",
      "(?:adia|adie|adia-o|adia-a|empurra|empurra-o)(?: isso| isto)?(?: de novo| outra vez)?(?: mais tarde| para depois| pra depois)?",
      "(?:faço|vejo|trato disso|resolvo) (?:depois|mais tarde|mais logo|logo)", "depois eu faço", "depois vejo", "depois te digo", "depois digo", "vou ver",
    ),
  ),
  defer: wordSet(
    // A polite wrapper around the ask ("podia lembrar-me", "dá pra mudar") (issue 34, the eighteenth batch).
    "podia poderia poderiam podemos dá da pra mudar muda mude " +
    // "me chama daqui a uma hora", "chama-me amanhã": call on me then, as "me avisa" (issue 34, the twentieth batch).
    "chama chama-me " +
    // "me manda de novo às 18h": message me then (issue 34, the twenty-third batch).
    "manda manda-me " +
    "vê ve vemos falamos gente a podes pode podias poderia você vc lembrar-me lembrar lembras lembres me lembra lembre lembra-me lembre-me pergunta-me pergunta pergunte-me avisa-me avisa avise-me avise me na no nas nos " +
      "levo devolvo passo faço farei vou fazer fazer eu isso isto de novo outra vez adia adiar adie empurra passa passe muda mude para pra até então com certeza fica sem falta trato tratar resolvo " +
      "vejo ver ok okay sim tá bem pois então desculpa desculpe foi mal é que melhor em dentro daqui a no máximo o mais tardar prometo acho que tenho pensava a o lá já " +
      // A job in the first person present is a promise before a time ("envio hoje à noite", "tento amanhã").
      "agradecia agradeceria lembrasse lembrar tratarei disso " +
      "põe poe põe-no põe-na coloca coloca-o envio mando pago ligo trato disso isso isto tento volto termino dá dê da tempo sinceramente honestamente",
  ),
  moreTime: /(?<![\p{L}\p{N}])(?:mais|outros|outras|extra)(?![\p{L}\p{N}])/giu,
  snoozeVerb: /^(?:dá-me|da-me|dá me|me dá|me da|dê-me|de-me|me dê|me de|(?:adia|adie|empurra)(?:-o|-a)?(?:\s+(?:por|mais(?! uma vez)))?)\s+/i,
  hedge: any(...loose("creio que", "parece que", "em princípio", "talvez", "se calhar", "provavelmente", "quem sabe", "possivelmente", "acho que", "espero")),
  question: /^(?:o quê|o que|qual|quais|quem|porquê|por que|por quê|onde|hã|hein|como assim|lembra-me (?:o que|qual|quem)|me lembra (?:o que|qual|quem))(?![\p{L}])/iu,
  agree: whole(...loose("ok", "okay", "blz", "beleza", "pode", "pode ser", "bora", "fechou", "fechado", "tá bom", "ta bom", "tá", "show", "demorou", "partiu", "perfeito")),
  yes: whole(...loose("sim", "sim!", "sim sim", "claro", "claro que sim", "com certeza", "afirmativo", "isso", "isso mesmo", "exato", "exatamente", "uhum", "aham", "pois", "pois claro", "yes")),
  // An interjection before the no ("ih não", "ops não") is dismay at not having done it.
  no: whole(...loose("não", "não!", "não não", "(?:ih|ai|opa|ops|ah|oh|xi) não", "não (?:desculpa|desculpe|foi mal|lamento|sorry)", "nops", "nop", "nope", "negativo", "nada", "de jeito nenhum", "nem pensar nisso")),
  noNegatesVerb: true,
  social: whole(
    ...loose("(?:valeu|obrigad[oa]) (?:por|pelo) (?:lembrar|lembrete|avisar|me lembrar)", 
      "(?:muito )?obrigad[oa](?: pelo lembrete| pelo aviso| por (?:me )?(?:lembrares|lembrar|avisar|perguntar))?", "valeu", "(?:olá|oi|bom dia|boa tarde|boa noite)(?: zoe| zoé)?", "kkk+", "haha+", "rs+",
      "fixe", "top", "show", "abraço", "beijos", "bjs",
    ),
  ),
  // Reported speech, its subject dropped as the language allows ("diz que já foi"): what another says is asked about
  // (a thought without its subject is a question back: "acha que eu devia…?").
  vague: whole(
    ...loose("(?:.+ )?(?:me disse|disse|diz|falou|falou pra mim|me escreveu) que .+", ".+ (?:acha|pensa) que .+", "nem um nem outro", "nem uma coisa nem outra", "como se .+", "nenhuma das (?:duas|três)", "nenhum dos (?:dois|três)", 
      "ok", "okay", "tá", "tá bem", "está bem", "beleza", "mais ou menos", "hmm+", "hum+", "não sei", "sei lá", "não sei se .+", "não faço ideia", "não faço a mínima ideia", "talvez", "pode ser", "depende",
      "vamos ver", "veremos", "bem", "enfim", "pois", "não tenho a certeza", "não tenho certeza", "acho que sim", "sim e não", "nem sei",
    ),
  ),
  joiners: "e|mas|então|porque|pois|só que",
  reasonJoiners: ["então", "porque", "pois"],
  figures: { money: ["euros", "euro", "reais", "real", "cêntimos", "centavos", "eur", "r$"], reference: ["número do processo", "número de encomenda", "processo", "número", "referência", "ref", "nº", "n°"] },
  notYetLead: "ainda não|ainda nao|não|nao|agora não|agora nao|hoje não|hoje nao|não ainda",
  trailing: [
    // A time's "first thing" ("demain matin à la première heure") adds nothing to it (issue 34, the thirty-first batch).
    "logo cedo", "bem cedinho", "logo de manhãzinha",
    "então", "por favor", "outra vez", "de novo", "mais uma vez", "uma vez mais", "novamente", "obrigado", "obrigada", "na verdade", "sinceramente", "simplesmente", "sem falta", "com calma", "no máximo", "o mais tardar", "melhor",
    // "sábado de manhã é melhor": the time preferred (issue 34, the twenty-first batch).
    "é melhor", "fica melhor", "seria melhor",
    "se puderes", "se puder", "prometo", "juro", "eu juro", "mesmo", "tá", "ok",
  ],
  within: { say: "em", heard: ["em", "daqui a", "dentro de"] },
  nameless: ["os", "as", "uma", "para", "com", "por", "sobre", "também", "depois", "agora", "tudo", "todos", "está", "estava", "tem", "tinha", "feito", "sou", "meus", "suas", "nosso", "nossa", "obrigado", "obrigada", "valeu", "brigado", "brigada", "enfim", "haha", "kkk"],
  // "Both done", "beide erledigt": the answer is about every follow-up on screen (threads/ack.ts closes each).
  allOfThem: ["os dois", "as duas", "ambos", "ambas", "as duas coisas"],
  object: {
    pronouns: [
      "os dois", "as duas", "ambos", "ambas", "as duas coisas", "isso", "isto", "tudo", "já", "ja", "ontem",
      // A past time beside the done ("terminei semana passada"), and for whom (issue 34, the eighteenth batch).
      "por mim", "por nós", "por nos", "pra ele", "pra ela", "para ele", "para ela", "ontem à noite", "anteontem", "hoje", "hoje de manhã", "esta manhã", "de manhã", "agora mesmo", "agorinha", "há pouco", "há bocado", "há uma hora", "há",
      "finalmente", "por fim", "desde", "também", "a tempo", "no fim de semana",
      // How it was done, not what: "pago por transferência", "encomendada pela net".
      "por (?:transferência|transferencia|mb way|multibanco|pix|boleto|cartão|cartao|internet|email|e-mail|telefone|paypal)", "pel[ao] (?:net|internet|app|aplicação|aplicacao|amazon)", "online",
    ],
    particles: ["a", "ao", "à", "pro", "pra", "para o", "para a"],
    subjects: ["sim", "já", "ok", "pronto", "eu", "o", "a", "os", "as", "lhe", "nós", "a gente", "finalmente", "enfim", "tá"],
    about: ["do", "da", "dos", "das", "disso", "sobre", "acerca de", "com"],
    partial: ["uma parte", "metade", "o rascunho", "um rascunho", "em parte", "a primeira parte"],
    parts: [
      // "2 of 3 invoices sent": a count of the whole, so a part of the work (issue 34, the thirty-first batch).
      "\\d+ de \\d+",
      "metade", "meio", "o resto", "primeira parte", "um lado", "primeira etapa", "primeiro passo",
      // (issue 34, the twenty-seventh batch) "só devolvi dois": a count said with "só" is a part of the work.
      "s[óo] (?:um|dois|duas|tr[êe]s|quatro|\\d+)", "s[óo] \\p{L}+ (?:dois|duas|tr[êe]s|quatro)"],
    answers: /\p{L}+-(?:o|a|os|as|lhe|lhes)(?![\p{L}-])|(?:^|\s)(?:eu\s+)?faço(?![\p{L}])|\bagora\b|\ba tratar\b|\bne(?:le|la|les|las)\b/iu,
    // The owner at the thread's work now ("estou a tratar", "faço agora"): beside a stop, the stop may be of the asking.
    atItNow: /(?<![\p{L}])(?:(?:estou|tô|to)\s+(?:a tratar|a fazer|fazendo|tratando|nisso)|(?:vou\s+)?faz(?:er|ê-lo)\s+agora|faço\s+agora|a tratar disso)(?![\p{L}])/iu,
  },
  // None: a gendered pronoun here names a thing as often as a person ("elle est prête", "er ist kaputt").
  thirdPersons: [],
  ownerObjectBefore: ["me tinha", "me tinham", "me havia", "tinha-me", "tem-me"],
  others: ["(?:(?:a|o) )?(?:minha|meu|nossa|nosso|o|a) (?:mulher|esposa|marido|namorada|namorado|filho|filha|mãe|mae|pai|irmão|irmao|irmã|irma|vizinho|vizinha|colega|chefe|estagiário|estagiario|estagiária|estagiaria|sogro|sogra|genro|nora|cunhado|cunhada|avô|avó|secretária|secretaria|patrão|patrao|contabilista|contador|contadora)", "(?<!(?:a|com|para|pra|de|por) )(?:ele|ela)", "a gente(?= já | \\p{L}+ou(?![\\p{L}]))"],
  // The preterite of another ("enviou", "fez", "devolveu") as the owner's own ("enviei", "fiz", "devolvi").
  asOwn: [
    [/(?<![\p{L}])fez(?![\p{L}])/gu, "fiz"],
    [/(?<![\p{L}])foi(?![\p{L}])/gu, "fui"],
    [/(?<![\p{L}])deu(?![\p{L}])/gu, "dei"],
    [/(?<![\p{L}])pôs(?![\p{L}])/gu, "pus"],
    [/(?<![\p{L}])(?!est)(\p{L}+)gou(?![\p{L}])/gu, "$1guei"],
    [/(?<![\p{L}])(?!est)(\p{L}+)cou(?![\p{L}])/gu, "$1quei"],
    [/(?<![\p{L}])(?!est)(\p{L}+)çou(?![\p{L}])/gu, "$1cei"],
    [/(?<![\p{L}])(?!est)(\p{L}{2,})ou(?![\p{L}])/gu, "$1ei"],
    [/(?<![\p{L}])(\p{L}{2,})[ei]u(?![\p{L}])/gu, "$1i"],
  ],
  whenWords: ["quando", "assim que", "porque", "que", "já que"],
  // "tonight after the milking": the time, then when in it.
  eventWords: ["depois de", "depois da", "depois do", "antes de", "antes da", "antes do", "após"],
  // "Bisous, Mamie": a letter's close and the writer's name.
  signOffs: ["beijinhos", "beijos", "um beijo", "bjs", "abraços", "um abraço", "cumprimentos", "atenciosamente", "com os melhores cumprimentos"],
  thanksFor: ["obrigado por", "obrigada por", "obg por", "brigado por", "brigada por", "valeu por", "valeu pela", "valeu pelo", "obrigado pela", "obrigada pela", "obrigado pelo", "obrigada pelo", "agradeço"],
  amountUnits: ["€", "$", "euros", "euro", "reais", "real", "cêntimos", "centavos", "quilos", "quilo", "kg", "gramas", "g", "litros", "l"],
  // The same everyday thing by another noun ("meds" for the prescription).
  sameThings: [["receita", "medicamentos", "remédios", "comprimidos"], ["seguro", "apólice"], ["conexões", "peças"], ["consulta", "marcação"],
    // Slides by their other names, and the gym by its names in Brazil and Portugal (issue 34, the twenty-first batch).
    ["apresentação", "slides"], ["academia", "ginásio", "gym"]],
  doneStates: ["já (?:está|estão) lá", "já (?:o|a) tem", "já tem"],
  onTheWay: ["a caminho", "no caminho", "pelo caminho", "de caminho", "na volta", "de volta"],
  // Opening or being back again, said of a place or a person ("riapre giovedì"): beside a deferral, its reason and time.
  opens: ["abre", "reabre", "abrirá", "reabrirá", "abrem", "reabrem", "volta", "regressa", "está de volta"],
  // Busy until a time, the whole reply ("tou de serviço até à noite"): a deferral to that time.
  busyTill: { be: ["estou", "tou", "tô", "to", "estarei", "vou estar", "ando", "trabalho", "fico"], till: ["até", "ate"] },
  ownMessages: ["lembrete", "lembretes", "aviso", "avisos", "mensagem", "mensagens", "notificação", "notificações", "notificacao", "notificacoes", "perguntas", "perguntar", "os", "as", "esses", "estes", "essas", "estas", "tantos", "tantas", "teus", "tuas", "seus"],
  byMyself: ["eu mesmo", "eu mesma", "eu própri[oa]", "por minha conta", "\\p{L}+(?:ei|i) sozinh[oa]"],
  untilWords: ["até", "até a", "até à", "até ao", "para", "pra", "a", "na", "no"],
  deferVerbs: ["lembr", "adia", "adie", "avis", "pergunt", "empurr", "pass", "mud", "remarc", "deixa$", "deixe$"],
  // Reassurance before an answer ("relaxa, já foi enviada") adds nothing to it.
  fillers: [
    // A letter's "confirmo que …" before the answer (issue 34, the seventeenth batch).
    "confirmo",
    "gg", "carago", "oxe", "oxente", "uai", "sô", "ó paí", "paí", "painho", "atão", "mantenha", "valeu", "caraças", "maningue", "fixe", "custo", "valor", "total", "peço", "peco", "cara", "caro", "cumprimentos", "mano", "mana", "bro", "véi", "vei", "informo", "informamos", "graças", "deus", "relaxa", "tranquilo", "tranquila", "ai", "ah", "nossa", "oh", "avisos", "lembretes", "notificações", "notificacoes", "gentileza", "gentilmente", "prezada", "prezado", "agradeço", "agradeco", "lembrete", "infelizmente", "bom", "dia", "caro", "cara", "cumprimentos", "hã", "hmm", "ué", "eh", "total", "totalmente", "completamente", "completo", "eu", "me", "mim", "meu", "minha", "nós", "nos", "a gente", "gente", "você", "voce", "vc", "te", "ti", "o", "a", "os", "as", "um", "uma", "isso", "isto", "é", "e", "está", "esta", "tá", "ta", "foi", "já", "ja", "só", "so", "finalmente", "agora", "tudo", "também", "tambem", "então", "entao", "bom", "beleza", "sim", "ok", "pfv", "favor", "por", "obrigado", "obrigada", "valeu", "mas", "para", "pra", "pro", "de", "do", "da", "em", "no", "na", "ao", "com", "oi", "olá", "ola", "desculpa", "bem", "ótimo", "otimo", "claro", "estou", "estava", "estamos", "são", "sao", "era", "ele", "ela", "eles", "lhe", "se", "muito", "aqui", "assim", "que", "primeiro", "numa", "num", "tô", "to", "foram", "aquilo", "coisa"],
  caution: {
    actions: [
      "adia", "adie", "lembr(?!ete)", "avis", "pergunt", "mais tarde", "depois", "empurr", "remarc", "reagend",
      "esquec", "cancel", "deixa de", "deixa pra lá", "deixa para lá", "para de", "pare de", "apag", "descart", "desist", "chega",
      "feit", "pront", "termin", "envi", "mand", "pag", "conclu", "resolv", "trat(?!a(?![\\p{L}]))", "já está", "ja esta",
      "divid", "divida",
    ],
    // A future or a duty turns a done around as a negation does ("fica pronto na sexta", "tenho de enviar").
    negations: ["sqn", "só que não", "so que nao", "falta", "faltam", "a não ser que", "a nao ser que", "a menos que", "salvo se", "se(?= (?:ele|ela|o|a|eu|você|voce|vc|der|funcionar|atender|chegar|aprovar|responder|chover|fizer|amanhã|amanha|hoje))", "não", "nao", "nunca", "nem", "jamais", "nada", "vou", "vai", "farei", "tenho de", "tenho que", "preciso de", "fica", "ficará", "ficara", "estará", "estara"],
    // "assino se ele quiser ir": "se" before a clause, not the reflexive "se" ("esqueceu-se", "não se preocupe").
    conditions: ["se(?= (?:ele|ela|eles|elas|o|a|os|as|eu|você|voce|vc|tu|não|nao|der|tiver|puder|for|quiser|conseguir|estiver|funcionar|atender|chegar|aprovar|responder)(?![\\p{L}]))", "a não ser que", "a nao ser que", "a menos que", "salvo se", "assim que", "logo que", "tão logo"],
    irony: ["quem me dera", "até parece", "ate parece", "só que não", "so que nao", "sqn", "nem em sonhos", "nos (?:meus|teus|seus) sonhos"],
    hearsay: ["diz", "disse", "dizem", "disseram"],
    forNow: ["por hoje", "por agora", "por enquanto", "por esta noite", "por (?:essa|esta) semana",
      // "tô acabado essa semana": the owner worn out, not the thread finished.
      "(?:t[ôo]|estou) acabad[oa]"],
    bareDay: ["(?:no |o )?dia \\d{1,2}º?", "\\d{1,2}º"],
    stopOther: ["(?:^|[,.;!?] ?|e )para(?:r)? de (?!me |falar|lembrar|perguntar|insistir|mandar|chatear|avisar|escrever|encher)\\p{L}+"],
    undoing: ["fechad[oa]s?", "erro", "voltou", "recusad[oa]s?", "ningu[ée]m", "caixa postal", "rascunhos?", "ainda", "menos", "exceto", "metade", "opa", "ops", "ah n[ãa]o", "deu ruim", "falhou", "desmarquei", "desmarcad[oa]s?", "cancelei", "cancelad[oa]s?", "(?:tenho|preciso|vou ter) (?:que|de) (?:\\p{L}+ ){0,2}(?:de novo|outra vez|novamente)"],
    askedPlain: ["^será que", "^sera que", " ou não$", " ou nao$", " ou o quê$", "^(?:(?:espera|pera|ué|mas)[,.]? )?(?:eu |isso )?n[ãa]o (?:(?:o|a|os|as|lhe|te|me|isso) )*(?:\\p{L}+ei|\\p{L}+i|fiz|pus|disse|trouxe)(?: \\p{L}+)? j[áa]$", "^(?:espera|pera)[,.]? (?:eu |isso )?n[ãa]o (?:(?:o|a|os|as|lhe|te|me|isso) )*(?:\\p{L}+ei|\\p{L}+i|fiz|pus|disse|trouxe) (?:\\p{L}+ )?(?:(?:no |o )?m[êe]s passado|(?:na )?semana passada|ontem)$"],
    promise: ["vai estar", "vai ficar", "vou ter", "estará", "será", "em breve", "já já", "ja ja"],
    instead: ["em vez de", "ao invés de", "no lugar de"],
    // The choice handed back to ZOE: no choice of the owner's own (issue 34, the thirty-first batch).
    deference: ["(?:você|voce|tu) que sabe", "(?:tu|você|voce) é que sabes?", "como (?:você|voce|tu) (?:quiser|preferir|achar)", "como quiseres", "como quiser", "(?:você|voce|tu) (?:decide|escolhe)", "decide (?:você|voce|tu)", "fica a seu critério", "deixo (?:contigo|com você|com voce|a teu critério)"],
  },
  spelling: { shorthands: SHORTHANDS, typoTargets: TYPO_TARGETS, typoKeep: TYPO_KEEP },
};
