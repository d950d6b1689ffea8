/**
 * The closing line of a test run counts a file that failed on its own (its set-up threw, it did
 * not load), so a run that exits 1 never reads "N passed, 0 failed" and nothing else.
 */
import { describe, expect, it } from "vitest";
import { summaryLine } from "../../../../vitest.summary-reporter.ts";

describe("the summary line", () => {
  it("a file whose set-up threw is a failed file; its tests were skipped, not failed", () => {
    const files = [
      { state: "passed", tests: Array<string>(1873).fill("passed"), ownErrors: 0 },
      { state: "failed", tests: ["skipped", "skipped"], ownErrors: 1 },
    ];
    expect(summaryLine(files)).toBe("1873 passed, 0 failed, 2 skipped, 1 failed file");
  });

  it("a failing test is counted once, as a failed test; a file that did not load at all is a failed file", () => {
    const files = [
      { state: "failed", tests: ["failed", "passed"], ownErrors: 0 },
      { state: "failed", tests: [], ownErrors: 1 },
      { state: "failed", tests: [], ownErrors: 0 },
    ];
    expect(summaryLine(files)).toBe("1 passed, 1 failed, 0 skipped, 2 failed files");
  });

  it("a green run reads as before", () => {
    expect(summaryLine([{ state: "passed", tests: ["passed", "skipped"], ownErrors: 0 }])).toBe("1 passed, 0 failed, 1 skipped");
  });
});
