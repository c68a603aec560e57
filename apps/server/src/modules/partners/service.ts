import { isModeratorSlug, msg, type partnerUpdateSchema } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type ServiceContext, type WriteContext, within } from '../../core/data/records.ts';
import type { AppDeps } from '../../core/deps.ts';
import { validationError } from '../../core/http/errors.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { addIssues, type Issues, throwIfIssues, violates } from '../contractors/service.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { partnerRecords } from '../people/records.ts';
import { partnerModerators, partnerStatuses, partners, roles, users } from '../people/tables.ts';
import { ErpNipTaken, refreshCompanyFromErp } from './erp-refresh.ts';
import { erpCustomers } from './tables.ts';

/** Once the ERP is configured, every partner must be linked to an ERP customer. */
export const erpRequired = (deps: Pick<AppDeps, 'config'>) => Boolean(deps.config.erpUrl);

/**
 * Caretakers must be existing, active users with a moderator role (spec §5 "the moderator is
 * inactive", §6 "Moderators are assigned to partners as caretakers").
 */
async function caretakerIssues(db: Executor, ids: number[]): Promise<Issues> {
  if (!ids.length) return {};
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      is_activated: users.is_activated,
      role_slug: roles.slug,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(inArray(users.id, ids));
  const messages: string[] = [];
  if (rows.length !== ids.length) messages.push(msg('validation.exists'));
  for (const r of rows) {
    if (!isModeratorSlug(r.role_slug)) messages.push(msg('partners.caretaker_not_moderator'));
    else if (!r.is_activated)
      messages.push(msg('partners.moderator_inactive', { name: `${r.first_name} ${r.last_name}` }));
  }
  return messages.length ? { moderators: [...new Set(messages)] } : {};
}

type Link = { external_id: string | null; bill_to_customer_id: string | null };

/**
 * The ERP link is picked from the ERP customer list: a new customer number must be on it and
 * not linked to another partner; the bill-to number defaults to the customer's own bill-to.
 */
async function erpLink(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  partnerId: number,
  before: Link,
  input: { external_id?: string | null; billToCustomerId?: string | null },
  issues: Issues,
): Promise<Link> {
  const external = input.external_id !== undefined ? input.external_id : before.external_id;
  let bill = input.billToCustomerId !== undefined ? input.billToCustomerId : before.bill_to_customer_id;
  if (!external) {
    if (erpRequired(deps) || bill) addIssues(issues, { external_id: [msg('partners.erp_required')] });
    return { external_id: null, bill_to_customer_id: null };
  }
  const changed = external !== before.external_id || bill !== before.bill_to_customer_id;
  if (!changed) return { external_id: external, bill_to_customer_id: bill };
  const [customer] = await tx.select().from(erpCustomers).where(eq(erpCustomers.external_id, external));
  if (!customer) {
    addIssues(issues, { external_id: [msg('partners.erp_unknown')] });
    return { external_id: external, bill_to_customer_id: bill };
  }
  const [taken] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.external_id, external));
  if (taken && taken.id !== partnerId) addIssues(issues, { external_id: [msg('partners.erp_taken')] });
  bill ??= customer.bill_to_customer_id ?? customer.external_id;
  if (bill !== customer.external_id && bill !== customer.bill_to_customer_id) {
    const [billTo] = await tx
      .select({ id: erpCustomers.id })
      .from(erpCustomers)
      .where(eq(erpCustomers.external_id, bill));
    if (!billTo) addIssues(issues, { billToCustomerId: [msg('partners.erp_unknown')] });
  }
  return { external_id: external, bill_to_customer_id: bill };
}

/**
 * A partner newly linked to an ERP customer takes the company data the ERP owns at once, as
 * the next customer pull would; a NIP held by another company here refuses the link.
 */
async function takeCompanyDataFromErp(ctx: WriteContext, contractorId: number, externalId: string) {
  const [customer] = await ctx.db.select().from(erpCustomers).where(eq(erpCustomers.external_id, externalId));
  try {
    await refreshCompanyFromErp(ctx, contractorId, customer);
  } catch (err) {
    if (err instanceof ErpNipTaken)
      throw validationError({
        external_id: [msg('partners.erp_nip_taken', { nip: err.nip, name: err.holder })],
      });
    throw err;
  }
}

async function caretakerIdsOf(db: Executor, partnerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: partnerModerators.user_id })
    .from(partnerModerators)
    .where(eq(partnerModerators.partner_id, partnerId))
    .orderBy(partnerModerators.user_id);
  return rows.map((r) => r.id);
}

/** `PATCH partner.partners.update`: business area, highlighted, status, ERP link, caretakers. */
export async function updatePartner(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof partnerUpdateSchema>,
): Promise<void> {
  try {
    await inTransaction(ctx.db, async (tx) => {
      const c = within(ctx, tx);
      const before = await partnerRecords.lock(tx, id);
      const issues: Issues = {};
      // A partial update: a field left out keeps its stored value and needs no check.
      const { business_area_id: areaId, partner_status_id: statusId } = input;
      if (areaId !== undefined) {
        const [area] = await tx
          .select({ id: businessAreas.id })
          .from(businessAreas)
          .where(eq(businessAreas.id, areaId));
        if (!area) addIssues(issues, { business_area_id: [msg('validation.exists')] });
      }
      if (statusId !== undefined) {
        const [status] = await tx
          .select({ id: partnerStatuses.id })
          .from(partnerStatuses)
          .where(eq(partnerStatuses.id, statusId));
        if (!status) addIssues(issues, { partner_status_id: [msg('validation.exists')] });
      }
      const link = await erpLink(tx, ctx.deps, id, before, input, issues);
      const beforeCaretakers = await caretakerIdsOf(tx, id);
      const caretakers = input.moderators ? [...input.moderators].sort((a, b) => a - b) : beforeCaretakers;
      if (input.moderators) addIssues(issues, await caretakerIssues(tx, caretakers));
      throwIfIssues(issues);

      // The caretakers live in a link table; they join the partner's audit row.
      await partnerRecords.update(
        c,
        id,
        {
          business_area_id: input.business_area_id,
          partner_status_id: input.partner_status_id,
          highlighted: input.highlighted,
          ...link,
        },
        {
          before: async () => ({ moderators: beforeCaretakers }),
          after: async (tx) => {
            if (link.external_id && link.external_id !== before.external_id)
              await takeCompanyDataFromErp(c, before.contractor_id, link.external_id);
            if (caretakers.join() !== beforeCaretakers.join()) {
              await tx.delete(partnerModerators).where(eq(partnerModerators.partner_id, id));
              if (caretakers.length)
                await tx
                  .insert(partnerModerators)
                  .values(caretakers.map((user_id) => ({ partner_id: id, user_id })));
            }
            return { moderators: caretakers };
          },
        },
      );
    });
  } catch (err) {
    if (violates(err, 'partners_external_id_unique'))
      throw validationError({ external_id: [msg('partners.erp_taken')] });
    throw err;
  }
}
