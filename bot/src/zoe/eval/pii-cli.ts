/**
 * `zoe eval --pii` (what `npm run eval -- --pii` runs): the privacy-gate report on the labelled
 * corpus, its tuning, held-out and untuned parts separately (the untuned part also per language), with secretlint's recommended preset run over
 * the same secret sentences as a cross-check (secretlint is asynchronous, so it cannot sit inside
 * the synchronous gate; here it only measures).
 * Exit code: 0 when every target is met on the tuning part, 1 when one is missed, 2 on bad arguments.
 * Must never: print a sensitive value.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import type { CorpusCase } from "./pii-corpus/types.ts";
import { evaluatePrivacy, languageReport, privacyCorpora, privacyReport, untunedByLanguage, type PrivacyFigures } from "./pii-eval.ts";

export const PII_EVAL_USAGE = `Usage: zoe eval --pii [--json FILE] [--verbose] [--no-secretlint]
  --json FILE       also write every figure as JSON
  --verbose         list the indices of missed and wrongly flagged sentences
  --no-secretlint   skip the secretlint cross-check`;

type Out = (line: string) => void;

/** Whether a part meets issue #36's targets (clean blocked at most 3%, where the first gate's issue said 2%). */
export function meetsTargets(f: PrivacyFigures): boolean {
  const everySecretFamily = f.families.filter((x) => x.label === "secret").every((x) => x.caught === x.total);
  return (
    everySecretFamily &&
    f.pii.caught >= 0.97 * f.pii.total &&
    f.clean.flagged <= 0.03 * f.clean.total &&
    f.pii.leaks === 0 &&
    f.usPerKb < 500
  );
}

/** secretlint's recommended preset over the secret sentences: how many it flags. */
export async function secretlintCrossCheck(cases: CorpusCase[]): Promise<{ total: number; caught: number } | string> {
  try {
    const { lintSource } = await import("@secretlint/core");
    const { creator } = await import("@secretlint/secretlint-rule-preset-recommend");
    const secrets = cases.filter((c) => c.label === "secret");
    let caught = 0;
    for (const c of secrets) {
      const res = await lintSource({
        source: { filePath: "/corpus.txt", content: c.text, contentType: "text" },
        options: { config: { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: creator }] } },
      });
      if (res.messages.length > 0) caught++;
    }
    return { total: secrets.length, caught };
  } catch (err) {
    return `secretlint unavailable: ${(err as Error).message}`;
  }
}

export async function privacyEvalCli(argv: string[], out: Out): Promise<number> {
  let json: string | null = null;
  let verbose = false;
  let secretlint = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--pii") continue;
    if (a === "--verbose" || a === "-v") verbose = true;
    else if (a === "--no-secretlint") secretlint = false;
    else if (a === "--json" || a.startsWith("--json=")) {
      const v = a.includes("=") ? a.slice(7) : argv[++i];
      if (!v) {
        out(`zoe eval: --json needs a value\n${PII_EVAL_USAGE}`);
        return 2;
      }
      json = path.resolve(v);
    } else {
      out(`zoe eval: unknown argument "${a}"\n${PII_EVAL_USAGE}`);
      return 2;
    }
  }
  const parts = privacyCorpora();
  const figs = parts.map(([name, cases]) => evaluatePrivacy(name, cases));
  out(privacyReport(figs, verbose));
  const byLanguage = untunedByLanguage().map(([lang, cases]) => evaluatePrivacy(lang, cases));
  out(languageReport("untuned", byLanguage));
  const cross: Record<string, unknown> = {};
  if (secretlint) {
    for (const [name, cases] of parts) {
      const r = await secretlintCrossCheck(cases);
      cross[name] = r;
      out(typeof r === "string" ? r : `secretlint recommended preset alone, ${name} corpus: ${r.caught}/${r.total} secret sentences flagged (${((100 * r.caught) / r.total).toFixed(1)}%)`);
    }
  }
  const ok = meetsTargets(figs[0]!);
  out(ok ? "All targets met on the tuning corpus." : "A target is missed on the tuning corpus.");
  if (json) {
    await fs.mkdir(path.dirname(json), { recursive: true });
    await fs.writeFile(json, `${JSON.stringify({ parts: figs, untunedByLanguage: byLanguage, secretlint: cross }, null, 2)}\n`);
    out(`Wrote ${json}`);
  }
  return ok ? 0 : 1;
}
