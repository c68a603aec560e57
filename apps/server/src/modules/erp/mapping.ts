import { z } from 'zod';

/**
 * Business Central API v2.0 records → our rows. Only the fields we map are validated; the rest
 * of a record is ignored. The field-mapping table of docs/erp-synchronization.md mirrors these two
 * functions.
 */

const modifiedAt = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'to nie jest data');

export const bcCustomerSchema = z.object({
  number: z.string().min(1).max(20),
  displayName: z.string().min(1).max(100),
  taxRegistrationNumber: z.string().max(20).nullish(),
  addressLine1: z.string().max(100).nullish(),
  addressLine2: z.string().max(50).nullish(),
  city: z.string().max(30).nullish(),
  state: z.string().max(30).nullish(),
  country: z.string().max(10).nullish(),
  postalCode: z.string().max(20).nullish(),
  /** Not in the standard v2.0 customer: exposed by an extension of the API page. */
  billToCustomerNumber: z.string().max(20).nullish(),
  lastModifiedDateTime: modifiedAt,
});

export const bcItemSchema = z.object({
  number: z.string().min(1).max(20),
  displayName: z.string().min(1).max(100),
  displayName2: z.string().max(50).nullish(),
  baseUnitOfMeasureCode: z.string().max(10).nullish(),
  unitPrice: z.number().min(0).max(1e11),
  blocked: z.boolean(),
  lastModifiedDateTime: modifiedAt,
  /** Attached by the connector from the portal extension's itemUnitsOfMeasure page. */
  itemUnitsOfMeasure: z
    .array(
      z.object({
        code: z.string().max(10),
        qtyPerUnitOfMeasure: z.number().positive().max(1e7),
        salesUnitOfMeasure: z.boolean(),
      }),
    )
    .default([]),
});

/** Decimal złoty → integer grosze, through the decimal text so 0.1 + 0.2 artefacts never reach money. */
function toGrosze(amount: number): number {
  const [whole, frac = ''] = amount.toFixed(2).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(frac.padEnd(2, '0')));
}

/** Digits only: BC keeps NIPs as typed ("PL 123-456-78-90"); ours are 10 digits. */
function nipFrom(taxRegistrationNumber: string | null | undefined): string | null {
  if (!taxRegistrationNumber) return null;
  const digits = taxRegistrationNumber.replace(/^PL/i, '').replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

/**
 * Base units in one sold unit: the quantity of the item's sales unit of measure, 1 when the item
 * is sold in its base unit. Kept as the numeric(12,4) text the devices table stores.
 */
function factorFrom(units: { qtyPerUnitOfMeasure: number; salesUnitOfMeasure: boolean }[]): string {
  const sales = units.find((u) => u.salesUnitOfMeasure);
  return (sales?.qtyPerUnitOfMeasure ?? 1).toFixed(4);
}

export function customerRow(c: z.infer<typeof bcCustomerSchema>) {
  return {
    external_id: c.number,
    name: c.displayName,
    nip_number: nipFrom(c.taxRegistrationNumber),
    address_street: [c.addressLine1, c.addressLine2].filter(Boolean).join(' ') || null,
    address_postcode: c.postalCode || null,
    address_city: c.city || null,
    address_state: c.state || null,
    address_country: c.country ? c.country.toUpperCase() : null,
    bill_to_customer_id:
      c.billToCustomerNumber && c.billToCustomerNumber !== c.number ? c.billToCustomerNumber : null,
  };
}

export function itemRow(i: z.infer<typeof bcItemSchema>) {
  return {
    code: i.number,
    name: i.displayName,
    name2: i.displayName2 || null,
    unit: i.baseUnitOfMeasureCode || 'szt.',
    blocked: i.blocked,
    sales_price: toGrosze(i.unitPrice),
    factor: factorFrom(i.itemUnitsOfMeasure),
  };
}
