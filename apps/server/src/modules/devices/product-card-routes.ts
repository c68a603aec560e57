import { listRecords } from '../../core/data/reads.ts';
import { writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  createProductCard,
  destroyProductCard,
  getProductCardRecord,
  type ProductCardRow,
  productCardListSpec,
  toProductCardRecords,
  updateProductCard,
} from './product-cards.ts';

/** Product cards (spec §2 /cms/device/productcards, §3 Product card). */
export const productCardRoutes = [
  defineRoute('device.productcards.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<ProductCardRow>(deps.db, productCardListSpec, query);
      return { results: await toProductCardRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute('device.productcards.show', {
    handler: async ({ deps, params }) => ({ model: await getProductCardRecord(deps.db, params.id) }),
  }),
  defineRoute('device.productcards.store', {
    status: 201,
    handler: async ({ deps, body, actor, lang }) =>
      created(
        lang,
        await getProductCardRecord(deps.db, await createProductCard(writeContext({ deps, actor }), body)),
      ),
  }),
  defineRoute('device.productcards.update', {
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateProductCard(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getProductCardRecord(deps.db, params.id));
    },
  }),
  defineRoute('device.productcards.destroy', {
    handler: async ({ deps, params, actor, lang }) => {
      await destroyProductCard(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
