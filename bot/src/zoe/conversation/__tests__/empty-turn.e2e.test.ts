/**
 * A message with no words once the channel has cleaned it (control characters, escape sequences,
 * zero-width spaces) gets a short question back without a model call: a real API answers an empty
 * message with 400, and the owner read "my language model isn't answering". The concierge with
 * the scripted model and without one, then over Telegram with the fake Messages API.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { OwnerContext } from "../../owner.ts";
import { ScriptedModel } from "../../test-support/scripted-model.ts";
import { filesSpace } from "../../test-support/storage.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { Concierge, saysSomething } from "../concierge.ts";

const NOW = "2026-06-04T08:00:00Z";
const owner = (locale: "en" | "fr" = "en") => new OwnerContext("42", filesSpace(mkdtempSync(path.join(os.tmpdir(), "zoe-empty-turn-"))), silentLogger, locale);

describe("a message with no words", () => {
  it.each(["", "   \n\t ", "\u200b\u200d\ufeff", "\u2066\u2069"])("%j is answered without the model, in the owner's language", async (text) => {
    const clock = new ManualClock(NOW);
    const model = new ScriptedModel("approve", clock);
    const concierge = new Concierge({ model, clock, logger: silentLogger, timeZone: "Europe/Paris" });
    const r = await concierge.turn(owner("fr"), { text });
    expect(r.reply).toBe("Ton message m'est arrivé vide. Que voulais-tu dire\u00a0?"); // French puts a no-break space before "?"
    expect(r.outcomes).toEqual([]);
    expect(model.tally.calls.main).toBe(0);
  });

  it("offline, too, it is asked about rather than met with the offline notice", async () => {
    const concierge = new Concierge({ model: null, clock: new ManualClock(NOW), logger: silentLogger, timeZone: "UTC" });
    expect((await concierge.turn(owner(), { text: "\u200b" })).reply).toBe("Your message reached me empty. What did you want to say?");
  });

  it("words in any script, an emoji or a lone digit say something; a caption-less attachment is the media answer's business", () => {
    for (const text of ["ok", "٣", "👍", "?", "好", "ß"]) expect(saysSomething(text), text).toBe(true);
    for (const text of ["", " ", "\u200b", "\u0007", "\u00ad"]) expect(saysSomething(text), JSON.stringify(text)).toBe(false);
  });
});

describe("over Telegram, against the fake Messages API", () => {
  let rig: TelegramZoe | null = null;
  afterEach(async () => rig?.close());

  it("a message of control characters and escape sequences gets the question back, and the model is never asked", async () => {
    rig = await startTelegramZoe({ owner: 1001, homePrefix: "zoe-empty-turn-e2e-" });
    const { emu, model: fake } = rig;
    await rig.start({ clock: new ManualClock(NOW) });
    const ada = emu.client(1001, "Ada");
    await ada.send("\u0007\u001b[31m\u001b]0;title\u0007\u200b");
    const [reply] = await ada.waitForMessages(1);
    expect(reply!.text).toBe("Your message reached me empty. What did you want to say?");
    fake.enqueue({ kind: "tool", name: "respond", input: { reply: "Here now." } });
    await ada.send("hello?");
    const [, second] = await ada.waitForMessages(2);
    expect(second!.text).toBe("Here now.");
    expect(fake.requests).toHaveLength(1); // only the second message reached the model
  }, 60_000);
});
