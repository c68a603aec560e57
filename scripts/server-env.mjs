// How `npm start` runs the server: its environment and its Node flags. `npm start` is how the
// product runs for real (DESIGN §6), so it runs in production mode unless NODE_ENV already says
// otherwise (a developer who wants development behaviour sets NODE_ENV=development).
export function serverEnv(env) {
  return { ...env, NODE_ENV: env.NODE_ENV || 'production' };
}

/**
 * The server's Node flags, given by `npm start` and by the bench, which measures what runs in
 * production (docs/decisions/0002-young-generation-sized-for-requests.md).
 *
 * `--max-semi-space-size=64`: with V8's default (16 MiB) the scavenger runs every ~250 requests
 * while ten are in flight, V8 sees their objects survive and starts allocating them straight
 * in the old generation, which then only a full collection frees. Measured on a show at ten
 * connections: 1.6× the requests per second, a third of the CPU per request, and a lower peak
 * RSS (200 MB instead of 310) with 64 MiB; 128 MiB gained nothing more.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];

/** The command that runs the compiled server's entry point as `npm start` does. */
export function serverCommand(entry) {
  return { command: process.execPath, args: [...SERVER_NODE_FLAGS, entry] };
}
