import {
  affiliateCountryIssues,
  type ContractorEditValues,
  contractorCountryIssues,
  type contractorStoreSchema,
  type contractorUpdateSchema,
  invoiceEmailIssues,
  msg,
  storedNip,
} from '@portal/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { patched } from '../../core/data/patch.ts';
import { type WriteContext, within } from '../../core/data/records.ts';
import { conflict, notFound, validationError } from '../../core/http/errors.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { registrations } from '../auth/tables.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import {
  consentValues,
  contactRecords,
  contractorRecords,
  recordConsents,
  userRecords,
} from '../people/records.ts';
import { contacts, contractors, partners, users } from '../people/tables.ts';
import { currentConsents } from './queries.ts';

export type Issues = Record<string, string[]>;

export function addIssues(target: Issues, source: Issues): Issues {
  for (const [field, messages] of Object.entries(source)) (target[field] ??= []).push(...messages);
  return target;
}

export function throwIfIssues(issues: Issues): void {
  if (Object.keys(issues).length) throw validationError(issues);
}

/** Whether the country is Poland; null when no such country exists. */
async function isPolandCountry(db: Executor, countryId: number): Promise<boolean | null> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.id, countryId));
  return row ? row.code === 'PL' : null;
}

type Address = { address_country_id: number; address_province_id: number | null; address_postcode: string };

/**
 * The chosen country, province and business area must exist; then the country's rules apply
 * (NIP checksum, postcode and province in Poland). `nip: false` for affiliates.
 */
export async function companyIssues(
  db: Executor,
  value: Address & { nip_number?: string | null; business_area_id?: number },
  opts: { nip: boolean },
): Promise<{ issues: Issues; inPoland: boolean }> {
  const issues: Issues = {};
  const inPoland = await isPolandCountry(db, value.address_country_id);
  if (inPoland === null) issues.address_country_id = [msg('validation.exists')];
  if (value.address_province_id !== null) {
    const [p] = await db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.id, value.address_province_id));
    if (!p) issues.address_province_id = [msg('validation.exists')];
  }
  if (value.business_area_id !== undefined) {
    const [b] = await db
      .select({ id: businessAreas.id })
      .from(businessAreas)
      .where(eq(businessAreas.id, value.business_area_id));
    if (!b) issues.business_area_id = [msg('validation.exists')];
  }
  const countryIssues = opts.nip
    ? contractorCountryIssues(inPoland === true, value)
    : affiliateCountryIssues(inPoland === true, value);
  for (const [field, messages] of Object.entries(countryIssues)) issues[field] ??= messages;
  return { issues, inPoland: inPoland === true };
}

/** A NIP belongs to one top-level contractor (`contractors_nip_unique`). */
export async function nipIssues(db: Executor, nip: string | null, exceptId?: number): Promise<Issues> {
  if (!nip) return {};
  const [taken] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(
      and(
        eq(contractors.nip_number, nip),
        isNull(contractors.parent_id),
        exceptId ? ne(contractors.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return taken ? { nip_number: [msg('validation.nip_taken')] } : {};
}

/** Whether a failure is a violation of the named constraint (drizzle keeps the driver error as `cause`). */
export function violates(err: unknown, constraint: string): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { constraint?: string }).constraint === constraint) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Concurrent writers of the same NIP: the loser gets the field message, not a 500. */
export async function withNipConstraint<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (violates(err, 'contractors_nip_unique'))
      throw validationError({ nip_number: [msg('validation.nip_taken')] });
    throw err;
  }
}

