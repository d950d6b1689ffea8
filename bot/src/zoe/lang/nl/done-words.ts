/**
 * Dutch words of completion, from general knowledge of the language (not from any reply batch): the
 * participles (regular, irregular, separable, with and without the diaeresis) of the verbs owners' tasks
 * use most, and the state words that say a thing is done. Read by lang/nl/reply.ts into `doneVerb` (a verb
 * that takes an object: "banden gewisseld" is the thread's done only when the object is the thread or
 * nothing) and `done`.
 * Not here: attempts and causes that come before other news ("called, no one answered", "sold the car, so
 * drop it", "wrote it, sending tomorrow", "bought a new one", "booked for the 12th"): calling, selling, buying,
 * writing, signing, booking, e-mailing, renewing; the thread's own verb reads these through `pastOf`.
 * Must never: hold a form that also says "not yet", "stop" or a deferral ("begonnen", "opgezegd",
 * "afgezegd", "uitgesteld", "gepland", "vergeten"), or "rond" alone (also "around" a time).
 */

/** Participles of everyday task verbs, sorted. */
export const DONE_PAST: readonly string[] = [
  "aangemeld", "aangevraagd", "afgedrukt", "afgegeven", "afgeleverd", "afgemaakt", "afgesproken", "afgewassen", "beantwoord",
  "besteld", "bevestigd", "bezocht", "bezorgd", "bijgewerkt", "doorgegeven", "doorgenomen", "gebakken",
  "gecontroleerd", "gedweild", "geinstalleerd", "geïnstalleerd", "gekookt", "gemaaid",
  "georganiseerd", "geprint", "gerepareerd", "gereserveerd", "geretourneerd", "geregistreerd", "gescand", "geschilderd",
  "gesolliciteerd", "gestofzuigd", "gestort", "gestreken", "getest", "geupdate", "geüpdatet",
  "geupdatet", "geupload", "geüpload", "geverfd", "gevoerd", "gewassen", "gewisseld", "gehaald", "gehuurd", "ingepakt",
  "ingepland", "ingeschreven", "ingevuld", "nagekeken", "opgehaald", "opgehangen", "opgeladen",
  "opgeruimd", "opgeslagen", "overgemaakt", "overgeboekt", "schoongemaakt", "teruggebracht",
  "uitgelaten", "uitgeprint", "vertaald", "vervangen", "voldaan", "voorbereid",
];

/** States that say the thing is done, sorted. */
export const DONE_STATES: readonly string[] = [
  "afgehandeld", "in kannen en kruiken", "in orde", "is rond", "opgelost", "voor elkaar",
];
