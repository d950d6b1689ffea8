/**
 * Everything ZOE knows about French: its words (strings.ts), how it writes them, and how
 * a French-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import { Alternation } from "../../base/alternation.ts";
import type { LanguagePack } from "../pack.ts";
import { L, R, SPAN, turnWords, wordSet, restateThing, sayPickedUp } from "../patterns.ts";
import { DUE, NUMBERS } from "./due.ts";
import { ERRAND_VERBS, TASK_FORM } from "./errands.ts";
import { taskForm } from "../task-form.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

// "Qu'est-ce" as chat types it ("qu'est-ce", "qu est ce", "quest-ce"), an elision with or without its apostrophe
// ("j'ai", "j ai"), and "à faire" with or without its accent: the owner's questions about the list.
const QEC = String.raw`qu(?:'\s*|\s+)?est[-\s]?ce`;
const AP = String.raw`(?:'\s*|\s+)`;
const AF = String.raw`(?:à|a)\s+faire`;

/**
 * Verbs in the first person present that promise when a time goes with them ("J'envoie la
 * présentation vendredi", "Demain j'appelle le notaire") or when they are done to someone ("je
 * te rappelle", "je lui écris"): alone, the present is as often a habit or the moment ("j'appelle
 * ma mère le dimanche", "je passe une bonne journée").
 */
const PROMISE_VERBS =
  "envoie|renvoie|appelle|rappelle|achète|rachète|écris|passe|repasse|paie|paye|réserve|range|apporte|rapporte|prépare|mets|cuisine|jette|démonte|demande|commence|attaque|entame|occupe|charge|recontacte|contacte|note|finis|termine|rends|dépose|commande|règle|relance|réponds|vire|rédige|répare|prends|fais|refais|inscris|récupère|rembourse|signe|imprime|nettoie|sors|descends|amène|ramène|emmène|mets|remets|transmets|transfère|vérifie|confirme|annule|résilie|change|renouvelle|organise|booke|fixe|cale|valide|corrige|envoies|file|donne|prête|rejoins|retrouve|cherche|vais chercher|recharge|lave|rappelle|relis|lis|écoute|visionne|teste|installe|mets à jour|déclare|remplis|trie|vide|descends|monte|arrose|sors|promène|vois avec|vois|présente|poste|rencontre|retrouve|emmène|parle à|parle avec|passe voir|m['’]inscris|tiens au courant|redis|reparle|confirme|dépanne|aide";
/** The future of the first person ("j'enverrai", "je finirai"): a promise, but for verbs that say a state or a doubt. */
const FUTURE = "(?!(?:serai|aurai|pourrai|saurai|voudrai|verrai|dirai|mourrai|penserai|réfléchirai|essaierai|essayerai|tenterai|faudrai|vaudrai)(?![\\p{L}]))\\p{L}+rai";
/** Words that open a message without belonging to what it says ("ok", "bon", "promis"). */
const INTERJECTION = "ok|okay|oki|okok|bon|bref|alors|allez|promis|d['’]accord|dac|ouais|oui|ah|bah|ben|euh|du coup|sinon|aussi|et|top|parfait|super|ça marche|entendu|c['’]est noté|noté|vu|ah oui|au fait|bon ben|bonne idée|t['’]inquiète|ne t['’]inquiète pas|pas de souci|pas de soucis";
const DAYS = "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche";
/** A day or a time that may open the sentence before the verb ("Demain j'appelle le notaire"). */
/** A moment of the day a to-do is tied to, said first ("en sortant de la salle", "avant le boulot", "en rentrant du travail"). */
const MOMENT_LEAD =
  "en (?:sortant|rentrant|revenant|partant) (?:du|de la|de l['’]|de) ?(?:boulot|travail|taf|bureau|salle|gym|sport|cours|école|ecole|fac|piscine|réunion|reunion|muscu|yoga|foot)|avant (?:le|la|l['’]) ?(?:boulot|travail|taf|bureau|cours|école|ecole|réunion|reunion|sport|salle|muscu)";
const DAY_LEAD = `(?:${MOMENT_LEAD}|${DAYS}|après (?:le|la|l['’]) ?(?:déjeuner|dîner|diner|boulot|travail|sport|réunion|muscu|salle|gym|piscine|foot|entraînement|entrainement|yoga)|avant (?:le )?(?:dîner|diner|souper|déjeuner|dejeuner)|demain|après-demain|apres-demain|aujourd['’]hui|aujourdhui|ce|cet|cette|tout à l['’]heure|plus tard|la semaine prochaine|d['’]ici|dès)(?:\\s+(?:matin|soir|midi|après-midi|apres-midi|aprem|nuit|prochain|week-end|weekend|semaine|lundi|demain|ce soir))*`;
/** What may come before "je" in a sentence that commits: words of no weight, then perhaps a day. */
const LEADS = `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:(?:${DAY_LEAD})[\\s,]+(?:sans faute[\\s,]+|à la première heure[\\s,]+)?)?)`;
/** The same, when a day opens it: the present then needs no other time ("Ce soir je range le garage"). */
const DAY_FIRST = `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:${DAY_LEAD})[\\s,]+(?:sans faute[\\s,]+|à la première heure[\\s,]+)?)`;
/** What a verb said to someone may not be followed by to promise: "je te rappelle que …" reminds, "j'appelle ça …" names. */
const NOT_SAYING = "(?!\\s+(?:que|qu['’]|toujours)(?![\\p{L}]))";
const NOT_NAMING = "(?!\\s+(?:que|qu['’]|ça|cela|ceci|toujours)(?![\\p{L}]))";
/** A word that names when ("demain", "à 15h", "avant vendredi"): what the present needs to promise. */
const WHEN = `(?<![\\p{L}\\p{N}])(?:${DAYS}|demain|aujourd['’]?\\s?hui|ce soir|ce matin|ce midi|cet? après-midi|cet? apres-midi|cet aprem|tantôt|tout à l['’]heure|tout de suite|plus tard|dès que possible|asap|au plus vite|rapidement|sans faute|dans (?:la|une|un|l['’]|\\d|deux|trois|quatre|cinq|dix|quinze|vingt|trente|quelques)|d['’]ici|avant|pour (?:le|la|demain|ce)|semaine|week-?end|mois|midi|minuit|cette nuit|en rentrant|en arrivant|en passant|fin de (?:journée|matinée|soirée|semaine|mois)|à la pause|en sortant|sur le chemin|sur la route|après (?:le|la|l['’]|mon|ma|manger|déjeuner|dîner)|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|noël|le \\d|\\d{1,2}\\s?h|à \\d{1,2}(?!\\d))(?![\\p{L}])`;
/** Words that may come between a verb and its infinitive ("je dois absolument appeler"). */
const ADVERBS = "(?:(?:\\p{L}+ment|bien|vite|encore|aussi|enfin|d['’]abord|déjà|tout de suite|juste|quand même|vraiment|surtout|sans faute|bien vite)\\s+)*";
/** An infinitive, with the pronouns that may come before it ("lui écrire", "m'inscrire"). */
const INFINITIVE = `(?:(?:me|m['’]|te|t['’]|se|s['’]|le|la|l['’]|les|lui|leur|nous|vous|y|en)\\s*)*(?!(?:super|hier|leur|pour|sur|cher|hiver|mer|fer|soir|noir|espoir|plaisir|désir|trop|avoir)(?![\\p{L}]))\\p{L}{2,}(?:er|ir|re|oir|ïr)(?![\\p{L}])`;
/** "je", "j'", and "j" glued to its verb as typed on a phone ("jdois", "jvais"). */
/** Places one goes to only to run an errand ("je vais à la poste", "au pressing"): never one of leisure or of every day (work, school, gym). */
const ERRAND_PLACES =
  "poste|banque|distributeur|pharmacie|pressing|laverie|garage|mairie|préfecture|prefecture|notaire|comptable|cordonnier|couturière|couturiere|opticien|labo|laboratoire|déchetterie|dechetterie|supermarché|supermarche|tabac|impôts|impots|CAF|CPAM|sécu|secu|quincaillerie|bricorama|relais colis|point relais|centre des impôts";
const I = "(?:je\\s+|j['’]\\s*|j(?=(?:vais|vas|dois|doi|ai|enverrai|irai)(?![\\p{L}])))";
/** Negation right after a verb ("je vais pas", "je dois pas"): no promise. */
const NOT_AFTER = "(?!\\s+(?:pas|plus|jamais|rien|point)(?![\\p{L}]))";

/**
 * Verbs after "je" that say a state, a feeling, a routine or an outing rather than something to do
 * ("je travaille demain", "je pars samedi", "je regarde le match ce soir"): no promise in the present.
 */
const STATE_VERBS =
  "suis|ai|avais|étais|peux|veux|sais|crois|pense|trouve|aime|adore|déteste|préfère|regarde|travaille|bosse|taffe|fête|joue|mange|bois|dors|pars|reste|rentre|arrive|viens|reviens|vais|dois|sens|vois|connais|comprends|attends|espère|souhaite|imagine|suppose|doute|hésite|ne|n|me|m|te|t|se|s|le|la|les|l|lui|leur|y|en|marie|couche|lève|repose|reçois|accueille|gagne|perds";
/**
 * Any verb in the first person present but those, and never its imperfect or conditional ("je
 * rangeais", "je rangerais") nor its future (the triggers read it), nor negated ("je range pas"); "je fais" is no imperfect.
 */
const OPEN_VERB = `(?!(?:${STATE_VERBS})(?![\\p{L}'’]))\\p{L}{2,}(?<!\\p{L}{2}ais|ait|ions|iez|rai)(?![\\p{L}'’-])(?!\\s+(?:pas|plus|jamais|rien|point|que|qu['’]|ça|cela)(?![\\p{L}]))`;

