import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { downloads } from '../../core/files/tables.ts';
import { users } from '../people/tables.ts';
import { simplePdf } from './seed/pdf.ts';
import { documentationCategories, documentations, documentationTags, documentationTypes } from './tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo library', () => {
  it('holds a few hundred documents with their dictionaries, each active one with a PDF', async () => {
    const db = t.deps.db;
    const [docs] = await db.select({ n: count() }).from(documentations);
    expect(docs.n).toBeGreaterThanOrEqual(200);
    expect((await db.select().from(documentationCategories)).length).toBe(5);
    expect((await db.select().from(documentationTypes)).length).toBe(7);
    expect((await db.select().from(documentationTags)).length).toBe(5);
    const [withoutFile] = await db
      .select({ n: count() })
      .from(documentations)
      .where(isNull(documentations.file_pl_id));
    expect(withoutFile.n).toBe(0);
  });

  it('shows partner@demo.pl documents of their business area, some of them favourites', async () => {
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'partner@demo.pl'));
    const token = await t.deps.sessions.create(t.deps.db, user.id, false);
    const all = await t.request('GET', '/api/partner-zone/documentation/documentations', { token });
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBeGreaterThan(50);
    const favourites = await t.request(
      'GET',
      '/api/partner-zone/documentation/documentations?is_favorite=1',
      {
        token,
      },
    );
    expect(favourites.body.pagination.total).toBeGreaterThan(0);
    const search = await t.request(
      'GET',
      '/api/partner-zone/documentation/documentations?search=instrukcja%20montazu',
      {
        token,
      },
    );
    expect(search.body.pagination.total).toBeGreaterThan(0);
    const [downloaded] = await t.deps.db
      .select({ n: count() })
      .from(downloads)
      .where(and(eq(downloads.record_type, 'documentation'), eq(downloads.user_id, user.id)));
    expect(downloaded.n).toBeGreaterThan(0);
  });
});

describe('the hand-written PDF', () => {
  it('has a cross-reference table that points at its objects, and Polish letters in the font encoding', () => {
    const pdf = simplePdf([{ text: 'Zażółć gęślą jaźń (ŁÓDŹ)', size: 18, bold: true }]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    // "ż" and "ó": the Differences slot for ż, WinAnsi's own ó; parentheses escaped.
    expect(pdf.includes(Buffer.from([0x5a, 0x61, 128 + 7, 0xf3]))).toBe(true);
    expect(text).toContain('\\(');
  });
});
