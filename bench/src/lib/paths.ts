import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever directory npm runs the workspace script in. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the bench builds the product server as `npm start` does (git-ignored, rebuilt each run). */
export const SERVER_BUILD = resolve(ROOT, 'apps/server/dist.bench');
export const SERVER_MAIN = resolve(SERVER_BUILD, 'main.js');
export const RESULTS_DIR = resolve(ROOT, 'bench/results');

/** Paths given by the user are relative to where they typed the command (npm's INIT_CWD). */
export function userPath(p: string): string {
  return isAbsolute(p) ? p : resolve(process.env.INIT_CWD ?? process.cwd(), p);
}
