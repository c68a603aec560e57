import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/core/audit/tables.ts';
import { inTransaction, partnerScope } from '../src/core/data/records.ts';
import type { Actor } from '../src/core/http/context.ts';
import { AppError } from '../src/core/http/errors.ts';
import { systemModule } from '../src/modules/system/module.ts';
import { users } from '../src/modules/users/tables.ts';
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
    const row = await userRecords.create(t.deps.db, actor, newUser());
    const audit = await auditOf(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'user', actor_id: adminId, action: 'create' });
    expect(audit[0].changes?.email).toEqual({ old: null, new: row.email });
    expect(audit[0].changes?.password_hash).toEqual({ old: '[redacted]', new: '[redacted]' });
    expect(JSON.stringify(audit[0].changes)).not.toContain('secret-hash');
  });

  it('update records only changed fields, old → new; a no-op patch writes nothing', async () => {
    const row = await userRecords.create(t.deps.db, actor, newUser());
    const after = await userRecords.update(t.deps.db, actor, row.id, {
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
    const same = await userRecords.update(t.deps.db, actor, row.id, { last_name: 'Wiśniewska' });
    expect(same.updated_at).toEqual(after.updated_at);
    expect(await auditOf(row.id)).toHaveLength(2);
  });

  it('destroy deletes the row and audits what it held', async () => {
    const row = await userRecords.create(t.deps.db, actor, newUser());
    await userRecords.destroy(t.deps.db, { type: 'system', id: null }, row.id);
    expect(await userRecords.find(t.deps.db, row.id)).toBeNull();
    const audit = await auditOf(row.id);
    expect(audit[1]).toMatchObject({ action: 'delete', actor_type: 'system', actor_id: null });
    expect(audit[1].changes?.email).toEqual({ old: row.email, new: null });
  });

  it('a write that fails leaves neither the row nor an audit row', async () => {
    const taken = await userRecords.create(t.deps.db, actor, newUser());
    const before = (await t.deps.db.select().from(auditLog)).length;
    await expect(userRecords.create(t.deps.db, actor, newUser(taken.email.toUpperCase()))).rejects.toThrow();
    expect((await t.deps.db.select().from(auditLog)).length).toBe(before);
  });

  it('an audit row that cannot be written rolls the write back', async () => {
    // A NULL actor type violates audit_log's NOT NULL: the insert before it must not survive.
    const broken = { type: null, id: null } as unknown as Actor;
    const email = mail();
    await expect(userRecords.create(t.deps.db, broken, newUser(email))).rejects.toThrow();
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const row = await userRecords.create(t.deps.db, actor, newUser());
    await expect(userRecords.update(t.deps.db, broken, row.id, { last_name: 'Zmieniona' })).rejects.toThrow();
    expect((await userRecords.get(t.deps.db, row.id)).last_name).toBe('Kowalska');
    await expect(userRecords.destroy(t.deps.db, broken, row.id)).rejects.toThrow();
    expect(await userRecords.find(t.deps.db, row.id)).not.toBeNull();
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it('joins the caller’s transaction: a later failure undoes the write and its audit', async () => {
    const email = mail();
    await expect(
      inTransaction(t.deps.db, async (tx) => {
        await userRecords.create(tx, actor, newUser(email));
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('answers a duplicate through a route as 422 on the field, never 500', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const a = await userRecords.create(t.deps.db, actor, newUser());
    const b = await userRecords.create(t.deps.db, actor, newUser());
    const res = await t.request('PATCH', `/api/test/users/${b.id}`, { token, body: { email: a.email } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Sprawdź błędy w formularzu',
      errors: { email: ['Ta wartość jest już zajęta'] },
    });
    expect(await auditOf(b.id)).toHaveLength(1);
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
    await expect(userRecords.destroy(t.deps.db, actor, foreignId, scope)).rejects.toBeInstanceOf(AppError);
    expect(await userRecords.find(t.deps.db, foreignId)).not.toBeNull();
    expect(await auditOf(foreignId)).toEqual([]);
  });

  it('lists only the caller’s partner; staff see every partner', async () => {
    const res = await t.request('GET', '/api/test/users?per_page=100', { token: own.token });
    expect(res.status).toBe(200);
    const ids = res.body.results.map((r: { id: number }) => r.id).sort();
    expect(ids).toEqual([own.user.id, colleagueId].sort());
    const admin = await createUser(t, { role: 'admin' });
    const all = await t.request('GET', '/api/test/users?per_page=100', { token: admin.token });
    expect(all.body.results.map((r: { id: number }) => r.id)).toContain(foreignId);
  });
});
