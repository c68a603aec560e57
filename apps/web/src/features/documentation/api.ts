import { BY_NAME, useOptions } from '../../lib/options.ts';

/** The dictionaries count their documents and the device preview lists them: they refresh after a document is saved. */
export const DOCUMENT_READERS = [
  'documentation.categories',
  'documentation.types',
  'documentation.tags',
  'device.devices',
] as const;

export const useCategoryOptions = () => useOptions('documentation.categories.index', { query: BY_NAME });
export const useTypeOptions = () => useOptions('documentation.types.index', { query: BY_NAME });
export const useTagOptions = () => useOptions('documentation.tags.index', { query: BY_NAME });
