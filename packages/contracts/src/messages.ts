import en from '../locales/en.json' with { type: 'json' };
import pl from '../locales/pl.json' with { type: 'json' };
import {
  type Catalogue,
  decodeMessage,
  formatMessage,
  type Lang,
  lookup,
  type MessageParams,
} from './message-format.ts';

export * from './message-format.ts';

/** Both catalogues, for the server (the web app loads one language: `lib/i18n.ts`). */
const CATALOGUES: Record<Lang, Catalogue> = { pl, en };

export function t(lang: Lang, key: string, params: MessageParams = {}): string {
  return formatMessage(lang, CATALOGUES[lang] ?? CATALOGUES.pl, key, params, CATALOGUES.en);
}

/** Translates an encoded message (see `msg`); plain text passes through unchanged. */
export function translate(lang: Lang, encoded: string): string {
  const { key, params } = decodeMessage(encoded);
  return t(lang, key, params);
}

export function hasMessage(lang: Lang, key: string): boolean {
  return lookup(CATALOGUES[lang], key) !== undefined;
}

export const messageCatalogues = CATALOGUES;
