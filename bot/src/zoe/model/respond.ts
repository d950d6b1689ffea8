/**
 * The concierge's output contract: the model answers by calling the `respond` tool with a reply
 * and optional operations (memory, threads, gate, key decisions). Parsing is lenient where it is
 * safe: a bare or fenced JSON answer is accepted, one bad operation is dropped without losing the
 * others, and prose becomes the reply. Bounded: at most MAX_OPS_PER_TURN operations of each kind
 * and MAX_REPLY_CHARS of reply come out of one answer, and the parse says what it left out.
 * Must never: return an empty reply, throw on any model output, apply an operation that failed
 * validation, or let one answer make unbounded work (threads, episodes, messages).
 */
import { z } from "zod";
import type { ModelResponse, ModelTool } from "./client.ts";
import { extractStructured, formatIssues, textOutsideJson } from "./structured.ts";
import { t } from "../lang/index.ts";

/**
 * How many operations of each kind one answer may make; the first ones are kept, the rest left
 * out and counted. Why: one answer with 500 "open" operations opened 500 threads and sent 500
 * Bonfire episodes. A real turn makes a handful (a brain dump of commitments, a list closed at
 * once); one that needs more is asked again.
 * Threshold operations: "much quieter about the report" is said as a few steps at once (the
 * replayed scenario quieter-about-one-thread asks three); each step is bounded by the threshold's own cap.
 */
export const MAX_OPS_PER_TURN = { memory_ops: 5, thread_ops: 20, gate_ops: 5, goal_ops: 10, key_decisions: 5 } as const;

/**
 * The longest reply one answer may give, in characters: about two Telegram messages (4,096
 * each). Why: a 300 kB answer became 74 messages. A longer one is cut at a paragraph or sentence.
 */
export const MAX_REPLY_CHARS = 8_000;

/** Said when the model produced something unusable and no words of its own survive. */
export const LOST_TRAIN_OF_THOUGHT = t("en", "respond.lost");

/** Models often send `null` or "" for an optional field; both mean "not given". */
const optionalText = (max?: number) =>
  (max ? z.string().max(max) : z.string())
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? undefined : v))
    .optional();

const nonEmpty = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim().length > 0, "must not be empty");

const threadId = z.string().refine((s) => s.trim().length > 0, "must not be empty");

/** A flag the model may set, send as null or "true", or leave out; only true (or "true") sets it, and nothing else loses the op. */
const optionalFlag = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((v) => (v === true || v === "true" ? true : undefined))
  .optional();

/** Change one of the owner's memory blocks. */
export const MemoryOpSchema = z.object({
  block: z.enum(["human", "working", "preferences"]),
  op: z.enum(["append", "replace"]),
  text: nonEmpty(4000),
});
/** Change one of the owner's memory blocks. */
export type MemoryOp = z.infer<typeof MemoryOpSchema>;

/** Open, resolve, snooze, drop or update a tracked thread (an open loop). */
export const ThreadOpSchema = z.discriminatedUnion("op", [
  // `reminder`: the owner asked to be reminded ("remind me to … at 15:30"), not a commitment they stated.
  z.object({ op: z.literal("open"), summary: nonEmpty(200), due: optionalText(200), reminder: optionalFlag }),
  z.object({ op: z.literal("resolve"), id: threadId }),
  z.object({ op: z.literal("snooze"), id: threadId, until: optionalText(200) }),
  z.object({ op: z.literal("drop"), id: threadId }),
  z.object({ op: z.literal("update"), id: threadId, summary: optionalText(200), due: optionalText(200) }),
]);
/** Open, resolve, snooze, drop or update a tracked thread (an open loop). */
export type ThreadOp = z.infer<typeof ThreadOpSchema>;

/** Make ZOE speak first less or more, for one thread or "all". */
export const ThresholdOpSchema = z.object({
  op: z.enum(["quieter", "louder"]),
  scope: optionalText(200),
});
/** Make ZOE speak first less or more, for one thread or "all". */
export type ThresholdOp = z.infer<typeof ThresholdOpSchema>;

const goalId = z.string().refine((s) => s.trim().length > 0, "must not be empty");

/** Set, update, achieve or drop one of the owner's goals (outcomes over weeks, not commitments). */
export const GoalOpSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("set"), text: nonEmpty(300) }),
  z.object({ op: z.literal("update"), id: goalId, text: optionalText(300), note: optionalText(500) }),
  z.object({ op: z.literal("achieve"), id: goalId }),
  z.object({ op: z.literal("drop"), id: goalId }),
]);
/** Set, update, achieve or drop one of the owner's goals. */
export type GoalOp = z.infer<typeof GoalOpSchema>;

/** A decision the owner made that is worth keeping on record. */
export const KeyDecisionSchema = z.object({ text: nonEmpty(500) });
/** A decision the owner made that is worth keeping on record. */
export type KeyDecision = z.infer<typeof KeyDecisionSchema>;

