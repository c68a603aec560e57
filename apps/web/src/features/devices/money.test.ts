import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, moneyAmount, parseMoney } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['1 234,56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0,01', 1],
    ['0.1', 10],
    ['  12,3 zł ', 1230],
    ['1\u00a0234,56\u00a0zł', 123456],
    ['007,05', 705],
    ['10,', 1000],
    ['0', 0],
    ['19.99', 1999],
    ['9999999,99', 999999999],
  ])('%s → %d grosze', (input, grosze) => {
    expect(parseMoney(input)).toEqual({ ok: true, grosze });
  });

  it('reads an empty field as no price', () => {
    expect(parseMoney('')).toEqual({ ok: true, grosze: null });
    expect(parseMoney('   ')).toEqual({ ok: true, grosze: null });
  });

  it.each(['12,345', '-5', 'abc', '1,2,3', '1.234,56', ',5', '1e3', '9999999999999999'])(
    'refuses %s',
    (input) => {
      expect(parseMoney(input)).toEqual({ ok: false });
    },
  );

  it('keeps every grosz where floating point would not', () => {
    // 1.15 * 100 is 114.99999999999999 in floating point.
    expect(parseMoney('1,15')).toEqual({ ok: true, grosze: 115 });
    expect(parseMoney('4.35')).toEqual({ ok: true, grosze: 435 });
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, '1 234,56 zł'],
    [5, '0,05 zł'],
    [0, '0,00 zł'],
    [100, '1,00 zł'],
    [1_000_000_000, '10 000 000,00 zł'],
    [99999, '999,99 zł'],
  ])('%d grosze → %s', (grosze, text) => {
    expect(formatMoney(grosze)).toBe(text);
  });

  it('shows nothing for no price', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });

  it('round-trips through the input text', () => {
    for (const grosze of [0, 1, 99, 100, 123456, 987654321]) {
      expect(parseMoney(moneyAmount(grosze))).toEqual({ ok: true, grosze });
    }
  });
});

describe('formatDecimal', () => {
  it.each([
    ['2.60', '2,6'],
    ['1.0000', '1'],
    ['12.25', '12,25'],
    ['7', '7'],
    ['0.50', '0,5'],
  ])('%s → %s', (value, text) => {
    expect(formatDecimal(value)).toBe(text);
  });

  it('shows nothing for no value', () => {
    expect(formatDecimal(null)).toBe('');
  });
});
