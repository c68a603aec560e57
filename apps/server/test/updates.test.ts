import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { storeTestFile, testImage } from '../src/modules/devices/test-fixtures.ts';
import {
  areasOf,
  makeDictionary,
  makeDocument,
  runTag,
  staffAndPartner,
} from '../src/modules/documentation/test-fixtures.ts';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Updates are partial (README Decisions "Updates are partial"): every update route takes the
 * fields it changes, and a field left out keeps its stored value. The routes below still take
 * their whole form, each with why; the list may only shrink.
 */
const WHOLE_FORM_UPDATES: Record<string, string> = {};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updates = () => t.routes.filter((r) => r.method === 'PATCH' && r.body);

describe('update routes of the route table', () => {
  it('take any part of their form: an empty body is valid and nothing is filled in by a default', () => {
    const names = updates().map((r) => r.name);
    expect(names.length).toBeGreaterThan(20);
    for (const r of updates()) {
      if (WHOLE_FORM_UPDATES[r.name]) continue;
      const empty = (r.body as z.ZodType).safeParse({});
      expect(empty.success, `${r.name}: ${JSON.stringify(empty.error?.issues)}`).toBe(true);
      expect(empty.data, r.name).toEqual({});
      // Each field alone is optional too (a refinement on the whole object would not be).
      for (const field of Object.keys((r.body as z.ZodObject).shape ?? {})) {
        const shape = (r.body as z.ZodObject).shape[field] as z.ZodType;
        expect(shape.safeParse(undefined).success, `${r.name} ${field}`).toBe(true);
      }
    }
  });

  it('list only routes that exist and still take their whole form', () => {
    for (const name of Object.keys(WHOLE_FORM_UPDATES)) {
      const body = updates().find((u) => u.name === name)?.body as z.ZodType | undefined;
      expect(body, `${name}: no such update route`).toBeDefined();
      expect(body?.safeParse({}).success, `${name} is partial now: remove it`).toBe(false);
    }
  });
});

