import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Storage } from './files/storage.ts';
import type { Authenticator, SessionService } from './http/context.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';

/**
 * What handlers and services receive. Built once in `buildApp`; tests build it with their own
 * database, clock and settings. Nothing here is a module singleton.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  authenticator: Authenticator;
  jobs: JobQueue;
  mailer: Mailer;
  sessions: SessionService;
  /** File storage (DESIGN §4 "Files"): local disk under DATA_DIR/storage. */
  storage: Storage;
};
