/**
 * The inputs of outside probe (e) of issue #36 (probe-36e.test.ts and probe-36e.e2e.test.ts), written
 * before running ZOE on them: other providers' secrets (GitLab, npm, PyPI, Twilio, SendGrid, Mailgun,
 * Google, Azure, DigitalOcean, Heroku, Hugging Face, Discord, Telegram, PEM and OpenSSH keys, .netrc,
 * .pgpass, database URLs, basic auth, kubeconfig), secrets said far from their word, on the next line
 * or in the next message, personal data in new forms and developers' clean text, per language.
 * Every value is drawn at run time from a seeded generator.
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import type { Locale } from "../../lang/index.ts";
import { digits, iban, LANGS as LANGS_D, pick, reseed } from "../../eval/pii-corpus/probe36d.ts";

export { reseed };
export const LOCALES: Locale[] = ["en", "de", "fr", "es", "pt", "it", "nl"];

const int = (n: number): number => Math.min(n - 1, Math.floor(Number(`0.${digits(6)}`) * n));
const from = (alphabet: string, n: number): string => Array.from({ length: n }, () => alphabet[int(alphabet.length)]).join("");
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const URLSAFE = `${ALNUM}_-`;
const B64 = `${ALNUM}+/`;
const HEX = "0123456789abcdef";
const SYL = ["ta", "ber", "kol", "mi", "sun", "dra", "vel", "no", "pik", "lu", "gor", "es", "fin", "ra", "tum", "ze"];
const word = (n = 2): string => Array.from({ length: n }, () => pick(SYL)).join("");
const b64 = (s: string): string => Buffer.from(s).toString("base64");

/** A password as people make them: a word, digits, a sign, inner capital. */
export const password = (): string => {
  const w = word(3);
  return w[0]!.toUpperCase() + w.slice(1) + pick(["_", ".", "!", "%"]) + digits(3) + from("ABCDEFGHKMNPRSTWXZ", 1) + word(1);
};

/** Other providers' secrets, each with the name an owner gives it; multi-line ones go on their own lines. */
export const PROVIDERS: Array<[string, () => string]> = [
  ["GitLab token", () => `glpat-${from(URLSAFE, 20)}`],
  ["npm token", () => `npm_${from(ALNUM, 36)}`],
  ["PyPI token", () => `pypi-AgEIcHlwaS5vcmc${from(URLSAFE, 70)}`],
  ["Twilio API key", () => `SK${from(HEX, 32)}`],
  ["SendGrid key", () => `SG.${from(URLSAFE, 22)}.${from(URLSAFE, 43)}`],
  ["Mailgun key", () => `key-${from(HEX, 32)}`],
  ["Google API key", () => `AIza${from(URLSAFE, 35)}`],
  ["Azure storage", () => `DefaultEndpointsProtocol=https;AccountName=${word(3)};AccountKey=${from(B64, 86)}==;EndpointSuffix=core.windows.net`],
  ["DigitalOcean token", () => `dop_v1_${from(HEX, 64)}`],
  ["Heroku key", () => `HRKU-${from(URLSAFE, 60)}`],
  ["Hugging Face token", () => `hf_${from(ALNUM.slice(0, 52), 34)}`],
  ["Discord bot token", () => `${b64(`1${digits(17)}`).replace(/=+$/, "")}.${from(URLSAFE, 6)}.${from(URLSAFE, 38)}`],
  ["Telegram bot token", () => `${1 + int(8)}${digits(9)}:AA${from(URLSAFE, 33)}`],
  ["PEM key", () => `-----BEGIN PRIVATE KEY-----\n${Array.from({ length: 4 }, () => from(B64, 64)).join("\n")}\n-----END PRIVATE KEY-----`],
  ["OpenSSH key", () => `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA${from(B64, 46)}\n${from(B64, 70)}\n-----END OPENSSH PRIVATE KEY-----`],
  [".netrc", () => `machine ${word(2)}.example.org login ${word(2)} password ${password()}`],
  [".pgpass", () => `db.${word(2)}.internal:5432:${word(2)}:${word(2)}:${password()}`],
  ["database URL", () => `postgresql://${word(2)}:${password().replace(/[%]/g, "x")}@db.${word(2)}.internal:5432/${word(2)}`],
  ["basic auth header", () => `Authorization: Basic ${b64(`${word(2)}:${password()}`)}`],
  ["kubeconfig", () => `users:\n- name: ${word(2)}-admin\n  user:\n    token: ${from(ALNUM, 52)}`],
];

