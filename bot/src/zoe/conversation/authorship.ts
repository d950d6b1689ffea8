/**
 * Who typed this? The one place that tells the owner's own words from what they passed on (a
 * forward, someone else's photo caption), asked before a message is read as a command or its
 * answer is applied: only the owner's own text runs a command, and a turn whose words are someone
 * else's may inform the reply but changes nothing (threads, goals, memory blocks, the threshold,
 * key decisions, offline capture) unless the owner's own message just above it asked for that
 * ("track this" written above a forward, which Telegram delivers first, as its own message) or
 * they press the button ZOE offers under its answer to the forward.
 * Must never: read the clock itself, or let words the owner did not type grant consent to
 * themselves (a forward saying "track this" is still a forward).
 */
import { LOCALES, pack } from "../lang/index.ts";
import { turnSource, type Turn } from "../memory/index.ts";

/** What a message says and whether it was passed on (a channel's `forwardedFrom`). */
export interface Said {
  text: string;
  /** Set when the words are someone else's, forwarded by the owner. */
  forwardedFrom?: string | undefined;
}

const COMMAND = /^\/([a-z_]+)(?:@\w+)?(?:\s+([\s\S]*))?$/i;

/** A command's name (lower case) and its arguments, when the text is shaped like one (pure). */
export function commandShape(text: string): { name: string; args: string } | null {
  const m = COMMAND.exec(text.trim());
  return m ? { name: m[1]!.toLowerCase(), args: (m[2] ?? "").trim() } : null;
}

/** The command the owner typed, or null: a forwarded "/mode quiet" is someone else's text, never a command. */
export function ownCommand(said: Said): { name: string; args: string } | null {
  if (said.forwardedFrom !== undefined) return null;
  return commandShape(said.text);
}

/** A forwarded text shaped like a command (answered with a note, never run): its name, or null. */
export function forwardedCommand(said: Said): string | null {
  if (said.forwardedFrom === undefined) return null;
  return commandShape(said.text)?.name ?? null;
}

/**
 * How long after the owner's own words a forward may still be what they asked about. Telegram
 * sends the comment written above a forward a moment before the forward itself; a minute covers
 * a slow client and a batch of several forwards under one comment.
 */
export const ASK_WINDOW_MS = 60_000;

/** Whether the owner's own words ask ZOE to act on what they pass on ("track this"), in any of ZOE's languages (pure). */
export function asksToAct(text: string): boolean {
  return LOCALES.some((l) => pack(l).commands.actOnForward.test(text));
}

/** Why a turn may change state, or why not. */
export type Authority =
  /** The owner typed it. */
  | { may: true; why: "own words" }
  /** Passed on, and the owner's own message just above it asked to act on it. */
  | { may: true; why: "asked above" }
  /** Passed on, and the owner pressed the button under ZOE's answer to it (their own act). */
  | { may: true; why: "confirmed" }
  /** Passed on, and nothing of the owner's own asked for a change. */
  | { may: false; why: "passed on" };

/**
 * Whether this turn may change anything (pure). `recent`: the recorded turns before it, oldest
 * first. A forward may act when the owner's last own message (with only forwards of theirs and
 * ZOE's answers after it) came within ASK_WINDOW_MS of `now` and asks for it.
 */
export function authority(said: Said, recent: readonly Turn[], now: Date): Authority {
  if (said.forwardedFrom === undefined) return { may: true, why: "own words" };
  for (let i = recent.length - 1; i >= 0; i--) {
    const turn = recent[i]!;
    if (turn.role !== "owner") continue; // ZOE's answer to the comment, or to a forward under it
    const { source, text } = turnSource(turn);
    if (source === "forwarded") continue; // one of several forwards under one comment
    if (source !== "owner") return { may: false, why: "passed on" };
    const age = now.getTime() - Date.parse(turn.at);
    return age >= 0 && age <= ASK_WINDOW_MS && asksToAct(text) ? { may: true, why: "asked above" } : { may: false, why: "passed on" };
  }
  return { may: false, why: "passed on" };
}

/** The prefix of the button under ZOE's answer to a forward whose changes it held back. */
export const FORWARD_BUTTON = "fw:";

/** The button's data for the forward with inbox key `key`; null when it would not fit Telegram's 64 bytes. */
export function forwardButtonData(key: string): string | null {
  const data = `${FORWARD_BUTTON}${key}`;
  return Buffer.byteLength(data) <= 64 ? data : null;
}
