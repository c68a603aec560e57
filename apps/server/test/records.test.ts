import { t as message } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/core/audit/tables.ts';
import { partnerScope, records, type WriteContext, writeContext } from '../src/core/data/records.ts';
import type { Actor } from '../src/core/http/context.ts';
import { AppError, conflict, inUse } from '../src/core/http/errors.ts';
import { type Executor, inTransaction } from '../src/db/client.ts';
import { businessAreas } from '../src/modules/dictionaries/tables.ts';
import { users } from '../src/modules/people/tables.ts';
import { systemModule } from '../src/modules/system/module.ts';
import { createPartner, createUser, roleId } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { testListModule, userRecords } from './support/list-module.ts';

let t: TestApp;
let adminId: number;
let actor: Actor;
let moderatorRole: number;
const mail = () => `rec${Math.random().toString(36).slice(2, 10)}@example.pl`;

const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.record_type, 'test-user'), eq(auditLog.record_id, String(id))))
    .orderBy(auditLog.id);

/** A write context at the test clock's now, on the database or the given transaction. */
const w = (who: Actor, db: Executor = t.deps.db): WriteContext => ({ db, actor: who, now: t.clock.now() });

const newUser = (email = mail()) => ({
  email,
  first_name: 'Ewa',
  last_name: 'Kowalska',
  role_id: moderatorRole,
  password_hash: '$argon2id$v=19$secret-hash',
});

beforeAll(async () => {
  t = await createTestApp({}, { modules: [systemModule, testListModule] });
  const admin = await createUser(t, { role: 'admin' });
  adminId = admin.user.id;
  actor = { type: 'user', id: adminId };
  moderatorRole = await roleId(t.deps.db, 'moderator');
});
afterAll(() => t.close());

