import { CATALOGUE, isPartnerZoneKey, PERMISSION_KEYS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { files } from '../../core/files/tables.ts';
import { users } from '../people/tables.ts';
import { setPassword, solvedCaptcha } from './testing.ts';
import { LOGIN_LIMITS } from './throttle.ts';

const PASSWORD = 'Tajne-Haslo-7';
const FORM = 'Sprawdź błędy w formularzu';
const BAD_CREDENTIALS = 'Nieprawidłowy adres e-mail lub hasło';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every request here comes from one IP: start each test with empty brute-force windows.
beforeEach(() => t.clock.advance(LOGIN_LIMITS.windowMs + 1000));

async function login(
  email: string,
  password: string,
  opts: { rememberMe?: boolean; headers?: Record<string, string>; captcha?: string; app?: TestApp } = {},
) {
  const app = opts.app ?? t;
  const captcha = opts.captcha ?? (await solvedCaptcha(app));
  return app.call('auth.login', {
    body: { email, password, rememberMe: opts.rememberMe ?? false, captcha },
    headers: opts.headers,
  });
}

async function userWithPassword(opts: Parameters<typeof createUser>[1] = {}, app = t) {
  const created = await createUser(app, opts);
  await setPassword(app, created.user.id, PASSWORD);
  return created.user;
}

describe('captcha', () => {
  it('hands out a signed ALTCHA v2 challenge at the configured cost, never cached', async () => {
    const res = await t.call('auth.captcha');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(res.body.parameters.expiresAt).toBeGreaterThan(t.clock.now().getTime() / 1000);
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a missing, malformed, v1-shaped or wrongly solved captcha with 422 on captcha', async () => {
    const user = await userWithPassword();
    const good = JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString());
    const v1 = Buffer.from(
      JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 's', signature: 'x' }),
    );
    const key: string = good.solution.derivedKey;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrong = { ...good, solution: { ...good.solution, derivedKey: wrongKey } };
    const tampered = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 0 } },
    };
    const bodies = [
      { email: user.email, password: PASSWORD },
      { email: user.email, password: PASSWORD, captcha: '' },
      { email: user.email, password: PASSWORD, captcha: 'not base64 json' },
      { email: user.email, password: PASSWORD, captcha: v1.toString('base64') },
      {
        email: user.email,
        password: PASSWORD,
        captcha: Buffer.from(JSON.stringify(wrong)).toString('base64'),
      },
      {
        email: user.email,
        password: PASSWORD,
        captcha: Buffer.from(JSON.stringify(tampered)).toString('base64'),
      },
    ];
    for (const body of bodies) {
      const res = await t.call('auth.login', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: FORM, errors: { captcha: ['Potwierdź, że nie jesteś robotem'] } });
    }
  });

  it('accepts a solution once: a replay is refused even though it was valid', async () => {
    const user = await userWithPassword();
    const captcha = await solvedCaptcha(t);
    expect((await login(user.email, PASSWORD, { captcha })).status).toBe(200);
    const replay = await login(user.email, PASSWORD, { captcha });
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({
      captcha: ['Weryfikacja wygasła. Potwierdź ponownie, że nie jesteś robotem'],
    });
  });

  it('refuses a challenge solved after it expired', async () => {
    const user = await userWithPassword();
    const captcha = await solvedCaptcha(t);
    t.clock.advance(11 * 60_000);
    const res = await login(user.email, PASSWORD, { captcha });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['captcha']);
  });
});

