/**
 * ZOE's own words, in every language it speaks: one table, one entry per sentence, each entry
 * with all five languages side by side (so a missing translation is a type error, and a new
 * string is one entry: add a key below with en/de/fr/es/pt). `t(locale, key, vars)` fills
 * `{name}` placeholders. Online, the model writes in the owner's language itself (the prompt says
 * so); this table is what ZOE says when it writes without the model: buttons, confirmations,
 * templates of follow-ups and the brief, command replies.
 * Must never: fall back to English silently for a supported locale (the types forbid it), or
 * throw on a missing variable (the placeholder stays visible instead).
 */
import type { Locale } from "./locale.ts";
import type { Catalog, Entry } from "./strings/catalog.ts";
import { CONTROLS } from "./strings/controls.ts";
import { GOAL_WORDS } from "./strings/goals.ts";
import { NOTICES } from "./strings/notices.ts";

const CORE = {
  // --- due times -----------------------------------------------------------------------------
  "day.today": { en: "today", de: "heute", fr: "aujourd'hui", es: "hoy", pt: "hoje" },
  "day.tomorrow": { en: "tomorrow", de: "morgen", fr: "demain", es: "mañana", pt: "amanhã" },

  // --- buttons under a follow-up and a decision question -------------------------------------
  "btn.done": { en: "Done", de: "Erledigt", fr: "C'est fait", es: "Hecho", pt: "Feito" },
  "btn.notYet": { en: "Not yet", de: "Noch nicht", fr: "Pas encore", es: "Todavía no", pt: "Ainda não" },
  "btn.snooze": { en: "Snooze", de: "Später", fr: "Plus tard", es: "Posponer", pt: "Adiar" },
  "btn.stop": { en: "Stop reminding", de: "Nicht mehr erinnern", fr: "Ne plus me le rappeler", es: "No me lo recuerdes más", pt: "Parar de lembrar" },
  "btn.reschedule": { en: "Reschedule", de: "Neu planen", fr: "Reprogrammer", es: "Reprogramar", pt: "Reagendar" },
  "btn.drop": { en: "Drop", de: "Verwerfen", fr: "Abandonner", es: "Descartar", pt: "Descartar" },
  "btn.breakdown": { en: "Break it down", de: "In Schritte teilen", fr: "Découper en étapes", es: "Dividir en pasos", pt: "Dividir em passos" },

  // --- answers to buttons and short replies ---------------------------------------------------
  "ack.expired": { en: "That button has expired.", de: "Dieser Knopf ist abgelaufen.", fr: "Ce bouton a expiré.", es: "Ese botón ha caducado.", pt: "Esse botão expirou." },
  "ack.notTracking": {
    en: "I'm not tracking that one any more.",
    de: "Das verfolge ich nicht mehr.",
    fr: "Je ne suis plus ce point.",
    es: "Ya no sigo ese asunto.",
    pt: "Já não acompanho esse assunto.",
  },
  "ack.closed": { en: "That one is already closed.", de: "Das ist schon abgeschlossen.", fr: "C'est déjà clos.", es: "Eso ya está cerrado.", pt: "Isso já está fechado." },
  "ack.notYet": { en: "Okay, not yet. {line}", de: "Okay, noch nicht. {line}", fr: "D'accord, pas encore. {line}", es: "Vale, todavía no. {line}", pt: "Certo, ainda não. {line}" },
  "ack.rescheduleAsk": {
    en: 'When should "{summary}" be due? Tell me in your words, e.g. "Friday 10am", "next week" or "in 3 days".',
    de: "Wann soll „{summary}“ fällig sein? Sag es in deinen Worten, z. B. „Freitag 10 Uhr“, „nächste Woche“ oder „in 3 Tagen“.",
    fr: "Pour quand « {summary} » ? Dis-le avec tes mots, par ex. « vendredi à 10h », « la semaine prochaine » ou « dans 3 jours ».",
    es: "¿Para cuándo «{summary}»? Dímelo con tus palabras, p. ej. «el viernes a las 10:00», «la semana que viene» o «en 3 días».",
    pt: "Para quando «{summary}»? Diz com as tuas palavras, p. ex. «sexta às 10h», «semana que vem» ou «em 3 dias».",
  },
  "ack.passed": {
    en: "{when} has already passed. When should it be due?",
    de: "{when} ist schon vorbei. Wann soll es fällig sein?",
    fr: "{when}, c'est déjà passé. Pour quand alors ?",
    es: "{when} ya pasó. ¿Para cuándo entonces?",
    pt: "{when} já passou. Para quando, então?",
  },
  "ack.rescheduled": {
    en: "Rescheduled: {summary}, due {when} ({id}).",
    de: "Neu geplant: {summary}, fällig {when} ({id}).",
    fr: "Reprogrammé : {summary}, pour {when} ({id}).",
    es: "Reprogramado: {summary}, para {when} ({id}).",
    pt: "Reagendado: {summary}, para {when} ({id}).",
  },
  "ack.notATime": {
    en: 'I couldn\'t read "{text}" as a time. Try "Friday 10am", "tomorrow" or "in 3 days" (or "drop it").',
    de: "„{text}“ verstehe ich nicht als Zeit. Versuch „Freitag 10 Uhr“, „morgen“ oder „in 3 Tagen“ (oder „vergiss es“).",
    fr: "Je ne comprends pas « {text} » comme une date. Essaie « vendredi à 10h », « demain » ou « dans 3 jours » (ou « laisse tomber »).",
    es: "No entiendo «{text}» como una fecha. Prueba «el viernes a las 10:00», «mañana» o «en 3 días» (o «olvídalo»).",
    pt: "Não percebo «{text}» como uma data. Experimenta «sexta às 10h», «amanhã» ou «em 3 dias» (ou «esquece»).",
  },
  "ack.breakdownOffline": {
    en: 'Let\'s break "{summary}" down. Write me the steps, one per line, each as something you\'ll do and when, e.g. "I\'ll draft the outline today" / "I\'ll send it to Sam tomorrow". I\'ll track each step. When the whole thing is done, /done {id} closes it.',
    de: "Teilen wir „{summary}“ auf. Schreib mir die Schritte, einer pro Zeile, jeweils was du tust und wann, z. B. „Ich werde heute die Gliederung schreiben“ / „Ich muss es morgen an Sam schicken“. Ich verfolge jeden Schritt. Wenn alles fertig ist, schließt /done {id} es ab.",
    fr: "Découpons « {summary} ». Écris-moi les étapes, une par ligne, chacune avec ce que tu feras et quand, par ex. « Je vais écrire le plan aujourd'hui » / « Je dois l'envoyer à Sam demain ». Je suivrai chaque étape. Quand tout est fait, /done {id} le clôt.",
    es: "Dividamos «{summary}». Escríbeme los pasos, uno por línea, cada uno con lo que harás y cuándo, p. ej. «Voy a escribir el esquema hoy» / «Tengo que enviárselo a Sam mañana». Seguiré cada paso. Cuando todo esté hecho, /done {id} lo cierra.",
    pt: "Vamos dividir «{summary}». Escreve-me os passos, um por linha, cada um com o que vais fazer e quando, p. ex. «Vou escrever o esboço hoje» / «Tenho que enviar isso ao Sam amanhã». Acompanho cada passo. Quando estiver tudo feito, /done {id} fecha.",
  },
  "ack.breakdownStart": { en: "Let's break it down.", de: "Teilen wir es auf.", fr: "Découpons ça.", es: "Vamos a dividirlo.", pt: "Vamos dividir." },
  "ack.clarify": {
    en: 'About "{summary}": I\'m not sure what you mean. Which is it?',
    de: "Zu „{summary}“: Ich bin nicht sicher, was du meinst. Was davon?",
    fr: "À propos de « {summary} » : je ne suis pas sûre de comprendre. C'est lequel ?",
    es: "Sobre «{summary}»: no estoy segura de entenderte. ¿Cuál es?",
    pt: "Sobre «{summary}»: não tenho a certeza do que queres dizer. Qual é?",
  },

  // --- thread confirmations -------------------------------------------------------------------
  "ops.tracking": {
    en: "Tracking: {summary}, {due} (undo: /untrack {id})",
    de: "Notiert: {summary}, {due} (rückgängig: /untrack {id})",
    fr: "Je suis : {summary}, {due} (annuler : /untrack {id})",
    es: "Lo sigo: {summary}, {due} (deshacer: /untrack {id})",
    pt: "A acompanhar: {summary}, {due} (desfazer: /untrack {id})",
  },
  "ops.already": {
    en: "Already tracking: {summary} ({id})",
    de: "Behalte ich schon im Blick: {summary} ({id})",
    fr: "Déjà suivi : {summary} ({id})",
    es: "Ya lo sigo: {summary} ({id})",
    pt: "Já acompanho: {summary} ({id})",
  },
  "ops.due": { en: "due {when}", de: "fällig {when}", fr: "pour {when}", es: "para {when}", pt: "para {when}" },
  "ops.noDue": { en: "no due date", de: "ohne Termin", fr: "sans échéance", es: "sin fecha", pt: "sem data" },
  "ops.noClock": {
    en: '"{phrase}" (no clock time, I won\'t nudge on a clock)',
    de: "„{phrase}“ (keine Uhrzeit, ich erinnere nicht nach der Uhr)",
    fr: "« {phrase} » (sans heure, je ne relancerai pas à heure fixe)",
    es: "«{phrase}» (sin hora, no te avisaré a una hora fija)",
    pt: "«{phrase}» (sem hora, não te lembro a uma hora fixa)",
  },
  "ops.done": { en: "Done: {summary}. Nice.", de: "Erledigt: {summary}. Stark.", fr: "Fait : {summary}. Bravo.", es: "Hecho: {summary}. Bien.", pt: "Feito: {summary}. Boa." },
  "ops.snoozed": {
    en: "Snoozed: {summary}, until {when}.",
    de: "Zurückgestellt: {summary}, bis {when}.",
    fr: "Reporté : {summary}, jusqu'à {when}.",
    es: "Pospuesto: {summary}, hasta {when}.",
    pt: "Adiado: {summary}, até {when}.",
  },
  "ops.dropped": {
    en: "Dropped: {summary}. I won't bring it up again.",
    de: "Verworfen: {summary}. Ich spreche es nicht mehr an.",
    fr: "Abandonné : {summary}. Je n'en reparlerai plus.",
    es: "Descartado: {summary}. No volveré a mencionarlo.",
    pt: "Descartado: {summary}. Não volto a falar nisso.",
  },
  "ops.untracked": { en: "Untracked: {summary}. Forgotten.", de: "Entfernt: {summary}. Vergessen.", fr: "Retiré : {summary}. Oublié.", es: "Quitado: {summary}. Olvidado.", pt: "Removido: {summary}. Esquecido." },
  "ops.unknownId": {
    en: "I don't know a thread {id}. /threads lists them.",
    de: "Einen Faden {id} kenne ich nicht. /threads zeigt alle.",
    fr: "Je ne connais pas de fil {id}. /threads les liste.",
    es: "No conozco ningún hilo {id}. /threads los muestra.",
    pt: "Não conheço nenhum fio {id}. /threads mostra todos.",
  },
  "ops.notFound": {
    en: "I couldn't find an open thread {id}.",
    de: "Ich finde keinen offenen Faden {id}.",
    fr: "Je ne trouve pas de fil ouvert {id}.",
    es: "No encuentro ningún hilo abierto {id}.",
    pt: "Não encontro nenhum fio aberto {id}.",
  },
  "ops.updated": {
    en: "Updated: {summary}, {due} ({id}).",
    de: "Geändert: {summary}, {due} ({id}).",
    fr: "Mis à jour : {summary}, {due} ({id}).",
    es: "Actualizado: {summary}, {due} ({id}).",
    pt: "Atualizado: {summary}, {due} ({id}).",
  },

  // --- the concierge without a model ----------------------------------------------------------
  "offline.reply": {
    en: "I'm running without my language model right now, so I can't chat properly. Commands still work (/help), and I still track things you commit to.",
    de: "Ich laufe gerade ohne mein Sprachmodell und kann daher nicht richtig plaudern. Befehle funktionieren (/help), und was du dir vornimmst, behalte ich im Blick.",
    fr: "Je tourne sans mon modèle de langage pour l'instant, je ne peux donc pas vraiment discuter. Les commandes marchent (/help) et je suis toujours ce que tu t'engages à faire.",
    es: "Ahora mismo funciono sin mi modelo de lenguaje, así que no puedo conversar bien. Los comandos funcionan (/help) y sigo lo que te comprometes a hacer.",
    pt: "Neste momento estou sem o meu modelo de linguagem, por isso não consigo conversar bem. Os comandos funcionam (/help) e continuo a acompanhar o que te comprometes a fazer.",
  },
  "offline.modelDown": {
    en: "My language model isn't answering right now, so this is a short reply. Commands still work (/help), and I still track things you commit to.",
    de: "Mein Sprachmodell antwortet gerade nicht, daher nur kurz. Befehle funktionieren (/help), und was du dir vornimmst, behalte ich im Blick.",
    fr: "Mon modèle de langage ne répond pas pour l'instant, donc réponse courte. Les commandes marchent (/help) et je suis toujours ce que tu t'engages à faire.",
    es: "Mi modelo de lenguaje no responde ahora mismo, así que respondo breve. Los comandos funcionan (/help) y sigo lo que te comprometes a hacer.",
    pt: "O meu modelo de linguagem não está a responder, por isso a resposta é curta. Os comandos funcionam (/help) e continuo a acompanhar o que te comprometes a fazer.",
  },
  "offline.deadline": {
    en: "I'm taking too long to think this one through, so here's a short answer for now. Commands still work (/help), and I still track things you commit to; ask me again in a moment.",
    de: "Ich brauche dafür gerade zu lange, darum erst einmal nur kurz. Befehle funktionieren (/help), und was du dir vornimmst, behalte ich im Blick; frag mich gleich noch einmal.",
    fr: "Je mets trop de temps à réfléchir, alors voici une réponse courte pour l'instant. Les commandes marchent (/help) et je suis toujours ce que tu t'engages à faire ; redemande-moi dans un instant.",
    es: "Estoy tardando demasiado en pensarlo, así que de momento respondo breve. Los comandos funcionan (/help) y sigo lo que te comprometes a hacer; pregúntame otra vez en un momento.",
    pt: "Estou a demorar demasiado a pensar nisto, por isso, para já, a resposta é curta. Os comandos funcionam (/help) e continuo a acompanhar o que te comprometes a fazer; pergunta-me outra vez daqui a pouco.",
  },
  "offline.keyRejected": {
    en: "My language model rejected my API key, so I can't chat properly until it's fixed (check ANTHROPIC_API_KEY). Commands still work (/help), and I still track things you commit to.",
    de: "Mein Sprachmodell hat meinen API-Schlüssel abgelehnt, daher kann ich nicht richtig plaudern, bis das behoben ist (ANTHROPIC_API_KEY prüfen). Befehle funktionieren (/help), und was du dir vornimmst, behalte ich im Blick.",
    fr: "Mon modèle de langage a refusé ma clé d'API, je ne peux donc pas vraiment discuter tant que ce n'est pas réglé (vérifie ANTHROPIC_API_KEY). Les commandes marchent (/help) et je suis toujours ce que tu t'engages à faire.",
    es: "Mi modelo de lenguaje rechazó mi clave de API, así que no puedo conversar bien hasta que se arregle (revisa ANTHROPIC_API_KEY). Los comandos funcionan (/help) y sigo lo que te comprometes a hacer.",
    pt: "O meu modelo de linguagem rejeitou a minha chave de API, por isso não consigo conversar bem até isso ser resolvido (verifica ANTHROPIC_API_KEY). Os comandos funcionam (/help) e continuo a acompanhar o que te comprometes a fazer.",
  },
  "app.error": {
    en: "Something went wrong on my side while handling that. It's logged; please try again.",
    de: "Bei mir ist dabei etwas schiefgegangen. Es ist protokolliert; bitte versuch es noch einmal.",
    fr: "Quelque chose a mal tourné de mon côté. C'est noté dans le journal ; réessaie, s'il te plaît.",
    es: "Algo salió mal por mi parte. Queda registrado; inténtalo de nuevo, por favor.",
    pt: "Algo correu mal do meu lado. Ficou registado; tenta outra vez, por favor.",
  },
  "app.unknownCommand": {
    en: "I don't know /{cmd}. /help lists what I can do.",
    de: "/{cmd} kenne ich nicht. /help zeigt, was ich kann.",
    fr: "Je ne connais pas /{cmd}. /help liste ce que je sais faire.",
    es: "No conozco /{cmd}. /help muestra lo que sé hacer.",
    pt: "Não conheço /{cmd}. /help mostra o que sei fazer.",
  },

  // --- follow-ups written from a template (offline, or when the model fails) -----------------
  "push.nudge": {
    en: "You said you'd {about}. Did it happen?",
    de: "Du hattest dir vorgenommen: {about}. Hat es geklappt?",
    fr: "Tu avais prévu : {about}. C'est fait ?",
    es: "Dijiste que ibas a: {about}. ¿Lo hiciste?",
    pt: "Disseste que ias: {about}. Já está?",
  },
  "push.decision": {
    en: '"{about}" keeps getting pushed back. Reschedule, drop, or break it down?',
    de: "„{about}“ wird immer wieder verschoben. Neu planen, verwerfen oder in Schritte teilen?",
    fr: "« {about} » est sans cesse repoussé. Reprogrammer, abandonner ou découper en étapes ?",
    es: "«{about}» se sigue posponiendo. ¿Reprogramar, descartar o dividir en pasos?",
    pt: "«{about}» continua a ser adiado. Reagendar, descartar ou dividir em passos?",
  },
  "push.checkin": {
    en: "Haven't heard from you in a while. Anything on your plate I should keep track of?",
    de: "Ich habe eine Weile nichts von dir gehört. Gibt es etwas, das ich im Blick behalten soll?",
    fr: "Je n'ai pas eu de nouvelles depuis un moment. Y a-t-il quelque chose que je devrais suivre ?",
    es: "Hace tiempo que no sé de ti. ¿Hay algo que debería seguir?",
    pt: "Há algum tempo que não tenho notícias tuas. Há alguma coisa que eu deva acompanhar?",
  },
  "push.throttle": {
    en: "I've been chatty: several of my messages went unanswered. Want me to dial back?",
    de: "Ich war gesprächig: Mehrere meiner Nachrichten blieben unbeantwortet. Soll ich mich zurücknehmen?",
    fr: "J'ai été bavarde : plusieurs de mes messages sont restés sans réponse. Je me fais plus discrète ?",
    es: "He hablado mucho: varios mensajes míos quedaron sin respuesta. ¿Me modero?",
    pt: "Tenho falado muito: várias mensagens minhas ficaram sem resposta. Queres que abrande?",
  },
  "push.why": { en: "Why now: {reason}", de: "Warum jetzt: {reason}", fr: "Pourquoi maintenant : {reason}", es: "Por qué ahora: {reason}", pt: "Porquê agora: {reason}" },
  "reason.nudge": {
    en: "You said you'd {summary}, due {due}{late}.",
    de: "Du hattest dir vorgenommen: {summary}, fällig {due}{late}.",
    fr: "Tu avais prévu : {summary}, pour {due}{late}.",
    es: "Dijiste que ibas a: {summary}, para {due}{late}.",
    pt: "Disseste que ias: {summary}, para {due}{late}.",
  },
  "reason.nudgeRepeat": {
    en: "You said you'd {summary} (due {due}); my last follow-up went unanswered{late}.",
    de: "Du hattest dir vorgenommen: {summary} (fällig {due}); meine letzte Nachfrage blieb unbeantwortet{late}.",
    fr: "Tu avais prévu : {summary} (pour {due}) ; ma dernière relance est restée sans réponse{late}.",
    es: "Dijiste que ibas a: {summary} (para {due}); mi último recordatorio quedó sin respuesta{late}.",
    pt: "Disseste que ias: {summary} (para {due}); o meu último lembrete ficou sem resposta{late}.",
  },
  "reason.lateDays": {
    en: " and is {n} day(s) overdue",
    de: " und ist seit {n} Tag(en) überfällig",
    fr: " et a {n} jour(s) de retard",
    es: " y lleva {n} día(s) de retraso",
    pt: " e está {n} dia(s) atrasado",
  },
  "reason.lateHours": {
    en: " and is {n} h overdue",
    de: " und ist seit {n} Std. überfällig",
    fr: " et a {n} h de retard",
    es: " y lleva {n} h de retraso",
    pt: " e está {n} h atrasado",
  },
  "reason.throttle": {
    en: "{n} of my messages in the last 24 hours went unanswered, so I raised my bar.",
    de: "{n} meiner Nachrichten der letzten 24 Stunden blieben unbeantwortet, also habe ich meine Schwelle angehoben.",
    fr: "{n} de mes messages des dernières 24 heures sont restés sans réponse, j'ai donc relevé mon seuil.",
    es: "{n} de mis mensajes de las últimas 24 horas quedaron sin respuesta, así que subí mi umbral.",
    pt: "{n} das minhas mensagens das últimas 24 horas ficaram sem resposta, por isso subi a minha fasquia.",
  },
  "btn.dialBack": { en: "Yes, dial back", de: "Ja, zurücknehmen", fr: "Oui, plus discrète", es: "Sí, modérate", pt: "Sim, abranda" },
  "btn.keepGoing": { en: "No, keep going", de: "Nein, weiter so", fr: "Non, continue", es: "No, sigue así", pt: "Não, continua" },
  "reason.decision": {
    en: '"{summary}" has been snoozed {count} times; time to decide: reschedule, drop, or break it down.',
    de: "„{summary}“ wurde {count}-mal zurückgestellt; Zeit für eine Entscheidung: neu planen, verwerfen oder in Schritte teilen.",
    fr: "« {summary} » a été reporté {count} fois ; il est temps de décider : reprogrammer, abandonner ou découper.",
    es: "«{summary}» se ha pospuesto {count} veces; hora de decidir: reprogramar, descartar o dividir.",
    pt: "«{summary}» foi adiado {count} vezes; está na hora de decidir: reagendar, descartar ou dividir.",
  },
  "reason.checkin": {
    en: "We haven't talked for {hours} hours.",
    de: "Wir haben seit {hours} Stunden nicht gesprochen.",
    fr: "Nous ne nous sommes pas parlé depuis {hours} heures.",
    es: "No hemos hablado en {hours} horas.",
    pt: "Não falamos há {hours} horas.",
  },

  // --- the morning brief ------------------------------------------------------------------------
  "brief.opening": {
    en: "Good morning. Your brief for {day}.",
    de: "Guten Morgen. Dein Überblick für {day}.",
    fr: "Bonjour. Ton point du {day}.",
    es: "Buenos días. Tu resumen del {day}.",
    pt: "Bom dia. O teu resumo de {day}.",
  },
  "brief.late": {
    en: "(Sent late: I was offline at brief time, {lateBy}.)",
    de: "(Verspätet: Ich war zur Zeit des Überblicks offline, {lateBy}.)",
    fr: "(Envoyé en retard : j'étais hors ligne à l'heure du point, {lateBy}.)",
    es: "(Enviado tarde: estaba desconectada a la hora del resumen, {lateBy}.)",
    pt: "(Enviado tarde: estava offline à hora do resumo, {lateBy}.)",
  },
  "brief.overdue": { en: "Overdue", de: "Überfällig", fr: "En retard", es: "Atrasado", pt: "Em atraso" },
  "brief.dueToday": { en: "Due today", de: "Heute fällig", fr: "Pour aujourd'hui", es: "Para hoy", pt: "Para hoje" },
  "brief.undated": {
    en: "Open, no date (worth a glance)",
    de: "Offen, ohne Termin (einen Blick wert)",
    fr: "Ouvert, sans date (à regarder)",
    es: "Abierto, sin fecha (échale un vistazo)",
    pt: "Em aberto, sem data (vale uma olhadela)",
  },
  "brief.heldBack": { en: "Held back for the brief", de: "Für den Überblick aufgehoben", fr: "Gardé pour le point", es: "Guardado para el resumen", pt: "Guardado para o resumo" },
  "brief.clear": {
    en: "Nothing due and nothing open. A clear day.",
    de: "Nichts fällig, nichts offen. Ein freier Tag.",
    fr: "Rien à rendre, rien en cours. Journée libre.",
    es: "Nada pendiente ni abierto. Un día despejado.",
    pt: "Nada pendente, nada em aberto. Um dia livre.",
  },

  // --- commands -------------------------------------------------------------------------------
  "cmd.noThreads": { en: "No open threads.", de: "Keine offenen Fäden.", fr: "Aucun fil ouvert.", es: "No hay hilos abiertos.", pt: "Não há fios em aberto." },
  "cmd.threadsHeader": { en: "Open threads ({count}):", de: "Offene Fäden ({count}):", fr: "Fils ouverts ({count}) :", es: "Hilos abiertos ({count}):", pt: "Fios em aberto ({count}):" },
  "cmd.threadsFooter": {
    en: "/done th-… closes one; /untrack th-… removes one I shouldn't be tracking.",
    de: "/done th-… schließt einen ab; /untrack th-… entfernt einen, den ich nicht verfolgen soll.",
    fr: "/done th-… en clôt un ; /untrack th-… retire un fil que je ne devrais pas suivre.",
    es: "/done th-… cierra uno; /untrack th-… quita uno que no debería seguir.",
    pt: "/done th-… fecha um; /untrack th-… remove um que eu não devia acompanhar.",
  },
  "cmd.overdueSince": { en: "overdue since {when}", de: "überfällig seit {when}", fr: "en retard depuis {when}", es: "atrasado desde {when}", pt: "em atraso desde {when}" },
  "cmd.noClockShort": { en: '"{phrase}" (no clock time)', de: "„{phrase}“ (keine Uhrzeit)", fr: "« {phrase} » (sans heure)", es: "«{phrase}» (sin hora)", pt: "«{phrase}» (sem hora)" },
  "cmd.snoozedUntil": { en: "snoozed until {when}", de: "zurückgestellt bis {when}", fr: "reporté jusqu'à {when}", es: "pospuesto hasta {when}", pt: "adiado até {when}" },
  "cmd.resting": {
    en: "resting until you mention it",
    de: "ruht, bis du es erwähnst",
    fr: "en pause jusqu'à ce que tu en parles",
    es: "en pausa hasta que lo menciones",
    pt: "em pausa até o mencionares",
  },
  "cmd.whichOne": { en: "Which one?", de: "Welcher?", fr: "Lequel ?", es: "¿Cuál?", pt: "Qual?" },
  "cmd.noOpenThread": {
    en: "I don't have an open thread {id}. /threads lists them.",
    de: "Einen offenen Faden {id} habe ich nicht. /threads zeigt alle.",
    fr: "Je n'ai pas de fil ouvert {id}. /threads les liste.",
    es: "No tengo ningún hilo abierto {id}. /threads los muestra.",
    pt: "Não tenho nenhum fio aberto {id}. /threads mostra todos.",
  },
  "cmd.untrackWhich": {
    en: "Which one? Give me its id, e.g. /untrack th-ab12.",
    de: "Welcher? Nenn mir die Kennung, z. B. /untrack th-ab12.",
    fr: "Lequel ? Donne-moi son identifiant, par ex. /untrack th-ab12.",
    es: "¿Cuál? Dame su identificador, p. ej. /untrack th-ab12.",
    pt: "Qual? Dá-me o identificador, p. ex. /untrack th-ab12.",
  },
  "cmd.helpHeader": { en: "What I understand:", de: "Was ich verstehe:", fr: "Ce que je comprends :", es: "Lo que entiendo:", pt: "O que eu entendo:" },
  "cmd.helpFooter": {
    en: "Anything else is just a conversation.",
    de: "Alles andere ist einfach ein Gespräch.",
    fr: "Tout le reste, c'est simplement de la conversation.",
    es: "Todo lo demás es simplemente conversación.",
    pt: "Tudo o resto é simplesmente conversa.",
  },
  "cmd.start": {
    en: 'Hi, I\'m ZOE, your chief of staff. Tell me what you\'re working on and what you\'ll get done ("I\'ll ship the onepager today"): I\'ll keep track and follow up at the right moment, mostly quietly, and I\'ll always say why I\'m writing.\n\n{mode} /help lists commands.',
    de: "Hallo, ich bin ZOE, deine Stabschefin. Erzähl mir, woran du arbeitest und was du erledigen wirst („Ich werde heute das Konzept abschicken“): Ich behalte es im Blick und frage im richtigen Moment nach, meist leise, und sage immer, warum ich schreibe.\n\n{mode} /help zeigt die Befehle.",
    fr: "Bonjour, je suis ZOE, ta cheffe de cabinet. Dis-moi sur quoi tu travailles et ce que tu vas faire (« Je vais envoyer la note aujourd'hui ») : je le suis et je relance au bon moment, discrètement, en disant toujours pourquoi j'écris.\n\n{mode} /help liste les commandes.",
    es: "Hola, soy ZOE, tu jefa de gabinete. Cuéntame en qué trabajas y qué vas a hacer («Voy a enviar el informe hoy»): lo sigo y te pregunto en el momento justo, casi siempre en silencio, y siempre digo por qué escribo.\n\n{mode} /help muestra los comandos.",
    pt: "Olá, sou a ZOE, a tua chefe de gabinete. Conta-me em que estás a trabalhar e o que vais fazer («Vou enviar o relatório hoje»): acompanho e pergunto no momento certo, quase sempre em silêncio, e digo sempre porque escrevo.\n\n{mode} /help mostra os comandos.",
  },
  "cmd.modeOffline": {
    en: "I'm in offline mode (no model key): commands work, chat is limited.",
    de: "Ich bin im Offline-Modus (kein Modellschlüssel): Befehle funktionieren, Plaudern nur eingeschränkt.",
    fr: "Je suis en mode hors ligne (pas de clé de modèle) : les commandes marchent, la discussion est limitée.",
    es: "Estoy en modo sin conexión (sin clave del modelo): los comandos funcionan, la conversación es limitada.",
    pt: "Estou em modo offline (sem chave do modelo): os comandos funcionam, a conversa é limitada.",
  },
  "cmd.modeOnline": { en: "I'm online.", de: "Ich bin online.", fr: "Je suis en ligne.", es: "Estoy en línea.", pt: "Estou online." },

  // --- goals (goals/transitions.ts) --------------------------------------------------------------------
  "goal.set": {
    en: "Goal set: {text} ({id}). I'll review it hourly in the background and speak only when there's progress worth your time. Undo: /goals undo {id}",
    de: "Ziel gesetzt: {text} ({id}). Ich schaue stündlich im Hintergrund darauf und melde mich nur, wenn es Fortschritt gibt, der deine Zeit wert ist. Rückgängig: /goals undo {id}",
    fr: "Objectif fixé : {text} ({id}). Je le revois chaque heure en arrière-plan et je ne parle que s'il y a un progrès qui vaut ton temps. Annuler : /goals undo {id}",
    es: "Objetivo fijado: {text} ({id}). Lo reviso cada hora en segundo plano y solo hablo cuando hay un avance que merezca tu tiempo. Deshacer: /goals undo {id}",
    pt: "Objetivo definido: {text} ({id}). Revejo-o a cada hora em segundo plano e só falo quando houver progresso que valha o teu tempo. Desfazer: /goals undo {id}",
  },
  "goal.already": {
    en: "Already working on that goal: {text} ({id}).",
    de: "An diesem Ziel bin ich schon dran: {text} ({id}).",
    fr: "Je suis déjà cet objectif : {text} ({id}).",
    es: "Ya sigo ese objetivo: {text} ({id}).",
    pt: "Já acompanho esse objetivo: {text} ({id}).",
  },
  "goal.updated": { en: "Goal updated: {text} ({id}).", de: "Ziel geändert: {text} ({id}).", fr: "Objectif modifié : {text} ({id}).", es: "Objetivo actualizado: {text} ({id}).", pt: "Objetivo atualizado: {text} ({id})." },
  "goal.noted": { en: "Noted on {id}: {note}", de: "Notiert zu {id}: {note}", fr: "Noté pour {id} : {note}", es: "Anotado en {id}: {note}", pt: "Anotado em {id}: {note}" },
  "goal.wokeOnEdit": {
    en: "It was resting; I'm reviewing it again.",
    de: "Es hat geruht; ich schaue wieder darauf.",
    fr: "Il était en pause ; je le revois à nouveau.",
    es: "Estaba en pausa; vuelvo a revisarlo.",
    pt: "Estava em pausa; volto a revê-lo.",
  },
  "goal.unchanged": { en: "Goal unchanged: {text} ({id}).", de: "Ziel unverändert: {text} ({id}).", fr: "Objectif inchangé : {text} ({id}).", es: "Objetivo sin cambios: {text} ({id}).", pt: "Objetivo sem alterações: {text} ({id})." },
  "goal.awake": {
    en: "Awake again: {text} ({id}). I'll review it hourly.",
    de: "Wieder wach: {text} ({id}). Ich schaue stündlich darauf.",
    fr: "De nouveau actif : {text} ({id}). Je le revois chaque heure.",
    es: "Activo de nuevo: {text} ({id}). Lo reviso cada hora.",
    pt: "Ativo de novo: {text} ({id}). Revejo-o a cada hora.",
  },
  "goal.alreadyActive": { en: "{text} ({id}) is already active.", de: "{text} ({id}) ist schon aktiv.", fr: "{text} ({id}) est déjà actif.", es: "{text} ({id}) ya está activo.", pt: "{text} ({id}) já está ativo." },
  "goal.achieved": {
    en: "Achieved: {text}. Congratulations! I've closed it.",
    de: "Erreicht: {text}. Glückwunsch! Ich habe es abgeschlossen.",
    fr: "Atteint : {text}. Félicitations ! Je l'ai clos.",
    es: "Logrado: {text}. ¡Enhorabuena! Lo he cerrado.",
    pt: "Alcançado: {text}. Parabéns! Fechei-o.",
  },
  "goal.dropped": {
    en: "Dropped goal: {text}. I won't review or bring it up again.",
    de: "Ziel verworfen: {text}. Ich schaue nicht mehr darauf und spreche es nicht mehr an.",
    fr: "Objectif abandonné : {text}. Je ne le reverrai plus et n'en parlerai plus.",
    es: "Objetivo descartado: {text}. No volveré a revisarlo ni a mencionarlo.",
    pt: "Objetivo descartado: {text}. Não volto a revê-lo nem a mencioná-lo.",
  },
  "goal.forgotten": {
    en: "Forgotten: {text}. I won't track it as a goal.",
    de: "Vergessen: {text}. Ich verfolge es nicht als Ziel.",
    fr: "Oublié : {text}. Je ne le suis pas comme objectif.",
    es: "Olvidado: {text}. No lo sigo como objetivo.",
    pt: "Esquecido: {text}. Não o acompanho como objetivo.",
  },
  "goal.unknown": {
    en: "I don't have an open goal {id}. /goals lists them.",
    de: "Ich habe kein offenes Ziel {id}. /goals zeigt sie.",
    fr: "Je n'ai pas d'objectif ouvert {id}. /goals les liste.",
    es: "No tengo un objetivo abierto {id}. /goals los muestra.",
    pt: "Não tenho um objetivo aberto {id}. /goals mostra-os.",
  },
  "goals.none": {
    en: 'No goals yet. Tell me one ("my goal this quarter is …") or use /goals add …',
    de: "Noch keine Ziele. Nenn mir eins („mein Ziel dieses Quartal ist …“) oder nutze /goals add …",
    fr: "Pas encore d'objectif. Dis-m'en un (« mon objectif ce trimestre est … ») ou utilise /goals add …",
    es: "Aún no hay objetivos. Dime uno («mi objetivo este trimestre es …») o usa /goals add …",
    pt: "Ainda não há objetivos. Diz-me um («o meu objetivo este trimestre é …») ou usa /goals add …",
  },
  "goals.header": { en: "Goals ({count}):", de: "Ziele ({count}):", fr: "Objectifs ({count}) :", es: "Objetivos ({count}):", pt: "Objetivos ({count}):" },
  "goals.usage": {
    en: "/goals lists your goals. /goals add <goal> sets one; /goals edit g-… <new words>; /goals done g-…; /goals drop g-…; /goals wake g-… (a resting goal); /goals undo g-… (forget one I set by mistake).",
    de: "/goals zeigt deine Ziele. /goals add <Ziel> setzt eins; /goals edit g-… <neue Worte>; /goals done g-…; /goals drop g-…; /goals wake g-… (ein ruhendes Ziel); /goals undo g-… (eins vergessen, das ich versehentlich gesetzt habe).",
    fr: "/goals liste tes objectifs. /goals add <objectif> en fixe un ; /goals edit g-… <nouveaux mots> ; /goals done g-… ; /goals drop g-… ; /goals wake g-… (un objectif en pause) ; /goals undo g-… (oublier un objectif fixé par erreur).",
    es: "/goals muestra tus objetivos. /goals add <objetivo> fija uno; /goals edit g-… <nuevas palabras>; /goals done g-…; /goals drop g-…; /goals wake g-… (uno en pausa); /goals undo g-… (olvidar uno fijado por error).",
    pt: "/goals mostra os teus objetivos. /goals add <objetivo> define um; /goals edit g-… <novas palavras>; /goals done g-…; /goals drop g-…; /goals wake g-… (um em pausa); /goals undo g-… (esquecer um definido por engano).",
  },
  "goals.active": { en: "{id}  {text}: active, {reviewed}", de: "{id}  {text}: aktiv, {reviewed}", fr: "{id}  {text} : actif, {reviewed}", es: "{id}  {text}: activo, {reviewed}", pt: "{id}  {text}: ativo, {reviewed}" },
  "goals.resting": {
    en: "{id}  {text}: resting since {since}, {reviewed}\n   why: {why}",
    de: "{id}  {text}: ruht seit {since}, {reviewed}\n   warum: {why}",
    fr: "{id}  {text} : en pause depuis {since}, {reviewed}\n   pourquoi : {why}",
    es: "{id}  {text}: en pausa desde {since}, {reviewed}\n   por qué: {why}",
    pt: "{id}  {text}: em pausa desde {since}, {reviewed}\n   porquê: {why}",
  },
  "goals.reviewed": { en: "last reviewed {when}", de: "zuletzt angesehen {when}", fr: "revu pour la dernière fois {when}", es: "revisado por última vez {when}", pt: "revisto pela última vez {when}" },
  "goals.notReviewed": { en: "not reviewed yet", de: "noch nicht angesehen", fr: "pas encore revu", es: "aún sin revisar", pt: "ainda não revisto" },
  "goals.progress": { en: "last progress: {note}", de: "letzter Fortschritt: {note}", fr: "dernier progrès : {note}", es: "último avance: {note}", pt: "último progresso: {note}" },
  "goals.noProgress": { en: "no progress noted yet", de: "noch kein Fortschritt notiert", fr: "aucun progrès noté", es: "aún sin avances anotados", pt: "ainda sem progresso anotado" },
  "goals.btnAchieved": { en: "Achieved", de: "Erreicht", fr: "Atteint", es: "Logrado", pt: "Alcançado" },
  "goals.btnDrop": { en: "Drop", de: "Verwerfen", fr: "Abandonner", es: "Descartar", pt: "Descartar" },
  "goals.btnDropGoal": { en: "Drop goal", de: "Ziel verwerfen", fr: "Abandonner l'objectif", es: "Descartar objetivo", pt: "Descartar objetivo" },
  "goals.btnWake": { en: "Wake", de: "Aufwecken", fr: "Réveiller", es: "Reactivar", pt: "Reativar" },
  "goals.btnTrack": { en: "Track these steps", de: "Diese Schritte verfolgen", fr: "Suivre ces étapes", es: "Seguir estos pasos", pt: "Acompanhar estes passos" },

  // --- the evening reflection, offline (English: brief/reflection.ts's FALLBACK_QUESTIONS, same order) ---
  "reflect.q1": {
    en: "What moved forward today, and what's one thing you want to get done tomorrow?",
    de: "Was ist heute vorangekommen, und was willst du morgen auf jeden Fall schaffen?",
    fr: "Qu'est-ce qui a avancé aujourd'hui, et quelle chose veux-tu faire demain ?",
    es: "¿Qué avanzó hoy, y qué quieres dejar hecho mañana?",
    pt: "O que avançou hoje, e o que queres deixar feito amanhã?",
  },
  "reflect.q2": {
    en: "Anything from today I should keep track of for you?",
    de: "Gibt es von heute etwas, das ich für dich im Blick behalten soll?",
    fr: "Y a-t-il quelque chose d'aujourd'hui que je devrais suivre pour toi ?",
    es: "¿Hay algo de hoy que debería seguir por ti?",
    pt: "Há alguma coisa de hoje que eu deva acompanhar por ti?",
  },
  "reflect.q3": {
    en: "What got in your way today?",
    de: "Was hat dich heute aufgehalten?",
    fr: "Qu'est-ce qui t'a freiné aujourd'hui ?",
    es: "¿Qué se te puso en medio hoy?",
    pt: "O que te atrapalhou hoje?",
  },
  "reflect.q4": {
    en: "What are you glad you finished today?",
    de: "Worüber bist du froh, dass du es heute fertig bekommen hast?",
    fr: "Qu'es-tu content d'avoir terminé aujourd'hui ?",
    es: "¿Qué te alegra haber terminado hoy?",
    pt: "O que ficaste contente por ter terminado hoje?",
  },
  "reflect.q5": {
    en: "Is there something you said you'd do that you'd rather drop?",
    de: "Gibt es etwas, das du dir vorgenommen hattest und lieber fallen lassen würdest?",
    fr: "Y a-t-il quelque chose que tu avais prévu et que tu préférerais abandonner ?",
    es: "¿Hay algo que dijiste que harías y que preferirías dejar?",
    pt: "Há alguma coisa que disseste que ias fazer e que preferias deixar cair?",
  },

  // --- the start-up banner ----------------------------------------------------------------------
  banner: {
    en: "ZOE is running in {where}; {mode}. Time zone {zone}. State in {home}.",
    de: "ZOE läuft {where}; {mode}. Zeitzone {zone}. Daten in {home}.",
    fr: "ZOE tourne {where} ; {mode}. Fuseau horaire {zone}. Données dans {home}.",
    es: "ZOE funciona {where}; {mode}. Zona horaria {zone}. Datos en {home}.",
    pt: "A ZOE está a correr {where}; {mode}. Fuso horário {zone}. Dados em {home}.",
  },
  "banner.telegram": { en: "Telegram", de: "in Telegram", fr: "dans Telegram", es: "en Telegram", pt: "no Telegram" },
  "banner.terminal": {
    en: "the terminal (no TELEGRAM_BOT_TOKEN): type a message, /help for commands, Ctrl-D to quit",
    de: "im Terminal (kein TELEGRAM_BOT_TOKEN): schreib eine Nachricht, /help für Befehle, Strg-D zum Beenden",
    fr: "dans le terminal (pas de TELEGRAM_BOT_TOKEN) : écris un message, /help pour les commandes, Ctrl-D pour quitter",
    es: "en la terminal (sin TELEGRAM_BOT_TOKEN): escribe un mensaje, /help para los comandos, Ctrl-D para salir",
    pt: "no terminal (sem TELEGRAM_BOT_TOKEN): escreve uma mensagem, /help para os comandos, Ctrl-D para sair",
  },
  "banner.offline": {
    en: "offline mode (no ANTHROPIC_API_KEY): commands and tracking work, chat replies are short",
    de: "Offline-Modus (kein ANTHROPIC_API_KEY): Befehle und Nachverfolgung funktionieren, Antworten sind kurz",
    fr: "mode hors ligne (pas d'ANTHROPIC_API_KEY) : les commandes et le suivi marchent, les réponses sont courtes",
    es: "modo sin conexión (sin ANTHROPIC_API_KEY): los comandos y el seguimiento funcionan, las respuestas son breves",
    pt: "modo offline (sem ANTHROPIC_API_KEY): os comandos e o acompanhamento funcionam, as respostas são curtas",
  },
  "banner.online": {
    en: "online (model {main}, gate {gate})",
    de: "online (Modell {main}, Schranke {gate})",
    fr: "en ligne (modèle {main}, filtre {gate})",
    es: "en línea (modelo {main}, filtro {gate})",
    pt: "online (modelo {main}, filtro {gate})",
  },
} satisfies Catalog;

