/**
 * Mutation run of the rules both faces share (`npm run test:mutation:contracts`, and a stage of
 * `.ci/run`): it plants small mistakes in them and checks that a contracts test fails for each.
 * Only the contracts' own unit tests run, on one worker, so it takes a few minutes at most.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    'packages/contracts/src/rules.ts',
    'packages/contracts/src/message-format.ts',
    'packages/contracts/src/messages.ts',
    'packages/contracts/src/password-policy.ts',
    'packages/contracts/src/slug.ts',
    'packages/contracts/src/zod-messages.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'packages/contracts/vitest.config.ts' },
  // The sandbox needs only the contracts (node_modules is linked, not copied).
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/packages',
    '/packages/*',
    '!/packages/contracts',
  ],
  concurrency: 1,
  // Mutants in module-level constants (LIMITS, the phone and postcode patterns, the catalogues)
  // need a fresh test process each, ~5 s apiece: they would make the run five times as long.
  ignoreStatic: true,
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'html', 'json', 'progress-append-only'],
  clearTextReporter: { allowColor: false, logTests: false },
  htmlReporter: { fileName: 'reports/mutation/contracts.html' },
  jsonReporter: { fileName: 'reports/mutation/contracts.json' },
  tempDirName: '.stryker-tmp',
};
