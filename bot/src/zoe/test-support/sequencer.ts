/**
 * The order test files start in (vitest.config.ts `sequence.sequencer`): vitest's own (the files
 * it has measured, longest first), except on a run without measures (a fresh clone, a cleared
 * cache), where the fast tier's known long files (tiers.ts `LONG_FILES`) start first instead of
 * last (the e2e tier's, `E2E_LONG_FILES`, likewise). With two workers, a 15-second file that
 * starts last adds its 15 seconds to the run; a 230-second e2e file, up to its 230 seconds.
 * Must never: drop or duplicate a file, or reorder projects (vitest runs them in its order).
 */
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { E2E_LONG_FILES, LONG_FILES } from "./tiers.ts";

/** The known long files, the fast tier's then the e2e tier's (a file is in one tier only). */
const KNOWN_LONG = [...LONG_FILES, ...E2E_LONG_FILES];

/** A file's place among the known long ones of its tier; past the end when it is not one. */
export function longRank(moduleId: string, root: string): number {
  const rel = path.relative(root, moduleId).split(path.sep).join("/");
  const i = LONG_FILES.indexOf(rel);
  if (i >= 0) return i;
  const j = E2E_LONG_FILES.indexOf(rel);
  return j < 0 ? KNOWN_LONG.length : j;
}

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const measured = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${path.relative(root, f.moduleId)}`) !== undefined;
    if (sorted.every(measured)) return sorted;
    // Stable: files of different projects, and files that are not long, keep vitest's order.
    return [...sorted].sort((a, b) => (a.project.name === b.project.name ? longRank(a.moduleId, root) - longRank(b.moduleId, root) : 0));
  }
}
