import { LIMITS } from '@portal/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { crudRoutes } from '../../core/http/crud.ts';
import { notFound } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { toBrand, toBrandRecords, usersCount } from './queries.ts';
import { createBrand, destroyBrand, updateBrand } from './service.ts';
import { brands } from './tables.ts';

/**
 * Brands (Marka, spec §2 users' brands and §9 "default brand"): the back office's list, add,
 * edit and delete; the theme reads the default one without a token.
 */
export const brandRoutes = [
  ...crudRoutes({
    name: 'brand.brands',
    table: brands,
    recordType: 'brand',
    list: {
      fields: { ...getTableColumns(brands), users_count: usersCount },
      sort: { created_at: brands.created_at, name: brands.name, slug: brands.slug },
      search: sql`${brands.name} || ' ' || ${brands.slug}`,
    },
    present: toBrandRecords,
    // The default flag moves between rows and the logo is a library file: the service's writes.
    writes: { create: createBrand, update: updateBrand, destroy: destroyBrand },
    summary: {
      store: `Slug made from the name when left out; logo a library image (max ${LIMITS.logoBytes} bytes)`,
      update: 'The default brand stays the default until another brand is made the default',
      destroy: 'Refused for the default brand and while users are assigned to the brand',
    },
  }),
  defineRoute('brand.default.show', {
    summary: 'The default brand (theme colours and logo), public',
    handler: async ({ deps }) => {
      const [row] = await deps.db.select().from(brands).where(eq(brands.is_default, true)).limit(1);
      if (!row) throw notFound();
      const [record] = await toBrandRecords(deps.db, [{ ...row, users_count: 0 }]);
      return { model: toBrand(record) };
    },
  }),
];