/** The model's `respond` call, validated. */
export interface ParsedRespond {
  reply: string;
  memoryOps: MemoryOp[];
  threadOps: ThreadOp[];
  gateOps: ThresholdOp[];
  goalOps: GoalOp[];
  keyDecisions: KeyDecision[];
  /** Where the answer came from; "prose" also covers an unusable object (reply recovered from text). */
  source: "tool" | "json" | "fenced" | "prose";
  /** Operations (or the reply) that failed validation and were left out, with the reason. */
  dropped: Array<{ field: string; index: number; error: string }>;
  /** Kinds of operation with more in the answer than MAX_OPS_PER_TURN: how many were kept, of how many. */
  capped: Array<{ field: keyof typeof MAX_OPS_PER_TURN; kept: number; total: number }>;
  /** The reply was longer than MAX_REPLY_CHARS and was cut. */
  cut: boolean;
}

/** The tool the concierge must call to answer. Hand-written to match the zod schemas above. */
export const RESPOND_TOOL: ModelTool = {
  name: "respond",
  description:
    "Answer the owner. Always call this exactly once. `reply` is the message the owner will read (plain text). " +
    "Optionally record changes: memory_ops edit the owner's memory blocks; thread_ops open, resolve, snooze, drop " +
    "or update tracked open loops (use the thread ids you were shown); gate_ops make ZOE speak first less (quieter) " +
    "or more (louder), for one thread id or 'all'; goal_ops set, update, achieve or drop the owner's goals (outcomes " +
    "over weeks; use the goal ids you were shown); key_decisions note decisions the owner made. Leave out any list " +
    "that has nothing in it.",
  input_schema: {
    type: "object",
    properties: {
      reply: { type: "string", description: "The message to send the owner. Plain text, never empty." },
      memory_ops: {
        type: "array",
        description: "Edits to the owner's memory blocks.",
        items: {
          type: "object",
          properties: {
            block: {
              type: "string",
              enum: ["human", "working", "preferences"],
              description: "human: who the owner is; working: what they are in the middle of; preferences: how they like ZOE to behave.",
            },
            op: { type: "string", enum: ["append", "replace"], description: "append a line, or replace the whole block." },
            text: { type: "string", minLength: 1, maxLength: 4000 },
          },
          required: ["block", "op", "text"],
          additionalProperties: false,
        },
      },
      thread_ops: {
        type: "array",
        description: "Changes to tracked threads (open loops). Every op except open needs a thread id.",
        items: {
          type: "object",
          properties: {
            op: {
              type: "string",
              enum: ["open", "resolve", "snooze", "drop", "update"],
              description: "open a new thread; resolve it (done); snooze it; drop it (no longer wanted); update its summary or due.",
            },
            id: { type: "string", description: "The thread id. Required for every op except open." },
            summary: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              description: "What is owed, in a few words. Required for open; optional for update.",
            },
            due: { type: "string", description: "When it is due, in the owner's words or ISO 8601 (open, update)." },
            reminder: {
              type: "boolean",
              description:
                "open only: true when the owner asks to be reminded (\"remind me to … at 15:30\", \"erinnere mich …\", \"rappelle-moi …\", \"recuérdame …\", \"lembra-me …\"): ZOE sends a reminder at that minute. Leave it out for a commitment the owner states (\"I'll call the bank at 15:00\").",
            },
            until: { type: "string", description: "When to bring it back (snooze)." },
          },
          required: ["op"],
          additionalProperties: false,
        },
      },
      gate_ops: {
        type: "array",
        description: "Make ZOE speak first less (quieter) or more (louder).",
        items: {
          type: "object",
          properties: {
            op: { type: "string", enum: ["quieter", "louder"] },
            scope: { type: "string", description: "A thread id, or 'all' (the default)." },
          },
          required: ["op"],
          additionalProperties: false,
        },
      },
      goal_ops: {
        type: "array",
        description: "Changes to the owner's goals (outcomes over weeks, e.g. '100 paying subscribers by March'). Every op except set needs a goal id.",
        items: {
          type: "object",
          properties: {
            op: {
              type: "string",
              enum: ["set", "update", "achieve", "drop"],
              description: "set a new goal the owner states; update its wording or record progress the owner reports (wakes a resting goal); achieve it; drop it.",
            },
            id: { type: "string", description: "The goal id (g-…). Required for every op except set." },
            text: { type: "string", minLength: 1, maxLength: 300, description: "The goal in the owner's words. Required for set; optional for update." },
            note: { type: "string", maxLength: 500, description: "Progress the owner reported (update)." },
          },
          required: ["op"],
          additionalProperties: false,
        },
      },
      key_decisions: {
        type: "array",
        description: "Decisions the owner made that are worth keeping on record.",
        items: {
          type: "object",
          properties: { text: { type: "string", minLength: 1, maxLength: 500 } },
          required: ["text"],
          additionalProperties: false,
        },
      },
    },
    required: ["reply"],
    additionalProperties: false,
  },
};

