import type { ConfigurationRecord, ItemType } from '@portal/contracts/configurations';

type DeviceRef = { id: number; code: string; name: string; name2: string | null };

export type LineValues = { device_id: number | null; item_type: ItemType | null; quantity: number | string };
export type ConfigurationValues = { name: string; items: LineValues[] };

/** A new configuration starts from the device itself as its first line. */
export function configurationValues(
  record: ConfigurationRecord | null,
  device: DeviceRef,
): ConfigurationValues {
  if (!record) return { name: device.name, items: [{ device_id: device.id, item_type: null, quantity: 1 }] };
  return {
    name: record.name,
    items: record.items.map((i) => ({
      device_id: i.device_id,
      item_type: i.item_type,
      quantity: i.quantity,
    })),
  };
}

/** Devices a configuration's lines already name, so their pickers can label them before any search. */
export function knownDevices(record: ConfigurationRecord | null, device: DeviceRef): Map<number, DeviceRef> {
  const out = new Map<number, DeviceRef>([[device.id, device]]);
  for (const item of record?.items ?? []) out.set(item.device_id, item.device);
  return out;
}

/** The form error of the lines as a whole: the resolver puts it at `items` or `items.root`. */
export function linesError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === 'string' && e.message) return e.message;
  return typeof e.root?.message === 'string' ? e.root.message : undefined;
}
