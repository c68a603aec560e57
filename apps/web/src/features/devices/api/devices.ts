import type { deviceFormSchema, deviceWithErrorCodesSchema } from '@portal/contracts/devices';
import type { z } from 'zod';
import { useRecord, useSaveRecord } from '../../../lib/records.ts';

export type DeviceWithErrorCodes = z.infer<typeof deviceWithErrorCodesSchema>;
export type DeviceInput = z.output<typeof deviceFormSchema>;

export const useDevice = (id: number) => useRecord('device.devices', { id });

/** Resources that count or list devices: groups, producers, product cards, error codes. */
export const DEVICE_COUNTERS = [
  'device.groups',
  'producer.producers',
  'device.productcards',
  'device.error-codes',
] as const;

/** Adds a device, or changes one (an ERP device without the fields the ERP owns). */
export const useSaveDevice = (id: number | null) => useSaveRecord('device.devices', { id }, DEVICE_COUNTERS);
