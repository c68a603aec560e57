import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { passwordPolicyIssue } from '@portal/contracts';
import { validationError } from '../../core/http/errors.ts';

/** argon2id at the library's defaults (19 MiB, 2 passes: the OWASP baseline). */
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * True when `plain` matches `hash`. A missing hash (unknown e-mail, or an invited user who has
 * not set a password yet) is checked against a dummy hash of the same cost, so the answer takes
 * as long as for a real account and timing does not tell which e-mails exist.
 */
export async function verifyPassword(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/**
 * The server's check of a password someone chooses: the contracts rule (length, the common
 * list) plus "not the account's e-mail", which only the server can check on the link forms,
 * where the browser does not know whose link it holds. Throws 422 on `password`.
 */
export function assertNewPassword(plain: string, email: string): void {
  const issue = passwordPolicyIssue(plain, email);
  if (issue) throw validationError({ password: [issue] });
}
