import { afterAll, beforeAll } from 'vitest';
import { dictionariesModule } from '../../src/modules/dictionaries/module.ts';
import { systemModule } from '../../src/modules/system/module.ts';
import { createUser } from '../factories.ts';
import { createTestApp, marker, type TestApp } from '../harness.ts';
import { insertContractors, testListModule } from './list-module.ts';

/**
 * The list tests' shared app: the test list module over contractors named with one marker, opened
 * by `openListApp`.
 */

export let t: TestApp;
export let token: string;
export const P = marker('Lst');
export const url = (q: string, path = 'contractors') =>
  `/api/test/${path}?prefix=${encodeURIComponent(P)}&${q}`;
export const get = (q: string) => t.request('GET', url(q), { token });
export const names = (body: { results: { name: string }[] }) =>
  body.results.map((r) => r.name.slice(P.length + 1));

/**
 * Opens the app and adds the rows before the calling test file's tests; closes it after them. Each
 * test file calls it once at its top: the files of a worker share this module (`isolate: false`),
 * so importing it cannot register the hooks.
 */
export function openListApp() {
  beforeAll(async () => {
    t = await createTestApp({}, { modules: [systemModule, dictionariesModule, testListModule] });
    token = (await createUser(t, { role: 'admin' })).token;
    await insertContractors(
      t,
      P,
      Array.from({ length: 25 }, (_, i) => ({
        name: `Firma ${String(i + 1).padStart(2, '0')}`,
        city: 'Kraków',
      })),
    );
    await insertContractors(t, P, [
      { name: 'Hurtownia Żółć', city: 'Łódź' },
      { name: 'Instalacje Łódzkie', city: 'Zgierz' },
      { name: 'Pewne na 100% OK', city: 'Gdańsk' },
      { name: 'Kod a_b', city: 'Gdańsk' },
      { name: 'Kod axb', city: 'Gdańsk' },
      { name: 'Kod back\\slash', city: 'Gdańsk' },
    ]);
  });
  afterAll(() => t.close());
}
