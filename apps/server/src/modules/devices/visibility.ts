import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deviceGroups, type devices } from './tables.ts';

type DeviceTable = typeof devices;
type GroupTable = typeof deviceGroups;

const inactiveAncestor = alias(deviceGroups, 'inactive_ancestor');

/**
 * What the partner zone may show (issue 8): a device that is not blocked, sits in a group,
 * and whose group and every group above it are active. `d` and `g` are the device and its
 * group as joined by the caller (any alias).
 */
export function visibleToPartners(d: DeviceTable, g: GroupTable): SQL {
  return sql`(${d.blocked} = false AND ${g.id} IS NOT NULL AND ${g.active} = true
    AND NOT EXISTS (SELECT 1 FROM ${inactiveAncestor} WHERE ${inactiveAncestor.active} = false
      AND ${g.path} LIKE ${inactiveAncestor.path} || '%'))`;
}
