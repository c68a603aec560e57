import type { Translatable, TypeCardRecord, typeCardFormSchema } from '@portal/contracts';
import { CATALOGUE_FILES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { plSortKey } from '../../core/data/reads.ts';
import { type FileSlot, fileRows, syncSlot, toCatalogueFile } from '../../core/files/record-files.ts';
import { crudRoutes } from '../../core/http/crud.ts';
import { isoTime } from '../../core/iso-time.ts';
import { plText, text } from '../../core/text/translatable.ts';
import type { Executor } from '../../db/client.ts';
import { typeCards } from './tables.ts';

type Row = typeof typeCards.$inferSelect;
type Form = z.output<typeof typeCardFormSchema>;

const MAIN_PHOTO: FileSlot = {
  ownerType: 'type_card.main_photo',
  field: 'main_photo',
  ...CATALOGUE_FILES.image,
  public: true,
};

async function toRecords(db: Executor, rows: Row[]): Promise<TypeCardRecord[]> {
  const photos = await fileRows(
    db,
    rows.map((r) => r.main_photo_file_id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: text(r.name) as Translatable,
    main_photo: toCatalogueFile(r.main_photo_file_id === null ? undefined : photos.get(r.main_photo_file_id)),
    group_name: r.group_name,
    group_kind: r.group_kind,
    order: r.order,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }));
}

const columnsOf = (input: Partial<Form>) => ({
  name: input.name,
  main_photo_file_id: input.main_photo,
  group_name: input.group_name,
  group_kind: input.group_kind,
  order: input.order,
});

/**
 * Type cards (spec §2 /cms/device/typecards, §3 Type card, §5 "order minimum 1"); the main
 * photo slot moves with a write that sends it, in the same transaction.
 */
export const typeCardRoutes = crudRoutes({
  name: 'device.typecards',
  table: typeCards,
  recordType: 'type_card',
  list: {
    sort: {
      created_at: typeCards.created_at,
      order: typeCards.order,
      name: plSortKey(plText(typeCards.name)),
    },
    search: sql`(${typeCards.name}->>'pl') || ' ' || coalesce(${typeCards.group_name}, '')`,
  },
  present: toRecords,
  values: columnsOf,
  hooks: {
    create: (input) => ({
      after: async (tx, row) => {
        await syncSlot(tx, MAIN_PHOTO, row.id, [], [input.main_photo]);
      },
    }),
    update: (input) => ({
      before: async (tx, before) => {
        // A photo left out keeps its slot; `null` empties it.
        if (input.main_photo === undefined) return;
        await syncSlot(tx, MAIN_PHOTO, before.id, [before.main_photo_file_id], [input.main_photo]);
      },
    }),
    destroy: {
      before: async (tx, before) => {
        await syncSlot(tx, MAIN_PHOTO, before.id, [before.main_photo_file_id], []);
      },
    },
  },
});
