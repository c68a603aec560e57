import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fastParser, REFUSED } from '../src/core/http/fast-parse.ts';
import { allModules } from '../src/modules/index.ts';

/**
 * The parser made for a URL schema against zod's parse of the same input, for every query and
 * path schema of the registry: whatever it accepts, zod accepts with exactly the same value (keys
 * in the same order); what zod refuses, it refuses (zod then says why). PROPERTY_SEED replays a run.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261128);
const ROUTES = allModules.flatMap((m) => m.routes);
const SCHEMAS = [
  ...new Map(
    ROUTES.flatMap((r) => [
      [r.query, `${r.name} query`],
      [r.params, `${r.name} params`],
    ]).filter(([schema]) => schema) as [z.ZodType, string][],
  ),
].map(([schema, name]) => [name, schema] as const);

const defOf = (s: z.ZodType): any => (s as unknown as { _zod: { def: unknown } })._zod.def;

/** The enum values and literals anywhere in a schema: the words a valid query uses. */
function wordsOf(schema: z.ZodType, out = new Set<string>()): Set<string> {
  const def = defOf(schema);
  if (def.entries) for (const v of Object.values(def.entries)) out.add(String(v));
  if (def.values) for (const v of def.values) out.add(String(v));
  for (const key of ['innerType', 'in', 'out', 'element']) if (def[key]) wordsOf(def[key], out);
  for (const option of def.options ?? []) wordsOf(option, out);
  for (const field of Object.values(def.shape ?? {})) wordsOf(field as z.ZodType, out);
  return out;
}

const EDGES = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  '2',
  '7',
  '42',
  '1.5',
  '1e3',
  ' 12 ',
  '0x10',
  'abc',
  'Infinity',
  'NaN',
];
const LIMITS = ['100', '101', '1000000', '1000001', '2147483647', '2147483648', '9007199254740993'];
const TEXTS = [
  '  Łódź  ',
  'żółw',
  'a'.repeat(200),
  ` ${'b'.repeat(200)} `,
  'c'.repeat(201),
  '2026-01-15',
  'x_y%',
];

function inputs(schema: z.ZodType) {
  const keys = Object.keys(defOf(schema).shape ?? {});
  const word = fc.constantFrom(...EDGES, ...LIMITS, ...TEXTS, ...wordsOf(schema));
  const value = fc.oneof(
    { weight: 6, arbitrary: word },
    { weight: 2, arbitrary: fc.array(word, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(word, { minLength: 100, maxLength: 101 }) },
  );
  const key = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...keys, 'id') }, fc.constant('nieznany'));
  return fc.dictionary(key, value, { maxKeys: 5 });
}

describe('URL schemas parsed by the parser made for them (fast-parse)', () => {
  it('has a parser for every query and path of the registry but those with checks of their own', () => {
    const without = SCHEMAS.filter(([, schema]) => fastParser(schema) === null)
      .map(([name]) => name)
      .sort();
    // A media directory is checked by a function (`refine`), the ZIP's choice of documents too.
    expect(without).toEqual([
      'media.media.destroy-directory query',
      'media.media.files query',
      'media.media.store query',
      'partner-zone.documentation.documentations.zip query',
    ]);
  });

  it('parses a list query with its defaults and filters exactly as zod does', () => {
    const list = ROUTES.find((r) => r.name === 'contractor.contractors.index')?.query as z.ZodType;
    const input = { search: '  Serwis ', province: ['7', '3'], is_partner: '1', page: '2' };
    const parsed = fastParser(list)?.(input);
    expect(parsed).toEqual({
      page: 2,
      per_page: 10,
      sort_by: 'created_at',
      sort_direction: 'desc',
      search: 'Serwis',
      province: [7, 3],
      is_partner: true,
    });
    expect(parsed).toStrictEqual(list.parse(input));
    expect(fastParser(list)?.({ ...input, nieznany: '1' })).toBe(REFUSED);
    expect(fastParser(list)?.({ ...input, page: '0' })).toBe(REFUSED);
  });

  it.each(SCHEMAS.filter(([, schema]) => fastParser(schema)))(
    'accepts only what zod accepts, with the same value: %s',
    (_name, schema) => {
      const parse = fastParser(schema);
      if (!parse) throw new Error('no parser');
      let accepted = 0;
      fc.assert(
        fc.property(inputs(schema), (input) => {
          const expected = schema.safeParse(input);
          const parsed = parse(input);
          if (!expected.success) return parsed === REFUSED;
          if (parsed === REFUSED) return true;
          accepted++;
          return (
            isDeepStrictEqual(parsed, expected.data) &&
            JSON.stringify(Object.keys(parsed as object)) ===
              JSON.stringify(Object.keys(expected.data as object))
          );
        }),
        { seed: SEED, numRuns: Number(process.env.PROPERTY_RUNS ?? 200) },
      );
      // Valid input reached the parser, not only input zod refuses (a list query's fields are all optional).
      if ('page' in (defOf(schema).shape ?? {})) expect(accepted).toBeGreaterThan(0);
    },
  );
});
