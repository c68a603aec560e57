import type { DeviceGroupNode } from '@portal/contracts/device-groups';
import { DEVICE_LIMITS } from '@portal/contracts/device-limits';

/** A visible row of the group tree: the node, how deep it sits, whether it can open. */
export type TreeRow = { node: DeviceGroupNode; depth: number; hasChildren: boolean; expanded: boolean };

/** The rows shown when the `expanded` groups are open, in tree order (parents first). */
export function visibleRows(roots: DeviceGroupNode[], expanded: ReadonlySet<number>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: DeviceGroupNode[], depth: number) => {
    for (const node of nodes) {
      const hasChildren = node.children.length > 0;
      const open = hasChildren && expanded.has(node.id);
      rows.push({ node, depth, hasChildren, expanded: open });
      if (open) walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return rows;
}

/** Every group with subgroups: "expand all". */
export function parentIds(roots: DeviceGroupNode[]): number[] {
  return flatten(roots)
    .filter(({ node }) => node.children.length > 0)
    .map(({ node }) => node.id);
}

/** The whole tree as rows with depths, everything open. */
export function flatten(roots: DeviceGroupNode[]): { node: DeviceGroupNode; depth: number }[] {
  const out: { node: DeviceGroupNode; depth: number }[] = [];
  const walk = (nodes: DeviceGroupNode[], depth: number) => {
    for (const node of nodes) {
      out.push({ node, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

function findNode(roots: DeviceGroupNode[], id: number): DeviceGroupNode | undefined {
  return flatten(roots).find(({ node }) => node.id === id)?.node;
}

/** The parent of a group; null for a root group, undefined when the group is not in the tree. */
export function parentOf(roots: DeviceGroupNode[], id: number): DeviceGroupNode | null | undefined {
  if (roots.some((r) => r.id === id)) return null;
  return flatten(roots).find(({ node }) => node.children.some((c) => c.id === id))?.node;
}

/** The ids of the groups on the way to a group (root first), to open the tree up to it. */
export function ancestorIds(roots: DeviceGroupNode[], id: number): number[] {
  const path: number[] = [];
  const walk = (nodes: DeviceGroupNode[]): boolean => {
    for (const node of nodes) {
      if (node.id === id) return true;
      path.push(node.id);
      if (walk(node.children)) return true;
      path.pop();
    }
    return false;
  };
  return walk(roots) ? path : [];
}

/** How many levels a subtree spans: 1 for a group without subgroups. */
export function height(node: DeviceGroupNode): number {
  return 1 + Math.max(0, ...node.children.map(height));
}

/**
 * Where a group may move (spec §5): any group but itself and its own subtree, and none that
 * would put the subtree deeper than `maxDepth` levels. A root group counts as depth 0.
 */
export function moveTargets(
  roots: DeviceGroupNode[],
  id: number,
  maxDepth: number,
): { node: DeviceGroupNode; depth: number }[] {
  const moving = findNode(roots, id);
  if (!moving) return [];
  const levels = height(moving);
  const out: { node: DeviceGroupNode; depth: number }[] = [];
  const walk = (nodes: DeviceGroupNode[], depth: number) => {
    for (const node of nodes) {
      if (node.id === id) continue;
      if (depth + 1 + levels <= maxDepth) out.push({ node, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** A group named by its path ("Pompy ciepła › Powietrze-woda (PC-PW)"), for parent choices. */
export function pathLabels(
  roots: DeviceGroupNode[],
  text: (name: DeviceGroupNode['name']) => string,
): Map<number, string> {
  const labels = new Map<number, string>();
  const walk = (nodes: DeviceGroupNode[], prefix: string) => {
    for (const node of nodes) {
      const path = prefix ? `${prefix} › ${text(node.name)}` : text(node.name);
      labels.set(node.id, `${path} (${node.code})`);
      walk(node.children, path);
    }
  };
  walk(roots, '');
  return labels;
}

/** Groups that may take a new subgroup: no devices, and room below within the depth limit. */
export function parentChoices(
  roots: DeviceGroupNode[],
  counts: Map<number, number> | undefined,
): { node: DeviceGroupNode; depth: number }[] {
  return flatten(roots).filter(
    ({ node, depth }) => depth + 1 < DEVICE_LIMITS.groupDepth && !(counts?.get(node.id) ?? 0),
  );
}
