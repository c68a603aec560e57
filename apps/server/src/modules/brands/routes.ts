import {
  brandFormSchema,
  brandListQuery,
  brandRecordSchema,
  brandSchema,
  idParam,
  LIMITS,
  listResponse,
  messageResponse,
  modelResponse,
  writeResponse,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import { writeContext } from '../../core/data/records.ts';
import { notFound } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { type BrandRow, brandListSpec, getBrand, toBrand, toBrandRecords } from './queries.ts';
import { createBrand, destroyBrand, updateBrand } from './service.ts';
import { brands } from './tables.ts';

const idParams = z.object({ id: idParam() });

/**
 * Brands (Marka, spec §2 users' brands and §9 "default brand"): the back office's list, add,
 * edit and delete; the theme reads the default one without a token.
 */
export const brandRoutes = [
  defineRoute({
    name: 'brand.brands.index',
    query: brandListQuery,
    response: listResponse(brandRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<BrandRow>(deps.db, brandListSpec, query);
      return { results: await toBrandRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'brand.brands.show',
    params: idParams,
    response: modelResponse(brandRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getBrand(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'brand.brands.store',
    summary: `Slug made from the name when left out; logo a library image (max ${LIMITS.logoBytes} bytes)`,
    body: brandFormSchema,
    status: 201,
    response: writeResponse(brandRecordSchema),
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createBrand(writeContext({ deps, actor }), body);
      return created(lang, await getBrand(deps.db, id));
    },
  }),
  defineRoute({
    name: 'brand.brands.update',
    summary: 'The default brand stays the default until another brand is made the default',
    params: idParams,
    body: brandFormSchema,
    response: writeResponse(brandRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateBrand(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getBrand(deps.db, params.id));
    },
  }),
  defineRoute({
    name: 'brand.brands.destroy',
    summary: 'Refused for the default brand and while users are assigned to the brand',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await destroyBrand(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
  defineRoute({
    name: 'brand.default.show',
    uri: '/api/brand/default',
    summary: 'The default brand (theme colours and logo), public',
    response: z.object({ model: brandSchema }),
    handler: async ({ deps }) => {
      const [row] = await deps.db.select().from(brands).where(eq(brands.is_default, true)).limit(1);
      if (!row) throw notFound();
      const [record] = await toBrandRecords(deps.db, [{ ...row, users_count: 0 }]);
      return { model: toBrand(record) };
    },
  }),
];
