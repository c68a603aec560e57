import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../core/data/search-text.ts';
import { timestamps, tstz } from '../../db/columns.ts';
import { devices } from '../devices/tables.ts';
import { partners, users } from '../people/tables.ts';

/**
 * One pull of a kind (customers, items) from the ERP. At most one row per kind is `running`
 * (a partial unique index), which is the lock that keeps two instances from pulling at once;
 * `heartbeat_at` lets a later run take over from one whose process died.
 */
export const erpSyncRuns = pgTable(
  'erp_sync_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().$type<'customers' | 'items'>(),
    trigger: text('trigger').notNull().$type<'schedule' | 'manual'>(),
    status: text('status').notNull().default('running').$type<'running' | 'success' | 'partial' | 'failed'>(),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    started_at: tstz('started_at').notNull(),
    finished_at: tstz('finished_at'),
    heartbeat_at: tstz('heartbeat_at').notNull(),
    created_count: integer('created_count').notNull().default(0),
    updated_count: integer('updated_count').notNull().default(0),
    skipped_count: integer('skipped_count').notNull().default(0),
    failed_count: integer('failed_count').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    error_message: text('error_message'),
  },
  (t) => [
    index('erp_sync_runs_started_idx').on(t.kind, t.started_at),
    uniqueIndex('erp_sync_runs_one_running').on(t.kind).where(sql`status = 'running'`),
  ],
);

/**
 * How many runs there are of each kind in each status, kept by triggers on `erp_sync_runs`
 * (migration 0018): every insert, status change and delete, whoever writes it — the pull, the
 * seeds, hand-written SQL — so the runs list counts a kind by adding up two or three rows instead
 * of visiting every run of the kind, a log that grows by every scheduled pull
 * (docs/decisions/0037-kept-counts.md).
 */
export const erpSyncRunCounts = pgTable(
  'erp_sync_run_counts',
  {
    kind: text('kind').notNull().$type<'customers' | 'items'>(),
    status: text('status').notNull().$type<'running' | 'success' | 'partial' | 'failed'>(),
    runs: integer('runs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);

/** A record the run could not apply (invalid data, a conflict), or the error that stopped it. */
export const erpSyncErrors = pgTable(
  'erp_sync_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    run_id: integer('run_id')
      .notNull()
      .references(() => erpSyncRuns.id, { onDelete: 'cascade' }),
    record_key: text('record_key'),
    message: text('message').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('erp_sync_errors_run_idx').on(t.run_id)],
);

/**
 * Where an incremental pull resumes: the last fully applied (lastModifiedDateTime, number),
 * written in the same transaction as the page it closes. Never a nextLink, which the ERP may
 * expire or renumber.
 */
export const erpSyncState = pgTable('erp_sync_state', {
  kind: text('kind').primaryKey().$type<'customers' | 'items'>(),
  /** The ERP's own timestamp text, kept verbatim so the next `$filter` compares exactly. */
  resume_modified_at: text('resume_modified_at'),
  resume_number: text('resume_number'),
  last_synchronized_at: tstz('last_synchronized_at'),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

/** Sales price changes of devices as the ERP reported them, with when we learned of them. */
export const devicePriceChanges = pgTable(
  'device_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    old_price: bigint('old_price', { mode: 'number' }),
    new_price: bigint('new_price', { mode: 'number' }),
    /** The item's lastModifiedDateTime in the ERP. */
    erp_modified_at: tstz('erp_modified_at'),
    changed_at: tstz('changed_at').notNull(),
    run_id: integer('run_id').references(() => erpSyncRuns.id, { onDelete: 'set null' }),
  },
  (t) => [index('device_price_changes_device_idx').on(t.device_id, t.changed_at)],
);

/**
 * Documents waiting to reach the ERP. `our_number` travels as `externalDocumentNumber`, so a
 * send can always be checked against what the ERP already holds.
 */
export const erpOutbox = pgTable(
  'erp_outbox',
  {
    id: serial('id').primaryKey(),
    document_type: text('document_type').notNull().$type<'service-order'>(),
    our_number: text('our_number').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status').notNull().default('pending').$type<'pending' | 'sending' | 'sent' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    erp_id: text('erp_id'),
    erp_document_number: text('erp_document_number'),
    adopted: boolean('adopted').notNull().default(false),
    partner_id: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    claimed_until: tstz('claimed_until'),
    sent_at: tstz('sent_at'),
    ...timestamps,
    search_text: searchTextColumn("our_number || ' ' || coalesce(erp_document_number, '')"),
  },
  (t) => [
    index('erp_outbox_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    uniqueIndex('erp_outbox_document_unique').on(t.document_type, t.our_number),
    index('erp_outbox_status_idx').on(t.status, t.created_at),
  ],
);
