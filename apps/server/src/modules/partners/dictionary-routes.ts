import {
  businessAreaInputSchema,
  businessAreaRecordSchema,
  msg,
  partnerStatusInputSchema,
  partnerStatusRecordSchema,
  rules,
  slugify,
} from '@portal/contracts';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { crudRoutes, type InUse } from '../../core/http/crud.ts';
import { validationError } from '../../core/http/errors.ts';
import { isoTime } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { partnerStatuses } from '../people/tables.ts';

/**
 * Business areas and partner statuses (`/cms/partner/business-areas`, `partner-statuses`):
 * small dictionaries with a slug made from the name, whose deletion is refused while in use.
 */

type DictTable = PgTable & { id: PgColumn; slug: PgColumn; name: PgColumn; created_at: PgColumn };

/** Rows of `table` whose `column` points at the outer dictionary row (named explicitly: drizzle
 * leaves columns unqualified in single-table selects). */
const count = (table: string, column: string, outer: string) =>
  sql<number>`(SELECT count(*)::int FROM ${sql.identifier(table)} x WHERE x.${sql.identifier(column)} = ${sql.identifier(outer)}.id)`;

const areaCounts = {
  contractors_count: count('contractors', 'business_area_id', 'business_areas'),
  partners_count: count('partners', 'business_area_id', 'business_areas'),
};
const statusCounts = { partners_count: count('partners', 'partner_status_id', 'partner_statuses') };

type Row = Record<string, unknown> & { created_at: Date; updated_at: Date };
/** Either dictionary's record; the route's response schema whitelists the fields. */
type DictRecord = z.input<typeof businessAreaRecordSchema> & z.input<typeof partnerStatusRecordSchema>;
const toRecord = (r: Row) =>
  ({
    ...r,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }) as unknown as DictRecord;

/** The slug given, or one made from the name; unique within the dictionary. */
async function slugFor(
  db: Executor,
  table: DictTable,
  input: { name: string; slug?: string },
  exceptId?: number,
) {
  const slug = input.slug ?? slugify(input.name);
  const field = input.slug ? 'slug' : 'name';
  if (!rules.slugRule().safeParse(slug).success) throw validationError({ [field]: [msg('validation.slug')] });
  // biome-ignore lint/suspicious/noExplicitAny: a generic dictionary table
  const [taken] = await (db as any)
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined));
  if (taken) throw validationError({ [field]: [msg('validation.unique')] });
  return slug;
}

function dictionaryRoutes(opts: {
  resource: 'business-areas' | 'partner-statuses';
  table: DictTable;
  recordType: string;
  counts: Record<string, SQL<number>>;
  input: typeof businessAreaInputSchema | typeof partnerStatusInputSchema;
  record: typeof businessAreaRecordSchema | typeof partnerStatusRecordSchema;
  inUse: (record: DictRecord) => InUse | null;
}) {
  const { table } = opts;
  return crudRoutes({
    name: `partner.${opts.resource}`,
    table,
    recordType: opts.recordType,
    list: {
      fields: { ...getTableColumns(table), ...opts.counts },
      id: table.id,
      search: sql`${table.name} || ' ' || ${table.slug}`,
      sort: { created_at: table.created_at, name: table.name, slug: table.slug },
    },
    present: (_db, rows: Row[]) => rows.map(toRecord),
    // A slug is made from the name when a name comes without one (a slug alone is checked as
    // given, the name then unused); an update of other fields keeps both.
    values: async (body, { db, id }) =>
      body.name === undefined && body.slug === undefined
        ? body
        : {
            ...body,
            slug: await slugFor(db, table, body as { name: string; slug?: string }, id ?? undefined),
          },
    // Refused while the record is in use; a foreign key this module does not know ends as 409 too.
    inUse: (record) => opts.inUse(record as DictRecord),
    summary: { destroy: 'Refused with a message while the record is in use' },
  });
}

export const businessAreaRoutes = dictionaryRoutes({
  resource: 'business-areas',
  table: businessAreas,
  recordType: 'business_area',
  counts: areaCounts,
  input: businessAreaInputSchema,
  record: businessAreaRecordSchema,
  inUse: (c) =>
    c.contractors_count + c.partners_count > 0
      ? {
          key: 'partners.business_area_in_use',
          params: { contractors: c.contractors_count, partners: c.partners_count },
        }
      : null,
});

export const partnerStatusRoutes = dictionaryRoutes({
  resource: 'partner-statuses',
  table: partnerStatuses,
  recordType: 'partner_status',
  counts: statusCounts,
  input: partnerStatusInputSchema,
  record: partnerStatusRecordSchema,
  inUse: (c) =>
    c.partners_count > 0
      ? { key: 'partners.partner_status_in_use', params: { partners: c.partners_count } }
      : null,
});
