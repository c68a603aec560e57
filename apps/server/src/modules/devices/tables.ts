import type { ItemType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { derived } from '../../core/data/derived.ts';
import { searchTextColumn } from '../../core/data/search-text.ts';
import { sortKeyColumn } from '../../core/data/sort-key.ts';
import { files } from '../../core/files/tables.ts';
import { timestamps, translatable, tstz } from '../../db/columns.ts';
import { partners, users } from '../people/tables.ts';
import { producers } from '../producers/tables.ts';

/**
 * The group tree. `path` holds the ids from the root down to the group itself (`/3/17/42/`),
 * so a subtree is one prefix match, a move rewrites the prefix of its descendants, and a move
 * under one's own descendant is visible as a path that starts with one's own.
 */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => deviceGroups.id, { onDelete: 'restrict' }),
    path: text('path').notNull(),
    depth: integer('depth').notNull().default(0),
    code: text('code').notNull(),
    name: translatable('name').notNull(),
    active: boolean('active').notNull().default(true),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('device_groups_code_unique').on(sql`lower(${t.code})`),
    index('device_groups_parent_idx').on(t.parent_id),
    index('device_groups_path_idx').using('btree', t.path.op('text_pattern_ops')),
  ],
);

export const deviceTags = pgTable('device_tags', {
  id: serial('id').primaryKey(),
  name: translatable('name').notNull(),
  color: text('color').notNull(),
  ...timestamps,
});

/** Standard (0) or optional (1) functionality shown on product cards. */
export const functionalities = pgTable(
  'functionalities',
  {
    id: serial('id').primaryKey(),
    name: translatable('name').notNull(),
    description: translatable('description'),
    type: smallint('type').notNull().$type<0 | 1>(),
    image_file_id: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('functionalities_type_idx').on(t.type),
    check('functionalities_type_check', sql`${t.type} IN (0, 1)`),
  ],
);

export const productCards = pgTable('product_cards', {
  id: serial('id').primaryKey(),
  name: translatable('name').notNull(),
  /** Sanitized rich text per language. */
  features: translatable('features'),
  video_link: text('video_link'),
  video_description: translatable('video_description'),
  main_photo_file_id: integer('main_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  show_on_homepage: boolean('show_on_homepage').notNull().default(false),
  show_on_brandpage: boolean('show_on_brandpage').notNull().default(false),
  ...timestamps,
});

/** Gallery photos and downloadable materials of a product card, in their order. */
export const productCardFiles = pgTable(
  'product_card_files',
  {
    product_card_id: integer('product_card_id')
      .notNull()
      .references(() => productCards.id, { onDelete: 'cascade' }),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'gallery' | 'material'>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.product_card_id, t.kind, t.file_id] }),
    index('product_card_files_file_idx').on(t.file_id),
  ],
);

export const productCardTags = pgTable(
  'product_card_tags',
  {
    product_card_id: integer('product_card_id')
      .notNull()
      .references(() => productCards.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => deviceTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.product_card_id, t.tag_id] }),
    index('product_card_tags_tag_idx').on(t.tag_id),
  ],
);

export const productCardFunctionalities = pgTable(
  'product_card_functionalities',
  {
    product_card_id: integer('product_card_id')
      .notNull()
      .references(() => productCards.id, { onDelete: 'cascade' }),
    functionality_id: integer('functionality_id')
      .notNull()
      .references(() => functionalities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.product_card_id, t.functionality_id] }),
    index('product_card_functionalities_fn_idx').on(t.functionality_id),
  ],
);

