import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { jobs } from '../../core/jobs/tables.ts';
import { contacts, contractors, users } from '../people/tables.ts';
import { makePartner, type Refs, refs, storeContractor } from './testing.ts';

let t: TestApp;
let token: string;
let r: Refs;

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
  r = await refs(t);
});
afterAll(() => t.close());

const contact = (n: number | string, extra: Record<string, unknown> = {}) => ({
  first_name: `Osoba${n}`,
  last_name: 'Kontaktowa',
  email: `osoba${n}@firma.test`,
  phone_number: '+48 600 700 800',
  position: 'Serwisant',
  is_primary: false,
  ...extra,
});

async function primaries(contractorId: number) {
  return t.deps.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.contractor_id, contractorId), eq(contacts.is_primary, true)));
}

describe('contacts', () => {
  it('lists with search, adds, edits and deletes; the primary contact cannot be unset or deleted', async () => {
    const c = await storeContractor(t, token, r);
    const base = `/api/contractor/contractors/${c.id}/contacts`;
    const added = await t.request('POST', base, {
      token,
      body: contact('zaneta', { first_name: 'Żaneta', last_name: 'Łęcka' }),
    });
    expect(added.status).toBe(201);
    expect(added.body.model).toMatchObject({
      first_name: 'Żaneta',
      is_primary: false,
      contractor_id: c.id,
    });

    const found = await t.request('GET', `${base}?search=lecka`, { token });
    expect(found.body.results.map((x: { id: number }) => x.id)).toEqual([added.body.model.id]);
    const all = await t.request('GET', `${base}?sort_by=last_name&sort_direction=asc`, { token });
    expect(all.body.pagination.total).toBe(2);

    const unset = await t.request('PATCH', `${base}/${c.primary_contact.id}`, { token, body: contact(1) });
    expect(unset.status).toBe(422);
    expect(unset.body.errors).toEqual({
      is_primary: ['Kontrahent musi mieć główną osobę kontaktową. Wskaż jako główną inną osobę'],
    });
    const deletePrimary = await t.request('DELETE', `${base}/${c.primary_contact.id}`, { token });
    expect(deletePrimary.status).toBe(409);
    expect(deletePrimary.body.message).toBe(
      'Nie można usunąć głównej osoby kontaktowej. Najpierw wskaż jako główną inną osobę',
    );

    const promoted = await t.request('PATCH', `${base}/${added.body.model.id}`, {
      token,
      body: contact('zaneta', { first_name: 'Żaneta', last_name: 'Łęcka', is_primary: true }),
    });
    expect(promoted.status).toBe(200);
    expect((await primaries(c.id)).map((p) => p.id)).toEqual([added.body.model.id]);
    const deleted = await t.request('DELETE', `${base}/${c.primary_contact.id}`, { token });
    expect(deleted.status).toBe(200);

    const bad = await t.request('POST', base, {
      token,
      body: { ...contact(2), email: 'x', phone_number: '12' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      email: ['Podaj poprawny adres e-mail'],
      phone_number: ['Podaj poprawny numer telefonu'],
    });
    const noFlag = await t.request('POST', base, { token, body: { ...contact(3), is_primary: undefined } });
    expect(noFlag.body.errors).toEqual({ is_primary: ['To pole jest wymagane'] });
  });

  it('updates only the fields sent: the others, the primary flag too, keep their stored values', async () => {
    const c = await storeContractor(t, token, r);
    const base = `/api/contractor/contractors/${c.id}/contacts`;
    const before = await t.call('contractor.contacts.show', {
      params: { contractor: c.id, id: c.primary_contact.id },
      token,
    });
    const res = await t.request('PATCH', `${base}/${c.primary_contact.id}`, {
      token,
      body: { position: 'Kierownik' },
    });
    expect(res.status, res.raw).toBe(200);
    const { position, updated_at, ...rest } = res.body.model;
    const { position: _was, updated_at: _at, ...restBefore } = before.body.model;
    expect(position).toBe('Kierownik');
    expect(rest).toEqual(restBefore);
    expect(rest.is_primary).toBe(true);
  });

  it('audits the primary switch on both contacts and writes nothing for a save that changes nothing', async () => {
    const c = await storeContractor(t, token, r);
    const base = `/api/contractor/contractors/${c.id}/contacts`;
    const added = await t.request('POST', base, { token, body: contact('audyt', { is_primary: true }) });
    expect(added.status).toBe(201);
    const id = added.body.model.id;
    await t.request('PATCH', `${base}/${id}`, { token, body: contact('audyt', { is_primary: true }) });
    const actions = async (contactId: number) =>
      (
        await t.deps.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.record_type, 'contact'), eq(auditLog.record_id, String(contactId))))
          .orderBy(auditLog.id)
      ).map((a) => ({
        action: a.action,
        is_primary: a.changes?.is_primary?.new,
      }));
    expect(await actions(id)).toEqual([{ action: 'create', is_primary: true }]);
    expect((await actions(c.primary_contact.id)).at(-1)).toEqual({ action: 'update', is_primary: false });
  });

  it('keeps exactly one primary contact when many switch it at the same time', async () => {
    const c = await storeContractor(t, token, r);
    const base = `/api/contractor/contractors/${c.id}/contacts`;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await t.request('POST', base, { token, body: contact(`c${i}`) })).body.model.id);
    const switches = await Promise.all(
      ids.map((id, i) =>
        t.request('PATCH', `${base}/${id}`, { token, body: contact(`c${i}`, { is_primary: true }) }),
      ),
    );
    expect(switches.map((s) => s.status)).toEqual(ids.map(() => 200));
    const adds = await Promise.all(
      [0, 1, 2].map((i) => t.request('POST', base, { token, body: contact(`n${i}`, { is_primary: true }) })),
    );
    expect(adds.map((s) => s.status)).toEqual([201, 201, 201]);
    const after = await primaries(c.id);
    expect(after).toHaveLength(1);
    expect(adds.map((a) => a.body.model.id)).toContain(after[0].id);
  });

  it('answers 404 for a contact of another contractor', async () => {
    const a = await storeContractor(t, token, r);
    const b = await storeContractor(t, token, r);
    const res = await t.call('contractor.contacts.show', {
      params: { contractor: a.id, id: b.primary_contact.id },
      token,
    });
    expect(res.status).toBe(404);
    const patch = await t.call('contractor.contacts.update', {
      params: { contractor: a.id, id: b.primary_contact.id },
      token,
      body: contact(1, { is_primary: true }),
    });
    expect(patch.status).toBe(404);
  });
});

