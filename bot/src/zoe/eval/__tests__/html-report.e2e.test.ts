/**
 * `zoe eval --html FILE`, opened in a real headless Chromium (helpers/chromium.ts): the page renders
 * (its script ran), the summary table is on top, and every scenario's timeline has, per policy, as
 * many marks as the replay produced pushes, briefs and skipped events; a push text with markup in
 * it shows as text and never runs; the page refers to nothing outside itself and the browser makes
 * no request. Also: the output path is checked before any replay (its folder created, a clear
 * error when it cannot be written).
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evalCli } from "../cli.ts";
import { escapeHtml } from "../html-report.ts";
import { dumpDom, type DumpedPage } from "../../test-support/chromium.ts";

const berlin = (local: string) => `2026-06-${local}+02:00`;

/** The owner's own words become the thread's summary, and so part of every push about it. */
const INJECTION = `chairs <script>document.documentElement.dataset.pwned="1"</script><img src=x onerror="document.documentElement.dataset.pwned='2'">`;

/** A commitment due at 18:00 whose summary carries markup; the owner answers nothing. */
const MARKUP = {
  name: "markup-in-a-push",
  timezone: "Europe/Berlin",
  start: berlin("01T08:00:00"),
  end: berlin("02T12:00:00"),
  events: [{ at: berlin("01T09:00:00"), type: "user", text: "I'll order the chairs today", respond: { reply: "Okay.", thread_ops: [{ op: "open", summary: INJECTION, due: "today" }] } }],
  expect: [{ about: "chairs", from: berlin("01T18:00:00"), to: berlin("01T19:00:00") }],
  forbid: [{ about: "chairs", from: berlin("01T22:00:00"), to: berlin("02T07:00:00") }],
};

/** 18:15: the baselines have reminded, ZOE holds its follow-up until 18:30: its reply is skipped under ZOE. */
const EARLY_REPLY = {
  name: "reply-before-zoe",
  timezone: "Europe/Berlin",
  start: berlin("01T08:00:00"),
  end: berlin("03T08:00:00"),
  events: [
    { at: berlin("01T09:00:00"), type: "user", text: "I'll send the invoice today", respond: { reply: "Okay.", thread_ops: [{ op: "open", summary: "send the invoice", due: "today" }] } },
    { at: berlin("01T18:15:00"), type: "reply", about: "invoice", text: "done", respond: { reply: "Great.", thread_ops: [{ op: "resolve", id: "@invoice" }] } },
  ],
  expect: [{ about: "invoice", from: berlin("01T17:00:00"), to: berlin("01T18:59:00") }],
};

interface RowCounts {
  pushes: number;
  briefs: number;
  others: number;
  skips: number;
  attrs: Record<string, string>;
}

