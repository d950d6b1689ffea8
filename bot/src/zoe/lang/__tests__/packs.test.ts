/**
 * One pack per language: every language ZOE speaks has its folder and all its parts (the types
 * say so), the rules the types cannot say hold (only English is the due grammar's own language
 * and writes its /help lines as the features register them; each pack names a chrono-node parser
 * that exists), and no module outside the packs keeps a table of its own keyed by language, which
 * would let a new language compile while reading or writing English there.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../locale.ts";
import { pack } from "../packs.ts";

const ZOE = path.resolve(import.meta.dirname, "../..");
const LANG = path.join(ZOE, "lang");
/** Folders that are not ZOE's production code: tests, test doubles, and the replay harness with its corpora. */
const SKIP = new Set(["__tests__", "test-support", "eval"]);

describe("the language packs", () => {
  it("one folder per language, each exporting its pack", () => {
    const folders = fs.readdirSync(LANG, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "__tests__").map((e) => e.name);
    expect(folders.sort()).toEqual([...LOCALES].sort());
    for (const l of LOCALES) expect(fs.existsSync(path.join(LANG, l, "index.ts")), l).toBe(true);
  });

  it("only English is the due grammar's own language and writes its /help lines as the features register them", () => {
    for (const l of LOCALES) {
      expect(pack(l).due.rewrite === null, `${l}: rewrite`).toBe(l === "en");
      expect(pack(l).commandHelp === null, `${l}: commandHelp`).toBe(l === "en");
    }
  });

  it("each chrono-node parser a pack names exists and has a strict configuration", () => {
    const chrono = createRequire(import.meta.url)("chrono-node") as Record<string, { strict?: { parse: unknown } }>;
    for (const l of LOCALES) {
      const name = pack(l).due.chrono?.parser;
      if (name) expect(typeof chrono[name]?.strict?.parse, `${l}: ${name}`).toBe("function");
    }
    expect(pack("en").due.chrono?.parser).toBe("en");
  });

  it("no module outside lang/ keeps a table keyed by language or asks which other language it is", () => {
    const others = new Set<string>(LOCALES.filter((l) => l !== "en"));
    const offenders: string[] = [];
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        // eval/ is a tool around ZOE: its corpora are labelled by language on purpose.
        return e.isDirectory() ? (SKIP.has(e.name) || p === LANG ? [] : walk(p)) : e.name.endsWith(".ts") ? [p] : [];
      });
    for (const file of walk(ZOE)) {
      const src = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const where = (n: ts.Node) => `${path.relative(ZOE, file)}:${src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1}`;
      const visit = (n: ts.Node) => {
        // { de: …, fr: … }: a side table a new language would not be listed in.
        if (ts.isObjectLiteralExpression(n)) {
          const keys = n.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : "")).filter((k) => others.has(k));
          if (keys.length >= 2) offenders.push(`${where(n)} { ${keys.join(", ")} }`);
        }
        // locale === "de": a branch a new language would silently fall through.
        if (ts.isBinaryExpression(n) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(n.operatorToken.kind)) {
          for (const side of [n.left, n.right]) if (ts.isStringLiteral(side) && others.has(side.text)) offenders.push(`${where(n)} ${n.getText(src)}`);
        }
        ts.forEachChild(n, visit);
      };
      visit(src);
    }
    expect(offenders).toEqual([]);
  });
});
