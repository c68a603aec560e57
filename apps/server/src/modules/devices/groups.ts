import type { Translatable } from '@portal/contracts';
import {
  DEVICE_LIMITS,
  type DeviceGroupNode,
  type DeviceGroupRecord,
  type deviceGroupFormSchema,
  type deviceGroupMoveSchema,
  type deviceGroupUpdateSchema,
} from '@portal/contracts';
import { asc, count, eq, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { anyOf, either, equals, idList, type ListSpec, plSortKey } from '../../core/data/reads.ts';
import { auditAction, records, type WriteContext, within } from '../../core/data/records.ts';
import { fieldError, inUse, notFound } from '../../core/http/errors.ts';
import { isoTime } from '../../core/iso-time.ts';
import { plText, text } from '../../core/text/translatable.ts';
import { type Executor, inTransaction } from '../../db/client.ts';
import { lockGroupTree } from './shared.ts';
import { deviceGroups, devices } from './tables.ts';

type GroupRow = typeof deviceGroups.$inferSelect;
const groupRecords = records(deviceGroups, 'device_group');
export type GroupRef = { id: number; code: string; name: Translatable };

// Written out in full: drizzle leaves columns unqualified in the select list of a one-table
// query, which would bind them to the subquery's own table.
const isLeafSql = sql<boolean>`NOT EXISTS (SELECT 1 FROM device_groups child_group
  WHERE child_group.parent_id = "device_groups"."id")`;
const devicesCountSql = sql<number>`(SELECT count(*)::int FROM devices group_device
  WHERE group_device.group_id = "device_groups"."id")`;

/** Ids of the ancestors in `/1/5/9/` (the group itself excluded), root first. */
export function ancestorIds(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number).slice(0, -1);
}

