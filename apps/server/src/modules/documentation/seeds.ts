import type { DocumentationLocale } from '@portal/contracts';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { safeName } from '../../core/files/paths.ts';
import { signPath } from '../../core/files/signing.ts';
import { downloads, fileLinks, files } from '../../core/files/tables.ts';
import type { SeedContext, SeedStep } from '../../core/seed/runner.ts';
import { devices, productCards } from '../devices/tables.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { seededRandom } from '../partners/demo-data.ts';
import { users } from '../people/tables.ts';
import { DOWNLOAD_RECORD_TYPE } from './queries.ts';
import { type PdfLine, simplePdf } from './seed/pdf.ts';
import {
  documentationBusinessAreas,
  documentationCategories,
  documentationDevices,
  documentationFavorites,
  documentations,
  documentationTagLinks,
  documentationTags,
  documentationTypes,
} from './tables.ts';

const DAY = 24 * 3600_000;

const CATEGORIES = [
  ['Instrukcje', 'Manuals'],
  ['Deklaracje i certyfikaty', 'Declarations and certificates'],
  ['Cenniki', 'Price lists'],
  ['Broszury i katalogi', 'Brochures and catalogues'],
  ['Dokumentacja techniczna', 'Technical documentation'],
] as const;

const TYPES = [
  ['Instrukcja montażu', 'Installation manual'],
  ['Instrukcja obsługi', 'Operating manual'],
  ['Deklaracja zgodności UE', 'EU declaration of conformity'],
  ['Cennik', 'Price list'],
  ['Broszura', 'Brochure'],
  ['Karta techniczna', 'Technical data sheet'],
  ['Schemat hydrauliczny', 'Hydraulic diagram'],
] as const;

const TAGS = [
  ['Nowość', 'New', '#2f9e44'],
  ['Aktualizacja 2026', 'Update 2026', '#1971c2'],
  ['Dla instalatora', 'For installers', '#e8590c'],
  ['Dla projektanta', 'For designers', '#7048e8'],
  ['Archiwalne', 'Archived', '#868e96'],
] as const;

type Plan = {
  number: string;
  title: { pl: string; en: string | null };
  type: number;
  category: number;
  locale: DocumentationLocale;
  active: boolean;
  areas: string[];
  tags: number[];
  devices: number[];
  english: boolean;
  heading: string;
};

/** What each kind of document of a series is, whom it is for and where it is filed. */
const PER_SERIES = [
  { type: 0, category: 0, prefix: 'IM', areas: ['instalatorzy', 'serwisanci'], tags: [2], english: false },
  {
    type: 1,
    category: 0,
    prefix: 'IO',
    areas: ['instalatorzy', 'serwisanci', 'hurtownie'],
    tags: [],
    english: true,
  },
  {
    type: 2,
    category: 1,
    prefix: 'DoC',
    areas: ['instalatorzy', 'hurtownie', 'projektanci'],
    tags: [],
    english: true,
  },
  {
    type: 4,
    category: 3,
    prefix: 'BR',
    areas: ['instalatorzy', 'hurtownie', 'deweloperzy', 'architekci'],
    tags: [0],
    english: false,
  },
  { type: 6, category: 4, prefix: 'SH', areas: ['projektanci', 'instalatorzy'], tags: [3], english: false },
] as const;

