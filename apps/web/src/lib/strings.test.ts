import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantity, Strings } from './strings.ts';

function strings() {
  const s = new Strings();
  s.add('pl', {
    files: { count_one: '{count} plik', count_few: '{count} pliki', count_many: '{count} plików' },
    greeting: 'Dzień dobry, {name}!',
  });
  s.add('pl', { later: { part: 'Druga część' } });
  s.add('en', { files: { count_one: '{count} file', count_other: '{count} files' }, onlyEn: 'English only' });
  return s;
}

describe('UI strings (lib/strings.ts)', () => {
  it('picks the Polish plural form for a count and fills it in', () => {
    const s = strings();
    expect(s.translate('pl', 'files.count', { count: 1 })).toBe('1 plik');
    expect(s.translate('pl', 'files.count', { count: 3 })).toBe('3 pliki');
    expect(s.translate('pl', 'files.count', { count: 5 })).toBe('5 plików');
    expect(s.translate('en', 'files.count', { count: 5 })).toBe('5 files');
  });

  it('writes a count as the language groups its digits, other numbers as they are', () => {
    const s = strings();
    expect(s.translate('pl', 'files.count', { count: 12500 })).toBe('12\u00a0500 plików');
    expect(s.translate('pl', 'files.count', { count: 1200 })).toBe('1200 plików');
    expect(s.translate('en', 'files.count', { count: 12500 })).toBe('12,500 files');
    expect(s.translate('pl', 'greeting', { name: 20260 })).toBe('Dzień dobry, 20260!');
  });

  it('groups a whole number exactly as the number format of its language does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -99_999, max: 99_999 })),
        (n) => {
          expect(quantity('pl', n)).toBe(n.toLocaleString('pl-PL'));
          expect(quantity('en', n)).toBe(n.toLocaleString('en-GB'));
        },
      ),
      { numRuns: 2000 },
    );
    expect(quantity('pl', 2.5)).toBe('2,5');
    expect(quantity('pl', 9999)).toBe('9999');
    expect(quantity('pl', 10000)).toBe('10\u00a0000');
    expect(quantity('en', 1000)).toBe('1,000');
  });

  it('fills placeholders and keeps the groups of every added part', () => {
    const s = strings();
    expect(s.translate('pl', 'greeting', { name: 'Anno' })).toBe('Dzień dobry, Anno!');
    expect(s.translate('pl', 'later.part')).toBe('Druga część');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const s = strings();
    expect(s.translate('pl', 'onlyEn')).toBe('English only');
    expect(s.translate('pl', 'missing.key', { defaultValue: 'inne' })).toBe('inne');
    expect(s.translate('pl', 'missing.key')).toBe('missing.key');
    expect(s.has('pl', 'onlyEn')).toBe(true);
    expect(s.has('pl', 'missing.key')).toBe(false);
    expect(s.has('pl', 'files')).toBe(false);
  });
});
