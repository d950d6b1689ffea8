/**
 * What two replays of one scenario must agree on (equivalence across backends and runs): every
 * push, brief and other message (when, what kind, about what, the text), the replies and the
 * errors logged. Thread and goal ids are random by design (`th-`/`g-` + random characters) and
 * are masked.
 * Must never: be imported by production code.
 */
import type { CapturedPush } from "../eval/capture.ts";
import type { RunResult } from "../eval/harness.ts";

const mask = (s: string | null) => (s === null ? null : s.replace(/\bth-[a-z0-9]{4,8}\b/g, "th-•").replace(/\bg-[a-z0-9]{4,8}\b/g, "g-•"));
const seen = (pushes: CapturedPush[]) => pushes.map((p) => ({ at: new Date(p.at).toISOString(), kind: p.kind, summary: p.summary, text: mask(p.text) }));

/** The comparable view of one replay. */
export const replayView = (r: RunResult) => ({ pushes: seen(r.pushes), briefs: seen(r.briefs), other: seen(r.other), replies: r.replies, problems: r.problems });
