/**
 * A Portuguese owner answers a reminder on screen with "deixa pra sexta" (leave it for Friday),
 * alone or after a reason ("tô sem tempo agora, deixa pra sexta"): a snooze to that day, as
 * "passa pra sexta" and Spanish "déjalo para el viernes" are. Before, the bare form was other talk
 * and the one after a reason was asked about (found living a day offline, 6 December).
 * Must never: read "deixa pra lá" / "deixa quieto" (drop it) as a snooze, or "deixa comigo" (leave
 * it to me), "deixa eu ver" (let me see) and "deixei na mesa" (I left it on the table) as any action.
 */
import { describe, expect, it } from "vitest";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

const ctx = { kind: "nudge", locale: "pt", summary: "ligar pro banco" } as const;

describe("'deixa pra <dia>' under a reminder (pt)", () => {
  it.each([
    ["deixa pra sexta", "snooze sexta"],
    ["deixe para segunda", "snooze segunda"],
    ["tô sem tempo agora, deixa pra sexta", "not_yet+snooze sexta"],
    ["deixa pra sexta, hoje não dá", "snooze sexta"],
  ])("%j is %s", (text, outcome) => {
    expect(replyOutcome(text, ctx)).toBe(outcome);
  });

  it.each([
    ["deixa pra lá", "stop"],
    ["deixa quieto", "stop"],
    ["deixa comigo", "other"],
    ["deixa eu ver", "other"],
    ["deixei na mesa dela", "other"],
  ])("look-alike %j stays %s", (text, outcome) => {
    expect(replyOutcome(text, ctx)).toBe(outcome);
  });
});
