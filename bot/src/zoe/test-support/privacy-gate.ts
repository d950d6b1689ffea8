/**
 * What the privacy gate does with an owner's line, as the owner would see it, for the gate's
 * corpus tests: the line as it goes out in redact mode (null when it is refused), and what the
 * gate gets wrong on one labelled corpus case. One reading for every corpus test file, so that a
 * "fault" means the same thing in each.
 * Must never: print or return a case's sensitive value (faults name positions and lengths only).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import { Concierge } from "../conversation/concierge.ts";
import { removeSecrets, SECRET_PLACEHOLDER } from "../conversation/index.ts";
import type { CorpusCase, CorpusLang } from "../eval/pii-corpus/types.ts";
import { t } from "../lang/index.ts";
import { OwnerContext } from "../owner.ts";
import { gateOutbound, scan } from "../privacy/gate.ts";
import { queuedModel } from "./queued-model.ts";
import { filesSpace } from "./storage.ts";

/** What an owner's line becomes in redact mode (null when it is refused). */
export function sent(text: string, region = "DE"): string | null {
  const r = gateOutbound(text, "redact", { region });
  return r.ok ? r.body : null;
}

/** The parts of a line the gate flags, region unset, joined by " | " (what a rule's test reads as covered). */
export function covered(text: string): string {
  return scan(text, { region: "" }).map((h) => text.slice(h.start, h.end)).join(" | ");
}

/** The types of what the gate flags in a line, region unset (empty for a line that stays clean). */
export function kinds(text: string): string[] {
  return scan(text, { region: "" }).map((h) => h.type);
}

/**
 * What the gate gets wrong on one case: a missed value, a secret that goes out in redact mode, a
 * letter or digit of a personal value left beside its mask, a run of four or more of a value's
 * characters readable after redaction (unless the run is also in the line outside the value), a
 * clean sentence flagged.
 */
export function corpusFaults(c: CorpusCase): string[] {
  const opts = { region: c.region ?? "DE", allowHandles: c.allowHandles ?? [] };
  const found = scan(c.text, opts);
  if (c.label === "clean") return found.length ? [`flagged: ${found.map((f) => f.type).join(", ")}`] : [];
  const red = gateOutbound(c.text, "redact", opts);
  const out: string[] = [];
  for (const v of [c.sensitive ?? "", ...(c.more ?? [])]) {
    const at = c.text.indexOf(v);
    const end = at + v.length;
    if (!found.some((f) => f.start < end && f.end > at && (c.label === "pii" || f.kind === "secret"))) {
      out.push(`missed ${v.length} characters at ${at}`);
      continue;
    }
    if (c.label === "secret") {
      if (red.ok) out.push("went out in redact mode");
      continue;
    }
    let unmasked = false;
    for (let k = at; k < end; k++) {
      if (/[\p{L}\p{N}]/u.test(c.text.charAt(k)) && !found.some((f) => f.start <= k && f.end > k)) {
        out.push(`left unmasked at ${k - at} of ${v.length}`);
        unmasked = true;
        break;
      }
    }
    if (unmasked || !red.ok) continue;
    const rest = c.text.slice(0, at) + "\u0000" + c.text.slice(end);
    // The masks' own words ("[redacted:street_address]") are no part of the value.
    const body = red.body.replace(/\[redacted:[^\]]*\]/g, "\u0000");
    for (let k = 0; k + 4 <= v.length; k++) {
      const run = v.slice(k, k + 4);
      if (/\s/u.test(run) || !/[\p{L}\p{N}]/u.test(run) || rest.includes(run)) continue;
      if (body.includes(run)) {
        out.push(`a run of 4 readable after redaction at ${k} of ${v.length}`);
        break;
      }
    }
  }
  return out;
}

/**
 * An outside batch holds what it says it holds: at least `total` sentences, `clean` clean look-alikes
 * and `sensitive` secrets or personal values, a share `outsideEnglish` or more not in English, each
 * label in all seven languages, and each sensitive value inside its sentence.
 */
