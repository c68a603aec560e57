import { FILE_TYPE_KEYS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../src/core/files/files.ts';
import { SYSTEM_ACTOR } from '../src/core/http/context.ts';
import { pdf, png } from '../src/modules/media/test-fixtures.ts';
import { contacts, users } from '../src/modules/people/tables.ts';
import { createUser, roleId } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { type AccessWorld, companylessPartner, createWorld } from './support/access.ts';

/**
 * Tenancy fails closed (issue 14): the attack path was a registrant never approved, activated
 * by a bare API call, reading and overwriting other companies' data through the partner zone.
 */

const NO_COMPANY = { message: 'To konto nie należy do żadnej firmy partnera' };

let t: TestApp;
let w: AccessWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('a partner-role account without a company', () => {
  it('reads nothing of any company and overwrites nothing', async () => {
    const token = await companylessPartner(t);
    const get = (url: string) => t.request('GET', url, { token });
    for (const url of [
      `/api/partner-zone/profile/${w.b.partnerId}`,
      `/api/partner-zone/partner/partners/${w.b.partnerId}`,
      '/api/partner-zone/partner/change-requests',
      '/api/partner-zone/user/users',
      '/api/partner-zone/media/private-media?privateMedia=partners/1/uploads/x.pdf',
      '/api/partner-zone/device/devices',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(403);
      expect(res.body, url).toEqual(NO_COMPANY);
    }
    const before = await t.deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.contractor_id, w.b.contractorId));
    const overwrite = await t.call('partner-zone.profile.update', {
      params: { id: w.b.partnerId },
      token,
      body: {
        phone_number: null,
        electronic_invoice_email: null,
        electronic_form_invoice: false,
        contacts: [{ first_name: 'Obcy', last_name: 'Intruz', email: 'intruz@example.pl', is_primary: true }],
      },
    });
    expect(overwrite.status).toBe(403);
    const after = await t.deps.db.select().from(contacts).where(eq(contacts.contractor_id, w.b.contractorId));
    expect(after).toEqual(before);
  });

  it('cannot take a staff upload as its profile logo', async () => {
    const token = await companylessPartner(t);
    const staffUpload = await storeFile(t.deps, {
      source: await png(),
      originalName: 'logo.png',
      area: 'public',
      dir: 'uploads/test',
      accept: FILE_TYPE_KEYS,
      maxBytes: 1024 * 1024,
      partnerId: null,
      actor: SYSTEM_ACTOR,
    });
    const res = await t.call('auth.profile.update', {
      token,
      body: { logo_file_id: staffUpload.id },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NO_COMPANY);
  });

  it('cannot be activated by a bare API call: the role rules apply to every save', async () => {
    const { token: admin } = await createUser(t, { role: 'admin' });
    const [registrant] = await t.deps.db
      .insert(users)
      .values({
        email: `rejestracja.${process.pid}@example.pl`,
        first_name: 'Roman',
        last_name: 'Rejestrujący',
        role_id: await roleId(t.deps.db, 'partner'),
        partner_id: null,
        is_company_admin: true,
        is_activated: false,
      })
      .returning();
    const activate = await t.call('user.users.update', {
      params: { id: registrant.id },
      token: admin,
      body: { is_activated: true },
    });
    expect(activate.status).toBe(422);
    expect(activate.body).toEqual({
      message: 'Sprawdź błędy w formularzu',
      errors: { partner_id: ['To pole jest wymagane'] },
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, registrant.id));
    expect(row.is_activated).toBe(false);
    // With a company it can be activated.
    const fixed = await t.call('user.users.update', {
      params: { id: registrant.id },
      token: admin,
      body: { is_activated: true, partner_id: w.a.partnerId },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.model).toMatchObject({ is_activated: true, partner_id: w.a.partnerId });
  });

  it('a super-admin, who holds partner-zone keys by code, has no company there either', async () => {
    const { token } = await createUser(t, { role: 'super-admin' });
    const res = await t.call('partner-zone.profile.show', { params: { id: w.a.partnerId }, token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NO_COMPANY);
    expect((await t.call('partner.partners.show', { params: { id: w.a.partnerId }, token })).status).toBe(
      200,
    );
  });
});

describe('staff access is decided by the permission key alone', () => {
  it('the back-office private-file route serves any company’s file to staff', async () => {
    const row = await storeFile(t.deps, {
      source: pdf(),
      originalName: 'umowa.pdf',
      area: 'private',
      dir: `partners/${w.a.partnerId}/uploads/test`,
      accept: FILE_TYPE_KEYS,
      maxBytes: 1024 * 1024,
      partnerId: w.a.partnerId,
      actor: SYSTEM_ACTOR,
    });
    const url = `?privateMedia=${encodeURIComponent(row.path)}`;
    expect((await t.request('GET', `/api/media/private-media${url}`, { token: w.staff })).status).toBe(200);
    expect(
      (await t.request('GET', `/api/partner-zone/media/private-media${url}`, { token: w.a.colleague.token }))
        .status,
    ).toBe(200);
    expect(
      (await t.request('GET', `/api/partner-zone/media/private-media${url}`, { token: w.b.colleague.token }))
        .status,
    ).toBe(404);
  });
});
