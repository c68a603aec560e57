import { z } from 'zod';
import { catalogueFileSchema } from './catalogue-files.ts';
import { DEVICE_LIMITS } from './device-limits.ts';
import { listQuery } from './list.ts';
import { msg } from './message-format.ts';
import { dbId, isoString, optionalTranslatableInput, translatable, translatableInput } from './rules.ts';

/** Functionalities (spec §3 Functionality, §9): what a product card lists as standard or optional. */

/** Spec §9: functionality types standard 0, optional 1. */
export const FUNCTIONALITY_TYPES = { standard: 0, optional: 1 } as const;
export type FunctionalityTypeName = keyof typeof FUNCTIONALITY_TYPES;
export type FunctionalityType = (typeof FUNCTIONALITY_TYPES)[FunctionalityTypeName];

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

export const functionalityFormSchema = z.object({
  name: translatableInput(DEVICE_LIMITS.name),
  description: optionalTranslatableInput(DEVICE_LIMITS.errorDescription).default(null),
  type: z.union([z.literal(0), z.literal(1)], msg('validation.one_of')),
  image: dbId().nullable().default(null),
});
export type FunctionalityForm = z.input<typeof functionalityFormSchema>;

const functionalityTypeParam = () =>
  z
    .enum(['standard', 'optional', '0', '1'], msg('validation.one_of'))
    .transform((v) => (v === 'standard' || v === '0' ? 0 : 1));

export const FUNCTIONALITY_SORTS = ['created_at', 'name', 'type'] as const;
export const functionalityListQuery = listQuery({
  sort: FUNCTIONALITY_SORTS,
  filters: { type: functionalityTypeParam().optional() },
});
