import { describe, expect, it } from 'vitest';
import { syncChanges, toggled } from './documentation-sync.ts';

describe("a device's documentation sync", () => {
  it('sends only what the ticks changed', () => {
    const linked = new Set([1, 2, 3]);
    const ticked = toggled(toggled(toggled(linked, 2, false), 7, true), 5, true);
    expect(syncChanges(linked, ticked)).toEqual({ attach: [5, 7], detach: [2] });
  });

  it('sends nothing when a tick was changed and changed back', () => {
    const linked = new Set([4]);
    expect(syncChanges(linked, toggled(toggled(linked, 4, false), 4, true))).toEqual({
      attach: [],
      detach: [],
    });
  });

  it('never changes the set it was given', () => {
    const ticked = new Set([1]);
    toggled(ticked, 2, true);
    expect([...ticked]).toEqual([1]);
  });
});
