import { and, eq, isNull, sql } from 'drizzle-orm';
import { crudRoutes } from '../../core/http/crud.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { contacts, contractors } from '../people/tables.ts';
import {
  affiliateListSpec,
  createAffiliate,
  destroyAffiliate,
  toAffiliateRecord,
  updateAffiliate,
} from './affiliates.ts';
import { createContact, destroyContact, updateContact } from './contacts.ts';
import { toContactRecord } from './queries.ts';

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

/** A contractor's affiliates (branches): contractor rows under it, with the module's company checks. */
const affiliateRoutes = crudRoutes({
  name: 'contractor.affiliates',
  parent: { column: contractors.parent_id, assert: assertContractor },
  table: contractors,
  recordType: 'contractor',
  list: affiliateListSpec,
  present: (_db, rows: Parameters<typeof toAffiliateRecord>[0][]) => rows.map(toAffiliateRecord),
  writes: {
    create: (ctx, form, contractor) => createAffiliate(ctx, contractor, form),
    update: (ctx, id, form, contractor) => updateAffiliate(ctx, contractor, id, form),
    destroy: (ctx, id, contractor) => destroyAffiliate(ctx, contractor, id),
  },
});

export const nestedRoutes = [...contactRoutes, ...affiliateRoutes];
