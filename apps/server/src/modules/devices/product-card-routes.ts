import {
  listResponse,
  messageResponse,
  modelResponse,
  productCardFormSchema,
  productCardListQuery,
  productCardRecordSchema,
  writeResponse,
} from '@portal/contracts';
import { listRecords } from '../../core/data/list.ts';
import { writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  deleteProductCard,
  getProductCardRecord,
  type ProductCardRow,
  productCardListSpec,
  saveProductCard,
  toProductCardRecords,
} from './product-cards.ts';
import { idParams } from './shared.ts';

/** Product cards (spec §2 /cms/device/productcards, §3 Product card). */
export const productCardRoutes = [
  defineRoute({
    name: 'device.productcards.index',
    query: productCardListQuery,
    response: listResponse(productCardRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<ProductCardRow>(deps.db, productCardListSpec, query);
      return { results: await toProductCardRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'device.productcards.show',
    params: idParams,
    response: modelResponse(productCardRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getProductCardRecord(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'device.productcards.store',
    body: productCardFormSchema,
    status: 201,
    response: writeResponse(productCardRecordSchema),
    handler: async ({ deps, body, actor, lang }) =>
      created(
        lang,
        await getProductCardRecord(deps.db, await saveProductCard(writeContext({ deps, actor }), null, body)),
      ),
  }),
  defineRoute({
    name: 'device.productcards.update',
    params: idParams,
    body: productCardFormSchema,
    response: writeResponse(productCardRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(
        lang,
        await getProductCardRecord(
          deps.db,
          await saveProductCard(writeContext({ deps, actor }), params.id, body),
        ),
      ),
  }),
  defineRoute({
    name: 'device.productcards.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await deleteProductCard(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
