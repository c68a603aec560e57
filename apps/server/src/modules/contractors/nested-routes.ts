import { and, eq, isNull, sql } from 'drizzle-orm';
import { listRecords } from '../../core/data/list.ts';
import { writeContext } from '../../core/data/records.ts';
import { crudRoutes } from '../../core/http/crud.ts';
import { notFound } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import type { Executor } from '../../db/client.ts';
import {
  affiliateListSpec,
  affiliatesOf,
  createAffiliate,
  destroyAffiliate,
  getAffiliate,
  toAffiliateRecord,
  updateAffiliate,
} from './affiliates.ts';
import { createContact, destroyContact, updateContact } from './contacts.ts';
import { toContactRecord } from './queries.ts';
import { contacts, contractors } from './tables.ts';

/** Children of one contractor: `/api/contractor/contractors/{contractor}/<resource>[/{id}]`. */

/** 404 unless the contractor exists and is top-level (affiliates have no children). */
export async function assertContractor(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.id, id), isNull(contractors.parent_id)));
  if (!row) throw notFound();
}

const contractorParent = { column: contacts.contractor_id, assert: assertContractor };

/** A contractor's contacts; `search` over name, e-mail and phone. */
const contactRoutes = crudRoutes({
  name: 'contractor.contacts',
  parent: contractorParent,
  table: contacts,
  recordType: 'contact',
  list: {
    id: contacts.id,
    search: sql`${contacts.first_name} || ' ' || ${contacts.last_name} || ' ' || ${contacts.email} || ' ' || coalesce(${contacts.phone_number}, '')`,
    sort: {
      created_at: contacts.created_at,
      last_name: contacts.last_name,
      first_name: contacts.first_name,
      email: contacts.email,
      is_primary: contacts.is_primary,
    },
  },
  present: (_db, rows: (typeof contacts.$inferSelect)[]) => rows.map(toContactRecord),
  // One primary contact per contractor, the contractor locked first: the module's writes.
  writes: {
    create: async (ctx, form, contractor) => (await createContact(ctx, contractor, form)).id,
    update: async (ctx, id, form, contractor) => {
      await updateContact(ctx, contractor, id, form);
    },
    destroy: (ctx, id, contractor) => destroyContact(ctx, contractor, id),
  },
  summary: {
    index: "A contractor's contacts; `search` over name, e-mail and phone",
    update: 'Edits a contact; marking it primary demotes the previous primary contact',
    destroy: 'Deletes a contact other than the primary one',
  },
});

const affiliateRoutes = [
  defineRoute('contractor.affiliates.index', {
    handler: async ({ deps, params, query }) => {
      await assertContractor(deps.db, params.contractor);
      const list = await listRecords<Parameters<typeof toAffiliateRecord>[0]>(
        deps.db,
        affiliateListSpec,
        query,
        affiliatesOf(params.contractor),
      );
      return { ...list, results: list.results.map(toAffiliateRecord) };
    },
  }),
  defineRoute('contractor.affiliates.store', {
    status: 201,
    handler: async ({ deps, params, body, actor, lang }) => {
      const id = await createAffiliate(writeContext({ deps, actor }), params.contractor, body);
      return created(lang, await getAffiliate(deps.db, params.contractor, id));
    },
  }),
  defineRoute('contractor.affiliates.show', {
    handler: async ({ deps, params }) => ({
      model: await getAffiliate(deps.db, params.contractor, params.id),
    }),
  }),
  defineRoute('contractor.affiliates.update', {
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateAffiliate(writeContext({ deps, actor }), params.contractor, params.id, body);
      return saved(lang, await getAffiliate(deps.db, params.contractor, params.id));
    },
  }),
  defineRoute('contractor.affiliates.destroy', {
    handler: async ({ deps, params, actor, lang }) => {
      await destroyAffiliate(writeContext({ deps, actor }), params.contractor, params.id);
      return deleted(lang);
    },
  }),
];

export const nestedRoutes = [...contactRoutes, ...affiliateRoutes];
