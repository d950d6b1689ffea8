/**
 * While a new bot waits for its owner, a message that is not the code (a typo, a "hi" first) is
 * told that the code did not match and where the code is, instead of the stranger notice and then
 * silence; the answers are bounded per sender and per day, so strangers cannot make ZOE talk.
 * Pinned clock: Thu 4 June 2026, 10:00 in Berlin.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAIRED_REPLY, PAIRING_HINTS_PER_DAY, PAIRING_HINTS_PER_SENDER, STRANGER_REPLY, Zoe } from "../../app.ts";
import type { Conversation, InboundText } from "../../channels/types.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { HOUR, ManualClock } from "../../base/clock.ts";
import { Concierge } from "../../conversation/concierge.ts";
import { silentLogger } from "../../base/log.ts";
import { filesOwners } from "../../test-support/storage.ts";
import { newPairingCode, Pairing } from "../pairing.ts";
import { t } from "../../lang/index.ts";

const HINT = t("en", "app.pairingMismatch");

let home: string;
let clock: ManualClock;
let zoe: Zoe;
let channel: CaptureChannel;
let code: string;

beforeEach(() => {
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-pair-hint-"));
  clock = new ManualClock("2026-06-04T08:00:00Z");
  code = newPairingCode();
  const concierge = new Concierge({ model: null, clock, logger: silentLogger, timeZone: "Europe/Berlin" });
  zoe = new Zoe({ ownerIds: [], timeZone: "Europe/Berlin", clock, logger: silentLogger, owners: filesOwners(home), concierge, pairing: new Pairing({ home, code }) });
  channel = new CaptureChannel({ clock });
  zoe.attach(channel);
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

/** What user `from` reads in answer to `text`. */
async function send(from: string, text: string): Promise<string[]> {
  const replies: string[] = [];
  const convo: Conversation = {
    reply: async (m) => (replies.push(m.text), { messageId: String(replies.length) }),
    typing: () => () => undefined,
    ack: async () => undefined,
    clearButtons: async () => undefined,
    edit: async () => undefined,
  };
  const event: InboundText = { kind: "text", userId: from, address: channel.addressOf(from), at: clock.now(), text, messageId: `m${Math.random()}` };
  await zoe.handle(event, convo);
  return replies;
}

describe("pairing: a message that is not the code", () => {
  it('"hi" before the code and a wrong code are told the code did not match and where it is; the right code pairs', async () => {
    expect(HINT).toMatch(/^That code did not match\. ZOE prints the pairing code in its log when it starts/);
    expect(await send("1001", "hi")).toEqual([HINT]);
    expect(await send("1001", "K7M2-Q9XX")).toEqual([HINT]);
    expect(await send("1001", code.toLowerCase())).toEqual([PAIRED_REPLY]);
    // Pairing is closed now: anyone else is a stranger again (one notice a day).
    expect(await send("2002", code)).toEqual([STRANGER_REPLY]);
    expect(await send("2002", "hello?")).toEqual([]);
  });

  it(`at most ${PAIRING_HINTS_PER_SENDER} answers a day to one sender, then silence; the next day again`, async () => {
    for (let i = 0; i < PAIRING_HINTS_PER_SENDER; i++) expect(await send("2002", `guess ${i}`)).toEqual([HINT]);
    expect(await send("2002", "guess again")).toEqual([]);
    clock.advance(24 * HOUR);
    expect(await send("2002", "new day")).toEqual([HINT]);
  });

  it(`at most ${PAIRING_HINTS_PER_DAY} answers a day in all, however many senders`, async () => {
    let answered = 0;
    for (let sender = 0; sender < PAIRING_HINTS_PER_DAY + 5; sender++) answered += (await send(String(3000 + sender), "hi")).length;
    expect(answered).toBe(PAIRING_HINTS_PER_DAY);
    expect(await send("1001", code)).toEqual([PAIRED_REPLY]); // the owner can still pair
  });
});