export function expectCorpusShape(corpus: readonly CorpusCase[], min: { total: number; clean: number; sensitive: number; outsideEnglish: number }): void {
  expect(corpus.length).toBeGreaterThanOrEqual(min.total);
  expect(corpus.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(min.clean);
  expect(corpus.filter((c) => c.label !== "clean").length).toBeGreaterThanOrEqual(min.sensitive);
  expect(corpus.filter((c) => c.lang !== "en").length / corpus.length).toBeGreaterThanOrEqual(min.outsideEnglish);
  for (const l of ["en", "de", "fr", "es", "pt", "it", "nl"]) {
    for (const label of ["clean", "secret", "pii"]) expect(new Set(corpus.filter((c) => c.label === label).map((c) => c.lang)), `${label} ${l}`).toContain(l);
  }
  for (const c of corpus) if (c.label !== "clean") expect(c.text).toContain(c.sensitive);
}

/**
 * A probe batch holds what its header says: for each of its groups (the `family` a probe gives its
 * sentences), at least `sensitive` secrets or personal values and `clean` look-alikes written in at
 * least `languages` of the seven languages; and each sensitive value inside its sentence.
 */
export function expectProbeGroups(corpus: readonly CorpusCase[], groups: Record<string, { sensitive: number; clean: number; languages: number }>): void {
  for (const [family, min] of Object.entries(groups)) {
    const of = corpus.filter((c) => c.family === family);
    expect(of.filter((c) => c.label !== "clean").length, family).toBeGreaterThanOrEqual(min.sensitive);
    expect(of.filter((c) => c.label === "clean").length, family).toBeGreaterThanOrEqual(min.clean);
    expect(new Set(of.map((c) => c.lang)).size, family).toBeGreaterThanOrEqual(min.languages);
  }
  for (const c of corpus) if (c.label !== "clean") expect(c.text).toContain(c.sensitive);
}

/** The tokens of a value (runs of letters or digits) an outside reader of the redacted text must not find. */
function visibleParts(c: CorpusCase, body: string): string[] {
  const out: string[] = [];
  for (const v of [c.sensitive ?? "", ...(c.more ?? [])]) {
    const at = c.text.indexOf(v);
    const rest = ` ${c.text.slice(0, at)} ${c.text.slice(at + v.length)} `;
    const masked = ` ${body.replace(/\[redacted:[^\]]*\]/g, " ")} `;
    for (const tok of v.match(/[\p{L}\p{N}]+/gu) ?? []) {
      const whole = new RegExp(`(?<![\\p{L}\\p{N}])${tok}(?![\\p{L}\\p{N}])`, "u");
      if (whole.test(rest)) continue;
      if (whole.test(masked)) out.push(`${tok.length}-character part of ${c.family}`);
    }
  }
  return out;
}

/**
 * An owner's line as it goes out in redact mode with the owner's region unset, as the owner would
 * see it: no corpus fault, a secret refused, a clean line untouched, a personal value masked with
 * nothing of it left readable.
 */
export function expectSentAsOwnerSees(c: CorpusCase): void {
  expect(corpusFaults({ ...c, region: "" })).toEqual([]);
  const r = gateOutbound(c.text, "redact", { region: "" });
  if (c.label === "secret") expect(r.ok).toBe(false);
  else if (c.label === "clean") expect(r).toMatchObject({ ok: true, body: c.text });
  else {
    expect(r.ok).toBe(true);
    if (r.ok) expect(visibleParts(c, r.body)).toEqual([]);
  }
}

/**
 * The model answers `reply` and asks to append two lines to the owner's working memory: `secretLine`
 * (carrying `value`) and a harmless `keptLine`. The secret's write is refused, the other kept, and the
 * owner reads the refusal in their language under the reply; `value` is nowhere in memory.
 */
export async function expectMemorySecretRefused(c: { lang: CorpusLang; reply: string; secretLine: string; value: string; keptLine: string; at: string }): Promise<void> {
  const home = mkdtempSync(path.join(os.tmpdir(), "zoe-memory-secret-"));
  try {
    const model = queuedModel([
      { toolCalls: [{ name: "respond", input: { reply: c.reply, memory_ops: [{ block: "working", op: "append", text: c.secretLine }, { block: "working", op: "append", text: c.keptLine }] } }] },
    ]);
    const owner = new OwnerContext("36", filesSpace(home), silentLogger, c.lang);
    const concierge = new Concierge({ model, clock: new ManualClock(c.at), logger: silentLogger, timeZone: "Europe/Berlin" });
    const r = await concierge.turn(owner, { text: c.secretLine });
    expect(r.reply).toBe(`${c.reply}\n\n${t(c.lang, "memory.secretRefused")}`);
    const blocks = await owner.memory.blocks();
    expect(blocks.working).toBe(c.keptLine);
    expect(JSON.stringify(blocks)).not.toContain(c.value);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The value and its further values, each readable nowhere in a kept message once secrets are removed. */
export function secretPartsLeft(c: CorpusCase): string[] {
  const r = removeSecrets(c.text);
  const left: string[] = [];
  for (const v of [c.sensitive ?? "", ...(c.more ?? [])]) {
    const rest = ` ${c.text.split(v).join(" ")} `;
    for (const tok of v.match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (tok.length < 2) continue;
      const whole = new RegExp(`(?<![\\p{L}\\p{N}])${tok}(?![\\p{L}\\p{N}])`, "u");
      if (whole.test(rest)) continue;
      if (whole.test(r.text)) left.push(`${tok.length}-character part of a ${v.length}-character value`);
    }
  }
  return left;
}

/**
 * An outside probe batch of issue #36 held to what it says and read as the owner sees it: at least
 * 200 cases, half or more outside English, 40 or more in Dutch, 60 or more clean, each family with
 * its `groups` minimums; every line as it goes out in redact mode with the region unset; every secret
 * masked in a kept message leaving nothing readable. `knownSent` / `knownMasked` are the case numbers
 * the gate still gets wrong at the default seed, each an `it.fails` so a fix shows until it leaves the list.
 */
export function describeOutsideProbe(
  letter: string,
  cases: readonly CorpusCase[],
  groups: Record<string, { sensitive: number; clean: number; languages: number }>,
  known: { sent: readonly number[]; masked: readonly number[] },
): void {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c }));
  const seeded = process.env.PROBE_SEED === undefined;
  const isKnown = (list: readonly number[]) => (x: { i: number }): boolean => seeded && list.includes(x.i);

  describe(`outside probe (${letter}), #36: the batch holds what it says`, () => {
    it("≥200 cases, half or more outside English, 40 or more in Dutch, 60 or more clean, each family in all seven languages", () => {
      expect(cases.length).toBeGreaterThanOrEqual(200);
      expect(cases.filter((c) => c.lang !== "en").length / cases.length).toBeGreaterThanOrEqual(0.5);
      expect(cases.filter((c) => c.lang === "nl").length).toBeGreaterThanOrEqual(40);
      expect(cases.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(60);
      expectProbeGroups(cases, groups);
    });
  });

  describe(`outside probe (${letter}), #36: a line as it goes out in redact mode, region unset`, () => {
    const k = isKnown(known.sent);
    it.each(named.filter((x) => !k(x)))("$name", ({ c }) => expectSentAsOwnerSees(c));
    it.fails.each(named.filter((x) => k(x)))("known miss: $name", ({ c }) => expectSentAsOwnerSees(c));
  });

  describe(`outside probe (${letter}), #36: a secret masked in a kept message leaves nothing of it readable`, () => {
    const k = isKnown(known.masked);
    const secrets = named.filter(({ c }) => c.label === "secret");
    it.each(secrets.filter((x) => !k(x)))("$name", ({ c }) => {
      expect(secretPartsLeft(c)).toEqual([]);
    });
    it.fails.each(secrets.filter((x) => k(x)))("known miss: $name", ({ c }) => {
      expect(secretPartsLeft(c)).toEqual([]);
    });
  });
}

/**
 * What a probe batch written for the languages outside English must hold: 200 cases or more, 60 % or more outside
 * English, Dutch (the language with the most misses) the most of all, 60 or more clean, and each family's minimums.
 */
export function expectOutsideEnglishBatch(cases: readonly CorpusCase[], groups: Record<string, { sensitive: number; clean: number; languages: number }>): void {
  expect(cases.length).toBeGreaterThanOrEqual(200);
  expect(cases.filter((c) => c.lang !== "en").length / cases.length).toBeGreaterThanOrEqual(0.6);
  const perLang = (l: string): number => cases.filter((c) => c.lang === l).length;
  for (const l of ["en", "de", "fr", "es", "pt", "it"]) expect(perLang("nl")).toBeGreaterThan(perLang(l));
  expect(cases.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(60);
  expectProbeGroups(cases, groups);
}

/**
 * A probe batch pinned in two tests (CI time: a few tests for a whole batch, not one a line): the cases the gate
 * sends wrong in redact mode with the region unset, and those whose secret (masked in a kept message) or personal
 * value (after redaction) leaves a part readable, each listed by number at the default seed, so that a fix or a new
 * fault both change the list. With another `PROBE_SEED`, at most `maxWrongShare` of the batch may go out wrong.
 */
export function pinProbeBatch(cases: readonly CorpusCase[], known: { sent: readonly number[]; masked: readonly number[]; leak: readonly number[] }, maxWrongShare: number): void {
  const seeded = process.env.PROBE_SEED === undefined;
  const failing = (check: (c: CorpusCase) => boolean): number[] => cases.flatMap((c, i) => (check(c) ? [] : [i]));
  const sentRight = (c: CorpusCase): boolean => {
    try {
      expectSentAsOwnerSees(c);
      return true;
    } catch {
      return false;
    }
  };
  it("every line goes out as the owner would see it in redact mode, region unset, but the known misses", () => {
    const wrong = failing(sentRight);
    if (seeded) expect(wrong).toEqual(known.sent);
    else expect(wrong.length).toBeLessThanOrEqual(Math.ceil(cases.length * maxWrongShare));
  });
  it("a secret masked in a kept message, and a personal value after redaction, leaves nothing readable but the known misses", () => {
    const masked = failing((c) => c.label !== "secret" || secretPartsLeft(c).length === 0);
    const leaking = failing((c) => c.label === "clean" || valuePartsLeft(c).length === 0);
    if (seeded) {
      expect(masked).toEqual(known.masked);
      expect(leaking).toEqual(known.leak);
    }
  });
}

/** Letters and digits only, lower case: how a reader would find a value's piece whatever its spacing. */
const plainChars = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}\u0000]/gu, "");

