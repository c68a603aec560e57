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
function schemaKeys(schema: z.ZodType | undefined): string[] {
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

/** The C0 control characters the shared text rule refuses: all but tab, line feed, carriage return. */
const CONTROL_CHARACTERS = Array.from({ length: 32 }, (_, c) => c)
  .filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d)
  .map((c) => String.fromCharCode(c));

/** Text with at least one control character somewhere in it. */
const controlText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, c, after]) => `${before}${c}${after}`);

/** A request carrying a control character in one place, and the 422 field that must name it. */
export type ControlInput = { url: string; body?: string; field: string };

const placeholders = (route: ResolvedRoute) =>
  (route.uri.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1));
const withParams = (route: ResolvedRoute, values: Record<string, string> = {}) =>
  placeholders(route).reduce((uri, name) => uri.replace(`{${name}}`, values[name] ?? '1'), route.uri);

/**
 * Control characters in a path parameter, a query value or key, or a JSON body string at any
 * depth (object values, array items, object keys), for one route of the registry.
 */
export function controlInputFor(route: ResolvedRoute): fc.Arbitrary<ControlInput> {
  const names = placeholders(route);
  const queryKey = keyArb(schemaKeys(route.query)).filter((k) => k !== '');
  const bodyKey = keyArb(schemaKeys(route.body)).filter((k) => k !== '' && k !== '__proto__');
  const options: fc.Arbitrary<ControlInput>[] = [
    fc.tuple(queryKey, controlText).map(([key, value]) => ({
      url: `${withParams(route)}?${safeEncode(key)}=${safeEncode(value)}`,
      field: key,
    })),
    controlText.map((key) => ({ url: `${withParams(route)}?${safeEncode(key)}=1`, field: 'query' })),
  ];
  if (names.length) {
    options.push(
      fc.tuple(fc.constantFrom(...names), controlText).map(([name, value]) => ({
        url: withParams(route, { [name]: safeEncode(value) }),
        field: name,
      })),
    );
  }
  if (route.method !== 'GET' && !route.raw) {
    const url = withParams(route);
    options.push(
      fc.tuple(bodyKey, controlText).map(([key, value]) => ({
        url,
        body: JSON.stringify({ [key]: value }),
        field: key,
      })),
      fc.tuple(bodyKey, controlText).map(([key, value]) => ({
        url,
        body: JSON.stringify({ [key]: { pl: 'Łódź', en: value } }),
        field: `${key}.en`,
      })),
      fc.tuple(bodyKey, controlText).map(([key, value]) => ({
        url,
        body: JSON.stringify({ [key]: ['ok', { name: value }] }),
        field: `${key}.1.name`,
      })),
      controlText.map((key) => ({ url, body: JSON.stringify({ [key]: 'ok' }), field: 'body' })),
      fc.tuple(bodyKey, controlText).map(([key, inner]) => ({
        url,
        body: JSON.stringify({ [key]: { [inner]: 1 } }),
        field: key,
      })),
    );
  }
  return fc.oneof(...options);
}

/** Percent escapes that decode to no UTF-8 text, or are not escapes at all. */
const BAD_ESCAPES = ['%', '%E0%A4%A', '%zz', '%FF', '%C0%AF', '%ED%A0%80', '%8', 'a%2', '%%41', '%u0041'];

/** A route's URL with one malformed escape: in a path parameter, a literal segment, a query value or key. */
export function malformedUrlFor(route: ResolvedRoute): fc.Arbitrary<string> {
  const names = placeholders(route);
  const bad = fc.constantFrom(...BAD_ESCAPES);
  const options: fc.Arbitrary<string>[] = [
    bad.map((e) => `${withParams(route)}?search=${e}`),
    bad.map((e) => `${withParams(route)}?page=1&${e}=1`),
    bad.map((e) => `${withParams(route)}${e}`),
  ];
  if (names.length) {
    options.push(
      fc.tuple(fc.constantFrom(...names), bad).map(([name, e]) => withParams(route, { [name]: `x${e}` })),
    );
  }
  return fc.oneof(...options);
}

/** A well-formed multipart body with one file in field `file`, and where its closing delimiter starts. */
export function multipartBody(filename: string, content: Buffer, boundary = 'portalBoundary7Hq') {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const close = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    boundary,
    payload: Buffer.concat([head, content, close]),
    closingAt: head.length + content.length,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type MultipartCase = { name: string; payload: Buffer; headers: Record<string, string> };

/**
 * Broken multipart requests (issue 14): no boundary, an empty body, a body written with another
 * boundary, a body that never closes, and cuts inside the part's headers and inside the file.
 */
export function malformedMultipart(filename: string, content: Buffer): MultipartCase[] {
  const good = multipartBody(filename, content);
  const headerEnd = good.payload.indexOf('\r\n\r\n');
  return [
    { name: 'missing boundary', payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
    {
      name: 'empty boundary',
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=' },
    },
    { name: 'empty body', payload: Buffer.alloc(0), headers: good.headers },
    {
      name: 'wrong boundary',
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=anotherBoundary' },
    },
    {
      name: 'unterminated boundary',
      payload: good.payload.subarray(0, good.closingAt + 2),
      headers: good.headers,
    },
    { name: 'boundary only', payload: Buffer.from(`--${good.boundary}`), headers: good.headers },
    { name: 'truncated headers', payload: good.payload.subarray(0, headerEnd - 5), headers: good.headers },
    { name: 'truncated file', payload: good.payload.subarray(0, good.closingAt - 10), headers: good.headers },
  ];
}