/** Apart from the value: the secret part an outside reader must never see (the password in a .netrc line, the whole token otherwise). */
export const secretPart = (name: string, v: string): string => {
  if (name === ".netrc") return v.split(" ").at(-1)!;
  if (name === ".pgpass") return v.split(":").at(-1)!;
  if (name === "database URL") return v.slice(v.indexOf(":", 14) + 1, v.indexOf("@"));
  if (name === "kubeconfig") return v.split("token: ")[1]!;
  if (name === "Azure storage") return v.slice(v.indexOf("AccountKey=") + 11, v.indexOf(";Endpoint"));
  return v.replace(/^-----[^\n]*\n|\n-----[^\n]*$/g, "").split("\n")[0]!;
};

/** An IBAN with valid check digits in the language's country, lower case and in one run. */
export const looseIban = (locale: Locale): string => {
  const [cc, bank, len] = LANGS_D[locale].ibanCountry;
  return iban(cc, bank, len).replace(/\s/g, "").toLowerCase();
};

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** Developers' clean values: a UUID, a commit hash, a base64 image, a hex colour, a semantic version, a Docker digest, documentation example keys. */
export const clean = () => ({
  uuid: [from(HEX, 8), from(HEX, 4), `4${from(HEX, 3)}`, `a${from(HEX, 3)}`, from(HEX, 12)].join("-"),
  sha: from(HEX, 40),
  image: `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${from(B64, 120)}`,
  colour: `#${from(HEX, 6)}`,
  semver: `${1 + int(9)}.${int(20)}.${int(30)}-rc.${1 + int(5)}`,
  digest: `ghcr.io/${word(2)}/${word(2)}@sha256:${from(HEX, 64)}`,
  awsExample: `AKIA${from(UPPER.slice(0, 26), 9)}EXAMPLE`,
  awsSecretExample: `${from(ALNUM, 30)}EXAMPLEKEY`,
});
type Clean = ReturnType<typeof clean>;

export interface ProbeLang {
  /** An owner pasting a provider's secret in chat (the value goes after the line's end when multi-line). */
  paste: (name: string, v: string) => string;
  /** A memory line the model might write with a secret in it. */
  memory: (name: string, v: string) => string;
  /** A thread's summary with a secret in it (Bonfire-bound). */
  thread: (name: string, v: string) => string;
  /** A password said far from its keyword (more than seven words between). */
  far: (v: string) => string;
  /** A password whose keyword is on the line before ("the new one is below:"). */
  below: [string, (v: string) => string];
  /** A question whose answer comes in the owner's next message. */
  ask: string;
  ibanLine: (v: string) => string;
  /** A phone with its extension: [line, number, extension digits]. */
  extPhone: () => [string, string, string];
  mailLine: (v: string) => string;
  idnMail: () => string;
  /** A date of birth with the month's name: [line, date]. */
  dob: () => [string, string];
  /** Health data: [line, the diagnosis]. */
  health: () => [string, string];
  clean: (c: Clean) => string[];
}

const tag = (): string => pick(["steuer", "bank", "news", "kita", "work", "shop"]);
const domain = (): string => pick(["posteo.de", "gmx.net", "mailbox.org", "proton.me", "laposte.net", "libero.it", "ziggo.nl", "sapo.pt", "fastmail.com"]);
const plusMail = (): string => `${word(2)}.${word(2)}+${tag()}@${domain()}`;
const day = (): number => 1 + int(28);
const year = (): number => 1950 + int(55);
const nz = (n: number): string => `${1 + int(9)}${digits(n - 1)}`;

