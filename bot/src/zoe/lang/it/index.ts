/**
 * Everything ZOE knows about Italian: its words (strings.ts), how it writes them, and how
 * an Italian-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
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

const DAYS = "lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica";
/** A clock hour said in words ("alle otto", "a las ocho", "às nove"): the due grammar's number words up to twelve. */
const HOUR_WORDS = Object.entries(DUE.rewrite?.numbers ?? {})
  .filter(([w, n]) => n <= 12 && !/\s/.test(w))
  .map(([w]) => w)
  .join("|");
/** What a day may be called before a verb in the present that promises ("domani chiamo Anna", "Dai, stasera controllo il contratto", "domani alle otto passo …", "domani senza fallo mi iscrivo …"). */
/** A moment of the day a to-do is tied to, said first ("prima del lavoro", "finita la lezione", "uscito dal lavoro", "appena torno a casa"). */
const MOMENT_LEAD =
  "(?:prima|dopo) (?:del|della|dello|dell['’]|di) ?(?:lavoro|ufficio|turno|servizio|scuola|lezione|corso|palestra|allenamento|calcetto|partita|riunione|messa|visita|pranzo|cena|colazione|pisolino)|finit[oa] (?:il|la|lo|l['’]) ?(?:lavoro|turno|lezione|corso|riunione|scuola|palestra|allenamento|partita|messa)|(?:uscit[oa]|uscendo) (?:dal|dalla|dallo|dall['’]|da) ?(?:lavoro|ufficio|turno|scuola|lezione|corso|palestra|allenamento|riunione)|(?:appena|quando) (?:torno|esco|arrivo|finisco)(?: (?:a|da|dal|dalla|in|dall['’]) ?(?:casa|lavoro|ufficio|scuola|palestra|lezione))?";
const DAY_BEFORE =
  `(?:(?:entro|per|prima di)\\s+)?(?:${MOMENT_LEAD}|fine mese|fine settimana|questo weekend|dopo (?:pranzo|cena|il lavoro|la palestra|il turno|il servizio|l['’]allenamento|il calcetto|la piscina|il corso)|prima (?:di|del|della) (?:cena|pranzo|cenare|pranzare|uscire|dormire)|dopodomani|domani|domattina|oggi|stasera|stanotte|stamattina|più tardi|piu tardi|dopo|adesso|ora|tra poco|fra poco|dopo (?:la|il|l['’]) ?(?:riunione|lezione|visita|partita|appuntamento|messa|scuola)|${DAYS}|(?:questo|il) fine settimana|nel weekend|la settimana prossima)` +
  `(?:\\s+(?:mattina|sera|pomeriggio|prossimo|presto|per prima cosa|senz'altro|senz’altro|sicuramente|subito|senza fallo|senza dubbio|di sicuro|in mattinata|in giornata|alle \\d{1,2}(?:[:.]\\d{2})?|alle (?:${HOUR_WORDS})(?: e mezza| e mezzo| e un quarto| in punto)?|all['’]una))*`;
/**
 * Verbs in the first person present that promise when a time goes with them ("Mando la
 * presentazione a Maria venerdì", "domani chiamo Anna") or when they are done to someone ("ti
 * chiamo", "gli scrivo"): alone, the present is as often a habit or the moment.
 */
const PROMISE_VERBS =
  "chiamo|richiamo|mando|rimando|invio|spedisco|scrivo|finisco|preparo|pago|consegno|prenoto|compro|porto|sento|controllo|sistemo|chiudo|rispondo|passo|vedo|presento|scendo|incontro|segno|occupo|vado a|rinnovo|riparo|restituisco|ridò|rido|ridarò|giro|prendo|disdico|annullo|ritiro|stampo|firmo|cerco|cambio|pulisco|ordino|compilo|faccio|lascio|accompagno|ricarico|lavo|installo|aggiorno|correggo|leggo|studio|ripasso|iscrivo|verifico|confermo|avviso(?!\\s*:)(?!\\s+(?:della|del|dello|dei|delle|di)\\s)|parlo con|telefono|organizzo|metto|rimetto|carico|scarico|risolvo|svuoto|riempio|stiro|cucino|butto|recupero|contatto|chiedo|aggiusto|monto|smonto|torno|riporto|comincio|inizio|sollecito|attacco|mi iscrivo|mi occupo|mi segno|mi metto";
/** The future of the first person ("finirò", "andrò"): a promise, but for verbs that say a state or a doubt. */
const FUTURE =
  "(?!(?:sarò|saro|avrò|avro|potrò|potro|saprò|vedrò|vedro|dirò|vorrò|mentirò|penserò|proverò|morirò|dovrò pensarci)(?![\\p{L}]))\\p{L}{2,}(?:erò|irò|arò|rò)";
/** Pronouns before a verb ("gli mando", "te lo giro"). */
const CLITICS = "(?:(?:mi|ti|ci|vi|si|lo|la|li|le|gli|ne|me|te|ce|ve|glielo|gliela)\\s+|[lc]['’]\\s*)*";
/** Words that open a message without belonging to what it says ("ok", "dai", "va bene"). */
/** Praise said as an exclamation ("Fantastico, …"), never a verb's first person. */
const PRAISE = "fantastico|magnifico|stupendo|splendido";
const INTERJECTION = `${PRAISE}|lascia fare a me|lascia stare, ci penso io|ci penso io|ok|okay|okei|ma|senza fallo|senz['’]altro|a proposito|tra l['’]altro|insomma|quindi|dunque|ahah|haha|dai|va bene|vabbè|vabbe|bene|allora|sì|si|certo|perfetto|d'accordo|d’accordo|tranquill[oa]|ci penso io|mi raccomando|raccomando|ah|e|anche|poi|comunque|senti|guarda|ecco|ottimo|fatto|intesi|promesso|ehm|eh|tipo|cioè|cioe|ragazzi|ragazze|raga|gente|uè|ue|ué|oh|oè|ao|aò|ajò|ajo|uagliò|uaglio|mizzica`;
/** A word that names when ("domani", "alle 17", "entro venerdì"): what the present needs to promise. */
const WHEN =
  `(?<![\\p{L}\\p{N}])(?:${DAYS}|dopodomani|domani|domattina|oggi|stasera|stanotte|stamattina|più tardi|piu tardi|dopo|adesso|subito|tra|fra|entro|prima di|prima del|prima della|per (?:il|la|${DAYS}|domani|stasera)|settimana|weekend|fine settimana|mese|mezzogiorno|mezzanotte|alle \\d|alle (?:${HOUR_WORDS})|all['’]una|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|natale|il \\d|\\d{1,2}:\\d{2}|verso (?:le|l['’]|mezzogiorno|sera)|senz['’]altro|appena posso|pranzo|cena|fine giornata|pausa pranzo|strada facendo|al ritorno|tornando|uscendo|passando|il prima possibile|in giornata|in serata|in mattinata|appena arrivo|quando arrivo)(?![\\p{L}])`;
/** Words between a verb and its infinitive ("devo assolutamente sentire"). */
const ADVERBS = "(?:(?:\\p{L}+mente|proprio|solo|soltanto|ancora|anche|subito|prima|davvero|per forza|senz['’]altro|oggi stesso)\\s+)*";
/**
 * The infinitive of an "-are" verb cut short, as Rome and the south say it ("devo annà a pagà la bolletta", "tocca a me
 * portà fuori il cane"): a word in "-à" that is no noun or adverb of that ending.
 */
const CUT_INFINITIVE = "(?!(?:già|gia|là|qua|città|metà|età|novità|verità|università|attività|qualità|libertà|felicità|società|realtà|possibilità|pietà|carità)(?![\\p{L}]))\\p{L}{2,}(?<![aeiou]t)à";
/** An infinitive, with the pronouns around it ("chiamare", "mandargli", "ricordarmi", "lo chiamare"). */
const INFINITIVE = `${CLITICS}(?:(?!avere\\s+\\p{L}+(?:ato|uto|ito)(?![\\p{L}]))\\p{L}+(?:ar|er|ir|rr)(?:e|(?:me|te|se|ce|ve|glie)?(?:lo|la|li|le|ne)|mi|ti|si|ci|vi|gli)|${CUT_INFINITIVE})(?![\\p{L}])`;
/** A single verb with its pronoun glued on and nothing but a time after it ("chiamarti stasera"): kept with its lead, one word is no task. */
// Never thinking it over, trying or seeing about it ("ci devo pensare", "devo pensarci"): no task named.
const LONE = `(?!(?:pensar|provar|veder|guardar)(?:ci|lo|la|ti)(?![\\p{L}]))\\p{L}+(?:ar|er|ir|rr)(?:ti|vi|lo|la|li|le|gli|glielo|gliela)(?:\\s*$|\\s+${WHEN})`;
/** Not said after a "non" ("non devo", "non ti chiamerò"). */
const NOT_DENIED = `(?<!(?<![\\p{L}])(?:non|mai|né|ne)\\s+${CLITICS})`;
/** What may open a sentence before its verb: words of no weight. */
/** Places one goes to only to run an errand ("vado in posta", "vado dal calzolaio"): never one of leisure or of every day (work, school, gym). */
const ERRAND_PLACES =
  "posta|poste|ufficio postale|banca|bancomat|farmacia|tintoria|lavanderia|comune|anagrafe|questura|catasto|CAF|patronato|notaio|commercialista|calzolaio|sarta|ottico|ferramenta|tabaccaio|tabacchi|supermercato|officina|gommista|meccanico|laboratorio|ASL|motorizzazione|agenzia delle entrate";
const OPENERS = `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:io\\s+)?)`;
/**
 * Words in "-o" that are no promise in the present: a state, a meal, a routine, an outing ("lavoro
 * sabato", "ceno da Anna"), or no verb at all ("tutto il giorno", "sabato", "secondo il meteo").
 */
const STATE_VERBS =
  "lavoro|gioco|ceno|pranzo|mangio|dormo|esco|parto|torno|vado|andiamo|annamo|usciamo|partiamo|torniamo|ceniamo|pranziamo|mangiamo|giochiamo|restiamo|rimaniamo|veniamo|ricevo|ospito|guardo|vinco|perdo|adesso|presto|spesso|proprio|davvero|tardo|resto|rimango|vengo|ho|sono|voglio|posso|devo|so|credo|penso|spero|amo|odio|adoro|tutto|quando|solo|molto|poco|tanto|troppo|questo|quello|nuovo|primo|secondo|dopo|sabato|tipo|anno|mezzo|compleanno|medico|centro|mercato|cinema|teatro|ufficio|treno|aereo|mio|tuo|suo|nostro|vostro|loro|io|no|perciò|turno|giorno|ritiro(?!\\s+(?:il|lo|la|i|gli|le|un|uno|una|l['’])(?![\\p{L}]))|avevo|ero|facevo|andavo|dovevo|potevo|volevo|stavo|sapevo|dicevo|pensavo";
/** Any verb in the first person present but those ("stacco", "stucco", "riordino"): the verb that ends in "-o", never a participle ("Mandato il contratto …"). */
// Never a third person plural ("iniziano", "vengono": others' plans), whose "-o" ends it too ("suono" stays).
const OPEN_VERB = `(?!(?:${STATE_VERBS}|${PRAISE})(?![\\p{L}]))\\p{L}{2,}(?<![aiu]t)(?<!an|(?<!u)on)o(?![\\p{L}])`;
/** The pronoun that takes up a thing said first ("La cantina la sistemo …", "Il preventivo glielo mando …"). */
const RESUMED = "(?:lo|la|li|le|glielo|gliela|glieli|gliele|ce lo|ce la|me lo|me la|te lo|te la)\\s+|l['’]\\s*";
/** What follows a verb that acts on something: its object or where it goes ("stacco le tende", "vado all'isola ecologica"). */
const FOLLOW = "(?:io\\s+)?(?:(?:il|lo|la|i|gli|le|un|uno|una|mio|mia|miei|mie|tuo|tua|suo|sua|questo|questa|questi|queste|quel|quella|al|allo|alla|ai|agli|alle)(?![\\p{L}])|(?:l|un|all|dell)['’])";

