import { z } from 'zod';
import {
  contactFields,
  contactRecordSchema,
  contractorRecordSchema,
  countryRef,
  invoiceEmailRequired,
} from './contractors.ts';
import { partialForm } from './forms.ts';
import { boolParam, idParam, listQuery, multi } from './list.ts';
import { msg } from './message-format.ts';
import { color, dbId, LIMITS, optionalText, required, slugRule } from './rules.ts';
import { namedRef as ref, userStatusParam } from './users.ts';

/**
 * Partners, their caretakers (Opiekun), new registrations, data change requests and the
 * partner-zone company profile: forms and records shared by the server and the web.
 */

const iso = () => z.string();

const idList = (max = 100) =>
  z
    .array(dbId())
    .max(max, msg('validation.max_items', { limit: max }))
    .transform((v) => [...new Set(v)]);

// Caretakers and partners --------------------------------------------------------------------

export const caretakerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  is_activated: z.boolean(),
});
export type Caretaker = z.infer<typeof caretakerSchema>;

export const partnerStatusRefSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

export const partnerListItemSchema = z.object({
  id: z.number().int(),
  contractor_id: z.number().int(),
  name: z.string(),
  nip_number: z.string().nullable(),
  address_city: z.string(),
  address_province: ref.nullable(),
  business_area: ref,
  partner_status: partnerStatusRefSchema.nullable(),
  highlighted: z.boolean(),
  external_id: z.string().nullable(),
  caretakers: z.array(caretakerSchema.pick({ id: true, first_name: true, last_name: true })),
  created_at: iso(),
});
export type PartnerListItem = z.infer<typeof partnerListItemSchema>;

export const partnerRecordSchema = z.object({
  id: z.number().int(),
  contractor_id: z.number().int(),
  contractor: contractorRecordSchema.pick({
    id: true,
    name: true,
    nip_number: true,
    address_street: true,
    address_city: true,
    address_postcode: true,
    address_province: true,
    address_country: true,
    phone_number: true,
  }),
  external_id: z.string().nullable(),
  billToCustomerId: z.string().nullable(),
  business_area_id: z.number().int(),
  business_area: ref,
  partner_status_id: z.number().int().nullable(),
  partner_status: partnerStatusRefSchema.nullable(),
  highlighted: z.boolean(),
  moderators: z.array(caretakerSchema),
  /** True once the ERP is configured: the ERP customer link is then required. */
  erp_required: z.boolean(),
  created_at: iso(),
  updated_at: iso(),
});
export type PartnerRecord = z.infer<typeof partnerRecordSchema>;

export const PARTNER_SORTS = [
  'created_at',
  'name',
  'address_city',
  'province',
  'business_area',
  'partner_status',
  'highlighted',
] as const;

export const partnerListQuery = listQuery({
  sort: PARTNER_SORTS,
  filters: {
    province: multi(idParam()).optional(),
    business_area: multi(idParam()).optional(),
    partner_status: multi(idParam()).optional(),
    caretaker: multi(idParam()).optional(),
    highlighted: boolParam().optional(),
    /** The caller's own partners, as their caretaker ("my partners"). */
    mine: boolParam().optional(),
  },
});
export type PartnerListQuery = z.input<typeof partnerListQuery>;

const erpNumber = () => optionalText(50);

/**
 * `PATCH partner.partners.update` (spec §5 "Partner"): business area, highlighted and partner
 * status are required; the ERP link (`external_id`, `billToCustomerId`) is picked from the ERP
 * customer list and becomes required once the ERP is configured; `moderators` are caretaker
 * user ids (omitted = unchanged).
 */
export const partnerFormSchema = z.strictObject({
  business_area_id: dbId(),
  highlighted: z.boolean(msg('validation.required')),
  partner_status_id: dbId(),
  external_id: erpNumber().optional(),
  billToCustomerId: erpNumber().optional(),
  moderators: idList().optional(),
});

/** Editing sends the fields it changes; the ERP link and the caretakers only when sent. */
export const partnerUpdateSchema = partialForm(partnerFormSchema);
export type PartnerUpdateInput = z.input<typeof partnerUpdateSchema>;

