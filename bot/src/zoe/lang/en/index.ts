/**
 * Everything ZOE knows about English: its words (strings.ts), how it writes them, and how
 * an English-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { L, R, stillThing, turnWords, wordSet } from "../patterns.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/** Common irregular verbs: their simple past and participle. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  send: ["sent"], buy: ["bought"], pay: ["paid"], write: ["wrote", "written"], do: ["did", "done"], make: ["made"], get: ["got", "gotten"], take: ["took", "taken"],
  give: ["gave", "given"], go: ["went", "gone"], bring: ["brought"], tell: ["told"], find: ["found"], read: ["read"], meet: ["met"], leave: ["left"], put: ["put"],
  see: ["saw", "seen"], speak: ["spoke", "spoken"], sell: ["sold"], build: ["built"], set: ["set"], ring: ["rang", "rung"], spend: ["spent"], think: ["thought"],
  teach: ["taught"], catch: ["caught"], drive: ["drove", "driven"], eat: ["ate", "eaten"], forget: ["forgot", "forgotten"], hold: ["held"], keep: ["kept"], win: ["won"],
  begin: ["began", "begun"], run: ["ran"], come: ["came"], break: ["broke", "broken"], choose: ["chose", "chosen"], draw: ["drew", "drawn"], throw: ["threw", "thrown"],
  lose: ["lost"], cut: ["cut"], hit: ["hit"], let: ["let"], shut: ["shut"], lend: ["lent"], feed: ["fed"], hang: ["hung"], fight: ["fought"], seek: ["sought"],
  sing: ["sang", "sung"], swim: ["swam", "swum"], understand: ["understood"], stand: ["stood"], sit: ["sat"], sleep: ["slept"], ride: ["rode", "ridden"], fly: ["flew", "flown"],
  grow: ["grew", "grown"], know: ["knew", "known"], show: ["showed", "shown"], wear: ["wore", "worn"], shoot: ["shot"], upset: ["upset"], hear: ["heard"], say: ["said"],
  mean: ["meant"], feel: ["felt"], deal: ["dealt"], sweep: ["swept"], bind: ["bound"], wind: ["wound"], quit: ["quit"], split: ["split"], spread: ["spread"], bet: ["bet"],
};
/**
 * Other verbs an owner says a thread's verb is done with ("rang the bank" for "call the bank",
 * "transferred it" for "pay the rent"): their pasts count as the verb's own.
 */
const SAID_DONE_AS: Readonly<Record<string, readonly string[]>> = {
  call: ["rang", "rung", "phoned", "telephoned", "spoke", "spoken", "talked"], phone: ["called", "rang", "spoke", "talked"], ring: ["called", "phoned", "spoke", "talked"], pay: ["transferred"], send: ["emailed", "mailed"], email: ["sent", "mailed"],
  reply: ["answered", "responded"], answer: ["replied", "responded"], respond: ["replied", "answered"], buy: ["purchased"], pick: ["collected", "fetched"],
};
/** The past of an English verb: its irregular forms, or -ed by the spelling rules (called, booked, renewed, planned, tried, filed). */
const regularPast = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  // A verb with a prefix joined by a hyphen ("double-check", "re-send"): the prefix before the past of its last part.
  const hyphen = /^((?:[a-z]+-)+)([a-z]{2,})$/.exec(v);
  if (hyphen) return regularPast(hyphen[2]!).map((f) => `${hyphen[1]}${f}`);
  if (!/^[a-z]{2,}$/.test(v)) return [];
  // An irregular verb's forms, and the regular -ed a learner gives it ("sended", "payed").
  if (IRREGULAR[v]) return [...IRREGULAR[v], v.endsWith("e") ? `${v}d` : `${v}ed`];
  if (v.endsWith("e")) return [`${v}d`];
  if (/[^aeiou]y$/.test(v)) return [`${v.slice(0, -1)}ied`];
  const out = [`${v}ed`];
  // A short verb ending consonant-vowel-consonant doubles its last letter (planned, stopped).
  if (/^[^aeiou]*[aeiou][bdgklmnprtz]$/.test(v)) out.push(`${v}${v.at(-1)}ed`);
  // A last syllable stressed doubles it too (submitted, referred, controlled); an extra form read, never said.
  else if (/(?:mit|fer|pel|cur|trol|gret)$/.test(v)) out.push(`${v}${v.at(-1)}ed`);
  // British spelling doubles a last l after one vowel in any verb (cancelled, travelled, labelled).
  else if (/[^aeiou][aeiou]l$/.test(v)) out.push(`${v}led`);
  return out;
};
const pastOf = (word: string): readonly string[] => [...regularPast(word), ...(SAID_DONE_AS[word.toLowerCase()] ?? [])];

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ my: "your", mine: "yours", myself: "yourself", me: "you", "i'm": "you're", "i’m": "you’re", "i've": "you've", "i’ve": "you’ve", "i'd": "you'd", "i’d": "you’d", "i'll": "you'll", "i’ll": "you’ll", i: "you" });

/** Verbs a task is said with in the progressive ("I'm calling the bank tomorrow"), and the verb as a to-do says it. */
const PROGRESSIVE: Readonly<Record<string, string>> = {
  calling: "call", ringing: "ring", phoning: "phone", texting: "text", emailing: "email", messaging: "message", sending: "send", posting: "post",
  mailing: "mail", paying: "pay", booking: "book", ordering: "order", buying: "buy", picking: "pick", dropping: "drop", collecting: "collect",
  returning: "return", submitting: "submit", filing: "file", finishing: "finish", fixing: "fix", writing: "write", cleaning: "clean", tidying: "tidy",
  cancelling: "cancel", canceling: "cancel", renewing: "renew", visiting: "visit", taking: "take", bringing: "bring", handing: "hand", delivering: "deliver",
  sorting: "sort", signing: "sign", printing: "print", preparing: "prepare", reviewing: "review", checking: "check", replying: "reply", contacting: "contact",
  updating: "update", washing: "wash", repairing: "repair", painting: "paint", applying: "apply", emptying: "empty", sweeping: "sweep", ironing: "iron",
  packing: "pack", uploading: "upload", scheduling: "schedule", confirming: "confirm",
  // Appointments and errands said in the progressive ("I'm seeing the accountant on Tuesday").
  seeing: "see", meeting: "meet", driving: "drive", presenting: "present", hosting: "host", attending: "attend", doing: "do", making: "make",
  getting: "get", cooking: "cook", baking: "bake", mowing: "mow", vacuuming: "vacuum", hoovering: "hoover", selling: "sell", moving: "move",
  fetching: "fetch", chasing: "chase", organising: "organise", organizing: "organize", arranging: "arrange", setting: "set", registering: "register",
};
/**
 * Words in -ing that name no task said in the progressive: states, going somewhere, talk, and nouns
 * ("feeling", "heading", "morning", "wedding"). Any other word in -ing after "I'm", or opening a
 * sentence with a time ("Tackling the ironing tonight"), is a task's verb.
 */
const NOT_A_TASK_ING = [
  "feeling|going|thinking|hoping|dreading|looking|wondering|being|having|working|sleeping|relaxing|resting|waiting|dying|loving|hating|struggling|trying|kidding",
  "joking|staying|leaving|heading|flying|travelling|traveling|coming|starting|running|sitting|lying|standing|watching|playing|reading|listening|enjoying|missing",
  "expecting|planning|considering|talking|chatting|chilling|crying|laughing|shaking|losing|winning|raining|snowing|happening|saying|telling|living|partying|drinking",
  "morning|evening|nothing|something|anything|everything|during|string|spring|wedding|bedding|building|ceiling|pudding|sibling|darling|earring|clothing|icing|king",
  "boring|amazing|interesting|annoying|exhausting|tiring|according|including|following|freaking|fucking|willing|outstanding|ongoing|upcoming|thanksgiving",
].join("|");
/** A verb in the progressive: a listed one, or any other word in -ing that names no state, no going and no thing. */
const ING = `(?:${Object.keys(PROGRESSIVE).join("|")}|(?!(?:${NOT_A_TASK_ING})(?![\\p{L}]))\\p{L}{3,}ing)`;
/**
 * The verb of an -ing form the list does not name, when its spelling says it surely ("repotting" ->
 * "repot", "tackling" -> "tackle", "clearing" -> "clear"); else the word as said ("changing").
 */
const NOT_A_TASK_ING_WORD = new RegExp(`^(?:${NOT_A_TASK_ING})$`, "iu");
const baseOf = (word: string): string => {
  const m = /^(\p{L}{3,})ing$/u.exec(word);
  if (!m || NOT_A_TASK_ING_WORD.test(word)) return word;
  const stem = m[1]!;
  if (/([bdgmnpt])\1$/u.test(stem)) return stem.slice(0, -1);
  if (/[aeiou][^aeiou]+ell$/iu.test(stem)) return stem.slice(0, -1);
  if (/(?:ll|ss|ff|zz)$/iu.test(stem)) return stem;
  // "swinging" -> "swing", "bringing" -> "bring".
  if (/^(?:re)?(?:bring|swing|sing|ring|hang|sting|fling|cling|wring|spring|string)$/iu.test(stem)) return stem;
  if (/ng$|[^aeiour]r$/iu.test(stem)) return word;
  if (/(?:[^aeiou]l|[cvz]|u)$/iu.test(stem)) return `${stem}e`;
  if (/(?:[aeiou]{2}[^aeiouwy]|[^aeiou]{2}|[aeiou][wy])$/iu.test(stem)) return stem;
  return word;
};
/**
 * Words after "I" that make no plan in the present after a time ("Tomorrow I tackle the garage"):
 * helpers, states, adverbs, going and working, and every past ("Monday I rang the bank").
 */
const NOT_A_PLAN_VERB = [
  "am|was|were|have|had|do|does|did|don['’]?t|didn['’]?t|can|can['’]?t|could|will|would|should|must|might|may|need|want|think|feel|hope|guess|know|love|hate|like",
  "miss|wish|mean|bet|suppose|reckon|usually|always|never|often|sometimes|normally|generally|just|still|also|really|only|even|work|start|finish|get|go|leave|fly",
  "play|sleep|swear|say|said|tell|told|realise|realize|remember|forget|wonder|believe|doubt|agree|promise|owe|sit|stay|train|study|cry|laugh",
  ...new Set(Object.values(IRREGULAR).flat()),
].join("|");
/** Words after "going to" / "will" that show it is no verb of a task ("going to the gym", "Will is …"). */
const NOT_A_VERB = `the|a|an|my|your|his|her|our|their|this|that|be(?!\\s+(?:${Object.keys(PROGRESSIVE).join("|")})${R})|bed|work|school|church|town|sleep|is|was|has|had|and|you|he|she|it|we|they|i|said|says|never|not`;
/** Verbs a subjectless "Ill …" (I'll without its apostrophe) opens with. */
const PLAIN_VERBS = [
  ...new Set([
    ..."send|call|email|text|pay|book|buy|do|get|pick|drop|finish|fix|write|clean|check|ring|sort|take|bring|order|submit|file|reply|review|message|post|cancel|renew|make|have|try|go|look".split("|"),
    ..."swing|pop|grab|ask|tell|give|meet|move|water|feed|walk|charge|clear|chase|arrange|organise|organize|phone|return|collect|wash|print|sign|schedule|confirm|update|pack|prepare|repair|paint|apply|empty|hoover|vacuum|book|put|hand|deliver|visit|contact|wrap|drive|cook|bake|mow|fill|ring|buy|renew|register".split("|"),
  ]),
].join("|");
/**
 * Verbs everyday to-dos open with (household, errands, admin, work, family, health, garden, car, money, travel, study),
 * in the base form a note says them ("condition the roses", "descale the kettle", "report the door"): read by `note`
 * and `listVerb` beside the verbs already named there. Written from the language, not from a batch; sorted. No verb of a
 * recipe's step ("bake", "chop", "shred", "drain") and none that is as often a noun before "is" ("laminate", "plaster"):
 * a pasted recipe or a notice stays untracked.
 */
