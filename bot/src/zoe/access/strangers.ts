/**
 * "At most one notice a day" for strangers, kept across restarts without keeping anything about
 * them: the shared `strangers` document (strangers.json in ZOE_HOME) holds the day (in the owner's zone) and salted hashes of
 * the ids already answered that day; a new day starts the list afresh.
 * Must never: store a stranger's id, name or text in the clear, or create an owner folder.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Document, Space } from "../storage/index.ts";

const StrangersSchema = z.object({
  version: z.literal(1),
  /** A random salt, so the hashes say nothing about ids without this file. */
  salt: z.string(),
  /** The day (YYYY-MM-DD in the owner's zone) the hashes belong to. */
  day: z.string().nullable(),
  noticed: z.array(z.string()),
});
type StrangersFile = z.infer<typeof StrangersSchema>;

/** Whether `id` is already noticed on `day`; records it when not (pure; mutates `f`). */
export function claimNotice(f: StrangersFile, id: string, day: string): boolean {
  if (f.day !== day) {
    f.day = day;
    f.noticed = [];
  }
  const hash = createHash("sha256").update(`${f.salt}:${id}`).digest("hex").slice(0, 24);
  if (f.noticed.includes(hash)) return false;
  f.noticed.push(hash);
  return true;
}

/** The stranger-notice record, in the process-wide space (never an owner's). */
export class StrangerNotices {
  private readonly file: Document<StrangersFile>;

  constructor(shared: Space) {
    this.file = shared.document({
      name: "strangers",
      schema: StrangersSchema,
      initial: () => ({ version: 1 as const, salt: randomBytes(16).toString("hex"), day: null, noticed: [] }),
    });
  }

  /** Read the record, so a damaged file is found (and its notice kept) at start, not at the next stranger. */
  async open(): Promise<void> {
    await this.file.read();
  }

  /** True exactly once per stranger and day: whether to send the notice now. */
  async claim(userId: string, day: string): Promise<boolean> {
    return this.file.update((f) => claimNotice(f, userId, day));
  }
}
