import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the built app. Global setup seeds the demo data once into a template
 * DATA_DIR (support/global-setup.ts); every file then gets a server of its own on a copy of it
 * (support/file-server.ts), so files share no data and run two at a time.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/file-server.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // expect.poll's own default (1 s) is shorter than a busy server's answer with two files running
    // at once; locator.waitFor waits 30 s, a poll as long as that keeps both kinds of wait alike.
    expect: { poll: { timeout: 30_000 } },
    // A failed browser test runs once more (docs/decisions/0012-browser-tests-retry-once.md): on
    // this 2-core runner a page sometimes misses a timing the user would not notice. The failed
    // attempt still prints what the page showed (support/file-server.ts), so a flake stays in the
    // log.
    retry: 1,
  },
});
