/**
 * Words ZOE writes without the model, in the owner's language: the plain progress note an offline
 * goal review writes, the push that carries it (tick/writer.ts's template) and its "Why now", and
 * the answer to media that came without words.
 */
import { describe, expect, it } from "vitest";
import type { Candidate } from "../../tick/candidates.ts";
import { templateText, whyLine } from "../../tick/writer.ts";
import { evidenceSummary, plainNote, stepLine } from "../../goals/review.ts";
import { NBSP } from "../../lang/i18n.ts";

const items = [
  { kind: "thread_closed" as const, text: "Angebot an Kunde X geschickt" },
  { kind: "message" as const, text: "zwei neue Abonnenten" },
  { kind: "message" as const, text: "Newsletter verschickt" },
];

describe("goals written without the model", () => {
  it("counts the new evidence and writes the plain note in the owner's language", () => {
    expect(evidenceSummary(items)).toBe("1 thread closed, 2 messages from you");
    expect(evidenceSummary(items, "de")).toBe("1 Faden abgeschlossen, 2 Nachrichten von dir");
    expect(plainNote(items, "de")).toBe("Neu seit der letzten Durchsicht: 1 Faden abgeschlossen, 2 Nachrichten von dir (zuletzt: Angebot an Kunde X geschickt).");
    expect(plainNote(items, "fr")).toBe(`Nouveau depuis la dernière revue${NBSP}: 1 fil clos, 2 messages de ta part (le plus récent${NBSP}: Angebot an Kunde X geschickt).`);
    expect(stepLine({ kind: "breakdown", text: "Drei Schritte:", steps: ["a", "b"], accepted: false }, "de")).toBe("\n\nDrei Schritte:\n1. a\n2. b\n(Ein Tippen verfolgt sie als Fäden.)");
  });

  it("the goal push's template and its reason are in the owner's language", () => {
    const c = { id: "goal:g-ab12:x", kind: "goal", subject: "goal:g-ab12", threadId: null, about: "100 Abonnenten bis März", reason: "r", detail: plainNote(items, "de"), facts: {}, deferrable: true } as Candidate;
    expect(templateText(c, "de")).toBe(`Zu deinem Ziel „100 Abonnenten bis März“: ${plainNote(items, "de")}`);
    expect(templateText({ ...c, about: "100 abonnés" }, "fr")).toBe(`Sur ton objectif «${NBSP}100 abonnés${NBSP}»${NBSP}: ${plainNote(items, "de")}`);
    expect(whyLine("weil", "de")).toBe("Warum jetzt: weil");
  });
});

describe("media without words, in the owner's language", () => {
  it("answers a voice note, a photo and a sticker in German and French, and keeps English as it was", async () => {
    const { mediaAnswer } = await import("../media.ts");
    expect(mediaAnswer({ kind: "voice" }, "de")).toMatch(/^Sprachnachrichten kann ich noch nicht anhören, tut mir leid\. Wenn es etwas zu verfolgen gibt/);
    expect(mediaAnswer({ kind: "photo" }, "fr")).toMatch(/^J'ai bien reçu ta photo/);
    expect(mediaAnswer({ kind: "sticker", emoji: "👍" }, "es")).toMatch(/^👍 ¡Recibí tu sticker!/);
    expect(mediaAnswer({ kind: "voice" })).toMatch(/^I can't listen to voice notes yet, sorry\./);
  });
});
