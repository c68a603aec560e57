import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';

/** Names unique to one test run, so lists can be narrowed to the rows a test made. */
export function runTag(prefix: string): string {
  return `${prefix}${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function makeGroup(
  t: TestApp,
  token: string,
  body: { code: string; name?: string; parent_id?: number | null; order?: number; active?: boolean },
) {
  const { name, ...rest } = body;
  const res = await t.request('POST', '/api/device/groups', {
    token,
    body: { ...rest, name: { pl: name ?? `Grupa ${body.code}` } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.model as { id: number; code: string; depth: number; is_leaf: boolean };
}

export async function makeDevice(
  t: TestApp,
  token: string,
  body: { code: string; name: string; group_id: number } & Record<string, unknown>,
) {
  const res = await t.request('POST', '/api/device/devices', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.model as { id: number; code: string; name: string };
}
