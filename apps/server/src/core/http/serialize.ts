import fastJson from 'fast-json-stringify';
import type { z } from 'zod';

/**
 * Response serialization compiled once per response schema (issue 17): instead of `schema.parse`
 * walking every row in JavaScript and `JSON.stringify` walking it again, fast-json-stringify
 * generates one function that writes only the schema's properties, so a column the schema does
 * not name (a `password_hash`) never leaves, exactly as zod's stripping did.
 *
 * The translation is our own, not `z.toJSONSchema`: that one describes what the schema accepts,
 * while the serializer must reproduce what `parse` returns. A schema that could change a value
 * on the way out (transforms, pipes, defaults, trimming or lower-casing checks, strict objects
 * that refuse extra keys, unions of objects, exhaustive enum records) is not compiled: it keeps
 * `parse` and `JSON.stringify`, and `compileFailure` says why.
 *
 * One difference by design: `parse` turned a handler's wrong type (a null where the contract
 * says text) into a 500, the compiled function coerces it like fast-json-stringify does (`""`).
 * The whitelisting — what matters for a leak — is the same.
 */

type Json = Record<string, unknown>;
export type Stringify = (value: unknown) => string;

class NotCompilable extends Error {}

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped unions
type Def = any;

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** `trim()`, `toLowerCase()`, `normalize()` are checks that rewrite the value: `parse` would change it. */
function refuseRewritingChecks(def: Def): void {
  for (const check of def.checks ?? []) {
    if (check._zod?.def?.check === 'overwrite')
      throw new NotCompilable(`a ${def.type} check rewrites the value`);
  }
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return t;
  throw new NotCompilable(`literal of type ${t}`);
}

/** The JSON types a primitive-only schema admits, or null when it is not primitive-only. */
function primitiveTypes(schema: z.ZodType): string[] | null {
  const def = defOf(schema);
  refuseRewritingChecks(def);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return [def.type];
    case 'enum':
      return [...new Set(Object.values(def.entries as Record<string, unknown>).map(typeOfValue))];
    case 'literal':
      return [...new Set((def.values as unknown[]).map(typeOfValue))];
    case 'nullable': {
      const inner = primitiveTypes(def.innerType);
      return inner && [...new Set([...inner, 'null'])];
    }
    case 'union': {
      const all = (def.options as z.ZodType[]).map(primitiveTypes);
      return all.every((t) => t !== null) ? [...new Set(all.flat() as string[])] : null;
    }
    case 'readonly':
      return primitiveTypes(def.innerType);
    default:
      return null;
  }
}

/** zod caches a lazy schema's result, so a recursive tree meets the same object again. */
function innerOfLazy(schema: z.ZodType): z.ZodType {
  return (schema as unknown as { _zod: { innerType: z.ZodType } })._zod.innerType;
}

class Translator {
  readonly definitions: Record<string, Json> = {};
  /** Schemas being converted (the current path from the root), by their definition name. */
  private readonly names = new Map<z.ZodType, string>();
  private readonly referenced = new Set<string>();
  private count = 0;