const TASK_VERBS = "acknowledge|activate|add|address|adjust|apply|approve|arrange|ask|assemble|attach|attend|audit|back up|bathe|bleed|book|brief|buy|calibrate|call|cancel|change|charge|chase|check|clean|clear|collect|comb|complete|condition|confirm|contact|correct|declutter|defrost|delete|deliver|deposit|descale|dig|disinfect|dispose|donate|download|draft|drop|dust|edit|email|empty|enrol|enroll|escalate|exchange|fertilise|fertilize|file|fill|finalise|finalize|finish|fix|forward|gather|grout|hang|harvest|hem|hoover|inform|insure|invoice|iron|load(?=\\s+(?:the|my|our|up)\\s)|lodge|lubricate|mail|mend|message|mop|mow|mulch|oil|order|organise|organize|pack|paint|patch|pay|photocopy|pick|plant|polish|pot|prep|prepare|print|proofread|prune|publish|pump|quote|rake|re-pot|rebook|recharge|reconcile|recycle|redo|refill|register|reload|remind|rename|renew|reorder|repaint|repair|replace|reply|report|repot|reschedule|reseal|research|reserve|reset|resubmit|return|review|rewire|ring|rotate|sand|scan|schedule|scrub|seal|sell|send|service|sew|sharpen|shovel|sign|sort|staple|sterilise|sterilize|strip|submit|swap|sweep|tidy|top|transfer|trim|tune|unblock|unclog|unload|unpack|update|upload|vacuum|varnish|verify|visit|wash|water|wax|weed|wipe|wrap|write";
/** Papers and parcels an owner sends, the things that "have to go out" ("the invoice has to go out tonight"). */
const PAPERS = "(?:invoices?|bills?|letters?|forms?|quotes?|proposals?|manuscripts?|parcels?|packages?|contracts?|applications?|minutes|reports?|papers?|drafts?|cards?|cheques?|checks?|returns?|(?:pitch |slide )?decks?|newsletters?|orders?|samples?|payslips?|statements?|slips?)"
/** The irregular participles of the verbs of errands ("paid", "sent", "done"), for a passive with "be". */
const IRREGULAR_PARTS_OF = (verbs: readonly string[]) => [...new Set(verbs.flatMap((v) => IRREGULAR[v] ?? []))].join("|");
/** Verbs of errands whose participle a passive with "be" names ("has to be changed", "must be completed and posted"). */
const ERRAND_VERBS = [...new Set([...PLAIN_VERBS.split("|"), ...Object.values(PROGRESSIVE), "sharpen", "complete", "change", "close", "lock", "post", "approve", "replace", "service", "fill", "file", "finish", "submit", "renew", "paint", "clean", "repair", "cancel", "return", "sign", "update", "check", "collect", "deliver", "order", "book", "pay"])];
const IRREGULAR_PARTS = IRREGULAR_PARTS_OF(ERRAND_VERBS);
/** Adverbs between the subject and its verb ("I really need to", "I'll definitely …"). */
/** Words a message may open with before a to-do said without its subject ("k gonna …", "ok so need to …"). */
/** "should" as people type it in a hurry or misspell it ("shld", "shud", "shoud"). */
const SHOULD = "should|shoud|shoudl|shuld|shud|shld|shd";
const FILLER = "ok|okay|k|kk|so|right|well|yeah|yes|yep|sure|alright|anyway|and|but|oh|ugh|omg|lol|hmm|also|pls|plz|please|btw|by the way|ngl|tbh|lowkey|highkey|bruh|bro";
const ADVERB = "really|badly|urgently|desperately|just|still|definitely|def|deffo|defo|lowkey|highkey|absolutely|seriously|srsly|also|totally|honestly|actually|rly|rlly|legit|finally|kinda|kind of|sorta";
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec";

/** People a thing with "still" may name first ("still my mum"): a person is no thing to see to. */
const STILL_PEOPLE = wordSet("mum mom mam dad mother father kids kid children baby boss wife husband partner sister brother son daughter gran granny grandma grandad grandpa nan nana aunt uncle cousin friend neighbour neighbor colleague teacher");

