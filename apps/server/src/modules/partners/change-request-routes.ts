import {
  changeRequestApproveSchema,
  changeRequestListQuery,
  changeRequestRecordSchema,
  idParam,
  listResponse,
  modelResponse,
  rejectionSchema,
  writeResponse,
} from '@portal/contracts';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import { serviceContext } from '../../core/data/records.ts';
import { saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  approveChangeRequest,
  changeRequestListSpec,
  getChangeRequest,
  rejectChangeRequest,
  toChangeRequestRecord,
} from './change-requests.ts';

const byId = z.object({ id: idParam() });

export const changeRequestRoutes = [
  defineRoute({
    name: 'partner.change-requests.index',
    summary: "Partners' requests to change name, NIP or address, with the requested diff",
    query: changeRequestListQuery,
    response: listResponse(changeRequestRecordSchema),
    handler: async ({ deps, query, auth }) => {
      const list = await listRecords<Parameters<typeof toChangeRequestRecord>[0]>(
        deps.db,
        changeRequestListSpec(auth?.id ?? 0),
        query,
      );
      return { ...list, results: list.results.map(toChangeRequestRecord) };
    },
  }),
  defineRoute({
    name: 'partner.change-requests.show',
    params: byId,
    response: modelResponse(changeRequestRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getChangeRequest(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'partner.change-requests.approve',
    record: true,
    summary: 'Applies the requested (or only the listed) fields to the company data; mails the requester',
    params: byId,
    body: changeRequestApproveSchema.optional().transform((v) => v ?? {}),
    response: writeResponse(changeRequestRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await approveChangeRequest(serviceContext({ deps, actor }), params.id, body.fields);
      return saved(lang, await getChangeRequest(deps.db, params.id), 'partners.change_request_approved');
    },
  }),
  defineRoute({
    name: 'partner.change-requests.reject',
    record: true,
    summary: 'Rejects a change request with a reason, e-mailed to the requester',
    params: byId,
    body: rejectionSchema,
    response: writeResponse(changeRequestRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await rejectChangeRequest(serviceContext({ deps, actor }), params.id, body.reason);
      return saved(lang, await getChangeRequest(deps.db, params.id), 'partners.change_request_rejected');
    },
  }),
];
