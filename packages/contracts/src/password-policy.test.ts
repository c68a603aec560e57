import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordChangeSchema, setPasswordSchema } from './index.ts';
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
});
