/**
 * How ZOE's plain-text replies look in Telegram: escaping, the tiny inline markup, and splitting
 * long replies into messages Telegram accepts (each at most 4,096 characters once rendered).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { escapeHtml, htmlToVisibleText, renderHtml, splitMessage, TELEGRAM_TEXT_LIMIT } from "../telegram/format.ts";
import { describeForwardOrigin, toInbound } from "../telegram/inbound.ts";
import type { Update } from "grammy/types";

const rendered = (parts: string[]) => parts.map(renderHtml);
const visibleJoin = (parts: string[], sep = "") => parts.map((p) => htmlToVisibleText(renderHtml(p))).join(sep);

describe("escaping", () => {
  it("escapes the characters Telegram's HTML mode would misread", () => {
    expect(escapeHtml(`<script>&"x"</script>`)).toBe("&lt;script&gt;&amp;&quot;x&quot;&lt;/script&gt;");
  });

  it("renders a reply with HTML special characters so the owner reads exactly what ZOE wrote", () => {
    const plain = `Compare a<b && c>d, "quoted" & <i>not italic</i>`;
    const html = renderHtml(plain);
    expect(html).not.toMatch(/<i>/);
    expect(htmlToVisibleText(html)).toBe(plain);
  });

  it("leaves an already-escaped-looking entity visible as typed", () => {
    expect(htmlToVisibleText(renderHtml("write &amp; to get &"))).toBe("write &amp; to get &");
  });
});

describe("inline markup", () => {
  it("turns **bold** and `code` into tags", () => {
    expect(renderHtml("**Due today**: run `npm test` now")).toBe("<b>Due today</b>: run <code>npm test</code> now");
  });

  it("escapes inside markup, and never interprets markup inside code", () => {
    expect(renderHtml("**a<b**")).toBe("<b>a&lt;b</b>");
    expect(renderHtml("`**x** & y`")).toBe("<code>**x** &amp; y</code>");
  });

  it("never spans lines", () => {
    expect(renderHtml("**start\nend**")).toBe("**start\nend**");
    expect(renderHtml("`a\nb`")).toBe("`a\nb`");
  });

  it("leaves unmatched or empty markers as they are", () => {
    expect(renderHtml("2 ** 3 and a lone ` tick")).toBe("2 ** 3 and a lone ` tick");
    expect(renderHtml("****")).toBe("****");
  });

  it("always produces balanced tags whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("*", "`", "a", " ", "\n", "<", "&") }), (s) => {
        const html = renderHtml(s);
        const opens = (html.match(/<(b|code)>/g) ?? []).length;
        const closes = (html.match(/<\/(b|code)>/g) ?? []).length;
        expect(opens).toBe(closes);
        expect(html.replace(/<\/?(b|code)>/g, "")).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe("splitting long replies", () => {
  it("keeps a short reply in one message", () => {
    expect(splitMessage("Done. Three open loops left.")).toEqual(["Done. Three open loops left."]);
  });

  it("splits a 5,000-character reply of paragraphs into two messages on a paragraph boundary", () => {
    const para = (i: number) => `Paragraph ${i}: ${"word ".repeat(100).trim()}.`;
    const paras = Array.from({ length: 10 }, (_, i) => para(i));
    const plain = paras.join("\n\n");
    expect(plain.length).toBeGreaterThan(5_000);
    const parts = splitMessage(plain);
    expect(parts).toHaveLength(2);
    for (const r of rendered(parts)) expect(r.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    // Every part is a run of whole paragraphs.
    for (const p of parts) for (const chunk of p.split("\n\n")) expect(paras).toContain(chunk);
    expect(parts.join("\n\n")).toBe(plain);
  });

  it("falls back to line boundaries when one paragraph is too long", () => {
    const lines = Array.from({ length: 120 }, (_, i) => `- item ${i}: ${"x".repeat(50)}`);
    const parts = splitMessage(lines.join("\n"));
    expect(parts.length).toBe(2);
    for (const p of parts) for (const line of p.split("\n")) expect(lines).toContain(line);
    expect(parts.join("\n")).toBe(lines.join("\n"));
  });

  it("splits a 10,000-character single line at word boundaries", () => {
    const words = Array.from({ length: 2_000 }, (_, i) => `w${i % 1000}x`);
    const plain = words.join(" ").slice(0, 10_000).trim();
    expect(plain.length).toBeGreaterThan(9_900);
    const parts = splitMessage(plain);
    expect(parts.length).toBe(3);
    for (const r of rendered(parts)) expect(r.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(parts.join(" ")).toBe(plain);
  });

  it("cuts a single 10,000-character word as a last resort, losing nothing", () => {
    const plain = "a".repeat(10_000);
    const parts = splitMessage(plain);
    expect(parts.map((p) => p.length)).toEqual([4096, 4096, 1808]);
    expect(parts.join("")).toBe(plain);
  });

  it("measures the limit after escaping: 3,000 ampersands become two messages", () => {
    const plain = "&".repeat(3_000); // renders to 15,000 characters
    const parts = splitMessage(plain);
    for (const r of rendered(parts)) expect(r.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(parts.map((p) => p.length)).toEqual([819, 819, 819, 543]); // 819 × "&amp;" = 4,095
    expect(parts.join("")).toBe(plain);
  });

  it("never cuts an emoji or a multibyte character in half", () => {
    const family = "👨‍👩‍👧‍👦"; // one grapheme, 11 UTF-16 units
    const plain = `${"é".repeat(10)}${family.repeat(800)}日本語`;
    const parts = splitMessage(plain, 1_000);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(1_000);
      expect(p).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      expect(p.startsWith("\u200d")).toBe(false);
    }
    expect(parts.join("")).toBe(plain);
  });

  it("splits 300 kB without a space (and 300 kB of emoji) in well under a second's worth of work each, not minutes: every part fits, nothing lost, no emoji cut (#37)", () => {
    for (const [text, unit] of [["x".repeat(300_000), "x"], ["👍🏽".repeat(75_000), "👍🏽"]] as const) {
      const started = performance.now();
      const parts = splitMessage(text);
      // Took 193 s and 121 s before (the whole rest of the word segmented and searched per part).
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(parts.length).toBeLessThanOrEqual(80);
      for (const r of rendered(parts)) expect(r.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
      expect(parts.join("")).toBe(text);
      for (const p of parts) expect(p.length % unit.length, "a part ends inside an emoji").toBe(0);
    }
  });

  it("splits 300 kB of short words with markup linearly: every part fits, every word kept (#37)", () => {
    const text = "**bold** `code` <b>&amp; a ".repeat(10_000);
    const started = performance.now();
    const parts = splitMessage(text);
    expect(performance.now() - started).toBeLessThan(10_000);
    for (const r of rendered(parts)) expect(r.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(parts.join(" ").split(/\s+/).filter(Boolean)).toEqual(text.split(/\s+/).filter(Boolean));
  });

  it("drops whitespace-only parts instead of sending empty messages", () => {
    expect(splitMessage("   \n\n  ")).toEqual([]);
    const parts = splitMessage(`${"a ".repeat(3_000)}\n\n\n\n\n\n${"b ".repeat(3_000)}`);
    for (const p of parts) expect(p.trim()).not.toBe("");
  });

  it("for any text, every part fits and no visible word is lost", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom("a", "b", "&", "<", " ", "\n", "*", "`", "😀") }), { maxLength: 40 }),
        fc.integer({ min: 20, max: 200 }),
        (chunks, limit) => {
          const plain = chunks.join("");
          const parts = splitMessage(plain, limit);
          for (const r of rendered(parts)) expect(r.length).toBeLessThanOrEqual(limit);
          const squash = (s: string) => s.replace(/\s+/g, "");
          expect(squash(parts.join(""))).toBe(squash(plain));
        },
      ),
    );
  });

  it("keeps what the owner reads intact across parts for ordinary prose", () => {
    const plain = Array.from({ length: 60 }, (_, i) => `Line ${i} with <tags> & "quotes" and **bold** bits.`).join("\n");
    const parts = splitMessage(plain, 500);
    expect(visibleJoin(parts, "\n")).toBe(plain.replace(/\*\*bold\*\*/g, "bold"));
  });
});

