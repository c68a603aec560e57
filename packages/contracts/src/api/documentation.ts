import {
  documentationDictionariesSchema,
  documentationDictionaryFormSchema,
  documentationDictionaryListQuery,
  documentationDictionaryRecordSchema,
  documentationDownloadListQuery,
  documentationDownloadSchema,
  documentationFavoriteSchema,
  documentationFileQuery,
  documentationFormSchema,
  documentationListQuery,
  documentationRecordSchema,
  documentationSummaryResponse,
  documentationSyncSchema,
  documentationTagFormSchema,
  documentationTagRecordSchema,
  documentationZipQuery,
  listResponse,
  modelResponse,
  partnerDocumentationListQuery,
  partnerDocumentationSchema,
} from '../index.ts';
import { byId, crud, route } from './define.ts';

/**
 * The documentation library (issue 18): documents and their dictionaries, the device's,
 * product card's and contractor's documentation children, and the partner zone's library with
 * favourites, counted downloads and the ZIP of several documents.
 */
export const documentationApi = {
  ...crud('documentation.documentations', {
    query: documentationListQuery,
    form: documentationFormSchema,
    record: documentationRecordSchema,
  }),
  ...crud('documentation.categories', {
    query: documentationDictionaryListQuery,
    form: documentationDictionaryFormSchema,
    record: documentationDictionaryRecordSchema,
  }),
  ...crud('documentation.types', {
    query: documentationDictionaryListQuery,
    form: documentationDictionaryFormSchema,
    record: documentationDictionaryRecordSchema,
  }),
  ...crud('documentation.tags', {
    query: documentationDictionaryListQuery,
    form: documentationTagFormSchema,
    record: documentationTagRecordSchema,
  }),
  'device.devices.sync-documentations': route({
    record: true,
    params: byId,
    body: documentationSyncSchema,
    response: documentationSummaryResponse,
  }),
  'device.devices.documentations': route({
    method: 'GET',
    record: true,
    params: byId,
    response: documentationSummaryResponse,
  }),
  'device.productcards.documentations': route({
    method: 'GET',
    record: true,
    params: byId,
    response: documentationSummaryResponse,
  }),
  'contractor.contractors.documentations': route({
    method: 'GET',
    record: true,
    params: byId,
    query: documentationDownloadListQuery,
    response: listResponse(documentationDownloadSchema),
  }),
  'partner-zone.documentation.dictionaries.index': route({ response: documentationDictionariesSchema }),
  'partner-zone.documentation.documentations.index': route({
    query: partnerDocumentationListQuery,
    response: listResponse(partnerDocumentationSchema),
  }),
  'partner-zone.documentation.documentations.show': route({
    params: byId,
    response: modelResponse(partnerDocumentationSchema),
  }),
  'partner-zone.documentation.documentations.download': route({
    method: 'GET',
    record: true,
    params: byId,
    query: documentationFileQuery,
  }),
  'partner-zone.documentation.documentations.zip': route({ method: 'GET', query: documentationZipQuery }),
  'partner-zone.documentation.documentations.favorite': route({
    record: true,
    params: byId,
    response: modelResponse(documentationFavoriteSchema),
  }),
  'partner-zone.device.devices.documentations': route({
    method: 'GET',
    record: true,
    params: byId,
    response: documentationSummaryResponse,
  }),
};
