import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from './messages.ts';
import './zod-messages.ts';

/** The Polish message zod's own check gives once contracts are loaded (no message of our own). */
function message(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  return translate('pl', result.error?.issues[0].message ?? '');
}

describe("zod's built-in checks speak the catalogue", () => {
  it('a missing or empty value is required; a value of another type is named by its kind', () => {
    expect(message(z.string(), undefined)).toBe('To pole jest wymagane');
    expect(message(z.string(), null)).toBe('To pole jest wymagane');
    expect(message(z.number(), '')).toBe('To pole jest wymagane');
    expect(message(z.number(), 'abc')).toBe('Pole musi być liczbą');
    expect(message(z.int(), 'abc')).toBe('Pole musi być liczbą');
    expect(message(z.string(), 5)).toBe('Nieprawidłowy typ wartości');
    expect(message(z.boolean(), 'tak')).toBe('Nieprawidłowy typ wartości');
  });

  it('minimums: one character is "required", more is a length; items and values have their own', () => {
    expect(message(z.string().min(1), '')).toBe('To pole jest wymagane');
    expect(message(z.string().min(2), 'a')).toBe('Minimalna liczba znaków: 2');
    expect(message(z.array(z.number()).min(2), [1])).toBe('Wybierz co najmniej 2');
    expect(message(z.set(z.number()).min(1), new Set())).toBe('Wybierz co najmniej 1');
    expect(message(z.number().min(3), 2)).toBe('Minimalna wartość: 3');
  });

  it('maximums: length, items and value', () => {
    expect(message(z.string().max(3), 'abcd')).toBe('Maksymalna liczba znaków: 3');
    expect(message(z.array(z.number()).max(1), [1, 2])).toBe('Można wybrać najwyżej 1');
    expect(message(z.set(z.number()).max(1), new Set([1, 2]))).toBe('Można wybrać najwyżej 1');
    expect(message(z.number().max(9), 10)).toBe('Maksymalna wartość: 9');
  });

  it('formats: e-mail, url, IP, MAC, and any other pattern', () => {
    expect(message(z.email(), 'jan')).toBe('Podaj poprawny adres e-mail');
    expect(message(z.url(), 'jan')).toBe('Podaj poprawny adres strony internetowej (np. https://…)');
    expect(message(z.ipv4(), '300.1.1.1')).toBe('Podaj poprawny adres IP');
    expect(message(z.ipv6(), 'zz::1')).toBe('Podaj poprawny adres IP');
    expect(message(z.mac(), '00:11')).toBe('Podaj poprawny adres MAC');
    expect(message(z.string().regex(/^a$/), 'b')).toBe('Nieprawidłowy format');
    expect(message(z.uuid(), 'b')).toBe('Nieprawidłowy format');
  });

  it('choices, unknown keys, multiples and anything else', () => {
    expect(message(z.enum(['a', 'b']), 'c')).toBe('Wybierz jedną z dostępnych wartości');
    expect(message(z.strictObject({}), { x: 1 })).toBe('Nieznany parametr');
    expect(message(z.number().multipleOf(1), 1.5)).toBe('Pole musi być liczbą całkowitą');
    expect(
      message(
        z.string().refine(() => false),
        'a',
      ),
    ).toBe('Nieprawidłowa wartość');
  });
});
