/**
 * Everything ZOE knows about German: its words (strings.ts), how it writes them, and how
 * a German-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { L, R, SPAN, stillThing, turnWords, wordSet } from "../patterns.ts";
import { DUE, NUMBERS } from "./due.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/**
 * Stems of the verbs everyday to-dos are said with in a note (household, errands, admin, work, family, health, garden, car,
 * money, travel, study): the infinitive without its "-en"/"-n", a separable prefix allowed before it ("ab|holen",
 * "zurück|rufen"), umlauts also written out ("pruefen") as owners type them. Read by `listVerb` beside its own stems.
 * Written from the language, not from a batch; sorted.
 */
const TASK_STEMS = "abonnier|abrechn|aktualisier|antwort|archivier|aufhäng|bad|bau|beantrag|beantwort|begleit|benachrichtig|bereit|besorg|besprech|bestell|bestätig|besuch|bezahl|bohr|bring|buch|buegel|bügel|check|desinfizier|druck|dueng|duenge|düng|dünge|einlös|einricht|einstell|entkalk|entlüft|entsorg|erinner|erkundig|erledig|erneuer|ernt|erstatt|faerb|fahr|feg|flick|frag|fuell|färb|füll|fütter|giess|gieß|haeng|heb|heft|hol|häng|impf|informier|install|installier|jät|kauf|kehr|klaer|klär|koch|kontaktier|kopier|korrigier|kuendig|kündig|lackier|lad|lager|lern|les|loes|lueft|lös|lüft|maeh|mail|meld|montier|mäh|nachfrag|naeh|näh|oel|ordn|organisier|pack|pflanz|plan|polier|pruef|prüf|pump|putz|raeum|recherchier|rechn|reich|reinig|reklamier|reparier|reservier|richt|räum|sag|saug|scann|schick|schleif|schliess|schließ|schmier|schneid|schraub|schreib|schrubb|send|sicher|sortier|spar|speicher|spend|spuel|spül|stell|stornier|streich|such|tank|tapezier|tau|tausch|telefonier|trag|trenn|ueb|ueberpruef|ueberweis|unterschreib|vereinbar|verfug|verkauf|verlaenger|verlänger|verschenk|verschick|verschieb|versend|versicher|vorbereit|wasch|wechsel|wiederhol|wisch|zahl|öl|üb|überprüf|überweis";
/** Separable prefixes a note's infinitive may carry ("abholen", "zurückschicken", "vorbeibringen"). */
const TASK_PREFIXES = "an|ab|auf|aus|ein|zurück|zurueck|nach|vor|weg|mit|um|durch|sauber|fertig|bei|fest|her|hin|los|vorbei|zusammen|weiter|raus|rein|hoch|runter|zu";
/** Verbs in the first person present that, with a time, promise ("Ich schicke die Präsentation am Freitag", "morgen ruf ich … an"); the e may be dropped ("schick", "ruf"). */
const PROMISE_STEMS = [
  "schick", "send", "ruf", "bezahl", "zahl", "überweis", "schreib", "buch", "erledig", "geh", "bring", "räum", "meld", "hol", "trag", "kauf", "besorg",
  "klär", "prüf", "bestell", "reich", "geb", "mail", "frag", "reparier", "putz", "bereit", "beantwort", "kündig", "mach", "fahr", "sag", "kontaktier",
  "gieß", "giess", "wasch", "besuch", "organisier", "reservier", "stornier", "beantrag", "verlänger", "erneuer", "unterschreib", "druck", "scann", "lad", "stell", "zähl",
  "sortier", "verschick", "versend", "leit", "telefonier", "tank", "check", "such", "füll", "back", "kümmer", "setz", "lass", "fang",
  // Appointments and chores ("ich präsentiere am Donnerstag …", "ich treff morgen den Handwerker", "ich trenn heute Abend den Müll").
  "präsentier", "zeig", "zieh(?=e?\\s(?:.*\\s)?(?:durch|auf)(?![\\p{L}]))", "streich", "trenn", "mäh", "saug", "wisch", "spül", "übernehm", "abonnier", "installier", "aktualisier",
  // Reading a paper through ("ich les am Wochenende den Mietvertrag durch"); reading alone is as often for pleasure.
  "les(?=e?\\s(?:.*\\s)?durch(?![\\p{L}]))",
  // Hanging the washing up ("ich häng nachher die Wäsche auf"); "abhängen" is hanging out, no chore.
  "häng(?=e?\\s(?:.*\\s)?auf(?![\\p{L}]))",
  // Dropping by, asking after, taking along and helping out: a chore only with the particle that makes it one ("ich schau morgen beim
  // Baumarkt vorbei", "ich hör mal beim Kindergarten nach", "ich nehm den Laptop mit"); "ich schau Fernsehen", "ich hör Musik" are none.
  "schau(?=e?\\s(?:.*\\s)?vorbei(?![\\p{L}]))", "hör(?=e?\\s(?:.*\\s)?nach(?![\\p{L}]))", "nehm(?=e?\\s(?:.*\\s)?mit(?![\\p{L}]))", "helf",
].join("|");
const PROMISE_VERBS = `(?:${PROMISE_STEMS})e?|wechsle|bügle|erinnere`;
/**
 * Words before "ich" in a sentence opened by a time or a thing that make no plan ("Morgen bin ich
 * …", "Das weiß ich morgen", "… dass ich …"): helpers, states, conjunctions, questions and pasts.
 * Any other word there is the verb of a plan ("Morgen knöpf ich mir die Garage vor").
 */
const NOT_A_PLAN_VERB = [
  "bin|war|wäre|hab|habe|hatte|hätte|werd|werde|wurde|würde|muss|musste|kann|konnte|könnte|will|wollte|soll|sollte|darf|durfte|mag|möchte|weiß|wusste",
  "denk|denke|dachte|glaub|glaube|hoff|hoffe|find|finde|fand|fühl|fühle|freu|freue|bleib|bleibe|arbeit|arbeite|schlaf|schlafe|seh|sehe|sah|heiß|heiße|wohn|wohne",
  "brauch|brauche|kenn|kenne|versteh|verstehe|mein|meine|lieb|liebe|hass|hasse|vermiss|vermisse|wünsch|wünsche|bereu|bereue|hör|höre|kam|ging|fuhr|rief|schrieb",
  "gab|nahm|saß|lag|stand|dass|ob|weil|als|wie|was|wo|wenn|falls|bevor|nachdem|sobald|damit|und|aber|oder|denn|sonst|doch|obwohl|während|bis|seit|wann|warum",
  "koch|koche|flieg|fliege|reis|reise|verreis|verreise|wer|wieso|weshalb|sitz|sitze|lieg|liege|spiel|spiele|schau|schaue|guck|gucke|les|lese|warte|wart|feier|feiere|trink|trinke|ess|esse|treff|treffe",
].join("|");

/**
 * The first person with its "ich" left out, a time right after the verb ("Shampooniere morgen die Teppiche",
 * "schreibe heute Nachmittag den Methodenteil", "Bestell am Freitag das Futter"): a verb a promise is said with,
 * or any first person in -e or -ier that what it acts on follows (an article, a possessive) — a noun opening a
 * sentence ("Probe morgen um 8 im Gemeindehaus") has no object. Never before a pronoun of the listener ("Schick
 * mir morgen …" asks someone), never going somewhere, never a past.
 */
/**
 * Where the owner will be back or done, in a "wenn ich … bin" that tells when, not whether ("wenn ich zu Hause bin, ruf ich an",
 * "wenn ich vom Sport zurück bin"): no hedge, and the clause is the task's time as the owner said it.
 */
const BACK_AT = "zu ?hause|zuhaus|daheim|zurück|wieder da|in der stadt|im büro|fertig|dort|drüben";
const SUBJECT_DROPPED_TIME = "heute|heut|morgen|übermorgen|nachher|später|gleich|am|um|bis|nach(?=\\s+(?:dem|der|em)\\s)|diese\\p{L}*|nächste\\p{L}*|kommende\\p{L}*|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag";
const SUBJECTLESS =
  `\\s*(?:(?:ok(?:ay)?|also|so|gut|naja|na ja|ja)[,!.]?\\s+)*(?=(?:(?!(?:geh|fahr|lass|sag|zeig)${R})(?:${PROMISE_STEMS}|${TASK_STEMS})e?(?=\\s+(?:(?!(?:mir|mich|uns|du|er|sie|wir|ihr|nicht|nie)${R})[^\\s,]+\\s+){0,3}?(?:${SUBJECT_DROPPED_TIME})${R})|(?!(?:${NOT_A_PLAN_VERB}|bier|papier|turnier|klavier|revier|kurier)${R})(?!\\p{L}+(?<![td])te${R})\\p{L}{3,}(?:e|ier)(?=\\s+(?:[^\\s,]+\\s+){1,4}(?:der|die|das|den|dem|des|mein\\p{L}*|ein\\p{L}*|unser\\p{L}*)${R}))` +
  `\\s+(?:${SUBJECT_DROPPED_TIME})${R})`;

/**
 * A reply that agrees, then the promise with its "ich" left out and the listener as whom it is for ("Mach ich, schick dir
 * die Fotos heute Abend", "Klar, ruf dich morgen an"): the agreement says whose the verb is; only with a time, as every present.
 */
const AGREED = `\\s*(?:(?:mach ich|mache ich|klar|gerne?|kein problem|alles klar|wird gemacht|geht klar|passt|ok(?:ay)?)[,!.]?\\s+)+(?=(?:${PROMISE_STEMS})e?\\s+(?:dir|euch|ihnen)${R})`;

/** Common strong and mixed verbs: their participle (the rest is "ge…t" or "ge…en"). */
const STRONG: Readonly<Record<string, string>> = {
  schreiben: "geschrieben", bringen: "gebracht", gehen: "gegangen", nehmen: "genommen", finden: "gefunden", tun: "getan", lesen: "gelesen", sprechen: "gesprochen",
  treffen: "getroffen", denken: "gedacht", kennen: "gekannt", nennen: "genannt", rennen: "gerannt", senden: "gesendet", stehen: "gestanden", sitzen: "gesessen",
  liegen: "gelegen", helfen: "geholfen", werfen: "geworfen", ziehen: "gezogen", bitten: "gebeten", bleiben: "geblieben", fahren: "gefahren", schlafen: "geschlafen",
  essen: "gegessen", trinken: "getrunken", singen: "gesungen", beginnen: "begonnen", vergessen: "vergessen", verstehen: "verstanden", bekommen: "bekommen", kommen: "gekommen",
  schließen: "geschlossen", schliessen: "geschlossen", streichen: "gestrichen", gießen: "gegossen", giessen: "gegossen", leihen: "geliehen", waschen: "gewaschen",
  laden: "geladen", geben: "gegeben", rufen: "gerufen", schieben: "geschoben", tragen: "getragen", halten: "gehalten", lassen: "gelassen",
  // "die Miete muss noch überwiesen werden", "die Hecke muss geschnitten werden", "die Heizung muss nachgesehen werden".
  weisen: "gewiesen", schneiden: "geschnitten", sehen: "gesehen", heben: "gehoben", bieten: "geboten", binden: "gebunden",
};
/**
 * Participles of strong verbs with an inseparable prefix, which have no "ge" to tell them from an infinitive, said of
 * news ("Meeting auf Dienstag verschoben", "Schlüssel verloren", "heute früh die Miete überwiesen"): a note's last word, they are no to-do.
 */
const NEWS_PARTICIPLES = "verschoben|verloren|verboten|beschlossen|besprochen|entschieden|erschienen|verschwunden|verstorben|entstanden|überwiesen|unterschrieben|beschrieben|verschrieben|begonnen|zerbrochen|verliehen|überzogen|beworben";
// "freigeben" -> "freigegeben", "hochladen" -> "hochgeladen": a note's last word with one of these before "ge…en" is a participle, no infinitive.
const SEPARABLE = ["zurück", "fertig", "raus", "rein", "runter", "rüber", "heim", "weiter", "durch", "fest", "frei", "hoch", "nach", "weg", "auf", "aus", "ein", "mit", "vor", "los", "her", "hin", "bei", "an", "ab", "zu"];
const INSEPARABLE = /^(?:be|ver|er|ent|zer|ge|emp|miss|über|unter|hinter)/u;
/**
 * Other verbs an owner says a thread's verb is done with ("mit der Bank telefoniert" for "die Bank
 * anrufen", "überwiesen" for "bezahlen"): their participles count as the verb's own.
 */
const SAID_DONE_AS: Readonly<Record<string, readonly string[]>> = {
  anrufen: ["telefoniert", "durchgeklingelt", "gesprochen", "geredet"], bezahlen: ["überwiesen", "gezahlt"], zahlen: ["überwiesen", "bezahlt"], überweisen: ["bezahlt", "gezahlt"],
  antworten: ["zurückgeschrieben", "beantwortet"], beantworten: ["geantwortet", "zurückgeschrieben"], kaufen: ["besorgt"], besorgen: ["gekauft"],
  schicken: ["gemailt", "gesendet"], senden: ["gemailt", "geschickt"], mailen: ["geschickt", "gesendet"],
};
/** The participle of a German verb said as it is named (anrufen -> angerufen, bezahlen -> bezahlt, schicken -> geschickt). */
const regularPast = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  if (!/^\p{Ll}{4,}(?:en|ern|eln)$/u.test(v)) return [];
  const particle = SEPARABLE.find((p) => v.startsWith(p) && v.length > p.length + 3);
  const base = particle ? v.slice(particle.length) : v;
  const stem = base.replace(/e?n$/u, "");
  const t = /[dt]$/u.test(stem) ? "et" : "t";
  // A separable verb's participle is often said without its particle ("bestellt" for "nachbestellen", "geholt" for "abholen").
  const bare = (forms: readonly string[]) => (particle ? [...forms.map((f) => `${particle}${f}`), ...forms] : [...forms]);
  // A strong verb's participle, and the weak form learners and children give it ("abgegebt", "gegebt").
  if (STRONG[base]) return bare([STRONG[base], `${STRONG[base].startsWith("ge") ? "ge" : ""}${stem}${t}`]);
  // A strong verb behind an inseparable prefix keeps the prefix and drops "ge" (unterschreiben -> unterschrieben, verschieben -> verschoben).
  const inseparable = INSEPARABLE.exec(base)?.[0];
  const strongRest = inseparable ? STRONG[base.slice(inseparable.length)] : undefined;
  if (inseparable && strongRest?.startsWith("ge")) return bare([`${inseparable}${strongRest.slice(2)}`, `${stem}${t}`]);
  const ge = INSEPARABLE.test(base) || base.endsWith("ieren") ? "" : "ge";
  return bare([`${ge}${stem}${t}`, `${ge}${base}`]);
};
/** Papers and parcels an owner sends, the things that "have to go out" ("die Rechnung muss raus"): nouns and compounds ending in them. */
const PAPERS = "[\\p{L}-]*(?:deck|präsentation|anmeldung|abrechnung|rechnung|rechnungen|brief|briefe|formular|formulare|unterlagen|angebot|manuskript|paket|päckchen|vertrag|verträge|antrag|protokoll|bericht|karte|karten|bewerbung|erklärung|kündigung|einladungen|newsletter|papiere|bestellung)"
/** The infinitive of a participle (gewechselt -> wechseln, gebucht -> buchen, ausgemistet -> ausmisten, gestrichen -> streichen), or null when it is none the rules know. */
/** A verb said first in the first person ("hole", "ruf", "packe") that a to-do names in the infinitive: the verbs of promises and errands. */
// The stems PROMISE_STEMS reads only with their particle ("zieh … auf", "schau … vorbei") are named here bare: the summary is a promise already.
const FIRST_PERSON = new RegExp(`^(?:${PROMISE_STEMS}|${TASK_STEMS}|zieh|les|schau|hör|nehm)e?$`, "u");
/** Separable particles a summary may end in ("hole … ab", "stell … zusammen"), joined to the infinitive ("abholen", "zusammenstellen"). */
const PARTICLE_LAST = /^(?:an|ab|auf|aus|ein|mit|zurück|vor|vorbei|nach|zu|weg|los|durch|fest|fertig|zusammen|weiter|heim|raus|rein|hoch|runter)$/u;
/**
 * A summary whose head is the owner's first-person verb ("hole den Herrn Krause ab", "ruf die Versicherung an", "packe die Uniform ein") said
 * as a to-do names it, the verb last in the infinitive ("den Herrn Krause abholen", "die Versicherung anrufen", "die Uniform einpacken").
 * Left as said: a verb no list names (so no adjective or noun is turned), a summary of two clauses ("…, muss …", "… und …") or one already
 * ending in an infinitive, and one with nothing after the verb.
 */
