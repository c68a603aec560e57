#!/usr/bin/env node
// `npm start`: build what changed (the web app), then run the server (migrations and pending
// seed steps run at its start). `--reset-only` backs `npm run db:reset`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverEnv } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (process.argv.includes('--reset-only')) {
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/reset.ts']);
  process.exit(0);
}

function hashTree(paths) {
  const h = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort())
        if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
    } else {
      h.update(p);
      h.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(join(root, p));
  return h.digest('hex');
}

const webDir = join(root, 'apps/web');
if (existsSync(join(webDir, 'index.html'))) {
  const stamp = join(webDir, 'dist/.build-hash');
  const hash = hashTree([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/public',
    'apps/web/package.json',
    'packages/contracts/src',
    'packages/contracts/locales',
  ]);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
    console.log('Building the web app…');
    // Built aside and swapped in, so an instance already serving dist (or a second one
    // building at the same time) never sees a half-written build.
    const out = join(webDir, `dist.build-${process.pid}`);
    const old = join(webDir, `dist.old-${process.pid}`);
    run('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', out, '--emptyOutDir']);
    writeFileSync(join(out, '.build-hash'), hash);
    if (existsSync(join(webDir, 'dist'))) renameSync(join(webDir, 'dist'), old);
    renameSync(out, join(webDir, 'dist'));
    rmSync(old, { recursive: true, force: true });
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: serverEnv(process.env),
  stdio: 'inherit',
});
// The server drains in-flight requests on SIGTERM/SIGINT; pass the signal on and wait.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
