import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diff, writeAudit } from '../src/core/audit/audit.ts';
import { auditLog } from '../src/core/audit/tables.ts';
import { isDerived } from '../src/core/data/derived.ts';
import { contractorForm, type Refs, refs, storeContractor } from '../src/modules/contractors/testing.ts';
import { createUser } from './factories.ts';
import { createTestApp, marker, type TestApp } from './harness.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let r: Refs;
const M = marker('Au');
const get = (q: string, token = admin.token) => t.request('GET', `/api/core/audit?${q}`, { token });

/** Today in Poland as DD.MM.YYYY and ISO. */
const warsawDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(d);
const polish = (iso: string) => iso.split('-').reverse().join('.');

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin', email: `audytor.${M.toLowerCase()}@example.pl` });
  r = await refs(t);
});
afterAll(() => t.close());

describe('GET /api/core/audit', () => {
  it('answers 403 to a role without core.audit.index and 422 for bad filters', async () => {
    const docs = await createUser(t, { role: 'moderator-docs' });
    const denied = await get('', docs.token);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Brak uprawnień, skontaktuj się z administratorem');
    const bad = await get('from=31.02.2026&user=abc&action=rename&record_type=Zły%20typ');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      from: ['Podaj poprawną datę (DD.MM.RRRR)'],
      user: ['Nieprawidłowa wartość'],
      action: ['Nieprawidłowa wartość'],
      record_type: ['Nieprawidłowy format'],
    });
    expect((await get('sort_by=action')).status).toBe(422);
    expect((await get('table=users')).status).toBe(422);
  });

  it('shows a contractor edit with its actor and field-level diff, found by its filters', async () => {
    const c = await storeContractor(t, admin.token, r, { name: `${M} Stara nazwa` });
    const { primary_contact: _p, ...form } = contractorForm(r, {
      name: `${M} Nowa nazwa`,
      nip_number: c.nip_number,
      address_city: 'Gdańsk',
    });
    const saved = await t.call('contractor.contractors.update', {
      params: { id: c.id },
      token: admin.token,
      body: { ...form, primary_contact_id: c.primary_contact.id },
    });
    expect(saved.status).toBe(200);

    const res = await get(`record_type=contractor&record_id=${c.id}&user=${admin.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({
      sort_by: 'created_at',
      sort_direction: 'desc',
      active: { record_type: ['contractor'], record_id: String(c.id), user: [admin.user.id] },
    });
    const [update, create] = res.body.results;
    expect(create.action).toBe('create');
    expect(update).toMatchObject({
      action: 'update',
      record_type: 'contractor',
      record_id: String(c.id),
      actor_type: 'user',
      actor: { id: admin.user.id, name: 'Anna Nowak', email: admin.user.email },
    });
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', old: `${M} Stara nazwa`, new: `${M} Nowa nazwa` },
        { field: 'address_city', old: 'Kraków', new: 'Gdańsk' },
      ]),
    );
    // The stored search text and sort keys follow the name and city: derived, never audited.
    const fields: string[] = update.changes.map((c: { field: string }) => c.field);
    expect(fields.filter((f) => /search_text|_sort_key$/.test(f))).toEqual([]);
    expect(Date.parse(update.created_at)).toBeGreaterThanOrEqual(Date.parse(create.created_at));

    const found = await get(
      `search=${encodeURIComponent(`audytor ${M.toLowerCase()}`)}&record_type=contractor&record_id=${c.id}`,
    );
    expect(found.body.results.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(found.body.pagination.active).toMatchObject({ search: `audytor ${M.toLowerCase()}` });

    const other = await createUser(t, { role: 'admin' });
    expect(
      (await get(`record_id=${c.id}&record_type=contractor&user=${other.user.id}`)).body.results,
    ).toEqual([]);
  });

  it('filters by Polish calendar days, inclusive on both ends', async () => {
    const c = await storeContractor(t, admin.token, r, { name: `${M} Dni` });
    const today = warsawDay(new Date());
    const tomorrow = warsawDay(new Date(Date.now() + 86_400_000));
    const yesterday = warsawDay(new Date(Date.now() - 86_400_000));
    const q = `record_type=contractor&record_id=${c.id}`;
    expect((await get(`${q}&from=${polish(today)}&to=${polish(today)}`)).body.results).toHaveLength(1);
    expect((await get(`${q}&from=${today}`)).body.results).toHaveLength(1);
    expect((await get(`${q}&from=${tomorrow}`)).body.results).toHaveLength(0);
    expect((await get(`${q}&to=${yesterday}`)).body.results).toHaveLength(0);
    const res = await get(`${q}&from=${polish(yesterday)}&to=${polish(today)}`);
    expect(res.body.pagination.active).toEqual({
      record_type: ['contractor'],
      record_id: String(c.id),
      from: yesterday,
      to: today,
    });
  });

  it('lists newest first without sort parameters, and never shows a secret', async () => {
    await writeAudit(t.deps.db, {
      actor: { type: 'system', id: null },
      action: 'update',
      recordType: 'user',
      recordId: `${M}-1`.toLowerCase(),
      changes: {
        password_hash: { old: 'argon2-old', new: 'argon2-new' },
        email: { old: 'a@x.pl', new: 'b@x.pl' },
      },
    });
    // A row written before redaction existed is redacted on the way out too.
    await t.deps.db.insert(auditLog).values({
      actor_type: 'erp',
      actor_id: null,
      action: 'update',
      record_type: 'user',
      record_id: `${M}-1`.toLowerCase(),
      changes: { reset_token_hash: { old: null, new: 'abc' } },
    });
    const res = await get(`record_type=user&record_id=${M.toLowerCase()}-1`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((e: { actor_type: string }) => e.actor_type)).toEqual(['erp', 'system']);
    expect(res.body.results[0]).toMatchObject({
      actor: null,
      changes: [{ field: 'reset_token_hash', old: '[redacted]', new: '[redacted]' }],
    });
    // jsonb keeps its own key order, so the diff's order is not asserted.
    expect(res.body.results[1].changes).toHaveLength(2);
    expect(res.body.results[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'password_hash', old: '[redacted]', new: '[redacted]' },
        { field: 'email', old: 'a@x.pl', new: 'b@x.pl' },
      ]),
    );
    expect(res.raw).not.toContain('argon2');
  });
});

describe('derived columns', () => {
  it('every generated column of every table is declared derived', async () => {
    // Every table module drizzle-kit reads (drizzle.config.ts).
    const src = join(import.meta.dirname, '../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /(^|\/)tables\.ts$/.test(f),
    );
    const modules = await Promise.all(files.map((f) => import(join(src, f))));
    const tables = modules.flatMap((m) =>
      (Object.values(m) as unknown[]).filter((v): v is PgTable => is(v, PgTable)),
    );
    const generated = tables.flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => column.generated)
        .map((column) => `${getTableName(table)}.${column.name}`),
    );
    expect(generated.length).toBeGreaterThan(10);
    expect(generated.filter((name) => !isDerived(name.split('.')[1]))).toEqual([]);
  });

  it('are left out of a diff, the trigger-kept ones too', () => {
    const kept = ['business_area_ids', 'visible_by_devices', 'lists_devices', 'search_text'];
    for (const field of [...kept, 'code_search', 'folder', 'title_sort_key'])
      expect(isDerived(field), field).toBe(true);
    const before = { name: 'A', business_area_ids: [1], visible_by_devices: true, lists_devices: false };
    const after = { name: 'B', business_area_ids: [2], visible_by_devices: false, lists_devices: true };
    expect(diff(before, after)).toEqual({ name: { old: 'A', new: 'B' } });
    expect(diff(null, after)).toEqual({ name: { old: null, new: 'B' } });
  });
});
