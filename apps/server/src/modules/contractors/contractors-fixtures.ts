import { afterAll, beforeAll } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, marker, type TestApp } from '../../../test/harness.ts';
import { type Refs, refs } from './testing.ts';

/** The contractors tests' shared app, admin token and references, made before a test file's tests (importing registers the hooks). */

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

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
  r = await refs(t);
});
afterAll(() => t.close());
