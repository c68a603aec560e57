import type { DeviceGroupNode } from '@portal/contracts/device-groups';
import { describe, expect, it } from 'vitest';
import { pathTo, selectedGroup } from './tree.ts';

const node = (id: number, children: DeviceGroupNode[] = []): DeviceGroupNode => ({
  id,
  code: `G${id}`,
  name: { pl: `Grupa ${id}`, en: null },
  active: true,
  order: id,
  children,
});

const tree = [node(1, [node(2, [node(3)]), node(4)]), node(5)];

describe('pathTo', () => {
  it('walks from the root to the group', () => {
    expect(pathTo(tree, 3).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(pathTo(tree, 5).map((g) => g.id)).toEqual([5]);
  });

  it('is empty for no group or one the tree does not hold', () => {
    expect(pathTo(tree, null)).toEqual([]);
    expect(pathTo(tree, 99)).toEqual([]);
  });
});

describe('selectedGroup', () => {
  it('reads the first id and drops bad values', () => {
    expect(selectedGroup(['7', '8'])).toBe(7);
    expect(selectedGroup(['x'])).toBeNull();
    expect(selectedGroup(undefined)).toBeNull();
  });
});
