import { isDeepStrictEqual } from 'node:util';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  deviceGroupNodeSchema,
  directoryNodeSchema,
  fileSchema,
  isPartnerZoneKey,
  paginationSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { AuthUser } from './context.ts';
import { AppError } from './errors.ts';
import { bearerToken, type ResolvedRoute } from './routes.ts';

type Json = Record<string, unknown>;

/**
 * Schemas published once under `components/schemas` and referenced by name: the recursive trees
 * (a `$ref` into an operation's own `$defs` resolves for nobody) and records many routes share.
 */
const COMPONENTS: [z.ZodType, string][] = [
  [deviceGroupNodeSchema, 'DeviceGroupNode'],
  [directoryNodeSchema, 'DirectoryNode'],
  [fileSchema, 'File'],
  [paginationSchema, 'Pagination'],
];

const DEFS_REF = '#/$defs/';
const COMPONENT_REF = '#/components/schemas/';

/** Replaces `#/$defs/<name>` references by `#/components/schemas/<renamed>` throughout `value`. */
function rewriteRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, rename));
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith(DEFS_REF)
        ? `${COMPONENT_REF}${rename(v.slice(DEFS_REF.length))}`
        : rewriteRefs(v, rename);
  }
  return out;
}

/**
 * The document's `components/schemas`, filled while operations are converted. Each converted
 * schema's `$defs` move here: a named component keeps its name (with `Input` when the request
 * side differs from the answer side), a recursive schema nobody named gets the operation's name.
 */
class Components {
  readonly schemas: Record<string, unknown> = {};

  /** Moves the `$defs` of one converted schema into the components; returns the schema without them. */
  adopt(json: Json, io: 'input' | 'output', owner: string): Json {
    const { $defs, $schema: _dialect, ...rest } = json as Json & { $defs?: Record<string, Json> };
    const defs = Object.entries($defs ?? {});
    const base = (name: string) =>
      name.startsWith('__') ? `${owner.replace(/[^A-Za-z0-9]+/g, '_')}${name.replace(/^_+/, '_')}` : name;
    for (const suffix of ['', io === 'input' ? 'Input' : 'Output', ...[2, 3, 4, 5, 6, 7, 8, 9].map(String)]) {
      const rename = (name: string) => `${base(name)}${suffix}`;
      const moved = defs.map(([name, def]) => [rename(name), rewriteRefs(def, rename)] as const);
      const fits = moved.every(
        ([name, def]) => !(name in this.schemas) || isDeepStrictEqual(this.schemas[name], def),
      );
      if (!fits) continue;
      for (const [name, def] of moved) this.schemas[name] = def;
      return rewriteRefs(rest, rename) as Json;
    }
    throw new Error(`OpenAPI: no free component name for the schemas of ${owner}`);
  }
}

function jsonSchema(
  schema: z.ZodType | undefined,
  io: 'input' | 'output',
  owner: string,
  components: Components,
  names: z.core.$ZodRegistry<{ id?: string }>,
): Json | undefined {
  if (!schema) return undefined;
  let json: Json;
  try {
    json = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: names }) as Json;
  } catch {
    return {};
  }
  return components.adopt(json, io, owner);
}

/** OpenAPI 3.1 built from the same zod schemas the routes validate with. */
function openApiDocument(routes: ResolvedRoute[]) {
  const names = z.registry<{ id?: string }>();
  for (const [schema, id] of COMPONENTS) names.add(schema, { id });
  const components = new Components();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const convert = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
      jsonSchema(schema, io, r.name, components, names);
    const params = r.uri.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [];
    const query = convert(r.query, 'input') as { properties?: Record<string, unknown> } | undefined;
    const parameters = [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema })),
    ];
    const body = convert(r.body, 'input');
    const response = convert(r.response, 'output');
    (paths[r.uri] ??= {})[r.method.toLowerCase()] = {
      operationId: r.name,
      summary: r.summary ?? r.name,
      tags: [r.name.split('.')[0]],
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      parameters,
      ...(body ? { requestBody: { content: { 'application/json': { schema: body } } } } : {}),
      responses: {
        [String(r.status ?? 200)]: {
          description: 'OK',
          ...(response ? { content: { 'application/json': { schema: response } } } : {}),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portal Partnera API', version: '1.0.0' },
    components: {
      schemas: components.schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  };
}

/** Staff: holds a key outside the partner zone (access is decided by permission keys alone). */
function isStaff(auth: AuthUser | null): boolean {
  return !!auth && [...auth.permissions].some((key) => !isPartnerZoneKey(key));
}

/**
 * The API description at `/api/docs` (UI) and `/api/docs/json`: open to everyone with API_DOCS=1;
 * otherwise only to a staff bearer token, and a 404 like any unknown URL for anybody else — so in
 * practice the browser page needs API_DOCS=1, while staff tools fetch the JSON with their token.
 */
export async function registerApiDocs(app: FastifyInstance, routes: ResolvedRoute[], deps: AppDeps) {
  const document = openApiDocument(routes);
  await app.register(async (docs) => {
    docs.addHook('onRequest', async (req: FastifyRequest) => {
      if (deps.config.apiDocs) return;
      const token = bearerToken(req);
      const auth = token ? await deps.authenticator.authenticate(token) : null;
      if (!isStaff(auth)) throw new AppError(404, 'errors.route_not_found');
    });
    await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
