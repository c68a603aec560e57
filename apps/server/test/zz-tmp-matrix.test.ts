import { defaultKeysFor, ROLE_SLUGS } from '@portal/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());
it('matrix media', async () => {
  let n = 0;
  for (const slug of ROLE_SLUGS) {
    const { token } = await createUser(t, { role: slug });
    const keys = new Set(defaultKeysFor(slug));
    for (const r of t.routes) {
      if (typeof r.access !== 'object' || !/^(partner-zone\.)?media\./.test(r.name)) continue;
      const url = r.uri.replace(/\{\w+\}/g, '999999');
      const res = await t.request(r.method, url, { token, body: r.method === 'GET' ? undefined : {} });
      expect(res.status === 403, `${slug} ${r.name} → ${res.status}`).toBe(!keys.has(r.access.permission));
      expect(res.status, `${slug} ${r.name}`).toBeLessThan(500);
      n++;
    }
  }
  console.log('CHECKED', n);
}, 120000);
