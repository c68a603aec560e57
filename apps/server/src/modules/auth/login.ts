import type { LoginResponse } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, fieldError } from '../../core/http/errors.ts';
import { stampLastLogin } from '../people/records.ts';
import { users } from '../people/tables.ts';
import { verifyCaptcha } from './captcha.ts';
import { verifyPassword } from './passwords.ts';
import { assertLoginAllowed, clearEmailFailures, recordLoginFailure } from './throttle.ts';

/**
 * Sign-in with the outcomes of DESIGN §4, checked in this order: 429 while a brute-force
 * counter is full (no captcha spent, no password tried), 422 `captcha`, 422 `email` with one
 * message for an unknown e-mail and a wrong password (both counted, both running argon2),
 * 403 for an inactive account with the right password, then a session.
 */
export async function signIn(
  deps: AppDeps,
  body: { email: string; password: string; rememberMe: boolean; captcha: string },
  client: { ip: string; userAgent?: string },
): Promise<LoginResponse> {
  await assertLoginAllowed(deps, body.email, client.ip);
  await verifyCaptcha(deps, body.captcha);
  const [user] = await deps.db
    .select({ id: users.id, password_hash: users.password_hash, is_activated: users.is_activated })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)
    .limit(1);
  const valid = await verifyPassword(user?.password_hash, body.password);
  if (!user || !valid) {
    await recordLoginFailure(deps, body.email, client.ip);
    throw fieldError('email', 'errors.invalid_credentials');
  }
  if (!user.is_activated) throw new AppError(403, 'errors.account_inactive');
  await clearEmailFailures(deps.db, body.email);
  const token = await deps.db.transaction(async (tx) => {
    await stampLastLogin(tx, user.id, deps.clock.now());
    return deps.sessions.create(tx, user.id, body.rememberMe, client);
  });
  return { token_type: 'Bearer', access_token: token, rememberMe: body.rememberMe };
}
