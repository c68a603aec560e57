// The rules' own modules, not the index: the mutation run imports a test's modules anew for
// each mutant, and the index would load every schema of the contracts each time.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from './messages.ts';
import { newPassword } from './password-policy.ts';
import * as rules from './rules.ts';
import { issueToMessage } from './zod-messages.ts';

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

type Parsed = { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };

/** The value a rule yields, or the Polish messages it refuses the input with. */
function outcome(result: Parsed) {
  return result.success ? { data: result.data } : { errors: messages(result) };
}

const REQUIRED = 'To pole jest wymagane';
const maxLength = (limit: number) => `Maksymalna liczba znaków: ${limit}`;

describe('the control-character walk of a request part', () => {
  /** `levels` objects nested in one another, the innermost holding a control character. */
  const nested = (levels: number) => {
    let value: Record<string, unknown> = { x: '\u0000' };
    for (let i = 1; i < levels; i++) value = { x: value };
    return value;
  };

  it('goes 64 levels deep, the guard against cyclic objects, and no further', () => {
    expect(rules.containsControlCharacters(nested(65))).toBe(true);
    expect(rules.controlCharacterFields(nested(65), 'body')).toEqual([Array(65).fill('x').join('.')]);
    expect(rules.containsControlCharacters(nested(66))).toBe(false);
    expect(rules.controlCharacterFields(nested(66), 'body')).toEqual([]);
    expect(rules.containsControlCharacters([[[[['\u0000']]]]])).toBe(true);
    // Arrays count as levels too.
    const deepList = (levels: number) => {
      let value: unknown = ['\u0000'];
      for (let i = 1; i < levels; i++) value = [value];
      return value;
    };
    expect(rules.containsControlCharacters(deepList(65))).toBe(true);
    expect(rules.controlCharacterFields(deepList(65), 'body')).toHaveLength(1);
    expect(rules.containsControlCharacters(deepList(66))).toBe(false);
    expect(rules.controlCharacterFields(deepList(66), 'body')).toEqual([]);
  });

  it('looks at own fields only', () => {
    const inherited = Object.create({ hidden: '\u0000', 'k\u0001': 1 });
    inherited.shown = 'ok';
    expect(rules.containsControlCharacters(inherited)).toBe(false);
    expect(rules.controlCharacterFields(inherited, 'body')).toEqual([]);
  });
});

