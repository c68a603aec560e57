import { afterAll, beforeAll } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, marker, type TestApp } from '../../../test/harness.ts';
import { type Refs, refs } from '../contractors/testing.ts';

/** The partners tests' shared app, admin token, references and statuses, made by `openPartnersApp`. */

export let t: TestApp;
export let token: string;
export let r: Refs;
export const M = marker('Pq');
export const status: Record<string, number> = {};

export async function newStatus(name: string) {
  const res = await t.call('partner.partner-statuses.store', {
    token,
    body: { name, color: '#123456' },
  });
  if (res.status !== 201) throw new Error(res.raw);
  return res.body.model.id as number;
}

/**
 * Opens the app before the calling test file's tests and closes it after them. Each test file
 * calls it once at its top: the files of a worker share this module (`isolate: false`), so
 * importing it cannot register the hooks.
 */
export function openPartnersApp() {
  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { role: 'admin' })).token;
    r = await refs(t);
    status.gold = await newStatus(`Złoty ${M}`);
    status.new = await newStatus(`Nowy ${M}`);
  });
  afterAll(() => t.close());
}
