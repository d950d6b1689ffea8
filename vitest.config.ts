import os from "node:os";
import { defineConfig } from "vitest/config";
import { openRunScratches } from "./bot/src/zoe/test-support/scratch.ts";
import { LongFilesFirst } from "./bot/src/zoe/test-support/sequencer.ts";
import { E2E_FILES, OWN_MODULES, SOLO_FILES, TEST_FILES } from "./bot/src/zoe/test-support/tiers.ts";

/** The fast tier's own setup: a process or a server started there fails the test. */
const FAST_SETUP = "bot/src/zoe/test-support/fast-tier.ts";
/**
 * Test files at once: vitest's own default (one per core but one) with two at least. On a two-core
 * machine the default is one, and `npm test` ran every file after the other, though the e2e tier
 * spends more than half its time waiting (on its servers, PostgreSQL and timers) with one core
 * idle; the fast tier already runs on every core in `npm run test:fast`. The e2e files that run
 * several ZOE processes side by side still run one at a time (the "e2e-solo" project, tiers.ts SOLO_FILES).
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);
/** An e2e test's limit, in the projects that share the machine: see the comment on the "e2e" project. */
const E2E_TIMEOUT = 90_000;
/** A fast-tier test's limit: see the comment on `projects`. */
const FAST_TIMEOUT = 120_000;
/** This run's scratch folders: the fast tier's in memory when the machine has room (test-support/scratch.ts). */
const scratch = openRunScratches();

export default defineConfig({
  test: {
    environment: "node",
    // End-to-end tests start real loopback servers (Telegram emulator, fake model, fake Bonfire);
    // give them room on a shared, noisy machine. Timing targets live in `npm run bench`, not here.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    // V8 compiles a regular expression to bytecode at its first run and again to machine code at its
    // second; the language packs' largest expressions (tens of kB of alternatives) cost about a second
    // each way. Compiled once, straight to machine code, the suite spends about half the CPU.
    execArgv: ["--no-regexp-tier-up"],
    maxWorkers: WORKERS,
    globalSetup: ["bot/src/zoe/test-support/scratch-teardown.ts"],
    setupFiles: ["bot/src/zoe/test-support/setup.ts"],
    reporters: ["default", "./vitest.summary-reporter.ts"],
    // Known long files first on a run vitest has no measures for (test-support/sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
    // The tiers (test-support/tiers.ts): `npm run test:fast` runs the first two, `npm test` all four.
    // The fast tier's longest tests read whole corpora (hundreds of replies or sentences a
    // language): pure CPU, 3-4 s on an idle machine and near 30 s while `npm test` runs the e2e
    // tier beside it on two busy cores. Nothing there waits on a server, so a longer limit hides
    // no hang a shorter one would catch sooner; it only keeps a busy machine from failing CI.
    projects: [
      { extends: true, test: { name: "fast", include: [TEST_FILES], exclude: [E2E_FILES, ...OWN_MODULES], isolate: false, setupFiles: [FAST_SETUP], env: { TMPDIR: scratch.fast }, testTimeout: FAST_TIMEOUT } },
      { extends: true, test: { name: "fast-own-modules", include: OWN_MODULES, setupFiles: [FAST_SETUP], env: { TMPDIR: scratch.fast }, testTimeout: FAST_TIMEOUT } },
      // The e2e files that start ZOE once run here beside the others, their first message's CPU (the language packs'
      // expressions compiled, 1-3 s alone) shared with a fast-tier file's: a limit three times the usual.
      // Its files share a worker's modules (isolate: false), as the fast tier's do: a fresh worker per file spent about
      // 2.4 s importing ZOE again. Tests marked concurrent (the PostgreSQL replays, each on its own database) run four at once.
      { extends: true, test: { name: "e2e", include: [E2E_FILES], exclude: SOLO_FILES, isolate: false, env: { TMPDIR: scratch.e2e }, testTimeout: E2E_TIMEOUT, hookTimeout: E2E_TIMEOUT, maxConcurrency: 4 } },
      // One at a time, after all the others (vitest runs a project of one worker last): tiers.ts SOLO_FILES.
      { extends: true, test: { name: "e2e-solo", include: SOLO_FILES, maxWorkers: 1, env: { TMPDIR: scratch.e2e } } },
    ],
  },
});
