/**
 * Pairing: how a new bot finds its owner without anyone looking up a user id. With a Telegram
 * token and no owner ids, ZOE prints a one-time code in its log; the first person to send that
 * code to the bot becomes the owner. Paired owners are kept in `ZOE_HOME/owners.json` and read at
 * every start, next to `ZOE_OWNER_IDS`. With a shared database (several instances) the owners and
 * the open code live in the database instead (the shared `owners` document), so every instance
 * logs the same code, the first sender wins across instances, and the others learn of the owner.
 * While the window is open, a message that is not the code is told so and where the code is
 * (app.ts, bounded per sender and per day).
 * Must never: accept a code twice, open pairing while an owner exists, or log what a stranger
 * wrote (a wrong guess is only counted).
 */
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { writeFileAtomic } from "../storage/index.ts";
import type { Document, Space } from "../storage/index.ts";

export const OWNERS_FILE = "owners.json";

const OwnersFileSchema = z.object({
  owners: z.array(z.object({ id: z.string().regex(/^\d{1,15}$/), pairedAt: z.string() })),
});
type OwnersFile = z.infer<typeof OwnersFileSchema>;

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A fresh code like "K7M2-Q9XP": about 40 bits, so guessing it over Telegram is hopeless. */
export function newPairingCode(pick: (n: number) => number = randomInt): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[pick(ALPHABET.length)]!);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

const normalize = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Whether a message carries the code: as typed, in any case, with or without the dash or "/start". */
export function codeMatches(text: string, code: string): boolean {
  const body = text.trim().replace(/^\/start(?:@\w+)?\s*/i, "");
  return body.length <= 40 && normalize(body) === normalize(code);
}

/** The owners paired earlier; [] when nobody has paired. A damaged file stops ZOE with a clear reason. */
export function readPairedOwners(home: string): string[] {
  return [...new Set(readOwnersFile(home).owners.map((o) => o.id))];
}

function readOwnersFile(home: string): OwnersFile {
  const file = path.join(home, OWNERS_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { owners: [] };
    throw new Error(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return OwnersFileSchema.parse(JSON.parse(text));
  } catch {
    throw new Error(`${file} is damaged (expected {"owners": [{"id": "<telegram user id>", "pairedAt": "<ISO time>"}]}); fix it, or delete it to pair again`);
  }
}

/** What the app needs of a pairing window, on one machine or across instances. */
export interface PairingWindow {
  readonly code: string;
  readonly open: boolean;
  /** Where the owner is saved, for log lines. */
  readonly file: string;
  wrongGuesses: number;
  claim(userId: string, text: string, now: Date): Promise<boolean>;
  /** Owners paired through another instance since this one started (shared pairing only). */
  pairedElsewhere?(): Promise<string[]>;
}

export interface PairingOptions {
  home: string;
  code?: string;
}

/** One pairing window: open until someone sends the code, then closed for good. */
export class Pairing implements PairingWindow {
  readonly code: string;
  private isOpen = true;
  /** Wrong guesses while open (counted, never logged with their text). */
  wrongGuesses = 0;

  constructor(private readonly opts: PairingOptions) {
    this.code = opts.code ?? newPairingCode();
  }

  get open(): boolean {
    return this.isOpen;
  }

  get file(): string {
    return path.join(this.opts.home, OWNERS_FILE);
  }

  /**
   * The first matching message pairs its sender (written to owners.json before it returns true).
   * Closed synchronously before the write, so two senders racing cannot both win.
   */
  async claim(userId: string, text: string, now: Date): Promise<boolean> {
    if (!this.isOpen || !/^\d{1,15}$/.test(userId)) return false;
    if (!codeMatches(text, this.code)) {
      this.wrongGuesses++;
      return false;
    }
    this.isOpen = false;
    try {
      const current = readOwnersFile(this.opts.home);
      const next: OwnersFile = { owners: [...current.owners.filter((o) => o.id !== userId), { id: userId, pairedAt: now.toISOString() }] };
      await writeFileAtomic(this.file, `${JSON.stringify(next, null, 2)}\n`, null);
    } catch (err) {
      this.isOpen = true; // nothing was saved: the code still works
      throw err;
    }
    return true;
  }
}

/** The log line that tells the person setting ZOE up what to do. */
export function pairingInstructions(code: string, file: string): string {
  return (
    `Pairing mode: no owner yet. From your own Telegram account, send this code to the bot: ${code} . ` +
    `The first person to send it becomes ZOE's owner (saved in ${file}); until then, a message that is not the code is told so (a few times a day), and after it anyone else gets the stranger notice. ` +
    "Or set ZOE_OWNER_IDS and restart."
  );
}

/** The shared `owners` document: paired owners and, while nobody has paired, the one open code. */
const SharedOwnersSchema = OwnersFileSchema.extend({
  pairing: z.object({ code: z.string(), openedAt: z.string() }).nullable().optional(),
});
type SharedOwners = z.infer<typeof SharedOwnersSchema>;

/** The shared space's `owners` document (ZOE_HOME/owners.json on the files backend). */
export function sharedOwnersDocument(space: Space): Document<SharedOwners> {
  return space.document({ name: "owners", schema: SharedOwnersSchema, initial: () => ({ owners: [] }), pretty: true });
}

/** Pairing across instances: the code and the owners are one document every instance shares. */
class SharedPairing implements PairingWindow {
  private isOpen = true;
  wrongGuesses = 0;
  readonly file = "the database (shared document 'owners')";

  constructor(
    private readonly doc: Document<SharedOwners>,
    readonly code: string,
  ) {}

  get open(): boolean {
    return this.isOpen;
  }

  async claim(userId: string, text: string, now: Date): Promise<boolean> {
    if (!this.isOpen || !/^\d{1,15}$/.test(userId)) return false;
    if (!codeMatches(text, this.code)) {
      this.wrongGuesses++;
      return false;
    }
    // One transaction under the row lock: of two instances racing, one pairs and the other sees it closed.
    const won = await this.doc.update((v) => {
      if (v.owners.length > 0 || !v.pairing || !codeMatches(text, v.pairing.code)) return false;
      v.owners.push({ id: userId, pairedAt: now.toISOString() });
      v.pairing = null;
      return true;
    });
    this.isOpen = false;
    return won;
  }

  async pairedElsewhere(): Promise<string[]> {
    const owners = (await this.doc.read()).owners.map((o) => o.id);
    if (owners.length) this.isOpen = false;
    return owners;
  }
}

/**
 * With a shared database: the paired owners, and when there are none (and no configured owners)
 * the pairing window every instance shares (its code made by the first instance to start).
 */
export async function openSharedPairing(space: Space, configuredOwners: string[], now: Date): Promise<{ owners: string[]; pairing: PairingWindow | null }> {
  const doc = sharedOwnersDocument(space);
  const paired = (await doc.read()).owners.map((o) => o.id);
  const owners = [...new Set([...configuredOwners, ...paired])];
  if (owners.length) return { owners, pairing: null };
  const code = await doc.update((v) => {
    if (v.owners.length) return null;
    v.pairing ??= { code: newPairingCode(), openedAt: now.toISOString() };
    return v.pairing.code;
  });
  if (code === null) return { owners: (await doc.read()).owners.map((o) => o.id), pairing: null };
  return { owners: [], pairing: new SharedPairing(doc, code) };
}
