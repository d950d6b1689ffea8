/**
 * German words of completion, from general knowledge of the language (not from any reply batch): the
 * participles (regular, irregular, separable, with and without umlauts) of the verbs owners' tasks use
 * most, and the state words that say a thing is done. Read by lang/de/reply.ts into `doneVerb` (a verb that
 * takes an object: "Reifen gewechselt" is the thread's done only when the object is the thread or nothing)
 * and `done`.
 * Not here: attempts and causes that come before other news ("called, no one answered", "sold the car, so
 * drop it", "wrote it, sending tomorrow", "bought a new one", "booked for the 12th"): calling, selling, buying,
 * writing, signing, booking, e-mailing, renewing; the thread's own verb reads these through `pastOf`.
 * Must never: hold a form that also says "not yet", "stop" or a deferral ("angefangen", "abgesagt",
 * "gekündigt", "verschoben", "geplant", "vergessen").
 */

/** Participles of everyday task verbs, sorted. */
export const DONE_PAST: readonly string[] = [
  "abgeholt", "abgelegt", "abgeschlossen", "abgewaschen", "aktualisiert", "angemeldet", "aufgeladen", "aufgeräumt",
  "aufgeraeumt", "aufgehängt", "ausgedruckt", "ausgefüllt", "ausgefuellt", "ausgetauscht", "beantragt", "beantwortet", "beendet",
  "beglichen", "benachrichtigt", "besorgt", "bestätigt", "bestaetigt", "bestellt", "besucht", "beworben", "durchgesehen",
  "eingekauft", "eingepackt", "eingesammelt", "eingetragen", "entworfen", "ersetzt", "formuliert", "gebacken",
  "gebügelt", "gebuegelt", "gedruckt", "gefaxt", "gefüttert", "gefuettert", "gegossen", "geholt",
  "gekocht", "geladen", "geliefert", "gemäht", "gemaeht", "gemietet", "gepackt", "gepflanzt", "gepostet",
  "geprüft", "geprueft", "geputzt", "gesaugt", "gescannt", "gesichert", "gespeichert", "gespült", "gespuelt",
  "getauscht", "getestet", "getroffen", "gewaschen", "gewischt", "gezahlt", "hingebracht",
  "hochgeladen", "informiert", "installiert", "korrigiert", "nachgefragt", "nachgehakt", "organisiert", "registriert",
  "repariert", "reserviert", "runtergeladen", "heruntergeladen", "übersetzt",
  "versandt", "versendet", "vorbeigebracht",
  "vorbereitet", "weggebracht", "weitergeleitet", "zugeschickt", "zugestellt", "zurückgebracht", "zurueckgebracht",
  "zurückgegeben", "zurueckgegeben", "zurückgerufen", "zurueckgerufen", "zurückgeschickt", "zurueckgeschickt",
];

/** States that say the thing is done, sorted. */
export const DONE_STATES: readonly string[] = [
  "gebongt", "geregelt", "geritzt", "in trockenen tüchern", "in trockenen tuechern", "ist in ordnung", "unter dach und fach",
];
