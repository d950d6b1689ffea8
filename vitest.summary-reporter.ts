/**
 * Prints one plain closing line, "N passed, N failed, N skipped", that tools outside vitest
 * (CI dashboards) can read without knowing vitest's own output.
 */
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (mod.state() === "failed" && ![...mod.children.allTests()].length) failed++;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
