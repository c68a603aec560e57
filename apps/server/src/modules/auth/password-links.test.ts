import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../people/tables.ts';
import { sendInvitation } from './invitations.ts';
import { linkIn, type SmtpServer, setPassword, solvedCaptcha, startSmtpServer } from './testing.ts';
import { LOGIN_LIMITS } from './throttle.ts';

const OLD = 'Stare-Haslo-1';
const NEW = 'Nowe-Haslo-2';
const TOKEN_INVALID = {
  message: 'Sprawdź błędy w formularzu',
  errors: { token: ['Link jest nieprawidłowy lub wygasł'] },
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

async function login(email: string, password: string) {
  return t.call('auth.login', {
    body: { email, password, captcha: await solvedCaptcha(t) },
  });
}

async function startReset(email: string) {
  return t.call('auth.reset-password-start', {
    body: { email, captcha: await solvedCaptcha(t) },
  });
}

function tokenOf(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1);
}

async function finish(kind: 'reset-password-finish' | 'invitation-finish', token: string, password = NEW) {
  return t.request('POST', `/api/auth/${kind}`, {
    body: { token, password, password_confirmation: password },
  });
}

describe('password reset', () => {
  it('mails a Polish link through SMTP that sets a new password once and ends every session', async () => {
    const { user } = await createUser(t, { email: `reset.${Date.now()}@example.pl` });
    await setPassword(t, user.id, OLD);
    const sessions = [
      (await login(user.email, OLD)).body.access_token,
      (await login(user.email, OLD)).body.access_token,
    ];
    for (const token of sessions) expect((await t.call('auth.user', { token })).status).toBe(200);

    const started = await startReset(user.email.toUpperCase());
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      message: 'Jeśli konto z tym adresem e-mail istnieje, wysłaliśmy na nie link do ustawienia nowego hasła',
      status: 'success',
    });
    expect(smtp.to(user.email)).toHaveLength(0);
    await t.deps.jobs.runDue();
    const [mail] = smtp.to(user.email);
    expect(mail.subject).toBe('Ustawienie nowego hasła w Portalu Partnera');
    expect(mail.text).toContain('Dzień dobry Anna,');
    expect(mail.text).toContain('Link jest ważny przez 60 minut');
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/portal\.test\/#\/auth\/reset-password-finish\/[A-Za-z0-9_-]{40,}$/);

    const done = await finish('reset-password-finish', tokenOf(link));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: 'Hasło zostało zmienione. Możesz się zalogować',
      status: 'success',
    });
    for (const token of sessions) expect((await t.call('auth.user', { token })).status).toBe(401);
    expect((await login(user.email, OLD)).status).toBe(422);
    expect((await login(user.email, NEW)).status).toBe(200);

    const again = await finish('reset-password-finish', tokenOf(link), 'Trzecie-Haslo-3');
    expect(again.status).toBe(422);
    expect(again.body).toEqual(TOKEN_INVALID);
  });

  it('answers an unknown address with the same bytes and sends nothing', async () => {
    const { user } = await createUser(t);
    const known = await startReset(user.email);
    const unknown = await startReset(`nikt.${Date.now()}@example.pl`);
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw).toBe(known.raw);
    const before = smtp.mails.length;
    await t.deps.jobs.runDue();
    expect(smtp.mails.length).toBe(before + 1);
    expect(smtp.mails.at(-1)?.to).toEqual([user.email]);
  });

  it('needs a solved captcha to start', async () => {
    const res = await t.call('auth.reset-password-start', {
      body: { email: 'a@example.pl' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ captcha: ['Potwierdź, że nie jesteś robotem'] });
  });

  it('a link expires after 60 minutes, and a newer request voids the older link', async () => {
    const { user } = await createUser(t);
    await startReset(user.email);
    await t.deps.jobs.runDue();
    const first = tokenOf(linkIn(smtp.to(user.email)[0]));
    await startReset(user.email);
    await t.deps.jobs.runDue();
    const second = tokenOf(linkIn(smtp.to(user.email)[1]));
    expect((await finish('reset-password-finish', first)).body).toEqual(TOKEN_INVALID);

    t.clock.advance(60 * 60_000 + 1000);
    expect((await finish('reset-password-finish', second)).body).toEqual(TOKEN_INVALID);
  });

  it('checks the new password and its confirmation in Polish', async () => {
    const res = await t.call('auth.reset-password-finish', {
      body: { token: 'x'.repeat(43), password: '12345', password_confirmation: '54321' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      password: ['Minimalna liczba znaków: 8'],
      password_confirmation: ['Hasła muszą być takie same'],
    });
    const garbage = await t.call('auth.reset-password-finish', {
      body: { token: 'ab', password: 'Mocne-Haslo-5', password_confirmation: 'Mocne-Haslo-5' },
    });
    expect(garbage.body).toEqual(TOKEN_INVALID);
  });

  it('refuses a common password and the account e-mail, and the link still works afterwards', async () => {
    const { user } = await createUser(t, { email: `jan.kowalski.${Date.now()}@example.pl` });
    await setPassword(t, user.id, OLD);
    await startReset(user.email);
    await t.deps.jobs.runDue();
    const token = tokenOf(linkIn(smtp.to(user.email)[0]));

    const common = await finish('reset-password-finish', token, 'Password123');
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual({ password: ['Hasło jest zbyt popularne — wybierz inne'] });
    for (const own of [user.email, user.email.slice(0, user.email.indexOf('@')).toUpperCase()]) {
      const res = await finish('reset-password-finish', token, own);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: ['Hasło nie może być takie samo jak adres e-mail'] });
    }
    expect((await login(user.email, OLD)).status).toBe(200);
    expect((await finish('reset-password-finish', token)).status).toBe(200);
    expect((await login(user.email, NEW)).status).toBe(200);
  });

  it('lifts the sign-in lock of the address, so the new password works at once', async () => {
    const { user } = await createUser(t, { email: `zablokowany.${Date.now()}@example.pl` });
    await setPassword(t, user.id, OLD);
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++)
      expect((await login(user.email, 'Zle-Haslo-0')).status).toBe(422);
    expect((await login(user.email, OLD)).status).toBe(429);

    await startReset(user.email);
    await t.deps.jobs.runDue();
    expect((await finish('reset-password-finish', tokenOf(linkIn(smtp.to(user.email)[0])))).status).toBe(200);
    const res = await login(user.email, NEW);
    expect(res.status).toBe(200);
  });
});

