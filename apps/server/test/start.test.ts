import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordPolicyIssue } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.mjs';
import { SERVER_NODE_FLAGS, serverCommand, serverEnv } from '../../../scripts/server-env.mjs';
import { loadConfig } from '../src/config.ts';
import { solvedCaptcha } from '../src/modules/auth/testing.ts';
import { DEMO_PASSWORD } from '../src/modules/users/demo-data.ts';
import { SERVER_ROOT } from '../src/paths.ts';
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
    expect((await t.call('core.routes.index')).status).toBe(200);
    const login = await t.call('auth.login', {
      body: { email: 'partner@demo.pl', password: DEMO_PASSWORD, captcha: await solvedCaptcha(t) },
    });
    expect(login.status).toBe(200);
    const missing = await t.request('GET', '/api/no/such/route');
    expect(missing.status).toBe(404);
    expect(Object.keys(missing.body)).toEqual(['message']);
  });
});

describe('the compiled server `npm start` runs', () => {
  const out = join(SERVER_ROOT, `dist.test-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-compiled-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(out, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is plain JavaScript that migrates, seeds and serves without a TypeScript loader', async () => {
    await buildServer(out);
    const bundle = readFileSync(join(out, 'main.js'), 'utf8');
    // Every import left in the bundle is an npm package or a Node built-in, never a source file.
    const specifiers = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(5);
    expect(
      specifiers.filter((s) => s.startsWith('.') || s.endsWith('.ts') || s.startsWith('@portal/')),
    ).toEqual([]);

    const port = await freePort();
    const { command, args } = serverCommand(join(out, 'main.js'));
    server = spawn(command, args, {
      env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    const exited = new Promise<never>((_, reject) =>
      server?.on('exit', (code) => reject(new Error(`the compiled server exited with ${code}`))),
    );
    const routes = await Promise.race([exited, waitForOk(`http://127.0.0.1:${port}/api/core/routes`)]);
    expect(routes.status).toBe(200);
    // The server runs with the young generation `npm start` gives it
    // (docs/decisions/0002-young-generation-sized-for-requests.md).
    const cmdline = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    expect(cmdline).toEqual(expect.arrayContaining(['--max-semi-space-size=64', ...SERVER_NODE_FLAGS]));
  }, 180_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForOk(url: string): Promise<Response> {
  for (;;) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}
