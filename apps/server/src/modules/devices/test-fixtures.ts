import { FILE_TYPE_KEYS } from '@portal/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { storeFile } from '../../core/files/files.ts';
import { SYSTEM_ACTOR } from '../../core/http/context.ts';
import { productImage } from './seed/images.ts';
import { renderManual } from './seed/manuals.ts';

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

/** A staff file in storage, as the upload route would store it. */
export async function storeTestFile(
  t: TestApp,
  bytes: Buffer,
  name: string,
  opts: { area?: 'public' | 'private'; dir?: string } = {},
) {
  return storeFile(t.deps, {
    source: bytes,
    originalName: name,
    area: opts.area ?? 'public',
    dir: opts.dir ?? 'uploads/test',
    accept: FILE_TYPE_KEYS,
    maxBytes: 50 * 1024 * 1024,
    partnerId: null,
    actor: SYSTEM_ACTOR,
  });
}

export const testPdf = (title: string) =>
  renderManual({
    lang: 'pl',
    title,
    subtitle: 'Test',
    models: ['Model testowy'],
    entries: [{ code: 'E01', description: 'Błąd czujnika' }],
    advice: 'Skontaktuj się z serwisem.',
    issuedAt: new Date(),
  });

export const testImage = () => productImage('hp', '#0b5cab');
