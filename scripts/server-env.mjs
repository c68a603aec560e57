// The environment `npm start` gives the server. `npm start` is how the product runs for real
// (DESIGN §6), so it runs in production mode unless NODE_ENV already says otherwise (a
// developer who wants development behaviour sets NODE_ENV=development).
export function serverEnv(env) {
  return { ...env, NODE_ENV: env.NODE_ENV || 'production' };
}
