/**
 * ZOE's words about goals written without the model: the plain progress note of an offline
 * review, why a goal rests, the next step's framing, and the brief's "Goals" lines.
 * Must never: hold logic; each entry is one sentence in every language.
 */
import type { Catalog } from "./catalog.ts";

export const GOAL_WORDS = {
  "goalrev.threadOpened1": { en: "1 thread opened", de: "1 Faden eröffnet", fr: "1 fil ouvert", es: "1 hilo abierto", pt: "1 fio aberto" },
  "goalrev.threadOpened": { en: "{n} threads opened", de: "{n} Fäden eröffnet", fr: "{n} fils ouverts", es: "{n} hilos abiertos", pt: "{n} fios abertos" },
  "goalrev.threadClosed1": { en: "1 thread closed", de: "1 Faden abgeschlossen", fr: "1 fil clos", es: "1 hilo cerrado", pt: "1 fio fechado" },
  "goalrev.threadClosed": { en: "{n} threads closed", de: "{n} Fäden abgeschlossen", fr: "{n} fils clos", es: "{n} hilos cerrados", pt: "{n} fios fechados" },
  "goalrev.message1": { en: "1 message from you", de: "1 Nachricht von dir", fr: "1 message de ta part", es: "1 mensaje tuyo", pt: "1 mensagem tua" },
  "goalrev.message": { en: "{n} messages from you", de: "{n} Nachrichten von dir", fr: "{n} messages de ta part", es: "{n} mensajes tuyos", pt: "{n} mensagens tuas" },
  "goalrev.calendar1": { en: "1 calendar event", de: "1 Kalendertermin", fr: "1 événement d'agenda", es: "1 evento del calendario", pt: "1 evento do calendário" },
  "goalrev.calendar": { en: "{n} calendar events", de: "{n} Kalendertermine", fr: "{n} événements d'agenda", es: "{n} eventos del calendario", pt: "{n} eventos do calendário" },
  "goalrev.draft1": { en: "1 post draft", de: "1 Beitragsentwurf", fr: "1 brouillon de post", es: "1 borrador de publicación", pt: "1 rascunho de publicação" },
  "goalrev.draft": { en: "{n} post drafts", de: "{n} Beitragsentwürfe", fr: "{n} brouillons de posts", es: "{n} borradores de publicaciones", pt: "{n} rascunhos de publicações" },
  "goalrev.recall1": { en: "1 recalled note", de: "1 erinnerte Notiz", fr: "1 note retrouvée", es: "1 nota recuperada", pt: "1 nota recuperada" },
  "goalrev.recall": { en: "{n} recalled notes", de: "{n} erinnerte Notizen", fr: "{n} notes retrouvées", es: "{n} notas recuperadas", pt: "{n} notas recuperadas" },
  "goalrev.plainNote": {
    en: "New since the last review: {summary} (latest: {latest}).",
    de: "Neu seit der letzten Durchsicht: {summary} (zuletzt: {latest}).",
    fr: "Nouveau depuis la dernière revue : {summary} (le plus récent : {latest}).",
    es: "Novedades desde la última revisión: {summary} (lo último: {latest}).",
    pt: "Novidades desde a última revisão: {summary} (o mais recente: {latest}).",
  },
  "goalrev.reason": {
    en: "New on this goal since the last review: {why}.",
    de: "Neu zu diesem Ziel seit der letzten Durchsicht: {why}.",
    fr: "Du nouveau sur cet objectif depuis la dernière revue : {why}.",
    es: "Novedades sobre este objetivo desde la última revisión: {why}.",
    pt: "Novidades sobre este objetivo desde a última revisão: {why}.",
  },
  "goalrev.rest": {
    en: "{n} reviews in a row ({when}) found nothing new about it: no threads, messages, meetings, drafts or notes. Edit it or wake it and I'll review it again.",
    de: "{n} Durchsichten hintereinander ({when}) haben nichts Neues dazu gefunden: keine Fäden, Nachrichten, Termine, Entwürfe oder Notizen. Ändere es oder wecke es auf, dann schaue ich wieder darauf.",
    fr: "{n} revues d'affilée ({when}) n'ont rien trouvé de nouveau : ni fils, ni messages, ni réunions, ni brouillons, ni notes. Modifie-le ou réveille-le et je le reverrai.",
    es: "{n} revisiones seguidas ({when}) no encontraron nada nuevo: ni hilos, ni mensajes, ni reuniones, ni borradores, ni notas. Edítalo o reactívalo y lo volveré a revisar.",
    pt: "{n} revisões seguidas ({when}) não encontraram nada de novo: nem fios, nem mensagens, nem reuniões, nem rascunhos, nem notas. Edita-o ou reativa-o e volto a revê-lo.",
  },
  "goalrev.draftForYou": { en: "A draft for you:", de: "Ein Entwurf für dich:", fr: "Un brouillon pour toi :", es: "Un borrador para ti:", pt: "Um rascunho para ti:" },
  "goalrev.oneTap": {
    en: "(One tap tracks them as threads.)",
    de: "(Ein Tippen verfolgt sie als Fäden.)",
    fr: "(Un appui les suit comme des fils.)",
    es: "(Un toque los sigue como hilos.)",
    pt: "(Um toque acompanha-os como fios.)",
  },
  "goalrev.nextStep": { en: " Next step: {step}.", de: " Nächster Schritt: {step}.", fr: " Prochaine étape : {step}.", es: " Siguiente paso: {step}.", pt: " Próximo passo: {step}." },
  "goalrev.breakInto": { en: "break it into {n} steps", de: "in {n} Schritte teilen", fr: "le découper en {n} étapes", es: "dividirlo en {n} pasos", pt: "dividi-lo em {n} passos" },
  "goalrev.resting": {
    en: " (now resting: no change since; /goals wake to review it again)",
    de: " (ruht jetzt: seitdem keine Änderung; /goals wake, damit ich wieder darauf schaue)",
    fr: " (en pause : aucun changement depuis ; /goals wake pour le revoir)",
    es: " (en pausa: sin cambios desde entonces; /goals wake para revisarlo de nuevo)",
    pt: " (em pausa: sem alterações desde então; /goals wake para o rever de novo)",
  },
  "goalrev.title": { en: "Goals", de: "Ziele", fr: "Objectifs", es: "Objetivos", pt: "Objetivos" },
} satisfies Catalog;
