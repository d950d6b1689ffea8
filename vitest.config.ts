import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["bot/src/**/__tests__/**/*.test.ts"],
    environment: "node",
    // End-to-end tests start real loopback servers (Telegram emulator, fake model, fake Bonfire);
    // give them room on a shared, noisy machine. Timing targets live in `npm run bench`, not here.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    setupFiles: ["bot/src/zoe/test-support/setup.ts"],
    reporters: ["default", "./vitest.summary-reporter.ts"],
  },
});
