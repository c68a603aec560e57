import { type Lang, PASSWORD_RESET_TTL_MINUTES } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { fieldError } from '../../core/http/errors.ts';
import { renderMail } from '../../core/mail/mailer.ts';
import { userRecords } from '../people/records.ts';
import { users } from '../people/tables.ts';
import { mayReceiveLink } from './link-eligibility.ts';
import { takeMailAllowance } from './mail-limits.ts';
import { assertNewPassword, hashPassword } from './passwords.ts';
import { clearEmailFailures } from './throttle.ts';
import { consumeLinkToken, issueLinkToken, type LinkKind, linkUrl, revokeLinkTokens } from './tokens.ts';

/**
 * Mails a reset link when the address belongs to an account. The caller answers the same
 * either way, so the form does not tell which addresses are registered; for the same reason a
 * reset over the mail limits (per address, per client IP) is answered as usual but not sent.
 */
export async function startPasswordReset(
  deps: AppDeps,
  email: string,
  client: { ip: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, first_name: users.first_name, lang: users.lang })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    // Same answer either way: an account of a company not approved simply gets no mail.
    if (!user || !(await mayReceiveLink(tx, user.id))) return;
    const wait = await takeMailAllowance(deps, tx, user.email, client.ip);
    if (wait !== null) {
      deps.log.warn({ userId: user.id, ip: client.ip }, 'password reset mail not sent: mail limit reached');
      return;
    }
    const token = await issueLinkToken(deps, tx, user.id, 'reset');
    const lang: Lang = user.lang === 'en' ? 'en' : 'pl';
    await deps.mailer.send(
      tx,
      renderMail(
        lang,
        'reset_password',
        {
          first_name: user.first_name,
          email: user.email,
          link: linkUrl(deps, 'reset', token),
          minutes: PASSWORD_RESET_TTL_MINUTES,
        },
        user.email,
      ),
    );
  });
}

/**
 * Sets the password from a reset or invitation link: the link is used up, every other link
 * of the user stops working, and every session of the user ends (whoever knew the old
 * password is signed out). Activation is not touched.
 */
export async function setPasswordFromLink(
  deps: AppDeps,
  kind: LinkKind,
  token: string,
  password: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(deps, tx, kind, token);
    if (userId === null) throw fieldError('token', 'errors.token_invalid');
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    // Refused here, the transaction rolls back and the link stays usable for a better password.
    assertNewPassword(password, owner.email);
    const hash = await hashPassword(password);
    // The holder of the link sets their own password: the audit row names them.
    const ctx = { db: tx, actor: { type: 'user', id: userId } as const, now: deps.clock.now() };
    await userRecords.update(
      ctx,
      userId,
      { password_hash: hash },
      { action: kind === 'reset' ? 'password-reset' : 'password-set' },
    );
    await revokeLinkTokens(deps, tx, userId);
    await deps.sessions.revokeAllForUser(tx, userId);
    // Whoever holds the mailbox may sign in at once, even after a run of wrong passwords.
    await clearEmailFailures(tx, owner.email);
  });
}
