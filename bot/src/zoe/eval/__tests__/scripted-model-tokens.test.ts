/**
 * The scripted model's input estimate (what the model-use benchmark reads) is characters / 4 of
 * the system prompt, the messages and the tools as JSON: the tools' length kept per tool object
 * gives exactly what serialising the whole list gives, for the same tools asked again and for
 * new ones.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ModelRequest, ModelTool } from "../../model/client.ts";
import { RESPOND_TOOL } from "../../model/respond.ts";
import { CHARS_PER_TOKEN, estimateInputTokens } from "../../test-support/scripted-model.ts";

const reference = (req: ModelRequest) =>
  Math.ceil((req.system.stable.length + (req.system.dynamic?.length ?? 0) + req.messages.reduce((n, m) => n + m.content.length, 0) + (req.tools?.length ? JSON.stringify(req.tools).length : 0)) / CHARS_PER_TOKEN);

describe("the scripted model's input estimate", () => {
  it("is characters / 4 of everything the model reads, tools as their JSON list", () => {
    const tool = fc.record({ name: fc.string(), description: fc.string(), input_schema: fc.record({ type: fc.constant("object"), properties: fc.dictionary(fc.string(), fc.record({ type: fc.string() })) }) });
    const kept: ModelTool[] = [RESPOND_TOOL];
    fc.assert(
      fc.property(fc.array(fc.oneof(tool, fc.constantFrom(...kept)), { maxLength: 4 }), fc.string(), fc.string(), (tools, system, message) => {
        const req = { role: "main", purpose: "turn", system: { stable: system }, messages: [{ role: "user", content: message }], tools, maxTokens: 100 } as unknown as ModelRequest;
        expect(estimateInputTokens(req)).toBe(reference(req));
        expect(estimateInputTokens(req)).toBe(reference(req)); // asked again: the kept lengths
        kept.push(...(tools as ModelTool[]).slice(0, 1));
      }),
      { numRuns: 300 },
    );
  });
});