/**
 * The parts of a case's values readable in what leaves, as the owner would see it with the region
 * unset: the redacted line for personal data (nothing when the gate refuses it), the kept message for
 * a secret. A part is three digits in a row of the value's digits or four of its letters and digits,
 * found in what leaves but nowhere in the line outside every occurrence of the values. Names
 * positions only, never the value.
 */
export function valuePartsLeft(c: CorpusCase): string[] {
  const values = [c.sensitive ?? "", ...(c.more ?? [])].filter((v) => v.length >= 3);
  let left: string;
  if (c.label === "secret") left = removeSecrets(c.text).text.split(SECRET_PLACEHOLDER).join("\u0000");
  else {
    const r = gateOutbound(c.text, "redact", { region: "" });
    if (!r.ok) return [];
    left = r.body.replace(/\[redacted:[^\]]*\]/g, "\u0000");
  }
  let rest = c.text;
  for (const v of [...values].sort((a, b) => b.length - a.length)) rest = rest.split(v).join("\u0000");
  const body = plainChars(left);
  const outside = plainChars(rest);
  const out: string[] = [];
  for (const v of values) {
    const digits = v.replace(/\D/g, "");
    const chars = plainChars(v);
    for (let k = 0; k + 3 <= digits.length; k++) {
      const w = digits.slice(k, k + 3);
      if (body.includes(w) && !outside.includes(w)) {
        out.push(`3 digits at ${k} of a ${v.length}-character value`);
        break;
      }
    }
    for (let k = 0; k + 4 <= chars.length; k++) {
      const w = chars.slice(k, k + 4);
      if (body.includes(w) && !outside.includes(w)) {
        out.push(`4 characters at ${k} of a ${v.length}-character value`);
        break;
      }
    }
  }
  return out;
}
