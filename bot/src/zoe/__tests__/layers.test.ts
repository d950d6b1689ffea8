/**
 * The layering a newcomer can rely on, read from the real import graph (TypeScript's own import
 * scanner, so comments and strings never count): base/ (logging, clock, configuration types) under
 * the domain, the shell (the `zoe` command, wiring) on top, and test doubles only where replays and
 * tests use them.
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

/** The folder of bot/src/zoe a module sits in ("" for the top level). */
const area = (file: string) => {
  const rel = path.relative(ZOE, file);
  return rel.includes(path.sep) ? rel.split(path.sep)[0]! : "";
};

/** Every relative import of a module, resolved to a path, with whether it is type-only. */
function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, "utf8");
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: { target: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      if (spec.startsWith(".")) found.push({ target: path.resolve(path.dirname(file), spec), typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg) && arg.text.startsWith(".")) found.push({ target: path.resolve(path.dirname(file), arg.text), typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

const all = modules();
/** Areas that are tools around ZOE rather than ZOE: they may wire ZOE up like the shell does. */
const OUTSIDE_DOMAIN = new Set(["shell", "eval", "__tests__", "test-support"]);

describe("layers", () => {
  it("finds the modules it checks (the scan itself works)", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(importsOf(path.join(ZOE, "shell", "runtime.ts")).some((i) => area(i.target) === "base")).toBe(true);
  });

  it("no domain module imports the shell: logging, the clock and the configuration types come from base/", () => {
    const offenders = all
      .filter((f) => !OUTSIDE_DOMAIN.has(area(f)))
      .flatMap((f) => importsOf(f).filter((i) => area(i.target) === "shell").map((i) => `${path.relative(ZOE, f)} -> ${path.relative(ZOE, i.target)}`));
    expect(offenders).toEqual([]);
  });

  it("base/ stands on nothing of ZOE's but other base modules, not even a type", () => {
    const offenders = all
      .filter((f) => area(f) === "base")
      .flatMap((f) => importsOf(f).filter((i) => area(i.target) !== "base").map((i) => `${path.relative(ZOE, f)} -> ${path.relative(ZOE, i.target)}`));
    expect(offenders).toEqual([]);
    for (const name of ["log.ts", "clock.ts", "config.ts"]) expect(fs.existsSync(path.join(ZOE, "base", name))).toBe(true);
  });

  it("test doubles live in test-support/ and only replays and tests use them", () => {
    const doubles = all.filter((f) => area(f) === "test-support");
    expect(doubles.map((f) => path.basename(f))).toEqual(expect.arrayContaining(["scripted-model.ts", "scripted-calendar.ts"]));
    const offenders = all
      .filter((f) => !["eval", "__tests__", "test-support"].includes(area(f)))
      .flatMap((f) => importsOf(f).filter((i) => area(i.target) === "test-support").map((i) => `${path.relative(ZOE, f)} -> ${path.relative(ZOE, i.target)}`));
    expect(offenders).toEqual([]);
    // Nothing that imitates a model or a calendar is left beside the production code.
    const misplaced = all.filter((f) => !OUTSIDE_DOMAIN.has(area(f)) && /(^|\/)(scripted|fake|stub|mock)[^/]*\.ts$/i.test(path.relative(ZOE, f)));
    expect(misplaced).toEqual([]);
  });

  it("one module changes threads: no other production module opens a thread transaction or sets a thread's fields", () => {
    const OWNER = new Set(["thread-ops.ts", "threads.ts"]);
    const THREAD_FIELDS = new Set(["due_at", "due_phrase", "snooze_until", "snooze_count", "nudge_count", "unanswered_nudges", "last_nudged_at", "op_keys"]);
    const offenders: string[] = [];
    for (const f of all) {
      const rel = path.relative(ZOE, f);
      if (OUTSIDE_DOMAIN.has(area(f)) && area(f) !== "eval") continue;
      if (OWNER.has(rel)) continue;
      const src = ts.createSourceFile(f, fs.readFileSync(f, "utf8"), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        // owner.threads.transact(...), owner.threads.amend(...), store.transact(...) on a ThreadStore
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
          const method = node.expression.name.text;
          const target = node.expression.expression.getText(src);
          if ((method === "transact" || method === "amend") && /(^|\.)threads$/.test(target)) offenders.push(`${rel}: ${node.getText(src).slice(0, 60)}`);
        }
        // t.unanswered_nudges = 0, t.nudge_count += 1, t.snooze_count++ ...
        const assigned =
          ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
            ? node.left
            : (ts.isPostfixUnaryExpression(node) || ts.isPrefixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
              ? node.operand
              : null;
        if (assigned && ts.isPropertyAccessExpression(assigned) && THREAD_FIELDS.has(assigned.name.text)) offenders.push(`${rel}: ${node.getText(src).slice(0, 60)}`);
        if (ts.isNewExpression(node) && node.expression.getText(src) === "ThreadStore" && rel !== "owner.ts") offenders.push(`${rel}: new ThreadStore`);
        ts.forEachChild(node, visit);
      };
      visit(src);
    }
    expect(offenders).toEqual([]);
  });

  it("the thread transitions are thread-ops.ts's exports", async () => {
    const ops = await import("../thread-ops.ts");
    for (const fn of ["applyOps", "applyThreadOps", "openThread", "resolveThread", "snoozeThread", "dropThread", "untrack", "untrackThread", "recordNudge", "nudgeRecorded", "replyReceived", "resetSnoozes", "noteEpisode"]) {
      expect(typeof (ops as Record<string, unknown>)[fn], fn).toBe("function");
    }
    // And nobody else offers one: the acknowledgements no longer export their own.
    expect("recordNudge" in (await import("../ack.ts"))).toBe(false);
  });
});
