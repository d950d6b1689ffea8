/**
 * The offline commitment heuristic: what the owner says they will do becomes a thread, with the
 * due phrase split off; questions, hedges and other people's promises never do.
 */
import { describe, expect, it } from "vitest";
import { extractCommitments } from "../capture.ts";
import { resolveDue } from "../due.ts";

describe("commitments the owner states", () => {
  it.each([
    ["I'll ship the onepager today", "ship the onepager", "today"],
    ["remind me to call mom tomorrow at 3pm", "call mom", "tomorrow at 3pm"],
    ["I need to renew my passport by Friday", "renew my passport", "by Friday"],
    ["I’ll send the invoice to Sam tonight.", "send the invoice to Sam", "tonight"],
    ["I will finish the report in 2 hours", "finish the report", "in 2 hours"],
    ["I'm going to call the bank on Monday", "call the bank", "on Monday"],
    ["I have to pay rent by end of month", "pay rent", "by end of month"],
    ["i'll email the landlord next week", "email the landlord", "next week"],
    ["Remind me to water the plants tomorrow morning", "water the plants", "tomorrow morning"],
  ])("%j -> %j due %j", (text, summary, due) => {
    expect(extractCommitments(text)).toEqual([{ op: "open", summary, due }]);
  });

  it("every due phrase it splits off is one the due resolver understands", () => {
    const now = new Date("2026-06-03T08:00:00Z");
    for (const text of ["I'll ship the onepager today", "remind me to call mom tomorrow at 3pm", "I need to renew my passport by Friday"]) {
      const [op] = extractCommitments(text);
      expect(resolveDue(op!.due!, now, "Europe/Berlin"), text).not.toBeNull();
    }
  });

  it("tracks a commitment without a due time, undated", () => {
    expect(extractCommitments("I'll clean out the garage")).toEqual([{ op: "open", summary: "clean out the garage" }]);
  });

  it("finds the commitment inside a longer message, one per sentence", () => {
    expect(extractCommitments("Lunch was great. I'll write the summary tomorrow morning! Then sleep.")).toEqual([
      { op: "open", summary: "write the summary", due: "tomorrow morning" },
    ]);
    expect(extractCommitments("I'll book the flights today.\nI need to renew my passport by Friday")).toEqual([
      { op: "open", summary: "book the flights", due: "today" },
      { op: "open", summary: "renew my passport", due: "by Friday" },
    ]);
  });
});

describe("never a phantom", () => {
  it.each([
    ["a question", "Should I ship the onepager today?"],
    ["a question about the owner's own plan", "Will I have time to ship it today?"],
    ["maybe", "maybe I'll ship the onepager today"],
    ["might", "I might call mom tomorrow"],
    ["a condition", "If I have time I'll clean the garage"],
    ["someone else's commitment", "he'll do it"],
    ["someone else's commitment, spelled out", "He will send the deck tomorrow"],
    ["we", "We'll ship it today"],
    ["they", "They'll call me tomorrow"],
    ["I'll see", "I'll see"],
    ["I'll see, with a period", "I'll see."],
    ["too vague to track", "I'll think about it"],
    ["too vague to track", "I'll do it"],
    ["too vague to track", "I'll be there"],
    ["a doubt", "I don't think I'll make the deadline today"],
    ["a figure of speech", "I have to say, the new office looks great"],
    ["a wish", "I'd like to go"],
  ])("%s: %j", (_why, text) => {
    expect(extractCommitments(text)).toEqual([]);
  });
});
