import { describe, expect, it } from 'vitest';
import { brandShades, contrastOnWhite, darkenedFor, themeFor } from './theme.ts';

describe('brand theme', () => {
  it('makes ten shades with the brand colour at index 6', () => {
    const shades = brandShades('#0b5cab');
    expect(shades).toHaveLength(10);
    expect(shades?.[6]).toBe('#0b5cab');
    expect(shades?.[0]).not.toBe(shades?.[9]);
  });

  it('refuses what is not a #RRGGBB colour', () => {
    expect(brandShades('blue')).toBeNull();
  });

  it('uses the brand colour as the primary colour', () => {
    const theme = themeFor({ primary_color: '#112233', secondary_color: '#445566' });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe('#112233');
    expect(theme.colors?.accent?.[6]).toBe('#445566');
  });

  it('darkens a colour just enough to carry white text at the asked ratio', () => {
    expect(contrastOnWhite('#40c057')).toBeLessThan(3);
    const green = darkenedFor('#40c057', 5.1);
    expect(contrastOnWhite(green)).toBeGreaterThanOrEqual(5.1);
    expect(contrastOnWhite(green)).toBeLessThan(5.8);
    expect(darkenedFor('#0b5cab', 4.5)).toBe('#0b5cab');
  });
});
