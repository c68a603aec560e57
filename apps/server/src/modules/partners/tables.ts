import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { contractors } from '../contractors/tables.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { users } from '../users/tables.ts';

export const partnerStatuses = pgTable('partner_statuses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull().default('#228be6'),
  ...timestamps,
});

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    contractor_id: integer('contractor_id')
      .notNull()
      .unique()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    /** ERP customer number ("Navision data option"). */
    external_id: text('external_id'),
    bill_to_customer_id: text('bill_to_customer_id'),
    business_area_id: integer('business_area_id')
      .notNull()
      .references(() => businessAreas.id),
    partner_status_id: integer('partner_status_id').references(() => partnerStatuses.id),
    highlighted: boolean('highlighted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('partners_status_idx').on(t.partner_status_id)],
);

/** Caretakers (Opiekun): moderators assigned to partners. */
export const partnerModerators = pgTable(
  'partner_moderators',
  {
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.partner_id, t.user_id] }),
    index('partner_moderators_user_idx').on(t.user_id),
  ],
);