function planDocuments(
  cards: { id: number; name: string; devices: { id: number; code: string; name: string }[] }[],
  dict: { types: number[]; categories: number[]; tags: number[] },
): Plan[] {
  const random = seededRandom(18);
  const plans: Plan[] = [];
  let seq = 0;
  const number = (prefix: string) => `${prefix}/${String(++seq).padStart(4, '0')}/2026`;
  for (const card of cards) {
    for (const kind of PER_SERIES) {
      const [typePl, typeEn] = TYPES[kind.type];
      plans.push({
        number: number(kind.prefix),
        title: { pl: `${typePl} — ${card.name}`, en: kind.english ? `${typeEn} — ${card.name}` : null },
        type: dict.types[kind.type],
        category: dict.categories[kind.category],
        locale: 'pl',
        active: random.next() > 0.04,
        areas: [...kind.areas],
        tags: [...kind.tags.map((t) => dict.tags[t]), ...(random.next() < 0.2 ? [dict.tags[1]] : [])],
        devices: card.devices.map((d) => d.id),
        english: kind.english,
        heading: typePl,
      });
    }
    // A data sheet per model: designers pick one device, not a series.
    for (const device of card.devices.slice(0, 8)) {
      plans.push({
        number: number('KT'),
        title: { pl: `Karta techniczna ${device.name} (${device.code})`, en: null },
        type: dict.types[5],
        category: dict.categories[4],
        locale: random.next() < 0.1 ? 'en' : 'pl',
        active: true,
        areas: ['projektanci', 'architekci', 'instalatorzy'],
        tags: [dict.tags[3]],
        devices: [device.id],
        english: false,
        heading: 'Karta techniczna',
      });
    }
  }
  // General documents, for nobody's device in particular.
  for (const quarter of [1, 2, 3, 4]) {
    plans.push({
      number: number('CN'),
      title: { pl: `Cennik detaliczny 2026 — kwartał ${quarter}`, en: null },
      type: dict.types[3],
      category: dict.categories[2],
      locale: 'pl',
      active: quarter >= 3,
      areas: ['hurtownie', 'instalatorzy'],
      tags: quarter < 3 ? [dict.tags[4]] : [dict.tags[1]],
      devices: [],
      english: false,
      heading: 'Cennik',
    });
  }
  plans.push(
    {
      number: number('KAT'),
      title: { pl: 'Katalog produktów 2026', en: 'Product catalogue 2026' },
      type: dict.types[4],
      category: dict.categories[3],
      locale: 'pl',
      active: true,
      areas: ['instalatorzy', 'projektanci', 'hurtownie', 'serwisanci', 'deweloperzy', 'architekci'],
      tags: [dict.tags[0]],
      devices: [],
      english: true,
      heading: 'Katalog produktów',
    },
    {
      number: number('KAT'),
      title: { pl: 'Produktkatalog 2026 (wersja niemiecka)', en: null },
      type: dict.types[4],
      category: dict.categories[3],
      locale: 'de',
      active: true,
      areas: ['hurtownie'],
      tags: [],
      devices: [],
      english: false,
      heading: 'Produktkatalog',
    },
  );
  return plans;
}

function pdfOf(
  plan: Plan,
  lang: 'pl' | 'en',
  devicesById: Map<number, { code: string; name: string }>,
): Buffer {
  const lines: PdfLine[] = [
    { text: lang === 'pl' ? plan.heading : (plan.title.en ?? plan.heading), size: 11, gap: 0 },
    { text: lang === 'pl' ? plan.title.pl : (plan.title.en ?? plan.title.pl), size: 18, bold: true, gap: 36 },
    { text: `${lang === 'pl' ? 'Numer dokumentu' : 'Document number'}: ${plan.number}`, gap: 28 },
  ];
  const models = plan.devices.map((id) => devicesById.get(id)).filter((d) => d !== undefined);
  if (models.length) {
    lines.push({ text: lang === 'pl' ? 'Dotyczy modeli:' : 'Applies to models:', bold: true, gap: 28 });
    for (const d of models.slice(0, 30)) lines.push({ text: `• ${d.name} — ${d.code}` });
  }
  lines.push({
    text:
      lang === 'pl'
        ? 'Dokument demonstracyjny Portalu Partnera. Zachowaj go przy urządzeniu.'
        : 'A demo document of the Partner Portal. Keep it with the device.',
    size: 9,
    gap: 40,
  });
  return simplePdf(lines);
}

/**
 * The demo library (issue 18 item 5): categories, types and tags, a few hundred documents over
 * the demo catalogue — manuals, declarations, brochures and diagrams per series, a data sheet
 * per model, price lists and catalogues — each with its private PDF (and an English one for
 * some), favourites of the demo partner logins and three months of download history.
 */
