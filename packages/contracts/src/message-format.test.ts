import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  decodeMessage,
  formatMessage,
  interpolate,
  lookup,
  msg,
  pickLang,
  pluralSuffix,
} from './message-format.ts';
import { hasMessage, t, translate } from './messages.ts';

describe('encoded messages', () => {
  it('carry a key alone, or a key and its parameters as JSON', () => {
    expect(msg('validation.required')).toBe('validation.required');
    expect(msg('validation.max_length', { limit: 255 })).toBe('validation.max_length|{"limit":255}');
    expect(decodeMessage('validation.required')).toEqual({ key: 'validation.required', params: {} });
    expect(decodeMessage('validation.between|{"min":1,"max":5}')).toEqual({
      key: 'validation.between',
      params: { min: 1, max: 5 },
    });
  });

  it('keep the key when the parameters are not JSON', () => {
    expect(decodeMessage('validation.max_length|{limit')).toEqual({
      key: 'validation.max_length',
      params: {},
    });
    expect(decodeMessage('|{"a":1}')).toEqual({ key: '', params: { a: 1 } });
  });
});

describe('catalogue look-up and formatting', () => {
  const cat: Catalogue = {
    a: { b: 'AB {x}', count: 'nested' },
    items_one: '{count} pozycja',
    items_few: '{count} pozycje',
    items_many: '{count} pozycji',
    items_other: '{count} pozycji (ułamek)',
    items: 'pozycje',
    only: 'tylko tu',
  };
  const fallback: Catalogue = { spare: 'z zapasu', only: 'nie stąd' };

  it('walks dotted keys and finds only strings', () => {
    expect(lookup(cat, 'a.b')).toBe('AB {x}');
    expect(lookup(cat, 'a')).toBeUndefined();
    expect(lookup(cat, 'a.b.c')).toBeUndefined();
    expect(lookup(cat, 'x.y')).toBeUndefined();
    expect(lookup({ a: null } as unknown as Catalogue, 'a.b')).toBeUndefined();
  });

  it('fills named parameters and leaves unknown ones as written', () => {
    expect(interpolate('od {min} do {max}', { min: 1, max: 'pięć' })).toBe('od 1 do pięć');
    expect(interpolate('{limit} i {other}', { limit: 6 })).toBe('6 i {other}');
    expect(interpolate('{a-b} {}', { 'a-b': 1 })).toBe('{a-b} {}');
  });

  it('chooses the Polish plural form by count', () => {
    const forms = [0, 1, 2, 4, 5, 12, 21, 22, 25, 1.5].map((n) => pluralSuffix('pl', n));
    expect(forms).toEqual(['many', 'one', 'few', 'few', 'many', 'many', 'many', 'few', 'many', 'other']);
    expect([1, 2].map((n) => pluralSuffix('en', n))).toEqual(['one', 'other']);
    expect(formatMessage('pl', cat, 'items', { count: 22 })).toBe('22 pozycje');
    expect(formatMessage('pl', cat, 'items', { count: 1 })).toBe('1 pozycja');
    // A count given as text is not a number to pluralise by.
    expect(formatMessage('pl', cat, 'items', { count: '3' })).toBe('pozycje');
  });

  it('falls back to the other catalogue, then to the key itself', () => {
    expect(formatMessage('pl', cat, 'a.b', { x: 7 })).toBe('AB 7');
    expect(formatMessage('pl', cat, 'only', {}, fallback)).toBe('tylko tu');
    expect(formatMessage('pl', cat, 'spare', {}, fallback)).toBe('z zapasu');
    expect(formatMessage('pl', cat, 'spare')).toBe('spare');
    expect(formatMessage('pl', cat, 'nowhere.{x}', { x: 1 }, fallback)).toBe('nowhere.{x}');
    expect(formatMessage('pl', { n_one: 'jeden' }, 'n', { count: 5 }, { n: 'fallback' })).toBe('fallback');
  });

  it('picks the first supported language of Accept-Language, Polish by default', () => {
    expect(pickLang(undefined)).toBe('pl');
    expect(pickLang('')).toBe('pl');
    expect(pickLang('en-GB,en;q=0.9')).toBe('en');
    expect(pickLang('de-DE, EN;q=0.8, pl;q=0.5')).toBe('en');
    expect(pickLang('de,fr')).toBe('pl');
    expect(pickLang('enx')).toBe('en');
    expect(pickLang('pl-PL, en')).toBe('pl');
  });
});

describe('the shipped catalogues', () => {
  it('translate encoded messages in both languages, English filling gaps', () => {
    expect(translate('pl', 'validation.max_length|{"limit":32}')).toBe('Maksymalna liczba znaków: 32');
    expect(translate('en', 'validation.required')).toBe('This field is required');
    expect(translate('pl', 'zwykły tekst')).toBe('zwykły tekst');
    expect(t('pl', 'validation.min_length', { limit: 8 })).toBe('Minimalna liczba znaków: 8');
    expect(t('xx' as 'pl', 'validation.required')).toBe('To pole jest wymagane');
  });

  it('say which keys they hold', () => {
    expect(hasMessage('pl', 'validation.required')).toBe(true);
    expect(hasMessage('en', 'validation.required')).toBe(true);
    expect(hasMessage('pl', 'validation')).toBe(false);
    expect(hasMessage('pl', 'validation.nope')).toBe(false);
  });
});
