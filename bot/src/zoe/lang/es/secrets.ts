/**
 * How an owner writing Spanish names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, the units that make a number a length, the words
 * that put a login in a clause and those that make a code a voucher or an order.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["contraseña", "contraseñas", "contra", "contrasena", "contrasenas", "usuario", "credenciales", "frase semilla", "frase de recuperación", "contrasenya", "clave de acceso", "contraseñita", "contraseñitas", "contrasenia", "contrseña", "frase de contraseña", "frase secreta", "frase de paso"],
  code: ["clave", "claves", "pin", "puk", "código", "codigo", "código pin", "clave wifi", "clave secreta", "clave de recuperación", "clave de configuración", "código de acceso", "código de seguridad", "alarma", "caja fuerte", "candado", "caja de llaves", "cajetín", "combinación", "código del portal", "código de la puerta", "clave del portal"],
  compoundHeads: [],
  connectors: ["es", "era", "son", "a", "en", "siendo", "queda", "quedó", "será", "por", "sigue", "fue"],
  fillers: ["ahora", "todavía", "aún", "ya", "el", "la", "los", "las", "nueva", "nuevo", "siempre", "actualmente", "otra vez", "sigue", "desde", "ayer", "hoy", "por fin", "oficialmente", "literalmente", "igualmente"],
  units: ["caracteres", "dígitos", "digitos", "letras", "días", "dias", "semanas", "meses", "minutos", "horas", "veces", "euros", "personas", "intentos", "líneas", "palabras", "páginas", "por", "al"],
  userWords: ["usuario", "nombre de usuario", "cuenta", "correo", "email", "e-mail", "login"],
  plainValueKeywords: ["contraseña", "contrasena", "contraseñas", "contrasenas", "contraseñita", "contraseñitas", "contrasenia", "contrseña", "frase de contraseña", "frase secreta", "frase de paso"],
  asWords: ["como", "de"],
  settledVerbs: ["quedó", "queda", "quedado", "pasó", "acabó", "terminó"],
  notValues: ["incorrecta", "incorrecto", "correcta", "correcto", "inválida", "válida", "caducada", "expirada", "débil", "fuerte", "segura", "insegura", "igual", "distinta", "diferente", "cambiada", "guardada", "conocida", "desconocida", "sencilla", "fácil", "difícil", "larga", "corta", "vacía", "aquí", "ahí", "abajo", "arriba", "bloqueada", "olvidada", "perdida", "nueva", "vieja", "antigua", "también", "todavía", "probablemente", "cifrada", "siguiente", "obligatoria", "bitwarden", "1password", "keepass", "lastpass", "llavero", "cuaderno", "nevera", "cajón", "pegatina", "mismo", "misma", "mismos", "mismas", "más", "menos"],
  pairCues: ["cuenta", "acceso", "iniciar sesión", "entrar", "router", "wifi", "portal", "app"],
  corrections: ["perdón", "perdon", "perdona", "me equivoqué", "corrijo", "quiero decir", "no espera", "digo", "error"],
  storyCues: ["banco", "cambié", "puesto", "el nuevo", "la nueva", "netflix", "amazon", "bloqueado", "bloqueada", "portátil", "ordenador", "hotmail", "desbloquear", "spotify", "disney+", "icloud", "paypal", "movistar", "movistar+", "hbo", "wallapop", "gmail", "instagram", "dazn"],
  codeTopics: ["descuento", "cupón", "cupon", "promoción", "promocion", "carrito", "seguimiento", "reserva", "pedido", "error", "proyecto", "curso", "módulo", "producto", "asignatura", "evento", "huella digital", "huella", "recibo", "ticket de compra", "sala", "partida", "lobby", "quiz"],
  namingWords: ["llama", "llamada", "llamado"],
  means: ["con", "teclea", "teclee", "teclear", "introduce", "introduzca", "introducir", "pon", "pones", "usa"],
  shortCodes: ["candado", "combinación"],
  securityAnswers: ["apellido de soltera", "nombre de soltera", "pregunta de seguridad", "pregunta secreta", "respuesta secreta", "primera mascota", "nombre de mi primera mascota"],
  placeVerbs: ["guardado", "guardada", "almacenado", "almacenada", "apuntado", "apuntada", "anotado", "anotada"],
  leadIns: ["esa", "ese", "esto", "aquí", "aqui", "abre", "desbloquea"],
  phraseConnectors: ["es"],
  dictation: ["luego", "después", "despues"],
  spaceWords: ["espacio", "espacios"],
  conjunctions: ["y", "e", "o"],
  doors: ["portal", "garaje", "puerta", "puerta del garaje", "taquilla", "casillero", "teclado"],
  references: ["nº", "n°", "nº.", "n°.", "factura", "habitación", "página", "línea", "paso", "andén", "vuelo", "plataforma", "terminal"],
  timePrepositions: ["a", "para"],
  datePrepositions: ["en", "a", "para", "desde", "de", "hasta", "por"],
  proseWords: ["aquella", "aquel", "esa", "ese", "esta", "este", "misma", "mismo", "más", "menos", "muy", "siempre", "todavía", "para", "como"],
  topics: ["líneas", "artículo", "producto", "pieza", "cliente", "postal", "fiscal", "olvidada", "recuperar", "pública", "publica", "públicas", "hash", "cifrado"],
  notSecretPrefixes: ["cupón", "sala", "reunión", "cnae"],
  tokens: ["token", "token de acceso"],
  meetings: ["seminario web", "webinario", "id de reunión", "id de la reunión", "id de conferencia", "reunión de zoom", "reunión de teams", "videoconferencia"],
  networkNames: ["invitado", "invitados", "invitada", "invitadas", "visitante", "visitantes", "visitas"],
  receipts: ["ticket de compra", "ticket de caja", "recibo"],
  recoveryCodes: ["recuperación", "recuperacion", "respaldo", "emergencia", "reserva", "copia de seguridad", "seguridad"],
  ownCodes: ["mis", "nuestros"],
  spokenNumbers: {
    digits: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    otherDigits: { un: 1, una: 1 },
    pairs: ["diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "veinte", "veinti", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"],
    joiners: ["y"],
  },
  singlePatterns: {
    passwordWords: ["contraseña", "contrasena", "clave"],
    purposeWords: ["para", "de", "del"],
    articles: ["el", "la"],
    connectors: ["es"],
    pinWords: [],
    countWords: [],
    loginWords: ["usuario"],
  },
};