/** What opens a commitment; the task follows (a pattern may stop before a word it keeps). */
const TRIGGERS: readonly string[] = [
  // An appointment the owner has, with its time: "ho l'appuntamento dal commercialista giovedì alle 10" (the appointment is the task).
  `${L}(?:io\\s+)?ho\\s+(?:un\\s+|l['’]\\s*)?(?=(?:appuntamento|visita)\\s+(?:dal|dalla|dallo|da|con|in|al|alla|per)\\s.*${WHEN})`,
  // "Prometto di chiamarti stasera", "Devo chiamarti": one word is no task, the lead stays with it.
  `${L}${NOT_DENIED}(?=(?:prometto di|ti prometto di|devo|dv|ho da)\\s+${LONE})`,
  // "devo chiamare", "dv chiamare", Neapolitan "aggia chiamà", formal "mi occorre", "dovrei", "ho da finire", "mi tocca", "bisogna", "c'è da", "mi serve", "ho bisogno di".
  `${L}${NOT_DENIED}(?:io\\s+)?(?:devo|dv|aggia|aggi['’]\\s*a|dovrei|dovrò|dovro|ho da|tengo da|mi occorre|mi occorrerà|mi occorrera|sto per(?!\\s+(?:addormentarmi|dormire|svenire|impazzire|piangere|morire|scoppiare|esplodere|crollare|uscire|partire|arrivare|entrare|finire|mangiare|cenare|pranzare|vomitare)(?![\\p{L}]))|mi tocca|tocca a me|bisogna(?:\\s+che\\s+io)?|c['’]è da|mi serve|ho bisogno di|ho intenzione di|intendo|ho in programma di|ho deciso di|conto di|sono tenut[oa] a|sono obbligat[oa] a|mi occuperò di|mi occupero di|mi sono (?:ri)?promess[oa] di|penso di|provo a|proverò a|provero a|cerco di|cercherò di|mi sono impegnat[oa](?:\\s+con\\s+(?:[\\p{L}'’.ª-]+\\s+){1,5}?(?=ad?\\s))?\\s*ad?|mi impegno ad?|non\\s+mancherò\\s+di|non\\s+manchero\\s+di)\\s+${ADVERBS}(?=${INFINITIVE}|\\p{L}+(?:i|a)\\s|far\\s+\\p{L}+(?:are|ere|ire)${R})`,
  // "dovremmo svuotare il garage questo weekend": the household's plan, with a time (without one, as often a wish).
  `${L}${NOT_DENIED}dovremmo\\s+${ADVERBS}(?!(?:prenderci|vederci|sentirci|uscire|parlare)${R})(?=${INFINITIVE}.*${WHEN})`,
  // "Ricordati di innaffiare", "Non dimenticarti il latte": imperatives to oneself; "tocca portare il gatto"; "sono deciso a …".
  `${L}non\\s+(?:mi\\s+)?(?:dimenticherò|dimentichero|scorderò|scordero)\\s+(?:di\\s+|d['’]\\s*)`,
  `${L}ho in (?:mente|testa) di\\s+`,
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:${DAY_BEFORE})[\\s,]+)(?:mi\\s+)?tocca(?=\\s+${INFINITIVE})`,
  `^\\s*(?:non dimenticarti|non scordarti|ricordati)\\s+(?:di\\s+|d['’]\\s*)?`,
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*)tocca(?=\\s+${ADVERBS}${INFINITIVE})`,
  `${L}sono\\s+(?:decis[oa]|determinat[oa]|incaricat[oa])\\s+(?:a|di)\\s+`,
  // "il mio compito di oggi è aggiustare la doccia": the day's task named.
  `${L}il mio (?:compito|lavoro|impegno)(?:\\s+(?:di oggi|per oggi|di domani|per domani|della settimana))?\\s+(?:è|e)\\s+(?=${INFINITIVE})`,
  // "vado a comprare il regalo": going to do it.
  `${L}${NOT_DENIED}(?:io\\s+)?vado\\s+(?:a\\s+)?(?=${INFINITIVE})`,
  // The household's: "dobbiamo comprare il detersivo" (not "dobbiamo parlare", "dobbiamo vederci").
  `${L}${NOT_DENIED}(?:dobbiamo|ci tocca|abbiamo da)\\s+${ADVERBS}(?!(?:parlare|parlarne|vederci|sentirci|discutere)${R})(?=${INFINITIVE})`,
  // Something not to forget: "non devo dimenticare il caricatore", "non posso scordarmi di …".
  `${L}non\\s+(?:mi\\s+)?(?:devo|posso|dovrei)\\s+(?:dimenticar(?:e|mi|mene)|scordar(?:e|mi|mene))(?:\\s+(?=(?:il|lo|la|i|gli|le|l['’]|mio|mia|miei|mie|un|una|uno)${R})|\\s+(?:di\\s+|d['’]\\s*))`,
  // "Meglio che paghi la multa": advice to oneself, in the subjunctive.
  `^\\s*(?:(?:è|e)\\s+)?meglio che\\s+(?:io\\s+)?(?!(?:tu|lui|lei|voi|loro|non|niente|nulla)${R})(?=\\p{L}+[ia]\\s)`,
  // A line of a list in the infinitive ("- chiamare l'idraulico"), and what is left to do ("mi resta da …").
  `^\\s*(?:[-*•·]|\\d{1,2}[.)]|\\[\\s?\\])\\s*(?=${INFINITIVE})`,
  `${L}(?:mi\\s+(?:resta|restano|rimane|rimangono|manca|mancano)|mi resta ancora)\\s+(?:da\\s+)?(?=${INFINITIVE})`,
  // "voglio sistemare la bici sabato": a will, when a time makes it a plan.
  `${L}${NOT_DENIED}(?:io\\s+)?voglio\\s+${ADVERBS}(?=${INFINITIVE}.*${WHEN})`,
  // "voglio disdire Sky", "voglio restituire le scarpe": wanting to cancel or give back is the errand itself, with no time said (never
  // "voglio restituire il favore").
  `${L}${NOT_DENIED}(?:io\\s+)?voglio\\s+${ADVERBS}(?=(?:disdire|cancellare|annullare|disattivare|restituire|disiscrivermi)\\p{L}*${R})(?!.*${L}favore${R})`,
  // Promises: "ho promesso a Lucia di", "ho promesso a mio fratello che", "(ti) prometto di/che".
  `${L}(?:(?:gli|le|ti|ghe)\\s+)?(?:ho|go|gò) (?:promesso|assicurato|garantito|giurato)\\s+(?:(?:(?:a|ad|al|alla|ai|alle|allo)\\s+|all['’]\\s*)(?:[\\p{L}'’.ª-]+\\s+){0,5}?)?(?:di\\s+(?=${INFINITIVE})|d['’]\\s*(?=${INFINITIVE})|che\\s+(?!(?:il|lo|la|i|gli|le|l['’])\\s*[^,;]{1,40}?\\s+(?:sarebbe|sarebbero|saranno|sarà)\\s))`,
  // Typed short, without its "ho": "promesso alla nonna che le mando le foto domenica".
  `^\\s*promesso\\s+(?:(?:a|ad|al|alla|ai|alle|allo)\\s+|all['’]\\s*)(?:[\\p{L}'’.ª-]+\\s+){0,5}?(?:di\\s+(?=${INFINITIVE})|d['’]\\s*(?=${INFINITIVE})|che\\s+(?!(?:il|lo|la|i|gli|le|l['’])\\s*[^,;]{1,40}?\\s+(?:sarebbe|sarebbero|saranno|sarà)\\s))`,
  `${L}(?:(?:ti|vi|gli|le)\\s+)?prometto\\s+(?:(?:(?:a|ad|al|alla|ai|alle|allo)\\s+|all['’]\\s*)(?:[\\p{L}'’.ª-]+\\s+){0,3}?)?(?:di\\s+|d['’]\\s*|che\\s+)`,
  // "giuro che domani chiamo l'idraulico": sworn, of an act to come ("giuro che non sono stato io" swears to the past).
  `${L}(?:(?:ti|vi)\\s+)?giuro\\s+che\\s+(?=(?:(?:${DAY_BEFORE})[\\s,]+)?(?:io\\s+)?${CLITICS}(?:\\p{L}+rei|${FUTURE}|${PROMISE_VERBS})(?![\\p{L}]))`,
  // "Ho detto a Marta che la chiamo domani", "ci penso io a chiamare il tecnico": a promise told of, a task taken on.
  `${L}(?:(?:le|gli|ti)\\s+)?ho detto\\s+(?:(?:(?:a|ad|al|alla|ai|alle|allo)\\s+|all['’]\\s*)(?:[\\p{L}'’.ª-]+\\s+){0,3}?)?che\\s+(?=(?:io\\s+)?${CLITICS}(?:\\p{L}+rei|${FUTURE}|${PROMISE_VERBS}|\\p{L}{2,}o(?![\\p{L}])(?=.*${WHEN}))(?![\\p{L}]))`,
  // "Ho accettato di presiedere la riunione": a yes given.
  `${L}ho accettato\\s+(?:di\\s+|d['’]\\s*)`,
  `${L}(?:ci penso io|me ne occupo io|me ne occupo)\\s+(?:a\\s+)?(?=${INFINITIVE})`,
  // A note to self in the infinitive: "Non dimenticare di chiamare la mamma", "ricordarsi di …", "chiamare l'idraulico domani".
  `^\\s*(?:(?:mi\\s+)?raccomando[,!]?\\s+)?(?:non dimenticare di|non scordare di|ricordarsi di|ricordarmi di)\\s+(?=${INFINITIVE})`,
  // The thing not to forget, named ("ricordarsi le chiavi di casa", "non scordare il regalo di Lucia"), as Portuguese "Não esquecer o presente …" is.
  `^\\s*(?:(?:mi\\s+)?raccomando[,!]?\\s+)?(?:non dimenticare|non scordare|ricordarsi|ricordarmi)\\s+(?=(?:il|lo|la|i|gli|le|un|una|uno|mio|mia|miei|mie)\\s|l['’]\\s*\\p{L})`,
  `^\\s*(?=(?!(?:dire|essere|avere|potere|volere|dovere|sapere|piacere|cesare|affare|altare|collare|cantiere|cameriere|carabiniere|mare|cuore|amore|sole|fiore|dottore|signore|errore|colore|ore|sere)(?![\\p{L}]))(?:\\p{L}{2,}(?:are|ere|ire|rre)|fare|dare)(?:mi|ti|gli|lo|la|li|le|ne)?(?![\\p{L}])[^:]*${WHEN})`,
  // "non farmi dimenticare di", "non farmi scordare di", "non lasciarmi dimenticare".
  `${L}(?:non (?:farmi|lasciarmi|mi far) (?:dimenticare|scordare)(?!\\s+(?:quanto|come|quando|cosa|che cosa)${R})|fammi ricordare)(?:\\s+(?:di\\s+|d['’]\\s*|che\\s+(?:devo\\s+)?))?`,
  // A double negation is a to-do: "Non posso mancare alla riunione", "Non mi deve sfuggire il vaccino", "Assolutamente non dimenticare di …".
  `${L}(?:(?:assolutamente|proprio)\\s+non\\s+(?:dimenticare|scordare)(?:\\s+di)?|non\\s+se\\s+ne\\s+parla\\s+di\\s+(?:saltare|mancare|perdere)|non\\s+(?:mi\\s+)?(?:posso|può|puo|deve|devo)\\s+(?:sfuggire|mancare|saltare|perdere))(?:\\s+(?:a|al|alla|allo|ai|alle|all['’]))?(?:\\s+|(?<=['’]))`,
  // "Sono io che porto la torta sabato", "Conta su di me per …", "resta solo da stampare …", "Ci tengo a far …": the owner's part, said another way.
  `${OPENERS}sono io (?:che|a)\\s+(?=.*${WHEN})`,
  `${L}(?:conta|contate|conti)\\s+su\\s+di\\s+me\\s+per\\s+`,
  `${L}(?:mi\\s+)?(?:manca|mancano|resta|restano|rimane|rimangono)\\s+(?:(?:ancora|solo|soltanto|solamente)\\s+)*da\\s+(?=${INFINITIVE})`,
  `${L}ci\\s+tengo\\s+a\\s+(?=far${R}|${INFINITIVE})`,
  // A to-do written as a list head: "Da fare: …", "promemoria: …".
  `${L}(?:(?:sulla|nella)\\s+)?(?:mia\\s+)?(?:da fare|cose da fare|urgente|(?:mi\\s+)?serve|(?:mi\\s+)?servono|todo|to-do|to do|promemoria|nota|segna(?:ti)?|appunta(?:ti)?|lista|non dimenticare|non scordare|prossimo passo|priorità|priorita|(?:il\\s+)?mio piano)(?:\\s+(?:per me|di oggi|per oggi|oggi|di domani|per domani|domani|della settimana|delle cose da fare|del giorno|per (?:questa|questo) [\\p{L}]+))*\\s*(?::|\\s[-–—])`,
  `^\\s*nota per me(?=\\s+${INFINITIVE})`,
  // A day first, then going somewhere to do something ("Domani vado in banca a versare l'assegno"): an errand.
  // "vado in posta", "vado dal calzolaio", "domani vado in comune": going to a place one goes to only for an errand is one, with no time said.
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:(?:${DAY_BEFORE})[\\s,]+)?(?:io\\s+)?)(?=vado\\s+(?:in|a|al|alla|alle|all['’]\\s*|dal|dalla|dai|da)\\s*(?:${ERRAND_PLACES})(?![\\p{L}])(?!.*${L}(?:tutti|tutte|ogni|sempre)${R}))`,
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*)(?=(?:${DAY_BEFORE})[\\s,]+(?:io\\s+)?vado\\s+(?:in|a|al|alla|allo|ai|agli|alle|dal|dalla|dallo|dai|da)\\s+(?:[^\\s,]+\\s+){1,3}?a\\s+${INFINITIVE})`,
  // A day first, then the present or future ("Domani chiamo il commercialista", "Ok, domani mando il preventivo").
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*)(?=(?:${DAY_BEFORE})[\\s,]+(?:io\\s+)?${CLITICS}(?:${PROMISE_VERBS}|${FUTURE})(?![\\p{L}]))`,
  // "prenoto io il ristorante", "porto io le pizze", "parlo io con la maestra": the subject said after the verb takes the task
  // on, with or without a time ("chi prenota?" answered).
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:(?:${DAY_BEFORE})[\\s,]+)?)(?=${CLITICS}(?:${PROMISE_VERBS}|parlo|offro|guido)\\s+io\\s+(?!(?:non|mai|no)(?![\\p{L}]))\\p{L})`,
  // A learner's infinitive after "io" and a day ("domani io chiamare il padrone di casa").
  `(?<=^\\s*(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:${DAY_BEFORE})[\\s,]+)io\\s+(?=${INFINITIVE})`,
  // "Mi occupo io di": taking something on.
  `${OPENERS}(?=mi occupo(?:\\s+io)?\\s+(?:di|del|della|dei|delle|degli)\\s)`,
  // The present done to someone ("ti chiamo", "gli scrivo", "vi mando"), or with a time.
  `${OPENERS}(?=(?:ti|vi|gli|le)\\s+(?:(?:lo|la|li|le|ne)\\s+)?(?:${PROMISE_VERBS}|${FUTURE})(?![\\p{L}]))`,
  `${OPENERS}(?=${CLITICS}(?:${PROMISE_VERBS})(?![\\p{L}]).*${WHEN})`,
  // The future alone ("comprerò il regalo", "andrò dal medico").
  `${OPENERS}(?=${CLITICS}${FUTURE}(?![\\p{L}]))`,
  // A note's head with no colon before its infinitive ("promemoria chiamare l'idraulico domani mattina").
  `^\\s*(?:promemoria|nota(?: per me)?|attenzione)\\s+(?=${INFINITIVE})`,
  // Taking something on: "ci penso io ai biglietti stasera".
  `${L}ci\\s+penso\\s+io\\s+(?=(?:a|al|ai|alla|alle|allo|agli|all['’])(?![\\p{L}]))`,
];
/**
 * Sarcasm: a "certo" that opens the sentence and a laugh that closes it ("sì certo, passo tutto il weekend a
 * studiare ahahah"), and a notice to a group under its head ("Avviso ai clienti: …"): no commitment of the owner's.
 */
/**
 * "dovrei fare più sport", "dovrei mangiare meno dolci": a "should" for more or less of something is a resolution wished, no task
 * (never "dovrei chiamare più presto").
 */
const SHOULD_MORE = `${L}(?:dovrei|dovremmo)${R}[^,.;!?]*?${L}(?:più|piu|meno)${R}(?!\\s+(?:presto|tardi)${R})`;
const NOT_MEANT = `^\\s*(?:(?:ah|oh|eh|ma)\\s+)?(?:s[iì],?\\s*)?(?:certo|come no|sicuro|ovvio|ovviamente)(?![\\p{L}]).*(?<![\\p{L}])(?:(?:ah){2,}h?|(?:ha){2,}|lol|xd)\\p{L}*[\\s.!]*$|^\\s*(?:avviso|info|comunicazione|comunicato)\\s+(?:a|ai|alle|agli|per i|per le|per)\\s+[^:]{1,30}:`;
/** A thing, then "da" and the verb that does it ("il tagliando della macchina da prenotare"), perhaps after "c'è" and a day. */
/** A verb of being (or "already") after a thing to do: a statement about the thing. */
const THING_IS = new RegExp(`(?<![\\p{L}])(?:è|e'|sono|era|erano|è stato|è stata|già|non è)(?![\\p{L}])`, "iu");
const TO_DO_THING = new RegExp(
  `^(?<lead>.*?)\\s*(?:(?:c['’]\\s*è|c['’]\\s*e|ci sono)\\s+(?:ancora\\s+)?)?(?<![\\p{L}])(?<thing>(?:(?:il|lo|la|i|gli|le|un|uno|una|mio|mia|miei|mie)\\s+|l['’]\\s*|un['’]\\s*)[^,;:!?]{1,40}?)\\s+da\\s+(?<verb>\\p{L}{2,}(?:are|ere|ire)(?![\\p{L}]))(?<rest>(?:\\s.*)?)$`,
  "iu",
);
/** The task: all that follows, but for the end's punctuation and emoji. */
const TASK = "(.+?)[\\s.!…]*(?:[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\u{FE0F}\\u{200D}]+[\\s.!…]*)*$";

/** Common irregular verbs: their participle. */
const IRREGULAR: Readonly<Record<string, string>> = {
  fare: "fatto", scrivere: "scritto", prendere: "preso", mettere: "messo", leggere: "letto", rispondere: "risposto", chiedere: "chiesto", vedere: "visto",
  dire: "detto", aprire: "aperto", chiudere: "chiuso", decidere: "deciso", rompere: "rotto", spendere: "speso", correggere: "corretto", spegnere: "spento",
  accendere: "acceso", discutere: "discusso", offrire: "offerto", rendere: "reso", spedire: "spedito", prenotare: "prenotato", iscrivere: "iscritto",
  disdire: "disdetto",
};
/**
 * A paper that has to go out, said as the subject ("Il preventivo dei Colombo deve partire prima di venerdì"): the owner's to send, said back as sending it.
 * Only papers (a train or a person "has to leave" too), and never with a clause after it (", dit la radio").
 */
const GOES_OUT = {
  re: new RegExp(
    `^(?<thing>(?:(?:il|lo|la|i|gli|le|mio|mia|miei|mie|questo|questa|questi|queste)\\s+|l['’]\\s*)(?:[\\p{L}\\p{N}'’-]+\\s+){0,2}?(?:preventiv[oi]|fattur[ae]|dichiarazion[ei]|pratic(?:a|he)|letter[ae]|e-?mail|mail|contratt[oi]|relazion[ei]|rapport[oi]|verbal[ei]|newsletter|pacc(?:o|hi)|ordin[ei]|domand[ae]|modul[oi]|assegn[oi]|propost[ae]|offert[ae]|manoscritt[oi]|bozz[ae]|modell[oi]|f24|730|circolar[ei]|convocazion[ei]|invit[oi])(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}]*|\\p{N}+))?(?:\\s+(?:di|del|della|dello|dei|degli|delle|per|al|alla|ai|alle|all['’]|dell['’])\\s*(?:[\\p{L}\\p{N}&'’-]+\\s+){0,5}?[\\p{L}\\p{N}&'’-]+)?)\\s+(?:deve|devono|dovrà|dovranno|dovra)\\s+(?:assolutamente\\s+|proprio\\s+)?(?:partire|uscire)(?<rest>(?:\\s[^,;]*)?)$`,
    "iu",
  ),
  send: "inviare",
};
/**
 * A thing that must be done, said as the subject ("Il contratto di Paolo deve essere firmato prima di martedì", "Le tasse
 * vanno pagate entro il 15"), or promised done ("Ho promesso al cliente che i file sarebbero stati corretti domani sera"):
 * the thing, and the participle that says what is done to it.
 * Not a rule of procedure, said with a span of days ("… quinze jours avant l'audience", "em trinta dias"), nor one
 * followed by another clause (", ci pensa Tom": someone else does it).
 */
const MUST_BE_DONE = new RegExp(
  `^(?!.*(?<![\\p{L}])(?:\\d+|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|dieci|quindici|venti|trenta|quaranta|sessanta)\\s+(?:giorni|settimane|mesi|anni)(?![\\p{L}]))(?<lead>.*?)\\s*(?<promised>(?:(?:gli|le|ti)\\s+)?(?:ho promesso|ho detto)\\s+(?:(?:(?:a|ad|al|alla|ai|alle|allo)\\s+|all['’]\\s*)(?:[\\p{L}'’.ª-]+\\s+){1,5}?)?che\\s+)?(?<![\\p{L}])(?<thing>(?:(?:il|lo|la|i|gli|le|mio|mia|miei|mie|questo|questa|questi|queste)\\s+|l['’]\\s*)[^,;:!?]{1,50}?)\\s+(?:(?:deve|devono|dovrà|dovranno|dovra|dovranno)\\s+(?:assolutamente\\s+|proprio\\s+)?(?:essere|venire|venir)|dev['’]\\s*essere|va|vanno|(?<future>sarebbero stati|sarebbero state|sarebbe stato|sarebbe stata|saranno|sarà))\\s+(?<part>\\p{L}{2,}(?:at|it|ut|tt|ss|s)[oaie])(?<rest>(?:\\s[^,;]*)?)$`,
  "iu",
);
/** The infinitive of an Italian participle, in any agreement ("firmata" -> firmare, "consegnati" -> consegnare, "fatte" -> fare); null when no rule knows it. */
const infinitiveOf = (participle: string): string | null => {
  const p = participle.toLowerCase().replace(/[aie]$/u, "o");
  const irregular = Object.entries(IRREGULAR).find(([, part]) => part === p)?.[0];
  if (irregular) return irregular;
  if (/\p{L}{2}ato$/u.test(p)) return `${p.slice(0, -3)}are`;
  if (/\p{L}{2}ito$/u.test(p)) return `${p.slice(0, -3)}ire`;
  if (/\p{L}{2}uto$/u.test(p)) return `${p.slice(0, -3)}ere`;
  return null;
};
/** The participle of an Italian verb in every agreement (chiamare -> chiamato, chiamata…; vendere -> venduto; finire -> finito). */
const pastOf = (word: string): readonly string[] => {
  const v = word.toLowerCase().replace(/(?<=[aei]r)(?:e)?(?:lo|la|li|le|gli|mi|ti|ci|vi|si|ne)$/u, "e");
  const agree = (p: string) => [p, `${p.slice(0, -1)}a`, `${p.slice(0, -1)}i`, `${p.slice(0, -1)}e`];
  if (IRREGULAR[v]) return agree(IRREGULAR[v]);
  if (/^\p{Ll}{2,}are$/u.test(v)) return agree(`${v.slice(0, -3)}ato`);
  if (/^\p{Ll}{2,}ere$/u.test(v)) return agree(`${v.slice(0, -3)}uto`);
  if (/^\p{Ll}{2,}ire$/u.test(v)) return agree(`${v.slice(0, -3)}ito`);
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mio: "tuo", mia: "tua", miei: "tuoi", mie: "tue", mi: "ti", me: "te" });
/** The owner's own "-mi" after an infinitive the task rules know ("tagliarmi i capelli" -> "tagliarti i capelli"); "fermi", "dormi" are no infinitive. */
const YOURSELF = (task: string): string =>
  task.replace(/(?<![\p{L}])(\p{L}+[aei]r)mi(?![\p{L}])/gu, (whole, stem: string) => (TASK_FORM.verbs.has(`${stem.toLowerCase()}e`) ? `${stem}ti` : whole));


/** People a sentence may be about (the pack's `people`). */
const PEOPLE_OF = wordSet("fratello sorella mamma madre papà padre figlio figlia moglie marito ragazzo ragazza bambino bambina bambini nonna nonno zia zio cugino cugina nipote amico amica capo collega vicino vicina");
/** A thing or an animal, the subject, that has to go to a place: the owner's to take there (patterns.ts `restateThing`). */
const GOES_TO = new RegExp(
  `^(?<thing>(?:il|lo|la|i|gli|le|l['’]|mio|mia|miei|mie)\\s*[^,;:!?]{1,40}?)\\s+(?:deve|devono|dovrà|dovranno)\\s+(?:proprio\\s+)?andare\\s+(?<place>(?:dal|dalla|dallo|dai|dagli|dalle|da|al|alla|allo|ai|agli|alle|a|in|nel|nella)\\s+[^,;]+)$`,
  "iu",
);
/** "essere pronto": ready, said back as prepared (a participle the restatement reads; "pulito" is one already). */
const READY = /(?<![\p{L}])(essere\s+(?:già\s+)?)pront([oaie])(?![\p{L}])/giu;
/** Connected, available, on call: a state the owner can promise to be in at a time ("sono online alle 9:30", "sarò reperibile domani"). */
const AVAILABLE = `(?:collegat[oa]|collegati|connesso|connessa|online|on line|disponibile|disponibili|reperibile|di turno)`;
/** At one's post or at home: a promise only with what it is for said after it ("sarò in ufficio alle 8 per aprire ai tecnici"); alone, news. */
const AT_POST = `(?:in ufficio|a casa|in sede|in negozio)(?=.*\\s(?:per|a)\\s+\\p{L}+(?:are|ere|ire)(?![\\p{L}]))`;
/** A word of a thing said first that is none: a verb, a subject, a link. */
const NOT_THING = `(?!(?:che|è|e|sono|era|io|devo|ho|ha|ma|se|non|lo|li)(?![\\p{L}]))`;
/** An article or a possessive that opens a thing said first ("Il rapporto delle anomalie lo …", "Le crocchette di Luna, …"), and its words. */
const THING_FIRST = `(?:(?:il|lo|la|i|gli|le|mio|mia|miei|mie|questo|questa|questi|queste|quel|quella|quei|quelle)\\s+|l['’]\\s*)${NOT_THING}[\\p{L}\\p{N}'’.-]+(?:\\s+${NOT_THING}[\\p{L}\\p{N}'’.-]+){0,6}?`;
/** The owner's present after the pronoun: a modal and its infinitive, or a first person in -o, never a past ("l'ho mandato"). */
const PICK_VERB = `(?:(?:vado|vengo|passo|torno)\\s+a\\s+\\p{L}+|(?:devo|posso|voglio|dovrei)\\s+\\p{L}+|(?!(?:ho|avevo|ero)(?![\\p{L}]))\\p{L}+o)`;
/**
 * The thing said first and the owner's verb with a pronoun for it, before the verb ("Il rapporto lo mando alla centrale", "la divisa
 * la vado a prendere domani"; "l'" only after a comma, where it is no article) or joined to an infinitive ("Le crocchette di Luna, devo
 * ordinarle oggi"); not a pronoun that says for whom when the thing follows the verb ("la nonna le porto i fiori").
 */
const PICKED_UP = sayPickedUp(
  [
    { re: new RegExp(`^(?<thing>${THING_FIRST})(?:,\\s*|\\s+)(?<lead>(?:io\\s+)?)(?:lo|la|li|le)\\s+(?<verb>${PICK_VERB})(?:\\s+io)?(?<rest>(?![\\p{L}]).*)$`, "iu") },
    { re: new RegExp(`^(?<thing>${THING_FIRST}),\\s*(?<lead>(?:io\\s+)?)l['’]\\s*(?<verb>${PICK_VERB})(?:\\s+io)?(?<rest>(?![\\p{L}]).*)$`, "iu") },
    {
      re: new RegExp(`^(?<thing>${THING_FIRST}),?\\s+(?<lead>(?:io\\s+)?(?:devo|posso|voglio|dovrei|bisogna|vado\\s+a|passo\\s+a|pensavo\\s+di)\\s+)(?<verb>(?<stem>\\p{L}+?[aei]r))(?:lo|la|li|le)(?<rest>(?![\\p{L}]).*)$`, "iu"),
      say: (g, thing) => `${g.stem}e ${thing}`,
    },
  ],
  /^(?:il|lo|la|i|gli|le|un|una|uno|l['’])(?![\p{L}])/iu,
);
const STATE = new RegExp(`^(?<pre>.*?)(?<![\\p{L}])(?:io\\s+)?(?:sono|sarò|saro)\\s+(?<state>${AVAILABLE}|${AT_POST})(?![\\p{L}])(?<rest>.*)$`, "iu");
/**
 * A plan said in the progressive with its time ("mañana estoy llamando al técnico", "domani sto chiamando il tecnico"): said again in the
 * present ("mañana llamo al técnico"), which the capture keeps only with a time; never what is going on now ("ahora", "adesso").
 */
const PROGRESSIVE = new RegExp(`^(?!.*(?<![\\p{L}])(?:adesso|ora|proprio|già|gia|in questo momento)(?![\\p{L}]))(?<pre>.*?)(?<![\\p{L}])(?:io\\s+)?(?<cl>(?:(?:mi|ti|gli|le|lo|la|li|ci|vi|ne|glielo|gliela|te lo|te la|me lo|me la)\\s+)*)(?:sto|starò|staro)\\s+(?<stem>\\p{L}{2,}?)(?:ando|endo)(?![\\p{L}])(?<rest>.*)$`, "iu");
/** A thing and what is to be done to it ("Ordine di ranuncoli da fare entro giovedì"): a noun's words, no one's verb; not an advert's or a report's verb, nor nothing. */
const TO_BE_DONE = new RegExp(
  `^(?<thing>(?!(?:niente|nulla|tutto|molto|poco|qualcosa|nessuno)(?![\\p{L}]))(?:(?!(?:io|tu|lui|lei|noi|voi|ho|hai|ha|abbiamo|hanno|c['’]è|ci|non|è|sono)(?![\\p{L}]))[\\p{L}\\p{N}'’.-]+\\s+){1,5}?)da\\s+(?<verb>(?!(?:affittare|vendere|cedere|definire|stabilire|valutare|vedere|segnalare|sapere|cucire|morire|ridere|piangere)(?![\\p{L}]))\\p{L}+(?:are|ere|ire))(?![\\p{L}])(?<rest>.*)$`,
  "iu",
);

export const it: LanguagePack = {
  name: "Italian",
  strings: STRINGS,
  commandHelp: {
    start: "Cos'è ZOE e come parlarle",
    help: "Elenca i comandi",
    memory: "Vedi cosa ricordo di te",
    threads: "Cosa sto seguendo per te",
    done: "Chiudi un filo: /done 2, /done th-…, /done presentazione",
    snooze: "Rimanda un filo: /snooze 2 domani mattina",
    untrack: "Dimentica un filo che non dovrei seguire: /untrack th-…",
    goals: "I tuoi obiettivi: /goals, /goals add …",
    mode: "Quanto mi faccio sentire di mia iniziativa: discreta, equilibrata, proattiva",
    quiet: "Imposta le ore di silenzio, per esempio /quiet 22:00-08:00",
    pause: "Mettere in pausa ciò che scrivo di mia iniziativa: /pause, /pause 2h, /pause fino a lunedì",
    resume: "Finire la pausa",
    why: "Perché ti ho scritto l'ultima volta",
    stats: "I miei messaggi e le tue risposte degli ultimi 7 giorni",
    brief: "Il riepilogo del mattino: /brief on|off|HH:MM",
    drafts: "Rivedi le bozze di post che ho scritto",
    status: "Le attività in programma, la prossima esecuzione e l'ultimo risultato",
    console: "Un link monouso alla tua console web",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  detection: {
    markers: [
      // Greetings: an owner's first message is often only one.
      "ciao", "buongiorno", "buonasera", "buonanotte", "come va", "come stai",
      "fatto", "non", "ancora", "domani", "oggi", "dopodomani", "stasera", "grazie", "sì", "devo", "farò", "più tardi", "ricordami", "ricordamelo", "settimana", "luned[iìí]", "marted[iìí]", "mercoled[iìí]", "gioved[iìí]", "venerd[iìí]", "sabato", "domenica", "il", "che", "è", "ho", "sono", "mattina", "sera", "alle", "della", "per favore", "chiamo", "finito"],
    letters: "ìò",
    sharedGreetings: ["hey", "ehi"],
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    // Not used in this language (CommitmentCues in lang/pack.ts says what each one reads).
    note: null,
    noteBang: false,
    chore: null,
    deferred: /^(?<thing>(?:(?:il|la|lo|i|gli|le|da|mio|mia|miei|mie)\s+|l['’]\s*)(?!(?:riunione|festa|partita|lezione|matrimonio|volo|treno|viaggio|concerto|appuntamento|tempo)(?![\p{L}]))[\p{L}\p{N}'’ -]{2,40}?)\s+(?:(?:slitta|slittano)\s+(?:a|al|alla|alle|allo)|(?:lo|la|li|le)\s+(?:rimando|sposto|lascio|rinvio)\s+(?:a|al|alla|alle|allo|per)|(?:può|possono)\s+aspettare\s+(?:fino\s+a|a))\s+(?<due>[^?]+)$/iu,
    // Not read in this language yet (CommitmentCues in lang/pack.ts says what each one reads).
    deadlineThing: null,
    outstanding: null,
    headDays: null,
    nowOpener: null,
    taskForm: (summary, said) => taskForm(TASK_FORM, summary, said),
    // "passo in banca", "chiamo l'idraulico": the verb in "-o" names its person.
    // "mo' chiamo il tecnico": the southern "now" before the verb.
    firstPerson: new RegExp(`^(?:(?:mo['’]|mò)\\s*)?(?:io\\s+)?(?=${CLITICS}${OPEN_VERB}\\s)`, "iu"),
    // What the appointment is about, after its time: kept in its summary; never news about it.
    about: /^(?!.*(?<![\p{L}])(?:è|e' stat[oa]|annullat[oa]|spostat[oa]|rimandat[oa]|saltat[oa]|cancellat[oa]|finit[oa]|andat[oa])(?![\p{L}]))(?:con(?=(?:\s+[^\s,;:.!()]+){1,4}$)|per\s+(?:parlare|discutere|vedere|definire|chiudere|rivedere|presentare|organizzare|fare il punto)|su|sul|sulla|sui|sugli|sulle|riguardo|a proposito)\s+\S|^sull['’]\s*\S/iu,
    appointment: /^(?:zoom|teams|meet|standup|stand-up|1:1|daily|sync|retro|verifica|interrogazione|esonero|preventivo|orale|scritto|call|videochiamata|parrucchiera|veterinaria|dottore|dottoressa|ceretta|pilates|dentista|\p{L}+(?:ologo|ologa|iatra)|ortopedico|ortopedica|fisiatra|pullman|autobus|bus|traghetto|nave|bonifico|appuntamento|dentista|fisioterapista|fisioterapia|fisio|oculista|ottico|ottica|consulente|oftalmologo|dermatologo|ginecologo|pediatra|psicologo|psicologa|osteopata|officina|meccanico|gommista|barbiere|estetista|volo|aereo|medico|veterinario|parrucchiere|revisione|tagliando|inventario|corso|lezione|riunione|visita|esame|colloquio|rilievo|vaccino|analisi|ecografia|consegna|dichiarazione|ostetrica|infermiera|infermiere|otorino|cardiologo|radiografia|risonanza|mammografia|prelievo|seduta|logopedista|psichiatra|nutrizionista|podologo|pedicure|manicure|notaio|avvocato|avvocata|commercialista|banca|comune|gomme|gomme invernali|pneumatici|guida|esame di guida|IMU|TARI|bollo|bolletta|affitto|F24|treno|frecciarossa)(?![\p{L}])/iu,
    // A title before a name ("sig. Galli"): its dot ends no sentence.
    titles: ["sig", "sigg", "sig.ra", "dott", "dott.ssa", "avv", "ing", "prof", "geom", "rag"],
    // Each alternative searched on its own (base/alternation.ts): the same match, about a tenth of the CPU.
    trigger: new Alternation(TRIGGERS, `\\s*${TASK}`, "iu"),
    // "… l'affitto oggi e devo chiamare la banca domani", "…, poi …".
    // "Stucco i buchi del corridoio questo weekend", "Anche col brutto tempo, taglio l'erba domenica": any verb in "-o"
    // acting on something, at the start or after a clause and its comma, with a time; "La cantina la sistemo
    // domenica": the thing said first and taken up by a pronoun is the verb's object (group `verb`).
    present: new RegExp(
      `(?:^(?<lead>(?:il|lo|la|i|gli|le|quel|quella|quello|questo|questa|quei|quelle)\\s+[^,.;]{1,60}?),?\\s+(?:${RESUMED})(?<verb>${OPEN_VERB})(?:\\s+io)?\\s+|(?<=^(?:.*?[,:]\\s+)?(?:(?:${INTERJECTION})[\\s,!.…]+)*(?:${DAY_BEFORE}[\\s,:]+(?:(?:finalmente|alla fine)\\s+)?)?)(?:io\\s+)?(?=${CLITICS}${OPEN_VERB}\\s+${FOLLOW}))(?<task>.+)$`,
      "iu",
    ),
    // "… e poi …", and a comma before a second verb of the owner's ("poto la siepe sabato, lavo la macchina domenica"): read as two only when each half has its own time.
    nextClause: new RegExp(`,?\\s+(?:e(?:\\s+poi)?|ed|poi|dopo)(?:\\s+anche)?\\s+|,\\s+(?=(?:io\\s+)?${CLITICS}${OPEN_VERB}\\s+${FOLLOW})`, "iu"),
    listHead: /(?:^|\s)(?:da fare|cose da fare|to-?do|commissioni|lista)$|^(?:in programma|(?:sulla|nella) (?:mia )?lista(?: per| di)?)$/iu,
    // "to book: MOT", "zu buchen: TÜV": a head naming the verb for the thing after it.
    verbHead: { head: /^da\s+(\p{L}{2,}(?:are|ere|ire))$/iu, last: false },
    // An errand's verb where a note puts it: an unmarked list is to-dos only when every item has one.
    listVerb: new RegExp(`^(?:${ERRAND_VERBS}|chiamare|richiamare|pagare|mandare|inviare|prenotare|comprare|ordinare|disdire|rinnovare|scrivere|rispondere|ritirare|restituire|stampare|firmare|riparare|contattare|passare in|passare da|andare a|andare in|andare da)(?![\\p{L}])`, "iu"),
    errand: /^(?:\p{L}{2,}(?:are|ere|ire|rre)(?:mi|ti|si|lo|la|li|le|ci|gli|ne)?(?![\p{L}])|(?:(?:la|il|l['’]|un|una|mio|mia)\s*)?(?:appuntamento|visita|riunione|dentista|medico|veterinario|parrucchiere|revisione|colloquio|esame|consegna)(?=\s*$|\s+(?:per|con|dal|dalla|da|di|del|della|al|alla|a)\s))/iu,
    clauseScoped: new RegExp(`${L}mai${R}`, "iu"),
    // "Dovevo mandare le foto ad Anna stasera", "volevo fare la spesa dopo il lavoro", "Avevo in programma di …": never "… ma …".
    pastIntent: new RegExp(
      `${L}(?:io\\s+)?(?:dovevo|volevo|pensavo di|avevo in programma di|avevo intenzione di|avevo promesso di)\\s+(?=${INFINITIVE})(?!.*${L}ma${R})(.+)`,
      "iu",
    ),
    // "… demain 9h - confirmer": a to-do's verb alone in the infinitive.
    infinitive: /^(?!(?:mare|madre|padre|sere|sire|piovere|nevicare|piacere|dovere|potere|sapere)(?![\p{L}]))(?!\p{L}*iere(?![\p{L}]))\p{L}{2,}(?:are|ere|ire)(?:l[oaie]|mi|ti|si|ci|vi|gli|ne)?(?![\p{L}])/u,
    // "rinnovare l'assicurazione della macchina", "prenotare il treno per Bologna", "far controllare la caldaia": an errand's verb, then
    // what it is done to. "portare a ebollizione", "passare in forno", "far rosolare" are a recipe's.
    bareNote: new RegExp(
      `^(?!.*${L}(?:è|era|sarà|sarebbe|fu|costa|costato|costata|vale|conviene)${R})(?:(?:${ERRAND_VERBS})(?![\\p{L}])|(?:chiamar|richiamar|telefonar|scriver|mandar|inviar|spedir|restituir|riportar|risponder|sollecitar|avvisar|contattar|comprar|ricomprar|ordinar|prenotar|pagar|saldar|disdir|annullar|rinnovar|iscriver|ritirar|stampar|firmar|compilar|sistemar|riparar|aggiustar|cambiar|innaffiar|annaffiar|buttar|confermar|scansionar|fotocopiar|invitar|ringraziar)(?:e|mi|ti|gli|le|lo|la|li|ne|ci|glielo|gliela|glieli|gliele)(?![\\p{L}])|portare(?!\\s+a\\s+(?:ebollizione|bollore|cottura)${R})(?![\\p{L}])|andare\\s+a\\s+(?:prendere|ritirare|comprare|pagare)(?![\\p{L}])|prendere\\s+(?:i bambini|le bambine|i ragazzi|i figli|il bambino|la bambina|i bimbi|il bimbo|la bimba|il pacco|la posta|il pane)(?![\\p{L}])|fare\\s+(?:benzina|gasolio|il pieno|la spesa|la lavatrice|il bucato|la dichiarazione)(?![\\p{L}])|prendere\\s+(?:un\\s+)?appuntamento(?![\\p{L}])|far(?:e)?\\s+(?:controllare|riparare|revisionare|aggiustare|sistemare|cambiare|il|la|lo|i|gli|le|un|una|uno)(?![\\p{L}])|far(?:e)?\\s+(?:l['’]|un['’])(?=\\p{L})|passare\\s+(?:in|dal|dalla|da|alla|al|allo)(?![\\p{L}])(?!\\s+(?:forno|padella|frullatore|farina|acqua)${R}))(?!\\s+(?:(?:a|al|alla|di|del|della|in|per|con|da|dal|dalla)\\s+)?(?:il\\s+|la\\s+|i\\s+|le\\s+|l['’]\\s*)?(?:suo|sua|suoi|sue|tuo|tua|tuoi|tue|vostro|vostra|vostri|vostre)${R})`,
      "iu",
    ),
    // Not read in this language (CommitmentCues.haveErrand).
    meetingWith: null,
    haveErrand: /^(?:io\s+)?ho\s+/iu,
    // Not read in this language (CommitmentCues.occasion).
    occasion: null,
    // A group addressed first ("Ragazzi, bisogna mettere in ordine le camere prima di cena"): a duty said to no one in particular after it is theirs.
    hedges: new RegExp(
      // "… per due minuti", "per 20 minuti": how long a step lasts (a recipe's, a dose's), no deadline.
      `(?<!${L}(?:ripromesso|ripromessa|obiettivo|iniziare a|cominciare a|voglio)${R}.*)${L}(?:\\d+|una|due|tre|quattro|cinque) volte (?:a|alla|al|ogni|per) (?:settimana|mese|giorno|anno)${R}|${L}per\\s+(?:(?:\\d+|un|una|uno|due|tre|quattro|cinque|dieci|quindici|venti|trenta|quaranta)\\s+(?:minuti|minuto|ore|secondi|secondo)|mezz['’]ora)[\\s.!]*$|[,—–-]\\s*(?:(?:l['’]|lo\\s+)?(?:ha detto|hanno detto|dice|dicono|ha annunciato|hanno annunciato)\\s+(?:alla|al|allo|alle|ai|la|il|lo|le|i|un|una|mia|mio)|secondo\\s+(?:la|il|lo|le|i))(?![\\p{L}])|${L}(?:dice|dicono|diceva|dicevano)\\s+che\\s+(?:io\\s+)?(?:devo|dovrei|bisogna|ho\\s+da)${R}|${L}per\\s+(?:\\d+|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|dieci|quindici)\\s+(?:giorni|giorno|settimane|settimana|mesi|mese)${R}|^\\s*(?:ragazzi|ragazze|bambini|bimbi|figli|gente|tutti|squadra|raga)\\s*[,!:]\\s*(?:bisogna|si deve|dovete|c['’]è da|non dimenticate|ricordatevi)${R}|${SHOULD_MORE}|${NOT_MEANT}|(?:${L}(?:a che ora|ieri|l['’]altro ieri|la settimana scorsa|il mese scorso|l['’]anno scorso|credo che|penso che|mi sa che|forse|magari|se(?!\\s+ne${R})|semmai|non prometto (?:niente|nulla)|senza garanzie|(?<!per\\s)forza|coraggio|in bocca al lupo|quando avrò tempo|quando avro tempo|se riesco|spero|speriamo|chissà|chissa|non so|mai|probabilmente|non credo|non sono sicur[oa]|ogni|sempre|di solito|(?:e )?gli asini volano|quando gli asini voleranno|al giorno|a settimana|al mese|all['’]anno|^\\s*(?!(?:${INTERJECTION}|${DAY_BEFORE}|zoe)\\s*,)\\p{L}+\\s*,\\s*(?:non dimenticare|non scordare|ricordati)|uno di questi giorni|spesso|(?<!(?<![\\p{L}])(?:a|ad|per|con|di)\\s)(?:tutti i|tutte le)(?=\\s+(?:santi\\s+|sante\\s+|\\d+\\s+)?(?:giorni|sere|mattine|mattinate|mattini|notti|pomeriggi|settimane|mesi|anni|volte|weekend|fine settimana|ore|lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabati|domeniche|estati|inverni)(?![\\p{L}]))|a volte|normalmente|solitamente|un giorno|prima o poi|abbraccio|abbracci|abbraccione|bacio|baci|bacioni|saluti|un saluto|mi chiedo|vedremo|vediamo|mi piacerebbe|vorrei|sarebbe|sogno|ho voglia|boh|alla fine non|non serve|non c['’]è bisogno)${R}|\\so\\s+(?:no|aspetto)\\s*$|^\\s*(?:che|cosa|che cosa)\\s+(?:faccio|devo|porto|compro|facciamo)${R}|^\\s*(?:quando|dove|come|perché|perche|quanto|chi)\\s+(?:${CLITICS})?(?:devo|dovrei|ho da|vado|mi tocca)${R})`,
      "iu",
    ),
    // "comprare 2 kg di patate", "ridare 20 euro a Marco", "pagare 45 euro alla baby sitter": a count or an amount after buying,
    // paying or giving back; never "prendere 2 compresse", "aggiungere 200 g" (no verb of theirs is here).
    backRef: null,
    soloTask: null,
    // Not used in this language: its note reads its own openers, or takes none (CommitmentCues.noteOpener).
    noteOpener: null,
    countedNote: /^(?:comprare|ricomprare|ordinare|pagare|versare|dare|ridare|restituire|rendere|prestare)(?:gli|le)?\s+(?:(?:i|gli|le|quei|quelle|i miei|le mie)\s+)?(?:€|\$)?\s?\d{1,3}(?:[.,]?\d{3})*(?:,\d{1,2})?(?!\s*(?:h|ore|min|minuti)(?![\p{L}]))(?![\p{N}])(?=\s*[^\s\d])/iu,
    // "pro aniversário da Ana: comprar bolo": what the notes after the colon are for, said after each.
    purposeHead: /^per\s+(?!(?:tutti|tutte|voi|il team|la squadra|il gruppo|i genitori|gli studenti|la classe|info|informazione|vostra informazione|tua informazione|conoscenza)(?![\p{L}]))\p{L}/iu,
    notATask: new RegExp(
      // Going to bed or to sleep ("vado a letto che domani mi alzo presto"): rest, no errand.
      `^(?:andare\\s+|vado\\s+)?(?:a\\s+)?(?:letto|dormire|nanna|riposare|riposarmi)(?![\\p{L}])|` +
      // A fact under a note's head ("Nota: l'ufficio è chiuso venerdì").
      `^\\p{L}+\\s+(?:qualcosa|qualcos['’]altro)[\\s.!]*$|^(?:uscire|correre|passeggiare|ballare|giocare|bere qualcosa|vedere la partita|vedere un film)(?:\\s+[^\\s,]+){0,4}?\\s+con\\s|^(?:fare festa|far festa|fare baldoria)${R}|^(?:.*\\s)?(?:per (?:un|l['’]) ?(?:aperitivo|caffè|caffe|cena|pranzo|spritz|birra))${R}|^(?:il|lo|la|l['’]|i|gli|le|mio|mia|questo|questa)\\s*(?:[\\p{L}'’.ª-]+\\s+){0,3}?(?:è|e|sono|era|sarà|chiude|apre|chiudono|aprono|cambia|passa|finisce|comincia|inizia|termina|(?:ha|hanno)\\s+\\p{L}+(?:ato|ito|uto))${R}|^(?:sfogarmi|piangere|ridere)${R}|` +
      // A promise about what is past ("ti prometto che non sono stato io") assures, it commits to nothing.
      `^(?:non\\s+)?(?:sono stat[oaie]|è stat[oa]|ero|era|erano|ho\\s+\\p{L}+[aiu]t[oaie]|lo sapevo)(?![\\p{L}])|^(?:(?:prometto di|ti prometto di|devo|dv|ho da)\\s+)?(?:ammazzar(?:e|lo|la)|uccider(?:e|lo|la)|strozzar(?:e|lo|la)|ce la (?:farò|faro|faccio)|sopravvivere|calmarmi|rilassarmi)${R}|^(?:andare(?:\\s+via)?|scappare|andarmene|filare)\\s*(?:[,!.]|$)|^(?:le|ti|vi|gli)\\s+scrivo\\s+(?:per|perché|perche|in merito)${R}|^essere\\s+(?!(?:a|al|alla|in|da|lì|li|pronto|pronta|puntuale|${AVAILABLE})(?![\\p{L}]))|^(?:(?:ti|vi|gli|le)\\s+)?(?:dire|dirti|dirvi|ammettere|confessare|riconoscere|mentire|mentirti|raccontar(?:e|ti|vi)\\s+(?:una cosa|qualcosa|un segreto)|essere (?:sincer[oa]|onest[oa]|franc[oa]|brev[ei]|chiar[oa])|finire per|finirò per|finiro per|perder(?:e|ò|o) (?:il|l['’]|la) ?(?:treno|autobus|aereo|volo|metro)|arrivare tardi|arriverò tardi|cadere|lasciar(?:e|ti|vi)\\s*(?:[,.!]|$)|diventare|avere (?:pazienza|calma)|stare attent[oaie]|sapere|capire|ammettere|esplodere|morire|impazzire|svenire|piangere|sclerare|dormire|letto|riposare|riposarmi|mangiare|pranzare|cenare|fare (?:la|una) doccia|farmi una doccia|fare (?:un giro|due passi))${R}`,
      "iu",
    ),
    // "ti faccio sapere": letting someone know is no task.
    vague: wordSet("ce lo la ci ne questo quello fare vedere pensare pensarci provare andare essere lì là via scappare farò faro faccio farlo ti vi sapere"),
    taskLead: ["ricordar(?:mi|si|e) di", "non dimenticar(?:mi|e) di", "io"],
    // Said right after the verb, no part of the task.
    afterVerb: ["finalmente", "subito"],
    // "al rientro", "al ritorno": on the way back, kept as said.
    unplacedDeadline: new RegExp(
      `(?:^|\\s)(${MOMENT_LEAD}|(?:al rientro|al ritorno|rientrando)|(?:il mese|l['’]anno) prossimo|(?:questo|il) fine settimana|nel weekend|questo (?:mese|anno|weekend)|prima di (?:andare a letto|dormire|uscire|partire|cena|pranzo)|dopo (?:pranzo|cena|il lavoro|il turno|il servizio)|mentre (?:sei|siete|è) via|(?:entro|prima di|per) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|natale|pasqua|l['’]estate|le vacanze|fine anno)|tra poco|fra poco|dopo (?:la|il|l['’]) ?(?:riunione|lezione|visita|partita|appuntamento|messa|scuola)|più tardi|piu tardi|dopo (?:pranzo|cena|il lavoro|la palestra|l['’]allenamento|il calcetto|la piscina|il corso)|prima (?:della|del) (?:cena|pranzo)|prima di (?:cenare|pranzare)|adesso|subito|appena posso|il prima possibile|al più presto|al piu presto|prima dell['’]\\s?(?:inverno|estate|autunno)|prima della primavera|tornando a casa|rientrando a casa|sulla strada di casa|sulla via del ritorno|prima (?:della|del|dello|dell['’]) ?(?:riunione|appuntamento|lezione|viaggio|volo|partita|matrimonio|festa|presentazione|consegna|esame|partenza)|asap|in mattinata|in serata|in giornata|a pranzo|a cena|in pausa pranzo|prima (?:di|del|della|dello|delle|dei|degli|dell['’]) ?[^,;]+$|nelle prossime (?:\\p{L}+ )?settimane|nei prossimi (?:\\p{L}+ )?(?:giorni|mesi)|entro (?:la )?(?:chiusura|fine giornata)|appena arrivo|quando arrivo|dopo(?=\\s+(?:ti|vi|gli|le|lo|la|li|ci)\\s))${R}`,
      "iu",
    ),
    afterthought: /\s*[,;:–—-]\s*(?:(?:te\s+lo\s+)?prometto|promesso|(?:l['’]ho|gliel['’]ho|glielo\s+ho|gliela\s+ho)\s+(?:promesso|detto|giurato)(?:\s+a(?:l|lla|llo|i|gli|lle|ll['’])?\s*[^,;]{1,40})?|sicuro|di sicuro|senza fallo|parola|uagliò|uaglio|ajò|stai tranquill[oa]|state tranquilli|me l['’]ero (?:scordat|dimenticat)[oa]|me n['’]ero (?:scordat|dimenticat)[oa])[\s.!]*$/iu,
    amountTail: null,
    visit: /^(?:a\s+casa\s+d(?:i|ei|el|ella|egli)|dai|dal|dalla|dagli|da)\s+(?:(?:sig\.?|sig\.ra|signora|signor)\s*)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?=\s+\p{Ll})/u,
    emphasis: ["senza fallo", "senza falta", "di sicuro", "sicuramente", "a tutti i costi", "assolutamente", "e non oltre"],
    noteAsk: (question) => /^\s*(?:(?:puoi|potresti|può|potrebbe)\s+(?:per favore\s+)?)(?:annotare|segnare|segnarti|annotarti|ricordarti|prendere nota)\s+(?:di\s+)?che\s+(.+)$/iu.exec(question)?.[1] ?? null,
    // "dovevo chiamare la banca, lo faccio domani".
    // Not read in this language: a promise's tag after a state (CommitmentCues.tagged).
    tagged: null,
    sayAgain: {
      pickedUp: PICKED_UP,
      state: (sentence) => {
        const g = STATE.exec(sentence)?.groups;
        if (g) return `${g.pre}devo essere ${g.state}${g.rest}`;
        // The progressive said of a time to come, said again in the present.
        const p = PROGRESSIVE.exec(sentence)?.groups;
        // What fills a time rather than an errand ("domani sto lavorando tutto il giorno"): the verbs the present never reads as a plan.
        if (!p || new RegExp(`^(?:${STATE_VERBS})$`, "iu").test(`${p.stem}o`)) return null;
        const verb = `${p.stem}${/^\S*endo/iu.test(sentence.slice(p.pre!.length).replace(/^.*?(?:sto|starò|staro)\s+/iu, "")) ? "ere" : "are"}`;
        const cl = p.cl!.replace(/\s+/gu, "");
        return `${p.pre}${cl ? `${verb.slice(0, -1)}${cl}` : verb}${p.rest}`;
      },
      toBeDone: (sentence) => {
        // "le gâteau à apporter demain est déjà prêt": what the thing is, said after it, is news.
        const g = TO_BE_DONE.exec(sentence)?.groups;
        return g && !THING_IS.test(g.rest ?? "") ? `${g.verb} ${g.thing!.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${g.rest}` : null;
      },
    },
    pickUp: {
      clause: /^(?:(?:lo|la|li|le)\s+faccio|me\s+ne\s+occupo)(?![\p{L}])/iu,
      task: (earlier) => {
        const said = earlier.trim();
        const led = said.replace(/^(?:dovevo|volevo|ho\s+dimenticato\s+di|mi\s+sono\s+dimenticat[oa]\s+di)\s+/iu, "");
        return led === said ? null : led;
      },
    },
    fillers: /(?<![\p{L}])(?:e+h+m+|u+h+m+|m{3,})(?![\p{L}])[,…]*/giu,
    // "tra un quarto d ora", "all una", "l ufficio": the apostrophe left out on a phone, put back before the message is read.
    elisions: (text) => text.replace(/(?<![\p{L}\p{N}'’-])(l|d|c|dell|all|dall|nell|sull|quest|quell)\s+(?=[aeiouhàèéìòù])/giu, "$1'"),
    // What would follow if the task were not done (« … entro giovedì sennò la prof mi uccide »): no part of the task.
    clauseEnd: /,?\s+(?:sennò|senno|sennó|altrimenti)\s+/iu,
    // A day said of a noun ("l'orario di giovedì"), not when the task is due.
    dayOf: /^(?:di|del|della)$/iu,
    dayFor: /^per$/iu,
    learnerGo: null,
    clitic: /^(?:(?:[lmtsc]|gli)['’]\p{L}{2,}|\p{L}{2,}(?:ar|er|ir)(?:mi|ti|ci|vi|si|lo|la|li|le|gli|ne))$/iu,
    // The verb comes right after "that I" in this language: the task reads as said.
    // "Ho promesso ai ragazzi che avrei riconsegnato i compiti": the conditional perfect of a promise told, said back in the infinitive.
    thatClause: {
      oneVerb: false,
      // "… che le avrei fatto il piano ferie": a pronoun before "avrei" is said to whom, left out of the to-do ("fare il piano ferie").
      cue: /(?<![\p{L}])che\s+(?:(?:gli|le|lo|la|li|ti|vi|ci|ne)\s+avrei\s|avrei\s+\p{L}+\s)$/iu,
      task: (clause) => clause.replace(/^(?:(?:gli|le|lo|la|li|ti|vi|ci|ne)\s+)?avrei\s+(\p{L}+)/iu, (said, part: string) => infinitiveOf(part) ?? said),
    },
    // "Questa settimana c'è il tagliando della macchina da prenotare": a thing to do, said back as its verb and the
    // thing ("prenotare il tagliando della macchina"); the capture reads it only with a time.
    people: PEOPLE_OF,
    // A thing to do said with its verb after it, or a thing that must be done said in the passive; what it is or was after it, or a
    // thing that will be done, is news.
    restate: (sentence) => restateThing({ toDoThing: TO_DO_THING, thingIs: THING_IS, mustBeDone: MUST_BE_DONE, infinitiveOf, goesOut: GOES_OUT, goesTo: { re: GOES_TO, take: "portare", of: /^(?:di|del|della|dello|dei|degli|delle)$/iu, people: PEOPLE_OF } })(sentence.replace(READY, (_m, be: string, end: string) => `${be}preparat${end}`)),
    reminder: {
      ask: new RegExp(`${L}(?:ricordami|ricordamelo|mi ricordi|ricordarmi|mi ricorderesti|ricordatemi)${R}`, "iu"),
      indirect: new RegExp(`${L}(?:(?:fai|fa'|fate) in modo che\\s+(?:io\\s+)?|assicurati che\\s+(?:io\\s+)?|fammi un fischio${R}|avvisami${R}(?!\\s+(?:quando|se|appena|non appena)${R}))`, "iu"),
      noun: new RegExp(`(?:${L}(?:mettimi|metti|crea|creami|imposta|impostami|aggiungi|fissa|fissami|programma)\\s+(?:un\\s+)?promemoria|^\\s*promemoria(?=\\s+(?:alle|all'|tra|fra|per|domani|oggi|stasera)${R}[^:–—]*?(?:\\s[–—-]\\s|:)))${R}`, "iu"),
      // "metti un timer di 10 minuti per la pasta", "imposta una sveglia alle 7".
      repeats: [
        [/(?<![\p{L}])(?:ogni\s+(?:due|2)\s+settimane|ogni\s+quindici\s+giorni)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:ogni\s+giorno|tutti\s+i\s+giorni|ogni\s+settimana|tutte\s+le\s+settimane|ogni\s+mese|tutti\s+i\s+mesi|quotidianamente)(?![\p{L}])/giu, ""],
        [/(?<![\p{L}])(?:ogni|tutte\s+le|tutti\s+i)\s+(mattina|mattine|sera|sere|pomeriggio|pomeriggi)(?![\p{L}])/giu, "domani $1"],
        [/(?<![\p{L}])(?:ogni|tutti\s+i|tutte\s+le)\s+(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|sabati|domenica|domeniche)(?![\p{L}])/giu, "$1"],
        [/(?<![\p{L}])ogni\s+(\d+)\s+(minuti|ore)(?![\p{L}])/giu, "tra $1 $2"],
      ],
      repeatUnits: [
        [/due\s+settimane|2\s+settimane|quindici\s+giorni/iu, "week", 2],
        [/settiman|lunedì|martedì|mercoledì|giovedì|venerdì|sabat|domenic/iu, "week"],
        [/(?<![\p{L}])mes[ei](?![\p{L}])/iu, "month"],
        [/(?<![\p{L}])ore(?![\p{L}])/iu, "hour"],
        [/minut/iu, "minute"],
      ],
      repeatEvery: {
        re: /(?<![\p{L}])ogni\s+(?<n>\d+|due|tre|quattro|cinque|sei|sette|otto|dieci|dodici|venti|trenta)\s+(?<unit>minuti|ore|giorni|settimane|mesi)(?![\p{L}])/iu,
        numbers: NUMBERS,
      },
      repeatDays: {
        days: ["lunedì|lunedi|lunedí|lun", "martedì|martedi|martedí|mar", "mercoledì|mercoledi|mercoledí|mer", "giovedì|giovedi|giovedí|gio", "venerdì|venerdi|venerdí|ven", "sabat[oi]|sab", "domenic(?:a|he)|dom", "fine\\s+settimana|fine-settimana|weekend"],
        habitual: ["", "", "", "", "", "", "", ""],
        every: "ogni|tutti\\s+i|tutte\\s+le",
        and: "e(?:\\s+(?:il|la|i|le))?|ed|&",
        except: "(?:tranne|eccetto|escluso|esclusi|esclusa|escluse|salvo|a\\s+parte)(?:\\s+(?:il|la|i|le|nel|nei))?",
        everyDay: "ogni\\s+giorno|tutti\\s+i\\s+giorni|quotidianamente",
        daily: "ogni giorno",
        span: "tra|fra",
        fromToday: [["oggi", "oggi"], ["domani", "domani"], ["dopodomani|dopo\\s+domani", "dopodomani"]],
        dayAfter: "",
      },
      hourSpan: { span: "tra|fra|dalle|dalla|da", and: "e|alle|alla|a|-|–", at: "alle" },
      timer: {
        ask: new RegExp(`${L}(?:metti|mettimi|imposta|impostami|punta|puntami|avvia|programma|programmami|fissa|fissami)\\s+(?:un|una)\\s+(?<what>timer|sveglia|allarme|contaminuti)${R}`, "iu"),
        spanFor: /^(?:di|da|per)\s+/iu,
        about: /^(?:per)\s+/iu,
      },
      lead: /^\s*(?:(?:ehi|ciao|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:e|anche|ah|oh|ah e|oh e|e anche|un'altra cosa|un’altra cosa|altra cosa|tra l'altro)[,:!.]?\s+)*(?:per favore\s*,?\s*)?(?:(?:puoi|potresti|mi puoi|me lo puoi)\s+)?$/iu,
      joiner: /^(?:di\s+|d'|d’|che\s+(?:devo\s+)?|per\s+(?=\p{L}+(?:are|ere|ire|rre)(?:[mltcv]i|[cl]e|lo|la|li|ne|gli)?(?!\p{L})|(?:il|lo|la|i|gli|le|un|una|uno)\s|l['’]|un['’]))/iu,
      also: /^(?:anche|pure)\s+/iu,
      elliptic: { and: /^(?:e|anche)\s+/iu, too: /(?<![\p{L}])(?:anche|pure)(?![\p{L}])/giu },
      // "… what day it is?": a question put to ZOE, no task.
      asked: /^(?:che|quale|quali|quanti)\s+(?:giorno|giorni|ora|ore|data|mese|anno|settimana)(?![\p{L}])(?!\s*\d)|^(?:quando|dove|come|quanto|quanta|quanti|quante|chi|cosa|che\s+cosa|quale|quali)(?![\p{L}])[^?]*\?\s*$|^(?:(?:il|la|lo|l['’]|i|gli|le|mio|mia|tuo|tua|suo|sua)\s*)?(?:password|pin|codice|codici|numero|numeri|indirizzo|nome|nomi|targa|e-?mail|utente|telefono|cellulare|iban)(?![\p{L}])[^?]*\?\s*$/iu,
      plainTask: (task) => task,
    },
    toOwner: (task) => YOURSELF(YOURS(task)),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:il\\s+)?(?:mio|nostro)\\s+(?:(?:grande|nuovo|principale|vero)\\s+)?obiettivo${SPAN}\\s*(?:è|sarà|:)\\s+(?:(?:quello\\s+)?di\\s+)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:forse|se|era|sarebbe|dovrebbe|potrebbe|non sono sicur[oa])${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:mi\s+scrivi\s+(?:davvero\s+|un\s+po'\s+)?troppo(?:\s+spesso)?|mi\s+mandi\s+troppi\s+messaggi|troppi\s+(?:messaggi|promemoria|solleciti)|meno\s+(?:messaggi|promemoria|solleciti)|scrivimi\s+meno|fatti\s+sentire\s+meno|sii\s+più\s+discreta)(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:ricord(?:ami|armi|armelo|amelo)\s+(?:più\s+spesso|di\s+più)|sollecitami\s+(?:più\s+spesso|di\s+più))(?!\p{L})/iu,
      /(?<!\p{L})(?:più\s+(?:promemoria|solleciti)|scrivimi\s+più\s+spesso|fatti\s+sentire\s+di\s+più)(?!\p{L})/iu,
    ],
    stopAbout: [
      // The thing after the verb, or after its clitic ("non ricordarmelo più, l'affitto", "smettila di ricordarmela la bolletta").
      /(?<!\p{L})(?:smetti|smettila|basta)\s+di\s+ricordarm(?:i|elo|ela)[\s,]+(?:di\s+|del\s+|della\s+|dello\s+|dei\s+|delle\s+|degli\s+)?(.+?)[.!]*$/iu,
      /(?<!\p{L})non\s+(?:ricordarm(?:i|elo|ela)|mi\s+ricordare|me\s+l[oa]\s+ricordare)\s+(?:più|piu)[\s,]+(?:di\s+|del\s+|della\s+|dello\s+|dei\s+|delle\s+|degli\s+)?(.+?)[.!]*$/iu,
      // "basta promemoria per la bici", "smetti di assillarmi con l'abbonamento".
      /(?<!\p{L})(?:basta\s+(?:promemoria|notifiche|messaggi)\s+(?:per|su|sul|sulla|sullo|di|del|della|dello)|(?:smetti|smettila)\s+di\s+(?:assillarmi|tormentarmi|stressarmi)\s+(?:con|per|su))\s+(.+?)[.!]*$/iu,
      // "forget about the gym thing", "vergiss das mit dem Fitnessstudio": said at the start of the message only.
      /^(?:(?:ok|va\s+bene|allora)[\s,]+)*(?:lascia\s+(?:perdere|stare)|dimentica(?:ti)?)\s+(?:(?:la\s+cosa|la\s+faccenda|la\s+storia)\s+(?:di|del|della|dello|dei|delle)\s+)?(?:di\s+|del\s+|della\s+|dello\s+)?(.+?)[.!]*$/iu,
    ],
    stopWords: ["il", "lo", "la", "l", "i", "gli", "le", "un", "uno", "una", "mio", "mia", "miei", "mie", "del", "della", "di"],
    tomorrow: /(?<!\p{L})(?<!dopo)(?:domani|dmn)(?!\p{L})/iu,
    week: /(?<!\p{L})(?:questa|sta)\s+settimana(?!\p{L})/iu,
    today: /(?<!\p{L})(?:oggi|stasera|stamattina|stamani|oggi\s+pomeriggio)(?!\p{L})/iu,
    todayAsks: /^(?:(?:che\s+)?cosa\s+(?:ho|c'è|devo\s+fare|ho\s+da\s+fare|c'è\s+da\s+fare)(?:\s+in\s+programma)?|(?:il\s+)?(?:mio\s+)?programma)(?:\s+(?:per|di))?\s+(?:oggi|stasera|stamattina)$/iu,
    pause: [
      /^(?:silenzio|(?:fa(?:i|')\s*(?:una\s+)?)?pausa|niente\s+messaggi|nessun\s+messaggio|non\s+scrivermi(?:\s+più)?|lasciami\s+in\s+pace)\s+(?:fino\s+a(?:l|lla|d)?\s+(?<day>.+?)|(?<tonight>stasera|stanotte|per\s+stasera|per\s+oggi)|per\s+(?:(?<hours>\d+|un'|una)\s*or[ae]|(?<minutes>\d+)\s+minuti))(?:,?\s+per\s+favore)?[\s.!]*$/iu,
      /^(?:(?<tonight>stasera|stanotte)|fino\s+a(?:l|lla|d)?\s+(?<day>.+?)),?\s+(?:niente\s+messaggi|nessun\s+messaggio|non\s+scrivermi(?:\s+più)?|silenzio)(?:,?\s+per\s+favore)?[\s.!]*$/iu,
    ],
    resume: [
      /^(?:(?:ok|va\s+bene|vabbè|vabbe|perfetto|d'accordo)[\s,]+)?(?:(?:ora\s+)?puoi\s+(?:tornare\s+a\s+scrivermi|scrivermi\s+di\s+nuovo|riscrivermi)|fine\s+del\s+silenzio|sono\s+tornat[oa])(?:,?\s+per\s+favore)?[\s.!]*$/iu,
    ],
    moveTo: [
      /^(?:(?:puoi|potresti)\s+|per\s+favore,?\s+)?(?:sposta(?:mi|re)?|rimanda(?:mi|re)?|posticipa(?:mi|re)?|metti(?:mi)?|mettere|passa(?:mi)?|rinvia(?:mi|re)?)\s+(?<what>.+?)\s+(?:a|ad|al|alla|allo|per|fino\s+a)\s+(?<when>.+?)(?:,?\s+per\s+favore)?[\s.!?]*$/iu,
      // "spostalo a venerdì", "rimandala alla settimana prossima": the pronoun joined to the verb names no loop.
      /^(?:(?:per\s+favore|dai),?\s+)?(?:sposta|rimanda|posticipa|metti|passa|rinvia)(?:me)?(?:lo|la|li|le)\s+(?:a|ad|al|alla|allo|per|fino\s+a)\s+(?<when>.+?)(?:,?\s+per\s+favore)?[\s.!?]*$/iu,
    ],
    moveIt: /^(?:(?:allora|quindi|ok|dai)[\s,]+)*(?:spostalo|spostala|rimandalo|rimandala|posticipalo|posticipala|sposta(?:lo)?\s+(?:quello|questo))(?:,?\s+per\s+favore)?[\s.!]*$/iu,
    // "move the meeting" with no time: ZOE asks to when (threads/closing.ts).
    moveAsk: [
      /^(?:(?:puoi|potresti)\s+)?(?:sposta|spostare|rimanda|rimandare|posticipa|posticipare|rinvia|rinviare)\s+(?<what>(?:il|lo|la|l['’]|i|gli|le|mio|mia|miei|mie|nostro|nostra)\s*(?:(?!(?:a|al|alla|alle|per|fino|di|da)(?![\p{L}]))[\p{L}\p{N}'’:-]+\s*){1,5}?)(?:\s+(?:per\s+favore|per\s+piacere))?[\s.!?]*$/iu,
    ],
    asks: {
      threads: /^(?:(?:che\s+)?cosa\s+|che\s+|cos')(?:c'è\s+(?:ancora\s+)?(?:nella\s+mia\s+lista|da\s+fare|di\s+aperto|in\s+sospeso)|devo\s+(?:ancora\s+)?fare|ho\s+(?:ancora\s+)?(?:da\s+fare|promesso|in\s+sospeso|di\s+aperto)|è\s+(?:scaduto|in\s+ritardo|(?:ancora\s+)?aperto|rimasto\s+(?:aperto|da\s+fare|in\s+sospeso))|(?:mi\s+)?(?:resta|rimane|manca)(?:\s+ancora)?(?:\s+da\s+fare)?)(?:\s+oggi)?$|^(?:ho|c'è)\s+(?:ancora\s+)?qualcosa\s+(?:in\s+sospeso|di\s+aperto|da\s+fare)(?:\s+oggi)?$|^(?:(?:mostrami|fammi\s+vedere)\s+(?:la\s+mia\s+lista|i\s+miei\s+impegni)|la\s+mia\s+lista|i\s+miei\s+impegni)$/iu,
      goals: /^(?:(?:mostrami|fammi\s+vedere)\s+i\s+miei\s+obiettivi|quali\s+sono\s+i\s+miei\s+obiettivi|(?:i\s+)?miei\s+obiettivi|obiettivi)$/iu,
      drafts: /^(?:ci\s+sono\s+(?:delle\s+)?bozze|hai\s+(?:delle\s+)?bozze|(?:mostrami|fammi\s+vedere)\s+le\s+bozze|(?:le\s+mie\s+)?bozze)$/iu,
      help: /^(?:(?:che\s+)?cosa\s+(?:sai|puoi)\s+fare|aiuto|aiutami)$/iu,
    },
    upTo: /^(?:e\s+)?(?:che\s+cosa|che|cosa|cos')\s*(?:fai|stai\s+facendo)(?:\s+di\s+bello)?(?:\s+(?:oggi|adesso))?(?:\s+zoe)?$/iu,
    // "drop the mockups" (forms stopAbout does not take): ZOE asks first; the object short, nothing after it.
    untrackAsk: [
      /^(?:(?:ok|va\s+bene|allora|vabbè|vabbe)[\s,]+)*(?:(?:puoi|potresti)\s+)?(?:elimina|eliminare|rimuovi|rimuovere|togli|togliere|annulla|annullare|smetti\s+di\s+seguire)\s+(?<what>(?:il|lo|la|l['’]|i|gli|le|mio|mia|miei|mie|quel|quella)\s*(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:\s*dalla\s+lista)?(?:,?\s*(?:per\s+favore|grazie))?[\s.!?]*$/iu,
    ],
    dropAsk: [
      /^(?:(?:ok|va\s+bene|allora|vabbè|vabbe)[\s,]+)*(?:scarta|cancella)\s+(?<what>(?:il|lo|la|l['’]|i|gli|le|mio|mia|miei|mie)\s*(?:[\p{L}\p{N}'’-]+\s*){1,3})(?:\s+dalla\s+lista)?[\s.!]*$/iu,
    ],
    // "remember that …": a fact for memory; "remember to …" is a reminder and is not one.
    verbLast: { verbs: [], determiners: [] },
    remember: [
      /^(?:(?:ok|allora|senti|zoe|ehi|comunque)[\s,]+)*(?:ricorda(?:ti)?|tieni\s+(?:a\s+mente|presente)|segnati|annota|memorizza)(?:\s+(?:bene|per\s+favore))?(?:,?\s+che\s+|\s*:\s*)(?<fact>.+?)[\s.!]*$/isu,
    ],
    // "note to self: …": a fact for memory, or a to-do when the capture reads an errand in it.
    noteToSelf: [
      /^(?:nota|appunto)\s*:\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:nota\s+(?:per|a)\s+me(?:\s+stess[oa])?|nota\s+mentale|promemoria\s+per\s+me(?:\s+stess[oa])?|appunto\s+per\s+me)\s*(?::|[-–—]|,)\s*(?<note>.+?)[\s.!]*$/isu,
    ],
    // A statement about something ("the wifi is slow"), not an errand.
    statement: /^(?:(?:il|lo|la|l['’]|i|gli|le|mio|mia|miei|mie|nostro|nostra|suo|sua|questo|questa)\s*(?:[\p{L}\p{N}'’-]+\s+){0,5}?|(?:[\p{L}\p{N}'’-]+\s+){1,2}?(?!(?:a|se|si)(?![\p{L}])))(?:è|e'|sono|era|erano|va|vanno|ha|hanno|aveva|passa|inizia|comincia|apre|chiude|si)(?![\p{L}])/iu,
    listBag: {
      lead: ["puoi", "mi puoi", "potresti", "per favore", "per piacere", "dai"],
      ask: ["cosa", "cos", "che", "quali", "quale", "fammi", "mostrami", "dimmi", "ricordami", "qualcosa"],
      open: ["resta", "restano", "rimane", "rimangono", "manca", "mancano", "sospeso", "aperto", "aperti", "aperta", "dimenticato", "fare", "scadenza", "pendenti", "previsto", "ritardo", "aperte", "previste", "prevista", "previsti", "dimenticata", "dimenticati"],
      items: ["lista", "compiti", "promemoria", "impegni", "cose", "attività", "roba"],
      mine: ["mia", "miei", "mie", "mio"],
      none: ["niente", "nulla"],
      filler: ["mi", "ho", "devo", "ancora", "da", "in", "è", "e", "c", "ci", "sono", "i", "il", "la", "le", "l", "vedere", "tutto", "di", "ok", "zoe", "allora", "qualcosa", "me", "io", "avevo", "dovevo", "nella", "nelle", "nei"],
    },
  },
  clock: {
    noon: ["mezzogiorno"],
    midnight: ["mezzanotte"],
    at: ["alle", "alle ore", "ore"],
    oClock: [],
    hourLetters: [],
    meridiem: { am: [], pm: [] },
    halves: { am: ["di mattina", "la mattina", "mattina", "del mattino", "di notte", "la notte", "notte"], pm: ["di pomeriggio", "pomeriggio", "il pomeriggio", "del pomeriggio", "nel pomeriggio", "di sera", "la sera", "sera"] },
    rangeFrom: ["dalle", "da"],
    rangeTo: ["\\salle\\s"],
  },
  commands: {
    modes: { discreta: "quiet", discreto: "quiet", silenziosa: "quiet", silenzioso: "quiet", tranquilla: "quiet", tranquillo: "quiet", calma: "quiet", calmo: "quiet", equilibrata: "balanced", equilibrato: "balanced", normale: "balanced", proattiva: "proactive", proattivo: "proactive", attiva: "proactive", attivo: "proactive" },
    on: ["sì", "attivo", "acceso"],
    off: ["spento", "disattivo"],
    actOnForward: new RegExp(`${L}(?:(?:segui|traccia|annota|salva|ricorda(?:ti)?|tieni\\s+traccia\\s+di)\\s+(?:questo|questa|questi|queste|quello|quella|questa\\s+cosa)|(?:ricordamelo|ricordami\\s+(?:di\\s+)?questo))${R}`, "iu"),
    ordinals: [["primo", "prima"], ["secondo", "seconda"], ["terzo", "terza"], ["quarto", "quarta"], ["quinto", "quinta"], ["sesto", "sesta"], ["settimo", "settima"], ["ottavo", "ottava"]],
    pickFillers: ["il", "la", "lo", "l", "numero", "num", "quello", "quella", "per", "favore"],
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
