import { z } from 'zod';
import { catalogueFileSchema } from './catalogue-files.ts';
import { deviceRefSchema } from './devices.ts';
import { boolParam, idFilter, idParam, listQuery, multi, textParam } from './list.ts';
import { msg } from './message-format.ts';
import { color, dbId, idSet, required, translatable, translatableInput } from './rules.ts';

/**
 * The documentation library (spec §2 /cms/documentation, §3 Documentation, §5 documentation
 * rules, §7 favourites `is_favorite=1`): forms, records and list queries shared by the server
 * routes and the web screens.
 */

export const DOCUMENTATION_LIMITS = {
  number: 100,
  title: 255,
  dictionaryName: 100,
  tagsPerDocument: 50,
  devicesPerDocument: 2000,
  /** One sync call attaches or detaches at most this many documents. */
  syncPerCall: 500,
  /** Default of DOCUMENTATION_ZIP_MAX (spec §5 "at most {length} can be downloaded at once"). */
  zipMax: 20,
} as const;

/** The languages a document is written in (the portal's `languages` dictionary). */
export const DOCUMENTATION_LOCALES = ['pl', 'en', 'de'] as const;
export type DocumentationLocale = (typeof DOCUMENTATION_LOCALES)[number];

/** Files a document takes (checked by content when the document takes them): PDF and office formats. */
export const DOCUMENTATION_FILE = {
  accept: ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'cfb', 'rtf'],
  maxBytes: 100 * 1024 * 1024,
} as const;

// Dictionaries ------------------------------------------------------------------------------

export const documentationDictionaryFormSchema = z.object({
  name: translatableInput(DOCUMENTATION_LIMITS.dictionaryName),
});
export type DocumentationDictionaryForm = z.input<typeof documentationDictionaryFormSchema>;

export const documentationTagFormSchema = documentationDictionaryFormSchema.extend({
  color: color().transform((v) => v.toLowerCase()),
});
export type DocumentationTagForm = z.input<typeof documentationTagFormSchema>;

export const documentationDictionaryRefSchema = z.object({ id: z.number().int(), name: translatable });
export const documentationTagRefSchema = documentationDictionaryRefSchema.extend({ color: z.string() });

