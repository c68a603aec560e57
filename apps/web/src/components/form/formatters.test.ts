import { describe, expect, it } from 'vitest';
import { formatNip, formatPostcode } from './formatters.ts';

describe('field formatting', () => {
  it('normalises a NIP to its 10 digits', () => {
    expect(formatNip('123-456-32-18')).toBe('1234563218');
    expect(formatNip(' PL 123 456 32 18 ')).toBe('1234563218');
    expect(formatNip('1234563218')).toBe('1234563218');
  });

  it('leaves what is not a NIP as typed, for the schema to flag', () => {
    expect(formatNip('12-34')).toBe('12-34');
    expect(formatNip('DE123456789')).toBe('DE123456789');
  });

  it('writes a Polish postcode as NN-NNN', () => {
    expect(formatPostcode('30002')).toBe('30-002');
    expect(formatPostcode(' 30 002 ')).toBe('30-002');
    expect(formatPostcode('30-002')).toBe('30-002');
    expect(formatPostcode('3000')).toBe('3000');
    expect(formatPostcode('SW1A 1AA')).toBe('SW1A 1AA');
  });
});
