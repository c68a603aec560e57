import { describe, expect, it } from 'vitest';
import { rules, translate } from './index.ts';

const CONTROL = 'Pole zawiera niedozwolone znaki sterujące';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => translate('pl', i.message)) ?? [];
}

describe('control characters in the shared text rules', () => {
  const forbidden = Array.from({ length: 32 }, (_, c) => c).filter((c) => ![0x09, 0x0a, 0x0d].includes(c));

  it('every C0 character but tab, line feed and carriage return is refused', () => {
    for (const c of forbidden) {
      const text = `Łódź${String.fromCharCode(c)}x`;
      expect(rules.hasControlCharacters(text), `U+${c.toString(16)}`).toBe(true);
      expect(messages(rules.required().safeParse(text)), `U+${c.toString(16)}`).toContain(CONTROL);
      expect(messages(rules.optionalText().safeParse(text))).toContain(CONTROL);
    }
    for (const ok of ['a\tb', 'a\nb', 'a\r\nb', 'zażółć gęślą jaźń', '\u007f\u00a0']) {
      expect(rules.hasControlCharacters(ok), JSON.stringify(ok)).toBe(false);
      expect(rules.required().safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    }
  });

  it('rules built on the trimmed text (e-mail, NIP, slug) refuse them too', () => {
    expect(messages(rules.email().safeParse('jan\u0000@example.pl'))).toContain(CONTROL);
    expect(messages(rules.slugRule().safeParse('abc\u0001'))).toContain(CONTROL);
  });

  it('finds them at any depth of a request part, keys reported on their parent', () => {
    const body = {
      name: 'ok',
      title: { pl: 'a\u0000', en: 'b' },
      items: ['x', { note: '\u001f' }],
      meta: { 'k\u0002': 1 },
      '\u0003': 'root key',
    };
    expect(rules.controlCharacterFields(body, 'body').sort()).toEqual(
      ['body', 'items.1.note', 'meta', 'title.pl'].sort(),
    );
    expect(rules.controlCharacterFields('a\u0007', 'query')).toEqual(['query']);
    expect(rules.controlCharacterFields({ a: 1, b: [true, null] }, 'body')).toEqual([]);
    // The check every request passes says yes exactly where the fields are found.
    for (const value of [body, 'a\u0007', { a: { 'x\u0001': 1 } }, [['ok', '\u0000']]]) {
      expect(rules.containsControlCharacters(value)).toBe(true);
    }
    for (const value of [{ a: 1, b: [true, null] }, 'ok\ttab\nline\r', undefined, null, 7, [{}, []]]) {
      expect(rules.containsControlCharacters(value)).toBe(false);
    }
    // Two bad keys of one object are one field; the walk's path is back at the top after each.
    expect(
      rules.controlCharacterFields({ a: { 'x\u0001': 1, 'y\u0002': 2 }, b: ['\u0004'] }, 'body'),
    ).toEqual(['a', 'b.0']);
  });
});
