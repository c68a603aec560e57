import type { Translatable } from '@portal/contracts';
import {
  CATALOGUE_FILES,
  FUNCTIONALITY_TYPES,
  type ProductCardRecord,
  type productCardFormSchema,
} from '@portal/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { patched } from '../../core/data/patch.ts';
import { equals, type ListSpec, plSortKey } from '../../core/data/reads.ts';
import { records, type WriteContext, within } from '../../core/data/records.ts';
import { type FileSlot, fileRows, syncSlot, toCatalogueFile } from '../../core/files/record-files.ts';
import { fieldError, notFound } from '../../core/http/errors.ts';
import { isoTime } from '../../core/iso-time.ts';
import { plText, text } from '../../core/text/translatable.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { toFunctionalityRecords } from './functionalities.ts';
import { assertIdsExist, sortedIds } from './shared.ts';
import {
  deviceTags,
  functionalities,
  productCardFiles,
  productCardFunctionalities,
  productCards,
  productCardTags,
} from './tables.ts';

type Row = typeof productCards.$inferSelect;
type Form = z.output<typeof productCardFormSchema>;

/** Photos and materials reach partners by their signed public addresses. */
const SLOTS = {
  main_photo: {
    ownerType: 'product_card.main_photo',
    field: 'main_photo',
    ...CATALOGUE_FILES.image,
    public: true,
  },
  gallery: {
    ownerType: 'product_card.gallery',
    field: 'gallery',
    ...CATALOGUE_FILES.image,
    public: true,
    many: true,
  },
  material: {
    ownerType: 'product_card.material',
    field: 'downloadable_materials',
    ...CATALOGUE_FILES.material,
    public: true,
    many: true,
  },
} as const satisfies Record<string, FileSlot>;

// Written out in full: the select list of a one-table query leaves columns unqualified.
const devicesCount = sql<number>`(SELECT count(*)::int FROM devices counted WHERE counted.product_card_id = "product_cards"."id")`;

export const productCardListSpec: ListSpec = {
  table: productCards,
  fields: {
    id: productCards.id,
    name: productCards.name,
    features: productCards.features,
    video_link: productCards.video_link,
    video_description: productCards.video_description,
    main_photo_file_id: productCards.main_photo_file_id,
    show_on_homepage: productCards.show_on_homepage,
    show_on_brandpage: productCards.show_on_brandpage,
    created_at: productCards.created_at,
    updated_at: productCards.updated_at,
    devices_count: devicesCount,
  },
  sort: {
    created_at: productCards.created_at,
    updated_at: productCards.updated_at,
    name: plSortKey(plText(productCards.name)),
  },
  search: sql`(${productCards.name}->>'pl')`,
  filters: {
    tag: (ids: number[]) =>
      sql`EXISTS (SELECT 1 FROM ${productCardTags} WHERE ${productCardTags.product_card_id} = ${productCards.id} AND ${inArray(productCardTags.tag_id, ids)})`,
    show_on_homepage: equals(productCards.show_on_homepage),
    show_on_brandpage: equals(productCards.show_on_brandpage),
  },
};

export type ProductCardRow = Row & { devices_count: number };

