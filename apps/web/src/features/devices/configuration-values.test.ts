import type { ConfigurationRecord } from '@portal/contracts/configurations';
import { configurationEditFormSchema } from '@portal/contracts/configurations';
import { describe, expect, it } from 'vitest';
import { deviceLabel } from '../../lib/device-search.ts';
import { configurationValues, knownDevices, linesError } from './configuration-values.ts';

const device = { id: 7, code: 'TAS060-WEW', name: 'Jednostka wewnętrzna', name2: null };
const outdoor = { id: 6, code: 'TAS060-ZEW', name: 'Jednostka zewnętrzna', name2: null };
const record: ConfigurationRecord = {
  id: 1,
  device_id: 7,
  name: 'Zestaw 6 kW',
  items: [
    { id: 10, device_id: 6, device: outdoor, item_type: 'external', quantity: 1 },
    { id: 11, device_id: 7, device, item_type: 'internal', quantity: 2 },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('configuration form values', () => {
  it('starts a new configuration with the device as its only, untyped line', () => {
    expect(configurationValues(null, device)).toEqual({
      name: 'Jednostka wewnętrzna',
      items: [{ device_id: 7, item_type: null, quantity: 1 }],
    });
  });

  it('copies the lines of an existing configuration', () => {
    expect(configurationValues(record, device).items).toEqual([
      { device_id: 6, item_type: 'external', quantity: 1 },
      { device_id: 7, item_type: 'internal', quantity: 2 },
    ]);
  });

  it('knows the labels of every device the lines name', () => {
    const known = knownDevices(record, device);
    expect([...known.keys()].sort()).toEqual([6, 7]);
    expect(deviceLabel(known.get(6)!)).toBe('TAS060-ZEW · Jednostka zewnętrzna');
  });

  it('finds the lines rule at the items path of the contracts schema', () => {
    const result = configurationEditFormSchema.safeParse({
      name: 'X',
      items: [{ device_id: 7, item_type: 'internal', quantity: 1 }],
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'items');
    expect(issue?.message).toBe('devices.configuration_lines');
    expect(linesError({ message: 'a' })).toBe('a');
    expect(linesError({ root: { message: 'b' } })).toBe('b');
    expect(linesError(undefined)).toBeUndefined();
  });
});
