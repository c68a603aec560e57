import type { DeviceTagRecord, Translatable } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { plSortKey } from '../../core/data/reads.ts';
import { crudRoutes } from '../../core/http/crud.ts';
import { isoTime } from '../../core/iso-time.ts';
import { plText, text } from '../../core/text/translatable.ts';
import { deviceTags } from './tables.ts';

type TagRow = typeof deviceTags.$inferSelect;

const toRecord = (r: TagRow): DeviceTagRecord => ({
  id: r.id,
  name: text(r.name) as Translatable,
  color: r.color,
  created_at: isoTime(r.created_at),
  updated_at: isoTime(r.updated_at),
});

/** Device tags (spec §2 /cms/device/tags, §3 Tag: colour #RRGGBB). Deleting one unlinks it. */
export const tagRoutes = crudRoutes({
  name: 'device.tags',
  table: deviceTags,
  recordType: 'device_tag',
  list: {
    sort: { created_at: deviceTags.created_at, name: plSortKey(plText(deviceTags.name)) },
    search: sql`(${deviceTags.name}->>'pl')`,
  },
  present: (_db, rows: TagRow[]) => rows.map(toRecord),
});
