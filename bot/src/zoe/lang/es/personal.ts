/**
 * How an owner writing Spanish writes personal data, for the privacy gate (privacy/personal.ts):
 * the words around a date of birth, month names, the words naming an identity number or document,
 * street words and phone words with the regions whose numbers the language's speakers write.
 * Must never: hold logic.
 */
import type { PersonalWords } from "../pack.ts";

export const PERSONAL: PersonalWords = {
  birth: ["nací", "nació", "nacido", "nacida", "nacimiento", "fecha de nacimiento", "f. nac.", "cumpleaños"],
  birthdayErrands: ["regalo", "fiesta", "tarta", "pastel", "cena", "tarjeta", "sorpresa", "lista"],
  months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre", "ene", "abr", "ago", "dic"],
  dayWords: ["treinta y uno", "uno", "primero", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve", "treinta"],
  yearWords: { opens: ["mil", "dos mil"], parts: ["novecientos", "y", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"] },
  plates: { words: ["matrícula", "matricula", "placa"], mine: ["mi", "mis", "nuestro", "nuestra"] },
  nationalIds: ["número de identidad", "documento de identidad", "número de la seguridad social", "seguridad social", "nss", "cuit", "cuil", "rut", "curp", "cédula", "cedula", "dni"],
  checkedIds: ["dni", "nie", "nif"],
  idAuthorities: ["hacienda", "agencia tributaria", "padrón", "padron", "empadronamiento", "seguridad social"],
  cardChecks: ["cvv", "cvc", "código de seguridad", "codigo de seguridad", "código cvv"],
  documents: ["pasaporte", "número de pasaporte", "carnet de conducir", "carné de conducir", "licencia de conducir", "permiso de conducir", "tarjeta de residencia"],
  streetTypes: ["calle", "c/", "avenida", "avda.", "avda", "av.", "plaza", "pza.", "paseo", "pº", "carrer", "ronda", "camino", "travesía", "glorieta", "rambla"],
  streetTypesLowerCase: ["calle", "c/"],
  streetSuffixes: [],
  streetSuffixesLowerCase: [],
  placeSuffixes: [],
  placePrepositions: [],
  placeTimeWords: [],
  houseNameEnds: [],
  streetTitles: [],
  localities: ["paraje", "partida", "diseminado", "lugar", "colonia", "col.", "fraccionamiento", "fracc."],
  emailAt: ["arroba"],
  emailDot: ["punto"],
  emailJoins: ["guion bajo", "guión bajo", "barra baja", "guion", "guión"],
  addressUnits: ["piso", "puerta", "pta.", "esc.", "escalera", "izq.", "izda.", "dcha.", "izquierda", "derecha", "planta", "bajo", "ático", "apto.", "depto."],
  postcodeLinks: ["en"],
  buildings: ["edificio", "urbanización", "urbanizacion", "urb.", "residencial", "bloque", "conjunto"],
  careOf: ["c/o", "a/a", "a la atención de"],
  examples: ["ejemplo", "tu", "su", "aqui", "aquí"],
  abbreviations: ["núm", "num", "tlf", "tel", "ref", "art"],
  phone: { extensionWords: ["extensión", "anexo", "interno", "int.", "ext."], hesitations: ["eh", "em", "ehm", "este", "no", "perdón", "perdon", "espera", "digo"], plusWords: ["más", "mas"], words: ["localizable", "localízame", "localizame", "teléfono", "telefono", "móvil", "movil", "celular", "llámame", "llamame", "llamar", "número", "numero", "fijo", "whatsapp", "contacto", "particular"], regions: ["ES", "MX", "AR", "CO"], notPhone: ["localizador", "tarjeta regalo", "cheque regalo", "lotería", "loteria", "primitiva", "bonoloto", "euromillones", "cups", "contador", "reunión", "reunion", "conferencia", "pedido", "factura", "pieza", "referencia", "cliente", "contrato", "expediente", "serie", "seguimiento", "envío", "envio", "reserva", "confirmación", "ticket", "artículo", "articulo", "socio", "póliza", "poliza", "siniestro", "protocolo", "id", "concepto", "cif", "paquete", "bulto"], numberLabels: ["factura", "reunión", "reunion", "conferencia", "pedido"], contextWords: ["teléfono", "móvil", "llamar", "llámame", "llamame", "llámenos", "llámeme"] },
  referenceLabels: ["referencia", "referencia de la pieza", "pieza", "número de cliente", "número de pedido", "número de referencia", "número de serie", "número de factura", "número de seguimiento", "número de expediente", "número de contrato", "código de producto", "código de artículo", "código de cliente", "código de pedido", "código del producto", "código del artículo", "código del cliente", "código del pedido", "codigo de producto", "codigo de artículo", "codigo de cliente", "codigo de pedido", "codigo del producto", "codigo del artículo", "codigo del cliente", "codigo del pedido"],
  referenceCompounds: [],
  cards: ["tarjeta", "tarjeta de crédito", "tarjeta de credito", "tarjeta de débito", "tarjeta de debito"],
};
