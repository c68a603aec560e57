import { z } from 'zod';
import { addCountryIssues, countryRulesFirstRound, registrationCountryIssues } from './auth.ts';
import { REGISTRATION_STATUSES } from './dictionaries.ts';
import { partialForm } from './forms.ts';
import { boolParam, idParam, listQuery, multi } from './list.ts';
import { msg } from './message-format.ts';
import { dbId, email, LIMITS, optionalText, POLISH_PHONE, required } from './rules.ts';
import { namedRef as ref } from './users.ts';

/**
 * Contractors (Kontrahent), their contacts (Osoba kontaktowa) and affiliates (Oddział): the
 * back-office forms and records, shared by the server routes and the web forms. Rules that
 * depend on the chosen country are pure functions here, applied the same way on both sides.
 */

const iso = () => z.string();

/** A Polish number, or a foreign one written with its `+` country prefix. */
export const INTERNATIONAL_PHONE = /^\+\d{1,3}[ -]?(?:\d[ -]?){5,13}\d$/;
export const isPhone = (v: string) => POLISH_PHONE.test(v) || INTERNATIONAL_PHONE.test(v);

const phoneNumber = () =>
  optionalText(LIMITS.phone).refine((v) => v === null || isPhone(v), msg('validation.phone'));

const optionalEmail = () =>
  optionalText(LIMITS.email)
    .refine((v) => v === null || z.email().safeParse(v).success, msg('validation.email'))
    .transform((v) => v?.toLowerCase() ?? null);

export const countryRef = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

// Contacts -----------------------------------------------------------------------------------

export const contactRecordSchema = z.object({
  id: z.number().int(),
  contractor_id: z.number().int(),
  is_primary: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  position: z.string().nullable(),
  created_at: iso(),
  updated_at: iso(),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const contactFields = {
  first_name: required(),
  last_name: required(),
  email: email(),
  phone_number: phoneNumber(),
  position: optionalText(),
};

/** spec §5: `is_primary` is required; exactly one contact of a contractor is its primary one. */
export const contactSchema = z.strictObject({ ...contactFields, is_primary: z.boolean() });
export type ContactInput = z.input<typeof contactSchema>;

export const CONTACT_SORTS = ['created_at', 'last_name', 'first_name', 'email', 'is_primary'] as const;
export const contactListQuery = listQuery({ sort: CONTACT_SORTS, filters: {} });

// Contractors --------------------------------------------------------------------------------

const addressFields = {
  address_street: required(),
  address_city: required(),
  address_postcode: required(16),
  address_province_id: dbId()
    .nullish()
    .transform((v) => v ?? null),
  address_country_id: dbId(),
};

const companyFields = {
  name: required(),
  nip_number: optionalText(32),
  ...addressFields,
  phone_number: phoneNumber(),
  electronic_invoice_email: optionalEmail(),
  electronic_form_invoice: z.boolean(),
  business_area_id: dbId(),
  consent_processing_data: z.literal(true, msg('validation.consent_required')),
  consent_commercial_info: z.boolean(),
  consent_marketing_purposes: z.boolean(),
};

type InvoiceValue = { electronic_form_invoice: boolean; electronic_invoice_email: string | null };

/** An electronic invoice needs the address it goes to; an update checks it on the patched record. */
export function invoiceEmailIssues(value: InvoiceValue): Record<string, string[]> {
  return value.electronic_form_invoice && !value.electronic_invoice_email
    ? { electronic_invoice_email: [msg('validation.required')] }
    : {};
}

export function invoiceEmailRequired(value: InvoiceValue, ctx: z.RefinementCtx) {
  addCountryIssues(ctx, invoiceEmailIssues(value));
}

/** Staff add a company by hand (spec §2 `contractors/store`), with its primary contact. */
export const contractorStoreSchema = z
  .strictObject({
    ...companyFields,
    primary_contact: z.strictObject(contactFields),
  })
  .superRefine(invoiceEmailRequired);
export type ContractorStoreInput = z.input<typeof contractorStoreSchema>;

/** The "main" tab: the company data; the primary contact is picked among its contacts. */
const contractorEditFields = z.strictObject({ ...companyFields, primary_contact_id: dbId() });
export type ContractorEditValues = z.output<typeof contractorEditFields>;

/** Editing sends the fields it changes; the invoice rule is checked on the stored company patched. */
export const contractorUpdateSchema = partialForm(contractorEditFields);
export type ContractorUpdateInput = z.input<typeof contractorUpdateSchema>;

/** Country rules (NIP checksum, postcode, province in Poland) shared with registration. */
export const contractorCountryIssues = registrationCountryIssues;

type CountryChecked = {
  address_country_id: number;
  nip_number: string | null;
  address_postcode: string;
  address_province_id: number | null;
};

function withCountryRules<T extends z.ZodType<CountryChecked>>(
  schema: T,
  isPoland: (countryId: number) => boolean,
) {
  return schema.superRefine((value, ctx) => {
    addCountryIssues(ctx, contractorCountryIssues(isPoland(value.address_country_id), value));
  }, countryRulesFirstRound);
}

/** The forms with the country rules, for a form that knows which country id is Poland. */
export const contractorStoreFormSchema = (isPoland: (countryId: number) => boolean) =>
  withCountryRules(contractorStoreSchema, isPoland);
export const contractorUpdateFormSchema = (isPoland: (countryId: number) => boolean) =>
  withCountryRules(contractorEditFields.superRefine(invoiceEmailRequired), isPoland);

export const contactRefSchema = contactRecordSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  phone_number: true,
});

