import { CONTRACTOR_EXPORT_LIMIT } from '@portal/contracts';
import { listRecords } from '../../core/data/reads.ts';
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

export const contractorRoutes = [
  defineRoute('contractor.contractors.index', {
    summary:
      'Contractors list: search over name/NIP/city, province, business area, partner, registration status',
    handler: async ({ deps, query, auth }) => {
      const list = await listRecords<ContractorListRow>(deps.db, contractorListSpec, query, topLevel, {
        callerId: auth.id,
      });
      return { results: list.results.map(toContractorListItem), pagination: list.pagination };
    },
  }),
  defineRoute('contractor.contractors.export', {
    summary: 'The filtered contractors list as XLSX',
    stream: true,
    handler: async ({ deps, query, auth, reply, lang, t }) => {
      const list = await listRecords<ContractorListRow>(
        deps.db,
        contractorListSpec,
        { ...query, page: 1, per_page: CONTRACTOR_EXPORT_LIMIT },
        topLevel,
        { exactCount: true, callerId: auth.id },
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
  defineRoute('contractor.contractors.store', {
    summary: 'Staff add a company by hand (approved, with its primary contact and consents)',
    status: 201,
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createContractor(writeContext({ deps, actor }), body);
      return created(lang, await getContractorRecord(deps.db, id));
    },
  }),
  defineRoute('contractor.contractors.show', {
    handler: async ({ deps, params }) => ({ model: await getContractorRecord(deps.db, params.id, topLevel) }),
  }),
  defineRoute('contractor.contractors.update', {
    summary: 'The main tab: company data (NIP and postcode rules in Poland), consents, primary contact',
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateContractor(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getContractorRecord(deps.db, params.id));
    },
  }),
  defineRoute('contractor.contractors.destroy', {
    summary: 'Deletes a contractor that is not a partner, with its affiliates',
    handler: async ({ deps, params, actor, lang }) => {
      await destroyContractor(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
