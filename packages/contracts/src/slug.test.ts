import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('transliterates every Polish letter, lower and upper case, instead of dropping it', () => {
    expect(slugify('ą ć ę ł ń ó ś ź ż')).toBe('a-c-e-l-n-o-s-z-z');
    expect(slugify('Ą Ć Ę Ł Ń Ó Ś Ź Ż')).toBe('a-c-e-l-n-o-s-z-z');
    expect(slugify('Zażółć gęślą jaźń')).toBe('zazolc-gesla-jazn');
    expect(slugify('Hurtownie Łódź')).toBe('hurtownie-lodz');
  });
});
