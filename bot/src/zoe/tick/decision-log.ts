/**
 * The decision log: one JSON line per tick per owner (`decisions.jsonl`), so every push and every
 * silence can be explained afterwards: candidates with scores, threshold, the guard that held, the
 * decision model's verdict and reason, and the outcome. `silence_rate` is computed from it.
 * Must never: hold message text beyond the short reason (the push log keeps what was sent).
 */
import { z } from "zod";

export const DecisionSchema = z.object({
  at: z.string(),
  /** The scheduled instant this tick stands for (or the re-check time). */
  slot: z.string(),
  trigger: z.enum(["tick", "recheck", "event", "catchup"]),
  mode: z.string(),
  /** Every candidate with its score, the bar it was measured against (its thread's) and any veto. */
  candidates: z.array(
    z.object({ id: z.string(), kind: z.string(), score: z.number(), threshold: z.number().optional(), veto: z.string().nullable() }),
  ),
  threshold: z.number().nullable(),
  guard: z.string().nullable(),
  verdict: z
    .object({ speak: z.boolean(), reason: z.string(), source: z.enum(["tool", "json", "fenced", "fallback", "offline"]) })
    .nullable(),
  outcome: z.enum(["silent", "pushed", "held", "deferred", "declined", "failed"]),
  pushId: z.string().nullable(),
  candidateId: z.string().nullable(),
});
export type Decision = z.infer<typeof DecisionSchema>;

/** Silent ticks over ticks (a tick that pushed is not silent). Null when there were none. */
export function silenceRate(decisions: Decision[]): number | null {
  const ticks = decisions.filter((d) => d.trigger !== "event" || d.outcome === "pushed");
  if (!ticks.length) return null;
  const silent = ticks.filter((d) => d.outcome !== "pushed").length;
  return Math.round((silent / ticks.length) * 1000) / 1000;
}
