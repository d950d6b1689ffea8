/**
 * Differential check for speed work on the readers: records what the offline capture and the reply
 * reader make of every development message and reply (bench/readers.ts's texts), and whether each
 * says something is done (threads/closing.ts saidDone, threads/past.ts mayTellDone), into a file, and
 * later compares this tree's readings with that record, in the record's order and then in reverse
 * (a kept answer of the grammar must not depend on what was read before it). Prints each
 * difference (development material only) and the count; exits 1 on any difference.
 * Must never: be part of the shipped code or the test suite, or read held-out material.
 *
 *   node --import tsx bench/readers-diff.ts --record /tmp/readers-before.json
 *   node --import tsx bench/readers-diff.ts --compare /tmp/readers-before.json
 */
import { readFileSync, writeFileSync } from "node:fs";
import { saidDone } from "../bot/src/zoe/threads/closing.ts";
import { mayTellDone } from "../bot/src/zoe/threads/past.ts";
import { capture, captureTexts, readReply, replyTexts } from "./readers.ts";

const [mode, file] = process.argv.slice(2);
if ((mode !== "--record" && mode !== "--compare") || !file) {
  console.error("usage: readers-diff.ts --record|--compare <file.json>");
  process.exit(2);
}

const sentences = captureTexts();
const replies = replyTexts();
/** Every reading as one string a text, keyed by its place in the list (the same texts in both runs). */
type Record = { capture: string[]; replies: string[]; done: string[] };
const read = (order: "forward" | "reverse"): Record => {
  const idx = <T>(xs: T[]) => (order === "forward" ? xs.map((_, i) => i) : xs.map((_, i) => xs.length - 1 - i));
  const cap: string[] = [];
  const rep: string[] = [];
  const done: string[] = [];
  for (const i of idx(sentences)) cap[i] = JSON.stringify(capture(sentences[i]!));
  for (const i of idx(replies)) rep[i] = JSON.stringify(readReply(replies[i]!));
  const all = [...sentences, ...replies];
  for (const i of idx(all)) done[i] = JSON.stringify([saidDone(all[i]!.text, all[i]!.locale), mayTellDone(all[i]!.text, all[i]!.locale)]);
  return { capture: cap, replies: rep, done };
};

const t0 = performance.now();
if (mode === "--record") {
  const rec = read("forward");
  writeFileSync(file, JSON.stringify({ texts: { capture: sentences.map((s) => s.text), replies: replies.map((r) => r.text) }, ...rec }));
  console.log(`recorded ${sentences.length} messages and ${replies.length} replies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  process.exit(0);
}
const before = JSON.parse(readFileSync(file, "utf8")) as Record & { texts: { capture: string[]; replies: string[] } };
if (before.texts.capture.join("\n") !== sentences.map((s) => s.text).join("\n") || before.texts.replies.join("\n") !== replies.map((r) => r.text).join("\n")) {
  console.error("the development texts changed since the record: record again on the old code");
  process.exit(2);
}
let diffs = 0;
for (const order of ["forward", "reverse"] as const) {
  const now = read(order);
  const show = (what: string, text: string, a: string, b: string) => {
    diffs++;
    if (diffs <= 20) console.log(`DIFF ${what} (${order})\n  text: ${JSON.stringify(text)}\n  old:  ${a}\n  new:  ${b}`);
  };
  sentences.forEach((s, i) => now.capture[i] !== before.capture[i] && show(`capture ${s.file}`, s.text, before.capture[i]!, now.capture[i]!));
  replies.forEach((r, i) => now.replies[i] !== before.replies[i] && show(`reply ${r.file}`, r.text, before.replies[i]!, now.replies[i]!));
  [...sentences, ...replies].forEach((t, i) => now.done[i] !== before.done[i] && show(`done ${t.file}`, t.text, before.done[i]!, now.done[i]!));
}
console.log(`${sentences.length} messages and ${replies.length} replies, read forward and in reverse, in ${((performance.now() - t0) / 1000).toFixed(1)} s; differences: ${diffs}`);
process.exit(diffs === 0 ? 0 : 1);
