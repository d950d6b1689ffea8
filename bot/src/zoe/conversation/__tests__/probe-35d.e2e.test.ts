/**
 * Outside probe (d) of issue #35, written by a tester before running ZOE on it (first written in
 * threads/__tests__/probe-35d.test.ts and moved here unchanged: a fake model is a server, which the
 * fast tier refuses): a pasted API key in a chat message, in each of the seven languages, in the
 * real `zoe start` process in the terminal (the first run started ZOE in the test's process, whose
 * umask is not the CLI's 077: its folders were 0755, a fault of the harness, not of ZOE), with a fake
 * model behind ZOE. The owner is told it looks like a secret; the key is in no
 * prompt to the model (that turn's or the next one's) and in no file in ZOE's home (turns, backup);
 * files are 0600 and folders 0700. Keys are fakes in each provider's shape, built at run time.
 * Real time (a real process).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { t, type Locale } from "../../lang/index.ts";
import { startFakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { until } from "../../test-support/until.ts";
import { processRig, runZoe } from "../../test-support/zoe-process.ts";

type Provider = "anthropic" | "openai" | "github" | "aws" | "stripe" | "slack";

/** The words before the key, the key's provider, a line of chat after it. */
const KEY_LINE: Record<Locale, [string, Provider, string]> = {
  en: ["can you keep this for me, it's the key for my side project:", "anthropic", "long day today"],
  de: ["kannst du dir das merken, das ist der Schlüssel für mein Projekt:", "openai", "langer Tag heute"],
  fr: ["tu peux garder ça pour moi, c'est la clé de mon projet :", "github", "longue journée aujourd'hui"],
  es: ["guárdame esto, es la clave de mi proyecto:", "aws", "qué día más largo"],
  pt: ["guarda-me isto, é a chave do meu projeto:", "stripe", "dia comprido hoje"],
  it: ["tienimi questa, è la chiave del mio progetto:", "slack", "giornata lunga oggi"],
  nl: ["kun je dit voor me bewaren, het is de sleutel van mijn project:", "anthropic", "lange dag vandaag"],
};

// Fake keys in each provider's public shape, random bodies, prefixes split so this file trips no scanner.
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const rnd = (n: number, set = ALNUM) => [...randomBytes(n)].map((b) => set[b % set.length]).join("");
const FAKE_KEY: Record<Provider, () => string> = {
  anthropic: () => ["sk-", "ant-", "api03-", rnd(93, ALNUM + "-_"), "AA"].join(""),
  openai: () => ["sk-", "proj-", rnd(20, ALNUM + "-_"), "T3Blbk", "FJ", rnd(20, ALNUM + "-_")].join(""),
  github: () => ["gh", "p_", rnd(36)].join(""),
  aws: () => ["AK", "IA", rnd(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")].join(""),
  stripe: () => ["sk", "_live_", rnd(32)].join(""),
  slack: () => ["xo", "xb-", rnd(12, "0123456789"), "-", rnd(13, "0123456789"), "-", rnd(24)].join(""),
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every file and folder under `dir`. */
function walk(dir: string): Array<{ p: string; dir: boolean }> {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? [{ p, dir: true }, ...walk(p)] : [{ p, dir: false }];
  });
}


const rig = processRig();

describe.each(Object.keys(KEY_LINE) as Locale[])("outside probe (d), #35, [%s]: a pasted key in the terminal", (locale) => {
  it("a pasted API key: told it looks like a secret; not in any later prompt nor any file; files 0600, folders 0700", async () => {
    const model = (rig.model = await startFakeAnthropic());
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-probe35d-key-"));
    const key = FAKE_KEY[KEY_LINE[locale][1]]();
    const p = runZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale, ANTHROPIC_API_KEY: `test-${rnd(24)}`, ANTHROPIC_BASE_URL: model.url });
    rig.procs.push(p);
    p.child.stdin!.write(`${KEY_LINE[locale][0]} ${key}\n`);
    await p.waitFor(new RegExp(escape(t(locale, "turn.secretRemoved"))), 30_000);
    const before = model.requests.length;
    p.child.stdin!.write(`${KEY_LINE[locale][2]}\n`);
    await until(() => model.requests.length > before, "the next line goes to the model");
    p.child.stdin!.end();
    expect(await p.exited).toBe(0);
    expect(p.output()).not.toContain(key.slice(8));
    for (const req of model.requests) expect(JSON.stringify(req.body)).not.toContain(key);
    const entries = walk(home);
    expect(entries.some((e) => e.p.endsWith("recent-turns.json"))).toBe(true);
    expect((statSync(home).mode & 0o777).toString(8)).toBe("700");
    for (const e of entries) {
      const mode = statSync(e.p).mode & 0o777;
      expect(mode.toString(8), e.p).toBe(e.dir ? "700" : "600");
      if (!e.dir) expect(readFileSync(e.p, "latin1").includes(key), e.p).toBe(false);
    }
    await rm(home, { recursive: true, force: true });
  }, 60_000);
});
