/**
 * Sentences the owner reads that used to be written in English in the code, whatever the owner's
 * language: the answer to media without words (a named document and place included), the
 * evening's fixed questions, the apology for an unusable model answer, the open loops without a
 * due time, and what the draft buttons say (posting, posted, copied, blocked, failed, a new take).
 * Each is now a key of the string table; not one English word of ZOE's own reaches an owner who
 * writes in another language (test-support/english-words.ts).
 */
import { describe, expect, it } from "vitest";
import { t, type StringKey } from "../i18n.ts";
import { LOCALES } from "../locale.ts";
import { mediaAnswer } from "../../conversation/media.ts";
import { fallbackQuestion, FALLBACK_QUESTIONS } from "../../brief/reflection.ts";
import { LOST_TRAIN_OF_THOUGHT, parseRespond } from "../../model/respond.ts";
import type { MediaNote } from "../../channels/index.ts";
import { englishLeaks } from "../../test-support/english-words.ts";

const OTHERS = LOCALES.filter((l) => l !== "en");
const KINDS: MediaNote["kind"][] = ["photo", "voice", "video_note", "video", "audio", "sticker", "animation", "document", "location", "contact", "poll"];
const DRAFT_KEYS: StringKey[] = [
  "drafts.busy", "drafts.alreadyPosted", "drafts.alreadySkipped", "drafts.alreadyExpired", "drafts.posting", "drafts.posted", "drafts.postedLink", "drafts.copied",
  "drafts.copiedCaution", "drafts.blocked", "drafts.failed", "drafts.regenOffline", "drafts.regenBusy", "drafts.regenWriting", "drafts.newTake", "drafts.modelDown",
  "drafts.noNewTake", "drafts.takeBlocked",
];

describe("media without words is answered in the owner's language", () => {
  for (const l of OTHERS) {
    it(`answers every kind of media in ${l}, naming a document or a place it was given`, () => {
      for (const kind of KINDS) expect([kind, englishLeaks(mediaAnswer({ kind }, l), l)]).toEqual([kind, []]);
      const doc = mediaAnswer({ kind: "document", fileName: "q3-report.pdf" }, l);
      expect(doc).toContain("q3-report.pdf");
      expect(englishLeaks(doc, l, "q3-report.pdf")).toEqual([]);
      const place = mediaAnswer({ kind: "location", place: "Café Central" }, l);
      expect(place).toContain("Café Central");
      expect(englishLeaks(place, l, "Café Central")).toEqual([]);
    });
  }
  it("keeps English's answers as they were, the document's name included", () => {
    expect(mediaAnswer({ kind: "document", fileName: "q3-report.pdf" })).toBe(
      "I got your document (q3-report.pdf), but I can't open documents yet. Tell me in a line what it's about or what you need to do with it.",
    );
    expect(mediaAnswer({ kind: "voice" })).toMatch(/^I can't listen to voice notes yet, sorry\. If there's something to keep track of/);
  });
});

describe("the evening's fixed question and the model's lost answer are in the owner's language", () => {
  const evenings = [0, 1, 2, 3, 4].map((d) => new Date(Date.UTC(2026, 5, 1 + d, 19)));
  for (const l of OTHERS) {
    it(`asks each of the five questions in ${l}`, () => {
      const asked = new Set(evenings.map((at) => fallbackQuestion(at, "Europe/Berlin", l)));
      expect(asked.size).toBe(5);
      for (const q of asked) expect(englishLeaks(q, l)).toEqual([]);
    });
    it(`apologises in ${l} when the model's answer has no reply`, () => {
      const parsed = parseRespond({ text: '{"memory_ops": []}', toolCalls: [] }, t(l, "respond.lost"));
      expect(parsed.reply).toBe(t(l, "respond.lost"));
      expect(parsed.reply).not.toBe(LOST_TRAIN_OF_THOUGHT);
      expect(englishLeaks(parsed.reply, l)).toEqual([]);
    });
  }
  it("asks English's questions in English", () => {
    expect(FALLBACK_QUESTIONS).toContain(fallbackQuestion(evenings[0]!, "Europe/Berlin"));
  });
});

describe("what the draft buttons say is in the owner's language", () => {
  for (const l of OTHERS) {
    it(`says every draft outcome in ${l}`, () => {
      for (const key of DRAFT_KEYS) {
        const text = t(l, key, { link: "https://example.org/p/1", reason: "[reason]", error: "[error]" });
        expect([key, englishLeaks(text, l, "https://example.org/p/1 [reason] [error]")]).toEqual([key, []]);
      }
    });
  }
});

describe("open loops without a due time are counted in the owner's words, one or many", () => {
  for (const l of LOCALES) {
    it(`says one and three in ${l}, without "(s)"-style plurals`, () => {
      for (const text of [t(l, "small.undatedOne"), t(l, "small.undated", { count: 3 })]) expect(text).not.toMatch(/\((?:s|e|n|en|o)\)|\w\/\w\b/u);
      expect(t(l, "small.undated", { count: 3 })).toContain("3");
      if (l !== "en") expect(englishLeaks(t(l, "small.undated", { count: 3 }), l)).toEqual([]);
    });
  }
});
