import type { DeviceGroupNode } from '@portal/contracts/device-groups';
import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  flatten,
  height,
  moveTargets,
  parentChoices,
  parentIds,
  parentOf,
  pathLabels,
  visibleRows,
} from './tree.ts';

const node = (id: number, children: DeviceGroupNode[] = []): DeviceGroupNode => ({
  id,
  code: `G${id}`,
  name: { pl: `Grupa ${id}`, en: null },
  active: true,
  order: id,
  children,
});

// 1 ─┬─ 2 ─┬─ 4
//    │     └─ 5 ── 7
//    └─ 3
// 6
const tree = [node(1, [node(2, [node(4), node(5, [node(7)])]), node(3)]), node(6)];
const ids = (rows: { node: DeviceGroupNode }[]) => rows.map((r) => r.node.id);

describe('visibleRows', () => {
  it('shows only the roots when nothing is open', () => {
    const rows = visibleRows(tree, new Set());
    expect(ids(rows)).toEqual([1, 6]);
    expect(rows.map((r) => [r.hasChildren, r.expanded])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('shows the children of open groups in tree order with their depth', () => {
    const rows = visibleRows(tree, new Set([1, 2]));
    expect(ids(rows)).toEqual([1, 2, 4, 5, 3, 6]);
    expect(rows.map((r) => r.depth)).toEqual([0, 1, 2, 2, 1, 0]);
    expect(rows.find((r) => r.node.id === 5)?.expanded).toBe(false);
  });

  it('hides the children of an open group under a closed one', () => {
    expect(ids(visibleRows(tree, new Set([2, 5])))).toEqual([1, 6]);
  });

  it('never marks a group without children as expanded', () => {
    expect(visibleRows(tree, new Set([6]))[1].expanded).toBe(false);
  });
});

describe('flatten, parentIds, parentOf, ancestorIds, height', () => {
  it('lists every group with its depth', () => {
    expect(flatten(tree).map((r) => [r.node.id, r.depth])).toEqual([
      [1, 0],
      [2, 1],
      [4, 2],
      [5, 2],
      [7, 3],
      [3, 1],
      [6, 0],
    ]);
  });

  it('opens every group with subgroups', () => {
    expect(parentIds(tree)).toEqual([1, 2, 5]);
    expect(ids(visibleRows(tree, new Set(parentIds(tree))))).toEqual([1, 2, 4, 5, 7, 3, 6]);
  });

  it('finds parents and the path to a group', () => {
    expect(parentOf(tree, 7)?.id).toBe(5);
    expect(parentOf(tree, 1)).toBeNull();
    expect(parentOf(tree, 99)).toBeUndefined();
    expect(ancestorIds(tree, 7)).toEqual([1, 2, 5]);
    expect(ancestorIds(tree, 6)).toEqual([]);
  });

  it('measures a subtree in levels', () => {
    expect(height(tree[0])).toBe(4);
    expect(height(tree[1])).toBe(1);
  });
});

describe('moveTargets', () => {
  it('excludes the group itself and its whole subtree', () => {
    expect(ids(moveTargets(tree, 2, 8))).toEqual([1, 3, 6]);
    expect(ids(moveTargets(tree, 1, 8))).toEqual([6]);
  });

  it('offers every other group to a leaf', () => {
    expect(ids(moveTargets(tree, 7, 8))).toEqual([1, 2, 4, 5, 3, 6]);
  });

  it('leaves out parents that would make the tree too deep', () => {
    // Group 2 spans 3 levels (2, 5, 7): under a depth-1 group it would reach depth 4.
    expect(ids(moveTargets(tree, 2, 4))).toEqual([1, 6]);
    expect(ids(moveTargets(tree, 2, 3))).toEqual([]);
  });

  it('gives nothing for an unknown group', () => {
    expect(moveTargets(tree, 99, 8)).toEqual([]);
  });
});

describe('parent choices', () => {
  it('names every group by its path and code', () => {
    const labels = pathLabels(tree, (name) => name.pl);
    expect(labels.get(7)).toBe('Grupa 1 › Grupa 2 › Grupa 5 › Grupa 7 (G7)');
    expect(labels.get(6)).toBe('Grupa 6 (G6)');
  });

  it('leaves out groups with devices', () => {
    expect(
      ids(
        parentChoices(
          tree,
          new Map([
            [4, 3],
            [3, 0],
          ]),
        ),
      ),
    ).toEqual([1, 2, 5, 7, 3, 6]);
    expect(ids(parentChoices(tree, undefined))).toEqual([1, 2, 4, 5, 7, 3, 6]);
  });
});
