import '@portal/contracts/zod-messages';
import { DEFAULT_LANG, type Lang, translate } from '@portal/contracts/messages';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
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
  dayjs.locale(lang);
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

/**
 * UI strings load per language as their own chunk: every area adds strings, and a visitor
 * needs one language, not both. The two files have the same keys (locales.test.ts).
 */
const BUNDLES: Record<Lang, () => Promise<{ default: object }>> = {
  pl: () => import('../locales/pl.json'),
  en: () => import('../locales/en.json'),
};

export async function loadLang(next: Lang): Promise<void> {
  if (i18next.hasResourceBundle(next, 'translation')) return;
  const bundle = await BUNDLES[next]();
  i18next.addResourceBundle(next, 'translation', bundle.default, true, true);
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

/** Translates a contracts message (`key` or `key|{params}`) in the current UI language. */
export function useMessage(): (encoded: string | undefined) => string | undefined {
  const { i18n: instance } = useTranslation();
  const lang: Lang = instance.language === 'en' ? 'en' : 'pl';
  return (encoded) => (encoded ? translate(lang, encoded) : undefined);
}
