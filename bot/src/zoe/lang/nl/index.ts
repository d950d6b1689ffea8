/**
 * Everything ZOE knows about Dutch: its words (strings.ts), how it writes them, and how
 * a Dutch-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
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
 * Infinitives everyday to-dos are said with in a note (household, errands, admin, work, family, health, garden, car, money,
 * travel, study), a separable prefix allowed before them ("op|halen", "terug|bellen", "bij|bestellen"), "ë" also written
 * as "e" ("olien") as owners type it. Read by `listVerb`. Written from the language, not from a batch; sorted.
 */
/**
 * Where the owner will be back or done, in an "als ik … ben" that tells when, not whether ("als ik thuis ben bel ik de garage", "als ik
 * morgen in de stad ben"): no hedge, and the clause is the task's time as the owner said it.
 */
const BACK_AT = "thuis|terug|klaar|in de stad|op kantoor|op (?:mijn|m['’]n|het) werk|daar|binnen";
const TASK_VERBS = "aanvragen|afspreken|afstoffen|annuleren|antwoorden|appen|archiveren|badderen|bakken|beantwoorden|bedanken|behangen|bellen|bemesten|bergen|bespreken|bestellen|betalen|bevestigen|bezoeken|boeken|boren|borstelen|brengen|checken|controleren|corrigeren|declareren|desinfecteren|downloaden|drukken|dweilen|factureren|feliciteren|fixen|halen|handelen|hangen|harken|herhalen|huren|inchecken|indienen|informeren|innen|inplannen|installeren|isoleren|keuren|kitten|kleden|knippen|koken|kopen|kopieren|kopiëren|laden|lakken|legen|lenen|leren|leveren|lezen|lijmen|maaien|mailen|maken|melden|monteren|oefenen|olien|oliën|ondertekenen|ontdooien|ontkalken|ontsmetten|ontstoppen|oogsten|overleggen|overmaken|pakken|pinnen|plannen|planten|plukken|poetsen|pompen|posten|prikken|printen|regelen|repareren|reserveren|retourneren|ronden|ruilen|ruimen|samenvatten|scannen|schaffen|scheren|schilderen|schrijven|schrobben|schroeven|schuren|sluiten|smeren|snoeien|sorteren|sparen|spitten|spreken|stemmen|stoffen|stofzuigen|storten|strijken|studeren|sturen|tanken|tekenen|tellen|timmeren|typen|uitlaten|uitnodigen|updaten|uploaden|vaccineren|vegen|verhuren|verkopen|verlengen|vernieuwen|verplaatsen|verpotten|verschonen|versturen|vertalen|vervangen|verven|verwisselen|verzekeren|verzetten|voeren|vouwen|vragen|vullen|wassen|wieden|wijzigen|wisselen|zaaien|zagen|zeggen|zetten|zoeken";
/** Separable prefixes a note's infinitive may carry ("ophalen", "terugsturen", "bijbestellen"). */
const TASK_PREFIXES = "op|af|aan|uit|in|terug|na|mee|door|weg|schoon|klaar|bij|om|neer|vast|binnen|langs|uit|over|voor|her";
/** Verbs in the present that, with a time, promise after "ik" ("ik bel morgen Anna", "morgen bel ik Anna"): the to-do names them last, in the infinitive ("Anna bellen"). */
const PROMISE_VERBS = [
  "bel", "stuur", "verstuur", "mail", "app", "schrijf", "betaal", "lever", "regel", "boek", "bestel", "koop", "maak", "plan", "check", "breng", "haal",
  "antwoord", "ruim", "zet", "beantwoord", "repareer", "verleng", "doe", "vraag", "geef", "print", "scan", "teken", "onderteken", "vul", "annuleer",
  "reserveer", "vernieuw", "leg", "pak", "help", "neem", "ga", "laat", "zeg", "zoek", "bezoek", "zorg", "strijk", "poets", "rij", "kom", "begin",
  // Appointments ("ik zie de boekhouder dinsdag", "ik presenteer donderdag de cijfers").
  "zie", "presenteer", "ontmoet", "spreek",
  // Reading a paper through or over ("ik lees in het weekend het huurcontract door"); reading alone is as often for pleasure.
  "lees(?=\\s(?:.*\\s)?(?:door|na)(?![\\p{L}]))",
].join("|");
/**
 * Verbs that, before "ik" after a time, say how the owner will be, not what they will do ("Morgen
 * heb ik vrij", "Vanavond werk ik thuis", "Zaterdag slaap ik uit"): any other verb there, with a time, is a plan.
 */
const STATE_VERBS = [
  "ben", "heb", "is", "word", "zit", "sta", "lig", "voel", "vind", "denk", "weet", "kan", "mag", "hoef", "zie", "hoor", "krijg", "werk", "slaap", "blijf",
  "eet", "drink", "lees(?!\\s(?:.*\\s)?(?:door|na)(?![\\p{L}]))", "kijk", "speel", "wil", "moet", "zal", "heet", "woon", "had", `was(?=\\s+ik\\s+(?:er|ziek|moe|thuis|weg|klaar|niet|nog|al|te|zo|heel|erg|echt|bij|in|op|naar|met|aan|onderweg|daar|hier|buiten|binnen)${R}|\\s+ik(?!\\s+(?:[^\\s,]+\\s+){0,3}?(?:de|het|een|mijn|mn|m'n|onze|ons|die|dat|deze|dit|zijn|haar|alle)${R}))`, "werd", "zat", "ging", "kwam", "hoop", "verwacht", "rust", "chill", "geniet", "vier", "sport",
].join("|");
/** Pasts that end in no "-de"/"-te" ("ik ging", "ik schreef", "op de terugweg stond ik in de file"): what happened, never a plan. */
const STRONG_PAST = [
  "ging|kwam|zat|liep|reed|schreef|kocht|bracht|deed|gaf|nam|zag|sprak|vond|hielp|sloot|kreeg|vroeg|zei|at|dronk|begon|vergat|las|had|werd|stond|lag|bleef",
  "dacht|wist|kon|mocht|moest|wou|wilde|zou|trok|droeg|sliep|viel|hield|liet|riep|won|verloor|koos|vloog",
].join("|");
/** Those pasts, "was" (also "I wash": "Morgen was ik de auto"), and verbs of going somewhere: no plan after "ik" on their own. */
const NOT_A_PRESENT = `${STRONG_PAST}|was|vertrek|vlieg|reis|loop|fiets|wandel|ren|ook|nog|al|even|ff|zelf|wel|niet|toch`;
/**
 * Any other verb in the present after "ik" ("ik koppel woensdag terug naar de cliënt", "ik draai de regressie morgen opnieuw"),
 * with what it acts on (an article, a possessive) a few words on; only with a time, as every present is.
 */
const ANY_PRESENT = `(?!(?:${STATE_VERBS}|${NOT_A_PRESENT})${R})(?!\\p{L}+(?:de|te)${R})\\p{Ll}{3,}\\s+(?:[^\\s,]+\\s+){0,3}(?:de|het|een|mijn|mn|m'n|onze|ons|die|dat|deze|dit)${R}`;
/**
 * The first person with its "ik" left out, said with a verb a promise is said with ("schrijf vanmiddag de methodesectie",
 * "ruim mn kamer zaterdag op"): only with a time, never before a pronoun of the listener ("Stuur me morgen …" asks someone),
 * never going or coming, seeing, letting or saying (said to someone as often).
 */
const SUBJECTLESS = `\\s*(?:(?:ok|oké|oke|dus|nou|ja|goed|prima|pff|zo)[,!.]?\\s+)*(?=(?!(?:ga|kom|zie|laat|zeg|help|rij)${R})(?:${PROMISE_VERBS})${R}\\s+(?!(?:me|mij|ons|je|jij|jou|u|hem|haar|ze|ik|we|het|er|maar|eens|even|ff)${R})\\S)`;

/**
 * A verb in the infinitive closing the clause ("… bellen", "… afmaken", "… bellen over de containers"):
 * what "ik ga" and "ik wil" need to be a plan.
 */
const INFINITIVE_LAST = "\\p{L}{2}en(?:\\s+(?:over|met|voor|naar|aan|om|bij|van|op|in)\\s+[^,]*)?[^\\p{L}\\p{N}]*$";

/** Papers and parcels an owner sends, the things that "have to go out" ("de factuur moet de deur uit"): nouns and compounds ending in them. */
/** Verbs whose first person does not give the infinitive by the rules (a prefix may stand before them: "opga", "meedoe"). */
const NL_IRREGULAR: Readonly<Record<string, string>> = { ga: "gaan", doe: "doen", sta: "staan", sla: "slaan", zie: "zien", kom: "komen", ben: "zijn", heb: "hebben", wil: "willen", kan: "kunnen", zal: "zullen", mag: "mogen" };
/** The infinitive of a verb's first person ("maak" -> "maken", "bel" -> "bellen", "schrijf" -> "schrijven", "draai" -> "draaien", "voorstel" -> "voorstellen"). */
const NL_INFINITIVE = (stem: string): string => {
  const irregular = Object.keys(NL_IRREGULAR).find((k) => stem.endsWith(k) && (stem === k || /^(?:op|mee|aan|af|uit|toe|na|in|terug|weg|door|over|voor|om|be|ver|ont|her|langs|bij|rond|binnen|thuis|samen|tegen|neer|vast)$/u.test(stem.slice(0, -k.length))));
  if (irregular) return `${stem.slice(0, -irregular.length)}${NL_IRREGULAR[irregular]}`;
  const voiced = (c: string) => (c === "f" ? "v" : c === "s" ? "z" : c);
  // A long vowel written double before one consonant is written once before "en" ("maak" -> "maken", "geef" -> "geven").
  const long = /(aa|ee|oo|uu)([^aeiou])$/u.exec(stem);
  if (long) return `${stem.slice(0, -3)}${long[1]![0]}${voiced(long[2]!)}en`;
  // After "ij", "ei", "ui", "ie", "l" or "r" an f or s is voiced ("schrijf" -> "schrijven", "verhuis" -> "verhuizen", "verf" -> "verven").
  const pair = /(ij|ei|ui|ie|[lr])([fs])$/u.exec(stem);
  if (pair) return `${stem.slice(0, -1)}${voiced(pair[2]!)}en`;
  // A short vowel before one consonant doubles it ("bel" -> "bellen", "zet" -> "zetten", "voorstel" -> "voorstellen"); not an unstressed "-er",
  // nor an unstressed "-el" or "-en" after a syllable of the verb's own ("regel" -> "regelen", "wandel" -> "wandelen", "onderteken" ->
  // "ondertekenen"; a prefix's syllable is none: "bestel" -> "bestellen", "vertel" -> "vertellen").
  const root = stem.replace(/^(?:be|ver|her|ont|ge|er|voor|op|aan|af|uit|terug|mee|door|over|weg|na|in|bij|om|onder)(?=\p{L}{3})/u, "");
  const unstressed = /[^aeiou]e[lnr]$/u.test(stem) && /[aeiouy]+[^aeiouy]+e[lnr]$/u.test(root);
  if (/(?:^|[^aeiou])[aeiou][bdgklmnprst]$/u.test(stem) && !/[^aeiou]er$/u.test(stem) && !unstressed) return `${stem}${stem.at(-1)}en`;
  return `${stem}en`;
};
/**
 * A verb said first in the first person ("bel", "ruim", "bestel") that a to-do names in the infinitive: the verbs of promises and
 * errands (PROMISE_VERBS, and any whose infinitive TASK_VERBS holds, a separable prefix allowed), a few of making and mending.
 */
const NL_TASK_HEAD = (word: string): boolean =>
  new RegExp(`^(?:${PROMISE_VERBS}|bouw|bak|kook|verf|schilder|hang|plak|was|lap|sop|veeg|snoei|maai)$`, "u").test(word) ||
  new RegExp(`^(?:${TASK_PREFIXES})?(?:${TASK_VERBS})$`, "u").test(NL_INFINITIVE(word));
/** A separable particle a summary may hold after the verb's object ("ruim de garage op", "bel Jessica terug over …"). */
const NL_PARTICLE = /^(?:terug|mee|op|af|aan|uit|in|door|weg|na|toe|neer|samen|langs|bij|om|over|voor|vast|schoon|leeg|klaar|binnen)$/u;
/** A word that opens a phrase after the verb in a to-do ("… bellen over de containers", "… meenemen naar Ajax"). */
const NL_PHRASE = /^(?:over|met|voor|naar|aan|om|bij|van|op|in|uit|tegen|na|zonder|wegens|vanwege)$/u;
/**
 * A summary whose head is the owner's first-person verb ("bel de loodgieter", "ruim de garage op", "bestel de zaden bij de molen") said as a
 * to-do names it, the verb last in the infinitive ("de loodgieter bellen", "de garage opruimen", "de zaden bij de molen bestellen"); a
 * separable particle said before a phrase of its own keeps the phrase after the verb ("Jessica terugbellen over haar bevalplan"); "ga"
 * before an infinitive is dropped ("ga … bekijken" -> "… bekijken"), "laat" said as "laten" before it ("laat de auto keuren" -> "de auto
 * laten keuren"). Fillers after the verb ("nog even", "effe", "eindelijk") go. Left as said: a verb no list names (so no noun is turned), a
 * summary of two clauses ("…, …", "… en …", "… dat …"), and one with nothing after the verb.
 */