describe('sign-in outcomes', () => {
  it('signs in with any letter case of the e-mail and returns a bearer token', async () => {
    const user = await userWithPassword({ email: `Ala.Kowalska.${Date.now()}@example.pl` });
    const res = await login(user.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token_type: 'Bearer', access_token: expect.any(String), rememberMe: false });
    const me = await t.call('auth.user', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.model.id).toBe(user.id);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.last_login_at?.getTime()).toBe(t.clock.now().getTime());
  });

  it('gives byte-identical 422 answers for an unknown e-mail and a wrong password', async () => {
    const user = await userWithPassword();
    const unknown = await login(`nobody.${Date.now()}@example.pl`, PASSWORD);
    const wrong = await login(user.email, 'zle-haslo-123');
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    expect(wrong.raw).toBe(unknown.raw);
    expect(unknown.body).toEqual({ message: FORM, errors: { email: [BAD_CREDENTIALS] } });
  });

  it('answers 403 for an inactive account only when the password is right', async () => {
    const user = await userWithPassword({ active: false });
    const right = await login(user.email, PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ message: 'Konto jest nieaktywne. Skontaktuj się z administratorem' });
    const wrong = await login(user.email, 'zle-haslo-123');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ email: [BAD_CREDENTIALS] });
  });

  it('treats an invited user who has not set a password like a wrong password', async () => {
    const { user } = await createUser(t);
    const res = await login(user.email, PASSWORD);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [BAD_CREDENTIALS] });
  });

  it('speaks English when asked and validates the form', async () => {
    const res = await t.call('auth.login', {
      body: { email: 'not-an-email', password: '123', captcha: await solvedCaptcha(t) },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Check the errors in the form');
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
  });
});

