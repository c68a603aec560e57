import { z } from 'zod';
import { catalogueFileSchema } from './catalogue-files.ts';
import { brandSchema } from './dictionaries.ts';
import { listQuery } from './list.ts';
import { msg } from './message-format.ts';
import { color, dbId, required, slugRule } from './rules.ts';

/** Brands (Marka): the theme's colours and logo, and the brands staff users are assigned to. */

export const BRAND_SORTS = ['created_at', 'name', 'slug'] as const;
export const brandListQuery = listQuery({ sort: BRAND_SORTS, filters: {} });

export const brandRecordSchema = brandSchema.extend({
  logo: catalogueFileSchema.nullable(),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BrandRecord = z.infer<typeof brandRecordSchema>;

export const brandFormSchema = z.strictObject({
  name: required(),
  /** Made from the name when left out or emptied (spec §9 slug rule). */
  slug: z.preprocess((v) => (v === '' || v === null ? undefined : v), slugRule().optional()),
  primary_color: color(),
  secondary_color: color(),
  /** The theme's brand; setting it moves the flag from the previous default. */
  is_default: z.boolean(msg('validation.invalid_type')).default(false),
  logo: dbId().nullable().default(null),
});
export type BrandForm = z.input<typeof brandFormSchema>;
