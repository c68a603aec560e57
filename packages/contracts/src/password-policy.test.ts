import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordChangeSchema, setPasswordSchema, translate } from './index.ts';
import { decodeMessage } from './messages.ts';
import {
  isCommonPassword,
  newPassword,
  passwordMatchesEmail,
  passwordNotEmail,
  passwordPolicyIssue,
} from './password-policy.ts';

const key = (issue: string | null) => (issue ? decodeMessage(issue).key : null);

describe('password policy', () => {
  it('ships a real list of common passwords, compared case-insensitively', () => {
    for (const p of ['password', 'Password1', 'QWERTY123', 'iloveyou', 'zaq12wsx', 'haslo123', 'Kochanie1'])
      expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('Nowe-Haslo-2')).toBe(false);
  });

  it('lets the demo password and the test passwords through', () => {
    for (const p of [
      'Demo1234!',
      'Nowe-Haslo-1',
      'Nowe-Haslo-2',
      'Firmowe-Haslo-1',
      'Stare-Haslo-1',
      'Tajne-Haslo-7',
    ])
      expect(passwordPolicyIssue(p, 'jan@firma.pl'), p).toBeNull();
  });

  it('refuses short, common and e-mail passwords with their own message', () => {
    expect(passwordPolicyIssue('Ab1!xyz')).toBe('validation.min_length|{"limit":8}');
    expect(key(passwordPolicyIssue('x'.repeat(129)))).toBe('validation.max_length');
    expect(key(passwordPolicyIssue('Password123'))).toBe('validation.password_common');
    expect(key(passwordPolicyIssue('Jan.Kowalski@Firma.pl', 'jan.kowalski@firma.pl'))).toBe(
      'validation.password_is_email',
    );
    expect(key(passwordPolicyIssue('JAN.KOWALSKI', 'jan.kowalski@firma.pl'))).toBe(
      'validation.password_is_email',
    );
    expect(passwordMatchesEmail('jan.kowalski1', 'jan.kowalski@firma.pl')).toBe(false);
  });

  it('is the rule of every form that sets a password', () => {
    const common = { password: 'qwerty123', password_confirmation: 'qwerty123' };
    const link = setPasswordSchema.safeParse({ token: 'a'.repeat(43), ...common });
    expect(link.error?.issues.map((i) => i.message)).toEqual(['validation.password_common']);
    const change = passwordChangeSchema.safeParse({ current_password: 'x', ...common });
    expect(change.error?.issues.map((i) => i.message)).toEqual(['validation.password_common']);
    expect(newPassword().safeParse('1234567').error?.issues[0].message).toBe(
      'validation.min_length|{"limit":8}',
    );
  });

  it('passwordNotEmail puts the issue on the password field', () => {
    const schema = z
      .object({ email: z.string(), password: z.string() })
      .superRefine(passwordNotEmail('password', (v) => v.email));
    const res = schema.safeParse({ email: 'anna@firma.pl', password: 'Anna' });
    expect(res.error?.issues).toMatchObject([
      { path: ['password'], message: 'validation.password_is_email' },
    ]);
  });

  it('takes 8 to 128 characters, each boundary with its Polish message', () => {
    const pl = (issue: string | null) => (issue ? translate('pl', issue) : null);
    const sized = (n: number) => 'Zx9-'.repeat(40).slice(0, n);
    expect(pl(passwordPolicyIssue(sized(7)))).toBe('Minimalna liczba znaków: 8');
    expect(passwordPolicyIssue(sized(8))).toBeNull();
    expect(passwordPolicyIssue(sized(128))).toBeNull();
    expect(pl(passwordPolicyIssue(sized(129)))).toBe('Maksymalna liczba znaków: 128');
    const parsed = (n: number) =>
      newPassword()
        .safeParse(sized(n))
        .error?.issues.map((i) => translate('pl', i.message));
    expect(parsed(7)).toEqual(['Minimalna liczba znaków: 8']);
    expect(parsed(8)).toBeUndefined();
    expect(parsed(128)).toBeUndefined();
    expect(parsed(129)).toEqual(['Maksymalna liczba znaków: 128']);
    expect(
      newPassword()
        .safeParse(undefined)
        .error?.issues.map((i) => translate('pl', i.message)),
    ).toEqual(['To pole jest wymagane']);
    expect(pl(passwordPolicyIssue('Password123'))).toBe('Hasło jest zbyt popularne — wybierz inne');
    expect(pl(passwordPolicyIssue('Jan.Kowalski', 'jan.kowalski@firma.pl'))).toBe(
      'Hasło nie może być takie samo jak adres e-mail',
    );
  });

  it('compares the e-mail and the common list without case or surrounding spaces', () => {
    expect(isCommonPassword('  PassWord ')).toBe(true);
    expect(passwordMatchesEmail(' Jan@Firma.pl ', ' jan@firma.pl')).toBe(true);
    expect(passwordMatchesEmail('jan', 'JAN@firma.pl')).toBe(true);
    // No address, or one with no local part, matches nothing but itself.
    expect(passwordMatchesEmail('', '')).toBe(false);
    expect(passwordMatchesEmail('   ', '  ')).toBe(false);
    expect(passwordMatchesEmail('', '@firma.pl')).toBe(false);
    expect(passwordMatchesEmail('jan', 'jan')).toBe(true);
    expect(passwordMatchesEmail('ja', 'jan')).toBe(false);
    expect(passwordMatchesEmail('firma.pl', 'jan@firma.pl')).toBe(false);
    expect(passwordPolicyIssue('Nowe-Haslo-2', null)).toBeNull();
    expect(passwordPolicyIssue('Nowe-Haslo-2', '')).toBeNull();
  });

  it('passwordNotEmail takes the account e-mail as text and ignores fields that are not text', () => {
    const schema = z
      .object({ password: z.unknown() })
      .superRefine(passwordNotEmail('password', 'ewa@firma.pl'));
    expect(schema.safeParse({ password: 'EWA' }).error?.issues).toMatchObject([
      { code: 'custom', path: ['password'], message: 'validation.password_is_email' },
    ]);
    expect(schema.safeParse({ password: 'Inne-Haslo-9' }).success).toBe(true);
    expect(schema.safeParse({ password: 7 }).success).toBe(true);
    const noAddress = z
      .object({ email: z.unknown(), password: z.string() })
      .superRefine(passwordNotEmail('password', (v) => v.email));
    expect(noAddress.safeParse({ email: null, password: 'null' }).success).toBe(true);
  });
});
