import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { setPassword } from '../auth/testing.ts';
import { users } from '../people/tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/auth/profile';
const PASSWORD = 'Stare-Haslo-1';

async function signIn(email: string) {
  const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
  return { user, token: await t.deps.sessions.create(t.deps.db, user.id, false) };
}

async function png(width: number, height: number, level = 9): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: level })
    .toBuffer();
}

/** Uploads one file the way the browser does (multipart, field `file`); returns its id. */
async function upload(token: string, url: string, content: Buffer, filename: string): Promise<number> {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.request('POST', url, {
    token,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.status, res.raw).toBe(201);
  return res.body.model.id;
}

describe('GET /api/auth/profile', () => {
  it('401 without a token; the own data for staff and partners, never the hash', async () => {
    expect((await t.request('GET', URL)).status).toBe(401);
    const staff = await signIn('moderator-docs@demo.pl');
    const res = await t.request('GET', URL, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      email: 'moderator-docs@demo.pl',
      first_name: 'Magdalena',
      role: { slug: 'moderator-docs' },
      partner: null,
      logo_url: null,
      lang: 'pl',
    });
    expect(res.raw).not.toContain('password_hash');
    const partner = await signIn('partner2@demo.pl');
    const mine = await t.request('GET', URL, { token: partner.token });
    expect(mine.body.model.partner.name).toBe('Klimat-Serwis Grabowska i Wspólnicy Sp. j.');
    expect(mine.body.model.is_company_admin).toBe(true);
  });
});

