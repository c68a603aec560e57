import fc from 'fast-check';
import { z } from 'zod';
import type { ResolvedRoute } from '../../src/core/http/routes.ts';

/** What a body must never show: SQL, a stack, a source path or driver text. */
export const LEAK = /select |insert |stack|at .*\.ts|pg_|syntax error/i;

/** Values that break naive number and string handling, as they travel in a URL or a query. */
const NASTY_TEXT = [
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  '9007199254740993',
  '99999999999999999999999',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-02-30',
  'Łódź żółć',
  '\u0000',
  '%',
  'ą'.repeat(3000),
];

/** Already percent-encoded sequences that are invalid or tricky once decoded. */
const RAW_ENCODED = ['%FF', '%C0%AF', '%', '%zz', '..%2F..%2F', '%00', '%E2%80%AE'];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
);

/** A URL component: encoded text, or a raw sequence that the decoder must refuse gracefully. */
const urlPart = fc.oneof(
  { weight: 4, arbitrary: text.map(safeEncode) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODED) },
);

function safeEncode(s: string): string {
  // Lone surrogates cannot be encoded; they travel as invalid UTF-8 instead.
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

/** The keys a zod object schema knows (query or body), so generated input reaches real fields. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'unknown_param', 'a[b]', 'x.y', ''];

function keyArb(known: string[]) {
  const extra = fc.constantFrom(...EXTRA_KEYS);
  return known.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, extra) : extra;
}

export function pathFor(route: ResolvedRoute) {
  const names = route.uri.match(/\{(\w+)\}/g) ?? [];
  return fc
    .array(urlPart, { minLength: names.length, maxLength: names.length })
    .map((parts) => names.reduce((uri, name, i) => uri.replace(name, parts[i]), route.uri));
}

export function queryFor(route: ResolvedRoute) {
  const pair = fc.tuple(keyArb(schemaKeys(route.query)), urlPart);
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${safeEncode(k)}=${v}`).join('&'));
}

/** JSON value text, including numbers that JSON.parse turns into Infinity or loses precision on. */
const jsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('1e309', '-1e309', '1e-400', '-1', '0', '1.5', '123456789012345678901234567890'),
    fc.constantFrom('null', 'true', 'false', '[]', '{}', '""'),
    text.map((s) => JSON.stringify(s)),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
    fc.integer().map(String),
    fc.array(tie('value'), { maxLength: 4 }).map((a) => `[${a.join(',')}]`),
    fc
      .array(fc.tuple(keyArb([]), tie('value')), { maxLength: 4 })
      .map((e) => `{${e.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  'nul',
  '[1,2',
  "{'a':1}",
  '{"a":1}garbage',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-Infinity}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
  '"\\ud800"',
  '',
];

/** A request body: an object over the route's fields with hostile values, or broken JSON text. */
export function bodyFor(route: ResolvedRoute) {
  const known = schemaKeys(route.body);
  const object = fc
    .array(fc.tuple(keyArb(known), jsonValue), { maxLength: 8 })
    .map((e) => `{${e.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
  return fc.oneof(
    { weight: 5, arbitrary: object },
    { weight: 2, arbitrary: jsonValue },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
  );
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
);
