/**
 * The second-opinion experiment (eval/second-opinion.ts, docs/evaluation.md): the classifier is
 * trained on the development replies only, deterministically and fast; thread words are masked;
 * the two gates keep or drop a confident reading as documented, and the figures with a gate are
 * counted as the reader's are (a dropped reading is one ZOE asks about). Its figures are measured
 * by `zoe eval --second-opinion`, not pinned here.
 */
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, type HeldoutReply } from "../heldout.ts";
import { beforeTenth, devReplies, effectOf, gateAt, isTenth, liftAt, masked, trainOpinion, type Opinion } from "../second-opinion.ts";

const reply = (line: number, text: string, actions: string[]): HeldoutReply => ({ line, kind: "nudge", thread: "renew the gym membership", text, actions, date: null });

describe("the training material", () => {
  it("is every labelled development reply of the language, each with its effect", () => {
    const it_ = devReplies("it");
    expect(it_.length).toBeGreaterThanOrEqual(250);
    const effects = new Set(it_.map(effectOf));
    for (const e of ["done", "snooze", "stop", "unclear", "conversation"]) expect(effects.has(e), e).toBe(true);
  });

  it("splits into the batches up to the ninth and the tenth, which together are all of it", () => {
    const all = devReplies("nl");
    const [early, tenth] = [devReplies("nl", beforeTenth), devReplies("nl", isTenth)];
    expect(tenth.length).toBeGreaterThanOrEqual(50);
    expect(early.length + tenth.length).toBe(all.length);
  });

  it("names the thread by one token, whatever word of the thread the reply uses", () => {
    expect(masked("stop reminding me about the gym", "renew the gym membership")).toBe("stop reminding me about the xthreadx");
    expect(masked("done!", "renew the gym membership")).toBe("done!");
  });
});

describe("the classifier", () => {
  // How long training takes is reported by `npm run eval -- --second-opinion` (and would be a bench's figure): a
  // unit test on a shared machine pins only what it learns.
  it("trains twice the same way, and reads plain replies it was taught", async () => {
    // The probes are among what it is taught: what it makes of replies it never saw depends on the batches, which grow.
    const probe = [reply(1, "erledigt", ["done"]), reply(2, "noch nicht", ["not_yet"]), reply(3, "hör auf mich daran zu erinnern", ["stop"])];
    const items = [...devReplies("de"), ...probe];
    const a = await trainOpinion("de", items, { mask: true, english: false });
    const b = await trainOpinion("de", items, { mask: true, english: false });
    for (const p of probe) {
      const [x, y] = [await a.ask(p), await b.ask(p)];
      expect(x).toEqual(y);
      expect(x.intent, p.text).toBe(effectOf(p));
    }
  });
});

describe("the gates", () => {
  const done = reply(1, "done", ["done"]);
  const says = (o: Opinion) => new Map([[done, o]]);

  it("agree: keeps a reading only when the classifier names the same effect at the threshold or above", () => {
    expect(gateAt(says({ intent: "done", score: 0.9 }), 0.5, "agree")(done, "done")).toBe(true);
    expect(gateAt(says({ intent: "done", score: 0.4 }), 0.5, "agree")(done, "done")).toBe(false);
    expect(gateAt(says({ intent: "snooze", score: 0.9 }), 0.5, "agree")(done, "done")).toBe(false);
  });

  it("veto: drops a reading only when the classifier names another effect at the threshold or above", () => {
    expect(gateAt(says({ intent: "snooze", score: 0.96 }), 0.95, "veto")(done, "done")).toBe(false);
    expect(gateAt(says({ intent: "snooze", score: 0.6 }), 0.95, "veto")(done, "done")).toBe(true);
    expect(gateAt(says({ intent: "done", score: 0.1 }), 0.95, "veto")(done, "done")).toBe(true);
  });

  it("a dropped reading is asked about: right only where the label is unclear, never confidently wrong", () => {
    const items = [reply(1, "done", ["done"]), reply(2, "done", ["not_yet"])];
    const alone = measureHeldoutReplies("en", items);
    expect(alone).toMatchObject({ right: 1, confidentlyWrong: 1, confident: 2 });
    const gated = measureHeldoutReplies("en", items, () => false);
    expect(gated).toMatchObject({ right: 0, confidentlyWrong: 0, confident: 0, asked: 2 });
  });
});

describe("the lift", () => {
  // "done i think" is a done the reader holds below CONFIDENT (a hedge), and "done" is one it is sure of.
  const hedged = reply(1, "done i think", ["done"]);
  const says = (o: Opinion) => new Map([[hedged, o]]);

  it("makes an unsure reading one ZOE acts on only when the classifier names the same effect at the threshold, above the floor", () => {
    expect(liftAt(says({ intent: "done", score: 0.96 }), 0.95, 0.5)(hedged, "done", 0.6)).toBe(true);
    expect(liftAt(says({ intent: "done", score: 0.9 }), 0.95, 0.5)(hedged, "done", 0.6)).toBe(false);
    expect(liftAt(says({ intent: "snooze", score: 0.99 }), 0.95, 0.5)(hedged, "done", 0.6)).toBe(false);
    expect(liftAt(says({ intent: "done", score: 0.99 }), 0.95, 0.5)(hedged, "done", 0.4)).toBe(false);
  });

  it("a lifted reading counts as acted on: right when its effect is the label, confidently wrong when not", () => {
    const items = [hedged, reply(2, "done i think", ["not_yet"])];
    const alone = measureHeldoutReplies("en", items);
    expect(alone).toMatchObject({ confident: 0, confidentlyWrong: 0, asked: 2 });
    const lifted = measureHeldoutReplies("en", items, undefined, () => true);
    expect(lifted).toMatchObject({ confident: 2, right: 1, confidentlyWrong: 1, asked: 0 });
  });
});
