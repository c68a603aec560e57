import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { WriteContext } from '../../core/data/records.ts';
import type { Executor } from '../../db/client.ts';
import { updateCompany } from '../contractors/service.ts';
import { countries, provinces } from '../dictionaries/tables.ts';
import { partnerRecords } from '../people/records.ts';
import { contractors, partners } from '../people/tables.ts';
import type { erpCustomers } from './tables.ts';

type ErpCustomer = Pick<
  typeof erpCustomers.$inferSelect,
  | 'external_id'
  | 'bill_to_customer_id'
  | 'name'
  | 'nip_number'
  | 'address_street'
  | 'address_postcode'
  | 'address_city'
  | 'address_state'
  | 'address_country'
>;

type CompanyFields = Partial<
  Pick<
    typeof contractors.$inferInsert,
    | 'name'
    | 'nip_number'
    | 'address_street'
    | 'address_postcode'
    | 'address_city'
    | 'address_country_id'
    | 'address_province_id'
  >
>;

/**
 * The company data the ERP owns, as our columns. A field the ERP leaves empty keeps our value:
 * the address columns are required here, and a half-filled ERP card must not blank a partner.
 */
async function companyFields(tx: Executor, customer: ErpCustomer): Promise<CompanyFields> {
  const fields: CompanyFields = { name: customer.name };
  if (customer.nip_number) fields.nip_number = customer.nip_number;
  if (customer.address_street) fields.address_street = customer.address_street;
  if (customer.address_postcode) fields.address_postcode = customer.address_postcode;
  if (customer.address_city) fields.address_city = customer.address_city;
  if (customer.address_country) {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, customer.address_country));
    if (!country) throw new Error(`Nieznany kod kraju w ERP: ${customer.address_country}`);
    fields.address_country_id = country.id;
    // BC keeps the province as free text ("state"); outside Poland we have no provinces.
    if (customer.address_country !== 'PL') fields.address_province_id = null;
  }
  if (customer.address_state && (customer.address_country ?? 'PL') === 'PL') {
    const [province] = await tx
      .select({ id: provinces.id })
      .from(provinces)
      .where(sql`lower(${provinces.name}) = lower(${customer.address_state.trim()})`);
    if (province) fields.address_province_id = province.id;
  }
  return fields;
}

/**
 * Refreshes the partners linked to an ERP customer (`partners.external_id`): the bill-to customer
 * and the company's name, NIP and address, each change audited with the given actor. Runs in the
 * caller's transaction, so a pull page applies customers and their partners together.
 */
export async function refreshPartnersFromErp(ctx: WriteContext, customer: ErpCustomer): Promise<void> {
  const tx = ctx.db;
  const linked = await tx
    .select()
    .from(partners)
    .where(eq(partners.external_id, customer.external_id))
    .for('update');
  if (!linked.length) return;
  // Unlinked bill-to means invoices go to the customer itself, as the partner form stores it.
  const billTo = customer.bill_to_customer_id ?? customer.external_id;
  for (const partner of linked) {
    if (partner.bill_to_customer_id !== billTo)
      await partnerRecords.update(ctx, partner.id, { bill_to_customer_id: billTo });
    await refreshCompanyFromErp(ctx, partner.contractor_id, customer);
  }
}

/** The ERP customer's NIP belongs to another company here: that company's record is kept. */
export class ErpNipTaken extends Error {
  constructor(
    readonly nip: string,
    readonly holder: string,
    company: string,
  ) {
    super(
      `NIP ${nip} z ERP ma już kontrahent „${holder}”; dane partnera „${company}” nie zostały odświeżone`,
    );
  }
}

/**
 * Writes the company data the ERP owns (name, NIP, address) onto a partner's company, audited;
 * used by the customer pull and when staff link a partner to an ERP customer.
 */
export async function refreshCompanyFromErp(
  ctx: WriteContext,
  contractorId: number,
  customer: ErpCustomer,
): Promise<void> {
  const tx = ctx.db;
  const fields = await companyFields(tx, customer);
  const [before] = await tx.select().from(contractors).where(eq(contractors.id, contractorId)).for('update');
  const changed = Object.entries(fields).some(([key, value]) => before[key as keyof typeof before] !== value);
  if (!changed) return;
  if (fields.nip_number && fields.nip_number !== before.nip_number) {
    const [taken] = await tx
      .select({ id: contractors.id, name: contractors.name })
      .from(contractors)
      .where(
        and(
          eq(contractors.nip_number, fields.nip_number),
          isNull(contractors.parent_id),
          ne(contractors.id, before.id),
        ),
      )
      .limit(1);
    if (taken) throw new ErpNipTaken(fields.nip_number, taken.name, before.name);
  }
  await updateCompany(ctx, before.id, fields);
}
