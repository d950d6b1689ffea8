/**
 * Everything ZOE knows about Portuguese: its words (strings.ts), how it writes them, and how
 * a Portuguese-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import { Alternation } from "../../base/alternation.ts";
import type { LanguagePack } from "../pack.ts";
import { L, R, SPAN, turnWords, wordSet, restateThing, sayPickedUp, stillThing } from "../patterns.ts";
import { DUE, NUMBERS } from "./due.ts";
import { ERRAND_VERBS, TASK_FORM } from "./errands.ts";
import { taskForm } from "../task-form.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/** A pronoun glued to a verb ("ligo-te", "levá-lo", "inscrever-me"). */
const ENCLITIC = "(?:-(?:te|lhe|lhes|vos|o|a|os|as|me|nos|se|lo|la|los|las|no|na))?";
/**
 * Verbs in the first person present that promise when a time goes with them ("Envio a
 * apresentação à Maria na sexta", "Amanhã ligo para a contabilidade") or when they are done to
 * someone ("ligo-te", "te ligo", "escrevo-lhe"): alone, the present is as often a habit or the moment.
 */
const PROMISE_VERBS =
  "dou um pulo|dou uma passada|dou um salto|dou um saltinho|envio|ligo|mando|pago|marco|trato|vejo|apresento|desço|desco|subo|passo|respondo|arrumo|escrevo|aponto|compro|levo|preparo|acabo|entrego|reviso|arranjo|trago|confirmo|devolvo|peço|faço|reservo|telefono|busco|vou buscar|cancelo|renovo|imprimo|assino|mudo|limpo|falo com|resolvo|verifico|confiro|aviso(?!\\s*:)(?!\\s+(?:da|do|de)\\s)|deixo|pego|lavo|instalo|atualizo|corrijo|leio|estudo|visito|tiro|ponho|inscrevo|transfiro|encomendo|peço|levanto|deposito|carrego|rego|passeio|despacho|junto|organizo|volto|esvazio|encho|cozinho|despejo|recupero|contacto|pergunto|monto|desmonto|começo|comeco|inicio|reclamo";
/** The future of the first person ("comprarei", "farei"): a promise, but for verbs that say a state or a doubt. */
const FUTURE =
  "(?!(?:serei|estarei|poderei|saberei|verei|direi|pensarei|tentarei|haverei|terei|quererei|morrerei)(?![\\p{L}]))(?:\\p{L}{2,}(?:arei|erei|irei)|irei|farei|trarei|porei|direi)";
/** Pronouns before a verb ("te ligo", "lhe mando"), as Brazil says them. */
const CLITICS = "(?:(?:me|te|lhe|lhes|vos|se|o|a|os|as|nos)\\s+)*";
/**
 * Pronouns before a verb that opens the sentence or follows its day ("te ligo", "amanhã lhe mando"): "o"
 * and "a" alone there are the articles of a name ("O Marco leva o carro", "Amanhã o Marco passa cá"),
 * never a pronoun before a verb ("marco" is also "I book").
 */
const PROCLITICS = "(?:(?:me|te|lhe|lhes|vos|se|nos)\\s+(?:(?:o|a|os|as)\\s+)?)?";
/** Words that open a message without belonging to what it says ("ok", "tá", "pronto"), and the friends or group addressed ("gente", "galera", "mano"). */
const INTERJECTION = "ok|okay|okey|pode deixar que|podes deixar que|deixa que|deixe que|relaxa que|relaxa|bora que|fica tranquil[oa] que|fica tranquil[oa]|mas|sem falta|tá|ta|tá bom|ta bom|tá bem|ta bem|pronto|bora|vá|va|bem|então|entao|olha|sim|claro|perfeito|ótimo|otimo|combinado|fechado|beleza|certo|ah|e|também|tambem|já agora|aliás|de acordo|sem problema|fica descansad[oa]|pode deixar|deixa comigo|prometido|prometo|combinado|tipo|é|né|gente|galera|pessoal|mano|mana|véi|vei|cara|miga|migos|malta|pá|uai|oxe|ô|sô|viu";
const DAYS = "segunda(?:-feira)?|terça(?:-feira)?|terca(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|sábado|sabado|domingo";
/** A clock hour said in words ("às nove", "a las ocho", "alle otto"): the due grammar's number words up to twelve. */
const HOUR_WORDS = Object.entries(DUE.rewrite?.numbers ?? {})
  .filter(([w, n]) => n <= 12 && !/\s/.test(w))
  .map(([w]) => w)
  .join("|");
/** A moment of the day a to-do is tied to, said first ("antes do trabalho", "depois da aula", "quando chegar em casa"). */
const MOMENT_LEAD =
  "(?:antes|depois|após|apos) d[oa]s? (?:almoço|almoco|jantar|café|cafe|trabalho|trampo|serviço|servico|expediente|aula|escola|facul|faculdade|reunião|reuniao|academia|ginásio|ginasio|treino|missa|consulta|plantão|plantao|turno|futebol|pilates|igreja)|(?:antes|depois) de (?:sair|almoçar|almocar|jantar)|(?:quando|assim que|logo que|mal) (?:eu )?(?:chegar|sair|voltar|acordar|terminar|acabar)(?: (?:em|a|à|ao|de|do|da|pra|pro|para) (?:casa|trabalho|escola|academia|escritório|escritorio|faculdade|facul|aula|serviço|servico|trampo|ginásio|ginasio|reunião|reuniao))?|(?:assim que|logo que|quando) (?:eu )?receber o (?:salário|salario|ordenado|pagamento)";
/** A day or a time that may open the sentence before the verb ("Amanhã ligo para a contabilidade", "amanhã às nove passo na …"). */
/** One day or time said before the task ("amanhã", "sexta de manhã"). */
const DAY_ONE =
  `(?:(?:até|ate|antes d[eoa]|pra|para)\\s+)?(?:(?:o\\s+)?fim do mês|ess[ea] (?:fim de semana|semana)|depois do (?:almoço|almoco|jantar|trabalho|ginásio|plantão|plantao|turno|serviço)|depois de (?:almoçar|jantar|comer)|depois de amanhã|amanhã|amanha|hoje|hj|logo|mais logo|mais tarde|depois|agora|já|esta (?:tarde|noite|manhã|semana)|este (?:fim de semana|mês)|n[ao] (?:${DAYS})|(?:${DAYS})|no fim de semana|n?o fds|na próxima semana|para a semana|daqui a pouco|logo (?:à|a) noite|logo (?:à|a) tarde|logo de manhã|à noite|à tarde|${MOMENT_LEAD})` +
  `(?:\\s+(?:de manhã|de manha|à tarde|a tarde|à noite|a noite|logo de manhã|cedo|sem falta|bem cedo|às \\d{1,2}(?:[:h]\\d{2})?h?|às (?:${HOUR_WORDS})(?: e meia| e um quarto| em ponto)?|à uma))*`;
/** A day said before the task, or two offered as a choice ("amanhã ou depois", "terça ou quarta"): the second one named is its due date. */
const DAY_LEAD = `(?:${DAY_ONE})(?:\\s+ou\\s+(?:depois(?:\\s+de\\s+(?:amanhã|amanha))?|${DAY_ONE}))?`;
/** A word that names when ("amanhã", "às 15h", "até sexta"): what the present needs to promise; never "até" before a verb ("até ficar fofo": a recipe's until). */
const WHEN =
  `(?<![\\p{L}\\p{N}])(?:${DAYS}|amanhã|amanha|hoje|hj|logo|mais logo|mais tarde|(?<!(?<![\\p{L}])e\\s)depois|agora|já já|daqui a|dentro de|esta (?:tarde|noite|manhã|semana)|este (?:fim de semana|mês)|fim de semana|fds|semana|mês|mes|sem falta|quanto antes|fim do dia|hora de almoço|hora do almoço|ao almoço|ao jantar|pelo caminho|no caminho|de caminho|a caminho|de passagem|ao sair|assim que|quando chegar|(?:até|ate)(?!\\s+\\p{L}+[aeiô]r(?![\\p{L}]))|antes de|antes do|antes da|para (?:a|o) (?:${DAYS})|para (?:${DAYS})|às \\d|as \\d|ao meio-dia|à meia-noite|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|natal|dia \\d|\\d{1,2}h|\\d{1,2}:\\d{2})(?![\\p{L}])`;
/** Words between a verb and its infinitive ("tenho mesmo de ligar"). */
const ADVERBS = "(?:(?:\\p{L}+mente|mesmo|muito|sem falta|ainda|também|tambem|já|ja|urgentemente|urgente|hoje mesmo|de uma vez|que)\\s+)*";
/** An infinitive, with the pronouns around it ("ligar", "levá-lo", "me inscrever"). */
const INFINITIVE = `${CLITICS}(?!ter\\s+\\p{L}+(?:ado|ido)(?![\\p{L}]))(?!(?:lá|cá|já|há|está|vá)(?![\\p{L}]))(?:ir|pôr|por|ver|ler|dar|ter|vir|\\p{L}+(?:ar|er|ir|p[oô]r|á|ê|i))${ENCLITIC}(?![\\p{L}-])`;
/** A single verb with its pronoun glued on and nothing but a time after it ("ligar-te hoje à noite"): kept with its lead, one word is no task. */
const LONE = `\\p{L}+(?:ar|er|ir|á|ê|i)-(?:te|lhe|lhes|vos|o|a|os|as|lo|la|los|las)(?:\\s*$|\\s+${WHEN})`;
/** Not said after a "no" ("não vou", "não te vou mentir"). */
const NOT_DENIED = `(?<!(?<![\\p{L}])(?:não|nao|nunca|jamais|nem)\\s+${CLITICS})`;
/** What may open a sentence before its verb: words of no weight. */
const OPENERS = `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:eu\\s+)?)`;
/**
 * Words in "-o" that are no promise in the present: a state, a meal, a routine, an outing ("trabalho
 * no sábado", "janto com a Ana"), or no verb at all ("todo o dia", "domingo", "como o ano passado").
 */
const STATE_VERBS =
  "trabalho|cedo|logo|recebo|estreio|ganho|perco|janto|almoço|almoco|como|durmo|saio|tenho|quero|posso|acho|penso|creio|preciso|descanso|treino|viajo|fico|sigo|espero|gosto|adoro|prefiro|odeio|todo|mesmo|quando|pouco|muito|tanto|algo|novo|primeiro|segundo|domingo|tipo|ano|claro|aniversário|aniversario|médico|medico|centro|campo|ginásio|ginasio|cinema|teatro|não|nao|pelo|isso|isto|disso|nisso|dado|obrigado|obrigada|jogo|passeio|curso|treino|turno|plantão";
/** Any verb in the first person present but those ("ataco", "tapo", "cobro"): the verb that ends in "-o", never a noun in "-ão" ("Reunião às 15h"). */
const OPEN_VERB = `(?!(?:${STATE_VERBS})(?![\\p{L}]))(?!\\p{L}{3,}(?:ado|ido)(?![\\p{L}]))\\p{L}{2,}(?<!ã)o(?![\\p{L}])`;
/** A pronoun glued after the verb, taking up a thing said first ("A garagem arrumo-a", "O orçamento mando-lho"). */
const RESUMED = "-(?:o|a|os|as|lo|la|los|las|lho|lha|lhos|lhas)(?![\\p{L}])";
/** What follows a verb that acts on something: its object or where it goes ("ataco a garagem", "dou um pulo na farmácia"). */
const FOLLOW = "(?:eu\\s+)?(?:o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|teu|tua|seu|sua|este|esta|estes|estas|esse|essa|ao|à|aos|às|no|na|nos|nas)(?![\\p{L}])";

/** Places one goes to only to run an errand ("vou ao multibanco", "vou aos CTT"): never one of leisure or of every day (work, school, gym). */
const ERRAND_PLACES =
  "multibanco|caixa eletrônico|caixa eletronico|banco|lotérica|loterica|talho|açougue|acougue|correios|CTT|farmácia|farmacia|supermercado|lavandaria|lavanderia|oficina|cartório|cartorio|Finanças|financas|loja do cidadão|loja do cidadao|segurança social|seguranca social|INSS|Detran|Poupatempo|notário|notario|contabilista|contador|sapateiro|costureira|ótica|otica|centro de saúde|centro de saude|posto de saúde|posto de saude|laboratório|laboratorio|câmara|camara|junta de freguesia|conservatória|conservatoria|tinturaria|drogaria|papelaria|ferragens|loja de ferragens";

