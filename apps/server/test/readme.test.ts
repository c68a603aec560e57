import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('README', () => {
  it('lists every environment variable the server reads in its configuration table', () => {
    const config = read('apps/server/src/config.ts');
    const schema = config.slice(
      config.indexOf('z.object({'),
      config.indexOf('\n});', config.indexOf('z.object({')),
    );
    const vars = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(vars.length).toBeGreaterThan(10);
    const readme = read('README.md');
    const missing = vars.filter((v) => !readme.includes(`| \`${v}\` |`));
    expect(missing).toEqual([]);
  });

  it('shows the two commands of the Quick start', () => {
    const readme = read('README.md');
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});