/** What opens a commitment; the task follows (a pattern may stop before a word it keeps: "je t'appelle"). */
const TRIGGERS: readonly string[] = [
    // "je vais appeler", "jvais acheter", "je vais devoir refaire": the near future of a verb; Québec "m'as appeler" (never "tu m'as").
    `(?:${L}${I}(?:vais|vé|vas)|(?<!(?:tu|t['’]|vous|il|elle|on)\\s+)${L}m['’]as)(?:\\s+devoir)?${NOT_AFTER}\\s+${ADVERBS}(?=${INFINITIVE})`,
    // "je vais chez le coiffeur samedi": going somewhere, when a time says it is a plan.
    // "je vais à la poste", "je vais au pressing": going to a place one goes to only for an errand is one, with no time said.
    `(?=j)${LEADS}${I}(?=vais\\s+(?:à|au|aux|chez)\\s+(?:la\\s+|le\\s+|les\\s+|l['’]\\s*)?(?:${ERRAND_PLACES})(?![\\p{L}])(?!.*${L}(?:tous|toutes|chaque|toujours)${R}))`,
    `(?=j)${LEADS}${I}(?=vais\\s+(?:à|au|aux|chez)\\s(?!(?:la\\s+|l['’]\\s*)?(?:ciné|cinéma|cine|cinema|théâtre|theatre|concert|resto|restaurant|bar|pub|plage|fête|fete|soirée|soiree|piscine|match|boîte|boite|musée|musee)${R}).*${WHEN})`,
    // "samedi jvais chez mamie …": the day said first is the plan's time.
    `(?=j)${DAY_FIRST}${I}(?=vais\\s+(?:à|au|aux|chez)\\s(?!(?:la\\s+|l['’]\\s*)?(?:ciné|cinéma|cine|cinema|théâtre|theatre|concert|resto|restaurant|bar|pub|plage|fête|fete|soirée|soiree|piscine|match|boîte|boite|musée|musee)${R}))`,
    // "je dois", "je devrais", "je vais devoir": an obligation, with its infinitive.
    `${L}${I}(?:dois|doit|doi|devrais|devrai|dois absolument)${NOT_AFTER}\\s+${ADVERBS}(?=${INFINITIVE})`,
    // "(il) faut que je", "faudrait que j'", "il me faut", "il faut" with an infinitive.
    // "faut ke je", "faut que jpaye": typed on a phone.
    `${L}(?:il\\s+)?(?:faut|faudrait|faudra)\\s+${ADVERBS}(?:que|qu['’]|ke|k['’])\\s*(?:je\\s+|j['’]\\s*|j(?=\\p{L}{3,}))`,
    `${L}(?:il\\s+)?me\\s+(?:faut|faudrait|faudra)(?=\\s+${ADVERBS}${INFINITIVE})`,
    // "dois payer la cantine d'ici jeudi": typed in a hurry, without its "je".
    `(?=doi)(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*)(?:dois|doit)${NOT_AFTER}\\s+${ADVERBS}(?=${INFINITIVE})`,
    `(?=il|fau)(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*)(?:il\\s+)?(?:faut|faudrait)(?=\\s+${ADVERBS}${INFINITIVE})`,
    // "Enverrai la facture lundi": the future without its subject, as a note.
    `^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?=(?:(?:le|la|les|en|y|lui|leur)\\s+)?${FUTURE}\\s)`,
    // "J'essaierai d'appeler papa", "je suis bien décidé à …", "c'est à moi d'organiser …".
    `${L}${I}(?:n['’]|ne\\s+)(?:oublierai|vais pas oublier|oublie pas)\\s+(?:pas\\s+)?d(?:e\\s+|['’]\\s*)`,
    `${L}${I}(?:essaierai|essayerai|tenterai)\\s+d(?:e\\s+|['’]\\s*)`,
    // "Je ne manquerai pas de rappeler le notaire": said formally, a promise not to fail to.
    `${L}${I}(?:ne\\s+|n['’])(?:manquerai|manquerais)\\s+pas\\s+d(?:e\\s+|['’]\\s*)`,
    `${L}${I}suis\\s+(?:bien\\s+|fermement\\s+|vraiment\\s+)?(?:décidée?|decidee?|déterminée?|determinee?|résolue?)\\s+à\\s+`,
    `${L}c['’]est\\s+(?:à moi|a moi|mon tour)\\s+d(?:e\\s+|['’]\\s*)`,
    // Imperatives to oneself: "Pense à arroser les plantes", "N'oublie pas le lait", "oublie pas le lait" (the "ne" dropped, as said).
    `^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:pense à\\s+|(?:n['’]\\s*)?oublie pas\\s+(?:de\\s+|d['’]\\s*)?(?=(?:(?:le|la|les|l['’]|mon|ma|mes|ton|ta|tes|du|des|de|d['’])\\s*)?\\p{L}))`,
    // "je ne dois pas oublier de", "il ne faut pas que j'oublie de": a to-do said the other way round.
    `${L}(?:${I}(?:ne\\s+|n['’])?dois pas oublier|(?:il\\s+)?(?:ne\\s+)?faut pas que j['’]oublie)\\s+d(?:e\\s+|['’]\\s*)`,
    // A double negation is a to-do: "je ne peux pas oublier d'appeler mamie", "surtout ne pas oublier de …", "pas question que je rate le dépôt".
    `${L}(?:${I}(?:ne\\s+|n['’])?(?:peux|dois|ai)\\s+(?:surtout\\s+|vraiment\\s+|absolument\\s+)?pas(?:\\s+le droit)?\\s+(?:d['’]\\s*|de\\s+)?|(?:surtout\\s+|absolument\\s+)?ne\\s+(?:surtout\\s+)?pas\\s+|(?:il\\s+)?(?:ne\\s+)?faut\\s+(?:surtout\\s+|absolument\\s+)pas\\s+que\\s+(?:je\\s+|j['’]\\s*)|pas question que\\s+(?:je\\s+|j['’]\\s*))(?:oublier|oublie|rater|rate|louper|loupe|manquer|manque)\\s+(?:de\\s+|d['’]\\s*)?`,
    // "C'est moi qui ramène le gâteau samedi", "Compte sur moi pour arroser …", "plus qu'à imprimer le billet": the owner's part, said another way.
    `(?=c)${LEADS}c['’]est moi qui\\s+(?=.*${WHEN})`,
    `${L}(?:compte|comptez)\\s+sur\\s+moi\\s+pour\\s+`,
    `${L}(?:(?:il\\s+)?(?:ne\\s+)?(?:me\\s+)?reste\\s+)?plus\\s+qu['’]\\s*(?:à|a)\\s+`,
    // "j'ai à", "j'ai un rapport à rendre": what one has to do.
    `${L}j['’]?\\s*ai à`,
    // "mon boulot aujourd'hui c'est de réparer la douche": the day's task named.
    `${L}(?:mon|ma) (?:boulot|travail|tâche|mission|priorité|job)(?:\\s+(?:d['’]aujourd['’]hui|du jour|aujourd['’]hui|de demain|pour (?:aujourd['’]hui|demain)))?,?\\s+(?:c['’]est|est)\\s+d(?:e\\s+|['’]\\s*)`,
    // Said formally ("je suis tenu de", "je veillerai à"), as advice to oneself ("je ferais mieux de").
    `${L}${I}(?:suis|serai)\\s+(?:tenue?|obligée?|censée?|chargée?)\\s+d(?:e\\s+|['’]\\s*)`,
    `${L}(?:je veillerai|je vais veiller|je m['’]engage)\\s+à\\s+`,
    `${L}${I}ferais mieux\\s+d(?:e\\s+|['’]\\s*)`,
    // Québec: "chu mieux de magasiner …", "je suis mieux d'appeler …".
    `${L}(?:chu|chus|j['’]?\\s*suis|je suis)\\s+mieux\\s+d(?:e\\s+|['’]\\s*)(?=${INFINITIVE})`,
    // "je veux finir … d'ici le week-end", "je voudrais trier les factures aujourd'hui": a wish, a plan only with a time.
    `(?=j)${LEADS}${I}(?:veux|voudrais)${NOT_AFTER}\\s+${ADVERBS}(?=${INFINITIVE}.*${WHEN})`,
  // "je veux résilier Canal+", "je veux rendre le pull": wanting to cancel or give back is the errand itself, with no time said (never
  // "je veux rendre service", "je veux rendre la pareille").
  `(?=j)${LEADS}${I}veux${NOT_AFTER}\\s+${ADVERBS}(?=(?:résilier|resilier|annuler|désactiver|desactiver|rendre|me désabonner|me desabonner|me désinscrire|me desinscrire)${R})(?!rendre\\s+(?:service|la pareille|visite|hommage|fou|folle|heureux|heureuse|compte)${R})(?!.*${L}(?:faveur|favor)${R})`,
    // "on va monter le lit du bébé dimanche": the household's near future with a time, never an outing or a meal ("on va au ciné", "on va manger").
    `${L}(?:on|nous)\\s+(?:va|allons)${NOT_AFTER}\\s+${ADVERBS}(?!(?:manger|boire|bouffer|dîner|diner|déjeuner|dejeuner|souper|voir|regarder|sortir|aller|partir|jouer|danser|fêter|feter|faire la fête|faire la fete|se|s['’]|en\\s+parler|parler|discuter|rester|dormir|bouger|passer|profiter|essayer|attendre|voir|venir|rentrer|arriver|être|etre|avoir|nager|courir|marcher|se promener|visiter|prendre un|boire un|tester)${R})(?=${INFINITIVE}.*${WHEN})`,
    // The household's: "on doit acheter du liquide vaisselle", "il faut qu'on sorte les poubelles" (not "on doit parler").
    `${L}(?:on|nous)\\s+(?:doit|devons|devrait|devrions|va devoir|allons devoir)${NOT_AFTER}\\s+${ADVERBS}(?!(?:en\\s+)?(?:parler|discuter|causer)${R}|s['’]|se\\s)(?=${INFINITIVE})`,
    `${L}(?:il\\s+)?(?:faut|faudrait|faudra)\\s+${ADVERBS}(?:qu['’]on|que nous)\\s+(?!(?:en\\s+)?(?:parle|parlions|discute|discutions)${R}|s['’]|se\\s|nous\\s)`,
    // "J'ai dit à Ana que j'irais la chercher": a promise told of, in the conditional.
    `${L}(?:j['’]?\\s*ai|je lui ai|je leur ai)\\s+dit\\s+(?:(?:à|a|aux|au)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,3}?)?(?:que|qu['’])\\s*(?:je\\s+|j['’]\\s*)(?=(?:(?:le|la|les|lui|leur|te|vous|y|en)\\s+|l['’]\\s*)*\\p{L}+rais${R}|.*${WHEN})`,
    // "Promis aux enfants de faire des crêpes", "J'ai accepté d'animer la réunion": a promise without its "j'ai", a yes given.
    `^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*promis\\s+(?:à|a|aux|au)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,5}?(?:d(?:e\\s+|['’]\\s*)|(?:que|qu['’])\\s*(?:je\\s+|j['’]\\s*))`,
    // "J'ai assuré à mon fils que je réviserais ses calculs", "je lui ai garanti que je …": a promise told as an assurance.
    `${L}(?:j['’]?\\s*ai|je lui ai|je leur ai|je t['’]ai|je vous ai)\\s+(?:assuré|garanti|juré)\\s+(?:(?:à|a|aux|au)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,5}?)?(?:que|qu['’])\\s*(?:je\\s+|j['’]\\s*)(?=(?:(?:le|la|les|lui|leur|te|vous|y|en)\\s+|l['’]\\s*)*\\p{L}+(?:rai|rais)${R}|.*${WHEN})`,
    `${L}j['’]?\\s*ai\\s+accepté\\s+d(?:e\\s+|['’]\\s*)`,
    // Something not to forget, named without its verb: "faut pas que j'oublie le chargeur".
    `${L}(?:${I}(?:ne\\s+|n['’])?dois pas oublier|(?:il\\s+)?(?:ne\\s+)?faut pas que j['’]oublie)(?=\\s+(?:le|la|les|l['’]|mon|ma|mes|son|sa|ses|ce|cette|ces|un|une|des)${R})`,
    `${L}j['’]?\\s*ai\\s+(?=(?:un|une|des|deux|trois|quelques|mon|ma|mes|le|la|les|ce|cette|ces|encore)\\s+(?!(?:choses?|trucs?|boulot|travail|temps|rien|tout|mal|peur)(?![\\p{L}]))(?:[\\p{L}'’.ª-]+\\s+){1,4}?à\\s+${INFINITIVE})`,
    // An appointment the owner has, with its time: "j'ai un rendez-vous chez le garagiste jeudi à 10h" (the appointment is the task).
    `${L}j['’]?\\s*ai\\s+(?:un\\s+)?(?=(?:rendez-vous|rdv)\\s+(?:chez|avec|à|au|a|pour)\\s.*${WHEN})`,
    // Intentions: "je compte", "je prévois de", "j'ai prévu de", "j'ai l'intention de", "je pense + infinitive".
    `${L}(?:je compte(?:\\s+bien)?|je pense|je prévois|je prevois|je suis (?:censée?|censé|cense|sensée?|tenue?) (?:de\\s+|d['’]\\s*)?)(?=\\s*${ADVERBS}${INFINITIVE})`,
    // "j'ai besoin de faire réviser la voiture": a need, said with its verb.
    `${L}j['’]?\\s*ai\\s+(?:vraiment\\s+|absolument\\s+)?besoin\\s+d(?:e\\s+|['’]\\s*)(?=${INFINITIVE})`,
    `${L}(?:je prévois|je prevois|j['’]?\\s*ai prévu|j['’]?\\s*ai prevu|j['’]?\\s*ai l['’]intention|j['’]?\\s*ai décidé|je me suis promis|je me suis engagée?(?:\\s+auprès\\s+(?:de|du|des|d['’])\\s*(?:[\\p{L}'’.ª-]+\\s+){0,5}?(?=à\\s))?)\\s*(?:d(?:e\\s+|['’]\\s*)|à\\s+)`,
    // Promises: "j'ai promis à Léa de", "je te promets de", "je m'engage à", "promis, je …"; typed short, "g promis a lea de …".
    `${L}(?:j['’]?\\s*ai|g|jé|j['’]é|je lui ai|je leur ai|je t['’]ai|je vous ai)\\s+promis\\s+(?:(?:à|a|aux|au)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,5}?)?(?:d(?:e\\s+|['’]\\s*)(?=${INFINITIVE})|(?:que|qu['’])\\s*(?:je\\s+|j['’]\\s*|on\\s+|nous\\s+))`,
    `${L}(?:je\\s+)?(?:te |vous |lui )?promets\\s+(?:d(?:e\\s+|['’]\\s*)|que\\s+(?:je\\s+|j['’]\\s*))`,
    `${L}je m['’]engage à`,
    // "n'oublie pas de me rappeler de", "ne me laisse pas oublier de", "fais-moi penser à".
    `${L}(?:n['’]oublie pas de me rappeler|ne me laisse pas oublier|ne me laissez pas oublier)\\s+(?:d(?:e\\s+|['’]\\s*)|qu['’]il faut\\s+(?:que\\s+(?:je\\s+|j['’]\\s*))?|que je dois\\s+|que\\s+(?:je\\s+|j['’]\\s*))`,
    // A line of a list in the infinitive ("- appeler le plombier", "2) payer la cantine"), and what is left to do ("il me reste à …").
    `^\\s*(?:[-*•·]|\\d{1,2}[.)]|\\[\\s?\\])\\s*(?=${INFINITIVE})`,
    `${L}(?:il\\s+)?me\\s+reste\\s+(?:à|a)\\s+`,
    // A note to self in the infinitive: "Ne pas oublier d'appeler Paul", "pas oublier le cadeau" (its "ne" dropped), "Penser à racheter du pain".
    `^\\s*(?:(?:ne\\s+)?pas oublier\\s+(?:d(?:e\\s+|['’]\\s*)|(?=(?:le|la|les|l['’]|mon|ma|mes|un|une)(?![\\p{L}])))|penser à\\s+|bien penser à\\s+)`,
    // A to-do in the infinitive with its time ("Appeler le plombier demain", "Rendre les clés avant vendredi").
    `^\\s*(?=(?:(?:me|m['’]|te|t['’]|se|s['’]|lui|leur|y|en)\\s+)*(?!(?:super|hier|premier|dernier|cher|mer|hiver|dîner|diner|déjeuner|dejeuner|goûter|souper|soir|noir|pour|sur|leur|courrier|dossier|papier|cahier|métier|plombier|banquier|boulanger|pompier|janvier|février|quartier|atelier|chantier|panier|escalier|premier|entier|avoir|plaisir|désir|loisir|avenir|souvenir|bonsoir|espoir|devoir|pouvoir|savoir|roger|olivier|xavier|didier|gauthier|gautier|esther|jennifer|peter|walter|samir|amir|nadir|bachir)(?![\\p{L}]))(?:\\p{L}{2,}(?:er|ir)|(?:re)?(?:faire|prendre|rendre|mettre|écrire|lire|dire|vendre|répondre|descendre|inscrire|joindre|attendre|suivre|peindre|résoudre|conduire|traduire|produire|construire|détruire|battre|coudre|boire))(?![\\p{L}])[^:]*${WHEN})`,
    `${L}(?:fais|faites)[- ]moi penser\\s+à`,
    // A to-do written as a list head: "À faire : …", "todo: …", "pense-bête : …".
    `${L}(?:(?:sur\\s+)?(?:ma\\s+)?(?:[àa] faire|todo|to-do|to do|urgent|besoin|il me faut|pense-bête|pense bête|note|mémo|memo|rappel|liste|ne pas oublier|n['’]oublie pas|prochaine étape|priorité(?: du jour| d['’]aujourd['’]hui)?|(?:mon|ma) (?:plan|programme)(?: pour [\\p{L}'’ -]{1,25}| de la semaine| du jour)?)(?:\\s+(?:pour moi(?:-même)?|à moi-même|d['’]aujourd['’]hui|du jour|de demain|aujourd['’]hui|demain|ce soir|ce week-end))?)\\s*:`,
    `^\\s*note (?:pour moi(?:-même)?|à moi-même)(?=\\s+${INFINITIVE})`,
    // "je me charge de", "je m'occupe de": taking something on, with or without a time.
    `(?=j)${LEADS}${I}(?=(?:m['’]|me)\\s*(?:occupe|charge)\\s+d)`,
    `(?=j)${LEADS}${I}(?=(?:m['’]|me)\\s*en\\s+(?:occupe|charge).*${WHEN})`,
    // The present or future of a verb done to someone ("je te rappelle", "je lui écris"), kept whole when the pronoun is elided ("je t'appelle").
    `(?=j)${LEADS}je\\s+(?=[tl]['’]\\s*(?:${PROMISE_VERBS}|${FUTURE})(?![\\p{L}])${NOT_SAYING})(?=(?:t|.*${WHEN}))`,
    `(?=j)${LEADS}${I}(?!(?:te|vous)\\s+tiens\\s+au\\s+courant(?!.*${WHEN}))(?=(?:te|vous|lui|leur)\\s+(?:(?:le|la|les|en|y)\\s+)?(?:${PROMISE_VERBS}|${FUTURE})(?![\\p{L}])${NOT_SAYING})`,
    // The future alone ("j'enverrai le contrat", "je passerai au pressing").
    `(?=j)${LEADS}${I}(?=(?:(?:le|la|les|en|y|m['’]|me|s['’]|se)\\s*)?${FUTURE}(?![\\p{L}]))`,
    // The present with a time ("j'appelle la banque demain", "je range le garage ce soir").
    `(?=j)${LEADS}${I}(?=(?:(?:le|la|les|en|y|m['’]|me)\\s*)*(?:${PROMISE_VERBS})(?![\\p{L}])${NOT_NAMING}.*${WHEN})`,
    `(?=j)${DAY_FIRST}${I}(?=(?:(?:le|la|les|en|y|m['’]|me)\\s*)*(?:${PROMISE_VERBS})(?![\\p{L}])${NOT_NAMING})`,
    // A note's head with no colon before its infinitive ("rappel appeler le plombier demain", "mémo relancer …").
    `^\\s*(?:rappel|mémo|memo|pense-bête|pense bête|nb(?: perso)?)\\s+(?=${INFINITIVE})`,
    // Said to the one waiting for an answer: "je reviens vers vous d'ici vendredi"; formally: "il m'appartient de".
    `(?=j)${LEADS}${I}(?=reviens\\s+vers\\s+(?:vous|toi|lui|elle|eux|elles)(?![\\p{L}]).*${WHEN})`,
    `${L}il\\s+m['’]appartient\\s+d(?:e\\s+|['’]\\s*)`,
];
/**
 * Sarcasm: a "bien sûr" that opens the sentence and a laugh that closes it ("ah oui bien sûr je vais réviser tout le
 * week-end mdr"), and a notice to a group under its head ("Avis aux clients : …"): no commitment of the owner's.
 */
