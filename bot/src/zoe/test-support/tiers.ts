/**
 * The two test tiers, in one place: vitest.config.ts builds its projects from these, and
 * __tests__/tiers.test.ts holds every test file to them (docs/testing.md).
 * - e2e (`*.e2e.test.ts`): the files that start a process or a server: the Telegram emulator, the
 *   fake model or Bonfire, PostgreSQL, Chromium, `zoe start`, any child process or listener.
 * - fast (every other test file, `npm run test:fast`): nothing but the test's own process; its
 *   files share their worker's modules, so each module loads once rather than once a file.
 * Must never: import anything (vitest.config.ts loads it before vitest has set anything up).
 */

/** Every test file. */
export const TEST_FILES = "bot/src/**/__tests__/**/*.test.ts";
/** The e2e tier's files. */
export const E2E_FILES = "bot/src/**/__tests__/**/*.e2e.test.ts";
export const E2E_SUFFIX = ".e2e.test.ts";

/**
 * The e2e files that run several ZOE processes side by side: a cluster of instances
 * (test-support/zoe-cluster.ts) or loops that start and kill ZOE dozens of times from its bundle
 * (test-support/zoe-bundle.ts). They run one at a time, after every other file (the "e2e-solo"
 * project): their processes race one another and the clock (an instance killed mid-turn must be
 * taken over within 10 s, three instances carry 200 owners), and two of them side by side on two
 * cores starve each other (the dead-instance test failed beside the multi-instance one). The e2e
 * files that start one ZOE process at a time (`zoe start` once, a refusal, a migration) run two at
 * once with the rest of the e2e tier: their bounds are seconds wide and they spend most of their
 * time waiting; run last, one at a time, they were 40% of `npm test`'s wall time.
 * __tests__/tiers.test.ts holds this list to the files' imports.
 */
export const SOLO_FILES = [
  "bot/src/zoe/github/__tests__/github-kill.e2e.test.ts",
  "bot/src/zoe/shell/__tests__/faults-sigkill.e2e.test.ts",
  "bot/src/zoe/shell/__tests__/multi-instance.e2e.test.ts",
  "bot/src/zoe/storage/__tests__/postgres-dead-instance.e2e.test.ts",
  "bot/src/zoe/storage/__tests__/postgres-instances.e2e.test.ts",
];

/**
 * Fast-tier files that replace a module for themselves (vi.mock): a shared module would be the
 * real one for the files after them, or theirs the real one already loaded, so they get a module
 * registry of their own (the "fast-own-modules" project). Paths from the repository root.
 */
export const OWN_MODULES = ["bot/src/zoe/eval/__tests__/tie-ids.test.ts"];

/**
 * The fast tier's longest files, longest first (seconds of CPU each on an idle machine). vitest
 * starts files in the order of their last measured duration, but a fresh clone has no measure
 * and it falls back to file size, so these short files full of loops would start last and the
 * run would end on one of them; test-support/sequencer.ts starts them first. A guide, not a
 * rule: __tests__/tiers.test.ts checks each still exists in the fast tier.
 */
export const LONG_FILES = [
  "bot/src/zoe/eval/__tests__/equivalence.test.ts",
  "bot/src/zoe/lang/__tests__/locale-day.test.ts",
  "bot/src/zoe/schedule/__tests__/cron.test.ts",
  "bot/src/zoe/threads/__tests__/due-locales-rewrite.test.ts",
  "bot/src/zoe/eval/__tests__/heldout.test.ts",
  "bot/src/zoe/calendar/__tests__/trigger.test.ts",
  "bot/src/zoe/threads/__tests__/due-split-keep.test.ts",
  "bot/src/zoe/base/__tests__/local-text.test.ts",
  "bot/src/zoe/privacy/__tests__/pii-corpus.test.ts",
];

/**
 * The e2e tier's longest files, longest first (seconds on the shared two-core machine, measured
 * one at a time: 230, 175, 56, 41, 38, 37, 29, 25, 24, 23; SOLO_FILES among them run one at a
 * time at the end, the others two at once). Same purpose as LONG_FILES: the 230-second file must
 * not be the last to start on a run without measures (these files are short, so vitest's
 * fallback, larger files first, would start them late).
 */
export const E2E_LONG_FILES = [
  "bot/src/zoe/eval/__tests__/postgres-equivalence.e2e.test.ts",
  "bot/src/zoe/shell/__tests__/faults-sigkill.e2e.test.ts",
  "bot/src/zoe/storage/__tests__/postgres-dead-instance.e2e.test.ts",
  "bot/src/zoe/shell/__tests__/multi-instance.e2e.test.ts",
  "bot/src/zoe/shell/__tests__/migrate.e2e.test.ts",
  "bot/src/zoe/storage/__tests__/postgres-instances.e2e.test.ts",
  "bot/src/zoe/eval/__tests__/bench-fresh-replay.e2e.test.ts",
  "bot/src/zoe/shell/__tests__/start-refusals.e2e.test.ts",
  "bot/src/zoe/threads/__tests__/threads-faults.e2e.test.ts",
  "bot/src/zoe/channels/__tests__/faults-telegram.e2e.test.ts",
];

/** What starts a process or a server when imported and used: Node's modules (with or without `node:`) and packages. */
export const STARTERS = ["child_process", "http", "https", "http2", "net", "tls", "dgram", "cluster", "pg", "telegram-test-api", "esbuild"];
