/**
 * The reply classifier on its labelled corpus (corpus/replies.tsv, 300+ replies to follow-ups and
 * decision questions) and on a held-out part written after the classifier was finished
 * (corpus/replies-heldout.tsv). docs/evaluation.md quotes these figures.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeFigures, measureCorpus, readCorpus } from "../../eval/replies.ts";
import { classifyReply, CONFIDENT } from "../reply.ts";

const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), "corpus");
const main = readCorpus(path.join(CORPUS, "replies.tsv"));
const heldOut = readCorpus(path.join(CORPUS, "replies-heldout.tsv"));
const english = (items: typeof main) => items.filter((i) => i.locale === "en");

describe("the labelled corpus", () => {
  it("has at least 300 English replies of every sort, each labelled", () => {
    const en = english(main);
    expect(en.length).toBeGreaterThanOrEqual(300);
    const labels = new Set(en.flatMap((i) => i.actions));
    for (const l of ["done", "not_yet", "snooze", "stop", "reschedule", "breakdown", "question", "other", "unclear"]) expect(labels).toContain(l);
    expect(en.filter((i) => i.actions.length > 1).length).toBeGreaterThanOrEqual(20);
    expect(en.filter((i) => i.date).length).toBeGreaterThanOrEqual(60);
  });

  // Since the coverage rule (threads/reply.ts: a sure reading accounts for nearly every word), long
  // replies with reasons of their own are asked about (292/301, dates 83/88): safe, but misses.
  it("English: action at least 97% right, dates at least 94%, no wrong state change", () => {
    const f = measureCorpus(english(main));
    expect(f.actionCorrect / f.total, describeFigures("en", f)).toBeGreaterThanOrEqual(0.97);
    expect(f.dateCorrect / f.dated).toBeGreaterThanOrEqual(0.94);
    expect(f.wrongChanges).toBe(0);
  });

  it.each(["de", "fr", "es", "pt", "it", "nl"] as const)("%s replies are read too", (locale) => {
    const f = measureCorpus(main.filter((i) => i.locale === locale));
    expect(f.total).toBeGreaterThanOrEqual(8);
    expect(f.misses, describeFigures(locale, f)).toEqual([]);
  });
});

describe("the held-out corpus (never tuned against)", () => {
  // docs/evaluation.md reports these figures; the bounds only guard against a regression.
  // 129/136, dates 44/46 since the coverage rule: what is asked about instead is safe, but a miss.
  it("English: at least 94% of actions, 95% of dates, at most one wrong state change", () => {
    const f = measureCorpus(english(heldOut));
    expect(f.total).toBeGreaterThanOrEqual(100);
    expect(f.actionCorrect / f.total, describeFigures("held-out en", f)).toBeGreaterThanOrEqual(0.94);
    expect(f.dateCorrect / f.dated).toBeGreaterThanOrEqual(0.95);
    expect(f.wrongChanges).toBeLessThanOrEqual(1);
  });

  it("other languages: at least 95%", () => {
    const f = measureCorpus(heldOut.filter((i) => i.locale !== "en"));
    expect(f.actionCorrect / f.total, describeFigures("held-out de/fr/es/pt", f)).toBeGreaterThanOrEqual(0.95);
  });
});

describe("classifyReply", () => {
  const ctx = { summary: "send the invoice to Sam" };

  it("a compound reply gives each part, in order", () => {
    expect(classifyReply("not yet, snooze until monday", ctx)).toMatchObject({
      intent: "ack",
      actions: [{ action: "not_yet" }, { action: "snooze", until: "monday" }],
    });
  });

  it("is sure of plain answers and unsure of vague ones", () => {
    expect(classifyReply("done", ctx).confidence).toBeGreaterThanOrEqual(CONFIDENT);
    for (const vague of ["ok", "👍", "kind of", "done but also not yet"]) {
      const r = classifyReply(vague, ctx);
      expect(r.intent === "ack" && r.confidence >= CONFIDENT, vague).toBe(false);
    }
  });

  it("a new commitment or small talk is not an answer", () => {
    expect(classifyReply("remind me to buy milk tonight", ctx).intent).toBe("other");
    expect(classifyReply("thanks", ctx).intent).toBe("other");
    expect(classifyReply("which invoice?", ctx).intent).toBe("question");
  });

  it("a guessed day is not applied ('not yet, maybe wednesday')", () => {
    expect(classifyReply("not yet, maybe wednesday", ctx).actions).toEqual([{ action: "not_yet" }]);
  });

  it("sending a part is progress; sending the thing itself is done", () => {
    expect(classifyReply("sent the draft", ctx).actions).toEqual([{ action: "not_yet" }]);
    expect(classifyReply("sent the invoice", ctx).actions).toEqual([{ action: "done" }]);
  });

  it("reads the owner's language, with the owner's locale as the fallback for short words", () => {
    expect(classifyReply("erledigt", { locale: "de" })).toMatchObject({ actions: [{ action: "done" }], locale: "de" });
    expect(classifyReply("pas encore, rappelle-moi demain", { locale: "fr" }).actions).toEqual([
      { action: "not_yet" },
      { action: "snooze", until: expect.stringMatching(/demain/) },
    ]);
    expect(classifyReply("todavía no", {}).actions).toEqual([{ action: "not_yet" }]);
    expect(classifyReply("ainda não", {}).actions).toEqual([{ action: "not_yet" }]);
  });
});
