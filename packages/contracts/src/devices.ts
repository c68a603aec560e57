import { z } from 'zod';
import { DEVICE_LIMITS } from './device-limits.ts';
import type { FileTypeKey } from './files.ts';
import { richText } from './files.ts';
import { partialForm } from './forms.ts';
import { boolParam, idParam, listQuery, multi, textParam } from './list.ts';
import { msg } from './message-format.ts';
import {
  color,
  dbId,
  idSet,
  optionalText,
  optionalTranslatableInput,
  required,
  translatable,
  translatableInput,
  url,
} from './rules.ts';

/**
 * The device catalogue (spec §3 Device, Error code, Product card, Type card, Tag,
 * Functionality, Group tree node; §5 device groups and error codes): forms and records shared
 * by the server routes and the web forms.
 */

export { DEVICE_LIMITS };

/** A device as a part of a sellable split system (spec §3 "device item type"). */
export const ITEM_TYPES = ['external', 'internal', 'unknown'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Spec §9: functionality types standard 0, optional 1. */
export const FUNCTIONALITY_TYPES = { standard: 0, optional: 1 } as const;
export type FunctionalityTypeName = keyof typeof FUNCTIONALITY_TYPES;
export type FunctionalityType = (typeof FUNCTIONALITY_TYPES)[FunctionalityTypeName];

/** Fields the ERP owns on devices it sends; read-only here on those devices (issue 9 mapping). */
export const DEVICE_ERP_FIELDS = [
  'code',
  'name',
  'name2',
  'unit',
  'factor',
  'blocked',
  'sales_price',
] as const;
export type DeviceErpField = (typeof DEVICE_ERP_FIELDS)[number];

/** Files a catalogue record accepts (checked by content again when a record takes them). */
export const CATALOGUE_FILES = {
  image: { accept: ['jpg', 'png', 'webp'], maxBytes: 10 * 1024 * 1024 },
  manual: { accept: ['pdf'], maxBytes: 30 * 1024 * 1024 },
  material: {
    accept: ['pdf', 'jpg', 'png', 'zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
    maxBytes: 50 * 1024 * 1024,
  },
} as const satisfies Record<string, { accept: readonly FileTypeKey[]; maxBytes: number }>;

// Input helpers ------------------------------------------------------------------------------

/** An ordered list of file ids (gallery, materials): duplicates collapse, order is kept. */
const fileIdList = () => idSet(DEVICE_LIMITS.filesPerRecord);

/** A decimal typed as "8,5" or 8.5; stored as numeric, answered as a string ("8.50"). */
const decimalInput = (places: number, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((v) => String(v).replace(',', '.'))
    .refine(
      (v) => new RegExp(`^\\d+(?:\\.\\d{1,${places}})?$`).test(v),
      msg('validation.decimal', { places }),
    )
    .refine((v) => Number(v) <= max, msg('validation.max_value', { limit: max }));

const nullableDecimal = (places: number, max: number) =>
  z.union([z.null(), z.literal(''), decimalInput(places, max)]).transform((v) => (v === '' ? null : v));

const groupRequired = () => dbId(msg('devices.group_required'));

// Records ------------------------------------------------------------------------------------

const isoString = () => z.string();

/** A file as a catalogue record shows it; `url` is signed (public) or a counted download. */
export const catalogueFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

export const producerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const deviceGroupRefSchema = z.object({ id: z.number().int(), code: z.string(), name: translatable });
export const deviceTagRefSchema = z.object({ id: z.number().int(), name: translatable, color: z.string() });
export const deviceRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name2: z.string().nullable(),
});

export const producerRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  devices_count: z.number().int(),
  created_at: isoString(),
  updated_at: isoString(),
});
export type ProducerRecord = z.infer<typeof producerRecordSchema>;

export const deviceGroupRecordSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  code: z.string(),
  name: translatable,
  active: z.boolean(),
  order: z.number().int(),
  depth: z.number().int(),
  is_leaf: z.boolean(),
  devices_count: z.number().int(),
  /** Ancestors from the root, for breadcrumbs. */
  ancestors: z.array(deviceGroupRefSchema),
  created_at: isoString(),
  updated_at: isoString(),
});
export type DeviceGroupRecord = z.infer<typeof deviceGroupRecordSchema>;

