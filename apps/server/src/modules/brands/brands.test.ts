import { defaultKeysFor } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, marker, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { storeFile } from '../../core/files/files.ts';
import { SYSTEM_ACTOR } from '../../core/http/context.ts';
import { pdf, png } from '../media/test-fixtures.ts';
import { userBrands } from '../people/tables.ts';
import { brands } from './tables.ts';

const FORM = 'Sprawdź błędy w formularzu';

let t: TestApp;
let token: string;
/** A marker in every name this file creates, so the seeded brands never meet its assertions. */
const M = marker('Br').toLowerCase();

const form = (overrides: Record<string, unknown> = {}) => ({
  name: `Marka ${M}`,
  primary_color: '#0B5CAB',
  secondary_color: '#f08c00',
  ...overrides,
});
const store = (body: Record<string, unknown>) => t.call('brand.brands.store', { token, body });

async function libraryFile(bytes: Buffer, name: string, area: 'public' | 'private' = 'public') {
  return storeFile(t.deps, {
    source: bytes,
    originalName: name,
    area,
    dir: 'uploads/test',
    accept: ['png', 'pdf'],
    maxBytes: 10 * 1024 * 1024,
    partnerId: null,
    actor: SYSTEM_ACTOR,
  });
}

const defaults = async () =>
  (await t.deps.db.select().from(brands).where(eq(brands.is_default, true))).map((b) => b.slug);

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
});
afterAll(() => t.close());

