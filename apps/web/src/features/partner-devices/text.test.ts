import { describe, expect, it } from 'vitest';
import { formatKw, localized } from './text.ts';

describe('localized', () => {
  it('takes English when there is one, Polish otherwise', () => {
    expect(localized({ pl: 'Grupa', en: 'Group' }, 'en')).toBe('Group');
    expect(localized({ pl: 'Grupa', en: null }, 'en')).toBe('Grupa');
    expect(localized({ pl: 'Grupa', en: 'Group' }, 'pl')).toBe('Grupa');
    expect(localized(null, 'pl')).toBeNull();
  });
});

describe('formatKw', () => {
  it('writes capacities the Polish way', () => {
    expect(formatKw('8.50', 'pl')).toBe('8,5 kW');
    expect(formatKw('12.00', 'pl')).toBe('12 kW');
    expect(formatKw('3.45', 'en')).toBe('3.45 kW');
    expect(formatKw(null, 'pl')).toBeNull();
  });
});
