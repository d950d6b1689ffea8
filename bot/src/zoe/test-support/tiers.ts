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
 * Fast-tier files that replace a module for themselves (vi.mock): a shared module would be the
 * real one for the files after them, or theirs the real one already loaded, so they get a module
 * registry of their own (the "fast-own-modules" project). Paths from the repository root.
 */
export const OWN_MODULES = ["bot/src/zoe/eval/__tests__/tie-ids.test.ts"];

/** What starts a process or a server when imported and used: Node's modules (with or without `node:`) and packages. */
export const STARTERS = ["child_process", "http", "https", "http2", "net", "tls", "dgram", "cluster", "pg", "telegram-test-api", "esbuild"];
