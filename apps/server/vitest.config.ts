import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // Pinned so the mutation run (`stryker/core-data.config.mjs`), started from the repository
    // root, finds the same tests and setup as the workspace's projects do.
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    // Its own worker count needs its own group: runs after the contracts and web projects.
    sequence: { groupOrder: 1 },
    isolate: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
