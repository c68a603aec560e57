import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json' with { type: 'json' };
import pl from '../src/locales/pl.json' with { type: 'json' };
import { localePart, SIGN_IN_GROUPS } from './locale-parts.ts';

describe('locale parts (sign-in strings first, the rest after first paint)', () => {
  it.each([
    ['pl', pl],
    ['en', en],
  ])('splits %s into two disjoint parts that together are the whole file', (_, strings) => {
    const signIn = localePart(strings, 'sign-in');
    const rest = localePart(strings, 'rest');
    expect(Object.keys(signIn).sort()).toEqual([...SIGN_IN_GROUPS].sort());
    expect(Object.keys(rest).some((group) => group in signIn)).toBe(false);
    expect({ ...signIn, ...rest }).toEqual(strings);
  });
});