/** What opens a commitment; the task follows (a pattern may stop before a word it keeps). */
const TRIGGERS: readonly string[] = [
  // "Prometo ligar-te hoje à noite", "Tenho de ligar-te": one word is no task, the lead stays with it.
  `${L}${NOT_DENIED}(?=(?:prometo|vou|tenho de|tenho que|preciso de|preciso|devo)\\s+${LONE})`,
  // "vou ligar", "tenho de pagar", "preciso (de) renovar", "devo entregar", "hei de", "há que", "é preciso", "fiquei de".
  `${L}${NOT_DENIED}(?:(?:vou|vô|vo)\\s+lá(?=\\s+${INFINITIVE})|(?:vou|vô|vo)(?:-(?:me|te|lhe|se))?(?!\\s+(?:estar|ser|tá|ta)${R})|t(?:e)?nh(?:o)?\\s+(?:mesmo\\s+)?(?:de|que|q|d)|terei de|terei que|(?<!(?:é|e)\\s+)pre(?:s|ss)?ci[sz]o(?:\\s+mesmo)?(?:\\s+de)?|cabe-me(?:\\s+a\\s+mim)?|estou encarregad[oa] de|sou (?:o|a) responsável (?:por|de)|estou decidid[oa] a|devo|hei de|há que|ha que|é preciso|e preciso|fiquei de|fico de|(?:ainda\\s+)?tenho\\s+(?:ainda\\s+)?pendente|me toca|combinei|tô precisando|to precisando|estou a pensar|estou pensando em|tô pensando em|penso|planeio|pretendo|tenho intenção de|tenho a intenção de|quero ver se|sou obrigad[oa] a|estou obrigad[oa] a|vou tratar de|decidi que vou|(?:é|e) melhor(?: eu)?)\\s+${ADVERBS}(?=${INFINITIVE})`,
  // The household's: "temos de descongelar a arca", "a gente precisa comprar detergente" (not "temos que falar").
  `${L}${NOT_DENIED}(?:temos\\s+(?:mesmo\\s+)?(?:de|que|q|d)|a gente (?:tem|precisa|vai)(?:\\s+(?:de|que))?|precisamos(?:\\s+de)?|devemos)\\s+${ADVERBS}(?!(?:falar|conversar|nos ver|combinar)${R})(?=${INFINITIVE})`,
  // "quero organizar as faturas hoje": a wish, a plan only with a time.
  `${OPENERS}(?:quero|queria)\\s+${ADVERBS}(?=${INFINITIVE}.*${WHEN})`,
  // "quero cancelar a assinatura da Netflix", "quero devolver o casaco": wanting to cancel or give back is the errand itself, with no time
  // said (never "quero devolver o favor").
  `${OPENERS}quero\\s+${ADVERBS}(?=(?:cancelar|anular|desativar|desmarcar|devolver)(?:-\\p{L}+)?${R})(?!.*${L}favor${R})`,
  // "bora arrumar o quarto hj", "bora marcar o churrasco sábado": the Brazilian "let's" over a chore is a plan when a time says so;
  // never an outing or a drink ("bora tomar um café", "bora sair sexta").
  `${OPENERS}(?:bora|borá)\\s+${ADVERBS}(?!(?:sair|beber|tomar|jogar|ver|assistir|curtir|comer|almoçar|almocar|jantar|dormir|dançar|dancar|passear|viajar|tentar|ficar|conversar|falar|combinar)${R})(?=${INFINITIVE}.*${WHEN})`,
  // A line of a list in the infinitive ("- ligar ao canalizador"), and what is left to do ("falta-me …").
  `^\\s*(?:[-*•·]|\\d{1,2}[.)]|\\[\\s?\\])\\s*(?=${INFINITIVE})`,
  `${L}(?:falta-me|falta me|me falta|^\\s*falta(?=\\s+${INFINITIVE})|faltam-me|resta-me|ainda me falta|ainda tenho)\\s+(?:de\\s+)?(?=${INFINITIVE})`,
  // A day first, then the infinitive, as a note: "amanhã renovar o passaporte".
  `(?<=^\\s*(?:${DAY_LEAD})[\\s,:]+)(?!(?:chover|haver|ser|estar)${R})(?!.*${L}(?:não|nao|foi|seria|era|é)${R})(?=${CLITICS}\\p{L}{2,}(?:ar|er|ir|p[oô]r)${ENCLITIC}(?![\\p{L}-]))`,
  // "devia ligar à avó": the owner's "should" when the sentence opens with it (a third person says it the same way).
  `${OPENERS}(?:devia|deveria)\\s+${ADVERBS}(?=${INFINITIVE})`,
  // "a minha tarefa de hoje é arranjar o chuveiro": the day's task named.
  `${L}(?:a\\s+)?minha (?:tarefa|missão|missao|prioridade)(?:\\s+(?:de hoje|para hoje|pra hoje|de amanhã|de amanha|da semana))?\\s+(?:é|e)\\s+(?=${INFINITIVE})`,
  // "vou ao médico na quinta": going somewhere, when a time says it is a plan.
  `${OPENERS}(?=vou\\s+(?:a|ao|à|aos|às|na|no|pra|para)\\s+(?!${INFINITIVE})(?!(?:o\\s+|a\\s+)?(?:cinema|teatro|concerto|show|festa|bar|praia|piscina|museu|restaurante|balada|jogo|aniversário)${R}).*${WHEN})`,
  // "vou ao multibanco", "vou aos correios": going to a place where an errand is run is one, with no time said.
  `${OPENERS}(?=vou\\s+(?:a|ao|à|aos|às|na|no|nos|nas|pra|pro|para o|para a)\\s+(?:${ERRAND_PLACES})(?![\\p{L}])(?!.*${L}(?:todo|toda|todos|todas|sempre)${R}))`,
  // Promises: "prometi à Sara que", "prometi ao meu irmão levá-lo", "prometo que", "comprometo-me a".
  // "Prometi ao baterista que lhe ia buscar a tarola": the "ia" before the infinitive is no part of the task.
  `${L}(?:(?:lhe|te)\\s+)?prometi(?:-lhe|-te)?\\s+(?:(?:a|à|ao|aos|às|pra|pro|pras|pros)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,3}?)?(?:que\\s+(?!(?:o|a|os|as)\\s+[^,;]{1,40}?\\s+(?:fica|ficam|ficava|ficavam|ficaria|ficariam|ficará|ficarão|estaria|estariam|estará|estarão|seria|seriam|será|serão)\\s)(?:(?:eu\\s+)?${CLITICS}(?:ia|vou(?:\\s+lá)?)\\s+(?=${INFINITIVE}))?|(?=${INFINITIVE}))`,
  `${L}(?:(?:te|lhe|vos)\\s+)?prometo(?:-te|-lhe|-vos)?\\s+(?:que\\s+)?`,
  // "Disse à Marta que lhe ligava", "fica combinado que eu levo a sobremesa", typed short "falei pra Ju q passo …": a promise told of.
  `${L}(?<!(?:(?<![\\p{L}])(?:ele|ela|eles|elas|você|voce|vc|vocês|voces|o\\s+\\p{L}+|a\\s+\\p{L}+)|\\p{Lu}\\p{Ll}+(?<!(?:Eu|Já|Ja|Ontem|Hoje|Sim|Ok|Bem|Pois|Então|Entao|Olha|Também|Tambem)))\\s+)(?:(?:lhe|te)\\s+)?(?:disse|disse-lhe|disse-te|prometi|falei|garanti|garanti-lhe|assegurei|jurei)\\s+(?:(?:a|à|ao|aos|às|pra|pro|pras|pros|para|com)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,3}?)?(?:que|q)\\s+(?!(?:o|a|os|as)\\s+[^,;]{1,40}?\\s+(?:fica|ficam|ficava|ficavam|ficaria|ficariam|ficará|ficarão|estaria|estariam|estará|estarão|seria|seriam|será|serão)\\s)(?=(?:eu\\s+)?${CLITICS}(?!(?:estava|era|tinha|ia(?!\\s+${INFINITIVE})|podia|sabia|queria|achava)(?![\\p{L}]))(?:ia(?=\\s+${INFINITIVE})|\\p{L}+(?:ava|ia)|${FUTURE}|${PROMISE_VERBS}|\\p{L}{2,}o(?![\\p{L}])(?=.*${WHEN}))${ENCLITIC}(?![\\p{L}]))`,
  // "Aceitei presidir à reunião de pais": a yes given.
  `${L}(?:aceitei|concordei em)\\s+(?=${INFINITIVE})`,
  `${L}(?:fica combinado|ficou combinado|combinámos|combinamos|combinei)\\s+(?:com\\s+(?:[\\p{L}'’.ª-]+\\s+){1,3}?)?(?:que|q)\\s+(?:eu\\s+)?(?!(?:ele|ela|eles|elas|vocês|voces)(?![\\p{L}]))`,
  // A note to self in the infinitive: "Não esquecer de ligar à mãe", "lembrar de comprar pão", "ligar ao canalizador amanhã".
  `^\\s*(?:não esquecer(?:-me)?(?:\\s+de)?|nao esquecer(?:\\s+de)?|lembrar(?:-me)?\\s+de|me lembrar de)\\s+(?=${INFINITIVE})`,
  // The thing not to forget, named ("Não esquecer o presente do Léo para domingo"), as French "Ne pas oublier le cadeau …" is.
  `^\\s*(?:não|nao)\\s+esquecer(?:-me)?\\s+(?=(?:o|a|os|as|meu|minha|meus|minhas|um|uma)\\s)`,
  `^\\s*(?=(?!(?:mulher|lugar|jantar|almoçar|almoço|colher|prazer|bar|mar|par|poder|ser|estar|ter|haver|querer|dever|ver|qualquer|ester|walter|valter|peter|jennifer|amir|oscar|militar|familiar)(?![\\p{L}]))\\p{L}{2,}(?:ar|er|ir)${ENCLITIC}(?![\\p{L}-])[^:]*${WHEN})`,
  // "Comprometi-me com a direção a redigir a ata": whom to, between the promise and the task.
  // "Vou estar mandando o briefing amanhã": the Brazilian gerund after "vou estar", said back in the infinitive (the pack's `thatClause`).
  `${L}${NOT_DENIED}(?:vou|vô|vo)\\s+(?:estar|tá|ta)\\s+(?=\\p{L}{2,}(?:ando|endo|indo)(?![\\p{L}]))`,
  // "Amanhã vou estar online para a reunião", "vou estar disponível às 10 pra call": being reachable, promised (the task keeps "estar").
  `${L}${NOT_DENIED}(?:vou|vô|vo)\\s+(?=(?:estar|tá|ta)\\s+(?:online|on-line|disponível|disponivel|contactável|contactavel|contatável|contatavel|ao telefone|no telefone|de piquete|de prevenção|de prevencao|de plantão|de plantao)(?![\\p{L}]))`,
  `${L}(?:comprometi-me|me comprometi)\\s+com\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?a\\s+(?=${INFINITIVE})`,
  `${L}(?:comprometo-me a|me comprometo a|comprometi-me a|me comprometi a|comprometo-me|me comprometo)\\s+`,
  // Said formally: "Não deixarei de telefonar ao notário" (I will not fail to), "Terei impreterivelmente de …", "Tenciono escrever …".
  `${L}(?:não\\s+deixarei\\s+de|nao\\s+deixarei\\s+de|terei\\s+${ADVERBS}(?:de|que)|tenciono)\\s+${ADVERBS}(?=${INFINITIVE})`,
  // "Eu trato de", "encarrego-me de", "deixa comigo", "fico responsável pela reunião": taking something on.
  `${OPENERS}(?=(?:trato|encarrego-me|me encarrego|fico encarregad[oa])\\s+(?:de|do|da|dos|das)\\s|(?:fico|ficarei)\\s+(?:responsável|responsavel|encarregad[oa])\\s+(?:por|pelo|pela|pelos|pelas)\\s)`,
  // "não me deixes esquecer (de)", "não me deixa esquecer", "tenho de me lembrar de".
  `${L}(?:(?:não|nao) (?:me deixes|me deixa|deixes que me|deixa eu) esquecer(?:-me)?(?!\\s+(?:como|quanto|quando|o quão|o que)${R})|(?:não|nao) (?:me )?(?:posso|devo|pode) esquecer(?:-me)?|(?:não|nao) posso me esquecer)(?:\\s+(?=(?:o|a|os|as|meu|minha|meus|minhas|um|uma)\\s)|\\s+(?:de\\s+|que\\s+(?:tenho\\s+(?:de|que)\\s+)?))?`,
  // A double negation is a to-do: "Não me pode escapar a vacina", "Não dá pra faltar à reunião", "Nem pensar em falhar a entrega".
  `${L}(?:nem pensar em\\s+(?:falhar|faltar|perder|esquecer(?:-me)?(?:\\s+de)?)|não\\s+(?:me\\s+)?(?:pode|posso|dá\\s+(?:pra|para))\\s+(?:escapar|falhar|faltar|passar|perder))(?:\\s+(?:a|à|ao|aos|às)(?=\\s))?\\s+`,
  // "Sou eu que levo o bolo no sábado", "Conta comigo pra regar …", "só falta imprimir …", "Tenho planeado pintar …": the owner's part, said another way.
  `${OPENERS}sou eu (?:que|quem)\\s+(?=.*${WHEN})`,
  `${L}(?:conta|contem|conte)\\s+comigo\\s+(?:pra|para)\\s+`,
  `${L}(?:só|ainda|so)\\s+(?:me\\s+)?(?:falta|faltam)\\s+(?=${INFINITIVE})`,
  `${L}tenho\\s+(?:planeado|planejado|previsto)\\s+(?=${INFINITIVE})`,
  // A to-do written as a list head: "A fazer: …", "Por fazer: …".
  `${L}(?:n[ao]\\s+)?(?:minha\\s+)?(?:a fazer|por fazer|fica comigo|deixa comigo|pendentes?|urgente|preciso|tarefas?|todo|to-do|to do|lembrete|nota|nota mental|anota(?: aí| ai| aqui)?|aponta(?: aí| ai)?|lista|não esquecer|nao esquecer|próximo passo|proximo passo|prioridade|(?:o\\s+)?meu plano)(?:\\s+(?:para mim|pra mim|de hoje|para hoje|pra hoje|de amanhã|para amanhã|da semana|de tarefas|do dia|para (?:esta|este) [\\p{L}]+(?: de semana)?))*\\s*(?::|\\s[-–—])`,
  // "devíamos arrumar a garagem este fim de semana": the household's plan, with a time (without one, as often a wish).
  `${OPENERS}(?:devíamos|deviamos|deveríamos|deveriamos)\\s+${ADVERBS}(?!(?:combinar|falar|sair|tomar|jantar|almoçar|nos ver)${R})(?=${INFINITIVE}.*${WHEN})`,
  // Imperatives to oneself: "Não te esqueças do leite", "Lembra-te de regar as plantas".
  `${L}(?:não|nao)\\s+(?:me\\s+)?(?:vou esquecer(?:-me)?|esquecerei|me esquecerei|esqueço|esqueco)\\s+(?:de\\s+)?(?=${INFINITIVE})`,
  // "combinei com o Paulo de revisar o texto", "fiquei com a Bia de ligar": the promise's other party between the verb and the task.
  `${L}${NOT_DENIED}(?:combinei|fiquei|prometi)\\s+com\\s+(?:(?:o|a|os|as)\\s+)?(?:[\\p{L}.-]+\\s+){1,3}?(?:de|em)\\s+(?=${INFINITIVE})`,
  // "combinei com a Inês mandar-lhe os apontamentos", as Portugal says it: the other party named, the task's verb right after, no "de".
  `${L}${NOT_DENIED}combinei\\s+com\\s+(?:(?:o|a|os|as)\\s+)?(?:\\p{Lu}[\\p{L}.-]*\\s+){1,2}?(?=(?!(?:ali|aqui|lá|la|ontem|hoje|amanhã)(?![\\p{L}]))${INFINITIVE})`,
  `${L}(?:a\\s+)?minha ideia (?:é|e)\\s+(?=${INFINITIVE})`,
  `^\\s*(?:(?:que\\s+)?(?:eu\\s+)?(?:não|nao)\\s+me\\s+(?:esqueça|esqueca)|(?:não|nao) te esqueças|(?:não|nao) te esquecas|(?:não|nao) esqueças|lembra-te|lembre-se)\\s+(?:de\\s+)?`,
  `^\\s*nota (?:para|pra) mim(?=\\s+${INFINITIVE})`,
  // A day first, then going somewhere to do something ("Amanhã vou no banco depositar o cheque"): an errand.
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*)(?=(?:${DAY_LEAD})[\\s,]+(?:eu\\s+)?(?:vou|vô|vo)\\s+(?:lá\\s+|la\\s+)?(?:a|ao|à|aos|às|na|no|nos|nas|pra|pro|para)\\s+(?:[^\\s,]+\\s+){1,3}?(?:(?:a|para|pra)\\s+)?${INFINITIVE})`,
  // A day first, then the present or future ("Amanhã ligo para a contabilidade", "Bora, hoje à noite reviso o contrato").
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*)(?=(?:${DAY_LEAD})[\\s,]+(?:eu\\s+)?${PROCLITICS}(?:${PROMISE_VERBS}|${FUTURE})${ENCLITIC}(?![\\p{L}]))`,
  // The present done to someone ("ligo-te", "te ligo", "escrevo-lhe"), or with a time.
  `${OPENERS}(?=(?:(?:te|lhe|lhes|vos)\\s+(?:(?:o|a|os|as)\\s+)?(?:${PROMISE_VERBS}|${FUTURE})|(?:${PROMISE_VERBS}|${FUTURE})-(?:te|lhe|lhes|vos|to|ta|lho|lha))(?![\\p{L}]))`,
  `${OPENERS}(?=${PROCLITICS}(?:${PROMISE_VERBS})${ENCLITIC}(?![\\p{L}]).*${WHEN})`,
  // The future alone ("comprarei o presente", "irei ao médico").
  `${OPENERS}(?=${PROCLITICS}${FUTURE}${ENCLITIC}(?![\\p{L}]))`,
  // A note's head with no colon before its infinitive ("lembrete ligar pro encanador amanhã").
  `^\\s*(?:lembrete|nota(?: pra mim| para mim)?|atenção|atencao)\\s+(?=${INFINITIVE})`,
];
/**
 * Sarcasm: a "claro" that opens the sentence and a laugh that closes it ("ah claro, vou passar o fds inteiro
 * estudando kkkkk"), and a notice to a group under its head ("Aviso aos clientes: …"): no commitment of the owner's.
 */