/** Spec §3 "Group tree node: id, name, active, children" (plus code and order). */
export type DeviceGroupNode = {
  id: number;
  code: string;
  name: { pl: string; en: string | null };
  active: boolean;
  order: number;
  children: DeviceGroupNode[];
};
export const deviceGroupNodeSchema: z.ZodType<DeviceGroupNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: translatable,
    active: z.boolean(),
    order: z.number().int(),
    children: z.array(deviceGroupNodeSchema),
  }),
);
export const deviceGroupTreeResponse = z.object({ results: z.array(deviceGroupNodeSchema) });

export const deviceRecordSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name2: z.string().nullable(),
  unit: z.string(),
  factor: z.string(),
  heating_capacity: z.string().nullable(),
  cooling_capacity: z.string().nullable(),
  blocked: z.boolean(),
  /** Integer grosze. */
  sales_price: z.number().int().nullable(),
  is_offerable: z.boolean(),
  offer_description: z.string().nullable(),
  /** The device comes from the ERP: DEVICE_ERP_FIELDS are read-only. */
  erp_managed: z.boolean(),
  group_id: z.number().int().nullable(),
  group: deviceGroupRefSchema.nullable(),
  producer_id: z.number().int().nullable(),
  producer: producerRefSchema.nullable(),
  product_card_id: z.number().int().nullable(),
  product_card: z.object({ id: z.number().int(), name: translatable }).nullable(),
  tags: z.array(deviceTagRefSchema),
  created_at: isoString(),
  updated_at: isoString(),
});
export type DeviceRecord = z.infer<typeof deviceRecordSchema>;

export const errorCodeRecordSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: translatable.nullable(),
  manual_pl: catalogueFileSchema.nullable(),
  manual_en: catalogueFileSchema.nullable(),
  groups: z.array(deviceGroupRefSchema),
  device_ids: z.array(z.number().int()),
  devices: z.array(deviceRefSchema),
  created_at: isoString(),
  updated_at: isoString(),
});
export type ErrorCodeRecord = z.infer<typeof errorCodeRecordSchema>;

export const configurationItemRecordSchema = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  device: deviceRefSchema,
  item_type: z.enum(ITEM_TYPES),
  quantity: z.number().int(),
});
export const configurationRecordSchema = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  name: z.string(),
  items: z.array(configurationItemRecordSchema),
  created_at: isoString(),
  updated_at: isoString(),
});
export type ConfigurationRecord = z.infer<typeof configurationRecordSchema>;

export const functionalityRecordSchema = z.object({
  id: z.number().int(),
  name: translatable,
  description: translatable.nullable(),
  type: z.union([z.literal(0), z.literal(1)]),
  image: catalogueFileSchema.nullable(),
  created_at: isoString(),
  updated_at: isoString(),
});
export type FunctionalityRecord = z.infer<typeof functionalityRecordSchema>;

export const deviceTagRecordSchema = deviceTagRefSchema.extend({
  created_at: isoString(),
  updated_at: isoString(),
});
export type DeviceTagRecord = z.infer<typeof deviceTagRecordSchema>;

export const productCardRecordSchema = z.object({
  id: z.number().int(),
  name: translatable,
  features: translatable.nullable(),
  video_link: z.string().nullable(),
  video_description: translatable.nullable(),
  main_photo: catalogueFileSchema.nullable(),
  gallery: z.array(catalogueFileSchema),
  downloadable_materials: z.array(catalogueFileSchema),
  tags: z.array(deviceTagRefSchema),
  standard_functionalities: z.array(functionalityRecordSchema.omit({ created_at: true, updated_at: true })),
  optional_functionalities: z.array(functionalityRecordSchema.omit({ created_at: true, updated_at: true })),
  show_on_homepage: z.boolean(),
  show_on_brandpage: z.boolean(),
  devices_count: z.number().int(),
  created_at: isoString(),
  updated_at: isoString(),
});
export type ProductCardRecord = z.infer<typeof productCardRecordSchema>;

export const typeCardRecordSchema = z.object({
  id: z.number().int(),
  name: translatable,
  main_photo: catalogueFileSchema.nullable(),
  group_name: z.string().nullable(),
  group_kind: z.string().nullable(),
  order: z.number().int(),
  created_at: isoString(),
  updated_at: isoString(),
});
export type TypeCardRecord = z.infer<typeof typeCardRecordSchema>;