describe('the base text rules', () => {
  it('required trims, refuses blank input and takes exactly its maximum', () => {
    expect(outcome(rules.required().safeParse('  Łódź \n'))).toEqual({ data: 'Łódź' });
    for (const blank of ['', '   ', '\t\n']) {
      expect(outcome(rules.required().safeParse(blank))).toEqual({ errors: [REQUIRED] });
    }
    expect(outcome(rules.required().safeParse('x'.repeat(255)))).toEqual({ data: 'x'.repeat(255) });
    expect(outcome(rules.required().safeParse('x'.repeat(256)))).toEqual({ errors: [maxLength(255)] });
    // The limit counts the trimmed text.
    expect(rules.required(3).safeParse(' abc ').success).toBe(true);
    expect(outcome(rules.required(3).safeParse('abcd'))).toEqual({ errors: [maxLength(3)] });
  });

  it('optionalText stores a blank or missing value as null, trimmed text otherwise', () => {
    for (const blank of ['', '  ', null, undefined]) {
      expect(outcome(rules.optionalText().safeParse(blank)), String(blank)).toEqual({ data: null });
    }
    expect(outcome(rules.optionalText().safeParse(' uwagi '))).toEqual({ data: 'uwagi' });
    expect(rules.optionalText(4).safeParse('abcd').success).toBe(true);
    expect(outcome(rules.optionalText(4).safeParse('abcde'))).toEqual({ errors: [maxLength(4)] });
    expect(outcome(rules.optionalText().safeParse('x'.repeat(256)))).toEqual({ errors: [maxLength(255)] });
  });

  it('email trims and lowercases a valid address and names each mistake', () => {
    expect(outcome(rules.email().safeParse('  Jan.Kowalski@Firma.PL '))).toEqual({
      data: 'jan.kowalski@firma.pl',
    });
    expect(outcome(rules.email().safeParse(' '))).toEqual({ errors: [REQUIRED] });
    expect(outcome(rules.email().safeParse('jan.kowalski'))).toEqual({
      errors: ['Podaj poprawny adres e-mail'],
    });
    const local = 'a'.repeat(64);
    const at255 = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.pl`;
    expect(at255).toHaveLength(255);
    expect(rules.email().safeParse(at255).success).toBe(true);
    expect(outcome(rules.email().safeParse(`a${at255}`))).toEqual({ errors: [maxLength(255)] });
  });

  it('url and colour accept their form only', () => {
    expect(rules.url().safeParse('https://example.pl/a?b=1').success).toBe(true);
    expect(outcome(rules.url().safeParse('example'))).toEqual({
      errors: ['Podaj poprawny adres strony internetowej (np. https://…)'],
    });
    expect(outcome(rules.color().safeParse(' #a1B2c3 '))).toEqual({ data: '#a1B2c3' });
    for (const bad of ['#abc', 'a1b2c3', '#a1b2c3d', 'x#a1b2c3', '#a1b2cg']) {
      expect(outcome(rules.color().safeParse(bad)), bad).toEqual({
        errors: ['Podaj kolor w formacie #RRGGBB'],
      });
    }
  });

  it('the limits are the ones spec §5 gives', () => {
    const MB = 1024 * 1024;
    expect(rules.LIMITS).toEqual({
      name: 255,
      email: 255,
      phone: 32,
      password: { min: 6, max: 128 },
      offerNumber: 160,
      trainingName: 100,
      serialNumberDigits: 22,
      logoBytes: 3 * MB,
      warrantyPdfBytes: 8 * MB,
      imagesTotalBytes: 5 * MB,
      videoBytes: 30 * MB,
      maintenanceFileBytes: 8 * MB,
      regulationsBytes: 8 * MB,
      importZipBytes: 1536 * MB,
    });
  });
});

describe('the sign-in password rule (spec §5: at least 6 characters)', () => {
  it('takes 6 to 128 characters', () => {
    expect(outcome(rules.password().safeParse('x'.repeat(5)))).toEqual({
      errors: ['Minimalna liczba znaków: 6'],
    });
    expect(rules.password().safeParse('x'.repeat(6)).success).toBe(true);
    expect(rules.password().safeParse('x'.repeat(128)).success).toBe(true);
    expect(outcome(rules.password().safeParse('x'.repeat(129)))).toEqual({ errors: [maxLength(128)] });
  });

  it('keeps spaces, which are part of a password, and asks for a missing one', () => {
    expect(outcome(rules.password().safeParse(' tajne '))).toEqual({ data: ' tajne ' });
    expect(outcome(rules.password().safeParse(undefined))).toEqual({ errors: [REQUIRED] });
  });

  it('sameAs puts its message on the confirmation field', () => {
    const schema = z
      .object({ a: z.string(), b: z.string() })
      .superRefine(rules.sameAs<{ a: string; b: string }>('a', 'b'));
    expect(schema.safeParse({ a: 'x', b: 'x' }).success).toBe(true);
    const res = schema.safeParse({ a: 'x', b: 'y' });
    expect(res.error?.issues.map((i) => [i.code, i.path, translate('pl', i.message)])).toEqual([
      ['custom', ['b'], 'Hasła muszą być takie same'],
    ]);
    const other = z
      .object({ a: z.string(), b: z.string() })
      .superRefine(rules.sameAs('a', 'b', 'validation.same_as'));
    expect(messages(other.safeParse({ a: 'x', b: 'y' }))).toEqual(['Wartości muszą być takie same']);
  });
});

describe('the slug rule', () => {
  it('takes lowercase words of letters and digits joined by single hyphens', () => {
    for (const ok of ['a', 'abc', 'a-b', 'hurtownie-lodz-2', '2026']) {
      expect(outcome(rules.slugRule().safeParse(ok)), ok).toEqual({ data: ok });
    }
    expect(outcome(rules.slugRule().safeParse(' a-b '))).toEqual({ data: 'a-b' });
    for (const bad of ['A', 'a-', '-a', 'a--b', 'a_b', 'a b', 'łódź', 'a.b', 'a/b']) {
      expect(outcome(rules.slugRule().safeParse(bad)), bad).toEqual({
        errors: ['Dozwolone są małe litery, cyfry i myślniki'],
      });
    }
  });

  it('is required and at most 255 characters', () => {
    expect(messages(rules.slugRule().safeParse(''))[0]).toBe(REQUIRED);
    expect(rules.slugRule().safeParse('a'.repeat(255)).success).toBe(true);
    expect(outcome(rules.slugRule().safeParse('a'.repeat(256)))).toEqual({ errors: [maxLength(255)] });
  });
});

describe('Polish phone numbers', () => {
  it('takes nine digits, grouped by spaces or dashes, with an optional +48 or 0048', () => {
    for (const ok of [
      '123456789',
      '123 456 789',
      '123-456-789',
      '+48123456789',
      '+48 123 456 789',
      '0048123456789',
      '12 345 67 89',
    ]) {
      expect(rules.POLISH_PHONE.test(ok), ok).toBe(true);
      expect(outcome(rules.phone().safeParse(` ${ok} `)), ok).toEqual({ data: ok });
    }
  });

  it('refuses other lengths, prefixes and anything around the number', () => {
    for (const bad of [
      '12345678',
      '1234567890',
      '+49123456789',
      '48123456789',
      'tel. 123456789',
      '123456789 w.2',
      '123  456 789',
      '12345678a',
    ]) {
      expect(rules.POLISH_PHONE.test(bad), bad).toBe(false);
      expect(outcome(rules.phone().safeParse(bad)), bad).toEqual({
        errors: ['Podaj poprawny numer telefonu'],
      });
    }
  });

  it('is optional: a blank field is null', () => {
    expect(outcome(rules.phone().safeParse(''))).toEqual({ data: null });
    expect(outcome(rules.phone().safeParse(null))).toEqual({ data: null });
    expect(outcome(rules.phone().safeParse('1'.repeat(33)))).toEqual({
      errors: [maxLength(32)],
    });
  });
});

describe('postcode and NIP', () => {
  it('a postcode is exactly NN-NNN', () => {
    expect(rules.POSTCODE.test('30-002')).toBe(true);
    for (const bad of ['30002', '30 002', '3-0002', 'x30-002', '30-002x', '300-02', '30-0021']) {
      expect(rules.POSTCODE.test(bad), bad).toBe(false);
    }
  });

  it('a NIP is ten digits with a valid checksum, written with dashes, spaces or a PL prefix', () => {
    for (const ok of [
      '1234563218',
      '123-456-32-18',
      '123 456 32 18',
      'PL1234563218',
      'pl 123-456-32-18',
      '5260250274',
    ]) {
      expect(rules.isValidNip(ok), ok).toBe(true);
    }
    expect(rules.normalizeNip('PL 123-456-32-18')).toBe('1234563218');
    expect(rules.normalizeNip('pl1234563218')).toBe('1234563218');
    // Only a leading PL is a prefix; spaces and dashes anywhere are dropped, nothing else is.
    expect(rules.normalizeNip('12PL34')).toBe('12PL34');
    expect(rules.normalizeNip('1 2\t3-4')).toBe('1234');
  });

  it('refuses a wrong checksum, another length, other characters and a remainder of 10', () => {
    const refused = [
      '1234563219', // checksum digit off by one
      '12345632180', // eleven digits
      '123456321', // nine digits
      'DE1234563218', // another country's prefix
      '1234563218PL',
      'x1234563218',
      '1234563218x',
      '1234567890', // weighted sum mod 11 is 10: no check digit fits
      '',
    ];
    for (const bad of refused) expect(rules.isValidNip(bad), bad).toBe(false);
  });
});

describe('dates typed by a person', () => {
  it('take DD.MM.YYYY or ISO and yield the ISO day', () => {
    expect(rules.parseDate('31.12.2026')).toBe('2026-12-31');
    expect(rules.parseDate('2026-12-31')).toBe('2026-12-31');
    expect(rules.parseDate('29.02.2028')).toBe('2028-02-29');
    expect(outcome(rules.date().safeParse(' 01.02.2026 '))).toEqual({ data: '2026-02-01' });
  });

  it('refuse days that do not exist and any other form', () => {
    for (const bad of [
      '31.02.2026',
      '29.02.2027',
      '2026-13-01',
      '2026-00-10',
      '1.2.2026',
      '01.02.26',
      '2026/02/01',
      'x01.02.2026',
      '01.02.2026x',
      'x2026-02-01',
      '2026-02-01x',
      '2026-02-1',
      'jutro',
    ]) {
      expect(rules.parseDate(bad), bad).toBeNull();
      expect(outcome(rules.date().safeParse(bad)), bad).toEqual({
        errors: ['Podaj poprawną datę (DD.MM.RRRR)'],
      });
    }
    expect(messages(rules.date().safeParse(''))[0]).toBe(REQUIRED);
  });
});

describe('the rules name their own messages', () => {
  // zod-messages maps zod's built-in issues to the same keys; the rules must not lean on it, as a
  // bundle that loads a schema before it would show zod's English text.
  it('without the catalogue error map installed', () => {
    z.config({ customError: undefined });
    try {
      const cases: [z.ZodType, unknown, string][] = [
        [rules.required(), ' ', 'validation.required'],
        [rules.email(), '', 'validation.required'],
        [rules.email(), 'jan', 'validation.email'],
        [rules.url(), 'jan', 'validation.url'],
        [rules.password(), undefined, 'validation.required'],
        [rules.slugRule(), '', 'validation.required'],
        [rules.date(), '', 'validation.required'],
        [newPassword(), undefined, 'validation.required'],
        [newPassword(), 'Password123', 'validation.password_common'],
      ];
      for (const [schema, input, key] of cases) {
        expect(schema.safeParse(input).error?.issues[0].message, `${key} ${JSON.stringify(input)}`).toBe(key);
      }
    } finally {
      z.config({ customError: issueToMessage });
    }
    expect(rules.required().safeParse(5).error?.issues[0].message).toBe('validation.invalid_type');
  });
});
