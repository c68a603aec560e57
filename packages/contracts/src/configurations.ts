import { z } from 'zod';
import { DEVICE_LIMITS } from './device-limits.ts';
import { deviceRefSchema } from './devices.ts';
import { partialForm } from './forms.ts';
import { idFilter, listQuery } from './list.ts';
import { msg } from './message-format.ts';
import { dbId, isoString, required } from './rules.ts';

/** Device configurations: the sellable split systems a device is part of (spec §3). */

/** A device as a part of a sellable split system (spec §3 "device item type"). */
export const ITEM_TYPES = ['external', 'internal', 'unknown'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

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
const ITEM_UNITS: ItemType[] = ['external', 'internal'];
const configurationLines = z
  .array(configurationItemFormSchema)
  .max(
    DEVICE_LIMITS.configurationLines,
    msg('validation.max_items', { limit: DEVICE_LIMITS.configurationLines }),
  )
  .refine(
    (items) => ITEM_UNITS.every((type) => items.some((i) => i.item_type === type)),
    msg('devices.configuration_lines'),
  );

export const configurationFormSchema = z.object({
  device_id: dbId(),
  name: required(DEVICE_LIMITS.name),
  items: configurationLines,
});
export type ConfigurationForm = z.input<typeof configurationFormSchema>;

/** The owning device never changes; the lines are replaced as a whole. */
export const configurationEditFormSchema = configurationFormSchema.omit({ device_id: true });

/** Editing sends the fields it changes. */
export const configurationUpdateSchema = partialForm(configurationEditFormSchema);

export const CONFIGURATION_SORTS = ['created_at', 'name'] as const;
export const configurationListQuery = listQuery({
  sort: CONFIGURATION_SORTS,
  filters: { device: idFilter() },
});
