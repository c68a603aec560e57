import type { PartnerDocumentation } from '@portal/contracts';
import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  anyOf,
  either,
  type ListSpec,
  listRecords,
  ofIds,
  plSortKey,
  scopeOf,
  searchCondition,
  selectOne,
} from '../../core/data/reads.ts';
import { writeContext } from '../../core/data/records.ts';
import type { FileJson } from '../../core/data/show-json.ts';
import { streamCountedDownload } from '../../core/files/downloads.ts';
import { toCatalogueFile } from '../../core/files/record-files.ts';
import type { PartnerCaller } from '../../core/http/context.ts';
import { notFound } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { isoTime } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import { deviceGroups, devices } from '../devices/tables.ts';
import { visibleToPartners } from '../devices/visibility.ts';
import { users } from '../people/tables.ts';
import {
  type DeviceRef,
  DOWNLOAD_RECORD_TYPE,
  type DocumentRow,
  deviceSearchText,
  documentFields,
  documentFiles,
  documentSorts,
  documentTags,
  filesFor,
  findDocumentRows,
  joinDictionaries,
  linkedDeviceId,
  linkedToDeviceIds,
  linkedToVisibleDevice,
  type TagJson,
  tagRefs,
  toDocumentSummaries,
  visibleDocumentDevices,
  visibleDocuments,
  visibleToPartnerCompany,
  withTags,
} from './queries.ts';
import { documentsForZip, toggleFavourite } from './service.ts';
import {
  documentationCategories,
  documentationFavorites,
  documentations,
  documentationTags,
  documentationTypes,
} from './tables.ts';
import { sendZip, uniqueNames } from './zip.ts';

/**
 * The caller's user row, joined to every document so `is_favorite` reads the caller's id from
 * it: the id comes as a condition value (`callerDocuments`) and the fields stay one module constant,
 * compiled once (a field holding the id would make a statement per user).
 */
const caller = alias(users, 'caller');
/** The caller's row and what their company may see: the list's scope, compiled once (`scopeOf`). */
export const callerDocuments = scopeOf(
  (userId: number, partnerId: number) =>
    and(eq(caller.id, userId), visibleToPartnerCompany(partnerId)) as SQL,
);
/**
 * The caller's favourite mark of the document, a left join on its key (user, document). As an
 * `EXISTS` beside the rows, PostgreSQL may hash every user's favourites to answer it for a page
 * of ten (112,000 rows at `--scale 1`: a partner's documents sorted by title 42 → 2 ms); the
 * join reads the caller's mark by the key, and a count that does not ask for it leaves it out.
 */
const favorite = alias(documentationFavorites, 'favorite');
// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinCaller = (q: any) =>
  joinDictionaries(q)
    .innerJoin(caller, sql`true`)
    .leftJoin(
      favorite,
      and(eq(favorite.documentation_id, documentations.id), eq(favorite.user_id, caller.id)),
    );

const isFavorite = sql<boolean>`(${favorite.user_id} IS NOT NULL)`;

const partnerFields = {
  ...documentFields,
  is_favorite: isFavorite,
  tags: documentTags,
  devices: visibleDocumentDevices,
  ...documentFiles,
};

type PartnerRow = DocumentRow & {
  is_favorite: boolean;
  tags: TagJson[];
  devices: DeviceRef[];
  file_pl: FileJson | null;
  file_en: FileJson | null;
};

/** The download address of one language's file: the counted download, never the file itself. */
const downloadUrl = (id: number, lang: 'pl' | 'en') =>
  `/api/partner-zone/documentation/documentations/${id}/download?lang=${lang}`;

function toPartnerDocument(r: PartnerRow): PartnerDocumentation {
  return {
    id: r.id,
    documentation_number: r.documentation_number,
    title: { pl: r.title.pl, en: r.title.en ?? null },
    locale: r.locale,
    type: { id: r.type_id, name: { pl: r.type_name.pl, en: r.type_name.en ?? null } },
    category: { id: r.category_id, name: { pl: r.category_name.pl, en: r.category_name.en ?? null } },
    tags: tagRefs(r.tags),
    devices: r.devices,
    file_pl: r.file_pl_id === null ? null : toCatalogueFile(r.file_pl, downloadUrl(r.id, 'pl')),
    file_en: r.file_en_id === null ? null : toCatalogueFile(r.file_en, downloadUrl(r.id, 'en')),
    is_favorite: r.is_favorite,
    updated_at: isoTime(r.updated_at),
  };
}

/**
 * The caller's favourites (`is_favorite=1`) are a few of a user's marks: gathered, counted and
 * paged by one statement planned once, read from the marks by the caller's key whatever the other
 * filters (docs/decisions/0036-a-users-favourites-are-gathered.md). Planned per call, that
 * statement took twice as long to plan as to run.
 */
const onlyFavourites = (query: { is_favorite?: boolean }) => query.is_favorite === true;

/** The partner list: one spec for every caller, who comes in the condition (`callerDocuments`). */
export const partnerDocumentListSpec: ListSpec = {
  table: documentations,
  fields: partnerFields,
  join: joinCaller,
  id: documentations.id,
  countsWithPage: onlyFavourites,
  plannedOnce: onlyFavourites,
  sort: documentSorts,
  search: documentations.search_text,
  filters: {
    category: anyOf(documentations.category_id),
    type: anyOf(documentations.type_id),
    tag: ofIds(withTags),
    device: ofIds((ids) => linkedToVisibleDevice(inArray(linkedDeviceId, ids))),
    model: (words: string) => {
      const match = searchCondition(deviceSearchText, words);
      return match ? linkedToVisibleDevice(match) : undefined;
    },
    locale: anyOf(documentations.locale),
    is_favorite: either(isFavorite, sql`NOT ${isFavorite}`),
  },
};

