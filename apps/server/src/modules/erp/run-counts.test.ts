import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { erpSyncRunCounts, erpSyncRuns } from './tables.ts';

/**
 * The runs of each kind in each status, kept by triggers (migration 0018,
 * docs/decisions/0037-kept-counts.md), and the runs list that counts from them.
 */
let t: TestApp;
let token: string;

type Run = typeof erpSyncRuns.$inferInsert;
const KINDS = ['customers', 'items'] as const;
const DONE = ['success', 'partial', 'failed'] as const;

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows);

async function kept() {
  const rows = await t.deps.db
    .select({ kind: erpSyncRunCounts.kind, status: erpSyncRunCounts.status, runs: erpSyncRunCounts.runs })
    .from(erpSyncRunCounts)
    .orderBy(erpSyncRunCounts.kind, erpSyncRunCounts.status);
  return rows.filter((r) => r.runs !== 0);
}

async function counted() {
  return rowsOf<{ kind: string; status: string; runs: number }>(
    await t.deps.db.execute(
      sql`SELECT kind, status, count(*)::int AS runs FROM erp_sync_runs GROUP BY kind, status ORDER BY kind, status`,
    ),
  );
}

const expectKept = async () => expect(await kept()).toEqual(await counted());

function run(i: number, status: Run['status'] = DONE[i % DONE.length]): Run {
  const at = new Date(Date.UTC(2026, 0, 1, 0, i));
  return {
    kind: KINDS[i % KINDS.length],
    trigger: 'schedule',
    status,
    started_at: at,
    heartbeat_at: at,
    finished_at: status === 'running' ? null : at,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
});
afterAll(() => t.close());

describe('kept run counts', () => {
  it('follow bulk inserts, status and kind changes, other updates, deletes, rollbacks and truncation', async () => {
    await t.deps.db.insert(erpSyncRuns).values(Array.from({ length: 40 }, (_, i) => run(i)));
    await t.deps.db.insert(erpSyncRuns).values([run(100, 'running'), run(101, 'running')]);
    await expectKept();
    expect((await kept()).find((r) => r.kind === 'items' && r.status === 'running')?.runs).toBe(1);

    const before = await kept();
    await t.deps.db
      .update(erpSyncRuns)
      .set({ heartbeat_at: new Date(), pages: sql`${erpSyncRuns.pages} + 1` });
    expect(await kept()).toEqual(before);

    await t.deps.db.update(erpSyncRuns).set({ status: 'success' }).where(eq(erpSyncRuns.status, 'running'));
    await expectKept();
    const [partial] = await t.deps.db
      .select({ id: erpSyncRuns.id })
      .from(erpSyncRuns)
      .where(eq(erpSyncRuns.status, 'partial'))
      .limit(1);
    await t.deps.db
      .update(erpSyncRuns)
      .set({ kind: 'items', status: 'failed' })
      .where(eq(erpSyncRuns.id, partial.id));
    await expectKept();

    await t.deps.db.delete(erpSyncRuns).where(eq(erpSyncRuns.status, 'failed'));
    await expectKept();
    expect((await kept()).some((r) => r.status === 'failed')).toBe(false);

    const unchanged = await kept();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.insert(erpSyncRuns).values(run(200));
        await tx.delete(erpSyncRuns).where(eq(erpSyncRuns.kind, 'items'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual(unchanged);

    await t.deps.db.execute(sql`TRUNCATE erp_sync_runs CASCADE`);
    expect(await kept()).toEqual([]);
  });

  it('count the runs list filtered by kind and status, exactly as counting the runs does', async () => {
    await t.deps.db.insert(erpSyncRuns).values(Array.from({ length: 57 }, (_, i) => run(i)));
    const total = async (query: Record<string, string | string[]>) => {
      const res = await t.call('synchronization.synchronizations.index', { query, token });
      expect(res.status).toBe(200);
      return res.body.pagination.total as number;
    };
    const where = async (condition: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(
        await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM erp_sync_runs WHERE ${condition}`),
      )[0].n;
    expect(await total({})).toBe(await where(sql`true`));
    expect(await total({ kind: 'items' })).toBe(await where(sql`kind = 'items'`));
    // The same shape with another value: the condition compiled for 'items' takes the new value.
    expect(await total({ kind: 'customers' })).toBe(await where(sql`kind = 'customers'`));
    expect(await total({ kind: ['customers', 'items'] })).toBe(57);
    expect(await total({ status: 'partial' })).toBe(await where(sql`status = 'partial'`));
    expect(await total({ kind: 'customers', status: ['success', 'failed'] })).toBe(
      await where(sql`kind = 'customers' AND status IN ('success', 'failed')`),
    );
    expect(await total({ kind: 'items', status: ['partial', 'failed'] })).toBe(
      await where(sql`kind = 'items' AND status IN ('partial', 'failed')`),
    );
    expect(await total({ kind: 'items', status: 'running' })).toBe(0);

    // The page carries its count: a page past the first row, one past the last (the last page
    // then, its count asked alone) and an empty one past the first row.
    const ids = async (kind: string) =>
      rowsOf<{ id: number }>(
        await t.deps.db.execute(
          sql`SELECT id FROM erp_sync_runs WHERE kind = ${kind} ORDER BY started_at DESC, id DESC`,
        ),
      ).map((r) => r.id);
    const items = await ids('items');
    const page = async (query: Record<string, string | string[]>) => {
      const res = await t.call('synchronization.synchronizations.index', { query, token });
      expect(res.status).toBe(200);
      return {
        ids: res.body.results.map((r: { id: number }) => r.id),
        current: res.body.pagination.current,
        total: res.body.pagination.total,
      };
    };
    expect(await page({ kind: 'items', page: '2' })).toEqual({
      ids: items.slice(10, 20),
      current: 2,
      total: items.length,
    });
    const last = Math.ceil(items.length / 10);
    expect(await page({ kind: 'items', page: '99' })).toEqual({
      ids: items.slice((last - 1) * 10),
      current: last,
      total: items.length,
    });
    expect(await page({ kind: 'items', status: 'running', page: '2' })).toEqual({
      ids: [],
      current: 1,
      total: 0,
    });

    // The list reads the kept counts, not the runs: a kept count set aside shows in its total.
    await t.deps.db.execute(sql`UPDATE erp_sync_run_counts SET runs = runs + 1000 WHERE kind = 'items'`);
    expect(await total({ kind: 'items' })).toBe((await where(sql`kind = 'items'`)) + 1000 * DONE.length);
    expect((await page({ kind: 'items', page: '2' })).total).toBe(items.length + 1000 * DONE.length);
    await t.deps.db.execute(sql`UPDATE erp_sync_run_counts SET runs = runs - 1000 WHERE kind = 'items'`);
    await expectKept();
  });
});