describe('brand routes: access', () => {
  it('lets every signed-in user list the brands (spec §7: the theme at start-up), none without a token', async () => {
    expect((await t.call('brand.brands.index')).status).toBe(401);
    for (const role of ['partner', 'moderator-docs']) {
      expect(defaultKeysFor(role)).not.toContain('brand.brands.index');
      const caller = await createUser(t, { role });
      const res = await t.call('brand.brands.index', { token: caller.token });
      expect(res.status, role).toBe(200);
      expect(res.body.results.length, role).toBeGreaterThan(0);
    }
  });

  it('answers 403 to a role without the brand keys for everything but the list', async () => {
    const docs = await createUser(t, { role: 'moderator-docs' });
    const [seeded] = await t.deps.db.select().from(brands).limit(1);
    const calls: [string, string][] = [
      ['POST', '/api/brand/brands'],
      ['GET', `/api/brand/brands/${seeded.id}`],
      ['PATCH', `/api/brand/brands/${seeded.id}`],
      ['DELETE', `/api/brand/brands/${seeded.id}`],
    ];
    for (const [method, url] of calls) {
      const res = await t.request(method, url, {
        token: docs.token,
        body: method === 'GET' ? undefined : form(),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe('Brak uprawnień, skontaktuj się z administratorem');
    }
  });
});

describe('brands: list, add, edit, delete', () => {
  it('lists newest first when no sort is asked (spec §9), with the DESIGN §4 shape', async () => {
    const older = await store(form({ name: `Starsza ${M}` }));
    const newer = await store(form({ name: `Nowsza ${M}` }));
    const res = await t.call('brand.brands.index', { query: { search: M }, token });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      per_page: 10,
      last_page: 1,
      current: 1,
      page: 1,
      sort_direction: 'desc',
      sort_by: 'created_at',
      total: 2,
      active: { search: M },
    });
    expect(res.body.results.map((b: { id: number }) => b.id)).toEqual([
      newer.body.model.id,
      older.body.model.id,
    ]);
    const byName = await t.call('brand.brands.index', {
      query: { search: M, sort_by: 'name', sort_direction: 'asc' },
      token,
    });
    expect(byName.body.results.map((b: { name: string }) => b.name)).toEqual([`Nowsza ${M}`, `Starsza ${M}`]);
    for (const b of [older, newer])
      await t.call('brand.brands.destroy', { params: { id: b.body.model.id }, token });
  });

  it('adds a brand with a slug made from the name, audited, and edits it', async () => {
    const res = await store(form({ name: `Klimat Łódź ${M}` }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: 'Rekord został dodany' });
    expect(res.body.model).toMatchObject({
      name: `Klimat Łódź ${M}`,
      slug: `klimat-lodz-${M}`,
      primary_color: '#0b5cab',
      is_default: false,
      logo: null,
      users_count: 0,
    });
    const id = res.body.model.id;
    const edited = await t.call('brand.brands.update', {
      params: { id },
      token,
      body: form({ name: `Klimat ${M}`, slug: `klimat-${M}`, secondary_color: '#2B8A3E' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.model).toMatchObject({ slug: `klimat-${M}`, secondary_color: '#2b8a3e' });
    expect((await t.call('brand.brands.show', { params: { id }, token })).body.model.name).toBe(
      `Klimat ${M}`,
    );
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'brand'), eq(auditLog.record_id, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].changes).toMatchObject({
      name: { old: `Klimat Łódź ${M}`, new: `Klimat ${M}` },
      secondary_color: { old: '#f08c00', new: '#2b8a3e' },
    });
    // An emptied slug field is made from the name again.
    const emptied = await t.call('brand.brands.update', {
      params: { id },
      token,
      body: form({ name: `Klimat Nowy ${M}`, slug: '' }),
    });
    expect(emptied.body.model.slug).toBe(`klimat-nowy-${M}`);
  });

  it('updates only the fields sent: the slug is made again only with the name or the slug', async () => {
    const made = await store(form({ name: `Częściowa ${M}`, slug: `wlasny-${M}`, is_default: false }));
    expect(made.status, made.raw).toBe(201);
    const id = made.body.model.id;
    const colour = await t.call('brand.brands.update', {
      params: { id },
      token,
      body: { secondary_color: '#2B8A3E' },
    });
    expect(colour.status, colour.raw).toBe(200);
    expect(colour.body.model).toMatchObject({
      name: `Częściowa ${M}`,
      slug: `wlasny-${M}`,
      primary_color: '#0b5cab',
      secondary_color: '#2b8a3e',
      is_default: false,
      logo: null,
    });
    const renamed = await t.call('brand.brands.update', {
      params: { id },
      token,
      body: { name: `Przemianowana ${M}` },
    });
    expect(renamed.body.model).toMatchObject({ slug: `przemianowana-${M}`, secondary_color: '#2b8a3e' });
    await t.call('brand.brands.destroy', { params: { id }, token });
  });

  it('checks the form in Polish: colours, slug, a taken slug', async () => {
    const bad = await store({
      name: '',
      primary_color: 'niebieski',
      secondary_color: '#12345',
      slug: 'Zły Slug',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: FORM,
      errors: {
        name: ['To pole jest wymagane'],
        primary_color: ['Podaj kolor w formacie #RRGGBB'],
        secondary_color: ['Podaj kolor w formacie #RRGGBB'],
        slug: ['Dozwolone są małe litery, cyfry i myślniki'],
      },
    });
    const first = await store(form({ name: `Duplikat ${M}` }));
    const again = await store(form({ name: `duplikat ${M}` }));
    expect(again.body.errors).toEqual({ name: ['Ta wartość jest już zajęta'] });
    const bySlug = await store(form({ name: 'Inna', slug: first.body.model.slug }));
    expect(bySlug.body.errors).toEqual({ slug: ['Ta wartość jest już zajęta'] });
    const unknown = await store(form({ name: `Nieznane ${M}`, extra: 1 }));
    expect(unknown.status).toBe(422);
  });

  it('takes a public library image as the logo, refuses a private file and a PDF', async () => {
    const image = await libraryFile(await png(), 'logo.png');
    const res = await store(form({ name: `Z logo ${M}`, logo: image.id }));
    expect(res.status).toBe(201);
    expect(res.body.model.logo).toMatchObject({ id: image.id, filename: 'logo.png' });
    expect(res.body.model.logo_url).toMatch(/^\/api\/media\/image\/400\/400\/resize\/.+\?signature=/);
    const hidden = await libraryFile(await png(), 'ukryte.png', 'private');
    const privateLogo = await store(form({ name: `Prywatne ${M}`, logo: hidden.id }));
    expect(privateLogo.status).toBe(422);
    expect(Object.keys(privateLogo.body.errors)).toEqual(['logo']);
    const document = await libraryFile(pdf(), 'logo.pdf');
    const pdfLogo = await store(form({ name: `PDF ${M}`, logo: document.id }));
    expect(pdfLogo.status).toBe(422);
    expect(Object.keys(pdfLogo.body.errors)).toEqual(['logo']);
    const cleared = await t.call('brand.brands.update', {
      params: { id: res.body.model.id },
      token,
      body: form({ name: `Z logo ${M}`, logo: null }),
    });
    expect(cleared.body.model.logo).toBeNull();
  });

  it('keeps exactly one default brand, which the theme shows and nobody deletes', async () => {
    const [before] = await defaults();
    const made = await store(form({ name: `Domyślna ${M}`, is_default: true }));
    expect(made.status).toBe(201);
    expect(await defaults()).toEqual([made.body.model.slug]);
    const theme = await t.call('brand.default.show');
    expect(theme.body.model).toMatchObject({ slug: made.body.model.slug, primary_color: '#0b5cab' });

    const id = made.body.model.id;
    const unset = await t.call('brand.brands.update', {
      params: { id },
      token,
      body: form({ name: `Domyślna ${M}`, is_default: false }),
    });
    expect(unset.status).toBe(422);
    expect(unset.body.errors).toEqual({
      is_default: ['Marka domyślna musi pozostać domyślna; aby to zmienić, ustaw inną markę jako domyślną'],
    });
    const removed = await t.call('brand.brands.destroy', { params: { id }, token });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('Nie można usunąć marki domyślnej');

    // The flag goes back through an edit of the previous default; the old one then may go.
    const [previous] = await t.deps.db.select().from(brands).where(eq(brands.slug, before));
    const back = await t.call('brand.brands.update', {
      params: { id: previous.id },
      token,
      body: {
        name: previous.name,
        slug: previous.slug,
        primary_color: previous.primary_color,
        secondary_color: previous.secondary_color,
        is_default: true,
        logo: previous.logo_file_id,
      },
    });
    expect(back.status).toBe(200);
    expect(await defaults()).toEqual([before]);
    expect((await t.call('brand.brands.destroy', { params: { id }, token })).status).toBe(200);
  });

  it('refuses to delete a brand users are assigned to, then deletes it once unused', async () => {
    const made = await store(form({ name: `Używana ${M}` }));
    const id = made.body.model.id;
    const staff = await createUser(t, { role: 'moderator' });
    await t.deps.db.insert(userBrands).values({ user_id: staff.user.id, brand_id: id });
    expect((await t.call('brand.brands.show', { params: { id }, token })).body.model.users_count).toBe(1);
    const used = await t.call('brand.brands.destroy', { params: { id }, token });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Nie można usunąć marki przypisanej do 1 użytkownika');
    await t.deps.db.delete(userBrands).where(eq(userBrands.brand_id, id));
    const ok = await t.call('brand.brands.destroy', { params: { id }, token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Rekord został usunięty', status: 'success' });
    expect((await t.call('brand.brands.show', { params: { id }, token })).status).toBe(404);
    expect((await t.call('brand.brands.destroy', { params: { id }, token })).status).toBe(404);
  });
});