/**
 * "je devrais faire plus de sport", "il faudrait que je mange moins de sucre": a "should" for more or less of something is a
 * resolution wished, no task (never "je devrais partir plus tôt").
 */
const SHOULD_MORE = `${L}(?:devrais|devrions|faudrait)${R}[^,.;!?]*?${L}(?:plus|moins)${R}(?!\\s+(?:tôt|tot|tard)${R})`;
const NOT_MEANT = `^\\s*(?:(?:ah|oh|mais|ouais)\\s+)?(?:oui\\s+)?(?:bien sûr|bien sur|c['’]est ça|évidemment|mais oui)(?![\\p{L}]).*(?<![\\p{L}])(?:mdr|ptdr|lol|xd|hihi|haha|ahah)\\p{L}*[\\s.!]*$|^\\s*(?:avis|info|information|annonce)\\s+(?:aux|à tous les|à toutes les|pour les)\\s+[^:]{1,30}:`;
/** A thing, then "à" and the verb that does it ("la révision de la voiture à réserver"), perhaps after "il y a" and a day. */
/** A verb of being (or "already") after a thing to do: a statement about the thing. */
const THING_IS = new RegExp(`(?<![\\p{L}])(?:est|sont|était|étaient|a été|ont été|déjà|n['’]est|n['’]a|c['’]est)(?![\\p{L}])`, "iu");
const TO_DO_THING = new RegExp(
  `^(?<lead>.*?)\\s*(?:(?:il\\s+)?y\\s+a\\s+(?:encore\\s+)?)?(?<![\\p{L}])(?<thing>(?:(?:le|la|les|un|une|des|mon|ma|mes)\\s+|l['’]\\s*|(?=rdv\\s|rendez-vous\\s))[^,;:!?]{1,40}?)\\s+(?:à|a)\\s+(?<verb>(?!faire\\s+(?:attention|gaffe))${INFINITIVE})(?<rest>(?:\\s.*)?)$`,
  "iu",
);
/** The task: all that follows, but for the end's punctuation and emoji. */
const TASK = "(.+?)[\\s.!…]*(?:[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\u{FE0F}\\u{200D}]+[\\s.!…]*)*$";

/** Common irregular verbs: their participle. */
const IRREGULAR: Readonly<Record<string, string>> = {
  faire: "fait", prendre: "pris", écrire: "écrit", mettre: "mis", dire: "dit", lire: "lu", voir: "vu", rendre: "rendu", vendre: "vendu", répondre: "répondu",
  offrir: "offert", ouvrir: "ouvert", recevoir: "reçu", devoir: "dû", boire: "bu", permettre: "permis", promettre: "promis", apprendre: "appris", comprendre: "compris",
  inscrire: "inscrit", décrire: "décrit", conduire: "conduit", construire: "construit", peindre: "peint", joindre: "joint", rejoindre: "rejoint", résoudre: "résolu",
};
/**
 * A paper that has to go out, said as the subject ("Le devis des Perret doit partir avant vendredi", "La newsletter doit sortir jeudi"): the owner's to send, said back as sending it.
 * Only papers (a train or a person "has to leave" too), and never with a clause after it (", dit la radio").
 */
const GOES_OUT = {
  re: new RegExp(
    `^(?<thing>(?:(?:le|la|les|mon|ma|mes|notre|nos|ce|cet|cette|ces)\\s+|l['’]\\s*)(?:[\\p{L}\\p{N}'’-]+\\s+){0,2}?(?:devis|factures?|déclarations?|dossiers?|courriers?|lettres?|e-?mails?|mails?|contrats?|rapports?|comptes? rendus?|newsletters?|colis|commandes?|candidatures?|formulaires?|chèques?|propositions?|offres?|maquettes?|manuscrits?|relances?|liasses?|convocations?|invitations?)(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}]*|\\p{N}+))?(?:\\s+(?:de|du|des|d['’]|pour|à|au|aux)\\s*(?:[\\p{L}\\p{N}&'’-]+\\s+){0,5}?[\\p{L}\\p{N}&'’-]+)?)\\s+(?:doit|doivent|devra|devront)\\s+(?:absolument\\s+|impérativement\\s+|vraiment\\s+)?(?:partir|sortir)(?<rest>(?:\\s[^,;]*)?)$`,
    "iu",
  ),
  send: "envoyer",
};
/**
 * A thing that must be done, said as the subject ("Le dossier APA doit être renvoyé avant le 15", "Le contrat de Paul doit
 * être signé avant mardi"), or promised done ("J'ai promis au client que les fichiers seraient corrigés demain soir"): the
 * thing, and the participle that says what is done to it.
 * Not a rule of procedure, said with a span of days ("… quinze jours avant l'audience", "em trinta dias"), nor one
 * followed by another clause (", ci pensa Tom": someone else does it).
 */
