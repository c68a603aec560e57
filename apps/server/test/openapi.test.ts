import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Every `$ref` in the document, with where it stands. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsOf(v, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [{ at, ref: v }] : refsOf(v, `${at}/${k}`),
  );
}

describe('the OpenAPI document holds for real clients', () => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await createTestApp({ apiDocs: true });
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('passes a standard OpenAPI 3.1 validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('keeps recursive and shared schemas under components/schemas, every $ref resolving there', () => {
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['DeviceGroupNode', 'DirectoryNode', 'File']),
    );
    expect(schemas.DeviceGroupNode.properties.children.items).toEqual({
      $ref: '#/components/schemas/DeviceGroupNode',
    });
    expect(schemas.DirectoryNode.properties.children.items).toEqual({
      $ref: '#/components/schemas/DirectoryNode',
    });
    const tree = doc.paths['/api/device/groups/tree'].get.responses['200'].content['application/json'].schema;
    expect(tree.properties.results.items).toEqual({ $ref: '#/components/schemas/DeviceGroupNode' });
    expect(JSON.stringify(doc)).not.toContain('$defs');
    for (const { at, ref } of refsOf(doc)) {
      expect(ref, at).toMatch(/^#\/components\/schemas\/[A-Za-z0-9._-]+$/);
      expect(schemas[ref.split('/').pop() as string], `${at} → ${ref}`).toBeDefined();
    }
  });

  it('turns into TypeScript client types (openapi-typescript) that type-check', async () => {
    const source = astToString(await openapiTS(structuredClone(doc)));
    expect(source).toContain('"/api/device/groups/tree": {');
    expect(source).toContain('"/api/media/media/tree": {');
    for (const name of ['DeviceGroupNode', 'DirectoryNode']) {
      const start = source.indexOf(`        ${name}: {\n`);
      expect(start, name).toBeGreaterThan(0);
      const type = source.slice(start, source.indexOf('\n        };', start));
      expect(type, name).toContain(`children: components["schemas"]["${name}"][];`);
    }

    const dir = mkdtempSync(join(inject('testTmpDir'), 'openapi-'));
    writeFileSync(join(dir, 'api.ts'), source);
    // A client's use of the generated types: a recursive tree answer and a list answer.
    writeFileSync(
      join(dir, 'client.ts'),
      `import type { components, paths } from './api';
type Node = components['schemas']['DeviceGroupNode'];
type Tree = paths['/api/device/groups/tree']['get']['responses']['200']['content']['application/json'];
const leaf: Node = { id: 2, code: 'B', name: { pl: 'Pompy', en: null }, active: true, order: 1, children: [] };
export const tree: Tree = { results: [{ ...leaf, id: 1, children: [leaf] }] };
type Dir = components['schemas']['DirectoryNode'];
export const dir: Dir = { path: 'media', basename: 'media', children: [{ path: 'media/a', basename: 'a', children: [] }] };
// @ts-expect-error a tree node without children is not a node
export const broken: Node = { id: 3, code: 'C', name: { pl: 'X', en: null }, active: true, order: 1 };
`,
    );
    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });
});

describe('who may read the API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiDocs: false });
  });
  afterAll(() => t.close());

  const HIDDEN = { message: 'Nie znaleziono strony' };

  it('are off unless API_DOCS=1, in every environment', () => {
    const dataDir = mkdtempSync(join(inject('testTmpDir'), 'config-'));
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).apiDocs;
    expect(config({})).toBe(false);
    expect(config({ NODE_ENV: 'development' })).toBe(false);
    expect(config({ API_DOCS: '1' })).toBe(true);
    expect(config({ API_DOCS: '1', NODE_ENV: 'production' })).toBe(true);
    expect(config({ API_DOCS: '0' })).toBe(false);
  });

  it('without API_DOCS: 404 for anonymous callers, bad tokens and partner users, page and JSON alike', async () => {
    const partner = await createUser(t, { role: 'partner' });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      for (const token of [undefined, 'x'.repeat(40), partner.token]) {
        const res = await t.request('GET', url, { token });
        expect(res.status, `${url} ${token ? 'with a token' : 'anonymous'}`).toBe(404);
        expect(res.body, url).toEqual(HIDDEN);
        expect(res.headers['content-security-policy'], url).toBeDefined();
      }
    }
  });

  it('without API_DOCS: the JSON document for signed-in staff', async () => {
    for (const role of ['moderator-docs', 'admin', 'super-admin']) {
      const staff = await createUser(t, { role });
      const res = await t.request('GET', '/api/docs/json', { token: staff.token });
      expect(res.status, role).toBe(200);
      expect(res.body.openapi, role).toBe('3.1.0');
      expect(Object.keys(res.body.paths).length, role).toBeGreaterThan(50);
    }
  });

  it('with API_DOCS=1: the page and the JSON for everyone', async () => {
    const open = await createTestApp({ apiDocs: true });
    try {
      expect((await open.request('GET', '/api/docs/json')).status).toBe(200);
      expect((await open.request('GET', '/api/docs')).status).toBeLessThan(400);
    } finally {
      await open.close();
    }
  });
});
