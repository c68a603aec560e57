import {
  type Catalogue,
  DEFAULT_LANG,
  decodeMessage,
  formatMessage,
  type Lang,
} from '@portal/contracts/message-format';
import { useSyncExternalStore } from 'react';
import { setApiLanguage } from './api.ts';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';
import { quantity, Strings, type TFunction, type TranslateOptions } from './strings.ts';

export type { TFunction } from './strings.ts';

export const UI_LANGS: readonly Lang[] = ['pl', 'en'];

function initialLang(): Lang {
  const saved = readItem(STORAGE_KEYS.lang);
  return saved === 'en' || saved === 'pl' ? saved : DEFAULT_LANG;
}

function applyLang(lang: Lang) {
  setApiLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Whether a string or a message of the current language was asked for that its loaded parts lack
 * (shown in English or as its key) since the screens were last drawn: only then must strings that arrive
 * redraw them. The sign-in screen, drawn from its own part, stays as drawn when the other areas'
 * strings arrive after its first paint: redrawing it would be one long task on a slow phone.
 */
let missed = false;

/**
 * The UI language and its strings. A small runtime of our own (lib/strings.ts) instead of
 * i18next and react-i18next: the screens need keys, placeholders, plural forms and an English
 * fallback, and the sign-in screen's first paint does not wait for 18 KB gz of a general one.
 */
const strings = new Strings((lang) => {
  if (lang === language) missed = true;
});
let language: Lang = initialLang();
applyLang(language);

/**
 * A new function after every change of language or strings: components that read it re-render,
 * and effects that depend on it (page titles) run again.
 */
const makeT = (): TFunction => (key: string, options?: TranslateOptions) =>
  strings.translate(language, key, options);
let t = makeT();
const listeners = new Set<() => void>();
function changed() {
  missed = false;
  t = makeT();
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const i18n = {
  get language(): Lang {
    return language;
  },
  /** A quantity grouped as the current language writes it. */
  quantity: (n: number): string => quantity(language, n),
  t: (key: string, options?: TranslateOptions): string => t(key, options),
  exists: (key: string): boolean => strings.has(language, key),
};

/** `t` in the current language; the component re-renders when the language or strings change. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t: useSyncExternalStore(subscribe, () => t), i18n };
}

type Part = 'sign-in' | 'rest';

/**
 * UI strings and the contracts' message catalogue (validation and server messages) load per
 * language as their own chunks: every area adds strings, and a visitor needs one language, not
 * both. The UI strings come in two parts (build/locale-parts.ts): what the sign-in screens show,
 * which is all their first paint waits for, and every other area's, which carries the message
 * catalogue (always wanted with it, one request instead of two). Each pair of files has the
 * same keys (locales.test.ts, the contracts' parity test).
 */
const STRINGS: Record<Lang, Record<Part, () => Promise<{ default: object; messages?: Catalogue }>>> = {
  pl: {
    'sign-in': () => import('../locales/pl.json?part=sign-in'),
    rest: () => import('../locales/pl.json?part=rest'),
  },
  en: {
    'sign-in': () => import('../locales/en.json?part=sign-in'),
    rest: () => import('../locales/en.json?part=rest'),
  },
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
    strings.add(lang, bundle.default as Catalogue);
    if (bundle.messages) catalogues[lang] = bundle.messages;
    if (lang === language && missed) changed();
  });

/** The strings a sign-in screen shows; enough for its first paint. */
export function loadSignInLang(next: Lang): Promise<void> {
  return loadStrings(next, 'sign-in');
}

/** Everything in `next`: all UI strings and the message catalogue. */
export async function loadLang(next: Lang): Promise<void> {
  await Promise.all([loadStrings(next, 'sign-in'), loadStrings(next, 'rest')]);
}

export function currentLang(): Lang {
  return language;
}

export async function changeLang(next: Lang): Promise<void> {
  await loadLang(next);
  writeItem(STORAGE_KEYS.lang, next);
  applyLang(next);
  language = next;
  changed();
}

/**
 * A contracts message in `lang`, from that language's catalogue (loaded with its UI strings
 * before anything renders in it); plain text passes through unchanged.
 */
export function translateMessage(lang: Lang, encoded: string): string {
  const { key, params } = decodeMessage(encoded);
  const catalogue = catalogues[lang];
  // A message shown before its catalogue arrived (a sign-in form checked at once): the screens
  // are redrawn when it comes.
  if (!catalogue && lang === language) missed = true;
  return formatMessage(lang, catalogue ?? {}, key, params);
}

/** Translates a contracts message (`key` or `key|{params}`) in the current UI language. */
export function useMessage(): (encoded: string | undefined) => string | undefined {
  const { i18n: instance } = useTranslation();
  const lang: Lang = instance.language === 'en' ? 'en' : 'pl';
  return (encoded) => (encoded ? translateMessage(lang, encoded) : undefined);
}
