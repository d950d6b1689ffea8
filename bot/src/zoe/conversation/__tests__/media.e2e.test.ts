/**
 * More than text, over the real grammY stack and the Bot API emulator: a photo's caption is
 * handled as text (the photo noted as evidence; a photo the model is shown: photo.e2e.test.ts), voice notes, video notes, stickers, documents and
 * locations get a short honest answer, forwarded messages and replies keep working, and control
 * characters never reach the stored text.
 */
import type { Message } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanIncomingText } from "../../channels/clean-text.ts";
import { describeMedia } from "../../channels/telegram/media.ts";
import { ManualClock } from "../../base/clock.ts";
import { mediaAnswer } from "../media.ts";
import type { Running } from "../../shell/runtime.ts";
import type { FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import type { Emulator } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";

const OWNER = 1001;
let e2e: TelegramZoe;
let emu: Emulator;
let model: FakeAnthropic;
let running: Running | null = null;

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, homePrefix: "zoe-media-" });
  ({ emu, model } = e2e);
});
afterEach(async () => {
  running = null;
  await e2e.close();
});

/** ZOE offline (no model key) or online (the loopback Messages API). */
async function start(online: boolean): Promise<Running> {
  running = await e2e.start({ clock: new ManualClock("2026-06-04T08:00:00Z"), env: online ? {} : { ANTHROPIC_API_KEY: "" } });
  return running;
}

const photo = [{ file_id: "ph-small", file_unique_id: "a", width: 90, height: 90 }, { file_id: "ph-large", file_unique_id: "b", width: 1280, height: 960 }];

