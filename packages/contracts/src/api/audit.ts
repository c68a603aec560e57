import { auditEntrySchema, auditListQuery, listResponse } from '../index.ts';
import { route } from './define.ts';

export const auditApi = {
  'core.audit.index': route({ query: auditListQuery, response: listResponse(auditEntrySchema) }),
};
