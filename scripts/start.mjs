#!/usr/bin/env node
// `npm start`: build what changed (the server to JavaScript, the web app), then run the
// compiled server (migrations and pending seed steps run at its start). `--reset-only` backs
// `npm run db:reset`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';
import { serverCommand, serverEnv } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

function hashTree(paths) {
  const h = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort())
        if (name !== 'node_modules' && !name.startsWith('dist')) walk(join(p, name));
    } else {
      h.update(p);
      h.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(join(root, p));
  return h.digest('hex');
}

/**
 * Builds `<dir>/dist` when its sources changed since the last build. Built aside and swapped
 * in, so an instance already running from dist (or a second one building at the same time)
 * never sees a half-written build.
 */
async function buildIfChanged(dir, sources, label, buildInto) {
  const stamp = join(dir, 'dist/.build-hash');
  const hash = hashTree(sources);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log(`Building ${label}…`);
  const out = join(dir, `dist.build-${process.pid}`);
  const old = join(dir, `dist.old-${process.pid}`);
  await buildInto(out);
  writeFileSync(join(out, '.build-hash'), hash);
  if (existsSync(join(dir, 'dist'))) renameSync(join(dir, 'dist'), old);
  renameSync(out, join(dir, 'dist'));
  rmSync(old, { recursive: true, force: true });
}

const contracts = ['packages/contracts/src', 'packages/contracts/data', 'packages/contracts/package.json'];
const serverDir = join(root, 'apps/server');
await buildIfChanged(
  serverDir,
  ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs', ...contracts],
  'the server',
  buildServer,
);

if (process.argv.includes('--reset-only')) {
  run(process.execPath, ['--enable-source-maps', join(serverDir, 'dist/reset.js')]);
  process.exit(0);
}

const webDir = join(root, 'apps/web');
if (existsSync(join(webDir, 'index.html'))) {
  await buildIfChanged(
    webDir,
    [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/public',
      'apps/web/package.json',
      ...contracts,
      'packages/contracts/locales',
    ],
    'the web app',
    (out) => run('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', out, '--emptyOutDir']),
  );
}

const { command, args } = serverCommand(join(serverDir, 'dist/main.js'));
const server = spawn(command, args, {
  cwd: root,
  env: serverEnv(process.env),
  stdio: 'inherit',
});
// The server drains in-flight requests on SIGTERM/SIGINT; pass the signal on and wait.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