/** The partner-zone device page: the device, its product card and its error codes. */
export const partnerDeviceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name2: z.string().nullable(),
  unit: z.string(),
  heating_capacity: z.string().nullable(),
  cooling_capacity: z.string().nullable(),
  group: deviceGroupRefSchema,
  producer: producerRefSchema.nullable(),
  tags: z.array(deviceTagRefSchema),
  main_photo: catalogueFileSchema.nullable(),
});
export const partnerDeviceShowSchema = partnerDeviceSchema.extend({
  ancestors: z.array(deviceGroupRefSchema),
  product_card: productCardRecordSchema
    .omit({
      devices_count: true,
      created_at: true,
      updated_at: true,
      show_on_homepage: true,
      show_on_brandpage: true,
    })
    .nullable(),
});
export const partnerErrorCodeSchema = errorCodeRecordSchema.omit({ created_at: true, updated_at: true });

// Forms --------------------------------------------------------------------------------------

export const producerFormSchema = z.object({ name: required(DEVICE_LIMITS.name) });
export type ProducerForm = z.input<typeof producerFormSchema>;

export const deviceGroupFormSchema = z.object({
  code: required(DEVICE_LIMITS.groupCode),
  name: translatableInput(DEVICE_LIMITS.name),
  active: z.boolean().default(true),
  order: z
    .number(msg('devices.order_invalid'))
    .int(msg('devices.order_invalid'))
    .min(0)
    .max(100_000)
    .default(0),
  parent_id: dbId().nullable().default(null),
});
export type DeviceGroupForm = z.input<typeof deviceGroupFormSchema>;

/** Editing a group never moves it; moving is its own call with its own checks. */
export const deviceGroupUpdateSchema = partialForm(deviceGroupFormSchema.omit({ parent_id: true }));

export const deviceGroupMoveSchema = z.object({
  parent_id: dbId().nullable(),
  order: z
    .number(msg('devices.order_invalid'))
    .int(msg('devices.order_invalid'))
    .min(0)
    .max(100_000)
    .optional(),
});

const deviceFields = {
  code: required(DEVICE_LIMITS.code),
  name: required(DEVICE_LIMITS.name),
  name2: optionalText(DEVICE_LIMITS.name),
  unit: required(DEVICE_LIMITS.unit),
  factor: decimalInput(4, DEVICE_LIMITS.factor),
  heating_capacity: nullableDecimal(2, DEVICE_LIMITS.capacityKw),
  cooling_capacity: nullableDecimal(2, DEVICE_LIMITS.capacityKw),
  blocked: z.boolean(),
  sales_price: z
    .number(msg('validation.numeric'))
    .int(msg('validation.integer'))
    .min(0, msg('validation.min_value', { limit: 0 }))
    .max(DEVICE_LIMITS.salesPrice, msg('validation.max_value', { limit: DEVICE_LIMITS.salesPrice }))
    .nullable(),
  is_offerable: z.boolean(),
  offer_description: optionalText(DEVICE_LIMITS.offerDescription),
  group_id: groupRequired(),
  producer_id: dbId().nullable(),
  product_card_id: dbId().nullable(),
  tags: idSet(DEVICE_LIMITS.tagsPerRecord),
};

/** A device added by hand (not from the ERP). */
export const deviceFormSchema = z.object({
  ...deviceFields,
  name2: deviceFields.name2.default(null),
  unit: deviceFields.unit.default('szt.'),
  factor: deviceFields.factor.default('1'),
  heating_capacity: deviceFields.heating_capacity.default(null),
  cooling_capacity: deviceFields.cooling_capacity.default(null),
  blocked: deviceFields.blocked.default(false),
  sales_price: deviceFields.sales_price.default(null),
  is_offerable: deviceFields.is_offerable.default(false),
  offer_description: deviceFields.offer_description.default(null),
  producer_id: deviceFields.producer_id.default(null),
  product_card_id: deviceFields.product_card_id.default(null),
  tags: deviceFields.tags.default([]),
});
export type DeviceForm = z.input<typeof deviceFormSchema>;

/** Editing sends the fields it changes; on ERP devices the ERP fields may be omitted. */
export const deviceUpdateSchema = partialForm(z.object(deviceFields));
export type DeviceUpdateForm = z.input<typeof deviceUpdateSchema>;