/**
 * "eu devia ir mais ao ginásio", "deveria comer menos doce": a "should" for more or less of something is a resolution wished,
 * no task (never "devia ligar mais cedo").
 */
const SHOULD_MORE = `${L}(?:devia|deveria|devíamos|deviamos|deveríamos|deveriamos)${R}[^,.;!?]*?${L}(?:mais|menos)${R}(?!\\s+(?:cedo|tarde|logo)${R})`;
const NOT_MEANT = `^\\s*(?:(?:ah|oh|é|pois)\\s+)?(?:sim,?\\s*)?(?:claro|com certeza|certamente)(?![\\p{L}]).*(?<![\\p{L}])(?:k{3,}|(?:ha){2,}|(?:rs){2,}|lol|xd)\\p{L}*[\\s.!]*$|^\\s*(?:aviso|info|informação|informacao|comunicado)\\s+(?:a|aos|às|as|para os|para as|pra)\\s+[^:]{1,30}:`;
/** A thing, then "para"/"por" and the verb that does it ("a revisão do carro para marcar"), perhaps after "há" and a day. */
/** A verb of being (or "already") after a thing to do: a statement about the thing. */
const THING_IS = new RegExp(`(?<![\\p{L}])(?:é|está|estão|são|foi|foram|era|eram|estava|ficou|ficaram|já|tá)(?![\\p{L}])`, "iu");
const TO_DO_THING = new RegExp(
  `^(?<lead>.*?)\\s*(?:(?:há|ha|tem)\\s+(?:ainda\\s+)?)?(?<![\\p{L}])(?<thing>(?:o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas)\\s+(?![^,;:!?]*(?<![\\p{L}])(?:${PROMISE_VERBS})(?![\\p{L}]))[^,;:!?]{1,40}?)\\s+(?:para|pra|por)\\s+(?<verb>(?:\\p{L}{2,}(?:ar|er|ir)|pôr)(?![\\p{L}]))(?<rest>(?:\\s.*)?)$`,
  "iu",
);
/** The task: all that follows, but for the end's punctuation and emoji. */
const TASK = "(.+?)[\\s.!…]*(?:[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\u{FE0F}\\u{200D}]+[\\s.!…]*)*$";

/** Common irregular verbs: their preterite (I) and participle. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  fazer: ["fiz", "feito"], escrever: ["escrevi", "escrito"], pôr: ["pus", "posto"], ir: ["fui", "ido"], dizer: ["disse", "dito"], ver: ["vi", "visto"],
  abrir: ["abri", "aberto"], trazer: ["trouxe", "trazido"], ter: ["tive", "tido"], dar: ["dei", "dado"], vir: ["vim", "vindo"], pagar: ["paguei", "pago", "pagado"],
  entregar: ["entreguei", "entregue", "entregado"], ganhar: ["ganhei", "ganho"], gastar: ["gastei", "gasto"],
};
/**
 * A paper that has to go out, said as the subject ("O orçamento dos Pereiras tem de seguir antes de sexta"): the owner's to send, said back as sending it.
 * Only papers (a train or a person "has to leave" too), and never with a clause after it (", dit la radio").
 */
const GOES_OUT = {
  re: new RegExp(
    `^(?<thing>(?:o|a|os|as|meu|minha|meus|minhas|este|esta|estes|estas|esse|essa|esses|essas)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,2}?(?:orçamentos?|orcamentos?|faturas?|facturas?|declaraç(?:ão|ões)|declaracao|processos?|cartas?|e-?mails?|mails?|contratos?|relatórios?|relatorios?|atas?|actas?|newsletters?|boletins|boletim|encomendas?|pedidos?|candidaturas?|formulários?|formularios?|cheques?|propostas?|manuscritos?|notas? fisca(?:l|is)|circulares?|convocatórias?|convites?)(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}]*|\\p{N}+))?(?:\\s+(?:de|do|da|dos|das|para|pra|pro|ao|à)\\s*(?:[\\p{L}\\p{N}&'’-]+\\s+){0,5}?[\\p{L}\\p{N}&'’-]+)?)\\s+(?:tem|têm|deve|devem|terá|terão|tera|terao|precisa|precisam)\\s+(?:mesmo\\s+)?(?:de\\s+|que\\s+|q\\s+)?(?:seguir|sair|partir)(?<rest>(?:\\s[^,;]*)?)$`,
    "iu",
  ),
  send: "enviar",
};
/** People, said as the subject of what has to happen: their news, not the owner's to-do. */
const PEOPLE = wordSet("miúdo miúda miúdos miúdas menino menina meninos meninas filhos alunos irmão irmã mãe pai filho filha mulher esposa marido namorado namorada criança crianças bebé bebê avó avô tia tio primo prima sobrinho sobrinha amigo amiga chefe colega vizinho vizinha");
/** A thing or an animal, the subject, that has to go to a place ("As cabras têm de ir ao veterinário"); never with a clause after it. */
const GOES_TO = new RegExp(
  `^(?<thing>(?:o|a|os|as|meu|minha|meus|minhas|o meu|a minha|os meus|as minhas)\\s+[^,;:!?]{1,40}?)\\s+(?:tem|têm|precisa|precisam|deve|devem)\\s+(?:mesmo\\s+)?(?:de\\s+|que\\s+|q\\s+)?ir\\s+(?<place>(?:ao|à|aos|às|para|pra|pro|pros|pras|no|na|nos|nas)\\s+[^,;]+)$`,
  "iu",
);
/** "estar prontos", "ficar pronta", "estar limpos": ready or clean, said back as finished or cleaned (a participle the restatement reads). */
const READY = /(?<![\p{L}])((?:ser|estar|ficar)\s+(?:já\s+)?)(pront|limp)([oa]s?)(?![\p{L}])/giu;
const DONE_AS: Readonly<Record<string, string>> = { pront: "terminad", limp: "limpad" };
/**
 * A thing that must be done, said as the subject ("O contrato do Paulo tem de ficar assinado antes de terça", "Os papéis
 * têm de ser entregues antes do dia 15"), or promised done ("Prometi ao cliente que os ficheiros ficavam corrigidos
 * amanhã"): the thing, and the participle that says what is done to it.
 * Not a rule of procedure, said with a span of days ("… quinze jours avant l'audience", "em trinta dias"), nor one
 * followed by another clause (", ci pensa Tom": someone else does it).
 */
const MUST_BE_DONE = new RegExp(
  `^(?!.*(?<![\\p{L}])(?:\\d+|um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|dez|quinze|vinte|trinta|quarenta|sessenta)\\s+(?:dias|semanas|meses|anos)(?![\\p{L}]))(?<lead>.*?)\\s*(?<promised>(?:(?:lhe|te)\\s+)?(?:prometi|disse|falei|garanti)(?:-lhe|-te)?\\s+(?:(?:a|à|ao|aos|às|pra|pro|pras|pros|para)\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?)?(?:que|q)\\s+)?(?<![\\p{L}])(?<thing>(?:o|a|os|as|meu|minha|meus|minhas|este|esta|estes|estas|esse|essa|esses|essas)\\s+[^,;:!?]{1,50}?)\\s+(?:(?:tem|têm|terá|terão|tera|terao)\\s+(?:mesmo\\s+)?(?:de|que|q)\\s+(?:ser|estar|ficar)|(?:precisa|precisam)\\s+(?:de\\s+)?(?:ser|estar|ficar)|(?:deve|devem)\\s+(?:ser|estar|ficar)|(?<future>ficam|fica|ficavam|ficava|ficariam|ficaria|ficarão|ficará|estariam|estaria|estarão|estará|serão|será))\\s+(?:já\\s+)?(?<part>\\p{L}{2,})(?<rest>(?:\\s[^,;]*)?)$`,
  "iu",
);
/** Verbs in -ir whose participle ends in -ido as the -er verbs' do ("cumprido", "pedido"): the rest are read as -er ("recebido", "preenchido"). */
const IR_STEMS = /(?:cumpr|ped|imprim|sub|divid|decid|inclu|conclu|constru|distribu|reun|part|repart|serv|pun|permit|assist|exig|resum|consegu|segu|prossegu|inscrev|preven|defin|redig|corrig|dirig|exib|ouv|sa|fer|ment|sent|vest|dorm|sorr|abol|demol|insist|resist|exist|invad|evad|persuad|reduz|produz|conduz|traduz|introduz|decor|discut|repet|compet|atribu|contribu|substitu)$/u;
/** The infinitive of a Portuguese participle, in any agreement ("entregues" -> entregar, "assinadas" -> assinar, "feito" -> fazer); null when no rule knows it. */
const infinitiveOf = (participle: string): string | null => {
  const p = participle.toLowerCase();
  const masc = p.replace(/(?:as|os|a)$/u, "o").replace(/(?<=\p{L}{3}e)s$/u, "");
  const irregular = Object.entries(IRREGULAR).find(([, forms]) => forms.slice(1).includes(masc) || forms.slice(1).includes(p))?.[0];
  if (irregular) return irregular;
  if (/\p{L}{2}ado$/u.test(masc)) return `${masc.slice(0, -3)}ar`;
  if (/\p{L}{2}ido$/u.test(masc)) {
    const stem = masc.slice(0, -3);
    return `${stem}${IR_STEMS.test(stem) ? "ir" : "er"}`;
  }
  return null;
};
/** The preterite (I) and participle of a Portuguese verb (ligar -> liguei, ligado; marcar -> marquei; vender -> vendi, vendido). */
const pastOf = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  const stem = v.slice(0, -2);
  const participle = (p: string) => [p, p.replace(/o$/u, "a"), `${p}s`, `${p.replace(/o$/u, "a")}s`];
  const irregular = IRREGULAR[v];
  // An irregular participle agrees as a regular one does ("feitas", "entregues").
  if (irregular) return [irregular[0]!, ...irregular.slice(1).flatMap(participle)];
  if (/^\p{Ll}{2,}ar$/u.test(v)) return [`${stem.replace(/c$/u, "qu").replace(/g$/u, "gu").replace(/ç$/u, "c")}ei`, ...participle(`${stem}ado`)];
  if (/^\p{Ll}{2,}[ei]r$/u.test(v)) return [`${stem}i`, ...participle(`${stem}ido`)];
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ meu: "teu", minha: "tua", meus: "teus", minhas: "tuas", me: "te", comigo: "contigo" });