/** Locks a top-level contractor row: writers of its contacts and data queue here. */
export async function lockContractor(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(contractors)
    .where(and(eq(contractors.id, id), isNull(contractors.parent_id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Writes company fields onto a contractor row, audited with the context's actor; for changes
 * that come from elsewhere than the contractor form (ERP, change requests, partners).
 */
export async function updateCompany(
  ctx: WriteContext,
  id: number,
  values: Partial<typeof contractors.$inferInsert>,
) {
  return contractorRecords.update(ctx, id, values);
}

type CompanyValues = ContractorEditValues;

function companyColumns(v: Omit<CompanyValues, 'primary_contact_id'>, inPoland: boolean) {
  return {
    name: v.name,
    nip_number: storedNip(inPoland, v.nip_number),
    address_street: v.address_street,
    address_city: v.address_city,
    address_postcode: v.address_postcode,
    address_province_id: v.address_province_id,
    address_country_id: v.address_country_id,
    phone_number: v.phone_number,
    electronic_invoice_email: v.electronic_invoice_email,
    electronic_form_invoice: v.electronic_form_invoice,
    business_area_id: v.business_area_id,
  };
}

/** The stored company as the fields of its form. */
const companyColumnsOf = (row: typeof contractors.$inferSelect) => ({
  name: row.name,
  nip_number: row.nip_number,
  address_street: row.address_street,
  address_city: row.address_city,
  address_postcode: row.address_postcode,
  address_province_id: row.address_province_id,
  address_country_id: row.address_country_id,
  phone_number: row.phone_number,
  electronic_invoice_email: row.electronic_invoice_email,
  electronic_form_invoice: row.electronic_form_invoice,
  business_area_id: row.business_area_id,
});

/** Staff add a company by hand: an approved contractor with its primary contact and consents. */
export async function createContractor(
  ctx: WriteContext,
  input: z.output<typeof contractorStoreSchema>,
): Promise<number> {
  return withNipConstraint(() =>
    inTransaction(ctx.db, async (tx) => {
      const c = within(ctx, tx);
      const { issues, inPoland } = await companyIssues(tx, input, { nip: true });
      const values = companyColumns(input, inPoland);
      addIssues(issues, await nipIssues(tx, values.nip_number));
      throwIfIssues(issues);
      const row = await contractorRecords.create(
        c,
        { ...values, registration_status: 'approved' },
        {
          after: async (tx, row) => {
            const contact = await contactRecords.create(within(ctx, tx), {
              ...input.primary_contact,
              contractor_id: row.id,
              is_primary: true,
            });
            const consentsNow = consentValues(input);
            await recordConsents(within(ctx, tx), row.id, consentsNow, null, ctx.actor.id);
            return { ...consentsNow, primary_contact_id: contact.id };
          },
        },
      );
      return row.id;
    }),
  );
}

/** The "main" tab: company data, business area, consents and which contact is primary. */
export async function updateContractor(
  ctx: WriteContext,
  id: number,
  patch: z.output<typeof contractorUpdateSchema>,
): Promise<void> {
  await withNipConstraint(() =>
    inTransaction(ctx.db, async (tx) => {
      const c = within(ctx, tx);
      const stored = await lockContractor(tx, id);
      const [oldPrimary] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.contractor_id, id), eq(contacts.is_primary, true)));
      const beforeConsents = await currentConsents(tx, id);
      // A partial update: the fields sent over the stored company, its rules checked whole.
      const input = patched(
        {
          ...companyColumnsOf(stored),
          ...beforeConsents,
          primary_contact_id: oldPrimary?.id,
        } as CompanyValues,
        patch,
      );
      const { issues, inPoland } = await companyIssues(tx, input, { nip: true });
      addIssues(issues, invoiceEmailIssues(input));
      const values = companyColumns(input, inPoland);
      addIssues(issues, await nipIssues(tx, values.nip_number, id));
      // A company without a primary contact takes one only from the body.
      const chosen: number | undefined = input.primary_contact_id;
      const [contact] =
        chosen === undefined
          ? []
          : await tx
              .select({ id: contacts.id, is_primary: contacts.is_primary })
              .from(contacts)
              .where(and(eq(contacts.id, chosen), eq(contacts.contractor_id, id)));
      if (!contact)
        addIssues(issues, {
          primary_contact_id: [msg(chosen === undefined ? 'validation.required' : 'validation.exists')],
        });
      throwIfIssues(issues);

      if (!contact.is_primary) await makePrimary(c, id, contact.id);
      const nextConsents = consentValues(input);
      await recordConsents(c, id, nextConsents, beforeConsents, ctx.actor.id);
      // Consents and the primary contact live in other rows; they join the contractor's audit.
      await contractorRecords.update(c, id, values, {
        before: async () => ({ ...beforeConsents, primary_contact_id: oldPrimary?.id ?? null }),
        after: async () => ({ ...nextConsents, primary_contact_id: contact.id }),
      });
    }),
  );
}

/**
 * Takes the primary flag from the contractor's current primary contact (other than
 * `exceptId`), each an audited update; done before another contact gets the flag, so the
 * partial unique index never sees two primaries. The caller holds the contractor's lock.
 */
export async function demotePrimary(ctx: WriteContext, contractorId: number, exceptId?: number) {
  const holders = await ctx.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.contractor_id, contractorId),
        eq(contacts.is_primary, true),
        exceptId === undefined ? undefined : ne(contacts.id, exceptId),
      ),
    );
  for (const h of holders) await contactRecords.update(ctx, h.id, { is_primary: false });
}

/**
 * Marks one contact primary and takes the flag from the others; the caller holds the
 * contractor's row lock, so concurrent switches run one after another and the partial unique
 * index `contacts_one_primary` never sees two.
 */
export async function makePrimary(ctx: WriteContext, contractorId: number, contactId: number) {
  await demotePrimary(ctx, contractorId, contactId);
  await contactRecords.update(ctx, contactId, { is_primary: true });
}

/**
 * Deletes a contractor that is not a partner, with its affiliates and the account of a
 * registration that was never approved (no partner), so the company can register again.
 */
export async function destroyContractor(ctx: WriteContext, id: number) {
  await inTransaction(ctx.db, async (tx) => {
    const c = within(ctx, tx);
    let registrants: number[] = [];
    await contractorRecords.destroy(c, id, {
      where: isNull(contractors.parent_id),
      before: async (tx) => {
        const [partner] = await tx
          .select({ id: partners.id })
          .from(partners)
          .where(eq(partners.contractor_id, id));
        if (partner) throw conflict('contractors.partner_delete');
        registrants = (
          await tx
            .select({ id: users.id })
            .from(registrations)
            .innerJoin(users, eq(users.id, registrations.user_id))
            .where(and(eq(registrations.contractor_id, id), isNull(users.partner_id)))
        ).map((u) => u.id);
        const affiliates = await tx
          .select({ id: contractors.id })
          .from(contractors)
          .where(eq(contractors.parent_id, id));
        for (const a of affiliates) await contractorRecords.destroy(within(ctx, tx), a.id);
        return { affiliate_ids: affiliates.map((a) => a.id) };
      },
    });
    // The users area deletes the accounts of registrations never approved, each audited.
    for (const userId of registrants) await userRecords.destroy(c, userId);
  });
}
