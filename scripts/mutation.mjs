/**
 * `npm run test:mutation[:contracts|:core-data]`: the Stryker runs of `stryker/<name>.config.mjs`,
 * one after the other. Each run's console report (scores per file, then every mutant that no
 * test caught) is also kept as `reports/mutation/<name>.txt`, beside its HTML and JSON reports.
 * Exits non-zero when a run fails or scores under its break threshold.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = ['contracts', 'core-data'];
const names = process.argv.slice(2);
const unknown = names.filter((name) => !RUNS.includes(name));
if (unknown.length) {
  console.error(`unknown mutation run: ${unknown.join(', ')} (known: ${RUNS.join(', ')})`);
  process.exit(2);
}

function run(name) {
  const reports = join(root, 'reports/mutation');
  mkdirSync(reports, { recursive: true });
  const text = createWriteStream(join(reports, `${name}.txt`));
  const stryker = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
  const child = spawn(process.execPath, [stryker, 'run', `stryker/${name}.config.mjs`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    text.write(chunk);
  });
  return new Promise((resolve) => child.on('close', (code) => text.end(() => resolve(code ?? 1))));
}

for (const name of names.length ? names : RUNS) {
  const code = await run(name);
  if (code !== 0) process.exit(code);
}
