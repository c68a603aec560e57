import { describe, expect, it } from 'vitest';
import { isoToMasked, maskDate, maskedToIso } from './date-mask.ts';
import { firstErrorMessage, hasPath, splitServerErrors } from './server-errors.ts';

describe('server 422 errors on their fields', () => {
  const values = { email: '', primary_contact: { first_name: '' }, brands: [1] };

  it('knows the fields a form edits, nested ones included', () => {
    expect(hasPath(values, 'email')).toBe(true);
    expect(hasPath(values, 'primary_contact.first_name')).toBe(true);
    expect(hasPath(values, 'brands.0')).toBe(true);
    expect(hasPath(values, 'role')).toBe(false);
    expect(hasPath(values, 'email.x')).toBe(false);
  });

  it('puts known fields on the fields and the rest in the summary', () => {
    expect(
      splitServerErrors({ email: ['zajęty', 'zły'], captcha: ['Potwierdź'], _: ['Ogólny'] }, (p) =>
        hasPath(values, p),
      ),
    ).toEqual({ fields: { email: 'zajęty zły' }, other: ['Potwierdź', 'Ogólny'] });
  });
});

describe('date mask DD.MM.YYYY', () => {
  it('puts in the dots as digits are typed', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('120')).toBe('12.0');
    expect(maskDate('1203')).toBe('12.03');
    expect(maskDate('12032025')).toBe('12.03.2025');
    expect(maskDate('12.03.2025999')).toBe('12.03.2025');
    expect(maskDate('ab12cd')).toBe('12');
  });

  it('converts between the mask and ISO dates', () => {
    expect(isoToMasked('2025-03-12')).toBe('12.03.2025');
    expect(isoToMasked('2025-03-12T10:00:00Z')).toBe('12.03.2025');
    expect(maskedToIso('12.03.2025')).toBe('2025-03-12');
    expect(maskedToIso('12.03.20')).toBeNull();
  });
});

describe('firstErrorMessage', () => {
  it("shows a list field's item error (gallery.3) on the list", () => {
    const itemError = { type: 'server', message: 'Plik jest za duży' };
    expect(firstErrorMessage([undefined, undefined, undefined, itemError])).toBe('Plik jest za duży');
    expect(firstErrorMessage({ type: 'server', message: 'To pole jest wymagane' })).toBe(
      'To pole jest wymagane',
    );
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage([undefined])).toBeUndefined();
  });
});