/** Only the reply is checked up front; each op list is checked item by item afterwards. */
const LenientRespondSchema = z.object({
  reply: z.string(),
  memory_ops: z.unknown().optional(),
  thread_ops: z.unknown().optional(),
  gate_ops: z.unknown().optional(),
  goal_ops: z.unknown().optional(),
  key_decisions: z.unknown().optional(),
});

/** Where the model's operations and their bookkeeping go while one answer is read. */
interface Tally {
  dropped: ParsedRespond["dropped"];
  capped: ParsedRespond["capped"];
}

/** The valid operations of one kind, at most MAX_OPS_PER_TURN[field] of them (the rest are not even validated). */
function validItems<T>(field: keyof typeof MAX_OPS_PER_TURN, raw: unknown, schema: z.ZodType<T>, tally: Tally): T[] {
  if (raw == null) return [];
  // A single op sent without its list is still clearly meant as that op.
  const items = Array.isArray(raw) ? raw : typeof raw === "object" ? [raw] : null;
  if (items === null) {
    tally.dropped.push({ field, index: -1, error: `expected a list, got ${typeof raw}` });
    return [];
  }
  const max = MAX_OPS_PER_TURN[field];
  const out: T[] = [];
  for (let index = 0; index < items.length; index++) {
    if (out.length === max) {
      tally.capped.push({ field, kept: max, total: items.length });
      break;
    }
    const res = schema.safeParse(items[index]);
    if (res.success) out.push(res.data);
    else tally.dropped.push({ field, index, error: formatIssues(res.error.issues) });
  }
  return out;
}

/**
 * `text` cut to at most `max` characters: at the last paragraph break, else the last sentence
 * end, else the last space in its second half; a text without any is cut at `max` (never inside
 * a surrogate pair). Linear in `max`.
 */
export function cutReply(text: string, max = MAX_REPLY_CHARS): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const head = text.slice(0, max + 1); // the character after the cut tells whether a sentence ends there
  const floor = Math.floor(max / 2);
  let end = head.lastIndexOf("\n\n", max);
  if (end < floor) {
    end = -1;
    const sentence = /[.!?…。！？](?=\s)/g;
    for (let m = sentence.exec(head); m; m = sentence.exec(head)) if (m.index < max) end = m.index + 1;
  }
  if (end < floor) {
    end = -1;
    for (let i = max; i > floor; i--) {
      if (/\s/.test(head[i]!)) {
        end = i;
        break;
      }
    }
  }
  if (end < floor) end = max - (/[\uD800-\uDBFF]/.test(head[max - 1]!) ? 1 : 0);
  return { text: text.slice(0, end).trimEnd(), cut: true };
}

/** The reply when no usable structured answer exists: the model's own words, or an honest apology. */
function fallbackReply(text: string, hadJson: boolean, lost: string): string {
  const words = (hadJson ? textOutsideJson(text) : text).trim();
  // Leftover punctuation ("Here:") around a removed object is not a reply.
  return /[\p{L}\p{N}]/u.test(words) ? words : lost;
}

/** Parse the concierge's answer. Never throws; the reply is never empty (`lost`: the apology in the owner's language), nor longer than MAX_REPLY_CHARS. */
export function parseRespond(resp: Pick<ModelResponse, "text" | "toolCalls">, lost: string = LOST_TRAIN_OF_THOUGHT): ParsedRespond {
  const text = typeof resp.text === "string" ? resp.text : "";
  const tally: Tally = { dropped: [], capped: [] };
  const none = { memoryOps: [], threadOps: [], gateOps: [], goalOps: [], keyDecisions: [] };
  const extracted = extractStructured(resp, RESPOND_TOOL.name, LenientRespondSchema);
  const bounded = (reply: string) => {
    const { text: kept, cut } = cutReply(reply);
    return { reply: kept, cut };
  };

  if (extracted.source === "prose") {
    return { ...bounded(fallbackReply(text, false, lost)), ...none, source: "prose", ...tally };
  }
  if (extracted.source === "invalid" || extracted.value.reply.trim() === "") {
    // Without a reply the operations are not trusted either: if the owner is asked to say it
    // again, applying them now would apply them twice.
    const error = extracted.source === "invalid" ? extracted.error : "reply: must not be empty";
    tally.dropped.push({ field: "reply", index: -1, error });
    return { ...bounded(fallbackReply(text, true, lost)), ...none, source: "prose", ...tally };
  }

  const v = extracted.value;
  return {
    ...bounded(v.reply.trim()),
    memoryOps: validItems("memory_ops", v.memory_ops, MemoryOpSchema, tally),
    threadOps: validItems("thread_ops", v.thread_ops, ThreadOpSchema, tally),
    gateOps: validItems("gate_ops", v.gate_ops, ThresholdOpSchema, tally),
    goalOps: validItems("goal_ops", v.goal_ops, GoalOpSchema, tally),
    keyDecisions: validItems("key_decisions", v.key_decisions, KeyDecisionSchema, tally),
    source: extracted.source,
    ...tally,
  };
}
