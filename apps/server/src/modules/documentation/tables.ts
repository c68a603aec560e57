import type { DocumentationLocale } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { derived } from '../../core/data/derived.ts';
import { searchTextColumn } from '../../core/data/search-text.ts';
import { sortKeyColumn } from '../../core/data/sort-key.ts';
import { files } from '../../core/files/tables.ts';
import { timestamps, translatable, tstz } from '../../db/columns.ts';
import { devices } from '../devices/tables.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { users } from '../people/tables.ts';

/** The three dictionaries of the library (spec §2 /cms/documentation/categories|types|tags). */
export const documentationCategories = pgTable('documentation_categories', {
  id: serial('id').primaryKey(),
  name: translatable('name').notNull(),
  ...timestamps,
});

export const documentationTypes = pgTable('documentation_types', {
  id: serial('id').primaryKey(),
  name: translatable('name').notNull(),
  ...timestamps,
});

/** Spec §3 "Tag: color". */
export const documentationTags = pgTable('documentation_tags', {
  id: serial('id').primaryKey(),
  name: translatable('name').notNull(),
  color: text('color').notNull(),
  ...timestamps,
});

/**
 * A document of the library (spec §3 Documentation). Its type and category cannot be deleted
 * while it uses them (restrict); its files are media-library files held through file slots.
 */
export const documentations = pgTable(
  'documentations',
  {
    id: serial('id').primaryKey(),
    type_id: integer('type_id')
      .notNull()
      .references(() => documentationTypes.id, { onDelete: 'restrict' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => documentationCategories.id, { onDelete: 'restrict' }),
    documentation_number: text('documentation_number').notNull(),
    title: translatable('title').notNull(),
    locale: text('locale').notNull().$type<DocumentationLocale>(),
    active: boolean('active').notNull().default(true),
    file_pl_id: integer('file_pl_id').references(() => files.id, { onDelete: 'set null' }),
    file_en_id: integer('file_en_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
    /**
     * The partner zone's device rule, stored: false when the document is linked to devices and
     * none of them is one partners see (`visibleToPartners`). Kept by the database's triggers
     * (migration 0013) on every write to the links, devices and groups, never by our code, so
     * the partner list reads one column instead of the rule per candidate document.
     */
    visible_by_devices: derived('visible_by_devices', (name) => boolean(name).notNull().default(true)),
    /**
     * The business areas the document is for (`documentation_business_areas`), sorted, kept by the
     * database's triggers (migration 0026) like `visible_by_devices`: the partner zone's search
     * finds a company's matches in one index of category, areas and words instead of looking up
     * the links of every match (docs/decisions/0022-stored-document-visibility.md).
     */
    business_area_ids: derived('business_area_ids', (name) =>
      integer(name).array().notNull().default(sql`'{}'::integer[]`),
    ),
    search_text: searchTextColumn(
      "documentation_number || ' ' || (title->>'pl') || ' ' || coalesce(title->>'en', '')",
    ),
    documentation_number_sort_key: sortKeyColumn('documentation_number_sort_key', 'documentation_number'),
    title_sort_key: sortKeyColumn('title_sort_key', "title->>'pl'"),
  },
  (t) => [
    index('documentations_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    // A partner's search: the category's, the company's area's and the words' entries intersect in
    // the index (btree_gin for the category), so only those documents are read and rechecked.
    index('documentations_partner_search').using(
      'gin',
      t.category_id,
      t.business_area_ids,
      t.search_text.op('gin_trgm_ops'),
    ),
    index('documentations_type_idx').on(t.type_id),
    index('documentations_category_idx').on(t.category_id),
    index('documentations_created_idx').on(t.created_at),
    index('documentations_number_sort_idx').on(t.documentation_number_sort_key, t.id),
    index('documentations_title_sort_idx').on(t.title_sort_key, t.id),
    check('documentations_locale_check', sql`${t.locale} IN ('pl', 'en', 'de')`),
  ],
);

export const documentationTagLinks = pgTable(
  'documentation_tag_links',
  {
    documentation_id: integer('documentation_id')
      .notNull()
      .references(() => documentations.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => documentationTags.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentation_id, t.tag_id] }),
    index('documentation_tag_links_tag_idx').on(t.tag_id),
  ],
);

/** Whom a document is for: partners see it only when their company's business area is listed. */
export const documentationBusinessAreas = pgTable(
  'documentation_business_areas',
  {
    documentation_id: integer('documentation_id')
      .notNull()
      .references(() => documentations.id, { onDelete: 'cascade' }),
    business_area_id: integer('business_area_id')
      .notNull()
      .references(() => businessAreas.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentation_id, t.business_area_id] }),
    index('documentation_business_areas_area_idx').on(t.business_area_id),
  ],
);

export const documentationDevices = pgTable(
  'documentation_devices',
  {
    documentation_id: integer('documentation_id')
      .notNull()
      .references(() => documentations.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentation_id, t.device_id] }),
    index('documentation_devices_device_idx').on(t.device_id),
  ],
);

/** A partner user's favourites (spec §7 `is_favorite=1`): each user keeps their own. */
export const documentationFavorites = pgTable(
  'documentation_favorites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentation_id: integer('documentation_id')
      .notNull()
      .references(() => documentations.id, { onDelete: 'cascade' }),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.documentation_id] }),
    index('documentation_favorites_documentation_idx').on(t.documentation_id),
  ],
);
