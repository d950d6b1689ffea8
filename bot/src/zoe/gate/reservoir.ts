/**
 * Bounded deferral: a non-urgent thought that does not clear the bar is kept here and delivered in
 * the next morning brief at the latest, then dropped. Nothing is deferred forever, nothing is
 * delivered twice.
 * Must never: hold an item past the brief that delivered it.
 */
import path from "node:path";
import { z } from "zod";
import type { Logger } from "../log.ts";
import { JsonFile } from "../storage/json-file.ts";

export const DeferredSchema = z.object({
  candidateId: z.string(),
  subject: z.string(),
  about: z.string(),
  reason: z.string(),
  deferredAt: z.string(),
});
export type Deferred = z.infer<typeof DeferredSchema>;

const FileSchema = z.object({ version: z.literal(1), items: z.array(DeferredSchema) });

export class Reservoir {
  private readonly file: JsonFile<z.infer<typeof FileSchema>>;

  constructor(dir: string, logger: Logger) {
    this.file = new JsonFile({
      path: path.join(dir, "deferred.json"),
      schema: FileSchema,
      initial: () => ({ version: 1 as const, items: [] }),
      logger,
    });
  }

  async items(): Promise<Deferred[]> {
    return (await this.file.read()).items;
  }

  /** Keep a thought for the brief (once per candidate). */
  async defer(item: Deferred): Promise<void> {
    await this.file.update((s) => {
      if (!s.items.some((i) => i.candidateId === item.candidateId)) s.items.push(item);
    });
  }

  /** Forget items about a subject (it was pushed after all, or resolved). */
  async forgetSubject(subject: string): Promise<void> {
    await this.file.update((s) => {
      s.items = s.items.filter((i) => i.subject !== subject);
    });
  }

  /** Take every item for delivery: they leave the reservoir in the same transaction. */
  async drain(): Promise<Deferred[]> {
    return this.file.update((s) => s.items.splice(0, s.items.length));
  }

  /** Put items back (the brief that took them failed to send). */
  async restore(items: Deferred[]): Promise<void> {
    await this.file.update((s) => {
      for (const i of items) if (!s.items.some((x) => x.candidateId === i.candidateId)) s.items.push(i);
    });
  }
}
