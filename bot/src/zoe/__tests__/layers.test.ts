/**
 * The layering and the feature boundaries a newcomer can rely on, read from the real import graph
 * (TypeScript's own scanner, so comments and strings never count). docs/architecture.md draws them:
 * base/ (logging, clock, configuration types) under everything; each feature a folder that other
 * folders reach only through its index.ts; the shell (the `zoe` command, wiring) on top; test
 * doubles only where replays and tests use them.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ZOE = path.resolve(import.meta.dirname, "..");

function modules(dir = ZOE): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...modules(p));
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out;
}

const rel = (file: string) => path.relative(ZOE, file).split(path.sep).join("/");
/** The folder of bot/src/zoe a module sits in ("" for the core files at the top level). */
const area = (file: string) => (rel(file).includes("/") ? rel(file).split("/")[0]! : "");
/** A test file: anything under a `__tests__` folder. Tests may reach into any module they pin. */
const isTest = (file: string) => rel(file).split("/").includes("__tests__");

interface Import {
  target: string;
  typeOnly: boolean;
  dynamic: boolean;
}

/** Every relative import of a module, resolved to a path, with whether it is type-only or dynamic. */
function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, "utf8");
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  // Import and export declarations stand at the top level of a module only.
  for (const node of src.statements) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      if (spec.startsWith(".")) found.push({ target: path.resolve(path.dirname(file), spec), typeOnly, dynamic: false });
    }
  }
  // A dynamic import() may sit anywhere; the whole tree is walked only in a file that has one.
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg) && arg.text.startsWith(".")) found.push({ target: path.resolve(path.dirname(file), arg.text), typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  if (/\bimport\s*\(/.test(text)) visit(src);
  return found;
}

const all = modules();
const production = all.filter((f) => !isTest(f) && area(f) !== "test-support");
/** Areas that are tools around ZOE rather than ZOE: they may wire ZOE up like the shell does. */
const TOOLS = new Set(["shell", "eval"]);
/** The feature folders, each with an index.ts that is its only door. */
const FEATURES = [...new Set(all.map(area))].filter((a) => a !== "" && a !== "base" && a !== "__tests__" && a !== "test-support");
/**
 * Modules loaded on demand, so that `npm start` does not load what it may never use (the pg
 * driver, the Telegram client without a token, the replay harness): a dynamic import() may name
 * them directly instead of their folder's index.
 */
const LAZY = new Set([
  "storage/postgres/database.ts",
  "storage/postgres/migrations.ts",
  "storage/postgres/space.ts",
  "storage/postgres/snapshot.ts",
  "storage/postgres/coordination.ts",
  "channels/telegram/index.ts",
  "eval/cli.ts",
  "access/pairing.ts",
]);
const show = (from: string, i: Import) => `${rel(from)} -> ${rel(i.target)}`;

describe("layers", () => {
  it("finds the modules it checks (the scan itself works)", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(FEATURES).toEqual(expect.arrayContaining(["threads", "goals", "tick", "memory", "posts", "calendar", "privacy", "channels", "storage", "lang", "shell"]));
    expect(importsOf(path.join(ZOE, "shell", "runtime.ts")).some((i) => area(i.target) === "base")).toBe(true);
  });

  it("the top level holds only the core: the Zoe app and the owner's state", () => {
    const top = fs.readdirSync(ZOE).filter((n) => n.endsWith(".ts"));
    expect(top.sort()).toEqual(["app.ts", "owner.ts"]);
  });

  it("every feature folder has an index.ts, and other folders import a feature only through it", () => {
    for (const f of FEATURES.filter((a) => !TOOLS.has(a))) expect(fs.existsSync(path.join(ZOE, f, "index.ts")), `${f}/index.ts`).toBe(true);
    const offenders = production.flatMap((f) =>
      importsOf(f)
        .filter((i) => {
          const to = area(i.target);
          if (rel(i.target).startsWith("..")) return false; // bench/, outside ZOE's source
          if (to === area(f) || to === "" || to === "base" || to === "test-support") return false; // doubles: the next test

          if (i.dynamic && LAZY.has(rel(i.target))) return false;
          return rel(i.target) !== `${to}/index.ts`;
        })
        .map((i) => show(f, i)),
    );
    expect(offenders).toEqual([]);
  });

  it("no domain module imports the shell: logging, the clock and the configuration types come from base/", () => {
    const offenders = production
      .filter((f) => !TOOLS.has(area(f)))
      .flatMap((f) => importsOf(f).filter((i) => area(i.target) === "shell").map((i) => show(f, i)));
    expect(offenders).toEqual([]);
  });

  it("base/ stands on nothing of ZOE's but other base modules, not even a type", () => {
    const offenders = production
      .filter((f) => area(f) === "base")
      .flatMap((f) => importsOf(f).filter((i) => area(i.target) !== "base").map((i) => show(f, i)));
    expect(offenders).toEqual([]);
    for (const name of ["log.ts", "clock.ts", "config.ts"]) expect(fs.existsSync(path.join(ZOE, "base", name))).toBe(true);
  });

  it("test doubles live in test-support/ and only replays and tests use them", () => {
    const doubles = all.filter((f) => area(f) === "test-support");
    expect(doubles.map((f) => path.basename(f))).toEqual(expect.arrayContaining(["scripted-model.ts", "scripted-calendar.ts", "telegram-emulator.ts", "fake-anthropic.ts"]));
    const offenders = production
      .filter((f) => area(f) !== "eval")
      .flatMap((f) => importsOf(f).filter((i) => area(i.target) === "test-support").map((i) => show(f, i)));
    expect(offenders).toEqual([]);
    // Nothing that imitates a model or a calendar is left beside the production code.
    const misplaced = production.filter((f) => !TOOLS.has(area(f))).filter((f) => /(^|\/)(scripted|fake|stub|mock)[^/]*\.ts$/i.test(rel(f)));
    expect(misplaced).toEqual([]);
  });

  it("one module changes threads: no other production module opens a thread transaction or sets a thread's fields", () => {
    const OWNER = new Set(["threads/transitions.ts", "threads/store.ts"]);
    const THREAD_FIELDS = new Set(["due_at", "due_phrase", "asked_reminder", "snooze_until", "snooze_count", "nudge_count", "unanswered_nudges", "last_nudged_at", "op_keys"]);
    const offenders: string[] = [];
    for (const f of production) {
      const r = rel(f);
      if (OWNER.has(r)) continue;
      const text = fs.readFileSync(f, "utf8");
      // A module without any of these names can hold no offence: only the others are parsed.
      if (!["transact", "amend", "ThreadStore", ...THREAD_FIELDS].some((name) => text.includes(name))) continue;
      const src = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        // owner.threads.transact(...), owner.threads.amend(...), store.transact(...) on a ThreadStore
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
          const method = node.expression.name.text;
          const target = node.expression.expression.getText(src);
          if ((method === "transact" || method === "amend") && /(^|\.)threads$/.test(target)) offenders.push(`${r}: ${node.getText(src).slice(0, 60)}`);
        }
        // t.unanswered_nudges = 0, t.nudge_count += 1, t.snooze_count++ ...
        const assigned =
          ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
            ? node.left
            : (ts.isPostfixUnaryExpression(node) || ts.isPrefixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
              ? node.operand
              : null;
        if (assigned && ts.isPropertyAccessExpression(assigned) && THREAD_FIELDS.has(assigned.name.text)) offenders.push(`${r}: ${node.getText(src).slice(0, 60)}`);
        if (ts.isNewExpression(node) && node.expression.getText(src) === "ThreadStore" && r !== "owner.ts") offenders.push(`${r}: new ThreadStore`);
        ts.forEachChild(node, visit);
      };
      visit(src);
    }
    expect(offenders).toEqual([]);
  });

  it("the thread transitions are threads/transitions.ts's exports", async () => {
    const ops = await import("../threads/transitions.ts");
    for (const fn of ["applyOps", "applyThreadOps", "openThread", "resolveThread", "snoozeThread", "dropThread", "untrack", "untrackThread", "recordNudge", "nudgeRecorded", "replyReceived", "resetSnoozes", "noteEpisode"]) {
      expect(typeof (ops as Record<string, unknown>)[fn], fn).toBe("function");
    }
    // And nobody else offers one: the acknowledgements no longer export their own.
    expect("recordNudge" in (await import("../threads/ack.ts"))).toBe(false);
  });
});
