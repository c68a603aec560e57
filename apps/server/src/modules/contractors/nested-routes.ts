import {
  affiliateListQuery,
  affiliateRecordSchema,
  affiliateSchema,
  contactListQuery,
  contactRecordSchema,
  contactSchema,
  idParam,
  listResponse,
  messageResponse,
  modelResponse,
  writeResponse,
} from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import { writeContext } from '../../core/data/records.ts';
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
import { contactListSpec, toContactRecord } from './queries.ts';
import { contacts, contractors } from './tables.ts';

/** Children of one contractor: `/api/contractor/contractors/{contractor}/<resource>[/{id}]`. */
const CONTACTS = '/api/contractor/contractors/{contractor}/contacts';
const AFFILIATES = '/api/contractor/contractors/{contractor}/affiliates';

const parent = z.object({ contractor: idParam() });
const child = z.object({ contractor: idParam(), id: idParam() });

/** 404 unless the contractor exists and is top-level (affiliates have no children). */
export async function assertContractor(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.id, id), isNull(contractors.parent_id)));
  if (!row) throw notFound();
}

const contactRoutes = [
  defineRoute({
    name: 'contractor.contacts.index',
    uri: CONTACTS,
    summary: "A contractor's contacts; `search` over name, e-mail and phone",
    params: parent,
    query: contactListQuery,
    response: listResponse(contactRecordSchema),
    handler: async ({ deps, params, query }) => {
      await assertContractor(deps.db, params.contractor);
      const list = await listRecords<typeof contacts.$inferSelect>(
        deps.db,
        contactListSpec,
        query,
        eq(contacts.contractor_id, params.contractor),
      );
      return { ...list, results: list.results.map(toContactRecord) };
    },
  }),
  defineRoute({
    name: 'contractor.contacts.store',
    uri: CONTACTS,
    params: parent,
    body: contactSchema,
    status: 201,
    response: writeResponse(contactRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) =>
      created(lang, await createContact(writeContext({ deps, actor }), params.contractor, body)),
  }),
  defineRoute({
    name: 'contractor.contacts.show',
    uri: `${CONTACTS}/{id}`,
    params: child,
    response: modelResponse(contactRecordSchema),
    handler: async ({ deps, params }) => {
      const [row] = await deps.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, params.id), eq(contacts.contractor_id, params.contractor)));
      if (!row) throw notFound();
      return { model: toContactRecord(row) };
    },
  }),
  defineRoute({
    name: 'contractor.contacts.update',
    uri: `${CONTACTS}/{id}`,
    summary: 'Edits a contact; marking it primary demotes the previous primary contact',
    params: child,
    body: contactSchema,
    response: writeResponse(contactRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(lang, await updateContact(writeContext({ deps, actor }), params.contractor, params.id, body)),
  }),
  defineRoute({
    name: 'contractor.contacts.destroy',
    uri: `${CONTACTS}/{id}`,
    summary: 'Deletes a contact other than the primary one',
    params: child,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await destroyContact(writeContext({ deps, actor }), params.contractor, params.id);
      return deleted(lang);
    },
  }),
];

const affiliateRoutes = [
  defineRoute({
    name: 'contractor.affiliates.index',
    uri: AFFILIATES,
    params: parent,
    query: affiliateListQuery,
    response: listResponse(affiliateRecordSchema),
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
  defineRoute({
    name: 'contractor.affiliates.store',
    uri: AFFILIATES,
    params: parent,
    body: affiliateSchema,
    status: 201,
    response: writeResponse(affiliateRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      const id = await createAffiliate(writeContext({ deps, actor }), params.contractor, body);
      return created(lang, await getAffiliate(deps.db, params.contractor, id));
    },
  }),
  defineRoute({
    name: 'contractor.affiliates.show',
    uri: `${AFFILIATES}/{id}`,
    params: child,
    response: modelResponse(affiliateRecordSchema),
    handler: async ({ deps, params }) => ({
      model: await getAffiliate(deps.db, params.contractor, params.id),
    }),
  }),
  defineRoute({
    name: 'contractor.affiliates.update',
    uri: `${AFFILIATES}/{id}`,
    params: child,
    body: affiliateSchema,
    response: writeResponse(affiliateRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateAffiliate(writeContext({ deps, actor }), params.contractor, params.id, body);
      return saved(lang, await getAffiliate(deps.db, params.contractor, params.id));
    },
  }),
  defineRoute({
    name: 'contractor.affiliates.destroy',
    uri: `${AFFILIATES}/{id}`,
    params: child,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await destroyAffiliate(writeContext({ deps, actor }), params.contractor, params.id);
      return deleted(lang);
    },
  }),
];

export const nestedRoutes = [...contactRoutes, ...affiliateRoutes];
