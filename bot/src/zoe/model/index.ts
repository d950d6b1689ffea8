/**
 * The language models: one client for every call (retries, timeouts, usage), and the shapes of
 * their answers. Other folders use only what this index exports.
 * Must never: log a key, or trust an answer that has not been parsed against its schema.
 */
export { createModelClient, IMAGE_MEDIA_TYPES, type ImageMediaType, messagesParam, type ModelClient, type ModelImage, type ModelTool, ModelUnavailableError } from "./client.ts";
export {
  cutReply,
  type GoalOp,
  type KeyDecision,
  MAX_OPS_PER_TURN,
  MAX_REPLY_CHARS,
  type MemoryOp,
  parseRespond,
  RESPOND_TOOL,
  type ThreadOp,
  type ThresholdOp,
} from "./respond.ts";
export { extractStructured } from "./structured.ts";
export { type StoredUsage, UsageRecordSchema } from "./usage.ts";
