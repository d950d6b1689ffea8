/**
 * The reply reader's FIRST PASSES, rebuilt from history (issue 34, calibration): every development
 * reply batch (bot/src/zoe/threads/__tests__/corpus/dev/replies-<lang>-*.tsv) was committed before
 * any rule was written for it, so the reader as it stood at that commit, run on that batch with that
 * commit's own scoring code (eval/heldout.ts), is an honest out-of-sample reading. This script
 * rebuilds those readings into bot/src/zoe/eval/calibration/first-pass.tsv, one row per reply.
 *
 *   npx tsx bench/calibration-oos.ts [--only SHA,SHA] [--out FILE]
 *     for each commit that added reply batches: a detached work tree in /tmp/oos-<sha>, node_modules
 *     linked, this script run inside it in --read mode, the work tree removed.
 *   npx tsx bench/calibration-oos.ts --read <worktree> <sha> <lang>:<batch>:<relpath> ...
 *     (internal) prints one JSON line per reply, read by the work tree's own reader and scorer.
 *
 * Must never: read a held-out file (only corpus/dev/replies-*.tsv are listed), edit /work/main, or
 * leave a work tree behind; a commit whose reader cannot run is reported and skipped, not patched.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..");
const DEV_REL = "bot/src/zoe/threads/__tests__/corpus/dev";
const OUT_DEFAULT = path.join(ROOT, "bot/src/zoe/eval/calibration/first-pass.tsv");

export interface FirstPassRow {
  lang: string;
  batch: string;
  commit: string;
  line: number;
  kind: string;
  thread: string;
  text: string;
  /** The label as committed with the batch ("snooze" + date phrase, "done+stop", ...). */
  label: string;
  /** The reader's actions at that commit ("snooze tomorrow", "done"), "-" for none. */
  reading: string;
  intent: string;
  confidence: number;
  confident: boolean;
  right: boolean;
  confidentlyWrong: boolean;
  /** What the reader did, as that commit's scorer saw it, when it was not right. */
  got: string;
  /** A caution word as that commit's packs knew them (see cautionThen). */
  cautionThen: boolean;
}

/**
 * Whether a reply holds a caution word (a hedge, a condition, irony, hearsay) as the packs of the
 * work tree's commit knew them: the honest form of the caution feature, since most of those words
 * were added to the packs after the batches that showed them. No packs at that commit: false.
 */
async function cautionThen(wt: string): Promise<(text: string, lang: string) => boolean> {
  const lang = await import(pathToFileURL(path.join(wt, "bot/src/zoe/lang/index.ts")).href).catch(() => null);
  if (!lang?.pack) return () => false;
  const made = new Map<string, (text: string) => boolean>();
  return (text, code) => {
    let test = made.get(code);
    if (!test) {
      const words = (c: string): { hedge?: RegExp; lists: string[] } => {
        try {
          const r = lang.pack(c).reply;
          const k = r.caution ?? {};
          return { hedge: r.hedge, lists: [...(k.conditions ?? []), ...(k.irony ?? []), ...(k.hearsay ?? [])] };
        } catch {
          return { lists: [] };
        }
      };
      const own = words(code);
      const en = words("en");
      const lists = [...new Set([...own.lists, ...en.lists])];
      const re = lists.length ? new RegExp(`(?<![\\p{L}\\p{N}'])(?:${lists.join("|")})(?![\\p{L}\\p{N}])`, "iu") : null;
      const hedges = [own.hedge, en.hedge].filter((h): h is RegExp => h instanceof RegExp);
      made.set(code, (test = (t: string) => !!re?.test(t) || hedges.some((h) => h.test(t))));
    }
    return test(text.toLowerCase());
  };
}

