import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Executor, executeRows, inTransaction } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { jobs } from './tables.ts';

// biome-ignore lint/suspicious/noExplicitAny: each queue defines its own payload
export type JobHandler = (payload: any, job: { id: number; attempt: number }) => Promise<void>;

export type EnqueueOptions = {
  runAt?: Date;
  maxAttempts?: number;
  /** At most one pending job per key (e.g. one scheduled ERP pull). */
  singletonKey?: string;
};

const LOCK_MS = 5 * 60_000;

/** Retry delay after the n-th failed attempt: 10 s, 20 s, 40 s … capped at 1 h. */
export function backoffMs(attempt: number): number {
  return Math.min(3600_000, 10_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * A PostgreSQL-backed job queue (DESIGN §2 "jobs"): rows in `jobs`, claimed with
 * `FOR UPDATE SKIP LOCKED` so several instances share the work, retried with backoff.
 * Jobs are enqueued on the caller's transaction, so a job exists exactly when its write does.
 */
export function createJobQueue(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; pollMs: number }) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function claim(): Promise<typeof jobs.$inferSelect | null> {
    const now = deps.clock.now();
    const queues = [...handlers.keys()];
    if (!queues.length) return null;
    const list = await executeRows<typeof jobs.$inferSelect>(
      deps.db,
      sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1,
        locked_until = ${new Date(now.getTime() + LOCK_MS)}
      WHERE id = (
        SELECT id FROM jobs
        WHERE queue IN (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )})
          AND ((status = 'pending' AND run_at <= ${now})
            OR (status = 'running' AND locked_until < ${now}))
        ORDER BY run_at, id
        FOR UPDATE SKIP LOCKED
        LIMIT 1)
      RETURNING *`,
    );
    return list[0] ?? null;
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.queue);
    // A long job (an import, an ERP pull) keeps its lock fresh so no instance claims it again.
    const heartbeat = setInterval(() => {
      deps.db
        .update(jobs)
        .set({ locked_until: new Date(deps.clock.now().getTime() + LOCK_MS) })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
        .catch((err) => deps.log.warn({ job: job.id, err }, 'job lock refresh failed'));
    }, LOCK_MS / 5);
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job.payload, { id: job.id, attempt: job.attempts });
      await deps.db
        .update(jobs)
        .set({ status: 'done', finished_at: deps.clock.now(), locked_until: null, last_error: null })
        .where(eq(jobs.id, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts;
      deps.log.warn(
        { job: job.id, queue: job.queue, attempt: job.attempts, final, err: message },
        'job failed',
      );
      await deps.db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'pending',
          run_at: new Date(deps.clock.now().getTime() + backoffMs(job.attempts)),
          locked_until: null,
          last_error: message.slice(0, 2000),
          finished_at: final ? deps.clock.now() : null,
        })
        .where(eq(jobs.id, job.id));
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  /** Runs every job due now; returns how many ran. Tests call it instead of waiting. */
  async function runDue(limit = 1000): Promise<number> {
    if (running) return running;
    running = (async () => {
      let n = 0;
      while (n < limit && (await runOne())) n++;
      return n;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runDue();
      } catch (err) {
        deps.log.error({ err }, 'job polling failed');
      }
      schedule();
    }, deps.pollMs);
    timer.unref();
  }

  return {
    register(queue: string, handler: JobHandler) {
      handlers.set(queue, handler);
    },

    /**
     * Adds a job on the caller's transaction (or its own). With `singletonKey`, returns null
     * when a pending or running job holds the key; an advisory lock held until commit makes two
     * instances enqueuing the same key at once see each other.
     */
    async enqueue(
      db: Executor,
      queue: string,
      payload: unknown,
      opts: EnqueueOptions = {},
    ): Promise<number | null> {
      return inTransaction(db, async (tx) => {
        if (opts.singletonKey) {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${opts.singletonKey}`}))`);
          const existing = await tx
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(eq(jobs.singleton_key, opts.singletonKey), sql`${jobs.status} IN ('pending', 'running')`),
            )
            .limit(1);
          if (existing.length) return null;
        }
        const [row] = await tx
          .insert(jobs)
          .values({
            queue,
            payload: payload as object,
            run_at: opts.runAt ?? deps.clock.now(),
            max_attempts: opts.maxAttempts ?? 5,
            singleton_key: opts.singletonKey,
          })
          .returning({ id: jobs.id });
        return row.id;
      });
    },

    runDue,

    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => 0);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