function verbLastTask(summary: string): string {
  const words = summary.trim().split(/\s+/u);
  const head = words[0]!.replace(/^\p{Lu}(?=\p{Ll}+$)/u, (c) => c.toLowerCase());
  if (words.length < 2 || !FIRST_PERSON.test(head) || /[,;]|\s(?:und|oder|aber)\s/u.test(summary)) return summary;
  const rest = words.slice(1);
  // "mache fertig die Übersetzung" (a learner's order): the particle said first goes with the verb as well.
  // "ruf an" (the thing said first and gone, or none): the particle alone after the verb is joined to it ("anrufen").
  // "fahr nach Graz", "geh mit Ben zum Arzt": a word that is a preposition as well, before a name or an article, opens a phrase, no particle.
  const phrase = rest.length > 1 && /^(?:nach|zu|vor|mit|an|auf|aus|durch)$/u.test(rest[0]!) && /^(?:\p{Lu}|(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein\p{L}*|unser\p{L}*)$)/u.test(rest[1]!);
  // "ruf i morgen o": the Bavarian "o" is "an".
  if (rest.length > 1 && rest.at(-1) === "o") rest[rest.length - 1] = "an";
  // "ruf dich an wegen dem Start", "ruf Tom an wegen der Rechnung": the particle after the one person called, what follows
  // put after it (said so in speech); it goes back with the verb ("dich wegen dem Start anrufen").
  const afterPerson =
    rest.length >= 3 && PARTICLE_LAST.test(rest[1]!) && /^(?:dich|dir|ihn|sie|es|euch|ihm|ihr|uns|\p{Lu}\p{Ll}+)$/u.test(rest[0]!) && /^(?:wegen|für|fürs|über|zum|zur|bei|beim|nach|mit|um|am|im|vom|von|heute|morgen)$/u.test(rest[2]!);
  const particle = afterPerson ? rest.splice(1, 1)[0]! : rest.length >= 1 && PARTICLE_LAST.test(rest.at(-1)!) ? rest.pop()! : rest.length > 1 && !phrase && PARTICLE_LAST.test(rest[0]!) ? rest.shift()! : "";
  // "geh einkaufen", "geh noch schwimmen": going to do something is said with "gehen" last ("einkaufen gehen").
  if (!particle && /^\p{Ll}+(?:en|ern|eln)$/u.test(rest.at(-1)!)) return /^geh(?:e)?$/u.test(head) && rest.length <= 3 ? `${rest.join(" ")} gehen` : summary;
  const stem = head.replace(/e$/u, "");
  // "wechsle" -> "wechseln" (an e dropped before l or r, never after the h that lengthens: "zahl"), "kümmer" -> "kümmern", "reparier" -> "reparieren".
  const infinitive = /[^aeiouäöülrh][lr]$/u.test(stem) ? `${stem.slice(0, -1)}e${stem.slice(-1)}n` : /(?:er|el)$/u.test(stem) && !/[^e]ier$/u.test(stem) ? `${stem}n` : `${stem}en`;
  return `${rest.join(" ")} ${particle}${infinitive}`.trim();
}
/** People a sentence may be about (CommitmentCues.people), lower case. */
const PEOPLE = wordSet("bruder schwester mama mutter papa vater sohn tochter frau mann partner partnerin freund freundin kind kinder baby oma opa großmutter großvater tante onkel cousin cousine neffe nichte chef chefin kollege kollegin nachbar nachbarin");
const infinitiveOf = (participle: string): string | null => {
  const v = participle.toLowerCase();
  const particle = SEPARABLE.find((p) => v.startsWith(p) && v.length > p.length + 4) ?? "";
  const rest = v.slice(particle.length);
  const strong = Object.entries(STRONG).find(([, past]) => past === rest);
  if (strong) return `${particle}${strong[0]}`;
  // A strong verb behind an inseparable prefix has no "ge" ("unterschrieben" -> "unterschreiben", "vergeben" -> "vergeben").
  const prefix = INSEPARABLE.exec(rest)?.[0];
  const strongRest = prefix ? Object.entries(STRONG).find(([, past]) => past === `ge${rest.slice(prefix.length)}`) : undefined;
  if (prefix && strongRest) return `${particle}${prefix}${strongRest[0]}`;
  const m = /^(ge)?(\p{Ll}{2,}?)(?:et|t)$/u.exec(rest);
  if (!m || (!m[1] && !INSEPARABLE.test(rest) && !rest.endsWith("iert"))) return null;
  const stem = m[2]!;
  return `${particle}${stem}${/(?<!i)(?:el|er)$/u.test(stem) ? "n" : "en"}`;
};
const pastOf = (word: string): readonly string[] => [...regularPast(word), ...(SAID_DONE_AS[word.toLowerCase()] ?? [])];

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mein: "dein", meine: "deine", meinen: "deinen", meinem: "deinem", meiner: "deiner", meines: "deines", mir: "dir", mich: "dich" });

