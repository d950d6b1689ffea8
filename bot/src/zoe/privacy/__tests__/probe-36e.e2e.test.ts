/**
 * Outside probe (e) of issue #36, the flows (written before running ZOE on them): in each of the seven
 * languages, in a terminal ZOE over the fake Messages API (and the fake Bonfire): other providers'
 * secrets pasted in chat are kept out of what ZOE stores and sends to the model, and the owner is told;
 * a password said far from its word, on the line after "the new one is below:" (typed as the next
 * message) and as the answer to the owner's own "wifi password?" is kept out as well; the model's memory
 * operation with such secrets is refused with the owner told; thread summaries holding them never reach
 * Bonfire. Pinned clock: Sat 5 Dec 2026, 09:00 UTC.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { TERMINAL_OWNER } from "../../channels/terminal.ts";
import { t } from "../../lang/index.ts";
import { fakeServersEachTest } from "../../test-support/fake-servers.ts";
import { terminalZoeEachTest, type TerminalZoe } from "../../test-support/terminal-zoe.ts";
import { LANGS, LOCALES, password, PROVIDERS, reseed, secretPart } from "./probe-36e-inputs.ts";

const openTerminal = terminalZoeEachTest("zoe-probe36e-");
const servers = fakeServersEachTest();

const clock = (): ManualClock => new ManualClock("2026-12-05T09:00:00Z");
const BONFIRE_KEY = ["bf", "probe", "e".repeat(20)].join("-");
const ok = { kind: "tool" as const, name: "respond", input: { reply: "ok" } };

/** Every file ZOE keeps under its home folder, as one text. */
async function stored(home: string): Promise<string> {
  const out: string[] = [];
  for (const e of await readdir(home, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out.push(await readFile(path.join(e.parentPath, e.name), "utf8").catch(() => ""));
  }
  return out.join("\n");
}
/** ZOE's home folder (the one the test made, named "zoe-probe36e-…"), found from a memory block's path. */
function homeOf(term: TerminalZoe): string {
  let dir = term.running.zoe.owner(TERMINAL_OWNER).memory.blockPath("human");
  while (!path.basename(dir).startsWith("zoe-probe36e-")) dir = path.dirname(dir);
  return dir;
}
/** The parts of `values` found in `text`. */
const leaked = (values: string[], text: string): string[] => values.filter((v) => text.includes(v)).map((v) => `${v.length} chars`);

describe.each(LOCALES)("outside probe (e), #36, [%s]: secrets through ZOE's flows", (locale) => {
  const lang = LANGS[locale];

  it("pasted provider secrets never reach the model or ZOE's files, and the owner is told", async () => {
    reseed(`${locale} chat`);
    const model = await servers.model();
    model.setHandler(() => ok);
    const term: TerminalZoe = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale, ANTHROPIC_API_KEY: "test-key-not-a-secret", ANTHROPIC_BASE_URL: model.url }, clock());
    const parts: string[] = [];
    const answers: string[] = [];
    for (const [name, make] of PROVIDERS.filter(([, m]) => !m().includes("\n"))) {
      const v = make();
      parts.push(secretPart(name, v));
      answers.push(await term.type(lang.paste(name, v)));
    }
    const told = answers.filter((a) => a.includes(t(locale, "turn.secretRemoved"))).length;
    expect(told).toBe(answers.length);
    expect(leaked(parts, JSON.stringify(model.requests.map((r) => r.body))), "sent to the model").toEqual([]);
    expect(leaked(parts, await stored(homeOf(term))), "stored").toEqual([]);
  }, 60_000);

  it("a password far from its word, on the next message after \"below:\", and as the answer to \"wifi password?\" never reaches the model", async () => {
    reseed(`${locale} prose`);
    const model = await servers.model();
    model.setHandler(() => ok);
    const term: TerminalZoe = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale, ANTHROPIC_API_KEY: "test-key-not-a-secret", ANTHROPIC_BASE_URL: model.url }, clock());
    const [far, below, split] = [password(), password(), password()];
    await term.type(lang.far(far));
    await term.type(lang.below[0]);
    await term.type(lang.below[1](below));
    await term.type(lang.ask);
    await term.type(split);
    const sentToModel = JSON.stringify(model.requests.map((r) => r.body));
    expect(leaked([far], sentToModel), "far from its word").toEqual([]);
    expect(leaked([below], sentToModel), "on the next message after below:").toEqual([]);
    expect(leaked([split], sentToModel), "answer to the owner's own question").toEqual([]);
  }, 60_000);

  it("the model's memory operation carrying provider secrets is refused, the owner told; thread summaries with them never reach Bonfire", async () => {
    reseed(`${locale} memory+bonfire`);
    const model = await servers.model();
    const bonfire = await servers.bonfire({ apiKey: BONFIRE_KEY });
    const picked = PROVIDERS.filter((_, i) => i % 3 === 0).map(([name, make]) => [name, make()] as const);
    model.enqueue({ kind: "tool", name: "respond", input: { reply: "👍", memory_ops: picked.map(([n, v]) => ({ block: "human", op: "append", text: lang.memory(n, v) })) } });
    for (const [n, v] of picked) model.enqueue({ kind: "tool", name: "respond", input: { reply: "✓", thread_ops: [{ op: "open", summary: lang.thread(n, v) }] } });
    model.setHandler(() => ok);
    const term: TerminalZoe = await openTerminal(
      { ZOE_TZ: "UTC", ZOE_LOCALE: locale, ANTHROPIC_API_KEY: "test-key-not-a-secret", ANTHROPIC_BASE_URL: model.url, BONFIRE_API_URL: bonfire.url, BONFIRE_API_KEY: BONFIRE_KEY, BONFIRE_ID: "bf-probe-e", ZOE_BONFIRE_PII: "redact" },
      clock(),
    );
    const answer = await term.type(lang.ask);
    expect(answer).toContain(t(locale, "memory.secretRefused"));
    const parts = picked.map(([n, v]) => secretPart(n, v));
    // Nothing written at all leaves no block file.
    const block = await readFile(term.running.zoe.owner(TERMINAL_OWNER).memory.blockPath("human"), "utf8").catch(() => "");
    expect(leaked(parts, block), "memory block").toEqual([]);
    for (const [n] of picked) await term.type(`${n}?`);
    await term.running.durable.idle();
    expect(leaked(parts, bonfire.episodes().map((e) => String(e.episode_body)).join("\n")), "Bonfire").toEqual([]);
  }, 60_000);
});
