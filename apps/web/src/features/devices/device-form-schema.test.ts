import type { DeviceRecord } from '@portal/contracts/devices';
import { describe, expect, it } from 'vitest';
import { deviceFormValues, deviceWebSchema, withoutErpFields } from './device-form-schema.ts';

const device: DeviceRecord = {
  id: 3,
  code: 'TAM040-1',
  name: 'Pompa ciepła Termaris AquaTerm M 4 kW',
  name2: 'Zasilanie 1-fazowe 230 V',
  unit: 'szt.',
  factor: '1.0000',
  heating_capacity: '4.00',
  cooling_capacity: null,
  blocked: false,
  sales_price: 2190000,
  is_offerable: true,
  offer_description: null,
  erp_managed: true,
  group_id: 5,
  group: { id: 5, code: 'PC-PW-MONO', name: { pl: 'Monoblok', en: null } },
  producer_id: 2,
  producer: { id: 2, name: 'Termaris' },
  product_card_id: null,
  product_card: null,
  tags: [{ id: 9, name: { pl: 'Bestseller', en: null }, color: '#ff0000' }],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('device form values', () => {
  it('shows the price as typed text and sends it back as the same grosze', () => {
    const values = deviceFormValues(device);
    expect(values.sales_price).toBe('21 900,00');
    const parsed = deviceWebSchema.parse(values);
    expect(parsed.sales_price).toBe(2190000);
    expect(parsed.tags).toEqual([9]);
    expect(parsed.name2).toBe('Zasilanie 1-fazowe 230 V');
    expect(parsed.cooling_capacity).toBeNull();
  });

  it('sends an empty price as no price', () => {
    const parsed = deviceWebSchema.parse({ ...deviceFormValues(device), sales_price: '' });
    expect(parsed.sales_price).toBeNull();
  });

  it('refuses a price with three decimals or over the limit, in catalogue messages', () => {
    const bad = deviceWebSchema.safeParse({ ...deviceFormValues(device), sales_price: '12,345' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['sales_price'],
      message: 'validation.decimal|{"places":2}',
    });
    const big = deviceWebSchema.safeParse({ ...deviceFormValues(device), sales_price: '10000000,01' });
    expect(big.error?.issues[0].message).toBe('validation.max_value|{"limit":"10 000 000,00 zł"}');
  });

  it('needs a group', () => {
    const result = deviceWebSchema.safeParse({ ...deviceFormValues(), code: 'X', name: 'Y' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['group_id']);
  });

  it('leaves the ERP-owned fields out of an ERP device edit', () => {
    const body = withoutErpFields(deviceWebSchema.parse(deviceFormValues(device)));
    expect(Object.keys(body).sort()).toEqual([
      'cooling_capacity',
      'group_id',
      'heating_capacity',
      'is_offerable',
      'offer_description',
      'producer_id',
      'product_card_id',
      'tags',
    ]);
  });
});
