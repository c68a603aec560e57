import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPartner, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { contractors, users } from '../people/tables.ts';
import { sendInvitation } from './invitations.ts';
import { type SmtpServer, solvedCaptcha, startSmtpServer } from './testing.ts';
import { LOGIN_LIMITS } from './throttle.ts';

/**
 * Reset and invitation links go only to accounts whose company was approved (issue 14): a
 * registrant still pending, or rejected, must not set a password through the public reset form.
 */

const SAME_ANSWER = {
  message: 'Jeśli konto z tym adresem e-mail istnieje, wysłaliśmy na nie link do ustawienia nowego hasła',
  status: 'success',
};

let smtp: SmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => t.clock.advance(LOGIN_LIMITS.windowMs + 1000));

async function startReset(email: string) {
  return t.call('auth.reset-password-start', {
    body: { email, captcha: await solvedCaptcha(t) },
  });
}

/** A partner-role account of a company in the given registration state. */
async function partnerOf(status: 'pending' | 'approved' | 'rejected', opts: { company?: boolean } = {}) {
  const { contractor, partner } = await createPartner(t.deps.db);
  await t.deps.db
    .update(contractors)
    .set({ registration_status: status })
    .where(eq(contractors.id, contractor.id));
  const email = `${status}.${opts.company === false ? 'bez' : 'z'}.${contractor.id}@example.pl`;
  const { user } = await createUser(t, {
    role: 'partner',
    partnerId: partner.id,
    email,
    active: status === 'approved',
  });
  if (opts.company === false) {
    await t.deps.db.update(users).set({ partner_id: null }).where(eq(users.id, user.id));
  }
  return user;
}

describe('links only for accounts of an approved company', () => {
  it('answers the reset form the same way but mails nothing to an unapproved account', async () => {
    const refused = [
      await partnerOf('pending'),
      await partnerOf('rejected'),
      // A registrant: partner role, no company yet.
      await partnerOf('pending', { company: false }),
    ];
    const approved = await partnerOf('approved');
    const { user: staff } = await createUser(t, { role: 'moderator' });
    for (const user of [...refused, approved, staff]) {
      const res = await startReset(user.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SAME_ANSWER);
    }
    const unknown = await startReset('nikt.taki@example.pl');
    expect(unknown.body).toEqual(SAME_ANSWER);
    await t.deps.jobs.runDue();
    for (const user of refused) expect(smtp.to(user.email), user.email).toHaveLength(0);
    expect(smtp.to(approved.email)).toHaveLength(1);
    expect(smtp.to(staff.email)).toHaveLength(1);
  });

  it('sends no invitation to an account of a company not approved', async () => {
    const pending = await partnerOf('pending');
    const approved = await partnerOf('approved');
    await t.deps.db.transaction(async (tx) => {
      await sendInvitation(t.deps, tx, pending);
      await sendInvitation(t.deps, tx, approved);
    });
    await t.deps.jobs.runDue();
    expect(smtp.to(pending.email)).toHaveLength(0);
    const [mail] = smtp.to(approved.email);
    expect(mail.subject).toBe('Zaproszenie do Portalu Partnera');
  });
});
