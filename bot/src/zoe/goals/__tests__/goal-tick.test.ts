/**
 * Goals inside the reasoning tick, with the real runtime on a pinned clock: a stalled goal rests
 * after three no-change reviews without a model call and stays silent for a week (the owner sees
 * why in /goals) until woken; progress evidence gets one reviewed, timely offer with its next step
 * and buttons, and no second push that day; a breakdown is tracked with one tap; a goal update the
 * decision model turns down is asked about once and waits for the brief; state survives a restart.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DAY } from "../../base/clock.ts";
import { startHarness, type Harness, type HarnessModel } from "../../test-support/tick-harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const goalPushes = async (hh: Harness) => (await hh.pushLog()).filter((p) => p.kind === "goal");
const reviewCalls = (hh: Harness) => hh.model!.callsFor("goal-review").length;

/** The review answers with a note and a breakdown into two steps. */
function reviewWithBreakdown(model: HarnessModel): void {
  model.script((req) =>
    req.purpose === "goal-review"
      ? {
          toolCalls: [
            {
              name: "goal_review",
              input: { changed: true, note: "12 of 100 paying subscribers.", next_step: { kind: "breakdown", text: "Two steps would keep it moving:", steps: ["write the referral email", "ask five readers for quotes"] } },
            },
          ],
        }
      : null,
  );
}

async function setGoal(hh: Harness, text: string): Promise<string> {
  const [reply] = await hh.channel.ownerSays(`/goals add ${text}`);
  const id = /\((g-[a-z0-9]+)\)/.exec(reply!.text)?.[1];
  expect(reply!.text).toContain(`Undo: /goals undo ${id}`);
  return id!;
}

describe("a stalled goal", () => {
  it("rests after three no-change reviews, makes no model call, stays silent for a week; /goals says why; wake brings it back", async () => {
    h = await startHarness({ start: "2026-06-01T10:00" });
    const id = await setGoal(h, "ship the album");
    await h.runUntil("2026-06-01T14:00");
    const stored = (await h.owner.goals.all())[0]!;
    expect(stored).toMatchObject({ status: "resting", no_change_streak: 3 });
    expect(stored.log.filter((l) => l.what === "review_no_change")).toHaveLength(3);

    await h.channel.ownerSays("Booked the dentist for Thursday.");
    await h.runUntil("2026-06-08T10:00");
    expect(reviewCalls(h)).toBe(0);
    expect(await goalPushes(h)).toEqual([]);
    expect((await h.owner.goals.all())[0]!.log.filter((l) => l.what.startsWith("review"))).toHaveLength(3);

    const [listing] = await h.channel.ownerSays("/goals");
    expect(listing!.text).toContain(`${id}  ship the album: resting since 1 Jun 13:30`);
    expect(listing!.text).toMatch(/why: 3 reviews in a row \(Mon 11:30, Mon 12:30, Mon 13:30\) found nothing new/);
    expect(listing!.buttons.flat().map((b) => b.data)).toEqual([`gl:w:${id}`, `gl:d:${id}`]);

    const [woken] = await h.channel.press(`gl:w:${id}`);
    expect(woken!.text).toBe(`Awake again: ship the album (${id}). I'll review it hourly.`);
    expect((await h.owner.goals.all())[0]).toMatchObject({ status: "active", rest_reason: null, no_change_streak: 0 });
  });
});

