import { CATALOGUE } from '@portal/contracts';
import { z } from 'zod';
import { defineRoute, routeTable, routeTableSchema } from '../../core/http/routes.ts';

const permissionSchema = z.object({
  key: z.string(),
  area: z.string(),
  zone: z.enum(['cms', 'partner-zone', 'public']),
  label: z.string(),
  resource: z.string(),
  action: z.string(),
});

export const systemRoutes = [
  defineRoute({
    name: 'core.routes.index',
    summary: 'Named route table used by the web client',
    response: routeTableSchema,
    handler: async ({ req }) => routeTable(req.server.routeRegistry),
  }),
  defineRoute({
    name: 'core.permissions.index',
    summary: 'The permission catalogue, for the roles screen',
    response: z.object({ results: z.array(permissionSchema) }),
    handler: async ({ lang }) => ({
      results: CATALOGUE.map((e) => ({
        key: e.key,
        area: e.area,
        zone: e.zone,
        label: e.label[lang],
        resource: e.resourceLabel[lang],
        action: e.actionLabel[lang],
      })),
    }),
  }),
];

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: import('../../core/http/routes.ts').ResolvedRoute[];
  }
}
