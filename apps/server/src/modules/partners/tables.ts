import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { derived } from '../../core/data/derived.ts';
import { searchTextColumn } from '../../core/data/search-text.ts';
import { timestamps, tstz } from '../../db/columns.ts';
import { partners, users } from '../people/tables.ts';

/**
 * Customers known to the ERP ("Navision data option"): the list a partner's ERP link is picked
 * from. Filled by the ERP synchronization; empty until the ERP is configured.
 */
export const erpCustomers = pgTable('erp_customers', {
  id: serial('id').primaryKey(),
  /** The ERP customer number; a partner's `external_id`. */
  external_id: text('external_id').notNull().unique(),
  /** The customer invoices go to ("Bill-to Customer No."); null = the customer itself. */
  bill_to_customer_id: text('bill_to_customer_id'),
  name: text('name').notNull(),
  nip_number: text('nip_number'),
  address_street: text('address_street'),
  address_postcode: text('address_postcode'),
  address_city: text('address_city'),
  /** BC's `state` (county/province) as typed in the ERP. */
  address_state: text('address_state'),
  /** ISO 3166 alpha-2 country/region code. */
  address_country: text('address_country'),
  synced_at: tstz('synced_at'),
  ...timestamps,
  search_text: searchTextColumn(
    "name || ' ' || external_id || ' ' || coalesce(nip_number, '') || ' ' || coalesce(address_city, '')",
  ),
});

export type ChangeRequestChanges = Record<
  string,
  { old: string | number | null; new: string | number | null }
>;

/**
 * A partner's request to change company data it may not change itself (name, NIP, address),
 * decided by staff. At most one is pending per partner.
 */
export const partnerChangeRequests = pgTable(
  'partner_change_requests',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending').$type<'pending' | 'approved' | 'rejected'>(),
    changes: jsonb('changes').notNull().$type<ChangeRequestChanges>(),
    approved_fields: jsonb('approved_fields').$type<string[]>(),
    rejection_reason: text('rejection_reason'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: tstz('decided_at'),
    ...timestamps,
    /**
     * The company's search text (its contractor's `search_text`), kept in step by triggers
     * (migration 0020, docs/decisions/0020-stored-search-text.md), so the list's search reads the
     * requests' own index: searched through the contractors, PostgreSQL's one plan for every word
     * started from each matching company of thousands to find a few requests among a hundred.
     */
    search_text: derived('search_text', (name) => text(name).notNull().default('')),
  },
  (t) => [
    index('partner_change_requests_partner_idx').on(t.partner_id),
    index('partner_change_requests_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    index('partner_change_requests_status_idx').on(t.status, t.created_at),
    uniqueIndex('partner_change_requests_one_pending').on(t.partner_id).where(sql`status = 'pending'`),
  ],
);