describe("progress on a goal", () => {
  it("one reviewed, timely offer with the next step and its buttons; the breakdown is tracked with one tap; no second push that day", async () => {
    h = await startHarness({ start: "2026-06-01T10:00" });
    reviewWithBreakdown(h.model!);
    const id = await setGoal(h, "100 paying newsletter subscribers by March");
    await h.runUntil("2026-06-01T12:00");
    await h.channel.ownerSays("The launch post brought 12 new paying subscribers");
    await h.runUntil("2026-06-01T12:45");

    const [push] = await h.sentOf(["goal"]);
    expect(push!.at.toISOString()).toBe(h.local("2026-06-01T12:30").toISOString());
    expect(push!.text).toContain('On your goal "100 paying newsletter subscribers by March": 12 of 100 paying subscribers.');
    expect(push!.text).toContain("1. write the referral email\n2. ask five readers for quotes");
    expect(push!.text).toMatch(/\n\nWhy now: /);
    expect(push!.buttons.flat().map((b) => b.data)).toEqual([`gl:s:${id}`, `gl:a:${id}`, `gl:d:${id}`]);
    expect(reviewCalls(h)).toBe(1);
    // The note came from the review: the writer is not asked again for a goal.
    expect(h.model!.callsFor("writer")).toHaveLength(0);
    const review = h.model!.callsFor("goal-review")[0]!;
    expect(review.messages[0]!.content).toMatch(/<evidence source="new-since-last-review">\n- the owner wrote: The launch post brought 12 new paying subscribers\n<\/evidence>/);

    const [tracked] = await h.channel.press(`gl:s:${id}`, push!.messageId);
    expect(tracked!.text).toContain("Tracking 2 step(s) for 100 paying newsletter subscribers by March:");
    const live = await h.owner.threads.live();
    expect(live.map((t) => t.summary).sort()).toEqual(["ask five readers for quotes", "write the referral email"]);
    expect((await h.owner.goals.all())[0]!.thread_ids.sort()).toEqual(live.map((t) => t.id).sort());
    const [again] = await h.channel.press(`gl:s:${id}`);
    expect(again!.text).toBe("Those steps are already tracked. /threads lists them.");

    // More news the same day: reviewed later, never a second push within a day.
    await h.channel.ownerSays("Five more paying subscribers signed up from the newsletter footer");
    await h.runUntil("2026-06-02T10:00");
    expect((await goalPushes(h)).length).toBe(1);
  });

  it("a goal update the decision model declines is asked about once and waits for the morning brief", async () => {
    h = await startHarness({ start: "2026-06-01T10:00" });
    h.model!.script((req) =>
      req.purpose === "gate" && /Candidate goal:/.test(req.messages[0]!.content)
        ? { toolCalls: [{ name: "submit", input: { speak: false, reason: "Not urgent; the brief will do.", candidate_id: "x" } }] }
        : null,
    );
    const id = await setGoal(h, "ship the album");
    await h.runUntil("2026-06-01T12:00");
    await h.channel.ownerSays("Recorded the vocals for the album's title track");
    await h.runUntil("2026-06-02T09:30");
    const asked = h.model!.callsFor("gate").filter((r) => /Candidate goal:/.test(r.messages[0]!.content));
    expect(asked).toHaveLength(1);
    expect(await goalPushes(h)).toEqual([]);
    const brief = (await h.pushLog()).find((p) => p.kind === "brief")!;
    expect(brief.text).toMatch(new RegExp(`Goals:\\n- ship the album \\[${id}\\]: New since the last review: 1 message from you`));
    await h.runUntil("2026-06-02T11:00");
    expect((await h.owner.goals.all())[0]!.pending).toBeNull();
  });
});

describe("goals survive a restart", () => {
  it("a goal and its review state are there after a restart, and /goals shows the last note", async () => {
    h = await startHarness({ start: "2026-06-01T10:00" });
    reviewWithBreakdown(h.model!);
    const id = await setGoal(h, "100 paying newsletter subscribers by March");
    h.clock.set(h.local("2026-06-01T10:10"));
    await h.channel.ownerSays("12 new paying subscribers today");
    await h.runUntil("2026-06-01T11:45");
    const home = h.home;
    await h.close({ keepHome: true });
    h = await startHarness({ start: new Date(Date.parse("2026-06-01T10:00:00Z") + DAY), home });
    const [listing] = await h.channel.ownerSays("/goals");
    expect(listing!.text).toContain(`${id}  100 paying newsletter subscribers by March: active, last reviewed 1 Jun 11:30`);
    expect(listing!.text).toContain("last progress: 12 of 100 paying subscribers.");
  });
});