describe('affiliates', () => {
  const branch = (extra: Record<string, unknown> = {}) => ({
    name: 'Oddział Tarnów',
    address_street: 'ul. Krakowska 10',
    address_city: 'Tarnów',
    address_postcode: '33-100',
    address_province_id: r.province('12'),
    address_country_id: r.poland,
    phone_number: '14 621 00 00',
    ...extra,
  });

  it('adds, lists, edits and deletes branches of one contractor only', async () => {
    const c = await storeContractor(t, token, r);
    const other = await storeContractor(t, token, r);
    const base = `/api/contractor/contractors/${c.id}/affiliates`;
    const res = await t.request('POST', base, { token, body: branch() });
    expect(res.status).toBe(201);
    expect(res.body.model).toMatchObject({
      parent_id: c.id,
      name: 'Oddział Tarnów',
      address_province: { id: r.province('12') },
    });
    const id = res.body.model.id;
    const listed = await t.request('GET', base, { token });
    expect(listed.body.results.map((x: { id: number }) => x.id)).toEqual([id]);

    const bad = await t.request('PATCH', `${base}/${id}`, {
      token,
      body: branch({ address_postcode: '33100' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ address_postcode: ['Podaj kod pocztowy w formacie NN-NNN'] });
    const ok = await t.request('PATCH', `${base}/${id}`, {
      token,
      body: branch({ name: 'Oddział Tarnów 2' }),
    });
    expect(ok.body.model.name).toBe('Oddział Tarnów 2');

    const phone = await t.request('PATCH', `${base}/${id}`, {
      token,
      body: { phone_number: '14 621 00 01' },
    });
    expect(phone.status, phone.raw).toBe(200);
    const { phone_number, updated_at, ...rest } = phone.body.model;
    const { phone_number: _was, updated_at: _at, ...restBefore } = ok.body.model;
    expect(phone_number).toBe('14 621 00 01');
    expect(rest).toEqual(restBefore);
    const postcode = await t.request('PATCH', `${base}/${id}`, {
      token,
      body: { address_postcode: '33100' },
    });
    expect(postcode.body.errors).toEqual({ address_postcode: ['Podaj kod pocztowy w formacie NN-NNN'] });

    const foreign = await t.call('contractor.affiliates.show', {
      params: { contractor: other.id, id },
      token,
    });
    expect(foreign.status).toBe(404);
    const nested = await t.call('contractor.affiliates.store', {
      params: { contractor: id },
      token,
      body: branch(),
    });
    expect(nested.status).toBe(404);

    expect((await t.request('DELETE', `${base}/${id}`, { token })).status).toBe(200);
    expect(await t.deps.db.select().from(contractors).where(eq(contractors.id, id))).toHaveLength(0);
  });
});

describe('users tab', () => {
  it('adds a company user (invitation queued), edits, deactivates and sets the company admin flag', async () => {
    const c = await storeContractor(t, token, r);
    const partner = await makePartner(t, c.id);
    const base = `/api/contractor/contractors/${c.id}/users`;
    const email = `kolega.${process.pid}.${Date.now()}@firma.test`;
    const res = await t.request('POST', base, {
      token,
      body: { first_name: 'Karol', last_name: 'Kolega', email, phone_number: '600 111 222' },
    });
    expect(res.status).toBe(201);
    expect(res.body.model).toMatchObject({
      email,
      is_company_admin: false,
      is_activated: true,
      has_password: false,
    });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user.partner_id).toBe(partner.id);
    const [invitation] = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'mail.send'), sql`${jobs.payload}->>'to' = ${email}`));
    expect((invitation.payload as { subject: string }).subject).toBe('Zaproszenie do Portalu Partnera');

    const updated = await t.request('PATCH', `${base}/${user.id}`, {
      token,
      body: { is_activated: false, is_company_admin: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.model).toMatchObject({ is_activated: false, is_company_admin: true });
    // spec §4 "User status": inactive is 1.
    const listed = await t.request('GET', `${base}?status=1`, { token });
    expect(listed.body.results.map((u: { id: number }) => u.id)).toEqual([user.id]);

    const outsider = await createUser(t, { role: 'partner' });
    const foreign = await t.request('PATCH', `${base}/${outsider.user.id}`, {
      token,
      body: { is_activated: false },
    });
    expect(foreign.status).toBe(404);
    const roleChange = await t.request('PATCH', `${base}/${user.id}`, { token, body: { role_id: 1 } });
    expect(roleChange.status).toBe(422);
  });

  it('says the contractor is not a partner when it has no partner record', async () => {
    const c = await storeContractor(t, token, r);
    const res = await t.call('contractor.users.index', { params: { contractor: c.id }, token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Kontrahent nie jest partnerem');
  });
});
