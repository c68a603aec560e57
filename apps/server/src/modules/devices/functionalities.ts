import type { FunctionalityRecord, functionalityFormSchema, Translatable } from '@portal/contracts';
import { CATALOGUE_FILES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { equals, plSortKey } from '../../core/data/reads.ts';
import { type FileSlot, fileRows, syncSlot, toCatalogueFile } from '../../core/files/record-files.ts';
import { crudRoutes } from '../../core/http/crud.ts';
import { isoTime } from '../../core/iso-time.ts';
import { plText, text } from '../../core/text/translatable.ts';
import type { Executor } from '../../db/client.ts';
import { functionalities } from './tables.ts';

type Row = typeof functionalities.$inferSelect;
type Form = z.output<typeof functionalityFormSchema>;

const IMAGE: FileSlot = {
  ownerType: 'functionality.image',
  field: 'image',
  ...CATALOGUE_FILES.image,
  public: true,
};

export async function toFunctionalityRecords(db: Executor, rows: Row[]): Promise<FunctionalityRecord[]> {
  const images = await fileRows(
    db,
    rows.map((r) => r.image_file_id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: text(r.name) as Translatable,
    description: text(r.description),
    type: r.type,
    image: toCatalogueFile(r.image_file_id === null ? undefined : images.get(r.image_file_id)),
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }));
}

const columnsOf = (input: Partial<Form>) => ({
  name: input.name,
  description: input.description,
  type: input.type,
  image_file_id: input.image,
});

/**
 * Standard (0) and optional (1) functionalities (spec §2 functionalities/standard|optional,
 * §7 "functionalities with type filter"). Deleting one takes it off the product cards; its
 * image slot moves with a write that sends it, in the same transaction.
 */
export const functionalityRoutes = crudRoutes({
  name: 'device.functionalities',
  table: functionalities,
  recordType: 'functionality',
  list: {
    sort: {
      created_at: functionalities.created_at,
      name: plSortKey(plText(functionalities.name)),
      type: functionalities.type,
    },
    search: sql`(${functionalities.name}->>'pl')`,
    filters: { type: equals(functionalities.type) },
  },
  present: toFunctionalityRecords,
  values: columnsOf,
  hooks: {
    create: (input) => ({
      after: async (tx, row) => {
        await syncSlot(tx, IMAGE, row.id, [], [input.image]);
      },
    }),
    update: (input) => ({
      before: async (tx, before) => {
        // An image left out keeps its slot; `null` empties it.
        if (input.image === undefined) return;
        await syncSlot(tx, IMAGE, before.id, [before.image_file_id], [input.image]);
      },
    }),
    destroy: {
      before: async (tx, before) => {
        await syncSlot(tx, IMAGE, before.id, [before.image_file_id], []);
      },
    },
  },
});
