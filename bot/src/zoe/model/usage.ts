/**
 * The on-disk shape of per-call model usage (`usage.jsonl`), read back by /stats, the benchmarks
 * and cost figures.
 * Must never: hold prompt or reply text (usage only).
 */
import { z } from "zod";

export const UsageRecordSchema = z.object({
  at: z.string(),
  purpose: z.string(),
  role: z.enum(["main", "gate"]),
  model: z.string(),
  ok: z.boolean(),
  attempts: z.number().int(),
  usage: z.object({
    inputTokens: z.number(),
    outputTokens: z.number(),
    cacheReadTokens: z.number(),
    cacheWriteTokens: z.number(),
  }),
  error: z.string().optional(),
});
export type StoredUsage = z.infer<typeof UsageRecordSchema>;
