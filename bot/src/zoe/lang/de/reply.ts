/**
 * How a German owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for German.
 * Must never: hold logic; a word that means something else in a reply (it would be read as an answer).
 */
import type { ReplyWords } from "../pack.ts";
import { any, whole, wordSet } from "../patterns.ts";
import { DONE_PAST, DONE_STATES } from "./done-words.ts";

export const REPLY: ReplyWords = {
  reminderEdit: {
    later: /^(?:(?:nein,? |doch,? |ok,? )?(?:mach(?:'s| es)?|setz(?:'s| es)?|verschieb(?:'s| es| sie)?|leg(?:'s| es| sie)?)(?: lieber| doch| bitte)? )?(?:um )?(?<span>[\p{L}\p{N} ]{1,25}?) später(?: draus| bitte)?[.!]*$/iu,
    earlier: /^(?:(?:nein,? |doch,? |ok,? )?(?:mach(?:'s| es)?|setz(?:'s| es)?|verschieb(?:'s| es| sie)?|leg(?:'s| es| sie)?)(?: lieber| doch| bitte)? )?(?:um )?(?<span>[\p{L}\p{N} ]{1,25}?) (?:früher|eher)(?: draus| bitte)?[.!]*$/iu,
    spanIn: "in",
    factHead: /^(?:(?:also|und|übrigens|ok),?\s+)?(?:ich\s+(?:habe|hab|hätte)|hab(?:e)?\s+ich|wir\s+haben|da\s+ist|es\s+gibt)\s+/iu,
    moveTo: /^(?:(?:doch|nein|ach|sorry|moment|äh|eigentlich)[,.!]? (?:lieber |besser |eher |doch )?(?:erst )?|(?:mach(?:'s| es)?|verschieb(?:'s| es| sie| die erinnerung)?|leg(?:'s| es| sie)?|setz(?:'s| es| sie)?|änder(?:'s| es| sie)?)(?: lieber| doch| bitte)? (?:auf )?)(?<when>(?:um |auf |für )?[\p{N}][\p{L}\p{N}:. ]{0,20}|(?:um )?(?:halb|viertel vor|viertel nach|dreiviertel) [\p{L}\p{N}]+)(?: draus)?(?: bitte)?[.!]*$/iu,
    cancel: /^(?:bitte |ach,? |doch,? )?(?:lösch|lösche|streich|streiche|vergiss|entfern|entferne|storniere|stornier|cancel)(?: mal| bitte)? (?:die|diese|meine|deine|den)(?: letzte)? erinnerung(?: bitte| wieder)?[.!]*$|^(?:die )?erinnerung (?:löschen|streichen|absagen|abbrechen|brauch ich nicht mehr)(?: bitte)?[.!]*$/iu,
    list: /^(?:welche|was für) erinnerungen (?:habe ich|hab ich|sind (?:gesetzt|offen|da|eingestellt)|gibt es|stehen (?:an|aus))(?: noch| gerade| heute)?\s*\??$|^(?:zeig|zeige|liste)(?: mir)? (?:meine|die)(?: offenen)? erinnerungen[.!?]*$|^(?:meine )?erinnerungen\s*\?$/iu,
    before: [
      /^(?:bitte |und )?erinner(?:e|n)? mich(?: bitte| doch)? (?<span>[\p{L}\p{N}' -]{1,25}?) (?:vorher|davor|früher|zuvor)(?: (?:an|wegen) (?<what>[\p{L}\p{N}' -]{2,60}?))?(?: please| pls| bitte| stp| s'il te plaît| s'il te plait| por favor| per favore| alsjeblieft| aub| graag)?[.!]*$/iu,
      /^(?:bitte |und )?erinner(?:e|n)? mich(?: bitte| doch)? (?<span>[\p{L}\p{N}' -]{1,25}?) vor (?<what>(?:dem|der|den) [\p{L}\p{N}' -]{2,60}?)(?: please| pls| bitte| stp| s'il te plaît| s'il te plait| por favor| per favore| alsjeblieft| aub| graag)?[.!]*$/iu,
    ],
    spanCase: [[/\beine halbe\b/iu, "einer halben"], [/\beine viertelstunde\b/iu, "einer Viertelstunde"], [/\beine stunde\b/iu, "einer Stunde"]],
    beforeInstead: /(?<!\p{L})(?:nur|stattdessen|statt\s+dessen|lieber|doch)(?!\p{L})/giu,
  },
  done: any("(?:steht|stehen)$", "erledigt", "gemacht", "fertig ?gestellt", "fertig", "ist live", "ist online", "ist raus", "(?:ist )?rausgegangen", "ist erledigt", "abgeschickt", "verschickt", "geschafft", "hab ich", "habe ich", "schon passiert", "abgehakt", "(?:drum |darum |um (?:[\\p{L}-]+ ){1,3})gekümmert", "durch",
    // "is geklärt", a bare "läuft": the thing's new state.
    "(?:ist )?geklärt", "^läuft(?: bei mir)?$", ...DONE_STATES),
  doneVerb: any("geschickt", "abgeschickt", "verschickt", "bezahlt", "abgegeben", "eingeworfen", "eingereicht", "fertig mit", ...DONE_PAST),
  notYet: any(
    // "zu zwei Dritteln fertig", "zu 90% erledigt", "teilweise": ein Teil der Arbeit, nicht alles (issue 34, the thirty-fourth batch).
    "zu (?:einem|zwei) dritteln?", "zu (?:drei )?vierteln?", "zu \\d{1,2} ?(?:%|prozent)", "teilweise", "zum teil",
    // "not had a single minute for it": the time denied, a not yet said without its verb (issue 34, the thirty-third batch).
    "keine (?:einzige )?(?:freie )?minute",
    // "only the cover letter left", "nur noch das Anschreiben": the rest of the work named, so not done yet (issue 34, the thirty-first batch).
    "^nur noch (?:das |die |der |den |ein |eine |einen )?\\p{L}[\\p{L}' -]{2,30}$", "^(?:es )?fehlt (?:nur )?noch (?:das |die |der |den |ein |eine |einen )?[\\p{L}' -]{2,30}$",
    // "hab angerufen… versucht", "zweimal probiert, war besetzt" (issue 34, the twenty-eighth batch): the owner's own try
    // opening the clause is a door that stayed shut, not a done.
    "^(?:ich )?(?:hab(?:e|'s|s)? )?(?:es )?(?:schon )?(?:zweimal |mehrmals |2x )?(?:versucht|probiert)(?=$| (?:aber|zu|an|\\d))",
    // (issue 34, the twenty-fourth batch) the thing still on the owner's list: not done yet.
    "(?:steht |ist )?(?:noch|immer noch|noch immer) auf (?:der|meiner|meine[rm]) (?:liste|to-?do-?liste)",
    "noch nicht", "nein", "nee", "nö", "ne", "nicht geschafft", "nicht fertig", "nicht erledigt", "bin (?:gerade |grad )?dran", "noch dran", "arbeite (?:gerade |noch )?dran", "arbeite noch",
    "fast", "halb", "zur hälfte", "nicht ganz", "warte noch", "warte (?:immer noch|noch immer) (?:auf|bis|dass)", "sitze? (?:noch )?dran", "noch nicht dazu gekommen", "arbeite(?: ich)? (?:noch|gerade)(?: dran)?", "brauch(?:e)? (?:noch )?(?:mehr|etwas) zeit", "angefangen", "vergessen", "keine zeit", "leider nicht", "heute nicht", "jetzt nicht", "grad(?:e)? nicht",
    // "muss noch ne Briefmarke kaufen": a step still to take before it can be done.
    "muss (?:erst )?noch", "brauch(?:e)? noch (?:ne|eine|einen|nen)",
    // (issue 34, the twenty-sixth batch) still to do, said as a statement: not done yet.
    "muss ich (?:erst )?noch", "steht (?:noch|immer noch|noch immer) aus",
    // "such noch", "bin noch am Suchen": the owner at it, not there yet (issue 34, the seventeenth batch).
    "such(?:e)? (?:noch|immer noch)", "bin (?:noch|immer noch) am suchen",
    // "nicht geschickt", "nicht gemacht", "nicht bezahlt": a negated participle (not an infinitive: "nicht verschieben" turns an option down).
    "nicht (?:(?:ab|an|auf|aus|ein|zu|zurück)?ge\\p{L}{2,}(?:t|en)|(?:be|ver|er|ent|zer)\\p{L}{2,}t)",
  ),
  // Tiredness ("platt") is never read as a not yet here: nothing to hold apart from it.
  tired: [],
  stop: any(
    // (issue 34, the twenty-third batch) "mich nicht mehr an das Fitnessstudio zu erinnern": the asking refused, the thing named.
    "mich (?:bitte )?nicht mehr an (?:[\\p{L}-]+ ){1,3}zu erinnern",
    // "keine Jogging-Erinnerungen mehr", "lassen wir's": ZOE's messages named by their thing; let's leave it, said alone (issue 34, the twenty-second batch).
    "keine (?:[\\p{L}]+-?)?erinnerungen mehr", "^(?:ach,? |ok,? |gut,? )?lassen wir(?:'s| es| das)(?: lieber| einfach| halt)?$",
    // Breitere Wörter (issue 34): "jetzt reicht's", "es reicht", "genug mit den Erinnerungen", "Schluss damit", "ist mir egal", "kein Interesse mehr", "hat sich erübrigt", "ist abgesagt".
    "(?:jetzt |nun )?reicht'?s(?: (?:aber|jetzt|mir))?(?: mit (?:den |der |dem |deinen |diesen )?(?:erinnerungen|erinnerung|nachrichten|fragen|nachfragen|gefrage|generve))?", "es reicht(?: (?:jetzt|mir|langsam))?(?: mit (?:den |der |deinen |diesen )?(?:erinnerungen|erinnerung|nachrichten|fragen))?", "genug (?:mit |von )?(?:den |der |deinen |diesen )?(?:erinnerungen|erinnerung|nachrichten|fragen)", "genug jetzt", "(?:jetzt )?ist (?:aber )?genug", "schluss (?:damit|jetzt)", "^schluss$", "(?:das )?ist mir (?:jetzt |inzwischen |mittlerweile )?(?:egal|wurscht|wurst|schnuppe|latte)", "(?:das )?interessiert mich nicht mehr", "kein interesse mehr", "hat sich erübrigt", "(?:ist |wird )?nicht mehr (?:erforderlich|notwendig|aktuell)", "(?:ist|wurde) abgesagt", "fällt (?:flach|aus)", "lass stecken", "vergiss'?s", "schenk (?:es |dir'?s|dir das)(?: dir)?", "nerv(?:e)? (?:mich )?nicht (?:mehr|weiter)(?: damit)?",
    // Longer alternatives first: the first that matches wins.
    "(?:bitte )?hör(?:e)? auf,? (?:mich )?(?:(?:an|ans|wegen) (?:[\\p{L}-]+ ){0,3})?(?:daran |damit )?(?:zu erinnern|zu nerven|zu fragen)",
    "vergiss es", "vergiss das",
    // "keine Erinnerungen mehr dazu bitte": no more of ZOE's messages about it (issue 34, the seventeenth batch).
    "keine (?:erinnerungen|erinnerung|nachrichten) mehr(?: dazu| dafür| daran| deswegen| zu (?:dem|der|diesem|dieser) (?:thema|sache))?", "kübel(?:n)? (?:es|das)", "(?:kannst du )?(?:das |es )?rausnehmen", "lass (?:das|es) (?:sein|bleiben|gut sein)", "lass (?:das|es) mit(?= (?:der|dem|den|die|das) )",
    // "vergiss den Dachboden": forget it, said with the thread's own thing.
    "^vergiss(?= (?:den|die|das|dem) )", "(?:du )?(?:musst|brauchst) mich (?:auch )?(?:nicht|nimmer) mehr (?:zu )?(?:daran |dran )?erinnern", "nicht mehr erinnern",
    // "genug erinnert", "genug genervt": enough of the asking (issue 34, the eighteenth batch).
    "genug (?:erinnert|genervt|gefragt|nachgefragt)", "vergiss (?:den|die|das|ihn|sie)$", "(?:erinner(?:e|n)?|frag(?:e|en)?) mich (?:bitte |doch )?nicht (?:mehr|nochmal|noch mal|wieder)", "stopp?", "aufhören", "hör(?:e)? (?:bitte |doch |jetzt )auf", "lösch(?:e|en)?(?: es| das)?", "nicht mehr relevant", "muss ich nicht mehr(?: machen)?", "^(?:bitte )?erinner(?:e)? mich (?:bitte )?nicht(?: daran)?$", "lass es", "lass gut sein",
    // "lass mich damit in Ruhe", "lass mich mit der Steuer in Ruhe": leave me alone about it.
    "lass(?:t)? mich (?:bitte |doch )?(?:damit |mit (?:[\\p{L}-]+ ){1,3})?in ruhe", "hör auf", "streich(?:e|en)?(?: es| das)?",
    // "kannste vergessen", "das kannst du vergessen", "kannste knicken": forget it, not "forgot" (a particle after
    // "kannst", "kannste also vergessen", is dropped by the shorthands below before the joiner "also" could split it).
    "kannst(?:e| du)? (?:es |das )?(?:also |dann |ja |eh |doch |halt |echt )?(?:ruhig |gleich )?(?:vergessen|knicken|killen|streichen)",
    "brauch(?:e|en|t)? (?:ich |wir |es |man )?(?:das |es |den |die |ihn |sie )?(?:eh |jetzt )?nicht mehr", "weg damit", "nicht (?:mehr )?nötig", "abbrechen", "hat sich erledigt", "egal",
    "mach(?:e)? ich nicht mehr", "werde ich nicht (?:mehr )?machen", "^mach(?:e)? ich nicht$",
  ),
  // The whole of it too big to begin, a breakdown asked for without its verb (issue 34, the thirty-third batch).
  overwhelmed: any("zu viel auf einmal", "(?:weiß|weiss) nicht,? wo (?:ich )?(?:anfangen|beginnen)"),
  breakdown: any(
    // (issue 34, the twenty-third batch) "in Teilaufgaben runterbrechen": the split as people say it at work.
    "(?:runter|herunter)(?:zu)?brechen", "in teilaufgaben", "^(?:in )?(?:kleinere |kleinen |kleine )?schritte(?:n)?(?: bitte)?$",
    // "was ist der erste Schritt?": the steps asked for (issue 34, the eighteenth batch).
    "(?:was (?:ist|wäre) (?:denn )?)?der erste schritt",
    // "hilf mir das aufzuteilen", "teil's auf": a breakdown asked for (issue 34, the seventeenth batch).
    "hilf mir(?: das| es| dabei| mal)?,? (?:aufzuteilen|zu zerlegen|in schritte (?:aufzuteilen|zu zerlegen))", "teil(?:e)?(?:'s| es| das) (?:mal |bitte )?auf(?![\\p{L}])", "aufteilen", "aufzuteilen", "in schritte", "zerlegen", "zerleg(?:e)?(?: es| das| ihn| sie)?", "kleinere schritte"),
  reschedule: any("neu planen",
    // "auf später verschieben", "verschieb es auf später": put off without a day is a snooze (`later`), not a move.
    "(?<!später )verschieb(?:e|en)?(?! (?:es |das |ihn |sie )?auf später)(?! (?:es |das |ihn |sie )?(?:bitte )?(?:noch ?mal|noch einmal|wieder|erneut)(?: bitte)?$)", "verleg(?:e|en)?", "(?:schieb(?:e|en)? (?:es |das |ihn |sie )?(?:\\p{L}+ ){0,3})?nach hinten(?: schieben)?"),
  // Later the same day: a snooze with no time that says one of these comes back in a few hours (see pack.ts).
  laterToday: /(?<!\p{L})(?:später|spaeter|nachher|in\s+einer\s+weile)(?!\s+(?:diese|nächste|naechste)\s+woche)(?!\p{L})/iu,
  later: whole(
    // "nochmal snoozen", "snoozen bitte": the English word as a German verb, the whole clause (issue 34, the twentieth batch).
    "(?:noch ?mal |noch einmal |wieder |erneut )?snoozen(?: (?:noch ?mal|noch einmal|wieder|erneut))?(?: bitte)?",
    // "keine Zeit", "bin beschäftigt", "momentan nicht", "ein andermal": später, zur üblichen Zeit ("jetzt nicht", "grad nicht" bleiben ein "noch nicht", "Moment" wie es war).
    "momentan nicht", "im moment nicht", "(?:hab |habe )?(?:gerade |grad |jetzt )?keine zeit", "(?:bin )?(?:gerade |grad )?(?:beschäftigt|busy|im stress|eingespannt)", "vielleicht später", "später vielleicht", "ein andermal", "ein anderes mal", "(?:mach(?:e)? ich|ich mach(?:e)?) (?:es |das )?(?:ein andermal|irgendwann)","später", "nachher", "(?:auf )?später (?:verschieben|schieben)", "(?:verschieb|schieb)(?:e|en|'s)?(?: es| das)? auf später", "gleich", "bald", "demnächst", "(?:mach(?:e)? ich(?: es| das)?|ich mach(?:e)?(?: es| das)?) (?:später|nachher)", "schlummer(?:n|e)?(?: es| das)?", "erinnere? mich(?: daran)?(?: später| nachher)?", "(?:noch ?mal |noch einmal )?(?:später|nachher) (?:noch ?mal |noch einmal )?(?:dran |daran )?erinnern", "frag mich(?: später| nachher)?",
    // "schieb es auf später": pushed back without a day is a snooze to the usual moment.
    "(?:ver)?schieb(?:e|en)?(?: es| das| ihn| sie)? auf später", "auf später (?:ver)?schieben",
    // "verschieb das bitte nochmal": put off again with no day, as "postpone it again" is: a snooze, not a move.
    "verschieb(?:e|en|'s)?(?: es| das| ihn| sie)?(?: bitte)? (?:noch ?mal|noch einmal|wieder|erneut)(?: bitte)?"),
  defer: wordSet(
    // A polite wrapper around the ask ("würden Sie mich daran erinnern", "können wir das verschieben", "meld dich Freitag wieder").
    "würden würdest würde schreib schreibe wären wärst wäre so nett sie daran dran können könnten wir meld melde dich wieder sag bescheid gern gerne " +
    "lieber kümmere kümmer setz leg drum darum gib mir lass uns versuch versuche versuch's kannst könntest du ich mach mache es das dann bis erledige schaffe schaff ich's spätestens auf erinnere erinnern mich nochmal frag frage am um wird fertig sein bitte noch mal verschieb verschiebe den rest doch wohl fragen sie schieb schiebe schieben schieb's verschieb's aufs"),
  moreTime: /(?<![\p{L}\p{N}])(?:noch(?:\s+(?:mal|weitere))?|weitere|zusätzliche)(?![\p{L}\p{N}])/giu,
  snoozeVerb: /^(?:schlummern(?:\s+für)?|gib mir|erinnere? mich in)\s+/i,
  hedge: any("vielleicht", "eventuell", "wahrscheinlich", "hoffentlich", "glaube?", "so ziemlich", "größtenteils", "mehr oder weniger", "irgendwie", "halbwegs"),
  question: /^(?:was|welche[rsnm]?|wer|wen|wem|wessen|wo|wohin|woher|wie|wann|warum|wieso|hä|häh|hm\?)(?![\p{L}])/iu,
  agree: whole("ok", "okay", "passt", "gerne", "gern", "mach", "mach ruhig", "in ordnung", "alles klar", "gut"),
  yes: whole("ja", "jo", "jap", "jep", "jup", "jop", "jopp", "jupp", "klar", "jawohl", "ja!"),
  no: whole("nein", "nee", "nö", "ne"),
  noNegatesVerb: false,
  social: whole("(?:danke(?: schön| dir)?|(?:vielen|lieben|herzlichen|tausend) dank(?: dir)?)(?: für die erinnerung| fürs erinnern| fürs nachfragen)?", "hallo", "moin", "guten morgen", "servus", "hi",
    // A greeting that names the assistant ("Hallo Zoe, …").
    "(?:hallo|moin|guten morgen|servus|hi|hey|grüß dich) zoe",
    // A letter's opening and close.
    "(?:entschuldigung|entschuldigen sie|sorry)(?: bitte)? für die späte antwort", "keine sorge", "kein problem", "sehr geehrte[r]?(?: [\\p{L}]+){0,3}", "liebe[r]? [\\p{L}]+", "(?:mit )?(?:freundlichen|besten|herzlichen|lieben|viele[n]?) grüßen?", "viele grüße", "lg", "vg"),
  vague: whole("(?:ok |okay |ja )?mach(?:e)? ich(?: gleich)?", "weder noch", "ich glaub(?:e)?(?: schon| ja)?", "glaub(?:e)? schon", "nicht sicher", "ok", "okay", "hmm+", "na ja", "naja", "irgendwie", "so halb", "geht so", "weiß nicht", "keine ahnung", "ich weiß (?:es )?nicht"),
  joiners: "und|aber|dann|also|weil",
  reasonJoiners: ["weil", "also", "deshalb", "daher", "denn"],
  figures: { money: ["euro", "euros", "eur", "cent", "franken"], reference: ["aktenzeichen", "vorgangsnummer", "bestellnummer", "ticketnummer", "nummer", "nr"] },
  notYetLead: "noch nicht|nein|nee",
  trailing: ["dann", "bitte", "nochmal", "noch mal", "noch einmal", "wieder", "erneut", "danke", "eigentlich", "ehrlich gesagt", "einfach", "halt", "wirklich", "versprochen", "digga", "alter", "ey", "boah", "puh", "pff", "lol", "haha", "ach", "woll", "passt schon", "passt eh", "passt",
    // "Samstagvormittag passt besser": the time preferred (issue 34, the twenty-first batch).
    "passt besser", "passt mir besser", "wäre besser", "ist besser", "lowkey", "fr", "auf jeden fall", "sicher", "bestimmt"],
  within: { say: "in", heard: ["in"] },
  nameless: ["und", "oder", "mit", "für", "über", "auch", "noch", "schon", "dann", "jetzt", "nun", "alle", "alles", "ist", "war", "sind", "hat", "hab", "habe", "hatte", "wird", "sein", "ihr", "ihre", "seine", "mir", "mich", "dich", "uns", "euch", "danke", "dir", "bitte", "schön", "vielen", "endlich", "haha"],
  // "Both done", "beide erledigt": the answer is about every follow-up on screen (threads/ack.ts closes each).
  allOfThem: ["beide", "beides", "alle beide", "alle zwei", "alles beides"],
  object: {
    pronouns: ["beide", "beides", "alle beide", "alle zwei", "es", "das", "sie", "ihn", "alles", "schon", "gestern", "gestern abend", "gestern nachmittag", "gestern mittag", "vorgestern", "heute", "heute morgen", "heute früh", "gerade", "eben", "vorhin", "endlich",
      // A past time beside the done ("letzte Woche fertig gemacht", "am Wochenende erledigt") (issue 34, the eighteenth batch).
      "für mich", "für uns"],
    particles: [],
    subjects: ["ja", "jo", "jep", "jap", "klar", "alles", "gestern", "abend", "ich", "hab", "habe", "hab's", "habs", "wir", "schon", "gerade", "eben", "endlich"],
    about: ["an", "ans", "wegen", "nach", "mit"],
    partial: ["fertig mit"],
    parts: [
      // "2 of 3 invoices sent": a count of the whole, so a part of the work (issue 34, the thirty-first batch).
      "\\d+ von \\d+",
      "hälfte", "halb", "teil", "rest", "einen teil", "den rest", "ein paar", "eine seite", "erste schritt", "ersten schritt",
      // (issue 34, the twenty-seventh batch) "erst zwei davon zurückgebracht": a count said with "nur" / "erst" is a part.
      "(?:nur|erst) (?:eins|zwei|drei|vier|\\d+)"],
    answers: /\b(?:jetzt|grad|gerade|sofort)\b|\b(?:hab|habe|haben|hast)\s+(?:sie|ihn|es|ihr)\b|\b\p{L}+'s\b|\bmach(?:e)? ich\b/iu,
    // The owner at the thread's work now ("ich mach's grad", "bin dran"): beside a stop, the stop may be of the asking.
    atItNow: /(?<![\p{L}])(?:(?:ich\s+)?mach(?:e)?(?:'?s|\s+es|\s+das|\s+ich)\s+(?:ich\s+|es\s+|das\s+)?(?:grad|gerade|jetzt|sofort)|mach(?:e)?\s+(?:ich\s+)?(?:grad|gerade|jetzt|sofort)$|bin\s+(?:grad\s+|gerade\s+|jetzt\s+)?(?:dran|dabei)|sitz(?:e)?\s+(?:grad\s+|gerade\s+|jetzt\s+)?dran)(?![\p{L}])/iu,
  },
  // None: a gendered pronoun here names a thing as often as a person ("elle est prête", "er ist kaputt").
  thirdPersons: [],
  ownerObjectBefore: ["hat mich", "haben mich", "hatte mich", "hatten mich"],
  others: ["(?:meine?|unsere?|der|die) (?:frau|mann|partner|partnerin|freund|freundin|sohn|tochter|mama|mutter|papa|vater|bruder|schwester|nachbar|nachbarin|kollege|kollegin|assistent|assistentin|mitbewohner|mitbewohnerin|chef|chefin|steuerberater|steuerberaterin|buchhalter|buchhalterin)"],
  asOwn: [],
  whenWords: ["wenn", "sobald", "als", "falls"],
  // "tonight after the milking": the time, then when in it.
  eventWords: ["nach", "vor"],
  // "Bisous, Mamie": a letter's close and the writer's name.
  signOffs: ["danke für die erinnerung", "liebe grüße", "viele grüße", "herzliche grüße", "lg", "vg", "mfg", "mit freundlichen grüßen", "grüße", "gruß", "bussi", "küsschen"],
  thanksFor: ["danke für", "danke fürs", "danke dass", "danke, dass", "vielen dank für", "vielen dank fürs", "dankeschön für"],
  amountUnits: ["euro", "eur", "cent", "franken", "kilo", "kg", "gramm", "g", "liter", "l", "stück"],
  // The same everyday thing by another noun ("meds" for the prescription).
  sameThings: [["rezept", "medis", "medikamente", "tabletten", "pillen"], ["versicherung", "police", "versicherungsschutz"], ["fittings", "kupferfittings", "teile", "ersatzteile"],
    // Slides by their other names, and the gym by what is done there (issue 34, the twenty-first batch).
    ["präsentation", "folien", "slides", "präsi"], ["fitnessstudio", "gym"], ["termin", "buchung"],
    // A parent by another word, and a thing by its everyday or its trade's name.
    ["papa", "vater", "vati", "papas"], ["mama", "mutter", "mutti"], ["schirm", "regenschirm"], ["lilien", "blumen", "rosen", "tulpen", "strauß"]],
  // "das Kapitel liegt jetzt bei ihr": the thing is with the one it was for.
  doneStates: [
    // "die Blumen sind unterwegs": sent off to the one they were for.
    "(?:ist|sind) (?:jetzt )?unterwegs","(?:liegt|liegen|ist|sind) (?:jetzt )?bei (?:ihr|ihm|ihnen)", "(?:ist|sind) (?:jetzt )?drin", "(?:hat|haben) (?:sie|ihn|es|das)(?: jetzt)?", "(?:ist|sind) (?:jetzt )?durch",
    // "die Pens sind geordert", "ist in Bestellung": ordered.
    "(?:ist|sind) (?:jetzt |schon )?(?:geordert|in bestellung)"],
  onTheWay: ["unterwegs", "auf dem weg", "auf dem heimweg", "auf dem rückweg", "auf dem hinweg"],
  // Opening or being back again, said of a place or a person ("riapre giovedì"): beside a deferral, its reason and time.
  opens: ["öffnet", "macht (?:erst |wieder )?auf", "hat (?:erst |wieder )?(?:auf|offen|geöffnet)", "ist (?:erst |wieder )?(?:offen|geöffnet|da|zurück)", "kommt (?:erst |wieder )?zurück"],
  // Busy until a time, the whole reply ("bin im Dienst bis heute Abend"): a deferral to that time.
  busyTill: { be: ["ich bin", "bin", "ich arbeite", "arbeite", "ich hab", "hab", "ich habe"], till: ["bis"] },
  ownMessages: ["erinnerung", "erinnerungen", "erinnern", "nachricht", "nachrichten", "benachrichtigung", "benachrichtigungen", "nachfragen", "fragen", "gefrage", "generve", "gedrängel", "meldungen", "push", "pushs", "dem", "der", "den", "deinen", "diesen", "deiner", "ständigen", "dauernden", "ewigen"],
  byMyself: ["ich selbst", "ich selber", "selbst gemacht", "selber gemacht", "selbst repariert", "selber repariert", "hab(?:'s| es| ich)? selbst", "hab(?:'s| es| ich)? selber"],
  untilWords: [],
  deferVerbs: ["erinner", "schlummer", "verschieb"],
  fillers: ["ich", "ichs", "mich", "mir", "wir", "uns", "du", "dich", "dir", "es", "das", "der", "die", "den", "dem", "ein", "eine", "einen", "ist", "war", "bin", "hab", "habe", "habs", "hat", "haben", "hatte", "schon", "jetzt", "grad", "gerade", "eben", "endlich", "wirklich", "echt", "alles", "auch", "so", "dann", "doch", "ja", "na", "halt", "mal", "ok", "okay", "bitte", "danke", "und", "aber", "für", "zu", "an", "am", "im", "mit", "auf", "hey", "hallo", "sorry", "gut", "super", "klar", "sicher", "wohl", "sind", "wurde", "wird", "er", "sie", "ihn", "ihm", "man", "hier", "noch", "sehr", "wieder", "erst", "erstmal", "beim", "vom", "zum", "zur", "bei", "von", "aus", "ganz", "entschuldigung", "ihnen", "lieber", "inzwischen", "mittlerweile", "damen", "herren", "kann", "konnte", "könnte", "muss", "musste", "will", "wollte", "könnten", "könntest", "würden", "würdest", "längst", "leider",
    // A title before a name ("an Frau Dr. Kaya gemailt").
    "frau", "herr", "dr",
    // A letter's "hiermit bestätige ich, dass …" before the answer (issue 34, the seventeenth batch).
    "hiermit", "bestätige", "bestätigen", "dass"],
  caution: {
    actions: ["schlummer", "schlumer", "erinner", "später", "nachher", "erledig", "fertig", "gemacht", "geschafft", "verschieb", "streich", "vergiss", "vergessen", "knicken", "hör auf", "aufhören", "abbrech", "in ruhe", "schieb", "lass es", "geschickt", "verschickt", "bezahlt", "abgehakt"],
    negations: ["nicht", "kein", "keine", "keinen", "nie", "niemals", "nein", "außer", "bis auf"],
    // "unterschreib ich wenn sie mit will": "wenn" is "if" as much as "when"; a time before it ("heute Abend wenn es kühler ist") is read first.
    conditions: ["wenn", "falls", "sofern", "vorausgesetzt", "es sei denn", "sobald"],
    irony: ["als ob", "schön wär'?s", "träum weiter", "in meinen träumen", "wer's glaubt", "wers glaubt"],
    hearsay: ["meint", "meinte", "sagt", "sagte", "hat gesagt", "behauptet", "laut"],
    forNow: ["für heute", "für jetzt", "für den moment", "fürs erste", "(?:für|mit) (?:diese|dieser|die) woche"],
    bareDay: ["(?:am|den|der) \\d{1,2}\\.?", "\\d{1,2}\\."],
    stopOther: ["hör(?:e|t)? (?:doch |bitte |jetzt |mal )?auf,? (?:[\\p{L}-]+ ){0,3}zu (?!erinnern|reden|sprechen|nerven|fragen|schreiben|melden|stressen|drängen|nerv)\\p{L}+"],
    undoing: ["geschlossen", "(?:hatte|hat|war|ist) zu", "fehler\\p{L}*", "kam (?:\\p{L}+ )?zurück", "abgelehnt", "keiner", "niemand", "mailbox", "entw[üu]rfen?", "noch", "außer", "bis auf", "hälfte", "naja", "ups", "hoppla", "doch nicht", "abgesagt", "storniert", "muss (?:\\p{L}+ )?(?:wieder|nochmal|noch mal|erneut)"],
    askedPlain: ["^(?:soll|sollte) ich(?![\\p{L}])", "^(?:hab|habe|hatte|muss|kann|darf|werd|werde) ich (?:den|die|das|es|ihn|sie|dem|der)(?![\\p{L}])", " oder nicht$", " oder was$", "^(?:(?:moment|warte|wart|ähm|hm+)[,.]? )?(?:hab|habe|hatte|war|bin) ich (?:\\p{L}+ ){0,2}nicht (?:schon|bereits)(?![\\p{L}])", "^(?:moment|warte|wart mal|wart|ähm)[,.]? (?:hab|habe|hatte|muss|kann) ich (?:den|die|das|es|ihn|sie)(?![\\p{L}])"],
    promise: ["wird", "werde", "wirds", "wird's", "bald", "demnächst", "bis(?= (?:morgen|heute|heut|übermorgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nächste[nrms]?|ende|spätestens|mittag|\\d))"],
    instead: ["stattdessen", "statt dessen", "anstatt"],
    // The choice handed back to ZOE: no choice of the owner's own (issue 34, the thirty-first batch).
    deference: ["wie du (?:meinst|willst|möchtest|moechtest|magst|denkst)", "(?:entscheid|entscheide|such|suche) du(?: aus)?", "du entscheidest", "(?:das )?überlass ich dir", "(?:das )?ueberlass ich dir", "liegt bei dir", "deine entscheidung", "wie(?:'?s)? dir (?:passt|lieber ist)"],
  },
  spelling: {
    shorthands: [
      // "lieber samstag", "lieber morgen" opening the reply: the time preferred, "lieber" adding nothing; the social words would read it as a letter's "Lieber Thomas" (issue 34, the thirty-third batch).
      [/^lieber (?=(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|übermorgen|heute|nächste[nrs]?)(?![\p{L}]))/gu, ""],
      // "sorry forgot to tell you": the telling forgotten, not the thread; no forgetting of its own (issue 34, the thirty-first batch).
      [/[,.]?\s*(?<![\p{L}])(?:sorry,? )?(?:hab(?:e)? )?(?:(?:ganz )?vergessen,? (?:es )?(?:dir|euch) (?:zu sagen|bescheid zu geben|bescheid zu sagen|zu schreiben)|vergessen (?:bescheid zu geben|zu melden))(?![\p{L}])/gu, ""],
      // "kannst du mich um 17 Uhr nochmal anstupsen": a nudge asked for at a time, the reminder verb the reader knows (issue 34, the twenty-fourth batch).
      [/(?<![\p{L}])(?:(?:kannst du|kannste|könntest du|kannst|bitte) )?mich ((?:um|am|in|heute|morgen|übermorgen|nach|gegen|später|nachher|abends|mittags)(?: [^\s,.!?]+){0,4}?) (?:(?:nochmal|noch mal|noch einmal|wieder|bitte|kurz|mal) )*(?:anstupsen|anstubsen|anpingen|anschubsen)(?: bitte)?(?![\p{L}])/gu, "erinner mich $1"],
      // "I didn't forget": the owner's answer to being asked, no action of its own; without it a negation and a forgetting word read as "not yet" (issue 34, the twenty-fourth batch).
      [/(?<![\p{L}])(?:ich )?(?:hab['’]?s|habs|hab es|habe es|hab ich['’]?s|hab ich es|hab ich das|hab das|habe das|hab ich|habe ich) (?:doch |schon |natürlich )?nicht vergessen[,.!]*\s*/gu, ""],
      // "gib mir noch ne halbe Stunde": the half hour and the quarter as the minutes the reader counts (issue 34, the twenty-third batch).
      [/(?<![\p{L}'])(?:eine|ne|'ne|n') halbe stunde(?![\p{L}])/gu, "30 minuten"],
      [/(?<![\p{L}'])(?:eine|ne|'ne|n') viertelstunde(?![\p{L}])/gu, "15 minuten"],
      // "welche Schritte gibt's da?", "was sind die Schritte?": the steps of the whole task asked for, the whole reply said as the language's breakdown words; a shorthand, so its words stay out of the reader's vocabulary (issue 34, the twentieth batch).
      [/^(?:welche schritte (?:gibt'?s|gibt es|sind das)(?: da| dafür)?|was sind (?:denn )?die schritte(?: dafür)?)[\s?!.]*$/gu, "in schritte"],
      // A past time beside a done ("last week"): said as a day before yesterday, a past time the reader knows (issue 34, the eighteenth batch).
      [/(?<![\p{L}])(?:letzte|vorige|vergangene) woche(?![\p{L}])|(?<![\p{L}])(?:letztes|vergangenes) wochenende(?![\p{L}])|(?<![\p{L}])(?:letzten|vorigen) monat(?![\p{L}])/gu, "vorgestern"],
      [/\b(kannst(?:e| du)?) (?:also|dann|ja|eh|doch|halt|echt) /g, "$1 "], [/\bspaeter\b|\bspater\b/g, "später"], [/\bis\b/g, "ist"], [/\bnich\b/g, "nicht"], [/\bnaechste\b/g, "nächste"], [/\bheut\b/g, "heute"], [/\bmrgn\b|\bmorgn\b/g, "morgen"], [/\bner\b/g, "einer"], [/\bnem\b/g, "einem"],
      // "noch ein Stündchen", "noch zwei Stunden": one more hour, said alone, is a snooze of that long (issue 34, the twenty-second batch).
      [/^(?:gib mir )?noch (ein|eine|'ne|ne|zwei|drei|ein paar) (stündchen|stunde|stunden|halbes stündchen)(?: bitte)?[.!]*$/gu, "in $1 $2"],
      // "morgen als erstes", "Montag gleich als Erstes": that day's morning.
      [/\b(morgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag) (?:gleich )?als erstes\b/gi, "$1 früh"],
      // Swiss and Austrian forms: "isch" (ist), "nei" (nein), "no nöd" (noch nicht), "nöd"/"ned"/"nid" (nicht),
      // "brauchts" (braucht es), and "zahlt" for the participle "bezahlt" after its auxiliary ("isch zahlt", "hab grad zahlt").
      [/(?<![\p{L}])isch(?![\p{L}])/gu, "ist"], [/(?<![\p{L}])nei(?![\p{L}])/gu, "nein"], [/(?<![\p{L}])no (?:nöd|ned|nid)(?![\p{L}])/gu, "noch nicht"],
      [/(?<![\p{L}])(?:nöd|ned|nid)(?![\p{L}])/gu, "nicht"], [/(?<![\p{L}])brauchts(?![\p{L}])/gu, "braucht es"],
      // Bavarian and Austrian participles without the "e" of "ge-": "angrufen", "gmacht" (issue 34, the seventeenth batch).
      [/(?<![\p{L}])angrufen(?![\p{L}])/gu, "angerufen"], [/(?<![\p{L}])gmacht(?![\p{L}])/gu, "gemacht"],
      // Any such participle: "g" before a consonant no German word opens with ("gschickt", "gholt", "gsagt"), or after a
      // separable prefix before "r" and "l" ("eingreicht", "zruckbracht" stays) (issue 34, the eighteenth batch).
      [/(?<![\p{L}])(ein|ab|an|aus|zu|auf|zurück)?g(?=[mshkfwzbdt]\p{L}{2,}(?:t|en)(?![\p{L}]))/gu, "$1ge"],
      [/(?<![\p{L}])(ein|ab|an|aus|zu|auf|zurück)g(?=[rl]\p{L}{2,}(?:t|en)(?![\p{L}]))/gu, "$1ge"],
      // Swiss "hani" (habe ich), "häsch"/"hesch" (hast du), "hets" (hat es), "gsi" (gewesen) (issue 34, the eighteenth batch).
      [/(?<![\p{L}])hani(?![\p{L}])/gu, "habe ich"], [/(?<![\p{L}])(?:häsch|hesch)(?![\p{L}])/gu, "hast du"], [/(?<![\p{L}])hets(?![\p{L}])/gu, "hat es"],
      [/(?<![\p{L}])(ist|hab|habe|grad|schon) zahlt(?![\p{L}])/gu, "$1 bezahlt"],
      // A sleepy "zzz" carries no answer of its own; dictation spells out its full stop ("gebucht Punkt").
      [/(?<![\p{L}])z{3,}(?![\p{L}])/gu, ""], [/(?<=\p{L}) punkt$/gu, ""],
      // Berlin ("ick", "jemacht", "morjen", "det"), Ruhrpott ("dat", "wat", "brauchse") and Bavarian ("i", "scho",
      // "nimmer", "des" opening a reply, "morgn") forms.
      [/(?<![\p{L}])ick(?![\p{L}])/gu, "ich"], [/(?<![\p{L}])je(macht|schickt|holt|bucht|zahlt|kauft|kooft|regelt)(?![\p{L}])/gu, "ge$1"], [/(?<![\p{L}])morjen(?![\p{L}])/gu, "morgen"],
      [/(?<![\p{L}])(?:det|dat)(?![\p{L}])/gu, "das"], [/(?<![\p{L}])wat(?![\p{L}])/gu, "was"], [/(?<![\p{L}])brauchse(?![\p{L}])/gu, "brauchst du"],
      [/(?<![\p{L}])i(?![\p{L}'])/gu, "ich"], [/(?<![\p{L}])scho(?![\p{L}])/gu, "schon"], [/(?<![\p{L}])nimmer(?![\p{L}])/gu, "nicht mehr"], [/^des(?![\p{L}])/gu, "das"],
      // "um eine Woche verschieben": put off by a week is a week from now.
      [/(?<![\p{L}])um (eine|einen|zwei|drei|vier|\d+) (woche|wochen|tag|tage|stunde|stunden)(?: (?:ver)?schieben)(?![\p{L}])/gu, "in $1 $2"],
      // A learner's "erinnern mir": remind me.
      [/(?<![\p{L}])erinnern? mir(?![\p{L}])/gu, "erinnere mich"],
      // "bin in 20 min zurück": back in that long.
      [/(?<![\p{L}])bin (?:in|so in) (\d+|einer|ner|zwei|drei) ?(min|minuten|std|stunde|stunden)\.? (?:wieder )?zurück(?![\p{L}])/gu, "in $1 $2"],
      // Swabian ("han" habe, "agrufa" angerufen, "morga" morgen, "schaff i des" schaffe ich das) and Saxon ("nu" ja,
      // "gloob" glaube) forms; Hamburg's "moin" is a greeting (social).
      [/(?<![\p{L}])han(?![\p{L}])/gu, "habe"], [/(?<![\p{L}])agrufa(?![\p{L}])/gu, "angerufen"], [/(?<![\p{L}])morga(?![\p{L}])/gu, "morgen"],
      [/(?<![\p{L}])schaff (ich|i) des(?![\p{L}])/gu, "schaffe ich das"], [/^nu,? /gu, "ja, "], [/(?<![\p{L}])gloob(?![\p{L}])/gu, "glaube"],
      // "erst heut Abend", "erst am Freitag": not before then, which is the time to come back.
      [/(?<![\p{L}])erst (?=(?:heute|morgen|übermorgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|am|um|in|nächste|nach)(?![\p{L}]))/gu, ""]],
    typoTargets: (
      "nicht erledigt fertig gemacht geschafft schlummern schlummer erinnere erinnern verschieben nochmal morgen montag dienstag mittwoch donnerstag freitag " +
      "samstag sonntag abend nachmittag woche stunde stunden minuten bezahlt geschickt verschickt abgeschickt angerufen gebucht"
    ).split(" "),
    // Real words a typo fixer would otherwise bend.
    typoKeep: "nacht nichte nickt erledige erledigen fertige gedacht bezahle erinnert morgens abends montags freitags sonntags stunde gemach geschickte gebucht".split(" "),
  },
};
