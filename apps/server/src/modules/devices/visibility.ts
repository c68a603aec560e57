import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A device table or any alias of it, as far as visibility looks. */
type DeviceTable = { blocked: AnyPgColumn };
type GroupTable = { id: AnyPgColumn; active: AnyPgColumn; path: AnyPgColumn };

/**
 * What the partner zone may show (issue 8): a device that is not blocked, sits in a group,
 * and whose group and every group above it are active. `d` and `g` are the device and its
 * group as joined by the caller (any alias).
 */
export function visibleToPartners(d: DeviceTable, g: GroupTable): SQL {
  return sql`(${d.blocked} = false AND ${g.id} IS NOT NULL AND ${groupVisibleToPartners(g)})`;
}

/** A group the partner zone may show: it and every group above it are active. */
export function groupVisibleToPartners(g: GroupTable): SQL {
  return sql`(${g.active} = true
    AND NOT EXISTS (SELECT 1 FROM device_groups inactive_ancestor WHERE inactive_ancestor.active = false
      AND ${g.path} LIKE inactive_ancestor.path || '%'))`;
}
