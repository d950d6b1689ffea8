/**
 * Where a conversation happens: a chat on one channel. Inbound events carry the address they came
 * from, replies go back to it, and pushes are sent to an owner's address (each channel says how
 * it reaches an owner: `Channel.addressOf`). The core compares addresses and stores them; it never
 * reads meaning into a chat id (Telegram's private chat id happens to equal the user id; another
 * channel's need not).
 * Must never: hold channel behaviour; this is the boundary's shape (zod, for what is stored).
 */
import { z } from "zod";

export const AddressSchema = z.object({
  /** The name of the channel the chat is on (`Channel.name`, e.g. "telegram", "terminal"). */
  channel: z.string().min(1),
  /** The chat on that channel, in the channel's own terms (Telegram's chat id; "local" in the terminal). */
  chat: z.string().min(1),
});
export type Address = z.infer<typeof AddressSchema>;

/** Whether two addresses name the same chat. */
export function sameAddress(a: Address, b: Address): boolean {
  return a.channel === b.channel && a.chat === b.chat;
}

/** An address as one readable word ("telegram:4242"), for logs and map keys. */
export function addressKey(a: Address): string {
  return `${a.channel}:${a.chat}`;
}
