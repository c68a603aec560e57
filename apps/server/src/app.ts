import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type Clock, systemClock } from './core/clock.ts';
import type { AppDeps } from './core/deps.ts';
import { createLocalStorage } from './core/files/storage.ts';
import { registerUploadTransport } from './core/files/transport.ts';
import { registerErrorHandler } from './core/http/error-handler.ts';
import { registerRequestHooks } from './core/http/hooks.ts';
import { createLifecycle } from './core/http/lifecycle.ts';
import { registerApiDocs } from './core/http/openapi.ts';
import { checkRegistry, mountRoutes, type ResolvedRoute, resolveRoute } from './core/http/routes.ts';
import { frameworkErrors } from './core/http/urls.ts';
import { registerWeb } from './core/http/web.ts';
import { createJobQueue } from './core/jobs/queue.ts';
import { createMailer } from './core/mail/mailer.ts';
import { installSanitizer } from './core/text/sanitize.ts';
import type { Database } from './db/client.ts';
import { createSessionService } from './modules/auth/sessions.ts';
import { allModules } from './modules/index.ts';
import type { Module } from './modules/module.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  modules?: Module[];
  /** Pino logger options; tests pass `false`. */
  logger?: boolean | object;
};

export type App = {
  app: FastifyInstance;
  deps: AppDeps;
  routes: ResolvedRoute[];
  /** Graceful shutdown: new requests get 503, in-flight ones finish, then the app closes. */
  drain: () => Promise<void>;
};

/** Builds the HTTP app over a given database; used by `main.ts` and by tests. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy ? config.trustProxy.split(',').map((s) => s.trim()) : false,
    // Per request instead (core/files/transport.ts): a total limit for JSON, a minimum
    // transfer rate for uploads, which a server-wide total limit would cut off.
    requestTimeout: 0,
    // An idle socket is dropped only after the time limit had its chance to answer 503.
    connectionTimeout: config.requestTimeoutMs * 2,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors,
  });
  app.decorateRequest('auth', null);
  const clock = opts.clock ?? systemClock;
  const log = app.log;
  const jobs = createJobQueue({ db: database.db, clock, log, pollMs: config.jobsPollMs });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    log,
    jobs,
  });
  const sessions = createSessionService({ db: database.db, clock, config });
  installSanitizer();
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    log,
    authenticator: sessions.authenticator,
    jobs,
    mailer,
    sessions,
    storage: createLocalStorage(config.storageDir),
  };

  const modules = opts.modules ?? allModules;
  const routes = modules.flatMap((m) => m.routes).map(resolveRoute);
  checkRegistry(routes);
  for (const m of modules)
    for (const [queue, handler] of Object.entries(m.jobs ?? {}))
      jobs.register(queue, (payload, job) => handler(payload, job, deps));

  const lifecycle = createLifecycle(app, config.requestTimeoutMs);
  registerRequestHooks(app, lifecycle);
  registerErrorHandler(app);
  await registerUploadTransport(app, config, routes);
  app.decorate('routeRegistry', routes);
  mountRoutes(app, routes, deps);
  await registerApiDocs(app, routes, deps);
  if (config.serveWeb) await registerWeb(app);

  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  return { app, deps, routes, drain: lifecycle.drain };
}