const MUST_BE_DONE = new RegExp(
  `^(?!.*(?<![\\p{L}])(?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|vingt|trente|quarante|soixante)\\s+(?:jours|semaines|mois|ans)(?![\\p{L}]))(?<lead>.*?)\\s*(?<promised>(?:j['’]?\\s*ai|je lui ai|je leur ai)\\s+(?:promis|dit)\\s+(?:(?:à|a|aux|au)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,4}?)?(?:que|qu['’])\\s*)?(?<![\\p{L}])(?<thing>(?:(?:le|la|les|mon|ma|mes|ce|cet|cette|ces|notre|nos)\\s+|l['’]\\s*)[^,;:!?]{1,50}?)\\s+(?:(?:doit|doivent|devra|devront)\\s+(?:absolument\\s+|impérativement\\s+|vraiment\\s+)?être|(?<future>seraient|serait|seront|sera))\\s+(?<part>\\p{L}{2,})(?<rest>(?:\\s[^,;]*)?)$`,
  "iu",
);
/** The infinitive of a French participle, in any agreement ("renvoyée" -> renvoyer, "remplis" -> remplir, "rendues" -> rendre); null when no rule knows it. */
const infinitiveOf = (participle: string): string | null => {
  const p = participle.toLowerCase();
  for (const said of [p, p.replace(/s$/u, ""), p.replace(/e$/u, ""), p.replace(/es$/u, "")]) {
    const irregular = Object.entries(IRREGULAR).find(([, part]) => part === said)?.[0];
    if (irregular) return irregular;
  }
  const plain = p.replace(/(?<=[éiu])(?:es|e|s)$/u, "");
  if (/\p{L}{2}é$/u.test(plain)) return `${plain.slice(0, -1)}er`;
  if (/\p{L}{2}i$/u.test(plain)) return `${plain}r`;
  return null;
};
/** A call said done as the talk it was for ("j'ai parlé au plombier" for "rappeler le plombier"): other participles that tell it (accented only: "parle" is a present). */
const SAID_DONE_AS: Readonly<Record<string, readonly string[]>> = {
  appeler: ["parlé", "téléphoné"], rappeler: ["parlé", "appelé", "téléphoné"], téléphoner: ["appelé", "parlé"],
};
/** The participle of a French verb in every agreement (appeler -> appelé, appelée…, finir -> fini, rendre -> rendu), and the other participles a call is said done with. */
const pastOf = (word: string): readonly string[] => [...participlesOf(word), ...(SAID_DONE_AS[word.toLowerCase()] ?? [])];
const participlesOf = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  // Typed without an accent inside the word ("repondu", "recu"); one at the end stays, as "paye" or "reserve" is a present.
  const agree = (p: string) => {
    const forms = [p, `${p}e`, `${p}s`, `${p}es`];
    const plain = p.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
    return plain !== p && !/e$/u.test(plain) ? [...forms, plain, `${plain}e`, `${plain}s`, `${plain}es`] : forms;
  };
  if (IRREGULAR[v]) return agree(IRREGULAR[v]);
  if (/^\p{Ll}{2,}er$/u.test(v)) return agree(`${v.slice(0, -2)}é`);
  if (/^\p{Ll}{2,}ir$/u.test(v)) return agree(`${v.slice(0, -2)}i`);
  if (/^\p{Ll}{2,}re$/u.test(v)) return agree(`${v.slice(0, -2)}u`);
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mon: "ton", ma: "ta", mes: "tes", moi: "toi", me: "te", mien: "tien", mienne: "tienne" });


/** People a sentence may be about (the pack's `people`). */
const PEOPLE_OF = wordSet("beau-frère belle-sœur belle-soeur beau-père belle-mère gendre belle-fille frère soeur sœur maman mère papa père fils fille femme mari copain copine enfant enfants bébé mamie papi grand-mère grand-père tante oncle cousin cousine neveu nièce ami amie patron patronne collègue voisin voisine");
/** A thing or an animal, the subject, that has to go to a place: the owner's to take there (patterns.ts `restateThing`). */
const GOES_TO = new RegExp(
  `^(?<thing>(?:le|la|les|l['’]|mon|ma|mes|notre|nos)\\s*[^,;:!?]{1,40}?)\\s+(?:doit|doivent|devra|devront)\\s+(?:absolument\\s+|vraiment\\s+)?aller\\s+(?<place>(?:chez|au|aux|à|en)\\s+[^,;]+)$`,
  "iu",
);
/** "être prêt", "être propres": ready or clean, said back as prepared or cleaned (a participle the restatement reads). */
const READY = /(?<![\p{L}])(être\s+)(prêt|propre)(e?s?)(?![\p{L}])/giu;
const DONE_AS: Readonly<Record<string, string>> = { prêt: "préparé", propre: "nettoyé" };
/** Connected, available, on call: a state the owner can promise to be in at a time ("je suis co à 9h30", "je serai dispo mercredi"). */
const AVAILABLE = `(?:co|connecté|connectée|connectés|connectées|en ligne|dispo|disponible|disponibles|joignable|de garde|d['’]astreinte)`;
/** At one's post or at home: a promise only with what it is for said after it ("je serai au bureau à 8h pour ouvrir"); alone, news. */
const AT_POST = `(?:au bureau|à la maison|chez moi|sur place|à l['’]atelier|au magasin)(?=.*\\s(?:pour|afin de)\\s)`;
/** An article or a possessive that opens a thing said first ("La tenue neuve, …", "l'ordonnance, …"), and its words. */
const THING_FIRST = `(?:(?:le|la|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)\\s+|l['’]\\s*)[\\p{L}\\p{N}'’.-]+(?:\\s+[\\p{L}\\p{N}'’.-]+){0,6}?`;
/** The owner, and a modal, before the pronoun that picks the thing up ("je", "faut que je", "je vais"). */
const PICK_LEAD = `(?:(?:il\\s+)?faut\\s+que\\s+)?(?:moi\\s+)?(?:je\\s+|j['’]\\s*)(?:(?:vais|dois|peux|compte|pense|voulais|devais)\\s+)?`;
const PRONOUN = `(?:(?:la|le|les)\\s+|l['’]\\s*)`;
/**
 * The thing said first, a comma, and the owner's verb with a pronoun for it ("La tenue neuve, je la récupère demain", "le fauteuil,
 * je l'emmène à réparer lundi", "Ce pneu, je le fais changer demain"); never a past ("je l'ai envoyé").
 */
const PICKED_UP = sayPickedUp([
  { re: new RegExp(`^(?<thing>${THING_FIRST}),\\s*(?<lead>${PICK_LEAD})${PRONOUN}(?<verb>(?:fais|ferai|fait)\\s+\\p{L}+(?:er|ir|re))(?<rest>(?![\\p{L}]).*)$`, "iu") },
  { re: new RegExp(`^(?<thing>${THING_FIRST}),\\s*(?<lead>${PICK_LEAD})${PRONOUN}(?<verb>(?!(?:ai|avais|avait|avons)(?![\\p{L}]))\\p{L}+)(?<rest>(?![\\p{L}]).*)$`, "iu") },
]);
const STATE = new RegExp(`^(?<pre>.*?)(?<![\\p{L}])(?:je\\s+suis|je\\s+serai|j['’]\\s*serai|j['’]\\s*suis|chuis)\\s+(?<state>${AVAILABLE}|${AT_POST})(?![\\p{L}])(?<rest>.*)$`, "iu");
/**
 * A thing and the infinitive of what is to be done to it ("Commande de roses à passer avant jeudi", "rapport d'incident à envoyer au PC"):
 * a noun's words, no one's verb ("j'ai tellement de trucs à faire", "il fait un mistral à décorner"); not an advert's, a report's or a
 * device's verb ("Chambre à louer", "Rien à signaler", "machine à laver"), "à partir de", nor nothing to do.
 */
const TO_BE_DONE = new RegExp(
  `^(?<thing>(?!(?:rien|personne|quelque chose|pas grand|tout|beaucoup|peu|plus rien|pensez|pense|penser|pensons|n['’]oublie)(?![\\p{L}]))(?:(?!(?:je|tu|il|elle|on|nous|vous|ils|elles|ai|as|a|avons|est|sont|fait)(?![\\p{L}])|[jtn]['’])[\\p{L}\\p{N}'’.-]+\\s+){1,5}?)à\\s+(?<verb>(?!(?:louer|vendre|céder|ceder|pourvoir|débattre|debattre|emporter|saisir|signaler|suivre|retenir|laver|coudre|manger|repasser|écrire|ecrire|voir|noter|prévoir|prevoir|craindre|déplorer|deplorer|partir|compter|venir)(?![\\p{L}]))\\p{L}+(?:er|ir|re))(?![\\p{L}])(?<rest>.*)$`,
  "iu",
);