export const LANGS: Record<Locale, ProbeLang> = {
  en: {
    paste: (n, v) => `here's the ${n} for the deploy job, keep it somewhere safe: ${v}`,
    memory: (n, v) => `Owner's ${n} for the CI runner: ${v}`,
    thread: (n, v) => `Rotate the ${n} on the build server (current one ${v}) before Friday`,
    far: (v) => `The password for the storage box in the basement, the one I set up last weekend after the old disk died, ended up as ${v}`,
    below: ["Rotated the router admin password this morning. The new one is below:", (v) => v],
    ask: "wifi password?",
    ibanLine: (v) => `send the refund for the cancelled trip to ${v} when you get a sec`,
    extPhone: () => {
      const n = `+44 20 7${digits(3)} ${digits(4)}`;
      const x = digits(3);
      return [`the dentist's reception is ${n} ext. ${x}, ask for Priya`, n, x];
    },
    mailLine: (v) => `use ${v} for the tax office, not my main address`,
    idnMail: () => `${word(2)}@bücher-${word(2)}.com`,
    dob: () => {
      const d = `${day()} ${pick(["January", "March", "July", "October", "December"])} ${year()}`;
      return [`put my date of birth as ${d} on the insurance form`, d];
    },
    health: () => ["the GP confirmed it's type 2 diabetes, so metformin twice a day from now on", "type 2 diabetes"],
    clean: (c) => [
      `the job ${c.uuid} failed on commit ${c.sha}, can you re-run it?`,
      `swap the banner colour to ${c.colour} and ship it as ${c.semver}; the image is ${c.digest}`,
      `the README example uses ${c.awsExample} and ${c.awsSecretExample}, and the logo is inlined as ${c.image}`,
    ],
  },
  de: {
    paste: (n, v) => `hier ist der ${n} für den Deploy-Job, bitte sicher aufheben: ${v}`,
    memory: (n, v) => `${n} des Besitzers für den CI-Runner: ${v}`,
    thread: (n, v) => `${n} auf dem Build-Server rotieren (aktuell ${v}) bis Freitag`,
    far: (v) => `Das Passwort für die Storage-Box im Keller, die ich letztes Wochenende nach dem Plattenausfall neu eingerichtet habe, lautet jetzt ${v}`,
    below: ["Hab heute früh das Router-Passwort geändert. Das neue steht unten:", (v) => v],
    ask: "WLAN-Passwort?",
    ibanLine: (v) => `überweis die Erstattung für die abgesagte Reise bitte auf ${v}`,
    extPhone: () => {
      const n = `030 ${nz(3)} ${digits(4)}`;
      const x = digits(2);
      return [`die Praxis erreichst du unter ${n}, Durchwahl ${x}, Frau Öztürk verlangen`, n, x];
    },
    mailLine: (v) => `nimm ${v} fürs Finanzamt, nicht meine Hauptadresse`,
    idnMail: () => `${word(2)}@müller-${word(2)}.de`,
    dob: () => {
      const d = `${day()}. ${pick(["Januar", "März", "Juli", "Oktober", "Dezember"])} ${year()}`;
      return [`trag als Geburtsdatum den ${d} ins Versicherungsformular ein`, d];
    },
    health: () => ["die Hausärztin hat Diabetes Typ 2 bestätigt, ab jetzt zweimal täglich Metformin", "Diabetes Typ 2"],
    clean: (c) => [
      `der Job ${c.uuid} ist auf Commit ${c.sha} gescheitert, kannst du ihn neu starten?`,
      `stell die Bannerfarbe auf ${c.colour} um und liefer das als ${c.semver} aus; das Image ist ${c.digest}`,
      `im README-Beispiel stehen ${c.awsExample} und ${c.awsSecretExample}, das Logo ist eingebettet als ${c.image}`,
    ],
  },
  fr: {
    paste: (n, v) => `voici le ${n} pour le job de déploiement, garde-le en lieu sûr : ${v}`,
    memory: (n, v) => `${n} du propriétaire pour le runner CI : ${v}`,
    thread: (n, v) => `Changer le ${n} du serveur de build (actuel ${v}) avant vendredi`,
    far: (v) => `Le mot de passe de la box de stockage à la cave, celle que j'ai réinstallée le week-end dernier après la panne du disque, c'est maintenant ${v}`,
    below: ["J'ai changé le mot de passe admin du routeur ce matin. Le nouveau est juste en dessous :", (v) => v],
    ask: "mot de passe du wifi ?",
    ibanLine: (v) => `envoie le remboursement du voyage annulé sur ${v} quand tu peux`,
    extPhone: () => {
      const n = `01 ${nz(2)} ${digits(2)} ${digits(2)} ${digits(2)}`;
      const x = digits(3);
      return [`le secrétariat du dentiste, c'est le ${n} poste ${x}, demande Mme Leroy`, n, x];
    },
    mailLine: (v) => `utilise ${v} pour les impôts, pas mon adresse principale`,
    idnMail: () => `${word(2)}@café-${word(2)}.fr`,
    dob: () => {
      const d = `${day()} ${pick(["janvier", "mars", "juillet", "octobre", "décembre"])} ${year()}`;
      return [`ma date de naissance pour le formulaire de l'assurance : ${d}`, d];
    },
    health: () => ["le médecin a confirmé un diabète de type 2, metformine deux fois par jour désormais", "diabète de type 2"],
    clean: (c) => [
      `le job ${c.uuid} a échoué sur le commit ${c.sha}, tu peux le relancer ?`,
      `passe la couleur de la bannière à ${c.colour} et livre ça en ${c.semver} ; l'image est ${c.digest}`,
      `l'exemple du README utilise ${c.awsExample} et ${c.awsSecretExample}, et le logo est intégré en ${c.image}`,
    ],
  },
  es: {
    paste: (n, v) => `aquí va el ${n} para el despliegue, guárdalo en un sitio seguro: ${v}`,
    memory: (n, v) => `${n} del dueño para el runner de CI: ${v}`,
    thread: (n, v) => `Rotar el ${n} del servidor de build (el actual es ${v}) antes del viernes`,
    far: (v) => `La contraseña del servidor de copias del sótano, el que monté el finde pasado cuando se murió el disco viejo, al final quedó en ${v}`,
    below: ["Esta mañana cambié la contraseña del router. La nueva va abajo:", (v) => v],
    ask: "¿contraseña del wifi?",
    ibanLine: (v) => `manda el reembolso del viaje cancelado a ${v} cuando puedas`,
    extPhone: () => {
      const n = `91 ${nz(3)} ${digits(2)} ${digits(2)}`;
      const x = digits(3);
      return [`la recepción del dentista es el ${n} ext. ${x}, pregunta por Lucía`, n, x];
    },
    mailLine: (v) => `usa ${v} para Hacienda, no mi dirección principal`,
    idnMail: () => `${word(2)}@peña-${word(2)}.es`,
    dob: () => {
      const d = `${day()} de ${pick(["enero", "marzo", "julio", "octubre", "diciembre"])} de ${year()}`;
      return [`mi fecha de nacimiento para el formulario del seguro es el ${d}`, d];
    },
    health: () => ["el médico confirmó diabetes tipo 2, metformina dos veces al día a partir de ahora", "diabetes tipo 2"],
    clean: (c) => [
      `el job ${c.uuid} falló en el commit ${c.sha}, ¿lo puedes relanzar?`,
      `cambia el color del banner a ${c.colour} y publícalo como ${c.semver}; la imagen es ${c.digest}`,
      `el ejemplo del README usa ${c.awsExample} y ${c.awsSecretExample}, y el logo va incrustado como ${c.image}`,
    ],
  },
  pt: {
    paste: (n, v) => `segue o ${n} para o deploy, guarda num sítio seguro: ${v}`,
    memory: (n, v) => `${n} do dono para o runner de CI: ${v}`,
    thread: (n, v) => `Trocar o ${n} do servidor de build (o atual é ${v}) antes de sexta`,
    far: (v) => `A senha do servidor de backup da cave, aquele que montei no fim de semana passado depois de o disco antigo morrer, ficou ${v}`,
    below: ["Mudei hoje de manhã a senha de admin do router. A nova está aqui em baixo:", (v) => v],
    ask: "senha do wi-fi?",
    ibanLine: (v) => `manda o reembolso da viagem cancelada para ${v} quando puderes`,
    extPhone: () => {
      const n = `21 ${nz(3)} ${digits(4)}`;
      const x = digits(3);
      return [`a receção do dentista é o ${n} extensão ${x}, pergunta pela Inês`, n, x];
    },
    mailLine: (v) => `usa ${v} para as Finanças, não o meu endereço principal`,
    idnMail: () => `${word(2)}@açores-${word(2)}.pt`,
    dob: () => {
      const d = `${day()} de ${pick(["janeiro", "março", "julho", "outubro", "dezembro"])} de ${year()}`;
      return [`a minha data de nascimento para o formulário do seguro é ${d}`, d];
    },
    health: () => ["o médico confirmou diabetes tipo 2, metformina duas vezes por dia a partir de agora", "diabetes tipo 2"],
    clean: (c) => [
      `o job ${c.uuid} falhou no commit ${c.sha}, podes voltar a correr?`,
      `muda a cor do banner para ${c.colour} e publica como ${c.semver}; a imagem é ${c.digest}`,
      `o exemplo do README usa ${c.awsExample} e ${c.awsSecretExample}, e o logótipo vai embutido como ${c.image}`,
    ],
  },
  it: {
    paste: (n, v) => `ecco il ${n} per il deploy, tienilo in un posto sicuro: ${v}`,
    memory: (n, v) => `${n} del proprietario per il runner CI: ${v}`,
    thread: (n, v) => `Ruotare il ${n} del server di build (quello attuale è ${v}) entro venerdì`,
    far: (v) => `La password del NAS in cantina, quello che ho rimesso su lo scorso weekend dopo che il vecchio disco è morto, alla fine è ${v}`,
    below: ["Stamattina ho cambiato la password di amministrazione del router. Quella nuova è qui sotto:", (v) => v],
    ask: "password del wifi?",
    ibanLine: (v) => `manda il rimborso del viaggio annullato su ${v} quando puoi`,
    extPhone: () => {
      const n = `02 ${nz(4)} ${digits(4)}`;
      const x = digits(2);
      return [`la segreteria del dentista è lo ${n} interno ${x}, chiedi di Giulia`, n, x];
    },
    mailLine: (v) => `usa ${v} per l'Agenzia delle Entrate, non il mio indirizzo principale`,
    idnMail: () => `${word(2)}@città-${word(2)}.it`,
    dob: () => {
      const d = `${day()} ${pick(["gennaio", "marzo", "luglio", "ottobre", "dicembre"])} ${year()}`;
      return [`la mia data di nascita per il modulo dell'assicurazione è il ${d}`, d];
    },
    health: () => ["il medico ha confermato il diabete di tipo 2, metformina due volte al giorno da adesso", "diabete di tipo 2"],
    clean: (c) => [
      `il job ${c.uuid} è fallito sul commit ${c.sha}, puoi rilanciarlo?`,
      `cambia il colore del banner in ${c.colour} e rilascialo come ${c.semver}; l'immagine è ${c.digest}`,
      `l'esempio del README usa ${c.awsExample} e ${c.awsSecretExample}, e il logo è incorporato come ${c.image}`,
    ],
  },
  nl: {
    paste: (n, v) => `hier is de ${n} voor de deploy-job, bewaar hem ergens veilig: ${v}`,
    memory: (n, v) => `${n} van de eigenaar voor de CI-runner: ${v}`,
    thread: (n, v) => `De ${n} op de buildserver vervangen (de huidige is ${v}) voor vrijdag`,
    far: (v) => `Het wachtwoord van de opslagserver in de kelder, die ik vorig weekend opnieuw heb ingericht nadat de oude schijf stuk ging, is nu ${v}`,
    below: ["Vanochtend het beheerderswachtwoord van de router veranderd. Het nieuwe staat hieronder:", (v) => v],
    ask: "wifi-wachtwoord?",
    ibanLine: (v) => `stort de terugbetaling van de geannuleerde reis op ${v} als je even tijd hebt`,
    extPhone: () => {
      const n = `020 ${nz(3)} ${digits(4)}`;
      const x = digits(3);
      return [`de balie van de tandarts is ${n} toestel ${x}, vraag naar Sanne`, n, x];
    },
    mailLine: (v) => `gebruik ${v} voor de Belastingdienst, niet mijn hoofdadres`,
    idnMail: () => `${word(2)}@zeeën-${word(2)}.nl`,
    dob: () => {
      const d = `${day()} ${pick(["januari", "maart", "juli", "oktober", "december"])} ${year()}`;
      return [`mijn geboortedatum voor het verzekeringsformulier is ${d}`, d];
    },
    health: () => ["de huisarts heeft diabetes type 2 bevestigd, vanaf nu twee keer per dag metformine", "diabetes type 2"],
    clean: (c) => [
      `de job ${c.uuid} is mislukt op commit ${c.sha}, kun je hem opnieuw draaien?`,
      `zet de bannerkleur op ${c.colour} en lever het uit als ${c.semver}; de image is ${c.digest}`,
      `het README-voorbeeld gebruikt ${c.awsExample} en ${c.awsSecretExample}, en het logo staat inline als ${c.image}`,
    ],
  },
};

export { plusMail };
