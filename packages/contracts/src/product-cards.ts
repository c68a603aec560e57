import { z } from 'zod';
import { catalogueFileSchema } from './catalogue-files.ts';
import { DEVICE_LIMITS } from './device-limits.ts';
import { deviceTagRefSchema } from './device-tags.ts';
import { richText } from './files.ts';
import { functionalityRecordSchema } from './functionalities.ts';
import { boolParam, idFilter, listQuery } from './list.ts';
import { msg } from './message-format.ts';
import {
  dbId,
  idSet,
  isoString,
  optionalText,
  optionalTranslatableInput,
  translatable,
  translatableInput,
  url,
} from './rules.ts';

/** Product cards and type cards (spec §3 Product card, Type card): the catalogue's showcase pages. */

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

/** An ordered list of file ids (gallery, materials): duplicates collapse, order is kept. */
const fileIdList = () => idSet(DEVICE_LIMITS.filesPerRecord);

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