export const fr: LanguagePack = {
  name: "French",
  strings: STRINGS,
  commandHelp: {
    start: "Ce qu'est ZOE et comment lui parler",
    help: "Lister les commandes",
    memory: "Voir ce que je retiens de toi",
    threads: "Ce que je suis pour toi",
    done: "Clore un fil : /done 2, /done th-…, /done présentation",
    snooze: "Reporter un fil : /snooze 2 demain matin",
    untrack: "Oublier un fil que je ne devrais pas suivre : /untrack th-…",
    goals: "Tes objectifs : /goals, /goals add …",
    mode: "À quel point je me manifeste : discret, équilibré, proactif",
    quiet: "Heures de silence, par ex. /quiet 22:00-08:00",
    pause: "Mettre en pause ce que j'écris de moi-même : /pause, /pause 2h, /pause jusqu'à lundi",
    resume: "Finir la pause",
    why: "Pourquoi j'ai écrit la dernière fois",
    stats: "Mes messages et tes réponses sur 7 jours",
    brief: "Le point du matin : /brief on|off|HH:MM",
    drafts: "Relire les brouillons de posts que j'ai écrits",
    status: "Les tâches planifiées, prochaine exécution et dernier résultat",
    console: "Un lien à usage unique vers ta console web",
  },
  writing: { spaceBeforePunctuation: true, quotes: { open: "«\u00a0", close: "\u00a0»" }, decimal: "," },
  detection: {
    markers: [
      // Greetings: an owner's first message is often only one.
      "bonjour", "bonsoir", "salut", "coucou", "ça va",
      "c'est fait", "fait", "pas encore", "pas", "demain", "aujourd'hui", "merci", "oui", "non", "je", "j'ai", "plus tard", "rappelle", "semaine", "vendredi", "lundi", "mardi", "mercredi", "jeudi", "samedi", "dimanche", "et", "le", "la", "les", "ce", "est", "terminé", "fini", "matin", "soir", "dois", "vais"],
    letters: "èêëàâîïôûùœç",
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
    // "je passe à la banque", "j'appelle le plombier": the subject, then a verb in the present that is no state.
    firstPerson: new RegExp(`^(?:je\\s+|j['’]\\s*)(?=(?:(?:me|m['’]|te|t['’]|lui|leur|le|la|les|l['’]|y|en)\\s*)*${OPEN_VERB}\\s)`, "iu"),
    // What the appointment is about or for, after its time ("vendredi véto à 17h30 pour le chat"): kept in its summary; never news about it.
    about: /^(?!.*(?<![\p{L}])(?:est|a été|annulée?s?|reportée?s?|décalée?s?|decalee?s?|déplacée?s?|sautée?s?|finie?s?|passée?s?)(?![\p{L}]))(?:avec(?=(?:\s+[^\s,;:.!()]+){1,4}$)|pour\s+(?:parler|discuter|voir|faire le point|caler|valider|préparer|preparer|présenter|presenter|revoir|finaliser|organiser)|sur|au sujet|à propos|a propos|concernant|pour(?=\s+(?:le|la|les|l['’]|mon|ma|mes|son|sa|ses|notre|nos|\p{Lu})))\s*\S/iu,
    appointment: /^(?:zoom|teams|meet|standup|stand-up|1:1|daily|sync|point(?=\s+(?:avec|d['’]équipe|d['’]equipe|hebdo|client))|revue\s+de\s+(?:sprint|code|projet)|r[ée]tro|devis|covoit|partiel|exam|oral|soutenance|exposé|expose|visio|call|covoiturage|blablacar|coiffeuse|opticien|opticienne|épilation|epilation|pilates|docteur|toubib|\p{L}+(?:ologue|iatre)|bus|navette|ferry|bateau|virement|rdv|rendez-vous|dentiste|ostéo|osteo|ostéopathe|osteopathe|dermato|dermatologue|gynéco|gyneco|gynécologue|pédiatre|pediatre|orthophoniste|podologue|psy|garage|garagiste|esthéticienne|vol|avion|médecin|medecin|généraliste|ophtalmo|orthodontiste|kiné|kine|physio|physiothérapeute|physiotherapeute|chiro|chiropraticien|chiropraticienne|véto|vétérinaire|coiffeur|contrôle technique|controle technique|révision|revision|vidange|cours|inventaire|réunion|reunion|visite|bornage|entretien|examen|consultation|échographie|echographie|prise de sang|vaccin|livraison|déclaration|declaration|sage-femme|infirmière|infirmiere|infirmier|orl|cardio|cardiologue|radio|irm|scanner|mammographie|analyses|labo|bilan|séance|seance|orthoptiste|psychologue|psychiatre|diététicienne|dieteticienne|nutritionniste|pédicure|pedicure|manucure|toiletteur|notaire|avocat|avocate|comptable|banque|mairie|préfecture|prefecture|ramonage|pneus|pneus neige|leçon de conduite|lecon de conduite|code|permis|taxe foncière|taxe fonciere|taxe d'habitation|impôts|impots|facture|loyer|dossier|train|tgv)(?![\p{L}])/iu,
    // A title before a name ("M. Perrin"): its dot ends no sentence.
    titles: ["m", "mme", "mlle", "mm", "dr", "me", "pr"],
    // Each alternative searched on its own (base/alternation.ts): the same match, about a tenth of the CPU.
    trigger: new Alternation(TRIGGERS, `\\s*${TASK}`, "iu"),
    // "je décroche les rideaux dimanche", "Quand je rentre de garde demain, je fais la lessive": "je" (glued to a pronoun on a phone: "jte rembourse") and any
    // verb that is not a state, after any words but a "que", "si" or "quand" that makes it another clause's;
    // the thing said first and taken up by a pronoun ("La déclaration, je la boucle avant la fin du mois")
    // is the verb's object (group `verb`, the topic read after it).
    present: new RegExp(
      `^(?:(?<lead>.*?)[,:]?\\s+)?(?<!(?:que|quand|lorsque|comme|où|si|dont|pourquoi|comment|combien)\\s+)(?:je\\s+|j['’]\\s*|j(?=(?:te|t['’]|me|m['’]|lui|leur)\\s*\\p{L}))(?:(?:le|la|les|l['’])\\s*(?:lui\\s+|leur\\s+)?(?<verb>${OPEN_VERB})\\s+|(?=(?:(?:me|m['’]|te|t['’]|lui|leur|y|en)\\s*)*${OPEN_VERB}\\s+\\S))(?<task>.+)$`,
      "iu",
    ),
    // "… le loyer aujourd'hui et je dois appeler la banque demain", "…, puis …".
    // "Demain matin je fais les courses, jeudi je dépose le dossier": a second clause may open with its own day.
    nextClause: new RegExp(`,?\\s+(?:et(?:\\s+(?:puis|ensuite|après))?|puis|ensuite)(?:\\s+aussi)?\\s+(?:que\\s+(?=je\\s|j['’]))?|,\\s+(?=(?:(?:${DAY_LEAD})\\s+)?(?:je\\s|j['’]))`, "iu"),
    listHead: /(?:^|\s)(?:[àa] faire|todo|to-?do|tâches|taches|courses|liste)$|^(?:au programme|(?:sur|dans) (?:la|ma) liste(?: pour)?|(?:mes )?(?:corvées|courses)(?: pour)?)$/iu,
    // "to book: MOT", "zu buchen: TÜV": a head naming the verb for the thing after it.
    verbHead: { head: /^[àa]\s+(\p{L}{2,}(?:er|ir|re))$/iu, last: false },
    // An errand's verb where a note puts it: an unmarked list is to-dos only when every item has one.
    listVerb: new RegExp(`^(?:${ERRAND_VERBS}|appeler|rappeler|payer|envoyer|réserver|acheter|commander|annuler|renouveler|écrire|répondre|récupérer|rendre|déposer|poster|imprimer|signer|réparer|contacter|relancer|résilier|prendre rendez-vous|prendre rdv|passer à|aller à)(?![\\p{L}])`, "iu"),
    headDays: { lun: "lundi", mar: "mardi", mer: "mercredi", jeu: "jeudi", ven: "vendredi", sam: "samedi", dim: "dimanche" },
    errand: /^(?:(?:(?:me|m['’]|te|se|s['’]|le|la|les|l['’]|lui|y|en)\s*)*(?!(?!(?:re|dé|par|sur)?faire|plaire|boire|croire)\p{L}*(?:aire|oire)(?![\p{L}]))(?!\p{L}*(?<!cl)ure(?![\p{L}]))(?!\p{L}*bre(?![\p{L}]))\p{L}{2,}(?:er|ir|re)(?![\p{L}])|(?:(?:le|la|l['’]|un|une|mon|ma)\s*)?(?:rdv|rendez-vous|réunion|visite|dentiste|médecin|véto|vétérinaire|coiffeur|contrôle technique|entretien|examen|livraison)(?:\s+(?!\p{L}+(?:é|ée|és|ées)(?![\p{L}]))[\p{L}'’-]+)?(?=\s*$|\s+(?:pour|avec|chez|à|au|de|du|des)\s))/iu,
    clauseScoped: new RegExp(`${L}jamais${R}`, "iu"),
    // "Je devais envoyer les photos ce soir", "j'allais faire les courses après le taf", "J'avais prévu de repeindre …": never "… mais …".
    pastIntent: new RegExp(
      `${L}(?:${I}(?:devais|allais|voulais|comptais)(?=\\s+${ADVERBS}${INFINITIVE})|j['’]?\\s*avais\\s+(?:prévu|prevu|l['’]intention|promis)\\s+d(?:e\\s+|['’]\\s*)|j['’]?\\s*avais\\s+dit\\s+(?:(?:à|a|aux|au)\\s+(?:[\\p{L}'’.ª-]+\\s+){0,3}?)?(?:que|qu['’])\\s*(?:je\\s+|j['’]\\s*)(?=(?:(?:le|la|les|lui|leur|y|en)\\s+|l['’]\\s*)*\\p{L}+rais${R}))\\s*(?!.*${L}mais${R})(.+)`,
      "iu",
    ),
    // "… demain 9h - confirmer": a to-do's verb alone in the infinitive.
    // Never a noun that ends as one does ("anniversaire", "ouverture", "chambre", "papier"), nor the weather ("neiger").
    infinitive: /^(?!(?:soir|hier|mer|mère|père|frère|cher|chère|noir|premier|dernier|entier|neiger|dîner|diner|déjeuner|dejeuner|goûter|souper|courrier|dossier|papier|cahier|métier|plombier|banquier|boulanger|pompier|janvier|février|quartier|atelier|chantier|panier|escalier|plaisir|loisir|désir|avenir|souvenir|lettre|centre|théâtre|fenêtre|ordre|livre|vitre|titre|litre|mètre|maître|prêtre|ministre|registre|semestre|trimestre)(?![\p{L}]))(?!(?!(?:re|dé|par|sur|satis)?faire(?![\p{L}])|plaire|boire|croire|traire)\p{L}*(?:aire|oire)(?![\p{L}]))(?!\p{L}*(?<!cl)ure(?![\p{L}]))(?!\p{L}*bre(?![\p{L}]))\p{L}{2,}(?:er|ir|re)(?![\p{L}])/u,
    // "renouveler l'assurance auto", "prendre rdv chez le dermato", "m'inscrire à la salle": an errand's verb, then what it is done to.
    // "réserver" is also a recipe's (set aside: "réserver au frais"), "passer au four" a recipe's, "faire revenir" a recipe's.
    bareNote: new RegExp(
      `^(?!.*${L}(?:c['’]est|est|était|sera|serait|fut|a été|coûte|coûté|vaut|valait|suffit)${R})(?:me\\s+|m['’]\\s*)?(?:(?:${ERRAND_VERBS}|appeler|rappeler|téléphoner|écrire|réécrire|envoyer|renvoyer|répondre|relancer|contacter|recontacter|prévenir|acheter|racheter|commander|payer|régler|rembourser|virer|réserver(?!\\s+(?:au frais|à part|de côté|dans|sur)${R})|annuler|résilier|renouveler|rendre|rapporter|ramener|récupérer|déposer|poster|imprimer|signer|remplir|déclarer|inscrire|demander|réparer|trier|ranger|arroser|tondre|changer|organiser|confirmer|valider|scanner|photocopier|souscrire|inviter|remercier|féliciter|souhaiter|emmener|amener|finir|terminer(?!\\s+par${R})|aller\\s+(?:chercher|récupérer|déposer)|passer\\s+(?:chez|prendre|récupérer|chercher)|passer\\s+(?:à|au|aux)(?!\\s+(?:four|mixeur|micro-ondes|tamis|chinois|feu)${R})|prendre\\s+(?:un\\s+)?(?:rdv|rendez-vous|rendez vous)|faire\\s+(?:réparer|réviser|contrôler|vérifier|changer|ramoner|entretenir|refaire|renouveler|installer|le|la|les|mon|ma|mes|un|une|des|du))(?![\\p{L}])|faire\\s+l['’](?=\\p{L}))(?!\\s+(?:(?:à|a|au|aux|de|du|pour|chez|avec)\\s+)?(?:son|sa|ses|leur|leurs|votre|vos|ton|ta|tes)${R})`,
      "iu",
    ),
    // "Ce soir c'est repassage des chemises": a chore by its noun, with no one and nowhere after it.
    chore: /^c['’]est\s+(?<task>(?:repassage|ménage|menage|lessive|vaisselle|rangement|nettoyage|courses|aspirateur|tri|jardinage)(?:\s+(?:des|du|de la|de l['’]|de|d['’])\s*[\p{L}-]+)?)[\s.!]*$/iu,
    deferred: null,
    // Not read in this language yet (CommitmentCues in lang/pack.ts says what each one reads).
    deadlineThing: null,
    outstanding: null,
    // Not read in this language (CommitmentCues.haveErrand).
    meetingWith: null,
    haveErrand: /^j['’]ai\s+/iu,
    // Not read in this language (CommitmentCues.occasion).
    occasion: null,
    // A group addressed first ("Les enfants, faut ranger vos chambres avant ce soir"): a duty said to no one in particular after it is theirs.
    // "est ce que je dois …" typed without its question mark is still a question.
    hedges: new RegExp(
      `(?<!${L}(?:fixé|fixée|objectif|résolution|commencer à|je veux|je vais me mettre à)${R}.*)${L}(?:\\d+|une|deux|trois|quatre|cinq) fois par (?:semaine|mois|jour|an)${R}|^\\s*(?:(?:et|mais|bon|alors|du coup)\\s+)?est[- ]ce\\s+qu(?:e|['’])|[,—–-]\\s*(?:(?:l['’]|c['’]est\\s+ce\\s+qu['’]|comme\\s+l['’])\\s*)?(?:dit|disent|a dit|ont dit|annonce|annoncent|a annoncé|ont annoncé|selon|d['’]après)\\s+(?:la|le|les|l['’]|mon|ma|mes|son|sa|ses|un|une)(?![\\p{L}])|${L}(?:(?<!(?:j['’]\\s*|je\\s+(?:lui|leur)\\s+)(?:ai|avais)\\s+)dit|disent)\\s+(?:que|qu['’])\\s*(?:je|j['’]|il\\s+faut\\s+que\\s+je)${R}|${L}pendant\\s+(?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|dix|quinze)\\s+(?:jours?|semaines?|mois)${R}|^\\s*(?:les\\s+(?:enfants|gars|filles|loulous|jeunes|copains|copines|collègues|amis)|tout le monde|les petits|mes chéris|bonjour à tous)\\s*[,!:]\\s*(?:(?:il\\s+)?faut|il va falloir|on doit|vous devez|n['’]oubliez pas|pensez à)${R}|${SHOULD_MORE}|${NOT_MEANT}|${L}(?:hier|avant-hier|la semaine dernière|le mois dernier|l['’]an dernier|l['’]année dernière|peut-être|peut être|peut etre|je crois que|je pense que|(?<!(?:vérifier|verifier|voir|demander|savoir|regarder|checker|même)\\s+)si(?=\\s)|(?<!même\\s+)s['’]il|s['’]ils|au cas où|à condition|à moins|je ne sais pas|je sais pas|j['’]sais pas|chais pas|sais pas si|je me demande|jamais|j['’]espère|probablement|pas sûre?|un jour|un de ces jours|un de ces quatre|(?<!(?:à|a|pour|avec|de|chez)\\s)(?:tous les|toutes les)|chaque|toujours|d['’]habitude|souvent|parfois|en général|généralement|habituellement|éventuellement|à voir|on verra|bisous|bises|je t['’]embrasse|courage|plein de force|bonnes ondes|mes pensées|amitiés|cordialement|quand j['’]aurai (?:le|du) temps|dès que j['’]aurai (?:le|du) temps|si possible|à l['’]occasion|sans doute|(?:je\\s+)?(?:ne\\s+|n['’])?promets rien|sans garantie|est-ce que|qu['’]est-ce|pourquoi|(?:quand|où|comment|combien)\\s+(?:est-ce\\s+)?(?:que\\s+)?(?:je|j['’])\\s*(?:dois|vais|peux|devrais)|(?:fais|faire|fait|dois|vais|apporte|apporter)\\s+quoi|quoi faire|(?:j['’]aimerais|ce serait)|ou (?:pas|non|j['’]attends|j['’]attends encore)(?=\\s*$)|c['’]est (?!moi${R})\\p{L}+ qui|^\\s*(?:à|a) quelle heure|comme d['’]hab(?:itude)?|^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*le (?:${DAYS})(?:\\s+(?:matin|soir|midi|après-midi))?(?=[\\s,]+(?:je|j['’]|on|nous)${R})|(?:et |quand )?les poules auront des dents|mon œil|par (?:jour|semaine|mois|an)|^\\s*(?!(?:${INTERJECTION}|${DAY_LEAD}|zoe)\\s*,)\\p{L}+\\s*,\\s*(?:n['’]oublie|oublie|pense\\s+à))${R}`,
      "iu",
    ),
    // "acheter 2 kg de patates", "rembourser 20 balles à Kevin", "virer 350 € à la proprio": a count or an amount after buying,
    // paying or giving back; never "prendre 2 comprimés", "ajouter 200 g" (no verb of theirs is here).
    backRef: null,
    soloTask: null,
    // Not used in this language: its note reads its own openers, or takes none (CommitmentCues.noteOpener).
    noteOpener: null,
    countedNote: /^(?:acheter|racheter|commander|payer|régler|regler|rembourser|virer|verser|rendre)\s+(?:(?:les|des|mes|ces)\s+)?(?:€|\$)?\s?\d{1,6}(?:[.,]\d{1,2})?(?!\s*(?:h|heures?|min|minutes?)(?![\p{L}]))(?![\p{N}])(?=\s*[^\s\d])/iu,
    // "pro aniversário da Ana: comprar bolo": what the notes after the colon are for, said after each.
    purposeHead: /^pour\s+(?!(?:tous|toutes|vous|l['’]équipe|l['’]equipe|le groupe|les parents|les élèves|les eleves|la classe|info|information|rappel|votre information|ton information|mémoire|memoire)(?![\p{L}]))\p{L}/iu,
    notATask: new RegExp(
      // "faut encore que je me lève tôt, pff": getting up early is no task, said again as a complaint.
      `^(?:me\\s+)?(?:lever|lève|leve)\\s+(?:(?:encore|très|tres|super|trop|si)\\s+)*tôt(?:\\s*,\\s*\\p{L}+)?\\s*$|` +
      // "Il faut compter deux heures de cuisson": what a recipe or a trip takes, not a task.
      `^compter\\s+(?:de\\s|d['’]|(?:\\d+|une|un|deux|trois|quatre|cinq|dix|quinze|vingt|trente|environ|bien|au moins|facilement)(?![\\p{L}]))|` +
      // "Note : le bureau est fermé vendredi": a fact under a note's head, not a task; a drink with a friend is no errand;
      // "ramener qqch": something unnamed is no task.
      `^\\p{L}+\\s+(?:quelque chose|qqch|qqc|un truc)[\\s.!]*$|^(?:sortir|courir|me balader|danser|jouer|boire un verre|boire un coup|regarder le match|voir un film)(?:\\s+[^\\s,]+){0,4}?\\s+avec\\s|^(?:faire la fête|faire la fete|faire la teuf)${R}|^(?:.*\\s)?pour (?:un|une|l['’]) ?(?:verre|café|apéro|apero|dîner|diner|déj|déjeuner|bière|biere)${R}|^(?:le|la|les|l['’]|mon|ma|mes|ce|cette|il|elle|ils|elles|on)\\s*(?:[\\p{L}'’.ª-]+\\s+){0,3}?(?:est|sont|était|sera|seront|ferme|ouvre|reste|change|passe|commence|finit|termine|(?:a|ont)\\s+(?:été\\s+)?\\p{L}+(?:é|ée|és|ées|i|is|u|ue))${R}|^(?:(?:te|vous|t['’]|lui|le|la|les|l['’])\\s*)?(?:dire|avouer|admettre|reconnaître|mentir|raconter|croire|savoir|comprendre|en parler|en reparler|en dire plus|tuer|étrangler|y arriver|m['’]en sortir|m['’]en remettre|survivre|me calmer|me détendre|rater|louper|manquer|arriver en retard|tomber|voir(?=\\s*[,.!]|\\s+et\\s)|espérer|imaginer|préciser|souligner|(?:te |vous )?rappeler qu|craquer|mourir|exploser|devenir fou|devenir folle|péter|pleurer|hurler|m['’]évanouir|vomir|halluciner|flipper|déprimer|rire|rigole|rigoler|me marrer|adorer|kiffer|rêver|être (?:honnête|franc|franche|sincère|clair|claire|bref|brève|en retard|malade)|laisser|te laisser|vous laisser|raconte|dise|avoue|faire avec|finir par|voir (?:ce que|ce qu['’]|si|comment|ça)|coucher|me coucher|dormir|manger|déjeuner|dîner|me doucher|prendre une douche|me reposer|faire une sieste|vider (?:mon|ton|son) sac|souffler|décompresser|decompresser|me changer les idées|parler à quelqu['’]un)${R}|^vous\\s+(?:écris|contacte|recontacte)\\s+(?:pour|afin|au sujet|concernant|car|parce|suite)${R}|^(?:y aller|y retourner|partir|filer|me sauver|y go)\\s*(?:[,!.]|$)|^être\\s+(?!(?:à|au|aux|chez|là|prêt|prête|prêts|prêtes|rentré|rentrée|présent|présente|${AVAILABLE})(?![\\p{L}]))|^passe\\s+(?:une|un|ma|mon|de|des|la|le)\\s+(?:[\\p{L}-]+\\s+)?(?:journée|soirée|semaine|nuit|week-end|moment|vacances|vie)${R}`,
      "iu",
    ),
    vague: wordSet("le la les ça ce cela y en faire voir penser réfléchir essayer là lui aller aille partir filer bouger ferai fais fait ferais"),
    taskLead: ["de", "d'", "à", "(?:bien )?pens(?:er|e) (?:à|a)(?: bien)?", "me souvenir d(?:e|')"],
    // Said right after the verb, no part of the task.
    afterVerb: ["enfin"],
    // Belgian "tantôt" (later today) and Québec "à soir" (tonight) are kept as said, as "tout à l'heure" is.
    unplacedDeadline: new RegExp(
      `(?:^|\\s)(${MOMENT_LEAD}|(?:dès que|des que|aussitôt que|aussitot que|une fois que)\\s+(?:je\\s+|j['’]\\s*|mon\\s+|ma\\s+|mes\\s+|le\\s+|la\\s+|les\\s+|l['’]\\s*)(?:\\S+\\s+){0,4}?\\p{Ll}+(?=\\s*(?:[,;.!]|$))|(?:le mois|l['’]année|l['’]été|l['’]hiver|le printemps|l['’]automne) prochaine?|(?:ce|le) week-?end|(?:avant|pour|d['’]ici) (?:noël|pâques|paques|les vacances|la rentrée|l['’]été|l['’]hiver|l['’]automne|le printemps|la fin de l['’]année)|dans la (?:journée|soirée|matinée|semaine)|après le (?:boulot|travail|taf|sport)|après (?:ma|mon|la|le|l['’]) ?(?:garde|service|boulot|travail|taf|cours|journée|réunion|sport|muscu|salle|gym|piscine|foot|entraînement|entrainement|yoga|messe|office|répétition|répète|match|consultation|visite|école|relève|ronde|tournée)|pendant (?:ton|ta|tes|votre|vos|son|sa|leur) (?:absence|voyage|vacances|séjour|déplacement)|(?:avant|d['’]ici) (?:la|le|l['’]|ma|mon|mes|les|notre|nos|votre|vos) ?(?:réunion|reunion|rendez-vous|rdv|meeting|match|départ|depart|vacances|cours|fête|fete|mariage|voyage|vol|deadline|présentation|presentation)|en rentrant|en arrivant|sous (?:huitaine|quinzaine|(?:\\d{1,2}|quarante-huit|huit|quinze) ?(?:h|heures|jours))|(?:dans|d['’]ici) (?:les|la) (?:quinze jours|semaines? qui (?:vient|viennent)|(?:deux |trois |prochaines? )?semaines?)|(?:dans|sous) (?:quinze jours|les prochains jours)|avant (?:de|d['’]|la|le|l['’]|les|notre|nos|mon|ma|mes) ?[^,;]+$|avant de (?:me coucher|dormir|partir|sortir|rentrer|me lever)|après le (?:déjeuner|dîner|diner)|plus tard|tout à l['’]heure|tantôt|tantot|à soir|a soir|dès que possible|au plus vite|asap|tout de suite|dans la foulée)${R}`,
      "iu",
    ),
    afterthought: /\s*[,;:–—-]\s*(?:(?:c['’]est\s+)?promis(?:\s+(?:à|au|aux)\s+[^,;]{1,40})?|je\s+(?:le\s+)?(?:lui|leur)\s+ai\s+promis|(?:je\s+(?:te|vous)\s+(?:le\s+)?)?promets|(?:c['’]est\s+)?sûr|sans faute|juré|(?:je\s+te\s+)?jure|con|gone|hein|(?:je\s+l['’]|j['’])avais oublié|t['’]inquiète|pas de souci)[\s.!]*$/iu,
    amountTail: null,
    visit: /^chez\s+(?:(?:les|le|la|M\.|Mme|madame|monsieur)\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?=\s+\p{Ll})/u,
    emphasis: ["sans faute", "à coup sûr", "sans faillir", "coûte que coûte", "impérativement", "absolument"],
    noteAsk: (question) => /^\s*(?:(?:pourrais|peux|pourriez|pouvez)[- ](?:tu|vous)|(?:tu|vous)\s+(?:peux|pourrais|pouvez|pourriez))\s+(?:s['’]il te plaît\s+|stp\s+)?(?:(?:me\s+)?noter|prendre note|(?:te|vous)\s+souvenir|retenir)\s+que\s+(.+)$/iu.exec(question)?.[1] ?? null,
    // "je devais envoyer les photos, je le fais ce soir".
    // Not read in this language: a promise's tag after a state (CommitmentCues.tagged).
    tagged: null,
    sayAgain: {
      // "je l'emmène" said again: "j'emmène le fauteuil".
      pickedUp: (sentence) => {
        const picked = PICKED_UP(sentence);
        return picked && { ...picked, said: picked.said.replace(/(?<![\p{L}])je\s+(?=[aeiouyàâéèêh])/iu, "j'") };
      },
      state: (sentence) => {
        const g = STATE.exec(sentence)?.groups;
        return g ? `${g.pre}je vais être ${g.state}${g.rest}` : null;
      },
      toBeDone: (sentence) => {
        // "le gâteau à apporter demain est déjà prêt": what the thing is, said after it, is news.
        const g = TO_BE_DONE.exec(sentence)?.groups;
        return g && !THING_IS.test(g.rest ?? "") ? `${g.verb} ${g.thing!.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${g.rest}` : null;
      },
    },
    pickUp: {
      clause: /^(?:je\s+(?:le|la|les)\s+(?:fais|ferai)|je\s+m['’]en\s+(?:occupe|charge)|je\s+vais\s+le\s+faire)(?![\p{L}])/iu,
      task: (earlier) => {
        const said = earlier.trim();
        const led = said.replace(/^(?:je\s+)?(?:devais|voulais|dois|(?:j['’]ai\s+)?oublié\s+d['’e]\s*)\s*/iu, "");
        return led === said ? null : led;
      },
    },
    fillers: /(?<![\p{L}])(?:e+u+h+|h+e+u+)(?![\p{L}])[,…]*/giu,
    // "j appelle", "l envoyer", "qu il", "c est": a lone j, l, d, m, t, s, n, c or qu before a vowel or h is an elision
    // whose apostrophe was not typed (none of them is a word on its own).
    elisions: (text) => text.replace(/(?<![\p{L}\p{N}'’-])(j|l|d|m|t|s|n|c|qu)\s+(?=[aeiouyhàâäéèêëîïôöùûü])/giu, "$1'"),
    // What would follow if the task were not done (« … avant jeudi sinon la prof va me tuer »): no part of the task.
    // … or a remark after it with a subject of its own (« …, c'est mon tour à la buanderie », « …, dégun le fera à ma place »).
    clauseEnd: /,?\s+(?:sinon|autrement)\s+|,\s+(?=(?:c['’]est|dégun|personne)\s)/iu,
    // "le match de samedi": a day said of a noun, not when the task is due.
    dayOf: /^(?:de|du|d['’])$/iu,
    dayFor: /^pour$/iu,
    learnerGo: null,
    clitic: /^(?:(?:[mtsl]|qu)['’]\p{L}{2,}|\p{L}{2,}-(?:moi|toi|le|la|les|lui|leur|nous|vous)(?:-(?:le|la|les|en|y))?)$/iu,
    // The verb comes right after "that I" in this language: the task reads as said.
    thatClause: null,
    // "rdv à prendre chez l'ophtalmo cette semaine", "Cette semaine il y a la révision de la voiture à réserver": a thing
    // to do, said back as its verb and the thing ("prendre rdv chez l'ophtalmo"); the capture reads it only with a time.
    people: PEOPLE_OF,
    // A thing to do said with its verb after it, or a thing that must be done said in the passive; what it is or was after it, or a
    // thing that will be done, is news.
    restate: (sentence) => restateThing({ toDoThing: TO_DO_THING, thingIs: THING_IS, mustBeDone: MUST_BE_DONE, infinitiveOf, goesOut: GOES_OUT, goesTo: { re: GOES_TO, take: "emmener", of: /^(?:de|du|des|d['’])$/iu, people: PEOPLE_OF } })(sentence.replace(READY, (_m, be: string, state: string, end: string) => `${be}${DONE_AS[state.toLowerCase()]}${end.replace(/^e(?=s?$)/u, state.toLowerCase() === "propre" ? "" : "e")}`)),
    reminder: {
      ask: new RegExp(`${L}(?:rappelle[- ]moi|rappelez[- ]moi|me rappeler)${R}`, "iu"),
      indirect: new RegExp(`${L}(?:ne me laisse(?:z)? pas oublier(?!\\s+(?:de|d['’]|qu|à quel point|comment|combien|quand|ce qu|ce que)(?![\\p{L}]))|(?:fais en sorte|faites en sorte|assure[- ]toi|assurez[- ]vous|veille à ce|veillez à ce)\\s+que\\s+(?:je\\s+|j['’]\\s*)|relance[- ]moi(?!\\s+(?:quand|si)${R})|(?:préviens|previens|prévenez|prevenez)[- ]moi(?!\\s+(?:quand|si|dès que|des que|lorsque|s['’]il)${R})|(?:fais|faites)[- ]moi penser(?=\\s+(?!à${R})|\\s+à\\s+${INFINITIVE}))`, "iu"),
      // "rappel à 15h30 pour aller chercher les petits": the time, then "pour" and the verb, heads a request as a colon does.
      noun: new RegExp(`(?:${L}(?:mets|met|mettez|ajoute|ajoutez|crée|cree|créez|programme|programmez)(?:[- ]moi)?\\s+un\\s+rappel|^\\s*rappel(?=\\s+(?:à|a|dans|pour|demain|ce soir|ce)${R}[^:–—]*?(?:\\s[–—-]\\s|:|\\s(?:pour|afin de)\\s+${INFINITIVE})))${R}`, "iu"),
      // "mets un minuteur de 10 minutes pour les pâtes", "mets-moi une alarme à 7h", "programme un réveil à 6h30".
      repeats: [
        [/(?<![\p{L}])(?:toutes\s+les\s+(?:deux|2)\s+semaines|tous\s+les\s+quinze\s+jours)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:tous\s+les\s+jours|chaque\s+jour|toutes\s+les\s+semaines|chaque\s+semaine|tous\s+les\s+mois|chaque\s+mois|quotidiennement)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:tous\s+les|chaque)\s+(matin|soir|après-midi)s?(?![\p{L}])/giu, "le $1"],
        [/(?<![\p{L}])(?:tous\s+les|chaque)\s+(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?![\p{L}])/giu, "$1"],
        [/(?<![\p{L}])toutes\s+les\s+(\d+)\s+(minutes|heures)(?![\p{L}])/giu, "dans $1 $2"],
      ],
      repeatUnits: [
        [/deux\s+semaines|2\s+semaines|quinze\s+jours/iu, "week", 2],
        [/semaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche/iu, "week"],
        [/(?<![\p{L}])mois(?![\p{L}])/iu, "month"],
        [/heure/iu, "hour"],
        [/minute/iu, "minute"],
      ],
      repeatEvery: {
        re: /(?<![\p{L}])(?:tous|toutes)\s+les\s+(?<n>\d+|deux|trois|quatre|cinq|six|sept|huit|dix|douze|vingt|trente)\s+(?<unit>minutes|heures|jours|semaines|mois)(?![\p{L}])/iu,
        numbers: NUMBERS,
      },
      repeatDays: {
        days: ["lundis?|lun", "mardis?|mar", "mercredis?|mer", "jeudis?|jeu", "vendredis?|ven", "samedis?|sam", "dimanches?|dim", "week-?ends?|fins?\\s+de\\s+semaine"],
        habitual: ["", "", "", "", "", "", "", ""],
        every: "tous\\s+les|chaque",
        and: "et(?:\\s+les?)?|&",
        except: "sauf(?:\\s+(?:les?|le))?|except(?:é|e)(?:\\s+les?)?|(?:à|a)\\s+part(?:\\s+les?)?|hors",
        everyDay: "tous\\s+les\\s+jours|chaque\\s+jour|quotidiennement",
        daily: "tous les jours",
        span: "entre",
        fromToday: [["aujourd['’]hui|aujourdhui", "aujourd'hui"], ["demain", "demain"], ["après-demain|apres-demain|après\\s+demain|apres\\s+demain", "après-demain"]],
        dayAfter: "",
      },
      hourSpan: { span: "entre|de", and: "et|à|a|-|–", at: "à" },
      timer: {
        ask: new RegExp(`${L}(?:mets|met|mettez|lance|lancez|programme|programmez|règle|regle|réglez|crée|cree|créez|démarre|demarre)(?:[- ]moi)?\\s+(?:un|une)\\s+(?<what>minuteur|chrono|chronomètre|timer|alarme|réveil|reveil)${R}`, "iu"),
        spanFor: /^(?:de|d['’]|pour)\s*/iu,
        about: /^(?:pour)\s+/iu,
      },
      lead: /^\s*(?:(?:hé|salut|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:et|aussi|oh|ah|au fait|ah oui|et aussi|ah et|oh et|encore une chose|autre chose)[,:!.]?\s+)*(?:(?:stp|s'il te plaît)\s*,?\s*)?(?:(?:peux-tu|tu peux|pourrais-tu|tu pourrais)\s+)?$/iu,
      // "préviens-moi dans 3 minutes pour le linge": "pour" joins the request to what it is about.
      // "d appeler la banque": the apostrophe of "d'" left out, as chat often does, before an infinitive with a vowel or h.
      joiner: /^(?:de\s+|d'|d’|d\s+(?=[aeiouyhàâéèêîïôûœ]\p{L}*(?:er|ir|re)(?!\p{L}))|qu'il faut que je\s+|qu['’]il (?:faut|faudra|faudrait)\s+(?!que(?!\p{L}))|que je dois\s+|pour\s+)/iu,
      also: /^(?:aussi|également|egalement)\s+/iu,
      elliptic: { and: /^(?:et|aussi)\s+/iu, too: /(?<![\p{L}])(?:aussi|également|egalement)(?![\p{L}])/giu },
      // "… what day it is?": a question put to ZOE, no task.
      asked: /^(?:quel|quelle|quels|quelles)\s+(?:jour|heure|date|mois|année|annee|semaine)(?![\p{L}])(?!\s*\d)|^(?:quand|où|ou|comment|combien|qui|pourquoi|ce\s+qu|qu['’]est-ce|quel|quelle|quels|quelles)(?![\p{L}])[^?]*\?\s*$|^(?:(?:le|la|l['’]|les|mon|ma|mes|ton|ta|tes|son|sa|ses)\s*)?(?:mot de passe|mdp|code|codes|pin|numéro|numero|adresse|nom|noms|plaque|e-?mail|identifiant|téléphone|telephone|portable|iban)(?![\p{L}])[^?]*\?\s*$/iu,
      // "fais-moi penser demain à relancer la facture": the "à" before the verb is no part of the task.
      plainTask: (task) => task.replace(/^(?:à|a)\s+(?=\p{L}+(?:er|ir|re)(?!\p{L}))/u, ""),
    },
    toOwner: (task) => YOURS(task).replace(/(?<![\p{L}])m['’](?=\p{L})/gu, "t'"),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:mon|notre)\\s+(?:(?:grand|nouvel|principal|vrai)\\s+)?(?:objectif|but)${SPAN}\\s*(?:est|c'est|sera|:)\\s+(?:d[e']\\s*)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:peut-être|si|était|serait|devrait|pourrait|pas sûr)${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:tu\s+m['’](?:écris|envoies|relances)\s+(?:beaucoup\s+|bien\s+)?trop|trop\s+de\s+(?:messages|relances|rappels)|moins\s+de\s+(?:messages|relances|rappels)|sois\s+plus\s+discrète?)(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:(?:relance|rappelle)(?:r|z)?(?:-moi|\s+moi)?\s+plus\s+(?:souvent|régulièrement)|me\s+(?:relancer|rappeler)\s+plus\s+(?:souvent|régulièrement))(?!\p{L})/iu,
      /(?<!\p{L})(?:plus\s+de\s+(?:relances|rappels)|relance-moi\s+plus)(?!\p{L})/iu,
    ],
    stopAbout: [
      // "arrete de me rappeler le devis": the verb as typed on a phone too, without its accent.
      /(?<!\p{L})(?:(?:arrête|arrete|arrêtes|arretes|arrêtez|arretez)\s+de\s+me\s+(?:rappeler|parler\s+(?:des|du|de|d['’])|relancer\s+(?:pour|sur))|ne\s+me\s+(?:rappelle|parle)\s+plus\s+(?:de\s+)?)\s*(.+?)[.!]*$/iu,
      // "forget about the gym thing", "vergiss das mit dem Fitnessstudio": said at the start of the message only.
      /^(?:(?:ok|bon|alors|bref)[\s,]+)*(?:oublie(?!\s+pas(?![\p{L}]))|laisse\s+tomber)\s+(?:(?:le\s+truc|l'histoire|l’histoire|l'affaire|l’affaire)\s+(?:de\s+|du\s+|des\s+|d'|d’))?(.+?)[.!]*$/iu,
      // "tant pis pour le jogging": drop it; "tant pis pour moi" names no thing.
      /^(?:(?:bon|ok|alors|bref|ah)[\s,]+)*tant\s+pis\s+pour\s+(?!(?:moi|toi|lui|elle|eux|elles|nous|vous|ça|ca|cette|aujourd['’]hui)(?![\p{L}]))((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)[.!]*$/iu,
    ],
    stopWords: ["le", "la", "les", "l", "un", "une", "mon", "ma", "mes", "du", "de", "des", "au", "aux", "avec", "pour", "sur"],
    tomorrow: /(?<!\p{L})(?<!après-|apres-|après\s|apres\s)demain(?!\p{L})/iu,
    week: /(?<!\p{L})cette\s+semaine(?!\p{L})/iu,
    today: /(?<!\p{L})(?:aujourd'hui|aujourd’hui|ce\s+soir|ce\s+matin|auj)(?!\p{L})/iu,
    todayAsks: /^(?:qu'est-ce\s+qu(?:i|e)\s+(?:est\s+prévu|j'ai(?:\s+à\s+faire)?|il\s+y\s+a(?:\s+à\s+faire)?|je\s+dois\s+faire)|c'est\s+quoi\s+(?:le\s+programme|mon\s+programme|le\s+plan)|(?:le\s+)?programme|quoi\s+de\s+(?:prévu|prevu|neuf)|j'ai\s+quoi(?:\s+à\s+faire|\s+a\s+faire)?)(?:\s+pour)?\s+(?:aujourd'hui|aujourdhui|ce\s+soir|ce\s+matin)$/iu,
    pause: [
      /^(?:(?:pas\s+de|plus\s+de|aucun)\s+messages?|silence|(?:fais\s+(?:une\s+)?)?pause|tais[-\s]toi|ne\s+m(?:'\s*|\s+)[ée]cris\s+plus|laisse[-\s]moi\s+tranquille|mode\s+silencieux)\s+(?:jusqu(?:'\s*|\s+)(?:à|au|a)\s+(?<day>.+?)|(?<tonight>ce\s+soir|cette\s+nuit|pour\s+aujourd(?:'\s*|\s+)hui|pour\s+la\s+journ[ée]e)|pendant\s+(?:(?<hours>\d+|une)\s+(?:heures?|h)|(?<minutes>\d+)\s+(?:minutes?|min)))(?:,?\s+(?:s'il\s+te\s+pla[iî]t|stp|merci))?[\s.!]*$/iu,
      /^(?<tonight>ce\s+soir|cette\s+nuit),?\s+(?:(?:pas\s+de|plus\s+de|aucun)\s+messages?|silence|ne\s+m(?:'\s*|\s+)[ée]cris\s+plus)(?:,?\s+(?:s'il\s+te\s+pla[iî]t|stp|merci))?[\s.!]*$/iu,
    ],
    resume: [
      /^(?:(?:ok|okay|c\s+bon|c'est\s+bon|bon|d'accord|dac)[\s,]+)?(?:tu\s+peux\s+(?:me\s+)?(?:r[ée]{1,2}crire|[ée]crire\s+(?:à|a)\s+nouveau|m(?:'\s*|\s+)[ée]crire\s+(?:(?:à|a)\s+nouveau|de\s+nouveau))|fin\s+de\s+la\s+pause|je\s+suis\s+de\s+retour)(?:\s+maintenant)?(?:,?\s+(?:merci|stp))?[\s.!]*$/iu,
    ],
    moveTo: [
      /^(?:(?:tu\s+peux|peux-tu|pourrais-tu|tu\s+pourrais)\s+|merci\s+de\s+)?(?:d[ée]place[rz]?|d[ée]cale[rz]?|repousse[rz]?|reporte[rz]?|mets|mettre|bouge[rz]?|passe[rz]?|d[ée]cal(?:e|er)\s+moi)\s+(?<what>.+?)\s+(?:à|a|au|pour|jusqu'(?:à|a|au)|jusqu’(?:à|a|au))\s+(?<when>.+?)(?:,?\s+(?:s'il\s+te\s+pla[iî]t|s’il\s+te\s+pla[iî]t|stp|merci))?[\s.!?]*$/iu,
      // "en fait la banque je la fais jeudi", "le devis, plutôt vendredi", "la banque ce sera jeudi finalement": the loop first, then its time.
      /^(?:(?:en\s+fait|finalement|bon|du\s+coup|ok|ah|non|bref)[\s,]+)*(?<topic>(?:le|la|les|l['’])\s*[^,]+?),?\s+(?:je\s+(?:le|la|les|l['’])\s*(?:fais|ferai|ferais|passe|mets|mettrai|décale|repousse|reporte|garde)|ce\s+sera|c['’]est\s+pour|plutôt|plutot|finalement)\s+(?:(?:à|a|au|pour|plutôt|plutot)\s+)?(?<when>.+?)(?:,?\s+(?:finalement|plutôt|plutot|en\s+fait|stp|svp|merci))?[\s.!]*$/iu,
      // "décale-le à vendredi", "repousse-la à demain", "mets-le pour lundi": the pronoun joined to the verb names no loop.
      /^(?:d[ée]cale|repousse|reporte|d[ée]place|mets|remets|bouge|passe)-(?:le|la|les)(?:-moi)?\s+(?:à|a|au|pour|jusqu'(?:à|a|au)|jusqu’(?:à|a|au))\s+(?<when>.+?)(?:,?\s+(?:s'il\s+te\s+pla[iî]t|s’il\s+te\s+pla[iî]t|stp|svp|merci))?[\s.!?]*$/iu,
    ],
    moveIt: /^(?:(?:alors|donc|ok|du\s+coup)[\s,]+)*(?:(?:d[ée]cale|repousse|reporte|d[ée]place|bouge)-(?:le|la|les)|(?:d[ée]cale|repousse|reporte|d[ée]place|bouge)\s+(?:ça|ca))(?:,?\s+(?:stp|svp|merci|s'il\s+te\s+pla[iî]t|s’il\s+te\s+pla[iî]t))?[\s.!]*$/iu,
    // "move the meeting" with no time: ZOE asks to when (threads/closing.ts).
    moveAsk: [
      /^(?:(?:tu\s+peux|peux-tu|pourrais-tu)\s+)?(?:d[ée]place|d[ée]placer|d[ée]cale|d[ée]caler|repousse|repousser|reporte|reporter|bouge|bouger)\s+(?<what>(?:le|la|les|l['’]|mon|ma|mes|notre|nos)\s*(?:(?!(?:à|a|au|aux|pour|jusqu|jusque|vers|de|stp|svp)(?![\p{L}]))[\p{L}\p{N}'’:-]+\s*){1,5}?)(?:\s+(?:stp|svp|s'il\s+te\s+pla[iî]t|s'il\s+vous\s+pla[iî]t))?[\s.!?]*$/iu,
    ],
    asks: {
      // Typed as chat types it: "qu'est-ce", "qu est ce", "quest-ce"; "j'ai", "j ai"; "à faire", "a faire". "Qu est ce qui
      // reste ?", "il me reste quoi ?": what is left; "qu est ce qui reste du gâteau" asks for nothing (anchored).
      threads: new RegExp(
        String.raw`^(?:${QEC}\s+(?:qu${AP}il\s+(?:y\s+a\s+(?:sur\s+ma\s+liste|${AF})|(?:me\s+)?reste(?:\s+encore)?(?:\s+${AF})?)|que\s+j${AP}ai\s+(?:promis|${AF}|de\s+prévu|encore\s+${AF})|qui\s+(?:me\s+)?reste(?:\s+encore)?(?:\s+(?:${AF}|en\s+cours|ouvert|en\s+suspens))?|qui\s+est\s+(?:encore\s+)?(?:en\s+retard|${AF}|en\s+cours|ouvert|en\s+suspens))|il\s+(?:me\s+)?reste\s+quoi(?:\s+${AF})?|(?:j${AP}ai\s+)?quoi\s+(?:${AF}|de\s+prévu)|qu${AP}ai-je\s+(?:promis|${AF})|(?:montre|affiche)(?:-moi)?\s+(?:ma\s+liste|mes\s+tâches)|ma\s+liste|mes\s+tâches)(?:\s+aujourd'hui)?$`,
        "iu",
      ),
      goals: /^(?:(?:montre|affiche)(?:-moi)?\s+mes\s+objectifs|quels\s+sont\s+mes\s+objectifs|mes\s+objectifs|objectifs)$/iu,
      drafts: /^(?:(?:des|mes)\s+brouillons|(?:montre|affiche)(?:-moi)?\s+les\s+brouillons|il\s+y\s+a\s+des\s+brouillons|y\s+a-t-il\s+des\s+brouillons|brouillons)$/iu,
      help: /^(?:tu\s+(?:sais|peux)\s+faire\s+quoi|qu'est-ce\s+que\s+tu\s+(?:sais|peux)\s+faire|que\s+(?:sais|peux)-tu\s+faire|aide(?:-moi)?)$/iu,
    },
    upTo: /^(?:et\s+|hey\s+)?(?:tu\s+fais\s+quoi(?:\s+(?:de\s+beau|en\s+ce\s+moment|là))?|qu'est-ce\s+que\s+tu\s+fais(?:\s+(?:de\s+beau|en\s+ce\s+moment))?|que\s+fais-tu(?:\s+de\s+beau)?)(?:\s+zoe)?$/iu,
    // "drop the mockups" (forms stopAbout does not take): ZOE asks first; the object short, nothing after it.
    untrackAsk: [
      /^(?:(?:ok|bon|alors|bref|stp)[\s,]+)*(?:(?:tu\s+peux|peux-tu)\s+)?(?:supprime|supprimer|supprimez|efface|effacer|annule|annuler|annulez|retire|retirer|enlève|enlever|enleve|arrête\s+de\s+suivre|arrete\s+de\s+suivre)\s+(?<what>(?:le|la|les|l['’]|mon|ma|mes|ce|cette)\s*(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:\s*de\s+la\s+liste)?(?:,?\s*(?:stp|s'il te plaît|merci))?[\s.!?]*$/iu,
    ],
    dropAsk: [
      /^(?:(?:ok|bon|alors|bref)[\s,]+)*(?:abandonne|zappe|raye)\s+(?<what>(?:le|la|les|l['’]|mon|ma|mes)\s*(?:[\p{L}\p{N}'’-]+\s*){1,3})(?:\s+de\s+la\s+liste)?[\s.!]*$/iu,
    ],
    // "remember that …": a fact for memory; "remember to …" is a reminder and is not one.
    verbLast: { verbs: [], determiners: [] },
    remember: [
      /^(?:(?:ok|bon|alors|hey|zoe|au\s+fait)[\s,]+)*(?:retiens|souviens[-\s]toi|rappelle[-\s]toi|note|garde\s+en\s+t[eê]te|m[ée]morise)(?:\s+(?:bien|stp|svp|s'il\s+te\s+pla[iî]t))?(?:,?\s+(?:que\s+|qu['’])|\s*:\s*)(?<fact>.+?)[\s.!]*$/isu,
    ],
    // "note to self: …": a fact for memory, or a to-do when the capture reads an errand in it.
    noteToSelf: [
      /^(?:note|m[ée]mo)\s*:\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:note|m[ée]mo|rappel)\s+(?:pour|[àa])\s+moi(?:[-\s]m[eê]me)?\s*(?::|[-–—]|,)\s*(?<note>.+?)[\s.!]*$/isu,
      /^pense-b[eê]te\s*(?::|[-–—])\s*(?<note>.+?)[\s.!]*$/isu,
    ],
    // A statement about something ("the wifi is slow"), not an errand.
    statement: /^(?:(?:le|la|les|l['’]|mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|ce|cet|cette)\s*(?:[\p{L}\p{N}'’-]+\s+){0,5}?|(?:[\p{L}\p{N}'’-]+\s+){1,2}?(?!(?:a|se|si)(?![\p{L}])))(?:est|sont|était|étaient|a|ont|avait|passe|commence|change|ouvre|ferme)(?![\p{L}])/iu,
    listBag: {
      lead: ["tu peux", "peux-tu", "est-ce que tu peux", "s'il te plaît", "stp", "dis-moi", "dis moi"],
      ask: ["qu", "quelque", "quoi", "que", "quel", "quels", "quelle", "quelles", "montre", "montre-moi", "montrez", "dis", "rappelle", "rappelles", "montrer", "dire"],
      open: ["reste", "restent", "ouvert", "ouverte", "ouverts", "ouvertes", "cours", "oublié", "oublie", "oubliés", "prévu", "prévus", "faire", "attente", "retard", "manque", "oubliées", "prévue", "prévues", "attendre"],
      items: ["liste", "tâches", "tâche", "rappels", "trucs", "todo", "choses"],
      mine: ["ma", "mes", "mon"],
      none: ["rien"],
      filler: ["il", "me", "m", "moi", "j", "ai", "je", "dois", "doit", "est", "ce", "c", "y", "a", "en", "à", "de", "d", "des", "les", "le", "la", "l", "encore", "quelque", "chose", "tout", "qui", "tu", "t", "sont", "là", "bien", "donc", "ok", "alors", "déjà", "au", "niveau", "truc", "avais", "avait", "suis", "es", "sur"],
    },
  },
  clock: {
    noon: ["midi"],
    midnight: ["minuit"],
    at: ["à"],
    oClock: [],
    hourLetters: ["h"],
    meridiem: { am: [], pm: [] },
    halves: { am: ["le matin", "du matin", "matin", "la nuit", "de la nuit", "dans la nuit"], pm: ["l'après-midi", "après-midi", "de l'après-midi", "dans l'après-midi", "l'aprem", "aprem", "le soir", "du soir", "soir"] },
    rangeFrom: ["de"],
    rangeTo: ["\\sà\\s"],
  },
  commands: {
    modes: { discret: "quiet", silencieux: "quiet", tranquille: "quiet", calme: "quiet", équilibré: "balanced", equilibre: "balanced", normal: "balanced", proactif: "proactive", actif: "proactive" },
    on: ["oui"],
    off: ["non"],
    actOnForward: new RegExp(`${L}(?:(?:suis|note|retiens|garde|enregistre)[\\s-]+(?:ça|cela|ceci|ces|les|le|la)|rappelle[\\s-]+moi\\s+(?:ça|cela|ceci))${R}`, "iu"),
    ordinals: [["premier", "premiere", "1er", "1re", "1ere"], ["deuxieme", "second", "seconde", "2e", "2eme"], ["troisieme", "3e", "3eme"], ["quatrieme", "4e", "4eme"], ["cinquieme", "5e", "5eme"], ["sixieme", "6e", "6eme"], ["septieme", "7e", "7eme"], ["huitieme", "8e", "8eme"]],
    pickFillers: ["le", "la", "l", "numero", "num", "no", "celui", "celle", "stp", "svp"],
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
