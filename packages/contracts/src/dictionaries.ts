import { z } from 'zod';

export const provinceSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const countrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const languageSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const businessAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  primary_color: z.string(),
  secondary_color: z.string(),
  logo_url: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const dictionaryResponse = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

export const CONSENT_SLUGS = [
  'processing-personal-data',
  'commercial-information',
  'marketing-purposes',
] as const;
export type ConsentSlug = (typeof CONSENT_SLUGS)[number];

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
