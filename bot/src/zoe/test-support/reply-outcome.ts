/**
 * What ZOE does with a reply to a follow-up, as the owner sees it: the actions it applies when the
 * reading is sure ("done", "snooze tomorrow", "stop"), "unclear" when it would ask, or the talk it
 * hands on ("other", "question", "social"). One reading for every reply test, so that a test's
 * expected strings mean the same thing in each file.
 * Must never: hide a reading's doubt (an unsure action is "unclear", never the action).
 */
import { classifyReply, CONFIDENT } from "../threads/index.ts";

type ReplyContext = NonNullable<Parameters<typeof classifyReply>[1]>;

/** `withTimes: false` leaves the time of a snooze or reschedule out ("snooze", not "snooze tomorrow"). */
export function replyOutcome(text: string, ctx: ReplyContext, opts: { withTimes?: boolean } = {}): string {
  const r = classifyReply(text, ctx);
  if (r.intent !== "ack") return r.intent;
  if (r.confidence < CONFIDENT) return "unclear";
  return r.actions.map((a) => (a.until && opts.withTimes !== false ? `${a.action} ${a.until}` : a.action)).join("+");
}
