/**
 * How an owner writing Portuguese names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, the units that make a number a length, the words
 * that put a login in a clause and those that make a code a voucher or an order.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["senha", "senhas", "palavra-passe", "palavras-passe", "palavra passe", "utilizador", "usuário", "usuario", "credenciais", "login", "frase de recuperação", "palavra-chave", "palavra chave", "senha de acesso", "palavra-pase", "palavra pase", "pasword", "frase-passe", "frase passe", "frase secreta", "frase de passe"],
  code: ["código", "codigo", "pin", "puk", "chave", "chave wifi", "chave de segurança", "chave de recuperação", "chave de configuração", "chave secreta", "código de acesso", "alarme", "cofre", "cadeado", "caixa de chaves", "combinação", "código do portão", "código da porta", "código do prédio"],
  compoundHeads: [],
  connectors: ["é", "e", "era", "são", "para", "em", "fica", "ficou", "ser", "será", "passa a ser", "passou", "continua", "foi"],
  fillers: ["agora", "ainda", "já", "o", "a", "os", "as", "nova", "novo", "sempre", "atualmente", "de novo", "ser", "desde", "ontem", "hoje", "finalmente", "oficialmente", "literalmente", "aliás"],
  units: ["caracteres", "dígitos", "digitos", "letras", "dias", "semanas", "meses", "minutos", "horas", "vezes", "euros", "reais", "pessoas", "tentativas", "linhas", "palavras", "páginas", "por"],
  userWords: ["utilizador", "usuário", "usuario", "nome de usuário", "conta", "email", "e-mail", "login"],
  plainValueKeywords: ["senha", "palavra-passe", "palavra passe", "senhas", "palavras-passe", "palavra-pase", "palavra pase", "pasword", "frase-passe", "frase passe", "frase secreta", "frase de passe"],
  asWords: ["como"],
  settledVerbs: ["ficou", "fica", "passou", "virou", "acabou"],
  notValues: ["errada", "errado", "certa", "certo", "correta", "incorreta", "inválida", "válida", "expirada", "fraca", "forte", "segura", "insegura", "igual", "diferente", "mudada", "alterada", "guardada", "salva", "conhecida", "desconhecida", "simples", "fácil", "difícil", "longa", "curta", "vazia", "aqui", "ali", "abaixo", "acima", "bloqueada", "esquecida", "perdida", "nova", "velha", "antiga", "também", "ainda", "provavelmente", "cifrada", "seguinte", "obrigatória", "bitwarden", "1password", "keepass", "lastpass", "caderno", "geladeira", "frigorífico", "gaveta", "adesivo", "autocolante", "mesmo", "mesma", "próprio", "própria", "mais", "menos"],
  pairCues: ["conta", "acesso", "entrar", "iniciar sessão", "router", "roteador", "wifi", "portal", "app"],
  corrections: ["desculpa", "desculpe", "perdão", "corrijo", "quero dizer", "aliás", "não espera", "enganei-me", "erro"],
  storyCues: ["banco", "finanças", "mudei", "pôr", "a nova", "o novo", "netflix", "amazon", "bloqueei", "bloqueado", "bloqueada", "portátil", "computador", "desbloquear", "spotify", "disney+", "icloud", "paypal", "meo", "mb way", "olx", "gmail", "instagram", "hbo"],
  codeTopics: ["desconto", "cupom", "cupão", "promoção", "carrinho", "rastreio", "rastreamento", "reserva", "encomenda", "pedido", "erro", "projeto", "projecto", "curso", "módulo", "produto", "disciplina", "evento", "impressão digital", "fingerprint", "recibo", "talão", "comprovante", "sala", "lobby", "quiz"],
  namingWords: ["chama-se", "chama", "chamada", "chamado"],
  means: ["com", "digita", "digite", "digitar", "introduz", "introduza", "introduzir", "põe", "usa", "pões", "usas"],
  shortCodes: ["cadeado", "combinação"],
  securityAnswers: ["nome de solteira", "apelido de solteira", "pergunta de segurança", "pergunta secreta", "resposta secreta", "primeiro animal", "primeiro animal de estimação", "primeiro bicho de estimação"],
  placeVerbs: ["guardado", "guardada", "salvo", "salva", "armazenado", "armazenada", "anotado", "anotada"],
  leadIns: ["essa", "esse", "isso", "aqui", "abre", "desbloqueia"],
  phraseConnectors: ["é"],
  dictation: ["depois", "seguida", "a seguir"],
  spaceWords: ["espaço", "espaços"],
  conjunctions: ["e", "ou"],
  doors: ["portão", "portao", "garagem", "cacifo", "armário", "teclado"],
  references: ["nº", "n°", "nº.", "n°.", "quarto", "página", "linha", "passo", "plataforma", "voo", "terminal"],
  timePrepositions: ["a", "às", "as", "para"],
  datePrepositions: ["em", "a", "para", "desde", "de", "da", "até", "por"],
  proseWords: ["aquela", "aquele", "essa", "esse", "esta", "este", "mesma", "mesmo", "mais", "menos", "ainda", "muito", "sempre", "para", "como"],
  topics: ["linhas", "artigo", "produto", "peça", "cliente", "postal", "fiscal", "esquecida", "pública", "publica", "públicas", "hash", "criptografia"],
  notSecretPrefixes: ["cupom", "sala", "reunião"],
  tokens: ["token", "token de acesso"],
  meetings: ["webinário", "webinario", "id da reunião", "id de reunião", "id da conferência", "reunião do zoom", "reunião no zoom", "reunião do teams", "videoconferência"],
  networkNames: ["convidado", "convidados", "visitante", "visitantes", "visitas"],
  receipts: ["talão", "recibo", "comprovante", "cupom fiscal"],
  recoveryCodes: ["recuperação", "recuperacao", "reserva", "emergência", "backup", "cópia de segurança", "copia de seguranca"],
  ownCodes: ["meus", "nossos"],
  spokenNumbers: {
    digits: ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
    otherDigits: { tres: 3, uma: 1, duas: 2, meia: 6 },
    pairs: ["dez", "onze", "doze", "treze", "catorze", "quatorze", "quinze", "dezesseis", "dezasseis", "dezessete", "dezassete", "dezoito", "dezenove", "dezanove", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"],
    joiners: ["e"],
  },
  singlePatterns: {
    passwordWords: ["senha"],
    purposeWords: ["para", "do", "da", "de"],
    articles: ["o", "a"],
    connectors: ["é"],
    pinWords: [],
    countWords: [],
    loginWords: [],
  },
};
