import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResolvedRoute } from './routes.ts';

function jsonSchema(schema: z.ZodType | undefined, io: 'input' | 'output') {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** OpenAPI 3.1 built from the same zod schemas the routes validate with. */
export function openApiDocument(routes: ResolvedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const params = r.uri.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [];
    const query = jsonSchema(r.query, 'input') as { properties?: Record<string, unknown> } | undefined;
    const parameters = [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema })),
    ];
    (paths[r.uri] ??= {})[r.method.toLowerCase()] = {
      operationId: r.name,
      summary: r.summary ?? r.name,
      tags: [r.name.split('.')[0]],
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      parameters,
      ...(r.body
        ? { requestBody: { content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } } }
        : {}),
      responses: {
        [String(r.status ?? 200)]: {
          description: 'OK',
          ...(r.response
            ? { content: { 'application/json': { schema: jsonSchema(r.response, 'output') } } }
            : {}),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portal Partnera API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export async function registerApiDocs(app: FastifyInstance, routes: ResolvedRoute[]) {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: openApiDocument(routes) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
