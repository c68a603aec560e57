import type { DocumentationLocale, DocumentationRecord } from '@portal/contracts/documentation';

/** The form's values: ids where the record carries objects, empty texts for a new document. */
export type DocumentValues = {
  type_id: number | null;
  category_id: number | null;
  documentation_number: string;
  title: { pl: string; en: string };
  locale: DocumentationLocale;
  active: boolean;
  business_areas: number[];
  tags: number[];
  devices: number[];
  file_pl: number | null;
  file_en: number | null;
};

export function documentValues(record?: DocumentationRecord): DocumentValues {
  return {
    type_id: record?.type_id ?? null,
    category_id: record?.category_id ?? null,
    documentation_number: record?.documentation_number ?? '',
    title: { pl: record?.title.pl ?? '', en: record?.title.en ?? '' },
    locale: record?.locale ?? 'pl',
    active: record?.active ?? true,
    business_areas: record?.business_areas.map((a) => a.id) ?? [],
    tags: record?.tags.map((tag) => tag.id) ?? [],
    devices: record?.devices.map((d) => d.id) ?? [],
    file_pl: record?.file_pl?.id ?? null,
    file_en: record?.file_en?.id ?? null,
  };
}
