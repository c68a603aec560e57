import { asc } from 'drizzle-orm';
import { plSortKey } from '../../core/data/reads.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { businessAreas, countries, provinces } from './tables.ts';

export const dictionaryRoutes = [
  defineRoute('public-zone.dictionary.provinces.index', {
    summary: 'The 16 voivodeships',
    handler: async ({ deps }) => ({
      results: await deps.db
        .select()
        .from(provinces)
        .orderBy(asc(plSortKey(provinces.name))),
    }),
  }),
  defineRoute('public-zone.dictionary.countries.index', {
    handler: async ({ deps, lang }) => {
      const rows = await deps.db.select().from(countries).orderBy(asc(countries.id));
      return {
        results: rows.map((c) => ({ id: c.id, code: c.code, name: lang === 'en' ? c.name_en : c.name })),
      };
    },
  }),
  defineRoute('public-zone.partner.businessareas.index', {
    summary: 'Business areas offered at registration',
    handler: async ({ deps }) => ({
      results: await deps.db
        .select()
        .from(businessAreas)
        .orderBy(asc(plSortKey(businessAreas.name))),
    }),
  }),
];
