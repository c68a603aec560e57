import {
  businessAreaInputSchema,
  businessAreaRecordSchema,
  idParam,
  listResponse,
  messageResponse,
  modelResponse,
  msg,
  partnerDictionaryListQuery,
  partnerStatusInputSchema,
  partnerStatusRecordSchema,
  rules,
  slugify,
  writeResponse,
} from '@portal/contracts';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import { inTransaction, records, type WriteContext, within, writeContext } from '../../core/data/records.ts';
import { inUse, notFound, validationError } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import type { Executor } from '../../db/client.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { partnerStatuses } from './tables.ts';

/**
 * Business areas and partner statuses (`/cms/partner/business-areas`, `partner-statuses`):
 * small dictionaries with a slug made from the name, whose deletion is refused while in use.
 */

type DictTable = PgTable & { id: PgColumn; slug: PgColumn; name: PgColumn; created_at: PgColumn };

const byId = z.object({ id: idParam() });

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
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }) as unknown as DictRecord;

async function fetchOne(db: Executor, table: DictTable, extra: Record<string, SQL>, id: number) {
  // biome-ignore lint/suspicious/noExplicitAny: a generic dictionary table
  const [row] = await (db as any)
    .select({ ...getTableColumns(table), ...extra })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound();
  return toRecord(row as Row);
}

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
  inUse: (record: DictRecord) => { key: string; params: Record<string, number> } | null;
}) {
  const { table, recordType, counts } = opts;
  const name = (action: string) => `partner.${opts.resource}.${action}`;

  const repo = records(table, recordType);

  async function write(ctx: WriteContext, id: number | null, body: z.output<typeof opts.input>) {
    return inTransaction(ctx.db, async (tx) => {
      const slug = await slugFor(tx, table, body, id ?? undefined);
      const values = { ...body, slug };
      if (id === null) return (await repo.create(within(ctx, tx), values)).id as number;
      await repo.update(within(ctx, tx), id, values);
      return id;
    });
  }

  /** Refused while the record is in use; a foreign key this module does not know ends as 409 too. */
  async function remove(ctx: WriteContext, id: number) {
    await repo.destroy(ctx, id, {
      before: async (tx) => {
        const used = opts.inUse(await fetchOne(tx, table, counts, id));
        if (used) throw inUse(used.key, used.params);
      },
    });
  }

  return [
    defineRoute({
      name: name('index'),
      query: partnerDictionaryListQuery,
      response: listResponse(opts.record),
      handler: async ({ deps, query }) => {
        const list = await listRecords<Row>(
          deps.db,
          {
            table,
            fields: { ...getTableColumns(table), ...counts },
            id: table.id,
            search: sql`${table.name} || ' ' || ${table.slug}`,
            sort: { created_at: table.created_at, name: table.name, slug: table.slug },
          },
          query,
        );
        return { ...list, results: list.results.map(toRecord) };
      },
    }),
    defineRoute({
      name: name('store'),
      body: opts.input,
      status: 201,
      response: writeResponse(opts.record),
      handler: async ({ deps, body, actor, lang }) => {
        const id = await write(writeContext({ deps, actor }), null, body);
        return created(lang, await fetchOne(deps.db, table, counts, id));
      },
    }),
    defineRoute({
      name: name('show'),
      params: byId,
      response: modelResponse(opts.record),
      handler: async ({ deps, params }) => ({ model: await fetchOne(deps.db, table, counts, params.id) }),
    }),
    defineRoute({
      name: name('update'),
      params: byId,
      body: opts.input,
      response: writeResponse(opts.record),
      handler: async ({ deps, params, body, actor, lang }) => {
        await write(writeContext({ deps, actor }), params.id, body);
        return saved(lang, await fetchOne(deps.db, table, counts, params.id));
      },
    }),
    defineRoute({
      name: name('destroy'),
      summary: 'Refused with a message while the record is in use',
      params: byId,
      response: messageResponse,
      handler: async ({ deps, params, actor, lang }) => {
        await remove(writeContext({ deps, actor }), params.id);
        return deleted(lang);
      },
    }),
  ];
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