function nlVerbLastTask(summary: string): string {
  const words = summary.trim().split(/\s+/u);
  const head = words[0]!.replace(/^\p{Lu}(?=\p{Ll}+$)/u, (c) => c.toLowerCase());
  if (words.length < 2 || !/^\p{Ll}{2,}$/u.test(head) || !NL_TASK_HEAD(head) || /[,;:]|\s(?:en|of|maar|want|dat|als|omdat)\s/u.test(summary)) return summary;
  let rest = words.slice(1);
  // "breng oma nog effe haar medicijnen": the fillers carry nothing of the task (a "nog" only before one of them or right after the verb).
  rest = rest.filter((w, i) => !/^(?:even|ff|effe|efkes|eindelijk|echt)$/iu.test(w) && !(/^nog$/iu.test(w) && (i === 0 || /^(?:even|ff|effe|efkes)$/iu.test(rest[i + 1] ?? ""))));
  if (rest.length === 0) return summary;
  const last = rest.at(-1)!;
  // "was draaien", "was ophangen": the laundry (de was) and what is done to it, no "(ik) was" (wash).
  if (head === "was" && rest.length === 1 && /^\p{Ll}{3,}en$/u.test(last)) return summary;
  // "ga … bekijken", "laat de auto keuren": an infinitive last (not a plural after its article: "breng oma haar medicijnen").
  const det = /^(?:de|het|een|mijn|m'n|mn|je|jouw|haar|zijn|z'n|onze|ons|hun|die|deze|twee|drie|alle|\p{N}+)$/iu;
  if (/^(?:ga|laat|kom)$/u.test(head) && /^\p{Ll}{2,}en$/u.test(last) && !NL_PARTICLE.test(last) && !det.test(rest.at(-2) ?? "")) {
    if (rest.length < 2) return summary;
    return head === "ga" ? rest.join(" ") : head === "laat" ? [...rest.slice(0, -1), "laten", last].join(" ") : summary;
  }
  // "boek terugbrengen naar de bieb", "plan maken voor de vakantie": an errand's infinitive after the head makes the head its noun.
  if (rest.some((w) => new RegExp(`^(?:${TASK_PREFIXES})?(?:${TASK_VERBS})$`, "iu").test(w))) return summary;
  // "maak af de vertaling" (a learner's order): the particle said first goes with the verb as well.
  if (rest.length > 1 && NL_PARTICLE.test(rest[0]!) && !NL_PHRASE.test(rest[0]!)) return `${rest.slice(1).join(" ")} ${rest[0]}${NL_INFINITIVE(head)}`;
  // The particle: the last word, or one said right before a phrase of its own, after the verb's object.
  const at = NL_PARTICLE.test(last) && rest.length > 1 ? rest.length - 1 : rest.findIndex((w, i) => i > 0 && NL_PARTICLE.test(w) && NL_PHRASE.test(rest[i + 1] ?? "") && !/^(?:de|het|een)$/iu.test(rest[i + 1] ?? ""));
  if (at > 0) return [...rest.slice(0, at), `${rest[at]}${NL_INFINITIVE(head)}`, ...rest.slice(at + 1)].join(" ");
  // "geef … terug" with its object said elsewhere: the particle alone joins the verb ("teruggeven").
  if (rest.length === 1 && NL_PARTICLE.test(last)) return `${last}${NL_INFINITIVE(head)}`;
  return `${rest.join(" ")} ${NL_INFINITIVE(head)}`;
}
const PAPERS = "[\\p{L}-]*(?:pitchdeck|deck|presentatie|pakje|factuur|facturen|rekening|brief|brieven|formulier|formulieren|offerte|manuscript|pakket|pakketje|contract|aanvraag|notulen|verslag|rapport|stukken|papieren|aangifte|kaart|kaarten|nieuwsbrief|bestelling|sollicitatie)"
/** Common strong and mixed verbs: their participle (the rest is "ge…t" or "ge…d"). */
const STRONG: Readonly<Record<string, string>> = {
  kopen: "gekocht", brengen: "gebracht", doen: "gedaan", gaan: "gegaan", schrijven: "geschreven", zoeken: "gezocht", denken: "gedacht", zien: "gezien",
  nemen: "genomen", geven: "gegeven", lezen: "gelezen", spreken: "gesproken", vinden: "gevonden", helpen: "geholpen", sluiten: "gesloten", krijgen: "gekregen",
  vragen: "gevraagd", zeggen: "gezegd", eten: "gegeten", drinken: "gedronken", rijden: "gereden", beginnen: "begonnen", vergeten: "vergeten", bellen: "gebeld",
  vangen: "gevangen", hangen: "gehangen", houden: "gehouden", zenden: "gezonden", trekken: "getrokken", wassen: "gewassen", dragen: "gedragen", laten: "gelaten",
  kijken: "gekeken", lopen: "gelopen", komen: "gekomen", zetten: "gezet", staan: "gestaan", slaan: "geslagen", wijzen: "gewezen", kiezen: "gekozen",
  slijpen: "geslepen", snijden: "gesneden", strijken: "gestreken", bakken: "gebakken", wegen: "gewogen", scheren: "geschoren",
};
const SEPARABLE = ["terug", "leeg", "schoon", "door", "mee", "weg", "aan", "uit", "voor", "toe", "bij", "op", "af", "in", "na", "over", "om", "neer", "samen", "tegen", "vast", "langs", "rond", "binnen"];
/** The participle of a Dutch verb said as it is named (bellen -> gebeld, opbellen -> opgebeld, betalen -> betaald, sturen -> gestuurd, maken -> gemaakt). */
/**
 * Other verbs an owner says a thread's verb is done with ("opgebeld" for "bellen", "overgemaakt"
 * for "betalen"): their participles count as the verb's own.
 */
const SAID_DONE_AS: Readonly<Record<string, readonly string[]>> = {
  bellen: ["opgebeld", "gesproken"], opbellen: ["gebeld"], betalen: ["overgemaakt"], overmaken: ["betaald"],
  antwoorden: ["beantwoord", "teruggemaild", "teruggeschreven", "gereageerd"], beantwoorden: ["geantwoord", "teruggemaild"], kopen: ["aangeschaft"],
  sturen: ["gemaild", "gemailed", "verzonden"], versturen: ["gemaild", "gemailed", "verzonden"], mailen: ["gestuurd", "verstuurd"],
};
const regularPast = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  if (!/^\p{Ll}{3,}en$/u.test(v)) return [];
  const particle = SEPARABLE.find((p) => v.startsWith(p) && v.length > p.length + 3);
  const base = particle ? v.slice(particle.length) : v;
  // A separable verb's participle is often said without its particle ("besteld" for "bijbestellen", "gehaald" for "ophalen").
  const bare = (forms: readonly string[]) => (particle ? [...forms.map((f) => `${particle}${f}`), ...forms] : [...forms]);
  if (STRONG[base]) return bare([STRONG[base]]);
  let stem = base.slice(0, -2);
  // A doubled consonant is one in the stem (bellen -> bel); a single vowel in an open syllable is doubled (maken -> maak).
  if (/([^aeiou])\1$/u.test(stem)) stem = stem.slice(0, -1);
  // Not an unstressed "e" before l, n or r after an earlier syllable (tekenen -> teken, openen -> open, wandelen -> wandel).
  else if (/[^aeiou][aeou][^aeiouwj]$/u.test(stem) && !/[aeiouy][^aeiouy]+e[lnr]$/u.test(stem)) stem = `${stem.slice(0, -2)}${stem.at(-2)}${stem.slice(-2)}`;
  stem = stem.replace(/v$/u, "f").replace(/z$/u, "s");
  const ending = /[dt]$/u.test(stem) ? "" : /[tkfschp]$/u.test(stem) ? "t" : "d";
  const ge = /^(?:be|ver|ont|her|ge|er)/u.test(base) ? "" : "ge";
  const participle = `${ge}${stem}${ending}`;
  // A participle with "ge" written with the other of d and t, the commonest Dutch spelling slip ("ingedient", "gestuurt");
  // not one without "ge", whose slip is a real present form ("bestelt").
  const slip = ge && ending ? [`${ge}${stem}${ending === "d" ? "t" : "d"}`] : [];
  return bare([participle, ...slip]);
};
const pastOf = (word: string): readonly string[] => [...regularPast(word), ...(SAID_DONE_AS[word.toLowerCase()] ?? [])];

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mijn: "je", mij: "jou", me: "je" });

/** The infinitive of each verb a promise is said with (PROMISE_VERBS), written out: Dutch spelling (bel -> bellen, maak -> maken, schrijf -> schrijven) has too many turns to guess safely. */
const INFINITIVE: Readonly<Record<string, string>> = {
  bel: "bellen", stuur: "sturen", verstuur: "versturen", mail: "mailen", app: "appen", schrijf: "schrijven", betaal: "betalen", lever: "leveren",
  regel: "regelen", boek: "boeken", bestel: "bestellen", koop: "kopen", maak: "maken", plan: "plannen", check: "checken", breng: "brengen", haal: "halen",
  antwoord: "antwoorden", ruim: "ruimen", zet: "zetten", beantwoord: "beantwoorden", repareer: "repareren", verleng: "verlengen", doe: "doen", vraag: "vragen",
  geef: "geven", print: "printen", scan: "scannen", teken: "tekenen", onderteken: "ondertekenen", vul: "vullen", annuleer: "annuleren", reserveer: "reserveren",
  vernieuw: "vernieuwen", leg: "leggen", pak: "pakken", help: "helpen", neem: "nemen", ga: "gaan", laat: "laten", zeg: "zeggen", zoek: "zoeken",
  bezoek: "bezoeken", zorg: "zorgen", strijk: "strijken", poets: "poetsen", rij: "rijden", kom: "komen", begin: "beginnen",
};
/**
 * The infinitive of a participle (gewisseld -> wisselen, geboekt -> boeken, gemaakt -> maken,
 * gebeld -> bellen, geverfd -> verven, opgehaald -> ophalen), or null when it is none the rules know.
 */
/** People a sentence may be about (CommitmentCues.people), lower case. */
const PEOPLE = wordSet("broer zus mama moeder papa vader zoon dochter vrouw man partner vriend vriendin kind kinderen baby oma opa tante oom neef nicht baas collega buurman buurvrouw");
const infinitiveOf = (participle: string): string | null => {
  const v = participle.toLowerCase();
  const particle = SEPARABLE.find((p) => v.startsWith(`${p}ge`) && v.length > p.length + 4) ?? "";
  const rest = v.slice(particle.length);
  const strong = Object.entries(STRONG).find(([, past]) => past === rest);
  if (strong) return `${particle}${strong[0]}`;
  // A verb with an inseparable prefix has no "ge" ("vervangen", "verstuurd", "betaald"): read as the plain verb's participle, its prefix kept.
  const prefixed = !particle && !rest.startsWith("ge") ? /^(be|ver|ont|her|onder|vol|mis)(\p{Ll}{3,})$/u.exec(rest) : null;
  if (prefixed) {
    const plain = infinitiveOf(`ge${prefixed[2]}`);
    return plain ? `${prefixed[1]}${plain}` : null;
  }
  const m = /^ge(\p{Ll}{2,}?)[dt]$/u.exec(rest);
  if (!m) return null;
  let stem = m[1]!;
  // A stem in -cht keeps its t ("gericht" -> "richten", "gestucht"): no stem ends in -ch before a participle's t.
  if (/ch$/u.test(stem) && m[0].endsWith("t")) stem = `${stem}t`;
  // A long vowel written double loses a letter in the open syllable (maak -> maken); a short one doubles the consonant (bel -> bellen), in one syllable only.
  if (/([aeou])\1[^aeiou]$/u.test(stem)) stem = `${stem.slice(0, -3)}${stem.at(-2)}${stem.at(-1)}`;
  else if (/^[^aeiou]*[aeiou][bdfgklmnprst]$/u.test(stem)) stem = `${stem}${stem.at(-1)}`;
  else if (/[lr]f$/u.test(stem)) stem = `${stem.slice(0, -1)}v`;
  return `${particle}${stem}en`;
};
/** Verbs that, before an infinitive, are its helper ("ga de keuken opruimen", "laat de auto maken"): the task already ends as it is named. */
const HELPERS = new Set(["ga", "kom", "laat", "help", "begin"]);
/**
 * "bel de bank" -> "de bank bellen", "ruim de keuken op" -> "de keuken opruimen", "bel oma terug"
 * -> "oma terugbellen": a task said in the first person, verb first, as a Dutch to-do names it
 * (verb last, its particle joined to it); anything else stays as said.
 */
function verbLast(task: string): string {
  const m = new RegExp(`^(${PROMISE_VERBS})\\s+(.+?)(?:\\s+(${[...SEPARABLE, "langs", "klaar", "bij"].join("|")}))?$`, "iu").exec(task);
  if (!m) return task;
  const [, verb, rest, particle] = m as unknown as [string, string, string, string | undefined];
  const lower = verb.toLowerCase();
  if (HELPERS.has(lower) && /\p{L}{2}en$/u.test(rest)) return task;
  // "kom langs": the particle alone after the verb joins it.
  if (!particle && new RegExp(`^(?:${[...SEPARABLE, "langs", "klaar", "bij"].join("|")})$`, "iu").test(rest)) return `${rest}${INFINITIVE[lower] ?? verb}`;
  return `${rest} ${particle ?? ""}${INFINITIVE[lower] ?? verb}`;
}

