import {
  messageResponse,
  modelResponse,
  outboxListQuery,
  outboxListResponse,
  syncPullBody,
  syncRunDetailSchema,
  syncRunListQuery,
  syncRunListResponse,
} from '../index.ts';
import { byId, route } from './define.ts';

export const erpApi = {
  'synchronization.synchronizations.index': route({ query: syncRunListQuery, response: syncRunListResponse }),
  'synchronization.synchronizations.show': route({
    params: byId,
    response: modelResponse(syncRunDetailSchema),
  }),
  'synchronization.synchronizations.pull': route({ body: syncPullBody, response: messageResponse }),
  'synchronization.outbox.index': route({ query: outboxListQuery, response: outboxListResponse }),
  'synchronization.outbox.resend': route({ record: true, params: byId, response: messageResponse }),
};