describe('brute force', () => {
  it('blocks an e-mail after 5 failures whatever the letter case, until the window passes', async () => {
    const user = await userWithPassword({ email: `Blokada.${Date.now()}@example.pl` });
    const variants = [user.email, user.email.toUpperCase(), user.email.toLowerCase()];
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      expect((await login(variants[i % 3], 'zle-haslo-123')).status).toBe(422);
    }
    t.clock.advance(60_000);
    const blocked = await login(user.email.toUpperCase(), PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(LOGIN_LIMITS.windowMs / 1000 - 60));
    expect(blocked.body).toEqual({ message: 'Zbyt wiele prób. Spróbuj ponownie za 14 min' });

    t.clock.advance(LOGIN_LIMITS.windowMs - 60_000 - 1000);
    expect((await login(user.email, PASSWORD)).status).toBe(429);
    t.clock.advance(2000);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('a successful sign-in clears the e-mail counter', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++) await login(user.email, 'zle-haslo-123');
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++) {
      expect((await login(user.email, 'zle-haslo-123')).status).toBe(422);
    }
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('blocks a client IP after 20 failures and ignores a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      const res = await login(`proba${i}.${Date.now()}@example.pl`, 'zle-haslo-123', {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(res.status).toBe(422);
    }
    const blocked = await login(user.email, PASSWORD, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts per forwarded client when TRUST_PROXY names the proxy', async () => {
    const proxied = await createTestApp({ trustProxy: '127.0.0.1' });
    try {
      const user = await userWithPassword({}, proxied);
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        await login(`proba${i}.${Date.now()}@example.pl`, 'zle-haslo-123', {
          app: proxied,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
      }
      const sameClient = await login(user.email, PASSWORD, {
        app: proxied,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(sameClient.status).toBe(429);
      const otherClient = await login(user.email, PASSWORD, {
        app: proxied,
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(otherClient.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('sessions', () => {
  it('expires after SESSION_TTL_HOURS, or 30 days with rememberMe', async () => {
    const user = await userWithPassword();
    const short = (await login(user.email, PASSWORD)).body.access_token;
    const long = (await login(user.email, PASSWORD, { rememberMe: true })).body;
    expect(long.rememberMe).toBe(true);
    t.clock.advance(t.config.sessionTtlHours * 3600_000 + 1000);
    expect((await t.call('auth.user', { token: short })).status).toBe(401);
    expect((await t.call('auth.user', { token: long.access_token })).status).toBe(200);
    t.clock.advance(30 * 24 * 3600_000);
    expect((await t.call('auth.user', { token: long.access_token })).status).toBe(401);
  });

  it('logout revokes the token at once; other sessions stay', async () => {
    const user = await userWithPassword();
    const a = (await login(user.email, PASSWORD)).body.access_token;
    const b = (await login(user.email, PASSWORD)).body.access_token;
    expect((await t.call('auth.user', { token: a })).status).toBe(200);
    const out = await t.call('auth.logout', { token: a });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Wylogowano', status: 'success' });
    const after = await t.call('auth.user', { token: a });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Sesja wygasła. Zaloguj się ponownie' });
    expect((await t.call('auth.user', { token: b })).status).toBe(200);
    expect((await t.call('auth.logout')).status).toBe(401);
  });

  it('deactivation with revokeAllForUser ends every session at once', async () => {
    const user = await userWithPassword();
    const token = (await login(user.email, PASSWORD)).body.access_token;
    expect((await t.call('auth.user', { token })).status).toBe(200);
    await t.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ is_activated: false }).where(eq(users.id, user.id));
      await t.deps.sessions.revokeAllForUser(tx, user.id);
    });
    expect((await t.call('auth.user', { token })).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(403);
  });
});

describe('current user', () => {
  it('shows a partner user with company, role list and partner-zone permissions', async () => {
    const { user, token } = await createUser(t, { role: 'partner', companyAdmin: true });
    const res = await t.call('auth.user', { token });
    expect(res.status).toBe(200);
    expect(res.body.model).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Anna',
      last_name: 'Nowak',
      phone_number: null,
      lang: 'pl',
      role: { id: user.role_id, slug: 'partner', name: 'Partner' },
      roles: [{ slug: 'partner', name: 'Partner' }],
      partner: { id: user.partner_id, name: expect.stringMatching(/^Firma Testowa /) },
      is_company_admin: true,
      logo_url: null,
    });
    const keys = Object.keys(res.body.permissions);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every(isPartnerZoneKey)).toBe(true);
    expect(Object.values(res.body.permissions).every((v) => v === true)).toBe(true);
  });

  it('lists every non-partner-zone key for an admin', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const res = await t.call('auth.user', { token });
    expect(res.body.model.partner).toBeNull();
    expect(Object.keys(res.body.permissions).sort()).toEqual(
      CATALOGUE.map((e) => e.key)
        .filter((k) => !isPartnerZoneKey(k))
        .sort(),
    );
  });

  it('gives the signed logo address at the logo size', async () => {
    const { user, token } = await createUser(t, { role: 'partner' });
    const [file] = await t.deps.db
      .insert(files)
      .values({
        area: 'public',
        path: `logos/${user.id}/logo firmy.png`,
        original_name: 'logo firmy.png',
        mime: 'image/png',
        size: 1000,
        sha256: 'a'.repeat(64),
        signature: 'b'.repeat(64),
      })
      .returning();
    await t.deps.db.update(users).set({ logo_file_id: file.id }).where(eq(users.id, user.id));
    const res = await t.call('auth.user', { token });
    expect(res.body.model.logo_url).toBe(
      `/api/media/image/400/100/resize/logos/${user.id}/logo%20firmy.png?signature=${'b'.repeat(64)}`,
    );
  });

  it('answers the keys in order, the same on every call, and every key for a super-admin', async () => {
    const { token } = await createUser(t, { role: 'super-admin' });
    const res = await t.call('auth.user', { token });
    expect(Object.keys(res.body.permissions)).toEqual([...PERMISSION_KEYS].sort());
    // The map is built once per role's key set: a second call answers the same bytes.
    expect((await t.call('auth.user', { token })).raw).toBe(res.raw);
  });

  it('shows a change of the account at once', async () => {
    const { user, token } = await createUser(t, { role: 'admin' });
    await t.call('auth.user', { token });
    await t.deps.db.update(users).set({ first_name: 'Żaneta', lang: 'en' }).where(eq(users.id, user.id));
    const res = await t.call('auth.user', { token });
    expect(res.body.model).toMatchObject({ first_name: 'Żaneta', lang: 'en' });
  });

  it('needs a token', async () => {
    const res = await t.call('auth.user');
    expect(res.status).toBe(401);
  });
});
