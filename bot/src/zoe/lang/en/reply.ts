/**
 * How an English owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for English.
 * Must never: hold logic; a word that means something else in a reply (it would be read as an answer).
 */
import type { ReplyWords } from "../pack.ts";
import { any, whole, wordSet } from "../patterns.ts";
import { DONE_PAST, DONE_STATES } from "./done-words.ts";

/** Shorthands owners type, and their words. */
const SHORTHANDS: ReadonlyArray<readonly [RegExp, string]> = [
  // "sorry forgot to tell you": the telling forgotten, not the thread; no forgetting of its own (issue 34, the thirty-first batch).
  [/[,.]?\s*\b(?:sorry,? )?(?:i )?forgot to (?:tell|say|mention to|let) (?:you|u)(?: know)?\b/gu, ""],
  // "I didn't forget": the owner's answer to being asked, no action of its own; without it a negation and a forgetting word read as "not yet" (issue 34, the twenty-fourth batch).
  [/(?<![\p{L}])(?:no,? )?(?:i )?(?:didn['’]?t|did not|haven['’]?t|have not) forg(?:et|otten)(?: (?:it|about it|that|this))?(?: no)?[,.!]*\s*/gu, ""],
  // "what are the steps?": the steps of the whole task asked for, the whole reply said as the language's breakdown words; a shorthand, so its words stay out of the reader's vocabulary (issue 34, the twentieth batch).
  [/^(?:so |ok |okay )?what are the steps(?: (?:for|to) (?:it|this|that))?[\s?!.]*$/g, "break it down"],
  [/\b2morrow\b|\b2moro\b|\btmrw?\b|\btmw\b/g, "tomorrow"],
  [/\bnxt\b/g, "next"],
  [/\btonite\b|\b2nite\b|\btonigth\b/g, "tonight"],
  // Australian "arvo": the afternoon of the day named, else this afternoon (issue 34, the seventeenth batch).
  [/\b(tomorrow|today|this|the|monday|tuesday|wednesday|thursday|friday|saturday|sunday) arvo\b/g, "$1 afternoon"],
  [/\barvo\b/g, "this afternoon"],
  [/\bin the (evening|afternoon)\b/g, "this $1"],
  [/\bwk\b/g, "week"],
  [/\bu\b/g, "you"],
  [/\bpls\b|\bplz\b/g, "please"],
  [/\blet us\b/g, "let's"],
  [/\byh\b|\bya\b(?=\s)/g, "yeah"],
  [/\bl8r\b|\blatr\b|\blaters\b/g, "later"],
  // "gimme an hour", "not yt", "last nite": chat shorthands (issue 34, the seventeenth batch).
  [/\bgimme\b/g, "give me"],
  [/\bnot yt\b/g, "not yet"],
  [/\bnite\b/g, "night"],
  [/\bpayed\b/g, "paid"],
  [/\brn\b/g, "right now"],
  [/\bany more\b/g, "anymore"],
  [/\bdone and dusted\b/g, "done"],
  [/\bafter the weekend\b/g, "monday"],
  [/\b(\d+)\s*h(?:rs?)?\b/g, "$1 hours"],
  [/\b(\d+)\s*mins?\b/g, "$1 minutes"],
  // "first thing tomorrow", "monday first thing": that day's morning.
  [/\b(?:the )?first thing (tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?! morning)/g, "$1 morning"],
  [/\b(tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday) first thing\b/g, "$1 morning"],
  [/\bthe first thing\b|\bfirst thing\b/g, ""],
  // "tmrw am", "friday pm": that day's morning or afternoon; "this arvo" (Australian) is this afternoon.
  [/\b(tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday) am\b/g, "$1 morning"],
  [/\b(tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday) pm\b/g, "$1 afternoon"],
  [/(?<!\b(?:tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday) )\b(?:this )?arvo\b/g, "this afternoon"], [/\barvo\b/g, "afternoon"],
  // Scots and Irish forms: "aye" (yes), "naw" (no), "no yet" (not yet), "gonnae" (would you), "the morra" (tomorrow), "oot" (out).
  [/\baye\b/g, "yes"], [/\bnaw\b/g, "no"], [/\bno yet\b/g, "not yet"], [/\bgonnae\b/g, "please"], [/\bthe morra\b/g, "tomorrow"], [/\boot\b/g, "out"],
  // A sleepy "zzz" carries no answer of its own ("zzz later").
  [/\bz{3,}\b/g, ""],
  // Dictation spells out its punctuation ("booked it full stop"): it is no stop.
  [/\s*\bfull stop\b/g, "."],
  // Signed electronically.
  [/\b(?:docu-?signed|e-signed)\b/g, "signed"],
  // "newsletter's live", "the van cover's sorted": the thing's "is" contracted before its new state.
  [/\b(\p{L}{3,})'s (live|out|sorted|done|ready|booked|paid|sent|renewed|ordered|fixed|through|gone|lodged|filed|signed|submitted)\b/gu, "$1 is $2"],
  // "drafted and sent": the draft was the step before the sending, which is the answer.
  [/\bdrafted(?: it| them)? and (?=(?:sent|submitted|posted|mailed|emailed|filed|published)\b)/g, ""],
  // Irish "there now" (just now), Australian "no wukkas" (no worries), Indian English "done only" (an emphasis).
  [/\bthere now\b/g, "just now"], [/\bno wukkas\b/g, "no worries"], [/\b(done|paid|sent|booked|completed|submitted) only\b/g, "$1"],
  // A learner's "remind to me": remind me.
  [/\bremind to me\b/g, "remind me"],
  // A polite wrapper around the action ("would you mind reminding me tonight", "do you mind moving it to friday",
  // "could you kindly push it"): the action asked for (issue 34, the eighteenth batch).
  ...([["remind", "reminding"], ["move", "moving"], ["push", "pushing"], ["shift", "shifting"], ["bump", "bumping"], ["postpone", "postponing"], ["reschedule", "rescheduling"], ["snooze", "snoozing"], ["split", "splitting"], ["break", "breaking"], ["cancel", "cancell?ing"], ["delete", "deleting"], ["remove", "removing"], ["drop", "dropping"], ["ask", "asking"], ["ping", "pinging"], ["check", "checking"]] as const)
    .map(([verb, ing]) => [new RegExp(`\\b(?:would|do) you mind ${ing}\\b`, "g"), `please ${verb}`] as const),
  [/\b(?:could|can|would) you (?:please |kindly )?(?=(?:remind|move|push|shift|bump|postpone|reschedule|snooze|cancel|delete|remove|drop)\b)/g, "please "],
  // "catch me friday", "hit me up tomorrow": ask me again then.
  // "nudge me again tonight", "bug me in an hour": the same ask, before a time only (issue 34, the twenty-first batch).
  [/\b(?:catch|hit|nudge|bug|poke) me(?: up)?(?: again)? (?=(?:on |at |in |after )?(?:tomorrow|tonight|this|next|later|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d|an? (?:hour|couple)\b))/g, "remind me "],
  // "dropped them off", "drop it off": a delivery, never a drop of the thread.
  [/\bdropped (it|them|this|that|these|those|everything) off\b/g, "delivered $1"], [/\bdropped off\b/g, "delivered"],
  // A learner's "remember me on friday" (the verb of their own language, "erinnere mich", "herinner me"): remind me, when a time follows.
  [/\bremember me (?=(?:on|at|in|tomorrow|tonight|next|later|this|after)\b)/g, "remind me "],
  // A learner's "is send already", "I have send it": the participle.
  [/\b(is|was|already|have|has|i've) send\b/g, "$1 sent"],
  // A learner's "I have sended it": the participle (issue 34, the twenty-second batch).
  [/\bsended\b/g, "sent"],
  // "give us an hour" (British "us" for "me"); "brb 20 min": back in that long.
  [/\bgive us\b/g, "give me"], [/\bbrb,? (?=\d)/g, "back in "],
  // British "half two": half past two, in the afternoon (one to five: the working day's hours; "half seven" may be either).
  ...(["one", "two", "three", "four", "five"] as const).map((w, i) => [new RegExp(`\\bhalf ${w}\\b(?! (?:of|hours?|days?|the|way|done|past))`, "g"), `${i + 1}:30pm`] as const),
  // "not till tonight", "not until friday": not yet, then.
  [/\bnot (?:till|until|til|before) (?=(?:tonight|tomorrow|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|later)\b)/g, "not yet "],
  // Geordie "the morn" (tomorrow), "the day" (today) after "no time", "nee" (no), "howay" (come on); Texan "fixin to"
  // (about to), dropped g's ("mornin"), "y'all"; New Zealand "chur" (thanks), "sweet as" (all good); Jamaican English
  // "mi" (I), "dis"/"dat" (this/that), "mawnin" (morning), "sen" (sent) before its object.
  [/\bthe morn\b/g, "tomorrow"], [/\b(no|nee) time the day\b/g, "no time today"], [/\bnee\b/g, "no"], [/\bhoway\b/g, ""],
  [/\bfixin'? to\b/g, "going to"], [/\b(morn|even)in\b/g, "$1ing"], [/\by'all\b/g, "you"], [/\bchur\b/g, "thanks"], [/\bsweet as\b/g, ""],
  [/\bmi (?=(?:sen|did|pay|send|sent|call|book|done|a go|gone)\b)/g, "i "], [/\bdis\b/g, "this"], [/\bdat\b/g, "that"], [/\bmawnin\b/g, "morning"], [/\bsen (?=(?:it|them|di|the)\b)/g, "sent "],
];

/** Words the typo fixer may correct towards. */
const TYPO_TARGETS = (
  "done finished finish completed complete handled sorted shipped submitted snooze remind reminding tomorrow tonight today monday tuesday " +
  "wednesday thursday friday saturday sunday morning afternoon evening week next later still working yet not stop forget cancel never drop " +
  "postpone already finally started halfway almost nearly progress pending until didn't haven't nope yeah reminder minutes hours"
).split(" ");
/** Real words a typo fixer would otherwise bend, never corrected. */
const TYPO_KEEP = (
  "dont don't one gone none some dome note nose tone bone dine dune tomb mon tue wed thu fri sat sun tmr tmrw the this that then them they " +
  "there their what when who why how not nut net now new no nope yes yep yup yet you your stay star step stoop store still stall since " +
  "sent send sand soon son snow week weak work worked wonder wait want went monkey money month friend fried finest find fine first fish " +
  "test text tell toll todo today's hand hard hold halt hear heard sure sorry soon forgot forgotten got get did dinner stopped stops dropped fine later lately latest laser skip skipped skipping shopped shipping shop shops spot slot stow"
).split(" ");

export const REPLY: ReplyWords = {
  reminderEdit: {
    later: /^(?:(?:no,? |actually,? |ok,? )?(?:make it|push it|move it|set it|put it|let'?s make it|change it to)(?: back)? )?(?:by )?(?<span>[\p{L}\p{N} ]{1,25}?) later(?: please| pls)?[.!]*$/iu,
    earlier: /^(?:(?:no,? |actually,? |ok,? )?(?:make it|move it|set it|put it|bring it forward|change it to)(?: forward)? )?(?:by )?(?<span>[\p{L}\p{N} ]{1,25}?) (?:earlier|sooner)(?: please| pls)?[.!]*$/iu,
    spanIn: "in",
    factHead: /^(?:(?:so|and|btw|fyi|ok|okay),?\s+)?(?:i\s+(?:have|got|had)|i['’]ve\s+got|i['’]ve|i['’]m\s+at|i\s+am\s+at|there['’]s|there\s+is|we\s+have|we['’]ve\s+got|we\s+got)\s+/iu,
    moveTo: /^(?:(?:actually|no|wait|sorry|oops|hmm)[,.!]? (?:make (?:it|that) |change (?:it|that) to |move (?:it|that) to |rather |better )?|(?:make (?:it|that)|change (?:it|that) to|move (?:it|that) to|move the reminder to|change the reminder to) )(?<when>(?:at |for |to )?[\p{N}][\p{L}\p{N}:. ]{0,20}|(?:at |for )?(?:noon|midnight)|(?:at )?(?:half|quarter) (?:past|to) [\p{L}\p{N}]+)(?: instead)?(?: please| pls)?[.!]*$/iu,
    cancel: /^(?:please |pls |actually,? |oh,? )?(?:cancel|delete|remove|scrap|forget|drop|clear)(?: about)? (?:that|the|this|my)(?: last)? reminder(?: please| pls)?[.!]*$|^(?:never ?mind|nevermind),? (?:the|that) reminder[.!]*$|^(?:no need for|i don'?t need) (?:that|the) reminder(?: anymore| any more)?[.!]*$/iu,
    list: /^(?:what|which) reminders (?:do i have|have i (?:got|set)|are (?:set|there|pending|open)|did i (?:set|ask for))(?: (?:today|left|set|now))?\s*\??$|^(?:show|list)(?: me)? (?:my|the)(?: pending| open)? reminders[.!?]*$|^(?:any|my) reminders\s*\??$/iu,
    before: [
      /^(?:please |pls |can you |could you |and )?remind me (?<span>[\p{L}\p{N}' -]{1,25}?) (?:before|beforehand|earlier|ahead)(?: (?:of |about |for )?(?<what>[\p{L}\p{N}' -]{2,60}?))?(?: please| pls| bitte| stp| s'il te plaît| s'il te plait| por favor| per favore| alsjeblieft| aub| graag)?[.!]*$/iu,
    ],
    spanCase: [],
    beforeInstead: /(?<!\p{L})(?:only|instead|rather)(?!\p{L})/giu,
  },
  done: any(
    "done",
    "did (?:it|that|this)",
    "finished(?: it| that)?",
    "completed?",
    "handled",
    "sorted",
    "taken care of",
    "took care of(?: it| that)?",
    "got it done",
    "nailed it",
    "wrapped(?: it)? up",
    "it'?s out",
    "(?:it )?went out",
    "(?:it'?s|is|it went|went) live",
    "is out",
    // "the lease is in the post", "it's in the mail": sent (not "I'll put it in the post").
    "(?:is|are|it'?s|'s) in the (?:post|mail)",
    "it happened",
    // "finally got round to it", "got around to it last night".
    "got (?:a)?round to it",
    "mission accomplished",
    "(?:it'?s|is|all) ready",
    "all good",
    "i did", ...DONE_STATES),
  // "done drilling", "done packing": a done said of a doing, which is the thread's only when the doing is its verb.
  doneVerb: any("sent", "submitted", "shipped", "delivered", "paid", "finished", "done with", "done(?= \\p{L}{3,}ing\\b)", "completed", "did", "posted", "mailed", ...DONE_PAST),
  notYet: any(
    // "two thirds done", "about 90% there", "most of the way": a share of the work, not all of it (issue 34, the thirty-fourth batch).
    "(?:(?:one|a|two) thirds?|(?:three )?quarters?|\\d{1,2} ?(?:%|percent|per cent))(?: done| finished| of the way(?: there)?| there)", "(?:most|part) of the way(?: there)?",
    // "only the cover letter left", "nur noch das Anschreiben": the rest of the work named, so not done yet (issue 34, the thirty-first batch).
    "^(?:only|just) (?:the |my |one |a |that )?[\\p{L}' -]{2,30} (?:left|to go|remaining|left to do)$",
    // "tried calling, nobody picked up", "I tried to pay but…" (issue 34, the twenty-eighth batch): the owner's own try
    // opening the clause is a door that stayed shut, not a done ("someone tried the barrier" is news of another).
    "^(?:i |i've |ive |i have )?(?:already )?tried(?=$| (?:to|but|twice|again|calling|ringing|phoning|paying|emailing|two|three|several|a few|\\d))",
    "not yet",
    // "not sent yet", "not booked yet": a negated verb with "yet" after it.
    "not (?:\\p{L}+ )?yet",
    // "not booked", "not filed": a negated participle (not "not needed", which is a stop).
    "not (?!needed|interested|related|required|supposed|allowed)\\p{L}{3,}ed\\b",
    "not now",
    // "not right now": "not now" with the usual stress on it (issue 34, the twentieth batch).
    "not right now",
    // "still need to buy a stamp": a step still to take before it can be done.
    "still (?:need|have|got) to", "still gotta",
    // (issue 34, the twenty-sixth batch) still to do, said as a statement: not done yet.
    "(?:gotta|got to|have to|need to) do (?:that|it|this) still",
    "not done",
    // "the deck isn't done yet", "still isnt finished", "they aren't sent": the state denied, apostrophe typed or not.
    "(?:isn'?t|aren'?t|wasn'?t|weren'?t) (?:\\p{L}+ )?(?:done|finished|ready|sent|paid|booked|fixed|sorted|over)",
    "not finished",
    "not quite",
    "not sent",
    "not today",
    "not even",
    "no time",
    "didn'?t",
    "did not",
    "haven'?t",
    "have not",
    "hasn'?t",
    "nope",
    "nah",
    "(?:i'?m |am )?(?:still )?waiting(?: a bit| a little| for| on)",
    "still(?: working| on it| pending| to ?do| on my list| waiting| not)",
    // "still looking", "still searching for one": the owner at it, not there yet (issue 34, the seventeenth batch).
    "still (?:looking|searching|hunting|shopping around)(?: for (?:one|it|something))?",
    "working on it",
    "(?:i'?m )?doing it (?:right )?now",
    "on it",
    "in progress",
    "almost(?: there| done)?",
    "nearly(?: there| done)?",
    "getting there",
    "halfway",
    "half(?: way)? done",
    "partly",
    "partially",
    "made a start",
    "(?:i'?m |am )?about to",
    "(?:i )?need (?:a bit |some )?more time",
    "started(?: it| on it)?",
    "drafted(?: it)?",
    "running behind",
    "slipped",
    "forgot(?: about it)?",
    "ugh no",
    "couldn'?t",
    "wasn'?t able",
  ),
  // Tiredness ("knackered") is never read as a not yet here: nothing to hold apart from it.
  tired: [],
  stop: any(
    // (issue 34, the twenty-third batch) "enough with the gym", "leave me alone about the workouts": the asking refused, the thread named, the whole reply.
    "^enough with (?:the |this |that |all the )?[\\p{L}' -]{2,30}$", "^(?:just |please )?leave me alone (?:about|with) (?:the |this |that |my )?[\\p{L}' -]{2,30}$",
    // "no more running reminders", "no more gym nudges": ZOE's messages named by the thing they are about (issue 34, the twenty-second batch).
    "no more [\\p{L}-]+ (?:reminders|nudges|pings)",
    // Breadth (issue 34): "that's enough", "give it a rest", "I don't care anymore", "not interested anymore", "it's off": stop said without "stop".
    "^(?:that'?s |ok |okay |ok that'?s )?enough(?: already| now)?(?: with (?:this|that|it))?$", "enough (?:already|now)(?= |,|$)", "give it a rest", "(?:stop|quit) it", "leave it(?: be| alone)?$", "don'?t bother(?: with (?:it|this|that))?", "(?:i )?(?:don'?t|do not) care any ?more", "(?:i'?m |i am )?not (?:interested|bothered) any ?more", "no longer interested", "(?:i'?m|i am|im) (?:so )?over it", "(?:it'?s|it is|that'?s) off(?: now)?$", "(?:it'?s |it is )?(?:no longer|not) (?:a thing|happening) any ?more", "lay off(?: (?:it|me))?", "forget (?:that|the whole thing)", "shelve (?:it|this|that)",
    // "stop by the pharmacy", "Mark dropped by": a visit, not a stop ("by", "in", "round", "over" after the verb).
    "stop(?! (?:by|in|round|over)\\b)(?: reminding| asking| nudging| pinging| bugging| bothering| nagging| pestering| sending)?(?: me)?(?: about (?:it|this|that))?",
    // "quit nagging me", "enough reminders": the same ask in other verbs; "quit" alone may be the thread's own news.
    "quit (?:reminding|asking|nudging|pinging|bugging|bothering|nagging|pestering)(?: me)?(?: about (?:it|this|that))?",
    "enough(?: with)?(?: the)? (?:reminders|reminding|nagging|nudges|nudging|pings|pinging)",
    "drop(?:ped)?(?! (?:by|in|round|over)\\b)(?: it| this| that)?",
    "forget(?: about)?(?: it| this| that)?",
    // "ditch it", "bin it": throw it out, said of the thread.
    "(?:ditch|bin)(?: it| this| that)",
    // "bin the whole thing", "scrap the whole idea".
    "(?:ditch|bin|scrap|kill|drop|forget) the whole (?:thing|idea|lot)",
    // "kill this", "you can take that off (the list)": remove the thread.
    "kill (?:it|this|that)", "take (?:it|this|that) off(?: (?:the|my) list)?",
    "never ?mind",
    "cancel(?:led)?(?: it| that| this)?",
    "not doing (?:it|that|this)(?: any ?more)?",
    "(?:i'?m )?not going to do (?:it|that)",
    "won'?t do (?:it|that)",
    "no longer (?:needed|relevant|necessary|required)",
    // "no need for this reminder", "this reminder is no longer required".
    "no need for (?:this|the|these) reminders?",
    "(?:we |i )?(?:don'?t|do not) need (?:it|this|that) any ?more",
    "not needed(?: any ?more)?",
    // "no need to remind me again", "you don't need to ping me anymore".
    "(?:there'?s )?no need to (?:remind|ping|nudge|ask|chase|message|text) me(?: (?:again|anymore|any more|about (?:it|this|that)))*",
    "(?:you )?(?:don'?t|do not) (?:need|have) to (?:remind|ping|nudge|ask|chase) me(?: (?:again|anymore|any more|about (?:it|this|that)))*",
    "no need(?: any ?more)?",
    "not relevant(?: any ?more)?",
    "skip (?:it|this|that)",
    "bin (?:it|this|that)",
    "let it go",
    "scrap (?:it|that|this)",
    "remove (?:it|this|that)",
    "delete (?:it|this|that)",
    "(?:i |we )?(?:don'?t|do not) (?:need|have) to do (?:it|this|that)(?: anymore)?",
    "(?:please )?(?:don'?t|do not) remind me(?: about (?:it|this|that))?(?: anymore)?",
    "no more (?:reminders|reminding|nagging|nudges|nudging|pings|pinging)",
    "(?:it'?s )?not happening",
    "give up",
    // "I've given up on it", "gave up on the gym": the owner gave the thread up (issue 34, the twenty-first batch).
    "(?:i'?ve |i have |i )?(?:given|gave) up(?: on (?:it|this|that))?",
  ),
  // The whole of it too big to begin, a breakdown asked for without its verb (issue 34, the thirty-third batch).
  overwhelmed: any("too much (?:at once|in one go)", "(?:don'?t|dont|do not) (?:even )?know where to (?:start|begin)", "where do i (?:even )?(?:start|begin)"),
  breakdown: any(
    "(?:turn|split|break|make|divide|chop) (?:it |this |that )?(?:up )?into (?:a list of )?(?:smaller )?sub-?tasks", "break (?:it |this |that )?(?:down|up|into)",
    // "help me split it", "can you chunk it up": a breakdown asked for (issue 34, the seventeenth batch).
    "(?:help me|can you|could you) (?:split|break|chunk|divide) (?:it|this|that)(?: up| down)?", "chunk (?:it |this |that )?up", "^(?:in )?(?:smaller )?steps(?: please)?$", "chop (?:it |this |that )?(?:up|into)", "split (?:it |this |that )?(?:up|into)", "smaller (?:tasks|steps|pieces|chunks)", "into steps", "in steps"),
  reschedule: any("reschedule"),
  // Later the same day: a snooze with no time that says one of these comes back in a few hours (see pack.ts).
  laterToday: /(?<!\p{L})(?:later(?!\s+(?:this|next|in\s+the)\s+(?:week|month|year))|in\s+a\s+(?:bit|while|little\s+while)|a\s+bit\s+later|shortly|l8r)(?!\p{L})/iu,
  later: whole(
    // Breadth: "can't right now", "I'm swamped", "give me a while", "some other time": later, at the usual moment ("not now", "one sec" stay as they were: on a decision they are no answer).
    "can'?t (?:right )?now", "cannot (?:right )?now", "give me a (?:bit|while|little while)", "(?:i'?m |im )?(?:busy|swamped|slammed|tied up)(?: (?:right )?now| atm| at the moment)?", "another time", "some other time", "(?:ask|ping|remind) me (?:again )?another time", "later maybe","later", "maybe later", "soon", "shortly", "in a (?:sec|second|moment)", "in a (?:bit|while|little while)", "a bit later", "later on", "(?:i'?ll |i will |will )?do it later", "(?:remind|ask|ping) me later", "later please", "snooze", "snooze (?:it|this|that|me)", "(?:remind|ask) me", "(?:remind|ask) me (?:about it |about this )?later",
    // "push it back", "put it off": a deferral without a time is a snooze to the usual moment.
    "(?:push|move|set) (?:it|this|that) back", "put (?:it|this|that) off", "(?:push|move|put|bump|shift) (?:it|this|that) (?:to|till|until) later", "postpone(?: it| this| that)?", "defer(?: it| this| that)?"),
  defer: wordSet(
    "i i'll ill will put would should be able to get it do doing done by finish finishing final version then let's lets say works for sure " +
      "remind me ask again ping check back in try give till until til on at push pushed bump shift the rest move it postpone snooze can you could please " +
      "maybe ok okay just gonna going probably definitely latest first thing that this it's its yes no so instead then, of course hopefully we " +
      "do finished complete it'll that'll deal with get to and reminder handle sort take care of try trying",
  ),
  moreTime: /(?<![\p{L}\p{N}])(?:more|another|extra)(?![\p{L}\p{N}])/giu,
  snoozeVerb: /^(?:snooze|give me|remind me in|check back in|ask me in|ping me in|postpone|push)(?:\s+(?:it|me|this|that))?(?:\s+back)?\s+(?:for\s+|by\s+)?/i,
  hedge: any("maybe", "perhaps", "probably", "might", "hopefully", "possibly", "kinda", "sorta", "kind of", "sort of", "mostly", "more or less", "i think", "i guess", "i believe"),
  question: /^(?:what|which|who|whose|why|when|how|huh|wait|sorry what|is (?:that|it|this)|did i|do i|was it|what's|whats|remind me (?:what|which|who|why|when|how|where))\b/i,
  agree: whole("ok", "okay", "k", "kk", "sure", "go ahead", "do it", "sounds good", "alright", "all right", "fine"),
  yes: whole("yes", "yep", "yeah", "yup", "ya", "yes!", "sure did", "indeed", "affirmative"),
  no: whole("no", "nope", "nah", "no no", "not really", "negative"),
  noNegatesVerb: false,
  social: whole("(?:thanks|thank you|thx|ty)(?: so much)?(?: for (?:the |your )?(?:reminder|reminding me|nudge|checking(?: in)?|asking))?", "thanks", "thank you", "thx", "ty", "hello", "hi", "hey", "good morning", "morning",
    // A greeting that names the assistant ("Hi Zoe, …").
    "(?:hi|hello|hey|good morning|morning|hiya) zoe", "good night", "lol", "haha", "cool", "nice", "great", "talk later", "brb",
    // A letter's opening and close.
    "sorry for the (?:late|slow) (?:reply|response|answer)", "no worries", "no problem", "np", "dear [\\p{L} ]{1,30}", "(?:kind |best |warm )?regards", "best wishes", "yours (?:sincerely|faithfully)", "sincerely"),
  vague: whole("(?:ok |okay |sure )?will do", "(?:ok |okay )?(?:i'?ll|i will) do it(?:,? don'?t worry)?", "neither", "i think so", "i guess(?: so)?", "i think i did", "not sure(?: tbh)?", "ok", "okay", "k", "kk", "hmm+", "hm+", "kind of", "sort of", "kinda", "sorta", "ish", "maybe", "yes and no", "meh", "well", "eh", "dunno", "not sure", "idk", "who knows", "no idea", "no clue", "(?:i )?(?:don'?t|do not) know"),
  joiners: "and|but|then|so|though|because|cause|cuz|also",
  reasonJoiners: ["so", "because", "cause", "cuz", "since"],
  figures: { money: ["dollars", "dollar", "bucks", "quid", "pounds", "euros", "euro", "cents"], reference: ["reference", "ref", "case number", "claim number", "order number", "ticket number", "number"] },
  notYetLead: "no|nope|nah|not yet|not done(?: yet)?|still not|not finished",
  // Not "work": "done with work", "finished work" are a done of the working day, not of the thread.
  trailing: ["for sure", "then", "please", "works",
    // "saturday morning works better": the time preferred (issue 34, the twenty-first batch).
    "works better", "suits me better", "is better", "would be better", "instead", "again", "at the latest", "latest", "ok", "okay", "thanks", "thank you", "is fine", "is good", "one more time", "once more", "anymore", "oops", "um", "uh", "uhm", "erm", "for now", "for a bit", "actually", "honestly", "just", "really", "basically", "anyway", "so", "like",
    // Slang and interjections that carry no answer ("nah fam", "just delete it bro", "going tonight promise").
    "lol", "lmao", "haha", "fam", "bro", "gg", "ugh", "fine", "omg", "tbh", "ngl", "fr", "lowkey", "yo", "i promise", "promise", "kindly", "pls", "plz"],
  within: { say: "in", heard: ["in"] },
  nameless: ["the", "and", "for", "with", "about", "this", "that", "from", "into", "your", "mine", "our", "their", "his", "her", "its", "just", "also", "then", "than", "now", "all", "did", "done", "have", "has", "had", "was", "were", "thanks", "thank", "you", "thx", "cheers", "please", "pls", "lol", "haha", "yay", "finally"],
  // "Both done", "beide erledigt": the answer is about every follow-up on screen (threads/ack.ts closes each).
  allOfThem: ["both", "both of them", "all of them", "the two of them", "each of them"],
  object: {
    pronouns: ["both of them", "all of them", "the two of them", "it", "that", "this", "everything", "all of it", "the thing", "them", "both", "already", "just now", "now", "today", "yesterday", "this morning", "last night", "over lunch", "before i left", "earlier", "finally", "too", "an hour ago", "hours ago", "minutes ago", "ago"],
    particles: ["with", "off", "over", "out"],
    subjects: ["yes", "yep", "yeah", "ok", "so", "i", "i'?ve", "we", "just", "already", "finally", "the", "it'?s", "it", "has", "have", "been", "was", "is", "got", "all", "he", "she", "they"],
    about: ["about"],
    partial: ["done with"],
    parts: [
      // "2 of 3 invoices sent": a count of the whole, so a part of the work (issue 34, the thirty-first batch).
      "\\d+ (?:of|out of) (?:the |my )?\\d+",
      "half", "halfway", "first part", "the rest", "part of it", "some of it", "most of it", "one of them", "one side", "first step", "step one",
      // (issue 34, the twenty-seventh batch) "only took two of them back": a count said with "only" is a part of the work.
      "only (?:\\p{L}+ )?(?:one|two|three|four)"],
    answers: /\b(?!(?:is|was|s)\b)\p{L}+ (?:it|them)\b(?!'s| is| was)|\b(?:right )?now\b|\bas we speak\b|\bon it\b/iu,
    // The owner at the thread's work now ("I'm doing it right now", "on it"): beside a stop, the stop may be of the asking.
    atItNow: /(?<![\p{L}'])(?:(?:i'?m|i am|am)\s+\p{L}+ing\s+(?:it|them|on it)|(?:doing|on)\s+it\s+(?:right\s+)?now|(?:i'?m\s+)?on it|as we speak|working on it)(?![\p{L}])/iu,
  },
  // "she had a fall in the night": a clause of news about someone opens with their pronoun.
  thirdPersons: ["she", "he"],
  ownerObjectBefore: [],
  others: ["(?:the|my|our) (?:accountant|bookkeeper|tax advisor|lawyer|solicitor|agent|cleaner|nanny|babysitter)", "(?:my|our|his|her|their) (?:wife|husband|partner|bf|gf|boyfriend|girlfriend|son|daughter|kid|kids|mom|mum|mother|dad|father|brother|sister|neighbou?r|colleague|assistant|flatmate|roommate|manager|boss|accountant|secretary)"],
  asOwn: [],
  whenWords: ["when", "once", "as soon as"],
  // "tonight after the milking": the time, then when in it.
  eventWords: ["after", "before"],
  // "Bisous, Mamie": a letter's close and the writer's name.
  signOffs: ["thank you for the reminder", "thanks for the reminder", "cheers", "best", "best regards", "kind regards", "regards", "warm regards", "all the best", "xoxo", "xx", "hugs", "love"],
  thanksFor: ["thanks for", "thank you for", "thx for", "ty for", "cheers for", "appreciate you", "thanks so much for", "thank u for"],
  amountUnits: ["pounds", "pound", "quid", "euros", "euro", "dollars", "dollar", "bucks", "pence", "p", "kg", "kilos", "kilo", "g", "grams", "litres", "liters", "l"],
  // The same everyday thing by another noun ("meds" for the prescription).
  sameThings: [["prescription", "meds", "medication", "medicine", "pills", "tablets"], ["insurance", "policy", "cover"], ["fittings", "parts"], ["appointment", "booking"],
    // Slides by their other names, and the gym by what is done there (issue 34, the twenty-first batch).
    ["slides", "deck", "presentation", "powerpoint"], ["gym", "workout", "workouts"], ["insurance", "insurer", "insurers"],
    // A parent by another word, and a thing by its everyday or its trade's name.
    ["mum", "mom", "mam", "mother", "mummy"], ["dad", "father", "papa"], ["umbrella", "brolly"], ["flowers", "lilies", "roses", "tulips", "peonies", "bouquet"]],
  // "the chapter is with her now": the thing is with the one it was for.
  doneStates: ["(?:is|'s|are|'re) with (?:her|him|them)(?: now)?", "(?:is|'s|are|'re) in", "(?:is|'s|are|'re) in now", "(?:has|have|'s got|'ve got) it(?: now)?", "(?:is|'s|are|'re) through",
    // "the pens are on order", "the claim is lodged": ordered, handed in.
    "(?:is|'s|are|'re) (?:now )?on order", "(?:is|'s|are|'re) (?:now )?lodged",
    // "the flowers are on their way": sent off to the one they were for.
    "(?:is|'s|are|'re) on (?:its|their) way"],
  onTheWay: ["on my way", "on the way", "en route", "omw", "on the road"],
  // Opening or being back again, said of a place or a person ("riapre giovedì"): beside a deferral, its reason and time.
  opens: ["opens", "reopens", "open", "opening", "is back", "are back", "gets back", "get back"],
  // Busy until a time, the whole reply ("I'm on shift till 6pm"): a deferral to that time.
  busyTill: { be: ["i'm", "im", "i am", "i'll be", "i will be", "i'm working", "working", "stuck"], till: ["till", "until", "til", "'til"] },
  ownMessages: ["reminder", "reminders", "reminding", "nudge", "nudges", "nudging", "ping", "pings", "pinging", "message", "messages", "notification", "notifications", "nagging", "asking", "questions", "the", "these", "those", "your", "all", "constant", "endless", "daily"],
  byMyself: ["myself", "by myself", "on my own"],
  untilWords: ["until", "till", "til", "to", "for", "after"],
  deferVerbs: ["snooz", "remind", "postpon"],
  fillers: ["i", "i'm", "im", "i've", "ive", "i'll", "ill", "me", "my", "we", "us", "our", "you", "your", "it", "it's", "its", "that", "this", "the", "a", "an", "is", "was", "be", "been", "am", "are", "has", "have", "had", "do", "did", "just", "already", "really", "finally", "now", "all", "too", "so", "then", "well", "oh", "yeah", "yep", "ok", "okay", "pls", "please", "thanks", "thank", "thx", "lol", "haha", "and", "but", "for", "to", "of", "on", "in", "at", "with", "one", "there", "totally", "definitely", "actually", "anyway", "sure", "good", "great", "hey", "hi", "man", "dude", "sorry", "re", "ll", "s", "d", "he", "she", "they", "them", "his", "her", "right", "still", "very", "also", "unfortunately", "got", "get", "here", "him", "i'd", "rather", "kindly",
    // The assistant's own name and a letter's "dear", said to it in any language ("Dear Zoe", "Hallo Zoe").
    "zoe", "dear",
    // A friendly address beside the answer ("all sorted mate").
    "mate",
    // A title before a name ("emailed it to dr patel").
    "dr", "mr", "mrs", "ms"],
  caution: {
    actions: ["snooz", "remind", "stop", "done", "finish", "complete(?!ly)", "later", "drop", "cancel", "postpon", "resched", "defer", "forget", "forgot", "skip", "push it", "push this", "push that", "move it", "move this", "push back", "put it off", "put off",
      // Whole words with their endings: these stems are read in every language ("Quittung", "Nagel").
      "quit(?:s|ting)?(?![\\p{L}])", "nag(?:s|ged|ging)?(?![\\p{L}])", "pester(?:s|ed|ing)?(?![\\p{L}])", "enough", "sent", "submit", "paid"],
    negations: ["not", "don'?t", "dont", "didn'?t", "didnt", "never", "won'?t", "can'?t", "cannot", "haven'?t", "hasn'?t", "isn'?t", "wasn'?t", "doesn'?t", "shouldn'?t", "no", "except", "apart from"],
    // "I'll sign it if he wants to go": what is said holds only if something ZOE cannot know does.
    conditions: ["if", "unless", "provided", "as long as", "in case", "as soon as(?! (?:i|we|you|he|she|they|it) (?:got|came|was|were|had|did|saw|heard|woke|left|found|read|could|sat|took|made|went|\\p{L}+ed)(?![\\p{L}]))", "once(?= (?:i|i've|i'm|i'll|ive|im|we|we've|we're|you|he|she|they|it)(?![\\p{L}]))(?! (?:i|we|you|he|she|they|it) (?:got|came|was|were|had|did|saw|heard|woke|left|found|read|could|sat|took|made|went|\\p{L}+ed)(?![\\p{L}]))"],
    irony: ["yeah right", "as if", "i wish", "in my dreams", "dream on"],
    hearsay: ["says", "said", "told me", "tells me", "reckons", "claims", "according to"],
    forNow: ["for today", "for the day", "for now", "for tonight", "for (?:the|this) week", "with (?:the|this) week"],
    bareDay: ["(?:on )?the \\d{1,2}(?:st|nd|rd|th)?", "(?:on )?\\d{1,2}(?:st|nd|rd|th)"],
    stopOther: ["(?:^|[,.;!?] ?|and |just |pls |please )stop (?!remind|talk|ask|nag|bug|pester|messag|ping|chas|bother|hassl|tell|text|send|notif|spam|follow|check)\\p{L}+ing"],
    undoing: ["closed", "shut", "error", "bounced", "declined", "rejected", "failed", "nobody", "no one", "no answer", "voicemail", "drafts?", "still", "except", "half", "oh wait", "wait no", "oops", "whoops", "actually no", "cancel(?:l)?ed", "(?:have|need|got|gotta|has) to (?:\\p{L}+ ){0,3}again"],
    askedPlain: ["^(?:should|shall|can|could|may|must|do|did|have|had|would) i(?![\\p{L}'’])", "^(?:is|was) it (?:ok|okay|fine|alright|too late)(?![\\p{L}])", " or not$", " or what$", " or no$", "^(?:(?:wait|hang on|hold on|hmm+|um+)[,.]? )?(?:didn'?t|didnt|haven'?t|havent|hadn'?t|hadnt) i(?![\\p{L}'’])"],
    promise: ["will be", "(?:i|it|she|he|they|we)['’]?ll (?:be|have)", "gonna be", "going to be", "soon", "shortly"],
    instead: ["instead"],
    // The choice handed back to ZOE: no choice of the owner's own (issue 34, the thirty-first batch).
    deference: ["whatever you think", "whatever you (?:say|want|like|prefer)", "up to you", "(?:it'?s|that'?s) your call", "^your call", "you decide", "you choose", "you pick", "as you (?:like|wish|see fit)", "i leave it (?:to|with) you", "dealer'?s choice"],
  },
  spelling: { shorthands: SHORTHANDS, typoTargets: TYPO_TARGETS, typoKeep: TYPO_KEEP },
};
