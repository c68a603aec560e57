import { and, eq, type SQL, sql } from 'drizzle-orm';
import { anyOf, type ListSpec, listRecords, scopeOf } from '../../core/data/reads.ts';
import { writeContext } from '../../core/data/records.ts';
import { downloads, files } from '../../core/files/tables.ts';
import { crudRoutes } from '../../core/http/crud.ts';
import { notFound } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { isoTime } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import { devices, productCards } from '../devices/tables.ts';
import { contractors, partners, users } from '../people/tables.ts';
import { dictionaryRoutes } from './dictionaries.ts';
import {
  DOWNLOAD_RECORD_TYPE,
  documentListSpec,
  findDocumentRows,
  linkedToDeviceIds,
  linkedToDevices,
  type StaffDocumentRow,
  toDocumentRecords,
  toDocumentSummaries,
} from './queries.ts';
import { createDocument, destroyDocument, syncDeviceDocuments, updateDocument } from './service.ts';
import { documentations } from './tables.ts';

/** The documents (spec §2 /cms/documentation/documentations): filters, search, required fields of §5. */
const documentRoutes = crudRoutes({
  name: 'documentation.documentations',
  table: documentations,
  recordType: 'documentation',
  list: documentListSpec,
  present: (_db, rows: StaffDocumentRow[]) => toDocumentRecords(rows),
  writes: {
    create: (ctx, form) => createDocument(ctx, form),
    update: (ctx, id, form) => updateDocument(ctx, id, form),
    destroy: (ctx, id) => destroyDocument(ctx, id),
  },
  summary: {
    index:
      'Documents; filters category, type, tag, device, product card, business area, locale, active; `search` over number and title',
  },
});

async function assertExists(
  db: Executor,
  table: typeof devices | typeof productCards | typeof contractors,
  id: number,
) {
  // biome-ignore lint/suspicious/noExplicitAny: the tables above all have an integer id
  const [row] = await (db as any).select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw notFound();
}

const deviceChildRoutes = [
  defineRoute('device.devices.sync-documentations', {
    summary: "Attaches and detaches many documents of a device at once; answers the device's documents",
    handler: async ({ deps, params, body, actor }) => {
      await syncDeviceDocuments(writeContext({ deps, actor }), params.id, body);
      return {
        results: await toDocumentSummaries(
          deps.db,
          await findDocumentRows(deps.db, linkedToDeviceIds([params.id])),
        ),
      };
    },
  }),
  defineRoute('device.devices.documentations', {
    access: { permission: 'device.devices.show' },
    summary: "The device preview's documentation child",
    handler: async ({ deps, params }) => {
      await assertExists(deps.db, devices, params.id);
      return {
        results: await toDocumentSummaries(
          deps.db,
          await findDocumentRows(deps.db, linkedToDeviceIds([params.id])),
        ),
      };
    },
  }),
  defineRoute('device.productcards.documentations', {
    access: { permission: 'device.productcards.show' },
    summary: "The product card's documentation child: documents of the card's devices",
    handler: async ({ deps, params }) => {
      await assertExists(deps.db, productCards, params.id);
      const where = linkedToDevices(sql`doc_device.product_card_id = ${params.id}`);
      return { results: await toDocumentSummaries(deps.db, await findDocumentRows(deps.db, where)) };
    },
  }),
];

const downloadFields = {
  id: downloads.id,
  downloaded_at: downloads.downloaded_at,
  user_id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  documentation_id: documentations.id,
  documentation_number: documentations.documentation_number,
  title: documentations.title,
  filename: files.original_name,
};
type DownloadRow = {
  id: number;
  downloaded_at: Date;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  documentation_id: number | null;
  documentation_number: string | null;
  title: { pl: string; en?: string | null } | null;
  filename: string | null;
};

/** Documentation downloads with who took which file of which document. */
const downloadList: ListSpec = {
  table: downloads,
  fields: downloadFields,
  join: (q) =>
    q
      .leftJoin(users, eq(users.id, downloads.user_id))
      .leftJoin(documentations, eq(documentations.id, downloads.record_id))
      .leftJoin(files, eq(files.id, downloads.file_id)),
  id: downloads.id,
  sort: { downloaded_at: downloads.downloaded_at },
  filters: { documentation: anyOf(downloads.record_id) },
};

/** Documentation downloads by the users of a contractor's partner company, compiled once (`scopeOf`). */
export const contractorDownloads = scopeOf(
  (contractorId: number) =>
    and(
      eq(downloads.record_type, DOWNLOAD_RECORD_TYPE),
      sql`${downloads.partner_id} IN (SELECT ${partners.id} FROM ${partners} WHERE ${partners.contractor_id} = ${contractorId})`,
    ) as SQL,
);

/** The contractor's documentation tab: what its partner's users downloaded, newest first. */
const contractorTabRoute = defineRoute('contractor.contractors.documentations', {
  access: { permission: 'contractor.contractors.show' },
  summary: "The contractor's documentation tab: downloads by its company's users, when and by whom",
  handler: async ({ deps, params, query }) => {
    await assertExists(deps.db, contractors, params.id);
    const page = await listRecords<DownloadRow>(deps.db, downloadList, query, contractorDownloads(params.id));
    return {
      pagination: page.pagination,
      results: page.results.map((r) => ({
        id: r.id,
        downloaded_at: isoTime(r.downloaded_at),
        user:
          r.user_id === null
            ? null
            : {
                id: r.user_id,
                first_name: r.first_name ?? '',
                last_name: r.last_name ?? '',
                email: r.email ?? '',
              },
        documentation:
          r.documentation_id === null || r.title === null
            ? null
            : {
                id: r.documentation_id,
                documentation_number: r.documentation_number ?? '',
                title: { pl: r.title.pl, en: r.title.en ?? null },
              },
        filename: r.filename,
      })),
    };
  },
});

export const backOfficeRoutes = [
  ...documentRoutes,
  ...dictionaryRoutes,
  ...deviceChildRoutes,
  contractorTabRoute,
];
