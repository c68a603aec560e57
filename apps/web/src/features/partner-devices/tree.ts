import type { DeviceGroupNode } from '@portal/contracts/device-groups';

/** The groups from a root down to the one with `id` (empty when it is not in the tree). */
export function pathTo(tree: readonly DeviceGroupNode[], id: number | null): DeviceGroupNode[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The group filter of the URL as one id, or null for none or a bad value. */
export function selectedGroup(values: readonly string[] | undefined): number | null {
  const first = values?.[0];
  if (!first || !/^\d+$/.test(first)) return null;
  return Number(first);
}
