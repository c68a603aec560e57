import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs, createJobQueue } from '../src/core/jobs/queue.ts';
import { jobs } from '../src/core/jobs/tables.ts';
import { inTransaction } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
let n = 0;
/** Each test its own queue name, so counts never include another test's jobs. */
const queueName = () => `test.q${++n}.${Math.random().toString(36).slice(2, 6)}`;
/** A second instance on the same database, as another server process would have. */
const instance = () => createJobQueue({ db: t.deps.db, clock: t.clock, log: silent, pollMs: 1000 });
const row = async (id: number) => (await t.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('job queue', () => {
  it('never runs one job twice when two instances claim at once', async () => {
    const queue = queueName();
    const runs = new Map<number, number>();
    const handler = async (_: unknown, job: { id: number }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    };
    const a = instance();
    const b = instance();
    a.register(queue, handler);
    b.register(queue, handler);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await a.enqueue(t.deps.db, queue, { i })) as number);

    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await t.deps.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('enqueues on the caller’s transaction: a rolled-back write leaves no job', async () => {
    const queue = queueName();
    const q = instance();
    q.register(queue, async () => {});
    await expect(
      inTransaction(t.deps.db, async (tx) => {
        await q.enqueue(tx, queue, {});
        throw new Error('the write failed');
      }),
    ).rejects.toThrow();
    expect(await t.deps.db.select().from(jobs).where(eq(jobs.queue, queue))).toEqual([]);
  });

  it('keeps one pending or running job per singleton key, even when enqueued at once', async () => {
    const queue = queueName();
    const q = instance();
    q.register(queue, async () => {});
    const key = `erp-pull-${queue}`;
    const first = await Promise.all([
      q.enqueue(t.deps.db, queue, { n: 1 }, { singletonKey: key }),
      instance().enqueue(t.deps.db, queue, { n: 2 }, { singletonKey: key }),
      instance().enqueue(t.deps.db, queue, { n: 3 }, { singletonKey: key }),
    ]);
    expect(first.filter((id) => id !== null)).toHaveLength(1);
    expect(await q.runDue()).toBe(1);
    // Done: the key is free again.
    expect(await q.enqueue(t.deps.db, queue, {}, { singletonKey: key })).toEqual(expect.any(Number));
  });

  it('retries with doubling backoff and marks the job failed after max attempts', async () => {
    const queue = queueName();
    const q = instance();
    let calls = 0;
    q.register(queue, async () => {
      calls++;
      throw new Error('ERP odpowiada 503');
    });
    const id = (await q.enqueue(t.deps.db, queue, {}, { maxAttempts: 3 })) as number;
    expect(await q.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'ERP odpowiada 503' });
    for (const attempt of [1, 2]) {
      t.clock.advance(backoffMs(attempt) - 1);
      expect(await q.runDue()).toBe(0);
      t.clock.advance(1);
      expect(await q.runDue()).toBe(1);
    }
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.finished_at).not.toBeNull();
    t.clock.advance(backoffMs(10));
    expect(await q.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(30)]).toEqual([
      10_000, 20_000, 40_000, 3_600_000,
    ]);
  });

  it('runs a job scheduled for later only when it is due', async () => {
    const queue = queueName();
    const q = instance();
    const seen: unknown[] = [];
    q.register(queue, async (payload) => {
      seen.push(payload);
    });
    await q.enqueue(
      t.deps.db,
      queue,
      { when: 'later' },
      { runAt: new Date(t.clock.now().getTime() + 60_000) },
    );
    expect(await q.runDue()).toBe(0);
    t.clock.advance(60_000);
    expect(await q.runDue()).toBe(1);
    expect(seen).toEqual([{ when: 'later' }]);
  });

  it('takes over a job whose instance died mid-run once its lock expires', async () => {
    const queue = queueName();
    const q = instance();
    let runs = 0;
    q.register(queue, async () => {
      runs++;
    });
    const id = (await q.enqueue(t.deps.db, queue, {})) as number;
    // What a crashed instance leaves behind: running, lock in the future.
    await t.deps.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_until: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(jobs.id, id));
    expect(await q.runDue()).toBe(0);
    t.clock.advance(60_001);
    expect(await q.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});
