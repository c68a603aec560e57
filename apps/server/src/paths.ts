import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server`), found by walking up to its package.json. The
 * same code runs from `src/` under tsx (tests, development) and from the one-file bundle in
 * `build/` under `npm start`, so paths to files shipped beside the code (migrations, the built
 * web app) start here rather than at a depth relative to the running module.
 */
function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the running module');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = serverRoot();
