/**
 * The test run's global setup (vitest.config.ts): nothing to set up, and at the end the run's
 * scratch folder (test-support/scratch.ts) is removed with everything the tests left in it.
 * Must never: remove anything but the folder vitest.config.ts made for this run.
 */
import { closeRunScratch, RUN_SCRATCH_ENV } from "./scratch.ts";

export default function setup(): () => void {
  return () => closeRunScratch(process.env[RUN_SCRATCH_ENV]);
}
