import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { signPath } from '../../../../apps/server/src/core/files/signing.ts';
import { files } from '../../../../apps/server/src/core/files/tables.ts';
import { roles, users } from '../../../../apps/server/src/modules/people/tables.ts';
import type { Rng } from '../../lib/rng.ts';
import { type AreaGenerator, inSlices, insertRows } from '../context.ts';

/**
 * Per scale 1: a manufacturer's media library after a few years — product photos and icons,
 * manuals, installation photos sent in from around the country, trade fairs, marketing and
 * training material. The product's own seed puts only the catalogue's few dozen files there.
 */
const FILES = 10_000;
const YEARS = 4;

const SERIES = ['aquaterm', 'ecomono', 'hotpower', 'breeze', 'silence', 'nordic', 'comfort', 'terra', 'flex'];
const SCENES = [
  'montaz',
  'jednostka-zewnetrzna',
  'jednostka-wewnetrzna',
  'panel',
  'przekroj',
  'wizualizacja',
];
const CITIES = [
  'krakow',
  'warszawa',
  'gdansk',
  'wroclaw',
  'poznan',
  'lodz',
  'katowice',
  'lublin',
  'szczecin',
  'bialystok',
  'rzeszow',
  'torun',
];
const INSTALLS = ['pompa-ciepla', 'klimatyzacja', 'rekuperacja', 'kotlownia', 'zasobnik-cwu'];
const MANUALS = ['instrukcja-montazu', 'instrukcja-obslugi', 'instrukcja-serwisowa', 'karta-katalogowa'];
const MARKETING = ['ulotka', 'baner', 'plakat', 'katalog', 'prezentacja', 'post'];
const FAIRS = ['instalacje-poznan', 'aqua-therm-warszawa', 'forum-wentylacja', 'targi-budma'];
const TRAININGS = [
  'szkolenie-pompy-ciepla',
  'szkolenie-klimatyzacja',
  'certyfikacja-f-gazy',
  'serwis-podstawy',
];

type Kind = 'image' | 'pdf' | 'icon';
type Planned = { path: string; name: string; kind: Kind };

/** The directory and name of the `n`-th file, in the shares a library like this holds. */
function plan(rng: Rng, n: number, year: number): Planned {
  const roll = rng.next();
  const no = String(n).padStart(5, '0');
  if (roll < 0.25) {
    const s = rng.pick(SERIES);
    return {
      path: `media/katalog/zdjecia/${s}-${rng.pick(SCENES)}-${no}.jpg`,
      name: `${s} ${no}.jpg`,
      kind: 'image',
    };
  }
  if (roll < 0.35) {
    const m = rng.pick(MANUALS);
    const s = rng.pick(SERIES);
    const locale = rng.chance(0.8) ? 'pl' : 'en';
    return {
      path: `media/katalog/instrukcje/${m}-${s}-${locale}-${no}.pdf`,
      name: `${m} ${s}.pdf`,
      kind: 'pdf',
    };
  }
  if (roll < 0.37)
    return { path: `media/katalog/ikony/ikona-${no}.png`, name: `ikona ${no}.png`, kind: 'icon' };
  if (roll < 0.72) {
    const city = rng.pick(CITIES);
    const what = rng.pick(INSTALLS);
    return {
      path: `media/realizacje/${city}/${what}-${city}-${year}-${no}.jpg`,
      name: `IMG_${year}${no}.jpg`,
      kind: 'image',
    };
  }
  if (roll < 0.87) {
    const what = rng.pick(MARKETING);
    const pdf = what === 'katalog' || what === 'prezentacja' || rng.chance(0.3);
    return {
      path: `media/marketing/${year}/${what}-${rng.pick(SERIES)}-${no}.${pdf ? 'pdf' : 'jpg'}`,
      name: `${what} ${year}.${pdf ? 'pdf' : 'jpg'}`,
      kind: pdf ? 'pdf' : 'image',
    };
  }
  if (roll < 0.95) {
    const fair = rng.pick(FAIRS);
    return { path: `media/targi/${year}/${fair}-${no}.jpg`, name: `${fair} ${no}.jpg`, kind: 'image' };
  }
  const t = rng.pick(TRAININGS);
  const pdf = rng.chance(0.6);
  return {
    path: `media/szkolenia/${t}-${no}.${pdf ? 'pdf' : 'jpg'}`,
    name: `${t}.${pdf ? 'pdf' : 'jpg'}`,
    kind: pdf ? 'pdf' : 'image',
  };
}

/** A small but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A small real image of `width`×`height` in `format`, of random colours. */
async function image(rng: Rng, width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const cells = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = rng.int(0, 255);
  const resized = sharp(cells, { raw: { width: 8, height: 6, channels: 3 } }).resize(width, height);
  return format === 'jpeg' ? resized.jpeg({ quality: 70 }).toBuffer() : resized.png().toBuffer();
}

export const mediaGenerator: AreaGenerator = {
  name: 'media library',
  async generate(ctx) {
    const { db, rng, now } = ctx;
    const uploaders = (
      await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .where(inArray(roles.slug, ['admin', 'moderator-docs', 'moderator-marketing']))
    ).map((r) => r.id);
    if (!uploaders.length) throw new Error('No admin or media moderators: run the users area first.');
    // The library's bytes are real files in the product's storage; a few contents are enough.
    const contents: Record<
      Kind,
      { body: Buffer; mime: string; width: number | null; height: number | null }
    > = {
      image: { body: await image(rng, 160, 120, 'jpeg'), mime: 'image/jpeg', width: 160, height: 120 },
      icon: { body: await image(rng, 64, 64, 'png'), mime: 'image/png', width: 64, height: 64 },
      pdf: { body: PDF, mime: 'application/pdf', width: null, height: null },
    };
    const total = Math.round(FILES * ctx.scale);
    const thisYear = now.getUTCFullYear();
    await inSlices(db, total, 2000, async (tx, from, to) => {
      const rows = [];
      for (let n = from; n < to; n++) {
        const uploaded = rng.dateWithin(now, YEARS * 365);
        const year = Math.min(thisYear, uploaded.getUTCFullYear());
        const file = plan(rng, n + 1, year);
        const content = contents[file.kind];
        const stored = await ctx.files.storage.put({ area: 'public', path: file.path }, content.body);
        rows.push({
          area: 'public' as const,
          path: file.path,
          original_name: file.name,
          mime: content.mime,
          size: stored.size,
          sha256: stored.sha256,
          signature: signPath(ctx.files.appKey, 'public', file.path),
          width: content.width,
          height: content.height,
          uploaded_by: rng.pick(uploaders),
          uploaded_at: uploaded,
          attached_at: uploaded,
        });
      }
      await insertRows(tx, files, rows);
    });
    return { media_files: total };
  },
};