/** The whole table: the core above and the parts in strings/ (controls, notices, goals). */
const STRINGS = { ...CORE, ...CONTROLS, ...NOTICES, ...GOAL_WORDS };

/** The parts, for the test that no key is defined twice (a later part would hide an earlier one). */
export const STRING_PARTS: Readonly<Record<string, Catalog>> = { core: CORE, controls: CONTROLS, notices: NOTICES, goals: GOAL_WORDS };

export type StringKey = keyof typeof STRINGS;

/** Every key, for tests that check each language has real words for it. */
export const STRING_KEYS = Object.keys(STRINGS) as StringKey[];

/** One of ZOE's sentences in the owner's language, with `{name}` placeholders filled. */
export function t(locale: Locale, key: StringKey, vars: Record<string, string | number> = {}): string {
  const entry: Entry = STRINGS[key];
  const template = locale === "fr" ? frenchSpacing(entry.fr) : entry[locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A no-break space, as French puts before ":;?!" and inside « guillemets ». */
export const NBSP = "\u00a0";

/** ": " between a label and what follows, as the owner's language writes it ("Overdue: …", "En retard : …"). */
export function colon(locale: Locale): string {
  return locale === "fr" ? `${NBSP}: ` : ": ";
}

/**
 * French typography on ZOE's own words (the template, never the owner's words filled into it): a
 * no-break space before ":;?!»" and after "«", so a line never breaks before the sign.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \u202f]([:;?!»])/g, `${NBSP}$1`).replace(/«[ \u202f]/g, `«${NBSP}`);
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", de: "German", fr: "French", es: "Spanish", pt: "Portuguese" };

/** For a model prompt (always in English): which language to write in. */
export function languageRule(locale: Locale): string {
  return `${LANGUAGE_NAMES[locale]} (${locale}). Write everything the owner reads in ${LANGUAGE_NAMES[locale]}.`;
}

/**
 * What each command does, for /help in the owner's language. A command not listed here (or a
 * language missing for it) shows the description its feature registered. A feature adding a
 * command adds its line here.
 */
export const COMMAND_HELP: Readonly<Record<string, Partial<Record<Locale, string>>>> = {
  start: { de: "Was ZOE ist und wie du mit ihr sprichst", fr: "Ce qu'est ZOE et comment lui parler", es: "Qué es ZOE y cómo hablarle", pt: "O que é a ZOE e como falar com ela" },
  help: { de: "Befehle anzeigen", fr: "Lister les commandes", es: "Ver los comandos", pt: "Ver os comandos" },
  memory: { de: "Zeigen, was ich über dich weiß", fr: "Voir ce que je retiens de toi", es: "Ver lo que recuerdo de ti", pt: "Ver o que recordo sobre ti" },
  threads: { de: "Was ich für dich im Blick behalte", fr: "Ce que je suis pour toi", es: "Lo que sigo por ti", pt: "O que acompanho por ti" },
  done: { de: "Einen Faden abschließen: /done th-…", fr: "Clore un fil : /done th-…", es: "Cerrar un hilo: /done th-…", pt: "Fechar um fio: /done th-…" },
  untrack: {
    de: "Einen Faden vergessen, den ich nicht verfolgen soll: /untrack th-…",
    fr: "Oublier un fil que je ne devrais pas suivre : /untrack th-…",
    es: "Olvidar un hilo que no debería seguir: /untrack th-…",
    pt: "Esquecer um fio que eu não devia acompanhar: /untrack th-…",
  },
  goals: { de: "Deine Ziele: /goals, /goals add …", fr: "Tes objectifs : /goals, /goals add …", es: "Tus objetivos: /goals, /goals add …", pt: "Os teus objetivos: /goals, /goals add …" },
  mode: { de: "Wie oft ich mich von selbst melde: quiet, balanced, proactive", fr: "À quel point je me manifeste : quiet, balanced, proactive", es: "Cuánto hablo por iniciativa propia: quiet, balanced, proactive", pt: "Quanto falo por iniciativa própria: quiet, balanced, proactive" },
  quiet: { de: "Ruhezeiten setzen, z. B. /quiet 22:00-08:00", fr: "Heures de silence, par ex. /quiet 22:00-08:00", es: "Horas de silencio, p. ej. /quiet 22:00-08:00", pt: "Horas de silêncio, p. ex. /quiet 22:00-08:00" },
  why: { de: "Warum ich mich zuletzt gemeldet habe", fr: "Pourquoi j'ai écrit la dernière fois", es: "Por qué escribí la última vez", pt: "Porque escrevi da última vez" },
  stats: { de: "Meine Nachrichten und deine Antworten der letzten 7 Tage", fr: "Mes messages et tes réponses sur 7 jours", es: "Mis mensajes y tus respuestas en 7 días", pt: "As minhas mensagens e as tuas respostas em 7 dias" },
  brief: { de: "Der Morgenüberblick: /brief on|off|HH:MM", fr: "Le point du matin : /brief on|off|HH:MM", es: "El resumen de la mañana: /brief on|off|HH:MM", pt: "O resumo da manhã: /brief on|off|HH:MM" },
  drafts: { de: "Die Beitragsentwürfe ansehen, die ich geschrieben habe", fr: "Relire les brouillons de posts que j'ai écrits", es: "Revisar los borradores de publicaciones que escribí", pt: "Rever os rascunhos de publicações que escrevi" },
  status: { de: "Geplante Aufgaben mit nächstem Lauf und letztem Ergebnis", fr: "Les tâches planifiées, prochaine exécution et dernier résultat", es: "Las tareas programadas, próxima ejecución y último resultado", pt: "As tarefas agendadas, próxima execução e último resultado" },
};

/** A command's /help line in the owner's language, else its registered description. */
export function commandHelp(name: string, fallback: string, locale: Locale): string {
  const line = locale === "en" ? undefined : COMMAND_HELP[name]?.[locale];
  if (!line) return fallback;
  return locale === "fr" ? frenchSpacing(line) : line;
}
