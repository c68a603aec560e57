import {
  type Catalogue,
  interpolate,
  type Lang,
  lookup,
  type MessageParams,
  pluralSuffix,
} from '@portal/contracts/message-format';

const LOCALE: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB' };
/** CLDR's grouping of each language: Polish groups from five digits on, with a no-break space. */
const GROUPING: Record<Lang, { separator: string; fromDigits: number }> = {
  pl: { separator: '\u00a0', fromDigits: 5 },
  en: { separator: ',', fromDigits: 4 },
};

/**
 * A quantity in the language's digit grouping: "10 000" in Polish, "10,000" in English — what
 * `toLocaleString` writes. Whole numbers are grouped here: the browser's first number formatter
 * costs ~10 ms (40 on a throttled phone) of the first screen that shows a count.
 */
export function quantity(lang: Lang, n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString(LOCALE[lang]);
  const digits = String(Math.abs(n));
  const { separator, fromDigits } = GROUPING[lang];
  const grouped = digits.length < fromDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return n < 0 ? `-${grouped}` : grouped;
}

/** `count` picks the plural form (`key_one`, `key_few`, `key_many`, `key_other`). */
export type TranslateOptions = { count?: number; defaultValue?: string; [param: string]: unknown };
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** A missing string in the UI language is looked up in this one. */
const FALLBACK: Lang = 'en';

/**
 * The UI strings of each language and the text of a key in one of them: the plural form for a
 * numeric `count`, `{param}` placeholders filled, English when the language lacks the key, else
 * `defaultValue`, else the key itself.
 */
export class Strings {
  private readonly byLang: Partial<Record<Lang, Catalogue>> = {};

  /** `onMissing` hears of every key asked for in a language whose strings lack it. */
  constructor(private readonly onMissing: (lang: Lang) => void = () => {}) {}

  /** Adds top-level groups of strings (a part of a locale file) to a language. */
  add(lang: Lang, groups: Catalogue): void {
    this.byLang[lang] = { ...this.byLang[lang], ...groups };
  }

  has(lang: Lang, key: string): boolean {
    return this.found(lang, key) !== undefined || this.find(FALLBACK, key) !== undefined;
  }

  translate(lang: Lang, key: string, options: TranslateOptions = {}): string {
    const text = this.found(lang, key, options.count) ?? this.find(FALLBACK, key, options.count);
    if (text === undefined) return options.defaultValue ?? key;
    const params: MessageParams = {};
    for (const [name, value] of Object.entries(options)) {
      if (value === undefined || value === null) continue;
      // A plural count is a quantity: grouped as the language writes it ("10 000", "10,000").
      params[name] =
        typeof value !== 'number' ? String(value) : name === 'count' ? quantity(lang, value) : value;
    }
    return interpolate(text, params);
  }

  private found(lang: Lang, key: string, count?: number): string | undefined {
    const text = this.find(lang, key, count);
    if (text === undefined) this.onMissing(lang);
    return text;
  }

  private find(lang: Lang, key: string, count?: number): string | undefined {
    const strings = this.byLang[lang];
    if (!strings) return undefined;
    if (typeof count === 'number')
      return (
        lookup(strings, `${key}_${pluralSuffix(lang, count)}`) ??
        lookup(strings, `${key}_other`) ??
        lookup(strings, key)
      );
    return lookup(strings, key);
  }
}
