import { z } from 'zod';
import { DEVICE_LIMITS } from './device-limits.ts';
import { partialForm } from './forms.ts';
import { boolParam, idFilter, listQuery } from './list.ts';
import { msg } from './message-format.ts';
import { dbId, isoString, required, translatable, translatableInput } from './rules.ts';

/** The device group tree (spec §3 Group tree node, §5 device groups). */

export const deviceGroupRefSchema = z.object({ id: z.number().int(), code: z.string(), name: translatable });

export const deviceGroupRecordSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  code: z.string(),
  name: translatable,
  active: z.boolean(),
  order: z.number().int(),
  depth: z.number().int(),
  is_leaf: z.boolean(),
  devices_count: z.number().int(),
  /** Ancestors from the root, for breadcrumbs. */
  ancestors: z.array(deviceGroupRefSchema),
  created_at: isoString(),
  updated_at: isoString(),
});
export type DeviceGroupRecord = z.infer<typeof deviceGroupRecordSchema>;

/** Spec §3 "Group tree node: id, name, active, children" (plus code and order). */
export type DeviceGroupNode = {
  id: number;
  code: string;
  name: { pl: string; en: string | null };
  active: boolean;
  order: number;
  children: DeviceGroupNode[];
};
export const deviceGroupNodeSchema: z.ZodType<DeviceGroupNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: translatable,
    active: z.boolean(),
    order: z.number().int(),
    children: z.array(deviceGroupNodeSchema),
  }),
);
export const deviceGroupTreeResponse = z.object({ results: z.array(deviceGroupNodeSchema) });

export const deviceGroupFormSchema = z.object({
  code: required(DEVICE_LIMITS.groupCode),
  name: translatableInput(DEVICE_LIMITS.name),
  active: z.boolean().default(true),
  order: z
    .number(msg('devices.order_invalid'))
    .int(msg('devices.order_invalid'))
    .min(0)
    .max(100_000)
    .default(0),
  parent_id: dbId().nullable().default(null),
});
export type DeviceGroupForm = z.input<typeof deviceGroupFormSchema>;

/** Editing a group never moves it; moving is its own call with its own checks. */
export const deviceGroupUpdateSchema = partialForm(deviceGroupFormSchema.omit({ parent_id: true }));

export const deviceGroupMoveSchema = z.object({
  parent_id: dbId().nullable(),
  order: z
    .number(msg('devices.order_invalid'))
    .int(msg('devices.order_invalid'))
    .min(0)
    .max(100_000)
    .optional(),
});

export const DEVICE_GROUP_SORTS = ['order', 'code', 'name', 'created_at'] as const;
export const deviceGroupListQuery = listQuery({
  sort: DEVICE_GROUP_SORTS,
  filters: {
    is_leaf: boolParam().optional(),
    active: boolParam().optional(),
    parent: idFilter(),
    /** Roots only. */
    root: boolParam().optional(),
  },
});
