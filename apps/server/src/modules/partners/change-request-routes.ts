import { listRecords } from '../../core/data/reads.ts';
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

export const changeRequestRoutes = [
  defineRoute('partner.change-requests.index', {
    summary: "Partners' requests to change name, NIP or address, with the requested diff",
    handler: async ({ deps, query, auth }) => {
      const list = await listRecords<Parameters<typeof toChangeRequestRecord>[0]>(
        deps.db,
        changeRequestListSpec,
        query,
        undefined,
        { callerId: auth.id },
      );
      return { results: list.results.map(toChangeRequestRecord), pagination: list.pagination };
    },
  }),
  defineRoute('partner.change-requests.show', {
    handler: async ({ deps, params }) => ({ model: await getChangeRequest(deps.db, params.id) }),
  }),
  defineRoute('partner.change-requests.approve', {
    summary: 'Applies the requested (or only the listed) fields to the company data; mails the requester',
    handler: async ({ deps, params, body, actor, lang }) => {
      await approveChangeRequest(serviceContext({ deps, actor }), params.id, body.fields);
      return saved(lang, await getChangeRequest(deps.db, params.id), 'partners.change_request_approved');
    },
  }),
  defineRoute('partner.change-requests.reject', {
    summary: 'Rejects a change request with a reason, e-mailed to the requester',
    handler: async ({ deps, params, body, actor, lang }) => {
      await rejectChangeRequest(serviceContext({ deps, actor }), params.id, body.reason);
      return saved(lang, await getChangeRequest(deps.db, params.id), 'partners.change_request_rejected');
    },
  }),
];
