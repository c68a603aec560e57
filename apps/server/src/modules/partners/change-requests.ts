import {
  CHANGE_REQUEST_FIELDS,
  type ChangeRequestField,
  type ChangeRequestRecord,
  type changeRequestStoreSchema,
  type Lang,
  msg,
  storedNip,
  t,
} from '@portal/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { anyOf, equals, type ListSpec, recordColumns } from '../../core/data/reads.ts';
import { type ServiceContext, within } from '../../core/data/records.ts';
import type { AppDeps } from '../../core/deps.ts';
import { conflict, notFound, validationError } from '../../core/http/errors.ts';
import { isoTime, isoTimeOrNull } from '../../core/iso-time.ts';
import { renderMail } from '../../core/mail/mailer.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import {
  addIssues,
  companyIssues,
  lockContractor,
  nipIssues,
  throwIfIssues,
  updateCompany,
  violates,
  withNipConstraint,
} from '../contractors/service.ts';
import { contractors, partnerModerators, partners, users } from '../people/tables.ts';
import { caredForCaller } from './queries.ts';
import { changeRequestRecords } from './records.ts';
import { type ChangeRequestChanges, partnerChangeRequests } from './tables.ts';

type Contractor = typeof contractors.$inferSelect;
type Value = string | number | null;

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const fields = {
  request: recordColumns(partnerChangeRequests),
  contractor: recordColumns(contractors),
  requester_first_name: requester.first_name,
  requester_last_name: requester.last_name,
  decider_first_name: decider.first_name,
  decider_last_name: decider.last_name,
};

type Row = {
  request: Omit<typeof partnerChangeRequests.$inferSelect, 'search_text'>;
  contractor: Contractor;
  requester_first_name: string | null;
  requester_last_name: string | null;
  decider_first_name: string | null;
  decider_last_name: string | null;
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinRefs = (q: any) =>
  q
    .innerJoin(partners, eq(partners.id, partnerChangeRequests.partner_id))
    .innerJoin(contractors, eq(contractors.id, partners.contractor_id))
    .leftJoin(requester, eq(requester.id, partnerChangeRequests.requested_by))
    .leftJoin(decider, eq(decider.id, partnerChangeRequests.decided_by));

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { id, name: `${first} ${last ?? ''}`.trim() };

export function toChangeRequestRecord(r: Row): ChangeRequestRecord {
  const q = r.request;
  return {
    id: q.id,
    partner_id: q.partner_id,
    contractor_id: r.contractor.id,
    company: { id: r.contractor.id, name: r.contractor.name },
    status: q.status,
    changes: CHANGE_REQUEST_FIELDS.filter((f) => f in q.changes).map((field) => ({
      field,
      old: q.changes[field].old,
      new: q.changes[field].new,
      current: r.contractor[field],
    })),
    approved_fields: (q.approved_fields as ChangeRequestField[] | null) ?? null,
    requested_by: person(q.requested_by, r.requester_first_name, r.requester_last_name),
    decided_by: person(q.decided_by, r.decider_first_name, r.decider_last_name),
    decided_at: isoTimeOrNull(q.decided_at),
    rejection_reason: q.rejection_reason,
    created_at: isoTime(q.created_at),
  };
}

const baseSpec = {
  table: partnerChangeRequests,
  fields,
  join: joinRefs,
  id: partnerChangeRequests.id,
  search: partnerChangeRequests.search_text,
  sort: {
    created_at: partnerChangeRequests.created_at,
    status: partnerChangeRequests.status,
    name: contractors.name_sort_key,
  },
};

const statusFilter = anyOf(partnerChangeRequests.status);

/** The back-office list; `mine` takes the caller from `listRecords`. */
export const changeRequestListSpec: ListSpec = {
  ...baseSpec,
  filters: {
    status: statusFilter,
    partner: equals(partnerChangeRequests.partner_id),
    mine: caredForCaller,
  },
};

/** The partner zone's list: its own requests (the caller's partner comes as `where`). */
export const ownChangeRequestListSpec: ListSpec = { ...baseSpec, filters: { status: statusFilter } };

export async function getChangeRequest(db: Executor, id: number, where?: SQL): Promise<ChangeRequestRecord> {
  const [row] = await joinRefs(db.select(fields).from(partnerChangeRequests).$dynamic())
    .where(and(eq(partnerChangeRequests.id, id), where))
    .limit(1);
  if (!row) throw notFound();
  return toChangeRequestRecord(row);
}

/** The pending request of a partner, if any (shown on its profile). */
export async function pendingChangeRequest(
  db: Executor,
  partnerId: number,
): Promise<ChangeRequestRecord | null> {
  const [row] = await joinRefs(db.select(fields).from(partnerChangeRequests).$dynamic())
    .where(and(eq(partnerChangeRequests.partner_id, partnerId), eq(partnerChangeRequests.status, 'pending')))
    .limit(1);
  return row ? toChangeRequestRecord(row) : null;
}

const fieldLabels = (lang: Lang, list: readonly string[]) =>
  list.map((f) => t(lang, `contractors.fields.${f}`)).join(', ');

/** The company data after applying `values`, checked by the country's rules; NIP stored normalised. */
async function checkedCompany(
  tx: Tx,
  current: Contractor,
  values: Partial<Record<ChangeRequestField, Value>>,
) {
  const next = { ...current, ...values } as Contractor;
  // The business area is not part of a change request: only the company data is checked.
  const { issues, inPoland } = await companyIssues(
    tx,
    { ...next, business_area_id: undefined },
    { nip: true },
  );
  const nip = storedNip(inPoland, next.nip_number);
  if (nip !== current.nip_number) addIssues(issues, await nipIssues(tx, nip, current.id));
  return { issues, next: { ...next, nip_number: nip } };
}

async function partnerRow(tx: Tx, partnerId: number) {
  const [row] = await tx.select().from(partners).where(eq(partners.id, partnerId));
  if (!row) throw notFound();
  return row;
}

/**
 * A company admin asks to change name, NIP or address: the fields that differ from today's
 * data are stored with their old values, and the partner's caretakers are e-mailed.
 */
export async function createChangeRequest(
  ctx: ServiceContext,
  partnerId: number,
  input: z.output<typeof changeRequestStoreSchema>,
): Promise<number> {
  const { deps, actor } = ctx;
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const partner = await partnerRow(tx, partnerId);
      const current = await lockContractor(tx, partner.contractor_id);
      const asked = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const { issues, next } = await checkedCompany(tx, current, asked);
      throwIfIssues(issues);
      const changes: ChangeRequestChanges = {};
      for (const f of CHANGE_REQUEST_FIELDS)
        if (f in asked && next[f] !== current[f]) changes[f] = { old: current[f], new: next[f] };
      if (!Object.keys(changes).length)
        throw validationError({ _: [msg('partners.change_request_no_changes')] });
      const [pending] = await tx
        .select({ id: partnerChangeRequests.id })
        .from(partnerChangeRequests)
        .where(
          and(eq(partnerChangeRequests.partner_id, partnerId), eq(partnerChangeRequests.status, 'pending')),
        );
      if (pending) throw conflict('partners.change_request_pending');
      const row = await changeRequestRecords.create(within(ctx, tx), {
        partner_id: partnerId,
        requested_by: actor.id,
        changes,
      });
      const caretakers = await tx
        .select({ email: users.email, first_name: users.first_name, lang: users.lang })
        .from(partnerModerators)
        .innerJoin(users, eq(users.id, partnerModerators.user_id))
        .where(and(eq(partnerModerators.partner_id, partnerId), eq(users.is_activated, true)));
      for (const c of caretakers) {
        const lang: Lang = c.lang === 'en' ? 'en' : 'pl';
        const params = {
          first_name: c.first_name,
          company: current.name,
          fields: fieldLabels(lang, Object.keys(changes)),
          link: `${deps.config.publicUrl}/#/cms/partner/change-requests/${row.id}`,
        };
        await deps.mailer.send(tx, renderMail(lang, 'change_request_arrived', params, c.email));
      }
      return row.id;
    });
  } catch (err) {
    if (violates(err, 'partner_change_requests_one_pending'))
      throw conflict('partners.change_request_pending');
    throw err;
  }
}