  convert(schema: z.ZodType): Json {
    const prims = primitiveTypes(schema);
    if (prims) {
      if (prims.length === 1) return { type: prims[0] };
      // fast-json-stringify picks among several types by `typeof`; a number is never "integer"
      // here, so an integer is written as JSON.stringify writes it.
      return { type: prims };
    }
    const def = defOf(schema);
    switch (def.type) {
      case 'object':
        return this.recursive(schema, () => this.object(def));
      case 'array':
        return { type: 'array', items: this.convert(def.element) };
      case 'nullable': {
        const inner = this.convert(def.innerType);
        if (inner.$ref || inner.type === undefined) return { anyOf: [inner, { type: 'null' }] };
        return { ...inner, nullable: true };
      }
      case 'readonly':
        return this.convert(def.innerType);
      case 'record': {
        const key = defOf(def.keyType);
        if (key.type !== 'string') throw new NotCompilable(`record keyed by ${key.type}`);
        refuseRewritingChecks(key);
        // A record names no keys to keep, so a record of primitives (or of anything) is written
        // whole by JSON.stringify: fast-json-stringify escapes and appends key by key (a
        // super-admin's ~300 permission keys took 0.2 ms per current-user answer). Its values
        // are primitives by the handler's type, as everywhere else in a compiled answer.
        const value = defOf(def.valueType).type;
        if (value === 'unknown' || value === 'any' || primitiveTypes(def.valueType)) return {};
        return { type: 'object', additionalProperties: this.convert(def.valueType) };
      }
      case 'unknown':
      case 'any':
        return {};
      case 'lazy':
        return this.recursive(schema, () => this.convert(innerOfLazy(schema)));
      default:
        throw new NotCompilable(
          def.type === 'union' ? 'a union of non-primitive types' : `zod type ${def.type}`,
        );
    }
  }

  private object(def: Def): Json {
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const valueDef = defOf(value);
      const optional = valueDef.type === 'optional';
      const inner = optional ? valueDef.innerType : value;
      properties[key] = this.convert(inner);
      // An `unknown` value may be undefined: zod keeps the key, JSON leaves it out, so must we.
      const acceptsUndefined = optional || valueDef.type === 'unknown' || valueDef.type === 'any';
      if (!acceptsUndefined) required.push(key);
    }
    const out: Json = { type: 'object', properties, required };
    if (def.catchall) {
      const catchall = defOf(def.catchall).type;
      if (catchall !== 'unknown' && catchall !== 'any')
        throw new NotCompilable(`an object with a ${catchall} catch-all`);
      out.additionalProperties = true;
    }
    return out;
  }

  /**
   * Converts an object or lazy schema that may contain itself (a tree of groups or folders): when
   * the conversion meets the same schema again it becomes a named definition referenced by `$ref`.
   */
  private recursive(schema: z.ZodType, build: () => Json): Json {
    const name = this.names.get(schema);
    if (name !== undefined) {
      this.referenced.add(name);
      return { $ref: `#/definitions/${name}` };
    }
    const own = `d${this.count++}`;
    this.names.set(schema, own);
    const json = build();
    this.names.delete(schema);
    if (!this.referenced.has(own)) return json;
    this.definitions[own] = json;
    return { $ref: `#/definitions/${own}` };
  }
}

/** The fast-json-stringify schema for a response schema; throws `NotCompilable` with the reason. */
export function serializationSchema(schema: z.ZodType): Json {
  const translator = new Translator();
  const root = translator.convert(schema);
  return Object.keys(translator.definitions).length ? { ...root, definitions: translator.definitions } : root;
}

/** Why a schema is answered by `parse` instead of a compiled function; null when it compiles. */
export function compileFailure(schema: z.ZodType): string | null {
  try {
    serializationSchema(schema);
    return null;
  } catch (e) {
    if (e instanceof NotCompilable) return e.message;
    throw e;
  }
}

const compiled = new WeakMap<z.ZodType, Stringify | null>();

/**
 * The compiled serializer of a response schema, or null when it keeps `parse`. Compiled on first
 * use and shared by every route with the same schema, so startup (and every test app) pays nothing.
 */
export function compiledSerializer(schema: z.ZodType): Stringify | null {
  let fn = compiled.get(schema);
  if (fn === undefined) {
    fn = compileFailure(schema) === null ? fastJson(serializationSchema(schema) as never) : null;
    compiled.set(schema, fn);
  }
  return fn;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What a route handler returns for `result` under a response schema: compiled JSON text, else the parsed value. */
export function serializeResponse(
  reply: { type: (contentType: string) => unknown },
  schema: z.ZodType,
  result: unknown,
): unknown {
  const stringify = compiledSerializer(schema);
  if (!stringify) return schema.parse(result);
  reply.type(JSON_TYPE);
  return stringify(result);
}