export const contractorListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nip_number: z.string().nullable(),
  address_city: z.string(),
  address_province: ref.nullable(),
  business_area: ref.nullable(),
  is_partner: z.boolean(),
  partner_id: z.number().int().nullable(),
  registration_status: z.enum(REGISTRATION_STATUSES),
  primary_contact: contactRefSchema.nullable(),
  created_at: iso(),
});
export type ContractorListItem = z.infer<typeof contractorListItemSchema>;

export const contractorRecordSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  nip_number: z.string().nullable(),
  address_street: z.string(),
  address_city: z.string(),
  address_postcode: z.string(),
  address_province_id: z.number().int().nullable(),
  address_province: ref.nullable(),
  address_country_id: z.number().int(),
  address_country: countryRef,
  phone_number: z.string().nullable(),
  electronic_invoice_email: z.string().nullable(),
  electronic_form_invoice: z.boolean(),
  business_area_id: z.number().int().nullable(),
  business_area: ref.nullable(),
  primary_contact: contactRefSchema.nullable(),
  consent_processing_data: z.boolean(),
  consent_commercial_info: z.boolean(),
  consent_marketing_purposes: z.boolean(),
  registration_status: z.enum(REGISTRATION_STATUSES),
  rejection_reason: z.string().nullable(),
  decided_at: iso().nullable(),
  is_partner: z.boolean(),
  partner_id: z.number().int().nullable(),
  created_at: iso(),
  updated_at: iso(),
});
export type ContractorRecord = z.infer<typeof contractorRecordSchema>;

export const CONTRACTOR_SORTS = [
  'created_at',
  'name',
  'nip_number',
  'address_city',
  'province',
  'business_area',
  'registration_status',
  'is_partner',
] as const;

export const contractorFilters = {
  province: multi(idParam()).optional(),
  business_area: multi(idParam()).optional(),
  is_partner: boolParam().optional(),
  registration_status: multi(z.enum(REGISTRATION_STATUSES)).optional(),
  /** A caretaker's own partners only ("my partners"). */
  mine: boolParam().optional(),
};

export const contractorListQuery = listQuery({ sort: CONTRACTOR_SORTS, filters: contractorFilters });
export type ContractorListQuery = z.input<typeof contractorListQuery>;

/** Most rows one export writes; a larger export is refused with a message to narrow it. */
export const CONTRACTOR_EXPORT_LIMIT = 50_000;

// Affiliates ---------------------------------------------------------------------------------

export const affiliateSchema = z.strictObject({
  name: required(),
  ...addressFields,
  phone_number: phoneNumber(),
});
export type AffiliateInput = z.input<typeof affiliateSchema>;

/** An affiliate shares its parent's NIP: only the address rules of its country apply. */
export function affiliateCountryIssues(
  inPoland: boolean,
  value: { address_postcode?: string; address_province_id?: number | null },
): Record<string, string[]> {
  const { nip_number: _nip, ...issues } = registrationCountryIssues(inPoland, { ...value, nip_number: null });
  return issues;
}

export const affiliateFormSchema = (isPoland: (countryId: number) => boolean) =>
  affiliateSchema.superRefine((value, ctx) => {
    addCountryIssues(ctx, affiliateCountryIssues(isPoland(value.address_country_id), value));
  }, countryRulesFirstRound);

export const affiliateRecordSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  name: z.string(),
  address_street: z.string(),
  address_city: z.string(),
  address_postcode: z.string(),
  address_province_id: z.number().int().nullable(),
  address_province: ref.nullable(),
  address_country_id: z.number().int(),
  address_country: countryRef,
  phone_number: z.string().nullable(),
  created_at: iso(),
  updated_at: iso(),
});
export type AffiliateRecord = z.infer<typeof affiliateRecordSchema>;

export const AFFILIATE_SORTS = ['created_at', 'name', 'address_city'] as const;
export const affiliateListQuery = listQuery({ sort: AFFILIATE_SORTS, filters: {} });