export const nl: LanguagePack = {
  name: "Dutch",
  strings: STRINGS,
  commandHelp: {
    start: "Wat ZOE is en hoe je met haar praat",
    help: "De commando's tonen",
    memory: "Laten zien wat ik over je weet",
    threads: "Wat ik voor je bijhou",
    done: "Een draadje afsluiten: /done 2, /done th-…, /done presentatie",
    snooze: "Een draadje uitstellen: /snooze 2 morgenochtend",
    untrack: "Een draadje vergeten dat ik niet hoor bij te houden: /untrack th-…",
    goals: "Je doelen: /goals, /goals add …",
    mode: "Hoe vaak ik uit mezelf van me laat horen: stil, gebalanceerd, proactief",
    quiet: "Stille uren instellen, bijvoorbeeld /quiet 22:00-08:00",
    pause: "Pauzeren wat ik uit mezelf stuur: /pause, /pause 2h, /pause tot maandag",
    resume: "De pauze beëindigen",
    why: "Waarom ik je de vorige keer schreef",
    stats: "Mijn berichten en jouw antwoorden van de afgelopen 7 dagen",
    brief: "Het ochtendoverzicht: /brief on|off|HH:MM",
    drafts: "De conceptberichten bekijken die ik heb geschreven",
    status: "Geplande taken met hun volgende keer en laatste resultaat",
    console: "Een eenmalige link naar je webconsole",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "„", close: "”" }, decimal: "," },
  detection: {
    markers: [
      // Greetings: an owner's first message is often only one.
      "hoi", "goedemorgen", "goedemiddag", "goedenavond", "hoe gaat het",
      // As Flanders greets in chat: "goeiemorgen", "goeiedag", "alles goed?", "hoe is't?".
      "goeiemorgen", "goeiemiddag", "goeienavond", "goeiedag", "alles goed", "hoe is't", "hoe is het", "dag zoe",
      "klaar", "gedaan", "nog niet", "niet", "vandaag", "morgen", "overmorgen", "bedankt", "dank je", "dankjewel", "ik", "het", "een", "moet", "ga", "straks", "herinner", "herinneren", "eraan", "ermee", "vrijdag", "maandag", "dinsdag", "woensdag", "donderdag", "zaterdag", "zondag", "vanavond", "vanmiddag", "vanochtend", "morgenochtend", "uur", "volgende", "graag", "alsjeblieft", "mijn", "wil", "nee",
      // Everyday words no other of the seven languages writes: "je" is French too, so a Dutch sentence needs its own.
      "veel", "berichten", "stuurt", "stuur", "heb", "hebt", "heeft", "gisteren", "ook", "maar", "zijn", "wat", "dat", "jij", "nog"],
    letters: null,
    sharedGreetings: ["hallo", "hey", "hee", "hej"],
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    // Not used in this language (CommitmentCues in lang/pack.ts says what each one reads).
    chore: null,
    deferred: /^(?<thing>(?:de|het|die|dat|mijn|m['’]n)\s+(?!(?:vergadering|afspraak|meeting|les|wedstrijd|training|feest|bruiloft|vlucht|trein|reis|concert|weer|uitslag|levering|bezorging|bestelling|zending|pakket)(?![\p{L}]))[\p{L}\p{N}'’ -]{2,40}?)\s+(?:(?:schuift|schuiven|verschuift|verschuiven)\s+(?:naar|tot)|(?:kan|kunnen|moet|moeten)\s+wachten\s+tot|(?:wordt|worden)(?=\s+\D+$))\s+(?<due>[^?]+)$/iu,
    // "tegen eind van de week offerte naar Peeters", "tegen vrijdag: de aangifte": wat af moet na zijn deadline ("tegen", nooit een dag alleen).
    deadlineThing: {
      lead: /^(?:tegen|uiterlijk|vóór|voor)$/iu,
      to: /\s(?:naar|voor|aan)\s+(?!(?:iedereen|jullie|jou|je|u|ons|mij|allemaal)(?![\p{L}]))\S/iu,
      ready: /\s(?:klaar|af|verstuurd|ingediend|binnen|betaald|getekend)$/iu,
      not: /(?<![\p{L}])(?:ik|je|jij|u|hij|zij|ze|we|wij|jullie|men|is|zijn|was|waren|ben|bent|heb|hebt|heeft|hebben|wordt|worden|moet|moeten|kan|kunnen|zal|zullen|gaat|ga|blijft|zien|iedereen|allemaal|jongens|lieverd|schat|groetjes|doei|vakantie|vrij|weg|ziek|dicht|gesloten|dan|ok|oké|regen|sneeuw|rust|niks|niets|even|aub|alsjeblieft)(?![\p{L}])/iu,
    },
    // "ik ben Tom nog 20 euro schuldig": een schuld van de eigenaar, als "… schuldig"; nooit "ik ben je wat schuldig". "ik zit nog met die
    // offerte": iets dat nog op de eigenaar ligt, met zijn lidwoord (nooit "ik zit nog met een kater", "… met de kinderen in de auto").
    outstanding: (sentence) => {
      // "de belastingaangifte nog", "nog het verjaardagscadeau voor pap": a thing with "nog" and no verb is still the owner's to see to;
      // never "nog steeds", a subject's verb ("het regent nog"), a stretch of time or a person.
      const open = stillThing(sentence, {
        lead: /^(?:(?:o ja|oja|ah|en|ok|trouwens|btw|ja)[,!.]?\s+)*/iu,
        still: "nog",
        thing: /^(?:de|het|die|dat|mijn|m['’]n|mn|onze|ons)\s+\S/iu,
        not: /(?<![\p{L}])(?:ik|je|jij|u|hij|zij|ze|we|wij|jullie|men|is|zijn|was|waren|ben|bent|heb|hebt|heeft|hebben|wordt|worden|moet|moeten|kan|kunnen|mag|wil|zal|gaat|ga|komt|staat|ligt|duurt|lukt|werkt|doet|blijft|regent|sneeuwt|waait|slaapt|slapen|hier|daar|niet|geen|steeds|altijd|wel|eens|even|ff|effe|tijd|zin|honger|dorst|geld|plek|vragen|minuut|minuten|uur|uurtje|dag|dagen|week|weken|maand|jaar|vakantie|weer|regen|sneeuw)(?![\p{L}])/iu,
        tail: /\s*,\s*(?:pff+|zucht|bah|jeetje|hè|he|ugh)$/iu,
        people: PEOPLE,
        whose: /^(?:voor|van|aan)$/iu,
      });
      if (open) return open;
      const said = sentence.trim().replace(/^(?:(?:o ja|oja|ah|en|ok|trouwens|btw)[,!.]?\s+)*/iu, "").replace(/[\s.!]+$/u, "");
      const sits = /^ik\s+zit\s+(?:nog\s+(?:steeds\s+)?|nog\s+altijd\s+)met\s+(?<thing>(?:die|dat|de|het|mijn|m['’]n|mn|dat)\s+[^,;:?]+)$/iu.exec(said)?.groups?.thing;
      if (sits) {
        const words = sits.split(/\s+/u);
        const person = words.some((w) => PEOPLE.has(w.toLowerCase()) || /^(?:buren|collega's|hond|kat)$/iu.test(w));
        return words.length <= 8 && !person && !/(?<![\p{L}])(?:te|in|op|aan|bij|thuis|buiten|binnen|vast|kater|zorgen|vragen|gedoe)(?![\p{L}])/iu.test(sits) ? sits : null;
      }
      const m = /^ik\s+ben\s+(?<rest>[^,;:?]+?)\s+schuldig$/iu.exec(said);
      const rest = m?.groups?.rest?.replace(/(?<![\p{L}])nog\s+/giu, "").trim();
      if (!rest || rest.split(/\s+/u).length < 2) return null;
      return /(?<![\p{L}])(?:je|jou|u|jullie|niks|niets|niemand|veel|alles|dank|leven|excuses)(?![\p{L}])/iu.test(rest) ? null : `${rest} schuldig`;
    },
    // What the appointment is about or for, after its time ("vrijdag dierenarts om 17:30 voor de kat"): kept in its summary; never news about it.
    about: /^(?!.*(?<![\p{L}])(?:is|was|gehad|geweest|gedaan|gesproken|gaat niet door|afgezegd|verzet|verplaatst|geannuleerd|uitgesteld|voorbij)(?![\p{L}]))(?:met(?=(?:\s+[^\s,;:.!()]+){1,4}$)|om\s+(?:te\s+praten|te\s+overleggen|\S+(?:\s+\S+)?\s+te\s+bespreken|door\s+te\s+nemen)|over|ivm|i\.v\.m\.|betreffende|m\.b\.t\.|voor(?!\s+(?:een|wat)\s+(?:borrel|biertje|drankje|koffie|etentje)(?![\p{L}]))|vanwege)\s+\S/iu,
    appointment: null,
    firstPerson: null,
    infinitive: null,
    // What was read said back as a to-do: the owner's first-person verb at the head, last in the infinitive ("de garage bellen").
    taskForm: (summary) => nlVerbLastTask(summary),
    // A title before a name ("dhr. Jansen"): its dot ends no sentence.
    titles: ["dhr", "mevr", "mr", "dr", "prof", "ir", "drs", "fam"],
    trigger: new RegExp(
      `(?:${[
        // With no subject, as a to-do or a note: "Moet nog brood halen", "Nog even de was ophangen", "Niet vergeten: …"; "ff suikerwater maken",
        // "eerst nog ff de hond uitlaten": a filler of haste ahead of an infinitive last, no cue of the owner's after it ("even snel: ik moet …").
        `^\\s*(?:(?:ok|oké|oke|dus|nou|ja|en|maar|goed|prima|haha|hihi|lol|pff|oh|o|ach|hmm|zo|btw|trouwens|overigens|anyway)[,!.]?\\s+)*(?:(?:(?:ik|['’]k)\\s+)?(?:heb\\s+)?(?:tegen\\s+)?(?:[\\p{L}'’.-]+\\s+){1,5}?(?:gezegd|beloofd|toegezegd|afgesproken)\\s+dat\\s+ik|mo(?:e)?t(?!\\s+(?:ik|je|jij|ge|gij|u|we|wij|jullie|men)${R})(?!\\s+nog\\s+(?:\\p{L}+\\s+worden|gebeuren)\\s*[:–—-])|zal(?!\\s+(?:ik|je|jij|we|het|hij|ze|u)${R})(?=.*${INFINITIVE_LAST})|het is aan mij(?: om)?|(?:volgende stap|prio(?:riteit)?(?: vandaag| vandaag)?|mijn plan(?: voor [\\p{L} ]{1,20})?)\\s*[:–—-]|zou(?!\\s+ik${R})(?=.*${L}moeten${R})|(?:ik\\s+)?mag(?=\\s+(?:[^,]+\\s)?niet vergeten[^\\p{L}]*$)|niet vergeten(?:,?\\s+om)?(?=\\s+.*${L}te\\s+\\p{L}+en${R})|niet vergeten,?\\s+dat\\s+ik(?=\\s)|(?:op mijn (?:lijstje|lijst|to-?do(?:-?lijst)?)(?: voor [\\p{L} ]{1,20})?|(?:vandaag |morgen )?te doen|geheugensteuntje voor mezelf|herinnering voor mezelf)\\s*[:–—-]|voor ik het vergeet\\s*[:,](?!.*${L}(?:heeft|hebben|heb|had|hadden|is|zijn|was|waren|werd|werden)${R})|(?:notitie|herinnering|geheugensteuntje) (?:voor|aan) mezelf(?:\\s*[:–—-])?|ga(?!\\s+ik${R})(?=.*${INFINITIVE_LAST})|wil(?!\\s+(?:ik|je|jij|ge|gij|u|we|wij|jullie|hij|ze|zij|het|men|dat|niet|graag)${R})(?=.*${INFINITIVE_LAST})|(?:ik\\s+)?ben (?:van plan|voornemens|vast van plan)(?: om)?(?=.*${L}te\\s+\\p{L}+en${R})|mag (?:echt |zeker |absoluut )?niet vergeten(?: om)?|(?:(?:even|ff|snel)\\s+)?genoteerd\\s*[:–—-](?=.*${INFINITIVE_LAST})|(?:geheugensteuntje|notitie|herinnering|plan|taak|(?:mijn )?(?:taak|taken)(?: voor [\\p{L} ]{1,20})?)\\s*[:–—-]|heb(?:\\s+\\p{L}+){0,2}\\s+beloofd(?: om| dat ik)?|(?:eerst\\s+)?(?:nog\\s+)?(?:even|ff|effe|efkes|snel)(?!\\s*[:,])(?!.*${L}(?:ik|['’]k|moet|moeten|mot|ga|zal|wil|we|wij)${R})(?=.*${INFINITIVE_LAST})|(?:eerst\\s+)?nog(?!\\s+(?:niet|nooit|steeds|altijd|geen|wat|een\\s+keer|eens|maar|net|\\d+|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)${R})(?!.*${L}(?:dag|dagen|week|weken|maand|maanden|uur|uren|minuten|jaar|jaren|tot)${R})(?!.*${L}(?:ik|['’]k|moet|moeten|mot|ga|zal|wil|we|wij)${R})(?=.*${INFINITIVE_LAST})|(?:niet vergeten|vergeet niet|todo|to-do|notitie (?:voor|aan) mezelf|denk (?:eraan|erom|er aan|er om))\\s*[:–—-]|denk (?:eraan|erom|er aan|er om)(?:,?\\s+om)?(?=\\s+.*${L}te\\s+\\p{L}+en${R})|denk (?:eraan|erom|er aan|er om),?\\s+dat\\s+ik(?=\\s)|vergeet niet,?(?:\\s+(?:om|dat ik))?)`,
        // "Ik ga …" and "ik wil …" are a plan only with a verb at their end ("ik ga naar huis", "ik wil een ijsje" are not).
        `${L}(?:we|wij)\\s+moeten(?=.*${INFINITIVE_LAST})(?!.*${L}(?:praten|hebben|spreken|kletsen|overleggen)[^\\p{L}]*$)|${L}(?:(?:ik|['’]k)\\s+(?:(?:ga|wil)(?=.*${INFINITIVE_LAST})|moet|mot|zal|wil nog|zou nog|ben voornemens(?: om)?|zou(?=.*${L}moeten${R})|ben van plan(?: om)?|dien(?=.*${L}te\\s+\\p{L}+en(?:\\s+(?:voor|over|met|aan|bij|naar|van|op)\\s+[^,]*)?[^\\p{L}\\p{N}]*$)|vergeet (?:het )?niet(?: om)?|ben (?:vastbesloten|vast besloten|verantwoordelijk voor|aan de beurt)(?: om)?|ben (?:verplicht|verplicht om|vast van plan)(?: om)?|heb (?:toegezegd|besloten)(?: om| dat ik)?|kan (?:maar |echt )?beter|heb(?:\\s+\\p{L}+){0,2}\\s+beloofd(?: om| dat ik)?|beloof(?: je| jou| u| het)?(?: om| dat ik)?|mag (?:echt |zeker |absoluut )?niet vergeten(?: om)?|neem me voor(?: om)?|heb me voorgenomen(?: om)?|zorg (?:ervoor |er voor )?dat|zorg voor)|laat me niet vergeten(?: om)?(?!\\s+(?:hoe|wat|wanneer|dat)${R})|ik (?:denk|geloof) (?:dat )?ik(?=.*${L}moet${R})|ik heb(?:\\s+\\p{L}+){0,2}\\s+(?:gezegd|toegezegd|beloofd|afgesproken) dat ik|(?:het )?(?:schiet|schoot) me (?:net |nu )?te binnen(?: dat ik)?|mijn plan(?: voor [\\p{L} ]{1,20})?(?: is(?: om)?|:)|^\\s*beloofd,)`,
        // "ik ben zaterdag aan de beurt om het restaurant te reserveren": the owner's turn, a time perhaps between.
        `${L}(?:ik|['’]k)\\s+ben(?:\\s+[^\\s,]+){0,3}?\\s+aan de beurt(?:\\s+om)?(?=.*${L}te\\s+\\p{L}+en[^\\p{L}\\p{N}]*$)`,
        // "Morgen moet ik …": the verb before the subject, never first (a question: "Moet ik …?").
        `(?<!^\\s*)${L}(?:ga|moet|mot|zal) ik(?=.*${INFINITIVE_LAST})|(?<!^\\s*)${L}mo(?:e)?t ik`,
      ].join("|")})${R}\\s*(.+)`,
      "iu",
    ),
    // "tandarts bellen", "nog even de vuilnisbak buiten zetten": no subject, no finite verb ahead ("komen de buren"), an infinitive last that is no participle ("gegeten").
    // "Ma:" heads Monday's list; elsewhere "ma" is mum.
    headDays: { ma: "maandag" },
    // "Tandarts bellen!!": short, and said with "!", a note without a time (a wish's plural, "Fijne feestdagen!", is none: `note`).
    noteBang: true,
    // No subject, no finite verb ("komt", "ligt"); "het" before a noun and the infinitive is its article ("Jonas het budget mailen"),
    // and so is "het" after the preposition that follows the infinitive ("cateraar bellen over het aantal"; "bij het eten" names a time).
    // An infinitive after "van" / "na" / "tijdens" is a noun ("de meiden op van zwemmen"); "beginnen", "aflopen" last tell news ("de tentamens beginnen op de 3e").
    // "buiten", "binnen", "boven", "samen" last are adverbs, no infinitive ("Dirk zet vanavond de containers buiten"); a verb in the past
    // ("duurde", "kwam", "zei") tells what happened ("om 6 geland, de taxi duurde eeuwen").
    // A word in -en right after an article or a possessive is a noun ("Daan rijdt de ritten in West"), no infinitive; "achter de
    // verzekering aan" (chasing it) is a note of its own.
    // "de was" (the laundry, its article before it) is never the verb "was": "vanavond de was ophangen en oma bellen".
    note: new RegExp(
      `^(?!(?:fijne|prettige|hartelijke|vrolijke|gezellige|goede|mooie|leuke|lieve|beste|warme|hele|veel|zalige|gelukkige)\\s)(?!.*${L}(?:ik|je|jij|we|wij|hij|zij|ze|u|jullie|(?<!^)het(?!\\s+[\\p{L}'’-]+\\s+(?:[\\p{L}'’-]+\\s+)?\\p{Ll}{2,}en[^\\p{L}\\p{N}]*$)(?!(?<=(?:van|voor|naar|bij|met|aan|op|uit|over)\\s+het)\\s+(?![\\p{L}'’-]*en${R})[\\p{L}'’-]+)|men|is|(?<!(?:de|mijn|m['’]n|onze)\\s)was(?!\\s+\\p{Ll}{2,}en[^\\p{L}\\p{N}]*$)|zijn|waren|wordt|werd|heb|heeft|hebben|had|moet|moeten|moest|ga|gaat|gaan|ging|gingen|wil|wilt|willen|wou|wilde|wilden|kan|kunnen|kon|konden|zal|zullen|zou|zouden|mag|mogen|mocht|mochten|hoeft|hoefde|laat|komt|ligt|zit|doet|blijft|begint|regent|sneeuwt|lekker|gezellig|heerlijk|duurde|duurden|kwam|kwamen|deed|deden|zei|zeiden|vond|vonden|kreeg|kregen|stond|stonden|lag|lagen|zat|zaten|liep|liepen|viel|vielen|bleef|bleven)${R})(?!(?!(?:even|open|boven|beneden|buiten|binnen)\\s)\\p{L}+en\\s+(?:de|het|een|die|mijn|m'n|onze|je|we|ze)${R})(?:[\\p{L}\\p{N}\\p{Sc}.'’-]+[\\s,]+){1,9}(?!(?:${Object.values(STRONG).join("|")})${R})(?!(?:af|aan|op|uit|mee|terug|weg|door|na|toe|in|bij|over|voor|om)ge\\p{Ll}{2,}en${R})(?!(?:beginnen|eindigen|aflopen|verlopen)[^\\p{L}\\p{N}]*$)(?<!(?:van|na|tijdens|voor het|na het|van het|de|een|mijn|m'n|mn|onze|die|deze)\\s+)(?!(?:buiten|binnen|boven|beneden|samen|tegen)[^\\p{L}\\p{N}]*$)\\p{Ll}{2,}en(?:\\s+(?:van|voor|naar|bij|met|aan|op|uit|over|in)\\s+(?:[\\p{L}\\p{N}'’-]+\\s*){1,4})?[^\\p{L}\\p{N}]*$|^achter\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){1,6}aan[^\\p{L}\\p{N}]*$`,
      "iu",
    ),
    present: new RegExp(`^(?:${SUBJECTLESS}|(?<lead>.+?)\\s+(?<verb>${PROMISE_VERBS}|(?!(?:${STATE_VERBS}|${STRONG_PAST}|wat|die|dat|als|of|omdat|want|wanneer|waar|hoe|wie|toen|zodat|terwijl|voordat|nadat|zodra|tot|sinds)${R})\\p{Ll}{2,})\\s+ik\\s+|(?:.*?[,:]\\s*|(?:(?:trouwens|overigens|btw|nou|dus|ja|oké|ok|haha)[,!.]?\\s+)+)?ik\\s+(?=(?:${PROMISE_VERBS})${R})|(?:.*?[,:]\\s*|(?:(?:trouwens|overigens|btw|nou|dus|ja|oké|ok|haha)[,!.]?\\s+)+)?ik\\s+(?=${ANY_PRESENT})|(?:.*?[,:]\\s*)?ik\\s+(?:probeer|ga proberen)(?:\\s+om)?\\s+|(?:.*?[,:]\\s*)?we\\s+zouden\\s+(?=.*${L}moeten${R}))(?<task>.+)`, "iu"),
    clauseEnd: /,?\s+(?:en|maar)\s+(?:dan|we|wij|jij|hij|zij|ik)(?![\p{L}\p{N}])|,\s*anders\s+|,?\s+ook als\s+|,?\s+maar\s+(?:de|het|die|dat)\s+|,\s*(?:maak je geen zorgen|geen zorgen|beloofd)(?![\p{L}\p{N}])|,\s+(?:(?:ze|zij|hij|het|die|da|dat)\s+)?(?:is|zijn|was|wacht|werkt|ziet|heeft)\s+/iu,
    // "… vandaag de huur betalen en ik moet morgen de bank bellen", "…, dan …".
    nextClause: /,?\s+(?:en(?:\s+dan)?|dan|daarna)(?:\s+ook)?\s+/iu,
    // Someone's own list ("Sams Todo:", "Sam's lijstje:") is theirs: a name's possessive before the head word is no head of the owner's.
    listHead: /(?:^|\s)(?<!^(?!\p{L}*(?:tags|dags)\s)\p{L}{2,}(?:s|['’]s?)\s)(?:to-?do|to do|te doen|klusjes|taken|lijstje)$|^(?:op het programma|op (?:de|mijn) lijst(?:je)?(?: voor)?|dingen(?: voor)?|nog (?:te )?(?:doen|regelen)|openstaand|(?:staat|staan) nog open|moet(?:en)? nog (?:(?:gedaan|geregeld|gemaakt|besteld|betaald) worden|gebeuren))$/iu,
    // "to book: MOT", "zu buchen: TÜV": a head naming the verb for the thing after it.
    // "opzeggen: sportschool", "nog regelen: parkeervergunning": an errand's infinitive alone heads its thing as "te" does (never a noun in -en:
    // only the verbs a note names).
    verbHead: { head: new RegExp(`^(?:te\\s+|(?:(?:nog|even|ff)\\s+)?(?=(?:${TASK_PREFIXES})?(?:${TASK_VERBS}|bellen|mailen|appen|sturen|betalen|boeken|bestellen|kopen|regelen|zeggen|verlengen|halen|brengen|annuleren|reserveren|plakken|invullen)$))(\\p{Ll}{3,}en)$`, "iu"), last: true },
    // An errand's verb where a note puts it: an unmarked list is to-dos only when every item has one.
    listVerb: new RegExp(`(?:^|\\s)(?:${TASK_PREFIXES})?(?:${TASK_VERBS}|bellen|mailen|appen|sturen|betalen|boeken|bestellen|kopen|regelen|zeggen|verlengen|halen|brengen|leveren|annuleren|reserveren|vragen|vullen|repareren|plannen|spreken|beantwoorden|antwoorden|printen|tekenen|ondertekenen|bezoeken|verven|poetsen|maken|ruimen|melden|wijzigen|overmaken|geven)(?:\\s+(?:van|voor|naar|bij|met|aan|op|uit|over)\\s+(?:[\\p{L}\\p{N}'’-]+\\s*){1,3})?[^\\p{L}\\p{N}]*$`, "iu"),
    // A participle last tells it done ("afspraak met Lotte gehad", "mijn aangifte ingediend").
    errand: /^(?!.*\s(?:af|aan|op|uit|in|mee|na|terug|weg|door|over|bij|langs)?ge(?!meente|bouw|sprek|boorte|bed|zin|heim|wicht)\p{L}{2,}(?:d|t|en)\s*$)(?:(?:de|het|een|mijn)\s+)?(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:afspraak|opname|repetitie|consult|sessie|bespreking|tandarts|dokter|huisarts|dierenarts|kapper|opticien|adviseur|notaris|fysio|fysiotherapeut|fysiotherapie|oogarts|orthodontist|mondhygiënist|logopedie|logopedist|podotherapeut|pedicure|massage|therapie|osteopaat|apk|vergadering|gesprek|huisbezoek|examen|keuring|controle|bezorging|inspectie|herhaling|training|cursus|telling|vaccinatie|prik|onderhoud|aangifte|betaling|factuur|aanvraag|inschrijving|formulier|briefje|verlenging|ouderavond|spreekuur|geld|belasting|garage|bank|bouwmarkt|call|zoom|teams|standup|stand-up|1:1|review|retro|overleg|sync|tentamen|toets|college|werkgroep|practicum|presentatie)(?=\s*$|\s+(?:voor|met|bij|om|van|in|op)\s|\s+(?!(?:is|was|wordt|werd|gedaan|klaar|af|verzet|verplaatst|afgezegd|uitgesteld|geweest|ge\p{L}{2,}(?:d|t|en))(?![\p{L}]))[\p{L}-]+\s*$)|^(?:(?:de|het)\s+)?[\p{L}-]+\s+(?:aan de (?:straat|weg)|buiten|naar buiten|weg|terug|naar (?:de|het) [\p{L}-]+)$|^(?=(?:nog|even|ff|effe|snel|eerst|rap|met)\s)(?:(?:nog|even|ff|effe|snel|eerst|rap)\s+){0,3}(?:met\s+(?:(?:de|het|mijn|m'n|onze)\s+)?[\p{L}-]+\s+)?naar\s+(?:de|het)\s+[\p{L}-]+(?:\s+(?:voor|om)\s+(?:[\p{L}\p{N}'’-]+\s*){1,5})?$/iu,
    // A negation hedges only its own clause; "nu moet ik nog …" is said of what comes next.
    clauseScoped: new RegExp(`${L}(?:niet|geen|nooit)${R}`, "iu"),
    // "Ik wilde morgen de bank bellen", "Ik was van plan volgend weekend het hek te verven", "Ik zou Ana vanavond nog …",
    // "Ik ging vanavond nog even de was doen" (a plan still to come, with its "nog"): never "… maar …".
    pastIntent: new RegExp(
      `(?:^\\s*|(?<!${L}(?:wat|die|dat|waar)\\s+)${L}ik\\s+)(?:wilde|wou|was van plan(?: om)?|zou(?=.*${L}nog${R})|ging(?=.*${L}nog${R})(?=.*${INFINITIVE_LAST}))\\s+(?!.*${L}maar${R})(.+)`,
      "iu",
    ),
    nowOpener: (clause) => {
      const m = /^\s*nu,?\s+(moet|ga|wil|zal)\s+ik\s+(.+)$/iu.exec(clause);
      return m ? `ik ${m[1]} ${m[2]}` : null;
    },
    // "heb morgen om 3 nog de tandarts": the owner's "have" before an appointment, the subject left out as a note leaves it ("Ik heb
    // morgen een afspraak bij de tandarts" tells the day, as the development sentences label it).
    meetingWith: /^met$/iu,
    haveErrand: /^heb\s+/iu,
    // "voor de verjaardag van Kim een cadeau kopen", "voor het feest: ijs halen": an occasion said first.
    occasion: /^((?:voor|op) (?:de|het|mijn|m['’]n|onze|ons) (?:[\p{L}-]+\s+)?[\p{L}-]*(?:verjaardag|feest|feestje|jubileum|bruiloft|trouwdag|barbecue|bbq|afscheid|housewarming|kerst|pasen|sinterklaas)(?:\s+van\s+\p{L}+)?)(?![\p{L}])\s*[:,]?\s+/iu,
    // "ik wil dat boek al eeuwen lezen": a wish held "for ages" is a longing, no plan. A duration before "laten rijzen" / "laten rusten"
    // ("het deeg een uur laten rijzen", "het vlees 2 uur laten marineren") is a recipe's step: its hour is no time to do it at.
    hedges: new RegExp(
      // "actie Mark: prognose rondsturen": an action item a meeting note gives to someone named is theirs ("actie ik:" is the owner's).
      `${L}(?:^\\s*(?:actie(?:punt)?|ap|eigenaar)\\s*[:–—-]?\\s*(?!(?:ik|mij|me)${R})\\p{L}+\\s*[:–—-]|^\\s*ja\\s+hoor${R}|^\\s*ja\\s*ja${R}|waarom niet(?=[\\s.!?]*$)|^\\s*wat\\s+(?:een|'n|n)${R}(?!.*${L}ik${R})|^\\s*(?:om\\s+)?(?:wanneer|waar|hoe(?:\\s+laat|\\s+lang|\\s+vaak)?|wat|waarom|welke|wie)\\s+(?:moet|ga|zal|kan|mag)\\s+ik|ik (?:wou|wilde|zou willen) dat|ik weet(?: dat)? ik|misschien|al (?:eeuwen|jaren|maanden|weken|tijden|lang|een eeuwigheid)|eventueel|normaal|normaal gesproken|normaliter|gewoonlijk|doorgaans|als ik(?!\\s+(?:\\S+\\s+){0,3}?(?:${BACK_AT})\\s+ben${R})|^\\s*als(?!\\s+(?:eerste|laatste|allereerste)${R})(?!\\s+ik\\s+(?:\\S+\\s+){0,3}?(?:${BACK_AT})\\s+ben${R})|als het|als je|als we|als er|indien|hopelijk|niet zeker|geen idee|nooit|waarschijnlijk|weet niet|denk het niet|zou kunnen|(?<!vergeet\\s+)niet(?!\\s+vergeten)|geen${R}(?!\\s+(?:zorgen|probleem|stress)${R})|nu|momenteel|altijd|elke|iedere|meestal|vaak|soms|graag|ooit|(?<!van\\s+)gisteren|eergisteren|vorige (?:week|maand)|vorig jaar|laatst|(?:zegt|zei|vindt),? dat ik|(?<=(?:uur|uurtje|uren|minuten|min|kwartier|nacht|dagen)\\s+)laten\\s+(?:rijzen|rusten|staan|trekken|weken|marineren|sudderen|garen|koken|afkoelen|uitlekken|opstijven|drogen|intrekken))${R}`,
      "iu",
    ),
    // "de vergadering is om 4 uur": a thing named with its article and its "is" tell a fact, after a head ("Herinnering: …") as anywhere
    // ("zijn" is as often "his", "de was" the laundry, a passive's "wordt" a thing to see done).
    // "paspoort verlengen", "gaas en kapitaalband bijbestellen", "nieuwe bijenstand aanmelden bij de gemeente": what is done, then an
    // errand's verb (calling, mailing, buying, paying, booking, cancelling, renewing, sending, fetching, signing up, collecting) in the
    // infinitive, and at most a place or a person after it; never to another's or a formal "uw" ("uw paspoort verlengen" is an
    // instruction), never a recipe's step (its verbs are no errand's).
    bareNote: new RegExp(
      `^(?!.*${L}(?:is|zijn|was|waren|wordt|werd|heeft|hebben|heb|had|ben|moet|moeten|moest|moesten|zal|zou|zullen|zouden|kan|kun|kunnen|wil|wilt|willen|ga|gaat|gaan|doe|doet|sta|staat|ik|'k|jij|je|hij|ze|zij|we|wij|jullie|men|iedereen|mij|me|uw|haar|hun|jouw|op de (?:eerste|laatste))${R})(?!(?:op|in|met|aan|bij|uit|van|naar|onder|over|tot)${R})(?:[\\p{L}\\p{N}.'’-]+\\s+){1,8}(?:${TASK_PREFIXES})?(?:bellen|mailen|appen|sturen|betalen|boeken|bestellen|kopen|regelen|verlengen|vernieuwen|aanvragen|melden|opzeggen|annuleren|halen|brengen|leveren|reserveren|repareren|innen|invullen|indienen|ondertekenen|overmaken|afspreken|ontkalken|ontluchten)(?:\\s+(?:bij|aan|naar|voor|met|van)\\s+(?:[\\p{L}\\p{N}'’-]+\\s*){1,3})?$`,
      "iu",
    ),
    // "3 postzegels kopen", "2 pakken luiers maat 4 en billendoekjes halen", "nieuwe naalden en 3 flessen desinfectie bestellen": a figure in a
    // note whose verb last buys, orders, fetches or pays; never a clock time or a duration ("om 3", "2 uur"), never a dose's or a recipe's
    // verb ("2 tabletten innemen", "200 gram suiker toevoegen").
    // A chore said by its verb alone after a cue (CommitmentCues.soloTask).
    backRef: /(?<![\p{L}'’])(?:ze|zij|hem|'m|die(?=\s+(?:dan|daarna|nog|ook|meteen)(?![\p{L}])))(?![\p{L}'’])/iu,
    soloTask: /^(?:tanken|stofzuigen|boodschappen|boodschappen doen|strijken|afwassen|opruimen|poetsen|dweilen|schoonmaken|leren|studeren|inpakken|koken|pinnen|wassen|de was doen|sporten|tuinieren)$/iu,
    // Chat words ahead of a bare note, no part of it (CommitmentCues.noteOpener).
    noteOpener: /^(?:(?:ja|jaja|nee|nou|haha+|hihi|lol|ok|oké|oke|okee|dus|pff+|ach|hm+|oh|o|zo|tja|jep|yes)[,!.]*\s+)+/iu,
    countedNote: new RegExp(
      `^(?=[^\\d]*\\d)(?!.*\\d\\s*(?:uur|u|min|minuten|dagen)${R})(?:[\\p{L}\\p{N}.'’€-]+\\s+){1,8}(?:(?:op|bij|na|mee|af)?(?:kopen|halen|bestellen|betalen|overmaken|brengen|printen|kopiëren|inpakken)|meenemen)(?:\\s+(?:voor|bij|van)\\s+(?:[\\p{L}\\p{N}'’-]+\\s*){1,3})?$`,
      "iu",
    ),
    // Not read in this language: notes under a head naming what they are for.
    purposeHead: null,
    notATask: new RegExp(`^(?:(?:(?:weer|zo|super|heel|echt)\\s+)*vroeg\\s+op(?:staan)?(?:\\s+weer)?(?:\\s*,\\s*\\p{L}+)?\\s*$|(?:de|het|een|mijn|m'n|mn|onze|ons|die|dat|deze|dit)\\s+(?:[\\p{L}-]+\\s+)?[\\p{L}-]+\\s+(?:is|was|waren)|(?:gaat|gaan|wordt|worden|is|zijn|komt|komen|valt|begint|eindigt)\\s+(?:de|het|een|er)${R}|zie\\s+(?:je|jou|jullie|u|ze|hem|haar|vrienden|vriendinnen|familie|de meiden|de jongens|een film)${R}|(?:.*\\s)?voor (?:een|wat) (?:borrel|biertje|drankje|koffie|etentje)${R}|(?:[^,]*\\s)?(?:stoom afblazen|afreageren|uithuilen)${R}|zeggen|toegeven|bekennen|eerlijk zijn|gaan|weg|(?:nu\\s+)?naar (?:huis|bed)|(?:kom\\s+)?te laat|je gelijk geven|ervan uit|me zorgen|ben|weten|dat(?!\\s+ik${R})(?!\\s+(?!(?:ik|je|jij|hij|zij|ze|we|wij|het|er|u|jullie|men|de|een|die|dit|dat|mijn|zijn|haar|ons|onze|jouw|hun|niet|nog|al|wel|ook|zo)${R})\\p{L}[\\p{L}'’-]*\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,6}\\p{L}{2,}en[^\\p{L}\\p{N}]*$)|stoppen met|(?!zorgen dat\\s)[^,]*\\s(?:zijn|worden|nodig hebben)[^\\p{L}]*$|(?:.*\\s)?(?:meer|minder)\\s+\\p{L}+en[^\\p{L}]*$|(?:.*\\s)?(?:nee|ja) zeggen|(?:ga\\s+)?(?:[^,]*\\s)?(?:naar (?:de film|de bioscoop|het theater|een concert|het concert|een feest|het feest|de kroeg|het strand|de sauna|een feestje|de disco)|uit eten|stappen|feesten|dansen|shoppen)|(?:.*\\s)?spijt (?:van )?krijgen|(?:.*\\s)?alles\\s+(?:zelf|alleen)(?:\\s+\\p{L}+)?[^\\p{L}]*$|(?:.*\\s)?(?:afvallen|missen|luchten|lachen|huilen|ontspannen|uitrusten|slapen|uitslapen|niksen|luieren|chillen|bijkomen))${R}`, "iu"),
    vague: wordSet("het dat dit dan er eens even me je zien doen doe kijken denken nadenken erover over zijn gaan proberen missen slapen trouwens overigens sowieso hierbij niks niets"),
    taskLead: ["niet vergeten,?", "ne keer", "eerst(?:\\s+nog)?", "om", "te(?=\\s+\\p{L}+en(?![\\p{L}]))", "ik", "dat ik", "nog", "weer", "rap", "even", "ff", "effe", "efkes", "snel", "echt", "zeker", "eindelijk", "toch", "wel", "nodig", "eens", "ervoor zorgen dat", "proberen(?: om)?", "eraan denken(?: om)?"],
    // Said right after the verb, no part of the task.
    afterVerb: ["nog", "eindelijk", "even", "ff", "effe", "efkes", "snel", "echt", "toch", "eens"],
    unplacedDeadline: new RegExp(
      // "moet zo nog ff de hond uitlaten": "zo" first in the task, before what is done, is in a moment (never "zo" inside it: "zo de hele dag").
      // Before an event: "voor het laboverleg", "voor de levering van vrijdag", "voor openingstijd", "voordat mn moeder thuis is" (the clause to its verb).
      // After an event named by its article and noun, an adjective between ("na de grote pauze", "na de laatste klant", "na 't eten");
      // never a label's or a care sheet's step ("na openen koel bewaren", "na het zetten uit de zon houden").
      `(?:^|\\s)(na (?:de|het|['’]t|mijn|m['’]n|mn) (?:(?:grote|kleine|laatste|eerste|volgende|late|vroege|korte|lange|ochtend|middag|avond)\\s+)?(?!(?:openen|opening|gebruik|aanbreken|zetten|wassen|aanbrengen|innemen|planten|poten|zaaien|snoeien|bakken|koken|kneden|afkoelen|mengen|inschenken)${R})[\\p{L}-]{3,}|voor (?:de|het|mijn|m['’]n|onze|ons) (?:\\p{Ll}+e\\s+)?[\\p{L}-]*(?:overdracht|demo|regen|rit|training|levering|dienst|overleg|vergadering|wedstrijd|opening|sluiting|afspraak|meeting|viering|controle|keuring|repetitie|borrel|diner|bezoek|klus|soundcheck|check|call|uur|les|show|optreden|gig|vastelaovend|carnaval|kermis|vlucht|visite|voorstelling|generale|stream|oogst|ronde|(?<!van)avond)(?:\\s+van\\s+\\p{L}+)?|voor het (?:eind|einde) van (?:de|het|mijn|m'n|je) \\p{L}+|voor (?:vertrek|aanvang|de start|carnaval)|(?:voor|na) \\p{L}+tijd|voor het (?!(?:wapen|teken|laken|kussen|deken|examen|leven|wagen|molen)${R})\\p{Ll}{3,}en|in (?:mijn|de) \\p{L}*pauze|na (?:de|het|mijn|m'n|deze) \\p{L}*(?:melken|training|dienst|overleg|vergadering|wedstrijd|les|repetitie|borrel|diner|storing|pauze|klus|rit|ronde)|na (?:het )?werk|(?:na|voor) college|(?:zodra|nadat)\\s+(?!ik\\s+(?:meer|iets|wat|het|dat)\\s+weet${R})(?:\\S+\\s+){0,5}?(?:ben|is|zijn|heb|kom|ga|\\p{Ll}{2,}(?:t|en))(?=\\s*(?:[,;.!]|$))|als\\s+ik\\s+(?:\\S+\\s+){0,3}?(?:${BACK_AT})\\s+ben(?=\\s*(?:[,;.!]|$))|voordat\\s+(?:\\S+\\s+){0,5}?(?:is|zijn|\\p{Ll}{2,}t|\\p{Ll}{2,}en(?=\\s*(?:,|$|\\s+(?:nog|even|ff|eerst|snel)${R})))|asap|zsm|(?<!\\S\\s*)zo(?=\\s+(?:de|het|een|mijn|m['’]n|mn|even|ff|nog|eerst|naar)\\s)|(?:de|in de) komende (?:\\p{L}+ )?(?:dagen|weken|maanden)|binnen (?:\\p{L}+|\\d+) (?:dagen|weken)|voor sluitingstijd|voor het (?:eind|einde) van de (?:dag|week|maand)|voor het (?:brengen|ophalen)|voor het gesprek(?: met \\p{L}+)?|zo snel mogelijk|voor (?:het slapengaan|het slapen|het eten|de winter|de zomer|het voorjaar|het najaar|de lente|de herfst|de vakantie|de bruiloft|twaalven|de lunch|het weekend)|(?:volgende|deze|komende) (?:maand|week|zomer|winter|lente|herfst)|(?:dit|volgend|komend) (?:voorjaar|najaar)|(?:volgend|dit) (?:jaar|weekend)|(?:in|voor|vanaf|begin|half|eind) (?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)|in de lunchpauze|op (?:weg naar huis|de terugweg)|onderweg naar huis|na (?:het eten|het werk|de lunch|het ontbijt|school|de vergadering|het sporten)|voor (?:de|het) (?:winter|zomer|herfst|lente|kerst|kerstvakantie|zomervakantie|vergadering|meeting|lunch|afspraak|deadline|presentatie|vakantie|bruiloft|feest|wedstrijd|reis|vlucht|les|conferentie|zitting)|mrgn|morgn|morge|vnv|vanavnd|mörgen|zotterdag|straks|seffens|zometeen|later|binnenkort|eind(?:e)? (?:dag|week|maand))${R}`,
      "iu",
    ),
    // "…, geen smoesjes", "…, eindelijk", "…, niet vergeten", "…, wat er ook gebeurt": said to stress the task, no part of it.
    // "container aan de straat zetten niet vergeten": said after a note's infinitive with no comma too (never after a verb said as a noun, "het zwemmen niet vergeten", nor after "morgen", nor in a sentence opened by "mag", whose own words they are).
    // A tag at the end ("moet kunnen he", "bel ik morgen hoor") asks for a nod, no part of the task.
    afterthought: /\s*,?\s+(?:he|hè|hé|hoor|joh|zeg)[\s.!]*$|(?<=\s\p{Ll}{2,}en)(?<!(?:het|de|een|mijn|m['’]n)\s+\p{Ll}{2,}en|morgen|^\s*(?:(?:ik|['’]k)\s+)?mag\s.*)\s+(?:echt\s+|vooral\s+)?niet vergeten[\s.!]*$|\s+(?:dank je(?: wel)?|dank u(?: wel)?|bedankt|merci)(?:\s+zoe)?[\s.!]*$|\s*[,;:–—-]\s*(?:geen smoesjes|geen excuses|eindelijk|wat er ook gebeurt|(?:echt\s+|vooral\s+)?niet vergeten|laat (?:het|dat) niet (?:weer |nog eens )?liggen|beloofd|(?:dat\s+)?beloof ik(?:\s+je)?|echt waar|zeker weten|zonder mankeren|erewoord|heb ik(?:\s+(?:haar|hem|ze|hen|het|de\s+\p{L}+))?\s+(?:toegezegd|beloofd))[\s.!]*$/iu,
    amountTail: /\s*,\s*((?:à\s+)?(?:(?:ongeveer|zo['’]n|ca\.?|circa|rond de|~)\s*)?(?:(?:[£$€]\s?\d[\d.,]*\s?[km]?|\d[\d.,]*\s?[km]?\s?(?:€|£|\$|euro|eur))(?:\s+(?:per stuk|p\/st|per \p{L}+|elk|totaal|in totaal))?|\d[\d.,]*(?:\s+(?:per stuk|p\/st|per \p{L}+|elk|totaal|in totaal))|\d+\s+(?:stuks|stuk|exemplaren)))[\s.!]*$/iu,
    visit: null,
    emphasis: ["zeker", "sowieso", "hoe dan ook", "in ieder geval", "in elk geval", "zonder mankeren"],
    // "…, dat ik dinsdag de notaris moet bellen": the clause said as a statement, its verb back after "ik".
    noteAsk: (question) => {
      const m = /^\s*(?:(?:kun|kan|wil)\s+(?:je|jij|u)\s+(?:even\s+|alsjeblieft\s+)*)(?:noteren|onthouden|opschrijven|genoteerd houden)(?:\s+alsjeblieft)?,?\s+dat\s+ik\s+(.+?)\s+(moet|ga|wil|zal)\s+(\p{L}+)$/iu.exec(question);
      return m ? `ik ${m[2]} ${m[1]} ${m[3]}` : null;
    },
    // "moest de tegels nog bestellen, doe ik morgen": "doe ik", "regel ik", "dat doe ik dan"; never "heb ik gedaan".
    // No shape said again yet: the cues read these languages' objects and states as said.
    // "dat ik mama morgen bel, niet vergeten": the clause said after the reminder's words. "het verslag is vrijdag af, dat beloof ik", "de dozen
    // staan donderdag bij u, beloofd": a thing's state promised after it is the owner's to see to ("zorgen dat …"), kept only with its time;
    // "je krijgt je tientje vrijdag terug, beloofd": what the owner gives back.
    tagged: (sentence) => {
      const said = sentence.trim();
      // "het pakket, dat moet nog terug", "de offerte, die moet ik vrijdag nog tekenen": a thing said first and taken up again by "die"/"dat"
      // after its comma is what the modal's clause is about; said again without the pronoun. Never a person ("mijn broer, die moet nog …").
      const resumed = /^(?<thing>(?:de|het|die|dat|mijn|m['’]n|mn|onze|ons)\s+[^,;:?!]{2,50}?)\s*,\s*(?:die|dat)\s+(?<rest>(?:(?:moet|moeten)(?!\s+(?:je|jij|hij|zij|ze|we|wij|jullie|u)(?![\p{L}]))|(?:ga|zal)\s+ik)\s+[^,;:?]+?)[\s.!]*$/iu.exec(said)?.groups;
      if (resumed?.thing && resumed.rest && !resumed.thing.toLowerCase().split(/\s+/u).slice(0, 2).some((w) => PEOPLE.has(w)))
        return { said: `${resumed.thing} ${resumed.rest}`, needsTime: false };
      // "het formulier van de gemeente, moet ik nog invullen", "ik zit nog met die rekening, moet ik vrijdag betalen", "ga ik straks doen,
      // de afwas": the thing named in a clause of its own (or what the owner still sits with), the verb in the other with the object left
      // out, is that verb's object. Said again with the thing before the infinitive; a thing is an article's or a possessive's noun, never
      // a person, and the verb's clause holds nothing but the owner's cue, its time and adverbs.
      const THING = "(?:die|dat|de|het|mijn|m['’]n|mn|onze|ons)\\s+[^,;:?!]{2,50}?";
      const CUE = "(?<cue>moet|ga|doe|regel|zal)\\s+ik";
      const thingFirst = new RegExp(`^(?:(?:ik\\s+zit\\s+nog(?:\\s+steeds)?\\s+met|ik\\s+heb)\\s+)?(?<thing>${THING})(?:\\s+nog\\s+liggen)?\\s*,\\s*${CUE}\\s+(?<rest>[^,;:?]+?)[\\s.!]*$`, "iu").exec(said);
      const verbFirst = thingFirst ? null : new RegExp(`^${CUE}\\s+(?<rest>[^,;:?]+?)\\s*,\\s*(?<thing>${THING})[\\s.!]*$`, "iu").exec(said);
      const left = (thingFirst ?? verbFirst)?.groups;
      if (left?.thing && left.rest && left.cue) {
        const words = left.rest.replace(/\s+wel$/iu, "").split(/\s+/u);
        const verb = words.at(-1)!;
        const thing = left.thing.trim();
        const person = thing.toLowerCase().split(/\s+/u).slice(0, 2).some((w) => PEOPLE.has(w));
        // "moet ik echt nog naar kijken": the preposition of "ernaar kijken" goes before the thing ("naar de aangifte kijken").
        const prep = words.length >= 2 && /^(?:naar|aan|achter|over)$/iu.test(words.at(-2)!) ? `${words.at(-2)} ` : "";
        const between = words.slice(0, prep ? -2 : -1).join(" ");
        const cue = left.cue.toLowerCase() === "doe" || left.cue.toLowerCase() === "regel" ? "moet" : left.cue.toLowerCase();
        if (/^\p{Ll}{2,}en$/u.test(verb) && !person && !/(?<![\p{L}])(?:ik|je|jij|hij|zij|ze|we|wij|niet|geen|nooit|gedaan|klaar)(?![\p{L}])/iu.test(between))
          return { said: `ik ${cue} ${between ? `${between} ` : ""}${prep}${thing} ${verb}`, needsTime: false };
        // "ga ik vanavond doen": "doen" with a time only, its thing after the comma.
        if (left.cue.toLowerCase() === "doe" && !person && between && !/(?<![\p{L}])(?:niet|geen|nooit)(?![\p{L}])/iu.test(left.rest))
          return { said: `ik moet ${left.rest.replace(/\s+wel$/iu, "")} ${thing} doen`, needsTime: true };
      }
      const that = /^dat\s+ik\s+(.+?)\s*[,;:–—-]\s*(?:(?:zeker|echt|even)\s+)?niet\s+vergeten[\s.!]*$/iu.exec(said);
      if (that) return { said: `niet vergeten dat ik ${that[1]}`, needsTime: false };
      // "dat ik vanavond oma bel, heb ik papa beloofd": the promise told after its clause, to someone.
      const told = /^dat\s+ik\s+(.+?)\s*,\s*(?:heb|had)\s+ik\s+(?:(?:de|het|mijn|m['’]n)\s+)?(?:[\p{L}.'’-]+\s+){0,2}?beloofd[\s.!]*$/iu.exec(said);
      if (told) return { said: `heb beloofd dat ik ${told[1]}`, needsTime: false };
      // "de servicekostenafrekening moet nog gemaakt worden", "moet nog gedaan worden: belasting": a thing that "still" has to be done, nobody
      // named, is the owner's to do with no time ("de servicekostenafrekening maken"); never a person ("mijn broer moet nog geopereerd worden").
      // "de zolder moet er dit weekend aan geloven": a thing whose turn has come is the owner's to tackle, with the time said between.
      const turn = /^(?<thing>(?:de|het|die|dat|mijn|m['’]n|onze|ons)\s+[^,;:?!]{2,40}?)\s+(?:moet|moeten)\s+er\s+(?<when>(?:[^,;:?!\s]+\s+){0,4}?)aan\s+geloven[\s.!]*$/iu.exec(said)?.groups;
      if (turn?.thing && !turn.thing.toLowerCase().split(/\s+/u).slice(0, 2).some((w) => PEOPLE.has(w)))
        return { said: `ik moet ${turn.when ?? ""}${turn.thing} aanpakken`.replace(/\s+/gu, " "), needsTime: false };
      // "de vaatwasser moet nog uitgeruimd": the participle last with "worden" left out, as people type it; "de huur, moet nog overgemaakt":
      // the thing in a clause of its own before it.
      const parted = /^(?<thing>(?:de|het|die|dat|mijn|m['’]n|mn|onze|ons)\s+[^,;:?!]{2,50}?)\s*,\s*(?<rest>(?:moet|moeten)\s+nog\s+[^,;:?]+)$/iu.exec(said)?.groups;
      if (parted?.thing && parted.rest) return { said: `${parted.thing} ${parted.rest}`, needsTime: false };
      const clipped = /^(.+\s(?:moet|moeten)\s+nog\s+\p{Ll}*ge\p{Ll}{3,}[dt])[\s.!]*$/u.exec(said)?.[1];
      const still = /^(?:(?<thing>(?:[\p{L}\p{N}'’-]+\s+){0,4}?[\p{L}\p{N}'’-]+)\s+(?:moet|moeten)\s+nog\s+(?<part>\p{Ll}{4,})\s+worden(?:\s+(?<tail>(?:voor|vóór|tegen|na|bij)\s+(?:[\p{L}\p{N}.'’-]+\s+){0,3}[\p{L}\p{N}.'’-]+))?|(?:moet|moeten)\s+nog\s+(?<part2>\p{Ll}{4,})\s+worden\s*:\s*(?<thing2>[^,;]+?))[\s.!]*$/u.exec(clipped ? `${clipped} worden` : said);
      if (still?.groups) {
        const thing = (still.groups.thing ?? still.groups.thing2 ?? "").trim();
        // "moet nog gedaan worden: de ramen lappen": a to-do with its own verb after the colon is that to-do.
        if (still.groups.thing2 && /\s\p{Ll}{2,}en$/u.test(thing)) return { said: `ik moet nog ${thing}`, needsTime: false };
        const verb = infinitiveOf(still.groups.part ?? still.groups.part2 ?? "");
        const words = thing.toLowerCase().split(/\s+/u);
        if (verb && !words.slice(0, 2).some((w) => PEOPLE.has(w)) && !/^(?:ik|je|jij|hij|zij|ze|het|we|wij|jullie|men|dat|dit|wat|alles|veel)$/u.test(words[0]!))
          // "… schoongemaakt worden voor de winter": what is said after the verb (for whom, by when) goes before it in the to-do.
          return { said: `ik moet nog ${thing}${still.groups.tail ? ` ${still.groups.tail}` : ""} ${verb}`, needsTime: false };
      }
      // The promise may name whom it was made to ("…, heb ik de directeur beloofd").
      const tag = `\\s*,\\s*(?:beloofd|heb\\s+ik\\s+(?:(?:de|het|mijn|m['’]n)\\s+)?(?:[\\p{L}.'’-]+\\s+){0,2}?beloofd|(?:dat\\s+)?beloof\\s+ik(?:\\s+(?:je|jullie|u))?(?:\\s+echt)?|ik\\s+beloof\\s+het(?:\\s+(?:je|jullie|u))?|erewoord)[\\s.!]*$`;
      const back = new RegExp(`^(?:je|jij|u)\\s+krijgt\\s+(?<thing>.+?)\\s+terug${tag}`, "iu").exec(said);
      if (back?.groups) return { said: `ik moet ${back.groups.thing} teruggeven`, needsTime: false };
      // "ik beloof je dat de foto's zondag uitgezocht zijn": the promise said first, the state in its clause.
      const promise = new RegExp(`^(?:ik\\s+)?beloof(?:\\s+(?:je|jullie|u))?\\s*,?\\s+dat\\s+(?<thing>(?:de|het|mijn|m['’]n|onze|ons)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?<rest>.+?)\\s+(?<be>is|zijn)[\\s.!]*$`, "iu").exec(said);
      const state = promise ?? new RegExp(`^(?<thing>(?:de|het|mijn|m['’]n|onze|ons)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?<be>is|zijn|staat|staan|ligt|liggen|gaat|gaan|draait|draaien|werkt|werken)\\s+(?<rest>.+?)${tag}`, "iu").exec(said);
      if (!state?.groups) return null;
      const { thing = "", be = "", rest = "" } = state.groups as Record<string, string | undefined>;
      // "gaat … de deur uit", "draaien … weer": a verb of going or running is a state only with where it goes or "again" said last.
      if (/^(?:gaat|gaan|draait|draaien|werkt|werken)$/iu.test(be) && !/(?:^|\s)(?:de deur uit|weer|eruit|weg|terug)$/iu.test(rest)) return null;
      return { said: `ik moet zorgen dat ${thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} ${rest} ${be}`, needsTime: true };
    },
    sayAgain: null,
    pickUp: {
      clause: /^(?:(?:dat|dan)\s+)?(?:doe|regel)\s+ik(?:\s+(?:het|dat|dan))*(?![\p{L}])/iu,
      task: (earlier) => {
        const said = earlier.trim();
        const led = said.replace(/^(?:ik\s+)?(?:moest|wilde|wou|zou|moet|ben\s+vergeten|vergeten|vergeet\s+(?:steeds|altijd))\s+/iu, "");
        // A participle after a negation ("dierenarts nog steeds niet gebeld") says no task as a note can.
        if (led === said) return null;
        // "de ov-kaart op te waarderen" -> "de ov-kaart opwaarderen": "te" out, a particle joined to its verb.
        return led.replace(/\s+(?:(op|af|aan|uit|in|terug|door|mee|weg)\s+)?te\s+(\p{L}+)$/u, (_, p: string | undefined, v: string) => ` ${p ?? ""}${v}`);
      },
    },
    fillers: /(?<![\p{L}])(?:e+h+m*|u+h+m*)(?![\p{L}])[,…]*/giu,
    // "k moet nog …", "k ga morgen …": "'k" (ik) typed without its apostrophe, before the owner's verb at a clause's start.
    elisions: (text) =>
      text.replace(/(?<=^|[,.;:!?]\s*|\s(?:en|maar|dus|oja|o ja)\s)k(?=\s+(?:moet|moest|ga|ging|zal|zou|wil|wou|kan|mag|heb|ben|bel|breng|haal|doe|regel|maak)(?![\p{L}]))/giu, "ik"),
    // A day said of a noun ("de wedstrijd van zaterdag"), not when the task is due.
    dayOf: /^van$/iu,
    dayFor: /^voor$/iu,
    // "Ik ga morgen verlengen mijn verblijfsvergunning", "ok morgen ga testen de betaalflow": the object after the verb, as a learner says it.
    learnerGo: /^(?<lead>(?:[\p{L}\p{N}.,:]+\s+){0,3}?)(?:ik\s+)?ga\s+(?<mid>(?:[\p{L}\p{N}.]+\s+){0,3}?)(?<verb>(?!(?:proberen)\s)\p{Ll}{3,}(?:en|eren|elen))\s+(?<task>(?:mijn|m['’]n|de|het|een|zijn|z['’]n|haar|onze|ons|die|dat)\s.+)$/iu,
    clitic: null,
    // "beloofd dat ik de tuin doe", "… dat ik hem aan onze advocaat voorstel": the verb last in the first person said as the
    // infinitive ("doe" -> "doen", "maak" -> "maken", "bel" -> "bellen", "schrijf" -> "schrijven"); "ga", "zal", "kom", "moet" before or
    // after an infinitive left out ("dat ik de auto ga wassen").
    thatClause: {
      oneVerb: true,
      cue: new RegExp(`${L}dat\\s+ik\\s*$`, "iu"),
      task: (clause) => {
        // "… dat ik de kat voer als ze in Spanje zijn": a clause of its own after the task; read as said.
        if (new RegExp(`${L}(?:als|wanneer|zolang|zodra|omdat|want|voordat|nadat|terwijl|zodat|of)${R}`, "iu").test(clause)) return clause;
        const words = clause.trim().split(/\s+/u);
        // "dat ik morgen cupcakes bak voor de bazaar": a thing after its article last is a noun, so the verb stands before the phrase that
        // ends the clause (said after the verb, as Dutch may); the verb said as the infinitive, the phrase after it.
        const det = /^(?:de|het|een|mijn|m'n|je|jouw|haar|zijn|z'n|onze|ons|hun|die|dat|deze|dit)$/iu;
        const prep = /^(?:voor|naar|met|aan|bij|op|over|in|uit|van|om|tegen|zonder|na)$/iu;
        if (words.length > 3 && det.test(words.at(-2)!)) {
          const at = words.findLastIndex((w, i) => i > 1 && prep.test(w));
          const verb = at > 1 ? words[at - 1]! : "";
          if (at > 1 && /^\p{Ll}{2,}$/u.test(verb) && !/\p{Ll}{2}en$/u.test(verb) && !det.test(verb) && !prep.test(verb))
            return [...words.slice(0, at - 1), NL_INFINITIVE(verb), ...words.slice(at)].join(" ");
        }
        const aux = /^(?:ga|zal|kom|moet|wil|kan|ben)$/iu;
        if (words.length > 2 && aux.test(words.at(-2)!) && /\p{Ll}en$/u.test(words.at(-1)!)) words.splice(-2, 1);
        else if (words.length > 2 && aux.test(words.at(-1)!) && /\p{Ll}en$/u.test(words.at(-2)!)) words.pop();
        const last = words.at(-1)!;
        if (words.length < 2 || !/^\p{Ll}{2,}$/u.test(last) || /\p{Ll}{2}en$/u.test(last)) {
          // "dat ik deze week leer videobellen": a verb before the infinitive said as one.
          if (words.length > 2 && /^(?:leer|probeer|blijf)$/iu.test(words.at(-2)!) && /\p{Ll}en$/u.test(last)) words[words.length - 2] = NL_INFINITIVE(words.at(-2)!);
          return words.join(" ");
        }
        words[words.length - 1] = NL_INFINITIVE(last);
        return words.join(" ");
      },
    },
    people: PEOPLE,
    restate: (said) => {
      // "het gras moet zaterdag gemaaid", "de scriptie moet eind van de maand ingeleverd": the passive with its "worden" left out, as typed.
      const sentence = /^(?!.*\s(?:worden|zijn|hebben)$)\S.*\s(?:moet|moeten)\s(?:.+\s)?(?:in|op|uit|aan|door|na|mee|terug|af|weg|over|bij)?ge\p{Ll}{3,}[dt]$/u.test(said) ? `${said} worden` : said;
      // "Heb de bruid beloofd dat de corsages vrijdagmiddag klaar zijn": a state promised of a thing (its article or possessive, never a pronoun
      // that names nothing) is the owner's to see to ("zorgen dat …"), as a thing that has to be in a state is.
      const promisedState = new RegExp(
        `^(?:(?:ik\\s+)?(?:heb|had)\\s+)?(?:(?!(?:heeft|hebben|hadden|hebt|hij|zij|ze|we|wij|jij|je)${R})[\\p{L}\\p{N}'’-]+\\s+){0,5}?(?:beloofd|toegezegd|gegarandeerd)\\s*,?\\s+dat\\s+(?<thing>(?:de|het|mijn|m['’]n|onze|ons|zijn|haar)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,6}?)(?:(?<state>klaar|af|gerepareerd|gemaakt)\\s+(?<be>is|zijn|staat|staan|ligt|liggen)|klaar(?<lies>ligt|liggen|staat|staan))$`,
        "iu",
      ).exec(sentence);
      if (promisedState?.groups) {
        const { thing = "", mid = "", state, be, lies } = promisedState.groups as Record<string, string | undefined>;
        return { lead: "", task: `zorgen dat ${thing.replace(/^\p{Lu}(?=\p{Ll}*\s)/u, (c) => c.toLowerCase())} ${mid}${state ?? "klaar"} ${be ?? lies}`.replace(/\s+/gu, " ") };
      }
      // "De banden moeten deze maand gewisseld worden", "verslag moet voor 23:59 ingeleverd zijn": the thing, its time (a clock's colon in it), and the verb of what is to be done to it.
      const passive = new RegExp(
        `^(?<thing>(?!(?:ik|je|jij|hij|zij|ze|het(?=\\s+(?:moet|moeten|zou|zouden|moest|moesten|dient|dienen)${R})|we|wij|jullie|men|dat|dit|wat)${R})(?:[\\p{L}\\p{N}.'’-]+\\s+){0,5}?[\\p{L}\\p{N}'’-]+)\\s+(?:moet|moeten|zou|zouden|moest|moesten|dient|dienen)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,5}?)(?<part>\\p{Ll}{4,})\\s+(?:te\\s+)?(?:worden|zijn)$`,
        "u",
      ).exec(sentence) ??
      // "de nascholing moet voor het eind van de maand geboekt worden": a longer deadline inside, only before "worden" (a state with
      // "zijn" and a long deadline is one to see to: "zorgen dat de taxameter gekeurd is").
      new RegExp(
        `^(?<thing>(?!(?:ik|je|jij|hij|zij|ze|het(?=\\s+(?:moet|moeten|zou|zouden|moest|moesten|dient|dienen)${R})|we|wij|jullie|men|dat|dit|wat)${R})(?:[\\p{L}\\p{N}.'’-]+\\s+){0,5}?[\\p{L}\\p{N}'’-]+)\\s+(?:moet|moeten|zou|zouden|moest|moesten|dient|dienen)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,7}?)(?<part>\\p{Ll}{4,})\\s+worden$`,
        "u",
      ).exec(sentence);
      const verb = passive?.groups ? infinitiveOf(passive.groups.part!) : null;
      // "nog" says it is still to do, no word of the task. "de weg hier moet echt eens gerepareerd worden": a thing of the place ("hier",
      // "in de straat") is a complaint about it, never the owner's to do.
      const ofThePlace = /\s(?:hier|daar|hierzo|in de (?:straat|buurt|wijk|stad))$/iu.test(passive?.groups?.thing ?? "");
      if (passive?.groups && verb && !ofThePlace) return { lead: "", task: `${passive.groups.thing} ${passive.groups.mid!.replace(/(?:^|\s)nog\s+/u, " ")}${verb}`.replace(/\s+/gu, " ") };
      // "De factuur moet vanavond nog de deur uit", "het manuscript moet vrijdag terug naar de redactie", "de formulieren moeten voor vrijdag
      // op de post": a paper or a parcel that has to go somewhere is the owner's to send (people "moeten de deur uit" too: only papers).
      const goes = new RegExp(
        `^(?<thing>(?:(?:de|het|mijn|onze)\\s+)?(?:[\\p{L}\\p{N}'’-]+\\s+)?${PAPERS}(?:\\s+(?:voor|van|aan|over|naar)\\s+(?:[\\p{L}\\p{N}&'’-]+\\s+){0,5}?[\\p{L}\\p{N}'’-]+)?)\\s+(?:moet|moeten)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,5}?)(?:(?<out>de deur uit|eruit|weg)|(?<post>op de post)|terug(?<back>\\s+naar\\s+.+)?|(?<to>naar\\s+(?:de|het|mijn|onze)\\s+.+))$`,
        "iu",
      ).exec(sentence);
      if (goes?.groups) {
        const { thing, mid, out, post, back, to } = goes.groups as Record<string, string | undefined>;
        const verb = out ? "versturen" : post ? "op de post doen" : to ? `${to} sturen` : `terugsturen${back ?? ""}`;
        return { lead: "", task: `${thing} ${mid!.replace(/(?:^|\s)nog\s+/u, " ")}${verb}`.replace(/\s+/gu, " ") };
      }
      // "De auto moet voor het eind van de maand naar de APK", "de containers moeten vanavond aan de straat": the owner's car to the garage,
      // the bins out (people "moeten naar buiten" too: only cars and bins).
      const taken = new RegExp(
        `^(?<thing>(?:(?:de|het|mijn|onze)\\s+)?(?:(?<car>[\\p{L}-]*(?:auto|wagen|motor|fiets|trekker|aanhanger|bus|busje|boot|maaier|kettingzaag|taxi|camper|caravan|scooter|brommer))|(?<bin>[\\p{L}-]*(?:container|containers|kliko|kliko's|bak|bakken|vuilniszak|vuilniszakken|vuilnis|afval))))\\s+(?:moet|moeten)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,6}?)(?:(?<garage>naar de (?:APK|garage|keuring)|voor de APK|door de (?:APK|keuring))|(?<service>een (?:onderhouds)?beurt krijgen)|(?<out>aan de straat|buiten|aan de weg))$`,
        "iu",
      ).exec(sentence);
      if (taken?.groups && (taken.groups.car ? taken.groups.garage ?? taken.groups.service : taken.groups.out)) {
        const { thing = "", mid = "", garage, service, out = "" } = taken.groups as Record<string, string | undefined>;
        // "de maaier moet nog een beurt krijgen": the owner's to have it serviced ("de maaier een beurt laten geven").
        const done = garage ? `${garage.replace(/^door\s/u, "naar ")} brengen` : service ? `${service.replace(/\s+krijgen$/u, "")} laten geven` : `${out} zetten`;
        return { lead: "", task: `${thing} ${mid.replace(/(?:^|\s)nog\s+/u, " ")}${done}`.replace(/\s+/gu, " ") };
      }
      // "De kinderwagen moet voor de 30e terug naar de winkel", "de boeken moeten vrijdag terug naar de bieb": a thing that has to go back is the
      // owner's to take back (people are not things: `people` keeps "de kinderen moeten …" out).
      const back = new RegExp(
        `^(?<thing>(?!(?:ik|je|jij|hij|zij|ze|het|we|wij|jullie|men|dat|dit|wat|wie)${R})(?:[\\p{L}\\p{N}'’-]+\\s+){0,4}?[\\p{L}'’-]+)\\s+(?:moet|moeten)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,5}?)(?:nog\\s+)?terug(?<to>\\s+naar\\s+.+)?$`,
        "iu",
      ).exec(sentence);
      if (back?.groups) {
        const { thing = "", mid = "", to = "" } = back.groups as Record<string, string | undefined>;
        return { lead: "", task: `${thing} ${mid.replace(/(?:^|\s)nog\s+/u, " ")}${to.trim()} terugbrengen`.replace(/\s+/gu, " ") };
      }
      // "De recepten moeten voor middernacht in het systeem staan", "De kelder moet voor de 15e leeg zijn", "De website moet maandag live": a thing
      // that has to be somewhere or in a state by a time is the owner's to see to ("zorgen dat …"); "De boot moet voor de winter uit het water":
      // a thing that has to come out of somewhere, the owner's to fetch; "Het programmaboekje moet volgende week naar de drukker": to take there.
      // Only a thing with its article or possessive, and never people (`people`: "De kinderen moeten om acht op school zijn"). A state with
      // "zijn" is one a participle names ("gekeurd", "verlengd", "ingeleverd") or a test's ("groen"); "af"/"klaar" with a bare day ("Het rapport
      // moet vrijdag af zijn") is said of anyone's report as often and stays untracked.
      const state = new RegExp(
        `^(?<thing>(?:de|het|mijn|m'n|onze|ons|deze|dit)\\s+(?:[\\p{L}\\p{N}.'’-]+\\s+){0,4}?[\\p{L}'’-]+)\\s+(?<modal>moet|moeten|mot|mout)\\s+(?<mid>(?:[\\p{L}\\p{N}.:'’-]+\\s+){0,7}?)(?:nog\\s+)?(?:(?<where>(?:in|bij|op|aan)\\s+(?:(?:de|het|mijn|m'n)\\s+)?(?:[\\p{L}\\p{N}.'’-]+\\s+){0,2}?[\\p{L}\\p{N}'’-]+)\\s+(?<be>staan|zijn|liggen)|(?<done>leeg|schoon|opgeruimd|online|live|binnen)(?:\\s+(?<be2>zijn|staan|gaan))?|(?<ready>(?:groen|rond|compleet|(?:in|op|uit|aan|door|na|mee|terug)?ge\\p{Ll}{3,}[dt]|(?:be|ver|her|ont)\\p{Ll}{3,}[dt])(?<![dt]en[dt]))\\s+zijn|(?<out>uit (?:de|het) [\\p{L}-]+)|(?<to>naar (?:de|het) (?!(?:APK|garage|keuring)${R})[\\p{L}-]+))$`,
        "iu",
      ).exec(sentence);
      if (state?.groups) {
        const { thing = "", modal = "", mid = "", where, be, done, be2, out, to, ready } = state.groups as Record<string, string | undefined>;
        const plural = modal.toLowerCase() === "moeten";
        const calm = mid.replace(/(?:^|\s)nog\s+/u, " ");
        if (out || to) return { lead: "", task: `${thing} ${calm}${out ? `${out} halen` : `${to} brengen`}`.replace(/\s+/gu, " ") };
        const named = thing.replace(/^\p{Lu}(?=\p{Ll}*\s)/u, (c) => c.toLowerCase());
        const verb = (v: string) => (plural ? v : ({ staan: "staat", zijn: "is", liggen: "ligt", gaan: "gaat" } as Record<string, string>)[v.toLowerCase()] ?? v);
        const said = where ? `${where} ${verb(be!)}` : ready ? `${ready} ${verb("zijn")}` : `${done} ${verb(be2 ?? (/^(?:live|online)$/iu.test(done!) ? "gaan" : "zijn"))}`;
        return { lead: "", task: `zorgen dat ${named} ${calm}${said}`.replace(/\s+/gu, " ") };
      }
      // "Deze week moet de onderhoudsbeurt nog geboekt worden": the time first, the thing after the verb.
      const inverted = /^(?<lead>.+?)\s+(?:moet|moeten)\s+(?<thing>(?:de|het|mijn|onze)\s+.+?)\s+(?:nog\s+)?(?<part>\p{Ll}{4,})\s+(?:worden|zijn)$/iu.exec(sentence);
      const late = inverted?.groups ? infinitiveOf(inverted.groups.part!) : null;
      if (inverted?.groups && late) return { lead: inverted.groups.lead!, task: `${inverted.groups.thing} ${late}` };
      // "Heb nog een pakketje om terug te sturen", "Ik heb nog het onderhoud te boeken": a thing still to do.
      const toDo = new RegExp(
        `^(?<lead>.*?)(?:^\\s*|${L})(?:ik\\s+)?heb\\s+nog\\s+(?<thing>(?!(?:veel|wat|iets|niks|niets|genoeg|tijd)${R})(?:[\\p{L}\\p{N}'’-]+\\s+){0,6}?[\\p{L}\\p{N}'’-]+)\\s+(?:om\\s+)?(?:(?<sep>${SEPARABLE.join("|")})\\s+)?te\\s+(?<verb>\\p{Ll}{3,}en)(?<rest>.*)$`,
        "iu",
      ).exec(sentence);
      if (toDo?.groups) {
        const { lead, thing, sep, verb, rest } = toDo.groups as Record<string, string | undefined>;
        return { lead: lead ?? "", task: `${thing} ${sep ?? ""}${verb}${rest ?? ""}` };
      }
      // "Ines de schetsen beloofd voor donderdag": a thing promised with no verb, said back as the thing and for whom.
      const promised = new RegExp(
        `^(?:[Ii]k\\s+)?(?:[Hh]eb\\s+)?(?<who>\\p{Lu}\\p{L}+|(?:mijn|de)\\s+\\p{L}+)\\s+(?<thing>(?:de|het|een|mijn)\\s+.+?)\\s+beloofd(?<rest>.*)$`,
        "u",
      ).exec(sentence);
      if (promised?.groups) return { lead: "", task: `${promised.groups.thing} voor ${promised.groups.who}${promised.groups.rest}` };
      return null;
    },
    reminder: {
      // "Kun je me om 17 uur herinneren om …": the request's verb may come after the time; asked the Flemish way too ("Ge moet mij morgen eens herinneren …",
      // "ge moet mij morgen doen denken aan …", "doe me denken aan …").
      ask: new RegExp(`${L}(?:herinner (?:me|mij)${R}(?!\\s+niet${R})|herinner je me|me herinneren|mij herinneren|(?<=(?:(?:kun|kunt|kan|wil|wilt|zou|moet) (?:je|ge|gij|jij|u|iemand)|(?:je|ge|gij|jij|u) (?:moet|kunt|kan|zou|wilt))\\s+)(?:me|mij)(?=.*${L}(?:herinneren|doen denken)${R})|(?:doe|doet) (?:me|mij)(?=.*${L}denken aan${R}))${R}`, "iu"),
      // "laat me … niet vergeten", "zorg dat ik …", and asked for help to remember, the Flemish way too ("ge moet me helpen onthouden dat ik …").
      indirect: new RegExp(`${L}(?:(?:(?:me|mij) helpen|help (?:me|mij)) (?:te )?onthouden,?(?=\\s+dat\\s+ik${R})|laat (?:me|mij)(?=.*${L}niet vergeten[^\\p{L}]*$)|(?:zorg|let erop|let er op)\\s+(?:(?:alsjeblieft|aub|even|wel)\\s+)*dat\\s+ik\\s+|(?:por|seintje geven)\\s+(?:me|mij)${R}|(?:geef|stuur) (?:me|mij)(?=\\s+(?:[\\p{L}\\p{N}:.]+\\s+){0,4}?(?:een\\s+)?(?:seintje|por)${R})|laat (?:me|mij)(?=.*\\sweten,?\\s+dat\\s+ik${R}))`, "iu"),
      noun: new RegExp(`(?:${L}(?:zet|maak|stel)\\s+(?:(?:voor\\s+)?(?:me|mij)\\s+)?(?:even\\s+)?(?:een\\s+)?herinnering(?:\\s+in)?|^\\s*herinnering(?=\\s+(?:om|over|voor|morgen|vandaag)${R}[^:–—]*?(?:\\s[–—-]\\s|:)))${R}`, "iu"),
      // "zet een timer van 10 minuten voor de pasta", "zet een wekker om 7 uur", "zet een timer op 5 minuten".
      repeats: [
        [/(?<![\p{L}])(?:om\s+de\s+(?:week|twee\s+weken)|elke\s+(?:twee|2)\s+weken|tweewekelijks)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:elke|iedere)\s+(?:dag|week|maand|werkdag)(?![\p{L}])|(?<![\p{L}])(?:dagelijks|wekelijks|maandelijks)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:elke|iedere)\s+(ochtend|avond|middag|morgen)(?![\p{L}])|(?<![\p{L}])('s\s+(?:ochtends|avonds|middags))(?![\p{L}])/giu, "$1$2"],
        [/(?<![\p{L}])(?:elke|iedere)\s+(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(?![\p{L}])/giu, "$1"],
        [/(?<![\p{L}])elke\s+(\d+)\s+(minuten|uur)(?![\p{L}])/giu, "over $1 $2"],
      ],
      repeatUnits: [
        [/om\s+de\s+week|twee\s+weken|2\s+weken|tweewekelijks/iu, "week", 2],
        [/werkdag/iu, "weekday"],
        [/week|wekelijks|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag/iu, "week"],
        [/maand/iu, "month"],
        [/(?<![\p{L}])uur(?![\p{L}])/iu, "hour"],
        [/minu/iu, "minute"],
      ],
      repeatEvery: {
        re: /(?<![\p{L}])(?:elke|iedere|om\s+de)\s+(?<n>\d+|twee|drie|vier|vijf|zes|zeven|acht|tien|twaalf|twintig|dertig)\s+(?<unit>minuten|uur|dagen|weken|maanden)(?![\p{L}])/iu,
        numbers: NUMBERS,
      },
      repeatDays: {
        days: ["maandags?", "dinsdags?|di", "woensdags?|woe|wo", "donderdags?|do", "vrijdags?|vrij|vr", "zaterdags?|zat|za", "zondags?|zon", "weekends?"],
        habitual: ["maandags", "dinsdags", "woensdags", "donderdags", "vrijdags", "zaterdags", "zondags", ""],
        every: "elke|iedere|alle",
        and: "en(?:\\s+op)?|&|\\+",
        except: "behalve(?:\\s+(?:op|in\\s+het))?|maar\\s+niet(?:\\s+(?:op|in\\s+het))?|uitgezonderd",
        everyDay: "elke\\s+dag|iedere\\s+dag|dagelijks",
        daily: "elke dag",
        span: "tussen",
        fromToday: [["vandaag", "vandaag"], ["morgen", "morgen"], ["overmorgen", "overmorgen"]],
        dayAfter: "",
      },
      hourSpan: { span: "tussen|van", and: "en|tot|-|–", at: "om" },
      timer: {
        ask: new RegExp(`${L}(?:zet|stel|maak|start)\\s+(?:(?:voor\\s+)?(?:me|mij)\\s+)?(?:even\\s+|ff\\s+)?(?:een|n|'n)\\s+(?:(?<n>\\d+)[- ]?(?<unit>minuten|min|uur|seconden)[- ]?)?(?<what>timer|wekker|alarm|kookwekker)${R}`, "iu"),
        spanFor: /^(?:van|op|voor)\s+/iu,
        about: /^(?:voor|over)\s+/iu,
      },
      // Asked of anyone in a family or team app too: "kan iemand me morgen herinneren om …".
      lead: /^\s*(?:(?:hé|hey|hoi|hallo|ok|oké)(?:\s+zoe)?,?\s*)?(?:(?:en|ook|oh|o ja|oja|ah|trouwens|en ook|oh en|nog iets|nog wat)[,:!.]?\s+)*(?:(?:alsjeblieft|graag|aub)\s*,?\s*)?(?:(?:kun|kunt|kan|wil|wilt|zou|moet)\s+(?:je|ge|gij|jij|u|iemand)\s+|(?:je|ge|gij|jij|u)\s+(?:moet|kunt|kan|zou|wilt)\s+)?$/iu,
      // "geef me over 3 minuten een seintje voor de was": the nudge itself joins the time to what it is about.
      // "herinner me vanavond even aan de planten": a filler ahead of the joining word is no part of the task.
      joiner: /^(?:(?:nog\s+)?(?:even|ff)\s+(?=aan\s|eraan|er aan|om\s+(?!\d)))?(?:(?:(?:eens|ne keer|efkes|even)\s+)?(?:doen\s+)?denken\s+aan\s+|(?:een\s+)?(?:seintje|por)\s+(?:voor|over|om(?!\s+\d)|dat ik)\s+|weten,?\s*dat ik\s+|eraan,?\s*(?:om\s+(?!\d))?|er aan,?\s*(?:om\s+(?!\d))?|aan\s+|om\s+(?!\d))/iu,
      also: /^(?:ook|nog)\s+/iu,
      elliptic: { and: /^(?:en|ook)\s+/iu, too: /(?<![\p{L}])(?:ook|nog)(?![\p{L}])/giu },
      // Not read in this language: a question put to ZOE after the request.
      asked: null,
      plainTask: (task) =>
        // "de kinderen op te halen" -> "de kinderen ophalen", "te bellen" -> "bellen": the task as a Dutch to-do reads it.
        task
          .replace(/^(?:(?:eens|even|ff|nog)\s+)*herinneren,?\s*(?:eraan,?\s*)?(?:om\s+)?/iu, "")
          // "dat ik morgen mijn hesje ophaal" -> "mijn hesje ophalen": the first person at the clause's end said as a to-do.
          .replace(/^dat ik\s+(.+?)\s+(\p{Ll}{2,})$/iu, (_m, clause: string, verb: string) => `${clause} ${/en$/u.test(verb) ? verb : NL_INFINITIVE(verb)}`)
          .replace(/\s+niet vergeten$/iu, "")
          // "de gazon nog maaien": "nog" before the verb says it is still to do, no word of the task.
          .replace(/\s+(?:nog|nog even|even|ff|eens|ne keer)\s+(?=\p{Ll}+en$)/iu, " ")
          // "ga nog even langs de apotheek", "haal nog de fittingen": the same after a verb said first ("nog een" is one more).
          .replace(/^(\p{Ll}+)\s+(?:nog\s+even|nog\s+ff|nog|even|ff|eens|ne keer)\s+(?!(?:een|wat|meer|iets|eens|niet)(?![\p{L}]))/u, "$1 ")
          .replace(/(?<=\s)(?:moeten|moet)\s+(?=\p{L}+en(?!\p{L}))/iu, "")
          .replace(/(?<=\s|^)(op|af|aan|over|uit|in|mee|terug|door|na|weg|bij|toe|langs|rond) te (\p{L}+en)$/iu, "$1$2").replace(/(?<=\s|^)(?<!(?:^|\s)om\s)te (\p{L}+en)(?=$|\s+(?:voor|over|met|aan|bij|naar|van|op)\s)/iu, "$1"),
    },
    toOwner: (task) => YOURS(verbLast(task)),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:mijn|ons)\\s+(?:(?:grote|nieuwe|belangrijkste|echte)\\s+)?doel${SPAN}\\s*(?:is|wordt|:)\\s+(?:om\\s+)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:misschien|als|was|zou|moest|kon|niet zeker)${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:je\s+(?:stuurt|schrijft|appt)\s+(?:me|mij)\s+(?:veel\s+|echt\s+)?te\s+(?:veel|vaak)(?:\s+berichten)?|te\s+veel\s+(?:berichten|herinneringen)|minder\s+(?:berichten|herinneringen)|wees\s+(?:wat\s+)?stiller)(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:(?:mag|kan|kun)\s+(?:je\s+)?me\s+vaker\s+(?:porren|herinneren|aansporen|berichten|een\s+seintje\s+geven)|vaker\s+(?:porren|herinneren|aansporen))(?!\p{L})/iu,
      /(?<!\p{L})(?:meer\s+herinneringen|herinner\s+me\s+vaker)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})stop\s+(?:alsjeblieft\s+|aub\s+|nou\s+|maar\s+)?met\s+(?:me\s+)?(?:te\s+)?(?:herinneren|zeuren)\s+(?:aan|over)\s+(.+?)[.!]*$/iu,
      /(?<!\p{L})herinner\s+me\s+niet\s+meer\s+aan\s+(.+?)[.!]*$/iu,
      // "niet meer herinneren aan de fiets graag": the infinitive as a request.
      /(?<!\p{L})(?:me\s+)?(?:niet|nooit)\s+meer\s+(?:aan\s+)?herinneren\s+aan\s+(.+?)[.!]*$/iu,
      // "stop met herinneringen over het tuinhek", "geen herinneringen meer over de krant".
      /(?<!\p{L})(?:stop\s+(?:alsjeblieft\s+|aub\s+)?met\s+(?:de\s+)?|geen\s+)(?:herinneringen|meldingen|berichtjes)\s+(?:meer\s+)?(?:over|aan|voor|om)\s+(.+?)[.!]*$/iu,
      // "hou op over de verzekering", "hou nou eens op met zeuren over …", "hou op met me te herinneren aan …".
      /(?<!\p{L})hou(?:d|dt)?\s+(?:nou\s+)?(?:eens\s+)?op\s+(?:met\s+(?:me\s+)?(?:te\s+)?(?:herinneren|zeuren|beginnen)\s+)?(?:over|aan)\s+(.+?)[.!]*$/iu,
      // "forget about the gym thing", "vergiss das mit dem Fitnessstudio": said at the start of the message only.
      /^(?:(?:ok|oké|nou|laat\s+maar)[\s,]+)*vergeet\s+(?!niet\b|nooit\b)(?:(?:dat|het\s+gedoe)\s+(?:van|met|over)\s+)?(.+?)(?:\s+maar)?[.!]*$/iu,
    ],
    stopWords: ["de", "het", "een", "mijn", "m'n"],
    tomorrow: /(?<!\p{L})(?:morgen|morge)(?!\p{L})/iu,
    week: /(?<!\p{L})(?:deze|komende)\s+week(?!\p{L})/iu,
    today: /(?<!\p{L})(?:vandaag|vanavond|vanmiddag|vanochtend|vanmorgen)(?!\p{L})/iu,
    todayAsks: /^(?:wat\s+(?:heb|moet)\s+ik(?:\s+(?:vandaag|vanavond))?(?:\s+nog)?(?:\s+(?:doen|te\s+doen|op\s+de\s+planning|gepland))?|wat\s+staat\s+er(?:\s+(?:vandaag|vanavond))?(?:\s+(?:op\s+de\s+planning|gepland|op\s+het\s+programma))?|(?:mijn\s+)?planning)(?:\s+(?:voor|van))?(?:\s+(?:vandaag|vanavond))?$/iu,
    pause: [
      /^(?:stil|stilte|(?:(?:neem|hou|houd)\s+(?:even\s+)?)?pauze|geen\s+berichten(?:\s+meer)?|even\s+niks|even\s+niets|laat\s+me\s+met\s+rust|stuur\s+me\s+(?:niks|niets))\s+(?:tot\s+(?<day>.+?)|(?<tonight>vanavond|vannacht|voor\s+vandaag)|(?:voor|gedurende)\s+(?:(?<hours>\d+|een)\s+uur|(?<minutes>\d+)\s+minuten))(?:,?\s+(?:graag|alsjeblieft|aub))?[\s.!]*$/iu,
      /^(?:tot\s+(?<day>.+?)|(?<tonight>vanavond|vannacht))\s+(?:even\s+)?(?:niks|niets|stil|stilte|geen\s+berichten|pauze)(?:\s+meer)?(?:,?\s+(?:graag|alsjeblieft|aub))?[\s.!]*$/iu,
    ],
    resume: [
      /^(?:(?:ok(?:é|e|ay)?|prima|goed|top)[\s,]+)?(?:je\s+(?:mag|kunt)\s+(?:me\s+)?weer\s+(?:berichten\s+sturen|schrijven|berichten)|stuur\s+maar\s+weer\s+berichten|(?:de\s+)?pauze\s+(?:is\s+)?voorbij|ik\s+ben\s+er\s+weer)(?:,?\s+(?:graag|hoor))?[\s.!]*$/iu,
    ],
    moveTo: [
      /^(?:kun|kan|wil)\s+je\s+(?<what>.+?)\s+(?:door\s+)?(?:naar|op|tot)\s+(?<when>.+?)\s+(?:verzetten|verschuiven|verplaatsen|zetten|doorschuiven)[\s.!?]*$/iu,
      // "de bank doe ik donderdag wel", "die offerte wordt vrijdag", "de bank dan maar donderdag": the loop first, then its time.
      /^(?:(?:nee|ok|oké|oke|allez|nou|dus|toch)[\s,]+)*(?<topic>(?:de|het|die|dat|'t)\s+[^,]+?),?\s+(?:doe\s+ik|regel\s+ik|wordt|word|dan\s+maar|maar|toch)\s+(?:(?:pas|liever|toch|wel|maar|dan)\s+)*(?:op\s+)?(?<when>.+?)(?:\s+(?:wel|dan|pas|toch))*[\s.!?]*$/iu,
      /^(?:(?:kun|kan|wil)\s+je\s+|graag\s+)?(?:zet|verzet|verschuif|schuif|verplaats|leg|verzetten|verschuiven|verplaatsen)\s+(?<what>.+?)\s+(?:door\s+)?(?:naar|op|tot)\s+(?<when>.+?)(?:\s+(?:verzetten|verschuiven|verplaatsen|zetten))?(?:,?\s+(?:graag|alsjeblieft|aub|a\.u\.b\.))?[\s.!?]*$/iu,
    ],
    moveIt: /^(?:(?:dus|dan|ok|oké|oke)[\s,]+)*(?:(?:verzet|verplaats|verschuif|schuif)\s+(?:het|dat|'t|die)(?:\s+(?:maar|even|dan|graag))*|(?:het|dat)\s+(?:verzetten|verplaatsen|verschuiven))[\s.!]*$/iu,
    // "move the meeting" with no time: ZOE asks to when (threads/closing.ts).
    moveAsk: [
      /^(?:(?:kun|kan|wil)\s+je\s+)?(?:verzet|verplaats|schuif|verschuif)\s+(?<what>(?:de|het|mijn|m'n|onze|ons)\s+(?:(?!(?:naar|op|tot|om|in|voor|even|maar|alsjeblieft|graag)(?![\p{L}]))[\p{L}\p{N}'’:-]+\s*){1,5}?)(?:\s+(?:even|maar|alsjeblieft|graag))*[\s.!?]*$/iu,
      /^(?:(?:kun|kan|wil)\s+je\s+)?(?<what>(?:de|het|mijn|m'n)\s+[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?)\s+(?:(?:even|maar)\s+)?(?:verzetten|verplaatsen|verschuiven)(?:\s+alsjeblieft)?[\s.!?]*$/iu,
    ],
    asks: {
      threads: /^(?:wat\s+(?:staat\s+er\s+(?:(?:vandaag|nog|allemaal)\s+)*(?:op\s+(?:mijn|mn|m'n)\s+(?:lijst(?:je)?|to-?do(?:\s*lijst)?)|open|gepland|op\s+de\s+planning)|moet\s+ik\s+(?:(?:vandaag|nog)\s+)*doen|heb\s+ik\s+(?:(?:nog|allemaal)\s+)*(?:beloofd|open\s*staan|liggen|te\s+doen)|ligt\s+er(?:\s+(?:nog|allemaal))*(?:\s+open)?|is\s+(?:er\s+)?(?:te\s+laat|verlopen|achterstallig))(?:\s+vandaag)?|(?:staat|ligt|is)\s+er\s+nog\s+(?:iets|wat)\s+open|wat\s+(?:blijft|is)\s+er\s+(?:(?:nog|allemaal)\s+)+over|wat\s+rest\s+er\s+(?:mij\s+|me\s+)?nog(?:\s+te\s+doen)?|wat\s+staat\s+(?:(?:vandaag|nog|allemaal)\s+)+open|heb\s+ik\s+nog\s+(?:iets|wat)\s+(?:open\s*staan|liggen)|(?:laat|toon)\s+(?:me\s+)?(?:mijn|mn|m'n)\s+(?:lijst(?:je)?|taken)(?:\s+zien)?|(?:mijn|mn|m'n)\s+(?:lijst(?:je)?|taken))$/iu,
      goals: /^(?:(?:laat|toon)\s+(?:me\s+)?mijn\s+doelen(?:\s+zien)?|wat\s+zijn\s+mijn\s+doelen|mijn\s+doelen|doelen)$/iu,
      drafts: /^(?:zijn\s+er\s+(?:nog\s+)?concepten|heb\s+je\s+concepten|(?:laat|toon)\s+(?:me\s+)?de\s+concepten(?:\s+zien)?|(?:mijn\s+)?concepten)$/iu,
      help: /^(?:wat\s+kun\s+je(?:\s+allemaal)?(?:\s+doen)?|wat\s+doe\s+je|hoe\s+werk\s+je|help)$/iu,
    },
    upTo: /^(?:en\s+|hé\s+|hey\s+)?(?:wat\s+(?:doe|ben)\s+(?:je|jij)\s+(?:zoal|nu|vandaag|aan\s+het\s+doen)|wat\s+ben\s+je\s+aan\s+het\s+doen)(?:\s+zoe)?$/iu,
    // "drop the mockups" (forms stopAbout does not take): ZOE asks first; the object short, nothing after it.
    untrackAsk: [
      /^(?:(?:ok|oké|nou|ach|ja)[\s,]+)*(?:(?:kun|kan)\s+je\s+)?(?:verwijder|verwijderen|wis|wissen|annuleer|annuleren|haal)\s+(?<what>(?:de|het|mijn|m'n|die|dat)\s+(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:\s*(?:weg|van\s+de\s+lijst))?(?:\s*(?:verwijderen|wissen|annuleren))?(?:,?\s*(?:aub|alsjeblieft|graag))?[\s.!?]*$/iu,
    ],
    dropAsk: [
      /^(?:(?:ok|oké|nou|ach|ja)[\s,]+)*laat\s+(?<what>(?:de|het|mijn|m'n|dat|die)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}?[\p{L}\p{N}'’-]+)(?:\s+(?:maar|toch|ook|gewoon|even|dan))*\s+(?:zitten|schieten|varen|vallen)[\s.!]*$/iu,
      /^(?:(?:ok|oké|nou|ach|ja)[\s,]+)*schrap\s+(?<what>(?:de|het|mijn|m'n)\s+(?:[\p{L}\p{N}'’-]+\s*){1,3})(?:\s+(?:maar|van\s+de\s+lijst))?[\s.!]*$/iu,
    ],
    // "remember that …": a fact for memory; "remember to …" is a reminder and is not one.
    verbLast: { verbs: ["is", "zijn", "was", "waren", "heeft", "hebben", "had", "wordt", "heet", "woont", "werkt", "eet", "drinkt"], determiners: ["de", "het", "een", "mijn", "je", "jouw", "zijn", "haar", "ons", "onze"] },
    remember: [
      /^(?:(?:ok|oké|hé|he|zoe|trouwens)[\s,]+)*(?:onthoud|onthou|hou\s+in\s+gedachten|noteer|sla\s+op)(?:\s+(?:even|ff|maar|wel|alsjeblieft|aub))*(?:,?\s+dat\s+|\s*:\s*)(?<fact>.+?)[\s.!]*$/isu,
    ],
    // "note to self: …": a fact for memory, or a to-do when the capture reads an errand in it.
    noteToSelf: [
      /^(?:notitie|memo)\s*:\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:notitie|memo|briefje|herinnering)\s+(?:voor|aan)\s+(?:mezelf|mijzelf|mij)\s*(?::|[-–—]|,)\s*(?<note>.+?)[\s.!]*$/isu,
      /^geheugensteuntje\s*(?::|[-–—])\s*(?<note>.+?)[\s.!]*$/isu,
    ],
    // A statement about something ("the wifi is slow"), not an errand.
    statement: /^(?:(?:de|het|mijn|m'n|ons|onze|zijn|haar|hun|die|dat|deze)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}?|(?:[\p{L}\p{N}'’-]+\s+){1,2}?)(?:is|zijn|was|waren|heeft|hebben|had|wordt|werd|begint|gaat|verhuist)(?![\p{L}])/iu,
    listBag: {
      lead: ["kun je", "kan je", "kun jij", "kan jij", "wil je", "graag", "alsjeblieft", "hé zoe"],
      ask: ["wat", "welke", "laat", "toon", "zeg", "iets", "herinner"],
      open: ["open", "openstaan", "openstaat", "openstaand", "openstaande", "vergeten", "over", "rest", "gepland", "doen", "ligt", "liggen", "staat", "achterstallig", "achterstallige", "geplande"],
      items: ["lijst", "taken", "herinneringen", "todo", "todo's", "klusjes", "dingen", "spullen"],
      mine: ["mijn", "m'n"],
      none: ["niks", "niets"],
      filler: ["heb", "ik", "nog", "er", "moet", "is", "zijn", "staan", "ben", "zien", "had", "ook", "alweer", "me", "mij", "allemaal", "alles", "wel", "eigenlijk", "de", "het", "te", "s", "ok", "oké", "zoe", "nou", "even", "mijn", "op", "in", "gepland"],
    },
  },
  clock: {
    noon: ["middag"],
    midnight: ["middernacht"],
    at: ["om"],
    oClock: ["uur"],
    hourLetters: ["u"],
    meridiem: { am: [], pm: [] },
    halves: { am: ["'s ochtends", "'s morgens", "ochtend", "in de ochtend", "'s nachts", "nacht"], pm: ["'s middags", "middag", "in de middag", "'s avonds", "avond", "in de avond"] },
    rangeFrom: ["van"],
    rangeTo: ["\\btot\\b"],
  },
  commands: {
    modes: { stil: "quiet", rustig: "quiet", kalm: "quiet", gebalanceerd: "balanced", evenwichtig: "balanced", normaal: "balanced", proactief: "proactive", actief: "proactive" },
    on: ["aan"],
    off: ["uit"],
    actOnForward: new RegExp(`${L}(?:(?:volg|noteer|bewaar|onthoud|sla)\\s+(?:dit|dat|deze|die)(?:\\s+op)?|herinner\\s+me\\s+hieraan|herinner\\s+me\\s+(?:aan\\s+)?(?:dit|dat))${R}`, "iu"),
    ordinals: [["eerste"], ["tweede"], ["derde"], ["vierde"], ["vijfde"], ["zesde"], ["zevende"], ["achtste"]],
    pickFillers: ["de", "het", "die", "nummer", "nr", "graag", "punt"],
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
