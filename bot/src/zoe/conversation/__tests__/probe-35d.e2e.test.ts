/**
 * Outside probe (d) of issue #35, written by a tester before running ZOE on it (first written in
 * threads/__tests__/probe-35d.test.ts and moved here unchanged: a fake model is a server, which the
 * fast tier refuses): a pasted API key in a chat message, in each of the seven languages, in the
 * terminal with a fake model behind ZOE. The owner is told it looks like a secret; the key is in no
 * prompt to the model (that turn's or the next one's) and in no file in ZOE's home (turns, backup);
 * files are 0600 and folders 0700. Keys are fakes in each provider's shape, built at run time.
 * Pinned clock: Fri 4 Dec 2026, 14:00 in Berlin.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import type { Running } from "../../shell/runtime.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { startTerminalZoe } from "../../test-support/terminal-zoe.ts";

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

/** Every file and folder under `dir`. */
function walk(dir: string): Array<{ p: string; dir: boolean }> {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? [{ p, dir: true }, ...walk(p)] : [{ p, dir: false }];
  });
}


let model: FakeAnthropic | null = null;
let stopMe: Running | null = null;
let home = "";
afterEach(async () => {
  await stopMe?.stop();
  stopMe = null;
  await model?.close();
  model = null;
  if (home) await rm(home, { recursive: true, force: true });
  home = "";
});

describe.each(Object.keys(KEY_LINE) as Locale[])("outside probe (d), #35, [%s]: a pasted key in the terminal", (locale) => {
  it("a pasted API key: told it looks like a secret; not in any later prompt nor any file; files 0600, folders 0700", async () => {
    model = await startFakeAnthropic();
    home = mkdtempSync(path.join(os.tmpdir(), "zoe-probe35d-key-"));
    const clock = new ManualClock("2026-12-04T13:00:00Z");
    const term = await startTerminalZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale, ANTHROPIC_API_KEY: `test-${rnd(24)}`, ANTHROPIC_BASE_URL: model.url }, clock);
    stopMe = term.running;
    const key = FAKE_KEY[KEY_LINE[locale][1]]();
    const said = await term.type(`${KEY_LINE[locale][0]} ${key}`);
    expect(said).toContain(t(locale, "turn.secretRemoved"));
    expect(said).not.toContain(key);
    clock.set("2026-12-04T13:01:00Z");
    await term.type(KEY_LINE[locale][2]);
    expect(model.requests.length).toBeGreaterThan(0);
    for (const req of model.requests) expect(JSON.stringify(req.body)).not.toContain(key);
    await term.running.stop();
    stopMe = null;
    const entries = walk(home);
    expect(entries.some((e) => !e.dir)).toBe(true);
    for (const e of entries) {
      const mode = statSync(e.p).mode & 0o777;
      expect(mode.toString(8), e.p).toBe(e.dir ? "700" : "600");
      if (!e.dir) expect(readFileSync(e.p, "latin1").includes(key), e.p).toBe(false);
    }
    expect(statSync(home).mode & 0o077).toBe(0);
  });

});
