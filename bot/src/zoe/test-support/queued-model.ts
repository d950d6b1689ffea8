/**
 * A model client that answers a test's queue of answers in order and keeps every request: for
 * tests of one turn or a few (the concierge, photos), where the test knows what comes next.
 * Must never: invent an answer when the queue is empty (the test said fewer calls would happen),
 * or reach the network.
 */
import type { ModelClient, ModelRequest, ModelResponse } from "../model/client.ts";

/** A whole response from the parts a test gives; the stop reason follows whether tools were called. */
export const modelAnswer = (r: Partial<ModelResponse>): ModelResponse => ({
  text: r.text ?? "",
  toolCalls: r.toolCalls ?? [],
  usage: r.usage ?? { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
  stopReason: r.stopReason ?? (r.toolCalls?.length ? "tool_use" : "end_turn"),
  model: r.model ?? "main-model",
});

/** An answer that calls the `respond` tool with `input`. */
export const respondWith = (input: unknown): Partial<ModelResponse> => ({ toolCalls: [{ name: "respond", input }] });

/** Answers `answers` in order (an Error is thrown as the call's failure); `requests` keeps what was asked. */
export function queuedModel(answers: Array<Partial<ModelResponse> | Error>): ModelClient & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    requests,
    models: { main: "main-model", gate: "gate-model" },
    async call(req) {
      requests.push(req);
      const a = answers.shift();
      if (!a) throw new Error("no queued answer left: the test expected fewer model calls");
      if (a instanceof Error) throw a;
      return modelAnswer(a);
    },
  };
}