async function lockPendingRequest(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(partnerChangeRequests)
    .where(eq(partnerChangeRequests.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict('partners.change_request_decided');
  return row;
}

async function mailRequester(
  deps: AppDeps,
  tx: Tx,
  requestedBy: number | null,
  template: string,
  params: (lang: Lang) => Record<string, string>,
) {
  if (requestedBy === null) return;
  const [user] = await tx
    .select({ email: users.email, first_name: users.first_name, lang: users.lang })
    .from(users)
    .where(eq(users.id, requestedBy));
  if (!user) return;
  const lang: Lang = user.lang === 'en' ? 'en' : 'pl';
  await deps.mailer.send(
    tx,
    renderMail(lang, template, { first_name: user.first_name, ...params(lang) }, user.email),
  );
}

/** Applies exactly the approved fields (all requested ones by default) to the company data. */
export async function approveChangeRequest(
  ctx: ServiceContext,
  id: number,
  only?: ChangeRequestField[],
): Promise<void> {
  const { deps, actor } = ctx;
  await withNipConstraint(() =>
    inTransaction(ctx.db, async (tx) => {
      const c = within(ctx, tx);
      const request = await lockPendingRequest(tx, id);
      const requested = CHANGE_REQUEST_FIELDS.filter((f) => f in request.changes);
      const approved = only ? requested.filter((f) => only.includes(f)) : requested;
      const stray = (only ?? []).filter((f) => !requested.includes(f));
      if (stray.length) throw validationError({ fields: [msg('partners.change_request_field')] });
      const partner = await partnerRow(tx, request.partner_id);
      const before = await lockContractor(tx, partner.contractor_id);
      const values = Object.fromEntries(approved.map((f) => [f, request.changes[f].new]));
      const { issues } = await checkedCompany(tx, before, values);
      throwIfIssues(issues);
      const after = await updateCompany(c, before.id, values);
      await changeRequestRecords.update(
        c,
        id,
        { status: 'approved', approved_fields: approved, decided_by: actor.id, decided_at: ctx.now },
        { action: 'approve' },
      );
      await mailRequester(deps, tx, request.requested_by, 'change_request_approved', (lang) => ({
        company: after.name,
        fields: fieldLabels(lang, approved),
      }));
    }),
  );
}

export async function rejectChangeRequest(ctx: ServiceContext, id: number, reason: string): Promise<void> {
  const { deps, actor } = ctx;
  await inTransaction(ctx.db, async (tx) => {
    const request = await lockPendingRequest(tx, id);
    await changeRequestRecords.update(
      within(ctx, tx),
      id,
      { status: 'rejected', rejection_reason: reason, decided_by: actor.id, decided_at: ctx.now },
      { action: 'reject' },
    );
    const partner = await partnerRow(tx, request.partner_id);
    const [company] = await tx
      .select({ name: contractors.name })
      .from(contractors)
      .where(eq(contractors.id, partner.contractor_id));
    await mailRequester(deps, tx, request.requested_by, 'change_request_rejected', () => ({
      company: company.name,
      reason,
    }));
  });
}