describe('a field left out keeps its stored value', () => {
  it('a dictionary through the default writes (documentation tags)', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const name = `Etykieta ${runTag('Up')}`;
    const tag = await makeDictionary(t, token, 'tags', name);
    const res = await t.call('documentation.tags.update', {
      params: { id: tag.id },
      body: { color: '#f08c00' },
      token,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.model).toMatchObject({ name: { pl: name }, color: '#f08c00' });
  });

  it('a dictionary whose slug follows the name (business areas)', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const tag = runTag('obszar').toLowerCase();
    const made = await t.call('partner.business-areas.store', { body: { name: `Obszar ${tag}` }, token });
    expect(made.status, made.raw).toBe(201);
    const id = made.body.model.id;
    const slug = await t.call('partner.business-areas.update', {
      params: { id },
      body: { slug: `s-${tag}` },
      token,
    });
    expect(slug.status, slug.raw).toBe(200);
    expect(slug.body.model).toMatchObject({ name: `Obszar ${tag}`, slug: `s-${tag}` });
    const none = await t.call('partner.business-areas.update', { params: { id }, body: {}, token });
    expect(none.body.model).toMatchObject({ name: `Obszar ${tag}`, slug: `s-${tag}` });
  });

  it('a document with its links (documentation)', async () => {
    const { staff, partnerId } = await staffAndPartner(t);
    const areas = await areasOf(t, partnerId);
    const P = runTag('UpDoc');
    const tag = await makeDictionary(t, staff, 'tags', `Tag ${P}`);
    const made = await makeDocument(t, staff, {
      type_id: (await makeDictionary(t, staff, 'types', `Typ ${P}`)).id,
      category_id: (await makeDictionary(t, staff, 'categories', `Kategoria ${P}`)).id,
      documentation_number: `${P}-1`,
      title: { pl: `Dokument ${P}` },
      locale: 'pl',
      business_areas: [areas.own as number, areas.other],
      tags: [tag.id],
    });
    const before = await t.call('documentation.documentations.show', {
      params: { id: made.id },
      token: staff,
    });
    const res = await t.call('documentation.documentations.update', {
      params: { id: made.id },
      body: { active: false },
      token: staff,
    });
    expect(res.status, res.raw).toBe(200);
    const { active, updated_at, ...rest } = res.body.model;
    const { active: wasActive, updated_at: _was, ...restBefore } = before.body.model;
    expect([wasActive, active]).toEqual([true, false]);
    expect(rest).toEqual(restBefore);
  });

  it('a type card with its photo slot (device catalogue)', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const photo = await storeTestFile(t, await testImage(), 'karta.jpg');
    const made = await t.call('device.typecards.store', {
      body: { name: { pl: `Karta ${runTag('UpTc')}` }, main_photo: photo.id, group_name: 'Grupa', order: 3 },
      token,
    });
    expect(made.status, made.raw).toBe(201);
    const res = await t.call('device.typecards.update', {
      params: { id: made.body.model.id },
      body: { order: 4 },
      token,
    });
    expect(res.status, res.raw).toBe(200);
    const { order, updated_at, ...rest } = res.body.model;
    const { order: _was, updated_at: _at, ...restBefore } = made.body.model;
    expect(order).toBe(4);
    expect({ ...rest, main_photo: rest.main_photo?.id }).toEqual({ ...restBefore, main_photo: photo.id });
  });

  it('a functionality with its image slot (device catalogue)', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const image = await storeTestFile(t, await testImage(), 'ikona.jpg');
    const made = await t.call('device.functionalities.store', {
      body: {
        name: { pl: `Funkcja ${runTag('UpFn')}` },
        description: { pl: 'Opis' },
        type: 1,
        image: image.id,
      },
      token,
    });
    expect(made.status, made.raw).toBe(201);
    const res = await t.call('device.functionalities.update', {
      params: { id: made.body.model.id },
      body: { type: 0 },
      token,
    });
    expect(res.status, res.raw).toBe(200);
    const { type, updated_at, ...rest } = res.body.model;
    const { type: _was, updated_at: _at, ...restBefore } = made.body.model;
    expect(type).toBe(0);
    expect({ ...rest, image: rest.image?.id }).toEqual({ ...restBefore, image: image.id });
  });

  it('a product card with its file slots and link sets (device catalogue)', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const P = runTag('UpPc');
    const photo = await storeTestFile(t, await testImage(), 'zdjecie.jpg');
    const shot = await storeTestFile(t, await testImage(), 'galeria.jpg');
    const tag = await t.call('device.tags.store', {
      body: { name: { pl: `Tag ${P}` }, color: '#123abc' },
      token,
    });
    const std = await t.call('device.functionalities.store', {
      body: { name: { pl: `Std ${P}` }, type: 0 },
      token,
    });
    const opt = await t.call('device.functionalities.store', {
      body: { name: { pl: `Opc ${P}` }, type: 1 },
      token,
    });
    const made = await t.call('device.productcards.store', {
      body: {
        name: { pl: `Karta ${P}` },
        features: { pl: '<p>Cechy</p>' },
        video_link: 'https://film.test/a',
        main_photo: photo.id,
        gallery: [shot.id],
        tags: [tag.body.model.id],
        standard_functionalities: [std.body.model.id],
        optional_functionalities: [opt.body.model.id],
        show_on_brandpage: true,
      },
      token,
    });
    expect(made.status, made.raw).toBe(201);
    const res = await t.call('device.productcards.update', {
      params: { id: made.body.model.id },
      body: { show_on_homepage: true },
      token,
    });
    expect(res.status, res.raw).toBe(200);
    const ids = (m: { main_photo: { id: number } | null; gallery: { id: number }[] }) => ({
      ...m,
      updated_at: undefined,
      show_on_homepage: undefined,
      main_photo: m.main_photo?.id,
      gallery: m.gallery.map((f: { id: number }) => f.id),
    });
    expect([made.body.model.show_on_homepage, res.body.model.show_on_homepage]).toEqual([false, true]);
    expect(ids(res.body.model)).toEqual(ids(made.body.model));
    expect(ids(res.body.model)).toMatchObject({
      main_photo: photo.id,
      gallery: [shot.id],
      show_on_brandpage: true,
      video_link: 'https://film.test/a',
    });
  });
});
