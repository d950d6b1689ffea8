/**
 * `zoe help` lists every command and every flag the README (and its owner's guide, docs/using.md) tells the owner
 * to type after `npm run zoe --` (or `zoe`), so nothing they use is a surprise to the command's own help.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { main, USAGE } from "../cli.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../../..");

it("every `npm run zoe -- <command> … --flag` of the README and docs/using.md is in `zoe help`", async () => {
  const readme = ["README.md", "docs/using.md"].map((f) => readFileSync(path.join(ROOT, f), "utf8")).join("\n");
  const uses = [...readme.matchAll(/(?:npm run zoe --|`zoe) ([a-z]+)([^`\n]*)/g)];
  expect(uses.length).toBeGreaterThan(2);
  for (const [, command, rest] of uses) {
    expect(USAGE, `command ${command}`).toMatch(new RegExp(`^  ${command}\\b`, "m"));
    for (const [flag] of rest!.matchAll(/--[a-z][a-z-]*/g)) expect(USAGE, `${command} ${flag}`).toContain(flag);
  }
  const lines: string[] = [];
  expect(await main(["help"], (l) => lines.push(l))).toBe(0);
  expect(lines.join("\n")).toBe(USAGE);
});

it("`npm run zoe` and `npm run doctor` run the compiled build, as `npm start` does (no tsx start-up)", () => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const entry = (script: string) => script.split(" ").find((w) => w.endsWith(".js"));
  expect(entry(scripts.start!)).toBe("dist/bot/src/zoe/shell/main.js");
  expect(entry(scripts.zoe!)).toBe(entry(scripts.start!));
  expect(entry(scripts.doctor!)).toBe(entry(scripts.start!));
  expect(scripts.doctor!.endsWith(" doctor")).toBe(true);
});
