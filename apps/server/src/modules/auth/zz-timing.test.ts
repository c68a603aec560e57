import { it } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';
import { renderMail } from '../../core/mail/mailer.ts';
import { solvedCaptcha, startSmtpServer } from './testing.ts';
it('timing', async () => {
  const out: string[] = [];
  let s = Date.now();
  const smtp = await startSmtpServer();
  const t = await createTestApp({ smtpUrl: smtp.url });
  out.push(`app ${Date.now() - s}`); s = Date.now();
  await solvedCaptcha(t); out.push(`captcha1 ${Date.now() - s}`); s = Date.now();
  await solvedCaptcha(t); out.push(`captcha2 ${Date.now() - s}`); s = Date.now();
  await t.deps.mailer.send(t.deps.db, renderMail('pl', 'invitation', { first_name: 'a', email: 'x', link: 'l', hours: 1 }, 'a@b.pl'));
  await t.deps.jobs.runDue(); out.push(`mail1 ${Date.now() - s}`); s = Date.now();
  await t.deps.mailer.send(t.deps.db, renderMail('pl', 'invitation', { first_name: 'a', email: 'x', link: 'l', hours: 1 }, 'a@b.pl'));
  await t.deps.jobs.runDue(); out.push(`mail2 ${Date.now() - s}`); s = Date.now();
  await t.close(); await smtp.close();
  throw new Error(out.join(' | '));
});