describe("inbound translation", () => {
  const now = new Date("2025-03-01T09:00:00Z");
  const chat = { id: 42, type: "private" as const, first_name: "Ada" };
  const from = { id: 42, is_bot: false, first_name: "Ada" };

  it("maps a private text message, with the message it replies to", () => {
    const update = {
      update_id: 7,
      message: { message_id: 10, date: 0, chat, from, text: "remind me", reply_to_message: { message_id: 9, date: 0, chat } },
    } as unknown as Update;
    expect(toInbound(update, now)).toEqual({
      kind: "event",
      event: { kind: "text", userId: "42", address: { channel: "telegram", chat: "42" }, text: "remind me", messageId: "10", replyToMessageId: "9", at: now, key: "m:42:10" },
    });
  });

  it("marks forwarded text with who originally wrote it", () => {
    const update = {
      update_id: 8,
      message: {
        message_id: 11, date: 0, chat, from, text: "can you send the deck?",
        forward_origin: { type: "user", date: 0, sender_user: { id: 5, is_bot: false, first_name: "Grace", last_name: "Hopper", username: "grace" } },
      },
    } as unknown as Update;
    const d = toInbound(update, now);
    expect(d.kind === "event" && d.event.kind === "text" && d.event.forwardedFrom).toBe("Grace Hopper (@grace)");
    expect(describeForwardOrigin({ type: "hidden_user", date: 0, sender_user_name: "Anon" })).toBe("Anon");
  });

  it("skips groups, edits and non-text messages", () => {
    const group = { update_id: 1, message: { message_id: 1, date: 0, chat: { id: -5, type: "group", title: "Team" }, from, text: "hi" } };
    const edited = { update_id: 2, edited_message: { message_id: 1, date: 0, edit_date: 1, chat, from, text: "hi!" } };
    const photo = { update_id: 3, message: { message_id: 2, date: 0, chat, from, photo: [] } };
    for (const u of [group, edited, photo]) expect(toInbound(u as unknown as Update, now).kind).toBe("skip");
  });

  it("maps a button press and keeps the query id so it can be answered", () => {
    const update = {
      update_id: 9,
      callback_query: { id: "cq1", from, chat_instance: "x", data: "done:abc", message: { message_id: 12, date: 0, chat } },
    } as unknown as Update;
    expect(toInbound(update, now)).toEqual({
      kind: "event",
      callbackQueryId: "cq1",
      event: { kind: "button", userId: "42", address: { channel: "telegram", chat: "42" }, data: "done:abc", messageId: "12", at: now, key: "b:42:12:done:abc" },
    });
  });
});