export const typeCards = pgTable(
  'type_cards',
  {
    id: serial('id').primaryKey(),
    name: translatable('name').notNull(),
    main_photo_file_id: integer('main_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    group_name: text('group_name'),
    group_kind: text('group_kind'),
    order: integer('order').notNull(),
    ...timestamps,
  },
  (t) => [check('type_cards_order_check', sql`${t.order} >= 1`)],
);

/**
 * Devices (ERP items and hand-made ones). Money in integer grosze, capacities in kW as numeric.
 * A device without a group is unassigned: listed for staff, never shown to partners.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    name2: text('name2'),
    unit: text('unit').notNull().default('szt.'),
    factor: numeric('factor', { precision: 12, scale: 4 }).notNull().default('1'),
    heating_capacity: numeric('heating_capacity', { precision: 6, scale: 2 }),
    cooling_capacity: numeric('cooling_capacity', { precision: 6, scale: 2 }),
    blocked: boolean('blocked').notNull().default(false),
    sales_price: bigint('sales_price', { mode: 'number' }),
    is_offerable: boolean('is_offerable').notNull().default(false),
    offer_description: text('offer_description'),
    erp_managed: boolean('erp_managed').notNull().default(false),
    group_id: integer('group_id').references(() => deviceGroups.id, { onDelete: 'restrict' }),
    producer_id: integer('producer_id').references(() => producers.id, { onDelete: 'restrict' }),
    product_card_id: integer('product_card_id').references(() => productCards.id, { onDelete: 'set null' }),
    ...timestamps,
    search_text: searchTextColumn("name || ' ' || coalesce(name2, '') || ' ' || code"),
    code_sort_key: sortKeyColumn('code_sort_key', 'code'),
    name_sort_key: sortKeyColumn('name_sort_key', 'name'),
  },
  (t) => [
    index('devices_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    uniqueIndex('devices_code_unique').on(t.code),
    index('devices_group_idx').on(t.group_id),
    index('devices_producer_idx').on(t.producer_id),
    index('devices_product_card_idx').on(t.product_card_id),
    index('devices_created_idx').on(t.created_at),
    index('devices_name_idx').on(t.name),
    index('devices_code_sort_idx').on(t.code_sort_key, t.id),
    index('devices_name_sort_idx').on(t.name_sort_key, t.id),
  ],
);

export const deviceTagLinks = pgTable(
  'device_tag_links',
  {
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => deviceTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.device_id, t.tag_id] }), index('device_tag_links_tag_idx').on(t.tag_id)],
);

/** A named sellable split system of a device: its external and internal units (offer generator). */
export const deviceConfigurations = pgTable(
  'device_configurations',
  {
    id: serial('id').primaryKey(),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('device_configurations_device_idx').on(t.device_id)],
);

export const deviceConfigurationItems = pgTable(
  'device_configuration_items',
  {
    id: serial('id').primaryKey(),
    configuration_id: integer('configuration_id')
      .notNull()
      .references(() => deviceConfigurations.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'restrict' }),
    item_type: text('item_type').notNull().$type<ItemType>(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('device_configuration_items_config_idx').on(t.configuration_id),
    index('device_configuration_items_device_idx').on(t.device_id),
    check(
      'device_configuration_items_type_check',
      sql`${t.item_type} IN ('external', 'internal', 'unknown')`,
    ),
    check('device_configuration_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Error codes. An error code concerns the devices it lists; with no devices listed, every
 * device in its groups' subtrees.
 */
export const errorCodes = pgTable(
  'error_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: translatable('description'),
    manual_pl_file_id: integer('manual_pl_file_id').references(() => files.id, { onDelete: 'set null' }),
    manual_en_file_id: integer('manual_en_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
    search_text: searchTextColumn("code || ' ' || coalesce(description->>'pl', '')"),
    /** The code alone, folded: the `code` filter of both error-code lists, by its start (`prefixCondition`). */
    code_search: derived('code_search', (name) => text(name).generatedAlwaysAs(sql`f_unaccent(code)`)),
    code_sort_key: sortKeyColumn('code_sort_key', 'code'),
    /**
     * Whether the code lists devices (has a row in `error_code_devices`), kept by triggers
     * (migration 0022): a code that lists none concerns devices through its groups instead.
     */
    lists_devices: derived('lists_devices', (name) => boolean(name).notNull().default(false)),
  },
  (t) => [
    index('error_codes_created_idx').on(t.created_at),
    index('error_codes_code_sort_idx').on(t.code_sort_key, t.id),
    index('error_codes_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    index('error_codes_code_prefix_idx').on(sql`${t.code_search} COLLATE "C"`),
  ],
);

export const errorCodeGroups = pgTable(
  'error_code_groups',
  {
    error_code_id: integer('error_code_id')
      .notNull()
      .references(() => errorCodes.id, { onDelete: 'cascade' }),
    group_id: integer('group_id')
      .notNull()
      .references(() => deviceGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.error_code_id, t.group_id] }),
    index('error_code_groups_group_idx').on(t.group_id),
  ],
);

export const errorCodeDevices = pgTable(
  'error_code_devices',
  {
    error_code_id: integer('error_code_id')
      .notNull()
      .references(() => errorCodes.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.error_code_id, t.device_id] }),
    index('error_code_devices_device_idx').on(t.device_id),
  ],
);

/** One row per error-code page a partner user opened (dashboard and activity reports). */
export const errorCodeViews = pgTable(
  'error_code_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    error_code_id: integer('error_code_id')
      .notNull()
      .references(() => errorCodes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    partner_id: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    viewed_at: tstz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('error_code_views_code_idx').on(t.error_code_id, t.viewed_at),
    index('error_code_views_partner_idx').on(t.partner_id, t.viewed_at),
    index('error_code_views_viewed_idx').on(t.viewed_at),
  ],
);
