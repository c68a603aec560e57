import type { DocumentationDictionaryRecord, DocumentationTagRecord, Translatable } from '@portal/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import { plSortKey } from '../../core/data/reads.ts';
import { crudRoutes } from '../../core/http/crud.ts';
import { isoTime } from '../../core/iso-time.ts';
import { documentationCategories, documentationTags, documentationTypes } from './tables.ts';

type Row = {
  id: number;
  name: Translatable;
  color?: string;
  documentations_count: number;
  created_at: Date;
  updated_at: Date;
};

/** Documents using the outer row, counted in the list and read again in a delete's transaction. */
const usedBy = (table: string, column: string, outer: string) =>
  sql<number>`(SELECT count(*)::int FROM ${sql.identifier(table)} used WHERE used.${sql.identifier(column)} = ${sql.identifier(outer)}.id)`;

const toRecord = (r: Row): DocumentationDictionaryRecord & { color?: string } => ({
  id: r.id,
  name: { pl: r.name.pl, en: r.name.en ?? null },
  ...(r.color === undefined ? {} : { color: r.color }),
  documentations_count: r.documentations_count,
  created_at: isoTime(r.created_at),
  updated_at: isoTime(r.updated_at),
});

/**
 * The three dictionaries of the library (spec §2 /cms/documentation/categories|types|tags),
 * each on `crudRoutes`: a name in Polish (and English), a tag also a colour; deleting one is
 * refused with a Polish message while documents use it.
 */
export const categoryRoutes = crudRoutes({
  name: 'documentation.categories',
  table: documentationCategories,
  recordType: 'documentation_category',
  list: {
    fields: {
      ...getTableColumns(documentationCategories),
      documentations_count: usedBy('documentations', 'category_id', 'documentation_categories'),
    },
    sort: {
      created_at: documentationCategories.created_at,
      name: plSortKey(sql`(${documentationCategories.name}->>'pl')`),
    },
    search: sql`(${documentationCategories.name}->>'pl')`,
  },
  present: (_db, rows: Row[]) => rows.map(toRecord),
  inUse: (r) =>
    r.documentations_count > 0
      ? { key: 'documentation.category_in_use', params: { count: r.documentations_count } }
      : null,
  summary: { destroy: 'Refused with a message while documents use the category' },
});

export const typeRoutes = crudRoutes({
  name: 'documentation.types',
  table: documentationTypes,
  recordType: 'documentation_type',
  list: {
    fields: {
      ...getTableColumns(documentationTypes),
      documentations_count: usedBy('documentations', 'type_id', 'documentation_types'),
    },
    sort: {
      created_at: documentationTypes.created_at,
      name: plSortKey(sql`(${documentationTypes.name}->>'pl')`),
    },
    search: sql`(${documentationTypes.name}->>'pl')`,
  },
  present: (_db, rows: Row[]) => rows.map(toRecord),
  inUse: (r) =>
    r.documentations_count > 0
      ? { key: 'documentation.type_in_use', params: { count: r.documentations_count } }
      : null,
  summary: { destroy: 'Refused with a message while documents use the type' },
});

export const tagRoutes = crudRoutes({
  name: 'documentation.tags',
  table: documentationTags,
  recordType: 'documentation_tag',
  list: {
    fields: {
      ...getTableColumns(documentationTags),
      documentations_count: usedBy('documentation_tag_links', 'tag_id', 'documentation_tags'),
    },
    sort: {
      created_at: documentationTags.created_at,
      name: plSortKey(sql`(${documentationTags.name}->>'pl')`),
    },
    search: sql`(${documentationTags.name}->>'pl')`,
  },
  present: (_db, rows: Row[]) => rows.map((r) => toRecord(r) as DocumentationTagRecord),
  inUse: (r) =>
    r.documentations_count > 0
      ? { key: 'documentation.tag_in_use', params: { count: r.documentations_count } }
      : null,
  summary: { destroy: 'Refused with a message while documents carry the tag' },
});

export const dictionaryRoutes = [...categoryRoutes, ...typeRoutes, ...tagRoutes];
