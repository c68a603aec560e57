import type { ProducerRecord } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { crudRoutes } from '../../core/http/crud.ts';
import { isoTime } from '../../core/iso-time.ts';
import { producers } from './tables.ts';

// Written out in full: the select list of a one-table query leaves columns unqualified.
const devicesCount = sql<number>`(SELECT count(*)::int FROM devices counted WHERE counted.producer_id = "producers"."id")`;

type ProducerRow = typeof producers.$inferSelect & { devices_count: number };

const toRecord = (r: ProducerRow): ProducerRecord => ({
  id: r.id,
  name: r.name,
  devices_count: r.devices_count,
  created_at: isoTime(r.created_at),
  updated_at: isoTime(r.updated_at),
});

/** Producers (spec §2 /cms/producer/producers): used by devices and trainings. */
export const producerRoutes = crudRoutes({
  name: 'producer.producers',
  table: producers,
  recordType: 'producer',
  list: {
    fields: {
      id: producers.id,
      name: producers.name,
      created_at: producers.created_at,
      updated_at: producers.updated_at,
      devices_count: devicesCount,
    },
    sort: { created_at: producers.created_at, name: producers.name },
    search: sql`${producers.name}`,
  },
  present: (_db, rows: ProducerRow[]) => rows.map(toRecord),
  inUse: (producer) => (producer.devices_count > 0 ? { key: 'devices.producer_in_use' } : null),
});