async function seedLibrary(ctx: SeedContext): Promise<void> {
  const { tx, now } = ctx;
  const insertNamed = async (
    table: typeof documentationCategories | typeof documentationTypes,
    rows: readonly (readonly [string, string])[],
  ) =>
    (
      await tx
        .insert(table)
        .values(rows.map(([pl, en]) => ({ name: { pl, en }, created_at: now, updated_at: now })))
        .returning({ id: table.id })
    ).map((r) => r.id);
  const categories = await insertNamed(documentationCategories, CATEGORIES);
  const types = await insertNamed(documentationTypes, TYPES);
  const tags = (
    await tx
      .insert(documentationTags)
      .values(TAGS.map(([pl, en, color]) => ({ name: { pl, en }, color, created_at: now, updated_at: now })))
      .returning({ id: documentationTags.id })
  ).map((r) => r.id);

  const deviceRows = await tx
    .select({ id: devices.id, code: devices.code, name: devices.name, card: devices.product_card_id })
    .from(devices)
    .where(isNotNull(devices.product_card_id))
    .orderBy(asc(devices.code));
  const cardRows = await tx
    .select({ id: productCards.id, name: productCards.name })
    .from(productCards)
    .orderBy(asc(productCards.id));
  const cards = cardRows
    .map((c) => ({ id: c.id, name: c.name.pl, devices: deviceRows.filter((d) => d.card === c.id) }))
    .filter((c) => c.devices.length > 0);
  const devicesById = new Map(deviceRows.map((d) => [d.id, d]));
  const areaRows = await tx.select({ id: businessAreas.id, slug: businessAreas.slug }).from(businessAreas);
  const areaIds = new Map(areaRows.map((a) => [a.slug, a.id]));

  const plans = planDocuments(cards, { types, categories, tags });
  const random = seededRandom(1818);
  const ids: number[] = [];
  for (const [i, plan] of plans.entries()) {
    const created = new Date(now.getTime() - (plans.length - i) * 0.3 * DAY);
    const [doc] = await tx
      .insert(documentations)
      .values({
        type_id: plan.type,
        category_id: plan.category,
        documentation_number: plan.number,
        title: plan.title,
        locale: plan.locale,
        active: plan.active,
        created_at: created,
        updated_at: created,
      })
      .returning({ id: documentations.id });
    ids.push(doc.id);
    const slots: Partial<Record<'pl' | 'en', number>> = {};
    for (const lang of plan.english ? (['pl', 'en'] as const) : (['pl'] as const)) {
      const name = `${plan.title[lang] ?? plan.title.pl}.pdf`.replace(/\//g, '-');
      const path = `documentation/${doc.id}/${safeName(name.replace(/\.pdf$/, ''))}-${lang}.pdf`;
      const stored = await ctx.files.storage.put({ area: 'private', path }, pdfOf(plan, lang, devicesById));
      const [file] = await tx
        .insert(files)
        .values({
          area: 'private',
          path,
          original_name: name,
          mime: 'application/pdf',
          size: stored.size,
          sha256: stored.sha256,
          signature: signPath(ctx.files.appKey, 'private', path),
          owner_type: `documentation.file_${lang}`,
          owner_id: doc.id,
          uploaded_at: created,
          attached_at: created,
        })
        .returning({ id: files.id });
      await tx
        .insert(fileLinks)
        .values({ file_id: file.id, owner_type: `documentation.file_${lang}`, owner_id: doc.id });
      slots[lang] = file.id;
    }
    await tx
      .update(documentations)
      .set({ file_pl_id: slots.pl ?? null, file_en_id: slots.en ?? null })
      .where(eq(documentations.id, doc.id));
    const areas = plan.areas.map((slug) => areaIds.get(slug)).filter((id) => id !== undefined);
    if (areas.length)
      await tx
        .insert(documentationBusinessAreas)
        .values(areas.map((business_area_id) => ({ documentation_id: doc.id, business_area_id })));
    if (plan.tags.length)
      await tx
        .insert(documentationTagLinks)
        .values(plan.tags.map((tag_id) => ({ documentation_id: doc.id, tag_id })));
    if (plan.devices.length)
      await tx
        .insert(documentationDevices)
        .values(plan.devices.map((device_id) => ({ documentation_id: doc.id, device_id })));
  }

  // Favourites and download history of the partner logins.
  const partnerUsers = await tx
    .select({ id: users.id, email: users.email, partner_id: users.partner_id })
    .from(users)
    .where(inArray(users.email, ['partner@demo.pl', 'partner.pracownik@demo.pl', 'partner2@demo.pl']));
  const active = plans.map((p, i) => ({ plan: p, id: ids[i] })).filter((d) => d.plan.active);
  for (const user of partnerUsers) {
    const favorites = new Set(Array.from({ length: 6 }, () => random.pick(active).id));
    await tx
      .insert(documentationFavorites)
      .values(
        [...favorites].map((documentation_id) => ({ user_id: user.id, documentation_id, created_at: now })),
      );
    if (user.partner_id === null) continue;
    const rows = Array.from({ length: 40 }, () => {
      const doc = random.pick(active);
      return { doc, at: new Date(now.getTime() - random.int(0, 90 * 24) * 3600_000) };
    });
    const fileOf = await tx
      .select({ id: documentations.id, file: documentations.file_pl_id })
      .from(documentations)
      .where(inArray(documentations.id, [...new Set(rows.map((r) => r.doc.id))]));
    const fileByDoc = new Map(fileOf.map((f) => [f.id, f.file]));
    await tx.insert(downloads).values(
      rows
        .filter((r) => fileByDoc.get(r.doc.id))
        .map((r) => ({
          user_id: user.id,
          partner_id: user.partner_id,
          file_id: fileByDoc.get(r.doc.id) as number,
          record_type: DOWNLOAD_RECORD_TYPE,
          record_id: r.doc.id,
          downloaded_at: r.at,
        })),
    );
  }
}

export const documentationDemoSeed: SeedStep = { id: '040-documentation-demo', run: seedLibrary };
