import { z } from 'zod';
import common from '../data/common-passwords.json' with { type: 'json' };
import { msg } from './message-format.ts';

/**
 * The rule for a password someone chooses (reset and invitation links, the profile's password
 * change), once for the server and the web forms (issue 14):
 * - 8 to 128 characters;
 * - not one of the ~5,000 most common passwords (`data/common-passwords.json`, see its NOTICE),
 *   compared case-insensitively, so `Password1` is refused like `password1`;
 * - not the account's e-mail address nor its local part (`jan.kowalski` for
 *   `jan.kowalski@firma.pl`), case-insensitively: both are the first guess of anyone who knows
 *   the address.
 *
 * Signing in keeps the older, looser length rule (spec §5: at least 6 characters), so accounts
 * whose password predates this policy can still sign in and then change it.
 */
export const PASSWORD_POLICY = { min: 8, max: 128 } as const;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(common);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** True when the password is the e-mail address or the part before its `@` (any case). */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const local = address.slice(0, Math.max(0, address.indexOf('@')));
  return candidate === address || (local.length > 0 && candidate === local);
}

/** The message key of the first rule a new password breaks, or null when it is allowed. */
export function passwordPolicyIssue(password: string, email?: string | null): string | null {
  if (password.length < PASSWORD_POLICY.min)
    return msg('validation.min_length', { limit: PASSWORD_POLICY.min });
  if (password.length > PASSWORD_POLICY.max)
    return msg('validation.max_length', { limit: PASSWORD_POLICY.max });
  if (isCommonPassword(password)) return msg('validation.password_common');
  if (email && passwordMatchesEmail(password, email)) return msg('validation.password_is_email');
  return null;
}

/** A new password: length and the common-password list (the e-mail check needs the account). */
export const newPassword = () =>
  z
    .string(msg('validation.required'))
    .min(PASSWORD_POLICY.min, msg('validation.min_length', { limit: PASSWORD_POLICY.min }))
    .max(PASSWORD_POLICY.max, msg('validation.max_length', { limit: PASSWORD_POLICY.max }))
    .refine((v) => !isCommonPassword(v), msg('validation.password_common'));

/**
 * For a form that knows the account's e-mail (the profile) or has it as a field: adds the
 * "not the e-mail" issue on `passwordField`.
 */
export function passwordNotEmail<T extends Record<string, unknown>>(
  passwordField: keyof T & string,
  email: string | ((value: T) => unknown),
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const address = typeof email === 'function' ? email(value) : email;
    const password = value[passwordField];
    if (
      typeof address === 'string' &&
      typeof password === 'string' &&
      passwordMatchesEmail(password, address)
    )
      ctx.addIssue({ code: 'custom', path: [passwordField], message: msg('validation.password_is_email') });
  };
}
