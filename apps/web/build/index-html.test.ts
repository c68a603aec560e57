import { readFileSync } from 'node:fs';
import { api } from '@portal/contracts/api';
import { describe, expect, it } from 'vitest';
import { ROUTES_URL } from '../src/lib/api.ts';

const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const preloaded = [
  ...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/g),
].map((m) => m[1]);

describe('index.html (what a cold start requests before the scripts run)', () => {
  it('preloads the route table and the brand theme at the addresses the contracts give them', () => {
    // A moved route would leave a preload nobody reads and the first paint a round trip later.
    expect(preloaded).toEqual([ROUTES_URL, api['brand.default.show'].uri]);
  });
});

describe('build/screen-preload.js (a signed-in screen asks for the current user with its chunks)', () => {
  const script = readFileSync(new URL('./screen-preload.js', import.meta.url), 'utf8');

  it('asks at the address the contracts give auth.user, which apiCall then matches', () => {
    expect(script.match(/const uri = '([^']+)'/)?.[1]).toBe(api['auth.user'].uri);
  });
});