describe('records: writes and their audit rows', () => {
  it('create writes the row and an audit row with secrets redacted', async () => {
    const row = await userRecords.create(w(actor), newUser());
    const audit = await auditOf(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'user', actor_id: adminId, action: 'create' });
    expect(audit[0].changes?.email).toEqual({ old: null, new: row.email });
    expect(audit[0].changes?.password_hash).toEqual({ old: '[redacted]', new: '[redacted]' });
    expect(JSON.stringify(audit[0].changes)).not.toContain('secret-hash');
  });

  it('update records only changed fields, old → new; a no-op patch writes nothing', async () => {
    const row = await userRecords.create(w(actor), newUser());
    const after = await userRecords.update(w(actor), row.id, {
      last_name: 'Wiśniewska',
      first_name: 'Ewa',
      password_hash: 'another-secret',
    });
    expect(after.last_name).toBe('Wiśniewska');
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
    const audit = await auditOf(row.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].changes).toEqual({
      last_name: { old: 'Kowalska', new: 'Wiśniewska' },
      password_hash: { old: '[redacted]', new: '[redacted]' },
    });
    const same = await userRecords.update(w(actor), row.id, { last_name: 'Wiśniewska' });
    expect(same.updated_at).toEqual(after.updated_at);
    expect(await auditOf(row.id)).toHaveLength(2);
  });

  it('destroy deletes the row and audits what it held', async () => {
    const row = await userRecords.create(w(actor), newUser());
    await userRecords.destroy(w({ type: 'system', id: null }), row.id);
    expect(await userRecords.find(t.deps.db, row.id)).toBeNull();
    const audit = await auditOf(row.id);
    expect(audit[1]).toMatchObject({ action: 'delete', actor_type: 'system', actor_id: null });
    expect(audit[1].changes?.email).toEqual({ old: row.email, new: null });
  });

  it('a write that fails leaves neither the row nor an audit row', async () => {
    const taken = await userRecords.create(w(actor), newUser());
    const before = (await t.deps.db.select().from(auditLog)).length;
    await expect(userRecords.create(w(actor), newUser(taken.email.toUpperCase()))).rejects.toThrow();
    expect((await t.deps.db.select().from(auditLog)).length).toBe(before);
  });

  it('an audit row that cannot be written rolls the write back', async () => {
    // A NULL actor type violates audit_log's NOT NULL: the insert before it must not survive.
    const broken = { type: null, id: null } as unknown as Actor;
    const email = mail();
    await expect(userRecords.create(w(broken), newUser(email))).rejects.toThrow();
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const row = await userRecords.create(w(actor), newUser());
    await expect(userRecords.update(w(broken), row.id, { last_name: 'Zmieniona' })).rejects.toThrow();
    expect((await userRecords.get(t.deps.db, row.id)).last_name).toBe('Kowalska');
    await expect(userRecords.destroy(w(broken), row.id)).rejects.toThrow();
    expect(await userRecords.find(t.deps.db, row.id)).not.toBeNull();
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it('joins the caller’s transaction: a later failure undoes the write and its audit', async () => {
    const email = mail();
    await expect(
      inTransaction(t.deps.db, async (tx) => {
        await userRecords.create(w(actor, tx), newUser(email));
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('answers a duplicate through a route as 422 on the field, never 500', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const a = await userRecords.create(w(actor), newUser());
    const b = await userRecords.create(w(actor), newUser());
    const res = await t.request('PATCH', `/api/test/users/${b.id}`, { token, body: { email: a.email } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Sprawdź błędy w formularzu',
      errors: { email: ['Ta wartość jest już zajęta'] },
    });
    expect(await auditOf(b.id)).toHaveLength(1);
  });
});

describe('records: the one write path (issue 15)', () => {
  it('stamps created_at and updated_at with the injected clock, not the database’s', async () => {
    const at = new Date('2031-03-04T05:06:07Z');
    const row = await userRecords.create({ db: t.deps.db, actor, now: at }, newUser());
    expect(row.created_at).toEqual(at);
    expect(row.updated_at).toEqual(at);
    const later = new Date('2031-05-06T07:08:09Z');
    const after = await userRecords.update({ db: t.deps.db, actor, now: later }, row.id, {
      last_name: 'Nowak',
    });
    expect(after.updated_at).toEqual(later);
    expect(after.created_at).toEqual(at);
  });

  it('a no-op update writes nothing: no audit row, updated_at unchanged, no hook side effect', async () => {
    const at = new Date('2031-01-01T00:00:00Z');
    const row = await userRecords.create({ db: t.deps.db, actor, now: at }, newUser());
    let changed: boolean | null = null;
    const same = await userRecords.update(
      { db: t.deps.db, actor, now: new Date('2032-01-01T00:00:00Z') },
      row.id,
      { first_name: row.first_name, last_name: row.last_name, email: row.email },
      {
        after: async (_tx, _after, _before, c) => {
          changed = c;
        },
      },
    );
    expect(changed).toBe(false);
    expect(same.updated_at).toEqual(at);
    expect((await userRecords.get(t.deps.db, row.id)).updated_at).toEqual(at);
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('a hook that throws rolls back the row and its audit (create, update, delete)', async () => {
    const boom = async () => {
      throw new Error('hook failed');
    };
    const email = mail();
    await expect(userRecords.create(w(actor), newUser(email), { after: boom })).rejects.toThrow(
      'hook failed',
    );
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const row = await userRecords.create(w(actor), newUser());
    await expect(
      userRecords.update(w(actor), row.id, { last_name: 'Zmieniona' }, { after: boom }),
    ).rejects.toThrow('hook failed');
    await expect(
      userRecords.update(w(actor), row.id, { last_name: 'Zmieniona' }, { before: boom }),
    ).rejects.toThrow('hook failed');
    expect((await userRecords.get(t.deps.db, row.id)).last_name).toBe('Kowalska');
    await expect(userRecords.destroy(w(actor), row.id, { before: boom })).rejects.toThrow('hook failed');
    expect(await userRecords.find(t.deps.db, row.id)).not.toBeNull();
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('fields a hook audits (a link table) are audited when only they change, without bumping updated_at', async () => {
    const at = new Date('2031-07-07T07:07:07Z');
    const row = await userRecords.create({ db: t.deps.db, actor, now: at }, newUser(), {
      after: async () => ({ brands: [1] }),
    });
    expect((await auditOf(row.id))[0].changes?.brands).toEqual({ old: [], new: [1] });
    const later = { db: t.deps.db, actor, now: new Date('2031-08-08T08:08:08Z') };
    const same = await userRecords.update(
      later,
      row.id,
      {},
      { before: async () => ({ brands: [1] }), after: async () => ({ brands: [1] }) },
    );
    expect(same.updated_at).toEqual(at);
    expect(await auditOf(row.id)).toHaveLength(1);
    const links = await userRecords.update(
      later,
      row.id,
      {},
      { before: async () => ({ brands: [1] }), after: async () => ({ brands: [1, 2] }) },
    );
    expect(links.updated_at).toEqual(at);
    const audit = await auditOf(row.id);
    expect(audit).toHaveLength(2);
    expect(audit[1].changes).toEqual({ brands: { old: [1], new: [1, 2] } });
  });

  it('a hook’s own writes commit with the row', async () => {
    const row = await userRecords.create(w(actor), newUser(), {
      after: async (tx, r) => {
        await tx
          .update(users)
          .set({ phone_number: `+48 ${r.id}` })
          .where(eq(users.id, r.id));
      },
    });
    expect((await userRecords.get(t.deps.db, row.id)).phone_number).toBe(`+48 ${row.id}`);
  });

  it('a delete of a row still referenced is the one "in use" answer: 409 with a Polish message', async () => {
    const { partner } = await createPartner(t.deps.db);
    // partners.business_area_id references the area without a cascade: the area is in use.
    const areaRecords = records(businessAreas, 'test-business-area');
    const err = await areaRecords.destroy(w(actor), partner.business_area_id).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, key: 'errors.in_use' });
    expect(message('pl', err.key)).toBe('Nie można usunąć rekordu, dopóki jest używany');
    expect(await areaRecords.find(t.deps.db, partner.business_area_id)).not.toBeNull();
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_type, 'test-business-area'));
    expect(audit).toEqual([]);
  });

  it('"in use" and a conflict are the same status, 409', async () => {
    expect(inUse('brands.in_use', { count: 2 })).toMatchObject({ status: 409 });
    expect(conflict('brands.default_delete')).toMatchObject({ status: 409 });
  });

  it('writeContext reads the handler’s clock and caller', () => {
    const at = new Date('2030-02-02T02:02:02Z');
    const ctx = writeContext({ deps: { db: t.deps.db, clock: { now: () => at } }, actor });
    expect(ctx).toEqual({ db: t.deps.db, actor, now: at });
  });
});

describe('records: partner scoping', () => {
  let own: { token: string; user: { id: number } };
  let colleagueId: number;
  let foreignId: number;

  beforeAll(async () => {
    const { partner } = await createPartner(t.deps.db);
    own = await createUser(t, { role: 'partner', partnerId: partner.id });
    colleagueId = (await createUser(t, { role: 'partner', partnerId: partner.id })).user.id;
    foreignId = (await createUser(t, { role: 'partner' })).user.id;
  });

  it('finds a colleague but not another partner’s user (404, not 403)', async () => {
    const ok = await t.request('GET', `/api/test/users/${colleagueId}`, { token: own.token });
    expect(ok.status).toBe(200);
    expect(ok.body.model.id).toBe(colleagueId);
    const other = await t.request('GET', `/api/test/users/${foreignId}`, { token: own.token });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Nie znaleziono rekordu' });
  });

  it('cannot update or delete another partner’s row, which stays untouched', async () => {
    const res = await t.request('PATCH', `/api/test/users/${foreignId}`, {
      token: own.token,
      body: { email: mail() },
    });
    expect(res.status).toBe(404);
    const auth = await t.deps.authenticator.authenticate(own.token);
    const scope = partnerScope(auth, users.partner_id);
    await expect(userRecords.destroy(w(actor), foreignId, { where: scope })).rejects.toBeInstanceOf(AppError);
    expect(await userRecords.find(t.deps.db, foreignId)).not.toBeNull();
    expect(await auditOf(foreignId)).toEqual([]);
  });

  it('matches no row at all for a caller without a company, never every row', async () => {
    const auth = await t.deps.authenticator.authenticate((await createUser(t, { role: 'moderator' })).token);
    const rows = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(partnerScope(auth, users.partner_id));
    expect(rows).toEqual([]);
  });

  it('lists only the caller’s partner; staff see every partner by their key', async () => {
    const res = await t.request('GET', '/api/test/users?per_page=100', { token: own.token });
    expect(res.status).toBe(200);
    const ids = res.body.results.map((r: { id: number }) => r.id).sort();
    expect(ids).toEqual([own.user.id, colleagueId].sort());
    const admin = await createUser(t, { role: 'admin' });
    const all = await t.request('GET', '/api/test/users?per_page=100', { token: admin.token });
    expect(all.body.results.map((r: { id: number }) => r.id)).toContain(foreignId);
  });
});
