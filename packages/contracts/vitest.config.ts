import { defineConfig } from 'vitest/config';

// The root is pinned so the mutation run (`stryker/contracts.config.mjs`), started from the
// repository root, finds the same tests as the workspace's projects do.
export default defineConfig({
  test: { name: 'contracts', root: import.meta.dirname, include: ['src/**/*.test.ts'] },
});