/** Condition: `groupColumn` lies in the subtree of one of `ids` (the groups themselves included). */
export function inSubtreeOf(groupColumn: SQL | AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${groupColumn} IN (SELECT subtree_group.id FROM device_groups subtree_group
    JOIN device_groups selected_group ON subtree_group.path LIKE selected_group.path || '%'
    WHERE selected_group.id IN (${idList(ids)}))`;
}

export const groupListSpec: ListSpec = {
  table: deviceGroups,
  fields: {
    id: deviceGroups.id,
    parent_id: deviceGroups.parent_id,
    path: deviceGroups.path,
    depth: deviceGroups.depth,
    code: deviceGroups.code,
    name: deviceGroups.name,
    active: deviceGroups.active,
    order: deviceGroups.order,
    created_at: deviceGroups.created_at,
    updated_at: deviceGroups.updated_at,
    is_leaf: isLeafSql,
    devices_count: devicesCountSql,
  },
  sort: {
    created_at: deviceGroups.created_at,
    order: deviceGroups.order,
    code: deviceGroups.code,
    name: plSortKey(plText(deviceGroups.name)),
  },
  search: sql`${deviceGroups.code} || ' ' || (${deviceGroups.name}->>'pl')`,
  filters: {
    is_leaf: either(isLeafSql, sql`NOT ${isLeafSql}`),
    active: equals(deviceGroups.active),
    parent: anyOf(deviceGroups.parent_id),
    root: either(isNull(deviceGroups.parent_id), isNotNull(deviceGroups.parent_id)),
  },
};

export type GroupListRow = GroupRow & { is_leaf: boolean; devices_count: number };

/** Groups by id, for breadcrumbs and references. */
export async function groupRefs(db: Executor, ids: readonly number[]): Promise<Map<number, GroupRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: deviceGroups.id, code: deviceGroups.code, name: deviceGroups.name })
    .from(deviceGroups)
    .where(inArray(deviceGroups.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, code: r.code, name: text(r.name) as Translatable }]));
}

export async function toGroupRecords(db: Executor, rows: GroupListRow[]): Promise<DeviceGroupRecord[]> {
  const refs = await groupRefs(
    db,
    rows.flatMap((r) => ancestorIds(r.path)),
  );
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parent_id,
    code: r.code,
    name: text(r.name) as Translatable,
    active: r.active,
    order: r.order,
    depth: r.depth,
    is_leaf: r.is_leaf,
    devices_count: r.devices_count,
    ancestors: ancestorIds(r.path)
      .map((id) => refs.get(id))
      .filter((g): g is GroupRef => g !== undefined),
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }));
}

export async function getGroupRecord(db: Executor, id: number): Promise<DeviceGroupRecord> {
  const rows = await db
    .select(groupListSpec.fields as never)
    .from(deviceGroups)
    .where(eq(deviceGroups.id, id));
  if (!rows.length) throw notFound();
  const [record] = await toGroupRecords(db, rows as GroupListRow[]);
  return record;
}

/**
 * The whole tree (spec §3 "Group tree node"), siblings by order then name. `activeOnly`
 * drops inactive groups together with everything below them (the partner zone's view).
 */
export async function groupTree(
  db: Executor,
  opts: { activeOnly?: boolean } = {},
): Promise<DeviceGroupNode[]> {
  const rows = await db
    .select()
    .from(deviceGroups)
    .orderBy(
      asc(deviceGroups.depth),
      asc(deviceGroups.order),
      asc(plSortKey(plText(deviceGroups.name))),
      asc(deviceGroups.id),
    );
  const nodes = new Map<number, DeviceGroupNode>();
  const roots: DeviceGroupNode[] = [];
  for (const r of rows) {
    if (opts.activeOnly && !r.active) continue;
    const node: DeviceGroupNode = {
      id: r.id,
      code: r.code,
      name: text(r.name) as Translatable,
      active: r.active,
      order: r.order,
      children: [],
    };
    if (r.parent_id === null) {
      roots.push(node);
      nodes.set(r.id, node);
      continue;
    }
    // Rows come ordered by depth, so a visible parent is already in the map.
    const parent = nodes.get(r.parent_id);
    if (parent) {
      parent.children.push(node);
      nodes.set(r.id, node);
    }
  }
  return roots;
}

async function lockGroup(tx: Executor, id: number): Promise<GroupRow | null> {
  const [row] = await tx.select().from(deviceGroups).where(eq(deviceGroups.id, id)).for('update');
  return row ?? null;
}

async function hasDevices(tx: Executor, groupId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.group_id, groupId))
    .limit(1);
  return row !== undefined;
}

/** A parent must exist and hold no devices (devices live in leaves only). */
async function checkParent(tx: Executor, parentId: number, field: string): Promise<GroupRow> {
  const parent = await lockGroup(tx, parentId);
  if (!parent) throw fieldError(field, 'validation.exists');
  if (await hasDevices(tx, parent.id)) throw fieldError(field, 'devices.group_parent_has_devices');
  return parent;
}

type GroupForm = z.output<typeof deviceGroupFormSchema>;

export async function createGroup(ctx: WriteContext, input: GroupForm): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    await lockGroupTree(tx);
    const parent = input.parent_id === null ? null : await checkParent(tx, input.parent_id, 'parent_id');
    if (parent && parent.depth + 1 >= DEVICE_LIMITS.groupDepth) {
      throw fieldError('parent_id', 'devices.group_too_deep', { limit: DEVICE_LIMITS.groupDepth });
    }
    const row = await groupRecords.create(
      within(ctx, tx),
      {
        parent_id: parent?.id ?? null,
        path: '/',
        depth: parent ? parent.depth + 1 : 0,
        code: input.code,
        name: input.name,
        active: input.active,
        order: input.order,
      },
      {
        // The path holds the group's own id, known only once the row exists.
        after: async (tx, row) => {
          const path = `${parent?.path ?? '/'}${row.id}/`;
          await tx.update(deviceGroups).set({ path }).where(eq(deviceGroups.id, row.id));
          return { path };
        },
      },
    );
    return row.id;
  });
}

export async function updateGroup(
  ctx: WriteContext,
  id: number,
  input: z.output<typeof deviceGroupUpdateSchema>,
): Promise<void> {
  await groupRecords.update(ctx, id, input);
}

/**
 * Moves a group with its subtree under another parent (or to the root). The new parent may
 * not lie inside the moved subtree, so the tree never gets a cycle; paths and depths of the
 * whole subtree follow in one statement, audited as one "move" of the group.
 */
export async function moveGroup(
  ctx: WriteContext,
  id: number,
  input: z.output<typeof deviceGroupMoveSchema>,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    await lockGroupTree(tx);
    const group = await lockGroup(tx, id);
    if (!group) throw notFound();
    let parent: GroupRow | null = null;
    if (input.parent_id !== null) {
      if (input.parent_id === id) throw fieldError('parent_id', 'devices.group_cycle');
      const candidate = await lockGroup(tx, input.parent_id);
      if (!candidate) throw fieldError('parent_id', 'validation.exists');
      if (candidate.path.startsWith(group.path)) throw fieldError('parent_id', 'devices.group_cycle');
      parent = await checkParent(tx, candidate.id, 'parent_id');
    }
    const newPath = `${parent?.path ?? '/'}${id}/`;
    const delta = (parent ? parent.depth + 1 : 0) - group.depth;
    const [{ deepest }] = await tx
      .select({ deepest: sql<number>`max(${deviceGroups.depth})::int` })
      .from(deviceGroups)
      .where(like(deviceGroups.path, `${group.path}%`));
    if (deepest + delta >= DEVICE_LIMITS.groupDepth) {
      throw fieldError('parent_id', 'devices.group_too_deep', { limit: DEVICE_LIMITS.groupDepth });
    }
    await tx
      .update(deviceGroups)
      .set({
        path: sql`${newPath} || substr(${deviceGroups.path}, ${group.path.length + 1})`,
        depth: sql`${deviceGroups.depth} + ${delta}`,
      })
      .where(like(deviceGroups.path, `${group.path}%`));
    const [after] = await tx
      .update(deviceGroups)
      .set({ parent_id: parent?.id ?? null, order: input.order ?? group.order, updated_at: ctx.now })
      .where(eq(deviceGroups.id, id))
      .returning();
    await auditAction(within(ctx, tx), {
      action: 'move',
      recordType: groupRecords.recordType,
      recordId: id,
      before: group,
      after,
    });
  });
}

/** Refused while devices use the group or it has subgroups. */
export async function destroyGroup(ctx: WriteContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    await lockGroupTree(tx);
    await groupRecords.destroy(within(ctx, tx), id, {
      before: async (tx) => {
        if (await hasDevices(tx, id)) throw inUse('devices.group_has_devices');
        const [{ children }] = await tx
          .select({ children: count() })
          .from(deviceGroups)
          .where(eq(deviceGroups.parent_id, id));
        if (children > 0) throw inUse('devices.group_has_children');
      },
    });
  });
}

/**
 * A group that may take devices: it exists and has no subgroups. The share lock makes a
 * concurrent "add a subgroup here" wait for this transaction and then see its device.
 */
export async function assertLeafGroup(tx: Executor, id: number, field = 'group_id'): Promise<GroupRow> {
  const [group] = await tx.select().from(deviceGroups).where(eq(deviceGroups.id, id)).for('share');
  if (!group) throw fieldError(field, 'validation.exists');
  const [child] = await tx
    .select({ id: deviceGroups.id })
    .from(deviceGroups)
    .where(eq(deviceGroups.parent_id, id))
    .limit(1);
  if (child) throw fieldError(field, 'devices.group_not_leaf');
  return group;
}
