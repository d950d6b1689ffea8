/**
 * The held-out reading reports: every file of eval/heldout/ loads (seven languages, the counts the
 * issues ask for), the figures are computed as documented on a tiny hand-made set, and the report
 * names every language. The figures themselves are not pinned here: they are measured, not tuned.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HELDOUT_DIR, HELDOUT_LANGUAGES, captureReport, heldoutCli, measureHeldoutCapture, measureHeldoutReplies, readHeldoutCapture, readHeldoutReplies, repliesReport } from "../heldout.ts";

describe("the held-out material", () => {
  it("holds at least 120 labelled replies and 80 + 80 capture sentences in each of seven languages", () => {
    for (const lang of HELDOUT_LANGUAGES) {
      expect(readHeldoutReplies(lang).length, lang).toBeGreaterThanOrEqual(120);
      const capture = readHeldoutCapture(lang);
      expect(capture.filter((c) => c.commitment).length, lang).toBeGreaterThanOrEqual(80);
      expect(capture.filter((c) => !c.commitment).length, lang).toBeGreaterThanOrEqual(80);
    }
  });
});

describe("the second held-out set (eval/heldout2/, written on 4 December 2026 and measured once)", () => {
  const SECOND = path.join(path.dirname(HELDOUT_DIR), "heldout2");
  it("loads in every language, with at least 130 replies and 90 + 90 capture sentences each", () => {
    for (const lang of HELDOUT_LANGUAGES) {
      expect(readHeldoutReplies(lang, SECOND).length, lang).toBeGreaterThanOrEqual(130);
      const capture = readHeldoutCapture(lang, SECOND);
      expect(capture.filter((c) => c.commitment).length, lang).toBeGreaterThanOrEqual(90);
      expect(capture.filter((c) => !c.commitment).length, lang).toBeGreaterThanOrEqual(90);
    }
  });
});

describe("the reply figures", () => {
  it("counts a right reading, a confident wrong one and a question asked back where an action was meant", () => {
    const f = measureHeldoutReplies("en", [
      { line: 1, kind: "nudge", thread: "send the invoice to Sam", text: "done", actions: ["done"], date: null },
      { line: 2, kind: "nudge", thread: "send the invoice to Sam", text: "done", actions: ["not_yet"], date: null },
      { line: 3, kind: "nudge", thread: "send the invoice to Sam", text: "which invoice?", actions: ["done"], date: null },
    ]);
    expect(f).toMatchObject({ total: 3, right: 1, confidentlyWrong: 1, asked: 1 });
    expect(repliesReport([f])).toMatch(/^en\s+3\s+33\.3% \(1\)\s+33\.3% \(1\)/m);
  });
});

describe("the capture figures", () => {
  it("counts commitments caught, the due phrase taken out of the summary, and non-commitments tracked anyway", () => {
    const f = measureHeldoutCapture("en", [
      { line: 1, commitment: true, text: "I'll ship the onepager today", summary: "ship the onepager", due: "today", reminder: false },
      { line: 2, commitment: false, text: "I shipped the onepager yesterday", summary: null, due: null, reminder: false },
    ]);
    expect(f).toMatchObject({ commitments: 1, caught: 1, withDue: 1, dueOut: 1, nonCommitments: 1, tracked: 0 });
    expect(captureReport([f])).toContain("100.0% (1)");
  });

  // Reads every held-out reply and sentence in seven languages: some 15 s of CPU, more on a busy machine.
  it("zoe eval --replies --capture prints a row per language and says whether the targets hold", { timeout: 120_000 }, () => {
    const lines: string[] = [];
    const code = heldoutCli(["--replies", "--capture"], (l) => lines.push(l));
    const text = lines.join("\n");
    for (const lang of HELDOUT_LANGUAGES) expect(text.match(new RegExp(`^${lang}\\s+\\d+`, "gm"))?.length, lang).toBe(2);
    expect(text).toContain(code === 0 ? "All targets met." : "A target is missed.");
  });
});

describe("another held-out folder (--heldout-dir)", () => {
  const HEADER = "# a\n# b\n# c\n";
  const folder = (langs: readonly string[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-heldout-"));
    for (const l of langs) {
      writeFileSync(path.join(dir, `replies-${l}.tsv`), `${HEADER}nudge\tsend the invoice\tdone\tdone\t-\n`);
      writeFileSync(path.join(dir, `capture-${l}.tsv`), `${HEADER}none\tthe weather is nice\t-\t-\t-\n`);
    }
    return dir;
  };

  it("measures the files of that folder and names it in the report", () => {
    const dir = folder(HELDOUT_LANGUAGES);
    try {
      const lines: string[] = [];
      heldoutCli(["--replies", "--capture", "--heldout-dir", dir], (l) => lines.push(l));
      const text = lines.join("\n");
      expect(text).toContain(`${dir}/replies-*.tsv`);
      for (const lang of HELDOUT_LANGUAGES) expect(text, lang).toMatch(new RegExp(`^${lang}\\s+1\\s+100\\.0% \\(1\\)`, "m"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says which files are missing, or that the flag needs a folder, with exit 2", () => {
    const dir = folder(["en"]);
    try {
      const lines: string[] = [];
      expect(heldoutCli(["--replies", "--heldout-dir", dir], (l) => lines.push(l))).toBe(2);
      expect(lines.join("\n")).toContain("replies-de.tsv");
      const none: string[] = [];
      expect(heldoutCli(["--capture", "--heldout-dir"], (l) => none.push(l))).toBe(2);
      expect(none.join("\n")).toContain("--heldout-dir needs a folder");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