export const de: LanguagePack = {
  name: "German",
  strings: STRINGS,
  commandHelp: {
    start: "Was ZOE ist und wie du mit ihr sprichst",
    help: "Befehle anzeigen",
    memory: "Zeigen, was ich über dich weiß",
    threads: "Was ich für dich im Blick behalte",
    done: "Einen Faden abschließen: /done 2, /done th-…, /done Präsentation",
    snooze: "Einen Faden zurückstellen: /snooze 2 morgen früh",
    untrack: "Einen Faden vergessen, den ich nicht verfolgen soll: /untrack th-…",
    goals: "Deine Ziele: /goals, /goals add …",
    mode: "Wie oft ich mich von selbst melde: leise, ausgewogen, proaktiv",
    quiet: "Ruhezeiten setzen, z. B. /quiet 22:00-08:00",
    pause: "Pausieren, was ich von mir aus schreibe: /pause, /pause 2h, /pause bis Montag",
    resume: "Pause beenden",
    why: "Warum ich mich zuletzt gemeldet habe",
    stats: "Meine Nachrichten und deine Antworten der letzten 7 Tage",
    brief: "Der Morgenüberblick: /brief on|off|HH:MM",
    drafts: "Die Beitragsentwürfe ansehen, die ich geschrieben habe",
    status: "Geplante Aufgaben mit nächstem Lauf und letztem Ergebnis",
    console: "Ein einmaliger Link zu deiner Web-Konsole",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "„", close: "“" }, decimal: "," },
  detection: {
    markers: [
      // Greetings: an owner's first message is often only one.
      "guten", "servus", "moin", "grüß gott", "grüezi", "wie geht's", "tschüss",
      "erledigt", "noch nicht", "nicht", "morgen", "heute", "übermorgen", "bitte", "danke", "ich", "ja", "nein", "nee", "doch", "fertig", "später", "erinnere?", "woche", "freitag", "montag", "dienstag", "mittwoch", "donnerstag", "samstag", "sonntag", "und", "das", "ist", "muss", "werde", "schon", "gemacht", "bis", "uhr", "früh", "abend", "mich", "nochmal"],
    letters: "äöüß",
    sharedGreetings: ["hallo", "hey", "hej"],
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    // Not used in this language (CommitmentCues in lang/pack.ts says what each one reads).
    headDays: null,
    // What the appointment is about or for, after its time ("Freitag Tierarzt um 17:30 für die Katze"): kept in its summary; never news about it.
    about: /^(?!.*(?<![\p{L}])(?:ist|war|wurde|gehabt|gewesen|gemacht|gesprochen|fällt aus|fiel aus|abgesagt|verschoben|ausgefallen|vorbei|gecancelt)(?![\p{L}]))(?:mit(?=(?:\s+[^\s,;:.!()]+){1,4}$)|wegen|bzgl\.?|bezüglich|betreffend|betreffs|über|um\s+über|für|fürs|zur|zum)\s+\S/iu,
    appointment: null,
    firstPerson: null,
    infinitive: null,
    // A title before a name ("Hr. Meier"): its dot ends no sentence.
    titles: ["hr", "fr", "dr", "prof", "frl", "fam"],
    // "Zahnarzt anrufen", "Reifen wechseln lassen": no subject, no finite verb, a verb in the infinitive last (lower case, so no noun) that is no participle ("angerufen",
    // "Vertrag am Freitag freigegeben").
    note: new RegExp(
      // "meine Eltern fahren an die See": people named first and a plural verb before where they go tell what others do ("meine Eltern anrufen" is a note).
      `^(?!(?:[Mm]eine|[Uu]nsere|[Dd]eine|[Dd]ie)\\s+(?:[Ee]ltern|[Kk]inder|[Nn]achbarn|[Ff]reunde|[Gg]roßeltern|[Kk]ollegen|[Ss]chwiegereltern|[Gg]eschwister|[Jj]ungs|[Mm]ädels)\\s+\\p{Ll}{2,}en\\s+(?:an|auf|in|ins|im|nach|zu|zum|zur|mit|bei|beim)${R})(?!.*${L}(?:ich|du|er|sie|es|wir|ihr|man|ist|sind|war|waren|wird|wurde|hat|haben|habe|hab|muss|muß|musste|müssen|will|wollte|wollen|soll|sollte|sollen|kann|konnte|können|darf|dürfen|möchte|möchten|werde|werden|würde|würden|müsste|müssten|könnte|könnten|hätte|hätten|hatte|hatten|wäre|wären|durfte|mochte|geht|gehen|lässt|worden|geworden|euch|dir|frohe|frohes|schöne|schönes|gute|gutes|spaß)${R})(?:[\\p{L}\\p{N}\\p{Sc}.'’-]+[\\s,]+){1,9}(?!(?:${SEPARABLE.join("|")})?ge\\p{Ll}{2,}en${R})(?!(?:allen|anderen|beiden|einen|meinen|deinen|seinen|ihren|unseren|diesen|vielen|${NEWS_PARTICIPLES})${R})\\p{Ll}{2,}(?:en|ern|eln)(?:\\s+(?:für|fürs|wegen|beim|bei|mit|zum|zur|in|im|an|auf|hinter)\\s+(?:[\\p{L}\\p{N}'’-]+\\s*){1,3})?[^\\p{L}\\p{N}]*$`,
      "u",
    ),
    noteBang: true,
    trigger: new RegExp(
      `(?:${[
        // With no subject, as a to-do or a note: "Muss noch Brot kaufen", "Nicht vergessen: …", "Todo - …"; "schnell Futtersirup anrühren",
        // "erst noch kurz die Noten durchschauen": a filler of haste ahead of an infinitive last, no cue of the owner's after it ("kurz: ich muss …").
        `^\\s*(?:(?:ok(?:ay)?|also|so|gut|naja|na ja|ja|und|aber|ach|egal|jo|btw|übrigens|uebrigens)[,!.]?\\s+)*(?:mu(?:ss|ß)(?!\\s+(?:ich|du|man|wir|ihr)${R})|(?:sollte|sollt|müsste|sött|sötti)(?!\\s+(?:ich|du|man|wir|ihr|er|sie|es)${R})|will(?!\\s+(?:ich|du|man|wir|ihr|er|sie|es|nicht|kein|keine|keinen|das|dass|ja|nur|doch|mal|einfach|lieber|eigentlich)${R})(?=.*\\p{L}{2}(?:en|ern|eln)[^\\p{L}\\p{N}]*$)|nicht vergessen,?(?=\\s+(?:[^\\s,]+\\s+){1,8}(?:zu\\s+\\p{Ll}{2,}|\\p{Ll}{2,}zu\\p{Ll}{2,})(?:en|ern|eln)[^\\p{L}\\p{N}]*$)|(?:denk|denke) (?:dran|daran)(?:\\s*[:–—-]|,?(?=\\s+(?:[^\\s,]+\\s+){1,8}(?:zu\\s+\\p{Ll}{2,}|\\p{Ll}{2,}zu\\p{Ll}{2,})(?:en|ern|eln)[^\\p{L}\\p{N}]*$))|werde?(?!\\s+ich${R})|darf (?:auf keinen fall |bloß |echt )?(?:nicht )?vergessen,?|bevor ich['’]?s vergess(?:e)?\\s*[:,](?!.*${L}(?:hat|haben|hab|habe|hatte|hatten|ist|sind|war|waren|wurde|wurden)${R})|(?:notiz|erinnerung) an mich(?: selbst)?,?(?=\\s+(?:[^\\s,]+\\s+){1,8}\\p{Ll}{2,}(?:en|ern|eln)[^\\p{L}\\p{N}]*$)|(?:(?:kurz|schnell|eben)\\s+)?notiert\\s*[:–—-](?=\\s*(?:[^\\s,]+\\s+){0,8}\\p{Ll}{2,}(?:en|ern|eln)[^\\p{L}\\p{N}]*$)|(?:merken|notiz|erinnerung|plan|aufgabe|(?:meine )?aufgaben?(?: für [\\p{L} ]{1,20})?)\\s*[:–—-]|hab(?:e)?(?:\\s+\\p{L}+\\.?){0,4}\\s+versprochen,?|(?:hab(?:e)?(?:\\s+\\p{L}+){0,4}|mit(?:\\s+\\p{L}+){1,2})\\s+(?:gesagt|zugesagt|zugesichert|ausgemacht|abgemacht|vereinbart),?\\s+(?:dass\\s+)?ich|(?:nächster schritt|priorität(?: für)?(?: heute| morgen)?|dran denken)\\s*[:–—-]|(?:nicht vergessen|vergiss nicht|to-?do|(?:heute |morgen )?(?:zu )?erledigen|(?:zur )?erinnerung (?:für|an) mich(?: selbst)?|(?:steht )?auf meiner (?:liste|to-?do-?liste)(?: für [\\p{L} ]{1,20})?)\\s*[:–—-]|notiz (?:an|für) mich(?: selbst)?(?:\\s*[:–—-])?|(?:ich\\s+)?hab(?:e)?(?:\\s+[^\\s,]+){0,3}?\\s+noch(?=.*${L}zu\\s+\\p{L}+en${R})|vergiss nicht,?(?:\\s+dass ich)?|nicht vergessen,?\\s+dass ich(?=\\s)|(?:erst\\s+)?(?:(?:noch\\s+)?(?:schnell|kurz|fix)|noch(?=\\s+[^\\s,]+\\s)(?!\\s+(?:nicht|nie|immer|kein\\p{L}*|ein\\s+paar|mal|einmal|etwas|was|mehr|viel|so|zu|\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)${R})(?!.*${L}(?:tage?n?|wochen?|monate?n?|stunden?|minuten?|jahre?n?|bis)${R}))(?!\\s*[:,]|\\s+(?:mal|schnell|kurz|noch)${R})(?!.*${L}(?:ich|i|muss|muß|müssen|werde|will|wir|soll)${R})(?=\\s+(?:[^\\s,]+\\s+){0,8}(?!(?:${SEPARABLE.join("|")})?ge\\p{Ll}{2,}en${R})\\p{Ll}{2,}(?:en|ern|eln)(?:\\s+(?:für|fürs|wegen|beim|bei|mit|zum|zur|vor|in|im)\\s+(?:[\\p{L}\\p{N}'’-]+\\s*){1,3})?[^\\p{L}\\p{N}]*$))`,
        // "Ich will" is as often a wish ("ich will ein Eis"): a plan only with a verb at its end.
        // Swiss, Bavarian and Austrian: "ich mues", "i muass", "ich ha … versproche", "hob i versprocha".
        `${L}(?:i(?:ch)?\\s+mu(?:e|a)(?:ss|ß|s)|i\\s+mu(?:ss|ß)(?!\\s+(?:ich|i)${R})|i(?:ch)?\\s+(?:ha|han|hob)(?:\\s+\\p{L}+){0,2}\\s+versproch(?:en|e|a),?|hab(?:e)?\\s+ich\\s+(?:\\p{L}+\\s+){0,2}?(?:versprochen|zugesagt|zugesichert),?(?=\\s+dass\\s+i(?:ch|ck|sch)?${R})|(?:ha|hob|hab)\\s+i\\s+versproch(?:en|e|a),?)${R}|${L}wir\\s+mü(?:ss|ß)en(?=.*\\p{L}{2}(?:en|ern|eln)[^\\p{L}\\p{N}]*$)(?!.*${L}(?:reden|sprechen|quatschen|unterhalten)[^\\p{L}]*$)|${L}(?:(?:ick|isch) werd(?:e)?|(?:ick|isch) mu(?:ss|ß)|(?:ick|isch|ich) (?:hab(?:e)?|han)(?:\\s+\\p{L}+){0,2}\\s+(?:versprochen|zugesagt|zugesichert),?|ich werde?(?!(?:\\s+(?!(?:am|um|bis|ab|vom|zum|im|den|die|das|der|dem|ein|eine|einen)${R})[^\\s,\\d]+){0,3}\\s+\\d{1,3}(?:\\s+(?:jahre?(?:\\s+alt)?))?(?:,|!|\\s*$))|ich mu(?:ss|ß)|ich hab(?:e)?(?:\\s+\\p{L}+){0,4}\\s+(?:gesagt|versprochen|zugesagt|zugesichert|ausgemacht|abgemacht|vereinbart),? (?:dass )?ich|ich beabsichtige,?|ich gedenke,?|ich hab(?:e)? mich verpflichtet,?|ich bin (?:verpflichtet|dazu verpflichtet|fest entschlossen|entschlossen),?|ich hab(?:e)? zugesagt,?|ich will(?=.*\\p{L}{2}(?:en|ern|eln)[^\\p{L}\\p{N}]*$)|ich möchte noch|ich sollte?|(?:ich|i) sött(?:i)?|ich müsste|ich soll|ich darf (?:auf keinen fall |bloß |echt )?(?:nicht )?vergessen,?|(?:mir ist|ist mir) (?:gerade )?eingefallen,? dass ich|(?:mir fällt|fällt mir) (?:gerade )?ein,? dass ich|ich nehme mir vor,?|ich vergess(?:e)? (?:es )?nicht,?|ich hab(?:e)? mir (?:(?:ganz )?fest )?vorgenommen,?|ich bin (?:(?:jetzt|heute|diesmal) )?(?:dran|(?:dafür )?zuständig|(?:dafür )?verantwortlich|an der reihe),?|lass mich nicht vergessen,?|ich hab(?:e)? vor,?|ich plane,?|ich hab(?:e)?(?:\\s+\\p{L}+\\.?){0,4}\\s+versprochen,?|^\\s*versprochen,|ich verspreche(?:\\s+(?:dir|euch|ihnen|es))?,?|ich kümmere mich|mein plan(?: für [\\p{L} ]{1,20})?(?: ist,?|:))`,
        // "Morgen muss ich …": the verb before the subject, never first (a question: "Muss ich …?").
        `(?<!^\\s*)${L}(?:werde|mu(?:ss|ß)|sollte|müsste) (?:ich|ick|isch)`,
      ].join("|")})${R}\\s*(.+)`,
      "iu",
    ),
    present: new RegExp(`^(?:${SUBJECTLESS}|${AGREED}|(?:(?:ok(?:ay)?|also|so|gut|naja|na ja|ja|und)[,!.]?\\s+)*wir\\s+sollten\\s+(?!.*${L}(?:reden|sprechen|quatschen|treffen|trinken|essen|ausgehen)${R})|(?:(?<lead>.+?)\\s+|(?=(?:${PROMISE_VERBS})\\s+ich\\s(?!.*${L}oder\\s+(?:du|ihr|er|sie|wir|jemand)${R})))(?<verb>${PROMISE_VERBS}|(?!(?:${NOT_A_PLAN_VERB})${R})(?!\\p{L}+(?<![td])te${R})\\p{Ll}{2,})\\s+(?:ich|(?<=${L}(?:${PROMISE_VERBS})\\s+)i(?:ck|sch)?)\\s+|(?:.*?[,:]\\s*|(?:(?:aber|übrigens|also|ok|okay|na ja|naja|ja)[,!.]?\\s+)+)?i(?:ch|ck|sch)?\\s+(?=(?:${PROMISE_VERBS}|(?!(?:${NOT_A_PLAN_VERB})${R})(?!\\p{L}*[^aeiouäöü\\s]te${R})\\p{Ll}{2,}e)${R})|(?:.*?[,:]\\s*)?ich\\s+wollte\\s+|(?:.*?[,:]\\s*)?ich\\s+möchte\\s+|(?:.*?[,:]\\s*)?ich\\s+(?:versuch|probier)(?:e|s)?,?\\s+)(?<task>.+)`, "iu"),
    clauseEnd: /,?\s+(?:und|aber)\s+(?:dann\s+)?(?:wir|du|ich|er)(?![\p{L}\p{N}])|,\s*(?:aber|doch|sonst)\s+|,\s*auch (?:wenn|bei)\s+|,\s*(?:keine sorge|versprochen)(?![\p{L}\p{N}])|,\s+(?:(?:der|die|das|er|sie|es)\s+)?(?:ist|sind|war|hat|haben|wartet|sieht|soll|schulde)\s+/iu,
    // "… heute die Miete überweisen und morgen die Bank anrufen", "…, dann …".
    nextClause: /,?\s+(?:und(?:\s+dann)?|dann|danach)(?:\s+(?:auch|noch))?\s+/iu,
    // Someone's own list ("Sams Todo:", "Sam's lijstje:") is theirs: a name's possessive before the head word is no head of the owner's.
    listHead: /(?:^|\s)(?<!^(?!\p{L}*(?:tags|dags)\s)\p{L}{2,}(?:s|['’]s?)\s)(?:to-?do(?:-liste)?|zu erledigen|erledigen|aufgaben|besorgungen|(?:meine\s+)?liste)$|^(?:auf (?:der|meiner) liste(?: für)?|steht (?:noch )?an|steht noch aus|noch zu (?:erledigen|tun|machen)|(?:muss|müssen) noch (?:erledigt|gemacht|geklärt|bezahlt|bestellt) werden|(?:aufgaben?|sachen|dinge|kram)(?: für)?|noch|(?:(?:ist|sind)\s+)?(?:noch\s+)?offen)$/iu,
    // "to book: MOT", "zu buchen: TÜV": a head naming the verb for the thing after it.
    verbHead: { head: /^zu\s+(\p{Ll}{3,}(?:en|ern|eln))$/iu, last: true },
    // An errand's verb where a note puts it: an unmarked list is to-dos only when every item has one.
    listVerb: new RegExp(`(?:^|\\s)(?:${TASK_PREFIXES})?(?:${TASK_STEMS}|schick|send|ruf|bezahl|zahl|überweis|schreib|buch|erledig|bring|meld|hol|kauf|besorg|klär|prüf|bestell|reich|geb|mail|frag|reparier|putz|beantwort|kündig|kontaktier|besuch|organisier|reservier|stornier|beantrag|verlänger|erneuer|unterschreib|druck|scann|verschick|versend|telefonier|tank|vereinbar|streich|wechsel|antwort|ausmach|saubermach|fertigmach|mach(?=en\\s+lassen))(?:en|n)(?:\\s+lassen)?[^\\p{L}\\p{N}]*$`, "iu"),
    // A participle last tells it done ("Termin mit Lena gehabt", "die Steuererklärung abgegeben").
    errand: /^(?!.*\s(?:ab|an|auf|aus|ein|mit|nach|vor|zu|zurück|weg|durch|um|fest|her|hin|los)?ge(?!richt|biet|bäude|halt|spräch|burtstag|meinde|setz|schäft|tränk|wicht|werbe)\p{L}{2,}(?:t|en)\s*$)(?:(?:der|die|das|den|dem|mein|meine|meinen)\s+)?(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:termin|besuch|gespräch|meeting|aufnahme|probe|beratung|sitzung|besprechung|prüfung|arzt|ärztin|friseur|physio|krankengymnastik|logopädie|ergotherapie|sprechtag|massage|fußpflege|zahnreinigung|nachhilfe|therapie|kieferorthopäde|kieferorthopädin|osteopath|osteopathin|tüv|inspektion|abgabe|lieferung|kontrolle|auffrischung|schulung|impfung|untersuchung|wartung|erklärung|gebühr|gebühren|zahlung|rechnung|antrag|anmeldung|ummeldung|abmeldung|formular|zettel|unterlagen|verlängerung|elternabend|sprechstunde|steuer|werkstatt|wechsel|baumarkt|bank|call|telko|telefonat|videocall|kündigung|zoom|teams|standup|stand-up|1:1|review|retro|jour fixe|sync)(?=\s*$|\s+(?:für|fürs|mit|bei|beim|wegen|um|am|im|in|von|zum|zur)\s|\s+(?!(?:ist|war|wird|wurde|erledigt|fertig|verschoben|abgesagt|gemacht|vorbei|aus|flach|ge\p{L}{2,}(?:t|en))(?![\p{L}]))[\p{L}-]+\s*$)|^(?:(?:die|den|das|der)\s+)?[\p{L}-]+\s+(?:raus|rein|weg|zurück|an die straße|zu(?:r|m) [\p{L}-]+|in die [\p{L}-]+|in den [\p{L}-]+|ins [\p{L}-]+)$|^(?=(?:noch|no|schnell|kurz|fix|eben|mal|mit)\s)(?:(?:noch|no|schnell|kurz|fix|eben|mal)\s+){0,3}(?:mit\s+(?:(?:dem|der|den|meinem|meiner|unserem|unserer)\s+)?\p{Lu}[\p{L}-]*\s+)?(?:zu(?:r|m)|in die|in den|ins|aufs|auf die)\s+\p{Lu}[\p{L}-]*(?:\s+(?:wegen|für|fürs)\s+(?:[\p{L}\p{N}-]+\s*){1,4})?$/iu,
    // A negation hedges only its own clause; "jetzt muss ich noch …" is said of what comes next.
    clauseScoped: new RegExp(`${L}(?:nicht|kein(?:e[nmrs]?)?|nie|niemals)${R}`, "iu"),
    // "Ich wollte morgen die Bank anrufen", "wollte nach der Arbeit einkaufen", "Ich hatte vor, …": never "… aber …".
    pastIntent: new RegExp(`(?:^\\s*|${L}ich\\s+)(?:wollte|hatte vor,?|hatte geplant,?)\\s+(?!.*${L}aber${R})(.+)`, "iu"),
    nowOpener: (clause) => {
      const m = /^\s*jetzt,?\s+(muss|müsste|sollte|will|werde|werd|möchte)\s+ich\s+(.+)$/iu.exec(clause);
      return m ? `ich ${m[1]} ${m[2]}` : null;
    },
    // "Heute Abend ist Hemden bügeln dran": a chore in the infinitive (lower case), nobody named.
    // "Morgen steht Zahnarzt an", "diese Woche steht die Steuererklärung an": with its day first, a thing that is due is the owner's too
    // (never "nichts", "viel", "was": no thing).
    chore: /^(?:ist|steht)\s+(?:noch\s+)?(?<task>(?:[\p{L}-]+\s+){0,3}\p{Ll}{2,}(?:en|ln|rn)(?=\s+(?:dran|an)[\s.!]*$)|(?<=^steht\s+(?:noch\s+)?)(?!(?:nichts|nix|viel|vieles|einiges|was|etwas|wenig|allerhand|eine|so|bei|wieder|mal|dann|bestimmt)(?![\p{L}]))(?:[\p{L}\p{N}.'’-]+\s+){0,3}[\p{L}\p{N}'’-]+(?=\s+an[\s.!]*$))\s+(?:dran|an)[\s.!]*$/u,
    deferred: null,
    // "bis Ende der Woche Angebot an Müller", "bis Fr.: Reisekosten": ein Liefergegenstand nach seiner Frist ("bis", nie ein Tag allein).
    deadlineThing: {
      lead: /^(?:bis|spätestens|spaetestens)$/iu,
      to: /\s(?:an|für|fuer)\s+(?!(?:alle|euch|dich|dir|Sie|Ihnen|uns|mich)(?![\p{L}]))\S/u,
      ready: /\s(?:fertig|erledigt|raus|abgeschickt|abgegeben|unterschrieben|bezahlt|überwiesen)$/iu,
      not: /(?<![\p{L}])(?:ich|du|er|sie|es|wir|ihr|man|mich|dich|uns|ist|sind|war|waren|bin|bist|hab|habe|hat|haben|hatte|wird|werden|muss|müssen|kann|können|soll|sollte|gibt|bleibt|bleibe|geht|gehts|sehen|Schatz|Leute|alle|Urlaub|Ferien|krank|frei|weg|unterwegs|zu|geschlossen|Pause|Gruß|Grüße|LG|VG|tschüss|ciao|Kuss|dann|ok|okay|Regen|Schnee|Ruhe|bitte|nichts|nix)(?![\p{L}])/iu,
    },
    // "ich schulde Tom noch 20 Euro", "ich bin Tom noch einen Anruf schuldig": eine Schuld der Besitzerin, als "… schulden"; nie "ich schulde dir was".
    outstanding: (sentence) => {
      // "TÜV noch", "noch das Formular fürs Jobcenter": a thing with "noch" and no verb is still the owner's to see to; its words nouns
      // and the small words between them, never "immer noch", a subject, a stretch of time or what the owner still has room or appetite for.
      const open = stillThing(sentence, {
        lead: /^(?:(?:ach ja|ach|oh|übrigens|uebrigens|und|also|ok|achso|ja)[,!.]?\s+)*/iu,
        still: "noch",
        thing: /^(?:(?:der|die|das|den|dem|mein|meine|meinen|unser|unsere|unseren)\s+)?\p{Lu}/u,
        inner: /^(?:\p{Lu}[\p{L}-]*|der|die|das|den|dem|des|für|fürs|vom|von|zum|zur|mit|im|am|beim|bei|an|auf|und|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|neue|neuen|neues|alte|alten|altes)$/u,
        not: /(?<![\p{L}])(?:ich|du|er|sie|es|wir|ihr|man|Zeit|Hunger|Durst|Lust|Bock|Geld|Platz|Fragen|Glück|Ahnung|Zweifel|Schmerzen|Fieber|Minute|Minuten|Stunde|Stunden|Tag|Tage|Woche|Wochen|Monat|Monate|Jahr|Jahre|Bier|Kaffee|Wein|Kuchen|Urlaub|Ferien|Schatz|Leute|Regen|Schnee)(?![\p{L}])/u,
        tail: /\s*,\s*(?:boah|uff|puh|mist|mann|seufz|ächz|oh mann|na toll)$/iu,
        people: PEOPLE,
        whose: /^(?:für|fürs|an|von|vom)$/iu,
      });
      if (open) return open;
      const lead = /^(?:(?:ach|oh|übrigens|uebrigens|und|also|ok|egal)[,!.]?\s+)*/iu;
      const said = sentence.trim().replace(lead, "").replace(/[\s.!]+$/u, "");
      const m = /^ich\s+schulde\s+(?<rest>[^,;:?]+)$/iu.exec(said) ?? /^ich\s+bin\s+(?<rest>[^,;:?]+?)\s+schuldig$/iu.exec(said);
      // "ich hab noch die Spesenabrechnung vor mir", "hab heute noch den Wocheneinkauf vor mir": a thing with its article still ahead of the
      // owner, a time perhaps before it; never a stretch of life or time ("das ganze Leben", "einen langen Tag", "die Ferien").
      const ahead = /^(?:ich\s+)?(?:hab|habe|hab['’])\s+(?<when>(?:[^,;:?\s]+\s+){0,3}?)noch\s+(?<thing>(?:den|die|das|meine|meinen|mein)\s+[^,;:?]{3,50}?)\s+vor\s+mir$/iu.exec(said)?.groups;
      if (ahead?.thing && !/(?<![\p{L}])(?:Leben|Tag|Abend|Nacht|Woche|Wochenende|Monat|Jahr|Zeit|Zukunft|Weg|Strecke|Fahrt|Reise|Flug|Urlaub|Ferien|Rente|Sommer|Winter|Schicht|Stunden?)(?![\p{L}])/iu.test(ahead.thing))
        return `${ahead.when ?? ""}${ahead.thing} erledigen`.trim();
      const rest = m?.groups?.rest?.replace(/(?<![\p{L}])noch\s+/giu, "").trim();
      if (!rest || rest.split(/\s+/u).length < 2) return null;
      return /(?<![\p{L}])(?:dir|dich|euch|Ihnen|nichts|nix|niemandem|keinem|keinen|Dank|alles|viel|Leben|Entschuldigung)(?![\p{L}])/iu.test(rest) ? null : `${rest} schulden`;
    },
    // "hab noch Zahnarzt um 3", "hob um 3 no an Termin beim Doktor": the owner's "have" before an appointment, the subject left out as
    // a note leaves it ("Ich hab morgen einen Zahnarzttermin" tells the day, as the development sentences label it).
    meetingWith: /^mit$/iu,
    haveErrand: /^(?:hab|habe|hob|hab['’])\s+/iu,
    // "zum Geburtstag Blumen holen", "für die Party am Samstag: Eis kaufen": an occasion said first.
    occasion: /^((?:zu(?:m|r)|für (?:den|die|das|meinen|meine|unseren|unsere)) (?:[\p{L}-]+\s+)?[\p{L}-]*(?:geburtstag|jubiläum|hochzeit|hochzeitstag|fest|feier|party|taufe|konfirmation|kommunion|weihnachten|ostern|abschied|einweihung)(?:\s+(?:am|von|vom)\s+[\p{L}.]+)?)(?![\p{L}])\s*[:,]?\s+/iu,
    hedges: new RegExp(
      // "AP Markus: Prognose verteilen": an action item a meeting note gives to someone named is theirs ("AP ich:" is the owner's).
      `${L}(?:^\\s*(?:ap|aktion|verantwortlich)\\s*[:–—-]?\\s*(?!(?:ich|mich|mir)${R})\\p{L}+\\s*[:–—-]|^\\s*ja\\s*ja${R}|warum nicht(?=[\\s.!?]*$)|^\\s*(?:wann|wo|wie|was|warum|wieso|weshalb|welche\\p{L}*|wer)\\s+(?:muss|soll|werde|kann|darf|sollte)\\s+ich|(?:ich\\s+)?(?:sollte|müsste)${R}.*,?\\s+aber${R}|(?:hat|haben)\\s+(?:\\p{L}+\\s+){0,2}(?:versprochen|zugesagt)|ich weiß,?(?: dass)? ich|ich glaub(?:e)?,? (?:dass )?ich (?:muss|sollte) mal wieder|wär(?:e|en)?\\s+(?:schön|toll|cool|super|nett|klasse|genial)|vielleicht|eventuell|evtl|eigentlich|wenn(?!\\s+ich\\s+(?:\\S+\\s+){0,3}?(?:${BACK_AT})\\s+bin${R})|falls|hoffe|hoffen|wünschte|wünsche mir|sollte ich|hoffentlich|nicht sicher|keine ahnung|nie|niemals|(?:gar |überhaupt )?nichts|wahrscheinlich|weiß nicht|glaube nicht|(?<!(?:vergiss|vergess|vergesse)\\s+)nicht(?!\\s+(?:zu\\s+)?vergessen)|kein(?:e[nmrs]?)?${R}(?!\\s+(?:fall,?\\s+vergessen|sorgen?|problem|stress)${R})|jetzt|gerade|immer|(?<!auf\\s+)jeden|jede|jedes|meistens|normalerweise|gerne?|irgendwann|eines tages|(?<!von\\s+)gestern|vorgestern|letzte[ns]? (?:woche|monat|jahr)|vorhin|neulich|(?:sagt|meint|findet|sagte|meinte|fand),?(?: dass)? ich)${R}`,
      "iu",
    ),
    // "das Meeting ist um 4": a thing named with its article and its "ist" tell a fact, after a head ("Erinnerung: …") as anywhere.
    // "Schankerlaubnis verlängern", "Futterteig bestellen", "Winterreifen aufziehen lassen": what is done, then an errand's verb
    // (calling, writing, buying, paying, booking, cancelling, renewing, sending, fetching, signing up, collecting) in the infinitive
    // last, or any verb and "lassen" (having it done); never to another's or a formal "Ihr" ("Ihren Ausweis verlängern" is an
    // instruction), never a recipe's step (its verbs are no errand's).
    bareNote: new RegExp(
      `^(?!.*${L}(?:ist|sind|war|waren|wird|wurde|werde|werden|hat|hab|habe|haben|bin|muss|musst|müssen|soll|sollst|sollen|sollte\\p{L}*|kann|kannst|können|will|willst|wollen|möchte\\p{L}*|darf|dürfen|ich|du|er|es|wir|man|sein|seine[nmrs]?|ihre?[nmrs]?|Ihre?[nmrs]?|dein\\p{L}*|euer\\p{L}*)${R})(?:[\\p{L}\\p{N}.'’-]+\\s+){1,8}(?:(?:${TASK_PREFIXES})?(?:anruf|ruf|telefonier|schreib|mail|kauf|besorg|bestell|order|bezahl|zahl|überweis|buch|reservier|kündig|stornier|verlänger|erneuer|schick|send|bring|hol|druck|beantrag|meld|reich|reparier|flick|sammel|sammeln|vereinbar|erledig|beantwort|unterschreib|tausch|umtausch|ausfüll|eintrag|nachtrag|nachfrag|frag|entkalk|entlüft|abtau|entsorg)(?:en|n)|(?:${TASK_PREFIXES})?(?:zieh|wechsel|reparier|mach|prüf|check|reinig|schneid|färb|install|einbau|lackier|verlänger|erneuer|kontrollier|wart|impf|untersuch)(?:en|n)\\s+lassen)$`,
      "u",
    ),
    // "4 Kanister Streusalz bestellen", "2 Liter Milch und 6 Eier holen", "neue Nadeln und 3 Flaschen Desinfektion ordern": a figure in a note
    // whose verb last buys, orders, fetches or pays; never a clock time or a duration ("um 3", "2 Stunden"), never a dose's or a recipe's
    // verb ("2 Tabletten nehmen", "200 g Zucker dazugeben").
    // A chore said by its verb alone after a cue (CommitmentCues.soloTask).
    backRef: /(?<![\p{L}])(?:sie|es|ihn|ihm|ihnen|die(?=\s+(?:dann|danach|noch|auch|gleich|mal)(?![\p{L}])))(?![\p{L}])/iu,
    soloTask: /^(?:tanken|staubsaugen|saugen|einkaufen|putzen|aufräumen|abspülen|abwaschen|spülen|bügeln|wischen|lernen|packen|kochen|Geld abheben|Wäsche waschen|Sport machen)$/iu,
    // Chat words ahead of a bare note, no part of it (CommitmentCues.noteOpener).
    noteOpener: /^(?:(?:ja|jo|nee|nö|nein|haha+|hihi|lol|ok|okay|oke|also|na|naja|na ja|tja|hm+|ach|oh|boah|puh|so)[,!.]*\s+)+/iu,
    countedNote: new RegExp(
      `^(?=[^\\d]*\\d)(?!.*\\d\\s*(?:uhr|h|min|minuten|stunden?|tage?n?)${R})(?:[\\p{L}\\p{N}.'’€-]+\\s+){1,8}(?:(?:ein|nach|ab|mit)?(?:kaufen|holen|besorgen|bestellen|ordern|bezahlen|zahlen|überweisen|bringen|packen|drucken|kopieren)|mitnehmen)$`,
      "iu",
    ),
    // Not read in this language: notes under a head naming what they are for.
    purposeHead: null,
    notATask: new RegExp(`^(?:(?:mich\\s+)?(?:hinsetzen|hinlegen)${R}|(?:(?:wieder|so|sehr|super|mega|echt)\\s+)*früh\\s+(?:aufstehen|raus)(?:\\s*,\\s*\\p{L}+)?\\s*$|(?:der|die|das|mein|meine|dein|deine|unser|unsere)\\s+(?:[\\p{L}-]+\\s+)?[\\p{L}-]+\\s+(?:ist|sind|war|waren)${R}|(?:wird|werden|ist|sind|gibt|kommt|kommen|fällt|fallen|beginnt|endet)\\s+(?:der|die|das|den|es|ein|eine)${R}|(?:dir|euch|ihnen|mir)\\s+(?:\\p{L}+\\s+){0,2}(?:was|etwas|eins)\\s+(?:\\p{L}+\\s+)?(?:erzählen|sagen|zeigen|beichten|fragen|gestehen|verraten)(?![\\p{L}])|(?:ständig|dauernd|andauernd|immer wieder|die ganze zeit)|(?:ganz\\s+)?(?:ehrlich|schon|echt|wirklich|leider|ja)\\s+(?:sagen|zugeben|gestehen)|(?:(?:langsam|noch|echt|bald|gleich|total|so)\\s+)*(?:alt|verrückt|wahnsinnig|irre|müde|krank|sauer|nervös|wach|dick|satt|wütend|grau|schwach)(?![\\p{L}])|(?:.*\\s)?(?:verdauen|verarbeiten|sacken lassen|mich\\s+(?:\\p{L}+\\s+)*(?:sortieren|sammeln|erholen|beruhigen|fassen))[^\\p{L}]*$|sagen|zugeben|gestehen|ehrlich sein|los|weg|ins bett|nach hause|aufs klo|(?:dir|euch|ihnen) recht geben|mach(?:e)? (?:schluss|feierabend|pause)|bin|war|mich fragen|wissen|(?:es|das|alles|sie|er)\\s+(?:ist|sind|war|wird)|[^,]*\\s(?:sein|werden|brauchen)[^\\p{L}]*$|(?:.*\\s)?(?:mehr|weniger)\\s+\\p{L}+en[^\\p{L}]*$|(?:.*\\s)?(?:nein|ja) sagen|['’]\\p{L}{0,2}|(?:geh|gehe|fahr|fahre)\\s+(?:[^,]*\\s)?(?:ins (?:kino|theater|konzert|museum|schwimmbad|stadion)|in die (?:kneipe|bar|disco|disko|oper|sauna)|auf (?:eine|die|ne|'ne) (?:party|feier|hochzeit)|feiern|tanzen|essen|spazieren|shoppen|bummeln|ans meer|an den (?:see|strand))|(?:.*\\s)?alles\\s+(?:selber|selbst|allein)(?:\\s+\\p{L}+)?[^\\p{L}]*$|(?:.*\\s)?(?:aufhören|abnehmen|vermissen|bereuen|auskotzen|ausheulen|lachen|weinen|entspannen|ausruhen|schlafen|ausschlafen|faulenzen|durchatmen|abschalten|chillen))${R}`, "iu"),
    vague: wordSet("es das dies dann da mal mich dich sehen machen mach mache machs tun gucken schauen denken überlegen nachdenken drüber darüber nach sein an erledigen versuchen drum darum übrigens uebrigens sowieso eh ohnehin trotzdem nix nichts"),
    taskLead: ["nicht vergessen,?", "an", "daran", "ich", "dass ich", "dass i(?:ck|sch)", "dat i(?:ch|ck|sch)", "dass i", "dass", "getz", "no(?=\\s+(?:(?:d|s|z)['’]|(?:d|s|z|an|a|en|em|am|dr|da|de)\\s))", "no(?=\\s+(?:zum|zur|ins|schnö|schnell|kurz|mal)\\s)", "schnö", "eben", "noch", "unbedingt", "dringend", "endlich", "mal", "wieder", "wirklich", "echt", "auf jeden fall", "schnell", "kurz", "versuchen,?", "d(?:a)?ran denken,?", "schon", "d(?:a)?rum,?(?: dass)?"],
    // Said right after the verb, no part of the task.
    afterVerb: ["noch", "endlich", "mal", "schnell", "kurz", "unbedingt", "wirklich", "echt", "schon", "getz", "jetzt"],
    unplacedDeadline: new RegExp(
      // Before an event: "vor dem Laborseminar", "vor der Lieferung am Freitag", "vor dem Aufmachen" (a verb said as a noun), "vor Ladenschluss",
      // "bevor Mama heimkommt" (the clause to its verb); a place is none ("vor der Wohnung").
      // After an event named by its article and noun, an adjective between ("nach der großen Pause", "nach dem letzten Kunden", "nach em Gschäft");
      // never a thing asked or looked for ("nach dem Weg fragen", "nach der Post schauen"), nor a
      // label's or a care sheet's step ("Nach dem Öffnen kühl lagern").
      `(?:^|\\s)(nach (?:dem|der|em|'m|da) (?:(?:großen|kleinen|letzten|ersten|nächsten|späten|frühen|heutigen|morgigen|langen|kurzen)\\s+)?(?!(?:Weg|Rechten|Post|Meinung|Uhrzeit|Preis|Namen|Öffnen|Anbruch|Anbrechen|Gebrauch|Auftragen|Stechen|Waschen|Einnehmen|Pflanzen|Säen|Schneiden|Backen|Kochen|Kneten|Abkühlen|Mischen|Einschenken)${R})[\\p{L}-]{3,}(?!\\s+(?:\\p{L}+\\s+){0,2}(?:fragen|schauen|sehen|gucken|suchen|erkundigen|richten|sehnen|riechen|schmecken|aussehen|klingen|greifen|forschen)${R})|vor (?:dem|der|den) (?:ersten|zweiten|nächsten|letzten|kommenden) \\p{Lu}[\\p{L}-]+(?:\\s+(?:am|vom)\\s+\\p{L}+\\.?)?|vor(?:m| dem| der| den| meinem| meiner| meinen| unserem| unserer) (?:(?:nächsten|kommenden|ersten|letzten)\\s+)?(?!Wohnung${R})\\p{L}*(?:ung|seminar|training|dienst|schicht|spiel|termin|meeting|treffen|kurs|unterricht|konzert|gottesdienst|besuch|urlaub|feier|fest|party|gespräch|sitzung|probe|gabe|runde|regen|trieb|ernte|demo|fahrt|check|lass|tritt|flug|call|stunde|show|gig|zug|zoch|abend)(?:\\s+(?:am|vom)\\s+\\p{L}+\\.?)?|vor dem (?:auf|zu|los|ab|heim|weg|aus|ein|an)\\p{Ll}{2,}en|vor dem (?!(?:Laden|Garten|Wagen|Hafen|Ofen|Boden|Kasten|Rasen|Haus|Eingang|Kuchen|Balken|Graben|Norden|Süden|Osten|Westen)${R})\\p{Lu}\\p{Ll}{2,}(?:en|ern|eln)|nach (?:dem|der|diesem|dieser) \\p{L}*(?:dienst|schicht|melken|füttern|stall|einsatz|auftrag|termin)|nach (?:Feierabend|Dienstschluss|Schichtende)|vor (?:dem|der) (?:Visite|Stream|Vorstellung|Abfahrt|Ankunft|Öffnung)|nach \\p{L}+(?:schluss|ende)|vor \\p{L}+(?:schluss|beginn|start|lass|check|fastnacht|ende|ablauf)|vor (?:eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)|nach der \\p{L}*pause|(?:am )?(?:Mon|Diens|Donners|Frei|Sams|Sonn)ta(?:ch|g)|(?:am )?(?:Mon|Diens|Donners|Frei|Sams|Sonn)tig|hück|morga|übermorga|morschn|morsche|heut (?:Obend|Omd|z['’]Obend)|(?:sobald|sowie|nachdem)\\s+(?:\\S+\\s+){0,5}?(?:bin|ist|sind|hab|habe|\\p{Ll}{2,}(?:t|e|en))(?=\\s*(?:[,;.!]|$))|wenn\\s+ich\\s+(?:\\S+\\s+){0,3}?(?:${BACK_AT})\\s+bin(?=\\s*(?:[,;.!]|$))|bevor\\s+(?:\\S+\\s+){0,5}?(?:ist|sind|\\p{Ll}{2,}t|\\p{Ll}{2,}en(?=\\s*(?:,|$|\\s+(?:noch|schnell|kurz|erst)${R})))|in den (?:nächsten|kommenden) (?:\\p{L}+ )?(?:Tagen|Wochen|Monaten)|vor dem (?:Bringen|Abholen)|vor \\p{Lu}\\p{L}+s (?:Anruf|Call|Termin|Besuch)|heut (?:abend|früh|mittag|nachmittag)|bis (?:Feierabend|\\p{L}+(?:schluss|ende))|(?:nächsten|kommenden|diesen)\\s+(?:Monat|Sommer|Winter|Frühling|Herbst)|(?:im|dieses|nächstes|kommendes)\\s+Frühjahr|im (?:Frühling|Sommer|Herbst|Winter)|(?:nächstes|dieses)\\s+(?:Jahr|Wochenende)|am Wochenende|vor dem (?:\\d{1,2}\\.|ersten)|bis \\d{1,2}|in der \\p{L}*[Pp]ause|auf(?:m| dem) (?:Heimweg|Rückweg|Weg nach Hause)|(?:im|bis|ab|Anfang|Mitte|Ende)\\s+(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)|nach dem (?:Abendessen|Mittagessen|Essen|Frühstück|Training|Meeting|Sport)|nach der (?:Arbeit|Schule|Uni|Vorlesung|Sprechstunde)|vor (?:dem|der|den) (?:Winter|Sommer|Frühjahr|Frühling|Herbst|Urlaub|Hochzeit|Schlafengehen|Termin|Meeting|Abflug|Abreise|Reise|Party|Feier|Besprechung|Abgabe|Prüfung|Essen|Frühstück|Mittagessen|Abendessen|Arbeit|Training|Umzug|Feiertagen|Ferien|Konferenz|Tagung|Verhandlung|Sitzung|Präsentation|Hochzeit)|vor (?:Mittag|Weihnachten|Ostern|Feierabend)|mrgn|morgn|asap|so schnell wie möglich|schnellstmöglich|nachher|später|gleich|demnächst|bald|heuer|(?:bis |in |vor )?(?:der )?KW ?\\d{1,2}|(?:am|übers|dieses|nächstes) WE)${R}`,
      "iu",
    ),
    // "…, keine Ausreden", "…, endlich", "…, komme was wolle", "…, bloß nicht vergessen": said to stress the task, no part of it.
    afterthought: /\s+(?:danke(?: dir| schön| sehr)?|vielen dank)(?:\s+zoe)?[\s.!]*$|\s*[,;:–—-]\s*(?:wa|ne|gell|gelle|nich|woll|oder|keine ausreden|endlich|komme was wolle|egal was kommt|(?:aber\s+)?(?:bloß|ja|bitte)?\s*nicht vergessen|lass (?:das|es) nicht (?:wieder )?schleifen|(?:ganz\s+)?(?:versprochen|sicher)|(?:ich\s+)?versprech(?:e|')?(?:\s+es)?(?:\s+dir)?|auf jeden fall|garantiert|ehrenwort|hab(?:e|['’]s)?(?:\s+(?:ich|es))?(?:\s+(?:ihr|ihm|ihnen|(?:dem|der|den)\s+\p{L}+))?\s+(?:fest\s+)?(?:zugesagt|versprochen|versproche))[\s.!]*$/iu,
    amountTail: /\s*,\s*((?:je\s+)?(?:(?:ca\.?|circa|etwa|ungefähr|rund|so|~)\s*)?(?:(?:[£$€]\s?\d[\d.,]*\s?[km]?|\d[\d.,]*\s?[km]?\s?(?:€|£|\$|euro|eur|chf|franken|fr\.))(?:\s+(?:pro stück|das stück|pro \p{L}+|insgesamt|zusammen))?|\d[\d.,]*(?:\s+(?:pro stück|das stück|pro \p{L}+|insgesamt|zusammen))))[\s.!]*$/iu,
    visit: null,
    emphasis: ["auf jeden fall", "auf alle fälle", "ganz bestimmt", "ganz sicher", "unbedingt", "garantiert"],
    // "…, dass ich am Dienstag den Notar anrufen muss": the clause said as a statement, its verb back after "ich".
    noteAsk: (question) => {
      const m = /^\s*(?:(?:hey|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:kannst|könntest|würdest)\s+du\s+(?:bitte\s+|mal\s+)*)(?:(?:dir|mir)\s+)?(?:merken|notieren|aufschreiben|vormerken|festhalten)(?:\s+bitte)?,?\s+dass\s+ich\s+(.+?)\s+(muss|werde|soll|sollte|will)$/iu.exec(question);
      return m ? `ich ${m[2]} ${m[1]}` : null;
    },
    // "wollte noch die Fliesen bestellen, mach ich morgen": "mach ich", "erledige ich", "das mach ich dann"; never "hab ich gemacht".
    // No shape said again yet: the cues read these languages' objects and states as said.
    // "dass ich Mama morgen anrufe, nicht vergessen": the clause said after the reminder's words. "die Kartons sind bis Donnerstag bei Ihnen,
    // versprochen", "die Präsentation steht bis Mittwoch, versprochen": a thing's state promised after it is the owner's to see to ("dafür
    // sorgen, dass …"), kept only with its time; "kriegst den Zehner Freitag zurück, versprochen": what the owner gives back.
    tagged: (sentence) => {
      const said = sentence.trim();
      // "die Rechnung, die muss noch raus", "den Brief vom Finanzamt, den muss ich morgen beantworten": a thing said first and picked up by
      // its pronoun after the comma is what the modal's clause is about; said again without the pronoun. Never a person.
      const resumed = /^(?<thing>(?:der|die|das|den|mein|meine|meinen|unser|unsere|unseren)\s+[^,;:?!]{2,50}?)\s*,\s*(?:der|die|das|den)\s+(?<rest>(?:muss|müssen|müsste|müssten|sollte|sollten)\s+[^,;:?]+?)[\s.!]*$/iu.exec(said)?.groups;
      if (resumed?.thing && resumed.rest && !resumed.thing.toLowerCase().split(/\s+/u).slice(0, 2).some((w) => PEOPLE.has(w)))
        return { said: `${resumed.thing} ${resumed.rest}`, needsTime: false };
      const that = /^dass\s+ich\s+(.+?)\s*[,;:–—-]\s*(?:(?:bloß|ja|bitte)\s+)?nicht\s+vergessen[\s.!]*$/iu.exec(said);
      if (that) return { said: `nicht vergessen, dass ich ${that[1]}`, needsTime: false };
      // "dass ich heute Abend die Oma anrufe, hab ich Papa versprochen": the promise told after its clause, to someone.
      const told = /^dass\s+ich\s+(.+?)\s*,\s*(?:hab(?:e)?|hatte)\s+ich\s+(?:(?:der|dem|den|meiner|meinem|meinen)\s+)?(?:[\p{Lu}][\p{L}.'’-]*\s+){0,2}(?:fest\s+)?versprochen[\s.!]*$/u.exec(said);
      if (told) return { said: `hab versprochen, dass ich ${told[1]}`, needsTime: false };
      // "Nebenkostenabrechnung muss noch gemacht werden", "muss noch erledigt werden: Steuer": a thing that "still" has to be done, nobody
      // named, is the owner's to do with no time ("Nebenkostenabrechnung machen"); never a person ("Mein Bruder muss noch operiert werden").
      // "die Heizung muss noch gewartet werden, Termin vereinbaren", "das Bad müsste dringend mal geputzt werden, mach ich heute Abend": a thing
      // that has to be seen to, then the owner's errand for it or "mach ich" with its time. Said again as the owner's: done by the owner
      // ("mach ich …": "ich muss heute Abend das Bad putzen"), or through someone (an errand: "ich muss noch die Heizung warten lassen").
      const errand = /^(?<thing>(?:der|die|das|mein|meine|unser|unsere)\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}?[\p{L}\p{N}'’-]+)\s+(?:muss|müssen|müsste|müssten|sollte|sollten)\s+(?<when>(?:[^,;:?\s]+\s+){0,3}?)(?:(?:noch|mal|dringend|unbedingt|endlich|wieder)\s+)*(?<part>\p{Ll}{4,})\s+werden\s*,\s*(?<then>[^,;:?]+?)[\s.!]*$/u.exec(said)?.groups;
      const errandVerb = errand?.part ? infinitiveOf(errand.part) : null;
      if (errand?.thing && errand.then && errandVerb && !errand.thing.toLowerCase().split(/\s+/u).slice(0, 2).some((w) => PEOPLE.has(w))) {
        const thing = errand.thing.replace(/^([Dd])er(?=\s)/u, "$1en").replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (c) => c.toLowerCase());
        const mine = /^(?:das\s+|dann\s+)?(?:mach|mache|erledige|erledig)\s+ich(?:\s+(?:das|dann|es))*\s*(?<rest>.*)$/iu.exec(errand.then)?.groups;
        if (mine) return { said: `ich muss ${errand.when ?? ""}${mine.rest ? `${mine.rest} ` : ""}${thing} ${errandVerb}`.replace(/\s+/gu, " "), needsTime: false };
        if (/\p{Ll}{2,}(?:en|ern|eln)$/u.test(errand.then) && !/(?<![\p{L}])(?:hab|habe|hat|haben|wurde|ist|war)(?![\p{L}])/iu.test(errand.then))
          return { said: `ich muss ${errand.when ?? ""}noch ${thing} ${errandVerb} lassen`.replace(/\s+/gu, " "), needsTime: false };
      }
      const still = /^(?:(?<thing>(?:[\p{L}\p{N}'’-]+\s+){0,4}?[\p{L}\p{N}'’-]+)\s+(?:muss|müssen)\s+noch\s+(?<part>\p{Ll}{4,})\s+werden(?:\s+(?<tail>(?:für|fürs|vor|bis|nach|beim|bei)\s+(?:[\p{L}\p{N}.'’-]+\s+){0,3}[\p{L}\p{N}.'’-]+))?|(?:muss|müssen)\s+noch\s+(?<part2>\p{Ll}{4,})\s+werden\s*:\s*(?<thing2>[^,;]+?))[\s.!]*$/u.exec(said);
      if (still?.groups) {
        const thing = (still.groups.thing ?? still.groups.thing2 ?? "").trim();
        // "muss noch erledigt werden: Autoversicherung wechseln": a to-do with its own verb after the colon is that to-do.
        if (still.groups.thing2 && /\s\p{Ll}{2,}(?:en|ern|eln)$/u.test(thing)) return { said: `ich muss noch ${thing}`, needsTime: false };
        const verb = infinitiveOf(still.groups.part ?? still.groups.part2 ?? "");
        const words = thing.toLowerCase().split(/\s+/u);
        if (verb && !words.slice(0, 2).some((w) => PEOPLE.has(w)) && !/^(?:ich|du|er|sie|es|wir|ihr|man|wer)$/u.test(words[0]!) && !(words.length === 1 && /^(?:der|die|das|den|dem)$/u.test(words[0]!)) && !words.every((w) => /^(?:das|dies|was|alles|vieles|hier|da|jetzt)$/u.test(w)))
          // "… beantragt werden für die Kleine": what is said after the verb (for whom, by when) goes before it in the to-do.
          return { said: `ich muss noch ${thing.replace(/^([Dd])er(?=\s)/u, "$1en")}${still.groups.tail ? ` ${still.groups.tail}` : ""} ${verb}`, needsTime: false };
      }
      // The promise may name whom it was made to ("…, hab ich der Leitung versprochen").
      const tag = `\\s*,\\s*(?:(?:ganz\\s+)?versprochen|(?:ich\\s+)?versprech(?:e|['’])?(?:\\s+es)?(?:\\s+(?:dir|euch|ihnen))?|ehrenwort|hab(?:e)?\\s+ich\\s+(?:(?:der|dem|den|meiner|meinem|meinen)\\s+)?(?:\\p{Lu}[\\p{L}.'’-]*\\s+){0,2}versprochen)[\\s.!]*$`;
      const back = new RegExp(`^(?:du\\s+)?(?:kriegst|bekommst)\\s+(?<thing>.+?)\\s+zurück${tag}`, "iu").exec(said);
      if (back?.groups) return { said: `ich muss dir ${back.groups.thing} zurückgeben`, needsTime: false };
      // "Ich verspreche dir, dass die Fotos bis Sonntag sortiert sind": the promise said first, the state in its clause.
      const promise = new RegExp(`^(?:(?:ich\\s+)?versprech(?:e|['’])?(?:\\s+(?:es\\s+)?(?:dir|euch|ihnen|(?:der|dem|meiner|meinem)?\\s*\\p{Lu}[\\p{L}-]+))?|ich\\s+sorg(?:e)?\\s+dafür)\\s*,?\\s+dass\\s+(?<thing>(?:der|die|das|mein|meine|unser|unsere)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?<rest>.+?)\\s+(?<be>ist|sind)[\\s.!]*$`, "iu").exec(said);
      const state = promise ?? new RegExp(`^(?<thing>(?:der|die|das|mein|meine|unser|unsere)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?<be>ist|sind|steht|stehen|liegt|liegen|läuft|laufen|geht|gehen)\\s+(?<rest>.+?)${tag}`, "iu").exec(said);
      if (!state?.groups) return null;
      const { thing = "", be = "", rest = "" } = state.groups as Record<string, string | undefined>;
      // "geht … raus", "laufen … wieder": the particle said last goes before the verb at the clause's end ("rausgeht", "wieder laufen").
      const words = rest.split(/\s+/u);
      const particle = /^(?:ist|sind|steht|stehen|liegt|liegen)$/iu.test(be) || words.length < 2 ? "" : /^(?:raus|rein|weg|los|zurück|wieder)$/iu.exec(words.at(-1)!)?.[0] ?? "";
      if (/^(?:läuft|laufen|geht|gehen)$/iu.test(be) && !particle) return null;
      const verb = particle ? (/^wieder$/iu.test(particle) ? `wieder ${be}` : `${particle}${be}`) : be;
      const before = particle ? words.slice(0, -1).join(" ") : rest;
      return { said: `ich muss dafür sorgen, dass ${thing.replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (c) => c.toLowerCase())} ${before} ${verb}`, needsTime: true };
    },
    sayAgain: null,
    pickUp: {
      clause: /^(?:(?:das|dann)\s+)?(?:mach|mache|erledige|erledig)\s+ich(?:\s+(?:das|dann|es))*(?![\p{L}])/iu,
      task: (earlier) => {
        const said = earlier.trim();
        const led = said.replace(/^(?:ich\s+)?(?:wollte|sollte|muss|müsste|hab(?:e)?\s+vergessen,?|vergesse\s+(?:ständig|immer))\s+(?:(?:noch|ja|eigentlich)\s+)*/iu, "");
        // A participle after a negation ("Tierarzt immer noch nicht angerufen") says no task as a note can.
        if (led === said) return null;
        return led.replace(/\s+zu\s+(\p{L}+)$/u, " $1");
      },
    },
    fillers: /(?<![\p{L}])(?:ä+h+m*|ö+h+m*|h+m+)(?![\p{L}])[,…]*/giu,
    elisions: null,
    // A day said of a noun ("das Spiel vom Samstag"), not when the task is due.
    dayOf: /^(?:vom|von)$/iu,
    dayFor: /^(?:für|fürs)$/iu,
    // "Ich gehe morgen verlängern meine Aufenthaltserlaubnis", "ok morgen gehe testen den Bezahlvorgang": the object after the verb, as a learner says it.
    learnerGo: /^(?<lead>(?:[\p{L}\p{N}.,:]+\s+){0,3}?)(?:ich\s+)?geh(?:e)?\s+(?<mid>(?:[\p{L}\p{N}.]+\s+){0,3}?)(?<verb>(?!(?:versuchen|probieren|wegen|gegen|entgegen|oben|unten|draußen|drinnen|hinten|neben|zwischen|eben|gern|einen|einem)\s)\p{Ll}{3,}(?:en|ern|eln))\s+(?<task>(?:mein|meine|meinen|meinem|meiner|den|die|das|dem|der|ein|eine|einen|sein|seine|seinen|ihr|ihre|ihren|unser|unsere|unseren)\s.+)$/iu,
    clitic: null,
    // "versprochen, dass ich den Rasen mähe", "… dass i am Sonntag an Kuacha bring": the verb last in the first person said as the
    // infinitive ("mähe" -> "mähen", "sammle" -> "sammeln", "bring" -> "bringen"); a modal or "werde" after it left out.
    thatClause: {
      oneVerb: true,
      cue: new RegExp(`${L}(?:dass|dat)\\s+i(?:ch|ck|sch)?\\s*$`, "iu"),
      task: (clause) => {
        // "…, dass ich die Katze füttere, solange sie weg sind": a clause of its own after the task; read as said.
        if (new RegExp(`${L}(?:wenn|falls|solange|sobald|weil|bevor|nachdem|während|damit|ob)${R}`, "iu").test(clause)) return clause;
        const words = clause.trim().split(/\s+/u);
        if (words.length > 2 && /^(?:werde|werd|muss|kann|will|soll|möchte|darf)$/iu.test(words.at(-1)!) && /\p{Ll}(?:en|ern|eln)$/u.test(words.at(-2)!)) words.pop();
        const last = words.at(-1)!;
        if (words.length < 2 || !/^\p{Ll}{2,}$/u.test(last) || /(?:en|ern|eln)$/u.test(last)) return words.join(" ");
        const stem = last.replace(/e$/u, "");
        words[words.length - 1] = /[^aeiouäöülr][lr]e$/u.test(last) ? `${stem.slice(0, -1)}e${stem.slice(-1)}n` : last.endsWith("e") || /^(?:tu|\p{Ll}*tu)$/u.test(last) ? `${last}n` : `${last}en`;
        return words.join(" ");
      },
    },
    people: PEOPLE,
    restate: (sentence) => {
      // "Hab der Braut versprochen, dass die Anstecksträußchen bis Freitag fertig sind": a state promised of a thing (its article or possessive,
      // never a pronoun that names nothing) is the owner's to see to ("dafür sorgen, dass …"), as a thing that has to be in a state is.
      const promisedState = new RegExp(
        `^(?:(?:ich\\s+)?(?:hab|habe|hab['’]s)\\s+)?(?:(?!(?:hat|haben|hatte|hatten|hast|er|sie|wir|du)${R})[\\p{L}\\p{N}'’-]+\\s+){0,5}?(?:versprochen|zugesagt|garantiert)\\s*,?\\s+dass\\s+(?<thing>(?:der|die|das|mein|meine|unser|unsere|sein|seine|ihr|ihre)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,6}?)(?<state>fertig|bereit|erledigt|repariert|abholbereit|startklar)\\s+(?<be>ist|sind)$`,
        "iu",
      ).exec(sentence);
      if (promisedState?.groups) {
        const { thing = "", mid = "", state = "", be = "" } = promisedState.groups as Record<string, string | undefined>;
        return { lead: "", task: `dafür sorgen, dass ${thing.replace(/^\p{Lu}(?=\p{Ll}*\s)/u, (c) => c.toLowerCase())} ${mid}${state} ${be}`.replace(/\s+/gu, " ") };
      }
      // "Die Reifen müssen diesen Monat gewechselt werden", "Bericht muss bis 23:59 hochgeladen sein": the thing, its time (a clock's colon in it), and the verb of what is to be done to it.
      const passive = new RegExp(
        `^(?<thing>(?!(?:ich|du|er|sie|es|wir|ihr|man|das|dies|was)${R})(?:[\\p{L}\\p{N}.'’-]+\\s+){0,5}?[\\p{L}\\p{N}'’-]+)\\s+(?:muss|müssen|sollte|sollten|soll|sollen)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,5}?)(?<part>\\p{Ll}{4,})\\s+(?:werden|sein)$`,
        "u",
      ).exec(sentence);
      // "… muss vor der Übergabe fertig sein": a thing to be finished is the owner's to finish.
      const verb = passive?.groups ? (/^fertig$/iu.test(passive.groups.part!) ? "fertig machen" : infinitiveOf(passive.groups.part!)) : null;
      // "noch" says it is still to do, no word of the task; "Der Ethikantrag" the subject is what the to-do names as its object ("den Ethikantrag").
      if (passive?.groups && verb) return { lead: "", task: `${passive.groups.thing!.replace(/^([Dd])er(?=\s)|^([Dd])ieser(?=\s)/u, (_m, a?: string, b?: string) => (a ? `${a}en` : `${b}iesen`))} ${passive.groups.mid!.replace(/(?:^|\s)noch\s+/u, " ")}${verb}`.replace(/\s+/gu, " ") };
      // "Die Rechnung muss heute Abend noch raus", "das Manuskript muss bis Freitag zurück an die Redaktion", "die Unterlagen müssen bis Freitag
      // zur Post": a paper or a parcel that has to go somewhere is the owner's to send (a bus "muss zum TÜV", people "müssen raus": only papers).
      const goes = new RegExp(
        `^(?<thing>(?:(?:der|die|das|den|mein|meine|unser|unsere)\\s+)?(?:[\\p{L}\\p{N}'’-]+\\s+)?${PAPERS}(?:\\s+(?:für|von|vom|an|zum|zur|über)\\s+(?:[\\p{L}\\p{N}&'’-]+\\s+){0,5}?[\\p{L}\\p{N}'’-]+)?)\\s+(?:muss|müssen)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,5}?)(?:(?<out>raus|hinaus|weg|ab)|(?<post>zur Post|auf die Post)|zurück(?<back>\\s+(?:an|zu|zum|zur|nach)\\s+.+)?)$`,
        "iu",
      ).exec(sentence);
      if (goes?.groups) {
        const { thing, mid, out, post, back } = goes.groups as Record<string, string | undefined>;
        const verb = out ? "rausschicken" : post ? "zur Post bringen" : `${back ? `${back.trim()} ` : ""}zurückschicken`;
        return { lead: "", task: `${thing} ${mid!.replace(/(?:^|\s)noch\s+/u, " ")}${verb}`.replace(/\s+/gu, " ") };
      }
      // "Das Auto muss bis Monatsende zum TÜV", "die Mülltonnen müssen heute Abend raus": the owner's car to the garage, the bins out (a bus
      // of the company "muss zum TÜV" is said with its owner's name; people "müssen raus": only cars and bins).
      const taken = new RegExp(
        `^(?<thing>(?:(?:das|der|die|mein|meine|unser|unsere)\\s+)?(?:(?<car>[\\p{L}-]*(?:auto|wagen|motorrad|fahrrad|rad|traktor|bulldog|anhänger|transporter|bus|lkw|kombi|roller|wohnmobil|mäher|motorsäge|boot|taxi|moped|camper|pickup))|(?<bin>[\\p{L}-]*(?:tonne|tonnen|müll|altpapier|säcke))))\\s+(?:muss|müssen)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,4}?)(?:(?<garage>zum TÜV|zur Inspektion|in die Inspektion|zur Wartung|zur Durchsicht|zum Service|zum Kundendienst|in die Werkstatt|zum Reifenwechsel)|(?<out>raus|an die Straße|vor die Tür))$`,
        "iu",
      ).exec(sentence);
      if (taken?.groups && (taken.groups.car ? taken.groups.garage : taken.groups.out)) {
        const { thing = "", mid = "", garage } = taken.groups as Record<string, string | undefined>;
        const object = thing.replace(/^([Dd])er(?=\s)/u, "$1en");
        return { lead: "", task: `${object} ${mid.replace(/(?:^|\s)noch\s+/u, " ")}${garage ? `${garage} bringen` : "rausstellen"}`.replace(/\s+/gu, " ") };
      }
      // "Der Kinderwagen muss bis zum 30. zurück zu Babymarkt", "die Bücher müssen bis Freitag zurück in die Bücherei": a thing that has to
      // go back is the owner's to take back (people are not things: `people` keeps "die Kinder müssen …" out).
      const back = new RegExp(
        `^(?<thing>(?!(?:ich|du|er|sie|es|wir|ihr|man|das|dies|was|wer)${R})(?:[\\p{L}\\p{N}'’-]+\\s+){0,4}?[\\p{L}'’-]+)\\s+(?:muss|müssen)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,5}?)(?:noch\\s+)?zurück(?<to>\\s+(?:zu|zum|zur|an|in|ins|nach|in die|in den)\\s+.+)?$`,
        "iu",
      ).exec(sentence);
      if (back?.groups) {
        const { thing = "", mid = "", to = "" } = back.groups as Record<string, string | undefined>;
        return { lead: "", task: `${thing.replace(/^([Dd])er(?=\s)/u, "$1en")} ${mid.replace(/(?:^|\s)noch\s+/u, " ")}${to.trim()} zurückbringen`.replace(/\s+/gu, " ") };
      }
      // "Die Rezepte müssen vor Mitternacht im System sein", "Der Keller muss bis zum 15. leer sein", "Die Webseite muss bis Montag live gehen": a
      // thing that has to be somewhere or in a state by a time is the owner's to see to ("dafür sorgen, dass …"); "Das Boot muss vor dem Winter aus
      // dem Wasser": a thing that has to come out of somewhere, the owner's to fetch. Only a thing with its article or possessive, never "da sein"
      // (an arrival), and never people (`people`: "Die Kinder müssen um acht in der Schule sein").
      const state = new RegExp(
        `^(?<thing>(?:der|die|das|mein|meine|unser|unsere|dein|deine|diese[rs]?)\\s+(?:[\\p{L}\\p{N}.'’-]+\\s+){0,4}?[\\p{L}'’-]+)\\s+(?<modal>muss|müssen)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,7}?)(?:noch\\s+)?(?:(?<where>(?:im|in der|in den|ins|beim|bei der|auf dem|auf der|auf den)\\s+(?:[\\p{L}\\p{N}.'’-]+\\s+){0,3}?[\\p{L}\\p{N}'’-]+|leer|sauber|aufgeräumt|erledigt|online|live|drin|grün|bereit|startklar|vollständig)\\s+sein|(?<going>live|online|in Druck|in Produktion)\\s+gehen|(?<out>aus (?:dem|der) [\\p{L}-]+))$`,
        "iu",
      ).exec(sentence);
      if (state?.groups) {
        const { thing = "", modal = "", mid = "", where, going, out } = state.groups as Record<string, string | undefined>;
        const plural = modal.toLowerCase() === "müssen";
        if (out) return { lead: "", task: `${thing.replace(/^([Dd])er(?=\s)/u, "$1en")} ${mid.replace(/(?:^|\s)noch\s+/u, " ")}${out} holen`.replace(/\s+/gu, " ") };
        const named = thing.replace(/^\p{Lu}(?=\p{Ll}*\s)/u, (c) => c.toLowerCase());
        const verb = going ? `${going} ${plural ? "gehen" : "geht"}` : `${where ?? /^\S+/u.exec(state[0].replace(/^.*\s(?=\S+\s+sein$)/u, ""))![0]} ${plural ? "sind" : "ist"}`;
        return { lead: "", task: `dafür sorgen, dass ${named} ${mid.replace(/(?:^|\s)noch\s+/u, " ")}${verb}`.replace(/\s+/gu, " ") };
      }
      // "Die Messer sind vor dem ersten Schnitt zu schleifen", "Der Antrag ist bis Freitag einzureichen": a thing that is to be done, said
      // formally; never what is to be had, let or sold ("Die Wohnung ist ab Mai zu vermieten").
      const formal = new RegExp(
        `^(?<thing>(?!(?:ich|du|er|sie|es|wir|ihr|man|das|dies|was|wer|da|hier|dort)${R})(?:[\\p{L}\\p{N}'’-]+\\s+){0,5}?[\\p{L}'’-]+)\\s+(?:ist|sind)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,6}?)(?:noch\\s+)?(?:zu\\s+(?<verb>(?!(?:vermieten|verkaufen|verschenken|haben|mieten|sehen|hören|erreichen|finden|bekommen|kriegen|besichtigen|beachten|erwarten|befürchten)${R})\\p{Ll}{3,}en)|(?<sep>${SEPARABLE.join("|")})zu(?<stem>\\p{Ll}{3,}en))$`,
        "u",
      ).exec(sentence);
      if (formal?.groups) {
        const { thing = "", mid = "", verb, sep, stem } = formal.groups as Record<string, string | undefined>;
        return { lead: "", task: `${thing.replace(/^([Dd])er(?=\s)/u, "$1en")} ${mid}${verb ?? `${sep}${stem}`}`.replace(/\s+/gu, " ") };
      }
      // "Diese Woche muss der Kundendienst noch gebucht werden": the time first, the thing after the verb.
      const inverted = /^(?<lead>.+?)\s+(?:muss|müssen)\s+(?<thing>(?:der|die|das|mein|meine|unser|unsere)\s+.+?)\s+(?:noch\s+)?(?<part>\p{Ll}{4,})\s+(?:werden|sein)$/iu.exec(sentence);
      const late = inverted?.groups ? infinitiveOf(inverted.groups.part!) : null;
      if (inverted?.groups && late) return { lead: inverted.groups.lead!, task: `${inverted.groups.thing} ${late}` };
      // "Hab noch ein Paket an Zalando zurückzuschicken", "Diese Woche ist noch der Kundendienst zu buchen": a thing still to do.
      const toDo = new RegExp(
        `^(?<lead>.*?)(?:^\\s*|${L})(?:ich\\s+hab(?:e)?\\s+(?:noch\\s+)?|(?:hab(?:e)?|ist|sind)\\s+noch\\s+)(?<thing>(?!(?:viel|einiges|was|etwas|nichts|genug|zeit)${R})(?:[\\p{L}\\p{N}.'’-]+\\s+){0,6}?[\\p{L}\\p{N}'’-]+)\\s+(?:zu\\s+(?<verb>\\p{Ll}{3,}en)|(?<sep>${SEPARABLE.join("|")})zu(?<stem>\\p{Ll}{3,}en))(?<rest>.*)$`,
        "iu",
      ).exec(sentence);
      if (toDo?.groups) {
        const { lead, thing, verb, sep, stem, rest } = toDo.groups as Record<string, string | undefined>;
        return { lead: lead ?? "", task: `${thing} ${verb ?? `${sep}${stem}`}${rest ?? ""}` };
      }
      // "Hab Ines die Entwürfe bis Donnerstag versprochen": a thing promised with no verb, said back as the thing and for whom.
      const promised = new RegExp(
        `^(?:[Ii]ch\\s+)?[Hh]ab(?:e)?\\s+(?<who>\\p{Lu}\\p{L}+|(?:meine[mnr]?|de[mnr])\\s+\\p{L}+)\\s+(?<thing>(?:die|den|das|einen|eine|ein|meine[nm]?)\\s+.+?)\\s+versprochen$`,
        "u",
      ).exec(sentence);
      if (promised?.groups) return { lead: "", task: `${promised.groups.thing} für ${promised.groups.who}` };
      return null;
    },
    reminder: {
      // "Kannst du mich um 17 Uhr erinnern, …": the request's verb may come after the time.
      // Asked of anyone in a family or team chat: "kann mich jemand morgen dran erinnern, …".
      // "mi" is "mich" in Austrian and Bavarian chat ("erinnere mi in 2 minuten …").
      ask: new RegExp(`${L}(?:(?:erinnere?|erinnern sie) (?:mich|mi)${R}(?!\\s+nicht${R})|(?<=(?:kannst|könntest|würdest) du\\s+(?:bitte\\s+)?)(?:mich|mi)(?=.*${L}erinnern${R})|(?<=(?:kann|könnte|würde)\\s+)mich\\s+(?:bitte\\s+)?(?:jemand|einer|wer)(?=.*${L}erinnern${R}))`, "iu"),
      // "lass mich den Elternabend nicht vergessen", "sorg dafür, dass ich …", "denk dran, dass ich …";
      // the verb split around the time: "stups mich nächste Woche wegen … an", "gib mir morgen Bescheid, dass ich …".
      indirect: new RegExp(`${L}(?:lass(?:t)? mich(?=.*${L}nicht vergessen[^\\p{L}]*$)|sorg(?:e)? dafür,?(?=\\s+dass ich${R})|denk d(?:a)?ran,?(?=\\s+dass ich${R})|pass auf,?(?=\\s+dass ich${R})|(?:stups|stupse|schubs|schubse) mich(?=.*\\s(?:an|wegen\\s.+\\san)[^\\p{L}]*$)|(?:gib|sag|sage) mir(?=\\s+(?:[\\p{L}\\p{N}]+\\s+){0,4}?bescheid(?:,?\\s+dass ich|\\s+wegen)${R}))`, "iu"),
      noun: new RegExp(`(?:${L}(?:stell|stelle|setz|setze|mach|mache|erstell|erstelle|leg|lege)\\s+(?:mir\\s+)?(?:bitte\\s+)?(?:eine|ne|'ne)\\s+erinnerung|^\\s*erinnerung(?=\\s+(?:um|in|für|morgen|heute|am)${R}[^:–—]*?(?:\\s[–—-]\\s|:)))${R}`, "iu"),
      // "stell mir einen Wecker für 7 Uhr", "stell einen Timer auf 10 Minuten für die Nudeln", "einen 10-Minuten-Timer".
      repeats: [
        [/(?<![\p{L}])(?:alle\s+(?:zwei|2)\s+wochen|alle\s+(?:vierzehn|14)\s+tage|vierzehntägig|zweiwöchentlich)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:jeden|jede|jedes)\s+(?:tag|woche|monat|jahr|werktag)(?![\p{L}])|(?<![\p{L}])(?:täglich|taeglich|wöchentlich|monatlich|tagtäglich)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:jeden)\s+(morgen|abend|mittag|nachmittag|vormittag)(?![\p{L}])|(?<![\p{L}])(morgen|abend|mittag|nachmittag|vormittag)s(?![\p{L}])/giu, "$1$2s"],
        [/(?<![\p{L}])jeden\s+(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?![\p{L}])|(?<![\p{L}])(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s(?![\p{L}])/giu, "am $1$2"],
        [/(?<![\p{L}])alle\s+(\d+)\s+(minuten|stunden|tage)(?![\p{L}])/giu, "in $1 $2"],
      ],
      repeatUnits: [
        [/zwei\s+wochen|2\s+wochen|vierzehn|14\s+tage|zweiwöchentlich/iu, "week", 2],
        [/werktag/iu, "weekday"],
        [/woche|wöchentlich|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag/iu, "week"],
        [/monat/iu, "month"],
        [/jahr/iu, "year"],
        [/stunde/iu, "hour"],
        [/minute/iu, "minute"],
      ],
      repeatEvery: {
        re: /(?<![\p{L}])alle\s+(?<n>\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|dreißig|fünfundvierzig)\s+(?<unit>minuten|stunden|tage|wochen|monate)(?![\p{L}])/iu,
        numbers: NUMBERS,
      },
      repeatDays: {
        days: ["montags?|mo", "dienstags?|di", "mittwochs?|mi", "donnerstags?|do", "freitags?|fr", "samstags?|sonnabends?|sa", "sonntags?", "wochenenden?|wochenends"],
        habitual: ["montags", "dienstags", "mittwochs", "donnerstags", "freitags", "samstags|sonnabends", "sonntags", "wochenends"],
        every: "jeden|jede|jedes|immer",
        and: "und(?:\\s+am)?|&|\\+|sowie",
        except: "au(?:ß|ss)er(?:\\s+(?:am|an|den))?|bis\\s+auf(?:\\s+(?:den|das))?|nur\\s+nicht(?:\\s+am)?",
        everyDay: "jeden\\s+tag|t(?:ä|ae)glich|tagt(?:ä|ae)glich",
        daily: "jeden Tag",
        span: "zwischen",
        fromToday: [["heute", "heute"], ["morgen", "morgen"], ["übermorgen|uebermorgen", "übermorgen"]],
        dayAfter: "",
      },
      hourSpan: { span: "zwischen|von", and: "und|bis|-|–", at: "um" },
      timer: {
        ask: new RegExp(`${L}(?:stell|stelle|setz|setze|mach|mache|erstell|erstelle|start|starte)\\s+(?:mir\\s+)?(?:bitte\\s+)?(?:einen|ein|nen|'nen|n)\\s+(?:(?<n>\\d+)[- ]?(?<unit>minuten|min|stunden|sekunden)[- ]?)?(?<what>timer|wecker|alarm|kurzzeitwecker|eieruhr)${R}`, "iu"),
        spanFor: /^(?:für|auf|von|über)\s+/iu,
        about: /^(?:für|wegen)\s+/iu,
      },
      lead: /^\s*(?:(?:hey|hallo|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:und|auch|außerdem|ausserdem|ach|ach ja|ach und|oh|ah|übrigens|uebrigens|noch was|und noch|und außerdem)[,:!.]?\s+)*(?:bitte\s+)?(?:(?:kannst|könntest|würdest) du\s+(?:bitte\s+)?|(?:kann|könnte|würde)\s+)?$/iu,
      joiner: /^(?:bitte,?\s+)?(?:d(?:a)?ran,?\s*|bescheid,?\s*(?:dass ich\s+)?|ans?\s+)|^bitte,?\s+/iu,
      also: /^(?:auch|außerdem|ausserdem|ebenfalls|noch)\s+/iu,
      elliptic: { and: /^(?:und|auch|außerdem|ausserdem)\s+/iu, too: /(?<![\p{L}])(?:auch|noch|ebenfalls)(?![\p{L}])/giu },
      // Not read in this language: a question put to ZOE after the request.
      asked: null,
      plainTask: (task) =>
        // "zurückzurufen" -> "zurückrufen", "zu schicken" -> "schicken": the task as a German to-do reads it.
        task
          .replace(/^(?:d?a?ran\s+)?erinnern,?\s*(?:d(?:a)?ran,?\s*)?(?=dass ich\s)/iu, "")
          // "dass ich morgen die Weste abhole" -> "die Weste abholen": the first person at the clause's end said as a to-do (a modal after it goes first).
          .replace(/^dass ich\s+(.+?)(?:\s+(?:muss|werde|soll|sollte))?$/iu, (_m, clause: string) => clause.replace(/(?<=\s)(\p{Ll}{2,}[^e\s])e$/u, "$1en"))
          .replace(/^(?:d?a?ran\s+)?erinnern,?\s*(?:d(?:a)?ran,?\s*)?/iu, "")
          .replace(/^(wegen\s.+?)\s+an$/iu, "$1")
          .replace(/\s+nicht vergessen$/iu, "")
          // "Kannst du mich … an die Wäsche erinnern?": the request's verb after the task.
          .replace(/^(?:(?:an|daran,?)\s+)?(.+?)\s+erinnern$/iu, "$1")
          .replace(/\s+(?:muss|werde|soll|sollte)$/iu, "")
          .replace(/\bzu (\p{L}+(?:en|eln|ern))$/u, "$1").replace(/(?<=\s|^)(ab|an|auf|aus|bei|ein|fest|her|hin|los|mit|nach|vor|weg|weiter|zurück|zusammen|um|durch|raus|rein|runter|rüber|heim|hoch)zu(\p{L}+(?:en|eln|ern))$/iu, "$1$2"),
    },
    // "hole den Herrn Krause ab" -> "den Herrn Krause abholen": a to-do names its verb last, in the infinitive.
    taskForm: (summary) => verbLastTask(summary),
    // "schicke den Bericht" -> "den Bericht schicken", "rufe Mama an" -> "Mama anrufen": a verb said
    // first in the first person goes last as it is named; "meine" -> "deine".
    toOwner: (task) =>
      YOURS(
        task.replace(
          // The e of the first person may be dropped ("schick dir das Foto", "ruf Mama an") for the verbs a promise is said with.
          new RegExp(`^(?!(?:die|diese|eine|keine|meine|deine|seine|ihre|unsere|jede|alle|beide|nächste|letzte|erste|neue|ganze|andere)\\s)(?:(\\p{Ll}+)e|(${PROMISE_STEMS}))\\s+(.+?)(?:\\s+(an|auf|aus|ein|mit|zurück|vor|nach|ab|zu|weg|los|durch|fest|fertig))?$`, "u"),
          (m, verbE: string | undefined, stem: string | undefined, rest: string, particle?: string) =>
            /(?:en|ern|eln)$/u.test(rest) && !particle ? m : `${rest} ${particle ?? ""}${verbE ?? stem}en`,
        ),
      ),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:mein|unser)(?:\\s+(?:großes|neues|wichtigstes|nächstes))?\\s+ziel${SPAN}\\s*(?:ist(?:\\s+es)?|:)(?:\\s*,\\s*|\\s+)(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:vielleicht|wenn|falls|war|wäre|sollte|könnte|nicht sicher)${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:du\s+(?:schreibst|meldest\s+dich|nervst|erinnerst)\s+(?:mir\s+|mich\s+|bei\s+mir\s+)?(?:(?:echt|wirklich|einfach|ganz\s+schön|eindeutig|gerade|grad|momentan|langsam)\s+){0,2}(?:viel\s+)?zu\s+(?:oft|viel)|zu\s+viele\s+(?:nachrichten|erinnerungen|nachfragen)|weniger\s+(?:nachrichten|erinnerungen|nachfragen)|sei\s+leiser)(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:(?:erinnere|erinnern|erinner|stups|anstupsen|nerv)\s*(?:mich\s+)?(?:ruhig\s+)?(?:öfter|häufiger|mehr)|(?:öfter|häufiger)\s+(?:erinnern|anstupsen|nachfragen|melden|schreiben))(?!\p{L})/iu,
      /(?<!\p{L})(?:mehr\s+(?:erinnerungen|nachfragen)|erinnere\s+mich\s+öfter)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})hör\s+auf,?\s+mich\s+an\s+(.+?)\s+zu\s+erinnern[.!]*$/iu,
      /(?<!\p{L})erinnere\s+mich\s+nicht\s+mehr\s+(?:an\s+|ans\s+)(.+?)[.!]*$/iu,
      // "keine Erinnerungen mehr wegen dem Gartenzaun", "keine Nachfragen mehr zum Abo".
      /(?<!\p{L})keine\s+(?:erinnerungen|erinnerung|nachfragen|nachrichten)\s+mehr\s+(?:an|zu|zum|zur|wegen|über|für|von|vom)\s+(.+?)[.!]*$/iu,
      // "forget about the gym thing", "vergiss das mit dem Fitnessstudio": said at the start of the message only.
      /^(?:(?:ok|okay|ach|also|bitte)[\s,]+)*vergiss\s+(?!nicht\b|nie\b)(?:bitte\s+)?(?:das\s+mit\s+)?(.+?)[.!]*$/iu,
      // "lass das mit dem Joggen (lieber sein)": drop it, with at most three words naming the thing and nothing after.
      /^(?:(?:ok|okay|ach|also|bitte|na\s+gut)[\s,]+)*lass\s+(?:bitte\s+)?das\s+mit\s+((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)(?:\s+(?:lieber|mal|einfach|doch|bitte))?(?:\s+(?:sein|bleiben))?[.!]*$/iu,
    ],
    stopWords: ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "mein", "meine", "meinen", "an", "zu", "mit", "für", "von", "vom", "zum", "zur"],
    tomorrow: /(?<!\p{L})(?<!(?:heute|gestern)\s+)(?:morgen|morgn)(?!\p{L})/iu,
    week: /(?<!\p{L})(?:diese|dieser|in\s+dieser|die|noch\s+diese)\s+woche(?!\p{L})/iu,
    today: /(?<!\p{L})(?:heute|heut)(?!\p{L})/iu,
    todayAsks: /^(?:was\s+(?:steht|liegt|ist)\s+heute(?:\s+noch)?\s+(?:an|auf\s+dem\s+plan|dran|fällig|zu\s+tun)|was\s+(?:hab|habe)\s+ich\s+heute(?:\s+noch)?(?:\s+(?:vor|zu\s+tun|auf\s+dem\s+zettel))?|was\s+(?:muss|soll)\s+ich\s+heute(?:\s+noch)?\s+(?:machen|tun|erledigen)|(?:mein\s+)?plan\s+für\s+heute|was\s+gibt'?s\s+heute(?:\s+zu\s+tun)?)$/iu,
    pause: [
      /^(?:bitte\s+)?(?:bis\s+(?<day>.+?)|(?<tonight>heute\s+abend|heute\s+nacht|heut\s+abend)|für\s+(?:(?<hours>\d+|eine)\s+(?:stunden?|std\.?|h)|(?<minutes>\d+)\s+(?:minuten|min)))(?:\s+bitte)?\s+(?:stumm|ruhe|still|pause|funkstille|keine\s+nachrichten(?:\s+mehr)?|nichts\s+mehr)(?:,?\s+bitte)?[\s.!]*$/iu,
      /^(?:bitte\s+)?(?:sei\s+still|ruhe|stumm|(?:(?:mach|mache|macht)\s+(?:mal\s+)?(?:(?:eine|'?ne)\s+)?)?pause|funkstille|keine\s+nachrichten(?:\s+mehr)?|lass\s+mich\s+in\s+ruhe)\s+(?:bis\s+(?<day>.+?)|(?<tonight>heute\s+abend|heute\s+nacht|für\s+heute|heute)|für\s+(?:(?<hours>\d+|eine)\s+(?:stunden?|std\.?|h)|(?<minutes>\d+)\s+(?:minuten|min)))(?:,?\s+bitte)?[\s.!]*$/iu,
    ],
    resume: [
      /^(?:(?:ok|okay|passt|gut|alles\s+klar)[\s,]+)?(?:du\s+(?:kannst|darfst)\s+(?:mir\s+)?wieder\s+(?:schreiben|nachrichten\s+schicken)|(?:schreib|melde\s+dich)\s+(?:mir\s+)?(?:ruhig\s+)?wieder|pause\s+(?:vorbei|beenden|aus)|ich\s+bin\s+wieder\s+da|stumm\s+aus)(?:,?\s+bitte)?[\s.!]*$/iu,
    ],
    moveTo: [
      /^(?:(?:kannst|könntest)\s+du\s+|bitte\s+)?(?<what>(?:den|die|das|mein(?:en|e)?)\s+.+?)\s+(?:auf|nach)\s+(?<when>.+?)\s+(?:verschieben|schieben|legen|setzen)(?:,?\s+bitte)?[\s.!?]*$/iu,
      /^(?:(?:kannst|könntest)\s+du\s+|bitte\s+)?(?:verschieb(?:e|en)?|schieb(?:e|en)?|verleg(?:e|en)?|leg(?:e|en)?|setz(?:e|en)?|pack(?:e|en)?)\s+(?<what>.+?)\s+(?:auf|nach|zu)\s+(?<when>.+?)(?:\s+(?:verschieben|schieben|legen|setzen))?(?:,?\s+bitte)?[\s.!?]*$/iu,
      // "die Präsi mach ich erst am Montag", "die Bank dann halt Donnerstag", "das Angebot wird Freitag": the loop first, then its time.
      /^(?:(?:nee|nein|ok|okay|ach|naja|also|doch)[\s,]+)*(?<topic>(?:den|die|das|der|mein(?:en|e)?)\s+[^,]+?),?\s+(?:mach(?:e)?\s+ich|erledig(?:e)?\s+ich|schaff(?:e)?\s+ich|wird|dann\s+(?:halt|eben|lieber|doch)|lieber|doch\s+erst)\s+(?:(?:erst|lieber|doch|dann|halt|eben|wohl)\s+)*(?<when>.+?)(?:\s+(?:dann|halt|eben|wohl))*[\s.!?]*$/iu,
      // "schieb's auf Freitag", "leg's auf morgen": the pronoun joined to the verb names no loop.
      /^(?:bitte\s+)?(?:verschieb|schieb|verleg|leg|setz|pack)(?:e)?['’]s\s+(?:auf|nach|zu)\s+(?<when>.+?)(?:,?\s+bitte)?[\s.!?]*$/iu,
    ],
    moveIt: /^(?:(?:also|dann|ok|okay|bitte)[\s,]+)*(?:(?:verschieb|schieb|verleg)(?:e|en)?\s+(?:es|das|ihn|sie)(?:\s+(?:bitte|dann|halt))*|(?:verschieb|schieb|verleg)(?:e)?['’]s|(?:es|das)\s+(?:verschieben|verlegen|schieben))[\s.!]*$/iu,
    // "move the meeting" with no time: ZOE asks to when (threads/closing.ts).
    moveAsk: [
      /^(?:(?:also|dann|ok|okay|bitte|hey)[\s,]+)*(?:(?:kannst|könntest)\s+du\s+)?(?:verschieb|schieb|verleg)(?:e|en)?\s+(?<what>(?:den|die|das|mein|meine|meinen|unser|unsere|unseren)\s+(?:(?!(?:auf|nach|zu|um|am|bis|in|vor|bitte|mal|noch)(?![\p{L}]))[\p{L}\p{N}'’:-]+\s*){1,5}?)(?:\s+(?:bitte|mal|noch|nach\s+hinten))*[\s.!]*$/iu,
      /^(?:(?:kannst|könntest)\s+du\s+)?(?<what>(?:den|die|das|mein|meine|meinen)\s+[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?)\s+(?:verschieben|verlegen)(?:,?\s+bitte)?[\s.!?]*$/iu,
    ],
    asks: {
      threads: /^(?:was\s+(?:steht|ist|liegt)\s+(?:(?:heute|noch|so)\s+)*(?:an|auf\s+meiner\s+liste|offen|überfällig|übrig|zu\s+tun)|was\s+(?:fehlt|bleibt)(?:\s+(?:mir|heute))?\s+noch(?:\s+(?:übrig|offen|zu\s+tun))?|was\s+ist\s+(?:mir\s+)?noch\s+übrig|was\s+(?:muss|sollte)\s+ich\s+(?:(?:heute|noch)\s+)*(?:machen|tun|erledigen)|was\s+hab(?:e)?\s+ich\s+(?:(?:heute|noch)\s+)*(?:versprochen|vor|offen|zu\s+tun)|zeig\s+(?:mir\s+)?(?:meine\s+)?(?:liste|aufgaben|offenen\s+punkte)|meine\s+(?:liste|aufgaben|offenen\s+punkte))$/iu,
      goals: /^(?:zeig\s+(?:mir\s+)?meine\s+ziele|was\s+sind\s+meine\s+ziele|wie\s+stehen\s+meine\s+ziele|meine\s+ziele|ziele)$/iu,
      drafts: /^(?:gibt\s+es\s+(?:neue\s+)?entwürfe|hast\s+du\s+entwürfe(?:\s+für\s+mich)?|zeig\s+(?:mir\s+)?(?:meine\s+|die\s+)?entwürfe|(?:meine\s+)?entwürfe)$/iu,
      help: /^(?:was\s+kannst\s+du(?:\s+alles)?(?:\s+so)?|was\s+machst\s+du|wie\s+funktionierst\s+du|hilfe)$/iu,
    },
    upTo: /^(?:und\s+|hey\s+|na\s+)?(?:was\s+(?:machst|treibst)\s+du\s+(?:so|gerade|grad|grade|heute|denn\s+so|so\s+heute)|was\s+treibst\s+du)(?:\s+zoe)?$/iu,
    // "drop the mockups" (forms stopAbout does not take): ZOE asks first; the object short, nothing after it.
    untrackAsk: [
      /^(?:(?:ok|okay|ach|also|bitte)[\s,]+)*(?:(?:kannst|könntest)\s+du\s+(?:bitte\s+)?)?(?:lösch|lösche|losch|entfern|entferne|streich|streiche|storniere?)\s+(?:bitte\s+)?(?<what>(?:den|die|das|dem|mein|meine|meinen)\s+(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:\s*(?:erinnerung|timer|wecker|eintrag))?(?:\s*(?:bitte|löschen|entfernen|streichen))?[\s.!?]*$/iu,
      /^(?:(?:ok|okay|ach|also|bitte)[\s,]+)*(?:hör|hoer)\s+auf,?\s+(?<what>(?:den|die|das|dem|mein|meine|meinen)\s+(?:[\p{L}\p{N}'’-]+\s*){1,4}?)\s*zu\s+verfolgen[\s.!]*$/iu,
      /^(?:(?:ok|okay|ach|also|bitte)[\s,]+)*(?:kannst|könntest)\s+du\s+(?:bitte\s+)?(?<what>(?:den|die|das|dem|mein|meine|meinen)\s+(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:löschen|entfernen|streichen|stornieren)(?:,?\s*bitte)?[\s.!?]*$/iu,
    ],
    dropAsk: [
      /^(?:(?:ok|okay|ach|also|na\s+gut)[\s,]+)*lass\s+(?:bitte\s+)?(?<what>(?:den|die|das|dem|mein|meine|meinen)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}?[\p{L}\p{N}'’-]+)(?:\s+(?:lieber|mal|einfach|doch|bitte|ruhig))*\s+(?:sein|bleiben)[\s.!]*$/iu,
      /^(?:(?:ok|okay|ach|also|na\s+gut)[\s,]+)*(?<what>(?:den|die|das)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}?[\p{L}\p{N}'’-]+)\s+kannst\s+du\s+(?:(?:ruhig|einfach|auch|gleich)\s+)?(?:streichen|vergessen|sein\s+lassen)[\s.!]*$/iu,
      /^(?:(?:ok|okay|ach|also)[\s,]+)*streich\s+(?:bitte\s+)?(?<what>(?:den|die|das|mein|meine|meinen)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}?[\p{L}\p{N}'’-]+)\s+(?:von\s+der\s+liste|aus\s+der\s+liste)[\s.!]*$/iu,
    ],
    // "remember that …": a fact for memory; "remember to …" is a reminder and is not one.
    verbLast: { verbs: ["ist", "sind", "war", "waren", "hat", "haben", "hatte", "hatten", "wird", "werden", "heißt", "wohnt", "arbeitet", "mag", "isst", "trinkt"], determiners: ["der", "die", "das", "den", "dem", "ein", "eine", "mein", "meine", "meinem", "meiner", "dein", "deine", "sein", "seine", "ihr", "ihre", "unser", "unsere"] },
    remember: [
      /^(?:(?:ok|okay|also|hey|zoe|übrigens)[\s,]+)*(?:bitte\s+)?(?:merk(?:e|'s)?\s+dir|behalt(?:e)?\s+(?:mal\s+)?im\s+(?:hinter)?kopf|notier(?:e)?\s+dir)(?:\s+(?:bitte|mal|doch|einfach))*(?:,?\s+dass\s+|\s*:\s*)(?<fact>.+?)[\s.!]*$/isu,
    ],
    // "note to self: …": a fact for memory, or a to-do when the capture reads an errand in it.
    noteToSelf: [
      /^(?:notiz|memo|merker|info)\s*:\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:notiz|memo|merker|erinnerung)\s+(?:an|für)\s+mich(?:\s+selbst)?\s*(?::|[-–—]|,)\s*(?<note>.+?)[\s.!]*$/isu,
    ],
    // A statement about something ("the wifi is slow"), not an errand.
    statement: /^(?:(?:der|die|das|den|dem|mein|meine|meinem|unser|unsere|sein|seine|ihr|ihre|dieser|diese|dieses)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}?|(?:[\p{L}\p{N}'’-]+\s+){1,2}?)(?:ist|sind|war|waren|wurde|wurden|hat|haben|hatte|liegt|beginnt|fängt|startet)(?![\p{L}])/iu,
    listBag: {
      lead: ["kannst du", "könntest du", "kannst du mir", "sag mal", "bitte", "hey zoe"],
      ask: ["was", "welche", "welcher", "welches", "zeig", "zeige", "gib", "sag", "erinnere", "erinner", "irgendwas", "etwas", "gibt"],
      open: ["offen", "offene", "offenen", "vergessen", "übrig", "fehlt", "fehlen", "an", "ansteht", "anstehen", "vorgenommen", "erledigen", "machen", "tun", "geplant", "fällig", "überfällig", "aus", "ausstehend", "offenes"],
      items: ["liste", "aufgaben", "todos", "to", "dos", "erinnerungen", "punkte", "sachen", "termine", "zeug", "kram"],
      mine: ["mein", "meine", "meinen", "meiner"],
      none: ["nichts", "nix"],
      filler: ["ich", "mich", "mir", "hab", "habe", "hatte", "hätte", "ist", "sind", "steht", "stehen", "liegt", "liegen", "noch", "alles", "alle", "da", "denn", "eigentlich", "nochmal", "muss", "müsste", "sollte", "soll", "gerade", "grad", "so", "ok", "okay", "hey", "zoe", "mal", "es", "zu", "die", "der", "das", "den", "gibt", "für", "bei", "heute", "jetzt"],
    },
  },
  clock: {
    noon: ["mittag"],
    midnight: ["mitternacht"],
    at: ["um"],
    oClock: ["uhr"],
    hourLetters: [],
    meridiem: { am: [], pm: [] },
    halves: { am: ["morgens", "früh", "frühmorgens", "am morgen", "vormittags", "am vormittag", "nachts", "in der nacht", "der morgen"], pm: ["nachmittags", "am nachmittag", "nachmittag", "der nachmittag", "abends", "am abend", "abend"] },
    rangeFrom: ["von"],
    rangeTo: ["\\bbis\\b"],
  },
  commands: {
    modes: { leise: "quiet", ruhig: "quiet", still: "quiet", ausgewogen: "balanced", ausgeglichen: "balanced", normal: "balanced", proaktiv: "proactive", aktiv: "proactive" },
    on: ["an", "ein"],
    off: ["aus"],
    actOnForward: new RegExp(`${L}(?:(?:verfolge?|notiere?|speichere?|behalte?|merk(?:e)?\\s+dir)\\s+(?:das|dies|diese|dieses|sie|es)|erinnere\\s+mich\\s+(?:daran|an\\s+(?:das|dies|diese)))${R}`, "iu"),
    ordinals: [["erste", "erster", "ersten", "erstes", "erstere"], ["zweite", "zweiter", "zweiten", "zweites"], ["dritte", "dritter", "dritten", "drittes"], ["vierte", "vierter", "vierten", "viertes"], ["funfte", "funfter", "funften", "funftes", "fuenfte"], ["sechste", "sechster", "sechsten", "sechstes"], ["siebte", "siebter", "siebten", "siebtes", "siebente"], ["achte", "achter", "achten", "achtes"]],
    pickFillers: ["der", "die", "das", "den", "dem", "nummer", "nr", "eintrag", "bitte", "punkt"],
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