/** The caller's documents, one condition for every caller (compiled once; `selectOne`'s `bound`). */
const callerScope = and(
  eq(caller.id, sql.placeholder('caller')),
  visibleToPartnerCompany(sql.placeholder('company')),
);

/** The document page: the document with its tags, visible devices and files, one statement. */
async function partnerDocument(
  db: Executor,
  caller: PartnerCaller,
  id: number,
): Promise<PartnerDocumentation> {
  const row = await selectOne<PartnerRow>(db, partnerDocumentListSpec, documentations.id, id, callerScope, {
    caller: caller.id,
    company: caller.partner_id,
  });
  if (!row) throw notFound();
  return toPartnerDocument(row);
}

const dictionaryRef = (r: { id: number; name: { pl: string; en: string | null } }) => ({
  id: r.id,
  name: { pl: r.name.pl, en: r.name.en ?? null },
});

export const partnerZoneRoutes = [
  defineRoute('partner-zone.documentation.dictionaries.index', {
    summary: 'Categories, types and tags for the documentation filters',
    handler: async ({ deps }) => {
      const byName = (name: AnyColumn) => asc(plSortKey(sql`(${name}->>'pl')`));
      const [categories, types, tags] = await Promise.all([
        deps.db.select().from(documentationCategories).orderBy(byName(documentationCategories.name)),
        deps.db.select().from(documentationTypes).orderBy(byName(documentationTypes.name)),
        deps.db.select().from(documentationTags).orderBy(byName(documentationTags.name)),
      ]);
      return {
        categories: categories.map(dictionaryRef),
        types: types.map(dictionaryRef),
        tags: tags.map((t) => ({ color: t.color, ...dictionaryRef(t) })),
      };
    },
  }),
  defineRoute('partner-zone.documentation.documentations.index', {
    summary:
      'Documents of the company: filters category, type, tag, device, model, locale, is_favorite=1; search',
    handler: async ({ deps, query, auth }) => {
      const page = await listRecords<PartnerRow>(
        deps.db,
        partnerDocumentListSpec,
        query,
        callerDocuments(auth.id, auth.partner_id),
      );
      return { results: page.results.map(toPartnerDocument), pagination: page.pagination };
    },
  }),
  defineRoute('partner-zone.documentation.documentations.show', {
    handler: async ({ deps, params, auth }) => ({ model: await partnerDocument(deps.db, auth, params.id) }),
  }),
  defineRoute('partner-zone.documentation.documentations.download', {
    stream: true,
    summary: "A document's file in Polish or English, counted per user and company",
    handler: async (ctx) => {
      const [row] = await visibleDocuments(ctx.deps.db, ctx.auth.partner_id, [ctx.params.id]);
      const [file] = await filesFor(ctx.deps.db, [row], ctx.query.lang);
      await streamCountedDownload(ctx, file, { recordType: DOWNLOAD_RECORD_TYPE, recordId: row.id });
      return undefined;
    },
  }),
  defineRoute('partner-zone.documentation.documentations.zip', {
    access: { permission: 'partner-zone.documentation.documentations.download' },
    stream: true,
    summary:
      'Several selected documents as one streamed ZIP (at most DOCUMENTATION_ZIP_MAX), each download counted',
    handler: async (ctx) => {
      const { deps, query, auth } = ctx;
      const write = writeContext(ctx);
      const files = await documentsForZip(write, auth, query, deps.config.documentationZipMax);
      const names = uniqueNames(files.map((file) => file.original_name));
      sendZip(
        ctx.reply,
        `${ctx.t('documentation.zip_name')}-${write.now.toISOString().slice(0, 10)}.zip`,
        files.map((file, i) => ({
          name: names[i],
          date: file.uploaded_at,
          open: () => deps.storage.get({ area: file.area, path: file.path }),
        })),
      );
      return undefined;
    },
  }),
  defineRoute('partner-zone.documentation.documentations.favorite', {
    summary: 'Marks or unmarks the document as a favourite of the caller (a toggle)',
    handler: async (ctx) => {
      const is_favorite = await toggleFavourite(writeContext(ctx), ctx.auth, ctx.params.id);
      return { model: { id: ctx.params.id, is_favorite } };
    },
  }),
  defineRoute('partner-zone.device.devices.documentations', {
    access: { permission: 'partner-zone.device.devices.show' },
    summary: "The partner device page's documents: those of the device the company may see",
    handler: async ({ deps, params, auth }) => {
      const [device] = await deps.db
        .select({ id: devices.id })
        .from(devices)
        .leftJoin(deviceGroups, eq(deviceGroups.id, devices.group_id))
        .where(and(eq(devices.id, params.id), visibleToPartners(devices, deviceGroups)));
      if (!device) throw notFound();
      const rows = await findDocumentRows(
        deps.db,
        and(linkedToDeviceIds([params.id]), visibleToPartnerCompany(auth.partner_id)) as SQL,
      );
      return { results: await toDocumentSummaries(deps.db, rows, downloadUrl) };
    },
  }),
];
