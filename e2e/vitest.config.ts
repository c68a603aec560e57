import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the built app and a server of their own (support/global-setup.ts).
 * One server for the run; files take turns, since they share its data.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
