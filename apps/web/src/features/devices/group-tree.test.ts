import type { DeviceGroupNode } from '@portal/contracts/device-groups';
import { describe, expect, it } from 'vitest';
import { filterOptions, flattenGroups, leafOptions, textIn } from './group-tree.ts';

const node = (
  id: number,
  pl: string,
  order: number,
  children: DeviceGroupNode[] = [],
  en: string | null = null,
): DeviceGroupNode => ({ id, code: `G${id}`, name: { pl, en }, active: true, order, children });

const tree = [
  node(2, 'Klimatyzacja', 2, [node(21, 'Split', 1)]),
  node(1, 'Pompy ciepła', 1, [node(12, 'Split', 2), node(11, 'Monoblok', 1, [], 'Monobloc')], 'Heat pumps'),
];

describe('flattenGroups', () => {
  it('lists groups in tree order with their paths and leaf flags', () => {
    const entries = flattenGroups(tree, 'pl');
    expect(entries.map((e) => [e.id, e.path.join('/'), e.isLeaf])).toEqual([
      [1, 'Pompy ciepła', false],
      [11, 'Pompy ciepła/Monoblok', true],
      [12, 'Pompy ciepła/Split', true],
      [2, 'Klimatyzacja', false],
      [21, 'Klimatyzacja/Split', true],
    ]);
  });

  it('uses English names where they exist', () => {
    const entries = flattenGroups(tree, 'en');
    expect(entries[1].path).toEqual(['Heat pumps', 'Monobloc']);
    expect(entries[3].path).toEqual(['Klimatyzacja']);
  });
});

describe('group options', () => {
  const entries = flattenGroups(tree, 'pl');

  it('offers only leaves to a device, labelled with the path', () => {
    expect(leafOptions(entries)).toEqual([
      { value: '11', label: 'Pompy ciepła › Monoblok' },
      { value: '12', label: 'Pompy ciepła › Split' },
      { value: '21', label: 'Klimatyzacja › Split' },
    ]);
  });

  it('offers every group to the list filter', () => {
    expect(filterOptions(entries).map((o) => o.value)).toEqual(['1', '11', '12', '2', '21']);
  });
});

describe('textIn', () => {
  it('falls back to Polish', () => {
    expect(textIn('en', { pl: 'Grupa', en: null })).toBe('Grupa');
    expect(textIn('pl', { pl: 'Grupa', en: 'Group' })).toBe('Grupa');
    expect(textIn('en', null)).toBe('');
  });
});