export async function toProductCardRecords(
  db: Executor,
  rows: ProductCardRow[],
): Promise<ProductCardRecord[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const links = await db
    .select()
    .from(productCardFiles)
    .where(inArray(productCardFiles.product_card_id, ids))
    .orderBy(asc(productCardFiles.position));
  const fileMap = await fileRows(db, [
    ...rows.map((r) => r.main_photo_file_id),
    ...links.map((l) => l.file_id),
  ]);
  const tags = await db
    .select({
      card: productCardTags.product_card_id,
      id: deviceTags.id,
      name: deviceTags.name,
      color: deviceTags.color,
    })
    .from(productCardTags)
    .innerJoin(deviceTags, eq(deviceTags.id, productCardTags.tag_id))
    .where(inArray(productCardTags.product_card_id, ids))
    .orderBy(asc(plSortKey(plText(deviceTags.name))));
  const fnLinks = await db
    .select({ card: productCardFunctionalities.product_card_id, fn: functionalities })
    .from(productCardFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, productCardFunctionalities.functionality_id))
    .where(inArray(productCardFunctionalities.product_card_id, ids))
    .orderBy(asc(plSortKey(plText(functionalities.name))));
  const fnRecords = await toFunctionalityRecords(
    db,
    fnLinks.map((l) => l.fn),
  );
  const filesOf = (card: number, kind: 'gallery' | 'material') =>
    links
      .filter((l) => l.product_card_id === card && l.kind === kind)
      .map((l) => toCatalogueFile(fileMap.get(l.file_id)))
      .filter((f) => f !== null);
  const functionalitiesOf = (card: number, type: number) =>
    fnLinks
      .map((l, i) => ({ card: l.card, record: fnRecords[i] }))
      .filter((l) => l.card === card && l.record.type === type)
      .map(({ record: { created_at: _c, updated_at: _u, ...rest } }) => rest);
  return rows.map((r) => ({
    id: r.id,
    name: text(r.name) as Translatable,
    features: text(r.features),
    video_link: r.video_link,
    video_description: text(r.video_description),
    main_photo: toCatalogueFile(
      r.main_photo_file_id === null ? undefined : fileMap.get(r.main_photo_file_id),
    ),
    gallery: filesOf(r.id, 'gallery'),
    downloadable_materials: filesOf(r.id, 'material'),
    tags: tags
      .filter((t) => t.card === r.id)
      .map((t) => ({ id: t.id, name: text(t.name) as Translatable, color: t.color })),
    standard_functionalities: functionalitiesOf(r.id, FUNCTIONALITY_TYPES.standard),
    optional_functionalities: functionalitiesOf(r.id, FUNCTIONALITY_TYPES.optional),
    show_on_homepage: r.show_on_homepage,
    show_on_brandpage: r.show_on_brandpage,
    devices_count: r.devices_count,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }));
}

export async function getProductCardRecord(db: Executor, id: number): Promise<ProductCardRecord> {
  const rows = await db
    .select(productCardListSpec.fields as never)
    .from(productCards)
    .where(eq(productCards.id, id));
  if (!rows.length) throw notFound();
  const [record] = await toProductCardRecords(db, rows as ProductCardRow[]);
  return record;
}

/** Standard ones must be of type 0 and optional ones of type 1 (spec §9). */
async function checkFunctionalities(tx: Tx, ids: number[], type: 0 | 1, field: string) {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: functionalities.id, type: functionalities.type })
    .from(functionalities)
    .where(inArray(functionalities.id, ids));
  if (rows.length !== ids.length) throw fieldError(field, 'validation.exists');
  if (rows.some((r) => r.type !== type)) throw fieldError(field, 'devices.functionality_type');
}

type Links = { gallery: number[]; materials: number[]; tags: number[]; functionalities: number[] };

async function linksOf(tx: Executor, id: number): Promise<Links> {
  const fileLinksRows = await tx
    .select()
    .from(productCardFiles)
    .where(eq(productCardFiles.product_card_id, id))
    .orderBy(asc(productCardFiles.position));
  const tagRows = await tx.select().from(productCardTags).where(eq(productCardTags.product_card_id, id));
  const fnRows = await tx
    .select()
    .from(productCardFunctionalities)
    .where(eq(productCardFunctionalities.product_card_id, id));
  return {
    gallery: fileLinksRows.filter((l) => l.kind === 'gallery').map((l) => l.file_id),
    materials: fileLinksRows.filter((l) => l.kind === 'material').map((l) => l.file_id),
    tags: tagRows.map((t) => t.tag_id),
    functionalities: fnRows.map((f) => f.functionality_id),
  };
}

async function writeLinks(tx: Tx, id: number, old: Links, input: Form) {
  await syncSlot(tx, SLOTS.gallery, id, old.gallery, input.gallery);
  await syncSlot(tx, SLOTS.material, id, old.materials, input.downloadable_materials);
  await tx.delete(productCardFiles).where(eq(productCardFiles.product_card_id, id));
  const fileValues = [
    ...input.gallery.map((file_id, position) => ({
      product_card_id: id,
      file_id,
      kind: 'gallery' as const,
      position,
    })),
    ...input.downloadable_materials.map((file_id, position) => ({
      product_card_id: id,
      file_id,
      kind: 'material' as const,
      position,
    })),
  ];
  if (fileValues.length) await tx.insert(productCardFiles).values(fileValues);
  await tx.delete(productCardTags).where(eq(productCardTags.product_card_id, id));
  if (input.tags.length) {
    await tx.insert(productCardTags).values(input.tags.map((tag_id) => ({ product_card_id: id, tag_id })));
  }
  await tx.delete(productCardFunctionalities).where(eq(productCardFunctionalities.product_card_id, id));
  const fns = [...input.standard_functionalities, ...input.optional_functionalities];
  if (fns.length) {
    await tx
      .insert(productCardFunctionalities)
      .values(fns.map((functionality_id) => ({ product_card_id: id, functionality_id })));
  }
}