export const configurationItemFormSchema = z.object({
  device_id: dbId(),
  item_type: z.enum(ITEM_TYPES, msg('validation.one_of')),
  quantity: z
    .number(msg('validation.numeric'))
    .int(msg('validation.integer'))
    .min(1, msg('validation.min_value', { limit: 1 }))
    .max(DEVICE_LIMITS.quantity, msg('validation.max_value', { limit: DEVICE_LIMITS.quantity })),
});

/** Spec: a sellable split system needs at least one external and one internal unit. */
export function checkConfigurationLines(
  items: { item_type: string }[],
  ctx: z.RefinementCtx,
  path = ['items'],
) {
  const has = (type: ItemType) => items.some((i) => i.item_type === type);
  if (!has('external') || !has('internal')) {
    ctx.addIssue({ code: 'custom', path, message: msg('devices.configuration_lines') });
  }
}

export const configurationFormSchema = z
  .object({
    device_id: dbId(),
    name: required(DEVICE_LIMITS.name),
    items: z
      .array(configurationItemFormSchema)
      .max(
        DEVICE_LIMITS.configurationLines,
        msg('validation.max_items', { limit: DEVICE_LIMITS.configurationLines }),
      ),
  })
  .superRefine((v, ctx) => checkConfigurationLines(v.items, ctx));
export type ConfigurationForm = z.input<typeof configurationFormSchema>;

/** The owning device never changes; name and lines are replaced as a whole. */
export const configurationUpdateSchema = z
  .object({
    name: required(DEVICE_LIMITS.name),
    items: configurationFormSchema.shape.items,
  })
  .superRefine((v, ctx) => checkConfigurationLines(v.items, ctx));

export const productCardFormSchema = z.object({
  name: translatableInput(DEVICE_LIMITS.name),
  features: z
    .object({
      pl: richText(DEVICE_LIMITS.features).nullish(),
      en: richText(DEVICE_LIMITS.features).nullish(),
    })
    .nullish()
    .transform((v) => (v?.pl?.trim() ? { pl: v.pl, en: v.en?.trim() ? v.en : null } : null))
    .default(null),
  video_link: optionalText(DEVICE_LIMITS.videoLink)
    .refine((v) => v === null || url().safeParse(v).success, msg('validation.url'))
    .refine((v) => v === null || /^https?:\/\//i.test(v), msg('validation.url'))
    .default(null),
  video_description: optionalTranslatableInput(DEVICE_LIMITS.videoDescription).default(null),
  main_photo: dbId().nullable().default(null),
  gallery: fileIdList().default([]),
  downloadable_materials: fileIdList().default([]),
  tags: idSet(DEVICE_LIMITS.tagsPerRecord).default([]),
  standard_functionalities: idSet(200).default([]),
  optional_functionalities: idSet(200).default([]),
  show_on_homepage: z.boolean().default(false),
  show_on_brandpage: z.boolean().default(false),
});
export type ProductCardForm = z.input<typeof productCardFormSchema>;

export const typeCardFormSchema = z.object({
  name: translatableInput(DEVICE_LIMITS.name),
  main_photo: dbId().nullable().default(null),
  group_name: optionalText(DEVICE_LIMITS.groupText).default(null),
  group_kind: optionalText(DEVICE_LIMITS.groupText).default(null),
  order: z
    .number(msg('devices.order_invalid'))
    .int(msg('devices.order_invalid'))
    .min(1, msg('validation.min_value', { limit: 1 }))
    .max(100_000, msg('validation.max_value', { limit: 100_000 })),
});
export type TypeCardForm = z.input<typeof typeCardFormSchema>;

export const deviceTagFormSchema = z.object({
  name: translatableInput(100),
  color: color().transform((v) => v.toLowerCase()),
});
export type DeviceTagForm = z.input<typeof deviceTagFormSchema>;

export const functionalityFormSchema = z.object({
  name: translatableInput(DEVICE_LIMITS.name),
  description: optionalTranslatableInput(DEVICE_LIMITS.errorDescription).default(null),
  type: z.union([z.literal(0), z.literal(1)], msg('validation.one_of')),
  image: dbId().nullable().default(null),
});
export type FunctionalityForm = z.input<typeof functionalityFormSchema>;

export const errorCodeFormSchema = z
  .object({
    code: required(DEVICE_LIMITS.errorCode),
    description: optionalTranslatableInput(DEVICE_LIMITS.errorDescription).default(null),
    manual_pl: dbId().nullable().default(null),
    manual_en: dbId().nullable().default(null),
    groups: idSet(200).default([]),
    device_ids: idSet(DEVICE_LIMITS.errorCodeLinks).default([]),
  })
  .superRefine((v, ctx) => {
    // Spec §5: a group is required to assign devices (devices are picked from the groups).
    if (v.device_ids.length > 0 && v.groups.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['groups'], message: msg('devices.group_required') });
    }
  });
