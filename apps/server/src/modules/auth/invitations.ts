import { INVITATION_TTL_HOURS, type Lang } from '@portal/contracts';
import type { AppDeps } from '../../core/deps.ts';
import { renderMail } from '../../core/mail/mailer.ts';
import type { Executor } from '../../db/client.ts';
import { mayReceiveLink } from './link-eligibility.ts';
import { assertMailAllowed } from './mail-limits.ts';
import { issueLinkToken, linkUrl } from './tokens.ts';

/**
 * Invites a user to set a password: a single-use link valid 72 h, mailed on the caller's
 * transaction (the mail goes out only if the caller's write commits). Called when staff or a
 * company administrator create a user and when staff approve a registration; calling it again
 * sends a fresh link and voids the previous one.
 *
 * The mail counts against the mail limits of the address and of `client`'s IP (the caller
 * creating the user; none when staff approve a registration): over them, 429 and the caller's
 * write rolls back, so no user is left without an invitation.
 *
 * Finishing the invitation sets the password only; it does not change `is_activated`. Whether
 * an account may sign in stays the decision of whoever created or approved it.
 */
export async function sendInvitation(
  deps: AppDeps,
  tx: Executor,
  user: { id: number; email: string; first_name: string; lang?: string },
  client?: { ip: string },
): Promise<void> {
  // A partner account of a company not (yet) approved gets no link (see `mayReceiveLink`).
  if (!(await mayReceiveLink(tx, user.id))) return;
  await assertMailAllowed(deps, tx, user.email, client?.ip);
  const token = await issueLinkToken(deps, tx, user.id, 'invite');
  const lang: Lang = user.lang === 'en' ? 'en' : 'pl';
  await deps.mailer.send(
    tx,
    renderMail(
      lang,
      'invitation',
      {
        first_name: user.first_name,
        email: user.email,
        link: linkUrl(deps, 'invite', token),
        hours: INVITATION_TTL_HOURS,
      },
      user.email,
    ),
  );
}