export const CARETAKER_SORTS = ['last_name', 'first_name', 'email', 'created_at'] as const;
/**
 * Not created_at (spec §9): this is the caretaker picker of the partner form, not a table;
 * people are looked for by surname.
 */
export const caretakerListQuery = listQuery({
  sort: CARETAKER_SORTS,
  defaultSort: 'last_name',
  filters: { status: userStatusParam().optional() },
});

export const caretakerCandidateSchema = caretakerSchema.extend({
  role: z.object({ slug: z.string(), name: z.string() }),
});

// ERP customers ------------------------------------------------------------------------------

export const erpCustomerSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  bill_to_customer_id: z.string().nullable(),
  name: z.string(),
  nip_number: z.string().nullable(),
  address_city: z.string().nullable(),
  /** The partner already linked to this customer, if any. */
  partner: ref.nullable(),
});
export type ErpCustomer = z.infer<typeof erpCustomerSchema>;

export const ERP_CUSTOMER_SORTS = ['name', 'external_id', 'created_at'] as const;
/** Not created_at (spec §9): the ERP-customer picker that links a partner; looked up by name. */
export const erpCustomerListQuery = listQuery({ sort: ERP_CUSTOMER_SORTS, defaultSort: 'name', filters: {} });

// New entries --------------------------------------------------------------------------------

export const registrantSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_company_admin: z.boolean(),
  is_activated: z.boolean(),
});

export const newEntryRecordSchema = contractorRecordSchema.extend({ users: z.array(registrantSchema) });
export type NewEntryRecord = z.infer<typeof newEntryRecordSchema>;

export const NEW_ENTRY_SORTS = ['created_at', 'name', 'address_city'] as const;
export const newEntryListQuery = listQuery({
  sort: NEW_ENTRY_SORTS,
  filters: {
    province: multi(idParam()).optional(),
    business_area: multi(idParam()).optional(),
  },
});

export const REASON_MAX = 2000;
export const rejectionSchema = z.strictObject({ reason: required(REASON_MAX) });
export type RejectionInput = z.input<typeof rejectionSchema>;

// Change requests ----------------------------------------------------------------------------

/** The company data a partner may only change through a request staff approve (issue 7 §4). */
export const CHANGE_REQUEST_FIELDS = [
  'name',
  'nip_number',
  'address_street',
  'address_city',
  'address_postcode',
  'address_province_id',
  'address_country_id',
] as const;
export type ChangeRequestField = (typeof CHANGE_REQUEST_FIELDS)[number];

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const changeRequestStoreSchema = z
  .strictObject({
    name: required(),
    nip_number: optionalText(32),
    address_street: required(),
    address_city: required(),
    address_postcode: required(16),
    address_province_id: dbId().nullable(),
    address_country_id: dbId(),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: msg('partners.change_request_empty'),
    path: ['_'],
  });
export type ChangeRequestStoreInput = z.input<typeof changeRequestStoreSchema>;

const changeValue = z.union([z.string(), z.number(), z.null()]);

export const changeRequestRecordSchema = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  contractor_id: z.number().int(),
  company: ref,
  status: z.enum(CHANGE_REQUEST_STATUSES),
  /** Per field: the value when requested (`old`), the requested one, and today's value. */
  changes: z.array(
    z.object({
      field: z.enum(CHANGE_REQUEST_FIELDS),
      old: changeValue,
      new: changeValue,
      current: changeValue,
    }),
  ),
  approved_fields: z.array(z.enum(CHANGE_REQUEST_FIELDS)).nullable(),
  requested_by: ref.nullable(),
  decided_by: ref.nullable(),
  decided_at: iso().nullable(),
  rejection_reason: z.string().nullable(),
  created_at: iso(),
});
export type ChangeRequestRecord = z.infer<typeof changeRequestRecordSchema>;

