import { passwordPolicyIssue } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '../../../scripts/server-env.mjs';
import { loadConfig } from '../src/config.ts';
import { solvedCaptcha } from '../src/modules/auth/testing.ts';
import { DEMO_PASSWORD } from '../src/modules/users/demo-data.ts';
import { createTestApp, type TestApp } from './harness.ts';

describe('npm start', () => {
  it('runs the server in production mode unless NODE_ENV says otherwise', () => {
    expect(serverEnv({ PORT: '4000' })).toEqual({ PORT: '4000', NODE_ENV: 'production' });
    expect(serverEnv({ NODE_ENV: '' }).NODE_ENV).toBe('production');
    expect(serverEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    const config = loadConfig(serverEnv({ APP_KEY: 'k'.repeat(32) }), { dataDir: '/tmp/portal-start-test' });
    expect(config.env).toBe('production');
  });

  it('keeps the demo password valid under the password policy', () => {
    expect(passwordPolicyIssue(DEMO_PASSWORD, 'partner@demo.pl')).toBeNull();
  });
});

describe('the app in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production' });
  });
  afterAll(() => t.close());

  it('serves the route table, signs a demo user in and answers errors without internals', async () => {
    expect((await t.request('GET', '/api/core/routes')).status).toBe(200);
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'partner@demo.pl', password: DEMO_PASSWORD, captcha: await solvedCaptcha(t) },
    });
    expect(login.status).toBe(200);
    const missing = await t.request('GET', '/api/no/such/route');
    expect(missing.status).toBe(404);
    expect(Object.keys(missing.body)).toEqual(['message']);
  });
});
