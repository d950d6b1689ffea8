/**
 * The privacy gate against its labelled corpus: the targets hold on the tuning part, the
 * held-out part (written after the rules) stays close, the corpus is big and well-formed, and no
 * corpus source file itself contains a value the gate would flag (fixtures are built at run time).
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evaluatePrivacy, privacyCorpora, privacyReport } from "../../eval/pii-eval.ts";
import { meetsTargets, privacyEvalCli } from "../../eval/pii-cli.ts";
import { scan } from "../gate.ts";

const parts = privacyCorpora();
const [tuning, holdout] = parts.map(([name, cases]) => ({ name, cases, figs: evaluatePrivacy(name, cases, () => 0) }));

describe("the labelled privacy corpus", () => {
  it("has at least 400 sentences across secret, pii and clean, each sensitive part inside its text", () => {
    const all = parts.flatMap(([, c]) => c);
    expect(all.length).toBeGreaterThanOrEqual(400);
    for (const label of ["secret", "pii", "clean"] as const) expect(all.filter((c) => c.label === label).length).toBeGreaterThan(60);
    for (const c of all) {
      if (c.label === "clean") expect(c.sensitive).toBeUndefined();
      else for (const v of [c.sensitive, ...(c.more ?? [])]) expect(c.text, c.family).toContain(v);
    }
  });

  it("is the same on every run (seeded fake values)", () => {
    expect(privacyCorpora().map(([, c]) => c.map((x) => x.text))).toEqual(parts.map(([, c]) => c.map((x) => x.text)));
  });

  it("covers the families the issue lists", () => {
    const fams = new Set(parts.flatMap(([, c]) => c.map((x) => `${x.label}:${x.family}`)));
    for (const f of [
      "secret:aws", "secret:github", "secret:gitlab", "secret:slack", "secret:stripe", "secret:openai", "secret:anthropic",
      "secret:google", "secret:telegram", "secret:twilio", "secret:sendgrid", "secret:discord", "secret:npm", "secret:pypi",
      "secret:docker", "secret:huggingface", "secret:private_key", "secret:jwt", "secret:auth_header", "secret:cookie",
      "secret:credential_url", "secret:curl", "secret:otpauth", "secret:seed_phrase", "secret:hex_key", "secret:assignment",
      "secret:prose_password", "secret:entropy_blob", "pii:email", "pii:phone", "pii:card", "pii:iban", "pii:ssn",
      "pii:uk_nino", "pii:cpf", "pii:aadhaar", "pii:pan", "pii:steuer_id", "pii:passport", "pii:driving_licence",
      "pii:dob", "pii:address", "pii:handle",
    ]) expect(fams, f).toContain(f);
  });
});

describe("targets on the tuning corpus", () => {
  it("catches every secret family completely", () => {
    for (const f of tuning!.figs.families.filter((x) => x.label === "secret")) expect(f.caught, f.family).toBe(f.total);
  });
  it("catches at least 97% of personal data, with zero redact-mode leaks", () => {
    expect(tuning!.figs.pii.caught / tuning!.figs.pii.total).toBeGreaterThanOrEqual(0.97);
    expect(tuning!.figs.pii.leaks).toBe(0);
  });
  it("flags at most 2% of clean sentences", () => {
    expect(tuning!.figs.clean.flagged / tuning!.figs.clean.total).toBeLessThanOrEqual(0.02);
  });
  it("no secret sentence gets out in redact mode", () => {
    for (const f of tuning!.figs.families.filter((x) => x.label === "secret")) expect(f.leaks, f.family).toBe(0);
  });
});

describe("the held-out corpus (not used for tuning)", () => {
  it("stays close to the targets on sentences the rules were not tuned against", () => {
    const f = holdout!.figs;
    expect(f.secret.caught / f.secret.total).toBeGreaterThanOrEqual(0.95);
    expect(f.pii.caught / f.pii.total).toBeGreaterThanOrEqual(0.95);
    expect(f.clean.flagged / f.clean.total).toBeLessThanOrEqual(0.05);
    expect(f.pii.leaks).toBe(0);
  });
});

describe("zoe eval --pii", () => {
  it("prints recall per family, false positives, leaks and scan time, without any sensitive value", async () => {
    const lines: string[] = [];
    const code = await privacyEvalCli(["--pii", "--no-secretlint", "--verbose"], (l) => lines.push(l));
    const text = lines.join("\n");
    // The exit code follows the run's own verdict. It is not compared with a second run's: the
    // scan-time target is a measurement, and two runs on a loaded machine may fall either side of it.
    expect(code).toBe(text.includes("All targets met on the tuning corpus.") ? 0 : 1);
    expect(text).toMatch(/(All targets met|A target is missed) on the tuning corpus\./);
    for (const needle of ["secret recall", "PII recall", "false positives (clean)", "redact-mode leaks", "µs per kB", "held-out corpus", "tuning corpus", "untuned corpus", "untuned corpus, per language"]) {
      expect(text).toContain(needle);
    }
    // The untuned part (issue #36) is reported per language, every language ZOE reads.
    for (const lang of ["en", "de", "fr", "es", "pt", "it", "nl"]) expect(text).toMatch(new RegExp(`^${lang}\\s+\\d+\\.\\d%`, "m"));
    expect(text).toMatch(/secret\s+aws\s+\d+\s+\d+\s+100\.0%/);
    for (const c of parts.flatMap(([, cs]) => cs)) if (c.sensitive && c.sensitive.length > 6) expect(text).not.toContain(c.sensitive);
    // The whole evaluation, timing loops included, runs here: 12 s alone, but on a shared machine
    // under heavy load it has passed 120 s, so it gets room (its figures are not timed here).
  }, 300_000);

  it("a part meets the targets only with every secret family caught and the scan under 500 µs per kB", () => {
    const figs = { ...tuning!.figs, usPerKb: 100 };
    expect(meetsTargets(figs)).toBe(meetsTargets({ ...figs, usPerKb: 100 }));
    expect(meetsTargets({ ...figs, usPerKb: 900 })).toBe(false);
    const missed = { ...figs, families: [...figs.families, { label: "secret" as const, family: "x", total: 2, caught: 1, leaks: 0, misses: [0] }] };
    expect(meetsTargets(missed)).toBe(false);
  });

  it("refuses an unknown argument with usage", async () => {
    const lines: string[] = [];
    expect(await privacyEvalCli(["--pii", "--bogus"], (l) => lines.push(l))).toBe(2);
    expect(lines.join("\n")).toContain("Usage: zoe eval --pii");
  });

  it("report lists misses by index only", () => {
    const figs = evaluatePrivacy("t", [{ label: "secret", family: "x", text: "nothing here", sensitive: "here" }], () => 0);
    expect(figs.families[0]!.misses).toEqual([0]);
    expect(privacyReport([figs], true)).toContain("missed secret/x: case #0");
  });
});

describe("the corpus sources hold no literal secret", () => {
  it("scanning the fixture files finds no secret (values are assembled at run time)", async () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "eval", "pii-corpus");
    for (const file of await fs.readdir(dir)) {
      const src = await fs.readFile(path.join(dir, file), "utf8");
      const secrets = scan(src).filter((f) => f.kind === "secret" && !["password_in_prose", "password_assignment", "url_credentials", "hex_private_key", "high_entropy_blob"].includes(f.type));
      expect(secrets.map((f) => `${file}: ${f.type}`)).toEqual([]);
    }
  });
});
