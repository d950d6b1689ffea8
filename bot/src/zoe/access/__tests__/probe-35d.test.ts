/**
 * Outside probe (d) of issue #35, written by a tester before running ZOE on it: pairing in each of
 * the seven languages. A new bot waits for its owner (ZOE_LOCALE set); someone greets it in their
 * language, then types a code that is close but wrong: each time they read, in that language, that
 * the code did not match and where to find it (not the stranger notice, not silence); the right
 * code, typed with spaces around it, pairs.
 * Pinned clock: Fri 4 Dec 2026, 21:00 in Berlin.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { STRANGER_REPLY, Zoe } from "../../app.ts";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import type { Conversation, InboundText } from "../../channels/types.ts";
import { Concierge } from "../../conversation/concierge.ts";
import { t, type Locale } from "../../lang/index.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { filesOwners } from "../../test-support/storage.ts";
import { newPairingCode, Pairing } from "../pairing.ts";

const GREETING: Record<Locale, string> = {
  en: "hey there, is this my new assistant?",
  de: "Hallo, bist du mein neuer Assistent?",
  fr: "coucou, tu es mon nouvel assistant ?",
  es: "hola, ¿eres mi nuevo asistente?",
  pt: "olá, és o meu novo assistente?",
  it: "ciao, sei il mio nuovo assistente?",
  nl: "hoi, ben jij mijn nieuwe assistent?",
};

let home = "";
afterEach(async () => {
  if (home) await rm(home, { recursive: true, force: true });
  home = "";
});

describe.each(Object.keys(GREETING) as Locale[])("outside probe (d), #35, [%s]: pairing before the code", (locale) => {
  it("a greeting and a near-miss code are told, in the owner's language, that the code did not match and where it is; the right code pairs", async () => {
    home = mkdtempSync(path.join(os.tmpdir(), "zoe-probe35d-pair-"));
    const clock = new ManualClock("2026-12-04T20:00:00Z");
    const code = newPairingCode();
    const concierge = new Concierge({ model: null, clock, logger: silentLogger, timeZone: "Europe/Berlin" });
    const zoe = new Zoe({ ownerIds: [], timeZone: "Europe/Berlin", clock, logger: silentLogger, owners: filesOwners(home, locale), concierge, pairing: new Pairing({ home, code }) });
    const channel = new CaptureChannel({ clock });
    zoe.attach(channel);
    const send = async (text: string): Promise<string[]> => {
      const replies: string[] = [];
      const convo: Conversation = {
        reply: async (m) => (replies.push(m.text), { messageId: String(replies.length) }),
        typing: () => () => undefined,
        ack: async () => undefined,
        clearButtons: async () => undefined,
        edit: async () => undefined,
      };
      const event: InboundText = { kind: "text", userId: "4242", address: channel.addressOf("4242"), at: clock.now(), text, messageId: `m${Math.random()}` };
      await zoe.handle(event, convo);
      return replies;
    };
    const hint = t(locale, "app.pairingMismatch");
    if (locale !== "en") expect(hint).not.toBe(t("en", "app.pairingMismatch"));
    expect(await send(GREETING[locale])).toEqual([hint]);
    // The right code with its last character changed.
    const last = code.slice(-1) === "A" ? "B" : "A";
    expect(await send(code.slice(0, -1) + last)).toEqual([hint]);
    const paired = await send(`  ${code}  `);
    expect(paired).toHaveLength(1);
    expect(paired[0]).not.toBe(STRANGER_REPLY);
    expect(paired[0]).not.toBe(hint);
  });
});
