/**
 * An experiment (issue 34, "a reader that is never confidently wrong"): a small intent classifier
 * (NLP.js's neural NLU with its stemmers, trained per language in milliseconds on the labelled
 * development replies) as a SECOND OPINION on the rule-based reader. The reader stays confident
 * only when the classifier names the same effect (done, snooze, stop...) with a score at or above a
 * threshold; otherwise the reply is asked about. The threshold is chosen by k-fold cross-validation
 * on the development material only.
 *   zoe eval --second-opinion              the cross-validated figures on the development replies
 *   zoe eval --second-opinion --replies    the held-out aggregate, reader alone and with the second
 *                                          opinion (trained on all the development replies)
 *   zoe eval --second-opinion --lift       the other direction: an unsure reading with actions made sure
 *                                          when the classifier names the same effect, cross-validated and
 *                                          trained up to the ninth batch, checked on the tenth
 * docs/evaluation.md holds the figures and the decision.
 * Must never: train on or choose anything from eval/heldout/ (the held-out run prints aggregates
 * only); be loaded by ZOE itself (NLP.js is a development dependency; cli.ts imports this lazily).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONFIDENT, wordsFoundIn } from "../threads/index.ts";
import { isLocale } from "../lang/index.ts";
import { HELDOUT_LANGUAGES, measureHeldoutReplies, readHeldoutReplies, readingOf, repliesReport, type HeldoutLanguage, type HeldoutReply, type ReplyFigures, type ReplyGate, type ReplyLift } from "./heldout.ts";
import { CORPUS_THREAD, readCorpus, replyEffect } from "./replies.ts";

const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "threads", "__tests__", "corpus");
const DEV = path.join(CORPUS, "dev");

/** The thresholds the cross-validation tries; the chosen one is pinned below. */
export const THRESHOLDS = [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95] as const;
/** Per mode, the threshold the development material's cross-validation chose (docs/evaluation.md). */
export const CHOSEN_THRESHOLD: Record<"agree" | "veto", number> = { agree: 0, veto: 0.95 };
/** The feeding the cross-validation chose. */
export const CHOSEN_VARIANT: Variant = { mask: true, english: false };
/** How many questions one confident wrong change is worth, when choosing the threshold. */
export const COST = 5;
/** Folds of the cross-validation. */
export const FOLDS = 5;

/**
 * Every labelled development reply of a language: every corpus/dev/replies-<code>*.tsv batch and the
 * language's rows of corpus/replies.tsv, in a fixed order (file name, then line). `batches` keeps
 * only the dev files it accepts (by name: "replies-de-tenth.tsv"); corpus/replies.tsv counts as the
 * first batch. Never corpus/replies-heldout.tsv (held out) nor eval/heldout*.
 */
export function devReplies(lang: HeldoutLanguage, batches: (file: string) => boolean = () => true): HeldoutReply[] {
  const files = readdirSync(DEV)
    .filter((f) => f.startsWith(`replies-${lang}`) && f.endsWith(".tsv") && (f === `replies-${lang}.tsv` || f.startsWith(`replies-${lang}-`)))
    .filter(batches)
    .sort();
  const own = files.flatMap((f) => readHeldoutReplies(lang, DEV, f));
  const shared = batches("replies.tsv")
    ? readCorpus(path.join(CORPUS, "replies.tsv"))
        .filter((r) => r.locale === lang)
        .map((r): HeldoutReply => ({ line: r.line, kind: r.kind, thread: CORPUS_THREAD, text: r.text, actions: r.actions, date: r.date }))
    : [];
  return [...own, ...shared];
}

/** The generalisation check of the brief: fit on the batches up to the ninth, check on the tenth (written before rules for it existed). */
export const isTenth = (file: string) => file.endsWith("-tenth.tsv");
export const beforeTenth = (file: string) => !isTenth(file);

/** The label the classifier learns: the effect the labelled actions have (question and other are one: "conversation"). */
export const effectOf = (item: HeldoutReply) => replyEffect(item.actions.map((a) => ({ action: a }))).key;

/** How the classifier is fed: thread words masked (so it learns the answer, not the thread), English replies added to other languages. */
export interface Variant {
  mask: boolean;
  english: boolean;
}
export const PLAIN: Variant = { mask: false, english: false };

