import { listRecords } from '../../core/data/reads.ts';
import { writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  type ErrorCodeShowRow,
  errorCodeListSpec,
  getErrorCodeRecord,
  toErrorCodeRecord,
} from './error-code-queries.ts';
import { createErrorCode, destroyErrorCode, updateErrorCode } from './error-code-service.ts';

/** Error codes (spec §2 /cms/device/error-codes, §3 Error code, §5 "code required"). */
export const errorCodeRoutes = [
  defineRoute('device.error-codes.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<ErrorCodeShowRow>(deps.db, errorCodeListSpec, query);
      return { results: page.results.map((r) => toErrorCodeRecord(r)), pagination: page.pagination };
    },
  }),
  defineRoute('device.error-codes.show', {
    handler: async ({ deps, params }) => ({ model: await getErrorCodeRecord(deps.db, params.id) }),
  }),
  defineRoute('device.error-codes.store', {
    status: 201,
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createErrorCode(writeContext({ deps, actor }), body);
      return created(lang, await getErrorCodeRecord(deps.db, id));
    },
  }),
  defineRoute('device.error-codes.update', {
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateErrorCode(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getErrorCodeRecord(deps.db, params.id));
    },
  }),
  defineRoute('device.error-codes.destroy', {
    handler: async ({ deps, params, actor, lang }) => {
      await destroyErrorCode(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
