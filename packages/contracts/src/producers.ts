import { z } from 'zod';
import { DEVICE_LIMITS } from './device-limits.ts';
import { listQuery } from './list.ts';
import { isoString, required } from './rules.ts';

/** Device producers (spec §3 Device "producer"): a name the catalogue's devices point at. */

export const producerRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const producerRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  devices_count: z.number().int(),
  created_at: isoString(),
  updated_at: isoString(),
});
export type ProducerRecord = z.infer<typeof producerRecordSchema>;

export const producerFormSchema = z.object({ name: required(DEVICE_LIMITS.name) });
export type ProducerForm = z.input<typeof producerFormSchema>;

export const PRODUCER_SORTS = ['created_at', 'name'] as const;
export const producerListQuery = listQuery({ sort: PRODUCER_SORTS });