/** The reply with the words that name its thread replaced by one token ("sent the invoice" -> "sent the xthreadx"). */
export function masked(text: string, thread: string): string {
  const named = new Set(wordsFoundIn(text, thread).map((w) => w.toLowerCase()));
  if (!named.size) return text;
  return text.replace(/[\p{L}\p{N}']+/gu, (w) => (named.has(w.toLowerCase()) ? "xthreadx" : w));
}

export interface Opinion {
  intent: string;
  score: number;
}

/** One language's classifier, trained on `items`; `ms` is how long the training took. */
export async function trainOpinion(lang: HeldoutLanguage, items: HeldoutReply[], variant: Variant = PLAIN): Promise<{ ask: (item: HeldoutReply) => Promise<Opinion>; ms: number }> {
  const feed = (i: HeldoutReply) => (variant.mask ? masked(i.text, i.thread) : i.text);
  const extra = variant.english && lang !== "en" ? devReplies("en") : [];
  const [{ default: core }, { default: nlu }, langs] = await Promise.all([import("@nlpjs/core"), import("@nlpjs/nlu"), languagePlugins()]);
  const container = core.containerBootstrap();
  container.use(langs[lang]);
  const model = new nlu.NluNeural({ locale: lang, log: false }, container);
  const start = performance.now();
  await model.train([...items, ...extra].map((i) => ({ utterance: feed(i), intent: effectOf(i) })));
  const ms = performance.now() - start;
  return {
    ms,
    ask: async (item) => {
      const top = (await model.process(feed(item))).classifications[0];
      return top ? { intent: top.intent, score: top.score } : { intent: "None", score: 0 };
    },
  };
}

async function languagePlugins(): Promise<Record<HeldoutLanguage, unknown>> {
  const [en, de, fr, es, pt, it, nl] = await Promise.all([
    import("@nlpjs/lang-en-min"),
    import("@nlpjs/lang-de"),
    import("@nlpjs/lang-fr"),
    import("@nlpjs/lang-es"),
    import("@nlpjs/lang-pt"),
    import("@nlpjs/lang-it"),
    import("@nlpjs/lang-nl"),
  ]);
  return { en: en.default.LangEn, de: de.default.LangDe, fr: fr.default.LangFr, es: es.default.LangEs, pt: pt.default.LangPt, it: it.default.LangIt, nl: nl.default.LangNl };
}

/** The classifier's opinion of every item the reader reads as an ack, sure or not (the gates look at the sure ones, the lift at the others). */
async function opinions(lang: HeldoutLanguage, items: HeldoutReply[], ask: (item: HeldoutReply) => Promise<Opinion>): Promise<Map<HeldoutReply, Opinion>> {
  const out = new Map<HeldoutReply, Opinion>();
  const locale = isLocale(lang) ? lang : undefined;
  for (const item of items) {
    const r = readingOf(item, locale);
    if (r.intent === "ack" && (r.confidence >= CONFIDENT || r.actions.length > 0)) out.set(item, await ask(item));
  }
  return out;
}

/**
 * The gate. "agree" (the brief's): the reading stays confident only when the classifier names the
 * same effect at `threshold` or above. "veto" (a milder variant measured beside it): the reading
 * stays confident unless the classifier names another effect at `threshold` or above.
 */
export type GateMode = "agree" | "veto";
export const gateAt = (seen: Map<HeldoutReply, Opinion>, threshold: number, mode: GateMode = "agree"): ReplyGate => (item, effect) => {
  const o = seen.get(item);
  if (mode === "veto") return !o || o.intent === effect || o.score < threshold;
  return !!o && o.intent === effect && o.score >= threshold;
};
export const MODES: readonly GateMode[] = ["agree", "veto"];

/** The lift's floors (the reader's confidence a reading needs to be lifted at all) and the classifier scores it tries. */
export const FLOORS = [0.35, 0.5, 0.6] as const;
export const LIFT_THRESHOLDS = [0.5, 0.7, 0.8, 0.9, 0.95, 0.98] as const;
/**
 * The lift: a reading with actions that the reader held below CONFIDENT, at `floor` or above,
 * becomes one ZOE acts on when the classifier names the same effect at `threshold` or above.
 */
export const liftAt = (seen: Map<HeldoutReply, Opinion>, threshold: number, floor: number): ReplyLift => (item, effect, confidence) => {
  const o = seen.get(item);
  return confidence >= floor && !!o && o.intent === effect && o.score >= threshold;
};

export interface LiftFigures {
  lang: HeldoutLanguage;
  alone: ReplyFigures;
  /** lifted[f][t]: FLOORS[f], LIFT_THRESHOLDS[t]. */
  lifted: ReplyFigures[][];
}

/** The lift measured on `test` with a classifier trained on `train`. */
async function liftOn(lang: HeldoutLanguage, train: HeldoutReply[], test: HeldoutReply[], variant: Variant): Promise<LiftFigures> {
  const { ask } = await trainOpinion(lang, train, variant);
  const seen = await opinions(lang, test, ask);
  return {
    lang,
    alone: measureHeldoutReplies(lang, test),
    lifted: FLOORS.map((floor) => LIFT_THRESHOLDS.map((t) => measureHeldoutReplies(lang, test, undefined, liftAt(seen, t, floor)))),
  };
}

const addLift = (a: LiftFigures, b: LiftFigures): LiftFigures => ({ lang: a.lang, alone: add(a.alone, b.alone), lifted: a.lifted.map((row, f) => row.map((x, t) => add(x, b.lifted[f]![t]!))) });

/** k-fold cross-validation of the lift on a language's development replies (item i in fold i mod k). */
export async function crossValidateLift(lang: HeldoutLanguage, variant: Variant = CHOSEN_VARIANT, items = devReplies(lang), k = FOLDS): Promise<LiftFigures> {
  let sum: LiftFigures | null = null;
  for (let fold = 0; fold < k; fold++) {
    const got = await liftOn(lang, items.filter((_, i) => i % k !== fold), items.filter((_, i) => i % k === fold), variant);
    sum = sum ? addLift(sum, got) : got;
  }
  return sum!;
}

/** The generalisation check: trained on the batches up to the ninth, measured on the tenth. */
export const tenthCheckLift = (lang: HeldoutLanguage, variant: Variant = CHOSEN_VARIANT) => liftOn(lang, devReplies(lang, beforeTenth), devReplies(lang, isTenth), variant);

/** Sums of several ReplyFigures (folds). */
function add(a: ReplyFigures, b: ReplyFigures): ReplyFigures {
  return { lang: a.lang, total: a.total + b.total, right: a.right + b.right, confidentlyWrong: a.confidentlyWrong + b.confidentlyWrong, confident: a.confident + b.confident, asked: a.asked + b.asked, misses: [] };
}
const zero = (lang: HeldoutLanguage): ReplyFigures => ({ lang, total: 0, right: 0, confidentlyWrong: 0, confident: 0, asked: 0, misses: [] });

export interface CrossValidation {
  lang: HeldoutLanguage;
  alone: ReplyFigures;
  /** The figures with the gate, per mode, one per THRESHOLDS entry. */
  gated: Record<GateMode, ReplyFigures[]>;
  /** Replies whose effect the classifier alone names (its top intent), of `alone.total`. */
  classifierRight: number;
  /** The longest training of a fold, in ms. */
  trainMs: number;
}

/** k-fold cross-validation on a language's development replies (item i is in fold i mod k: deterministic). */
export async function crossValidate(lang: HeldoutLanguage, variant: Variant = PLAIN, items = devReplies(lang), k = FOLDS): Promise<CrossValidation> {
  let alone = zero(lang);
  const gated = { agree: THRESHOLDS.map(() => zero(lang)), veto: THRESHOLDS.map(() => zero(lang)) };
  let trainMs = 0;
  let classifierRight = 0;
  for (let fold = 0; fold < k; fold++) {
    const test = items.filter((_, i) => i % k === fold);
    const train = items.filter((_, i) => i % k !== fold);
    const { ask, ms } = await trainOpinion(lang, train, variant);
    trainMs = Math.max(trainMs, ms);
    const seen = await opinions(lang, test, ask);
    for (const item of test) if ((await ask(item)).intent === effectOf(item)) classifierRight++;
    alone = add(alone, measureHeldoutReplies(lang, test));
    for (const mode of MODES) gated[mode] = gated[mode].map((g, t) => add(g, measureHeldoutReplies(lang, test, gateAt(seen, THRESHOLDS[t]!, mode))));
  }
  return { lang, alone, gated, classifierRight, trainMs };
}

const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);
const cell = (f: ReplyFigures) => `${pct(f.right, f.total)} / ${pct(f.confidentlyWrong, f.total)} (${f.confidentlyWrong})`;

/** `zoe eval --second-opinion [--replies]`. */
export async function secondOpinionCli(argv: string[], out: (line: string) => void): Promise<number> {
  const asked = argv.find((a) => a.startsWith("--variant="))?.slice("--variant=".length).split(",");
  const variant: Variant = asked ? { mask: asked.includes("mask"), english: asked.includes("english") } : CHOSEN_VARIANT;
  if (argv.includes("--replies")) {
    const alone: ReplyFigures[] = [];
    const gated: Record<GateMode, ReplyFigures[]> = { agree: [], veto: [] };
    const times: string[] = [];
    for (const lang of HELDOUT_LANGUAGES) {
      const items = readHeldoutReplies(lang);
      const { ask, ms } = await trainOpinion(lang, devReplies(lang), variant);
      times.push(`${lang} ${ms.toFixed(0)} ms`);
      alone.push(measureHeldoutReplies(lang, items));
      const seen = await opinions(lang, items, ask);
      for (const mode of MODES) gated[mode].push(measureHeldoutReplies(lang, items, gateAt(seen, CHOSEN_THRESHOLD[mode], mode)));
    }
    out("The reader alone:");
    out(repliesReport(alone));
    for (const mode of MODES) {
      out(`\nThe reader with the classifier's second opinion, ${mode} at ${CHOSEN_THRESHOLD[mode]} (trained on all the development replies; training ${times.join(", ")}):`);
      out(repliesReport(gated[mode]));
    }
    return 0;
  }
  if (argv.includes("--lift")) return liftCli(variant, out);
  out(`Variant: ${JSON.stringify(variant)}`);
  out(`Cross-validated (${FOLDS} folds) on the development replies: right / confidently wrong, reader alone and per mode and threshold of the second opinion`);
  const cvs: CrossValidation[] = [];
  for (const lang of HELDOUT_LANGUAGES) cvs.push(await crossValidate(lang, variant));
  const all = (pick: (cv: CrossValidation) => ReplyFigures) => cvs.map(pick).reduce(add, zero("en"));
  const rows: string[][] = [["lang", "replies", "reader alone", "classifier alone right", "train ms"]];
  for (const cv of cvs) rows.push([cv.lang, String(cv.alone.total), cell(cv.alone), pct(cv.classifierRight, cv.alone.total), cv.trainMs.toFixed(0)]);
  const classifierRight = cvs.reduce((n, cv) => n + cv.classifierRight, 0);
  rows.push(["all", String(all((cv) => cv.alone).total), cell(all((cv) => cv.alone)), pct(classifierRight, all((cv) => cv.alone).total), ""]);
  for (const r of rows) out(r.join("\t"));
  for (const mode of MODES) {
    out(`\n${mode}:`);
    out(["lang", ...THRESHOLDS.map((t) => `>= ${t}`)].join("\t"));
    for (const cv of cvs) out([cv.lang, ...cv.gated[mode].map(cell)].join("\t"));
    const sums = THRESHOLDS.map((_, t) => all((cv) => cv.gated[mode][t]!));
    out(["all", ...sums.map(cell)].join("\t"));
    // A confident wrong change costs an owner more than a question: the threshold that keeps the most
    // of (right - COST * confidently wrong), and the reader alone on the same scale.
    const score = (f: ReplyFigures) => f.right - COST * f.confidentlyWrong;
    const best = sums.reduce((b, f, t) => (score(f) > score(sums[b]!) ? t : b), 0);
    out(`best threshold (right - ${COST} x confidently wrong): ${THRESHOLDS[best]} scores ${score(sums[best]!)}; the reader alone scores ${score(all((cv) => cv.alone))}`);
  }
  return 0;
}

/** `zoe eval --second-opinion --lift`: the lift, cross-validated on the development replies, then trained up to the ninth batch and checked on the tenth. */
async function liftCli(variant: Variant, out: (line: string) => void): Promise<number> {
  const score = (f: ReplyFigures) => f.right - COST * f.confidentlyWrong;
  const report = (title: string, figs: LiftFigures[]) => {
    const all = figs.reduce(addLift);
    out(`\n${title}: right / confidently wrong (n), and right - ${COST} x wrong`);
    out(["lang", "replies", "reader alone", ...figs.map((f) => f.lang)].join("\t"));
    out(["alone", String(all.alone.total), `${cell(all.alone)} ${score(all.alone)}`, ...figs.map((f) => cell(f.alone))].join("\t"));
    FLOORS.forEach((floor, fi) =>
      LIFT_THRESHOLDS.forEach((t, ti) => {
        const x = all.lifted[fi]![ti]!;
        out([`floor ${floor} >= ${t}`, String(x.total), `${cell(x)} ${score(x)}`, ...figs.map((f) => cell(f.lifted[fi]![ti]!))].join("\t"));
      }),
    );
  };
  out(`Variant: ${JSON.stringify(variant)}`);
  const cv: LiftFigures[] = [];
  for (const lang of HELDOUT_LANGUAGES) cv.push(await crossValidateLift(lang, variant));
  report(`The lift, cross-validated (${FOLDS} folds) on every development reply`, cv);
  const tenth: LiftFigures[] = [];
  for (const lang of HELDOUT_LANGUAGES) tenth.push(await tenthCheckLift(lang, variant));
  report("The lift trained on the batches up to the ninth, checked on the tenth", tenth);
  return 0;
}
