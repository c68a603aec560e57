import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { applySecurityHeaders, contentSecurityPolicy } from '../src/core/http/security.ts';
import { inlineScriptHashes, registerWeb } from '../src/core/http/web.ts';

// sha256 of `window.x=1;`, computed apart from the code under test (Python's hashlib).
const HASH = 'sha256-g7sq2RbwbLEHSBobiM09D+ctI3iVsKqmfbqIiETF4t4=';
const PAGE = [
  '<!doctype html><html><head>',
  '<meta name="screen-preload" content="[]">',
  '<script>window.x=1;</script>',
  '<script type="module" crossorigin src="./assets/index.js"></script>',
  '<script></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('the web app page and its inline script (core/http/web.ts)', () => {
  const root = mkdtempSync(join(tmpdir(), 'web-page-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'assets/index.js'), 'export {};');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('hashes each inline script with a body, never one loaded from a file', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([HASH]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it("serves the page with its scripts' hashes in its policy, and every other file with the strict one", async () => {
    const app = Fastify();
    app.addHook('onSend', (req, reply, payload, done) => {
      applySecurityHeaders(req, reply);
      done(null, payload);
    });
    await registerWeb(app, root);
    try {
      const page = await app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy([HASH]));
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' '${HASH}'`);
      const script = await app.inject({ url: '/assets/index.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-security-policy']).toBe(contentSecurityPolicy());
      expect(script.headers['content-security-policy']).not.toContain('script-src');
    } finally {
      await app.close();
    }
  });
});
