import '@portal/contracts/zod-messages';
import {
  type Catalogue,
  DEFAULT_LANG,
  decodeMessage,
  formatMessage,
  type Lang,
} from '@portal/contracts/message-format';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { setApiLanguage } from './api.ts';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

// zod probes `new Function` for its fast path, which the CSP (no 'unsafe-eval') reports as a
// violation; the interpreted path is the same validation.
z.config({ jitless: true });

export const UI_LANGS: readonly Lang[] = ['pl', 'en'];

function initialLang(): Lang {
  const saved = readItem(STORAGE_KEYS.lang);
  return saved === 'en' || saved === 'pl' ? saved : DEFAULT_LANG;
}

function applyLang(lang: Lang) {
  setApiLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const lang = initialLang();
applyLang(lang);

i18next.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: lang,
  fallbackLng: 'en',
  supportedLngs: UI_LANGS as Lang[],
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
  react: { bindI18nStore: 'added' },
});

type Part = 'sign-in' | 'rest';

/**
 * UI strings and the contracts' message catalogue (validation and server messages) load per
 * language as their own chunks: every area adds strings, and a visitor needs one language, not
 * both. The UI strings come in two parts (build/locale-parts.ts): what the sign-in screens show,
 * which is all their first paint waits for, and every other area's. Each pair of files has the
 * same keys (locales.test.ts, the contracts' parity test).
 */
const STRINGS: Record<Lang, Record<Part, () => Promise<{ default: object }>>> = {
  pl: {
    'sign-in': () => import('../locales/pl.json?part=sign-in'),
    rest: () => import('../locales/pl.json?part=rest'),
  },
  en: {
    'sign-in': () => import('../locales/en.json?part=sign-in'),
    rest: () => import('../locales/en.json?part=rest'),
  },
};
const MESSAGES: Record<Lang, () => Promise<{ default: Catalogue }>> = {
  pl: () => import('@portal/contracts/locales/pl.json'),
  en: () => import('@portal/contracts/locales/en.json'),
};
const catalogues: Partial<Record<Lang, Catalogue>> = {};

/** Each file is fetched once; a failed fetch is forgotten so the next call tries again. */
const loads = new Map<string, Promise<void>>();
function once(key: string, load: () => Promise<void>): Promise<void> {
  let loading = loads.get(key);
  if (!loading) {
    loading = load().catch((err: unknown) => {
      loads.delete(key);
      throw err;
    });
    loads.set(key, loading);
  }
  return loading;
}

const loadStrings = (lang: Lang, part: Part) =>
  once(`${lang}:${part}`, async () => {
    const bundle = await STRINGS[lang][part]();
    i18next.addResourceBundle(lang, 'translation', bundle.default, true, true);
  });

/** The strings a sign-in screen shows; enough for its first paint. */
export function loadSignInLang(next: Lang): Promise<void> {
  return loadStrings(next, 'sign-in');
}

/** Everything in `next`: all UI strings and the message catalogue. */
export async function loadLang(next: Lang): Promise<void> {
  await Promise.all([
    loadStrings(next, 'sign-in'),
    loadStrings(next, 'rest'),
    once(`${next}:messages`, async () => {
      catalogues[next] = (await MESSAGES[next]()).default;
    }),
  ]);
}

export const i18n = i18next;

export function currentLang(): Lang {
  return i18next.language === 'en' ? 'en' : 'pl';
}

export async function changeLang(next: Lang): Promise<void> {
  await loadLang(next);
  writeItem(STORAGE_KEYS.lang, next);
  applyLang(next);
  await i18next.changeLanguage(next);
}

/**
 * A contracts message in `lang`, from that language's catalogue (loaded with its UI strings
 * before anything renders in it); plain text passes through unchanged.
 */
export function translateMessage(lang: Lang, encoded: string): string {
  const { key, params } = decodeMessage(encoded);
  return formatMessage(lang, catalogues[lang] ?? {}, key, params);
}

/** Translates a contracts message (`key` or `key|{params}`) in the current UI language. */
export function useMessage(): (encoded: string | undefined) => string | undefined {
  const { i18n: instance } = useTranslation();
  const lang: Lang = instance.language === 'en' ? 'en' : 'pl';
  return (encoded) => (encoded ? translateMessage(lang, encoded) : undefined);
}
