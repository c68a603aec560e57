import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkText, slugify, TRUNCATE_LENGTH, truncate } from './text.ts';

describe('slugify (spec §9)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Pompy Ciepła')).toBe('pompy-ciepla');
  });

  it('transliterates every Polish letter', () => {
    expect(slugify('Zażółć gęślą jaźń ĄĆĘŁŃÓŚŹŻ')).toBe('zazolc-gesla-jazn-acelnoszz');
  });

  it('strips other characters', () => {
    expect(slugify('Hurtownie & Łódź: 2024!')).toBe('hurtownie-lodz-2024');
    expect(slugify('  --a  b--  ')).toBe('a-b');
  });
});

describe('chunkText (spec §9: 150 characters)', () => {
  it('keeps short text whole', () => {
    expect(chunkText('krótki tekst')).toEqual(['krótki tekst']);
    expect(chunkText('')).toEqual([]);
  });

  it('splits long text into pieces of at most 150 characters between words', () => {
    const words = Array.from({ length: 80 }, (_, i) => `słowo${i}`).join(' ');
    const chunks = chunkText(words);
    expect(CHUNK_SIZE).toBe(150);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(150);
    expect(chunks.join(' ')).toBe(words);
  });

  it('cuts a word longer than the size', () => {
    expect(chunkText('a'.repeat(320), 150)).toEqual(['a'.repeat(150), 'a'.repeat(150), 'a'.repeat(20)]);
  });

  it('takes another size', () => {
    expect(chunkText('ab cd ef', 5)).toEqual(['ab cd', 'ef']);
  });
});

describe('truncate (spec §9: 100 characters)', () => {
  it('leaves text of up to 100 characters alone', () => {
    expect(TRUNCATE_LENGTH).toBe(100);
    const text = 'x'.repeat(100);
    expect(truncate(text)).toBe(text);
  });

  it('cuts longer text to 100 characters ending with an ellipsis', () => {
    const out = truncate('y'.repeat(101));
    expect(out).toHaveLength(100);
    expect(out.endsWith('…')).toBe(true);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('ala ma kota', 5)).toBe('ala…');
  });
});
