import {
  CONTRACTOR_EXPORT_LIMIT,
  contractorListItemSchema,
  contractorListQuery,
  contractorRecordSchema,
  contractorStoreSchema,
  contractorUpdateSchema,
  idParam,
  listResponse,
  messageResponse,
  modelResponse,
  writeResponse,
} from '@portal/contracts';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import { writeContext } from '../../core/data/records.ts';
import { AppError } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { contractorColumns, sendXlsx } from './export.ts';
import {
  type ContractorListRow,
  contractorListSpec,
  getContractorRecord,
  toContractorListItem,
  topLevel,
} from './queries.ts';
import { createContractor, destroyContractor, updateContractor } from './service.ts';

const byId = z.object({ id: idParam() });

export const contractorRoutes = [
  defineRoute({
    name: 'contractor.contractors.index',
    summary:
      'Contractors list: search over name/NIP/city, province, business area, partner, registration status',
    query: contractorListQuery,
    response: listResponse(contractorListItemSchema),
    handler: async ({ deps, query, auth }) => {
      const list = await listRecords<ContractorListRow>(
        deps.db,
        contractorListSpec(auth?.id ?? 0),
        query,
        topLevel,
      );
      return { ...list, results: list.results.map(toContractorListItem) };
    },
  }),
  defineRoute({
    name: 'contractor.contractors.export',
    method: 'GET',
    summary: 'The filtered contractors list as XLSX',
    query: contractorListQuery,
    stream: true,
    handler: async ({ deps, query, auth, reply, lang, t }) => {
      const list = await listRecords<ContractorListRow>(
        deps.db,
        contractorListSpec(auth?.id ?? 0),
        { ...query, page: 1, per_page: CONTRACTOR_EXPORT_LIMIT },
        topLevel,
      );
      if (list.pagination.total > CONTRACTOR_EXPORT_LIMIT)
        throw new AppError(422, 'contractors.export_too_large', { limit: CONTRACTOR_EXPORT_LIMIT });
      const date = deps.clock.now().toISOString().slice(0, 10);
      await sendXlsx(reply, {
        filename: `kontrahenci-${date}.xlsx`,
        sheet: t('contractors.export_sheet'),
        columns: contractorColumns(lang),
        rows: list.results.map(toContractorListItem),
      });
      return undefined;
    },
  }),
  defineRoute({
    name: 'contractor.contractors.store',
    summary: 'Staff add a company by hand (approved, with its primary contact and consents)',
    body: contractorStoreSchema,
    status: 201,
    response: writeResponse(contractorRecordSchema),
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createContractor(writeContext({ deps, actor }), body);
      return created(lang, await getContractorRecord(deps.db, id));
    },
  }),
  defineRoute({
    name: 'contractor.contractors.show',
    params: byId,
    response: modelResponse(contractorRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getContractorRecord(deps.db, params.id, topLevel) }),
  }),
  defineRoute({
    name: 'contractor.contractors.update',
    summary: 'The main tab: company data (NIP and postcode rules in Poland), consents, primary contact',
    params: byId,
    body: contractorUpdateSchema,
    response: writeResponse(contractorRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateContractor(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getContractorRecord(deps.db, params.id));
    },
  }),
  defineRoute({
    name: 'contractor.contractors.destroy',
    summary: 'Deletes a contractor that is not a partner, with its affiliates',
    params: byId,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await destroyContractor(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
