import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { partners } from '../people/tables.ts';
import { documentationBusinessAreas, documentations } from './tables.ts';
import {
  areasOf,
  type DocumentBody,
  makeDictionary,
  makeDocument,
  runTag,
  staffAndPartner,
} from './test-fixtures.ts';

/**
 * `documentations.business_area_ids` is kept by triggers (migration 0026): every write to a
 * document's business areas — the document form, plain SQL in bulk, the documents' cascade, a
 * truncate — must leave it equal to the links, and the partner zone showing exactly the
 * documents of the company's area.
 */

let t: TestApp;
let staff: string;
let partner: string;
let partnerId: number;
const area = { own: 0, other: 0 };
const P = runTag('BA');
const doc = { own: 0, other: 0, both: 0 };
let body: Omit<DocumentBody, 'documentation_number' | 'title' | 'business_areas'>;
const PARTNER = '/api/partner-zone/documentation/documentations';
const STAFF = '/api/documentation/documentations';

const ids = (...keys: (keyof typeof doc)[]) => keys.map((k) => doc[k]).sort((x, y) => x - y);
const idsOf = (res: { status: number; body: { results: { id: number }[] } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results.map((r) => r.id).sort((x, y) => x - y);
};

/** Every document's stored areas equal its links, sorted; none without links has any. */
async function expectStoredAreasMatchTheLinks() {
  const live = sql`coalesce((SELECT array_agg(link.business_area_id ORDER BY link.business_area_id)
      FROM documentation_business_areas link WHERE link.documentation_id = ${documentations.id}), '{}')`;
  const stale = await t.deps.db
    .select({ id: documentations.id, stored: documentations.business_area_ids })
    .from(documentations)
    .where(sql`${documentations.business_area_ids} IS DISTINCT FROM ${live}`);
  expect(stale).toEqual([]);
}

/** The partner's list and document pages show exactly `keys`; the stored areas match the links. */
async function expectPartnerSees(...keys: (keyof typeof doc)[]) {
  expect(idsOf(await t.request('GET', `${PARTNER}?per_page=100&search=${P}`, { token: partner }))).toEqual(
    ids(...keys),
  );
  for (const key of Object.keys(doc) as (keyof typeof doc)[]) {
    const status = (await t.request('GET', `${PARTNER}/${doc[key]}`, { token: partner })).status;
    expect([key, status]).toEqual([key, keys.includes(key) ? 200 : 404]);
  }
  await expectStoredAreasMatchTheLinks();
}

const setAreas = async (key: keyof typeof doc, business_areas: number[]) => {
  const res = await t.request('PATCH', `${STAFF}/${doc[key]}`, {
    token: staff,
    body: {
      ...body,
      documentation_number: `${P}-${key}`,
      title: { pl: `Dokument ${key} ${P}` },
      business_areas,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, partner, partnerId } = await staffAndPartner(t));
  const areas = await areasOf(t, partnerId);
  area.own = areas.own as number;
  area.other = areas.other;
  body = {
    type_id: (await makeDictionary(t, staff, 'types', `Instrukcja ${P}`)).id,
    category_id: (await makeDictionary(t, staff, 'categories', `Instrukcje ${P}`)).id,
    locale: 'pl',
  };
  const make = (key: keyof typeof doc, business_areas: number[]) =>
    makeDocument(t, staff, {
      ...body,
      documentation_number: `${P}-${key}`,
      title: { pl: `Dokument ${key} ${P}` },
      business_areas,
    }).then((r) => r.id);
  doc.own = await make('own', [area.own]);
  doc.other = await make('other', [area.other]);
  doc.both = await make('both', [area.other, area.own]);
});
afterAll(() => t.close());

describe('the stored business areas follow every write', () => {
  it('are written with the document, sorted', async () => {
    const [both] = await t.deps.db
      .select({ stored: documentations.business_area_ids })
      .from(documentations)
      .where(eq(documentations.id, doc.both));
    expect(both.stored).toEqual([area.own, area.other].sort((x, y) => x - y));
    await expectPartnerSees('own', 'both');
  });

  it('follow the document form', async () => {
    await setAreas('other', [area.own]);
    await expectPartnerSees('own', 'other', 'both');
    await setAreas('own', [area.other]);
    await setAreas('both', [area.other]);
    await expectPartnerSees('other');
    await setAreas('own', [area.own]);
    await setAreas('other', [area.other]);
    await setAreas('both', [area.own, area.other]);
    await expectPartnerSees('own', 'both');
  });

  it('follow links written, changed and removed in bulk by plain SQL', async () => {
    await t.deps.db
      .insert(documentationBusinessAreas)
      .values([{ documentation_id: doc.other, business_area_id: area.own }]);
    await expectPartnerSees('own', 'other', 'both');
    await t.deps.db
      .update(documentationBusinessAreas)
      .set({ business_area_id: area.other })
      .where(
        and(
          eq(documentationBusinessAreas.documentation_id, doc.own),
          eq(documentationBusinessAreas.business_area_id, area.own),
        ),
      );
    await expectPartnerSees('other', 'both');
    await t.deps.db
      .delete(documentationBusinessAreas)
      .where(eq(documentationBusinessAreas.documentation_id, doc.both));
    await expectPartnerSees('other');
    await t.deps.db
      .delete(documentationBusinessAreas)
      .where(
        and(
          eq(documentationBusinessAreas.documentation_id, doc.other),
          eq(documentationBusinessAreas.business_area_id, area.own),
        ),
      );
    await t.deps.db
      .update(documentationBusinessAreas)
      .set({ business_area_id: area.own })
      .where(eq(documentationBusinessAreas.documentation_id, doc.own));
    await expectPartnerSees('own');
    await t.deps.db.insert(documentationBusinessAreas).values([
      { documentation_id: doc.both, business_area_id: area.own },
      { documentation_id: doc.both, business_area_id: area.other },
    ]);
    await expectPartnerSees('own', 'both');
  });

  it('the back office filters by them: any of the asked areas', async () => {
    const list = async (q: string) =>
      idsOf(await t.request('GET', `${STAFF}?per_page=100&search=${P}&${q}`, { token: staff }));
    expect(await list(`business_area=${area.own}`)).toEqual(ids('own', 'both'));
    expect(await list(`business_area=${area.other}`)).toEqual(ids('other', 'both'));
    expect(await list(`business_area=${area.own}&business_area=${area.other}`)).toEqual(
      ids('own', 'other', 'both'),
    );
  });

  it('a company’s area is read when it asks: moved to another area, it sees that area’s documents', async () => {
    await t.deps.db.update(partners).set({ business_area_id: area.other }).where(eq(partners.id, partnerId));
    await expectPartnerSees('other', 'both');
    await t.deps.db.update(partners).set({ business_area_id: area.own }).where(eq(partners.id, partnerId));
    await expectPartnerSees('own', 'both');
  });

  it('a deleted document takes its links along; a truncate leaves no document with an area', async () => {
    const res = await t.request('DELETE', `${STAFF}/${doc.other}`, { token: staff });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectPartnerSees('own', 'both');
    await t.deps.db.execute(sql`TRUNCATE documentation_business_areas`);
    await expectPartnerSees();
    const [{ withAreas }] = await t.deps.db
      .select({ withAreas: sql<number>`count(*)::int` })
      .from(documentations)
      .where(sql`${documentations.business_area_ids} <> '{}'`);
    expect(withAreas).toBe(0);
  });

  it('are never in the audit log, which shows the areas a person chose', async () => {
    const form = { ...body, documentation_number: `${P}-audit`, title: { pl: `Dokument audit ${P}` } };
    const made = await makeDocument(t, staff, { ...form, business_areas: [area.own] });
    const moved = await t.request('PATCH', `${STAFF}/${made.id}`, {
      token: staff,
      body: { ...form, business_areas: [area.other] },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await t.request('DELETE', `${STAFF}/${made.id}`, { token: staff })).status).toBe(200);
    const rows = await t.deps.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'documentation'), eq(auditLog.record_id, String(made.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
    for (const { action, changes } of rows) {
      const fields = Object.keys(changes as object);
      if (action !== 'delete') expect(fields, action).toContain('business_areas');
      expect(fields, action).not.toContain('business_area_ids');
    }
  });
});
