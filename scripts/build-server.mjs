// Compiles the server to plain JavaScript for `npm start`: one ESM bundle per entry (the server
// and `db:reset`) with our workspace code (server, contracts) inlined and every npm dependency
// left to node_modules, so production runs without a TypeScript compiler at run time
// (docs/decisions/0001-compiled-server-in-production.md). Tests and development keep running the
// sources with tsx.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const dependencies = (pkg) =>
  Object.keys(JSON.parse(readFileSync(join(root, pkg), 'utf8')).dependencies ?? {});

/** Builds into `outdir`: `main.js` and `reset.js`, each with a source map. */
export async function buildServer(outdir) {
  await build({
    absWorkingDir: root,
    entryPoints: ['apps/server/src/main.ts', 'apps/server/src/reset.ts'],
    outbase: 'apps/server/src',
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [
      ...dependencies('apps/server/package.json'),
      ...dependencies('packages/contracts/package.json'),
    ],
    logLevel: 'warning',
  });
}