describe("media over Telegram", () => {
  it("a photo with a caption is handled as text: the commitment is tracked and the photo is noted", async () => {
    const r = await start(false);
    const owner = emu.client(OWNER, "Ada");
    await owner.send("", { fields: { text: undefined, photo, caption: "I'll send this photo to Anna tomorrow" } });
    const [reply] = await owner.waitForMessages(1);
    expect(reply!.text).toMatch(/Tracking: send this photo to Anna, due tomorrow/);
    const turns = await r.zoe.owner(String(OWNER)).memory.recentTurns();
    expect(turns.find((t) => t.role === "owner")!.text).toBe("[a photo] I'll send this photo to Anna tomorrow");
  });

  it("online, a photo Telegram no longer has: the caption still reaches the model with the photo noted as unseen, and the owner is told", async () => {
    model.enqueue({ kind: "tool", name: "respond", input: { reply: "Nice shot. Noted." } });
    await start(true);
    const owner = emu.client(OWNER, "Ada");
    await owner.send("", { fields: { text: undefined, photo, caption: "the whiteboard after today's planning" } });
    expect((await owner.waitForMessages(1))[0]!.text).toBe(
      "Nice shot. Noted.\n\nI couldn't fetch that photo just now. Send it again in a moment, or tell me in a line what it's about.",
    );
    expect(emu.calls("getFile").map((c) => c.payload.file_id)).toEqual(["ph-large"]);
    const body = JSON.stringify(model.requests[0]!.body);
    expect(body).toContain("the whiteboard after today's planning");
    expect(body).toMatch(/attached a photo to this message\. You cannot see its content/);
    expect(body).not.toContain('"type":"image"');
  });

  it("voice notes, video notes, stickers, documents and locations each get a short honest answer", async () => {
    await start(false);
    const owner = emu.client(OWNER, "Ada");
    const sends: Array<Record<string, unknown>> = [
      { voice: { file_id: "v", file_unique_id: "v", duration: 7 } },
      { video_note: { file_id: "vn", file_unique_id: "vn", length: 240, duration: 5 } },
      { sticker: { file_id: "s", file_unique_id: "s", type: "regular", width: 512, height: 512, is_animated: false, is_video: false, emoji: "👍" } },
      { document: { file_id: "d", file_unique_id: "d", file_name: "q3-report.pdf", mime_type: "application/pdf" } },
      { location: { latitude: 52.52, longitude: 13.405 } },
      { photo },
    ];
    for (const fields of sends) await owner.send("", { fields: { text: undefined, ...fields } });
    const replies = (await owner.waitForMessages(sends.length)).map((m) => m.text);
    expect(replies[0]).toMatch(/can't listen to voice notes/);
    expect(replies[1]).toMatch(/can't watch videos/);
    expect(replies[2]).toMatch(/^👍 Got your sticker/);
    expect(replies[3]).toMatch(/q3-report\.pdf.*can't open documents/);
    expect(replies[4]).toMatch(/location/);
    expect(replies[5]).toMatch(/can't see pictures/);
    for (const text of replies) expect(text.length).toBeLessThan(220);
    expect(model.requests).toHaveLength(0);
  });

  it("forwarded messages and replies keep working", async () => {
    const r = await start(false);
    const owner = emu.client(OWNER, "Ada");
    await owner.send("can you send the deck by friday?", {
      fields: { forward_origin: { type: "user", date: 0, sender_user: { id: 5, is_bot: false, first_name: "Grace" } } },
    });
    await owner.waitForMessages(1);
    await owner.send("I'll write the summary today", { replyToMessageId: 1 });
    const replies = await owner.waitForMessages(2);
    expect(replies[1]!.text).toMatch(/Tracking: write the summary/);
    const turns = await r.zoe.owner(String(OWNER)).memory.recentTurns();
    expect(turns.some((t) => t.text.startsWith("[forwarded from Grace]"))).toBe(true);
    // The forwarded request is someone else's words: nothing was tracked from it.
    expect((await r.zoe.owner(String(OWNER)).threads.live()).map((t) => t.summary)).toEqual(["write the summary"]);
  });

  it("terminal escapes and control characters are stripped on the way in, so /threads never echoes them", async () => {
    const r = await start(false);
    const owner = emu.client(OWNER, "Ada");
    await owner.send("I'll fix the \u001b[31mred\u001b[0m build\u0007 today");
    await owner.waitForMessages(1);
    await owner.send("/threads");
    const [, list] = await owner.waitForMessages(2);
    expect(list!.text).toContain("fix the red build");
    expect(list!.text).not.toMatch(/[\u0000-\u0008\u001b\u007f]/);
    const [thread] = await r.zoe.owner(String(OWNER)).threads.live();
    expect(thread!.summary).toBe("fix the red build");
  });
});

describe("media translation and answers (pure)", () => {
  it("the largest photo size is kept, a GIF is not a document, a venue names its place", () => {
    expect(describeMedia({ photo } as unknown as Message)).toEqual({ kind: "photo", fileId: "ph-large" });
    expect(describeMedia({ photo: [{ ...photo[1], file_size: 81_234 }] } as unknown as Message)).toEqual({ kind: "photo", fileId: "ph-large", sizeBytes: 81_234 });
    expect(describeMedia({ animation: { file_id: "g" }, document: { file_id: "g" } } as unknown as Message)?.kind).toBe("animation");
    expect(describeMedia({ venue: { title: "Café Central", location: { latitude: 1, longitude: 2 } }, location: { latitude: 1, longitude: 2 } } as unknown as Message)).toMatchObject({ kind: "location", place: "Café Central" });
    expect(describeMedia({ text: "hi" } as unknown as Message)).toBeNull();
  });

  it("answers never claim to have seen or heard the content", () => {
    for (const kind of ["photo", "voice", "video_note", "video", "audio", "sticker", "animation", "document", "location", "contact", "poll"] as const) {
      const text = mediaAnswer({ kind });
      expect(text).not.toMatch(/I see|I heard|looks like/i);
      expect(text.length).toBeGreaterThan(20);
    }
  });

  it("cleaning keeps every script and emoji, drops escapes, bidi overrides and controls", () => {
    expect(cleanIncomingText("Grüße, 東京 👋\tnext\r\nline")).toBe("Grüße, 東京 👋\tnext\nline");
    expect(cleanIncomingText("\u001b]0;title\u0007a\u001b[2Jb\u202ec\u0000")).toBe("abc");
  });
});
