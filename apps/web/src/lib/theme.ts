import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '@portal/contracts';

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(rgb: [number, number, number], target: number, amount: number): string {
  const c = rgb.map((v) => Math.round(v + (target - v) * amount));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of a #RRGGBB colour against white. */
export function contrastOnWhite(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a #RRGGBB colour: ${hex}`);
  return 1.05 / (luminance(rgb) + 0.05);
}

/**
 * The colour mixed with just enough black to reach `ratio` against white, the same hue a step
 * darker: Mantine's green, lime, yellow and orange have no shade that carries white text at 4.5:1.
 */
export function darkenedFor(hex: string, ratio: number): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a #RRGGBB colour: ${hex}`);
  for (let amount = 0; amount < 1; amount += 0.02) {
    const out = mix(rgb, 0, amount);
    if (contrastOnWhite(out) >= ratio) return out;
  }
  return '#000000';
}

/** Ten shades around a brand colour (lightest first, the colour itself at index 6). */
export function brandShades(hex: string): MantineColorsTuple | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const light = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((a) => mix(rgb, 255, a));
  const dark = [0.14, 0.28, 0.42].map((a) => mix(rgb, 0, a));
  return [...light, mix(rgb, 255, 0), ...dark] as unknown as MantineColorsTuple;
}

const FALLBACK_PRIMARY = '#0b5cab';

/** The Mantine theme of a brand (spec §1 "brand theme"); without brand data, the default colours. */
export function themeFor(
  brand: Pick<Brand, 'primary_color' | 'secondary_color'> | null,
): MantineThemeOverride {
  const primary = brandShades(brand?.primary_color ?? FALLBACK_PRIMARY) ?? brandShades(FALLBACK_PRIMARY)!;
  const secondary = brand ? brandShades(brand.secondary_color) : null;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: primary, ...(secondary ? { accent: secondary } : {}) },
    defaultRadius: 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
  });
}
