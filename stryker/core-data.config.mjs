/**
 * Mutation run of the list helpers areas call (`npm run test:mutation:core-data`): run it when
 * `apps/server/src/core/data/list/` changes (what `core/data/reads.ts` hands to areas). It runs the server's list tests on PGlite against
 * each mistake, so it takes long (tens of minutes on two cores); `.ci/run` leaves it out.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  // The helpers an area builds its filters, scopes and specs with (re-exported by reads.ts).
  mutate: [
    'apps/server/src/core/data/list/filters.ts',
    'apps/server/src/core/data/list/scope.ts',
    'apps/server/src/core/data/list/spec.ts',
    'apps/server/src/core/data/list/search.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'apps/server/vitest.config.ts' },
  // The tests written for the list helpers; the areas' own tests would add hours, not kills.
  testFiles: [
    'apps/server/test/list-*.test.ts',
    'apps/server/test/planned-*.test.ts',
    'apps/server/test/stored-sort-keys.test.ts',
  ],
  // The sandbox needs the server and the contracts it imports (node_modules is linked, not copied).
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/apps',
    '/apps/*',
    '!/apps/server',
    '/apps/server/data',
    '!/packages',
    '/packages/*',
    '!/packages/contracts',
  ],
  concurrency: 1,
  // A module-level mutant needs a fresh test process, and with it the database setup: over a
  // minute apiece.
  ignoreStatic: true,
  thresholds: { high: 90, low: 85, break: null },
  reporters: ['clear-text', 'html', 'json', 'progress-append-only'],
  clearTextReporter: { allowColor: false, logTests: false },
  htmlReporter: { fileName: 'reports/mutation/core-data.html' },
  jsonReporter: { fileName: 'reports/mutation/core-data.json' },
  tempDirName: '.stryker-tmp',
  timeoutMS: 60_000,
};
