/**
 * One push, one record, whoever records it (tick/pushes.ts `recordPush`, pure): a push withheld in
 * doubt is recorded unconfirmed under its journal key; the run that hears back from the channel
 * confirms that record instead of adding one; a push another run found in the chat is the same
 * message. The guards read a withheld push as said: its subject's cool-down runs, and GitHub and
 * the calendar do not offer its subject again. Pinned clock.
 */
import { describe, expect, it } from "vitest";
import { HOUR } from "../../base/clock.ts";
import { recordPush, type Push } from "../pushes.ts";
import { candidateVeto } from "../guards.ts";
import type { Candidate } from "../candidates.ts";
import { pushedSubjects } from "../../calendar/candidates.ts";

const NOW = new Date("2026-06-03T09:30:00Z");
const KEY = "github@2026-06-03T09:07:00.001Z#0";

let made = 0;
const push = (over: Partial<Push> = {}): Push => ({
  id: `p-${++made}`,
  at: "2026-06-03T09:07:00.000Z",
  kind: "github_ci",
  threadId: null,
  subject: "github:red:maria/site:main",
  messageId: null,
  text: "CI is red on maria/site since your push.",
  reason: "Your push to main of maria/site has been failing its checks since 11:07.",
  score: 0.72,
  threshold: 0.5,
  answeredAt: null,
  answer: null,
  journalKey: KEY,
  ...over,
});
const withheld = () => push({ unconfirmed: true });

describe("one push, one record", () => {
  it("a withheld push is recorded unconfirmed; recording it again (a later run that withholds it too) keeps one", () => {
    const pushes: Push[] = [];
    const first = recordPush(pushes, withheld());
    const again = recordPush(pushes, withheld());
    expect(again.id).toBe(first.id);
    expect(pushes).toEqual([expect.objectContaining({ messageId: null, unconfirmed: true, journalKey: KEY })]);
  });

  it("the slow sender hears back after the push was withheld: the record takes its message and is confirmed", () => {
    const pushes: Push[] = [];
    const kept = recordPush(pushes, withheld());
    const late = recordPush(pushes, push({ messageId: "41", at: "2026-06-03T09:12:00.000Z" }));
    expect(late.id).toBe(kept.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toEqual({ ...kept, messageId: "41" });
    expect(pushes[0]!.unconfirmed).toBeUndefined();
  });

  it("a push confirmed first and withheld by another run afterwards stays confirmed", () => {
    const pushes: Push[] = [];
    recordPush(pushes, push({ messageId: "41" }));
    recordPush(pushes, withheld());
    expect(pushes).toEqual([expect.objectContaining({ messageId: "41" })]);
    expect(pushes[0]!.unconfirmed).toBeUndefined();
  });

  it("a push another run found in the chat, recorded before journal keys were kept, is the same message", () => {
    const pushes: Push[] = [];
    const { journalKey: _none, ...old } = push({ messageId: "41" });
    recordPush(pushes, old);
    recordPush(pushes, push({ messageId: "41" }));
    expect(pushes).toEqual([expect.objectContaining({ messageId: "41", journalKey: KEY })]);
  });

  it("two pushes under two keys, or two messages, are two records; the kept copy is not the stored one", () => {
    const pushes: Push[] = [];
    recordPush(pushes, push({ messageId: "41" }));
    recordPush(pushes, push({ messageId: "42", journalKey: `${KEY.slice(0, -1)}1` }));
    const { journalKey: _none, ...outside } = push({ messageId: "43" }); // made outside a scheduled run
    recordPush(pushes, outside);
    expect(pushes.map((p) => p.messageId)).toEqual(["41", "42", "43"]);
    const kept = recordPush(pushes, push({ messageId: "41" }));
    kept.answer = "changed";
    expect(pushes[0]!.answer).toBeNull();
  });
});

describe("a withheld push is said, for the guards", () => {
  const candidate: Candidate = {
    id: "gh:ci:maria/site:main:2026-06-03T09:07:00Z",
    kind: "github_ci",
    subject: "github:red:maria/site:main",
    threadId: null,
    about: "main of maria/site is red",
    reason: "red",
    detail: "red",
    facts: {},
    deferrable: true,
    order: { dueAt: 0, createdAt: 0 },
  };

  it("its subject's cool-down runs from when it went out; the calendar's and GitHub's no-repeat sets hold it", () => {
    const pushes: Push[] = [];
    recordPush(pushes, withheld());
    expect(candidateVeto(candidate, NOW, [], pushes)).toBe("subject_cooldown");
    expect(candidateVeto(candidate, new Date(NOW.getTime() + 8 * 24 * HOUR), [], pushes)).toBeNull();
    expect(pushedSubjects(pushes).has(candidate.subject)).toBe(true);
  });
});
