import { z } from 'zod';
import {
  affiliateListQuery,
  affiliateRecordSchema,
  affiliateSchema,
  companyUserListQuery,
  companyUserRecordSchema,
  companyUserStoreSchema,
  companyUserUpdateSchema,
  contactListQuery,
  contactRecordSchema,
  contactSchema,
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
} from '../index.ts';
import { byId, crud, route } from './define.ts';

/** Contacts, affiliates and company users live under their contractor's record. */
export const UNDER_CONTRACTOR = { resource: 'contractors', param: 'contractor' } as const;

const underContractor = z.object({ contractor: idParam() });
const childOfContractor = z.object({ contractor: idParam(), id: idParam() });

export const contractorsApi = {
  'contractor.users.index': route({
    parent: UNDER_CONTRACTOR,
    params: underContractor,
    query: companyUserListQuery,
    response: listResponse(companyUserRecordSchema),
  }),
  'contractor.users.store': route({
    parent: UNDER_CONTRACTOR,
    params: underContractor,
    body: companyUserStoreSchema,
    response: writeResponse(companyUserRecordSchema),
  }),
  'contractor.users.show': route({
    parent: UNDER_CONTRACTOR,
    params: childOfContractor,
    response: modelResponse(companyUserRecordSchema),
  }),
  'contractor.users.update': route({
    parent: UNDER_CONTRACTOR,
    params: childOfContractor,
    body: companyUserUpdateSchema,
    response: writeResponse(companyUserRecordSchema),
  }),
  'contractor.contractors.index': route({
    query: contractorListQuery,
    response: listResponse(contractorListItemSchema),
  }),
  'contractor.contractors.export': route({ method: 'GET', query: contractorListQuery }),
  'contractor.contractors.store': route({
    body: contractorStoreSchema,
    response: writeResponse(contractorRecordSchema),
  }),
  'contractor.contractors.show': route({ params: byId, response: modelResponse(contractorRecordSchema) }),
  'contractor.contractors.update': route({
    params: byId,
    body: contractorUpdateSchema,
    response: writeResponse(contractorRecordSchema),
  }),
  'contractor.contractors.destroy': route({ params: byId, response: messageResponse }),
  ...crud('contractor.contacts', {
    parent: UNDER_CONTRACTOR,
    query: contactListQuery,
    form: contactSchema,
    record: contactRecordSchema,
  }),
  ...crud('contractor.affiliates', {
    parent: UNDER_CONTRACTOR,
    query: affiliateListQuery,
    form: affiliateSchema,
    record: affiliateRecordSchema,
  }),
};