const columnsOf = (input: Form) => ({
  name: input.name,
  features: input.features,
  video_link: input.video_link,
  video_description: input.video_description,
  main_photo_file_id: input.main_photo,
  show_on_homepage: input.show_on_homepage,
  show_on_brandpage: input.show_on_brandpage,
});

const NO_LINKS: Links = { gallery: [], materials: [], tags: [], functionalities: [] };

const productCardRecords = records(productCards, 'product_card');

/** The card's links as its audit row shows them: files in their order, tags and functionalities as sets. */
const auditedLinks = (links: Links) => ({
  gallery: links.gallery,
  downloadable_materials: links.materials,
  tags: sortedIds(links.tags),
  functionalities: sortedIds(links.functionalities),
});

const linksOfForm = (input: Form): Links => ({
  gallery: input.gallery,
  materials: input.downloadable_materials,
  tags: input.tags,
  functionalities: [...input.standard_functionalities, ...input.optional_functionalities],
});

async function checkReferences(tx: Tx, input: Form) {
  await assertIdsExist(tx, deviceTags, input.tags, 'tags');
  await checkFunctionalities(tx, input.standard_functionalities, 0, 'standard_functionalities');
  await checkFunctionalities(tx, input.optional_functionalities, 1, 'optional_functionalities');
}

export async function createProductCard(ctx: WriteContext, input: Form): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    await checkReferences(tx, input);
    const row = await productCardRecords.create(within(ctx, tx), columnsOf(input), {
      after: async (tx, row) => {
        await syncSlot(tx, SLOTS.main_photo, row.id, [null], [input.main_photo]);
        await writeLinks(tx, row.id, NO_LINKS, input);
        return auditedLinks(linksOfForm(input));
      },
    });
    return row.id;
  });
}

/** The stored card as its form: the functionalities split by their type. */
async function storedForm(tx: Tx, row: Row, links: Links): Promise<Form> {
  const types = links.functionalities.length
    ? await tx
        .select({ id: functionalities.id, type: functionalities.type })
        .from(functionalities)
        .where(inArray(functionalities.id, links.functionalities))
    : [];
  const ofType = (type: number) => types.filter((f) => f.type === type).map((f) => f.id);
  return {
    name: row.name,
    features: row.features,
    video_link: row.video_link,
    video_description: row.video_description,
    main_photo: row.main_photo_file_id,
    gallery: links.gallery,
    downloadable_materials: links.materials,
    tags: links.tags,
    standard_functionalities: ofType(FUNCTIONALITY_TYPES.standard),
    optional_functionalities: ofType(FUNCTIONALITY_TYPES.optional),
    show_on_homepage: row.show_on_homepage,
    show_on_brandpage: row.show_on_brandpage,
  } as Form;
}

/** A partial update: the fields sent over the stored card; its files and links are written as a set. */
export async function updateProductCard(ctx: WriteContext, id: number, patch: Partial<Form>): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const stored = await productCardRecords.lock(tx, id);
    const old = await linksOf(tx, id);
    const input = patched(await storedForm(tx, stored, old), patch);
    await checkReferences(tx, input);
    await productCardRecords.update(within(ctx, tx), id, columnsOf(input), {
      before: async (tx, before) => {
        await syncSlot(tx, SLOTS.main_photo, id, [before.main_photo_file_id], [input.main_photo]);
        await writeLinks(tx, id, old, input);
        return auditedLinks(old);
      },
      after: async () => auditedLinks(linksOfForm(input)),
    });
  });
}

/** Deleting a card lets go of its files; its devices simply lose the card. */
export async function destroyProductCard(ctx: WriteContext, id: number): Promise<void> {
  await productCardRecords.destroy(ctx, id, {
    before: async (tx, before) => {
      const old = await linksOf(tx, id);
      await syncSlot(tx, SLOTS.main_photo, id, [before.main_photo_file_id], []);
      await syncSlot(tx, SLOTS.gallery, id, old.gallery, []);
      await syncSlot(tx, SLOTS.material, id, old.materials, []);
      return auditedLinks(old);
    },
  });
}
