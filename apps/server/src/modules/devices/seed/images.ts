import sharp from 'sharp';
import type { Family } from './data.ts';

/**
 * Product pictures for the demo catalogue, drawn as SVG and rasterised with sharp: no network,
 * no stock photos. Shapes only (no text), so no system font is needed.
 */

const PALETTE = ['#0b5cab', '#0c8599', '#2b8a3e', '#e8590c', '#7048e8', '#c2255c', '#1864ab', '#5f3dc4'];

export function accentFor(index: number): string {
  return PALETTE[index % PALETTE.length];
}

function outdoorUnit(accent: string): string {
  return `<rect x="170" y="150" width="460" height="330" rx="18" fill="#f8f9fa" stroke="#adb5bd" stroke-width="4"/>
    <circle cx="360" cy="315" r="120" fill="#dee2e6" stroke="#868e96" stroke-width="4"/>
    ${[100, 80, 60, 40].map((r) => `<circle cx="360" cy="315" r="${r}" fill="none" stroke="#868e96" stroke-width="3"/>`).join('')}
    <circle cx="360" cy="315" r="16" fill="${accent}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="520" y="${190 + i * 42}" width="80" height="10" rx="5" fill="#ced4da"/>`).join('')}
    <rect x="170" y="150" width="460" height="26" rx="12" fill="${accent}"/>
    <rect x="200" y="480" width="40" height="24" fill="#868e96"/><rect x="560" y="480" width="40" height="24" fill="#868e96"/>`;
}

function indoorUnit(accent: string): string {
  return `<rect x="120" y="220" width="560" height="170" rx="40" fill="#ffffff" stroke="#adb5bd" stroke-width="4"/>
    <rect x="160" y="345" width="480" height="14" rx="7" fill="#dee2e6"/>
    <rect x="160" y="368" width="480" height="8" rx="4" fill="#ced4da"/>
    <circle cx="630" cy="270" r="9" fill="${accent}"/>
    <rect x="120" y="220" width="560" height="20" rx="10" fill="${accent}" opacity="0.85"/>`;
}

function ventilationUnit(accent: string): string {
  return `<rect x="180" y="200" width="440" height="280" rx="14" fill="#f1f3f5" stroke="#868e96" stroke-width="4"/>
    ${[240, 340, 460, 560].map((x) => `<rect x="${x - 35}" y="130" width="70" height="80" rx="8" fill="#adb5bd"/><circle cx="${x}" cy="130" r="35" fill="#ced4da" stroke="#868e96" stroke-width="3"/>`).join('')}
    <rect x="220" y="260" width="160" height="170" rx="8" fill="#e9ecef" stroke="#adb5bd" stroke-width="3"/>
    <path d="M230 270 L370 420 M370 270 L230 420" stroke="#adb5bd" stroke-width="3"/>
    <rect x="430" y="260" width="150" height="60" rx="8" fill="${accent}"/>`;
}

function controlPanel(accent: string): string {
  return `<rect x="250" y="140" width="300" height="340" rx="26" fill="#212529"/>
    <rect x="275" y="170" width="250" height="200" rx="10" fill="${accent}"/>
    <circle cx="400" cy="270" r="60" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.9"/>
    <circle cx="400" cy="425" r="24" fill="#495057"/>`;
}

const SHAPES: Record<Family, (accent: string) => string> = {
  hp: outdoorUnit,
  ac: indoorUnit,
  rec: ventilationUnit,
  acc: controlPanel,
};

/** A product photo (800×600 JPEG); `scene` 1 and 2 draw the product mounted on a wall. */
export async function productImage(family: Family, accent: string, scene = 0): Promise<Buffer> {
  const background =
    scene === 0
      ? `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e7f5ff"/></linearGradient></defs><rect width="800" height="600" fill="url(#bg)"/>`
      : `<rect width="800" height="600" fill="${scene === 1 ? '#f4ede4' : '#e9ecef'}"/>
         ${Array.from({ length: 8 }, (_, i) => `<rect x="0" y="${i * 75}" width="800" height="2" fill="#dee2e6"/>`).join('')}
         <rect x="0" y="540" width="800" height="60" fill="${scene === 1 ? '#b08968' : '#868e96'}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">${background}
    <ellipse cx="400" cy="520" rx="260" ry="18" fill="#000" opacity="0.08"/>${SHAPES[family](accent)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const GLYPHS: Record<string, string> = {
  wifi: '<path d="M58 110 a60 60 0 0 1 140 0 M84 134 a34 34 0 0 1 88 0" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/><circle cx="128" cy="170" r="14" fill="#fff"/>',
  moon: '<path d="M150 60 a72 72 0 1 0 50 120 a58 58 0 1 1 -50 -120z" fill="#fff"/>',
  snow: '<path d="M128 50 V206 M60 89 L196 167 M60 167 L196 89" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
  drop: '<path d="M128 48 C170 110 190 140 190 168 a62 62 0 0 1 -124 0 C66 140 86 110 128 48z" fill="#fff"/>',
  clock:
    '<circle cx="128" cy="128" r="72" fill="none" stroke="#fff" stroke-width="16"/><path d="M128 86 V128 L158 150" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none"/>',
  leaf: '<path d="M70 190 C70 100 130 62 196 60 C196 140 150 190 70 190z M70 190 L150 110" fill="#fff" stroke="#fff" stroke-width="6"/>',
  plug: '<path d="M100 60 V100 M156 60 V100" stroke="#fff" stroke-width="16" stroke-linecap="round"/><path d="M78 100 H178 V130 a50 50 0 0 1 -100 0z" fill="#fff"/><path d="M128 178 V206" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
  bolt: '<path d="M142 44 L78 140 H124 L110 212 L178 112 H132z" fill="#fff"/>',
  sun: '<circle cx="128" cy="128" r="40" fill="#fff"/><path d="M128 48 V70 M128 186 V208 M48 128 H70 M186 128 H208 M72 72 L88 88 M168 168 L184 184 M72 184 L88 168 M168 88 L184 72" stroke="#fff" stroke-width="12" stroke-linecap="round"/>',
};

/** A functionality icon (256×256 PNG): a white glyph on a coloured disc. */
export async function functionalityIcon(shape: string, accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <circle cx="128" cy="128" r="124" fill="${accent}"/>${GLYPHS[shape] ?? GLYPHS.leaf}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
