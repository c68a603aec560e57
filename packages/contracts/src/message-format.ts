/**
 * Message keys and their formatting, without the catalogues: schemas encode their issues with
 * `msg` and the web app loads only the active language's catalogue (`messages.ts` holds both,
 * for the server).
 */

export type Lang = 'pl' | 'en';
export const LANGS: readonly Lang[] = ['pl', 'en'];
export const DEFAULT_LANG: Lang = 'pl';

export type Catalogue = { [key: string]: string | Catalogue };

export type MessageParams = Record<string, string | number>;

/**
 * Messages travel as keys with parameters. Inside zod issues they are encoded in the message
 * string as `key` or `key|{"limit":6}` so that one schema serves the server and the browser,
 * and the text is chosen at the edge in the caller's language.
 */
export function msg(key: string, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function decodeMessage(encoded: string): { key: string; params: MessageParams } {
  const bar = encoded.indexOf('|');
  if (bar < 0) return { key: encoded, params: {} };
  try {
    return { key: encoded.slice(0, bar), params: JSON.parse(encoded.slice(bar + 1)) };
  } catch {
    return { key: encoded.slice(0, bar), params: {} };
  }
}

export function lookup(cat: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = cat;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polish has four plural forms: one (1), few (2–4, 22–24…), many (5–21, 25…), other (fractions). */
export function pluralSuffix(lang: Lang, count: number): 'one' | 'few' | 'many' | 'other' {
  return new Intl.PluralRules(lang).select(count) as 'one' | 'few' | 'many' | 'other';
}

export function interpolate(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/**
 * The text of `key` in `cat` (the plural form when `params.count` is a number), else in
 * `fallback`, else the key itself.
 */
export function formatMessage(
  lang: Lang,
  cat: Catalogue,
  key: string,
  params: MessageParams = {},
  fallback?: Catalogue,
): string {
  let text: string | undefined;
  if (typeof params.count === 'number') {
    text = lookup(cat, `${key}_${pluralSuffix(lang, params.count)}`);
  }
  text ??= lookup(cat, key) ?? (fallback ? lookup(fallback, key) : undefined);
  return text === undefined ? key : interpolate(text, params);
}

export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return DEFAULT_LANG;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'pl' || tag === 'en') return tag;
  }
  return DEFAULT_LANG;
}
