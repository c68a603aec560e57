import { randomBytes } from 'node:crypto';
import { isNotNull, type SQL, sql } from 'drizzle-orm';
import { signPath } from '../../../../apps/server/src/core/files/signing.ts';
import { files } from '../../../../apps/server/src/core/files/tables.ts';
import { devices } from '../../../../apps/server/src/modules/devices/tables.ts';
import { businessAreas } from '../../../../apps/server/src/modules/dictionaries/tables.ts';
import { DOWNLOAD_RECORD_TYPE } from '../../../../apps/server/src/modules/documentation/queries.ts';
import {
  documentationBusinessAreas,
  documentationCategories,
  documentationDevices,
  documentationFavorites,
  documentations,
  documentationTagLinks,
  documentationTags,
  documentationTypes,
} from '../../../../apps/server/src/modules/documentation/tables.ts';
import { partners, users } from '../../../../apps/server/src/modules/people/tables.ts';
import type { Rng } from '../../lib/rng.ts';
import { rowsOf } from '../../lib/sql.ts';
import { type AreaGenerator, inSlices, insertReturningIds, insertRows } from '../context.ts';

/** Per scale 1 (issue 18 item 6): the library and its counted downloads. */
const DOCUMENTS = 20_000;
const DOWNLOADS = 1_000_000;
/** Real stored files the documents share: enough distinct ones for a ZIP of 20, a few MB each. */
const STORED_FILES = 24;

const KINDS = [
  ['Instrukcja montażu', 'Installation manual'],
  ['Instrukcja obsługi', 'User manual'],
  ['Deklaracja zgodności', 'Declaration of conformity'],
  ['Karta katalogowa', 'Data sheet'],
  ['Schemat instalacji', 'Installation diagram'],
  ['Cennik', 'Price list'],
  ['Broszura', 'Brochure'],
  ['Instrukcja serwisowa', 'Service manual'],
] as const;
const SUBJECTS = [
  ['pompy ciepła', 'heat pump'],
  ['klimatyzatora ściennego', 'wall-mounted air conditioner'],
  ['rekuperatora', 'heat recovery unit'],
  ['zasobnika c.w.u.', 'hot water tank'],
  ['kurtyny powietrznej', 'air curtain'],
  ['sterownika', 'controller'],
] as const;
const LINES = ['AquaTerm', 'EcoMono', 'HotPower', 'Breeze', 'Silence', 'Nordic', 'Comfort', 'Terra', 'Flex'];

