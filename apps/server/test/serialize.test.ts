import { userRecordSchema } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, compileFailure } from '../src/core/http/serialize.ts';
import { allModules } from '../src/modules/index.ts';

/**
 * The compiled response serializer against the `parse` + `JSON.stringify` it replaces: the same
 * text, byte for byte, for every response schema of the registry on random valid records that
 * carry extra keys at every level. PROPERTY_SEED replays a run.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261124);
const RESPONSES = allModules
  .flatMap((m) => m.routes)
  .filter((r) => r.response)
  .map((r) => [r.name, r.response as z.ZodType] as const);

const SECRETS = { password_hash: '$argon2id$secret', remember_token: 'tok', deleted_at: '2020-01-01' };

type Def = any;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const FORMAT_SAMPLES: Record<string, string[]> = {
  email: ['jan.kowalski@example.pl', 'a@b.co'],
  url: ['https://example.pl/a?b=1'],
  datetime: ['2026-01-15T10:00:00.000Z'],
  date: ['2026-01-15'],
  uuid: ['0b7e5c3a-8f3e-4c5b-9a7d-2f1e0c9b8a76'],
};

/** Text that exercises escaping: quotes, backslashes, control characters, Polish letters, emoji. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('Zażółć gęślą jaźń', 'a"b\\c', 'line\nbreak\t', '\u0000\u001f', '</script>', '😀'),
);

/** Random values `schema` accepts, with unknown keys beside the declared ones in every object. */
function valuesOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return def.format && FORMAT_SAMPLES[def.format] ? fc.constantFrom(...FORMAT_SAMPLES[def.format]) : text;
    case 'number':
      return def.checks?.length
        ? fc.integer({ min: -5, max: 2_000_000 })
        : fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'nullable':
      return fc.option(valuesOf(def.innerType, depth), { nil: null });
    case 'optional':
      return fc.option(valuesOf(def.innerType, depth), { nil: undefined });
    case 'readonly':
      return valuesOf(def.innerType, depth);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => valuesOf(o, depth)));
    case 'array':
      // A tree stops growing a few levels down.
      return depth > 4 ? fc.constant([]) : fc.array(valuesOf(def.element, depth + 1), { maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 6 }), valuesOf(def.valueType, depth + 1), { maxKeys: 3 });
    case 'unknown':
    case 'any':
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
    case 'lazy':
      return valuesOf((schema as unknown as { _zod: { innerType: z.ZodType } })._zod.innerType, depth);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const declared = fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valuesOf(v, depth + 1)])),
        { requiredKeys: Object.keys(shape).filter((k) => defOf(shape[k]).type !== 'optional') },
      );
      return declared.map((record) => ({ ...SECRETS, extra: { nested: 1 }, ...record }));
    }
    default:
      throw new Error(`no generator for zod type ${def.type}`);
  }
}

describe('compiled response serialization', () => {
  it('compiles every response schema of the registry', () => {
    const failures = RESPONSES.map(([name, schema]) => [name, compileFailure(schema)]).filter(([, f]) => f);
    expect(failures).toEqual([]);
  });

  it('never writes a key the schema does not name: a password hash stays in', () => {
    const stringify = compiledSerializer(userRecordSchema);
    expect(stringify).not.toBeNull();
    const row = fc.sample(valuesOf(userRecordSchema), { numRuns: 1, seed: SEED })[0] as Record<
      string,
      unknown
    >;
    const out = JSON.parse(stringify?.(row) ?? '');
    expect(out).not.toHaveProperty('password_hash');
    expect(out).not.toHaveProperty('remember_token');
    expect(Object.keys(out)).toEqual(Object.keys(userRecordSchema.shape).filter((k) => k in row));
  });

  it.each(RESPONSES)('writes what parse + JSON.stringify wrote: %s', (_name, schema) => {
    const stringify = compiledSerializer(schema);
    if (!stringify) throw new Error('not compiled');
    fc.assert(
      fc.property(valuesOf(schema), (value) => {
        const parsed = schema.safeParse(value);
        fc.pre(parsed.success);
        expect(stringify(value)).toBe(JSON.stringify(parsed.data));
      }),
      { seed: SEED, numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
    );
  });

  it('keeps parse for what a compiled function would write differently', () => {
    expect(compileFailure(z.object({ a: z.string().transform((v) => v.length) }))).toMatch(/pipe/);
    expect(compileFailure(z.object({ a: z.string().default('x') }))).toMatch(/default/);
    expect(compileFailure(z.object({ a: z.string().trim() }))).toMatch(/rewrites/);
    expect(compileFailure(z.strictObject({ a: z.string() }))).toMatch(/never/);
    expect(compileFailure(z.object({ a: z.union([z.object({ b: z.string() }), z.string()]) }))).toMatch(
      /union/,
    );
    expect(compileFailure(z.record(z.enum(['a', 'b']), z.string()))).toMatch(/record keyed by enum/);
    expect(compileFailure(z.object({ at: z.date() }))).toMatch(/date/);
  });
});
