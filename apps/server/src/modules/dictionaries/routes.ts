import { businessAreaSchema, countrySchema, dictionaryResponse, provinceSchema } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { plSortKey } from '../../core/data/list.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { businessAreas, countries, provinces } from './tables.ts';

export const dictionaryRoutes = [
  defineRoute({
    name: 'public-zone.dictionary.provinces.index',
    summary: 'The 16 voivodeships',
    response: dictionaryResponse(provinceSchema),
    handler: async ({ deps }) => ({
      results: await deps.db
        .select()
        .from(provinces)
        .orderBy(asc(plSortKey(provinces.name))),
    }),
  }),
  defineRoute({
    name: 'public-zone.dictionary.countries.index',
    response: dictionaryResponse(countrySchema),
    handler: async ({ deps, lang }) => {
      const rows = await deps.db.select().from(countries).orderBy(asc(countries.id));
      return {
        results: rows.map((c) => ({ id: c.id, code: c.code, name: lang === 'en' ? c.name_en : c.name })),
      };
    },
  }),
  defineRoute({
    name: 'public-zone.partner.businessareas.index',
    summary: 'Business areas offered at registration',
    response: dictionaryResponse(businessAreaSchema),
    handler: async ({ deps }) => ({
      results: await deps.db
        .select()
        .from(businessAreas)
        .orderBy(asc(plSortKey(businessAreas.name))),
    }),
  }),
];
