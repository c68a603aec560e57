import type { z } from 'zod';

/**
 * A query's or a path's parse made once per schema for input zod accepts (issue 17): the schemas
 * of our URLs are a few kinds — numbers read from text, enums, trimmed text, lists of them, yes/no
 * flags — and zod's generic parse of a list query cost ~20 µs of a request's ~100 µs of our own
 * Node time under load, most of it in code shared by every schema of the server. The parser
 * answers exactly what `schema.parse` answers, or `REFUSED` for anything it does not accept, which
 * zod then parses to say why (the 422's field messages stay zod's). A schema with a kind it does
 * not know has no parser. `fast-parse.test.ts` holds it to zod on every URL schema of the registry.
 */

/** What a parser answers for input it leaves to zod. */
export const REFUSED: unique symbol = Symbol('refused');
type Parse = (value: unknown) => unknown;
export type FastParser = (value: unknown) => unknown;

class Unsupported extends Error {}

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped unions
type Def = any;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Def[] => (def.checks ?? []).map((c: { _zod: { def: Def } }) => c._zod.def);

/** A check on a number or a length: the predicate zod applies. */
function bound<T>(check: Def, size: (v: T) => number): (v: T) => boolean {
  const { value, inclusive } = check;
  switch (check.check) {
    case 'greater_than':
      return inclusive ? (v) => size(v) >= value : (v) => size(v) > value;
    case 'less_than':
      return inclusive ? (v) => size(v) <= value : (v) => size(v) < value;
    case 'max_length':
      return (v) => size(v) <= check.maximum;
    case 'min_length':
      return (v) => size(v) >= check.minimum;
    case 'length_equals':
      return (v) => size(v) === check.length;
    default:
      throw new Unsupported(check.check);
  }
}

function numberParser(def: Def): Parse {
  const tests = checksOf(def).map((check): ((n: number) => boolean) => {
    if (check.check === 'number_format') {
      if (check.format === 'safeint') return Number.isSafeInteger;
      throw new Unsupported(`number format ${check.format}`);
    }
    return bound(check, (n: number) => n);
  });
  const coerce = def.coerce === true;
  return (value) => {
    const n = coerce ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) return REFUSED;
    for (const test of tests) if (!test(n)) return REFUSED;
    return n;
  };
}

function stringParser(def: Def): Parse {
  if (def.coerce) throw new Unsupported('coerced string');
  const steps = checksOf(def).map((check): ((s: string) => string | typeof REFUSED) => {
    if (check.check === 'overwrite') return check.tx;
    if (check.check === 'string_format') {
      if (check.format !== 'regex') throw new Unsupported(`string format ${check.format}`);
      const pattern = check.pattern as RegExp;
      return (s) => {
        pattern.lastIndex = 0;
        return pattern.test(s) ? s : REFUSED;
      };
    }
    const test = bound(check, (s: string) => s.length);
    return (s) => (test(s) ? s : REFUSED);
  });
  return (value) => {
    if (typeof value !== 'string') return REFUSED;
    let s: string | typeof REFUSED = value;
    for (const step of steps) {
      s = step(s);
      if (s === REFUSED) return REFUSED;
    }
    return s;
  };
}

function objectParser(def: Def): Parse {
  const catchall = def.catchall === undefined ? 'strip' : defOf(def.catchall).type;
  if (catchall !== 'strip' && catchall !== 'never') throw new Unsupported(`object catch-all ${catchall}`);
  const fields = Object.entries(def.shape as Record<string, z.ZodType>).map(([key, schema]) => ({
    key,
    parse: parserOf(schema),
  }));
  const known = new Set(fields.map((f) => f.key));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return REFUSED;
    const input = value as Record<string, unknown>;
    if (catchall === 'never') for (const key in input) if (!known.has(key)) return REFUSED;
    const out: Record<string, unknown> = {};
    for (const { key, parse } of fields) {
      const parsed = parse(input[key]);
      if (parsed === REFUSED) return REFUSED;
      if (parsed !== undefined || key in input) out[key] = parsed;
    }
    return out;
  };
}

/** Types whose checks the parser applies; a check on any other (a `refine`) is zod's alone. */
const CHECKED = new Set(['number', 'string', 'array']);

function parserOf(schema: z.ZodType): Parse {
  const def = defOf(schema);
  if (!CHECKED.has(def.type) && checksOf(def).length) throw new Unsupported(`a check on ${def.type}`);
  switch (def.type) {
    case 'number':
      return numberParser(def);
    case 'string':
      return stringParser(def);
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      return (value) => (values.has(value) ? value : REFUSED);
    }
    case 'literal': {
      const values = new Set(def.values as unknown[]);
      return (value) => (values.has(value) ? value : REFUSED);
    }
    case 'default': {
      const inner = parserOf(def.innerType);
      // A default stands for a missing value as it is, without the inner schema's checks (zod 4).
      return (value) => (value === undefined ? def.defaultValue : inner(value));
    }
    case 'optional': {
      const inner = parserOf(def.innerType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'nullable': {
      const inner = parserOf(def.innerType);
      return (value) => (value === null ? null : inner(value));
    }
    case 'union': {
      const options = (def.options as z.ZodType[]).map(parserOf);
      return (value) => {
        for (const option of options) {
          const parsed = option(value);
          if (parsed !== REFUSED) return parsed;
        }
        return REFUSED;
      };
    }
    case 'array': {
      const element = parserOf(def.element);
      const tests = checksOf(def).map((check) => bound(check, (a: unknown[]) => a.length));
      return (value) => {
        if (!Array.isArray(value)) return REFUSED;
        const out = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          out[i] = element(value[i]);
          if (out[i] === REFUSED) return REFUSED;
        }
        for (const test of tests) if (!test(out)) return REFUSED;
        return out;
      };
    }
    case 'pipe': {
      const into = parserOf(def.in);
      const out = parserOf(def.out);
      return (value) => {
        const parsed = into(value);
        return parsed === REFUSED ? REFUSED : out(parsed);
      };
    }
    case 'transform': {
      // zod hands a transform the payload, where it may add issues: any issue is zod's to report.
      const transform = def.transform as (
        value: unknown,
        payload: { value: unknown; issues: unknown[] },
      ) => unknown;
      return (value) => {
        const payload = { value, issues: [] as unknown[] };
        try {
          const out = transform(value, payload);
          return payload.issues.length || out instanceof Promise ? REFUSED : out;
        } catch {
          return REFUSED;
        }
      };
    }
    case 'object':
      return objectParser(def);
    default:
      throw new Unsupported(`zod type ${def.type}`);
  }
}

const parsers = new WeakMap<z.ZodType, FastParser | null>();

/** The schema's parser, made on first use; null when the schema has a kind it does not know. */
export function fastParser(schema: z.ZodType): FastParser | null {
  let parser = parsers.get(schema);
  if (parser === undefined) {
    try {
      parser = parserOf(schema);
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
      parser = null;
    }
    parsers.set(schema, parser);
  }
  return parser;
}
