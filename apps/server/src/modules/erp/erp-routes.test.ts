import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import { erpCustomers } from '../partners/tables.ts';
import { count, expectKeptRunCounts, keep, setup } from './simulator-fixtures.ts';
import { erpSyncRuns, erpSyncState } from './tables.ts';

describe('synchronizations routes', () => {
  it('without ERP configuration the screen says so and pull answers 409 with a Polish message', async () => {
    const t = keep(await createTestApp());
    const { token } = await createUser(t, { role: 'admin' });
    const list = await t.call('synchronization.synchronizations.index', { token });
    expect(list.status).toBe(200);
    expect(list.body.erp.configured).toBe(false);
    const pull = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'items' },
    });
    expect(pull.status).toBe(409);
    expect(pull.body.message).toMatch(/nie jest skonfigurowane/);
    const docs = await createUser(t, { role: 'moderator-docs' });
    const denied = await t.call('synchronization.synchronizations.pull', {
      token: docs.token,
      body: { kind: 'items' },
    });
    expect(denied.status).toBe(403);
  });

  it('pull now queues one job per kind and the queue runs it', async () => {
    const { t } = await setup({}, 'basic');
    const { token } = await createUser(t, { role: 'admin' });
    const bad = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'prices' },
    });
    expect(bad.status).toBe(422);
    const ok = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'customers' },
    });
    expect(ok.status).toBe(202);
    const again = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'customers' },
    });
    expect(again.status).toBe(409);
    await t.deps.jobs.runDue();
    expect(await count(t, erpCustomers)).toBe(12);
    const list = await t.call('synchronization.synchronizations.index', {
      query: { kind: 'customers' },
      token,
    });
    expect(list.body.results[0]).toMatchObject({
      kind: 'customers',
      status: 'success',
      created_count: 12,
      trigger: 'manual',
    });
    expect(
      list.body.erp.kinds.find((k: { kind: string }) => k.kind === 'customers').last_synchronized_at,
    ).not.toBeNull();
    expect(list.body.pagination.total).toBe(1);
    await expectKeptRunCounts(t);
  });
});

describe('the ERP state beside the runs', () => {
  it("says where each kind resumes and which runs now, a running kind's state or none", async () => {
    const app = keep(await createTestApp());
    const { token } = await createUser(app, { role: 'admin' });
    const asked = async () =>
      (await app.call('synchronization.synchronizations.index', { token })).body.erp.kinds;
    expect(await asked()).toEqual([
      {
        kind: 'customers',
        last_synchronized_at: null,
        resume_modified_at: null,
        resume_number: null,
        running: false,
      },
      {
        kind: 'items',
        last_synchronized_at: null,
        resume_modified_at: null,
        resume_number: null,
        running: false,
      },
    ]);
    const synchronized = new Date('2026-11-30T06:15:02.345Z');
    await app.deps.db.insert(erpSyncState).values({
      kind: 'customers',
      last_synchronized_at: synchronized,
      resume_modified_at: '2026-11-30T06:14:59.1234567Z',
      resume_number: 'K10042',
    });
    // The first pull of a kind runs before its first page leaves a state behind.
    const now = new Date();
    await app.deps.db
      .insert(erpSyncRuns)
      .values({ kind: 'items', trigger: 'manual', started_at: now, heartbeat_at: now });
    expect(await asked()).toEqual([
      {
        kind: 'customers',
        last_synchronized_at: '2026-11-30T06:15:02.345Z',
        resume_modified_at: '2026-11-30T06:14:59.1234567Z',
        resume_number: 'K10042',
        running: false,
      },
      {
        kind: 'items',
        last_synchronized_at: null,
        resume_modified_at: null,
        resume_number: null,
        running: true,
      },
    ]);
    await app.deps.db
      .insert(erpSyncRuns)
      .values({ kind: 'customers', trigger: 'schedule', started_at: now, heartbeat_at: now });
    await app.deps.db
      .update(erpSyncRuns)
      .set({ status: 'success', finished_at: now })
      .where(eq(erpSyncRuns.kind, 'items'));
    expect((await asked()).map((k: { running: boolean }) => k.running)).toEqual([true, false]);
  });
});