async function readMode(wt: string, sha: string, specs: string[]): Promise<void> {
  const heldout = await import(pathToFileURL(path.join(wt, "bot/src/zoe/eval/heldout.ts")).href);
  const threads = await import(pathToFileURL(path.join(wt, "bot/src/zoe/threads/index.ts")).href);
  const lang = await import(pathToFileURL(path.join(wt, "bot/src/zoe/lang/index.ts")).href).catch(() => null);
  const caution = await cautionThen(wt);
  for (const spec of specs) {
    const [code, batch, rel] = spec.split(":") as [string, string, string];
    // Older scorers read only `<dir>/replies-<lang>.tsv`: the batch is copied there under that name.
    const tmp = mkdtempSync(path.join(os.tmpdir(), "oos-batch-"));
    copyFileSync(path.join(wt, rel), path.join(tmp, `replies-${code}.tsv`));
    try {
      const items = heldout.readHeldoutReplies(code, tmp);
      const isLocale = lang?.isLocale ?? ((l: string) => ["en", "de", "fr", "es", "pt"].includes(l));
      const locale = isLocale(code) ? code : undefined;
      for (const item of items) {
        const f = heldout.measureHeldoutReplies(code, [item]);
        const r = threads.classifyReply(item.text, { summary: item.thread, kind: item.kind, ...(locale ? { locale } : {}) });
        const row: FirstPassRow = {
          lang: code,
          batch,
          commit: sha,
          line: item.line,
          kind: item.kind,
          thread: item.thread,
          text: item.text,
          label: item.actions.join("+") + (item.date ? ` ${item.date}` : ""),
          reading: r.actions.length ? r.actions.map((a: { action: string; until?: string | null }) => (a.until ? `${a.action} ${a.until}` : a.action)).join("+") : "-",
          intent: r.intent,
          confidence: Math.round(r.confidence * 1000) / 1000,
          confident: f.confident === 1,
          right: f.right === 1,
          confidentlyWrong: f.confidentlyWrong === 1,
          got: f.misses[0]?.got ?? "",
          cautionThen: caution(item.text, code),
        };
        process.stdout.write(JSON.stringify(row) + "\n");
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}

const git = (...args: string[]) => execFileSync("git", ["-C", ROOT, ...args], { encoding: "utf8", maxBuffer: 1 << 26 }).trim();

function batchesByCommit(): Map<string, string[]> {
  const files = git("ls-files", DEV_REL).split("\n").filter((f) => /\/replies-[a-z]{2}(-[a-z0-9]+)?\.tsv$/.test(f));
  const by = new Map<string, string[]>();
  for (const f of files) {
    const shas = git("log", "--diff-filter=A", "--format=%H", "--", f).split("\n").filter(Boolean);
    const sha = shas[shas.length - 1];
    if (!sha) continue;
    const m = /replies-([a-z]{2})(?:-([a-z0-9]+))?\.tsv$/.exec(f)!;
    by.set(sha, [...(by.get(sha) ?? []), `${m[1]}:${m[2] ?? "first"}:${f}`]);
  }
  return by;
}

const COLS = ["lang", "batch", "commit", "line", "kind", "thread", "text", "label", "reading", "intent", "confidence", "confident", "right", "confidentlyWrong", "got", "cautionThen"] as const;

export function readFirstPass(file = OUT_DEFAULT): FirstPassRow[] {
  const lines = readFileSync(file, "utf8").split("\n").filter((l) => l && !l.startsWith("#"));
  const head = lines.shift()!.split("\t");
  return lines.map((l) => {
    const c = l.split("\t");
    const o: Record<string, string> = {};
    head.forEach((h, i) => (o[h] = c[i] ?? ""));
    return { ...o, line: Number(o.line), confidence: Number(o.confidence), confident: o.confident === "1", right: o.right === "1", confidentlyWrong: o.confidentlyWrong === "1", cautionThen: o.cautionThen === "1" } as unknown as FirstPassRow;
  });
}

function driver(argv: string[]): void {
  const only = argv.includes("--only") ? new Set(argv[argv.indexOf("--only") + 1]!.split(",")) : null;
  const out = argv.includes("--out") ? argv[argv.indexOf("--out") + 1]! : OUT_DEFAULT;
  const partial = out + ".jsonl";
  const done = new Set<string>();
  if (existsSync(partial)) for (const l of readFileSync(partial, "utf8").split("\n").filter(Boolean)) done.add((JSON.parse(l) as FirstPassRow).commit);
  const commits = [...batchesByCommit()].sort((a, b) => Number(git("log", "-1", "--format=%ct", b[0])) - Number(git("log", "-1", "--format=%ct", a[0])));
  mkdirSync(path.dirname(out), { recursive: true });
  for (const [sha, specs] of commits) {
    if (only && ![...only].some((s) => sha.startsWith(s))) continue;
    if (done.has(sha)) continue;
    const wt = `/tmp/oos-${sha.slice(0, 7)}`;
    const t0 = Date.now();
    try {
      if (!existsSync(wt)) execFileSync("git", ["-C", "/work/main", "worktree", "add", "--detach", wt, sha], { stdio: "ignore" });
      if (!existsSync(path.join(wt, "node_modules"))) symlinkSync("/work/main/node_modules", path.join(wt, "node_modules"));
      const text = execFileSync(path.join(ROOT, "node_modules/.bin/tsx"), [fileURLToPath(import.meta.url), "--read", wt, sha, ...specs], { cwd: wt, encoding: "utf8", maxBuffer: 1 << 26, stdio: ["ignore", "pipe", "pipe"] });
      writeFileSync(partial, text, { flag: "a" });
      process.stderr.write(`${sha.slice(0, 7)}: ${text.split("\n").filter(Boolean).length} rows from ${specs.length} files in ${Math.round((Date.now() - t0) / 1000)}s\n`);
    } catch (e) {
      process.stderr.write(`${sha.slice(0, 7)}: SKIPPED, cannot run (${String((e as { stderr?: string }).stderr ?? e).split("\n").slice(0, 3).join(" | ")})\n`);
    } finally {
      execFileSync("git", ["-C", "/work/main", "worktree", "remove", "--force", wt], { stdio: "ignore" });
    }
  }
  const rows = readFileSync(partial, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as FirstPassRow);
  const cell = (v: unknown) => (typeof v === "boolean" ? (v ? "1" : "0") : String(v).replace(/[\t\n]/g, " "));
  const body = rows.map((r) => COLS.map((c) => cell(r[c])).join("\t"));
  writeFileSync(out, `# First-pass readings of the development reply batches (bench/calibration-oos.ts): each batch read by the reader of the commit that added it.\n${COLS.join("\t")}\n${body.join("\n")}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  if (argv[0] === "--read") await readMode(argv[1]!, argv[2]!, argv.slice(3));
  else driver(argv);
}