describe('PATCH /api/auth/profile', () => {
  it('401, 422 with exact messages, then saves the own data', async () => {
    expect((await t.request('PATCH', URL, { body: { first_name: 'X' } })).status).toBe(401);
    const { token, user } = await createUser(t, { role: 'moderator' });
    const bad = await t.request('PATCH', URL, { token, body: { first_name: '', phone_number: '123' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      first_name: ['To pole jest wymagane'],
      phone_number: ['Podaj poprawny numer telefonu'],
    });
    const ok = await t.request('PATCH', URL, {
      token,
      body: { first_name: 'Ala', phone_number: '501 502 503', lang: 'en' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.model).toMatchObject({ first_name: 'Ala', phone_number: '501 502 503', lang: 'en' });
    expect(ok.body.message).toBe('Zmiany zostały zapisane');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.first_name).toBe('Ala');
  });

  it('mass assignment of role, partner, activation or e-mail changes nothing', async () => {
    const { token, user } = await signIn('partner.pracownik@demo.pl');
    const res = await t.request('PATCH', URL, {
      token,
      body: { role_id: 1, partner_id: 1, is_activated: true, is_company_admin: true, email: 'x@y.pl', id: 1 },
    });
    expect(res.status).toBe(422);
    for (const field of ['role_id', 'partner_id', 'is_activated', 'is_company_admin', 'email', 'id'])
      expect(res.body.errors[field]).toEqual(['Nieznany parametr']);
    const [after] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(user);
  });

  it('takes a jpg or png logo (by content, at most 3 MB) through the files layer', async () => {
    const staff = await createUser(t, { role: 'admin' });
    const logo = await upload(staff.token, '/api/media/uploads?purpose=logo', await png(40, 10), 'logo.png');
    const res = await t.request('PATCH', URL, { token: staff.token, body: { logo_file_id: logo } });
    expect(res.status).toBe(200);
    expect(res.body.model.logo_file_id).toBe(logo);
    expect(res.body.model.logo_url).toMatch(
      /^\/api\/media\/image\/400\/100\/resize\/.+\?signature=[0-9a-f]+$/,
    );
    const image = await t.request('GET', res.body.model.logo_url);
    expect(image.status).toBe(200);
    // The signed-in user's answer shows the same logo (the header's avatar).
    const me = await t.call('auth.user', { token: staff.token });
    expect(me.body.model.logo_url).toBe(res.body.model.logo_url);

    const pdf = await upload(
      staff.token,
      '/api/media/uploads?purpose=document',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      'cennik.pdf',
    );
    const wrongType = await t.request('PATCH', URL, { token: staff.token, body: { logo_file_id: pdf } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual({ logo_file_id: ['Niedozwolony format pliku'] });

    const big = await upload(
      staff.token,
      '/api/media/uploads?purpose=document',
      await png(1100, 1000, 0),
      'duze-logo.png',
    );
    const tooBig = await t.request('PATCH', URL, { token: staff.token, body: { logo_file_id: big } });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual({ logo_file_id: ['Plik jest za duży (maksymalnie 3 MB)'] });

    const unknown = await t.request('PATCH', URL, { token: staff.token, body: { logo_file_id: 999999 } });
    expect(unknown.body.errors).toEqual({ logo_file_id: ['Nie znaleziono pliku'] });

    const removed = await t.request('PATCH', URL, { token: staff.token, body: { logo_file_id: null } });
    expect(removed.body.model).toMatchObject({ logo_file_id: null, logo_url: null });
  });

  it("a partner user takes only its own company's upload", async () => {
    const other = await signIn('partner2@demo.pl');
    const foreign = await upload(
      other.token,
      '/api/partner-zone/media/uploads?purpose=logo',
      await png(40, 10),
      'logo.png',
    );
    const me = await signIn('partner@demo.pl');
    const refused = await t.request('PATCH', URL, { token: me.token, body: { logo_file_id: foreign } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ logo_file_id: ['Nie znaleziono pliku'] });

    const own = await upload(
      me.token,
      '/api/partner-zone/media/uploads?purpose=logo',
      await png(40, 10),
      'logo.png',
    );
    const res = await t.request('PATCH', URL, { token: me.token, body: { logo_file_id: own } });
    expect(res.status).toBe(200);
    expect(res.body.model.logo_url).toMatch(/^\/api\/partner-zone\/media\/private-media\?privateMedia=/);
    const file = await t.request('GET', res.body.model.logo_url, { token: me.token });
    expect(file.status).toBe(200);
    expect((await t.request('GET', res.body.model.logo_url, { token: other.token })).status).toBe(404);
  });
});

describe('POST /api/auth/profile/password', () => {
  it('401, 422 with exact messages, wrong current password', async () => {
    const body = {
      current_password: PASSWORD,
      password: 'Nowe-Haslo-2',
      password_confirmation: 'Nowe-Haslo-2',
    };
    expect((await t.request('POST', `${URL}/password`, { body })).status).toBe(401);
    const { token, user } = await createUser(t, { role: 'moderator' });
    await setPassword(t, user.id, PASSWORD);
    const bad = await t.request('POST', `${URL}/password`, {
      token,
      body: { current_password: '', password: 'abc', password_confirmation: 'abd' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      current_password: ['To pole jest wymagane'],
      password: ['Minimalna liczba znaków: 8'],
      password_confirmation: ['Hasła muszą być takie same'],
    });
    const wrong = await t.request('POST', `${URL}/password`, {
      token,
      body: { ...body, current_password: 'Inne-Haslo-9' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Obecne hasło jest nieprawidłowe'] });
  });

  it('refuses a common password and the own e-mail (or its local part) as the new password', async () => {
    const { token, user } = await createUser(t, {
      role: 'moderator',
      email: `ewa.nowak.${Date.now()}@firma.pl`,
    });
    await setPassword(t, user.id, PASSWORD);
    const change = (password: string) =>
      t.request('POST', `${URL}/password`, {
        token,
        body: { current_password: PASSWORD, password, password_confirmation: password },
      });
    const common = await change('Qwerty123');
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual({ password: ['Hasło jest zbyt popularne — wybierz inne'] });
    for (const own of [user.email.toUpperCase(), user.email.slice(0, user.email.indexOf('@'))]) {
      const res = await change(own);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: ['Hasło nie może być takie samo jak adres e-mail'] });
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.password_hash, PASSWORD)).toBe(true);
  });

  it('sets the new password and ends every other session of the user', async () => {
    const { token, user } = await createUser(t, { role: 'moderator-support' });
    await setPassword(t, user.id, PASSWORD);
    const other = await t.deps.sessions.create(t.deps.db, user.id, true);
    expect((await t.request('GET', URL, { token: other })).status).toBe(200);
    const res = await t.request('POST', `${URL}/password`, {
      token,
      body: { current_password: PASSWORD, password: 'Nowe-Haslo-2', password_confirmation: 'Nowe-Haslo-2' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Hasło zostało zmienione', status: 'success' });
    expect((await t.request('GET', URL, { token: other })).status).toBe(401);
    expect((await t.request('GET', URL, { token })).status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.password_hash, 'Nowe-Haslo-2')).toBe(true);
    expect(await verifyPassword(row.password_hash, PASSWORD)).toBe(false);
  });
});
