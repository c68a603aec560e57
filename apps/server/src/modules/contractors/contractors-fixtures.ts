import { afterAll, beforeAll } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, marker, type TestApp } from '../../../test/harness.ts';
import { type Refs, refs } from './testing.ts';

/** The contractors tests' shared app, admin token and references, made by `openContractorsApp`. */

export const FORM = 'Sprawdź błędy w formularzu';
export const NIP = 'Podaj poprawny NIP';

export let t: TestApp;
export let token: string;
export let r: Refs;
/** A marker in every name this file creates, so the demo data never meets its assertions. */
export const M = marker('Zq');

export const list = (q: string) =>
  t.request('GET', `/api/contractor/contractors?search=${M}&${q}`, { token });
export const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((x) => x.name);

/**
 * Opens the app before the calling test file's tests and closes it after them. Each test file
 * calls it once at its top: the files of a worker share this module (`isolate: false`), so
 * importing it cannot register the hooks.
 */
export function openContractorsApp() {
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { role: 'admin' })).token;
    r = await refs(t);
  });
  afterAll(() => t.close());
}