export const documentationDictionaryRecordSchema = documentationDictionaryRefSchema.extend({
  documentations_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentationDictionaryRecord = z.infer<typeof documentationDictionaryRecordSchema>;

export const documentationTagRecordSchema = documentationDictionaryRecordSchema.extend({ color: z.string() });
export type DocumentationTagRecord = z.infer<typeof documentationTagRecordSchema>;

export const DOCUMENTATION_DICTIONARY_SORTS = ['created_at', 'name'] as const;
export const documentationDictionaryListQuery = listQuery({ sort: DOCUMENTATION_DICTIONARY_SORTS });

/** The partner zone's filter options: categories, types and tags in one call. */
export const documentationDictionariesSchema = z.object({
  categories: z.array(documentationDictionaryRefSchema),
  types: z.array(documentationDictionaryRefSchema),
  tags: z.array(documentationTagRefSchema),
});

// Documents ---------------------------------------------------------------------------------

/** Spec §5: business area (at least one), code, type and category are required. */
export const documentationFormSchema = z.object({
  type_id: dbId(msg('documentation.type_required')),
  category_id: dbId(msg('documentation.category_required')),
  documentation_number: required(DOCUMENTATION_LIMITS.number),
  title: translatableInput(DOCUMENTATION_LIMITS.title),
  locale: z.enum(DOCUMENTATION_LOCALES, msg('validation.one_of')),
  active: z.boolean().default(true),
  business_areas: z
    .array(dbId(), msg('documentation.business_area_required'))
    .min(1, msg('documentation.business_area_required'))
    .max(50, msg('validation.max_items', { limit: 50 }))
    .transform((v) => [...new Set(v)]),
  tags: idSet(DOCUMENTATION_LIMITS.tagsPerDocument).default([]),
  devices: idSet(DOCUMENTATION_LIMITS.devicesPerDocument).default([]),
  file_pl: dbId().nullable().default(null),
  file_en: dbId().nullable().default(null),
});
export type DocumentationForm = z.input<typeof documentationFormSchema>;

export const businessAreaRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const documentationRecordSchema = z.object({
  id: z.number().int(),
  documentation_number: z.string(),
  title: translatable,
  locale: z.enum(DOCUMENTATION_LOCALES),
  active: z.boolean(),
  type_id: z.number().int(),
  type: documentationDictionaryRefSchema,
  category_id: z.number().int(),
  category: documentationDictionaryRefSchema,
  tags: z.array(documentationTagRefSchema),
  business_areas: z.array(businessAreaRefSchema),
  devices: z.array(deviceRefSchema),
  file_pl: catalogueFileSchema.nullable(),
  file_en: catalogueFileSchema.nullable(),
  downloads_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentationRecord = z.infer<typeof documentationRecordSchema>;

const localeFilter = () => multi(z.enum(DOCUMENTATION_LOCALES, msg('validation.one_of'))).optional();

export const DOCUMENTATION_SORTS = ['created_at', 'updated_at', 'documentation_number', 'title'] as const;
export const documentationListQuery = listQuery({
  sort: DOCUMENTATION_SORTS,
  filters: {
    category: idFilter(),
    type: idFilter(),
    tag: idFilter(),
    device: idFilter(),
    /** Documents linked to any device of these product cards (the product card's documentation tab). */
    product_card: idFilter(),
    business_area: idFilter(),
    locale: localeFilter(),
    active: boolParam().optional(),
  },
});

/** `device/devices/{id}/sync-documentations`: documents attached and detached in one call. */
export const documentationSyncSchema = z
  .object({
    attach: idSet(DOCUMENTATION_LIMITS.syncPerCall).default([]),
    detach: idSet(DOCUMENTATION_LIMITS.syncPerCall).default([]),
  })
  .refine((v) => v.attach.length + v.detach.length > 0, {
    message: msg('documentation.select_at_least_one'),
    path: ['attach'],
  });
export type DocumentationSyncForm = z.input<typeof documentationSyncSchema>;

/** A document as a device's or a product card's documentation child lists it. */
export const documentationSummarySchema = documentationRecordSchema.pick({
  id: true,
  documentation_number: true,
  title: true,
  locale: true,
  active: true,
  type: true,
  category: true,
  file_pl: true,
  file_en: true,
});
export const documentationSummaryResponse = z.object({ results: z.array(documentationSummarySchema) });

/** The contractor's documentation tab: what its users downloaded, when and who. */
export const documentationDownloadSchema = z.object({
  id: z.number().int(),
  downloaded_at: z.string(),
  user: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() })
    .nullable(),
  documentation: z
    .object({ id: z.number().int(), documentation_number: z.string(), title: translatable })
    .nullable(),
  filename: z.string().nullable(),
});
export type DocumentationDownload = z.infer<typeof documentationDownloadSchema>;

export const documentationDownloadListQuery = listQuery({
  sort: ['downloaded_at'] as const,
  defaultSort: 'downloaded_at',
  filters: { documentation: idFilter() },
});

// Partner zone ------------------------------------------------------------------------------

export const partnerDocumentationSchema = z.object({
  id: z.number().int(),
  documentation_number: z.string(),
  title: translatable,
  locale: z.enum(DOCUMENTATION_LOCALES),
  type: documentationDictionaryRefSchema,
  category: documentationDictionaryRefSchema,
  tags: z.array(documentationTagRefSchema),
  /** Only the devices partners may see. */
  devices: z.array(deviceRefSchema),
  /** `url` is the counted download of that language's file. */
  file_pl: catalogueFileSchema.nullable(),
  file_en: catalogueFileSchema.nullable(),
  is_favorite: z.boolean(),
  updated_at: z.string(),
});
export type PartnerDocumentation = z.infer<typeof partnerDocumentationSchema>;

export const PARTNER_DOCUMENTATION_SORTS = [
  'created_at',
  'updated_at',
  'documentation_number',
  'title',
] as const;
export const partnerDocumentationListQuery = listQuery({
  sort: PARTNER_DOCUMENTATION_SORTS,
  filters: {
    category: idFilter(),
    type: idFilter(),
    tag: idFilter(),
    device: idFilter(),
    /** Device model: any words of a linked device's name, second name or code. */
    model: textParam(255).optional(),
    locale: localeFilter(),
    is_favorite: boolParam().optional(),
  },
});

/** Which language's file to take: `pl` (default) or `en`; a document without it falls back to the other. */
export const documentationFileQuery = z.strictObject({
  lang: z.enum(['pl', 'en'], msg('validation.one_of')).default('pl'),
});

/**
 * The ZIP of several documents (spec §5): at least one must be selected; the upper limit is
 * a server setting, checked by the route with the message "at most {length} at once".
 */
export const documentationZipQuery = z.strictObject({
  ids: z
    .union([idParam(), z.array(idParam()).max(1000, msg('validation.max_items', { limit: 1000 }))], {
      error: msg('documentation.select_at_least_one'),
    })
    .transform((v) => [...new Set(Array.isArray(v) ? v : [v])])
    .refine((v) => v.length > 0, msg('documentation.select_at_least_one')),
  lang: documentationFileQuery.shape.lang,
});

export const documentationFavoriteSchema = z.object({ id: z.number().int(), is_favorite: z.boolean() });
