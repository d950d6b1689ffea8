/**
 * Outside probe (d) of issue #36, the flows (written before running ZOE on them): in each of the
 * seven languages, the model's memory operation carrying a secret said in the owner's words is not
 * written and the owner is told in their language, while a contact's phone is written (the docs say
 * only the secret half guards the local memory blocks); threads holding a national identifier, an
 * e-mail spelled out and a national phone reach Bonfire (redact mode, region unset: ZOE_TZ=UTC)
 * with none of them readable. Terminal ZOE over the fake Messages API and the fake Bonfire.
 * Pinned clock: Fri 4 Dec 2026, 23:00 UTC.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { TERMINAL_OWNER } from "../../channels/terminal.ts";
import { t } from "../../lang/index.ts";
import { fakeServersEachTest } from "../../test-support/fake-servers.ts";
import { terminalZoeEachTest, type TerminalZoe } from "../../test-support/terminal-zoe.ts";
import { LANGS, LOCALES, PHONES, readableDigits, reseed, spelledMail } from "../../eval/pii-corpus/probe36d.ts";
// ---------------------------------------------------------------------------------------------

const openTerminal = terminalZoeEachTest("zoe-probe36d-");
const servers = fakeServersEachTest();

const clock = (): ManualClock => new ManualClock("2026-12-04T23:00:00Z");
const BONFIRE_KEY = ["bf", "probe", "k".repeat(20)].join("-");

describe.each(LOCALES)("outside probe (d), #36, [%s]: the privacy gate through ZOE's flows", (locale) => {
  const lang = LANGS[locale];

  it("a secret in the model's memory operation is not written, the owner is told in their language; a contact's phone is written", async () => {
    reseed(`${locale} memory`);
    const model = await servers.model();
    const values = lang.secretValues.map((make) => make());
    const lines = lang.memorySecrets.map((line, i) => line(values[i]!));
    const phone = PHONES[locale]();
    const contact = lang.memoryContact(phone);
    model.enqueue({
      kind: "tool",
      name: "respond",
      input: { reply: "👍", memory_ops: [...lines.map((text) => ({ block: "human", op: "append", text })), { block: "human", op: "append", text: contact }] },
    });
    const term: TerminalZoe = await openTerminal({ ZOE_TZ: "UTC", ZOE_LOCALE: locale, ANTHROPIC_API_KEY: "test-key-not-a-secret", ANTHROPIC_BASE_URL: model.url }, clock());
    const answer = await term.type(lang.remember);
    expect(answer).toContain(t(locale, "memory.secretRefused"));
    const block = await readFile(term.running.zoe.owner(TERMINAL_OWNER).memory.blockPath("human"), "utf8");
    for (const v of values) expect(block).not.toContain(v);
    expect(block).toContain(contact);
  }, 30_000);

  it("threads holding a national identifier, a spelled e-mail and a phone reach Bonfire (redact mode, region unset) with none of them readable", async () => {
    reseed(`${locale} bonfire`);
    const model = await servers.model();
    const bonfire = await servers.bonfire({ apiKey: BONFIRE_KEY });
    const [idLine, makeId] = lang.idThread;
    const id = makeId();
    const mail = spelledMail(locale);
    const phone = PHONES[locale]();
    const summaries = [idLine(id), lang.mailThread(mail.text), lang.phoneThread(phone), lang.marker];
    for (const summary of summaries) model.enqueue({ kind: "tool", name: "respond", input: { reply: "✓", thread_ops: [{ op: "open", summary }] } });
    const term: TerminalZoe = await openTerminal(
      {
        ZOE_TZ: "UTC",
        ZOE_LOCALE: locale,
        ANTHROPIC_API_KEY: "test-key-not-a-secret",
        ANTHROPIC_BASE_URL: model.url,
        BONFIRE_API_URL: bonfire.url,
        BONFIRE_API_KEY: BONFIRE_KEY,
        BONFIRE_ID: "bf-probe",
        ZOE_BONFIRE_PII: "redact",
      },
      clock(),
    );
    for (const s of summaries) {
      const said = await term.type(s);
      if (process.env.PROBE_DEBUG) console.log(said);
    }
    await term.running.durable.idle();
    const bodies = bonfire.episodes().map((e) => String(e.episode_body));
    // Each thread went out (masked), the marker last: the queue got past the three before it.
    expect(bodies).toHaveLength(4);
    expect(bodies[3]).toContain(lang.marker);
    if (process.env.PROBE_DEBUG) console.log(bodies);
    const all = bodies.join("\n");
    expect(readableDigits(id, all), "identifier").toEqual([]);
    expect(all).not.toContain(id.replace(/[\s.-]/g, "").slice(-6));
    for (const part of mail.parts) expect(all.toLowerCase(), "spelled e-mail").not.toContain(part);
    expect(readableDigits(phone, all), "phone").toEqual([]);
  }, 30_000);
});
