/**
 * How an owner writing Portuguese writes personal data, for the privacy gate (privacy/personal.ts):
 * the words around a date of birth, month names, the words naming an identity number or document,
 * street words and phone words with the regions whose numbers the language's speakers write.
 * Must never: hold logic.
 */
import type { PersonalWords } from "../pack.ts";

export const PERSONAL: PersonalWords = {
  birth: ["nasci", "nasceu", "nascido", "nascida", "nascimento", "data de nascimento", "aniversário", "aniversario"],
  birthdayErrands: ["presente", "festa", "bolo", "jantar", "cartão", "surpresa", "lista"],
  months: ["janeiro", "fevereiro", "março", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro", "jan", "fev", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
  dayWords: ["vinte e um", "vinte e dois", "vinte e três", "vinte e quatro", "vinte e cinco", "vinte e seis", "vinte e sete", "vinte e oito", "vinte e nove", "trinta e um", "primeiro", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze", "treze", "catorze", "quatorze", "quinze", "dezasseis", "dezesseis", "dezassete", "dezessete", "dezoito", "dezanove", "dezenove", "vinte", "trinta"],
  yearWords: { opens: ["mil", "dois mil"], parts: ["novecentos", "e", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"] },
  plates: { words: ["matrícula", "matricula", "placa"], mine: ["meu", "minha", "nosso", "nossa"] },
  nationalIds: ["rg", "niss", "segurança social", "cartão de cidadão", "cartao de cidadao", "cc", "cnh", "pis", "título de eleitor"],
  checkedIds: ["cpf", "nif", "número de contribuinte", "numero de contribuinte", "contribuinte", "número fiscal", "número de identificação fiscal"],
  idAuthorities: ["finanças", "financas", "portal das finanças", "receita federal", "receita", "segurança social", "seguranca social", "e-fatura"],
  cardChecks: ["cvv", "cvc", "código de segurança", "codigo de seguranca", "código cvv"],
  documents: ["passaporte", "número do passaporte", "bilhete de identidade", "carta de condução", "carteira de motorista", "carteira de identidade", "cartão de cidadão", "cartao de cidadao", "cnh"],
  streetTypes: ["rua", "r.", "avenida", "av.", "travessa", "tv.", "largo", "praça", "praca", "alameda", "al.", "estrada", "rodovia", "beco", "calçada", "calcada"],
  streetTypesLowerCase: [],
  streetSuffixes: [],
  streetSuffixesLowerCase: [],
  placeSuffixes: [],
  placePrepositions: [],
  placeTimeWords: [],
  houseNameEnds: [],
  streetTitles: [],
  localities: ["lugar de", "lugar do", "lugar da", "sítio", "quinta"],
  emailAt: ["arroba"],
  emailDot: ["ponto"],
  emailJoins: ["underline", "underscore", "sublinhado", "traço", "hífen", "hifen"],
  addressUnits: ["ap.", "ap", "apto", "apto.", "apartamento", "andar", "esq.", "esq", "dto.", "dto", "dir.", "bloco", "bl.", "sala", "casa", "r/c", "cj.", "conjunto"],
  postcodeLinks: ["em"],
  buildings: ["edifício", "edificio", "ed.", "condomínio", "condominio", "bloco", "residencial"],
  careOf: ["c/o", "a/c", "aos cuidados de"],
  examples: ["exemplo", "sua", "seu", "teu", "tua", "aqui"],
  abbreviations: ["num", "núm", "tel", "tlf", "ref", "art", "cod"],
  phone: { extensionWords: ["ramal", "extensão", "ext."], hesitations: ["hum", "ehm", "não", "nao", "desculpa", "espera", "digo"], plusWords: ["mais"], words: ["contactável", "contatável", "contactavel", "telefone", "celular", "telemóvel", "telemovel", "liga", "ligar", "ligue", "número", "whats", "zap", "fixo", "whatsapp", "contacto", "contato", "pessoal"], regions: ["BR", "PT"], notPhone: ["cartão presente", "cartão-presente", "vale-presente", "cartão oferta", "mega-sena", "megasena", "lotofácil", "lotofacil", "quina", "totoloto", "euromilhões", "cpe", "contador", "reunião", "reuniao", "conferência", "pedido", "encomenda", "fatura", "factura", "peça", "peca", "referência", "referencia", "cliente", "contrato", "processo", "série", "serie", "rastreio", "envio", "reserva", "confirmação", "protocolo", "artigo", "sócio", "apólice", "sinistro", "id", "entidade", "nipc", "cnpj", "pacote", "objeto"], numberLabels: ["reunião", "reuniao", "conferência", "conferencia", "pedido", "encomenda", "fatura"], contextWords: ["telefone", "celular", "telemóvel", "telemovel", "ligar", "liga", "ligue", "liguem"] },
  referenceLabels: ["código do artigo", "código do produto", "código do cliente", "código do referência", "código do pedido", "código de artigo", "código de produto", "código de cliente", "código de referência", "código de pedido", "codigo do artigo", "codigo do produto", "codigo do cliente", "codigo do referência", "codigo do pedido", "codigo de artigo", "codigo de produto", "codigo de cliente", "codigo de referência", "codigo de pedido", "número do pedido", "número do série", "número do cliente", "número do encomenda", "número do contrato", "número de pedido", "número de série", "número de cliente", "número de encomenda", "número de contrato"],
  referenceCompounds: [],
  cards: ["cartão", "cartao", "cartão de crédito", "cartao de credito", "cartão de débito", "cartao de debito", "cartão multibanco"],
};
