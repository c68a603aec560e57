import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-env.mjs';
import { numberOption, parseArgs } from '../lib/args.ts';
import { ROOT, SERVER_MAIN } from '../lib/paths.ts';
import { benchTarget } from '../lib/target.ts';
import { buildProductServer, freePort, startNode } from '../load/process.ts';
import { publish } from '../load/report.ts';
import { signIn } from '../load/sign-in.ts';
import { type Asset, manifestSources, measureScreens, type ScreenLoad } from './bundle.ts';
import { type LighthouseScore, medianLighthouse, runLighthouse } from './lighthouse.ts';
import { CHROME_PATH, screens } from './screens.ts';

const WEB = resolve(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const args = parseArgs(process.argv.slice(2));
const lighthouseRuns = numberOption(args, 'lighthouse-runs', process.env.BENCH_LIGHTHOUSE_RUNS, 5);

function fail(message: string): never {
  console.error(`bench:web: ${message}`);
  process.exit(1);
}

const webPackage = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')) as {
  scripts?: Record<string, string>;
};
if (!webPackage.scripts?.build || !existsSync(join(WEB, 'index.html'))) {
  fail('apps/web has no buildable app yet (no index.html or no "build" script); nothing to measure.');
}
if (!existsSync(CHROME_PATH))
  fail(`no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH).`);
if (!args.has('no-build')) {
  console.log('building the web app (npm run build -w apps/web)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) {
    fail(
      `the web build failed:\n${`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-30).join('\n')}`,
    );
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (assets: Asset[], kind: 'js' | 'css', size: 'gzip' | 'raw' = 'gzip') =>
  assets.filter((a) => a.kind === kind).reduce((n, a) => n + a[size], 0);

/**
 * The budgets a run missed. Bytes are deterministic, so a byte budget missed is `hard` (the run
 * fails); Lighthouse scores move with the machine's load and are reported only.
 */
function budgetFailures(loads: ScreenLoad[], scores: LighthouseScore[]) {
  const failures: { text: string; hard: boolean }[] = [];
  for (const { screen, assets, readyMs } of loads) {
    if (readyMs === null)
      failures.push({ text: `${screen.name}: "${screen.ready}" never appeared`, hard: true });
    const critical = sum(
      assets.filter((a) => a.critical),
      'js',
    );
    if (critical > screen.budgetJsKb * 1024)
      failures.push({
        text: `${screen.name}: ${kb(critical)} KB gz JS before ready > ${screen.budgetJsKb} KB`,
        hard: true,
      });
  }
  for (const s of scores) {
    const target = screens.find((x) => x.name === s.screen)?.lighthouse?.[s.formFactor];
    if (target !== undefined && (s.score ?? 0) < target)
      failures.push({
        text: `${s.screen}: Lighthouse ${s.formFactor} ${s.score ?? 'n/a'} < ${target}`,
        hard: false,
      });
  }
  return failures;
}

function budgetTables(loads: ScreenLoad[]): string {
  const login = new Set(loads[0]?.assets.map((a) => a.file));
  const lines = [
    '| screen | JS gz KB before ready | budget KB | result | JS gz KB after ready | CSS gz KB | JS raw KB | files | ready ms | beyond the login screen: JS gz KB |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { screen, assets, readyMs } of loads) {
    const extra = assets.filter((a) => !login.has(a.file));
    const critical = sum(
      assets.filter((a) => a.critical),
      'js',
    );
    const pass = readyMs !== null && critical <= screen.budgetJsKb * 1024;
    lines.push(
      `| ${screen.name} (first load) | ${kb(critical)} | ${screen.budgetJsKb} | ${pass ? 'pass' : '**fail**'} | ${kb(
        sum(
          assets.filter((a) => !a.critical),
          'js',
        ),
      )} | ${kb(sum(assets, 'css'))} | ${kb(sum(assets, 'js', 'raw'))} | ${assets.length} | ${readyMs === null ? 'never' : Math.round(readyMs)} | ${screen === loads[0].screen ? '—' : kb(sum(extra, 'js'))} |`,
    );
  }
  const byFile = new Map<string, { asset: Asset; screens: string[] }>();
  for (const { screen, assets } of loads) {
    for (const a of assets) {
      const seen = byFile.get(a.file) ?? { asset: a, screens: [] };
      seen.screens.push(a.critical ? screen.name : `${screen.name} (after ready)`);
      byFile.set(a.file, seen);
    }
  }
  lines.push('', '| chunk | source (Vite manifest) | gz KB | loaded by |', '|---|---|---:|---|');
  const chunks = [...byFile.values()].sort((x, y) => y.asset.gzip - x.asset.gzip);
  for (const { asset, screens: by } of chunks) {
    lines.push(
      `| ${asset.file} | ${asset.source || '—'} | ${kb(asset.gzip)} | ${by.length === loads.length && by.every((b) => !b.endsWith(')')) ? 'all' : by.join(', ')} |`,
    );
  }
  return lines.join('\n');
}

function lighthouseTable(scores: LighthouseScore[]): string {
  const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)}`);
  return [
    '| screen | form factor | BenchmarkIndex | performance (median) | target | result | LCP ms | TBT ms | FCP ms | every run |',
    '|---|---|---:|---:|---:|---|---:|---:|---:|---|',
    ...scores.map((s) => {
      const target = screens.find((x) => x.name === s.screen)?.lighthouse?.[s.formFactor];
      const result = target === undefined ? '—' : (s.score ?? 0) >= target ? 'pass' : '**fail**';
      const runs = (s.scores ?? [s.score]).map((x) => x ?? 'failed').join(', ');
      const index = s.benchmarkIndex === null ? 'n/a' : Math.round(s.benchmarkIndex);
      return `| ${s.screen} | ${s.formFactor} | ${index} | ${s.score ?? 'n/a'} | ${target ?? '—'} | ${result} | ${ms(s.lcpMs)} | ${ms(s.tbtMs)} | ${ms(s.fcpMs)} | ${runs} |`;
    }),
  ].join('\n');
}