describe('invitation', () => {
  it('mails a 72-hour link that sets the password once; the account can then sign in', async () => {
    const { user } = await createUser(t, { email: `zaproszenie.${Date.now()}@example.pl` });
    await t.deps.db.transaction((tx) => sendInvitation(t.deps, tx, user));
    await t.deps.jobs.runDue();
    const [mail] = smtp.to(user.email);
    expect(mail.subject).toBe('Zaproszenie do Portalu Partnera');
    expect(mail.text).toContain(`(login: ${user.email})`);
    expect(mail.text).toContain('Link jest ważny przez 72 godziny');
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/portal\.test\/#\/auth\/invitation-finish\//);
    expect((await login(user.email, NEW)).status).toBe(422);

    // An invitation link is not a reset link.
    expect((await finish('reset-password-finish', tokenOf(link))).body).toEqual(TOKEN_INVALID);

    t.clock.advance(71 * 3600_000);
    const done = await finish('invitation-finish', tokenOf(link));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: 'Hasło zostało ustawione. Możesz się zalogować',
      status: 'success',
    });
    expect((await login(user.email, NEW)).status).toBe(200);
    expect((await finish('invitation-finish', tokenOf(link), 'Inne-Haslo-4')).body).toEqual(TOKEN_INVALID);
  });

  it('expires after 72 hours', async () => {
    const { user } = await createUser(t);
    await t.deps.db.transaction((tx) => sendInvitation(t.deps, tx, user));
    await t.deps.jobs.runDue();
    t.clock.advance(72 * 3600_000 + 1000);
    expect((await finish('invitation-finish', tokenOf(linkIn(smtp.to(user.email)[0])))).body).toEqual(
      TOKEN_INVALID,
    );
  });

  it('sets the password of an inactive account without activating it', async () => {
    const { user } = await createUser(t, { active: false });
    await t.deps.db.transaction((tx) => sendInvitation(t.deps, tx, user));
    await t.deps.jobs.runDue();
    expect((await finish('invitation-finish', tokenOf(linkIn(smtp.to(user.email)[0])))).status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.is_activated).toBe(false);
    expect((await login(user.email, NEW)).status).toBe(403);
  });
});