/** Per scenario (its data-scenario) and policy: the marks drawn in the rendered DOM, counted by kind. */
function drawnMarks(dom: string): Map<string, Map<string, RowCounts>> {
  const out = new Map<string, Map<string, RowCounts>>();
  const sections = dom.split('<section class="scenario"').slice(1);
  for (const sec of sections) {
    const name = /data-scenario="([^"]*)"/.exec(sec)![1]!;
    const rows = new Map<string, RowCounts>();
    for (const m of sec.matchAll(/<g class="row"([^>]*)>([\s\S]*?)<\/g>/g)) {
      const attrs = Object.fromEntries([...m[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
      const count = (kind: string) => m[2]!.split(`data-kind="${kind}"`).length - 1;
      rows.set(attrs["data-policy"]!, { pushes: count("push"), briefs: count("brief"), others: count("other"), skips: count("skip"), attrs });
    }
    out.set(name, rows);
  }
  return out;
}

interface JsonRun {
  scenario: string;
  pushes: unknown[];
  briefs: unknown[];
  other: unknown[];
  skipped: unknown[];
}
type JsonDoc = { policies: Record<string, { totals: { skipped: number }; scenarios: JsonRun[] }> };

describe("zoe eval --html, opened in headless Chromium", () => {
  let dir: string;
  let scenarios: string;
  const html = () => path.join(dir, "reports", "new", "compare.html");
  let doc: JsonDoc;
  let page: DumpedPage;
  let raw: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-eval-html-"));
    scenarios = path.join(dir, "scenarios");
    await fs.mkdir(scenarios);
    await fs.writeFile(path.join(scenarios, "a-markup.json"), JSON.stringify(MARKUP));
    await fs.writeFile(path.join(scenarios, "b-early-reply.json"), JSON.stringify(EARLY_REPLY));
    const json = path.join(dir, "compare.json");
    // The report's folder does not exist yet: the CLI creates it.
    const code = await evalCli(["--scenarios", scenarios, "--compare", "--json", json, "--html", html()], (l) => void lines.push(...l.split("\n")), () => undefined);
    expect(code).toBe(0);
    doc = JSON.parse(await fs.readFile(json, "utf8")) as JsonDoc;
    raw = await fs.readFile(html(), "utf8");
    page = await dumpDom(html());
  }, 120_000);

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("the page rendered: its script ran and found as many marks as it was given", () => {
    expect(lines).toContain(`Wrote ${html()}`);
    // The static file says "static"; only the page's script sets "ready".
    expect(raw).toMatch(/<html lang="en" data-report="static">/);
    expect(page.dom).toMatch(/<html lang="en" data-report="ready" data-marks="\d+" data-timelines="2">/);
  });

  it("has the summary table on top: Perfect, Hit, misses, over-triggering and skipped events per policy", () => {
    const summary = page.dom.indexOf('id="summary"');
    expect(summary).toBeGreaterThan(0);
    expect(summary).toBeLessThan(page.dom.indexOf('class="scenario"'));
    const table = page.dom.slice(summary, page.dom.indexOf("</table>", summary));
    for (const h of ["Perfect", "Hit", "Miss", "Over-trigger", "Violations", "Skipped"]) expect(table).toContain(`<th scope="col">${h}</th>`);
    const zoeRow = /<tr data-policy="zoe">([\s\S]*?)<\/tr>/.exec(table)![1]!;
    const cells = [...zoeRow.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    // Perfect, Hit, Miss, Over-trigger, Violations, Skipped: ZOE hit both windows and skipped the
    // early reply, so the invoice stayed open under ZOE and came back the next day (over-trigger).
    expect(cells.slice(0, 6)).toEqual(["50% (1/2)", "100% (2/2)", "0% (0)", "33.3% (1/3)", "0", "1"]);
    for (const p of ["legacy-cron", "heartbeat"]) expect(table).toContain(`<tr data-policy="${p}">`);
    expect(page.dom).toContain("zoe: reply-before-zoe: events[1] reply at Mon 01 Jun 18:15: this policy never sent a push about \"invoice\" before it");
  });

  it("every scenario's timeline has, per policy, the marks of the replay's own results", () => {
    const drawn = drawnMarks(page.dom);
    expect([...drawn.keys()]).toEqual(["markup-in-a-push", "reply-before-zoe"]);
    let total = 0;
    for (const [policy, { scenarios: runs }] of Object.entries(doc.policies)) {
      for (const run of runs) {
        const row = drawn.get(run.scenario)?.get(policy);
        expect(row, `${run.scenario} / ${policy}`).toBeDefined();
        expect({ pushes: row!.pushes, briefs: row!.briefs, others: row!.others, skips: row!.skips }, `${run.scenario} / ${policy}`).toEqual({
          pushes: run.pushes.length,
          briefs: run.briefs.length,
          others: run.other.length,
          skips: run.skipped.length,
        });
        // The page's own count, made in the browser, agrees.
        expect(row!.attrs["data-drawn-pushes"]).toBe(String(run.pushes.length));
        expect(row!.attrs["data-drawn-briefs"]).toBe(String(run.briefs.length));
        total += run.pushes.length + run.briefs.length + run.other.length + run.skipped.length;
      }
    }
    expect(page.dom).toContain(`data-marks="${total}"`);
    // Sanity: there is something to count, and the skipped reply is drawn under ZOE only.
    expect(drawn.get("markup-in-a-push")!.get("legacy-cron")!.pushes).toBeGreaterThan(5);
    expect(drawn.get("reply-before-zoe")!.get("zoe")!.skips).toBe(1);
    expect(drawn.get("reply-before-zoe")!.get("heartbeat")!.skips).toBe(0);
    // Expected and forbidden windows are drawn too.
    expect(page.dom.split('data-window="expect"').length - 1).toBe(2);
    expect(page.dom.split('data-window="forbid"').length - 1).toBe(1);
  });

  it("a push text with markup shows as text on hover and never runs", () => {
    expect(page.dom).not.toContain("data-pwned");
    expect(page.dom.match(/<script\b/g)).toHaveLength(1); // the page's own script only
    expect(page.dom).not.toMatch(/<img\b/);
    // The text is there, as text, in the hover titles of every policy's pushes about it.
    const asText = INJECTION.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
    const titles = [...page.dom.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!);
    for (const policy of ["zoe", "legacy-cron", "heartbeat"]) {
      const row = drawnMarks(page.dom).get("markup-in-a-push")!.get(policy)!;
      expect(row.pushes, policy).toBeGreaterThan(0);
    }
    expect(titles.filter((t) => t.includes(asText)).length).toBeGreaterThanOrEqual(3);
    expect(raw).not.toContain("<script>document");
    expect(raw).toContain(escapeHtml(INJECTION));
  });

  it("refers to nothing outside the page, and the browser made no request", () => {
    expect(page.requests).toEqual([]);
    const markup = raw.replace(/<title>[^<]*<\/title>/g, ""); // texts are escaped data, not references
    expect(markup).not.toMatch(/\b(?:src|href|action|xlink:href)\s*=\s*"(?!#)/i);
    expect(markup).not.toMatch(/url\(|@import|@font-face|https?:\/\//i);
    expect(raw).toContain("Content-Security-Policy");
  });

  it("works for a single policy as well", async () => {
    const single = path.join(dir, "single.html");
    const json = path.join(dir, "single.json");
    const code = await evalCli(["--scenarios", scenarios, "--policy", "legacy-cron", "--html", single, "--json", json], () => undefined, () => undefined);
    expect(code).toBe(0);
    const one = JSON.parse(await fs.readFile(json, "utf8")) as JsonDoc;
    const { dom, requests } = await dumpDom(single);
    expect(requests).toEqual([]);
    expect(dom).toMatch(/data-report="ready"/);
    const drawn = drawnMarks(dom);
    for (const run of one.policies["legacy-cron"]!.scenarios) {
      const rows = drawn.get(run.scenario)!;
      expect([...rows.keys()]).toEqual(["legacy-cron"]);
      expect(rows.get("legacy-cron")!.pushes).toBe(run.pushes.length);
      expect(rows.get("legacy-cron")!.briefs).toBe(run.briefs.length);
    }
    expect(dom).not.toContain('<tr data-policy="zoe">');
  }, 60_000);
});

describe("zoe eval --html: where the page goes", () => {
  let dir: string;
  const lines: string[] = [];
  const out = (l: string) => void lines.push(...l.split("\n"));

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-eval-html-path-"));
    await fs.mkdir(path.join(dir, "scenarios"));
    await fs.writeFile(path.join(dir, "scenarios", "s.json"), JSON.stringify(EARLY_REPLY));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("a path it cannot write is refused with a clear message before any replay (exit 2)", async () => {
    await fs.writeFile(path.join(dir, "a-file"), "x");
    const progress: string[] = [];
    lines.length = 0;
    const bad = path.join(dir, "a-file", "report.html");
    expect(await evalCli(["--scenarios", path.join(dir, "scenarios"), "--html", bad], out, (l) => void progress.push(l))).toBe(2);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^zoe eval: cannot write the HTML report to ${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: a part of the path is a file, not a folder \\((ENOTDIR|EEXIST)\\)$`))]);
    expect(progress).toEqual([]);
  });

  it("a folder given as the file is refused, naming a file to use instead", async () => {
    lines.length = 0;
    expect(await evalCli(["--scenarios", path.join(dir, "scenarios"), "--html", dir], out, () => undefined)).toBe(2);
    expect(lines).toEqual([`zoe eval: cannot write the HTML report to ${dir}: it is a folder: give a file name, e.g. ${path.join(dir, "report.html")}`]);
  });

  it("--html without a file is a usage error", async () => {
    lines.length = 0;
    expect(await evalCli(["--html"], out, () => undefined)).toBe(2);
    expect(lines[0]).toBe("zoe eval: --html needs a value");
  });

  it("escapes every markup character of a text", () => {
    expect(escapeHtml(`<a href="x">'&'</a>\u0007`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;\uFFFD");
  });
});
