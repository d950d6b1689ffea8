/**
 * A conversation that keeps what the owner would see: every reply's text and its buttons, every
 * button answer, every cleared keyboard and every message shown anew. For tests that hand events to the Zoe core directly.
 * Must never: start anything or reach a channel (it stands in for one).
 */
import type { Button, Conversation } from "../channels/types.ts";

export interface RecordedConversation extends Conversation {
  /** Each reply's text, in order. */
  replies: string[];
  /** The buttons under each reply, flattened ([] when none). */
  buttons: Button[][];
  /** The answers to button presses (undefined: a silent answer). */
  acks: Array<string | undefined>;
  /** The replies whose buttons were taken away. */
  cleared: string[];
  /** Messages shown anew: which one, its new text and its buttons (flattened). */
  edits: Array<{ messageId: string; text: string; buttons: Button[] }>;
}

export function recordedConversation(): RecordedConversation {
  const c: RecordedConversation = {
    replies: [],
    buttons: [],
    acks: [],
    cleared: [],
    edits: [],
    reply: async (m) => {
      c.replies.push(m.text);
      c.buttons.push((m.buttons ?? []).flat());
      return { messageId: `r${c.replies.length}` };
    },
    typing: () => () => undefined,
    ack: async (text) => void c.acks.push(text),
    clearButtons: async (id) => void c.cleared.push(id),
    edit: async (messageId, m) => void c.edits.push({ messageId, text: m.text, buttons: (m.buttons ?? []).flat() }),
  };
  return c;
}
