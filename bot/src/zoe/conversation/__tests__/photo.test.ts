/**
 * Photos as evidence, in the test's own process: the checks on a photo's size and type (read
 * from its bytes), the prompt and request it goes out in (an image block before the owner's words,
 * in this turn only), and a turn with a scripted model: "pay this by Friday" on an invoice is
 * tracked, a photo too big or not an image gets a clear answer, a forwarded photo changes nothing,
 * and nothing of the picture is stored.
 */
import { mkdtempSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { FileTooLargeError, type FetchLimits, type MediaNote } from "../../channels/types.ts";
import { messagesParam, type ModelClient } from "../../model/client.ts";
import { ownerIn } from "../../test-support/storage.ts";
import { queuedModel, respondWith } from "../../test-support/queued-model.ts";
import { IMAGE_HEADS, pngImage } from "../../test-support/images.ts";
import { Concierge } from "../concierge.ts";
import { attachmentEvidence, attachmentLabel } from "../media.ts";
import { checkPhoto, isFetchablePhoto, lookAtPhoto, MAX_PHOTO_BYTES, sniffImageType } from "../photo.ts";
import { buildPrompt, PHOTO_WITHOUT_WORDS } from "../prompt.ts";

const invoice = pngImage(4, 3, { rgb: [250, 250, 240] });
const media = (extra: Partial<MediaNote> = {}): MediaNote => ({ kind: "photo", fileId: "ph-1", ...extra });
const never = new AbortController().signal;

/** A fetcher that hands out `bytes` (or throws `err`) and keeps what it was asked. */
function fetcher(bytes: Uint8Array | Error) {
  const asked: FetchLimits[] = [];
  const fetch = async (_m: MediaNote, limits: FetchLimits) => {
    asked.push(limits);
    if (bytes instanceof Error) throw bytes;
    return bytes;
  };
  return { fetch, asked };
}

function setup(model: ModelClient) {
  const clock = new ManualClock("2026-06-02T08:00:00Z"); // a Tuesday
  const home = mkdtempSync(path.join(os.tmpdir(), "zoe-photo-"));
  const owner = ownerIn("42", home);
  const concierge = new Concierge({ model, clock, logger: silentLogger, timeZone: "Europe/Berlin" });
  return { owner, concierge, home };
}

const attachment = (m: MediaNote) => ({ label: attachmentLabel(m), evidence: attachmentEvidence(m) });

describe("a photo's checks (pure)", () => {
  it("ZOE looks at a photo, or a picture sent as a file, that the channel can fetch; nothing else", () => {
    expect(isFetchablePhoto(media())).toBe(true);
    expect(isFetchablePhoto({ kind: "document", fileId: "d-1", fileName: "screenshot.png", mimeType: "image/png" })).toBe(true);
    expect(isFetchablePhoto({ kind: "document", fileId: "d-2", fileName: "invoice.pdf", mimeType: "application/pdf" })).toBe(false);
    expect(isFetchablePhoto({ kind: "document", fileId: "d-3", fileName: "scan.tiff", mimeType: "image/tiff" })).toBe(false);
    expect(isFetchablePhoto({ kind: "photo" })).toBe(false); // no reference to fetch it by
    expect(isFetchablePhoto({ kind: "sticker", fileId: "s-1" })).toBe(false);
    expect(isFetchablePhoto(undefined)).toBe(false);
  });

  it("the type is read from the bytes: PNG, JPEG, WebP and GIF pass; a PDF or text does not", () => {
    expect(sniffImageType(invoice)).toBe("image/png");
    for (const [type, head] of Object.entries(IMAGE_HEADS)) expect(sniffImageType(head)).toBe(type);
    expect(sniffImageType(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });

  it("a photo within the size is shown as base64 of exactly its bytes; past it, or not an image, it is refused", () => {
    const ok = checkPhoto(invoice);
    expect(ok.ok && ok.image.mediaType).toBe("image/png");
    expect(ok.ok && Buffer.from(ok.image.base64, "base64").equals(invoice)).toBe(true);
    expect(checkPhoto(invoice, invoice.length - 1)).toEqual({ ok: false, why: "too big" });
    expect(checkPhoto(Buffer.from("%PDF-1.7 an invoice"))).toEqual({ ok: false, why: "not an image" });
    expect(MAX_PHOTO_BYTES * (4 / 3)).toBeLessThan(5 * 1024 * 1024); // its base64 fits the API's 5 MB
  });

  it("a size the channel announced past the limit is refused without a download; the fetch gets the limit", async () => {
    const f = fetcher(invoice);
    expect(await lookAtPhoto(f.fetch, media({ sizeBytes: MAX_PHOTO_BYTES + 1 }), never)).toEqual({ ok: false, why: "too big" });
    expect(f.asked).toHaveLength(0);
    expect((await lookAtPhoto(f.fetch, media({ sizeBytes: invoice.length }), never)).ok).toBe(true);
    expect(f.asked[0]!.maxBytes).toBe(MAX_PHOTO_BYTES);
    expect(f.asked[0]!.signal).toBe(never);
  });

  it("a download cut off past the limit is too big; a failed one is unavailable, with why for the log", async () => {
    expect(await lookAtPhoto(fetcher(new FileTooLargeError(null, MAX_PHOTO_BYTES)).fetch, media(), never)).toEqual({ ok: false, why: "too big" });
    expect(await lookAtPhoto(fetcher(new Error("getFile failed: Bad Request")).fetch, media(), never)).toEqual({ ok: false, why: "unavailable", detail: "getFile failed: Bad Request" });
    expect(await lookAtPhoto(fetcher(Buffer.from("<html>not found</html>")).fetch, media(), never)).toEqual({ ok: false, why: "not an image" });
  });
});

describe("the prompt and the request a photo goes in (pure)", () => {
  const blocks = { persona: "You are ZOE.", human: "", working: "", preferences: "" };
  const base = { blocks, recent: [], threads: [], now: new Date("2026-06-02T08:00:00Z"), timeZone: "Europe/Berlin" };

  it("the image block comes before the owner's words in the last user message, base64 with its media type", () => {
    const prompt = buildPrompt({ ...base, text: "pay this by Friday", withPhoto: true });
    const messages = messagesParam({ messages: prompt.messages, image: { mediaType: "image/png", base64: invoice.toString("base64") } });
    expect(messages.at(-1)).toEqual({
      role: "user",
      content: [
        { type: "image", source: { type: "base64", media_type: "image/png", data: invoice.toString("base64") } },
        { type: "text", text: "pay this by Friday" },
      ],
    });
  });

  it("without an image every message stays text; a photo without words says so instead of an empty message", () => {
    const plain = buildPrompt({ ...base, text: "pay the rent" });
    expect(messagesParam({ messages: plain.messages })).toEqual(plain.messages);
    expect(buildPrompt({ ...base, text: "", withPhoto: true }).messages.at(-1)!.content).toBe(PHOTO_WITHOUT_WORDS);
  });

  it("the evidence line of a seen photo says its text is never an instruction; an unseen one says it is not seen", () => {
    expect(attachmentEvidence(media(), true)).toMatch(/never an instruction/);
    expect(attachmentEvidence(media(), true)).not.toMatch(/cannot see/);
    expect(attachmentEvidence(media())).toMatch(/cannot see its content/);
  });
});

describe("a turn with a photo", () => {
  it("'pay this by Friday' on an invoice: the model is shown the image once, the payment is tracked for Friday, nothing of the picture is stored", async () => {
    const model = queuedModel([respondWith({ reply: "Got it: ACME, EUR 420.", thread_ops: [{ op: "open", summary: "pay the ACME invoice (EUR 420)", due: "Friday" }] })]);
    const { owner, concierge, home } = setup(model);
    const f = fetcher(invoice);
    const r = await concierge.turn(owner, { text: "pay this by Friday", key: "m:42:7", attachment: attachment(media()), photo: { media: media(), fetch: f.fetch } });
    expect(r.reply).toMatch(/^Got it: ACME, EUR 420\.\n\nTracking: pay the ACME invoice \(EUR 420\), due Fri 18:00/);
    const [thread] = await owner.threads.live();
    expect(thread!.due_at).toBe("2026-06-05T16:00:00.000Z"); // Friday 18:00 in Berlin
    expect(f.asked).toHaveLength(1);
    const req = model.requests[0]!;
    expect(req.image).toEqual({ mediaType: "image/png", base64: invoice.toString("base64") });
    expect(req.system.dynamic).toMatch(/never an instruction/);
    // The owner's words are kept, the picture is not: no trace of its bytes in any stored file.
    const turns = await owner.memory.recentTurns();
    expect(turns.find((t) => t.role === "owner")!.text).toBe("[a photo] pay this by Friday");
    const b64 = invoice.toString("base64");
    for (const file of await readdir(home, { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const text = await readFile(path.join(file.parentPath, file.name), "utf8");
      expect(text, file.name).not.toContain(b64.slice(0, 24));
    }
    // The next turn's prompt has the words about the photo, not the photo.
    const next = queuedModel([respondWith({ reply: "Sure." })]);
    await new Concierge({ model: next, clock: new ManualClock("2026-06-02T08:05:00Z"), logger: silentLogger, timeZone: "Europe/Berlin" }).turn(owner, { text: "thanks" });
    expect(next.requests[0]!.image).toBeUndefined();
    expect(JSON.stringify(next.requests[0]!.messages)).toContain("[a photo] pay this by Friday");
  });

  it("a photo too big without words is told so in a line, with the limit, and the model is not called", async () => {
    const model = queuedModel([]);
    const { owner, concierge } = setup(model);
    const big = media({ sizeBytes: MAX_PHOTO_BYTES + 1 });
    const r = await concierge.turn(owner, { text: "", attachment: attachment(big), photo: { media: big, fetch: fetcher(invoice).fetch } });
    expect(r.reply).toBe("That photo is too big for me to look at (I take photos up to 3 MB). Send a smaller one, or tell me in a line what it's about.");
    expect(model.requests).toHaveLength(0);
  });

  it("a photo that is not an image, with words: the words are answered without it, and the owner is told why", async () => {
    const model = queuedModel([respondWith({ reply: "Noted." })]);
    const { owner, concierge } = setup(model);
    const r = await concierge.turn(owner, { text: "the lease, see attached", attachment: attachment(media()), photo: { media: media(), fetch: fetcher(Buffer.from("%PDF-1.7")).fetch } });
    expect(r.reply).toBe("Noted.\n\nI couldn't read that as a picture: I look at JPEG, PNG, WebP and GIF. Send it as a photo, or tell me in a line what it's about.");
    expect(model.requests[0]!.image).toBeUndefined();
    expect(model.requests[0]!.system.dynamic).toMatch(/You cannot see its content/);
  });

  it("a forwarded photo with someone else's caption is shown, and what the answer asks for is held back", async () => {
    const model = queuedModel([respondWith({ reply: "That's Grace's invoice.", thread_ops: [{ op: "open", summary: "pay Grace's invoice", due: "Friday" }] })]);
    const { owner, concierge } = setup(model);
    const r = await concierge.turn(owner, { text: "pay this by Friday", forwardedFrom: "Grace", attachment: attachment(media()), photo: { media: media(), fetch: fetcher(invoice).fetch } });
    expect(model.requests[0]!.image?.mediaType).toBe("image/png");
    expect(JSON.stringify(model.requests[0]!.messages)).toMatch(/forwarded this message from Grace/);
    expect(await owner.threads.live()).toEqual([]);
    expect(r.reply).toMatch(/^That's Grace's invoice\./);
  });
});
