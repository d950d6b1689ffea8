/**
 * The test tiers hold (test-support/tiers.ts, docs/testing.md), read from what each test
 * file imports (TypeScript's own scanner, as layers.test.ts reads the source): a fast-tier file
 * imports nothing that starts a process or a server, an e2e file does, the files that replace a
 * module are the ones listed as such, and the benchmarks reach nothing of the tests or of vitest.
 * What a file starts through production code it calls is caught when it runs (test-support/fast-tier.ts).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { E2E_LONG_FILES, E2E_SUFFIX, LONG_FILES, OWN_MODULES, SOLO_FILES, STARTERS } from "../test-support/tiers.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : []));
}

const tests = walk(path.join(ROOT, "bot/src")).filter((f) => f.endsWith(".test.ts") && rel(f).split("/").includes("__tests__"));
const isE2e = (file: string) => file.endsWith(E2E_SUFFIX);

interface Import {
  spec: string;
  /** The file a relative import names; null for a package or a Node module. */
  target: string | null;
  typeOnly: boolean;
}

const sources = new Map<string, ts.SourceFile>();
const parse = (file: string) => {
  let src = sources.get(file);
  if (!src) sources.set(file, (src = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false)));
  return src;
};

/** Every import of a module, static or dynamic, with whether it is erased (type-only). */
function importsOf(file: string): Import[] {
  const found: Import[] = [];
  const add = (spec: string, typeOnly: boolean) => found.push({ spec, target: spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : null, typeOnly });
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      const namedOnlyTypes = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && !clause.name && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier.text, ts.isImportDeclaration(node) ? Boolean(clause?.isTypeOnly || namedOnlyTypes) : node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

const STARTING = new Set(STARTERS);
const startsItself = (spec: string) => STARTING.has(spec.replace(/^node:/, ""));
/** The helpers around the tests, followed through their own imports: test-support/ and bench/ (not production code, which starts nothing unless asked). */
const isHelper = (file: string) => rel(file).startsWith("bot/src/zoe/test-support/") || rel(file).startsWith("bench/");

/**
 * Why a module starts a process or a server when used: the chain of imports to a starter
 * ("telegram-emulator.ts -> node:http"), or null. Followed through test-support/ and bench/.
 */
function startChain(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const i of importsOf(file)) {
    if (i.typeOnly) continue;
    if (startsItself(i.spec)) return i.spec;
    if (i.target && isHelper(i.target) && fs.existsSync(i.target)) {
      const via = startChain(i.target, seen);
      if (via) return `${path.basename(i.target)} -> ${via}`;
    }
  }
  return null;
}

/** The helpers that run several ZOE processes side by side: a cluster, or a bundle started and killed in loops. */
const SIDE_BY_SIDE_HELPERS = ["zoe-cluster.ts", "zoe-bundle.ts"].map((n) => path.join(ROOT, "bot/src/zoe/test-support", n));
/** Whether a file runs several ZOE processes side by side: it imports a helper that does. */
const runsSideBySide = (file: string) => importsOf(file).some((i) => !i.typeOnly && i.target !== null && SIDE_BY_SIDE_HELPERS.includes(i.target));

/** The calls that replace a module for the file (and, in a shared registry, for every file after it). */
function replacesModules(file: string): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === "vi") {
      if (["mock", "doMock", "unmock", "doUnmock", "resetModules"].includes(node.expression.name.text)) found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

describe("the test tiers", () => {
  it("finds what it checks: both tiers, and the helpers that start servers and processes", () => {
    expect(tests.filter((f) => !isE2e(f)).length).toBeGreaterThan(50);
    expect(tests.filter(isE2e).length).toBeGreaterThan(30);
    const support = (name: string) => path.join(ROOT, "bot/src/zoe/test-support", name);
    for (const name of ["telegram-emulator.ts", "fake-anthropic.ts", "fake-bonfire.ts", "postgres.ts", "chromium.ts", "zoe-process.ts", "telegram-zoe.ts"]) {
      expect({ name, starts: startChain(support(name)) !== null }).toEqual({ name, starts: true });
    }
    for (const name of ["until.ts", "scripted-model.ts", "fixtures.ts", "storage.ts"]) expect({ name, chain: startChain(support(name)) }).toEqual({ name, chain: null });
  });

  it("a fast-tier file imports nothing that starts a process or a server (else it is named *.e2e.test.ts)", () => {
    const offenders = tests.filter((f) => !isE2e(f)).flatMap((f) => {
      const chain = startChain(f);
      return chain ? [`${rel(f)} -> ${chain}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it("an e2e file does start one (else it belongs in the fast tier)", () => {
    expect(tests.filter(isE2e).filter((f) => startChain(f) === null).map(rel)).toEqual([]);
  });

  it("the fast-tier files that replace a module are the ones given a module registry of their own", () => {
    const replacing = tests.filter((f) => !isE2e(f) && replacesModules(f)).map(rel);
    expect(replacing.sort()).toEqual([...OWN_MODULES].sort());
  });

  it("the files a cold run starts first are test files that exist, each in its tier", () => {
    const fast = new Set(tests.filter((f) => !isE2e(f)).map(rel));
    expect(LONG_FILES.filter((f) => !fast.has(f))).toEqual([]);
    expect(new Set(LONG_FILES).size).toBe(LONG_FILES.length);
    const e2e = new Set(tests.filter(isE2e).map(rel));
    expect(E2E_LONG_FILES.filter((f) => !e2e.has(f))).toEqual([]);
    expect(new Set(E2E_LONG_FILES).size).toBe(E2E_LONG_FILES.length);
  });

  it("the e2e files that run several ZOE processes side by side are the ones run one at a time (SOLO_FILES)", () => {
    const sideBySide = tests.filter((f) => isE2e(f) && runsSideBySide(f)).map(rel);
    expect(sideBySide.length).toBeGreaterThanOrEqual(4);
    expect([...SOLO_FILES].sort()).toEqual(sideBySide.sort());
  });

  it("the benchmarks reach nothing of the tests and nothing that needs vitest", () => {
    const offenders: string[] = [];
    const seen = new Set<string>();
    const follow = (file: string, from: string) => {
      if (seen.has(file) || !fs.existsSync(file)) return;
      seen.add(file);
      if (rel(file).split("/").includes("__tests__")) offenders.push(`${from} -> ${rel(file)}`);
      for (const i of importsOf(file)) {
        if (i.typeOnly) continue;
        if (i.spec === "vitest" || i.spec.startsWith("vitest/") || i.spec.startsWith("@vitest/")) offenders.push(`${rel(file)} -> ${i.spec}`);
        if (i.target) follow(i.target, rel(file));
      }
    };
    const bench = walk(path.join(ROOT, "bench"));
    for (const f of bench) follow(f, rel(f));
    expect(seen.size).toBeGreaterThan(bench.length + 50); // it followed them into ZOE's source
    expect(offenders).toEqual([]);
  });
});
