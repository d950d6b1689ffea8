/**
 * The concierge's output contract and structured-output extraction: tool call, bare, fenced and
 * embedded JSON, prose, invalid operations dropped one by one, no reply ever empty, and no answer
 * making more than a turn's worth of operations or messages.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ModelResponse } from "../client.ts";
import { cutReply, LOST_TRAIN_OF_THOUGHT, MAX_OPS_PER_TURN, MAX_REPLY_CHARS, parseRespond, RESPOND_TOOL, ThreadOpSchema } from "../respond.ts";
import { extractStructured, textOutsideJson } from "../structured.ts";

type Answer = Pick<ModelResponse, "text" | "toolCalls">;
const text = (t: string): Answer => ({ text: t, toolCalls: [] });
const tool = (input: unknown, t = "", name = "respond"): Answer => ({ text: t, toolCalls: [{ name, input }] });

const FULL = {
  reply: "Got it. I'll hold you to the deck for Priya by Friday.",
  memory_ops: [{ block: "working", op: "append", text: "Preparing the Q2 deck for Priya." }],
  thread_ops: [{ op: "open", summary: "Send Q2 deck to Priya", due: "Friday" }],
  gate_ops: [{ op: "quieter", scope: "all" }],
  goal_ops: [{ op: "set", text: "100 paying newsletter subscribers by March" }],
  key_decisions: [{ text: "Q2 deck goes to Priya before the board sees it." }],
};

describe("parseRespond: the concierge's answer", () => {
  it("takes a respond tool call, with every kind of operation", () => {
    const parsed = parseRespond(tool(FULL, "Let me write that down."));
    expect(parsed).toEqual({
      reply: FULL.reply,
      memoryOps: FULL.memory_ops,
      threadOps: FULL.thread_ops,
      gateOps: FULL.gate_ops,
      goalOps: FULL.goal_ops,
      keyDecisions: FULL.key_decisions,
      source: "tool",
      dropped: [],
      capped: [],
      cut: false,
    });
  });

  it("accepts a bare JSON answer when the model skips the tool call", () => {
    const parsed = parseRespond(text(JSON.stringify(FULL, null, 2)));
    expect(parsed.source).toBe("json");
    expect(parsed.reply).toBe(FULL.reply);
    expect(parsed.threadOps).toEqual(FULL.thread_ops);
  });

  it("accepts JSON inside a ```json fence", () => {
    const parsed = parseRespond(text("Sure:\n```json\n" + JSON.stringify(FULL) + "\n```\n"));
    expect(parsed.source).toBe("fenced");
    expect(parsed.reply).toBe(FULL.reply);
    expect(parsed.memoryOps).toEqual(FULL.memory_ops);
  });

  it("accepts JSON inside a plain ``` fence", () => {
    const parsed = parseRespond(text("```\n" + JSON.stringify({ reply: "Plain fence." }) + "\n```"));
    expect(parsed.source).toBe("fenced");
    expect(parsed.reply).toBe("Plain fence.");
  });

  it("finds JSON embedded in a sentence, braces inside strings included", () => {
    const obj = { reply: "Use {curly} braces freely.", thread_ops: [{ op: "resolve", id: "t-12" }] };
    const parsed = parseRespond(text(`Here is my answer: ${JSON.stringify(obj)} — hope that helps.`));
    expect(parsed.source).toBe("json");
    expect(parsed.reply).toBe("Use {curly} braces freely.");
    expect(parsed.threadOps).toEqual([{ op: "resolve", id: "t-12" }]);
  });

  it("treats plain prose as the reply, with no operations", () => {
    const parsed = parseRespond(text("  Morning! Nothing urgent today.  "));
    expect(parsed).toEqual({
      reply: "Morning! Nothing urgent today.",
      memoryOps: [],
      threadOps: [],
      gateOps: [],
      goalOps: [],
      keyDecisions: [],
      source: "prose",
      dropped: [],
      capped: [],
      cut: false,
    });
  });

  it("drops invalid operations one by one and keeps the valid ones", () => {
    const parsed = parseRespond(
      tool({
        reply: "Done.",
        memory_ops: [
          { block: "human", op: "append", text: "Lives in Lisbon." },
          { block: "diary", op: "append", text: "not a block" },
          { block: "preferences", op: "replace", text: "" },
          { block: "preferences", op: "replace", text: "x".repeat(4001) },
        ],
        thread_ops: [
          { op: "open", summary: "Call the landlord", due: null },
          { op: "resolve" },
          { op: "explode", id: "t-1" },
          { op: "open", summary: "y".repeat(201) },
          { op: "snooze", id: "t-3", until: "next week" },
          { op: "update", id: "t-4", summary: "Call the landlord about the boiler" },
          { op: "drop", id: "t-5" },
        ],
        gate_ops: [{ op: "quieter" }, { op: "mute" }, { op: "louder", scope: "t-3" }],
        key_decisions: [{ text: "" }, { text: "Hire Ana." }],
      }),
    );

    expect(parsed.reply).toBe("Done.");
    expect(parsed.memoryOps).toEqual([{ block: "human", op: "append", text: "Lives in Lisbon." }]);
    expect(parsed.threadOps).toEqual([
      { op: "open", summary: "Call the landlord", due: undefined },
      { op: "snooze", id: "t-3", until: "next week" },
      { op: "update", id: "t-4", summary: "Call the landlord about the boiler", due: undefined },
      { op: "drop", id: "t-5" },
    ]);
    expect(parsed.gateOps).toEqual([{ op: "quieter", scope: undefined }, { op: "louder", scope: "t-3" }]);
    expect(parsed.keyDecisions).toEqual([{ text: "Hire Ana." }]);
    expect(parsed.dropped.map((d) => [d.field, d.index])).toEqual([
      ["memory_ops", 1],
      ["memory_ops", 2],
      ["memory_ops", 3],
      ["thread_ops", 1],
      ["thread_ops", 2],
      ["thread_ops", 3],
      ["gate_ops", 1],
      ["key_decisions", 0],
    ]);
    expect(parsed.dropped[0]!.error).toContain("block");
    expect(parsed.dropped[3]!.error).toContain("id");
  });

  it("keeps a thread the owner asked to be reminded of marked so; a missing, null or odd flag is a commitment, never a lost op", () => {
    const parsed = parseRespond(
      tool({
        reply: "Will do.",
        thread_ops: [
          { op: "open", summary: "take the pizza out", due: "in 2 minutes", reminder: true },
          { op: "open", summary: "call Anna", due: "at 15:00", reminder: "true" },
          { op: "open", summary: "call the bank", due: "at 15:00" },
          { op: "open", summary: "pay rent", reminder: null },
          { op: "open", summary: "book flights", reminder: "maybe" },
        ],
      }),
    );
    expect(parsed.dropped).toEqual([]);
    expect(parsed.threadOps.map((o) => (o.op === "open" ? [o.summary, o.reminder] : null))).toEqual([
      ["take the pizza out", true],
      ["call Anna", true],
      ["call the bank", undefined],
      ["pay rent", undefined],
      ["book flights", undefined],
    ]);
    const props = (RESPOND_TOOL.input_schema as { properties: { thread_ops: { items: { properties: Record<string, { type: string }> } } } }).properties.thread_ops.items.properties;
    expect(props.reminder?.type).toBe("boolean");
  });

  it("drops an op list that is not a list, keeps a lone op object", () => {
    const parsed = parseRespond(
      tool({ reply: "Ok.", memory_ops: "remember this", thread_ops: { op: "drop", id: "t-9" } }),
    );
    expect(parsed.memoryOps).toEqual([]);
    expect(parsed.threadOps).toEqual([{ op: "drop", id: "t-9" }]);
    expect(parsed.dropped).toEqual([{ field: "memory_ops", index: -1, error: "expected a list, got string" }]);
  });

  it("falls back to the words outside the JSON when the object has no reply", () => {
    const parsed = parseRespond(
      text('Priya confirmed, so that one is done.\n{"thread_ops":[{"op":"resolve","id":"t-2"}]}'),
    );
    expect(parsed.reply).toBe("Priya confirmed, so that one is done.");
    expect(parsed.source).toBe("prose");
    // Without a reply the ops are not trusted: nothing is applied behind the owner's back.
    expect(parsed.threadOps).toEqual([]);
    expect(parsed.dropped).toEqual([expect.objectContaining({ field: "reply", index: -1 })]);
  });

  it("apologises honestly when the object has no reply and nothing else was said", () => {
    expect(parseRespond(tool({ thread_ops: [] })).reply).toBe(LOST_TRAIN_OF_THOUGHT);
    expect(parseRespond(tool({ reply: 42 })).reply).toBe(LOST_TRAIN_OF_THOUGHT);
    expect(parseRespond(tool({ reply: "   " })).reply).toBe(LOST_TRAIN_OF_THOUGHT);
    expect(parseRespond(text('{"memory_ops": []}')).reply).toBe(LOST_TRAIN_OF_THOUGHT);
    expect(parseRespond(text('```json\n{"reply": null}\n```')).reply).toBe(LOST_TRAIN_OF_THOUGHT);
  });

  it("uses the text next to a respond call that lacks a reply", () => {
    const parsed = parseRespond(tool({ memory_ops: [] }, "On it — I'll remind you at five."));
    expect(parsed.reply).toBe("On it — I'll remind you at five.");
  });

  it("never delivers garbage or an empty reply", () => {
    const cases: Answer[] = [
      text(""),
      text("   \n "),
      text("{{{ not json ]]"),
      text('{"reply": "cut off mid-sent'),
      text("```json\n{ broken: yes }\n```"),
      tool(null),
      tool("not even an object"),
      tool([1, 2, 3]),
      { text: undefined as unknown as string, toolCalls: [] },
    ];
    for (const c of cases) {
      const parsed = parseRespond(c);
      expect(parsed.reply.trim().length, JSON.stringify(c)).toBeGreaterThan(0);
      expect(parsed.reply).toBe(LOST_TRAIN_OF_THOUGHT);
      expect(parsed.memoryOps).toEqual([]);
      expect(parsed.threadOps).toEqual([]);
    }
  });

  it("accepts tool input that arrives as a JSON string", () => {
    expect(parseRespond(tool(JSON.stringify({ reply: "Stringly typed." }))).reply).toBe("Stringly typed.");
  });

  it("ignores calls to other tools and reads the text instead", () => {
    const parsed = parseRespond(tool({ reply: "wrong tool" }, "The real answer.", "submit"));
    expect(parsed.source).toBe("prose");
    expect(parsed.reply).toBe("The real answer.");
  });
});

describe("RESPOND_TOOL", () => {
  it("describes the respond input the parser accepts", () => {
    expect(RESPOND_TOOL.name).toBe("respond");
    expect(RESPOND_TOOL.description.length).toBeGreaterThan(40);
    const schema = RESPOND_TOOL.input_schema as { type: string; required: string[]; properties: Record<string, any> };
    expect(schema.type).toBe("object");
    expect(schema.required).toEqual(["reply"]);
    expect(Object.keys(schema.properties).sort()).toEqual(["gate_ops", "goal_ops", "key_decisions", "memory_ops", "reply", "thread_ops"]);
    expect(schema.properties.goal_ops.items.properties.op.enum).toEqual(["set", "update", "achieve", "drop"]);
    expect(schema.properties.memory_ops.items.properties.block.enum).toEqual(["human", "working", "preferences"]);
    expect(schema.properties.thread_ops.items.properties.op.enum).toEqual(["open", "resolve", "snooze", "drop", "update"]);
    expect(schema.properties.gate_ops.items.properties.op.enum).toEqual(["quieter", "louder"]);
  });

  it("thread op schema needs an id for everything but open", () => {
    for (const op of ["resolve", "snooze", "drop", "update"]) {
      expect(ThreadOpSchema.safeParse({ op }).success, op).toBe(false);
      expect(ThreadOpSchema.safeParse({ op, id: "t-1" }).success, op).toBe(true);
    }
    expect(ThreadOpSchema.safeParse({ op: "open" }).success).toBe(false);
  });
});

describe("extractStructured with the gate's submit tool", () => {
  const Submit = z.object({ speak: z.boolean(), reason: z.string(), candidate_id: z.string() });
  const verdict = { speak: true, reason: "Deck is due in two hours and untouched.", candidate_id: "t-7" };

  it("takes the first submit call and validates it", () => {
    const resp: Answer = {
      text: "",
      toolCalls: [
        { name: "other", input: { speak: false } },
        { name: "submit", input: verdict },
        { name: "submit", input: { ...verdict, candidate_id: "t-8" } },
      ],
    };
    expect(extractStructured(resp, "submit", Submit)).toEqual({ source: "tool", value: verdict });
  });

  it("reports a submit call that fails the schema, with the path", () => {
    const out = extractStructured(tool({ speak: "yes", reason: "x", candidate_id: "t-7" }, "", "submit"), "submit", Submit);
    expect(out.source).toBe("invalid");
    if (out.source !== "invalid") return;
    expect(out.error).toContain("speak:");
  });

  it("reads bare, fenced and embedded JSON in that order", () => {
    expect(extractStructured(text(JSON.stringify(verdict)), "submit", Submit)).toEqual({ source: "json", value: verdict });
    expect(extractStructured(text("```json\n" + JSON.stringify(verdict) + "\n```"), "submit", Submit)).toEqual({
      source: "fenced",
      value: verdict,
    });
    expect(extractStructured(text(`Verdict: ${JSON.stringify(verdict)}.`), "submit", Submit)).toEqual({
      source: "json",
      value: verdict,
    });
  });

  it("prefers a fenced block over a stray object before it", () => {
    const out = extractStructured(
      text('Example {"speak": false} then:\n```json\n' + JSON.stringify(verdict) + "\n```"),
      "submit",
      Submit,
    );
    expect(out).toEqual({ source: "fenced", value: verdict });
  });

  it("skips brace pairs that are not JSON and finds the object after them", () => {
    const out = extractStructured(text(`Set {x} aside. ${JSON.stringify(verdict)}`), "submit", Submit);
    expect(out).toEqual({ source: "json", value: verdict });
  });

  it("says prose when there is no JSON at all", () => {
    expect(extractStructured(text("I would stay quiet."), "submit", Submit)).toEqual({ source: "prose", text: "I would stay quiet." });
  });

  it("says invalid when JSON is present but wrong, naming each bad path", () => {
    const out = extractStructured(text('{"speak": true}'), "submit", Submit);
    expect(out.source).toBe("invalid");
    if (out.source !== "invalid") return;
    expect(out.error).toContain("reason:");
    expect(out.error).toContain("candidate_id:");
    expect(out.text).toBe('{"speak": true}');
  });

  it("says invalid when JSON was attempted but does not parse", () => {
    const out = extractStructured(text('{"speak": true, "reason": "cut'), "submit", Submit);
    expect(out.source).toBe("invalid");
  });
});

describe("parseRespond: the bounds of one answer", () => {
  it("500 'open' operations: the first 20 are kept and the rest counted, never validated", () => {
    const opens = Array.from({ length: 500 }, (_, i) => ({ op: "open", summary: `loop ${i}` }));
    const parsed = parseRespond(tool({ reply: "All tracked.", thread_ops: opens, key_decisions: Array(9).fill({ text: "yes" }) }));
    expect(parsed.threadOps.map((o) => (o.op === "open" ? o.summary : ""))).toEqual(Array.from({ length: MAX_OPS_PER_TURN.thread_ops }, (_, i) => `loop ${i}`));
    expect(parsed.keyDecisions).toHaveLength(MAX_OPS_PER_TURN.key_decisions);
    expect(parsed.capped).toEqual([
      { field: "thread_ops", kept: 20, total: 500 },
      { field: "key_decisions", kept: 5, total: 9 },
    ]);
    expect(parsed.dropped).toEqual([]);
  });

  it("invalid operations do not count toward the cap", () => {
    const parsed = parseRespond(tool({ reply: "ok", gate_ops: [{ op: "explode" }, { op: "quieter" }, { op: "louder" }] }));
    expect(parsed.gateOps).toEqual([{ op: "quieter" }, { op: "louder" }]);
    expect(parsed.capped).toEqual([]);
    expect(parsed.dropped).toHaveLength(1);
  });

  it("a 300 kB reply is cut at the last paragraph that fits, and says it was cut", () => {
    const paragraph = "This is one sentence of a long answer. ".repeat(20).trim(); // 779 characters
    const reply = Array.from({ length: 400 }, () => paragraph).join("\n\n");
    const parsed = parseRespond(tool({ reply }));
    expect(parsed.cut).toBe(true);
    expect(parsed.reply.length).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    expect(parsed.reply.length).toBeGreaterThan(MAX_REPLY_CHARS - paragraph.length - 2);
    expect(parsed.reply.endsWith(paragraph)).toBe(true);
  });

  it("prose that runs on is cut too", () => {
    const parsed = parseRespond(text("Words and more words. ".repeat(20_000)));
    expect(parsed.cut).toBe(true);
    expect(parsed.reply.length).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    expect(parsed.reply.endsWith("words.")).toBe(true);
  });

  it("cuts at a sentence end when no paragraph break fits, at a space when no sentence ends, and mid-word only without spaces", () => {
    expect(cutReply("One. Two! Three? Four", 17)).toEqual({ text: "One. Two! Three?", cut: true });
    expect(cutReply("alpha beta gamma delta", 15)).toEqual({ text: "alpha beta", cut: true });
    expect(cutReply("x".repeat(50), 20)).toEqual({ text: "x".repeat(20), cut: true });
    expect(cutReply("short", 20)).toEqual({ text: "short", cut: false });
  });

  it("never cuts inside a character outside the basic plane", () => {
    const emoji = "😀".repeat(10); // 20 UTF-16 units
    const { text: cut } = cutReply(emoji, 7);
    expect(cut).toBe("😀😀😀"); // 6 units, not a lone half of the fourth
  });

  it("a reply of 300,000 characters without a space is cut in linear time", () => {
    const started = performance.now();
    const parsed = parseRespond(tool({ reply: "a".repeat(300_000) }));
    expect(parsed.reply).toHaveLength(MAX_REPLY_CHARS);
    expect(performance.now() - started).toBeLessThan(2_000); // generous: it takes about a millisecond
  });
});

describe("textOutsideJson", () => {
  it("keeps the words and removes the objects and fences", () => {
    expect(textOutsideJson('Done.\n```json\n{"a":1}\n```\nAnything else?')).toBe("Done.\n\nAnything else?");
    expect(textOutsideJson('Before {"a": {"b": "}"}} after')).toBe("Before  after");
    expect(textOutsideJson("Keep {this} brace")).toBe("Keep {this} brace");
    expect(textOutsideJson('Truncated: {"reply": "half')).toBe("Truncated:");
  });
});
