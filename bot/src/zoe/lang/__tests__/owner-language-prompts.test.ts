/**
 * Online, the model writes in the owner's language because every prompt that produces words the
 * owner reads says which one; here the conversation (conversation/prompt.ts) and a push (tick/writer.ts),
 * checked on the requests as they leave for the model (the brief, the evening question and a goal
 * review add the same languageRule line).
 */
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../base/log.ts";
import type { Candidate } from "../../tick/candidates.ts";
import { writePush } from "../../tick/writer.ts";
import { languageRule } from "../i18n.ts";
import type { ModelClient, ModelRequest } from "../../model/client.ts";
import { buildPrompt } from "../../conversation/prompt.ts";

const now = new Date("2026-06-04T08:00:00Z");
const blocks = { persona: "You are ZOE.", human: "", working: "", preferences: "" };

/** A model that records each request and answers with `text`. */
function recordingModel(text: string): { model: ModelClient; requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  const model: ModelClient = {
    models: { main: "m", gate: "g" },
    async call(req) {
      requests.push(req);
      return { text, toolCalls: [], usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 }, stopReason: "end_turn", model: "m" } as never;
    },
  };
  return { model, requests };
}

describe("the owner's language in the model's prompts", () => {
  it("the conversation prompt names the owner's language, and English when none is known", () => {
    expect(buildPrompt({ blocks, recent: [], threads: [], now, timeZone: "Europe/Berlin", text: "Hallo", locale: "de" }).dynamic).toContain(
      "Owner's language: German (de). Write everything the owner reads in German.",
    );
    expect(buildPrompt({ blocks, recent: [], threads: [], now, timeZone: "Europe/Paris", text: "Salut", locale: "fr" }).dynamic).toContain(languageRule("fr"));
    expect(buildPrompt({ blocks, recent: [], threads: [], now, timeZone: "UTC", text: "hi" }).dynamic).toContain(languageRule("en"));
  });

  it("a push written by the model is asked for in the owner's language, and its 'Why now' line is in it too", async () => {
    const { model, requests } = recordingModel("Hast du Anna den Bericht geschickt?");
    const c = { id: "thread:th-ab12", kind: "nudge", subject: "thread:th-ab12", threadId: "th-ab12", about: "den Bericht an Anna schicken", reason: "r", facts: {}, deferrable: true } as Candidate;
    const text = await writePush(model, c, "fällig heute 15:00", "You are ZOE.", silentLogger, "de");
    expect(requests[0]!.system.stable).toContain(languageRule("de"));
    expect(text).toBe("Hast du Anna den Bericht geschickt?\n\nWarum jetzt: fällig heute 15:00");
  });
});
