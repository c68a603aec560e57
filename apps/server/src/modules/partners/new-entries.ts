import { NEW_ENTRY_SORTS } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { type ListSpec, listRecords } from '../../core/data/reads.ts';
import { type ServiceContext, serviceContext, within } from '../../core/data/records.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import { saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { renderMail } from '../../core/mail/mailer.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { approveRegistration } from '../auth/registration.ts';
import { registrations } from '../auth/tables.ts';
import {
  type ContractorListRow,
  contractorListSpec,
  contractorPlaceFilters,
  getContractorRecord,
  toContractorListItem,
  topLevel,
} from '../contractors/queries.ts';
import { contractorRecords } from '../people/records.ts';
import { contacts, contractors, users } from '../people/tables.ts';

/**
 * New entries (Nowe rejestracje): registrations awaiting approval. Approval makes the company
 * a partner and invites its company admin (through the accounts area's `approveRegistration`);
 * rejection records the reason and mails it.
 */

const pending = and(topLevel, eq(contractors.registration_status, 'pending'));

async function registrantsOf(db: Executor, contractorId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      is_company_admin: users.is_company_admin,
      is_activated: users.is_activated,
      lang: users.lang,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.user_id))
    .where(eq(registrations.contractor_id, contractorId));
}

async function getNewEntry(db: Executor, id: number) {
  const record = await getContractorRecord(db, id, topLevel);
  const registrants = await registrantsOf(db, id);
  return { ...record, users: registrants.map(({ lang: _lang, ...u }) => u) };
}

/** Locks a top-level contractor that still awaits a decision; 409 once decided. */
async function lockPending(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(contractors)
    .where(and(eq(contractors.id, id), topLevel))
    .for('update');
  if (!row) throw notFound();
  if (row.registration_status !== 'pending') throw conflict('partners.registration_decided');
  return row;
}

async function approveNewEntry(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    await lockPending(tx, id);
    await approveRegistration(within(ctx, tx), id);
  });
}

/** Rejection keeps the record (and its inactive account) and mails the reason to the registrant. */
async function rejectNewEntry(ctx: ServiceContext, id: number, reason: string): Promise<void> {
  const { deps } = ctx;
  await inTransaction(ctx.db, async (tx) => {
    const before = await lockPending(tx, id);
    await contractorRecords.update(
      within(ctx, tx),
      id,
      { registration_status: 'rejected', rejection_reason: reason, decided_at: ctx.now },
      { action: 'reject' },
    );
    const registrants = await registrantsOf(tx, id);
    const recipients = registrants.length
      ? registrants
      : (
          await tx
            .select({ email: contacts.email, first_name: contacts.first_name })
            .from(contacts)
            .where(and(eq(contacts.contractor_id, id), eq(contacts.is_primary, true)))
        ).map((c) => ({ ...c, lang: 'pl' }));
    for (const r of recipients) {
      const lang = r.lang === 'en' ? 'en' : 'pl';
      await deps.mailer.send(
        tx,
        renderMail(
          lang,
          'registration_rejected',
          { first_name: r.first_name, company: before.name, reason },
          r.email,
        ),
      );
    }
  });
}

/** The contractors list narrowed to what the registrations screen sorts and filters by. */
const newEntryListSpec: ListSpec = {
  ...contractorListSpec,
  sort: Object.fromEntries(NEW_ENTRY_SORTS.map((k) => [k, contractorListSpec.sort[k]])),
  filters: contractorPlaceFilters,
};

export const newEntryRoutes = [
  defineRoute('partner.new-entries.index', {
    summary: 'Registrations awaiting approval',
    handler: async ({ deps, query }) => {
      const list = await listRecords<ContractorListRow>(deps.db, newEntryListSpec, query, pending);
      return { results: list.results.map(toContractorListItem), pagination: list.pagination };
    },
  }),
  defineRoute('partner.new-entries.show', {
    handler: async ({ deps, params }) => ({ model: await getNewEntry(deps.db, params.id) }),
  }),
  defineRoute('partner.new-entries.approve', {
    summary: 'Approves a registration: the company becomes a partner, its admin gets the invitation',
    handler: async ({ deps, params, actor, lang }) => {
      await approveNewEntry(serviceContext({ deps, actor }), params.id);
      return saved(lang, await getNewEntry(deps.db, params.id), 'partners.registration_approved');
    },
  }),
  defineRoute('partner.new-entries.reject', {
    summary: 'Rejects a registration with a reason, e-mailed to the registrant',
    handler: async ({ deps, params, body, actor, lang }) => {
      await rejectNewEntry(serviceContext({ deps, actor }), params.id, body.reason);
      return saved(lang, await getNewEntry(deps.db, params.id), 'partners.registration_rejected');
    },
  }),
];
