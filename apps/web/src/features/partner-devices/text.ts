import type { Translatable } from '@portal/contracts';
import type { Lang } from '@portal/contracts/messages';

/** A catalogue text in the UI language; Polish when there is no English one. */
export function localized(text: Translatable, lang: Lang): string;
export function localized(text: Translatable | null, lang: Lang): string | null;
export function localized(text: Translatable | null, lang: Lang): string | null {
  if (!text) return null;
  return lang === 'en' && text.en ? text.en : text.pl;
}

/** Capacities come as "8.50" strings; shown the Polish way, "8,5 kW". */
export function formatKw(value: string | null, lang: Lang): string | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  return `${n.toLocaleString(lang === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: 2 })} kW`;
}