/** A real PDF of `mb` megabytes: a valid header and trailer around incompressible filler. */
function bigPdf(mb: number): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ',
    'latin1',
  );
  const filler = Buffer.from(randomBytes(Math.round(mb * 1024 * 1024 * 0.75)).toString('base64'), 'latin1');
  return Buffer.concat([head, filler, Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

function title(rng: Rng) {
  const k = rng.int(0, KINDS.length - 1);
  const s = rng.int(0, SUBJECTS.length - 1);
  const line = rng.pick(LINES);
  const size = rng.pick(['5 kW', '8 kW', '12 kW', '16 kW', '300 l', '550 m³/h']);
  return {
    kind: k,
    pl: `${KINDS[k][0]} ${SUBJECTS[s][0]} ${line} ${size}`,
    en: `${KINDS[k][1]}: ${SUBJECTS[s][1]} ${line} ${size}`,
  };
}

/** A number in [0, n) from a hash of `value`, in SQL (never negative, even for the lowest hash). */
const pick = (value: SQL, n: number) => sql`((hashint4(${value})::bigint + 2147483648) % ${n})`;

export const documentationGenerator: AreaGenerator = {
  name: 'documentation',
  async generate(ctx) {
    const { db, rng, now, scale } = ctx;
    const counts: Record<string, number> = {};
    const ids = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id);
    const categoryIds = await ids(
      db.select({ id: documentationCategories.id }).from(documentationCategories),
    );
    const typeIds = await ids(db.select({ id: documentationTypes.id }).from(documentationTypes));
    const tagIds = await ids(db.select({ id: documentationTags.id }).from(documentationTags));
    const areaIds = await ids(db.select({ id: businessAreas.id }).from(businessAreas));
    const deviceIds = await ids(db.select({ id: devices.id }).from(devices));
    if (!categoryIds.length || !typeIds.length || !areaIds.length || !deviceIds.length)
      throw new Error('No documentation dictionaries, business areas or devices: run the earlier steps.');

    // Real files in the product's storage, so the ZIP benchmark streams real bytes.
    const fileIds = await db.transaction(async (tx) => {
      const rows = [];
      for (let i = 0; i < STORED_FILES; i++) {
        const path = `documentation/bench/dokument-${i + 1}.pdf`;
        const stored = await ctx.files.storage.put({ area: 'private', path }, bigPdf(2 + (i % 4)));
        rows.push({
          area: 'private' as const,
          path,
          original_name: `${KINDS[i % KINDS.length][0]} ${LINES[i % LINES.length]} nr ${i + 1} — źródło ciepła.pdf`,
          mime: 'application/pdf',
          size: stored.size,
          sha256: stored.sha256,
          signature: signPath(ctx.files.appKey, 'private', path),
          owner_type: 'documentation.file_pl',
          uploaded_at: now,
          attached_at: now,
        });
      }
      return insertReturningIds(tx, files, rows);
    });
    counts.stored_files = fileIds.length;

    const total = Math.round(DOCUMENTS * scale);
    const byArea = new Map<number, number[]>(areaIds.map((a) => [a, []]));
    await inSlices(db, total, 5000, async (tx, from, to) => {
      const plan = Array.from({ length: to - from }, (_, k) => {
        const t = title(rng);
        const created = rng.dateWithin(now, 4 * 365);
        const locale = rng.chance(0.8) ? 'pl' : rng.chance(0.75) ? 'en' : 'de';
        return {
          row: {
            type_id: typeIds[t.kind % typeIds.length],
            category_id: rng.pick(categoryIds),
            documentation_number: `DOK/${String(from + k + 1).padStart(6, '0')}`,
            title: { pl: t.pl, en: rng.chance(0.4) ? t.en : null },
            locale: locale as 'pl' | 'en' | 'de',
            active: rng.chance(0.92),
            file_pl_id: rng.pick(fileIds),
            file_en_id: rng.chance(0.3) ? rng.pick(fileIds) : null,
            created_at: created,
            updated_at: created,
          },
          areas: rng.sample(areaIds, rng.int(1, 2)),
          tags: rng.sample(tagIds, rng.int(0, 3)),
          // Most documents concern one to three models; the rest (price lists, catalogues) none.
          devices: rng.chance(0.7) ? rng.sample(deviceIds, rng.int(1, 3)) : [],
        };
      });
      const docIds = await insertReturningIds(
        tx,
        documentations,
        plan.map((p) => p.row),
      );
      await insertRows(
        tx,
        documentationBusinessAreas,
        plan.flatMap((p, i) =>
          p.areas.map((business_area_id) => ({ documentation_id: docIds[i], business_area_id })),
        ),
      );
      await insertRows(
        tx,
        documentationTagLinks,
        plan.flatMap((p, i) => p.tags.map((tag_id) => ({ documentation_id: docIds[i], tag_id }))),
      );
      await insertRows(
        tx,
        documentationDevices,
        plan.flatMap((p, i) => p.devices.map((device_id) => ({ documentation_id: docIds[i], device_id }))),
      );
      plan.forEach((p, i) => {
        if (p.row.active) for (const a of p.areas) byArea.get(a)?.push(docIds[i]);
      });
    });
    counts.documentations = total;

    // Favourites of every partner user: a handful of their company's area's documents each.
    const partnerUsers = await db
      .select({ id: users.id, area: partners.business_area_id })
      .from(users)
      .innerJoin(partners, sql`${partners.id} = ${users.partner_id}`)
      .where(isNotNull(users.partner_id));
    let favorites = 0;
    await inSlices(db, partnerUsers.length, 2000, async (tx, from, to) => {
      const rows = partnerUsers.slice(from, to).flatMap((u) => {
        const pool = (u.area !== null && byArea.get(u.area)) || [];
        return rng.sample(pool, Math.min(pool.length, rng.int(0, 15))).map((documentation_id) => ({
          user_id: u.id,
          documentation_id,
          created_at: rng.dateWithin(now, 365),
        }));
      });
      favorites += rows.length;
      await insertRows(tx, documentationFavorites, rows);
    });
    counts.documentation_favorites = favorites;

    // A million counted downloads in a few statements: generate_series over numbered documents
    // and partner users, picked by a hash of the row number (deterministic for the seed). The
    // numbered lists are plain tables, not temporary ones: the pool may run each statement on
    // another connection.
    const salt = rng.int(1, 1_000_000);
    const taken = Math.round(DOWNLOADS * scale);
    const slice = ctx.kind === 'pglite' ? 100_000 : 250_000;
    await db.execute(sql`CREATE UNLOGGED TABLE bench_doc_pick AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, coalesce(file_pl_id, file_en_id) AS file_id
      FROM documentations WHERE coalesce(file_pl_id, file_en_id) IS NOT NULL`);
    await db.execute(sql`CREATE UNLOGGED TABLE bench_user_pick AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, partner_id FROM users WHERE partner_id IS NOT NULL`);
    try {
      const [{ docs, people }] = await rowsOf<{ docs: number; people: number }>(
        db,
        sql`SELECT (SELECT count(*) FROM bench_doc_pick)::int AS docs,
          (SELECT count(*) FROM bench_user_pick)::int AS people`,
      );
      if (docs && people) {
        const days = 2 * 365 * 86_400;
        await inSlices(db, taken, slice, async (tx, from, to) => {
          await tx.execute(sql`INSERT INTO downloads (user_id, partner_id, file_id, record_type, record_id, downloaded_at)
            SELECT u.id, u.partner_id, d.file_id, ${DOWNLOAD_RECORD_TYPE}, d.id,
              ${now.toISOString()}::timestamptz - make_interval(secs => ${pick(sql`g + ${salt} * 3`, days)})
            FROM generate_series(${from + 1}::int, ${to}::int) g
            JOIN bench_doc_pick d ON d.n = ${pick(sql`g + ${salt}`, docs)}
            JOIN bench_user_pick u ON u.n = ${pick(sql`g + ${salt} * 2`, people)}`);
        });
        counts.documentation_downloads = taken;
      }
    } finally {
      await db.execute(sql`DROP TABLE IF EXISTS bench_doc_pick, bench_user_pick`);
    }
    return counts;
  },
};
