import { DEVICE_LIMITS } from '@portal/contracts/device-limits';
import { DEVICE_ERP_FIELDS, type DeviceRecord, deviceFormSchema } from '@portal/contracts/devices';
import { msg } from '@portal/contracts/message-format';
import { z } from 'zod';
import { formatMoney, moneyAmount, parseMoney } from './money.ts';

/** The price as typed ("1 234,56"), checked and turned into grosze before the contracts rules. */
const moneyInput = z.string().transform((value, ctx) => {
  const parsed = parseMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: msg('validation.decimal', { places: 2 }) });
    return z.NEVER;
  }
  if (parsed.grosze !== null && parsed.grosze > DEVICE_LIMITS.salesPrice) {
    ctx.addIssue({
      code: 'custom',
      message: msg('validation.max_value', { limit: formatMoney(DEVICE_LIMITS.salesPrice) }),
    });
    return z.NEVER;
  }
  return parsed.grosze;
});

export const deviceWebSchema = deviceFormSchema.extend({ sales_price: moneyInput });

/** What the inputs hold: text for numbers and the price, null for an unpicked select. */
export type DeviceFormValues = {
  code: string;
  name: string;
  name2: string;
  unit: string;
  factor: string;
  heating_capacity: string;
  cooling_capacity: string;
  blocked: boolean;
  sales_price: string;
  is_offerable: boolean;
  offer_description: string;
  group_id: number | null;
  producer_id: number | null;
  product_card_id: number | null;
  tags: number[];
};

export function deviceFormValues(device?: DeviceRecord): DeviceFormValues {
  return {
    code: device?.code ?? '',
    name: device?.name ?? '',
    name2: device?.name2 ?? '',
    unit: device?.unit ?? 'szt.',
    factor: device?.factor ?? '1',
    heating_capacity: device?.heating_capacity ?? '',
    cooling_capacity: device?.cooling_capacity ?? '',
    blocked: device?.blocked ?? false,
    sales_price: device?.sales_price == null ? '' : moneyAmount(device.sales_price),
    is_offerable: device?.is_offerable ?? false,
    offer_description: device?.offer_description ?? '',
    group_id: device?.group_id ?? null,
    producer_id: device?.producer_id ?? null,
    product_card_id: device?.product_card_id ?? null,
    tags: device?.tags.map((t) => t.id) ?? [],
  };
}

const ERP_FIELDS: ReadonlySet<string> = new Set(DEVICE_ERP_FIELDS);

export function isErpField(name: string): boolean {
  return ERP_FIELDS.has(name);
}

/** The ERP owns some fields of its devices: an edit leaves them out rather than resending them. */
export function withoutErpFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !ERP_FIELDS.has(key))) as Partial<T>;
}
