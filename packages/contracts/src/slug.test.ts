import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('transliterates every Polish letter, lower and upper case, instead of dropping it', () => {
    expect(slugify('ą ć ę ł ń ó ś ź ż')).toBe('a-c-e-l-n-o-s-z-z');
    expect(slugify('Ą Ć Ę Ł Ń Ó Ś Ź Ż')).toBe('a-c-e-l-n-o-s-z-z');
    expect(slugify('Zażółć gęślą jaźń')).toBe('zazolc-gesla-jazn');
    expect(slugify('Hurtownie Łódź')).toBe('hurtownie-lodz');
  });

  it('joins words with single hyphens and drops everything else', () => {
    expect(slugify('  Hurtownie   Łódź  ')).toBe('hurtownie-lodz');
    expect(slugify('a\tb\nc')).toBe('a-b-c');
    expect(slugify('a - b -- c')).toBe('a-b-c');
    expect(slugify('--Serwis 24/7!--')).toBe('serwis-247');
    expect(slugify('Café Müller_2')).toBe('cafe-muller2');
    expect(slugify('R&D: nowe (2026)')).toBe('rd-nowe-2026');
    expect(slugify('!!!')).toBe('');
  });
});
