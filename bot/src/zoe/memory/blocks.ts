/**
 * The concierge's memory: four Markdown blocks the owner can read and edit (`persona`, `human`,
 * `working`, `preferences`), a ring buffer of recent turns for the prompt, and an append-only
 * archive of every turn.
 * Must never: let the model change the persona (only the owner edits it), write a secret into a
 * block (the blocks go to the model provider with every turn), or lose a turn.
 */
import { z } from "zod";
import type { AppendLog, Document, Space, TextDocuments } from "../storage/index.ts";
import type { MemoryOp } from "../model/index.ts";
import { secretKinds } from "../privacy/index.ts";

export const BLOCK_NAMES = ["persona", "human", "working", "preferences"] as const;
export type BlockName = (typeof BLOCK_NAMES)[number];
export type Blocks = Record<BlockName, string>;

/** A block never grows past this; appends keep the newest lines. */
export const BLOCK_LIMIT = 6_000;
/** How many turns the prompt sees. */
export const RECENT_TURNS = 30;

export const PERSONA_DEFAULT = `You are ZOE, the owner's chief of staff, talking with them in a private chat.
- Warm, brief and direct. One or two short paragraphs unless asked for more.
- You remember what matters and track the owner's open loops (commitments they state).
- You never nag. When you follow up, you say why.
- You do not invent facts about the owner; when unsure, ask.`;

const DEFAULTS: Blocks = {
  persona: PERSONA_DEFAULT,
  human: "",
  working: "",
  preferences: "",
};

export const TurnSchema = z.object({
  id: z.string(),
  at: z.string(),
  role: z.enum(["owner", "zoe"]),
  text: z.string(),
  /** chat: conversation; push: ZOE spoke first; command: a slash command or a button. */
  kind: z.enum(["chat", "push", "command"]).default("chat"),
  /** The thread this turn is about, when known (pushes, replies to pushes). */
  threadId: z.string().nullable().optional(),
  /**
   * Where the words came from: the owner typed them; the owner forwarded someone else's
   * (`from` says whose); recalled from memory; a calendar entry; a message ZOE sent first; ZOE's
   * reply. Anything the owner did not type is evidence in every prompt it reaches (conversation/prompt.ts).
   * Absent on turns stored before it existed: `turnSource` infers it.
   */
  source: z.enum(["owner", "forwarded", "recall", "calendar", "push", "zoe"]).optional(),
  /** Who wrote a forwarded message originally. */
  from: z.string().optional(),
});
export type Turn = z.infer<typeof TurnSchema>;
export type TurnSource = NonNullable<Turn["source"]>;

/** The legacy marker a forwarded turn's text carried before `source` existed. */
const FORWARDED_PREFIX = /^\[forwarded from ([^\]]*)\] /;

/** A turn's provenance, inferred for turns stored before it was recorded (pure). */
export function turnSource(turn: Turn): { source: TurnSource; from?: string; text: string } {
  const legacy = turn.role === "owner" ? FORWARDED_PREFIX.exec(turn.text) : null;
  const text = legacy ? turn.text.slice(legacy[0].length) : turn.text;
  if (turn.source) return { source: turn.source, ...(turn.from ?? legacy?.[1] ? { from: turn.from ?? legacy![1]! } : {}), text };
  if (legacy) return { source: "forwarded", from: legacy[1]!, text };
  if (turn.role === "zoe") return { source: turn.kind === "push" ? "push" : "zoe", text };
  return { source: "owner", text };
}

/** What became of a memory operation: written, or refused for the secret kinds it carried. */
export type MemoryWrite = { applied: true } | { applied: false; refused: string[] };

const RecentSchema = z.object({ version: z.literal(1), turns: z.array(TurnSchema) });

/** Apply one memory operation to a block's text (pure). */
export function applyMemoryOpToText(current: string, op: MemoryOp, limit = BLOCK_LIMIT): string {
  const text = op.text.trim();
  // A line the block already has is not appended again (a turn handled again after a crash
  // re-applies every op it had; a fact stated twice is one fact).
  if (op.op === "append" && `\n${current.trim()}\n`.includes(`\n${text}\n`)) return `${current.trimEnd()}\n`;
  let next = op.op === "replace" ? text : current.trim() ? `${current.trimEnd()}\n${text}` : text;
  if (next.length > limit) {
    // Keep the newest lines: the oldest facts are the ones most likely to be stale.
    const lines = next.split("\n");
    while (lines.length > 1 && lines.join("\n").length > limit) lines.shift();
    next = lines.join("\n").slice(-limit);
  }
  return `${next}\n`;
}

export class Memory {
  private readonly recent: Document<z.infer<typeof RecentSchema>>;
  private readonly archive: AppendLog<Turn>;
  /** The blocks: plain Markdown files in `memory/` on the files backend, re-read only when edited. */
  private readonly blockTexts: TextDocuments;