/** Online, available, on duty: a state the owner can promise to be in at a time ("Estou online às 9h30", "estarei disponível amanhã"). */
const AVAILABLE = `(?:online|on-line|disponível|disponivel|ligad[oa]|conectad[oa]|contactável|contactavel|de serviço|de servico|de plantão|de plantao)`;
/** At one's post or at home: a promise only with what it is for said after it ("estou em casa às 5 para receber o técnico"); alone, news. */
const AT_POST = `(?:em casa|no escritório|no escritorio|na loja)(?=.*\\s(?:para|pra)\\s)`;
/** An article or a possessive that opens a thing said first ("A farda nova, …", "o relatório de ocorrências eu …"), and its words. */
const THING_FIRST = `(?:o|a|os|as|meu|minha|meus|minhas|este|esta|estes|estas|esse|essa|esses|essas)(?:\\s+(?!(?:que|q|é|e|está|são|foi|era|eu|tenho|vou|preciso|devo|ele|ela|mas|se)(?![\\p{L}]))[\\p{L}\\p{N}'’.-]+){1,7}?`;
/** What may stand before the verb that picks the thing up: the subject, a modal ("vou", "tenho de", "preciso"). */
const PICK_LEAD = `(?:eu\\s+)?(?:(?:vou|tenho\\s+(?:de|que)|temos\\s+(?:de|que)|preciso(?:\\s+de)?|devo|quero|posso|hei\\s+de)\\s+)?`;
/** An infinitive's last vowel before a joined "-lo"/"-la" ("buscá-la", "fazê-lo", "abri-lo"), as the infinitive ends. */
const INFINITIVE_VOWEL: Readonly<Record<string, string>> = { á: "a", â: "a", é: "e", ê: "e", í: "i", i: "i", ó: "o", ô: "o" };
/**
 * The thing said first and the owner's verb with a pronoun for it: joined to an infinitive ("A farda nova, vou buscá-la amanhã") or to
 * the owner's present ("a cadeira de rodas, levo-a a arranjar"), before it after "eu" ("o relatório, eu o faço"), a Brazilian "ele"/"ela"
 * after it ("a nota fiscal eu mando ela hoje"), or "dele"/"delas" ("As faturas, trato delas amanhã"); the owner's present is a first
 * person in -o, never a past ("eu o tinha mandado").
 */
