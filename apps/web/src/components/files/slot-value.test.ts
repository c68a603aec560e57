import { describe, expect, it } from 'vitest';
import { slotAfterAdding, slotAfterMoving } from './slot-value.ts';

describe('slotAfterAdding', () => {
  it('replaces the file of a single slot with the last one picked', () => {
    expect(slotAfterAdding([4], [7, 9], false)).toEqual([9]);
    expect(slotAfterAdding([], [7], false)).toEqual([7]);
  });

  it('appends new files to a multiple slot once each, keeping the order', () => {
    expect(slotAfterAdding([3, 5], [5, 8, 3, 2, 8], true)).toEqual([3, 5, 8, 2]);
  });

  it('keeps the slot as it was when nothing is added', () => {
    expect(slotAfterAdding([3], [], false)).toEqual([3]);
    expect(slotAfterAdding([3, 4], [], true)).toEqual([3, 4]);
  });
});

describe('slotAfterMoving', () => {
  it('swaps a file with its neighbour, earlier or later', () => {
    expect(slotAfterMoving([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(slotAfterMoving([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the order as it is at either end and for an unknown place', () => {
    expect(slotAfterMoving([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(slotAfterMoving([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(slotAfterMoving([1, 2, 3], 7, -1)).toEqual([1, 2, 3]);
  });
});
