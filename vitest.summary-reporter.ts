/**
 * Prints one plain closing line, "N passed, N failed, N skipped", that tools outside vitest
 * (CI dashboards) can read without knowing vitest's own output; a test file that failed on its
 * own (its set-up threw, it did not load) adds ", N failed file(s)", so a run that exits 1 never
 * reads "0 failed" and nothing else.
 * Must never: count a file whose only failures are its tests' as a failed file too (they are counted once).
 */
import type { Reporter, TestModule } from "vitest/node";

/** What the line needs of one test file. */
export interface FileOutcome {
  /** The file's state: "failed" when anything in it failed, its set-up included. */
  state: string;
  /** Each test's state ("passed", "failed", "skipped", "pending"). */
  tests: readonly string[];
  /** Errors of the file itself, outside any test (a hook or the module's own code). */
  ownErrors: number;
}

/** The closing line for a run's files (pure). */
export function summaryLine(files: readonly FileOutcome[]): string {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let failedFiles = 0;
  for (const f of files) {
    for (const state of f.tests) {
      if (state === "passed") passed++;
      else if (state === "failed") failed++;
      else skipped++;
    }
    if (f.state === "failed" && (f.ownErrors > 0 || !f.tests.includes("failed"))) failedFiles++;
  }
  const files_ = failedFiles ? `, ${failedFiles} failed file${failedFiles === 1 ? "" : "s"}` : "";
  return `${passed} passed, ${failed} failed, ${skipped} skipped${files_}`;
}

export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((mod) => ({
      state: mod.state(),
      tests: [...mod.children.allTests()].map((test) => test.result().state),
      ownErrors: mod.errors().length,
    }));
    process.stdout.write(`\n${summaryLine(files)}\n`);
  }
}