export const CHANGE_REQUEST_SORTS = ['created_at', 'status', 'name'] as const;
export const changeRequestListQuery = listQuery({
  sort: CHANGE_REQUEST_SORTS,
  filters: {
    status: multi(z.enum(CHANGE_REQUEST_STATUSES)).optional(),
    partner: idParam().optional(),
    mine: boolParam().optional(),
  },
});
export const partnerZoneChangeRequestListQuery = listQuery({
  sort: CHANGE_REQUEST_SORTS,
  filters: { status: multi(z.enum(CHANGE_REQUEST_STATUSES)).optional() },
});

/** Approve all requested fields, or only those listed. */
export const changeRequestApproveSchema = z
  .strictObject({ fields: z.array(z.enum(CHANGE_REQUEST_FIELDS)).min(1).max(CHANGE_REQUEST_FIELDS.length) })
  .partial();
export type ChangeRequestApproveInput = z.input<typeof changeRequestApproveSchema>;

// Business areas and partner statuses --------------------------------------------------------

export const businessAreaRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  contractors_count: z.number().int(),
  partners_count: z.number().int(),
  created_at: iso(),
  updated_at: iso(),
});

export const businessAreaInputSchema = z.strictObject({
  name: required(),
  /** Made from the name when omitted (spec §9 slug creation). */
  slug: slugRule().optional(),
});
export type BusinessAreaInput = z.input<typeof businessAreaInputSchema>;

export const partnerStatusRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  partners_count: z.number().int(),
  created_at: iso(),
  updated_at: iso(),
});

export const partnerStatusInputSchema = z.strictObject({
  name: required(),
  slug: slugRule().optional(),
  color: color().optional(),
});
export type PartnerStatusInput = z.input<typeof partnerStatusInputSchema>;

export const PARTNER_DICTIONARY_SORTS = ['created_at', 'name', 'slug'] as const;
export const partnerDictionaryListQuery = listQuery({
  sort: PARTNER_DICTIONARY_SORTS,
  filters: {},
});

// Partner zone -------------------------------------------------------------------------------

/** A contact as the company admin edits it in the profile: `id` for an existing one. */
export const profileContactSchema = z.strictObject({
  id: dbId().optional(),
  ...contactFields,
  is_primary: z.boolean(),
});

const MAX_CONTACTS = 50;

const companyProfileFields = z.strictObject({
  phone_number: contactFields.phone_number,
  electronic_invoice_email: optionalText(LIMITS.email)
    .refine((v) => v === null || z.email().safeParse(v).success, msg('validation.email'))
    .transform((v) => v?.toLowerCase() ?? null),
  electronic_form_invoice: z.boolean(),
  contacts: z
    .array(profileContactSchema)
    .min(1, msg('contractors.primary_contact_required'))
    .max(MAX_CONTACTS, msg('validation.max_items', { limit: MAX_CONTACTS }))
    .refine(
      (list) => !list.length || list.filter((c) => c.is_primary).length === 1,
      msg('contractors.one_primary_contact'),
    ),
});

/**
 * What a company admin changes directly (issue 7 §4): contacts, phone and invoice e-mail.
 * Name, NIP and address go through a change request instead. `contacts` is the full list:
 * contacts left out are removed; exactly one is primary.
 */
export const companyProfileFormSchema = companyProfileFields.superRefine(invoiceEmailRequired);

/** Editing sends the fields it changes; the invoice rule is checked on the stored profile patched. */
export const companyProfileUpdateSchema = partialForm(companyProfileFields);
export type CompanyProfileUpdateInput = z.input<typeof companyProfileUpdateSchema>;

export const companyProfileSchema = z.object({
  id: z.number().int(),
  contractor_id: z.number().int(),
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
  business_area: ref,
  contacts: z.array(contactRecordSchema),
  pending_change_request: changeRequestRecordSchema.nullable(),
  /** Whether the caller may change the profile (company admins). */
  can_edit: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The partner dashboard's data: the company and its caretakers' contact card. */
export const partnerZonePartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_area: ref,
  partner_status: partnerStatusRefSchema.nullable(),
  caretakers: z.array(caretakerSchema.omit({ is_activated: true })),
});
export type PartnerZonePartner = z.infer<typeof partnerZonePartnerSchema>;
