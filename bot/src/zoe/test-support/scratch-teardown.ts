/**
 * The test run's global setup (vitest.config.ts): nothing to set up, and at the end the run's
 * scratch folders (test-support/scratch.ts) are removed with everything the tests left in them.
 * Must never: remove anything but the folders vitest.config.ts made for this run.
 */
import { closeRunScratch, RUN_SCRATCH_ENV } from "./scratch.ts";

export default function setup(): () => void {
  return () => {
    for (const name of Object.values(RUN_SCRATCH_ENV)) closeRunScratch(process.env[name]);
  };
}
