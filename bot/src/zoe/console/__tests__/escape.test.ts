import { describe, expect, it } from "vitest";
import { escapeHtml } from "../escape.ts";
import { consolePage } from "../pages.ts";
import { makeThread } from "../../test-support/fixtures.ts";

describe("the console's one escape", () => {
  it("turns markup into text, in content and in attributes", () => {
    expect(escapeHtml(`<b>bold</b> & "quoted" 'single'`)).toBe("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; &#39;single&#39;");
    expect(escapeHtml("plain")).toBe("plain");
  });

  it("a push text and a thread summary with markup reach the page as text", () => {
    const now = new Date("2026-06-04T10:00:00.000Z");
    const th = makeThread({ id: "th-ab12", summary: `<img src=x onerror="alert(1)">` });
    const html = consolePage({
      locale: "en",
      timeZone: "Europe/Berlin",
      now,
      csrf: "c".repeat(64),
      groups: { overdue: [], today: [th], week: [], later: [], none: [] },
      sources: new Map([["th-ab12", `I'll <script>x()</script> it`]]),
      timeline: "",
      pushes: [{ id: "p1", at: now.toISOString(), kind: "nudge", score: 0.8, threshold: 0.6, reason: "due <i>now</i>", text: "Did you <b>markup</b>?" }],
      goals: { text: "<u>goal</u>", buttons: [] },
      settings: { mode: "balanced", quiet: "22:00-08:00", brief: "09:00", locale: "en", languages: [{ code: "en", name: "English" }], localeFixed: false },
      chat: [{ role: "owner", at: now.toISOString(), text: "<marquee>hi</marquee>" }],
      sent: [{ text: "<h2>pushed</h2>", buttons: [] }],
      flash: [{ text: "<h1>x</h1>", buttons: [[{ label: `"><script>`, data: `"><script>` }]] }],
    });
    for (const raw of ["<img", "<script>x", "<b>markup", "<i>now", "<u>goal", "<marquee>", "<h1>x", "<h2>pushed", `"><script>`]) expect(html).not.toContain(raw);
    expect(html).toContain("Did you &lt;b&gt;markup&lt;/b&gt;?");
    expect(html).not.toMatch(/style="/);
    expect(html).not.toMatch(/<script(?! nonce)/);
  });

  it("a push withheld in doubt is listed as not confirmed by Telegram, in the owner's language", () => {
    const now = new Date("2026-06-04T10:00:00.000Z");
    const page = (locale: "en" | "de", unconfirmed: boolean) =>
      consolePage({
        locale,
        timeZone: "Europe/Berlin",
        now,
        csrf: "c".repeat(64),
        groups: { overdue: [], today: [], week: [], later: [], none: [] },
        sources: new Map(),
        timeline: "",
        pushes: [{ id: "p1", at: now.toISOString(), kind: "github_ci", score: 0.72, threshold: 0.5, reason: "main is red", text: "CI is red on maria/site.", ...(unconfirmed ? { unconfirmed: true as const } : {}) }],
        goals: { text: "", buttons: [] },
        settings: { mode: "balanced", quiet: "22:00-08:00", brief: "09:00", locale, languages: [{ code: locale, name: locale }], localeFixed: false },
        chat: [],
        sent: [],
        flash: [],
      });
    expect(page("en", true)).toContain("github_ci: score 0.72, threshold 0.50 · not confirmed by Telegram (withheld, not sent again)</summary>");
    expect(page("de", true)).toContain(" · von Telegram nicht bestätigt (zurückgehalten, nicht noch einmal gesendet)</summary>");
    expect(page("en", false)).not.toContain("not confirmed by Telegram");
  });
});