export const en: LanguagePack = {
  name: "English",
  strings: STRINGS,
  commandHelp: null,
  writing: { spaceBeforePunctuation: false, quotes: { open: '"', close: '"' }, decimal: "." },
  detection: {
    markers: [
      // Greetings: an owner's first message is often only one ("hey" is Dutch and German chat too: it names none).
      "hi", "hello", "hiya", "good morning", "good evening", "good afternoon", "how are you",
      "the", "and", "not yet", "done", "yes", "no", "tomorrow", "today", "snooze", "remind", "later", "still", "i'?ll", "i will", "i need", "please", "thanks", "what", "with", "friday", "monday", "week", "stop", "finished", "nope", "yep", "didn'?t", "haven'?t"],
    letters: null,
    sharedGreetings: ["hey", "yo"],
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    // Not used in this language (CommitmentCues in lang/pack.ts says what each one reads).
    noteBang: false,
    headDays: null,
    // What the appointment is about, after its time: kept in its summary; never news about it.
    about: /^(?!.*(?<![\p{L}])(?:is|was|got|has been|cancell?ed|moved|postponed|pushed|off|over|done|went)(?![\p{L}]))(?:with(?=(?:\s+[^\s,;:.!()]+){1,4}$)|to\s+(?:talk|discuss|go over|review|plan|sort out|finalise|finalize|present|catch up|check)|about|re|regarding|re:)\s+\S/iu,
    appointment: null,
    nowOpener: null,
    taskForm: null,
    firstPerson: null,
    infinitive: null,
    // A title before a name ("Mr. Jones"): its dot ends no sentence.
    titles: ["mr", "mrs", "ms", "dr", "prof", "st"],
    trigger: new RegExp(
      `(?:${[
        // With no subject, as a to-do or a note: "Need to …", "Gotta …", "Todo: …", "Note to self - …", "Will call …".
        `^\\s*(?:(?:${FILLER})[,!.]?\\s+)*(?:(?:${ADVERB})\\s+)?(?:(?:must|must not|mustn['’]t|can['’]?t|cannot) forget to|(?:don['’]?t|do not) forget\\s*[:–—-]|(?:planning|plan) to|promised\\s+(?:\\p{L}+\\s+){0,3}?(?:(?:that\\s+)?i['’]d|(?:that\\s+)?i would|to)|need (?:to|2)|need2|hav(?:e)? (?:to|2)|have2|hafta|haveta|must|gotta|got (?:to|2)|gonna|(?:ima|imma|i['’]?mma)(?=\\s+(?:${PLAIN_VERBS}|${TASK_VERBS})${R})|remember to|(?:don['’]?t|do not|must not|mustn['’]t|can['’]?t|cannot) forget(?=\\s+(?:the|my|a|an|your|some|\\p{Lu}\\p{L}+['’]s)${R})|(?:said(?:\\s+to\\s+(?:(?:my|the|our)\\s+)?\\p{L}+)?|agreed(?:\\s+with\\s+(?:(?:my|the|our)\\s+)?\\p{L}+)?|told(?:\\s+\\p{L}+){1,2}?|gave (?:\\p{L}+\\s+)?my word(?:\\s+to\\s+\\p{L}+)?)\\s+(?:that\\s+)?i(?:['’]d|['’]ll|\\s+would|\\s+will)|going (?:to|too|2)(?!\\s+(?:${NOT_A_VERB})${R})|(?:don['’]?t|do not) (?:let me )?forget to|make sure (?:that )?i|(?:(?:on )?(?:my )?(?:to-?do|to do|plan|task|next step)(?: list)?(?: for [\\p{L} ]{1,20}| today| tomorrow| this week)?|on my (?:list|radar)|(?:mental )?note to (?:self|myself)|mental note|reminder(?: to (?:self|myself)| for me)?|memo|remember|(?:must not|mustn['’]t|can['’]?t) forget|(?:today|tonight|tomorrow)['’]?s (?:job|task|mission|plan|priority)|(?:top )?priority(?: (?:for )?(?:today|tomorrow|this week))?)\\s*[:–—-]|(?:(?:mental )?note|reminder) to (?:self|myself)(?=\\s+(?:${PLAIN_VERBS})${R})|(?:quick note|noted|jotted down)\\s*[:–—-](?=\\s*(?:${PLAIN_VERBS})${R})|before i forget\\s*[,:](?=\\s+(?:${PLAIN_VERBS})${R})|(?:remind|reminding) myself to|(?:will|shall)(?=\\s+(?!(?:${NOT_A_VERB})${R})\\p{Ll}{3,}\\s+(?:the|a|an|my|our|his|her|their|some|all|those|these)${R})|(?:will|wil|ill|shall)(?:\\s+(?:${ADVERB}))?(?=\\s+(?:${PLAIN_VERBS})${R})|(?:${SHOULD}|ought to|oughta|want to|wanna|want ta)(?:\\s+(?:${ADVERB}))?(?=\\s+(?:${PLAIN_VERBS}|${TASK_VERBS})${R}))`,
        `${L}(?:i['’]ll|i will|i wil|i shall)(?:\\s+(?:${ADVERB}))?`,
        // A meeting's action item given to the owner: "Action: me - circulate the forecast", "AP me: …", "Owner: me, draft …".
        `^\\s*(?:(?:my\\s+)?action(?:\\s+item)?s?|ap|owner)\\s*[:–—-]?\\s*(?:me|myself|mine)\\s*[:,;–—-]`,
        // Said formally: "I am obliged to …", "I have committed to delivering …", "It is my intention to …".
        `${L}(?:i['’]?m|i am|i['’]ve|i have)\\s+(?:obliged|required|committed|determined|due|expected)\\s+to`,
        `${L}i(?:['’]ll|\\s+will|\\s+hereby)?\\s+undertake to`,
        // "I undertook to the committee that I would …", Irish "I'm after promising Niamh that I'd …" (I've just promised): promises to others, told.
        `${L}i\\s+undertook(?:\\s+to(?:\\s+[\\p{L}'’]+){1,4}?)?\\s+that\\s+i(?:['’]d|\\s+would)`,
        `${L}(?:i['’]?m|i am)\\s+after\\s+promising\\s+(?:\\p{L}+\\s+){0,3}?(?:to|(?:that\\s+)?i(?:['’]d|\\s+would))`,
        // "I won't forget to call mum", "I aim to submit …": a promise said the other way round, an aim.
        `${L}i(?:\\s+(?:${ADVERB}))?\\s+(?:won['’]?t|will not|shan['’]?t|am not going to|['’]m not going to) forget to`,
        `${L}i(?:\\s+(?:${ADVERB}))?\\s+aim to`,
        `${L}it(?:['’]s| is) my (?:intention|plan|job|responsibility) to`,
        `${L}my (?:job|task|mission|priority|main job|one job|big task)(?: for (?:today|tonight|tomorrow|this week|the weekend)| today| tonight| tomorrow)? is(?: to)?`,
        `${L}i\\s+(?:intend|plan)\\s+on(?=\\s+(?:${Object.keys(PROGRESSIVE).join("|")})${R})`,
        // Without its "to", as a learner writes it: "I need make the appointment".
        `${L}i\\s+(?:need|have|must)(?=\\s+(?:${PLAIN_VERBS})${R}\\s+(?:the|a|an|my|some|it|\\p{L}+s?)${R})`,
        // "we need to buy toilet paper": the household's to-do, said by the owner.
        `${L}we(?:\\s+(?:${ADVERB}))?\\s+(?:need (?:to|2)|have (?:to|2)|gotta|have got to)(?!\\s+(?:talk|speak|chat)${R})`,
        `${L}i(?:\\s+(?:${ADVERB}))?\\s+(?:(?:must not|mustn['’]t|can['’]?t|cannot) forget to|need (?:to|2)|need2|hav(?:e)? (?:to|2)|have got to|must|gotta|${SHOULD}|ought to|(?:plan|intend|promise) to|promised\\s+(?:\\p{L}+\\s+){0,3}?(?:(?:that\\s+)?(?:i|we)(?:['’]d|\\s+would)|id(?=\\s+\\p{Ll}{2,})|to))`,
        `${L}(?:i['’]?m|i am)(?:\\s+(?:${ADVERB}))?\\s+(?:going (?:to|too|2)|gonna|planning (?:to|on)|supposed to|meant to)(?!\\s+(?:${NOT_A_VERB})${R})`,
        `${L}i['’]?ve(?:\\s+(?:${ADVERB}))?\\s+(?:to|got to|gotta|promised\\s+(?:\\p{L}+\\s+){0,3}?(?:to|(?:that\\s+)?i['’]d))`,
        `${L}(?:i['’]d|i had) better`,
        // "I said to Priya I'd cover her shift", "I'd said I would …", "I gave Dave my word that I'd …", "I've agreed to chair …": promises to others, told.
        `${L}i(?:['’]d|\\s+had)?\\s+(?:said(?:\\s+to\\s+(?:(?:my|the|our)\\s+)?\\p{L}+)?|agreed(?:\\s+with\\s+(?:(?:my|the|our)\\s+)?\\p{L}+)?|told(?:\\s+\\p{L}+){1,2}?|gave (?:\\p{L}+\\s+)?my word(?:\\s+to\\s+\\p{L}+)?)\\s+(?:that\\s+)?i(?:['’]d|['’]ll|\\s+would|\\s+will)`,
        `${L}(?:i['’]ve|i have|i)\\s+agreed to(?!\\s+(?:disagree|it|that|this)${R})`,
        `(?:${L}my (?:main |big |only )?|^\\s*)plan (?:for [\\p{L} ]{1,20} |(?:this|next) (?:week|weekend|month) |today |tomorrow |tonight )?(?:is(?: to)?|:)`,
        // "so the plan is I drive to Leeds on Saturday", "It's on me to …", "I'm in charge of booking …", "I am to present …".
        `${L}the plan(?: for [\\p{L} ]{1,20})? is(?: that)?(?: i(?![\\p{L}'’])| to)`,
        `${L}it(?:['’]?s| is) (?:on me|up to me|my turn) to|^\\s*(?:on me|up to me|my turn) to`,
        `${L}(?:i['’]?m|i am)(?:\\s+(?:${ADVERB}))?\\s+(?:responsible for|in charge of)(?=\\s+(?:${Object.keys(PROGRESSIVE).join("|")})${R})`,
        `${L}(?:i['’]?m|i am) to(?=\\s+(?:${PLAIN_VERBS}|present|attend|lead|host|chair|deliver)${R})`,
      ].join("|")})${R}\\s*(.+)`,
      "iu",
    ),
    // "call the plumber tomorrow", "Pay rent Friday!", "draft the board paper by Monday": a note to self opens with its verb (with a time
    // only); never "call me" (said to someone).
    note: new RegExp(`^(?:(?:${FILLER})[,!.]?\\s+)*(?:${PLAIN_VERBS}|return|collect|wash|print|sign|schedule|confirm|update|fill|water|feed|walk|charge|clear|pack|pay|draft|circulate|forward|finalise|finalize|escalate|upload|lodge|oil|restock|reorder|swap|scan|start|nip|${TASK_VERBS}|deep clean|sort\\s+out|follow(?=\\s+up${R})|set(?=\\s+up${R})|cut(?=\\s+(?:the|my|our)\\s+(?:hedges?|grass|lawns?)${R}))\\s+(?!(?:me|us|club|is|was|are|were|went|came|got|has|had|arrived)${R})(?!(?<=(?:^|\\s)(?:have|got)\\s+)to${R})(?<!check\\s+)(?!out${R})\\S`, "iu"),
    // "I was going to call the bank tomorrow", "was gonna …", "I'd planned to …": never "… but …".
    pastIntent: new RegExp(
      `${L}(?:(?:i\\s+)?(?:was|were)(?:\\s+(?:${ADVERB}))?\\s+(?:going (?:to|2)|gonna|planning (?:to|on)|meant to|supposed to)(?!\\s+(?:${NOT_A_VERB})${R})|i(?:['’]d|\\s+had)\\s+(?:planned|meant|intended) to)\\s+(?!.*${L}but${R})(.+)`,
      "iu",
    ),
    present: new RegExp(
      `^(?:(?<lead>.*?)${L}(?:(?:i['’]?m|i am)(?:\\s+(?:${ADVERB}))?\\s+(?=${ING}${R})|(?<=^\\s*(?:\\S+\\s+){0,2}\\S+\\s+)i\\s+(?=(?!(?:${NOT_A_PLAN_VERB})${R})\\p{L}{2,}(?<!ed)\\s+\\S))|\\s*(?:(?:${FILLER})[,!.]?\\s+)*(?!meeting${R})(?=${ING}\\s+(?!(?:\\S+\\s+)?(?:is|was|are|were|has|had|can|will|would|must|should|makes?|made|takes?|took|sucks|says|said|shows|showed|reckons|thinks|seems|looks|confirms|confirmed|suggests|reads)${R})\\S)|\\s*(?:(?:ok(?:ay)?|so|right|sure|fine),?\\s+)*let me\\s+|\\s*i\\s+go\\s+(?:to\\s+)?(?=(?:${PLAIN_VERBS})\\s)|(?:.*?[,:]\\s*)?i (?:really |just )?(?:want to|wanna|want ta)\\s+|(?:(?:${FILLER})[,!.]?\\s+)*we(?:\\s+(?:${ADVERB}))?\\s+(?:should|ought to)\\s+(?!(?:talk|speak|chat|meet|get together|catch up|hang out|grab|go out|have)${R}))(?<task>.+)`,
      "iu",
    ),
    clauseEnd: /,?\s+(?:and|but|so)\s+(?:then\s+)?(?:we|you|he|she|they|i)(?![\p{L}\p{N}])|,?\s+even if\s+|,?\s+or (?:else )?(?:people|they|he|she|we|you|it|i)\s+|,\s*(?:don['’]?t worry|no worries|promise)\b|,\s+(?:she|he|it|they|we|there|that)(?:['’](?:s|re|ve|d)|\s+(?:is|are|was|were|has|have|had|\p{Ll}{2,}s))\s+|,\s+(?:i\s+)?(?:told|promised|owe)\s+/iu,
    // "… today and I need to call the bank tomorrow", "…, then pick up …".
    nextClause: /,?\s+(?:and(?:\s+then)?|then|&|plus)(?:\s+also)?\s+/iu,
    // "Saturday list:", "still needs doing:": a day's list, a head of what is left.
    listHead: /^(?:on (?:the|my) (?:list|agenda)|(?:my\s+)?(?:jobs?|errands?|chores?|plan|list))(?:\s+for)?$|^(?:(?:my\s+)?(?:to-?do|to do|todo list|things to do|errands|tasks|jobs|pending|outstanding|still to do|left to do|(?:still\s+)?needs doing)(?:\s+list)?(?:\s+(?:for\s+)?(?:today|tomorrow|tonight|this week|this weekend|the weekend|next week))?)$|^(?:(?:my\s+)?things|stuff)\s+(?:for\s+)?(?:today|tomorrow|tonight|this week|this weekend|the weekend|next week)$/iu,
    // "to book: MOT", "zu buchen: TÜV": a head naming the verb for the thing after it.
    verbHead: { head: /^to\s+(?!do$)(\p{L}{3,})$/iu, last: false },
    // An errand's verb where a note puts it: an unmarked list is to-dos only when every item has one.
    listVerb: new RegExp(`^(?:call|ring|phone|email|e-mail|text|message|pay|book|buy|order|send|post|renew|cancel|return|collect|pick up|drop off|reply|answer|chase|sort out|fix|repair|paint|clean|clear out|arrange|schedule|confirm|submit|file|sign|print|register|apply|contact|visit|write|ask|tell|transfer|top up|update|change|move|check|get|see|meet|book in|${TASK_VERBS}|deep clean)(?![\\p{L}])`, "iu"),
    // "had the dentist on thursday at 4": an errand told in the past is no errand.
    errand: /^(?!(?:had|went|did|was|were|saw|missed|skipped|attended|finished|enjoyed|survived)\s)(?:(?:the|a|an|my)\s+)?(?:[\p{L}'’-]+\s+){0,2}?(?:appointment|appt|meeting|(?<!\bon\s)(?:phone |video |zoom |teams |client |sales |intro |discovery )?call|catch-?up|zoom|teams|meet|stand-?up|sync|1:1|1-on-1|one-on-one|review|retro|retrospective|kick-?off|huddle|demo|pitch|workshop|webinar|consult|consultation|recording|rehearsal|fitting|(?:home|house) visit|check-?up|haircut|interview|MOT|service|viewing|exam|lesson|session|delivery|pick-?up|drop-?off|deadline|dentist|doctor|GP|vet|optician|advisor|adviser|accountant|solicitor|hairdresser|barber|physio|osteo|osteopath|chiropractor|chiropodist|podiatrist|orthodontist|massage|therapy|counselling|inspection|recert|recertification|certification|renewal|sign-?off|audit|count|check|jab|vaccination|screening|scan|training|refresher|course|fees?|payment|deposit|letters|forms?|slips?|permit|paperwork|return|application|registration|submission|tax|parents['’]? ?evening|parents['’]? meeting)(?=\s*$|\s+(?:with|for|at|about|re|in|on)\s)|^(?:(?:the|my)\s+)?[\p{L}-]+(?:\s+(?!(?:is|are|was|were|be|been|gone|went|came|comes?|got|gets|arrived|has|had|stays?|stayed)\s)[\p{L}-]+)?\s+(?:out|in|away|back)$/iu,
    clauseScoped: new RegExp(`${L}never${R}`, "iu"),
    // "tonight is laundry night": the owner's own, with no one and nowhere after it.
    chore: /^(?:is|it['’]s)\s+(?<task>(?:laundry|ironing|cleaning|hoovering|vacuuming|shopping|washing|recycling|bins?|bin|gardening|mowing)(?:\s+(?:night|day|evening))?)[\s.!]*$/iu,
    deferred: /^(?<thing>(?:the|my|that|those|this|these)\s+(?!(?:meeting|party|match|game|class|lesson|concert|wedding|flight|train|trip|event|appointment|weather)(?![\p{L}]))[\p{L}\p{N}'’ -]{2,40}?)\s+(?:(?:can|will have to|has to|have to|['’]ll have to|must)\s+wait\s+(?:till|until|til|'til|to)|(?:will|['’]ll)\s+have\s+to\s+be(?:\s+on)?)\s+(?<due>[^?]+)$/iu,
    // "by fri: expenses", "by Friday the report to Dave": a deliverable after its deadline ("by", never a bare day).
    deadlineThing: {
      lead: /^(?:by|b4|before)$/iu,
      to: /\s(?:to|for)\s+(?!(?:all|everyone|everybody|you|u|ya|y['’]all|guys|the team)(?![\p{L}'’]))\S/iu,
      ready: /\s(?:done|ready|finished|sorted|signed|sent|submitted|paid)$/iu,
      not: /(?<![\p{L}'’])(?:i|i['’]m|i['’]ll|i['’]d|im|we|you|u|he|she|it|it['’]s|its|they|there|this|that|is|are|was|were|will|would|should|must|can|could|has|have|had|be|been|hope|hopefully|then|all|everyone|guys|love|xx+|see|cheers|thanks|off|away|holiday|holidays|leave|sick|closed|rain|snow|quiet|nothing|no|peace|please)(?![\p{L}'’])/iu,
    },
    // "I still owe Tom the 20 quid", "i owe my sister a call": the owner's debt, said back as "owe …"; never "I owe you one", "I owe it all to …".
    outstanding: (sentence) => {
      // "still the car insurance", "the tax return still, ugh": a thing with "still" and no verb is still the owner's to see to.
      const open = stillThing(sentence, {
        lead: /^(?:(?:ok|okay|so|oh|and|also|btw|right|ugh|anyway|plus)[,!.]?\s+)*/iu,
        still: "still",
        thing: /^(?:the|my|that|those|this|these|our)\s+\S/iu,
        not: /(?<![\p{L}'’])(?:i|i['’]m|im|we|you|u|he|she|it|it['’]s|its|they|there|is|are|was|were|will|would|should|must|can|could|has|have|had|be|been|not|no|same|best|worst|case|only|plan|way|rule|problem|issue|question|deal|boss|favou?rite|weekend|morning|evening|night|day|week|month|year|time|hurts?|aches?|sore|pain|headache|cold|cough|fever|rain|snow|traffic|queue|noise|smell|raining|snowing|waiting|sick|tired|asleep|awake|here|open|closed|on|off|up|down|going)(?![\p{L}'’])/iu,
        tail: /\s*,\s*(?:ugh+|argh+|urgh+|sigh|meh|lol|ffs|omg|smh|yikes|damn|dammit|hmm+)$/iu,
        people: STILL_PEOPLE,
        whose: /^(?:for|from|to|of)$/iu,
      });
      if (open) return open;
      const m = /^(?:(?:ok|okay|so|oh|and|also|btw|right|ugh|anyway)[,!.]?\s+)*(?:i\s+(?:still\s+)?|still\s+)owe\s+(?:still\s+)?(?<rest>[^,;:?]+)$/iu.exec(sentence.trim());
      const rest = m?.groups?.rest?.replace(/[\s.!]+$/u, "").trim();
      if (!rest || rest.split(/\s+/u).length < 2) return null;
      return /(?<![\p{L}'’])(?:you|u|ya|yourself|myself|it|this|that|everything|everyone|nothing|no one|nobody|anyone|anybody|life|lot|much|big time|one|thanks|gratitude)(?![\p{L}'’])/iu.test(rest) ? null : `owe ${rest}`;
    },
    // "got the dentist tomorrow at 3": the owner's "have" before an appointment, the subject left out as a note leaves it.
    meetingWith: /^with$/iu,
    haveErrand: /^(?:got|have got)\s+(?!(?:to|no)(?![\p{L}]))/iu,
    // "for the party Saturday: buy ice", "for Mrs Stone's anniversary: get a bouquet": an occasion said first.
    occasion: /^((?:for|4) (?:the|my|our|his|her|(?:\p{L}+\s+)?\p{L}+['’]s)\s+(?:[\p{L}-]+\s+)?(?:birthday|bday|party|wedding|anniversary|fair|fete|bbq|barbecue|christening|leaving do|housewarming|retirement do|christmas|easter)(?:\s+(?:on\s+)?(?:mon|tues?|wed|thur?s?|fri|sat|sun)\p{L}*)?)(?![\p{L}])\s*[:,]?\s+/iu,
    // "Action: Mark - circulate the forecast": an action item a meeting note gives to someone named is theirs ("Action: me" is the owner's).
    hedges: new RegExp(
      `${L}(?:^\\s*(?:action(?:\\s+item)?s?|ap|owner)\\s*[:–—-]?\\s*(?!(?:me|myself|mine)${R})\\p{L}+\\s*[:–—-]|(?:i\\s+)?should${R}.*${L}but${R}|(?:every|each)\\s+(?:other\\s+)?(?:day|night|morning|evening|afternoon|week|weekend|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\\s+)?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|(?:oh\\s+)?yeah,?\\s+right|^\\s*oh,?\\s+sure|why not(?=[\\s.!?]*$)|maybe|might|perhaps|probably|possibly|should i|could i|would i|wonder|never|not sure|don['’]t think|do not think|doubt|hope|wish|always|someday|some day|one day|sometime|unless|in case|from now on|yesterday(?!['’]s)|last (?:week|night|month|year|time)|ago|i know i|(?:do|did|am|shall|can|must|will|have) i|^\\s*(?:when|where|how|what|why|which|who)\\s+(?:do|does|did|should|shall|must|will|can|am|have)\\s+i|(?<!(?:check|ask|see|find out|know|sure|wonder|whether|even)\\s+)if|or (?:not|wait|leave it)(?=\\s*$)|(?<!${L}i(?:['’]d|\\s+had)?\\s+)(?:says|said|thinks|reckons|told me|tells me)(?: that)? i)${R}`,
      "iu",
    ),
    // "the team meeting is at 4": a thing named with its article and its "is" tell a fact, after a head ("reminder: …") as anywhere.
    // "renew car insurance", "order fondant for the winter feed", "register the new apiary": an errand's verb (calling, paying,
    // ordering, booking, renewing, cancelling, sending, fetching, chasing, mending, filing), then what it is done to; never to
    // another's or anyone's ("renew your passport" is a headline or an instruction), never to the owner ("call me"), never a
    // recipe's "finish with" or a menu's "return to".
    bareNote: /^(?:call|ring|phone|email|e-mail|text|pay|book(?!\s+(?:club|shop|store|fair|group|launch|signing)(?![\p{L}]))|buy|order|reorder|send|post|renew|cancel|return(?!\s+to(?![\p{L}]))|collect|pick up|drop off|chase|chase up|sort out|fix|repair|mend|register|apply for|file|sign|print|submit|confirm|arrange|schedule|finish(?!\s+(?:with|off)(?![\p{L}]))|reply to|top up|service|replace|reschedule|invoice|ask(?!\s+(?:for|around|if|whether|why|how|what|when|where|who)(?![\p{L}])))\s+(?!(?:your|yours|his|her|their|its|one['’]s|someone['’]s|yourself|them|it|him|me|us|you)(?![\p{L}]))\p{L}/iu,
    // "buy 3 stamps", "order 4 bags of grit salt", "order new needles and 3 bottles of green soap": a figure in a note opened by buying,
    // ordering, fetching or paying, within a few words of the verb; never a clock time or a duration ("at 3", "2 hours"), never a dose's or
    // a recipe's verb ("take 2 tablets", "add 200g sugar").
    // A chore said by its verb alone after a cue (CommitmentCues.soloTask).
    backRef: /(?<![\p{L}'’])(?:it|them|those|these|em)(?![\p{L}'’])/iu,
    soloTask: /^(?:hoover|vacuum|refuel|revise|iron|dust|pack|tidy)$/iu,
    // Words of stress or haste ahead of a bare note, no part of it ("definitely ring the insurance tomorrow", "quickly grab milk later").
    noteOpener: /^(?:(?:definitely|def|defo|deffo|absolutely|quickly|quick|also|just)[,!.]*\s+)+/iu,
    countedNote: /^(?:buy|order|reorder|pick up|collect|pay|grab)\s+(?!.*\d\s*(?:am|pm|h|hrs?|hours?|mins?|minutes?|days?|o['’]?clock)(?![\p{L}]))(?:[\p{L}'’-]+\s+){0,4}?(?:£|\$|€)?\d/iu,
    // Not read in this language: notes under a head naming what they are for.
    purposeHead: null,
    notATask: new RegExp(
      `^(?:(?:the|my|our|this|that|his|her|their)\\s+(?:[\\p{L}'’-]+\\s+){0,2}(?:is|are|was|were)${R}|['’]ve|(?:i|i['’]?m|i am|i was|he|she|we|they|you)${R}|have (?:you|u) know|do is|have a (?:think|nap|rest|break|lie-?in)|(?:[\\p{L}'’]+\\s+)?everything\\s+(?:myself|by myself|on my own|alone)|get some (?:sleep|rest|air)|(?:.*\\s)?(?:sleep|regret \\p{L}+)$|miss (?:you|u|ya|her|him|them)|lose (?:some )?weight|stop${R}(?!\\s+(?:forgetting|\\p{L}+ing\\s+and)${R})|(?:.*\\s)?(?:more|less)\\s*$|(?:vent|laugh|cry|relax|chill|breathe|rest|scream|love|hate)${R}|(?:sit|lie)\\s+down${R}|(?:get|wake)\\s+up(?:\\s+(?:early|again))*\\s*$|(?:the|my|it|this|that|there|our|his|her)${R}[^,]*?${L}(?:is|are|was|were)|say|admit|confess|agree|disagree|tell you|be|not|never|guess|assume|suppose|imagine|believe|bet|pass|lie|need(?! to)|have (?:been|had|got|left|lost|forgot(?:ten)?|done|made|sent|seen|said|\\p{L}+ed|${[...new Set(Object.values(IRREGULAR).flat())].join("|")})|keep (?:you|u) (?:posted|updated|in the loop)|see (?:what|how|if|whether|where|about)|(?:.*\\s)?for (?:a |some )?(?:drinks?|coffee|a pint|pints|dinner|lunch|brunch|a catch-?up)|(?:see|meet|do)\\s+(?:(?:some|my|the|a|an|old|a few)\\s+)?(?:friends?|mates?|girls|boys|guys|gang|crew|family|film|movie|show|match|nothing|fine|great|well|ok|okay)${R}|let (?:you|u) know|take (?:your|my) word|take (?:that|it) as|go with|go(?: now| home)?\\s*(?:,|$)|go to (?:bed|sleep)|get over it|catch (?:you|u|ya)|talk (?:to )?(?:you|u)|speak (?:to )?(?:you|u)|see (?:you|u|ya)|lose (?:my mind|it))${R}`,
      "iu",
    ),
    vague: wordSet("it that this them there here so about to you me him her us do be see think try know let get make back check look into on up over and with take what i can wait"),
    taskLead: ["to", "really", "definitely", "finally", "also", "just", "still", "actually", "first", "then", "try to", "try and", "remember to", "not forget to", "stop forgetting to", "stop \\p{L}+ing and", `be(?=\\s+(?:${Object.keys(PROGRESSIVE).join("|")})${R})`, "be sure to", "make sure(?: that)?(?: i)?", "need to", "have to", "go ahead and"],
    // Said right after the verb, no part of the task.
    afterVerb: ["finally", "definitely", "really"],
    unplacedDeadline: new RegExp(
      // "swing by the pharmacy", "pop by Anna's": a verb's "by" is no deadline.
      `(?<!${L}(?:swing|pop|stop|drop|come|go|walk|drive|run|pass|nip|get|pull)(?:ing|ping|ning|ting)?)(?:^|\\s+)((?<!^)(?:(?:tmrw|tmr|tmrow|2moro|2morrow|tonite|2nite)\\s+)?(?:by|before|until|due|b4)\\s+.+|(?:(?:tmrw|tmr|tmrow|2moro|2morrow|tonite|2nite)\\s+)?before\\s+(?!(?:i|i['’]\\p{L}+|we|you|it|that|this|then|now|long)${R}).+|(?<!(?:look|looks|looked|looking|run|ran|running|ask|asked|asking|take|takes|took|taking|named|go|goes|went|going|chase|chased|chasing|clean up|tidy up|come|came|coming|lust|hanker|pick up|picking up)\\s+)(?:after|efter) (?:(?:the|my|our|their|his|her|tomorrow['’]s|today['’]s|tonight['’]s)\\s+)?(?:(?:last|first|next|late|early|morning|evening|afternoon|night|big|weekly|sunday|school)\\s+)?(?!(?:all|that|this|which|everything|ages|years|months|weeks|days|tomorrow|today|tonight|him|her|them|it|me|you|us|each|one|another|midnight|noon|lunch|planting|sowing|pruning|opening|use|using|washing|cooking|baking|mixing|cutting|applying|application|thawing|cooling)(?![\\p{L}]))(?:\\p{Ll}[\\p{L}-]{2,}|Mass)(?=\\s*(?:[,.!;]|$))|(?:next|this|coming)\\s+(?:month|week|weekend|year|quarter|spring|summer|autumn|fall|winter)|in (?:early |late |mid-?)?(?:${MONTHS})|after (?:dinner|lunch|breakfast|tea|supper|work|school|class|the gym|the meeting|the call|(?:my |the )?(?:practice|training|shift|lesson|lecture|nap|match|game)|church|uni|college)|the morra|the morn(?!ing)|(?:on|during) my (?:(?:lunch|coffee|tea) )?break|at the end of (?:my|the) (?:shift|run|route|round)|(?:this|tomorrow|sat(?:urday)?|sun(?:day)?) arvo|first thing(?: in the morning| tomorrow)?|at lunch(?:time)?|on (?:my|the) way (?:home|back|in|to work)|after (?:this|the|my|that) (?:[\\p{L}-]+\\s+)?(?:callout|call-out|job|break|shift|round|run|visit|appointment)|now in a (?:minute|min|bit|sec)|just now|now[- ]now|later(?: on| today| tonight)?|tmrw|tmr|tmrow|2moro|2morrow|tonite|2nite|2day|asap|as soon as possible|(?<!^)b4\\s+.+|(?<!^)within\\s+.+|(?:in|over) the (?:next|coming) (?:few |couple of |\\d+ |two |three )?(?:days|weeks|months)|when i get (?:in|home|back|there|to (?:work|the office))|in the (?:morning|afternoon|evening))$`,
      "iu",
    ),
    // "…, no excuses", "…, finally", "…, whatever happens": said to stress the task, no part of it.
    afterthought: /\s+(?:thank you|thanks|ta|cheers)(?:\s+zoe)?[\s.!]*$|\s*[,;:–—-]\s*(?:no excuses|finally|for once|once and for all|whatever (?:else )?happens|no matter what|(?:and )?not letting it slide(?: again)?|(?:(?:i|i'll|i will)\s+)?(?:promise|pinky promise|for sure|definitely|no matter what|without fail)|(?:and |so )?(?:remind|nudge|ping) me if i (?:don['’]?t|forget)|(?:just )?in case i forget)[\s.!]*$/iu,
    amountTail: /\s*,\s*((?:(?:about|around|approx\.?|roughly|ca\.?|~)\s*)?(?:(?:[£$€]\s?\d[\d.,]*\s?[km]?|\d[\d.,]*\s?[km]?\s?(?:€|£|\$|euros?|eur|pounds?|quid|gbp|dollars?|usd|bucks))(?:\s+(?:each|apiece|a piece|per \p{L}+|in total|total))?|\d[\d.,]*(?:\s+(?:each|apiece|a piece|per \p{L}+|in total|total))))[\s.!]*$/iu,
    visit: null,
    // A teenager's "no cap", "fr" (for real) after the task stress it as "for sure" does.
    emphasis: ["without fail", "for sure", "no matter what", "no cap", "fr fr", "frfr", "fr"],
    noteAsk: (question) => /^\s*(?:(?:hey|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:note(?:\s+down)?|make a note|write down|jot down|remember|keep in mind)(?:\s+(?:for me|please))?,?\s+that\s+(.+)$/iu.exec(question)?.[1] ?? null,
    // "I meant to order the tiles, will do it tomorrow": the pick-up said in the future or the progressive, never "did it".
    // No shape said again yet: the cues read these languages' objects and states as said.
    // "the boxes will be dropped off by Thursday, I promise", "the programme will be at the printers by Monday, promise": a thing's state
    // promised after it is the owner's to get done ("I'll get the boxes dropped off by Thursday"), kept only with its time; never a
    // pronoun that names nothing, nor a promise told of someone else ("Sam promised the cake would be ready").
    tagged: (sentence) => {
      // "I'll make sure the car's washed by Sunday": a thing's state the owner sees to is theirs to get done ("get the car washed").
      const sure = /^(?:i['’]ll|i\s+will|ill|will)\s+make\s+sure\s+(?:that\s+)?(?<thing>(?:the|my|our|all the|both)\s+(?:[\p{L}\p{N}-]+\s+){0,3}?[\p{L}\p{N}-]+?)(?:['’]s|\s+is|\s+are)\s+(?<state>\p{Ll}+(?:ed|en|wn|ne|nt)|done|ready|sorted|tidy|clean|empty|paid|out|back|off|up)(?<rest>(?:\s.*)?)$/iu.exec(sentence.trim());
      if (sure?.groups) return { said: `I'll get ${sure.groups.thing} ${sure.groups.state}${sure.groups.rest}`, needsTime: false };
      // "I promise you the report will be done by Friday": the promise said first is the same as said after the state.
      const first = /^(?:i\s+)?promise(?:\s+(?:you|ya|them|him|her))?,?\s+(?:that\s+)?(?=(?:the|my|our|your|all the|both)\s)(.+?)[\s.!]*$/iu.exec(sentence.trim());
      // The promise may name whom it was made to ("…, promised the head"); a paper that "goes out" is the same state ("… goes out Friday").
      const m = /^(?<thing>(?:the|my|our|your|all the|both)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?[\p{L}\p{N}'’-]+)\s+(?:(?:will|(?:is|are)\s+(?:going to|gonna))\s+(?:all\s+)?be\s+(?:all\s+)?(?<rest>(?:at|with)\s.+?|\p{Ll}+(?:ed|en|wn|ne|nt)\s.+?|(?:done|sent|ready|finished|fixed|sorted|back|there|in|out|up|tidy|clean|empty|clear|paid)\s.+?)|(?:goes|go|will go|is going|are going)\s+(?<out>out\s.+?))\s*,\s*(?:(?:i\s+)?promise(?:\s+(?:you|ya|them|him|her))?|(?:i\s+)?promised(?:\s+(?:(?:the|my|our)\s+)?\p{L}+)?|i swear)[\s.!]*$/iu.exec(first ? `${first[1]}, I promise` : sentence.trim());
      if (!m?.groups) return null;
      const thing = m.groups.thing!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
      return { said: `I'll get ${thing} ${(m.groups.rest ?? m.groups.out)!.replace(/^(?:at|with)\s+/iu, "to ")}`, needsTime: true };
    },
    sayAgain: null,
    pickUp: {
      clause: /^(?:(?:i['’]ll|i\s+will|ill|will|gonna|i['’]m\s+gonna)\s+(?:do|sort|get\s+on|deal\s+with)|(?:i['’]m\s+|im\s+)?(?:doing|sorting))\s+(?:it|that|them|this)(?![\p{L}])/iu,
      task: (earlier) => {
        const said = earlier.trim();
        const led = said.replace(/^(?:i\s+)?(?:(?:still\s+)?(?:meant|was\s+meant|was\s+supposed|was\s+going|wanted|need|needed|have|had|forgot|keep\s+forgetting|kept\s+forgetting)\s+to)\s+/iu, "");
        if (led !== said) return led;
        // "the gutters need clearing, I'll do them Saturday": the passive said as a note.
        const restated = /^(?<thing>(?!(?:i|you|we|he|she|it|they)\s)(?:[\p{L}'’-]+\s+){0,4}?[\p{L}'’-]+)\s+needs?\s+(?<verb>\p{L}{3,}ing)$/iu.exec(said);
        return restated?.groups ? `${PROGRESSIVE[restated.groups.verb!.toLowerCase()] ?? baseOf(restated.groups.verb!)} ${restated.groups.thing!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}` : null;
      },
    },
    fillers: /(?<![\p{L}'’])(?:u+h+|u+m+|u+h+m+|e+r+m+|er|h+m+)(?![\p{L}'’])[,…]*/giu,
    elisions: null,
    // English says a noun's day with a possessive ("Saturday's match"): none read.
    dayOf: null,
    dayFor: /^for$/iu,
    learnerGo: null,
    clitic: null,
    // The verb comes right after "that I" in this language: the task reads as said.
    thatClause: null,
    people: wordSet("brother sister mum mom mother dad father son daughter wife husband partner boyfriend girlfriend kid kids child children baby grandma grandpa granny nan grandmother grandfather aunt uncle cousin niece nephew friend boss colleague neighbour neighbor"),
    restate: (sentence) => {
      // "the tyres need changing this month", "Dishwasher man needs ringing Monday": the thing, then the verb of what it needs.
      const passive = new RegExp(
        `^(?<thing>(?!(?:i|you|we|he|she|it|they|everyone|everybody|nobody|someone|somebody|this|that|which|who)${R})(?:[\\p{L}\\p{N}'’-]+\\s+){0,4}?[\\p{L}\\p{N}'’-]+)\\s+(?:needs?|wants?)\\s+(?<verb>\\p{L}{3,}ing)(?<rest>(?!.*${L}every${R}).*)$`,
        "iu",
      ).exec(sentence);
      if (passive?.groups) {
        const { thing, verb, rest } = passive.groups as { thing: string; verb: string; rest: string };
        const particle = /^\s+(?:out|up|off|in|down|back|over)(?![\p{L}])/iu.exec(rest)?.[0] ?? "";
        const base = PROGRESSIVE[verb.toLowerCase()] ?? baseOf(verb);
        return { lead: "", task: `${base}${particle} ${thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${rest.slice(particle.length)}` };
      }
      // "The invoice has to go out tonight", "the revised manuscript has to go back to the editor by Friday": a paper or a parcel that has to
      // go somewhere is the owner's to send (people "have to go out" too: only papers).
      const goes = new RegExp(
        `^(?<thing>(?:(?:the|my|our|this|that)\\s+)?(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?${PAPERS}(?:\\s+(?:for|to|from|about|on)\\s+(?:[\\p{L}\\p{N}&'’-]+\\s+){0,4}?[\\p{L}\\p{N}&'’-]+)?)\\s+(?:has to|have to|must|needs? to|ha(?:s|ve) got to)\\s+go\\s+(?<way>out|off|back|in)(?<rest>.*)$`,
        "iu",
      ).exec(sentence);
      if (goes?.groups) {
        const { thing, way, rest } = goes.groups as { thing: string; way: string; rest: string };
        const named = thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
        return { lead: "", task: way.toLowerCase() === "back" ? `send ${named} back${rest}` : `send ${way.toLowerCase()} ${named}${rest}` };
      }
      // "the bins have to go out tonight", "the recycling needs to go out": the owner's bins, to put out (people "have to go out" too: only bins).
      const bins = new RegExp(
        `^(?<thing>(?:(?:the|our|my)\\s+)?(?:[\\p{L}-]+\\s+)?(?:bins?|rubbish|recycling|bin bags?|trash|garbage))\\s+(?:has to|have to|must|needs? to|ha(?:s|ve) got to)\\s+go\\s+out(?<rest>.*)$`,
        "iu",
      ).exec(sentence);
      // "the van has to go in for its service next Tuesday", "the car needs to go in to the garage": the owner's vehicle, to take in (only vehicles).
      const vehicle = new RegExp(
        `^(?<thing>(?:(?:the|our|my)\\s+)?(?:[\\p{L}-]+\\s+)?(?:car|van|ute|truck|motorbike|bike|trailer|caravan|camper|bakkie|pickup|boat))\\s+(?:has to|have to|must|needs? to|ha(?:s|ve) got to)\\s+go\\s+(?:in(?<rest>(?:\\s+(?:for|to)\\s+.+)?)|(?=for\\s)(?<rest2>.+))$`,
        "iu",
      ).exec(sentence);
      if (vehicle?.groups) return { lead: "", task: `take ${vehicle.groups.thing!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${vehicle.groups.rest2 ? ` ${vehicle.groups.rest2}` : ` in${vehicle.groups.rest}`}` };
      if (bins?.groups) return { lead: "", task: `put ${bins.groups.thing!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} out${bins.groups.rest}` };
      // "The window display has to be changed by Monday", "the pension forms must be completed and posted by Friday": a passive with "be", its
      // participle that of a verb of errands (said back as it is named); never with a second clause ("…, Tom is doing it").
      const passiveBe = new RegExp(
        `^(?<thing>(?!(?:i|you|we|he|she|it|they|everyone|everybody|nobody|someone|somebody|this|that|which|who|there)${R})(?:[\\p{L}\\p{N}'’&-]+\\s+){0,6}?[\\p{L}'’-]+)\\s+(?:has to|have to|must|needs? to|ha(?:s|ve) got to)\\s+be\\s+(?<part>\\p{L}{3,}ed|${IRREGULAR_PARTS})(?:\\s+and\\s+(?<part2>\\p{L}{3,}ed|${IRREGULAR_PARTS}))?(?<rest>(?!.*${L}every${R})[^,;]*)$`,
        "iu",
      ).exec(sentence);
      const errandOf = (participle: string | undefined) => (participle ? ERRAND_VERBS.find((v) => regularPast(v).includes(participle.toLowerCase())) : undefined);
      if (passiveBe?.groups && errandOf(passiveBe.groups.part) && (!passiveBe.groups.part2 || errandOf(passiveBe.groups.part2))) {
        const { thing, part, part2, rest } = passiveBe.groups as { thing: string; part: string; part2?: string; rest: string };
        const verbs = [errandOf(part), ...(part2 ? [errandOf(part2)] : [])].join(" and ");
        return { lead: "", task: `${verbs} ${thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${rest}` };
      }
      // "Today's prescriptions need to be in the system before midnight", "the website has to go live on Monday", "the programme has to go to
      // the printer next week": a thing that has to be somewhere or live by a time is the owner's to get there ("get … into the system", "make
      // take … live"), one that has to go somewhere the owner's to send. Only a thing with its article or possessive, never people (`people`: "the kids need to be at school by 8").
      const state = new RegExp(
        `^(?<thing>(?:the|my|our|this|that|these|today['’]s|tomorrow['’]s|tonight['’]s|(?:\\p{Lu}\\p{L}*\\s+)?\\p{L}+['’]s)\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,4}?[\\p{L}'’-]+)\\s+(?:has to|have to|must|needs? to|ha(?:s|ve) got to)\\s+(?:be\\s+(?<where>(?:in|at|with|on|into)\\s+(?:(?:the|my|our)\\s+)?[\\p{L}\\p{N}'’-]+(?:\\s+(?!(?:by|before|until|on|at|tonight|today|tomorrow|this|next)${R})[\\p{L}\\p{N}'’-]+){0,2}|live|online|ready|done|finished|empty|complete|sorted|green|clean|tidy|up to date)|go\\s+(?<live>live|online)|go\\s+(?<to>to\\s+(?:the|my|our)\\s+[\\p{L}'’-]+))(?<rest>(?:\\s+(?:by|before|until|on|at|tonight|today|tomorrow|this|next|first thing)${R}[^,;]*)?)$`,
        "iu",
      ).exec(sentence);
      if (state?.groups) {
        const { thing = "", where, live, to, rest = "" } = state.groups as Record<string, string | undefined>;
        const named = thing.replace(/^(?:The|My|Our|This|That|These|Today|Tomorrow|Tonight)(?![\p{L}])/u, (c) => c.toLowerCase());
        if (to) return { lead: "", task: `send ${named} ${to}${rest}` };
        if (live) return { lead: "", task: `take ${named} ${live}${rest}` };
        // "… be in the system" -> "get … into the system", "be at radiology", "be with HMRC" -> "get … to …", "be ready" -> "get … ready".
        const place = where!.replace(/^(?:in|into)\s/iu, "into ").replace(/^(?:at|with)\s/iu, "to ").replace(/^on\s/iu, "onto ");
        return { lead: "", task: `get ${named} ${place}${rest}` };
      }
      // "This week I've got the car service to book", "Got a parcel to return by Saturday", "There's the meter reading to send off tomorrow".
      const toDo = new RegExp(
        `^(?<lead>.*?)(?:^\\s*|${L})(?:i['’]ve(?:\\s+still)?\\s+got|i\\s+(?:still\\s+)?(?:have|got)|i['’]ve|(?<=^\\s*)(?:still\\s+)?got|there['’]s(?:\\s+still)?|there\\s+is(?:\\s+still)?)\\s+(?<thing>(?!(?:nothing|lots|loads|plenty|something|anything|much|enough|a lot|so much|too much|more|no|time|the time|a chance|a minute|a sec|a lot more|stuff)${R})(?:[\\p{L}\\p{N}'’-]+\\s+){0,5}?[\\p{L}\\p{N}'’-]+)\\s+to\\s+(?<verb>(?!(?:${NOT_A_VERB}|me|myself|yourself|him|her|us|them|do)${R})\\p{L}{2,})(?<rest>.*)$`,
        "iu",
      ).exec(sentence);
      if (toDo?.groups) {
        const { lead, thing, verb, rest } = toDo.groups as { lead: string; thing: string; verb: string; rest: string };
        return { lead, task: `${verb} ${thing}${rest}` };
      }
      // "I promised the bride the buttonholes would be ready by Friday", "promised that the cake will be done tomorrow": a state promised of a
      // thing (never of "it" alone, which names nothing to get ready) is the owner's to get it in, for whom it was promised.
      const promisedState = new RegExp(
        `^(?<lead>.*?)(?:^\\s*|${L})(?:i\\s+(?:['’]ve\\s+|have\\s+)?)?(?:promised|assured|guaranteed)\\s+(?:(?<who>(?!(?:myself|yourself|to|that|i|it)${R})(?:(?:my|the)\\s+)?\\p{L}+)\\s+)?(?:that\\s+)?(?<thing>(?:the|my|a|an|her|his|their|our|your)\\s+(?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+)(?:\\s+(?:would|will)|['’](?:d|ll))\\s+be\\s+(?<state>ready|done|finished|sorted|fixed|repaired|back)(?<rest>(?:\\s+(?:by|before|on|at|this|next|tomorrow|tonight|today|\\p{L}+day)${R}.*)?)$`,
        "iu",
      ).exec(sentence);
      if (promisedState?.groups) {
        const { lead = "", who, thing = "", state = "", rest = "" } = promisedState.groups as Record<string, string | undefined>;
        return { lead, task: `get ${thing} ${state}${who ? ` for ${who}` : ""}${rest}` };
      }
      // "I promised Ines the drafts by Thursday": a thing promised with no verb, said back as the thing and for whom.
      const promised = new RegExp(
        `^(?<lead>.*?)(?:^\\s*|${L})(?:i\\s+(?:['’]ve\\s+|have\\s+)?)?promised\\s+(?<who>(?!(?:myself|yourself|to|that|i)${R})(?:(?:my|the)\\s+)?\\p{L}+)\\s+(?<thing>(?:the|my|a|an|some|her|his|their|our)\\s+(?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+)(?<rest>(?:\\s+(?:by|before|on|this|next|tomorrow|tonight|today)${R}.*)?)$`,
        "iu",
      ).exec(sentence);
      if (promised?.groups) {
        const { lead, who, thing, rest } = promised.groups as { lead: string; who: string; thing: string; rest: string };
        return { lead, task: `${thing} for ${who}${rest}` };
      }
      return null;
    },
    reminder: {
      // "Remind me what the password is" asks for a fact, not for a reminder.
      ask: /\bremind me\b(?!,?\s+(?:what|who|where|which|why|how|whose)\b|,?\s+what['’]s)/i,
      indirect: /\b(?:(?:don['’]?t|do not) let me forget(?!\s+(?:to|how|what|when|where|who|why|that time)\b)|(?:nudge|ping|poke|bug) me|give me a (?:nudge|shout|heads-?up|ping))\b(?!\s+(?:if|when|once|whenever|as soon as)\b)/i,
      noun: /(?:\b(?:set|add|create|make|schedule|put|pop|stick|give|put in|pop in)\s+(?:me\s+)?(?:a|an)\s+(?:quick\s+)?reminder(?:\s+in)?(?:\s+for me)?|^\s*reminder(?=\s+(?:in|at|for|on|tomorrow|tonight|today|this|next)\b(?!\s+(?:me|myself|self)\b)[^:–—]*?(?:\s[–—-]\s|:)|\s*:))\b/i,
      // "set a timer for 10 minutes for the pasta", "start a 15 minute timer", "set me an alarm for 7am".
      repeats: [
        [/\b(?:every|each)\s+(?:other\s+week|fortnight)\b|\bfortnightly\b|\bbi-?weekly\b|\bevery\s+(?:\d+|two|three|four|six)\s+(?:weeks|months)\b/giu, ""],
        [/\b(?:every|each)\s+(?:single\s+)?(?:day|night|weekday|week|month|year|other\s+day)\b|\b(?:daily|nightly|weekly|monthly|every\s*day)\b/giu, ""],
        [/\b(?:every|each)\s+(morning|afternoon|evening)\b/giu, "in the $1"],
        [/\b(?:every|each)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bon\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b/giu, "on $1$2"],
        [/\bevery\s+(\d+)\s+(minutes?|mins?|hours?|hrs?|days?)\b/giu, "in $1 $2"],
      ],
      repeatUnits: [
        [/fortnight|other\s+week|two\s+weeks|bi-?weekly/iu, "week", 2],
        [/three\s+weeks/iu, "week", 3],
        [/four\s+weeks/iu, "week", 4],
        [/two\s+months/iu, "month", 2],
        [/three\s+months/iu, "month", 3],
        [/four\s+months/iu, "month", 4],
        [/six\s+months/iu, "month", 6],
        [/weekday/iu, "weekday"],
        [/\bother\s+day\b/iu, "day", 2],
        [/\b(?:weeks?|weekly|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b/iu, "week"],
        [/\bmonths?\b|\bmonthly\b/iu, "month"],
        [/\byear(?:ly)?\b/iu, "year"],
        [/\b(?:hours?|hrs?)\b/iu, "hour"],
        [/\b(?:minutes?|mins?)\b/iu, "minute"],
      ],
      repeatEvery: {
        re: /(?<![\p{L}])(?:every|each)\s+(?<n>\d+|a\s+couple\s+of|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty-?five)\s+(?<unit>minutes?|mins?|hours?|hrs?|days?|weeks?|months?)(?![\p{L}])/iu,
        numbers: { "a couple of": 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20, thirty: 30, "forty-five": 45, fortyfive: 45 },
      },
      repeatDays: {
        days: ["mondays?|mon", "tuesdays?|tues?", "wednesdays?|wed", "thursdays?|thurs?|thu", "fridays?|fri", "saturdays?|sat", "sundays?|sun", "weekends?"],
        habitual: ["(?:on\\s+)?mondays", "(?:on\\s+)?tuesdays", "(?:on\\s+)?wednesdays", "(?:on\\s+)?thursdays", "(?:on\\s+)?fridays", "(?:on\\s+)?saturdays", "(?:on\\s+)?sundays", "(?:on\\s+|at\\s+)?weekends"],
        every: "every|each",
        and: "and(?:\\s+on)?|&|\\+",
        except: "except(?:\\s+(?:on|for))?|but\\s+not(?:\\s+on)?|apart\\s+from|other\\s+than|excluding",
        everyDay: "every\\s*day|each\\s+day|daily",
        daily: "every day",
        span: "between|betwixt",
        fromToday: [["today", "today"], ["tomorrow", "tomorrow"], ["the\\s+day\\s+after\\s+tomorrow|overmorrow", "the day after tomorrow"]],
        dayAfter: "the\\s+day\\s+after",
      },
      hourSpan: { span: "between|from", and: "and|to|till|until|-|–", at: "at" },
      timer: {
        ask: /\b(?:set|add|create|make|schedule|put|pop|stick|start|give|set up|put on|pop on)\s+(?:me\s+)?(?:a|an)\s+(?:quick\s+)?(?:(?<n>\d+|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|sixty)[- ](?<unit>min(?:ute)?s?|hours?|hrs?|secs?|seconds?)\s+)?(?<what>timer|alarm)(?:\s+(?:in|on))?(?:\s+for me)?\b/i,
        spanFor: /^(?:for|of)\s+/i,
        about: /^(?:for|about)\s+/i,
      },
      // "can you remind me …", and asked of anyone in a family or team chat: "can someone remind me …".
      lead: /^\s*(?:(?:hey|hi|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:and|also|oh|ah|btw|plus|and also|oh and|oh also|ah and|one more thing|one more)[,:!.]?\s+)*(?:(?:please|pls)\s+)?(?:(?:can|could|would|will)\s+(?:you|someone|somebody|anyone|anybody|one of you)\s+(?:also\s+)?(?:please\s+)?(?:also\s+)?)?$/i,
      joiner: /^(?:to|about|that i (?:need to|have to|should|must)|that)\s+/i,
      also: /^(?:also|too|as well)\s+/iu,
      elliptic: { and: /^(?:(?:oh\s+)?and|also|plus)\s+/iu, too: /(?<![\p{L}])(?:too|also|as well)(?![\p{L}])/giu },
      // Not read in this language: a question put to ZOE after the request.
      asked: null,
      // "calling the bank" -> "call the bank": a task said in the progressive reads as a to-do.
      plainTask: (task) => task.replace(/^(\p{L}+)(?=\s)/u, (w) => PROGRESSIVE[w.toLowerCase()] ?? baseOf(w)),
    },
    toOwner: (task) =>
      YOURS(
        task.replace(/^(?:i['’]ll|i will|i['’]m going to|i am going to|i['’]m gonna|i (?:still )?need to|i have to|i['’]ve got to|i must|i should|i want to|i['’]d like to|gotta)\s+/iu, ""),
      ),
    pastOf,
  },
  goals: {
    goal: /\b(?:my|our)\s+(?:(?:main|big|biggest|new|next|one|top|only|real|personal|long[- ]term)\s+)?(?:goal|objective|aim)(?:\s+(?:for|this|next|by)\s+(?:the\s+)?[\w'’ -]{1,30}?)?\s*(?:is|will be|:)\s+(?:to\s+)?(.+)$/i,
    hedges: /\b(maybe|might|perhaps|if|wonder|not sure|was|used to|should|could|would)\b/i,
  },
  offline: {
    quieter: [
      /\b(?:less|fewer)\s+(?:reminders|messages|nudges|pings|notifications)\b/i,
      /\b(?:you(?:'re|’re|\s+are)?\s+(?:messag(?:e|ing)|ping(?:ing)?|text(?:ing)?|nudg(?:e|ing)|writ(?:e|ing)(?:\s+to)?|bother(?:ing)?|remind(?:ing)?|contact(?:ing)?)\s+me\s+(?:way\s+|far\s+)?too\s+(?:much|often)|too\s+many\s+(?:messages|pings|nudges|reminders|notifications|follow-?ups)|(?:be|get)\s+quieter|fewer\s+(?:messages|nudges|pings|reminders|follow-?ups)|(?:nudge|ping|message)\s+me\s+less)\b/i,
    ],
    louder: [
      /\b(?:(?:nudge|remind|ping|chase)\s+me\s+more(?:\s+often)?|(?:nudge|remind|ping|chase)\s+me\s+(?:a\s+bit\s+)?(?:more\s+)?often)\b/i,
      /\b(?:more\s+(?:nudges|reminders|follow-?ups)|remind\s+me\s+more|nudge\s+me\s+more|(?:be|get)\s+louder|speak\s+up\s+more)\b/i,
    ],
    stopAbout: [
      /\b(?:stop|quit|no\s+more)\s+(?:reminding|nudging|pinging|bugging|asking)\s+me\s+(?:about|of|on|regarding)\s+(.+?)[.!]*$/i,
      // "no more reminders about the bike", "no more nudges for the tax return".
      /\b(?:no\s+more|stop\s+(?:the|sending(?:\s+me)?))\s+(?:reminders|nudges|pings|follow-ups|messages)\s+(?:about|for|on|regarding)\s+(.+?)[.!]*$/i,
      // "forget about the gym thing", "vergiss das mit dem Fitnessstudio": said at the start of the message only.
      /^(?:(?:ok|okay|oh|so|please|pls)[\s,]+)*(?:forget|never\s*mind)\s+(?:about\s+)?(.+?)(?:\s+(?:thing|stuff|business))?[.!]*$/i,
      // "drop the jogging thing", "scrap the gym stuff": only with the "thing" word, so "drop the kids at school" stays a task.
      /^(?:(?:ok|okay|oh|so|meh|ugh)[\s,]+)*(?:drop|scrap|ditch|skip)\s+(?:the\s+|that\s+|my\s+)?(.+?)\s+(?:thing|stuff|idea|plan)[.!]*$/i,
    ],
    stopWords: ["the", "a", "an", "my", "your", "this", "that", "to", "of", "on", "about", "for", "with", "and", "it"],
    tomorrow: /(?<!\p{L})(?:tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow)(?!\p{L})/iu,
    week: /(?<!\p{L})(?:this|this coming|the rest of the|rest of the)\s+week(?!\p{L})/iu,
    today: /\b(?:today|tonight|this\s+(?:morning|afternoon|evening))\b/iu,
    todayAsks: /^(?:(?:so|ok|okay|hey|zoe)[\s,]+)?(?:(?:what(?:'s|s|\s+is)|anything)\s+(?:on|due|planned|scheduled|pending|left|happening)(?:\s+for)?|what\s+(?:do\s+i\s+have(?:\s+on)?|have\s+i\s+got(?:\s+on)?|am\s+i\s+doing|'s\s+the\s+plan|is\s+the\s+plan)(?:\s+for)?|(?:my\s+)?(?:plan|agenda|schedule)(?:\s+for)?)\s+(?:today|tonight|this\s+(?:morning|afternoon|evening))$/iu,
    pause: [
      /^(?:please\s+)?(?:mute|(?:(?:let'?s\s+)?take\s+a\s+)?pause|silence|quiet|hush|be\s+quiet|no\s+(?:more\s+)?(?:messages|pings|nudges|reminders)|don'?t\s+(?:message|text|ping|bother)\s+me|leave\s+me\s+alone|stop\s+(?:messaging|texting|pinging)\s+me)(?:\s+(?:please|pls))?\s+(?:(?:until|till|til)\s+(?<evening>the\s+evening|later\s+(?:tonight|this\s+evening))|(?:until|till|til)\s+(?<day>.+?)|for\s+(?:(?<hours>\d+|an?|one)\s+(?:hours?|hrs?|h)|(?<minutes>\d+)\s+(?:minutes?|mins?))|(?<tonight>tonight|for\s+(?:tonight|the\s+night|the\s+evening|today|the\s+(?:rest\s+of\s+the\s+)?day)|this\s+evening))(?:,?\s+(?:please|pls|thanks))?[\s.!]*$/iu,
    ],
    resume: [
      /^(?:(?:ok(?:ay)?|alright|all\s+good|cool)[\s,]+)?(?:you\s+(?:can|may)\s+(?:message|text|write\s+to|ping|nudge)\s+me\s+again|(?:un-?mute|unpause|resume)(?:\s+(?:messages|yourself))?|i'?m\s+back|back\s+to\s+normal|(?:you\s+can\s+)?talk\s+to\s+me\s+again|end\s+(?:the\s+)?(?:pause|mute))(?:\s+now)?(?:,?\s+(?:please|thanks))?[\s.!]*$/iu,
    ],
    moveTo: [
      /^(?:(?:can|could|would)\s+you\s+|please\s+|pls\s+)?(?:move|push|shift|bump|reschedule|postpone|put\s+off|put|change|set)\s+(?<what>.+?)\s+(?:back\s+|over\s+)?(?:to|till|until|til|for|on)\s+(?<when>.+?)(?:,?\s+(?:please|pls|thanks))?[\s.!?]*$/iu,
    ],
    moveIt: /^(?:(?:so|then|ok|okay|pls|please|just|can you|could you)[\s,]+)*(?:move|push|shift|reschedule|bump|postpone)\s+(?:it|that|this|them)(?:\s+(?:back|over|then|please|pls))*[\s.!]*$/iu,
    // "move the meeting" with no time: ZOE asks to when (threads/closing.ts).
    moveAsk: [
      /^(?:(?:so|ok|okay|then|hey)[\s,]+)*(?:(?:can|could|would)\s+you\s+|please\s+|pls\s+)?(?:move|push|shift|bump|reschedule|postpone|put\s+off)\s+(?<what>(?:the|my|our)\s+(?:(?!(?:to|till|until|til|on|for|at|by|from|into|in|back|over)(?![\p{L}]))[\p{L}\p{N}'’:-]+\s*){1,5}?)(?:\s+(?:back|over|please|pls|for\s+me))*[\s.!]*$/iu,
    ],
    asks: {
      threads: /^(?:(?:so|ok|okay|hey|zoe)[\s,]+)?(?:what(?:'s|s|\s+is|\s+are)\s+(?:on\s+my\s+(?:list|plate|to-?do(?:\s+list)?)|(?:still\s+)?(?:open|pending|overdue|left(?:\s+to\s+do)?)|due(?:\s+today)?|(?:on\s+)?(?:for\s+)?today|my\s+(?:tasks|to-?dos|open\s+loops))|what\s+(?:do\s+i\s+(?:have|need|still\s+have)\s+to\s+do|did\s+i\s+(?:say|promise)\s+i(?:'d|\s+would)\s+do)(?:\s+today)?|(?:anything|what(?:'s|s)?)\s+(?:overdue|late|pending)|(?:is\s+there\s+)?anything\s+(?:else\s+)?(?:still\s+)?(?:open|left|pending)(?:\s+to\s+do)?|what\s+(?:remains|else\s+is\s+(?:still\s+)?(?:open|left|pending))(?:\s+to\s+(?:be\s+)?do(?:ne)?)?|(?:show|list|give)\s+(?:me\s+)?(?:my\s+)?(?:open\s+)?(?:list|loops|threads|to-?dos|tasks)|my\s+(?:list|to-?dos|tasks|open\s+loops)|to-?do\s+list)$/iu,
      goals: /^(?:(?:show|list|give)\s+(?:me\s+)?my\s+goals|what\s+are\s+my\s+goals|how\s+are\s+my\s+goals(?:\s+going)?|my\s+goals|goals)$/iu,
      drafts: /^(?:(?:any|show(?:\s+me)?(?:\s+my)?|my)\s+drafts|drafts|are\s+there\s+(?:any\s+)?drafts|do\s+you\s+have\s+(?:any\s+)?drafts(?:\s+for\s+me)?)$/iu,
      help: /^(?:what\s+can\s+you\s+do|what\s+do\s+you\s+do|help(?:\s+me)?|how\s+do(?:es)?\s+(?:this|you)\s+work)$/iu,
    },
    upTo: /^(?:so\s+|hey\s+|and\s+)?(?:what\s+(?:are|r)\s+(?:you|u)\s+(?:up\s+to|doing)|what(?:'s|\s+is)\s+up|whatcha\s+(?:up\s+to|doing)|wyd)(?:\s+(?:today|now|right\s+now|these\s+days))?(?:\s+zoe)?$/iu,
    // "drop the mockups" (forms stopAbout does not take): ZOE asks first; the object short, nothing after it.
    untrackAsk: [
      /^(?:(?:ok|okay|oh|so|actually|hey|please|pls)[\s,]+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:cancel|delete|remove|untrack|stop\s+tracking|stop\s+following|get\s+rid\s+of)\s+(?<what>(?:the|my|that|this)\s+(?:[\p{L}\p{N}'’-]+\s*){1,4}?)(?:\s*(?:reminders?|one|timer|alarm|item|thread|task))?(?:\s*(?:from|off)\s+(?:my|the)\s+list)?(?:,?\s*(?:please|pls|thanks))?[\s.!?]*$/iu,
    ],
    dropAsk: [
      /^(?:(?:ok|okay|oh|so|meh|ugh|actually|nah)[\s,]+)*(?:drop|scrap|ditch)\s+(?<what>(?:the|my|that|those|these)\s+(?:(?!(?:at|to|off|by|on|in|for|from|with|into|and|tomorrow|today|tonight|thing|stuff|idea|plan)(?![\p{L}]))[\p{L}\p{N}'’-]+\s*){1,3})[\s.!]*$/iu,
    ],
    // "remember that …": a fact for memory; "remember to …" is a reminder and is not one.
    verbLast: { verbs: [], determiners: [] },
    remember: [
      /^(?:(?:ok|okay|oh|so|hey|zoe|please|pls|btw|fyi)[\s,]+)*(?:remember|keep\s+in\s+mind|bear\s+in\s+mind|note|make\s+a\s+note|jot\s+down|write\s+down|note\s+down)(?:\s+(?:for\s+me|please))?(?:,?\s+that\s+|\s*:\s*)(?<fact>.+?)[\s.!]*$/isu,
      /^(?:(?:ok|okay|so|btw)[\s,]+)*for\s+the\s+record\s*[:,]\s*(?<fact>.+?)[\s.!]*$/isu,
    ],
    // "note to self: …": a fact for memory, or a to-do when the capture reads an errand in it.
    noteToSelf: [
      /^(?:(?:ok|okay|so)[\s,]+)*(?:note|memo|reminder)\s+to\s+(?:self|myself)\s*(?::|[-–—]|,)?\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:note|memo|fyi)\s*:\s*(?<note>.+?)[\s.!]*$/isu,
      /^(?:mental\s+note|self[-\s]note)\s*(?::|[-–—]|,)\s*(?<note>.+?)[\s.!]*$/isu,
    ],
    // A statement about something ("the wifi is slow"), not an errand.
    statement: /^(?:(?:the|my|our|his|her|their|this|that|these|those)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}?|(?:[\p{L}\p{N}'’-]+\s+){1,2}?)(?:is|are|was|were|isn't|aren't|moved|changed|shifted|got|moves|closes|opens|starts|became)(?![\p{L}])/iu,
    listBag: {
      lead: ["can you", "could you", "would you", "please", "pls", "hey zoe", "ok so", "so"],
      ask: ["what", "whats", "which", "anything", "any", "show", "list", "tell", "remind", "give"],
      open: ["open", "left", "pending", "outstanding", "forgot", "forget", "forgotten", "missing", "due", "overdue", "owe", "doing", "do", "on", "planned", "late", "unfinished", "undone"],
      items: ["list", "tasks", "task", "todos", "todo", "reminders", "loops", "threads", "plate", "things", "stuff"],
      mine: ["my"],
      none: ["nothing", "nothin"],
      filler: ["i", "me", "s", "is", "are", "am", "does", "did", "have", "has", "had", "got", "still", "else", "again", "there", "to", "be", "for", "the", "a", "an", "everything", "all", "people", "supposed", "need", "should", "currently", "right", "now", "ok", "okay", "hey", "zoe", "just", "that", "this", "which"],
    },
  },
  clock: {
    noon: ["noon", "midday"],
    midnight: ["midnight"],
    at: ["at"],
    oClock: [],
    hourLetters: [],
    meridiem: { am: ["am"], pm: ["pm"] },
    halves: { am: ["morning", "in the morning", "the morning", "the morning one", "am", "a.m.", "at night", "night", "early morning"], pm: ["afternoon", "in the afternoon", "the afternoon", "the afternoon one", "afternoon please", "evening", "in the evening", "the evening", "pm", "p.m."] },
    rangeFrom: ["from"],
    rangeTo: ["\\bto\\b", "\\buntil\\b", "\\btill\\b"],
  },
  commands: {
    modes: { normal: "balanced", default: "balanced", silent: "quiet", calm: "quiet", quieter: "quiet", active: "proactive" },
    on: ["on"],
    off: ["off"],
    actOnForward: new RegExp(`${L}(?:(?:please\\s+)?(?:track|remember|note|save|keep|add)\\s+(?:this|that|these|those|it|them)|(?:keep\\s+track\\s+of|remind\\s+me\\s+(?:of|about))\\s+(?:this|that|these|those|it|them))${R}`, "iu"),
    ordinals: [["first"], ["second"], ["third"], ["fourth"], ["fifth"], ["sixth"], ["seventh"], ["eighth"]],
    pickFillers: ["the", "one", "number", "nr", "item", "option", "please", "pls", "that", "this"],
  },
  secrets: SECRETS,
  personal: PERSONAL,
};
