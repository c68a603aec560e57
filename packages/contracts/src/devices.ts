import { z } from 'zod';
import { catalogueFileSchema } from './catalogue-files.ts';
import { deviceGroupRefSchema } from './device-groups.ts';
import { DEVICE_LIMITS } from './device-limits.ts';
import { deviceTagRefSchema } from './device-tags.ts';
import { partialForm } from './forms.ts';
import { boolParam, idFilter, listQuery } from './list.ts';
import { msg } from './message-format.ts';
import { producerRefSchema } from './producers.ts';
import { productCardRecordSchema } from './product-cards.ts';
import { dbId, idSet, isoString, optionalText, required, translatable } from './rules.ts';

/**
 * Devices of the catalogue (spec §3 Device): forms and records shared by the server routes and
 * the web forms. The rest of the catalogue has a module each: device-groups, producers,
 * device-tags, functionalities, product-cards, configurations, error-codes, catalogue-files.
 */

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

export const deviceRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name2: z.string().nullable(),
});

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

// Forms --------------------------------------------------------------------------------------

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

// Lists --------------------------------------------------------------------------------------

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