export type ErrorCodeForm = z.input<typeof errorCodeFormSchema>;

// Lists --------------------------------------------------------------------------------------

const idFilter = () => multi(idParam()).optional();
const functionalityTypeParam = () =>
  z
    .enum(['standard', 'optional', '0', '1'], msg('validation.one_of'))
    .transform((v) => (v === 'standard' || v === '0' ? 0 : 1));

export const DEVICE_SORTS = ['created_at', 'updated_at', 'code', 'name', 'sales_price', 'blocked'] as const;
export const deviceListQuery = listQuery({
  sort: DEVICE_SORTS,
  filters: {
    group: idFilter(),
    producer: idFilter(),
    tag: idFilter(),
    product_card: idFilter(),
    blocked: boolParam().optional(),
    offerable: boolParam().optional(),
    erp_managed: boolParam().optional(),
    /** Devices without a group (not shown to partners). */
    unassigned: boolParam().optional(),
  },
});

export const PARTNER_DEVICE_SORTS = ['name', 'code', 'created_at'] as const;
export const partnerDeviceListQuery = listQuery({
  sort: PARTNER_DEVICE_SORTS,
  filters: { group: idFilter(), tag: idFilter(), producer: idFilter() },
});

export const DEVICE_GROUP_SORTS = ['order', 'code', 'name', 'created_at'] as const;
export const deviceGroupListQuery = listQuery({
  sort: DEVICE_GROUP_SORTS,
  filters: {
    is_leaf: boolParam().optional(),
    active: boolParam().optional(),
    parent: idFilter(),
    /** Roots only. */
    root: boolParam().optional(),
  },
});

export const PRODUCER_SORTS = ['created_at', 'name'] as const;
export const producerListQuery = listQuery({ sort: PRODUCER_SORTS });

export const CONFIGURATION_SORTS = ['created_at', 'name'] as const;
export const configurationListQuery = listQuery({
  sort: CONFIGURATION_SORTS,
  filters: { device: idFilter() },
});

export const PRODUCT_CARD_SORTS = ['created_at', 'updated_at', 'name'] as const;
export const productCardListQuery = listQuery({
  sort: PRODUCT_CARD_SORTS,
  filters: {
    tag: idFilter(),
    show_on_homepage: boolParam().optional(),
    show_on_brandpage: boolParam().optional(),
  },
});

export const TYPE_CARD_SORTS = ['created_at', 'order', 'name'] as const;
export const typeCardListQuery = listQuery({ sort: TYPE_CARD_SORTS });

export const DEVICE_TAG_SORTS = ['created_at', 'name'] as const;
export const deviceTagListQuery = listQuery({ sort: DEVICE_TAG_SORTS });

export const FUNCTIONALITY_SORTS = ['created_at', 'name', 'type'] as const;
export const functionalityListQuery = listQuery({
  sort: FUNCTIONALITY_SORTS,
  filters: { type: functionalityTypeParam().optional() },
});

export const ERROR_CODE_SORTS = ['created_at', 'updated_at', 'code'] as const;
export const errorCodeListQuery = listQuery({
  sort: ERROR_CODE_SORTS,
  filters: { code: textParam(DEVICE_LIMITS.errorCode).optional(), device: idFilter(), group: idFilter() },
});

export const partnerErrorCodeListQuery = listQuery({
  sort: ['code', 'created_at'] as const,
  filters: {
    code: textParam(DEVICE_LIMITS.errorCode).optional(),
    /** Device model: any words of a device's name, second name or code. */
    model: textParam(DEVICE_LIMITS.name).optional(),
    device: idFilter(),
    group: idFilter(),
  },
});

export const manualDownloadQuery = z.strictObject({
  lang: z.enum(['pl', 'en'], msg('validation.one_of')).default('pl'),
});
