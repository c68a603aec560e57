import type { Translatable } from '@portal/contracts';
import { FUNCTIONALITY_TYPES, type partnerDeviceShowSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { plSortKey } from '../../core/data/reads.ts';
import { type FileJson, fileJson, jsonArray, outer } from '../../core/data/show-json.ts';
import { toCatalogueFile } from '../../core/files/record-files.ts';
import { text } from '../../core/text/translatable.ts';
import { deviceGroups } from './tables.ts';
import { type TagRef, tagsByName } from './tag-json.ts';
import { pathIds } from './visibility.ts';

/**
 * The partner's device page in one statement (issue 17): the device row of the partner list
 * (`partner-zone.ts`) plus, as JSON selected with it, the groups above its group, its product
 * card with the card's files, tags and functionalities — formerly eight statements. Its error
 * codes are the error-code search's `device` filter
 * (docs/decisions/0039-a-show-carries-what-is-bounded.md). The outer query joins `devices`,
 * `device_groups`, `producers` and `product_cards`.
 */

type GroupRef = { id: number; code: string; name: Translatable };
type FunctionalityJson = {
  id: number;
  name: Translatable;
  description: Translatable | null;
  type: 0 | 1;
  image: FileJson | null;
};
type CardJson = {
  id: number;
  name: Translatable;
  features: Translatable | null;
  video_link: string | null;
  video_description: Translatable | null;
  main_photo: FileJson | null;
  gallery: FileJson[];
  downloadable_materials: FileJson[];
  tags: TagRef[];
  functionalities: FunctionalityJson[];
};

export type PartnerDeviceRelations = {
  ancestors: GroupRef[];
  product_card: CardJson | null;
};

/** The files of one kind of the card, in their order; a file gone from the library is left out. */
const cardFiles = (kind: 'gallery' | 'material') =>
  jsonArray<FileJson>(sql`SELECT json_agg(json_build_object('id', card_file.id, 'area', card_file.area,
      'path', card_file.path, 'original_name', card_file.original_name, 'mime', card_file.mime,
      'size', card_file.size, 'signature', card_file.signature) ORDER BY file_link.position)
    FROM product_card_files file_link JOIN files card_file ON card_file.id = file_link.file_id
    WHERE file_link.product_card_id = "product_cards"."id" AND file_link.kind = ${kind}`);

const cardFunctionalities =
  jsonArray<FunctionalityJson>(sql`SELECT json_agg(json_build_object('id', card_fn.id,
      'name', card_fn.name, 'description', card_fn.description, 'type', card_fn.type,
      'image', ${fileJson(sql.raw('card_fn.image_file_id'))})
      ORDER BY ${plSortKey(sql.raw(`(card_fn.name->>'pl')`))}, card_fn.id)
    FROM product_card_functionalities fn_link JOIN functionalities card_fn ON card_fn.id = fn_link.functionality_id
    WHERE fn_link.product_card_id = "product_cards"."id"`);

/** The device's main photo: its product card's, as a JSON file. */
export const partnerDevicePhoto = fileJson(outer('product_cards', 'main_photo_file_id'));

export const partnerDeviceRelations = {
  // A group's path lists its ancestors' ids and its own (`/3/17/42/`); shorter paths are higher.
  ancestors:
    jsonArray<GroupRef>(sql`SELECT json_agg(json_build_object('id', ancestor.id, 'code', ancestor.code,
      'name', ancestor.name) ORDER BY length(ancestor.path))
    FROM device_groups ancestor
    WHERE ancestor.id IN (SELECT unnest(${pathIds(deviceGroups.path)}))
      AND ancestor.id <> "device_groups"."id"`),
  product_card: sql<CardJson | null>`CASE WHEN "product_cards"."id" IS NULL THEN NULL ELSE json_build_object(
      'id', "product_cards"."id", 'name', "product_cards"."name", 'features', "product_cards"."features",
      'video_link', "product_cards"."video_link", 'video_description', "product_cards"."video_description",
      'main_photo', ${partnerDevicePhoto}, 'gallery', ${cardFiles('gallery')},
      'downloadable_materials', ${cardFiles('material')},
      'tags', ${tagsByName('product_card_tags', 'product_card_id', outer('product_cards', 'id'))},
      'functionalities', ${cardFunctionalities}) END`,
};

type ProductCard = NonNullable<z.input<typeof partnerDeviceShowSchema>['product_card']>;

const functionalityOf = (f: FunctionalityJson) => ({
  id: f.id,
  name: text(f.name) as Translatable,
  description: text(f.description),
  type: f.type,
  image: toCatalogueFile(f.image),
});

function toProductCard(card: CardJson): ProductCard {
  const files = (list: FileJson[]) => list.map((f) => toCatalogueFile(f)).filter((f) => f !== null);
  return {
    id: card.id,
    name: text(card.name) as Translatable,
    features: text(card.features),
    video_link: card.video_link,
    video_description: text(card.video_description),
    main_photo: toCatalogueFile(card.main_photo),
    gallery: files(card.gallery),
    downloadable_materials: files(card.downloadable_materials),
    tags: card.tags.map((t) => ({ id: t.id, name: text(t.name) as Translatable, color: t.color })),
    standard_functionalities: card.functionalities
      .filter((f) => f.type === FUNCTIONALITY_TYPES.standard)
      .map(functionalityOf),
    optional_functionalities: card.functionalities
      .filter((f) => f.type === FUNCTIONALITY_TYPES.optional)
      .map(functionalityOf),
  };
}

/** The page's parts beyond the list's device, from the JSON the statement selected. */
export function toPartnerDeviceRelations(row: PartnerDeviceRelations) {
  return {
    ancestors: row.ancestors.map((g) => ({ id: g.id, code: g.code, name: text(g.name) as Translatable })),
    product_card: row.product_card ? toProductCard(row.product_card) : null,
  };
}