const PICKED_UP = sayPickedUp([
  {
    re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>${PICK_LEAD})(?<verb>(?<stem>\\p{L}+?)(?<vowel>[áâéêíóô]|i))-l[oa]s?(?<rest>(?![\\p{L}]).*)$`, "iu"),
    say: (g, thing) => `${g.stem}${INFINITIVE_VOWEL[g.vowel!.toLowerCase()]}r ${thing}`,
  },
  { re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>(?:eu\\s+)?)(?<verb>\\p{L}+o)-(?:o|a|os|as)(?<rest>(?![\\p{L}]).*)$`, "iu") },
  { re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>eu\\s+)(?:o|a|os|as)\\s+(?<verb>(?!(?:tenho|hei)(?![\\p{L}]))\\p{L}+o)(?<rest>(?![\\p{L}]).*)$`, "iu") },
  {
    re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>${PICK_LEAD})(?<verb>(?!(?:com|pra|para|sem|de|por|a|que|e|mas|só|tinha|tenho)(?![\\p{L}]))\\p{L}+(?:o|ar|er|ir))\\s+(?:ele|ela|eles|elas)(?<rest>(?![\\p{L}]).*)$`, "iu"),
  },
  {
    re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>${PICK_LEAD})(?<verb>\\p{L}+(?:o|ar|er|ir))\\s+(?:dele|dela|deles|delas)(?<rest>(?![\\p{L}]).*)$`, "iu"),
    say: (g, thing) => `${g.verb} ${/^(?:o|a|os|as)\s/iu.test(thing) ? `d${thing}` : `de ${thing}`}`,
  },
  // "a nota fiscal do Rafa, tenho que mandar hoje", "o quartinho, preciso muito arrumar": the thing said first, a comma, then the owner's
  // modal and an infinitive with its object left out, as Brazilian Portuguese leaves it; only a time or an adverb after the verb (another
  // object or whom it is for reads otherwise; a last "ainda" says it is still open, no part of it; "até o fim do mês", a deadline, may
  // close it), never a verb that takes no object ("chegar", "ir").
  {
    re: new RegExp(`^(?<thing>${THING_FIRST}),\\s+(?<lead>(?:eu\\s+)?(?:ainda\\s+)?(?:vou|tenho\\s+(?:de|que|q)|preciso(?:\\s+de)?|devo|hei\\s+de)\\s+(?:(?:muito|mesmo|ainda|logo)\\s+)*)(?<verb>(?!(?:ir|vir|chegar|sair|voltar|ficar|estar|ser|ter|dormir|trabalhar|viajar|descansar|morrer|chorar)(?![\\p{L}]))\\p{L}{2,}(?:ar|er|ir))(?<rest>(?:\\s+(?!(?:o|a|os|as|um|uma|uns|umas|ele|ela|eles|elas|isso|isto|aquilo|com|pra|para|pro|se|que)(?![\\p{L}]))[\\p{L}\\p{N}:.'’-]+){0,5}?(?:\\s+(?:até|ate|antes\\s+d[oae]s?)\\s+(?:[\\p{L}\\p{N}:.'’-]+\\s+){0,4}[\\p{L}\\p{N}:.'’-]+)?)(?:\\s+ainda)?[\\s.!]*$`, "iu"),
  },
  // "esse orçamento eu mando amanhã": the thing said first, then "eu" and the owner's present, no pronoun for it (never a feeling or knowing).
  {
    re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>eu\\s+)(?<verb>(?!(?:tenho|hei|vou|acho|sei|conheço|adoro|odeio|gosto|amo|prefiro|quero|posso|devo|preciso|lembro|penso|falo|digo)(?![\\p{L}]))\\p{L}{2,}o)(?<rest>(?![\\p{L}]).*)$`, "iu"),
  },
]);
const STATE = new RegExp(`^(?<pre>.*?)(?<![\\p{L}])(?:eu\\s+)?(?:estou|estarei|tô)\\s+(?<state>${AVAILABLE}|${AT_POST})(?![\\p{L}])(?<rest>.*)$`, "iu");
/** A thing and what is still to be done to it ("Encomenda de estrelícias por fazer antes de quinta"): a noun's words, no one's verb; not nothing, nor "por confirmar". */
const TO_BE_DONE = new RegExp(
  `^(?<thing>(?!(?:nada|ninguém|tudo|muito|pouco|algo)(?![\\p{L}]))(?:(?!(?:eu|tu|ele|ela|tenho|tens|tem|há|é|são|está|não)(?![\\p{L}]))[\\p{L}\\p{N}'’.-]+\\s+){1,5}?)por\\s+(?<verb>(?!(?:alugar|vender|trespassar|ver|confirmar|definir|decidir|saber)(?![\\p{L}]))\\p{L}+(?:ar|er|ir))(?![\\p{L}])(?<rest>.*)$`,
  "iu",
);

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
    mode: "Quanto falo por iniciativa própria: silencioso, equilibrado, proativo",
    quiet: "Horas de silêncio, p. ex. /quiet 22:00-08:00",
    pause: "Pausar o que escrevo por iniciativa própria: /pause, /pause 2h, /pause até segunda",
    resume: "Terminar a pausa",
    why: "Porque escrevi da última vez",
    stats: "As minhas mensagens e as tuas respostas em 7 dias",
    brief: "O resumo da manhã: /brief on|off|HH:MM",
    drafts: "Rever os rascunhos de publicações que escrevi",
    status: "As tarefas agendadas, próxima execução e último resultado",
    console: "Um link de uso único para a tua consola web",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  detection: {
    markers: [
      // Greetings: an owner's first message is often only one.
      "olá", "oi", "bom dia", "boa tarde", "boa noite", "boa", "tudo bem", "e aí",
      "feito", "ainda não", "ainda", "amanhã", "hoje", "obrigad[oa]", "sim", "não", "já", "eu", "tenho que", "vou", "mais tarde", "depois", "lembra", "semana", "sexta", "segunda", "terça", "quarta", "quinta", "sábado", "domingo", "e", "o", "a", "é", "terminei", "pronto", "manhã", "noite", "isso"],
    letters: "ãõ",
    sharedGreetings: ["hey"],
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    // Not used in this language (CommitmentCues in lang/pack.ts says what each one reads).
    note: null,
    noteBang: false,
    nowOpener: null,
    taskForm: (summary, said) => taskForm(TASK_FORM, summary, said),
    // "ligo ao canalizador", "passo no banco": the verb in "-o" names its person.
    // "deixa que eu ligo pro encanador": taking it on, then the verb.
    firstPerson: new RegExp(`^(?:(?:pode|podes|deixa|deixe|relaxa|bora|fica tranquil[oa])\\s+(?:deixar\\s+)?que\\s+)?(?:eu\\s+)?(?=${CLITICS}${OPEN_VERB}\\s)`, "iu"),
    // What the appointment is about or for, after its time ("sexta veterinário às 17h30 pro gato"): kept in its summary; never news about it
    // ("… foi cancelada").
    about: /^(?!.*(?<![\p{L}])(?:foi|foram|vai ser|cancelad[oa]s?|adiad[oa]s?|remarcad[oa]s?|desmarcad[oa]s?|mudou|mudad[oa]|passou|caiu|furou|acabou)(?![\p{L}]))(?:com(?=(?:\s+[^\s,;:.!()]+){1,4}$)|(?:pra|para|p\/)\s+(?:falar|conversar|discutir|alinhar|tratar|fechar|revisar|rever|apresentar|acertar|combinar|definir|planejar|planear|ver)|sobre|a respeito d[eoa]s?|(?:pra|para|pro|por causa)(?=\s+(?:o|a|os|as|do|da|dos|das|meu|minha|\p{Lu}))|p(?:r|ar)?[ao]\s+\p{Ll}+[aei]r(?![\p{L}])|por causa d[oa]s?)\s+\S/iu,
    appointment: /^(?:zoom|teams|meet|standup|stand-up|1:1|daily|sync|retro|orçamento|orcamento|prova|provas|seminário|seminario|defesa|apresentação|apresentacao|call|videochamada|cabeleireira|veterinária|veterinaria|médica|medica|mecânica|esteticista|depilação|depilacao|pilates|explicação|explicacao|\p{L}+(?:ologista|iatra)|ortopedista|fisioterapia|fono|fonoaudióloga|fonoaudiologa|fonoaudiólogo|ônibus|onibus|autocarro|barco|ferry|balsa|pix|transferência|transferencia|consulta|dentista|fisio|fisioterapeuta|oftalmo|oftalmologista|oculista|dermato|dermatologista|ginecologista|pediatra|psicólogo|psicologo|psicóloga|psicologa|osteopata|oficina|mecânico|mecanico|barbeiro|manicure|voo|avião|aviao|médico|medico|veterinário|veterinario|cabeleireiro|inspeção|inspecção|inspecao|revisão|revisao|inventário|inventario|curso|aula|reunião|reuniao|exame|entrevista|levantamento|vacina|análises|analises|ecografia|entrega|declaração|declaracao|renovação|renovacao|autorização|autorizacao|inscrição|inscricao|matrícula|matricula|formulário|formulario|parteira|enfermeira|enfermeiro|otorrino|cardiologista|raio-x|raio x|ressonância|ressonancia|mamografia|análise|analise|sessão|sessao|terapia|terapeuta|psiquiatra|nutricionista|podologista|pedicure|notário|notario|cartório|cartorio|advogado|advogada|contabilista|contador|banco|câmara|camara|finanças|financas|pneus|IPO|vistoria|aula de condução|aula de conducao|aula de direção|aula de direcao|exame de código|exame de codigo|IMI|IRS|IUC|IPVA|IPTU|boleto|fatura|renda|aluguel|aluguer|comboio|trem|ótica|otica|loja|centro de saúde|centro de saude|posto de saúde|posto de saude)(?![\p{L}])/iu,
    // A title before a name ("Sr. Gomes"): its dot ends no sentence.
    titles: ["sr", "sra", "srª", "dr", "dra", "d", "eng", "prof", "profª"],
    // Each alternative searched on its own (base/alternation.ts): the same match, about a tenth of the CPU.
    trigger: new Alternation(TRIGGERS, `\\s*${TASK}`, "iu"),
    // "… a renda hoje e tenho de ligar ao banco amanhã", "…, depois …".
    // "Arrumo a garagem hoje, lavo o carro amanhã", "… e tenho de ligar ao banco amanhã", "…, depois …": read as two only when each half has its own time.
    present: new RegExp(
      `^(?<lead>(?:o|a|os|as|esse|essa|este|esta|isso|isto|meu|minha|meus|minhas)\\s+[^,.;]{1,60}?(?=,?\\s+(?:eu\\s+)?${OPEN_VERB}(?:${RESUMED}|\\s+eu(?![\\p{L}])))|(?:.*?[,:]\\s+)?(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:${DAY_LEAD}(?=[\\s,:])(?:[\\s,]+(?:finalmente|enfim|por fim)(?=\\s))?)?)[\\s,:]*(?:(?:eu\\s+)?(?<verb>${OPEN_VERB})(?:${RESUMED}|\\s+eu(?![\\p{L}])|(?<=eu\\s+\\p{L}+))\\s+|(?:eu\\s+)?(?=(?:(?:me|te|lhe|lhes|vos|se|nos)\\s+)*${OPEN_VERB}(?:${ENCLITIC})?\\s+${FOLLOW}))(?<task>.+)$`,
      "iu",
    ),
    nextClause: new RegExp(`,?\\s+(?:e(?:\\s+depois)?|depois)(?:\\s+(?:também|tambem|tb|tbm))?\\s+|,\\s+(?=(?:eu\\s+)?${OPEN_VERB}\\s+${FOLLOW})`, "iu"),
    // "pendências:", "falta:", "ainda falta:": what is still to do, as a head.
    listHead: /(?:^|\s)(?:a fazer|por fazer|tarefas|pendentes?|pendências|pendencias|to-?do|recados|lista)$|^(?:o que (?:há|ha|tenho)(?: para| pra)?|(?:na )?(?:a |minha )?lista(?: para| pra)?|(?:ainda\s+)?(?:me\s+)?(?:falta|faltam)(?:\s+fazer)?)$/iu,
    // "to book: MOT", "zu buchen: TÜV": a head naming the verb for the thing after it.
    verbHead: { head: /^(?:a|por|para)\s+(\p{L}{2,}(?:ar|er|ir))$/iu, last: false },
    // An errand's verb where a note puts it: an unmarked list is to-dos only when every item has one.
    listVerb: new RegExp(`^(?:${ERRAND_VERBS}|ligar|pagar|enviar|mandar|marcar|reservar|comprar|encomendar|cancelar|renovar|escrever|responder|levantar|devolver|imprimir|assinar|arranjar|contactar|contatar|ir a|ir ao|ir à|passar n[oa])(?![\\p{L}])`, "iu"),
    headDays: { seg: "segunda", ter: "terça", qua: "quarta", qui: "quinta", sex: "sexta", "sáb": "sábado", sab: "sábado", dom: "domingo" },
    errand: /^(?:pôr(?![\p{L}])|\p{L}{2,}(?:ar|er|ir)(?:-(?:me|te|se|lo|la|los|las|lhe|lhes))?(?![\p{L}-])|(?:(?:a|o|uma|um|minha|meu)\s+)?(?:consulta|reunião|reuniao|dentista|médico|medico|veterinário|veterinario|cabeleireiro|inspeção|inspecao|entrevista|exame|entrega|marcação)(?=\s*$|\s+(?:para|com|no|na|de|do|da|ao|à)\s))/iu,
    clauseScoped: new RegExp(`${L}nunca${R}`, "iu"),
    // "Ia ligar para o banco amanhã", "Era para mandar as fotos à Ana hoje à noite", "Tinha combinado levar …": never "… mas …".
    pastIntent: new RegExp(
      `${L}(?:eu\\s+)?(?:ia|tinha de|tinha que|era para|era pra|estava a pensar|estava pensando em|pensava|tinha combinado|tinha pensado)\\s+(?=${INFINITIVE})(?!.*${L}mas${R})(.+)`,
      "iu",
    ),
    // "… demain 9h - confirmer": a to-do's verb alone in the infinitive.
    infinitive: /^(?:pôr(?![\p{L}])|(?!(?:lugar|melhor|pior|mulher|bar|mar|talher|prazer|chover|nevar|amanhecer|anoitecer|entardecer)(?![\p{L}]))\p{L}{2,}(?:ar|er|ir)(?![\p{L}]))/u,
    // "renovar o seguro do carro", "marcar consulta no dermatologista", "mandar o pix pra babá": an errand's verb, then what it is done to.
    // "ligar" is also turning a thing on ("ligar o forno"): read only towards someone; "levar ao forno", "levantar fervura" are a recipe's.
    bareNote: new RegExp(
      `^(?!.*${L}(?:é|foi|era|será|seria|custa|custou|vale|valeu|saiu)${R})(?:(?:${ERRAND_VERBS}|telefonar|escrever|mandar|enviar|reenviar|devolver|responder|cobrar|avisar|contactar|contatar|comprar|encomendar|pedir|pagar|transferir|depositar|reservar(?!\\s+(?:à parte|a parte|no frigorífico|na geladeira|num|numa)${R})|cancelar|anular|renovar|marcar|agendar|desmarcar|remarcar|inscrever|matricular|buscar|levantar(?!\\s+fervura${R})|pegar(?!\\s+(?:fogo|no sono|sol|onda|chuva|trânsito|transito|gripe|covid|um resfriado|uma gripe|leve|pesado)${R})|levar(?!\\s+(?:ao|a)\\s+(?:forno|lume|ferver|fervura|micro-ondas|microondas)${R})|trazer|imprimir|assinar|preencher|entregar|declarar|arranjar|consertar|arrumar|trocar|regar|confirmar|digitalizar|convidar|felicitar|agradecer)(?:-(?:me|te|lhe|lhes|o|a|os|as|lo|la|los|las))?|me\\s+inscrever|ligar(?=\\s+(?:pro|pra|pros|pras|para|ao|à|aos|às)${R})|tratar\\s+d[oae]s?|tirar\\s+(?:o lixo|fotos|senha|a carta|o passaporte|o cartão|dinheiro)|passar\\s+(?:(?:o|um|a|uma)\\s+)?(?:recibo|recibos|fatura|factura|nota fiscal)(?![\\p{L}])|fazer\\s+(?:o|a|os|as|um|uma|meu|minha)|passar\\s+(?:no|na|nos|nas|pelo|pela|em)(?!\\s+(?:farinha|ovo|pão ralado|água|liquidificador|peneira|frigideira)${R}))(?![\\p{L}])(?!\\s+(?:(?:a|à|ao|de|do|da|no|na|para|pra|pro|com)\\s+)?(?:o\\s+|a\\s+|os\\s+|as\\s+)?(?:seu|sua|seus|suas|teu|tua|teus|tuas|vosso|vossa|vossos|vossas)${R})`,
      "iu",
    ),
    // "Hoje à noite é passar as camisas a ferro": "é" and the chore in the infinitive.
    chore: /^(?:é|e)\s+(?<task>\p{Ll}{2,}(?:ar|er|ir)(?:\s+.+)?)$/u,
    deferred: /^(?:(?:fica|ficam)\s+(?:para|pra|pro)\s+(?<due>[^?]+?)\s+(?<thing>(?:o|a|os|as)\s+(?!(?:reunião|reuniao|festa|jogo|aula|casamento|voo|viagem|consulta|tempo|jantar|almoço|almoco|churrasco|encontro|entrega|evento)(?![\p{L}]))[\p{L}\p{N}'’ -]{2,40}))$|^(?<said>(?:o|a|os|as)\s+(?!(?:reunião|reuniao|festa|jogo|aula|casamento|voo|viagem|consulta|tempo|jantar|almoço|almoco|churrasco|encontro|entrega|evento|resto|mais)(?![\p{L}]))[\p{L}\p{N}'’ -]{2,40}?)\s+(?:fica|ficam)\s+(?:para|pra|pro)\s+(?<when>[^?]+)$/iu,
    // "até sexta: relatório", "até sexta o relatório pro Daniel", "até amanhã apresentação pronta": o que se entrega depois do seu prazo ("até", nunca um dia só).
    deadlineThing: {
      lead: /^(?:até|ate|antes)$/iu,
      to: /\s(?:pro|pra|para|ao|à|pros|pras|aos|às)\s+(?!(?:todos|todas|vocês|voces|vcs|você|voce|vc|ti|mim|gente|galera|pessoal|casa|lá|la)(?![\p{L}]))\S/iu,
      ready: /\s(?:pront[oa]s?|feit[oa]s?|entregues?|enviad[oa]s?|pag[oa]s?|assinad[oa]s?)$/iu,
      not: /(?<![\p{L}])(?:eu|tu|você|voce|vc|ele|ela|nós|eles|elas|a gente|é|são|foi|está|tá|estou|tô|fica|vai|vou|tem|tenho|há|pessoal|galera|gente|amor|querid[oa]s?|beijos?|bjs?|abraços?|abs|férias|ferias|folga|fora|viagem|fechad[oa]s?|logo|mais|já|então|entao|ok|tchau|chuva|nada|sossego|silêncio|silencio|paz|favor)(?![\p{L}])/iu,
    },
    // "ainda devo 20 euros ao Tomás", "tô devendo uma ligação pra minha irmã": uma dívida da dona, dita "dever …"; nunca "devo-te uma", "devo tudo aos meus pais".
    outstanding: (sentence) => {
      // "o IPVA ainda", "ainda o seguro do carro": a thing with "ainda" and no verb is still the owner's to see to; never "ainda não",
      // "ainda bem", a subject's verb ("a chuva ainda tá forte"), a stretch of time or a person.
      const open = stillThing(sentence, {
        lead: /^(?:(?:ah|ai|e|ok|aliás|alias|enfim|ah e)[,!.]?\s+)*/iu,
        still: "ainda",
        thing: /^(?:o|a|os|as|meu|minha|meus|minhas|aquele|aquela|aqueles|aquelas|esse|essa|esses|essas|este|esta)\s+\S/iu,
        not: /(?<![\p{L}])(?:eu|tu|você|voce|vc|ele|ela|nós|eles|elas|é|são|foi|era|está|tá|estão|tão|fica|vai|tem|há|dói|doi|doendo|chovendo|esperando|dormindo|não|nao|mesmo|bem|assim|aqui|lá|hoje|agora|tempo|dia|dias|semana|mês|ano|férias|ferias|chuva|fome|sono|vontade|dinheiro)(?![\p{L}])/iu,
        tail: /\s*,\s*(?:que\s+(?:preguiça|preguica|saco|chatice|droga|tédio|tedio)|aff+|afe|ugh|argh|pqp|mds|socorro|ai ai|aiai)$/iu,
        people: PEOPLE,
        whose: /^(?:para|pra|pro|de|do|da|dos|das)$/iu,
      });
      if (open) return open;
      // "tenho pendente a renovação do cartão", "ainda tenho pendente o relatório da obra": a thing with its article still on the owner.
      const pending = /^(?:(?:ah|ai|e|ok|aliás|alias|enfim)[,!.]?\s+)*(?:eu\s+)?(?:ainda\s+)?tenho\s+(?:ainda\s+)?pendentes?\s+(?<thing>(?:o|a|os|as|um|uma|aquele|aquela|aquilo|esse|essa|isso)\s+[^,;:?]{3,60}?)[\s.!]*$/iu.exec(sentence.trim())?.groups?.thing;
      if (pending) return pending;
      const m = /^(?:(?:ah|ai|e|ok|aliás|alias|enfim)[,!.]?\s+)*(?:eu\s+)?(?:ainda\s+)?(?:devo|t[ôo]\s+devendo|tou\s+devendo|estou\s+devendo|ando\s+devendo)\s+(?:ainda\s+)?(?<rest>(?:\d|R\$|€|(?:um|uma|uns|umas|o|a|os|as|dinheiro|grana)(?![\p{L}]))[^,;:?]*)$/iu.exec(sentence.trim());
      const rest = m?.groups?.rest?.replace(/[\s.!]+$/u, "").trim();
      if (!rest || rest.split(/\s+/u).length < 2 || /^(?:o|a|os|as)\s+\p{L}+(?:ar|er|ir)(?![\p{L}])/iu.test(rest)) return null;
      return /(?<![\p{L}])(?:você|voce|vc|vocês|voces|te|ti|tudo|muito|vida|nada|ninguém|ninguem|obrigad[oa])(?![\p{L}])/iu.test(rest) ? null : `dever ${rest}`;
    },
    // Not read in this language (CommitmentCues.haveErrand).
    meetingWith: null,
    haveErrand: /^(?:eu\s+)?(?:tenho|tô com|to com|tou com)\s+/iu,
    // Not read in this language (CommitmentCues.occasion).
    occasion: null,
    // A group addressed first ("Meninos, é preciso arrumar os quartos antes do jantar"): a duty said to no one in particular after it is theirs.
    // A regret ("devia ter ido ao dentista há meses"): what should have been done, no task to come.
    hedges: new RegExp(
      `(?<!${L}(?:propus|proponho|objetivo|meta|começar a|comecar a|quero|vou começar a)${R}.*)${L}(?:\\d+|uma|duas|três|tres|quatro|cinco) vezes (?:por|na|no|ao|à|a|cada) (?:semana|mês|mes|dia|ano)${R}|[,—–-]\\s*(?:(?:foi\\s+o\\s+que\\s+)?(?:disse|disseram|diz|dizem|anunciou|anunciaram)\\s+(?:na|no|nas|nos|a|o|as|os|um|uma)|segundo\\s+(?:a|o|as|os))(?![\\p{L}])|${L}(?:devia|deveria|devera|tinha\\s+(?:de|que)|precisava)\\s+(?:mesmo\\s+)?ter\\s+\\p{L}*(?:ado|ido|to)${R}|${L}(?:diz|dizem|dizia|acha|acham)\\s+que\\s+(?:eu\\s+)?(?:tenho|devo|devia|preciso|tinha|tem|é preciso)${R}|${L}durante\\s+(?:\\d+|um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|dez|quinze)\\s+(?:dias?|semanas?|meses|mês|mes)${R}|^\\s*(?:meninos|meninas|miúdos|miudos|crianças|criancas|pessoal|galera|malta|gente|filhos|turma|equipa|equipe|todos)\\s*[,!:]\\s*(?:é preciso|e preciso|há que|têm de|têm que|tem que|vocês têm|não se esqueçam|nao se esquecam|lembrem-se)${R}|${SHOULD_MORE}|${NOT_MEANT}|(?:${L}(?:a que horas?|ontem|anteontem|a semana passada|na semana passada|o mês passado|no mês passado|o ano passado|acho que|creio que|penso que|parece-me que|talvez|se eu|se der|não prometo nada|nao prometo nada|sem garantias|força|coragem|boas energias|quando tiver tempo|quando puder|se puder|não sei|nao sei|nunca|espero que|quem sabe|provavelmente|acho que não|se (?:tiver|tivermos|puder|houver|estiver|calhar|for|quiseres|quiser|chover|fizer|der|não)|caso|a não ser|um dia|algum dia|qualquer dia|(?<!(?<![\\p{L}])(?:a|para|com|de|aos|às)\\s)(?:todos os|todas as)|(?:às|as|nas) (?:segundas|terças|tercas|quartas|quintas|sextas)(?:-feiras)?|(?:aos|nos) (?:sábados|sabados|domingos|fins de semana)|(?:toda|todo)\\s+(?:segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo|dia|santo dia|fim de semana|fds|mês|mes|ano|semana|manhã|manha|noite|tarde|final de semana)|cada|de\\s+(?:\\d+|dois|duas|três|tres|quatro|cinco|seis|sete|oito|quinze)\\s+em\\s+(?:\\d+|dois|duas|três|tres|quatro|cinco|seis|sete|oito|quinze)|ainda hei de|sempre|normalmente|(?:e )?os porcos voam|quando as galinhas tiverem dentes|por dia|ao dia|por semana|por mês|por mes|^\\s*(?!(?:${INTERJECTION}|${DAY_LEAD}|zoe)\\s*,)\\p{L}+\\s*,\\s*(?:não te esqueças|nao te esquecas|não esqueças|não esquece|lembra-te)|geralmente|muitas vezes|às vezes|as vezes|costumo|abraço|abraços|abraco|beijo|beijos|beijinho|beijinhos|cumprimentos|pergunto-me|me pergunto|logo se vê|logo se ve|vamos ver|afinal|não foi preciso|gostava|gostaria|queria|era bom|seria|sonho|adoraria|apetece-me|me apetece)${R}|^\\s*se\\s|,\\s*se\\s|\\sou\\s+(?:não|nao|espero)\\s*$|será que|${L}(?:prometeu|prometeram)${R}|^\\s*(?:o que|que)\\s+(?:faço|faco|fazemos|tenho|devo|levo|compro|é que)${R}|^\\s*(?:quando|onde|como|porque|porquê|por que|quanto|quem)\\s+(?:é que\\s+)?(?:eu\\s+)?(?:tenho|devo|vou|preciso|há)${R})`,
      "iu",
    ),
    // "comprar 2 kg de arroz", "devolver os 50 conto pro Léo", "transferir 200 euros à senhoria": a count or an amount after buying,
    // paying or giving back; never "tomar 2 comprimidos", "juntar 200 g" (no verb of theirs is here).
    backRef: null,
    soloTask: null,
    // Not used in this language: its note reads its own openers, or takes none (CommitmentCues.noteOpener).
    noteOpener: null,
    countedNote: /^(?:cobrar|comprar|encomendar|pagar|transferir|depositar|devolver)(?:-lhe|-lhes)?\s+(?:(?:os|as|uns|umas|meus|minhas)\s+)?(?:R\$|€|\$)?\s?\d{1,3}(?:[.,]?\d{3})*(?:,\d{1,2})?(?!\s*(?:h|horas?|min|minutos?)(?![\p{L}]))(?![\p{N}])(?=\s*[^\s\d])/iu,
    // "pro aniversário da Ana: comprar bolo": what the notes after the colon are for, said after each.
    purposeHead: /^(?:pro|pra|pros|pras|para|p\/)\s+(?!(?:todos|todas|vocês|voces|vós|vos|a equipa|a equipe|a turma|o grupo|os pais|os alunos|a galera|geral|info|informação|informacao|sua informação|tua informação|conhecimento)(?![\p{L}]))\p{L}/iu,
    notATask: new RegExp(
      // "vou ter saudades", "vou ter uma semana complicada": what the owner will feel or go through; "levar ao forno a 200 graus": a recipe's step.
      // "já volto", "já venho": back in a moment, chat; watching a match or a film ("hoje à noite vou ver o jogo") is leisure.
      // "vou ter que concordar contigo", "tenho que admitir que …": agreeing or owning up is said, no task.
      `^(?:concordar|discordar|admitir|confessar|reconhecer)(?![\\p{L}])|^(?:me\\s+)?(?:sentar|deitar)(?:-me)?(?=\\s*(?:[,.!]|$|um (?:pouco|bocado|pouquinho)${R}))|^(?:acordar|levantar(?:-me)?)\\s+cedo${R}|^(?:já|ja)\\s+(?:volto|venho|chego)(?:\\s+(?:já|ja|logo))?[\\s.!]*$|^(?:ver|vejo|assistir|assisto)\\s+(?:(?:a|ao|à)\\s+)?(?:(?:o|a|um|uma)\\s+)?(?:jogo|filme|série|serie|novela|partida|final|show|episódio|episodio|clássico|classico)${R}|^ter\\s+(?:saudades|medo|pena|sorte|paciência|paciencia|cuidado|fome|sono|frio|calor|razão|razao|vontade|uma semana|um dia|um mês|um mes|um ano|uns dias)(?![\\p{L}])|^(?:.*\\s)?(?:ao forno|no forno|em banho-maria|\\d+\\s*(?:graus|ºc|°c))(?![\\p{L}])|` +
      // A fact under a note's head ("Nota: o escritório fecha na sexta").
      `^\\p{L}+\\s+(?:alguma coisa|algo|qualquer coisa)[\\s.!]*$|^(?:sair|correr|passear|caminhar|pedalar|nadar|dançar|dancar|jogar|beber|tomar|ver o jogo|ver um filme)(?:\\s+[^\\s,]+){0,4}?\\s+com\\s|^(?:curtir|festejar|farrear)${R}|^(?:.*\\s)?(?:tomar um (?:copo|café|cafe)|um copo)${R}|^(?:o|a|os|as|meu|minha|este|esta)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,3}?(?:é|são|está|estão|era|será|fecha|abre|fecham|abrem|foi|foram|muda|passa|termina|começa|acaba|\\p{L}{2,}(?:ou|eu|iu|aram|eram|iram))${R}|^(?:desabafar|chorar|rir)${R}|` +
      // "Vou pensar", "vou ver depois": a maybe; "tenho de te contar uma coisa": news, not a task; "vou ficar
      // louco": becoming; "tenho que rir": what the body does; "prometo que não fui eu": an assurance about the past.
      `^pensar(?![\\p{L}])|^ver\\s+(?:depois|melhor|como|se|o que|isso|isto|quando|logo|mais tarde|com calma)(?![\\p{L}])|^(?:(?:te|lhe|vos)\\s+)?(?:mostrar|contar|dizer|confessar|perguntar)(?:-(?:te|lhe|vos))?\\s+(?:uma coisa|algo|uma cena|isto|uma novidade)(?![\\p{L}])|^ficar\\s+(?:\\p{L}+\\s+)?(?:louc|doid|velh|cansad|chatead|maluc|trist|nervos|furios|content|feliz|ric)\\p{L}*(?![\\p{L}])|^(?:rir|chorar|espirrar|bocejar|suspirar|sorrir|concordar|discordar)(?![\\p{L}])|^(?:não\\s+)?(?:fui|foi|era|estava|estive|tinha)(?![\\p{L}])|^(?:(?:prometo|vou|tenho de|tenho que|preciso de|preciso|devo)\\s+)?(?:matá-l[oa]|mata-l[oa]|matar|conseguir|sobreviver|acalmar(?:-me)?|me acalmar|relaxar)${R}|^(?:ir(?:\\s+embora)?|bazar|ir andando|pôr-me a andar)\\s*(?:[,!.]|$)|^(?:escrevo(?:-lhe|-te|-vos)?|(?:lhe|te|vos)\\s+escrevo)\\s+(?:para|porque|a propósito)${R}|^(?:ser\\s|estar\\s+(?!(?:em|no|na|lá|la|aí|pronto|pronta|às|as|online|on-line|disponível|disponivel|contactável|contactavel|contatável|contatavel|ao telefone|no telefone|de piquete|de prevenção|de prevencao|de plantão|de plantao)(?![\\p{L}])))|^(?:(?:te|lhe|vos)\\s+)?(?:dizer|admitir|confessar|reconhecer|mentir|mentir-te|contar(?:-te|-vos)?(?:\\s*,|\\s+(?:uma coisa|algo|um segredo))|ver (?:o que|se|como)|falar(?:-te)?\\s*(?:,|que|uma coisa)|ser (?:sincer[oa]|honest[oa]|franc[oa]|breve|clar[oa])|explodir|morrer|surtar|pirar|enlouquecer|chorar|desmaiar|vomitar|passar-me|bem|andando|ter (?:calma|paciência|paciencia|cuidado|em conta)|saber|perceber|acabar (?:maluc[oa]|louc[oa]|por|fart[oa])|perder o (?:comboio|autocarro|ônibus|onibus|avião|aviao|voo|metro)|chegar\\s+(?:[\\p{L}\\p{N}]+\\s+){0,3}?(?:atrasad[oa]|tarde)|deitar-me|cair|ver(?=\\s*[,.!]|\\s+e\\s)|deixar(?:-te|-vos)?\\s*(?:[,.!]|$)|dormir|deitar-me|me deitar|comer|jantar|almoçar|tomar banho|tomar um banho|descansar|dormir uma sesta|tirar uma soneca)${R}`,
      "iu",
    ),
    vague: wordSet("o a isso isto fazer ver pensar nisso nisto tentar lá estar ir que embora bazar já agora faço faco farei fazê-lo fazêlo"),
    // "vou ter que levar o carro na oficina": the obligation after "vou" is the cue's, no part of the task.
    taskLead: ["a", "(?:me )?lembrar(?:-me)? de", "não me esquecer de", "eu", "ter (?:que|de|q)"],
    // Said right after the verb, no part of the task.
    afterVerb: ["finalmente", "logo"],
    // "quando voltar", "na volta": on the way back, kept as said.
    unplacedDeadline: new RegExp(
      `(?:^|\\s)(${MOMENT_LEAD}|(?:quando voltar|ao voltar|na volta)|(?:no|para o) próximo (?:mês|ano)|(?:no|este|neste) fim de semana|este (?:mês|ano)|antes de (?:dormir|sair|deitar|jantar|almoçar)|depois do (?:almoço|almoco|jantar|trabalho|plantão|plantao|turno|serviço)|enquanto (?:estiveres|estiver|estiverem|você estiver) fora|antes d[eo] (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|natal|verão|fim do ano)|antes das férias|daqui a pouco|daqui a (?:um )?bocado|daqui a nada|depois d[ao] (?:reunião|reuniao|consulta|aula|jogo|missa|escola)|quando for (?:a|ao|à|para|pra|pro) [^,;]+$|mais logo|mais tarde|(?<!(?<![\\p{L}])(?:o|um|do|no|ao|pelo|seu|meu|teu|nosso|novo|esse|este|desse|deste)\\s)logo|agora(?: mesmo)?|já já|quanto antes|o quanto antes|o mais rápido possível|antes d[oa] (?:inverno|verão|verao|outono|primavera|feriado)|no caminho (?:de|para|pra) casa|a caminho de casa|na volta pra casa|antes d[aeo] (?:reunião|reuniao|consulta|aula|viagem|voo|jogo|casamento|festa|apresentação|apresentacao|entrega|prova|exame)|assim que puder|depois do (?:trabalho|almoço|jantar|ginásio)|ao sair do trabalho|depois do trampo|à hora (?:de|do) almoço|ao almoço|ao jantar|antes d(?:e|a|o|as|os) (?:(?!\\s(?:por causa|porque)\\s)[^,;])+?(?=\\s(?:por causa|porque)\\s|$)|n(?:as|os) próxim[oa]s (?:\\p{L}+ )?(?:semanas|dias|meses)|até (?:o|ao) fim do (?:expediente|dia)|quando chegar)${R}`,
      "iu",
    ),
    // … and what stresses it or calls the friend after it (", pode deixar", ", não posso falhar", ", mano").
    afterthought: /\s*[,;:–—-]\s*(?:(?:(?:eu\s+)?te\s+)?prometo|prometido|com certeza|sem falta|palavra|pode deixar|(?:não|nao) (?:posso|vou) falhar|mano|mana|cara|véi|vei|pá|miga|fechou|viu|uai|sô|oxe|(?:já\s+)?tinha-me esquecido|(?:já\s+)?me tinha esquecido|esqueci-me|fica (?:tranquil|descansad)[oa]|carago|(?:já\s+)?(?:lhe|te)\s+disse\s+que\s+sim|(?:já\s+)?(?:lhe\s+|te\s+)?(?:prometi|combinei)(?:\s+(?:pra|para|à|ao|a|com)\s+[^,;]{1,40})?|combinado|tchê|bah)[\s.!]*$/iu,
    amountTail: null,
    visit: /^(?:(?:em|na)\s+casa\s+d[aoe]s?|n[ao]s?|d[aoe]s?)\s+(?:(?:D\.|Dona|dona|Sr\.|Sra\.|seu|sr|sra)\s*)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?=\s+\p{Ll})/u,
    emphasis: ["sem falta", "de certeza", "custe o que custar", "sem dúvida", "o mais tardar a", "o mais tardar", "de qualquer jeito", "de qualquer forma", "de qualquer maneira", "de todo jeito"],
    noteAsk: (question) => /^\s*(?:(?:podes|pode|poderias|você pode|consegues)\s+(?:por favor\s+)?)(?:anotar|apontar|tomar nota de|registar|registrar|guardar|lembrar-te de|fixar)\s+que\s+(.+)$/iu.exec(question)?.[1] ?? null,
    // "tinha de ligar ao banco, faço amanhã".
    // Not read in this language: a promise's tag after a state (CommitmentCues.tagged).
    // "marquei dentista quinta", "já marquei o cabeleireiro pra sábado": an appointment booked in the past is one to come, read with its time.
    tagged: (sentence) => {
      // "tá na minha lista mandar o contrato pro André", "está na minha lista de hoje: ligar pro banco": a verb on the owner's own list is the
      // owner's to do; never another's list ("tá na lista dela").
      const listed = /^(?:isso\s+)?(?:tá|ta|está|esta)\s+na\s+minha\s+lista(?<when>\s+(?:de|pra|para)\s+(?:hoje|amanhã|amanha|essa semana|esta semana))?\s*[:,]?\s+(?<task>\p{Ll}{2,}(?:ar|er|ir)(?:-(?:lhe|lhes|o|a|os|as))?\s+\S.*)$/iu.exec(sentence.trim())?.groups;
      // "o quarto tem que ser pintado até domingo, eu mesmo pinto", "…, faço eu": what has to be done, taken up by the owner after the comma, is
      // the owner's; read as what has to be done (never "…, ele faz": someone else's).
      const taken = /^(?<body>.+?)\s*,\s*(?:eu\s+(?:mesmo|mesma)\s+\p{Ll}{2,}o|(?:faço|faco|trato|resolvo|pinto|levo)\s+eu(?:\s+(?:mesmo|mesma))?|eu\s+(?:faço|faco|resolvo|trato\s+disso))[\s.!]*$/iu.exec(sentence.trim())?.groups?.body;
      if (taken && /\s(?:tem|têm)\s+(?:que|de|q)\s+ser\s+\p{Ll}+/iu.test(taken)) return { said: taken, needsTime: false };
      if (listed?.task) return { said: `tenho que ${listed.task}${listed.when ? ` ${listed.when.trim().replace(/^(?:de|pra|para)\s+/iu, "")}` : ""}`, needsTime: false };
      // "o boleto do condomínio, esse tenho que pagar hoje", "os papéis da escola, isso preciso entregar até quarta": a thing said first and
      // taken up again by "esse"/"essa"/"isso" after its comma, before the owner's modal, is read as said without the pronoun (the thing is
      // the verb's object, as the picked-up shapes read it). Never a person ("o meu irmão, esse tem que …": no modal of the owner's).
      const resumed = new RegExp(`^(?<thing>${THING_FIRST}),\\s+(?:esse|essa|esses|essas|isso|este|esta|isto)\\s+(?<rest>(?:eu\\s+)?(?:ainda\\s+)?(?:vou|tenho\\s+(?:de|que|q)|preciso(?:\\s+de)?|devo|hei\\s+de)\\s+\\S.*)$`, "iu").exec(sentence.trim())?.groups;
      if (resumed?.thing && resumed.rest && !resumed.thing.toLowerCase().split(/\s+/u).some((w) => PEOPLE.has(w))) return { said: `${resumed.thing}, ${resumed.rest}`, needsTime: false };
      // "vou ver se ligo pro dentista amanhã", "vou ver se consigo pagar o condomínio hoje": the owner's own verb after "vou ver se" is a plan
      // (said again without it, kept only with a time); what the world does ("vou ver se chove", "… se o pacote chega") reads as no task.
      const see = /^(?:(?:eu|então|entao|bom|ok|ah)[,!.]?\s+)*vou\s+ver\s+se\s+(?:(?:consigo|dá\s+pra|da\s+pra|dá\s+para)\s+)?(?<rest>\S.*)$/iu.exec(sentence.trim())?.groups?.rest;
      if (see && !/^(?:o|a|os|as|ele|ela|eles|elas|vai|vão|chove|está|tá|é|tem|há)(?![\p{L}])/iu.test(see)) return { said: /^\p{L}+(?:ar|er|ir|ôr|or)(?![\p{L}])/iu.test(see) ? `tenho que ${see}` : `eu ${see}`, needsTime: true };
      const booked = /^(?:já\s+)?(?:marquei|agendei)\s+(?:(?:o|a|os|as)\s+)?(?<thing>\S.*)$/iu.exec(sentence.trim());
      return booked?.groups ? { said: booked.groups.thing!, needsTime: true } : null;
    },
    sayAgain: {
      pickedUp: PICKED_UP,
      state: (sentence) => {
        const g = STATE.exec(sentence)?.groups;
        return g ? `${g.pre}vou estar ${g.state}${g.rest}` : null;
      },
      toBeDone: (sentence) => {
        // "le gâteau à apporter demain est déjà prêt": what the thing is, said after it, is news.
        const g = TO_BE_DONE.exec(sentence)?.groups;
        return g && !THING_IS.test(g.rest ?? "") ? `${g.verb} ${g.thing!.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${g.rest}` : null;
      },
    },
    pickUp: {
      clause: /^(?:(?:eu\s+)?faço(?:-o)?|(?:eu\s+)?(?:o|a)\s+faço|eu\s+trato\s+disso)(?![\p{L}])/iu,
      task: (earlier) => {
        const said = earlier.trim();
        const led = said.replace(/^(?:(?:eu\s+)?(?:tinha|tenho)\s+(?:de|que)|queria|devia|esqueci(?:-me)?\s+de)\s+/iu, "");
        return led === said ? null : led;
      },
    },
    fillers: /(?<![\p{L}])(?:hã+|ahn+|h+m{2,})(?![\p{L}])[,…]*/giu,
    elisions: null,
    // What would follow if the task were not done (« … até quinta senão a prof me mata »): no part of the task.
    clauseEnd: /,?\s+(?:senão|senao|se não|caso contrário)\s+/iu,
    // A day said of a noun ("o jogo de sábado"), not when the task is due.
    dayOf: /^(?:de|do|da)$/iu,
    dayFor: /^(?:para|pra|pro)$/iu,
    learnerGo: null,
    clitic: /^\p{L}{2,}-(?:me|te|se|o|a|os|as|lhe|lhes|nos|vos|lo|la|los|las|no|na)$/iu,
    // The verb comes right after "that I" in this language: the task reads as said.
    // "Vou estar organizando a saída ao museu essa semana": after "vou estar" the gerund, said back as a to-do names it ("organizar …").
    thatClause: {
      oneVerb: false,
      cue: /(?<![\p{L}])(?:vou|vô|vo)\s+(?:estar|tá|ta)\s*$/iu,
      task: (clause) => clause.replace(/^(\p{L}{2,}?)([aei])ndo(?![\p{L}])/u, "$1$2r"),
    },
    // "Esta semana há a revisão do carro para marcar": a thing to do, said back as its verb and the thing ("marcar a
    // revisão do carro"); the capture reads it only with a time.
    people: PEOPLE,
    // A thing to do said with its verb after it, or a thing that must be done said in the passive; what it is or was after it, or a
    // thing that will be done, is news.
    restate: (sentence) => {
      // "O site tem que ir pro ar": a site that has to go live is the owner's to put online (any other place, patterns.ts `goesTo`).
      const goes = GOES_TO.exec(sentence)?.groups;
      const air = goes?.place ? /^(?:pro|para o|ao)\s+ar(?![\p{L}])/iu.exec(goes.place) : null;
      if (goes?.thing && air && !goes.thing.split(/\s+/u).some((w) => PEOPLE.has(w.toLowerCase()))) {
        return { lead: "", task: `pôr ${goes.thing.replace(/^\p{Lu}/u, (c) => c.toLowerCase())} no ar${goes.place!.slice(air[0].length)}` };
      }
      // "Os registos têm de estar prontos antes das reuniões": a thing to be ready is the owner's to finish.
      return restateThing({ toDoThing: TO_DO_THING, thingIs: THING_IS, mustBeDone: MUST_BE_DONE, infinitiveOf, goesOut: GOES_OUT, goesTo: { re: GOES_TO, take: "levar", of: /^(?:de|da|do|das|dos)$/iu, people: PEOPLE } })(sentence.replace(READY, (_m, be: string, state: string, end: string) => `${be}${DONE_AS[state.toLowerCase()]}${end}`));
    },
    reminder: {
      ask: new RegExp(`${L}(?:lembra-me|lembre-me|me lembra|me lembre|lembra me|lembre me|lembrar-me|me lembrar)${R}`, "iu"),
      indirect: new RegExp(`${L}(?:(?:garante|garanta)\\s+(?:que|se)\\s+(?:eu\\s+)?|(?:vê|ve|veja)\\s+(?:se|que)\\s+eu\\s+|(?:avisa-me|avisa me|me avisa|faz-me lembrar|me faz lembrar)${R}(?!\\s+(?:quando|se|assim que)${R}))`, "iu"),
      // "lembrete às 15h30 pra buscar as crianças": the time, then "pra" and the verb, heads a request as a colon does.
      noun: new RegExp(`(?:${L}(?:me\\s+)?(?:cria|crie|põe|poe|coloca|adiciona|define|programa|faz)(?:-me)?\\s+(?:um\\s+)?lembrete|^\\s*lembrete(?=\\s+(?:às|as|para|pra|daqui|em|amanhã|amanha|hoje)${R}[^:–—]*?(?:\\s[–—-]\\s|:|\\s(?:pra|para|de)\\s+${INFINITIVE})))${R}`, "iu"),
      // "põe um temporizador de 10 minutos para a massa", "coloca um alarme para as 7h", "mete um timer de 15 min".
      repeats: [
        [/(?<![\p{L}])(?:(?:a\s+)?cada\s+(?:duas|2)\s+semanas|de\s+quinze\s+em\s+quinze\s+dias|quinzenalmente)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:todos\s+os\s+dias|todo\s+dia|cada\s+dia|todas\s+as\s+semanas|toda\s+semana|cada\s+semana|todos\s+os\s+meses|todo\s+mês|cada\s+mês|diariamente)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:todas\s+as|toda|cada)\s+(manhã|tarde|noite)s?(?![\p{L}])/giu, "de $1"],
        [/(?<![\p{L}])(?:todas\s+as|todos\s+os|toda|todo|cada)\s+(segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)s?(?:-feiras?)?(?![\p{L}])/giu, "na $1"],
        [/(?<![\p{L}])(?:a\s+)?cada\s+(\d+)\s+(minutos|horas)(?![\p{L}])/giu, "daqui a $1 $2"],
      ],
      repeatUnits: [
        [/duas\s+semanas|2\s+semanas|quinze|quinzenalmente/iu, "week", 2],
        [/semana|segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo/iu, "week"],
        [/(?<![\p{L}])m[eê]s(?:es)?(?![\p{L}])/iu, "month"],
        [/hora/iu, "hour"],
        [/minuto/iu, "minute"],
      ],
      repeatEvery: {
        re: /(?<![\p{L}])(?:a\s+)?cada\s+(?<n>\d+|dois|duas|três|tres|quatro|cinco|seis|sete|oito|dez|doze|vinte|trinta)\s+(?<unit>minutos|horas|dias|semanas|meses)(?![\p{L}])/iu,
        numbers: NUMBERS,
      },
      repeatDays: {
        days: ["segundas?(?:-feiras?)?|seg", "terças?(?:-feiras?)?|tercas?(?:-feiras?)?|ter", "quartas?(?:-feiras?)?|qua", "quintas?(?:-feiras?)?|qui", "sextas?(?:-feiras?)?|sex", "sábados?|sabados?|sáb|sab", "domingos?|dom", "fi(?:m|ns)\\s+de\\s+semana|fds"],
        habitual: ["", "", "", "", "", "", "", ""],
        every: "todas\\s+as|todos\\s+os|toda|todo|cada|às|as|aos|nas|nos",
        and: "e(?:\\s+(?:às|as|aos|nas|nos|os|na|no|a|o))?|&",
        except: "(?:exceto|menos|fora|tirando)(?:\\s+(?:aos|nos|nas|às|os|as|no|na|o|a))?",
        everyDay: "todos\\s+os\\s+dias|todo\\s+dia|cada\\s+dia|diariamente",
        daily: "todos os dias",
        span: "entre",
        fromToday: [["hoje", "hoje"], ["amanhã|amanha", "amanhã"], ["depois\\s+de\\s+amanhã|depois\\s+de\\s+amanha", "depois de amanhã"]],
        dayAfter: "depois",
      },
      hourSpan: { span: "entre|das|de|desde", and: "e|às|as|a|até|-|–", at: "às" },
      timer: {
        ask: new RegExp(`${L}(?:me\\s+)?(?:põe|poe|coloca|mete|programa|define|ativa|liga|cria|crie|faz)(?:-me)?\\s+(?:um|uma)\\s+(?<what>temporizador|alarme|timer|despertador|cronómetro|cronômetro)${R}`, "iu"),
        spanFor: /^(?:de|para|pra)\s+/iu,
        about: /^(?:para|pra)\s+/iu,
      },
      lead: /^\s*(?:(?:olá|ola|oi|ok)(?:\s+zoe)?,?\s*)?(?:(?:e|também|tambem|ah|oh|ah e|oh e|e também|e tambem|outra coisa|aliás|alias)[,:!.]?\s+)*(?:por favor\s*,?\s*)?(?:(?:podes|pode|poderias|podias|podia|poderia|consegues|você pode|vc pode|você|voce|vc|cê)\s+)?$/iu,
      // "q" as typed in chat; "que tenho que pagar o boleto" is the task "pagar o boleto".
      joiner: /^(?:de\s+|(?:que|q)\s+(?:(?:tenho|devo)\s+(?:que|q|de)|preciso(?!\s+de\s))\s+|que\s+|q\s+|para\s+|pra\s+)/iu,
      also: /^(?:também|tambem|ainda)\s+/iu,
      elliptic: { and: /^(?:e|também|tambem)\s+/iu, too: /(?<![\p{L}])(?:também|tambem)(?![\p{L}])/giu },
      // "… what day it is?": a question put to ZOE, no task.
      asked: /^(?:que|qual|quais|q)\s+(?:dia|hora|horas|data|m[eê]s|ano|semana)s?(?![\p{L}])(?!\s*\d)|^(?:quando|onde|como|quanto|quanta|quantos|quantas|quem|o\s+que|oq|qual|quais)(?![\p{L}])[^?]*\?\s*$|^(?:(?:o|a|os|as|meu|minha|meus|minhas|teu|tua|seu|sua)\s+)?(?:senhas?|password|pin|códigos?|codigos?|números?|numeros?|endereço|endereco|morada|nomes?|matrícula|matricula|placa|e-?mail|usuário|usuario|telefone|celular|nif|cpf)(?![\p{L}])[^?]*\?\s*$/iu,
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
      /(?<!\p{L})(?:escreves-me\s+demasiado|(?:me\s+(?:escrev|mand|envi)(?:e|es|a|as|ar|ando)|(?:escrev|mand|envi)(?:e|es|a|as|ar|ando)-me)\s+(?:(?:tantas|muitas)\s+)?(?:mensage(?:m|ns)\s+)?(?:demais|demasiado|a\s+mais)|(?:me\s+)?escreves\s+(?:demais|demasiado)|demasiadas\s+mensagens|menos\s+(?:mensagens|lembretes))(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:lembr(?:a|ar)-me\s+mais\s+(?:vezes|vezes)?|lembra-me\s+mais\s+vezes|insist(?:e|ir)\s+mais|(?:manda|envia)-me\s+mais\s+(?:lembretes|mensagens))(?!\p{L})/iu,
      /(?<!\p{L})(?:mais\s+lembretes|lembra-me\s+mais)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})(?:(?:para|pára|pare|deixa|deixe)\s+de\s+me\s+lembrar|não\s+me\s+lembres\s+mais)\s+(?:de\s+|do\s+|da\s+)?(.+?)[.!]*$/iu,
      // "forget about the gym thing", "vergiss das mit dem Fitnessstudio": said at the start of the message only.
      /^(?:(?:ok|pronto|bem)[\s,]+)*(?:esquece|esqueça|deixa\s+(?:lá|para\s+lá))\s+(?:(?:a\s+cena|a\s+coisa|o\s+assunto)\s+(?:do|da|dos|das|de)\s+)?(.+?)[.!]*$/iu,
    ],
    stopWords: ["o", "os", "a", "as", "um", "uma", "meu", "minha", "do", "da", "de", "das", "dos", "no", "na", "nos", "nas", "ao", "aos", "com", "para"],
    // "hj": today as typed in Brazilian chat.
    tomorrow: /(?<!\p{L})(?<!depois\s+de\s+)(?:amanhã|amanha|amnh)(?!\p{L})/iu,
    week: /(?<!\p{L})(?:esta|essa|nesta|nessa)\s+semana(?!\p{L})/iu,
    today: /(?<!\p{L})(?:hoje|hj|esta\s+(?:noite|tarde|manhã))(?!\p{L})/iu,
    // "o q eu tenho pra hoje?", "oq tem pra hj", "q tenho q fazer hj": "q"/"oq" for "que", "eu" said, "tem" for "há".
    todayAsks: /^(?:(?:(?:o\s+)?(?:que|quê|q)|oq)\s+(?:é\s+que\s+)?(?:eu\s+)?(?:tenho|há|temos|tem)(?:\s+(?:para\s+fazer|pra\s+fazer|a\s+fazer|(?:que|q)\s+fazer|pendente|marcado))?|(?:(?:o\s+)?(?:que|q)|oq)\s+(?:é\s+que\s+)?(?:está|esta|tá|ta)\s+(?:marcado|pendente|previsto)|(?:o\s+)?(?:meu\s+)?plano)(?:\s+(?:para|pra))?\s+(?:hoje|hj|esta\s+(?:noite|tarde|manhã))$/iu,
    pause: [
      /^(?:silêncio|silencio|(?:faz\s+(?:uma\s+)?)?pausa|sem\s+mensagens|(?:não|nao)\s+me\s+(?:escrevas|escreve|escreva|incomodes|incomoda|incomode|perturbes|perturba|(?:mandes|manda|mande)\s+(?:nada|mais\s+nada|mensage[mn]s?|msgs?))|deixa-me\s+em\s+paz|me\s+deixa\s+em\s+paz|nada\s+de\s+mensagens)\s+(?:(?:até|ate)\s+(?<evening>(?:hoje\s+)?(?:à|a|de)\s+noite|logo\s+(?:à|a)\s+noite|(?:a\s+)?noitinha)|(?:até|ate)\s+(?:(?:à|a|ao)\s+)?(?<day>.+?)|(?<tonight>hoje\s+à\s+noite|esta\s+noite|logo\s+à\s+noite|por\s+hoje|(?:por\s+)?o\s+resto\s+do\s+dia)|(?:durante|por)\s+(?:(?<hours>\d+|uma)\s+horas?|(?<minutes>\d+)\s+minutos?))(?:,?\s+(?:por\s+favor|pfv|pf|por\s+favorzinho))?[\s.!]*$/iu,
      /^(?:(?<tonight>hoje\s+à\s+noite|esta\s+noite|logo\s+à\s+noite)|(?:até|ate)\s+(?<evening>(?:hoje\s+)?(?:à|a|de)\s+noite|logo\s+(?:à|a)\s+noite|(?:a\s+)?noitinha)|(?:até|ate)\s+(?<day>.+?)),?\s+(?:sem\s+mensagens|(?:não|nao)\s+me\s+(?:escrevas|escreve|escreva|incomodes|incomoda|incomode|perturbes|perturba|(?:mandes|manda|mande)\s+(?:nada|mais\s+nada|mensage[mn]s?|msgs?))|silêncio|nada\s+de\s+mensagens)(?:,?\s+(?:por\s+favor|pfv|pf|por\s+favorzinho))?[\s.!]*$/iu,
    ],
    resume: [
      /^(?:(?:ok|beleza|blz|tá|ta|pronto|certo)[\s,]+)?(?:(?:(?:já|ja)\s+)?(?:podes|pode|você\s+pode|vc\s+pode)\s+(?:voltar\s+a\s+(?:me\s+)?(?:mandar\s+mensage(?:m|ns)|escrever(?:-me)?|falar\s+comigo)|escrever-me\s+(?:outra\s+vez|de\s+novo)|me\s+(?:escrever|mandar\s+mensage(?:m|ns))\s+(?:outra\s+vez|de\s+novo)|mandar\s+mensage(?:m|ns)\s+(?:outra\s+vez|de\s+novo))|fim\s+d[oa]\s+(?:silêncio|silencio|pausa)|(?:já|ja)\s+voltei)(?:,?\s+por\s+favor)?[\s.!]*$/iu,
    ],
    moveTo: [
      /^(?:(?:podes|podias|consegues)\s+|por\s+favor,?\s+)?(?:passa|muda|adia|mete|põe|poe|move|empurra|passar|mudar|adiar|mover|deixa|bota|joga|remarca|remarcar)\s+(?<what>.+?)\s+(?:para|pra|pro|até|ate|à|ao)\s+(?<when>.+?)(?:,?\s+por\s+favor)?[\s.!?]*$/iu,
      // "passa-o para sexta", "adia pra amanhã", "muda pra segunda": no loop named (a pronoun joined, or none).
      /^(?:por\s+favor,?\s+)?(?:passa|muda|adia|mete|põe|poe|empurra|remarca|joga)(?:-(?:o|a|os|as|lo|la|los|las))?\s+(?:para|pra|pro|até|ate)\s+(?<when>.+?)(?:,?\s+por\s+favor)?[\s.!?]*$/iu,
    ],
    moveIt: /^(?:(?:então|entao|ok|pois|aí|ai)[\s,]+)*(?:(?:muda|passa|adia|remarca|move)(?:-(?:o|a))?(?:\s+(?:isso|isto|ele|ela))?|muda\s+isso|adia\s+isso)(?:,?\s+por\s+favor)?[\s.!]*$/iu,
    // "move the meeting" with no time: ZOE asks to when (threads/closing.ts).
    moveAsk: [
      /^(?:(?:pode|podes|você\s+pode|vc\s+pode)\s+)?(?:muda|mude|mudar|passa|passe|passar|adia|adie|adiar|remarca|remarque|remarcar|move|mova|mover)\s+(?<what>(?:o|a|os|as|meu|minha|meus|minhas|nosso|nossa)\s+(?:(?!(?:para|pra|pro|a|ao|à|até|de|do|da|por)(?![\p{L}]))[\p{L}\p{N}'’:-]+\s*){1,5}?)(?:\s+(?:por\s+favor|pfv))?[\s.!?]*$/iu,
    ],
    asks: {
      // As typed in chat too: "oq eu tenho pra amanha?", "o que ta pendente?", "quais sao minhas pendencias?".
      threads: /^(?:(?:o\s+)?(?:que|quê|q)|oq)\s+(?:é\s+que\s+)?(?:eu\s+)?(?:está\s+na\s+minha\s+lista|(?:tenho|tem)\s+(?:(?:para|pra|pro)\s+(?:(?:a\s+|o\s+|essa\s+|esta\s+)?(?:hoje|fazer|amanhã|amanha|depois\s+de\s+amanhã|depois\s+de\s+amanha|semana|fim\s+de\s+semana|segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo))|pendente|a\s+fazer|que\s+fazer|q\s+fazer)|(?:me\s+)?(?:falta|resta)(?:\s+fazer)?|(?:está|esta|tá|ta)\s+(?:pendente|atrasado)|prometi)(?:\s+hoje)?$|^(?:mostra(?:-me)?\s+(?:a\s+minha\s+lista|as\s+minhas\s+tarefas)|(?:a\s+)?minha\s+lista|(?:as\s+)?minhas\s+(?:tarefas|pendências|pendencias)|quais\s+(?:são|sao)\s+(?:as\s+)?minhas\s+(?:tarefas|pendências|pendencias))$/iu,
      goals: /^(?:mostra(?:-me)?\s+os\s+meus\s+objetivos|quais\s+são\s+os\s+meus\s+objetivos|(?:os\s+)?meus\s+objetivos|objetivos)$/iu,
      drafts: /^(?:há\s+rascunhos|tens\s+rascunhos|mostra(?:-me)?\s+os\s+rascunhos|(?:os\s+)?meus\s+rascunhos|rascunhos)$/iu,
      help: /^(?:o\s+)?que\s+(?:é\s+que\s+)?(?:sabes|podes)\s+fazer$|^(?:ajuda|ajuda-me)$/iu,
    },
    upTo: /^(?:e\s+a[íi]\s+|e\s+|ei\s+)?(?:o\s+)?(?:que|q)\s+(?:é\s+que\s+)?(?:(?:você|vc|tu)\s+)?(?:(?:está|tá|ta|estás)\s+(?:fazendo|a\s+fazer)|faz(?:es)?\s+de\s+bom)(?:\s+(?:hoje|agora))?(?:\s+zoe)?$/iu,
    // "drop the mockups" (forms stopAbout does not take): ZOE asks first; the object short, nothing after it.
    untrackAsk: [
      /^(?:(?:ok|pronto|bem|olha)[\s,]+)*(?:(?:podes|pode|você\s+pode)\s+)?(?:apaga|apague|apagar|elimina|elimine|eliminar|cancela|cancele|cancelar|remove|remova|remover|tira|tire|tirar|deixa\s+de\s+acompanhar|para\s+de\s+acompanhar)\s+(?<what>(?:o|a|os|as|meu|minha|meus|minhas|esse|essa|aquele|aquela)\s+(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:\s*da\s+lista)?(?:,?\s*(?:por\s+favor|pf|obrigad[oa]))?[\s.!?]*$/iu,
    ],
    dropAsk: [
      /^(?:(?:ok|pronto|bem|olha)[\s,]+)*(?:larga|descarta|risca)\s+(?<what>(?:o|a|os|as|meu|minha|meus|minhas)\s+(?:[\p{L}\p{N}'’-]+\s*){1,3})[\s.!]*$/iu,
    ],
    // "remember that …": a fact for memory; "remember to …" is a reminder and is not one.
    verbLast: { verbs: [], determiners: [] },
    remember: [
      /^(?:(?:olha|ok|bem|zoe|ei|já\s+agora)[\s,]+)*(?:lembra(?:-te)?(?:\s+de)?|lembre-se(?:\s+de)?|memoriza|guarda|tem\s+em\s+conta|tenha\s+em\s+mente|anota(?:\s+a[ií])?)(?:\s+(?:bem|por\s+favor))?(?:,?\s+que\s+|\s*:\s*)(?<fact>.+?)[\s.!]*$/isu,
    ],
    // "note to self: …": a fact for memory, or a to-do when the capture reads an errand in it.
    noteToSelf: [
      /^(?:nota|anotação|anotacao)\s*:\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:nota\s+mental|nota\s+para\s+mim(?:\s+mesm[oa])?|lembrete\s+para\s+mim(?:\s+mesm[oa])?)\s*(?::|[-–—]|,)\s*(?<note>.+?)[\s.!]*$/isu,
    ],
    // A statement about something ("the wifi is slow"), not an errand.
    statement: /^(?:(?:o|a|os|as|meu|minha|meus|minhas|nosso|nossa|seu|sua|este|esta|esse|essa)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}?|(?:[\p{L}\p{N}'’-]+\s+){1,2}?(?!(?:a|se|si)(?![\p{L}])))(?:é|são|está|estão|era|eram|fica|ficam|foi|foram|passou|mudou|começa|abre|fecha|se)(?![\p{L}])/iu,
    listBag: {
      lead: ["você pode", "vc pode", "pode", "por favor", "pfv", "ei zoe"],
      ask: ["que", "quê", "q", "oq", "quais", "qual", "mostra", "mostre", "lembra", "lembre", "algo", "alguma", "algum", "mostrar", "dizer"],
      open: ["pendente", "pendentes", "aberto", "abertos", "aberta", "falta", "faltam", "resta", "restam", "esquecendo", "esqueci", "esquecer", "fazer", "planejado", "atrasado", "vence", "atrasada", "atrasados", "atrasadas", "abertas", "planejada", "planejados"],
      items: ["lista", "tarefas", "lembretes", "pendências", "pendencias", "coisas"],
      mine: ["minha", "minhas", "meu", "meus"],
      none: ["nada"],
      filler: ["o", "a", "os", "as", "eu", "me", "tenho", "tem", "tô", "to", "estou", "pra", "para", "de", "em", "ainda", "ficou", "ficaram", "tá", "ta", "está", "e", "são", "coisa", "tudo", "aí", "ai", "ok", "zoe", "já", "ja", "mim", "preciso", "devo", "na", "no", "nas", "nos", "estão", "estao", "tinha", "tava", "eram"],
    },
  },
  clock: {
    noon: ["meio-dia", "meio dia", "meiodia"],
    midnight: ["meia-noite", "meia noite", "meianoite"],
    at: ["às", "as"],
    oClock: [],
    hourLetters: ["h"],
    meridiem: { am: [], pm: [] },
    halves: { am: ["de manhã", "da manhã", "manhã", "pela manhã", "de madrugada", "da madrugada"], pm: ["à tarde", "da tarde", "de tarde", "tarde", "à noite", "da noite", "de noite", "noite"] },
    rangeFrom: ["de", "das"],
    rangeTo: ["\\sa\\s", "\\sàs\\s", "\\saté\\s"],
  },
  commands: {
    modes: { silencioso: "quiet", tranquilo: "quiet", calmo: "quiet", discreto: "quiet", equilibrado: "balanced", normal: "balanced", proativo: "proactive", proactivo: "proactive", ativo: "proactive" },
    on: ["sim"],
    off: ["não", "nao"],
    actOnForward: new RegExp(`${L}(?:(?:acompanha|anota|guarda|regista|registra|segue)\\s+(?:isto|isso|estes|estas|este|esta)|lembra[\\s-]+(?:te|me)\\s+(?:disto|disso|isto|isso))${R}`, "iu"),
    ordinals: [["primeiro", "primeira"], ["segundo", "segunda"], ["terceiro", "terceira"], ["quarto", "quarta"], ["quinto", "quinta"], ["sexto", "sexta"], ["setimo", "setima"], ["oitavo", "oitava"]],
    pickFillers: ["o", "a", "numero", "num", "pf", "por", "favor"],
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
