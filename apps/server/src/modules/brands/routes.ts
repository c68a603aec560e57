import { brandSchema, dictionaryResponse } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { brands } from './tables.ts';

function toBrand(row: typeof brands.$inferSelect) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    is_default: row.is_default,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    logo_url: null,
  };
}

export const brandRoutes = [
  defineRoute({
    name: 'brand.brands.index',
    response: dictionaryResponse(brandSchema),
    handler: async ({ deps }) => ({
      results: (await deps.db.select().from(brands).orderBy(asc(brands.name))).map(toBrand),
    }),
  }),
  defineRoute({
    name: 'brand.default.show',
    uri: '/api/brand/default',
    summary: 'The default brand (theme colours and logo), public',
    response: z.object({ model: brandSchema }),
    handler: async ({ deps }) => {
      const [row] = await deps.db.select().from(brands).where(eq(brands.is_default, true)).limit(1);
      if (!row) throw notFound();
      return { model: toBrand(row) };
    },
  }),
];
