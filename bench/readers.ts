/**
 * The readers' benchmark: how long the offline capture (`extractCommitments`) takes a message and
 * the reply reader (`classifyReply`) a reply, over every development sentence and reply of
 * threads/__tests__/corpus (dev/capture-*.tsv, dev/replies-*.tsv and replies.tsv), in µs each.
 * An owner's ZOE pays the capture on every message it reads, and the fast test tier pays both on
 * every corpus it checks. The same texts feed bench/readers-diff.ts (speed work that must not
 * change a reading).
 * Must never: run in the test suite (it reads the wall clock), or read held-out material
 * (eval/heldout, corpus/replies-heldout.tsv).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isLocale, type Locale } from "../bot/src/zoe/lang/index.ts";
import { classifyReply, extractCommitments } from "../bot/src/zoe/threads/index.ts";
import { summary, type Figure } from "./stats.ts";

const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "bot", "src", "zoe", "threads", "__tests__", "corpus");
const DEV = path.join(CORPUS, "dev");

/** A data line's columns (comments and blank lines skipped). */
function dataLines(file: string): string[][] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => l.split("\t"));
}

export interface CaptureText {
  file: string;
  locale: Locale;
  text: string;
}

export interface ReplyText {
  file: string;
  locale: Locale;
  kind: "nudge" | "decision";
  summary: string | undefined;
  text: string;
}

/** Every development message of the capture, as the capture corpus test reads it ("\n" a line break, brackets out). */
export function captureTexts(): CaptureText[] {
  return readdirSync(DEV)
    .filter((f) => /^capture-[a-z]{2}(?:-[a-z]+)?\.tsv$/.test(f))
    .sort()
    .flatMap((file) => {
      const locale = file.slice(8, 10);
      if (!isLocale(locale)) throw new Error(`${file}: no language of ZOE's`);
      return dataLines(path.join(DEV, file)).map(([, sentence]) => ({ file, locale, text: (sentence ?? "").replace(/[[\]]/g, "").replace(/\\n/g, "\n") }));
    });
}

/** Every development reply, against its own thread (dev/replies-*.tsv), and the labelled replies.tsv (no thread). */
export function replyTexts(): ReplyText[] {
  const dev = readdirSync(DEV)
    .filter((f) => /^replies-[a-z]{2}(?:-[a-z]+)?\.tsv$/.test(f))
    .sort()
    .flatMap((file) => {
      const locale = file.slice(8, 10);
      if (!isLocale(locale)) throw new Error(`${file}: no language of ZOE's`);
      return dataLines(path.join(DEV, file)).map(([kind, thread, text]) => ({ file, locale, kind: kind === "decision" ? ("decision" as const) : ("nudge" as const), summary: thread, text: text ?? "" }));
    });
  const labelled = dataLines(path.join(CORPUS, "replies.tsv")).map(([locale, kind, text]) => {
    if (!isLocale(locale)) throw new Error(`replies.tsv: no language of ZOE's: ${locale}`);
    return { file: "replies.tsv", locale, kind: kind === "decision" ? ("decision" as const) : ("nudge" as const), summary: undefined, text: text ?? "" };
  });
  return [...dev, ...labelled];
}

/** The capture of one message, as ZOE reads it. */
export const capture = (c: CaptureText) => extractCommitments(c.text, c.locale);
/** The reader's reading of one reply. */
export const readReply = (r: ReplyText) => classifyReply(r.text, { kind: r.kind, locale: r.locale, ...(r.summary ? { summary: r.summary } : {}) });

/** Texts read first to warm up (modules, chrono-node, compiled expressions), and not measured. */
const WARM = 50;

/**
 * `fn` over `items` after the first WARM of them, each text read once: a message ZOE has not read
 * before, as an owner's is (the grammar keeps recent answers, so a second pass would measure those
 * instead). The CPU time of the whole pass a text (what a shared machine's load changes least),
 * and the wall time of each one's median and p99.
 */
function perText<T>(items: T[], fn: (item: T) => unknown): { cpu: number; median: number; p99: number } {
  for (const item of items.slice(0, WARM)) fn(item);
  const measured = items.slice(WARM);
  const samples: number[] = [];
  const cpu0 = process.cpuUsage();
  for (const item of measured) {
    const t0 = performance.now();
    fn(item);
    samples.push((performance.now() - t0) * 1000);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ...summary(samples), cpu: (cpu.user + cpu.system) / measured.length };
}

export function readersBench(): Figure[] {
  const sentences = captureTexts();
  const replies = replyTexts();
  const cap = perText(sentences, capture);
  const rep = perText(replies, readReply);
  return [
    { bench: "readers", metric: "capture (extractCommitments), CPU a message", value: cap.cpu, unit: "µs", note: `${sentences.length - WARM} development messages, each read once` },
    { bench: "readers", metric: "capture (extractCommitments), wall median", value: cap.median, unit: "µs" },
    { bench: "readers", metric: "capture (extractCommitments), wall p99", value: cap.p99, unit: "µs" },
    { bench: "readers", metric: "reply reader (classifyReply), CPU a reply", value: rep.cpu, unit: "µs", note: `${replies.length - WARM} development replies, each read once` },
    { bench: "readers", metric: "reply reader (classifyReply), wall median", value: rep.median, unit: "µs" },
    { bench: "readers", metric: "reply reader (classifyReply), wall p99", value: rep.p99, unit: "µs" },
  ];
}
