/**
 * ZOE's words for the owner's controls: /mode, /quiet, /why, /stats, /brief, the self-throttle's
 * buttons, "quieter"/"louder" said in conversation, and the one-line answer to a command argument
 * that was not understood. Command names and their arguments (/mode quiet) stay as typed.
 * Must never: hold logic; each entry is one sentence in every language.
 */
import type { Catalog } from "./catalog.ts";

export const CONTROLS = {
  // --- a command argument that was not understood (tick/command-args.ts) --------------------------
  "args.notUnderstood": {
    en: 'I didn\'t understand "{arg}" as {what}. Nothing changed. For example: {examples}',
    de: "„{arg}“ habe ich nicht als {what} verstanden. Nichts geändert. Zum Beispiel: {examples}",
    fr: "Je n'ai pas compris « {arg} » comme {what}. Rien n'a changé. Par exemple : {examples}",
    es: "No entendí «{arg}» como {what}. No cambié nada. Por ejemplo: {examples}",
    pt: "Não percebi «{arg}» como {what}. Não mudei nada. Por exemplo: {examples}",
  },
  "args.notUnderstoodDetail": {
    en: 'I didn\'t understand "{arg}" as {what}: {detail}. Nothing changed. For example: {examples}',
    de: "„{arg}“ habe ich nicht als {what} verstanden: {detail}. Nichts geändert. Zum Beispiel: {examples}",
    fr: "Je n'ai pas compris « {arg} » comme {what} : {detail}. Rien n'a changé. Par exemple : {examples}",
    es: "No entendí «{arg}» como {what}: {detail}. No cambié nada. Por ejemplo: {examples}",
    pt: "Não percebi «{arg}» como {what}: {detail}. Não mudei nada. Por exemplo: {examples}",
  },
  "args.aMode": { en: "a mode", de: "Modus", fr: "un mode", es: "un modo", pt: "um modo" },
  "args.quietHours": { en: "quiet hours", de: "Ruhezeit", fr: "des heures de silence", es: "horas de silencio", pt: "horas de silêncio" },
  "args.aBriefSetting": { en: "a brief setting", de: "Einstellung für den Überblick", fr: "un réglage du point du matin", es: "un ajuste del resumen", pt: "uma definição do resumo" },
  "args.theModes": { en: "the modes are {modes}", de: "die Modi sind {modes}", fr: "les modes sont {modes}", es: "los modos son {modes}", pt: "os modos são {modes}" },
  "args.notATime": { en: "{parts} is not a time of day", de: "{parts} ist keine Uhrzeit", fr: "{parts} n'est pas une heure", es: "{parts} no es una hora", pt: "{parts} não é uma hora do dia" },
  "args.notTimes": { en: "{parts} are not times of day", de: "{parts} sind keine Uhrzeiten", fr: "{parts} ne sont pas des heures", es: "{parts} no son horas", pt: "{parts} não são horas do dia" },
  "args.and": { en: "and", de: "und", fr: "et", es: "y", pt: "e" },
  "args.giveRange": {
    en: "give a start and an end, with a dash between them",
    de: "nenn Anfang und Ende, mit einem Bindestrich dazwischen",
    fr: "donne un début et une fin, séparés par un tiret",
    es: "indica un inicio y un final, separados por un guion",
    pt: "indica um início e um fim, separados por um hífen",
  },
  "args.briefWords": {
    en: "say on, off or a time of day",
    de: "sag on, off oder eine Uhrzeit",
    fr: "dis on, off ou une heure",
    es: "di on, off o una hora",
    pt: "diz on, off ou uma hora do dia",
  },
  "args.modeExamples": {
    en: "/mode quiet, /mode balanced or /mode proactive.",
    de: "/mode quiet, /mode balanced oder /mode proactive.",
    fr: "/mode quiet, /mode balanced ou /mode proactive.",
    es: "/mode quiet, /mode balanced o /mode proactive.",
    pt: "/mode quiet, /mode balanced ou /mode proactive.",
  },
  "args.quietExamples": {
    en: "/quiet 22:00-08:00 or /quiet 10pm-7am.",
    de: "/quiet 22:00-08:00 oder /quiet 22-7.",
    fr: "/quiet 22:00-08:00 ou /quiet 22h-7h.",
    es: "/quiet 22:00-08:00 o /quiet 22-7.",
    pt: "/quiet 22:00-08:00 ou /quiet 22h-7h.",
  },
  "args.briefExamples": {
    en: "/brief 8:30, /brief 9am or /brief off.",
    de: "/brief 8:30, /brief 9 Uhr oder /brief off.",
    fr: "/brief 8:30, /brief 9h ou /brief off.",
    es: "/brief 8:30, /brief 9 o /brief off.",
    pt: "/brief 8:30, /brief 9h ou /brief off.",
  },

  // --- /mode ------------------------------------------------------------------------------------
  "mode.quiet": { en: "quiet", de: "leise", fr: "discret", es: "silencioso", pt: "silencioso" },
  "mode.balanced": { en: "balanced", de: "ausgewogen", fr: "équilibré", es: "equilibrado", pt: "equilibrado" },
  "mode.proactive": { en: "proactive", de: "proaktiv", fr: "proactif", es: "proactivo", pt: "proativo" },
  "mode.show": {
    en: "Mode is {mode}. /mode quiet: no unsolicited messages, only replies and the morning brief. /mode balanced: follow-ups when things are due (default). /mode proactive: a lower bar, plus check-ins when you go quiet.",
    de: "Modus: {mode}. /mode quiet: keine Nachrichten von mir aus, nur Antworten und der Morgenüberblick. /mode balanced: Nachfragen, wenn etwas fällig ist (Standard). /mode proactive: eine niedrigere Schwelle, dazu Nachfragen, wenn du länger still bist.",
    fr: "Mode : {mode}. /mode quiet : aucun message de ma part, seulement des réponses et le point du matin. /mode balanced : des relances quand quelque chose arrive à échéance (par défaut). /mode proactive : un seuil plus bas, et des nouvelles quand tu te fais discret.",
    es: "Modo: {mode}. /mode quiet: ningún mensaje por iniciativa propia, solo respuestas y el resumen de la mañana. /mode balanced: recordatorios cuando algo vence (por defecto). /mode proactive: un umbral más bajo, y te pregunto cuando llevas tiempo callado.",
    pt: "Modo: {mode}. /mode quiet: nenhuma mensagem por iniciativa minha, só respostas e o resumo da manhã. /mode balanced: lembretes quando algo chega ao prazo (por defeito). /mode proactive: uma fasquia mais baixa, e pergunto por ti quando ficas calado.",
  },
  "mode.set": { en: "Mode set to {mode}.", de: "Modus gesetzt: {mode}.", fr: "Mode réglé : {mode}.", es: "Modo cambiado a {mode}.", pt: "Modo alterado para {mode}." },
  "mode.setQuiet": {
    en: "I'll only reply, plus the morning brief.",
    de: "Ich antworte nur noch, dazu kommt der Morgenüberblick.",
    fr: "Je ne fais plus que répondre, plus le point du matin.",
    es: "Solo responderé, además del resumen de la mañana.",
    pt: "Só vou responder, além do resumo da manhã.",
  },
  "mode.bar": { en: "My bar is {bar}.", de: "Meine Schwelle liegt bei {bar}.", fr: "Mon seuil est à {bar}.", es: "Mi umbral está en {bar}.", pt: "A minha fasquia está em {bar}." },

  // --- /quiet -----------------------------------------------------------------------------------
  "quiet.show": {
    en: "Quiet hours are {range}. Change them with e.g. /quiet 22:00-08:00.",
    de: "Ruhezeit ist {range}. Ändern zum Beispiel mit /quiet 22:00-08:00.",
    fr: "Heures de silence : {range}. Pour les changer, par ex. /quiet 22:00-08:00.",
    es: "Horas de silencio: {range}. Cámbialas, p. ej., con /quiet 22:00-08:00.",
    pt: "Horas de silêncio: {range}. Muda-as, p. ex., com /quiet 22:00-08:00.",
  },
  "quiet.set": {
    en: "Quiet hours set: {range}. I won't message you first in that window.",
    de: "Ruhezeit gesetzt: {range}. In dieser Zeit schreibe ich dir nicht von mir aus.",
    fr: "Heures de silence réglées : {range}. Je ne t'écrirai pas de moi-même pendant ce créneau.",
    es: "Horas de silencio fijadas: {range}. En ese intervalo no te escribiré por iniciativa propia.",
    pt: "Horas de silêncio definidas: {range}. Nesse intervalo não te escrevo por iniciativa própria.",
  },

  // --- /why -------------------------------------------------------------------------------------
  "why.none": {
    en: "I haven't messaged you first yet.",
    de: "Ich habe dir noch nie von mir aus geschrieben.",
    fr: "Je ne t'ai encore jamais écrit de moi-même.",
    es: "Todavía no te he escrito por iniciativa propia.",
    pt: "Ainda não te escrevi por iniciativa própria.",
  },
  "why.last": {
    en: "My last message ({kind}, {when}): {reason}{score}",
    de: "Meine letzte Nachricht ({kind}, {when}): {reason}{score}",
    fr: "Mon dernier message ({kind}, {when}) : {reason}{score}",
    es: "Mi último mensaje ({kind}, {when}): {reason}{score}",
    pt: "A minha última mensagem ({kind}, {when}): {reason}{score}",
  },
  "why.score": {
    en: " Score {score} against my bar of {bar}.",
    de: " Bewertung {score} bei einer Schwelle von {bar}.",
    fr: " Score {score} pour un seuil de {bar}.",
    es: " Puntuación {score} frente a mi umbral de {bar}.",
    pt: " Pontuação {score} para uma fasquia de {bar}.",
  },
  "kind.nudge": { en: "nudge", de: "Nachfrage", fr: "relance", es: "recordatorio", pt: "lembrete" },
  "kind.decision": { en: "decision", de: "Entscheidung", fr: "décision", es: "decisión", pt: "decisão" },
  "kind.checkin": { en: "check-in", de: "Nachfrage, wie es geht", fr: "prise de nouvelles", es: "saludo", pt: "ver como estás" },
  "kind.calendar": { en: "calendar", de: "Kalender", fr: "agenda", es: "calendario", pt: "calendário" },
  "kind.goal": { en: "goal", de: "Ziel", fr: "objectif", es: "objetivo", pt: "objetivo" },
  "kind.throttle": { en: "throttle", de: "Zurückhaltung", fr: "modération", es: "moderación", pt: "moderação" },
  "kind.reflection": { en: "reflection", de: "Abendfrage", fr: "question du soir", es: "pregunta de la tarde", pt: "pergunta da noite" },
  "kind.reminder": { en: "reminder", de: "Erinnerung", fr: "rappel", es: "recordatorio", pt: "lembrete" },
  "kind.notice": { en: "notice", de: "Hinweis", fr: "avis", es: "aviso", pt: "aviso" },
  "kind.drafts": { en: "drafts", de: "Entwürfe", fr: "brouillons", es: "borradores", pt: "rascunhos" },

  // --- /stats -----------------------------------------------------------------------------------
  "stats.pushes": {
    en: "Last 7 days: {count} unsolicited message(s), {answered} answered.",
    de: "Letzte 7 Tage: {count} Nachricht(en) von mir aus, {answered} beantwortet.",
    fr: "7 derniers jours : {count} message(s) de ma part, {answered} avec réponse.",
    es: "Últimos 7 días: {count} mensaje(s) por iniciativa propia, {answered} respondido(s).",
    pt: "Últimos 7 dias: {count} mensagem(ns) por iniciativa minha, {answered} respondida(s).",
  },
  "stats.silence": { en: "Silence rate: {rate}.", de: "Schweigequote: {rate}.", fr: "Taux de silence : {rate}.", es: "Tasa de silencio: {rate}.", pt: "Taxa de silêncio: {rate}." },
  "stats.noTicks": { en: "no ticks yet", de: "noch keine Prüfungen", fr: "pas encore de vérification", es: "aún sin comprobaciones", pt: "ainda sem verificações" },
  "stats.ofTicks": { en: "{pct}% of {ticks} ticks", de: "{pct} % von {ticks} Prüfungen", fr: "{pct} % de {ticks} vérifications", es: "{pct} % de {ticks} comprobaciones", pt: "{pct}% de {ticks} verificações" },
  "stats.mode": { en: "Mode {mode}, bar {bar}{raised}.", de: "Modus {mode}, Schwelle {bar}{raised}.", fr: "Mode {mode}, seuil {bar}{raised}.", es: "Modo {mode}, umbral {bar}{raised}.", pt: "Modo {mode}, fasquia {bar}{raised}." },
  "stats.quietBar": { en: "n/a (quiet)", de: "keine (leise)", fr: "aucun (discret)", es: "ninguno (silencioso)", pt: "nenhuma (silencioso)" },
  "stats.raised": {
    en: " (raised {raise} because messages went unanswered)",
    de: " (um {raise} angehoben, weil Nachrichten unbeantwortet blieben)",
    fr: " (relevé de {raise} car des messages sont restés sans réponse)",
    es: " (subido {raise} porque hubo mensajes sin respuesta)",
    pt: " (subida {raise} porque houve mensagens sem resposta)",
  },

  // --- /brief -----------------------------------------------------------------------------------
  "brief.off": { en: "Morning brief off.", de: "Morgenüberblick aus.", fr: "Point du matin désactivé.", es: "Resumen de la mañana desactivado.", pt: "Resumo da manhã desligado." },
  "brief.on": { en: "Morning brief on.", de: "Morgenüberblick an.", fr: "Point du matin activé.", es: "Resumen de la mañana activado.", pt: "Resumo da manhã ligado." },
  "brief.at": { en: "Morning brief at {at}.", de: "Morgenüberblick um {at}.", fr: "Point du matin à {at}.", es: "Resumen de la mañana a las {at}.", pt: "Resumo da manhã às {at}." },
  "brief.showOn": {
    en: "Morning brief is on, at {at}. /brief off, /brief on, or /brief 08:30.",
    de: "Der Morgenüberblick ist an, um {at}. /brief off, /brief on oder /brief 08:30.",
    fr: "Le point du matin est activé, à {at}. /brief off, /brief on ou /brief 08:30.",
    es: "El resumen de la mañana está activado, a las {at}. /brief off, /brief on o /brief 08:30.",
    pt: "O resumo da manhã está ligado, às {at}. /brief off, /brief on ou /brief 08:30.",
  },
  "brief.showOff": {
    en: "Morning brief is off. /brief off, /brief on, or /brief 08:30.",
    de: "Der Morgenüberblick ist aus. /brief off, /brief on oder /brief 08:30.",
    fr: "Le point du matin est désactivé. /brief off, /brief on ou /brief 08:30.",
    es: "El resumen de la mañana está desactivado. /brief off, /brief on o /brief 08:30.",
    pt: "O resumo da manhã está desligado. /brief off, /brief on ou /brief 08:30.",
  },

  // --- the self-throttle's buttons and "quieter"/"louder" in conversation -----------------------
  "throttle.answered": { en: "Already answered.", de: "Schon beantwortet.", fr: "Déjà répondu.", es: "Ya respondido.", pt: "Já respondido." },
  "throttle.dialBack": {
    en: "Dialing back: my bar is now {bar}.",
    de: "Ich nehme mich zurück: Meine Schwelle liegt jetzt bei {bar}.",
    fr: "Je me fais plus discrète : mon seuil est maintenant à {bar}.",
    es: "Me modero: mi umbral está ahora en {bar}.",
    pt: "Vou abrandar: a minha fasquia está agora em {bar}.",
  },
  "throttle.keep": {
    en: "Got it, back to normal: my bar is {bar}.",
    de: "Verstanden, alles wie gehabt: Meine Schwelle liegt bei {bar}.",
    fr: "Compris, retour à la normale : mon seuil est à {bar}.",
    es: "Entendido, vuelvo a lo normal: mi umbral está en {bar}.",
    pt: "Entendido, volto ao normal: a minha fasquia está em {bar}.",
  },
  "gateops.fewerThread": {
    en: 'Fewer nudges about "{summary}": my bar for it is now {bar}.',
    de: "Weniger Nachfragen zu „{summary}“: Meine Schwelle dafür liegt jetzt bei {bar}.",
    fr: "Moins de relances sur « {summary} » : mon seuil pour ce point est maintenant à {bar}.",
    es: "Menos recordatorios sobre «{summary}»: mi umbral para eso está ahora en {bar}.",
    pt: "Menos lembretes sobre «{summary}»: a minha fasquia para isso está agora em {bar}.",
  },
  "gateops.moreThread": {
    en: 'More nudges about "{summary}": my bar for it is now {bar}.',
    de: "Mehr Nachfragen zu „{summary}“: Meine Schwelle dafür liegt jetzt bei {bar}.",
    fr: "Plus de relances sur « {summary} » : mon seuil pour ce point est maintenant à {bar}.",
    es: "Más recordatorios sobre «{summary}»: mi umbral para eso está ahora en {bar}.",
    pt: "Mais lembretes sobre «{summary}»: a minha fasquia para isso está agora em {bar}.",
  },
  "gateops.unknownThread": {
    en: "I don't track a thread {scope}, so I left my bar as it was. /threads lists them.",
    de: "Einen Faden {scope} verfolge ich nicht, also habe ich meine Schwelle gelassen, wie sie war. /threads zeigt alle.",
    fr: "Je ne suis pas de fil {scope}, j'ai donc laissé mon seuil tel quel. /threads les liste.",
    es: "No sigo ningún hilo {scope}, así que dejé mi umbral como estaba. /threads los muestra.",
    pt: "Não acompanho nenhum fio {scope}, por isso deixei a minha fasquia como estava. /threads mostra todos.",
  },
  "gateops.quieter": {
    en: "I'll be quieter: my bar is now {bar}.",
    de: "Ich halte mich mehr zurück: Meine Schwelle liegt jetzt bei {bar}.",
    fr: "Je vais me faire plus discrète : mon seuil est maintenant à {bar}.",
    es: "Hablaré menos: mi umbral está ahora en {bar}.",
    pt: "Vou falar menos: a minha fasquia está agora em {bar}.",
  },
  "gateops.louder": {
    en: "I'll speak up more: my bar is now {bar}.",
    de: "Ich melde mich öfter: Meine Schwelle liegt jetzt bei {bar}.",
    fr: "Je vais me manifester davantage : mon seuil est maintenant à {bar}.",
    es: "Hablaré más: mi umbral está ahora en {bar}.",
    pt: "Vou falar mais: a minha fasquia está agora em {bar}.",
  },
  "pref.quiet": {
    en: "quiet mode: no unsolicited messages except the morning brief",
    de: "leiser Modus: keine Nachrichten von mir aus außer dem Morgenüberblick",
    fr: "mode discret : aucun message de ma part sauf le point du matin",
    es: "modo silencioso: ningún mensaje por iniciativa propia salvo el resumen de la mañana",
    pt: "modo silencioso: nenhuma mensagem por iniciativa minha exceto o resumo da manhã",
  },
  "pref.threshold": {
    en: "{bar} (mode {mode}, base {base})",
    de: "{bar} (Modus {mode}, Grundwert {base})",
    fr: "{bar} (mode {mode}, valeur de base {base})",
    es: "{bar} (modo {mode}, base {base})",
    pt: "{bar} (modo {mode}, base {base})",
  },
} satisfies Catalog;
