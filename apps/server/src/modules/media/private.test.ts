import { idParam } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { streamCountedDownload } from '../../core/files/downloads.ts';
import { signPath } from '../../core/files/signing.ts';
import { downloads, files } from '../../core/files/tables.ts';
import { routeFrom } from '../../core/http/routes.ts';
import { allModules } from '../index.ts';
import type { Module } from '../module.ts';
import { oneFile, pdf } from './test-fixtures.ts';

/** A route of another area that counts downloads, as documentation does (under its own key). */
const countedModule: Module = {
  name: 'counted-test',
  routes: [
    routeFrom({
      name: 'partner-zone.counted-test.files.download',
      access: { permission: 'partner-zone.documentation.documentations.download' },
      record: true,
      stream: true,
      params: z.strictObject({ id: idParam() }),
      handler: async (ctx) => {
        const [file] = await ctx.deps.db.select().from(files).where(eq(files.id, ctx.params.id));
        return streamCountedDownload(ctx, file, { recordType: 'counted-test', recordId: 42 });
      },
    }),
  ],
};

let t: TestApp;
let path: string;
let fileId: number;
let owner: { token: string; partnerId: number; userId: number };
let colleague: string;
let stranger: string;
const content = Buffer.concat([pdf(), Buffer.from('poufne')]);

beforeAll(async () => {
  t = await createTestApp({}, { modules: [...allModules, countedModule] });
  const first = await createUser(t, { role: 'partner' });
  owner = { token: first.token, partnerId: first.user.partner_id as number, userId: first.user.id };
  colleague = (await createUser(t, { role: 'partner', partnerId: owner.partnerId })).token;
  stranger = (await createUser(t, { role: 'partner' })).token;
  const res = await t.call('partner-zone.media.uploads.store', {
    query: { purpose: 'pdf' },
    token: owner.token,
    ...oneFile('Karta gwarancyjna – Łódź.pdf', content),
  });
  path = res.body.model.path;
  fileId = res.body.model.id;
});
afterAll(() => t.close());

const show = (token: string | undefined, url = '/api/partner-zone/media/private-media') =>
  t.app.inject({
    method: 'GET',
    url: `${url}?privateMedia=${encodeURIComponent(path)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('private media', () => {
  it('streams a private file to its own company as a download under its name, never cached', async () => {
    for (const token of [owner.token, colleague]) {
      const res = await show(token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Karta gwarancyjna _ Lodz.pdf"; filename*=UTF-8''${encodeURIComponent('Karta gwarancyjna – Łódź.pdf')}`,
      );
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it("answers 404 to another partner's user, and 401 without a token", async () => {
    const res = await show(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nie znaleziono pliku');
    expect((await show(undefined)).statusCode).toBe(401);
  });

  it('lets staff with the permission read it; others get 403; the public URLs never serve it', async () => {
    const { token: service } = await createUser(t, { role: 'moderator-service' });
    const res = await show(service, '/api/media/private-media');
    expect(res.statusCode).toBe(200);
    const { token: trade } = await createUser(t, { role: 'moderator-trade' });
    expect((await show(trade, '/api/media/private-media')).statusCode).toBe(403);
    expect((await show(owner.token, '/api/media/private-media')).statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, fileId));
    const pub = await t.app.inject({ url: `/api/media/file/${row.path}?signature=${row.signature}` });
    expect(pub.statusCode).toBe(403);
    const asPublic = signPath(t.config.appKey, 'public', row.path);
    const signed = await t.app.inject({ url: `/api/media/file/${row.path}?signature=${asPublic}` });
    expect(signed.statusCode).toBe(404);
  });

  it('refuses traversal in privateMedia', async () => {
    for (const bad of ['../public/x', '/etc/passwd', 'partners\\..\\x', 'a%2e%2e/b', '']) {
      const res = await t.app.inject({
        url: `/api/partner-zone/media/private-media?privateMedia=${encodeURIComponent(bad)}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(res.statusCode, bad).toBe(422);
    }
  });
});

describe('counted downloads', () => {
  it('records who downloaded which file of which record, then streams it; a resumed range is not counted', async () => {
    const url = `/api/partner-zone/counted-test/files/${fileId}/download`;
    const headers = { authorization: `Bearer ${owner.token}` };
    const res = await t.app.inject({ method: 'POST', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    const resumed = await t.app.inject({ method: 'POST', url, headers: { ...headers, range: 'bytes=5-' } });
    expect(resumed.statusCode).toBe(206);
    const rows = await t.deps.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.record_type, 'counted-test'), eq(downloads.record_id, 42)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: owner.userId, partner_id: owner.partnerId, file_id: fileId });
  });
});