  constructor(space: Space) {
    // Hot: written twice in every turn (the owner's words, the reply).
    this.recent = space.document({ name: "recent-turns", schema: RecentSchema, initial: () => ({ version: 1 as const, turns: [] }), hot: true });
    this.archive = space.log({ name: "archive", schema: TurnSchema });
    this.blockTexts = space.texts("memory");
  }

  /** Where the owner finds a block to edit it (a file path on the files backend). */
  blockPath(name: BlockName): string {
    return this.blockTexts.locate(name);
  }

  /** All four blocks; the persona is seeded on first read so the owner can find and edit it. */
  async blocks(): Promise<Blocks> {
    const out = { ...DEFAULTS };
    // Read through the fingerprint cache: an unchanged block costs a stat, an edited one is read again.
    const texts = await Promise.all(BLOCK_NAMES.map((name) => this.blockTexts.read(name, "\u0000missing")));
    for (const [i, name] of BLOCK_NAMES.entries()) {
      const text = texts[i]!;
      if (text === "\u0000missing") {
        if (name === "persona") await this.blockTexts.update(name, (old) => old || `${PERSONA_DEFAULT}\n`);
        out[name] = DEFAULTS[name];
      } else out[name] = text.trim();
    }
    return out;
  }

  /**
   * Apply a model-emitted memory operation (never the persona: the schema excludes it). A text
   * with a secret in it (a token, a password said in words, a door code) is refused whole, before
   * anything is written: the caller tells the owner, naming the kinds found, never the text. So is
   * an appended line that completes a secret with the block's last lines.
   */
  async apply(op: MemoryOp): Promise<MemoryWrite> {
    const refused = secretKinds(op.text);
    if (refused.length > 0) return { applied: false, refused };
    let completed: string[] = [];
    await this.blockTexts.update(op.block, (old) => {
      // An appended line can complete a secret the block's last lines began: "Wi-Fi password for
      // the flat:" written one turn, the bare value the next. Read together, they are refused too
      // (unless those lines already held a secret the owner wrote there: then only the new text counts).
      if (op.op === "append") {
        const tail = old.trimEnd().split("\n").slice(-2).join("\n");
        if (tail.trim() && secretKinds(tail).length === 0) completed = secretKinds(`${tail}\n${op.text.trim()}`);
        if (completed.length > 0) return old;
      }
      return applyMemoryOpToText(old, op);
    });
    return completed.length > 0 ? { applied: false, refused: completed } : { applied: true };
  }

  /**
   * The persona the owner wrote in another of their spaces (the terminal's, brought over on
   * pairing), taken only while this one is still ZOE's default: a persona written here stays.
   * Returns whether it was taken.
   */
  async adoptPersona(text: string): Promise<boolean> {
    const persona = text.trim();
    if (!persona || persona === PERSONA_DEFAULT.trim() || secretKinds(persona).length > 0) return false;
    let taken = false;
    await this.blockTexts.update("persona", (old) => {
      if (old.trim() && old.trim() !== PERSONA_DEFAULT.trim()) return old;
      taken = true;
      return `${persona}\n`;
    });
    return taken;
  }

  /**
   * Write a line to a block on ZOE's own behalf (e.g. the threshold written to preferences),
   * replacing the line of `key` and of each of `opts.formerKeys` (the same key in the owner's
   * other languages, so a language change leaves one line). `opts.colon`: what joins key and
   * line in the owner's language (default ": ").
   */
  async setLine(block: Exclude<BlockName, "persona">, key: string, line: string, opts: { colon?: string; formerKeys?: readonly string[] } = {}): Promise<void> {
    const keys = [key, ...(opts.formerKeys ?? [])];
    const isKeyed = (l: string) => keys.some((k) => l.startsWith(k) && /^\s*:/.test(l.slice(k.length)));
    await this.blockTexts.update(block, (old) => {
      const kept = old.split("\n").filter((l) => l.trim() && !isKeyed(l));
      return `${[...kept, `${key}${opts.colon ?? ": "}${line}`].join("\n")}\n`;
    });
  }

  /**
   * Record a turn: archive first (never lost), then the ring buffer. A turn whose id is already
   * among the recent ones is not recorded again (an event handled a second time after a crash).
   */
  async record(turn: Turn): Promise<void> {
    if ((await this.recent.read()).turns.some((t) => t.id === turn.id)) return;
    await this.archive.append(turn);
    await this.recent.update((state) => {
      state.turns.push(turn);
      if (state.turns.length > RECENT_TURNS) state.turns.splice(0, state.turns.length - RECENT_TURNS);
    });
  }

  /** The recent turns, oldest first. */
  async recentTurns(): Promise<Turn[]> {
    return (await this.recent.read()).turns;
  }

  /**
   * Every turn ever recorded, oldest first; once each (a crash between the archive's append and
   * the recent list's update makes the re-handled turn append it again).
   */
  async allTurns(): Promise<Turn[]> {
    const seen = new Set<string>();
    return (await this.archive.readAll()).filter((t) => !seen.has(t.id) && (seen.add(t.id), true));
  }
}
