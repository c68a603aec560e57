import { z } from 'zod';
import { listQuery } from './list.ts';
import { color, isoString, translatable, translatableInput } from './rules.ts';

/** Catalogue tags (spec §3 Tag): a coloured label on devices and product cards. */

export const deviceTagRefSchema = z.object({ id: z.number().int(), name: translatable, color: z.string() });

export const deviceTagRecordSchema = deviceTagRefSchema.extend({
  created_at: isoString(),
  updated_at: isoString(),
});
export type DeviceTagRecord = z.infer<typeof deviceTagRecordSchema>;

export const deviceTagFormSchema = z.object({
  name: translatableInput(100),
  color: color().transform((v) => v.toLowerCase()),
});
export type DeviceTagForm = z.input<typeof deviceTagFormSchema>;

export const DEVICE_TAG_SORTS = ['created_at', 'name'] as const;
export const deviceTagListQuery = listQuery({ sort: DEVICE_TAG_SORTS });