// The app is served by the product itself, over its own throw-away PGlite (migrated and seeded
// with the demo logins at start), or over the bench PostgreSQL database when one is configured.
const target = benchTarget();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
const port = await freePort();
const { DATABASE_URL: _, TEST_DATABASE_URL: __, ...base } = process.env;
await buildProductServer();
const server = await startNode({
  label: 'product server',
  entry: SERVER_MAIN,
  nodeArgs: [...SERVER_NODE_FLAGS],
  port,
  readyPath: '/api/core/routes',
  env: {
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
    CAPTCHA_COST: '1',
    LOG_LEVEL: 'warn',
    SERVE_WEB: '1',
  },
});
try {
  const tokens = new Map<string, string>();
  for (const email of new Set(screens.flatMap((s) => (s.signInAs ? [s.signInAs] : [])))) {
    tokens.set(email, await signIn(server.url, email));
  }
  const loads = await measureScreens(server.url, screens, tokens, manifestSources(DIST));
  const scores: LighthouseScore[] = [];
  for (const screen of screens.filter((s) => s.lighthouse !== undefined)) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      console.log(`lighthouse: ${screen.name}, ${formFactor} (${lighthouseRuns} runs)…`);
      scores.push(
        await medianLighthouse(lighthouseRuns, () =>
          runLighthouse(
            server.url,
            screen,
            screen.signInAs ? tokens.get(screen.signInAs) : undefined,
            formFactor,
          ),
        ),
      );
    }
  }
  const body = [
    'JS and CSS each screen loads on a cold start in headless Chromium (gzip level 9 of each file; the product sends the brotli copies written at build time, a little smaller still). "Before ready" is what was requested before the screen\u2019s ready element appeared (the budget, bench/src/web/screens.ts); "after ready" is what loads after first paint (the captcha widget, prefetches). "Beyond the login screen" is what a signed-in user downloads after the login screen\u2019s files are cached.',
    '',
    budgetTables(loads),
    '',
    `Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version} (performance category; mobile = default simulated throttling, desktop = its desktop preset), ${CHROME_PATH}; the run with the median score of ${lighthouseRuns}:`,
    '',
    lighthouseTable(scores),
  ].join('\n');
  console.log(`written to ${publish('Web budgets', body)}`);
  const failures = budgetFailures(loads, scores);
  for (const failure of failures) console.error(`over budget: ${failure.text}`);
  if (failures.some((f) => f.hard)) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
